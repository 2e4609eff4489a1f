package curves

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"
)

// p224FoldCase models the fold of secp224r1's product on 32-bit ARM
// (solinasFold224 in internal/curves/internal/gen/armasm.go) with math/big for x and y
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
	m, _ := new(big.Int).SetString(Secp224r1Params.P, 16)
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
	pairs = append(pairs, randomPairs(rand.New(rand.NewPCG(11, 12)), 224)...)

	seen := map[string]bool{}
	testSolinasProducts[secp224r1Fp](t, m, pairs, func(x, y *big.Int) string {
		c, subtract := p224FoldCase(t, m, x, y)
		return fmt.Sprintf("c = %d, subtraction %v", c, subtract)
	}, seen)
	for _, k := range []string{"c = -1, subtraction false", "c = 0, subtraction false", "c = 0, subtraction true", "c = 1, subtraction false"} {
		if !seen[k] {
			t.Errorf("no input reaches the fold's case %s", k)
		}
	}
}

// randomPairs returns 200 pairs of values below 2^bits, from random limbs
// or limb patterns (randomLimbs).
func randomPairs(rng *rand.Rand, bits int) [][2]*big.Int {
	bound := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	var pairs [][2]*big.Int
	for range 200 {
		var v [2]*big.Int
		for i := range v {
			l := make([]uint64, (bits+63)/64)
			randomLimbs(rng, l)
			v[i] = limbsValue(l).Mod(limbsValue(l), bound)
		}
		pairs = append(pairs, v)
	}
	return pairs
}

// testSolinasProducts multiplies in the field T each pair of values (below
// 2^InputBits), recording in seen the fold's case of each (foldCase), and
// holds every product to math/big in the field's form (fieldForm), with
// ForEachMul.
func testSolinasProducts[T any](t *testing.T, m *big.Int, pairs [][2]*big.Int, foldCase func(x, y *big.Int) string, seen map[string]bool) {
	rBits, _, _ := fieldForm[T]()
	rInv := new(big.Int).ModInverse(new(big.Int).Lsh(big.NewInt(1), uint(rBits)), m)
	ForEachMul(t, func(t *testing.T) {
		for _, xy := range pairs {
			seen[foldCase(xy[0], xy[1])] = true
			var x, y, z T
			setLimbs(limbsOf(&x), xy[0])
			setLimbs(limbsOf(&y), xy[1])
			fieldMul(&z, &x, &y)
			want := new(big.Int).Mul(xy[0], xy[1])
			want.Mul(want, rInv).Mod(want, m)
			if got := limbsValue(limbsOf(&z)); got.Cmp(want) != 0 {
				t.Fatalf("Mul(%x, %x) = %x, want %x", xy[0], xy[1], got, want)
			}
		}
	})
}

// fieldMul is the Mul method of the field types the tests here multiply in.
func fieldMul[T any](z, x, y *T) {
	switch z := any(z).(type) {
	case *secp160r1Fp:
		z.Mul(any(x).(*secp160r1Fp), any(y).(*secp160r1Fp))
	case *secp192r1Fp:
		z.Mul(any(x).(*secp192r1Fp), any(y).(*secp192r1Fp))
	case *secp224r1Fp:
		z.Mul(any(x).(*secp224r1Fp), any(y).(*secp224r1Fp))
	default:
		panic("fieldMul: not a field type of these tests")
	}
}

// p192FoldCase models the fold of secp192r1's product on 32-bit ARM
// (solinasFold192 in internal/curves/internal/gen/armasm.go) with math/big for x and y
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
	m, _ := new(big.Int).SetString(Secp192r1Params.P, 16)
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
	pairs = append(pairs, randomPairs(rand.New(rand.NewPCG(13, 14)), 192)...)
	seen := map[string]bool{}
	testSolinasProducts[secp192r1Fp](t, m, pairs, func(x, y *big.Int) string {
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

// p160FoldCase models the fold of secp160r1's product on 32-bit ARM
// (solinasFold160 in internal/curves/internal/gen/armasm.go) with math/big for x and
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
	m, _ := new(big.Int).SetString(Secp160r1Params.P, 16)
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
	pairs = append(pairs, randomPairs(rand.New(rand.NewPCG(15, 16)), 160)...)
	seen := map[string]bool{}
	testSolinasProducts[secp160r1Fp](t, m, pairs, func(x, y *big.Int) string {
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
