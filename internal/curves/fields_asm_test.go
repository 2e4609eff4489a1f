package curves

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"
)

// asmFieldCase is one field's assembly functions and their Go twins.
type asmFieldCase[T any] struct {
	mul, mulGo   func(z, x, y *T)
	sqr, sqrGo   func(z, x *T)
	sqrN, sqrNGo func(z, x *T, n uint64)
	limbs        func(*T) []uint64
	mod          string // the modulus, hex
	add, addGo   func(z, x, y *T)
	sub, subGo   func(z, x, y *T)
}

// limbPatterns are limb values where carries and borrows go wrong.
var limbPatterns = []uint64{0, 1, 2, 1 << 32, 1<<32 - 1, 1 << 63, 1<<63 - 1, ^uint64(0), ^uint64(0) - 1, 0xffffffff00000001}

// randomLimbs fills l with random limbs, or, one time in two, with a mix of
// limbPatterns and random limbs. The values are not reduced: they are any
// value below R, which the Montgomery multiplication accepts (with a result
// that is then not always below m), so that the assembly is held to the Go
// code beyond the inputs the package produces.
func randomLimbs(rng *rand.Rand, l []uint64) {
	patterns := rng.IntN(2) == 0
	for i := range l {
		if patterns && rng.IntN(4) != 0 {
			l[i] = limbPatterns[rng.IntN(len(limbPatterns))]
		} else {
			l[i] = rng.Uint64()
		}
	}
}

func testAsmField[T any](t *testing.T, c asmFieldCase[T]) {
	rng := rand.New(rand.NewPCG(3, 4))
	// The assembly SqrN of some fields (sqrNLazy in the generator) leaves
	// its intermediate squares below 2m and reduces once at the end, which
	// needs an input below m, what the package passes it: SqrN's inputs are
	// reduced.
	m, _ := new(big.Int).SetString(c.mod, 16)
	// On a field with 8 spare bits (lazyOK in the generator) the package
	// passes Mul and Sqr values below 16m (lazyCap: lazy sums in the point
	// formulas), and P-224's two-word Montgomery digits rely on that bound
	// (its products must stay below 2^356): there the inputs are taken below
	// 16m. Elsewhere they are any value below the bound of the field's form
	// (fieldForm): R, or for a p stored as itself on 32-bit ARM 2^(its
	// words' bits).
	_, inputBits, lazy := fieldForm[T]()
	inBound := new(big.Int).Lsh(new(big.Int).SetInt64(1), uint(inputBits))
	if lazy {
		inBound.Mul(m, big.NewInt(16))
	}
	var x, y, got, want T
	same := func(op string, extra ...any) {
		t.Helper()
		g, w := c.limbs(&got), c.limbs(&want)
		for i := range g {
			if g[i] != w[i] {
				t.Fatalf("%s%v(%x, %x): assembly %x, Go %x", op, extra, c.limbs(&x), c.limbs(&y), g, w)
			}
		}
	}
	// Every pair of edge values first: they reach the final subtractions
	// and, on a plain field, the last step of the fold (1·y for y ≥ m),
	// which random inputs almost never do.
	one := big.NewInt(1)
	edges := []*big.Int{big.NewInt(0), one, big.NewInt(2), new(big.Int).Sub(m, one), m,
		new(big.Int).Add(m, one), new(big.Int).Sub(inBound, one)}
	for _, a := range edges {
		for _, b := range edges {
			setLimbs(c.limbs(&x), a)
			setLimbs(c.limbs(&y), b)
			c.mul(&got, &x, &y)
			c.mulGo(&want, &x, &y)
			same("Mul")
			c.add(&got, &x, &y)
			c.addGo(&want, &x, &y)
			same("Add")
			c.sub(&got, &x, &y)
			c.subGo(&want, &x, &y)
			same("Sub")
		}
	}
	for i := 0; i < 20000; i++ {
		randomLimbs(rng, c.limbs(&x))
		randomLimbs(rng, c.limbs(&y))
		reduceLimbs(c.limbs(&x), inBound)
		reduceLimbs(c.limbs(&y), inBound)
		c.mul(&got, &x, &y)
		c.mulGo(&want, &x, &y)
		same("Mul")
		c.sqr(&got, &x)
		c.sqrGo(&want, &x)
		same("Sqr")
		c.add(&got, &x, &y)
		c.addGo(&want, &x, &y)
		same("Add")
		c.sub(&got, &x, &y)
		c.subGo(&want, &x, &y)
		same("Sub")
		// In place, as the package calls them: z = x = y.
		got, want = x, x
		c.mul(&got, &got, &got)
		c.mulGo(&want, &want, &want)
		same("Mul in place")
		if i%16 == 0 {
			reduceLimbs(c.limbs(&x), m)
			n := uint64(1 + rng.IntN(5)) // n ≥ 1: the amd64 loop needs it
			c.sqrN(&got, &x, n)
			c.sqrNGo(&want, &x, n)
			same("SqrN", n)
			got, want = x, x
			c.sqrN(&got, &got, n)
			c.sqrNGo(&want, &want, n)
			same("SqrN in place", n)
		}
	}
}

// reduceLimbs sets the little-endian limbs l to their value mod m.
func reduceLimbs(l []uint64, m *big.Int) {
	v := limbsValue(l)
	setLimbs(l, v.Mod(v, m))
}

// limbsValue returns the value of the little-endian limbs l.
func limbsValue(l []uint64) *big.Int {
	v := new(big.Int)
	for _, w := range slices.Backward(l) {
		v.Lsh(v, 64).Or(v, new(big.Int).SetUint64(w))
	}
	return v
}

// setLimbs sets the little-endian limbs l to v (below 2^(64·len(l))).
func setLimbs(l []uint64, v *big.Int) {
	for i := range l {
		l[i] = new(big.Int).Rsh(v, uint(64*i)).Uint64()
	}
}

// TestFieldAssemblyMatchesGo runs the field multiplication, squaring,
// repeated squaring, addition and subtraction of every field in assembly and
// in Go on the same inputs and requires the same limbs.
func TestFieldAssemblyMatchesGo(t *testing.T) {
	if !hasADX {
		t.Skip("no assembly in this build or on this CPU")
	}
	saved := useADX
	defer func() { useADX = saved }()
	useADX = true
	t.Run("secp160r1/p", func(t *testing.T) {
		testAsmField(t, asmFieldCase[secp160r1Fp]{secp160r1FpMul, secp160r1FpMulGo, secp160r1FpSqr, secp160r1FpSqrGo,
			secp160r1FpSqrN, secp160r1FpSqrNGo, func(z *secp160r1Fp) []uint64 { return z[:] }, Secp160r1Params.P,
			secp160r1FpAdd, secp160r1FpAddGo, secp160r1FpSub, secp160r1FpSubGo})
	})
	t.Run("secp160r1/n", func(t *testing.T) {
		testAsmField(t, asmFieldCase[secp160r1Fn]{secp160r1FnMul, secp160r1FnMulGo, secp160r1FnSqr, secp160r1FnSqrGo,
			secp160r1FnSqrN, secp160r1FnSqrNGo, func(z *secp160r1Fn) []uint64 { return z[:] }, Secp160r1Params.N,
			secp160r1FnAdd, secp160r1FnAddGo, secp160r1FnSub, secp160r1FnSubGo})
	})
	t.Run("secp192r1/p", func(t *testing.T) {
		testAsmField(t, asmFieldCase[secp192r1Fp]{secp192r1FpMul, secp192r1FpMulGo, secp192r1FpSqr, secp192r1FpSqrGo,
			secp192r1FpSqrN, secp192r1FpSqrNGo, func(z *secp192r1Fp) []uint64 { return z[:] }, Secp192r1Params.P,
			secp192r1FpAdd, secp192r1FpAddGo, secp192r1FpSub, secp192r1FpSubGo})
	})
	t.Run("secp192r1/n", func(t *testing.T) {
		testAsmField(t, asmFieldCase[secp192r1Fn]{secp192r1FnMul, secp192r1FnMulGo, secp192r1FnSqr, secp192r1FnSqrGo,
			secp192r1FnSqrN, secp192r1FnSqrNGo, func(z *secp192r1Fn) []uint64 { return z[:] }, Secp192r1Params.N,
			secp192r1FnAdd, secp192r1FnAddGo, secp192r1FnSub, secp192r1FnSubGo})
	})
	t.Run("secp224r1/p", func(t *testing.T) {
		testAsmField(t, asmFieldCase[secp224r1Fp]{secp224r1FpMul, secp224r1FpMulGo, secp224r1FpSqr, secp224r1FpSqrGo,
			secp224r1FpSqrN, secp224r1FpSqrNGo, func(z *secp224r1Fp) []uint64 { return z[:] }, Secp224r1Params.P,
			secp224r1FpAdd, secp224r1FpAddGo, secp224r1FpSub, secp224r1FpSubGo})
	})
	t.Run("secp224r1/n", func(t *testing.T) {
		testAsmField(t, asmFieldCase[secp224r1Fn]{secp224r1FnMul, secp224r1FnMulGo, secp224r1FnSqr, secp224r1FnSqrGo,
			secp224r1FnSqrN, secp224r1FnSqrNGo, func(z *secp224r1Fn) []uint64 { return z[:] }, Secp224r1Params.N,
			secp224r1FnAdd, secp224r1FnAddGo, secp224r1FnSub, secp224r1FnSubGo})
	})
	t.Run("secp256r1/p", func(t *testing.T) {
		testAsmField(t, asmFieldCase[secp256r1Fp]{secp256r1FpMul, secp256r1FpMulGo, secp256r1FpSqr, secp256r1FpSqrGo,
			secp256r1FpSqrN, secp256r1FpSqrNGo, func(z *secp256r1Fp) []uint64 { return z[:] }, Secp256r1Params.P,
			secp256r1FpAdd, secp256r1FpAddGo, secp256r1FpSub, secp256r1FpSubGo})
	})
	t.Run("secp256r1/n", func(t *testing.T) {
		testAsmField(t, asmFieldCase[secp256r1Fn]{secp256r1FnMul, secp256r1FnMulGo, secp256r1FnSqr, secp256r1FnSqrGo,
			secp256r1FnSqrN, secp256r1FnSqrNGo, func(z *secp256r1Fn) []uint64 { return z[:] }, Secp256r1Params.N,
			secp256r1FnAdd, secp256r1FnAddGo, secp256r1FnSub, secp256r1FnSubGo})
	})
	t.Run("secp256k1/p", func(t *testing.T) {
		testAsmField(t, asmFieldCase[secp256k1Fp]{secp256k1FpMul, secp256k1FpMulGo, secp256k1FpSqr, secp256k1FpSqrGo,
			secp256k1FpSqrN, secp256k1FpSqrNGo, func(z *secp256k1Fp) []uint64 { return z[:] }, Secp256k1Params.P,
			secp256k1FpAdd, secp256k1FpAddGo, secp256k1FpSub, secp256k1FpSubGo})
	})
	t.Run("secp256k1/n", func(t *testing.T) {
		testAsmField(t, asmFieldCase[secp256k1Fn]{secp256k1FnMul, secp256k1FnMulGo, secp256k1FnSqr, secp256k1FnSqrGo,
			secp256k1FnSqrN, secp256k1FnSqrNGo, func(z *secp256k1Fn) []uint64 { return z[:] }, Secp256k1Params.N,
			secp256k1FnAdd, secp256k1FnAddGo, secp256k1FnSub, secp256k1FnSubGo})
	})
}

// TestPlainFoldEdges multiplies, in secp256k1's plain field, x = 2^256 − 1
// by y = 1, which leaves v = x in [m, 2^256) for the last step (v − m taken
// for the carry of v + c), and by the y that make the second fold carry out
// of 2^256 (v − m taken for that carry): x·y = T with T − H·m = 2^256 +
// k·2^256 − j, which random inputs reach with probability 2^-190. x is not
// reduced, which Mul accepts (any value below 2^256).
func TestPlainFoldEdges(t *testing.T) {
	m, _ := new(big.Int).SetString(Secp256k1Params.P, 16)
	two256 := new(big.Int).Lsh(big.NewInt(1), 256)
	c := new(big.Int).Sub(two256, m)
	cm1 := new(big.Int).Sub(c, big.NewInt(1))
	x := secp256k1Fp{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}
	xv := new(big.Int).Sub(two256, big.NewInt(1))
	for k := int64(0); k <= 3; k++ {
		// y = (k·2^256 − j + c)/(c − 1) for the j in [1, c−1] that makes it
		// whole; y = 1 for k = 0.
		u := new(big.Int).Mul(big.NewInt(k), two256)
		u.Add(u, c)
		j := new(big.Int).Mod(u, cm1)
		if j.Sign() == 0 {
			j.Set(cm1)
		}
		yv := new(big.Int).Div(u.Sub(u, j), cm1)
		if k == 0 {
			yv.SetInt64(1)
		}
		var y secp256k1Fp
		setLimbs(y[:], yv)
		want := new(big.Int).Mul(xv, yv)
		want.Mod(want, m)
		var got secp256k1Fp
		check := func(name string) {
			t.Helper()
			if v := limbsValue(got[:]); v.Cmp(want) != 0 {
				t.Errorf("k = %d, %s: x·y = %x, want %x", k, name, v, want)
			}
		}
		secp256k1FpMulGo(&got, &x, &y)
		check("Go")
		if hasADX {
			saved := useADX
			useADX = true
			secp256k1FpMul(&got, &x, &y)
			useADX = saved
			check("assembly")
		}
	}
}

// TestSqrNVartime holds secp256k1's variable-time repeated squaring and
// multiplication (the square root's, asmSqrNVartime and asmMulVartime in
// the generator) to math/big, on random inputs and on the three that take
// their rare branches: x = 2^256 − 2^128 −
// c − d for d = −1, 0, 1 (c = 2^256 − m) squares to H·2^256 + L whose first
// fold T = L + H·c has its top word t4 = c and its low words T' = 2^256 −
// c² + (terms in d), so that T' + t4·c carries out of word 1 (d = ±1) or
// out of 2^256 itself (d = 0: v = 2^256 exactly, which is c). Random
// inputs take either branch with probability below 2^-60.
func TestSqrNVartime(t *testing.T) {
	saved := useADX
	defer func() { useADX = saved }()
	useADX = hasADX
	m, _ := new(big.Int).SetString(Secp256k1Params.P, 16)
	two256 := new(big.Int).Lsh(big.NewInt(1), 256)
	c := new(big.Int).Sub(two256, m)
	check := func(xv *big.Int, n int) {
		t.Helper()
		var x, got secp256k1Fp
		setLimbs(x[:], xv)
		want := new(big.Int).Exp(xv, new(big.Int).Lsh(big.NewInt(1), uint(n)), m)
		got.squareNVartime(&x, n)
		if v := limbsValue(got[:]); v.Cmp(want) != 0 {
			t.Fatalf("%x^(2^%d) = %x, want %x", xv, n, v, want)
		}
	}
	checkMul := func(xv, yv *big.Int) {
		t.Helper()
		var x, y, got secp256k1Fp
		setLimbs(x[:], xv)
		setLimbs(y[:], yv)
		got.mulVartime(&x, &y)
		v := limbsValue(got[:])
		want := new(big.Int).Mul(xv, yv)
		if v.Mod(v, m).Cmp(want.Mod(want, m)) != 0 {
			t.Fatalf("mulVartime(%x, %x) = %x mod m, want %x", xv, yv, v, want)
		}
	}
	for d := int64(-1); d <= 1; d++ {
		xv := new(big.Int).Lsh(big.NewInt(1), 128)
		xv.Add(xv, c).Add(xv, big.NewInt(d))
		xv.Sub(two256, xv)
		for n := 1; n <= 3; n++ {
			check(xv, n)
		}
		checkMul(xv, xv) // the same product, the same rare branch
	}
	rng := rand.New(rand.NewPCG(5, 6))
	var x secp256k1Fp
	for i := 0; i < 2000; i++ {
		randomLimbs(rng, x[:])
		reduceLimbs(x[:], m)
		xv := limbsValue(x[:])
		check(xv, 1+rng.IntN(20))
		var y secp256k1Fp
		randomLimbs(rng, y[:]) // not reduced: the chain multiplies such values
		checkMul(xv, limbsValue(y[:]))
	}
}

// scaledCase is one field's scaled repeated squaring (asmSqrNScaled in the
// generator), with inputs that reach its edges.
type scaledCase[T any] struct {
	sqrN  func(z, x *T, n uint64)
	on    func() bool // whether sqrN scales (SqrNScaledOn)
	limbs func(*T) []uint64
	mod   string
	edges [][]uint64
}

// testSqrNScaled holds a scaled repeated squaring to math/big. With its
// amd64 assembly (SqrNScaledOn) each squaring is X²·R⁻¹·2^−64 on the stored limbs X, so n of them
// give X^(2^n)·2^(−(64·limbs + 64)·(2^n − 1)) mod m, below 2^(64·limbs), for
// stored values anywhere below 2^(64·limbs) (the chain passes values that
// are not below m), every n up to 130; without it (SqrNScaledOn false) it is
// SqrN, X^(2^n)·R^(1 − 2^n) for the field's R (fieldForm: 1 for secp192r1's p on 32-bit ARM).
func testSqrNScaled[T any](t *testing.T, c scaledCase[T]) {
	saved := useADX
	defer func() { useADX = saved }()
	m, _ := new(big.Int).SetString(c.mod, 16)
	rBits, _, _ := fieldForm[T]()
	half := new(big.Int).ModInverse(big.NewInt(2), m)
	check := func(name string, scaled bool, x T, n uint64) {
		t.Helper()
		var z T
		c.sqrN(&z, &x, n)
		pow := new(big.Int).Lsh(big.NewInt(1), uint(n))
		want := new(big.Int).Exp(limbsValue(c.limbs(&x)), pow, m)
		shift := rBits // R = 2^rBits (fieldForm)
		if scaled {
			shift += 64
		}
		e := new(big.Int).Mul(big.NewInt(int64(shift)), pow.Sub(pow, big.NewInt(1)))
		want.Mul(want, new(big.Int).Exp(half, e, m)).Mod(want, m)
		if got := limbsValue(c.limbs(&z)); new(big.Int).Mod(got, m).Cmp(want) != 0 {
			t.Fatalf("%s(%x, %d) = %x, want %x mod m", name, c.limbs(&x), n, got, want)
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 600; i++ {
		var x T
		if i < len(c.edges) {
			copy(c.limbs(&x), c.edges[i])
		} else {
			randomLimbs(rng, c.limbs(&x))
		}
		n := uint64(1 + i%130)
		below := limbsValue(c.limbs(&x)).Cmp(m) < 0
		for _, asm := range []bool{true, false} {
			if asm && !hasADX {
				continue
			}
			useADX = asm
			// Unscaled it is SqrN, whose inputs are below m.
			if scaled := c.on(); scaled || below {
				check(fmt.Sprintf("useADX=%v", asm), scaled, x, n)
			}
		}
	}
}

// TestSqrNScaled runs testSqrNScaled on the fields whose square roots use
// scaled squarings: secp256r1 (a round whose last carry is provably zero)
// and secp192r1 (whose round carries out of 2^192 for about one value in
// 2^64; the last three edges, found by solving for the representative the
// block reduction produces, make it carry in their first squaring).
func TestSqrNScaled(t *testing.T) {
	ones := ^uint64(0)
	t.Run("secp256r1", func(t *testing.T) {
		testSqrNScaled(t, scaledCase[secp256r1Fp]{secp256r1FpSqrNScaled, secp256r1FpSqrNScaledOn,
			func(z *secp256r1Fp) []uint64 { return z[:] }, Secp256r1Params.P,
			[][]uint64{{}, {1}, {ones, ones, ones, ones},
				{ones, 0x00000000ffffffff, 0, 0xffffffff00000001},       // m
				{ones - 1, 0x00000000ffffffff, 0, 0xffffffff00000001}}}) // m − 1
	})
	t.Run("secp192r1", func(t *testing.T) {
		testSqrNScaled(t, scaledCase[secp192r1Fp]{secp192r1FpSqrNScaled, secp192r1FpSqrNScaledOn,
			func(z *secp192r1Fp) []uint64 { return z[:] }, Secp192r1Params.P,
			[][]uint64{{}, {1}, {ones, ones, ones},
				{ones, ones - 1, ones},     // m
				{ones - 1, ones - 1, ones}, // m − 1
				{0x5a776ada76d91843, 0x84217df9bd8e58fc, 0xf1b8ea66a355f41e},
				{0x65a4618bd9ba3446, 0x00e8dbccf875f8d0, 0xc83cfb518faeb1c9},
				{0x351469bffae3a73e, 0xd8cef325146d3380, 0xdada0c08efc3a02d}}})
	})
}

// TestSqrNMulAssemblyMatchesGo holds the fused run of squarings and
// multiplication of the square roots' chains (asmSqrNMul in the generator)
// to its Go twin, SqrN then Mul, with y = x and in place as the chains call
// it. The chains pass it values below 2m (its own results, which the
// assembly leaves lazy), so the inputs are taken below 2m, and the
// assembly's result must be below 2m and congruent to the Go result (which
// is below m) modulo m; each result is also fed back in, as the next step of
// a chain takes it.
func TestSqrNMulAssemblyMatchesGo(t *testing.T) {
	if runtime.GOARCH != "amd64" || !hasADX {
		t.Skip("the fused routine is amd64's assembly alone (elsewhere SqrNMul is SqrN then Mul)")
	}
	saved := useADX
	defer func() { useADX = saved }()
	t.Run("secp160r1/p", func(t *testing.T) {
		testSqrNMul(t, secp160r1FpSqrNMul, func(z *secp160r1Fp) []uint64 { return z[:] }, Secp160r1Params.P)
	})
	t.Run("secp224r1/p", func(t *testing.T) {
		testSqrNMul(t, secp224r1FpSqrNMul, func(z *secp224r1Fp) []uint64 { return z[:] }, Secp224r1Params.P)
	})
}

func testSqrNMul[T any](t *testing.T, sqrNMul func(z, x, y *T, n uint64), limbs func(*T) []uint64, mod string) {
	m, _ := new(big.Int).SetString(mod, 16)
	rng := rand.New(rand.NewPCG(7, 8))
	run := func(asm bool, x, y T, n uint64, form int) T {
		useADX = asm
		var z T
		switch form {
		case 0:
			sqrNMul(&z, &x, &y, n)
		case 1: // y = x, as in o2 = x²·x
			sqrNMul(&z, &x, &x, n)
		default: // z = x = y
			z = x
			sqrNMul(&z, &z, &z, n)
		}
		return z
	}
	twoM := new(big.Int).Lsh(m, 1)
	check := func(x, y T, n uint64, form int) T {
		t.Helper()
		got, want := run(true, x, y, n, form), run(false, x, y, n, form)
		g, w := limbsValue(limbs(&got)), limbsValue(limbs(&want))
		if g.Cmp(twoM) >= 0 || w.Cmp(m) >= 0 || new(big.Int).Mod(g, m).Cmp(w) != 0 {
			t.Fatalf("SqrNMul(%x, %x, %d) form %d: assembly %x, Go %x", limbs(&x), limbs(&y), n, form, limbs(&got), limbs(&want))
		}
		return got
	}
	// x = m (≡ 0, as a lazy value may be) squares to m and m·1 is m again,
	// with no final subtraction: the assembly's result is m itself, where
	// the Go twin's is 0.
	var x, y T
	setLimbs(limbs(&x), m)
	limbs(&y)[0] = 1
	for n := uint64(1); n <= 3; n++ {
		check(x, y, n, 0)
	}
	for i := 0; i < 3000; i++ {
		randomLimbs(rng, limbs(&x))
		randomLimbs(rng, limbs(&y))
		reduceLimbs(limbs(&x), twoM)
		reduceLimbs(limbs(&y), twoM)
		n := uint64(1 + rng.IntN(40))
		form := i % 3
		z := check(x, y, n, form)
		check(z, z, uint64(1+rng.IntN(4)), form) // the lazy result as the next input
		check(x, z, n, 0)
	}
}
