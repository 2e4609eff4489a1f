// Command benchcmp joins the output of tests/c/bench (each uECC function
// called from C through libuecc.a) and of the gobench benchmarks (the same
// package uecc calls made from Go) into one table: the difference is the
// cost of the C layer.
//
// On the heavy operations (10-100 µs) two timings of the same work in two
// processes can differ by more than 1 µs on a loaded machine, so the
// verdict comes from the cheap operations, where the layer is most of the
// time: valid_public_key and verify_reject give the fixed cost of a call
// into Go, and compress, which stays in C (it is byte work alone), the cost
// of a call that does not enter Go. A custom RNG's draws and the
// deterministic signers' HMAC-DRBG run in C, outside Go (capi/nonce.c), so
// an operation costs the fixed cost once per call into Go (once, unless a
// nonce is rejected) plus that C work, which sign_xorshift_rng and
// sign_toy_hash show. Each call
// into Go also holds the program's signals off (capi/signals.c): two
// pthread_sigmask system calls, whose cost is the kernel's and varies
// between machines by more than ten times (bench measures the pair alone,
// signal_hold). benchcmp fails if the layer's own cost beyond that pair
// reaches 1 µs in a cheap operation or in the fixed cost. The heavy
// operations are listed for inspection.
//
//	go run ./tests/c/benchcmp build/bench-c.txt build/bench-go.txt
package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
)

const limitNs = 1000

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: benchcmp bench-c.txt bench-go.txt")
		os.Exit(2)
	}
	cRes := map[string]float64{}
	goRes := map[string]float64{}
	var order []string
	scan(os.Args[1], func(f []string) {
		if len(f) == 4 && f[0] == "bench-c" {
			v, err := strconv.ParseFloat(f[3], 64)
			if err == nil {
				key := f[1] + "/" + f[2]
				if old, ok := cRes[key]; !ok || v < old {
					if !ok {
						order = append(order, key)
					}
					cRes[key] = v
				}
			}
		}
	})
	scan(os.Args[2], func(f []string) {
		// BenchmarkGo/secp256r1/sign-2   1000   12345 ns/op
		if len(f) >= 4 && strings.HasPrefix(f[0], "BenchmarkGo/") && f[3] == "ns/op" {
			name := strings.TrimPrefix(f[0], "BenchmarkGo/")
			if i := strings.LastIndex(name, "-"); i > 0 {
				name = name[:i]
			}
			v, err := strconv.ParseFloat(f[2], 64)
			if err == nil {
				if old, ok := goRes[name]; !ok || v < old {
					goRes[name] = v
				}
			}
		}
	})
	if len(cRes) == 0 || len(goRes) == 0 {
		fmt.Println("benchcmp: no results")
		os.Exit(1)
	}

	var holds []float64
	for _, key := range order {
		if strings.HasSuffix(key, "/signal_hold") {
			holds = append(holds, cRes[key])
		}
	}
	sort.Float64s(holds)
	hold := 0.0
	if len(holds) > 0 {
		hold = holds[len(holds)/2]
	}

	fmt.Printf("%-34s %11s %11s %13s\n", "operation", "C ns/op", "Go ns/op", "C layer ns")
	var all []float64
	bad := 0
	for _, key := range order {
		c := cRes[key]
		g, ok := goRes[key]
		if !ok {
			fmt.Printf("%-34s %11.0f %11s %13s\n", key, c, "-", "(C only)")
			continue
		}
		d := c - g
		note := ""
		switch op := key[strings.Index(key, "/")+1:]; {
		case op == "sign_deterministic":
			note = "  info: C's portable SHA-256 vs Go's SHA-NI, not the layer"
		case op == "valid_public_key" || op == "verify_reject" || op == "compress" || op == "make_key_failing_rng":
			all = append(all, d)
			layer := d - hold
			if op == "compress" || op == "make_key_failing_rng" {
				layer = d // no call into Go, no hold
			}
			if layer >= limitNs {
				note = "  OVER 1 µs"
				bad++
			}
		default:
			all = append(all, d)
			if d >= limitNs {
				note = "  (heavy: noise exceeds 1 µs on a shared machine)"
			}
		}
		fmt.Printf("%-34s %11.0f %11.0f %13.0f%s\n", key, c, g, d, note)
	}
	sort.Float64s(all)
	med := func(key string) float64 {
		var v []float64
		for _, k := range order {
			if strings.HasSuffix(k, "/"+key) {
				if g, ok := goRes[k]; ok {
					v = append(v, cRes[k]-g)
				}
			}
		}
		sort.Float64s(v)
		return v[len(v)/2]
	}
	call := (med("valid_public_key") + med("verify_reject")) / 2
	fmt.Printf("\nC layer, measured on cheap operations (median over the curves):\n")
	fmt.Printf("  fixed cost of a call into Go (valid_public_key, verify_reject):           %4.0f ns\n", call)
	fmt.Printf("    of which the signal hold's two system calls (signal_hold, alone):       %4.0f ns\n", hold)
	fmt.Printf("  compress (byte work in C, no call into Go), C minus Go:                    %4.0f ns\n", med("compress"))
	fmt.Printf("  make_key with an RNG that fails at once (no call into Go), C minus Go:    %4.0f ns\n", med("make_key_failing_rng"))
	fmt.Printf("  sign with a custom RNG (3 draws in C), C minus Go:                        %4.0f ns\n", med("sign_xorshift_rng"))
	fmt.Printf("  sign_deterministic with a trivial hash (HMAC-DRBG in C), C minus Go:      %4.0f ns\n", med("sign_toy_hash"))
	fmt.Printf("  median of C minus Go over all %d comparable operations, heavy ones included: %.0f ns\n", len(all), all[len(all)/2])
	if bad > 0 || call-hold >= limitNs {
		fmt.Printf("benchcmp: the C layer reaches 1 µs beside the signal hold (%d cheap operations over the limit)\n", bad)
		os.Exit(1)
	}
	fmt.Printf("benchcmp: the C layer costs under 1 µs per operation beside the signal hold (%.0f ns here)\n", hold)
}

func scan(path string, fn func([]string)) {
	f, err := os.Open(path)
	if err != nil {
		fmt.Println("benchcmp:", err)
		os.Exit(1)
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		fn(strings.Fields(s.Text()))
	}
}
