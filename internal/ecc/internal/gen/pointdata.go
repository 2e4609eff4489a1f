package main

import (
	"fmt"
	"log"
	"slices"
	"strings"

	"github.com/uecc-go/uecc/internal/ecc/internal/gen/model"
)

// The data of the point templates, for every target: the Go declarations
// beside the assembly (templates/point_decls.tmpl), the tests of the
// assembly against the Go twins (templates/points_test.go.tmpl), and the
// point types whose table scans are assembly.

// asmPointDecls is the Go side of the point assembly (amd64, not purego):
// the declarations and the dispatch on the CPU.
func asmPointDecls(c *model.Curve) string {
	return pointDecls(c, "ADX", "asm_amd64.s", "asm_lazy_amd64.s", true)
}

// pointDecls is asmPointDecls for the assembly functions named …<suffix> in
// file (the lazy variants in lazyFile), with the table scans' declarations
// if lookups.
func pointDecls(c *model.Curve, suffix, file, lazyFile string, lookups bool) string {
	d := declData{Suffix: suffix}
	if lookups {
		for _, kind := range model.LookupKinds(c) {
			d.Lookups = append(d.Lookups, c.PointType(kind))
		}
	}
	for _, f := range c.Formulas {
		params, names := c.Signature(f.Args)
		d.Formulas = append(d.Formulas, declFormula{model.LowerFirst(f.Func), model.Pick(f.Canonical != nil, lazyFile, file), params, names})
	}
	return render("pointDecls", d)
}

// noAsmPointDecls is the dispatch of builds without assembly.
func noAsmPointDecls(c *model.Curve) string {
	var d declData
	for _, f := range c.Formulas {
		params, names := c.Signature(f.Args)
		d.Formulas = append(d.Formulas, declFormula{Func: model.LowerFirst(f.Func), Params: params, Names: names})
	}
	return render("noAsmPointDecls", d)
}

// declData is the data of templates/point_decls.tmpl: the point types
// whose scans are assembly, and the formulas, their assembly functions
// named …<Suffix>.
type declData struct {
	Suffix   string
	Lookups  []string
	Formulas []declFormula
}

// declFormula is one formula of declData: its Go function, the assembly
// file that holds it, its parameter list and the names of its arguments.
type declFormula struct{ Func, File, Params, Names string }

// asmPointTests is the test that holds every formula's assembly to its Go
// twin: on random field elements (the formulas are polynomial, so points
// need not be on the curve to compare them), zeros, and with the output
// aliasing each input.
func asmPointTests(c *model.Curve, build string) pointsTest {
	d := pointTests(c, build, "ADX", true)
	d.CheckCPU = true // the assembly runs only where CPUID shows BMI2, ADX and AVX2
	return d
}

// pointTests is the data of points_test.go.tmpl (the tests of the
// assembly functions named …<suffix>, with those of the table scans if
// lookups) for the build constraint build.
func pointTests(c *model.Curve, build, suffix string, lookups bool) pointsTest {
	d := pointsTest{Build: build, Package: c.Name, Suffix: suffix,
		FieldBytes: c.FieldBytes, Top: c.Fp.TopValue()}
	for _, f := range c.Formulas {
		switch {
		case f.Scan != nil:
			d.Formulas = append(d.Formulas, scanTest(c, f))
		case f.Outs > 1:
			d.Formulas = append(d.Formulas, multiOutputTest(c, f))
		default:
			d.Formulas = append(d.Formulas, plainTest(c, f))
		}
	}
	if lookups {
		for _, kind := range model.LookupKinds(c) {
			typ := c.PointType(kind)
			d.Lookups = append(d.Lookups, testVar{Var: model.UpperFirst(typ), Type: typ, Coords: model.Arg{Kind: kind}.Coords()})
		}
	}
	if c.LazyLoops {
		d.Lazy = lazyTestHelpers(c, c.Formulas)
	}
	return d
}

// pointsTest is the data of points_test.go.tmpl: the build constraint, the
// curve's package, whether the tests check the CPU first (amd64), the
// suffix of the assembly functions, what ecctest.RandomElement needs (the
// size of a field element, m − 1 in hex), and the tests.
type pointsTest struct {
	Build, Package string
	CheckCPU       bool
	Suffix         string
	FieldBytes     int
	Top            string
	Formulas       []formulaTest
	Lookups        []testVar
	Lazy           *lazyHelpers
}

// A formulaTest is the test of one formula (template "plainTest",
// "multiOutputTest" or "scanTest"): Func its name (JacobianDouble), Name
// its Go function (jacobianDouble), the random inputs, the argument lists
// of the twin (Go) and the assembly (Asm), the expression compared with the
// twin's result (Result), the calls with the output aliasing an input, and
// for the scans the affine input next may alias (Next) and the row's type.
type formulaTest struct {
	Template, Func, Name string
	Inputs               []testVar
	Out, Go, Asm, Result string
	Aliases              []testAlias
	Outputs              []int
	Next                 int
	Row                  string
	Affine               string
}

// A testVar is a random variable of a test: its name, type and
// coordinates, and its lazy form (Lazy: the helper that makes it, if the
// formula takes it lazily).
type testVar struct {
	Var, Type, Coords, Lazy string
}

// A testAlias is a call of the assembly with the output aliasing argument
// Number (from 1), Index the input's index, Args the arguments.
type testAlias struct {
	Index, Number int
	Args          string
}

// inputs returns the random inputs in0… of f's arguments from → to, with
// their lazy forms (lazyInputs).
func inputs(c *model.Curve, f *model.Formula, from, to int) []testVar {
	var vs []testVar
	for i, a := range f.Args[from:to] {
		v := testVar{Var: fmt.Sprintf("in%d", i), Type: c.PointType(a.Kind), Coords: a.Coords()}
		if slices.Contains(f.LazyIn, a.Name) {
			v.Lazy = c.PointType(a.Kind) + "Lazy"
		}
		vs = append(vs, v)
	}
	return vs
}

// plainTest is the test of a formula with one output: the Go twin reads
// in0…; the assembly reads asm0…, the same values, in a lazy form where the
// formula allows it, and its result is compared modulo m (result); then
// once more with the output aliasing each input of its type.
func plainTest(c *model.Curve, f *model.Formula) formulaTest {
	t := formulaTest{Template: "plainTest", Func: f.Func, Name: model.LowerFirst(f.Func),
		Inputs: inputs(c, f, 1, len(f.Args)), Out: c.PointType(f.Args[0].Kind), Result: result(c, f, "got")}
	var names, asmNames []string
	for i := range t.Inputs {
		names = append(names, fmt.Sprintf("&in%d", i))
		asmNames = append(asmNames, fmt.Sprintf("&asm%d", i))
	}
	t.Go, t.Asm = strings.Join(names, ", "), strings.Join(asmNames, ", ")
	for i, a := range f.Args[1:] {
		if a.Kind != f.Args[0].Kind {
			continue
		}
		aliased := slices.Clone(asmNames)
		aliased[i] = "&got"
		t.Aliases = append(t.Aliases, testAlias{i, i + 1, strings.Join(append([]string{"&got"}, aliased...), ", ")})
	}
	return t
}

// multiOutputTest is the test of a formula with several outputs: every
// argument random (an output may also be read), the same values through
// the Go twin and the assembly, every output compared.
func multiOutputTest(c *model.Curve, f *model.Formula) formulaTest {
	t := formulaTest{Template: "multiOutputTest", Func: f.Func, Name: model.LowerFirst(f.Func)}
	var want, got []string
	for i, a := range f.Args {
		t.Inputs = append(t.Inputs, testVar{Var: fmt.Sprint(i), Type: c.PointType(a.Kind), Coords: a.Coords()})
		want = append(want, fmt.Sprintf("&want%d", i))
		got = append(got, fmt.Sprintf("&got%d", i))
	}
	t.Go, t.Asm = strings.Join(want, ", "), strings.Join(got, ", ")
	for i := range f.Outputs() {
		t.Outputs = append(t.Outputs, i)
	}
	return t
}

// scanTest is the test of a formula with Scan: random inputs, a random row
// and every idx from 0 to one past the row (0 and past the row give the
// zero entry), each with neg 0 and 1, through the Go twin and the assembly,
// also with next aliasing the affine input and the output aliasing the
// first input.
func scanTest(c *model.Curve, f *model.Formula) formulaTest {
	next := argIndexOf(f, "next")
	t := formulaTest{Template: "scanTest", Func: f.Func, Name: model.LowerFirst(f.Func),
		Inputs: inputs(c, f, 1, next), Out: c.PointType(f.Args[0].Kind), Result: result(c, f, "got"),
		Row: c.PointType(f.Args[argIndexOf(f, "row")].Kind), Affine: c.Affine, Next: -1}
	var in, asmIn []string
	for i, v := range t.Inputs {
		in = append(in, "&"+v.Var)
		asmIn = append(asmIn, fmt.Sprintf("&asm%d", i))
		if v.Type == c.Affine {
			t.Next = i
		}
	}
	aliased := slices.Clone(in)
	aliased[0] = "&got"
	aliased[t.Next] = "&gotNext"
	t.Go, t.Asm = strings.Join(in, ", "), strings.Join(asmIn, ", ")
	t.Aliases = []testAlias{{Args: strings.Join(aliased, ", ")}}
	return t
}

// result is the expression that a test compares with the Go twin's result
// v: v itself, or, for a lazy variant, v modulo m, the test failing unless
// each coordinate is below LazyCoordBound·m, or canonical if not in LazyOut.
func result(c *model.Curve, f *model.Formula, v string) string {
	if f.LazyIn == nil {
		return v
	}
	return fmt.Sprintf("%sFromLazy%s(t, %s)", c.PointType(f.Args[0].Kind), strings.ToUpper(f.LazyOut), v)
}

// lazyHelpers is the data of the test helpers of a curve with lazy
// variants (template "lazyHelpers"): its Jacobian type, the bounds of the
// lazy form of each coordinate, and one canonical form per LazyOut.
type lazyHelpers struct {
	Type    string
	Bound   [3]int
	FromOut []lazyOut
}

// A lazyOut is the canonical form of a lazy result: its name's suffix (the
// coordinates that may be lazy) and the bound of each coordinate.
type lazyOut struct {
	Suffix string
	Bound  [3]int
}

// lazyTestHelpers returns, for a curve with lazy variants, the test helpers
// of its Jacobian points: a lazy form of a canonical point, and the
// canonical form of a lazy one, whose coordinates not in a variant's LazyOut
// must be canonical already (ecctest.LazyForm, ecctest.FromLazy).
func lazyTestHelpers(c *model.Curve, f []*model.Formula) *lazyHelpers {
	bounds := func(lazy string) [3]int {
		var b [3]int
		for i, coord := range []byte("xyz") {
			b[i] = 1
			if strings.IndexByte(lazy, coord) >= 0 {
				b[i] = model.LazyCoordBound(coord)
			}
		}
		return b
	}
	h := &lazyHelpers{Type: c.PointType("jacobian"), Bound: bounds("xyz")}
	done := map[string]bool{}
	for _, fm := range f {
		if fm.LazyIn == nil || done[fm.LazyOut] {
			continue
		}
		done[fm.LazyOut] = true
		h.FromOut = append(h.FromOut, lazyOut{strings.ToUpper(fm.LazyOut), bounds(fm.LazyOut)})
	}
	return h
}

// argIndexOf returns the index of the argument named name.
func argIndexOf(f *model.Formula, name string) int {
	i := slices.IndexFunc(f.Args, func(a model.Arg) bool { return a.Name == name })
	if i < 0 {
		log.Fatalf("%s has no argument %s", f.Func, name)
	}
	return i
}

// armPointDecls is the curve's declarations and dispatch on arm64 and
// 32-bit ARM, GOARM=6 and 7 (points_asm.go.tmpl); a curve of more than four
// limbs has them on arm64 alone, in asm_points_arm64.s.
func armPointDecls(c *model.Curve) string {
	if noArmCurves[c.Name] {
		return pointDecls(c, "Asm", "asm_points_arm64.s", "asm_points_arm64.s", false)
	}
	return pointDecls(c, "Asm", "asm_arm64.s, asm_arm.s", "asm_arm64.s", false)
}
