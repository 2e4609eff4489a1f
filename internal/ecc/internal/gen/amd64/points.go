package amd64

import (
	"log"
	"math/big"
	"slices"
	"strings"

	"github.com/uecc-go/uecc/internal/ecc/instr"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/model"
)

// The point formulas in assembly. Each formula becomes one function that
// keeps its temporaries in its stack frame and runs its program with no Go
// calls: multiplications and squarings are written inline, reading and
// writing the temporaries at n(SP) (inlineProducts; in the largest formulas
// they call the field's internal routines, the bodies of Mul and Sqr without
// the CPU check, taking their pointers in registers), and so are additions
// and subtractions. What this saves
// over the Go twin is a Go call per field operation, the spills around it,
// and the Go additions that the compiler does not inline; the arithmetic is
// the same, operation for operation, and as branch-free.

// asmFieldInternals emits the internal routines of a field of p:
// <Fp>MulInternal (z = x·y, with x in SI, y in CX, z in DI) and
// <Fp>SqrInternal (z = x², with x in SI, z in DI). Both clobber AX, BX, CX,
// DX, SI, DI, R8–R14 and X0, and leave BP and R15 alone.
func asmFieldInternals(w *instr.Writer, f *model.Field) {
	if isLarge(f) {
		largeFieldInternals(w, f)
		return
	}
	w.Line("")
	w.Line("// z = x·y for x at (SI), y at (CX), z at (DI); an internal routine.")
	w.Line("TEXT %sMulInternal<>(SB), NOSPLIT, $0", f.Type)
	montBody(w, f)
	w.I("RET")
	w.Line("")
	w.Line("// z = x² for x at (SI), z at (DI); an internal routine.")
	w.Line("TEXT %sSqrInternal<>(SB), NOSPLIT, $0", f.Type)
	w.I("VMOVQ", DI, X0)
	sqrBody(w, f, X0, false)
	w.I("RET")
}

// asmFormula emits the assembly of a formula: ·<curve><Func>ADX, with the
// arguments of its Go declaration.
func asmFormula(w *instr.Writer, c *model.Curve, f *model.Formula) {
	n := c.Fp.Limbs
	size := 8 * n
	slot := map[string]int{} // temporary -> frame offset
	for i, t := range f.Temps {
		slot[t] = i * size
	}
	frame := len(f.Temps) * size
	inline := inlineProducts(f, c)
	// A large field with room has routines that leave out the final
	// subtraction (largeFieldInternals): its called products may be lazy
	// as inline ones are.
	reduce := f.LazyPlan(c.Fp, inline || isLarge(c.Fp) && c.Fp.LazyOK())
	bounds := f.LazyBounds(reduce)
	fused, inFusion := fusions(f, c.Fp, inline, bounds)
	scratch := frame // asmFusedDifference's 2n words, or montLarge's copies
	if len(fused) > 0 || isLarge(c.Fp) && inline && largeScratch(c.Fp) > 0 {
		frame += 2 * size
	}
	params, _ := c.Signature(f.Args)
	fn := model.LowerFirst(f.Func) + "ADX"
	w.Line("")
	w.Line("// func %s(%s)", fn, params)
	w.Line("TEXT ·%s(SB), 0, $%d-%d", fn, frame, 8*len(f.Args))
	w.I("NO_LOCAL_POINTERS")
	argIndex := map[string]int{}
	for i, a := range f.Args {
		argIndex[a.Name] = i
	}
	// arg is the argument named (a pointer), temp a temporary in the frame
	// and constant the data of a constant operand ("$b").
	arg := func(name string) instr.Arg { return instr.Arg{Name: name, Off: 8 * argIndex[name]} }
	temp := func(operand string) loc { return loc{base: SP, off: slot[operand]} }
	constant := func(operand string) instr.Sym {
		return instr.Sym{Name: c.Name + model.ConstSuffix(operand), Local: true}
	}
	// addr loads the address of an operand into reg.
	addr := func(operand string, reg instr.Reg) {
		switch {
		case strings.HasPrefix(operand, "$"):
			w.I("LEAQ", constant(operand), reg)
		case strings.Contains(operand, "."):
			name, coord, _ := strings.Cut(operand, ".")
			w.I("MOVQ", arg(name), reg)
			if off := size * strings.Index("xyz", coord); off != 0 {
				w.I("ADDQ", instr.Imm(off), reg)
			}
		default:
			w.I("LEAQ", temp(operand).word(0), reg)
		}
	}
	// base returns where the words of an operand of an inline product are:
	// a temporary in the frame, an argument's coordinate through its
	// pointer or a constant through its address, loaded into reg.
	base := func(operand string, reg instr.Reg) loc {
		if !strings.HasPrefix(operand, "$") && !strings.Contains(operand, ".") {
			return temp(operand)
		}
		addr(operand, reg)
		return at(reg)
	}
	// words returns the memory operands of an operand's words for an inline
	// addition or subtraction: a temporary or a constant directly, an
	// argument's coordinate through its pointer, loaded into reg.
	words := func(operand string, reg instr.Reg) func(j int) instr.Operand {
		switch {
		case strings.HasPrefix(operand, "$"):
			return func(j int) instr.Operand { return constant(operand).At(8 * j) }
		case strings.Contains(operand, "."):
			name, coord, _ := strings.Cut(operand, ".")
			w.I("MOVQ", arg(name), reg)
			coords := loc{base: reg, off: size * strings.Index("xyz", coord)}
			return func(j int) instr.Operand { return coords.word(j) }
		default:
			return func(j int) instr.Operand { return temp(operand).word(j) }
		}
	}
	// inRegs is the operand whose value R8… hold (the result of the last
	// addition or subtraction, until a call clobbers them): an addition or
	// subtraction that reads it takes it from there, and one whose result
	// nothing reads again does not store it.
	inRegs := ""
	scan := func(int) {}
	if f.Scan != nil {
		entries, _ := model.RowEntries(f.Args[argIndex["row"]].Kind)
		scan = scanChunks(w, c, len(f.Ops), entries, 8*argIndex["row"], 8*argIndex["idx"])
	}
	for i, o := range f.Ops {
		scan(i)
		if inFusion[i] {
			w.Comment("%s = %s %s %s: in a fused difference below", o.Dst, o.A, o.Op, o.B)
			continue
		}
		if fu, ok := fused[i]; ok {
			prod, sub := f.Ops[fu.prod], f.Ops[fu.sub]
			w.Comment("%s = %s·%s − 2·%s%s: %s %s %s fused (asmFusedDifference)", o.Dst, prod.A, prod.B,
				sub.A, model.Pick(sub.Op == "^2", "²", "·"+sub.B), o.A, o.Op, o.B)
			asmFusedDifference(w, c.Fp, base, prod, sub, scratch, temp(o.Dst))
			inRegs = ""
			continue
		}
		w.Comment("%s = %s %s %s", o.Dst, o.A, o.Op, o.B)
		switch o.Op {
		case "*", "^2":
			if !inline {
				addr(o.A, SI)
				if o.B != "" {
					addr(o.B, CX)
				}
				addr(o.Dst, DI)
				w.I("CALL", instr.Sym{Name: o.Routine(c.Fp, isLarge(c.Fp) && !reduce[i]), Local: true})
				inRegs = ""
				continue
			}
			switch {
			case isLarge(c.Fp):
				x := base(o.A, SI)
				if o.Op == "^2" {
					squareLarge(w, c.Fp, x, temp(o.Dst), !reduce[i], loc{base: SP, off: scratch})
					break
				}
				montLarge(w, c.Fp, x, base(o.B, CX), temp(o.Dst), !reduce[i], loc{base: SP, off: scratch})
			case o.Op == "*":
				montBodyAt(w, c.Fp, base(o.A, SI), base(o.B, CX), temp(o.Dst), !reduce[i])
			default:
				sqrBodyFrom(w, c.Fp, base(o.A, SI), temp(o.Dst), !reduce[i])
			}
			inRegs = ""
			continue
		}
		a, b := o.A, o.B
		if o.Op == "+" && b == inRegs {
			a, b = b, a
		}
		acc := sumRegs(c.Fp)
		if a != inRegs {
			src := words(a, SI)
			for j := 0; j < n; j++ {
				w.I("MOVQ", src(j), acc[j])
			}
		}
		var y func(int) instr.Operand
		if b != a {
			y = words(b, CX)
		}
		switch {
		case isLarge(c.Fp) && o.Op == "+":
			asmAddLarge(w, c.Fp, y, reduce[i])
		case isLarge(c.Fp):
			asmSubLarge(w, c.Fp, y, reduce[i], bounds.B[i])
		case o.Op == "+":
			asmAdd(w, c.Fp, y, reduce[i])
		default:
			asmSub(w, c.Fp, y, reduce[i], bounds.B[i])
		}
		inRegs = o.Dst
		if f.ReadLater(i) {
			dst := words(o.Dst, "")
			for j := 0; j < n; j++ {
				w.I("MOVQ", acc[j], dst(j))
			}
		}
	}
	w.Comment("Write the result: every input has been read.")
	f.OutputCoords(func(a model.Arg, _ byte, i int, t string) {
		if i == 0 {
			w.I("MOVQ", arg(a.Name), DI)
		}
		coords := loc{base: DI, off: i * size}
		for j := 0; j < n; j++ {
			w.I("MOVQ", temp(t).word(j), AX)
			w.I("MOVQ", AX, coords.word(j))
		}
	})
	if f.Scan != nil {
		scan(len(f.Ops))
		if isLarge(c.Fp) {
			scanStoreLarge(w, c, formulaScanRegs(c), 8*argIndex["next"], 8*argIndex["neg"])
		} else {
			scanStore(w, c, 8*argIndex["next"], 8*argIndex["neg"])
		}
	}
	w.I("RET")
}

// A fusion is a difference of products d = a·b − 2·(x·y), or a·b − 2·x²,
// that the assembly of a formula takes with one Montgomery reduction
// instead of two (asmFusedDifference): the subtraction d = d1 − d3 (the
// key of fusions' map) with d1 = a·b (prod) and d3 = d2 + d2 for d2 = x·y
// or x² (sub; the doubling is dbl). The doubling and the Y3 of the Jacobian
// formulas have this form (Y3 = α·(4β − X3) − 8γ², Y3 = r·(V − X3) − 2·Y1·J).
type fusion struct{ prod, sub, dbl int }

// fusions finds a formula's fusions: on a field with room (LazyOK), with
// its products inline, each subtraction of the form above where nothing
// else reads d1, d2 or d3 and whose result the plan lets be below 2m (its
// bound at least 2: the fused result is a product's, below 2m). It returns
// them keyed by the subtraction, and the operations they take in.
func fusions(f *model.Formula, fd *model.Field, inline bool, bounds model.LazyEval) (map[int]fusion, map[int]bool) {
	fused, in := map[int]fusion{}, map[int]bool{}
	if !fd.LazyOK() || !inline || isLarge(fd) {
		// A large field's two products of 2n words do not fit the
		// registers: no fusion.
		return fused, in
	}
	def := map[string]int{}
	readers := map[string]int{} // operations reading a value, and the outputs
	for i, o := range f.Ops {
		def[o.Dst] = i
		readers[o.A]++
		if o.B != "" && o.B != o.A {
			readers[o.B]++
		}
	}
	for _, v := range f.OutTemps {
		readers[v]++
	}
	defined := func(v string) (int, bool) {
		j, ok := def[v]
		return j, ok && readers[v] == 1
	}
	for k, o := range f.Ops {
		if o.Op != "-" || bounds.Res[k] < 2 {
			continue
		}
		prod, ok1 := defined(o.A)
		dbl, ok2 := defined(o.B)
		if !ok1 || !ok2 || f.Ops[prod].Op != "*" || f.Ops[dbl].Op != "+" || f.Ops[dbl].A != f.Ops[dbl].B {
			continue
		}
		sub, ok3 := defined(f.Ops[dbl].A)
		if !ok3 || f.Ops[sub].Op != "*" && f.Ops[sub].Op != "^2" {
			continue
		}
		fused[k] = fusion{prod, sub, dbl}
		in[prod], in[sub], in[dbl] = true, true, true
	}
	return fused, in
}

// asmFusedDifference emits d = (a·b + K − 2·x·y)·R⁻¹ (prod is a·b, sub
// x·y or x²) into the frame slot dst, on a field with room: both products in full
// (2n words), the second doubled and kept in the frame at scratch, then
// one Montgomery reduction (reduceWideRoomy) of the first plus
// K = 2·lazyCap²·m² (<Fp>FusedOffset, a multiple of m, so the same value
// mod m) less it, which saves a reduction, a doubling and a subtraction of
// n words each. With operands below lazyCap·m, 2·x·y < K and
// a·b + K < 3·lazyCap²·m² < 2^10·m²: the difference is never negative, fits
// 2n words, and reduces to below 2m. base is asmFormula's: it gives an
// operand's base, loading an argument's pointer into the register named,
// so each product's operands are loaded just before it reads them.
func asmFusedDifference(w *instr.Writer, f *model.Field, base func(operand string, reg instr.Reg) loc, prod, sub model.Op, scratch int, dst loc) {
	n := f.Limbs
	t := []instr.Reg{R8, R9, R10, R11, R12, R13, R14, CX}[:2*n]
	if sub.Op == "^2" {
		t = squareProduct(w, f, base(sub.A, SI))
	} else {
		plainProduct(w, f, t, base(sub.A, SI), base(sub.B, DI))
	}
	doubled := loc{base: SP, off: scratch}
	w.Comment("Doubled, into the frame")
	for j := range t {
		w.I(model.Pick(j == 0, "ADDQ", "ADCQ"), t[j], t[j])
	}
	for j := range t {
		w.I("MOVQ", t[j], doubled.word(j))
	}
	plainProduct(w, f, t, base(prod.A, SI), base(prod.B, DI))
	w.Comment("+ K − the doubled product: below 2^10·m², ≡ the difference (mod m)")
	offset := instr.Sym{Name: f.Type + "FusedOffset"}
	for j := range t {
		w.I(model.Pick(j == 0, "ADDQ", "ADCQ"), offset.At(8*j), t[j])
	}
	for j := range t {
		w.I(model.Pick(j == 0, "SUBQ", "SBBQ"), doubled.word(j), t[j])
	}
	z, _ := reduceWideRoomy(w, f, t)
	for j := 0; j < n; j++ {
		w.I("MOVQ", z[j], dst.word(j))
	}
}

// formulaScan is the register use of a formula's scan (scanChunks), beside
// the formula's integer work: idx Y8, ones Y9, the count Y10, the mask Y11,
// the loaded parts Y12…, their ORs Y4….
var formulaScan = scanRegs{idx: 8, one: 9, count: 10, mask: 11, tmp: 12, acc: 4}

// formulaScanRegs is formulaScan, or, where an affine entry takes more than
// four vectors (P-521's 18 words: five), the ORs in Y1… (X0 keeps z's
// pointer in the products, montLarge) and the loaded parts taking Y12…Y15
// in turn.
func formulaScanRegs(c *model.Curve) scanRegs {
	if len(scanParts(2*c.Fp.Limbs)) <= 4 {
		return formulaScan
	}
	return scanRegs{idx: 8, one: 9, count: 10, mask: 11, tmp: 12, acc: 1, wrap: true}
}

// scanStore emits the end of a formula's scan (scanChunks): the entry kept
// in Y4… written to next, then its y negated where neg is set: y's words
// taken from the vectors (word w of the entry is lane w mod 4 of vector
// w/4, no load of what was just stored), 0 − y by the formula's
// subtraction, chosen by CMOV and stored over y. It runs after the
// formula's outputs are written and clobbers every integer register.
func scanStore(w *instr.Writer, c *model.Curve, nextArg, negArg int) {
	n := c.Fp.Limbs
	parts := scanParts(2 * n)
	r := formulaScan
	w.Comment("Write the entry the scan kept, its y negated if neg is set")
	w.I("MOVQ", instr.Arg{Name: "next", Off: nextArg}, DI)
	r.store(w, parts, DI)
	y := []instr.Reg{R12, R14, CX, SI}[:n]
	high := -1 // the vector whose upper half is in tmp
	for j := range y {
		k := n + j
		v, lane := k/4, k%4
		src := xmm(r.acc + v)
		if lane >= 2 {
			if high != v {
				w.I("VEXTRACTI128", instr.Imm(1), ymm(r.acc+v), xmm(r.tmp))
				high = v
			}
			src = xmm(r.tmp)
		}
		if lane%2 == 0 {
			w.I("VMOVQ", src, y[j])
		} else {
			w.I("VPEXTRQ", instr.Imm(1), src, y[j])
		}
	}
	w.I("VZEROUPPER")
	for j := 0; j < n; j++ {
		w.I("XORQ", accRegs[j], accRegs[j])
	}
	asmSub(w, c.Fp, func(j int) instr.Operand { return y[j] }, true, 1)
	w.I("MOVQ", instr.Arg{Name: "neg", Off: negArg}, AX)
	w.I("TESTQ", AX, AX)
	ny := loc{base: DI, off: 8 * n} // next's y
	for j := 0; j < n; j++ {
		w.I("CMOVQNE", accRegs[j], y[j])
		w.I("MOVQ", y[j], ny.word(j))
	}
}

// scanChunks emits the set-up of the table scan of a formula with Scan and
// returns the emitter of its entries, to be called before each of the
// formula's ops operations and once after them (scanStore then writes the
// entry): it spreads the row's entries evenly over the formula, so that the
// scan's vector work and loads run beside the products' integer work. The
// scan is asmLookup's, in the registers of formulaScan. Only AX of the
// integer registers is used, and only between the formula's operations,
// where nothing lives in it.
func scanChunks(w *instr.Writer, c *model.Curve, ops, entries, rowArg, idxArg int) func(op int) {
	words := 2 * c.Fp.Limbs // an affine entry
	parts := scanParts(words)
	w.Comment("The scan: next = row[idx−1], every entry read")
	w.I("MOVQ", instr.Arg{Name: "idx", Off: idxArg}, AX)
	r := formulaScanRegs(c)
	r.setup(w, parts)
	done := 0
	return func(op int) {
		due := entries
		if op < ops {
			due = op * entries / ops
		}
		if done >= due {
			return
		}
		w.Comment("scan entries %d…%d", done+1, due)
		w.I("MOVQ", instr.Arg{Name: "row", Off: rowArg}, AX)
		for ; done < due; done++ {
			r.entry(w, parts, AX, 8*words*done)
		}
	}
}

// inlineBudget bounds the products of a formula written inline, as the
// number of products times limbs² (the size of one product's code). The
// formulas under it (up to about 1,900 instructions) are faster with their
// products inline, reading and writing the temporaries at n(SP) (stack
// slots the processor forwards from store to load faster than through
// another register) and with no call; above it (the 14-product additions on
// four limbs), the code of one formula and the loop around it crowd the
// instruction cache, and secp224r1's ECDH is slower inline. The lazy
// variants of the loops are inline whatever their size: inline products are
// what lets them fuse product differences (fusions), which outweighs the
// cache. Measure a change of the budget with `make bench-cpu`, old and new
// build side by side (docs/DESIGN.md, "Point formulas").
const inlineBudget = 200

// calledScan lists the p of the curves whose scanning mixed addition (k·G's loop,
// JacobianAddAffineScan) calls its products although they are within
// inlineBudget: on secp256r1 the two take the same time (key generation
// and signing −0.8…+0.1 %, cpubench, 9 alternations at Go's and at 64-byte
// function alignment, on a Zen 2-class EPYC), and the called form is 4 KB
// less. On secp224r1 (+3…5 %) and secp256k1 (−0.5…+3 %) inline is faster.
var calledScan = []*big.Int{model.P256}

// inlineCoZ reports whether f is a step of the co-Z table that the GLV
// curve's ECDH builds on every call (16 multiples: 2.2 of its 22.5 µs),
// whose products are then written inline although it runs few times: ECDH
// −2 % (two test binaries of `go test -c ./bench` alternated 14 times, in
// both orders: median paired ratio 0.98). On the other curves the table is
// a smaller share of the time and inline gained nothing measurable
// (secp256r1's ECDH ±1 %), for 6,000 more lines of assembly.
func inlineCoZ(f *model.Formula, c *model.Curve) bool {
	return c.GLV != nil && strings.HasPrefix(f.Func, "CoZ")
}

// inlineProducts reports whether a formula's products are written inline
// (a lazy variant, or within inlineBudget, and not a formula that runs
// only a few times per operation) rather than called. A large field's lazy
// variants keep to the budget too: written inline, P-521's would pass the
// 10,000 lines of a file (TestGeneratedFilesAreReadable); they call the
// lazy routines instead (largeFieldInternals).
func inlineProducts(f *model.Formula, c *model.Curve) bool {
	if f.Canonical != nil && !isLarge(c.Fp) {
		return true
	}
	if f.RunsFewTimes() && !inlineCoZ(f, c) || f.HasLazyLoopVariant(c) ||
		f.Func == "JacobianAddAffineScan" && slices.ContainsFunc(calledScan, c.Fp.Is) {
		return false
	}
	fd := c.Fp
	products := 0
	for _, o := range f.Ops {
		if o.Op == "*" || o.Op == "^2" {
			products++
		}
	}
	return products*fd.Limbs*fd.Limbs <= inlineBudget
}

// accRegs hold the result of an inline addition or subtraction.
var accRegs = []instr.Reg{R8, R9, R10, R11}

// loadRegs loads the element at (ptr) into accRegs.
func loadRegs(w *instr.Writer, n int, ptr instr.Reg) {
	for j := 0; j < n; j++ {
		w.I("MOVQ", at(ptr).word(j), accRegs[j])
	}
}

// asmAdd emits R8… = R8… + y for the words y(j) of y, or, if y is nil,
// y = R8…. If reduce, the sum is then brought below m: m is subtracted into
// a copy, kept unless that borrows (CMOV); on a field with room (LazyOK) the
// sum of two canonical values fits the limbs and needs no carry word.
// Otherwise the sum stays lazy (model/lazy.go). Clobbers AX, BX, DX, R12, R13.
func asmAdd(w *instr.Writer, f *model.Field, y func(int) instr.Operand, reduce bool) {
	n := f.Limbs
	sum := accRegs[:n]
	tmp := []instr.Reg{AX, BX, DX, R13}[:n]
	var top instr.Reg
	if reduce && !f.LazyOK() {
		top = R12
		w.I("XORQ", R12, R12)
	}
	for j := 0; j < n; j++ {
		if y == nil {
			w.I(model.Pick(j == 0, "ADDQ", "ADCQ"), sum[j], sum[j])
		} else {
			w.I(model.Pick(j == 0, "ADDQ", "ADCQ"), y(j), sum[j])
		}
	}
	if !reduce {
		return
	}
	if top != "" {
		w.I("ADCQ", instr.Imm(0), R12)
	}
	subtractUnlessBorrow(w, modulus(f), sum, tmp, top)
}

// asmSub emits R8… = R8… − y for the words y(j) of y: if reduce, plus m
// where that borrows (a result below the bound of R8…, canonical for
// canonical inputs); otherwise, lazily, plus k·m unconditionally for y
// below k·m (model/lazy.go). Clobbers AX, BX, DX, R13.
func asmSub(w *instr.Writer, f *model.Field, y func(int) instr.Operand, reduce bool, k int) {
	n := f.Limbs
	ys := make([]instr.Operand, n)
	for j := range ys {
		ys[j] = y(j)
	}
	if reduce {
		subMod(w, modulus(f), accRegs[:n], ys, []instr.Reg{AX, BX, DX, R13})
		return
	}
	for j := 0; j < n; j++ {
		w.I(model.Pick(j == 0, "SUBQ", "SBBQ"), ys[j], accRegs[j])
	}
	// Only the fields with room (LazyOK) have lazy subtractions, and the table.
	modMul := instr.Sym{Name: f.Type + "ModMul"}
	for j := 0; j < n; j++ {
		w.I(model.Pick(j == 0, "ADDQ", "ADCQ"), modMul.At(model.ModMulOffset(f, k, j)), accRegs[j])
	}
}

// scanParts splits an entry of the given number of 64-bit words into the
// vectors of a table scan: "Y" for four words (a 256-bit register), "X" for
// two, "Q" for a last single word (a 64-bit load into an X register).
func scanParts(words int) []string {
	var parts []string
	for ; words >= 4; words -= 4 {
		parts = append(parts, "Y")
	}
	if words >= 2 {
		parts, words = append(parts, "X"), words-2
	}
	if words == 1 {
		parts = append(parts, "Q")
	}
	return parts
}

// partWords is the number of 64-bit words of a part of scanParts.
func partWords(part string) int {
	return map[string]int{"Y": 4, "X": 2, "Q": 1}[part]
}

// scanRegs numbers the vector registers of a table scan (asmLookup,
// scanChunks): idx in every lane, ones, the entry number counted up, the
// mask; part v of an entry is loaded into tmp+v and its OR kept in acc+v.
//
// The scan is AVX2 (VEX-encoded) throughout, and the functions that run it
// end with VZEROUPPER. A legacy SSE instruction between a write of a YMM
// register and VZEROUPPER is slow (an AMD Zen 2 ran secp256r1's ECDH 29 %
// slower with the squaring's one MOVQ to X0 so placed; Intel cores have a
// like penalty), so the internal routines the formulas call use VEX forms
// too (asmFieldInternals).
//
// With more than four parts (the large fields' entries) the loaded parts
// take the registers tmp…tmp+3 in turn (wrap): the OR of one part is done
// before the part four later is loaded, and the registers are renamed.
type scanRegs struct {
	idx, one, count, mask, tmp, acc int
	wrap                            bool
}

// tmpOf is the register part v of an entry is loaded into.
func (r scanRegs) tmpOf(v int) int {
	if r.wrap {
		return r.tmp + v%4
	}
	return r.tmp + v
}

// reg names register r as a part's width: Y for a 256-bit part, X else.
func reg(part string, r int) instr.Reg {
	if part == "Y" {
		return ymm(r)
	}
	return xmm(r)
}

// setup emits the scan's start, with idx in AX: idx and 1 in every 32-bit
// lane, the count and the ORs zero. It clobbers AX.
func (r scanRegs) setup(w *instr.Writer, parts []string) {
	w.I("VMOVQ", AX, xmm(r.idx))
	w.Instr(instr.Instr{Op: "VPBROADCASTD", Args: []instr.Operand{xmm(r.idx), ymm(r.idx)}, Comment: "idx in every lane"})
	w.I("MOVL", instr.Imm(1), AX)
	w.I("VMOVQ", AX, xmm(r.one))
	w.Instr(instr.Instr{Op: "VPBROADCASTD", Args: []instr.Operand{xmm(r.one), ymm(r.one)}, Comment: "1 in every lane"})
	count := ymm(r.count)
	w.Instr(instr.Instr{Op: "VPXOR", Args: []instr.Operand{count, count, count}, Comment: "the entry number j+1, counted up"})
	for v := range parts {
		acc := ymm(r.acc + v)
		w.I("VPXOR", acc, acc, acc)
	}
}

// entry emits the scan of one entry at off(base): the count up by one,
// compared with idx in every lane (VPCMPEQD: all ones or all zeros), and
// each part masked and ORed in.
func (r scanRegs) entry(w *instr.Writer, parts []string, base instr.Reg, off int) {
	w.I("VPADDD", ymm(r.one), ymm(r.count), ymm(r.count))
	w.I("VPCMPEQD", ymm(r.idx), ymm(r.count), ymm(r.mask))
	for v, part := range parts {
		mask, tmp, acc := reg(part, r.mask), reg(part, r.tmpOf(v)), reg(part, r.acc+v)
		src := instr.Mem{Off: off, Base: base}
		if part == "Q" {
			w.I("VMOVQ", src, tmp)
			w.I("VPAND", mask, tmp, tmp)
		} else {
			w.I("VPAND", src, mask, tmp)
		}
		w.I("VPOR", tmp, acc, acc)
		off += 8 * partWords(part)
	}
}

// store emits the write of the kept entry to (base).
func (r scanRegs) store(w *instr.Writer, parts []string, base instr.Reg) {
	off := 0
	for v, part := range parts {
		w.I(model.Pick(part == "Q", "VMOVQ", "VMOVDQU"), reg(part, r.acc+v), instr.Mem{Off: off, Base: base})
		off += 8 * partWords(part)
	}
}

// asmLookup emits ·<Type>LookupAVX2(out, table *<Type>, count int, idx
// uint64): out = table[idx−1] (zero for idx = 0 or idx > count), reading all
// count entries: each entry is compared with idx in every 32-bit lane
// (VPCMPEQD gives an all-ones or all-zero mask) and ANDed into the OR of the
// entries, 32 bytes at a time (16 or 8 for the last words). No branch but
// the loop over the public count, no address from idx. idx must be below
// 2^32 (it is a digit magnitude).
func asmLookup(w *instr.Writer, c *model.Curve, kind string) {
	typ := c.PointType(kind)
	words := 2 * c.Fp.Limbs
	if kind == "point" {
		words = 3 * c.Fp.Limbs
	}
	parts := scanParts(words)
	r := scanRegs{idx: 0, one: 1, count: 2, mask: 3, tmp: 8, acc: 4}
	if len(parts) > 4 {
		// The ORs in Y4…Y11, the loaded parts in Y12…Y15 in turn.
		r = scanRegs{idx: 0, one: 1, count: 2, mask: 3, tmp: 12, acc: 4, wrap: true}
	}
	if r.acc+len(parts) > 12 {
		log.Fatalf("%s: %d vectors do not fit the registers", typ, len(parts))
	}
	loop, done := instr.Label(typ+"LookupLoop"), instr.Label(typ+"LookupDone")
	w.Line("")
	w.Line("// func %sLookupAVX2(out, table *%s, count int, idx uint64)", typ, typ)
	w.Line("TEXT ·%sLookupAVX2(SB), NOSPLIT, $0-32", typ)
	w.I("MOVQ", instr.Arg{Name: "out", Off: 0}, DI)
	w.I("MOVQ", instr.Arg{Name: "table", Off: 8}, SI)
	w.I("MOVQ", instr.Arg{Name: "count", Off: 16}, CX)
	w.I("MOVQ", instr.Arg{Name: "idx", Off: 24}, AX)
	r.setup(w, parts)
	w.I("TESTQ", CX, CX)
	w.I("JZ", done)
	// On a 64-byte boundary: placed across one, the loop runs markedly
	// slower, and its speed would move with unrelated changes to the code
	// before it.
	w.I("PCALIGN", instr.Imm(64))
	w.Label(loop)
	r.entry(w, parts, SI, 0)
	w.I("ADDQ", instr.Imm(8*words), SI)
	w.I("DECQ", CX)
	w.I("JNZ", loop)
	w.Label(done)
	r.store(w, parts, DI)
	w.I("VZEROUPPER")
	w.I("RET")
}
