package arm

import (
	"fmt"
	"log"
	"strings"

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
func armZSlot(w int) string { return armT(3*w + 3) }

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
		g.p("")
		g.p("// z = x·y%s for x at (R12), y at (R8), z at (R0); an internal routine of the point formulas.", what)
		g.p("TEXT %sMul%sInternal<>(SB), NOSPLIT, $%d-0", f.Type, name, frame)
		g.mulBody(f, func() { g.p("\tMOVW R0, %s", z) })
		g.p("\tRET")
		g.p("")
		g.p("// z = x²%s for x at (R12), z at (R0); an internal routine of the point formulas.", what)
		g.p("TEXT %sSqr%sInternal<>(SB), NOSPLIT, $%d-0", f.Type, name, frame)
		g.square = true
		g.mulBody(f, func() {
			g.p("\tMOVW R0, %s", z)
			g.p("\tMOVW %s, %s", armC, armA)
		})
		g.square = false
		g.p("\tRET")
	}
	g.z, g.lazy = "", false
}

// armChainMem emits acc[j] = acc[j] op (R8)[j], first then rest for the
// words, the last one with last if given, the second operand read three
// words at a time (MOVM with write-back into R9, R12, R14; loads leave the
// flags alone).
func (g *armGen) chainMem(acc []string, first, rest, last string) {
	ys := []string{armL, armC, armE}
	w := len(acc)
	for j := 0; j < w; j += len(ys) {
		k := min(len(ys), w-j)
		g.p("\tMOVM.IA.W (R8), [%s]", strings.Join(ys[:k], ","))
		for i := 0; i < k; i++ {
			op := rest
			switch {
			case j+i == 0:
				op = first
			case j+i == w-1 && last != "":
				op = last
			}
			g.p("\t%s %s, %s, %s", op, ys[i], acc[j+i], acc[j+i])
		}
	}
}

// maskedModChain emits acc = acc op (m AND mask) for the mask in mask (0 or
// all ones), first for word 0, each word of m AND mask from maskConst
// (loads into R9, tmp for the masked words).
func (g *armGen) maskedModChain(mod []uint32, acc []string, first, rest, mask, tmp string) {
	var held armHeld
	for j := range acc {
		op := rest
		if j == 0 {
			op = first
		}
		g.p("\t%s %s, %s, %s", op, g.maskConst(mask, mod[j], tmp, "R9", &held), acc[j], acc[j])
	}
}

// addInline emits acc = acc + (R8) (or acc + acc, a doubling, for double):
// reduced (t − m unless that borrows, the choice a mask: the sum's carry is
// a top word on a field without room) or lazy (the plain sum, which fits
// the limbs: model/lazy.go).
func (g *armGen) addInline(f *model.Field, acc []string, double, reduce bool) {
	w := len(acc)
	if double {
		for j := range acc {
			op := model.Pick(j == 0, "ADD.S", "ADC.S")
			g.p("\t%s %s, %s, %s", op, acc[j], acc[j], acc[j])
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
		g.p("\tMOVW $0, R8")
		g.p("\tADC $0, R8, R8")
	}
	// t − m for its borrow alone.
	var held armHeld
	for j := 0; j < w; j++ {
		g.subConst(j == 0, mod[j], acc[j], "R12", "R9", &held)
	}
	if top {
		// top − borrow is −1 exactly when t < m: the mask of
		// subtracting is its sign bit, inverted.
		g.p("\tSBC $0, R8, R8")
		g.p("\tMVN R8->31, R8")
	} else {
		// −borrow, inverted: all ones when t ≥ m.
		g.p("\tSBC R8, R8, R8")
		g.p("\tMVN R8, R8")
	}
	g.maskedModChain(mod, acc, "SUB.S", "SBC.S", "R8", "R12")
}

// subInline emits acc = acc − (R8) (the pointer loaded by loadB): reduced,
// plus m where that borrows (the borrow as a mask), or lazy, plus k·m first
// for a subtrahend below k·m (·<Fp>ModMul).
func (g *armGen) subInline(f *model.Field, acc []string, reduce bool, k int, loadB func()) {
	if !reduce {
		g.p("\tMOVW $·%sModMul+%d(SB), R8", f.Type, model.ModMulOffset(f, k, 0))
		g.chainMem(acc, "ADD.S", "ADC.S", "ADC")
		loadB()
		g.chainMem(acc, "SUB.S", "SBC.S", "SBC")
		return
	}
	loadB()
	g.chainMem(acc, "SUB.S", "SBC.S", "")
	// R8 − R8 − borrow: all ones on a borrow.
	g.p("\tSBC R8, R8, R8")
	g.maskedModChain(armWords(f.M), acc, "ADD.S", "ADC.S", "R8", "R12")
}

// formula emits the assembly of a formula: ·<curve><Func>Asm, with the
// arguments of its Go declaration.
func (g *armGen) formula(c *model.Curve, f *model.Formula) {
	p := g.p
	w := 2 * c.Fp.Limbs
	size := 4 * w
	acc := armB[:w]
	accList := fmt.Sprintf("[R0-R%d]", w-1)
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
	p("")
	p("// func %s(%s)", fn, params)
	p("TEXT ·%s(SB), NOSPLIT, $%d-%d", fn, frame, args)
	// addr loads the address of an operand into reg.
	addr := func(operand, reg string) {
		switch {
		case strings.HasPrefix(operand, "$"):
			p("\tMOVW $%s%s<>(SB), %s", c.Name, model.ConstSuffix(operand), reg)
		case strings.Contains(operand, "."):
			arg, coord, _ := strings.Cut(operand, ".")
			p("\tMOVW %s+%d(FP), %s", arg, argOff[arg], reg)
			if k := strings.Index("xyz", coord); k > 0 {
				p("\tADD $%d, %s, %s", size*k, reg, reg)
			}
		default:
			p("\tADD $%d, R13, %s", off[slot[operand]], reg)
		}
	}
	// inAcc is the operand whose value acc holds (the result of the last
	// addition or subtraction, until a call clobbers it).
	inAcc := ""
	for i, o := range f.Ops {
		p("\t// %s = %s %s %s", o.Dst, o.A, o.Op, o.B)
		switch o.Op {
		case "*", "^2":
			addr(o.A, armC)
			if o.B != "" {
				addr(o.B, armA)
			}
			addr(o.Dst, "R0")
			p("\tBL %s%s%sInternal<>(SB)", c.Fp.Type, map[string]string{"*": "Mul", "^2": "Sqr"}[o.Op], model.Pick(reduce[i], "", "Lazy"))
			inAcc = ""
			continue
		}
		a, b := o.A, o.B
		if o.Op == "+" && b == inAcc {
			a, b = b, a
		}
		if a != inAcc {
			addr(a, "R8")
			p("\tMOVM.IA (R8), %s", accList)
		}
		if o.Op == "+" {
			if b != a {
				addr(b, "R8")
			}
			g.addInline(c.Fp, acc, b == a, reduce[i])
		} else {
			if b == a {
				log.Fatalf("%s: %s − itself", f.Func, a)
			}
			g.subInline(c.Fp, acc, reduce[i], bounds.B[i], func() { addr(b, "R8") })
		}
		inAcc = o.Dst
		if f.ReadLater(i) {
			p("\tADD $%d, R13, R8", off[slot[o.Dst]])
			p("\tMOVM.IA %s, (R8)", accList)
		}
	}
	p("\t// Write the result: every input has been read.")
	f.OutputCoords(func(a model.Arg, _ byte, i int, t string) {
		if i == 0 {
			p("\tMOVW %s+%d(FP), R9", a.Name, argOff[a.Name])
		}
		p("\tADD $%d, R13, R8", off[slot[t]])
		p("\tMOVM.IA (R8), %s", accList)
		p("\tMOVM.IA.W %s, (R9)", accList)
	})
	if f.Scan != nil {
		g.scan(c, entries, argOff, 4)
	}
	p("\tRET")
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
	p := g.p
	w := 2 * c.Fp.Limbs
	acc := armB[:w]
	accList := fmt.Sprintf("[R0-R%d]", w-1)
	mask := func(j int) string { return fmt.Sprintf("%d(R13)", masks+4*(j-1)) }
	p("	// The scan: next = row[idx−1], every entry read")
	p("	MOVW idx_lo+%d(FP), R0", argOff["idx"])
	p("	MOVW idx_hi+%d(FP), R1", argOff["idx"]+4)
	for j := 1; j <= entries; j++ {
		p("	SUB $%d, R0, R2", j)
		p("	ORR R1, R2, R2")
		p("	SUB $1, R2, R3")
		p("	BIC R2, R3, R3")
		p("	MOVW R3->31, R3")
		p("	MOVW R3, %s", mask(j))
	}
	sum := []string{"R0", "R1", "R2", "R3", "R4"}
	ld := []string{"R5", "R6", "R7", "R9", "R12"}
	for c0 := 0; c0 < 2*w; c0 += len(sum) {
		k := min(len(sum), 2*w-c0)
		p("	// Words %d…%d of every entry", c0, c0+k-1)
		p("	MOVW row+%d(FP), R8", argOff["row"])
		if c0 > 0 {
			p("	ADD $%d, R8, R8", 4*c0)
		}
		for j := 1; j <= entries; j++ {
			p("	MOVW %s, R14", mask(j))
			p("	MOVM.IA (R8), [%s]", strings.Join(ld[:k], ","))
			if j < entries {
				p("	ADD $%d, R8, R8", 8*w)
			}
			for i := 0; i < k; i++ {
				if j == 1 {
					p("	AND R14, %s, %s", ld[i], sum[i])
					continue
				}
				p("	AND R14, %s, %s", ld[i], ld[i])
				p("	ORR %s, %s, %s", ld[i], sum[i], sum[i])
			}
		}
		p("	MOVW next+%d(FP), R8", argOff["next"])
		if c0 > 0 {
			p("	ADD $%d, R8, R8", 4*c0)
		}
		p("	MOVM.IA [%s], (R8)", strings.Join(sum[:k], ","))
	}
	p("	// y negated where neg is 1 and y is not 0")
	p("	MOVW next+%d(FP), R8", argOff["next"])
	p("	ADD $%d, R8, R8", 4*w)
	p("	MOVM.IA (R8), %s", accList)
	p("	MOVW neg_lo+%d(FP), R9", argOff["neg"])
	p("	RSB $0, R9, R9")
	p("	ORR R0, R1, R12")
	for j := 2; j < w; j++ {
		p("	ORR %s, R12, R12", acc[j])
	}
	p("	RSB $0, R12, R14")
	p("	ORR R14, R12, R12")
	p("	MOVW R12->31, R12")
	p("	AND R12, R9, R9")
	for j := range acc {
		p("	EOR R9, %s, %s", acc[j], acc[j])
	}
	for j := range acc {
		p("	%s R9, %s, %s", model.Pick(j == 0, "SUB.S", "SBC.S"), acc[j], acc[j])
	}
	// maskedModChain takes its mask in a register other than R9.
	p("	MOVW R9, R14")
	g.maskedModChain(armWords(c.Fp.M), acc, "ADD.S", "ADC.S", "R14", "R12")
	p("	MOVM.IA %s, (R8)", accList)
}

// points emits, into g, the point formulas of every curve.
func (g *armGen) points(curves []*model.Curve) {
	for _, c := range curves {
		model.PointData(g.p, c)
		g.fieldInternals(c.Fp)
		for _, f := range c.Formulas {
			g.formula(c, f)
		}
	}
}
