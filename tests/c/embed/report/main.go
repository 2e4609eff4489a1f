// Command report prints what linking libuecc.a costs a C program, beside a
// minimal Go c-archive program (one exported add, called once) that stands
// for the Go runtime alone: stripped sizes, exec→exit times (medians of
// interleaved runs), threads, virtual memory and RSS after the calls, what
// the first calls of a fresh process cost (-firstcalls), and the smallest
// RLIMIT_AS (ulimit -v) at which each program runs. `make embed-report`
// builds the programs and runs it:
//
//	report -lib build/embed/embed -ref build/embed/minimal [-one build/embed/embed_one]
//	  [-refdefault build/embed/minimal_default] [-runtime GOEXPERIMENT=…]
//	  [-packed build/embed/embed_relr -packedref build/embed/minimal_relr] [-runs 40]
//	  [-firstcalls build/embed/firstcalls]
//
// It exits non-zero if either program fails to run.
package main

import (
	"bufio"
	"debug/elf"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"time"
)

func main() {
	lib := flag.String("lib", "build/embed/embed", "the program linked against libuecc.a")
	ref := flag.String("ref", "build/embed/minimal", "the minimal Go c-archive program")
	one := flag.String("one", "", "the same program against libuecc.a built with secp256r1 alone (UECC_CURVES=secp256r1), if given")
	refDefault := flag.String("refdefault", "", "the minimal program with go build's defaults, if given (its size is printed)")
	runtimeEnv := flag.String("runtime", "", "how the runtime of both programs was built (printed)")
	packed := flag.String("packed", "", "the program against libuecc.a linked with -z pack-relative-relocs, if given")
	packedRef := flag.String("packedref", "", "the minimal program linked with -z pack-relative-relocs (with -packed)")
	runs := flag.Int("runs", 40, "exec→exit runs of each program, interleaved")
	firstCalls := flag.String("firstcalls", "", "the first-calls program (tests/c/embed/firstcalls.c), if given: its figures from fresh processes")
	flag.Parse()

	progs := []struct{ name, path string }{{"libuecc.a: key, sign, verify (secp256r1)", *lib}, {"minimal Go c-archive (one add)", *ref}}

	fmt.Println("embed-report: a C program linked statically against libuecc.a, stripped,")
	fmt.Println("beside a minimal Go c-archive program (the Go runtime alone)")
	if *runtimeEnv != "" {
		fmt.Printf("the runtime of both built with %s\n", *runtimeEnv)
	}
	fmt.Println()

	// Sizes.
	sizes := [2]int64{fileSize(progs[0].path), fileSize(progs[1].path)}
	fmt.Printf("stripped size:      %s %9d bytes (%.2f MB)\n", pad(progs[0].name), sizes[0], mb(sizes[0]))
	fmt.Printf("                    %s %9d bytes (%.2f MB)\n", pad(progs[1].name), sizes[1], mb(sizes[1]))
	fmt.Printf("                    %s %9d bytes (%.2f MB): uecc, its C layer, and the runtime parts only it uses\n",
		pad("difference (ours)"), sizes[0]-sizes[1], mb(sizes[0]-sizes[1]))
	if *refDefault != "" {
		n := fileSize(*refDefault)
		fmt.Printf("                    %s %9d bytes (%.2f MB)\n", pad("minimal, go build's defaults"), n, mb(n))
	}
	if *one != "" {
		n := fileSize(*one)
		fmt.Printf("                    %s %9d bytes (%.2f MB); ours %d bytes (%.2f MB)\n",
			pad("libuecc.a with secp256r1 alone"), n, mb(n), n-sizes[1], mb(n-sizes[1]))
	}
	if *packed != "" {
		var ps [2]int64
		for i, path := range []string{*packed, *packedRef} {
			if out, err := exec.Command(path).CombinedOutput(); err != nil {
				fail(fmt.Errorf("%s: %v: %s", path, err, out))
			}
			ps[i] = fileSize(path)
		}
		fmt.Printf("linked with -z pack-relative-relocs (still position-independent; both run):\n")
		fmt.Printf("                    %s %9d bytes (%.2f MB)\n", pad(progs[0].name), ps[0], mb(ps[0]))
		fmt.Printf("                    %s %9d bytes (%.2f MB); ours %d bytes (%.2f MB)\n",
			pad(progs[1].name), ps[1], mb(ps[1]), ps[0]-ps[1], mb(ps[0]-ps[1]))
	}
	var secs [2]map[string]uint64
	for i, p := range progs {
		m, err := sections(p.path)
		if err != nil {
			fail(err)
		}
		secs[i] = m
	}
	fmt.Printf("by section (file bytes):  %-12s %9s %9s %9s\n", "section", "library", "minimal", "ours")
	for _, name := range sectionNames {
		a, b := secs[0][name], secs[1][name]
		fmt.Printf("                          %-12s %9d %9d %9d\n", name, a, b, int64(a)-int64(b))
	}
	fmt.Println()

	// exec → exit, interleaved.
	times := make([][]time.Duration, 2)
	for r := 0; r < *runs; r++ {
		for i, p := range progs {
			t0 := time.Now()
			if out, err := exec.Command(p.path).CombinedOutput(); err != nil {
				fail(fmt.Errorf("%s: %v: %s", p.path, err, out))
			}
			times[i] = append(times[i], time.Since(t0))
		}
	}
	med := [2]time.Duration{median(times[0]), median(times[1])}
	fmt.Printf("exec→exit (median of %d, interleaved):\n", *runs)
	fmt.Printf("                    %s %8.2f ms\n", pad(progs[0].name), ms(med[0]))
	fmt.Printf("                    %s %8.2f ms\n", pad(progs[1].name), ms(med[1]))
	fmt.Printf("                    %s %8.2f\n", pad("ratio"), float64(med[0])/float64(med[1]))
	fmt.Println()

	// Threads and memory after the calls.
	fmt.Println("after the calls (the program waits; /proc/<pid>/status):")
	for _, p := range progs {
		st, err := status(p.path)
		if err != nil {
			fail(err)
		}
		fmt.Printf("                    %s threads %s, VmSize %s, VmRSS %s\n", pad(p.name), st["Threads"], st["VmSize"], st["VmRSS"])
	}
	if st, err := status(progs[0].path, "GOMAXPROCS=1"); err == nil {
		fmt.Printf("                    %s threads %s, VmSize %s, VmRSS %s\n", pad("libuecc.a, GOMAXPROCS=1"), st["Threads"], st["VmSize"], st["VmRSS"])
	}
	fmt.Println()

	if *firstCalls != "" {
		printFirstCalls(*firstCalls, 21)
	}

	// RLIMIT_AS floor.
	fmt.Println("smallest RLIMIT_AS at which the program runs (ulimit -v, KiB; bisection to 1 MiB):")
	for _, p := range progs {
		fmt.Printf("                    %s %d KiB\n", pad(p.name), floor(p.path, 0))
	}
	fmt.Printf("                    %s %d KiB\n", pad("libuecc.a, GOMAXPROCS=1"), floor(progs[0].path, 0, "GOMAXPROCS=1"))
	fmt.Printf("                    %s %d KiB\n", pad("libuecc.a, ulimit -s 256 (thread stacks)"), floor(progs[0].path, 256))
	fmt.Printf("                    %s %d KiB\n", pad("minimal, ulimit -s 256"), floor(progs[1].path, 256))
}

// fileSize returns the size of the file at path; the report fails without it.
func fileSize(path string) int64 {
	st, err := os.Stat(path)
	if err != nil {
		fail(err)
	}
	return st.Size()
}

func pad(s string) string { return fmt.Sprintf("%-42s", s) }

func mb(n int64) float64 { return float64(n) / 1e6 }

func ms(d time.Duration) float64 { return float64(d) / 1e6 }

func fail(err error) {
	fmt.Fprintln(os.Stderr, "embed-report:", err)
	os.Exit(1)
}

func median(d []time.Duration) time.Duration {
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// sectionNames are the sections that make up most of the file: code, the
// Go runtime's function tables (.gopclntab: stack maps and line tables,
// needed at run time, so stripping keeps them), read-only data, and the
// relocations and relocated data of a position-independent executable.
var sectionNames = []string{".text", ".gopclntab", ".rodata", ".data.rel.ro", ".rela.dyn", ".data", ".noptrdata"}

// sections returns the file sizes of the sections in sectionNames.
func sections(path string) (map[string]uint64, error) {
	f, err := elf.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	m := map[string]uint64{}
	for _, name := range sectionNames {
		if s := f.Section(name); s != nil {
			m[name] = s.Size
		}
	}
	return m, nil
}

// status starts the program with an argument (it then prints its pid after
// the calls and waits for a line on stdin) and reads /proc/<pid>/status.
func status(path string, env ...string) (map[string]string, error) {
	cmd := exec.Command(path, "wait")
	cmd.Env = append(os.Environ(), env...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	defer func() { in.Close(); cmd.Wait() }()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(line))
	if err != nil {
		return nil, err
	}
	// The runtime may still be starting threads it wakes at the first
	// call; give it a moment, as a long-running host would.
	time.Sleep(50 * time.Millisecond)
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return nil, err
	}
	m := map[string]string{}
	for _, l := range strings.Split(string(data), "\n") {
		if k, v, ok := strings.Cut(l, ":"); ok {
			m[k] = strings.Join(strings.Fields(v), " ")
		}
	}
	return m, nil
}

// runsUnder reports whether the program exits 0 under RLIMIT_AS = kib KiB
// and, if stack > 0, RLIMIT_STACK = stack KiB (glibc's default stack size
// for new threads, the runtime's included).
func runsUnder(path string, kib, stack int, env []string) bool {
	limits := fmt.Sprintf("ulimit -v %d", kib)
	if stack > 0 {
		limits = fmt.Sprintf("ulimit -s %d && %s", stack, limits)
	}
	cmd := exec.Command("/bin/sh", "-c", limits+" && exec \"$0\"", path)
	cmd.Env = append(os.Environ(), env...)
	return cmd.Run() == nil
}

// floor bisects the smallest limit, in KiB, at which the program runs.
func floor(path string, stack int, env ...string) int {
	lo, hi := 1024, 8<<20 // 1 MiB fails, 8 GiB runs
	if !runsUnder(path, hi, stack, env) {
		return -1
	}
	for hi-lo > 1024 {
		mid := (lo + hi) / 2
		if runsUnder(path, mid, stack, env) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return hi
}

// firstCallFigures are the lines of tests/c/embed/firstcalls.c, in its
// order, with what each measures.
var firstCallFigures = []struct{ key, what string }{
	{"start", "first call after main (runtime start-up)"},
	{"key1", "1st uECC_make_key"},
	{"sign1", "1st uECC_sign"},
	{"verify1", "1st uECC_verify (builds G's table)"},
	{"ecdh1", "1st uECC_shared_secret"},
	{"fixed4_10", "make_key/sign 4th-10th (no table yet)"},
	{"build", "slowest of the 11th-20th (builds table)"},
	{"key", "uECC_make_key, tables built"},
	{"sign", "uECC_sign, tables built"},
	{"verify", "uECC_verify, tables built"},
	{"ecdh", "uECC_shared_secret, tables built"},
}

// printFirstCalls runs the first-calls program in n fresh processes and
// prints the median of each of its figures.
func printFirstCalls(path string, n int) {
	got := map[string][]float64{}
	for i := 0; i < n; i++ {
		out, err := exec.Command(path).Output()
		if err != nil {
			fail(fmt.Errorf("%s: %v", path, err))
		}
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			k, v, ok := strings.Cut(line, " ")
			f, err := strconv.ParseFloat(v, 64)
			if !ok || err != nil {
				fail(fmt.Errorf("%s: bad line %q", path, line))
			}
			got[k] = append(got[k], f)
		}
	}
	fmt.Printf("first calls of a fresh process (secp256r1, default RNG; median of %d processes, µs):\n", n)
	for _, f := range firstCallFigures {
		v := got[f.key]
		if len(v) != n {
			fail(fmt.Errorf("%s: %d values of %s, want %d", path, len(v), f.key, n))
		}
		sort.Float64s(v)
		fmt.Printf("                    %s %8.1f\n", pad(f.what), v[n/2])
	}
	fmt.Println()
}
