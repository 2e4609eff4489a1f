package uecc_test

// The *To functions must not allocate (package doc). Set
// UECC_SKIP_ALLOC_TEST=1 to skip this test (e.g. on an engine that
// allocates, like the math/big stand-in internal/bigref).

import (
	"crypto/sha256"
	"os"
	"testing"

	"github.com/uecc-go/uecc/uecc"
)

// xorshiftReader is a deterministic random source that does not allocate.
type xorshiftReader struct{ s uint64 }

func (r *xorshiftReader) Read(p []byte) (int, error) {
	for i := range p {
		r.s ^= r.s << 13
		r.s ^= r.s >> 7
		r.s ^= r.s << 17
		p[i] = byte(r.s >> 24)
	}
	return len(p), nil
}

func TestAllocsZero(t *testing.T) {
	if os.Getenv("UECC_SKIP_ALLOC_TEST") == "1" {
		t.Skip("UECC_SKIP_ALLOC_TEST=1")
	}
	for _, c := range uecc.Curves() {
		rd := &xorshiftReader{s: 0x9e3779b97f4a7c15}
		h := sha256.New()
		pub, priv, err := c.GenerateKey(rd)
		if err != nil {
			t.Fatal(err)
		}
		peer, _, _ := c.GenerateKey(rd)
		digest := sha256.Sum256([]byte(c.Name()))
		hash := digest[:]
		sig := make([]byte, c.SignatureSize())
		if err := c.SignTo(sig, rd, priv, hash); err != nil {
			t.Fatal(err)
		}
		comp := make([]byte, c.CompressedSize())
		c.CompressTo(comp, pub)
		k := fill(c.PrivateKeySize(), 0x11)
		pubOut := make([]byte, c.PublicKeySize())
		privOut := make([]byte, c.PrivateKeySize())
		secret := make([]byte, c.SharedSecretSize())
		sigOut := make([]byte, c.SignatureSize())
		compOut := make([]byte, c.CompressedSize())

		for _, fn := range []struct {
			name string
			f    func() error
		}{
			{"GenerateKeyTo", func() error { return c.GenerateKeyTo(pubOut, privOut, rd) }},
			{"PublicKeyTo", func() error { return c.PublicKeyTo(pubOut, priv) }},
			{"SharedSecretTo", func() error { return c.SharedSecretTo(secret, priv, peer) }},
			{"SignTo", func() error { return c.SignTo(sigOut, rd, priv, hash) }},
			{"SignWithKTo", func() error { return c.SignWithKTo(sigOut, priv, hash, k) }},
			{"SignDeterministicTo", func() error { return c.SignDeterministicTo(sigOut, h, priv, hash) }},
			{"SignMicroECCTo(blind)", func() error { return c.SignMicroECCTo(sigOut, h, priv, hash, rd) }},
			{"SignMicroECCTo(nil)", func() error { return c.SignMicroECCTo(sigOut, h, priv, hash, nil) }},
			{"Verify", func() error { return c.Verify(pub, hash, sig) }},
			{"CompressTo", func() error { return c.CompressTo(compOut, pub) }},
			{"DecompressTo", func() error { return c.DecompressTo(pubOut, comp) }},
			{"ValidPublicKey", func() error {
				if !c.ValidPublicKey(pub) {
					return uecc.ErrPublicKey
				}
				return nil
			}},
			{"DrawBlind", func() error { return c.DrawBlind(rd) }},
		} {
			var ferr error
			allocs := testing.AllocsPerRun(50, func() {
				if err := fn.f(); err != nil {
					ferr = err
				}
			})
			if ferr != nil {
				t.Errorf("%s %s: %v", c.Name(), fn.name, ferr)
			}
			if allocs != 0 {
				t.Errorf("%s %s: %v allocations per call, want 0", c.Name(), fn.name, allocs)
			}
		}
	}
}
