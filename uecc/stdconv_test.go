//go:build !uecc_nostdconv

package uecc_test

import (
	"bytes"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"fmt"
	"math/big"
	"os/exec"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/uecc"
)

// stdCurves pairs the curves crypto/ecdsa has with this package's.
var stdCurves = []struct {
	ec elliptic.Curve
	c  *uecc.Curve
}{
	{elliptic.P224(), uecc.Secp224r1()},
	{elliptic.P256(), uecc.Secp256r1()},
	{elliptic.P384(), uecc.Secp384r1()},
	{elliptic.P521(), uecc.Secp521r1()},
}

// stdECDHCurves pairs the curves crypto/ecdh has with this package's.
var stdECDHCurves = []struct {
	ec ecdh.Curve
	c  *uecc.Curve
}{
	{ecdh.P256(), uecc.Secp256r1()},
	{ecdh.P384(), uecc.Secp384r1()},
	{ecdh.P521(), uecc.Secp521r1()},
}

// TestECDSAConversions converts keys both ways and checks that each side's
// signatures verify on the other, with keys made by either library.
// conversionRounds is the number of random keys the conversion tests take
// on curve c: 20, or 3 for secp384r1 and secp521r1 on 32-bit ARM
// (heavyCurves).
func conversionRounds(c *uecc.Curve) int {
	if emulatedLargeCurves() && !isMicroECCCurve(c) {
		return 3
	}
	return 20
}

func TestECDSAConversions(t *testing.T) {
	for _, sc := range stdCurves {
		t.Run(sc.c.Name(), func(t *testing.T) {
			digest := sha256.Sum256([]byte("conversion"))
			for i := 0; i < conversionRounds(sc.c); i++ {
				ours, err := sc.c.GeneratePrivateKey(nil)
				if err != nil {
					t.Fatal(err)
				}
				std, err := ours.ECDSA()
				if err != nil {
					t.Fatal(err)
				}
				if std.Curve != sc.ec {
					t.Fatalf("curve %v", std.Curve.Params().Name)
				}
				// The same scalar and point, read through the standard
				// library's own accessors.
				d, _ := std.Bytes()
				if !bytes.Equal(d, ours.Bytes()) {
					t.Fatalf("scalar %x, want %x", d, ours.Bytes())
				}
				q, _ := std.PublicKey.Bytes()
				if !bytes.Equal(q, ours.PublicKey().Bytes()) {
					t.Fatalf("point %x, want %x", q, ours.PublicKey().Bytes())
				}
				stdPub, err := ours.PublicKey().ECDSA()
				if err != nil || !stdPub.Equal(&std.PublicKey) {
					t.Fatalf("public key conversion: %v", err)
				}
				// Signatures across.
				sig, err := ecdsa.SignASN1(rand.Reader, std, digest[:])
				if err != nil {
					t.Fatal(err)
				}
				if err := ours.PublicKey().VerifyASN1(digest[:], sig); err != nil {
					t.Fatalf("crypto/ecdsa signature refused: %v", err)
				}
				sig, err = sc.c.SignASN1(nil, ours.Bytes(), digest[:])
				if err != nil {
					t.Fatal(err)
				}
				if !ecdsa.VerifyASN1(stdPub, digest[:], sig) {
					t.Fatal("our signature refused by crypto/ecdsa")
				}

				// A key made by crypto/ecdsa, brought over.
				gen, err := ecdsa.GenerateKey(sc.ec, rand.Reader)
				if err != nil {
					t.Fatal(err)
				}
				back, err := uecc.FromECDSAPrivateKey(gen)
				if err != nil {
					t.Fatal(err)
				}
				pub, err := uecc.FromECDSAPublicKey(&gen.PublicKey)
				if err != nil {
					t.Fatal(err)
				}
				if back.Curve() != sc.c || !back.PublicKey().Equal(pub) {
					t.Fatal("private and public conversions disagree")
				}
				wantQ, _ := gen.PublicKey.Bytes()
				if !bytes.Equal(pub.Bytes(), wantQ) {
					t.Fatalf("point %x, want %x", pub.Bytes(), wantQ)
				}
				again, _ := back.ECDSA()
				if !again.Equal(gen) {
					t.Fatal("round trip changed the key")
				}
			}
		})
	}
}

// TestECDHConversions checks that a secret agreed across the two libraries
// is the same on both sides.
func TestECDHConversions(t *testing.T) {
	for _, sc := range stdECDHCurves {
		t.Run(sc.c.Name(), func(t *testing.T) { testECDHConversions(t, sc.c, sc.ec) })
	}
}

func testECDHConversions(t *testing.T, c *uecc.Curve, ec ecdh.Curve) {
	for i := 0; i < conversionRounds(c); i++ {
		ours, _ := c.GeneratePrivateKey(nil)
		theirs, err := ec.GenerateKey(rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		stdOurs, err := ours.ECDHPrivateKey()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(stdOurs.Bytes(), ours.Bytes()) {
			t.Fatal("scalar changed")
		}
		stdPub, err := ours.PublicKey().ECDH()
		if err != nil || !stdPub.Equal(stdOurs.PublicKey()) || stdPub.Curve() != ec {
			t.Fatalf("public key conversion: %v", err)
		}
		theirPub, err := uecc.FromECDHPublicKey(theirs.PublicKey())
		if err != nil {
			t.Fatal(err)
		}
		s1, err := ours.ECDH(theirPub)
		if err != nil {
			t.Fatal(err)
		}
		s2, err := theirs.ECDH(stdPub)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(s1, s2) {
			t.Fatalf("secrets differ: %x, %x", s1, s2)
		}
		back, err := uecc.FromECDHPrivateKey(theirs)
		if err != nil || !back.PublicKey().Equal(theirPub) || back.Curve() != c {
			t.Fatalf("private key conversion: %v", err)
		}
	}
}

// TestConversionErrors: curves the other side lacks, nil keys, the generic
// crypto/elliptic parameters, and an ecdsa key whose point does not match
// its scalar.
func TestConversionErrors(t *testing.T) {
	for _, c := range uecc.Curves() {
		k, _ := c.GeneratePrivateKey(nil)
		_, errPub := k.PublicKey().ECDSA()
		_, errPriv := k.ECDSA()
		hasECDSA := c != uecc.Secp160r1() && c != uecc.Secp192r1() && c != uecc.Secp256k1()
		if hasECDSA != (errPub == nil) || hasECDSA != (errPriv == nil) {
			t.Errorf("%s: ECDSA conversions gave %v, %v", c.Name(), errPub, errPriv)
		}
		if !hasECDSA && (!errors.Is(errPub, uecc.ErrUnsupportedCurve) || !errors.Is(errPriv, uecc.ErrUnsupportedCurve)) {
			t.Errorf("%s: %v, %v; want ErrUnsupportedCurve", c.Name(), errPub, errPriv)
		}
		_, errPub = k.PublicKey().ECDH()
		_, errPriv = k.ECDHPrivateKey()
		hasECDH := hasECDSA && c != uecc.Secp224r1()
		if hasECDH != (errPub == nil) || hasECDH != (errPriv == nil) {
			t.Errorf("%s: ECDH conversions gave %v, %v", c.Name(), errPub, errPriv)
		}
		if !hasECDH && (!errors.Is(errPub, uecc.ErrUnsupportedCurve) || !errors.Is(errPriv, uecc.ErrUnsupportedCurve)) {
			t.Errorf("%s: %v, %v; want ErrUnsupportedCurve", c.Name(), errPub, errPriv)
		}
		if !hasECDSA && !strings.Contains(errPriv.Error(), c.Name()) {
			t.Errorf("%q does not name the curve", errPriv)
		}
	}

	p256, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	generic := &ecdsa.PublicKey{Curve: elliptic.P256().Params(), X: p256.X, Y: p256.Y}
	if _, err := uecc.FromECDSAPublicKey(generic); !errors.Is(err, uecc.ErrUnsupportedCurve) {
		t.Errorf("generic P-256 parameters: %v", err)
	}
	if _, err := uecc.FromECDSAPublicKey(nil); !errors.Is(err, uecc.ErrPublicKey) {
		t.Errorf("nil public key: %v", err)
	}
	if _, err := uecc.FromECDSAPrivateKey(nil); !errors.Is(err, uecc.ErrPrivateKey) {
		t.Errorf("nil private key: %v", err)
	}
	offCurve := &ecdsa.PublicKey{Curve: elliptic.P256(), X: p256.X, Y: new(big.Int).Add(p256.Y, big.NewInt(1))}
	if _, err := uecc.FromECDSAPublicKey(offCurve); !errors.Is(err, uecc.ErrPublicKey) {
		t.Errorf("point off the curve: %v", err)
	}
	mismatch := &ecdsa.PrivateKey{PublicKey: p256.PublicKey, D: new(big.Int).Add(p256.D, big.NewInt(1))}
	if _, err := uecc.FromECDSAPrivateKey(mismatch); !errors.Is(err, uecc.ErrPrivateKey) {
		t.Errorf("scalar not matching its point: %v", err)
	}
	x25519, _ := ecdh.X25519().GenerateKey(rand.Reader)
	if _, err := uecc.FromECDHPrivateKey(x25519); !errors.Is(err, uecc.ErrUnsupportedCurve) {
		t.Errorf("X25519 private key: %v", err)
	}
	if _, err := uecc.FromECDHPublicKey(x25519.PublicKey()); !errors.Is(err, uecc.ErrUnsupportedCurve) || !strings.Contains(err.Error(), "X25519") {
		t.Errorf("X25519 public key: %v", err)
	}
	if _, err := uecc.FromECDHPublicKey(nil); !errors.Is(err, uecc.ErrPublicKey) {
		t.Errorf("nil ecdh public key: %v", err)
	}
	if _, err := uecc.FromECDHPrivateKey(nil); !errors.Is(err, uecc.ErrPrivateKey) {
		t.Errorf("nil ecdh private key: %v", err)
	}
}

// TestCLibraryLeavesOutStdlibCrypto: the C library is built with the tag
// uecc_nostdconv, and then neither these conversions nor what the C layer
// must not carry are among its dependencies.
func TestCLibraryLeavesOutStdlibCrypto(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	for _, tags := range []string{"uecc_nostdconv", "uecc_nostdconv,valgrind"} {
		out, err := exec.Command("go", "list", "-tags", tags, "-deps", "../capi").Output()
		if err != nil {
			t.Fatalf("go list: %v", err)
		}
		deps := map[string]bool{}
		for _, p := range strings.Fields(string(out)) {
			deps[p] = true
		}
		if !deps["github.com/uecc-go/uecc/uecc"] {
			t.Fatalf("go list gave no uecc package: %s", out)
		}
		for _, p := range []string{"crypto/ecdsa", "crypto/ecdh", "crypto/elliptic", "crypto/rand", "math/big",
			"fmt", "reflect", "time", "os", "encoding/asn1", "golang.org/x/crypto/cryptobyte"} {
			if deps[p] {
				t.Errorf("tags %s: the C library depends on %s", tags, p)
			}
		}
	}
}

func ExamplePrivateKey_ECDSA() {
	// A key of this package used with crypto/ecdsa, and back. crypto/ecdsa
	// has four of the seven curves: P-224, P-256, P-384 and P-521.
	k, _ := uecc.Secp256r1().GeneratePrivateKey(nil)
	std, err := k.ECDSA()
	if err != nil {
		panic(err)
	}
	digest := sha256.Sum256([]byte("message"))
	der, _ := ecdsa.SignASN1(rand.Reader, std, digest[:])
	fmt.Println(k.PublicKey().VerifyASN1(digest[:], der))

	back, _ := uecc.FromECDSAPrivateKey(std)
	fmt.Println(back.Equal(k))

	other, _ := uecc.Secp256k1().GeneratePrivateKey(nil)
	_, err = other.ECDSA()
	fmt.Println(err)
	// Output:
	// <nil>
	// true
	// uecc: curve not supported by the other library: crypto/ecdsa has no secp256k1 (it has secp224r1, secp256r1, secp384r1 and secp521r1 of these curves)
}

// TestAllocsConversions holds the conversions to the allocation counts that
// docs/COMPATIBILITY.md states (with Go 1.26's crypto/ecdsa and crypto/ecdh,
// whose own allocations are most of them).
func TestAllocsConversions(t *testing.T) {
	k, _ := uecc.Secp256r1().GeneratePrivateKey(nil)
	std, _ := k.ECDSA()
	e, _ := k.ECDHPrivateKey()
	for _, tc := range []struct {
		name string
		max  float64
		f    func()
	}{
		{"PublicKey.ECDSA", 8, func() { k.PublicKey().ECDSA() }},
		{"PrivateKey.ECDSA", 14, func() { k.ECDSA() }},
		{"FromECDSAPublicKey", 4, func() { uecc.FromECDSAPublicKey(&std.PublicKey) }},
		{"FromECDSAPrivateKey", 8, func() { uecc.FromECDSAPrivateKey(std) }},
		{"PublicKey.ECDH", 6, func() { k.PublicKey().ECDH() }},
		{"PrivateKey.ECDHPrivateKey", 7, func() { k.ECDHPrivateKey() }},
		{"FromECDHPublicKey", 2, func() { uecc.FromECDHPublicKey(e.PublicKey()) }},
		{"FromECDHPrivateKey", 2, func() { uecc.FromECDHPrivateKey(e) }},
	} {
		if n := testing.AllocsPerRun(20, tc.f); n > tc.max {
			t.Errorf("%s: %v allocations, want at most %v", tc.name, n, tc.max)
		}
	}
}

// TestZeroValueKeysConversions: the conversions of a zero-value or nil key
// return errors, as TestZeroValueKeys shows for the other methods.
func TestZeroValueKeysConversions(t *testing.T) {
	for _, priv := range []*uecc.PrivateKey{new(uecc.PrivateKey), nil} {
		if _, err := priv.ECDSA(); !errors.Is(err, uecc.ErrPrivateKey) {
			t.Errorf("zero PrivateKey.ECDSA: %v", err)
		}
		if _, err := priv.ECDHPrivateKey(); !errors.Is(err, uecc.ErrPrivateKey) {
			t.Errorf("zero PrivateKey.ECDHPrivateKey: %v", err)
		}
	}
	for _, pub := range []*uecc.PublicKey{new(uecc.PublicKey), nil} {
		if _, err := pub.ECDSA(); !errors.Is(err, uecc.ErrPublicKey) {
			t.Errorf("zero PublicKey.ECDSA: %v", err)
		}
		if _, err := pub.ECDH(); !errors.Is(err, uecc.ErrPublicKey) {
			t.Errorf("zero PublicKey.ECDH: %v", err)
		}
	}
}
