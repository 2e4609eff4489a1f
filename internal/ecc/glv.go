package ecc

import "math/bits"

// MulShiftRound384 returns ⌊(k·g + 2^383) / 2^384⌋, k·g/2^384 rounded to the
// nearest integer, for the GLV decomposition (Gallant, Lambert, Vanstone,
// CRYPTO 2001, §4; the fixed-point form with a 384-bit shift is the one of
// libsecp256k1's scalar_split_lambda). Constant time.
func MulShiftRound384(k, g *[4]uint64) [4]uint64 {
	var p [8]uint64
	for i := 0; i < 4; i++ {
		var carry uint64
		for j := 0; j < 4; j++ {
			hi, lo := bits.Mul64(k[i], g[j])
			var c uint64
			lo, c = bits.Add64(lo, p[i+j], 0)
			hi += c
			lo, c = bits.Add64(lo, carry, 0)
			hi += c
			p[i+j], carry = lo, hi
		}
		p[i+4] = carry
	}
	round := p[5] >> 63 // bit 383
	var r [4]uint64
	var c uint64
	r[0], c = bits.Add64(p[6], round, 0)
	r[1], _ = bits.Add64(p[7], 0, c)
	return r
}

// OffsetSigned replaces the magnitude m in the big-endian c (at most 32
// bytes, m < 2^(b−1), 64 < b < 256) by 2^(b−1) + m, or by 2^(b−1) − m if neg
// is 1: the signed value ±m offset into [0, 2^b). Constant time: the sign
// is applied as a masked two's complement.
func OffsetSigned(c []byte, neg, b int) {
	var l [4]uint64
	BEToLimbs(l[:], c)
	mask := -uint64(neg)
	carry := mask & 1
	for i := range l {
		l[i], carry = bits.Add64(l[i]^mask, 0, carry)
	}
	var offset [4]uint64
	offset[(b-1)/64] = 1 << ((b - 1) % 64)
	carry = 0
	for i := range l {
		l[i], carry = bits.Add64(l[i], offset[i], carry)
	}
	LimbsToBE(c, l[:])
}
