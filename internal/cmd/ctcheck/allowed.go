package main

import "github.com/uecc-go/uecc/internal/ecc"

// This file is the list of what the check accepts, each entry with the
// reason it is safe. Branches are accepted by kind, from where their
// condition comes (see the package comment): nothing here names a branch.
// The functions skipped as a whole are those of the engine's one list of
// variable-time functions, internal/ecc/vartime.go.

// featureVariables are the package variables a function may branch on at
// its entry to leave for its Go twin: CPU features, set once at start-up
// from CPUID (or a constant), the same for every call on a machine and
// independent of any argument.
var featureVariables = map[string]string{
	"useADX": "selects the MULX/ADCX/ADOX assembly (amd64: BMI2, ADX and AVX2 present; arm64: always); " +
		"each field and point function compares it at entry and jumps to its Go twin without it",
}

// publicLengths are the integer arguments that count iterations: a branch
// on a value computed from them and constants only (a loop counter) is
// taken a number of times fixed by the caller's public choice, not by data.
var publicLengths = map[string]string{
	"n": "the number of squarings of …SqrN, …SqrNADX, …SqrNMulADX and …SqrNScaledADX: " +
		"a constant of the fixed exponent chain of an inversion or square root",
	"count": "the number of table entries …LookupAVX2 scans: the table's size, fixed by the " +
		"window width; every entry is read and masked whatever the index",
}

// publicFunctionOf returns, for the assembly function name of package pkg
// (the directory of its file: secp192r1.fpSqrNScaledADX), the entry of the
// engine's one list of variable-time functions (internal/ecc/vartime.go)
// that names it, with the reason it sees only public data, or nil if it
// must be constant time: the check skips the listed functions as a whole.
func publicFunctionOf(pkg, name string) *ecc.VartimeFunc {
	return ecc.VartimeAsm(pkg, name)
}
