package arm64

import (
	"log"
	"strings"

	"github.com/uecc-go/uecc/internal/ecc/instr"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/model"
)

// The point formulas in arm64 assembly, from the same formula definitions
// (model/formulas.go) as their Go twins and the amd64 assembly (amd64/points.go).
// Each formula is one function that keeps its temporaries in its stack
// frame, as few slots as their lifetimes allow (GoSlots, the Go twin's
// variables), and runs its program without a Go call: each multiplication
// and squaring is a BL to the field's internal routine (the body of Mul or
// Sqr, taking its pointers in R0–R2, with no CPU check, ABI wrapper or Go
// frame), each addition and subtraction is inline. Where the field has room
// (LazyOK), the lazy plan of model/lazy.go leaves additions, subtractions and
// products unreduced as on amd64 (a product below 2m is a call of the
// routine without the final subtraction).
// The table scan of the formulas with one runs after the outputs are
// written: every entry is loaded and kept by CSEL on a comparison of idx
// with the entry number. Nothing branches on data, and no address depends
// on it.

// a64Frame is the offset of the first frame slot from RSP: 0(RSP) holds the
// saved link register.
const a64Frame = 8

// a64Acc, a64Opd, a64Mod and a64Tmp are the registers of the inline
// additions and subtractions: the first operand and the result, the second
// operand, the modulus limbs, and a temporary (the difference of a final
// subtraction, the masked modulus).
var (
	a64Acc = []instr.Reg{"R3", "R4", "R5", "R6"}
	a64Opd = []instr.Reg{"R7", "R8", "R9", "R10"}
	a64Mod = []instr.Reg{"R11", "R12", "R13", "R14"}
	a64Tmp = []instr.Reg{"R15", "R16", "R17", "R19"}
)

// On a large field (large.go) the operands take nine registers each, and
// the temporaries are the second operand's: an addition reads it once, in
// its first chain, and a subtraction too (its lazy form, subInline, adds
// k·m after the difference for that reason). R20 stays the scratch word.
var (
	largeAcc = []instr.Reg{"R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11"}
	largeOpd = []instr.Reg{"R12", "R13", "R14", "R15", "R16", "R17", "R19", "R21", "R22"}
	largeMod = []instr.Reg{"R23", "R24", "R25"}
)

// addRegs returns the registers of the inline additions and subtractions
// of f: the accumulator, the second operand, the modulus limbs' bank and
// the temporaries.
func addRegs(f *model.Field) (acc, opd, mod, tmp []instr.Reg) {
	n := f.Limbs
	if isLarge(f) {
		return largeAcc[:n], largeOpd[:n], largeMod, largeOpd[:n]
	}
	return a64Acc[:n], a64Opd[:n], a64Mod, a64Tmp[:n]
}

// fieldInternals emits the internal routines of a field of p that the
// point formulas call with BL: <Fp>MulInternal<> (z = x·y) and
// <Fp>SqrInternal<> (z = x²), x at (R1), y at (R2), z at (R0), the bodies
// of Mul and Sqr, and on a field with room (LazyOK) …MulLazyInternal<> and
// …SqrLazyInternal<>, the same without the final subtraction, for the
// products the lazy plan leaves below 2m. They clobber R1–R17, R19–R25 and
// the flags, and leave R0, R18 and R26–R30 alone.
func (g *a64Gen) fieldInternals(f *model.Field) {
	x := a64X[:min(f.Limbs, len(a64X))] // the small fields' registers
	for _, lazy := range []bool{false, true} {
		if lazy && !f.LazyOK() {
			break
		}
		name, what := "", ""
		if lazy {
			name, what = "Lazy", ", below 2m (no final subtraction: model/lazy.go)"
		}
		g.w.Line("")
		g.w.Line("// z = x·y%s for x at (R1), y at (R2), z at (R0); an internal routine of the point formulas.", what)
		g.w.Line("TEXT %sMul%sInternal<>(SB), NOSPLIT|NOFRAME, $0-0", f.Type, name)
		if isLarge(f) {
			g.largeInternal(f, false, lazy)
		} else {
			g.load(r1, x)
			g.store(g.mulBodyTo(f, lazy), r0)
		}
		g.w.I("RET")
		g.w.Line("")
		g.w.Line("// z = x²%s for x at (R1), z at (R0); an internal routine of the point formulas.", what)
		g.w.Line("TEXT %sSqr%sInternal<>(SB), NOSPLIT|NOFRAME, $0-0", f.Type, name)
		if isLarge(f) {
			g.largeInternal(f, true, lazy)
		} else {
			g.load(r1, x)
			g.store(g.sqrBodyTo(f, g.loadConsts(f), lazy), r0)
		}
		g.w.I("RET")
	}
}

// pointData emits the read-only data of a curve's formulas (model.PointData).
func (g *a64Gen) pointData(c *model.Curve) {
	for _, d := range c.PointData() {
		g.w.Line("")
		g.w.Data(instr.Sym{Name: d.Name, Local: d.Local}, d.Words)
	}
}

// ldAt and stAt emit the loads or stores of regs at off(base), two words
// at a time (LDP, STP), an odd last one with MOVD.
func (g *a64Gen) ldAt(base instr.Reg, off int, regs []instr.Reg) {
	for j := 0; j+1 < len(regs); j += 2 {
		g.w.I("LDP", instr.Mem{Off: off + 8*j, Base: base}, instr.Pair{regs[j], regs[j+1]})
	}
	if len(regs)%2 == 1 {
		g.w.I("MOVD", instr.Mem{Off: off + 8*(len(regs)-1), Base: base}, regs[len(regs)-1])
	}
}

func (g *a64Gen) stAt(regs []instr.Reg, base instr.Reg, off int) {
	for j := 0; j+1 < len(regs); j += 2 {
		g.w.I("STP", instr.Pair{regs[j], regs[j+1]}, instr.Mem{Off: off + 8*j, Base: base})
	}
	if len(regs)%2 == 1 {
		g.w.I("MOVD", regs[len(regs)-1], instr.Mem{Off: off + 8*(len(regs)-1), Base: base})
	}
}

// modRegs loads the modulus limbs of f into a64Mod, each distinct value
// once, and returns the register of each limb (ZR for a zero limb), but
// for the limbs 2^64 − 1 and a first limb 1, which addInline handles
// without one.
func (g *a64Gen) modRegs(f *model.Field) []instr.Reg {
	_, _, bank, _ := addRegs(f)
	return g.limbRegs(f, bank, func(j int, m string) bool {
		return m == "0xffffffffffffffff" || j == 0 && m == "0x0000000000000001"
	})
}

// opChain emits one carry chain, op0 for the first word and opN for the
// others (the last one without S if last is given): dst[j] = op(src[j],
// in[j]).
func (g *a64Gen) opChain(op0, opN, last string, src, in, dst []instr.Reg) {
	for j := range dst {
		op := opN
		if j == 0 {
			op = op0
		}
		if j == len(dst)-1 && last != "" {
			op = last
		}
		g.w.I(op, src[j], in[j], dst[j])
	}
}

// addInline emits a64Acc = a64Acc + opd: reduced (the sum below 2m
// brought below m: m subtracted into a64Tmp, kept unless that borrows;
// on a field without room the sum's carry is a top word) or lazy (the plain
// sum, which fits the limbs: model/lazy.go). As in finalSub, a limb 2^64 − 1 needs
// no register (SBCS of it is ADCS ZR), nor a first limb 1.
func (g *a64Gen) addInline(f *model.Field, opd []instr.Reg, reduce bool) {
	n := f.Limbs
	acc, _, _, d := addRegs(f)
	if !reduce {
		g.opChain("ADDS", "ADCS", "ADC", opd, acc, acc)
		return
	}
	g.opChain("ADDS", "ADCS", "", opd, acc, acc)
	top := zr
	if !f.LazyOK() {
		top = r20
		g.w.I("ADC", zr, zr, top)
	}
	g.subModulus(f, g.modRegs(f), acc, d)
	// The top word absorbs the borrow: C is set (no borrow) iff sum ≥ m.
	g.w.I("SBCS", zr, top, r20)
	for j := 0; j < n; j++ {
		g.w.I("CSEL", instr.Cond("CS"), d[j], acc[j], acc[j])
	}
}

// subInline emits a64Acc = a64Acc − opd: reduced, plus m where that
// borrows (the borrow as a mask, CSETM, ANDed with the limbs), or lazy,
// plus k·m unconditionally for a subtrahend below k·m (·<Fp>ModMul).
func (g *a64Gen) subInline(f *model.Field, opd []instr.Reg, reduce bool, k int) {
	acc, _, _, tmp := addRegs(f)
	if !reduce {
		modMul := instr.Sym{Name: f.Type + "ModMul"}
		if isLarge(f) {
			// k·m into the second operand's registers, once it is
			// subtracted: the same sum mod 2^(64n), and the result fits.
			g.opChain("SUBS", "SBCS", "SBC", opd, acc, acc)
			g.w.I("MOVD", instr.Addr{Of: modMul.At(model.ModMulOffset(f, k, 0))}, r20)
			g.ldAt(r20, 0, tmp)
			g.opChain("ADDS", "ADCS", "ADC", tmp, acc, acc)
			return
		}
		g.w.I("MOVD", instr.Addr{Of: modMul.At(model.ModMulOffset(f, k, 0))}, r20)
		g.ldAt(r20, 0, tmp)
		g.opChain("ADDS", "ADCS", "ADC", tmp, acc, acc)
		g.opChain("SUBS", "SBCS", "SBC", opd, acc, acc)
		return
	}
	g.opChain("SUBS", "SBCS", "", opd, acc, acc)
	g.addModulusOnBorrow(f, tmp, acc)
}

// addModulusOnBorrow emits dst += m if the chain before it borrowed (LO):
// the borrow as a mask (CSETM) in R20, ANDed with the modulus limbs into
// tmp (a zero limb is ZR, a limb 2^64 − 1 the mask itself), and added.
func (g *a64Gen) addModulusOnBorrow(f *model.Field, tmp, dst []instr.Reg) {
	g.w.I("CSETM", instr.Cond("LO"), r20)
	masked := make([]instr.Reg, f.Limbs)
	for j, m := range f.M {
		switch m {
		case "0x0000000000000000":
			masked[j] = zr
		case "0xffffffffffffffff":
			masked[j] = r20
		default:
			masked[j] = tmp[j]
			g.w.I("AND", limbImm(m), r20, masked[j])
		}
	}
	g.opChain("ADDS", "ADCS", "ADC", masked, dst, dst)
}

// formula emits the assembly of a formula: ·<curve><Func>Asm, with the
// arguments of its Go declaration.
func (g *a64Gen) formula(c *model.Curve, f *model.Formula) {
	n := c.Fp.Limbs
	size := 8 * n
	slot, slots := f.GoSlots()
	off := map[string]int{}
	for i, s := range slots {
		off[s] = a64Frame + i*size
	}
	frame := len(slots) * size
	// A large field's frame (up to 648 bytes, nine slots of 72, on P-521)
	// may pass LDP's offsets, up to 504: the assembler reaches the slots
	// past them through R27 (one ADD more an access). Such a function is
	// not NOSPLIT (as amd64's of the large fields): it checks its stack as
	// a Go function does, four instructions on entry.
	flags := "NOSPLIT"
	if isLarge(c.Fp) {
		flags = "0"
	} else if a64Frame+frame > 504 {
		log.Fatalf("%s: a frame of %d bytes is past LDP's offsets", f.Func, frame)
	}
	reduce := f.LazyPlan(c.Fp, true)
	bounds := f.LazyBounds(reduce)
	argIndex := map[string]int{}
	for i, a := range f.Args {
		argIndex[a.Name] = i
	}
	params, _ := c.Signature(f.Args)
	fn := model.LowerFirst(f.Func) + "Asm"
	g.w.Line("")
	g.w.Line("// func %s(%s)", fn, params)
	g.w.Line("TEXT ·%s(SB), %s, $%d-%d", fn, flags, frame, 8*len(f.Args))
	// where returns the base register and offset of an operand, loading an
	// argument's pointer or a constant's address into reg.
	where := func(operand string, reg instr.Reg) (instr.Reg, int) {
		switch {
		case strings.HasPrefix(operand, "$"):
			constant := instr.Sym{Name: c.Name + model.ConstSuffix(operand), Local: true}
			g.w.I("MOVD", instr.Addr{Of: constant}, reg)
			return reg, 0
		case strings.Contains(operand, "."):
			arg, coord, _ := strings.Cut(operand, ".")
			g.w.I("MOVD", instr.Arg{Name: arg, Off: 8 * argIndex[arg]}, reg)
			return reg, size * strings.Index("xyz", coord)
		}
		return rsp, off[slot[operand]]
	}
	// addr loads the address of an operand into reg.
	addr := func(operand string, reg instr.Reg) {
		base, o := where(operand, reg)
		switch {
		case base == rsp:
			g.w.I("ADD", instr.Imm(o), rsp, reg)
		case o != 0:
			g.w.I("ADD", instr.Imm(o), reg)
		}
	}
	// inAcc is the operand whose value a64Acc holds (the result of the
	// last addition or subtraction, until a call clobbers it).
	inAcc := ""
	acc, opdRegs, _, _ := addRegs(c.Fp)
	for i, o := range f.Ops {
		g.w.Comment("%s = %s %s %s", o.Dst, o.A, o.Op, o.B)
		switch o.Op {
		case "*", "^2":
			addr(o.A, r1)
			if o.B != "" {
				addr(o.B, r2)
			}
			addr(o.Dst, r0)
			g.w.I("BL", instr.Sym{Name: o.Routine(c.Fp, !reduce[i]), Local: true})
			inAcc = ""
			continue
		}
		a, b := o.A, o.B
		if o.Op == "+" && b == inAcc {
			a, b = b, a
		}
		if a != inAcc {
			base, ofs := where(a, r1)
			g.ldAt(base, ofs, acc)
		}
		opd := opdRegs
		if b == a {
			opd = acc // a doubling: both operands in the accumulator
		} else {
			base, ofs := where(b, r2)
			g.ldAt(base, ofs, opd)
		}
		if o.Op == "+" {
			g.addInline(c.Fp, opd, reduce[i])
		} else {
			g.subInline(c.Fp, opd, reduce[i], bounds.B[i])
		}
		inAcc = o.Dst
		if f.ReadLater(i) {
			g.stAt(acc, rsp, off[slot[o.Dst]])
		}
	}
	g.w.Comment("Write the result: every input has been read.")
	f.OutputCoords(func(a model.Arg, _ byte, i int, t string) {
		if i == 0 {
			g.w.I("MOVD", instr.Arg{Name: a.Name, Off: 8 * argIndex[a.Name]}, r0)
		}
		g.ldAt(rsp, off[slot[t]], acc)
		g.stAt(acc, r0, i*size)
	})
	if f.Scan != nil {
		entries, _ := model.RowEntries(f.Args[argIndex["row"]].Kind)
		g.scan(c, entries, 8*argIndex["idx"], 8*argIndex["row"], 8*argIndex["next"], 8*argIndex["neg"])
	}
	g.w.I("RET")
}

// scan emits next = row[idx−1] (zero if idx is 0 or past the row), its y
// negated if neg is 1: every entry loaded (LDP.P walks the row) and kept by
// CSEL EQ on idx = its number, then 0 − y, plus m where that borrows, kept
// by CSEL on neg. No branch, no address from idx or neg.
func (g *a64Gen) scan(c *model.Curve, entries, idxArg, rowArg, nextArg, negArg int) {
	n := c.Fp.Limbs
	if isLarge(c.Fp) {
		g.scanLarge(c, entries, idxArg, rowArg, nextArg, negArg)
		return
	}
	acc := []instr.Reg{"R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10"}[:2*n]
	tmp := []instr.Reg{"R11", "R12", "R13", "R14", "R15", "R16", "R17", "R19"}[:2*n]
	g.w.Comment("The scan: next = row[idx−1], every entry read")
	g.w.I("MOVD", instr.Arg{Name: "idx", Off: idxArg}, r1)
	g.w.I("MOVD", instr.Arg{Name: "row", Off: rowArg}, r2)
	for j := 1; j <= entries; j++ {
		for w := 0; w < 2*n; w += 2 {
			g.w.I("LDP.P", instr.Mem{Off: 16, Base: r2}, instr.Pair{tmp[w], tmp[w+1]})
		}
		g.w.I("CMP", instr.Imm(j), r1)
		for w := range acc {
			old := acc[w]
			if j == 1 {
				old = zr
			}
			g.w.I("CSEL", instr.Cond("EQ"), tmp[w], old, acc[w])
		}
	}
	g.w.Comment("Write the entry, its y negated if neg is set")
	g.w.I("MOVD", instr.Arg{Name: "next", Off: nextArg}, r0)
	g.stAt(acc[:n], r0, 0)
	y, d := acc[n:], tmp[:n]
	g.w.I("NEGS", y[0], d[0])
	for j := 1; j < n; j++ {
		g.w.I("NGCS", y[j], d[j])
	}
	g.addModulusOnBorrow(c.Fp, tmp[n:], d)
	g.w.I("MOVD", instr.Arg{Name: "neg", Off: negArg}, r1)
	g.w.I("CMP", instr.Imm(0), r1)
	for j := 0; j < n; j++ {
		g.w.I("CSEL", instr.Cond("NE"), d[j], y[j], y[j])
	}
	g.stAt(y, r0, 8*n)
}

// points emits, into g, the point formulas of every curve.
func (g *a64Gen) points(curves []*model.Curve) {
	for _, c := range curves {
		g.pointData(c)
		g.fieldInternals(c.Fp)
		for _, f := range c.Formulas {
			g.formula(c, f)
		}
	}
}
