package org.uecc;

import java.util.Arrays;

/**
 * ECDH and ECDSA on the five curves of micro-ecc (and on secp384r1 and
 * secp521r1 in a library built with them), and BIP-340 Schnorr
 * signatures on secp256k1, through the library's C API (libuecc, with the Go
 * runtime inside) loaded as {@code libuecc_jni}.
 *
 * <p>Encodings are micro-ecc's: private keys big-endian, public keys X‖Y
 * without the 0x04 prefix, signatures r‖s; sizes are given by {@link Curve}.
 * A message hash may have any length: ECDSA uses its leftmost bits (as many
 * as the group order has), so pass the digest itself.
 *
 * <p>Every method is static, thread-safe and keeps no state: inputs are
 * copied out of the Java arrays before the library runs and results copied
 * into new arrays after, so no array stays pinned during a call. A wrong
 * length, a private key out of range, a public key that is not a point of the
 * curve or a malformed encoding throws {@link IllegalArgumentException} with a
 * message saying which argument is wrong and why; {@code null} throws
 * {@link NullPointerException} naming the argument. A failure of the
 * operating system's random source throws {@link IllegalStateException}.
 *
 * <p>Private keys given to or returned by these methods stay in Java arrays
 * the garbage collector may copy; the library wipes its own copies.
 */
public final class Uecc {
    private Uecc() {}

    static {
        NativeLibrary.load();
    }

    // Results of the native methods (java/jni/uecc_jni.c).
    private static final int OK = 1;
    private static final int FAILED = 0;
    private static final int BAD_ARGUMENTS = -1;
    private static final int CURVE_NOT_BUILT = -2;
    private static final int NO_MEMORY = -3;

    /** The most hashes of one native call of signBatch (java/jni/uecc_jni.c's MAX_BATCH). */
    private static final int SIGN_BATCH = 256;

    /** The size of an x-only public key and of a BIP-340 auxiliary random value. */
    public static final int SCHNORR_KEY_SIZE = 32;
    /** The size of a BIP-340 signature r‖s. */
    public static final int SCHNORR_SIGNATURE_SIZE = 64;

    /**
     * Makes a key pair from the operating system's random source.
     *
     * @return {public key (X‖Y), private key}
     */
    public static byte[][] makeKey(Curve curve) {
        checkCurve(curve);
        byte[] publicKey = new byte[curve.publicKeySize()];
        byte[] privateKey = new byte[curve.privateKeySize()];
        expectRandom(nMakeKey(curve.ordinal(), publicKey, privateKey), curve, "makeKey");
        return new byte[][] {publicKey, privateKey};
    }

    /** Returns the public key X‖Y of privateKey. */
    public static byte[] computePublicKey(Curve curve, byte[] privateKey) {
        checkPrivateKey(curve, privateKey);
        byte[] publicKey = new byte[curve.publicKeySize()];
        if (result(nComputePublicKey(curve.ordinal(), privateKey, publicKey), curve) != OK) {
            throw privateKeyOutOfRange(curve);
        }
        return publicKey;
    }

    /**
     * Returns the ECDH shared secret: the X of privateKey times publicKey,
     * not hashed (hash it before using it as a key). The peer's key is
     * always checked to be a point of the curve.
     */
    public static byte[] sharedSecret(Curve curve, byte[] publicKey, byte[] privateKey) {
        checkPublicKey(curve, publicKey);
        checkPrivateKey(curve, privateKey);
        byte[] secret = new byte[curve.sharedSecretSize()];
        if (result(nSharedSecret(curve.ordinal(), publicKey, privateKey, secret), curve) != OK) {
            throw publicKeyOrPrivateKey(curve, publicKey);
        }
        return secret;
    }

    /**
     * Signs hash with ECDSA and returns r‖s. The nonce is hedged: a hash of
     * the private key, the hash and 32 fresh bytes from the operating
     * system's source, so a failing random source never reveals the key.
     */
    public static byte[] sign(Curve curve, byte[] privateKey, byte[] hash) {
        checkPrivateKey(curve, privateKey);
        checkNotNull(hash, "hash");
        byte[] signature = new byte[curve.signatureSize()];
        int r = result(nSign(curve.ordinal(), privateKey, hash, signature), curve);
        if (r != OK) {
            throw signingFailed(curve, privateKey);
        }
        return signature;
    }

    /**
     * Signs every hash of hashes with privateKey, as {@link #sign} signs each,
     * and returns their signatures r‖s in the same order, in less time: the
     * library shares the two inversions of every signature among up to 16
     * hashes and is entered once for up to 256 (on secp256k1 and secp256r1 a
     * signature of a batch of 64 takes about 0.7 of {@code sign}'s time).
     * Hashes may have any lengths, different ones too. An empty
     * batch returns no signature (the private key is checked all the same).
     */
    public static byte[][] signBatch(Curve curve, byte[] privateKey, byte[][] hashes) {
        checkPrivateKey(curve, privateKey);
        checkNotNull(hashes, "hashes");
        for (int i = 0; i < hashes.length; i++) {
            checkNotNull(hashes[i], "hashes[" + i + "]");
        }
        if (hashes.length == 0
                && result(nComputePublicKey(curve.ordinal(), privateKey, new byte[curve.publicKeySize()]), curve) != OK) {
            throw privateKeyOutOfRange(curve);
        }
        int sigSize = curve.signatureSize();
        byte[][] signatures = new byte[hashes.length][];
        // Runs of hashes whose leftmost bytes (those the library reads) have
        // one length, SIGN_BATCH at most, each in one native call.
        int start = 0;
        while (start < hashes.length) {
            int hashSize = Math.min(hashes[start].length, curve.privateKeySize());
            int n = 1;
            while (n < SIGN_BATCH && start + n < hashes.length
                    && Math.min(hashes[start + n].length, curve.privateKeySize()) == hashSize) {
                n++;
            }
            byte[] run = new byte[n * hashSize];
            for (int j = 0; j < n; j++) {
                System.arraycopy(hashes[start + j], 0, run, j * hashSize, hashSize);
            }
            byte[] out = new byte[n * sigSize];
            if (result(nSignBatch(curve.ordinal(), privateKey, run, hashSize, out), curve) != OK) {
                throw signingFailed(curve, privateKey);
            }
            for (int j = 0; j < n; j++) {
                signatures[start + j] = Arrays.copyOfRange(out, j * sigSize, (j + 1) * sigSize);
            }
            start += n;
        }
        return signatures;
    }

    /**
     * Verifies the ECDSA signature r‖s of hash under publicKey. A signature
     * whose r or s is out of range is not valid (false); a public key that
     * is not a point of the curve throws.
     */
    public static boolean verify(Curve curve, byte[] publicKey, byte[] hash, byte[] signature) {
        checkPublicKey(curve, publicKey);
        checkNotNull(hash, "hash");
        checkLength(signature, "signature", curve.signatureSize(), curve);
        if (result(nVerify(curve.ordinal(), publicKey, hash, signature), curve) == OK) {
            return true;
        }
        requireValidPublicKey(curve, publicKey, "publicKey");
        return false;
    }

    /**
     * Signs hash as {@link #sign} does and returns r‖s‖v, where v (0 to 3)
     * lets {@link #recoverPublicKey} find the public key. Its nonce is
     * micro-ecc's: read from the operating system's source, not hedged.
     */
    public static byte[] signRecoverable(Curve curve, byte[] privateKey, byte[] hash) {
        checkPrivateKey(curve, privateKey);
        checkNotNull(hash, "hash");
        byte[] signature = new byte[curve.signatureSize() + 1];
        int r = result(nSignRecoverable(curve.ordinal(), privateKey, hash, signature), curve);
        if (r != OK) {
            throw signingFailed(curve, privateKey);
        }
        return signature;
    }

    /**
     * Returns the public key under which signatureWithRecoveryId (r‖s‖v, as
     * {@link #signRecoverable} gives it) is a valid signature of hash.
     */
    public static byte[] recoverPublicKey(Curve curve, byte[] hash, byte[] signatureWithRecoveryId) {
        checkCurve(curve);
        checkNotNull(hash, "hash");
        checkLength(signatureWithRecoveryId, "signatureWithRecoveryId", curve.signatureSize() + 1, curve);
        byte[] publicKey = new byte[curve.publicKeySize()];
        if (result(nRecoverPublicKey(curve.ordinal(), hash, signatureWithRecoveryId, publicKey), curve) != OK) {
            throw new IllegalArgumentException("signatureWithRecoveryId: no " + curve
                    + " public key (recovery id above 3, r or s out of range, or no point with that r)");
        }
        return publicKey;
    }

    /** Encodes the raw signature r‖s as an ASN.1 DER ECDSA-Sig-Value. */
    public static byte[] signatureToDer(Curve curve, byte[] signature) {
        checkCurve(curve);
        checkLength(signature, "signature", curve.signatureSize(), curve);
        byte[] der = new byte[MAX_DER_SIZE];
        int n = nSignatureToDer(curve.ordinal(), signature, der);
        if (n <= 0) {
            result(n, curve);
            throw new IllegalArgumentException("signature: r or s is 0");
        }
        return java.util.Arrays.copyOf(der, n);
    }

    /**
     * Decodes a strict DER ECDSA-Sig-Value into the raw signature r‖s. It does
     * not verify the signature.
     */
    public static byte[] signatureFromDer(Curve curve, byte[] der) {
        checkCurve(curve);
        checkNotNull(der, "der");
        byte[] signature = new byte[curve.signatureSize()];
        if (der.length > MAX_DER_SIZE
                || result(nSignatureFromDer(curve.ordinal(), der, signature), curve) != OK) {
            throw new IllegalArgumentException("der: not a strict DER signature with r and s in [1, 2^"
                    + (8 * curve.sharedSecretSize()) + ")");
        }
        return signature;
    }

    /**
     * The longest DER signature of any curve: secp521r1's with r and s of 66 bytes whose first
     * byte is 0x80 or more (139 while r and s are below n), a SEQUENCE with a long-form length.
     */
    private static final int MAX_DER_SIZE = 141;

    /**
     * Returns the compressed form of publicKey: 0x02 or 0x03 (the parity of
     * Y) followed by X. The key must be a point of the curve.
     */
    public static byte[] compress(Curve curve, byte[] publicKey) {
        checkPublicKey(curve, publicKey);
        byte[] compressed = new byte[curve.compressedPublicKeySize()];
        if (result(nCompress(curve.ordinal(), publicKey, compressed), curve) != OK) {
            throw notOnCurve(curve, "publicKey");
        }
        return compressed;
    }

    /** Returns the public key X‖Y that compressed (0x02 or 0x03 and X) encodes. */
    public static byte[] decompress(Curve curve, byte[] compressed) {
        checkCurve(curve);
        checkLength(compressed, "compressed", curve.compressedPublicKeySize(), curve);
        byte[] publicKey = new byte[curve.publicKeySize()];
        if (result(nDecompress(curve.ordinal(), compressed, publicKey), curve) != OK) {
            throw new IllegalArgumentException("compressed: not a compressed " + curve
                    + " point (the prefix is not 0x02 or 0x03, X is not below p, or no point has that X)");
        }
        return publicKey;
    }

    /** Whether publicKey (X‖Y) is a point of the curve (and not the identity). */
    public static boolean validPublicKey(Curve curve, byte[] publicKey) {
        checkPublicKey(curve, publicKey);
        return result(nValidPublicKey(curve.ordinal(), publicKey), curve) == OK;
    }

    /** Returns the BIP-340 x-only public key (32 bytes) of a secp256k1 private key. */
    public static byte[] schnorrPublicKey(byte[] privateKey) {
        checkPrivateKey(Curve.SECP256K1, privateKey);
        byte[] publicKeyX = new byte[SCHNORR_KEY_SIZE];
        if (result(nSchnorrPublicKey(privateKey, publicKeyX), Curve.SECP256K1) != OK) {
            throw privateKeyOutOfRange(Curve.SECP256K1);
        }
        return publicKeyX;
    }

    /**
     * Signs message (any length: BIP-340 signs the message, not a hash of
     * it) with a secp256k1 private key and 32 fresh bytes of auxiliary
     * randomness from the operating system's source.
     */
    public static byte[] schnorrSign(byte[] privateKey, byte[] message) {
        return schnorrSign(privateKey, message, null, false);
    }

    /**
     * Signs message with a secp256k1 private key and the given 32 bytes of
     * auxiliary randomness (the same value gives the same signature, as in
     * BIP-340's test vectors; fresh random bytes are best).
     */
    public static byte[] schnorrSign(byte[] privateKey, byte[] message, byte[] auxRand) {
        return schnorrSign(privateKey, message, auxRand, true);
    }

    private static byte[] schnorrSign(byte[] privateKey, byte[] message, byte[] auxRand, boolean auxGiven) {
        checkPrivateKey(Curve.SECP256K1, privateKey);
        checkNotNull(message, "message");
        if (auxGiven) {
            checkLength(auxRand, "auxRand", SCHNORR_KEY_SIZE, Curve.SECP256K1);
        }
        byte[] signature = new byte[SCHNORR_SIGNATURE_SIZE];
        if (result(nSchnorrSign(privateKey, message, auxRand, signature), Curve.SECP256K1) != OK) {
            throw signingFailed(Curve.SECP256K1, privateKey);
        }
        return signature;
    }

    /**
     * Verifies the BIP-340 signature of message under the x-only public key
     * publicKeyX (32 bytes). An X that is not that of a point of the curve
     * throws.
     */
    public static boolean schnorrVerify(byte[] publicKeyX, byte[] message, byte[] signature) {
        checkLength(publicKeyX, "publicKeyX", SCHNORR_KEY_SIZE, Curve.SECP256K1);
        checkNotNull(message, "message");
        checkLength(signature, "signature", SCHNORR_SIGNATURE_SIZE, Curve.SECP256K1);
        if (result(nSchnorrVerify(publicKeyX, message, signature), Curve.SECP256K1) == OK) {
            return true;
        }
        byte[] compressed = new byte[Curve.SECP256K1.compressedPublicKeySize()];
        compressed[0] = 0x02;
        System.arraycopy(publicKeyX, 0, compressed, 1, SCHNORR_KEY_SIZE);
        if (nDecompress(Curve.SECP256K1.ordinal(), compressed, new byte[Curve.SECP256K1.publicKeySize()]) != OK) {
            throw new IllegalArgumentException("publicKeyX: not the X of a secp256k1 point");
        }
        return false;
    }

    // Checks and messages -----------------------------------------------------

    private static void checkCurve(Curve curve) {
        checkNotNull(curve, "curve");
    }

    private static void checkNotNull(Object value, String name) {
        if (value == null) {
            throw new NullPointerException(name + " is null");
        }
    }

    private static void checkLength(byte[] value, String name, int size, Curve curve) {
        checkNotNull(curve, "curve");
        checkNotNull(value, name);
        if (value.length != size) {
            throw new IllegalArgumentException(name + ": " + value.length + " bytes, " + curve + " needs " + size);
        }
    }

    private static void checkPrivateKey(Curve curve, byte[] privateKey) {
        checkLength(privateKey, "privateKey", curve == null ? 0 : curve.privateKeySize(), curve);
    }

    private static void checkPublicKey(Curve curve, byte[] publicKey) {
        checkLength(publicKey, "publicKey", curve == null ? 0 : curve.publicKeySize(), curve);
    }

    /**
     * result passes a native method's result on, having thrown for those
     * that are not the operation's own answer.
     */
    private static int result(int r, Curve curve) {
        switch (r) {
        case OK:
        case FAILED:
            return r;
        case CURVE_NOT_BUILT:
            throw new UnsupportedOperationException(curve + " is not in this build of libuecc_jni");
        case NO_MEMORY:
            throw new OutOfMemoryError("libuecc_jni: no memory for a copy of the message");
        default:
            // Lengths are checked above, so the native side cannot disagree.
            throw new IllegalStateException("libuecc_jni: arguments refused (result " + r + ")");
        }
    }

    private static void expectRandom(int r, Curve curve, String operation) {
        if (result(r, curve) != OK) {
            throw new IllegalStateException(operation + ": the operating system's random source failed");
        }
    }

    private static void requireValidPublicKey(Curve curve, byte[] publicKey, String name) {
        if (result(nValidPublicKey(curve.ordinal(), publicKey), curve) != OK) {
            throw notOnCurve(curve, name);
        }
    }

    private static IllegalArgumentException notOnCurve(Curve curve, String name) {
        return new IllegalArgumentException(name + ": not a point of " + curve);
    }

    private static IllegalArgumentException privateKeyOutOfRange(Curve curve) {
        return new IllegalArgumentException("privateKey: not in [1, n-1] for " + curve);
    }

    private static boolean validPrivateKey(Curve curve, byte[] privateKey) {
        return nComputePublicKey(curve.ordinal(), privateKey, new byte[curve.publicKeySize()]) == OK;
    }

    /** The exception of a failed ECDH: which input was wrong. */
    private static RuntimeException publicKeyOrPrivateKey(Curve curve, byte[] publicKey) {
        requireValidPublicKey(curve, publicKey, "publicKey");
        return privateKeyOutOfRange(curve);
    }

    /** The exception of a failed signature: the key, or else the random source. */
    private static RuntimeException signingFailed(Curve curve, byte[] privateKey) {
        if (!validPrivateKey(curve, privateKey)) {
            return privateKeyOutOfRange(curve);
        }
        return new IllegalStateException("signing on " + curve + ": the operating system's random source failed");
    }

    // The library (java/jni/uecc_jni.c). Each returns OK, FAILED (the C
    // function returned 0), or one of the other results above; outputs are
    // written only on OK. Hashes may have any length: only their leftmost
    // privateKeySize bytes are read, as by the C functions.

    private static native int nMakeKey(int curve, byte[] publicKey, byte[] privateKey);

    private static native int nComputePublicKey(int curve, byte[] privateKey, byte[] publicKey);

    private static native int nSharedSecret(int curve, byte[] publicKey, byte[] privateKey, byte[] secret);

    private static native int nSign(int curve, byte[] privateKey, byte[] hash, byte[] signature);

    /**
     * Signs the hashes of hashSize bytes each laid end to end in hashes into
     * signatures, end to end too; their number is signatures.length over the
     * signature size, at most SIGN_BATCH.
     */
    private static native int nSignBatch(int curve, byte[] privateKey, byte[] hashes, int hashSize, byte[] signatures);

    private static native int nVerify(int curve, byte[] publicKey, byte[] hash, byte[] signature);

    private static native int nSignRecoverable(int curve, byte[] privateKey, byte[] hash, byte[] signatureWithId);

    private static native int nRecoverPublicKey(int curve, byte[] hash, byte[] signatureWithId, byte[] publicKey);

    /** Returns the DER length (at most der.length), or FAILED or another result. */
    private static native int nSignatureToDer(int curve, byte[] signature, byte[] der);

    private static native int nSignatureFromDer(int curve, byte[] der, byte[] signature);

    /** FAILED if publicKey is not a point of the curve. */
    private static native int nCompress(int curve, byte[] publicKey, byte[] compressed);

    /** FAILED if compressed does not encode a point of the curve. */
    private static native int nDecompress(int curve, byte[] compressed, byte[] publicKey);

    private static native int nValidPublicKey(int curve, byte[] publicKey);

    private static native int nSchnorrPublicKey(byte[] privateKey, byte[] publicKeyX);

    /** auxRand null: 32 bytes from the operating system's source. */
    private static native int nSchnorrSign(byte[] privateKey, byte[] message, byte[] auxRand, byte[] signature);

    private static native int nSchnorrVerify(byte[] publicKeyX, byte[] message, byte[] signature);
}
