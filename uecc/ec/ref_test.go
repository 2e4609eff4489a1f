package ec_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/uecc-go/uecc/uecc"
)

// refCurve is the test's reference: affine arithmetic on math/big, from the
// curve's published parameters (uecc.Curve.Params), with the textbook
// formulas and their exceptional cases written out. Nothing of it comes
// from the engine.
type refCurve struct {
	c                 *uecc.Curve
	p, a, b, n        *big.Int
	g                 refPoint
	fieldBytes, sbits int // FieldSize; 8·PrivateKeySize
}

// refPoint is an affine point; inf marks the identity.
type refPoint struct {
	x, y *big.Int
	inf  bool
}

func hexInt(s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic("bad hex " + s)
	}
	return v
}

func newRef(c *uecc.Curve) *refCurve {
	pr := c.Params()
	return &refCurve{
		c: c, p: hexInt(pr.P), a: hexInt(pr.A), b: hexInt(pr.B), n: hexInt(pr.N),
		g:          refPoint{x: hexInt(pr.Gx), y: hexInt(pr.Gy)},
		fieldBytes: c.FieldSize(), sbits: 8 * c.PrivateKeySize(),
	}
}

func (rc *refCurve) mod(v *big.Int) *big.Int { return v.Mod(v, rc.p) }

func (rc *refCurve) onCurve(q refPoint) bool {
	if q.inf {
		return true
	}
	lhs := rc.mod(new(big.Int).Mul(q.y, q.y))
	rhs := new(big.Int).Mul(q.x, q.x)
	rhs.Mul(rhs, q.x)
	rhs.Add(rhs, new(big.Int).Mul(rc.a, q.x))
	rhs.Add(rhs, rc.b)
	return lhs.Cmp(rc.mod(rhs)) == 0
}

func (rc *refCurve) neg(q refPoint) refPoint {
	if q.inf {
		return q
	}
	return refPoint{x: new(big.Int).Set(q.x), y: rc.mod(new(big.Int).Neg(q.y))}
}

func (rc *refCurve) double(q refPoint) refPoint {
	if q.inf || q.y.Sign() == 0 {
		return refPoint{inf: true}
	}
	// λ = (3x² + a) / 2y
	num := new(big.Int).Mul(q.x, q.x)
	num.Mul(num, big.NewInt(3)).Add(num, rc.a)
	den := new(big.Int).Lsh(q.y, 1)
	den.ModInverse(rc.mod(den), rc.p)
	l := rc.mod(num.Mul(num, den))
	return rc.finish(l, q, q)
}

func (rc *refCurve) add(q1, q2 refPoint) refPoint {
	switch {
	case q1.inf:
		return q2
	case q2.inf:
		return q1
	case q1.x.Cmp(q2.x) == 0:
		if q1.y.Cmp(q2.y) == 0 {
			return rc.double(q1)
		}
		return refPoint{inf: true}
	}
	// λ = (y2 − y1) / (x2 − x1)
	num := new(big.Int).Sub(q2.y, q1.y)
	den := rc.mod(new(big.Int).Sub(q2.x, q1.x))
	den.ModInverse(den, rc.p)
	l := rc.mod(num.Mul(num, den))
	return rc.finish(l, q1, q2)
}

// finish returns (x3, y3) for the slope l: x3 = λ² − x1 − x2,
// y3 = λ(x1 − x3) − y1.
func (rc *refCurve) finish(l *big.Int, q1, q2 refPoint) refPoint {
	x3 := new(big.Int).Mul(l, l)
	x3.Sub(x3, q1.x).Sub(x3, q2.x)
	rc.mod(x3)
	y3 := new(big.Int).Sub(q1.x, x3)
	y3.Mul(y3, l).Sub(y3, q1.y)
	return refPoint{x: x3, y: rc.mod(y3)}
}

// mul returns k·q by double-and-add over every bit of k, not reduced mod n.
func (rc *refCurve) mul(k *big.Int, q refPoint) refPoint {
	r := refPoint{inf: true}
	for i := k.BitLen() - 1; i >= 0; i-- {
		r = rc.double(r)
		if k.Bit(i) == 1 {
			r = rc.add(r, q)
		}
	}
	return r
}

// encode returns SEC 1's 0x04‖X‖Y, or 0x00 for the identity.
func (rc *refCurve) encode(q refPoint) []byte {
	if q.inf {
		return []byte{0}
	}
	out := make([]byte, 1+2*rc.fieldBytes)
	out[0] = 4
	q.x.FillBytes(out[1 : 1+rc.fieldBytes])
	q.y.FillBytes(out[1+rc.fieldBytes:])
	return out
}

// encodeCompressed returns 0x02|0x03‖X, or 0x00.
func (rc *refCurve) encodeCompressed(q refPoint) []byte {
	if q.inf {
		return []byte{0}
	}
	out := make([]byte, 1+rc.fieldBytes)
	out[0] = 2 | byte(q.y.Bit(0))
	q.x.FillBytes(out[1:])
	return out
}

// scalarBytes returns k, below 2^sbits, as PrivateKeySize bytes.
func (rc *refCurve) scalarBytes(k *big.Int) []byte {
	return k.FillBytes(make([]byte, rc.sbits/8))
}

// edgeScalars are the scalars every multiplication is tried with: 0, 1, 2,
// n − 1, n, n + 1, 2n − 1 where it fits, and 2^(8·PrivateKeySize) − 1,
// which reduces.
func (rc *refCurve) edgeScalars() []*big.Int {
	one := big.NewInt(1)
	top := new(big.Int).Lsh(one, uint(rc.sbits))
	ks := []*big.Int{
		big.NewInt(0), big.NewInt(1), big.NewInt(2), big.NewInt(3),
		new(big.Int).Sub(rc.n, one), new(big.Int).Set(rc.n), new(big.Int).Add(rc.n, one),
		new(big.Int).Sub(top, one),
	}
	if twoN := new(big.Int).Lsh(rc.n, 1); twoN.Cmp(top) < 0 {
		ks = append(ks, twoN.Sub(twoN, one))
	}
	return ks
}

// randScalar returns a random integer below 2^(8·PrivateKeySize), so on
// secp160r1 (n of 161 bits in 21 bytes) mostly above n.
func (rc *refCurve) randScalar(r *rand.Rand) *big.Int {
	b := make([]byte, rc.sbits/8)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return new(big.Int).SetBytes(b)
}

// TestReferenceIsSound checks the reference itself on its own terms: G is
// on the curve, n·G is the identity, and addition agrees with doubling.
func TestReferenceIsSound(t *testing.T) {
	for _, c := range uecc.Curves() {
		rc := newRef(c)
		if !rc.onCurve(rc.g) {
			t.Errorf("%s: G not on the curve", c.Name())
		}
		if q := rc.mul(rc.n, rc.g); !q.inf {
			t.Errorf("%s: n·G is not the identity", c.Name())
		}
		g3 := rc.add(rc.double(rc.g), rc.g)
		if g3b := rc.mul(big.NewInt(3), rc.g); g3.x.Cmp(g3b.x) != 0 || !rc.onCurve(g3) {
			t.Errorf("%s: 2G + G ≠ 3G", c.Name())
		}
	}
}
