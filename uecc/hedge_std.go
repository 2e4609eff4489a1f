//go:build !uecc_nostdconv

package uecc

import (
	"crypto/sha256"
	"hash"
)

// newHedgeHash returns the hash of the hedged nonces: crypto/sha256, with
// the CPU's SHA instructions where it has them. The C library's build
// (uecc_nostdconv) has its own in hedge_nostd.go.
func newHedgeHash() hash.Hash { return sha256.New() }
