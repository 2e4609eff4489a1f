//go:build !amd64 || purego

package ecc

// HasIFMA is false outside amd64 and in the purego build: no AVX-512 IFMA
// assembly is built there (cpuid_amd64.go).
const HasIFMA = false
