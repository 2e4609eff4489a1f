//go:build amd64 && !purego

package ecc

import "github.com/uecc-go/uecc/internal/cpuid"

// HasADX reports whether the curves run the assembly of their asm_amd64.s
// files: in every build but the valgrind one, whether the CPU and the
// operating system support what that assembly uses (cpuHasAssemblyFeatures,
// through selectAssembly in cpuid_novalgrind_amd64.go). The valgrind build
// (-tags valgrind, the c-archive of `make ctgrind`) has its own rule, so
// that memcheck can run the assembly although valgrind hides ADX from its
// CPUID (cpuid_valgrind_amd64.go).
var HasADX = selectAssembly()

// HasIFMA reports whether secp521r1's ECDH runs its AVX-512 IFMA assembly
// (asm_ifma_amd64.s): where HasADX holds and, in every build but the
// valgrind one, the CPU has AVX-512 F, VL and IFMA and the operating system
// saves their registers (cpuHasIFMA). valgrind does not execute AVX-512, so
// the valgrind build never selects it: `make ctgrind` proves the MULX path
// of that curve, and the IFMA file has the static check (internal/cmd/ctcheck)
// alone.
var HasIFMA = HasADX && selectIFMA()

// IFMAForm reports whether secp521r1 runs the loops of ECDH and Verify in
// its IFMA form (11 limbs of 48 bits): wherever HasIFMA holds, with the
// assembly; and in the valgrind build on the path UECC_CTGRIND_PATH=ifma
// (ifmaTwinsPath), with the Go twins of that assembly beside the MULX
// assembly, so that `make ctgrind` proves the form's Go code.
var IFMAForm = HasIFMA || ifmaTwinsPath()

// cpuHasIFMA reports whether the CPU has AVX512F (CPUID.(7,0):EBX bit 16),
// AVX512IFMA (bit 21) and AVX512VL (bit 31), and the operating system saves
// the opmask and the 512-bit registers beside the SSE and AVX state (XCR0
// bits 1, 2, 5, 6 and 7).
func cpuHasIFMA() bool {
	maxLeaf, _, _, _ := cpuid.CPUID(0, 0)
	if maxLeaf < 7 {
		return false
	}
	_, _, ecx1, _ := cpuid.CPUID(1, 0)
	if ecx1&(1<<27) == 0 { // OSXSAVE
		return false
	}
	if xcr0, _ := cpuid.XGETBV0(); xcr0&0xe6 != 0xe6 {
		return false
	}
	_, ebx7, _, _ := cpuid.CPUID(7, 0)
	const avx512f, ifma, vl = 1 << 16, 1 << 21, 1 << 31
	return ebx7&avx512f != 0 && ebx7&ifma != 0 && ebx7&vl != 0
}

// cpuHasAssemblyFeatures reports whether the CPU and the operating system
// support what the assembly of the curves' asm_amd64.s files uses: BMI2 (MULX;
// CPUID.(7,0):EBX bit 8), ADX (ADCX, ADOX; bit 19) and AVX2 (bit 5), the
// last with the AVX state saved by the operating system (CPUID.1:ECX
// OSXSAVE, bit 27, and AVX, bit 28; XCR0 bits 1 and 2, the SSE and AVX
// state): a hypervisor or kernel may hide the YMM registers from a CPU that
// has them.
func cpuHasAssemblyFeatures() bool {
	bmi2AVX2, adx := cpuAssemblyFeatures()
	return bmi2AVX2 && adx
}

// cpuAssemblyFeatures reports the two halves of cpuHasAssemblyFeatures
// apart: BMI2 and AVX2 with the AVX state saved by the operating system, and
// ADX. Only the valgrind build looks at them separately.
func cpuAssemblyFeatures() (bmi2AVX2, adx bool) {
	maxLeaf, _, _, _ := cpuid.CPUID(0, 0)
	if maxLeaf < 7 {
		return false, false
	}
	_, ebx7, _, _ := cpuid.CPUID(7, 0)
	const avx2, bmi2, adxBit = 1 << 5, 1 << 8, 1 << 19
	adx = ebx7&adxBit != 0
	_, _, ecx1, _ := cpuid.CPUID(1, 0)
	const osxsave, avx = 1 << 27, 1 << 28
	if ecx1&osxsave == 0 || ecx1&avx == 0 {
		return false, adx
	}
	if xcr0, _ := cpuid.XGETBV0(); xcr0&6 != 6 {
		return false, adx
	}
	return ebx7&avx2 != 0 && ebx7&bmi2 != 0, adx
}
