// Command gen writes the curve packages of the engine, internal/ecc/<curve>:
// for each curve a field (mod p, fp.go) and a scalar (mod n, fn.go) type in
// Montgomery form (secp256k1's p: plain form, see field.Plain) with fully
// unrolled, branch-free limb code, the curve engine (curve.go) instantiated
// from one template, the assembly of each target (asm_<arch>.s) with its
// declarations, and the curve's tests; and the Montgomery multiplication the
// scalar fields share (internal/ecc/montmul.go). Run it through `go generate
// ./internal/ecc`; `make check-generated` verifies that the committed files
// are what it writes.
package main

import (
	"bytes"
	"embed"
	"flag"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"strings"
	"text/template"

	"github.com/uecc-go/uecc/internal/ecc/internal/sec2"
)

// The templates: one file each (templates/<output>.tmpl), the parts they
// share defined in templates/shared.tmpl.
//
//go:embed templates/*.tmpl
var templateFiles embed.FS

var templates = template.Must(template.New("").Funcs(funcs).ParseFS(templateFiles, "templates/*.tmpl"))

// asmPoints is the data of points_asm.go.tmpl: the build constraint, the
// assembly files' names and the curves.
type asmPoints struct {
	Build, Asm string
	Curves     []*curve
}

// armAsmBuild is the build constraint of 32-bit ARM with its assembly
// (GOARM=6 or 7; the files are named …_arm.go), and notArmAsmBuild its
// complement, for the files that exist in two forms.
const (
	armAsmBuild    = "arm && arm.6 && !purego"
	notArmAsmBuild = "!arm || !arm.6 || purego"
)

func main() {
	out := flag.String("out", ".", "directory to write the generated files to")
	capiOut := flag.String("capi", "", "directory to write capi's generated header to (vli_curves.h), if any")
	flag.Parse()
	params := []sec2.Params{sec2.Secp160r1, sec2.Secp192r1, sec2.Secp224r1, sec2.Secp256r1, sec2.Secp256k1}
	if *capiOut != "" {
		writeVLICurves(filepath.Join(*capiOut, "vli_curves.h"), params)
	}
	// Each curve is a package, <out>/<curve>: its field (fp), scalar (fn) and
	// curve code, the declarations of its assembly for each target, and the
	// assembly itself. On 32-bit ARM with its assembly (GOARM=6 and 7) a p
	// with a Solinas form is stored as itself (solinasForm): those curves have
	// a second fp and curve file for that target.
	var fields []*field
	for _, p := range params {
		c := newCurve(p, false)
		cArm := c
		dir := filepath.Join(*out, p.Name)
		file := func(name string) string { return filepath.Join(dir, name) }
		if err := os.MkdirAll(dir, 0o755); err != nil {
			log.Fatal(err)
		}
		if hasSolinasForm(hexInt(p.P)) {
			cArm = newCurve(p, true)
			c.Build, c.Fp.Build = notArmAsmBuild, notArmAsmBuild
			cArm.Build, cArm.Fp.Build = armAsmBuild, armAsmBuild
			write(file("fp_arm.go"), "field.go.tmpl", cArm.Fp)
			write(file("curve_arm.go"), "curve.go.tmpl", cArm)
			write(file("ecdsa_arm.go"), "ecdsa.go.tmpl", cArm)
		}
		write(file("doc.go"), "doc.go.tmpl", c)
		write(file("fp.go"), "field.go.tmpl", c.Fp)
		write(file("fn.go"), "field.go.tmpl", c.Fn)
		write(file("curve.go"), "curve.go.tmpl", c)
		write(file("ecdsa.go"), "ecdsa.go.tmpl", c)
		fields = append(fields, c.Fp, c.Fn)

		own, ownArm := []*field{c.Fp, c.Fn}, []*field{cArm.Fp, cArm.Fn}
		writeAsm(file("asm_amd64.s"), own, []*curve{c})
		writeAsmArm64(file("asm_arm64.s"), own, []*curve{c})
		writeAsmArm(file("asm_arm.s"), ownArm, lookupTypes([]*curve{cArm}), []*curve{cArm})
		write(file("field_amd64.go"), "fields_amd64.go.tmpl", own)
		write(file("field_arm64.go"), "fields_arm64.go.tmpl", own)
		write(file("field_arm.go"), "fields_arm.go.tmpl", ownArm)
		write(file("field_noasm.go"), "fields_noasm.go.tmpl", own)
		write(file("lookup_arm.go"), "lookup_arm.go.tmpl", lookupTypes([]*curve{c}))
		write(file("lookup_arm_test.go"), "lookup_arm_test.go.tmpl", lookupTypes([]*curve{c}))
		write(file("lookup_noasm.go"), "lookup_noasm.go.tmpl", lookupTypes([]*curve{c}))
		write(file("point_amd64.go"), "points_amd64.go.tmpl", []*curve{c})
		write(file("point_noasm.go"), "points_noasm.go.tmpl", []*curve{c})
		write(file("point_arm64.go"), "points_asm.go.tmpl", asmPoints{"arm64 && !purego", "asm_arm64.s", []*curve{c}})
		write(file("point_arm.go"), "points_asm.go.tmpl", asmPoints{armAsmBuild, "asm_arm.s", []*curve{cArm}})
		write(file("point_amd64_test.go"), "points_test.go.tmpl", asmPointTests(c, "amd64 && !purego"))
		write(file("point_arm64_test.go"), "points_test.go.tmpl", pointTests(c, "arm64 && !purego", "Asm", false))
		write(file("curve_test.go"), "curve_test.go.tmpl", c)
		write(file("engine_test.go"), "engine_test.go.tmpl", c)
		write(file("point_arm_test.go"), "points_test.go.tmpl", pointTests(cArm, armAsmBuild, "Asm", false))
	}
	// What the curves share: one Montgomery multiplication in Go per limb
	// count of the scalar fields.
	write(filepath.Join(*out, "montmul.go"), "montmul.go.tmpl", montLimbs(fields))
}

var funcs = template.FuncMap{
	"seq": func(n int) []int {
		s := make([]int, n)
		for i := range s {
			s[i] = i
		}
		return s
	},
	"join":          strings.Join,
	"wrap":          wrapList,
	"sharedMontMul": sharedMontMul,
	"args":          argList,
	"sub":           func(a, b int) int { return a - b },
	"mul64":         func(a int) int { return 64 * a },
	"mul8":          func(a int) int { return 8 * a },
	"mul2":          func(a int) int { return 2 * a },
	"title":         func(s string) string { return strings.ToUpper(s[:1]) + s[1:] },
	"add":           func(a, b int) int { return a + b },
	"pkg":           curvePackage,
	"split":         func(s string) []string { return strings.Split(s, "") },
	"testOf":        func(p pointsTest, t formulaTest) testData { return testData{t, p} },
}

// testData is what a formula test's template sees: the test and the
// tests of its file.
type testData struct {
	T formulaTest
	P pointsTest
}

// curvePackage returns the Go package a per-curve template writes to: the
// curve's name.
func curvePackage(data any) string {
	switch d := data.(type) {
	case *curve:
		return d.Name
	case *field:
		return d.Curve
	case []*curve:
		return d[0].Name
	case []*field:
		return d[0].Curve
	case []lookupType:
		return d[0].Curve
	case asmPoints:
		return d.Curves[0].Name
	case pointsTest:
		return d.Package
	}
	log.Fatalf("no curve package for %T", data)
	return ""
}

// render returns the template named name executed on data.
func render(name string, data any) string {
	var b strings.Builder
	if err := templates.ExecuteTemplate(&b, name, data); err != nil {
		log.Fatal(err)
	}
	return b.String()
}

// write executes the template named name on data and writes the result,
// formatted as Go source, to path.
func write(path, name string, data any) {
	var buf bytes.Buffer
	if err := templates.ExecuteTemplate(&buf, name, data); err != nil {
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

// AddBody is the body of the field's addition in Go (templates/shared.tmpl,
// addBody), for the field templates.
func (f *field) AddBody() string { return render("addBody", f) }

// SubBody is the body of the field's subtraction in Go (subBody).
func (f *field) SubBody() string { return render("subBody", f) }
