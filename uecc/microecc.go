package uecc

import (
	"hash"
	"io"

	"github.com/uecc-go/uecc/uecc/internal/bridge"
)

// microECC is micro-ecc's API on one curve: the operations of uECC.h on
// byte slices of the exact sizes, reading a random source exactly as
// micro-ecc calls its RNG. Package microecc exports it (through
// internal/bridge) and documents each method; the C library calls it.
// Its methods allocate nothing on success.
type microECC struct{ c *Curve }

func init() {
	bridge.Of = func(curve any) bridge.MicroECC { return microECC{curve.(*Curve)} }
}

func (m microECC) MakeKey(pub, priv []byte, rand io.Reader) error {
	c := m.c
	if len(pub) != c.PublicKeySize() {
		return m.c.lengthError("public key", len(pub), m.c.PublicKeySize())
	}
	if len(priv) != c.PrivateKeySize() {
		return m.c.lengthError("private key", len(priv), m.c.PrivateKeySize())
	}
	rand, blind := source(rand)
	s := getScratch()
	defer putScratch(s)
	d := s.k[:c.params.ScalarBytes]
	for try := 0; try < maxTries; try++ {
		if err := c.nDraw.draw(d, rand, s); err != nil {
			return err
		}
		if blind && c.pDraw.draw(s.z[:len(c.pDraw.bound)], rand, s) != nil {
			continue
		}
		c.eng.ScalarBaseMult(pub, d)
		copy(priv, d)
		return nil
	}
	return ErrRandom
}

func (m microECC) ComputePublicKey(pub, priv []byte) error {
	c := m.c
	if len(pub) != c.PublicKeySize() {
		return m.c.lengthError("public key", len(pub), m.c.PublicKeySize())
	}
	if len(priv) != c.PrivateKeySize() {
		return m.c.lengthError("private key", len(priv), m.c.PrivateKeySize())
	}
	if !c.validPrivateKey(priv) {
		return ErrPrivateKey
	}
	c.eng.ScalarBaseMult(pub, priv)
	return nil
}

func (m microECC) ValidPublicKey(pub []byte) bool {
	return len(pub) == m.c.PublicKeySize() && m.c.eng.ValidPublicKey(pub)
}

func (m microECC) Compress(out, pub []byte) error {
	fb := m.c.params.FieldBytes
	if len(out) != fb+1 {
		return m.c.lengthError("compressed point", len(out), m.c.FieldSize()+1)
	}
	if len(pub) != 2*fb {
		return m.c.lengthError("public key", len(pub), m.c.PublicKeySize())
	}
	out[0] = 0x02 | pub[2*fb-1]&1
	copy(out[1:], pub[:fb])
	return nil
}

func (m microECC) Decompress(pub, in []byte) error {
	c := m.c
	if len(pub) != c.PublicKeySize() {
		return m.c.lengthError("public key", len(pub), m.c.PublicKeySize())
	}
	if len(in) != c.FieldSize()+1 {
		return m.c.lengthError("compressed point", len(in), m.c.FieldSize()+1)
	}
	if !c.eng.Decompress(pub, in) {
		return ErrCompressedPoint
	}
	return nil
}

func (m microECC) SharedSecret(secret, priv, peer []byte) error {
	c := m.c
	if len(secret) != c.FieldSize() {
		return m.c.lengthError("shared secret", len(secret), m.c.FieldSize())
	}
	if len(priv) != c.PrivateKeySize() {
		return m.c.lengthError("private key", len(priv), m.c.PrivateKeySize())
	}
	if len(peer) != c.PublicKeySize() {
		return m.c.lengthError("public key", len(peer), m.c.PublicKeySize())
	}
	if !c.eng.ValidPublicKey(peer) {
		return ErrPublicKey
	}
	if !c.validPrivateKey(priv) {
		return ErrPrivateKey
	}
	if c.eng.ScalarMultX(secret, priv, peer) != 1 {
		// Unreachable for a valid key and scalar: n is prime and the
		// cofactor 1, so priv·peer is never the point at infinity.
		return ErrPublicKey
	}
	return nil
}

func (m microECC) DrawBlind(rand io.Reader) error {
	if rand == nil {
		return nil
	}
	c := m.c
	s := getScratch()
	defer putScratch(s)
	return c.pDraw.draw(s.z[:len(c.pDraw.bound)], rand, s)
}

// checkSign checks the sizes of a signature and a private key, and the key.
func (m microECC) checkSign(sig, priv []byte) error {
	c := m.c
	if len(sig) != c.SignatureSize() {
		return m.c.lengthError("signature", len(sig), m.c.SignatureSize())
	}
	if len(priv) != c.PrivateKeySize() {
		return m.c.lengthError("private key", len(priv), m.c.PrivateKeySize())
	}
	if !c.validPrivateKey(priv) {
		return ErrPrivateKey
	}
	return nil
}

func (m microECC) Sign(sig []byte, rand io.Reader, priv, hash []byte) error {
	if err := m.checkSign(sig, priv); err != nil {
		return err
	}
	c := m.c
	rand, blind := source(rand)
	s := getScratch()
	defer putScratch(s)
	e := c.hashInt(s, hash)
	k := s.k[:c.params.ScalarBytes]
	for try := 0; try < maxTries; try++ {
		if err := c.nDraw.draw(k, rand, s); err != nil {
			return err
		}
		if blind && c.drawBlinds(rand, s) != nil {
			continue
		}
		if c.eng.Sign(sig, priv, k, e) == 1 {
			return nil
		}
	}
	return ErrRandom
}

func (m microECC) SignWithK(sig, priv, hash, k []byte) error {
	if err := m.checkSign(sig, priv); err != nil {
		return err
	}
	c := m.c
	if len(k) != c.PrivateKeySize() {
		return m.c.lengthError("nonce", len(k), m.c.PrivateKeySize())
	}
	s := getScratch()
	defer putScratch(s)
	e := c.hashInt(s, hash)
	kk := s.k[:c.params.ScalarBytes]
	bits2int(kk, k, c.params.NBits)
	// As micro-ecc's bits2int: k is reduced mod n only where the shift
	// applies (n's bit length not a multiple of 8: secp160r1); elsewhere a
	// k ≥ n is refused.
	if c.params.NBits%8 != 0 {
		c.eng.ScalarReduce(kk, kk)
	}
	if !c.validPrivateKey(kk) || c.eng.Sign(sig, priv, kk, e) != 1 {
		return ErrNonce
	}
	return nil
}

func (m microECC) SignDeterministic(sig []byte, blind io.Reader, newHash func() hash.Hash, priv, hash []byte) error {
	if err := m.checkSign(sig, priv); err != nil {
		return err
	}
	c := m.c
	s := getScratch()
	defer putScratch(s)
	e := c.hashInt(s, hash)
	return c.drbgSign(sig, s, hashOf(newHash), priv, e,
		drbgSeed{key: priv[:c.params.FieldBytes], hash: hash, microECC: true}, blind)
}

func (m microECC) SignDeterministicLittleEndian(sig []byte, blind io.Reader, newHash func() hash.Hash, priv, hash []byte) error {
	c := m.c
	if len(sig) != c.SignatureSize() {
		return m.c.lengthError("signature", len(sig), m.c.SignatureSize())
	}
	if len(priv) != c.PrivateKeySize() {
		return m.c.lengthError("private key", len(priv), m.c.PrivateKeySize())
	}
	s := getScratch()
	defer putScratch(s)
	d := s.priv[:len(priv)]
	reverseTo(d, priv)
	if !c.validPrivateKey(d) {
		return ErrPrivateKey
	}
	hb := s.hash[:min(len(hash), c.params.ScalarBytes)]
	reverseTo(hb, hash[:len(hb)])
	e := c.hashInt(s, hb)
	fb := c.params.FieldBytes
	out := s.sig[:2*fb]
	seed := drbgSeed{key: priv[:fb], hash: hash, microECC: true}
	if err := c.drbgSign(out, s, hashOf(newHash), d, e, seed, blind); err != nil {
		return err
	}
	reverseTo(sig[:fb], out[:fb])
	reverseTo(sig[fb:], out[fb:])
	return nil
}

// hashOf returns newHash's hash, or nil (refused by the DRBG) for nil.
func hashOf(newHash func() hash.Hash) hash.Hash {
	if newHash == nil {
		return nil
	}
	return newHash()
}

func (m microECC) SignRFC6979(sig []byte, newHash func() hash.Hash, priv, hash []byte) error {
	if err := m.checkSign(sig, priv); err != nil {
		return err
	}
	return m.c.signRFC6979(sig, hashOf(newHash), priv, hash)
}

func (m microECC) SignRecoverable(sig []byte, rand io.Reader, priv, hash []byte) error {
	c := m.c
	if len(sig) != c.RecoverableSignatureSize() {
		return m.c.lengthError("recoverable signature", len(sig), m.c.RecoverableSignatureSize())
	}
	rs := sig[:c.SignatureSize()]
	if err := m.Sign(rs, rand, priv, hash); err != nil {
		return err
	}
	s := getScratch()
	defer putScratch(s)
	pub := s.work[7][:c.PublicKeySize()]
	c.eng.ScalarBaseMult(pub, priv)
	return c.setRecoveryID(sig, pub, hash)
}

func (m microECC) RecoverPublicKey(pub, hash, sig []byte) error {
	c := m.c
	if len(pub) != c.PublicKeySize() {
		return m.c.lengthError("public key", len(pub), m.c.PublicKeySize())
	}
	return c.recoverPublicKey(pub, hash, sig)
}

// reverseTo writes in's bytes to out (of the same length) in reverse order.
func reverseTo(out, in []byte) {
	n := len(in)
	for i := 0; i < n; i++ {
		out[n-1-i] = in[i]
	}
}
