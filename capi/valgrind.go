//go:build valgrind && linux && (amd64 || arm64)

package main

// In the valgrind build (make ctgrind) vli.c marks the few values it makes
// public on purpose as defined for memcheck, as internal/ct.Declassify does
// for the Go code.

// #cgo CFLAGS: -DUCGO_VALGRIND=1
import "C"
