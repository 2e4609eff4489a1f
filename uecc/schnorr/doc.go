// Package schnorr is BIP 340, Schnorr signatures for secp256k1
// (https://github.com/bitcoin/bips/blob/master/bip-0340.mediawiki), on the
// constant-time secp256k1 engine of package uecc.
//
// Keys and signatures are BIP 340's byte strings: a private key is 32
// bytes big-endian, an integer in [1, n−1] (the same encoding as a
// uecc.Secp256k1 private key); a public key is 32 bytes, the X coordinate
// of d·G ("x-only": the point with that X and an even Y); a signature is 64
// bytes, the X coordinate of the nonce point R followed by s. Messages may
// have any length, the empty one included (BIP 340 allows variable-length
// messages); Bitcoin signs 32-byte hashes.
//
// Sign uses BIP 340's default signing algorithm: the nonce is a tagged hash
// of the private key masked with auxiliary randomness, the public key and
// the message. Given the same 32 bytes of auxiliary randomness it is
// deterministic (that is how the test vectors are reproduced); with nil it
// draws 32 fresh bytes from the operating system, which BIP 340 recommends against
// side-channel attacks.
//
// The errors wrap the Err… values with what was wrong: compare with
// errors.Is.
//
// Secrets (the private key, the nonce and the parities of Y that decide
// their negation) never steer a branch or a memory access: the point
// multiplications and the scalar arithmetic mod n (with masked
// negations) are the engine's. Verify works on public data and may take
// variable time.
package schnorr
