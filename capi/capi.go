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
//     may race with other calls), and calls one Go export below. The public
//     names are the only ones left global in the final libraries. vli.c
//     does the same for uECC_vli.h, mostly in C; ucgo_point_mult and
//     ucgo_field_sqrt below are its Go exports. le.c defines the
//     little-endian entry points (uECC_make_key_le, ...) over uecc.c's
//     functions; ucgo_sign_deterministic_le below is its Go export.
//   - This file exports internal names (ucgo_*) that take a curve index
//     (0..4, already checked), C pointers (already checked for NULL) and the
//     RNG, and run the uecc operation. Callbacks into C (the RNG, the hash
//     context) go through the static inline trampolines in the preamble.
//
// Memory: the Go side only reads and writes the caller's C buffers for the
// duration of the call. The only Go memory handed to C is byte arrays (random
// requests and HMAC blocks inside uecc's scratch space), which the cgo
// pointer rules allow because they hold no Go pointers; C keeps none of it.
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
// The library's C code is built without unwind tables (4 KB less in every
// program): nothing unwinds through it. No call of the library is a
// cancellation point (uecc.c holds cancellation off in its waits, in the
// default RNG and while the runtime may still be starting; the caller's
// callbacks run with it held off, below), and no C++ exception can cross
// the Go frames between a callback and its caller anyway.
#cgo CFLAGS: -I${SRCDIR}/../include -fno-asynchronous-unwind-tables
#include <pthread.h>
#include <stdint.h>
#include "uECC.h"

// The default RNG (uecc.c): getrandom(2), /dev/urandom if that fails. Go
// recognises it by address and reads the same sources itself (package
// internal/osrand), saving a cgo callback per draw, and makes none of
// micro-ecc's discarded draws from it (reader).
extern int ucgo_os_rng(uint8_t *dest, unsigned size);

// The caller's RNG and hash functions run with cancellation held off: a
// cancellation point acted on inside them would unwind into the Go frames
// that called them, which have no unwind tables.
static inline int ucgo_call_rng(uECC_RNG_Function f, uint8_t *dest, unsigned size) {
	int cancel, r;
	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &cancel);
	r = f(dest, size);
	pthread_setcancelstate(cancel, NULL);
	return r;
}
// ucgo_hash_step runs, in one cgo call, the hash context's init_hash (if
// init), update_hash over the n bytes at m (if n > 0) and finish_hash into
// out (if out is not NULL). The context, the caller's C memory, comes as an
// integer: as a pointer to a struct that holds pointers, cgo would check it
// at every call, and the check's code (cgocheck, with the runtime's
// function-name lookup for its message) would add 12 KB to every program.
static inline void ucgo_hash_step(uintptr_t ctx, int init, const uint8_t *m, unsigned n, uint8_t *out) {
	const uECC_HashContext *c = (const uECC_HashContext *)ctx;
	int cancel;
	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &cancel);
	if (init) {
		c->init_hash(c);
	}
	if (n > 0) {
		c->update_hash(c, m, n);
	}
	if (out) {
		c->finish_hash(c, out);
	}
	pthread_setcancelstate(cancel, NULL);
}
*/
import "C"

import (
	"errors"
	"hash"
	"io"
	"runtime"
	"sync"
	"unsafe"

	"github.com/uecc-go/uecc/internal/curves"
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
// then hands out no handle of that index.
var curveByIndex [5]*uecc.Curve

// microECCByIndex holds micro-ecc's API on each curve of curveByIndex
// (microecc.For of it), made once by the same init functions.
var microECCByIndex [5]*microecc.Curve

// osRNG is the address of the default RNG that uECC_get_rng returns.
var osRNG = C.uECC_RNG_Function(C.ucgo_os_rng)

// errRNG is returned by cRNG.Read when the callback returns 0.
var errRNG = errors.New("capi: RNG callback returned 0")

// cRNG is an io.Reader over a C uECC_RNG_Function. Each Read is exactly one
// callback invocation with the full length, so io.ReadFull (which package uecc
// uses for every draw) makes one request per draw, of micro-ecc's size. A
// struct with one pointer field is stored in an interface without
// allocating.
type cRNG struct{ fn C.uECC_RNG_Function }

func (r cRNG) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	if C.ucgo_call_rng(r.fn, (*C.uint8_t)(unsafe.Pointer(&p[0])), C.unsigned(len(p))) == 0 {
		return 0, errRNG
	}
	return len(p), nil
}

// reader returns the io.Reader for an installed, non-NULL RNG: nil for the
// default one, which package uecc takes as the operating system's source
// (osrand), drawing from it only the values it uses: no call can see that
// stream, so micro-ecc's discarded blinding draws would only cost system
// calls. Every other RNG is called exactly as micro-ecc calls it.
func reader(fn C.uECC_RNG_Function) io.Reader {
	if fn == osRNG {
		return nil
	}
	return cRNG{fn}
}

// cHash is a hash.Hash over a caller's uECC_HashContext. A cgo call costs
// about 30 ns, and HMAC writes each message in several pieces, so cHash
// batches: Reset calls nothing, Write collects the bytes, and Sum makes a
// single call that runs init_hash, one update_hash over everything written
// and finish_hash. Only a message longer than the buffer (a very long
// message hash) is passed on in more than one update_hash. Any correct hash
// gives the same result however its input is split; the calls still come in
// the order init, update..., finish.
//
// Sum finalises the C state (C hash APIs have no copy), which is all HMAC
// needs: package uecc always calls Reset after Sum.
type cHash struct {
	ctx     *C.uECC_HashContext
	started bool // init_hash has been called for the current message
	n       int  // bytes in buf
	buf     [512]byte
}

var hashPool = sync.Pool{New: func() any { return new(cHash) }}

// newHash returns a cHash for ctx from the pool; release it after use.
func newHash(ctx *C.uECC_HashContext) *cHash {
	h := hashPool.Get().(*cHash)
	h.ctx = ctx
	h.Reset()
	return h
}

// release wipes the buffer (it held HMAC keys and the private key) and
// returns h to the pool.
func (h *cHash) release() {
	clear(h.buf[:])
	h.ctx = nil
	hashPool.Put(h)
}

// hash gives h to the signers, which take a hash constructor: a C caller's
// uECC_HashContext is one object, used by one call at a time.
func (h *cHash) hash() hash.Hash { return h }

// cctx is h.ctx for ucgo_hash_step.
func (h *cHash) cctx() C.uintptr_t { return C.uintptr_t(uintptr(unsafe.Pointer(h.ctx))) }

func (h *cHash) Reset() { h.started, h.n = false, 0 }

func (h *cHash) Write(p []byte) (int, error) {
	if h.n+len(p) > len(h.buf) {
		h.flush()
		if len(p) > len(h.buf) {
			C.ucgo_hash_step(h.cctx(), 0, (*C.uint8_t)(unsafe.Pointer(&p[0])), C.unsigned(len(p)), nil)
			return len(p), nil
		}
	}
	h.n += copy(h.buf[h.n:], p)
	return len(p), nil
}

// flush passes the buffered bytes to the C hash, calling init_hash first
// for a new message.
func (h *cHash) flush() {
	C.ucgo_hash_step(h.cctx(), h.init(), (*C.uint8_t)(unsafe.Pointer(&h.buf[0])), C.unsigned(h.n), nil)
	h.n = 0
}

// init reports (as a C boolean) whether init_hash is still to be called,
// and records that it will be.
func (h *cHash) init() C.int {
	if h.started {
		return 0
	}
	h.started = true
	return 1
}

func (h *cHash) Sum(b []byte) []byte {
	n, size := len(b), h.Size()
	if cap(b)-n < size {
		nb := make([]byte, n, n+size)
		copy(nb, b)
		b = nb
	}
	b = b[:n+size]
	C.ucgo_hash_step(h.cctx(), h.init(), (*C.uint8_t)(unsafe.Pointer(&h.buf[0])), C.unsigned(h.n),
		(*C.uint8_t)(unsafe.Pointer(&b[n])))
	h.n = 0
	return b
}

func (h *cHash) Size() int      { return int(h.ctx.result_size) }
func (h *cHash) BlockSize() int { return int(h.ctx.block_size) }

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

//export ucgo_make_key
func ucgo_make_key(ci C.int, pub, priv *C.uint8_t, rng C.uECC_RNG_Function) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	return ok(microECCByIndex[ci].MakeKey(bytes(pub, c.PublicKeySize()), bytes(priv, c.PrivateKeySize()), reader(rng)))
}

// ucgo_compute_public_key writes the public key to tmp (C scratch of the
// public key size): uecc.c copies it out only on success, so that a failed
// blinding draw after the computation leaves the caller's buffer untouched.
// The key is checked before any draw, as micro-ecc does.
//
//export ucgo_compute_public_key
func ucgo_compute_public_key(ci C.int, priv, tmp *C.uint8_t, rng C.uECC_RNG_Function) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	if err := microECCByIndex[ci].ComputePublicKey(bytes(tmp, c.PublicKeySize()), bytes(priv, c.PrivateKeySize())); err != nil {
		return 0
	}
	if rng != nil {
		return ok(microECCByIndex[ci].DrawBlind(reader(rng)))
	}
	return 1
}

// ucgo_shared_secret: as ucgo_compute_public_key, the secret goes to tmp and
// the blinding draw (micro-ecc's Z) is made only for valid inputs.
//
//export ucgo_shared_secret
func ucgo_shared_secret(ci C.int, pub, priv, tmp *C.uint8_t, rng C.uECC_RNG_Function) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	err := microECCByIndex[ci].SharedSecret(bytes(tmp, c.FieldSize()), bytes(priv, c.PrivateKeySize()),
		bytes(pub, c.PublicKeySize()))
	if err != nil {
		return 0
	}
	if rng != nil {
		return ok(microECCByIndex[ci].DrawBlind(reader(rng)))
	}
	return 1
}

//export ucgo_compress
func ucgo_compress(ci C.int, pub, out *C.uint8_t) {
	defer guard(new(C.int))
	c := curveByIndex[ci]
	microECCByIndex[ci].Compress(bytes(out, c.FieldSize()+1), bytes(pub, c.PublicKeySize()))
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

//export ucgo_sign
func ucgo_sign(ci C.int, priv, hash *C.uint8_t, hashSize C.unsigned, sig *C.uint8_t, rng C.uECC_RNG_Function) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	return ok(microECCByIndex[ci].Sign(bytes(sig, c.SignatureSize()), reader(rng), bytes(priv, c.PrivateKeySize()),
		bytes(hash, int(hashSize))))
}

// ucgo_sign_deterministic is micro-ecc's uECC_sign_deterministic. With an RNG
// installed, each attempt makes micro-ecc's two blinding draws; with none
// (rng NULL) it makes no draw. The signature is the same either way.
//
//export ucgo_sign_deterministic
func ucgo_sign_deterministic(ci C.int, priv, hash *C.uint8_t, hashSize C.unsigned,
	ctx *C.uECC_HashContext, sig *C.uint8_t, rng C.uECC_RNG_Function) (ret C.int) {
	defer guard(&ret)
	return signMicroECC(ci, priv, hash, hashSize, ctx, sig, rng, false)
}

// ucgo_sign_deterministic_le is uECC_sign_deterministic_le (le.c): micro-ecc's
// signer with the inputs of its little-endian build, the HMAC-DRBG seeded
// with the caller's key and hash bytes as they are.
//
//export ucgo_sign_deterministic_le
func ucgo_sign_deterministic_le(ci C.int, priv, hash *C.uint8_t, hashSize C.unsigned,
	ctx *C.uECC_HashContext, sig *C.uint8_t, rng C.uECC_RNG_Function) (ret C.int) {
	defer guard(&ret)
	return signMicroECC(ci, priv, hash, hashSize, ctx, sig, rng, true)
}

// signMicroECC runs micro-ecc's deterministic signer for both exports, in
// its big-endian or (le) little-endian form.
func signMicroECC(ci C.int, priv, hash *C.uint8_t, hashSize C.unsigned,
	ctx *C.uECC_HashContext, sig *C.uint8_t, rng C.uECC_RNG_Function, le bool) C.int {
	c := curveByIndex[ci]
	var blind io.Reader
	if rng != nil {
		blind = reader(rng)
	}
	h := newHash(ctx)
	defer h.release()
	s, d, m := bytes(sig, c.SignatureSize()), bytes(priv, c.PrivateKeySize()), bytes(hash, int(hashSize))
	if le {
		return ok(microECCByIndex[ci].SignDeterministicLittleEndian(s, blind, h.hash, d, m))
	}
	return ok(microECCByIndex[ci].SignDeterministic(s, blind, h.hash, d, m))
}

//export ucgo_sign_with_k
func ucgo_sign_with_k(ci C.int, priv, hash *C.uint8_t, hashSize C.unsigned, k, sig *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	return ok(microECCByIndex[ci].SignWithK(bytes(sig, c.SignatureSize()), bytes(priv, c.PrivateKeySize()),
		bytes(hash, int(hashSize)), bytes(k, c.PrivateKeySize())))
}

//export ucgo_sign_rfc6979
func ucgo_sign_rfc6979(ci C.int, priv, hash *C.uint8_t, hashSize C.unsigned,
	ctx *C.uECC_HashContext, sig *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	h := newHash(ctx)
	defer h.release()
	return ok(microECCByIndex[ci].SignRFC6979(bytes(sig, c.SignatureSize()), h.hash, bytes(priv, c.PrivateKeySize()),
		bytes(hash, int(hashSize))))
}

// ucgo_sign_recoverable is uECC_sign_recoverable: sig (SignatureSize) and
// *v are written only on success.
//
//export ucgo_sign_recoverable
func ucgo_sign_recoverable(ci C.int, priv, hash *C.uint8_t, hashSize C.unsigned, sig, v *C.uint8_t,
	rng C.uECC_RNG_Function) (ret C.int) {
	defer guard(&ret)
	c := curveByIndex[ci]
	var out [2*32 + 1]byte
	rsv := out[:c.RecoverableSignatureSize()]
	if microECCByIndex[ci].SignRecoverable(rsv, reader(rng), bytes(priv, c.PrivateKeySize()), bytes(hash, int(hashSize))) != nil {
		return 0
	}
	copy(bytes(sig, c.SignatureSize()), rsv)
	*v = C.uint8_t(rsv[c.SignatureSize()])
	return 1
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
	var rs [2*32 + 1]byte
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
var engineByIndex [5]curves.Engine

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
