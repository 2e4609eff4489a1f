package schnorr

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// The scalar helpers against math/big, on edge values and random ones.

// bigN is n, from SEC 2 (not from the engine: package variables are set
// before init sets orderNBytes).
var bigN, _ = new(big.Int).SetString("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16)

func scalarBig(a scalar) *big.Int {
	var b [32]byte
	a.putBytes(b[:])
	return new(big.Int).SetBytes(b[:])
}

func bigScalar(x *big.Int) scalar {
	var b [32]byte
	x.FillBytes(b[:])
	return scalarFromBytes(b[:])
}

// scalarSamples returns values below n: 0, 1, 2, n−1, n−2, (n−1)/2,
// (n+1)/2, 2^64 − 1, 2^128, 2^255 (below n), and random ones.
func scalarSamples(r *rand.Rand, random int) []*big.Int {
	nm1 := new(big.Int).Sub(bigN, big.NewInt(1))
	out := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), nm1, new(big.Int).Sub(bigN, big.NewInt(2)),
		new(big.Int).Rsh(nm1, 1), new(big.Int).Rsh(new(big.Int).Add(bigN, big.NewInt(1)), 1),
		new(big.Int).SetUint64(^uint64(0)), new(big.Int).Lsh(big.NewInt(1), 128), new(big.Int).Lsh(big.NewInt(1), 255)}
	for range random {
		var b [32]byte
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		x := new(big.Int).SetBytes(b[:])
		out = append(out, x.Mod(x, bigN))
	}
	return out
}

func TestScalarBytesRoundTrip(t *testing.T) {
	b := make([]byte, 32)
	for i := range b {
		b[i] = byte(i + 1)
	}
	s := scalarFromBytes(b)
	if s[3] != 0x0102030405060708 || s[0] != 0x191a1b1c1d1e1f20 {
		t.Fatalf("limbs %x", s)
	}
	out := make([]byte, 32)
	s.putBytes(out)
	if string(out) != string(b) {
		t.Fatalf("putBytes %x, want %x", out, b)
	}
	if scalarBig(orderN).Cmp(bigN) != 0 || bigN.Text(16) != "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141" {
		t.Fatalf("orderN = %x", scalarBig(orderN))
	}
}

func TestAddModN(t *testing.T) {
	r := rand.New(rand.NewChaCha8([32]byte{'a', 'd', 'd'}))
	xs := scalarSamples(r, 60)
	for _, a := range xs {
		for _, b := range xs {
			want := new(big.Int).Add(a, b)
			want.Mod(want, bigN)
			if got := scalarBig(addModN(bigScalar(a), bigScalar(b))); got.Cmp(want) != 0 {
				t.Fatalf("%x + %x = %x, want %x", a, b, got, want)
			}
		}
	}
}

func TestCondNegate(t *testing.T) {
	r := rand.New(rand.NewChaCha8([32]byte{'n', 'e', 'g'}))
	for _, a := range scalarSamples(r, 200) {
		if a.Sign() == 0 {
			continue // outside condNegate's domain [1, n−1]
		}
		if got := scalarBig(condNegate(bigScalar(a), 0)); got.Cmp(a) != 0 {
			t.Fatalf("condNegate(%x, 0) = %x", a, got)
		}
		want := new(big.Int).Sub(bigN, a)
		if got := scalarBig(condNegate(bigScalar(a), 1)); got.Cmp(want) != 0 {
			t.Fatalf("condNegate(%x, 1) = %x, want %x", a, got, want)
		}
	}
}

func TestSelectScalar(t *testing.T) {
	a, b := scalar{1, 2, 3, ^uint64(0)}, scalar{^uint64(0), 5, 0, 7}
	if selectScalar(1, a, b) != a || selectScalar(0, a, b) != b {
		t.Fatal("selectScalar picks the wrong value")
	}
}

func TestMulModN(t *testing.T) {
	r := rand.New(rand.NewChaCha8([32]byte{'m', 'u', 'l'}))
	xs := scalarSamples(r, 25)
	var ab, bb, out [32]byte
	for _, a := range xs {
		for _, b := range xs {
			a.FillBytes(ab[:])
			b.FillBytes(bb[:])
			mulModN(out[:], ab[:], bb[:])
			want := new(big.Int).Mul(a, b)
			want.Mod(want, bigN)
			if got := new(big.Int).SetBytes(out[:]); got.Cmp(want) != 0 {
				t.Fatalf("%x · %x = %x, want %x", a, b, got, want)
			}
		}
	}
}
