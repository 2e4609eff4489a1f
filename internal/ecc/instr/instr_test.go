package instr

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc/internal/gen/asmtext"
)

// TestGeneratedInstructionsAreInTheTables reads every instruction of the
// generated assembly, and of internal/sha256's, back: each parses into a
// typed instruction of its target's table and prints as it was written.
func TestGeneratedInstructionsAreInTheTables(t *testing.T) {
	files, err := filepath.Glob("../secp*/asm_*.s")
	if err != nil || len(files) != 28 {
		t.Fatalf("found %d generated assembly files, want 28 (%v)", len(files), err)
	}
	// The one assembly file outside the curves: SHA-256 on the SHA extensions.
	files = append(files, "../../sha256/block_amd64.s")
	targets := map[string]*Target{"amd64": AMD64, "arm64": ARM64, "arm": ARM}
	used := map[*Target]map[string]bool{}
	for _, f := range files {
		arch := strings.TrimSuffix(f[strings.LastIndex(f, "_")+1:], ".s")
		tg := targets[arch]
		if tg == nil {
			t.Fatalf("%s: no target %s", f, arch)
		}
		if used[tg] == nil {
			used[tg] = map[string]bool{}
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		instrs, _, err := asmtext.Expand(string(src))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, s := range instrs {
			in, err := Parse(tg, s)
			if err != nil {
				t.Errorf("%s: %v", f, err)
				continue
			}
			if in.String() != s {
				t.Errorf("%s: %q prints as %q", f, s, in.String())
			}
			used[tg][in.Op] = true
		}
	}
	// The tables hold what the assembly files use and nothing more.
	for _, tg := range targets {
		for op := range tg.Ops {
			if !used[tg][op] {
				t.Errorf("%s: %s is in the table but in no generated file", tg.Name, op)
			}
		}
	}
}

// TestRefused: what is not in a target's table, or not with that many
// operands or on those registers, is refused.
func TestRefused(t *testing.T) {
	for _, c := range []struct {
		t    *Target
		line string
	}{
		{AMD64, "DIVQ CX"},              // variable latency
		{AMD64, "CMOVQEQ AX, BX"},       // a condition no emitter uses
		{AMD64, "ADDQ AX"},              // one operand short
		{AMD64, "MOVQ R3, AX"},          // an arm64 register
		{AMD64, "MOVQ 8(R3), AX"},       // in a memory operand
		{ARM64, "UDIV R1, R2, R3"},      // variable latency
		{ARM64, "CSEL EQ, R1, R2"},      // one operand short
		{ARM, "MOVW R15, R1"},           // the PC
		{ARM, "ADD.EQ R1, R2, R3"},      // conditional execution
		{ARM, "MOVM.IA (R8), [R0-R16]"}, // no such register
		{ARM, "MOVW foo+bar, R1"},       // no operand
		{ARM64, "CSEL XX, R1, R2, R3"},  // no condition
		{ARM64, "ADD CS, R1, R2"},       // a condition outside a selection
	} {
		if in, err := Parse(c.t, c.line); err == nil {
			t.Errorf("%s: %q accepted as %v", c.t.Name, c.line, in)
		}
	}
}

// TestRefusedAreNotInTheTables: an instruction of operand-dependent
// latency is refused with its reason, whatever its operands.
func TestRefusedAreNotInTheTables(t *testing.T) {
	for _, tg := range []*Target{AMD64, ARM64, ARM} {
		if len(tg.Refused) == 0 {
			t.Errorf("%s: no refused instructions listed", tg.Name)
		}
		for op := range tg.Refused {
			if _, ok := tg.Ops[op]; ok {
				t.Errorf("%s: %s is both refused and in the table", tg.Name, op)
			}
			err := tg.Check(Instr{Op: op, Args: []Operand{Reg("R1")}})
			if err == nil || !strings.Contains(err.Error(), "variable latency") {
				t.Errorf("%s: %s: %v, want a variable-latency refusal", tg.Name, op, err)
			}
		}
	}
}

// TestWriter: instructions built from typed operands print in the Go
// assembler's syntax, one per line.
func TestWriter(t *testing.T) {
	w := NewWriter(AMD64)
	w.Line("TEXT ·f(SB), NOSPLIT, $0-8")
	w.I("MOVQ", Arg{"z", 0}, Reg("DI"))
	w.I("MULXQ", Mem{8, "SI"}, Reg("AX"), Reg("BX"))
	w.I("ADCXQ", Sym{Name: "fpModulus"}.At(8), Reg("R9"))
	w.Instr(Instr{Op: "MOVQ", Args: []Operand{H(0xffffffff), Reg("AX")}, Comment: "2^32 − 1"})
	w.Label("done")
	w.Comment("end")
	w.I("CALL", Sym{Name: "fpMulInternal", Local: true})
	w.I("RET")
	want := "TEXT ·f(SB), NOSPLIT, $0-8\n" +
		"\tMOVQ z+0(FP), DI\n" +
		"\tMULXQ 8(SI), AX, BX\n" +
		"\tADCXQ ·fpModulus+8(SB), R9\n" +
		"\tMOVQ $0xffffffff, AX // 2^32 − 1\n" +
		"done:\n" +
		"\t// end\n" +
		"\tCALL fpMulInternal<>(SB)\n" +
		"\tRET\n"
	if got := w.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	a := NewWriter(ARM)
	a.I("MOVM.IA.W", Ind("R8"), RegList{"R9", "R12", "R14"})
	a.I("ADD", Shift{"R5", ">>", 1}, Reg("R1"), Reg("R2"))
	a.I("MOVM.IA", Ind("R8"), RegRange{"R0", "R7"})
	if got, want := a.String(), "\tMOVM.IA.W (R8), [R9,R12,R14]\n\tADD R5>>1, R1, R2\n\tMOVM.IA (R8), [R0-R7]\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	b := NewWriter(ARM64)
	b.I("LDP.P", Mem{16, "R1"}, Pair{"R3", "R4"})
	b.I("MOVD", Addr{Sym{Name: "fpModMul"}.At(32)}, Reg("R2"))
	b.I("ADDS", Imm(-1), Reg("ZR"), Reg("R5"))
	if got, want := b.String(), "\tLDP.P 16(R1), (R3, R4)\n\tMOVD $·fpModMul+32(SB), R2\n\tADDS $-1, ZR, R5\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestLineRefusesInstructions: an instruction cannot pass as a directive.
func TestLineRefusesInstructions(t *testing.T) {
	for line, want := range map[string]bool{
		"\tMOVQ AX, BX":                 true,
		"\tCALL fpMulInternal<>(SB)":    true,
		"TEXT ·f(SB), NOSPLIT, $0-8":    false,
		"DATA ·fpModulus+0(SB)/8, $0x1": false,
		"\t// a comment":                false,
		"":                              false,
		"done:":                         false,
	} {
		if got := isInstruction(line); got != want {
			t.Errorf("isInstruction(%q) = %v, want %v", line, got, want)
		}
	}
}
