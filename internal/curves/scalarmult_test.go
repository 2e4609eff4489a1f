package curves_test

import (
	"bytes"
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestScalarMultFull checks ScalarMult against ScalarBaseMult (k·G) and
// ScalarMultX (k·Q, X only, with Q = 7·G), and its rejection of an
// off-curve point.
func TestScalarMultFull(t *testing.T) {
	for _, eng := range engines {
		p := eng.Params()
		t.Run(p.Name, func(t *testing.T) {
			fb := p.FieldBytes
			g := make([]byte, 2*fb)
			gx, _ := new(big.Int).SetString(p.Gx, 16)
			gy, _ := new(big.Int).SetString(p.Gy, 16)
			gx.FillBytes(g[:fb])
			gy.FillBytes(g[fb:])
			seven := make([]byte, p.ScalarBytes)
			seven[len(seven)-1] = 7
			q := make([]byte, 2*fb)
			eng.ScalarBaseMult(q, seven)
			rng := rand.New(rand.NewPCG(uint64(p.NBits), 11))
			for _, k := range testScalars(p, rng, 20) {
				want := make([]byte, 2*fb)
				eng.ScalarBaseMult(want, k)
				got := make([]byte, 2*fb)
				if eng.ScalarMult(got, k, g) != 1 || !bytes.Equal(got, want) {
					t.Fatalf("ScalarMult(%x, G) = %x, want %x", k, got, want)
				}
				x := make([]byte, fb)
				if eng.ScalarMult(got, k, q) != 1 || eng.ScalarMultX(x, k, q) != 1 || !bytes.Equal(got[:fb], x) {
					t.Fatalf("ScalarMult(%x, 7G) X = %x, want %x", k, got[:fb], x)
				}
				if !eng.ValidPublicKey(got) {
					t.Fatalf("ScalarMult(%x, 7G) not on the curve", k)
				}
			}
			bad := bytes.Clone(g)
			bad[len(bad)-1] ^= 1
			out := make([]byte, 2*fb)
			if eng.ScalarMult(out, seven, bad) != 0 {
				t.Fatal("ScalarMult accepted an off-curve point")
			}
		})
	}
}

// TestFieldSqrt checks FieldSqrt on squares (y² for random y, 0, 1) and on
// p itself, which it must reject.
func TestFieldSqrt(t *testing.T) {
	for _, eng := range engines {
		p := eng.Params()
		t.Run(p.Name, func(t *testing.T) {
			fb := p.FieldBytes
			m, _ := new(big.Int).SetString(p.P, 16)
			rng := rand.New(rand.NewPCG(uint64(p.NBits), 13))
			ys := []*big.Int{big.NewInt(0), big.NewInt(1), new(big.Int).Sub(m, big.NewInt(1))}
			for range 20 {
				b := make([]byte, fb+8)
				for i := range b {
					b[i] = byte(rng.Uint32())
				}
				ys = append(ys, new(big.Int).Mod(new(big.Int).SetBytes(b), m))
			}
			for _, y := range ys {
				a := new(big.Int).Mod(new(big.Int).Mul(y, y), m)
				in := a.FillBytes(make([]byte, fb))
				out := make([]byte, fb)
				if eng.FieldSqrt(out, in) != 1 {
					t.Fatalf("FieldSqrt(%x) failed", in)
				}
				r := new(big.Int).SetBytes(out)
				if r.Cmp(m) >= 0 || new(big.Int).Mod(new(big.Int).Mul(r, r), m).Cmp(a) != 0 {
					t.Fatalf("FieldSqrt(%x) = %x", in, out)
				}
			}
			out := make([]byte, fb)
			if eng.FieldSqrt(out, m.FillBytes(make([]byte, fb))) != 0 {
				t.Fatal("FieldSqrt(p) succeeded")
			}
		})
	}
}
