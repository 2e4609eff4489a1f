package main

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"
)

// A small literal `go test -bench` output: three runs of two uecc benchmarks and a peer.
const sample = `goos: linux
goarch: amd64
pkg: github.com/uecc-go/uecc/bench
cpu: Test CPU @ 1GHz
BenchmarkOps/secp256r1/ecdh/uecc-2         	   20000	     60000 ns/op	       0 B/op	       0 allocs/op
BenchmarkOps/secp256r1/ecdh/go-2           	   20000	     50000 ns/op	     752 B/op	      18 allocs/op
BenchmarkOps/secp160r1/sign/uecc-2         	   20000	     14000 ns/op	       5 B/op	       0 allocs/op
BenchmarkOps/secp256r1/ecdh/uecc-2         	   20000	     40000 ns/op	       0 B/op	       0 allocs/op
BenchmarkOps/secp256r1/ecdh/go-2           	   20000	     52000 ns/op	     752 B/op	      18 allocs/op
BenchmarkOps/secp160r1/sign/uecc-2         	   20000	     12000 ns/op	       5 B/op	       0 allocs/op
BenchmarkOps/secp256r1/ecdh/uecc-2         	   20000	     55000 ns/op	       0 B/op	       0 allocs/op
BenchmarkOps/secp256r1/ecdh/go-2           	   20000	     48000 ns/op	     752 B/op	      20 allocs/op
BenchmarkOps/secp160r1/sign/uecc-2         	   20000	     13000.5 ns/op	       5 B/op	       0 allocs/op
BenchmarkOps/secp160r1/valid/uecc          	 9000000	       160.0 ns/op
PASS
ok  	github.com/uecc-go/uecc/bench	12.3s
`

func TestParseAndRatios(t *testing.T) {
	res, cpu, err := parse(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	if cpu != "Test CPU @ 1GHz" {
		t.Errorf("cpu = %q", cpu)
	}
	if len(res) != 4 {
		t.Fatalf("parsed %d benchmarks, want 4: %v", len(res), res)
	}
	if got := res[key{"secp160r1", "valid", "uecc"}]; got == nil || got.ns[0] != 160 || len(got.allocs) != 0 {
		t.Errorf("line without -benchmem or -N suffix: %+v", got)
	}
	rs := rows(res)
	byName := map[string]row{}
	for _, r := range rs {
		byName[r.curve+"/"+r.op] = r
	}
	ecdh := byName["secp256r1/ecdh"]
	if ecdh.us != 55 || ecdh.peerUS != 50 || ecdh.peer != "go" || ecdh.peerAllocs != 18 || ecdh.n != 3 {
		t.Errorf("secp256r1 ecdh medians: %+v", ecdh)
	}
	if ecdh.vsPeer != 1.1 {
		t.Errorf("uecc/go = %v, want 1.1", ecdh.vsPeer)
	}
	if want := 55.0 / 51.4; ecdh.vsPublic != want { // OpenSSL's published 51.4 µs
		t.Errorf("uecc/OpenSSL = %v, want %v", ecdh.vsPublic, want)
	}
	if len(ecdh.checks) != 2 || ecdh.checks[0].met() || ecdh.checks[1].met() {
		t.Errorf("secp256r1 ecdh bars: %+v", ecdh.checks)
	}
	sign := byName["secp160r1/sign"]
	if sign.us != 13.0005 || sign.peer != "" || sign.vsPeer != 0 {
		t.Errorf("secp160r1 sign: %+v", sign)
	}
	if want := 13.0005 / 131; sign.vsMicro != want || !sign.checks[0].met() { // ≤ 0.1 of 131 µs
		t.Errorf("secp160r1 sign vs micro-ecc = %v (%+v), want %v, met", sign.vsMicro, sign.checks, want)
	}

	var out bytes.Buffer
	write(&out, rs)
	for _, want := range []string{
		"| secp256r1 | ecdh | 55.0 | 0 | go | 50.0 | 18 | 1.10 |",
		"≤0.1 micro-ecc ✓",
		"- secp256r1 ecdh vs go: 1.10, bar ≤1",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, out.String())
		}
	}
}

// TestEveryBenchmarkedOp: the operations that bench/bench_test.go registers (reg.add's first
// argument) are all in opOrder, so none is left out of the table; BIP-340's rows have no bar.
func TestEveryBenchmarkedOp(t *testing.T) {
	src, err := os.ReadFile("../../bench_test.go")
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for _, op := range opOrder {
		known[op] = true
	}
	ops := regexp.MustCompile(`reg\.add\("([a-z0-9-]+)"`).FindAllStringSubmatch(string(src), -1)
	if len(ops) == 0 {
		t.Fatal("no reg.add in bench/bench_test.go")
	}
	for _, m := range ops {
		if !known[m[1]] {
			t.Errorf("bench/bench_test.go measures %q, which opOrder lacks: the table would leave it out", m[1])
		}
	}
	res, _, err := parse(strings.NewReader("BenchmarkOps/secp256k1/bip340-sign/uecc-2 \t 1000 \t 36000 ns/op\n"))
	if err != nil {
		t.Fatal(err)
	}
	rs := rows(res)
	if len(rs) != 1 || rs[0].op != "bip340-sign" || rs[0].us != 36 || len(rs[0].checks) != 0 {
		t.Errorf("bip340-sign row: %+v", rs)
	}
}

func TestMedian(t *testing.T) {
	for _, c := range []struct {
		in   []float64
		want float64
	}{{nil, 0}, {[]float64{3}, 3}, {[]float64{5, 1, 3}, 3}, {[]float64{4, 1, 3, 2}, 2.5}} {
		if got := median(c.in); got != c.want {
			t.Errorf("median(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}
