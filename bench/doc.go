// Package bench holds the side-by-side Go benchmarks of this project against the peers reachable
// as Go modules: crypto/ecdsa, crypto/ecdh and crypto/elliptic (P-224, P-256, P-384, P-521) and
// github.com/decred/dcrd/dcrec/secp256k1/v4 (secp256k1). See docs/BENCH-RESULTS.md and
// `make bench`, which turns the output into a table with ./cmd/benchtable.
//
// Every benchmark starts from a collected heap (runtime.GC before its loop, not timed): the
// garbage of the allocating peers would otherwise be collected during the next benchmark,
// whichever implementation that is, and on a 2-vCPU machine the background collector slows the
// measured thread. An implementation's own allocations are still collected on its own time.
//
// The operations on public data (ecdh, verify, decompress, valid) cycle through 16 inputs, call by
// call, for every implementation: 16 peer key pairs (their public keys for ecdh and valid, compressed
// for decompress) and signatures of 16 digests under our key (uecc's and decred's verify uecc's
// signatures, Go verifies its own RFC 6979 ones of the same digests). On one input repeated the
// branch predictor learns the path of code that branches on the data, which a caller with a new key
// or signature each time never sees: micro-ecc's verification took 0.6 of its time that way
// (bench/cmd/microecccmp). Signing uses one digest; its nonces are fresh but decred's.
//
// Names are BenchmarkOps/<curve>/<op>/<impl>, impl one of uecc, go, decred. Ops:
//
//	keygen     a fresh key pair. uecc: microecc MakeKey with a fast deterministic reader (ChaCha8).
//	           go: ecdh.P256().GenerateKey / ecdsa.GenerateKey(P-224) (Go 1.26 ignores the reader
//	           and always uses the system source, a few hundred ns); decred:
//	           GeneratePrivateKeyFromRand(ChaCha8) + PubKey.
//	pubkey     public key from private-key bytes. uecc: microecc ComputePublicKey; go: ecdh NewPrivateKey (P-256,
//	           it computes the public key) / ecdsa.ParseRawPrivateKey (P-224); decred:
//	           PrivKeyFromBytes + PubKey.
//	ecdh       shared secret from our private key and the peer's public key as raw bytes: parsing
//	           and validating the peer key is included for everyone (uecc validates inside
//	           microecc SharedSecret; go: ecdh.NewPublicKey + ECDH for P-256, elliptic.Unmarshal +
//	           ScalarMult for P-224, which crypto/ecdh does not offer; decred: ParsePubKey +
//	           GenerateSharedSecret). Parsing our own private key is excluded for the peers.
//	sign       randomised ECDSA on a SHA-256 digest. uecc: microecc Sign, micro-ecc's uECC_sign
//	           (the nonce from the fast reader); go: SignASN1 (hedged, system random); decred
//	           has no randomised signing, so its ecdsa.Sign (RFC 6979) stands in.
//	sign-hedged uecc's Curve.Sign: the nonce derived from the key, the digest and 32 bytes of
//	           the fast reader, the result allocated; no peer (go's sign is hedged too).
//	sign-det   RFC 6979 with SHA-256. uecc: microecc SignRFC6979 with a reused hash.Hash; go:
//	           PrivateKey.Sign(nil, digest, crypto.SHA256); decred: ecdsa.Sign.
//	sign-uecc  micro-ecc's uECC_sign_deterministic (microecc SignDeterministic); no peer.
//	verify     public key as bytes and signature as bytes: parsing the public key (and its
//	           on-curve check) is included for everyone. uecc: Curve.Verify(raw r||s); go:
//	           ParseUncompressedPublicKey + VerifyASN1 (DER); decred: ParsePubKey + r, s from
//	           bytes + Signature.Verify.
//	decompress compressed point to a validated point. uecc: microecc Decompress; go:
//	           elliptic.UnmarshalCompressed; decred: ParsePubKey of the 33-byte key.
//	valid      validate an uncompressed public key. uecc: microecc ValidPublicKey; go:
//	           ecdsa.ParseUncompressedPublicKey; decred: ParsePubKey.
//	compress   uecc: microecc Compress; go: elliptic.MarshalCompressed from big.Int coordinates;
//	           decred: SerializeCompressed of a parsed key.
package bench
