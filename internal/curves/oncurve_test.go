package curves_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/uecc-go/uecc/internal/bigref"
	"github.com/uecc-go/uecc/internal/curves"
)

// TestValidPublicKeyAgainstReference holds ValidPublicKey (<curve>OnCurve)
// to the math/big reference on points on the curve, points one off in either coordinate, coordinates at
// and around p, coordinates ≥ p that are on the curve mod p, and random
// bytes.
func TestValidPublicKeyAgainstReference(t *testing.T) {
	curves.ForEachMul(t, testValidPublicKeyAgainstReference)
}

func testValidPublicKeyAgainstReference(t *testing.T) {
	for _, eng := range engines {
		p := eng.Params()
		ref := bigref.New(p)
		t.Run(p.Name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(p.NBits), 11))
			cases := validPublicKeyCases(p, rng)
			valid := 0
			for _, pub := range cases {
				got, want := eng.ValidPublicKey(pub), ref.ValidPublicKey(pub)
				if got != want {
					t.Fatalf("ValidPublicKey(%x) = %v, want %v", pub, got, want)
				}
				if want {
					valid++
				}
			}
			// The cases must exercise both answers in earnest.
			if valid < len(cases)/8 || valid > len(cases)/2 {
				t.Fatalf("%d of %d cases are valid", valid, len(cases))
			}
		})
	}
}

// validPublicKeyCases returns encodings X‖Y to check, about a quarter of them
// valid.
func validPublicKeyCases(params *curves.Params, rng *rand.Rand) [][]byte {
	hex := func(s string) *big.Int { v, _ := new(big.Int).SetString(s, 16); return v }
	p, a, b := hex(params.P), hex(params.A), hex(params.B)
	fb := params.FieldBytes
	one := big.NewInt(1)
	top := new(big.Int).Lsh(one, uint(8*fb)) // the first value that does not fit
	enc := func(x, y *big.Int) []byte {
		out := make([]byte, 2*fb)
		x.FillBytes(out[:fb])
		y.FillBytes(out[fb:])
		return out
	}
	// yFor returns a y with (x, y) on the curve, or nil.
	yFor := func(x *big.Int) *big.Int {
		r := new(big.Int).Mul(x, x)
		r.Add(r, a).Mul(r, x).Add(r, b).Mod(r, p)
		return new(big.Int).ModSqrt(r, p)
	}
	mod := func(v *big.Int) *big.Int { return new(big.Int).Mod(v, p) }

	// Abscissas: the edges, then random ones.
	xs := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), big.NewInt(3),
		new(big.Int).Sub(p, one), new(big.Int).Sub(p, big.NewInt(2)), new(big.Int).Sub(p, big.NewInt(3))}
	for k := 1; k < p.BitLen(); k += 31 {
		xs = append(xs, new(big.Int).Lsh(one, uint(k)))
	}
	for range 120 {
		xb := make([]byte, fb)
		for i := range xb {
			xb[i] = byte(rng.Uint32())
		}
		xs = append(xs, mod(new(big.Int).SetBytes(xb)))
	}
	var cases [][]byte
	for _, x := range xs {
		y := yFor(x)
		if y == nil {
			// No point here: X with the Y of a nearby point is off the curve.
			cases = append(cases, enc(x, big.NewInt(0)), enc(x, one))
			continue
		}
		negY := mod(new(big.Int).Neg(y))
		cases = append(cases,
			enc(x, y), enc(x, negY), // on the curve
			enc(x, mod(new(big.Int).Add(y, one))), enc(x, mod(new(big.Int).Sub(y, one))),
			enc(mod(new(big.Int).Add(x, one)), y), enc(mod(new(big.Int).Sub(x, one)), y))
		// Coordinates ≥ p that are on the curve mod p, where they fit.
		if xp := new(big.Int).Add(x, p); xp.Cmp(top) < 0 {
			cases = append(cases, enc(xp, y))
		}
		if yp := new(big.Int).Add(y, p); yp.Cmp(top) < 0 {
			cases = append(cases, enc(x, yp))
		}
	}
	// Coordinates p, p−1, 0 and all ones in every combination.
	specials := []*big.Int{big.NewInt(0), new(big.Int).Sub(p, one), p, new(big.Int).Sub(top, one)}
	for _, x := range specials {
		for _, y := range specials {
			cases = append(cases, enc(x, y))
		}
	}
	// Random bytes: almost never valid.
	for range 40 {
		pub := make([]byte, 2*fb)
		for i := range pub {
			pub[i] = byte(rng.Uint32())
		}
		cases = append(cases, pub)
	}
	return cases
}
