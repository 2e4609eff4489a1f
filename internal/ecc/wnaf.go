package ecc

import "math/bits"

// MaxScalarBits bounds the bit length of any scalar and of its WNAF, whose
// digits may reach one bit past the scalar's bytes: 8·66, for P-521's 66-byte
// scalars.
const MaxScalarBits = 8 * 66

// wnaf writes the width-w non-adjacent form of the big-endian integer k to
// out, least significant digit first, and returns the number of digits: every
// digit is 0 or odd with |d| < 2^(w−1), and of any w consecutive digits at
// most one is nonzero (Hankerson, Menezes, Vanstone, "Guide to Elliptic Curve
// Cryptography", Algorithm 3.35). It scans k's bits upward with a carry c,
// the +1 that the last negative digit left pending (the loop of
// libsecp256k1's ecmult_wnaf): a bit equal to c gives a zero digit (0 + 0,
// or 1 + 1 = 0 carrying 1 on); otherwise the w bits from there plus c, an odd
// value in [1, 2^w], are the digit, less 2^w (with c = 1) from 2^(w−1) up.
// A run of bits equal to c is skipped at once, by counting trailing zeros,
// so the loop turns once per nonzero digit rather than once per bit (a
// branch per bit would be taken at random, and mispredicted as often).
// Variable time: for public scalars only (signature verification).
func WNAF(out *[MaxScalarBits + 1]int16, k []byte, w uint) int {
	if VartimeCount {
		VartimeEnter()
	}
	*out = [MaxScalarBits + 1]int16{}
	var v [MaxScalarBits/64 + 2]uint64 // k, little-endian, with zero words to read past its top
	for i, j := len(k)-1, 0; i >= 0; i, j = i-1, j+1 {
		v[j/8] |= uint64(k[i]) << (8 * (j % 8))
	}
	n, c := 0, uint64(0)
	for bit := 0; bit < 8*len(k) || c != 0; {
		word, shift := bit>>6, uint(bit&63)
		x := v[word] >> shift
		if shift != 0 {
			x |= v[word+1] << (64 - shift)
		}
		// The bits equal to c are zero digits: skip to the first other one
		// (x ^ −c has a 1 exactly there). Past k's top the bits are zero, so
		// with c = 1 this stops at bit 8·len(k) at the latest.
		if skip := bits.TrailingZeros64(x ^ -c); skip != 0 {
			bit += skip
			continue
		}
		x = x&(1<<w-1) + c
		c = x >> (w - 1) & 1
		out[bit] = int16(int64(x) - int64(c<<w))
		n = bit + 1
		bit += int(w)
	}
	return n
}

// AbsDigit returns |d| for a NAF digit (public data only).
func AbsDigit(d int16) int {
	if VartimeCount {
		VartimeEnter()
	}
	if d < 0 {
		return int(-d)
	}
	return int(d)
}
