// Package asmtext is the text layer under the generator's assembly
// emitters: Macros writes an emitted function one instruction per line
// inside macros expanded once, so that a binary's line table stays as small
// as with the instructions joined on one line, and Expand reads such a file
// back.
package asmtext

import (
	"fmt"
	"regexp"
	"strings"
)

// Macros writes each run of two or more instructions between two
// labels, directives or references to the arguments as a macro of one
// instruction per line, defined just before the one line that expands it:
//
//	#define fpMul_3 \
//		MULXQ 8(SI), AX, BX; \
//		ADCXQ AX, R9; \
//		…
//		fpMul_3
//
// The linker keeps a line table entry for every change of line number in a
// function (.gopclntab, which stripping does not remove), and the
// instructions of a macro all take the line that expands it: one
// instruction per line written plainly took about 100 KB more of every
// program linked against libuecc.a (on amd64: the .gopclntab line of `make
// embed-report`), written as macros the same as instructions joined on one
// line, which no one could review. The comments inside a run stay, as
// /* … */ lines of the macro. An instruction that names an argument or
// result (n(FP)) keeps a line of its own outside any macro, and its
// comment: go vet's assembly check reads those. internal/cmd/ctcheck
// expands the macros.
func Macros(src string) string {
	var out, run []string
	fn, count := "", 0
	flush := func() {
		instrs := 0
		for _, r := range run {
			if !strings.HasPrefix(r, "/*") {
				instrs++
			}
		}
		switch {
		case instrs >= 2:
			count++
			name := fmt.Sprintf("%s_%d", fn, count)
			out = append(out, "#define "+name+" \\")
			for i, r := range run {
				sep := "; \\"
				if strings.HasPrefix(r, "/*") {
					sep = " \\"
				}
				if i == len(run)-1 {
					sep = ""
				}
				out = append(out, "\t"+r+sep)
			}
			out = append(out, "\t"+name)
		default:
			for _, r := range run {
				out = append(out, "\t"+r)
			}
		}
		run = run[:0]
	}
	for _, line := range strings.Split(src, "\n") {
		s := strings.TrimSpace(line)
		if m := textName.FindStringSubmatch(s); m != nil {
			fn, count = m[1], 0
		}
		if strings.HasPrefix(line, "\t//") && !strings.Contains(s, "*/") {
			run = append(run, "/* "+strings.TrimSpace(strings.TrimPrefix(s, "//"))+" */")
			continue
		}
		isInstr := strings.HasPrefix(line, "\t") && s != "" && !strings.HasPrefix(s, "//") &&
			!strings.HasPrefix(s, "#") && !strings.HasSuffix(s, ":")
		// go vet's assembly check reads one instruction per line outside
		// macros: an argument or result reference (n(FP)) stays outside.
		if !isInstr || strings.Contains(s, "(FP)") {
			// A comment just before stays with what it describes.
			var notes []string
			for len(run) > 0 && strings.HasPrefix(run[len(run)-1], "/*") {
				notes = append([]string{run[len(run)-1]}, notes...)
				run = run[:len(run)-1]
			}
			flush()
			for _, n := range notes {
				out = append(out, "\t// "+strings.TrimSuffix(strings.TrimPrefix(n, "/* "), " */"))
			}
			out = append(out, line)
			continue
		}
		if i := strings.Index(s, "//"); i >= 0 && !strings.Contains(s, "*/") {
			s = strings.TrimSpace(s[:i]) + " /* " + strings.TrimSpace(s[i+2:]) + " */"
		}
		run = append(run, s)
	}
	flush()
	return strings.Join(out, "\n")
}

// textName finds a function's name in its TEXT line, without the package
// dot and a file-local symbol's <>.
var textName = regexp.MustCompile(`^TEXT\s+·?([A-Za-z0-9_]+)(<>)?\(SB\)`)

// Expand undoes Macros: it expands the object-like macros of src
// (definitions dropped) and returns the instructions in order, without
// comments, and the number of expansions. It fails on a macro that is not
// expanded on the line after its definition. The tests read the generated
// files back with it.
func Expand(src string) (instrs []string, expansions int, err error) {
	macros := map[string][]string{}
	lines := strings.Split(src, "\n")
	for i := 0; i < len(lines); i++ {
		s := strings.TrimSpace(lines[i])
		if name, ok := strings.CutPrefix(s, "#define "); ok {
			name = strings.TrimSpace(strings.TrimSuffix(name, "\\"))
			var body []string
			for strings.HasSuffix(strings.TrimSpace(lines[i]), "\\") {
				i++
				body = append(body, strings.TrimSuffix(strings.TrimSpace(lines[i]), "\\"))
			}
			if i+1 >= len(lines) || strings.TrimSpace(lines[i+1]) != name {
				return nil, 0, fmt.Errorf("macro %s is not expanded on the line after its definition", name)
			}
			macros[name] = body
			continue
		}
		if body, ok := macros[s]; ok {
			expansions++
			delete(macros, s) // expanded once
			for _, b := range body {
				instrs = append(instrs, SplitInstrs(b)...)
			}
			continue
		}
		if strings.HasPrefix(lines[i], "\t") {
			instrs = append(instrs, SplitInstrs(s)...)
		}
	}
	return instrs, expansions, nil
}

// SplitInstrs returns the instructions of a line, comments removed.
func SplitInstrs(s string) []string {
	for {
		i := strings.Index(s, "/*")
		if i < 0 {
			break
		}
		j := strings.Index(s[i:], "*/")
		s = s[:i] + s[i+j+2:]
	}
	s, _, _ = strings.Cut(s, "//")
	var out []string
	for _, p := range strings.Split(s, ";") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
