package uecc_test

// Package microecc's functions must not allocate (its package doc), nor
// Curve.Verify on a valid signature. Set
// UECC_SKIP_ALLOC_TEST=1 to skip this test (e.g. on an engine that
// allocates, like the math/big stand-in internal/bigref).

import (
	"crypto/sha256"
	"hash"
	"os"
	"testing"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
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
	for _, c := range heavyCurves() {
		rd := &xorshiftReader{s: 0x9e3779b97f4a7c15}
		h := sha256.New()
		newH := func() hash.Hash { return h } // one hash, reset by each call
		pub, priv, err := microeccalloc.GenerateKey(c, rd)
		if err != nil {
			t.Fatal(err)
		}
		peer, _, _ := microeccalloc.GenerateKey(c, rd)
		digest := sha256.Sum256([]byte(c.Name()))
		hash := digest[:]
		sig := make([]byte, c.SignatureSize())
		if err := microecc.For(c).Sign(sig, rd, priv, hash); err != nil {
			t.Fatal(err)
		}
		comp := make([]byte, (c.FieldSize() + 1))
		microecc.For(c).Compress(comp, pub)
		k := fill(c.PrivateKeySize(), 0x11)
		pubOut := make([]byte, c.PublicKeySize())
		privOut := make([]byte, c.PrivateKeySize())
		secret := make([]byte, c.FieldSize())
		sigOut := make([]byte, c.SignatureSize())
		compOut := make([]byte, (c.FieldSize() + 1))

		for _, fn := range []struct {
			name string
			f    func() error
		}{
			{"GenerateKeyTo", func() error { return microecc.For(c).MakeKey(pubOut, privOut, rd) }},
			{"PublicKeyTo", func() error { return microecc.For(c).ComputePublicKey(pubOut, priv) }},
			{"SharedSecretTo", func() error { return microecc.For(c).SharedSecret(secret, priv, peer) }},
			{"SignTo", func() error { return microecc.For(c).Sign(sigOut, rd, priv, hash) }},
			{"SignWithKTo", func() error { return microecc.For(c).SignWithK(sigOut, priv, hash, k) }},
			{"SignRFC6979", func() error { return microecc.For(c).SignRFC6979(sigOut, newH, priv, hash) }},
			{"SignDeterministic(blind)", func() error { return microecc.For(c).SignDeterministic(sigOut, rd, newH, priv, hash) }},
			{"SignDeterministic(nil)", func() error { return microecc.For(c).SignDeterministic(sigOut, nil, newH, priv, hash) }},
			{"Verify", func() error { return c.Verify(pub, hash, sig) }},
			{"CompressTo", func() error { return microecc.For(c).Compress(compOut, pub) }},
			{"DecompressTo", func() error { return microecc.For(c).Decompress(pubOut, comp) }},
			{"ValidPublicKey", func() error {
				if !microecc.For(c).ValidPublicKey(pub) {
					return uecc.ErrPublicKey
				}
				return nil
			}},
			{"DrawBlind", func() error { return microecc.For(c).DrawBlind(rd) }},
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
