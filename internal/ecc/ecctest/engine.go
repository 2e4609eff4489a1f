package ecctest

import (
	"bytes"
	"math/big"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	decredecdsa "github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"

	"github.com/uecc-go/uecc/internal/bigref"
	"github.com/uecc-go/uecc/internal/ecc"
)

// testScalars returns valid scalars: the edges 1, 2, 3, n−3, n−2, n−1,
// powers of two, and random values below n.
func testScalars(p *ecc.Params, rng *rand.Rand, count int) [][]byte {
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

// EngineAgainstReference checks every operation of eng against the
// math/big reference on edge and random inputs. The caller runs it with
// the Go and the assembly field code.
func EngineAgainstReference(t *testing.T, eng ecc.Engine) {
	p := eng.Params()
	ref := bigref.New(p)
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
}

// ScalarRange checks eng's ScalarIsValid and ScalarReduce at the
// boundaries: 0, 1, n − 1, n, n + 1 and the largest ScalarBytes-long value.
func ScalarRange(t *testing.T, eng ecc.Engine) {
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

// ScalarMultEdges checks eng's ECDH and k·G against the math/big reference
// for the scalars whose first or last steps are the delicate ones: k = j and
// k = n − j for j = 1…70, which include k = n − 2j with the last digit −j,
// where the final addition of ECDH's odd-digit multiplication would add a
// point to itself on secp192r1 (j = 17) and secp224r1 (j = 29), and, through
// k ↦ n − k for even k, the scalars 2j.
func ScalarMultEdges(t *testing.T, eng ecc.Engine) {
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

// ValidPublicKeyAgainstReference holds eng's ValidPublicKey (the curve
// package's onCurve) to the math/big reference on points on the curve,
// points one off in either coordinate, coordinates at and around p,
// coordinates ≥ p that are on the curve mod p, and random bytes. The
// caller runs it with the Go and the assembly field code.
func ValidPublicKeyAgainstReference(t *testing.T, eng ecc.Engine) {
	p := eng.Params()
	ref := bigref.New(p)
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
}

// validPublicKeyCases returns encodings X‖Y to check, about a quarter of them
// valid.
func validPublicKeyCases(params *ecc.Params, rng *rand.Rand) [][]byte {
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

// PointAddAndScalarInvMul holds eng's PointAdd and ScalarInvMul to the
// math/big reference engine: P + Q for random multiples of G, P + P (the
// doubling the addition branches to), P + (−P) (infinity: 0), an
// off-curve point (0); a⁻¹·b mod n for random and edge scalars.
func PointAddAndScalarInvMul(t *testing.T, eng ecc.Engine) {
	p := eng.Params()
	ref := bigref.New(p)
	fb, sb := p.FieldBytes, p.ScalarBytes
	rng := rand.New(rand.NewPCG(uint64(p.NBits), 12))
	ks := testScalars(p, rng, 16)
	pts := make([][]byte, len(ks))
	for i, k := range ks {
		pts[i] = make([]byte, 2*fb)
		eng.ScalarBaseMult(pts[i], k)
	}
	got, want := make([]byte, 2*fb), make([]byte, 2*fb)
	for i := range pts {
		for _, j := range []int{i, (i + 1) % len(pts)} {
			gr, wr := eng.PointAdd(got, pts[i], pts[j]), ref.PointAdd(want, pts[i], pts[j])
			if gr != wr || gr == 1 && !bytes.Equal(got, want) {
				t.Fatalf("PointAdd(%x, %x) = %d %x, reference %d %x", pts[i], pts[j], gr, got, wr, want)
			}
		}
		neg := bytes.Clone(pts[i])
		pp, _ := new(big.Int).SetString(p.P, 16)
		y := new(big.Int).SetBytes(neg[fb:])
		new(big.Int).Sub(pp, y).FillBytes(neg[fb:])
		if eng.PointAdd(got, pts[i], neg) != 0 {
			t.Fatalf("PointAdd(P, −P) = %x, want the point at infinity (0)", got)
		}
	}
	bad := bytes.Clone(pts[0])
	bad[len(bad)-1] ^= 1
	if eng.PointAdd(got, bad, pts[1]) != 0 || eng.PointAdd(got, pts[1], bad) != 0 {
		t.Fatal("PointAdd accepted an off-curve point")
	}
	out, wout := make([]byte, sb), make([]byte, sb)
	for i, a := range ks {
		b := ks[(i+3)%len(ks)]
		eng.ScalarInvMul(out, a, b)
		ref.ScalarInvMul(wout, a, b)
		if !bytes.Equal(out, wout) {
			t.Fatalf("ScalarInvMul(%x, %x) = %x, reference %x", a, b, out, wout)
		}
	}
}

// ScalarMultFull checks eng's ScalarMult against ScalarBaseMult (k·G) and
// ScalarMultX (k·Q, X only, with Q = 7·G), and its rejection of an
// off-curve point.
func ScalarMultFull(t *testing.T, eng ecc.Engine) {
	p := eng.Params()
	fb := p.FieldBytes
	g := make([]byte, 2*fb)
	gx, _ := new(big.Int).SetString(p.Gx, 16)
	gy, _ := new(big.Int).SetString(p.Gy, 16)
	gx.FillBytes(g[:fb])
	gy.FillBytes(g[fb:])
	seven := make([]byte, p.ScalarBytes)
	seven[len(seven)-1] = 7
	q := make([]byte, 2*fb)
	eng.ScalarBaseMult(q, seven)
	rng := rand.New(rand.NewPCG(uint64(p.NBits), 11))
	for _, k := range testScalars(p, rng, 20) {
		want := make([]byte, 2*fb)
		eng.ScalarBaseMult(want, k)
		got := make([]byte, 2*fb)
		if eng.ScalarMult(got, k, g) != 1 || !bytes.Equal(got, want) {
			t.Fatalf("ScalarMult(%x, G) = %x, want %x", k, got, want)
		}
		x := make([]byte, fb)
		if eng.ScalarMult(got, k, q) != 1 || eng.ScalarMultX(x, k, q) != 1 || !bytes.Equal(got[:fb], x) {
			t.Fatalf("ScalarMult(%x, 7G) X = %x, want %x", k, got[:fb], x)
		}
		if !eng.ValidPublicKey(got) {
			t.Fatalf("ScalarMult(%x, 7G) not on the curve", k)
		}
	}
	bad := bytes.Clone(g)
	bad[len(bad)-1] ^= 1
	out := make([]byte, 2*fb)
	if eng.ScalarMult(out, seven, bad) != 0 {
		t.Fatal("ScalarMult accepted an off-curve point")
	}
}

// FieldSqrt checks eng's FieldSqrt on squares (y² for random y, 0, 1) and on
// p itself, which it must reject.
func FieldSqrt(t *testing.T, eng ecc.Engine) {
	p := eng.Params()
	fb := p.FieldBytes
	m, _ := new(big.Int).SetString(p.P, 16)
	rng := rand.New(rand.NewPCG(uint64(p.NBits), 13))
	ys := []*big.Int{big.NewInt(0), big.NewInt(1), new(big.Int).Sub(m, big.NewInt(1))}
	for range 20 {
		b := make([]byte, fb+8)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		ys = append(ys, new(big.Int).Mod(new(big.Int).SetBytes(b), m))
	}
	for _, y := range ys {
		a := new(big.Int).Mod(new(big.Int).Mul(y, y), m)
		in := a.FillBytes(make([]byte, fb))
		out := make([]byte, fb)
		if eng.FieldSqrt(out, in) != 1 {
			t.Fatalf("FieldSqrt(%x) failed", in)
		}
		r := new(big.Int).SetBytes(out)
		if r.Cmp(m) >= 0 || new(big.Int).Mod(new(big.Int).Mul(r, r), m).Cmp(a) != 0 {
			t.Fatalf("FieldSqrt(%x) = %x", in, out)
		}
	}
	out := make([]byte, fb)
	if eng.FieldSqrt(out, m.FillBytes(make([]byte, fb))) != 0 {
		t.Fatal("FieldSqrt(p) succeeded")
	}
}

// verifyCase is a signature made to steer Verify's sum u1·G + u2·Q.
type verifyCase struct {
	pub, e, sig []byte
	valid       bool // the signature verifies (R is not infinity)
}

// exceptionalVerifyCases returns signatures whose Straus–Shamir sum meets
// the exceptional cases of the Jacobian additions: the accumulator equal to
// the entry being added (a doubling), or to its opposite (infinity in the
// middle of the loop, after which the sum goes on), or infinity at the end.
// On secp256k1 these are the cases where the G side meets the Q side, whose
// tables live on an isomorphic curve (CoZMultiples).
//
// Any u1, u2 ≠ 0 and key d are reachable with a valid signature: with
// R = (u1 + u2·d)·G and r = x(R) mod n, s = r/u2 and e = u1·s give
// e/s = u1 and r/s = u2. An odd a below 2^4 shifted to a·2^j is one NAF
// digit a at position j in every width, and a scalar below 2^128 is its
// own GLV split (k1 = k, k2 = 0), so
//   - d small and odd, u2 = a·2^j and u1 = ±d·u2 (+ m, lower, so that the
//     sum goes on after the collision) add ±(d·a)·2^j·G from G's table and
//     a·2^j·Q = (d·a)·2^j·G from Q's at the same step;
//   - on secp256k1, d = ±λ or ±λ² (Q = ±φ(G), ±φ²(G)) with u2 = b or λ·b
//     (b = a·2^j; its split is (b, 0) or (0, b): the Q or the φ(Q) term)
//     and u1 = ±d·u2 + m, whose split is small too: its G and φ(G) terms
//     add up to ±the Q or φ(Q) entry at the same step.
//
// Random keys with u1 = −d·u2 + m cancel every term but m·G over the whole
// loop. The reference engine computes R; the cases are the same for every
// run, so their construction is done once per curve (cachedVerifyCases).
func exceptionalVerifyCases(t *testing.T, p *ecc.Params, ref *bigref.Engine) []verifyCase {
	n, _ := new(big.Int).SetString(p.N, 16)
	fb := p.FieldBytes
	var cases []verifyCase
	pubs := map[string][]byte{}
	add := func(d, u1, u2 *big.Int) {
		d, u1, u2 = new(big.Int).Mod(d, n), new(big.Int).Mod(u1, n), new(big.Int).Mod(u2, n)
		if d.Sign() == 0 || u2.Sign() == 0 {
			return
		}
		pub := pubs[d.String()]
		if pub == nil {
			pub = make([]byte, 2*fb)
			ref.ScalarBaseMult(pub, d.FillBytes(make([]byte, p.ScalarBytes)))
			pubs[d.String()] = pub
		}
		k := new(big.Int).Mul(u2, d)
		k.Add(k, u1).Mod(k, n)
		r := big.NewInt(1) // R at infinity: no r matches, any will do
		if k.Sign() != 0 {
			rb := make([]byte, 2*fb)
			ref.ScalarBaseMult(rb, k.FillBytes(make([]byte, p.ScalarBytes)))
			r.SetBytes(rb[:fb]).Mod(r, n)
			if r.Sign() == 0 {
				return
			}
		}
		s := new(big.Int).ModInverse(u2, n)
		s.Mul(s, r).Mod(s, n)
		if s.BitLen() > 8*fb { // secp160r1: n > 2^160; (r, n − s) is as valid
			s.Sub(n, s)
			u1.Sub(n, u1)
		}
		e := new(big.Int).Mul(u1, s)
		e.Mod(e, n)
		sig := make([]byte, 2*fb)
		r.FillBytes(sig[:fb])
		s.FillBytes(sig[fb:])
		cases = append(cases, verifyCase{pub, e.FillBytes(make([]byte, p.ScalarBytes)), sig, k.Sign() != 0})
	}
	shift := func(a int64, j int) *big.Int { return new(big.Int).Lsh(big.NewInt(a), uint(j)) }
	mul := func(a, b *big.Int) *big.Int { return new(big.Int).Mul(a, b) }
	sum := func(a, b *big.Int) *big.Int { return new(big.Int).Add(a, b) }
	neg := func(a *big.Int) *big.Int { return new(big.Int).Neg(a) }

	// The grid is smaller with -short (the qemu runs of make test-arm).
	digits, shifts := []int64{1, 3, 15}, []int{0, 1, 6, 40, 100}
	if testing.Short() {
		digits, shifts = []int64{1, 15}, []int{0, 40}
	}
	for _, d := range []int64{1, 3, 5, -1, -3} {
		dd := big.NewInt(d)
		for _, a := range digits {
			for _, j := range shifts {
				u2 := shift(a, j)
				for _, m := range []*big.Int{big.NewInt(0), shift(1, j/2)} {
					add(dd, sum(mul(dd, u2), m), u2)      // the same point: doubling
					add(dd, sum(neg(mul(dd, u2)), m), u2) // opposite points: cancellation
				}
			}
		}
	}
	if p.Name == "secp256k1" {
		lambda, _ := new(big.Int).SetString("5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72", 16)
		lambda2 := mul(lambda, lambda)
		for _, d := range []*big.Int{lambda, neg(lambda), lambda2, neg(lambda2)} {
			for _, a := range digits {
				for _, j := range shifts {
					b := shift(a, j)
					for _, m := range []*big.Int{big.NewInt(0), shift(7, j/3)} {
						// u2 = b lands on the Q term, u2 = λ·b on the φ(Q) one.
						for _, u2 := range []*big.Int{b, mul(lambda, b)} {
							add(d, sum(mul(d, u2), m), u2)
							add(d, sum(neg(mul(d, u2)), m), u2)
						}
					}
				}
			}
		}
	}
	rng := rand.New(rand.NewPCG(uint64(p.NBits), 0xea))
	random := func() *big.Int {
		b := make([]byte, p.ScalarBytes)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		return new(big.Int).SetBytes(b)
	}
	// The collisions above happen while the accumulator is still the
	// first entry added (u1 and u2 have no digits above the collision's).
	// These happen at the last step, after the accumulator went through
	// doublings and additions (on secp160r1 and secp224r1 its coordinates
	// are lazy there, and the exceptional cases must read them modulo m):
	//   - on the G side, u1 = c (one digit at step 0) and an even u2 with
	//     u2·d ≡ ±c, so that the accumulator is ±c·G when c·G is added;
	//   - on the Q side, u2 = c and an even u1 ≡ ±c·d, so that it is ±c·Q
	//     when c·Q is added.
	// (Secp256k1 splits its scalars (GLV): the cases above cover it.)
	if p.Name != "secp256k1" {
		for _, c := range []int64{1, 3, 15} {
			for _, sign := range []int64{1, -1} {
				cc := big.NewInt(c)
				sc := big.NewInt(sign * c)
				for found := 0; found < 2; {
					d := random()
					u2 := new(big.Int).ModInverse(d, n)
					if u2 == nil {
						continue
					}
					u2.Mul(u2, sc).Mod(u2, n)
					u1 := new(big.Int).Mul(sc, d)
					u1.Mod(u1, n)
					if u2.Bit(0) == 0 {
						add(d, cc, u2) // G side
						found++
					}
					if u1.Bit(0) == 0 {
						add(d, u1, cc) // Q side
						found++
					}
				}
			}
		}
	}
	for i := 0; i < len(shifts)*4; i++ {
		d, u2 := random(), random()
		m := big.NewInt(int64(i))
		add(d, sum(neg(mul(d, u2)), m), u2)
	}
	valid := 0
	for _, c := range cases {
		if c.valid {
			valid++
		}
	}
	t.Logf("%s: %d cases, %d valid signatures", p.Name, len(cases), valid)
	return cases
}

// verifyCases holds each curve's exceptionalVerifyCases, keyed by the
// curve's name, once they are built and, on secp256k1, checked with decred.
var verifyCases struct {
	sync.Mutex
	m map[string][]verifyCase
}

// cachedVerifyCases returns exceptionalVerifyCases for the curve of p,
// building them and, on secp256k1, checking each with decred (checkDecred)
// on the first call for that curve, so that the runs of VerifyExceptionalSums
// with the Go and the assembly field code share them.
func cachedVerifyCases(t *testing.T, p *ecc.Params) []verifyCase {
	verifyCases.Lock()
	defer verifyCases.Unlock()
	if cases, ok := verifyCases.m[p.Name]; ok {
		return cases
	}
	cases := exceptionalVerifyCases(t, p, bigref.New(p))
	if p.Name == "secp256k1" {
		for _, c := range cases {
			checkDecred(t, c)
		}
	}
	if verifyCases.m == nil {
		verifyCases.m = map[string][]verifyCase{}
	}
	verifyCases.m[p.Name] = cases
	return cases
}

// VerifyExceptionalSums checks eng's Verify on signatures built so that its
// accumulator meets the doubling and cancellation cases of the additions
// (see exceptionalVerifyCases): the valid ones must verify and, altered in
// e, fail; the reference engine and, on secp256k1, decred agree. The caller
// runs it with the Go and the assembly field code; the cases are built
// (and checked with decred) on the first run only.
func VerifyExceptionalSums(t *testing.T, eng ecc.Engine) {
	for _, c := range cachedVerifyCases(t, eng.Params()) {
		if got := eng.Verify(c.pub, c.e, c.sig); got != c.valid {
			t.Fatalf("Verify(%x, %x, %x) = %v, want %v", c.pub, c.e, c.sig, got, c.valid)
		}
		// Another e moves R off r (but for a chance of about
		// 1/n, and the cases are fixed): it must fail.
		bad := append([]byte(nil), c.e...)
		bad[len(bad)-1] ^= 1
		if eng.Verify(c.pub, bad, c.sig) {
			t.Fatalf("Verify(%x, %x, %x) accepts an altered e", c.pub, bad, c.sig)
		}
	}
}

// checkDecred checks a secp256k1 case with decred's verification, an
// independent implementation.
func checkDecred(t *testing.T, c verifyCase) {
	t.Helper()
	pub, err := secp256k1.ParsePubKey(append([]byte{4}, c.pub...))
	if err != nil {
		t.Fatal(err)
	}
	var r, s secp256k1.ModNScalar
	r.SetByteSlice(c.sig[:32])
	s.SetByteSlice(c.sig[32:])
	if got := decredecdsa.NewSignature(&r, &s).Verify(c.e, pub); got != c.valid {
		t.Fatalf("decred: Verify(%x, %x, %x) = %v, want %v", c.pub, c.e, c.sig, got, c.valid)
	}
}
