package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc"
)

// repoFile reads a file of the repository (the tests run in
// internal/cmd/ctcheck).
func repoFile(t *testing.T, rel string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "..", rel))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestCommittedFiles runs the check on every committed internal/ecc/*/*.s: it must
// pass, and it must have seen the branches it accepts.
func TestCommittedFiles(t *testing.T) {
	skipShort(t)
	files, err := filepath.Glob(filepath.Join("..", "..", "..", "internal", "ecc", "*", "*.s"))
	if err != nil || len(files) < 4 {
		t.Fatalf("internal/ecc/*/*.s: %v %v", files, err)
	}
	accepted := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		fs, notes, _, n, err := checkFile(f, string(src))
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			t.Errorf("%s: no functions read", f)
		}
		for _, x := range fs {
			t.Error(x)
		}
		accepted += len(notes)
	}
	if accepted == 0 {
		t.Error("no accepted branch in internal/ecc/*/*.s: the feature dispatch and the SqrN loops were not seen")
	}
}

// skipShort skips a test that reads the committed assembly (1.5 MB of it)
// in -short mode, which make test-arm uses under qemu, where that takes
// minutes; make test-go runs it in full.
func skipShort(t *testing.T) {
	if testing.Short() {
		t.Skip("reads every committed assembly file: not in -short mode")
	}
}

// insertAfter returns src with lines added after the first line, at or
// after the line that starts the function fn, that contains marker (after
// the expansion of the macro whose body holds it).
func insertAfter(t *testing.T, src, fn, marker, lines string) (string, int) {
	t.Helper()
	ls := strings.Split(src, "\n")
	start := -1
	for i, l := range ls {
		if strings.HasPrefix(l, "TEXT ·"+fn+"(SB)") {
			start = i
			break
		}
	}
	if start < 0 {
		t.Fatalf("no TEXT ·%s(SB)", fn)
	}
	for i := start; i < len(ls); i++ {
		if strings.Contains(ls[i], marker) {
			// A marker inside a macro's body: after the line that expands
			// the macro.
			if strings.HasSuffix(ls[i], "\\") {
				def := i
				for !strings.HasPrefix(ls[def], "#define ") {
					def--
				}
				name := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(ls[def], "#define "), "\\"))
				for strings.TrimSpace(ls[i]) != name {
					i++
				}
			}
			out := append(append(append([]string(nil), ls[:i+1]...), strings.Split(lines, "\n")...), ls[i+1:]...)
			return strings.Join(out, "\n"), i + 2 // the first added line, counted from 1
		}
	}
	t.Fatalf("%s: no %q", fn, marker)
	return "", 0
}

// TestEditedCommittedFiles copies committed files, adds a data-dependent
// branch and a data-dependent load by hand into a constant-time function,
// checks that the copy still assembles and that the check fails on it at
// those lines, and passes on the original.
func TestEditedCommittedFiles(t *testing.T) {
	skipShort(t)
	cases := []struct {
		file, goarch, fn, marker, lines string
		want                            []string
	}{
		{"internal/ecc/secp256r1/asm_amd64.s", "amd64", "fpMul", "MOVQ y+16(FP), CX",
			"\tMOVQ 0(CX), DX; MULXQ 0(SI), R8, R9\n\tTESTQ R8, R8; JNE fpMulFallback\n\tMOVQ 0(R9), AX",
			[]string{"JNE fpMulFallback: conditional branch on data", "JNE fpMulFallback: not in the instruction table", "0(R9): its address depends on data"}},
		{"internal/ecc/secp256k1/asm_amd64.s", "amd64", "jacobianAddAffineScanADX", "MOVQ idx+",
			"\tMOVQ row+32(FP), SI; MOVQ (SI)(AX*8), BX",
			[]string{"(SI)(AX*8): its address depends on data (AX)"}},
		{"internal/ecc/secp256r1/asm_arm64.s", "arm64", "fpMul", "/* Round 0",
			"\tMOVD 0(R2), R7; MUL R7, R3, R14\n\tCMP R14, R3; BNE fpMulFallback\n\tCBZ R14, fpMulFallback\n\tMOVD 8(R14), R7",
			[]string{"BNE fpMulFallback: conditional branch on data", "BNE fpMulFallback: not in the instruction table",
				"CBZ R14, fpMulFallback: conditional branch on data", "8(R14): its address depends on data"}},
		{"internal/ecc/secp256r1/asm_arm.s", "arm", "fpMulARMv6", "/* Rows 2 and 3:",
			"\tCMP R0, R1\nctcheckEdited:\n\tBNE ctcheckEdited\n\tMOVW.EQ R2, R3; MOVW 4(R0), R4",
			[]string{"BNE ctcheckEdited: conditional branch on data", "MOVW.EQ R2, R3: conditionally executed",
				"4(R0): its address depends on data", "MOVW.EQ R2, R3: not in the instruction table"}},
		// A division, whose latency depends on its operands, on data the
		// taint analysis accepts (it moves no address and steers no
		// branch): only the instruction choice refuses it.
		{"internal/ecc/secp256r1/asm_amd64.s", "amd64", "fpMul", "MOVQ y+16(FP), CX",
			"\tMOVQ 0(CX), AX; XORQ DX, DX; DIVQ 8(SI)",
			[]string{"DIVQ 8(SI): variable latency: division"}},
		{"internal/ecc/secp256r1/asm_arm64.s", "arm64", "fpMul", "/* Round 0",
			"\tMOVD 0(R2), R7; UDIV R7, R3, R14",
			[]string{"UDIV R7, R3, R14: variable latency: division"}},
		{"internal/ecc/secp256r1/asm_arm.s", "arm", "fpMulARMv6", "/* Rows 2 and 3:",
			"\tDIVUHW R2, R3, R4",
			[]string{"DIVUHW R2, R3, R4: variable latency: division"}},
	}
	for _, c := range cases {
		t.Run(c.goarch+"/"+c.fn, func(t *testing.T) {
			orig := repoFile(t, c.file)
			name := c.file
			if fs, _, _, _, err := checkFile(name, orig); err != nil || len(fs) != 0 {
				t.Fatalf("the original fails: %v %v", fs, err)
			}
			edited, line := insertAfter(t, orig, c.fn, c.marker, c.lines)
			assemble(t, c.goarch, edited)
			fs, _, _, _, err := checkFile(name, edited)
			if err != nil {
				t.Fatal(err)
			}
			if len(fs) != len(c.want) {
				t.Fatalf("%d findings, want %d: %v", len(fs), len(c.want), fs)
			}
			for i, w := range c.want {
				if f := fs[i]; !strings.Contains(f.String(), w) || f.fn != c.fn || f.line < line || f.line > line+3 {
					t.Errorf("finding %d is %v, want %q in %s near line %d", i, f, w, c.fn, line)
				}
			}
		})
	}
}

// TestSkippedAreTheListedAssembly: the functions the check skips on the
// committed files are exactly the assembly functions of the engine's list
// of variable-time functions (internal/ecc/vartime.go), no more, no fewer.
func TestSkippedAreTheListedAssembly(t *testing.T) {
	want := map[string]bool{}
	for _, f := range ecc.VartimeFuncs {
		for _, a := range f.Asm {
			want[a] = true
		}
	}
	files, err := filepath.Glob(filepath.Join("..", "..", "..", "internal", "ecc", "*", "*.s"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no assembly files: %v", err)
	}
	got := map[string]bool{}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		_, _, skipped, _, err := checkFile(file, string(src))
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range skipped {
			// "file:line: name: …"
			parts := strings.SplitN(s, ": ", 3)
			got[filepath.Base(filepath.Dir(file))+"."+parts[1]] = true
		}
	}
	for a := range want {
		if !got[a] {
			t.Errorf("%s is listed as variable time but not skipped (no such function?)", a)
		}
	}
	for a := range got {
		if !want[a] {
			t.Errorf("%s is skipped but not listed", a)
		}
	}
}
