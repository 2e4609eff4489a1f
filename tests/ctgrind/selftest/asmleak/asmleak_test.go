//go:build ctgrind_selftest && amd64

package asmleak

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"golang.org/x/sys/cpu"
)

// TestMontMul: the three copies compute the Montgomery product modulo n
// (natively, on a CPU with BMI2 and ADX): the leaks change no result.
func TestMontMul(t *testing.T) {
	if !cpu.X86.HasBMI2 || !cpu.X86.HasADX {
		t.Skip("no BMI2 and ADX")
	}
	n, _ := new(big.Int).SetString("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16)
	rInv := new(big.Int).ModInverse(new(big.Int).Lsh(big.NewInt(1), 256), n)
	toInt := func(x *[4]uint64) *big.Int {
		v := new(big.Int)
		for i := 3; i >= 0; i-- {
			v.Lsh(v, 64).Or(v, new(big.Int).SetUint64(x[i]))
		}
		return v
	}
	var table [256]uint64
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 1000; i++ {
		var x, y [4]uint64
		for j := range x {
			x[j], y[j] = rng.Uint64(), rng.Uint64()
		}
		x[3], y[3] = x[3]>>1, y[3]>>1 // below n
		want := new(big.Int).Mul(toInt(&x), toInt(&y))
		want.Mul(want, rInv).Mod(want, n)
		var z1, z2, z3 [4]uint64
		MontMul(&z1, &x, &y)
		MontMulIndexLeak(&z2, &x, &y, &table)
		MontMulBranchLeak(&z3, &x, &y)
		for _, z := range []*[4]uint64{&z1, &z2, &z3} {
			if toInt(z).Cmp(want) != 0 {
				t.Fatalf("MontMul(%x, %x) = %x, want %x", x, y, *z, want)
			}
		}
	}
}
