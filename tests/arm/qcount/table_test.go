package main

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"testing"
)

var (
	docTargets = []string{"armv6", "armv7", "arm64"} // the columns of docs/ARM.md's table
	docOps     = []string{"keygen", "ecdh", "sign", "verify"}
	docCurves  = []string{"secp160r1", "secp192r1", "secp224r1", "secp256r1", "secp256k1"}
)

// docCounts parses the table of docs/ARM.md, "micro-ecc's counts, measured
// the same way": one row per curve, one column per target, each cell
// "keygen / ECDH / sign / verify" in millions of instructions. It returns
// the figures and the section's text.
func docCounts(t *testing.T) (map[key]float64, string) {
	t.Helper()
	b, err := os.ReadFile("../../../docs/ARM.md")
	if err != nil {
		t.Fatal(err)
	}
	const heading = "### micro-ecc's counts, measured the same way"
	_, sec, ok := strings.Cut(string(b), heading+"\n")
	if !ok {
		t.Fatalf("docs/ARM.md: no section %q", heading)
	}
	if i := strings.Index(sec, "\n#"); i >= 0 {
		sec = sec[:i]
	}
	got := map[key]float64{}
	var header []string
	for _, line := range strings.Split(sec, "\n") {
		if !strings.HasPrefix(line, "|") {
			if header != nil {
				break // the end of the first table
			}
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		switch {
		case header == nil:
			header = cells
			if strings.Join(header, " ") != "curve "+strings.Join(docTargets, " ") {
				t.Fatalf("docs/ARM.md: table header %q, want curve %v", line, docTargets)
			}
			continue
		case strings.HasPrefix(cells[0], "---"):
			continue
		}
		if len(cells) != len(header) {
			t.Fatalf("docs/ARM.md: row %q has %d cells, want %d", line, len(cells), len(header))
		}
		for i, target := range header[1:] {
			vals := strings.Split(cells[i+1], "/")
			if len(vals) != len(docOps) {
				t.Fatalf("docs/ARM.md: %s %s: %q, want keygen / ECDH / sign / verify", cells[0], target, cells[i+1])
			}
			for j, v := range vals {
				f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil {
					t.Fatalf("docs/ARM.md: %s %s: %v", cells[0], target, err)
				}
				got[key{target, cells[0], docOps[j]}] = f
			}
		}
	}
	return got, sec
}

// TestMicroECCCountsMatchDocs: the counts qcount -table prints
// (microecc_counts.tsv) are docs/ARM.md's table, figure by figure, and the
// configuration the data file states is the one the section states.
func TestMicroECCCountsMatchDocs(t *testing.T) {
	rec, err := parseRecorded(strings.NewReader(microeccTSV))
	if err != nil {
		t.Fatal(err)
	}
	doc, sec := docCounts(t)
	if want := len(docTargets) * len(docCurves) * len(docOps); len(doc) != want {
		t.Errorf("docs/ARM.md's table has %d figures, want %d (every target, curve and op)", len(doc), want)
	}
	for k, v := range doc {
		if got, ok := rec.minstr[k]; !ok {
			t.Errorf("%v: %.2f in docs/ARM.md, missing from microecc_counts.tsv", k, v)
		} else if got != v {
			t.Errorf("%v: microecc_counts.tsv has %.2f, docs/ARM.md %.2f", k, got, v)
		}
	}
	for k, v := range rec.minstr {
		if _, ok := doc[k]; !ok {
			t.Errorf("%v: %.2f in microecc_counts.tsv, not in docs/ARM.md", k, v)
		}
	}
	// The configuration, as both state it.
	flat := strings.Join(strings.Fields(sec), " ")
	for _, s := range []struct{ tsv, doc string }{
		{"micro-ecc 541b3a7", "micro-ecc at commit 541b3a7"},
		{"uECC_OPTIMIZATION_LEVEL 4 with uECC_SQUARE_FUNC 1", "`uECC_OPTIMIZATION_LEVEL` 4 with `uECC_SQUARE_FUNC` 1"},
		{"GCC 12.2 -O3", "GCC 12.2 `-O3`"},
		{"ARM mode for ARMv6", "ARM mode for ARMv6"},
		{"Thumb-2 on cortex-a7 for ARMv7", "Thumb-2 on cortex-a7 for ARMv7"},
		{"no micro-ecc assembly on arm64", "arm64 has no micro-ecc assembly"},
		{"recorded 2026-12-01", "recorded 2026-12-01"},
		{"qcount method", "qcount method"},
	} {
		if !strings.Contains(rec.source, s.tsv) {
			t.Errorf("microecc_counts.tsv's source line lacks %q: %q", s.tsv, rec.source)
		}
		if !strings.Contains(flat, s.doc) {
			t.Errorf("docs/ARM.md's section lacks %q", s.doc)
		}
	}
}

// TestTable: ratios, bars and the header of the -table output.
func TestTable(t *testing.T) {
	rec, err := parseRecorded(strings.NewReader("# source: test data\narm64 secp160r1 keygen 1.00\narm64 secp160r1 sign 1.00\narmv6 secp160r1 ecdh 2.00\narmv6 secp160r1 verify 2.00\n"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := parseMeasured(strings.NewReader("# date: 2026-12-02 01:00 UTC\n# commit: abc1234 (dirty)\n# n: 8\n" +
		"arm64 secp160r1 keygen 250000\narmv6 secp160r1 ecdh 1100000\narmv6 secp160r1 verify 900000\narmv6 secp224r1 sign 1000000\n" +
		"armv6 secp160r1 double-mult 800000\narmv6 secp256k1 bip340-sign 400000\narmv6 secp160r1 double-mult 810000\n"))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := writeTable(&out, m, rec); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	for _, want := range []string{
		"counted 2026-12-02 01:00 UTC at commit abc1234 (dirty), N = 8: emulated instructions are not cycles.",
		"not measured by this run: test data.",
		"| arm64 | secp160r1 | keygen | 0.250 | 1.00 | 0.250 | ≤ 0.25 | yes |",
		"| armv6 | secp160r1 | ecdh | 1.100 | 2.00 | 0.550 | ≤ 0.50 | **no** |",
		"| armv6 | secp160r1 | verify | 0.900 | 2.00 | 0.450 | ≤ 0.50 | yes |",
		"| armv6 | secp224r1 | sign | 1.000 | – | – | – | – |",
		"| armv6 | secp160r1 | double-mult | 0.810 | – | – | – | – |",
		"| armv6 | secp256k1 | bip340-sign | 0.400 | – | – | – | – |",
		"micro-ecc has no counterpart of double-mult, bip340-sign: those rows have no ratio and no bar (–).",
		"2 of 3 ratios meet their bar.",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("table lacks %q:\n%s", want, s)
		}
	}
}
