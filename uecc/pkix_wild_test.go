package uecc_test

// Key files as they are found in the wild (pkix.go): privateKey OCTET
// STRINGs padded with leading zero bytes, PKCS #8 version 1 (RFC 5958
// OneAsymmetricKey) with its publicKey [1], keys on curves this package does
// not have, keys of other algorithms, and files given to the wrong parser.
// The keys come from crypto/ecdsa and crypto/x509, or from the openssl
// command; the variants are built with encoding/asn1, not with the code under
// test, and crypto/x509 (or openssl) is asked about each where it has an
// opinion.

import (
	"bytes"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/asn1"
	"encoding/pem"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/uecc"
)

// derElements splits the DER SEQUENCE b into its elements.
func derElements(t *testing.T, b []byte) []asn1.RawValue {
	t.Helper()
	var seq asn1.RawValue
	rest, err := asn1.Unmarshal(b, &seq)
	if err != nil || len(rest) != 0 || seq.Class != asn1.ClassUniversal || seq.Tag != asn1.TagSequence {
		t.Fatalf("not one DER SEQUENCE: %x (%v)", b, err)
	}
	var out []asn1.RawValue
	for in := seq.Bytes; len(in) > 0; {
		var e asn1.RawValue
		if in, err = asn1.Unmarshal(in, &e); err != nil {
			t.Fatalf("element %d of %x: %v", len(out), b, err)
		}
		out = append(out, e)
	}
	return out
}

// derRaw is the element of class class, tag tag and contents content.
func derRaw(class, tag int, compound bool, content []byte) asn1.RawValue {
	return asn1.RawValue{Class: class, Tag: tag, IsCompound: compound, Bytes: content}
}

// derSequence encodes elems as a DER SEQUENCE, every length recomputed.
func derSequence(t *testing.T, elems ...asn1.RawValue) []byte {
	t.Helper()
	var body []byte
	for _, e := range elems {
		e.FullBytes = nil // re-encode from the parts
		b, err := asn1.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		body = append(body, b...)
	}
	out, err := asn1.Marshal(derRaw(asn1.ClassUniversal, asn1.TagSequence, true, body))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// padSEC1 returns the ECPrivateKey sec1 with pad before the privateKey.
func padSEC1(t *testing.T, sec1, pad []byte) []byte {
	e := derElements(t, sec1)
	e[1].Bytes = append(append([]byte(nil), pad...), e[1].Bytes...)
	out := derSequence(t, e...)
	if len(out) < len(sec1)+len(pad) {
		t.Fatalf("padding %x of %x gave %x", pad, sec1, out)
	}
	return out
}

// padPKCS8 returns the PKCS #8 p8 with pad before the privateKey of its
// ECPrivateKey.
func padPKCS8(t *testing.T, p8, pad []byte) []byte {
	e := derElements(t, p8)
	e[2].Bytes = padSEC1(t, e[2].Bytes, pad)
	return derSequence(t, e...)
}

// sec1Scalar returns the privateKey OCTET STRING of the ECPrivateKey sec1.
func sec1Scalar(t *testing.T, sec1 []byte) []byte {
	return derElements(t, sec1)[1].Bytes
}

// pkcs8Version2 returns the version 0 PKCS #8 p8 as version 1 (RFC 5958's
// v2) with the publicKey [1] IMPLICIT BIT STRING bits (the unused-bits byte
// included) appended, or none if bits is nil.
func pkcs8Version2(t *testing.T, p8, bits []byte) []byte {
	return pkcs8With(t, p8, 1, derRaw(asn1.ClassContextSpecific, 1, false, bits))
}

// pkcs8With returns p8 with the version INTEGER version and extra elements
// appended (a nil-content [1] publicKey stands for none).
func pkcs8With(t *testing.T, p8 []byte, version byte, extra ...asn1.RawValue) []byte {
	e := derElements(t, p8)
	if len(e) != 3 || !bytes.Equal(e[0].Bytes, []byte{0}) {
		t.Fatalf("not a version 0 PKCS #8 without attributes: %x", p8)
	}
	e[0].Bytes = []byte{version}
	for _, x := range extra {
		if x.Bytes != nil {
			e = append(e, x)
		}
	}
	return derSequence(t, e...)
}

// pointBits is the BIT STRING contents of a whole-byte point.
func pointBits(point []byte) []byte { return append([]byte{0}, point...) }

// spkiPoint returns the point in the SubjectPublicKeyInfo spki.
func spkiPoint(t *testing.T, spki []byte) []byte {
	var s struct {
		Algorithm asn1.RawValue
		Key       asn1.BitString
	}
	if rest, err := asn1.Unmarshal(spki, &s); err != nil || len(rest) != 0 || s.Key.BitLength%8 != 0 {
		t.Fatalf("SPKI %x: %v", spki, err)
	}
	return s.Key.Bytes
}

var x509Curves = []struct {
	c     *uecc.Curve
	curve elliptic.Curve
}{{uecc.Secp224r1(), elliptic.P224()}, {uecc.Secp256r1(), elliptic.P256()}}

// SEC 1 wants the privateKey in exactly ⌈log2(n)/8⌉ bytes, but some
// encoders pad it and crypto/x509 and OpenSSL strip any number of leading
// zero bytes: so do we. A non-zero byte in the excess makes the value too
// big, which both refuse too.
func TestPKIXPaddedPrivateKeyX509(t *testing.T) {
	for _, tc := range x509Curves {
		c := tc.c
		for i := 0; i < 4; i++ {
			sk, err := ecdsa.GenerateKey(tc.curve, rand.Reader)
			if err != nil {
				t.Fatal(err)
			}
			d, err := sk.Bytes()
			if err != nil || len(d) != c.PrivateKeySize() {
				t.Fatalf("%s: ecdsa.PrivateKey.Bytes: %x, %v", c.Name(), d, err)
			}
			sec1, err := x509.MarshalECPrivateKey(sk)
			if err != nil {
				t.Fatal(err)
			}
			p8, err := x509.MarshalPKCS8PrivateKey(sk)
			if err != nil {
				t.Fatal(err)
			}
			for _, pad := range [][]byte{{0}, {0, 0}, {0, 0, 0, 0, 0}} {
				psec1, pp8 := padSEC1(t, sec1, pad), padPKCS8(t, p8, pad)
				if std, err := x509.ParseECPrivateKey(psec1); err != nil || !std.Equal(sk) {
					t.Fatalf("%s: x509.ParseECPrivateKey(%x): %v", c.Name(), psec1, err)
				}
				if std, err := x509.ParsePKCS8PrivateKey(pp8); err != nil || !std.(*ecdsa.PrivateKey).Equal(sk) {
					t.Fatalf("%s: x509.ParsePKCS8PrivateKey(%x): %v", c.Name(), pp8, err)
				}
				if k, err := uecc.ParseECPrivateKey(psec1); err != nil || !bytes.Equal(k.Bytes(), d) {
					t.Fatalf("%s: ParseECPrivateKey(%d zero bytes of padding %x): %v", c.Name(), len(pad), psec1, err)
				}
				if k, err := uecc.ParsePKCS8PrivateKey(pp8); err != nil || !bytes.Equal(k.Bytes(), d) {
					t.Fatalf("%s: ParsePKCS8PrivateKey(%d zero bytes of padding %x): %v", c.Name(), len(pad), pp8, err)
				}
			}
			for _, pad := range [][]byte{{1}, {0x80}, {0, 1}, {1, 0}} {
				psec1, pp8 := padSEC1(t, sec1, pad), padPKCS8(t, p8, pad)
				if _, err := x509.ParseECPrivateKey(psec1); err == nil {
					t.Fatalf("%s: x509.ParseECPrivateKey accepts padding %x", c.Name(), pad)
				}
				if _, err := uecc.ParseECPrivateKey(psec1); !errors.Is(err, uecc.ErrPrivateKey) {
					t.Fatalf("%s: ParseECPrivateKey(padding %x: %x): err %v, want ErrPrivateKey", c.Name(), pad, psec1, err)
				}
				if _, err := uecc.ParsePKCS8PrivateKey(pp8); !errors.Is(err, uecc.ErrPrivateKey) {
					t.Fatalf("%s: ParsePKCS8PrivateKey(padding %x: %x): err %v, want ErrPrivateKey", c.Name(), pad, pp8, err)
				}
			}
		}
	}
}

// The padding on every curve, with openssl's keys; openssl reads the padded
// files back to its own (unpadded) ones.
func TestPKIXPaddedPrivateKeyOpenSSL(t *testing.T) {
	needOpenSSL(t)
	for _, c := range uecc.Curves() {
		dir := t.TempDir()
		openssl(t, dir, "ecparam", "-name", opensslName[c.Name()], "-genkey", "-noout", "-outform", "DER", "-out", "sec1.der")
		openssl(t, dir, "pkcs8", "-topk8", "-nocrypt", "-inform", "DER", "-in", "sec1.der", "-outform", "DER", "-out", "p8.der")
		sec1, err := os.ReadFile(filepath.Join(dir, "sec1.der"))
		if err != nil {
			t.Fatal(err)
		}
		p8, err := os.ReadFile(filepath.Join(dir, "p8.der"))
		if err != nil {
			t.Fatal(err)
		}
		d := sec1Scalar(t, sec1)
		if len(d) != c.PrivateKeySize() {
			t.Fatalf("%s: openssl wrote a %d-byte privateKey", c.Name(), len(d))
		}
		for _, pad := range [][]byte{{0}, {0, 0}} {
			psec1, pp8 := padSEC1(t, sec1, pad), padPKCS8(t, p8, pad)
			if err := os.WriteFile(filepath.Join(dir, "padded.der"), psec1, 0o600); err != nil {
				t.Fatal(err)
			}
			if out := openssl(t, dir, "ec", "-inform", "DER", "-in", "padded.der", "-outform", "DER"); !bytes.Equal(out, sec1) {
				t.Fatalf("%s: openssl ec read the padded %x as\n%x, want\n%x", c.Name(), psec1, out, sec1)
			}
			if k, err := uecc.ParseECPrivateKey(psec1); err != nil || !bytes.Equal(k.Bytes(), d) {
				t.Fatalf("%s: ParseECPrivateKey(padding %x: %x): %v", c.Name(), pad, psec1, err)
			}
			if k, err := uecc.ParsePKCS8PrivateKey(pp8); err != nil || !bytes.Equal(k.Bytes(), d) {
				t.Fatalf("%s: ParsePKCS8PrivateKey(padding %x: %x): %v", c.Name(), pad, pp8, err)
			}
		}
		// (OpenSSL 3.0 reads a non-zero excess byte too, but then cannot
		// write the key: no reference here.)
		if _, err := uecc.ParseECPrivateKey(padSEC1(t, sec1, []byte{0, 1})); !errors.Is(err, uecc.ErrPrivateKey) {
			t.Fatalf("%s: padding 0001: err %v, want ErrPrivateKey", c.Name(), err)
		}
	}
}

// attributesElement is a [0] attributes with one attribute, as PKCS #12
// tools write them (friendlyName).
func attributesElement(t *testing.T) asn1.RawValue {
	attr, err := asn1.Marshal(struct {
		Type   asn1.ObjectIdentifier
		Values []string `asn1:"set"`
	}{asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 9, 20}, []string{"key"}})
	if err != nil {
		t.Fatal(err)
	}
	return derRaw(asn1.ClassContextSpecific, 0, true, attr)
}

// PKCS #8 version 1 (RFC 5958's v2) with the public key [1], built from
// crypto/x509's version 0.
func TestPKIXPKCS8Version2X509(t *testing.T) {
	for _, tc := range x509Curves {
		c := tc.c
		for i := 0; i < 4; i++ {
			sk, err := ecdsa.GenerateKey(tc.curve, rand.Reader)
			if err != nil {
				t.Fatal(err)
			}
			other, err := ecdsa.GenerateKey(tc.curve, rand.Reader)
			if err != nil {
				t.Fatal(err)
			}
			d, _ := sk.Bytes()
			unc, err := sk.PublicKey.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			otherUnc, _ := other.PublicKey.Bytes()
			comp := elliptic.MarshalCompressed(tc.curve, sk.PublicKey.X, sk.PublicKey.Y)
			p8, err := x509.MarshalPKCS8PrivateKey(sk)
			if err != nil {
				t.Fatal(err)
			}
			pub := derRaw(asn1.ClassContextSpecific, 1, false, pointBits(unc))
			for _, x := range []struct {
				name string
				in   []byte
			}{
				{"v2 uncompressed", pkcs8Version2(t, p8, pointBits(unc))},
				{"v2 compressed", pkcs8Version2(t, p8, pointBits(comp))},
				{"v2 without publicKey", pkcs8Version2(t, p8, nil)},
				{"v2 attributes and publicKey", pkcs8With(t, p8, 1, attributesElement(t), pub)},
				{"v1 attributes", pkcs8With(t, p8, 0, attributesElement(t))},
			} {
				k, err := uecc.ParsePKCS8PrivateKey(x.in)
				if err != nil || !bytes.Equal(k.Bytes(), d) || !bytes.Equal(k.PublicKey().Bytes(), unc) {
					t.Fatalf("%s %s: ParsePKCS8PrivateKey(%x): %v", c.Name(), x.name, x.in, err)
				}
				// crypto/x509 reads version 1 too (it ignores the version and,
				// as encoding/asn1 allows, the fields after the privateKey, so
				// it does not check the publicKey either: no reference for
				// the refusals below).
				if std, err := x509.ParsePKCS8PrivateKey(x.in); err != nil || !std.(*ecdsa.PrivateKey).Equal(sk) {
					t.Fatalf("%s %s: x509.ParsePKCS8PrivateKey(%x): %v", c.Name(), x.name, x.in, err)
				}
			}
			for _, x := range []struct {
				name string
				in   []byte
				want error
			}{
				{"v2 publicKey of another key", pkcs8Version2(t, p8, pointBits(otherUnc)), uecc.ErrPrivateKey},
				{"v2 publicKey truncated", pkcs8Version2(t, p8, pointBits(unc[:len(unc)-1])), uecc.ErrPrivateKey},
				{"v2 publicKey raw X‖Y", pkcs8Version2(t, p8, pointBits(unc[1:])), uecc.ErrPrivateKey},
				{"v2 publicKey with unused bits", pkcs8Version2(t, p8, append([]byte{1}, unc...)), uecc.ErrKeyFormat},
				{"v2 publicKey empty BIT STRING", pkcs8Version2(t, p8, []byte{}), uecc.ErrKeyFormat},
				{"v1 with publicKey", pkcs8With(t, p8, 0, pub), uecc.ErrKeyFormat},
				{"version 2 with publicKey", pkcs8With(t, p8, 2, pub), uecc.ErrKeyFormat},
				{"version 2 without publicKey", pkcs8With(t, p8, 2), uecc.ErrKeyFormat},
				// [1] EXPLICIT, as in the ECPrivateKey: not RFC 5958's.
				{"v2 publicKey constructed", pkcs8With(t, p8, 1, derRaw(asn1.ClassContextSpecific, 1, true,
					append([]byte{0x03, byte(len(unc) + 1), 0}, unc...))), uecc.ErrKeyFormat},
				{"v2 publicKey before attributes", pkcs8With(t, p8, 1, pub, attributesElement(t)), uecc.ErrKeyFormat},
				{"v2 publicKey twice", pkcs8With(t, p8, 1, pub, pub), uecc.ErrKeyFormat},
				{"v2 element after publicKey", pkcs8With(t, p8, 1, pub, derRaw(asn1.ClassContextSpecific, 2, false, []byte{0})), uecc.ErrKeyFormat},
			} {
				if _, err := uecc.ParsePKCS8PrivateKey(x.in); !errors.Is(err, x.want) {
					t.Fatalf("%s %s: ParsePKCS8PrivateKey(%x): err %v, want %v", c.Name(), x.name, x.in, err, x.want)
				}
			}
		}
	}
}

// PKCS #8 version 1 on every curve from `openssl genpkey` (which writes
// version 0).
func TestPKIXPKCS8Version2OpenSSL(t *testing.T) {
	needOpenSSL(t)
	for _, c := range uecc.Curves() {
		dir := t.TempDir()
		openssl(t, dir, "genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:"+opensslName[c.Name()], "-out", "key.pem")
		openssl(t, dir, "pkey", "-in", "key.pem", "-pubout", "-outform", "DER", "-out", "pub.der")
		openssl(t, dir, "pkey", "-in", "key.pem", "-pubout", "-outform", "DER", "-out", "pubc.der", "-ec_conv_form", "compressed")
		read := func(name string) []byte {
			b, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
		blk, _ := pem.Decode(read("key.pem"))
		if blk == nil || blk.Type != "PRIVATE KEY" {
			t.Fatalf("%s: openssl genpkey wrote no PRIVATE KEY", c.Name())
		}
		p8 := blk.Bytes
		d := sec1Scalar(t, derElements(t, p8)[2].Bytes)
		unc, comp := spkiPoint(t, read("pub.der")), spkiPoint(t, read("pubc.der"))
		if len(unc) != c.PublicKeySize()+1 || len(comp) != (c.FieldSize()+1) {
			t.Fatalf("%s: openssl's points %x, %x", c.Name(), unc, comp)
		}
		for _, bits := range [][]byte{pointBits(unc), pointBits(comp), nil} {
			v2 := pkcs8Version2(t, p8, bits)
			k, err := uecc.ParsePKCS8PrivateKey(v2)
			if err != nil || !bytes.Equal(k.Bytes(), d) || !bytes.Equal(k.PublicKey().Bytes(), unc) {
				t.Fatalf("%s: ParsePKCS8PrivateKey(%x): %v", c.Name(), v2, err)
			}
		}
		// OpenSSL reads version 1 without the publicKey: the same key. (3.0
		// refuses the publicKey [1] itself: no reference for it.)
		if err := os.WriteFile(filepath.Join(dir, "v2.der"), pkcs8Version2(t, p8, nil), 0o600); err != nil {
			t.Fatal(err)
		}
		if out := openssl(t, dir, "pkey", "-inform", "DER", "-in", "v2.der", "-pubout", "-outform", "DER"); !bytes.Equal(out, read("pub.der")) {
			t.Fatalf("%s: openssl's public key of the version 1 PKCS #8\n%x\nwant\n%x", c.Name(), out, read("pub.der"))
		}
		bad := append([]byte(nil), unc...)
		bad[len(bad)-1] ^= 1
		if _, err := uecc.ParsePKCS8PrivateKey(pkcs8Version2(t, p8, pointBits(bad))); !errors.Is(err, uecc.ErrPrivateKey) {
			t.Fatalf("%s: version 1 with a wrong publicKey: err %v, want ErrPrivateKey", c.Name(), err)
		}
	}
}

// parsers are the three key-file parsers, by name.
var parsers = map[string]func([]byte) error{
	"ParsePKIXPublicKey":   func(b []byte) error { _, err := uecc.ParsePKIXPublicKey(b); return err },
	"ParseECPrivateKey":    func(b []byte) error { _, err := uecc.ParseECPrivateKey(b); return err },
	"ParsePKCS8PrivateKey": func(b []byte) error { _, err := uecc.ParsePKCS8PrivateKey(b); return err },
}

// wantUnsupported checks that err is both ErrUnsupportedCurve and
// ErrKeyFormat and says each of want.
func wantUnsupported(t *testing.T, what string, err error, want ...string) {
	t.Helper()
	if !errors.Is(err, uecc.ErrUnsupportedCurve) || !errors.Is(err, uecc.ErrKeyFormat) {
		t.Fatalf("%s: err %v, want ErrUnsupportedCurve and ErrKeyFormat", what, err)
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Fatalf("%s: %q does not say %q", what, err, w)
		}
	}
	t.Logf("%s: %v", what, err)
}

// A namedCurve that is no object identifier at all is a broken file, not an
// unsupported curve.
func TestPKIXMalformedCurveOID(t *testing.T) {
	sk, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	spki, _ := x509.MarshalPKIXPublicKey(&sk.PublicKey)
	// The last byte of 1.2.840.10045.3.1.7 with the continuation bit set.
	oid := mustHex("06082a8648ce3d030107")
	bad := bytes.Replace(spki, oid, mustHex("06082a8648ce3d030187"), 1)
	if bytes.Equal(bad, spki) {
		t.Fatalf("no P-256 OID in %x", spki)
	}
	if _, err := x509.ParsePKIXPublicKey(bad); err == nil {
		t.Fatal("x509.ParsePKIXPublicKey accepts the broken OID")
	}
	err = parsers["ParsePKIXPublicKey"](bad)
	if !errors.Is(err, uecc.ErrKeyFormat) || errors.Is(err, uecc.ErrUnsupportedCurve) || !strings.Contains(err.Error(), "malformed") {
		t.Fatalf("broken namedCurve OID: err %v, want ErrKeyFormat (only)", err)
	}
}

// Keys of openssl's other curves, named and with explicit parameters: the
// names here are openssl's, so the object identifiers of the messages are
// checked against it.
func TestPKIXUnsupportedCurveOpenSSL(t *testing.T) {
	needOpenSSL(t)
	for _, tc := range []struct {
		name, enc string
		want      []string
	}{
		{"brainpoolP256r1", "named_curve", []string{"1.3.36.3.3.2.8.1.1.7 (brainpoolP256r1)"}},
		{"brainpoolP384r1", "named_curve", []string{"1.3.36.3.3.2.8.1.1.11 (brainpoolP384r1)"}},
		{"brainpoolP512r1", "named_curve", []string{"(brainpoolP512r1)"}},
		{"brainpoolP160r1", "named_curve", []string{"(brainpoolP160r1)"}},
		{"brainpoolP192r1", "named_curve", []string{"(brainpoolP192r1)"}},
		{"brainpoolP224r1", "named_curve", []string{"(brainpoolP224r1)"}},
		{"brainpoolP320r1", "named_curve", []string{"(brainpoolP320r1)"}},
		{"secp160k1", "named_curve", []string{"(secp160k1)"}},
		{"secp160r2", "named_curve", []string{"(secp160r2)"}},
		{"secp192k1", "named_curve", []string{"(secp192k1)"}},
		{"secp224k1", "named_curve", []string{"(secp224k1)"}},
		{"prime192v2", "named_curve", []string{"(prime192v2)"}},
		{"prime192v3", "named_curve", []string{"(prime192v3)"}},
		{"prime239v1", "named_curve", []string{"(prime239v1)"}},
		{"prime239v2", "named_curve", []string{"(prime239v2)"}},
		{"prime239v3", "named_curve", []string{"(prime239v3)"}},
		// (openssl ecparam writes PKCS #8 for SM2, which the SEC 1 parser
		// points to.)
		{"SM2", "named_curve", []string{"1.2.156.10197.1.301 (SM2)"}},
		// Not in the table of names: the object identifier alone.
		{"secp128r1", "named_curve", []string{"curve 1.3.132.0.28 is not supported"}},
		{"sect163k1", "named_curve", []string{"curve 1.3.132.0.1 is not supported"}},
		{"brainpoolP256r1", "explicit", []string{"explicit curve parameters of another curve"}},
		{"brainpoolP384r1", "explicit", []string{"explicit curve parameters of another curve"}},
		{"sect163k1", "explicit", []string{"binary field"}},
	} {
		what := tc.name + " " + tc.enc
		dir := t.TempDir()
		openssl(t, dir, "ecparam", "-name", tc.name, "-genkey", "-noout", "-param_enc", tc.enc, "-outform", "DER", "-out", "sec1.der")
		openssl(t, dir, "pkcs8", "-topk8", "-nocrypt", "-inform", "DER", "-in", "sec1.der", "-outform", "DER", "-out", "p8.der")
		openssl(t, dir, "pkey", "-inform", "DER", "-in", "sec1.der", "-pubout", "-outform", "DER", "-out", "pub.der")
		for file, parser := range map[string]string{
			"pub.der": "ParsePKIXPublicKey", "sec1.der": "ParseECPrivateKey", "p8.der": "ParsePKCS8PrivateKey",
		} {
			b, err := os.ReadFile(filepath.Join(dir, file))
			if err != nil {
				t.Fatal(err)
			}
			if tc.name == "SM2" && file == "sec1.der" {
				if err := parsers[parser](b); !errors.Is(err, uecc.ErrKeyFormat) || !strings.Contains(err.Error(), "use ParsePKCS8PrivateKey instead") {
					t.Fatalf("%s %s: err %v, want the PKCS #8 hint", what, parser, err)
				}
				continue
			}
			wantUnsupported(t, what+" "+parser, parsers[parser](b), tc.want...)
		}
	}
}

// Keys of other algorithms: ErrKeyFormat, not ErrUnsupportedCurve, and the
// algorithm named.
func TestPKIXOtherAlgorithms(t *testing.T) {
	rsaKey, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	edPub, edKey, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	xKey, err := ecdh.X25519().GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	marshal := func(b []byte, err error) []byte {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	for _, tc := range []struct {
		name, parser string
		in           []byte
		want         string
	}{
		{"RSA SPKI", "ParsePKIXPublicKey", marshal(x509.MarshalPKIXPublicKey(&rsaKey.PublicKey)), "1.2.840.113549.1.1.1 (rsaEncryption, RSA)"},
		{"RSA PKCS8", "ParsePKCS8PrivateKey", marshal(x509.MarshalPKCS8PrivateKey(rsaKey)), "1.2.840.113549.1.1.1 (rsaEncryption, RSA)"},
		{"Ed25519 SPKI", "ParsePKIXPublicKey", marshal(x509.MarshalPKIXPublicKey(edPub)), "1.3.101.112 (Ed25519)"},
		{"Ed25519 PKCS8", "ParsePKCS8PrivateKey", marshal(x509.MarshalPKCS8PrivateKey(edKey)), "1.3.101.112 (Ed25519)"},
		{"X25519 SPKI", "ParsePKIXPublicKey", marshal(x509.MarshalPKIXPublicKey(xKey.PublicKey())), "1.3.101.110 (X25519)"},
		{"X25519 PKCS8", "ParsePKCS8PrivateKey", marshal(x509.MarshalPKCS8PrivateKey(xKey)), "1.3.101.110 (X25519)"},
		// PKCS #1 has no algorithm identifier: its shape tells.
		{"RSA PKCS1 as SEC 1", "ParseECPrivateKey", x509.MarshalPKCS1PrivateKey(rsaKey), "RSA"},
		{"RSA PKCS1 as PKCS8", "ParsePKCS8PrivateKey", x509.MarshalPKCS1PrivateKey(rsaKey), "RSA"},
		{"RSA PKCS1 as SPKI", "ParsePKIXPublicKey", x509.MarshalPKCS1PrivateKey(rsaKey), "RSA"},
	} {
		err := parsers[tc.parser](tc.in)
		if !errors.Is(err, uecc.ErrKeyFormat) || errors.Is(err, uecc.ErrUnsupportedCurve) || !strings.Contains(err.Error(), tc.want) {
			t.Fatalf("%s: %s: err %v, want ErrKeyFormat (only) saying %q", tc.name, tc.parser, err, tc.want)
		}
		t.Logf("%s: %s: %v", tc.name, tc.parser, err)
	}
}

// A key file given to the wrong parser: the error names the right one
// (ErrKeyFormat still). crypto/x509 gives the same advice for the two
// private-key formats, which confirms where the line between them is drawn.
func TestPKIXFormatHints(t *testing.T) {
	sk, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	spki, _ := x509.MarshalPKIXPublicKey(&sk.PublicKey)
	sec1, _ := x509.MarshalECPrivateKey(sk)
	p8, _ := x509.MarshalPKCS8PrivateKey(sk)
	unc, _ := sk.PublicKey.Bytes()
	p8v2 := pkcs8Version2(t, p8, pointBits(unc))
	p384, err := ecdsa.GenerateKey(elliptic.P384(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	sec1P384, _ := x509.MarshalECPrivateKey(p384)
	const (
		useSPKI  = "use ParsePKIXPublicKey instead"
		useSEC1  = "use ParseECPrivateKey instead"
		usePKCS8 = "use ParsePKCS8PrivateKey instead"
	)
	for _, tc := range []struct {
		name, parser string
		in           []byte
		want         string
	}{
		{"PKCS8", "ParseECPrivateKey", p8, usePKCS8},
		{"PKCS8 v2", "ParseECPrivateKey", p8v2, usePKCS8},
		{"SPKI", "ParseECPrivateKey", spki, useSPKI},
		{"SEC 1", "ParsePKCS8PrivateKey", sec1, useSEC1},
		{"SEC 1 of P-384", "ParsePKCS8PrivateKey", sec1P384, useSEC1},
		{"SPKI", "ParsePKCS8PrivateKey", spki, useSPKI},
		{"SEC 1", "ParsePKIXPublicKey", sec1, useSEC1},
		{"PKCS8", "ParsePKIXPublicKey", p8, usePKCS8},
		{"PKCS8 v2", "ParsePKIXPublicKey", p8v2, usePKCS8},
		// Broken after the first two fields: still recognised.
		{"PKCS8 truncated", "ParseECPrivateKey", derSequence(t, derElements(t, p8)[:2]...), usePKCS8},
	} {
		err := parsers[tc.parser](tc.in)
		if !errors.Is(err, uecc.ErrKeyFormat) || errors.Is(err, uecc.ErrUnsupportedCurve) || !strings.Contains(err.Error(), tc.want) {
			t.Fatalf("%s to %s: err %v, want ErrKeyFormat saying %q", tc.name, tc.parser, err, tc.want)
		}
		t.Logf("%s to %s: %v", tc.name, tc.parser, err)
	}
	if _, err := x509.ParseECPrivateKey(p8); err == nil || !strings.Contains(err.Error(), usePKCS8) {
		t.Errorf("x509.ParseECPrivateKey(PKCS8): %v", err)
	}
	if _, err := x509.ParsePKCS8PrivateKey(sec1); err == nil || !strings.Contains(err.Error(), useSEC1) {
		t.Errorf("x509.ParsePKCS8PrivateKey(SEC 1): %v", err)
	}
}
