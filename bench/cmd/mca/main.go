// Command mca models the cost of uecc's hot x86-64 kernels beside OpenSSL's
// on processor models this machine does not have, with llvm-mca (LLVM's
// Machine Code Analyzer, Debian's llvm package): cycles per run of each
// kernel's straight-line code, from the disassembly of the built binaries.
// A model is not a measurement; it tells where to look, on cores that can
// only be modelled here, and how the same code fares on two families.
//
//	go run ./bench/cmd/mca [-bin build/bench/peers] [-libcrypto …] [-cpus skylake,…]
//
// Kernels (secp256r1):
//
//   - mul, sqr: uecc's Montgomery multiplication and squaring
//     (secp256r1FpMulInternal, secp256r1FpSqrInternal) and OpenSSL's
//     __ecp_nistz256_mul_montx and __ecp_nistz256_sqr_montx (the BMI2 and
//     ADX ones, found in libcrypto's disassembly by their form: the code
//     between two returns with shlx, shrx and 20, respectively 14, mulx;
//     their caller loads the first operand's words, which they leave out).
//   - add-scan, add-noscan: the mixed addition of k·G with the scan of the
//     next table row beside it (secp256r1JacobianAddAffineScanADX) and the
//     same code with the scan's vector instructions removed: what the scan
//     adds to the addition on each core.
//
// For each, "repeated" is the cycles per run over 100 runs back to back (the
// throughput of independent runs) and "once" the cycles of a single run (its
// latency, with the pipeline filling). Calls, jumps and the stack check are
// dropped, RIP-relative operands kept. Each run starts by writing an
// immediate to every register the kernel uses as an address (pointers, not
// SP or RIP): llvm-mca repeats the same code, and without that a kernel
// that reuses its pointer registers as scratch would have each run's loads
// wait for the last run's arithmetic, a dependency that the real calls,
// which load their pointers afresh, do not have.
package main

import (
	"flag"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

func main() {
	bin := flag.String("bin", "build/bench/peers", "a binary linked with libuecc.a")
	libcrypto := flag.String("libcrypto", "/usr/lib/x86_64-linux-gnu/libcrypto.so.3", "OpenSSL's libcrypto")
	cpus := flag.String("cpus", "skylake,icelake-server,znver2,znver3", "llvm-mca processor models")
	flag.Parse()
	if _, err := exec.LookPath("llvm-mca"); err != nil {
		fail("llvm-mca not found: scripts/install-deps.sh mca installs it (Debian's llvm)")
	}

	ours := func(sym string) []string { return code(disassemble(*bin, "--disassemble="+sym)) }
	scan := ours("github.com/uecc-go/uecc/internal/ecc/secp256r1.jacobianAddAffineScanADX.abi0")
	var noscan []string
	for _, l := range scan {
		if !strings.Contains(l, "%xmm") && !strings.Contains(l, "%ymm") {
			noscan = append(noscan, l)
		}
	}
	mul, sqr := opensslMont(code(disassemble(*libcrypto)))
	kernels := []struct {
		name string
		code []string
	}{
		{"uecc mul", ours("secp256r1FpMulInternal")},
		{"OpenSSL mul", mul},
		{"uecc sqr", ours("secp256r1FpSqrInternal")},
		{"OpenSSL sqr", sqr},
		{"uecc add-scan", scan},
		{"uecc add-noscan", noscan},
	}
	fmt.Println("llvm-mca cycles per run, repeated (100 runs) / once; a model, not a measurement.")
	fmt.Println()
	fmt.Printf("| kernel | instructions |")
	for _, c := range strings.Split(*cpus, ",") {
		fmt.Printf(" %s |", c)
	}
	fmt.Println()
	fmt.Print("|---|---:|" + strings.Repeat("---:|", len(strings.Split(*cpus, ","))) + "\n")
	for _, k := range kernels {
		src := straight(k.code)
		if len(src) == 0 {
			fail(k.name + ": no code found")
		}
		fmt.Printf("| %s | %d |", k.name, len(src))
		for _, c := range strings.Split(*cpus, ",") {
			fmt.Printf(" %.0f / %.0f |", cycles(src, c, 100)/100, cycles(src, c, 1))
		}
		fmt.Println()
	}
}

// disassemble returns objdump's AT&T disassembly of a binary.
func disassemble(path string, args ...string) string {
	out, err := exec.Command("objdump", append([]string{"-d", "--no-show-raw-insn", "-M", "att"}, append(args, path)...)...).Output()
	if err != nil {
		fail(fmt.Sprintf("objdump %s: %v", path, err))
	}
	return string(out)
}

var (
	insnLine = regexp.MustCompile(`^\s*[0-9a-f]+:\s+(.*)$`)
	ripRel   = regexp.MustCompile(`-?0x[0-9a-f]+\(%rip\)`)
	symRef   = regexp.MustCompile(`<[^>]*>`)
)

// code returns the instructions of a disassembly, one a line, without
// padding, and with every ret kept as "ret" (a boundary for opensslMont).
func code(dis string) []string {
	var out []string
	for _, l := range strings.Split(dis, "\n") {
		m := insnLine.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		ins, _, _ := strings.Cut(m[1], "#")
		ins = strings.Join(strings.Fields(symRef.ReplaceAllString(ins, "")), " ")
		switch {
		case ins == "", strings.HasPrefix(ins, "nop"), strings.HasPrefix(ins, "data16"),
			strings.HasPrefix(ins, "cs nop"), strings.HasPrefix(ins, "int3"):
			continue
		case strings.Contains(ins, "ret"):
			out = append(out, "ret")
			continue
		}
		out = append(out, ripRel.ReplaceAllString(ins, "0x1000(%rip)"))
	}
	return out
}

// opensslMont finds OpenSSL's ADX Montgomery multiplication and squaring
// modulo P-256 among the stretches of code between two returns.
func opensslMont(all []string) (mul, sqr []string) {
	var cur []string
	for _, l := range all {
		if l != "ret" {
			cur = append(cur, l)
			continue
		}
		text := strings.Join(cur, "\n")
		n := strings.Count(text, "mulx")
		if strings.Contains(text, "shlx") && strings.Contains(text, "shrx") {
			switch {
			case n == 20 && mul == nil:
				mul = cur
			case n == 14 && sqr == nil:
				sqr = cur
			}
		}
		cur = nil
	}
	return mul, sqr
}

var baseReg = regexp.MustCompile(`\((%r\w+)`)

// straight returns the code without its returns, jumps and calls, after a
// fresh write of each register it takes an address from.
func straight(code []string) []string {
	var body []string
	bases := map[string]bool{}
	for _, l := range code {
		if l == "ret" || strings.HasPrefix(l, "j") || strings.HasPrefix(l, "call") {
			continue
		}
		body = append(body, l)
		for _, m := range baseReg.FindAllStringSubmatch(l, -1) {
			if m[1] != "%rip" && m[1] != "%rsp" {
				bases[m[1]] = true
			}
		}
	}
	var out []string
	for _, r := range slices.Sorted(maps.Keys(bases)) {
		out = append(out, "mov $0x100000,"+r)
	}
	return append(out, body...)
}

// cycles runs llvm-mca on straight-line code and returns its total cycles
// for the given number of runs.
func cycles(src []string, cpu string, runs int) float64 {
	cmd := exec.Command("llvm-mca", "-mcpu="+cpu, "-iterations="+strconv.Itoa(runs))
	cmd.Stdin = strings.NewReader(strings.Join(src, "\n") + "\n")
	out, err := cmd.Output()
	if err != nil {
		fail(fmt.Sprintf("llvm-mca -mcpu=%s: %v", cpu, err))
	}
	m := regexp.MustCompile(`Total Cycles:\s+(\d+)`).FindSubmatch(out)
	if m == nil {
		fail("llvm-mca printed no total")
	}
	v, _ := strconv.ParseFloat(string(m[1]), 64)
	return v
}

func fail(msg string) {
	fmt.Fprintln(os.Stderr, "mca:", msg)
	os.Exit(1)
}
