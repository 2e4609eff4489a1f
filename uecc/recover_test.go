package uecc_test

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"testing"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	decredecdsa "github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// TestRecoverPublicKey: on every curve, SignRecoverable's r‖s‖v gives back
// the signer's key, the other recovery ids give other keys or errors (and
// whatever key they give verifies the signature), and a changed hash gives
// another key; malformed inputs are refused.
func TestRecoverPublicKey(t *testing.T) {
	for _, c := range heavyCurves() {
		for i := 0; i < 16; i++ {
			pub, priv, err := microeccalloc.GenerateKey(c, nil)
			if err != nil {
				t.Fatal(err)
			}
			hash := sha256.Sum256([]byte{byte(i), 'r'})
			sig, err := c.SignRecoverable(nil, priv, hash[:])
			if err != nil {
				t.Fatalf("%s: SignRecoverable: %v", c.Name(), err)
			}
			if len(sig) != c.RecoverableSignatureSize() || sig[len(sig)-1] > 3 {
				t.Fatalf("%s: recoverable signature %x", c.Name(), sig)
			}
			if err := c.Verify(pub, hash[:], sig[:c.SignatureSize()]); err != nil {
				t.Fatalf("%s: SignRecoverable's r‖s does not verify: %v", c.Name(), err)
			}
			got, err := c.RecoverPublicKey(hash[:], sig)
			if err != nil || !bytes.Equal(got, pub) {
				t.Fatalf("%s: RecoverPublicKey = %x, %v; want %x", c.Name(), got, err, pub)
			}
			for v := byte(0); v < 4; v++ {
				if v == sig[len(sig)-1] {
					continue
				}
				other := bytes.Clone(sig)
				other[len(other)-1] = v
				q, err := c.RecoverPublicKey(hash[:], other)
				if err == nil && (bytes.Equal(q, pub) || c.Verify(q, hash[:], sig[:c.SignatureSize()]) != nil) {
					t.Fatalf("%s: recovery id %d gave %x (the signer's key, or one that does not verify)", c.Name(), v, q)
				}
			}
			hash[0] ^= 1
			if q, err := c.RecoverPublicKey(hash[:], sig); err == nil && bytes.Equal(q, pub) {
				t.Fatalf("%s: a changed hash recovered the signer's key", c.Name())
			}
		}
		// Malformed.
		sig := make([]byte, c.RecoverableSignatureSize())
		if _, err := c.RecoverPublicKey(nil, sig); !errors.Is(err, uecc.ErrSignature) {
			t.Errorf("%s: r = s = 0: %v, want ErrSignature", c.Name(), err)
		}
		sig[0], sig[c.FieldSize()], sig[len(sig)-1] = 1, 1, 4
		if _, err := c.RecoverPublicKey(nil, sig); !errors.Is(err, uecc.ErrSignature) {
			t.Errorf("%s: recovery id 4: %v, want ErrSignature", c.Name(), err)
		}
		if _, err := c.RecoverPublicKey(nil, sig[:len(sig)-1]); !errors.Is(err, uecc.ErrLength) {
			t.Errorf("%s: a raw r‖s: %v, want ErrLength", c.Name(), err)
		}
	}
}

// TestRecoverDecred cross-checks recovery with decred's compact signatures
// (<27 + 4 + v> ‖ r ‖ s, v with the same bits: y's parity, x(R) ≥ n) on
// secp256k1, both ways.
func TestRecoverDecred(t *testing.T) {
	c := uecc.Secp256k1()
	for i := 0; i < 200; i++ {
		pub, priv, err := microeccalloc.GenerateKey(c, nil)
		if err != nil {
			t.Fatal(err)
		}
		hash := sha256.Sum256([]byte{byte(i), byte(i >> 8), 'd'})
		// decred → ours.
		compact := decredecdsa.SignCompact(secp256k1.PrivKeyFromBytes(priv), hash[:], true)
		v := compact[0] - 27 - 4
		got, err := c.RecoverPublicKey(hash[:], append(bytes.Clone(compact[1:]), v))
		if err != nil || !bytes.Equal(got, pub) {
			t.Fatalf("decred's compact %x: recovered %x, %v; want %x", compact, got, err, pub)
		}
		// Ours → decred.
		sig, err := c.SignRecoverable(nil, priv, hash[:])
		if err != nil {
			t.Fatal(err)
		}
		dc := append([]byte{27 + 4 + sig[64]}, sig[:64]...)
		dpub, _, err := decredecdsa.RecoverCompact(dc, hash[:])
		if err != nil || !bytes.Equal(dpub.SerializeUncompressed()[1:], pub) {
			t.Fatalf("decred recovers %x from our %x (%v); want %x", dpub.SerializeUncompressed(), sig, err, pub)
		}
	}
}

// TestNormalizeRecoverableFlipsV: the rule NormalizeS documents for a
// recoverable signature made elsewhere (here by micro-ecc's signer, high-S
// about half the time): normalise r‖s and, if s changed, flip v's parity;
// the result recovers the signer. Without the flip it would not.
func TestNormalizeRecoverableFlipsV(t *testing.T) {
	c := uecc.Secp256k1()
	m := microecc.For(c)
	flipped := 0
	for i := 0; i < 40; i++ {
		k, _ := c.GeneratePrivateKey(nil)
		digest := sha256.Sum256([]byte{byte(i)})
		sig := make([]byte, c.RecoverableSignatureSize())
		if err := m.SignRecoverable(sig, nil, k.Bytes(), digest[:]); err != nil {
			t.Fatal(err)
		}
		rs := sig[:c.SignatureSize()]
		before := string(rs)
		if err := c.NormalizeS(rs); err != nil {
			t.Fatal(err)
		}
		if string(rs) != before {
			sig[c.SignatureSize()] ^= 1
			flipped++
		}
		pub, err := c.RecoverPublicKey(digest[:], sig)
		if err != nil || !bytes.Equal(pub, k.PublicKey().BytesXY()) {
			t.Fatalf("signature %d: recovered %x (%v), want the signer's key", i, pub, err)
		}
	}
	if flipped == 0 {
		t.Fatal("no high-S signature in 40: the flip was never tested")
	}
}
