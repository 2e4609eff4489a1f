package curves

import "testing"

// The field and point operations of two curves, one with four limbs and one
// with three, for work on the arithmetic itself (`go test -bench Arith
// ./curves`); the operations users see are benchmarked in ./bench.
func BenchmarkArith(b *testing.B) {
	b.Run("secp256r1/mul", func(b *testing.B) {
		x, y := secp256r1G.x, secp256r1G.y
		for b.Loop() {
			x.Mul(&x, &y)
		}
	})
	b.Run("secp160r1/mul", func(b *testing.B) {
		x, y := secp160r1G.x, secp160r1G.y
		for b.Loop() {
			x.Mul(&x, &y)
		}
	})
	b.Run("secp256r1/sqr", func(b *testing.B) {
		x := secp256r1G.x
		for b.Loop() {
			x.Square(&x)
		}
	})
	b.Run("secp160r1/sqr", func(b *testing.B) {
		x := secp160r1G.x
		for b.Loop() {
			x.Square(&x)
		}
	})
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
	b.Run("secp256r1/jacobian-add", func(b *testing.B) {
		var p, q secp256r1Jacobian
		p.setAffine(&secp256r1G)
		q.double(&p)
		for b.Loop() {
			p.addFormula(&p, &q)
		}
	})
	b.Run("secp256r1/jacobian-add-affine", func(b *testing.B) {
		var p secp256r1Jacobian
		p.setAffine(&secp256r1G)
		p.double(&p)
		for b.Loop() {
			p.addAffineFormula(&p, &secp256r1G)
		}
	})
	b.Run("secp256r1/complete-add-affine", func(b *testing.B) {
		var p secp256r1Point
		p.setAffine(&secp256r1G)
		for b.Loop() {
			p.addAffine(&p, &secp256r1G)
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
