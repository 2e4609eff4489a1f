package ecc

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestWNAF checks that the digits sum back to k and obey the NAF rules.
func TestWNAF(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 2000; i++ {
		k := make([]byte, 1+rng.IntN(32))
		for j := range k {
			k[j] = byte(rng.Uint32())
		}
		if i < 256 {
			k = []byte{byte(i)}
		}
		if i >= 256 && i < 256+32*4 {
			// Long runs of equal bits (the skips of wnaf, across its 64-bit
			// windows and past k's top): all ones, all ones but the top
			// bit, a lone top bit, and ones but for one zero byte.
			j := i - 256
			k = make([]byte, 1+j/4)
			for b := range k {
				k[b] = 0xff
			}
			switch j % 4 {
			case 1:
				k[0] = 0x7f
			case 2:
				clear(k)
				k[0] = 0x80
			case 3:
				k[len(k)/2] = 0
			}
		}
		for _, w := range []uint{2, 4, 5, 7, 10} {
			var d [MaxScalarBits + 1]int16
			n := WNAF(&d, k, w)
			if n > 0 && d[n-1] == 0 {
				t.Fatalf("wnaf(%x, %d): top digit of %d is zero", k, w, n)
			}
			sum := new(big.Int)
			last := -int(w)
			for j := n - 1; j >= 0; j-- {
				sum.Lsh(sum, 1).Add(sum, big.NewInt(int64(d[j])))
				if d[j] != 0 {
					if d[j]%2 == 0 || d[j] >= 1<<(w-1) || d[j] <= -(1<<(w-1)) {
						t.Fatalf("bad digit %d (w=%d)", d[j], w)
					}
					if last-j < int(w) && last >= 0 {
						t.Fatalf("digits %d and %d closer than w=%d", last, j, w)
					}
					last = j
				}
			}
			if sum.Cmp(new(big.Int).SetBytes(k)) != 0 {
				t.Fatalf("wnaf(%x, %d) sums to %x", k, w, sum)
			}
		}
	}
}

// TestBooth checks that the signed radix-2^w digits sum back to k.
func TestBooth(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, w := range []int{4, 5, 6, 7} {
		for i := 0; i < 3000; i++ {
			k := make([]byte, 1+rng.IntN(32))
			for j := range k {
				k[j] = byte(rng.Uint32())
			}
			if i < 256 {
				k = []byte{0xff, byte(i)}
			}
			windows := (8*len(k) + 1 + w - 1) / w
			sum := new(big.Int)
			for d := windows - 1; d >= 0; d-- {
				mag, neg := BoothDigit(k, d, w)
				if mag > 1<<(w-1) {
					t.Fatalf("digit magnitude %d (w=%d)", mag, w)
				}
				v := big.NewInt(int64(mag))
				if neg == 1 {
					v.Neg(v)
				}
				sum.Lsh(sum, uint(w)).Add(sum, v)
			}
			if sum.Cmp(new(big.Int).SetBytes(k)) != 0 {
				t.Fatalf("boothDigit(%x, w=%d) sums to %x", k, w, sum)
			}
		}
	}
}

// TestOddDigits checks that the signed odd radix-2^w digits of an odd k
// (oddDigit below the top, ⌊k/2^(wD)⌋ | 1 at the top, as scalarBaseMult and
// scalarMult read them) are odd, at most 2^w − 1 in magnitude, and sum back
// to k.
func TestOddDigits(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, w := range []int{5, 6} {
		for i := 0; i < 3000; i++ {
			k := make([]byte, 1+rng.IntN(32))
			for j := range k {
				k[j] = byte(rng.Uint32())
			}
			if i < 128 {
				k = []byte{byte(i), 0xff}
			}
			k[len(k)-1] |= 1
			bits := new(big.Int).SetBytes(k).BitLen()
			top := (bits-1)/w + 1 - 1 // D − 1: the top digit's index
			if top < 0 {
				top = 0
			}
			sum := new(big.Int).SetUint64(Window(k, w*top, 8) | 1)
			if sum.Int64() >= 1<<w {
				t.Fatalf("top digit %d (w=%d)", sum.Int64(), w)
			}
			for d := top - 1; d >= 0; d-- {
				idx, neg := OddDigit(k, d, w)
				if idx >= 1<<(w-1) {
					t.Fatalf("index %d (w=%d)", idx, w)
				}
				v := big.NewInt(int64(2*idx + 1))
				if neg == 1 {
					v.Neg(v)
				}
				sum.Lsh(sum, uint(w)).Add(sum, v)
			}
			if sum.Cmp(new(big.Int).SetBytes(k)) != 0 {
				t.Fatalf("odd digits of %x (w=%d) sum to %x", k, w, sum)
			}
		}
	}
}
