package schnorr

import (
	"math/bits"

	"github.com/uecc-go/uecc/internal/ecc"
)

// The scalar arithmetic mod n of signing, on secrets: the private key d′,
// the nonce k′ and the product e·d. Every function here runs the same
// instructions whatever its inputs: additions and subtractions with carry
// (math/bits), and selections by a mask made from a bit, never a branch or
// an index on a value.

// scalar is an integer below 2^256 as four 64-bit limbs, least significant
// first.
type scalar [4]uint64

// orderN is n, the order of secp256k1's group, set from the engine's
// parameters by init (schnorr.go).
var orderN scalar

// scalarFromBytes returns the big-endian 32-byte integer b.
func scalarFromBytes(b []byte) scalar {
	var a scalar
	ecc.BEToLimbs(a[:], b[:32])
	return a
}

// putBytes writes a to b, 32 bytes big-endian.
func (a *scalar) putBytes(b []byte) { ecc.LimbsToBE(b[:32], a[:]) }

// selectScalar returns a if bit is 1 and b if bit is 0 (bit must be 0 or
// 1), through the mask −bit.
func selectScalar(bit uint64, a, b scalar) scalar {
	mask := -bit
	var z scalar
	for i := range z {
		z[i] = b[i] ^ (mask & (a[i] ^ b[i]))
	}
	return z
}

// condNegate returns n − a if bit is 1 and a if bit is 0, for a in
// [1, n−1] (then n − a is in [1, n−1] too, and the subtraction never
// borrows). bit is secret: both values are computed and one is selected.
func condNegate(a scalar, bit uint64) scalar {
	var neg scalar
	var b uint64
	neg[0], b = bits.Sub64(orderN[0], a[0], 0)
	neg[1], b = bits.Sub64(orderN[1], a[1], b)
	neg[2], b = bits.Sub64(orderN[2], a[2], b)
	neg[3], _ = bits.Sub64(orderN[3], a[3], b)
	return selectScalar(bit, neg, a)
}

// addModN returns a + b mod n for a and b below n. The sum t = a + b is
// below 2n < 2^257: t − n is the result if t overflowed 2^256 (carry) or
// t − n did not borrow, else t is.
func addModN(a, b scalar) scalar {
	var t scalar
	var c uint64
	t[0], c = bits.Add64(a[0], b[0], 0)
	t[1], c = bits.Add64(a[1], b[1], c)
	t[2], c = bits.Add64(a[2], b[2], c)
	t[3], c = bits.Add64(a[3], b[3], c)
	var u scalar
	var borrow uint64
	u[0], borrow = bits.Sub64(t[0], orderN[0], 0)
	u[1], borrow = bits.Sub64(t[1], orderN[1], borrow)
	u[2], borrow = bits.Sub64(t[2], orderN[2], borrow)
	u[3], borrow = bits.Sub64(t[3], orderN[3], borrow)
	// c and borrow are 0 or 1; t ≥ n exactly when c = 1 or borrow = 0.
	return selectScalar(c|(borrow^1), u, t)
}
