package curves

import "math/bits"

// maxScalarBits bounds the bit length of any scalar (n < 2^257 for every curve).
const maxScalarBits = 257

// wnaf writes the width-w non-adjacent form of the big-endian integer k to
// out, least significant digit first, and returns the number of digits: every
// digit is 0 or odd with |d| < 2^(w−1), and of any w consecutive digits at
// most one is nonzero (Hankerson, Menezes, Vanstone, "Guide to Elliptic Curve
// Cryptography", Algorithm 3.35). Variable time: for public scalars only
// (signature verification).
func wnaf(out *[maxScalarBits + 1]int16, k []byte, w uint) int {
	*out = [maxScalarBits + 1]int16{}
	var v [5]uint64 // k, with room for the carry of a negative digit
	for i, j := len(k)-1, 0; i >= 0; i, j = i-1, j+1 {
		v[j/8] |= uint64(k[i]) << (8 * (j % 8))
	}
	mask := uint64(1)<<w - 1
	n, pos := 0, 0 // digits written so far; the position of v's bit 0
	for {
		// Skip runs of zero digits at once: a word, or the trailing zeros.
		if v[0] == 0 {
			if v == [5]uint64{} {
				return n
			}
			copy(v[:4], v[1:])
			v[4] = 0
			pos += 64
			continue
		}
		if z := uint(bits.TrailingZeros64(v[0])); z > 0 {
			shiftRight(&v, z)
			pos += int(z)
			continue
		}
		d := int64(v[0] & mask)
		if d >= 1<<(w-1) {
			d -= 1 << w
		}
		// v −= d clears the low w bits: the next w−1 digits are zero.
		if d > 0 {
			sub64(&v, uint64(d))
		} else {
			add64(&v, uint64(-d))
		}
		out[pos] = int16(d)
		n = pos + 1
		shiftRight(&v, w)
		pos += int(w)
	}
}

// shiftRight sets v = v >> s for 0 < s < 64.
func shiftRight(v *[5]uint64, s uint) {
	for i := 0; i < 4; i++ {
		v[i] = v[i]>>s | v[i+1]<<(64-s)
	}
	v[4] >>= s
}

func add64(v *[5]uint64, x uint64) {
	for i := range v {
		s := v[i] + x
		x = 0
		if s < v[i] {
			x = 1
		}
		v[i] = s
	}
}

func sub64(v *[5]uint64, x uint64) {
	for i := range v {
		d := v[i] - x
		x = 0
		if d > v[i] {
			x = 1
		}
		v[i] = d
	}
}

// absDigit returns |d| for a NAF digit (public data only).
func absDigit(d int16) int {
	if d < 0 {
		return int(-d)
	}
	return int(d)
}
