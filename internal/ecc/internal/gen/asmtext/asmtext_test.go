package asmtext

import (
	"strings"
	"testing"
)

// TestMacros: the macros hold the same instructions in the same
// order, one per line, each expanded once right after its definition;
// instructions that name the frame (n(FP)) and labels stay outside.
func TestMacros(t *testing.T) {
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
	out := Macros(src)
	got, n, err := Expand(out)
	if err != nil {
		t.Fatal(err)
	}
	want := SplitInstrs(strings.Join([]string{"MOVQ x+0(FP), SI", "MOVQ 0(SI), AX", "ADDQ AX, AX", "MOVQ AX, BX",
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
