//go:build arm && arm.6 && !purego

package curves

// invertByPowering makes Invert of the fields with an inversion chain
// (secp192r1's p) raise to m−2 with the 32-bit ARM assembly's squarings,
// which costs fewer instructions there than safegcd's emulated 64-bit steps
// (powerInverted in internal/curves/internal/gen says by how much).
const invertByPowering = true
