package curves

import "testing"

// ForEachMul runs f once with the Go field multiplication and, where the
// assembly can run (amd64 with BMI2, ADX and AVX2, every arm64), once more with the
// assembly one, so that both are held to the same tests on the same machine.
func ForEachMul(t *testing.T, f func(t *testing.T)) {
	saved := useADX
	defer func() { useADX = saved }()
	useADX = false
	t.Run("go", f)
	if hasADX {
		useADX = true
		t.Run("asm", f)
	}
}
