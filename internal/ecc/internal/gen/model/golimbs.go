package model

import (
	"fmt"
	"slices"
	"strings"
)

// The Go limb arithmetic of the fields: the unrolled Montgomery and
// plain-form products and squarings the field template writes into each
// fp.go and fn.go, and the shared Montgomery multiplications of montmul.go.

// montMul returns the straight-line body of a Montgomery multiplication
// z = x·y·R⁻¹ mod m for n limbs: the coarsely integrated operand scanning
// (CIOS) method of Koç, Acar and Kaliski, "Analyzing and comparing Montgomery
// multiplication algorithms", IEEE Micro 16(3), 1996, fully unrolled. The
// accumulator t has n+2 words; the result before the final subtraction is
// below 2m and the subtraction is done with a mask, so nothing branches.
func montMul(n int, mPrime uint64, mod []string) string {
	m := ""
	if mPrime != 1 {
		m = fmt.Sprintf("%#016x", mPrime)
	}
	return montMulBody(n, m, mod, fmt.Sprintf("z.reduceOnce(%s, t%d)", ArgList("t", n), n))
}

// SharedMontMul returns the body of montMul<n> (montmul.go): montMul's, on
// the limbs of the modulus mod and mPrime read from its arguments, with the
// final masked subtraction written out.
func SharedMontMul(n int) string {
	var mod []string
	for j := 0; j < n; j++ {
		mod = append(mod, fmt.Sprintf("mod[%d]", j))
	}
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	p("// t < 2m: subtract m, keep t if that borrows.")
	p("var b uint64")
	for j := 0; j < n; j++ {
		p("d%d, b := bits.Sub64(t%d, mod[%d], b)", j, j, j)
	}
	p("_, b = bits.Sub64(t%d, 0, b)", n)
	p("mask := -b")
	for j := 0; j < n; j++ {
		p("z[%d] = d%d ^ (mask & (d%d ^ t%d))", j, j, j, j)
	}
	return montMulBody(n, "mPrime", mod, strings.TrimSpace(b.String()))
}

// ArgList is "<prefix>0, <prefix>1, …, <prefix>(n−1)" (the template's args).
func ArgList(prefix string, n int) string {
	var parts []string
	for j := 0; j < n; j++ {
		parts = append(parts, fmt.Sprintf("%s%d", prefix, j))
	}
	return strings.Join(parts, ", ")
}

// montMulBody is montMul's body for the reduction digit m = t0·mPrime (m = t0
// where mPrime is ""), the modulus limbs mod (Go expressions) and the final
// step finish, which reads t0…tn.
func montMulBody(n int, mPrime string, mod []string, finish string) string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	var xs, ts []string
	for j := 0; j < n; j++ {
		xs = append(xs, fmt.Sprintf("x%d", j))
	}
	for j := 0; j < n+2; j++ {
		ts = append(ts, fmt.Sprintf("t%d", j))
	}
	p("%s := %s", strings.Join(xs, ", "), joinIdx("x", n))
	p("var %s uint64", strings.Join(ts, ", "))
	p("var hi, lo, c, cc, m uint64")
	for i := 0; i < n; i++ {
		p("// Round %d: t += x·y[%d], then add m·modulus to clear t0 and shift a word.", i, i)
		p("c = 0")
		for j := 0; j < n; j++ {
			mulAddWord(p, fmt.Sprintf("x%d, y[%d]", j, i), j)
		}
		p("t%d, cc = bits.Add64(t%d, c, 0)", n, n)
		p("t%d = cc", n+1)
		if mPrime == "" {
			p("m = t0")
		} else {
			p("m = t0 * %s", mPrime)
		}
		p("hi, lo = bits.Mul64(m, %s)", mod[0])
		p("_, cc = bits.Add64(lo, t0, 0)")
		p("c = hi + cc")
		for j := 1; j < n; j++ {
			p("hi, lo = bits.Mul64(m, %s)", mod[j])
			p("lo, cc = bits.Add64(lo, t%d, 0)", j)
			p("hi += cc")
			p("lo, cc = bits.Add64(lo, c, 0)")
			p("t%d, c = lo, hi+cc", j-1)
		}
		p("t%d, cc = bits.Add64(t%d, c, 0)", n-1, n)
		p("t%d = t%d + cc", n, n+1)
	}
	p("%s", finish)
	return b.String()
}

// plainMul returns the straight-line body of z = x·y mod m for m = 2^(64n) −
// c, c < 2^34, on elements stored as themselves: the 2n-word product t = L +
// H·2^(64n) (schoolbook), then L + H·c (below 2^(64n+35)), then its top word
// e folded again, L' + e·c (below 2^(64n) + 2^69), and a final step that
// takes v − m = v + c − 2^(64n) when v ≥ m, chosen with a mask.
func plainMul(n int, c uint64) string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	plainDecls(p, n)
	for i := 0; i < n; i++ {
		p("// Row %d: t += x·y[%d]·2^%d", i, i, 64*i)
		p("c = 0")
		for j := 0; j < n; j++ {
			mulAddWord(p, fmt.Sprintf("x%d, y[%d]", j, i), i+j)
		}
		p("t%d = c", i+n)
	}
	plainFoldGo(p, n, c)
	return b.String()
}

// mulAddWord emits t_k, c = t_k + a·b + c (the low word, and the carry
// word: the high word plus the carries) for the Go expression a·b given as
// "x, y" (the arguments of bits.Mul64).
func mulAddWord(p func(string, ...any), ab string, k int) {
	p("hi, lo = bits.Mul64(%s)", ab)
	p("lo, cc = bits.Add64(lo, t%d, 0)", k)
	p("hi += cc")
	p("lo, cc = bits.Add64(lo, c, 0)")
	p("t%d, c = lo, hi+cc", k)
}

// plainDecls emits the variables of plainMul and plainSqr: x's limbs, the
// 2n-word product t and the carries.
func plainDecls(p func(string, ...any), n int) {
	var xs, ts []string
	for j := 0; j < n; j++ {
		xs = append(xs, fmt.Sprintf("x%d", j))
	}
	for j := 0; j < 2*n; j++ {
		ts = append(ts, fmt.Sprintf("t%d", j))
	}
	p("%s := %s", strings.Join(xs, ", "), joinIdx("x", n))
	p("var %s uint64", strings.Join(ts, ", "))
	p("var hi, lo, c, cc uint64")
}

// plainFoldGo emits the reduction of plainMul and plainSqr: the 2n-word
// product in t0…, m = 2^(64n) − c, the result in z.
func plainFoldGo(p func(string, ...any), n int, c uint64) {
	p("// Fold the high half: t ≡ L + H·c (mod m)")
	p("c = 0")
	for j := 0; j < n; j++ {
		mulAddWord(p, fmt.Sprintf("t%d, %#x", n+j, c), j)
	}
	p("// And the top word c < 2^35: v = L' + c·%#x < 2^%d + 2^69", c, 64*n)
	p("hi, lo = bits.Mul64(c, %#x)", c)
	p("t0, cc = bits.Add64(t0, lo, 0)")
	p("t1, cc = bits.Add64(t1, hi, cc)")
	for j := 2; j < n; j++ {
		p("t%d, cc = bits.Add64(t%d, 0, cc)", j, j)
	}
	p("// v ≥ m exactly when v + c ≥ 2^%d (the carry cc, or that of the sum)", 64*n)
	var ws []string
	for j := 0; j < n; j++ {
		ws = append(ws, fmt.Sprintf("w%d", j))
	}
	p("var %s, e uint64", strings.Join(ws, ", "))
	p("w0, e = bits.Add64(t0, %#x, 0)", c)
	for j := 1; j < n; j++ {
		p("w%d, e = bits.Add64(t%d, 0, e)", j, j)
	}
	p("mask := -(e | cc)")
	for j := 0; j < n; j++ {
		p("z[%d] = t%d ^ (mask & (t%d ^ w%d))", j, j, j, j)
	}
}

// plainSqr returns the body of z = x² mod m for the plain field of plainMul:
// the products x_i·x_j (i < j) once, doubled by a shift, plus the squares
// x_i², then the same fold.
func plainSqr(n int, c uint64) string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	plainDecls(p, n)
	for i := 0; i < n-1; i++ {
		p("// Row %d: t += x%d·x[%d…]·2^%d", i, i, i+1, 64*(2*i+1))
		p("c = 0")
		for j := i + 1; j < n; j++ {
			mulAddWord(p, fmt.Sprintf("x%d, x%d", i, j), i+j)
		}
		p("t%d = c", i+n)
	}
	p("// Double, then add the squares")
	p("t%d = t%d >> 63", 2*n-1, 2*n-2)
	for j := 2*n - 2; j > 1; j-- {
		p("t%d = t%d<<1 | t%d>>63", j, j, j-1)
	}
	p("t1 <<= 1")
	p("cc = 0")
	for i := 0; i < n; i++ {
		p("hi, lo = bits.Mul64(x%d, x%d)", i, i)
		p("t%d, cc = bits.Add64(t%d, lo, cc)", 2*i, 2*i)
		p("t%d, cc = bits.Add64(t%d, hi, cc)", 2*i+1, 2*i+1)
	}
	plainFoldGo(p, n, c)
	return b.String()
}

func joinIdx(name string, n int) string {
	var parts []string
	for j := 0; j < n; j++ {
		parts = append(parts, fmt.Sprintf("%s[%d]", name, j))
	}
	return strings.Join(parts, ", ")
}

// MontLimbs returns the limb counts of the fields that share montMul<n>.
func MontLimbs(fields []*Field) []int {
	var ns []int
	for _, f := range fields {
		if f.SharedMul && !slices.Contains(ns, f.Limbs) {
			ns = append(ns, f.Limbs)
		}
	}
	slices.Sort(ns)
	return ns
}
