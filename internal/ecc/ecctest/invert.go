package ecctest

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc"
)

// invertValues returns the inputs of Invert for the modulus m: the
// edge values of EdgeValues, every power of two below m, every run of ones
// at the bottom (2^k − 1), runs of ones in the middle, m − 2^k, alternating
// bits, and n random values below m.
func invertValues(m *big.Int, n int, rng *rand.Rand) []*big.Int {
	one := big.NewInt(1)
	vals := EdgeValues(m)
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

// Invert holds Invert to math/big's ModInverse (0 to 0), checks
// x·Invert(x) = 1 with the field's own Mul, and checks that Invert works in
// place; InvertVartime too, where the field has it (the scalars).
func Invert[T any, PT FieldElement[T]](t *testing.T, modHex string, size int) {
	m, _ := new(big.Int).SetString(modHex, 16)
	rng := rand.New(rand.NewPCG(3, 4))
	var one T
	PT(&one).SetBytes([]byte{1})
	// The scalar field's variable-time inversion, where T has it; it must
	// never fall back to Invert.
	var invertVartime func(z, x *T)
	if _, ok := any(&one).(interface{ InvertVartime(x *T) *T }); ok {
		invertVartime = func(z, x *T) { any(z).(interface{ InvertVartime(x *T) *T }).InvertVartime(x) }
		fallbacks := ecc.SafegcdVartimeFallbacks.Load()
		defer func() {
			if n := ecc.SafegcdVartimeFallbacks.Load() - fallbacks; n != 0 {
				t.Errorf("InvertVartime fell back to Invert %d times", n)
			}
		}()
	}
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
		if invertVartime != nil {
			var r T
			invertVartime(&r, &x)
			if PT(&r).Equal(&inv) != 1 {
				PT(&r).Bytes(out)
				t.Fatalf("InvertVartime(%x) = %x, want %x", v, out, want)
			}
			invertVartime(&x, &x)
			if PT(&x).Equal(&inv) != 1 {
				t.Fatalf("InvertVartime(%x) in place differs", v)
			}
			PT(&x).SetBytes(v.FillBytes(make([]byte, size)))
		}
		PT(&x).Invert(&x)
		if PT(&x).Equal(&inv) != 1 {
			t.Fatalf("Invert(%x) in place differs", v)
		}
	}
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

// BenchmarkInvert times Invert on a fixed nonzero element, feeding each
// result back in so that the calls form a chain.
func BenchmarkInvert[T any, PT FieldElement[T]](b *testing.B) {
	var x T
	PT(&x).SetBytesReduced([]byte{0x5a, 0x17, 0x33, 0x91, 0x02, 0xee, 0x41, 0x77, 0x08, 0xc3})
	for b.Loop() {
		PT(&x).Invert(&x)
	}
}

// BenchmarkInvertPublic is BenchmarkInvert for the variable-time
// inversion of the scalar field.
func BenchmarkInvertPublic[T any, PT interface {
	FieldElement[T]
	InvertVartime(x *T) *T
}](b *testing.B) {
	var x T
	PT(&x).SetBytesReduced([]byte{0x5a, 0x17, 0x33, 0x91, 0x02, 0xee, 0x41, 0x77, 0x08, 0xc3})
	for b.Loop() {
		PT(&x).InvertVartime(&x)
	}
}

// SafegcdSteps checks, on the inputs of Invert, that the divstep count of a
// field (Batches·3·Steps) covers what those inputs need, that an inner batch
// is an even number of steps up to 20, and that R² mod m and m⁻¹ mod 2^62
// are right; one is R mod m, 1 in the field's representation.
func SafegcdSteps(t *testing.T, modHex string, one []uint64, p *ecc.SafegcdParams) {
	m, _ := new(big.Int).SetString(modHex, 16)
	fromS62 := func(a ecc.Signed62) *big.Int {
		v := new(big.Int)
		for i := len(a) - 1; i >= 0; i-- {
			v.Lsh(v, 62).Add(v, big.NewInt(a[i]))
		}
		return v
	}
	if fromS62(p.M).Cmp(m) != 0 {
		t.Errorf("m limbs wrong")
	}
	r := new(big.Int)
	for _, w := range slices.Backward(one) {
		r.Lsh(r, 64).Or(r, new(big.Int).SetUint64(w))
	}
	// Montgomery form (R = 2^(64·limbs)) or the plain one (R = 1).
	mont := new(big.Int).Lsh(big.NewInt(1), uint(64*len(one)))
	if r.Cmp(mont.Mod(mont, m)) != 0 && r.Cmp(big.NewInt(1)) != 0 {
		t.Errorf("R mod m = %x is neither 2^%d mod m nor 1", r, 64*len(one))
	}
	r2 := new(big.Int).Mul(r, r)
	if fromS62(p.R2).Cmp(r2.Mod(r2, m)) != 0 {
		t.Errorf("r2 wrong")
	}
	const mask62 = 1<<62 - 1
	if uint64(p.M[0])*p.MInv62&mask62 != 1 {
		t.Errorf("mInv62 wrong")
	}
	if p.Steps > 20 || p.Steps < 2 || p.Steps%2 != 0 {
		t.Errorf("%d steps per batch", p.Steps)
	}
	most := 0
	for _, v := range invertValues(m, 300, rand.New(rand.NewPCG(7, 8))) {
		most = max(most, hddivstepsNeeded(m, v))
	}
	if total := p.Batches * 3 * p.Steps; most > total {
		t.Errorf("an input needs %d divsteps, Invert does %d", most, total)
	} else {
		t.Logf("at most %d divsteps needed by the test inputs; Invert does %d", most, total)
	}
}
