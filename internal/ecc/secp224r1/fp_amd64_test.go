//go:build amd64 && !purego

package secp224r1

import (
	"testing"

	"github.com/uecc-go/uecc/internal/ecc/ecctest"
)

// TestSqrNMulAssemblyMatchesGo holds the fused run of squarings and
// multiplication of the square root's chain, amd64's assembly alone
// (elsewhere SqrNMul is SqrN then Mul), to its Go twin (ecctest.SqrNMul).
func TestSqrNMulAssemblyMatchesGo(t *testing.T) {
	if !hasADX {
		t.Skip("the CPU has no BMI2/ADX: the assembly is never used")
	}
	ecctest.SqrNMul(t, asm, fpSqrNMul, params.P)
}
