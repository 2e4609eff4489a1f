// Command spread runs the C peers benchmark (bench/c/peers.c) in several fresh processes and
// prints, per curve and operation, the spread of uecc's per-process medians beside the spread of
// the peer's medians in the same processes, and the median over processes of the per-process
// ratio uecc/peer. It shows whether a process's speed depends on the process (placement in
// memory, tables built at first use) more than the machine's own noise, which moves both
// libraries of one process together.
//
//	go run ./bench/cmd/spread -bin build/bench/peers -n 12 -curves secp256r1,secp256k1
//
// Each process runs a fresh copy of the binary file (a new file's pages land elsewhere in
// memory), with PEERS_ROUNDS rounds of PEERS_BATCH_MS batches as set in the environment. The
// peer is OpenSSL's libcrypto for the NIST curves and libsecp256k1 for secp256k1: Debian's
// package, and the build of LIBSECP256K1_DIR too when the binary has it (libsecp256k1-dir, a
// row of its own).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// sample is one process's medians (µs) for one curve and operation.
type sample struct{ ours, peer float64 }

// key names a row: a curve, an operation and the peer.
type key struct{ curve, op, peer string }

var opOrder = []string{"make_key", "compute_public_key", "shared_secret", "sign", "verify"}

// peersOf names the peer libraries compared with on a curve, as peers.c labels them.
func peersOf(curve string) []string {
	if curve == "secp256k1" {
		return []string{"libsecp256k1", "libsecp256k1-dir"}
	}
	return []string{"OpenSSL"}
}

func main() {
	bin := flag.String("bin", "build/bench/peers", "the peers benchmark binary")
	n := flag.Int("n", 12, "fresh processes")
	curvesFlag := flag.String("curves", "secp256r1,secp256k1", "curves, comma-separated")
	flag.Parse()
	curves := strings.Split(*curvesFlag, ",")

	samples := map[key][]sample{}
	dir, err := os.MkdirTemp("", "spread")
	check(err)
	defer os.RemoveAll(dir)
	for i := 0; i < *n; i++ {
		for _, c := range curves {
			copyPath := filepath.Join(dir, fmt.Sprintf("peers-%d-%s", i, c))
			check(copyFile(copyPath, *bin))
			cmd := exec.Command(copyPath, c)
			cmd.Stdout = io.Discard
			stderr, err := cmd.StderrPipe()
			check(err)
			check(cmd.Start())
			got := parse(stderr, c)
			if err := cmd.Wait(); err != nil {
				fmt.Fprintf(os.Stderr, "spread: %s %s: %v\n", copyPath, c, err)
				os.Exit(1)
			}
			os.Remove(copyPath)
			for k, s := range got {
				samples[k] = append(samples[k], s)
			}
			fmt.Fprintf(os.Stderr, "spread: process %d/%d, %s done\n", i+1, *n, c)
		}
	}

	fmt.Printf("Per-process medians over %d fresh processes (µs/op, min / median / max, spread = max/min); "+
		"ratio = uecc/peer in the same process, its median and range over the processes. make_key draws "+
		"the scalar from the OS for uecc only (peers.c); compute_public_key starts from a scalar on both sides.\n\n", *n)
	fmt.Println("| curve | op | uecc min / med / max | spread | peer | peer min / med / max | peer spread | spread / peer's | ratio (median) | ratio min–max |")
	fmt.Println("|---|---|---|---:|---|---|---:|---:|---:|---|")
	for _, c := range curves {
		if s := samples[key{c, "probe", ""}]; len(s) > 0 {
			var v []float64
			for _, x := range s {
				v = append(v, x.ours)
			}
			fmt.Printf("| %s | probe: the machine (ns per dependent multiplication) | %s | %.2f | – | – | – | – | – | – |\n",
				c, triple3(v), spread(v))
		}
		for _, op := range opOrder {
			for _, peerName := range peersOf(c) {
				s := samples[key{c, op, peerName}]
				if len(s) == 0 {
					continue
				}
				row(c, op, peerName, s)
			}
		}
	}
}

// row prints the table row of one curve, operation and peer.
func row(c, op, peerName string, s []sample) {
	var ours, peer, ratio []float64
	for _, x := range s {
		ours = append(ours, x.ours)
		peer = append(peer, x.peer)
		ratio = append(ratio, x.ours/x.peer)
	}
	so, sp := spread(ours), spread(peer)
	sort.Float64s(ratio)
	fmt.Printf("| %s | %s | %s | %.2f | %s | %s | %.2f | %.2f | %.2f | %.2f–%.2f |\n", c, op, triple(ours), so,
		peerName, triple(peer), sp, so/sp, median(ratio), ratio[0], ratio[len(ratio)-1])
}

// parse reads peers.c's progress lines ("peers: <curve> <op> uecc <µs> µs  OpenSSL <µs> µs
// libsecp256k1 <µs> µs …") and returns uecc's and each of the curve's peers' medians per
// operation (a peer that was not measured, 0 µs, is left out).
func parse(r io.Reader, curve string) map[key]sample {
	out := map[key]sample{}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 4 || f[0] != "peers:" || f[1] != curve || (f[2] != "probe" && (len(f) < 6 || f[3] != "uecc")) {
			continue
		}
		if f[2] == "probe" {
			if v, err := strconv.ParseFloat(f[3], 64); err == nil {
				out[key{curve, "probe", ""}] = sample{v, v}
			}
			continue
		}
		vals := map[string]float64{}
		for i := 3; i+1 < len(f); i++ {
			if v, err := strconv.ParseFloat(f[i+1], 64); err == nil {
				vals[f[i]] = v
			}
		}
		for _, peerName := range peersOf(curve) {
			if vals["uecc"] > 0 && vals[peerName] > 0 {
				out[key{curve, f[2], peerName}] = sample{vals["uecc"], vals[peerName]}
			}
		}
	}
	return out
}

func triple(v []float64) string {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	return fmt.Sprintf("%.1f / %.1f / %.1f", s[0], median(s), s[len(s)-1])
}

// triple3 is triple with three decimals, for the probe's fractions of a nanosecond.
func triple3(v []float64) string {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	return fmt.Sprintf("%.3f / %.3f / %.3f", s[0], median(s), s[len(s)-1])
}

func spread(v []float64) float64 {
	lo, hi := v[0], v[0]
	for _, x := range v {
		lo, hi = min(lo, x), max(hi, x)
	}
	return hi / lo
}

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func copyFile(dst, src string) error {
	b, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, b, 0o755)
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "spread:", err)
		os.Exit(1)
	}
}
