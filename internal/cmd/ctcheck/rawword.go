package main

import (
	"fmt"
	"strconv"
)

// armCond are the condition field's names (bits 31–28); 14 is always.
var armCond = [16]string{"EQ", "NE", "CS", "CC", "MI", "PL", "VS", "VC", "HI", "LS", "GE", "LT", "GT", "LE", "", ""}

// decodeARMWord turns a 32-bit ARM instruction written as `WORD $0x…` (the
// Go assembler has no UMAAL) into the equivalent statement the analysis
// reads: the multiply class (MUL, MLA, MLS, UMAAL, UMULL, UMLAL, SMULL,
// SMLAL) only. It returns false for any other word, which the check then
// reports, since it cannot tell what that word does.
func decodeARMWord(in *inst, a *arch) bool {
	if len(in.args) != 1 || in.args[0].kind != opImm {
		return false
	}
	w, err := strconv.ParseUint(in.args[0].text[1:], 0, 32)
	if err != nil || w>>24&0xf != 0 || w>>4&0xf != 9 {
		return false
	}
	reg := func(shift uint) *operand {
		r := fmt.Sprintf("R%d", w>>shift&0xf)
		return &operand{text: r, kind: opReg, regs: []string{a.norm(r)}}
	}
	pair := func() *operand {
		hi, lo := reg(16), reg(12)
		return &operand{text: "(" + hi.text + ", " + lo.text + ")", kind: opRegList, regs: []string{hi.regs[0], lo.regs[0]}}
	}
	rn, rm := reg(0), reg(8)
	var sfx []string
	if c := armCond[w>>28]; c != "" {
		sfx = append(sfx, c)
	}
	if w>>20&1 == 1 {
		sfx = append(sfx, "S")
	}
	switch w >> 20 & 0xf {
	case 0, 1: // MUL Rd, Rn, Rm
		in.op, in.args = "MUL", []*operand{rm, rn, reg(16)}
	case 2, 3, 6: // MLA, MLS: Rd = Ra ± Rn·Rm
		in.op, in.args = "MULA", []*operand{rm, rn, reg(12), reg(16)}
	case 4, 10, 11, 14, 15: // UMAAL, UMLAL, SMLAL: they read their pair too
		in.op, in.args = "MULAL", []*operand{rm, rn, pair()}
	case 8, 9, 12, 13: // UMULL, SMULL
		in.op, in.args = "MULLU", []*operand{rm, rn, pair()}
	default:
		return false
	}
	in.suffixes = sfx
	return true
}
