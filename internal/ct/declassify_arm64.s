//go:build valgrind && linux

#include "textflag.h"

// func declassifyInt(v int) int
//
// VALGRIND_MAKE_MEM_DEFINED(&v, 8), then return v reloaded from that memory.
// valgrind.h's VALGRIND_DO_CLIENT_REQUEST_EXPR for arm64: X4 points to
// {request, arg1..arg5}, X3 holds the default result, the preamble rotates
// X12 by 3, 13, 51 and 61 bits (128 in all: X12 is unchanged), then
// orr x10, x10, x10; the result comes back in X3. Natively it does nothing.
TEXT ·declassifyInt(SB), NOSPLIT, $48-16
	MOVD $0x4d430002, R0 // VG_USERREQ__MAKE_MEM_DEFINED (memcheck.h)
	MOVD R0, req-48(SP)
	MOVD $v+0(FP), R0
	MOVD R0, a1-40(SP)   // address
	MOVD $8, R0
	MOVD R0, a2-32(SP)   // length
	MOVD ZR, a3-24(SP)
	MOVD ZR, a4-16(SP)
	MOVD ZR, a5-8(SP)
	MOVD $req-48(SP), R4
	MOVD ZR, R3
	ROR $3, R12; ROR $13, R12
	ROR $51, R12; ROR $61, R12
	ORR R10, R10
	MOVD v+0(FP), R0
	MOVD R0, ret+8(FP)
	RET
