//go:build ctgrind_selftest && amd64

package main

// #include <stdint.h>
import "C"

import (
	"math/big"
	"unsafe"

	"github.com/uecc-go/uecc/tests/ctgrind/selftest/asmleak"
)

// The assembly leaks: the exports below run the copies of a library
// product in package asmleak on the secret.

var stTable [256]uint64

// stY is the public factor (below n).
var stY = [4]uint64{0x0123456789abcdef, 0xfedcba9876543210, 0x0f1e2d3c4b5a6978, 0x7fffffffffffffff}

// words reads the caller's 32 bytes (below n) as four little-endian words.
func words(p *C.uint8_t) (x [4]uint64) {
	b := unsafe.Slice((*byte)(unsafe.Pointer(p)), 32)
	for i := range b {
		x[i/8] |= uint64(b[i]) << (8 * (i % 8))
	}
	return x
}

// store writes z to the caller's 32 bytes, little-endian.
func store(out *C.uint8_t, z *[4]uint64) {
	b := unsafe.Slice((*byte)(unsafe.Pointer(out)), 32)
	for i := range b {
		b[i] = byte(z[i/8] >> (8 * (i % 8)))
	}
}

// ctst_asm_clean writes MontMul(secret, stY) to out: no memcheck error.
//
//export ctst_asm_clean
func ctst_asm_clean(p, out *C.uint8_t) {
	x, z := words(p), [4]uint64{}
	asmleak.MontMul(&z, &x, &stY)
	store(out, &z)
}

// ctst_asm_index writes MontMulIndexLeak(secret, stY) to out: memcheck
// must report the secret-dependent address.
//
//export ctst_asm_index
func ctst_asm_index(p, out *C.uint8_t) {
	x, z := words(p), [4]uint64{}
	asmleak.MontMulIndexLeak(&z, &x, &stY, &stTable)
	store(out, &z)
}

// ctst_asm_branch writes MontMulBranchLeak(secret, stY) to out: memcheck
// must report the secret-dependent branch.
//
//export ctst_asm_branch
func ctst_asm_branch(p, out *C.uint8_t) {
	x, z := words(p), [4]uint64{}
	asmleak.MontMulBranchLeak(&z, &x, &stY)
	store(out, &z)
}

// ctst_asm_ref writes the expected product of public bytes p (math/big).
//
//export ctst_asm_ref
func ctst_asm_ref(p, out *C.uint8_t) {
	x := words(p)
	n, _ := new(big.Int).SetString("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16)
	r := new(big.Int).Lsh(big.NewInt(1), 256)
	z := new(big.Int).Mul(limbsInt(&x), limbsInt(&stY))
	z.Mul(z, r.ModInverse(r, n)).Mod(z, n)
	var w [4]uint64
	for i, v := range z.Bits() {
		w[i] = uint64(v)
	}
	store(out, &w)
}

func limbsInt(x *[4]uint64) *big.Int {
	v := new(big.Int)
	for i := 3; i >= 0; i-- {
		v.Lsh(v, 64).Or(v, new(big.Int).SetUint64(x[i]))
	}
	return v
}
