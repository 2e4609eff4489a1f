// Package instr is the typed instruction layer under the generator's
// assembly emitters (packages amd64, arm64 and arm). An emitter builds each
// instruction from an opcode and typed operands (registers, immediates,
// memory words, arguments, symbols, labels, register lists, shifted
// registers) and writes it with a Writer, which checks it against its
// Target, the one table of what the target's generated assembly may
// contain (each opcode with its operand counts and whether it branches),
// and prints it on a line of its own. An opcode outside the table, such as
// a division, whose latency depends on its operands, stops the generator.
// Parse reads an instruction back, so that the tests check every
// instruction of the generated files against the table.
package instr

import (
	"fmt"
	"log"
	"strings"
)

// Instr is one instruction: an opcode, its operands and an optional
// comment, printed after it.
type Instr struct {
	Op      string
	Args    []Operand
	Comment string
}

// String returns the instruction as the Go assembler reads it, without
// indentation: "ADCXQ AX, R9 // comment".
func (in Instr) String() string {
	s := in.Op
	for i, a := range in.Args {
		if i == 0 {
			s += " "
		} else {
			s += ", "
		}
		s += a.String()
	}
	if in.Comment != "" {
		s += " // " + in.Comment
	}
	return s
}

// Writer writes a target's assembly: instructions, each checked against
// the target's table, and the lines around them (directives, labels,
// comments).
type Writer struct {
	t *Target
	b strings.Builder
}

// NewWriter returns a Writer of t's assembly.
func NewWriter(t *Target) *Writer { return &Writer{t: t} }

// I writes the instruction op args.
func (w *Writer) I(op string, args ...Operand) { w.Instr(Instr{Op: op, Args: args}) }

// Instr writes in, indented by a tab; the generator stops on an
// instruction that is not in the target's table.
func (w *Writer) Instr(in Instr) {
	if err := w.t.Check(in); err != nil {
		log.Fatal(err)
	}
	w.b.WriteString("\t" + in.String() + "\n")
}

// Label writes the label name.
func (w *Writer) Label(name Label) { w.b.WriteString(string(name) + ":\n") }

// Comment writes a comment line in a function's body.
func (w *Writer) Comment(format string, args ...any) {
	w.b.WriteString("\t// " + fmt.Sprintf(format, args...) + "\n")
}

// Line writes a line that is not an instruction: a directive (TEXT, DATA,
// GLOBL, #include), a comment outside a function or an empty line. The
// generator stops on an instruction written as text (isInstruction):
// instructions are typed, and written by I or Instr.
func (w *Writer) Line(format string, args ...any) {
	line := fmt.Sprintf(format, args...)
	if isInstruction(line) {
		log.Fatalf("%s: instruction written as text: %q", w.t.Name, line)
	}
	w.b.WriteString(line + "\n")
}

// isInstruction reports whether a line of assembly holds an instruction:
// it is indented, and neither empty nor a comment.
func isInstruction(line string) bool {
	s := strings.TrimSpace(line)
	return strings.HasPrefix(line, "\t") && s != "" && !strings.HasPrefix(s, "//") && !strings.HasPrefix(s, "/*")
}

// Data writes the read-only 64-bit words of the symbol s, given as Go
// literals: a DATA line a word, then GLOBL.
func (w *Writer) Data(s Sym, words []string) {
	for i, v := range words {
		w.Line("DATA %s+%d(SB)/8, $%s", s.name(), 8*i, v)
	}
	w.Line("GLOBL %s, RODATA|NOPTR, $%d", s, 8*len(words))
}

// String returns what w has written.
func (w *Writer) String() string { return w.b.String() }

// Len returns the number of bytes w has written.
func (w *Writer) Len() int { return w.b.Len() }
