package main

import "math/big"

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
// Go twin computes the same outputs.
//
// Each value carries a bound b, "below b·m": inputs and constants have
// b = 1, products 1, or 2 where the plan leaves out their final masked
// subtraction (possible in a product written inline: inlineProducts). A
// lazy a + b is the plain sum (bound b_a + b_b); a lazy a − b is a + m − b,
// which needs b_b = 1 (bound b_a + 1); a reduced a + b needs b_a + b_b ≤ 2
// (one masked subtraction of m, bound 1); a reduced a − b is a − b plus m
// where that borrows, which needs b_b = 1 (bound b_a). lazyPlan starts from
// every operation lazy and reduces the ones these rules and the canonical
// outputs require, until all of them hold.
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
func (f *formula) lazyPlan(fd *field, lazyProducts bool) []bool {
	reduce := make([]bool, len(f.ops))
	def := map[string]int{}
	for i, o := range f.ops {
		def[o.Dst] = i
		product := o.Op == "*" || o.Op == "^2"
		reduce[i] = !fd.lazyOK() || product && !lazyProducts
	}
	for {
		bound := f.bounds(reduce)
		v := f.boundViolation(reduce, bound)
		if v == "" {
			return reduce
		}
		// Make v canonical: reduce the operation that computes it, or, if
		// it already reduces (a subtraction whose first operand is lazy),
		// that operand.
		for {
			i := def[v]
			if !reduce[i] {
				reduce[i] = true
				break
			}
			v = f.ops[i].A
		}
	}
}

// bounds computes the bound of every value of the formula under a plan.
func (f *formula) bounds(reduce []bool) map[string]int {
	bound := map[string]int{}
	b := func(v string) int { return boundOf(bound, v) }
	for i, o := range f.ops {
		switch {
		case (o.Op == "*" || o.Op == "^2") && reduce[i]:
			bound[o.Dst] = 1
		case o.Op == "*" || o.Op == "^2":
			bound[o.Dst] = 2 // no final subtraction
		case o.Op == "+" && reduce[i]:
			bound[o.Dst] = 1
		case o.Op == "+":
			bound[o.Dst] = b(o.A) + b(o.B)
		case o.Op == "-" && reduce[i]:
			bound[o.Dst] = b(o.A)
		default: // lazy subtraction
			bound[o.Dst] = b(o.A) + 1
		}
	}
	return bound
}

// boundOf is the bound of v: 1 for an input, a constant, or no operand.
func boundOf(bound map[string]int, v string) int {
	if x, ok := bound[v]; ok {
		return x
	}
	return 1
}

// boundViolation returns a value that the plan leaves lazy where it must be
// canonical, or "" if the plan keeps every rule.
func (f *formula) boundViolation(reduce []bool, bound map[string]int) string {
	b := func(v string) int { return boundOf(bound, v) }
	larger := func(x, y string) string {
		if b(x) >= b(y) {
			return x
		}
		return y
	}
	for i, o := range f.ops {
		switch {
		case o.Op == "*" || o.Op == "^2":
			// bounds never exceed lazyCap: the additions check it.
		case o.Op == "+" && reduce[i] && b(o.A)+b(o.B) > 2:
			return larger(o.A, o.B)
		case o.Op == "+" && !reduce[i] && b(o.A)+b(o.B) > lazyCap:
			return larger(o.A, o.B)
		case o.Op == "-" && b(o.B) > 1:
			return o.B
		case o.Op == "-" && !reduce[i] && b(o.A)+1 > lazyCap:
			return o.A
		}
	}
	for _, v := range f.out {
		if b(v) > 1 {
			return v
		}
	}
	return ""
}
