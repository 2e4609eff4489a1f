//go:build uecc_nostdconv

package uecc

import (
	"hash"

	"github.com/uecc-go/uecc/internal/sha256"
)

// newHedgeHash returns the hash of the hedged nonces: in the C library's
// build, a plain-Go SHA-256, since crypto/sha256 would link the FIPS 140
// module (with os and time) into every C program; the C library's signing
// functions do not hedge (they are micro-ecc's), so it is rarely called.
func newHedgeHash() hash.Hash { return sha256.New() }
