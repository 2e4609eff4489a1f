package ecctest

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// LazySquareN holds a repeated squaring whose assembly keeps its
// intermediate squares below 2m and subtracts m once at the end (sqrNLazy in
// the generator) to math/big on canonical inputs up to m − 1, for runs of 1
// to 40 squarings.
func LazySquareN[T any](t *testing.T, modHex string, form Form, squareN func(z, x *T, n int)) {
	m, _ := new(big.Int).SetString(modHex, 16)
	var zero T
	limbs := len(LimbsOf(&zero))
	rBits := form.RBits
	rInv := new(big.Int).ModInverse(new(big.Int).Lsh(big.NewInt(1), uint(rBits)), m)
	rng := rand.New(rand.NewPCG(7, 8))
	// Edge values, and values from limb patterns (RandomLimbs) reduced
	// below m: those reach the final subtraction, which random values below
	// m almost never need here (m < R/2^32).
	inputs := EdgeValues(m)
	for range 300 {
		l := make([]uint64, limbs)
		RandomLimbs(rng, l)
		ReduceLimbs(l, m)
		inputs = append(inputs, LimbsValue(l))
	}
	for i, x := range inputs {
		n := 1 // the patterns reach the final subtraction in the first square
		if i%2 == 1 {
			n += i % 40
		}
		var in, z T
		SetLimbs(LimbsOf(&in), x)
		squareN(&z, &in, n)
		w := new(big.Int).Set(x)
		for range n {
			w.Mul(w, w).Mul(w, rInv).Mod(w, m)
		}
		// Limb for limb: canonical, not only congruent.
		if got := LimbsValue(LimbsOf(&z)); got.Cmp(w) != 0 {
			t.Fatalf("squareN(%x, %d) = %x, want %x (canonical)", x, n, got, w)
		}
	}
}

// LazyProduct holds the multiplication and the squaring of a field whose
// point assembly leaves sums unreduced to the bound that assembly relies
// on: inputs stored as any value below 16·m (not only below m) give the
// canonical Montgomery product x·y·R⁻¹ mod m. The inputs are the largest
// ones, k·m − 1 for k = 1…16, edge values plus multiples of m, and random
// values below 16·m, compared with math/big.
func LazyProduct[T any, PT FieldElement[T]](t *testing.T, modHex string) {
	m, _ := new(big.Int).SetString(modHex, 16)
	var zero T
	r := new(big.Int).Lsh(big.NewInt(1), uint(64*len(LimbsOf(&zero))))
	rInv := new(big.Int).ModInverse(r, m)
	limit := new(big.Int).Mul(m, big.NewInt(16))

	var inputs []*big.Int
	for k := int64(1); k <= 16; k++ {
		km := new(big.Int).Mul(m, big.NewInt(k))
		inputs = append(inputs, km.Sub(km, big.NewInt(1)))
	}
	for _, e := range EdgeValues(m) {
		for _, k := range []int64{0, 1, 7, 15} {
			inputs = append(inputs, new(big.Int).Add(e, new(big.Int).Mul(m, big.NewInt(k))))
		}
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 200 {
		b := make([]byte, (limit.BitLen()+7)/8)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		inputs = append(inputs, new(big.Int).Mod(new(big.Int).SetBytes(b), limit))
	}

	set := func(v *big.Int) *T {
		e := new(T)
		SetLimbs(LimbsOf(e), v)
		return e
	}
	get := func(e *T) *big.Int { return LimbsValue(LimbsOf(e)) }
	check := func(op string, got *T, x, y *big.Int) {
		t.Helper()
		want := new(big.Int).Mul(x, y)
		want.Mul(want, rInv).Mod(want, m)
		if g := get(got); g.Cmp(want) != 0 {
			t.Fatalf("%s(%x, %x) = %x, want %x (canonical)", op, x, y, g, want)
		}
	}
	for i, x := range inputs {
		var z T
		PT(&z).Square(set(x))
		check("Square", &z, x, x)
		// y: another input, each k·m − 1 in turn, and 16·m − 1.
		for _, y := range []*big.Int{inputs[(i*7+3)%len(inputs)], inputs[i%16], inputs[15]} {
			PT(&z).Mul(set(x), set(y))
			check("Mul", &z, x, y)
		}
	}
}

// LazyForm returns x + k·m in raw limbs, for a canonical x and k random
// below bound (one time in four the largest, bound − 1): a lazy form of x,
// as the lazy variants of the point formulas take and give it.
func LazyForm[T any](rng *rand.Rand, x T, modHex string, bound int) T {
	m, _ := new(big.Int).SetString(modHex, 16)
	k := rng.IntN(bound)
	if rng.IntN(4) == 0 {
		k = bound - 1
	}
	v := LimbsValue(LimbsOf(&x))
	v.Add(v, new(big.Int).Mul(m, big.NewInt(int64(k))))
	SetLimbs(LimbsOf(&x), v)
	return x
}

// FromLazy returns x mod m, failing the test unless x is below bound·m.
func FromLazy[T any](t *testing.T, x T, modHex string, bound int) T {
	t.Helper()
	m, _ := new(big.Int).SetString(modHex, 16)
	v := LimbsValue(LimbsOf(&x))
	if v.Cmp(new(big.Int).Mul(m, big.NewInt(int64(bound)))) >= 0 {
		t.Fatalf("lazy value %x is not below %d·m", v, bound)
	}
	SetLimbs(LimbsOf(&x), v.Mod(v, m))
	return x
}

// LazyExceptionalAddition holds Verify's addition wrapper (addAffine) to its
// exceptional case q1 = q2 with q1's x and y lazy (plus a multiple of m, as
// Verify's loop leaves them): the formula gives Z3 = 0 there, and the
// wrapper must tell the same point (a doubling) from the opposite one
// (infinity) on a canonical y. q1 is G with x + 2m and y + m; the sum must be
// 2G, congruent coordinate by coordinate to the canonical doubling of G. J
// is the curve's Jacobian point type (three field elements x, y, z).
func LazyExceptionalAddition[J, A any](t *testing.T, modHex string, g A,
	setAffine func(*J, *A), add func(p, q *J, a *A), double func(p, q *J)) {
	m, _ := new(big.Int).SetString(modHex, 16)
	var q1, want, got J
	setAffine(&q1, &g)
	double(&want, &q1)
	coords := LimbsOf(&q1)
	n := len(coords) / 3
	for i, k := range []int64{2, 1} { // x + 2m, y + m
		v := LimbsValue(coords[i*n : (i+1)*n])
		SetLimbs(coords[i*n:(i+1)*n], v.Add(v, new(big.Int).Mul(m, big.NewInt(k))))
	}
	add(&got, &q1, &g)
	w, r := LimbsOf(&want), LimbsOf(&got)
	for i := 0; i < 3; i++ {
		a := LimbsValue(w[i*n : (i+1)*n])
		b := LimbsValue(r[i*n : (i+1)*n])
		if a.Mod(a, m).Cmp(b.Mod(b, m)) != 0 {
			t.Fatalf("%s: G (lazy) + G gives coordinate %d = %x, want %x (mod m)", modHex, i, b, a)
		}
	}
}
