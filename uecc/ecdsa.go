package uecc

import (
	"crypto"
	"io"
	"strconv"
	"sync"

	"github.com/uecc-go/uecc/internal/ct"
	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/internal/osrand"
	"github.com/uecc-go/uecc/internal/rfc6979"
)

// Sign returns an ECDSA signature r‖s (SignatureSize bytes) of hash, a
// message digest of any length (ECDSA uses its leftmost bitlen(n) bits, SEC 1
// §4.1.3), made with the raw private key priv (PrivateKeySize bytes,
// big-endian). Its partner is Verify.
//
// The nonce is hedged, as crypto/ecdsa's is: k is a hash of the private
// key, the digest and 32 fresh bytes from rand (the operating system's
// source if rand is nil: see Random sources in the package documentation).
// A reader that repeats itself, or is predictable, therefore still gives a
// distinct nonce for each key and digest, and never reveals the key; a good
// reader makes every signature random. To sign exactly as micro-ecc's uECC_sign does with
// a recorded random stream, use package microecc.
//
// Errors wrap ErrLength, ErrPrivateKey or ErrRandom; compare with errors.Is.
func (c *Curve) Sign(rand io.Reader, priv, hash []byte) ([]byte, error) {
	if err := c.checkPrivateKey(priv); err != nil {
		return nil, err
	}
	sig := make([]byte, c.SignatureSize())
	if err := c.signHedged(sig, rand, priv, hash); err != nil {
		return nil, err
	}
	return sig, nil
}

// hedgeBytes is how many bytes of the reader go into a hedged nonce: as many
// as the largest scalar, so that a good reader alone makes k unpredictable.
const hedgeBytes = 32

// hedgedNonceTag starts the hash of every hedged nonce, to keep its inputs
// apart from any other use of SHA-256 with the same key. It is 21 bytes, so
// that on the curves of up to 256 bits the whole input (at most
// 21 + 32 + 32 + 32 + 1 = 118 bytes, plus SHA-256's 9 bytes of padding) fits
// in two blocks.
var hedgedNonceTag = []byte("uecc-go hedged nonce\x00")

// signHedged writes to sig (SignatureSize bytes) the signature of hash with
// a hedged nonce; priv must be valid. The nonce candidates are
//
//	k_i = bits2int(SHA-256(tag ‖ d ‖ e ‖ z ‖ i)),  i = 0, 1, …
//
// with d the private key, e = bits2int(hash) mod n (RFC 6979's h1), z the
// fresh bytes and i one byte; the first k_i in [1, n−1] that gives r ≠ 0
// and s ≠ 0 signs (on secp160r1, whose n has 161 bits, about one candidate
// in two is rejected; elsewhere one in 2^32 at most). Where n has more than
// 256 bits (secp384r1, secp521r1), bits2int takes the blocks
//
//	SHA-256(tag ‖ d ‖ e ‖ z ‖ i) ‖ SHA-256(tag ‖ d ‖ e ‖ z ‖ i ‖ j),  j = 1, 2, …
//
// until there are bitlen(n) bits, so that k_i is drawn from all of [1, n−1]
// (a 256-bit nonce on a 384-bit curve would be a biased one: a few
// signatures would then give the key away to a lattice attack). The first
// block is the hash of the smaller curves, whose nonces are unchanged. This is the synthetic
// nonce of RFC 8032 §5.1.6 and BIP 340 (a hash of the secret key and the
// message) with RFC 6979 §3.6's fresh bytes added: unpredictable without d
// whatever the reader gives, and distinct for distinct digests. RFC 6979's
// own HMAC-DRBG (with §3.6's additional data) would give the same
// properties for 24 SHA-256 blocks instead of 2: make bench's sign-det row
// pays them, 14 % of a secp256r1 signature over sign's, where sign-hedged
// costs 1–3 % (docs/DESIGN.md, "Ideas measured and not kept").
func (c *Curve) signHedged(sig []byte, rand io.Reader, priv, hash []byte) error {
	if rand == nil {
		rand = osrand.Reader
	}
	s := getScratch()
	defer putScratch(s)
	fresh := s.request[:hedgeBytes]
	if _, err := io.ReadFull(rand, fresh); err != nil {
		return errorf(ErrRandom, "reading the nonce's fresh bytes: "+err.Error())
	}
	return c.signHedgedFrom(sig, s, priv, c.hashInt(s, hash), fresh, 0)
}

// signHedgedFrom is signHedged for the hash integer e and the fresh bytes,
// from candidate first on (SignBatch's members whose candidate 0 failed).
func (c *Curve) signHedgedFrom(sig []byte, s *scratch, priv, e, fresh []byte, first int) error {
	k := s.k[:c.params.ScalarBytes]
	for i := first; i < maxTries; i++ {
		c.hedgedNonce(s, k, priv, e, fresh, i)
		// Declassified: a candidate is rejected (k = 0 or k ≥ n, or r or s
		// = 0) as rarely as said above, and is then discarded.
		if ct.Declassify(c.eng.ScalarIsValid(k)) == 1 && c.eng.Sign(sig, priv, k, e) == 1 {
			return nil
		}
	}
	return errorf(ErrRetries, "no usable nonce in 64 candidates")
}

// hedgedNonce writes candidate i of the hedged nonce of priv, e and fresh
// to k (ScalarBytes; signHedged).
func (c *Curve) hedgedNonce(s *scratch, k, priv, e, fresh []byte, i int) {
	h := s.sha256()
	t := s.digest[:0]
	for j := 0; len(t) < len(k); j++ {
		h.Reset()
		h.Write(hedgedNonceTag)
		h.Write(priv)
		h.Write(e)
		h.Write(fresh)
		s.counter[0], s.counter[1] = byte(i), byte(j)
		if j == 0 {
			h.Write(s.counter[:1])
		} else {
			h.Write(s.counter[:2])
		}
		t = h.Sum(t)
	}
	rfc6979.Bits2Int(k, t, c.params.NBits)
}

// SignBatch returns ECDSA signatures of the message digests hashes, all
// made with the raw private key priv: signatures[i] signs hashes[i], and is
// the signature that Sign(rand, priv, hashes[i]) returns when rand gives
// that call the same 32 bytes (the batch reads 32 bytes per digest, in the
// order of hashes, before it signs). Its partner is Verify.
//
// A batch costs less than a call of Sign per digest: the two inversions of
// every signature, of k·G's Z and of the nonce k, are shared by up to 16
// digests at a time (Montgomery's trick: one inversion in each field, three
// multiplications per signature). On secp256k1 and secp256r1 a signature in
// a batch of 16 or more takes 0.67–0.71 of Sign's time (docs/DESIGN.md,
// "Batches"). The arithmetic is constant time, as Sign's is.
//
// Errors wrap ErrLength, ErrPrivateKey, ErrRandom or ErrRetries; compare
// with errors.Is. On error no signature is returned.
func (c *Curve) SignBatch(rand io.Reader, priv []byte, hashes [][]byte) ([][]byte, error) {
	if err := c.checkPrivateKey(priv); err != nil {
		return nil, err
	}
	if rand == nil {
		rand = osrand.Reader
	}
	fresh := make([]byte, len(hashes)*hedgeBytes)
	defer clear(fresh)
	if _, err := io.ReadFull(rand, fresh); err != nil {
		return nil, errorf(ErrRandom, "reading the nonces' fresh bytes: "+err.Error())
	}
	s := getScratch()
	defer putScratch(s)
	sigSize := c.SignatureSize()
	all := make([]byte, len(hashes)*sigSize)
	sigs := make([][]byte, len(hashes))
	for i := range sigs {
		sigs[i] = all[i*sigSize : (i+1)*sigSize : (i+1)*sigSize]
	}
	for lo := 0; lo < len(hashes); lo += signBatchChunk {
		hi := min(lo+signBatchChunk, len(hashes))
		if err := c.signChunk(sigs[lo:hi], s, priv, hashes[lo:hi], fresh[lo*hedgeBytes:hi*hedgeBytes]); err != nil {
			return nil, err
		}
	}
	return sigs, nil
}

// signBatchChunk is how many digests SignBatch hands the engine at once:
// as many as its batch inverts together (batchChunk in the curves'
// ecdsa.go), so that their values fit signChunk's frame.
const signBatchChunk = 16

// signChunk signs up to signBatchChunk digests for SignBatch into sigs. The
// digests whose first nonce candidate is valid go into the engine's batch;
// the others, and those the batch cannot sign (r or s = 0), go on with the
// next candidates one by one, as Sign would.
func (c *Curve) signChunk(sigs [][]byte, s *scratch, priv []byte, hashes [][]byte, fresh []byte) error {
	sb, sigSize := c.params.ScalarBytes, c.SignatureSize()
	b := chunkPool.Get().(*chunk)
	defer chunkPool.Put(b)
	defer b.clear()
	m := 0
	for i, h := range hashes {
		e := b.es[i*sb : (i+1)*sb]
		copy(e, c.hashInt(s, h))
		k := b.ks[m*sb : (m+1)*sb]
		c.hedgedNonce(s, k, priv, e, fresh[i*hedgeBytes:(i+1)*hedgeBytes], 0)
		if ct.Declassify(c.eng.ScalarIsValid(k)) == 1 {
			copy(b.ds[m*sb:], priv)
			copy(b.memberEs[m*sb:], e)
			b.members[m] = i
			m++
		}
	}
	c.eng.SignBatch(b.sigs[:m*sigSize], b.ds[:m*sb], b.ks[:m*sb], b.memberEs[:m*sb], b.ok[:m])
	for j, i := range b.members[:m] {
		if b.ok[j] == 1 {
			copy(sigs[i], b.sigs[j*sigSize:(j+1)*sigSize])
			b.signed[i] = true
		}
	}
	for i := range hashes {
		if !b.signed[i] {
			e := b.es[i*sb : (i+1)*sb]
			if err := c.signHedgedFrom(sigs[i], s, priv, e, fresh[i*hedgeBytes:(i+1)*hedgeBytes], 1); err != nil {
				return err
			}
		}
	}
	return nil
}

// chunk is signChunk's memory, pooled: passed to the engine through its
// interface, arrays on the stack would move to the heap at every call.
type chunk struct {
	es, ds, ks, memberEs [signBatchChunk * maxScalar]byte
	sigs                 [signBatchChunk * 2 * maxScalar]byte
	ok, members          [signBatchChunk]int
	signed               [signBatchChunk]bool
}

var chunkPool = sync.Pool{New: func() any { return new(chunk) }}

// clear zeroes b: among its values, copies of the private key and nonces.
func (b *chunk) clear() { *b = chunk{} }

// SignDeterministic returns the deterministic ECDSA signature r‖s of RFC
// 6979 §3.2 (HMAC over the hash function h) of the message digest hash,
// made with the raw private key priv. Pass the hash that made the digest,
// e.g. crypto.SHA256 (the package of that hash must be linked into the
// program: import _ "crypto/sha256"). The same key and digest always give
// the same signature; no random source is used. Standard vectors match. Its
// partner is Verify.
//
// This is RFC 6979 proper, not micro-ecc's uECC_sign_deterministic, whose
// signatures differ: that one is microecc.SignDeterministic.
//
// Errors wrap ErrLength, ErrPrivateKey, ErrHash (h not available or not
// usable for HMAC) or ErrRetries; compare with errors.Is.
func (c *Curve) SignDeterministic(h crypto.Hash, priv, hash []byte) ([]byte, error) {
	if err := c.checkPrivateKey(priv); err != nil {
		return nil, err
	}
	if !h.Available() {
		return nil, errorf(ErrHash, "the hash function "+h.String()+" is not linked into the program")
	}
	sig := make([]byte, c.SignatureSize())
	switch err := c.signRFC6979(sig, h.New(), priv, hash); err {
	case nil:
		return sig, nil
	case ErrHash:
		return nil, errorf(ErrHash, h.String()+"'s output or block size is out of HMAC-DRBG's range")
	default:
		return nil, errorf(ErrRetries, "no usable nonce in 64 candidates")
	}
}

// checkPrivateKey checks the size and the range of a raw private key.
func (c *Curve) checkPrivateKey(priv []byte) error {
	if len(priv) != c.PrivateKeySize() {
		return c.lengthError("private key", len(priv), c.PrivateKeySize())
	}
	if !c.validPrivateKey(priv) {
		return errorf(ErrPrivateKey, "private key is 0 or not below the order n of "+c.Name())
	}
	return nil
}

// validPrivateKey reports whether priv is in [1, n−1]. The answer is
// declassified: a caller that passes an invalid key learns so from the error.
func (c *Curve) validPrivateKey(priv []byte) bool {
	return ct.Declassify(c.eng.ScalarIsValid(priv)) == 1
}

// hashInt converts a message digest to the integer e = bits2int(hash) mod n
// in s.e and returns it.
func (c *Curve) hashInt(s *scratch, hash []byte) []byte {
	e := s.e[:c.params.ScalarBytes]
	rfc6979.Bits2Int(e, hash, c.params.NBits)
	c.eng.ScalarReduce(e, e)
	return e
}

// Verify checks the ECDSA signature sig = r‖s (SignatureSize bytes) of the
// message digest hash (any length, converted with bits2int) under the raw
// public key pub (X‖Y, PublicKeySize bytes). It returns nil if the signature
// is valid, and then allocates nothing. Its partner is Sign; a DER signature
// goes to VerifyASN1, and the error for one given here says so.
//
// Unlike micro-ecc's uECC_verify it accepts every valid signature (micro-ecc
// rejects some, e.g. when pub is ±G) and it rejects an invalid public key.
// High-S signatures are valid, as in micro-ecc and crypto/ecdsa.
//
// Errors wrap ErrLength, ErrPublicKey or ErrSignature; compare with
// errors.Is.
func (c *Curve) Verify(pub, hash, sig []byte) error {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	if len(pub) != c.PublicKeySize() {
		return c.lengthError("public key", len(pub), c.PublicKeySize())
	}
	if len(sig) != c.SignatureSize() {
		return c.rawSignatureLengthError(sig)
	}
	if !c.eng.ValidPublicKey(pub) {
		return errorf(ErrPublicKey, c.publicKeyProblem(pub))
	}
	if !c.verifyDigest(pub, hash, sig) {
		return errorf(ErrSignature, "r or s is not in [1, n−1] or the signature does not match the hash and the public key")
	}
	return nil
}

// verifyDigest reports whether sig = r‖s is a valid signature of the digest
// hash under pub, both of the right lengths (pub is checked again by the
// engine).
func (c *Curve) verifyDigest(pub, hash, sig []byte) bool {
	s := getScratch()
	defer putScratch(s)
	e := s.e[:c.params.ScalarBytes]
	rfc6979.Bits2Int(e, hash, c.params.NBits)
	return c.eng.Verify(pub, e, sig)
}

// rawSignatureLengthError reports a raw signature of the wrong length, and
// names DER when sig is a DER signature.
func (c *Curve) rawSignatureLengthError(sig []byte) error {
	msg := "signature is " + strconv.Itoa(len(sig)) + " bytes, " + c.Name() + " takes " + strconv.Itoa(c.SignatureSize()) + " (r‖s)"
	if _, _, err := parseSig(sig); err == nil {
		msg += "; this one is ASN.1 DER: verify it with VerifyASN1"
	}
	return errorf(ErrLength, msg)
}
