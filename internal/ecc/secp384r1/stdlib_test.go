package secp384r1

import (
	"crypto/ecdh"
	"crypto/elliptic"
	"crypto/sha512"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc/ecctest"
)

// stdlib is P-384 in crypto/ecdh and crypto/elliptic, with SHA-384 digests.
var stdlib = ecctest.Stdlib{
	ECDH:     ecdh.P384(),
	Elliptic: elliptic.P384(),
	Hash:     func(m []byte) []byte { h := sha512.Sum384(m); return h[:] },
}

func TestAgainstStdlib(t *testing.T) { ecctest.AgainstStdlib(t, New(), stdlib) }

func BenchmarkAgainstStdlib(b *testing.B) { ecctest.BenchmarkAgainstStdlib(b, New(), stdlib) }
