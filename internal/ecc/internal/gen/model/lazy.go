package model

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
// spare on such a field (LazyOK). Every value a formula writes out stays
// canonical, so nothing outside the assembly sees the difference, and the
// Go twin computes the same outputs, except in the lazy variants of ECDH's
// and Verify's loops (lazyVariant): they take and give coordinates below
// LazyCoordBound·m, congruent to the Go twin's, made canonical where the
// loops need them so.
//
// Each value carries a bound b, "below b·m": inputs and constants have
// b = 1, products 1, or 2 where the plan leaves out their final masked
// subtraction (possible in a product written inline: inlineProducts). A
// lazy a + b is the plain sum (bound b_a + b_b); a lazy a − b is
// a + b_b·m − b (bound b_a + b_b), the multiple of m read from a table
// (<Fp>ModMul, ModulusMultiples); a reduced a + b needs b_a + b_b ≤ 2
// (one masked subtraction of m, bound 1); a reduced a − b is a − b plus m
// where that borrows, which needs b_b = 1 (bound b_a). LazyPlan searches,
// from every operation lazy, the plans that reduce enough operations for
// these rules and the outputs' bounds to hold, for the cheapest one.
// The bounds are exact worst cases over all inputs, so the plan holds for
// every input, not just tested ones.

// lazyCap bounds every lazy value: below lazyCap·m.
const lazyCap = 16

// LazyOK reports whether lazy values fit the field: lazyCap·m fits in its
// limbs and the product of two values below lazyCap·m is below m·R, so the
// multiplication's single final subtraction still yields a canonical
// result. Plain (non-Montgomery) fields are excluded.
func (f *Field) LazyOK() bool {
	if f.Plain {
		return false
	}
	limit := new(big.Int).Mul(HexInt(f.Modulus), big.NewInt(lazyCap*lazyCap))
	return limit.Cmp(f.r) < 0
}

// LazyPlan reports, for each operation of the formula, whether it must
// reduce its result (true) or may leave it lazy (false). On a field without
// room for lazy values every operation reduces; with lazyProducts false,
// every product does (its final subtraction is in a called routine).
// Otherwise it searches the plans that keep every rule (lazyViolation) for
// one of least cost (reductionCost), starting from every operation lazy and
// reducing, at each broken rule, one of the operations that can mend it.
func (f *Formula) LazyPlan(fd *Field, lazyProducts bool) []bool {
	start := make([]bool, len(f.Ops))
	for i, o := range f.Ops {
		product := o.Op == "*" || o.Op == "^2"
		start[i] = !fd.LazyOK() || product && !lazyProducts
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
		fixes := f.lazyViolation(reduce, f.LazyBounds(reduce))
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
func (f *Formula) reductionCost(reduce []bool) int {
	cost := 0
	for i, o := range f.Ops {
		if reduce[i] {
			cost += map[string]int{"*": 3, "^2": 3, "+": 3, "-": 2}[o.Op]
		}
	}
	return cost
}

// LazyEval is what a plan makes of the bounds ("below b·m") of a formula:
// of each operation's result and of its operands where it reads them, with
// the operation that computed each operand (−1 for an input or a constant,
// whose bound is 1).
type LazyEval struct {
	Res, A, B    []int
	DefA, DefB   []int
	Out, OutDefs []int // the output temporaries' bounds and operations
}

// LazyBounds evaluates a plan in program order (parse has given every
// assignment a name of its own, so each read sees the one value of its
// operand).
func (f *Formula) LazyBounds(reduce []bool) LazyEval {
	n := len(f.Ops)
	e := LazyEval{Res: make([]int, n), A: make([]int, n), B: make([]int, n), DefA: make([]int, n), DefB: make([]int, n)}
	def := map[string]int{}
	read := func(v string) (bound, op int) {
		if j, ok := def[v]; ok {
			return e.Res[j], j
		}
		if arg, coord, ok := strings.Cut(v, "."); ok && slices.Contains(f.LazyIn, arg) {
			return LazyCoordBound(coord[0]), -1
		}
		return 1, -1
	}
	for i, o := range f.Ops {
		e.A[i], e.DefA[i] = read(o.A)
		e.B[i], e.DefB[i] = 0, -1
		if o.B != "" {
			e.B[i], e.DefB[i] = read(o.B)
		}
		switch {
		case reduce[i] && o.Op == "-":
			e.Res[i] = e.A[i] // a − b, plus m where that borrows
		case reduce[i]:
			e.Res[i] = 1
		case o.Op == "*" || o.Op == "^2":
			e.Res[i] = 2 // no final subtraction
		default: // a + b, or a + b_b·m − b
			e.Res[i] = e.A[i] + e.B[i]
		}
		def[o.Dst] = i
	}
	for _, v := range f.OutTemps {
		b, j := read(v)
		e.Out, e.OutDefs = append(e.Out, b), append(e.OutDefs, j)
	}
	return e
}

// lazyViolation returns nil if a plan keeps every rule, and otherwise the
// operations, one of which reducing would mend the first rule it breaks
// (none, an empty list, if no reduction can).
func (f *Formula) lazyViolation(reduce []bool, e LazyEval) []int {
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
		case f.Ops[j].Op == "-":
			return lower(e.DefA[j])
		}
		return []int{}
	}
	either := func(i int) []int { return append(lower(e.DefA[i]), lower(e.DefB[i])...) }
	for i, o := range f.Ops {
		switch {
		case o.Op == "*" || o.Op == "^2":
			// bounds never exceed lazyCap: the additions check it.
		case o.Op == "+" && reduce[i] && e.A[i]+e.B[i] > 2:
			return either(i)
		case o.Op == "-" && reduce[i] && e.B[i] > 1:
			return lower(e.DefB[i])
		case !reduce[i] && e.A[i]+e.B[i] > lazyCap:
			return either(i)
		}
	}
	k := 0
	var fixes []int
	f.OutputCoords(func(_ Arg, coord byte, _ int, _ string) {
		limit := 1
		if strings.IndexByte(f.LazyOut, coord) >= 0 {
			limit = LazyCoordBound(coord)
		}
		if fixes == nil && e.Out[k] > limit {
			fixes = lower(e.OutDefs[k])
		}
		k++
	})
	if fixes != nil {
		return fixes
	}
	return nil
}
