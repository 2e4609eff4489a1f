package curves_test

import (
	"bytes"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/uecc-go/uecc/internal/bigref"
	"github.com/uecc-go/uecc/internal/curves"
)

var engines = []curves.Engine{
	curves.Secp160r1(), curves.Secp192r1(), curves.Secp224r1(), curves.Secp256r1(), curves.Secp256k1(),
}

// testScalars returns valid scalars: the edges 1, 2, 3, n−3, n−2, n−1,
// powers of two, and random values below n.
func testScalars(p *curves.Params, rng *rand.Rand, count int) [][]byte {
	n, _ := new(big.Int).SetString(p.N, 16)
	var vals []*big.Int
	for _, v := range []int64{1, 2, 3, 15, 16, 17} {
		vals = append(vals, big.NewInt(v), new(big.Int).Sub(n, big.NewInt(v)))
	}
	for k := 4; k < p.NBits; k += 13 {
		vals = append(vals, new(big.Int).Lsh(big.NewInt(1), uint(k)))
	}
	for len(vals) < count {
		b := make([]byte, p.ScalarBytes)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		v := new(big.Int).Mod(new(big.Int).SetBytes(b), n)
		if v.Sign() > 0 {
			vals = append(vals, v)
		}
	}
	out := make([][]byte, len(vals))
	for i, v := range vals {
		out[i] = v.FillBytes(make([]byte, p.ScalarBytes))
	}
	return out
}

// TestEngineAgainstReference checks every Engine operation of every curve
// against the math/big reference on edge and random inputs.
func TestEngineAgainstReference(t *testing.T) {
	curves.ForEachMul(t, testEngineAgainstReference)
}

func testEngineAgainstReference(t *testing.T) {
	for _, eng := range engines {
		p := eng.Params()
		ref := bigref.New(p)
		t.Run(p.Name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(p.NBits), 7))
			count := 60
			if testing.Short() {
				count = 30 // the qemu runs of make test-arm
			}
			scalars := testScalars(p, rng, count)
			fb := p.FieldBytes
			pub, want := make([]byte, 2*fb), make([]byte, 2*fb)
			for i, k := range scalars {
				if eng.ScalarIsValid(k) != 1 {
					t.Fatalf("ScalarIsValid(%x) = 0", k)
				}
				eng.ScalarBaseMult(pub, k)
				ref.ScalarBaseMult(want, k)
				if !bytes.Equal(pub, want) {
					t.Fatalf("ScalarBaseMult(%x) = %x, want %x", k, pub, want)
				}
				if !eng.ValidPublicKey(pub) {
					t.Fatalf("ValidPublicKey(%x) = false", pub)
				}
				// Compressed round trip.
				comp := append([]byte{2 | pub[2*fb-1]&1}, pub[:fb]...)
				dec := make([]byte, 2*fb)
				if !eng.Decompress(dec, comp) || !bytes.Equal(dec, pub) {
					t.Fatalf("Decompress(%x) = %x, want %x", comp, dec, pub)
				}
				// ECDH with the next scalar.
				k2 := scalars[(i+1)%len(scalars)]
				x, wx := make([]byte, fb), make([]byte, fb)
				if eng.ScalarMultX(x, k2, pub) != 1 || ref.ScalarMultX(wx, k2, pub) != 1 || !bytes.Equal(x, wx) {
					t.Fatalf("ScalarMultX(%x, %x) = %x, want %x", k2, pub, x, wx)
				}
				// Signing with nonce k2 and a hash integer from a third scalar.
				e := scalars[(i+2)%len(scalars)]
				sig, wsig := make([]byte, 2*fb), make([]byte, 2*fb)
				ok, wok := eng.Sign(sig, k, k2, e), ref.Sign(wsig, k, k2, e)
				if ok != wok || !bytes.Equal(sig, wsig) {
					t.Fatalf("Sign(d=%x, k=%x, e=%x) = %d %x, want %d %x", k, k2, e, ok, sig, wok, wsig)
				}
				if ok == 1 {
					if !eng.Verify(pub, e, sig) {
						t.Fatalf("Verify rejects a good signature (d=%x k=%x)", k, k2)
					}
					sig[fb-1] ^= 1
					if eng.Verify(pub, e, sig) != ref.Verify(pub, e, sig) {
						t.Fatalf("Verify disagrees on a tampered signature")
					}
				}
				// Off-curve and random points.
				bad := append([]byte(nil), pub...)
				bad[2*fb-1] ^= 1
				if eng.ValidPublicKey(bad) || eng.ScalarMultX(x, k, bad) != 0 {
					t.Fatalf("an off-curve point was accepted")
				}
				comp[fb] ^= byte(rng.Uint32())
				w1, w2 := make([]byte, 2*fb), make([]byte, 2*fb)
				if eng.Decompress(w1, comp) != ref.Decompress(w2, comp) || !bytes.Equal(w1, w2) {
					t.Fatalf("Decompress(%x) disagrees with the reference", comp)
				}
			}
		})
	}
}

// TestScalarRange checks ScalarIsValid and ScalarReduce at the boundaries.
func TestScalarRange(t *testing.T) {
	for _, eng := range engines {
		p := eng.Params()
		n, _ := new(big.Int).SetString(p.N, 16)
		sb := p.ScalarBytes
		for _, c := range []struct {
			v     *big.Int
			valid int
		}{
			{big.NewInt(0), 0}, {big.NewInt(1), 1}, {new(big.Int).Sub(n, big.NewInt(1)), 1},
			{n, 0}, {new(big.Int).Add(n, big.NewInt(1)), 0},
			{new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(8*sb)), big.NewInt(1)), 0},
		} {
			b := c.v.FillBytes(make([]byte, sb))
			if got := eng.ScalarIsValid(b); got != c.valid {
				t.Errorf("%s: ScalarIsValid(%x) = %d, want %d", p.Name, b, got, c.valid)
			}
			if c.v.BitLen() <= p.NBits {
				out := make([]byte, sb)
				eng.ScalarReduce(out, b)
				if want := new(big.Int).Mod(c.v, n); new(big.Int).SetBytes(out).Cmp(want) != 0 {
					t.Errorf("%s: ScalarReduce(%x) = %x, want %x", p.Name, b, out, want)
				}
			}
		}
	}
}

// TestScalarMultEdges checks ECDH and k·G against the math/big reference
// for the scalars whose first or last steps are the delicate ones: k = j and
// k = n − j for j = 1…70, which include k = n − 2j with the last digit −j,
// where the final addition of ECDH's odd-digit multiplication would add a
// point to itself on secp192r1 (j = 17) and secp224r1 (j = 29), and, through
// k ↦ n − k for even k, the scalars 2j.
func TestScalarMultEdges(t *testing.T) {
	for _, eng := range engines {
		p := eng.Params()
		ref := bigref.New(p)
		n, _ := new(big.Int).SetString(p.N, 16)
		fb := p.FieldBytes
		pub := make([]byte, 2*fb)
		eng.ScalarBaseMult(pub, big.NewInt(0xc0ffee).FillBytes(make([]byte, p.ScalarBytes)))
		x, want := make([]byte, fb), make([]byte, fb)
		for j := int64(1); j <= 70; j++ {
			for _, v := range []*big.Int{big.NewInt(j), new(big.Int).Sub(n, big.NewInt(j))} {
				k := v.FillBytes(make([]byte, p.ScalarBytes))
				kg, wantKG := make([]byte, 2*fb), make([]byte, 2*fb)
				eng.ScalarBaseMult(kg, k)
				ref.ScalarBaseMult(wantKG, k)
				if !bytes.Equal(kg, wantKG) {
					t.Fatalf("%s: ScalarBaseMult(%x) = %x, want %x", p.Name, k, kg, wantKG)
				}
				if eng.ScalarMultX(x, k, pub) != 1 || ref.ScalarMultX(want, k, pub) != 1 || !bytes.Equal(x, want) {
					t.Fatalf("%s: ScalarMultX(%x) = %x, want %x", p.Name, k, x, want)
				}
			}
		}
	}
}
