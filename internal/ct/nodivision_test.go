package ct_test

// Division is the one variable-time instruction that memcheck does not see
// (docs/SAFETY.md, "No division on secrets"; docs/DESIGN.md, "Constant
// time"): DIV and IDIV on amd64, UDIV and SDIV
// on arm64, take a time that depends on their operands on many CPUs. Go
// compiles a division by a constant to a multiplication and shifts, and a
// division by a variable to DIV. Two checks keep DIV away from the library:
//
//   - TestNoVariableDivisor (source, every platform): in the non-test Go
//     files of internal/ecc/ and its curve packages (generated engine and
//     hand-written parts), uecc/,
//     uecc/microecc/, internal/rfc6979/, internal/sha256/ and internal/ct/, the right operand of every / and % (and /=, %=) must be
//     a constant expression: literals, named constants of the same package,
//     and arithmetic on them. The dividend may be anything, a secret
//     included, because a constant divisor never becomes a DIV. Exceptions
//     are listed, by function, in publicDivisors with the reason why the
//     divisor is public.
//   - TestNoDivisionInstructions (machine code, amd64 and arm64): the
//     disassembly (GNU objdump) of this package's test binary, into
//     which every operation of every curve is linked, has no division
//     instruction in any function of the engine's packages, uecc,
//     microecc, rfc6979, sha256 and internal/ct (public-data paths
//     included), whatever the source says.

import (
	"bufio"
	"bytes"
	"crypto"
	"crypto/sha256"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// publicDivisors lists the functions (package.Func or package.Type.Method)
// allowed a non-constant divisor, with the reason it is public.
var publicDivisors = map[string]string{
	// Request sizes: bit lengths of the curve's constants and the machine word.
	"microecc.drawSize": "divides a curve constant's bit length by the word size; called with constants",
}

// sourceDirs are the directories checked, relative to this package.
var sourceDirs = []string{"../ecc", "../ecc/secp160r1", "../ecc/secp192r1", "../ecc/secp224r1", "../ecc/secp256r1", "../ecc/secp256k1", "../ecc/secp384r1", "../ecc/secp521r1", "../../uecc", "../../uecc/microecc", "../rfc6979", "../sha256", "."}

func TestNoVariableDivisor(t *testing.T) {
	var bad []string
	files := 0
	for _, dir := range sourceDirs {
		fset := token.NewFileSet()
		pkgs, err := parser.ParseDir(fset, dir, func(fi os.FileInfo) bool {
			return !strings.HasSuffix(fi.Name(), "_test.go")
		}, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, pkg := range pkgs {
			consts := packageConsts(pkg)
			for _, f := range pkg.Files {
				files++
				ast.Inspect(f, func(n ast.Node) bool {
					fn, ok := n.(*ast.FuncDecl)
					if !ok {
						return true
					}
					name := pkg.Name + "." + funcName(fn)
					ast.Inspect(fn, func(n ast.Node) bool {
						var op token.Token
						var divisor ast.Expr
						switch e := n.(type) {
						case *ast.BinaryExpr:
							op, divisor = e.Op, e.Y
						case *ast.AssignStmt:
							if len(e.Rhs) == 1 {
								op, divisor = e.Tok, e.Rhs[0]
							}
						default:
							return true
						}
						switch op {
						case token.QUO, token.REM, token.QUO_ASSIGN, token.REM_ASSIGN:
						default:
							return true
						}
						if isConst(divisor, consts) {
							return true
						}
						if _, ok := publicDivisors[name]; ok {
							return true
						}
						bad = append(bad, fmt.Sprintf("%s: %s: %s by a non-constant", fset.Position(n.Pos()), name, op))
						return true
					})
					return false
				})
			}
		}
	}
	if files < 20 {
		t.Fatalf("only %d source files found: wrong directory?", files)
	}
	sort.Strings(bad)
	for _, b := range bad {
		t.Error(b)
	}
}

// funcName returns Func or Type.Method.
func funcName(fn *ast.FuncDecl) string {
	if fn.Recv == nil || len(fn.Recv.List) == 0 {
		return fn.Name.Name
	}
	typ := fn.Recv.List[0].Type
	if s, ok := typ.(*ast.StarExpr); ok {
		typ = s.X
	}
	if id, ok := typ.(*ast.Ident); ok {
		return id.Name + "." + fn.Name.Name
	}
	return fn.Name.Name
}

// packageConsts returns the names of the package-level constants of pkg.
func packageConsts(pkg *ast.Package) map[string]bool {
	consts := map[string]bool{}
	for _, f := range pkg.Files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, s := range g.Specs {
				for _, n := range s.(*ast.ValueSpec).Names {
					consts[n.Name] = true
				}
			}
		}
	}
	return consts
}

// isConst reports whether e is a constant expression: literals, the
// package's named constants, and unary, binary, parenthesised and converted
// (T(const)) forms of them.
func isConst(e ast.Expr, consts map[string]bool) bool {
	switch e := e.(type) {
	case *ast.BasicLit:
		return true
	case *ast.Ident:
		return consts[e.Name]
	case *ast.ParenExpr:
		return isConst(e.X, consts)
	case *ast.UnaryExpr:
		return isConst(e.X, consts)
	case *ast.BinaryExpr:
		return isConst(e.X, consts) && isConst(e.Y, consts)
	case *ast.CallExpr: // a conversion such as uint(8)
		if id, ok := e.Fun.(*ast.Ident); ok && len(e.Args) == 1 {
			switch id.Name {
			case "int", "uint", "int64", "uint64", "int32", "uint32", "uint8", "byte", "uintptr":
				return isConst(e.Args[0], consts)
			}
		}
	}
	return false
}

// TestIsConst checks the checker: it must tell constant divisors from
// variable ones.
func TestIsConst(t *testing.T) {
	consts := map[string]bool{"limbs": true}
	for src, want := range map[string]bool{
		"8": true, "limbs": true, "(2*limbs - 1)": true, "uint(64)": true, "-4": true,
		"n": false, "len(b)": false, "limbs + n": false, "uint(n)": false, "x[0]": false,
	} {
		e, err := parser.ParseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		if got := isConst(e, consts); got != want {
			t.Errorf("isConst(%s) = %v", src, got)
		}
	}
}

// divInstr matches the division instructions in GNU objdump's output.
// (Go's own disassembler is not used: it does not decode ADCX/ADOX, loses
// sync in the assembly multiplications and shows bogus DIVs there.)
var divInstr = map[string]*regexp.Regexp{
	"amd64": regexp.MustCompile(`^\s*[0-9a-f]+:\t(i?div[bwlq]?)\s`),
	"arm64": regexp.MustCompile(`^\s*[0-9a-f]+:\t([su]div)\s`),
}

// funcHeader matches the start of a function in GNU objdump's output.
var funcHeader = regexp.MustCompile(`^[0-9a-f]+ <(.+)>:$`)

// TestDivPattern checks the patterns on lines of objdump -d --no-show-raw-insn.
func TestDivPattern(t *testing.T) {
	for _, c := range []struct {
		arch, line string
		want       bool
	}{
		{"amd64", "  4040fa:\tdiv    %r8", true},
		{"amd64", "  4040fa:\tidiv   %rcx", true},
		{"amd64", "  4040fa:\tdivl   0x8(%rsp)", true},
		{"amd64", "  4040fa:\tmulx   %r8,%rax,%rbx", false},
		{"amd64", "  4040fa:\tdivsd  %xmm1,%xmm0", false},
		{"amd64", "  4040fa:\tcall   401000 <main.div>", false},
		{"arm64", "  10a4c:\tudiv\tx0, x1, x2", true},
		{"arm64", "  10a4c:\tsdiv\tw0, w1, w2", true},
		{"arm64", "  10a4c:\tmul\tx0, x1, x2", false},
	} {
		if got := divInstr[c.arch].MatchString(c.line); got != c.want {
			t.Errorf("%s %q: match = %v", c.arch, c.line, got)
		}
	}
	if m := funcHeader.FindStringSubmatch("0000000000595f80 <github.com/uecc-go/uecc/internal/ecc/secp256k1.fnSqrN.abi0>:"); m == nil ||
		m[1] != "github.com/uecc-go/uecc/internal/ecc/secp256k1.fnSqrN.abi0" {
		t.Errorf("funcHeader: %q", m)
	}
}

// ourFunc matches the functions checked.
var ourFunc = regexp.MustCompile(`^github\.com/uecc-go/uecc/(internal/ecc|internal/ecc/secp[0-9]+[rk]1|uecc|uecc/microecc|internal/rfc6979|internal/sha256|internal/ct)\.`)

func TestNoDivisionInstructions(t *testing.T) {
	re, ok := divInstr[runtime.GOARCH]
	if !ok {
		t.Skipf("no division pattern for %s", runtime.GOARCH)
	}
	if testing.Short() {
		t.Skip("disassembles the test binary")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build the binary")
	}
	objdump, err := exec.LookPath("objdump")
	if err != nil {
		t.Skip("no GNU objdump (binutils)")
	}
	linkEverything(t)
	// `go test` strips its binaries: build this package's test binary again,
	// with symbols. linkEverything (above) links the whole engine into it.
	exe := filepath.Join(t.TempDir(), "ct.test")
	if out, err := exec.Command(goTool, "test", "-c", "-o", exe, ".").CombinedOutput(); err != nil {
		t.Fatalf("go test -c: %v\n%s", err, out)
	}

	cmd := exec.Command(objdump, "-d", "--no-show-raw-insn", exe)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("objdump: %v\n%s", err, stderr.Bytes())
	}
	fn, ours := "", false
	funcs := map[string]bool{}
	var bad []string
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if m := funcHeader.FindStringSubmatch(line); m != nil {
			fn = m[1]
			ours = ourFunc.MatchString(fn)
			if ours {
				funcs[fn] = true
			}
			continue
		}
		if ours && re.MatchString(line) {
			bad = append(bad, fmt.Sprintf("%s: %s", fn, strings.TrimSpace(line)))
		}
	}
	// The check is vacuous unless the engine is in the binary.
	for _, c := range []string{"secp160r1", "secp192r1", "secp224r1", "secp256r1", "secp256k1"} {
		found := false
		for f := range funcs {
			if strings.Contains(f, c+".(*affine).scalarBaseMult") ||
				strings.Contains(f, c+".(*jacobian).scalarMult") {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("%s: scalar multiplication not found in the disassembly", c)
		}
	}
	t.Logf("%d functions of the engine, uecc and internal/ct disassembled", len(funcs))
	if len(funcs) < 100 {
		t.Errorf("only %d functions disassembled", len(funcs))
	}
	for _, b := range bad {
		t.Error("division instruction: " + b)
	}
}

// linkEverything runs every operation on every curve, so that all of the
// engine is linked into the test binary (and works).
func linkEverything(t *testing.T) {
	h := sha256.Sum256([]byte("linked"))
	for _, c := range uecc.Curves() {
		pub, priv, err := microeccalloc.GenerateKey(c, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := microeccalloc.PublicKey(c, priv); err != nil {
			t.Fatal(err)
		}
		if _, err := microeccalloc.SharedSecret(c, priv, pub); err != nil {
			t.Fatal(err)
		}
		sigs := make([][]byte, 0, 4)
		for _, sign := range []func() ([]byte, error){
			func() ([]byte, error) { return c.Sign(nil, priv, h[:]) },
			func() ([]byte, error) { return c.SignDeterministic(crypto.SHA256, priv, h[:]) },
			func() ([]byte, error) { return microeccalloc.SignMicroECC(c, sha256.New(), priv, h[:], nil) },
			func() ([]byte, error) { return microeccalloc.SignWithK(c, priv, h[:], priv) },
		} {
			sig, err := sign()
			if err != nil {
				t.Fatal(err)
			}
			sigs = append(sigs, sig)
		}
		for _, sig := range sigs {
			if err := c.Verify(pub, h[:], sig); err != nil {
				t.Fatalf("%s: %v", c.Name(), err)
			}
		}
		comp, _ := microeccalloc.Compress(c, pub)
		if _, err := microeccalloc.Decompress(c, comp); err != nil || !microecc.For(c).ValidPublicKey(pub) {
			t.Fatalf("%s: decompress or validate failed", c.Name())
		}
	}
}
