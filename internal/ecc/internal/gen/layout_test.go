package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc/internal/sec2"
)

// expandForTest expands the object-like macros of src (definitions dropped)
// and returns the instructions in order, without comments, and the number
// of expansions.
func expandForTest(t *testing.T, src string) (instrs []string, expansions int) {
	t.Helper()
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
			if strings.TrimSpace(lines[i+1]) != name {
				t.Errorf("macro %s is not expanded on the line after its definition", name)
			}
			macros[name] = body
			continue
		}
		if body, ok := macros[s]; ok {
			expansions++
			delete(macros, s) // expanded once
			for _, b := range body {
				instrs = append(instrs, splitInstrs(b)...)
			}
			continue
		}
		if strings.HasPrefix(lines[i], "\t") {
			instrs = append(instrs, splitInstrs(s)...)
		}
	}
	return instrs, expansions
}

// splitInstrs returns the instructions of a line, comments removed.
func splitInstrs(s string) []string {
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

// TestMacroStatements: the macros hold the same instructions in the same
// order, one per line, each expanded once right after its definition;
// instructions that name the frame (n(FP)) and labels stay outside.
func TestMacroStatements(t *testing.T) {
	src := strings.Join([]string{
		"TEXT ·f(SB), NOSPLIT, $0-16",
		"\tMOVQ x+0(FP), SI",
		"\t// load",
		"\tMOVQ 0(SI), AX",
		"\tADDQ AX, AX // double",
		"\tMOVQ AX, BX",
		"loop:",
		"\tSUBQ $1, BX",
		"\tJNE loop",
		"\tMOVQ BX, z+8(FP)",
		"\tRET",
	}, "\n")
	out := macroStatements(src)
	got, n := expandForTest(t, out)
	want := splitInstrs(strings.Join([]string{"MOVQ x+0(FP), SI", "MOVQ 0(SI), AX", "ADDQ AX, AX", "MOVQ AX, BX",
		"SUBQ $1, BX", "JNE loop", "MOVQ BX, z+8(FP)", "RET"}, ";"))
	if strings.Join(got, "|") != strings.Join(want, "|") || n != 2 {
		t.Fatalf("expanded %q (%d macros), want %q (2):\n%s", got, n, want, out)
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, "(FP)") && strings.HasSuffix(line, "\\") {
			t.Errorf("a frame reference inside a macro: %q", line)
		}
		if strings.Count(line, ";") > 1 {
			t.Errorf("more than one instruction on %q", line)
		}
	}
	if !strings.Contains(out, "\t/* load */ \\") || !strings.Contains(out, "ADDQ AX, AX /* double */; \\") {
		t.Errorf("the comments are lost:\n%s", out)
	}
}

// TestAssemblyFilesPerCurve writes the assembly of two curves and checks
// that each file defines only symbols of its own package (the curve's) and
// that its macros expand to instructions that name no other curve.
func TestAssemblyFilesPerCurve(t *testing.T) {
	dir := t.TempDir()
	for _, s := range []sec2.Params{sec2.Secp160r1, sec2.Secp256k1} {
		c := newCurve(s, false)
		for _, write := range []struct {
			arch string
			fn   func(string, []*field, []*curve)
		}{{"amd64", writeAsm}, {"arm64", writeAsmArm64}} {
			path := filepath.Join(dir, s.Name+"_"+write.arch+".s")
			write.fn(path, []*field{c.Fp, c.Fn}, []*curve{c})
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			instrs, n := expandForTest(t, string(src))
			if n == 0 || len(instrs) < 1000 {
				t.Errorf("%s: %d instructions, %d macros", path, len(instrs), n)
			}
			// The file is assembled into its curve's package: ·name is
			// that package's, name<> the file's own.
			for _, line := range strings.Split(string(src), "\n") {
				if name, ok := strings.CutPrefix(line, "TEXT "); ok && !strings.HasPrefix(name, "·") && !strings.Contains(name, "<>(SB)") {
					t.Errorf("%s: %q", path, line)
				}
			}
			for _, in := range instrs {
				for _, other := range allParams {
					if other.Name != s.Name && strings.Contains(in, other.Name) {
						t.Errorf("%s: %q names %s", path, in, other.Name)
					}
				}
			}
		}
	}
}

// TestGeneratorIsDeterministic runs the generator's writers twice into two
// directories and requires the same bytes (map order or other run-to-run
// variation would make check-generated flaky).
func TestGeneratorIsDeterministic(t *testing.T) {
	var outs [2]map[string][]byte
	for i := range outs {
		dir := t.TempDir()
		c := newCurve(sec2.Secp224r1, false)
		writeAsm(filepath.Join(dir, "a_amd64.s"), []*field{c.Fp, c.Fn}, []*curve{c})
		writeAsmArm(filepath.Join(dir, "a_arm.s"), []*field{c.Fp, c.Fn}, lookupTypes([]*curve{c}), []*curve{c})
		write(filepath.Join(dir, "curve.go"), "curve.go.tmpl", c)
		write(filepath.Join(dir, "field.go"), "field.go.tmpl", c.Fp)
		writeVLICurves(filepath.Join(dir, "vli_curves.h"), allParams)
		outs[i] = map[string][]byte{}
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			b, err := os.ReadFile(filepath.Join(dir, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			outs[i][e.Name()] = b
		}
	}
	if len(outs[0]) != 6 { // and a_lazy_amd64.s: secp224r1 has lazy formulas
		t.Fatalf("%d files written, want 6", len(outs[0]))
	}
	for name, b := range outs[0] {
		if string(b) != string(outs[1][name]) {
			t.Errorf("%s differs between two runs", name)
		}
	}
}
