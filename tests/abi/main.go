// Command abi checks the uECC C ABI from four sides, and fails (exit 1) on
// any missing, extra or mismatched name or type:
//
//  1. include/uECC.h, parsed with modernc.org/cc/v4, must declare exactly the
//     macros, typedefs, struct fields and function prototypes recorded in
//     tests/abi/uECC.golden (micro-ecc's declarations with their const
//     qualifiers: docs/COMPATIBILITY.md, "The C API"); nothing else named
//     uECC_*; and with uECC_VLI_NATIVE_LITTLE_ENDIAN 1, those of
//     tests/abi/uECC_le.golden (the same, with each function that takes or
//     returns integers mapped to its _le entry point).
//  2. include/uECC_ext.h adds functions only, each named uECC_* (and the
//     uECC_SUPPORTS_ macros of its two curves, as uECC.h has for its five); and
//     include/uECC_vli.h, with uECC_ENABLE_VLI_API 1, must declare exactly
//     the typedefs and function prototypes of tests/abi/uECC_vli.golden
//     (micro-ecc's uECC_vli.h; its macros, and uECC_word_t, whose width is
//     the target's, are not listed), and without it no function at all.
//     The public functions are those the headers declare with and without
//     uECC_VLI_NATIVE_LITTLE_ENDIAN; each one declared only with it is named
//     X_le and has the type of X. On x86-64 and arm64 also those declared
//     with uECC_WORD_SIZE 1 and the other size (4 on x86-64 and arm64, 8
//     elsewhere): X_w1, X_w4 or X_w8, with the type of X.
//  3. capi/uecc.c, capi/vli.c and capi/le.c (and their word-size forms
//     w1.c, le_w1.c, vli_w1.c and the same for 4 and 8), parsed the same way, must
//     define every public function with external linkage and the same type,
//     and no other external uECC_* function; their other external functions
//     must be internal ucgo_* names (which the build makes local). Every
//     declaration of a public function in them has the header's type.
//  4. nm on every library given must find exactly the functions of the
//     headers as global defined symbols (type T), and nothing else; the list
//     capi/symbols.txt that the build keeps global must be that same set.
//
// Usage (make abi-check):
//
//	go run ./tests/abi -include include -capi capi -cgohdr DIR -symbols capi/symbols.txt -lib build/libuecc.a -lib build/libuecc.so
//
// -cgohdr is a directory holding the _cgo_export.h of the capi build, which
// uecc.c includes. -write-golden rewrites the golden file from uECC.h (then
// review the diff by hand against docs/COMPATIBILITY.md, "The C API").
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"

	"modernc.org/cc/v4"
)

type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

var failures int

func fail(format string, args ...any) {
	failures++
	fmt.Printf("FAIL: "+format+"\n", args...)
}

func main() {
	include := flag.String("include", "include", "directory of uECC.h and uECC_ext.h")
	capi := flag.String("capi", "capi", "directory of the capi package")
	cgohdr := flag.String("cgohdr", "build/archive/cgohdr", "directory holding the capi build's _cgo_export.h")
	symbols := flag.String("symbols", "capi/symbols.txt", "the names the build keeps global")
	golden := flag.String("golden", "tests/abi/uECC.golden", "the expected declarations of uECC.h")
	leGolden := flag.String("le-golden", "tests/abi/uECC_le.golden", "the expected declarations of uECC.h with uECC_VLI_NATIVE_LITTLE_ENDIAN 1")
	vliGolden := flag.String("vli-golden", "tests/abi/uECC_vli.golden", "the expected declarations of uECC_vli.h")
	writeGolden := flag.Bool("write-golden", false, "rewrite the golden file from uECC.h")
	var libs listFlag
	flag.Var(&libs, "lib", "a library to check with nm (repeatable)")
	flag.Parse()

	cfg, err := cc.NewConfig(runtime.GOOS, runtime.GOARCH)
	if err != nil {
		fatal(err)
	}
	cfg.IncludePaths = append(cfg.IncludePaths, *include, *cgohdr, *capi)

	// 1. uECC.h against the golden listing.
	hdr := parse(cfg, "uECC.h only", "#include \"uECC.h\"\n")
	listing := describe(hdr, "uECC.h")
	hdrLE := parse(cfg, "uECC.h with uECC_VLI_NATIVE_LITTLE_ENDIAN", "#define uECC_VLI_NATIVE_LITTLE_ENDIAN 1\n#include \"uECC.h\"\n")
	leListing := describe(hdrLE, "uECC.h")
	vliOn := parse(cfg, "uECC_vli.h with the VLI API", "#define uECC_ENABLE_VLI_API 1\n#include \"uECC_vli.h\"\n")
	var vliListing []string
	for _, l := range describe(vliOn, "uECC_vli.h") {
		if !strings.HasPrefix(l, "macro ") && !strings.HasPrefix(l, "typedef uECC_word_t ") {
			vliListing = append(vliListing, l)
		}
	}
	if *writeGolden {
		for _, g := range []struct {
			file string
			l    []string
		}{{*golden, listing}, {*leGolden, leListing}, {*vliGolden, vliListing}} {
			if err := os.WriteFile(g.file, []byte(strings.Join(g.l, "\n")+"\n"), 0o644); err != nil {
				fatal(err)
			}
			fmt.Printf("wrote %s (%d lines)\n", g.file, len(g.l))
		}
		return
	}
	want, err := os.ReadFile(*golden)
	if err != nil {
		fatal(err)
	}
	compareLists("uECC.h", "golden", listing, strings.Split(strings.TrimSpace(string(want)), "\n"))
	wantLE, err := os.ReadFile(*leGolden)
	if err != nil {
		fatal(err)
	}
	compareLists("uECC.h with uECC_VLI_NATIVE_LITTLE_ENDIAN", "golden", leListing, strings.Split(strings.TrimSpace(string(wantLE)), "\n"))
	wantVLI, err := os.ReadFile(*vliGolden)
	if err != nil {
		fatal(err)
	}
	compareLists("uECC_vli.h", "golden", vliListing, strings.Split(strings.TrimSpace(string(wantVLI)), "\n"))
	vliOff := parse(cfg, "uECC_vli.h without the VLI API", "#include \"uECC_vli.h\"\n")
	for name, d := range functions(vliOff, func(d *cc.Declarator) bool { return true }) {
		if filepath.Base(d.Position().Filename) == "uECC_vli.h" {
			fail("uECC_vli.h declares %s without uECC_ENABLE_VLI_API", name)
		}
	}

	// 2. Both headers: the public functions.
	both := parse(cfg, "uECC.h + uECC_ext.h + uECC_vli.h",
		"#include \"uECC.h\"\n#include \"uECC_ext.h\"\n#define uECC_ENABLE_VLI_API 1\n#include \"uECC_vli.h\"\n")
	public := functions(both, func(d *cc.Declarator) bool { return true })
	headers := "#include \"uECC.h\"\n#include \"uECC_ext.h\"\n#define uECC_ENABLE_VLI_API 1\n#include \"uECC_vli.h\"\n"
	le := "#define uECC_VLI_NATIVE_LITTLE_ENDIAN 1\n"
	if n := addVariants(public, parse(cfg, "the headers with uECC_VLI_NATIVE_LITTLE_ENDIAN", le+headers),
		"uECC_VLI_NATIVE_LITTLE_ENDIAN", "_le"); n != 12 {
		fail("%d _le functions declared, want 12 (uECC.h's 9 that take or return integers, uECC_ext.h's 3)", n)
	}
	// With a uECC_WORD_SIZE other than the library's (1 everywhere; 4 on
	// x86-64 and arm64, 8 elsewhere), every function that depends on the word
	// size is mapped to X_w1 (X_w4, X_w8), of the same type up to
	// uECC_word_t (a typedef name here): the 37 of uECC_vli.h and the 11 that
	// draw random numbers (6 of uECC.h and uECC_ext.h, 5 little-endian).
	other := "8"
	if runtime.GOARCH == "amd64" || runtime.GOARCH == "arm64" {
		other = "4"
	}
	for _, ws := range []string{"1", other} {
		set := "#define uECC_WORD_SIZE " + ws + "\n"
		n := addVariants(public, parse(cfg, "the headers with uECC_WORD_SIZE "+ws, set+headers), "uECC_WORD_SIZE "+ws, "_w"+ws)
		n += addVariants(public, parse(cfg, "the headers with uECC_WORD_SIZE "+ws+", little-endian", set+le+headers),
			"uECC_WORD_SIZE "+ws, "_w"+ws)
		if n != 48 {
			fail("%d _w%s functions declared, want 48 (uECC_vli.h's 37, 6 that draw, 5 of them little-endian)", n, ws)
		}
	}
	for name, d := range public {
		file := filepath.Base(d.Position().Filename)
		if file != "uECC.h" && file != "uECC_ext.h" && file != "uECC_vli.h" {
			fail("%s declared in %s", name, file)
		}
		if !strings.HasPrefix(name, "uECC_") {
			fail("public function %s is not named uECC_*", name)
		}
	}
	// The BIP-340 functions have no _le or _wN form: declared under every
	// setting with the same name (a mapped one would be counted above).
	for _, must := range []string{"uECC_sign_with_k", "uECC_vli_add", "uECC_point_mult", "uECC_sign_with_k_le", "uECC_sign_le",
		"uECC_sign_hedged", "uECC_sign_hedged_le", "uECC_schnorr_public_key", "uECC_schnorr_sign", "uECC_schnorr_verify"} {
		if _, ok := public[must]; !ok {
			fail("%s is not declared", must)
		}
	}
	names := sortedKeys(public)

	// 3. The definitions capi compiles.
	defined := map[string]*cc.Declarator{}
	for _, file := range []string{"uecc.c", "vli.c", "le.c", "w1.c", "le_w1.c", "vli_w1.c", "w4.c", "le_w4.c", "vli_w4.c",
		"w8.c", "le_w8.c", "vli_w8.c"} {
		src, err := os.ReadFile(filepath.Join(*capi, file))
		if err != nil {
			fatal(err)
		}
		defs := parse(cfg, "capi/"+file, string(src))
		for name, d := range functions(defs, func(d *cc.Declarator) bool { return d.IsFuncDef() && d.Linkage() == cc.External }) {
			if _, dup := defined[name]; dup {
				fail("%s is defined in more than one file of capi", name)
			}
			defined[name] = d
		}
		for name, d := range functions(defs, func(d *cc.Declarator) bool { return !d.IsFuncDef() }) {
			// vli_words.h declares the library's functions with its words
			// as ucgo_nword (uECC_word_t is the program's there).
			got := strings.ReplaceAll(typeString(d.Type(), true), "ucgo_nword", "uECC_word_t")
			if h, ok := public[name]; ok && got != typeString(h.Type(), true) {
				fail("capi/%s declares %s as %s, the header as %s", file, name, got, typeString(h.Type(), true))
			}
		}
	}
	for _, name := range names {
		d, ok := defined[name]
		if !ok {
			fail("capi does not define %s", name)
			continue
		}
		if got, want := typeString(d.Type(), true), typeString(public[name].Type(), true); got != want {
			fail("%s: capi defines %s, header declares %s", name, got, want)
		}
	}
	for name := range defined {
		if _, ok := public[name]; !ok && !strings.HasPrefix(name, "ucgo_") {
			fail("capi defines external %s, which no header declares and is not an internal ucgo_ name", name)
		}
	}

	// 4. The symbols the build keeps, and what nm finds.
	keep, err := os.ReadFile(*symbols)
	if err != nil {
		fatal(err)
	}
	// The list serves every target: it also names the other targets' word
	// size variants (X_w8 where this host has X_w4, and the reverse).
	everywhere := append([]string(nil), names...)
	for _, name := range names {
		if base, ok := strings.CutSuffix(name, "_w"+other); ok {
			everywhere = append(everywhere, base+map[string]string{"4": "_w8", "8": "_w4"}[other])
		}
	}
	sort.Strings(everywhere)
	compareLists(*symbols, "header functions of every target", strings.Fields(string(keep)), everywhere)
	for _, lib := range libs {
		args := [][]string{{"-g", "--defined-only", lib}}
		if strings.HasSuffix(lib, ".so") {
			args = append(args, []string{"-D", "--defined-only", lib})
		}
		for _, a := range args {
			syms := nm(a)
			var got []string
			for _, s := range syms {
				if s.kind != "T" {
					fail("nm %s: %s has type %s, want T", strings.Join(a, " "), s.name, s.kind)
				}
				got = append(got, s.name)
			}
			compareLists("nm "+strings.Join(a, " "), "header functions", got, names)
			fmt.Printf("abi: nm %s: %d global symbols\n", strings.Join(a, " "), len(got))
		}
	}

	if failures > 0 {
		fmt.Printf("abi: %d passed, %d failed\n", 0, failures)
		os.Exit(1)
	}
	fmt.Printf("abi: uECC.h matches %s (%d declarations) and with uECC_VLI_NATIVE_LITTLE_ENDIAN %s (%d), uECC_vli.h %s (%d); %d public functions declared, defined by capi and exported by %d libraries, nothing else global\n",
		*golden, len(listing), *leGolden, len(leListing), *vliGolden, len(vliListing), len(names), len(libs))
}

// addVariants adds to public the functions that ast (the headers under
// setting) declares beyond it, each of which must be X+suffix for a public X
// of the same type, and returns how many it added.
func addVariants(public map[string]*cc.Declarator, ast *cc.AST, setting, suffix string) int {
	added := 0
	for name, d := range functions(ast, func(d *cc.Declarator) bool { return true }) {
		if _, ok := public[name]; ok {
			continue
		}
		added++
		base, ok := public[strings.TrimSuffix(name, suffix)]
		switch {
		case !strings.HasSuffix(name, suffix) || !ok:
			fail("%s is declared with %s but is not X%s for a public X", name, setting, suffix)
		case typeString(d.Type(), true) != typeString(base.Type(), true):
			fail("%s has type %s, %s has %s", name, typeString(d.Type(), true),
				strings.TrimSuffix(name, suffix), typeString(base.Type(), true))
		}
		public[name] = d
	}
	return added
}

func fatal(err error) {
	fmt.Println("abi:", err)
	os.Exit(1)
}

func parse(cfg *cc.Config, name, src string) *cc.AST {
	ast, err := cc.Translate(cfg, []cc.Source{
		{Name: "<predefined>", Value: cfg.Predefined},
		{Name: "<builtin>", Value: cc.Builtin},
		{Name: name, Value: src},
	})
	if err != nil {
		fatal(fmt.Errorf("%s: %v", name, err))
	}
	return ast
}

// functions returns the file-scope function declarators named uECC_* or
// ucgo_* that keep says to keep; for a name declared several times, the
// last kept one (a definition follows its declaration).
func functions(ast *cc.AST, keep func(*cc.Declarator) bool) map[string]*cc.Declarator {
	r := map[string]*cc.Declarator{}
	for name, nodes := range ast.Scope.Nodes {
		if !strings.HasPrefix(name, "uECC_") && !strings.HasPrefix(name, "ucgo_") {
			continue
		}
		for _, n := range nodes {
			d, ok := n.(*cc.Declarator)
			if !ok || d.IsTypename() || d.Type().Kind() != cc.Function || !keep(d) {
				continue
			}
			r[name] = d
		}
	}
	return r
}

// describe lists, sorted, every macro, typedef, struct field and function
// named uECC_* (or the header guard) that file declares.
func describe(ast *cc.AST, file string) []string {
	var out []string
	for name, m := range ast.Macros {
		if filepath.Base(m.Position().Filename) != file {
			continue
		}
		var repl []string
		for _, t := range m.ReplacementList() {
			repl = append(repl, t.SrcStr())
		}
		out = append(out, strings.TrimSpace(fmt.Sprintf("macro %s = %s", name, strings.Join(repl, " "))))
	}
	for name, nodes := range ast.Scope.Nodes {
		for _, n := range nodes {
			d, ok := n.(*cc.Declarator)
			if !ok || filepath.Base(d.Position().Filename) != file {
				continue
			}
			switch {
			case d.IsTypename():
				out = append(out, fmt.Sprintf("typedef %s = %s", name, typeString(d.Type(), false)))
				if st, ok := d.Type().(*cc.StructType); ok {
					for i := 0; i < st.NumFields(); i++ {
						f := st.FieldByIndex(i)
						out = append(out, fmt.Sprintf("field %s.%s: %s", name, f.Name(), typeString(f.Type(), true)))
					}
				}
			case d.Type().Kind() == cc.Function:
				out = append(out, fmt.Sprintf("function %s: %s", name, typeString(d.Type(), true)))
			default:
				out = append(out, fmt.Sprintf("object %s: %s", name, typeString(d.Type(), true)))
			}
		}
	}
	sort.Strings(out)
	return out
}

// typeString spells a type with its qualifiers (cc's own String drops
// const): "pointer to const uint8_t". Typedef names are kept as names when
// useTypedef is set (the typedefs are checked on their own).
func typeString(t cc.Type, useTypedef bool) string {
	q := ""
	if t.Attributes().IsConst() {
		q = "const "
	}
	if td := t.Typedef(); useTypedef && td != nil && td.Name() != "" {
		return q + td.Name()
	}
	switch x := t.(type) {
	case *cc.PointerType:
		return q + "pointer to " + typeString(x.Elem(), true)
	case *cc.FunctionType:
		var ps []string
		for _, p := range x.Parameters() {
			ps = append(ps, typeString(p.Type(), true))
		}
		if x.IsVariadic() {
			ps = append(ps, "...")
		}
		if len(ps) == 0 {
			ps = []string{"void"}
		}
		return q + "function(" + strings.Join(ps, ", ") + ") returning " + typeString(x.Result(), true)
	case *cc.StructType:
		tag := x.Tag()
		return q + "struct " + tag.SrcStr()
	default:
		return q + t.Kind().String()
	}
}

type symbol struct{ name, kind string }

// nm runs nm and returns the symbols it lists.
func nm(args []string) []symbol {
	var stdout, stderr bytes.Buffer
	cmd := exec.Command("nm", args...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		fatal(fmt.Errorf("nm %s: %v: %s", strings.Join(args, " "), err, stderr.String()))
	}
	var r []symbol
	for _, line := range strings.Split(stdout.String(), "\n") {
		f := strings.Fields(line)
		if len(f) == 3 {
			r = append(r, symbol{name: f[2], kind: f[1]})
		} else if len(f) == 1 && strings.HasSuffix(f[0], ":") {
			continue // archive member header
		} else if len(f) > 0 {
			fatal(fmt.Errorf("nm: cannot read %q", line))
		}
	}
	return r
}

func compareLists(what, against string, got, want []string) {
	g, w := set(got), set(want)
	for _, s := range sortedKeys(g) {
		if !w[s] {
			fail("%s: extra %q (not in %s)", what, s, against)
		}
	}
	for _, s := range sortedKeys(w) {
		if !g[s] {
			fail("%s: missing %q (from %s)", what, s, against)
		}
	}
	if len(got) != len(g) {
		fail("%s: duplicate entries", what)
	}
}

func set(l []string) map[string]bool {
	r := map[string]bool{}
	for _, s := range l {
		r[s] = true
	}
	return r
}

func sortedKeys[V any](m map[string]V) []string {
	var r []string
	for k := range m {
		r = append(r, k)
	}
	sort.Strings(r)
	return r
}
