package main

import (
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc/internal/gen/model"
	"github.com/uecc-go/uecc/internal/ecc/internal/sec2"
)

// TestVLICurvesHeader writes capi's vli_curves.h and reads every table back:
// the 32-bit halves of each must be the SEC 2 value, least significant
// first, in whole 32-bit halves of the field's (n's) size.
func TestVLICurvesHeader(t *testing.T) {
	path := filepath.Join(t.TempDir(), "vli_curves.h")
	curves := slices.Concat(sec2.All, sec2.Large)
	writeVLICurves(path, curves)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	table := regexp.MustCompile(`(?s)static const uECC_word_t ucgo_(\w+)_(p|n|G|b)\[\] = \{(.*?)\};`)
	half := regexp.MustCompile(`UCGO_W\((0x[0-9A-F]{8}), (0x[0-9A-F]{8})\)|UCGO_[WH]1\((0x[0-9A-F]{8})\)`)
	read := func(body string) (*big.Int, int) {
		v, shift := new(big.Int), 0
		for _, m := range half.FindAllStringSubmatch(body, -1) {
			parts := []string{m[2], m[1]}
			if m[3] != "" {
				parts = []string{m[3]}
			}
			for _, h := range parts {
				w, _ := new(big.Int).SetString(h[2:], 16)
				v.Or(v, w.Lsh(w, uint(shift)))
				shift += 32
			}
		}
		return v, shift
	}
	found := 0
	for _, m := range table.FindAllStringSubmatch(string(src), -1) {
		var s = curves[0]
		for _, p := range curves {
			if p.Name == m[1] {
				s = p
			}
		}
		if s.Name != m[1] {
			t.Fatalf("unknown curve %s", m[1])
		}
		bits := 8 * s.FieldBytes
		var want []*big.Int
		switch m[2] {
		case "p":
			want = []*big.Int{model.HexInt(s.P)}
		case "n":
			want, bits = []*big.Int{model.HexInt(s.N)}, s.NBits
		case "b":
			want = []*big.Int{model.HexInt(s.B)}
		case "G":
			want = []*big.Int{model.HexInt(s.Gx), model.HexInt(s.Gy)}
		}
		entries := strings.Split(strings.TrimSpace(m[3]), "\n")
		per := len(entries) / len(want)
		for i, w := range want {
			body := strings.Join(entries[i*per:(i+1)*per], "\n")
			got, width := read(body)
			if got.Cmp(w) != 0 || width != (bits+31)/32*32 {
				t.Errorf("%s %s[%d]: %x in %d bits, want %x in %d", s.Name, m[2], i, got, width, w, (bits+31)/32*32)
			}
			// With 1-byte words each coordinate of G must be exactly the
			// field's bytes (UCGO_W 8, UCGO_W1 4, UCGO_H1 2), so that Y
			// starts at word num_words.
			b1 := 8*strings.Count(body, "UCGO_W(") + 4*strings.Count(body, "UCGO_W1(") + 2*strings.Count(body, "UCGO_H1(")
			if m[2] == "G" && b1 != s.FieldBytes {
				t.Errorf("%s G[%d]: %d bytes with 1-byte words, want %d", s.Name, i, b1, s.FieldBytes)
			}
		}
		found++
	}
	if found != 4*len(curves) {
		t.Errorf("%d tables, want %d", found, 4*len(curves))
	}
}
