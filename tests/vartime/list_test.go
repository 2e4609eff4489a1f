package vartime

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc"
)

// root is the module's root, from this package's directory.
const root = "../.."

// A goFunc is one declaration of a function in the module.
type goFunc struct {
	key    string // as VartimeFuncs names it: "<curve>.(*fp).Sqrt", "uecc.trimMag"
	pkg    string // the directory, relative to the root
	file   string
	pos    string // file:line
	body   *ast.BlockStmt
	hooked bool // the body starts with the counting hook
	calls  bool // the body calls VartimeEnter somewhere
}

// pkgLabel returns the package part of a key for the Go files of dir
// (relative to the root, slash-separated): as ecc.VartimeKey derives it from
// the runtime's names, with capi (package main) as "capi".
func pkgLabel(dir, pkgName string) string {
	switch {
	case dir == "capi":
		return "capi"
	case regexp.MustCompile(`^internal/ecc/secp[0-9]+[rk]1$`).MatchString(dir):
		return ecc.VartimeCurve
	}
	return pkgName
}

// funcKey returns the key of the declaration d in a package labelled pkg.
func funcKey(pkg string, d *ast.FuncDecl) string {
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return pkg + "." + d.Name.Name
	}
	t := d.Recv.List[0].Type
	star := false
	if s, ok := t.(*ast.StarExpr); ok {
		star, t = true, s.X
	}
	switch x := t.(type) {
	case *ast.IndexExpr:
		t = x.X
	case *ast.IndexListExpr:
		t = x.X
	}
	name := t.(*ast.Ident).Name
	if star {
		return pkg + ".(*" + name + ")." + d.Name.Name
	}
	return pkg + "." + name + "." + d.Name.Name
}

// isHookCall reports whether e is a call of VartimeEnter (ecc.VartimeEnter
// outside package ecc) without arguments.
func isHookCall(e ast.Expr) bool {
	c, ok := e.(*ast.CallExpr)
	return ok && len(c.Args) == 0 && isName(c.Fun, "VartimeEnter")
}

// isName reports whether e is the identifier name or ecc.name.
func isName(e ast.Expr, name string) bool {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name == name
	case *ast.SelectorExpr:
		p, ok := x.X.(*ast.Ident)
		return ok && p.Name == "ecc" && x.Sel.Name == name
	}
	return false
}

// startsWithHook reports whether body starts with
//
//	if ecc.VartimeCount {
//		ecc.VartimeEnter()
//	}
func startsWithHook(body *ast.BlockStmt) bool {
	if body == nil || len(body.List) == 0 {
		return false
	}
	s, ok := body.List[0].(*ast.IfStmt)
	if !ok || s.Init != nil || s.Else != nil || !isName(s.Cond, "VartimeCount") || len(s.Body.List) != 1 {
		return false
	}
	e, ok := s.Body.List[0].(*ast.ExprStmt)
	return ok && isHookCall(e.X)
}

// codeDirs are the directories, relative to the root, whose Go code may
// hold listed functions: the engine, packages uecc and microecc, the C
// library's Go code, and the rest of internal/.
var codeDirs = []string{"internal", "uecc", "capi"}

// moduleFuncs parses every non-test Go file under codeDirs, whatever its
// build constraints, and returns its function declarations.
func moduleFuncs(t *testing.T) []goFunc {
	var out []goFunc
	fset := token.NewFileSet()
	walk := func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case ".git", "testdata", "build", "dist", "node_modules":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		dir := filepath.ToSlash(rel)
		pkg := pkgLabel(dir, f.Name.Name)
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			g := goFunc{key: funcKey(pkg, fd), pkg: dir, file: path, pos: fset.Position(fd.Pos()).String(), body: fd.Body}
			g.hooked = startsWithHook(fd.Body)
			if fd.Body != nil {
				ast.Inspect(fd.Body, func(n ast.Node) bool {
					if e, ok := n.(ast.Expr); ok && isHookCall(e) {
						g.calls = true
					}
					return true
				})
			}
			out = append(out, g)
		}
		return nil
	}
	for _, dir := range codeDirs {
		if err := filepath.WalkDir(filepath.Join(root, dir), walk); err != nil {
			t.Fatal(err)
		}
	}
	if len(out) < 1000 {
		t.Fatalf("%d function declarations found in the module, want more than 1000", len(out))
	}
	return out
}

// asmSymbols returns the TEXT symbols of the assembly of each curve package:
// "secp256k1.fpSqrNVartimeADX" → file:line.
func asmSymbols(t *testing.T) map[string]string {
	files, err := filepath.Glob(filepath.Join(root, "internal/ecc/secp*/*.s"))
	if err != nil || len(files) < 15 {
		t.Fatalf("%d assembly files (%v)", len(files), err)
	}
	text := regexp.MustCompile(`(?m)^TEXT\s+·([A-Za-z0-9_]+)\(SB\)`)
	out := map[string]string{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		pkg := filepath.Base(filepath.Dir(f))
		for _, m := range text.FindAllStringSubmatchIndex(string(src), -1) {
			line := strings.Count(string(src[:m[0]]), "\n") + 1
			out[pkg+"."+string(src[m[2]:m[3]])] = f + ":" + strconv.Itoa(line)
		}
	}
	return out
}

// TestListMatchesCode holds ecc.VartimeFuncs to the code: see the package
// comment.
func TestListMatchesCode(t *testing.T) {
	funcs := moduleFuncs(t)
	byKey := map[string][]goFunc{}
	for _, f := range funcs {
		byKey[f.key] = append(byKey[f.key], f)
	}
	asm := asmSymbols(t)

	// The list itself: unique names, reasons, the forms of the names.
	seen := map[string]bool{}
	asmListed := map[string]string{}
	for _, v := range ecc.VartimeFuncs {
		if seen[v.Name] {
			t.Errorf("%s is listed twice", v.Name)
		}
		seen[v.Name] = true
		if len(v.Reason) < 20 {
			t.Errorf("%s: no reason given", v.Name)
		}
		for _, a := range v.Asm {
			asmListed[a] = v.Name
		}
	}

	goEntries, cEntries := 0, 0
	for _, v := range ecc.VartimeFuncs {
		if name, ok := strings.CutPrefix(v.Name, "C."); ok {
			cEntries++
			if pos := cDefinition(t, name); pos == "" {
				t.Errorf("%s: no definition of %s in capi/*.c", v.Name, name)
			} else {
				t.Logf("%-36s C, %s (not counted: C)", v.Name, pos)
			}
			if len(v.Asm) > 0 {
				t.Errorf("%s: a C function with assembly", v.Name)
			}
			continue
		}
		goEntries++
		decls := byKey[v.Name]
		if len(decls) == 0 {
			t.Errorf("%s: listed, but no such function in the module", v.Name)
			continue
		}
		var where []string
		for _, d := range decls {
			if !d.hooked {
				t.Errorf("%s: %s does not start with the counting hook (if ecc.VartimeCount { ecc.VartimeEnter() })", v.Name, d.pos)
			}
			where = append(where, strings.TrimPrefix(d.pos, root+"/"))
		}
		t.Logf("%-36s %d declarations, %s", v.Name, len(decls), strings.Join(where, " "))
		// Each assembly function of the entry: a TEXT symbol of its curve,
		// called by the entry's declaration in that curve's package.
		for _, a := range v.Asm {
			pkg, fn, _ := strings.Cut(a, ".")
			if _, ok := asm[a]; !ok {
				t.Errorf("%s: its assembly %s is no TEXT symbol of internal/ecc/%s/*.s", v.Name, a, pkg)
			}
			called := false
			for _, d := range decls {
				if d.pkg != "internal/ecc/"+pkg || d.body == nil {
					continue
				}
				ast.Inspect(d.body, func(n ast.Node) bool {
					if c, ok := n.(*ast.CallExpr); ok {
						if id, ok := c.Fun.(*ast.Ident); ok && id.Name == fn {
							called = true
						}
					}
					return true
				})
			}
			if !called {
				t.Errorf("%s: no declaration in internal/ecc/%s calls its assembly %s: the entries of %s are not counted", v.Name, pkg, fn, a)
			}
		}
	}

	// No function outside the list has the hook, or calls it elsewhere than
	// at its start; every function named …Vartime… is listed.
	for _, f := range funcs {
		listed := ecc.VartimeLookup(f.key) != nil
		if f.calls && !listed {
			t.Errorf("%s: %s calls ecc.VartimeEnter but is not in ecc.VartimeFuncs", f.key, f.pos)
		}
		if f.calls && !f.hooked {
			t.Errorf("%s: %s calls ecc.VartimeEnter, not as the hook at its start", f.key, f.pos)
		}
		_, name, _ := strings.Cut(f.key, ".")
		if i := strings.LastIndexByte(name, '.'); i >= 0 {
			name = name[i+1:]
		}
		if !strings.Contains(strings.ToLower(name), "vartime") || strings.HasPrefix(f.pkg, "internal/ecc/internal/gen") ||
			f.pkg == "internal/ecc" && strings.HasPrefix(filepath.Base(f.file), "vartime") {
			continue // the generator's emitters; the list and the hook themselves
		}
		if f.body == nil {
			// Assembly: listed through the Asm of its Go entry.
			pkg := strings.TrimPrefix(f.pkg, "internal/ecc/")
			if asmListed[pkg+"."+name] == "" {
				t.Errorf("%s: %s is assembly named …Vartime… that no entry of ecc.VartimeFuncs has in Asm", pkg+"."+name, f.pos)
			}
		} else if !listed {
			t.Errorf("%s: %s is named …Vartime… but is not in ecc.VartimeFuncs", f.key, f.pos)
		}
	}
	// Every TEXT symbol named …Vartime… is in an Asm of the list.
	var names []string
	for a := range asm {
		names = append(names, a)
	}
	sort.Strings(names)
	for _, a := range names {
		if strings.Contains(strings.ToLower(a), "vartime") && asmListed[a] == "" {
			t.Errorf("%s (%s): assembly named …Vartime… that no entry has in Asm", a, asm[a])
		}
	}
	if ecc.VartimeAsm("secp256k1", "fpSqrNVartimeADX") == nil || ecc.VartimeAsm("secp256r1", "fpSqrNScaledADX") != nil {
		t.Errorf("ecc.VartimeAsm does not answer as the list says")
	}
	t.Logf("%d entries: %d Go functions (each counted), %d C functions, %d assembly functions counted at their Go entry",
		len(ecc.VartimeFuncs), goEntries, cEntries, len(asmListed))
}

// cDefinition returns file:line of the definition of the C function name in
// capi/*.c, or "".
func cDefinition(t *testing.T, name string) string {
	files, err := filepath.Glob(filepath.Join(root, "capi/*.c"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no capi/*.c (%v)", err)
	}
	def := regexp.MustCompile(`(?m)^[A-Za-z_][A-Za-z0-9_ \t\*]*[ \t\*]` + regexp.QuoteMeta(name) + `\([^;{]*\)\s*\{`)
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if loc := def.FindIndex(src); loc != nil {
			return strings.TrimPrefix(f, root+"/") + ":" + strconv.Itoa(strings.Count(string(src[:loc[0]]), "\n")+1)
		}
	}
	return ""
}
