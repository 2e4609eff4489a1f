// Package sha256 is SHA-256 (FIPS 180-4 §6.2), without encoding/binary
// (which brings reflect), for the builds of package uecc that must not link
// crypto/sha256: the C library's (tag uecc_nostdconv), where crypto/sha256
// would bring the FIPS 140 module with os and time into every C program.
// There it hashes the hedged nonces (uECC_sign_hedged, its batch, the JVM's
// sign) and BIP-340's tagged hashes. Other builds use crypto/sha256. The
// compression function runs on the SHA extensions where an x86-64 CPU has
// them (block_amd64.s), in plain Go elsewhere.
package sha256

import (
	"hash"
	"math/bits"
)

// Size and BlockSize are SHA-256's output and block sizes in bytes.
const (
	Size      = 32
	BlockSize = 64
)

// k are the round constants of FIPS 180-4 §4.2.2.
var k = [64]uint32{
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
}

// digest is the running state: the chaining value, a partial block and the
// length so far.
type digest struct {
	h   [8]uint32
	buf [BlockSize]byte
	n   int    // bytes in buf
	len uint64 // bytes written in all
}

// New returns a new SHA-256 hash.Hash.
func New() hash.Hash {
	d := new(digest)
	d.Reset()
	return d
}

// Clone returns a copy of the running state (hash.Cloner).
func (d *digest) Clone() (hash.Cloner, error) {
	c := *d
	return &c, nil
}

func (d *digest) Size() int      { return Size }
func (d *digest) BlockSize() int { return BlockSize }

// Reset sets the initial hash value of FIPS 180-4 §5.3.3.
func (d *digest) Reset() {
	d.h = [8]uint32{0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19}
	d.buf = [BlockSize]byte{}
	d.n, d.len = 0, 0
}

func (d *digest) Write(p []byte) (int, error) {
	written := len(p)
	d.len += uint64(written)
	for len(p) > 0 {
		c := copy(d.buf[d.n:], p)
		d.n += c
		p = p[c:]
		if d.n == BlockSize {
			d.block()
			d.n = 0
		}
	}
	return written, nil
}

// Sum appends the hash of what was written to b, leaving d as it was.
func (d *digest) Sum(b []byte) []byte {
	e := *d
	// Padding (§5.1.1): 0x80, zeros, then the length in bits, big-endian.
	var pad [BlockSize + 8]byte
	pad[0] = 0x80
	padLen := (BlockSize + 56 - int(e.len%BlockSize)) % BlockSize
	if padLen == 0 {
		padLen = BlockSize
	}
	bitLen := e.len * 8
	for i := 0; i < 8; i++ {
		pad[padLen+i] = byte(bitLen >> (56 - 8*i))
	}
	e.Write(pad[:padLen+8])
	for _, v := range e.h {
		b = append(b, byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
	}
	return b
}

// block runs the compression function on d.buf: with the SHA extensions
// where the CPU has them (block_amd64.go), else in Go.
func (d *digest) block() { block(&d.h, &d.buf) }

// blockGeneric runs the compression function (§6.2.2) on the block p,
// updating the chaining value h.
func blockGeneric(h *[8]uint32, p *[BlockSize]byte) {
	var w [64]uint32
	for t := 0; t < 16; t++ {
		w[t] = uint32(p[4*t])<<24 | uint32(p[4*t+1])<<16 | uint32(p[4*t+2])<<8 | uint32(p[4*t+3])
	}
	for t := 16; t < 64; t++ {
		s0 := bits.RotateLeft32(w[t-15], -7) ^ bits.RotateLeft32(w[t-15], -18) ^ w[t-15]>>3
		s1 := bits.RotateLeft32(w[t-2], -17) ^ bits.RotateLeft32(w[t-2], -19) ^ w[t-2]>>10
		w[t] = w[t-16] + s0 + w[t-7] + s1
	}
	a, b, c, d, e, f, g, hh := h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7]
	for t := 0; t < 64; t++ {
		S1 := bits.RotateLeft32(e, -6) ^ bits.RotateLeft32(e, -11) ^ bits.RotateLeft32(e, -25)
		ch := e&f ^ ^e&g
		t1 := hh + S1 + ch + k[t] + w[t]
		S0 := bits.RotateLeft32(a, -2) ^ bits.RotateLeft32(a, -13) ^ bits.RotateLeft32(a, -22)
		maj := a&b ^ a&c ^ b&c
		t2 := S0 + maj
		hh, g, f, e, d, c, b, a = g, f, e, d+t1, c, b, a, t1+t2
	}
	h[0] += a
	h[1] += b
	h[2] += c
	h[3] += d
	h[4] += e
	h[5] += f
	h[6] += g
	h[7] += hh
}
