package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// goTool is the go command that runs these tests, "" if there is none.
func goTool() string {
	if p, err := exec.LookPath("go"); err == nil {
		return p
	}
	if p := filepath.Join(runtime.GOROOT(), "bin", "go"); exists(p) {
		return p
	}
	return ""
}

// assemble runs go tool asm on src for goarch, so that every snippet and
// every edited copy below is real Go assembly; it fails the test if the
// assembler rejects it.
func assemble(t *testing.T, goarch, src string) {
	t.Helper()
	if testing.Short() {
		// As the other tests that run commands: make test-arm runs the
		// tests -short under qemu-user, where a fork and exec from the
		// emulated, multithreaded test process was seen to hang.
		t.Skip("runs go tool asm")
	}
	g := goTool()
	if g == "" {
		t.Skip("no go command to assemble with")
	}
	out, err := exec.Command(g, "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	inc := filepath.Join(strings.TrimSpace(string(out)), "pkg", "include")
	dir := t.TempDir()
	file := filepath.Join(dir, "x_"+goarch+".s")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(g, "tool", "asm", "-I", inc, "-p", "curves", "-o", filepath.Join(dir, "x.o"), file)
	cmd.Env = append(os.Environ(), "GOARCH="+goarch, "GOOS=linux")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go tool asm (GOARCH=%s) rejects the source: %v\n%s", goarch, err, b)
	}
}

// check runs the checker on src as a file of goarch and returns the
// findings of the taint analysis: the snippets below are small functions in
// general Go assembly, written to exercise it, with instructions (JNE, LOOP,
// TBNZ, conditional execution) that the engine's instruction tables do not
// hold; the instruction choice is tested on the committed files
// (committed_test.go).
func check(t *testing.T, goarch, src string) []finding {
	t.Helper()
	fs, _, _, _, err := checkFile("x_"+goarch+".s", src)
	if err != nil {
		t.Fatal(err)
	}
	var taint []finding
	for _, f := range fs {
		if !f.choice {
			taint = append(taint, f)
		}
	}
	return taint
}

// A snippet is a small function, the findings it must produce (substrings
// of the reported instructions and messages; none: it must pass).
type snippet struct {
	name string
	src  string
	want []string
}

func runSnippets(t *testing.T, goarch string, cases []snippet) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := "#include \"textflag.h\"\n\n" + c.src
			assemble(t, goarch, src)
			fs := check(t, goarch, src)
			var got []string
			for _, f := range fs {
				got = append(got, f.String())
			}
			if len(fs) != len(c.want) {
				t.Fatalf("%d findings, want %d:\n%s", len(fs), len(c.want), strings.Join(got, "\n"))
			}
			for i, w := range c.want {
				if !strings.Contains(got[i], w) {
					t.Errorf("finding %d is\n\t%s\nwant it to mention %q", i, got[i], w)
				}
			}
		})
	}
}

const amd64Clean = `// func f(z, x *[2]uint64)
TEXT ·f(SB), NOSPLIT, $0-16
	MOVQ x+8(FP), SI
	MOVQ 0(SI), AX; MOVQ 8(SI), BX
	ADDQ BX, AX; SBBQ CX, CX; CMPQ AX, BX; CMOVQNE BX, AX
	MOVQ z+0(FP), DI
	MOVQ AX, 0(DI); MOVQ CX, 8(DI)
	RET
`

func TestAMD64(t *testing.T) {
	runSnippets(t, "amd64", []snippet{
		{"clean", amd64Clean, nil},
		{"JNE", strings.Replace(amd64Clean, "\tMOVQ z+0(FP), DI", "\tCMPQ AX, BX; JNE done\n\tMOVQ z+0(FP), DI", 1) + "done:\n\tRET\n",
			[]string{"JNE done: conditional branch on data"}},
		{"JCS on a carry", strings.Replace(amd64Clean, "ADDQ BX, AX;", "ADDQ BX, AX; JCS done;", 1) + "done:\n\tRET\n",
			[]string{"JCS done: conditional branch on data"}},
		{"load through a tainted base", strings.Replace(amd64Clean, "\tMOVQ z+0(FP), DI", "\tMOVQ 0(AX), DX\n\tMOVQ z+0(FP), DI", 1),
			[]string{"0(AX): its address depends on data (AX)"}},
		{"tainted index", strings.Replace(amd64Clean, "\tMOVQ z+0(FP), DI", "\tMOVQ (SI)(AX*8), DX\n\tMOVQ z+0(FP), DI", 1),
			[]string{"(SI)(AX*8): its address depends on data (AX)"}},
		{"store through a tainted base", strings.Replace(amd64Clean, "MOVQ AX, 0(DI)", "MOVQ AX, 0(BX)", 1),
			[]string{"0(BX): its address depends on data (BX)"}},
		{"constant index", strings.Replace(amd64Clean, "\tMOVQ z+0(FP), DI", "\tMOVQ $3, DX; MOVQ (SI)(DX*8), DX\n\tMOVQ z+0(FP), DI", 1), nil},
		{"feature dispatch", `// func f(z, x *[2]uint64)
TEXT ·f(SB), NOSPLIT, $0-16
	CMPB ·useADX(SB), $0; JEQ fallback
	RET
fallback:
	JMP ·fGo(SB)
`, nil},
		{"a branch on another variable", `// func f(z, x *[2]uint64)
TEXT ·f(SB), NOSPLIT, $0-16
	CMPB ·secret(SB), $0; JEQ fallback
	RET
fallback:
	RET
`, []string{"JEQ fallback: conditional branch on data"}},
		{"loop over a public length", `// func f(z, x *[2]uint64, n uint64)
TEXT ·f(SB), NOSPLIT, $0-24
	MOVQ n+16(FP), CX
	TESTQ CX, CX; JZ done
loop:
	MOVQ x+8(FP), SI; MOVQ 0(SI), AX; ADDQ AX, AX; MOVQ AX, 0(SI)
	DECQ CX; JNZ loop
done:
	DECQ n+16(FP); JNZ loop
	RET
`, nil},
		{"loop over a secret index", `// func f(z, x *[2]uint64, idx uint64)
TEXT ·f(SB), NOSPLIT, $0-24
	MOVQ idx+16(FP), CX
loop:
	DECQ CX; JNZ loop
	MOVQ x+8(FP), SI; MOVQ (SI)(CX*8), AX
	RET
`, []string{"JNZ loop: conditional branch on data", "(SI)(CX*8): its address depends on data (CX)"}},
		{"loop counter mixed with data", `// func f(z, x *[2]uint64, n uint64)
TEXT ·f(SB), NOSPLIT, $0-24
	MOVQ n+16(FP), CX
	MOVQ x+8(FP), SI
loop:
	MOVQ 0(SI), AX
	SUBQ AX, CX; JNZ loop
	RET
`, []string{"JNZ loop: conditional branch on data"}},
		{"LOOP", `// func f(z, x *[2]uint64)
TEXT ·f(SB), NOSPLIT, $0-16
	MOVQ x+8(FP), SI; MOVQ 0(SI), CX
loop:
	LOOP loop
	RET
`, []string{"LOOP loop: conditional branch on data"}},
		{"JCXZ", `// func f(z, x *[2]uint64)
TEXT ·f(SB), NOSPLIT, $0-16
	MOVQ x+8(FP), SI; MOVQ 0(SI), CX; XORQ AX, AX
	JCXZQ done
done:
	RET
`, []string{"JCXZQ done: conditional branch on data"}},
		{"frame round trip of a pointer", `// func f(z, x *[2]uint64)
TEXT ·f(SB), NOSPLIT, $16-16
	MOVQ x+8(FP), SI; MOVQ SI, 8(SP)
	MOVQ 0(SI), AX; MOVQ AX, 0(SP)
	MOVQ 8(SP), DI; MOVQ 0(DI), BX
	MOVQ 0(SP), DI; MOVQ 0(DI), BX
	RET
`, []string{"MOVQ 0(DI), BX: memory operand 0(DI): its address depends on data (DI)"}},
		{"a store through a frame pointer forgets the frame", `// func f(z, x *[2]uint64)
TEXT ·f(SB), NOSPLIT, $16-16
	MOVQ x+8(FP), SI; MOVQ SI, 8(SP)
	MOVQ 0(SI), AX; LEAQ 0(SP), DI; MOVQ AX, 8(DI)
	MOVQ 8(SP), DI; MOVQ 0(DI), BX
	RET
`, []string{"0(DI): its address depends on data (DI)"}},
		{"a store through a pointer into the arguments", `// func f(z, x *[2]uint64)
TEXT ·f(SB), NOSPLIT, $0-16
	MOVQ x+8(FP), SI; MOVQ 0(SI), AX
	LEAQ x+8(FP), DI; MOVQ AX, 0(DI)
	MOVQ x+8(FP), SI; MOVQ 0(SI), AX
	RET
`, []string{"MOVQ 0(SI), AX: memory operand 0(SI): its address depends on data (SI)"}},
		{"a call clobbers registers", `// func f(z, x *[2]uint64)
TEXT ·f(SB), NOSPLIT, $0-16
	MOVQ x+8(FP), SI
	CALL ·g(SB)
	MOVQ 0(SI), AX
	RET
`, []string{"0(SI): its address depends on data (SI)"}},
		{"a call of a routine of the file clobbers what it writes", `TEXT r<>(SB), NOSPLIT, $0
	MOVQ 0(SI), AX; RET

// func f(z, x *[2]uint64)
TEXT ·f(SB), NOSPLIT, $0-16
	MOVQ x+8(FP), SI; MOVQ z+0(FP), DI
	CALL r<>(SB)
	MOVQ 0(SI), BX; MOVQ BX, 0(DI); MOVQ 0(AX), BX
	RET
`, []string{"0(AX): its address depends on data (AX)"}},
		{"a routine of the file is checked with what its callers pass", `TEXT r<>(SB), NOSPLIT, $0
	MOVQ 0(SI), AX; MOVQ AX, 0(DI); RET

// func f(z, x *[2]uint64)
TEXT ·f(SB), NOSPLIT, $16-16
	MOVQ x+8(FP), SI; LEAQ 0(SP), DI
	CALL r<>(SB)
	LEAQ ·table(SB), SI; LEAQ 0(SP), DI
	CALL r<>(SB)
	MOVQ x+8(FP), SI; MOVQ 0(SI), SI; LEAQ 0(SP), DI
	CALL r<>(SB)
	RET
`, []string{"r: MOVQ 0(SI), AX: memory operand 0(SI): its address depends on data (SI)"}},
		{"raw bytes", `// func f(z, x *[2]uint64)
TEXT ·f(SB), NOSPLIT, $0-16
	BYTE $0x90
	RET
`, []string{"raw instruction bytes"}},
		// Only the functions of internal/ecc/vartime.go are skipped, not a
		// name that says Vartime (tests/vartime holds such names to the list).
		{"a Vartime name not in the list", `// func fVartime(z, x *[2]uint64)
TEXT ·fVartime(SB), NOSPLIT, $0-16
	MOVQ x+8(FP), SI; MOVQ 0(SI), AX; TESTQ AX, AX; JNE done; MOVQ 0(AX), BX
done:
	RET
`, []string{"JNE done: conditional branch on data", "0(AX): its address depends on data"}},
	})
}

const arm64Clean = `// func f(z, x *[2]uint64)
TEXT ·f(SB), NOSPLIT, $0-16
	MOVD x+8(FP), R1
	LDP 0(R1), (R3, R4)
	ADDS R3, R4, R5; ADCS ZR, ZR, R6; SUBS R3, R4, R7; CSEL CS, R5, R7, R5
	MOVD z+0(FP), R0
	STP (R5, R6), 0(R0)
	RET
`

func TestARM64(t *testing.T) {
	runSnippets(t, "arm64", []snippet{
		{"clean", arm64Clean, nil},
		{"BNE", strings.Replace(arm64Clean, "\tMOVD z+0(FP), R0", "\tBNE done\n\tMOVD z+0(FP), R0", 1) + "done:\n\tRET\n",
			[]string{"BNE done: conditional branch on data"}},
		{"B.NE", strings.Replace(arm64Clean, "\tMOVD z+0(FP), R0", "\tCMP R3, R4\n\tBLO done\n\tMOVD z+0(FP), R0", 1) + "done:\n\tRET\n",
			[]string{"BLO done: conditional branch on data"}},
		{"CBZ", strings.Replace(arm64Clean, "\tMOVD z+0(FP), R0", "\tCBZ R5, done\n\tMOVD z+0(FP), R0", 1) + "done:\n\tRET\n",
			[]string{"CBZ R5, done: conditional branch on data"}},
		{"TBNZ", strings.Replace(arm64Clean, "\tMOVD z+0(FP), R0", "\tTBNZ $63, R5, done\n\tMOVD z+0(FP), R0", 1) + "done:\n\tRET\n",
			[]string{"TBNZ $63, R5, done: conditional branch on data"}},
		{"load through a tainted base", strings.Replace(arm64Clean, "\tMOVD z+0(FP), R0", "\tMOVD 8(R5), R8\n\tMOVD z+0(FP), R0", 1),
			[]string{"8(R5): its address depends on data (R5)"}},
		{"tainted index", strings.Replace(arm64Clean, "\tMOVD z+0(FP), R0", "\tMOVD (R1)(R5<<3), R8\n\tMOVD z+0(FP), R0", 1),
			[]string{"(R1)(R5<<3): its address depends on data (R5)"}},
		{"post-index", strings.Replace(arm64Clean, "\tLDP 0(R1), (R3, R4)", "\tMOVD.P 8(R1), R3\n\tMOVD.P 8(R1), R4", 1), nil},
		{"feature dispatch and a public loop", `// func f(z, x *[2]uint64, n uint64)
TEXT ·f(SB), NOSPLIT, $0-24
	MOVBU ·useADX(SB), R16; CBZ R16, fallback
	MOVD x+8(FP), R1
	MOVD n+16(FP), R2
loop:
	MOVD 0(R1), R3; MUL R3, R3, R3; MOVD R3, 0(R1)
	SUBS $1, R2, R2; BHI loop
	RET
fallback:
	B ·fGo(SB)
`, nil},
	})
}

const armClean = `// func f(z, x *[4]uint32)
TEXT ·f(SB), NOSPLIT, $8-8
	MOVW x+4(FP), R1
	MOVM.IA (R1), [R2-R5]
	ADD.S R2, R3, R3
	ADC.S R4, R5, R5
	SUB.S R2, R3, R6
	SBC.S R4, R5, R7
	SBC R8, R8, R8
	MOVW R1, 4(R13)
	MOVW.P 4(R1), R9
	MOVW 4(R13), R1
	MOVW z+0(FP), R0
	MOVM.IA [R2-R5], (R0)
	MOVW.W R6, 4(R0)
	RET
`

func TestARM(t *testing.T) {
	inject := func(s string) string {
		return strings.Replace(armClean, "\tMOVW z+0(FP), R0", s+"\n\tMOVW z+0(FP), R0", 1)
	}
	runSnippets(t, "arm", []snippet{
		{"clean", armClean, nil},
		{"BNE", inject("\tBNE done") + "done:\n\tRET\n", []string{"BNE done: conditional branch on data"}},
		{"BLO", inject("\tCMP R2, R3\n\tBLO done") + "done:\n\tRET\n", []string{"BLO done: conditional branch on data"}},
		{"MOVW.EQ", inject("\tCMP R2, R3\n\tMOVW.EQ R2, R3"), []string{"MOVW.EQ R2, R3: conditionally executed instruction on data"}},
		{"ADD.NE", inject("\tADD.NE R2, R3, R4"), []string{"ADD.NE R2, R3, R4: conditionally executed instruction on data"}},
		{"SUB.CS", inject("\tSUB.CS R2, R3"), []string{"SUB.CS R2, R3: conditionally executed instruction on data"}},
		{"MOVW.HS", inject("\tMOVW.HS R2, R3"), []string{"MOVW.HS R2, R3: conditionally executed instruction on data"}},
		{"RET.EQ", inject("\tRET.EQ"), []string{"RET.EQ: conditional branch on data"}},
		{"load through a tainted base", inject("\tMOVW 4(R2), R3"), []string{"4(R2): its address depends on data (R2)"}},
		{"shifted tainted index", inject("\tMOVW R7, R2<<2(R0)"), []string{"R2<<2(R0): its address depends on data (R2)"}},
		{"UMAAL as a WORD", inject("\tMOVW $0, R9; MOVW $0, R12; MOVW x+4(FP), R8\n\tWORD $0xe04c9298 // UMAAL R9, R12, R8, R2\n\tMOVW 0(R8), R0; MOVW 0(R12), R0"),
			[]string{"0(R12): its address depends on data (R12)"}},
		{"feature dispatch and a public loop", `// func f(z, x *[4]uint32, n uint64)
TEXT ·f(SB), NOSPLIT, $8-16
	MOVB ·useADX(SB), R0; CMP $0, R0; BEQ fallback
	MOVW x+4(FP), R1
	MOVW n_lo+8(FP), R2; MOVW R2, 4(R13)
loop:
	MOVW 0(R1), R3; ADD.S R3, R3, R3; MOVW R3, 0(R1)
	MOVW 4(R13), R2; SUB.S $1, R2, R2; MOVW R2, 4(R13); BHI loop
	RET
fallback:
	B ·fGo(SB)
`, nil},
	})
}

// TestSuffixes checks 32-bit ARM's suffixes one by one: conditions are
// conditions, the others are not.
func TestSuffixes(t *testing.T) {
	for s := range condCodes {
		in := &inst{op: "ADD", suffixes: []string{s}}
		if arches["arm"].condSuffix(in) != s {
			t.Errorf(".%s is not taken as a condition", s)
		}
	}
	for _, s := range []string{"S", "W", "P", "U", "IA", "IB", "DA", "DB"} {
		in := &inst{op: "MOVM", suffixes: []string{s, "W"}}
		if c := arches["arm"].condSuffix(in); c != "" {
			t.Errorf(".%s is taken as the condition %s", s, c)
		}
		if u := arches["arm"].unknownSuffix(in); u != "" {
			t.Errorf(".%s is reported as unknown", s)
		}
	}
	if u := arches["arm"].unknownSuffix(&inst{op: "ADD", suffixes: []string{"X"}}); u != "X" {
		t.Errorf("an unknown suffix is not reported")
	}
}

// TestMacroExpansion: a function written as macros (the generator's layout,
// one instruction per line in a #define expanded once) is checked as if
// written out, and a finding points at the line in the macro's body.
func TestMacroExpansion(t *testing.T) {
	src := "#include \"textflag.h\"\n\n" +
		"// func f(x *uint64)\n" +
		"TEXT ·f(SB), NOSPLIT, $0-8\n" +
		"\tMOVQ x+0(FP), SI\n" +
		"#define f_1 \\\n" +
		"\tMOVQ 0(SI), AX; \\\n" +
		"\t/* a load at an address that depends on data */ \\\n" +
		"\tMOVQ 0(AX), BX\n" +
		"\tf_1\n" +
		"\tRET\n"
	assemble(t, "amd64", src)
	fs := check(t, "amd64", src)
	if len(fs) != 1 || !strings.Contains(fs[0].String(), "0(AX): its address depends on data") || fs[0].line != 9 {
		t.Fatalf("findings %v, want one at line 9 (0(AX))", fs)
	}
}
