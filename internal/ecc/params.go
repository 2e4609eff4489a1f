// Package ecc is the shared part of the arithmetic engine behind package uecc:
// the SEC 2 parameters of secp160r1, secp192r1, secp224r1, secp256r1 and
// secp256k1, the Engine interface (the operations ECDSA and ECDH need), and
// what every curve's code uses: the signed-digit recodings of scalars, the
// safegcd inversion, the Montgomery multiplication of the scalar fields, the
// formula programs, the CPU feature test.
//
// Each curve is a package below this one (internal/ecc/secp256r1, …), with a
// specialised, constant-time implementation of Engine (its New): field,
// scalar and point code produced by the generator in internal/gen from one
// set of templates (`go generate ./internal/ecc`), so that every curve runs
// the same algorithms on arithmetic fully unrolled for its own moduli.
//
// Most programs should use package uecc, which adds the key, signature and
// random-number rules on top of this engine.
package ecc

//go:generate go run ./internal/gen -out . -capi ../../capi

import "github.com/uecc-go/uecc/internal/ecc/internal/sec2"

// Params are the domain parameters of a short Weierstrass curve y² = x³ + ax + b
// over GF(p) with a base point G of prime order n (cofactor 1), as published in
// SEC 2 v2 (Certicom Research, "SEC 2: Recommended Elliptic Curve Domain
// Parameters", 2010), §2. Every value is big-endian hexadecimal.
type Params = sec2.Params

// The parameter sets themselves are package sec2's (internal/sec2, which
// the generator reads too), each curve's reached through its engine's
// Params. They are checked against independent sources: Go's crypto/elliptic
// (internal/ecc/params_test.go) and Wycheproof's
// ec_prime_order_curves_test.json (uecc/vectors_wycheproof_test.go).
