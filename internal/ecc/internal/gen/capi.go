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
// for 64 bits, UCGO_W1(lo) for a top of 32 bits, UCGO_H1(lo) for a top of
// 16 bits (vli_curves.h defines the three for each word size). UCGO_H1 is
// for secp521r1's 66 bytes: with 1-byte words a coordinate is 66 words, so
// its top half must give two of them, not four.
type vliCurve struct {
	Name              string
	FieldBytes, NBits int
	PBits             int // bitlen(p): 8 * FieldBytes but on secp521r1 (521, not 528)
	P3Mod4            int // 1 if p = 3 mod 4
	P, N, G, B        []string
}

// halves writes v as bits/32 (rounded up) halves, three UCGO_W, UCGO_W1 or
// UCGO_H1 to a line: the top half alone is UCGO_H1 if the value's bytes
// end two bytes into it, else UCGO_W1.
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
	if (bits+7)/8%4 == 2 && n%2 == 0 {
		log.Fatalf("%d bits: a top of 16 bits in a high half has no macro", bits)
	}
	var entries []string
	for i := 0; i < n; i += 2 {
		if i+1 < n {
			entries = append(entries, fmt.Sprintf("UCGO_W(0x%08X, 0x%08X)", words[i+1], words[i]))
		} else if (bits+7)/8%4 == 2 {
			entries = append(entries, fmt.Sprintf("UCGO_H1(0x%08X)", words[i]))
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
		c := vliCurve{Name: s.Name, FieldBytes: s.FieldBytes, NBits: s.NBits, PBits: p.BitLen(),
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
