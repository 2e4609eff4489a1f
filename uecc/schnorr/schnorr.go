package schnorr

import (
	"crypto/subtle"
	"hash"

	"github.com/uecc-go/uecc/internal/ct"
	"github.com/uecc-go/uecc/internal/ecc"
	engine "github.com/uecc-go/uecc/internal/ecc/secp256k1"
	"github.com/uecc-go/uecc/internal/hexconst"
	"github.com/uecc-go/uecc/internal/osrand"
)

// The sizes of BIP 340's byte strings.
const (
	// PrivateKeySize is the size of a private key: 32 bytes, big-endian.
	PrivateKeySize = 32
	// PublicKeySize is the size of an x-only public key: 32 bytes.
	PublicKeySize = 32
	// SignatureSize is the size of a signature r‖s: 64 bytes.
	SignatureSize = 64
	// AuxRandSize is the size of Sign's auxiliary randomness: 32 bytes.
	AuxRandSize = 32
)

// eng is secp256k1's engine, as package uecc makes it (uecc's
// curve_secp256k1.go): the engine has no state, so this one is
// interchangeable with uecc.Secp256k1's. Its points and scalars as values
// are engine.GroupPoint and engine.GroupScalar (ecc.Group), called as
// concrete types, so that the C library links no other curve's.
var eng ecc.Engine = engine.New()

// fieldP is p, 32 bytes big-endian.
var fieldP []byte

func init() {
	params := eng.Params()
	fieldP = hexconst.Decode(params.P)
	if len(fieldP) != 32 || params.ScalarBytes != 32 || params.FieldBytes != 32 {
		panic("schnorr: the engine is not secp256k1's")
	}
}

// BIP 340's three tagged hashes, each as the SHA-256 state after its
// first block, SHA-256(tag) ‖ SHA-256(tag): taggedHash clones it rather
// than hashing that block again (three blocks of the eight of a signature).
var (
	tagAux       = taggedPrefix("BIP0340/aux")
	tagNonce     = taggedPrefix("BIP0340/nonce")
	tagChallenge = taggedPrefix("BIP0340/challenge")
)

// taggedPrefix returns the SHA-256 state after SHA-256(tag) ‖
// SHA-256(tag).
func taggedPrefix(tag string) hash.Cloner {
	h := newHash()
	h.Write([]byte(tag))
	t := h.Sum(nil)
	h.Reset()
	h.Write(t)
	h.Write(t)
	return h
}

// taggedHash writes hash_tag(parts…) = SHA-256(SHA-256(tag) ‖ SHA-256(tag)
// ‖ parts…) to out (BIP 340, "Design": tagged hashes); prefix is the state
// after the tag's block (taggedPrefix). SHA-256's time depends only on the
// lengths.
func taggedHash(out []byte, prefix hash.Cloner, parts ...[]byte) {
	h, err := prefix.Clone()
	if err != nil {
		panic("schnorr: SHA-256 cannot clone its state: " + err.Error()) // not reached: both hashes can
	}
	for _, p := range parts {
		h.Write(p)
	}
	h.Sum(out[:0])
}

// PublicKey returns the x-only public key of the private key priv: the X
// coordinate of d·G, 32 bytes. The error is ErrLength if priv is not 32
// bytes, ErrPrivateKey if it is not an integer in [1, n−1].
//
// It runs in constant time (the engine's d·G), but for the outcome of the
// check of priv.
func PublicKey(priv []byte) ([]byte, error) {
	if len(priv) != PrivateKeySize {
		return nil, errPrivateKeyLength
	}
	// Declassified: whether the key is valid is the outcome of the call.
	if ct.Declassify(eng.ScalarIsValid(priv)) != 1 {
		return nil, errPrivateKeyRange
	}
	var p [64]byte
	eng.ScalarBaseMult(p[:], priv)
	pub := make([]byte, PublicKeySize)
	copy(pub, p[:32])
	ct.Wipe(p[32:]) // Y: its parity is the key's secret
	return pub, nil
}

// Sign returns the BIP 340 signature r‖s (64 bytes) of msg, a message of any
// length, with the private key priv (32 bytes), by BIP 340's default
// signing algorithm:
//
//	d′ = int(priv), in [1, n−1];  P = d′·G;  d = d′ if P has an even Y, else n − d′
//	t = bytes(d) ⊕ hash_BIP0340/aux(auxRand)
//	k′ = int(hash_BIP0340/nonce(t ‖ x(P) ‖ msg)) mod n, not 0;  R = k′·G
//	k = k′ if R has an even Y, else n − k′
//	e = int(hash_BIP0340/challenge(x(R) ‖ x(P) ‖ msg)) mod n
//	signature = x(R) ‖ bytes((k + e·d) mod n)
//
// auxRand is 32 bytes of auxiliary randomness, or nil for 32 fresh bytes from
// the operating system (getrandom(2), or /dev/urandom if it fails). With the same auxRand, Sign is deterministic; any auxRand
// (all zeros included) gives a secure signature, and fresh randomness
// protects against side-channel and fault attacks on the nonce (BIP 340,
// "Default Signing"). Sign does not verify the signature it made (BIP 340's
// optional last step): call Verify for that.
//
// The error is ErrLength (priv or auxRand has the wrong size),
// ErrPrivateKey (priv not in [1, n−1]), ErrNonce (k′ = 0, about 2^−256)
// or ErrRandom.
//
// Sign runs in constant time: the multiplications by G and the
// arithmetic mod n (the negations, e·d and the sum) are the engine's, the
// hashes are SHA-256; only the outcomes of the checks of priv and k′ steer
// a branch.
func Sign(priv, msg, auxRand []byte) ([]byte, error) {
	if len(priv) != PrivateKeySize {
		return nil, errPrivateKeyLength
	}
	var aux [AuxRandSize]byte
	switch {
	case auxRand == nil:
		if !osrand.Read(aux[:]) {
			return nil, &detailError{ErrRandom, "the operating system's random source failed"}
		}
	case len(auxRand) == AuxRandSize:
		copy(aux[:], auxRand)
	default:
		return nil, errAuxLength
	}
	// Declassified: whether the key is valid is the outcome of the call.
	if ct.Declassify(eng.ScalarIsValid(priv)) != 1 {
		return nil, errPrivateKeyRange
	}

	// P = d′·G; d = d′ or n − d′ by the parity of P's Y, a masked negation
	// (P's Y is not in the x-only public key: its parity is d′'s secret).
	// priv is below n: SetBytesReduced reads it without a verdict to branch on.
	var point [64]byte
	eng.ScalarBaseMult(point[:], priv)
	var px [32]byte
	copy(px[:], point[:32])
	d := engine.NewGroupScalar()
	d.SetBytesReduced(priv)
	d.CondNegate(d, int(point[63]&1))
	var dBytes [32]byte
	d.Bytes(dBytes[:])

	// t = bytes(d) ⊕ hash_aux(a); k′ = hash_nonce(t ‖ x(P) ‖ m) mod n.
	var t, kBytes [32]byte
	taggedHash(t[:], tagAux, aux[:])
	subtle.XORBytes(t[:], t[:], dBytes[:])
	taggedHash(kBytes[:], tagNonce, t[:], px[:], msg)
	k := engine.NewGroupScalar()
	k.SetBytesReduced(kBytes[:])
	// Declassified: k′ = 0 has probability 2^−256, and its outcome (an
	// error) is public.
	if ct.Declassify(k.IsZero()) == 1 {
		wipe(dBytes[:], t[:], kBytes[:])
		return nil, errNonceZero
	}

	// R = k′·G; k = k′ or n − k′ by the parity of R's Y, masked.
	k.Bytes(kBytes[:])
	eng.ScalarBaseMult(point[:], kBytes[:])
	k.CondNegate(k, int(point[63]&1))

	// e = hash_challenge(x(R) ‖ x(P) ‖ m) mod n, public (it is in the
	// signature's equation s·G = R + e·P).
	sig := make([]byte, SignatureSize)
	copy(sig[:32], point[:32])
	var eHash [32]byte
	taggedHash(eHash[:], tagChallenge, sig[:32], px[:], msg)
	e := engine.NewGroupScalar()
	e.SetBytesReduced(eHash[:])

	// s = k + e·d mod n.
	e.Mul(e, d)
	e.Add(e, k)
	e.Bytes(sig[32:])

	zero := engine.NewGroupScalar()
	d.Set(zero)
	k.Set(zero)
	e.Set(zero)
	wipe(dBytes[:], t[:], kBytes[:], point[:])
	return sig, nil
}

// wipe zeroes the buffers of secrets.
func wipe(bufs ...[]byte) {
	for _, b := range bufs {
		ct.Wipe(b)
	}
}

// Verify reports whether sig is a valid BIP 340 signature of msg (any
// length) under the x-only public key pub: nil if it is, else an error
// wrapping ErrLength (pub not 32 bytes, sig not 64), ErrPublicKey (pub is
// not below p, or no point has it as X) or ErrSignature (r ≥ p, s ≥ n, or
// the equation fails: R = s·G − e·P is infinity, has an odd Y, or its X is
// not r), each with the rule that failed.
//
// Verify works on public data and takes variable time: it lifts pub to a
// point with the engine's Decompress and computes R with one double
// multiplication, the engine's ECDSA verification's (both in the list of
// variable-time functions); its own code branches on the checks' outcomes.
func Verify(pub, msg, sig []byte) error {
	if len(pub) != PublicKeySize {
		return errPublicKeyLength
	}
	if len(sig) != SignatureSize {
		return errSignatureLength
	}
	// P = lift_x(int(pub)): the point with X = pub and an even Y.
	if ct.Less(pub, fieldP) != 1 {
		return errPublicKeyRange
	}
	p := engine.NewGroupPoint()
	if p.SetCompressedVartime(pub, 0) != 1 {
		return errPublicKeyNotOnCurve
	}
	r, s := sig[:32], sig[32:]
	if ct.Less(r, fieldP) != 1 {
		return errSignatureR
	}
	sScalar := engine.NewGroupScalar()
	if sScalar.SetBytes(s) != 1 {
		return errSignatureS
	}
	var e [32]byte
	taggedHash(e[:], tagChallenge, r, pub, msg)
	eScalar := engine.NewGroupScalar()
	eScalar.SetBytesReduced(e[:])
	eScalar.Negate(eScalar)

	// R = s·G + (n − e)·P.
	rPoint := engine.NewGroupPoint()
	rPoint.DoubleScalarMultVartime(sScalar, eScalar, p)
	var xy [64]byte
	if rPoint.XY(xy[:]) != 1 {
		return errSignatureInfinity
	}
	if xy[63]&1 != 0 {
		return errSignatureOddY
	}
	if subtle.ConstantTimeCompare(xy[:32], r) != 1 {
		return errSignatureMismatch
	}
	return nil
}
