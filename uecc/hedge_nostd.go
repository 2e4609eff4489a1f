//go:build uecc_nostdconv

package uecc

import (
	"hash"

	"github.com/uecc-go/uecc/internal/sha256"
)

// newHedgeHash returns the hash of the hedged nonces: in the C library's
// build, internal/sha256 (on the SHA extensions where the CPU has them),
// since crypto/sha256 would link the FIPS 140 module (with os and time)
// into every C program. Of the C library's signing functions only
// uECC_sign_hedged and its batch hedge (the others are micro-ecc's), with
// two SHA-256 blocks a nonce candidate.
func newHedgeHash() hash.Hash { return sha256.New() }
