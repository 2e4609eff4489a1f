package model

import (
	"math/big"
	"strings"
)

// Data is a table of read-only 64-bit words of a curve's assembly, alike on
// every target (the words are little-endian on amd64, arm64 and 32-bit
// ARM, and DATA and GLOBL the same): the symbol ·<Name> of the package or,
// Local, <Name><> of its file, and its words as Go literals.
type Data struct {
	Name  string
	Local bool
	Words []string
}

// ConstSuffix names the data symbol of a formula constant.
func ConstSuffix(name string) string {
	return "Const" + strings.ToUpper(strings.TrimPrefix(name, "$"))
}

// Constants returns the formula constants that the curve's point
// formulas read ($b, $b3), each a table of its file.
func (c *Curve) Constants() []Data {
	var out []Data
	for _, name := range []string{"$b", "$b3"} {
		used := false
		for _, f := range c.Formulas {
			used = used || f.UsesConstant(name)
		}
		if !used {
			continue
		}
		_, limbs := c.Constant(name)
		out = append(out, Data{Name: c.Name + ConstSuffix(name), Local: true, Words: limbs})
	}
	return out
}

// PointData returns the read-only data of the curve's point formulas on
// arm64 and 32-bit ARM: its constants and, on a field with room (LazyOK),
// the multiples of p of the lazy subtractions.
func (c *Curve) PointData() []Data {
	d := c.Constants()
	if c.Fp.LazyOK() {
		d = append(d, c.Fp.ModulusMultiples())
	}
	return d
}

// ModulusMultiples returns the table ·<Fp>ModMul of k·m for k = 1…lazyCap,
// n words each, that a lazy subtraction a − b adds (k = b's bound): on a
// field with room (LazyOK) every entry fits the limbs. Word j of k·m is at
// ModMulOffset(f, k, j).
func (f *Field) ModulusMultiples() Data {
	m := HexInt(f.Modulus)
	d := Data{Name: f.Type + "ModMul"}
	for k := 1; k <= lazyCap; k++ {
		d.Words = append(d.Words, limbsOf(new(big.Int).Mul(m, big.NewInt(int64(k))), f.Limbs)...)
	}
	return d
}

// ModMulOffset is the offset of word j of k·m in ·<Fp>ModMul.
func ModMulOffset(f *Field, k, j int) int {
	return 8 * (f.Limbs*(k-1) + j)
}

// FusedOffset returns ·<Fp>FusedOffset, K = 2·lazyCap²·m² in 2n words, the
// multiple of m that the amd64 fused difference of products adds so that
// it stays positive.
func (f *Field) FusedOffset() Data {
	m := HexInt(f.Modulus)
	k := new(big.Int).Mul(m, m)
	k.Mul(k, big.NewInt(2*lazyCap*lazyCap))
	return Data{Name: f.Type + "FusedOffset", Words: limbsOf(k, 2*f.Limbs)}
}
