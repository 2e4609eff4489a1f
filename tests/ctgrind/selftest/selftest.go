//go:build ctgrind_selftest

// Command selftest proves that `make ctgrind` can fail. Built with
// -tags 'valgrind ctgrind_selftest' -buildmode=c-archive and driven by
// tests/ctgrind/selftest.c under memcheck, exactly as the real harness drives
// ./capi, it exports deliberately leaky functions that memcheck must catch,
// and one that branches only on a declassified value, which it must not.
// Nothing here is part of the library.
package main

// #include <stdint.h>
import "C"

import (
	"unsafe"

	"github.com/uecc-go/uecc/internal/ct"
)

func main() {}

var table [256]byte

// secretByte reads the first byte of the caller's secret buffer.
func secretByte(p *C.uint8_t) byte { return *(*byte)(unsafe.Pointer(p)) }

// ctst_branch loops as many times as the secret byte says: a conditional
// branch on a secret. memcheck must report it.
//
//export ctst_branch
func ctst_branch(p *C.uint8_t) C.int {
	n := 0
	for i := byte(0); i < secretByte(p); i++ {
		n += int(i)
	}
	return C.int(n & 1)
}

// ctst_index reads a table at an index given by the secret byte: a
// secret-dependent memory address. memcheck must report it.
//
//export ctst_index
func ctst_index(p *C.uint8_t) C.int {
	return C.int(table[secretByte(p)])
}

// ctst_declassified is ctst_branch after ct.Declassify: the branch is on a
// value marked public, and memcheck must report nothing. It proves that
// Declassify really issues the client request in the valgrind build.
//
//export ctst_declassified
func ctst_declassified(p *C.uint8_t) C.int {
	v := ct.Declassify(int(secretByte(p)))
	n := 0
	for i := 0; i < v; i++ {
		n += i
	}
	return C.int(n & 1)
}
