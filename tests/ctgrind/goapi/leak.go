package main

// The self-test of this harness (`make ctgrind-selftest`), run with the
// options and suppressions of the real run; valgrind must exit with its
// error code each time:
//
//   - leak-branch, leak-bool: two leaks planted here, in the caller, on
//     values the API computed from secrets; memcheck must report each at its
//     line in this file (the suppressions do not hide a caller's branch);
//   - leak-vartime: a secret scalar given to Point.ScalarMultVartime, a
//     function for public data only; memcheck must report the engine's
//     branches on it, inside the library (a leak in ec's and the engine's
//     code is caught, not only one in this program).

import (
	"fmt"
	"math/rand/v2"
	"os"

	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/ec"
)

// leak runs the self-test mode and returns the exit code.
func leak(mode string, rng *rand.ChaCha8) int {
	c := uecc.Secp256r1()
	a, b := drawScalar(c, rng), drawScalar(c, rng)
	sA, _ := ec.NewScalar(c).SetBytes(a)
	secret(internals(sA))
	sB, _ := ec.NewScalar(c).SetBytes(b)
	n := 0
	switch mode {
	case "leak-branch":
		// A loop as long as the first byte of the secret a + b: a branch
		// on Scalar.Bytes of a secret.
		s := ec.NewScalar(c).Add(sA, sB).Bytes()
		for i := byte(0); i < s[0]; i++ {
			n += int(i)
		}
	case "leak-bool":
		// An if on Equal's answer for two secret points: the branch a
		// careless caller makes, the bool being the caller's to keep secret.
		ka := secretCopy(a)
		p, _ := ec.NewPoint(c).ScalarBaseMult(ka)
		q, _ := ec.NewPoint(c).ScalarMult(ec.NewPoint(c).SetGenerator(), ka)
		if p.Equal(q) {
			n = report("equal")
		}
	case "leak-vartime":
		// k·G by the variable-time double multiplication (wNAF digits,
		// table indices and branches on them), on a secret k.
		ka := secretCopy(a)
		p, _ := ec.NewPoint(c).ScalarMultVartime(ec.NewPoint(c).SetGenerator(), ka)
		public(internals(p))
		q, _ := ec.NewPoint(c).ScalarBaseMult(a)
		if !p.Equal(q) {
			fmt.Println("ctgrind goapi: leak-vartime: wrong product")
			return 3
		}
	default:
		fmt.Fprintln(os.Stderr, "unknown self-test", mode)
		return 64
	}
	fmt.Println("ctgrind goapi:", mode, "ran")
	return n & 0
}

//go:noinline
func report(what string) int {
	fmt.Println("ctgrind goapi: the points are", what)
	return 1
}
