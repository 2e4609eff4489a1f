package arm

import (
	"log"
	"math/big"
	"os"

	"github.com/uecc-go/uecc/internal/ecc/instr"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/asmtext"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/model"
)

// The fields of more than eight 32-bit words (P-384's p and n, twelve;
// P-521's, eighteen) do not fit the registers as the smaller ones do
// (mulBody holds y, or the product's window, in R0–R7): their product keeps
// the accumulator in the frame and reads x and y from memory, one UMAAL
// per word and row. Only the multiplication is in assembly; the point
// formulas, additions and subtractions of these curves stay in Go.
//
// Registers of largeMul.
var (
	lxp  = r0  // x's pointer
	lyp  = r1  // y's pointer
	lyi  = r2  // y[i], the row's word of y
	lm   = r3  // m of the row's reduction
	lc1  = r4  // the carry of t += x·y[i]
	lc2  = r5  // the carry of t += m·modulus
	ltj  = r6  // word j of t
	lxj  = r7  // x[j]
	lpj  = r8  // a word of the modulus, then of the mask
	ltop = r9  // t's top words
	lk   = r12 // m' and other constants
)

// largeFrame is largeMul's frame for w-word elements: LR, then t[0…w+1].
func largeFrame(w int) int { return 4 * (w + 3) }

// largeMul emits z = x·y·R⁻¹ mod m for w-word x and y, R = 2^(32w) (the
// same R as the Go twins' 64-bit limbs), by the coarsely integrated operand
// scanning method (CIOS: Koç, Acar and Kaliski, "Analyzing and comparing
// Montgomery multiplication algorithms", IEEE Micro 16(3), 1996), the Go
// twins' method on 32-bit digits: for each word y[i], one pass over j adds
// x[j]·y[i] (carry c1) and m·m_j (carry c2, m = t[0]·m' mod 2^32 chosen at
// j = 0 so that word 0 becomes zero) into t[j], each by one UMAAL, and
// stores the word one place lower, which divides by 2^32. The integer
// before the final subtraction is the Go twins' (m ≡ −x·y·m⁻¹ mod R has
// one value below R whatever the digit size), below 2m, and so is the
// result.
//
// On P-521's p = 2^521 − 1, m' = 1 and m·p = m·2^521 − m: the − m clears
// word 0 (t[0] − m = 0, no borrow) and m·2^521 adds m<<9 and m>>23 into
// words 16 and 17, so the pass has no second UMAAL (largeP521Row). Loops
// are unrolled: no branch; every address is fixed.
func (g *armGen) largeMul(f *model.Field) {
	w := 2 * f.Limbs
	mod := armWords(f.M)
	p521 := f.Is(model.P521)
	mPrime := uint32(new(big.Int).ModInverse(new(big.Int).Neg(model.HexInt(f.Modulus)), big.NewInt(1<<32)).Uint64())
	g.w.I("MOVW", armArgX, lxp)
	g.w.I("MOVW", armArgY, lyp)
	g.w.Comment("t = 0 (w + 2 words)")
	g.w.I("MOVW", instr.Imm(0), ltj)
	for k := 0; k < w+2; k++ {
		g.w.I("MOVW", ltj, armT(k))
	}
	for i := 0; i < w; i++ {
		g.w.Comment("Row %d: t = (t + x·y[%d] + m·modulus)/2^32", i, i)
		g.w.I("MOVW", armWord(lyp, i), lyi)
		g.w.I("MOVW", instr.Imm(0), lc1)
		g.w.I("MOVW", instr.Imm(0), lc2)
		var held armHeld
		for j := 0; j < w; j++ {
			g.w.I("MOVW", armT(j), ltj)
			g.w.I("MOVW", armWord(lxp, j), lxj)
			g.umaal(ltj, lc1, lxj, lyi)
			if j == 0 {
				switch {
				case mPrime == 1:
					g.w.I("MOVW", ltj, lm)
				default:
					g.w.I("MOVW", armHex8(mPrime), lk)
					g.w.I("MUL", ltj, lk, lm)
				}
			}
			if !p521 {
				g.umaal(ltj, lc2, lm, g.load(mod[j], lpj, &held))
			}
			if j > 0 {
				g.w.I("MOVW", ltj, armT(j-1))
			}
		}
		g.w.Comment("t[w−1] = t[w] + c1 + c2, its carry into t[w] = t[w+1]; t[w+1] = 0")
		g.w.I("MOVW", armT(w), ltj)
		g.w.I("MOVW", armT(w+1), ltop)
		g.w.I("ADD.S", lc1, ltj, ltj)
		g.w.I("ADC", instr.Imm(0), ltop, ltop)
		if !p521 {
			g.w.I("ADD.S", lc2, ltj, ltj)
			g.w.I("ADC", instr.Imm(0), ltop, ltop)
		}
		g.w.I("MOVW", ltj, armT(w-1))
		g.w.I("MOVW", ltop, armT(w))
		g.w.I("MOVW", instr.Imm(0), lc1)
		g.w.I("MOVW", lc1, armT(w+1))
		if p521 {
			g.largeP521Row(w)
		}
	}
	g.largeCondSub(mod, w)
}

// largeP521Row adds m·2^521, shifted down a word with the row, into t:
// m<<9 into word 15, m>>23 into word 16, and the carries into words 17
// and 18 (the sum stays below 2^(32(w+1)), so nothing carries further).
func (g *armGen) largeP521Row(w int) {
	if w != 18 {
		log.Fatalf("P-521's row on %d words", w)
	}
	g.w.Comment("t += m·2^521 (shifted down a word): m<<9 into word 15, m>>23 into word 16")
	g.w.I("MOVW", armT(15), ltj)
	g.w.I("ADD.S", shl(lm, 9), ltj, ltj)
	g.w.I("MOVW", ltj, armT(15))
	g.w.I("MOVW", armT(16), ltj)
	g.w.I("ADC.S", shr(lm, 23), ltj, ltj)
	g.w.I("MOVW", ltj, armT(16))
	g.w.I("MOVW", armT(17), ltj)
	g.w.I("ADC.S", instr.Imm(0), ltj, ltj)
	g.w.I("MOVW", ltj, armT(17))
	g.w.I("MOVW", armT(18), ltj)
	g.w.I("ADC", instr.Imm(0), ltj, ltj)
	g.w.I("MOVW", ltj, armT(18))
}

// largeCondSub emits z = t − m if t ≥ m, else t, for t = t[0…w] below 2m,
// as the Go twins' final subtraction chooses (the same result): a first
// SUB/SBC chain over the frame only for its borrow, which with t[w] gives
// the mask of subtracting, then t − (m AND mask) into z.
func (g *armGen) largeCondSub(mod []uint32, w int) {
	g.w.Comment("t < 2m: subtract m where t ≥ m (a mask from the borrow of t − m)")
	var held armHeld
	for j := 0; j < w; j++ {
		g.w.I("MOVW", armT(j), ltj)
		g.subConst(j == 0, mod[j], ltj, ltj, lk, &held)
	}
	// t[w] − borrow is −1 exactly when t < m: the mask of subtracting is
	// its sign bit, inverted.
	g.w.I("MOVW", armT(w), ltop)
	g.w.I("SBC", instr.Imm(0), ltop, ltop)
	g.w.I("MVN", asr(ltop, 31), ltop)
	g.w.I("MOVW", armArgZ, lxp)
	for j := 0; j < w; j++ {
		op := "SBC.S"
		if j == 0 {
			op = "SUB.S"
		}
		g.w.I("MOVW", armT(j), ltj)
		g.w.I(op, g.maskConst(ltop, mod[j], lpj, lk, &held), ltj, ltj)
		g.w.I("MOVW", ltj, armWord(lxp, j))
	}
}

// WriteLargeAsm writes asm_arm.s for a curve whose fields have more than
// eight 32-bit words: <Type>MulARMv6 for each field (largeMul), which also
// squares (x = y). Straight line: no branch, conditional instruction or
// address depends on the data.
func WriteLargeAsm(path string, fields []*model.Field) {
	g := &armGen{w: instr.NewWriter(instr.ARM)}
	line := g.w.Line
	line("// Code generated by internal/ecc/internal/gen (arm/large.go); DO NOT EDIT.")
	line("")
	line("//go:build arm && arm.6 && !purego")
	line("")
	line(`#include "textflag.h"`)
	for _, f := range fields {
		w := 2 * f.Limbs
		line("")
		line("// func %sMulARMv6(z, x, y *%s)", f.Type, f.Type)
		line("TEXT ·%sMulARMv6(SB), NOSPLIT, $%d-12", f.Type, largeFrame(w))
		g.largeMul(f)
		g.w.I("RET")
	}
	if err := os.WriteFile(path, []byte(asmtext.Macros(g.w.String())), 0o644); err != nil {
		log.Fatal(err)
	}
}
