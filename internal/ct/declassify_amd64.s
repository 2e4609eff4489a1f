//go:build valgrind && linux

#include "textflag.h"

// func declassifyInt(v int) int
//
// VALGRIND_MAKE_MEM_DEFINED(&v, 8), then return v reloaded from that memory.
// The client request is valgrind.h's VALGRIND_DO_CLIENT_REQUEST_EXPR for
// amd64: RAX points to {request, arg1..arg5}, the "special instruction
// preamble" (four rotations of RDI by 3, 13, 61, 51 bits: 128 in all, so RDI
// is unchanged) followed by xchgq %rbx,%rbx; the result comes back in RDX,
// which is zero (the default) when not running under valgrind. Natively the
// sequence does nothing.
TEXT ·declassifyInt(SB), NOSPLIT, $48-16
	MOVQ $0x4d430002, req-48(SP) // VG_USERREQ__MAKE_MEM_DEFINED (memcheck.h)
	LEAQ v+0(FP), AX
	MOVQ AX, a1-40(SP)           // address
	MOVQ $8, a2-32(SP)           // length
	MOVQ $0, a3-24(SP)
	MOVQ $0, a4-16(SP)
	MOVQ $0, a5-8(SP)
	LEAQ req-48(SP), AX
	XORL DX, DX
	ROLQ $3, DI; ROLQ $13, DI
	ROLQ $61, DI; ROLQ $51, DI
	XCHGQ BX, BX
	MOVQ v+0(FP), AX
	MOVQ AX, ret+8(FP)
	RET
