package ec_test

import (
	"testing"

	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/ec"
)

// BenchmarkPoint times the multiplications, constant-time and Vartime, and
// the encodings, on every curve.
func BenchmarkPoint(b *testing.B) {
	for _, c := range uecc.Curves() {
		rc := newRef(c)
		r := newRand(8)
		k1, k2 := rc.scalarBytes(rc.randScalar(r)), rc.scalarBytes(rc.randScalar(r))
		p := must(ec.NewPoint(c).ScalarBaseMult(k2))
		out := ec.NewPoint(c)
		for _, bm := range []struct {
			name string
			f    func()
		}{
			{"ScalarBaseMult", func() { out.ScalarBaseMult(k1) }},
			{"ScalarBaseMultVartime", func() { out.ScalarBaseMultVartime(k1) }},
			{"ScalarMult", func() { out.ScalarMult(p, k1) }},
			{"ScalarMultVartime", func() { out.ScalarMultVartime(p, k1) }},
			{"DoubleScalarMultVartime", func() { out.DoubleScalarMultVartime(k1, k2, p) }},
			{"Add", func() { out.Add(out, p) }},
			{"Bytes", func() { p.Bytes() }},
			{"SetBytesCompressed", func() { out.SetBytes(p.BytesCompressed()) }},
		} {
			b.Run(c.Name()+"/"+bm.name, func(b *testing.B) {
				for b.Loop() {
					bm.f()
				}
			})
		}
	}
}
