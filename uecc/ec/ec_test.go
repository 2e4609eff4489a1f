package ec_test

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/ec"
	"github.com/uecc-go/uecc/uecc/internal/bridge"
)

// newRand returns a deterministic source for one test.
func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0xec)) }

// chacha is a deterministic io.Reader (key generation).
func chacha(seed byte) *rand.ChaCha8 { return rand.NewChaCha8([32]byte{seed, 'e', 'c'}) }

// point decodes enc, failing the test on error.
func point(t *testing.T, c *uecc.Curve, enc []byte) *ec.Point {
	t.Helper()
	p, err := ec.NewPoint(c).SetBytes(enc)
	if err != nil {
		t.Fatalf("%s: SetBytes(%x): %v", c.Name(), enc, err)
	}
	return p
}

// wantPoint fails unless p encodes as q of the reference, in both forms.
func wantPoint(t *testing.T, rc *refCurve, what string, p *ec.Point, q refPoint) {
	t.Helper()
	if got, want := p.Bytes(), rc.encode(q); !bytes.Equal(got, want) {
		t.Errorf("%s, %s:\n got %x\nwant %x", rc.c.Name(), what, got, want)
		return
	}
	if got, want := p.BytesCompressed(), rc.encodeCompressed(q); !bytes.Equal(got, want) {
		t.Errorf("%s, %s, compressed:\n got %x\nwant %x", rc.c.Name(), what, got, want)
	}
	if p.IsIdentity() != q.inf {
		t.Errorf("%s, %s: IsIdentity = %v", rc.c.Name(), what, p.IsIdentity())
	}
}

// heavyCurves returns the curves that the slowest tests go through: every
// curve, but only those of at most 256 bits in a -short run on 32-bit ARM.
// There secp384r1 and secp521r1 run their point formulas in Go on 64-bit
// words (only their field multiplication is assembly), and make test runs
// them under qemu-arm, where these tests took over three minutes for the
// two curves. That Go code is the same on every
// target: make test-go runs every test on it natively (and with -tags
// purego), and on 32-bit ARM the other tests still go through it.
func heavyCurves() []*uecc.Curve {
	if !testing.Short() || runtime.GOARCH != "arm" {
		return uecc.Curves()
	}
	var small []*uecc.Curve
	for _, c := range uecc.Curves() {
		if c.FieldSize() <= 32 {
			small = append(small, c)
		}
	}
	return small
}

func TestGroupImplemented(t *testing.T) {
	if len(uecc.Curves()) != 5 {
		t.Logf("%d curves in this build", len(uecc.Curves()))
	}
	for _, c := range uecc.Curves() {
		if _, ok := bridge.EngineOf(c).(ecc.Group); !ok {
			t.Fatalf("%s: the engine does not implement ecc.Group", c.Name())
		}
	}
}

// TestScalarBaseMultMatchesUECC: d·G of a uecc private key d is its public
// key, in each of uecc's encodings, and SetBytes reads each of them.
func TestScalarBaseMultMatchesUECC(t *testing.T) {
	for _, c := range uecc.Curves() {
		for i := range 16 {
			k, err := c.GeneratePrivateKey(chacha(byte(i)))
			if err != nil {
				t.Fatal(err)
			}
			pub := k.PublicKey()
			p, err := ec.NewPoint(c).ScalarBaseMult(k.Bytes())
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(p.Bytes(), pub.Bytes()) {
				t.Fatalf("%s: ScalarBaseMult(%x) = %x, uecc's public key %x", c.Name(), k.Bytes(), p.Bytes(), pub.Bytes())
			}
			if !bytes.Equal(p.BytesCompressed(), pub.BytesCompressed()) {
				t.Fatalf("%s: BytesCompressed %x, uecc's %x", c.Name(), p.BytesCompressed(), pub.BytesCompressed())
			}
			for _, enc := range [][]byte{pub.Bytes(), pub.BytesXY(), pub.BytesCompressed()} {
				if q := point(t, c, enc); !q.Equal(p) || !bytes.Equal(q.Bytes(), pub.Bytes()) {
					t.Fatalf("%s: SetBytes(%x) is another point", c.Name(), enc)
				}
			}
			// And back: uecc reads ec's encodings.
			for _, enc := range [][]byte{p.Bytes(), p.BytesCompressed()} {
				back, err := c.NewPublicKey(enc)
				if err != nil || !back.Equal(pub) {
					t.Fatalf("%s: uecc.NewPublicKey(%x): %v", c.Name(), enc, err)
				}
			}
		}
	}
}

// TestScalarMultMatchesECDH: the X of a·B is uecc's ECDH secret of a and B.
func TestScalarMultMatchesECDH(t *testing.T) {
	for _, c := range heavyCurves() {
		fb := c.FieldSize()
		for i := range 16 {
			a, err := c.GeneratePrivateKey(chacha(byte(2 * i)))
			if err != nil {
				t.Fatal(err)
			}
			b, err := c.GeneratePrivateKey(chacha(byte(2*i + 1)))
			if err != nil {
				t.Fatal(err)
			}
			want, err := a.ECDH(b.PublicKey())
			if err != nil {
				t.Fatal(err)
			}
			peer := point(t, c, b.PublicKey().BytesXY())
			shared, err := ec.NewPoint(c).ScalarMult(peer, a.Bytes())
			if err != nil {
				t.Fatal(err)
			}
			if got := shared.Bytes()[1 : 1+fb]; !bytes.Equal(got, want) {
				t.Fatalf("%s: X of a·B = %x, uecc's ECDH %x", c.Name(), got, want)
			}
			// The other side agrees (constant time and vartime).
			other, _ := ec.NewPoint(c).ScalarMult(point(t, c, a.PublicKey().Bytes()), b.Bytes())
			otherV, _ := ec.NewPoint(c).ScalarMultVartime(point(t, c, a.PublicKey().Bytes()), b.Bytes())
			if !other.Equal(shared) || !otherV.Equal(shared) {
				t.Fatalf("%s: b·A ≠ a·B", c.Name())
			}
		}
	}
}

// TestAgainstReference holds Add, Double, Negate, ScalarMult and
// ScalarBaseMult (and their Vartime twins) to the math/big reference, on
// random points and on random and edge scalars.
func TestAgainstReference(t *testing.T) {
	r := newRand(1)
	for _, c := range heavyCurves() {
		rc := newRef(c)
		// Random points, made by the reference.
		var refs []refPoint
		for range 4 {
			refs = append(refs, rc.mul(new(big.Int).Add(rc.randScalar(r), big.NewInt(1)), rc.g))
		}
		refs = append(refs, rc.g, rc.neg(rc.g))
		for i, q1 := range refs {
			p1 := point(t, c, rc.encode(q1))
			wantPoint(t, rc, fmt.Sprintf("point %d", i), p1, q1)
			wantPoint(t, rc, fmt.Sprintf("Double(point %d)", i), ec.NewPoint(c).Double(p1), rc.double(q1))
			wantPoint(t, rc, fmt.Sprintf("Negate(point %d)", i), ec.NewPoint(c).Negate(p1), rc.neg(q1))
			for j, q2 := range refs {
				p2 := point(t, c, rc.encode(q2))
				wantPoint(t, rc, fmt.Sprintf("point %d + point %d", i, j), ec.NewPoint(c).Add(p1, p2), rc.add(q1, q2))
			}
		}
		// Multiplications: k·G and k·P, P a random point.
		q := refs[0]
		p := point(t, c, rc.encode(q))
		ks := rc.edgeScalars()
		for range 6 {
			ks = append(ks, rc.randScalar(r))
		}
		for _, k := range ks {
			kb := rc.scalarBytes(k)
			wantG, wantP := rc.mul(k, rc.g), rc.mul(k, q)
			got, err := ec.NewPoint(c).ScalarBaseMult(kb)
			if err != nil {
				t.Fatal(err)
			}
			wantPoint(t, rc, fmt.Sprintf("ScalarBaseMult(%x)", kb), got, wantG)
			got, err = ec.NewPoint(c).ScalarMult(p, kb)
			if err != nil {
				t.Fatal(err)
			}
			wantPoint(t, rc, fmt.Sprintf("ScalarMult(P, %x)", kb), got, wantP)
			got, err = ec.NewPoint(c).ScalarBaseMultVartime(kb)
			if err != nil {
				t.Fatal(err)
			}
			wantPoint(t, rc, fmt.Sprintf("ScalarBaseMultVartime(%x)", kb), got, wantG)
			got, err = ec.NewPoint(c).ScalarMultVartime(p, kb)
			if err != nil {
				t.Fatal(err)
			}
			wantPoint(t, rc, fmt.Sprintf("ScalarMultVartime(P, %x)", kb), got, wantP)
			// k·G + k·P in one pass.
			got, err = ec.NewPoint(c).DoubleScalarMultVartime(kb, kb, p)
			if err != nil {
				t.Fatal(err)
			}
			wantPoint(t, rc, fmt.Sprintf("DoubleScalarMultVartime(%x, %x, P)", kb, kb), got, rc.add(wantG, wantP))
		}
		// k1·G + k2·P with independent scalars.
		for range 4 {
			k1, k2 := rc.randScalar(r), rc.randScalar(r)
			got, err := ec.NewPoint(c).DoubleScalarMultVartime(rc.scalarBytes(k1), rc.scalarBytes(k2), p)
			if err != nil {
				t.Fatal(err)
			}
			wantPoint(t, rc, "DoubleScalarMultVartime(k1, k2, P)", got, rc.add(rc.mul(k1, rc.g), rc.mul(k2, q)))
		}
	}
}

// TestScalarAgainstReference holds the arithmetic mod n to math/big.
func TestScalarAgainstReference(t *testing.T) {
	r := newRand(2)
	for _, c := range uecc.Curves() {
		rc := newRef(c)
		n := rc.n
		one := big.NewInt(1)
		vals := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), new(big.Int).Sub(n, one), new(big.Int).Sub(n, big.NewInt(2))}
		for range 6 {
			vals = append(vals, new(big.Int).Mod(rc.randScalar(r), n))
		}
		scalar := func(v *big.Int) *ec.Scalar {
			s, err := ec.NewScalar(c).SetBytes(rc.scalarBytes(v))
			if err != nil {
				t.Fatalf("%s: SetBytes(%x): %v", c.Name(), v, err)
			}
			return s
		}
		check := func(what string, got *ec.Scalar, want *big.Int) {
			t.Helper()
			if w := rc.scalarBytes(want); !bytes.Equal(got.Bytes(), w) {
				t.Errorf("%s: %s = %x, want %x", c.Name(), what, got.Bytes(), w)
			}
			if got.IsZero() != (want.Sign() == 0) {
				t.Errorf("%s: %s: IsZero = %v", c.Name(), what, got.IsZero())
			}
			if !got.Equal(scalar(want)) {
				t.Errorf("%s: %s: not Equal to %x", c.Name(), what, want)
			}
		}
		for _, x := range vals {
			sx := scalar(x)
			check(fmt.Sprintf("SetBytes(%x)", x), sx, x)
			check(fmt.Sprintf("Set(%x)", x), ec.NewScalar(c).Set(sx), x)
			check(fmt.Sprintf("−%x", x), ec.NewScalar(c).Negate(sx), new(big.Int).Mod(new(big.Int).Neg(x), n))
			inv := new(big.Int)
			if x.Sign() != 0 {
				inv.ModInverse(x, n)
			}
			check(fmt.Sprintf("%x⁻¹", x), ec.NewScalar(c).Invert(sx), inv)
			for _, y := range vals {
				sy := scalar(y)
				check(fmt.Sprintf("%x + %x", x, y), ec.NewScalar(c).Add(sx, sy), new(big.Int).Mod(new(big.Int).Add(x, y), n))
				check(fmt.Sprintf("%x − %x", x, y), ec.NewScalar(c).Sub(sx, sy), new(big.Int).Mod(new(big.Int).Sub(x, y), n))
				check(fmt.Sprintf("%x · %x", x, y), ec.NewScalar(c).Mul(sx, sy), new(big.Int).Mod(new(big.Int).Mul(x, y), n))
				if sx.Equal(sy) != (x.Cmp(y) == 0) {
					t.Errorf("%s: Equal(%x, %x) = %v", c.Name(), x, y, sx.Equal(sy))
				}
			}
		}
		// Aliasing: x = x·x, x = x + x.
		x := vals[len(vals)-1]
		sx := scalar(x)
		sx.Mul(sx, sx)
		check("x·x in place", sx, new(big.Int).Mod(new(big.Int).Mul(x, x), n))
		// SetBytes refuses n, n + 1, 2^bits − 1 and wrong lengths, leaving
		// the receiver unchanged.
		top := new(big.Int).Sub(new(big.Int).Lsh(one, uint(rc.sbits)), one)
		s := scalar(big.NewInt(7))
		for _, bad := range []*big.Int{n, new(big.Int).Add(n, one), top} {
			got, err := s.SetBytes(rc.scalarBytes(bad))
			if got != nil || !errors.Is(err, ec.ErrScalar) || errors.Is(err, uecc.ErrLength) {
				t.Errorf("%s: SetBytes(%x) = %v, %v; want ErrScalar", c.Name(), bad, got, err)
			}
			check("the receiver after a refused SetBytes", s, big.NewInt(7))
		}
		for _, l := range []int{0, rc.sbits/8 - 1, rc.sbits/8 + 1} {
			got, err := s.SetBytes(make([]byte, l))
			if got != nil || !errors.Is(err, uecc.ErrLength) || errors.Is(err, ec.ErrScalar) {
				t.Errorf("%s: SetBytes of %d bytes = %v, %v; want ErrLength", c.Name(), l, got, err)
			}
			check("the receiver after a refused SetBytes", s, big.NewInt(7))
		}
	}
}

// TestIdentityAndExceptionalCases: the group law's special cases, the
// identity's encodings, equality across representations.
func TestIdentityAndExceptionalCases(t *testing.T) {
	r := newRand(3)
	for _, c := range uecc.Curves() {
		rc := newRef(c)
		name := c.Name()
		id := ec.NewPoint(c)
		g := ec.NewPoint(c).SetGenerator()
		negG := ec.NewPoint(c).Negate(g)
		rnd := point(t, c, rc.encode(rc.mul(rc.randScalar(r), rc.g)))
		if !id.IsIdentity() || g.IsIdentity() || !bytes.Equal(id.Bytes(), []byte{0}) || !bytes.Equal(id.BytesCompressed(), []byte{0}) {
			t.Errorf("%s: NewPoint is not the identity, or G is, or the identity's encodings are not 0x00: %x %x", name, id.Bytes(), id.BytesCompressed())
		}
		if id.Curve() != c {
			t.Errorf("%s: Curve() = %v", name, id.Curve())
		}
		n := rc.scalarBytes(rc.n)
		zero := make([]byte, c.PrivateKeySize())
		for _, p := range []*ec.Point{g, negG, rnd, id} {
			enc := p.Bytes()
			identities := map[string]*ec.Point{
				"P + (−P)":  ec.NewPoint(c).Add(p, ec.NewPoint(c).Negate(p)),
				"(−P) + P":  ec.NewPoint(c).Add(ec.NewPoint(c).Negate(p), p),
				"0·P":       must(ec.NewPoint(c).ScalarMult(p, zero)),
				"n·P":       must(ec.NewPoint(c).ScalarMult(p, n)),
				"0·P vt":    must(ec.NewPoint(c).ScalarMultVartime(p, zero)),
				"n·P vt":    must(ec.NewPoint(c).ScalarMultVartime(p, n)),
				"k·O":       must(ec.NewPoint(c).ScalarMult(id, rc.scalarBytes(rc.randScalar(r)))),
				"k·O vt":    must(ec.NewPoint(c).ScalarMultVartime(id, rc.scalarBytes(rc.randScalar(r)))),
				"0·G":       must(ec.NewPoint(c).ScalarBaseMult(zero)),
				"n·G":       must(ec.NewPoint(c).ScalarBaseMult(n)),
				"0·G vt":    must(ec.NewPoint(c).ScalarBaseMultVartime(zero)),
				"n·G vt":    must(ec.NewPoint(c).ScalarBaseMultVartime(n)),
				"Double(O)": ec.NewPoint(c).Double(id),
				"−O":        ec.NewPoint(c).Negate(id),
				"O + O":     ec.NewPoint(c).Add(id, id),
				"SetBytes(0x00)": func() *ec.Point {
					q := ec.NewPoint(c).SetGenerator()
					return must(q.SetBytes([]byte{0}))
				}(),
			}
			for what, q := range identities {
				if !q.IsIdentity() || !q.Equal(id) || !id.Equal(q) || !bytes.Equal(q.Bytes(), []byte{0}) {
					t.Errorf("%s, P = %x: %s is not the identity: %x", name, enc, what, q.Bytes())
				}
				if q.Equal(g) || g.Equal(q) {
					t.Errorf("%s: %s equals G", name, what)
				}
			}
			same := map[string]*ec.Point{
				"O + P": ec.NewPoint(c).Add(id, p),
				"P + O": ec.NewPoint(c).Add(p, id),
				"1·P":   must(ec.NewPoint(c).ScalarMult(p, rc.scalarBytes(big.NewInt(1)))),
				"(n+1)·P": must(ec.NewPoint(c).ScalarMult(p,
					rc.scalarBytes(new(big.Int).Add(rc.n, big.NewInt(1))))),
				"−(−P)":  ec.NewPoint(c).Negate(ec.NewPoint(c).Negate(p)),
				"Set(P)": ec.NewPoint(c).Set(p),
			}
			for what, q := range same {
				if !q.Equal(p) || !bytes.Equal(q.Bytes(), enc) {
					t.Errorf("%s, P = %x: %s = %x", name, enc, what, q.Bytes())
				}
			}
			if d, s := ec.NewPoint(c).Double(p), ec.NewPoint(c).Add(p, p); !d.Equal(s) || !bytes.Equal(d.Bytes(), s.Bytes()) {
				t.Errorf("%s, P = %x: P + P = %x, Double(P) = %x", name, enc, s.Bytes(), d.Bytes())
			}
			// In place: r = r + r, r = 2·r, r = −r, r = k·r.
			q := ec.NewPoint(c).Set(p)
			q.Add(q, q)
			if !q.Equal(ec.NewPoint(c).Double(p)) {
				t.Errorf("%s: r.Add(r, r) ≠ 2P", name)
			}
			q.Set(p).Double(q).Negate(q)
			if !q.Equal(ec.NewPoint(c).Negate(ec.NewPoint(c).Double(p))) {
				t.Errorf("%s: in-place Double, Negate", name)
			}
			k := rc.scalarBytes(rc.randScalar(r))
			q.Set(p)
			must(q.ScalarMult(q, k))
			if !q.Equal(must(ec.NewPoint(c).ScalarMult(p, k))) {
				t.Errorf("%s: r.ScalarMult(r, k) ≠ k·P", name)
			}
			q.Set(p)
			must(q.ScalarMultVartime(q, k))
			if !q.Equal(must(ec.NewPoint(c).ScalarMult(p, k))) {
				t.Errorf("%s: r.ScalarMultVartime(r, k) ≠ k·P", name)
			}
		}
		// One point, several projective representations: 2G, G + G, 2·G,
		// (−G)·(n − 2), the decoded affine 2G; 3G both ways round.
		two := rc.scalarBytes(big.NewInt(2))
		twoG := []*ec.Point{
			ec.NewPoint(c).Double(g), ec.NewPoint(c).Add(g, g), must(ec.NewPoint(c).ScalarBaseMult(two)),
			must(ec.NewPoint(c).ScalarMult(negG, rc.scalarBytes(new(big.Int).Sub(rc.n, big.NewInt(2))))),
			must(ec.NewPoint(c).ScalarMult(g, two)), point(t, c, rc.encode(rc.double(rc.g))),
			ec.NewPoint(c).Add(ec.NewPoint(c).Add(g, ec.NewPoint(c).Double(g)), negG),
		}
		for i, a := range twoG {
			for j, b := range twoG {
				if !a.Equal(b) {
					t.Errorf("%s: representations %d and %d of 2G differ", name, i, j)
				}
			}
			if a.Equal(g) || a.Equal(id) || a.Equal(negG) {
				t.Errorf("%s: representation %d of 2G equals G, −G or the identity", name, i)
			}
		}
		threeA := ec.NewPoint(c).Add(twoG[0], g)
		threeB := ec.NewPoint(c).Add(g, twoG[3])
		if !threeA.Equal(threeB) || !bytes.Equal(threeA.Bytes(), rc.encode(rc.mul(big.NewInt(3), rc.g))) {
			t.Errorf("%s: 2G + G ≠ G + 2G or ≠ 3G", name)
		}
		// The identity decodes as itself in its one form and round-trips.
		if p := point(t, c, []byte{0}); !p.IsIdentity() {
			t.Errorf("%s: SetBytes(0x00) is not the identity", name)
		}
	}
}

func must(p *ec.Point, err error) *ec.Point {
	if err != nil {
		panic(err)
	}
	return p
}

// TestInvalidEncodings: SetBytes refuses every malformed or invalid point
// with the right error and leaves the receiver unchanged.
func TestInvalidEncodings(t *testing.T) {
	r := newRand(4)
	for _, c := range uecc.Curves() {
		rc := newRef(c)
		fb := c.FieldSize()
		q := rc.mul(rc.randScalar(r), rc.g)
		good := rc.encode(q) // 0x04‖X‖Y
		raw := good[1:]
		pBytes := rc.p.FillBytes(make([]byte, fb))
		ff := bytes.Repeat([]byte{0xff}, fb)
		// An X with no point: x³ + ax + b a non-residue mod p.
		var noRoot []byte
		for x := int64(0); noRoot == nil; x++ {
			bx := big.NewInt(x)
			rhs := new(big.Int).Exp(bx, big.NewInt(3), rc.p)
			rhs.Add(rhs, new(big.Int).Mul(rc.a, bx)).Add(rhs, rc.b).Mod(rhs, rc.p)
			if big.Jacobi(rhs, rc.p) == -1 {
				noRoot = bx.FillBytes(make([]byte, fb))
			}
		}
		offCurve := bytes.Clone(raw)
		offCurve[2*fb-1] ^= 1
		cat := func(parts ...[]byte) []byte { return bytes.Join(parts, nil) }
		const (
			length = iota
			public
			compressed // ErrPublicKey and ErrCompressedPoint
		)
		cases := []struct {
			what string
			enc  []byte
			want int
		}{
			{"empty", nil, length},
			{"2 bytes", []byte{0, 0}, length},
			{"X alone", raw[:fb], length},
			{"X‖Y less a byte", raw[:2*fb-1], length},
			{"0x04‖X‖Y and a byte", cat(good, []byte{0}), length},
			{"0x04‖X‖Y less a byte (read as X‖Y)", good[:2*fb], public},
			{"0x00 and 2 bytes", []byte{0, 0, 0}, length},
			{"0x01", []byte{1}, public},
			{"0x04", []byte{4}, public},
			{"0x00‖X‖Y", cat([]byte{0}, raw), public},
			{"0x05‖X‖Y", cat([]byte{5}, raw), public},
			{"0x02‖X‖Y", cat([]byte{2}, raw), public},
			{"0x06‖X‖Y (hybrid)", cat([]byte{6 | byte(q.y.Bit(0))}, raw), public},
			{"0x00‖X", cat([]byte{0}, raw[:fb]), compressed},
			{"0x04‖X", cat([]byte{4}, raw[:fb]), compressed},
			{"0x01‖X", cat([]byte{1}, raw[:fb]), compressed},
			{"all-zero X‖Y", make([]byte, 2*fb), public},
			{"0x04‖zeros", cat([]byte{4}, make([]byte, 2*fb)), public},
			{"X‖Y off the curve", offCurve, public},
			{"0x04‖X‖Y off the curve", cat([]byte{4}, offCurve), public},
			{"X = p", cat(pBytes, raw[fb:]), public},
			{"0x04‖X = p‖Y", cat([]byte{4}, pBytes, raw[fb:]), public},
			{"X = 2^bits − 1", cat(ff, raw[fb:]), public},
			{"Y = p", cat(raw[:fb], pBytes), public},
			{"Y = 2^bits − 1", cat([]byte{4}, raw[:fb], ff), public},
			// X + p ≡ X with the same Y: on the curve mod p, if it fits.
			{"0x02‖p", cat([]byte{2}, pBytes), compressed},
			{"0x03‖2^bits − 1", cat([]byte{3}, ff), compressed},
			{"0x02‖X with no point", cat([]byte{2}, noRoot), compressed},
			{"0x03‖X with no point", cat([]byte{3}, noRoot), compressed},
		}
		if xp := new(big.Int).Add(q.x, rc.p); xp.BitLen() <= 8*fb {
			cases = append(cases, struct {
				what string
				enc  []byte
				want int
			}{"X + p‖Y", cat(xp.FillBytes(make([]byte, fb)), raw[fb:]), public})
		}
		g := ec.NewPoint(c).SetGenerator()
		gBytes := g.Bytes()
		for _, tc := range cases {
			for _, recv := range []*ec.Point{ec.NewPoint(c).SetGenerator(), ec.NewPoint(c)} {
				before := recv.Bytes()
				got, err := recv.SetBytes(tc.enc)
				if got != nil || err == nil {
					t.Errorf("%s: SetBytes(%s %x) accepted", c.Name(), tc.what, tc.enc)
					continue
				}
				isLen, isPub, isComp := errors.Is(err, uecc.ErrLength), errors.Is(err, uecc.ErrPublicKey), errors.Is(err, uecc.ErrCompressedPoint)
				ok := map[int]bool{length: isLen && !isPub && !isComp, public: !isLen && isPub && !isComp, compressed: !isLen && isPub && isComp}[tc.want]
				if !ok {
					t.Errorf("%s: SetBytes(%s): wrong error %v", c.Name(), tc.what, err)
				}
				if !strings.HasPrefix(err.Error(), "uecc: ") || len(err.Error()) < 40 {
					t.Errorf("%s: SetBytes(%s): error without a detail: %q", c.Name(), tc.what, err)
				}
				if !bytes.Equal(recv.Bytes(), before) {
					t.Errorf("%s: SetBytes(%s) changed the receiver", c.Name(), tc.what)
				}
			}
		}
		if !bytes.Equal(g.Bytes(), gBytes) {
			t.Errorf("%s: G changed", c.Name())
		}
		// The same points, valid, decode; the compressed forms of both Ys.
		for _, enc := range [][]byte{good, raw, rc.encodeCompressed(q), rc.encodeCompressed(rc.neg(q))} {
			if _, err := ec.NewPoint(c).SetBytes(enc); err != nil {
				t.Errorf("%s: SetBytes(%x) of a valid point: %v", c.Name(), enc, err)
			}
		}
		if p := point(t, c, rc.encodeCompressed(rc.neg(q))); !bytes.Equal(p.Bytes(), rc.encode(rc.neg(q))) {
			t.Errorf("%s: the compressed −Q decodes as %x", c.Name(), p.Bytes())
		}
		// Error texts name the problem.
		for enc, want := range map[string]string{
			string(cat(pBytes, raw[fb:])):               "X is not below",
			string(cat(raw[:fb], pBytes)):               "Y is not below",
			string(offCurve):                            "not a point of the curve",
			string(make([]byte, 2*fb)):                  "all zeros",
			string(cat([]byte{2}, noRoot)):              "not a square",
			string(cat([]byte{3}, pBytes)):              "X is not below",
			string(cat([]byte{9}, raw)):                 "want 0x04",
			string([]byte{7}):                           "want 0x00",
			string(cat([]byte{0}, raw[:fb])):            "want 0x02 or 0x03",
			string(cat([]byte{0}, raw[:fb], []byte{1})): "bytes, " + c.Name() + " takes",
		} {
			if _, err := ec.NewPoint(c).SetBytes([]byte(enc)); err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s: SetBytes(%x): error %v, want one that says %q", c.Name(), enc, err, want)
			}
		}
		// Multiplications refuse scalars of another length, receiver unchanged.
		for _, l := range []int{0, c.PrivateKeySize() - 1, c.PrivateKeySize() + 1} {
			k := make([]byte, l)
			full := make([]byte, c.PrivateKeySize())
			p := ec.NewPoint(c).SetGenerator()
			for what, f := range map[string]func() (*ec.Point, error){
				"ScalarBaseMult":             func() (*ec.Point, error) { return p.ScalarBaseMult(k) },
				"ScalarMult":                 func() (*ec.Point, error) { return p.ScalarMult(g, k) },
				"ScalarBaseMultVartime":      func() (*ec.Point, error) { return p.ScalarBaseMultVartime(k) },
				"ScalarMultVartime":          func() (*ec.Point, error) { return p.ScalarMultVartime(g, k) },
				"DoubleScalarMultVartime k1": func() (*ec.Point, error) { return p.DoubleScalarMultVartime(k, full, g) },
				"DoubleScalarMultVartime k2": func() (*ec.Point, error) { return p.DoubleScalarMultVartime(full, k, g) },
			} {
				got, err := f()
				if got != nil || !errors.Is(err, uecc.ErrLength) || !p.Equal(g) {
					t.Errorf("%s: %s with a %d-byte scalar: %v, %v (receiver the generator: %v)", c.Name(), what, l, got, err, p.Equal(g))
				}
			}
		}
	}
}

// TestVartimeMatchesConstantTime: the Vartime multiplications give the
// constant-time results, on random inputs and on the cases where the
// one-pass sum meets the identity or a doubling.
func TestVartimeMatchesConstantTime(t *testing.T) {
	r := newRand(5)
	for _, c := range heavyCurves() {
		rc := newRef(c)
		name := c.Name()
		g := ec.NewPoint(c).SetGenerator()
		negG := ec.NewPoint(c).Negate(g)
		id := ec.NewPoint(c)
		rnd := point(t, c, rc.encode(rc.mul(rc.randScalar(r), rc.g)))
		zero := make([]byte, c.PrivateKeySize())
		scalars := [][]byte{zero, rc.scalarBytes(big.NewInt(1)), rc.scalarBytes(new(big.Int).Sub(rc.n, big.NewInt(1))), rc.scalarBytes(rc.n)}
		for range 4 {
			scalars = append(scalars, rc.scalarBytes(rc.randScalar(r)))
		}
		// k1·G + k2·P by the constant-time methods.
		ct := func(k1, k2 []byte, p *ec.Point) *ec.Point {
			a := must(ec.NewPoint(c).ScalarBaseMult(k1))
			return a.Add(a, must(ec.NewPoint(c).ScalarMult(p, k2)))
		}
		for _, p := range []*ec.Point{g, negG, id, rnd, ec.NewPoint(c).Double(g)} {
			for _, k1 := range scalars {
				if got, want := must(ec.NewPoint(c).ScalarBaseMultVartime(k1)), must(ec.NewPoint(c).ScalarBaseMult(k1)); !got.Equal(want) {
					t.Errorf("%s: ScalarBaseMultVartime(%x) = %x, ScalarBaseMult %x", name, k1, got.Bytes(), want.Bytes())
				}
				if got, want := must(ec.NewPoint(c).ScalarMultVartime(p, k1)), must(ec.NewPoint(c).ScalarMult(p, k1)); !got.Equal(want) {
					t.Errorf("%s: ScalarMultVartime(%x, %x) = %x, ScalarMult %x", name, p.Bytes(), k1, got.Bytes(), want.Bytes())
				}
				for _, k2 := range scalars {
					got, want := must(ec.NewPoint(c).DoubleScalarMultVartime(k1, k2, p)), ct(k1, k2, p)
					if !got.Equal(want) || !bytes.Equal(got.Bytes(), want.Bytes()) {
						t.Errorf("%s: DoubleScalarMultVartime(%x, %x, %x) = %x, constant time %x", name, k1, k2, p.Bytes(), got.Bytes(), want.Bytes())
					}
				}
			}
		}
		// k·G + k·(−G) = O; k·G + (n − k)·G = O; k·G + k·G = 2k·G.
		for _, k := range scalars[4:] {
			kk := new(big.Int).SetBytes(k)
			nk := rc.scalarBytes(new(big.Int).Sub(rc.n, new(big.Int).Mod(kk, rc.n)))
			if got := must(ec.NewPoint(c).DoubleScalarMultVartime(k, k, negG)); !got.IsIdentity() {
				t.Errorf("%s: k·G + k·(−G) = %x", name, got.Bytes())
			}
			if got := must(ec.NewPoint(c).DoubleScalarMultVartime(k, nk, g)); !got.IsIdentity() {
				t.Errorf("%s: k·G + (n−k)·G = %x", name, got.Bytes())
			}
			want := rc.encode(rc.mul(new(big.Int).Lsh(kk, 1), rc.g))
			if got := must(ec.NewPoint(c).DoubleScalarMultVartime(k, k, g)); !bytes.Equal(got.Bytes(), want) {
				t.Errorf("%s: k·G + k·G = %x, want %x", name, got.Bytes(), want)
			}
		}
		// The receiver as the point: r = k1·G + k2·r.
		k1, k2 := scalars[5], scalars[6]
		q := ec.NewPoint(c).Set(rnd)
		must(q.DoubleScalarMultVartime(k1, k2, q))
		if !q.Equal(ct(k1, k2, rnd)) {
			t.Errorf("%s: r.DoubleScalarMultVartime(k1, k2, r) differs", name)
		}
		// ScalarBaseMultVartime uses the receiver as its unused point: any
		// value of the receiver gives k·G.
		q.Set(rnd)
		if must(q.ScalarBaseMultVartime(k1)); !q.Equal(must(ec.NewPoint(c).ScalarBaseMult(k1))) {
			t.Errorf("%s: ScalarBaseMultVartime on a receiver holding a point differs", name)
		}
	}
}

// TestStdlib compares with crypto/ecdh (P-256) and crypto/ecdsa (P-224,
// P-256): public keys and ECDH secrets from independent code.
func TestStdlib(t *testing.T) {
	stdlibCases(t)
}

// TestMixingCurvesPanics: a point or scalar of another curve, a zero
// value, a nil curve panic with a message that says so.
func TestMixingCurvesPanics(t *testing.T) {
	a, b := uecc.Secp256r1(), uecc.Secp256k1()
	if a == nil || b == nil {
		t.Skip("secp256r1 or secp256k1 left out of the build")
	}
	pa, pb := ec.NewPoint(a), ec.NewPoint(b)
	sa, sb := ec.NewScalar(a), ec.NewScalar(b)
	k := make([]byte, 32)
	var zp ec.Point
	var zs ec.Scalar
	for what, f := range map[string]func(){
		"Add":                     func() { pa.Add(pa, pb) },
		"Add (second)":            func() { pa.Add(pb, pb) },
		"Set":                     func() { pa.Set(pb) },
		"Double":                  func() { pa.Double(pb) },
		"Negate":                  func() { pa.Negate(pb) },
		"Equal":                   func() { pa.Equal(pb) },
		"ScalarMult":              func() { pa.ScalarMult(pb, k) },
		"ScalarMultVartime":       func() { pa.ScalarMultVartime(pb, k) },
		"DoubleScalarMultVartime": func() { pa.DoubleScalarMultVartime(k, k, pb) },
		"Scalar Add":              func() { sa.Add(sa, sb) },
		"Scalar Sub":              func() { sa.Sub(sb, sa) },
		"Scalar Mul":              func() { sa.Mul(sa, sb) },
		"Scalar Set":              func() { sa.Set(sb) },
		"Scalar Negate":           func() { sa.Negate(sb) },
		"Scalar Invert":           func() { sa.Invert(sb) },
		"Scalar Equal":            func() { sa.Equal(sb) },
		"zero Point":              func() { zp.SetGenerator() },
		"zero Point argument":     func() { pa.Add(pa, &zp) },
		"zero Point Bytes":        func() { zp.Bytes() },
		"zero Scalar":             func() { zs.IsZero() },
		"zero Scalar argument":    func() { sa.Add(sa, &zs) },
		"nil curve":               func() { ec.NewPoint(nil) },
		"nil curve scalar":        func() { ec.NewScalar(nil) },
	} {
		msg := func() (msg string) {
			defer func() { msg = fmt.Sprint(recover()) }()
			f()
			return "no panic"
		}()
		wantText := "secp256k1"
		switch {
		case strings.HasPrefix(what, "zero"):
			wantText = "zero"
		case strings.HasPrefix(what, "nil"):
			wantText = "nil curve"
		}
		if !strings.HasPrefix(msg, "ec: ") || !strings.Contains(msg, wantText) {
			t.Errorf("%s: panic %q, want an ec: message naming %q", what, msg, wantText)
		}
	}
	if !pa.IsIdentity() || !sa.IsZero() {
		t.Errorf("a refused call changed its receiver")
	}
}

// TestConcurrentReaders (run with -race): one point and one scalar read by
// several goroutines at once, each writing its own receiver.
func TestConcurrentReaders(t *testing.T) {
	for _, c := range uecc.Curves() {
		rc := newRef(c)
		r := newRand(6)
		shared := point(t, c, rc.encode(rc.mul(rc.randScalar(r), rc.g)))
		s, _ := ec.NewScalar(c).SetBytes(rc.scalarBytes(big.NewInt(5)))
		k := rc.scalarBytes(rc.randScalar(r))
		want := must(ec.NewPoint(c).ScalarMult(shared, k)).Bytes()
		sharedBytes := shared.Bytes()
		var wg sync.WaitGroup
		errs := make(chan string, 8)
		for range 4 {
			wg.Go(func() {
				for range 5 {
					q := must(ec.NewPoint(c).ScalarMult(shared, k))
					q.Add(q, shared).Add(q, ec.NewPoint(c).Negate(shared))
					if !bytes.Equal(q.Bytes(), want) {
						errs <- "k·P differs"
						return
					}
					if !bytes.Equal(shared.Bytes(), sharedBytes) || !shared.Equal(shared) || shared.IsIdentity() {
						errs <- "reading the shared point"
						return
					}
					v := ec.NewScalar(c).Mul(s, s)
					if v.Equal(s) || !must(ec.NewPoint(c).ScalarMultVartime(shared, k)).Equal(q) {
						errs <- "scalar or vartime differs"
						return
					}
				}
			})
		}
		wg.Wait()
		close(errs)
		for e := range errs {
			t.Errorf("%s: %s", c.Name(), e)
		}
	}
}

// TestErrorText: the errors read as uecc's do and carry the detail.
func TestErrorText(t *testing.T) {
	c := uecc.Secp256r1()
	_, err := ec.NewPoint(c).SetBytes(make([]byte, 64))
	if err == nil || err.Error() != "uecc: invalid public key: X‖Y is all zeros (the identity is the single byte 0x00)" {
		t.Errorf("error %q", err)
	}
	_, err = ec.NewScalar(c).SetBytes(bytes.Repeat([]byte{0xff}, 32))
	if err == nil || err.Error() != "ec: scalar not below the group order n: scalar is not below the order n of secp256r1" {
		t.Errorf("error %q", err)
	}
	_, err = ec.NewPoint(c).ScalarMult(ec.NewPoint(c), nil)
	if err == nil || err.Error() != "uecc: wrong input or output length: scalar is 0 bytes, secp256r1 takes 32" {
		t.Errorf("error %q", err)
	}
	if h := hex.EncodeToString(must(ec.NewPoint(c).SetBytes([]byte{0})).Bytes()); h != "00" {
		t.Errorf("identity %s", h)
	}
}
