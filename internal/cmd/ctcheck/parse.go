package main

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/uecc-go/uecc/internal/ecc/instr"
)

// A function is one TEXT symbol of an assembly file: its statements, in
// order, and the Go declaration its comment gives.
type function struct {
	file    string
	line    int
	name    string // without the package dot and the <> of a file-local symbol
	local   bool   // a file-local symbol (name<>): only this file calls it
	args    map[string]string
	hasDecl bool
	insts   []*inst
	labels  map[string]int // label → index of the statement after it
}

// An inst is one statement: an instruction with its operands.
type inst struct {
	line     int
	text     string   // as written, without the comment
	op       string   // the opcode without suffixes, upper case
	suffixes []string // 32-bit ARM's dot suffixes (.S, .EQ, .P …); arm64's B.cond
	args     []*operand
	raw      bool // bytes of an instruction the analysis cannot read (BYTE, WORD …)
}

// rawOps write instruction bytes directly.
var rawOps = map[string]bool{"BYTE": true, "WORD": true, "LONG": true, "QUAD": true, "DWORD": true, "OCTA": true}

// operandKind is what an operand is syntactically.
type operandKind int

const (
	opImm     operandKind = iota // $1, $0x10, $sym(SB) (address), $8(R1) (address)
	opReg                        // R1, AX, R2<<3, V0.B16
	opRegList                    // (R3, R4), [R0-R3], [R0,R2]
	opMem                        // 8(SI), (R1)(R2*8), x+8(FP), sym<>+8(SB), 8(SP)
	opName                       // a label, a condition code (CSEL CS, …), anything else
)

// An operand is one argument of a statement.
type operand struct {
	text string
	kind operandKind
	regs []string // registers it reads as a value (opReg, opRegList, address immediates)
	// For opMem: the registers that form the address (base and index).
	addrRegs []string
	sym      string // opMem on SB: the symbol, without the package dot
	fpName   string // opMem on FP: the argument's name
	fpOff    int
}

var (
	textRe  = regexp.MustCompile(`^TEXT\s+([^\s(,]+)\(SB\)`)
	labelRe = regexp.MustCompile(`^([A-Za-z_·.][A-Za-z0-9_·.<>]*)\s*:(.*)$`)
	fpRe    = regexp.MustCompile(`^\$?([A-Za-z_][A-Za-z0-9_]*)?([+-]\d+)?\(FP\)$`)
	sbRe    = regexp.MustCompile(`^(\$)?([^()]*)\(SB\)$`)
	identRe = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)
	declRe  = regexp.MustCompile(`^func\s+([^\s(]+)\(([^)]*)\)`)
)

// cleanName removes the package dot, a package path and the <> of a file-local
// symbol, and an ABI selector: ·fpMul, secp160r1FpMod<>.
func cleanName(s string) string {
	if i := strings.LastIndex(s, "·"); i >= 0 {
		s = s[i+len("·"):]
	}
	if i := strings.Index(s, "<"); i >= 0 {
		s = s[:i]
	}
	if i := strings.IndexAny(s, "+-"); i >= 0 {
		s = s[:i]
	}
	return s
}

// A sourceLine is one line of a file, or of a macro's body where the macro
// is expanded: its number is always the line's own in the file.
type sourceLine struct {
	no   int
	text string
}

// expandMacros reads a file's lines and replaces each line that is only
// the name of an object-like macro (#define NAME \, its body on the
// continuation lines) by the body's lines, each with its own line number,
// so that a finding points at the instruction. The definitions themselves
// are dropped. Function-like macros and macros used inside a line are not
// expanded: the generated files use neither.
func expandMacros(r io.Reader) ([]sourceLine, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	var raw []sourceLine
	for no := 1; sc.Scan(); no++ {
		raw = append(raw, sourceLine{no, sc.Text()})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	macros := map[string][]sourceLine{}
	var out []sourceLine
	for i := 0; i < len(raw); i++ {
		t := strings.TrimSpace(raw[i].text)
		if rest, ok := strings.CutPrefix(t, "#define "); ok {
			name := strings.TrimSpace(strings.TrimSuffix(rest, "\\"))
			var body []sourceLine
			cont := strings.HasSuffix(t, "\\")
			for cont && i+1 < len(raw) {
				i++
				b := strings.TrimRight(raw[i].text, " \t")
				cont = strings.HasSuffix(b, "\\")
				body = append(body, sourceLine{raw[i].no, strings.TrimSuffix(b, "\\")})
			}
			if strings.ContainsAny(name, "( \t") {
				return nil, fmt.Errorf("line %d: only object-like macros are read: %s", raw[i].no, t)
			}
			macros[name] = body
			continue
		}
		if body, ok := macros[t]; ok {
			out = append(out, body...)
			continue
		}
		out = append(out, raw[i])
	}
	return out, nil
}

// parseFile splits an assembly file into its functions, its macros
// expanded. Statements outside a TEXT (DATA, GLOBL, #include) are skipped.
func parseFile(name string, r io.Reader, a *arch) ([]*function, error) {
	var fns []*function
	var cur *function
	pendingDecl := ""
	lines, err := expandMacros(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	lineNo := 0
	inBlock := false
	for _, sl := range lines {
		lineNo = sl.no
		line := sl.text
		code, comment := splitComment(line, &inBlock)
		code = strings.TrimSpace(code)
		if code == "" {
			c := strings.TrimSpace(comment)
			if strings.HasPrefix(c, "func ") {
				pendingDecl = c
			} else if c == "" {
				pendingDecl = ""
			}
			continue
		}
		if strings.HasPrefix(code, "#") {
			continue
		}
		for _, stmt := range strings.Split(code, ";") {
			stmt = strings.TrimSpace(stmt)
			for stmt != "" {
				m := labelRe.FindStringSubmatch(stmt)
				if m == nil || strings.HasPrefix(stmt, "TEXT") {
					break
				}
				if cur != nil {
					cur.labels[cleanName(m[1])] = len(cur.insts)
				}
				stmt = strings.TrimSpace(m[2])
			}
			if stmt == "" {
				continue
			}
			if m := textRe.FindStringSubmatch(stmt); m != nil {
				cur = &function{file: name, line: lineNo, name: cleanName(m[1]), labels: map[string]int{},
					local: strings.Contains(m[1], "<>")}
				cur.args, cur.hasDecl = parseDecl(pendingDecl, cur.name)
				fns = append(fns, cur)
				pendingDecl = ""
				continue
			}
			pendingDecl = ""
			in, err := parseInst(stmt, lineNo, a)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", name, lineNo, err)
			}
			if in.op == "WORD" && a.name == "arm" && cur != nil && decodeARMWord(in, a) {
				in.raw = false
			} else if rawOps[in.op] {
				in.raw = true
			}
			switch in.op {
			case "DATA", "GLOBL":
				cur = nil
				continue
			case "PCDATA", "FUNCDATA", "PCALIGN", "NO_LOCAL_POINTERS", "NOP":
				continue
			}
			if cur == nil {
				continue
			}
			cur.insts = append(cur.insts, in)
		}
	}
	return fns, nil
}

// splitComment separates a line's code from its // or /* */ comment.
func splitComment(line string, inBlock *bool) (code, comment string) {
	var b strings.Builder
	for i := 0; i < len(line); i++ {
		if *inBlock {
			if strings.HasPrefix(line[i:], "*/") {
				*inBlock = false
				i++
			}
			continue
		}
		if strings.HasPrefix(line[i:], "//") {
			return b.String(), line[i+2:]
		}
		if strings.HasPrefix(line[i:], "/*") {
			*inBlock = true
			i++
			continue
		}
		b.WriteByte(line[i])
	}
	return b.String(), ""
}

// parseDecl reads the parameter types of a `// func name(params) results`
// comment of the function fn: name → type ("*fp", "uint64"). It
// reports whether there was one.
func parseDecl(decl, fn string) (map[string]string, bool) {
	m := declRe.FindStringSubmatch(decl)
	if m == nil || cleanName(m[1]) != fn {
		return nil, false
	}
	args := map[string]string{}
	var pending []string
	for _, item := range strings.Split(m[2], ",") {
		f := strings.Fields(item)
		switch len(f) {
		case 0:
		case 1:
			pending = append(pending, f[0])
		default:
			typ := strings.Join(f[1:], " ")
			for _, n := range append(pending, f[0]) {
				args[n] = typ
			}
			pending = nil
		}
	}
	return args, true
}

// parseInst parses one statement.
func parseInst(stmt string, line int, a *arch) (*inst, error) {
	op, rest, _ := strings.Cut(stmt, " ")
	if i := strings.IndexByte(op, '\t'); i >= 0 {
		op, rest = op[:i], op[i:]+" "+rest
	}
	in := &inst{line: line, text: stmt}
	parts := strings.Split(strings.ToUpper(op), ".")
	in.op, in.suffixes = parts[0], parts[1:]
	for _, t := range instr.SplitOperands(strings.TrimSpace(rest)) {
		o, err := parseOperand(t, a)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", stmt, err)
		}
		in.args = append(in.args, o)
	}
	return in, nil
}

// parseOperand classifies one operand and finds its registers.
func parseOperand(t string, a *arch) (*operand, error) {
	o := &operand{text: t}
	switch {
	case strings.HasPrefix(t, "[") || (strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") && strings.Contains(t, ",") && !strings.Contains(t, ")(")):
		o.kind = opRegList
		o.regs = a.regsIn(t, true)
	case strings.HasSuffix(t, "(FP)"):
		m := fpRe.FindStringSubmatch(t)
		if m == nil {
			return nil, fmt.Errorf("cannot read operand %q", t)
		}
		o.kind = opMem
		o.fpName = m[1]
		if m[2] != "" {
			o.fpOff, _ = strconv.Atoi(m[2])
		}
		if strings.HasPrefix(t, "$") {
			o.kind = opImm
		}
	case sbRe.MatchString(t):
		m := sbRe.FindStringSubmatch(t)
		o.kind = opMem
		o.sym = cleanName(m[2])
		if m[1] != "" {
			o.kind = opImm // the address of a symbol
		}
	case strings.HasPrefix(t, "$"):
		o.kind = opImm
		// $8(R1): an address computed from a register (arm, arm64).
		o.regs = a.regsIn(t[1:], false)
	case strings.Contains(t, "("):
		o.kind = opMem
		o.addrRegs = a.regsIn(t, false)
	default:
		if r := a.regsIn(t, false); len(r) > 0 && a.isReg(leadingIdent(t)) {
			o.kind = opReg
			o.regs = r
		} else {
			o.kind = opName
		}
	}
	return o, nil
}

// leadingIdent is the first identifier of s.
func leadingIdent(s string) string {
	return identRe.FindString(s)
}
