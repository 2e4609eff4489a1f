//go:build vartimecount

package ecc

import (
	"runtime"
	"strings"
	"sync"
)

// VartimeCount is true in this build (tag vartimecount): each function of
// VartimeFuncs calls VartimeEnter at its entry, and the entries are
// recorded for tests/vartime. Other builds have vartime_nocount.go.
const VartimeCount = true

// A VartimeCall is one entry of a listed function that no listed function
// encloses: one whose callers, up to the test, include no function of
// VartimeFuncs. Whatever a listed function calls runs on the public data it
// was given, so only these entries say what an operation itself entered.
type VartimeCall struct {
	Name  string   // its name in VartimeFuncs ("<curve>.(*fp).Sqrt")
	Func  string   // the function ("secp224r1.(*fp).Sqrt")
	Stack []string // its callers, innermost first, up to the test function
}

// vartimeLog is what the hook recorded since the last VartimeReset.
var vartimeLog struct {
	sync.Mutex
	counts   map[string]int // entries by function (Func), nested ones included
	outer    []VartimeCall  // entries that no listed function encloses
	unlisted []string       // functions that called the hook and are not listed
}

// VartimeEnter records an entry of its caller, a function of VartimeFuncs.
func VartimeEnter() {
	var pcs [256]uintptr
	frames := runtime.CallersFrames(pcs[:runtime.Callers(1, pcs[:])])
	// The frames from VartimeEnter's own on (inlined frames included).
	f, more := frames.Next()
	for more && !strings.HasSuffix(f.Function, ".VartimeEnter") {
		f, more = frames.Next()
	}
	if !more {
		panic("ecc.VartimeEnter: no caller on the stack")
	}
	f, more = frames.Next()
	fn := shortFunc(f.Function)
	name := VartimeKey(f.Function)
	var stack []string
	nested := false
	for more {
		f, more = frames.Next()
		if VartimeLookup(VartimeKey(f.Function)) != nil {
			nested = true
			break
		}
		if strings.HasPrefix(f.Function, "testing.") {
			break
		}
		stack = append(stack, shortFunc(f.Function))
	}
	vartimeLog.Lock()
	defer vartimeLog.Unlock()
	if vartimeLog.counts == nil {
		vartimeLog.counts = map[string]int{}
	}
	vartimeLog.counts[fn]++
	if VartimeLookup(name) == nil {
		vartimeLog.unlisted = append(vartimeLog.unlisted, fn)
	}
	if !nested {
		vartimeLog.outer = append(vartimeLog.outer, VartimeCall{Name: name, Func: fn, Stack: stack})
	}
}

// shortFunc returns the runtime's function name fn without its package
// path: "secp224r1.(*fp).Sqrt".
func shortFunc(fn string) string {
	if i := strings.LastIndexByte(fn, '/'); i >= 0 {
		return fn[i+1:]
	}
	return fn
}

// VartimeReset forgets what was recorded.
func VartimeReset() {
	vartimeLog.Lock()
	defer vartimeLog.Unlock()
	vartimeLog.counts = map[string]int{}
	vartimeLog.outer = nil
	vartimeLog.unlisted = nil
}

// VartimeRecord returns what was recorded since the last VartimeReset: the
// entries of each function (as VartimeCall.Func), nested ones included; the
// entries no listed function encloses, in order; the functions that called
// VartimeEnter without being listed.
func VartimeRecord() (counts map[string]int, outer []VartimeCall, unlisted []string) {
	vartimeLog.Lock()
	defer vartimeLog.Unlock()
	counts = make(map[string]int, len(vartimeLog.counts))
	for k, v := range vartimeLog.counts {
		counts[k] = v
	}
	return counts, append([]VartimeCall(nil), vartimeLog.outer...), append([]string(nil), vartimeLog.unlisted...)
}

// VartimeProbe, if not nil, is called by OddDigit with its scalar: the
// digits of k·G and of ECDH's scalar, always secret there. It exists for
// the negative test of tests/vartime, which makes it call a listed function
// and requires the detector to report that entry. It is set only while no
// other goroutine runs the engine.
var VartimeProbe func(secret []byte)

// vartimeProbe calls VartimeProbe.
func vartimeProbe(secret []byte) {
	if p := VartimeProbe; p != nil {
		p(secret)
	}
}
