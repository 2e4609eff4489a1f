//go:build amd64 && !purego && !valgrind

package ecc

// selectAssembly is HasADX's rule in every build but the valgrind one: the
// assembly runs where CPUID reports BMI2, ADX and AVX2 and the operating
// system saves the AVX state.
func selectAssembly() bool { return cpuHasAssemblyFeatures() }

// selectIFMA is HasIFMA's rule in every build but the valgrind one: the
// IFMA assembly runs where the CPU and the operating system support it.
func selectIFMA() bool { return cpuHasIFMA() }

// ifmaTwinsPath is false outside the valgrind build (IFMAForm).
func ifmaTwinsPath() bool { return false }
