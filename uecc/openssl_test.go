package uecc_test

// Cross-checks with the openssl command line, on every curve and in both
// directions: signatures made here verified by `openssl pkeyutl -verify`
// and openssl's (`pkeyutl -sign`) verified here; ECDH secrets derived here
// and by `openssl pkeyutl -derive` from the same keys. Keys cross over as
// files (MarshalECPrivateKey, MarshalPKIXPublicKey and openssl's own), so
// the key formats are checked on the way.

import (
	"bytes"
	"crypto"
	"crypto/sha512"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/uecc-go/uecc/uecc"
)

// opensslRounds is how many keys each curve's cross-check makes: each
// round runs openssl six times.
const opensslRounds = 4

func TestOpenSSLCrossCheck(t *testing.T) {
	needOpenSSL(t)
	for _, c := range uecc.Curves() {
		t.Run(c.Name(), func(t *testing.T) {
			t.Parallel()
			for i := 0; i < opensslRounds; i++ {
				openSSLRound(t, c, i)
			}
		})
	}
}

func openSSLRound(t *testing.T, c *uecc.Curve, i int) {
	dir := t.TempDir()
	write := func(name string, b []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	// Our key pair, and one openssl made.
	ours, err := c.GeneratePrivateKey(nil)
	if err != nil {
		t.Fatal(err)
	}
	sec1, _ := uecc.MarshalECPrivateKey(ours)
	spki, _ := uecc.MarshalPKIXPublicKey(ours.PublicKey())
	write("ours.der", sec1)
	write("ours.pub", spki)
	openssl(t, dir, "ecparam", "-name", opensslName[c.Name()], "-genkey", "-noout", "-outform", "DER", "-out", "theirs.der")
	openssl(t, dir, "pkey", "-inform", "DER", "-in", "theirs.der", "-pubout", "-outform", "DER", "-out", "theirs.pub")
	theirs, err := uecc.ParseECPrivateKey(read("theirs.der"))
	if err != nil {
		t.Fatalf("openssl's key: %v", err)
	}
	theirPub, err := uecc.ParsePKIXPublicKey(read("theirs.pub"))
	if err != nil || !theirPub.Equal(theirs.PublicKey()) {
		t.Fatalf("openssl's public key: %v", err)
	}

	// A SHA-512 digest: longer than every n but secp521r1's, whose n has
	// 521 bits, more than the digest's 512.
	digest := sha512.Sum512([]byte(c.Name() + " openssl " + strconv.Itoa(i)))
	write("digest", digest[:])

	// Ours → openssl.
	sig, err := ours.Sign(nil, digest[:], crypto.SHA512)
	if err != nil {
		t.Fatal(err)
	}
	write("ours.sig", sig)
	out := openssl(t, dir, "pkeyutl", "-verify", "-pubin", "-keyform", "DER", "-inkey", "ours.pub", "-in", "digest", "-sigfile", "ours.sig")
	if !bytes.Contains(out, []byte("Signature Verified Successfully")) {
		t.Fatalf("openssl does not verify our signature %x: %s", sig, out)
	}
	// openssl → ours.
	openssl(t, dir, "pkeyutl", "-sign", "-keyform", "DER", "-inkey", "theirs.der", "-in", "digest", "-out", "theirs.sig")
	if err := theirPub.VerifyASN1(digest[:], read("theirs.sig")); err != nil {
		t.Fatalf("openssl's signature %x: %v", read("theirs.sig"), err)
	}
	// And a corrupted digest is refused on both sides.
	bad := append([]byte{}, digest[:]...)
	bad[0] ^= 1
	if theirPub.VerifyASN1(bad, read("theirs.sig")) == nil {
		t.Fatal("openssl's signature verifies for another digest")
	}

	// ECDH both ways: x(d_ours·Q_theirs) here, x(d_theirs·Q_ours) by openssl.
	secret, err := ours.ECDH(theirPub)
	if err != nil {
		t.Fatal(err)
	}
	openssl(t, dir, "pkeyutl", "-derive", "-keyform", "DER", "-inkey", "theirs.der", "-peerform", "DER", "-peerkey", "ours.pub", "-out", "theirs.secret")
	if got := read("theirs.secret"); !bytes.Equal(got, secret) || len(secret) != c.FieldSize() {
		t.Fatalf("ECDH: openssl %x, ours %x", got, secret)
	}
	if mine, _ := theirs.ECDH(ours.PublicKey()); !bytes.Equal(mine, secret) {
		t.Fatalf("ECDH with openssl's private key here: %x, want %x", mine, secret)
	}
}
