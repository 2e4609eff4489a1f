package curves

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// testSqrt holds Sqrt to math/big on values whose squareness is known by
// construction: a² and a²·ν for random a and the least non-residue ν (found
// with big.Jacobi), small and edge values, and, where m ≡ 1 (mod 4), the
// elements g^k of the 2-Sylow subgroup (g = ν^q), which steer every digit of
// the discrete logarithm Tonelli–Shanks computes — g^k is a square exactly
// when k is even.
func testSqrt[T any, PT fieldElement[T]](t *testing.T, modHex string, size int, sqrt func(z, x *T) int) {
	m, _ := new(big.Int).SetString(modHex, 16)
	one := big.NewInt(1)
	nu := big.NewInt(2)
	for big.Jacobi(nu, m) != -1 {
		nu.Add(nu, one)
	}
	type tc struct {
		x      *big.Int
		square int // 1, 0, or −1 for "ask big.Jacobi"
	}
	var cases []tc
	for _, v := range []int64{0, 1, 2, 3, 4, 5, 7, 9, 16} {
		cases = append(cases, tc{big.NewInt(v), -1})
	}
	for _, v := range edgeValues(m) {
		cases = append(cases, tc{v, -1})
	}
	rng := rand.New(rand.NewPCG(3, 4))
	rnd := func() *big.Int {
		b := make([]byte, size+8)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		return new(big.Int).Mod(new(big.Int).SetBytes(b), m)
	}
	for i := 0; i < 300; i++ {
		a := rnd()
		a2 := new(big.Int).Mul(a, a)
		cases = append(cases, tc{a2.Mod(a2, m), 1})
		if a.Sign() != 0 {
			n := new(big.Int).Mul(a2, nu)
			cases = append(cases, tc{n.Mod(n, m), 0})
		}
	}
	if new(big.Int).And(m, big.NewInt(3)).Int64() == 1 {
		mm1 := new(big.Int).Sub(m, one)
		q, s := new(big.Int).Set(mm1), 0
		for q.Bit(0) == 0 {
			q.Rsh(q, 1)
			s++
		}
		g := new(big.Int).Exp(nu, q, m)
		order := new(big.Int).Lsh(one, uint(s))
		ks := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), big.NewInt(3), big.NewInt(256), big.NewInt(255),
			new(big.Int).Sub(order, one), new(big.Int).Sub(order, big.NewInt(2)), new(big.Int).Rsh(order, 1),
			new(big.Int).Sub(new(big.Int).Rsh(order, 1), one)}
		for i := 0; i < 100; i++ {
			ks = append(ks, new(big.Int).Mod(rnd(), order))
		}
		for _, k := range ks {
			x := new(big.Int).Exp(g, k, m)
			cases = append(cases, tc{x, int(1 - k.Bit(0))})
			a := rnd()
			x = x.Mul(x, a).Mul(x, a).Mod(x, m)
			if a.Sign() != 0 {
				cases = append(cases, tc{x, int(1 - k.Bit(0))})
			}
		}
	}
	for _, c := range cases {
		x := c.x
		want := c.square
		if j := big.Jacobi(x, m); want == -1 {
			want = 1
			if j == -1 {
				want = 0
			}
		} else if (j != -1) != (want == 1) {
			t.Fatalf("test case %x: Jacobi %d disagrees with construction", x, j)
		}
		if (new(big.Int).ModSqrt(x, m) != nil) != (want == 1) {
			t.Fatalf("test case %x: ModSqrt disagrees with construction", x)
		}
		var a, z T
		if PT(&a).SetBytes(x.FillBytes(make([]byte, size))) != 1 {
			t.Fatalf("SetBytes(%x) failed", x)
		}
		ok := sqrt(&z, &a)
		if ok != want {
			t.Fatalf("Sqrt(%x) = %d, want %d", x, ok, want)
		}
		if alias := a; sqrt(&alias, &alias) != ok || (ok == 1 && PT(&alias).Equal(&z) != 1) {
			t.Fatalf("Sqrt(%x) in place differs", x)
		}
		if ok == 1 {
			out := make([]byte, size)
			PT(&z).Bytes(out)
			r := new(big.Int).SetBytes(out)
			if r.Cmp(m) >= 0 || new(big.Int).Exp(r, big.NewInt(2), m).Cmp(x) != 0 {
				t.Fatalf("Sqrt(%x) = %x, whose square is not x", x, r)
			}
		}
	}
}

func TestSqrt(t *testing.T) {
	ForEachMul(t, func(t *testing.T) {
		t.Run("secp160r1", func(t *testing.T) {
			testSqrt[secp160r1Fp](t, Secp160r1Params.P, 20, (*secp160r1Fp).Sqrt)
		})
		t.Run("secp192r1", func(t *testing.T) {
			testSqrt[secp192r1Fp](t, Secp192r1Params.P, 24, (*secp192r1Fp).Sqrt)
		})
		t.Run("secp224r1", func(t *testing.T) {
			testSqrt[secp224r1Fp](t, Secp224r1Params.P, 28, (*secp224r1Fp).Sqrt)
		})
		t.Run("secp256r1", func(t *testing.T) {
			testSqrt[secp256r1Fp](t, Secp256r1Params.P, 32, (*secp256r1Fp).Sqrt)
		})
		t.Run("secp256k1", func(t *testing.T) {
			testSqrt[secp256k1Fp](t, Secp256k1Params.P, 32, (*secp256k1Fp).Sqrt)
		})
	})
}
