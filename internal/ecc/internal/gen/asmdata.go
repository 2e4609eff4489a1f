package main

import "strings"

// The read-only data of a curve's assembly, written alike for every target
// (DATA and GLOBL are the same on amd64, arm64 and 32-bit ARM): the
// curve's constants and the data of its point formulas.

// constSuffix names the DATA symbol of a formula constant.
func constSuffix(name string) string {
	return "Const" + strings.ToUpper(strings.TrimPrefix(name, "$"))
}

// asmConstants emits the formula constants of a curve as read-only data.
func asmConstants(p func(string, ...any), c *curve) {
	for _, name := range []string{"$b", "$b3"} {
		used := false
		for _, f := range c.Formulas {
			used = used || f.usesConstant(name)
		}
		if !used {
			continue
		}
		_, limbs := c.constant(name)
		sym := c.Name + constSuffix(name)
		p("")
		for i, l := range limbs {
			p("DATA %s<>+%d(SB)/8, $%s", sym, 8*i, l)
		}
		p("GLOBL %s<>(SB), RODATA|NOPTR, $%d", sym, 8*len(limbs))
	}
}

// pointData emits the read-only data of a curve's point formulas for the
// arm64 and 32-bit ARM assembly (the same little-endian words).
func pointData(p func(string, ...any), c *curve) {
	asmConstants(p, c)
	if c.Fp.lazyOK() {
		p("")
		multiplesOfModulus(p, c.Fp)
	}
}
