package main

import (
	"crypto/sha256"
	"fmt"
	"slices"
	"time"

	"github.com/uecc-go/uecc/uecc/microecc"
)

// benchRounds is how many timed rounds each operation runs; the median
// round is printed.
const benchRounds = 7

// benchRound is the least time a round runs for.
const benchRound = 200 * time.Millisecond

// bench prints the median time per operation of keygen (the public key of
// a private key), ECDH, signing and verification on every curve: the
// board's own timing, which an emulator's instruction count cannot give.
// The first fixed-base multiplications of a curve run without its table
// (the curve's package builds it at a later one), so 20 key derivations come
// first.
func bench() {
	fmt.Printf("%-10s %12s %12s %12s %12s   (µs per operation, median of %d rounds of at least %v)\n",
		"curve", "keygen", "ecdh", "sign", "verify", benchRounds, benchRound)
	for _, c := range curves {
		pub, priv := make([]byte, c.PublicKeySize()), make([]byte, c.PrivateKeySize())
		pub2, priv2 := make([]byte, c.PublicKeySize()), make([]byte, c.PrivateKeySize())
		if err := microecc.For(c).MakeKey(pub, priv, nil); err != nil {
			fmt.Println("FAIL", c.Name(), err)
			return
		}
		if err := microecc.For(c).MakeKey(pub2, priv2, nil); err != nil {
			fmt.Println("FAIL", c.Name(), err)
			return
		}
		for i := 0; i < 20; i++ {
			_ = microecc.For(c).ComputePublicKey(pub2, priv2)
		}
		hash := sha256.Sum256([]byte("uecc-runner-go -bench"))
		sig := make([]byte, c.SignatureSize())
		secret := make([]byte, c.FieldSize())
		if err := microecc.For(c).Sign(sig, nil, priv, hash[:]); err != nil {
			fmt.Println("FAIL", c.Name(), err)
			return
		}
		ops := []func() error{
			func() error { return microecc.For(c).ComputePublicKey(pub2, priv2) },
			func() error { return microecc.For(c).SharedSecret(secret, priv, pub2) },
			func() error { return microecc.For(c).Sign(sig, nil, priv, hash[:]) },
			func() error { return c.Verify(pub, hash[:], sig) },
		}
		fmt.Printf("%-10s", c.Name())
		for _, op := range ops {
			fmt.Printf(" %12.1f", median(op))
		}
		fmt.Println()
	}
}

// median runs op in rounds and returns the median round's µs per call,
// or −1 if a call fails.
func median(op func() error) float64 {
	var per []float64
	for r := 0; r < benchRounds; r++ {
		n := 0
		start := time.Now()
		for time.Since(start) < benchRound {
			if err := op(); err != nil {
				return -1
			}
			n++
		}
		per = append(per, float64(time.Since(start).Microseconds())/float64(n))
	}
	slices.Sort(per)
	return per[len(per)/2]
}
