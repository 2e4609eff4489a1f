package uecc_test

import (
	"crypto"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
)

func ExamplePrivateKey() {
	c := uecc.Secp256r1()
	alice, err := c.GeneratePrivateKey(nil) // nil: the operating system's source
	if err != nil {
		panic(err)
	}
	bob, _ := c.GeneratePrivateKey(nil)

	// ECDH: the same secret on both sides.
	s1, _ := alice.ECDH(bob.PublicKey())
	s2, _ := bob.ECDH(alice.PublicKey())
	fmt.Println(len(s1), string(s1) == string(s2))

	// A *PrivateKey is a crypto.Signer: the signature is ASN.1 DER.
	var signer crypto.Signer = alice
	digest := sha256.Sum256([]byte("message"))
	der, _ := signer.Sign(nil, digest[:], crypto.SHA256)
	fmt.Println(alice.PublicKey().VerifyASN1(digest[:], der))

	// Keys of another curve do not mix.
	other, _ := uecc.Secp256k1().GeneratePrivateKey(nil)
	_, err = alice.ECDH(other.PublicKey())
	fmt.Println(err)
	// Output:
	// 32 true
	// <nil>
	// uecc: invalid public key: the remote public key is on secp256k1, the private key on secp256r1
}

func ExampleCurve_NewPublicKey() {
	c := uecc.Secp256r1()
	// The generator G, compressed (SEC 1).
	comp, _ := hex.DecodeString("036b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296")
	pub, err := c.NewPublicKey(comp)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", pub.Bytes())

	// The raw X‖Y and 0x04‖X‖Y forms are accepted too.
	same, _ := c.NewPublicKey(pub.Bytes())
	fmt.Println(same.Equal(pub))

	_, err = c.NewPublicKey(comp[:20])
	fmt.Println(err)
	fmt.Println(errors.Is(err, uecc.ErrLength))
	// Output:
	// 046b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c2964fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5
	// true
	// uecc: wrong input or output length: public key is 20 bytes, secp256r1 takes 64 (X‖Y), 65 (0x04‖X‖Y) or 33 (0x02|0x03‖X)
	// true
}

func ExampleCurve_SignatureToASN1() {
	// RFC 6979 A.2.5: P-256, SHA-256, message "sample", in DER.
	c := uecc.Secp256r1()
	priv, _ := hex.DecodeString("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721")
	digest := sha256.Sum256([]byte("sample"))
	sig, _ := c.SignDeterministic(crypto.SHA256, priv, digest[:])

	der, err := c.SignatureToASN1(sig)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", der)

	raw, _ := c.SignatureFromASN1(der)
	fmt.Println(string(raw) == string(sig))

	pub, _ := microeccalloc.PublicKey(c, priv)
	fmt.Println(c.VerifyASN1(pub, digest[:], der))
	// Output:
	// 3046022100efd48b2aacb6a8fd1140dd9cd45e81d69d2c877b56aaf991c34d0ea84eaf3716022100f7cb1c942d657c41d436c7a1b6e29f65f3e900dbb9aff4064dc4ab2f843acda8
	// true
	// <nil>
}

func ExampleCurve_SignatureFromASN1() {
	c := uecc.Secp256k1()
	// r = 1, s = 1, then the same with faults DER forbids.
	for _, s := range []string{
		"3006020101020101",
		"300602010102010100",   // trailing data
		"30810602010102010100", // BER long-form length
		"300702020001020101",   // r with a superfluous leading zero
		"3006020181020101",     // r negative
		"3106020101020101",     // a SET, not a SEQUENCE
	} {
		der, _ := hex.DecodeString(s)
		raw, err := c.SignatureFromASN1(der)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%x\n", raw)
	}
	// Output:
	// 00000000000000000000000000000000000000000000000000000000000000010000000000000000000000000000000000000000000000000000000000000001
	// uecc: invalid signature: DER: trailing data: 1 byte after the SEQUENCE
	// uecc: invalid signature: DER: SEQUENCE: long-form length for 6 bytes (BER; DER uses the short form below 128)
	// uecc: invalid signature: DER: r has a superfluous leading zero byte (not minimal)
	// uecc: invalid signature: DER: r is negative
	// uecc: invalid signature: DER: SEQUENCE: wrong tag 0x31, want 0x30
}
