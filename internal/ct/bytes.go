package ct

// Less returns 1 if the big-endian integer a is less than b, else 0, in time
// that depends only on the lengths. a and b must have the same length.
func Less(a, b []byte) int {
	borrow := 0
	for i := len(a) - 1; i >= 0; i-- {
		// borrow is the sign bit of a[i] − b[i] − borrow, which lies in [−256, 255].
		borrow = int((uint(a[i]) - uint(b[i]) - uint(borrow)) >> (UintBits - 1))
	}
	return borrow
}

// IsZero returns 1 if every byte of a is zero, else 0, in time that depends
// only on len(a).
func IsZero(a []byte) int {
	var acc byte
	for _, x := range a {
		acc |= x
	}
	return int((uint(acc) - 1) >> (UintBits - 1))
}

// UintBits is the size of uint in bits.
const UintBits = 32 << (^uint(0) >> 63)

// Wipe sets every byte of b to zero.
func Wipe(b []byte) {
	for i := range b {
		b[i] = 0
	}
}
