package uecc_test

// Key files (pkix.go): round trips on every curve, byte-for-byte against
// crypto/x509 on P-224 and P-256, both ways against the openssl command on
// every curve (its keys, named and explicit, parsed here; ours read back and
// used to sign and verify), and malformed inputs.

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"crypto/x509"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/uecc-go/uecc/uecc"
)

func TestPKIXRoundTrip(t *testing.T) {
	for _, c := range uecc.Curves() {
		for i := 0; i < 4; i++ {
			k, err := c.GeneratePrivateKey(nil)
			if err != nil {
				t.Fatal(err)
			}
			spki, err := uecc.MarshalPKIXPublicKey(k.PublicKey())
			if err != nil {
				t.Fatal(err)
			}
			pub, err := uecc.ParsePKIXPublicKey(spki)
			if err != nil {
				t.Fatalf("%s: ParsePKIXPublicKey(%x): %v", c.Name(), spki, err)
			}
			if !pub.Equal(k.PublicKey()) || pub.Curve() != c {
				t.Fatalf("%s: SPKI round trip gave another key", c.Name())
			}
			sec1, err := uecc.MarshalECPrivateKey(k)
			if err != nil {
				t.Fatal(err)
			}
			p8, err := uecc.MarshalPKCS8PrivateKey(k)
			if err != nil {
				t.Fatal(err)
			}
			for name, parse := range map[string]func([]byte) (*uecc.PrivateKey, error){
				"ECPrivateKey": uecc.ParseECPrivateKey, "PKCS8": uecc.ParsePKCS8PrivateKey,
			} {
				in := sec1
				if name == "PKCS8" {
					in = p8
				}
				k2, err := parse(in)
				if err != nil {
					t.Fatalf("%s: Parse%s(%x): %v", c.Name(), name, in, err)
				}
				if !k2.Equal(k) || !k2.PublicKey().Equal(k.PublicKey()) || k2.Curve() != c {
					t.Fatalf("%s: %s round trip gave another key", c.Name(), name)
				}
			}
			// The compressed point in an SPKI and in an ECPrivateKey.
			comp := replaceSPKIPoint(t, spki, k.PublicKey().BytesCompressed())
			if pub, err := uecc.ParsePKIXPublicKey(comp); err != nil || !pub.Equal(k.PublicKey()) {
				t.Fatalf("%s: compressed SPKI %x: %v", c.Name(), comp, err)
			}
		}
	}
}

// replaceSPKIPoint returns the SubjectPublicKeyInfo spki with point in its
// BIT STRING, its lengths re-encoded.
func replaceSPKIPoint(t *testing.T, spki, point []byte) []byte {
	e := derElements(t, spki)
	e[1].Bytes = append([]byte{0}, point...)
	return derSequence(t, e...)
}

func TestPKIXAgainstX509(t *testing.T) {
	for _, tc := range []struct {
		c     *uecc.Curve
		curve elliptic.Curve
	}{{uecc.Secp224r1(), elliptic.P224()}, {uecc.Secp256r1(), elliptic.P256()}} {
		c := tc.c
		for i := 0; i < 8; i++ {
			sk, err := ecdsa.GenerateKey(tc.curve, rand.Reader)
			if err != nil {
				t.Fatal(err)
			}
			goSPKI, err := x509.MarshalPKIXPublicKey(&sk.PublicKey)
			if err != nil {
				t.Fatal(err)
			}
			goSEC1, err := x509.MarshalECPrivateKey(sk)
			if err != nil {
				t.Fatal(err)
			}
			goP8, err := x509.MarshalPKCS8PrivateKey(sk)
			if err != nil {
				t.Fatal(err)
			}
			d := sk.D.FillBytes(make([]byte, c.PrivateKeySize()))
			pub, err := uecc.ParsePKIXPublicKey(goSPKI)
			if err != nil {
				t.Fatalf("%s: ParsePKIXPublicKey(x509's %x): %v", c.Name(), goSPKI, err)
			}
			wantPub := append(sk.X.FillBytes(make([]byte, c.FieldSize())), sk.Y.FillBytes(make([]byte, c.FieldSize()))...)
			if !bytes.Equal(pub.BytesXY(), wantPub) {
				t.Fatalf("%s: ParsePKIXPublicKey gave %x, want %x", c.Name(), pub.Bytes(), wantPub)
			}
			k1, err := uecc.ParseECPrivateKey(goSEC1)
			if err != nil || !bytes.Equal(k1.Bytes(), d) {
				t.Fatalf("%s: ParseECPrivateKey(x509's %x): %v", c.Name(), goSEC1, err)
			}
			k2, err := uecc.ParsePKCS8PrivateKey(goP8)
			if err != nil || !bytes.Equal(k2.Bytes(), d) {
				t.Fatalf("%s: ParsePKCS8PrivateKey(x509's %x): %v", c.Name(), goP8, err)
			}
			ourSPKI, _ := uecc.MarshalPKIXPublicKey(pub)
			ourSEC1, _ := uecc.MarshalECPrivateKey(k1)
			ourP8, _ := uecc.MarshalPKCS8PrivateKey(k1)
			for _, x := range []struct {
				name     string
				our, std []byte
			}{{"SPKI", ourSPKI, goSPKI}, {"ECPrivateKey", ourSEC1, goSEC1}, {"PKCS8", ourP8, goP8}} {
				if !bytes.Equal(x.our, x.std) {
					t.Fatalf("%s: our %s\n%x\ncrypto/x509's\n%x", c.Name(), x.name, x.our, x.std)
				}
			}
			// And crypto/x509 reads ours.
			if p, err := x509.ParsePKIXPublicKey(ourSPKI); err != nil || !p.(*ecdsa.PublicKey).Equal(&sk.PublicKey) {
				t.Fatalf("%s: x509.ParsePKIXPublicKey(ours): %v", c.Name(), err)
			}
			if p, err := x509.ParseECPrivateKey(ourSEC1); err != nil || !p.Equal(sk) {
				t.Fatalf("%s: x509.ParseECPrivateKey(ours): %v", c.Name(), err)
			}
			if p, err := x509.ParsePKCS8PrivateKey(ourP8); err != nil || !p.(*ecdsa.PrivateKey).Equal(sk) {
				t.Fatalf("%s: x509.ParsePKCS8PrivateKey(ours): %v", c.Name(), err)
			}
		}
	}
}

// opensslName is the curve's name for the openssl command.
var opensslName = map[string]string{
	"secp160r1": "secp160r1", "secp192r1": "prime192v1", "secp224r1": "secp224r1",
	"secp256r1": "prime256v1", "secp256k1": "secp256k1", "secp384r1": "secp384r1",
	"secp521r1": "secp521r1",
}

// openssl runs the openssl command with args in dir and returns its output.
func openssl(t *testing.T, dir string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command("openssl", args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("openssl %v: %v\n%s", args, err, stderr.Bytes())
	}
	return out
}

func needOpenSSL(t *testing.T) {
	if testing.Short() {
		// As the other tests that run commands: make test-arm runs the
		// tests -short under qemu-user, where a fork and exec from the
		// emulated, multithreaded test process was seen to hang.
		t.Skip("runs openssl")
	}
	if _, err := exec.LookPath("openssl"); err != nil {
		t.Skip("no openssl command (scripts/install-deps.sh installs it)")
	}
}

func TestPKIXOpenSSLKeys(t *testing.T) {
	needOpenSSL(t)
	for _, c := range uecc.Curves() {
		for _, enc := range []string{"named_curve", "explicit"} {
			dir := t.TempDir()
			openssl(t, dir, "ecparam", "-name", opensslName[c.Name()], "-genkey", "-noout", "-param_enc", enc, "-outform", "DER", "-out", "sec1.der")
			openssl(t, dir, "pkcs8", "-topk8", "-nocrypt", "-inform", "DER", "-in", "sec1.der", "-outform", "DER", "-out", "p8.der")
			openssl(t, dir, "pkey", "-inform", "DER", "-in", "sec1.der", "-pubout", "-outform", "DER", "-out", "pub.der")
			openssl(t, dir, "pkey", "-inform", "DER", "-in", "sec1.der", "-pubout", "-outform", "DER", "-out", "pubc.der", "-ec_conv_form", "compressed")
			// The compressed point in the ECPrivateKey (and in the explicit
			// parameters' base point).
			openssl(t, dir, "ec", "-inform", "DER", "-in", "sec1.der", "-conv_form", "compressed", "-outform", "DER", "-out", "sec1c.der")
			read := func(name string) []byte {
				b, err := os.ReadFile(filepath.Join(dir, name))
				if err != nil {
					t.Fatal(err)
				}
				return b
			}
			k, err := uecc.ParseECPrivateKey(read("sec1.der"))
			if err != nil {
				t.Fatalf("%s %s: ParseECPrivateKey(openssl's %x): %v", c.Name(), enc, read("sec1.der"), err)
			}
			if k.Curve() != c {
				t.Fatalf("%s %s: ParseECPrivateKey gave a key on %s", c.Name(), enc, k.Curve().Name())
			}
			k8, err := uecc.ParsePKCS8PrivateKey(read("p8.der"))
			if err != nil || !k8.Equal(k) {
				t.Fatalf("%s %s: ParsePKCS8PrivateKey(openssl's %x): %v", c.Name(), enc, read("p8.der"), err)
			}
			if kc, err := uecc.ParseECPrivateKey(read("sec1c.der")); err != nil || !kc.Equal(k) {
				t.Fatalf("%s %s: ParseECPrivateKey(openssl's compressed %x): %v", c.Name(), enc, read("sec1c.der"), err)
			}
			for _, f := range []string{"pub.der", "pubc.der"} {
				pub, err := uecc.ParsePKIXPublicKey(read(f))
				if err != nil || !pub.Equal(k.PublicKey()) {
					t.Fatalf("%s %s: ParsePKIXPublicKey(openssl's %s %x): %v", c.Name(), enc, f, read(f), err)
				}
			}
			// The openssl text form names the private key: compare it too.
			text := openssl(t, dir, "ec", "-inform", "DER", "-in", "sec1.der", "-text", "-noout")
			if !bytes.Contains(bytes.ReplaceAll(bytes.ReplaceAll(text, []byte(":"), nil), []byte("\n    "), nil), []byte(hex.EncodeToString(k.Bytes()))) {
				t.Fatalf("%s %s: private key %x not in openssl's text\n%s", c.Name(), enc, k.Bytes(), text)
			}
			if enc != "named_curve" {
				// Explicit parameters with another b describe no supported curve.
				b := mustHex(c.Params().B)
				bad := bytes.Replace(read("sec1.der"), b, append(b[:len(b)-1:len(b)-1], b[len(b)-1]^1), 1)
				if bytes.Equal(bad, read("sec1.der")) {
					t.Fatalf("%s: b not found in openssl's explicit parameters %x", c.Name(), bad)
				}
				if _, err := uecc.ParseECPrivateKey(bad); !errors.Is(err, uecc.ErrKeyFormat) {
					t.Fatalf("%s: explicit parameters with another b: err %v, want ErrKeyFormat", c.Name(), err)
				}
				// And with another base point (G with Y+1 is not on the curve).
				g := mustHex(c.Params().Gx + c.Params().Gy)
				bad = bytes.Replace(read("sec1.der"), g, append(g[:len(g)-1:len(g)-1], g[len(g)-1]^1), 1)
				if bytes.Equal(bad, read("sec1.der")) {
					t.Fatalf("%s: G not found in openssl's explicit parameters %x", c.Name(), bad)
				}
				if _, err := uecc.ParseECPrivateKey(bad); !errors.Is(err, uecc.ErrKeyFormat) {
					t.Fatalf("%s: explicit parameters with another G: err %v, want ErrKeyFormat", c.Name(), err)
				}
				continue
			}
			// Our encodings of openssl's key are openssl's bytes.
			if our, _ := uecc.MarshalECPrivateKey(k); !bytes.Equal(our, read("sec1.der")) {
				t.Fatalf("%s: our ECPrivateKey\n%x\nopenssl's\n%x", c.Name(), our, read("sec1.der"))
			}
			if our, _ := uecc.MarshalPKCS8PrivateKey(k); !bytes.Equal(our, read("p8.der")) {
				t.Fatalf("%s: our PKCS8\n%x\nopenssl's\n%x", c.Name(), our, read("p8.der"))
			}
			if our, _ := uecc.MarshalPKIXPublicKey(k.PublicKey()); !bytes.Equal(our, read("pub.der")) {
				t.Fatalf("%s: our SPKI\n%x\nopenssl's\n%x", c.Name(), our, read("pub.der"))
			}
		}
	}
}

func TestPKIXOpenSSLReadsOurs(t *testing.T) {
	needOpenSSL(t)
	msg := []byte("a message signed by openssl and by uecc")
	digest := sha256.Sum256(msg)
	for _, c := range uecc.Curves() {
		dir := t.TempDir()
		write := func(name string, b []byte) {
			if err := os.WriteFile(filepath.Join(dir, name), b, 0o600); err != nil {
				t.Fatal(err)
			}
		}
		k, err := c.GeneratePrivateKey(nil)
		if err != nil {
			t.Fatal(err)
		}
		sec1, _ := uecc.MarshalECPrivateKey(k)
		p8, _ := uecc.MarshalPKCS8PrivateKey(k)
		spki, _ := uecc.MarshalPKIXPublicKey(k.PublicKey())
		write("sec1.der", sec1)
		write("p8.der", p8)
		write("pub.der", spki)
		write("msg", msg)
		// openssl reads each and writes it back unchanged.
		if out := openssl(t, dir, "ec", "-inform", "DER", "-in", "sec1.der", "-outform", "DER"); !bytes.Equal(out, sec1) {
			t.Fatalf("%s: openssl ec rewrote our ECPrivateKey\n%x\nas\n%x", c.Name(), sec1, out)
		}
		if out := openssl(t, dir, "pkcs8", "-topk8", "-nocrypt", "-inform", "DER", "-in", "p8.der", "-outform", "DER"); !bytes.Equal(out, p8) {
			t.Fatalf("%s: openssl pkcs8 rewrote our PKCS8\n%x\nas\n%x", c.Name(), p8, out)
		}
		if out := openssl(t, dir, "pkey", "-inform", "DER", "-in", "p8.der", "-pubout", "-outform", "DER"); !bytes.Equal(out, spki) {
			t.Fatalf("%s: openssl's public key of our PKCS8\n%x\nours\n%x", c.Name(), out, spki)
		}
		if out := openssl(t, dir, "pkey", "-pubin", "-inform", "DER", "-in", "pub.der", "-outform", "DER"); !bytes.Equal(out, spki) {
			t.Fatalf("%s: openssl pkey rewrote our SPKI\n%x\nas\n%x", c.Name(), spki, out)
		}
		// openssl signs with our private key; we verify.
		for _, f := range []string{"sec1.der", "p8.der"} {
			sig := openssl(t, dir, "dgst", "-sha256", "-sign", f, "-keyform", "DER", "msg")
			if err := k.PublicKey().VerifyASN1(digest[:], sig); err != nil {
				t.Fatalf("%s: VerifyASN1 of openssl's signature %x with key %s: %v", c.Name(), sig, f, err)
			}
			sig[len(sig)-1] ^= 1
			if err := k.PublicKey().VerifyASN1(digest[:], sig); err == nil {
				t.Fatalf("%s: VerifyASN1 accepted a corrupted signature", c.Name())
			}
		}
		// We sign; openssl verifies with our public key.
		sig, err := k.Sign(nil, digest[:], nil)
		if err != nil {
			t.Fatal(err)
		}
		write("sig", sig)
		if out := openssl(t, dir, "dgst", "-sha256", "-verify", "pub.der", "-keyform", "DER", "-signature", "sig", "msg"); !bytes.Contains(out, []byte("Verified OK")) {
			t.Fatalf("%s: openssl dgst -verify of our signature: %s", c.Name(), out)
		}
		sig[len(sig)-1] ^= 1
		write("sig", sig)
		cmd := exec.Command("openssl", "dgst", "-sha256", "-verify", "pub.der", "-keyform", "DER", "-signature", "sig", "msg")
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err == nil {
			t.Fatalf("%s: openssl verified a corrupted signature: %s", c.Name(), out)
		}
	}
}

func TestPKIXMalformed(t *testing.T) {
	c := uecc.Secp256r1()
	k, err := c.NewPrivateKey(mustHex("c9afa9d845ba75166b5c215767b1d6934e50c3db36e89b127b8a622b120f6721"))
	if err != nil {
		t.Fatal(err)
	}
	other, _ := c.NewPrivateKey(mustHex("0000000000000000000000000000000000000000000000000000000000000001"))
	spki, _ := uecc.MarshalPKIXPublicKey(k.PublicKey())
	sec1, _ := uecc.MarshalECPrivateKey(k)
	p8, _ := uecc.MarshalPKCS8PrivateKey(k)
	otherSEC1, _ := uecc.MarshalECPrivateKey(other)

	repl := func(b []byte, old, new string) []byte {
		o, n := mustHex(old), mustHex(new)
		if !bytes.Contains(b, o) {
			t.Fatalf("%x does not contain %s", b, old)
		}
		return bytes.Replace(append([]byte(nil), b...), o, n, 1)
	}
	oidP256 := "06082a8648ce3d030107"
	pubBits := hex.EncodeToString(append([]byte{0}, k.PublicKey().Bytes()...))
	type parser func([]byte) error
	pkix := func(b []byte) error { _, err := uecc.ParsePKIXPublicKey(b); return err }
	ec := func(b []byte) error { _, err := uecc.ParseECPrivateKey(b); return err }
	pk8 := func(b []byte) error { _, err := uecc.ParsePKCS8PrivateKey(b); return err }
	// The public key of otherSEC1 in k's ECPrivateKey.
	otherPub := hex.EncodeToString(append([]byte{0}, other.PublicKey().Bytes()...))
	mismatch := repl(sec1, pubBits, otherPub)
	p8mismatch := repl(p8, pubBits, otherPub)
	// The ECPrivateKey without its [0] parameters.
	noParams := repl(sec1, "a00a"+oidP256, "")
	noParams[1] -= 12
	// k's scalar with secp256k1's OID: its public key no longer matches.
	wrongCurve := repl(sec1, oidP256, "06052b8104000a")
	wrongCurve[1] -= 3
	wrongCurve = repl(wrongCurve, "a00a", "a007")
	// A point not on the curve.
	bad := k.PublicKey().Bytes()
	bad[len(bad)-1] ^= 1
	offCurve := repl(spki, pubBits, hex.EncodeToString(append([]byte{0}, bad...)))
	// A truncated BIT STRING: its length says one byte more than there is.
	truncated := repl(spki, "034200", "034300")
	unknownOID := repl(spki, oidP256, "06082a8648ce3d030102") // prime192v2
	// A privateKey OCTET STRING one byte too long, not a zero (a leading
	// zero is accepted: pkix_wild_test.go).
	longKey := repl(sec1, "0420"+hex.EncodeToString(k.Bytes()), "042101"+hex.EncodeToString(k.Bytes()))
	longKey[1]++
	// A shorter one: the leading zero bytes of 0…01 dropped.
	shortKey := repl(otherSEC1, "04200000000000000000000000000000000000000000000000000000000000000001", "040101")
	shortKey[1] -= 31
	if k, err := uecc.ParseECPrivateKey(shortKey); err != nil || !k.Equal(other) {
		t.Errorf("ECPrivateKey with a 1-byte privateKey %x: %v", shortKey, err)
	}
	for _, tc := range []struct {
		name  string
		parse parser
		in    []byte
		want  error
	}{
		{"SPKI empty", pkix, nil, uecc.ErrKeyFormat},
		{"SPKI trailing data", pkix, append(append([]byte(nil), spki...), 0), uecc.ErrKeyFormat},
		{"SPKI unknown curve", pkix, unknownOID, uecc.ErrKeyFormat},
		{"SPKI another algorithm", pkix, repl(spki, "06072a8648ce3d0201", "06072a864886f70d01"), uecc.ErrKeyFormat},
		{"SPKI truncated BIT STRING", pkix, truncated, uecc.ErrKeyFormat},
		{"SPKI unused bits", pkix, repl(spki, "034200", "034201"), uecc.ErrKeyFormat},
		{"SPKI long-form length", pkix, append([]byte{0x30, 0x81, spki[1]}, spki[2:]...), uecc.ErrKeyFormat},
		{"SPKI point off the curve", pkix, offCurve, uecc.ErrPublicKey},
		{"SPKI raw X‖Y", pkix, fixSPKILengthsBy(t, repl(spki, "034200"+"04", "034100"), 1), uecc.ErrPublicKey},
		{"SPKI point of the wrong length", pkix, fixSPKILengthsBy(t, repl(spki, "034200"+"04", "034100"+"04")[:len(spki)-1], 1), uecc.ErrPublicKey},
		{"ECPrivateKey privateKey too long", ec, longKey, uecc.ErrPrivateKey},
		{"ECPrivateKey version 0", ec, repl(sec1, "020101", "020100"), uecc.ErrKeyFormat},
		{"ECPrivateKey version 2", ec, repl(sec1, "020101", "020102"), uecc.ErrKeyFormat},
		{"ECPrivateKey trailing data", ec, append(append([]byte(nil), sec1...), 0, 0), uecc.ErrKeyFormat},
		{"ECPrivateKey public key not matching", ec, mismatch, uecc.ErrPrivateKey},
		{"ECPrivateKey on another curve's OID", ec, wrongCurve, uecc.ErrPrivateKey},
		{"ECPrivateKey without parameters", ec, noParams, uecc.ErrKeyFormat},
		{"ECPrivateKey unknown curve", ec, repl(sec1, oidP256, "06082a8648ce3d030102"), uecc.ErrKeyFormat},
		{"ECPrivateKey zero key", ec, repl(otherSEC1, "04200000000000000000000000000000000000000000000000000000000000000001", "04200000000000000000000000000000000000000000000000000000000000000000"), uecc.ErrPrivateKey},
		{"PKCS8 version 2", pk8, repl(p8, "020100", "020102"), uecc.ErrKeyFormat},
		{"PKCS8 trailing data", pk8, append(append([]byte(nil), p8...), 0), uecc.ErrKeyFormat},
		{"PKCS8 public key not matching", pk8, p8mismatch, uecc.ErrPrivateKey},
		{"PKCS8 unknown curve", pk8, repl(p8, oidP256, "06082a8648ce3d030102"), uecc.ErrKeyFormat},
		{"PKCS8 SEC 1 key", pk8, sec1, uecc.ErrKeyFormat},
		{"ECPrivateKey PKCS8 key", ec, p8, uecc.ErrKeyFormat},
	} {
		err := tc.parse(tc.in)
		if err == nil || !errors.Is(err, tc.want) {
			t.Errorf("%s: %x: err %v, want %v", tc.name, tc.in, err, tc.want)
			continue
		}
		t.Logf("%s: %v", tc.name, err)
	}
}

// fixSPKILengthsBy lowers the outer length of a short-form SPKI by n (the
// BIT STRING's own length is already rewritten by the caller).
func fixSPKILengthsBy(t *testing.T, b []byte, n int) []byte {
	if b[1]&0x80 != 0 {
		t.Fatalf("long-form SPKI %x", b)
	}
	b[1] -= byte(n)
	return b
}

// TestPKIXWycheproofECDH runs ParsePKIXPublicKey (and, in the PEM files,
// ParsePKCS8PrivateKey) on the keys of Wycheproof's ECDH files with
// SubjectPublicKeyInfo public keys, then ECDH: every valid case gives its
// shared secret; an invalid case is refused, or gives a key of another
// curve, which ECDH refuses; an acceptable one (BER, compressed, explicit
// parameters, some of them modified) either is refused or gives the shared
// secret.
func TestPKIXWycheproofECDH(t *testing.T) {
	files := 0
	for _, rel := range globVectors(t, "wycheproof/ecdh_*_test.json") {
		if bytes.Contains([]byte(rel), []byte("_ecpoint_")) || bytes.Contains([]byte(rel), []byte("_webcrypto_")) {
			continue
		}
		files++
		var f wpECDHSPKIFile
		readJSON(t, rel, &f)
		var accepted, refused, acceptedAcceptable int
		for _, g := range f.TestGroups {
			c := curveByName(g.Curve)
			if c == nil {
				t.Fatalf("%s: curve %s", rel, g.Curve)
			}
			for _, tc := range g.Tests {
				var der []byte
				var priv *uecc.PrivateKey
				var err error
				if g.Encoding == "pem" {
					blk, _ := pem.Decode([]byte(tc.Public))
					if blk == nil || blk.Type != "PUBLIC KEY" {
						refused++ // the InvalidPem cases that break PEM itself
						if tc.Result == "valid" {
							t.Errorf("%s #%d: valid case, no PEM public key", rel, tc.TcID)
						}
						continue
					}
					der = blk.Bytes
					pblk, _ := pem.Decode([]byte(tc.Private))
					if pblk == nil {
						t.Fatalf("%s #%d: private key not PEM", rel, tc.TcID)
					}
					if priv, err = uecc.ParsePKCS8PrivateKey(pblk.Bytes); err != nil {
						t.Fatalf("%s #%d: ParsePKCS8PrivateKey: %v", rel, tc.TcID, err)
					}
				} else {
					der = mustHex(tc.Public)
					d := mustHex(tc.Private)
					for len(d) > c.PrivateKeySize() && d[0] == 0 {
						d = d[1:]
					}
					d = append(make([]byte, c.PrivateKeySize()-len(d)), d...)
					if priv, err = c.NewPrivateKey(d); err != nil {
						t.Fatalf("%s #%d: NewPrivateKey: %v", rel, tc.TcID, err)
					}
				}
				pub, err := uecc.ParsePKIXPublicKey(der)
				var shared []byte
				if err == nil {
					shared, err = priv.ECDH(pub)
				}
				switch {
				case err == nil && !bytes.Equal(shared, tc.Shared):
					t.Errorf("%s #%d (%s, %v, %s): shared %x, want %x", rel, tc.TcID, tc.Result, tc.Flags, tc.Comment, shared, tc.Shared)
				case err != nil && tc.Result == "valid":
					t.Errorf("%s #%d (%v, %s): %v", rel, tc.TcID, tc.Flags, tc.Comment, err)
				case err == nil && tc.Result == "invalid":
					t.Errorf("%s #%d (%v, %s): an invalid case accepted", rel, tc.TcID, tc.Flags, tc.Comment)
				case err != nil && !errors.Is(err, uecc.ErrKeyFormat) && !errors.Is(err, uecc.ErrPublicKey):
					t.Errorf("%s #%d: %v is neither ErrKeyFormat nor ErrPublicKey", rel, tc.TcID, err)
				}
				if err == nil {
					accepted++
					if tc.Result == "acceptable" {
						acceptedAcceptable++
					}
				} else {
					refused++
				}
			}
		}
		t.Logf("%s: %d accepted (%d of them acceptable), %d refused", rel, accepted, acceptedAcceptable, refused)
	}
	if files < 4 {
		t.Fatalf("%d Wycheproof ECDH SPKI files, want at least 4", files)
	}
}
