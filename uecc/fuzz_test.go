package uecc_test

// Fuzz targets for every function that takes untrusted input, each checked
// against an independent oracle rather than only for panics:
//
//   FuzzDecompress          DecompressTo on any bytes, vs internal/bigref
//   FuzzValidPublicKey      ValidPublicKey on any bytes, vs internal/bigref
//   FuzzVerify              Verify on any key, hash and signature (any lengths)
//   FuzzVerifyMutated       Verify on a valid (key, hash, signature) with one
//                           part mutated, vs internal/bigref
//   FuzzSharedSecret        SharedSecretTo with any private key and peer key
//   FuzzDifferential        Verify and SharedSecret vs crypto/ecdsa, crypto/ecdh,
//                           crypto/elliptic (P-224, P-256) and decred
//                           secp256k1/v4, on the same inputs
//   FuzzSignatureFromASN1   SignatureFromASN1 on any bytes, vs the
//                           encoding/asn1 parser of the Wycheproof test; an
//                           accepted input re-encodes to itself
//   FuzzNewPublicKey        NewPublicKey on any bytes (raw, 04, 02/03
//                           forms), vs internal/bigref
//   FuzzParsePKIXPublicKey  ParsePKIXPublicKey on any bytes, vs crypto/x509
//                           (P-224, P-256) and internal/bigref; an accepted
//                           input of the canonical length re-encodes to itself
//
// The first byte of every target selects the curve. Seeds come from the
// generated vector files (tests/vectors/generated, OpenSSL-checked) plus edge
// cases; without -fuzz, go test runs just the seeds. `make fuzz FUZZTIME=…`
// runs each target for FUZZTIME; `make test` for a few seconds each.

import (
	"bytes"
	"crypto"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/sha256"
	"crypto/x509"
	"errors"
	"math/big"
	"sync"
	"testing"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	decredecdsa "github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"

	"github.com/uecc-go/uecc/internal/bigref"
	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// fuzzCurve returns the curve selected by sel and its math/big oracle.
func fuzzCurve(sel byte) (*uecc.Curve, *bigref.Engine) {
	cs := uecc.Curves()
	c := cs[int(sel)%len(cs)]
	return c, fuzzRef(c)
}

var fuzzRefs sync.Map // curve name → *bigref.Engine

func fuzzRef(c *uecc.Curve) *bigref.Engine {
	if e, ok := fuzzRefs.Load(c.Name()); ok {
		return e.(*bigref.Engine)
	}
	e, _ := fuzzRefs.LoadOrStore(c.Name(), bigref.New(engineParams(c)))
	return e.(*bigref.Engine)
}

// fit returns b cut or zero-padded (on the left) to n bytes.
func fit(b []byte, n int) []byte {
	out := make([]byte, n)
	if len(b) >= n {
		copy(out, b[len(b)-n:])
	} else {
		copy(out[n-len(b):], b)
	}
	return out
}

// xorInto returns a copy of b with mask XORed in, cyclically (an empty mask
// changes nothing).
func xorInto(b, mask []byte) []byte {
	out := bytes.Clone(b)
	if len(mask) == 0 {
		return out
	}
	for i := range out {
		out[i] ^= mask[i%len(mask)]
	}
	return out
}

// scalarFrom derives a private key in [1, n−1] from seed, or nil if the
// derived value is out of range (rare; the input is then skipped).
func scalarFrom(c *uecc.Curve, ref *bigref.Engine, seed []byte) []byte {
	h := sha256.Sum256(seed)
	k := fit(h[:], c.PrivateKeySize())
	if extra := 8*len(k) - c.Params().NBits; extra > 0 {
		k[0] &= 0xff >> extra
	}
	if ref.ScalarIsValid(k) != 1 {
		return nil
	}
	return k
}

// refHashInt is bits2int(hash) for the oracle: the leftmost bitlen(n) bits,
// as PrivateKeySize bytes.
func refHashInt(c *uecc.Curve, hash []byte) []byte {
	e := new(big.Int).SetBytes(hash)
	if extra := 8*len(hash) - c.Params().NBits; extra > 0 {
		e.Rsh(e, uint(extra))
	}
	return e.FillBytes(make([]byte, c.PrivateKeySize()))
}

// wantVerify is the oracle's answer for Verify(pub, hash, sig).
func wantVerify(c *uecc.Curve, ref *bigref.Engine, pub, hash, sig []byte) error {
	switch {
	case len(pub) != c.PublicKeySize() || len(sig) != c.SignatureSize():
		return uecc.ErrLength
	case !ref.ValidPublicKey(pub):
		return uecc.ErrPublicKey
	case !ref.Verify(pub, refHashInt(c, hash), sig):
		return uecc.ErrSignature
	}
	return nil
}

// ---- Seeds ------------------------------------------------------------------

// genVectors is the part of tests/vectors/generated/<curve>.json used as seeds.
type genVectors struct {
	Keypairs []struct {
		PrivateKey          hexBytes `json:"private_key"`
		PublicKey           hexBytes `json:"public_key"`
		PublicKeyCompressed hexBytes `json:"public_key_compressed"`
	} `json:"keypairs"`
	ECDH []struct {
		PrivateKey hexBytes `json:"private_key"`
		Peer       hexBytes `json:"peer_public_key"`
	} `json:"ecdh"`
	InvalidPeer []struct {
		PrivateKey hexBytes `json:"private_key"`
		Peer       hexBytes `json:"peer_public_key"`
	} `json:"ecdh_invalid_peer"`
	Sigs []struct {
		PublicKey hexBytes `json:"public_key"`
		Digest    hexBytes `json:"digest"`
		Signature hexBytes `json:"signature_raw"`
	} `json:"ecdsa_rfc6979_sha256"`
	DigestLengths []struct {
		PublicKey hexBytes `json:"public_key"`
		Digest    hexBytes `json:"digest"`
		Signature hexBytes `json:"signature_raw"`
	} `json:"ecdsa_digest_lengths"`
	SigEdges []struct {
		PublicKey hexBytes `json:"public_key"`
		Digest    hexBytes `json:"digest"`
		Signature hexBytes `json:"signature_raw"`
	} `json:"ecdsa_signature_edge_cases"`
	PubValidation []struct {
		PublicKey hexBytes `json:"public_key"`
	} `json:"public_key_validation"`
	Compressed []struct {
		Compressed hexBytes `json:"compressed"`
	} `json:"compressed_point_decoding"`
}

// seedVectors returns the generated vectors of every curve, in the order of
// uecc.Curves() (so the index is the selector byte).
func seedVectors(f *testing.F) []genVectors {
	f.Helper()
	var out []genVectors
	for _, c := range uecc.Curves() {
		var v genVectors
		readJSON(f, "generated/"+c.Name()+".json", &v) // the embedded copy: runs on a board too
		out = append(out, v)
	}
	return out
}

// ---- Targets ----------------------------------------------------------------

func FuzzDecompress(f *testing.F) {
	for i, v := range seedVectors(f) {
		for _, s := range v.Compressed {
			f.Add(byte(i), []byte(s.Compressed))
		}
		for _, k := range v.Keypairs[:min(len(v.Keypairs), 4)] {
			f.Add(byte(i), []byte(k.PublicKeyCompressed))
		}
	}
	f.Add(byte(0), []byte{})
	f.Add(byte(3), []byte{4})
	f.Fuzz(func(t *testing.T, sel byte, in []byte) {
		c, ref := fuzzCurve(sel)
		pub := bytes.Repeat([]byte{0xa5}, c.PublicKeySize())
		err := microecc.For(c).Decompress(pub, in)
		if len(in) != (c.FieldSize() + 1) {
			if !errors.Is(err, uecc.ErrLength) {
				t.Fatalf("%s: length %d: err %v, want ErrLength", c.Name(), len(in), err)
			}
			return
		}
		want := make([]byte, c.PublicKeySize())
		ok := ref.Decompress(want, in)
		if ok != (err == nil) {
			t.Fatalf("%s: Decompress(%x): err %v, oracle ok=%v", c.Name(), in, err, ok)
		}
		if !ok {
			if !errors.Is(err, uecc.ErrCompressedPoint) {
				t.Fatalf("%s: Decompress(%x): err %v, want ErrCompressedPoint", c.Name(), in, err)
			}
			if !bytes.Equal(pub, bytes.Repeat([]byte{0xa5}, c.PublicKeySize())) {
				t.Fatalf("%s: output written on error", c.Name())
			}
			return
		}
		if !bytes.Equal(pub, want) {
			t.Fatalf("%s: Decompress(%x) = %x, oracle %x", c.Name(), in, pub, want)
		}
		if !microecc.For(c).ValidPublicKey(pub) {
			t.Fatalf("%s: decompressed point %x is not valid", c.Name(), pub)
		}
		if back, err := microeccalloc.Compress(c, pub); err != nil || !bytes.Equal(back, in) {
			t.Fatalf("%s: Compress(Decompress(%x)) = %x, %v", c.Name(), in, back, err)
		}
	})
}

func FuzzValidPublicKey(f *testing.F) {
	for i, v := range seedVectors(f) {
		for _, s := range v.PubValidation {
			f.Add(byte(i), []byte(s.PublicKey))
		}
		for _, s := range v.InvalidPeer {
			f.Add(byte(i), []byte(s.Peer))
		}
	}
	f.Add(byte(1), []byte{})
	f.Fuzz(func(t *testing.T, sel byte, pub []byte) {
		c, ref := fuzzCurve(sel)
		got := microecc.For(c).ValidPublicKey(pub)
		want := len(pub) == c.PublicKeySize() && ref.ValidPublicKey(pub)
		if got != want {
			t.Fatalf("%s: ValidPublicKey(%x) = %v, oracle %v", c.Name(), pub, got, want)
		}
		if got {
			comp, err := microeccalloc.Compress(c, pub)
			if err != nil {
				t.Fatal(err)
			}
			if back, err := microeccalloc.Decompress(c, comp); err != nil || !bytes.Equal(back, pub) {
				t.Fatalf("%s: Decompress(Compress(%x)) = %x, %v", c.Name(), pub, back, err)
			}
		}
	})
}

func FuzzVerify(f *testing.F) {
	for i, v := range seedVectors(f) {
		for _, s := range v.Sigs[:min(len(v.Sigs), 4)] {
			f.Add(byte(i), []byte(s.PublicKey), []byte(s.Digest), []byte(s.Signature))
		}
		for _, s := range v.DigestLengths {
			f.Add(byte(i), []byte(s.PublicKey), []byte(s.Digest), []byte(s.Signature))
		}
		for _, s := range v.SigEdges {
			f.Add(byte(i), []byte(s.PublicKey), []byte(s.Digest), []byte(s.Signature))
		}
	}
	f.Add(byte(2), []byte{}, []byte{}, []byte{})
	f.Fuzz(func(t *testing.T, sel byte, pub, hash, sig []byte) {
		c, ref := fuzzCurve(sel)
		got := c.Verify(pub, hash, sig)
		if want := wantVerify(c, ref, pub, hash, sig); !errors.Is(got, want) || (got == nil) != (want == nil) {
			t.Fatalf("%s: Verify(%x, %x, %x) = %v, oracle %v", c.Name(), pub, hash, sig, got, want)
		}
	})
}

func FuzzVerifyMutated(f *testing.F) {
	for i := range uecc.Curves() {
		h := sha256.Sum256([]byte{byte(i)})
		for what := byte(0); what < 6; what++ {
			f.Add(byte(i), []byte("seed"), h[:], what, []byte{})
			f.Add(byte(i), []byte("seed"), h[:], what, []byte{1})
			f.Add(byte(i), []byte("other seed"), h[:20], what, []byte{0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
		}
	}
	f.Fuzz(func(t *testing.T, sel byte, seed, hash []byte, what byte, mask []byte) {
		c, ref := fuzzCurve(sel)
		priv := scalarFrom(c, ref, seed)
		if priv == nil {
			return
		}
		pub, err := microeccalloc.PublicKey(c, priv)
		if err != nil {
			t.Fatal(err)
		}
		sig, err := c.SignDeterministic(crypto.SHA256, priv, hash)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Verify(pub, hash, sig); err != nil {
			t.Fatalf("%s: own signature rejected: %v", c.Name(), err)
		}
		fb := c.FieldSize()
		n, _ := new(big.Int).SetString(c.Params().N, 16)
		pub2, hash2, sig2 := pub, hash, sig
		switch what % 6 {
		case 0: // flip bits of the signature
			sig2 = xorInto(sig, mask)
		case 1: // flip bits of the public key
			pub2 = xorInto(pub, mask)
		case 2: // flip bits of the hash, and change its length by len(mask)%3−1
			hash2 = xorInto(hash, mask)
			switch len(mask) % 3 {
			case 0:
				hash2 = append(hash2, byte(len(mask)))
			case 1:
				if len(hash2) > 0 {
					hash2 = hash2[:len(hash2)-1]
				}
			}
		case 3: // s → n − s (still valid), then the mask
			s := new(big.Int).SetBytes(sig[fb:])
			s.Sub(n, s)
			if s.BitLen() > 8*fb {
				return // n − s does not fit (secp160r1)
			}
			sig2 = bytes.Clone(sig)
			s.FillBytes(sig2[fb:])
			sig2 = xorInto(sig2, mask)
		case 4: // r or s replaced by a value derived from the mask (n, n+1, 0, …)
			v := new(big.Int).SetBytes(mask)
			if len(mask) > 0 && mask[0]&1 == 1 {
				v.Add(v, n)
			}
			if v.BitLen() > 8*fb {
				v.Rsh(v, uint(v.BitLen()-8*fb))
			}
			sig2 = bytes.Clone(sig)
			v.FillBytes(sig2[fb*int(what/6%2) : fb*(1+int(what/6%2))])
		case 5: // the signature under the negated key (x, p − y): must fail
			p, _ := new(big.Int).SetString(c.Params().P, 16)
			y := new(big.Int).SetBytes(pub[fb:])
			pub2 = bytes.Clone(pub)
			y.Sub(p, y).FillBytes(pub2[fb:])
			pub2 = xorInto(pub2, mask)
		}
		got := c.Verify(pub2, hash2, sig2)
		want := wantVerify(c, ref, pub2, hash2, sig2)
		if !errors.Is(got, want) || (got == nil) != (want == nil) {
			t.Fatalf("%s: mutation %d: Verify(%x, %x, %x) = %v, oracle %v", c.Name(), what%6, pub2, hash2, sig2, got, want)
		}
		if bytes.Equal(pub2, pub) && bytes.Equal(sig2, sig) && bytes.Equal(hash2, hash) && got != nil {
			t.Fatalf("%s: unmutated signature rejected: %v", c.Name(), got)
		}
	})
}

func FuzzSharedSecret(f *testing.F) {
	for i, v := range seedVectors(f) {
		for _, s := range v.ECDH[:min(len(v.ECDH), 6)] {
			f.Add(byte(i), []byte(s.PrivateKey), []byte(s.Peer), byte(0))
		}
		for _, s := range v.InvalidPeer {
			f.Add(byte(i), []byte(s.PrivateKey), []byte(s.Peer), byte(0))
		}
		f.Add(byte(i), []byte{1}, []byte("peer"), byte(1))
		f.Add(byte(i), []byte{}, []byte("peer"), byte(1))
		f.Add(byte(i), []byte{1, 2, 3}, []byte{4, 5}, byte(2))
	}
	f.Fuzz(func(t *testing.T, sel byte, priv, peer []byte, mode byte) {
		c, ref := fuzzCurve(sel)
		switch mode % 3 {
		case 0: // as given, padded to the right lengths
			priv, peer = fit(priv, c.PrivateKeySize()), fit(peer, c.PublicKeySize())
		case 1: // a valid peer derived from the peer bytes
			priv = fit(priv, c.PrivateKeySize())
			k := scalarFrom(c, ref, peer)
			if k == nil {
				return
			}
			peer = make([]byte, c.PublicKeySize())
			ref.ScalarBaseMult(peer, k)
		case 2: // raw lengths
		}
		secret := bytes.Repeat([]byte{0x5a}, c.FieldSize())
		err := microecc.For(c).SharedSecret(secret, priv, peer)
		var want error
		switch {
		case len(priv) != c.PrivateKeySize() || len(peer) != c.PublicKeySize():
			want = uecc.ErrLength
		case !ref.ValidPublicKey(peer):
			want = uecc.ErrPublicKey
		case ref.ScalarIsValid(priv) != 1:
			want = uecc.ErrPrivateKey
		}
		if !errors.Is(err, want) || (err == nil) != (want == nil) {
			t.Fatalf("%s: SharedSecret(%x, %x): err %v, want %v", c.Name(), priv, peer, err, want)
		}
		if err != nil {
			if !bytes.Equal(secret, bytes.Repeat([]byte{0x5a}, c.FieldSize())) {
				t.Fatalf("%s: output written on error", c.Name())
			}
			return
		}
		x := make([]byte, c.FieldSize())
		if ref.ScalarMultX(x, priv, peer) != 1 || !bytes.Equal(secret, x) {
			t.Fatalf("%s: SharedSecret(%x, %x) = %x, oracle %x", c.Name(), priv, peer, secret, x)
		}
	})
}

// ---- Differential: the other libraries --------------------------------------

// other is an independent implementation of one curve.
type other struct {
	c *uecc.Curve
	// verify reports whether the library accepts sig = r‖s over hash under
	// the raw key pub (any bytes of the right lengths).
	verify func(pub, hash, sig []byte) bool
	// ecdh returns the X coordinate of priv·peer, or ok = false if the
	// library rejects peer.
	ecdh func(priv, peer []byte) (x []byte, ok bool)
	// public returns the raw public key of priv.
	public func(priv []byte) []byte
}

var others = []other{
	{
		c: uecc.Secp224r1(),
		verify: func(pub, hash, sig []byte) bool {
			return stdVerify(elliptic.P224(), pub, hash, sig)
		},
		ecdh: func(priv, peer []byte) ([]byte, bool) {
			ec := elliptic.P224()
			x, y := new(big.Int).SetBytes(peer[:28]), new(big.Int).SetBytes(peer[28:])
			if !ec.IsOnCurve(x, y) {
				return nil, false
			}
			sx, _ := ec.ScalarMult(x, y, priv)
			return sx.FillBytes(make([]byte, 28)), true
		},
		public: func(priv []byte) []byte { return stdPublic(elliptic.P224(), priv) },
	},
	{
		c: uecc.Secp256r1(),
		verify: func(pub, hash, sig []byte) bool {
			return stdVerify(elliptic.P256(), pub, hash, sig)
		},
		ecdh: func(priv, peer []byte) ([]byte, bool) {
			pk, err := ecdh.P256().NewPublicKey(append([]byte{4}, peer...))
			if err != nil {
				return nil, false
			}
			sk, err := ecdh.P256().NewPrivateKey(priv)
			if err != nil {
				panic(err)
			}
			x, err := sk.ECDH(pk)
			if err != nil {
				panic(err)
			}
			return x, true
		},
		public: func(priv []byte) []byte { return stdPublic(elliptic.P256(), priv) },
	},
	{
		c: uecc.Secp256k1(),
		verify: func(pub, hash, sig []byte) bool {
			pk, err := secp256k1.ParsePubKey(append([]byte{4}, pub...))
			if err != nil {
				return false
			}
			var r, s secp256k1.ModNScalar
			if r.SetByteSlice(sig[:32]) || s.SetByteSlice(sig[32:]) {
				return false // r or s ≥ n: decred would reduce it silently
			}
			return decredecdsa.NewSignature(&r, &s).Verify(hash, pk)
		},
		ecdh: func(priv, peer []byte) ([]byte, bool) {
			pk, err := secp256k1.ParsePubKey(append([]byte{4}, peer...))
			if err != nil {
				return nil, false
			}
			return secp256k1.GenerateSharedSecret(secp256k1.PrivKeyFromBytes(priv), pk), true
		},
		public: func(priv []byte) []byte {
			return secp256k1.PrivKeyFromBytes(priv).PubKey().SerializeUncompressed()[1:]
		},
	},
}

// stdVerify is crypto/ecdsa's verdict. Its hashToInt is bits2int, like ours.
func stdVerify(ec elliptic.Curve, pub, hash, sig []byte) bool {
	fb := len(pub) / 2
	x, y := new(big.Int).SetBytes(pub[:fb]), new(big.Int).SetBytes(pub[fb:])
	if !ec.IsOnCurve(x, y) {
		return false
	}
	pk := &ecdsa.PublicKey{Curve: ec, X: x, Y: y}
	return ecdsa.Verify(pk, hash, new(big.Int).SetBytes(sig[:fb]), new(big.Int).SetBytes(sig[fb:]))
}

func stdPublic(ec elliptic.Curve, priv []byte) []byte {
	sk, err := ecdsa.ParseRawPrivateKey(ec, priv)
	if err != nil {
		panic(err)
	}
	fb := len(priv)
	out := make([]byte, 2*fb)
	sk.X.FillBytes(out[:fb])
	sk.Y.FillBytes(out[fb:])
	return out
}

func FuzzDifferential(f *testing.F) {
	vs := seedVectors(f)
	for i, o := range others {
		var v genVectors
		for j, c := range uecc.Curves() {
			if c == o.c {
				v = vs[j]
			}
		}
		for j, s := range v.Sigs[:min(len(v.Sigs), 3)] {
			f.Add(byte(i), []byte{byte(j)}, []byte("peer"), []byte(s.Digest), []byte{}, byte(0))
		}
		f.Add(byte(i), []byte("k"), []byte("p"), []byte("short"), []byte{1}, byte(1))
		f.Add(byte(i), []byte("k"), []byte("p"), bytes.Repeat([]byte{0xff}, 80), []byte{0, 0, 0x40}, byte(2))
		f.Add(byte(i), []byte("k"), []byte("p"), []byte{}, []byte{0x80}, byte(3))
	}
	f.Fuzz(func(t *testing.T, sel byte, privSeed, peerSeed, hash, mask []byte, what byte) {
		o := others[int(sel)%len(others)]
		c, ref := o.c, fuzzRef(o.c)
		priv := scalarFrom(c, ref, privSeed)
		peerPriv := scalarFrom(c, ref, peerSeed)
		if priv == nil || peerPriv == nil {
			return
		}
		pub, err := microeccalloc.PublicKey(c, priv)
		if err != nil {
			t.Fatal(err)
		}
		if theirs := o.public(priv); !bytes.Equal(pub, theirs) {
			t.Fatalf("%s: public key of %x: ours %x, theirs %x", c.Name(), priv, pub, theirs)
		}

		// Verify: our signature, mutated (sig, key or nothing), both verdicts.
		sig, err := c.SignDeterministic(crypto.SHA256, priv, hash)
		if err != nil {
			t.Fatal(err)
		}
		pubM, sigM := pub, sig
		switch what % 4 {
		case 1:
			sigM = xorInto(sig, mask)
		case 2:
			pubM = xorInto(pub, mask)
		case 3:
			sigM, pubM = xorInto(sig, mask), xorInto(pub, mask[min(1, len(mask)):])
		}
		ours := c.Verify(pubM, hash, sigM) == nil
		if theirs := o.verify(pubM, hash, sigM); ours != theirs {
			t.Fatalf("%s: Verify(%x, %x, %x): ours %v, theirs %v", c.Name(), pubM, hash, sigM, ours, theirs)
		}

		// ECDH with a valid peer, and with the peer key mutated by the mask.
		peer, err := microeccalloc.PublicKey(c, peerPriv)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range [][]byte{peer, xorInto(peer, mask)} {
			x, err := microeccalloc.SharedSecret(c, priv, p)
			want, ok := o.ecdh(priv, p)
			if (err == nil) != ok || (ok && !bytes.Equal(x, want)) {
				t.Fatalf("%s: SharedSecret(%x, %x): ours %x, %v; theirs %x, %v", c.Name(), priv, p, x, err, want, ok)
			}
			if err != nil && !errors.Is(err, uecc.ErrPublicKey) {
				t.Fatalf("%s: SharedSecret with peer %x: %v, want ErrPublicKey", c.Name(), p, err)
			}
		}
	})
}

func FuzzSignatureFromASN1(f *testing.F) {
	for i, v := range seedVectors(f) {
		c := uecc.Curves()[i]
		for _, s := range v.Sigs[:min(len(v.Sigs), 4)] {
			if der, err := c.SignatureToASN1(s.Signature); err == nil {
				f.Add(byte(i), der)
			}
		}
	}
	f.Add(byte(0), []byte{})
	f.Add(byte(1), []byte{0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01})
	f.Add(byte(2), []byte{0x30, 0x81, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01})
	f.Add(byte(3), []byte{0x30, 0x07, 0x02, 0x02, 0x00, 0x01, 0x02, 0x01, 0x01})
	f.Add(byte(4), []byte{0x30, 0x80, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01, 0, 0})
	f.Fuzz(func(t *testing.T, sel byte, der []byte) {
		c, _ := fuzzCurve(sel)
		raw, err := c.SignatureFromASN1(der)
		// Oracle: the encoding/asn1 parser of the Wycheproof test, plus the
		// documented range: positive and at most FieldSize bytes.
		r, s, perr := parseDERSig(der)
		fits := func(v *big.Int) bool { return v.Sign() > 0 && v.BitLen() <= 8*c.FieldSize() }
		want := perr == nil && fits(r) && fits(s)
		if (err == nil) != want {
			t.Fatalf("%s: SignatureFromASN1(%x): err %v; oracle: parse %v, r %v, s %v", c.Name(), der, err, perr, r, s)
		}
		if err != nil {
			if !errors.Is(err, uecc.ErrSignature) {
				t.Fatalf("%s: SignatureFromASN1(%x): %v is not ErrSignature", c.Name(), der, err)
			}
			return
		}
		fb := c.FieldSize()
		if new(big.Int).SetBytes(raw[:fb]).Cmp(r) != 0 || new(big.Int).SetBytes(raw[fb:]).Cmp(s) != 0 {
			t.Fatalf("%s: SignatureFromASN1(%x) = %x, oracle r %x s %x", c.Name(), der, raw, r, s)
		}
		// DER is canonical: encoding the result gives the input back.
		if back, err := c.SignatureToASN1(raw); err != nil || !bytes.Equal(back, der) {
			t.Fatalf("%s: SignatureToASN1(SignatureFromASN1(%x)) = %x, %v", c.Name(), der, back, err)
		}
	})
}

func FuzzNewPublicKey(f *testing.F) {
	for i, v := range seedVectors(f) {
		for _, s := range v.PubValidation {
			f.Add(byte(i), []byte(s.PublicKey))
		}
		for _, k := range v.Keypairs[:min(len(v.Keypairs), 4)] {
			f.Add(byte(i), []byte(k.PublicKeyCompressed))
			f.Add(byte(i), append([]byte{4}, k.PublicKey...))
		}
		for _, s := range v.Compressed {
			f.Add(byte(i), []byte(s.Compressed))
		}
	}
	f.Add(byte(0), []byte{})
	f.Fuzz(func(t *testing.T, sel byte, in []byte) {
		c, ref := fuzzCurve(sel)
		k, err := c.NewPublicKey(in)
		fb := c.FieldSize()
		// Oracle: internal/bigref on the raw form the encoding gives.
		var want []byte
		wantErr := uecc.ErrPublicKey
		switch {
		case len(in) == 2*fb:
			if ref.ValidPublicKey(in) {
				want = in
			}
		case len(in) == 2*fb+1:
			if in[0] == 4 && ref.ValidPublicKey(in[1:]) {
				want = in[1:]
			}
		case len(in) == fb+1:
			out := make([]byte, 2*fb)
			if ref.Decompress(out, in) {
				want = out
			}
			wantErr = uecc.ErrCompressedPoint
		default:
			wantErr = uecc.ErrLength
		}
		if want == nil {
			if err == nil || !errors.Is(err, wantErr) {
				t.Fatalf("%s: NewPublicKey(%x): err %v, want %v", c.Name(), in, err, wantErr)
			}
			return
		}
		if err != nil {
			t.Fatalf("%s: NewPublicKey(%x): %v, oracle valid", c.Name(), in, err)
		}
		if !bytes.Equal(k.BytesXY(), want) || !microecc.For(c).ValidPublicKey(k.BytesXY()) {
			t.Fatalf("%s: NewPublicKey(%x).Bytes() = %x, want %x", c.Name(), in, k.BytesXY(), want)
		}
		for _, enc := range [][]byte{k.BytesXY(), k.Bytes(), k.BytesCompressed()} {
			if k2, err := c.NewPublicKey(enc); err != nil || !k2.Equal(k) {
				t.Fatalf("%s: NewPublicKey(%x) of an encoding of %x: %v", c.Name(), enc, in, err)
			}
		}
	})
}

func FuzzParsePKIXPublicKey(f *testing.F) {
	for i, v := range seedVectors(f) {
		c := uecc.Curves()[i]
		for _, kp := range v.Keypairs[:min(len(v.Keypairs), 2)] {
			k, err := c.NewPublicKey(kp.PublicKey)
			if err != nil {
				f.Fatal(err)
			}
			der, err := uecc.MarshalPKIXPublicKey(k)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(der)
			// The compressed point, lengths rewritten (all in the short form).
			comp := bytes.Replace(der, k.Bytes(), k.BytesCompressed(), 1)
			comp[1] -= byte(c.FieldSize())
			comp[4+int(comp[3])+1] -= byte(c.FieldSize())
			f.Add(comp)
		}
	}
	f.Add([]byte{})
	f.Add([]byte{0x30, 0x00})
	f.Fuzz(func(t *testing.T, der []byte) {
		k, err := uecc.ParsePKIXPublicKey(der)
		if err != nil {
			if !errors.Is(err, uecc.ErrKeyFormat) && !errors.Is(err, uecc.ErrPublicKey) {
				t.Fatalf("ParsePKIXPublicKey(%x): %v is neither ErrKeyFormat nor ErrPublicKey", der, err)
			}
		} else {
			c := k.Curve()
			if !fuzzRef(c).ValidPublicKey(k.BytesXY()) {
				t.Fatalf("%s: ParsePKIXPublicKey(%x) gave %x, invalid for internal/bigref", c.Name(), der, k.BytesXY())
			}
			out, err := uecc.MarshalPKIXPublicKey(k)
			if err != nil {
				t.Fatal(err)
			}
			if len(out) == len(der) && !bytes.Equal(out, der) {
				t.Fatalf("%s: ParsePKIXPublicKey(%x) accepted a non-canonical encoding of %x", c.Name(), der, out)
			}
			if k2, err := uecc.ParsePKIXPublicKey(out); err != nil || !k2.Equal(k) {
				t.Fatalf("%s: ParsePKIXPublicKey(MarshalPKIXPublicKey) of %x: %v", c.Name(), der, err)
			}
		}
		// crypto/x509 on P-224 and P-256: what it accepts with the named
		// curve and the uncompressed point, we accept as the same point; what
		// we accept there, so does it.
		std, serr := x509.ParsePKIXPublicKey(der)
		sk, isEC := std.(*ecdsa.PublicKey)
		if serr == nil && isEC && (sk.Curve == elliptic.P224() || sk.Curve == elliptic.P256()) {
			if err != nil {
				t.Fatalf("ParsePKIXPublicKey(%x): %v; crypto/x509 accepts it", der, err)
			}
			fb := k.Curve().FieldSize()
			want := append(sk.X.FillBytes(make([]byte, fb)), sk.Y.FillBytes(make([]byte, fb))...)
			if !bytes.Equal(k.BytesXY(), want) {
				t.Fatalf("ParsePKIXPublicKey(%x) = %x, crypto/x509 %x", der, k.BytesXY(), want)
			}
		}
		if err == nil && (k.Curve() == uecc.Secp224r1() || k.Curve() == uecc.Secp256r1()) {
			if out, _ := uecc.MarshalPKIXPublicKey(k); len(out) == len(der) && serr != nil {
				t.Fatalf("ParsePKIXPublicKey(%x) accepted it; crypto/x509: %v", der, serr)
			}
		}
	})
}
