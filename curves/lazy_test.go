package curves

import (
	"math/big"
	"math/rand/v2"
	"testing"
	"unsafe"
)

// TestLazyProductInputs holds the multiplication and the squaring of the
// fields whose point assembly leaves sums unreduced (secp160r1 and
// secp224r1; curves/internal/gen/lazy.go) to the bound that assembly relies
// on: inputs stored as any value below 16·m (not only below m) give the
// canonical Montgomery product x·y·R⁻¹ mod m. The inputs are the largest
// ones, k·m − 1 for k = 1…16, edge values plus multiples of m, and random
// values below 16·m, compared with math/big.
func TestLazyProductInputs(t *testing.T) {
	ForEachMul(t, func(t *testing.T) {
		testLazyProduct[secp160r1Fp](t, Secp160r1Params.P)
		testLazyProduct[secp224r1Fp](t, Secp224r1Params.P)
	})
}

func testLazyProduct[T any, PT fieldElement[T]](t *testing.T, modHex string) {
	m, _ := new(big.Int).SetString(modHex, 16)
	var zero T
	limbs := int(unsafe.Sizeof(zero) / 8)
	r := new(big.Int).Lsh(big.NewInt(1), uint(64*limbs))
	rInv := new(big.Int).ModInverse(r, m)
	limit := new(big.Int).Mul(m, big.NewInt(16))

	var inputs []*big.Int
	for k := int64(1); k <= 16; k++ {
		km := new(big.Int).Mul(m, big.NewInt(k))
		inputs = append(inputs, km.Sub(km, big.NewInt(1)))
	}
	for _, e := range edgeValues(m) {
		for _, k := range []int64{0, 1, 7, 15} {
			inputs = append(inputs, new(big.Int).Add(e, new(big.Int).Mul(m, big.NewInt(k))))
		}
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 200 {
		b := make([]byte, (limit.BitLen()+7)/8)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		inputs = append(inputs, new(big.Int).Mod(new(big.Int).SetBytes(b), limit))
	}

	set := func(v *big.Int) *T {
		e := new(T)
		l := unsafe.Slice((*uint64)(unsafe.Pointer(e)), limbs)
		w := new(big.Int).Set(v)
		for i := range l {
			l[i] = w.Uint64()
			w.Rsh(w, 64)
		}
		return e
	}
	get := func(e *T) *big.Int {
		l := unsafe.Slice((*uint64)(unsafe.Pointer(e)), limbs)
		v := new(big.Int)
		for i := limbs - 1; i >= 0; i-- {
			v.Lsh(v, 64).Or(v, new(big.Int).SetUint64(l[i]))
		}
		return v
	}
	check := func(op string, got *T, x, y *big.Int) {
		t.Helper()
		want := new(big.Int).Mul(x, y)
		want.Mul(want, rInv).Mod(want, m)
		if g := get(got); g.Cmp(want) != 0 {
			t.Fatalf("%s(%x, %x) = %x, want %x (canonical)", op, x, y, g, want)
		}
	}
	for i, x := range inputs {
		var z T
		PT(&z).Square(set(x))
		check("Square", &z, x, x)
		// y: another input, each k·m − 1 in turn, and 16·m − 1.
		for _, y := range []*big.Int{inputs[(i*7+3)%len(inputs)], inputs[i%16], inputs[15]} {
			PT(&z).Mul(set(x), set(y))
			check("Mul", &z, x, y)
		}
	}
}
