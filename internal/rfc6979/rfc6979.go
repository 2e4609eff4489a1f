// Package rfc6979 holds what the deterministic ECDSA nonces of packages uecc
// and microecc share: the HMAC-DRBG of RFC 6979 §3.2 on a single hash.Hash,
// and bits2int (§2.3.2), which also turns a message digest into the integer
// ECDSA signs.
package rfc6979

import (
	"hash"

	"github.com/uecc-go/uecc/internal/ct"
)

// MaxScalar is the largest scalar of any curve, in bytes: secp521r1's
// ⌈521/8⌉.
const MaxScalar = 66

// Bits2Int writes the leftmost bitLen bits of in, as an integer, to out
// (⌈bitLen/8⌉ bytes, big-endian): SEC 1 §4.1.3 step 5 and RFC 6979 §2.3.2.
// The result is below 2^bitLen but not reduced mod n. Its running time
// depends only on the lengths.
func Bits2Int(out, in []byte, bitLen int) {
	n := len(out)
	if len(in) < n {
		copy(out[n-len(in):], in)
		ct.Wipe(out[:n-len(in)])
		return
	}
	copy(out, in[:n])
	shift := uint(n*8 - bitLen)
	if len(in)*8 <= bitLen || shift == 0 {
		return
	}
	for i := n - 1; i > 0; i-- {
		out[i] = out[i]>>shift | out[i-1]<<(8-shift)
	}
	out[0] >>= shift
}

// The largest hash output and block the HMAC-DRBG accepts: SHA-512's output
// (64 bytes) and more than SHAKE128's rate (168 bytes).
const (
	maxHashSize  = 64
	maxBlockSize = 256
)

// DRBG is the state of the HMAC-based nonce generators: RFC 6979 §3.2 and
// micro-ecc's variant of it. HMAC (RFC 2104) is computed here on a single
// hash.Hash, used one computation after another, because the C ABI's hash is
// one caller-owned context, not a constructor. The key K never exceeds the
// block size, so it is only zero-padded.
type DRBG struct {
	h     hash.Hash
	size  int // h.Size(): length of K and V
	block int // h.BlockSize()

	k, v  [maxHashSize]byte
	inner [maxHashSize]byte
	pad   [maxBlockSize]byte
	t     [2*MaxScalar + maxHashSize]byte // candidate nonce bytes
	sep   [2]byte                         // the separator bytes 0x00 and 0x01
}

// Init prepares d for h and reports whether h is usable (not nil, its
// output and block sizes within the bounds above), with K = 0x00… and V = 0x01… (RFC 6979 §3.2 b, c).
func (d *DRBG) Init(h hash.Hash) bool {
	if h == nil {
		return false
	}
	size, block := h.Size(), h.BlockSize()
	if size < 1 || size > maxHashSize || block < size || block > maxBlockSize {
		return false
	}
	d.h, d.size, d.block = h, size, block
	for i := 0; i < size; i++ {
		d.k[i], d.v[i] = 0x00, 0x01
	}
	d.sep = [2]byte{0x00, 0x01}
	return true
}

// mac writes HMAC_K(parts…) to out (d.size bytes, may alias K or V).
func (d *DRBG) mac(out []byte, parts ...[]byte) {
	h := d.h
	h.Reset()
	h.Write(d.keyedPad(0x36))
	for _, p := range parts {
		h.Write(p)
	}
	inner := h.Sum(d.inner[:0])
	h.Reset()
	h.Write(d.keyedPad(0x5c))
	h.Write(inner)
	h.Sum(out[:0])
}

// keyedPad returns K zero-padded to the block size, XORed with b (RFC 2104's
// ipad 0x36 or opad 0x5c).
func (d *DRBG) keyedPad(b byte) []byte {
	pad := d.pad[:d.block]
	for i := range pad {
		pad[i] = b
	}
	for i, k := range d.k[:d.size] {
		pad[i] ^= k
	}
	return pad
}

// Seed runs RFC 6979 §3.2 d–g: K = HMAC_K(V‖0x00‖x‖h), V = HMAC_K(V),
// K = HMAC_K(V‖0x01‖x‖h), V = HMAC_K(V).
func (d *DRBG) Seed(x, h []byte) {
	k, v := d.k[:d.size], d.v[:d.size]
	d.mac(k, v, d.sep[0:1], x, h)
	d.mac(v, v)
	d.mac(k, v, d.sep[1:2], x, h)
	d.mac(v, v)
}

// Fill returns at least n fresh output bytes: V = HMAC_K(V) appended until
// there are n (RFC 6979 §3.2 h.2).
func (d *DRBG) Fill(n int) []byte {
	v := d.v[:d.size]
	t := 0
	for t < n {
		d.mac(v, v)
		t += copy(d.t[t:], v)
	}
	return d.t[:t]
}

// Reseed runs K = HMAC_K(V‖0x00), V = HMAC_K(V) after a rejected candidate
// (RFC 6979 §3.2 h.3).
func (d *DRBG) Reseed() {
	k, v := d.k[:d.size], d.v[:d.size]
	d.mac(k, v, d.sep[0:1])
	d.mac(v, v)
}
