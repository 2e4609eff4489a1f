// Command gen writes the per-curve arithmetic of package curves: for each curve
// a field (mod p) and a scalar (mod n) type in Montgomery form with fully
// unrolled, branch-free limb code, and the curve engine instantiated from one
// template. Run it through `go generate ./curves`; `make check-generated`
// verifies that the committed files are what it writes.
package main

import (
	"bytes"
	_ "embed"
	"flag"
	"fmt"
	"go/format"
	"log"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"text/template"

	"github.com/uecc-go/uecc/curves/internal/sec2"
)

//go:embed field.go.tmpl
var fieldTemplate string

//go:embed curve.go.tmpl
var curveTemplate string

func main() {
	out := flag.String("out", ".", "directory to write the generated files to")
	flag.Parse()
	for _, p := range []sec2.Params{sec2.Secp160r1, sec2.Secp192r1, sec2.Secp224r1, sec2.Secp256r1, sec2.Secp256k1} {
		c := newCurve(p)
		write(filepath.Join(*out, p.Name+"_field.go"), fieldTemplate, c.Fp)
		write(filepath.Join(*out, p.Name+"_scalar.go"), fieldTemplate, c.Fn)
		write(filepath.Join(*out, p.Name+"_curve.go"), curveTemplate, c)
	}
}

// curve is what the curve template sees.
type curve struct {
	Name        string
	Engine      string // engine type name
	Point       string // projective point type
	Affine      string // affine point type
	Fp, Fn      *field
	FieldBytes  int
	ScalarBytes int
	NBits       int
	Windows     int  // 4-bit windows in a scalar of ScalarBytes bytes
	AMinus3     bool // a = −3 (the r1 curves); otherwise a = 0 (secp256k1)
	B           string
	Gx, Gy      string
}

// field is what the field template sees: one modulus m and its constants.
type field struct {
	Curve    string
	Type     string // Go type name
	What     string // "field element" or "scalar"
	Modulus  string // hex
	Limbs    int
	Bytes    int // encoded size
	M        []string
	R2       []string // R² mod m, R = 2^(64·Limbs)
	One      []string // R mod m: 1 in Montgomery form
	MinusTwo []string // m − 2, the inversion exponent
	Mul      string   // body of the Montgomery multiplication
	Sqrt     string   // "" (no square root), "3mod4" or "tonelli"
	SqrtExp  []string // (m+1)/4 for 3mod4; (q−1)/2 for Tonelli–Shanks
	TSq      []string // q, where m − 1 = 2^TSs · q
	TSs      int
	TSz      int // least quadratic non-residue
}

func hexInt(s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 16)
	if !ok {
		log.Fatalf("bad hex %q", s)
	}
	return v
}

func newCurve(p sec2.Params) *curve {
	pp, a := hexInt(p.P), hexInt(p.A)
	c := &curve{
		Name:        p.Name,
		Engine:      p.Name + "Engine",
		Point:       p.Name + "Point",
		Affine:      p.Name + "Affine",
		FieldBytes:  p.FieldBytes,
		ScalarBytes: p.ScalarBytes,
		NBits:       p.NBits,
		Windows:     2 * p.ScalarBytes,
		AMinus3:     new(big.Int).Sub(pp, big.NewInt(3)).Cmp(a) == 0,
		B:           p.B,
		Gx:          p.Gx,
		Gy:          p.Gy,
	}
	if !c.AMinus3 && a.Sign() != 0 {
		log.Fatalf("%s: a is neither −3 nor 0", p.Name)
	}
	c.Fp = newField(p.Name, p.Name+"Fp", "field element", pp, p.FieldBytes, true)
	c.Fn = newField(p.Name, p.Name+"Fn", "scalar", hexInt(p.N), p.ScalarBytes, false)
	return c
}

func newField(curveName, typ, what string, m *big.Int, size int, sqrt bool) *field {
	limbs := (m.BitLen() + 63) / 64
	r := new(big.Int).Lsh(big.NewInt(1), uint(64*limbs))
	f := &field{
		Curve:    curveName,
		Type:     typ,
		What:     what,
		Modulus:  fmt.Sprintf("%x", m),
		Limbs:    limbs,
		Bytes:    size,
		M:        limbsOf(m, limbs),
		R2:       limbsOf(new(big.Int).Mod(new(big.Int).Mul(r, r), m), limbs),
		One:      limbsOf(new(big.Int).Mod(r, m), limbs),
		MinusTwo: limbsOf(new(big.Int).Sub(m, big.NewInt(2)), limbs),
	}
	// m' = −m⁻¹ mod 2^64 for the Montgomery reduction.
	w := new(big.Int).Lsh(big.NewInt(1), 64)
	mPrime := new(big.Int).ModInverse(new(big.Int).Mod(m, w), w)
	mPrime.Sub(w, mPrime)
	f.Mul = montMul(limbs, mPrime.Uint64(), f.M)
	if sqrt {
		mod4 := new(big.Int).Mod(m, big.NewInt(4)).Int64()
		if mod4 == 3 {
			f.Sqrt = "3mod4"
			e := new(big.Int).Add(m, big.NewInt(1))
			f.SqrtExp = limbsOf(e.Rsh(e, 2), limbs)
		} else {
			f.Sqrt = "tonelli"
			q := new(big.Int).Sub(m, big.NewInt(1))
			for q.Bit(0) == 0 {
				q.Rsh(q, 1)
				f.TSs++
			}
			f.TSq = limbsOf(q, limbs)
			e := new(big.Int).Sub(q, big.NewInt(1))
			f.SqrtExp = limbsOf(e.Rsh(e, 1), limbs)
			for z := int64(2); ; z++ {
				if big.Jacobi(big.NewInt(z), m) == -1 {
					f.TSz = int(z)
					break
				}
			}
		}
	}
	return f
}

// limbsOf returns v as n little-endian 64-bit limbs, formatted as Go literals.
func limbsOf(v *big.Int, n int) []string {
	out := make([]string, n)
	mask := new(big.Int).SetUint64(^uint64(0))
	t := new(big.Int).Set(v)
	for i := range out {
		out[i] = fmt.Sprintf("%#016x", new(big.Int).And(t, mask).Uint64())
		t.Rsh(t, 64)
	}
	if t.Sign() != 0 {
		log.Fatalf("value does not fit in %d limbs", n)
	}
	return out
}

// montMul returns the straight-line body of a Montgomery multiplication
// z = x·y·R⁻¹ mod m for n limbs: the coarsely integrated operand scanning
// (CIOS) method of Koç, Acar and Kaliski, "Analyzing and comparing Montgomery
// multiplication algorithms", IEEE Micro 16(3), 1996, fully unrolled. The
// accumulator t has n+2 words; the result before the final subtraction is
// below 2m and the subtraction is done with a mask, so nothing branches.
func montMul(n int, mPrime uint64, mod []string) string {
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
			p("hi, lo = bits.Mul64(x%d, y[%d])", j, i)
			p("lo, cc = bits.Add64(lo, t%d, 0)", j)
			p("hi += cc")
			p("lo, cc = bits.Add64(lo, c, 0)")
			p("t%d, c = lo, hi+cc", j)
		}
		p("t%d, cc = bits.Add64(t%d, c, 0)", n, n)
		p("t%d = cc", n+1)
		if mPrime == 1 {
			p("m = t0")
		} else {
			p("m = t0 * %#016x", mPrime)
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
	p("z.reduceOnce(%s, t%d)", strings.Join(ts[:n], ", "), n)
	return b.String()
}

func joinIdx(name string, n int) string {
	var parts []string
	for j := 0; j < n; j++ {
		parts = append(parts, fmt.Sprintf("%s[%d]", name, j))
	}
	return strings.Join(parts, ", ")
}

var funcs = template.FuncMap{
	"seq": func(n int) []int {
		s := make([]int, n)
		for i := range s {
			s[i] = i
		}
		return s
	},
	"join": strings.Join,
	"args": func(prefix string, n int) string {
		var parts []string
		for j := 0; j < n; j++ {
			parts = append(parts, fmt.Sprintf("%s%d", prefix, j))
		}
		return strings.Join(parts, ", ")
	},
	"sub":   func(a, b int) int { return a - b },
	"mul64": func(a int) int { return 64 * a },
	"mul8":  func(a int) int { return 8 * a },
	"mul2":  func(a int) int { return 2 * a },
	"windows": func(bits int) int { return (bits + 3) / 4 },
	"title": func(s string) string { return strings.ToUpper(s[:1]) + s[1:] },
	"add": func(a, b int) int { return a + b },
}

func write(path, tmpl string, data any) {
	t := template.Must(template.New(filepath.Base(path)).Funcs(funcs).Parse(tmpl))
	var buf bytes.Buffer
	if err := t.Execute(&buf, data); err != nil {
		log.Fatal(err)
	}
	src, err := format.Source(buf.Bytes())
	if err != nil {
		os.WriteFile(path+".broken", buf.Bytes(), 0o644)
		log.Fatalf("%s: %v", path, err)
	}
	if err := os.WriteFile(path, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
