package secp192r1

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc/ecctest"
)

// p192FoldCase models the fold of secp192r1's product on 32-bit ARM
// (solinasFold192 in internal/ecc/internal/gen/arm/asm.go) with math/big for x and y
// below 2^192: t = x·y = T + H·2^192, H = A0 + A1·2^64 + A2·2^128, r = T +
// A0·(1 + 2^64) + A1·(2^64 + 2^128) + A2·(1 + 2^64 + 2^128) = r' + c·2^192,
// u = r' + c·(2^64 + 1) = u' + c'·2^192. It returns c, c' and whether the
// final subtraction is taken (c' = 1 or u' ≥ m), and fails the test unless
// r ≡ x·y (mod m), c is in 0…2 and c' in 0…1, and u' + 2^64 + 1 < m where
// c' = 1: the bounds the assembly relies on.
func p192FoldCase(t *testing.T, m, x, y *big.Int) (c, c2 int64, subtract bool) {
	t.Helper()
	pow := func(k uint) *big.Int { return new(big.Int).Lsh(big.NewInt(1), k) }
	low := func(v *big.Int, k uint) *big.Int { return new(big.Int).And(v, new(big.Int).Sub(pow(k), big.NewInt(1))) }
	k64 := new(big.Int).Add(pow(64), big.NewInt(1))
	prod := new(big.Int).Mul(x, y)
	H := new(big.Int).Rsh(prod, 192)
	a0, a1, a2 := low(H, 64), low(new(big.Int).Rsh(H, 64), 64), new(big.Int).Rsh(H, 128)
	r := low(prod, 192)
	r.Add(r, new(big.Int).Mul(a0, k64))
	r.Add(r, new(big.Int).Mul(a1, new(big.Int).Add(pow(64), pow(128))))
	r.Add(r, new(big.Int).Mul(a2, new(big.Int).Add(k64, pow(128))))
	if new(big.Int).Mod(r, m).Cmp(new(big.Int).Mod(prod, m)) != 0 {
		t.Fatalf("fold of %x·%x: r ≢ x·y", x, y)
	}
	cb := new(big.Int).Rsh(r, 192)
	u := new(big.Int).Add(low(r, 192), new(big.Int).Mul(cb, k64))
	c2b := new(big.Int).Rsh(u, 192)
	u = low(u, 192)
	if cb.Int64() > 2 || c2b.Int64() > 1 || c2b.Int64() == 1 && new(big.Int).Add(u, k64).Cmp(m) >= 0 {
		t.Fatalf("fold of %x·%x: c = %v, c' = %v, u' = %x: outside the bounds", x, y, cb, c2b, u)
	}
	return cb.Int64(), c2b.Int64(), c2b.Int64() == 1 || u.Cmp(m) >= 0
}

// TestP192Fold is TestP224Fold for secp192r1 (p192FoldCase): inputs that
// reach c = 0, 1 and 2, c' = 1, and the final subtraction taken and not
// (found by a search over words 0, 1, 2, 2^32 − 1, 2^32 − 2 and 2^31 against
// powers of two, m and 2^192 − 1), and random values.
func TestP192Fold(t *testing.T) {
	m, _ := new(big.Int).SetString(params.P, 16)
	one := big.NewInt(1)
	pow := func(k uint) *big.Int { return new(big.Int).Lsh(one, k) }
	pairs := [][2]*big.Int{
		{big.NewInt(0), one},
		{pow(128), new(big.Int).Sub(pow(128), one)},
		{pow(160), new(big.Int).Sub(pow(128), one)},
		{pow(160), m},
		{pow(160), new(big.Int).Sub(pow(192), one)},
		{pow(128), new(big.Int).Sub(pow(192), one)},
		{new(big.Int).Add(new(big.Int).Sub(pow(192), pow(128)), pow(64)), m},
	}
	pairs = append(pairs, ecctest.RandomPairs(rand.New(rand.NewPCG(13, 14)), 192)...)
	seen := map[string]bool{}
	ecctest.SolinasProducts(t, asm, fpForm, func(z, x, y *fp) { z.Mul(x, y) }, m, pairs, func(x, y *big.Int) string {
		c, c2, subtract := p192FoldCase(t, m, x, y)
		return fmt.Sprintf("c = %d, c' = %d, subtraction %v", c, c2, subtract)
	}, seen)
	for _, k := range []string{"c = 0, c' = 0, subtraction false", "c = 0, c' = 0, subtraction true",
		"c = 1, c' = 0, subtraction false", "c = 1, c' = 0, subtraction true", "c = 2, c' = 0, subtraction false",
		"c = 2, c' = 0, subtraction true", "c = 1, c' = 1, subtraction true"} {
		if !seen[k] {
			t.Errorf("no input reaches the fold's case %s", k)
		}
	}
}
