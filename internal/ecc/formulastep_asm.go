//go:build (amd64 || arm64 || (arm && arm.6)) && !purego

package ecc

// InterpretFormulas makes the Go twins of the point formulas that run a
// fixed few times per operation (the complete projective formulas, the co-Z
// steps, and on secp160r1 and secp224r1 the canonical forms of the loops'
// lazy formulas) run their programs (formulastep.go) instead of straight-line
// code. Here every formula is assembly, and the twins run only on CPUs
// without the assembly's instructions (amd64 without BMI2, ADX and AVX2) and in
// the tests; as programs those take about a quarter of the code, at no
// measurable cost since they run a few times per operation.
const InterpretFormulas = true
