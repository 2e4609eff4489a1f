package ecc

// FormulaStep is one step of a formula program (the run function of each
// curve's package): v[Dst] = v[A] Op v[B], or a copy v[Dst] = v[A]. The
// programs are generated from the same formula definitions as the
// straight-line Go twins and the assembly (internal/ecc/internal/gen,
// formulas.go: goProgram).
type FormulaStep struct{ Op, Dst, A, B uint8 }

// The operations of a FormulaStep.
const (
	StepCopy uint8 = iota
	StepSquare
	StepMul
	StepAdd
	StepSub
)
