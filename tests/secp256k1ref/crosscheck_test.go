//go:build cgo

package secp256k1ref_test

import (
	"bytes"
	"encoding/csv"
	"encoding/hex"
	"errors"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/tests/secp256k1ref"
	"github.com/uecc-go/uecc/tests/vectors/bip340"
	"github.com/uecc-go/uecc/uecc/schnorr"
)

var (
	curveP, _ = new(big.Int).SetString("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F", 16)
	curveN, _ = new(big.Int).SetString("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141", 16)
)

// be32 is x as 32 bytes big-endian, for 0 ≤ x < 2^256.
func be32(x *big.Int) []byte { return x.FillBytes(make([]byte, 32)) }

// plus is x + k as 32 bytes.
func plus(x *big.Int, k int64) []byte { return be32(new(big.Int).Add(x, big.NewInt(k))) }

// rng is a seeded ChaCha8 stream, read as numbers and as bytes.
type rng struct {
	*rand.Rand
	src *rand.ChaCha8
}

func newRNG(seed string) rng {
	var s [32]byte
	copy(s[:], seed)
	src := rand.NewChaCha8(s)
	return rng{rand.New(src), src}
}

// bytes returns the next n bytes of the stream.
func (r rng) bytes(n int) []byte {
	b := make([]byte, n)
	r.src.Read(b)
	return b
}

// randomKey is a private key in [1, n−1]: uniform, but for 1, 2, n−1 and
// n−2 once every 100 keys each.
func randomKey(r rng, i int) []byte {
	switch i % 100 {
	case 1:
		return plus(big.NewInt(0), 1)
	case 2:
		return plus(big.NewInt(0), 2)
	case 3:
		return plus(curveN, -1)
	case 4:
		return plus(curveN, -2)
	}
	for {
		d := r.bytes(32)
		if x := new(big.Int).SetBytes(d); x.Sign() != 0 && x.Cmp(curveN) < 0 {
			return d
		}
	}
}

// flipBit returns a copy of b with one random bit flipped.
func flipBit(r rng, b []byte) []byte {
	c := bytes.Clone(b)
	c[r.IntN(len(c))] ^= 1 << r.IntN(8)
	return c
}

// TestLibsecp256k1BIP340Vectors holds the oracle to BIP 340's vectors
// (tests/vectors/bip340) before the cross-check trusts it: the wrapper
// reproduces the 8 signing vectors byte for byte (public key and
// signature) and gives all 19 their expected verification result.
func TestLibsecp256k1BIP340Vectors(t *testing.T) {
	records, err := csv.NewReader(strings.NewReader(bip340.CSV())).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	unhex := func(s string) []byte {
		b, err := hex.DecodeString(s)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	signed, verified := 0, 0
	for _, rec := range records[1:] {
		sk, pub, aux, msg, sig := unhex(rec[1]), unhex(rec[2]), unhex(rec[3]), unhex(rec[4]), unhex(rec[5])
		valid := rec[6] == "TRUE"
		if len(sk) > 0 {
			got, ok := secp256k1ref.PublicKey(sk)
			if !ok || !bytes.Equal(got, pub) {
				t.Errorf("vector %s: libsecp256k1's public key %x, %v; want %x", rec[0], got, ok, pub)
			}
			gotSig, ok := secp256k1ref.Sign(sk, msg, aux)
			if !ok || !bytes.Equal(gotSig, sig) {
				t.Errorf("vector %s: libsecp256k1's signature %x, %v; want %x", rec[0], gotSig, ok, sig)
			}
			signed++
		}
		if got := secp256k1ref.Verify(pub, msg, sig); got != valid {
			t.Errorf("vector %s (%s): libsecp256k1 verifies %v, want %v", rec[0], rec[7], got, valid)
		}
		verified++
	}
	if signed != 8 || verified != 19 {
		t.Errorf("%d vectors signed, %d verified; want 8 and 19", signed, verified)
	}
}

// TestCrossCheckLibsecp256k1 compares uecc/schnorr with libsecp256k1 on
// random private keys (1, 2, n−1 and n−2 among them), messages of 0 to 200
// bytes (every fourth 32 bytes, some empty) and auxiliary randomness (some
// all zeros, some all ones): the same x-only public key and the same
// signature bytes; each side's signature verifying on the other, a second
// one by each (libsecp256k1 with other aux, uecc with aux from crypto/rand)
// too; and the same verdicts, "invalid" in practice, on the signature, the
// public key and the message each with one random bit flipped (on a public
// key, uecc's ErrPublicKey exactly when xonly_pubkey_parse refuses it).
func TestCrossCheckLibsecp256k1(t *testing.T) {
	iterations := 3000
	if testing.Short() {
		iterations = 300
	}
	r := newRNG("libsecp")
	var msg32, msgEmpty, msgLong, rejected, pubNotKey int
	for i := range iterations {
		d := randomKey(r, i)
		var msg []byte
		switch {
		case i%4 == 0:
			msg = r.bytes(32)
		case i%50 == 1:
			msg = []byte{}
		default:
			msg = r.bytes(r.IntN(201))
		}
		switch {
		case len(msg) == 32:
			msg32++
		case len(msg) == 0:
			msgEmpty++
		case len(msg) > 64:
			msgLong++
		}
		var aux []byte
		switch i % 25 {
		case 5:
			aux = make([]byte, 32)
		case 6:
			aux = bytes.Repeat([]byte{0xff}, 32)
		default:
			aux = r.bytes(32)
		}

		pub, err := schnorr.PublicKey(d)
		libPub, ok := secp256k1ref.PublicKey(d)
		if err != nil || !ok || !bytes.Equal(pub, libPub) {
			t.Fatalf("d=%x: PublicKey = %x, %v; libsecp256k1: %x, %v", d, pub, err, libPub, ok)
		}
		sig, err := schnorr.Sign(d, msg, aux)
		libSig, ok := secp256k1ref.Sign(d, msg, aux)
		if err != nil || !ok || !bytes.Equal(sig, libSig) {
			t.Fatalf("d=%x m=%x a=%x: Sign = %x, %v; libsecp256k1: %x, %v", d, msg, aux, sig, err, libSig, ok)
		}
		if err := schnorr.Verify(pub, msg, libSig); err != nil {
			t.Fatalf("d=%x m=%x: Verify rejects libsecp256k1's signature %x: %v", d, msg, libSig, err)
		}
		if !secp256k1ref.Verify(libPub, msg, sig) {
			t.Fatalf("d=%x m=%x: libsecp256k1 rejects the signature %x", d, msg, sig)
		}
		// A second signature by each, with other randomness: still accepted
		// by the other side.
		libSig2, _ := secp256k1ref.Sign(d, msg, r.bytes(32))
		if err := schnorr.Verify(pub, msg, libSig2); err != nil {
			t.Fatalf("d=%x m=%x: Verify rejects libsecp256k1's signature %x: %v", d, msg, libSig2, err)
		}
		sig2, err := schnorr.Sign(d, msg, nil)
		if err != nil || !secp256k1ref.Verify(libPub, msg, sig2) {
			t.Fatalf("d=%x m=%x: libsecp256k1 rejects the signature %x (aux from crypto/rand), %v", d, msg, sig2, err)
		}

		// One random bit flipped in the signature, the key or the message
		// (an empty message gets a byte).
		badMsg := append(bytes.Clone(msg), byte(r.Uint32()))
		if len(msg) > 0 {
			badMsg = flipBit(r, msg)
		}
		badPub := flipBit(r, pub)
		for _, c := range []struct {
			name          string
			pub, msg, sig []byte
		}{
			{"bit flip in sig", pub, msg, flipBit(r, sig)},
			{"bit flip in pub", badPub, msg, sig},
			{"bit flip in msg", pub, badMsg, sig},
		} {
			if agreeOn(t, c.name, c.pub, c.msg, c.sig) {
				rejected++
			}
		}
		if !secp256k1ref.ParsePublicKey(badPub) {
			pubNotKey++
		}
	}
	t.Logf("%d keys, messages of 0 to 200 bytes (%d of 32, %d empty, %d over 64): the same public keys and signatures as libsecp256k1's, each verified by the other; "+
		"%d mutated inputs rejected by both (%d of the flipped keys no key at all)", iterations, msg32, msgEmpty, msgLong, rejected, pubNotKey)
	if want := 3 * iterations; rejected != want {
		t.Errorf("%d of %d mutated inputs rejected: a bit flip was accepted by both", rejected, want)
	}
	if pubNotKey == 0 || pubNotKey == iterations {
		t.Errorf("%d of %d flipped keys are not keys: want both kinds", pubNotKey, iterations)
	}
}

// agreeOn fails the test unless uecc/schnorr and libsecp256k1 give the same
// verdict on (pub, msg, sig), and unless uecc's error is ErrPublicKey
// exactly when libsecp256k1 cannot parse pub; it reports whether both
// rejected it.
func agreeOn(t *testing.T, name string, pub, msg, sig []byte) bool {
	t.Helper()
	err := schnorr.Verify(pub, msg, sig)
	libOK := secp256k1ref.Verify(pub, msg, sig)
	if (err == nil) != libOK {
		t.Fatalf("%s: pub=%x m=%x sig=%x: Verify = %v, libsecp256k1 accepts: %v", name, pub, msg, sig, err, libOK)
	}
	if isKeyErr, parses := errors.Is(err, schnorr.ErrPublicKey), secp256k1ref.ParsePublicKey(pub); isKeyErr == parses {
		t.Fatalf("%s: pub=%x: Verify = %v, but libsecp256k1's xonly_pubkey_parse says %v", name, pub, err, parses)
	}
	return err != nil
}

// TestCrossCheckLibsecp256k1Edges: the values at the edges of the ranges,
// where both must agree and reject. Private keys 0, n, n+1 and 2^256−1 are
// refused by both (ErrPrivateKey; keypair_create fails). On a valid
// signature: r set to 0, p−1, p, p+1 and 2^256−1, s to 0, n−1, n, n+1,
// 2^256−1 and n − s, the key X set to 0, 1, p−1, p, p+1 and 2^256−1.
func TestCrossCheckLibsecp256k1Edges(t *testing.T) {
	top := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	for _, d := range [][]byte{make([]byte, 32), be32(curveN), plus(curveN, 1), be32(top)} {
		_, err := schnorr.PublicKey(d)
		_, ok := secp256k1ref.PublicKey(d)
		_, signErr := schnorr.Sign(d, []byte("m"), make([]byte, 32))
		_, signOK := secp256k1ref.Sign(d, []byte("m"), make([]byte, 32))
		if !errors.Is(err, schnorr.ErrPrivateKey) || !errors.Is(signErr, schnorr.ErrPrivateKey) || ok || signOK {
			t.Errorf("d=%x: PublicKey and Sign: %v, %v; libsecp256k1 accepts it: %v, %v", d, err, signErr, ok, signOK)
		}
	}

	r := newRNG("edge")
	cases := 0
	for i := range 20 {
		d := randomKey(r, i+5)
		msg := r.bytes(r.IntN(64))
		pub, _ := schnorr.PublicKey(d)
		sig, _ := schnorr.Sign(d, msg, r.bytes(32))
		withR := func(v []byte) []byte { return append(bytes.Clone(v), sig[32:]...) }
		withS := func(v []byte) []byte { return append(bytes.Clone(sig[:32]), v...) }
		negS := new(big.Int).Sub(curveN, new(big.Int).SetBytes(sig[32:]))
		var inputs [][2][]byte // pub, sig
		for _, v := range [][]byte{make([]byte, 32), plus(curveP, -1), be32(curveP), plus(curveP, 1), be32(top)} {
			inputs = append(inputs, [2][]byte{pub, withR(v)})
		}
		for _, v := range [][]byte{make([]byte, 32), plus(curveN, -1), be32(curveN), plus(curveN, 1), be32(top), be32(negS)} {
			inputs = append(inputs, [2][]byte{pub, withS(v)})
		}
		for _, v := range [][]byte{make([]byte, 32), plus(big.NewInt(0), 1), plus(curveP, -1), be32(curveP), plus(curveP, 1), be32(top)} {
			inputs = append(inputs, [2][]byte{v, sig})
		}
		for _, in := range inputs {
			if !agreeOn(t, "edge", in[0], msg, in[1]) {
				t.Fatalf("edge: pub=%x m=%x sig=%x accepted by both", in[0], msg, in[1])
			}
			cases++
		}
	}
	t.Logf("4 invalid private keys and %d edge inputs rejected by both", cases)
}
