package ecctest

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"
)

// AsmFieldCase is one field's assembly functions and their Go twins.
type AsmFieldCase[T any] struct {
	Mul, MulGo   func(z, x, y *T)
	Sqr, SqrGo   func(z, x *T)
	SqrN, SqrNGo func(z, x *T, n uint64)
	Mod          string // the modulus, hex
	Form         Form
	Add, AddGo   func(z, x, y *T)
	Sub, SubGo   func(z, x, y *T)
}

// AsmField runs a field's multiplication, squaring, repeated squaring,
// addition and subtraction in assembly and in Go on the same inputs and
// requires the same limbs.
func AsmField[T any](t *testing.T, c AsmFieldCase[T]) {
	rng := rand.New(rand.NewPCG(3, 4))
	// The assembly SqrN of some fields (sqrNLazy in the generator) leaves
	// its intermediate squares below 2m and reduces once at the end, which
	// needs an input below m, what the package passes it: SqrN's inputs are
	// reduced.
	m, _ := new(big.Int).SetString(c.Mod, 16)
	// On a field with 8 spare bits (lazyOK in the generator) the package
	// passes Mul and Sqr values below 16m (lazyCap: lazy sums in the point
	// formulas), and P-224's two-word Montgomery digits rely on that bound
	// (its products must stay below 2^356): there the inputs are taken below
	// 16m. Elsewhere they are any value below the bound of the field's form
	// (Form): R, or for a p stored as itself on 32-bit ARM 2^(its words'
	// bits).
	inBound := new(big.Int).Lsh(new(big.Int).SetInt64(1), uint(c.Form.InputBits))
	if c.Form.Lazy {
		inBound.Mul(m, big.NewInt(16))
	}
	var x, y, got, want T
	same := func(op string, extra ...any) {
		t.Helper()
		g, w := LimbsOf(&got), LimbsOf(&want)
		for i := range g {
			if g[i] != w[i] {
				t.Fatalf("%s%v(%x, %x): assembly %x, Go %x", op, extra, LimbsOf(&x), LimbsOf(&y), g, w)
			}
		}
	}
	// Every pair of edge values first: they reach the final subtractions
	// and, on a plain field, the last step of the fold (1·y for y ≥ m),
	// which random inputs almost never do.
	one := big.NewInt(1)
	// R mod m, the Montgomery form of 1 (R = 2^(64·limbs)), makes a product
	// by the others land on them, and so end near m before the final
	// reduction.
	rModM := new(big.Int).Lsh(one, uint(64*len(LimbsOf(&x))))
	rModM.Mod(rModM, m)
	edges := []*big.Int{big.NewInt(0), one, big.NewInt(2), new(big.Int).Sub(m, one), m,
		new(big.Int).Add(m, one), new(big.Int).Sub(inBound, one), rModM}
	for _, a := range edges {
		SetLimbs(LimbsOf(&x), a)
		y = x
		c.Sqr(&got, &x)
		c.SqrGo(&want, &x)
		same("Sqr")
		for _, b := range edges {
			SetLimbs(LimbsOf(&x), a)
			SetLimbs(LimbsOf(&y), b)
			c.Mul(&got, &x, &y)
			c.MulGo(&want, &x, &y)
			same("Mul")
			c.Add(&got, &x, &y)
			c.AddGo(&want, &x, &y)
			same("Add")
			c.Sub(&got, &x, &y)
			c.SubGo(&want, &x, &y)
			same("Sub")
		}
	}
	for i := 0; i < 20000; i++ {
		RandomLimbs(rng, LimbsOf(&x))
		RandomLimbs(rng, LimbsOf(&y))
		ReduceLimbs(LimbsOf(&x), inBound)
		ReduceLimbs(LimbsOf(&y), inBound)
		c.Mul(&got, &x, &y)
		c.MulGo(&want, &x, &y)
		same("Mul")
		c.Sqr(&got, &x)
		c.SqrGo(&want, &x)
		same("Sqr")
		c.Add(&got, &x, &y)
		c.AddGo(&want, &x, &y)
		same("Add")
		c.Sub(&got, &x, &y)
		c.SubGo(&want, &x, &y)
		same("Sub")
		// In place, as the package calls them: z = x = y.
		got, want = x, x
		c.Mul(&got, &got, &got)
		c.MulGo(&want, &want, &want)
		same("Mul in place")
		if i%16 == 0 {
			ReduceLimbs(LimbsOf(&x), m)
			n := uint64(1 + rng.IntN(5)) // n ≥ 1: the amd64 loop needs it
			c.SqrN(&got, &x, n)
			c.SqrNGo(&want, &x, n)
			same("SqrN", n)
			got, want = x, x
			c.SqrN(&got, &got, n)
			c.SqrNGo(&want, &want, n)
			same("SqrN in place", n)
		}
	}
}

// ScaledCase is one field's scaled repeated squaring (asmSqrNScaled in the
// generator), with inputs that reach its edges.
type ScaledCase[T any] struct {
	SqrN  func(z, x *T, n uint64)
	On    func() bool // whether SqrN scales (SqrNScaledOn)
	Mod   string
	Form  Form
	Edges [][]uint64
}

// SqrNScaled holds a scaled repeated squaring to math/big. With its
// amd64 assembly (SqrNScaledOn) each squaring is X²·R⁻¹·2^−64 on the stored limbs X, so n of them
// give X^(2^n)·2^(−(64·limbs + 64)·(2^n − 1)) mod m, below 2^(64·limbs), for
// stored values anywhere below 2^(64·limbs) (the chain passes values that
// are not below m), every n up to 130; without it (SqrNScaledOn false) it is
// SqrN, X^(2^n)·R^(1 − 2^n) for the field's R (Form: 1 for secp192r1's p on 32-bit ARM).
func SqrNScaled[T any](t *testing.T, s Switch, c ScaledCase[T]) {
	defer s.restore()()
	m, _ := new(big.Int).SetString(c.Mod, 16)
	rBits := c.Form.RBits
	half := new(big.Int).ModInverse(big.NewInt(2), m)
	check := func(name string, scaled bool, x T, n uint64) {
		t.Helper()
		var z T
		c.SqrN(&z, &x, n)
		pow := new(big.Int).Lsh(big.NewInt(1), uint(n))
		want := new(big.Int).Exp(LimbsValue(LimbsOf(&x)), pow, m)
		shift := rBits // R = 2^rBits (Form)
		if scaled {
			shift += 64
		}
		e := new(big.Int).Mul(big.NewInt(int64(shift)), pow.Sub(pow, big.NewInt(1)))
		want.Mul(want, new(big.Int).Exp(half, e, m)).Mod(want, m)
		if got := LimbsValue(LimbsOf(&z)); new(big.Int).Mod(got, m).Cmp(want) != 0 {
			t.Fatalf("%s(%x, %d) = %x, want %x mod m", name, LimbsOf(&x), n, got, want)
		}
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 600; i++ {
		var x T
		if i < len(c.Edges) {
			copy(LimbsOf(&x), c.Edges[i])
		} else {
			RandomLimbs(rng, LimbsOf(&x))
		}
		n := uint64(1 + i%130)
		below := LimbsValue(LimbsOf(&x)).Cmp(m) < 0
		for _, asm := range []bool{true, false} {
			if asm && !s.Has {
				continue
			}
			*s.Use = asm
			// Unscaled it is SqrN, whose inputs are below m.
			if scaled := c.On(); scaled || below {
				check(fmt.Sprintf("useADX=%v", asm), scaled, x, n)
			}
		}
	}
}

// SqrNMul holds the fused run of squarings and multiplication of the square
// roots' chains (asmSqrNMul in the generator) to its Go twin, SqrN then
// Mul, with y = x and in place as the chains call it. The chains pass it
// values below 2m (its own results, which the assembly leaves lazy), so the
// inputs are taken below 2m, and the assembly's result must be below 2m and
// congruent to the Go result (which is below m) modulo m; each result is
// also fed back in, as the next step of a chain takes it.
func SqrNMul[T any](t *testing.T, s Switch, sqrNMul func(z, x, y *T, n uint64), mod string) {
	defer s.restore()()
	m, _ := new(big.Int).SetString(mod, 16)
	rng := rand.New(rand.NewPCG(7, 8))
	run := func(asm bool, x, y T, n uint64, form int) T {
		*s.Use = asm
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
		g, w := LimbsValue(LimbsOf(&got)), LimbsValue(LimbsOf(&want))
		if g.Cmp(twoM) >= 0 || w.Cmp(m) >= 0 || new(big.Int).Mod(g, m).Cmp(w) != 0 {
			t.Fatalf("SqrNMul(%x, %x, %d) form %d: assembly %x, Go %x", LimbsOf(&x), LimbsOf(&y), n, form, LimbsOf(&got), LimbsOf(&want))
		}
		return got
	}
	// x = m (≡ 0, as a lazy value may be) squares to m and m·1 is m again,
	// with no final subtraction: the assembly's result is m itself, where
	// the Go twin's is 0.
	var x, y T
	SetLimbs(LimbsOf(&x), m)
	LimbsOf(&y)[0] = 1
	for n := uint64(1); n <= 3; n++ {
		check(x, y, n, 0)
	}
	for i := 0; i < 3000; i++ {
		RandomLimbs(rng, LimbsOf(&x))
		RandomLimbs(rng, LimbsOf(&y))
		ReduceLimbs(LimbsOf(&x), twoM)
		ReduceLimbs(LimbsOf(&y), twoM)
		n := uint64(1 + rng.IntN(40))
		form := i % 3
		z := check(x, y, n, form)
		check(z, z, uint64(1+rng.IntN(4)), form) // the lazy result as the next input
		check(x, z, n, 0)
	}
}
