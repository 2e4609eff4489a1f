package curves

import "testing"

// The field and point operations of two curves, one with four limbs and one
// with three, for work on the arithmetic itself (`go test -bench Arith
// ./internal/curves`); the operations users see are benchmarked in ./bench.
func BenchmarkArith(b *testing.B) {
	// Each operation feeds the next, so these measure latency (the chains of
	// a square root), not throughput (the independent products of a point
	// formula).
	fieldBench(b, "secp160r1", &secp160r1G.x, &secp160r1G.y)
	fieldBench(b, "secp192r1", &secp192r1G.x, &secp192r1G.y)
	fieldBench(b, "secp224r1", &secp224r1G.x, &secp224r1G.y)
	fieldBench(b, "secp256r1", &secp256r1G.x, &secp256r1G.y)
	fieldBench(b, "secp256k1", &secp256k1G.x, &secp256k1G.y)
	b.Run("secp256r1/add", func(b *testing.B) {
		x, y := secp256r1G.x, secp256r1G.y
		for b.Loop() {
			x.Add(&x, &y)
		}
	})
	b.Run("secp256r1/jacobian-double", func(b *testing.B) {
		var p secp256r1Jacobian
		p.setAffine(&secp256r1G)
		for b.Loop() {
			p.double(&p)
		}
	})
	b.Run("secp160r1/jacobian-double", func(b *testing.B) {
		var p secp160r1Jacobian
		p.setAffine(&secp160r1G)
		for b.Loop() {
			p.double(&p)
		}
	})
	b.Run("secp256r1/jacobian-add-affine-iso", func(b *testing.B) {
		var p, c secp256r1Jacobian
		p.setAffine(&secp256r1G)
		p.double(&p)
		c.setAffine(&secp256r1G) // any c: the formula's cost does not depend on it
		for b.Loop() {
			p.addAffineIsoFormula(&p, &secp256r1G, &c)
		}
	})
	b.Run("secp256r1/jacobian-add-affine", func(b *testing.B) {
		var p secp256r1Jacobian
		var none secp256r1Affine
		p.setAffine(&secp256r1G)
		p.double(&p)
		for b.Loop() { // as Verify adds: scanning secp256r1NoRow
			p.addAffineScanFormula(&p, &secp256r1G, &none, &secp256r1NoRow, 0, 0)
		}
	})
	b.Run("secp256k1/jacobian-add-affine", func(b *testing.B) {
		var p secp256k1Jacobian
		p.setAffine(&secp256k1G)
		p.double(&p)
		for b.Loop() {
			p.addAffineFormula(&p, &secp256k1G)
		}
	})
	b.Run("secp256k1/complete-double", func(b *testing.B) {
		var p secp256k1Point
		p.setAffine(&secp256k1G)
		for b.Loop() {
			p.double(&p)
		}
	})
	b.Run("secp256k1/complete-add", func(b *testing.B) {
		var p, q secp256k1Point
		p.setAffine(&secp256k1G)
		q.double(&p)
		for b.Loop() {
			p.add(&p, &q)
		}
	})
}

// fieldBench runs the dependent multiplication and squaring of one field.
func fieldBench[T any, PT fieldElement[T]](b *testing.B, name string, x0, y0 *T) {
	b.Run(name+"/mul", func(b *testing.B) {
		x, y := *x0, *y0
		for b.Loop() {
			PT(&x).Mul(&x, &y)
		}
	})
	b.Run(name+"/sqr", func(b *testing.B) {
		x := *x0
		for b.Loop() {
			PT(&x).Square(&x)
		}
	})
}
