// Command limbs is a measurement, not part of the engine: it compares, for
// a 256-bit Montgomery multiplication (P-256's p, word-by-word CIOS), 4
// 64-bit limbs with bits.Mul64/Add64 (the generated code's choice) against
// 8 32-bit limbs with 32×32→64 products, so that their instruction counts
// under qemu-arm (where bits.Mul64 is emulated) and qemu-aarch64 can be
// compared (qcount; docs/ARM.md). Both results are checked against
// math/big before anything is counted.
//
//	limbs 64|32 N     N multiplications with that limb size
package main

import (
	"fmt"
	"math/big"
	"math/bits"
	"os"
	"strconv"
)

var p64 = [4]uint64{0xffffffffffffffff, 0x00000000ffffffff, 0x0000000000000000, 0xffffffff00000001}

const n0inv64 = 1 // -p^-1 mod 2^64 for P-256

var p32 = [8]uint32{0xffffffff, 0xffffffff, 0xffffffff, 0, 0, 0, 1, 0xffffffff}

const n0inv32 = 1

// mont64 sets z = x·y·2^-256 mod p (inputs < p).
func mont64(z, x, y *[4]uint64) {
	var t [6]uint64
	for i := 0; i < 4; i++ {
		var c uint64
		for j := 0; j < 4; j++ {
			hi, lo := bits.Mul64(x[j], y[i])
			var cc uint64
			lo, cc = bits.Add64(lo, t[j], 0)
			hi += cc
			lo, cc = bits.Add64(lo, c, 0)
			hi += cc
			t[j], c = lo, hi
		}
		var cc uint64
		t[4], cc = bits.Add64(t[4], c, 0)
		t[5] = cc
		m := t[0] * n0inv64
		hi, lo := bits.Mul64(m, p64[0])
		_, cc = bits.Add64(lo, t[0], 0)
		c = hi + cc
		for j := 1; j < 4; j++ {
			hi, lo := bits.Mul64(m, p64[j])
			lo, cc = bits.Add64(lo, t[j], 0)
			hi += cc
			lo, cc = bits.Add64(lo, c, 0)
			hi += cc
			t[j-1], c = lo, hi
		}
		t[3], cc = bits.Add64(t[4], c, 0)
		t[4] = t[5] + cc
	}
	var r [4]uint64
	var b uint64
	for j := 0; j < 4; j++ {
		r[j], b = bits.Sub64(t[j], p64[j], b)
	}
	_, b = bits.Sub64(t[4], 0, b)
	mask := -b // keep t if the subtraction borrowed
	for j := 0; j < 4; j++ {
		z[j] = r[j]&^mask | t[j]&mask
	}
}

// mont32 is mont64 with 8 32-bit limbs: every product is one 32×32→64
// multiplication (UMULL on ARM), carries are the high halves.
func mont32(z, x, y *[8]uint32) {
	var t [10]uint32
	for i := 0; i < 8; i++ {
		var c uint64
		for j := 0; j < 8; j++ {
			v := uint64(x[j])*uint64(y[i]) + uint64(t[j]) + c
			t[j], c = uint32(v), v>>32
		}
		v := uint64(t[8]) + c
		t[8], t[9] = uint32(v), uint32(v>>32)
		m := t[0] * n0inv32
		c = (uint64(m)*uint64(p32[0]) + uint64(t[0])) >> 32
		for j := 1; j < 8; j++ {
			v := uint64(m)*uint64(p32[j]) + uint64(t[j]) + c
			t[j-1], c = uint32(v), v>>32
		}
		v = uint64(t[8]) + c
		t[7] = uint32(v)
		t[8] = t[9] + uint32(v>>32)
	}
	var r [8]uint32
	var b uint32
	for j := 0; j < 8; j++ {
		r[j], b = bits.Sub32(t[j], p32[j], b)
	}
	_, b = bits.Sub32(t[8], 0, b)
	mask := -b
	for j := 0; j < 8; j++ {
		z[j] = r[j]&^mask | t[j]&mask
	}
}

func to64(v *big.Int) (z [4]uint64) {
	b := v.FillBytes(make([]byte, 32))
	for i := range z {
		for k := 0; k < 8; k++ {
			z[i] |= uint64(b[31-8*i-k]) << (8 * k)
		}
	}
	return
}

func to32(v *big.Int) (z [8]uint32) {
	b := v.FillBytes(make([]byte, 32))
	for i := range z {
		for k := 0; k < 4; k++ {
			z[i] |= uint32(b[31-4*i-k]) << (8 * k)
		}
	}
	return
}

func check() {
	p, _ := new(big.Int).SetString("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff", 16)
	rinv := new(big.Int).ModInverse(new(big.Int).Lsh(big.NewInt(1), 256), p)
	x, _ := new(big.Int).SetString("6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296", 16)
	y, _ := new(big.Int).SetString("4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5", 16)
	for i := 0; i < 50; i++ {
		want := new(big.Int).Mul(x, y)
		want.Mul(want, rinv).Mod(want, p)
		a64, b64 := to64(x), to64(y)
		var z64 [4]uint64
		mont64(&z64, &a64, &b64)
		a32, b32 := to32(x), to32(y)
		var z32 [8]uint32
		mont32(&z32, &a32, &b32)
		if z64 != to64(want) || z32 != to32(want) {
			fmt.Println("limbs: wrong product")
			os.Exit(1)
		}
		x, y = y, want
	}
}

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: limbs 64|32 N")
		os.Exit(2)
	}
	n, _ := strconv.Atoi(os.Args[2])
	check()
	x, _ := new(big.Int).SetString("6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296", 16)
	switch os.Args[1] {
	case "64":
		a := to64(x)
		for i := 0; i < n; i++ {
			mont64(&a, &a, &a)
		}
		fmt.Println(a[0] & 1)
	case "32":
		a := to32(x)
		for i := 0; i < n; i++ {
			mont32(&a, &a, &a)
		}
		fmt.Println(a[0] & 1)
	}
}
