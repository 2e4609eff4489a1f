package uecc

import (
	"io"

	"github.com/uecc-go/uecc/internal/ct"
)

// GenerateKey returns a new key pair: the raw public key X‖Y and the private
// key, drawn from rand (the operating system's source if rand is nil: see
// Random sources in the package documentation). See GenerateKeyTo.
func (c *Curve) GenerateKey(rand io.Reader) (pub, priv []byte, err error) {
	pub = make([]byte, c.PublicKeySize())
	priv = make([]byte, c.PrivateKeySize())
	if err := c.GenerateKeyTo(pub, priv, rand); err != nil {
		return nil, nil, err
	}
	return pub, priv, nil
}

// GenerateKeyTo writes a new key pair to pub (PublicKeySize bytes) and priv
// (PrivateKeySize bytes), allocating nothing.
//
// It reads rand (the operating system's source if nil) exactly as micro-ecc's
// uECC_make_key calls its RNG, so that a recorded random stream gives the same
// key: the private key is a candidate below n drawn by rejection sampling,
// then one projective blind below p is drawn and discarded (see DrawBlind);
// a failed blind draw abandons the attempt and starts another, up to 64.
// With rand nil only the private key is drawn (see Random sources in the
// package documentation).
//
// Errors: ErrLength, ErrRandom. On error pub and priv are unchanged.
func (c *Curve) GenerateKeyTo(pub, priv []byte, rand io.Reader) error {
	if len(pub) != c.PublicKeySize() || len(priv) != c.PrivateKeySize() {
		return ErrLength
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

// PublicKey returns the raw public key X‖Y of the private key priv.
// See PublicKeyTo.
func (c *Curve) PublicKey(priv []byte) ([]byte, error) {
	pub := make([]byte, c.PublicKeySize())
	if err := c.PublicKeyTo(pub, priv); err != nil {
		return nil, err
	}
	return pub, nil
}

// PublicKeyTo writes the raw public key X‖Y of priv to pub (PublicKeySize
// bytes). Every private key in [1, n−1] works, including 1, n−2 and n−1,
// which micro-ecc's uECC_compute_public_key rejects.
//
// Errors: ErrLength, ErrPrivateKey (priv is 0 or ≥ n). On error pub is
// unchanged.
func (c *Curve) PublicKeyTo(pub, priv []byte) error {
	if len(pub) != c.PublicKeySize() || len(priv) != c.PrivateKeySize() {
		return ErrLength
	}
	if !c.validPrivateKey(priv) {
		return ErrPrivateKey
	}
	c.eng.ScalarBaseMult(pub, priv)
	return nil
}

// validPrivateKey reports whether priv is in [1, n−1]. The answer is
// declassified: a caller that passes an invalid key learns so from the error.
func (c *Curve) validPrivateKey(priv []byte) bool {
	return ct.Declassify(c.eng.ScalarIsValid(priv)) == 1
}

// ValidPublicKey reports whether pub is a valid raw public key X‖Y: of length
// PublicKeySize, with X < p and Y < p, and on the curve. (The point at
// infinity has no raw encoding; all zeros is rejected.)
func (c *Curve) ValidPublicKey(pub []byte) bool {
	return len(pub) == c.PublicKeySize() && c.eng.ValidPublicKey(pub)
}

// Compress returns the compressed form (0x02 | 0x03)‖X of the raw public key
// pub. See CompressTo.
func (c *Curve) Compress(pub []byte) ([]byte, error) {
	out := make([]byte, c.CompressedSize())
	if err := c.CompressTo(out, pub); err != nil {
		return nil, err
	}
	return out, nil
}

// CompressTo writes the compressed form of pub, 0x02 or 0x03 (for even or odd
// Y) followed by X, to out (CompressedSize bytes). Like micro-ecc's
// uECC_compress it does not check that pub is on the curve.
//
// Errors: ErrLength.
func (c *Curve) CompressTo(out, pub []byte) error {
	fb := c.params.FieldBytes
	if len(out) != fb+1 || len(pub) != 2*fb {
		return ErrLength
	}
	out[0] = 0x02 | pub[2*fb-1]&1
	copy(out[1:], pub[:fb])
	return nil
}

// Decompress returns the raw public key X‖Y for the compressed point in.
// See DecompressTo.
func (c *Curve) Decompress(in []byte) ([]byte, error) {
	pub := make([]byte, c.PublicKeySize())
	if err := c.DecompressTo(pub, in); err != nil {
		return nil, err
	}
	return pub, nil
}

// DecompressTo writes the raw public key X‖Y for the compressed point
// in = (0x02 | 0x03)‖X to pub (PublicKeySize bytes). Unlike micro-ecc, which
// looks only at bit 0 of the prefix and returns a point off the curve for an X
// without a square root, it rejects every invalid encoding.
//
// Errors: ErrLength, ErrCompressedPoint. On error pub is unchanged.
func (c *Curve) DecompressTo(pub, in []byte) error {
	if len(pub) != c.PublicKeySize() || len(in) != c.CompressedSize() {
		return ErrLength
	}
	if !c.eng.Decompress(pub, in) {
		return ErrCompressedPoint
	}
	return nil
}
