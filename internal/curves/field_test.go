package curves

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// fieldElement is the method set every generated field and scalar type has.
type fieldElement[T any] interface {
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

// edgeValues returns 0, 1, 2, m−2, m−1, 2^k ± 1 for k across the width, and
// values with long runs of ones and zeros: the inputs where carries go wrong.
func edgeValues(m *big.Int) []*big.Int {
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

func testField[T any, PT fieldElement[T]](t *testing.T, modHex string, size int, sqrt func(z, x *T) int) {
	m, _ := new(big.Int).SetString(modHex, 16)
	rng := rand.New(rand.NewPCG(1, 2))
	vals := edgeValues(m)
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

func TestFields(t *testing.T) { ForEachMul(t, testFields) }

func testFields(t *testing.T) {
	t.Run("secp160r1/p", func(t *testing.T) {
		testField[secp160r1Fp](t, Secp160r1Params.P, 20, (*secp160r1Fp).Sqrt)
	})
	t.Run("secp160r1/n", func(t *testing.T) { testField[secp160r1Fn](t, Secp160r1Params.N, 21, nil) })
	t.Run("secp192r1/p", func(t *testing.T) {
		testField[secp192r1Fp](t, Secp192r1Params.P, 24, (*secp192r1Fp).Sqrt)
	})
	t.Run("secp192r1/n", func(t *testing.T) { testField[secp192r1Fn](t, Secp192r1Params.N, 24, nil) })
	t.Run("secp224r1/p", func(t *testing.T) {
		testField[secp224r1Fp](t, Secp224r1Params.P, 28, (*secp224r1Fp).Sqrt)
	})
	t.Run("secp224r1/n", func(t *testing.T) { testField[secp224r1Fn](t, Secp224r1Params.N, 28, nil) })
	t.Run("secp256r1/p", func(t *testing.T) {
		testField[secp256r1Fp](t, Secp256r1Params.P, 32, (*secp256r1Fp).Sqrt)
	})
	t.Run("secp256r1/n", func(t *testing.T) { testField[secp256r1Fn](t, Secp256r1Params.N, 32, nil) })
	t.Run("secp256k1/p", func(t *testing.T) {
		testField[secp256k1Fp](t, Secp256k1Params.P, 32, (*secp256k1Fp).Sqrt)
	})
	t.Run("secp256k1/n", func(t *testing.T) { testField[secp256k1Fn](t, Secp256k1Params.N, 32, nil) })
}

// TestSquareNZero pins squareN(x, 0) = x: the assembly SqrN needs n ≥ 1
// (its loop counts down), and squareN keeps callers away from that.
func TestSquareNZero(t *testing.T) {
	var x, z secp256k1Fp
	x.SetBytes([]byte{0x12, 0x34})
	z.squareN(&x, 0)
	if z != x {
		t.Fatalf("squareN(x, 0) = %x, want %x", z, x)
	}
	z.squareN(&x, 1)
	var sq secp256k1Fp
	sq.Square(&x)
	if z != sq {
		t.Fatalf("squareN(x, 1) = %x, want x² = %x", z, sq)
	}
}
