//go:build amd64 && !purego

package curves

// cpuid executes CPUID with EAX = leaf and ECX = sub (cpuid_amd64.s).
func cpuid(leaf, sub uint32) (eax, ebx, ecx, edx uint32)

// cpuHasBMI2ADX reports whether the CPU has BMI2 (CPUID.(7,0):EBX bit 8)
// and ADX (bit 19). Neither needs operating-system support (they use no new
// register state), so CPUID alone decides. It is used instead of
// golang.org/x/sys/cpu, whose Linux build imports package os and with it
// time, io/fs and strconv, which the C library has no other use for.
func cpuHasBMI2ADX() bool {
	maxLeaf, _, _, _ := cpuid(0, 0)
	if maxLeaf < 7 {
		return false
	}
	_, ebx, _, _ := cpuid(7, 0)
	return ebx&(1<<8) != 0 && ebx&(1<<19) != 0
}
