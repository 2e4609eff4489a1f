package ecc_test

import (
	"crypto/elliptic"
	"fmt"
	"math/big"
	"testing"

	"github.com/uecc-go/uecc/internal/bigref"
	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/internal/ecc/internal/sec2"
)

func hexInt(t *testing.T, s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 16)
	if !ok {
		t.Fatalf("bad hex %q", s)
	}
	return v
}

// TestParamsAgainstCryptoElliptic compares P-224 and P-256 with Go's
// crypto/elliptic, an independent transcription of the same standards.
func TestParamsAgainstCryptoElliptic(t *testing.T) {
	for _, c := range []struct {
		ours *ecc.Params
		std  *elliptic.CurveParams
	}{{&sec2.Secp224r1, elliptic.P224().Params()}, {&sec2.Secp256r1, elliptic.P256().Params()}} {
		for _, f := range []struct {
			name string
			ours string
			std  *big.Int
		}{{"p", c.ours.P, c.std.P}, {"n", c.ours.N, c.std.N}, {"b", c.ours.B, c.std.B}, {"Gx", c.ours.Gx, c.std.Gx}, {"Gy", c.ours.Gy, c.std.Gy}} {
			if hexInt(t, f.ours).Cmp(f.std) != 0 {
				t.Errorf("%s: %s = %s, crypto/elliptic has %x", c.ours.Name, f.name, f.ours, f.std)
			}
		}
		if a := hexInt(t, c.ours.A); a.Cmp(new(big.Int).Sub(c.std.P, big.NewInt(3))) != 0 {
			t.Errorf("%s: a is not p − 3", c.ours.Name)
		}
	}
}

// TestParamsConsistent checks what every parameter set must satisfy: p and n
// prime, G on the curve, n·G = O (with the math/big oracle), the sizes.
func TestParamsConsistent(t *testing.T) {
	for _, p := range []*ecc.Params{&sec2.Secp160r1, &sec2.Secp192r1, &sec2.Secp224r1, &sec2.Secp256r1, &sec2.Secp256k1} {
		pp, n := hexInt(t, p.P), hexInt(t, p.N)
		if !pp.ProbablyPrime(32) || !n.ProbablyPrime(32) {
			t.Errorf("%s: p or n is not prime", p.Name)
		}
		if p.FieldBytes != (pp.BitLen()+7)/8 || p.NBits != n.BitLen() || p.ScalarBytes != (n.BitLen()+7)/8 {
			t.Errorf("%s: sizes do not match p and n", p.Name)
		}
		pub := make([]byte, 2*p.FieldBytes)
		copy(pub, hexInt(t, p.Gx).FillBytes(make([]byte, p.FieldBytes)))
		copy(pub[p.FieldBytes:], hexInt(t, p.Gy).FillBytes(make([]byte, p.FieldBytes)))
		ref := bigref.New(p)
		if !ref.ValidPublicKey(pub) {
			t.Errorf("%s: G is not on the curve", p.Name)
		}
		// (n−1)·G = −G: same x, so n·G is the point at infinity.
		out := make([]byte, p.FieldBytes)
		if ref.ScalarMultX(out, new(big.Int).Sub(n, big.NewInt(1)).FillBytes(make([]byte, p.ScalarBytes)), pub) != 1 ||
			fmt.Sprintf("%x", out) != fmt.Sprintf("%x", pub[:p.FieldBytes]) {
			t.Errorf("%s: (n−1)·G ≠ −G", p.Name)
		}
	}
}
