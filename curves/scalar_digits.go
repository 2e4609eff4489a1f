package curves

import "encoding/hex"

// nibble returns the i-th 4-bit digit, counted from the least significant,
// of the big-endian integer k. The byte it reads depends only on i.
func nibble(k []byte, i int) uint64 {
	return uint64(k[len(k)-1-i/2]>>(4*(uint(i)&1))) & 15
}

// eq returns 1 if a = b and 0 otherwise, without a branch.
func eq(a, b uint64) int {
	d := a ^ b
	return int(((d | -d) >> 63) ^ 1)
}

// mustHex decodes a curve constant.
func mustHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic("curves: bad constant " + s)
	}
	return b
}
