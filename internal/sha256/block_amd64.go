//go:build amd64 && !purego && !valgrind

package sha256

import "github.com/uecc-go/uecc/internal/cpuid"

// useSHANI reports whether block runs blockSHANI: whether the CPU has the
// SHA extensions (CPUID.(7,0):EBX bit 29) and SSSE3 and SSE4.1
// (CPUID.1:ECX bits 9 and 19), which the assembly uses beside them.
var useSHANI = hasSHANI()

func hasSHANI() bool {
	maxLeaf, _, _, _ := cpuid.CPUID(0, 0)
	if maxLeaf < 7 {
		return false
	}
	_, _, ecx1, _ := cpuid.CPUID(1, 0)
	_, ebx7, _, _ := cpuid.CPUID(7, 0)
	const ssse3, sse41, sha = 1 << 9, 1 << 19, 1 << 29
	return ecx1&ssse3 != 0 && ecx1&sse41 != 0 && ebx7&sha != 0
}

// block is the compression function: blockSHANI where the CPU has the SHA
// extensions, else in Go.
func block(h *[8]uint32, p *[BlockSize]byte) {
	if useSHANI {
		blockSHANI(h, p)
		return
	}
	blockGeneric(h, p)
}

// blockSHANI is the compression function on the SHA extensions
// (block_amd64.s): blockGeneric's result in about a seventh of its time
// (BenchmarkBlock).
//
//go:noescape
func blockSHANI(h *[8]uint32, p *[BlockSize]byte)
