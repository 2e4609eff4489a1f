package main

import "strings"

// This file is the one list of what the check accepts, each entry with the
// reason it is safe. Branches are accepted by kind, from where their
// condition comes (see the package comment): nothing here names a branch.

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

// A publicFunction is a group of functions that run on public data only,
// so that their branches and addresses may depend on it: the check skips
// them. match sees the function's name qualified by its package, the
// directory of its file (secp192r1.fpSqrNScaledADX).
type publicFunction struct {
	match  func(name string) bool
	what   string
	reason string
}

var publicFunctions = []publicFunction{
	{
		match: func(s string) bool { return strings.Contains(s, "Vartime") },
		what:  "names containing Vartime",
		reason: "variable time by name and documentation (secp256k1.fpSqrNVartimeADX, " +
			"secp256k1.fpMulVartimeADX: the square root's chain, a carry taken as a jump); " +
			"the square root serves point decompression alone, whose input is a public compressed key",
	},
	{
		match: func(s string) bool { return s == "secp192r1.fpSqrNScaledADX" },
		what:  "secp192r1.fpSqrNScaledADX",
		reason: "the square root's scaled squarings on P-192 take the carry out of 2^192 of their " +
			"extra Montgomery round (about one value in 2^64) as a jump, documented as variable time " +
			"in the generator (sqrNScaled); like the Vartime functions it serves decompression of a " +
			"public key only. The other fields' SqrNScaledADX has no such branch and is checked",
	},
}

// publicFunctionOf returns the entry of publicFunctions that covers the
// function name of package pkg, nil if it must be constant time.
func publicFunctionOf(pkg, name string) *publicFunction {
	for i := range publicFunctions {
		if publicFunctions[i].match(pkg + "." + name) {
			return &publicFunctions[i]
		}
	}
	return nil
}
