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

// TestSignedBinaryDigits checks that the digits of SignedBinaryDigit are
// odd, at most 2^w − 1 in magnitude, and sum to 2c − (2^L − 1) for c below
// 2^L, L = w·windows, and that OffsetSigned gives c = s + 2^(L−1) for the
// signed s it is given.
func TestSignedBinaryDigits(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, w := range []int{4, 5, 6, 7} {
		for _, windows := range []int{26, 27} {
			bitLen := w * windows
			if bitLen >= 256 || bitLen <= 65 {
				continue
			}
			for i := 0; i < 3000; i++ {
				rb := make([]byte, 32)
				for j := range rb {
					rb[j] = byte(rng.Uint32())
				}
				c := new(big.Int).SetBytes(rb)
				c.Mod(c, new(big.Int).Lsh(big.NewInt(1), uint(bitLen)))
				switch i {
				case 0:
					c.SetInt64(0)
				case 1:
					c.Lsh(big.NewInt(1), uint(bitLen)).Sub(c, big.NewInt(1))
				}
				cb := c.FillBytes(make([]byte, 32))
				sum := new(big.Int)
				addOddDigits(t, sum, windows, w, func(d int) (uint64, int) { return SignedBinaryDigit(cb, d, w) })
				want := new(big.Int).Lsh(c, 1)
				want.Sub(want, new(big.Int).Lsh(big.NewInt(1), uint(bitLen))).Add(want, big.NewInt(1))
				if sum.Cmp(want) != 0 {
					t.Fatalf("SignedBinaryDigit(%x, w=%d) sums to %x, want %x", c, w, sum, want)
				}
				// OffsetSigned: s = c − 2^(L−1), given as |s| and its sign.
				half := new(big.Int).Lsh(big.NewInt(1), uint(bitLen-1))
				s := new(big.Int).Sub(c, half)
				neg := 0
				if s.Sign() < 0 {
					neg = 1
				}
				if new(big.Int).Abs(s).Cmp(half) >= 0 {
					continue
				}
				mb := new(big.Int).Abs(s).FillBytes(make([]byte, 32))
				OffsetSigned(mb, neg, bitLen)
				if got := new(big.Int).SetBytes(mb); got.Cmp(c) != 0 {
					t.Fatalf("OffsetSigned(|%x|, %d, %d) = %x, want %x", s, neg, bitLen, got, c)
				}
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
			addOddDigits(t, sum, top, w, func(d int) (uint64, int) { return OddDigit(k, d, w) })
			if sum.Cmp(new(big.Int).SetBytes(k)) != 0 {
				t.Fatalf("odd digits of %x (w=%d) sum to %x", k, w, sum)
			}
		}
	}
}

// addOddDigits appends to sum, in radix 2^w, the odd digits d = top−1 … 0
// given by digit as a table index (|d| − 1)/2 and a sign, checking that every
// index is below 2^(w−1).
func addOddDigits(t *testing.T, sum *big.Int, top, w int, digit func(d int) (idx uint64, neg int)) {
	t.Helper()
	for d := top - 1; d >= 0; d-- {
		idx, neg := digit(d)
		if idx >= 1<<(w-1) {
			t.Fatalf("index %d (w=%d)", idx, w)
		}
		v := big.NewInt(int64(2*idx + 1))
		if neg == 1 {
			v.Neg(v)
		}
		sum.Lsh(sum, uint(w)).Add(sum, v)
	}
}
