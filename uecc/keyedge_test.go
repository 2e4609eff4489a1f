package uecc_test

import (
	"bytes"
	"crypto/sha256"
	"math/big"
	"slices"
	"testing"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/tests/vectors"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// candidateReader yields first, then an endless SHA-256 counter stream.
type candidateReader struct {
	first []byte
	ctr   uint64
	buf   []byte
}

func (r *candidateReader) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		if len(r.first) > 0 {
			k := copy(p[n:], r.first)
			r.first, n = r.first[k:], n+k
			continue
		}
		if len(r.buf) == 0 {
			h := sha256.Sum256([]byte{byte(r.ctr), byte(r.ctr >> 8), byte(r.ctr >> 16)})
			r.buf, r.ctr = h[:], r.ctr+1
		}
		k := copy(p[n:], r.buf)
		r.buf, n = r.buf[k:], n+k
	}
	return n, nil
}

// TestGenerateKeyKeepsEdgeCandidates: a first private-key candidate of 1,
// n−2 or n−1, which micro-ecc's ladder rejects (it then draws again), is a
// valid key here and is kept, with its public key (docs/COMPATIBILITY.md,
// "Deviations from micro-ecc"). The candidate is one request of
// micro-ecc's size for the target, read as a little-endian integer.
func TestGenerateKeyKeepsEdgeCandidates(t *testing.T) {
	word := vectors.MicroECCWordBytes()
	for _, c := range uecc.Curves() {
		n, _ := new(big.Int).SetString(c.Params().N, 16)
		words := (n.BitLen() + 8*word - 1) / (8 * word)
		for _, d := range []*big.Int{big.NewInt(1), new(big.Int).Sub(n, big.NewInt(2)), new(big.Int).Sub(n, big.NewInt(1))} {
			le := d.FillBytes(make([]byte, words*word))
			slices.Reverse(le)
			pub, priv := make([]byte, c.PublicKeySize()), make([]byte, c.PrivateKeySize())
			if err := microecc.For(c).MakeKey(pub, priv, &candidateReader{first: le}); err != nil {
				t.Fatalf("%s: GenerateKey with first candidate %x: %v", c.Name(), d, err)
			}
			want := d.FillBytes(make([]byte, c.PrivateKeySize()))
			if !bytes.Equal(priv, want) {
				t.Errorf("%s: first candidate %x gave the private key %x", c.Name(), d, priv)
				continue
			}
			if wantPub, err := microeccalloc.PublicKey(c, want); err != nil || !bytes.Equal(pub, wantPub) {
				t.Errorf("%s: d = %x: public key %x, PublicKey %x (%v)", c.Name(), d, pub, wantPub, err)
			}
		}
	}
}
