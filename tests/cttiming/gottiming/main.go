//go:build cttiming && amd64

// Command gottiming is the Go half of make ct-timing (mk/cttiming.mk): the
// statistical timing test of tests/cttiming/cttiming.c (dudect: fixed
// against random secrets, randomly interleaved, Welch's t-test on the TSC
// ticks of each call, on all measurements and below several percentiles),
// applied to package uecc's own API on every curve:
//
//	generate_key  Curve.GeneratePrivateKey: the secret is what the reader
//	              returns (a valid key: the fixed one or a fresh one)
//	ecdh          PrivateKey.ECDH: the secret is the private key, made with
//	              NewPrivateKey before the batch, in both classes; the peer
//	              is fixed
//	sign          Curve.Sign: the secrets are the private key and the 32
//	              fresh bytes the reader gives the hedged nonce; the digest is
//	              fixed
//
// and the controls: an early-exit compare of 64 secret bytes (control), equal
// in the fixed class and differing at a random position in the random one,
// which must show a leak, and the same compare of CT_TIMING_LEAK_BYTES bytes
// behind a secp256r1 ECDH of fixed inputs (leaky_ecdh), reported.
//
// Random secrets are drawn valid before they are timed: GeneratePrivateKey's
// rejection of a candidate ≥ n, and Sign's of a hedged nonce candidate ≥ n
// (about one in two on secp160r1, whose n has 161 bits), are public by design
// (the candidate is discarded) and would otherwise show as a difference
// between a fixed secret, always accepted at once, and random ones. For Sign
// the harness computes the first candidate as the package does (SHA-256 of
// the tag, d, e, the fresh bytes and a zero counter, bits2int) and keeps
// fresh bytes whose first candidate is in [1, n−1]; the calibration batch
// checks that r is x(k·G) for that k.
//
// The garbage collector runs between batches (runtime.GC), not during them
// (debug.SetGCPercent(-1)): its pauses are the same for both classes, but
// would only add noise.
//
// It is built only with the tag cttiming (never by go build ./..., go vet
// ./... or go test ./...), and reads the same environment as cttiming.c:
// CT_TIMING_SAMPLES, CT_TIMING_OPS (control, leaky_ecdh, generate_key, ecdh,
// sign), CT_TIMING_CURVES, CT_TIMING_FIXED (random, one, max),
// CT_TIMING_SEED, CT_TIMING_FAIL_T, CT_TIMING_LEAK_BYTES,
// CT_TIMING_CONTROL_BYTES. Exit status: 0 all pass or inconclusive, 1 an
// operation at or above CT_TIMING_FAIL_T (or a failed call or check), 2 the
// control shows no leak.
package main

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/internal/rfc6979"
	"github.com/uecc-go/uecc/uecc"
)

// tsc reads the time-stamp counter between LFENCEs (tsc_amd64.s).
func tsc() uint64

const (
	batch    = 1000
	minCropN = 1000
	leakMax  = 4096
)

// cropX are the crops: measurements below the time at percentile
// 1 − 0.5^(x/10) of the calibration batch (6.7 % to 99.9 %), besides all
// measurements (crop 0); the same as cttiming.c's.
var cropX = []float64{1, 2, 3, 5, 7, 10, 15, 20, 30, 40, 60, 80, 100}

type welford struct{ n, mean, m2 float64 }

func (w *welford) add(x float64) {
	w.n++
	d := x - w.mean
	w.mean += d / w.n
	w.m2 += d * (x - w.mean)
}

type ttest struct{ cls [2]welford }

func (t *ttest) se() float64 {
	a, b := &t.cls[0], &t.cls[1]
	if a.n < 2 || b.n < 2 {
		return math.Inf(1)
	}
	return math.Sqrt(a.m2/(a.n-1)/a.n + b.m2/(b.n-1)/b.n)
}

func (t *ttest) t() float64 {
	se := t.se()
	if se == 0 || math.IsInf(se, 1) {
		return 0
	}
	return (t.cls[0].mean - t.cls[1].mean) / se
}

// slotReader gives each call the bytes of its measurement, once.
type slotReader struct {
	b   []byte
	off int
}

var errShort = errors.New("gottiming: the call read more than its secret")

func (r *slotReader) Read(p []byte) (int, error) {
	if r.off >= len(r.b) {
		return 0, errShort
	}
	n := copy(p, r.b[r.off:])
	r.off += n
	return n, nil
}

// slot is one measurement's inputs: each class reads its secret from its own
// slot, so that a fixed secret is no hotter in the cache than a random one.
type slot struct {
	cls int
	d   []byte           // private key, big-endian
	z   [32]byte         // Sign's fresh bytes
	key *uecc.PrivateKey // ECDH's key, made from d
	buf [leakMax]byte    // the controls' secret
}

type curveInfo struct {
	c    *uecc.Curve
	n    *big.Int
	size int
}

type row struct {
	op        string
	cv        *curveInfo
	fixedD    []byte
	fixedZ    [32]byte
	peer      *uecc.PublicKey
	peerKey   *uecc.PrivateKey
	hash      []byte
	e         []byte // bits2int(hash): hash[0] is 0, so it is below n
	ref       [leakMax]byte
	leakBytes int
}

var (
	rng   *rand.Rand
	slots = make([]slot, batch)
	times = make([]uint64, batch)
	fails = make([]bool, batch)
	sink  int
	sinkB []byte
)

func randomScalar(cv *curveInfo) []byte {
	b := make([]byte, cv.size)
	nbits := cv.n.BitLen()
	for {
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		b[0] &= byte(0xff >> (8*cv.size - nbits))
		v := new(big.Int).SetBytes(b)
		if v.Sign() > 0 && v.Cmp(cv.n) < 0 {
			return b
		}
	}
}

var hedgedNonceTag = []byte("uecc-go hedged nonce\x00")

// firstNonce is the first candidate of Curve.Sign's hedged nonce for d and z
// (uecc/ecdsa.go, signHedged), and whether it is in [1, n−1].
func firstNonce(r *row, d []byte, z *[32]byte) ([]byte, bool) {
	h := sha256.New()
	h.Write(hedgedNonceTag)
	h.Write(d)
	h.Write(r.e)
	h.Write(z[:])
	h.Write([]byte{0})
	k := make([]byte, r.cv.size)
	rfc6979.Bits2Int(k, h.Sum(nil), r.cv.n.BitLen())
	v := new(big.Int).SetBytes(k)
	return k, v.Sign() > 0 && v.Cmp(r.cv.n) < 0
}

func freshZ(r *row, d []byte, z *[32]byte) {
	for {
		for i := range z {
			z[i] = byte(rng.Uint32())
		}
		if _, ok := firstNonce(r, d, z); ok {
			return
		}
	}
}

func mustKey(c *uecc.Curve, d []byte) *uecc.PrivateKey {
	k, err := c.NewPrivateKey(d)
	if err != nil {
		panic(err)
	}
	return k
}

// earlyExitCompare is the leak of the controls: the loop of a naive memcmp.
//
//go:noinline
func earlyExitCompare(a, b []byte) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func prepare(r *row) {
	for i := range slots {
		s := &slots[i]
		s.cls = int(rng.Uint32() & 1)
		switch r.op {
		case "control", "leaky_ecdh":
			copy(s.buf[:r.leakBytes], r.ref[:r.leakBytes])
			if s.cls == 1 {
				s.buf[rng.IntN(r.leakBytes)] ^= byte(1 + rng.IntN(255))
			}
		default:
			if s.cls == 1 {
				s.d = randomScalar(r.cv)
				if r.op == "sign" {
					freshZ(r, s.d, &s.z)
				}
			} else {
				s.d = slices.Clone(r.fixedD)
				s.z = r.fixedZ
			}
			if r.op == "ecdh" {
				s.key = mustKey(r.cv.c, s.d)
			}
		}
	}
}

func measure(r *row) {
	var rd slotReader
	for i := range slots {
		s := &slots[i]
		var t0, t1 uint64
		var err error
		switch r.op {
		case "control":
			t0 = tsc()
			ok := earlyExitCompare(s.buf[:r.leakBytes], r.ref[:r.leakBytes])
			t1 = tsc()
			if ok {
				sink++
			}
		case "leaky_ecdh":
			t0 = tsc()
			sinkB, err = r.peerKey.ECDH(r.peer)
			ok := earlyExitCompare(s.buf[:r.leakBytes], r.ref[:r.leakBytes])
			t1 = tsc()
			if ok {
				sink++
			}
		case "generate_key":
			rd = slotReader{b: s.d}
			t0 = tsc()
			s.key, err = r.cv.c.GeneratePrivateKey(&rd)
			t1 = tsc()
		case "ecdh":
			t0 = tsc()
			sinkB, err = s.key.ECDH(r.peer)
			t1 = tsc()
		case "sign":
			rd = slotReader{b: s.z[:]}
			t0 = tsc()
			sinkB, err = r.cv.c.Sign(&rd, s.d, r.hash)
			t1 = tsc()
		}
		times[i] = t1 - t0
		fails[i] = err != nil
	}
}

// check verifies, outside the timing, that the package computed with the
// secrets the harness meant it to (on the calibration batch).
func check(r *row, n int) int {
	bad := 0
	fb := r.cv.c.FieldSize()
	for i := 0; i < n; i++ {
		s := &slots[i]
		switch r.op {
		case "generate_key":
			k, err := r.cv.c.GeneratePrivateKey(&slotReader{b: s.d})
			if err != nil || !bytes.Equal(k.Bytes(), s.d) {
				bad++
			}
		case "ecdh":
			a, err1 := s.key.ECDH(r.peer)
			b, err2 := r.peerKey.ECDH(s.key.PublicKey())
			if err1 != nil || err2 != nil || !bytes.Equal(a, b) {
				bad++
			}
		case "sign":
			sig, err := r.cv.c.Sign(&slotReader{b: s.z[:]}, s.d, r.hash)
			k, ok := firstNonce(r, s.d, &s.z)
			pub := mustKey(r.cv.c, s.d).PublicKey().BytesXY()
			if err != nil || !ok || r.cv.c.Verify(pub, r.hash, sig) != nil {
				bad++
				continue
			}
			x := mustKey(r.cv.c, k).PublicKey().BytesXY()[:fb]
			if !bytes.Equal(x, sig[:fb]) && new(big.Int).SetBytes(x).Cmp(r.cv.n) < 0 {
				bad++ // r is not x(k·G) mod n: not the nonce the harness meant
			}
		}
	}
	return bad
}

type result struct {
	n0, n1, maxT, tAll, mean0, mean1, delta float64
	crop, failed, badChecks                 int
}

func runRow(r *row, samples int) result {
	var res result
	tests := make([]ttest, 1+len(cropX))
	thresholds := make([]uint64, len(tests))

	// Warm-up, then calibration: percentiles of one batch, not counted.
	prepare(r)
	measure(r)
	prepare(r)
	measure(r)
	sorted := slices.Clone(times)
	slices.Sort(sorted)
	thresholds[0] = math.MaxUint64
	for k, x := range cropX {
		p := 1 - math.Pow(0.5, x/10)
		thresholds[k+1] = sorted[int(p*float64(batch-1))]
	}
	if r.cv != nil {
		res.badChecks = check(r, 50)
	}
	runtime.GC()

	for done := 0; done < 2*samples; done += batch {
		prepare(r)
		measure(r)
		for i, t := range times {
			if fails[i] {
				res.failed++
				continue
			}
			c := slots[i].cls
			for k := range tests {
				if k == 0 || t < thresholds[k] {
					tests[k].cls[c].add(float64(t))
				}
			}
		}
		runtime.GC()
	}

	best, bestT, minSE := 0, 0.0, math.Inf(1)
	for k := range tests {
		if tests[k].cls[0].n < minCropN || tests[k].cls[1].n < minCropN {
			continue
		}
		if t := tests[k].t(); math.Abs(t) > math.Abs(bestT) {
			best, bestT = k, t
		}
		minSE = min(minSE, tests[k].se())
	}
	res.n0, res.n1 = tests[0].cls[0].n, tests[0].cls[1].n
	res.maxT, res.crop, res.tAll = bestT, best, tests[0].t()
	res.mean0, res.mean1 = tests[best].cls[0].mean, tests[best].cls[1].mean
	res.delta = 4.5 * minSE
	return res
}

func listed(list, name string) bool {
	return slices.Contains(strings.Split(list, ","), name)
}

func envInt(name string, def int) int {
	if v := os.Getenv(name); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			fmt.Fprintf(os.Stderr, "gottiming: %s: %v\n", name, err)
			os.Exit(3)
		}
		return n
	}
	return def
}

func verdict(t float64) int {
	switch a := math.Abs(t); {
	case a < 4.5:
		return 0
	case a >= 10:
		return 2
	}
	return 1
}

func main() {
	samples := envInt("CT_TIMING_SAMPLES", 100000)
	leakBytes := envInt("CT_TIMING_LEAK_BYTES", 256)
	controlBytes := envInt("CT_TIMING_CONTROL_BYTES", 64)
	failT := 10.0
	if v := os.Getenv("CT_TIMING_FAIL_T"); v != "" {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			fmt.Fprintf(os.Stderr, "gottiming: CT_TIMING_FAIL_T: %v\n", err)
			os.Exit(3)
		}
		failT = f
	}
	seed := uint64(time.Now().UnixNano()) ^ uint64(os.Getpid())<<32
	if v := os.Getenv("CT_TIMING_SEED"); v != "" {
		s, err := strconv.ParseUint(v, 0, 64)
		if err != nil {
			fmt.Fprintf(os.Stderr, "gottiming: CT_TIMING_SEED: %v\n", err)
			os.Exit(3)
		}
		seed = s
	}
	fixedMode := os.Getenv("CT_TIMING_FIXED")
	if fixedMode == "" {
		fixedMode = "random"
	}
	ops := os.Getenv("CT_TIMING_OPS")
	curveList := os.Getenv("CT_TIMING_CURVES")
	if samples < 2*minCropN || leakBytes < 1 || leakBytes > leakMax || controlBytes < 1 || controlBytes > leakMax ||
		(fixedMode != "random" && fixedMode != "one" && fixedMode != "max") {
		fmt.Fprintln(os.Stderr, "gottiming: CT_TIMING_SAMPLES must be at least 2000, the byte counts in 1..4096, CT_TIMING_FIXED random, one or max")
		os.Exit(3)
	}
	rng = rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	debug.SetGCPercent(-1)

	fmt.Printf("gottiming: %s, GOMAXPROCS=%d, the assembly (ecc.HasADX: BMI2, ADX, AVX2): %v\n",
		runtime.Version(), runtime.GOMAXPROCS(0), ecc.HasADX)
	if !ecc.HasADX {
		fmt.Println("gottiming: NO assembly path on this CPU: the pure-Go field code is measured")
	}
	fmt.Printf("gottiming: seed %d, %d samples per class, fixed secret %s, fail at max|t| >= %g\n",
		seed, samples, fixedMode, failT)
	fmt.Printf("%-8s %-4s %-18s %-10s %8s %8s %8s %4s %8s %10s %10s %8s %s\n", "cttiming", "lang", "op", "curve",
		"n_fixed", "n_random", "max|t|", "crop", "t_all", "mean_fixed", "mean_rand", "delta4.5", "verdict")

	status, controlRows, controlLeaks := 0, 0, true
	allOps := []string{"control", "leaky_ecdh", "generate_key", "ecdh", "sign"}
	for _, op := range allOps {
		if ops != "" && !listed(ops, op) {
			continue
		}
		for ci, c := range uecc.Curves() {
			if op == "control" && ci > 0 {
				break
			}
			if op == "leaky_ecdh" && c.Name() != "secp256r1" {
				continue
			}
			if op != "control" && curveList != "" && !listed(curveList, c.Name()) {
				continue
			}
			r := &row{op: op, leakBytes: leakBytes}
			if op == "control" {
				r.leakBytes = controlBytes
			}
			for i := range r.ref {
				r.ref[i] = byte(rng.Uint32())
			}
			if op != "control" {
				n, _ := new(big.Int).SetString(c.Params().N, 16)
				cv := &curveInfo{c: c, n: n, size: c.PrivateKeySize()}
				r.cv = cv
				switch fixedMode {
				case "one":
					r.fixedD = make([]byte, cv.size)
					r.fixedD[cv.size-1] = 1
				case "max":
					r.fixedD = new(big.Int).Sub(n, big.NewInt(1)).FillBytes(make([]byte, cv.size))
				default:
					r.fixedD = randomScalar(cv)
				}
				r.peerKey = mustKey(c, randomScalar(cv))
				r.peer = r.peerKey.PublicKey()
				r.hash = make([]byte, 32)
				for i := 1; i < len(r.hash); i++ {
					r.hash[i] = byte(rng.Uint32())
				}
				r.e = make([]byte, cv.size)
				rfc6979.Bits2Int(r.e, r.hash, n.BitLen())
				if op == "sign" {
					freshZ(r, r.fixedD, &r.fixedZ)
				}
			}
			res := runRow(r, samples)
			v := verdict(res.maxT)
			name := "-"
			if r.cv != nil {
				name = c.Name()
			}
			vs := [3]string{"pass", "inconclusive", "LEAK"}[v]
			if op == "control" || op == "leaky_ecdh" {
				vs = [3]string{"NOT-DETECTED", "inconclusive(expected a leak)", "LEAK(expected)"}[v]
			}
			fmt.Printf("%-8s %-4s %-18s %-10s %8.0f %8.0f %8.2f %4d %8.2f %10.0f %10.0f %8.1f %s\n", "cttiming", "go", op,
				name, res.n0, res.n1, math.Abs(res.maxT), res.crop, res.tAll, res.mean0, res.mean1, res.delta, vs)
			if res.failed > 0 || res.badChecks > 0 {
				fmt.Printf("gottiming: %s %s: %d failed calls, %d of 50 checked calls did not use the harness's secrets\n",
					op, name, res.failed, res.badChecks)
				if status == 0 {
					status = 1
				}
			}
			switch {
			case op == "control":
				controlRows++
				if v != 2 {
					controlLeaks = false
				}
			case op != "leaky_ecdh" && math.Abs(res.maxT) >= failT:
				if status == 0 {
					status = 1
				}
			}
		}
	}
	if controlRows > 0 && !controlLeaks {
		fmt.Println("gottiming: the control shows no leak: the harness is blind here, its passes mean nothing")
		os.Exit(2)
	}
	os.Exit(status)
}
