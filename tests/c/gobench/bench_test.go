// Package gobench times, from Go, the package uecc calls that each uECC C
// function makes (capi/capi.go), on the same inputs as tests/c/bench.c, so
// that tests/c/benchcmp can report the cost of the C layer: the cgo
// transition, the checks in capi/uecc.c and the adapters. Run by make
// bench-c; the results are named BenchmarkGo/<curve>/<op>.
package gobench

import (
	"crypto/rand"
	"crypto/sha256"
	"io"
	"testing"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

func BenchmarkGo(b *testing.B) {
	for _, c := range uecc.Curves() {
		pub, priv, err := microeccalloc.GenerateKey(c, nil)
		if err != nil {
			b.Fatal(err)
		}
		pub2, _, err := microeccalloc.GenerateKey(c, nil)
		if err != nil {
			b.Fatal(err)
		}
		hash := sha256.Sum256([]byte("bench"))
		k := make([]byte, c.PrivateKeySize())
		copy(k, hash[:])
		k[0] = 0
		sig, err := c.Sign(nil, priv, hash[:])
		if err != nil {
			b.Fatal(err)
		}
		badSig := append([]byte(nil), sig...)
		clear(badSig[:c.FieldSize()])
		comp, _ := microeccalloc.Compress(c, pub)
		out := make([]byte, c.PublicKeySize())
		out2 := make([]byte, c.PrivateKeySize())
		h := sha256.New()
		toy := &toyHash{}
		xs := &xorshift{88172645463325252}
		fs := c.FieldSize()

		ops := []struct {
			name string
			fn   func() bool
		}{
			{"make_key", func() bool { return microecc.For(c).MakeKey(out, out2, rand.Reader) == nil }},
			{"compute_public_key", func() bool {
				return microecc.For(c).ComputePublicKey(out, priv) == nil && microecc.For(c).DrawBlind(rand.Reader) == nil
			}},
			{"shared_secret", func() bool {
				return microecc.For(c).SharedSecret(out[:fs], priv, pub2) == nil && microecc.For(c).DrawBlind(rand.Reader) == nil
			}},
			{"sign", func() bool { return microecc.For(c).Sign(out, rand.Reader, priv, hash[:]) == nil }},
			{"sign_deterministic", func() bool { return microeccalloc.SignMicroECCTo(c, out, h, priv, hash[:], rand.Reader) == nil }},
			{"sign_with_k", func() bool { return microecc.For(c).SignWithK(out, priv, hash[:], k) == nil }},
			{"verify", func() bool { return c.Verify(pub, hash[:], sig) == nil }},
			{"verify_reject", func() bool { return c.Verify(pub, hash[:], badSig) != nil }},
			{"valid_public_key", func() bool { return microecc.For(c).ValidPublicKey(pub) }},
			{"compress", func() bool { return microecc.For(c).Compress(out[:fs+1], pub) == nil }},
			{"decompress", func() bool { return microecc.For(c).Decompress(out, comp) == nil }},
			{"make_key_failing_rng", func() bool { return microecc.For(c).MakeKey(out, out2, failing{}) != nil }},
			{"sign_xorshift_rng", func() bool { return microecc.For(c).Sign(out, xs, priv, hash[:]) == nil }},
			{"sign_toy_hash", func() bool { return microeccalloc.SignMicroECCTo(c, out, toy, priv, hash[:], rand.Reader) == nil }},
		}
		for _, op := range ops {
			b.Run(c.Name()+"/"+op.name, func(b *testing.B) {
				for b.Loop() {
					if !op.fn() {
						b.Fatal("failed")
					}
				}
			})
		}
	}
}

// failing is bench.c's failing_rng.
type failing struct{}

func (failing) Read(p []byte) (int, error) { return 0, io.ErrUnexpectedEOF }

// xorshift is bench.c's xorshift_rng: the same bytes, so the same draws.
type xorshift struct{ s uint64 }

func (x *xorshift) Read(p []byte) (int, error) {
	for i := range p {
		x.s ^= x.s << 13
		x.s ^= x.s >> 7
		x.s ^= x.s << 17
		p[i] = byte(x.s)
	}
	return len(p), nil
}

// toyHash is bench.c's toy hash context (FNV-1a, not a cryptographic hash)
// as a hash.Hash.
type toyHash struct{ h uint64 }

func (t *toyHash) Reset() { t.h = 0xcbf29ce484222325 }

func (t *toyHash) Write(p []byte) (int, error) {
	for _, b := range p {
		t.h = (t.h ^ uint64(b)) * 0x100000001b3
	}
	return len(p), nil
}

func (t *toyHash) Sum(b []byte) []byte {
	for i := 0; i < 32; i++ {
		t.h = (t.h ^ uint64(i)) * 0x100000001b3
		b = append(b, byte(t.h>>56))
	}
	return b
}

func (t *toyHash) Size() int      { return 32 }
func (t *toyHash) BlockSize() int { return 64 }
