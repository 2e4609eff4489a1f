//go:build amd64 && !purego && valgrind

package ecc

import (
	"os"
	"testing"
)

// TestValgrindPath checks the valgrind build's rule (cpuid_valgrind_amd64.go)
// case by case.
func TestValgrindPath(t *testing.T) {
	for _, c := range []struct {
		env                          string
		native, onValgrind, bmi2AVX2 bool
		asm, bad                     bool
	}{
		// Natively: the normal rule, whatever the switch asks but "go".
		{"", true, false, true, true, false},
		{"", false, false, true, false, false}, // BMI2 and AVX2 but no ADX: never the assembly natively
		{"asm", true, false, true, true, false},
		{"asm", false, false, true, false, true},
		{"go", true, false, true, false, false},
		// Under valgrind: ADX hidden, BMI2 and AVX2 suffice.
		{"", false, true, true, true, false},
		{"asm", false, true, true, true, false},
		{"go", false, true, true, false, false},
		{"", false, true, false, false, false},
		{"asm", false, true, false, false, true},
		// Unknown values are refused.
		{"ASM", true, true, true, false, true},
		{"purego", false, false, false, false, true},
	} {
		asm, why, bad := valgrindPath(c.env, c.native, c.onValgrind, c.bmi2AVX2)
		if asm != c.asm || (bad != "") != c.bad || (bad == "") == (why == "") {
			t.Errorf("valgrindPath(%q, native %v, valgrind %v, bmi2AVX2 %v) = %v, %q, %q; want asm %v, refused %v",
				c.env, c.native, c.onValgrind, c.bmi2AVX2, asm, why, bad, c.asm, c.bad)
		}
	}
}

// TestValgrindBuildNatively: run outside valgrind, this build chooses as
// every other build does (or the Go code when the switch asks for it).
func TestValgrindBuildNatively(t *testing.T) {
	if runningOnValgrind() != 0 {
		t.Skip("running under valgrind")
	}
	want := cpuHasAssemblyFeatures()
	if os.Getenv(ctgrindPathEnv) == "go" {
		want = false
	}
	if HasADX != want {
		t.Fatalf("HasADX = %v natively, want %v", HasADX, want)
	}
}
