//go:build amd64 && !purego

package cpuid

// CPUID executes CPUID with EAX = leaf and ECX = sub (cpuid_amd64.s).
func CPUID(leaf, sub uint32) (eax, ebx, ecx, edx uint32)

// XGETBV0 executes XGETBV with ECX = 0: the low and high words of XCR0, the
// register state the operating system saves (cpuid_amd64.s). Valid only
// where CPUID reports OSXSAVE.
func XGETBV0() (eax, edx uint32)
