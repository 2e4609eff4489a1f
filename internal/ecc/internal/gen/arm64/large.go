package arm64

import (
	"fmt"
	"log"
	"slices"

	"github.com/uecc-go/uecc/internal/ecc/instr"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/model"
)

// The fields of more than four limbs (P-384's six, P-521's nine). The
// fixed register banks of asm.go do not fit them, so their products take
// the CIOS rows of mulBodyTo (a chain of the low product words, one of the
// high words, then reduceRow) on registers assigned per field by
// newLargePlan. Their squarings are sqrBody's (the cross products once,
// sqrBodyOn) on registers assigned by sqrLarge where x and the 2n-word
// product fit (P-384), else the product of x by itself (P-521: row i
// multiplies by the register x[i], no load).
//
// Of arm64's 31 registers the code may use 25 (R0–R17, R19–R25: asm.go);
// R2 keeps y's pointer (or SqrN's count), and the internal routines keep
// z's pointer in R0. A product takes, in this order from R3 up:
//
//   - x: n registers, loaded once; they take the difference of the final
//     subtraction, which needs x no more;
//   - the window t: n+2 words, or n+1 on a field with room (LazyOK: no
//     carry leaves word n, as on amd64);
//   - the word y[i] and m (none where m = t0);
//   - the modulus limbs that the rows multiply, each distinct value once,
//     and m', as in loadConsts, when that leaves at least two temporaries
//     for the products; otherwise the limbs stay in memory (<Fp>Mont<>,
//     with m' after them) and each product half loads its limb into its
//     temporary first;
//   - the temporaries, the rest.
//
// P-384's p and n: 6 + 8 + 2 and four limb registers and m', two
// temporaries (three for n, whose routines have R0). P-521's p: 9 + 10 + 1,
// no m and one limb register (0x1ff, for the final subtraction: the row
// needs none, p521Row), two temporaries. P-521's n: 9 + 10 + 2 leave three
// registers with R0, too few for six limb values and m': the limbs are read
// from memory (two loads a limb a row, 162 a product, against 81 MUL and 81
// UMULH), through a base register, with two temporaries.

// isLarge reports whether a field takes this file's code.
func isLarge(f *model.Field) bool { return f.Limbs > 4 }

// largePool is the order in which newLargePlan assigns registers. R1, x's
// pointer until x is loaded, comes last (a temporary); R0 is added where
// it is free (not in an internal routine, where it holds z's pointer).
var largePool = []instr.Reg{"R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "R12",
	"R13", "R14", "R15", "R16", "R17", "R19", "R20", "R21", "R22", "R23", "R24", "R25", "R1"}

// largePlan is the register assignment of a large field's product.
type largePlan struct {
	x, t  []instr.Reg
	y     instr.Reg   // the word y[i] of a multiplication
	m, mp instr.Reg   // m of a row, and m' where it has a register
	bank  []instr.Reg // the modulus limbs' registers (limbRegs), or nil
	base  instr.Reg   // with bank nil: the register of <Fp>Mont<>'s address
	temps []instr.Reg
}

// p521Special reports whether the field's reduction is p521Row.
func p521Special(f *model.Field) bool { return f.Is(model.P521) }

// largeSkip is the skip of limbRegs for a large field: the limbs that need
// no register. The generic row needs every limb but zero ones and a first
// limb 2^64 − 1 or 1 (reduceRow); P-521's row needs none, and its final
// subtraction none of the limbs 2^64 − 1 (subModulus).
func largeSkip(f *model.Field) func(j int, m string) bool {
	if p521Special(f) {
		return func(_ int, m string) bool { return m == "0xffffffffffffffff" }
	}
	return func(j int, m string) bool {
		return j == 0 && (m == "0xffffffffffffffff" || m == "0x0000000000000001")
	}
}

// newLargePlan assigns the registers of a product of f (see the top of the
// file); internal is set for the routines the point formulas call, which
// keep R0.
func newLargePlan(f *model.Field, internal bool) *largePlan {
	n := f.Limbs
	w := n + 2
	if f.LazyOK() {
		w = n + 1
	}
	pool := slices.Clone(largePool)
	if !internal {
		pool = append(pool, r0)
	}
	take := func(k int) []instr.Reg {
		if k > len(pool) {
			log.Fatalf("%s: the registers do not hold a product of %d limbs", f.Type, n)
		}
		r := pool[:k:k]
		pool = pool[k:]
		return r
	}
	p := &largePlan{x: take(n), t: take(w), y: take(1)[0]}
	if !p521Special(f) && f.MPrime != 1 {
		p.m = take(1)[0]
	}
	distinct := map[string]bool{}
	skip := largeSkip(f)
	for j, m := range f.M {
		if m != "0x0000000000000000" && !skip(j, m) {
			distinct[m] = true
		}
	}
	needMP := !p521Special(f) && f.MPrime != 1 && f.MPrime != ^uint64(0)
	if len(pool)-len(distinct)-btoi(needMP) >= 2 {
		p.bank = take(len(distinct))
		if needMP {
			p.mp = take(1)[0]
		}
	} else {
		p.base = take(1)[0]
	}
	p.temps = take(len(pool))
	if len(p.temps) < 2 {
		log.Fatalf("%s: a product of %d limbs leaves %d temporaries", f.Type, n, len(p.temps))
	}
	return p
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// montSym is the symbol of a large field's constants in memory, where the
// plan keeps them there: the n limbs of m, then m'.
func montSym(f *model.Field) instr.Sym { return instr.Sym{Name: f.Type + "Mont", Local: true} }

// largeData emits <Fp>Mont<> if the field's products read it.
func (g *a64Gen) largeData(f *model.Field) {
	if newLargePlan(f, false).base == "" {
		return
	}
	words := append(slices.Clone(f.M), fmt.Sprintf("0x%016x", f.MPrime))
	g.w.Line("")
	g.w.Data(montSym(f), words)
}

// largeConsts loads what the plan keeps in registers (the limbs, m', or
// the address of <Fp>Mont<>) and returns them for the rows.
func (g *a64Gen) largeConsts(f *model.Field, p *largePlan) rowConsts {
	c := rowConsts{m: p.m, mp: p.mp, base: p.base}
	if p.base != "" {
		g.w.I("MOVD", instr.Addr{Of: montSym(f)}, p.base)
		return c
	}
	c.mod = g.limbRegs(f, p.bank, largeSkip(f))
	if p.mp != "" {
		g.w.I("MOVD", instr.Hex{V: f.MPrime, Digits: 16}, p.mp)
	}
	return c
}

// mulLarge emits x·y·R⁻¹ mod m for x in p.x and y at (R2), or x²·R⁻¹ if
// sqr, with the constants c: CIOS, a row of products and a reduction row a
// word, as mulBodyTo. It returns the result's registers: p.x, or with lazy
// (a field with room) the window's low words, below 2m.
func (g *a64Gen) mulLarge(f *model.Field, p *largePlan, c rowConsts, sqr, lazy bool) []instr.Reg {
	n := f.Limbs
	x := p.x
	t := slices.Clone(p.t)
	wide := len(t) == n+2
	if lazy && wide {
		log.Fatalf("%s: a lazy product needs room", f.Type)
	}
	g.zero = map[instr.Reg]bool{}
	for _, r := range t {
		g.zero[r] = true
	}
	for i := 0; i < n; i++ {
		y := p.y
		if sqr {
			y = x[i]
			g.w.Comment("Round %d: t += x·x[%d]", i, i)
		} else {
			g.w.Comment("Round %d: t += x·y[%d]", i, i)
			g.w.I("MOVD", instr.Mem{Off: 8 * i, Base: r2}, y)
		}
		if i == 0 {
			// t is 0: t = x·y[0] directly.
			g.firstRowOf(x, y, t, p.temps)
			for _, r := range t[:n+1] {
				g.zero[r] = false
			}
		} else {
			// Every word but the top one is filled; the top word takes
			// the last carry of both chains (t[n] on a window of n+1,
			// which the low chain fills first).
			var lo, hi []a64Step
			for j := 0; j < n; j++ {
				lo = append(lo, a64Step{src: a64Lo(x[j], y), in: a64Reg(t[j]), dst: t[j]})
				hi = append(hi, a64Step{src: a64Hi(x[j], y), in: a64Reg(t[j+1]), dst: t[j+1]})
			}
			lo = append(lo, a64Step{src: a64Reg(zr), in: g.rd(t[n]), dst: t[n]})
			if wide {
				lo = append(lo, a64Step{src: a64Reg(zr), in: g.rd(t[n+1]), dst: t[n+1]})
				hi = append(hi, a64Step{src: a64Reg(zr), in: a64Reg(t[n+1]), dst: t[n+1]})
			}
			g.chain(lo, false, p.temps)
			g.chain(hi, false, p.temps)
			for _, r := range t {
				g.zero[r] = false
			}
		}
		if p521Special(f) {
			t = g.p521Row(t, p.temps[0])
			continue
		}
		g.w.Comment("m = t0·m' mod 2^64; t = (t + m·modulus) / 2^64")
		t = g.reduceRowOn(f, c, t, p.temps)
	}
	if lazy {
		return t[:n] // below 2m < R: t[n] is 0
	}
	g.w.Comment("t < 2m: subtract m, keep t if that borrows")
	g.finalSubLarge(f, p, c, t[:n], t[n])
	return x
}

// p521Row emits a Montgomery row of P-521's p = 2^521 − 1 on the window t
// (10 words: the field has room), as amd64's p521Row: limb 0 is 2^64 − 1,
// so m' = 1 and m = t0, and m·p = m·2^521 − m. The − m clears word 0 with
// no borrow (t0 − m = 0), and m·2^521 = (m·2^9)·2^512 adds m<<9 to word 8
// and m>>55 to word 9; the sum stays below 2^640, so nothing carries out of
// word 9. Three instructions in place of reduceRow's 9 MUL, 9 UMULH and
// their additions. It returns the window turned by a word.
func (g *a64Gen) p521Row(t []instr.Reg, tmp instr.Reg) []instr.Reg {
	g.w.Comment("m = t0; t += m·p = m·2^521 − m: word 0 cleared, m<<9 and m>>55 into words 8, 9")
	g.w.I("LSR", instr.Imm(55), t[0], tmp)
	g.w.I("ADDS", instr.Shift{R: t[0], Op: "<<", N: 9}, t[8], t[8])
	g.w.I("ADC", tmp, t[9], t[9])
	out := append(append([]instr.Reg{}, t[1:]...), t[0])
	g.zero[t[0]] = true
	return out
}

// finalSubLarge is finalSub with the difference in p.x (free once the rows
// are done) and the result there too: d = t − m, then the borrow through
// the top word, then d, or t where that borrowed, by CSEL. The limbs come
// from their registers or, if the plan keeps them in memory, are loaded
// into the temporaries ahead of their SBCS (loads leave the flags alone).
func (g *a64Gen) finalSubLarge(f *model.Field, p *largePlan, c rowConsts, t []instr.Reg, top instr.Reg) {
	n := f.Limbs
	d := p.x
	mod := c.mod
	if c.base != "" {
		mod = make([]instr.Reg, n)
		k := 0
		for j, m := range f.M {
			switch {
			case m == "0x0000000000000000":
				mod[j] = zr
			case m == "0xffffffffffffffff", j == 0 && m == "0x0000000000000001":
			default:
				mod[j] = p.temps[k%len(p.temps)]
				k++
			}
		}
		// subModulus with each limb loaded just before its use.
		for j := range t {
			if mod[j] != "" && mod[j] != zr {
				g.w.I("MOVD", instr.Mem{Off: 8 * j, Base: c.base}, mod[j])
			}
			g.subLimb(f, j, mod[j], t[j], d[j])
		}
	} else {
		g.subModulus(f, mod, t, d)
	}
	g.w.I("SBCS", zr, g.rd(top).reg, top)
	for j := 0; j < n; j++ {
		g.w.I("CSEL", instr.Cond("CS"), d[j], t[j], d[j])
	}
}

// sqrLarge assigns the registers of a squaring by sqrBodyOn (the cross
// products once, then the reduction of the low half and the high half
// added: asm.go) on a large field, or reports that they do not fit: x, the
// window t (n+2 words) and the high half h, then the product's
// temporaries; once the product is done, x's registers and those
// temporaries take m, m', the limbs (in the plan it returns, for
// largeConsts) and the reduction's temporaries, and x's the result.
// P-384: 6 + 8 + 6 and three temporaries (four with R0), then m, m', four
// limbs and three temporaries (four). P-521: x and the 2n-word product
// alone would take 27 registers; its squaring is the product by itself.
func sqrLarge(f *model.Field, internal bool) (sqrRegs, *largePlan, bool) {
	n := f.Limbs
	pool := slices.Clone(largePool)
	if !internal {
		pool = append(pool, r0)
	}
	if p521Special(f) || 3*n+2+2 > len(pool) {
		return sqrRegs{}, nil, false
	}
	x, t, h, pt := pool[:n:n], pool[n:2*n+2:2*n+2], pool[2*n+2:3*n+2:3*n+2], pool[3*n+2:]
	free := append(slices.Clone(x), pt...)
	take := func(k int) []instr.Reg {
		r := free[:k:k]
		free = free[k:]
		return r
	}
	distinct := map[string]bool{}
	skip := largeSkip(f)
	for j, m := range f.M {
		if m != "0x0000000000000000" && !skip(j, m) {
			distinct[m] = true
		}
	}
	needM := f.MPrime != 1
	needMP := needM && f.MPrime != ^uint64(0)
	if len(free)-btoi(needM)-len(distinct)-btoi(needMP) < 2 {
		return sqrRegs{}, nil, false
	}
	cp := &largePlan{}
	if needM {
		cp.m = take(1)[0]
	}
	cp.bank = take(len(distinct))
	if needMP {
		cp.mp = take(1)[0]
	}
	return sqrRegs{x: x, t: t, h: h, pt: pt, rt: free, out: x}, cp, true
}

// largeSquare emits x²·R⁻¹ for x in the registers it loads from (R1):
// sqrBodyOn where sqrLarge fits, else the product by itself. It returns
// the result's registers.
func (g *a64Gen) largeSquare(f *model.Field, internal, lazy bool) []instr.Reg {
	if r, cp, ok := sqrLarge(f, internal); ok {
		g.load(r1, r.x)
		return g.sqrBodyOn(f, r, func() rowConsts { return g.largeConsts(f, cp) }, lazy)
	}
	p := newLargePlan(f, internal)
	g.load(r1, p.x)
	c := g.largeConsts(f, p)
	return g.mulLarge(f, p, c, true, lazy)
}

// largeMul writes the body of <Fp>Mul (or of <Fp>Sqr), x at (R1), y at
// (R2), z to R0.
func (g *a64Gen) largeMul(f *model.Field, sqr bool) {
	var out []instr.Reg
	if sqr {
		out = g.largeSquare(f, false, false)
	} else {
		p := newLargePlan(f, false)
		g.load(r1, p.x)
		c := g.largeConsts(f, p)
		out = g.mulLarge(f, p, c, false, false)
	}
	g.w.I("MOVD", instr.Arg{Name: "z", Off: 0}, r0)
	g.store(out, r0)
}

// largeSqrN writes the body of <Fp>SqrN, x at (R1), the count n in R2: n
// squarings of the registers of x, with the constants loaded once (the
// product by itself) or once a squaring (sqrBodyOn, whose product needs
// their registers).
func (g *a64Gen) largeSqrN(f *model.Field) {
	loop := instr.Label(f.Type + "SqrNLoop")
	var x []instr.Reg
	if r, cp, ok := sqrLarge(f, false); ok {
		x = r.x
		g.load(r1, x)
		g.w.Label(loop)
		g.sqrBodyOn(f, r, func() rowConsts { return g.largeConsts(f, cp) }, false)
	} else {
		p := newLargePlan(f, false)
		x = p.x
		g.load(r1, x)
		c := g.largeConsts(f, p)
		g.w.Label(loop)
		g.mulLarge(f, p, c, true, false)
	}
	// SUBS sets C for n ≥ 1 and Z for n = 1: HI loops while n > 1.
	g.w.I("SUBS", instr.Imm(1), r2, r2)
	g.w.I("BHI", loop)
	g.w.I("MOVD", instr.Arg{Name: "z", Off: 0}, r0)
	g.store(x, r0)
}

// largeInternal writes the body of an internal routine of a large field:
// z = x·y (x at R1, y at R2) or x², z at R0, lazy or not.
func (g *a64Gen) largeInternal(f *model.Field, sqr, lazy bool) {
	if sqr {
		g.store(g.largeSquare(f, true, lazy), r0)
		return
	}
	p := newLargePlan(f, true)
	g.load(r1, p.x)
	c := g.largeConsts(f, p)
	g.store(g.mulLarge(f, p, c, false, lazy), r0)
}

// scanLarge is scan for a large field, whose entries (2n words) do not fit
// the registers twice: two passes over the row, the first for the x words
// of every entry (kept by CSEL EQ on idx = the entry's number, as scan),
// written to next, the second for the y words, each pass a load of n words
// an entry (LDP, and LDP.P last, which steps R2 to the next entry). Then
// 0 − y, plus m where that borrows, kept by CSEL on neg. No branch, no
// address from idx or neg.
func (g *a64Gen) scanLarge(c *model.Curve, entries, idxArg, rowArg, nextArg, negArg int) {
	n := c.Fp.Limbs
	acc, tmp := largeAcc[:n], largeOpd[:n]
	g.w.Comment("The scan: next = row[idx−1], every entry read, its x words, then its y words")
	g.w.I("MOVD", instr.Arg{Name: "idx", Off: idxArg}, r1)
	g.w.I("MOVD", instr.Arg{Name: "next", Off: nextArg}, r0)
	for part := 0; part < 2; part++ {
		g.w.I("MOVD", instr.Arg{Name: "row", Off: rowArg}, r2)
		if part == 1 {
			g.w.I("ADD", instr.Imm(8*n), r2)
		}
		for j := 1; j <= entries; j++ {
			// Words 2… at their offsets, then words 0 and 1 with the step.
			for w := 2; w+1 < n; w += 2 {
				g.w.I("LDP", instr.Mem{Off: 8 * w, Base: r2}, instr.Pair{tmp[w], tmp[w+1]})
			}
			if n%2 == 1 {
				g.w.I("MOVD", instr.Mem{Off: 8 * (n - 1), Base: r2}, tmp[n-1])
			}
			g.w.I("LDP.P", instr.Mem{Off: 16 * n, Base: r2}, instr.Pair{tmp[0], tmp[1]})
			g.w.I("CMP", instr.Imm(j), r1)
			for w := range acc {
				old := acc[w]
				if j == 1 {
					old = zr
				}
				g.w.I("CSEL", instr.Cond("EQ"), tmp[w], old, acc[w])
			}
		}
		if part == 0 {
			g.w.Comment("Write the entry's x; its y next")
			g.stAt(acc, r0, 0)
		}
	}
	g.w.Comment("Write the entry's y, negated if neg is set")
	y, d := acc, tmp
	g.w.I("NEGS", y[0], d[0])
	for j := 1; j < n; j++ {
		g.w.I("NGCS", y[j], d[j])
	}
	// The masked limbs need registers only where they are neither 0 nor
	// 2^64 − 1 (addModulusOnBorrow): largeMod, then R1 and R2, free now.
	bank := append(slices.Clone(largeMod), r1, r2)
	masked := make([]instr.Reg, n)
	k := 0
	for j, m := range c.Fp.M {
		if m != "0x0000000000000000" && m != "0xffffffffffffffff" {
			masked[j] = bank[k]
			k++
		}
	}
	g.addModulusOnBorrow(c.Fp, masked, d)
	g.w.I("MOVD", instr.Arg{Name: "neg", Off: negArg}, r1)
	g.w.I("CMP", instr.Imm(0), r1)
	for j := 0; j < n; j++ {
		g.w.I("CSEL", instr.Cond("NE"), d[j], y[j], y[j])
	}
	g.stAt(y, r0, 8*n)
}
