package main

import (
	"fmt"
	"log"
	"math/big"
	"slices"
	"strings"
)

// Lazy reduction in the point formulas' assembly.
//
// Where the modulus m leaves room in its limbs (secp160r1: 160 bits in
// three words, secp224r1: 224 bits in four), an addition or subtraction
// whose result only feeds multiplications need not bring that result below
// m: the Montgomery multiplication returns a result below 2m, which its one
// masked subtraction makes canonical, whenever x·y < m·R (montRounds; the
// squaring likewise), and values below lazyCap·m satisfy that with room to
// spare on such a field (lazyOK). Every value a formula writes out stays
// canonical, so nothing outside the assembly sees the difference, and the
// Go twin computes the same outputs, except in the lazy variants of ECDH's
// and Verify's loops (lazyVariant): they take and give coordinates below
// lazyCoordBound·m, congruent to the Go twin's, made canonical where the
// loops need them so.
//
// Each value carries a bound b, "below b·m": inputs and constants have
// b = 1, products 1, or 2 where the plan leaves out their final masked
// subtraction (possible in a product written inline: inlineProducts). A
// lazy a + b is the plain sum (bound b_a + b_b); a lazy a − b is
// a + b_b·m − b (bound b_a + b_b), the multiple of m read from a table
// (<Fp>ModMul, multiplesOfModulus); a reduced a + b needs b_a + b_b ≤ 2
// (one masked subtraction of m, bound 1); a reduced a − b is a − b plus m
// where that borrows, which needs b_b = 1 (bound b_a). lazyPlan searches,
// from every operation lazy, the plans that reduce enough operations for
// these rules and the outputs' bounds to hold, for the cheapest one.
// The bounds are exact worst cases over all inputs, so the plan holds for
// every input, not just tested ones.

// lazyCap bounds every lazy value: below lazyCap·m.
const lazyCap = 16

// lazyOK reports whether lazy values fit the field: lazyCap·m fits in its
// limbs and the product of two values below lazyCap·m is below m·R, so the
// multiplication's single final subtraction still yields a canonical
// result. Plain (non-Montgomery) fields are excluded.
func (f *field) lazyOK() bool {
	if f.Plain {
		return false
	}
	limit := new(big.Int).Mul(hexInt(f.Modulus), big.NewInt(lazyCap*lazyCap))
	return limit.Cmp(f.r) < 0
}

// lazyPlan reports, for each operation of the formula, whether it must
// reduce its result (true) or may leave it lazy (false). On a field without
// room for lazy values every operation reduces; with lazyProducts false,
// every product does (its final subtraction is in a called routine).
// Otherwise it searches the plans that keep every rule (lazyViolation) for
// one of least cost (reductionCost), starting from every operation lazy and
// reducing, at each broken rule, one of the operations that can mend it.
func (f *formula) lazyPlan(fd *field, lazyProducts bool) []bool {
	start := make([]bool, len(f.ops))
	for i, o := range f.ops {
		product := o.Op == "*" || o.Op == "^2"
		start[i] = !fd.lazyOK() || product && !lazyProducts
	}
	var best []bool
	bestCost := 0
	seen := map[string]bool{}
	var search func(reduce []bool)
	search = func(reduce []bool) {
		key := fmt.Sprint(reduce)
		cost := f.reductionCost(reduce)
		if seen[key] || best != nil && cost >= bestCost {
			return
		}
		seen[key] = true
		fixes := f.lazyViolation(reduce, f.lazyBounds(reduce))
		if fixes == nil {
			best, bestCost = slices.Clone(reduce), cost
			return
		}
		for _, j := range fixes {
			next := slices.Clone(reduce)
			next[j] = true
			search(next)
		}
	}
	search(start)
	if best == nil {
		log.Fatalf("%s: no lazy plan keeps the bounds", f.Func)
	}
	return best
}

// reductionCost is the instructions a plan's reductions add, roughly: a
// masked subtraction of m (product or addition) copies, subtracts and
// selects each word; a reduced subtraction selects and adds m where a lazy
// one adds k·m.
func (f *formula) reductionCost(reduce []bool) int {
	cost := 0
	for i, o := range f.ops {
		if reduce[i] {
			cost += map[string]int{"*": 3, "^2": 3, "+": 3, "-": 2}[o.Op]
		}
	}
	return cost
}

// lazyEval is what a plan makes of the bounds ("below b·m") of a formula:
// of each operation's result and of its operands where it reads them, with
// the operation that computed each operand (−1 for an input or a constant,
// whose bound is 1).
type lazyEval struct {
	res, a, b    []int
	defA, defB   []int
	out, outDefs []int // the output temporaries' bounds and operations
}

// lazyBounds evaluates a plan in program order (parse has given every
// assignment a name of its own, so each read sees the one value of its
// operand).
func (f *formula) lazyBounds(reduce []bool) lazyEval {
	n := len(f.ops)
	e := lazyEval{res: make([]int, n), a: make([]int, n), b: make([]int, n), defA: make([]int, n), defB: make([]int, n)}
	def := map[string]int{}
	read := func(v string) (bound, op int) {
		if j, ok := def[v]; ok {
			return e.res[j], j
		}
		if arg, coord, ok := strings.Cut(v, "."); ok && slices.Contains(f.LazyIn, arg) {
			return lazyCoordBound(coord[0]), -1
		}
		return 1, -1
	}
	for i, o := range f.ops {
		e.a[i], e.defA[i] = read(o.A)
		e.b[i], e.defB[i] = 0, -1
		if o.B != "" {
			e.b[i], e.defB[i] = read(o.B)
		}
		switch {
		case reduce[i] && o.Op == "-":
			e.res[i] = e.a[i] // a − b, plus m where that borrows
		case reduce[i]:
			e.res[i] = 1
		case o.Op == "*" || o.Op == "^2":
			e.res[i] = 2 // no final subtraction
		default: // a + b, or a + b_b·m − b
			e.res[i] = e.a[i] + e.b[i]
		}
		def[o.Dst] = i
	}
	for _, v := range f.out {
		b, j := read(v)
		e.out, e.outDefs = append(e.out, b), append(e.outDefs, j)
	}
	return e
}

// lazyViolation returns nil if a plan keeps every rule, and otherwise the
// operations, one of which reducing would mend the first rule it breaks
// (none, an empty list, if no reduction can).
func (f *formula) lazyViolation(reduce []bool, e lazyEval) []int {
	// lower lists the operations whose reduction lowers op j's bound: j
	// itself, or, for a reduced subtraction (bound of its first operand),
	// those of that operand; none for an input.
	var lower func(j int) []int
	lower = func(j int) []int {
		switch {
		case j < 0:
			return []int{}
		case !reduce[j]:
			return []int{j}
		case f.ops[j].Op == "-":
			return lower(e.defA[j])
		}
		return []int{}
	}
	either := func(i int) []int { return append(lower(e.defA[i]), lower(e.defB[i])...) }
	for i, o := range f.ops {
		switch {
		case o.Op == "*" || o.Op == "^2":
			// bounds never exceed lazyCap: the additions check it.
		case o.Op == "+" && reduce[i] && e.a[i]+e.b[i] > 2:
			return either(i)
		case o.Op == "-" && reduce[i] && e.b[i] > 1:
			return lower(e.defB[i])
		case !reduce[i] && e.a[i]+e.b[i] > lazyCap:
			return either(i)
		}
	}
	k := 0
	var fixes []int
	f.outputCoords(func(_ fArg, coord byte, _ int, _ string) {
		limit := 1
		if strings.IndexByte(f.LazyOut, coord) >= 0 {
			limit = lazyCoordBound(coord)
		}
		if fixes == nil && e.out[k] > limit {
			fixes = lower(e.outDefs[k])
		}
		k++
	})
	if fixes != nil {
		return fixes
	}
	return nil
}

// multiplesOfModulus emits the table ·<Fp>ModMul of k·m for k = 1…lazyCap,
// n words each, that a lazy subtraction a − b adds (k = b's bound): on a
// field with room (lazyOK) every entry fits the limbs.
func multiplesOfModulus(p func(string, ...any), f *field) {
	m := hexInt(f.Modulus)
	for k := 1; k <= lazyCap; k++ {
		km := new(big.Int).Mul(m, big.NewInt(int64(k)))
		for j, w := range limbsOf(km, f.Limbs) {
			p("DATA ·%sModMul+%d(SB)/8, $%s", f.Type, modMulOffset(f, k, j), w)
		}
	}
	p("GLOBL ·%sModMul(SB), RODATA|NOPTR, $%d", f.Type, 8*f.Limbs*lazyCap)
}

// fusedOffset emits ·<Fp>FusedOffset, K = 2·lazyCap²·m² in 2n words, the
// multiple of m that asmFusedDifference adds so that its difference of
// products stays positive.
func fusedOffset(p func(string, ...any), f *field) {
	m := hexInt(f.Modulus)
	k := new(big.Int).Mul(m, m)
	k.Mul(k, big.NewInt(2*lazyCap*lazyCap))
	for j, w := range limbsOf(k, 2*f.Limbs) {
		p("DATA ·%sFusedOffset+%d(SB)/8, $%s", f.Type, 8*j, w)
	}
	p("GLOBL ·%sFusedOffset(SB), RODATA|NOPTR, $%d", f.Type, 16*f.Limbs)
}

// modMulOffset is the offset of word j of k·m in ·<Fp>ModMul.
func modMulOffset(f *field, k, j int) int {
	return 8 * (f.Limbs*(k-1) + j)
}
