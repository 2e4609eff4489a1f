// Package doclinks checks that the repository's text files point only at
// files that exist in it: every relative Markdown link (and its #anchor, when
// it names a heading of a Markdown file), and every mention of a document by
// name (an upper-case *.md name such as README.md, or a docs/….md path) in
// any tracked text file. A citation of another project's file names that
// project (kmackay/micro-ecc's README.md, or a URL) and is not checked.
//
// The test in this package runs the check over the tree; go test ./... (so
// make test) runs it.
package doclinks

import (
	"fmt"
	"os"
	"path"
	"regexp"
	"sort"
	"strings"
	"unicode"
)

// A Problem is one reference that does not resolve.
type Problem struct {
	File string // the file that holds the reference, relative to the root
	Line int
	Ref  string // the reference as written
	Why  string
}

// String formats the problem as file:line: reference: reason.
func (p Problem) String() string {
	return fmt.Sprintf("%s:%d: %s: %s", p.File, p.Line, p.Ref, p.Why)
}

// textExt are the kinds of file whose references are checked.
var textExt = map[string]bool{
	".md": true, ".go": true, ".c": true, ".h": true, ".cc": true, ".cpp": true,
	".s": true, ".mk": true, ".sh": true, ".tmpl": true, ".txt": true,
}

// IsText reports whether the file at the slash path name is checked.
func IsText(name string) bool {
	base := path.Base(name)
	return textExt[path.Ext(name)] || base == "Makefile" || name == ".ci/run"
}

var (
	// [text](target) or [text](target "title"); images alike.
	mdLink = regexp.MustCompile(`\]\(([^)\s]+)(?:\s+"[^"]*")?\)`)
	// A path-like token ending in .md.
	mdName = regexp.MustCompile(`[A-Za-z0-9_.\-]*(?:/[A-Za-z0-9_.\-]+)*\.md\b`)
	// What stands before a citation of another project's file: a URL, or
	// "owner/repo's " / "owner/repo: ".
	foreignBefore = regexp.MustCompile(`(?:[A-Za-z][A-Za-z0-9+.\-]*:/*\S*|[A-Za-z0-9_.\-]+/[A-Za-z0-9_.\-]+(?:'s|’s|:)\s+)$`)
	scheme        = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9+.\-]*:`)
)

// Check reads every file of files (slash paths relative to root) that IsText
// accepts and returns the references that do not resolve, sorted.
func Check(root string, files []string) ([]Problem, error) {
	exists := map[string]bool{}
	for _, f := range files {
		exists[f] = true
		for d := path.Dir(f); d != "."; d = path.Dir(d) {
			exists[d] = true
		}
	}
	anchors := map[string]map[string]bool{} // Markdown file -> its heading anchors
	anchorsOf := func(f string) (map[string]bool, error) {
		if a, ok := anchors[f]; ok {
			return a, nil
		}
		b, err := os.ReadFile(path.Join(root, f))
		if err != nil {
			return nil, err
		}
		a := headingAnchors(string(b))
		anchors[f] = a
		return a, nil
	}
	var probs []Problem
	for _, f := range files {
		if !IsText(f) {
			continue
		}
		b, err := os.ReadFile(path.Join(root, f))
		if err != nil {
			return nil, err
		}
		dir := path.Dir(f)
		inFence := false
		for i, line := range strings.Split(string(b), "\n") {
			n := i + 1
			if strings.HasSuffix(f, ".md") {
				if strings.HasPrefix(strings.TrimSpace(line), "```") {
					inFence = !inFence
				}
				if !inFence {
					for _, m := range mdLink.FindAllStringSubmatch(line, -1) {
						if p := checkLink(f, dir, m[1], exists, anchorsOf); p != "" {
							probs = append(probs, Problem{f, n, m[1], p})
						}
					}
				}
			}
			for _, loc := range mdName.FindAllStringIndex(line, -1) {
				ref := line[loc[0]:loc[1]]
				if !isDocName(ref) || foreignBefore.MatchString(line[:loc[0]]) {
					continue
				}
				if resolve(dir, ref, exists) == "" {
					probs = append(probs, Problem{f, n, ref, "no such file in the repository"})
				}
			}
		}
	}
	sort.Slice(probs, func(i, j int) bool {
		if probs[i].File != probs[j].File {
			return probs[i].File < probs[j].File
		}
		return probs[i].Line < probs[j].Line
	})
	return probs, nil
}

// isDocName reports whether a .md token names a document of this kind of
// tree: an upper-case name (README.md, docs/ARM.md) or a docs/ path.
func isDocName(ref string) bool {
	base := path.Base(ref)
	if base == ".md" || strings.HasPrefix(base, ".") {
		return false
	}
	r := []rune(base)
	return unicode.IsUpper(r[0]) || strings.HasPrefix(ref, "docs/") || strings.Contains(ref, "/docs/")
}

// resolve returns the repository path that ref names, relative to the
// referring file's directory or to the root, or "" if neither exists.
func resolve(dir, ref string, exists map[string]bool) string {
	ref = strings.TrimPrefix(ref, "./")
	for _, c := range []string{path.Join(dir, ref), path.Clean(ref)} {
		if exists[c] {
			return c
		}
	}
	// A path with a directory may be written relative to the directory a
	// table or list is about (generated/README.md under tests/vectors/): it
	// resolves when exactly that path ends a file of the tree.
	if strings.Contains(ref, "/") {
		for f := range exists {
			if strings.HasSuffix(f, "/"+ref) {
				return f
			}
		}
	}
	return ""
}

func checkLink(file, dir, target string, exists map[string]bool, anchorsOf func(string) (map[string]bool, error)) string {
	if scheme.MatchString(target) {
		return ""
	}
	target, frag, _ := strings.Cut(target, "#")
	name := file
	if target != "" {
		name = path.Join(dir, target)
		if !exists[name] {
			return "no such file in the repository"
		}
	}
	if frag == "" || !strings.HasSuffix(name, ".md") {
		return ""
	}
	a, err := anchorsOf(name)
	if err != nil {
		return err.Error()
	}
	if !a[strings.ToLower(frag)] {
		return fmt.Sprintf("no heading with anchor #%s in %s", frag, name)
	}
	return ""
}

// headingAnchors returns the anchors GitHub gives the headings of a Markdown
// text: lower case, spaces to hyphens, punctuation other than - and _
// dropped; a repeated anchor gets -1, -2, ….
func headingAnchors(md string) map[string]bool {
	a := map[string]bool{}
	seen := map[string]int{}
	inFence := false
	for _, line := range strings.Split(md, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			inFence = !inFence
		}
		if inFence || !strings.HasPrefix(line, "#") {
			continue
		}
		h := strings.TrimSpace(strings.TrimLeft(line, "#"))
		var b strings.Builder
		for _, r := range strings.ToLower(h) {
			switch {
			case r == ' ':
				b.WriteRune('-')
			case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
				b.WriteRune(r)
			}
		}
		s := b.String()
		if k := seen[s]; k > 0 {
			a[fmt.Sprintf("%s-%d", s, k)] = true
		} else {
			a[s] = true
		}
		seen[s]++
	}
	return a
}
