package curves

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"
)

// invertValues returns the inputs of testInvert for the modulus m: the
// edge values of edgeValues, every power of two below m, every run of ones
// at the bottom (2^k − 1), runs of ones in the middle, m − 2^k, alternating
// bits, and n random values below m.
func invertValues(m *big.Int, n int, rng *rand.Rand) []*big.Int {
	one := big.NewInt(1)
	vals := edgeValues(m)
	bitLen := m.BitLen()
	for k := 0; k < bitLen; k++ {
		p := new(big.Int).Lsh(one, uint(k))
		vals = append(vals, p, new(big.Int).Sub(p, one), new(big.Int).Sub(m, p))
	}
	for width := 8; width < bitLen; width += 24 {
		run := new(big.Int).Sub(new(big.Int).Lsh(one, uint(width)), one)
		for shift := 1; shift+width < bitLen; shift += 37 {
			vals = append(vals, new(big.Int).Lsh(run, uint(shift)))
		}
	}
	for _, pat := range []uint64{0x5555555555555555, 0xaaaaaaaaaaaaaaaa, 0x3333333333333333, 0xf0f0f0f0f0f0f0f0} {
		v := new(big.Int)
		for i := 0; i < (bitLen+63)/64; i++ {
			v.Lsh(v, 64).Or(v, new(big.Int).SetUint64(pat))
		}
		vals = append(vals, v.Mod(v, m))
	}
	buf := make([]byte, (bitLen+7)/8)
	for range n {
		for i := range buf {
			buf[i] = byte(rng.Uint32())
		}
		vals = append(vals, new(big.Int).Mod(new(big.Int).SetBytes(buf), m))
	}
	var out []*big.Int
	for _, v := range vals {
		if v.Sign() >= 0 && v.Cmp(m) < 0 {
			out = append(out, v)
		}
	}
	return out
}

// testInvert holds Invert to math/big's ModInverse (0 to 0), checks
// x·Invert(x) = 1 with the field's own Mul, and checks that Invert works in
// place.
func testInvert[T any, PT fieldElement[T]](t *testing.T, modHex string, size int) {
	m, _ := new(big.Int).SetString(modHex, 16)
	rng := rand.New(rand.NewPCG(3, 4))
	var one T
	PT(&one).SetBytes([]byte{1})
	for _, v := range invertValues(m, 3000, rand.New(rand.NewPCG(rng.Uint64(), 5))) {
		var x, inv, prod T
		if PT(&x).SetBytes(v.FillBytes(make([]byte, size))) != 1 {
			t.Fatalf("SetBytes(%x) rejected a value below m", v)
		}
		PT(&inv).Invert(&x)
		out := make([]byte, size)
		PT(&inv).Bytes(out)
		want := new(big.Int).ModInverse(v, m)
		if want == nil {
			want = new(big.Int) // v = 0
		}
		if got := new(big.Int).SetBytes(out); got.Cmp(want) != 0 {
			t.Fatalf("Invert(%x) = %x, want %x", v, got, want)
		}
		PT(&prod).Mul(&x, &inv)
		if v.Sign() != 0 && PT(&prod).Equal(&one) != 1 {
			t.Fatalf("%x·Invert(%x) ≠ 1", v, v)
		}
		PT(&x).Invert(&x)
		if PT(&x).Equal(&inv) != 1 {
			t.Fatalf("Invert(%x) in place differs", v)
		}
	}
}

func TestInvert(t *testing.T) {
	ForEachMul(t, func(t *testing.T) {
		t.Run("secp160r1/p", func(t *testing.T) { testInvert[secp160r1Fp](t, Secp160r1Params.P, 20) })
		t.Run("secp160r1/n", func(t *testing.T) { testInvert[secp160r1Fn](t, Secp160r1Params.N, 21) })
		t.Run("secp192r1/p", func(t *testing.T) { testInvert[secp192r1Fp](t, Secp192r1Params.P, 24) })
		t.Run("secp192r1/n", func(t *testing.T) { testInvert[secp192r1Fn](t, Secp192r1Params.N, 24) })
		t.Run("secp224r1/p", func(t *testing.T) { testInvert[secp224r1Fp](t, Secp224r1Params.P, 28) })
		t.Run("secp224r1/n", func(t *testing.T) { testInvert[secp224r1Fn](t, Secp224r1Params.N, 28) })
		t.Run("secp256r1/p", func(t *testing.T) { testInvert[secp256r1Fp](t, Secp256r1Params.P, 32) })
		t.Run("secp256r1/n", func(t *testing.T) { testInvert[secp256r1Fn](t, Secp256r1Params.N, 32) })
		t.Run("secp256k1/p", func(t *testing.T) { testInvert[secp256k1Fp](t, Secp256k1Params.P, 32) })
		t.Run("secp256k1/n", func(t *testing.T) { testInvert[secp256k1Fn](t, Secp256k1Params.N, 32) })
	})
}

// hddivstepsNeeded counts the divsteps, from δ = 1/2, that take (f, g) =
// (m, x) to g = 0: the plain variable-time loop of safegcd-bounds
// ("hddivsteps"), on math/big, independent of safegcd.go.
func hddivstepsNeeded(m, x *big.Int) int {
	f, g := new(big.Int).Set(m), new(big.Int).Set(x)
	delta := big.NewRat(1, 2)
	one := big.NewRat(1, 1)
	n := 0
	for g.Sign() != 0 {
		if delta.Sign() > 0 && g.Bit(0) == 1 {
			delta.Sub(one, delta)
			f, g = g, new(big.Int).Sub(g, f)
		} else {
			delta.Add(one, delta)
			if g.Bit(0) == 1 {
				g.Add(g, f)
			}
		}
		g.Rsh(g, 1)
		n++
	}
	return n
}

// TestSafegcdSteps checks, on the inputs of TestInvert, that the divstep
// count of each field (batches·3·steps) covers what those inputs need, that
// an inner batch is an even number of steps up to 20, and that R² mod m and
// m⁻¹ mod 2^62 are right.
func TestSafegcdSteps(t *testing.T) {
	for _, c := range []struct {
		name, mod string
		one       []uint64 // R mod m: 1 in the field's representation
		p         *safegcdParams
	}{
		{"secp160r1/p", Secp160r1Params.P, new(secp160r1Fp).SetOne()[:], &secp160r1FpSafegcd},
		{"secp160r1/n", Secp160r1Params.N, new(secp160r1Fn).SetOne()[:], &secp160r1FnSafegcd},
		{"secp192r1/p", Secp192r1Params.P, new(secp192r1Fp).SetOne()[:], &secp192r1FpSafegcd},
		{"secp192r1/n", Secp192r1Params.N, new(secp192r1Fn).SetOne()[:], &secp192r1FnSafegcd},
		{"secp224r1/p", Secp224r1Params.P, new(secp224r1Fp).SetOne()[:], &secp224r1FpSafegcd},
		{"secp224r1/n", Secp224r1Params.N, new(secp224r1Fn).SetOne()[:], &secp224r1FnSafegcd},
		{"secp256r1/p", Secp256r1Params.P, new(secp256r1Fp).SetOne()[:], &secp256r1FpSafegcd},
		{"secp256r1/n", Secp256r1Params.N, new(secp256r1Fn).SetOne()[:], &secp256r1FnSafegcd},
		{"secp256k1/p", Secp256k1Params.P, new(secp256k1Fp).SetOne()[:], &secp256k1FpSafegcd},
		{"secp256k1/n", Secp256k1Params.N, new(secp256k1Fn).SetOne()[:], &secp256k1FnSafegcd},
	} {
		m, _ := new(big.Int).SetString(c.mod, 16)
		fromS62 := func(a signed62) *big.Int {
			v := new(big.Int)
			for i := 4; i >= 0; i-- {
				v.Lsh(v, 62).Add(v, big.NewInt(a[i]))
			}
			return v
		}
		if fromS62(c.p.m).Cmp(m) != 0 {
			t.Errorf("%s: m limbs wrong", c.name)
		}
		r := new(big.Int)
		for _, w := range slices.Backward(c.one) {
			r.Lsh(r, 64).Or(r, new(big.Int).SetUint64(w))
		}
		// Montgomery form (R = 2^(64·limbs)) or the plain one (R = 1).
		mont := new(big.Int).Lsh(big.NewInt(1), uint(64*len(c.one)))
		if r.Cmp(mont.Mod(mont, m)) != 0 && r.Cmp(big.NewInt(1)) != 0 {
			t.Errorf("%s: R mod m = %x is neither 2^%d mod m nor 1", c.name, r, 64*len(c.one))
		}
		r2 := new(big.Int).Mul(r, r)
		if fromS62(c.p.r2).Cmp(r2.Mod(r2, m)) != 0 {
			t.Errorf("%s: r2 wrong", c.name)
		}
		if uint64(c.p.m[0])*c.p.mInv62&mask62 != 1 {
			t.Errorf("%s: mInv62 wrong", c.name)
		}
		if c.p.steps > 20 || c.p.steps < 2 || c.p.steps%2 != 0 {
			t.Errorf("%s: %d steps per batch", c.name, c.p.steps)
		}
		most := 0
		for _, v := range invertValues(m, 300, rand.New(rand.NewPCG(7, 8))) {
			most = max(most, hddivstepsNeeded(m, v))
		}
		if total := c.p.batches * 3 * c.p.steps; most > total {
			t.Errorf("%s: an input needs %d divsteps, Invert does %d", c.name, most, total)
		} else {
			t.Logf("%s: at most %d divsteps needed by the test inputs; Invert does %d", c.name, most, total)
		}
	}
}

// TestInvertAllocs requires Invert not to allocate.
func TestInvertAllocs(t *testing.T) {
	var x secp256r1Fn
	x.SetBytes([]byte{7})
	if n := testing.AllocsPerRun(100, func() { x.Invert(&x) }); n != 0 {
		t.Fatalf("Invert allocates %v times", n)
	}
}

// benchmarkInvert times Invert on a fixed nonzero element, feeding each
// result back in so that the calls form a chain.
func benchmarkInvert[T any, PT fieldElement[T]](b *testing.B) {
	var x T
	PT(&x).SetBytesReduced([]byte{0x5a, 0x17, 0x33, 0x91, 0x02, 0xee, 0x41, 0x77, 0x08, 0xc3})
	for b.Loop() {
		PT(&x).Invert(&x)
	}
}

func BenchmarkInvert(b *testing.B) {
	b.Run("secp160r1Fp", benchmarkInvert[secp160r1Fp])
	b.Run("secp160r1Fn", benchmarkInvert[secp160r1Fn])
	b.Run("secp192r1Fp", benchmarkInvert[secp192r1Fp])
	b.Run("secp224r1Fp", benchmarkInvert[secp224r1Fp])
	b.Run("secp256r1Fp", benchmarkInvert[secp256r1Fp])
	b.Run("secp256r1Fn", benchmarkInvert[secp256r1Fn])
	b.Run("secp256k1Fp", benchmarkInvert[secp256k1Fp])
	b.Run("secp256k1Fn", benchmarkInvert[secp256k1Fn])
}
