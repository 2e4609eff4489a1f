package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// val is what the analysis knows of a value: whether it may depend on
// secret data (taint) and, if it is public, from what (pub: a set of
// pubConst, pubFeature, pubLength; 0 when it is not known to be public, as
// an argument pointer is not).
type val struct {
	taint bool
	pub   uint8
	frame bool // it may point into the function's own frame (SP, LEAQ 8(SP))
	argp  bool // it may point into the arguments (LEAQ x+8(FP), $x+4(FP))
}

const (
	pubConst   uint8 = 1 << iota // an immediate, a zeroed register
	pubFeature                   // a feature variable (featureVariables), CPUID
	pubLength                    // an argument of publicLengths
)

var (
	clean   = val{}
	tainted = val{taint: true}
	constV  = val{pub: pubConst}
)

// join is the value of one of a or b, or of a result computed from both.
func join(a, b val) val {
	if a.taint || b.taint {
		return tainted
	}
	v := val{frame: a.frame || b.frame, argp: a.argp || b.argp}
	if a.pub != 0 && b.pub != 0 {
		v.pub = a.pub | b.pub
	}
	return v
}

// public reports whether a branch on v is allowed.
func (v val) public() bool { return !v.taint && v.pub != 0 }

func (v val) String() string {
	switch {
	case v.taint:
		return "data"
	case v.pub == 0:
		return "a value that is not public (an address, or an argument that is not a public length)"
	}
	var s []string
	if v.pub&pubFeature != 0 {
		s = append(s, "feature variable")
	}
	if v.pub&pubLength != 0 {
		s = append(s, "public length")
	}
	if v.pub&pubConst != 0 {
		s = append(s, "constants")
	}
	return strings.Join(s, ", ")
}

// state maps registers, "flags", argument slots ("FP16": the slot at
// offset 16) and frame slots ("S:name:offset:width", data unless present)
// to values; def is the value of every register not in m.
type state struct {
	m   map[string]val
	def val
}

func (s *state) get(k string) val {
	if v, ok := s.m[k]; ok {
		return v
	}
	if strings.HasPrefix(k, "S:") {
		return tainted // a frame slot nothing was stored to
	}
	return s.def
}

func (s *state) copy() *state {
	c := &state{m: make(map[string]val, len(s.m)), def: s.def}
	for k, v := range s.m {
		c.m[k] = v
	}
	return c
}

// joinInto merges o into s and reports whether s changed.
func (s *state) joinInto(o *state) bool {
	changed := false
	for k, v := range o.m {
		old := s.get(k)
		if j := join(old, v); j != old || !s.has(k) {
			changed = changed || j != old
			s.m[k] = j
		}
	}
	for k, v := range s.m {
		if _, ok := o.m[k]; !ok {
			if j := join(v, o.get(k)); j != v {
				s.m[k] = j
				changed = true
			}
		}
	}
	if d := join(s.def, o.def); d != s.def {
		s.def = d
		changed = true
	}
	return changed
}

func (s *state) has(k string) bool { _, ok := s.m[k]; return ok }

// A finding is one violation.
type finding struct {
	file, fn string
	line     int
	text     string
	msg      string
	choice   bool // from the instruction choice (choice.go), not the taint analysis
}

func (f finding) String() string {
	return fmt.Sprintf("%s:%d: %s: %s: %s", f.file, f.line, f.fn, f.text, f.msg)
}

// checker analyzes the functions of one file.
type checker struct {
	a       *arch
	fns     map[string]*function
	written map[string]map[string]bool // function → registers it writes
	// callSites joins, per function of the file, the registers at the
	// file's calls of it.
	callSites map[string]*state
	findings  []finding
	notes     []finding
}

func slotKey(off int) string { return "FP" + strconv.Itoa(off) }

// slotInit is the value an argument slot holds at entry, from its name:
// x, x_base (a slice's pointer), x_len, x_cap, x_lo and x_hi (the halves of a
// 64-bit integer on a 32-bit machine).
func slotInit(f *function, name string) val {
	base, part := name, ""
	for _, suf := range []string{"_base", "_len", "_cap", "_lo", "_hi"} {
		if b, ok := strings.CutSuffix(name, suf); ok && b != "" {
			base, part = b, suf
			break
		}
	}
	typ, declared := f.args[base]
	isPtr := strings.HasPrefix(typ, "*") || typ == "unsafe.Pointer" || typ == "uintptr"
	switch part {
	case "_base":
		return clean
	case "_len", "_cap":
		return clean
	}
	if _, ok := publicLengths[base]; ok && !(declared && isPtr) {
		return val{pub: pubLength}
	}
	if f.hasDecl && declared && !isPtr && !strings.HasPrefix(typ, "[]") {
		// An integer argument that is not a count may be secret (a table
		// index, a sign).
		return tainted
	}
	return clean
}

// entryState is the state at a function's entry: registers clean (they hold
// what the function's callers in the file pass, addresses, or nothing), the
// argument slots as slotInit says.
func (c *checker) entryState(f *function) *state {
	s := &state{m: map[string]val{c.a.sp: {frame: true}}, def: clean}
	for _, in := range f.insts {
		for _, o := range in.args {
			if o.fpName != "" || strings.HasSuffix(o.text, "(FP)") {
				s.m[slotKey(o.fpOff)] = slotInit(f, o.fpName)
			}
		}
	}
	return s
}

// read is the value an operand gives as a source.
func (c *checker) read(s *state, o *operand, isLEA bool, width int64) val {
	switch o.kind {
	case opImm:
		if strings.HasSuffix(o.text, "(FP)") {
			return val{argp: true}
		}
		if o.sym != "" {
			return clean
		}
		v := constV
		for _, r := range o.regs {
			v = join(v, c.reg(s, r))
		}
		return v
	case opReg, opRegList:
		v := constV
		for _, r := range o.regs {
			v = join(v, c.reg(s, r))
		}
		return v
	case opMem:
		switch {
		case isLEA:
			// An address computed, not a load: LEAQ sym(SB), LEAQ 8(SP).
			v := clean
			if strings.HasSuffix(o.text, "(FP)") {
				v.argp = true
			}
			for _, r := range o.addrRegs {
				v = join(v, c.reg(s, r))
			}
			return v
		case strings.HasSuffix(o.text, "(FP)"):
			return s.get(slotKey(o.fpOff))
		case o.sym != "":
			if _, ok := featureVariables[o.sym]; ok {
				return val{pub: pubFeature}
			}
			return tainted
		}
		if p, off, ok := c.frameSlot(o); ok {
			return c.loadFrame(s, p, off, width)
		}
		return tainted
	}
	return constV
}

func (c *checker) reg(s *state, r string) val {
	if r == c.a.zero && r != "" {
		return constV
	}
	return s.get(r)
}

// write stores v into a destination operand.
func (c *checker) write(s *state, o *operand, v val, width int64) {
	switch o.kind {
	case opReg:
		if r := o.regs[0]; r != c.a.zero {
			s.m[r] = v
		}
	case opRegList:
		for _, r := range o.regs {
			if r != c.a.zero {
				s.m[r] = v
			}
		}
	case opMem:
		if strings.HasSuffix(o.text, "(FP)") {
			s.m[slotKey(o.fpOff)] = v
		} else if p, off, ok := c.frameSlot(o); ok {
			c.storeFrame(s, p, off, width, v)
		}
	}
}

// writtenBy lists the registers a function of the file writes, itself or
// through its calls; nil means unknown (all).
func (c *checker) writtenBy(name string, seen map[string]bool) map[string]bool {
	if w, ok := c.written[name]; ok {
		return w
	}
	f := c.fns[name]
	if f == nil || seen[name] {
		return nil
	}
	seen[name] = true
	w := map[string]bool{"flags": true}
	for _, in := range f.insts {
		k, _ := c.a.branch(in)
		if k == call {
			cw := c.writtenBy(callTarget(in), seen)
			if cw == nil {
				return nil
			}
			for r := range cw {
				w[r] = true
			}
			continue
		}
		i := c.a.info(in)
		for j := len(in.args) - i.dsts; j < len(in.args) && j >= 0; j++ {
			for _, r := range in.args[j].regs {
				w[r] = true
			}
		}
		for _, r := range i.implicitW {
			w[r] = true
		}
		if c.a.name == "amd64" && strings.HasPrefix(in.op, "LOOP") {
			w["CX"] = true
		}
		if c.a.writesBack(in) {
			for _, o := range in.args {
				for _, r := range o.addrRegs {
					w[r] = true
				}
			}
		}
	}
	c.written[name] = w
	return w
}

// callTarget is the function a CALL or JMP names, "" for a register.
func callTarget(in *inst) string {
	if len(in.args) == 0 {
		return ""
	}
	o := in.args[len(in.args)-1]
	if o.sym != "" {
		return o.sym
	}
	return ""
}

// checkFunction runs the analysis to its fixed point and then records the
// findings of one function.
func (c *checker) checkFunction(f *function, sites *state) {
	n := len(f.insts)
	if n == 0 {
		return
	}
	in := make([]*state, n)
	in[0] = c.entryState(f)
	if sites != nil {
		// Called from the file: its registers hold what the callers put
		// there (only that, for a file-local routine).
		if f.local {
			in[0].def = sites.def
			for k, v := range sites.m {
				in[0].m[k] = v
			}
		} else {
			in[0].joinInto(sites)
		}
	}
	work := []int{0}
	queued := make([]bool, n)
	queued[0] = true
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		queued[i] = false
		out, succ := c.transfer(f, i, in[i].copy(), false)
		for _, j := range succ {
			if j >= n {
				continue
			}
			if in[j] == nil {
				in[j] = out.copy()
			} else if !in[j].joinInto(out) {
				continue
			}
			if !queued[j] {
				queued[j] = true
				work = append(work, j)
			}
		}
	}
	for i := range f.insts {
		if in[i] != nil {
			c.transfer(f, i, in[i].copy(), true)
		}
	}
}

func (c *checker) report(f *function, in *inst, msg string) {
	c.findings = append(c.findings, finding{file: f.file, fn: f.name, line: in.line, text: in.text, msg: msg})
}

// transfer applies statement i to s and returns the state after it and the
// statements that can follow. With rep it records findings and notes.
func (c *checker) transfer(f *function, i int, s *state, rep bool) (*state, []int) {
	in := f.insts[i]
	a := c.a
	next := []int{i + 1}
	if suf := a.unknownSuffix(in); suf != "" && rep {
		c.report(f, in, fmt.Sprintf("unrecognized suffix .%s: cannot tell whether it is a condition", suf))
	}
	target := func() (int, bool) {
		if len(in.args) == 0 {
			return 0, false
		}
		o := in.args[len(in.args)-1]
		if o.kind != opName {
			return 0, false
		}
		j, ok := f.labels[cleanName(o.text)]
		return j, ok
	}
	checkCond := func(what string, v val) {
		if !rep {
			return
		}
		if v.public() {
			c.notes = append(c.notes, finding{file: f.file, fn: f.name, line: in.line, text: in.text,
				msg: fmt.Sprintf("%s on %s", what, v)})
			return
		}
		c.report(f, in, fmt.Sprintf("%s on %s", what, v))
	}
	indirect := func() {
		for _, o := range in.args {
			if o.kind == opReg || (o.kind == opMem && o.sym == "") {
				v := c.read(s, o, true, 8)
				if v.taint && rep {
					c.report(f, in, "indirect jump or call through a register that depends on data")
				}
			}
		}
	}
	k, reg := a.branch(in)
	switch k {
	case ret:
		return s, nil
	case jump:
		if j, ok := target(); ok {
			return s, []int{j}
		}
		indirect()
		return s, nil
	case condJump:
		checkCond("conditional branch", s.get("flags"))
		if j, ok := target(); ok {
			return s, []int{i + 1, j}
		}
		return s, next
	case regJump:
		v := c.reg(s, reg)
		if strings.HasPrefix(in.op, "LOOP") {
			v = join(v, constV)
			s.m["CX"] = v
		}
		checkCond("conditional branch", v)
		if j, ok := target(); ok {
			return s, []int{i + 1, j}
		}
		return s, next
	case call:
		indirect()
		if t := callTarget(in); rep && c.fns[t] != nil {
			c.recordCall(t, s)
		}
		w := c.writtenBy(callTarget(in), map[string]bool{})
		if w == nil {
			// Unknown code: every register but the stack pointer may hold
			// data afterwards.
			sp := s.get(a.sp)
			s.def = tainted
			for r := range s.m {
				if !strings.HasPrefix(r, "FP") {
					s.m[r] = tainted
				}
			}
			s.m[a.sp] = sp
		}
		for r := range w {
			s.m[r] = tainted
		}
		s.m["flags"] = tainted
		// The callee may write the frame through pointers it was given.
		forgetFrame(s)
		return s, next
	}

	if in.raw {
		if rep {
			c.report(f, in, "raw instruction bytes: the check cannot tell what they do")
		}
		sp := s.get(a.sp)
		s.def = tainted
		for r := range s.m {
			if !strings.HasPrefix(r, "FP") {
				s.m[r] = tainted
			}
		}
		s.m[a.sp] = sp
		return s, next
	}
	info := a.info(in)
	width := c.memWidth(in)
	isLEA := a.name == "amd64" && strings.HasPrefix(in.op, "LEA")
	if cond := a.condSuffix(in); cond != "" {
		checkCond("conditionally executed instruction", s.get("flags"))
	}
	// Every memory operand's address must be clean.
	if !isLEA {
		for _, o := range in.args {
			if o.kind != opMem {
				continue
			}
			for _, r := range o.addrRegs {
				if c.reg(s, r).taint && rep {
					c.report(f, in, fmt.Sprintf("memory operand %s: its address depends on data (%s)", o.text, r))
				}
			}
		}
	}
	nd := info.dsts
	if nd > len(in.args) {
		nd = len(in.args)
	}
	v := constV
	for j, o := range in.args {
		if j >= len(in.args)-nd && !info.readsDst {
			continue
		}
		v = join(v, c.read(s, o, isLEA, width))
	}
	for _, r := range info.implicitR {
		v = join(v, c.reg(s, r))
	}
	if info.readsFlags {
		v = join(v, s.get("flags"))
	}
	switch {
	case info.zeroing:
		v = constV
	case info.feature:
		v = val{pub: pubFeature}
	}
	// A store through a pointer that may point into the frame (LEAQ 48(SP),
	// DI; MOVQ AX, 0(DI)) may change any slot.
	// One through a pointer into the arguments may change any argument.
	aliased, argsAliased := false, false
	for j := len(in.args) - nd; j < len(in.args); j++ {
		if o := in.args[j]; o.kind == opMem {
			if _, _, ok := c.frameSlot(o); !ok {
				for _, r := range o.addrRegs {
					aliased = aliased || c.reg(s, r).frame
					argsAliased = argsAliased || c.reg(s, r).argp
				}
			}
		}
	}
	if argsAliased {
		for k := range s.m {
			if strings.HasPrefix(k, "FP") {
				s.m[k] = tainted
			}
		}
	}
	for j := len(in.args) - nd; j < len(in.args); j++ {
		c.write(s, in.args[j], v, width)
	}
	for _, r := range info.implicitW {
		s.m[r] = v
	}
	// The stack pointer moved (SUB $16, SP; a write-back on it): the frame's
	// slots are no longer where they were.
	spMoved := aliased
	for j := len(in.args) - nd; j < len(in.args); j++ {
		if o := in.args[j]; o.kind == opReg && o.regs[0] == a.sp {
			spMoved = true
		}
	}
	if a.writesBack(in) {
		for _, o := range in.args {
			if o.kind == opMem && len(o.addrRegs) > 0 && o.addrRegs[0] == a.sp {
				spMoved = true
			}
		}
	}
	if a.name == "amd64" && hasAnyPrefix(in.op, "PUSH", "POP") {
		spMoved = true
	}
	if spMoved {
		forgetFrame(s)
	}
	if info.setsFlags {
		s.m["flags"] = v
	}
	// A write-back (.P, .W) moves the base register by a constant: it keeps
	// its value's kind.
	return s, next
}

// recordCall joins the registers of a call of the file's function t into
// callSites (the arguments and the frame are the caller's own).
func (c *checker) recordCall(t string, s *state) {
	regs := &state{m: map[string]val{}, def: s.def}
	for k, v := range s.m {
		if !strings.HasPrefix(k, "FP") && !strings.HasPrefix(k, "S:") && k != "flags" {
			regs.m[k] = v
		}
	}
	// The callee's stack pointer is its own.
	regs.m[c.a.sp] = val{frame: true}
	if old := c.callSites[t]; old != nil {
		old.joinInto(regs)
	} else {
		c.callSites[t] = regs
	}
}

// sameState reports whether two states are the same (nil for none).
func sameState(a, b *state) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.def != b.def {
		return false
	}
	for k := range a.m {
		if a.get(k) != b.get(k) {
			return false
		}
	}
	for k := range b.m {
		if a.get(k) != b.get(k) {
			return false
		}
	}
	return true
}

// checkFile parses and checks one file; it returns the findings, the notes
// (accepted branches) and the functions skipped as public.
func checkFile(name string, src string) (findings, notes []finding, skipped []string, nfns int, err error) {
	a := archOf(name)
	if a == nil {
		return nil, nil, nil, 0, fmt.Errorf("%s: cannot tell the architecture from the file name", name)
	}
	fns, err := parseFile(name, strings.NewReader(src), a)
	if err != nil {
		return nil, nil, nil, 0, err
	}
	c := &checker{a: a, fns: map[string]*function{}, written: map[string]map[string]bool{}, callSites: map[string]*state{}}
	for _, f := range fns {
		c.fns[f.name] = f
	}
	var checked []*function
	for _, f := range fns {
		if p := publicFunctionOf(filepath.Base(filepath.Dir(name)), f.name); p != nil {
			skipped = append(skipped, fmt.Sprintf("%s:%d: %s: public data only (listed with %s in internal/ecc/vartime.go)", f.file, f.line, f.name, p.Name))
			continue
		}
		checked = append(checked, f)
	}
	// Each function is checked again whenever the registers its callers in
	// the file pass it have changed, until none has.
	type result struct {
		sites           *state
		findings, notes []finding
	}
	results := map[*function]*result{}
	for changed := true; changed; {
		changed = false
		for _, f := range checked {
			sites := c.callSites[f.name]
			if r := results[f]; r != nil && sameState(r.sites, sites) {
				continue
			}
			r := &result{}
			if sites != nil {
				r.sites = sites.copy()
			}
			c.findings, c.notes = nil, nil
			c.checkFunction(f, r.sites)
			r.findings, r.notes = c.findings, c.notes
			results[f] = r
			changed = true
		}
	}
	c.findings, c.notes = nil, nil
	for _, f := range checked {
		c.findings = append(c.findings, results[f].findings...)
		c.notes = append(c.notes, results[f].notes...)
		c.instructionChoice(f)
	}
	dedupe := func(fs []finding) []finding {
		sort.SliceStable(fs, func(i, j int) bool { return fs[i].line < fs[j].line })
		var out []finding
		seen := map[string]bool{}
		for _, x := range fs {
			if k := x.String(); !seen[k] {
				seen[k] = true
				out = append(out, x)
			}
		}
		return out
	}
	return dedupe(c.findings), dedupe(c.notes), skipped, len(fns), nil
}

// frameRe reads a frame operand: an optional name, an offset, the stack
// pointer.
var frameRe = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*)?([+-]?(?:0x[0-9a-fA-F]+|\d+))?\((SP|R13|RSP)\)$`)

// frameSlot returns the key prefix and the offset of a memory operand
// relative to the stack pointer, ok false for any other operand.
func (c *checker) frameSlot(o *operand) (name string, off int64, ok bool) {
	if o.kind != opMem || len(o.addrRegs) != 1 || o.addrRegs[0] != c.a.sp {
		return "", 0, false
	}
	m := frameRe.FindStringSubmatch(o.text)
	if m == nil {
		return "", 0, false
	}
	if m[2] != "" {
		off, _ = strconv.ParseInt(m[2], 0, 64)
	}
	return "S:" + m[1] + ":", off, true
}

// frameKey is the state's key of a frame slot: prefix, offset, width.
func frameKey(prefix string, off, w int64) string {
	return prefix + strconv.FormatInt(off, 10) + ":" + strconv.FormatInt(w, 10)
}

// parseFrameKey splits a frame slot key.
func parseFrameKey(k string) (prefix string, off, w int64) {
	i := strings.LastIndex(k, ":")
	j := strings.LastIndex(k[:i], ":")
	off, _ = strconv.ParseInt(k[j+1:i], 10, 64)
	w, _ = strconv.ParseInt(k[i+1:], 10, 64)
	return k[:j+1], off, w
}

// loadFrame is the value of w bytes at off: what a store that covers them
// left there, data if none did.
func (c *checker) loadFrame(s *state, prefix string, off, w int64) val {
	for k, v := range s.m {
		if !strings.HasPrefix(k, prefix) {
			continue
		}
		if p, o, sw := parseFrameKey(k); p == prefix && o <= off && off+w <= o+sw {
			return v
		}
	}
	return tainted
}

// storeFrame records a store of w bytes at off; the slots it overlaps are
// forgotten.
func (c *checker) storeFrame(s *state, prefix string, off, w int64, v val) {
	for k := range s.m {
		if !strings.HasPrefix(k, "S:") {
			continue
		}
		if p, o, sw := parseFrameKey(k); p == prefix && o < off+w && off < o+sw {
			delete(s.m, k)
		}
	}
	s.m[frameKey(prefix, off, w)] = v
}

// forgetFrame drops every frame slot (the stack pointer moved).
func forgetFrame(s *state) {
	for k := range s.m {
		if strings.HasPrefix(k, "S:") {
			delete(s.m, k)
		}
	}
}

// memWidth is the number of bytes an instruction moves through one memory
// operand, as far as its opcode tells; 16 when it does not (a wider guess
// only forgets more).
func (c *checker) memWidth(in *inst) int64 {
	op := in.op
	switch c.a.name {
	case "amd64":
		switch {
		case hasAnyPrefix(op, "MOVOU", "MOVOA", "MOVUPS", "MOVAPS", "MOVUPD", "MOVAPD", "MOVDQ"):
			return 16
		case hasAnyPrefix(op, "V"):
			return 64
		case hasAnyPrefix(op, "MOVBQ", "MOVBL", "MOVBW"):
			return 1
		case hasAnyPrefix(op, "MOVWQ", "MOVWL"):
			return 2
		case hasAnyPrefix(op, "MOVLQ"):
			return 4
		}
		switch op[len(op)-1] {
		case 'Q':
			return 8
		case 'L':
			return 4
		case 'W':
			return 2
		case 'B':
			return 1
		}
	case "arm64":
		switch op {
		case "MOVD", "FMOVD":
			return 8
		case "MOVW", "MOVWU", "FMOVS":
			return 4
		case "MOVH", "MOVHU":
			return 2
		case "MOVB", "MOVBU":
			return 1
		case "LDP", "STP", "FMOVQ":
			return 16
		case "LDPW", "STPW":
			return 8
		}
	case "arm":
		switch op {
		case "MOVW", "MOVF":
			return 4
		case "MOVH", "MOVHU":
			return 2
		case "MOVB", "MOVBU":
			return 1
		case "MOVD":
			return 8
		case "MOVM":
			for _, o := range in.args {
				if o.kind == opRegList {
					return 4 * int64(len(o.regs))
				}
			}
		}
	}
	return 16
}
