package ecc

import "github.com/uecc-go/uecc/internal/hexconst"

// eq returns 1 if a = b and 0 otherwise, without a branch.
func Eq(a, b uint64) int {
	d := a ^ b
	return int(((d | -d) >> 63) ^ 1)
}

// mustHex decodes a curve constant.
func mustHex(s string) []byte { return hexconst.Decode(s) }

// window returns the n ≤ 8 bits pos, pos+1, …, pos+n−1 (0 = least
// significant) of the big-endian integer k; bits below 0 or above k read as 0.
// The bytes it reads depend only on pos and n: the two from byte ⌊pos/8⌋ on,
// which hold the window (pos mod 8 + n ≤ 15 bits).
func Window(k []byte, pos, n int) uint64 {
	lo := pos >> 3 // floor(pos/8), also for pos = −1
	var acc uint64
	if i := len(k) - 1 - lo; uint(i) < uint(len(k)) {
		acc = uint64(k[i])
	}
	if i := len(k) - 2 - lo; uint(i) < uint(len(k)) {
		acc |= uint64(k[i]) << 8
	}
	return acc >> uint(pos-8*lo) & (1<<uint(n) - 1)
}

// BEToLimbs sets limbs to the big-endian integer b (len(b) ≤ 8·len(limbs)),
// least significant limb first, eight bytes at a time.
func BEToLimbs(limbs []uint64, b []byte) {
	i := 0
	for ; len(b) >= 8; i++ {
		limbs[i] = be64(b[len(b)-8:])
		b = b[:len(b)-8]
	}
	if len(b) > 0 {
		var v uint64
		for _, x := range b {
			v = v<<8 | uint64(x)
		}
		limbs[i] = v
		i++
	}
	for ; i < len(limbs); i++ {
		limbs[i] = 0
	}
}

// LimbsToBE writes the low 8·len(out) bits of limbs to out, big-endian.
func LimbsToBE(out []byte, limbs []uint64) {
	i := 0
	for ; len(out) >= 8; i++ {
		putBE64(out[len(out)-8:], limbs[i])
		out = out[:len(out)-8]
	}
	v := limbs[min(i, len(limbs)-1)]
	for j := len(out) - 1; j >= 0; j-- {
		out[j] = byte(v)
		v >>= 8
	}
}

// OddDigit returns the table index (|d_i| − 1)/2 and the sign (1 if
// negative) of the i-th digit of the signed odd radix-2^w recoding of an odd
// k (Joye and Tunstall, "Exponent recoding and regular exponentiation
// algorithms", AFRICACRYPT 2009): k_0 = k, d_i = (k_i mod 2^(w+1)) − 2^w,
// k_(i+1) = (k_i − d_i)/2^w = ⌊k_i/2^w⌋ | 1, so every k_i is odd, every digit
// is odd with |d_i| ≤ 2^w − 1, and k_i = ⌊k/2^(wi)⌋ | 1 (for i ≥ 1), which
// gives d_i = (b[wi … wi+w] | 1) − 2^w from w + 1 bits of k. The digits
// below the top one, k_D = ⌊k/2^(wD)⌋ | 1, sum with it to k:
// Σ d_i·2^(wi) + k_D·2^(wD) = k. w ≤ 7. Branch-free; the bytes it reads
// depend only on i and w.
func OddDigit(k []byte, i, w int) (idx uint64, neg int) {
	if VartimeCount {
		// The negative test of tests/vartime injects a call of a
		// variable-time function here, on a secret scalar (VartimeProbe).
		vartimeProbe(k)
	}
	// b[wi … wi+w]; the forced bit 0 need not be set: the index drops it.
	bits := Window(k, w*i, w+1)
	top := bits >> w // 1: d = bits − 2^w = v; 0: |d| = 2^w − v = v ^ (2^w − 1)
	low := uint64(1)<<w - 1
	v := bits & low
	return (v ^ (top-1)&low) >> 1, int(top ^ 1)
}

// OddTopDigit returns the table index (d − 1)/2 of the top digit
// d = ⌊k/2^(wi)⌋ | 1 of the signed odd radix-2^w recoding of an odd k
// (OddDigit), at index i = D − 1 where k < 2^(wD): positive, below 2^w.
// Branch-free; the bytes it reads depend only on i and w.
func OddTopDigit(k []byte, i, w int) uint64 {
	return Window(k, w*i, w) >> 1
}

// SignedBinaryDigit returns the table index (|d_i| − 1)/2 and the sign (1
// if negative) of the i-th radix-2^w digit of the odd integer
// v = 2c − (2^L − 1), for the big-endian c in [0, 2^L), written in signed
// binary digits: bit j of c stands for +2^j when set and −2^j when clear, and
// Σ (2·c_j − 1)·2^j = 2c − (2^L − 1). Every odd v with |v| < 2^L has this form
// (c = (v + 2^L − 1)/2). The w bits of window i, of value u, sum to the digit
// d_i = 2u − (2^w − 1): odd, so never zero, and |d_i| ≤ 2^w − 1. w ≤ 8.
// Branch-free; the bytes it reads depend only on i and w.
func SignedBinaryDigit(c []byte, i, w int) (idx uint64, neg int) {
	u := Window(c, w*i, w)
	top := u >> (w - 1) // 1: d = 2u − (2^w − 1) > 0, index u − 2^(w−1)
	low := uint64(1)<<(w-1) - 1
	return (u ^ (top-1)&low) & low, int(top ^ 1)
}

// be64 returns the big-endian uint64 in b[:8] (encoding/binary's
// BigEndian.Uint64, which the compiler also turns into one load and a byte
// swap; that package is not imported so that the C library does not carry
// package reflect).
func be64(b []byte) uint64 {
	_ = b[7]
	return uint64(b[7]) | uint64(b[6])<<8 | uint64(b[5])<<16 | uint64(b[4])<<24 |
		uint64(b[3])<<32 | uint64(b[2])<<40 | uint64(b[1])<<48 | uint64(b[0])<<56
}

// putBE64 writes v to b[:8], big-endian.
func putBE64(b []byte, v uint64) {
	_ = b[7]
	b[0], b[1], b[2], b[3] = byte(v>>56), byte(v>>48), byte(v>>40), byte(v>>32)
	b[4], b[5], b[6], b[7] = byte(v>>24), byte(v>>16), byte(v>>8), byte(v)
}
