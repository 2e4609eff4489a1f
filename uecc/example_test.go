package uecc_test

import (
	"crypto"
	"crypto/ecdh"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"encoding/pem"
	"fmt"

	"github.com/uecc-go/uecc/uecc"
)

// Verify a signature that `openssl dgst -sha256 -sign` made, with the public
// key that `openssl ec -pubout` wrote.
func Example_verifyOpenSSL() {
	const publicKeyPEM = `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEp3tTopCaD8DBpqYU1G/4qzIN/Ov1
Qx12ERBZXImRNGqfNSzu8HtAwE2YZ9LCOtIlwjWjKSQcGrPJQVpeQWdP5Q==
-----END PUBLIC KEY-----`
	sig, _ := hex.DecodeString("3046022100815f82bc5c49f0f791e472ce2ed035d9a8d90f46f5044d7b196a1ca810d88ecf" +
		"022100cdc4bbc79c7cd2b8b855f1f69bf8dded6bbc027cd34deeca78e44c2753e8e5c7")

	block, _ := pem.Decode([]byte(publicKeyPEM))
	pub, err := uecc.ParsePKIXPublicKey(block.Bytes)
	if err != nil {
		panic(err)
	}
	digest := sha256.Sum256([]byte("hello from openssl"))
	fmt.Println(pub.Curve().Name(), pub.VerifyASN1(digest[:], sig) == nil)

	other := sha256.Sum256([]byte("hello from someone else"))
	fmt.Println(pub.VerifyASN1(other[:], sig))
	// Output:
	// secp256r1 true
	// uecc: invalid signature: the signature does not match the hash and the public key
}

// ECDH with a peer that uses crypto/ecdh: the keys' Bytes are the same SEC 1
// encoding on both sides, and so is the shared secret.
func Example_ecdhWithCryptoECDH() {
	ours, err := uecc.Secp256r1().GeneratePrivateKey(nil) // nil: the OS's source
	if err != nil {
		panic(err)
	}
	theirs, _ := ecdh.P256().GenerateKey(nil)

	// Each side sends its public key's Bytes, 0x04‖X‖Y.
	peer, err := uecc.Secp256r1().NewPublicKey(theirs.PublicKey().Bytes())
	if err != nil {
		panic(err)
	}
	oursForThem, err := ecdh.P256().NewPublicKey(ours.PublicKey().Bytes())
	if err != nil {
		panic(err)
	}

	s1, _ := ours.ECDH(peer)
	s2, _ := theirs.ECDH(oursForThem)
	fmt.Println(len(s1), string(s1) == string(s2))
	// Output:
	// 32 true
}

// P-521, which micro-ecc does not have: ES512 (RFC 7518) signatures are
// this package's raw r‖s of 66-byte halves over a SHA-512 digest.
func ExampleSecp521r1() {
	c := uecc.Secp521r1()
	k, err := c.GeneratePrivateKey(nil)
	if err != nil {
		panic(err)
	}
	digest := sha512.Sum512([]byte("message"))
	sig, err := c.Sign(nil, k.Bytes(), digest[:])
	if err != nil {
		panic(err)
	}
	fmt.Println(c.PrivateKeySize(), len(sig), c.Verify(k.PublicKey().BytesXY(), digest[:], sig))
	// Output:
	// 66 132 <nil>
}

// ES256K (RFC 8812, JSON Web Signatures on secp256k1): r‖s, low-S as
// Bitcoin and most verifiers require.
func Example_es256k() {
	c := uecc.Secp256k1()
	key, _ := c.GeneratePrivateKey(nil)
	digest := sha256.Sum256([]byte("header.payload"))

	sig, err := c.Sign(nil, key.Bytes(), digest[:])
	if err != nil {
		panic(err)
	}
	if err := c.NormalizeS(sig); err != nil {
		panic(err)
	}
	fmt.Println(len(sig), c.IsLowS(sig), key.PublicKey().Verify(digest[:], sig) == nil)
	// Output:
	// 64 true true
}

// A recoverable signature r‖s‖v, as Ethereum uses them: the signer's public
// key follows from the signature and the digest.
func ExampleCurve_SignRecoverable() {
	c := uecc.Secp256k1()
	key, _ := c.GeneratePrivateKey(nil)
	digest := sha256.Sum256([]byte("transaction"))

	sig, err := c.SignRecoverable(nil, key.Bytes(), digest[:])
	if err != nil {
		panic(err)
	}
	recovered, err := c.RecoverPublicKey(digest[:], sig)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(sig), c.IsLowS(sig[:64]), string(recovered) == string(key.PublicKey().BytesXY()))
	// Output:
	// 65 true true
}

// Many digests signed with one key at once: each signature is what Sign
// would make, for less time per signature.
func ExampleCurve_SignBatch() {
	c := uecc.Secp256k1()
	key, _ := c.GeneratePrivateKey(nil)
	var digests [][]byte
	for _, msg := range []string{"first", "second", "third"} {
		d := sha256.Sum256([]byte(msg))
		digests = append(digests, d[:])
	}

	sigs, err := c.SignBatch(nil, key.Bytes(), digests)
	if err != nil {
		panic(err)
	}
	for i, sig := range sigs {
		fmt.Println(len(sig), c.Verify(key.PublicKey().BytesXY(), digests[i], sig) == nil)
	}
	// Output:
	// 64 true
	// 64 true
	// 64 true
}

// Deterministic signatures (RFC 6979): the same key and digest always give
// the same signature, as in the RFC's examples.
func ExampleCurve_SignDeterministic() {
	c := uecc.Secp256r1()
	// RFC 6979 appendix A.2.5: the P-256 key and "sample" with SHA-256.
	priv, _ := hex.DecodeString("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721")
	digest := sha256.Sum256([]byte("sample"))

	sig, err := c.SignDeterministic(crypto.SHA256, priv, digest[:])
	if err != nil {
		panic(err)
	}
	fmt.Printf("r = %X\ns = %X\n", sig[:32], sig[32:])
	// Output:
	// r = EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716
	// s = F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8
}

// Sign and verify with typed keys: PrivateKey is a crypto.Signer whose
// signatures are ASN.1 DER, checked by PublicKey.VerifyASN1.
func ExamplePrivateKey_Sign() {
	key, err := uecc.Secp256r1().GeneratePrivateKey(nil)
	if err != nil {
		panic(err)
	}
	var signer crypto.Signer = key
	digest := sha256.Sum256([]byte("message"))
	der, err := signer.Sign(nil, digest[:], crypto.SHA256)
	if err != nil {
		panic(err)
	}
	fmt.Println(key.PublicKey().VerifyASN1(digest[:], der) == nil)

	// A DER signature given to the raw r‖s Verify is named as such.
	err = key.PublicKey().Verify(digest[:], der)
	fmt.Println(err != nil)
	// Output:
	// true
	// true
}
