// Package bigref is a slow, variable-time, obviously-correct implementation of
// ecc.Engine on math/big, in affine coordinates with textbook formulas
// (SEC 1 §2.2.1, §4.1). It is a test oracle only: the generated engine is
// checked against it operation by operation. Never use it on secrets.
package bigref

import (
	"math/big"

	"github.com/uecc-go/uecc/internal/ecc"
)

// Engine implements ecc.Engine on math/big.
type Engine struct {
	params             *ecc.Params
	p, a, b, n, gx, gy *big.Int
}

func hexInt(s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic("bigref: bad hex " + s)
	}
	return v
}

// New returns the reference engine for the curve with parameters p.
func New(p *ecc.Params) *Engine {
	return &Engine{params: p, p: hexInt(p.P), a: hexInt(p.A), b: hexInt(p.B),
		n: hexInt(p.N), gx: hexInt(p.Gx), gy: hexInt(p.Gy)}
}

// Params implements ecc.Engine.
func (e *Engine) Params() *ecc.Params { return e.params }

// point is an affine point; inf marks the point at infinity.
type point struct {
	x, y *big.Int
	inf  bool
}

func (e *Engine) add(p, q point) point {
	if p.inf {
		return q
	}
	if q.inf {
		return p
	}
	var l *big.Int
	if p.x.Cmp(q.x) == 0 {
		if new(big.Int).Mod(new(big.Int).Add(p.y, q.y), e.p).Sign() == 0 {
			return point{inf: true}
		}
		// λ = (3x² + a) / 2y
		num := new(big.Int).Mul(p.x, p.x)
		num.Mul(num, big.NewInt(3)).Add(num, e.a)
		den := new(big.Int).Lsh(p.y, 1)
		l = num.Mul(num, den.ModInverse(den.Mod(den, e.p), e.p))
	} else {
		num := new(big.Int).Sub(q.y, p.y)
		den := new(big.Int).Sub(q.x, p.x)
		l = num.Mul(num, den.ModInverse(den.Mod(den, e.p), e.p))
	}
	l.Mod(l, e.p)
	x := new(big.Int).Mul(l, l)
	x.Sub(x, p.x).Sub(x, q.x).Mod(x, e.p)
	y := new(big.Int).Sub(p.x, x)
	y.Mul(y, l).Sub(y, p.y).Mod(y, e.p)
	return point{x: x, y: y}
}

func (e *Engine) mul(k *big.Int, p point) point {
	r := point{inf: true}
	for i := k.BitLen() - 1; i >= 0; i-- {
		r = e.add(r, r)
		if k.Bit(i) == 1 {
			r = e.add(r, p)
		}
	}
	return r
}

func (e *Engine) fb() int { return e.params.FieldBytes }

func (e *Engine) put(out []byte, v *big.Int) { v.FillBytes(out) }

// ScalarIsValid implements ecc.Engine.
func (e *Engine) ScalarIsValid(k []byte) int {
	v := new(big.Int).SetBytes(k)
	if v.Sign() > 0 && v.Cmp(e.n) < 0 {
		return 1
	}
	return 0
}

// ScalarReduce implements ecc.Engine.
func (e *Engine) ScalarReduce(out, in []byte) {
	e.put(out, new(big.Int).Mod(new(big.Int).SetBytes(in), e.n))
}

// ScalarBaseMult implements ecc.Engine.
func (e *Engine) ScalarBaseMult(out, k []byte) {
	r := e.mul(new(big.Int).SetBytes(k), point{x: e.gx, y: e.gy})
	e.put(out[:e.fb()], r.x)
	e.put(out[e.fb():], r.y)
}

func (e *Engine) decode(pub []byte) point {
	return point{x: new(big.Int).SetBytes(pub[:e.fb()]), y: new(big.Int).SetBytes(pub[e.fb():])}
}

// ScalarMultX implements ecc.Engine.
func (e *Engine) ScalarMultX(out, k, q []byte) int {
	r := e.mul(new(big.Int).SetBytes(k), e.decode(q))
	if r.inf {
		return 0
	}
	e.put(out, r.x)
	return 1
}

// ScalarMult implements ecc.Engine.
func (e *Engine) ScalarMult(out, k, q []byte) int {
	if !e.ValidPublicKey(q) {
		return 0
	}
	r := e.mul(new(big.Int).SetBytes(k), e.decode(q))
	if r.inf {
		return 0
	}
	e.put(out[:e.fb()], r.x)
	e.put(out[e.fb():2*e.fb()], r.y)
	return 1
}

// ScalarInvMul implements ecc.Engine.
func (e *Engine) ScalarInvMul(out, a, b []byte) {
	x := new(big.Int).SetBytes(a)
	if x.Sign() != 0 {
		x.ModInverse(x, e.n)
	}
	x.Mul(x, new(big.Int).SetBytes(b)).Mod(x, e.n)
	x.FillBytes(out[:e.params.ScalarBytes])
}

// PointAdd implements ecc.Engine.
func (e *Engine) PointAdd(out, p, q []byte) int {
	if !e.ValidPublicKey(p) || !e.ValidPublicKey(q) {
		return 0
	}
	r := e.add(e.decode(p), e.decode(q))
	if r.inf {
		return 0
	}
	e.put(out[:e.fb()], r.x)
	e.put(out[e.fb():2*e.fb()], r.y)
	return 1
}

// FieldSqrt implements ecc.Engine.
func (e *Engine) FieldSqrt(out, in []byte) int {
	a := new(big.Int).SetBytes(in[:e.fb()])
	if a.Cmp(e.p) >= 0 {
		return 0
	}
	y := new(big.Int).ModSqrt(a, e.p)
	if y == nil {
		return 0
	}
	e.put(out[:e.fb()], y)
	return 1
}

// Sign implements ecc.Engine.
func (e *Engine) Sign(sig, d, k, ee []byte) int {
	kv := new(big.Int).SetBytes(k)
	r := e.mul(kv, point{x: e.gx, y: e.gy}).x
	r = new(big.Int).Mod(r, e.n)
	s := new(big.Int).Mul(r, new(big.Int).SetBytes(d))
	s.Add(s, new(big.Int).SetBytes(ee)).Mul(s, new(big.Int).ModInverse(kv, e.n)).Mod(s, e.n)
	if r.Sign() == 0 || s.Sign() == 0 || s.BitLen() > 8*e.fb() {
		return 0
	}
	e.put(sig[:e.fb()], r)
	e.put(sig[e.fb():], s)
	return 1
}

// SignBatch implements ecc.Engine: Sign for each member in turn.
func (e *Engine) SignBatch(sig, d, k, ee []byte, ok []int) {
	sb, sigBytes := e.params.ScalarBytes, 2*e.fb()
	for i := range ok {
		ok[i] = e.Sign(sig[i*sigBytes:(i+1)*sigBytes], d[i*sb:(i+1)*sb], k[i*sb:(i+1)*sb], ee[i*sb:(i+1)*sb])
	}
}

// Verify implements ecc.Engine.
func (e *Engine) Verify(pub, ee, sig []byte) bool {
	if !e.ValidPublicKey(pub) {
		return false
	}
	r := new(big.Int).SetBytes(sig[:e.fb()])
	s := new(big.Int).SetBytes(sig[e.fb():])
	if r.Sign() == 0 || s.Sign() == 0 || r.Cmp(e.n) >= 0 || s.Cmp(e.n) >= 0 {
		return false
	}
	w := new(big.Int).ModInverse(s, e.n)
	u1 := new(big.Int).Mul(new(big.Int).SetBytes(ee), w)
	u2 := new(big.Int).Mul(r, w)
	p := e.add(e.mul(u1.Mod(u1, e.n), point{x: e.gx, y: e.gy}), e.mul(u2.Mod(u2, e.n), e.decode(pub)))
	return !p.inf && new(big.Int).Mod(p.x, e.n).Cmp(r) == 0
}

func (e *Engine) rhs(x *big.Int) *big.Int {
	v := new(big.Int).Mul(x, x)
	v.Add(v, e.a).Mul(v, x).Add(v, e.b)
	return v.Mod(v, e.p)
}

// ValidPublicKey implements ecc.Engine.
func (e *Engine) ValidPublicKey(pub []byte) bool {
	p := e.decode(pub)
	if p.x.Cmp(e.p) >= 0 || p.y.Cmp(e.p) >= 0 {
		return false
	}
	return new(big.Int).Exp(p.y, big.NewInt(2), e.p).Cmp(e.rhs(p.x)) == 0
}

// Decompress implements ecc.Engine.
func (e *Engine) Decompress(out, in []byte) bool {
	if in[0] != 2 && in[0] != 3 {
		return false
	}
	x := new(big.Int).SetBytes(in[1:])
	if x.Cmp(e.p) >= 0 {
		return false
	}
	y := new(big.Int).ModSqrt(e.rhs(x), e.p)
	if y == nil {
		return false
	}
	if y.Bit(0) != uint(in[0]&1) {
		y.Sub(e.p, y).Mod(y, e.p)
	}
	e.put(out[:e.fb()], x)
	e.put(out[e.fb():], y)
	return true
}

var _ ecc.Engine = (*Engine)(nil)
