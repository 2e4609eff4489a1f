package microecc_test

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// Reproduce a signature that micro-ecc's uECC_sign_deterministic made (with
// an HMAC-SHA-256 context): the key, the digest and micro-ecc's output are
// from tests/vectors/microecc_sign_deterministic.json.
func ExampleCurve_SignDeterministic() {
	m := microecc.For(uecc.Secp256r1())
	priv, _ := hex.DecodeString("0000000000000000000000000000000000000000000000000000000000000001")
	digest, _ := hex.DecodeString("b57e4fa17941a6fb8c8e271807f4a50f96f27aa87c07c6a3463d090ba15f01d2")

	sig := make([]byte, 64)
	if err := m.SignDeterministic(sig, nil, sha256.New, priv, digest); err != nil {
		panic(err)
	}
	fmt.Println(hex.EncodeToString(sig[:32]))
	fmt.Println(hex.EncodeToString(sig[32:]))

	pub := make([]byte, 64)
	if err := m.ComputePublicKey(pub, priv); err != nil {
		panic(err)
	}
	fmt.Println(m.Verify(pub, digest, sig))
	// Output:
	// eedda609ed16653a5ca64313f14b8c9f97350994976bb135301d070b130e9a7b
	// c878bbbd5c1f3a9009cfa818868d712547895cbf9742d5e12d4157914cc44639
	// true
}

// Keys in micro-ecc's raw encodings: X‖Y, and the compressed 0x02|0x03‖X.
func ExampleCurve_Compress() {
	c := uecc.Secp256k1()
	m := microecc.For(c)
	pub, priv := make([]byte, c.PublicKeySize()), make([]byte, c.PrivateKeySize())
	if err := m.MakeKey(pub, priv, nil); err != nil { // nil: the operating system's source
		panic(err)
	}
	comp := make([]byte, c.FieldSize()+1)
	if err := m.Compress(comp, pub); err != nil {
		panic(err)
	}
	back := make([]byte, c.PublicKeySize())
	err := m.Decompress(back, comp)
	fmt.Println(len(comp), err, string(back) == string(pub))
	// Output:
	// 33 <nil> true
}
