//go:build !valgrind || !cgo

package main

// Without the valgrind build tag (or without cgo) the client requests are
// absent: the harness builds (go vet ./..., go build ./...) and runs its
// functional checks natively, marking nothing.

import "unsafe"

const clientRequests = "none (build with -tags valgrind and cgo to mark secrets)"

func markUndefined(unsafe.Pointer, uintptr) {}
func markDefined(unsafe.Pointer, uintptr)   {}
func countErrors() uint                     { return 0 }
func runningOnValgrind() bool               { return false }

func vbitsTainted(unsafe.Pointer, uintptr) (tainted, ok bool) { return true, true }
