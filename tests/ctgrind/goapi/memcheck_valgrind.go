//go:build valgrind && cgo

package main

// The client requests of valgrind/memcheck.h, through cgo: the header's
// own macros (the magic instruction sequence of valgrind.h), as
// tests/ctgrind/ctgrind.c issues them. Natively each request is a no-op
// whose answer is the default (0).

/*
#include <stddef.h>
#include <valgrind/memcheck.h>

static void vg_undefined(void *p, size_t n) { (void)VALGRIND_MAKE_MEM_UNDEFINED(p, n); }
static void vg_defined(void *p, size_t n) { (void)VALGRIND_MAKE_MEM_DEFINED(p, n); }
static unsigned vg_count_errors(void) { return VALGRIND_COUNT_ERRORS; }
static unsigned vg_running(void) { return RUNNING_ON_VALGRIND; }

// vg_tainted: 1 if any bit of p[0..n) is undefined, 0 if none, -1 if
// memcheck could not read the V bits (n too big, or p not addressable).
static int vg_tainted(const void *p, size_t n) {
	unsigned char vbits[256];
	size_t i;
	if (n > sizeof vbits || VALGRIND_GET_VBITS(p, vbits, n) != 1) {
		return -1;
	}
	for (i = 0; i < n; i++) {
		if (vbits[i]) {
			return 1;
		}
	}
	return 0;
}
*/
import "C"

import "unsafe"

// clientRequests says what this build's marking does.
const clientRequests = "valgrind/memcheck.h's client requests (cgo)"

func markUndefined(p unsafe.Pointer, n uintptr) { C.vg_undefined(p, C.size_t(n)) }
func markDefined(p unsafe.Pointer, n uintptr)   { C.vg_defined(p, C.size_t(n)) }
func countErrors() uint                         { return uint(C.vg_count_errors()) }
func runningOnValgrind() bool                   { return C.vg_running() != 0 }

// vbitsTainted reports whether any bit of p[0..n) is undefined; ok is
// false if memcheck could not tell.
func vbitsTainted(p unsafe.Pointer, n uintptr) (tainted, ok bool) {
	r := C.vg_tainted(p, C.size_t(n))
	return r == 1, r >= 0
}
