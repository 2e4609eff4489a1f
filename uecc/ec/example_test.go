package ec_test

import (
	"bytes"
	"crypto/rand"
	"fmt"

	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/ec"
)

// randomScalar returns a random scalar of c below n.
func randomScalar(c *uecc.Curve) *ec.Scalar {
	for {
		b := make([]byte, c.PrivateKeySize())
		rand.Read(b)
		if s, err := ec.NewScalar(c).SetBytes(b); err == nil {
			return s
		}
	}
}

// a·G + b·G = (a + b)·G: the group law, with the scalars added mod n.
func ExamplePoint_Add() {
	c := uecc.Secp256k1()
	a, b := randomScalar(c), randomScalar(c)

	aG, err := ec.NewPoint(c).ScalarBaseMult(a.Bytes())
	if err != nil {
		panic(err)
	}
	bG, err := ec.NewPoint(c).ScalarBaseMult(b.Bytes())
	if err != nil {
		panic(err)
	}
	sum := ec.NewPoint(c).Add(aG, bG)

	ab := ec.NewScalar(c).Add(a, b)
	abG, err := ec.NewPoint(c).ScalarBaseMult(ab.Bytes())
	if err != nil {
		panic(err)
	}
	fmt.Println(sum.Equal(abG))
	// Output: true
}

// A Schnorr signature by hand: s = k + e·d mod n, checked as s·G − e·P = R
// with the variable-time multiplication, since everything it sees is public.
// The secrets d and k only meet the constant-time functions.
func ExampleScalar() {
	c := uecc.Secp256r1()
	d := randomScalar(c) // the private key
	k := randomScalar(c) // the nonce
	e := randomScalar(c) // the challenge, a hash in a real protocol

	P, _ := ec.NewPoint(c).ScalarBaseMult(d.Bytes()) // public key, constant time
	R, _ := ec.NewPoint(c).ScalarBaseMult(k.Bytes()) // commitment, constant time
	s := ec.NewScalar(c).Mul(e, d)
	s.Add(s, k)

	// Verification: s·G + (−e)·P, public data.
	negE := ec.NewScalar(c).Negate(e)
	check, _ := ec.NewPoint(c).DoubleScalarMultVartime(s.Bytes(), negE.Bytes(), P)
	fmt.Println(check.Equal(R))
	// Output: true
}

// ECDH by hand: the X coordinate of a·B is what uecc's ECDH returns.
func ExamplePoint_ScalarMult() {
	c := uecc.Secp256r1()
	alice, _ := c.GeneratePrivateKey(nil)
	bob, _ := c.GeneratePrivateKey(nil)

	// Bob's public key as a point: any of uecc's encodings, here micro-ecc's X‖Y.
	B, err := ec.NewPoint(c).SetBytes(bob.PublicKey().BytesXY())
	if err != nil {
		panic(err)
	}
	// a·B, constant time: alice's key is secret.
	shared, err := ec.NewPoint(c).ScalarMult(B, alice.Bytes())
	if err != nil {
		panic(err)
	}
	x := shared.Bytes()[1 : 1+c.FieldSize()] // 0x04‖X‖Y

	want, _ := alice.ECDH(bob.PublicKey())
	fmt.Println(bytes.Equal(x, want))
	// Output: true
}

// Points are encoded as SEC 1 says: 0x04‖X‖Y, 0x02|0x03‖X, and 0x00 for
// the identity, which SetBytes reads back.
func ExamplePoint_Bytes() {
	c := uecc.Secp256r1()
	G := ec.NewPoint(c).SetGenerator()
	fmt.Printf("%x\n", G.BytesCompressed())

	O := ec.NewPoint(c).Add(G, ec.NewPoint(c).Negate(G))
	fmt.Printf("%x %v\n", O.Bytes(), O.IsIdentity())

	back, _ := ec.NewPoint(c).SetBytes(G.Bytes())
	fmt.Println(back.Equal(G))
	// Output:
	// 036b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296
	// 00 true
	// true
}
