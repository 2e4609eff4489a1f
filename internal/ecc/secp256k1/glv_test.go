package secp256k1

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/uecc-go/uecc/internal/bigref"
	"github.com/uecc-go/uecc/internal/hexconst"
)

// TestGLVSplit checks the secp256k1 scalar split: k ≡ k1 + k2·λ (mod n) and
// |k1|, |k2| < 2^130, on edge and random scalars, including the ones next to
// the lattice points where the rounding of c1 and c2 changes, and ECDH's
// recoding of the same scalars into odd halves (glvRecode).
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
		// glvRecode: v_i = 2·c_i − (2^130 − 1), v1 + v2·λ ≡ k, c_i < 2^130.
		var c1, c2 [32]byte
		glvRecode(k.FillBytes(make([]byte, 32)), &c1, &c2)
		off := new(big.Int).Sub(bound, big.NewInt(1))
		v1 := new(big.Int).Lsh(new(big.Int).SetBytes(c1[:]), 1)
		v2 := new(big.Int).Lsh(new(big.Int).SetBytes(c2[:]), 1)
		if v1.Cmp(new(big.Int).Lsh(bound, 1)) >= 0 || v2.Cmp(new(big.Int).Lsh(bound, 1)) >= 0 {
			t.Fatalf("glvRecode(%x): c1 = %x, c2 = %x, not below 2^130", k, c1, c2)
		}
		v1.Sub(v1, off)
		v2.Sub(v2, off)
		sum.Mul(v2, lambda).Add(sum, v1).Mod(sum, n)
		if sum.Cmp(k) != 0 {
			t.Fatalf("glvRecode(%x): v1 + v2·λ = %x", k, sum)
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

// TestGLVLastWindow checks addLastWindow, the last window of scalarMultGLV,
// against math/big on the sums the Jacobian mixed addition cannot take and
// the earlier windows never meet: A = E1 (a doubling) and A = −E1 (infinity,
// then E2), beside ordinary ones, with A at random Zs. Its entries are the
// multiples of scalarMultGLV's tables, so every sum is a known multiple of p.
func TestGLVLastWindow(t *testing.T) {
	n, _ := new(big.Int).SetString(params.N, 16)
	lambda, _ := new(big.Int).SetString("5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72", 16)
	ref := bigref.New(params)
	eng := New()
	rng := rand.New(rand.NewPCG(21, 22))
	randomScalar := func() []byte {
		b := make([]byte, 32)
		for {
			for j := range b {
				b[j] = byte(rng.Uint32())
			}
			if eng.ScalarIsValid(b) == 1 {
				return b
			}
		}
	}
	for trial := 0; trial < 40; trial++ {
		pub := make([]byte, 64)
		eng.ScalarBaseMult(pub, randomScalar())
		var p affine
		if !p.decode(pub) {
			t.Fatal("decode of k·G failed")
		}
		var table, phiTable [16]affine
		var c jacobian
		glvTables(&table, &phiTable, &c, &p)
		j, j1, m := rng.IntN(16), rng.IntN(16), rng.IntN(16)
		for _, tc := range []struct {
			name   string
			e1     int // index of E1 in table
			e1Sign int64
		}{{"A = E1", j, 1}, {"A = -E1", j, -1}, {"random", j1, 1}, {"random, negated", j1, -1}} {
			// A = (2j+1)·p at the random Z r: (x·r², y·r³, r).
			var a jacobian
			var r, r2 fp
			r.SetBytes(randomScalar())
			r2.Square(&r)
			a.x.Mul(&table[j].x, &r2)
			a.y.Mul(&table[j].y, &r2)
			a.y.Mul(&a.y, &r)
			a.z = r
			e1, e2 := table[tc.e1], phiTable[m]
			if tc.e1Sign < 0 {
				e1.y.Neg(&e1.y)
			}
			var q point
			q.addLastWindow(&a, &c, &e1, &e2)
			k := big.NewInt(int64(2*j+1) + tc.e1Sign*int64(2*tc.e1+1))
			k.Add(k, new(big.Int).Mul(lambda, big.NewInt(int64(2*m+1)))).Mod(k, n)
			want := make([]byte, 64)
			if ref.ScalarMult(want, k.FillBytes(make([]byte, 32)), pub) != 1 {
				t.Fatalf("%s: reference failed", tc.name)
			}
			var qa affine
			q.affine(&qa)
			got := make([]byte, 64)
			qa.encode(got)
			if string(got) != string(want) {
				t.Fatalf("%s (j = %d, E1 = %d, m = %d): %x, want %x", tc.name, j, tc.e1, m, got, want)
			}
		}
	}
}
