package curves_test

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	decredecdsa "github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"

	"github.com/uecc-go/uecc/internal/bigref"
	"github.com/uecc-go/uecc/internal/curves"
)

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
// run, so their construction is done once.
func exceptionalVerifyCases(t *testing.T, p *curves.Params, ref *bigref.Engine) []verifyCase {
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

// TestVerifyExceptionalSums checks Verify on signatures built so that its
// accumulator meets the doubling and cancellation cases of the additions
// (see exceptionalVerifyCases): the valid ones must verify and, altered in
// e, fail; the reference engine and, on secp256k1, decred agree.
func TestVerifyExceptionalSums(t *testing.T) {
	all := make([][]verifyCase, len(engines)) // secp256k1 last
	for i, eng := range engines {
		all[i] = exceptionalVerifyCases(t, eng.Params(), bigref.New(eng.Params()))
	}
	for _, c := range all[len(all)-1] {
		checkDecred(t, c) // secp256k1
	}
	curves.ForEachMul(t, func(t *testing.T) {
		for i, eng := range engines {
			t.Run(eng.Params().Name, func(t *testing.T) {
				for _, c := range all[i] {
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
			})
		}
	})
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
