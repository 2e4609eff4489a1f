package uecc_test

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
)

// TestLowS holds IsLowS and NormalizeS to math/big on every curve: edge
// values of s (1, ⌊n/2⌋, ⌊n/2⌋ + 1, n − 1, and 0 and n where they fit) and
// the s of random signatures; a normalised signature still verifies.
func TestLowS(t *testing.T) {
	for _, c := range heavyCurves() {
		n, _ := new(big.Int).SetString(c.Params().N, 16)
		half := new(big.Int).Rsh(n, 1)
		fs := c.FieldSize()
		one := big.NewInt(1)
		edges := []*big.Int{one, half, new(big.Int).Add(half, one), new(big.Int).Sub(n, one), big.NewInt(0), n,
			new(big.Int).Sub(new(big.Int).Lsh(one, uint(8*fs)), one)}
		sig := make([]byte, c.SignatureSize())
		for i := range sig[:fs] {
			sig[i] = byte(i + 1) // any r
		}
		for _, v := range edges {
			if v.BitLen() > 8*fs {
				continue // secp160r1: n and n − 1 do not fit 20 bytes
			}
			v.FillBytes(sig[fs:])
			valid := v.Sign() > 0 && v.Cmp(n) < 0
			wantLow := valid && v.Cmp(half) <= 0
			if got := c.IsLowS(sig); got != wantLow {
				t.Errorf("%s: IsLowS(s = %x) = %v, want %v", c.Name(), v, got, wantLow)
			}
			before := bytes.Clone(sig)
			err := c.NormalizeS(sig)
			switch {
			case !valid:
				if !errors.Is(err, uecc.ErrSignature) || !bytes.Equal(sig, before) {
					t.Errorf("%s: NormalizeS(s = %x) = %v, sig %x; want ErrSignature, unchanged", c.Name(), v, err, sig)
				}
			case wantLow:
				if err != nil || !bytes.Equal(sig, before) {
					t.Errorf("%s: NormalizeS(low s = %x) = %v, sig %x; want it unchanged", c.Name(), v, err, sig)
				}
			default:
				want := new(big.Int).Sub(n, v).FillBytes(make([]byte, fs))
				if err != nil || !bytes.Equal(sig[fs:], want) || !bytes.Equal(sig[:fs], before[:fs]) {
					t.Errorf("%s: NormalizeS(s = %x) = %v, s %x; want n − s = %x", c.Name(), v, err, sig[fs:], want)
				}
			}
		}
		if err := c.NormalizeS(sig[:len(sig)-1]); !errors.Is(err, uecc.ErrLength) {
			t.Errorf("%s: NormalizeS of a short signature: %v, want ErrLength", c.Name(), err)
		}
		// Random signatures: about half are high-S; normalised they verify.
		pub, priv, err := microeccalloc.GenerateKey(c, nil)
		if err != nil {
			t.Fatal(err)
		}
		hash := []byte("low-S, normalised")
		high := 0
		for i := 0; i < 64; i++ {
			s, err := c.Sign(nil, priv, hash)
			if err != nil {
				t.Fatal(err)
			}
			sv := new(big.Int).SetBytes(s[fs:])
			if c.IsLowS(s) != (sv.Cmp(half) <= 0) {
				t.Fatalf("%s: IsLowS(%x) disagrees with math/big", c.Name(), s)
			}
			if !c.IsLowS(s) {
				high++
			}
			if err := c.NormalizeS(s); err != nil || !c.IsLowS(s) {
				t.Fatalf("%s: NormalizeS: %v, low-S %v", c.Name(), err, c.IsLowS(s))
			}
			if err := c.Verify(pub, hash, s); err != nil {
				t.Fatalf("%s: the normalised signature %x does not verify: %v", c.Name(), s, err)
			}
		}
		if high == 0 || high == 64 {
			t.Errorf("%s: %d of 64 random signatures high-S", c.Name(), high)
		}
	}
}

// TestLowSAllocs: IsLowS and NormalizeS allocate nothing.
func TestLowSAllocs(t *testing.T) {
	c := uecc.Secp256k1()
	_, priv, err := microeccalloc.GenerateKey(c, nil)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := c.Sign(nil, priv, []byte("allocations"))
	if err != nil {
		t.Fatal(err)
	}
	if a := testing.AllocsPerRun(100, func() { c.IsLowS(sig); _ = c.NormalizeS(sig) }); a != 0 {
		t.Errorf("IsLowS + NormalizeS: %v allocations, want 0", a)
	}
}
