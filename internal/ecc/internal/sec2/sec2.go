// Package sec2 holds the SEC 2 domain parameters of the five curves. It is a
// leaf package so that both package ecc and its code generator can use it.
package sec2

// Params are the domain parameters of a short Weierstrass curve y² = x³ + ax + b
// over GF(p) with a base point G of prime order n (cofactor 1), as published in
// SEC 2 v2 (Certicom Research, "SEC 2: Recommended Elliptic Curve Domain
// Parameters", 2010), §2.
//
// Every value is big-endian hexadecimal without a prefix.
type Params struct {
	Name string // SEC 2 name, e.g. "secp256r1"

	P, A, B, N, Gx, Gy string

	FieldBytes  int // bytes of a field element: the size of X, Y, r, s and a shared secret
	ScalarBytes int // bytes of a private key or nonce: ⌈bitlen(n)/8⌉
	NBits       int // bitlen(n)
}

// The SEC 2 parameter sets. They are checked against independent sources:
// Go's crypto/elliptic (internal/ecc/params_test.go) and Wycheproof's
// ec_prime_order_curves_test.json (uecc/vectors_wycheproof_test.go).
var (
	Secp160r1 = Params{
		Name:        "secp160r1",
		P:           "ffffffffffffffffffffffffffffffff7fffffff",
		A:           "ffffffffffffffffffffffffffffffff7ffffffc",
		B:           "1c97befc54bd7a8b65acf89f81d4d4adc565fa45",
		N:           "0100000000000000000001f4c8f927aed3ca752257",
		Gx:          "4a96b5688ef573284664698968c38bb913cbfc82",
		Gy:          "23a628553168947d59dcc912042351377ac5fb32",
		FieldBytes:  20,
		ScalarBytes: 21,
		NBits:       161,
	}
	Secp192r1 = Params{
		Name:        "secp192r1",
		P:           "fffffffffffffffffffffffffffffffeffffffffffffffff",
		A:           "fffffffffffffffffffffffffffffffefffffffffffffffc",
		B:           "64210519e59c80e70fa7e9ab72243049feb8deecc146b9b1",
		N:           "ffffffffffffffffffffffff99def836146bc9b1b4d22831",
		Gx:          "188da80eb03090f67cbf20eb43a18800f4ff0afd82ff1012",
		Gy:          "07192b95ffc8da78631011ed6b24cdd573f977a11e794811",
		FieldBytes:  24,
		ScalarBytes: 24,
		NBits:       192,
	}
	Secp224r1 = Params{
		Name:        "secp224r1",
		P:           "ffffffffffffffffffffffffffffffff000000000000000000000001",
		A:           "fffffffffffffffffffffffffffffffefffffffffffffffffffffffe",
		B:           "b4050a850c04b3abf54132565044b0b7d7bfd8ba270b39432355ffb4",
		N:           "ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d",
		Gx:          "b70e0cbd6bb4bf7f321390b94a03c1d356c21122343280d6115c1d21",
		Gy:          "bd376388b5f723fb4c22dfe6cd4375a05a07476444d5819985007e34",
		FieldBytes:  28,
		ScalarBytes: 28,
		NBits:       224,
	}
	Secp256r1 = Params{
		Name:        "secp256r1",
		P:           "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff",
		A:           "ffffffff00000001000000000000000000000000fffffffffffffffffffffffc",
		B:           "5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b",
		N:           "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551",
		Gx:          "6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296",
		Gy:          "4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5",
		FieldBytes:  32,
		ScalarBytes: 32,
		NBits:       256,
	}
	Secp256k1 = Params{
		Name:        "secp256k1",
		P:           "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
		A:           "0000000000000000000000000000000000000000000000000000000000000000",
		B:           "0000000000000000000000000000000000000000000000000000000000000007",
		N:           "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141",
		Gx:          "79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798",
		Gy:          "483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8",
		FieldBytes:  32,
		ScalarBytes: 32,
		NBits:       256,
	}
)

// Secp384r1 and Secp521r1 are SEC 2's (= FIPS 186-4's P-384 and P-521).
var (
	Secp384r1 = Params{
		Name:        "secp384r1",
		P:           "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff",
		A:           "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000fffffffc",
		B:           "b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef",
		N:           "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973",
		Gx:          "aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7",
		Gy:          "3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f",
		FieldBytes:  48,
		ScalarBytes: 48,
		NBits:       384,
	}
	Secp521r1 = Params{
		Name:        "secp521r1",
		P:           "01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
		A:           "01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc",
		B:           "0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00",
		N:           "01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409",
		Gx:          "00c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3dbaa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd66",
		Gy:          "011839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e662c97ee72995ef42640c550b9013fad0761353c7086a272c24088be94769fd16650",
		FieldBytes:  66,
		ScalarBytes: 66,
		NBits:       521,
	}
)

// Large lists the curves above 256 bits: the generator writes their engine
// packages (Go only so far) and, after All's, their constants in capi's
// vli_curves.h; package uecc and the C library (uECC_ext.h) have them, and
// All stays micro-ecc's five.
var Large = []Params{Secp384r1, Secp521r1}

// All lists the five parameter sets, in micro-ecc's order of the curves.
var All = []Params{Secp160r1, Secp192r1, Secp224r1, Secp256r1, Secp256k1}
