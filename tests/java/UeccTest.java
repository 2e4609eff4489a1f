import java.io.BufferedReader;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.security.AlgorithmParameters;
import java.security.KeyFactory;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.ECParameterSpec;
import java.security.spec.ECPoint;
import java.security.spec.ECPublicKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.uecc.Curve;
import org.uecc.Uecc;

/**
 * The test of the Java binding (make test-java, mk/java.mk): every method of
 * org.uecc.Uecc with every error path, against the repository's vectors
 * (build/java/test-data.txt, written by tests/javagen from tests/vectors),
 * BIP-340's vectors (tests/vectors/bip340/test-vectors.csv) and answers of
 * the Go packages; then the JVM's own use of signals (NullPointerException,
 * ArithmeticException and StackOverflowError after calls), many threads
 * with garbage-collector pressure, and threads that come and go.
 *
 * <pre>java -cp uecc.jar:classes UeccTest test-data.txt bip340.csv</pre>
 *
 * With "-subset", against a library built with secp256k1 alone: the other
 * curves throw UnsupportedOperationException.
 *
 * It prints the failures and ends with "N passed, M failed"; exit status 1
 * if any failed.
 */
public final class UeccTest {
    private static final AtomicLong passed = new AtomicLong();
    private static final AtomicLong failed = new AtomicLong();

    private static void check(boolean ok, String what) {
        if (ok) {
            passed.incrementAndGet();
        } else {
            failed.incrementAndGet();
            System.out.println("FAIL " + what);
        }
    }

    private interface Call {
        Object run() throws Exception;
    }

    /** Checks that call throws exactly type, with a message containing text. */
    private static void throwsWith(Class<? extends Throwable> type, String text, String what, Call call) {
        try {
            Object r = call.run();
            check(false, what + ": returned " + show(r) + ", want " + type.getSimpleName());
        } catch (Throwable t) {
            String m = String.valueOf(t.getMessage());
            check(t.getClass() == type && m.contains(text),
                    what + ": threw " + t + ", want " + type.getSimpleName() + " containing \"" + text + "\"");
        }
    }

    private static String show(Object o) {
        if (o instanceof byte[]) {
            return hex((byte[]) o);
        }
        return String.valueOf(o);
    }

    static byte[] unhex(String s) {
        if (s.equals("-")) {
            return new byte[0];
        }
        byte[] b = new byte[s.length() / 2];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
        }
        return b;
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x & 0xff));
        }
        return sb.toString();
    }

    static Curve curve(String name) {
        return Curve.valueOf(name.toUpperCase(Locale.ROOT));
    }

    /** The group orders n (SEC 2), as PrivateKeySize bytes. */
    static byte[] order(Curve c) {
        String n;
        switch (c) {
        case SECP160R1: n = "0100000000000000000001f4c8f927aed3ca752257"; break;
        case SECP192R1: n = "ffffffffffffffffffffffff99def836146bc9b1b4d22831"; break;
        case SECP224R1: n = "ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d"; break;
        case SECP256R1: n = "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"; break;
        case SECP384R1: n = "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973"; break;
        case SECP521R1: n = "01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409"; break;
        default: n = "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141"; break;
        }
        return unhex(n);
    }

    static byte[] sha256(byte[] m) throws Exception {
        return MessageDigest.getInstance("SHA-256").digest(m);
    }

    static byte[] flip(byte[] b, int i) {
        byte[] c = b.clone();
        c[i] ^= 1;
        return c;
    }

    // Known answers -------------------------------------------------------------

    /** The vector calls and the Go packages' answers of tests/javagen. */
    static void knownAnswers(String path) throws IOException {
        int lines = 0;
        try (BufferedReader r = Files.newBufferedReader(Paths.get(path), StandardCharsets.US_ASCII)) {
            for (String l; (l = r.readLine()) != null; ) {
                String[] f = l.split(" ");
                lines++;
                switch (f[0]) {
                case "case": vectorCase(f); break;
                case "go-key": goKey(f); break;
                case "go-ecdh": goECDH(f); break;
                case "go-sig": goSignature(f); break;
                case "go-schnorr": goSchnorr(f); break;
                default: check(false, path + ": unknown line " + f[0]);
                }
            }
        }
        check(lines > 15000, path + ": " + lines + " lines, expected the vectors' 15,000 and more");
    }

    static void vectorCase(String[] f) {
        String op = f[1], id = f[3];
        Curve c = curve(f[2]);
        byte[] a = unhex(f[4]), b = unhex(f[5]), cc = unhex(f[6]), out = unhex(f[8]);
        int ret = Integer.parseInt(f[7]);
        String what = op + " " + id;
        try {
            switch (op) {
            case "pubkey":
                byte[] got = Uecc.computePublicKey(c, a); // throws where ret is 0
                check(ret == 1 && Arrays.equals(got, out), what);
                break;
            case "ecdh":
                byte[] secret = Uecc.sharedSecret(c, b, a);
                check(ret == 1 && Arrays.equals(secret, out), what);
                break;
            case "valid":
                check(Uecc.validPublicKey(c, a) == (ret == 1), what);
                break;
            case "compress":
                check(Arrays.equals(Uecc.compress(c, a), out), what);
                break;
            case "decompress":
                check(Arrays.equals(Uecc.decompress(c, a), out) && !allZero(out), what);
                break;
            case "verify":
                check(Uecc.verify(c, a, b, cc) == (ret == 1), what);
                break;
            case "signed":
                byte[] pub = Uecc.computePublicKey(c, a);
                check(Uecc.verify(c, pub, b, out), what);
                check(!Uecc.verify(c, pub, b, flip(out, out.length - 1)), what + " (s changed)");
                break;
            default:
                check(false, "unknown op " + op);
            }
        } catch (IllegalArgumentException e) {
            // A refused input: right where the C function fails (ret 0),
            // decompresses to zeros, or where a key that C does not check
            // is not a point of the curve.
            boolean refused = ret == 0 || (op.equals("decompress") && allZero(out))
                    || (op.equals("verify") && !validOrWrongLength(c, a))
                    || (op.equals("compress") && !validOrWrongLength(c, a));
            check(refused, what + ": " + e.getMessage());
        }
    }

    static boolean allZero(byte[] b) {
        for (byte x : b) {
            if (x != 0) {
                return false;
            }
        }
        return true;
    }

    static boolean validOrWrongLength(Curve c, byte[] pub) {
        return pub.length == c.publicKeySize() && Uecc.validPublicKey(c, pub);
    }

    static void goKey(String[] f) {
        Curve c = curve(f[1]);
        byte[] priv = unhex(f[2]), pub = unhex(f[3]), comp = unhex(f[4]);
        check(Arrays.equals(Uecc.computePublicKey(c, priv), pub), "go-key public key " + c + " " + f[2]);
        check(Arrays.equals(Uecc.compress(c, pub), comp), "go-key compress " + c);
        check(Arrays.equals(Uecc.decompress(c, comp), pub), "go-key decompress " + c);
        check(Uecc.validPublicKey(c, pub), "go-key valid " + c);
    }

    static void goECDH(String[] f) {
        Curve c = curve(f[1]);
        check(Arrays.equals(Uecc.sharedSecret(c, unhex(f[3]), unhex(f[2])), unhex(f[4])), "go-ecdh " + c + " " + f[2]);
    }

    static void goSignature(String[] f) {
        Curve c = curve(f[1]);
        byte[] pub = unhex(f[2]), hash = unhex(f[3]), sig = unhex(f[4]), der = unhex(f[5]), rec = unhex(f[6]);
        check(Uecc.verify(c, pub, hash, sig), "go-sig verify " + c);
        check(!Uecc.verify(c, pub, flip(hash, 0), sig), "go-sig verify, hash changed " + c);
        check(Arrays.equals(Uecc.signatureToDer(c, sig), der), "go-sig to DER " + c);
        check(Arrays.equals(Uecc.signatureFromDer(c, der), sig), "go-sig from DER " + c);
        check(Arrays.equals(Uecc.recoverPublicKey(c, hash, rec), pub), "go-sig recover " + c);
    }

    static void goSchnorr(String[] f) {
        byte[] priv = unhex(f[1]), x = unhex(f[2]), msg = unhex(f[3]), aux = unhex(f[4]), sig = unhex(f[5]);
        String what = "go-schnorr " + msg.length + "-byte message";
        check(Arrays.equals(Uecc.schnorrPublicKey(priv), x), what + " public key");
        check(Arrays.equals(Uecc.schnorrSign(priv, msg, aux), sig), what + " sign");
        check(Uecc.schnorrVerify(x, msg, sig), what + " verify");
        if (msg.length > 0) {
            check(!Uecc.schnorrVerify(x, flip(msg, msg.length - 1), sig), what + " verify, message changed");
        }
    }

    /** BIP 340's test vectors, as published. */
    static void bip340(String path) throws IOException {
        List<String> lines = Files.readAllLines(Paths.get(path), StandardCharsets.US_ASCII);
        int n = 0;
        for (String l : lines.subList(1, lines.size())) {
            String[] f = l.split(",", -1);
            String what = "BIP-340 vector " + f[0];
            byte[] x = unhex(f[2].isEmpty() ? "-" : f[2]), msg = unhex(f[4].isEmpty() ? "-" : f[4]);
            byte[] sig = unhex(f[5]);
            boolean valid = f[6].equals("TRUE");
            if (!f[1].isEmpty()) {
                byte[] priv = unhex(f[1]);
                check(Arrays.equals(Uecc.schnorrPublicKey(priv), x), what + " public key");
                check(Arrays.equals(Uecc.schnorrSign(priv, msg, unhex(f[3])), sig), what + " sign");
            }
            // A public key that is not the X of a point is refused.
            boolean badKey = f[7].startsWith("public key");
            try {
                boolean got = Uecc.schnorrVerify(x, msg, sig);
                check(!badKey && got == valid, what + " verify");
            } catch (IllegalArgumentException e) {
                check(badKey && !valid, what + ": " + e.getMessage());
            }
            n++;
        }
        check(n == 19, path + ": " + n + " vectors, expected 19");
    }

    // Round trips ---------------------------------------------------------------

    static void roundTrips() throws Exception {
        for (Curve c : Curve.values()) {
            String on = " on " + c;
            byte[][] kp = Uecc.makeKey(c), other = Uecc.makeKey(c);
            byte[] pub = kp[0], priv = kp[1];
            check(pub.length == c.publicKeySize() && priv.length == c.privateKeySize(), "makeKey sizes" + on);
            check(Arrays.equals(Uecc.computePublicKey(c, priv), pub), "makeKey: computePublicKey" + on);
            check(!Arrays.equals(kp[1], other[1]), "makeKey: two keys differ" + on);
            check(Arrays.equals(Uecc.sharedSecret(c, other[0], priv), Uecc.sharedSecret(c, pub, other[1])),
                    "sharedSecret symmetric" + on);
            check(Uecc.sharedSecret(c, other[0], priv).length == c.sharedSecretSize(), "sharedSecret size" + on);
            byte[] hash = sha256(("round trip" + on).getBytes(StandardCharsets.UTF_8));
            byte[] sig = Uecc.sign(c, priv, hash);
            check(sig.length == c.signatureSize() && Uecc.verify(c, pub, hash, sig), "sign/verify" + on);
            check(!Arrays.equals(sig, Uecc.sign(c, priv, hash)), "sign: hedged signatures of one hash differ" + on);
            check(!Uecc.verify(c, other[0], hash, sig), "verify under another key" + on);
            check(!Uecc.verify(c, pub, hash, new byte[c.signatureSize()]), "verify: r = s = 0" + on);
            // Any hash length: the leftmost bits count, as in the C API.
            byte[] longHash = Arrays.copyOf(hash, 64);
            check(Uecc.verify(c, pub, longHash, Uecc.sign(c, priv, longHash)), "sign/verify 64-byte hash" + on);
            byte[] empty = new byte[0];
            check(Uecc.verify(c, pub, empty, Uecc.sign(c, priv, empty)), "sign/verify empty hash" + on);
            byte[] rec = Uecc.signRecoverable(c, priv, hash);
            check(rec.length == c.signatureSize() + 1 && (rec[rec.length - 1] & 0xff) < 4, "signRecoverable size" + on);
            check(Arrays.equals(Uecc.recoverPublicKey(c, hash, rec), pub), "signRecoverable/recoverPublicKey" + on);
            check(Uecc.verify(c, pub, hash, Arrays.copyOf(rec, c.signatureSize())), "signRecoverable verifies" + on);
            byte[] comp = Uecc.compress(c, pub);
            check(comp.length == c.compressedPublicKeySize() && (comp[0] == 2 || comp[0] == 3), "compress" + on);
            check(Arrays.equals(Uecc.decompress(c, comp), pub), "compress/decompress" + on);
            byte[] der = Uecc.signatureToDer(c, sig);
            check(der[0] == 0x30 && Arrays.equals(Uecc.signatureFromDer(c, der), sig), "DER round trip" + on);
            // r = s = every byte 0xff: the longest DER (X.690: each INTEGER
            // needs a 0x00 first; 141 bytes on secp521r1).
            byte[] ones = new byte[c.signatureSize()];
            Arrays.fill(ones, (byte) 0xff);
            int fs = c.sharedSecretSize(), body = 2 * (fs + 3);
            byte[] longest = Uecc.signatureToDer(c, ones);
            check(longest.length == body + (body > 127 ? 3 : 2) && longest[longest.length - fs - 1] == 0
                    && Arrays.equals(Uecc.signatureFromDer(c, longest), ones), "longest DER round trip" + on);
        }
        byte[] priv = Uecc.makeKey(Curve.SECP256K1)[1];
        byte[] x = Uecc.schnorrPublicKey(priv);
        byte[] msg = "BIP-340 round trip".getBytes(StandardCharsets.UTF_8);
        byte[] sig = Uecc.schnorrSign(priv, msg);
        check(Uecc.schnorrVerify(x, msg, sig), "schnorrSign with fresh aux verifies");
        check(!Arrays.equals(sig, Uecc.schnorrSign(priv, msg)), "schnorrSign: fresh aux differ");
        check(!Uecc.schnorrVerify(x, msg, flip(sig, 63)), "schnorrVerify: s changed");
        check(Arrays.equals(Uecc.computePublicKey(Curve.SECP256K1, priv), concat(x, tail(Uecc.computePublicKey(Curve.SECP256K1, priv)))),
                "schnorrPublicKey is X of the ECDSA public key");
    }

    // Batch signing ---------------------------------------------------------------

    /**
     * signBatch on every curve: 300 hashes (more than one native call takes)
     * of lengths 32, 100, 20 and 0, so that their leftmost bytes split the
     * batch into runs of one length; every signature verifies under its own
     * hash (with the library, and on the NIST curves with the JDK's SunEC),
     * so none is out of place.
     */
    static void signBatch() throws Exception {
        for (Curve c : Curve.values()) {
            String on = " on " + c;
            byte[][] kp = Uecc.makeKey(c);
            byte[] pub = kp[0], priv = kp[1];
            byte[][] hashes = new byte[300][];
            for (int i = 0; i < hashes.length; i++) {
                int len = i == 150 ? 0 : i % 11 == 5 ? 20 : i % 7 == 3 ? 100 : 32;
                hashes[i] = Arrays.copyOf(sha256(("batch " + i + on).getBytes(StandardCharsets.UTF_8)), len);
            }
            byte[][] sigs = Uecc.signBatch(c, priv, hashes);
            int verified = 0, sunVerified = 0, sunTried = 0;
            for (int i = 0; i < hashes.length; i++) {
                if (sigs[i].length == c.signatureSize() && Uecc.verify(c, pub, hashes[i], sigs[i])) {
                    verified++;
                }
                if (sunName(c) != null && hashes[i].length > 0 && hashes[i].length <= 64) {
                    sunTried++;
                    if (sunVerifies(c, pub, hashes[i], sigs[i])) {
                        sunVerified++;
                    }
                }
            }
            check(sigs.length == hashes.length && verified == hashes.length,
                    "signBatch: " + verified + " of " + hashes.length + " signatures verify" + on);
            check(sunVerified == sunTried, "signBatch: SunEC verifies " + sunVerified + " of " + sunTried + on);
            check(!Uecc.verify(c, pub, hashes[1], sigs[0]), "signBatch: a signature does not verify another hash" + on);
            byte[][] again = Uecc.signBatch(c, priv, new byte[][] {hashes[0]});
            check(again.length == 1 && Uecc.verify(c, pub, hashes[0], again[0]) && !Arrays.equals(again[0], sigs[0]),
                    "signBatch: hedged signatures of one hash differ" + on);
            check(Uecc.signBatch(c, priv, new byte[0][]).length == 0, "signBatch: an empty batch" + on);
        }
    }

    /** The JDK's name of a curve SunEC has, or null. */
    static String sunName(Curve c) {
        switch (c) {
        case SECP256R1: return "secp256r1";
        case SECP384R1: return "secp384r1";
        case SECP521R1: return "secp521r1";
        default: return null;
        }
    }

    /** SunEC's verdict on the signature r‖s of hash (NONEwithECDSA: the hash as the digest). */
    static boolean sunVerifies(Curve c, byte[] pub, byte[] hash, byte[] sig) throws Exception {
        AlgorithmParameters params = AlgorithmParameters.getInstance("EC");
        params.init(new ECGenParameterSpec(sunName(c)));
        int fs = pub.length / 2;
        ECPoint w = new ECPoint(new BigInteger(1, Arrays.copyOf(pub, fs)), new BigInteger(1, tail(pub)));
        Signature v = Signature.getInstance("NONEwithECDSA");
        v.initVerify(KeyFactory.getInstance("EC").generatePublic(new ECPublicKeySpec(w, params.getParameterSpec(ECParameterSpec.class))));
        v.update(hash);
        return v.verify(Uecc.signatureToDer(c, sig));
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    static byte[] tail(byte[] pub) {
        return Arrays.copyOfRange(pub, pub.length / 2, pub.length);
    }

    // Errors --------------------------------------------------------------------

    static final Class<NullPointerException> NPE = NullPointerException.class;
    static final Class<IllegalArgumentException> IAE = IllegalArgumentException.class;

    static void errors() throws Exception {
        for (Curve c : Curve.values()) {
            String on = " on " + c;
            byte[][] kp = Uecc.makeKey(c);
            byte[] pub = kp[0], priv = kp[1], hash = new byte[32];
            byte[] sig = Uecc.sign(c, priv, hash), comp = Uecc.compress(c, pub);
            byte[] rec = Uecc.signRecoverable(c, priv, hash), der = Uecc.signatureToDer(c, sig);
            byte[] shortPriv = new byte[c.privateKeySize() - 1], longPub = new byte[c.publicKeySize() + 1];
            byte[] offCurve = flip(pub, pub.length - 1);
            byte[] zeroKey = new byte[c.privateKeySize()], nKey = order(c), ffKey = new byte[c.privateKeySize()];
            Arrays.fill(ffKey, (byte) 0xff);

            // null, for every argument
            throwsWith(NPE, "curve", "makeKey(null)", () -> Uecc.makeKey(null));
            throwsWith(NPE, "curve", "computePublicKey(null curve)", () -> Uecc.computePublicKey(null, priv));
            throwsWith(NPE, "privateKey", "computePublicKey(null)" + on, () -> Uecc.computePublicKey(c, null));
            throwsWith(NPE, "publicKey", "sharedSecret(null public)" + on, () -> Uecc.sharedSecret(c, null, priv));
            throwsWith(NPE, "privateKey", "sharedSecret(null private)" + on, () -> Uecc.sharedSecret(c, pub, null));
            throwsWith(NPE, "curve", "sharedSecret(null curve)", () -> Uecc.sharedSecret(null, pub, priv));
            throwsWith(NPE, "privateKey", "sign(null key)" + on, () -> Uecc.sign(c, null, hash));
            throwsWith(NPE, "hash", "sign(null hash)" + on, () -> Uecc.sign(c, priv, null));
            throwsWith(NPE, "curve", "sign(null curve)", () -> Uecc.sign(null, priv, hash));
            throwsWith(NPE, "privateKey", "signBatch(null key)" + on, () -> Uecc.signBatch(c, null, new byte[][] {hash}));
            throwsWith(NPE, "hashes is null", "signBatch(null hashes)" + on, () -> Uecc.signBatch(c, priv, null));
            throwsWith(NPE, "hashes[1]", "signBatch(null hash)" + on, () -> Uecc.signBatch(c, priv, new byte[][] {hash, null}));
            throwsWith(NPE, "curve", "signBatch(null curve)", () -> Uecc.signBatch(null, priv, new byte[][] {hash}));
            throwsWith(NPE, "publicKey", "verify(null key)" + on, () -> Uecc.verify(c, null, hash, sig));
            throwsWith(NPE, "hash", "verify(null hash)" + on, () -> Uecc.verify(c, pub, null, sig));
            throwsWith(NPE, "signature", "verify(null signature)" + on, () -> Uecc.verify(c, pub, hash, null));
            throwsWith(NPE, "curve", "verify(null curve)", () -> Uecc.verify(null, pub, hash, sig));
            throwsWith(NPE, "privateKey", "signRecoverable(null key)" + on, () -> Uecc.signRecoverable(c, null, hash));
            throwsWith(NPE, "hash", "signRecoverable(null hash)" + on, () -> Uecc.signRecoverable(c, priv, null));
            throwsWith(NPE, "curve", "signRecoverable(null curve)", () -> Uecc.signRecoverable(null, priv, hash));
            throwsWith(NPE, "hash", "recoverPublicKey(null hash)" + on, () -> Uecc.recoverPublicKey(c, null, rec));
            throwsWith(NPE, "signatureWithRecoveryId", "recoverPublicKey(null signature)" + on,
                    () -> Uecc.recoverPublicKey(c, hash, null));
            throwsWith(NPE, "curve", "recoverPublicKey(null curve)", () -> Uecc.recoverPublicKey(null, hash, rec));
            throwsWith(NPE, "signature", "signatureToDer(null)" + on, () -> Uecc.signatureToDer(c, null));
            throwsWith(NPE, "curve", "signatureToDer(null curve)", () -> Uecc.signatureToDer(null, sig));
            throwsWith(NPE, "der", "signatureFromDer(null)" + on, () -> Uecc.signatureFromDer(c, null));
            throwsWith(NPE, "curve", "signatureFromDer(null curve)", () -> Uecc.signatureFromDer(null, der));
            throwsWith(NPE, "publicKey", "compress(null)" + on, () -> Uecc.compress(c, null));
            throwsWith(NPE, "curve", "compress(null curve)", () -> Uecc.compress(null, pub));
            throwsWith(NPE, "compressed", "decompress(null)" + on, () -> Uecc.decompress(c, null));
            throwsWith(NPE, "curve", "decompress(null curve)", () -> Uecc.decompress(null, comp));
            throwsWith(NPE, "publicKey", "validPublicKey(null)" + on, () -> Uecc.validPublicKey(c, null));
            throwsWith(NPE, "curve", "validPublicKey(null curve)", () -> Uecc.validPublicKey(null, pub));

            // wrong lengths
            throwsWith(IAE, "privateKey: " + shortPriv.length + " bytes", "computePublicKey(short key)" + on,
                    () -> Uecc.computePublicKey(c, shortPriv));
            throwsWith(IAE, "publicKey: " + longPub.length + " bytes", "sharedSecret(long public key)" + on,
                    () -> Uecc.sharedSecret(c, longPub, priv));
            throwsWith(IAE, "privateKey", "sharedSecret(short private key)" + on, () -> Uecc.sharedSecret(c, pub, shortPriv));
            throwsWith(IAE, "privateKey", "sign(short key)" + on, () -> Uecc.sign(c, shortPriv, hash));
            throwsWith(IAE, "privateKey", "signBatch(short key)" + on, () -> Uecc.signBatch(c, shortPriv, new byte[][] {hash}));
            throwsWith(IAE, "publicKey", "verify(long key)" + on, () -> Uecc.verify(c, longPub, hash, sig));
            throwsWith(IAE, "signature: " + (sig.length + 1) + " bytes", "verify(long signature)" + on,
                    () -> Uecc.verify(c, pub, hash, Arrays.copyOf(sig, sig.length + 1)));
            throwsWith(IAE, "privateKey", "signRecoverable(short key)" + on, () -> Uecc.signRecoverable(c, shortPriv, hash));
            throwsWith(IAE, "signatureWithRecoveryId", "recoverPublicKey(raw signature)" + on,
                    () -> Uecc.recoverPublicKey(c, hash, sig));
            throwsWith(IAE, "signature", "signatureToDer(short)" + on, () -> Uecc.signatureToDer(c, Arrays.copyOf(sig, 3)));
            throwsWith(IAE, "der", "signatureFromDer(73 bytes)" + on, () -> Uecc.signatureFromDer(c, new byte[73]));
            throwsWith(IAE, "publicKey", "compress(long)" + on, () -> Uecc.compress(c, longPub));
            throwsWith(IAE, "compressed", "decompress(uncompressed)" + on, () -> Uecc.decompress(c, pub));
            throwsWith(IAE, "publicKey", "validPublicKey(long)" + on, () -> Uecc.validPublicKey(c, longPub));

            // invalid keys and encodings
            for (byte[] bad : new byte[][] {zeroKey, nKey, ffKey}) {
                String k = " key " + hex(bad) + on;
                throwsWith(IAE, "privateKey: not in [1, n-1]", "computePublicKey" + k, () -> Uecc.computePublicKey(c, bad));
                throwsWith(IAE, "privateKey: not in [1, n-1]", "sharedSecret" + k, () -> Uecc.sharedSecret(c, pub, bad));
                throwsWith(IAE, "privateKey: not in [1, n-1]", "sign" + k, () -> Uecc.sign(c, bad, hash));
                throwsWith(IAE, "privateKey: not in [1, n-1]", "signRecoverable" + k, () -> Uecc.signRecoverable(c, bad, hash));
                throwsWith(IAE, "privateKey: not in [1, n-1]", "signBatch" + k, () -> Uecc.signBatch(c, bad, new byte[][] {hash, hash}));
                throwsWith(IAE, "privateKey: not in [1, n-1]", "signBatch(empty)" + k, () -> Uecc.signBatch(c, bad, new byte[0][]));
            }
            check(!Uecc.validPublicKey(c, offCurve), "validPublicKey(off the curve)" + on);
            check(!Uecc.validPublicKey(c, new byte[c.publicKeySize()]), "validPublicKey(zeros)" + on);
            throwsWith(IAE, "publicKey: not a point", "sharedSecret(off the curve)" + on, () -> Uecc.sharedSecret(c, offCurve, priv));
            throwsWith(IAE, "publicKey: not a point", "verify(off the curve)" + on, () -> Uecc.verify(c, offCurve, hash, sig));
            throwsWith(IAE, "publicKey: not a point", "compress(off the curve)" + on, () -> Uecc.compress(c, offCurve));
            for (int prefix : new int[] {0, 1, 4, 0x12}) {
                byte[] bad = comp.clone();
                bad[0] = (byte) prefix;
                throwsWith(IAE, "compressed: not a compressed", "decompress(prefix " + prefix + ")" + on, () -> Uecc.decompress(c, bad));
            }
            byte[] bigX = new byte[c.compressedPublicKeySize()];
            Arrays.fill(bigX, (byte) 0xff);
            bigX[0] = 2;
            throwsWith(IAE, "compressed: not a compressed", "decompress(X = 2^k - 1)" + on, () -> Uecc.decompress(c, bigX));
            throwsWith(IAE, "signature: r or s is 0", "signatureToDer(zeros)" + on,
                    () -> Uecc.signatureToDer(c, new byte[c.signatureSize()]));
            throwsWith(IAE, "der: not a strict DER", "signatureFromDer(garbage)" + on, () -> Uecc.signatureFromDer(c, new byte[] {0x30, 0}));
            throwsWith(IAE, "der: not a strict DER", "signatureFromDer(trailing byte)" + on,
                    () -> Uecc.signatureFromDer(c, Arrays.copyOf(der, der.length + 1)));
            byte[] badV = rec.clone();
            badV[badV.length - 1] = 4;
            throwsWith(IAE, "signatureWithRecoveryId: no", "recoverPublicKey(v = 4)" + on, () -> Uecc.recoverPublicKey(c, hash, badV));
            throwsWith(IAE, "signatureWithRecoveryId: no", "recoverPublicKey(r = 0)" + on,
                    () -> Uecc.recoverPublicKey(c, hash, new byte[c.signatureSize() + 1]));
        }

        // BIP-340
        byte[] priv = Uecc.makeKey(Curve.SECP256K1)[1], msg = new byte[5], aux = new byte[32];
        byte[] x = Uecc.schnorrPublicKey(priv), sig = Uecc.schnorrSign(priv, msg, aux);
        throwsWith(NPE, "privateKey", "schnorrPublicKey(null)", () -> Uecc.schnorrPublicKey(null));
        throwsWith(NPE, "privateKey", "schnorrSign(null key)", () -> Uecc.schnorrSign(null, msg));
        throwsWith(NPE, "message", "schnorrSign(null message)", () -> Uecc.schnorrSign(priv, null));
        throwsWith(NPE, "privateKey", "schnorrSign(null key, aux)", () -> Uecc.schnorrSign(null, msg, aux));
        throwsWith(NPE, "message", "schnorrSign(null message, aux)", () -> Uecc.schnorrSign(priv, null, aux));
        throwsWith(NPE, "auxRand", "schnorrSign(null aux)", () -> Uecc.schnorrSign(priv, msg, null));
        throwsWith(NPE, "publicKeyX", "schnorrVerify(null key)", () -> Uecc.schnorrVerify(null, msg, sig));
        throwsWith(NPE, "message", "schnorrVerify(null message)", () -> Uecc.schnorrVerify(x, null, sig));
        throwsWith(NPE, "signature", "schnorrVerify(null signature)", () -> Uecc.schnorrVerify(x, msg, null));
        throwsWith(IAE, "privateKey: 31 bytes", "schnorrPublicKey(31 bytes)", () -> Uecc.schnorrPublicKey(new byte[31]));
        throwsWith(IAE, "privateKey: not in [1, n-1]", "schnorrPublicKey(0)", () -> Uecc.schnorrPublicKey(new byte[32]));
        throwsWith(IAE, "privateKey: not in [1, n-1]", "schnorrPublicKey(n)", () -> Uecc.schnorrPublicKey(order(Curve.SECP256K1)));
        throwsWith(IAE, "privateKey: not in [1, n-1]", "schnorrSign(n)", () -> Uecc.schnorrSign(order(Curve.SECP256K1), msg, aux));
        throwsWith(IAE, "privateKey: not in [1, n-1]", "schnorrSign(0, fresh aux)", () -> Uecc.schnorrSign(new byte[32], msg));
        throwsWith(IAE, "privateKey: 33 bytes", "schnorrSign(33-byte key)", () -> Uecc.schnorrSign(new byte[33], msg));
        throwsWith(IAE, "auxRand: 31 bytes", "schnorrSign(31-byte aux)", () -> Uecc.schnorrSign(priv, msg, new byte[31]));
        throwsWith(IAE, "publicKeyX: 33 bytes", "schnorrVerify(33-byte key)", () -> Uecc.schnorrVerify(new byte[33], msg, sig));
        throwsWith(IAE, "signature: 65 bytes", "schnorrVerify(65-byte signature)", () -> Uecc.schnorrVerify(x, msg, new byte[65]));
        byte[] notX = new byte[32];
        notX[31] = 5; // x = 5: x^3 + 7 = 132 is not a square mod p
        throwsWith(IAE, "publicKeyX: not the X", "schnorrVerify(X of no point)", () -> Uecc.schnorrVerify(notX, msg, sig));
        check(!Uecc.schnorrVerify(x, msg, new byte[64]), "schnorrVerify(zero signature) is false");
        // A long message goes through the heap copy of the native code.
        byte[] longMsg = new byte[100_000];
        check(Uecc.schnorrVerify(x, longMsg, Uecc.schnorrSign(priv, longMsg, aux)), "schnorr 100,000-byte message");
    }

    // The JVM's signals, threads and garbage collector --------------------------

    static int length(byte[] a) {
        return a.length; // compiled with an implicit null check: SIGSEGV
    }

    static int divide(int a, int b) {
        return a / b; // compiled with an implicit zero check on x86: SIGFPE
    }

    static int depth;

    static void recurse() {
        depth++;
        recurse();
    }

    /**
     * The JVM turns faults into exceptions with its own signal handlers:
     * these must keep working on a thread that has called the library.
     */
    static void jvmSignals(String where) {
        Uecc.makeKey(Curve.SECP256R1);
        byte[] a = new byte[3];
        long sum = 0;
        for (int i = 0; i < 200_000; i++) {
            sum += length(a) + divide(i, 3);
        }
        int npe = 0, arith = 0;
        for (int i = 0; i < 200; i++) {
            try {
                sum += length(i % 2 == 0 ? null : a);
            } catch (NullPointerException e) {
                npe++;
            }
            try {
                sum += divide(i, i % 2);
            } catch (ArithmeticException e) {
                arith++;
            }
        }
        check(npe == 100 && arith == 100, where + ": " + npe + " NullPointerExceptions and " + arith
                + " ArithmeticExceptions of 100 each (sum " + sum + ")");
        int soe = 0;
        for (int i = 0; i < 3; i++) {
            depth = 0;
            try {
                recurse();
            } catch (StackOverflowError e) {
                soe++;
            }
            Uecc.makeKey(Curve.SECP256K1);
        }
        check(soe == 3, where + ": StackOverflowError caught " + soe + " times of 3");
    }

    /** One mixed call whose result is checked; returns false on a wrong result. */
    static boolean mixedCall(int i, byte[][] keys, byte[] hash) {
        Curve c = Curve.values()[i % 5];
        byte[] pub = keys[2 * (i % 5)], priv = keys[2 * (i % 5) + 1];
        switch (i % 6) {
        case 0: return Uecc.verify(c, pub, hash, Uecc.sign(c, priv, hash));
        case 1: return Arrays.equals(Uecc.computePublicKey(c, priv), pub);
        case 2: return Uecc.sharedSecret(c, pub, priv).length == c.sharedSecretSize();
        case 3: return Arrays.equals(Uecc.decompress(c, Uecc.compress(c, pub)), pub);
        case 4:
            try {
                Uecc.computePublicKey(c, new byte[c.privateKeySize()]);
                return false;
            } catch (IllegalArgumentException e) {
                return true;
            }
        default:
            byte[] k = keys[9];
            return Uecc.schnorrVerify(Uecc.schnorrPublicKey(k), hash, Uecc.schnorrSign(k, hash));
        }
    }

    /** 8 threads of 300 mixed calls each while another thread makes garbage and calls System.gc(). */
    static void threads() throws Exception {
        final byte[][] keys = new byte[10][];
        for (int i = 0; i < 5; i++) {
            byte[][] kp = Uecc.makeKey(Curve.values()[i]);
            keys[2 * i] = kp[0];
            keys[2 * i + 1] = kp[1];
        }
        final AtomicInteger wrong = new AtomicInteger(), done = new AtomicInteger();
        final AtomicInteger gcs = new AtomicInteger();
        final java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
        Thread gc = new Thread(() -> {
            List<byte[]> junk = new ArrayList<>();
            while (!stop.get()) {
                for (int i = 0; i < 1000; i++) {
                    junk.add(new byte[1024 + i]);
                }
                if (junk.size() > 2_000) {
                    junk.clear();
                    System.gc();
                    gcs.incrementAndGet();
                }
            }
        });
        gc.start();
        while (gcs.get() == 0) {
            Thread.sleep(1); // the pressure is on before the calls start
        }
        Thread[] ts = new Thread[8];
        for (int t = 0; t < ts.length; t++) {
            final int seed = t;
            ts[t] = new Thread(() -> {
                byte[] hash = new byte[32];
                for (int i = 0; i < 300; i++) {
                    hash[0] = (byte) i;
                    hash[1] = (byte) seed;
                    if (!mixedCall(i + seed, keys, hash)) {
                        wrong.incrementAndGet();
                    }
                    done.incrementAndGet();
                    byte[] garbage = new byte[4096];
                    garbage[i % 4096] = 1;
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        stop.set(true);
        gc.join();
        check(done.get() == 2400 && wrong.get() == 0,
                "8 threads x 300 calls: " + done.get() + " done, " + wrong.get() + " wrong (" + gcs.get() + " System.gc())");

        // Threads that call once and end: each binds and frees its runtime state.
        final AtomicInteger churn = new AtomicInteger();
        for (int round = 0; round < 8; round++) {
            Thread[] few = new Thread[8];
            for (int t = 0; t < few.length; t++) {
                few[t] = new Thread(() -> {
                    if (mixedCall(1, keys, new byte[32])) {
                        churn.incrementAndGet();
                    }
                });
                few[t].start();
            }
            for (Thread t : few) {
                t.join();
            }
        }
        check(churn.get() == 64, "64 short-lived threads: " + churn.get() + " right");
    }

    /**
     * With the library built for secp256k1 alone (UECC_CURVES=secp256k1),
     * the other curves throw UnsupportedOperationException.
     */
    static void subset() {
        for (Curve c : Curve.values()) {
            if (c == Curve.SECP256K1) {
                byte[][] kp = Uecc.makeKey(c);
                check(Arrays.equals(Uecc.computePublicKey(c, kp[1]), kp[0]), "subset: " + c + " works");
                check(Uecc.schnorrPublicKey(kp[1]).length == 32, "subset: BIP-340 works");
                continue;
            }
            byte[] priv = new byte[c.privateKeySize()];
            priv[priv.length - 1] = 1;
            String missing = c + " is not in this build";
            throwsWith(UnsupportedOperationException.class, missing, "subset: makeKey " + c, () -> Uecc.makeKey(c));
            throwsWith(UnsupportedOperationException.class, missing, "subset: computePublicKey " + c,
                    () -> Uecc.computePublicKey(c, priv));
            throwsWith(UnsupportedOperationException.class, missing, "subset: signBatch " + c,
                    () -> Uecc.signBatch(c, priv, new byte[][] {new byte[32]}));
            throwsWith(UnsupportedOperationException.class, missing, "subset: signBatch(empty) " + c,
                    () -> Uecc.signBatch(c, priv, new byte[0][]));
            throwsWith(UnsupportedOperationException.class, missing, "subset: validPublicKey " + c,
                    () -> Uecc.validPublicKey(c, new byte[c.publicKeySize()]));
            throwsWith(UnsupportedOperationException.class, missing, "subset: verify " + c,
                    () -> Uecc.verify(c, new byte[c.publicKeySize()], new byte[32], new byte[c.signatureSize()]));
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 1 && args[0].equals("-subset")) {
            subset();
            System.out.println(passed.get() + " passed, " + failed.get() + " failed");
            System.exit(failed.get() == 0 ? 0 : 1);
        }
        if (args.length != 2) {
            System.err.println("usage: UeccTest test-data.txt bip340-test-vectors.csv | UeccTest -subset");
            System.exit(2);
        }
        System.out.println("UeccTest on " + System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
        jvmSignals("main thread, first");
        knownAnswers(args[0]);
        bip340(args[1]);
        roundTrips();
        signBatch();
        errors();
        threads();
        jvmSignals("main thread, after the threads");
        Thread other = new Thread(() -> jvmSignals("a new thread"));
        other.start();
        other.join();
        // The JVM starts processes with posix_spawn: the library's fork
        // handling is not involved, and the child runs.
        Process p = new ProcessBuilder("true").start();
        check(p.waitFor() == 0, "a child process after calls: exit status " + p.exitValue());
        Uecc.makeKey(Curve.SECP256K1);
        System.out.println(passed.get() + " passed, " + failed.get() + " failed");
        System.exit(failed.get() == 0 ? 0 : 1);
    }
}
