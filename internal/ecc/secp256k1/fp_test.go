package secp256k1

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc/ecctest"
)

// TestPlainFoldEdges multiplies, in secp256k1's plain field, x = 2^256 − 1
// by y = 1, which leaves v = x in [m, 2^256) for the last step (v − m taken
// for the carry of v + c), and by the y that make the second fold carry out
// of 2^256 (v − m taken for that carry): x·y = T with T − H·m = 2^256 +
// k·2^256 − j, which random inputs reach with probability 2^-190. x is not
// reduced, which Mul accepts (any value below 2^256).
func TestPlainFoldEdges(t *testing.T) {
	m, _ := new(big.Int).SetString(params.P, 16)
	two256 := new(big.Int).Lsh(big.NewInt(1), 256)
	c := new(big.Int).Sub(two256, m)
	cm1 := new(big.Int).Sub(c, big.NewInt(1))
	x := fp{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}
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
		var y fp
		ecctest.SetLimbs(y[:], yv)
		want := new(big.Int).Mul(xv, yv)
		want.Mod(want, m)
		var got fp
		check := func(name string) {
			t.Helper()
			if v := ecctest.LimbsValue(got[:]); v.Cmp(want) != 0 {
				t.Errorf("k = %d, %s: x·y = %x, want %x", k, name, v, want)
			}
		}
		fpMulGo(&got, &x, &y)
		check("Go")
		if hasADX {
			saved := useADX
			useADX = true
			fpMul(&got, &x, &y)
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
	m, _ := new(big.Int).SetString(params.P, 16)
	two256 := new(big.Int).Lsh(big.NewInt(1), 256)
	c := new(big.Int).Sub(two256, m)
	check := func(xv *big.Int, n int) {
		t.Helper()
		var x, got fp
		ecctest.SetLimbs(x[:], xv)
		want := new(big.Int).Exp(xv, new(big.Int).Lsh(big.NewInt(1), uint(n)), m)
		got.squareNVartime(&x, n)
		if v := ecctest.LimbsValue(got[:]); v.Cmp(want) != 0 {
			t.Fatalf("%x^(2^%d) = %x, want %x", xv, n, v, want)
		}
	}
	checkMul := func(xv, yv *big.Int) {
		t.Helper()
		var x, y, got fp
		ecctest.SetLimbs(x[:], xv)
		ecctest.SetLimbs(y[:], yv)
		got.mulVartime(&x, &y)
		v := ecctest.LimbsValue(got[:])
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
	var x fp
	for i := 0; i < 2000; i++ {
		ecctest.RandomLimbs(rng, x[:])
		ecctest.ReduceLimbs(x[:], m)
		xv := ecctest.LimbsValue(x[:])
		check(xv, 1+rng.IntN(20))
		var y fp
		ecctest.RandomLimbs(rng, y[:]) // not reduced: the chain multiplies such values
		checkMul(xv, ecctest.LimbsValue(y[:]))
	}
}
