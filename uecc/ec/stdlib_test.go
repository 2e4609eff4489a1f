package ec_test

import (
	"bytes"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"testing"

	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/ec"
)

// stdlibCases: crypto/ecdh's P-256 ECDH and public keys, crypto/ecdsa's
// P-224 and P-256 public keys (elliptic.P224 and P256 only name the curve).
func stdlibCases(t *testing.T) {
	c := uecc.Secp256r1()
	if c == nil || uecc.Secp224r1() == nil {
		t.Skip("secp224r1 or secp256r1 left out of the build")
	}
	for range 16 {
		a, err := ecdh.P256().GenerateKey(rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		b, err := ecdh.P256().GenerateKey(rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		want, err := a.ECDH(b.PublicKey())
		if err != nil {
			t.Fatal(err)
		}
		peer := point(t, c, b.PublicKey().Bytes())
		shared, err := ec.NewPoint(c).ScalarMult(peer, a.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if got := shared.Bytes()[1:33]; !bytes.Equal(got, want) {
			t.Fatalf("crypto/ecdh: X of a·B = %x, ecdh %x", got, want)
		}
		pub, err := ec.NewPoint(c).ScalarBaseMult(a.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(pub.Bytes(), a.PublicKey().Bytes()) {
			t.Fatalf("crypto/ecdh: d·G = %x, ecdh's public key %x", pub.Bytes(), a.PublicKey().Bytes())
		}
	}
	for _, tc := range []struct {
		c   *uecc.Curve
		std elliptic.Curve
	}{{uecc.Secp224r1(), elliptic.P224()}, {uecc.Secp256r1(), elliptic.P256()}} {
		for range 16 {
			k, err := ecdsa.GenerateKey(tc.std, rand.Reader)
			if err != nil {
				t.Fatal(err)
			}
			d, err := k.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			want, err := k.PublicKey.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			pub, err := ec.NewPoint(tc.c).ScalarBaseMult(d)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(pub.Bytes(), want) {
				t.Fatalf("%s: d·G = %x, crypto/ecdsa's public key %x", tc.c.Name(), pub.Bytes(), want)
			}
			// Through the vartime path and SetBytes as well.
			if v := must(ec.NewPoint(tc.c).ScalarBaseMultVartime(d)); !v.Equal(point(t, tc.c, want)) {
				t.Fatalf("%s: ScalarBaseMultVartime differs from crypto/ecdsa", tc.c.Name())
			}
		}
	}
}
