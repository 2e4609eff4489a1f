//go:build amd64 && !purego && !valgrind

#include "textflag.h"

// The compression function of SHA-256 (FIPS 180-4 §6.2.2) on the SHA
// extensions, in the arrangement of Intel's "Intel SHA Extensions" (Gulley
// et al., 2013): the state in two registers, X1 = (A, B, E, F) and X2 =
// (C, D, G, H) from the high lane down; each SHA256RNDS2 takes two rounds'
// W + K from the low half of X0 and writes (A, B, E, F) after them over
// its (C, D, G, H) operand, so that the two registers trade roles every two
// rounds. The message schedule keeps W in four registers of four words,
// X3–X6, each quad W[4j … 4j+3] replacing the quad W[4j−16 …] before it:
// SHA256MSG1 adds σ0(W[t−15]) to W[t−16], PALIGNR brings W[t−7] … beside
// it, and SHA256MSG2 adds σ1(W[t−2]) word after word. No branch, and every
// address is the arguments' or the constants'.

// The byte order of a word, reversed: the message is big-endian (§3.1).
DATA flipMask<>+0(SB)/8, $0x0405060700010203
DATA flipMask<>+8(SB)/8, $0x0c0d0e0f08090a0b
GLOBL flipMask<>(SB), RODATA|NOPTR, $16

// func blockSHANI(h *[8]uint32, p *[64]byte)
TEXT ·blockSHANI(SB), NOSPLIT, $0-16
	MOVQ h+0(FP), DI
	MOVQ p+8(FP), SI
	MOVOU flipMask<>(SB), X8
	// (A, B, C, D) and (E, F, G, H), word 0 in the low lane, to (A, B, E, F)
	// and (C, D, G, H) from the high lane down.
	MOVOU 0(DI), X1
	MOVOU 16(DI), X2
	PSHUFD $177, X1, X1 // (B, A, D, C), word 0 first
	PSHUFD $27, X2, X2 // (H, G, F, E)
	MOVO X1, X7
	PALIGNR $8, X2, X1 // (F, E, B, A)
	PBLENDW $240, X7, X2 // (H, G, D, C)
	MOVO X1, X9
	MOVO X2, X10
	// Rounds 0–3: W[0…3] from the block.
	MOVOU 0(SI), X3
	PSHUFB X8, X3
	MOVOU ·k+0(SB), X0
	PADDD X3, X0
	SHA256RNDS2 X0, X1, X2
	PSHUFD $14, X0, X0 // W + K of the next two rounds to the low half
	SHA256RNDS2 X0, X2, X1
	// Rounds 4–7: W[4…7] from the block.
	MOVOU 16(SI), X4
	PSHUFB X8, X4
	MOVOU ·k+16(SB), X0
	PADDD X4, X0
	SHA256RNDS2 X0, X1, X2
	PSHUFD $14, X0, X0
	SHA256RNDS2 X0, X2, X1
	// Rounds 8–11: W[8…11] from the block.
	MOVOU 32(SI), X5
	PSHUFB X8, X5
	MOVOU ·k+32(SB), X0
	PADDD X5, X0
	SHA256RNDS2 X0, X1, X2
	PSHUFD $14, X0, X0
	SHA256RNDS2 X0, X2, X1
	// Rounds 12–15: W[12…15] from the block.
	MOVOU 48(SI), X6
	PSHUFB X8, X6
	MOVOU ·k+48(SB), X0
	PADDD X6, X0
	SHA256RNDS2 X0, X1, X2
	PSHUFD $14, X0, X0
	SHA256RNDS2 X0, X2, X1
	// Rounds 16–19: W[16…19] from W[0…], W[1], W[9…12] and W[14…].
	SHA256MSG1 X4, X3
	MOVO X6, X7
	PALIGNR $4, X5, X7
	PADDD X7, X3
	SHA256MSG2 X6, X3
	MOVOU ·k+64(SB), X0
	PADDD X3, X0
	SHA256RNDS2 X0, X1, X2
	PSHUFD $14, X0, X0
	SHA256RNDS2 X0, X2, X1
	// Rounds 20–23: W[20…23] from W[4…], W[5], W[13…16] and W[18…].
	SHA256MSG1 X5, X4
	MOVO X3, X7
	PALIGNR $4, X6, X7
	PADDD X7, X4
	SHA256MSG2 X3, X4
	MOVOU ·k+80(SB), X0
	PADDD X4, X0
	SHA256RNDS2 X0, X1, X2
	PSHUFD $14, X0, X0
	SHA256RNDS2 X0, X2, X1
	// Rounds 24–27: W[24…27] from W[8…], W[9], W[17…20] and W[22…].
	SHA256MSG1 X6, X5
	MOVO X4, X7
	PALIGNR $4, X3, X7
	PADDD X7, X5
	SHA256MSG2 X4, X5
	MOVOU ·k+96(SB), X0
	PADDD X5, X0
	SHA256RNDS2 X0, X1, X2
	PSHUFD $14, X0, X0
	SHA256RNDS2 X0, X2, X1
	// Rounds 28–31: W[28…31] from W[12…], W[13], W[21…24] and W[26…].
	SHA256MSG1 X3, X6
	MOVO X5, X7
	PALIGNR $4, X4, X7
	PADDD X7, X6
	SHA256MSG2 X5, X6
	MOVOU ·k+112(SB), X0
	PADDD X6, X0
	SHA256RNDS2 X0, X1, X2
	PSHUFD $14, X0, X0
	SHA256RNDS2 X0, X2, X1
	// Rounds 32–35: W[32…35] from W[16…], W[17], W[25…28] and W[30…].
	SHA256MSG1 X4, X3
	MOVO X6, X7
	PALIGNR $4, X5, X7
	PADDD X7, X3
	SHA256MSG2 X6, X3
	MOVOU ·k+128(SB), X0
	PADDD X3, X0
	SHA256RNDS2 X0, X1, X2
	PSHUFD $14, X0, X0
	SHA256RNDS2 X0, X2, X1
	// Rounds 36–39: W[36…39] from W[20…], W[21], W[29…32] and W[34…].
	SHA256MSG1 X5, X4
	MOVO X3, X7
	PALIGNR $4, X6, X7
	PADDD X7, X4
	SHA256MSG2 X3, X4
	MOVOU ·k+144(SB), X0
	PADDD X4, X0
	SHA256RNDS2 X0, X1, X2
	PSHUFD $14, X0, X0
	SHA256RNDS2 X0, X2, X1
	// Rounds 40–43: W[40…43] from W[24…], W[25], W[33…36] and W[38…].
	SHA256MSG1 X6, X5
	MOVO X4, X7
	PALIGNR $4, X3, X7
	PADDD X7, X5
	SHA256MSG2 X4, X5
	MOVOU ·k+160(SB), X0
	PADDD X5, X0
	SHA256RNDS2 X0, X1, X2
	PSHUFD $14, X0, X0
	SHA256RNDS2 X0, X2, X1
	// Rounds 44–47: W[44…47] from W[28…], W[29], W[37…40] and W[42…].
	SHA256MSG1 X3, X6
	MOVO X5, X7
	PALIGNR $4, X4, X7
	PADDD X7, X6
	SHA256MSG2 X5, X6
	MOVOU ·k+176(SB), X0
	PADDD X6, X0
	SHA256RNDS2 X0, X1, X2
	PSHUFD $14, X0, X0
	SHA256RNDS2 X0, X2, X1
	// Rounds 48–51: W[48…51] from W[32…], W[33], W[41…44] and W[46…].
	SHA256MSG1 X4, X3
	MOVO X6, X7
	PALIGNR $4, X5, X7
	PADDD X7, X3
	SHA256MSG2 X6, X3
	MOVOU ·k+192(SB), X0
	PADDD X3, X0
	SHA256RNDS2 X0, X1, X2
	PSHUFD $14, X0, X0
	SHA256RNDS2 X0, X2, X1
	// Rounds 52–55: W[52…55] from W[36…], W[37], W[45…48] and W[50…].
	SHA256MSG1 X5, X4
	MOVO X3, X7
	PALIGNR $4, X6, X7
	PADDD X7, X4
	SHA256MSG2 X3, X4
	MOVOU ·k+208(SB), X0
	PADDD X4, X0
	SHA256RNDS2 X0, X1, X2
	PSHUFD $14, X0, X0
	SHA256RNDS2 X0, X2, X1
	// Rounds 56–59: W[56…59] from W[40…], W[41], W[49…52] and W[54…].
	SHA256MSG1 X6, X5
	MOVO X4, X7
	PALIGNR $4, X3, X7
	PADDD X7, X5
	SHA256MSG2 X4, X5
	MOVOU ·k+224(SB), X0
	PADDD X5, X0
	SHA256RNDS2 X0, X1, X2
	PSHUFD $14, X0, X0
	SHA256RNDS2 X0, X2, X1
	// Rounds 60–63: W[60…63] from W[44…], W[45], W[53…56] and W[58…].
	SHA256MSG1 X3, X6
	MOVO X5, X7
	PALIGNR $4, X4, X7
	PADDD X7, X6
	SHA256MSG2 X5, X6
	MOVOU ·k+240(SB), X0
	PADDD X6, X0
	SHA256RNDS2 X0, X1, X2
	PSHUFD $14, X0, X0
	SHA256RNDS2 X0, X2, X1
	// The chaining value added (§6.2.2 step 4), and the words put back in
	// their order.
	PADDD X9, X1
	PADDD X10, X2
	PSHUFD $27, X1, X7 // (A, B, E, F), word 0 first
	PSHUFD $177, X2, X2 // (G, H, C, D)
	MOVO X7, X1
	PBLENDW $240, X2, X1 // (A, B, C, D)
	PALIGNR $8, X7, X2 // (E, F, G, H)
	MOVOU X1, 0(DI)
	MOVOU X2, 16(DI)
	RET
