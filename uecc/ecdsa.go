package uecc

import (
	"io"
)

// Sign returns an ECDSA signature r‖s of the message hash with a random nonce
// from rand (the operating system's source if nil). See SignTo.
func (c *Curve) Sign(rand io.Reader, priv, hash []byte) ([]byte, error) {
	sig := make([]byte, c.SignatureSize())
	if err := c.SignTo(sig, rand, priv, hash); err != nil {
		return nil, err
	}
	return sig, nil
}

// SignTo writes an ECDSA signature r‖s (SignatureSize bytes) of hash, a
// message digest of any length, to sig. The digest is converted with bits2int
// (its leftmost bitlen(n) bits), as in SEC 1 and micro-ecc.
//
// It reads rand (the operating system's source if nil) exactly as micro-ecc's
// uECC_sign calls its RNG: per attempt a nonce k below n by rejection sampling, then a
// projective blind below p and a signing blind below n, both discarded (the
// arithmetic here is constant-time without them). A failed blind draw
// abandons the attempt; up to 64 attempts. Given the same random stream, the
// signature is micro-ecc's, except that r is reduced mod n (micro-ecc leaves
// x(kG) ≥ n unreduced, a bug with probability below 2^-96). With rand nil
// only the nonce is drawn (see Random sources in the package documentation).
//
// Errors: ErrLength, ErrPrivateKey, ErrRandom. On error sig is unchanged.
func (c *Curve) SignTo(sig []byte, rand io.Reader, priv, hash []byte) error {
	if len(sig) != c.SignatureSize() || len(priv) != c.PrivateKeySize() {
		return ErrLength
	}
	if !c.validPrivateKey(priv) {
		return ErrPrivateKey
	}
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

// drawBlinds makes the two draws micro-ecc makes while signing with a given
// nonce: a projective Z below p, then a blind below n. Both are discarded.
func (c *Curve) drawBlinds(rand io.Reader, s *scratch) error {
	if err := c.pDraw.draw(s.z[:len(c.pDraw.bound)], rand, s); err != nil {
		return err
	}
	return c.nDraw.draw(s.blind[:len(c.nDraw.bound)], rand, s)
}

// hashInt converts a message digest to the integer e = bits2int(hash) mod n
// in s.e and returns it.
func (c *Curve) hashInt(s *scratch, hash []byte) []byte {
	e := s.e[:c.params.ScalarBytes]
	bits2int(e, hash, c.params.NBits)
	c.eng.ScalarReduce(e, e)
	return e
}

// SignWithK returns the signature of hash made with the nonce k.
// See SignWithKTo.
func (c *Curve) SignWithK(priv, hash, k []byte) ([]byte, error) {
	sig := make([]byte, c.SignatureSize())
	if err := c.SignWithKTo(sig, priv, hash, k); err != nil {
		return nil, err
	}
	return sig, nil
}

// SignWithKTo writes the ECDSA signature of hash with the caller's nonce k
// (PrivateKeySize bytes) to sig. Like micro-ecc's uECC_sign_with_k, k goes
// through bits2int: on secp160r1 the 21-byte k is shifted right by 7 bits and
// reduced mod n; on the other curves it is taken as it is, and k = 0 or
// k ≥ n is refused (ErrNonce), as micro-ecc refuses it. It exists for
// known-answer tests; a reused or predictable k reveals the private key.
//
// Errors: ErrLength, ErrPrivateKey, ErrNonce. On error sig is unchanged.
func (c *Curve) SignWithKTo(sig, priv, hash, k []byte) error {
	if len(sig) != c.SignatureSize() || len(priv) != c.PrivateKeySize() ||
		len(k) != c.PrivateKeySize() {
		return ErrLength
	}
	if !c.validPrivateKey(priv) {
		return ErrPrivateKey
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

// Verify checks the ECDSA signature sig = r‖s of the message digest hash (any
// length, converted with bits2int) under the raw public key pub. It returns
// nil if the signature is valid.
//
// Unlike micro-ecc's uECC_verify it accepts every valid signature (micro-ecc
// rejects some, e.g. when pub is ±G) and it rejects an invalid public key.
// High-S signatures are valid, as in micro-ecc.
//
// Errors: ErrLength, ErrPublicKey, ErrSignature.
func (c *Curve) Verify(pub, hash, sig []byte) error {
	if len(pub) != c.PublicKeySize() || len(sig) != c.SignatureSize() {
		return ErrLength
	}
	if !c.eng.ValidPublicKey(pub) {
		return ErrPublicKey
	}
	s := getScratch()
	defer putScratch(s)
	e := s.e[:c.params.ScalarBytes]
	bits2int(e, hash, c.params.NBits)
	if !c.eng.Verify(pub, e, sig) {
		return ErrSignature
	}
	return nil
}
