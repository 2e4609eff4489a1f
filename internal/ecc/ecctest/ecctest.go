// Package ecctest holds the tests that every curve package of the engine
// runs on its own types: the bodies, written once, generic in the field or
// point type, with what differs from curve to curve (the functions, the
// modulus, the form of the field) passed in by each curve's generated test
// files (internal/ecc/internal/gen, templates/*_test.go.tmpl). Only tests
// import it.
package ecctest

import "testing"

// Switch is a curve package's choice between its assembly and the Go twins
// of the assembly functions: Has reports whether the assembly can run here
// (the package's hasADX), Use points at the switch itself (useADX).
type Switch struct {
	Has bool
	Use *bool
}

// ForEach runs f once on the Go twins and, where the assembly can run (amd64
// with BMI2, ADX and AVX2, every arm64, 32-bit ARM with GOARM=6 or 7), once
// more on the assembly, so that both are held to the same tests on the same
// machine.
func (s Switch) ForEach(t *testing.T, f func(t *testing.T)) {
	defer s.restore()()
	*s.Use = false
	t.Run("go", f)
	if s.Has {
		*s.Use = true
		t.Run("asm", f)
	}
}

// restore returns the function that sets the switch back to its value now.
func (s Switch) restore() func() {
	saved := *s.Use
	return func() { *s.Use = saved }
}

// Form is the form of a field type, from the constants its generated file
// declares: its elements are stored as a·R mod m with R = 2^RBits (RBits 0:
// stored as itself), and Mul and Sqr take any input below 16·m where Lazy is
// set, else any below 2^InputBits.
type Form struct {
	RBits, InputBits int
	Lazy             bool
}
