//go:build amd64 && !purego

package ecc

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestAssemblyIsVEX checks that every instruction of the amd64 assembly that
// names a vector register is VEX-encoded (its mnemonic starts with V): the
// table scans leave YMM registers written until their VZEROUPPER, and a
// legacy SSE instruction meanwhile, in the scan's function or in a routine
// it calls, costs a state transition or a merge on AMD and Intel cores alike
// (scanRegs in the generator).
func TestAssemblyIsVEX(t *testing.T) {
	vector := regexp.MustCompile(`\b[XY][0-9]+\b`)
	comment := regexp.MustCompile(`/\*.*?\*/`)
	files, err := filepath.Glob("secp*/asm*_amd64.s")
	if err != nil || len(files) < 5 {
		t.Fatalf("the curves' assembly: %v %v", files, err)
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		vectorInstructions := 0
		for n, line := range strings.Split(string(src), "\n") {
			code, _, _ := strings.Cut(comment.ReplaceAllString(line, ""), "//")
			for _, ins := range strings.Split(strings.TrimSuffix(strings.TrimSpace(code), "\\"), ";") {
				ins = strings.TrimSpace(ins)
				if !vector.MatchString(ins) {
					continue
				}
				vectorInstructions++
				if !strings.HasPrefix(ins, "V") {
					t.Errorf("%s:%d: %q is a legacy SSE instruction", file, n+1, ins)
				}
			}
		}
		if vectorInstructions == 0 {
			t.Errorf("%s: no vector instruction found: the test reads the wrong file", file)
		}
	}
}
