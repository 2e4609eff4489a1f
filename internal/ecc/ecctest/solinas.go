package ecctest

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// RandomPairs returns 200 pairs of values below 2^bits, from random limbs
// or limb patterns (RandomLimbs).
func RandomPairs(rng *rand.Rand, bits int) [][2]*big.Int {
	bound := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	var pairs [][2]*big.Int
	for range 200 {
		var v [2]*big.Int
		for i := range v {
			l := make([]uint64, (bits+63)/64)
			RandomLimbs(rng, l)
			v[i] = LimbsValue(l).Mod(LimbsValue(l), bound)
		}
		pairs = append(pairs, v)
	}
	return pairs
}

// SolinasProducts multiplies in the field T each pair of values (below
// 2^InputBits), recording in seen the fold's case of each (foldCase), and
// holds every product to math/big in the field's form, on the Go code and
// on the assembly (Switch.ForEach).
func SolinasProducts[T any](t *testing.T, s Switch, form Form, mul func(z, x, y *T), m *big.Int, pairs [][2]*big.Int, foldCase func(x, y *big.Int) string, seen map[string]bool) {
	rBits := form.RBits
	rInv := new(big.Int).ModInverse(new(big.Int).Lsh(big.NewInt(1), uint(rBits)), m)
	s.ForEach(t, func(t *testing.T) {
		for _, xy := range pairs {
			seen[foldCase(xy[0], xy[1])] = true
			var x, y, z T
			SetLimbs(LimbsOf(&x), xy[0])
			SetLimbs(LimbsOf(&y), xy[1])
			mul(&z, &x, &y)
			want := new(big.Int).Mul(xy[0], xy[1])
			want.Mul(want, rInv).Mod(want, m)
			if got := LimbsValue(LimbsOf(&z)); got.Cmp(want) != 0 {
				t.Fatalf("Mul(%x, %x) = %x, want %x", xy[0], xy[1], got, want)
			}
		}
	})
}
