// Package godoc checks that every package of the module has a package
// comment and every exported name a doc comment, as go doc shows them.
package godoc

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// undocumented returns, for the Go files of one directory (tests left out),
// the exported names without a doc comment, and the package name if no
// file has a package comment; commands (package main) are left out.
func undocumented(dir string) ([]string, error) {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi fs.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	var missing []string
	for _, p := range pkgs {
		if p.Name == "main" {
			continue
		}
		documented := false
		for _, f := range p.Files {
			documented = documented || f.Doc != nil
			for _, d := range f.Decls {
				missing = append(missing, undocumentedIn(fset, d)...)
			}
		}
		if !documented {
			missing = append(missing, dir+": package "+p.Name)
		}
	}
	return missing, nil
}

// undocumentedIn returns the exported names a declaration introduces
// without a doc comment (a method counts where its receiver's type is
// exported; a group's comment documents its names).
func undocumentedIn(fset *token.FileSet, d ast.Decl) []string {
	var missing []string
	at := func(pos token.Pos, name string) { missing = append(missing, fset.Position(pos).String()+": "+name) }
	switch d := d.(type) {
	case *ast.FuncDecl:
		if d.Name.IsExported() && d.Doc == nil && (d.Recv == nil || receiverExported(d.Recv.List[0].Type)) {
			at(d.Pos(), d.Name.Name)
		}
	case *ast.GenDecl:
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.TypeSpec:
				if s.Name.IsExported() && d.Doc == nil && s.Doc == nil {
					at(s.Pos(), s.Name.Name)
				}
			case *ast.ValueSpec:
				for _, n := range s.Names {
					if n.IsExported() && d.Doc == nil && s.Doc == nil && s.Comment == nil {
						at(n.Pos(), n.Name)
					}
				}
			}
		}
	}
	return missing
}

// receiverExported reports whether a method's receiver type is exported.
func receiverExported(t ast.Expr) bool {
	for {
		switch x := t.(type) {
		case *ast.StarExpr:
			t = x.X
		case *ast.IndexExpr:
			t = x.X
		case *ast.IndexListExpr:
			t = x.X
		case *ast.Ident:
			return x.IsExported()
		default:
			return true
		}
	}
}

func TestEveryExportedNameIsDocumented(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	dirs := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "build" || name == "dist" || name == "testdata") {
			return filepath.SkipDir
		}
		missing, err := undocumented(path)
		if err != nil {
			return err
		}
		dirs++
		for _, m := range missing {
			t.Error(m)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if dirs < 20 {
		t.Fatalf("%d directories read: the walk missed the module", dirs)
	}
}

// TestTheCheckFails runs the check on a package written to fail it.
func TestTheCheckFails(t *testing.T) {
	dir := t.TempDir()
	src := "package p\n\nfunc Exported() {}\n\n// Documented is documented.\nfunc Documented() {}\n\ntype T struct{}\n\nfunc (T) M() {}\n\ntype u struct{}\n\nfunc (u) M() {}\n"
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	missing, err := undocumented(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Exported", "T", "M", "package p"}
	if len(missing) != len(want) {
		t.Fatalf("found %q, want the names %q", missing, want)
	}
	for i, w := range want {
		if !strings.HasSuffix(missing[i], w) {
			t.Errorf("finding %d is %q, want %s", i, missing[i], w)
		}
	}
}
