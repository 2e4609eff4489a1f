// Command gotestsum reads go test -json on stdin and prints one line per
// package and a last line "<name>: N passed, M failed" over all tests and
// subtests (skipped ones are counted apart). It shows the output of every
// failed test and exits 1 if any test or package failed.
//
//	go test -json ./... | go run ./tests/arm/gotestsum -name "go test (linux-arm64)"
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
)

type event struct {
	Action  string
	Package string
	Test    string
	Output  string
	Elapsed float64
}

type pkg struct {
	passed, failed, skipped int
	result                  string
	elapsed                 float64
}

func main() {
	name := flag.String("name", "go test", "label of the last line")
	flag.Parse()
	pkgs := map[string]*pkg{}
	out := map[string][]string{} // package/test -> output lines
	var failedTests []string
	get := func(p string) *pkg {
		if pkgs[p] == nil {
			pkgs[p] = &pkg{}
		}
		return pkgs[p]
	}
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			fmt.Println(sc.Text()) // not an event: show it (the exit status of go test decides)
			continue
		}
		key := e.Package + " " + e.Test
		switch e.Action {
		case "output":
			if len(out[key]) < 200 {
				out[key] = append(out[key], e.Output)
			}
		case "pass", "fail", "skip":
			p := get(e.Package)
			if e.Test == "" {
				p.result, p.elapsed = e.Action, e.Elapsed
				continue
			}
			switch e.Action {
			case "pass":
				p.passed++
			case "fail":
				p.failed++
				failedTests = append(failedTests, key)
			default:
				p.skipped++
			}
		}
	}
	var names []string
	for n := range pkgs {
		names = append(names, n)
	}
	sort.Strings(names)
	tp, tf, ts := 0, 0, 0
	for _, n := range names {
		p := pkgs[n]
		if p.passed+p.failed+p.skipped == 0 && p.result != "fail" {
			continue // no tests
		}
		if p.result == "fail" && p.failed == 0 {
			p.failed++ // the package failed outside any test (build, panic, TestMain)
			failedTests = append(failedTests, n+" ")
		}
		fmt.Printf("  %-44s %5d passed, %d failed, %d skipped (%.0f s)\n", n, p.passed, p.failed, p.skipped, p.elapsed)
		tp, tf, ts = tp+p.passed, tf+p.failed, ts+p.skipped
	}
	for _, k := range failedTests {
		fmt.Printf("--- FAIL %s\n%s", k, strings.Join(out[k], ""))
	}
	fmt.Printf("%s: %d passed, %d failed (%d skipped)\n", *name, tp, tf, ts)
	if tf > 0 || tp == 0 {
		os.Exit(1)
	}
}
