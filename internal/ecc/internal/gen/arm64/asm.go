// Package arm64 is the generator's emitter of the 64-bit ARM assembly
// (internal/ecc/<curve>/asm_arm64.s): the field routines (asm.go) and the
// point formulas and table scans (points.go), from the curve model of
// package model.
package arm64

import (
	"log"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/uecc-go/uecc/internal/ecc/instr"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/asmtext"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/model"
)

// Registers of the arm64 functions. R18 (platform register), R26 (closure
// context), R27 (the assembler's temporary), R28 (g), R29 (frame pointer)
// and R30 (link register) are never touched.
var (
	a64X     = []instr.Reg{"R3", "R4", "R5", "R6"}                    // x; the result at the end
	a64Const = []instr.Reg{"R8", "R9", "R10", "R11"}                  // modulus limbs (distinct values)
	a64T     = []instr.Reg{"R14", "R15", "R16", "R17", "R19", "R20"}  // the accumulator window t0…t(n+1)
	a64H     = []instr.Reg{"R21", "R22", "R23", "R24"}                // squaring: product words n…2n−1
	a64MulTT = []instr.Reg{"R21", "R22", "R23", "R24", "R25"}         // multiplication: product temporaries
	a64SqrPT = []instr.Reg{"R7", "R25", "R1", "R13"}                  // squaring: temporaries of the product
	a64SqrRT = []instr.Reg{"R3", "R4", "R5", "R6", "R7", "R25", "R1"} // squaring: temporaries of the reduction
)

const (
	a64MP instr.Reg = "R12" // m'
	a64M  instr.Reg = "R13" // m of a reduction row
	a64Y  instr.Reg = "R7"  // multiplication: the word y[i]
	a64C  instr.Reg = "R12" // a Plain field's c (m = 2^(64n) − c)
	zr    instr.Reg = "ZR"  // the zero register
)

// Registers written by their names: the pointers z, x and y of the
// routines (R0, R1, R2; a scan's idx and row in R1 and R2), the scratch
// registers of the CPU check (R16) and of the inline additions and
// subtractions (R20), and the stack pointer.
const (
	r0  instr.Reg = "R0"
	r1  instr.Reg = "R1"
	r2  instr.Reg = "R2"
	r16 instr.Reg = "R16"
	r20 instr.Reg = "R20"
	rsp instr.Reg = "RSP"
)

// a64Operand is one input of an addition: a register (ZR for zero) or a
// product half, MUL (low word) or UMULH (high word) of a·b, which chain
// computes into a temporary register ahead of the addition.
type a64Operand struct {
	reg  instr.Reg
	mul  string
	a, b instr.Reg
	// mem, if set, is where b is read from: into the temporary, which the
	// product then overwrites (a large field's modulus in memory, large.go).
	mem instr.Operand
}

func a64Reg(r instr.Reg) a64Operand   { return a64Operand{reg: r} }
func a64Lo(a, b instr.Reg) a64Operand { return a64Operand{mul: "MUL", a: a, b: b} }
func a64Hi(a, b instr.Reg) a64Operand { return a64Operand{mul: "UMULH", a: a, b: b} }
func (o a64Operand) isZero() bool     { return o.mul == "" && o.reg == zr }
func (o a64Operand) isProduct() bool  { return o.mul != "" }

// a64LoMem is a64Lo(a, b) for b in memory at mem.
func a64LoMem(a instr.Reg, mem instr.Operand) a64Operand {
	return a64Operand{mul: "MUL", a: a, mem: mem}
}

// a64HiMem is a64Hi(a, b) for b in memory at mem.
func a64HiMem(a instr.Reg, mem instr.Operand) a64Operand {
	return a64Operand{mul: "UMULH", a: a, mem: mem}
}

// product returns the instructions that compute the product half o into
// the register t: the product, after the load of b into t if b is in
// memory.
func (o a64Operand) product(t instr.Reg) []instr.Instr {
	if o.mem != nil {
		return []instr.Instr{
			{Op: "MOVD", Args: []instr.Operand{o.mem, t}},
			{Op: o.mul, Args: []instr.Operand{t, o.a, t}},
		}
	}
	return []instr.Instr{{Op: o.mul, Args: []instr.Operand{o.b, o.a, t}}}
}

// a64Step is dst = in + src + carry, one link of a carry chain.
type a64Step struct {
	src, in a64Operand
	dst     instr.Reg
}

// a64Gen writes arm64 assembly. zero records the accumulator registers
// whose value is known to be 0: they are read as ZR and never loaded, which
// saves the additions of words that are still empty.
type a64Gen struct {
	w    *instr.Writer
	zero map[instr.Reg]bool
}

// rd returns the register to read for the accumulator word r.
func (g *a64Gen) rd(r instr.Reg) a64Operand {
	if g.zero[r] {
		return a64Reg(zr)
	}
	return a64Reg(r)
}

// chain emits the steps as one carry chain: ADDS, then ADCS, the last one
// ADC when no carry is wanted after it (flagsOut false). Leading steps that
// add zero to a register without a carry are dropped. The product halves are
// computed into temps ahead of the addition that uses them (MUL and UMULH
// leave the flags alone), so that on in-order cores the multiplier latency
// overlaps the additions.
func (g *a64Gen) chain(steps []a64Step, flagsOut bool, temps []instr.Reg) {
	for len(steps) > 0 && steps[0].src.isZero() && !steps[0].in.isProduct() && steps[0].in.reg == steps[0].dst {
		steps = steps[1:]
	}
	if len(steps) == 0 {
		return
	}
	// Product operands in the order of use, each with its temporary.
	var prods []*a64Operand
	for i := range steps {
		for _, o := range []*a64Operand{&steps[i].in, &steps[i].src} {
			if o.isProduct() {
				prods = append(prods, o)
			}
		}
	}
	if len(prods) > 0 && len(temps) == 0 {
		log.Fatal("arm64: products without temporaries")
	}
	emitted := 0
	emitUpTo := func(k int) {
		for ; emitted < k && emitted < len(prods); emitted++ {
			o := prods[emitted]
			t := temps[emitted%len(temps)]
			for _, in := range o.product(t) {
				g.w.Instr(in)
			}
			*o = a64Reg(t)
		}
	}
	emitUpTo(len(temps))
	used := 0
	for i, s := range steps {
		for _, o := range []a64Operand{s.in, s.src} {
			if o.isProduct() {
				log.Fatal("arm64: product not scheduled")
			}
		}
		// Count the products this step consumes before rewriting.
		for _, o := range []*a64Operand{&steps[i].in, &steps[i].src} {
			for k := 0; k < emitted; k++ {
				if prods[k] == o {
					used = max(used, k+1)
				}
			}
		}
		op := "ADCS"
		if i == 0 {
			op = "ADDS"
		}
		if i == len(steps)-1 && !flagsOut {
			op = strings.TrimSuffix(op, "S")
		}
		in, src := s.in.reg, s.src.reg
		if in == zr && op[:3] == "ADD" {
			// ADD and ADDS read register 31 as ZR only as the second
			// operand (Rm).
			in, src = src, in
		}
		g.w.I(op, src, in, s.dst)
		emitUpTo(used + len(temps))
	}
}

// limbRegs loads the distinct modulus limbs of f that need a register
// into bank, each value once, and returns each limb's register: ZR for a
// zero limb, "" for the limbs skip says the caller handles without one.
func (g *a64Gen) limbRegs(f *model.Field, bank []instr.Reg, skip func(j int, m string) bool) []instr.Reg {
	regs := make([]instr.Reg, f.Limbs)
	have := map[string]instr.Reg{}
	for j, m := range f.M {
		switch {
		case m == "0x0000000000000000":
			regs[j] = zr
		case skip(j, m):
		case have[m] != "":
			regs[j] = have[m]
		default:
			r := bank[len(have)]
			have[m] = r
			regs[j] = r
			if m == "0xffffffffffffffff" {
				g.w.I("MOVD", instr.Imm(-1), r)
			} else {
				g.w.I("MOVD", limbImm(m), r)
			}
		}
	}
	return regs
}

// limbImm returns a limb of the model's hex ("0x" and 16 digits) as the
// immediate that writes it the same way.
func limbImm(m string) instr.Hex {
	v, err := strconv.ParseUint(strings.TrimPrefix(m, "0x"), 16, 64)
	if err != nil {
		log.Fatalf("arm64: limb %q: %v", m, err)
	}
	return instr.Hex{V: v, Digits: len(m) - 2}
}

// loadConsts loads the distinct modulus limbs that the code needs in a
// register and m', and returns the register of each limb: "ZR" for zero
// limbs, "" for a limb 0 of 2^64 − 1 or 1, which reduceRow and finalSub
// handle without it.
func (g *a64Gen) loadConsts(f *model.Field) []instr.Reg {
	if f.Plain {
		g.w.I("MOVD", instr.H(f.C), a64C)
		return nil
	}
	regs := g.limbRegs(f, a64Const, func(j int, m string) bool {
		return j == 0 && (m == "0xffffffffffffffff" || m == "0x0000000000000001")
	})
	if f.MPrime != 1 && f.MPrime != ^uint64(0) {
		g.w.I("MOVD", instr.Hex{V: f.MPrime, Digits: 16}, a64MP)
	}
	return regs
}

// rowConsts is where a reduction row finds its constants: the registers
// of the modulus limbs (loadConsts) and of m', or, on a large field whose
// window leaves too few registers (large.go), the limbs at 8j(base) and
// m' at 8n(base), each read where it is used; and the register of m.
type rowConsts struct {
	mod   []instr.Reg
	base  instr.Reg
	m, mp instr.Reg
}

// reduceRow emits one Montgomery reduction row on the window t (n+2 words):
// m = t0·m' mod 2^64, t += m·modulus (t0 becomes 0), and returns the window
// shifted down a word, the emptied register on top. Modulus limbs of special
// form save their products:
//   - limb 0 = 2^64 − 1 (m' = 1, m = t0): t0 + m·(2^64 − 1) = t0·2^64, that
//     is word 0 becomes 0 and t0 is added to word 1;
//   - limb 0 = 1 (m' = −1, m = −t0): t0 + m is 0 or 2^64, one addition that
//     yields the right carry; its high word is 0;
//   - zero limbs add only the carry.
func (g *a64Gen) reduceRow(f *model.Field, mod, t, temps []instr.Reg) []instr.Reg {
	return g.reduceRowOn(f, rowConsts{mod: mod, m: a64M, mp: a64MP}, t, temps)
}

// reduceRowOn is reduceRow with the constants of c, on a window of n+2
// words or, on a field with room (large.go), n+1: there no carry leaves
// word n, which takes the last carry of both chains.
func (g *a64Gen) reduceRowOn(f *model.Field, c rowConsts, t, temps []instr.Reg) []instr.Reg {
	n := f.Limbs
	wide := len(t) == n+2
	m := c.m
	switch f.MPrime {
	case 1:
		m = t[0]
	case ^uint64(0):
		g.w.I("NEG", t[0], m)
	default:
		if c.base != "" {
			g.w.I("MOVD", instr.Mem{Off: 8 * n, Base: c.base}, m)
			g.w.I("MUL", m, t[0], m)
		} else {
			g.w.I("MUL", c.mp, t[0], m)
		}
	}
	// prod is the low or high half of m times limb j.
	prod := func(high bool, j int) a64Operand {
		switch {
		case c.base != "" && high:
			return a64HiMem(m, instr.Mem{Off: 8 * j, Base: c.base})
		case c.base != "":
			return a64LoMem(m, instr.Mem{Off: 8 * j, Base: c.base})
		case high:
			return a64Hi(m, c.mod[j])
		}
		return a64Lo(m, c.mod[j])
	}
	// The high words are read after the low words' chain, which may have
	// filled an empty t[n].
	var los []a64Step
	for j := 0; j < n; j++ {
		switch l := f.M[j]; {
		case j == 0 && l == "0xffffffffffffffff":
		case j == 0 && l == "0x0000000000000001":
			los = append(los, a64Step{src: a64Reg(m), in: g.rd(t[0]), dst: t[0]})
		case l == "0x0000000000000000":
			if len(los) > 0 {
				los = append(los, a64Step{src: a64Reg(zr), in: g.rd(t[j]), dst: t[j]})
			}
		default:
			los = append(los, a64Step{src: prod(false, j), in: g.rd(t[j]), dst: t[j]})
		}
	}
	// The low words' carry goes into t[n] and t[n+1]; when t[n] is empty,
	// it takes the carry without producing one (so too on a window of n+1).
	if len(los) > 0 {
		switch {
		case g.zero[t[n]]:
			los = append(los, a64Step{src: a64Reg(zr), in: a64Reg(zr), dst: t[n]})
		case wide:
			los = append(los, a64Step{src: a64Reg(zr), in: a64Reg(t[n]), dst: t[n]},
				a64Step{src: a64Reg(zr), in: g.rd(t[n+1]), dst: t[n+1]})
			g.zero[t[n+1]] = false
		default:
			los = append(los, a64Step{src: a64Reg(zr), in: a64Reg(t[n]), dst: t[n]})
		}
		g.chain(los, false, temps)
		g.zero[t[n]] = false
	}
	var his []a64Step
	for j := 0; j < n; j++ {
		switch l := f.M[j]; {
		case j == 0 && l == "0xffffffffffffffff":
			his = append(his, a64Step{src: a64Reg(m), in: g.rd(t[1]), dst: t[1]})
		case j == 0 && l == "0x0000000000000001":
		case l == "0x0000000000000000":
			if len(his) > 0 {
				his = append(his, a64Step{src: a64Reg(zr), in: g.rd(t[j+1]), dst: t[j+1]})
			}
		default:
			his = append(his, a64Step{src: prod(true, j), in: g.rd(t[j+1]), dst: t[j+1]})
		}
	}
	if len(his) > 0 {
		if wide {
			his = append(his, a64Step{src: a64Reg(zr), in: g.rd(t[n+1]), dst: t[n+1]})
			g.zero[t[n+1]] = false
		}
		g.chain(his, false, temps)
	}
	// Word 0 is now 0 (whatever its register holds): it becomes the new
	// empty top word.
	out := append(append([]instr.Reg{}, t[1:]...), t[0])
	g.zero[t[0]] = true
	return out
}

// finalSub emits z = t − m if t ≥ m, else t, for t = t[0…n−1] + top·R below
// 2m: the difference into d, then CSEL on the borrow into out. No branch.
// SBCS x, y is y + ¬x + C, so a limb 2^64 − 1 is ADCS ZR and, as the first
// limb, ADDS $1, with the same flags; a first limb 1 is SUBS $1.
func (g *a64Gen) finalSub(f *model.Field, mod, t []instr.Reg, top instr.Reg, d, out []instr.Reg) {
	n := f.Limbs
	g.subModulus(f, mod, t, d)
	// The top word absorbs the borrow: C is set (no borrow) iff t ≥ m.
	g.w.I("SBCS", zr, g.rd(top).reg, top)
	for j := 0; j < n; j++ {
		g.w.I("CSEL", instr.Cond("CS"), d[j], t[j], out[j])
	}
}

// subModulus emits d = t − m over the limbs, the borrow left in C (clear
// on a borrow), for finalSub and the inline additions of the formulas.
func (g *a64Gen) subModulus(f *model.Field, mod, t, d []instr.Reg) {
	for j := range t {
		g.subLimb(f, j, mod[j], t[j], d[j])
	}
}

// subLimb emits word j of subModulus: d = t − limb j (in mod unless the
// limb needs no register), with the borrow of word j − 1.
func (g *a64Gen) subLimb(f *model.Field, j int, mod, t, d instr.Reg) {
	switch {
	case f.M[j] == "0xffffffffffffffff" && j == 0:
		g.w.I("ADDS", instr.Imm(1), t, d)
	case f.M[j] == "0xffffffffffffffff":
		g.w.I("ADCS", zr, t, d)
	case f.M[j] == "0x0000000000000001" && j == 0:
		g.w.I("SUBS", instr.Imm(1), t, d)
	case j == 0:
		g.w.I("SUBS", mod, t, d)
	default:
		g.w.I("SBCS", mod, t, d)
	}
}

// load and store move n limbs between memory at (ptr) and registers.
func (g *a64Gen) load(ptr instr.Reg, regs []instr.Reg)  { g.ldAt(ptr, 0, regs) }
func (g *a64Gen) store(regs []instr.Reg, ptr instr.Reg) { g.stAt(regs, ptr, 0) }

// mulBody emits x·y·R⁻¹ mod m for x in a64X, y at (R2), the result in
// a64X: the CIOS algorithm of montMul (model/golimbs.go) with two carry chains per
// row, one for the low and one for the high product words, since arm64 has
// one carry flag.
func (g *a64Gen) mulBody(f *model.Field) { g.mulBodyTo(f, false) }

// mulBodyTo is mulBody, and with lazy (a Montgomery field with room,
// LazyOK) it leaves out the final subtraction: the result, below 2m
// (model/lazy.go), is in the registers it returns. Otherwise it returns a64X.
func (g *a64Gen) mulBodyTo(f *model.Field, lazy bool) []instr.Reg {
	n := f.Limbs
	x := a64X[:n]
	mod := g.loadConsts(f)
	if f.Plain {
		g.plainMulBody(f)
		return x
	}
	t := a64T[:n+2]
	g.zero = map[instr.Reg]bool{}
	for _, r := range t {
		g.zero[r] = true
	}
	for i := 0; i < n; i++ {
		g.w.Comment("Round %d: t += x·y[%d]", i, i)
		g.w.I("MOVD", instr.Mem{Off: 8 * i, Base: r2}, a64Y)
		if i == 0 {
			// t is 0: t = x·y[0] directly, t[n+1] stays 0.
			g.firstRow(x, t)
			for _, r := range t[:n+1] {
				g.zero[r] = false
			}
		} else {
			var lo, hi []a64Step
			for j := 0; j < n; j++ {
				lo = append(lo, a64Step{src: a64Lo(x[j], a64Y), in: g.rd(t[j]), dst: t[j]})
				hi = append(hi, a64Step{src: a64Hi(x[j], a64Y), in: g.rd(t[j+1]), dst: t[j+1]})
			}
			lo = append(lo, a64Step{src: a64Reg(zr), in: g.rd(t[n]), dst: t[n]},
				a64Step{src: a64Reg(zr), in: g.rd(t[n+1]), dst: t[n+1]})
			g.chain(lo, false, a64MulTT)
			hi = append(hi, a64Step{src: a64Reg(zr), in: a64Reg(t[n+1]), dst: t[n+1]})
			g.chain(hi, false, a64MulTT)
			for _, r := range t {
				g.zero[r] = false
			}
		}
		g.w.Comment("m = t0·m' mod 2^64; t = (t + m·modulus) / 2^64")
		t = g.reduceRow(f, mod, t, a64MulTT)
	}
	if lazy {
		return t[:n] // below 2m < R: t[n] is 0
	}
	g.w.Comment("t < 2m: subtract m, keep t if that borrows")
	g.finalSub(f, mod, t[:n], t[n], a64MulTT[:n], x)
	return x
}

// sqrBody emits x²·R⁻¹ mod m for x in a64X, the result in a64X, with the
// constants already loaded (mod): the cross products x_i·x_j (i < j) once,
// doubled, plus the squares x_i², into the 2n-word product w; then n
// Montgomery reduction rows on the low half of w (as in mulBody) and the
// high half added at the end. (x² + M·m)/R = w_high + (w_low + M·m)/R with
// the same M, so the value before the final subtraction is the one of the
// CIOS multiplication x·x.
func (g *a64Gen) sqrBody(f *model.Field, mod []instr.Reg) { g.sqrBodyTo(f, mod, false) }

// sqrBodyTo is sqrBody, and with lazy it leaves out the final subtraction
// as mulBodyTo does, returning the result's registers.
func (g *a64Gen) sqrBodyTo(f *model.Field, mod []instr.Reg, lazy bool) []instr.Reg {
	n := f.Limbs
	return g.sqrBodyOn(f, sqrRegs{x: a64X[:n], t: a64T[:n+2], h: a64H[:n], pt: a64SqrPT, rt: a64SqrRT, out: a64X[:n]},
		func() rowConsts { return rowConsts{mod: mod, m: a64M, mp: a64MP} }, lazy)
}

// sqrRegs are the registers of sqrBodyOn: x, the window t (n+2 words, the
// product's low half in its first n), the product's high half h, the
// temporaries of the product (pt) and of the reduction (rt, which may be
// x's: x is read no more by then), and where the result goes (out).
type sqrRegs struct {
	x, t, h, pt, rt, out []instr.Reg
}

// sqrBodyOn is sqrBodyTo on the registers r, with the constants of the
// reduction given by consts, called once the product is done (a large
// field loads them then, into registers the product needed: large.go).
func (g *a64Gen) sqrBodyOn(f *model.Field, rg sqrRegs, consts func() rowConsts, lazy bool) []instr.Reg {
	n := f.Limbs
	x := rg.x
	t := rg.t
	h := rg.h
	w := append(append([]instr.Reg{}, t[:n]...), h...)
	g.zero = map[instr.Reg]bool{}
	for _, r := range append(append([]instr.Reg{}, t...), h...) {
		g.zero[r] = true
	}
	g.w.Comment("Cross products x_i·x_j, i < j")
	for i := 0; i < n-1; i++ {
		if i == 0 {
			g.w.I("MUL", x[1], x[0], w[1])
			var s []a64Step
			for j := 1; j < n-1; j++ {
				s = append(s, a64Step{src: a64Lo(x[0], x[j+1]), in: a64Hi(x[0], x[j]), dst: w[j+1]})
			}
			s = append(s, a64Step{src: a64Reg(zr), in: a64Hi(x[0], x[n-1]), dst: w[n]})
			g.chain(s, false, rg.pt)
			continue
		}
		// Row i adds into words 2i+1 … i+n; word i+n is still empty and
		// takes the last high word, and the sum of the rows so far is
		// below 2^(64·(i+n+1)), so nothing carries out of it.
		var lo, hi []a64Step
		for j := i + 1; j < n; j++ {
			lo = append(lo, a64Step{src: a64Lo(x[i], x[j]), in: a64Reg(w[i+j]), dst: w[i+j]})
			if j < n-1 {
				hi = append(hi, a64Step{src: a64Hi(x[i], x[j]), in: a64Reg(w[i+j+1]), dst: w[i+j+1]})
			}
		}
		lo = append(lo, a64Step{src: a64Reg(zr), in: a64Hi(x[i], x[n-1]), dst: w[i+n]})
		g.chain(lo, false, rg.pt)
		if len(hi) > 0 {
			hi = append(hi, a64Step{src: a64Reg(zr), in: a64Reg(w[i+n]), dst: w[i+n]})
			g.chain(hi, false, rg.pt)
		}
	}
	g.w.Comment("Double them, then add the squares x_i²")
	var s []a64Step
	for k := 1; k < 2*n-1; k++ {
		s = append(s, a64Step{src: a64Reg(w[k]), in: a64Reg(w[k]), dst: w[k]})
	}
	s = append(s, a64Step{src: a64Reg(zr), in: a64Reg(zr), dst: w[2*n-1]})
	g.chain(s, false, nil)
	g.w.I("MUL", x[0], x[0], w[0])
	s = nil
	for k := 1; k < 2*n; k++ {
		var src a64Operand
		if k%2 == 1 {
			src = a64Hi(x[k/2], x[k/2])
		} else {
			src = a64Lo(x[k/2], x[k/2])
		}
		s = append(s, a64Step{src: src, in: a64Reg(w[k]), dst: w[k]})
	}
	g.chain(s, false, rg.pt)
	for _, r := range w {
		g.zero[r] = false
	}
	if f.Plain {
		g.plainFold(f, w, t[n], t[n+1], rg.out, rg.pt)
		return rg.out
	}
	c := consts()
	g.w.Comment("Montgomery reduction of the low half, one word at a time")
	for i := 0; i < n; i++ {
		t = g.reduceRowOn(f, c, t, rg.rt)
	}
	g.w.Comment("Add the high half; t < 2m: subtract m, keep t if that borrows")
	s = nil
	for j := 0; j < n; j++ {
		s = append(s, a64Step{src: a64Reg(h[j]), in: a64Reg(t[j]), dst: t[j]})
	}
	s = append(s, a64Step{src: a64Reg(zr), in: g.rd(t[n]), dst: t[n]})
	g.chain(s, false, nil)
	g.zero[t[n]] = false
	if lazy {
		return t[:n]
	}
	g.finalSub(f, c.mod, t[:n], t[n], h, rg.out)
	return rg.out
}

// WriteAsm writes asm_arm64.s: for every field of the curve a Montgomery (or, for
// a Plain field, folding) multiplication, a squaring and a repeated squaring with MUL/UMULH and
// ADDS/ADCS carry chains, bit for bit the results of the Go twins (the same
// Montgomery reduction, the same final subtraction, done with CSEL). Straight
// line but for the public loop count of the repeated squaring: no branch or
// address depends on the data. Each function jumps to its Go twin when useADX
// is off (tests). After the fields come the point formulas of every curve
// (arm64/points.go); a large field's curve (large.go) has them, with the
// routines they call and their constants, in asm_points_arm64.s beside
// path, as on amd64: P-521's would take one file past 10,000 lines.
func WriteAsm(path string, fields []*model.Field, curves []*model.Curve) {
	g := &a64Gen{w: instr.NewWriter(instr.ARM64)}
	header := func(w *instr.Writer) {
		w.Line("// Code generated by internal/ecc/internal/gen (arm64/asm.go); DO NOT EDIT.")
		w.Line("")
		w.Line("//go:build arm64 && !purego")
		w.Line("")
		w.Line(`#include "textflag.h"`)
	}
	w := g.w
	header(w)
	for _, f := range fields {
		large := isLarge(f)
		if large {
			g.largeData(f)
		}
		x := a64X[:min(f.Limbs, len(a64X))] // the small fields' registers
		fallback := func(name string) {
			w.I("MOVBU", instr.Sym{Name: "useADX"}, r16)
			w.I("CBZ", r16, instr.Label(f.Type+name+"Fallback"))
		}
		goTwin := func(name string) {
			w.Label(instr.Label(f.Type + name + "Fallback"))
			w.I("B", instr.Sym{Name: f.Type + name + "Go"})
		}
		w.Line("")
		w.Line("// func %sMul(z, x, y *%s)", f.Type, f.Type)
		w.Line("TEXT ·%sMul(SB), NOSPLIT, $0-24", f.Type)
		fallback("Mul")
		w.I("MOVD", instr.Arg{Name: "x", Off: 8}, r1)
		w.I("MOVD", instr.Arg{Name: "y", Off: 16}, r2)
		if large {
			g.largeMul(f, false)
		} else {
			g.load(r1, x)
			g.mulBody(f)
			w.I("MOVD", instr.Arg{Name: "z", Off: 0}, r0)
			g.store(x, r0)
		}
		w.I("RET")
		goTwin("Mul")
		w.Line("")
		w.Line("// func %sSqr(z, x *%s)", f.Type, f.Type)
		w.Line("TEXT ·%sSqr(SB), NOSPLIT, $0-16", f.Type)
		fallback("Sqr")
		w.I("MOVD", instr.Arg{Name: "x", Off: 8}, r1)
		if large {
			g.largeMul(f, true)
		} else {
			g.load(r1, x)
			g.sqrBody(f, g.loadConsts(f))
			w.I("MOVD", instr.Arg{Name: "z", Off: 0}, r0)
			g.store(x, r0)
		}
		w.I("RET")
		goTwin("Sqr")
		w.Line("")
		w.Line("// func %sSqrN(z, x *%s, n uint64)", f.Type, f.Type)
		w.Line("// z = x^(2^n), n public; n = 0 squares once, as the Go twin does.")
		w.Line("TEXT ·%sSqrN(SB), NOSPLIT, $0-24", f.Type)
		fallback("SqrN")
		w.I("MOVD", instr.Arg{Name: "x", Off: 8}, r1)
		w.I("MOVD", instr.Arg{Name: "n", Off: 16}, r2)
		if large {
			g.largeSqrN(f)
			w.I("RET")
			goTwin("SqrN")
			continue
		}
		g.load(r1, x)
		mod := g.loadConsts(f)
		loop := instr.Label(f.Type + "SqrNLoop")
		w.Label(loop)
		g.sqrBody(f, mod)
		// SUBS sets C for n ≥ 1 and Z for n = 1: HI loops while n > 1.
		w.I("SUBS", instr.Imm(1), r2, r2)
		w.I("BHI", loop)
		w.I("MOVD", instr.Arg{Name: "z", Off: 0}, r0)
		g.store(x, r0)
		w.I("RET")
		goTwin("SqrN")
	}
	if slices.ContainsFunc(fields, isLarge) {
		writeFile(path, g.w)
		g = &a64Gen{w: instr.NewWriter(instr.ARM64)}
		header(g.w)
		path = filepath.Join(filepath.Dir(path), "asm_points_arm64.s")
	}
	g.points(curves)
	writeFile(path, g.w)
}

// writeFile writes what w holds to path, its macros made (asmtext.Macros).
func writeFile(path string, w *instr.Writer) {
	if err := os.WriteFile(path, []byte(asmtext.Macros(w.String())), 0o644); err != nil {
		log.Fatal(err)
	}
}

// firstRow emits t[0..n] = x·y[0] (y[0] in a64Y) into an empty t: the low
// product words plus the high words one place up, one carry chain.
func (g *a64Gen) firstRow(x, t []instr.Reg) { g.firstRowOf(x, a64Y, t, a64MulTT) }

// firstRowOf is firstRow for the word y in any register, with the
// temporaries temps.
func (g *a64Gen) firstRowOf(x []instr.Reg, y instr.Reg, t, temps []instr.Reg) {
	n := len(x)
	g.w.I("MUL", y, x[0], t[0])
	var s []a64Step
	for j := 1; j < n; j++ {
		s = append(s, a64Step{src: a64Lo(x[j], y), in: a64Hi(x[j-1], y), dst: t[j]})
	}
	s = append(s, a64Step{src: a64Reg(zr), in: a64Hi(x[n-1], y), dst: t[n]})
	g.chain(s, false, temps)
}

// plainMulBody emits x·y mod m for a Plain field, x in a64X, y at (R2), the
// result in a64X: the 2n-word product, row by row as in mulBody (a chain for
// the low product words, one for the high), in a64T and the modulus
// registers (a Plain field has no modulus limbs to hold), then plainFold.
func (g *a64Gen) plainMulBody(f *model.Field) {
	n := f.Limbs
	x := a64X[:n]
	t := append(append([]instr.Reg{}, a64T...), a64Const[:2]...)[:2*n]
	for i := 0; i < n; i++ {
		g.w.Comment("Row %d: t += x·y[%d]·2^%d", i, i, 64*i)
		g.w.I("MOVD", instr.Mem{Off: 8 * i, Base: r2}, a64Y)
		if i == 0 {
			g.firstRow(x, t)
			continue
		}
		// Word i+n is still empty; nothing carries out of it (the rows so
		// far are below 2^(64(i+n+1))).
		var lo, hi []a64Step
		for j := 0; j < n; j++ {
			lo = append(lo, a64Step{src: a64Lo(x[j], a64Y), in: a64Reg(t[i+j]), dst: t[i+j]})
			hi = append(hi, a64Step{src: a64Hi(x[j], a64Y), in: a64Reg(t[i+j+1]), dst: t[i+j+1]})
		}
		lo = append(lo, a64Step{src: a64Reg(zr), in: a64Reg(zr), dst: t[i+n]})
		g.chain(lo, false, a64MulTT)
		g.chain(hi, false, a64MulTT)
	}
	g.plainFold(f, t, a64Const[2], a64Const[3], x, a64MulTT)
}

// plainFold emits w mod m for a Plain field (m = 2^(64n) − c, c in a64C) and
// the 2n-word w, the result in out, as plainFold of amd64 and plainMul in Go
// (the same limbs): v = L + H·c (two chains, the low and the high product
// words, the carries into top), then v = L' + top·c with the carry e, then
// v + c replaces v (CSEL) when e is set or that sum carries. out may be the
// registers of the operand (they are read before). It clobbers top, e and
// the temporaries.
func (g *a64Gen) plainFold(f *model.Field, w []instr.Reg, top, e instr.Reg, out, temps []instr.Reg) {
	n := f.Limbs
	c := a64C
	g.w.Comment("Fold the high half: w ≡ L + H·%#x", f.C)
	var lo, hi []a64Step
	for j := 0; j < n; j++ {
		lo = append(lo, a64Step{src: a64Lo(w[n+j], c), in: a64Reg(w[j]), dst: w[j]})
		if j < n-1 {
			hi = append(hi, a64Step{src: a64Hi(w[n+j], c), in: a64Reg(w[j+1]), dst: w[j+1]})
		}
	}
	lo = append(lo, a64Step{src: a64Reg(zr), in: a64Reg(zr), dst: top})
	hi = append(hi, a64Step{src: a64Hi(w[2*n-1], c), in: a64Reg(top), dst: top})
	g.chain(lo, false, temps)
	g.chain(hi, false, temps)
	g.w.Comment("And the top word: v = L' + top·c, e its carry")
	s := []a64Step{
		{src: a64Lo(top, c), in: a64Reg(w[0]), dst: w[0]},
		{src: a64Hi(top, c), in: a64Reg(w[1]), dst: w[1]},
	}
	for j := 2; j < n; j++ {
		s = append(s, a64Step{src: a64Reg(zr), in: a64Reg(w[j]), dst: w[j]})
	}
	s = append(s, a64Step{src: a64Reg(zr), in: a64Reg(zr), dst: e})
	g.chain(s, false, temps)
	g.w.Comment("v + c, kept where e is set or the sum carries (v ≥ m)")
	sum := temps[:n]
	s = []a64Step{{src: a64Reg(c), in: a64Reg(w[0]), dst: sum[0]}}
	for j := 1; j < n; j++ {
		s = append(s, a64Step{src: a64Reg(zr), in: a64Reg(w[j]), dst: sum[j]})
	}
	s = append(s, a64Step{src: a64Reg(zr), in: a64Reg(e), dst: e})
	g.chain(s, false, nil)
	g.w.I("CMP", instr.Imm(0), e)
	for j := 0; j < n; j++ {
		g.w.I("CSEL", instr.Cond("NE"), sum[j], w[j], out[j])
	}
}
