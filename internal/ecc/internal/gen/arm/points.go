package arm

import (
	"log"
	"strings"

	"github.com/uecc-go/uecc/internal/ecc/instr"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/model"
)

// The point formulas in 32-bit ARM assembly (GOARM=6 and 7), from the same
// formula definitions (model/formulas.go) as their Go twins and the amd64 and
// arm64 assembly, laid out as on arm64 (arm64/points.go): each formula is
// one function that keeps its temporaries in its stack frame, as few slots
// as their lifetimes allow (GoSlots), and runs its program without a Go
// call. Each multiplication and squaring is a BL to the field's internal
// routine (the body of Mul or Sqr taking its pointers in registers), each
// addition and subtraction is inline. Twelve registers are free (R10 is g,
// R11 the assembler's temporary, R13 the stack pointer), so an element of
// 6 or 8 words is held in R0–R7 and the second operand is read from memory
// three words at a time (MOVM into R9, R12, R14). Where the field has room
// (LazyOK), the lazy plan of model/lazy.go leaves additions, subtractions and
// products unreduced as on arm64. The table scan of the formulas with one
// runs after the outputs are written, every entry read and masked (scan).
// Nothing branches on data, no instruction is conditional, and no
// address depends on data.

// armZSlot is the frame slot of an internal routine that holds the pointer
// to its result, after the slots of mulBody (armFrame).
func armZSlot(w int) instr.Mem { return armT(3*w + 3) }

// fieldInternals emits the internal routines of a field of p that the point
// formulas call with BL: <Fp>MulInternal<> (z = x·y) and <Fp>SqrInternal<>
// (z = x²), x at (R12), y at (R8), z at (R0), the bodies of Mul and Sqr,
// and on a field with room (LazyOK) …MulLazyInternal<> and
// …SqrLazyInternal<>, the same without the final subtraction, for the
// products the lazy plan leaves below 2m. They clobber every register but
// R10, R11 and R13, and the flags.
func (g *armGen) fieldInternals(f *model.Field) {
	w := 2 * f.Limbs
	z := armZSlot(w)
	frame := armFrame(w) + 4
	for _, lazy := range []bool{false, true} {
		if lazy && !f.LazyOK() {
			break
		}
		name, what := "", ""
		if lazy {
			name, what = "Lazy", ", below 2m (no final subtraction: model/lazy.go)"
		}
		g.z, g.lazy = z, lazy
		g.w.Line("")
		g.w.Line("// z = x·y%s for x at (R12), y at (R8), z at (R0); an internal routine of the point formulas.", what)
		g.w.Line("TEXT %sMul%sInternal<>(SB), NOSPLIT, $%d-0", f.Type, name, frame)
		g.mulBody(f, func() { g.w.I("MOVW", r0, z) })
		g.w.I("RET")
		g.w.Line("")
		g.w.Line("// z = x²%s for x at (R12), z at (R0); an internal routine of the point formulas.", what)
		g.w.Line("TEXT %sSqr%sInternal<>(SB), NOSPLIT, $%d-0", f.Type, name, frame)
		g.square = true
		g.mulBody(f, func() {
			g.w.I("MOVW", r0, z)
			g.w.I("MOVW", armC, armA)
		})
		g.square = false
		g.w.I("RET")
	}
	g.z, g.lazy = nil, false
}

// chainMem emits acc[j] = acc[j] op (R8)[j], first then rest for the
// words, the last one with last if given, the second operand read three
// words at a time (MOVM with write-back into R9, R12, R14; loads leave the
// flags alone).
func (g *armGen) chainMem(acc []instr.Reg, first, rest, last string) {
	ys := []instr.Reg{armL, armC, armE}
	w := len(acc)
	for j := 0; j < w; j += len(ys) {
		k := min(len(ys), w-j)
		g.w.I("MOVM.IA.W", instr.Ind(r8), instr.RegList(ys[:k]))
		for i := 0; i < k; i++ {
			op := rest
			switch {
			case j+i == 0:
				op = first
			case j+i == w-1 && last != "":
				op = last
			}
			g.w.I(op, ys[i], acc[j+i], acc[j+i])
		}
	}
}

// maskedModChain emits acc = acc op (m AND mask) for the mask in mask (0 or
// all ones), first for word 0, each word of m AND mask from maskConst
// (loads into R9, tmp for the masked words).
func (g *armGen) maskedModChain(mod []uint32, acc []instr.Reg, first, rest string, mask, tmp instr.Reg) {
	var held armHeld
	for j := range acc {
		op := rest
		if j == 0 {
			op = first
		}
		g.w.I(op, g.maskConst(mask, mod[j], tmp, r9, &held), acc[j], acc[j])
	}
}

// addInline emits acc = acc + (R8) (or acc + acc, a doubling, for double):
// reduced (t − m unless that borrows, the choice a mask: the sum's carry is
// a top word on a field without room) or lazy (the plain sum, which fits
// the limbs: model/lazy.go).
func (g *armGen) addInline(f *model.Field, acc []instr.Reg, double, reduce bool) {
	w := len(acc)
	if double {
		for j := range acc {
			op := model.Pick(j == 0, "ADD.S", "ADC.S")
			g.w.I(op, acc[j], acc[j], acc[j])
		}
	} else {
		g.chainMem(acc, "ADD.S", "ADC.S", "")
	}
	if !reduce {
		return
	}
	mod := armWords(f.M)
	top := !f.LazyOK()
	if top {
		g.w.I("MOVW", instr.Imm(0), r8)
		g.w.I("ADC", instr.Imm(0), r8, r8)
	}
	// t − m for its borrow alone.
	var held armHeld
	for j := 0; j < w; j++ {
		g.subConst(j == 0, mod[j], acc[j], r12, r9, &held)
	}
	if top {
		// top − borrow is −1 exactly when t < m: the mask of
		// subtracting is its sign bit, inverted.
		g.w.I("SBC", instr.Imm(0), r8, r8)
		g.w.I("MVN", asr(r8, 31), r8)
	} else {
		// −borrow, inverted: all ones when t ≥ m.
		g.w.I("SBC", r8, r8, r8)
		g.w.I("MVN", r8, r8)
	}
	g.maskedModChain(mod, acc, "SUB.S", "SBC.S", r8, r12)
}

// subInline emits acc = acc − (R8) (the pointer loaded by loadB): reduced,
// plus m where that borrows (the borrow as a mask), or lazy, plus k·m first
// for a subtrahend below k·m (·<Fp>ModMul).
func (g *armGen) subInline(f *model.Field, acc []instr.Reg, reduce bool, k int, loadB func()) {
	if !reduce {
		modMul := instr.Sym{Name: f.Type + "ModMul"}.At(model.ModMulOffset(f, k, 0))
		g.w.I("MOVW", instr.Addr{Of: modMul}, r8)
		g.chainMem(acc, "ADD.S", "ADC.S", "ADC")
		loadB()
		g.chainMem(acc, "SUB.S", "SBC.S", "SBC")
		return
	}
	loadB()
	g.chainMem(acc, "SUB.S", "SBC.S", "")
	// R8 − R8 − borrow: all ones on a borrow.
	g.w.I("SBC", r8, r8, r8)
	g.maskedModChain(armWords(f.M), acc, "ADD.S", "ADC.S", r8, r12)
}

// formula emits the assembly of a formula: ·<curve><Func>Asm, with the
// arguments of its Go declaration.
func (g *armGen) formula(c *model.Curve, f *model.Formula) {
	line := g.w.Line
	w := 2 * c.Fp.Limbs
	size := 4 * w
	acc := armB[:w]
	accList := instr.RegRange{Lo: r0, Hi: armB[w-1]}
	slot, slots := f.GoSlots()
	base := 4
	entries := 0
	if f.Scan != nil {
		entries, _ = model.RowEntries(f.Args[len(f.Args)-3].Kind)
		base += 4 * entries // the scan's masks
	}
	off := map[string]int{}
	for i, s := range slots {
		off[s] = base + i*size
	}
	frame := base - 4 + len(slots)*size
	reduce := f.LazyPlan(c.Fp, true)
	bounds := f.LazyBounds(reduce)
	argOff := map[string]int{}
	args := 0
	for _, a := range f.Args {
		argOff[a.Name] = args
		args += 4 // a pointer
		if a.Kind == "index" {
			args += 4 // a uint64
		}
	}
	params, _ := c.Signature(f.Args)
	fn := model.LowerFirst(f.Func) + "Asm"
	line("")
	line("// func %s(%s)", fn, params)
	line("TEXT ·%s(SB), NOSPLIT, $%d-%d", fn, frame, args)
	// addr loads the address of an operand into reg.
	addr := func(operand string, reg instr.Reg) {
		switch {
		case strings.HasPrefix(operand, "$"):
			constant := instr.Sym{Name: c.Name + model.ConstSuffix(operand), Local: true}
			g.w.I("MOVW", instr.Addr{Of: constant}, reg)
		case strings.Contains(operand, "."):
			arg, coord, _ := strings.Cut(operand, ".")
			g.w.I("MOVW", instr.Arg{Name: arg, Off: argOff[arg]}, reg)
			if k := strings.Index("xyz", coord); k > 0 {
				g.w.I("ADD", instr.Imm(size*k), reg, reg)
			}
		default:
			g.w.I("ADD", instr.Imm(off[slot[operand]]), r13, reg)
		}
	}
	// inAcc is the operand whose value acc holds (the result of the last
	// addition or subtraction, until a call clobbers it).
	inAcc := ""
	for i, o := range f.Ops {
		g.w.Comment("%s = %s %s %s", o.Dst, o.A, o.Op, o.B)
		switch o.Op {
		case "*", "^2":
			addr(o.A, armC)
			if o.B != "" {
				addr(o.B, armA)
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
			addr(a, r8)
			g.w.I("MOVM.IA", instr.Ind(r8), accList)
		}
		if o.Op == "+" {
			if b != a {
				addr(b, r8)
			}
			g.addInline(c.Fp, acc, b == a, reduce[i])
		} else {
			if b == a {
				log.Fatalf("%s: %s − itself", f.Func, a)
			}
			g.subInline(c.Fp, acc, reduce[i], bounds.B[i], func() { addr(b, r8) })
		}
		inAcc = o.Dst
		if f.ReadLater(i) {
			g.w.I("ADD", instr.Imm(off[slot[o.Dst]]), r13, r8)
			g.w.I("MOVM.IA", accList, instr.Ind(r8))
		}
	}
	g.w.Comment("Write the result: every input has been read.")
	f.OutputCoords(func(a model.Arg, _ byte, i int, t string) {
		if i == 0 {
			g.w.I("MOVW", instr.Arg{Name: a.Name, Off: argOff[a.Name]}, r9)
		}
		g.w.I("ADD", instr.Imm(off[slot[t]]), r13, r8)
		g.w.I("MOVM.IA", instr.Ind(r8), accList)
		g.w.I("MOVM.IA.W", accList, instr.Ind(r9))
	})
	if f.Scan != nil {
		g.scan(c, entries, argOff, 4)
	}
	g.w.I("RET")
}

// scan emits next = row[idx−1] (zero if idx is 0 or past the row), its y
// negated if neg is 1. The mask of "entry j is idx" (all ones when
// idx − j, with idx's high word ORed in, is 0: the sign of (d − 1) AND NOT
// d) goes to the frame for every entry; then, for each chunk of up to five
// words of an entry, every entry's chunk is loaded (MOVM), ANDed with its
// mask and ORed into five registers. Then y' = (y XOR M) − M + (m AND M)
// for M all ones when neg is 1 and y is not 0 (m − y), else 0 (y). No
// branch, no address from idx or neg.
func (g *armGen) scan(c *model.Curve, entries int, argOff map[string]int, masks int) {
	w := 2 * c.Fp.Limbs
	acc := armB[:w]
	accList := instr.RegRange{Lo: r0, Hi: armB[w-1]}
	mask := func(j int) instr.Mem { return instr.Mem{Off: masks + 4*(j-1), Base: r13} }
	idxLo := instr.Arg{Name: "idx_lo", Off: argOff["idx"]}
	idxHi := instr.Arg{Name: "idx_hi", Off: argOff["idx"] + 4}
	negLo := instr.Arg{Name: "neg_lo", Off: argOff["neg"]}
	row := instr.Arg{Name: "row", Off: argOff["row"]}
	next := instr.Arg{Name: "next", Off: argOff["next"]}
	g.w.Comment("The scan: next = row[idx−1], every entry read")
	g.w.I("MOVW", idxLo, r0)
	g.w.I("MOVW", idxHi, r1)
	for j := 1; j <= entries; j++ {
		g.w.I("SUB", instr.Imm(j), r0, r2)
		g.w.I("ORR", r1, r2, r2)
		g.w.I("SUB", instr.Imm(1), r2, r3)
		g.w.I("BIC", r2, r3, r3)
		g.w.I("MOVW", asr(r3, 31), r3)
		g.w.I("MOVW", r3, mask(j))
	}
	sum := []instr.Reg{r0, r1, r2, r3, r4}
	ld := []instr.Reg{r5, r6, r7, r9, r12}
	for c0 := 0; c0 < 2*w; c0 += len(sum) {
		k := min(len(sum), 2*w-c0)
		g.w.Comment("Words %d…%d of every entry", c0, c0+k-1)
		g.w.I("MOVW", row, r8)
		if c0 > 0 {
			g.w.I("ADD", instr.Imm(4*c0), r8, r8)
		}
		for j := 1; j <= entries; j++ {
			g.w.I("MOVW", mask(j), r14)
			g.w.I("MOVM.IA", instr.Ind(r8), instr.RegList(ld[:k]))
			if j < entries {
				g.w.I("ADD", instr.Imm(8*w), r8, r8)
			}
			for i := 0; i < k; i++ {
				if j == 1 {
					g.w.I("AND", r14, ld[i], sum[i])
					continue
				}
				g.w.I("AND", r14, ld[i], ld[i])
				g.w.I("ORR", ld[i], sum[i], sum[i])
			}
		}
		g.w.I("MOVW", next, r8)
		if c0 > 0 {
			g.w.I("ADD", instr.Imm(4*c0), r8, r8)
		}
		g.w.I("MOVM.IA", instr.RegList(sum[:k]), instr.Ind(r8))
	}
	g.w.Comment("y negated where neg is 1 and y is not 0")
	g.w.I("MOVW", next, r8)
	g.w.I("ADD", instr.Imm(4*w), r8, r8)
	g.w.I("MOVM.IA", instr.Ind(r8), accList)
	g.w.I("MOVW", negLo, r9)
	g.w.I("RSB", instr.Imm(0), r9, r9)
	g.w.I("ORR", r0, r1, r12)
	for j := 2; j < w; j++ {
		g.w.I("ORR", acc[j], r12, r12)
	}
	g.w.I("RSB", instr.Imm(0), r12, r14)
	g.w.I("ORR", r14, r12, r12)
	g.w.I("MOVW", asr(r12, 31), r12)
	g.w.I("AND", r12, r9, r9)
	for j := range acc {
		g.w.I("EOR", r9, acc[j], acc[j])
	}
	for j := range acc {
		g.w.I(model.Pick(j == 0, "SUB.S", "SBC.S"), r9, acc[j], acc[j])
	}
	// maskedModChain takes its mask in a register other than R9.
	g.w.I("MOVW", r9, r14)
	g.maskedModChain(armWords(c.Fp.M), acc, "ADD.S", "ADC.S", r14, r12)
	g.w.I("MOVM.IA", accList, instr.Ind(r8))
}

// points emits, into g, the point formulas of every curve.
func (g *armGen) points(curves []*model.Curve) {
	for _, c := range curves {
		for _, d := range c.PointData() {
			g.w.Line("")
			g.w.Data(instr.Sym{Name: d.Name, Local: d.Local}, d.Words)
		}
		g.fieldInternals(c.Fp)
		for _, f := range c.Formulas {
			g.formula(c, f)
		}
	}
}
