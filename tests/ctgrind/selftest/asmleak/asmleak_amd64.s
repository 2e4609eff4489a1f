//go:build ctgrind_selftest && amd64

#include "textflag.h"

// The assembly leaks of the self-test (asmleak.go). MontMul is a
// copy of the library's secp256k1 fnMul (internal/ecc/secp256k1/asm_amd64.s
// at commit c641d5d: the Montgomery product modulo the group order n, rows of
// MULX with two carry chains, ADCX and ADOX, a final subtraction chosen by
// CMOV), without its useADX dispatch and with the modulus renamed; the two
// leaky copies insert three or two instructions between its first row and
// its first reduction, where the flags and AX, BX are dead, so that their
// products stay right. Nothing here is part of the library.

DATA ·modulus+0(SB)/8, $0xbfd25e8cd0364141
DATA ·modulus+8(SB)/8, $0xbaaedce6af48a03b
DATA ·modulus+16(SB)/8, $0xfffffffffffffffe
DATA ·modulus+24(SB)/8, $0xffffffffffffffff
GLOBL ·modulus(SB), RODATA|NOPTR, $32

// The first row of the product: t = x·y[0] in R8..R12 (R13 = 0).
#define ST_ROW0 \
	XORQ R13, R13; \
	/* First row, into empty words */ \
	MOVQ 0(CX), DX; \
	MULXQ 0(SI), R8, R9; \
	MULXQ 8(SI), AX, R10; \
	ADDQ AX, R9; \
	MULXQ 16(SI), AX, R11; \
	ADCQ AX, R10; \
	MULXQ 24(SI), AX, R12; \
	ADCQ AX, R11; \
	ADCQ $0, R12

// The rest: the reductions and rows 1 to 3, the final subtraction, z stored.
#define ST_REST \
	/* m = t0·m' mod 2^64; t += m·modulus; t0 becomes 0 */ \
	MOVQ $0x4b0dff665588b13f, DX; \
	IMULQ R8, DX; \
	XORQ AX, AX; \
	MULXQ ·modulus+0(SB), AX, BX; \
	ADCXQ AX, R8; \
	ADOXQ BX, R9; \
	MULXQ ·modulus+8(SB), AX, BX; \
	ADCXQ AX, R9; \
	ADOXQ BX, R10; \
	MULXQ ·modulus+16(SB), AX, BX; \
	ADCXQ AX, R10; \
	ADOXQ BX, R11; \
	MULXQ ·modulus+24(SB), AX, BX; \
	ADCXQ AX, R11; \
	ADOXQ BX, R12; \
	MOVQ $0, AX; \
	ADCXQ AX, R12; \
	ADOXQ AX, R13; \
	ADCXQ AX, R13; \
	/* Row 1: t += x·y[1] */ \
	MOVQ 8(CX), DX; \
	XORQ AX, AX; \
	MULXQ 0(SI), AX, BX; \
	ADCXQ AX, R9; \
	ADOXQ BX, R10; \
	MULXQ 8(SI), AX, BX; \
	ADCXQ AX, R10; \
	ADOXQ BX, R11; \
	MULXQ 16(SI), AX, BX; \
	ADCXQ AX, R11; \
	ADOXQ BX, R12; \
	MULXQ 24(SI), AX, BX; \
	ADCXQ AX, R12; \
	ADOXQ BX, R13; \
	ADCXQ R8, R13; \
	ADOXQ R8, R8; \
	ADCQ $0, R8; \
	/* m = t0·m' mod 2^64; t += m·modulus; t0 becomes 0 */ \
	MOVQ $0x4b0dff665588b13f, DX; \
	IMULQ R9, DX; \
	XORQ AX, AX; \
	MULXQ ·modulus+0(SB), AX, BX; \
	ADCXQ AX, R9; \
	ADOXQ BX, R10; \
	MULXQ ·modulus+8(SB), AX, BX; \
	ADCXQ AX, R10; \
	ADOXQ BX, R11; \
	MULXQ ·modulus+16(SB), AX, BX; \
	ADCXQ AX, R11; \
	ADOXQ BX, R12; \
	MULXQ ·modulus+24(SB), AX, BX; \
	ADCXQ AX, R12; \
	ADOXQ BX, R13; \
	MOVQ $0, AX; \
	ADCXQ AX, R13; \
	ADOXQ AX, R8; \
	ADCXQ AX, R8; \
	/* Row 2: t += x·y[2] */ \
	MOVQ 16(CX), DX; \
	XORQ AX, AX; \
	MULXQ 0(SI), AX, BX; \
	ADCXQ AX, R10; \
	ADOXQ BX, R11; \
	MULXQ 8(SI), AX, BX; \
	ADCXQ AX, R11; \
	ADOXQ BX, R12; \
	MULXQ 16(SI), AX, BX; \
	ADCXQ AX, R12; \
	ADOXQ BX, R13; \
	MULXQ 24(SI), AX, BX; \
	ADCXQ AX, R13; \
	ADOXQ BX, R8; \
	ADCXQ R9, R8; \
	ADOXQ R9, R9; \
	ADCQ $0, R9; \
	/* m = t0·m' mod 2^64; t += m·modulus; t0 becomes 0 */ \
	MOVQ $0x4b0dff665588b13f, DX; \
	IMULQ R10, DX; \
	XORQ AX, AX; \
	MULXQ ·modulus+0(SB), AX, BX; \
	ADCXQ AX, R10; \
	ADOXQ BX, R11; \
	MULXQ ·modulus+8(SB), AX, BX; \
	ADCXQ AX, R11; \
	ADOXQ BX, R12; \
	MULXQ ·modulus+16(SB), AX, BX; \
	ADCXQ AX, R12; \
	ADOXQ BX, R13; \
	MULXQ ·modulus+24(SB), AX, BX; \
	ADCXQ AX, R13; \
	ADOXQ BX, R8; \
	MOVQ $0, AX; \
	ADCXQ AX, R8; \
	ADOXQ AX, R9; \
	ADCXQ AX, R9; \
	/* Row 3: t += x·y[3] */ \
	MOVQ 24(CX), DX; \
	XORQ AX, AX; \
	MULXQ 0(SI), AX, BX; \
	ADCXQ AX, R11; \
	ADOXQ BX, R12; \
	MULXQ 8(SI), AX, BX; \
	ADCXQ AX, R12; \
	ADOXQ BX, R13; \
	MULXQ 16(SI), AX, BX; \
	ADCXQ AX, R13; \
	ADOXQ BX, R8; \
	MULXQ 24(SI), AX, BX; \
	ADCXQ AX, R8; \
	ADOXQ BX, R9; \
	ADCXQ R10, R9; \
	ADOXQ R10, R10; \
	ADCQ $0, R10; \
	/* m = t0·m' mod 2^64; t += m·modulus; t0 becomes 0 */ \
	MOVQ $0x4b0dff665588b13f, DX; \
	IMULQ R11, DX; \
	XORQ AX, AX; \
	MULXQ ·modulus+0(SB), AX, BX; \
	ADCXQ AX, R11; \
	ADOXQ BX, R12; \
	MULXQ ·modulus+8(SB), AX, BX; \
	ADCXQ AX, R12; \
	ADOXQ BX, R13; \
	MULXQ ·modulus+16(SB), AX, BX; \
	ADCXQ AX, R13; \
	ADOXQ BX, R8; \
	MULXQ ·modulus+24(SB), AX, BX; \
	ADCXQ AX, R8; \
	ADOXQ BX, R9; \
	MOVQ $0, AX; \
	ADCXQ AX, R9; \
	ADOXQ AX, R10; \
	ADCXQ AX, R10; \
	/* t < 2m: subtract m, keep t if that borrows */ \
	MOVQ R12, AX; \
	SUBQ ·modulus+0(SB), AX; \
	MOVQ R13, BX; \
	SBBQ ·modulus+8(SB), BX; \
	MOVQ R8, DX; \
	SBBQ ·modulus+16(SB), DX; \
	MOVQ R9, SI; \
	SBBQ ·modulus+24(SB), SI; \
	SBBQ $0, R10; \
	CMOVQCC AX, R12; \
	CMOVQCC BX, R13; \
	CMOVQCC DX, R8; \
	CMOVQCC SI, R9; \
	MOVQ R12, 0(DI); \
	MOVQ R13, 8(DI); \
	MOVQ R8, 16(DI); \
	MOVQ R9, 24(DI)

#define ST_ARGS \
	MOVQ z+0(FP), DI; \
	MOVQ x+8(FP), SI; \
	MOVQ y+16(FP), CX

// func MontMul(z, x, y *[4]uint64)
//
// z = x·y·2^-256 mod n, for x, y < n: the product as the library runs it.
TEXT ·MontMul(SB), NOSPLIT, $0-24
	ST_ARGS
	ST_ROW0
	ST_REST
	RET

// func MontMulIndexLeak(z, x, y *[4]uint64, table *[256]uint64)
//
// MontMul with a load from table at the low byte of t0 = low(x[0]·y[0]),
// a secret: memcheck must report "Use of uninitialised value of size 8"
// here. The entry (table is all zeros) is added to the row's top word, so
// that the load is used: valgrind's optimiser drops a load whose value is
// never used before memcheck sees it, and with it the report.
TEXT ·MontMulIndexLeak(SB), NOSPLIT, $0-32
	ST_ARGS
	ST_ROW0
	MOVBQZX R8, AX
	MOVQ table+24(FP), BX
	ADDQ (BX)(AX*8), R12 // the leak: a secret-dependent address (the entry, 0, is used)
	ST_REST
	RET

// func MontMulBranchLeak(z, x, y *[4]uint64)
//
// MontMul with a conditional jump on bit 0 of t0, a secret (both ways lead
// to the same instruction): memcheck must report "Conditional jump or move
// depends on uninitialised value(s)" here.
TEXT ·MontMulBranchLeak(SB), NOSPLIT, $0-24
	ST_ARGS
	ST_ROW0
	BTQ $0, R8
	JCC even // the leak: a branch on a secret bit
even:
	ST_REST
	RET
