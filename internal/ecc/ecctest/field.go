package ecctest

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// FieldElement is the method set every generated field and scalar type has.
type FieldElement[T any] interface {
	*T
	Mul(x, y *T) *T
	Square(x *T) *T
	Add(x, y *T) *T
	Sub(x, y *T) *T
	Neg(x *T) *T
	CondNeg(x *T, cond int) *T
	Invert(x *T) *T
	Select(a, b *T, cond int) *T
	SetBytes(b []byte) int
	SetBytesReduced(b []byte) *T
	Bytes(out []byte)
	IsZero() int
	Equal(x *T) int
	IsOdd() int
}

// EdgeValues returns 0, 1, 2, m−2, m−1, 2^k ± 1 for k across the width, and
// values with long runs of ones and zeros: the inputs where carries go wrong.
func EdgeValues(m *big.Int) []*big.Int {
	vals := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2)}
	one := big.NewInt(1)
	vals = append(vals, new(big.Int).Sub(m, big.NewInt(2)), new(big.Int).Sub(m, one))
	for k := 1; k < m.BitLen(); k += 7 {
		p := new(big.Int).Lsh(one, uint(k))
		vals = append(vals, p, new(big.Int).Sub(p, one), new(big.Int).Add(p, one))
	}
	for k := 32; k < m.BitLen(); k += 32 {
		vals = append(vals, new(big.Int).Sub(m, new(big.Int).Lsh(one, uint(k))))
	}
	var out []*big.Int
	for _, v := range vals {
		if v.Sign() >= 0 && v.Cmp(m) < 0 {
			out = append(out, v)
		}
	}
	return out
}

// Field holds every operation of a field or scalar type to math/big on
// edge and random values: Mul, Square, Add, Sub, Neg, CondNeg, Select,
// Invert, IsZero, Equal, IsOdd, SetBytes (which rejects values ≥ m),
// SetBytesReduced and, where sqrt is not nil, the square root.
func Field[T any, PT FieldElement[T]](t *testing.T, modHex string, size int, sqrt func(z, x *T) int) {
	m, _ := new(big.Int).SetString(modHex, 16)
	rng := rand.New(rand.NewPCG(1, 2))
	vals := EdgeValues(m)
	for i := 0; i < 200; i++ {
		b := make([]byte, size)
		for j := range b {
			b[j] = byte(rng.Uint32())
		}
		vals = append(vals, new(big.Int).Mod(new(big.Int).SetBytes(b), m))
	}
	enc := func(v *big.Int) []byte { return v.FillBytes(make([]byte, size)) }
	load := func(v *big.Int) *T {
		z := new(T)
		if PT(z).SetBytes(enc(v)) != 1 {
			t.Fatalf("SetBytes(%x) rejected a value below m", v)
		}
		return z
	}
	get := func(z *T) *big.Int {
		out := make([]byte, size)
		PT(z).Bytes(out)
		return new(big.Int).SetBytes(out)
	}
	check := func(op string, got *T, want *big.Int, x, y *big.Int) {
		t.Helper()
		want = new(big.Int).Mod(want, m)
		if g := get(got); g.Cmp(want) != 0 {
			t.Fatalf("%s(%x, %x) = %x, want %x", op, x, y, g, want)
		}
	}
	// Values at or above m are rejected; below 2m, SetBytesReduced reduces.
	for _, v := range []*big.Int{m, new(big.Int).Add(m, big.NewInt(1))} {
		z := new(T)
		if len(enc(v)) == size && PT(z).SetBytes(enc(v)) != 0 {
			t.Fatalf("SetBytes(%x) accepted a value ≥ m", v)
		}
	}
	for i, x := range vals {
		y := vals[(i*7+3)%len(vals)]
		a, b := load(x), load(y)
		check("Mul", PT(new(T)).Mul(a, b), new(big.Int).Mul(x, y), x, y)
		check("Square", PT(new(T)).Square(a), new(big.Int).Mul(x, x), x, x)
		check("Add", PT(new(T)).Add(a, b), new(big.Int).Add(x, y), x, y)
		check("Sub", PT(new(T)).Sub(a, b), new(big.Int).Sub(x, y), x, y)
		check("Neg", PT(new(T)).Neg(a), new(big.Int).Neg(x), x, x)
		check("CondNeg1", PT(new(T)).CondNeg(a, 1), new(big.Int).Neg(x), x, x)
		check("CondNeg0", PT(new(T)).CondNeg(a, 0), x, x, x)
		check("Select1", PT(new(T)).Select(a, b, 1), x, x, y)
		check("Select0", PT(new(T)).Select(a, b, 0), y, x, y)
		inv := new(big.Int).ModInverse(x, m)
		if inv == nil {
			inv = new(big.Int)
		}
		check("Invert", PT(new(T)).Invert(a), inv, x, x)
		if got, want := PT(a).IsZero(), x.Sign() == 0; (got == 1) != want {
			t.Fatalf("IsZero(%x) = %d", x, got)
		}
		if got, want := PT(a).Equal(b), x.Cmp(y) == 0; (got == 1) != want {
			t.Fatalf("Equal(%x, %x) = %d", x, y, got)
		}
		if PT(a).IsOdd() != int(x.Bit(0)) {
			t.Fatalf("IsOdd(%x) wrong", x)
		}
		r := new(big.Int).Add(x, m)
		if r.BitLen() <= 8*size {
			check("SetBytesReduced", PT(new(T)).SetBytesReduced(r.FillBytes(make([]byte, size))), x, r, r)
		}
		if sqrt != nil {
			z := new(T)
			ok := sqrt(z, a)
			want := new(big.Int).ModSqrt(x, m)
			if (ok == 1) != (want != nil) {
				t.Fatalf("Sqrt(%x) ok = %d, want %v", x, ok, want != nil)
			}
			if ok == 1 {
				check("Sqrt²", PT(new(T)).Square(z), x, x, x)
			}
		}
	}
}

// Sqrt holds Sqrt to math/big on values whose squareness is known by
// construction: a² and a²·ν for random a and the least non-residue ν (found
// with big.Jacobi), small and edge values, and, where m ≡ 1 (mod 4), the
// elements g^k of the 2-Sylow subgroup (g = ν^q), which steer every digit of
// the discrete logarithm Tonelli–Shanks computes — g^k is a square exactly
// when k is even.
func Sqrt[T any, PT FieldElement[T]](t *testing.T, modHex string, size int, sqrt func(z, x *T) int) {
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
	for _, v := range EdgeValues(m) {
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

// BenchmarkSqrt times Sqrt of a fixed square (4 = 2², a square in every field).
func BenchmarkSqrt[T any, PT interface {
	*T
	SetOne() *T
	Add(x, y *T) *T
	Sqrt(x *T) int
}](b *testing.B) {
	var x, z T
	PT(&x).SetOne()
	PT(&x).Add(&x, &x)
	PT(&x).Add(&x, &x)
	for b.Loop() {
		if PT(&z).Sqrt(&x) != 1 {
			b.Fatal("4 has no square root")
		}
	}
}

// BenchmarkField runs the dependent multiplication and squaring of one field.
func BenchmarkField[T any, PT FieldElement[T]](b *testing.B, name string, x0, y0 *T) {
	b.Run(name+"/mul", func(b *testing.B) {
		x, y := *x0, *y0
		for b.Loop() {
			PT(&x).Mul(&x, &y)
		}
	})
	b.Run(name+"/sqr", func(b *testing.B) {
		x := *x0
		for b.Loop() {
			PT(&x).Square(&x)
		}
	})
}
