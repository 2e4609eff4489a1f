// Command capi is the uECC C ABI: built with -buildmode=c-archive or
// c-shared it becomes libuecc.a / libuecc.so, a drop-in replacement for
// micro-ecc (include/uECC.h) on top of package uecc.
//
// The split between the two languages (docs/DESIGN.md, "The C ABI"):
//
//   - uecc.c includes uECC.h and uECC_ext.h and defines every public function
//     with its exact prototype, so the C compiler checks each definition
//     against the header. It rejects NULL pointers and unknown curve handles,
//     loads the installed RNG once per call (an atomic load, so uECC_set_rng
//     may race with other calls), and calls the Go exports below. The public
//     names are the only ones left global in the final libraries. vli.c
//     does the same for uECC_vli.h, mostly in C; ucgo_point_mult and
//     ucgo_field_sqrt below are its Go exports. le.c defines the
//     little-endian entry points (uECC_make_key_le, ...) over uecc.c's
//     functions. nonce.c calls the caller's RNG and hash functions: in C,
//     before and between the calls into Go, never under them.
//   - This file exports internal names (ucgo_*) that take a curve index
//     (0..6, already checked) and C pointers (already checked for NULL),
//     and run the uecc operation. Go calls no function of the caller's.
//     schnorr.go exports the BIP-340 functions of uECC_ext.h
//     (uECC_schnorr_*, over package uecc/schnorr), in builds with
//     secp256k1.
//
// Memory: the Go side only reads and writes the caller's C buffers for the
// duration of the call; no Go memory is handed to C.
//
// Asynchronous preemption is off: mk/c.mk links the libraries with
// runtime.godebugDefault set to asyncpreemptoff=1 (a //go:debug line cannot
// name runtime settings), so the runtime never sends SIGURG to a thread and
// a C program's own SIGURG handler sees only the signals the program itself
// causes. The library's calls are short and run to completion; nothing here
// needs to be preempted. A GODEBUG environment variable still overrides it.
//
// fork(): uecc.c registers pthread_atfork handlers that call ucgo_prefork
// before a fork and ucgo_postfork_parent after it in the parent
// (docs/C-API.md, "fork()").
package main

/*
// The library's C code is built with unwind tables: the caller's RNG and
// hash functions are called from C (nonce.c), and a C++ exception thrown
// from one of them unwinds through the C frames of the call, as it does
// through micro-ecc's. Go never calls them: no exception or longjmp can
// cross a Go frame.
#cgo CFLAGS: -I${SRCDIR}/../include -fasynchronous-unwind-tables
#include <stdint.h>
#include "uECC.h"
*/
import "C"

import (
	"io"
	"runtime"
	"unsafe"

	"github.com/uecc-go/uecc/internal/ct"
	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/internal/rfc6979"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// main is required by -buildmode=c-archive and c-shared; it never runs.
func main() {}

// setGCPercent is runtime/debug.SetGCPercent without the rest of
// runtime/debug (which imports fmt, os, time and reflect). With a negative
// value it returns only once no collection is running.
//
//go:linkname setGCPercent runtime/debug.setGCPercent
func setGCPercent(int32) int32

// gcPercent is the GOGC setting saved by ucgo_prefork for the parent.
var gcPercent int32

// ucgo_prefork runs in the thread that calls fork(), from uecc.c's prepare
// handler, while no other thread is inside the library. A forked child has
// only that thread: no sysmon, no collector workers, none of the runtime's
// other threads, and whatever they held at the moment of the fork (a lock,
// a P, a goroutine's status) stays held for ever. So the fork must find
// the runtime at rest: no collection running, every P idle, every runtime
// thread parked. ucgo_prefork switches the collector off (the call returns
// once no cycle is running; the child keeps it off, the parent turns it
// back on in ucgo_postfork_parent) and grows this thread's goroutine stack;
// uecc.c then waits for the runtime's threads to park (rest.c).
//
// The Ps that callers' threads still hold in C (a call returns to C with
// its P, in the system-call state) go back to the idle list through
// sysmon, which takes a P from a thread in C after 10 ms and then, every P
// idle, sleeps: that sleep is what the rest detection waits for. Stopping
// the world would free them in microseconds, but the stop can miss such a
// P (sysmon, inspecting the same thread at that instant, holds the
// goroutine's status bit the stop needs) and then waits until that thread
// calls into Go again, with every other thread of the runtime stopped and
// sysmon asleep: here that thread waits at the gate for the fork, and a
// child forked meanwhile would inherit a world being stopped and hang.
// Under qemu-user on a loaded host that happened to about one ARMv6 fork
// in a thousand of tests/c/test_fork.c's load test.
//
//export ucgo_prefork
func ucgo_prefork() {
	gcPercent = setGCPercent(-1)
	growStack(0)
	settle()
}

// nanotime is the runtime's monotonic clock (CLOCK_MONOTONIC), without
// package time.
//
//go:linkname nanotime runtime.nanotime
func nanotime() int64

const (
	// settleNS is how long settle keeps this goroutine in Go code after it
	// last ran anew, checking for a preemption request at every turn.
	settleNS = 50_000
	// settleGapNS: two turns of settle's loop further apart than this mean
	// the goroutine was descheduled (by a preemption request it honoured, or
	// by the kernel) and count the time again.
	settleGapNS = 2_000
	// settleMaxNS bounds settle, should the kernel keep descheduling it.
	settleMaxNS = 10_000_000
)

// settle returns with no preemption request pending on this goroutine, so
// that none reaches the child. A request made while a goroutine runs Go
// code is honoured at its next function entry; one still pending when the
// call returns to C is honoured at the next call, which in a forked child
// yields the goroutine: cgo callbacks lock it to their thread, so the
// thread then waits for another to hand it a P, and the child has no
// other thread. Its first call would wait for ever.
//
// The request that can be left pending comes from sysmon. It reads a P's
// schedtick and, if that is the value it saw 10 ms before or more (or a
// P's first: a P that never ran a goroutine has the value sysmon's record
// starts with, at time 0), marks the goroutine running on that P.
// Reading and marking are two steps, and the scheduler does not wait for
// them: when this goroutine is started on such a P (at the Gosched below,
// or when a thread's call takes an idle P), sysmon can read the old value
// just before the scheduler counts the new run and clears the goroutine's
// request, and mark it just after. A runtime instrumented to record every
// such mark showed it, 1 µs before the call returned to C, in every child
// of tests/c/test_fork.c that hung (about 1 in 7,000 forks 0.5-2 ms after
// exec, when every P is new).
//
// So settle yields once (honouring any request already made), then stays
// in Go until settleNS have passed since it last ran anew, calling a
// function with a stack check at every turn: a mark made in the race
// above lands within a microsecond of the new run and is honoured (the
// goroutine yields again, and the count starts over). After settleNS no
// mark can come any more: the P's schedtick is new and sysmon marks only
// after seeing the same value for 10 ms, so only a mark whose read came
// before the last new run and whose write comes settleNS later remains,
// which would need sysmon stopped for that long between two adjacent
// instructions.
func settle() {
	runtime.Gosched()
	first := nanotime()
	start, last := first, first
	for {
		stackCheck(1)
		now := nanotime()
		if now-last > settleGapNS {
			start = now
		}
		last = now
		if now-start >= settleNS || now-first >= settleMaxNS {
			return
		}
	}
}

// stackCheck is a function with a stack check at its entry, where a
// pending preemption request is honoured; a leaf function with a small
// frame would get none.
//
//go:noinline
func stackCheck(n int) int {
	if n > 0 {
		return stackCheck(n-1) + 1
	}
	return 0
}

//export ucgo_postfork_parent
func ucgo_postfork_parent() {
	setGCPercent(gcPercent)
}

// growStack uses a 64 KiB frame, so that the goroutine's stack is at least
// 128 KiB when it returns (Go stacks grow by doubling and shrink only
// during a collection, never while the goroutine is in C).
//
//go:noinline
func growStack(i int) byte {
	var frame [64 << 10]byte
	frame[i&(len(frame)-1)] = byte(i)
	return frame[(i+1)&(len(frame)-1)]
}

// curveByIndex maps the index uecc.c derives from a curve handle to the
// curve. The order is fixed by uecc.c's table of handles. Each entry is set
// by the init function of the curve's file (curve_<name>.go), which a build
// with the tag uecc_no_<name> leaves out (mk/c.mk's UECC_CURVES): uecc.c
// then hands out no handle of that index. Indices 0..4 are micro-ecc's
// curves, 5 and 6 secp384r1 and secp521r1 (uECC_ext.h).
var curveByIndex [numCurves]*uecc.Curve

// numCurves is the length of uecc.c's table of handles; maxScalar and
// maxPublic are the largest private key and public key (or signature) of
// any curve, in bytes: secp521r1's.
const (
	numCurves = 7
	maxScalar = 66
	maxPublic = 2 * 66
)

// microECCByIndex holds micro-ecc's API on each curve of curveByIndex
// (microecc.For of it), made once by the same init functions.
var microECCByIndex [numCurves]*microecc.Curve

// bytes views n bytes of C memory at p as a slice (nil for n = 0).
func bytes(p *C.uint8_t, n int) []byte {
	if n == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(p)), n)
}

// ok converts an error to the C convention: 1 for success, 0 for failure.
func ok(err error) C.int {
	if err != nil {
		return 0
	}
	return 1
}

// guard turns a panic into a 0 return: a C caller must never see a Go
// panic abort its process. No panic is expected (uecc checks lengths, and
// uecc.c every pointer and handle); this is the last line of defence.
func guard(ret *C.int) {
	if recover() != nil {
		*ret = 0
	}
}

// The exports below make no call to the caller's RNG or hash functions:
// uecc.c and nonce.c make those in C, before and between these calls. With
// the default RNG (the operating system's source, which nobody else sees)
// Go draws for itself: ucgo_make_key, ucgo_sign, ucgo_sign_recoverable and
// ucgo_sign_hedged.

//export ucgo_make_key
func ucgo_make_key(ci C.int, pub, priv *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	return ok(microECCByIndex[ci].MakeKey(bytes(pub, c.PublicKeySize()), bytes(priv, c.PrivateKeySize()), nil))
}

// ucgo_compute_public_key writes the public key to tmp (C scratch of the
// public key size): uecc.c copies it out only on success, so that a failed
// blinding draw after the computation leaves the caller's buffer untouched.
//
//export ucgo_compute_public_key
func ucgo_compute_public_key(ci C.int, priv, tmp *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	return ok(microECCByIndex[ci].ComputePublicKey(bytes(tmp, c.PublicKeySize()), bytes(priv, c.PrivateKeySize())))
}

// ucgo_shared_secret: as ucgo_compute_public_key, the secret goes to tmp.
//
//export ucgo_shared_secret
func ucgo_shared_secret(ci C.int, pub, priv, tmp *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	return ok(microECCByIndex[ci].SharedSecret(bytes(tmp, c.FieldSize()), bytes(priv, c.PrivateKeySize()),
		bytes(pub, c.PublicKeySize())))
}

// ucgo_decompress returns 0 for an invalid encoding; uecc.c then writes the
// all-zero key.
//
//export ucgo_decompress
func ucgo_decompress(ci C.int, in, pub *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	return ok(microECCByIndex[ci].Decompress(bytes(pub, c.PublicKeySize()), bytes(in, c.FieldSize()+1)))
}

//export ucgo_valid_public_key
func ucgo_valid_public_key(ci C.int, pub *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	if microECCByIndex[ci].ValidPublicKey(bytes(pub, c.PublicKeySize())) {
		return 1
	}
	return 0
}

// ucgo_sign is uECC_sign with the default RNG.
//
//export ucgo_sign
func ucgo_sign(ci C.int, priv, hash *C.uint8_t, hashSize C.unsigned, sig *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	return ok(microECCByIndex[ci].Sign(bytes(sig, c.SignatureSize()), nil, bytes(priv, c.PrivateKeySize()),
		bytes(hash, int(hashSize))))
}

// ucgo_sign_nonce signs with a nonce that uecc.c drew from the caller's RNG
// or derived with the HMAC-DRBG (nonce.c): k is PrivateKeySize big-endian
// bytes, the integer itself (no bits2int). It returns 1 with r‖s in sig
// (and, if v is not NULL, the recovery id in *v), 0 if the private key is
// not in [1, n−1], or −1 if k is not in [1, n−1] or gives r or s = 0 (the
// caller moves on to another nonce, as micro-ecc does).
//
//export ucgo_sign_nonce
func ucgo_sign_nonce(ci C.int, priv, hash *C.uint8_t, hashSize C.unsigned, k, sig, v *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	c, e := curveByIndex[ci], engineByIndex[ci]
	p := e.Params()
	d, kk := bytes(priv, p.ScalarBytes), bytes(k, p.ScalarBytes)
	if ct.Declassify(e.ScalarIsValid(d)) != 1 {
		return 0
	}
	if ct.Declassify(e.ScalarIsValid(kk)) != 1 {
		return -1
	}
	var h [maxScalar]byte
	m := h[:p.ScalarBytes]
	rfc6979.Bits2Int(m, bytes(hash, int(hashSize)), p.NBits)
	e.ScalarReduce(m, m)
	rs := bytes(sig, c.SignatureSize())
	if e.Sign(rs, d, kk, m) != 1 {
		return -1
	}
	if v != nil {
		var q [maxPublic]byte
		pub := q[:c.PublicKeySize()]
		e.ScalarBaseMult(pub, d) // constant time, before the public part
		*v = C.uint8_t(recoveryID(ci, pub, bytes(hash, int(hashSize)), rs))
	}
	return 1
}

// recoveryID returns the v with which uecc.Curve.RecoverPublicKey finds
// the public key pub from the signature rs of hash: up to four recoveries
// (variable time in public values: the signature is finished, and it, the
// hash and the key are public), as microecc's SignRecoverable.
func recoveryID(ci C.int, pub, hash, rs []byte) byte {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	c := curveByIndex[ci]
	var rsv [maxPublic + 1]byte
	n := copy(rsv[:], rs)
	for v := byte(0); v < 4; v++ {
		rsv[n] = v
		if got, err := c.RecoverPublicKey(hash, rsv[:n+1]); err == nil && string(got) == string(pub) {
			return v
		}
	}
	return 0 // unreachable: one of the four candidates is k·G
}

// ucgo_sign_recoverable is uECC_sign_recoverable with the default RNG: sig
// (SignatureSize) and *v are written only on success.
//
//export ucgo_sign_recoverable
func ucgo_sign_recoverable(ci C.int, priv, hash *C.uint8_t, hashSize C.unsigned, sig, v *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	var out [maxPublic + 1]byte
	rsv := out[:c.RecoverableSignatureSize()]
	if microECCByIndex[ci].SignRecoverable(rsv, nil, bytes(priv, c.PrivateKeySize()), bytes(hash, int(hashSize))) != nil {
		return 0
	}
	copy(bytes(sig, c.SignatureSize()), rsv)
	*v = C.uint8_t(rsv[c.SignatureSize()])
	return 1
}

// ucgo_sign_hedged is uECC_sign_hedged: uecc.Curve.Sign, whose nonce is
// hedged with 32 fresh bytes from its reader. fresh holds the 32 bytes uecc.c
// drew from the caller's RNG; with draw set it is ignored and Sign reads
// the operating system's source itself (a nil reader: internal/osrand, as
// the default RNG's other draws), which uecc.c sets only when that RNG is
// installed. sig (SignatureSize) is written only on success. hash is uecc.c's
// copy of the bytes bits2int reads, which give Sign's signature of the
// whole hash.
//
//export ucgo_sign_hedged
func ucgo_sign_hedged(ci C.int, priv, hash *C.uint8_t, hashSize C.unsigned, fresh *C.uint8_t, draw C.int,
	sig *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	var rand io.Reader
	if draw == 0 {
		rand = &freshBytes{bytes(fresh, hedgeBytes)}
	}
	rs, err := c.Sign(rand, bytes(priv, c.PrivateKeySize()), bytes(hash, int(hashSize)))
	if err != nil {
		return 0
	}
	copy(bytes(sig, c.SignatureSize()), rs)
	return 1
}

// ucgo_sign_hedged_batch is uECC_sign_hedged_batch: uecc.Curve.SignBatch
// over count hashes of hashSize bytes each, one after another in hashes
// (uecc.c's copies of the bytes bits2int reads), with the 32·count fresh
// bytes uecc.c drew from the caller's RNG (ignored with draw set, as for
// ucgo_sign_hedged). sigs (count signatures) is written only on success.
//
//export ucgo_sign_hedged_batch
func ucgo_sign_hedged_batch(ci C.int, priv, hashes *C.uint8_t, hashSize, count C.unsigned, fresh *C.uint8_t,
	draw C.int, sigs *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	n, m := int(hashSize), int(count)
	all := bytes(hashes, n*m)
	hs := make([][]byte, m)
	for k := range hs {
		hs[k] = all[k*n : (k+1)*n]
	}
	var rand io.Reader
	if draw == 0 {
		rand = &freshBytes{bytes(fresh, hedgeBytes*m)}
	}
	out, err := c.SignBatch(rand, bytes(priv, c.PrivateKeySize()), hs)
	if err != nil {
		return 0
	}
	dst := bytes(sigs, m*c.SignatureSize())
	for k, sig := range out {
		copy(dst[k*c.SignatureSize():], sig)
	}
	return 1
}

// hedgeBytes is how many fresh bytes uecc.Curve.Sign reads for a hedged
// nonce, in one read (uECC_sign_hedged's one request to the caller's RNG).
const hedgeBytes = 32

// freshBytes is a reader of the bytes uecc.c drew, each given once.
type freshBytes struct{ b []byte }

func (r *freshBytes) Read(p []byte) (int, error) {
	if len(r.b) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.b)
	r.b = r.b[n:]
	return n, nil
}

//export ucgo_sign_with_k
func ucgo_sign_with_k(ci C.int, priv, hash *C.uint8_t, hashSize C.unsigned, k, sig *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	return ok(microECCByIndex[ci].SignWithK(bytes(sig, c.SignatureSize()), bytes(priv, c.PrivateKeySize()),
		bytes(hash, int(hashSize)), bytes(k, c.PrivateKeySize())))
}

// ucgo_recover_public_key is uECC_recover_public_key; pub is written only on
// success.
//
//export ucgo_recover_public_key
func ucgo_recover_public_key(ci C.int, hash *C.uint8_t, hashSize C.unsigned, sig *C.uint8_t, v C.unsigned,
	pub *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	if v > 3 {
		return 0
	}
	var rs [maxPublic + 1]byte
	n := copy(rs[:], bytes(sig, c.SignatureSize()))
	rs[n] = byte(v)
	return ok(microECCByIndex[ci].RecoverPublicKey(bytes(pub, c.PublicKeySize()), bytes(hash, int(hashSize)), rs[:n+1]))
}

// ucgo_signature_to_der is uECC_signature_to_der: it returns the DER length,
// or 0 (writing nothing) if r or s is 0 or it needs more than capacity bytes.
//
//export ucgo_signature_to_der
func ucgo_signature_to_der(ci C.int, sig, der *C.uint8_t, capacity C.unsigned) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	out, err := c.SignatureToASN1(bytes(sig, c.SignatureSize()))
	if err != nil || len(out) > int(capacity) {
		return 0
	}
	copy(bytes(der, len(out)), out)
	return C.int(len(out))
}

// ucgo_signature_from_der is uECC_signature_from_der; sig is written only on
// success.
//
//export ucgo_signature_from_der
func ucgo_signature_from_der(ci C.int, der *C.uint8_t, derSize C.unsigned, sig *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	out, err := c.SignatureFromASN1(bytes(der, int(derSize)))
	if err != nil {
		return 0
	}
	copy(bytes(sig, c.SignatureSize()), out)
	return 1
}

//export ucgo_verify
func ucgo_verify(ci C.int, pub, hash *C.uint8_t, hashSize C.unsigned, sig *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	if microECCByIndex[ci].Verify(bytes(pub, c.PublicKeySize()), bytes(hash, int(hashSize)), bytes(sig, c.SignatureSize())) {
		return 1
	}
	return 0
}

// engineByIndex is curveByIndex's engines, for the VLI API (vli.c), which
// works on raw points and field elements; set alongside curveByIndex.
var engineByIndex [numCurves]ecc.Engine

// ucgo_point_mult writes k·Q as X‖Y to out (public key size) for a scalar k
// in [1, n−1] (ScalarBytes, big-endian: vli.c reduced it mod n and excluded
// 0) and a point Q (X‖Y). Returns 0, writing nothing, if Q is not a valid
// point. Constant time in k.
//
//export ucgo_point_mult
func ucgo_point_mult(ci C.int, k, q, out *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	e := engineByIndex[ci]
	p := e.Params()
	pub := bytes(q, 2*p.FieldBytes)
	if !e.ValidPublicKey(pub) {
		return 0
	}
	return C.int(e.ScalarMult(bytes(out, 2*p.FieldBytes), bytes(k, p.ScalarBytes), pub))
}

// ucgo_field_sqrt writes a square root of the field element in to out (both
// FieldBytes, big-endian) and returns 1, or returns 0, writing nothing, if
// in ≥ p or is not a square. Variable time.
//
//export ucgo_field_sqrt
func ucgo_field_sqrt(ci C.int, in, out *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	e := engineByIndex[ci]
	fb := e.Params().FieldBytes
	return C.int(e.FieldSqrt(bytes(out, fb), bytes(in, fb)))
}
