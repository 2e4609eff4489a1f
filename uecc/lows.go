package uecc

import "github.com/uecc-go/uecc/internal/ecc"

// Low-S signatures. An ECDSA signature (r, s) has a twin (r, n − s) that
// verifies as well; rules such as Bitcoin's (BIP 146) accept only the one
// with s ≤ n/2. s is public: these run in variable time.

// IsLowS reports whether the raw signature sig (r‖s) has 1 ≤ s ≤ n/2 (n
// the order of the curve), the low-S form. It does not verify the
// signature: a sig of the wrong length, or with s = 0 or s ≥ n, is simply
// not low-S.
func (c *Curve) IsLowS(sig []byte) bool {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	s, n, ok := c.sOf(sig)
	if !ok {
		return false
	}
	var half [maxScalar + 1]byte
	h := halfOf(half[:len(n)], n)
	return !lessMag(h, s)
}

// NormalizeS makes the raw signature sig (r‖s) low-S in place: where
// s > n/2 it writes n − s over s (the twin signature, valid exactly when
// sig is); a low-S sig is left as it is. It does not verify the signature.
//
// For a recoverable signature r‖s‖v, normalise r‖s and, if s changed, flip
// v's parity bit (v ^= 1): n − s belongs to −R, whose y has the other
// parity. SignRecoverable's signatures are low-S already.
//
// Errors: ErrLength for a sig of the wrong length, ErrSignature for s = 0
// or s ≥ n; sig is then unchanged.
func (c *Curve) NormalizeS(sig []byte) error {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	if len(sig) != c.SignatureSize() {
		return c.lengthError("signature", len(sig), c.SignatureSize())
	}
	s, n, ok := c.sOf(sig)
	if !ok {
		return errorf(ErrSignature, "s is 0 or not below the order n of "+c.Name())
	}
	if c.IsLowS(sig) {
		return nil
	}
	// n − s < n/2 fits the field width, also on secp160r1 (n > 2^160).
	var diff [maxScalar + 1]byte
	d := diff[:len(n)]
	subMag(d, n, s)
	out := sig[c.FieldSize():]
	for i := range out {
		out[i] = 0
	}
	copy(out[len(out)-len(trimMag(d)):], trimMag(d))
	return nil
}

// sOf returns s of the raw signature sig and n, both without leading zero
// bytes, and whether sig has the right length and 1 ≤ s < n.
func (c *Curve) sOf(sig []byte) (s, n []byte, ok bool) {
	if len(sig) != c.SignatureSize() {
		return nil, nil, false
	}
	s = trimMag(sig[c.FieldSize():])
	n = c.n
	return s, n, len(s) > 0 && lessMag(s, n)
}

// halfOf writes ⌊v/2⌋ to out (len(out) = len(v)) and returns it without
// leading zero bytes.
func halfOf(out, v []byte) []byte {
	carry := byte(0)
	for i, b := range v {
		out[i] = b>>1 | carry
		carry = b << 7
	}
	return trimMag(out)
}
