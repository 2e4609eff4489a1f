// Package arm is the generator's emitter of the 32-bit ARM assembly
// (internal/ecc/<curve>/asm_arm.s, GOARM=6 and 7): the field routines with
// UMAAL and the Solinas folds (asm.go) and the point formulas and table
// scans (points.go), from the curve model of package model.
package arm

import (
	"fmt"
	"log"
	"math/bits"
	"os"
	"strings"

	"github.com/uecc-go/uecc/internal/ecc/instr"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/asmtext"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/model"
)

// Registers of the 32-bit ARM functions: R10 (g), R11 (the assembler's
// temporary), R13 (SP) and R15 (PC) are never touched; R14 (LR) is free,
// since every function has a frame and the prologue saves it.
var (
	armB = []instr.Reg{r0, r1, r2, r3, r4, r5, r6, r7} // y's words, then the modulus words
	armA = r8                                          // x[i], then m of a reduction row
	armL = r9                                          // the word of t being added to
	armC = r12                                         // x's pointer, then a constant of the reduction, z's pointer
	armE = r14                                         // a word of y, then a modulus word
)

// The registers by name, for the code that uses them by number.
const (
	r0  instr.Reg = "R0"
	r1  instr.Reg = "R1"
	r2  instr.Reg = "R2"
	r3  instr.Reg = "R3"
	r4  instr.Reg = "R4"
	r5  instr.Reg = "R5"
	r6  instr.Reg = "R6"
	r7  instr.Reg = "R7"
	r8  instr.Reg = "R8"
	r9  instr.Reg = "R9"
	r12 instr.Reg = "R12"
	r13 instr.Reg = "R13" // SP: the frame
	r14 instr.Reg = "R14"
)

// The arguments of the Go-called field functions, (z, x, y *Element).
var (
	armArgZ = instr.Arg{Name: "z", Off: 0}
	armArgX = instr.Arg{Name: "x", Off: 4}
	armArgY = instr.Arg{Name: "y", Off: 8}
)

// armGen writes 32-bit ARM assembly (Go's syntax: the destination last).
// z is where the products read the pointer to their result: z+0(FP) (the
// default, for nil) in the Go-called functions, a frame slot in the internal
// routines of the point formulas (arm/points.go); lazy leaves out the
// Montgomery product's final subtraction (model/lazy.go); square says that y is x
// (mulPairs then reads the words of x it holds from no memory).
type armGen struct {
	w      *instr.Writer
	z      instr.Operand
	lazy   bool
	square bool
}

// zRef returns the operand that holds the pointer to a product's result.
func (g *armGen) zRef() instr.Operand {
	if g.z == nil {
		return armArgZ
	}
	return g.z
}

// armRegNum returns the number of the register named Rn.
func armRegNum(r instr.Reg) uint32 {
	var n uint32
	if _, err := fmt.Sscanf(string(r), "R%d", &n); err != nil || n > 15 {
		log.Fatalf("not an ARM register: %q", r)
	}
	return n
}

// umaal emits UMAAL lo, hi, a, b: hi:lo = a·b + hi + lo, which cannot
// overflow 64 bits. Go's assembler has no mnemonic for it (ARMv6), so it is
// written as its ARM encoding (A1: cond 1110, 0000 0100, RdHi, RdLo, Rm,
// 1001, Rn), with the instruction in a comment; TestFieldAssemblyMatchesGo
// checks the encodings by their results.
func (g *armGen) umaal(lo, hi, a, b instr.Reg) {
	w := 0xE0400090 | armRegNum(hi)<<16 | armRegNum(lo)<<12 | armRegNum(b)<<8 | armRegNum(a)
	umaal := instr.Instr{Op: "UMAAL", Args: []instr.Operand{lo, hi, a, b}}
	g.w.Instr(instr.Instr{Op: "WORD", Args: []instr.Operand{armHex8(w)}, Comment: umaal.String()})
}

// pickReg is model.Pick for registers: a if cond, else b (the operand of a
// chain's first word, then the others').
func pickReg(cond bool, a, b instr.Reg) instr.Reg {
	if cond {
		return a
	}
	return b
}

// armWord returns word k of the words at base: 4k(base).
func armWord(base instr.Reg, k int) instr.Mem { return instr.Mem{Off: 4 * k, Base: base} }

// armHex8 is the 32-bit constant v as an immediate of eight hexadecimal
// digits: $0x000003d1.
func armHex8(v uint32) instr.Hex { return instr.Hex{V: uint64(v), Digits: 8} }

// armHex is v as an immediate of as few hexadecimal digits as it needs:
// $0x3d1.
func armHex(v uint32) instr.Hex { return instr.H(uint64(v)) }

// Shifted registers, operands of the data-processing instructions: r<<n,
// r>>n (logical) and r->n (arithmetic).
func shl(r instr.Reg, n int) instr.Shift { return instr.Shift{R: r, Op: "<<", N: n} }
func shr(r instr.Reg, n int) instr.Shift { return instr.Shift{R: r, Op: ">>", N: n} }
func asr(r instr.Reg, n int) instr.Shift { return instr.Shift{R: r, Op: "->", N: n} }

// armT returns the frame slot of word k of the accumulator: t[0…2w] at
// 4(R13) up (0(R13) holds the saved LR).
func armT(k int) instr.Mem { return instr.Mem{Off: 4 + 4*k, Base: r13} }

// armFrame is the frame of a function on w-word elements: t, t − m, and
// the two words of SqrN's state (its input pointer and count).
func armFrame(w int) int { return 4 * (3*w + 3) }

// armSqrNPtr and armSqrNCount are SqrN's frame slots.
func armSqrNPtr(w int) instr.Mem   { return armT(3*w + 1) }
func armSqrNCount(w int) instr.Mem { return armT(3*w + 2) }

// armY returns the frame slot of word j of the copy of y, after t's 2w+1
// words.
func armY(w, j int) instr.Mem { return armT(2*w + 1 + j) }

// mulBody emits z = x·y·R⁻¹ mod m for w-word x and y, R = 2^(32w): the
// separated operand scanning method (Koç, Acar and Kaliski, "Analyzing and
// comparing Montgomery multiplication algorithms", IEEE Micro 16(3), 1996):
// the 2w-word product t = x·y, then w Montgomery reduction rows and the
// final subtraction (reduce), or for a Plain field the fold (plainFold).
// The product runs two rows of x at a time, each word of y feeding two
// UMAALs (mulPairs on up to 6 words, mulPairs8 on 8); t's low words go to
// the frame as they become final. The integer before the final
// subtraction is the one of the Go twins' 64-bit CIOS (m ≡ −x·y·m⁻¹ mod R
// has one value below R whatever the digit size), and so is the result.
// loadXY loads the pointers to x into armC and to y into armA.
func (g *armGen) mulBody(f *model.Field, loadXY func()) {
	w := 2 * f.Limbs
	loadXY()
	switch {
	case f.Solinas && f.InputBits() < 64*f.Limbs: // elements narrower than their limbs
		g.mulPairsOdd(f)
	case w <= armPairWords:
		g.mulPairs(f)
	case w == 8:
		g.mulPairs8(f)
	default:
		log.Fatalf("%s: no 32-bit product for %d words", f.Type, w)
	}
}

// armPairWords is the most words for which the product runs two rows at a
// time (mulPairs): the w + 2 words of the window and the two rows' carries, the two words of x,
// y's pointer and the word of y take 12 registers for w = 6.
const armPairWords = 6

// mulPairs is mulBody for elements of up to armPairWords words, x's
// pointer in armC and y's in armA: the product runs two rows, x[i] and
// x[i+1], at a time, so that each word of y, read from y itself, feeds two
// UMAALs (row i adds x[i]·y[j] into t[i+j] with its carry c1, row i+1
// adds x[i+1]·y[j] into t[i+1+j] with its carry c2: two carry chains
// through the same window, each UMAAL below 2^64; at the last word, row
// i+1 adds into c1, which is t[i+w]), and x's pointer waits in the frame.
// Then reduce, with three registers for constants.
func (g *armGen) mulPairs(f *model.Field) {
	w := 2 * f.Limbs
	xa, xb, yt, yp := r9, r12, r14, armA
	xSlot := armT(2 * w) // after t, which reduce leaves alone
	g.w.I("MOVW", armC, xSlot)
	pool := []instr.Reg{r0, r1, r2, r3, r4, r5, r6, r7}[:w+2]
	win, c1, c2 := pool[:w], pool[w], pool[w+1]
	for k := 0; k < w; k++ {
		g.w.I("MOVW", instr.Imm(0), win[k])
	}
	for i := 0; i < w; i += 2 {
		g.w.Comment("Rows %d and %d: t[%d…%d] += x[%d]·y + x[%d]·y·2^32", i, i+1, i, i+w+1, i, i+1)
		g.w.I("MOVW", xSlot, yt)
		g.w.I("MOVW", armWord(yt, i), xa)
		g.w.I("MOVW", armWord(yt, i+1), xb)
		g.w.I("MOVW", instr.Imm(0), c1)
		g.w.I("MOVW", instr.Imm(0), c2)
		for j := 0; j < w; j++ {
			y := g.pairWord(i, j, xa, xb, yt, armWord(yp, j))
			g.umaal(win[j], c1, xa, y)
			g.pairSecond(win, c1, c2, xb, y, j)
		}
		g.w.I("MOVW", win[0], armT(i))
		g.w.I("MOVW", win[1], armT(i+1))
		free0, free1 := win[0], win[1]
		win = append(append([]instr.Reg{}, win[2:]...), c1, c2)
		c1, c2 = free0, free1
	}
	// win holds t[w…2w−1]: folded from there, or for Montgomery sent to
	// the frame, where the reduction adds them last.
	if f.Solinas {
		g.solinasFold192(f, win, []instr.Reg{c1, c2, xa, xb, yt, yp})
		return
	}
	for j := 0; j < w; j++ {
		g.w.I("MOVW", win[j], armT(w+j))
	}
	regs := []instr.Reg{r0, r1, r2, r3, r4, r5, r6, r7, r9}
	g.reduce(f, regs[:w+1], append(regs[w+1:], armC))
}

// solinasFold192 emits z = t mod m for P-192 stored as itself (m = 2^192 −
// 2^64 − 1) and the 12-word t = T + H·2^192 of mulPairs, T = t[0…5] in the
// frame and H = A0 + A1·2^64 + A2·2^128 (64-bit halves A0, A1, A2) in the
// registers h, with the six registers free. As in NIST's routine for P-192
// (FIPS 186-4, D.2.1), 2^192 ≡ 2^64 + 1 gives
//
//	t ≡ T + A0·(1 + 2^64) + A1·(2^64 + 2^128) + A2·(1 + 2^64 + 2^128) = r,
//
// three carry chains, below 3·2^192: r = r' + c·2^192 with c in 0…2. Then
// u = r' + c·(2^64 + 1) = u' + c'·2^192 with c' 0 or 1, and c' = 1 only for
// u' < 2^66, where u − m = u' + 2^64 + 1 is u' − m (mod 2^192): the result
// is u' − m (mod 2^192) when c' = 1 or u' ≥ m, else u', which is condSub
// with c' as its top word. Every step is a carry chain or a mask.
func (g *armGen) solinasFold192(f *model.Field, h, free []instr.Reg) {
	r := free
	g.w.Comment("r = T + A2·(1 + 2^64 + 2^128), its carry in c")
	for k := 0; k < 6; k++ {
		g.w.I("MOVW", armT(k), r[k])
		g.w.I(model.Pick(k == 0, "ADD.S", "ADC.S"), h[4+k%2], r[k], r[k])
	}
	c, c2 := h[4], h[5] // A2 is read for the last time
	g.w.I("MOVW", instr.Imm(0), c)
	g.w.I("ADC", instr.Imm(0), c, c)
	g.w.Comment("r += A0·(1 + 2^64)")
	for k := 0; k < 6; k++ {
		var src instr.Operand = instr.Imm(0)
		if k < 4 {
			src = h[k%2]
		}
		g.w.I(model.Pick(k == 0, "ADD.S", "ADC.S"), src, r[k], r[k])
	}
	g.w.I("ADC", instr.Imm(0), c, c)
	g.w.Comment("r += A1·(2^64 + 2^128): c = r's top word, in 0…2")
	for k := 2; k < 6; k++ {
		g.w.I(model.Pick(k == 2, "ADD.S", "ADC.S"), h[2+k%2], r[k], r[k])
	}
	g.w.I("ADC", instr.Imm(0), c, c)
	g.w.Comment("u = r' + c·(2^64 + 1): c' its carry")
	for k := 0; k < 6; k++ {
		var src instr.Operand = instr.Imm(0)
		if k == 0 || k == 2 {
			src = c
		}
		g.w.I(model.Pick(k == 0, "ADD.S", "ADC.S"), src, r[k], r[k])
	}
	g.w.I("MOVW", instr.Imm(0), c2)
	g.w.I("ADC", instr.Imm(0), c2, c2)
	g.w.Comment("u' − m when c' = 1 or that does not borrow")
	g.solinasResult(f, r, c2, h[0], h[1], h[2])
}

// solinasResult emits the last step of a Solinas fold: z = the w-word u in
// the registers r, with top its top word (0 or 1), minus m where top is set
// or that does not borrow (condSub), and z's words above r zero.
func (g *armGen) solinasResult(f *model.Field, r []instr.Reg, top, s, zp, tmp instr.Reg) {
	g.condSub(armWords(f.M)[:len(r)], r, top, s, zp, tmp)
	if len(r) < 2*f.Limbs {
		g.w.I("MOVW", instr.Imm(0), tmp)
		for k := len(r); k < 2*f.Limbs; k++ {
			g.w.I("MOVW", tmp, armWord(zp, k))
		}
	}
}

// pairWord returns the register that holds word j of y for the row pair
// i, i+1: for a squaring, x[i] and x[i+1] are y's words i and i+1 and are
// in xa and xb already; any other word is loaded from src into yt.
func (g *armGen) pairWord(i, j int, xa, xb, yt instr.Reg, src instr.Mem) instr.Reg {
	switch {
	case g.square && j == i:
		return xa
	case g.square && j == i+1:
		return xb
	}
	g.w.I("MOVW", src, yt)
	return yt
}

// pairSecond emits row i+1's UMAAL of word j of y (in y) of a row pair:
// into t[i+1+j], win[j+1], with its carry c2, and at the last word into c1,
// which becomes t[i+w].
func (g *armGen) pairSecond(win []instr.Reg, c1, c2, xb, y instr.Reg, j int) {
	if j+1 < len(win) {
		g.umaal(win[j+1], c2, xb, y)
	} else {
		g.umaal(c1, c2, xb, y)
	}
}

// mulPairs8 is mulBody for 8-word elements, x's pointer in armC and y's in
// armA: two rows at a time as in mulPairs, in the 12 registers there are.
// y (for a squaring, x) is copied to the frame first and its words read
// from there; x's pointer waits in the frame. A pair of rows i, i+1 starts
// with t[i…i+7] in the window and its carry c1 = 0; at word 0 row i's
// UMAAL makes t[i] final, which goes to the frame at once, and its
// register takes row i+1's carry c2 = 0 (so the pair never needs more
// than the window, c1, x[i], x[i+1] and the word of y); at the last word
// row i+1 adds into c1, which is t[i+8], and c2 is t[i+9]; t[i+1] is then
// final too. Against one row at a time this reads each word of y once per
// pair instead of once per row. Then reduce, with one register for
// constants.
func (g *armGen) mulPairs8(f *model.Field) {
	const w = 8
	xa, xb, yt := armA, armC, armE
	xSlot := armT(2 * w) // after t, which reduce leaves alone
	if !g.square {
		g.w.I("MOVW", armC, xSlot)
	}
	g.w.Comment("Copy y to the frame")
	g.w.I("MOVM.IA", instr.Ind(armA), instr.RegRange{Lo: r0, Hi: r7})
	for j := 0; j < w; j++ {
		g.w.I("MOVW", armB[j], armY(w, j))
	}
	win := []instr.Reg{r0, r1, r2, r3, r4, r5, r6, r7}
	c1 := r9
	for k := 0; k < w; k++ {
		g.w.I("MOVW", instr.Imm(0), win[k])
	}
	for i := 0; i < w; i += 2 {
		g.w.Comment("Rows %d and %d: t[%d…%d] += x[%d]·y + x[%d]·y·2^32", i, i+1, i, i+w+1, i, i+1)
		if g.square {
			g.w.I("MOVW", armY(w, i), xa)
			g.w.I("MOVW", armY(w, i+1), xb)
		} else {
			g.w.I("MOVW", xSlot, yt)
			g.w.I("MOVW", armWord(yt, i), xa)
			g.w.I("MOVW", armWord(yt, i+1), xb)
		}
		win, c1 = g.pairInWindow(i, win, c1, xa, xb, yt, func(j int) instr.Mem { return armY(w, j) })
	}
	// win holds t[8…15]: folded from there, or for Montgomery sent to the
	// frame, where the reduction adds them last.
	if f.Plain {
		g.plainFold(f, win, c1)
		return
	}
	for j := 0; j < w; j++ {
		g.w.I("MOVW", win[j], armT(w+j))
	}
	g.reduce(f, append(append([]instr.Reg{}, win...), c1), []instr.Reg{armC})
}

// mulPairsOdd is mulBody for P-160 and P-224 stored as themselves (Solinas
// fields, solinasForm): their elements are below 2^160 and 2^224, w = 5 and
// 7 words (the field's words above them are 0), so the product has w² word
// products where 6 and 8 words take 36 and 64. Two rows at a time as in
// mulPairs8 (pairInWindow), with one register fewer for the window on 7
// words, which leaves one for y's pointer: y is read from itself, not
// copied, and x's pointer waits in the frame. The pairs, then row w−1
// alone; t[0…w−1] go to the frame as they become final, t[w…2w−1] stay in
// the registers for the fold (solinasFold160, solinasFold224).
func (g *armGen) mulPairsOdd(f *model.Field) {
	w := f.InputBits() / 32
	yp, xa, xb, yt := armA, armL, armC, armE
	xSlot := armT(16) // after t's words, as in mulPairs8
	if !g.square {
		g.w.I("MOVW", armC, xSlot)
	}
	regs := []instr.Reg{r0, r1, r2, r3, r4, r5, r6, r7}
	win, c1, spare := regs[:w], regs[w], regs[w+1:]
	for k := 0; k < w; k++ {
		g.w.I("MOVW", instr.Imm(0), win[k])
	}
	loadX := func(i int, to instr.Reg) {
		if g.square {
			g.w.I("MOVW", armWord(yp, i), to)
			return
		}
		g.w.I("MOVW", xSlot, yt)
		g.w.I("MOVW", armWord(yt, i), to)
	}
	for i := 0; i+1 < w; i += 2 {
		g.w.Comment("Rows %d and %d: t[%d…%d] += x[%d]·y + x[%d]·y·2^32", i, i+1, i, i+w+1, i, i+1)
		loadX(i, xa)
		if g.square {
			g.w.I("MOVW", armWord(yp, i+1), xb)
		} else {
			g.w.I("MOVW", armWord(yt, i+1), xb)
		}
		win, c1 = g.pairInWindow(i, win, c1, xa, xb, yt, func(j int) instr.Mem { return armWord(yp, j) })
	}
	g.w.Comment("Row %d: t[%d…%d] += x[%d]·y", w-1, w-1, 2*w-1, w-1)
	loadX(w-1, xa)
	g.w.I("MOVW", instr.Imm(0), c1)
	for j := 0; j < w; j++ {
		y := yt
		if g.square && j == w-1 {
			y = xa
		} else {
			g.w.I("MOVW", armWord(yp, j), yt)
		}
		g.umaal(win[j], c1, xa, y)
	}
	g.w.I("MOVW", win[0], armT(w-1))
	h := append(append([]instr.Reg{}, win[1:]...), c1)
	free := append([]instr.Reg{win[0], xa, xb, yt, yp}, spare...)
	if w == 5 {
		g.solinasFold160(f, h, free)
		return
	}
	g.solinasFold224(f, h, free)
}

// solinasFold160 emits z = t mod m for P-160 stored as itself (secp160r1's
// p, m = 2^160 − 2^31 − 1) and the 10-word t = T + H·2^160 of mulPairsOdd,
// T = t[0…4] in the frame and H in the registers h, with seven registers
// free: 2^160 ≡ 2^31 + 1 gives t ≡ T + H + H·2^31 = r (H·2^31 on 6 words,
// word k = H[k]<<31 OR H[k−1]>>1), below 2^192: r = r' + c·2^160 with c
// below 2^32. Then u = r' + c·(2^31 + 1), c·(2^31 + 1) on two words, is
// u' + c'·2^160 with c' 0 or 1, and c' = 1 only for u' < 2^64, where u − m =
// u' + 2^31 + 1 is u' − m (mod 2^160): condSub with c' as its top word.
// Every step is a carry chain, a shift or a mask.
func (g *armGen) solinasFold160(f *model.Field, h, free []instr.Reg) {
	r, c, tmp := free[:5], free[5], free[6]
	g.w.Comment("r = T + H, its carry in c")
	for k := 0; k < 5; k++ {
		g.w.I("MOVW", armT(k), r[k])
		g.w.I(model.Pick(k == 0, "ADD.S", "ADC.S"), h[k], r[k], r[k])
	}
	g.w.I("MOVW", instr.Imm(0), c)
	g.w.I("ADC", instr.Imm(0), c, c)
	g.w.Comment("r += H·2^31: c = r's top word")
	g.w.I("ADD.S", shl(h[0], 31), r[0], r[0])
	for k := 1; k < 5; k++ {
		g.w.I("MOVW", shr(h[k-1], 1), tmp)
		g.w.I("ORR", shl(h[k], 31), tmp, tmp)
		g.w.I("ADC.S", tmp, r[k], r[k])
	}
	g.w.I("ADC", shr(h[4], 1), c, c)
	lo, hi, c2 := h[0], h[1], h[2]
	g.w.Comment("u = r' + c·(2^31 + 1), c·(2^31 + 1) = lo + hi·2^32: c' its carry")
	g.w.I("ADD.S", shl(c, 31), c, lo)
	g.w.I("MOVW", shr(c, 1), hi)
	g.w.I("ADC", instr.Imm(0), hi, hi)
	g.w.I("ADD.S", lo, r[0], r[0])
	g.w.I("ADC.S", hi, r[1], r[1])
	for k := 2; k < 5; k++ {
		g.w.I("ADC.S", instr.Imm(0), r[k], r[k])
	}
	g.w.I("MOVW", instr.Imm(0), c2)
	g.w.I("ADC", instr.Imm(0), c2, c2)
	g.w.Comment("u' − m when c' = 1 or that does not borrow; word 5 is 0")
	g.solinasResult(f, r, c2, h[4], h[3], tmp)
}

// solinasFold224 emits z = t mod m for P-224 stored as itself (m = 2^224 − 2^96 + 1)
// and the 14-word t = T + H·2^224 of mulPairsOdd, T = t[0…6] in the frame and
// H = t[7…13] in the registers h, with the five registers free. As in
// NIST's routine for P-224 (FIPS 186-4, D.2.2: T + S1 + S2 − D1 − D2), with
// 2^224 ≡ 2^96 − 1 twice:
//
//	t ≡ T + H·2^96 − H ≡ T + V·(2^96 − 1) − X·2^128 = r,
//
// where X = H's words 4…6 and V = H's words 0…3 + X: with L = H's words
// 0…3, r = T + L·(2^96 − 1) − X·(2^128 − 2^96 + 1), so −m < r < 2^225 −
// 2^128 − 2^96 and r = r' + c·2^224 with c in −1…1. Then u = r − c·m = r' +
// c·(2^96 − 1), computed as r' − c + c·2^96 with c sign-extended, is in
// [0, 2^224): below m + 2^224 − 2^128 for c = 1 and below m for c = −1.
// So the result is u − m where that does not borrow, else u (condSub). Every
// step is a carry chain or a mask; nothing branches.
func (g *armGen) solinasFold224(f *model.Field, h, free []instr.Reg) {
	v4, x3, r3, tmp, spare := free[0], free[1], free[2], free[3], free[4]
	g.w.Comment("V = H[0…3] + X (v4 its carry), and X + v4 (x3 its carry)")
	g.w.I("ADD.S", h[4], h[0], h[0])
	g.w.I("ADC.S", h[5], h[1], h[1])
	g.w.I("ADC.S", h[6], h[2], h[2])
	g.w.I("ADC.S", instr.Imm(0), h[3], h[3])
	g.w.I("MOVW", instr.Imm(0), v4)
	g.w.I("ADC", instr.Imm(0), v4, v4) // flags stay: the same carry goes on into X
	g.w.I("ADC.S", instr.Imm(0), h[4], h[4])
	g.w.I("ADC.S", instr.Imm(0), h[5], h[5])
	g.w.I("ADC.S", instr.Imm(0), h[6], h[6])
	g.w.I("MOVW", instr.Imm(0), x3)
	g.w.I("ADC", instr.Imm(0), x3, x3)
	g.w.Comment("r = T − (V + X·2^128), its top word in x3; r[0…2] back to the frame")
	for k := 0; k < 7; k++ {
		op := model.Pick(k == 0, "SUB.S", "SBC.S")
		switch {
		case k < 3:
			g.w.I("MOVW", armT(k), tmp)
			g.w.I(op, h[k], tmp, tmp)
			g.w.I("MOVW", tmp, armT(k))
		case k == 3:
			g.w.I("MOVW", armT(k), r3)
			g.w.I(op, h[k], r3, r3)
		default:
			g.w.I("MOVW", armT(k), tmp)
			g.w.I(op, h[k], tmp, h[k])
		}
	}
	g.w.I("RSC", instr.Imm(0), x3, x3)
	g.w.Comment("r += V·2^96: c = r's top word, in −1…1")
	g.w.I("ADD.S", h[0], r3, r3)
	g.w.I("ADC.S", h[1], h[4], h[4])
	g.w.I("ADC.S", h[2], h[5], h[5])
	g.w.I("ADC.S", h[3], h[6], h[6])
	g.w.I("ADC", v4, x3, x3)
	c := x3
	r := []instr.Reg{h[0], h[1], h[2], r3, h[4], h[5], h[6]}
	s := h[3]
	for k := 0; k < 3; k++ {
		g.w.I("MOVW", armT(k), r[k])
	}
	g.w.Comment("u = r' − c + c·2^96, c sign-extended (s), below 2^224")
	g.w.I("MOVW", asr(c, 31), s)
	for k := 0; k < 7; k++ {
		g.w.I(model.Pick(k == 0, "SUB.S", "SBC.S"), pickReg(k == 0, c, s), r[k], r[k])
	}
	for k := 3; k < 7; k++ {
		g.w.I(model.Pick(k == 3, "ADD.S", "ADC.S"), pickReg(k == 3, c, s), r[k], r[k])
	}
	g.w.Comment("u − m unless that borrows (no top word); word 7 is 0")
	g.w.I("MOVW", instr.Imm(0), v4)
	g.solinasResult(f, r, v4, s, spare, tmp)
}

// pairInWindow emits the row pair i, i+1 of mulPairs8 and mulPairsOdd, x[i]
// in xa and x[i+1] in xb, with t[i…i+len(win)−1] in the window win and
// c1 free: c1 = 0, then for each word j of y (read from ySrc(j) into yt,
// or held in xa or xb for a squaring) row i's UMAAL into t[i+j]; at word 0
// t[i] is final, goes to the frame, and its register takes row i+1's
// carry c2 = 0; then row i+1's UMAAL (pairSecond). t[i+1] is then final
// too. It returns the window of the next pair, t[i+2…], and its free
// register.
func (g *armGen) pairInWindow(i int, win []instr.Reg, c1, xa, xb, yt instr.Reg, ySrc func(j int) instr.Mem) ([]instr.Reg, instr.Reg) {
	g.w.I("MOVW", instr.Imm(0), c1)
	var c2 instr.Reg
	for j := range win {
		y := g.pairWord(i, j, xa, xb, yt, ySrc(j))
		g.umaal(win[j], c1, xa, y)
		if j == 0 {
			g.w.I("MOVW", win[0], armT(i))
			c2 = win[0]
			g.w.I("MOVW", instr.Imm(0), c2)
		}
		g.pairSecond(win, c1, c2, xb, y, j)
	}
	g.w.I("MOVW", win[1], armT(i+1))
	return append(append([]instr.Reg{}, win[2:]...), c1, c2), win[1]
}

// plainFold emits z = t mod m for a Plain field, m = 2^(32w) − c with c =
// 2^32 + c0 (secp256k1's p: c0 = 977), t = L + H·2^(32w), L in the frame
// and H in the registers h (free a free register), as the Go twin (plainMul
// in model/golimbs.go) folds, on the same integers: v = L + H·c (one pass: UMAAL
// adds H·c0 word by word, an ADC chain H shifted a word), T = v's top
// (v = t' + T·2^(32w)), v = t' + T·c with its carry cc, and v + c (into z)
// kept when cc is set or that sum carries, chosen with a mask. It clobbers
// every register it may use.
func (g *armGen) plainFold(f *model.Field, h []instr.Reg, free instr.Reg) {
	w := 2 * f.Limbs
	if f.C>>32 != 1 {
		log.Fatalf("%s: the 32-bit fold needs c = 2^32 + c0", f.Type)
	}
	c0 := uint32(f.C)
	v := make([]instr.Reg, w+2) // the registers of v's words
	g.w.Comment("v = L + H·%#x: the products H·%d and H one word up", f.C, c0)
	g.w.I("MOVW", instr.Imm(c0), armA)
	g.w.I("MOVW", instr.Imm(0), armC)
	for k := 0; k < w; k++ {
		g.w.I("MOVW", armT(k), armE)
		g.umaal(armE, armC, h[k], armA)
		if k == 0 {
			g.w.I("MOVW", armE, free)
			v[0] = free
			continue
		}
		op := "ADC.S"
		if k == 1 {
			op = "ADD.S"
		}
		// H[k−1] is read for the last time: its register takes v[k].
		g.w.I(op, h[k-1], armE, h[k-1])
		v[k] = h[k-1]
	}
	g.w.I("ADC.S", h[w-1], armC, h[w-1])
	v[w] = h[w-1]
	g.w.I("MOVW", instr.Imm(0), armA)
	g.w.I("ADC", instr.Imm(0), armA, armA)
	v[w+1] = armA
	t, t0, t1 := v[:w], v[w], v[w+1]
	g.w.Comment("v = t' + T·c for T = T0 + T1·2^32 below 2^35: T0·%d + (T1·%d + T0)·2^32 + T1·2^64, cc its carry", c0, c0)
	g.w.I("MOVW", instr.Imm(0), armC)
	g.w.I("MOVW", instr.Imm(c0), armE)
	g.umaal(t[0], armC, t0, armE)
	g.umaal(t[1], armC, t1, armE)
	g.w.I("ADD.S", t0, t[1], t[1])
	g.w.I("ADD", t1, armC, armC) // small: no carry, and the flags stay
	g.w.I("ADC.S", armC, t[2], t[2])
	for j := 3; j < w; j++ {
		g.w.I("ADC.S", instr.Imm(0), t[j], t[j])
	}
	cc, mask := t0, t1
	g.w.I("MOVW", instr.Imm(0), cc)
	g.w.I("ADC", instr.Imm(0), cc, cc)
	g.w.Comment("v + c into z, kept when cc is set or it carries (v ≥ m)")
	g.w.I("MOVW", g.zRef(), armC)
	g.w.I("MOVW", instr.Imm(c0), armE)
	g.w.I("ADD.S", armE, t[0], armE)
	g.w.I("MOVW", armE, armWord(armC, 0))
	for j := 1; j < w; j++ {
		word := 0 // c's word j: 1 for j = 1
		if j == 1 {
			word = 1
		}
		g.w.I("ADC.S", instr.Imm(word), t[j], armE)
		g.w.I("MOVW", armE, armWord(armC, j))
	}
	g.w.I("MOVW", instr.Imm(0), mask)
	g.w.I("ADC", instr.Imm(0), mask, mask)
	g.w.I("ORR", cc, mask, mask)
	g.w.I("RSB", instr.Imm(0), mask, mask)
	tmp := cc
	for j := 0; j < w; j++ {
		g.w.I("MOVW", armWord(armC, j), armE)
		g.w.I("EOR", armE, t[j], tmp)
		g.w.I("AND", mask, tmp, tmp)
		g.w.I("EOR", t[j], tmp, tmp)
		g.w.I("MOVW", tmp, armWord(armC, j))
	}
}

// reduce emits the Montgomery reduction of the 2w-word t = H·R + L in the
// frame and the final subtraction, the result to z (zRef): U = (L +
// m·modulus)/R, the w rows of the reduction run on L alone, then U + H,
// which is the integer (t + m·modulus)/R of the Go twins' CIOS, and the
// final subtraction. Each row adds m·modulus·2^(32i) to the window of the
// w words t[i…i+w−1] in registers, loading the modulus words one at a time
// (they are constants) and adding them with UMAAL; its carry word is
// t[i+w] itself, since L has no word there (no carry bit above the
// window, no word to load), and the register of t[i], now 0, takes the next
// row's carry. U ≤ modulus, so it fits the w words. regs are w+1
// registers, the first w for the window. A modulus whose word 0 is
// 2^32 − 1 (m' = 1, so m = t[i]) needs no product for word 0: t[i] +
// m·(2^32 − 1) = m·2^32. It clobbers every register it may use.
func (g *armGen) reduce(f *model.Field, regs, caches []instr.Reg) {
	w := 2 * f.Limbs
	mod := armWords(f.M)
	mp := uint32(f.MPrime)
	win, c := regs[:w], regs[w]
	for k := 0; k < w; k++ {
		g.w.I("MOVW", armT(k), win[k])
	}
	special := mp == 1 && mod[0] == 0xffffffff
	// The constants of a row: m′ (a MUL's),
	// then the modulus words. Some may stay in the registers caches for
	// every row (the rows leave them free); the others are loaded into
	// armE, where a
	// word equal to the one before is already (the words of special
	// moduli repeat: 2^32 − 1, 0).
	var consts []uint32
	if !special {
		consts = append(consts, mp)
	}
	if !special {
		consts = append(consts, mod[0])
	}
	consts = append(consts, mod[1:]...)
	loads := func(cache map[uint32]instr.Reg) (n int) {
		held, have := uint32(0), false
		for _, v := range consts {
			if _, ok := cache[v]; ok {
				continue
			}
			if !have || v != held {
				n++
			}
			held, have = v, true
		}
		return n
	}
	// Caching a value costs one load before the rows and saves loads in
	// each: the values that save the most, one per free register.
	cache := map[uint32]instr.Reg{}
	for _, r := range caches {
		best, pick, ok := w*loads(cache), uint32(0), false
		for _, v := range consts {
			if _, in := cache[v]; in {
				continue
			}
			cache[v] = r
			if n := 1 + w*loads(cache); n < best {
				best, pick, ok = n, v, true
			}
			delete(cache, v)
		}
		if !ok {
			break
		}
		cache[pick] = r
		g.w.I("MOVW", armHex8(pick), r)
	}
	// konst returns the register of the constant v, loading it into armE
	// unless it is there or cached.
	held, have := uint32(0), false
	konst := func(v uint32) instr.Reg {
		if r, ok := cache[v]; ok {
			return r
		}
		if !have || v != held {
			g.w.I("MOVW", armHex8(v), armE)
		}
		held, have = v, true
		return armE
	}
	for i := 0; i < w; i++ {
		g.w.Comment("Reduction row %d: m = t[%d]·m', t += m·modulus·2^%d", i, i, 32*i)
		m := armA
		if special {
			// m = t[i], and word 0's product is m·2^32: the carry is m.
			g.w.I("MOVW", win[0], c)
			m = win[0]
		} else {
			g.w.I("MUL", konst(mp), win[0], armA)
			k := konst(mod[0])
			g.w.I("MOVW", instr.Imm(0), c)
			g.umaal(win[0], c, armA, k)
		}
		for j := 1; j < w; j++ {
			g.umaal(win[j], c, m, konst(mod[j]))
		}
		free := win[0]
		win = append(win[1:], c)
		c = free
	}
	g.w.Comment("U + H, below 2m")
	for j := 0; j < w; j++ {
		g.w.I("MOVW", armT(w+j), armE)
		g.w.I(model.Pick(j == 0, "ADD.S", "ADC.S"), armE, win[j], win[j])
	}
	if g.lazy {
		// Below 2m < R (LazyOK): no carry, and t is the result.
		g.w.I("MOVW", g.zRef(), armC)
		for j := range win {
			g.w.I("MOVW", win[j], armWord(armC, j))
		}
		return
	}
	g.w.I("MOVW", instr.Imm(0), armA)
	g.w.I("ADC", instr.Imm(0), armA, armA)
	g.w.Comment("t − m unless that borrows")
	g.condSub(mod, win, armA, armE, armC, c)
}

// condSub emits z = t − m if top·2^(32w) + t ≥ m, else t, as the Go twins'
// final subtractions choose (with a mask, bit for bit their result): a
// first SUB/SBC chain only for its borrow, which with top (0 or 1) gives
// the mask of subtracting, then t − (m AND mask) stored to z (at z+0(FP)).
// t stays in its registers until the second chain; top, s, zp and tmp are
// clobbered. A modulus word equal to the one before is not loaded again.
func (g *armGen) condSub(mod []uint32, t []instr.Reg, top, s, zp, tmp instr.Reg) {
	var held armHeld
	for j := range t {
		g.subConst(j == 0, mod[j], t[j], tmp, s, &held)
	}
	// top − borrow is −1 exactly when t < m: the mask of subtracting is its
	// sign bit, inverted.
	g.w.I("SBC", instr.Imm(0), top, top)
	g.w.I("MVN", asr(top, 31), top)
	g.w.I("MOVW", g.zRef(), zp)
	for j := range t {
		op := "SBC.S"
		if j == 0 {
			op = "SUB.S"
		}
		g.w.I(op, g.maskConst(top, mod[j], tmp, s, &held), t[j], t[j])
		g.w.I("MOVW", t[j], armWord(zp, j))
	}
}

// armImm reports whether v is an immediate of the ARM data-processing
// instructions: 8 bits rotated right by an even amount.
func armImm(v uint32) bool {
	for r := 0; r < 32; r += 2 {
		if bits.RotateLeft32(v, r) <= 0xff {
			return true
		}
	}
	return false
}

// armHeld is the constant a register holds, if any.
type armHeld struct {
	v  uint32
	ok bool
}

// load returns reg after loading k into it unless it holds k.
func (g *armGen) load(k uint32, reg instr.Reg, held *armHeld) instr.Reg {
	if !held.ok || held.v != k {
		g.w.I("MOVW", armHex8(k), reg)
		*held = armHeld{k, true}
	}
	return reg
}

// subConst emits dst = src − k, with SUB.S for the first word, else
// src − k − borrow with SBC.S: as an immediate where one encodes (SBC.S of
// k is ADC.S of NOT k, and SUB.S of k is ADD.S of −k for k ≠ 0: the same
// result and the same carry), else through reg.
func (g *armGen) subConst(first bool, k uint32, src, dst, reg instr.Reg, held *armHeld) {
	switch {
	case first && armImm(k):
		g.w.I("SUB.S", armHex(k), src, dst)
	case first && armImm(-k):
		g.w.I("ADD.S", armHex(-k), src, dst)
	case first:
		g.w.I("SUB.S", g.load(k, reg, held), src, dst)
	case armImm(k):
		g.w.I("SBC.S", armHex(k), src, dst)
	case armImm(^k):
		g.w.I("ADC.S", armHex(^k), src, dst)
	default:
		g.w.I("SBC.S", g.load(k, reg, held), src, dst)
	}
}

// maskConst returns the operand k AND mask for a mask of 0 or all ones:
// $0, the mask itself for k = 2^32 − 1, else tmp, computed with an AND (or
// BIC) of an immediate where one encodes, else with k loaded into reg.
func (g *armGen) maskConst(mask instr.Reg, k uint32, tmp, reg instr.Reg, held *armHeld) instr.Operand {
	switch {
	case k == 0:
		return instr.Imm(0)
	case k == 0xffffffff:
		return mask
	case armImm(k):
		g.w.I("AND", armHex(k), mask, tmp)
	case armImm(^k):
		g.w.I("BIC", armHex(^k), mask, tmp)
	default:
		g.w.I("AND", mask, g.load(k, reg, held), tmp)
	}
	return tmp
}

// addBody emits z = x + y mod m as the Go twin computes it: t = x + y with
// its carry c, then t − m unless (c, t) − m borrows (condSub). x's words
// are held in armB, y's read one at a time; z is written only after x and
// y are read, so it may be either.
func (g *armGen) addBody(f *model.Field) {
	w := 2 * f.Limbs
	b := armB[:w]
	mod := armWords(f.M)
	g.chainXY(w, "ADD.S", "ADC.S")
	g.w.I("MOVW", instr.Imm(0), armC)
	g.w.I("ADC", instr.Imm(0), armC, armC)
	g.condSub(mod, b, armC, armE, armA, armL)
}

// chainXY emits x's w words into armB (one MOVM) and the carry chain
// armB[j] = armB[j] op y[j], first then rest, y read three words at a time
// (MOVM with write-back into R9, R12, R14; loads leave the flags alone).
func (g *armGen) chainXY(w int, first, rest string) {
	g.w.I("MOVW", armArgX, armA)
	g.w.I("MOVM.IA", instr.Ind(armA), instr.RegRange{Lo: r0, Hi: armB[w-1]})
	g.w.I("MOVW", armArgY, armA)
	ys := []instr.Reg{armL, armC, armE}
	for j := 0; j < w; j += len(ys) {
		k := min(len(ys), w-j)
		g.w.I("MOVM.IA.W", instr.Ind(armA), instr.RegList(ys[:k]))
		for i := 0; i < k; i++ {
			op := rest
			if j+i == 0 {
				op = first
			}
			g.w.I(op, ys[i], armB[j+i], armB[j+i])
		}
	}
}

// subBody emits z = x − y mod m as the Go twin computes it: d = x − y, and
// m added back through a mask when that borrows.
func (g *armGen) subBody(f *model.Field) {
	w := 2 * f.Limbs
	b := armB[:w]
	mod := armWords(f.M)
	g.chainXY(w, "SUB.S", "SBC.S")
	// C − C − ¬C = −borrow: all ones on a borrow.
	g.w.I("SBC", armC, armC, armC)
	g.w.I("MOVW", armArgZ, armA)
	for j := 0; j < w; j++ {
		op := "ADC.S"
		if j == 0 {
			op = "ADD.S"
		}
		g.w.I("MOVW", armHex8(mod[j]), armE)
		g.w.I("AND", armC, armE, armE)
		g.w.I(op, armE, b[j], b[j])
		g.w.I("MOVW", b[j], armWord(armA, j))
	}
}

// armWords splits 64-bit limbs (hex strings of the generator) into 32-bit
// words, low word first.
func armWords(limbs []string) []uint32 {
	var out []uint32
	for _, l := range limbs {
		v := model.HexInt(strings.TrimPrefix(l, "0x")).Uint64()
		out = append(out, uint32(v), uint32(v>>32))
	}
	return out
}

// WriteAsm writes asm_arm.s: for every field of the curve an addition and a
// subtraction, and a multiplication, a squaring and a repeated squaring on
// 32-bit words with UMAAL (Montgomery, or for a Plain field the fold), bit
// for bit the results of the Go twins, and the table scans of the point
// types in lookups. Straight line but for the public loop counts of the
// repeated squaring and the scans: no branch, conditional instruction or
// address depends on the data (every choice is a mask).
func WriteAsm(path string, fields []*model.Field, lookups []model.LookupType, curves []*model.Curve) {
	g := &armGen{w: instr.NewWriter(instr.ARM)}
	line := g.w.Line
	line("// Code generated by internal/ecc/internal/gen (arm/asm.go); DO NOT EDIT.")
	line("")
	line("//go:build arm && arm.6 && !purego")
	line("")
	line(`#include "textflag.h"`)
	for _, f := range fields {
		w := 2 * f.Limbs
		if w > len(armB) {
			log.Fatalf("%s: 32-bit ARM assembly handles up to %d words", f.Type, len(armB))
		}
		line("")
		line("// func %sAddARMv6(z, x, y *%s)", f.Type, f.Type)
		line("TEXT ·%sAddARMv6(SB), NOSPLIT, $4-12", f.Type) // a frame: the prologue saves LR, and armE is R14
		g.addBody(f)
		g.w.I("RET")
		line("")
		line("// func %sSubARMv6(z, x, y *%s)", f.Type, f.Type)
		line("TEXT ·%sSubARMv6(SB), NOSPLIT, $4-12", f.Type) // a frame: the prologue saves LR, and armE is R14
		g.subBody(f)
		g.w.I("RET")
		line("")
		line("// func %sMulARMv6(z, x, y *%s)", f.Type, f.Type)
		line("TEXT ·%sMulARMv6(SB), NOSPLIT, $%d-12", f.Type, armFrame(w))
		g.mulBody(f, func() {
			g.w.I("MOVW", armArgX, armC)
			g.w.I("MOVW", armArgY, armA)
		})
		g.w.I("RET")
		line("")
		line("// func %sSqrARMv6(z, x *%s)", f.Type, f.Type)
		line("TEXT ·%sSqrARMv6(SB), NOSPLIT, $%d-8", f.Type, armFrame(w))
		g.square = true
		g.mulBody(f, func() {
			g.w.I("MOVW", armArgX, armC)
			g.w.I("MOVW", armC, armA)
		})
		g.square = false
		g.w.I("RET")
		line("")
		line("// func %sSqrNARMv6(z, x *%s, n uint64)", f.Type, f.Type)
		line("// z = x^(2^n), n public and below 2^32; n = 0 squares once, as the Go twin does.")
		line("TEXT ·%sSqrNARMv6(SB), NOSPLIT, $%d-16", f.Type, armFrame(w))
		loop := instr.Label(f.Type + "SqrNLoop")
		g.w.I("MOVW", armArgX, armA)
		g.w.I("MOVW", armA, armSqrNPtr(w))
		g.w.I("MOVW", instr.Arg{Name: "n_lo", Off: 8}, armA)
		g.w.I("MOVW", armA, armSqrNCount(w))
		g.w.Label(loop)
		g.square = true
		g.mulBody(f, func() {
			g.w.I("MOVW", armSqrNPtr(w), armC)
			g.w.I("MOVW", armC, armA)
		})
		g.square = false
		// Later squarings read z, which the reduction wrote.
		g.w.I("MOVW", armArgZ, armA)
		g.w.I("MOVW", armA, armSqrNPtr(w))
		// SUB.S sets C for a count ≥ 1 and Z for 1: HI loops while it was above 1.
		g.w.I("MOVW", armSqrNCount(w), armA)
		g.w.I("SUB.S", instr.Imm(1), armA, armA)
		g.w.I("MOVW", armA, armSqrNCount(w))
		g.w.I("BHI", loop)
		g.w.I("RET")
	}
	for _, l := range lookups {
		g.lookup(l)
	}
	g.points(curves)
	if err := os.WriteFile(path, []byte(asmtext.Macros(g.w.String())), 0o644); err != nil {
		log.Fatal(err)
	}
}

// lookup emits <Type>LookupARMv6(out, table, count, idx): out = table[idx−1]
// (zero for idx = 0 or above count), reading every entry: for each chunk
// of up to 4 words of an entry, a loop over the entries loads the chunk
// (MOVM), ANDs it with the mask of "this is entry idx" and ORs it into 4
// registers, then stores them. The mask is the sign of (u − 1) AND NOT u
// for u = idx − j (entry j counted from 1), set exactly when u = 0; the
// loop count is the table's length, public. No branch or address depends
// on idx.
func (g *armGen) lookup(l model.LookupType) {
	line := g.w.Line
	acc := []instr.Reg{r0, r1, r2, r3}
	ld := []instr.Reg{r4, r5, r6, r7}
	ptr, cnt, u, mask := r8, r9, r12, r14
	out, table := instr.Arg{Name: "out", Off: 0}, instr.Arg{Name: "table", Off: 4}
	count, idxLo := instr.Arg{Name: "count", Off: 8}, instr.Arg{Name: "idx_lo", Off: 12}
	line("")
	line("// func %sLookupARMv6(out, table *%s, count int, idx uint64)", l.Type, l.Type)
	line("TEXT ·%sLookupARMv6(SB), NOSPLIT, $4-20", l.Type) // a frame: the prologue saves LR, R14 is the mask
	for c := 0; c*4 < l.Words; c++ {
		k := min(4, l.Words-4*c)
		loop := instr.Label(fmt.Sprintf("%sLookupLoop%d", l.Type, c))
		done := instr.Label(fmt.Sprintf("%sLookupDone%d", l.Type, c))
		g.w.Comment("Words %d…%d of every entry", 4*c, 4*c+k-1)
		g.w.I("MOVW", table, ptr)
		if c > 0 {
			g.w.I("ADD", instr.Imm(16*c), ptr, ptr)
		}
		g.w.I("MOVW", count, cnt)
		g.w.I("MOVW", idxLo, u)
		g.w.I("SUB", instr.Imm(1), u, u)
		for i := 0; i < k; i++ {
			g.w.I("MOVW", instr.Imm(0), acc[i])
		}
		g.w.I("CMP", instr.Imm(0), cnt)
		g.w.I("BEQ", done)
		g.w.Label(loop)
		g.w.I("SUB", instr.Imm(1), u, mask)
		g.w.I("BIC", u, mask, mask)
		g.w.I("MOVW", asr(mask, 31), mask)
		g.w.I("MOVM.IA", instr.Ind(ptr), instr.RegRange{Lo: ld[0], Hi: ld[k-1]})
		g.w.I("ADD", instr.Imm(4*l.Words), ptr, ptr)
		for i := 0; i < k; i++ {
			g.w.I("AND", mask, ld[i], ld[i])
			g.w.I("ORR", ld[i], acc[i], acc[i])
		}
		g.w.I("SUB", instr.Imm(1), u, u)
		g.w.I("SUB.S", instr.Imm(1), cnt, cnt)
		g.w.I("BNE", loop)
		g.w.Label(done)
		g.w.I("MOVW", out, ptr)
		for i := 0; i < k; i++ {
			g.w.I("MOVW", acc[i], armWord(ptr, 4*c+i))
		}
	}
	g.w.I("RET")
}
