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
	// Refused lists instructions of the target whose latency depends on
	// their operands, each with the reason, so that a checker can say why
	// one is refused; none of them is in Ops.
	Refused map[string]string
	regs    *regexp.Regexp
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
	if why, refused := t.Refused[in.Op]; refused {
		return fmt.Errorf("%s: %s: variable latency: %s", t.Name, in.Op, why)
	}
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

// refused gives each of names the reason why.
func refused(why string, names ...string) map[string]string {
	m := map[string]string{}
	for _, n := range names {
		m[n] = why
	}
	return m
}

var (
	none, one, two, three, four = []int{0}, []int{1}, []int{2}, []int{3}, []int{4}
)

// AMD64 is x86-64 with BMI2 (MULX), ADX (ADCX, ADOX) and AVX2: the
// instructions of asm_amd64.s; and AVX-512's IFMA with the logic, shifts,
// additions, moves and lane alignment around it, the instructions of
// asm_ifma_amd64.s. The integer additions, subtractions, logic,
// shifts, compares, CMOVcc, IMUL, MULX, ADCX and ADOX are among the
// instructions Intel lists as of data-operand-independent timing ("Data
// Operand Independent Timing Instruction Set Architecture Guidance",
// 2023), which leaves out DIV and IDIV; the vector instructions of the
// table scans are register logic, compares, additions, broadcasts, extracts
// and moves, of one fixed latency each in the published instruction tables
// of the cores that have AVX2, and those of the IFMA field are of one fixed
// latency each in the tables of the cores that have AVX-512 (VPMADD52LUQ
// and VPMADD52HUQ among them: their 52-bit multiplier, like MULX's, does not
// stop early on small operands); SHA-256's compression function on the SHA
// extensions (internal/sha256's block_amd64.s) adds SHA256RNDS2, SHA256MSG1
// and SHA256MSG2, whose rounds and message schedule are fixed circuits of
// one latency each in the published tables of the cores that have them, and
// the SSE moves, additions and shuffles around them; the loads and stores
// are at addresses the static check (internal/cmd/ctcheck) proves
// independent of secrets.
var AMD64 = &Target{
	Name: "amd64",
	Ops: table(
		ops(Fixed, two, "ADCQ", "ADCXQ", "ADDQ", "ADOXQ", "ANDQ", "CMPB", "CMPQ", "IMULQ", "LEAQ", "MOVL", "MOVQ",
			"SBBQ", "SHLQ", "SUBQ", "TESTQ", "XORQ", "VMOVDQU", "VMOVQ", "VPBROADCASTD"),
		ops(Fixed, one, "DECQ", "NEGQ"),
		ops(Fixed, three, "MULXQ", "VEXTRACTI128", "VPADDD", "VPAND", "VPCMPEQD", "VPEXTRQ", "VPOR", "VPXOR"),
		ops(Fixed, []int{2, 3}, "SHRQ"),
		ops(Fixed, none, "VZEROUPPER"),
		// AVX-512 (F, VL, IFMA): the secp521r1 field of asm_ifma_amd64.s.
		ops(Fixed, two, "VMOVDQU64", "VPBROADCASTQ"),
		ops(Fixed, three, "VPADDQ", "VPANDQ", "VPANDQ.BCST", "VPMADD52HUQ.BCST", "VPMADD52LUQ.BCST",
			"VPORQ", "VPSLLQ", "VPSRAQ", "VPSRLQ", "VPSUBQ", "VPXORQ"),
		ops(Fixed, four, "VALIGNQ"),
		// SSE and the SHA extensions: internal/sha256's block_amd64.s.
		ops(Fixed, two, "MOVO", "MOVOU", "PADDD", "PSHUFB", "SHA256MSG1", "SHA256MSG2"),
		ops(Fixed, three, "PALIGNR", "PBLENDW", "PSHUFD", "SHA256RNDS2"),
		ops(Select, two, "CMOVQCC", "CMOVQCS", "CMOVQNE"),
		ops(Branch, one, "JCC", "JCS", "JEQ", "JNZ", "JZ"),
		ops(Jump, one, "CALL", "JMP"),
		ops(Jump, none, "RET"),
		ops(Directive, none, "NO_LOCAL_POINTERS"),
		ops(Directive, one, "PCALIGN"),
	),
	Refused: refused("division: its latency depends on the dividend and divisor on every x86-64 core",
		"DIVB", "DIVW", "DIVL", "DIVQ", "IDIVB", "IDIVW", "IDIVL", "IDIVQ",
		"DIVSS", "DIVSD", "DIVPS", "DIVPD", "VDIVSS", "VDIVSD", "VDIVPS", "VDIVPD",
		"SQRTSS", "SQRTSD", "SQRTPS", "SQRTPD", "VSQRTSS", "VSQRTSD", "VSQRTPS", "VSQRTPD"),
	regs: regexp.MustCompile(`^(AX|BX|CX|DX|SI|DI|BP|SP|R([89]|1[0-5])|[XYZ]([0-9]|[12][0-9]|3[01]))$`),
}

// ARM64 is ARMv8-A's A64: the instructions of asm_arm64.s. Every Fixed
// and Select one is among the instructions that Armv8.4's FEAT_DIT (Data
// Independent Timing) guarantees to run in a time independent of their
// data when PSTATE.DIT is set (the integer additions, subtractions, logic,
// the shifts by a constant (LSR: UBFM), MUL (MADD), UMULH, CSEL, CSETM,
// loads and stores); the division UDIV and SDIV is not among them. The
// library does not set DIT: on cores before it the list is the same by
// design, not by an architectural promise.
var ARM64 = &Target{
	Name: "arm64",
	Ops: table(
		ops(Fixed, three, "ADC", "ADCS", "ADDS", "AND", "LSR", "MUL", "SBC", "SBCS", "SUBS", "UMULH"),
		ops(Fixed, []int{2, 3}, "ADD"),
		ops(Fixed, two, "CMP", "LDP", "LDP.P", "MOVBU", "MOVD", "NEG", "NEGS", "NGCS", "STP"),
		ops(Select, four, "CSEL"),
		ops(Select, two, "CSETM"),
		ops(Branch, one, "BHI"),
		ops(Branch, two, "CBZ"),
		ops(Jump, one, "B", "BL"),
		ops(Jump, none, "RET"),
	),
	Refused: refused("division: its latency depends on its operands, and FEAT_DIT leaves it out",
		"UDIV", "SDIV", "UDIVW", "SDIVW", "UREM", "REM", "UREMW", "REMW", "FDIVS", "FDIVD", "FSQRTS", "FSQRTD"),
	regs:  regexp.MustCompile(`^(R([0-9]|[12][0-9]|30)|ZR|RSP)$`),
	conds: regexp.MustCompile(`^(EQ|NE|CS|CC|HS|LO|MI|PL|HI|LS|GE|LT|GT|LE)$`),
}

// ARM is 32-bit ARM, ARMv6 and ARMv7-A: the instructions of asm_arm.s.
// UMAAL, which the Go assembler lacks, is written as its encoding (WORD,
// with the instruction in its comment). The multiplies are MUL and UMAAL:
// on ARM1176 (ARMv6, the Raspberry Pi 1 and Zero) they take a fixed 2 and 3
// cycles whatever their operands (ARM1176JZF-S Technical Reference Manual,
// ARM DDI 0301H, §16.7, Table 16-10), unlike the early-terminating
// multipliers of ARM7TDMI and ARM9, whose cycles depend on the value of
// Rs; for Cortex-A7 (ARMv7-A) ARM publishes no cycle table, and no
// operand-dependent multiply timing is documented for it. No instruction is
// conditionally executed (the table has no condition suffix but the
// branches').
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
	Refused: refused("division: its latency depends on its operands (Cortex-A7's DIVHW and DIVUHW, the "+
		"assembler's DIV, DIVU, MOD and MODU, which call the runtime's software division)",
		"DIV", "DIVU", "MOD", "MODU", "DIVHW", "DIVUHW", "DIVF", "DIVD", "SQRTF", "SQRTD"),
	regs: regexp.MustCompile(`^R([0-9]|1[0-4])$`),
}
