package secp256r1

import (
	"testing"

	"github.com/uecc-go/uecc/internal/ecc/ecctest"
)

// TestSqrNScaled holds the scaled squarings of the square root's chain
// (ecctest.SqrNScaled; a round whose last carry is provably zero) to
// math/big, from edge values on.
func TestSqrNScaled(t *testing.T) {
	ones := ^uint64(0)
	ecctest.SqrNScaled(t, asm, ecctest.ScaledCase[fp]{
		SqrN: fpSqrNScaled, On: fpSqrNScaledOn, Mod: params.P, Form: fpForm,
		Edges: [][]uint64{{}, {1}, {ones, ones, ones, ones},
			{ones, 0x00000000ffffffff, 0, 0xffffffff00000001},      // m
			{ones - 1, 0x00000000ffffffff, 0, 0xffffffff00000001}}, // m − 1
	})
}
