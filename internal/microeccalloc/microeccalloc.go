// Package microeccalloc gives the project's tests, benchmarks and runners the
// allocating forms of package microecc's functions: each makes its output
// slice and returns it. It adds no behaviour of its own.
package microeccalloc

import (
	"hash"
	"io"

	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// GenerateKey returns a key pair made by microecc.MakeKey.
func GenerateKey(c *uecc.Curve, rand io.Reader) (pub, priv []byte, err error) {
	pub, priv = make([]byte, c.PublicKeySize()), make([]byte, c.PrivateKeySize())
	if err := microecc.For(c).MakeKey(pub, priv, rand); err != nil {
		return nil, nil, err
	}
	return pub, priv, nil
}

// PublicKey returns the public key microecc.ComputePublicKey writes.
func PublicKey(c *uecc.Curve, priv []byte) ([]byte, error) {
	pub := make([]byte, c.PublicKeySize())
	return pub, keep(microecc.For(c).ComputePublicKey(pub, priv), &pub)
}

// SharedSecret returns the secret microecc.SharedSecret writes.
func SharedSecret(c *uecc.Curve, priv, peer []byte) ([]byte, error) {
	secret := make([]byte, c.FieldSize())
	return secret, keep(microecc.For(c).SharedSecret(secret, priv, peer), &secret)
}

// Compress returns the point microecc.Compress writes.
func Compress(c *uecc.Curve, pub []byte) ([]byte, error) {
	out := make([]byte, c.FieldSize()+1)
	return out, keep(microecc.For(c).Compress(out, pub), &out)
}

// Decompress returns the public key microecc.Decompress writes.
func Decompress(c *uecc.Curve, in []byte) ([]byte, error) {
	pub := make([]byte, c.PublicKeySize())
	return pub, keep(microecc.For(c).Decompress(pub, in), &pub)
}

// Sign returns the signature microecc.Sign writes.
func Sign(c *uecc.Curve, rand io.Reader, priv, hash []byte) ([]byte, error) {
	sig := make([]byte, c.SignatureSize())
	return sig, keep(microecc.For(c).Sign(sig, rand, priv, hash), &sig)
}

// SignWithK returns the signature microecc.SignWithK writes.
func SignWithK(c *uecc.Curve, priv, hash, k []byte) ([]byte, error) {
	sig := make([]byte, c.SignatureSize())
	return sig, keep(microecc.For(c).SignWithK(sig, priv, hash, k), &sig)
}

// SignMicroECC returns the signature microecc.SignDeterministic writes with
// the hash h.
func SignMicroECC(c *uecc.Curve, h hash.Hash, priv, hash []byte, blind io.Reader) ([]byte, error) {
	sig := make([]byte, c.SignatureSize())
	return sig, keep(SignMicroECCTo(c, sig, h, priv, hash, blind), &sig)
}

// SignMicroECCTo is microecc.SignDeterministic with the hash h.
func SignMicroECCTo(c *uecc.Curve, sig []byte, h hash.Hash, priv, hash []byte, blind io.Reader) error {
	return microecc.For(c).SignDeterministic(sig, blind, instance(h), priv, hash)
}

// SignRFC6979 returns the signature microecc.SignRFC6979 writes with the
// hash h.
func SignRFC6979(c *uecc.Curve, h hash.Hash, priv, hash []byte) ([]byte, error) {
	sig := make([]byte, c.SignatureSize())
	return sig, keep(SignRFC6979To(c, sig, h, priv, hash), &sig)
}

// SignRFC6979To is microecc.SignRFC6979 with the hash h.
func SignRFC6979To(c *uecc.Curve, sig []byte, h hash.Hash, priv, hash []byte) error {
	return microecc.For(c).SignRFC6979(sig, instance(h), priv, hash)
}

// instance returns a constructor that gives h (nil for a nil h).
func instance(h hash.Hash) func() hash.Hash {
	if h == nil {
		return nil
	}
	return func() hash.Hash { return h }
}

// keep returns err, and sets *out to nil when err is not nil.
func keep(err error, out *[]byte) error {
	if err != nil {
		*out = nil
	}
	return err
}
