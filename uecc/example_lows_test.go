package uecc_test

import (
	"crypto/sha256"
	"fmt"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
)

// A secp256k1 signature made low-S, as Bitcoin's rules require: NormalizeS
// replaces s by n − s when s > n/2, and the signature still verifies.
func ExampleCurve_NormalizeS() {
	c := uecc.Secp256k1()
	priv := make([]byte, c.PrivateKeySize())
	priv[len(priv)-1] = 1 // d = 1, for a reproducible example
	pub, _ := microeccalloc.PublicKey(c, priv)
	hash := sha256.Sum256([]byte("low S"))
	for _, k := range []byte{2, 3, 4, 5} {
		nonce := make([]byte, c.PrivateKeySize())
		nonce[len(nonce)-1] = k
		sig, _ := microeccalloc.SignWithK(c, priv, hash[:], nonce)
		before := c.IsLowS(sig)
		_ = c.NormalizeS(sig)
		fmt.Println(before, c.IsLowS(sig), c.Verify(pub, hash[:], sig) == nil)
	}
	// Output:
	// false true true
	// true true true
	// false true true
	// false true true
}

// A recoverable signature carries the recovery id v after r‖s: the
// public key follows from the signature and the hash alone.
func ExampleCurve_RecoverPublicKey() {
	c := uecc.Secp256k1()
	pub, priv, _ := microeccalloc.GenerateKey(c, nil)
	hash := sha256.Sum256([]byte("recover me"))
	sig, _ := c.SignRecoverable(nil, priv, hash[:])
	got, err := c.RecoverPublicKey(hash[:], sig)
	fmt.Println(len(sig), err, string(got) == string(pub))
	// Output: 65 <nil> true
}
