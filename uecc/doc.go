// Package uecc is ECDH and ECDSA on the five curves of micro-ecc (secp160r1,
// secp192r1, secp224r1, secp256r1 and secp256k1), in micro-ecc's raw
// encodings, in constant time.
//
// Encodings, all big-endian: a private key is PrivateKeySize bytes (21 on
// secp160r1, whose order has 161 bits; the field size elsewhere); a public
// key is X‖Y without the 0x04 prefix; a compressed point is 0x02 or 0x03 (the
// parity of Y) followed by X; a signature is r‖s, each FieldSize bytes; an
// ECDH shared secret is the X coordinate of the shared point, not hashed.
// Message hashes may have any length: ECDSA uses their leftmost bitlen(n) bits.
//
// Every operation comes in two forms: one that returns a new slice
// (GenerateKey, PublicKey, SharedSecret, Sign, …) and one that writes to
// caller-supplied slices of the exact sizes and allocates nothing
// (GenerateKeyTo, PublicKeyTo, SharedSecretTo, SignTo, …).
//
// Beside this byte-slice API, on the model of crypto/ecdh, GeneratePrivateKey,
// NewPrivateKey and NewPublicKey give typed keys (PrivateKey, PublicKey)
// bound to their curve; a *PrivateKey is a crypto.Signer whose signatures are
// ASN.1 DER, and SignASN1, VerifyASN1, SignatureToASN1 and SignatureFromASN1
// convert and check signatures in strict DER. Key files name their curve by
// its object identifier: ParsePKIXPublicKey and MarshalPKIXPublicKey
// (SubjectPublicKeyInfo, PEM "PUBLIC KEY"), ParseECPrivateKey and
// MarshalECPrivateKey (SEC 1, "EC PRIVATE KEY"), ParsePKCS8PrivateKey and
// MarshalPKCS8PrivateKey (PKCS #8, "PRIVATE KEY"), in strict DER too. Their
// errors wrap the Err… values with what was wrong: compare with errors.Is.
//
// The key types convert to and from those of the standard library where it
// has the curve: PublicKey.ECDSA, PrivateKey.ECDSA, FromECDSAPublicKey and
// FromECDSAPrivateKey for secp224r1 and secp256r1 (crypto/ecdsa), and
// PublicKey.ECDH, PrivateKey.ECDHPrivateKey, FromECDHPublicKey and
// FromECDHPrivateKey for secp256r1 (crypto/ecdh); ErrUnsupportedCurve for
// the others. These link crypto/ecdsa and crypto/ecdh (with math/big and the
// FIPS 140 module's start-up) into the program; the build tag
// uecc_nostdconv leaves them out, as the C library's build does (a C program
// 0.83 MB smaller).
//
// Results are the bytes micro-ecc gives, including for a recorded random
// stream (GenerateKeyTo and SignTo draw exactly as uECC_make_key and uECC_sign
// do) and for micro-ecc's own deterministic signatures (SignMicroECCTo).
// Where micro-ecc is wrong this package is right on purpose: every private key
// in [1, n−1] works; ECDH rejects invalid peer keys; decompression rejects
// invalid encodings; verification accepts exactly the valid signatures.
//
// Secrets (private keys, nonces and everything derived from them) never
// steer a branch or a memory access.
//
// # Random sources
//
// GenerateKey, GenerateKeyTo, Sign and SignTo read the io.Reader they are
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
//
// A reader given is read exactly as micro-ecc calls its RNG, discarded
// blinding draws included, so that a recorded stream gives micro-ecc's keys
// and signatures. The operating system's source is a stream nobody else
// sees: from it (a nil reader) only the values used are drawn, the private
// key or the nonce, which saves one or two reads per call.
package uecc
