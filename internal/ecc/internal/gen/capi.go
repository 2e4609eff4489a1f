package main

import (
	"bytes"
	"fmt"
	"log"
	"math/big"
	"os"
	"strings"

	"github.com/uecc-go/uecc/internal/ecc/internal/gen/model"
	"github.com/uecc-go/uecc/internal/ecc/internal/sec2"
)

// vliCurve is one curve of templates/vli_curves.h.tmpl, the constants of the
// C VLI API (capi/vli.c): p, n, G (X then Y) and b as lines of C
// initialisers in 32-bit halves, least significant first: UCGO_W(hi, lo)
// for 64 bits, UCGO_W1(lo) for a top of 32 bits (vli_curves.h defines both
// for each word size).
type vliCurve struct {
	Name              string
	FieldBytes, NBits int
	P3Mod4            int // 1 if p = 3 mod 4
	P, N, G, B        []string
}

// halves writes v as bits/32 (rounded up) halves, three UCGO_W or UCGO_W1 to a line.
func halves(v *big.Int, bits int) []string {
	n := (bits + 31) / 32
	words := make([]uint32, n)
	t := new(big.Int).Set(v)
	mask := big.NewInt(0xFFFFFFFF)
	for i := range words {
		words[i] = uint32(new(big.Int).And(t, mask).Uint64())
		t.Rsh(t, 32)
	}
	if t.Sign() != 0 {
		log.Fatalf("%x does not fit %d bits", v, bits)
	}
	var entries []string
	for i := 0; i < n; i += 2 {
		if i+1 < n {
			entries = append(entries, fmt.Sprintf("UCGO_W(0x%08X, 0x%08X)", words[i+1], words[i]))
		} else {
			entries = append(entries, fmt.Sprintf("UCGO_W1(0x%08X)", words[i]))
		}
	}
	var lines []string
	for i := 0; i < len(entries); i += 3 {
		lines = append(lines, strings.Join(entries[i:min(i+3, len(entries))], ", ")+",")
	}
	return lines
}

// writeVLICurves writes capi's vli_curves.h for the curves of params.
func writeVLICurves(path string, params []sec2.Params) {
	var cs []vliCurve
	for _, s := range params {
		p := model.HexInt(s.P)
		bits := 8 * s.FieldBytes
		c := vliCurve{Name: s.Name, FieldBytes: s.FieldBytes, NBits: s.NBits,
			P: halves(p, bits), N: halves(model.HexInt(s.N), s.NBits), B: halves(model.HexInt(s.B), bits)}
		c.G = append(halves(model.HexInt(s.Gx), bits), halves(model.HexInt(s.Gy), bits)...)
		if p.Bit(0) == 1 && p.Bit(1) == 1 {
			c.P3Mod4 = 1
		}
		cs = append(cs, c)
	}
	var buf bytes.Buffer
	if err := templates.ExecuteTemplate(&buf, "vli_curves.h.tmpl", cs); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		log.Fatal(err)
	}
}
