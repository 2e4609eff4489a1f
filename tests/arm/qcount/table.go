package main

// The -table mode: our counts (the lines make arm-count writes to
// build/arm/count/counts.txt) beside micro-ecc's recorded counts
// (microecc_counts.tsv) as a Markdown table.

import (
	"bufio"
	_ "embed"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

//go:embed microecc_counts.tsv
var microeccTSV string

// key names one measured figure.
type key struct{ target, curve, op string }

// recorded is micro-ecc's counts file: millions of instructions per
// operation, and its "# source:" line.
type recorded struct {
	minstr map[key]float64
	order  []key
	source string
}

// parseRecorded reads "target curve op minstr" lines, tab- or space-separated;
// lines starting with # are comments, "# source: ..." says where the figures
// come from.
func parseRecorded(r io.Reader) (*recorded, error) {
	rec := &recorded{minstr: map[key]float64{}}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if s, ok := strings.CutPrefix(line, "# source:"); ok {
			rec.source = strings.TrimSpace(s)
			continue
		}
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 4 {
			return nil, fmt.Errorf("line %d: want target curve op minstr, got %q", n, line)
		}
		v, err := strconv.ParseFloat(f[3], 64)
		if err != nil || v <= 0 {
			return nil, fmt.Errorf("line %d: bad count %q", n, f[3])
		}
		k := key{f[0], f[1], f[2]}
		if _, dup := rec.minstr[k]; dup {
			return nil, fmt.Errorf("line %d: %v given twice", n, k)
		}
		rec.minstr[k] = v
		rec.order = append(rec.order, k)
	}
	return rec, sc.Err()
}

// measured is the output of the measurement loop: "target curve op
// instructions" lines, and "# key: value" lines (date, commit, n).
type measured struct {
	instr map[key]int64
	order []key
	meta  map[string]string
}

func parseMeasured(r io.Reader) (*measured, error) {
	m := &measured{instr: map[key]int64{}, meta: map[string]string{}}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if s, ok := strings.CutPrefix(line, "#"); ok {
			if k, v, ok := strings.Cut(s, ":"); ok {
				m.meta[strings.TrimSpace(k)] = strings.TrimSpace(v)
			}
			continue
		}
		if line == "" {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 4 {
			return nil, fmt.Errorf("line %d: want target curve op instructions, got %q", n, line)
		}
		v, err := strconv.ParseInt(f[3], 10, 64)
		if err != nil {
			return nil, fmt.Errorf("line %d: bad count %q", n, f[3])
		}
		k := key{f[0], f[1], f[2]}
		if _, dup := m.instr[k]; !dup {
			m.order = append(m.order, k)
		}
		m.instr[k] = v // a later line of the same figure replaces it
	}
	return m, sc.Err()
}

// bar is the ratio ours / micro-ecc's each figure is held to: keygen and
// sign 0.25 on every target; ECDH and verify 0.5 on the 32-bit targets and
// 0.3 on arm64. 0: none.
func bar(target, op string) float64 {
	switch op {
	case "keygen", "sign":
		return 0.25
	case "ecdh", "verify":
		if target == "arm64" {
			return 0.3
		}
		return 0.5
	}
	return 0
}

// writeTable writes the Markdown table of m against rec.
func writeTable(w io.Writer, m *measured, rec *recorded) error {
	bw := bufio.NewWriter(w)
	get := func(k, def string) string {
		if v := m.meta[k]; v != "" {
			return v
		}
		return def
	}
	fmt.Fprintf(bw, "Emulated instructions per operation (make arm-count), counted %s at commit %s, N = %s: emulated instructions are not cycles.\n\n",
		get("date", "(date unknown)"), get("commit", "(unknown)"), get("n", "?"))
	fmt.Fprintf(bw, "micro-ecc's counts are recorded data (tests/arm/qcount/microecc_counts.tsv, as in docs/ARM.md), not measured by this run: %s.\n\n", rec.source)
	fmt.Fprintln(bw, "Bars for ours / micro-ecc's: keygen and sign ≤ 0.25 on every target; ECDH and verify ≤ 0.5 on armv6 and armv7, ≤ 0.3 on arm64.")
	fmt.Fprintln(bw)
	fmt.Fprintln(bw, "| target | curve | op | ours (M instr) | micro-ecc (M instr) | ours / micro-ecc | bar | meets bar |")
	fmt.Fprintln(bw, "|---|---|---|---:|---:|---:|---:|---|")
	var withBar, met int
	// Ops micro-ecc has none of (no recorded count on any target or
	// curve: double-mult, bip340-sign, bip340-verify) are named below the
	// table.
	recOps := map[string]bool{}
	for k := range rec.minstr {
		recOps[k.op] = true
	}
	var noCounterpart []string
	for _, k := range m.order {
		if !recOps[k.op] && !slices.Contains(noCounterpart, k.op) {
			noCounterpart = append(noCounterpart, k.op)
		}
		ours := float64(m.instr[k]) / 1e6
		theirs, ok := rec.minstr[k]
		ratio, b, meets := "–", "–", "–"
		mstr := "–"
		if ok {
			mstr = strconv.FormatFloat(theirs, 'f', 2, 64)
			r := ours / theirs
			ratio = fmt.Sprintf("%.3f", r)
			if lim := bar(k.target, k.op); lim > 0 {
				b = fmt.Sprintf("≤ %.2f", lim)
				withBar++
				if r <= lim {
					met++
					meets = "yes"
				} else {
					meets = "**no**"
				}
			}
		}
		fmt.Fprintf(bw, "| %s | %s | %s | %.3f | %s | %s | %s | %s |\n", k.target, k.curve, k.op, ours, mstr, ratio, b, meets)
	}
	if len(noCounterpart) > 0 {
		fmt.Fprintf(bw, "\nmicro-ecc has no counterpart of %s: those rows have no ratio and no bar (–).\n", strings.Join(noCounterpart, ", "))
	}
	fmt.Fprintf(bw, "\n%d of %d ratios meet their bar.\n", met, withBar)
	return bw.Flush()
}
