package uecc_test

// Bad inputs, on every curve and every function: wrong lengths (±1 and
// nil, for every argument and output), out-of-range scalars, invalid points,
// r or s out of range, unusable hash functions and failing random sources.
// Each must give the documented error (compared with ==), never panic, and
// leave every output buffer unchanged.

import (
	"bytes"
	"crypto"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"fmt"
	"hash"
	"io"
	"math/big"
	"testing"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// Readers.

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, errors.New("entropy source broken") }

type constReader byte

func (r constReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(r)
	}
	return len(p), nil
}

// shortReader gives n bytes in total, then io.EOF.
type shortReader struct{ n int }

func (r *shortReader) Read(p []byte) (int, error) {
	if r.n == 0 {
		return 0, io.EOF
	}
	k := min(len(p), r.n)
	for i := range p[:k] {
		p[i] = 0x42
	}
	r.n -= k
	return k, nil
}

// badHash is a hash.Hash with the given sizes (and a useless digest).
type badHash struct{ size, block int }

func (h badHash) Write(p []byte) (int, error) { return len(p), nil }
func (h badHash) Sum(b []byte) []byte         { return append(b, make([]byte, max(h.size, 0))...) }
func (h badHash) Reset()                      {}
func (h badHash) Size() int                   { return h.size }
func (h badHash) BlockSize() int              { return h.block }

// fixture holds valid inputs for one curve.
type fixture struct {
	c                                *uecc.Curve
	priv, pub, peer, hash, sig, comp []byte
	k                                []byte
}

func newFixture(t *testing.T, c *uecc.Curve) *fixture {
	f := &fixture{c: c}
	var err error
	f.pub, f.priv, err = microeccalloc.GenerateKey(c, nil)
	if err != nil {
		t.Fatal(err)
	}
	if f.peer, _, err = microeccalloc.GenerateKey(c, nil); err != nil {
		t.Fatal(err)
	}
	d := sha256.Sum256([]byte("bad input"))
	f.hash = d[:]
	if f.sig, err = c.Sign(nil, f.priv, f.hash); err != nil {
		t.Fatal(err)
	}
	f.comp, _ = microeccalloc.Compress(c, f.pub)
	f.k = fill(c.PrivateKeySize(), 0x11) // a valid nonce on every curve
	return f
}

func clone(b []byte) []byte {
	if b == nil {
		return nil
	}
	return append([]byte{}, b...)
}

// callSafe runs fn and turns a panic into a test failure.
func callSafe(t *testing.T, name string, fn func() error) (err error, panicked bool) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("%s: panic: %v", name, r)
			panicked = true
		}
	}()
	return fn(), false
}

// Length tests -------------------------------------------------------------

// slot is one slice argument of a function: its valid value, whether it is an
// output, and whether any length is allowed (message hashes).
type slot struct {
	name   string
	valid  []byte
	out    bool
	anyLen bool
}

type slotFunc struct {
	name  string
	slots []slot
	call  func(a [][]byte) error
}

func slotFuncs(f *fixture) []slotFunc {
	c := f.c
	pk, ss, sg, cs := c.PublicKeySize(), c.FieldSize(), c.SignatureSize(), (c.FieldSize() + 1)
	out := func(name string, n int) slot { return slot{name: name, valid: make([]byte, n), out: true} }
	in := func(name string, v []byte) slot { return slot{name: name, valid: v} }
	hashSlot := slot{name: "hash", valid: f.hash, anyLen: true}
	h := sha256.New()
	var ret []slotFunc
	ret = append(ret,
		slotFunc{"GenerateKeyTo", []slot{out("pub", pk), out("priv", c.PrivateKeySize())},
			func(a [][]byte) error { return microecc.For(c).MakeKey(a[0], a[1], rand.Reader) }},
		slotFunc{"PublicKeyTo", []slot{out("pub", pk), in("priv", f.priv)},
			func(a [][]byte) error { return microecc.For(c).ComputePublicKey(a[0], a[1]) }},
		slotFunc{"SharedSecretTo", []slot{out("secret", ss), in("priv", f.priv), in("peer", f.peer)},
			func(a [][]byte) error { return microecc.For(c).SharedSecret(a[0], a[1], a[2]) }},
		slotFunc{"SignTo", []slot{out("sig", sg), in("priv", f.priv), hashSlot},
			func(a [][]byte) error { return microecc.For(c).Sign(a[0], rand.Reader, a[1], a[2]) }},
		slotFunc{"SignWithKTo", []slot{out("sig", sg), in("priv", f.priv), hashSlot, in("k", f.k)},
			func(a [][]byte) error { return microecc.For(c).SignWithK(a[0], a[1], a[2], a[3]) }},
		slotFunc{"SignDeterministicTo", []slot{out("sig", sg), in("priv", f.priv), hashSlot},
			func(a [][]byte) error { return microeccalloc.SignRFC6979To(c, a[0], h, a[1], a[2]) }},
		slotFunc{"SignMicroECCTo", []slot{out("sig", sg), in("priv", f.priv), hashSlot},
			func(a [][]byte) error { return microeccalloc.SignMicroECCTo(c, a[0], h, a[1], a[2], nil) }},
		slotFunc{"Verify", []slot{in("pub", f.pub), hashSlot, in("sig", f.sig)},
			func(a [][]byte) error {
				err := c.Verify(a[0], a[1], a[2])
				if errors.Is(err, uecc.ErrSignature) {
					err = nil // another hash length: any verdict is fine
				}
				return err
			}},
		slotFunc{"CompressTo", []slot{out("out", cs), in("pub", f.pub)},
			func(a [][]byte) error { return microecc.For(c).Compress(a[0], a[1]) }},
		slotFunc{"DecompressTo", []slot{out("pub", pk), in("in", f.comp)},
			func(a [][]byte) error { return microecc.For(c).Decompress(a[0], a[1]) }},
		slotFunc{"ValidPublicKey", []slot{in("pub", f.pub)},
			func(a [][]byte) error {
				if !microecc.For(c).ValidPublicKey(a[0]) {
					return uecc.ErrLength // stands for "rejected"
				}
				return nil
			}},
		// Allocating forms: the inputs only; a nil result is required on error.
		slotFunc{"PublicKey", []slot{in("priv", f.priv)},
			func(a [][]byte) error { return nilOnErr(microeccalloc.PublicKey(c, a[0])) }},
		slotFunc{"SharedSecret", []slot{in("priv", f.priv), in("peer", f.peer)},
			func(a [][]byte) error { return nilOnErr(microeccalloc.SharedSecret(c, a[0], a[1])) }},
		slotFunc{"Sign", []slot{in("priv", f.priv), hashSlot},
			func(a [][]byte) error { return nilOnErr(c.Sign(nil, a[0], a[1])) }},
		slotFunc{"SignWithK", []slot{in("priv", f.priv), hashSlot, in("k", f.k)},
			func(a [][]byte) error { return nilOnErr(microeccalloc.SignWithK(c, a[0], a[1], a[2])) }},
		slotFunc{"SignDeterministic", []slot{in("priv", f.priv), hashSlot},
			func(a [][]byte) error { return nilOnErr(c.SignDeterministic(crypto.SHA256, a[0], a[1])) }},
		slotFunc{"SignMicroECC", []slot{in("priv", f.priv), hashSlot},
			func(a [][]byte) error { return nilOnErr(microeccalloc.SignMicroECC(c, h, a[0], a[1], nil)) }},
		slotFunc{"Compress", []slot{in("pub", f.pub)},
			func(a [][]byte) error { return nilOnErr(microeccalloc.Compress(c, a[0])) }},
		slotFunc{"Decompress", []slot{in("in", f.comp)},
			func(a [][]byte) error { return nilOnErr(microeccalloc.Decompress(c, a[0])) }},
	)
	return ret
}

var errNonNilResult = errors.New("non-nil result returned with an error")

func nilOnErr(b []byte, err error) error {
	if err != nil && b != nil {
		return errNonNilResult
	}
	return err
}

func lengthVariants(v []byte) map[string][]byte {
	n := len(v)
	long := append(clone(v), 0)
	return map[string][]byte{
		"len-1": clone(v[:n-1]),
		"len+1": long,
		"nil":   nil,
		"empty": []byte{},
	}
}

func TestBadInputLengths(t *testing.T) {
	for _, c := range uecc.Curves() {
		t.Run(c.Name(), func(t *testing.T) {
			t.Parallel()
			f := newFixture(t, c)
			count := 0
			for _, fn := range slotFuncs(f) {
				run := func(label string, a [][]byte, want error, anyHash bool) {
					count++
					snap := make([][]byte, len(a))
					for i, s := range fn.slots {
						if s.out {
							for j := range a[i] {
								a[i][j] = 0x5a
							}
						}
						snap[i] = clone(a[i])
					}
					err, panicked := callSafe(t, fn.name+" "+label, func() error { return fn.call(a) })
					if panicked {
						return
					}
					if !errors.Is(err, want) || (want == nil) != (err == nil) {
						t.Errorf("%s %s: got %v, want %v", fn.name, label, err, want)
					}
					if err != nil {
						for i, s := range fn.slots {
							if s.out && !bytes.Equal(a[i], snap[i]) {
								t.Errorf("%s %s: output %s written on error", fn.name, label, s.name)
							}
						}
					}
				}
				valid := func() [][]byte {
					a := make([][]byte, len(fn.slots))
					for i, s := range fn.slots {
						a[i] = clone(s.valid)
					}
					return a
				}
				run("all valid", valid(), nil, false)
				for i, s := range fn.slots {
					if s.anyLen {
						// Any hash length (including none) is allowed.
						for _, n := range []int{0, 1, 19, 21, 33, 64, 100} {
							a := valid()
							a[i] = make([]byte, n)
							copy(a[i], s.valid)
							run(fmt.Sprintf("%s of %d bytes", s.name, n), a, nil, true)
						}
						a := valid()
						a[i] = nil
						run(s.name+" nil", a, nil, true)
						continue
					}
					for label, v := range lengthVariants(s.valid) {
						a := valid()
						a[i] = v
						run(s.name+" "+label, a, uecc.ErrLength, false)
					}
				}
			}
			t.Logf("%s: %d wrong-length calls", c.Name(), count)
		})
	}
}

// Value tests ---------------------------------------------------------------

type valueCase struct {
	name string
	want error
	outs [][]byte // outputs that must be unchanged on error
	call func() error
}

// badScalars returns 0, n, n+1 and all-0xFF at private-key size.
func badScalars(c *uecc.Curve) map[string][]byte {
	size := c.PrivateKeySize()
	n := bigFromHex(c.Params().N)
	return map[string][]byte{
		"d=0":      make([]byte, size),
		"d=n":      n.FillBytes(make([]byte, size)),
		"d=n+1":    new(big.Int).Add(n, big.NewInt(1)).FillBytes(make([]byte, size)),
		"d=all-ff": fill(size, 0xff),
	}
}

// badPoints returns invalid raw public keys of the right length.
func badPoints(f *fixture) map[string][]byte {
	c := f.c
	fb := c.FieldSize()
	p := bigFromHex(c.Params().P)
	offCurve := clone(f.pub)
	offCurve[len(offCurve)-1] ^= 1
	xp := clone(f.pub)
	p.FillBytes(xp[:fb])
	yp := clone(f.pub)
	p.FillBytes(yp[fb:])
	return map[string][]byte{
		"all-zero (infinity)": make([]byte, 2*fb),
		"off curve (y^1)":     offCurve,
		"x = p":               xp,
		"y = p":               yp,
		"all-ff":              fill(2*fb, 0xff),
	}
}

func valueCases(f *fixture) []valueCase {
	c := f.c
	fb := c.FieldSize()
	n := bigFromHex(c.Params().N)
	h := sha256.New()
	var cs []valueCase
	add := func(name string, want error, outs [][]byte, call func() error) {
		cs = append(cs, valueCase{name, want, outs, call})
	}
	sig := func() []byte { return fill(c.SignatureSize(), 0x5a) }
	pubOut := func() []byte { return fill(c.PublicKeySize(), 0x5a) }

	for label, d := range badScalars(c) {
		d := d
		o := pubOut()
		add("PublicKeyTo "+label, uecc.ErrPrivateKey, [][]byte{o}, func() error { return microecc.For(c).ComputePublicKey(o, d) })
		add("PublicKey "+label, uecc.ErrPrivateKey, nil, func() error { return nilOnErr(microeccalloc.PublicKey(c, d)) })
		s := fill(c.FieldSize(), 0x5a)
		add("SharedSecretTo "+label, uecc.ErrPrivateKey, [][]byte{s}, func() error { return microecc.For(c).SharedSecret(s, d, f.peer) })
		s1 := sig()
		add("SignTo "+label, uecc.ErrPrivateKey, [][]byte{s1}, func() error { return microecc.For(c).Sign(s1, rand.Reader, d, f.hash) })
		s2 := sig()
		add("SignWithKTo "+label, uecc.ErrPrivateKey, [][]byte{s2}, func() error { return microecc.For(c).SignWithK(s2, d, f.hash, f.k) })
		s3 := sig()
		add("SignDeterministicTo "+label, uecc.ErrPrivateKey, [][]byte{s3}, func() error { return microeccalloc.SignRFC6979To(c, s3, h, d, f.hash) })
		s4 := sig()
		add("SignMicroECCTo "+label, uecc.ErrPrivateKey, [][]byte{s4}, func() error { return microeccalloc.SignMicroECCTo(c, s4, h, d, f.hash, nil) })
	}

	for label, q := range badPoints(f) {
		q := q
		add("ValidPublicKey "+label, uecc.ErrPublicKey, nil, func() error {
			if microecc.For(c).ValidPublicKey(q) {
				return nil
			}
			return uecc.ErrPublicKey
		})
		s := fill(c.FieldSize(), 0x5a)
		add("SharedSecretTo peer "+label, uecc.ErrPublicKey, [][]byte{s}, func() error { return microecc.For(c).SharedSecret(s, f.priv, q) })
		add("SharedSecret peer "+label, uecc.ErrPublicKey, nil, func() error { return nilOnErr(microeccalloc.SharedSecret(c, f.priv, q)) })
		add("Verify pub "+label, uecc.ErrPublicKey, nil, func() error { return c.Verify(q, f.hash, f.sig) })
	}

	// r, s out of range (raw): 0, n, n+1 (when they fit the field width), all-ff.
	rs := map[string]*big.Int{"0": big.NewInt(0), "n": n, "n+1": new(big.Int).Add(n, big.NewInt(1)),
		"all-ff": new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(8*fb)), big.NewInt(1))}
	for label, v := range rs {
		if v.BitLen() > 8*fb {
			continue // secp160r1: n > 2^160 cannot be encoded
		}
		for half := 0; half < 2; half++ {
			bad := clone(f.sig)
			v.FillBytes(bad[half*fb : (half+1)*fb])
			add(fmt.Sprintf("Verify %s=%s", []string{"r", "s"}[half], label), uecc.ErrSignature, nil,
				func() error { return c.Verify(f.pub, f.hash, bad) })
		}
	}
	add("Verify r=s=0", uecc.ErrSignature, nil, func() error { return c.Verify(f.pub, f.hash, make([]byte, 2*fb)) })

	// Nonces. k ≥ n is refused where bits2int does not shift (micro-ecc's
	// bits2int reduces only after a shift, on secp160r1).
	nonces := map[string][]byte{
		"k=0":         make([]byte, c.PrivateKeySize()),
		"k≡0 (mod n)": signWithKInput(c, n.Bytes()),
	}
	if c.Params().NBits%8 == 0 {
		nonces["k=n+1"] = new(big.Int).Add(n, big.NewInt(1)).FillBytes(make([]byte, c.PrivateKeySize()))
		nonces["k=all-ff"] = bytes.Repeat([]byte{0xff}, c.PrivateKeySize())
	}
	for label, k := range nonces {
		k := k
		s := sig()
		add("SignWithKTo "+label, uecc.ErrNonce, [][]byte{s}, func() error { return microecc.For(c).SignWithK(s, f.priv, f.hash, k) })
		add("SignWithK "+label, uecc.ErrNonce, nil, func() error { return nilOnErr(microeccalloc.SignWithK(c, f.priv, f.hash, k)) })
	}

	// Hash functions.
	for label, hh := range map[string]hash.Hash{
		"nil":           nil,
		"size 0":        badHash{0, 64},
		"size 65":       badHash{65, 128},
		"block < size":  badHash{32, 16},
		"block 257":     badHash{32, 257},
		"negative size": badHash{-1, 64},
	} {
		hh := hh
		s1, s2 := sig(), sig()
		add("SignDeterministicTo hash "+label, uecc.ErrHash, [][]byte{s1}, func() error { return microeccalloc.SignRFC6979To(c, s1, hh, f.priv, f.hash) })
		add("SignMicroECCTo hash "+label, uecc.ErrHash, [][]byte{s2}, func() error { return microeccalloc.SignMicroECCTo(c, s2, hh, f.priv, f.hash, nil) })
		add("SignMicroECC hash "+label, uecc.ErrHash, nil, func() error { return nilOnErr(microeccalloc.SignMicroECC(c, hh, f.priv, f.hash, nil)) })
	}
	for _, hh := range []crypto.Hash{0, crypto.MD4, crypto.BLAKE2b_512 + 1} { // none linked, or not a hash
		add("SignDeterministic "+hh.String(), uecc.ErrHash, nil, func() error { return nilOnErr(c.SignDeterministic(hh, f.priv, f.hash)) })
	}

	// Random sources: failing, short, or giving only unusable candidates.
	readers := map[string]func() io.Reader{
		"error":    func() io.Reader { return errReader{} },
		"short":    func() io.Reader { return &shortReader{n: 3} },
		"all-zero": func() io.Reader { return constReader(0) },
		"all-ff":   func() io.Reader { return constReader(0xff) },
	}
	for label, mk := range readers {
		mk := mk
		p, d := pubOut(), fill(c.PrivateKeySize(), 0x5a)
		add("GenerateKeyTo rand "+label, uecc.ErrRandom, [][]byte{p, d}, func() error { return microecc.For(c).MakeKey(p, d, mk()) })
		add("GenerateKey rand "+label, uecc.ErrRandom, nil, func() error {
			pub, priv, err := microeccalloc.GenerateKey(c, mk())
			if err != nil && (pub != nil || priv != nil) {
				return errNonNilResult
			}
			return err
		})
		s := sig()
		add("SignTo rand "+label, uecc.ErrRandom, [][]byte{s}, func() error { return microecc.For(c).Sign(s, mk(), f.priv, f.hash) })
		// Curve.Sign hedges its nonce: a reader that reads but repeats
		// itself still signs; only a failed read is an error.
		wantHedged := error(uecc.ErrRandom)
		if label == "all-zero" || label == "all-ff" {
			wantHedged = nil
		}
		add("Sign rand "+label, wantHedged, nil, func() error { return nilOnErr(c.Sign(mk(), f.priv, f.hash)) })
		add("DrawBlind rand "+label, uecc.ErrRandom, nil, func() error { return microecc.For(c).DrawBlind(mk()) })
		s2 := sig()
		// errors.go: ErrRetries "for micro-ecc's variant, also when every
		// blinding draw failed".
		add("SignMicroECCTo blind "+label, uecc.ErrRetries, [][]byte{s2}, func() error {
			return microeccalloc.SignMicroECCTo(c, s2, h, f.priv, f.hash, mk())
		})
	}

	// nil readers where they mean "the default source".
	add("GenerateKeyTo rand nil", nil, nil, func() error {
		return microecc.For(c).MakeKey(pubOut(), make([]byte, c.PrivateKeySize()), nil)
	})
	add("SignTo rand nil", nil, nil, func() error { return microecc.For(c).Sign(sig(), nil, f.priv, f.hash) })
	add("SignMicroECCTo blind nil", nil, nil, func() error { return microeccalloc.SignMicroECCTo(c, sig(), h, f.priv, f.hash, nil) })

	// Compressed points.
	pbig := bigFromHex(c.Params().P)
	for label, in := range map[string][]byte{
		"prefix 00": append([]byte{0x00}, f.comp[1:]...),
		"prefix 01": append([]byte{0x01}, f.comp[1:]...),
		"prefix 04": append([]byte{0x04}, f.comp[1:]...),
		"prefix 05": append([]byte{0x05}, f.comp[1:]...),
		"prefix ff": append([]byte{0xff}, f.comp[1:]...),
		"x = p":     append([]byte{0x02}, pbig.FillBytes(make([]byte, fb))...),
		"x all-ff":  append([]byte{0x03}, fill(fb, 0xff)...),
	} {
		in := in
		o := pubOut()
		add("DecompressTo "+label, uecc.ErrCompressedPoint, [][]byte{o}, func() error { return microecc.For(c).Decompress(o, in) })
		add("Decompress "+label, uecc.ErrCompressedPoint, nil, func() error { return nilOnErr(microeccalloc.Decompress(c, in)) })
	}
	return cs
}

func TestBadInputValues(t *testing.T) {
	for _, c := range uecc.Curves() {
		t.Run(c.Name(), func(t *testing.T) {
			t.Parallel()
			f := newFixture(t, c)
			cases := valueCases(f)
			for _, vc := range cases {
				snaps := make([][]byte, len(vc.outs))
				for i, o := range vc.outs {
					snaps[i] = clone(o)
				}
				err, panicked := callSafe(t, vc.name, vc.call)
				if panicked {
					continue
				}
				if !errors.Is(err, vc.want) || (vc.want == nil) != (err == nil) {
					t.Errorf("%s: got %v, want %v", vc.name, err, vc.want)
				}
				if err != nil {
					for i, o := range vc.outs {
						if !bytes.Equal(o, snaps[i]) {
							t.Errorf("%s: output written on error: %x", vc.name, o)
						}
					}
				}
			}
			t.Logf("%s: %d bad-value calls", c.Name(), len(cases))
		})
	}
}

// TestBadInputNilReaderDrawBlind: with rand nil DrawBlind draws nothing and
// returns nil (documented since 69b6724, which fixed a nil-reader panic that
// this test found), as micro-ecc does with no RNG installed.
func TestBadInputNilReaderDrawBlind(t *testing.T) {
	for _, c := range uecc.Curves() {
		err, panicked := callSafe(t, c.Name()+" DrawBlind(nil)", func() error { return microecc.For(c).DrawBlind(nil) })
		if !panicked && err != nil {
			t.Errorf("%s DrawBlind(nil): %v, want nil", c.Name(), err)
		}
	}
}
