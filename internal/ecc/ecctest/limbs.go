package ecctest

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"unsafe"
)

// limbPatterns are limb values where carries and borrows go wrong.
var limbPatterns = []uint64{0, 1, 2, 1 << 32, 1<<32 - 1, 1 << 63, 1<<63 - 1, ^uint64(0), ^uint64(0) - 1, 0xffffffff00000001}

// RandomLimbs fills l with random limbs, or, one time in two, with a mix of
// limbPatterns and random limbs. The values are not reduced: they are any
// value below R, which the Montgomery multiplication accepts (with a result
// that is then not always below m), so that the assembly is held to the Go
// code beyond the inputs the package produces.
func RandomLimbs(rng *rand.Rand, l []uint64) {
	patterns := rng.IntN(2) == 0
	for i := range l {
		if patterns && rng.IntN(4) != 0 {
			l[i] = limbPatterns[rng.IntN(len(limbPatterns))]
		} else {
			l[i] = rng.Uint64()
		}
	}
}

// ReduceLimbs sets the little-endian limbs l to their value mod m.
func ReduceLimbs(l []uint64, m *big.Int) {
	v := LimbsValue(l)
	SetLimbs(l, v.Mod(v, m))
}

// LimbsValue returns the value of the little-endian limbs l.
func LimbsValue(l []uint64) *big.Int {
	v := new(big.Int)
	for _, w := range slices.Backward(l) {
		v.Lsh(v, 64).Or(v, new(big.Int).SetUint64(w))
	}
	return v
}

// SetLimbs sets the little-endian limbs l to v (below 2^(64·len(l))).
func SetLimbs(l []uint64, v *big.Int) {
	for i := range l {
		l[i] = new(big.Int).Rsh(v, uint(64*i)).Uint64()
	}
}

// LimbsOf views a field element (an array of uint64 limbs) as a slice.
func LimbsOf[T any](x *T) []uint64 {
	return unsafe.Slice((*uint64)(unsafe.Pointer(x)), unsafe.Sizeof(*x)/8)
}
