package ecctest

import (
	"math/big"
	"math/rand/v2"
)

// RandomElement passes set a big-endian value of size bytes: zero one time
// in eight, top one time in eight (the value stored as m − 1, the largest
// canonical limbs, which take the lazy sums of the assembly to their
// bounds), else random bytes (below 2m for every field here).
func RandomElement(rng *rand.Rand, size int, top string, set func([]byte)) {
	b := make([]byte, size)
	switch rng.IntN(8) {
	case 0:
	case 1:
		v, _ := new(big.Int).SetString(top, 16)
		v.FillBytes(b)
	default:
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
	}
	set(b)
}
