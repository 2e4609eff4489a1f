//go:build !uecc_nostdconv

package schnorr

import (
	"hash"

	"crypto/sha256"
)

// newHash returns the SHA-256 of BIP 340's tagged hashes: crypto/sha256, with the CPU's SHA instructions where it has them. The C
// library's build (uecc_nostdconv) has its own in hash_nostd.go.
func newHash() hash.Cloner { return sha256.New().(hash.Cloner) }
