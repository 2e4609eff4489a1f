package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc/internal/gen/amd64"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/arm"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/arm64"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/asmtext"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/model"
	"github.com/uecc-go/uecc/internal/ecc/internal/sec2"
)

// TestAssemblyFilesPerCurve writes the assembly of two curves and checks
// that each file defines only symbols of its own package (the curve's) and
// that its macros expand to instructions that name no other curve.
func TestAssemblyFilesPerCurve(t *testing.T) {
	dir := t.TempDir()
	for _, s := range []sec2.Params{sec2.Secp160r1, sec2.Secp256k1} {
		c := model.NewCurve(s, false)
		for _, write := range []struct {
			arch string
			fn   func(string, []*model.Field, []*model.Curve)
		}{{"amd64", amd64.WriteAsm}, {"arm64", arm64.WriteAsm}} {
			path := filepath.Join(dir, s.Name+"_"+write.arch+".s")
			write.fn(path, []*model.Field{c.Fp, c.Fn}, []*model.Curve{c})
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			instrs, n, err := asmtext.Expand(string(src))
			if err != nil {
				t.Fatal(err)
			}
			if n == 0 || len(instrs) < 1000 {
				t.Errorf("%s: %d instructions, %d macros", path, len(instrs), n)
			}
			// The file is assembled into its curve's package: ·name is
			// that package's, name<> the file's own.
			for _, line := range strings.Split(string(src), "\n") {
				if name, ok := strings.CutPrefix(line, "TEXT "); ok && !strings.HasPrefix(name, "·") && !strings.Contains(name, "<>(SB)") {
					t.Errorf("%s: %q", path, line)
				}
			}
			for _, in := range instrs {
				for _, other := range sec2.All {
					if other.Name != s.Name && strings.Contains(in, other.Name) {
						t.Errorf("%s: %q names %s", path, in, other.Name)
					}
				}
			}
		}
	}
}

// TestGeneratorIsDeterministic runs the generator's writers twice into two
// directories and requires the same bytes (map order or other run-to-run
// variation would make check-generated flaky).
func TestGeneratorIsDeterministic(t *testing.T) {
	var outs [2]map[string][]byte
	for i := range outs {
		dir := t.TempDir()
		c := model.NewCurve(sec2.Secp224r1, false)
		amd64.WriteAsm(filepath.Join(dir, "a_amd64.s"), []*model.Field{c.Fp, c.Fn}, []*model.Curve{c})
		arm.WriteAsm(filepath.Join(dir, "a_arm.s"), []*model.Field{c.Fp, c.Fn}, model.LookupTypes([]*model.Curve{c}), []*model.Curve{c})
		write(filepath.Join(dir, "curve.go"), "curve.go.tmpl", c)
		write(filepath.Join(dir, "field.go"), "field.go.tmpl", c.Fp)
		writeVLICurves(filepath.Join(dir, "vli_curves.h"), sec2.All)
		outs[i] = map[string][]byte{}
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			b, err := os.ReadFile(filepath.Join(dir, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			outs[i][e.Name()] = b
		}
	}
	if len(outs[0]) != 6 { // and a_lazy_amd64.s: secp224r1 has lazy formulas
		t.Fatalf("%d files written, want 6", len(outs[0]))
	}
	for name, b := range outs[0] {
		if string(b) != string(outs[1][name]) {
			t.Errorf("%s differs between two runs", name)
		}
	}
}
