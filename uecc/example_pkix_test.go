package uecc_test

import (
	"crypto/sha256"
	"encoding/pem"
	"errors"
	"fmt"

	"github.com/uecc-go/uecc/uecc"
)

// A key pair written as PEM files and read back: the private key in PKCS #8
// ("PRIVATE KEY"), the public key as a SubjectPublicKeyInfo ("PUBLIC KEY"),
// the forms `openssl pkey` and crypto/x509 read and write. The curve travels
// in the files, by its object identifier.
func ExampleParsePKCS8PrivateKey() {
	k, err := uecc.Secp256k1().GeneratePrivateKey(nil)
	if err != nil {
		panic(err)
	}
	p8, _ := uecc.MarshalPKCS8PrivateKey(k)
	spki, _ := uecc.MarshalPKIXPublicKey(k.PublicKey())
	keyPEM := pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: p8})
	pubPEM := pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: spki})

	block, _ := pem.Decode(keyPEM)
	k2, err := uecc.ParsePKCS8PrivateKey(block.Bytes)
	if err != nil {
		panic(err)
	}
	block, _ = pem.Decode(pubPEM)
	pub, err := uecc.ParsePKIXPublicKey(block.Bytes)
	if err != nil {
		panic(err)
	}
	fmt.Println(k2.Curve().Name(), k2.Equal(k), pub.Equal(k.PublicKey()))

	digest := sha256.Sum256([]byte("message"))
	sig, _ := k2.Sign(nil, digest[:], nil)
	fmt.Println(pub.VerifyASN1(digest[:], sig))

	// A file on another curve, or not strict DER, is ErrKeyFormat.
	_, err = uecc.ParsePKIXPublicKey(append(spki, 0))
	fmt.Println(errors.Is(err, uecc.ErrKeyFormat))
	// Output:
	// secp256k1 true true
	// <nil>
	// true
}
