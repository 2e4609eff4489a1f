package ecc

// A formula program (the run function of each curve's package) is a string
// of steps of four bytes, op, dst, a, b: v[dst] = v[a] op v[b], or the copy
// v[dst] = v[a], on the field elements v the caller lists. The programs are
// generated from the same formula definitions as the straight-line Go twins
// and the assembly (internal/ecc/internal/gen, gotwins.go: goProgram). A
// string constant rather than an array of structs, because its bytes are
// then read-only data, beside the code, and not part of every program's
// writable data segment.

// The operations of a formula program's steps.
const (
	StepCopy uint8 = iota
	StepSquare
	StepMul
	StepAdd
	StepSub
)
