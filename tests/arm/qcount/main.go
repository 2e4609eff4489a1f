// Command qcount counts the guest instructions that an ARM binary executes
// under qemu-user, without a TCG plugin (Debian's qemu-user ships none):
// qemu logs every translated block with its instructions (-d in_asm) and
// every block it runs (-d exec, with nochain so that chained blocks are
// logged too); the count is the sum, over the runs, of the block sizes.
// These are emulated instruction counts, not cycles.
//
// With -op it measures one uecc operation with internal/cmd/opcount, built
// for the target: (count with N operations − count with 0) / N.
//
// With -table it measures nothing: it reads the lines make arm-count writes
// ("target curve op instructions", and "# date:", "# commit:", "# n:"
// lines) from the files given, or standard input, and prints them as a
// Markdown table beside micro-ecc's recorded counts (microecc_counts.tsv,
// built in; -microecc FILE reads another) with the ratio ours / micro-ecc's
// and whether it meets its bar.
//
//	qcount -qemu qemu-arm [-cpu arm1176] -- BINARY ARGS...
//	qcount -qemu qemu-arm -op -n 8 OPCOUNT_BINARY CURVE OP...
//	qcount -table [-microecc FILE] [COUNTS.txt...]
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/exec"
	"strconv"
	"strings"
)

// count runs the binary under qemu and returns the instructions executed.
func count(qemu, cpu string, args []string) (uint64, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return 0, err
	}
	qargs := []string{"-d", "in_asm,exec,nochain", "-D", "/dev/fd/3"}
	if cpu != "" {
		qargs = append(qargs, "-cpu", cpu)
	}
	cmd := exec.Command(qemu, append(qargs, args...)...)
	cmd.ExtraFiles = []*os.File{w}
	cmd.Env = append(os.Environ(), "GODEBUG=asyncpreemptoff=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		return 0, err
	}
	w.Close()
	size := map[uint64]uint64{} // block start -> instructions
	var total uint64
	var cur uint64
	inBlock, first := false, false
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Bytes()
		switch {
		case bytes.HasPrefix(line, []byte("Trace ")):
			// Trace 0: 0x7f.. [cs_base/pc/flags/cflags] symbol
			inBlock = false
			i := bytes.IndexByte(line, '[')
			if i < 0 {
				continue
			}
			f := bytes.Split(line[i+1:], []byte("/"))
			if len(f) < 2 {
				continue
			}
			pc, err := strconv.ParseUint(string(f[1]), 16, 64)
			if err == nil {
				total += size[pc]
			}
		case bytes.HasPrefix(line, []byte("IN:")):
			inBlock, first = true, true
		case inBlock && bytes.HasPrefix(line, []byte("0x")):
			i := bytes.IndexByte(line, ':')
			if i < 0 {
				continue
			}
			pc, err := strconv.ParseUint(string(line[2:i]), 16, 64)
			if err != nil {
				continue
			}
			if first { // a block translated again starts from zero
				cur, first = pc, false
				size[cur] = 0
			}
			size[cur]++
		case len(line) == 0:
			inBlock = false
		}
	}
	if err := cmd.Wait(); err != nil {
		return 0, fmt.Errorf("%v: %v\n%s", args, err, stderr.String())
	}
	return total, sc.Err()
}

func main() {
	qemu := flag.String("qemu", "qemu-aarch64", "qemu-user binary")
	cpu := flag.String("cpu", "", "qemu CPU model")
	op := flag.Bool("op", false, "measure ops with an opcount binary: args are OPCOUNT CURVE OP...")
	n := flag.Int("n", 8, "operations per measured run (with -op)")
	reps := flag.Int("reps", 3, "runs per count, the least kept (with -op)")
	table := flag.Bool("table", false, "print counts files (or standard input) as a Markdown table beside micro-ecc's counts")
	microecc := flag.String("microecc", "", "micro-ecc's counts file (with -table; default: the built-in microecc_counts.tsv)")
	flag.Parse()
	log.SetFlags(0)
	args := flag.Args()
	if *table {
		if err := runTable(*microecc, args); err != nil {
			log.Fatal(err)
		}
		return
	}
	if !*op {
		c, err := count(*qemu, *cpu, args)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(c)
		return
	}
	if len(args) < 3 {
		log.Fatal("usage: qcount -op OPCOUNT CURVE OP...")
	}
	bin, curve := args[0], args[1]
	// least is the smallest of reps counts of a run: the noise of a Go
	// process (the runtime's own threads and collections) only adds.
	least := func(op string, k int) int64 {
		best := int64(-1)
		for range *reps {
			c, err := count(*qemu, *cpu, []string{bin, curve, op, strconv.Itoa(k)})
			if err != nil {
				log.Fatal(err)
			}
			if best < 0 || int64(c) < best {
				best = int64(c)
			}
		}
		return best
	}
	for _, o := range args[2:] {
		// opcount runs the same warm-up first in both runs (one operation,
		// after enough key derivations that the fixed-base table is in
		// use), so the difference is N operations with their tables built.
		fmt.Printf("%s %s %d\n", curve, o, (least(o, *n)-least(o, 0))/int64(*n))
	}
}

// runTable is the -table mode.
func runTable(microecc string, files []string) error {
	var src io.Reader = strings.NewReader(microeccTSV)
	if microecc != "" {
		f, err := os.Open(microecc)
		if err != nil {
			return err
		}
		defer f.Close()
		src = f
	}
	rec, err := parseRecorded(src)
	if err != nil {
		return fmt.Errorf("micro-ecc's counts: %v", err)
	}
	var in []io.Reader
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		in = append(in, f)
	}
	if len(in) == 0 {
		in = append(in, os.Stdin)
	}
	m, err := parseMeasured(io.MultiReader(in...))
	if err != nil {
		return err
	}
	if len(m.order) == 0 {
		return fmt.Errorf("no counts read")
	}
	return writeTable(os.Stdout, m, rec)
}
