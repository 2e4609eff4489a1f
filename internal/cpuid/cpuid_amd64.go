//go:build amd64 && !purego

// Package cpuid executes the two instructions that tell what an x86-64 CPU
// and its operating system support, for the packages that choose their
// assembly by it (internal/ecc's curves, internal/sha256). It is used
// instead of golang.org/x/sys/cpu, whose Linux build imports package os and
// with it time, io/fs and strconv, which the C library has no other use for.
package cpuid

// CPUID executes CPUID with EAX = leaf and ECX = sub (cpuid_amd64.s).
func CPUID(leaf, sub uint32) (eax, ebx, ecx, edx uint32)

// XGETBV0 executes XGETBV with ECX = 0: the low and high words of XCR0, the
// register state the operating system saves (cpuid_amd64.s). Valid only
// where CPUID reports OSXSAVE.
func XGETBV0() (eax, edx uint32)
