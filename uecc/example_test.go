package uecc_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/uecc-go/uecc/uecc"
)

func ExampleCurve_GenerateKey() {
	c := uecc.Secp256r1()
	pub, priv, err := c.GenerateKey(nil) // nil: crypto/rand.Reader
	if err != nil {
		panic(err)
	}
	fmt.Println(len(pub), len(priv), c.ValidPublicKey(pub))

	// secp160r1's order has 161 bits: its private keys are 21 bytes.
	pub, priv, _ = uecc.Secp160r1().GenerateKey(nil)
	fmt.Println(len(pub), len(priv))
	// Output:
	// 64 32 true
	// 40 21
}

func ExampleCurve_Sign() {
	c := uecc.Secp256k1()
	pub, priv, _ := c.GenerateKey(nil)
	digest := sha256.Sum256([]byte("message"))

	sig, err := c.Sign(nil, priv, digest[:])
	if err != nil {
		panic(err)
	}
	fmt.Println(len(sig), c.Verify(pub, digest[:], sig) == nil)

	other := sha256.Sum256([]byte("another message"))
	fmt.Println(c.Verify(pub, other[:], sig))
	// Output:
	// 64 true
	// uecc: invalid signature
}

func ExampleCurve_SharedSecret() {
	c := uecc.Secp224r1()
	alicePub, alicePriv, _ := c.GenerateKey(nil)
	bobPub, bobPriv, _ := c.GenerateKey(nil)

	s1, err := c.SharedSecret(alicePriv, bobPub)
	if err != nil {
		panic(err)
	}
	s2, _ := c.SharedSecret(bobPriv, alicePub)
	fmt.Println(len(s1), bytes.Equal(s1, s2))

	// An invalid peer key is rejected (micro-ecc would compute garbage).
	bad := append([]byte{}, bobPub...)
	bad[len(bad)-1] ^= 1
	_, err = c.SharedSecret(alicePriv, bad)
	fmt.Println(err)
	// Output:
	// 28 true
	// uecc: invalid public key
}

func ExampleCurve_SignDeterministic() {
	// RFC 6979 A.2.5: P-256, SHA-256, message "sample".
	c := uecc.P256()
	priv, _ := hex.DecodeString("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721")
	digest := sha256.Sum256([]byte("sample"))

	sig, err := c.SignDeterministic(sha256.New(), priv, digest[:])
	if err != nil {
		panic(err)
	}
	fmt.Printf("r = %x\ns = %x\n", sig[:32], sig[32:])
	// Output:
	// r = efd48b2aacb6a8fd1140dd9cd45e81d69d2c877b56aaf991c34d0ea84eaf3716
	// s = f7cb1c942d657c41d436c7a1b6e29f65f3e900dbb9aff4064dc4ab2f843acda8
}

func ExampleCurve_Compress() {
	c := uecc.Secp256r1()
	priv := make([]byte, c.PrivateKeySize())
	priv[len(priv)-1] = 1 // d = 1: the public key is the generator G
	pub, _ := c.PublicKey(priv)

	comp, _ := c.Compress(pub)
	fmt.Printf("%x\n", comp)

	back, err := c.Decompress(comp)
	fmt.Println(bytes.Equal(back, pub), err)

	comp[0] = 0x04 // not a compressed-point prefix
	_, err = c.Decompress(comp)
	fmt.Println(err)
	// Output:
	// 036b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296
	// true <nil>
	// uecc: invalid compressed point
}

func ExampleCurve_SignMicroECC() {
	// The signature micro-ecc's uECC_sign_deterministic makes with SHA-256
	// (not RFC 6979), from microecc_sign_deterministic.json.
	c := uecc.Secp256r1()
	priv := make([]byte, c.PrivateKeySize())
	priv[len(priv)-1] = 1
	digest, _ := hex.DecodeString("b57e4fa17941a6fb8c8e271807f4a50f96f27aa87c07c6a3463d090ba15f01d2")

	sig, err := c.SignMicroECC(sha256.New(), priv, digest, nil)
	if err != nil {
		panic(err)
	}
	fmt.Printf("r = %x\ns = %x\n", sig[:32], sig[32:])
	// Output:
	// r = eedda609ed16653a5ca64313f14b8c9f97350994976bb135301d070b130e9a7b
	// s = c878bbbd5c1f3a9009cfa818868d712547895cbf9742d5e12d4157914cc44639
}
