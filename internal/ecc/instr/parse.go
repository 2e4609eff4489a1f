package instr

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Parse reads one instruction of t's assembly, as Instr.String prints it,
// and checks it against t's table.
func Parse(t *Target, s string) (Instr, error) {
	var in Instr
	s = strings.TrimSpace(s)
	if code, comment, ok := strings.Cut(s, "//"); ok {
		s, in.Comment = strings.TrimSpace(code), strings.TrimSpace(comment)
	}
	op, rest, _ := strings.Cut(s, " ")
	in.Op = op
	for _, a := range SplitOperands(rest) {
		o, err := parseOperand(t, a)
		if err != nil {
			return Instr{}, fmt.Errorf("%s: %q: %v", t.Name, s, err)
		}
		in.Args = append(in.Args, o)
	}
	return in, t.Check(in)
}

// SplitOperands splits an instruction's operand text at the commas outside
// parentheses and brackets ("(R3, R4)" and "[R5,R6]" are one operand each).
func SplitOperands(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, c := range s {
		switch c {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	if rest := strings.TrimSpace(s[start:]); rest != "" {
		out = append(out, rest)
	}
	return out
}

var (
	memRe   = regexp.MustCompile(`^(-?[0-9]+)\(([A-Z0-9]+)\)$`)
	argRe   = regexp.MustCompile(`^([a-z][A-Za-z0-9_]*)\+([0-9]+)\(FP\)$`)
	symRe   = regexp.MustCompile(`^(·)?([A-Za-z0-9_]+)(<>)?(\+([0-9]+))?\(SB\)$`)
	shiftRe = regexp.MustCompile(`^([A-Z0-9]+)(<<|>>|->)([0-9]+)$`)
	pairRe  = regexp.MustCompile(`^\(([A-Z0-9]+), ([A-Z0-9]+)\)$`)
	rangeRe = regexp.MustCompile(`^\[([A-Z0-9]+)-([A-Z0-9]+)\]$`)
	labelRe = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
)

// parseOperand reads one operand; what matches no form is an error.
func parseOperand(t *Target, a string) (Operand, error) {
	if imm, ok := strings.CutPrefix(a, "$"); ok {
		if hex, ok := strings.CutPrefix(imm, "0x"); ok {
			v, err := strconv.ParseUint(hex, 16, 64)
			return Hex{V: v, Digits: len(hex)}, err
		}
		if v, err := strconv.ParseInt(imm, 10, 64); err == nil {
			return Imm(v), nil
		}
		o, err := parseOperand(t, imm)
		if err != nil {
			return nil, err
		}
		if _, ok := o.(Sym); !ok {
			if _, ok := o.(SymAt); !ok {
				return nil, fmt.Errorf("$%s is not a symbol's address", imm)
			}
		}
		return Addr{o}, nil
	}
	if m := memRe.FindStringSubmatch(a); m != nil {
		off, _ := strconv.Atoi(m[1])
		return Mem{Off: off, Base: Reg(m[2])}, nil
	}
	if m := argRe.FindStringSubmatch(a); m != nil {
		off, _ := strconv.Atoi(m[2])
		return Arg{Name: m[1], Off: off}, nil
	}
	if m := symRe.FindStringSubmatch(a); m != nil {
		if (m[1] == "") == (m[3] == "") {
			return nil, fmt.Errorf("%s: a symbol is either ·package or <>local", a)
		}
		s := Sym{Name: m[2], Local: m[3] != ""}
		if m[4] == "" {
			return s, nil
		}
		off, _ := strconv.Atoi(m[5])
		return s.At(off), nil
	}
	if m := shiftRe.FindStringSubmatch(a); m != nil {
		n, _ := strconv.Atoi(m[3])
		return Shift{R: Reg(m[1]), Op: m[2], N: n}, nil
	}
	if m := pairRe.FindStringSubmatch(a); m != nil {
		return Pair{Reg(m[1]), Reg(m[2])}, nil
	}
	if m := rangeRe.FindStringSubmatch(a); m != nil {
		return RegRange{Reg(m[1]), Reg(m[2])}, nil
	}
	if list, ok := strings.CutPrefix(a, "["); ok && strings.HasSuffix(list, "]") {
		var l RegList
		for _, r := range strings.Split(strings.TrimSuffix(list, "]"), ",") {
			l = append(l, Reg(r))
		}
		return l, nil
	}
	if r, ok := strings.CutPrefix(a, "("); ok && strings.HasSuffix(r, ")") {
		return Ind(strings.TrimSuffix(r, ")")), nil
	}
	if t.IsReg(a) {
		return Reg(a), nil
	}
	if t.IsCond(a) {
		return Cond(a), nil
	}
	if labelRe.MatchString(a) {
		return Label(a), nil
	}
	return nil, fmt.Errorf("%q is no operand", a)
}
