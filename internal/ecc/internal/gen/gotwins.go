package main

import (
	"fmt"
	"log"
	"strings"

	"github.com/uecc-go/uecc/internal/ecc/internal/gen/model"
)

// The Go twins of the point formulas: straight-line code in the
// formula's scheduled order, each line commented with the formula's own
// step, or, for the formulas that run a few times per operation, a program
// for the curve's interpreter (templates/run.tmpl).

// The kinds of code goFormula writes for a formula.
const (
	dispatched = iota // the method, calling the function that picks assembly or Go
	twinOnly          // the Go twin alone
	goOnly            // the method, calling the Go code directly
)

// goFormula writes the method, the dispatching function's Go twin and its
// body in Go; for a formula of which only the twin is written (twinOnly),
// the twin alone; for one with no assembly (goOnly), the method calling
// its Go code.
func goFormula(c *model.Curve, f *model.Formula, kind int) string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	recv := f.Args[0]
	decl, names := c.Signature(f.Args[1:])
	all, _ := c.Signature(f.Args)
	fn := model.LowerFirst(f.Func)
	switch kind {
	case twinOnly:
		p("// %sGo %s", fn, strings.ReplaceAll(f.Doc, "\n", "\n// "))
		p("// It is the Go code of its variants' twins only.")
	case goOnly:
		p("// %s %s", f.Method, strings.ReplaceAll(f.Doc, "\n", "\n// "))
		p("// It has no assembly: the point API alone runs it.")
		p("func (%s *%s) %s(%s) { %sGo(%s, %s) }", recv.Name, c.PointType(recv.Kind), f.Method,
			decl, fn, recv.Name, names)
		p("")
		p("// %sGo is %s's code.", fn, f.Method)
	default:
		p("// %s %s", f.Method, strings.ReplaceAll(f.Doc, "\n", "\n// "))
		p("func (%s *%s) %s(%s) { %s(%s, %s) }", recv.Name, c.PointType(recv.Kind), f.Method,
			decl, fn, recv.Name, names)
		p("")
		p("// %sGo is %s in Go.", fn, fn)
	}
	p("func %sGo(%s) {", fn, all)
	if f.Canonical != nil {
		_, allNames := c.Signature(f.Args)
		p("%sGo(%s)", model.LowerFirst(f.Canonical.Func), allNames)
		p("}")
		return b.String()
	}
	if f.Scan != nil {
		_, baseNames := c.Signature(f.Args[:len(f.Scan.Args)])
		p("%sGo(%s)", model.LowerFirst(f.Scan.Func), baseNames)
		p("next.lookupNeg(row[:], idx, int(neg)) // after every read of q2, which next may alias")
		p("}")
		return b.String()
	}
	slot, slots := f.GoSlots()
	interpret := kind != goOnly && (f.RunsFewTimes() || f.HasLazyLoopVariant(c))
	var prog formulaProgram
	if interpret {
		prog = goProgram(f, c, slot, slots)
		p("if ecc.InterpretFormulas {")
		p("var t [%d]%s", len(slots), c.Fp.Type)
		p("run(%sProg, []*%s{%s})", fn, c.Fp.Type, wrapList(prog.refs, 10))
		p("return")
		p("}")
	}
	p("var %s %s", strings.Join(slots, ", "), c.Fp.Type)
	ref := func(operand string) string {
		if strings.HasPrefix(operand, "$") {
			v, _ := c.Constant(operand)
			return "&" + v
		}
		if s, ok := slot[operand]; ok {
			return "&" + s
		}
		return "&" + operand
	}
	// Each line carries the formula's own step (paperStep) as its comment:
	// the twin's variables are the slots the temporaries share.
	for _, o := range f.Ops {
		dst := slot[o.Dst]
		switch o.Op {
		case "^2":
			p("%s.Square(%s) // %s", dst, ref(o.A), paperStep(o))
		case "*":
			p("%s.Mul(%s, %s) // %s", dst, ref(o.A), ref(o.B), paperStep(o))
		case "+":
			p("%s.Add(%s, %s) // %s", dst, ref(o.A), ref(o.B), paperStep(o))
		case "-":
			p("%s.Sub(%s, %s) // %s", dst, ref(o.A), ref(o.B), paperStep(o))
		}
	}
	var lhs, rhs []string
	f.OutputCoords(func(a model.Arg, coord byte, _ int, _ string) {
		lhs = append(lhs, fmt.Sprintf("%s.%c", a.Name, coord))
	})
	for _, t := range f.OutTemps {
		rhs = append(rhs, slot[t])
	}
	p("%s = %s", strings.Join(lhs, ", "), strings.Join(rhs, ", "))
	p("}")
	if !interpret {
		return b.String()
	}
	p("")
	p("// %sProg is %sGo's body as a program of run (op, dst, a, b): the", fn, fn)
	p("// operations, then the copies of the results to the outputs.")
	p("const %sProg = \"\" +", fn)
	for i, st := range prog.steps {
		literal, comment, _ := strings.Cut(st, "\x00")
		p("%s%s // %s", literal, model.Pick(i < len(prog.steps)-1, " +", ""), comment)
	}
	return b.String()
}

// paperName is an operand's name in the formula's Code, before renaming
// (x3_2 is x3; the constant $b is b).
func paperName(operand string) string {
	if i := strings.LastIndexByte(operand, '_'); i > 0 && strings.Trim(operand[i+1:], "0123456789") == "" {
		operand = operand[:i]
	}
	return strings.TrimPrefix(operand, "$")
}

// paperStep writes an operation in the formula's own names, as in the
// paper it cites: "x3 = dy²".
func paperStep(o model.Op) string {
	name := paperName
	switch o.Op {
	case "^2":
		return fmt.Sprintf("%s = %s²", name(o.Dst), name(o.A))
	case "*":
		return fmt.Sprintf("%s = %s·%s", name(o.Dst), name(o.A), name(o.B))
	case "+":
		return fmt.Sprintf("%s = %s + %s", name(o.Dst), name(o.A), name(o.B))
	}
	return fmt.Sprintf("%s = %s − %s", name(o.Dst), name(o.A), name(o.B))
}

// wrapList joins items with commas, perLine of them to a line after the
// first line break (a composite literal's elements, so that no generated
// line is long).
func wrapList(items []string, perLine int) string {
	if len(items) <= perLine {
		return strings.Join(items, ", ")
	}
	var b strings.Builder
	for i := 0; i < len(items); i += perLine {
		b.WriteString("\n" + strings.Join(items[i:min(i+perLine, len(items))], ", ") + ",")
	}
	return b.String() + "\n"
}

// formulaProgram is a formula's Go twin as data for the curve's
// interpreter (run, goRun): refs are the Go expressions of the field
// elements a step names by index (the coordinates of the arguments, the
// constants, then the temporaries t[i] of the twin's slots), steps the
// the steps, each a string literal of four bytes with the step in words as
// its comment.
type formulaProgram struct{ refs, steps []string }

// goProgram returns f as a program: each operation, on the slots of the
// twin (GoSlots), then one copy per output coordinate. The copies read only
// temporaries, so outputs that alias inputs are written after every read,
// as in the twin's final assignment.
func goProgram(f *model.Formula, c *model.Curve, slot map[string]string, slots []string) formulaProgram {
	var prog formulaProgram
	index := map[string]int{}
	add := func(name, expr string) {
		index[name] = len(prog.refs)
		prog.refs = append(prog.refs, expr)
	}
	for _, a := range f.Args {
		for _, co := range a.Coords() {
			name := a.Name + "." + string(co)
			add(name, "&"+name)
		}
	}
	for _, name := range []string{"$b", "$b3"} {
		if f.UsesConstant(name) {
			v, _ := c.Constant(name)
			add(name, "&"+v)
		}
	}
	for i, s := range slots {
		add(s, fmt.Sprintf("&t[%d]", i))
	}
	if len(prog.refs) > 255 {
		log.Fatalf("%s%s: %d field elements do not fit a step's byte", c.Name, f.Func, len(prog.refs))
	}
	at := func(operand string) int {
		if s, ok := slot[operand]; ok {
			return index[s]
		}
		i, ok := index[operand]
		if !ok {
			log.Fatalf("%s%s: unknown operand %q", c.Name, f.Func, operand)
		}
		return i
	}
	// The step codes are ecc.StepCopy … ecc.StepSub, in that order; each
	// step's comment is the formula's own (paperStep).
	codes := map[string]int{"^2": 1, "*": 2, "+": 3, "-": 4}
	step := func(op, dst, a, b int, what string) string {
		return fmt.Sprintf("\"\\x%02x\\x%02x\\x%02x\\x%02x\"\x00%s", op, dst, a, b, what)
	}
	for _, o := range f.Ops {
		b := 0
		if o.B != "" {
			b = at(o.B)
		}
		prog.steps = append(prog.steps, step(codes[o.Op], at(o.Dst), at(o.A), b, paperStep(o)))
	}
	f.OutputCoords(func(a model.Arg, coord byte, _ int, temp string) {
		name := a.Name + "." + string(coord)
		prog.steps = append(prog.steps, step(0, index[name], at(temp), 0, name+" = "+paperName(temp)))
	})
	return prog
}

// goRun is the interpreter of a curve's formula programs (goProgram): on
// the targets with point assembly, where the Go twins run only on CPUs
// without the assembly's instructions and in the tests, the twins of the
// formulas that run a fixed few times per operation (RunsFewTimes,
// HasLazyLoopVariant) are these programs rather than straight-line code,
// for the size of the library (ecc.InterpretFormulas); the loops' formulas keep
// their straight-line twins, which measured 16 % faster in an ECDH on
// secp256r1 without BMI2 and ADX. The steps are public, so their branches
// reveal nothing.
func goRun(c *model.Curve) string { return render("run", c.Fp.Type) }

// goFormulas returns the Go code of all formulas of a curve.
func goFormulas(c *model.Curve) string {
	parts := []string{goRun(c)}
	for _, f := range c.Formulas {
		parts = append(parts, goFormula(c, f, dispatched))
	}
	for _, f := range c.TwinOnly {
		parts = append(parts, goFormula(c, f, twinOnly))
	}
	for _, f := range c.GoOnly {
		parts = append(parts, goFormula(c, f, goOnly))
	}
	return strings.Join(parts, "\n")
}
