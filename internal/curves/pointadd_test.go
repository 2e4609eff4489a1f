package curves_test

import (
	"bytes"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/uecc-go/uecc/internal/bigref"
)

// TestPointAddAndScalarInvMul holds PointAdd and ScalarInvMul to the
// math/big reference engine: P + Q for random multiples of G, P + P (the
// doubling the addition branches to), P + (−P) (infinity: 0), an
// off-curve point (0); a⁻¹·b mod n for random and edge scalars.
func TestPointAddAndScalarInvMul(t *testing.T) {
	for _, eng := range engines {
		p := eng.Params()
		ref := bigref.New(p)
		t.Run(p.Name, func(t *testing.T) {
			fb, sb := p.FieldBytes, p.ScalarBytes
			rng := rand.New(rand.NewPCG(uint64(p.NBits), 12))
			ks := testScalars(p, rng, 16)
			pts := make([][]byte, len(ks))
			for i, k := range ks {
				pts[i] = make([]byte, 2*fb)
				eng.ScalarBaseMult(pts[i], k)
			}
			got, want := make([]byte, 2*fb), make([]byte, 2*fb)
			for i := range pts {
				for _, j := range []int{i, (i + 1) % len(pts)} {
					gr, wr := eng.PointAdd(got, pts[i], pts[j]), ref.PointAdd(want, pts[i], pts[j])
					if gr != wr || gr == 1 && !bytes.Equal(got, want) {
						t.Fatalf("PointAdd(%x, %x) = %d %x, reference %d %x", pts[i], pts[j], gr, got, wr, want)
					}
				}
				neg := bytes.Clone(pts[i])
				pp, _ := new(big.Int).SetString(p.P, 16)
				y := new(big.Int).SetBytes(neg[fb:])
				new(big.Int).Sub(pp, y).FillBytes(neg[fb:])
				if eng.PointAdd(got, pts[i], neg) != 0 {
					t.Fatalf("PointAdd(P, −P) = %x, want the point at infinity (0)", got)
				}
			}
			bad := bytes.Clone(pts[0])
			bad[len(bad)-1] ^= 1
			if eng.PointAdd(got, bad, pts[1]) != 0 || eng.PointAdd(got, pts[1], bad) != 0 {
				t.Fatal("PointAdd accepted an off-curve point")
			}
			out, wout := make([]byte, sb), make([]byte, sb)
			for i, a := range ks {
				b := ks[(i+3)%len(ks)]
				eng.ScalarInvMul(out, a, b)
				ref.ScalarInvMul(wout, a, b)
				if !bytes.Equal(out, wout) {
					t.Fatalf("ScalarInvMul(%x, %x) = %x, reference %x", a, b, out, wout)
				}
			}
		})
	}
}
