package amd64

import (
	"log"
	"slices"

	"github.com/uecc-go/uecc/internal/ecc/instr"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/model"
)

// The fields of more than four limbs (P-384's six, P-521's nine): their
// products do not fit the registers in the ways of asm.go (a 2n-word
// product, or n+2 accumulators beside two pointers and the multiplier's
// three), so they take one Montgomery method of their own, CIOS with the
// rows of montRounds (firstRow, productRow, reduceRow), on a window of
// accumulator registers that turns by one word a round, and with the
// operands in memory: MULX reads each word of x where it is.
//
// The window (largeWindow) holds n+2 words, or n+1 on a field with room
// (LazyOK: no carry leaves word n, productRow's "roomy"). The registers
// besides it are AX and BX (each MULX's low and high halves) and DX (the
// multiplier word, and m in the reduction): 13 of the 13 that the code may
// use (R15 and BP are left alone) leave two for the pointers to x and y
// with a window of up to 8 words:
//
//   - 6 limbs, no room (P-384's p and n): 8 words, R8–R14 and DI, x and y
//     through SI and CX. z's pointer, if in DI, waits in X0.
//   - 9 limbs with room (P-521's p and n): 10 words, R8–R14, SI, CX and
//     DI: no register is left for a pointer, so x and y are read from the
//     stack frame (SP-relative, no register), copied there first unless
//     they are there already (the formulas' temporaries, the repeated
//     squaring's value): 18 moves a product, against about 250
//     instructions.
//
// Operand scanning with a spilled product (2n words of which only a
// window is in registers, and a reduction after it) would need the same
// window and store and load every word of the low half once more; product
// scanning (one column at a time, three accumulator words) needs fewer
// registers but one instruction more a word product (ADD, ADC, ADC
// instead of ADCX, ADOX: one carry chain), 81 more on nine limbs. CIOS
// with the operands in memory keeps ADX's two chains and stores nothing
// but the copies.
//
// Two ways around the copies on P-521 measured slower than them (test
// binaries interleaved on the shared 2-core AMD EPYC, Turin-class VM, at a
// load of 5 to 9, so the least time of many short runs, as in sqrLarge's
// measurement):
//
//   - The whole product by operand scanning, its word i stored as soon as
//     row i is past it so that nine registers hold the window, y's
//     pointer kept in X7, then p521Fold's shifts for the reduction (no
//     copy, no rounds): fp mul 32.7 → 35.6 ns, jacobian double 246 → 257
//     ns, ECDH 172 → 184 µs (least of 18).
//   - Only x copied, y read once a row through its pointer kept in X7 (9
//     moves fewer a product): fp mul 33.9 → 35.7 ns, jacobian double 253
//     → 263 ns (least of 60).
//
// The final subtraction of m (when the result is not left lazy, below 2m)
// is done in place, since the window leaves too few registers for a copy
// of the difference (subtractInPlace).

// isLarge reports whether a field takes this file's code.
func isLarge(f *model.Field) bool { return f.Limbs > 4 }

// largeWindow returns the window's registers, in their order for the first
// round, and whether x and y must be in the frame (no register left for
// their pointers). The rounds turn the window by one word each, so after
// n rounds register i holds word (i − n) mod w: DI is placed where that is
// the window's last word, the word the last round cleared (zero, or the
// free word), so that z's pointer can come back to DI before the final
// subtraction, which needs every other register.
func largeWindow(f *model.Field) ([]instr.Reg, bool) {
	n := f.Limbs
	w := n + 2
	if f.LazyOK() {
		w = n + 1
	}
	pool := []instr.Reg{R8, R9, R10, R11, R12, R13, R14}
	inFrame := false
	if w > len(pool)+1 {
		pool = append(pool, SI, CX)
		inFrame = true
	}
	if w > len(pool)+1 {
		log.Fatalf("%s: a window of %d words does not fit the registers", f.Type, w)
	}
	acc := make([]instr.Reg, w)
	di := (w - 1 + n) % w
	k := 0
	for i := range acc {
		if i == di {
			acc[i] = DI
			continue
		}
		acc[i] = pool[k]
		k++
	}
	return acc, inFrame
}

// largeScratch is the frame a product of a large field needs for copies
// of x and y (largeWindow), in bytes: 2n words, or none.
func largeScratch(f *model.Field) int {
	if _, inFrame := largeWindow(f); inFrame {
		return 16 * f.Limbs
	}
	return 0
}

// MulFrame reports whether the field's Mul and Sqr keep a stack frame
// (largeScratch), and are so …MulADX and …SqrADX behind a Go function
// that chooses between them and the Go twins.
func MulFrame(f *model.Field) bool { return isLarge(f) && largeScratch(f) > 0 }

// copyWords emits the n words at src to dst, through AX.
func copyWords(w *instr.Writer, n int, src, dst loc) {
	for j := 0; j < n; j++ {
		w.I("MOVQ", src.word(j), AX)
		w.I("MOVQ", AX, dst.word(j))
	}
}

// montLarge emits z = x·y·R⁻¹ for a large field, for x, y and z at xp, yp
// and zp: below m, or below 2m if lazy (on a field with room). If x and y
// must be in the frame (largeWindow) and are not, they are copied to
// scratch (2n words). It clobbers AX, BX, CX, DX, SI, DI (kept in X0 when
// z is at (DI)), R8–R14, and X0.
func montLarge(w *instr.Writer, f *model.Field, xp, yp, zp loc, lazy bool, scratch loc) {
	n := f.Limbs
	acc, inFrame := largeWindow(f)
	roomy := f.LazyOK()
	if lazy && !roomy {
		log.Fatalf("%s: a lazy product needs room", f.Type)
	}
	if inFrame {
		same := xp == yp
		if xp.base != SP {
			w.Comment("x and y into the frame: every register is the window's")
			copyWords(w, n, xp, scratch)
			xp = scratch
		}
		if same {
			yp = xp
		} else if yp.base != SP {
			y := loc{base: SP, off: scratch.off + 8*n}
			copyWords(w, n, yp, y)
			yp = y
		}
	}
	for _, p := range []loc{xp, yp} {
		if slices.Contains(acc, p.base) {
			log.Fatalf("%s: an operand's pointer %s is in the window", f.Type, p.base)
		}
	}
	keepDI := zp.base == DI
	if keepDI {
		w.I("VMOVQ", DI, X0)
	}
	if !roomy {
		w.I("XORQ", acc[n+1], acc[n+1])
	}
	for i := 0; i < n; i++ {
		if i == 0 {
			firstRow(w, rowY(0, yp), rowX(n, 0, xp), acc[:n+1])
		} else {
			productRow(w, n, i, acc, xp, yp, roomy)
		}
		reduceLarge(w, f, acc)
		// The low word is now zero: it becomes the new (empty) top word.
		acc = append(acc[1:len(acc):len(acc)], acc[0])
	}
	if keepDI {
		w.I("VMOVQ", X0, DI)
	}
	if !lazy {
		top := instr.Reg("")
		mask := BX
		if !roomy {
			top, mask = acc[n], acc[n]
		}
		reduceBelow2m(w, f, "t < 2m: subtract m, add it back if that borrows", acc[:n], top, mask, AX)
	} else {
		w.Comment("t < 2m, kept lazy")
	}
	for j := 0; j < n; j++ {
		w.I("MOVQ", acc[j], zp.word(j))
	}
}

// reduceLarge emits one round's reduction on the window t: P-521's row
// (p521Row) on its p, else reduceRow with its carries settled, into word n
// alone on a field with room (the sum stays below 2^(64(n+1)): no carry
// out of word n).
//
// On P-384's p, m' = 2^32 + 1, so m = t0 + t0<<32 (MOV, SHL, ADD) could
// replace reduceRow's IMUL on the rounds' chain; measured as in sqrLarge
// (least of 30 short runs, load ≈ 6) it moved the doubling 272 → 263 ns
// and ECDH 145 → 139 µs, but the medians of the same runs went the other
// way (ECDH +9 %): not kept without a steadier measurement.
func reduceLarge(w *instr.Writer, f *model.Field, t []instr.Reg) {
	n := f.Limbs
	if f.Is(model.P521) {
		p521Row(w, t)
		return
	}
	w.Comment("m = t0·m' mod 2^64; t += m·modulus; t0 becomes 0")
	reduceRow(w, f, t)
	if len(t) > n+1 {
		finishCarries(w, t, n)
		return
	}
	w.I("MOVQ", instr.Imm(0), AX) // MOV leaves the flags alone
	w.I("ADCXQ", AX, t[n])
}

// p521Row emits a Montgomery round of P-521's p = 2^521 − 1 on the window
// t (10 words, room above): its word 0 is 2^64 − 1, so m' = 1 and m = t0,
// and m·p = m·2^521 − m. The − m clears word 0 with no borrow (t0 − m =
// 0), and m·2^521 = (m·2^9)·2^512 adds m<<9 to word 8 and m>>55 to word 9;
// the sum stays below 2^640 (montLarge's room), so nothing carries out of
// word 9. Five instructions and no MULX in place of reduceRow's 9 MULX and
// 22 more; the product's 81 MULX are then the only multiplications.
//
// Measured against reduceRow on the same p (the generic rows: reduceLarge
// without this case), test binaries of both run interleaved six times on a
// shared 2-core AMD EPYC (Turin-class VM, load ≈ 3, so wide intervals):
//
//	go test -c ./internal/ecc/secp521r1/ (each variant), then per run
//	./secp521r1.test -test.run XXX -test.bench 'Arith|AgainstStdlib' -test.benchtime 300ms
//	~/go/bin/benchstat generic.txt p521row.txt
//
//	fp mul   97.3 → 59.0 ns  (−39 %, p=0.041)   jacobian double  750 → 536 ns (−29 %)
//	fp sqr   90.2 → 67.8 ns  (−25 %, p=0.026)   ECDH             505 → 323 µs (−36 %, p=0.026)
//
// The plain form (2^521 ≡ 1, a Mersenne fold instead of Montgomery) was
// not tried: it changes the field's representation in the Go code too, and
// this row already leaves the reduction a few percent of the product.
func p521Row(w *instr.Writer, t []instr.Reg) {
	w.Comment("m = t0; t += m·p = m·2^521 − m: word 0 cleared, m<<9 and m>>55 into words 8, 9")
	w.I("MOVQ", t[0], AX)
	w.I("SHLQ", instr.Imm(9), AX)
	w.I("SHRQ", instr.Imm(55), t[0])
	w.I("ADDQ", AX, t[8])
	w.I("ADCQ", t[0], t[9])
	w.Instr(instr.Instr{Op: "XORQ", Args: []instr.Operand{t[0], t[0]}, Comment: "word 0 is zero"})
}

// reduceBelow2m emits val = val mod m for val + top·2^(64·len(val)) below
// 2m: p521Canonical on P-521's p (no top word there), else subtractInPlace
// after the comment, if any.
func reduceBelow2m(w *instr.Writer, f *model.Field, comment string, val []instr.Reg, top, mask, tmp instr.Reg) {
	if f.Is(model.P521) && top == "" {
		p521Canonical(w, val, tmp)
		return
	}
	if comment != "" {
		w.Comment("%s", comment)
	}
	subtractInPlace(w, modulus(f), val, top, mask, tmp)
}

// p521Canonical emits val = val mod p for val below 2p on P-521's p =
// 2^521 − 1, without p's words: val ≥ p exactly when u = val + 1 ≥ 2^521,
// i.e. when bit 521 of u (bit 9 of word 8), c, is set, and then val − p =
// u − 2^521; else val = u − 1. So val mod p = (u mod 2^521) − (1 − c): two
// carry chains and no load, 22 instructions in place of subtractInPlace's
// 38 (nine SBB from memory, nine CMOV).
func p521Canonical(w *instr.Writer, val []instr.Reg, tmp instr.Reg) {
	w.Comment("val < 2p: u = val + 1, c = bit 521 of u (val ≥ p), val mod p = (u mod 2^521) − (1 − c)")
	for j := range val {
		if j == 0 {
			w.I("ADDQ", instr.Imm(1), val[j])
		} else {
			w.I("ADCQ", instr.Imm(0), val[j])
		}
	}
	w.I("MOVQ", val[8], tmp)
	w.Instr(instr.Instr{Op: "SHRQ", Args: []instr.Operand{instr.Imm(9), tmp}, Comment: "c"})
	w.Instr(instr.Instr{Op: "XORQ", Args: []instr.Operand{instr.Imm(1), tmp}, Comment: "1 − c"})
	w.Instr(instr.Instr{Op: "ANDQ", Args: []instr.Operand{instr.Imm(0x1ff), val[8]}, Comment: "u mod 2^521"})
	for j := range val {
		if j == 0 {
			w.I("SUBQ", tmp, val[j])
		} else {
			w.I("SBBQ", instr.Imm(0), val[j])
		}
	}
}

// subtractInPlace emits val = val − m, plus m again if that borrows, for
// val + top·2^(64·len(val)) below 2m (no top word if top is ""): one
// borrow chain into val itself, then the borrow as a mask (top − borrow,
// which is 0 or all ones, or mask = −borrow without a top word), and m
// added back word by word, each word m_j or 0 chosen by CMOV from memory
// into tmp (CMOV and MOV leave CF alone, ADCX touches only CF, so one TEST
// sets the condition for all of them and clears the carry). No branch, and
// only two registers besides val: the window of a large field leaves no
// more (subtractUnlessBorrow keeps a copy and needs n).
func subtractInPlace(w *instr.Writer, modSym instr.Sym, val []instr.Reg, top, mask, tmp instr.Reg) {
	for j := range val {
		w.I(model.Pick(j == 0, "SUBQ", "SBBQ"), modSym.At(8*j), val[j])
	}
	addBackIfBorrow(w, modSym, val, top, mask, tmp)
}

// addBackIfBorrow emits the second half of subtractInPlace: with CF the
// borrow out of val, val += m where the value borrowed.
func addBackIfBorrow(w *instr.Writer, modSym instr.Sym, val []instr.Reg, top, mask, tmp instr.Reg) {
	if top != "" {
		w.Instr(instr.Instr{Op: "SBBQ", Args: []instr.Operand{instr.Imm(0), top}, Comment: "0, or all ones if it borrowed"})
		mask = top
	} else {
		w.Instr(instr.Instr{Op: "SBBQ", Args: []instr.Operand{mask, mask}, Comment: "0, or all ones if it borrowed"})
	}
	w.Instr(instr.Instr{Op: "TESTQ", Args: []instr.Operand{mask, mask}, Comment: "ZF = no borrow; CF = 0"})
	for j := range val {
		w.I("MOVQ", instr.Imm(0), tmp)
		w.I("CMOVQNE", modSym.At(8*j), tmp)
		w.I("ADCXQ", tmp, val[j])
	}
}

// largeAccRegs hold the result of an inline addition or subtraction on a
// large field (accRegs on the others): not SI and CX, which hold the
// operands' pointers, nor AX and DX, the scratch of asmAddLarge and
// asmSubLarge.
var largeAccRegs = []instr.Reg{R8, R9, R10, R11, R12, R13, R14, BX, DI}

// sumRegs is where an inline addition or subtraction leaves its result.
func sumRegs(f *model.Field) []instr.Reg {
	if isLarge(f) {
		return largeAccRegs[:f.Limbs]
	}
	return accRegs[:f.Limbs]
}

// asmAddLarge is asmAdd for a large field: the sum into sumRegs, then,
// if reduce, m subtracted in place and added back where that borrows
// (subtractInPlace; DX is the carry word or the mask, AX the scratch).
func asmAddLarge(w *instr.Writer, f *model.Field, y func(int) instr.Operand, reduce bool) {
	n := f.Limbs
	sum := sumRegs(f)
	top := instr.Reg("")
	if reduce && !f.LazyOK() {
		top = DX
		w.I("XORQ", DX, DX)
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
		w.I("ADCQ", instr.Imm(0), DX)
	}
	reduceBelow2m(w, f, "", sum, top, DX, AX)
}

// asmSubLarge is asmSub for a large field: if reduce, the difference plus
// m where it borrows (addBackIfBorrow), otherwise plus k·m (ModMul).
func asmSubLarge(w *instr.Writer, f *model.Field, y func(int) instr.Operand, reduce bool, k int) {
	n := f.Limbs
	diff := sumRegs(f)
	for j := 0; j < n; j++ {
		w.I(model.Pick(j == 0, "SUBQ", "SBBQ"), y(j), diff[j])
	}
	if reduce {
		addBackIfBorrow(w, modulus(f), diff, "", DX, AX)
		return
	}
	modMul := instr.Sym{Name: f.Type + "ModMul"}
	for j := 0; j < n; j++ {
		w.I(model.Pick(j == 0, "ADDQ", "ADCQ"), modMul.At(model.ModMulOffset(f, k, j)), diff[j])
	}
}

// writeLargeField emits the field routines of a large field: Mul, Sqr
// (squareLarge), SqrN and, where the field has it, SqrNMul.
func writeLargeField(w *instr.Writer, f *model.Field) {
	scratch := largeScratch(f)
	// With a frame, a function cannot jump to its Go twin (the frame is
	// set up on entry): the Go code chooses (…MulADX, MulFrame).
	suffix := ""
	fallback := func(name string) {
		w.I("CMPB", instr.Sym{Name: "useADX"}, instr.Imm(0))
		w.I("JEQ", instr.Label(f.Type+name+"Fallback"))
	}
	goTwin := func(name string) {
		w.Label(instr.Label(f.Type + name + "Fallback"))
		w.I("JMP", instr.Sym{Name: f.Type + name + "Go"})
	}
	if MulFrame(f) {
		suffix = "ADX"
		fallback, goTwin = func(string) {}, func(string) {}
	}
	w.Line("// func %sMul%s(z, x, y *%s)", f.Type, suffix, f.Type)
	w.Line("TEXT ·%sMul%s(SB), NOSPLIT, $%d-24", f.Type, suffix, scratch)
	fallback("Mul")
	w.I("MOVQ", instr.Arg{Name: "z", Off: 0}, DI)
	w.I("MOVQ", instr.Arg{Name: "x", Off: 8}, SI)
	w.I("MOVQ", instr.Arg{Name: "y", Off: 16}, CX)
	montLarge(w, f, at(SI), at(CX), at(DI), false, at(SP))
	w.I("RET")
	goTwin("Mul")
	w.Line("")
	w.Line("// func %sSqr%s(z, x *%s)", f.Type, suffix, f.Type)
	w.Line("TEXT ·%sSqr%s(SB), NOSPLIT, $%d-16", f.Type, suffix, scratch)
	fallback("Sqr")
	w.I("MOVQ", instr.Arg{Name: "z", Off: 0}, DI)
	w.I("MOVQ", instr.Arg{Name: "x", Off: 8}, SI)
	squareLarge(w, f, at(SI), at(DI), false, at(SP))
	w.I("RET")
	goTwin("Sqr")
	w.Line("")
	w.Line("// func %sSqrN(z, x *%s, n uint64)", f.Type, f.Type)
	w.Line("// z = x^(2^n) for n ≥ 1 (n is public).")
	largeSqrN(w, f, false)
	if f.SqrNMul {
		largeSqrN(w, f, true)
	}
}

// largeSqrN emits ·<Fp>SqrNADX(z, x, n), z = x^(2^n), or, if withY,
// ·<Fp>SqrNMulADX(z, x, y, n), z ≡ x^(2^n)·y: the value in the frame at
// (SP) between the squarings, squared in place, below 2m between them on a
// field with room (sqrNLazy) and reduced once at the end; SqrNMul's product
// is lazy there too (below 2m, as asmSqrNMul's), canonical elsewhere.
func largeSqrN(w *instr.Writer, f *model.Field, withY bool) {
	n := f.Limbs
	name := f.Type + model.Pick(withY, "SqrNMul", "SqrN")
	lazy := sqrNLazy(f)
	value := at(SP)
	frame := 8 * n
	if withY && largeScratch(f) > 0 {
		frame += 8 * n // y's copy
	}
	square := at(SP) // the square's 2n words (sqrLarge), past the value
	if sqrLargeOK(f) {
		square.off = 8 * n
		frame = 24 * n
	}
	w.Line("")
	if withY {
		w.Line("// func %sADX(z, x, y *%s, n uint64)", name, f.Type)
		w.Line("TEXT ·%sADX(SB), NOSPLIT, $%d-32", name, frame)
	} else {
		w.Line("// func %sADX(z, x *%s, n uint64)", name, f.Type)
		w.Line("TEXT ·%sADX(SB), NOSPLIT, $%d-24", name, frame)
	}
	w.I("MOVQ", instr.Arg{Name: "x", Off: 8}, SI)
	copyWords(w, n, at(SI), value)
	w.Label(instr.Label(name + "Loop"))
	squareLarge(w, f, value, value, lazy, square) // x in the frame: no copy
	count := instr.Arg{Name: "n", Off: 16}
	if withY {
		count.Off = 24
	}
	w.I("DECQ", count)
	w.I("JNZ", instr.Label(name+"Loop"))
	if withY {
		w.Comment("The squares are below 2m (m with room) or m: x·y < m·R, so z < 2m")
		w.I("MOVQ", instr.Arg{Name: "y", Off: 16}, CX)
		w.I("MOVQ", instr.Arg{Name: "z", Off: 0}, DI)
		// montLarge copies y, if it must, to its scratch's second half:
		// (8n)(SP), past the value.
		montLarge(w, f, value, at(CX), at(DI), f.LazyOK(), value)
		w.I("RET")
		return
	}
	w.I("MOVQ", instr.Arg{Name: "z", Off: 0}, DI)
	if !lazy {
		copyWords(w, n, value, at(DI))
		w.I("RET")
		return
	}
	v := largeAccRegs[:n]
	if slices.Contains(v, DI) {
		v = append(slices.Clone(largeAccRegs[:n-1]), SI)
	}
	for j := 0; j < n; j++ {
		w.I("MOVQ", value.word(j), v[j])
	}
	reduceBelow2m(w, f, "The squarings left the value below 2m: subtract m once", v, "", DX, AX)
	for j := 0; j < n; j++ {
		w.I("MOVQ", v[j], at(DI).word(j))
	}
	w.I("RET")
}

// scanStoreLarge is scanStore for a large field: the entry the scan kept
// written to next, then its y negated in memory where neg is set: 0 − y,
// plus m where that borrows (zero stays zero), into registers, and each
// word of next's y replaced by it through CMOV. It clobbers every integer
// register.
func scanStoreLarge(w *instr.Writer, c *model.Curve, r scanRegs, nextArg, negArg int) {
	n := c.Fp.Limbs
	parts := scanParts(2 * n)
	w.Comment("Write the entry the scan kept, its y negated if neg is set")
	w.I("MOVQ", instr.Arg{Name: "next", Off: nextArg}, DI)
	r.store(w, parts, DI)
	w.I("VZEROUPPER")
	ny := loc{base: DI, off: 8 * n} // next's y
	neg := []instr.Reg{R8, R9, R10, R11, R12, R13, R14, BX, SI}[:n]
	for j := 0; j < n; j++ {
		w.I("XORQ", neg[j], neg[j])
	}
	for j := 0; j < n; j++ {
		w.I(model.Pick(j == 0, "SUBQ", "SBBQ"), ny.word(j), neg[j])
	}
	addBackIfBorrow(w, modulus(c.Fp), neg, "", DX, AX)
	w.I("MOVQ", instr.Arg{Name: "neg", Off: negArg}, DX)
	w.I("TESTQ", DX, DX)
	for j := 0; j < n; j++ {
		w.I("MOVQ", ny.word(j), AX)
		w.I("CMOVQNE", neg[j], AX)
		w.I("MOVQ", AX, ny.word(j))
	}
}

// largeFieldInternals is asmFieldInternals for a large field: the routines
// the formulas call, x at (SI), y at (CX), z at (DI), with a frame for the
// copies of x and y where the field needs them (largeScratch); on a field
// with room also their lazy forms, …MulLazyInternal and …SqrLazyInternal,
// below 2m (as arm64's).
func largeFieldInternals(w *instr.Writer, f *model.Field) {
	scratch := largeScratch(f)
	w.Line("")
	w.Line("// z = x·y for x at (SI), y at (CX), z at (DI); an internal routine.")
	w.Line("TEXT %sMulInternal<>(SB), NOSPLIT, $%d", f.Type, scratch)
	montLarge(w, f, at(SI), at(CX), at(DI), false, at(SP))
	w.I("RET")
	w.Line("")
	w.Line("// z = x² for x at (SI), z at (DI); an internal routine.")
	w.Line("TEXT %sSqrInternal<>(SB), NOSPLIT, $%d", f.Type, scratch)
	squareLarge(w, f, at(SI), at(DI), false, at(SP))
	w.I("RET")
	if !f.LazyOK() {
		return
	}
	w.Line("")
	w.Line("// z = x·y, below 2m, for x at (SI), y at (CX), z at (DI); an internal routine.")
	w.Line("TEXT %sMulLazyInternal<>(SB), NOSPLIT, $%d", f.Type, scratch)
	montLarge(w, f, at(SI), at(CX), at(DI), true, at(SP))
	w.I("RET")
	w.Line("")
	w.Line("// z = x², below 2m, for x at (SI), z at (DI); an internal routine.")
	w.Line("TEXT %sSqrLazyInternal<>(SB), NOSPLIT, $%d", f.Type, scratch)
	squareLarge(w, f, at(SI), at(DI), true, at(SP))
	w.I("RET")
}

// squareLarge emits z = x²·R⁻¹ (below m, or 2m if lazy) for x at xp and
// z at zp, with t the frame's 2n words of scratch: sqrLarge where the field
// has it, else montLarge's product of x by itself.
func squareLarge(w *instr.Writer, f *model.Field, xp, zp loc, lazy bool, t loc) {
	if sqrLargeOK(f) {
		sqrLarge(w, f, xp, zp, lazy, t)
		return
	}
	montLarge(w, f, xp, xp, zp, lazy, t)
}

// sqrLargeOK reports whether a large field squares by sqrLarge rather
// than by montLarge's product of x by itself: P-521's p, whose reduction
// of a square is shifts and one carry chain (p521Fold). The other large
// fields would need a Montgomery reduction of the 2n words in the frame:
// on P-384's p and n, sqrLarge with reduceLowHalf's rounds on a window (H
// added from the frame) gave no measurable gain (least of 30 short runs:
// jacobian double 272 → 267 ns, ECDH 145 → 141 µs, medians within the
// noise) for a frame in every squaring routine, and was not kept.
func sqrLargeOK(f *model.Field) bool { return f.Is(model.P521) }

// sqrLarge emits z = x²·R⁻¹ for a large field with its own squaring
// (sqrLargeOK), x at xp (through SI or in the frame) and z at zp (through
// DI or in the frame): below m, or below 2m if lazy. x must be below
// 2^540 (the formulas' lazy values are below 16m < 2^525). t is 2n words of
// the frame for the square, apart from x and z. It clobbers AX, BX, CX, DX,
// DI (kept in X0 when z is at (DI)), R8–R14 and X0.
//
// The square is the one of squareProduct on more words: the cross
// products x_i·x_j (i < j) once, row by row, then one pass that doubles
// them and adds the squares x_i². That is n(n−1)/2 + n MULX (45 on nine
// limbs) where the product of x by itself takes n² (81). A row i adds
// into words 2i+1…i+n of the cross products, on a window of registers:
// after it words 2i+1 and 2i+2 are final and go to t, freeing their
// registers for the next row's new top word. The pass reads them back two
// words at a time; the low n words of the square stay in registers for
// the reduction, the high ones go to t.
//
// Measured against the product of x by itself (montLarge), on the shared
// 2-core AMD EPYC (Turin-class VM) at a load of about 5, so as the least
// time of 30 short runs of each test binary, interleaved (go test -c
// ./internal/ecc/secp521r1/ for each variant, then per round
// -test.bench 'Arith/fp|Arith/jacobian-double' -test.benchtime 3000x
// -test.count 3 and -test.bench AgainstStdlib -test.benchtime 10x
// -test.count 3, ten rounds):
//
//	fp sqr   31.6 → 26.1 ns    jacobian double  276 → 259 ns
//	ECDH      193 → 176 µs     Verify            203 → 191 µs
func sqrLarge(w *instr.Writer, f *model.Field, xp, zp loc, lazy bool, t loc) {
	n := f.Limbs
	if xp.base != SI && xp.base != SP || zp.base != DI && zp.base != SP || n > 9 {
		log.Fatalf("%s: sqrLarge takes x through SI or the frame, z through DI or the frame, at most nine limbs", f.Type)
	}
	keepDI := zp.base == DI
	if keepDI {
		w.I("VMOVQ", DI, X0)
	}
	x := xp.word
	pool := []instr.Reg{R8, R9, R10, R11, R12, R13, R14, CX, DI}
	// reg maps a word of the cross products to its register in the window.
	reg := map[int]instr.Reg{}
	free := slices.Clone(pool[:n])
	take := func(pos int) instr.Reg {
		r := free[0]
		free = free[1:]
		reg[pos] = r
		return r
	}
	store := func(pos int) {
		w.I("MOVQ", reg[pos], t.word(pos))
		free = append(free, reg[pos])
		delete(reg, pos)
	}
	w.Comment("Cross products x_i·x_j, i < j, row by row: row 0 into words 1…%d", n)
	row0 := make([]instr.Reg, n)
	for k := range row0 {
		row0[k] = take(k + 1)
	}
	firstRow(w, x(0), rowX(n, 1, xp), row0)
	for i := 1; i <= n-2; i++ {
		store(2*i - 1)
		store(2 * i)
		w.Comment("Row %d: x_%d·x_j, j > %d, into words %d…%d (new): CF the low halves, OF the high", i, i, i, 2*i+1, i+n)
		w.I("MOVQ", x(i), DX)
		w.I("XORQ", AX, AX) // clears CF and OF
		for j := i + 1; j < n-1; j++ {
			w.I("MULXQ", x(j), AX, BX)
			w.I("ADCXQ", AX, reg[i+j])
			w.I("ADOXQ", BX, reg[i+j+1])
		}
		// The last product's high word is the new top word; the sum of
		// the rows so far is below 2^(64(i+n+1)), so neither carry
		// overflows it.
		top := take(i + n)
		w.I("MULXQ", x(n-1), AX, top)
		w.I("ADCXQ", AX, reg[i+n-1])
		w.I("MOVQ", instr.Imm(0), AX) // MOV leaves the flags alone
		w.I("ADCXQ", AX, top)
		w.I("ADOXQ", AX, top)
	}
	store(2*n - 3)
	store(2*n - 2)
	w.Comment("Double them (OF) and add the squares x_i² (CF): words 0…%d in registers, the rest to t", n-1)
	low := pool[:n]
	w.I("XORQ", AX, AX) // clears CF and OF
	for i := 0; i < n; i++ {
		w.I("MOVQ", x(i), DX)
		w.I("MULXQ", DX, AX, BX)
		for k, half := range []instr.Reg{AX, BX} {
			pos := 2*i + k
			d := DX // a high word: through DX, free after the MULX
			if pos < n {
				d = low[pos]
			}
			switch pos {
			case 0:
				w.I("MOVQ", AX, d) // no cross product in word 0
				continue
			case 2*n - 1:
				w.I("MOVQ", instr.Imm(0), d) // nor in the top word
			default:
				w.I("MOVQ", t.word(pos), d)
			}
			w.I("ADOXQ", d, d)
			w.I("ADCXQ", half, d)
			if pos >= n {
				w.I("MOVQ", d, t.word(pos))
			}
		}
	}
	p521Fold(w, low, t)
	if !lazy {
		reduceBelow2m(w, f, "Below 2m: subtract m, add it back if that borrows", low, "", DX, AX)
	} else {
		w.Comment("Below 2m, kept lazy")
	}
	if keepDI {
		w.I("VMOVQ", X0, BX)
		zp.base = BX
	}
	for j := 0; j < n; j++ {
		w.I("MOVQ", low[j], zp.word(j))
	}
}

// p521Fold emits the Montgomery reduction of a square T on P-521's p =
// 2^521 − 1, R = 2^576: T's low nine words L in the registers l, the high
// nine H in t's words 9…17. Since 2^521 ≡ 1, R⁻¹ ≡ 2^(2·521 − 576) =
// 2^466, and with L = L_hi·2^55 + L_lo (L_lo = L mod 2^55)
//
//	T·R⁻¹ = H + L·2^466 ≡ H + L_hi + L_lo·2^466 (mod p):
//
// a shift of L by 55 bits (SHRD, word by word) and no MULX. L_lo·2^466
// lies in words 7 and 8 only, so r = L_hi + L_lo·2^466 < 2^522 takes a
// two-word addition; its bit 521, c, folds back as the carry into word 0
// of (r mod 2^521) + H, the one long carry chain. For T < 2^1080 (x <
// 2^540) H is below 2^504 and the result below 2^521 + 2^504 < 2p. It
// leaves the result in l and clobbers AX and DX.
func p521Fold(w *instr.Writer, l []instr.Reg, t loc) {
	w.Comment("T·R⁻¹ ≡ H + (L >> 55) + (L mod 2^55)·2^466 (2^521 ≡ 1, R⁻¹ ≡ 2^466)")
	w.I("MOVQ", l[0], AX)
	w.Instr(instr.Instr{Op: "SHLQ", Args: []instr.Operand{instr.Imm(18), AX}, Comment: "L_lo·2^466: word 7"})
	w.I("MOVQ", l[0], DX)
	w.I("SHLQ", instr.Imm(9), DX)
	w.Instr(instr.Instr{Op: "SHRQ", Args: []instr.Operand{instr.Imm(55), DX}, Comment: "L_lo·2^466: word 8 (L_lo's bits 46…54)"})
	for j := 0; j < 8; j++ {
		w.I("SHRQ", instr.Imm(55), l[j+1], l[j])
	}
	w.I("SHRQ", instr.Imm(55), l[8])
	w.I("ADDQ", AX, l[7])
	w.I("ADCQ", DX, l[8])
	w.Comment("r = L_hi + L_lo·2^466 < 2^522: its bit 521 into CF, then (r mod 2^521) + H + CF")
	w.I("MOVQ", l[8], AX)
	w.I("SHLQ", instr.Imm(55), l[8])
	w.I("SHRQ", instr.Imm(55), l[8])
	w.Instr(instr.Instr{Op: "SHRQ", Args: []instr.Operand{instr.Imm(10), AX}, Comment: "CF = bit 9 of word 8, the last bit shifted out"})
	for j := 0; j < 9; j++ {
		w.I("ADCQ", t.word(9+j), l[j])
	}
}
