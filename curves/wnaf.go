package curves

// maxScalarBits bounds the bit length of any scalar (n < 2^257 for every curve).
const maxScalarBits = 257

// wnaf writes the width-w non-adjacent form of the big-endian integer k to
// out, least significant digit first, and returns the number of digits: every
// digit is 0 or odd with |d| < 2^(w−1), and of any w consecutive digits at
// most one is nonzero (Hankerson, Menezes, Vanstone, "Guide to Elliptic Curve
// Cryptography", Algorithm 3.35). Variable time: for public scalars only
// (signature verification).
func wnaf(out *[maxScalarBits + 1]int8, k []byte, w uint) int {
	var v [5]uint64 // k, with room for the carry of a negative digit
	for i, j := len(k)-1, 0; i >= 0; i, j = i-1, j+1 {
		v[j/8] |= uint64(k[i]) << (8 * (j % 8))
	}
	mask := uint64(1)<<w - 1
	n := 0
	for v != [5]uint64{} {
		var d int64
		if v[0]&1 == 1 {
			d = int64(v[0] & mask)
			if d >= 1<<(w-1) {
				d -= 1 << w
			}
			// v −= d, which clears the low w bits.
			if d > 0 {
				sub64(&v, uint64(d))
			} else {
				add64(&v, uint64(-d))
			}
		}
		out[n] = int8(d)
		n++
		for i := 0; i < 4; i++ {
			v[i] = v[i]>>1 | v[i+1]<<63
		}
		v[4] >>= 1
	}
	return n
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
func absDigit(d int8) int {
	if d < 0 {
		return int(-d)
	}
	return int(d)
}
