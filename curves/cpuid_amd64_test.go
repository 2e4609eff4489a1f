//go:build amd64 && !purego

package curves

import (
	"testing"

	"golang.org/x/sys/cpu"
)

// TestCPUID checks the feature test the assembly relies on against
// golang.org/x/sys/cpu.
func TestCPUID(t *testing.T) {
	if got, want := cpuHasBMI2ADX(), cpu.X86.HasBMI2 && cpu.X86.HasADX; got != want {
		t.Fatalf("cpuHasBMI2ADX() = %v, x/sys/cpu says %v", got, want)
	}
}
