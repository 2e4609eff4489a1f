// Command ctcheck is a static check that the committed assembly is constant
// time: it reads Go assembly files (by default every internal/ecc/*/*.s and
// internal/sha256/*.s of the repository; or the files named as arguments),
// and fails, printing file:line, the function and the instruction, when a
// function that must be constant time contains
//
//  1. a conditional branch (amd64: Jcc, LOOP, JCXZ; arm64: Bcond, CBZ, CBNZ,
//     TBZ, TBNZ; arm: Bcond) whose condition is not public;
//  2. on 32-bit ARM, a conditionally executed instruction (MOVW.EQ, ADD.NE,
//     SUB.CS: a condition suffix) whose condition is not public; the other
//     suffixes (.S, .W, .P, .U, .IA, .IB, .DA, .DB) are accepted, an unknown
//     one is reported;
//  3. a memory operand whose base or index register depends on data, and an
//     indirect jump or call through such a register.
//
// Selects by the flags (CMOV, SBB, ADC, CSEL) are data, not control: they are
// accepted, and their results carry the flags' taint.
//
// # The taint rule
//
// Each function is analyzed on its own, over its control-flow graph (labels
// and jumps) to a fixed point, for every register, the flags, the argument
// slots and the frame slots. A value is
//
//   - public when it is computed only from constants ($imm, a zeroed
//     register), feature variables (a load of ·useADX(SB) and the others of
//     featureVariables, CPUID's results) and public lengths (an argument
//     slot named in publicLengths, such as n and count, or n_lo and n_hi on
//     a 32-bit machine); arithmetic on public values is public;
//   - clean (not public, not data) when it is an address: a pointer argument
//     loaded from its slot (x+8(FP)), $sym(SB), LEA/ADR, the stack pointer, or
//     arithmetic of clean values and constants (pointer increments);
//   - data (tainted) when it is loaded from any other memory (the operands,
//     constant tables), when it is computed from data, and in the registers
//     a call clobbers (those the called function of the same file writes; all
//     but the stack pointer for any other). An integer argument that is
//     neither a pointer nor a public length is data as soon as the
//     function's `// func` comment gives the argument types (without one,
//     argument slots are clean).
//
// A frame slot (off(SP), off(R13), off(RSP)) holds what the function stored
// there, and data until it stored something; a call, a move of the stack
// pointer or a store through a register that may point into the frame
// (LEAQ 8(SP), DI) forgets every slot; a store through a pointer into the
// arguments (LEAQ x+8(FP), DI) makes every argument slot data. The registers at a function's entry
// are clean, joined, for a function the file calls, with what the calls
// pass (a file-local routine, name<>, gets only what its calls pass).
//
// A conditional branch or conditional instruction is accepted only when its
// condition (the flags, or the register that CBZ, TBZ, JCXZ or LOOP tests)
// is public: the CPU-feature dispatch at function entry and loops over public
// lengths. A memory operand is accepted unless one of its registers is data.
// The rule is conservative (a forgotten frame slot and a register a callee
// writes are data; a result is data when any operand is) and simple.
//
// Instruction choice (choice.go): every instruction of a function that must
// be constant time is one of its architecture's table in internal/ecc/instr,
// the tables the generator writes the assembly from, whose instructions
// take a time independent of their operands; a division (DIV, IDIV, UDIV,
// SDIV, DIVHW …, listed there as refused) is reported with the reason, any
// other instruction outside the table as of unknown latency.
//
// Functions that run on public data only are skipped as a whole: the
// assembly functions of the engine's list of variable-time functions
// (internal/ecc/vartime.go, each with the reason; today the square roots'
// variable-time squarings). Every other allowance, with the reason it is
// safe, is in allowed.go.
//
// With -v it also lists each accepted branch and what its condition is
// computed from, and each function skipped.
//
//	go run ./internal/cmd/ctcheck [-v] [file.s ...]
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
)

func main() {
	verbose := flag.Bool("v", false, "list accepted branches and skipped functions")
	flag.Parse()
	files := flag.Args()
	if len(files) == 0 {
		var err error
		files, err = defaultFiles()
		if err != nil {
			fmt.Fprintln(os.Stderr, "ctcheck:", err)
			os.Exit(2)
		}
	}
	os.Exit(run(files, *verbose))
}

// defaultFiles is internal/ecc/*/*.s and internal/sha256/*.s of the
// repository: the module root above the working directory (go.mod beside
// internal/ecc/), or the one that holds this source file.
func defaultFiles() ([]string, error) {
	root := ""
	if wd, err := os.Getwd(); err == nil {
		for d := wd; ; d = filepath.Dir(d) {
			if exists(filepath.Join(d, "go.mod")) && exists(filepath.Join(d, "internal", "ecc")) {
				root = d
				break
			}
			if filepath.Dir(d) == d {
				break
			}
		}
	}
	if root == "" {
		if _, src, _, ok := runtime.Caller(0); ok {
			root = filepath.Join(filepath.Dir(src), "..", "..", "..")
		}
	}
	files, err := filepath.Glob(filepath.Join(root, "internal", "ecc", "*", "*.s"))
	if err == nil && len(files) == 0 {
		err = fmt.Errorf("no internal/ecc/*/*.s under %q", root)
	}
	sha, _ := filepath.Glob(filepath.Join(root, "internal", "sha256", "*.s"))
	files = append(files, sha...)
	sort.Strings(files)
	return files, err
}

func exists(p string) bool { _, err := os.Stat(p); return err == nil }

// run checks the files and prints the findings; it returns the exit code: 0
// clean, 1 findings, 2 an unreadable file.
func run(files []string, verbose bool) int {
	var nf, nfns, nskip, nnotes int
	bad := false
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, "ctcheck:", err)
			return 2
		}
		shown := name
		if wd, err := os.Getwd(); err == nil && filepath.IsAbs(name) {
			if rel, err := filepath.Rel(wd, name); err == nil && !strings.HasPrefix(rel, "..") {
				shown = rel
			}
		}
		findings, notes, skipped, n, err := checkFile(shown, string(src))
		if err != nil {
			fmt.Fprintln(os.Stderr, "ctcheck:", err)
			return 2
		}
		nfns += n
		nskip += len(skipped)
		nnotes += len(notes)
		for _, f := range findings {
			fmt.Println(f)
			bad = true
			nf++
		}
		if verbose {
			for _, s := range skipped {
				fmt.Println("skipped", s)
			}
			for _, x := range notes {
				fmt.Println("accepted", x)
			}
		}
	}
	fmt.Printf("ctcheck: %d files, %d functions (%d public, skipped), %d accepted branches, %d findings\n",
		len(files), nfns, nskip, nnotes, nf)
	if bad {
		return 1
	}
	return 0
}
