//go:build amd64 && !purego && !valgrind

package sha256

import (
	"math/rand/v2"
	"testing"
)

// TestSHANIMatchesGeneric: the compression function on the SHA extensions
// and in Go give the same chaining value for random chaining values and
// blocks (TestAgainstCryptoSHA256 holds the one that block runs to
// crypto/sha256).
func TestSHANIMatchesGeneric(t *testing.T) {
	if !useSHANI {
		t.Skip("the CPU has no SHA extensions")
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 20000; i++ {
		var h [8]uint32
		var p [BlockSize]byte
		for j := range h {
			h[j] = rng.Uint32()
		}
		for j := range p {
			p[j] = byte(rng.Uint32())
		}
		got, want := h, h
		blockSHANI(&got, &p)
		blockGeneric(&want, &p)
		if got != want {
			t.Fatalf("chaining value %08x, block %x: blockSHANI %08x, blockGeneric %08x", h, p, got, want)
		}
	}
}

func BenchmarkBlock(b *testing.B) {
	var h [8]uint32
	var p [BlockSize]byte
	b.Run("generic", func(b *testing.B) {
		for b.Loop() {
			blockGeneric(&h, &p)
		}
	})
	if useSHANI {
		b.Run("shani", func(b *testing.B) {
			for b.Loop() {
				blockSHANI(&h, &p)
			}
		})
	}
}
