package ec_test

import (
	"math/big"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/uecc/ec"
)

// TestZeroAllocations: the methods that set a given receiver allocate
// nothing (the scratch scalars live in the Point).
func TestZeroAllocations(t *testing.T) {
	r := newRand(7)
	for _, c := range heavyCurves() {
		rc := newRef(c)
		p := point(t, c, rc.encode(rc.mul(rc.randScalar(r), rc.g)))
		q := ec.NewPoint(c).SetGenerator()
		out := ec.NewPoint(c)
		k1, k2 := rc.scalarBytes(rc.randScalar(r)), rc.scalarBytes(rc.randScalar(r))
		enc, raw := p.Bytes(), p.Bytes()[1:]
		comp := p.BytesCompressed()
		x, _ := ec.NewScalar(c).SetBytes(rc.scalarBytes(new(big.Int).Mod(rc.randScalar(r), rc.n)))
		y, _ := ec.NewScalar(c).SetBytes(rc.scalarBytes(new(big.Int).Mod(rc.randScalar(r), rc.n)))
		s := ec.NewScalar(c)
		sb := x.Bytes()
		// The fixed-base table is built after ecc.BaseTableAfter k·G: past it.
		for range ecc.BaseTableAfter + 2 {
			must(out.ScalarBaseMult(k1))
		}
		for what, f := range map[string]func(){
			"Add":                     func() { out.Add(p, q) },
			"Double":                  func() { out.Double(p) },
			"Negate":                  func() { out.Negate(p) },
			"Set":                     func() { out.Set(p) },
			"SetGenerator":            func() { out.SetGenerator() },
			"Equal":                   func() { out.Equal(p) },
			"IsIdentity":              func() { out.IsIdentity() },
			"ScalarBaseMult":          func() { out.ScalarBaseMult(k1) },
			"ScalarMult":              func() { out.ScalarMult(p, k1) },
			"ScalarBaseMultVartime":   func() { out.ScalarBaseMultVartime(k1) },
			"ScalarMultVartime":       func() { out.ScalarMultVartime(p, k1) },
			"DoubleScalarMultVartime": func() { out.DoubleScalarMultVartime(k1, k2, p) },
			"SetBytes 0x04‖X‖Y":       func() { out.SetBytes(enc) },
			"SetBytes X‖Y":            func() { out.SetBytes(raw) },
			"SetBytes compressed":     func() { out.SetBytes(comp) },
			"Scalar SetBytes":         func() { s.SetBytes(sb) },
			"Scalar Set":              func() { s.Set(x) },
			"Scalar Add":              func() { s.Add(x, y) },
			"Scalar Sub":              func() { s.Sub(x, y) },
			"Scalar Mul":              func() { s.Mul(x, y) },
			"Scalar Negate":           func() { s.Negate(x) },
			"Scalar Invert":           func() { s.Invert(x) },
			"Scalar Equal":            func() { s.Equal(x) },
			"Scalar IsZero":           func() { s.IsZero() },
		} {
			if n := testing.AllocsPerRun(20, f); n != 0 {
				t.Errorf("%s: %s allocates %v times", c.Name(), what, n)
			}
		}
		// Bytes and BytesCompressed allocate their result only.
		if n := testing.AllocsPerRun(20, func() { p.Bytes() }); n != 1 {
			t.Errorf("%s: Bytes allocates %v times, want 1", c.Name(), n)
		}
		if n := testing.AllocsPerRun(20, func() { p.BytesCompressed() }); n != 1 {
			t.Errorf("%s: BytesCompressed allocates %v times, want 1", c.Name(), n)
		}
	}
}
