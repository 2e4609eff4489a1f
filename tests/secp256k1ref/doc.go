// Package secp256k1ref is a test oracle: BIP 340's key generation, signing
// and verification as libsecp256k1 (bitcoin-core/secp256k1, Debian's
// libsecp256k1-dev, installed by scripts/install-deps.sh) computes them,
// through cgo, for the cross-check of package uecc/schnorr in
// crosscheck_test.go. Nothing in the library uses it.
//
// The wrapper (secp256k1ref.go) needs cgo and the library's headers; built
// without cgo (CGO_ENABLED=0: the cross-compiled tests of make test-arm, a
// cross-compiled go vet) the package is this comment alone and its test
// skips, saying why.
package secp256k1ref
