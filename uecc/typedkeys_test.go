package uecc_test

// The typed keys (PrivateKey, PublicKey) and the DER signature functions:
// round trips on every curve, cross-checks of the DER signatures with
// crypto/ecdsa (P-224, P-256, P-384, P-521) and decred secp256k1/v4, DER strictness, the
// errors and their context, and allocation counts.

import (
	"bytes"
	"crypto"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"encoding/asn1"
	"encoding/hex"
	"errors"
	"math/big"
	"os"
	"strings"
	"testing"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	decredecdsa "github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

var _ crypto.Signer = (*uecc.PrivateKey)(nil)

func TestTypedKeysRoundTrip(t *testing.T) {
	for _, c := range uecc.Curves() {
		t.Run(c.Name(), func(t *testing.T) {
			rd := &xorshiftReader{s: 0x1234567}
			k, err := c.GeneratePrivateKey(rd)
			if err != nil {
				t.Fatal(err)
			}
			// The same stream gives the same key, whose public key is the
			// one microecc computes.
			k0, _ := c.GeneratePrivateKey(&xorshiftReader{s: 0x1234567})
			pub0, _ := microeccalloc.PublicKey(c, k0.Bytes())
			if !k.Equal(k0) || !bytes.Equal(k.PublicKey().BytesXY(), pub0) {
				t.Fatalf("GeneratePrivateKey differs on the same stream, or its public key from microecc's")
			}
			if k.Curve() != c || k.PublicKey().Curve() != c {
				t.Fatal("Curve() is not the key's curve")
			}
			k2, err := c.NewPrivateKey(k.Bytes())
			if err != nil || !k2.Equal(k) || !k.Equal(k2) {
				t.Fatalf("NewPrivateKey(Bytes()): %v, equal %v", err, err == nil && k2.Equal(k))
			}
			if !k.Public().(*uecc.PublicKey).Equal(k2.PublicKey()) {
				t.Fatal("public keys of equal private keys differ")
			}
			other, _ := c.GeneratePrivateKey(nil)
			if k.Equal(other) || k.PublicKey().Equal(other.PublicKey()) {
				t.Fatal("different keys are Equal")
			}
			pub := k.PublicKey()
			raw := pub.BytesXY()
			if !bytes.Equal(raw, pub0) {
				t.Fatal("PublicKey().Bytes() is not the raw key")
			}
			if u := pub.Bytes(); u[0] != 4 || !bytes.Equal(u[1:], raw) {
				t.Fatalf("BytesUncompressed %x", u)
			}
			if comp, _ := microeccalloc.Compress(c, raw); !bytes.Equal(pub.BytesCompressed(), comp) {
				t.Fatal("BytesCompressed differs from Compress")
			}
			for _, enc := range [][]byte{raw, pub.Bytes(), pub.BytesCompressed()} {
				p, err := c.NewPublicKey(enc)
				if err != nil || !p.Equal(pub) || !bytes.Equal(p.BytesXY(), raw) {
					t.Fatalf("NewPublicKey(%x): %v", enc, err)
				}
			}

			// ECDH both ways, and against SharedSecret.
			s1, err := k.ECDH(other.PublicKey())
			if err != nil {
				t.Fatal(err)
			}
			s2, _ := other.ECDH(pub)
			s3, _ := microeccalloc.SharedSecret(c, k.Bytes(), other.PublicKey().BytesXY())
			if !bytes.Equal(s1, s2) || !bytes.Equal(s1, s3) {
				t.Fatalf("ECDH: %x, %x, SharedSecret %x", s1, s2, s3)
			}

			// Signatures: crypto.Signer, DER and raw forms.
			digest := sha256.Sum256([]byte(c.Name()))
			var signer crypto.Signer = k
			der, err := signer.Sign(nil, digest[:], crypto.SHA256)
			if err != nil {
				t.Fatal(err)
			}
			if err := pub.VerifyASN1(digest[:], der); err != nil {
				t.Fatalf("VerifyASN1 of Sign: %v", err)
			}
			if err := c.VerifyASN1(raw, digest[:], der); err != nil {
				t.Fatalf("Curve.VerifyASN1 of Sign: %v", err)
			}
			rawSig, err := c.SignatureFromASN1(der)
			if err != nil {
				t.Fatal(err)
			}
			if err := pub.Verify(digest[:], rawSig); err != nil {
				t.Fatalf("Verify of SignatureFromASN1: %v", err)
			}
			if back, err := c.SignatureToASN1(rawSig); err != nil || !bytes.Equal(back, der) {
				t.Fatalf("SignatureToASN1(SignatureFromASN1(%x)) = %x, %v", der, back, err)
			}
			// SignASN1 draws as Sign does: same stream, same signature.
			d1, err := c.SignASN1(&xorshiftReader{s: 9}, k.Bytes(), digest[:])
			if err != nil {
				t.Fatal(err)
			}
			r1, _ := c.Sign(&xorshiftReader{s: 9}, k.Bytes(), digest[:])
			if want, _ := c.SignatureToASN1(r1); !bytes.Equal(d1, want) {
				t.Fatalf("SignASN1 %x, DER of Sign %x", d1, want)
			}
			wrong := sha256.Sum256([]byte("other"))
			if err := pub.VerifyASN1(wrong[:], der); !errors.Is(err, uecc.ErrSignature) {
				t.Fatalf("VerifyASN1 of another digest: %v", err)
			}
			if err := pub.Verify(wrong[:], rawSig); !errors.Is(err, uecc.ErrSignature) {
				t.Fatalf("Verify of another digest: %v", err)
			}
			if err := other.PublicKey().VerifyASN1(digest[:], der); !errors.Is(err, uecc.ErrSignature) {
				t.Fatalf("VerifyASN1 under another key: %v", err)
			}
		})
	}
}

func TestTypedKeysAcrossCurves(t *testing.T) {
	cs := uecc.Curves()
	for i, c := range cs {
		d := cs[(i+1)%len(cs)]
		k, _ := c.GeneratePrivateKey(nil)
		kd, _ := d.GeneratePrivateKey(nil)
		if _, err := k.ECDH(kd.PublicKey()); !errors.Is(err, uecc.ErrPublicKey) ||
			!strings.Contains(err.Error(), d.Name()) || !strings.Contains(err.Error(), c.Name()) {
			t.Errorf("ECDH of a %s key with a %s key: %v", c.Name(), d.Name(), err)
		}
		if _, err := k.ECDH(nil); !errors.Is(err, uecc.ErrPublicKey) {
			t.Errorf("ECDH(nil): %v", err)
		}
		if k.Equal(kd) || k.PublicKey().Equal(kd.PublicKey()) || k.Equal(nil) || k.PublicKey().Equal("x") {
			t.Errorf("keys of %s and %s compare Equal", c.Name(), d.Name())
		}
		// Same bytes on another curve are another key.
		if c.PrivateKeySize() == d.PrivateKeySize() {
			kk, err := d.NewPrivateKey(k.Bytes())
			if err == nil && kk.Equal(k) {
				t.Errorf("%s key equal to the %s key of the same bytes", d.Name(), c.Name())
			}
		}
	}
}

// wantErr checks that err is sentinel and that its text contains every part.
func wantErr(t *testing.T, what string, err error, sentinel error, parts ...string) {
	t.Helper()
	if !errors.Is(err, sentinel) {
		t.Errorf("%s: error %v, want %v", what, err, sentinel)
		return
	}
	for _, p := range parts {
		if !strings.Contains(err.Error(), p) {
			t.Errorf("%s: error %q does not say %q", what, err, p)
		}
	}
}

func TestTypedKeysErrors(t *testing.T) {
	c := uecc.Secp256r1()
	_, err := c.NewPrivateKey(make([]byte, 31))
	wantErr(t, "NewPrivateKey(31 bytes)", err, uecc.ErrLength, "private key is 31 bytes", "secp256r1 takes 32")
	_, err = c.NewPrivateKey(make([]byte, 32))
	wantErr(t, "NewPrivateKey(0)", err, uecc.ErrPrivateKey, "order n")
	_, err = c.NewPrivateKey(bigFromHex(c.Params().N).FillBytes(make([]byte, 32)))
	wantErr(t, "NewPrivateKey(n)", err, uecc.ErrPrivateKey)

	_, err = c.NewPublicKey(make([]byte, 10))
	wantErr(t, "NewPublicKey(10 bytes)", err, uecc.ErrLength, "10 bytes", "64", "65", "33")
	_, err = c.NewPublicKey(make([]byte, 64))
	wantErr(t, "NewPublicKey(zeros)", err, uecc.ErrPublicKey, "all zeros")
	k, _ := c.GeneratePrivateKey(nil)
	raw := k.PublicKey().BytesXY()
	bad := append([]byte{}, raw...)
	bad[63] ^= 1
	_, err = c.NewPublicKey(bad)
	wantErr(t, "NewPublicKey(off the curve)", err, uecc.ErrPublicKey, "not on the curve")
	_, err = c.NewPublicKey(append([]byte{4}, bad...))
	wantErr(t, "NewPublicKey(04 off the curve)", err, uecc.ErrPublicKey, "not on the curve")
	_, err = c.NewPublicKey(append([]byte{5}, raw...))
	wantErr(t, "NewPublicKey(05‖X‖Y)", err, uecc.ErrPublicKey, "0x05", "want 0x04")
	p := bigFromHex(c.Params().P).FillBytes(make([]byte, 32))
	_, err = c.NewPublicKey(append(append([]byte{}, p...), raw[32:]...))
	wantErr(t, "NewPublicKey(X = p)", err, uecc.ErrPublicKey, "X is not below")
	_, err = c.NewPublicKey(append(append([]byte{}, raw[:32]...), p...))
	wantErr(t, "NewPublicKey(Y = p)", err, uecc.ErrPublicKey, "Y is not below")
	comp := k.PublicKey().BytesCompressed()
	comp[0] = 0x04
	_, err = c.NewPublicKey(comp)
	wantErr(t, "NewPublicKey(04‖X, 33 bytes)", err, uecc.ErrCompressedPoint, "0x04", "0x02 or 0x03")
	_, err = c.NewPublicKey(append([]byte{2}, p...))
	wantErr(t, "NewPublicKey(02‖p)", err, uecc.ErrPublicKey, "X is not below")
	// A compressed X without a square root: X = 1 on P-256 (1 − 3 + b is
	// not a square mod p) is found by trying small X.
	for x := byte(0); x < 50; x++ {
		in := make([]byte, 33)
		in[0], in[32] = 2, x
		if _, err := microeccalloc.Decompress(c, in); err == nil {
			continue
		}
		_, err = c.NewPublicKey(in)
		wantErr(t, "NewPublicKey(02‖X, no root)", err, uecc.ErrCompressedPoint, "no point")
		wantErr(t, "NewPublicKey(02‖X, no root)", err, uecc.ErrPublicKey)
		break
	}

	digest := sha256.Sum256(nil)
	_, err = c.SignASN1(nil, make([]byte, 5), digest[:])
	wantErr(t, "SignASN1(5-byte key)", err, uecc.ErrLength, "private key is 5 bytes")
	_, err = c.SignASN1(nil, make([]byte, 32), digest[:])
	wantErr(t, "SignASN1(0)", err, uecc.ErrPrivateKey)
	_, err = c.SignASN1(failingReader{}, k.Bytes(), digest[:])
	wantErr(t, "SignASN1(failing reader)", err, uecc.ErrRandom)
	_, err = k.Sign(failingReader{}, digest[:], nil)
	wantErr(t, "PrivateKey.Sign(failing reader)", err, uecc.ErrRandom)
	_, err = c.GeneratePrivateKey(failingReader{})
	wantErr(t, "GeneratePrivateKey(failing reader)", err, uecc.ErrRandom)
	_, err = c.SignatureToASN1(make([]byte, 63))
	wantErr(t, "SignatureToASN1(63 bytes)", err, uecc.ErrLength, "signature is 63 bytes", "takes 64")
	_, err = c.SignatureToASN1(make([]byte, 64))
	wantErr(t, "SignatureToASN1(zeros)", err, uecc.ErrSignature, "r is zero")
	err = c.VerifyASN1(raw[:63], digest[:], nil)
	wantErr(t, "VerifyASN1(63-byte key)", err, uecc.ErrLength, "public key is 63 bytes")
	der, _ := k.Sign(nil, digest[:], nil)
	err = c.VerifyASN1(bad, digest[:], der)
	wantErr(t, "VerifyASN1(bad key)", err, uecc.ErrPublicKey, "not on the curve")
	err = k.PublicKey().Verify(digest[:], make([]byte, 3))
	wantErr(t, "PublicKey.Verify(3 bytes)", err, uecc.ErrLength, "signature is 3 bytes", "takes 64")
}

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("no randomness") }

func TestDERCrossCheckStdlib(t *testing.T) {
	for _, tc := range []struct {
		c  *uecc.Curve
		ec elliptic.Curve
	}{{uecc.Secp224r1(), elliptic.P224()}, {uecc.Secp256r1(), elliptic.P256()},
		{uecc.Secp384r1(), elliptic.P384()}, {uecc.Secp521r1(), elliptic.P521()}} {
		c := tc.c
		n := max(crossIterations(t, c)/4, 1)
		for i := 0; i < n; i++ {
			k, err := c.GeneratePrivateKey(nil)
			if err != nil {
				t.Fatal(err)
			}
			sk, err := ecdsa.ParseRawPrivateKey(tc.ec, k.Bytes())
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(elliptic.Marshal(tc.ec, sk.X, sk.Y), k.PublicKey().Bytes()) {
				t.Fatalf("%s: public key differs from crypto/ecdsa's", c.Name())
			}
			msg := []byte{byte(i), 1, 2}
			digest := sha256.Sum256(msg)
			// Ours → crypto/ecdsa.
			der, err := k.Sign(nil, digest[:], crypto.SHA256)
			if err != nil {
				t.Fatal(err)
			}
			if !ecdsa.VerifyASN1(&sk.PublicKey, digest[:], der) {
				t.Fatalf("%s: crypto/ecdsa rejects our DER signature %x", c.Name(), der)
			}
			der2, _ := c.SignASN1(nil, k.Bytes(), digest[:])
			if !ecdsa.VerifyASN1(&sk.PublicKey, digest[:], der2) {
				t.Fatalf("%s: crypto/ecdsa rejects our SignASN1 signature %x", c.Name(), der2)
			}
			// crypto/ecdsa → ours.
			sd, err := ecdsa.SignASN1(rand.Reader, sk, digest[:])
			if err != nil {
				t.Fatal(err)
			}
			if err := k.PublicKey().VerifyASN1(digest[:], sd); err != nil {
				t.Fatalf("%s: we reject crypto/ecdsa's signature %x: %v", c.Name(), sd, err)
			}
			raw, err := c.SignatureFromASN1(sd)
			if err != nil {
				t.Fatal(err)
			}
			if back, _ := c.SignatureToASN1(raw); !bytes.Equal(back, sd) {
				t.Fatalf("%s: DER round trip of crypto/ecdsa's %x gives %x", c.Name(), sd, back)
			}
			// A signature of another digest, both ways.
			other := sha256.Sum256(append(msg, 0))
			if ecdsa.VerifyASN1(&sk.PublicKey, other[:], der) || k.PublicKey().VerifyASN1(other[:], sd) == nil {
				t.Fatalf("%s: a signature verifies for another digest", c.Name())
			}
		}
	}
}

func TestDERCrossCheckDecred(t *testing.T) {
	c := uecc.Secp256k1()
	n := crossIterations(t, c) / 4
	for i := 0; i < n; i++ {
		k, _ := c.GeneratePrivateKey(nil)
		dk := secp256k1.PrivKeyFromBytes(k.Bytes())
		if !bytes.Equal(dk.PubKey().SerializeUncompressed(), k.PublicKey().Bytes()) ||
			!bytes.Equal(dk.PubKey().SerializeCompressed(), k.PublicKey().BytesCompressed()) {
			t.Fatal("public key encodings differ from decred's")
		}
		digest := sha256.Sum256([]byte{byte(i), 7})
		// Ours → decred (its DER parser is strict; it accepts high S).
		der, _ := k.Sign(nil, digest[:], nil)
		ds, err := decredecdsa.ParseDERSignature(der)
		if err != nil {
			t.Fatalf("decred cannot parse our DER %x: %v", der, err)
		}
		if !ds.Verify(digest[:], dk.PubKey()) {
			t.Fatalf("decred rejects our signature %x", der)
		}
		// decred → ours.
		dder := decredecdsa.Sign(dk, digest[:]).Serialize()
		if err := k.PublicKey().VerifyASN1(digest[:], dder); err != nil {
			t.Fatalf("we reject decred's DER signature %x: %v", dder, err)
		}
		// decred's RFC 6979 signature is ours (modulo its low-S rule).
		det, _ := c.SignDeterministic(crypto.SHA256, k.Bytes(), digest[:])
		raw, _ := c.SignatureFromASN1(dder)
		if !bytes.Equal(raw[:32], det[:32]) {
			t.Fatalf("RFC 6979 r: decred %x, ours %x", raw[:32], det[:32])
		}
		// Public key from decred's compressed form.
		p, err := c.NewPublicKey(dk.PubKey().SerializeCompressed())
		if err != nil || !p.Equal(k.PublicKey()) {
			t.Fatalf("NewPublicKey(decred compressed): %v", err)
		}
	}
}

func TestDERStrictness(t *testing.T) {
	c := uecc.Secp256r1()
	k, _ := c.NewPrivateKey(fill(32, 0x42))
	digest := sha256.Sum256([]byte("strict"))
	// r with its high bit set (a 0x00 pad) and s without: sign until found.
	var der []byte
	for i := 0; i < 1000; i++ {
		der, _ = c.SignASN1(&xorshiftReader{s: uint64(i) + 1}, k.Bytes(), digest[:])
		if der[3] == 33 && der[37] == 2 && der[38] == 32 && der[39] < 0x80 {
			break
		}
	}
	if err := k.PublicKey().VerifyASN1(digest[:], der); err != nil {
		t.Fatal(err)
	}
	r := der[4:37] // 00 ‖ 32 bytes
	s := der[39:]  // 32 bytes
	h := func(s string) []byte { b, _ := hex.DecodeString(s); return b }
	cat := func(parts ...[]byte) []byte { return bytes.Join(parts, nil) }
	intDER := func(v []byte) []byte { return cat([]byte{2, byte(len(v))}, v) }
	seq := func(body []byte) []byte { return cat([]byte{0x30, byte(len(body))}, body) }
	body := cat(intDER(r), intDER(s))
	if !bytes.Equal(seq(body), der) {
		t.Fatalf("rebuilt DER %x != %x", seq(body), der)
	}
	negS := append([]byte{}, s...)
	negS[0] |= 0x80                                               // negative
	wide := bigFromHex(c.Params().N).Bytes()                      // n itself
	wideR := append([]byte{0}, bytes.Repeat([]byte{0xff}, 33)...) // 2^264 − 1
	for _, tc := range []struct {
		name string
		der  []byte
		says string
	}{
		{"empty", nil, "missing"},
		{"wrong tag (SET)", cat([]byte{0x31, byte(len(body))}, body), "wrong tag 0x31"},
		{"wrong tag (r OCTET STRING)", seq(cat([]byte{4, 33}, r, intDER(s))), "r INTEGER: wrong tag 0x04"},
		{"BER long form SEQUENCE length", cat([]byte{0x30, 0x81, byte(len(body))}, body), "long-form length"},
		{"non-minimal long form (leading zero)", cat([]byte{0x30, 0x82, 0, byte(len(body))}, body), "leading zero"},
		{"BER long form INTEGER length", seq(cat([]byte{2, 0x81, 33}, r, intDER(s))), "r INTEGER: long-form length"},
		{"indefinite length", cat([]byte{0x30, 0x80}, body, []byte{0, 0}), "indefinite length"},
		{"length too long", cat([]byte{0x30, byte(len(body) + 1)}, body), "exceeds"},
		{"truncated", der[:len(der)-1], "exceeds"},
		{"trailing data", cat(der, []byte{0}), "DER: trailing data"},
		{"trailing data in SEQUENCE", seq(cat(body, []byte{5, 0})), "DER: trailing data"},
		{"third INTEGER", seq(cat(body, intDER([]byte{1}))), "DER: trailing data"},
		{"missing s", seq(intDER(r)), "s INTEGER: missing"},
		{"leading zero r", seq(cat(intDER(cat([]byte{0}, r)), intDER(s))), "leading zero"},
		{"leading zero s", seq(cat(intDER(r), intDER(cat([]byte{0}, s)))), "leading zero"},
		{"leading 0xff", seq(cat(intDER(cat([]byte{0xff}, negS)), intDER(s))), "negative"},
		{"negative r", seq(cat(intDER(r[1:]), intDER(s))), "r is negative"},
		{"negative s", seq(cat(intDER(r), intDER(negS))), "s is negative"},
		{"zero r", seq(cat(intDER([]byte{0}), intDER(s))), "r is zero"},
		{"empty INTEGER", seq(cat([]byte{2, 0}, intDER(s))), "no content"},
		{"high tag number", h("3f0600"), "wrong tag"},
		{"constructed INTEGER", seq(cat([]byte{0x22, 33}, r, intDER(s))), "wrong tag 0x22"},
	} {
		_, err := c.SignatureFromASN1(tc.der)
		wantErr(t, "SignatureFromASN1 "+tc.name, err, uecc.ErrSignature, tc.says)
		err = k.PublicKey().VerifyASN1(digest[:], tc.der)
		wantErr(t, "VerifyASN1 "+tc.name, err, uecc.ErrSignature, tc.says)
		if _, _, perr := parseDERSig(tc.der); perr == nil && !strings.HasPrefix(tc.name, "zero") {
			t.Errorf("%s: the test's encoding/asn1 parser accepts %x", tc.name, tc.der)
		}
	}
	// Wider than the raw field: invalid signatures for VerifyASN1, not
	// representable for SignatureFromASN1.
	for _, tc := range []struct {
		name string
		der  []byte
		says string
	}{
		{"r = n", seq(cat(intDER(cat([]byte{0}, wide)), intDER(s))), "r is not below the order n"},
		{"s = n", seq(cat(intDER(r), intDER(cat([]byte{0}, wide)))), "s is not below the order n"},
		{"r of 34 bytes", seq(cat(intDER(wideR), intDER(s))), "r is not below"},
		{"s of 34 bytes", seq(cat(intDER(r), intDER(wideR))), "s is not below"},
	} {
		err := k.PublicKey().VerifyASN1(digest[:], tc.der)
		wantErr(t, "VerifyASN1 "+tc.name, err, uecc.ErrSignature, tc.says)
		raw, err := c.SignatureFromASN1(tc.der)
		if strings.Contains(tc.name, "34") {
			wantErr(t, "SignatureFromASN1 "+tc.name, err, uecc.ErrSignature, "needs 33 bytes", "holds 32")
		} else if err != nil || !errors.Is(c.Verify(k.PublicKey().BytesXY(), digest[:], raw), uecc.ErrSignature) {
			t.Errorf("SignatureFromASN1 %s: %v; Verify must reject it", tc.name, err)
		}
	}
}

// TestSecp160r1WideS checks VerifyASN1 on secp160r1 signatures whose s needs
// 21 bytes (n > 2^160): (r, s) and (r, n − s) verify together.
func TestSecp160r1WideS(t *testing.T) {
	c := uecc.Secp160r1()
	n := bigFromHex(c.Params().N)
	two160 := new(big.Int).Lsh(big.NewInt(1), 160)
	// A random signature's (r, n − s) verifies too (s ↦ n − s keeps x(R)).
	k0, _ := c.GeneratePrivateKey(nil)
	d0 := sha256.Sum256([]byte("wide"))
	raw0, _ := c.Sign(nil, k0.Bytes(), d0[:])
	r0, s0 := new(big.Int).SetBytes(raw0[:20]), new(big.Int).SetBytes(raw0[20:])
	if err := k0.PublicKey().VerifyASN1(d0[:], derOf(r0, new(big.Int).Sub(n, s0))); err != nil {
		t.Fatalf("VerifyASN1 (r, n−s): %v", err)
	}
	// n − s ≥ 2^160 needs s ≤ n − 2^160 (about 2^81), never by chance.
	// A wide s: choose the hash so that s = n − 1 with k = 1, d = 1:
	// s = k⁻¹(e + r·d) = e + r (mod n), so e = n − 1 − r.
	one := make([]byte, 21)
	one[20] = 1
	k, err := c.NewPrivateKey(one)
	if err != nil {
		t.Fatal(err)
	}
	gx := bigFromHex(c.Params().Gx)
	r := new(big.Int).Mod(gx, n)
	e := new(big.Int).Sub(n, big.NewInt(1))
	e.Sub(e, r)
	e.Mod(e, n)
	// bits2int of a 21-byte hash keeps its leftmost 161 bits: shift left 7.
	hash := new(big.Int).Lsh(e, 7).FillBytes(make([]byte, 21))
	wideS := new(big.Int).Sub(n, big.NewInt(1))
	der := derOf(r, wideS)
	if err := k.PublicKey().VerifyASN1(hash, der); err != nil {
		t.Fatalf("VerifyASN1 with s = n − 1 (21 bytes): %v", err)
	}
	if _, err := c.SignatureFromASN1(der); !errors.Is(err, uecc.ErrSignature) ||
		!strings.Contains(err.Error(), "s needs 21 bytes") {
		t.Fatalf("SignatureFromASN1 of a 21-byte s: %v", err)
	}
	// The equivalent raw signature (r, 1) verifies with Verify.
	raw := append(r.FillBytes(make([]byte, 20)), big.NewInt(1).FillBytes(make([]byte, 20))...)
	if err := c.Verify(k.PublicKey().BytesXY(), hash, raw); err != nil {
		t.Fatalf("Verify (r, 1): %v", err)
	}
	// And a wrong hash fails.
	hash[20] ^= 0x80
	if err := k.PublicKey().VerifyASN1(hash, der); !errors.Is(err, uecc.ErrSignature) {
		t.Fatalf("VerifyASN1 with s = n − 1, wrong hash: %v", err)
	}
	// r = x of 21 bytes can never be valid.
	if err := k.PublicKey().VerifyASN1(hash, derOf(two160, big.NewInt(1))); !errors.Is(err, uecc.ErrSignature) {
		t.Fatalf("VerifyASN1 with r = 2^160: %v", err)
	}
}

// derOf encodes r and s (positive) as an ECDSA-Sig-Value, with encoding/asn1.
func derOf(r, s *big.Int) []byte {
	b, err := asn1.Marshal(struct{ R, S *big.Int }{r, s})
	if err != nil {
		panic(err)
	}
	return b
}

// Allocation counts of the typed keys, DER, key-file and recovery functions
// (with a reader that does not allocate): one for each function that
// returns a new key, slice or signature; none for verification and for
// RecoverPublicKeyTo.
func TestAllocsTypedKeys(t *testing.T) {
	if os.Getenv("UECC_SKIP_ALLOC_TEST") == "1" {
		t.Skip("UECC_SKIP_ALLOC_TEST=1")
	}
	for _, c := range heavyCurves() {
		rd := &xorshiftReader{s: 0x9e3779b97f4a7c15}
		k, err := c.GeneratePrivateKey(rd)
		if err != nil {
			t.Fatal(err)
		}
		peer, _ := c.GeneratePrivateKey(rd)
		pub := k.PublicKey()
		d, raw, comp, unc := k.Bytes(), pub.BytesXY(), pub.BytesCompressed(), pub.Bytes()
		digest := sha256.Sum256([]byte(c.Name()))
		hash := digest[:]
		der, _ := k.Sign(rd, hash, nil)
		rawSig, _ := c.SignatureFromASN1(der)
		recSig, _ := c.SignRecoverable(rd, d, hash)
		recovered := make([]byte, c.PublicKeySize())
		spki, _ := uecc.MarshalPKIXPublicKey(pub)
		p8, _ := uecc.MarshalPKCS8PrivateKey(k)
		for _, fn := range []struct {
			name string
			want float64
			f    func() error
		}{
			{"GeneratePrivateKey", 1, func() error { _, err := c.GeneratePrivateKey(rd); return err }},
			{"NewPrivateKey", 1, func() error { _, err := c.NewPrivateKey(d); return err }},
			{"NewPublicKey(raw)", 1, func() error { _, err := c.NewPublicKey(raw); return err }},
			{"NewPublicKey(uncompressed)", 1, func() error { _, err := c.NewPublicKey(unc); return err }},
			{"NewPublicKey(compressed)", 1, func() error { _, err := c.NewPublicKey(comp); return err }},
			{"PrivateKey.Bytes", 1, func() error { k.Bytes(); return nil }},
			{"PublicKey.Bytes", 1, func() error { pub.Bytes(); return nil }},
			{"BytesUncompressed", 1, func() error { pub.Bytes(); return nil }},
			{"BytesCompressed", 1, func() error { bytesSink = pub.BytesCompressed(); return nil }},
			{"PrivateKey.PublicKey", 0, func() error { k.PublicKey(); return nil }},
			{"PrivateKey.Equal", 0, func() error { k.Equal(peer); return nil }},
			{"PublicKey.Equal", 0, func() error { pub.Equal(peer.PublicKey()); return nil }},
			{"ECDH", 1, func() error { _, err := k.ECDH(peer.PublicKey()); return err }},
			{"PrivateKey.Sign", 1, func() error { _, err := k.Sign(rd, hash, nil); return err }},
			{"SignASN1", 1, func() error { _, err := c.SignASN1(rd, d, hash); return err }},
			{"SignatureToASN1", 1, func() error { _, err := c.SignatureToASN1(rawSig); return err }},
			{"SignatureFromASN1", 1, func() error { _, err := c.SignatureFromASN1(der); return err }},
			{"Curve.VerifyASN1", 0, func() error { return c.VerifyASN1(raw, hash, der) }},
			{"PublicKey.VerifyASN1", 0, func() error { return pub.VerifyASN1(hash, der) }},
			{"PublicKey.Verify", 0, func() error { return pub.Verify(hash, rawSig) }},
			{"microecc.RecoverPublicKey", 1, func() error { return microecc.For(c).RecoverPublicKey(recovered, hash, recSig) }},
			{"RecoverPublicKey", 1, func() error { _, err := c.RecoverPublicKey(hash, recSig); return err }},
			// The key-file encoders build their nested DER with appends: at
			// most 8 and 14 allocations (the PKCS #8 count depends on the
			// curve's sizes); the PKCS #8 parser makes 3.
			{"MarshalPKIXPublicKey", 8, func() error { _, err := uecc.MarshalPKIXPublicKey(pub); return err }},
			{"ParsePKIXPublicKey", 1, func() error { _, err := uecc.ParsePKIXPublicKey(spki); return err }},
			{"MarshalPKCS8PrivateKey", 14, func() error { _, err := uecc.MarshalPKCS8PrivateKey(k); return err }},
			{"ParsePKCS8PrivateKey", 3, func() error { _, err := uecc.ParsePKCS8PrivateKey(p8); return err }},
		} {
			var ferr error
			allocs := testing.AllocsPerRun(50, func() {
				if err := fn.f(); err != nil {
					ferr = err
				}
			})
			if ferr != nil {
				t.Errorf("%s %s: %v", c.Name(), fn.name, ferr)
			}
			if allocs != fn.want && !(fn.want > 1 && allocs <= fn.want) {
				t.Errorf("%s %s: %v allocations per call, want %v", c.Name(), fn.name, allocs, fn.want)
			}
		}
	}
}

// bytesSink keeps a result alive, so that its allocation is counted.
var bytesSink []byte
