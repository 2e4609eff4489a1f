package uecc

import (
	"crypto"
	"crypto/subtle"
	"io"
	"strconv"
)

// PrivateKey is a private key of one curve, with its public key, on the
// model of crypto/ecdh.PrivateKey. It is a crypto.Signer (signatures in ASN.1
// DER). Obtain it from GeneratePrivateKey or NewPrivateKey; the value is
// immutable and safe for concurrent use. A key is bound to its curve: using
// it with a key of another curve is an error.
type PrivateKey struct {
	curve *Curve
	d     [maxScalar]byte // d[:curve.PrivateKeySize()]
	pub   PublicKey
}

// PublicKey is a public key of one curve, a point checked to be on it, on the
// model of crypto/ecdh.PublicKey. Obtain it from NewPublicKey or
// PrivateKey.PublicKey; the value is immutable and safe for concurrent use.
type PublicKey struct {
	curve *Curve
	q     [2 * maxScalar]byte // raw X‖Y in q[:curve.PublicKeySize()]
}

// GeneratePrivateKey returns a new private key drawn from rand (the operating
// system's source if nil: see Random sources in the package documentation),
// with the same random draws as GenerateKey, so the same random stream gives
// the same key. It allocates once.
//
// Errors wrap ErrRandom; compare with errors.Is.
func (c *Curve) GeneratePrivateKey(rand io.Reader) (*PrivateKey, error) {
	k := &PrivateKey{curve: c}
	k.pub.curve = c
	if err := c.GenerateKeyTo(k.pub.q[:c.PublicKeySize()], k.d[:c.PrivateKeySize()], rand); err != nil {
		return nil, errorf(ErrRandom, "the random source failed or gave 64 unusable candidates")
	}
	return k, nil
}

// NewPrivateKey returns the private key whose big-endian value is d
// (PrivateKeySize bytes, in [1, n−1]) and computes its public key. d is
// copied. It allocates once.
//
// Errors wrap ErrLength or ErrPrivateKey; compare with errors.Is.
func (c *Curve) NewPrivateKey(d []byte) (*PrivateKey, error) {
	if len(d) != c.PrivateKeySize() {
		return nil, c.lengthError("private key", len(d), c.PrivateKeySize())
	}
	if !c.validPrivateKey(d) {
		return nil, errorf(ErrPrivateKey, "private key is 0 or not below the order n of "+c.Name())
	}
	k := &PrivateKey{curve: c}
	k.pub.curve = c
	copy(k.d[:], d)
	c.eng.ScalarBaseMult(k.pub.q[:c.PublicKeySize()], k.d[:len(d)])
	return k, nil
}

// NewPublicKey returns the public key encoded in b, which may be the raw X‖Y
// of micro-ecc (PublicKeySize bytes), the SEC 1 uncompressed form 0x04‖X‖Y
// or the SEC 1 compressed form (0x02 | 0x03)‖X. The point is validated: both
// coordinates below p, on the curve (the point at infinity, which has no
// encoding here, is refused). b is not retained. It allocates once.
//
// Errors wrap ErrLength (b matches none of the three sizes), ErrPublicKey,
// and for the compressed form also ErrCompressedPoint; compare with
// errors.Is.
func (c *Curve) NewPublicKey(b []byte) (*PublicKey, error) {
	fb := c.FieldSize()
	k := &PublicKey{curve: c}
	q := k.q[:2*fb]
	switch {
	case len(b) == 2*fb:
		copy(q, b)
	case len(b) == 2*fb+1:
		if b[0] != 0x04 {
			return nil, errorf(ErrPublicKey, strconv.Itoa(len(b))+"-byte public key starts with 0x"+hexByte(b[0])+", want 0x04 (uncompressed)")
		}
		copy(q, b[1:])
	case len(b) == fb+1:
		if !c.eng.Decompress(q, b) {
			return nil, errorf2(ErrPublicKey, ErrCompressedPoint, c.compressedProblem(b))
		}
		return k, nil
	default:
		return nil, errorf(ErrLength, "public key is "+strconv.Itoa(len(b))+" bytes, "+c.Name()+" takes "+
			strconv.Itoa(2*fb)+" (X‖Y), "+strconv.Itoa(2*fb+1)+" (0x04‖X‖Y) or "+strconv.Itoa(fb+1)+" (0x02|0x03‖X)")
	}
	if !c.eng.ValidPublicKey(q) {
		return nil, errorf(ErrPublicKey, c.publicKeyProblem(q))
	}
	return k, nil
}

// publicKeyProblem says why the raw key pub (of the right length) is invalid.
func (c *Curve) publicKeyProblem(pub []byte) string {
	fb := c.FieldSize()
	p := c.pDraw.bound // p without leading zeros
	switch {
	case len(trimMag(pub)) == 0:
		return "all zeros (the point at infinity has no encoding)"
	case !lessMag(trimMag(pub[:fb]), p):
		return "X is not below the field prime p"
	case !lessMag(trimMag(pub[fb:]), p):
		return "Y is not below the field prime p"
	}
	return "the point is not on the curve " + c.Name()
}

// compressedProblem says why the compressed point in (of the right length)
// does not decode.
func (c *Curve) compressedProblem(in []byte) string {
	switch {
	case in[0] != 0x02 && in[0] != 0x03:
		return strconv.Itoa(len(in)) + "-byte compressed point starts with 0x" + hexByte(in[0]) + ", want 0x02 or 0x03"
	case !lessMag(trimMag(in[1:]), c.pDraw.bound):
		return "X is not below the field prime p"
	}
	return "no point of the curve " + c.Name() + " has this X (x³ + ax + b is not a square)"
}

// Curve returns the key's curve.
func (k *PrivateKey) Curve() *Curve { return k.curve }

// Bytes returns a copy of the private key, PrivateKeySize bytes big-endian.
func (k *PrivateKey) Bytes() []byte {
	return append([]byte(nil), k.d[:k.curve.PrivateKeySize()]...)
}

// PublicKey returns the public key of k. The result is shared: it is
// immutable.
func (k *PrivateKey) PublicKey() *PublicKey { return &k.pub }

// Public returns the public key of k, a *PublicKey, as crypto.Signer
// requires.
func (k *PrivateKey) Public() crypto.PublicKey { return &k.pub }

// Equal reports whether x is a *PrivateKey of the same curve with the same
// value. The values are compared in constant time.
func (k *PrivateKey) Equal(x crypto.PrivateKey) bool {
	o, ok := x.(*PrivateKey)
	if !ok || o == nil || o.curve != k.curve {
		return false
	}
	n := k.curve.PrivateKeySize()
	return subtle.ConstantTimeCompare(k.d[:n], o.d[:n]) == 1
}

// ECDH returns the shared secret of k and the peer's public key remote: the X
// coordinate of k·remote (SharedSecretSize bytes, not hashed), as
// SharedSecret. It allocates once.
//
// Errors wrap ErrPublicKey if remote is nil or of another curve.
func (k *PrivateKey) ECDH(remote *PublicKey) ([]byte, error) {
	if remote == nil || remote.curve == nil {
		return nil, errorf(ErrPublicKey, "the remote public key is nil")
	}
	if remote.curve != k.curve {
		return nil, errorf(ErrPublicKey, "the remote public key is on "+remote.curve.Name()+", the private key on "+k.curve.Name())
	}
	c := k.curve
	secret := make([]byte, c.SharedSecretSize())
	if c.eng.ScalarMultX(secret, k.d[:c.PrivateKeySize()], remote.q[:c.PublicKeySize()]) != 1 {
		// Unreachable: both keys were validated when they were made.
		return nil, errorf(ErrPublicKey, "the shared point is the point at infinity")
	}
	return secret, nil
}

// Sign signs digest, the message's hash (any length: ECDSA uses its leftmost
// bitlen(n) bits), and returns the signature in ASN.1 DER, which makes
// *PrivateKey a crypto.Signer. opts is not used (the digest is taken as it
// is) and may be nil.
//
// Signing is randomized, not RFC 6979: it is SignASN1, the random nonce
// drawn from rand (the operating system's source if nil) with micro-ecc's
// draws, as Curve.Sign does, since crypto.Signer hands the signer a random
// source and the package's Sign functions are the ones that read one.
// Deterministic signatures are Curve.SignDeterministic (RFC 6979) and
// Curve.SignMicroECC. It allocates once for the result.
//
// Errors wrap ErrRandom; compare with errors.Is.
func (k *PrivateKey) Sign(rand io.Reader, digest []byte, opts crypto.SignerOpts) ([]byte, error) {
	return k.curve.SignASN1(rand, k.d[:k.curve.PrivateKeySize()], digest)
}

// Curve returns the key's curve.
func (k *PublicKey) Curve() *Curve { return k.curve }

// raw returns the key's X‖Y without copying.
func (k *PublicKey) raw() []byte { return k.q[:k.curve.PublicKeySize()] }

// Bytes returns the raw public key X‖Y (PublicKeySize bytes), micro-ecc's
// encoding, as a new slice.
func (k *PublicKey) Bytes() []byte { return append([]byte(nil), k.raw()...) }

// BytesUncompressed returns the SEC 1 uncompressed encoding 0x04‖X‖Y.
func (k *PublicKey) BytesUncompressed() []byte {
	out := make([]byte, 1, 1+k.curve.PublicKeySize())
	out[0] = 0x04
	return append(out, k.raw()...)
}

// BytesCompressed returns the SEC 1 compressed encoding (0x02 | 0x03)‖X, as
// Compress.
func (k *PublicKey) BytesCompressed() []byte {
	out := make([]byte, k.curve.CompressedSize())
	k.curve.CompressTo(out, k.raw())
	return out
}

// Equal reports whether x is a *PublicKey of the same curve and the same
// point.
func (k *PublicKey) Equal(x crypto.PublicKey) bool {
	o, ok := x.(*PublicKey)
	if !ok || o == nil || o.curve != k.curve {
		return false
	}
	return subtle.ConstantTimeCompare(k.raw(), o.raw()) == 1
}

// Verify checks the raw signature sig = r‖s of the message digest hash, as
// Curve.Verify. It returns nil if the signature is valid and then allocates
// nothing.
//
// Errors wrap ErrLength (sig is not SignatureSize bytes) or ErrSignature;
// compare with errors.Is.
func (k *PublicKey) Verify(hash, sig []byte) error {
	c := k.curve
	switch err := c.Verify(k.raw(), hash, sig); err {
	case nil:
		return nil
	case ErrLength:
		return c.lengthError("signature", len(sig), c.SignatureSize())
	case ErrSignature:
		return errorf(ErrSignature, "r or s is not in [1, n−1] or the signature does not match the hash and the public key")
	default:
		return err
	}
}

// VerifyASN1 checks the ASN.1 DER signature sig of the message digest hash,
// as Curve.VerifyASN1. It returns nil if the signature is valid.
//
// Errors wrap ErrSignature; compare with errors.Is.
func (k *PublicKey) VerifyASN1(hash, sig []byte) error {
	return k.curve.VerifyASN1(k.raw(), hash, sig)
}
