package uecc_test

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/sha256"
	"errors"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	decredecdsa "github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
)

// streamReader gives the bytes of a seeded ChaCha8 stream: two readers of
// the same seed give the same bytes, however the reads are cut.
func streamReader(seed byte) *rand.ChaCha8 {
	var s [32]byte
	s[0] = seed
	return rand.NewChaCha8(s)
}

// TestSignBatchMatchesSign: on every curve, SignBatch's signatures are
// those of Sign given the same stream of fresh bytes, one call per digest
// in order (batches of 0, 1, 2 and 40 digests of several lengths; on
// secp160r1, where about one nonce candidate in two is refused, some
// members take the one-by-one path), and each verifies. The sizes run
// twice: a curve's first calls go without the fixed-base table (and the
// batch signs one by one), which is due after ecc.BaseTableAfter = 10
// multiplications, so the second round shares the inversions.
func TestSignBatchMatchesSign(t *testing.T) {
	for _, c := range uecc.Curves() {
		t.Run(c.Name(), func(t *testing.T) {
			pub, priv, err := microeccalloc.GenerateKey(c, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, size := range []int{0, 1, 2, 40, 0, 1, 2, 40} {
				hashes := make([][]byte, size)
				for i := range hashes {
					h := sha256.Sum256([]byte{byte(size), byte(i)})
					hashes[i] = h[:1+i%32]
				}
				seed := byte(size)
				sigs, err := c.SignBatch(streamReader(seed), priv, hashes)
				if err != nil {
					t.Fatal(err)
				}
				if len(sigs) != size {
					t.Fatalf("%d digests, %d signatures", size, len(sigs))
				}
				one := streamReader(seed)
				for i, h := range hashes {
					want, err := c.Sign(one, priv, h)
					if err != nil {
						t.Fatal(err)
					}
					if !bytes.Equal(sigs[i], want) {
						t.Fatalf("batch of %d, member %d: %x, Sign gives %x", size, i, sigs[i], want)
					}
					if err := c.Verify(pub, h, sigs[i]); err != nil {
						t.Fatalf("batch of %d, member %d: %v", size, i, err)
					}
				}
			}
		})
	}
}

// TestSignBatchCrossCheck: batch signatures verify with crypto/ecdsa (the
// NIST curves it has) and with decred (secp256k1), and fail there once a
// bit of the digest is flipped.
func TestSignBatchCrossCheck(t *testing.T) {
	hashes := make([][]byte, 24)
	for i := range hashes {
		h := sha256.Sum256([]byte{'b', byte(i)})
		hashes[i] = h[:]
	}
	for _, sc := range []struct {
		ec elliptic.Curve
		c  *uecc.Curve
	}{
		{elliptic.P224(), uecc.Secp224r1()},
		{elliptic.P256(), uecc.Secp256r1()},
		{elliptic.P384(), uecc.Secp384r1()},
		{elliptic.P521(), uecc.Secp521r1()},
	} {
		c := sc.c
		_, priv, err := microeccalloc.GenerateKey(c, nil)
		if err != nil {
			t.Fatal(err)
		}
		sk, err := ecdsa.ParseRawPrivateKey(sc.ec, priv)
		if err != nil {
			t.Fatal(err)
		}
		sigs, err := c.SignBatch(nil, priv, hashes)
		if err != nil {
			t.Fatal(err)
		}
		fb := c.FieldSize()
		for i, sig := range sigs {
			r, s := new(big.Int).SetBytes(sig[:fb]), new(big.Int).SetBytes(sig[fb:])
			if !ecdsa.Verify(&sk.PublicKey, hashes[i], r, s) {
				t.Fatalf("%s: crypto/ecdsa rejects batch member %d: %x", c.Name(), i, sig)
			}
			bad := bytes.Clone(hashes[i])
			bad[0] ^= 1
			if ecdsa.Verify(&sk.PublicKey, bad, r, s) {
				t.Fatalf("%s: crypto/ecdsa accepts member %d for another digest", c.Name(), i)
			}
		}
	}
	c := uecc.Secp256k1()
	pub, priv, err := microeccalloc.GenerateKey(c, nil)
	if err != nil {
		t.Fatal(err)
	}
	dpub, err := secp256k1.ParsePubKey(append([]byte{4}, pub...))
	if err != nil {
		t.Fatal(err)
	}
	sigs, err := c.SignBatch(nil, priv, hashes)
	if err != nil {
		t.Fatal(err)
	}
	for i, sig := range sigs {
		var r, s secp256k1.ModNScalar
		r.SetByteSlice(sig[:32])
		s.SetByteSlice(sig[32:])
		if !decredecdsa.NewSignature(&r, &s).Verify(hashes[i], dpub) {
			t.Fatalf("decred rejects batch member %d: %x", i, sig)
		}
		bad := bytes.Clone(hashes[i])
		bad[31] ^= 1
		if decredecdsa.NewSignature(&r, &s).Verify(bad, dpub) {
			t.Fatalf("decred accepts member %d for another digest", i)
		}
	}
}

// TestSignBatchErrors: a bad key or a failing reader gives the error Sign
// gives, and no signatures.
func TestSignBatchErrors(t *testing.T) {
	c := uecc.Secp256r1()
	_, priv, err := microeccalloc.GenerateKey(c, nil)
	if err != nil {
		t.Fatal(err)
	}
	hashes := [][]byte{{1}, {2}, {3}}
	for _, tc := range []struct {
		name string
		priv []byte
		r    func() *shortReader
		want error
	}{
		{"short key", priv[1:], nil, uecc.ErrLength},
		{"zero key", make([]byte, 32), nil, uecc.ErrPrivateKey},
		{"order", orderBytes(c), nil, uecc.ErrPrivateKey},
		{"reader short by one byte", priv, func() *shortReader { return &shortReader{n: 3*32 - 1} }, uecc.ErrRandom},
	} {
		var sigs [][]byte
		var err error
		if tc.r != nil {
			sigs, err = c.SignBatch(tc.r(), tc.priv, hashes)
		} else {
			sigs, err = c.SignBatch(nil, tc.priv, hashes)
		}
		if !errors.Is(err, tc.want) || sigs != nil {
			t.Errorf("%s: %d signatures, %v; want none and %v", tc.name, len(sigs), err, tc.want)
		}
	}
	if _, err := c.SignBatch(errReader{}, priv, hashes); !errors.Is(err, uecc.ErrRandom) {
		t.Errorf("failing reader: %v, want ErrRandom", err)
	}
}

// orderBytes returns n, the curve's order, as a private key's bytes.
func orderBytes(c *uecc.Curve) []byte {
	n, _ := new(big.Int).SetString(c.Params().N, 16)
	return n.FillBytes(make([]byte, c.PrivateKeySize()))
}
