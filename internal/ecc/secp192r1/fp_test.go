package secp192r1

import (
	"testing"

	"github.com/uecc-go/uecc/internal/ecc/ecctest"
)

// TestSqrNScaled holds the scaled squarings of the square root's chain
// (ecctest.SqrNScaled) to math/big. The round carries out of 2^192 for
// about one value in 2^64; the last three edges, found by solving for the
// representative the block reduction produces, make it carry in their first
// squaring.
func TestSqrNScaled(t *testing.T) {
	ones := ^uint64(0)
	ecctest.SqrNScaled(t, asm, ecctest.ScaledCase[fp]{
		SqrN: fpSqrNScaled, On: fpSqrNScaledOn, Mod: params.P, Form: fpForm,
		Edges: [][]uint64{{}, {1}, {ones, ones, ones},
			{ones, ones - 1, ones},     // m
			{ones - 1, ones - 1, ones}, // m − 1
			{0x5a776ada76d91843, 0x84217df9bd8e58fc, 0xf1b8ea66a355f41e},
			{0x65a4618bd9ba3446, 0x00e8dbccf875f8d0, 0xc83cfb518faeb1c9},
			{0x351469bffae3a73e, 0xd8cef325146d3380, 0xdada0c08efc3a02d}},
	})
}
