package uecc

import (
	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/internal/hexconst"
	"github.com/uecc-go/uecc/uecc/internal/bridge"
)

// Curve is one of the seven supported curves. Obtain it from Secp160r1,
// Secp192r1, Secp224r1, Secp256r1, Secp256k1, Secp384r1 or Secp521r1; the
// values are shared and safe for concurrent use.
type Curve struct {
	eng    ecc.Engine
	params *ecc.Params

	n, p []byte // the order and the field prime, big-endian, without leading zeros
}

func newCurve(eng ecc.Engine) *Curve {
	params := eng.Params()
	return &Curve{eng: eng, params: params, n: magnitude(params.N), p: magnitude(params.P)}
}

// magnitude decodes a curve constant to big-endian bytes without leading
// zeros.
func magnitude(hexValue string) []byte {
	m := trimMag(hexconst.Decode(hexValue))
	if len(m) == 0 {
		panic("uecc: bad curve constant " + hexValue)
	}
	return m
}

// The seven curves, each set by the init function of its own file
// (curve_<name>.go). A build with the tag uecc_no_<name> leaves that file
// out, and with it the curve's code: the curve's function then returns nil
// and Curves leaves it out. The tags are for programs that need the smallest
// binary (the C library's UECC_CURVES, docs/C-API.md); without them every
// curve is there.
var secp160r1, secp192r1, secp224r1, secp256r1, secp256k1, secp384r1, secp521r1 *Curve

// Secp160r1 returns the curve secp160r1 (SEC 2). Its order n has 161 bits, so
// its private keys are 21 bytes while coordinates, r and s are 20.
//
// It returns nil in a build with the tag uecc_no_secp160r1.
func Secp160r1() *Curve { return secp160r1 }

// Secp192r1 returns the curve secp192r1 (SEC 2), also called NIST P-192.
//
// It returns nil in a build with the tag uecc_no_secp192r1.
func Secp192r1() *Curve { return secp192r1 }

// Secp224r1 returns the curve secp224r1 (SEC 2), also called NIST P-224.
//
// It returns nil in a build with the tag uecc_no_secp224r1.
func Secp224r1() *Curve { return secp224r1 }

// Secp256r1 returns the curve secp256r1 (SEC 2), also called NIST P-256 and
// prime256v1.
//
// It returns nil in a build with the tag uecc_no_secp256r1.
func Secp256r1() *Curve { return secp256r1 }

// Secp256k1 returns the curve secp256k1 (SEC 2), the curve of Bitcoin.
//
// It returns nil in a build with the tag uecc_no_secp256k1.
func Secp256k1() *Curve { return secp256k1 }

// Secp384r1 returns the curve secp384r1 (SEC 2), also called NIST P-384.
// micro-ecc does not have it: from C it is uECC_secp384r1 of uECC_ext.h.
//
// It returns nil in a build with the tag uecc_no_secp384r1.
func Secp384r1() *Curve { return secp384r1 }

// Secp521r1 returns the curve secp521r1 (SEC 2), also called NIST P-521.
// Its field has 521 bits, so coordinates, private keys, r and s are 66 bytes
// whose first byte is at most 1. micro-ecc does not have it: from C it is
// uECC_secp521r1 of uECC_ext.h.
//
// It returns nil in a build with the tag uecc_no_secp521r1.
func Secp521r1() *Curve { return secp521r1 }

// Curves returns the seven curves, smallest first (micro-ecc's five, then
// secp384r1 and secp521r1); in a build with uecc_no_<name> tags (which leave
// curves out of a program, as the C library's UECC_CURVES does), the ones it
// has.
func Curves() []*Curve {
	all := make([]*Curve, 0, 7)
	for _, c := range []*Curve{secp160r1, secp192r1, secp224r1, secp256r1, secp256k1, secp384r1, secp521r1} {
		if c != nil {
			all = append(all, c)
		}
	}
	return all
}

// Name returns the SEC 2 name of the curve, e.g. "secp256r1".
func (c *Curve) Name() string { return c.params.Name }

// Params are a curve's domain parameters (SEC 2 v2, §2): the curve
// y² = x³ + ax + b over GF(p) with the base point G = (Gx, Gy) of prime order
// n and cofactor 1. The integers are big-endian hexadecimal, lower case.
type Params struct {
	Name string // SEC 2 name, e.g. "secp256r1"

	P, A, B, N, Gx, Gy string

	FieldBytes  int // bytes of a coordinate: the size of X, Y, r, s and an ECDH secret
	ScalarBytes int // bytes of a private key: ⌈bitlen(n)/8⌉ (21 on secp160r1)
	NBits       int // bitlen(n)
}

// Params returns the curve's domain parameters, a copy.
func (c *Curve) Params() Params { return Params(*c.params) }

// FieldSize returns the size in bytes of one coordinate: 20, 24, 28, 32, 32,
// 48 or 66.
func (c *Curve) FieldSize() int { return c.params.FieldBytes }

// PrivateKeySize returns the size in bytes of a private key: ⌈bitlen(n)/8⌉,
// which is 21 for secp160r1 and the field size for the others.
func (c *Curve) PrivateKeySize() int { return c.params.ScalarBytes }

// PublicKeySize returns the size in bytes of a raw public key X‖Y,
// micro-ecc's encoding (PublicKey.BytesXY); the SEC 1 encodings are one
// byte longer (PublicKey.Bytes) and FieldSize + 1 bytes (compressed).
func (c *Curve) PublicKeySize() int { return 2 * c.params.FieldBytes }

// SignatureSize returns the size in bytes of a raw signature r‖s.
func (c *Curve) SignatureSize() int { return 2 * c.params.FieldBytes }

func init() {
	bridge.EngineOf = func(curve any) ecc.Engine { return curve.(*Curve).eng }
}
