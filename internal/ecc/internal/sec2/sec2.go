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

// All lists the five parameter sets, in micro-ecc's order of the curves.
var All = []Params{Secp160r1, Secp192r1, Secp224r1, Secp256r1, Secp256k1}
