package secp224r1

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc/ecctest"
)

// p224FoldCase models the fold of secp224r1's product on 32-bit ARM
// (solinasFold224 in internal/ecc/internal/gen/arm/asm.go) with math/big for x and y
// below 2^224: t = x·y = T + H·2^224, X = H's words 4…6, V = H's words 0…3
// + X, r = T + V·(2^96 − 1) − X·2^128 = r' + c·2^224, u = r' + c·(2^96 − 1).
// It returns c and whether u ≥ m (the final subtraction is taken), and
// fails the test unless r ≡ x·y (mod m), c is in −1…1 and u is in [0,
// 2^224): the bounds the assembly relies on to keep no top word after the
// second step.
func p224FoldCase(t *testing.T, m, x, y *big.Int) (c int64, subtract bool) {
	t.Helper()
	two224 := new(big.Int).Lsh(big.NewInt(1), 224)
	k96 := new(big.Int).Lsh(big.NewInt(1), 96)
	k96.Sub(k96, big.NewInt(1)) // 2^96 − 1
	prod := new(big.Int).Mul(x, y)
	T := new(big.Int).Mod(prod, two224)
	H := new(big.Int).Rsh(prod, 224)
	X := new(big.Int).Rsh(H, 128)
	V := new(big.Int).Mod(H, new(big.Int).Lsh(big.NewInt(1), 128))
	V.Add(V, X)
	r := new(big.Int).Mul(V, k96)
	r.Add(r, T).Sub(r, new(big.Int).Lsh(X, 128))
	if new(big.Int).Mod(r, m).Cmp(new(big.Int).Mod(prod, m)) != 0 {
		t.Fatalf("fold of %x·%x: r ≢ x·y", x, y)
	}
	cBig := new(big.Int).Rsh(r, 224) // floor, also for negative r
	if !cBig.IsInt64() || cBig.Int64() < -1 || cBig.Int64() > 1 {
		t.Fatalf("fold of %x·%x: c = %v, outside −1…1", x, y, cBig)
	}
	u := new(big.Int).Sub(r, new(big.Int).Mul(cBig, m))
	if u.Sign() < 0 || u.Cmp(two224) >= 0 {
		t.Fatalf("fold of %x·%x: u = %x, outside [0, 2^224)", x, y, u)
	}
	return cBig.Int64(), u.Cmp(m) >= 0
}

// TestP224Fold multiplies, in secp224r1's field, inputs that reach every
// case of the 32-bit ARM fold (p224FoldCase): c = −1 (x and y multiples of
// 2^176: the product is all in H's top words), c = 1 ((2^176 − 1)·(2^176 +
// 1) = 2^352 − 1), c = 0 with and without the final subtraction (1·y for y
// ≥ m, and random values), and holds every product to math/big. It requires
// every case to be reached, so that a change of the inputs cannot leave one
// out. On the other targets it runs the same inputs through their
// Montgomery product.
func TestP224Fold(t *testing.T) {
	m, _ := new(big.Int).SetString(params.P, 16)
	one := big.NewInt(1)
	pow := func(k uint) *big.Int { return new(big.Int).Lsh(one, k) }
	two224 := pow(224)
	var pairs [][2]*big.Int
	for _, a := range []*big.Int{one, big.NewInt(3), new(big.Int).Sub(pow(48), one), pow(47)} {
		for _, b := range []*big.Int{one, new(big.Int).Sub(pow(48), one)} {
			pairs = append(pairs, [2]*big.Int{new(big.Int).Lsh(a, 176), new(big.Int).Lsh(b, 176)})
		}
	}
	pairs = append(pairs, [2]*big.Int{new(big.Int).Sub(pow(176), one), new(big.Int).Add(pow(176), one)})
	for _, y := range []*big.Int{m, new(big.Int).Add(m, one), new(big.Int).Sub(two224, one), new(big.Int).Sub(m, one)} {
		pairs = append(pairs, [2]*big.Int{one, y})
	}
	pairs = append(pairs, ecctest.RandomPairs(rand.New(rand.NewPCG(11, 12)), 224)...)

	seen := map[string]bool{}
	ecctest.SolinasProducts(t, asm, fpForm, func(z, x, y *fp) { z.Mul(x, y) }, m, pairs, func(x, y *big.Int) string {
		c, subtract := p224FoldCase(t, m, x, y)
		return fmt.Sprintf("c = %d, subtraction %v", c, subtract)
	}, seen)
	for _, k := range []string{"c = -1, subtraction false", "c = 0, subtraction false", "c = 0, subtraction true", "c = 1, subtraction false"} {
		if !seen[k] {
			t.Errorf("no input reaches the fold's case %s", k)
		}
	}
}
