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
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"text/template"

	"github.com/uecc-go/uecc/internal/ecc/internal/gen/amd64"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/arm"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/arm64"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/model"
	"github.com/uecc-go/uecc/internal/ecc/internal/sec2"
)

// The templates: one file each (templates/<output>.tmpl), the parts they
// share defined in templates/shared.tmpl.
//
//go:embed templates/*.tmpl
var templateFiles embed.FS

// templates is parsed in init: its functions (funcs) render templates.
var templates *template.Template

func init() {
	templates = template.Must(template.New("").Funcs(funcs).ParseFS(templateFiles, "templates/*.tmpl"))
}

// asmPoints is the data of points_asm.go.tmpl: the build constraint, the
// assembly files' names and the curves.
type asmPoints struct {
	Build, Asm string
	Curves     []*model.Curve
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
	if *capiOut != "" {
		// The C library's curves, in the order of its handles (capi/uecc.c):
		// micro-ecc's five, then secp384r1 and secp521r1.
		writeVLICurves(filepath.Join(*capiOut, "vli_curves.h"), slices.Concat(sec2.All, sec2.Large))
	}
	params := slices.Concat(sec2.All, sec2.Large)
	// Each curve is a package, <out>/<curve>: its field (fp), scalar (fn) and
	// curve code, the declarations of its assembly for each target, and the
	// assembly itself. On 32-bit ARM with its assembly (GOARM=6 and 7) a p
	// with a Solinas form is stored as itself (solinasForm): those curves have
	// a second fp and curve file for that target.
	var fields []*model.Field
	for _, p := range params {
		c := model.NewCurve(p, false)
		cArm := c
		dir := filepath.Join(*out, p.Name)
		file := func(name string) string { return filepath.Join(dir, name) }
		if err := os.MkdirAll(dir, 0o755); err != nil {
			log.Fatal(err)
		}
		if model.HasSolinasForm(model.HexInt(p.P)) {
			cArm = model.NewCurve(p, true)
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
		write(file("group.go"), "group.go.tmpl", c)
		fields = append(fields, c.Fp, c.Fn)

		own, ownArm := []*model.Field{c.Fp, c.Fn}, []*model.Field{cArm.Fp, cArm.Fn}
		if c.Fp.Limbs > 4 || c.Fn.Limbs > 4 {
			// The 32-bit ARM emitter's registers hold up to four limbs: the
			// curve has amd64 and arm64 assembly, on 32-bit ARM its field
			// multiplication alone (arm/large.go), its _noasm files for
			// the rest and the other targets (and purego); its tables are
			// scanned in Go outside amd64, as every curve's on arm64.
			noArmCurves[c.Name] = true
			amd64.WriteAsm(file("asm_amd64.s"), own, []*model.Curve{c})
			arm64.WriteAsm(file("asm_arm64.s"), own, []*model.Curve{c})
			arm.WriteLargeAsm(file("asm_arm.s"), own)
			write(file("field_amd64.go"), "fields_amd64.go.tmpl", own)
			write(file("field_arm64.go"), "fields_arm64.go.tmpl", own)
			write(file("field_arm.go"), "fields_arm_large.go.tmpl", own)
			write(file("field_noasm.go"), "fields_noasm.go.tmpl", own)
			write(file("lookup_noasm.go"), "lookup_noasm.go.tmpl", model.LookupTypes([]*model.Curve{c}))
			write(file("point_amd64.go"), "points_amd64.go.tmpl", []*model.Curve{c})
			if amd64.IFMA(c) {
				amd64.WriteIFMA(file("asm_ifma_amd64.s"), c)
				write(file("ifma_amd64.go"), "ifma_amd64.go.tmpl", c)
				write(file("ifma_other.go"), "ifma_other.go.tmpl", c)
				write(file("ifma_amd64_test.go"), "ifma_amd64_test.go.tmpl", c)
			}
			write(file("point_arm64.go"), "points_asm.go.tmpl", asmPoints{"arm64 && !purego", "asm_points_arm64.s", []*model.Curve{c}})
			write(file("point_noasm.go"), "points_noasm.go.tmpl", []*model.Curve{c})
			write(file("point_amd64_test.go"), "points_test.go.tmpl", asmPointTests(c, "amd64 && !purego"))
			write(file("point_arm64_test.go"), "points_test.go.tmpl", pointTests(c, "arm64 && !purego", "Asm", false))
			write(file("curve_test.go"), "curve_test.go.tmpl", c)
			write(file("engine_test.go"), "engine_test.go.tmpl", c)
			continue
		}
		amd64.WriteAsm(file("asm_amd64.s"), own, []*model.Curve{c})
		arm64.WriteAsm(file("asm_arm64.s"), own, []*model.Curve{c})
		arm.WriteAsm(file("asm_arm.s"), ownArm, model.LookupTypes([]*model.Curve{cArm}), []*model.Curve{cArm})
		write(file("field_amd64.go"), "fields_amd64.go.tmpl", own)
		write(file("field_arm64.go"), "fields_arm64.go.tmpl", own)
		write(file("field_arm.go"), "fields_arm.go.tmpl", ownArm)
		write(file("field_noasm.go"), "fields_noasm.go.tmpl", own)
		write(file("lookup_arm.go"), "lookup_arm.go.tmpl", model.LookupTypes([]*model.Curve{c}))
		write(file("lookup_arm_test.go"), "lookup_arm_test.go.tmpl", model.LookupTypes([]*model.Curve{c}))
		write(file("lookup_noasm.go"), "lookup_noasm.go.tmpl", model.LookupTypes([]*model.Curve{c}))
		write(file("point_amd64.go"), "points_amd64.go.tmpl", []*model.Curve{c})
		write(file("point_noasm.go"), "points_noasm.go.tmpl", []*model.Curve{c})
		write(file("point_arm64.go"), "points_asm.go.tmpl", asmPoints{"arm64 && !purego", "asm_arm64.s", []*model.Curve{c}})
		write(file("point_arm.go"), "points_asm.go.tmpl", asmPoints{armAsmBuild, "asm_arm.s", []*model.Curve{cArm}})
		write(file("point_amd64_test.go"), "points_test.go.tmpl", asmPointTests(c, "amd64 && !purego"))
		write(file("point_arm64_test.go"), "points_test.go.tmpl", pointTests(c, "arm64 && !purego", "Asm", false))
		write(file("curve_test.go"), "curve_test.go.tmpl", c)
		write(file("engine_test.go"), "engine_test.go.tmpl", c)
		write(file("point_arm_test.go"), "points_test.go.tmpl", pointTests(cArm, armAsmBuild, "Asm", false))
	}
	// What the curves share: one Montgomery multiplication in Go per limb
	// count of the scalar fields.
	write(filepath.Join(*out, "montmul.go"), "montmul.go.tmpl", model.MontLimbs(fields))
}

// noArmCurves are the curves without 32-bit ARM point formulas or table
// scans (more than four limbs): there only their field multiplication is
// assembly (arm/large.go); they have amd64's and arm64's.
var noArmCurves = map[string]bool{}

var funcs = template.FuncMap{
	"noArm":    func(data any) bool { return noArmCurves[curvePackage(data)] },
	"mulFrame": amd64.MulFrame,
	"ifma":     amd64.IFMA,
	"ifmaTwin": ifmaTwin,
	"seq": func(n int) []int {
		s := make([]int, n)
		for i := range s {
			s[i] = i
		}
		return s
	},
	"join":          strings.Join,
	"dict":          dict,
	"wrap":          wrapList,
	"sharedMontMul": model.SharedMontMul,
	"args":          model.ArgList,
	"sub":           func(a, b int) int { return a - b },
	"mul64":         func(a int) int { return 64 * a },
	"mul8":          func(a int) int { return 8 * a },
	"mul2":          func(a int) int { return 2 * a },
	"title":         func(s string) string { return strings.ToUpper(s[:1]) + s[1:] },
	"add":           func(a, b int) int { return a + b },
	"pkg":           curvePackage,
	"split":         func(s string) []string { return strings.Split(s, "") },
	"testOf":        func(p pointsTest, t formulaTest) testData { return testData{t, p} },
	// The Go the templates insert: a field's addition and subtraction
	// (templates/shared.tmpl, addBody and subBody), a curve's formulas
	// (gotwins.go), and its point declarations and dispatch (pointdata.go).
	"addBody":          func(f *model.Field) string { return render("addBody", f) },
	"subBody":          func(f *model.Field) string { return render("subBody", f) },
	"formulasGo":       goFormulas,
	"pointsAsmDecls":   asmPointDecls,
	"pointsNoAsmDecls": noAsmPointDecls,
	"pointsArmDecls":   armPointDecls,
	// Whether a file of fields (fields_<arch>.go) has routines of the
	// square roots that the variable-time list of internal/ecc/vartime.go
	// names, whose counting hook (vartimeHook) needs package ecc.
	"vartimeRoutines": func(fs []*model.Field) bool {
		for _, f := range fs {
			if f.Plain || f.Scaled {
				return true
			}
		}
		return false
	},
}

// dict makes the argument of a template called with several values, from
// their names and values in turn: dict "Name" "invertAllScalars" "Type" "fn".
func dict(kv ...string) map[string]string {
	m := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	return m
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
	case *model.Curve:
		return d.Name
	case *model.Field:
		return d.Curve
	case []*model.Curve:
		return d[0].Name
	case []*model.Field:
		return d[0].Curve
	case []model.LookupType:
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

// ifmaTwin returns the body of the Go twin of a formula's IFMA form
// (templates/ifma_amd64.go.tmpl): the program of the Montgomery form's twin
// (goProgram), run by run48 on the same slots as fp48 elements.
func ifmaTwin(c *model.Curve, fn string) string {
	for _, f := range slices.Concat(c.Formulas, c.TwinOnly) {
		if f.Func != fn {
			continue
		}
		slot, slots := f.GoSlots()
		prog := goProgram(f, c, slot, slots)
		return fmt.Sprintf("var t [%d]fp48\nrun48(%sProg, []*fp48{%s})", len(slots), model.LowerFirst(fn), wrapList(prog.refs, 10))
	}
	log.Fatalf("%s: no formula %s", c.Name, fn)
	return ""
}
