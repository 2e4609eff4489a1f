//go:build !microecc

package main

import (
	"fmt"
	"os"
)

// run explains how to build the real command (microecc.go).
func run() {
	fmt.Fprintln(os.Stderr, "microecccmp: build with -tags microecc and CGO_CFLAGS=-I<micro-ecc checkout>; see make bench-microecc")
	os.Exit(2)
}
