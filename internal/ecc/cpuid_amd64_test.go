//go:build amd64 && !purego

package ecc

import (
	"testing"

	"golang.org/x/sys/cpu"
)

// TestCPUID checks the feature test the assembly relies on against
// golang.org/x/sys/cpu, whose HasAVX2 includes the operating system's
// support of the YMM state.
func TestCPUID(t *testing.T) {
	want := cpu.X86.HasBMI2 && cpu.X86.HasADX && cpu.X86.HasAVX2
	if got := cpuHasAssemblyFeatures(); got != want {
		t.Fatalf("cpuHasAssemblyFeatures() = %v, x/sys/cpu says %v", got, want)
	}
}
