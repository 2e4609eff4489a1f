package curves

import (
	"math/big"
	"math/rand/v2"
	"runtime"
	"testing"
	"unsafe"
)

// TestLazyProductInputs holds the multiplication and the squaring of the
// fields whose point assembly leaves sums unreduced (secp160r1 and
// secp224r1; internal/curves/internal/gen/lazy.go) to the bound that assembly relies
// on: inputs stored as any value below 16·m (not only below m) give the
// canonical Montgomery product x·y·R⁻¹ mod m. The inputs are the largest
// ones, k·m − 1 for k = 1…16, edge values plus multiples of m, and random
// values below 16·m, compared with math/big.
func TestLazyProductInputs(t *testing.T) {
	ForEachMul(t, func(t *testing.T) {
		// Not on 32-bit ARM, where these p are stored as themselves.
		if secp160r1FpLazyInputs {
			testLazyProduct[secp160r1Fp](t, Secp160r1Params.P)
		}
		if secp224r1FpLazyInputs {
			testLazyProduct[secp224r1Fp](t, Secp224r1Params.P)
		}
	})
}

// TestLazySquareN holds the repeated squaring of the same fields and of
// secp192r1 (sqrNLazy in the generator: there the block reduction folds its
// top bit back), whose assembly keeps its intermediate squares below 2m and
// subtracts m once at the end, to math/big on canonical inputs up to m − 1,
// for runs of 1 to 40 squarings (it failed with the fold left out).
func TestLazySquareN(t *testing.T) {
	ForEachMul(t, func(t *testing.T) {
		testLazySquareN(t, Secp160r1Params.P, func(z, x *secp160r1Fp, n int) { z.squareN(x, n) })
		testLazySquareN(t, Secp224r1Params.P, func(z, x *secp224r1Fp, n int) { z.squareN(x, n) })
		testLazySquareN(t, Secp192r1Params.P, func(z, x *secp192r1Fp, n int) { z.squareN(x, n) })
	})
}

func testLazySquareN[T any](t *testing.T, modHex string, squareN func(z, x *T, n int)) {
	m, _ := new(big.Int).SetString(modHex, 16)
	var zero T
	limbs := int(unsafe.Sizeof(zero) / 8)
	rBits, _, _ := fieldForm[T]()
	rInv := new(big.Int).ModInverse(new(big.Int).Lsh(big.NewInt(1), uint(rBits)), m)
	rng := rand.New(rand.NewPCG(7, 8))
	// Edge values, and values from limb patterns (randomLimbs) reduced
	// below m: those reach the final subtraction, which random values below
	// m almost never need here (m < R/2^32).
	inputs := edgeValues(m)
	for range 300 {
		l := make([]uint64, limbs)
		randomLimbs(rng, l)
		reduceLimbs(l, m)
		v := new(big.Int)
		for j := limbs - 1; j >= 0; j-- {
			v.Lsh(v, 64).Or(v, new(big.Int).SetUint64(l[j]))
		}
		inputs = append(inputs, v)
	}
	for i, x := range inputs {
		n := 1 // the patterns reach the final subtraction in the first square
		if i%2 == 1 {
			n += i % 40
		}
		var in, z T
		l := unsafe.Slice((*uint64)(unsafe.Pointer(&in)), limbs)
		w := new(big.Int).Set(x)
		for j := range l {
			l[j] = new(big.Int).Rsh(x, uint(64*j)).Uint64()
		}
		squareN(&z, &in, n)
		for range n {
			w.Mul(w, w).Mul(w, rInv).Mod(w, m)
		}
		got := unsafe.Slice((*uint64)(unsafe.Pointer(&z)), limbs)
		want := make([]uint64, limbs)
		for j := range want {
			want[j] = new(big.Int).Rsh(w, uint(64*j)).Uint64()
		}
		for j := range want {
			if got[j] != want[j] {
				t.Fatalf("squareN(%x, %d) = %x, want %x (canonical)", x, n, got, want)
			}
		}
	}
}

func testLazyProduct[T any, PT fieldElement[T]](t *testing.T, modHex string) {
	m, _ := new(big.Int).SetString(modHex, 16)
	var zero T
	limbs := int(unsafe.Sizeof(zero) / 8)
	r := new(big.Int).Lsh(big.NewInt(1), uint(64*limbs))
	rInv := new(big.Int).ModInverse(r, m)
	limit := new(big.Int).Mul(m, big.NewInt(16))

	var inputs []*big.Int
	for k := int64(1); k <= 16; k++ {
		km := new(big.Int).Mul(m, big.NewInt(k))
		inputs = append(inputs, km.Sub(km, big.NewInt(1)))
	}
	for _, e := range edgeValues(m) {
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
		l := unsafe.Slice((*uint64)(unsafe.Pointer(e)), limbs)
		w := new(big.Int).Set(v)
		for i := range l {
			l[i] = w.Uint64()
			w.Rsh(w, 64)
		}
		return e
	}
	get := func(e *T) *big.Int {
		l := unsafe.Slice((*uint64)(unsafe.Pointer(e)), limbs)
		v := new(big.Int)
		for i := limbs - 1; i >= 0; i-- {
			v.Lsh(v, 64).Or(v, new(big.Int).SetUint64(l[i]))
		}
		return v
	}
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

// lazyForm returns x + k·m in raw limbs, for a canonical x and k random
// below bound (one time in four the largest, bound − 1): a lazy form of x,
// as the lazy variants of the point formulas take and give it.
func lazyForm[T any](rng *rand.Rand, x T, modHex string, bound int) T {
	m, _ := new(big.Int).SetString(modHex, 16)
	k := rng.IntN(bound)
	if rng.IntN(4) == 0 {
		k = bound - 1
	}
	v := limbsValue(limbsOf(&x))
	v.Add(v, new(big.Int).Mul(m, big.NewInt(int64(k))))
	setLimbs(limbsOf(&x), v)
	return x
}

// fromLazy returns x mod m, failing the test unless x is below bound·m.
func fromLazy[T any](t *testing.T, x T, modHex string, bound int) T {
	t.Helper()
	m, _ := new(big.Int).SetString(modHex, 16)
	v := limbsValue(limbsOf(&x))
	if v.Cmp(new(big.Int).Mul(m, big.NewInt(int64(bound)))) >= 0 {
		t.Fatalf("lazy value %x is not below %d·m", v, bound)
	}
	setLimbs(limbsOf(&x), v.Mod(v, m))
	return x
}

// limbsOf views a field element (an array of uint64 limbs) as a slice.
func limbsOf[T any](x *T) []uint64 {
	return unsafe.Slice((*uint64)(unsafe.Pointer(x)), unsafe.Sizeof(*x)/8)
}

// TestLazyExceptionalAddition holds Verify's addition wrapper (addAffine) on
// the curves whose loops run lazily to its exceptional case q1 = q2 with
// q1's x and y lazy (plus a multiple of m, as Verify's loop leaves them):
// the formula gives Z3 = 0 there, and the wrapper must tell the same point
// (a doubling) from the opposite one (infinity) on a canonical y. q1 is G
// with x + 2m and y + m; the sum must be 2G, congruent coordinate by
// coordinate to the canonical doubling of G. Lazy coordinates exist only
// where the lazy formulas run in assembly (amd64 with ADX); the Go twins are
// the canonical formulas, and nothing lazy reaches them.
func TestLazyExceptionalAddition(t *testing.T) {
	if runtime.GOARCH != "amd64" || !hasADX {
		t.Skip("the lazy formulas run only in the amd64 assembly")
	}
	ForEachMul(t, func(t *testing.T) {
		if !useADX {
			return // the Go twins take canonical coordinates only
		}
		testLazyExceptionalAddition(t, Secp160r1Params.P, secp160r1G,
			func(p *secp160r1Jacobian, a *secp160r1Affine) { p.setAffine(a) },
			func(p, q *secp160r1Jacobian, a *secp160r1Affine) { p.addAffine(q, a) },
			func(p, q *secp160r1Jacobian) { p.double(q) })
		testLazyExceptionalAddition(t, Secp224r1Params.P, secp224r1G,
			func(p *secp224r1Jacobian, a *secp224r1Affine) { p.setAffine(a) },
			func(p, q *secp224r1Jacobian, a *secp224r1Affine) { p.addAffine(q, a) },
			func(p, q *secp224r1Jacobian) { p.double(q) })
	})
}

// testLazyExceptionalAddition is TestLazyExceptionalAddition for one curve;
// J is its Jacobian point type (three field elements x, y, z).
func testLazyExceptionalAddition[J, A any](t *testing.T, modHex string, g A,
	setAffine func(*J, *A), add func(p, q *J, a *A), double func(p, q *J)) {
	m, _ := new(big.Int).SetString(modHex, 16)
	var q1, want, got J
	setAffine(&q1, &g)
	double(&want, &q1)
	coords := limbsOf(&q1)
	n := len(coords) / 3
	for i, k := range []int64{2, 1} { // x + 2m, y + m
		v := limbsValue(coords[i*n : (i+1)*n])
		setLimbs(coords[i*n:(i+1)*n], v.Add(v, new(big.Int).Mul(m, big.NewInt(k))))
	}
	add(&got, &q1, &g)
	w, r := limbsOf(&want), limbsOf(&got)
	for i := 0; i < 3; i++ {
		a := limbsValue(w[i*n : (i+1)*n])
		b := limbsValue(r[i*n : (i+1)*n])
		if a.Mod(a, m).Cmp(b.Mod(b, m)) != 0 {
			t.Fatalf("%s: G (lazy) + G gives coordinate %d = %x, want %x (mod m)", modHex, i, b, a)
		}
	}
}
