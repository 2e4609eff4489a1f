package uecc

import (
	"crypto"
	"crypto/subtle"
	"io"
	"strconv"

	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/internal/osrand"
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

// GeneratePrivateKey returns a new private key drawn from rand (the
// operating system's source if nil: see Random sources in the package
// documentation): a candidate of bitlen(n) bits at a time, by rejection
// sampling, until one is in [1, n−1]. It allocates once.
//
// Errors wrap ErrRandom; compare with errors.Is.
func (c *Curve) GeneratePrivateKey(rand io.Reader) (*PrivateKey, error) {
	if rand == nil {
		rand = osrand.Reader
	}
	k := &PrivateKey{curve: c}
	k.pub.curve = c
	d := k.d[:c.PrivateKeySize()]
	if !c.drawScalar(d, rand) {
		clear(d)
		return nil, errorf(ErrRandom, "the random source failed or gave 64 unusable candidates")
	}
	c.eng.ScalarBaseMult(k.pub.q[:c.PublicKeySize()], d)
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
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
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
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	fb := c.FieldSize()
	p := c.p
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
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	switch {
	case in[0] != 0x02 && in[0] != 0x03:
		return strconv.Itoa(len(in)) + "-byte compressed point starts with 0x" + hexByte(in[0]) + ", want 0x02 or 0x03"
	case !lessMag(trimMag(in[1:]), c.p):
		return "X is not below the field prime p"
	}
	return "no point of the curve " + c.Name() + " has this X (x³ + ax + b is not a square)"
}

// errNilPrivateKey and errNilPublicKey answer a method called on a nil or
// zero-value key, which no constructor returns.
var (
	errNilPrivateKey = errorf(ErrPrivateKey, "the private key is nil or a zero value: make it with GeneratePrivateKey or NewPrivateKey")
	errNilPublicKey  = errorf(ErrPublicKey, "the public key is nil or a zero value: make it with NewPublicKey")
)

func (k *PrivateKey) isZero() bool { return k == nil || k.curve == nil }

func (k *PublicKey) isZero() bool { return k == nil || k.curve == nil }

// Curve returns the key's curve (nil for a zero value).
func (k *PrivateKey) Curve() *Curve {
	if k == nil {
		return nil
	}
	return k.curve
}

// Bytes returns a copy of the private key, PrivateKeySize bytes big-endian
// (nil for a zero value).
func (k *PrivateKey) Bytes() []byte {
	if k.isZero() {
		return nil
	}
	return append([]byte(nil), k.d[:k.curve.PrivateKeySize()]...)
}

// PublicKey returns the public key of k. The result is shared: it is
// immutable. For a zero value it is a zero value too, whose methods return
// errors.
func (k *PrivateKey) PublicKey() *PublicKey {
	if k == nil {
		return nil
	}
	return &k.pub
}

// Public returns the public key of k, a *PublicKey, as crypto.Signer
// requires.
func (k *PrivateKey) Public() crypto.PublicKey { return k.PublicKey() }

// Equal reports whether x is a *PrivateKey of the same curve with the same
// value. The values are compared in constant time. Zero values equal
// nothing.
func (k *PrivateKey) Equal(x crypto.PrivateKey) bool {
	o, ok := x.(*PrivateKey)
	if !ok || k.isZero() || o.isZero() || o.curve != k.curve {
		return false
	}
	n := k.curve.PrivateKeySize()
	return subtle.ConstantTimeCompare(k.d[:n], o.d[:n]) == 1
}

// ECDH returns the shared secret of k and the peer's public key remote: the X
// coordinate of k·remote (FieldSize bytes, not hashed, as micro-ecc's
// uECC_shared_secret and crypto/ecdh give it). It allocates once.
//
// Errors wrap ErrPrivateKey (k is a zero value) or ErrPublicKey (remote is
// nil, a zero value or of another curve); compare with errors.Is.
func (k *PrivateKey) ECDH(remote *PublicKey) ([]byte, error) {
	if k.isZero() {
		return nil, errNilPrivateKey
	}
	if remote.isZero() {
		return nil, errNilPublicKey
	}
	if remote.curve != k.curve {
		return nil, errorf(ErrPublicKey, "the remote public key is on "+remote.curve.Name()+", the private key on "+k.curve.Name())
	}
	c := k.curve
	secret := make([]byte, c.FieldSize())
	if c.eng.ScalarMultX(secret, k.d[:c.PrivateKeySize()], remote.raw()) != 1 {
		// Unreachable: both keys were validated when they were made.
		return nil, errorf(ErrPublicKey, "the shared point is the point at infinity")
	}
	return secret, nil
}

// Sign signs digest, the message's hash (any length: ECDSA uses its leftmost
// bitlen(n) bits), and returns the signature in ASN.1 DER, which makes
// *PrivateKey a crypto.Signer; its partner is PublicKey.VerifyASN1. opts is
// not used (the digest is taken as it is) and may be nil.
//
// The nonce is hedged (see Curve.Sign): derived from the key, the digest
// and fresh bytes from rand (the operating system's source if nil), so a
// broken or repeating rand, as crypto/x509 or crypto/tls may pass, never
// reveals the key. It is Curve.SignASN1 on k.
//
// Errors wrap ErrPrivateKey (k is a zero value) or ErrRandom; compare with
// errors.Is.
func (k *PrivateKey) Sign(rand io.Reader, digest []byte, opts crypto.SignerOpts) ([]byte, error) {
	if k.isZero() {
		return nil, errNilPrivateKey
	}
	return k.curve.SignASN1(rand, k.d[:k.curve.PrivateKeySize()], digest)
}

// Curve returns the key's curve (nil for a zero value).
func (k *PublicKey) Curve() *Curve {
	if k == nil {
		return nil
	}
	return k.curve
}

// raw returns the key's X‖Y without copying.
func (k *PublicKey) raw() []byte { return k.q[:k.curve.PublicKeySize()] }

// Bytes returns the SEC 1 uncompressed encoding 0x04‖X‖Y, as
// crypto/ecdh.PublicKey.Bytes does, so that
// ecdh.P256().NewPublicKey(k.Bytes()) works (nil for a zero value).
// micro-ecc's raw X‖Y is BytesXY.
func (k *PublicKey) Bytes() []byte {
	if k.isZero() {
		return nil
	}
	out := make([]byte, 1, 1+k.curve.PublicKeySize())
	out[0] = 0x04
	return append(out, k.raw()...)
}

// BytesXY returns micro-ecc's raw encoding X‖Y (PublicKeySize bytes,
// without the 0x04 of Bytes), the form of uECC_make_key's public key and
// of Curve.Verify's pub (nil for a zero value).
func (k *PublicKey) BytesXY() []byte {
	if k.isZero() {
		return nil
	}
	return append([]byte(nil), k.raw()...)
}

// BytesCompressed returns the SEC 1 compressed encoding (0x02 | 0x03)‖X
// (nil for a zero value).
func (k *PublicKey) BytesCompressed() []byte {
	if k.isZero() {
		return nil
	}
	fb := k.curve.FieldSize()
	out := make([]byte, 1+fb)
	out[0] = 0x02 | k.q[2*fb-1]&1
	copy(out[1:], k.q[:fb])
	return out
}

// Equal reports whether x is a *PublicKey of the same curve and the same
// point. Zero values equal nothing.
func (k *PublicKey) Equal(x crypto.PublicKey) bool {
	o, ok := x.(*PublicKey)
	if !ok || k.isZero() || o.isZero() || o.curve != k.curve {
		return false
	}
	return subtle.ConstantTimeCompare(k.raw(), o.raw()) == 1
}

// Verify checks the raw signature sig = r‖s (SignatureSize bytes) of the
// message digest hash, as Curve.Verify; its partner is Curve.Sign. A DER
// signature (what PrivateKey.Sign makes) goes to VerifyASN1, and the error
// for one given here says so. It returns nil if the signature is valid and
// then allocates nothing.
//
// Errors wrap ErrPublicKey (k is a zero value), ErrLength or ErrSignature;
// compare with errors.Is.
func (k *PublicKey) Verify(hash, sig []byte) error {
	if k.isZero() {
		return errNilPublicKey
	}
	return k.curve.Verify(k.raw(), hash, sig)
}

// VerifyASN1 checks the ASN.1 DER signature sig of the message digest hash,
// as Curve.VerifyASN1; its partner is PrivateKey.Sign. It returns nil if the
// signature is valid.
//
// Errors wrap ErrPublicKey (k is a zero value) or ErrSignature; compare with
// errors.Is.
func (k *PublicKey) VerifyASN1(hash, sig []byte) error {
	if k.isZero() {
		return errNilPublicKey
	}
	return k.curve.VerifyASN1(k.raw(), hash, sig)
}
