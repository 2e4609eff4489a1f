package schnorr_test

import (
	"bytes"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/uecc-go/uecc/uecc/schnorr"
)

// randomBytes returns n bytes from r.
func randomBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

// randomKey returns a private key in [1, n−1]: mostly uniform, sometimes
// 1, 2, n−1 or n−2.
func randomKey(r *rand.Rand, i int) []byte {
	switch i % 50 {
	case 1:
		return refBytes(big.NewInt(1))
	case 2:
		return refBytes(big.NewInt(2))
	case 3:
		return refBytes(new(big.Int).Sub(refN, big.NewInt(1)))
	case 4:
		return refBytes(new(big.Int).Sub(refN, big.NewInt(2)))
	}
	for {
		d := randomBytes(r, 32)
		if x := new(big.Int).SetBytes(d); x.Sign() != 0 && x.Cmp(refN) < 0 {
			return d
		}
	}
}

// TestCrossCheckReference compares PublicKey, Sign and Verify with the
// math/big implementation of reference_test.go on random keys, messages
// (0 to 130 bytes) and auxiliary randomness: the same public keys and
// signatures byte for byte, each side's signatures verifying on the other,
// and the same verdicts on tampered signatures, messages and keys.
func TestCrossCheckReference(t *testing.T) {
	// The reference takes about 3 ms a multiplication: 200 keys, and the
	// tampered inputs on every fourth.
	iterations := 200
	if testing.Short() {
		iterations = 40
	}
	r := rand.New(rand.NewChaCha8([32]byte{'b', 'i', 'p', '3', '4', '0'}))
	oddY, evenY, rejected := 0, 0, 0
	for i := range iterations {
		d := randomKey(r, i)
		msg := randomBytes(r, r.IntN(131))
		aux := randomBytes(r, 32)

		pub, err := schnorr.PublicKey(d)
		if want := refPubKey(d); err != nil || !bytes.Equal(pub, want) {
			t.Fatalf("d=%x: PublicKey = %x, %v; want %x", d, pub, err, want)
		}
		if refMul(refG, new(big.Int).SetBytes(d)).y.Bit(0) == 1 {
			oddY++ // d·G has an odd Y: Sign negates d
		} else {
			evenY++
		}
		sig, err := schnorr.Sign(d, msg, aux)
		want := refSign(d, msg, aux)
		if err != nil || !bytes.Equal(sig, want) {
			t.Fatalf("d=%x m=%x a=%x: Sign = %x, %v; want %x", d, msg, aux, sig, err, want)
		}
		if err := schnorr.Verify(pub, msg, sig); err != nil || !refVerify(pub, msg, sig) {
			t.Fatalf("d=%x m=%x: Verify of its own signature: %v; the reference's: %v", d, msg, err, refVerify(pub, msg, sig))
		}
		if i%4 != 0 {
			continue
		}

		// Tampered inputs: the verdicts agree (and are almost always "invalid").
		badSig := bytes.Clone(sig)
		badSig[r.IntN(64)] ^= 1 << r.IntN(8)
		badMsg := append(bytes.Clone(msg), byte(r.Uint32()))
		otherPub := refPubKey(randomKey(r, 7))
		randomPub := randomBytes(r, 32)
		randomSig := randomBytes(r, 64)
		for _, c := range []struct {
			name          string
			pub, msg, sig []byte
		}{
			{"bit flip in sig", pub, msg, badSig},
			{"message with a byte appended", pub, badMsg, sig},
			{"another key", otherPub, msg, sig},
			{"random X as key", randomPub, msg, sig},
			{"random signature", pub, msg, randomSig},
			{"s = 0", pub, msg, append(bytes.Clone(sig[:32]), make([]byte, 32)...)},
		} {
			got := schnorr.Verify(c.pub, c.msg, c.sig)
			if refOK := refVerify(c.pub, c.msg, c.sig); (got == nil) != refOK {
				t.Fatalf("%s: pub=%x m=%x sig=%x: Verify = %v, reference says valid = %v", c.name, c.pub, c.msg, c.sig, got, refOK)
			}
			if got != nil {
				rejected++
			}
		}
	}
	t.Logf("%d keys (%d with odd Y, %d even): the same keys and signatures as the reference's; %d tampered or random inputs rejected, as the reference did",
		iterations, oddY, evenY, rejected)
	if oddY == 0 || evenY == 0 {
		t.Errorf("both parities of d·G must occur: %d odd, %d even", oddY, evenY)
	}
}

// TestCrossCheckRandomPublicKeys: a random X is a public key (Verify
// fails with ErrSignature, not ErrPublicKey) exactly when the reference's
// lift_x finds a point.
func TestCrossCheckRandomPublicKeys(t *testing.T) {
	r := rand.New(rand.NewChaCha8([32]byte{'x'}))
	onCurve, off := 0, 0
	for range 200 {
		pub := randomBytes(r, 32)
		sig := randomBytes(r, 64)
		err := schnorr.Verify(pub, nil, sig)
		lifted := refLiftX(new(big.Int).SetBytes(pub)) != nil
		switch {
		case !lifted && err == nil, !lifted && !isPublicKeyErr(err):
			t.Fatalf("pub=%x is no X of the curve: Verify = %v, want ErrPublicKey", pub, err)
		case lifted && isPublicKeyErr(err):
			t.Fatalf("pub=%x is an X of the curve: Verify = %v", pub, err)
		}
		if lifted {
			onCurve++
		} else {
			off++
		}
	}
	if onCurve < 50 || off < 50 {
		t.Errorf("%d random X on the curve, %d off: want about half each", onCurve, off)
	}
}
