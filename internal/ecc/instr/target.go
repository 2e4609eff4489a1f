package instr

import (
	"fmt"
	"regexp"
	"slices"
)

// Kind is what an instruction does to the flow of a program: what the
// constant-time rules (docs/SAFETY.md) ask of it.
type Kind int

const (
	// Fixed is an instruction of fixed latency and no branch: arithmetic,
	// logic, a move, a load or a store (whose address internal/cmd/ctcheck
	// checks).
	Fixed Kind = iota
	// Select chooses between values by the flags without a branch: CMOV,
	// CSEL, CSETM.
	Select
	// Branch is a conditional branch: its condition must be public.
	Branch
	// Jump is a call, a return or an unconditional jump.
	Jump
	// Directive is an assembler directive in an instruction's place
	// (NO_LOCAL_POINTERS, PCALIGN) or an instruction written as its
	// encoding (WORD).
	Directive
)

// Op is an opcode of a target: its Kind and its numbers of operands.
type Op struct {
	Kind Kind
	Args []int
}

// Target is an instruction set as the generator uses it: the opcodes the
// emitters may write and the names of the registers. An opcode outside Ops
// is refused: the table is the whole of what the generated assembly of the
// target can contain. Division and the other instructions whose latency
// depends on their operands are not in it.
type Target struct {
	Name string
	Ops  map[string]Op
	regs *regexp.Regexp
	// conds are the conditions an operand may name (arm64's CSEL), or nil.
	conds *regexp.Regexp
}

// IsCond reports whether name is a condition operand of t.
func (t *Target) IsCond(name string) bool { return t.conds != nil && t.conds.MatchString(name) }

// IsReg reports whether name is a register of t.
func (t *Target) IsReg(name string) bool { return t.regs.MatchString(name) }

// Check reports why in is not an instruction of t, or nil.
func (t *Target) Check(in Instr) error {
	op, ok := t.Ops[in.Op]
	if !ok {
		return fmt.Errorf("%s: %s is not an instruction of the table", t.Name, in.Op)
	}
	if !slices.Contains(op.Args, len(in.Args)) {
		return fmt.Errorf("%s: %s takes %v operands, not %d", t.Name, in, op.Args, len(in.Args))
	}
	for _, a := range in.Args {
		if _, ok := a.(Label); ok && op.Kind != Branch && op.Kind != Jump {
			return fmt.Errorf("%s: %s: %s is neither a register nor an operand of %s", t.Name, in, a, in.Op)
		}
		if c, ok := a.(Cond); ok && (op.Kind != Select || !t.IsCond(string(c))) {
			return fmt.Errorf("%s: %s: %s is not a condition of %s", t.Name, in, a, in.Op)
		}
		for _, r := range regsOf(a) {
			if !t.IsReg(string(r)) {
				return fmt.Errorf("%s: %s: %s is not a register", t.Name, in, r)
			}
		}
	}
	return nil
}

// regsOf returns the registers an operand names.
func regsOf(a Operand) []Reg {
	switch a := a.(type) {
	case Reg:
		return []Reg{a}
	case Mem:
		return []Reg{a.Base}
	case Ind:
		return []Reg{Reg(a)}
	case Pair:
		return a[:]
	case Shift:
		return []Reg{a.R}
	case RegRange:
		return []Reg{a.Lo, a.Hi}
	case RegList:
		return a
	}
	return nil
}

func ops(kind Kind, args []int, names ...string) map[string]Op {
	m := map[string]Op{}
	for _, n := range names {
		m[n] = Op{kind, args}
	}
	return m
}

func table(parts ...map[string]Op) map[string]Op {
	m := map[string]Op{}
	for _, p := range parts {
		for n, op := range p {
			if _, dup := m[n]; dup {
				panic("instr: " + n + " listed twice")
			}
			m[n] = op
		}
	}
	return m
}

var (
	none, one, two, three, four = []int{0}, []int{1}, []int{2}, []int{3}, []int{4}
)

// AMD64 is x86-64 with BMI2 (MULX), ADX (ADCX, ADOX) and AVX2: the
// instructions of asm_amd64.s. IMUL's and MULX's latency does not depend
// on their operands on the x86-64 cores of the last fifteen years.
var AMD64 = &Target{
	Name: "amd64",
	Ops: table(
		ops(Fixed, two, "ADCQ", "ADCXQ", "ADDQ", "ADOXQ", "CMPB", "CMPQ", "IMULQ", "LEAQ", "MOVL", "MOVQ",
			"SBBQ", "SHLQ", "SUBQ", "TESTQ", "XORQ", "VMOVDQU", "VMOVQ", "VPBROADCASTD"),
		ops(Fixed, one, "DECQ", "NEGQ"),
		ops(Fixed, three, "MULXQ", "VEXTRACTI128", "VPADDD", "VPAND", "VPCMPEQD", "VPEXTRQ", "VPOR", "VPXOR"),
		ops(Fixed, []int{2, 3}, "SHRQ"),
		ops(Fixed, none, "VZEROUPPER"),
		ops(Select, two, "CMOVQCC", "CMOVQCS", "CMOVQNE"),
		ops(Branch, one, "JCC", "JCS", "JEQ", "JNZ", "JZ"),
		ops(Jump, one, "CALL", "JMP"),
		ops(Jump, none, "RET"),
		ops(Directive, none, "NO_LOCAL_POINTERS"),
		ops(Directive, one, "PCALIGN"),
	),
	regs: regexp.MustCompile(`^(AX|BX|CX|DX|SI|DI|BP|SP|R([89]|1[0-5])|[XY]([0-9]|1[0-5]))$`),
}

// ARM64 is ARMv8-A's A64: the instructions of asm_arm64.s. MUL and UMULH
// take a fixed number of cycles on the cores this targets (Cortex-A53,
// A72, Apple's, Neoverse).
var ARM64 = &Target{
	Name: "arm64",
	Ops: table(
		ops(Fixed, three, "ADC", "ADCS", "ADDS", "AND", "MUL", "SBC", "SBCS", "SUBS", "UMULH"),
		ops(Fixed, []int{2, 3}, "ADD"),
		ops(Fixed, two, "CMP", "LDP", "LDP.P", "MOVBU", "MOVD", "NEG", "NEGS", "NGCS", "STP"),
		ops(Select, four, "CSEL"),
		ops(Select, two, "CSETM"),
		ops(Branch, one, "BHI"),
		ops(Branch, two, "CBZ"),
		ops(Jump, one, "B", "BL"),
		ops(Jump, none, "RET"),
	),
	regs:  regexp.MustCompile(`^(R([0-9]|[12][0-9]|30)|ZR|RSP)$`),
	conds: regexp.MustCompile(`^(EQ|NE|CS|CC|HS|LO|MI|PL|HI|LS|GE|LT|GT|LE)$`),
}

// ARM is 32-bit ARM, ARMv6 and ARMv7-A: the instructions of asm_arm.s.
// UMAAL, which the Go assembler lacks, is written as its encoding (WORD,
// with the instruction in its comment). MUL and UMAAL take a fixed number
// of cycles on ARM1176 and Cortex-A7 (their early-terminating multipliers
// are the older ARM7 and ARM9 cores').
var ARM = &Target{
	Name: "arm",
	Ops: table(
		ops(Fixed, three, "ADC", "ADC.S", "ADD", "ADD.S", "AND", "BIC", "EOR", "MUL", "ORR", "RSB", "RSC",
			"SBC", "SBC.S", "SUB", "SUB.S"),
		ops(Fixed, two, "CMP", "MOVM.IA", "MOVM.IA.W", "MOVW", "MVN"),
		ops(Branch, one, "BEQ", "BHI", "BNE"),
		ops(Jump, one, "BL"),
		ops(Jump, none, "RET"),
		ops(Directive, one, "WORD"),
	),
	regs: regexp.MustCompile(`^R([0-9]|1[0-4])$`),
}
