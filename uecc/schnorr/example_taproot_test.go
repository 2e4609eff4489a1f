package schnorr_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/ec"
	"github.com/uecc-go/uecc/uecc/schnorr"
)

// taggedHash is BIP 340's hash_tag(msg) = SHA-256(SHA-256(tag) ‖
// SHA-256(tag) ‖ msg).
func taggedHash(tag string, msg []byte) []byte {
	t := sha256.Sum256([]byte(tag))
	h := sha256.New()
	h.Write(t[:])
	h.Write(t[:])
	h.Write(msg)
	return h.Sum(nil)
}

// A Taproot output key (BIP 341) is an x-only key tweaked with package ec:
// Q = P + t·G for the internal key P = lift_x(x) and t =
// hash_TapTweak(x), here with no script tree. The internal key and the
// output key are the first case of BIP 341's wallet test vectors
// (scriptPubKey[0]).
func Example_taprootOutputKey() {
	internal, _ := hex.DecodeString("d6889cb081036e0faefa3a35157ad71086b123b2b144b649798b494c300a961d")
	c := uecc.Secp256k1()

	p, err := ec.NewPoint(c).SetBytes(append([]byte{2}, internal...)) // lift_x: the even Y
	if err != nil {
		panic(err)
	}
	t := taggedHash("TapTweak", internal)
	if _, err := ec.NewScalar(c).SetBytes(t); err != nil {
		panic(err) // t ≥ n: BIP 341 fails the key
	}
	tG, _ := ec.NewPoint(c).ScalarBaseMult(t)
	q := ec.NewPoint(c).Add(p, tG)
	output := q.BytesCompressed()[1:] // x(Q): the x-only output key
	fmt.Printf("%x\n", output)

	// The signer tweaks the private key the same way, negating it first
	// if its public point has an odd Y (the internal key is the even
	// one), and signs with it: the signature verifies under the output
	// key that anyone computes from the internal key.
	priv := bytes.Repeat([]byte{7}, 32)
	x, _ := schnorr.PublicKey(priv) // the internal key
	tx := taggedHash("TapTweak", x)
	d, _ := ec.NewScalar(c).SetBytes(priv)
	if full, _ := ec.NewPoint(c).ScalarBaseMult(priv); full.BytesCompressed()[0] == 3 {
		d.Negate(d)
	}
	tw, _ := ec.NewScalar(c).SetBytes(tx)
	tweaked := d.Add(d, tw).Bytes()
	sig, _ := schnorr.Sign(tweaked, []byte("spend"), nil)

	lifted, _ := ec.NewPoint(c).SetBytes(append([]byte{2}, x...))
	txG, _ := ec.NewPoint(c).ScalarBaseMult(tx)
	outputKey := ec.NewPoint(c).Add(lifted, txG).BytesCompressed()[1:]
	fmt.Println(schnorr.Verify(outputKey, []byte("spend"), sig) == nil)
	// Output:
	// 53a1f6e454df1aa2776a2814a721372d6258050de330b3c6d10ee8f4e0dda343
	// true
}
