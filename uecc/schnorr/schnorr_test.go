package schnorr_test

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/schnorr"
)

func isPublicKeyErr(err error) bool { return errors.Is(err, schnorr.ErrPublicKey) }

// fixedKey is a private key (6) whose d·G has an odd Y (so Sign negates it),
// checked by TestFixedKeyHasOddY.
var fixedKey = refBytes(big.NewInt(6))

func TestFixedKeyHasOddY(t *testing.T) {
	if refMul(refG, big.NewInt(6)).y.Bit(0) != 1 {
		t.Fatal("6·G has an even Y: pick another fixed key")
	}
}

// TestPublicKeyMatchesUECC: the x-only key is the X of package uecc's
// secp256k1 public key, its parity dropped.
func TestPublicKeyMatchesUECC(t *testing.T) {
	for _, k := range [][]byte{fixedKey, refBytes(new(big.Int).Sub(refN, big.NewInt(1))), bytes.Repeat([]byte{0x5a}, 32)} {
		priv, err := uecc.Secp256k1().NewPrivateKey(k)
		if err != nil {
			t.Fatal(err)
		}
		pub, err := schnorr.PublicKey(k)
		if err != nil || !bytes.Equal(pub, priv.PublicKey().BytesXY()[:32]) {
			t.Fatalf("PublicKey(%x) = %x, %v; uecc's X is %x", k, pub, err, priv.PublicKey().BytesXY()[:32])
		}
	}
}

func TestRoundTrip(t *testing.T) {
	pub, err := schnorr.PublicKey(fixedKey)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{0, 1, 31, 32, 33, 64, 1000} {
		msg := bytes.Repeat([]byte{byte(n)}, n)
		for _, aux := range [][]byte{nil, make([]byte, 32), bytes.Repeat([]byte{0xff}, 32)} {
			sig, err := schnorr.Sign(fixedKey, msg, aux)
			if err != nil || len(sig) != schnorr.SignatureSize {
				t.Fatalf("Sign(%d-byte message) = %x, %v", n, sig, err)
			}
			if err := schnorr.Verify(pub, msg, sig); err != nil {
				t.Fatalf("Verify(%d-byte message): %v", n, err)
			}
		}
	}
	// nil and empty messages are the same message.
	a, _ := schnorr.Sign(fixedKey, nil, make([]byte, 32))
	b, _ := schnorr.Sign(fixedKey, []byte{}, make([]byte, 32))
	if !bytes.Equal(a, b) {
		t.Error("nil and empty messages sign differently")
	}
}

// TestAuxRand: the same aux gives the same signature, another aux another
// one, and nil draws fresh bytes each call.
func TestAuxRand(t *testing.T) {
	msg := []byte("aux")
	a1, _ := schnorr.Sign(fixedKey, msg, make([]byte, 32))
	a2, _ := schnorr.Sign(fixedKey, msg, make([]byte, 32))
	other := make([]byte, 32)
	other[31] = 1
	b, _ := schnorr.Sign(fixedKey, msg, other)
	if !bytes.Equal(a1, a2) || bytes.Equal(a1, b) {
		t.Errorf("aux 0: %x and %x, aux 1: %x", a1, a2, b)
	}
	r1, err1 := schnorr.Sign(fixedKey, msg, nil)
	r2, err2 := schnorr.Sign(fixedKey, msg, nil)
	if err1 != nil || err2 != nil || bytes.Equal(r1, r2) || bytes.Equal(r1, a1) {
		t.Errorf("nil aux: %x, %v and %x, %v: want two different signatures", r1, err1, r2, err2)
	}
}

func TestSignRejects(t *testing.T) {
	nBytes := refBytes(refN)
	for _, c := range []struct {
		name      string
		priv, aux []byte
		want      error
	}{
		{"31-byte key", make([]byte, 31), nil, schnorr.ErrLength},
		{"33-byte key", append([]byte{0}, fixedKey...), nil, schnorr.ErrLength},
		{"nil key", nil, nil, schnorr.ErrLength},
		{"key 0", make([]byte, 32), nil, schnorr.ErrPrivateKey},
		{"key n", nBytes, nil, schnorr.ErrPrivateKey},
		{"key n + 1", refBytes(new(big.Int).Add(refN, big.NewInt(1))), nil, schnorr.ErrPrivateKey},
		{"key 2^256 − 1", bytes.Repeat([]byte{0xff}, 32), nil, schnorr.ErrPrivateKey},
		{"31-byte aux", fixedKey, make([]byte, 31), schnorr.ErrLength},
		{"33-byte aux", fixedKey, make([]byte, 33), schnorr.ErrLength},
		{"empty aux", fixedKey, []byte{}, schnorr.ErrLength},
	} {
		sig, err := schnorr.Sign(c.priv, []byte("m"), c.aux)
		if !errors.Is(err, c.want) || sig != nil {
			t.Errorf("Sign, %s: %x, %v; want %v", c.name, sig, err, c.want)
		}
		if c.aux == nil {
			pub, err := schnorr.PublicKey(c.priv)
			if !errors.Is(err, c.want) || pub != nil {
				t.Errorf("PublicKey, %s: %x, %v; want %v", c.name, pub, err, c.want)
			}
		}
	}
}

// TestVerifyRejects: invalid encodings and tampered signatures, each with
// the error of its rule.
func TestVerifyRejects(t *testing.T) {
	msg := []byte("verify rejects")
	pub, _ := schnorr.PublicKey(fixedKey)
	sig, err := schnorr.Sign(fixedKey, msg, make([]byte, 32))
	if err != nil {
		t.Fatal(err)
	}
	if err := schnorr.Verify(pub, msg, sig); err != nil {
		t.Fatal(err)
	}
	with := func(b []byte, at int, v []byte) []byte {
		out := bytes.Clone(b)
		copy(out[at:], v)
		return out
	}
	p, n := refBytes(refP), refBytes(refN)
	nMinusS := refBytes(new(big.Int).Sub(refN, new(big.Int).SetBytes(sig[32:])))
	sPlusN := new(big.Int).Add(new(big.Int).SetBytes(sig[32:]), refN)
	otherPub, _ := schnorr.PublicKey(refBytes(big.NewInt(4)))
	for _, c := range []struct {
		name          string
		pub, msg, sig []byte
		want          error
		text          string
	}{
		{"31-byte key", pub[:31], msg, sig, schnorr.ErrLength, "public key is not 32 bytes"},
		{"33-byte key (SEC 1 compressed)", append([]byte{2}, pub...), msg, sig, schnorr.ErrLength, "public key is not 32 bytes"},
		{"63-byte signature", pub, msg, sig[:63], schnorr.ErrLength, "signature is not 64 bytes"},
		{"65-byte signature", pub, msg, append(bytes.Clone(sig), 0), schnorr.ErrLength, "signature is not 64 bytes"},
		{"key X = p", p, msg, sig, schnorr.ErrPublicKey, "not below the field prime p"},
		{"key X = 2^256 − 1", bytes.Repeat([]byte{0xff}, 32), msg, sig, schnorr.ErrPublicKey, "not below the field prime p"},
		// x = 5: 5³ + 7 = 132 is not a square mod p (checked by the reference below).
		{"key X = 5, off the curve", refBytes(big.NewInt(5)), msg, sig, schnorr.ErrPublicKey, "x³ + 7 is not a square"},
		{"r = p", pub, msg, with(sig, 0, p), schnorr.ErrSignature, "r is not below the field prime p"},
		{"r = 2^256 − 1", pub, msg, with(sig, 0, bytes.Repeat([]byte{0xff}, 32)), schnorr.ErrSignature, "r is not below"},
		{"s = n", pub, msg, with(sig, 32, n), schnorr.ErrSignature, "s is not below the group order n"},
		{"s + n (fits 32 bytes?)", pub, msg, with(sig, 32, fit32(sPlusN)), schnorr.ErrSignature, ""},
		{"s = n − s", pub, msg, with(sig, 32, nMinusS), schnorr.ErrSignature, ""},
		{"s = 0", pub, msg, with(sig, 32, make([]byte, 32)), schnorr.ErrSignature, ""},
		{"r = 0", pub, msg, with(sig, 0, make([]byte, 32)), schnorr.ErrSignature, ""},
		{"another key", otherPub, msg, sig, schnorr.ErrSignature, ""},
		{"another message", pub, []byte("verify rejectS"), sig, schnorr.ErrSignature, ""},
		{"empty message", pub, nil, sig, schnorr.ErrSignature, ""},
	} {
		err := schnorr.Verify(c.pub, c.msg, c.sig)
		if !errors.Is(err, c.want) || err == nil || !bytes.Contains([]byte(err.Error()), []byte(c.text)) {
			t.Errorf("%s: Verify = %v; want %v with %q", c.name, err, c.want, c.text)
		}
		if refVerify(c.pub, c.msg, c.sig) {
			t.Errorf("%s: the reference accepts it", c.name)
		}
	}
	// Every single-bit change of the signature and of the key is rejected.
	for i := range 8 * 64 {
		if schnorr.Verify(pub, msg, flipBit(sig, i)) == nil {
			t.Errorf("signature with bit %d flipped verifies", i)
		}
	}
	for i := range 8 * 32 {
		if schnorr.Verify(flipBit(pub, i), msg, sig) == nil {
			t.Errorf("public key with bit %d flipped verifies", i)
		}
	}
	for i := range 8 * len(msg) {
		if schnorr.Verify(pub, flipBit(msg, i), sig) == nil {
			t.Errorf("message with bit %d flipped verifies", i)
		}
	}
}

// fit32 returns x as 32 bytes, or 2^256 − 1 if it needs more.
func fit32(x *big.Int) []byte {
	if x.BitLen() > 256 {
		return bytes.Repeat([]byte{0xff}, 32)
	}
	return refBytes(x)
}

func flipBit(b []byte, i int) []byte {
	out := bytes.Clone(b)
	out[i/8] ^= 1 << (i % 8)
	return out
}

// TestErrorsAreStatic: the errors of Verify and Sign allocate nothing and
// are the same value each time.
func TestErrorsAreStatic(t *testing.T) {
	pub, _ := schnorr.PublicKey(fixedKey)
	sig := make([]byte, 64)
	if e1, e2 := schnorr.Verify(pub, nil, sig), schnorr.Verify(pub, nil, sig); e1 != e2 {
		t.Errorf("two calls, two error values: %v", e1)
	}
	allocs := testing.AllocsPerRun(10, func() { _ = schnorr.Verify(pub[:31], nil, sig) })
	if allocs != 0 {
		t.Errorf("Verify's length error allocates %v times", allocs)
	}
	if _, err := schnorr.Sign(make([]byte, 32), nil, make([]byte, 32)); err.Error() !=
		"schnorr: invalid private key: private key is 0 or not below the group order n" {
		t.Errorf("error text %q", err)
	}
}
