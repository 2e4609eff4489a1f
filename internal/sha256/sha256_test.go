package sha256

import (
	std "crypto/sha256"
	"encoding/hex"
	"math/rand/v2"
	"testing"
)

// TestKnownAnswers: FIPS 180-4's examples (NIST's "SHA256.pdf": "abc" and
// the two-block message) and the empty string.
func TestKnownAnswers(t *testing.T) {
	for in, want := range map[string]string{
		"":    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
		"abc": "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
		"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq": "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
	} {
		h := New()
		h.Write([]byte(in))
		if got := hex.EncodeToString(h.Sum(nil)); got != want {
			t.Errorf("SHA-256(%q) = %s, want %s", in, got, want)
		}
	}
}

// TestAgainstCryptoSHA256: every length up to four blocks, written in random
// pieces, hashes as crypto/sha256 hashes it, and Sum leaves the state as it
// was.
func TestAgainstCryptoSHA256(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 0; n <= 4*BlockSize+1; n++ {
		msg := make([]byte, n)
		for i := range msg {
			msg[i] = byte(rng.Uint32())
		}
		want := std.Sum256(msg)
		h := New()
		for rest := msg; len(rest) > 0; {
			c := 1 + rng.IntN(len(rest))
			h.Write(rest[:c])
			rest = rest[c:]
		}
		if got := h.Sum(nil); string(got) != string(want[:]) || string(h.Sum(nil)) != string(want[:]) {
			t.Fatalf("length %d: %x, want %x", n, got, want)
		}
		h.Reset()
		h.Write(msg)
		if got := h.Sum(nil); string(got) != string(want[:]) {
			t.Fatalf("length %d after Reset: %x", n, got)
		}
	}
}
