//go:build amd64 && !purego && valgrind

#include "textflag.h"

// func runningOnValgrind() uint64
//
// valgrind.h's RUNNING_ON_VALGRIND: VALGRIND_DO_CLIENT_REQUEST_EXPR(0,
// VG_USERREQ__RUNNING_ON_VALGRIND = 0x1001, 0, 0, 0, 0, 0). RAX points to
// {request, arg1..arg5}; the "special instruction preamble" (four rotations
// of RDI by 3, 13, 61 and 51 bits: 128 in all, so RDI is unchanged) followed
// by xchgq %rbx,%rbx; the answer comes back in RDX, which keeps its default
// (0) when not running under valgrind. Natively the sequence does nothing.
// The same sequence as internal/ct's declassifyInt.
TEXT ·runningOnValgrind(SB), NOSPLIT, $48-8
	MOVQ $0x1001, req-48(SP) // VG_USERREQ__RUNNING_ON_VALGRIND (valgrind.h)
	MOVQ $0, a1-40(SP)
	MOVQ $0, a2-32(SP)
	MOVQ $0, a3-24(SP)
	MOVQ $0, a4-16(SP)
	MOVQ $0, a5-8(SP)
	LEAQ req-48(SP), AX
	XORL DX, DX
	ROLQ $3, DI; ROLQ $13, DI
	ROLQ $61, DI; ROLQ $51, DI
	XCHGQ BX, BX
	MOVQ DX, ret+0(FP)
	RET
