package model

import "strings"

// The read-only data of a curve's assembly, written alike for every target
// (DATA and GLOBL are the same on amd64, arm64 and 32-bit ARM): the
// curve's constants and the data of its point formulas.

// ConstSuffix names the DATA symbol of a formula constant.
func ConstSuffix(name string) string {
	return "Const" + strings.ToUpper(strings.TrimPrefix(name, "$"))
}

// AsmConstants emits the formula constants of a curve as read-only data.
func AsmConstants(p func(string, ...any), c *Curve) {
	for _, name := range []string{"$b", "$b3"} {
		used := false
		for _, f := range c.Formulas {
			used = used || f.UsesConstant(name)
		}
		if !used {
			continue
		}
		_, limbs := c.Constant(name)
		sym := c.Name + ConstSuffix(name)
		p("")
		for i, l := range limbs {
			p("DATA %s<>+%d(SB)/8, $%s", sym, 8*i, l)
		}
		p("GLOBL %s<>(SB), RODATA|NOPTR, $%d", sym, 8*len(limbs))
	}
}

// PointData emits the read-only data of a curve's point formulas for the
// arm64 and 32-bit ARM assembly (the same little-endian words).
func PointData(p func(string, ...any), c *Curve) {
	AsmConstants(p, c)
	if c.Fp.LazyOK() {
		p("")
		MultiplesOfModulus(p, c.Fp)
	}
}
