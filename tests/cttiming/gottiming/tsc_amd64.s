//go:build cttiming

#include "textflag.h"

// func tsc() uint64
//
// The time-stamp counter, read after every earlier instruction has completed
// and before any later one starts (LFENCE on both sides), as cttiming.c's
// tsc().
TEXT ·tsc(SB), NOSPLIT|NOFRAME, $0-8
	LFENCE
	RDTSC
	LFENCE
	SHLQ $32, DX
	ORQ  DX, AX
	MOVQ AX, ret+0(FP)
	RET
