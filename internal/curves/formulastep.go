package curves

// formulaStep is one step of a formula program (<curve>Run): v[dst] =
// v[a] op v[b], or a copy v[dst] = v[a]. The programs are generated from the
// same formula definitions as the straight-line Go twins and the assembly
// (internal/curves/internal/gen, formulas.go: goProgram).
type formulaStep struct{ op, dst, a, b uint8 }

// The operations of a formulaStep.
const (
	stepCopy uint8 = iota
	stepSquare
	stepMul
	stepAdd
	stepSub
)
