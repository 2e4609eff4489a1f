//go:build !(amd64 || arm64 || (arm && arm.6)) || purego

package ecc

// InterpretFormulas is false where the Go twins are the point formulas
// themselves: straight-line code, the faster form (formulastep_asm.go).
const InterpretFormulas = false
