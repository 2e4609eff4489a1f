package main

import (
	"strings"

	"github.com/uecc-go/uecc/internal/ecc/instr"
)

// targets are the instruction tables of the engine's assembly, by
// architecture (internal/ecc/instr: the generator writes nothing else).
var targets = map[string]*instr.Target{"amd64": instr.AMD64, "arm64": instr.ARM64, "arm": instr.ARM}

// instructionChoice reports the instructions of a function that must be
// constant time whose opcode, as written (suffixes included: MOVW.EQ is not
// MOVW), is not in its architecture's table: with the reason where the
// table refuses it for a latency that depends on its operands (division),
// and as unknown otherwise, since the check cannot tell how long it takes.
// An instruction enters the table, with its kind, once its latency is
// known not to depend on its data.
func (c *checker) instructionChoice(f *function) {
	t := targets[c.a.name]
	if t == nil {
		return
	}
	for _, in := range f.insts {
		op, _, _ := strings.Cut(strings.TrimSpace(in.text), " ")
		if _, ok := t.Ops[op]; ok {
			continue
		}
		msg := "not in the instruction table of " + t.Name +
			" (internal/ecc/instr): its latency is not known to be independent of its operands"
		if why, refused := t.Refused[op]; refused {
			msg = "variable latency: " + why
		}
		c.findings = append(c.findings, finding{file: f.file, fn: f.name, line: in.line, text: in.text, msg: msg, choice: true})
	}
}
