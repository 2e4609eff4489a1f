package main

import (
	"strings"
	"testing"
)

// TestParse reads progress lines in peers.c's format (its fprintf in main) and keeps the curve's
// own peers: OpenSSL for the NIST curves, libsecp256k1 for secp256k1 (and libsecp256k1-dir
// where it was measured).
func TestParse(t *testing.T) {
	in := `peers: 3 rounds of 10 ms batches; OpenSSL 3.0.19, libsecp256k1 (Debian package); load average 0.1
peers: secp256k1: checks passed (keys, ECDH, cross-verified signatures, decompress, validity)
peers: secp256k1 make_key           uecc    9.270 µs  OpenSSL   40.000 µs  libsecp256k1   18.540 µs  libsecp256k1-dir   13.900 µs  micro-ecc    0.000 µs
peers: secp256k1 verify             uecc   29.100 µs  OpenSSL  101.000 µs  libsecp256k1   31.000 µs  libsecp256k1-dir    0.000 µs  micro-ecc    0.000 µs
peers: secp256r1 verify             uecc   48.000 µs  OpenSSL   60.000 µs  libsecp256k1    0.000 µs  libsecp256k1-dir    0.000 µs  micro-ecc    0.000 µs
peers: secp256k1 probe    0.912 ns per dependent multiplication (median of 3 rounds)
`
	got := parse(strings.NewReader(in), "secp256k1")
	if len(got) != 4 {
		t.Fatalf("got %d rows, want 4: %v", len(got), got)
	}
	if s := got[key{"secp256k1", "probe", ""}]; s.ours != 0.912 {
		t.Errorf("probe: %+v", s)
	}
	if s := got[key{"secp256k1", "make_key", "libsecp256k1"}]; s.ours != 9.27 || s.peer != 18.54 {
		t.Errorf("make_key: %+v", s)
	}
	if s := got[key{"secp256k1", "make_key", "libsecp256k1-dir"}]; s.ours != 9.27 || s.peer != 13.9 {
		t.Errorf("make_key against libsecp256k1-dir: %+v", s)
	}
	if s := got[key{"secp256k1", "verify", "libsecp256k1"}]; s.ours != 29.1 || s.peer != 31 {
		t.Errorf("verify: %+v", s)
	}
	r1 := parse(strings.NewReader(in), "secp256r1")
	if s := r1[key{"secp256r1", "verify", "OpenSSL"}]; s.ours != 48 || s.peer != 60 {
		t.Errorf("secp256r1 verify: %+v", s)
	}
}

func TestSpreadAndMedian(t *testing.T) {
	v := []float64{3, 1, 2, 4}
	if spread(v) != 4 || median(v) != 2.5 || median([]float64{5, 1, 3}) != 3 {
		t.Errorf("spread %v, median %v", spread(v), median(v))
	}
	if triple([]float64{2, 1, 3}) != "1.0 / 2.0 / 3.0" {
		t.Errorf("triple %q", triple([]float64{2, 1, 3}))
	}
}
