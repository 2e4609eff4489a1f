//go:build arm && arm.6 && !purego

package ecc

// InvertByPowering makes Invert of the fields with an inversion chain
// (secp192r1's p) raise to m−2 with the 32-bit ARM assembly's squarings,
// which costs fewer instructions there than safegcd's emulated 64-bit steps
// (powerInverted in internal/ecc/internal/gen says by how much).
const InvertByPowering = true
