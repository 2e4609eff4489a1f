package instr

import (
	"fmt"
	"strings"
)

// Operand is one operand of an instruction, printed in the Go assembler's
// syntax.
type Operand interface {
	String() string
}

// Reg is a register: AX, R3, X0, ZR.
type Reg string

// String returns the operand in the Go assembler's syntax.
func (r Reg) String() string { return string(r) }

// Imm is a decimal immediate: $0, $-1, $64.
type Imm int64

// String returns the operand in the Go assembler's syntax.
func (v Imm) String() string { return fmt.Sprintf("$%d", int64(v)) }

// Hex is a hexadecimal immediate of at least Digits digits: $0xffffffff.
type Hex struct {
	V      uint64
	Digits int
}

// H returns v as a hexadecimal immediate of as few digits as it needs.
func H(v uint64) Hex { return Hex{V: v, Digits: 1} }

// String returns the operand in the Go assembler's syntax.
func (v Hex) String() string { return fmt.Sprintf("$0x%0*x", v.Digits, v.V) }

// Mem is the memory word at Off bytes from Base: 8(SI).
type Mem struct {
	Off  int
	Base Reg
}

// String returns the operand in the Go assembler's syntax.
func (m Mem) String() string { return fmt.Sprintf("%d(%s)", m.Off, m.Base) }

// Ind is the memory word at Base itself, written without an offset: (R8).
type Ind Reg

// String returns the operand in the Go assembler's syntax.
func (m Ind) String() string { return "(" + string(m) + ")" }

// Pair is arm64's register pair of LDP and STP: (R3, R4).
type Pair [2]Reg

// String returns the operand in the Go assembler's syntax.
func (p Pair) String() string { return fmt.Sprintf("(%s, %s)", p[0], p[1]) }

// Arg is a Go argument or result of the function, Off bytes into its frame:
// x+8(FP).
type Arg struct {
	Name string
	Off  int
}

// String returns the operand in the Go assembler's syntax.
func (a Arg) String() string { return fmt.Sprintf("%s+%d(FP)", a.Name, a.Off) }

// Sym is a symbol: a package symbol ·fpModulus(SB), or one local to its
// file, fpMulInternal<>(SB) (Local). It is a call's or jump's target; At
// gives its data at an offset.
type Sym struct {
	Name  string
	Local bool
}

func (s Sym) name() string {
	if s.Local {
		return s.Name + "<>"
	}
	return "·" + s.Name
}

// String returns the operand in the Go assembler's syntax.
func (s Sym) String() string { return s.name() + "(SB)" }

// At returns the data of s at off bytes.
func (s Sym) At(off int) SymAt { return SymAt{s, off} }

// SymAt is the data of a symbol at an offset: ·fpModulus+8(SB).
type SymAt struct {
	Sym Sym
	Off int
}

// String returns the operand in the Go assembler's syntax.
func (s SymAt) String() string { return fmt.Sprintf("%s+%d(SB)", s.Sym.name(), s.Off) }

// Addr is the address of a symbol's data, as an immediate: $·fpModMul+32(SB).
type Addr struct{ Of Operand }

// String returns the operand in the Go assembler's syntax.
func (a Addr) String() string { return "$" + a.Of.String() }

// Shift is a register shifted by a constant, as an operand of 32-bit ARM:
// R5>>1 (logical right), R5<<1 (left), R12->31 (arithmetic right).
type Shift struct {
	R  Reg
	Op string // "<<", ">>" or "->"
	N  int
}

// String returns the operand in the Go assembler's syntax.
func (s Shift) String() string { return fmt.Sprintf("%s%s%d", s.R, s.Op, s.N) }

// RegRange is 32-bit ARM's list of the registers Lo to Hi for MOVM:
// [R0-R7].
type RegRange struct{ Lo, Hi Reg }

// String returns the operand in the Go assembler's syntax.
func (r RegRange) String() string { return fmt.Sprintf("[%s-%s]", r.Lo, r.Hi) }

// RegList is 32-bit ARM's list of registers for MOVM, each named:
// [R9,R12,R14].
type RegList []Reg

// String returns the operand in the Go assembler's syntax.
func (l RegList) String() string {
	s := make([]string, len(l))
	for i, r := range l {
		s[i] = string(r)
	}
	return "[" + strings.Join(s, ",") + "]"
}

// Cond is a condition of arm64's selections (CSEL, CSETM): CS, CC, EQ, …
type Cond string

// String returns the operand in the Go assembler's syntax.
func (c Cond) String() string { return string(c) }

// Label is a branch target within the function: fpSqrNLoop.
type Label string

// String returns the operand in the Go assembler's syntax.
func (l Label) String() string { return string(l) }
