//go:build !uecc_nostdconv

package uecc

// Conversions to and from the key types of crypto/ecdsa and crypto/ecdh, for
// the curves the standard library implements (secp224r1, secp256r1,
// secp384r1 and secp521r1 in crypto/ecdsa; the last three in crypto/ecdh).
// Importing those packages links their implementations and the FIPS 140
// module's start-up work into every program that uses this package; the
// build tag uecc_nostdconv leaves this file, and with it those packages, out
// (the C library is built so).

import (
	"bytes"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
)

// ellipticCurve returns the crypto/elliptic curve of c, or nil if the
// standard library has none.
func (c *Curve) ellipticCurve() elliptic.Curve {
	switch c {
	case secp224r1:
		return elliptic.P224()
	case secp256r1:
		return elliptic.P256()
	case secp384r1:
		return elliptic.P384()
	case secp521r1:
		return elliptic.P521()
	}
	return nil
}

// curveOfElliptic returns this package's curve for a crypto/elliptic curve,
// or nil (also for one a uecc_no_<name> build left out).
func curveOfElliptic(ec elliptic.Curve) *Curve {
	switch ec {
	case elliptic.P224():
		return secp224r1
	case elliptic.P256():
		return secp256r1
	case elliptic.P384():
		return secp384r1
	case elliptic.P521():
		return secp521r1
	}
	return nil
}

// ecdhCurve returns the crypto/ecdh curve of c, or nil if the standard
// library has none.
func (c *Curve) ecdhCurve() ecdh.Curve {
	switch c {
	case secp256r1:
		return ecdh.P256()
	case secp384r1:
		return ecdh.P384()
	case secp521r1:
		return ecdh.P521()
	}
	return nil
}

// curveOfECDH returns this package's curve for a crypto/ecdh curve, or nil
// (X25519, or a curve a uecc_no_<name> build left out).
func curveOfECDH(ec ecdh.Curve) *Curve {
	switch ec {
	case ecdh.P256():
		return secp256r1
	case ecdh.P384():
		return secp384r1
	case ecdh.P521():
		return secp521r1
	}
	return nil
}

func (c *Curve) noECDSA() error {
	return errorf(ErrUnsupportedCurve, "crypto/ecdsa has no "+c.Name()+" (it has secp224r1, secp256r1, secp384r1 and secp521r1 of these curves)")
}

func (c *Curve) noECDH() error {
	return errorf(ErrUnsupportedCurve, "crypto/ecdh has no "+c.Name()+" (it has secp256r1, secp384r1 and secp521r1 of these curves)")
}

// ECDSA returns k as a crypto/ecdsa public key, for secp224r1 (P-224),
// secp256r1 (P-256), secp384r1 (P-384) and secp521r1 (P-521).
//
// Errors wrap ErrUnsupportedCurve for the other curves; compare with
// errors.Is.
func (k *PublicKey) ECDSA() (*ecdsa.PublicKey, error) {
	if k.isZero() {
		return nil, errNilPublicKey
	}
	ec := k.curve.ellipticCurve()
	if ec == nil {
		return nil, k.curve.noECDSA()
	}
	pub, err := ecdsa.ParseUncompressedPublicKey(ec, k.Bytes())
	if err != nil { // k was checked to be on the curve
		return nil, errorf(ErrPublicKey, "crypto/ecdsa refused the key: "+err.Error())
	}
	return pub, nil
}

// ECDSA returns k as a crypto/ecdsa private key, for secp224r1 (P-224),
// secp256r1 (P-256), secp384r1 (P-384) and secp521r1 (P-521).
//
// Errors wrap ErrUnsupportedCurve for the other curves; compare with
// errors.Is.
func (k *PrivateKey) ECDSA() (*ecdsa.PrivateKey, error) {
	if k.isZero() {
		return nil, errNilPrivateKey
	}
	ec := k.curve.ellipticCurve()
	if ec == nil {
		return nil, k.curve.noECDSA()
	}
	priv, err := ecdsa.ParseRawPrivateKey(ec, k.d[:k.curve.PrivateKeySize()])
	if err != nil {
		return nil, errorf(ErrPrivateKey, "crypto/ecdsa refused the key: "+err.Error())
	}
	return priv, nil
}

// FromECDSAPublicKey returns pub as a public key of this package: its curve
// is Secp224r1, Secp256r1, Secp384r1 or Secp521r1 (the ones of these curves
// that crypto/ecdsa has).
//
// Errors wrap ErrUnsupportedCurve for a key of another curve (a
// crypto/elliptic curve given by its parameters) and ErrPublicKey for
// nil or a point not on the curve; compare with errors.Is.
func FromECDSAPublicKey(pub *ecdsa.PublicKey) (*PublicKey, error) {
	if pub == nil || pub.Curve == nil {
		return nil, errorf(ErrPublicKey, "nil crypto/ecdsa public key")
	}
	c := curveOfElliptic(pub.Curve)
	if c == nil {
		return nil, errorf(ErrUnsupportedCurve, "crypto/ecdsa key of "+pub.Curve.Params().Name+", not one of the curves of this package")
	}
	b, err := pub.Bytes()
	if err != nil {
		return nil, errorf(ErrPublicKey, "crypto/ecdsa public key: "+err.Error())
	}
	return c.NewPublicKey(b)
}

// FromECDSAPrivateKey returns priv as a private key of this package: its
// curve is Secp224r1, Secp256r1, Secp384r1 or Secp521r1. The public key is recomputed from the
// private scalar and must equal priv.PublicKey.
//
// Errors wrap ErrUnsupportedCurve for a key of another curve and
// ErrPrivateKey for nil or an invalid key (a scalar out of range, or a
// public key that does not match it); compare with errors.Is.
func FromECDSAPrivateKey(priv *ecdsa.PrivateKey) (*PrivateKey, error) {
	if priv == nil || priv.Curve == nil {
		return nil, errorf(ErrPrivateKey, "nil crypto/ecdsa private key")
	}
	c := curveOfElliptic(priv.Curve)
	if c == nil {
		return nil, errorf(ErrUnsupportedCurve, "crypto/ecdsa key of "+priv.Curve.Params().Name+", not one of the curves of this package")
	}
	d, err := priv.Bytes()
	if err != nil {
		return nil, errorf(ErrPrivateKey, "crypto/ecdsa private key: "+err.Error())
	}
	k, err := c.NewPrivateKey(d)
	if err != nil {
		return nil, err
	}
	q, err := priv.PublicKey.Bytes()
	if err != nil || !bytes.Equal(q, k.pub.Bytes()) {
		return nil, errorf(ErrPrivateKey, "the public key of the crypto/ecdsa private key is not its scalar times G")
	}
	return k, nil
}

// ECDH returns k as a crypto/ecdh public key, for secp256r1 (P-256),
// secp384r1 (P-384) and secp521r1 (P-521).
//
// Errors wrap ErrUnsupportedCurve for the other curves; compare with
// errors.Is.
func (k *PublicKey) ECDH() (*ecdh.PublicKey, error) {
	if k.isZero() {
		return nil, errNilPublicKey
	}
	ec := k.curve.ecdhCurve()
	if ec == nil {
		return nil, k.curve.noECDH()
	}
	pub, err := ec.NewPublicKey(k.Bytes())
	if err != nil {
		return nil, errorf(ErrPublicKey, "crypto/ecdh refused the key: "+err.Error())
	}
	return pub, nil
}

// ECDHPrivateKey returns k as a crypto/ecdh private key, for secp256r1
// (P-256), secp384r1 (P-384) and secp521r1 (P-521). (ECDH is the name of the
// key agreement method.)
//
// Errors wrap ErrUnsupportedCurve for the other curves; compare with
// errors.Is.
func (k *PrivateKey) ECDHPrivateKey() (*ecdh.PrivateKey, error) {
	if k.isZero() {
		return nil, errNilPrivateKey
	}
	ec := k.curve.ecdhCurve()
	if ec == nil {
		return nil, k.curve.noECDH()
	}
	priv, err := ec.NewPrivateKey(k.d[:k.curve.PrivateKeySize()])
	if err != nil {
		return nil, errorf(ErrPrivateKey, "crypto/ecdh refused the key: "+err.Error())
	}
	return priv, nil
}

// FromECDHPublicKey returns pub as a public key of this package, for a key of
// ecdh.P256(), ecdh.P384() or ecdh.P521() (Secp256r1, Secp384r1, Secp521r1).
//
// Errors wrap ErrUnsupportedCurve for X25519 and ErrPublicKey for nil;
// compare with errors.Is.
func FromECDHPublicKey(pub *ecdh.PublicKey) (*PublicKey, error) {
	if pub == nil {
		return nil, errorf(ErrPublicKey, "nil crypto/ecdh public key")
	}
	c := curveOfECDH(pub.Curve())
	if c == nil {
		return nil, errorf(ErrUnsupportedCurve, "crypto/ecdh key of "+curveName(pub.Curve())+", not one of the curves of this package")
	}
	return c.NewPublicKey(pub.Bytes())
}

// FromECDHPrivateKey returns priv as a private key of this package, for a key
// of ecdh.P256(), ecdh.P384() or ecdh.P521() (Secp256r1, Secp384r1,
// Secp521r1).
//
// Errors wrap ErrUnsupportedCurve for X25519 and
// ErrPrivateKey for nil; compare with errors.Is.
func FromECDHPrivateKey(priv *ecdh.PrivateKey) (*PrivateKey, error) {
	if priv == nil {
		return nil, errorf(ErrPrivateKey, "nil crypto/ecdh private key")
	}
	c := curveOfECDH(priv.Curve())
	if c == nil {
		return nil, errorf(ErrUnsupportedCurve, "crypto/ecdh key of "+curveName(priv.Curve())+", not one of the curves of this package")
	}
	return c.NewPrivateKey(priv.Bytes())
}

// curveName names a crypto/ecdh curve (its String method is the only name
// it has).
func curveName(c ecdh.Curve) string {
	if s, ok := c.(interface{ String() string }); ok {
		return s.String()
	}
	return "an unknown curve"
}
