package secp521r1

import (
	"crypto/ecdh"
	"crypto/elliptic"
	"crypto/sha512"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc/ecctest"
)

// stdlib is P-521 in crypto/ecdh and crypto/elliptic, with SHA-512 digests.
var stdlib = ecctest.Stdlib{
	ECDH:     ecdh.P521(),
	Elliptic: elliptic.P521(),
	Hash:     func(m []byte) []byte { h := sha512.Sum512(m); return h[:] },
}

func TestAgainstStdlib(t *testing.T) { ecctest.AgainstStdlib(t, New(), stdlib) }

func BenchmarkAgainstStdlib(b *testing.B) { ecctest.BenchmarkAgainstStdlib(b, New(), stdlib) }
