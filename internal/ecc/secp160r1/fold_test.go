package secp160r1

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc/ecctest"
)

// p160FoldCase models the fold of secp160r1's product on 32-bit ARM
// (solinasFold160 in internal/ecc/internal/gen/arm/asm.go) with math/big for x and
// y below 2^160: t = x·y = T + H·2^160, r = T + H + H·2^31 = r' + c·2^160,
// u = r' + c·(2^31 + 1) = u' + c'·2^160. It returns whether c is 0, c', and
// whether the final subtraction is taken (c' = 1 or u' ≥ m), and fails the
// test unless r ≡ x·y (mod m), c is below 2^32, c' is 0 or 1, and u' + 2^31
// + 1 < m where c' = 1: the bounds the assembly relies on.
func p160FoldCase(t *testing.T, m, x, y *big.Int) (c0 bool, c2 int64, subtract bool) {
	t.Helper()
	pow := func(k uint) *big.Int { return new(big.Int).Lsh(big.NewInt(1), k) }
	low := func(v *big.Int, k uint) *big.Int { return new(big.Int).And(v, new(big.Int).Sub(pow(k), big.NewInt(1))) }
	k31 := new(big.Int).Add(pow(31), big.NewInt(1))
	prod := new(big.Int).Mul(x, y)
	H := new(big.Int).Rsh(prod, 160)
	r := low(prod, 160)
	r.Add(r, H).Add(r, new(big.Int).Lsh(H, 31))
	if new(big.Int).Mod(r, m).Cmp(new(big.Int).Mod(prod, m)) != 0 {
		t.Fatalf("fold of %x·%x: r ≢ x·y", x, y)
	}
	c := new(big.Int).Rsh(r, 160)
	u := new(big.Int).Add(low(r, 160), new(big.Int).Mul(c, k31))
	c2b := new(big.Int).Rsh(u, 160)
	u = low(u, 160)
	if c.BitLen() > 32 || c2b.Int64() > 1 || c2b.Int64() == 1 && new(big.Int).Add(u, k31).Cmp(m) >= 0 {
		t.Fatalf("fold of %x·%x: c = %v, c' = %v, u' = %x: outside the bounds", x, y, c, c2b, u)
	}
	return c.Sign() == 0, c2b.Int64(), c2b.Int64() == 1 || u.Cmp(m) >= 0
}

// TestP160Fold is TestP224Fold for secp160r1 (p160FoldCase): inputs that
// reach c = 0 and c > 0, c' = 1, and the final subtraction taken and not
// (found by a search over words 0, 1, 2, 2^31 − 1, 2^31, 2^32 − 2 and
// 2^32 − 1 against powers of two, m and 2^160 − 1), and random values.
func TestP160Fold(t *testing.T) {
	m, _ := new(big.Int).SetString(params.P, 16)
	one := big.NewInt(1)
	pow := func(k uint) *big.Int { return new(big.Int).Lsh(one, k) }
	top := new(big.Int).Sub(pow(160), one)
	pairs := [][2]*big.Int{
		{big.NewInt(0), one},
		{pow(128), m},
		{pow(128), top},
		{pow(129), m},
		{pow(129), top},
	}
	pairs = append(pairs, ecctest.RandomPairs(rand.New(rand.NewPCG(15, 16)), 160)...)
	seen := map[string]bool{}
	ecctest.SolinasProducts(t, asm, fpForm, func(z, x, y *fp) { z.Mul(x, y) }, m, pairs, func(x, y *big.Int) string {
		c0, c2, subtract := p160FoldCase(t, m, x, y)
		return fmt.Sprintf("c = 0 %v, c' = %d, subtraction %v", c0, c2, subtract)
	}, seen)
	for _, k := range []string{"c = 0 true, c' = 0, subtraction false", "c = 0 true, c' = 0, subtraction true",
		"c = 0 false, c' = 0, subtraction false", "c = 0 false, c' = 0, subtraction true", "c = 0 false, c' = 1, subtraction true"} {
		if !seen[k] {
			t.Errorf("no input reaches the fold's case %s", k)
		}
	}
}
