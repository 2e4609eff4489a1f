// Package bridge hands package microecc the micro-ecc emulation that package
// uecc keeps unexported. The emulation needs what only uecc has (each
// curve's engine, the random draws, the scratch pool, the HMAC-DRBG), and it
// must stay out of uecc's API, where every Go user would meet it first. uecc
// sets Of in its init; microecc calls it. Nothing else imports this package.
package bridge

import (
	"hash"
	"io"
)

// MicroECC is micro-ecc's API on one curve, on byte slices of the exact
// sizes, allocating nothing on success. Package microecc documents each
// method; the implementation is uecc's microECC type.
type MicroECC interface {
	MakeKey(pub, priv []byte, rand io.Reader) error
	ComputePublicKey(pub, priv []byte) error
	ValidPublicKey(pub []byte) bool
	Compress(out, pub []byte) error
	Decompress(pub, in []byte) error
	SharedSecret(secret, priv, peer []byte) error
	DrawBlind(rand io.Reader) error
	Sign(sig []byte, rand io.Reader, priv, hash []byte) error
	SignWithK(sig, priv, hash, k []byte) error
	SignDeterministic(sig []byte, blind io.Reader, newHash func() hash.Hash, priv, hash []byte) error
	SignDeterministicLittleEndian(sig []byte, blind io.Reader, newHash func() hash.Hash, priv, hash []byte) error
	SignRFC6979(sig []byte, newHash func() hash.Hash, priv, hash []byte) error
	SignRecoverable(sig []byte, rand io.Reader, priv, hash []byte) error
	RecoverPublicKey(pub, hash, sig []byte) error
}

// Of returns the emulation for curve, a *uecc.Curve (any, since this
// package cannot import uecc, which imports it). Set by package uecc.
var Of func(curve any) MicroECC
