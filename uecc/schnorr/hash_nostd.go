//go:build uecc_nostdconv

package schnorr

import (
	"hash"

	"github.com/uecc-go/uecc/internal/sha256"
)

// newHash returns the SHA-256 of BIP 340's tagged hashes: in the C library's build, internal/sha256, since crypto/sha256
// would link the FIPS 140 module (with os and time) into every C program
// (as package uecc's newHedgeHash).
func newHash() hash.Cloner { return sha256.New().(hash.Cloner) }
