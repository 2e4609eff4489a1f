package uecc_test

// Shared helpers of the known-answer tests: loading the JSON vector files
// of tests/vectors (embedded by package tests/vectors, so that a
// cross-compiled uecc.test needs no files beside it), hex and integer decoding, curve and hash lookup by
// name, and a per-file tally (executed / passed / failed / skipped with
// reason) that every vector test prints with t.Logf.
//
// Expected values come only from the vector files; nothing here computes an
// expected value with the code under test.

import (
	"crypto"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"io/fs"
	"math/big"
	"path"
	"runtime"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/tests/vectors"
	"github.com/uecc-go/uecc/uecc"
)

// vectorsDir is the vector tree, relative to the package directory (go test
// runs in uecc/). The tests read the same files through vectorsFS, the copy
// embedded in the test binary.
const vectorsDir = "../tests/vectors"

// vectorsFS is the vector tree embedded by package tests/vectors.
var vectorsFS = vectors.FS()

// readJSON decodes the vector file rel (relative to vectorsDir) into v.
func readJSON(t testing.TB, rel string, v any) {
	t.Helper()
	data, err := fs.ReadFile(vectorsFS, rel)
	if err != nil {
		t.Fatalf("read vector file: %v", err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("decode %s: %v", rel, err)
	}
}

// globVectors returns the vector files matching pattern (relative to
// vectorsDir), as paths relative to vectorsDir, sorted.
func globVectors(t testing.TB, pattern string) []string {
	t.Helper()
	m, err := fs.Glob(vectorsFS, path.Clean(pattern))
	if err != nil {
		t.Fatal(err)
	}
	if len(m) == 0 {
		t.Fatalf("no vector file matches %s", pattern)
	}
	sort.Strings(m)
	return m
}

// hexBytes is a JSON hex string (null decodes to nil).
type hexBytes []byte

func (h *hexBytes) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		*h = nil
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	d, err := hex.DecodeString(s)
	if err != nil {
		return fmt.Errorf("bad hex %q: %w", s, err)
	}
	*h = d
	return nil
}

// mustHex decodes a hex literal used in a test table.
func mustHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

// curveByName maps the curve names used by the vector files to a curve.
func curveByName(name string) *uecc.Curve {
	switch name {
	case "secp160r1":
		return uecc.Secp160r1()
	case "secp192r1", "P-192", "prime192v1":
		return uecc.Secp192r1()
	case "secp224r1", "P-224":
		return uecc.Secp224r1()
	case "secp256r1", "P-256", "prime256v1":
		return uecc.Secp256r1()
	case "secp256k1", "P-256K":
		return uecc.Secp256k1()
	case "secp384r1", "P-384":
		return uecc.Secp384r1()
	case "secp521r1", "P-521":
		return uecc.Secp521r1()
	}
	return nil
}

// microECCCurves returns micro-ecc's five curves, those of the files that
// record what micro-ecc itself does (microecc_*.json): it has no secp384r1
// or secp521r1.
func microECCCurves() []*uecc.Curve {
	var five []*uecc.Curve
	for _, c := range uecc.Curves() {
		if c.FieldSize() <= 32 {
			five = append(five, c)
		}
	}
	return five
}

// isMicroECCCurve reports whether c is one of micro-ecc's five curves.
func isMicroECCCurve(c *uecc.Curve) bool { return slices.Contains(microECCCurves(), c) }

// heavyCurves returns the curves that the slowest tests go through: every
// curve, but micro-ecc's five only in a -short run on 32-bit ARM. There
// secp384r1 and secp521r1 run their point formulas in Go on 64-bit words
// (only their field multiplication is assembly), and make test runs them
// under qemu-arm, where these tests alone took over five minutes for the
// two curves. That Go code is the same on every target: make test-go runs
// every test on it natively (and with -tags purego), and on 32-bit ARM the
// other tests, the vector files and fewer cross-checks (crossIterations)
// still go through it.
func heavyCurves() []*uecc.Curve {
	if emulatedLargeCurves() {
		return microECCCurves()
	}
	return uecc.Curves()
}

// emulatedLargeCurves reports whether this is a -short run on 32-bit ARM
// (see heavyCurves).
func emulatedLargeCurves() bool { return testing.Short() && runtime.GOARCH == "arm" }

// newHash returns the constructor of a hash.Hash by the vector files' name,
// or nil (SHAKE has no fixed-size hash.Hash).
func newHash(name string) func() hash.Hash {
	switch name {
	case "SHA-1":
		return sha1.New
	case "SHA-224":
		return sha256.New224
	case "SHA-256":
		return sha256.New
	case "SHA-384":
		return sha512.New384
	case "SHA-512":
		return sha512.New
	case "SHA-512/224":
		return sha512.New512_224
	case "SHA-512/256":
		return sha512.New512_256
	case "SHA3-224":
		return func() hash.Hash { return sha3.New224() }
	case "SHA3-256":
		return func() hash.Hash { return sha3.New256() }
	case "SHA3-384":
		return func() hash.Hash { return sha3.New384() }
	case "SHA3-512":
		return func() hash.Hash { return sha3.New512() }
	}
	return nil
}

// cryptoHash returns the crypto.Hash of the named hash, 0 if it has none.
func cryptoHash(name string) crypto.Hash {
	for _, h := range []crypto.Hash{crypto.SHA1, crypto.SHA224, crypto.SHA256, crypto.SHA384, crypto.SHA512,
		crypto.SHA512_224, crypto.SHA512_256, crypto.SHA3_224, crypto.SHA3_256, crypto.SHA3_384, crypto.SHA3_512} {
		if h.String() == name {
			return h
		}
	}
	return 0
}

// digestOf hashes msg with the named hash. SHAKE128 gives 32 bytes and
// SHAKE256 64 bytes, as Wycheproof uses them for ECDSA (RFC 8692).
func digestOf(name string, msg []byte) ([]byte, error) {
	switch name {
	case "SHAKE128":
		return sha3.SumSHAKE128(msg, 32), nil
	case "SHAKE256":
		return sha3.SumSHAKE256(msg, 64), nil
	}
	f := newHash(name)
	if f == nil {
		return nil, fmt.Errorf("unknown hash %q", name)
	}
	h := f()
	h.Write(msg)
	return h.Sum(nil), nil
}

// leftPadInt parses b as a big-endian unsigned integer of any length (maybe
// with leading zeros) and returns it left-padded to size bytes, or false if
// it does not fit.
func leftPadInt(b []byte, size int) ([]byte, bool) {
	for len(b) > 0 && b[0] == 0 {
		b = b[1:]
	}
	if len(b) > size {
		return nil, false
	}
	out := make([]byte, size)
	copy(out[size-len(b):], b)
	return out, true
}

// bigFromHex parses a hex constant of the curve parameters.
func bigFromHex(s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic("bad hex constant " + s)
	}
	return v
}

// fill returns n bytes of b.
func fill(n int, b byte) []byte {
	out := make([]byte, n)
	for i := range out {
		out[i] = b
	}
	return out
}

// ---------------------------------------------------------------------------
// Tally: per-file counts.

// tally counts the cases of one vector file (or one section of it). A case
// is executed (then passed or failed) or skipped with a reason. Notes record
// decisions that the vectors leave open (Wycheproof "acceptable").
type tally struct {
	t                                *testing.T
	name                             string
	executed, passed, failed, skippd int
	skips                            map[string][]string
	notes                            map[string][]string
}

func newTally(t *testing.T, name string) *tally {
	return &tally{t: t, name: name, skips: map[string][]string{}, notes: map[string][]string{}}
}

// vcase collects the outcome of one vector.
type vcase struct {
	id         string
	msgs       []string
	skipReason string
	notes      []string
}

// Errorf records a failure of the case (the case goes on).
func (c *vcase) Errorf(format string, args ...any) {
	c.msgs = append(c.msgs, fmt.Sprintf(format, args...))
}

// Skip marks the case as not executed, with a reason.
func (c *vcase) Skip(reason string) { c.skipReason = reason }

// Note records a decision about the case (e.g. for an acceptable result).
func (c *vcase) Note(s string) { c.notes = append(c.notes, s) }

// run runs one case. A panic in fn is a failure of the case.
func (tl *tally) run(id string, fn func(c *vcase)) {
	c := &vcase{id: id}
	func() {
		defer func() {
			if r := recover(); r != nil {
				c.Errorf("panic: %v", r)
			}
		}()
		fn(c)
	}()
	for _, n := range c.notes {
		tl.notes[n] = append(tl.notes[n], id)
	}
	switch {
	case len(c.msgs) > 0:
		tl.executed++
		tl.failed++
		for _, m := range c.msgs {
			tl.t.Errorf("%s %s: %s", tl.name, id, m)
		}
	case c.skipReason != "":
		tl.skippd++
		tl.skips[c.skipReason] = append(tl.skips[c.skipReason], id)
	default:
		tl.executed++
		tl.passed++
	}
}

// report prints the counts (visible with -v) and fails the test if nothing ran.
func (tl *tally) report() {
	tl.t.Helper()
	tl.t.Logf("COUNTS %s: executed %d, passed %d, failed %d, skipped %d",
		tl.name, tl.executed, tl.passed, tl.failed, tl.skippd)
	for _, r := range sortedKeys(tl.skips) {
		tl.t.Logf("  skipped (%s): %d [%s]", r, len(tl.skips[r]), strings.Join(tl.skips[r], " "))
	}
	for _, n := range sortedKeys(tl.notes) {
		tl.t.Logf("  note (%s): %d [%s]", n, len(tl.notes[n]), strings.Join(tl.notes[n], " "))
	}
	if tl.executed == 0 {
		tl.t.Errorf("%s: no case executed", tl.name)
	}
}

func sortedKeys(m map[string][]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// engineParams returns c's parameters as the engine's type, for
// internal/bigref.
func engineParams(c *uecc.Curve) *ecc.Params {
	p := ecc.Params(c.Params())
	return &p
}
