package uecc

import (
	"crypto"
	"io"
	"strconv"

	"github.com/uecc-go/uecc/internal/ecc"
)

// Public-key recovery: the public key under which an ECDSA signature of a
// hash is valid, from the signature and a recovery id v (0–3) that names
// which of the candidate points R with x(R) ≡ r (mod n) the signer's k·G
// was: v & 1 its y's parity, v & 2 set when x(R) = r + n (possible only
// where r + n < p). Q = r⁻¹·(s·R − e·G) (SEC 1 §4.1.6). All of it is
// variable time: the signature, the hash and the key are public.

// RecoverableSignatureSize is the length of a recoverable signature,
// r‖s‖v: SignatureSize() + 1.
func (c *Curve) RecoverableSignatureSize() int { return c.SignatureSize() + 1 }

// SignRecoverable signs hash as Sign does (a hedged nonce from rand, the
// operating system's source if nil) and returns r‖s‖v
// (RecoverableSignatureSize bytes), with which RecoverPublicKey finds the
// signer's public key. The signature is low-S (s ≤ n/2, see IsLowS), as
// Ethereum and Bitcoin require, and v is the recovery id (0–3) of that
// signature. (Normalising a recoverable signature made elsewhere takes two
// steps: NormalizeS on r‖s and, when it changed s, v ^= 1, since n − s
// belongs to the point −R, whose y has the other parity.)
//
// v is found by recovering the candidates and comparing them with the
// public key: up to four recoveries, variable time in public values only.
//
// Errors wrap ErrLength, ErrPrivateKey or ErrRandom; compare with errors.Is.
func (c *Curve) SignRecoverable(rand io.Reader, priv, hash []byte) ([]byte, error) {
	if err := c.checkPrivateKey(priv); err != nil {
		return nil, err
	}
	sig := make([]byte, c.RecoverableSignatureSize())
	if err := c.signHedged(sig[:c.SignatureSize()], rand, priv, hash); err != nil {
		return nil, err
	}
	return c.finishRecoverable(sig, priv, hash)
}

// SignRecoverableDeterministic is SignRecoverable with the deterministic
// nonce of RFC 6979 over the hash function h, as SignDeterministic: the same
// key and digest always give the same r‖s‖v (low-S, as SignRecoverable).
//
// Errors wrap ErrLength, ErrPrivateKey, ErrHash or ErrRetries; compare with
// errors.Is.
func (c *Curve) SignRecoverableDeterministic(h crypto.Hash, priv, hash []byte) ([]byte, error) {
	rs, err := c.SignDeterministic(h, priv, hash)
	if err != nil {
		return nil, err
	}
	return c.finishRecoverable(append(rs, 0), priv, hash)
}

// finishRecoverable makes the signature r‖s in sig[:SignatureSize] low-S
// and writes its recovery id to the last byte.
func (c *Curve) finishRecoverable(sig, priv, hash []byte) ([]byte, error) {
	if err := c.NormalizeS(sig[:c.SignatureSize()]); err != nil {
		return nil, err // unreachable: a signature made here has s in [1, n−1]
	}
	var q [2 * maxScalar]byte
	pub := q[:c.PublicKeySize()]
	c.eng.ScalarBaseMult(pub, priv)
	if err := c.setRecoveryID(sig, pub, hash); err != nil {
		return nil, err
	}
	return sig, nil
}

// setRecoveryID writes to the last byte of sig = r‖s‖v the recovery id with
// which sig recovers pub.
func (c *Curve) setRecoveryID(sig, pub, hash []byte) error {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	var q [2 * maxScalar]byte
	got := q[:c.PublicKeySize()]
	for v := byte(0); v < 4; v++ {
		sig[c.SignatureSize()] = v
		if c.recoverPublicKey(got, hash, sig) == nil && string(got) == string(pub) {
			return nil
		}
	}
	// Unreachable: one of the four candidates is k·G.
	return errorf(ErrSignature, "no recovery id gives the signer's key")
}

// RecoverPublicKey returns the public key X‖Y under which sig = r‖s‖v
// (RecoverableSignatureSize bytes) is a valid signature of the message
// digest hash (converted with bits2int, as Verify does): Q = r⁻¹·(s·R − e·G)
// for the point R that v names. The key it returns always verifies sig;
// whether it is the key the caller expects is the caller's question. Pass
// it to NewPublicKey for a typed key.
//
// Errors wrap ErrLength or ErrSignature (v above 3, r or s not in [1, n−1],
// no point R for r and v, or Q the point at infinity); compare with
// errors.Is.
func (c *Curve) RecoverPublicKey(hash, sig []byte) ([]byte, error) {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	pub := make([]byte, c.PublicKeySize())
	if err := c.recoverPublicKey(pub, hash, sig); err != nil {
		return nil, err
	}
	return pub, nil
}

// recoverPublicKey writes to pub (PublicKeySize bytes) the key that
// RecoverPublicKey returns; on error pub is unchanged.
func (c *Curve) recoverPublicKey(pub, hash, sig []byte) error {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	fs, sb := c.FieldSize(), c.params.ScalarBytes
	if len(sig) != c.RecoverableSignatureSize() {
		return c.lengthError("recoverable signature", len(sig), c.RecoverableSignatureSize())
	}
	v := sig[2*fs]
	if v > 3 {
		return errorf(ErrSignature, "recovery id "+strconv.Itoa(int(v))+" is not 0, 1, 2 or 3")
	}
	// The operands live in a pooled scratch: slices of them reach the
	// engine's interface methods, where stack arrays would escape.
	sc := getScratch()
	defer putScratch(sc)
	w := &sc.work
	// r and s as scalars (ScalarBytes: secp160r1's n has 21 bytes).
	r, s := w[0][:sb], w[1][:sb]
	copy(r[sb-fs:], sig[:fs])
	copy(s[sb-fs:], sig[fs:2*fs])
	if c.eng.ScalarIsValid(r) != 1 || c.eng.ScalarIsValid(s) != 1 {
		return errorf(ErrSignature, "r or s is 0 or not below the order n of "+c.Name())
	}
	// x(R) = r, or r + n, below p.
	xs := w[2][:sb+1]
	copy(xs[1:], r)
	if v&2 != 0 {
		addMag(xs, xs, c.n)
	}
	if !lessMag(trimMag(xs), c.p) {
		return errorf(ErrSignature, "x(R) = r + n is not below p: no point for recovery id "+strconv.Itoa(int(v)))
	}
	cp := w[3][:1+fs]
	cp[0] = 2 | v&1
	copy(cp[1:], xs[len(xs)-fs:])
	rp, a, b := w[4][:2*fs], w[5][:2*fs], w[6][:2*fs]
	if !c.eng.Decompress(rp, cp) {
		return errorf(ErrSignature, "no point R with x(R) = r (+ n for ids 2, 3) on "+c.Name())
	}
	e := c.hashInt(sc, hash)
	u1, u2 := w[7][:sb], w[7][sb:2*sb]
	c.eng.ScalarInvMul(u2, r, s) // s/r
	if c.eng.ScalarIsValid(u2) != 1 || c.eng.ScalarMult(a, u2, rp) != 1 {
		return errorf(ErrSignature, "s/r · R is the point at infinity")
	}
	if isZero(e) {
		copy(pub, a)
		return nil
	}
	ne := w[2][:sb] // xs is no longer needed
	subMag(ne, c.n, e)
	c.eng.ScalarInvMul(u1, r, ne) // −e/r
	c.eng.ScalarBaseMult(b, u1)
	if c.eng.PointAdd(a, a, b) != 1 {
		return errorf(ErrSignature, "the recovered key is the point at infinity")
	}
	copy(pub, a)
	return nil
}

// addMag writes a + b to out (len(out) = len(a) ≥ len(b); the sum must
// fit), for big-endian magnitudes; out may alias a.
func addMag(out, a, b []byte) {
	carry := 0
	for i := 1; i <= len(a); i++ {
		d := int(a[len(a)-i]) + carry
		if i <= len(b) {
			d += int(b[len(b)-i])
		}
		out[len(out)-i], carry = byte(d), d>>8
	}
}

// isZero reports whether every byte of v is 0 (public values).
func isZero(v []byte) bool {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	for _, b := range v {
		if b != 0 {
			return false
		}
	}
	return true
}
