package uecc

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"math/big"
	"testing"
)

// reversed returns b's bytes in reverse order.
func reversed(b []byte) []byte {
	r := make([]byte, len(b))
	for i := range b {
		r[len(b)-1-i] = b[i]
	}
	return r
}

// refMicroECCNonceLE is an independent model of micro-ecc's deterministic
// nonce with the HMAC inputs a little-endian build uses (the first FieldSize
// bytes of the caller's little-endian key, the digest as given): HMAC-DRBG
// over SHA-256, candidates of c.nDraw.size bytes read little-endian and
// masked to bitlen(n), the first one in [1, n-1].
func refMicroECCNonceLE(c *Curve, privLE, hash []byte) *big.Int {
	mac := func(key []byte, parts ...[]byte) []byte {
		m := hmac.New(sha256.New, key)
		for _, p := range parts {
			m.Write(p)
		}
		return m.Sum(nil)
	}
	x := privLE[:c.params.FieldBytes]
	k := make([]byte, 32)
	v := bytes.Repeat([]byte{1}, 32)
	k = mac(k, v, []byte{0}, x, hash)
	v = mac(k, v)
	k = mac(k, v, []byte{1}, x, hash)
	v = mac(k, v)
	n, _ := new(big.Int).SetString(c.params.N, 16)
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(c.params.NBits)), big.NewInt(1))
	for {
		var t []byte
		for len(t) < c.nDraw.size {
			v = mac(k, v)
			t = append(t, v...)
		}
		cand := new(big.Int).SetBytes(reversed(t[:c.nDraw.size]))
		cand.And(cand, mask)
		if cand.Sign() > 0 && cand.Cmp(n) < 0 {
			return cand
		}
		k = mac(k, v, []byte{0})
		v = mac(k, v)
	}
}

// TestSignMicroECCLittleEndian checks SignMicroECCLittleEndianTo on every
// curve against an independent derivation: r must be x(k·G) mod n for the
// nonce k of refMicroECCNonceLE and s = k⁻¹(e + r·d) mod n (math/big) for
// the digest prefix e read little-endian, and the signature, converted to
// big-endian, must verify. Errors leave sig
// unchanged, and the big-endian signers' outputs are not affected.
func TestSignMicroECCLittleEndian(t *testing.T) {
	for _, c := range []*Curve{Secp160r1(), Secp192r1(), Secp224r1(), Secp256r1(), Secp256k1()} {
		t.Run(c.params.Name, func(t *testing.T) {
			fb, sb := c.params.FieldBytes, c.params.ScalarBytes
			n, _ := new(big.Int).SetString(c.params.N, 16)
			for i, hlen := range []int{0, 1, 20, 32, 48} {
				seed := sha256.Sum256([]byte{byte(i), byte(fb)})
				d := new(big.Int).SetBytes(seed[:])
				d.Mod(d, new(big.Int).Sub(n, big.NewInt(1)))
				d.Add(d, big.NewInt(1))
				privBE := d.FillBytes(make([]byte, sb))
				privLE := reversed(privBE)
				hash := make([]byte, hlen)
				for j := range hash {
					hash[j] = byte(7*j + i + 1)
				}
				sig := make([]byte, 2*fb)
				if err := c.SignMicroECCLittleEndianTo(sig, sha256.New(), privLE, hash, nil); err != nil {
					t.Fatalf("hash %d bytes: %v", hlen, err)
				}
				k := refMicroECCNonceLE(c, privLE, hash)
				kG, err := c.PublicKey(k.FillBytes(make([]byte, sb)))
				if err != nil {
					t.Fatal(err)
				}
				r := new(big.Int).SetBytes(kG[:fb])
				r.Mod(r, n)
				if got := new(big.Int).SetBytes(reversed(sig[:fb])); got.Cmp(r) != 0 {
					t.Errorf("hash %d bytes: r = %x, want x(kG) mod n = %x", hlen, got, r)
				}
				// s = k⁻¹(e + r·d) mod n, e the digest prefix read little-endian.
				l := min(hlen, sb)
				e := new(big.Int).SetBytes(reversed(hash[:l]))
				if 8*l > c.params.NBits {
					e.Rsh(e, uint(8*l-c.params.NBits))
				}
				sWant := new(big.Int).Mul(r, d)
				sWant.Add(sWant, e)
				sWant.Mul(sWant, new(big.Int).ModInverse(k, n))
				sWant.Mod(sWant, n)
				if got := new(big.Int).SetBytes(reversed(sig[fb:])); got.Cmp(sWant) != 0 {
					t.Errorf("hash %d bytes: s = %x, want %x", hlen, got, sWant)
				}
				sigBE := append(reversed(sig[:fb]), reversed(sig[fb:])...)
				pub, _ := c.PublicKey(privBE)
				if err := c.Verify(pub, reversed(hash[:l]), sigBE); err != nil {
					t.Errorf("hash %d bytes: the big-endian form does not verify: %v", hlen, err)
				}
				// With blinding draws the signature is the same.
				sig2 := make([]byte, 2*fb)
				if err := c.SignMicroECCLittleEndianTo(sig2, sha256.New(), privLE, hash, bytes.NewReader(bytes.Repeat([]byte{0x5a}, 4096))); err != nil || !bytes.Equal(sig, sig2) {
					t.Errorf("hash %d bytes: with blinding draws %x (%v), without %x", hlen, sig2, err, sig)
				}
			}
			// Errors: bad key (0 and n read little-endian), bad lengths; sig unchanged.
			sig := bytes.Repeat([]byte{0xaa}, 2*fb)
			for _, bad := range [][]byte{make([]byte, sb), reversed(n.FillBytes(make([]byte, sb)))} {
				if err := c.SignMicroECCLittleEndianTo(sig, sha256.New(), bad, []byte{1}, nil); err != ErrPrivateKey {
					t.Errorf("bad key: %v, want ErrPrivateKey", err)
				}
			}
			if err := c.SignMicroECCLittleEndianTo(sig[:1], sha256.New(), make([]byte, sb), nil, nil); err != ErrLength {
				t.Errorf("short sig: %v", err)
			}
			one := make([]byte, sb)
			one[0] = 1
			if err := c.SignMicroECCLittleEndianTo(sig, nil, one, nil, nil); err != ErrHash {
				t.Errorf("nil hash: %v", err)
			}
			if !bytes.Equal(sig, bytes.Repeat([]byte{0xaa}, 2*fb)) {
				t.Errorf("sig written on error")
			}
		})
	}
}
