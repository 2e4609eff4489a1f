package uecc_test

import (
	"bytes"
	"crypto"
	"crypto/ecdh"
	"crypto/sha256"
	"crypto/sha512"
	"errors"
	"math/big"
	"sync"
	"testing"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// The tests below sign with constReader (badinput_test.go), a reader that
// gives the same byte forever, as a broken or test source would: 6 makes a
// valid nonce candidate for micro-ecc's draws on every curve, where an odd
// byte is refused on secp160r1.

// rOf returns r of a signature made by one of the root package's signers,
// whatever its format.
func rOf(t *testing.T, c *uecc.Curve, sig []byte) []byte {
	t.Helper()
	switch len(sig) {
	case c.SignatureSize(), c.RecoverableSignatureSize():
		return sig[:c.FieldSize()]
	}
	raw, err := c.SignatureFromASN1(sig)
	if err != nil {
		t.Fatalf("%s: %x is neither r‖s nor DER: %v", c.Name(), sig, err)
	}
	return raw[:c.FieldSize()]
}

// rootSigners are every function of package uecc that signs with a reader.
func rootSigners(c *uecc.Curve, k *uecc.PrivateKey) map[string]func(r constReader, digest []byte) ([]byte, error) {
	d := k.Bytes()
	return map[string]func(constReader, []byte) ([]byte, error){
		"Curve.Sign":            func(r constReader, h []byte) ([]byte, error) { return c.Sign(r, d, h) },
		"Curve.SignASN1":        func(r constReader, h []byte) ([]byte, error) { return c.SignASN1(r, d, h) },
		"Curve.SignRecoverable": func(r constReader, h []byte) ([]byte, error) { return c.SignRecoverable(r, d, h) },
		"PrivateKey.Sign":       func(r constReader, h []byte) ([]byte, error) { return k.Sign(r, h, crypto.SHA256) },
		"Curve.SignBatch": func(r constReader, h []byte) ([]byte, error) {
			sigs, err := c.SignBatch(r, d, [][]byte{h, h})
			if err != nil {
				return nil, err
			}
			if !bytes.Equal(sigs[0], sigs[1]) {
				return nil, errors.New("SignBatch: a constant reader gave one digest two signatures")
			}
			return sigs[0], nil
		},
	}
}

// TestHedgedNonceConstantReader: with a reader that gives the same bytes
// every time, every signer of the root package still gives distinct r for
// distinct digests (micro-ecc's uECC_sign, and this package before it
// hedged, gave the same r, and with it the key).
func TestHedgedNonceConstantReader(t *testing.T) {
	for _, c := range uecc.Curves() {
		k, _ := c.GeneratePrivateKey(nil)
		for name, sign := range rootSigners(c, k) {
			seen := map[string]int{}
			for i := 0; i < 8; i++ {
				digest := sha256.Sum256([]byte{byte(i)})
				sig, err := sign(constReader(0x42), digest[:])
				if err != nil {
					t.Fatalf("%s %s: %v", c.Name(), name, err)
				}
				r := string(rOf(t, c, sig))
				if j, dup := seen[r]; dup {
					t.Fatalf("%s %s: digests %d and %d gave the same r with a constant reader", c.Name(), name, j, i)
				}
				seen[r] = i
			}
		}
	}
}

// TestHedgedNonceRepeatingReaderKeepsTheKey: the textbook attack on two
// signatures made with the same nonce, d = (s₂e₁ − s₁e₂) / (r(s₁ − s₂)),
// applied to two signatures of a repeating reader, must not give the key.
// The same attack on micro-ecc's signer (package microecc) with the same
// reader does give it: the test can fail.
func TestHedgedNonceRepeatingReaderKeepsTheKey(t *testing.T) {
	recover := func(c *uecc.Curve, h1, h2, sig1, sig2 []byte) []byte {
		fb := c.FieldSize()
		n, _ := new(big.Int).SetString(c.Params().N, 16)
		e := func(h []byte) *big.Int { // bits2int, for 32-byte digests
			v := new(big.Int).SetBytes(h)
			if extra := 8*len(h) - c.Params().NBits; extra > 0 {
				v.Rsh(v, uint(extra))
			}
			return v.Mod(v, n)
		}
		r := new(big.Int).SetBytes(sig1[:fb])
		s1, s2 := new(big.Int).SetBytes(sig1[fb:2*fb]), new(big.Int).SetBytes(sig2[fb:2*fb])
		num := new(big.Int).Sub(new(big.Int).Mul(s2, e(h1)), new(big.Int).Mul(s1, e(h2)))
		den := new(big.Int).Mul(r, new(big.Int).Sub(s1, s2))
		den.Mod(den, n)
		if den.Sign() == 0 {
			return nil
		}
		d := num.Mul(num, den.ModInverse(den, n))
		return d.Mod(d, n).FillBytes(make([]byte, c.PrivateKeySize()))
	}
	for _, c := range uecc.Curves() {
		k, _ := c.GeneratePrivateKey(nil)
		h1, h2 := sha256.Sum256([]byte("one")), sha256.Sum256([]byte("two"))
		// micro-ecc's signer: the same r, and the key follows.
		m1, err1 := microeccalloc.Sign(c, constReader(6), k.Bytes(), h1[:])
		m2, err2 := microeccalloc.Sign(c, constReader(6), k.Bytes(), h2[:])
		if err1 != nil || err2 != nil {
			t.Fatalf("%s: microecc.Sign: %v %v", c.Name(), err1, err2)
		}
		if !bytes.Equal(m1[:c.FieldSize()], m2[:c.FieldSize()]) || !bytes.Equal(recover(c, h1[:], h2[:], m1, m2), k.Bytes()) {
			t.Fatalf("%s: the attack does not work on micro-ecc's signer: the test proves nothing", c.Name())
		}
		for name, sign := range rootSigners(c, k) {
			sig1, err1 := sign(constReader(6), h1[:])
			sig2, err2 := sign(constReader(6), h2[:])
			if err1 != nil || err2 != nil {
				t.Fatalf("%s %s: %v %v", c.Name(), name, err1, err2)
			}
			raw := func(sig []byte) []byte {
				if len(sig) == c.SignatureSize() || len(sig) == c.RecoverableSignatureSize() {
					return sig
				}
				r, _ := c.SignatureFromASN1(sig)
				return r
			}
			if got := recover(c, h1[:], h2[:], raw(sig1), raw(sig2)); bytes.Equal(got, k.Bytes()) {
				t.Fatalf("%s %s: two signatures with a repeating reader reveal the key", c.Name(), name)
			}
		}
	}
}

// hedgedNonceModel is the first candidate of Curve.Sign's hedged nonce,
// bits2int(SHA-256("uecc-go hedged nonce" ‖ 0x00 ‖ d ‖ e ‖ z ‖ 0x00) ‖
// SHA-256(… ‖ 0x00 ‖ 0x01) ‖ …), the blocks after the first only where n
// has more than 256 bits, written from its documentation with
// crypto/sha256, for n of a whole number of bytes (bits2int then keeps the
// leftmost len(d) bytes).
func hedgedNonceModel(priv, e, fresh []byte) []byte {
	var t []byte
	for j := 0; len(t) < len(priv); j++ {
		h := sha256.New()
		h.Write([]byte("uecc-go hedged nonce\x00"))
		h.Write(priv)
		h.Write(e)
		h.Write(fresh)
		h.Write([]byte{0})
		if j > 0 {
			h.Write([]byte{byte(j)})
		}
		t = h.Sum(t)
	}
	return t[:len(priv)]
}

// TestHedgedNonceModel: Curve.Sign's nonce is the one of the model above,
// shown by signing with that nonce through microecc's SignWithK, on the
// curves whose n has a whole number of bytes (secp160r1's 161 bits need
// bits2int's shift, which SignWithK applies again). The digest's integer e
// is below n for these digests on all four, as bits2octets needs.
func TestHedgedNonceModel(t *testing.T) {
	for _, c := range uecc.Curves() {
		if c.Params().NBits%8 != 0 {
			continue
		}
		k, _ := c.GeneratePrivateKey(nil)
		digest := sha512.Sum512([]byte(c.Name()))
		e := digest[:c.PrivateKeySize()]
		if new(big.Int).SetBytes(e).Cmp(bigFromHex(c.Params().N)) >= 0 {
			t.Fatalf("%s: the test digest is not below n", c.Name())
		}
		got, err := c.Sign(constReader(0x99), k.Bytes(), digest[:])
		if err != nil {
			t.Fatal(err)
		}
		nonce := hedgedNonceModel(k.Bytes(), e, bytes.Repeat([]byte{0x99}, 32))
		want, err := microeccalloc.SignWithK(c, k.Bytes(), digest[:], nonce)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: Sign gave %x, the model %x (%v)", c.Name(), got, want, err)
		}
	}
}

// TestRecoverableLowS: 1,000 recoverable signatures on secp256k1 are all
// low-S and recover their signer; so do the deterministic ones.
func TestRecoverableLowS(t *testing.T) {
	c := uecc.Secp256k1()
	n := 1000
	if testing.Short() {
		n = 100
	}
	for i := 0; i < n; i++ {
		k, _ := c.GeneratePrivateKey(nil)
		digest := sha256.Sum256([]byte{byte(i), byte(i >> 8)})
		sig, err := c.SignRecoverable(nil, k.Bytes(), digest[:])
		if err != nil {
			t.Fatal(err)
		}
		if i%10 == 0 {
			if sig, err = c.SignRecoverableDeterministic(crypto.SHA256, k.Bytes(), digest[:]); err != nil {
				t.Fatal(err)
			}
		}
		if !c.IsLowS(sig[:c.SignatureSize()]) {
			t.Fatalf("signature %d is high-S: %x", i, sig)
		}
		pub, err := c.RecoverPublicKey(digest[:], sig)
		if err != nil || !bytes.Equal(pub, k.PublicKey().BytesXY()) {
			t.Fatalf("signature %d recovers %x (%v), want %x", i, pub, err, k.PublicKey().BytesXY())
		}
	}
}

// TestPublicKeyBytesIsSEC1: crypto/ecdh reads PublicKey.Bytes, and
// NewPublicKey reads crypto/ecdh's.
func TestPublicKeyBytesIsSEC1(t *testing.T) {
	k, _ := uecc.Secp256r1().GeneratePrivateKey(nil)
	theirs, err := ecdh.P256().NewPublicKey(k.PublicKey().Bytes())
	if err != nil {
		t.Fatalf("ecdh.P256().NewPublicKey(pub.Bytes()): %v", err)
	}
	back, err := uecc.Secp256r1().NewPublicKey(theirs.Bytes())
	if err != nil || !back.Equal(k.PublicKey()) {
		t.Fatalf("NewPublicKey(crypto/ecdh's Bytes): %v", err)
	}
	if xy := k.PublicKey().BytesXY(); !bytes.Equal(append([]byte{4}, xy...), k.PublicKey().Bytes()) {
		t.Fatalf("BytesXY %x is not Bytes without its 0x04", xy)
	}
}

// TestZeroValueKeys: every method of a zero-value or nil key returns an
// error (or an empty answer), never panics. (The conversions to the
// standard library's keys: TestZeroValueKeysConversions.)
func TestZeroValueKeys(t *testing.T) {
	var k uecc.PrivateKey
	var p uecc.PublicKey
	var nk *uecc.PrivateKey
	var np *uecc.PublicKey
	real, _ := uecc.Secp256r1().GeneratePrivateKey(nil)
	digest := make([]byte, 32)
	for _, priv := range []*uecc.PrivateKey{&k, nk} {
		for name, err := range map[string]error{
			"Sign":                   second(priv.Sign(nil, digest, nil)),
			"ECDH":                   second(priv.ECDH(real.PublicKey())),
			"MarshalECPrivateKey":    second(uecc.MarshalECPrivateKey(priv)),
			"MarshalPKCS8PrivateKey": second(uecc.MarshalPKCS8PrivateKey(priv)),
		} {
			if !errors.Is(err, uecc.ErrPrivateKey) {
				t.Errorf("zero PrivateKey.%s: %v, want ErrPrivateKey", name, err)
			}
		}
		if priv.Bytes() != nil || priv.Curve() != nil || priv.Equal(priv) || priv.Equal(real) {
			t.Errorf("zero PrivateKey: Bytes, Curve or Equal answered as for a key")
		}
		if _, err := real.ECDH(priv.PublicKey()); !errors.Is(err, uecc.ErrPublicKey) {
			t.Errorf("ECDH with a zero key's public key: %v", err)
		}
	}
	for _, pub := range []*uecc.PublicKey{&p, np} {
		for name, err := range map[string]error{
			"Verify":               pub.Verify(digest, make([]byte, 64)),
			"VerifyASN1":           pub.VerifyASN1(digest, []byte{0x30, 0}),
			"MarshalPKIXPublicKey": second(uecc.MarshalPKIXPublicKey(pub)),
		} {
			if !errors.Is(err, uecc.ErrPublicKey) {
				t.Errorf("zero PublicKey.%s: %v, want ErrPublicKey", name, err)
			}
		}
		if pub.Bytes() != nil || pub.BytesXY() != nil || pub.BytesCompressed() != nil || pub.Curve() != nil ||
			pub.Equal(pub) || real.PublicKey().Equal(pub) {
			t.Errorf("zero PublicKey: an encoding, Curve or Equal answered as for a key")
		}
		if _, err := real.ECDH(pub); !errors.Is(err, uecc.ErrPublicKey) {
			t.Errorf("ECDH with a zero public key: %v", err)
		}
	}
}

// second returns the error of a two-value call.
func second[T any](_ T, err error) error { return err }

// TestConcurrencySignDeterministicSharedHash: eight goroutines share one crypto.Hash
// (run it under -race: make test-race does); every signature is the one a
// single goroutine makes.
func TestConcurrencySignDeterministicSharedHash(t *testing.T) {
	for _, c := range uecc.Curves() {
		k, _ := c.GeneratePrivateKey(nil)
		digest := sha256.Sum256([]byte(c.Name()))
		want, err := c.SignDeterministic(crypto.SHA256, k.Bytes(), digest[:])
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		errs := make(chan error, 8)
		for g := 0; g < 8; g++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := 0; i < 20; i++ {
					got, err := c.SignDeterministic(crypto.SHA256, k.Bytes(), digest[:])
					if err != nil || !bytes.Equal(got, want) {
						errs <- errors.New(c.Name() + ": a concurrent signature differs")
						return
					}
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
	}
}

// BenchmarkSignNonce compares the hedged nonce of Curve.Sign with the nonce
// drawn straight from the operating system (microecc.Sign with a nil
// reader, which was Curve.Sign's before it hedged), on the same key.
func BenchmarkSignNonce(b *testing.B) {
	for _, c := range uecc.Curves() {
		k, _ := c.GeneratePrivateKey(nil)
		d := k.Bytes()
		digest := sha256.Sum256([]byte("bench"))
		sig := make([]byte, c.SignatureSize())
		b.Run(c.Name()+"/os-nonce", func(b *testing.B) {
			for b.Loop() {
				if err := microecc.For(c).Sign(sig, nil, d, digest[:]); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.Name()+"/hedged", func(b *testing.B) {
			for b.Loop() {
				if _, err := c.Sign(nil, d, digest[:]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
