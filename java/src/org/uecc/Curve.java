package org.uecc;

/**
 * The curves of the library, with the sizes of micro-ecc's raw encodings.
 *
 * <p>A private key is a big-endian integer in [1, n-1]; a public key is X‖Y
 * (no 0x04 prefix); a signature is r‖s; a compressed public key is 0x02 or
 * 0x03 (the parity of Y) followed by X.
 */
public enum Curve {
    /** secp160r1 (SEC 2): a 161-bit group order, so a private key is 21 bytes. */
    SECP160R1(21, 20),
    /** secp192r1, NIST P-192. */
    SECP192R1(24, 24),
    /** secp224r1, NIST P-224. */
    SECP224R1(28, 28),
    /** secp256r1, NIST P-256. */
    SECP256R1(32, 32),
    /** secp256k1 (SEC 2), Bitcoin's curve. */
    SECP256K1(32, 32),
    /**
     * secp384r1, NIST P-384 (not in micro-ecc): only in a library built with
     * {@code make lib UECC_CURVES=all}; the default library of micro-ecc's five
     * curves throws for it.
     */
    SECP384R1(48, 48),
    /**
     * secp521r1, NIST P-521 (not in micro-ecc): a 521-bit order, so a private key
     * is 66 bytes whose first is 0 or 1; only in a library built with
     * {@code make lib UECC_CURVES=all}.
     */
    SECP521R1(66, 66);

    private final int privateKeySize;
    private final int coordinateSize;

    Curve(int privateKeySize, int coordinateSize) {
        this.privateKeySize = privateKeySize;
        this.coordinateSize = coordinateSize;
    }

    /** The size of a private key in bytes (micro-ecc's uECC_curve_private_key_size). */
    public int privateKeySize() {
        return privateKeySize;
    }

    /** The size of a raw public key X‖Y in bytes (uECC_curve_public_key_size). */
    public int publicKeySize() {
        return 2 * coordinateSize;
    }

    /** The size of a compressed public key in bytes: the prefix and X. */
    public int compressedPublicKeySize() {
        return 1 + coordinateSize;
    }

    /** The size of a shared secret (the X of the shared point) in bytes. */
    public int sharedSecretSize() {
        return coordinateSize;
    }

    /** The size of a raw signature r‖s in bytes. */
    public int signatureSize() {
        return 2 * coordinateSize;
    }
}
