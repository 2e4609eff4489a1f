//go:build microecc

package main

/*
#cgo CFLAGS: -O3
#include <stdint.h>
#include <string.h>
#include <time.h>
#include "uECC.c"

// mc_rng is micro-ecc's random source here: splitmix64, deterministic and
// cheap, as uecc's side reads a ChaCha8 stream (the random bytes are a
// negligible part of either's time).
static uint64_t mc_state = 0x75656363u;
static int mc_rng(uint8_t *dest, unsigned size) {
	while (size > 0) {
		uint64_t z = (mc_state += 0x9e3779b97f4a7c15ull);
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
		z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
		z ^= z >> 31;
		unsigned k = size < 8 ? size : 8;
		memcpy(dest, &z, k);
		dest += k;
		size -= k;
	}
	return 1;
}

// mc_curve maps uecc.Curves()'s order to micro-ecc's curves.
static uECC_Curve mc_curve(int i) {
	switch (i) {
	case 0: return uECC_secp160r1();
	case 1: return uECC_secp192r1();
	case 2: return uECC_secp224r1();
	case 3: return uECC_secp256r1();
	default: return uECC_secp256k1();
	}
}

// The fixture of the curve being timed, copied in by mc_set and mc_set_input,
// and the outputs. ECDH, verification, decompression and validation cycle
// through MC_NIN inputs: with one input repeated, the branch predictor learns
// micro-ecc's whole path through it (its arithmetic branches on the data), and
// its verification ran in 0.6 of the time it takes on a new signature.
#define MC_NIN 16
static uint8_t mc_priv[32], mc_pub[64], mc_hash[32];
static uint8_t mc_peer[MC_NIN][64], mc_comp[MC_NIN][33], mc_vhash[MC_NIN][32], mc_vsig[MC_NIN][64];
static uint8_t mc_out_pub[64], mc_out_priv[32], mc_out[64];

static void mc_set(const uint8_t *priv, int np, const uint8_t *pub, int nk, const uint8_t *hash) {
	uECC_set_rng(mc_rng);
	memcpy(mc_priv, priv, np);
	memcpy(mc_pub, pub, nk);
	memcpy(mc_hash, hash, 32);
}

// mc_set_input sets input j: another party's public key (ECDH, validation),
// its compressed form (decompression), and a digest with its signature
// under mc_pub (verification).
static void mc_set_input(int j, const uint8_t *peer, int nk, const uint8_t *comp, int nc,
                         const uint8_t *hash, const uint8_t *sig, int ns) {
	memcpy(mc_peer[j], peer, nk);
	memcpy(mc_comp[j], comp, nc);
	memcpy(mc_vhash[j], hash, 32);
	memcpy(mc_vsig[j], sig, ns);
}

// The operations, in the order of ops in microecc.go.
enum { MC_KEYGEN, MC_ECDH, MC_SIGN, MC_VERIFY, MC_DECOMPRESS, MC_VALID };

// mc_run runs operation op n times on curve i and returns 1 if every call
// succeeded: one cgo call per batch.
static int mc_run(int i, int op, long n) {
	uECC_Curve c = mc_curve(i);
	int ok = 1;
	for (long j = 0; j < n; j++) {
		int k = (int)(j % MC_NIN);
		switch (op) {
		case MC_KEYGEN: ok &= uECC_make_key(mc_out_pub, mc_out_priv, c); break;
		case MC_ECDH: ok &= uECC_shared_secret(mc_peer[k], mc_priv, mc_out, c); break;
		case MC_SIGN: ok &= uECC_sign(mc_priv, mc_hash, 32, mc_out, c); break;
		case MC_VERIFY: ok &= uECC_verify(mc_pub, mc_vhash[k], 32, mc_vsig[k], c); break;
		case MC_DECOMPRESS: uECC_decompress(mc_comp[k], mc_out_pub, c); break;
		default: ok &= uECC_valid_public_key(mc_peer[k], c); break;
		}
	}
	return ok;
}

// The cross-checks of the fixture (check in microecc.go), on input j.
static int mc_verify(int i, int j) { return uECC_verify(mc_pub, mc_vhash[j], 32, mc_vsig[j], mc_curve(i)); }
static int mc_shared(int i, int j, uint8_t *out) { return uECC_shared_secret(mc_peer[j], mc_priv, out, mc_curve(i)); }
static int mc_sign(int i, uint8_t *out) { return uECC_sign(mc_priv, mc_hash, 32, out, mc_curve(i)); }
static int mc_compute_public(int i, uint8_t *out) { return uECC_compute_public_key(mc_priv, out, mc_curve(i)); }
static void mc_decompress(int i, int j, uint8_t *out) { uECC_decompress(mc_comp[j], out, mc_curve(i)); }
static int mc_valid(int i, int j) { return uECC_valid_public_key(mc_peer[j], mc_curve(i)); }
*/
import "C"

import (
	"bytes"
	"crypto/sha256"
	"flag"
	"fmt"
	mrand "math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"
	"unsafe"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// nin is MC_NIN: how many inputs ECDH, verification, decompression and
// validation cycle through, on both sides.
const nin = 16

// ops are the timed operations, in the order of mc_run's enum.
var ops = []string{"keygen", "ecdh", "sign", "verify", "decompress", "valid"}

// p returns a C pointer to b's bytes for the duration of a call.
func p(b []byte) *C.uint8_t { return (*C.uint8_t)(unsafe.Pointer(&b[0])) }

func run() {
	rounds := flag.Int("rounds", 21, "interleaved rounds per operation")
	batch := flag.Duration("batch", 10*time.Millisecond, "time per batch")
	curvesFlag := flag.String("curves", "", "curves, comma-separated (default all)")
	opsFlag := flag.String("ops", strings.Join(ops, ","), "operations, comma-separated")
	flag.Parse()
	runtime.LockOSThread()

	fmt.Printf("uecc (Go, go%s) against micro-ecc (C, -O3, compiled here), %d interleaved rounds of ~%v batches; "+
		"ratio: median of the per-round ratios uecc/micro-ecc; %s\n\n",
		strings.TrimPrefix(runtime.Version(), "go"), *rounds, *batch, time.Now().UTC().Format("2006-01-02 15:04 UTC"))
	fmt.Println("| curve | op | uecc µs | micro-ecc µs | uecc/micro-ecc | quotient of medians | bar |")
	fmt.Println("|---|---|---:|---:|---:|---:|---|")
	for ci, c := range uecc.Curves() {
		if *curvesFlag != "" && !slices.Contains(strings.Split(*curvesFlag, ","), c.Name()) {
			continue
		}
		f := newFixture(c)
		C.mc_set(p(f.priv), C.int(len(f.priv)), p(f.pub), C.int(len(f.pub)), p(f.digest))
		for j, in := range f.in {
			C.mc_set_input(C.int(j), p(in.peer), C.int(len(in.peer)), p(in.comp), C.int(len(in.comp)),
				p(in.digest), p(in.sig), C.int(len(in.sig)))
		}
		check(ci, f)
		for oi, name := range ops {
			if !slices.Contains(strings.Split(*opsFlag, ","), name) {
				continue
			}
			u := f.batch(name)
			m := func(n int) {
				if C.mc_run(C.int(ci), C.int(oi), C.long(n)) != 1 {
					fail("%s %s: micro-ecc failed", c.Name(), name)
				}
			}
			us, ms, ratio := interleave(u, m, *rounds, *batch)
			fmt.Printf("| %s | %s | %s | %s | %.3f | %.3f | %s |\n", c.Name(), name, micro(us), micro(ms),
				ratio, us/ms, bar(c.Name(), name, ratio))
		}
	}
}

// fixture is one curve's input: uecc's key pair and a digest (signing's
// input), nin inputs for the operations that cycle (input), and the buffers
// the timed calls write.
type fixture struct {
	c                       *uecc.Curve
	r                       *mrand.ChaCha8
	priv, pub, digest       []byte
	in                      [nin]input
	outPub, outPriv, outSig []byte
	secret                  []byte
}

// input is one of the inputs that ECDH, verification, decompression and
// validation cycle through, as mc_set_input holds them.
type input struct {
	peer, comp  []byte // another party's public key, and compressed
	digest, sig []byte // a digest and uecc's signature of it under the fixture's key
}

func newFixture(c *uecc.Curve) *fixture {
	f := &fixture{c: c, r: mrand.NewChaCha8([32]byte{'m', 'e', 'c', 'c'})}
	var err error
	f.pub, f.priv, err = microeccalloc.GenerateKey(c, f.r)
	must(err)
	d := sha256.Sum256([]byte("uecc against micro-ecc"))
	f.digest = d[:]
	for j := range f.in {
		in := &f.in[j]
		in.peer, _, err = microeccalloc.GenerateKey(c, f.r)
		must(err)
		in.comp, err = microeccalloc.Compress(c, in.peer)
		must(err)
		d := sha256.Sum256(fmt.Appendf(nil, "uecc against micro-ecc %d", j))
		in.digest = d[:]
		in.sig, err = c.Sign(f.r, f.priv, in.digest)
		must(err)
	}
	f.outPub = make([]byte, c.PublicKeySize())
	f.outPriv = make([]byte, c.PrivateKeySize())
	f.outSig = make([]byte, c.SignatureSize())
	f.secret = make([]byte, c.FieldSize())
	return f
}

// batch returns uecc's side of the named operation (the zero-allocation
// calls) as a loop of n calls, which cycles through the inputs by its own
// counter, j mod nin, as mc_run does: a loop as tight as the C side's, with
// no call per operation but uecc's own.
func (f *fixture) batch(name string) func(n int) {
	c := f.c
	switch name {
	case "keygen":
		return func(n int) {
			for range n {
				must(microecc.For(c).MakeKey(f.outPub, f.outPriv, f.r))
			}
		}
	case "ecdh":
		return func(n int) {
			for j := range n {
				must(microecc.For(c).SharedSecret(f.secret, f.priv, f.in[j%nin].peer))
			}
		}
	case "sign":
		return func(n int) {
			for range n {
				must(microecc.For(c).Sign(f.outSig, f.r, f.priv, f.digest))
			}
		}
	case "verify":
		return func(n int) {
			for j := range n {
				in := &f.in[j%nin]
				must(c.Verify(f.pub, in.digest, in.sig))
			}
		}
	case "decompress":
		return func(n int) {
			for j := range n {
				must(microecc.For(c).Decompress(f.outPub, f.in[j%nin].comp))
			}
		}
	default:
		return func(n int) {
			for j := range n {
				if !microecc.For(c).ValidPublicKey(f.in[j%nin].peer) {
					fail("%s: uecc rejects its own public key", c.Name())
				}
			}
		}
	}
}

// check makes sure both libraries agree on the fixture before it is timed.
func check(ci int, f *fixture) {
	c, i := f.c, C.int(ci)
	sig := make([]byte, c.SignatureSize())
	if C.mc_sign(i, p(sig)) != 1 || c.Verify(f.pub, f.digest, sig) != nil {
		fail("%s: uecc rejects micro-ecc's signature", c.Name())
	}
	pub := make([]byte, c.PublicKeySize())
	if C.mc_compute_public(i, p(pub)) != 1 || !bytes.Equal(pub, f.pub) {
		fail("%s: the public keys differ", c.Name())
	}
	secret := make([]byte, c.FieldSize())
	for j, in := range f.in {
		k := C.int(j)
		if C.mc_verify(i, k) != 1 {
			fail("%s: micro-ecc rejects uecc's signature %d", c.Name(), j)
		}
		want, err := microeccalloc.SharedSecret(c, f.priv, in.peer)
		must(err)
		if C.mc_shared(i, k, p(secret)) != 1 || !bytes.Equal(secret, want) {
			fail("%s: the shared secrets differ (input %d)", c.Name(), j)
		}
		clear(pub)
		C.mc_decompress(i, k, p(pub))
		if !bytes.Equal(pub, in.peer) {
			fail("%s: micro-ecc decompresses uecc's compressed key %d differently", c.Name(), j)
		}
		if C.mc_valid(i, k) != 1 {
			fail("%s: micro-ecc rejects public key %d", c.Name(), j)
		}
	}
}

// interleave times u and m (each runs its operation n times) in alternating
// batches of about batch each, the one first that went second the round
// before, and returns their medians in ns/op and the median of the per-round
// ratios u/m.
func interleave(u, m func(n int), rounds int, batch time.Duration) (us, ms, ratio float64) {
	nu, nm := calibrate(u, batch), calibrate(m, batch)
	var tu, tm, tr []float64
	for r := range rounds {
		var a, b float64
		if r%2 == 0 {
			a, b = timed(u, nu), timed(m, nm)
		} else {
			b, a = timed(m, nm), timed(u, nu)
		}
		tu, tm, tr = append(tu, a), append(tm, b), append(tr, a/b)
	}
	return median(tu), median(tm), median(tr)
}

// calibrate returns how many calls of f take about d.
func calibrate(f func(n int), d time.Duration) int {
	n := 1
	for {
		start := threadCPU()
		f(n)
		if el := time.Duration(threadCPU() - start); el > d/4 {
			return max(1, int(float64(n)*float64(d)/float64(el)))
		}
		n *= 2
	}
}

// timed returns the ns per call of f over n calls, in CPU time of the
// calling thread (both sides run on it: micro-ecc's loop is a cgo call).
func timed(f func(n int), n int) float64 {
	start := threadCPU()
	f(n)
	return float64(threadCPU()-start) / float64(n)
}

// threadCPU returns the CPU time the calling thread has used, in ns: unlike
// wall time, it leaves out the time other threads take from this one's
// processor. It does not undo what their wake-ups do to this thread's speed:
// with the process pinned to one CPU, the Go runtime's threads that each
// long cgo call wakes slowed uecc up to 2x in this clock too for a few ms
// after micro-ecc's batch, which is why the program is not pinned.
func threadCPU() int64 {
	var ts C.struct_timespec
	C.clock_gettime(C.CLOCK_THREAD_CPUTIME_ID, &ts)
	return int64(ts.tv_sec)*1e9 + int64(ts.tv_nsec)
}

func median(v []float64) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// micro formats ns as µs with three significant digits.
func micro(ns float64) string {
	us := ns / 1000
	switch {
	case us >= 100:
		return fmt.Sprintf("%.0f", us)
	case us >= 10:
		return fmt.Sprintf("%.1f", us)
	case us >= 1:
		return fmt.Sprintf("%.2f", us)
	}
	return fmt.Sprintf("%.3f", us)
}

// bar states the lines against micro-ecc (docs/BENCH-RESULTS.md, "Reference
// figures"): the 5x line in every row (ratio ≤ 0.2) and, where micro-ecc is
// the best peer (secp160r1, secp192r1), the 10x line (≤ 0.1; decompression
// ≤ 0.5; it sets no line for validation).
func bar(curve, op string, ratio float64) string {
	mark := func(line float64) string {
		if ratio <= line {
			return fmt.Sprintf("≤%g ✓", line)
		}
		return fmt.Sprintf("≤%g ✗", line)
	}
	s := mark(0.2)
	if op != "valid" && (curve == "secp160r1" || curve == "secp192r1") {
		if op == "decompress" {
			s += ", " + mark(0.5)
		} else {
			s += ", " + mark(0.1)
		}
	}
	return s
}

func must(err error) {
	if err != nil {
		fail("%v", err)
	}
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "microecccmp: "+format+"\n", args...)
	os.Exit(1)
}
