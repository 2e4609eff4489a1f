// Package bip340 embeds the test vectors of BIP 340 (Schnorr signatures
// for secp256k1), test-vectors.csv, an unmodified copy of bitcoin/bips'
// bip-0340/test-vectors.csv (provenance in ../README.md), so that a test
// binary that reads them through CSV carries them inside it.
package bip340

import _ "embed"

//go:embed test-vectors.csv
var csvText string

// CSV returns the text of test-vectors.csv: a header line, then one line
// per vector with the columns index, secret key, public key, aux_rand,
// message, signature, verification result (TRUE or FALSE) and comment; hex
// is upper case, and empty secret key and aux_rand mean a verification-only
// vector.
func CSV() string { return csvText }
