package doclinks

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// repoFiles returns the repository root and its files: those git tracks or
// would track (untracked but not ignored), or, outside a git checkout, every
// file under the root but build output. This package's own files are left
// out: its test tree holds broken references on purpose.
func repoFiles(t *testing.T) (string, []string) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("repository root not found at %s: %v", root, err)
	}
	// git's list where it can run; in -short mode (make test-arm, under
	// qemu-user, where a fork and exec from the emulated test process was
	// seen to hang) the walk below.
	if !testing.Short() {
		if out, err := exec.Command("git", "-C", root, "ls-files", "--cached", "--others", "--exclude-standard").Output(); err == nil {
			return root, withoutSelf(strings.Fields(string(out)))
		}
	}
	var files []string
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		if d.IsDir() && (rel == ".git" || rel == "build" || rel == "dist") {
			return filepath.SkipDir
		}
		if !d.IsDir() {
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return root, withoutSelf(files)
}

func withoutSelf(files []string) []string {
	var out []string
	for _, f := range files {
		if !strings.HasPrefix(f, "tests/doclinks/") {
			out = append(out, f)
		}
	}
	return out
}

// TestRepositoryLinks fails on every link or document name in the tree that
// does not resolve to a file of the tree.
func TestRepositoryLinks(t *testing.T) {
	root, files := repoFiles(t)
	probs, err := Check(root, files)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		if IsText(f) {
			n++
		}
	}
	if n < 50 {
		t.Fatalf("only %d text files found under %s: the walk is broken", n, root)
	}
	for _, p := range probs {
		t.Error(p)
	}
	t.Logf("%d text files checked, %d broken references", n, len(probs))
}

// TestCheckFindsBrokenReferences holds the checker itself to known answers on
// a small tree: each kind of broken reference is reported, nothing else.
func TestCheckFindsBrokenReferences(t *testing.T) {
	root := t.TempDir()
	write := func(name, text string) {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("README.md", strings.Join([]string{
		"# Title",
		"## Go usage",
		"[ok](docs/A.md) [ok anchor](docs/A.md#first-part) [ok self](#go-usage)",
		"[broken](docs/MISSING.md)",               // line 4
		"[bad anchor](docs/A.md#no-such-heading)", // line 5
		"[web](https://example.org/X.md) see docs/A.md and CHANGELOG.md",
		"see SPEC.md for the contract", // line 7
		"as kmackay/micro-ecc's README.md says; golang/go: CONTRIBUTING.md; a/A.md names docs/a/A.md",
		"```",
		"[in a fence](nowhere.md)",
		"```",
	}, "\n"))
	write("CHANGELOG.md", "# Changelog\n")
	write("docs/a/A.md", "# A below a\n")
	write("docs/A.md", "# A\n## First part\n[up](../README.md#title) [sibling](B.md)\n") // line 3: B.md missing
	write("src/x.go", "package x\n\n// The contract: docs/A.md, \"First part\"; the design: DESIGN.md.\n")
	write("data.json", "SPEC.md is not a text file of interest here\n")
	files := []string{"README.md", "CHANGELOG.md", "docs/A.md", "docs/a/A.md", "src/x.go", "data.json"}
	probs, err := Check(root, files)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range probs {
		got = append(got, p.File+":"+itoa(p.Line)+":"+p.Ref)
	}
	want := []string{
		"README.md:4:docs/MISSING.md", "README.md:4:docs/MISSING.md", // the link and the name
		"README.md:5:docs/A.md#no-such-heading",
		"README.md:7:SPEC.md",
		"docs/A.md:3:B.md", "docs/A.md:3:B.md",
		"src/x.go:3:DESIGN.md",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func itoa(n int) string {
	s := ""
	for {
		s = string(rune('0'+n%10)) + s
		n /= 10
		if n == 0 {
			return s
		}
	}
}
