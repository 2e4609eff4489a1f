package uecc_test

// Rows of docs/BADINPUT.md that badinput_test.go does not cover: message
// hashes of 0 bytes and 1 MiB, keys and signatures of another curve, a nil
// *Curve, compressed points whose x has no square root, Compress of invalid
// keys (no check, as in micro-ecc), and r or s = n and > n at field width
// for every signature function's verifier counterpart.

import (
	"bytes"
	"crypto"
	"crypto/sha256"
	"errors"
	"math/big"
	"testing"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// TestBadInputMatrixHashSize: a message hash of 0 bytes (nil and empty) or
// 1 MiB is valid input to every signer and to Verify (any length, bits2int:
// docs/COMPATIBILITY.md, "Encodings and sizes"). A 1 MiB hash signs like its
// leftmost PrivateKeySize bytes.
func TestBadInputMatrixHashSize(t *testing.T) {
	huge := make([]byte, 1<<20)
	for i := range huge {
		huge[i] = byte(i*7 + 3)
	}
	for _, c := range heavyCurves() {
		t.Run(c.Name(), func(t *testing.T) {
			t.Parallel()
			f := newFixture(t, c)
			h := sha256.New()
			for _, tc := range []struct {
				name string
				hash []byte
			}{{"nil", nil}, {"empty", []byte{}}, {"1 MiB", huge}} {
				prefix := tc.hash
				if len(prefix) > c.PrivateKeySize() {
					prefix = prefix[:c.PrivateKeySize()] // the bits bits2int keeps
				}
				signers := map[string]func() ([]byte, error){
					"Sign":              func() ([]byte, error) { return c.Sign(nil, f.priv, tc.hash) },
					"SignWithK":         func() ([]byte, error) { return microeccalloc.SignWithK(c, f.priv, tc.hash, f.k) },
					"SignDeterministic": func() ([]byte, error) { return c.SignDeterministic(crypto.SHA256, f.priv, tc.hash) },
					"SignMicroECC":      func() ([]byte, error) { return microeccalloc.SignMicroECC(c, h, f.priv, tc.hash, nil) },
				}
				for name, sign := range signers {
					sig, err := sign()
					if err != nil {
						t.Errorf("%s, hash %s: %v", name, tc.name, err)
						continue
					}
					if err := c.Verify(f.pub, tc.hash, sig); err != nil {
						t.Errorf("Verify of %s, hash %s: %v", name, tc.name, err)
					}
					if err := c.Verify(f.pub, prefix, sig); err != nil {
						t.Errorf("Verify of %s with the hash's leftmost %d bytes, hash %s: %v", name, len(prefix), tc.name, err)
					}
				}
				// Deterministic signers and SignWithK depend only on those bits
				// (SignMicroECC feeds the whole hash to its HMAC: micro-ecc's rule).
				a, _ := c.SignDeterministic(crypto.SHA256, f.priv, tc.hash)
				b, _ := c.SignDeterministic(crypto.SHA256, f.priv, prefix)
				if !bytes.Equal(a, b) {
					t.Errorf("SignDeterministic: hash %s and its leftmost bytes sign differently", tc.name)
				}
				a, _ = microeccalloc.SignWithK(c, f.priv, tc.hash, f.k)
				b, _ = microeccalloc.SignWithK(c, f.priv, prefix, f.k)
				if !bytes.Equal(a, b) {
					t.Errorf("SignWithK: hash %s and its leftmost bytes sign differently", tc.name)
				}
			}
		})
	}
}

// TestBadInputMatrixOtherCurve: keys and signatures of another curve. Same
// size (secp256r1 and secp256k1): the point is not on the curve, so
// ValidPublicKey is false and SharedSecret, Verify give ErrPublicKey; a
// signature made on the other curve does not verify. Other sizes: ErrLength.
func TestBadInputMatrixOtherCurve(t *testing.T) {
	r1, k1 := uecc.Secp256r1(), uecc.Secp256k1()
	for _, pair := range [][2]*uecc.Curve{{r1, k1}, {k1, r1}} {
		c, other := pair[0], pair[1]
		f := newFixture(t, c)
		of := newFixture(t, other)
		if microecc.For(c).ValidPublicKey(of.pub) {
			t.Errorf("%s.ValidPublicKey accepts a %s key", c.Name(), other.Name())
		}
		out := fill(c.FieldSize(), 0x5a)
		if err := microecc.For(c).SharedSecret(out, f.priv, of.pub); !errors.Is(err, uecc.ErrPublicKey) || !bytes.Equal(out, fill(len(out), 0x5a)) {
			t.Errorf("%s.SharedSecretTo with a %s peer: %v (output %x)", c.Name(), other.Name(), err, out)
		}
		if err := c.Verify(of.pub, of.hash, of.sig); !errors.Is(err, uecc.ErrPublicKey) {
			t.Errorf("%s.Verify with a %s key and signature: %v, want ErrPublicKey", c.Name(), other.Name(), err)
		}
		if err := c.Verify(f.pub, of.hash, of.sig); !errors.Is(err, uecc.ErrSignature) {
			t.Errorf("%s.Verify of a %s signature: %v, want ErrSignature", c.Name(), other.Name(), err)
		}
		if _, err := microeccalloc.Decompress(c, of.comp); err == nil {
			// x of a k1 key may happen to be an x of r1: then the result is a
			// valid r1 point, which is correct. Only report a wrong point.
			p, _ := microeccalloc.Decompress(c, of.comp)
			if !microecc.For(c).ValidPublicKey(p) {
				t.Errorf("%s.Decompress of a %s point gave an invalid point", c.Name(), other.Name())
			}
		}
	}
	// Sizes differ: every length-checked function refuses.
	c, other := uecc.Secp192r1(), uecc.Secp224r1()
	f, of := newFixture(t, c), newFixture(t, other)
	checks := map[string]error{
		"PublicKey(other priv)":      nilOnErr(microeccalloc.PublicKey(c, of.priv)),
		"SharedSecret(other peer)":   nilOnErr(microeccalloc.SharedSecret(c, f.priv, of.pub)),
		"SharedSecret(other priv)":   nilOnErr(microeccalloc.SharedSecret(c, of.priv, f.pub)),
		"Sign(other priv)":           nilOnErr(c.Sign(nil, of.priv, f.hash)),
		"SignWithK(other priv)":      nilOnErr(microeccalloc.SignWithK(c, of.priv, f.hash, f.k)),
		"SignDeterministic(other)":   nilOnErr(c.SignDeterministic(crypto.SHA256, of.priv, f.hash)),
		"SignMicroECC(other priv)":   nilOnErr(microeccalloc.SignMicroECC(c, sha256.New(), of.priv, f.hash, nil)),
		"Verify(other pub)":          c.Verify(of.pub, f.hash, f.sig),
		"Verify(other sig)":          c.Verify(f.pub, of.hash, of.sig),
		"Compress(other pub)":        nilOnErr(microeccalloc.Compress(c, of.pub)),
		"Decompress(other point)":    nilOnErr(microeccalloc.Decompress(c, of.comp)),
		"GenerateKeyTo(other sizes)": microecc.For(c).MakeKey(make([]byte, other.PublicKeySize()), make([]byte, other.PrivateKeySize()), nil),
	}
	for name, err := range checks {
		if !errors.Is(err, uecc.ErrLength) {
			t.Errorf("%s on %s: %v, want ErrLength", name, c.Name(), err)
		}
	}
	if microecc.For(c).ValidPublicKey(of.pub) {
		t.Errorf("ValidPublicKey accepts a key of another size")
	}
}

// TestBadInputMatrixNilCurve: a nil *Curve is not a curve: its methods
// panic (a nil-pointer dereference), as Go methods on a nil receiver do.
// Curves come only from the constructors, which never return nil in a build
// with every curve; microecc.For(nil) is nil.
func TestBadInputMatrixNilCurve(t *testing.T) {
	var c *uecc.Curve
	b32, b64 := make([]byte, 32), make([]byte, 64)
	if microecc.For(c) != nil {
		t.Errorf("microecc.For(nil) is not nil")
	}
	calls := map[string]func(){
		"Sign": func() { c.Sign(nil, b32, b32) },
		"SignDeterministic": func() {
			c.SignDeterministic(crypto.SHA256, b32, b32)
		},
		"Verify":           func() { c.Verify(b64, b32, b64) },
		"NewPublicKey":     func() { c.NewPublicKey(b64) },
		"RecoverPublicKey": func() { c.RecoverPublicKey(b32, b64) },
	}
	for name, call := range calls {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("(*Curve)(nil).%s did not panic", name)
				}
			}()
			call()
		}()
	}
	for _, c := range uecc.Curves() {
		if c == nil {
			t.Fatal("uecc.Curves() returned a nil curve")
		}
	}
}

// nonResidueX returns the smallest x ≥ 1 for which x³ + ax + b is not a
// square mod p: no point has that x.
func nonResidueX(c *uecc.Curve) []byte {
	p := bigFromHex(c.Params().P)
	a := bigFromHex(c.Params().A)
	b := bigFromHex(c.Params().B)
	for x := int64(1); ; x++ {
		X := big.NewInt(x)
		rhs := new(big.Int).Exp(X, big.NewInt(3), p)
		rhs.Add(rhs, new(big.Int).Mul(a, X))
		rhs.Add(rhs, b)
		rhs.Mod(rhs, p)
		if big.Jacobi(rhs, p) == -1 {
			return X.FillBytes(make([]byte, c.FieldSize()))
		}
	}
}

// TestBadInputMatrixNonResidue: a compressed point whose x is below p but
// has no square root (micro-ecc returns a point off the curve) gives
// ErrCompressedPoint with both prefixes, and the output is untouched.
func TestBadInputMatrixNonResidue(t *testing.T) {
	for _, c := range uecc.Curves() {
		x := nonResidueX(c)
		for _, prefix := range []byte{2, 3} {
			out := fill(c.PublicKeySize(), 0x5a)
			if err := microecc.For(c).Decompress(out, append([]byte{prefix}, x...)); !errors.Is(err, uecc.ErrCompressedPoint) {
				t.Errorf("%s: DecompressTo(%02x‖%x): %v, want ErrCompressedPoint", c.Name(), prefix, x, err)
			}
			if !bytes.Equal(out, fill(c.PublicKeySize(), 0x5a)) {
				t.Errorf("%s: output written on error", c.Name())
			}
		}
		// The raw key with that x (any y) is not valid either.
		pub := append(append([]byte{}, x...), fill(c.FieldSize(), 0)...)
		pub[len(pub)-1] = 1
		if microecc.For(c).ValidPublicKey(pub) {
			t.Errorf("%s: ValidPublicKey(x without a square root)", c.Name())
		}
	}
}

// TestBadInputMatrixCompress: Compress does not validate its input, like
// micro-ecc's uECC_compress: any key of the right length gives
// (0x02 | y&1)‖x, including all-zero, all-0xFF and off-curve keys.
func TestBadInputMatrixCompress(t *testing.T) {
	for _, c := range uecc.Curves() {
		f := newFixture(t, c)
		for label, q := range badPoints(f) {
			got, err := microeccalloc.Compress(c, q)
			fb := c.FieldSize()
			want := append([]byte{0x02 | q[2*fb-1]&1}, q[:fb]...)
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("%s: Compress(%s) = %x, %v; want %x", c.Name(), label, got, err, want)
			}
		}
	}
}

// TestBadInputMatrixSignature: r or s = 0, = n, = n+1, = 2^(8·fieldsize)−1
// (on secp160r1 n and n+1 do not fit the 20-byte halves, so there only 0
// and all-0xFF), both halves bad, and r‖s swapped: Verify gives ErrSignature.
func TestBadInputMatrixSignature(t *testing.T) {
	for _, c := range uecc.Curves() {
		f := newFixture(t, c)
		fb := c.FieldSize()
		n := bigFromHex(c.Params().N)
		vals := map[string]*big.Int{
			"0": big.NewInt(0), "n": n, "n+1": new(big.Int).Add(n, big.NewInt(1)),
			"2n-1":   new(big.Int).Sub(new(big.Int).Lsh(n, 1), big.NewInt(1)),
			"all-ff": new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(8*fb)), big.NewInt(1)),
		}
		tried := 0
		for lr, r := range vals {
			for ls, s := range vals {
				if r.BitLen() > 8*fb || s.BitLen() > 8*fb {
					continue
				}
				sig := make([]byte, 2*fb)
				r.FillBytes(sig[:fb])
				s.FillBytes(sig[fb:])
				tried++
				if err := c.Verify(f.pub, f.hash, sig); !errors.Is(err, uecc.ErrSignature) {
					t.Errorf("%s: Verify(r=%s, s=%s): %v, want ErrSignature", c.Name(), lr, ls, err)
				}
			}
		}
		// One bad half with the other from a valid signature.
		for label, v := range vals {
			if v.BitLen() > 8*fb {
				continue
			}
			for half := 0; half < 2; half++ {
				sig := clone(f.sig)
				v.FillBytes(sig[half*fb : (half+1)*fb])
				tried++
				if err := c.Verify(f.pub, f.hash, sig); !errors.Is(err, uecc.ErrSignature) {
					t.Errorf("%s: Verify(%s=%s): %v, want ErrSignature", c.Name(), []string{"r", "s"}[half], label, err)
				}
			}
		}
		swapped := append(clone(f.sig[fb:]), f.sig[:fb]...)
		if err := c.Verify(f.pub, f.hash, swapped); !errors.Is(err, uecc.ErrSignature) {
			t.Errorf("%s: Verify(s‖r): %v", c.Name(), err)
		}
		t.Logf("%s: %d out-of-range signatures rejected", c.Name(), tried)
	}
}
