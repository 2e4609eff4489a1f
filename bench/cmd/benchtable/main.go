// Command benchtable reads `go test -bench . -benchmem ./bench/` output (several -count runs) on
// standard input and prints a Markdown table: per curve and operation, the median time and
// allocations of uecc and of its measured Go peer, their ratio, the ratios to the published
// peer figures of docs/BENCH-RESULTS.md, "Reference figures", and whether each bar is met.
//
//	go test -run '^$' -bench . -count 5 -benchmem ./bench/ | go run ./bench/cmd/benchtable
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

var (
	curveOrder = []string{"secp160r1", "secp192r1", "secp224r1", "secp256r1", "secp256k1", "secp384r1", "secp521r1"}
	// opOrder lists every operation bench/bench_test.go measures, in the table's order; one
	// missing here would be left out of the table. sign-batch (Curve.SignBatch, its time per
	// signature and its allocations per batch of 64), double-mult (the point API's u1·G + u2·Q,
	// package uecc/ec) and bip340-sign, bip340-verify (package uecc/schnorr, secp256k1 only)
	// have no reference figures and no bars.
	opOrder = []string{"keygen", "pubkey", "ecdh", "sign", "sign-hedged", "sign-batch", "sign-det", "sign-uecc", "verify",
		"decompress", "valid", "compress", "double-mult", "bip340-sign", "bip340-verify"}
	peerImpls = []string{"go", "decred"}
)

// microECC is micro-ecc's published median µs/op, from docs/BENCH-RESULTS.md, "Reference
// figures" (gcc -O3 with 64-bit words, AMD EPYC Zen 4). Data, not measured here.
// sign-det and sign-uecc both compare with uECC_sign_deterministic (SHA-256).
var microECC = map[string]map[string]float64{
	"secp160r1": {"keygen": 108, "pubkey": 101, "ecdh": 101, "sign": 131, "sign-det": 134, "sign-uecc": 134, "verify": 122, "decompress": 6.2, "valid": 0.13},
	"secp192r1": {"keygen": 103, "pubkey": 100, "ecdh": 100, "sign": 122, "sign-det": 123, "sign-uecc": 123, "verify": 121, "decompress": 6.2, "valid": 0.14},
	"secp224r1": {"keygen": 159, "pubkey": 156, "ecdh": 157, "sign": 188, "sign-det": 189, "sign-uecc": 189, "verify": 193, "decompress": 22.2, "valid": 0.18},
	"secp256r1": {"keygen": 246, "pubkey": 237, "ecdh": 235, "sign": 265, "sign-det": 269, "sign-uecc": 269, "verify": 282, "decompress": 12.4, "valid": 0.22},
	"secp256k1": {"keygen": 183, "pubkey": 181, "ecdh": 180, "sign": 211, "sign-det": 213, "sign-uecc": 213, "verify": 200, "decompress": 14.2, "valid": 0.17},
}

// published is the best non-Go peer's published median µs/op, from the best peers per curve in
// docs/BENCH-RESULTS.md, "Reference figures" (for secp160r1/secp192r1 that peer is micro-ecc).
var published = map[string]struct {
	name string
	us   map[string]float64
}{
	"secp224r1": {"OpenSSL", map[string]float64{"keygen": 21.5, "ecdh": 57.5, "sign": 42.0, "verify": 88.7}},
	"secp256r1": {"OpenSSL", map[string]float64{"keygen": 7.9, "ecdh": 51.4, "sign": 20.7, "verify": 61.7}},
	"secp256k1": {"libsecp256k1", map[string]float64{"keygen": 21.4, "ecdh": 40.7, "sign": 27.2, "verify": 36.6, "decompress": 5.2}},
	// Measured on this document's machine (docs/BENCH-RESULTS.md, Reference figures: secp384r1
	// and secp521r1), where micro-ecc has no figure.
	"secp384r1": {"OpenSSL", map[string]float64{"keygen": 597, "ecdh": 596, "sign": 630, "verify": 540, "decompress": 29.8}},
	"secp521r1": {"OpenSSL", map[string]float64{"keygen": 115, "ecdh": 216, "sign": 205, "verify": 376, "decompress": 73.0}},
}

// A bar is a ceiling on uecc's time as a ratio to a reference: "micro-ecc" and "published"
// (reference figures) or "peer" (the Go peer measured in the same run). On secp160r1 and
// secp192r1 the bars are the 10x line against micro-ecc (decompression 2x); on secp384r1 and
// secp521r1, which micro-ecc lacks, half the time of the faster of Go and OpenSSL; on the other
// curves the best-peer line (no slower than the best peer).
type bar struct {
	ref   string
	limit float64
}

func bars(curve, op string) []bar {
	core := op == "keygen" || op == "ecdh" || op == "sign" || op == "verify"
	switch curve {
	case "secp160r1", "secp192r1":
		if core {
			return []bar{{"micro-ecc", 0.1}}
		}
		if op == "decompress" {
			return []bar{{"micro-ecc", 0.5}}
		}
	case "secp224r1":
		if core {
			return []bar{{"published", 1}, {"peer", 1}}
		}
		if op == "decompress" {
			return []bar{{"micro-ecc", 1}}
		}
	case "secp256r1": // The reference figures have no OpenSSL decompress figure: Go's is the bar.
		if core {
			return []bar{{"peer", 1}, {"published", 1}}
		}
		if op == "decompress" {
			return []bar{{"peer", 1}}
		}
	case "secp256k1":
		if core || op == "decompress" {
			return []bar{{"peer", 1}, {"published", 1}}
		}
	case "secp384r1", "secp521r1":
		if core {
			return []bar{{"peer", 0.5}, {"published", 0.5}}
		}
	}
	return nil
}

type key struct{ curve, op, impl string }

type samples struct{ ns, allocs []float64 }

var lineRE = regexp.MustCompile(`^BenchmarkOps/([^/\s]+)/([^/\s]+)/([^/\s]+?)(?:-\d+)?\s+\d+\s+([\d.]+) ns/op(.*)$`)
var allocsRE = regexp.MustCompile(`([\d.]+) allocs/op`)

// parse collects every BenchmarkOps sample; other lines are ignored except "cpu:".
func parse(r io.Reader) (map[key]*samples, string, error) {
	res := map[key]*samples{}
	cpu := ""
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := sc.Text()
		if c, ok := strings.CutPrefix(line, "cpu: "); ok {
			cpu = strings.TrimSpace(c)
		}
		m := lineRE.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		k := key{m[1], m[2], m[3]}
		s := res[k]
		if s == nil {
			s = &samples{}
			res[k] = s
		}
		ns, err := strconv.ParseFloat(m[4], 64)
		if err != nil {
			return nil, "", err
		}
		s.ns = append(s.ns, ns)
		if a := allocsRE.FindStringSubmatch(m[5]); a != nil {
			v, _ := strconv.ParseFloat(a[1], 64)
			s.allocs = append(s.allocs, v)
		}
	}
	return res, cpu, sc.Err()
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if n := len(s); n%2 == 1 {
		return s[n/2]
	} else {
		return (s[n/2-1] + s[n/2]) / 2
	}
}

// row is one line of the table: times in µs (0 when absent), ratios uecc/reference (0 when absent).
type row struct {
	curve, op, peer           string
	us, allocs, peerUS        float64
	peerAllocs                float64
	vsPeer, vsMicro, vsPublic float64
	n                         int
	checks                    []check
}

type check struct {
	bar   bar
	ratio float64 // 0: reference missing
}

func (c check) met() bool { return c.ratio > 0 && c.ratio <= c.bar.limit }

func ratio(a, b float64) float64 {
	if a == 0 || b == 0 {
		return 0
	}
	return a / b
}

func rows(res map[key]*samples) []row {
	var out []row
	for _, curve := range curveOrder {
		for _, op := range opOrder {
			s := res[key{curve, op, "uecc"}]
			if s == nil {
				continue
			}
			r := row{curve: curve, op: op, us: median(s.ns) / 1e3, allocs: median(s.allocs), n: len(s.ns)}
			for _, impl := range peerImpls {
				if p := res[key{curve, op, impl}]; p != nil {
					r.peer, r.peerUS, r.peerAllocs = impl, median(p.ns)/1e3, median(p.allocs)
				}
			}
			r.vsPeer = ratio(r.us, r.peerUS)
			r.vsMicro = ratio(r.us, microECC[curve][op])
			r.vsPublic = ratio(r.us, published[curve].us[op])
			for _, b := range bars(curve, op) {
				c := check{bar: b}
				switch b.ref {
				case "micro-ecc":
					c.ratio = r.vsMicro
				case "peer":
					c.ratio = r.vsPeer
				case "published":
					c.ratio = r.vsPublic
				}
				r.checks = append(r.checks, c)
			}
			out = append(out, r)
		}
	}
	return out
}

func us(v float64) string {
	switch {
	case v == 0:
		return "–"
	case v < 1:
		return fmt.Sprintf("%.3f", v)
	case v < 10:
		return fmt.Sprintf("%.2f", v)
	case v < 100:
		return fmt.Sprintf("%.1f", v)
	}
	return fmt.Sprintf("%.0f", v)
}

func rat(v float64) string {
	if v == 0 {
		return "–"
	}
	if v < 0.1 {
		return fmt.Sprintf("%.3f", v)
	}
	return fmt.Sprintf("%.2f", v)
}

func refName(curve string, b bar, peer string) string {
	switch b.ref {
	case "published":
		return published[curve].name
	case "peer":
		if peer == "" {
			return "peer"
		}
		return peer
	}
	return b.ref
}

func write(w io.Writer, rs []row) {
	fmt.Fprintln(w, "| curve | op | uecc µs | allocs | peer | peer µs | peer allocs | uecc/peer | micro-ecc µs (pub.) | uecc/micro-ecc | best peer µs (pub.) | uecc/best | bars |")
	fmt.Fprintln(w, "|---|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---|")
	for _, r := range rs {
		var bs []string
		for _, c := range r.checks {
			mark := "✗"
			if c.met() {
				mark = "✓"
			} else if c.ratio == 0 {
				mark = "?"
			}
			bs = append(bs, fmt.Sprintf("≤%g %s %s", c.bar.limit, refName(r.curve, c.bar, r.peer), mark))
		}
		pub := published[r.curve]
		pubCell := us(pub.us[r.op])
		if pub.us[r.op] != 0 {
			pubCell += " " + pub.name
		}
		fmt.Fprintf(w, "| %s | %s | %s | %g | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n",
			r.curve, r.op, us(r.us), r.allocs, orDash(r.peer), us(r.peerUS), allocs(r), rat(r.vsPeer),
			us(microECC[r.curve][r.op]), rat(r.vsMicro), pubCell, rat(r.vsPublic), strings.Join(bs, ", "))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Bars missed (ratio uecc/reference, and how far over the bar):")
	fmt.Fprintln(w)
	missed := 0
	for _, r := range rs {
		for _, c := range r.checks {
			if c.met() {
				continue
			}
			missed++
			if c.ratio == 0 {
				fmt.Fprintf(w, "- %s %s: no %s figure\n", r.curve, r.op, refName(r.curve, c.bar, r.peer))
				continue
			}
			fmt.Fprintf(w, "- %s %s vs %s: %s, bar ≤%g (%.1f× over)\n",
				r.curve, r.op, refName(r.curve, c.bar, r.peer), rat(c.ratio), c.bar.limit, c.ratio/c.bar.limit)
		}
	}
	if missed == 0 {
		fmt.Fprintln(w, "- none")
	}
}

func orDash(s string) string {
	if s == "" {
		return "–"
	}
	return s
}

func allocs(r row) string {
	if r.peer == "" {
		return "–"
	}
	return fmt.Sprintf("%g", r.peerAllocs)
}

func main() {
	res, cpu, err := parse(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchtable:", err)
		os.Exit(1)
	}
	if len(res) == 0 {
		fmt.Fprintln(os.Stderr, "benchtable: no BenchmarkOps lines on standard input")
		os.Exit(1)
	}
	rs := rows(res)
	n := 0
	for _, r := range rs {
		n = max(n, r.n)
	}
	fmt.Printf("Medians of %d runs per benchmark (cpu: %s). µs/op; allocs/op; ratios are uecc/reference, lower is better; \"pub.\" = a published figure (docs/BENCH-RESULTS.md, Reference figures), not measured here.\n\n", n, cpu)
	write(os.Stdout, rs)
}
