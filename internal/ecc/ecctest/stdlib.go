package ecctest

import (
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"math/big"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc"
)

// Stdlib is a curve of Go's standard library beside an engine of the same
// curve: the curve's crypto/ecdh and crypto/elliptic values and the hash
// whose digests it signs.
type Stdlib struct {
	ECDH     ecdh.Curve
	Elliptic elliptic.Curve
	Hash     func([]byte) []byte
}

// AgainstStdlib checks eng against the standard library's implementation of
// its curve, for curves that package uecc does not have yet (and so has no
// cross-check of its own): key generation and ECDH against crypto/ecdh;
// the engine's signatures verified by crypto/ecdsa, and crypto/ecdsa's
// verified by the engine, which refuses them with a bit flipped.
func AgainstStdlib(t *testing.T, eng ecc.Engine, s Stdlib) {
	p := eng.Params()
	fb := p.FieldBytes
	for i := range 50 {
		k1, _ := s.ECDH.GenerateKey(rand.Reader)
		k2, _ := s.ECDH.GenerateKey(rand.Reader)
		pub := make([]byte, 2*fb)
		eng.ScalarBaseMult(pub, k1.Bytes())
		if string(pub) != string(k1.PublicKey().Bytes()[1:]) {
			t.Fatalf("%d: ScalarBaseMult differs from crypto/ecdh's public key", i)
		}
		want, _ := k1.ECDH(k2.PublicKey())
		got := make([]byte, fb)
		if eng.ScalarMultX(got, k1.Bytes(), k2.PublicKey().Bytes()[1:]) != 1 || string(got) != string(want) {
			t.Fatalf("%d: ECDH differs from crypto/ecdh's", i)
		}
		h := s.Hash([]byte{byte(i)})
		nonce, _ := s.ECDH.GenerateKey(rand.Reader)
		e := make([]byte, p.ScalarBytes)
		eng.ScalarReduce(e, h)
		sig := make([]byte, 2*fb)
		if eng.Sign(sig, k1.Bytes(), nonce.Bytes(), e) != 1 {
			t.Fatalf("%d: Sign failed", i)
		}
		x, y := new(big.Int).SetBytes(pub[:fb]), new(big.Int).SetBytes(pub[fb:])
		pk := &ecdsa.PublicKey{Curve: s.Elliptic, X: x, Y: y}
		if !ecdsa.Verify(pk, h, new(big.Int).SetBytes(sig[:fb]), new(big.Int).SetBytes(sig[fb:])) {
			t.Fatalf("%d: crypto/ecdsa rejects the engine's signature", i)
		}
		sk, _ := ecdsa.GenerateKey(s.Elliptic, rand.Reader)
		r, ss, _ := ecdsa.Sign(rand.Reader, sk, h)
		spub := make([]byte, 2*fb)
		sk.X.FillBytes(spub[:fb])
		sk.Y.FillBytes(spub[fb:])
		ssig := make([]byte, 2*fb)
		r.FillBytes(ssig[:fb])
		ss.FillBytes(ssig[fb:])
		if !eng.Verify(spub, e, ssig) {
			t.Fatalf("%d: Verify rejects crypto/ecdsa's signature", i)
		}
		ssig[len(ssig)-1] ^= 1
		if eng.Verify(spub, e, ssig) {
			t.Fatalf("%d: Verify accepts a signature with a bit flipped", i)
		}
	}
}

// BenchmarkAgainstStdlib times the engine's key generation (k·G, the table
// built), ECDH, signing (without hashing or drawing the nonce) and
// verification, then the standard library's, on the same curve.
func BenchmarkAgainstStdlib(b *testing.B, eng ecc.Engine, s Stdlib) {
	fb := eng.Params().FieldBytes
	key, _ := s.ECDH.GenerateKey(rand.Reader)
	peer, _ := s.ECDH.GenerateKey(rand.Reader)
	k, pub := key.Bytes(), key.PublicKey().Bytes()[1:]
	h := s.Hash([]byte("m"))
	e := make([]byte, eng.Params().ScalarBytes)
	eng.ScalarReduce(e, h)
	nonce, _ := s.ECDH.GenerateKey(rand.Reader)
	sig := make([]byte, 2*fb)
	eng.Sign(sig, k, nonce.Bytes(), e)
	out := make([]byte, 2*fb)
	for range 20 { // past BaseTableAfter: the table is built
		eng.ScalarBaseMult(out, k)
	}
	sk, _ := ecdsa.GenerateKey(s.Elliptic, rand.Reader)
	der, _ := ecdsa.SignASN1(rand.Reader, sk, h)
	for _, c := range []struct {
		name string
		f    func()
	}{
		{"engine/ScalarBaseMult", func() { eng.ScalarBaseMult(out, k) }},
		{"engine/ECDH", func() { eng.ScalarMultX(out[:fb], k, pub) }},
		{"engine/Sign", func() { eng.Sign(out, k, k, e) }},
		{"engine/Verify", func() { eng.Verify(pub, e, sig) }},
		{"stdlib/KeyGen", func() { s.ECDH.GenerateKey(rand.Reader) }},
		{"stdlib/ECDH", func() { key.ECDH(peer.PublicKey()) }},
		{"stdlib/Sign", func() { ecdsa.SignASN1(rand.Reader, sk, h) }},
		{"stdlib/Verify", func() { ecdsa.VerifyASN1(&sk.PublicKey, h, der) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				c.f()
			}
		})
	}
}
