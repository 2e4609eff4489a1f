// Package uecc is ECDH and ECDSA on the five curves of micro-ecc (secp160r1,
// secp192r1, secp224r1, secp256r1 and secp256k1) and on secp384r1 and
// secp521r1 (NIST P-384 and P-521), in SEC 1's and micro-ecc's encodings, in
// constant time.
//
// Keys are typed, on the model of crypto/ecdh: GeneratePrivateKey,
// NewPrivateKey and NewPublicKey give a PrivateKey or PublicKey bound to its
// curve. A private key is PrivateKeySize bytes big-endian (21 on secp160r1,
// whose order has 161 bits; the field size elsewhere, 66 on secp521r1). PublicKey.Bytes is
// SEC 1's 0x04‖X‖Y, as crypto/ecdh's; BytesXY is micro-ecc's raw X‖Y and
// BytesCompressed 0x02|0x03‖X; NewPublicKey reads all three. An ECDH shared
// secret is the X coordinate of the shared point, not hashed.
//
// Signatures come in pairs of the same format: PrivateKey.Sign (a
// crypto.Signer, ASN.1 DER) with PublicKey.VerifyASN1; Curve.Sign (micro-ecc's
// r‖s, each FieldSize bytes) with Verify; SignRecoverable (r‖s‖v, low-S)
// with RecoverPublicKey. Message hashes may have any length: ECDSA uses their
// leftmost bitlen(n) bits. Every function that signs with a reader hedges its
// nonce: k is a hash of the private key, the digest and fresh bytes from the
// reader (see Curve.Sign), so a broken or repeating reader never reveals the
// key. SignDeterministic is RFC 6979 proper.
//
// Key files name their curve by its object identifier: ParsePKIXPublicKey
// and MarshalPKIXPublicKey (SubjectPublicKeyInfo, PEM "PUBLIC KEY"),
// ParseECPrivateKey and MarshalECPrivateKey (SEC 1, "EC PRIVATE KEY"),
// ParsePKCS8PrivateKey and MarshalPKCS8PrivateKey (PKCS #8, "PRIVATE KEY"), in
// DER. Errors wrap the Err… values with what was wrong: compare with
// errors.Is.
//
// The key types convert to and from those of the standard library where it
// has the curve: PublicKey.ECDSA, PrivateKey.ECDSA, FromECDSAPublicKey and
// FromECDSAPrivateKey for secp224r1, secp256r1, secp384r1 and secp521r1
// (crypto/ecdsa), and PublicKey.ECDH, PrivateKey.ECDHPrivateKey,
// FromECDHPublicKey and FromECDHPrivateKey for secp256r1, secp384r1 and
// secp521r1 (crypto/ecdh); ErrUnsupportedCurve for the others. These link crypto/ecdsa and crypto/ecdh (with math/big and the
// FIPS 140 module's start-up) into the program; the build tag
// uecc_nostdconv leaves them out, as the C library's build does (a C program
// 0.83 MB smaller).
//
// micro-ecc's own API, on byte slices and reading a random source exactly as
// micro-ecc calls its RNG (to reproduce a device's keys and signatures from a
// recorded stream, or micro-ecc's deterministic signatures), is package
// uecc/microecc. Where micro-ecc is wrong both packages are right on purpose:
// every private key in [1, n−1] works; ECDH rejects invalid peer keys;
// decompression rejects invalid encodings; verification accepts exactly the
// valid signatures.
//
// Secrets (private keys, nonces and everything derived from them) never
// steer a branch or a memory access.
//
// # Random sources
//
// GeneratePrivateKey and the signing functions read the io.Reader they are
// given. With a nil reader they read the operating system directly: on
// Linux, getrandom(2) (in the vDSO on kernels that have it, Linux 6.11 and
// later, without a system call), and /dev/urandom if getrandom fails with
// any error (ENOSYS on old kernels, EPERM under some seccomp profiles); on
// other systems, crypto/rand. If no source works they return ErrRandom: they never
// abort the program, where crypto/rand.Reader treats a failed read as a fatal
// error. The default does not go through crypto/rand on Linux so that the C
// library built from this package does not carry crypto/rand's dependencies
// (its FIPS 140 DRBG among them) into every program that links it. A program
// that wants crypto/rand (for instance in FIPS 140 mode, where it is the
// approved DRBG) passes crypto/rand.Reader explicitly.
package uecc
