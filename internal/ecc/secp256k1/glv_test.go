package secp256k1

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/uecc-go/uecc/internal/hexconst"
)

// TestGLVSplit checks the secp256k1 scalar split: k ≡ k1 + k2·λ (mod n) and
// |k1|, |k2| < 2^130, on edge and random scalars, including the ones next to
// the lattice points where the rounding of c1 and c2 changes.
func TestGLVSplit(t *testing.T) {
	n, _ := new(big.Int).SetString(params.N, 16)
	lambda, _ := new(big.Int).SetString("5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72", 16)
	bound := new(big.Int).Lsh(big.NewInt(1), 130)
	var ks []*big.Int
	for _, v := range []int64{0, 1, 2, 3} {
		ks = append(ks, big.NewInt(v), new(big.Int).Sub(n, big.NewInt(v+1)))
	}
	ks = append(ks, new(big.Int).Set(lambda), new(big.Int).Sub(n, lambda))
	half := new(big.Int).Rsh(n, 1)
	ks = append(ks, half, new(big.Int).Add(half, big.NewInt(1)))
	rng := rand.New(rand.NewPCG(11, 12))
	count := 20000
	if testing.Short() {
		count = 2000 // the qemu runs of make test-arm
	}
	for i := 0; i < count; i++ {
		b := make([]byte, 32)
		for j := range b {
			b[j] = byte(rng.Uint32())
		}
		if i%3 == 0 { // near multiples of n/2^k, where c1, c2 round
			b = new(big.Int).Rsh(n, uint(rng.IntN(200))).FillBytes(b)
			b[31] ^= byte(rng.IntN(4))
		}
		ks = append(ks, new(big.Int).Mod(new(big.Int).SetBytes(b), n))
	}
	for _, k := range ks {
		var k1b, k2b [32]byte
		neg1, neg2 := split(k.FillBytes(make([]byte, 32)), &k1b, &k2b)
		k1, k2 := new(big.Int).SetBytes(k1b[:]), new(big.Int).SetBytes(k2b[:])
		if k1.Cmp(bound) >= 0 || k2.Cmp(bound) >= 0 {
			t.Fatalf("split(%x): |k1| = %x, |k2| = %x, not below 2^130", k, k1, k2)
		}
		if neg1 == 1 {
			k1.Neg(k1)
		}
		if neg2 == 1 {
			k2.Neg(k2)
		}
		sum := new(big.Int).Mul(k2, lambda)
		sum.Add(sum, k1).Mod(sum, n)
		if sum.Cmp(k) != 0 {
			t.Fatalf("split(%x): k1 + k2·λ = %x", k, sum)
		}
	}
}

// TestGLVEndomorphism checks φ(G) = (β·x, y) = λ·G.
func TestGLVEndomorphism(t *testing.T) {
	lambda := hexconst.Decode("5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72")
	out := make([]byte, 64)
	New().ScalarBaseMult(out, lambda)
	var x fp
	x.Mul(&generator.x, &beta)
	want := make([]byte, 64)
	x.Bytes(want[:32])
	generator.y.Bytes(want[32:])
	if string(out) != string(want) {
		t.Fatalf("λ·G = %x, want (β·Gx, Gy) = %x", out, want)
	}
}
