// Package model is the middle of the engine's generator: what every output
// is written from. A Curve and its two Fields are computed from the curve's
// SEC 2 parameters alone (the form of p, a = −3 or 0, p mod 4, the room in
// the top limb; no property is keyed by a curve's name); the point Formulas
// are straight-line programs checked against the group law
// (formulas_test.go); the addition chains of the fixed exponents are
// checked by evaluation (chain_test.go); the lazy-reduction plan bounds
// every value of a formula's assembly (lazy.go). The templates of package
// main and the emitters of packages amd64, arm64 and arm read it; it reads
// none of them.
package model

import (
	"fmt"
	"log"
	"math/big"
	"slices"
	"strings"

	"github.com/uecc-go/uecc/internal/ecc/internal/sec2"
)

// The model of a curve and its two fields, as the templates and the
// emitters see them, computed from the curve's SEC 2 parameters.

// curve is what the curve template sees.
type Curve struct {
	Build       string // the file's build constraint, if it has one
	Name        string
	Engine      string   // engine type name
	Point       string   // projective point type
	Affine      string   // affine point type
	Jacobian    string   // Jacobian point type (verification only)
	NInP        []string // n in the limbs of p, when n < p (else nil)
	ThreeOverR  []string // 3·R⁻¹ mod p, as plain limbs (R = 2^(64·limbs of p))
	GLV         *glv     // the endomorphism, for secp256k1
	BOverR      []string // b·R⁻¹ mod p, as plain limbs (RHSOverR)
	Fp, Fn      *Field
	FieldBytes  int
	ScalarBytes int
	NBits       int
	BaseWidth   int // width of the signed digits of fixed-base multiplication
	// BaseJacobianWindows counts the low windows i with 2^BaseWidth·2^(BaseWidth·i)
	// ≤ n, where the fixed-base multiplication may use the incomplete Jacobian
	// addition (the top window never qualifies).
	BaseJacobianWindows int
	AMinus3             bool // a = −3 (the r1 curves); otherwise a = 0 (secp256k1)
	// ECDHLastTwin is the j for which ECDH's last addition can add a point
	// to itself (k = n − 2j), or 0 if it cannot (ecdhLastTwin).
	ECDHLastTwin int
	// BaseTopTwin is the odd scalar kk (big-endian bytes, as Go literals)
	// for which the last addition of the fixed-base multiplication adds a
	// point to itself, or nil if there is none (baseTopTwin).
	BaseTopTwin []string
	B           string
	BMont       []string // b in Montgomery form
	B3Mont      []string // 3b in Montgomery form
	ThreeMont   []string // 3 in Montgomery form
	GxMont      []string // the base point's x in Montgomery form
	GyMont      []string // the base point's y in Montgomery form
	Gx, Gy      string

	LazyLoops bool       // ECDH's and Verify's loops run on lazy coordinates (lazyLoops, formulas.go)
	Formulas  []*Formula // the point formulas (formulas.go)
	TwinOnly  []*Formula // formulas of which only the Go twin is written (pointFormulas)
	GoOnly    []*Formula // formulas written in Go only, with no assembly (pointFormulas)
}

// VerifyQWidth is the width of the NAF of u2 in Verify's u1·G + u2·Q, whose
// table of 2^(w−2) odd multiples of Q is built for each call: 5, and 6 on
// curves of over 384 bits. A wider window trades 2^(w−3) more table points
// (a co-Z addition and a rescaling each) for bits/(w+1) − bits/(w+2) fewer
// additions in the loop: on P-521 8 more points spare about 12 of 87
// additions; on 256 bits the two sides are even.
func (c *Curve) VerifyQWidth() int {
	if c.NBits > 384 {
		return 6
	}
	return 5
}

// VerifyGWidth is the width of the NAF of u1 in Verify's u1·G + u2·Q,
// whose table of 2^(w−2) odd multiples of G is built once, on first use:
// 10, and 12 on curves of over 384 bits, where it holds 1,024 points
// (147,456 bytes on P-521, 36,864 at width 10) and spares about 7 of 47
// additions (Verify −2 %, benchstat of eight interleaved runs).
func (c *Curve) VerifyGWidth() int {
	if c.NBits > 384 {
		return 12
	}
	return 10
}

// VerifyQPoints is the number of odd multiples Q, 3Q, … in Verify's table
// of Q (VerifyQWidth).
func (c *Curve) VerifyQPoints() int { return 1 << (c.VerifyQWidth() - 2) }

// VerifyQLast is the largest odd multiple of Q in Verify's table.
func (c *Curve) VerifyQLast() int { return 2*c.VerifyQPoints() - 1 }

// field is what the field template sees: one modulus m and its constants.
type Field struct {
	Build   string // the file's build constraint, if it has one
	Curve   string
	Type    string // Go type name
	What    string // "field element" or "scalar"
	Modulus string // hex
	Limbs   int
	Bytes   int // encoded size
	M       []string
	R2      []string // R² mod m (R = 2^(64·Limbs), or 1 for a Plain field)
	One     []string // R mod m: 1 in the field's representation
	Safegcd safegcd  // the constants of Invert
	Mul     string   // body of the multiplication (Montgomery or Plain)
	// SharedMul: Mul calls the shared montMul<Limbs> (montmul.go).
	SharedMul bool
	Sqr       string // body of the squaring of a Plain field (else Mul(x, x))
	MPrime    uint64 // −m⁻¹ mod 2^64
	// Plain is set for a field of m = 2^(64·Limbs) − C with a small C
	// (secp256k1's p): its elements are stored as themselves (R = 1) and
	// a product is reduced by folding its high half, times C, onto its
	// low half, which takes a third fewer instructions than Montgomery
	// rows whose m' is not 1 (plainMul).
	Plain bool
	C     uint64
	// Solinas is set for the p of secp160r1, secp192r1 and secp224r1 on
	// 32-bit ARM (solinasForm): its elements are stored as themselves (R =
	// 1) and a product is folded (solinasFold160, solinasFold192,
	// solinasFold224 in arm/asm.go). MontBody is then the Montgomery product
	// (R = 2^(64·Limbs)) that the Go twin of its multiplication runs twice.
	Solinas    bool
	MontBody   string
	r          *big.Int // R
	Sqrt       string   // "" (no square root), "3mod4" or "tonelli"
	SqrtExp    []string // (m+1)/4 for 3mod4; (q−1)/2 for Tonelli–Shanks
	SqrtExpHex string   // the same, in hex
	TSq        []string // q, where m − 1 = 2^TSs · q
	TSs        int
	TSz        int // least quadratic non-residue
	TSw        int // bits per step of the discrete logarithm in Sqrt
	TSl        int // TSs / TSw: digits of the discrete logarithm

	SqrtChain expChain // x^SqrtExp as an addition chain

	// InvertChain is x^(m−2) as an addition chain of constant-time
	// squarings and multiplications, for the fields that invert by powering
	// where that is cheaper than safegcd (invertByPowering,
	// powerInverted); else empty.
	InvertChain expChain

	// Scaled is set where the square root's chain runs scaled squarings
	// (SqrNScaled, sqrtOps, scaleOf): SqrtScale is the factor 2^s, in the field's
	// form, that takes the chain's 2^−s off its result.
	Scaled    bool
	SqrtScale []string
	scale     *big.Int // 2^s itself, below m
	// SqrNMul is set where the square root's chain fuses each run of
	// squarings with the multiplication after it (sqrtOps,
	// <Fp>SqrNMul): a Montgomery field that neither scales nor is Plain.
	SqrNMul bool
}

// solinasForm returns f, the p of secp160r1 (2^160 − 2^31 − 1), P-192
// (2^192 − 2^64 − 1) or P-224 (2^224 − 2^96 + 1), stored as itself (R = 1)
// for the 32-bit ARM assembly, where a fold of the product (NIST's, FIPS
// 186-4, D.2.1 and D.2.2, for P-192 and P-224) takes fewer instructions
// than Montgomery's rows, and the elements of secp160r1 and P-224, below
// 2^160 and 2^224, multiply on 5 and 7 words instead of 6 and 8. The lazy
// plan needs inputs above those bounds and is off there (LazyOK: R = 1).
// Its Go twin multiplies by two Montgomery products, x·y·R⁻¹ and then that
// times R² (R = 2^(64·Limbs)): the same canonical result, for the tests;
// the 32-bit ARM build runs the assembly.
func solinasForm(f *Field) *Field {
	m := HexInt(f.Modulus)
	if !HasSolinasForm(m) || f.Plain {
		log.Fatalf("%s: the Solinas form is P-160's, P-192's and P-224's alone", f.Type)
	}
	v := *f
	v.Solinas = true
	v.r = big.NewInt(1)
	v.R2 = limbsOf(big.NewInt(1), f.Limbs)
	v.One = v.R2
	v.Safegcd = newSafegcd(m, v.r)
	v.MontBody = montMul(f.Limbs, f.MPrime, f.M)
	if f.Scaled { // 2^s as itself (unused: SqrNScaledOn is false on 32-bit ARM)
		v.SqrtScale = limbsOf(f.scale, f.Limbs)
	}
	v.Mul = fmt.Sprintf("var t %s\n\tt.montProduct(x, y)\n\tz.montProduct(&t, &%s{%s})", f.Type, f.Type, strings.Join(f.R2, ", "))
	return &v
}

// Itself reports whether the field's elements are stored as themselves (R =
// 1): a Plain or a Solinas field.
func (f *Field) Itself() bool { return f.Plain || f.Solinas }

// RBits is k for the field's R = 2^k (0 for a field stored as itself).
func (f *Field) RBits() int { return f.r.BitLen() - 1 }

// InputBits is k for the bound 2^k below which Mul and Sqr take any input.
func (f *Field) InputBits() int {
	if f.Solinas {
		return (HexInt(f.Modulus).BitLen() + 31) / 32 * 32 // secp160r1: 5 words, P-224: 7
	}
	return 64 * f.Limbs
}

// LazyInputs reports whether Mul and Sqr take any input below lazyCap·m.
func (f *Field) LazyInputs() bool { return f.LazyOK() }

// HexInt returns the value of the hexadecimal s (no prefix); the generator
// stops on a malformed constant.
func HexInt(s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 16)
	if !ok {
		log.Fatalf("bad hex %q", s)
	}
	return v
}

// The primes of special form whose reductions the field code writes for
// them (SEC 2's secp160r1 p and the NIST primes of FIPS 186-4, D.2.1–D.2.3):
// a field's code is chosen by its modulus (field.is), not by its curve's
// name.
var (
	P160 = HexInt("ffffffffffffffffffffffffffffffff7fffffff")                         // 2^160 − 2^31 − 1
	P192 = HexInt("fffffffffffffffffffffffffffffffeffffffffffffffff")                 // 2^192 − 2^64 − 1
	P224 = HexInt("ffffffffffffffffffffffffffffffff000000000000000000000001")         // 2^224 − 2^96 + 1
	P256 = HexInt("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff") // 2^256 − 2^224 + 2^192 + 2^96 − 1
	P521 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 521), big.NewInt(1))      // 2^521 − 1
)

// solinasPrimes are the p that 32-bit ARM stores as themselves (solinasForm),
// each with a fold of its own in arm/asm.go: secp160r1's 2^160 − 2^31 − 1,
// P-192's 2^192 − 2^64 − 1 and P-224's 2^224 − 2^96 + 1.
func solinasPrimes() []*big.Int { return []*big.Int{P160, P192, P224} }

// HasSolinasForm reports whether p is one of solinasPrimes.
func HasSolinasForm(p *big.Int) bool {
	return slices.ContainsFunc(solinasPrimes(), func(s *big.Int) bool { return s.Cmp(p) == 0 })
}

// NewCurve returns the curve of p, with its field of p stored as itself
// and its products folded where solinas is set (solinasForm: only
// solinasCurves, only for 32-bit ARM).
func NewCurve(p sec2.Params, solinas bool) *Curve {
	pp, a := HexInt(p.P), HexInt(p.A)
	c := &Curve{
		Name:        p.Name,
		Engine:      "engine",
		Point:       "point",
		Affine:      "affine",
		Jacobian:    "jacobian",
		FieldBytes:  p.FieldBytes,
		ScalarBytes: p.ScalarBytes,
		NBits:       p.NBits,
		BaseWidth:   6,
		AMinus3:     new(big.Int).Sub(pp, big.NewInt(3)).Cmp(a) == 0,
		B:           p.B,
		Gx:          p.Gx,
		Gy:          p.Gy,
	}
	if !c.AMinus3 && a.Sign() != 0 {
		log.Fatalf("%s: a is neither −3 nor 0", p.Name)
	}
	c.Fp = newField(p.Name, "fp", "field element", pp, p.FieldBytes, true)
	if solinas {
		c.Fp = solinasForm(c.Fp)
	}
	rInv := new(big.Int).ModInverse(c.Fp.r, pp)
	three := new(big.Int).Mul(big.NewInt(3), rInv)
	c.ThreeOverR = limbsOf(three.Mod(three, pp), c.Fp.Limbs)
	r := c.Fp.r
	bMont := new(big.Int).Mul(HexInt(p.B), r)
	c.BMont = limbsOf(bMont.Mod(bMont, pp), c.Fp.Limbs)
	b3Mont := new(big.Int).Mul(bMont, big.NewInt(3))
	c.B3Mont = limbsOf(b3Mont.Mod(b3Mont, pp), c.Fp.Limbs)
	mont := func(v *big.Int) []string {
		v = new(big.Int).Mul(v, r)
		return limbsOf(v.Mod(v, pp), c.Fp.Limbs)
	}
	c.ThreeMont = mont(big.NewInt(3))
	c.GxMont, c.GyMont = mont(HexInt(p.Gx)), mont(HexInt(p.Gy))
	bR := new(big.Int).Mul(HexInt(p.B), rInv)
	c.BOverR = limbsOf(bR.Mod(bR, pp), c.Fp.Limbs)
	if n := HexInt(p.N); n.Cmp(pp) < 0 {
		c.NInP = limbsOf(n, c.Fp.Limbs)
	}
	c.Fn = newField(p.Name, "fn", "scalar", HexInt(p.N), p.ScalarBytes, false)
	// With a = 0 and p = 1 (mod 3), GF(p) has a cube root of unity β and
	// (x, y) ↦ (βx, y) is an endomorphism: GLV.
	if a.Sign() == 0 && new(big.Int).Mod(pp, big.NewInt(3)).Int64() == 1 {
		c.GLV = newGLV(pp, HexInt(p.N), HexInt(p.Gx), HexInt(p.Gy), c.Fp, c.Fn)
	}
	limit := big.NewInt(1 << c.BaseWidth)
	for new(big.Int).Lsh(limit, uint(c.BaseWidth*c.BaseJacobianWindows)).Cmp(HexInt(p.N)) <= 0 {
		c.BaseJacobianWindows++
	}
	// scalarBaseMult scans window 1 before its loop and window
	// BaseJacobianWindows within it: both must be windows, the second one of
	// the complete formulas.
	// The top window, the one the Jacobian bound leaves, adds with the
	// Jacobian formula too, beside a doubling where it can meet its entry
	// (scalarBaseMult, baseTopTwin): there must be exactly one.
	windows := (p.NBits-1)/c.BaseWidth + 1
	if c.BaseJacobianWindows < 2 || c.BaseJacobianWindows != windows-1 {
		log.Fatalf("%s: %d Jacobian windows of %d", p.Name, c.BaseJacobianWindows, windows)
	}
	if kk := baseTopTwin(HexInt(p.N), c.BaseWidth, windows); kk != nil {
		for _, b := range kk.FillBytes(make([]byte, p.ScalarBytes)) {
			c.BaseTopTwin = append(c.BaseTopTwin, fmt.Sprintf("0x%02x", b))
		}
	}
	if 1<<(c.BaseWidth-1) != 32 {
		log.Fatalf("%s: jacobianAddAffineScan scans rows of 32 entries", p.Name)
	}
	if c.GLV == nil {
		c.ECDHLastTwin = ecdhLastTwin(HexInt(p.N))
	}
	c.LazyLoops = c.lazyLoops()
	c.Formulas, c.TwinOnly, c.GoOnly = pointFormulas(c)
	return c
}

func newField(curveName, typ, what string, m *big.Int, size int, sqrt bool) *Field {
	limbs := (m.BitLen() + 63) / 64
	r := new(big.Int).Lsh(big.NewInt(1), uint(64*limbs))
	c := new(big.Int).Sub(r, m)
	plain := sqrt && c.BitLen() <= 34
	if plain {
		r = big.NewInt(1)
	}
	f := &Field{
		Curve:   curveName,
		Type:    typ,
		What:    what,
		Modulus: fmt.Sprintf("%x", m),
		Limbs:   limbs,
		Bytes:   size,
		M:       limbsOf(m, limbs),
		R2:      limbsOf(new(big.Int).Mod(new(big.Int).Mul(r, r), m), limbs),
		One:     limbsOf(new(big.Int).Mod(r, m), limbs),
		Plain:   plain,
		r:       r,
	}
	f.Safegcd = newSafegcd(m, r)
	if slices.ContainsFunc(powerInverted, func(p *big.Int) bool { return p.Cmp(m) == 0 }) {
		e := new(big.Int).Sub(m, big.NewInt(2))
		f.InvertChain = buildChain(typ, e, invertOps)
		f.InvertChain.Code = strings.TrimSpace(f.InvertChain.Code)
	}
	// m' = −m⁻¹ mod 2^64 for the Montgomery reduction.
	w := new(big.Int).Lsh(big.NewInt(1), 64)
	mPrime := new(big.Int).ModInverse(new(big.Int).Mod(m, w), w)
	mPrime.Sub(w, mPrime)
	f.MPrime = mPrime.Uint64()
	if plain {
		f.C = c.Uint64()
		f.Mul = plainMul(limbs, f.C)
		f.Sqr = plainSqr(limbs, f.C)
	} else if !sqrt {
		// The scalar fields share one Go multiplication per limb count: a
		// signature or verification makes about ten products in n, and
		// written into each field the modulus saves them nothing. The
		// fields of the coordinates keep theirs, whose constant limbs the
		// compiler turns into cheaper code (montMul3 on P-192's p made
		// every operation of the Go engine 11–13 % slower).
		f.SharedMul = true
		f.Mul = fmt.Sprintf("ecc.MontMul%d((*[%d]uint64)(z), (*[%d]uint64)(x), (*[%d]uint64)(y), &%sMod, %#016x)",
			limbs, limbs, limbs, limbs, typ, f.MPrime)
	} else {
		f.Mul = montMul(limbs, f.MPrime, f.M)
	}
	if sqrt {
		mod4 := new(big.Int).Mod(m, big.NewInt(4)).Int64()
		if mod4 == 3 {
			f.Sqrt = "3mod4"
			e := new(big.Int).Add(m, big.NewInt(1))
			f.SqrtExp = limbsOf(e.Rsh(e, 2), limbs)
			f.SqrtChain = buildChain(typ, e, f.sqrtOps())
			f.SqrtExpHex = e.Text(16)
		} else {
			f.Sqrt = "tonelli"
			q := new(big.Int).Sub(m, big.NewInt(1))
			for q.Bit(0) == 0 {
				q.Rsh(q, 1)
				f.TSs++
			}
			f.TSq = limbsOf(q, limbs)
			f.TSw = 8
			if f.TSs%f.TSw != 0 || f.TSs > 64*limbs-64 {
				log.Fatalf("%s: Tonelli–Shanks window %d does not divide s = %d", typ, f.TSw, f.TSs)
			}
			e := new(big.Int).Sub(q, big.NewInt(1))
			f.SqrtExp = limbsOf(e.Rsh(e, 1), limbs)
			f.SqrtChain = buildChain(typ, e, f.sqrtOps())
			f.SqrtExpHex = e.Text(16)
			f.TSl = f.TSs / f.TSw
			for z := int64(2); ; z++ {
				if big.Jacobi(big.NewInt(z), m) == -1 {
					f.TSz = int(z)
					break
				}
			}
		}
	}
	if plain && f.Sqrt != "" {
		// mulVartime's results are not always below m: the chain must end
		// with a run of squarings (squareNVartime leaves its result below m).
		lines := strings.Split(strings.TrimSpace(f.SqrtChain.Code), "\n")
		if len(lines) < 2 || !strings.Contains(lines[len(lines)-2], ".squareNVartime(") {
			log.Fatalf("%s: a variable-time chain must end with squarings", typ)
		}
	}
	if f.SqrNScaled() {
		// In the field's form a value v is stored as v·R mod m.
		form := func(v *big.Int) []string {
			return limbsOf(new(big.Int).Mod(new(big.Int).Mul(v, r), m), limbs)
		}
		scale := scaleOf(f.SqrtChain, m)
		f.Scaled = true
		f.scale = scale.Mod(scale, m)
		f.SqrtScale = form(f.scale)
	}
	f.SqrNMul = f.Sqrt != "" && f.sqrtOps().Fused != ""
	return f
}

// SqrNScaled reports whether the square root's runs of squarings take one
// Montgomery round more in place of the final masked subtraction
// (<Fp>SqrNScaled, each squaring x²·R⁻¹·2^−64): a Montgomery field with a
// square root, no room for lazy values and m' = 1, where the extra round is
// a few shifts and additions, and its first words are ready before the last
// carry of the squaring that the subtraction (P-256) or the top's fold
// (P-192) waits for, so the next squaring starts sooner. On P-256 the round's last
// carry is provably zero; on P-192 it is set for about one value in 2^64
// and taken as a branch (variable time: the square root's input is public).
// The chain that uses it (sqrtOps, scaleOf) accounts for the factors 2^−64 and
// removes them with one multiplication at its end.
func (f *Field) SqrNScaled() bool {
	return f.Sqrt != "" && !f.Plain && !f.LazyOK() && f.MPrime == 1
}

// sqrtOps are the methods of the square root's chain (chainOps), whose
// input is public: scaled runs where the field has them (SqrNScaled),
// variable-time multiplications on a Plain field, and elsewhere each run
// fused with the multiplication of its result (<Fp>SqrNMul).
func (f *Field) sqrtOps() chainOps {
	switch {
	case f.Plain:
		return chainOps{SquareN: "squareNVartime", Mul: "mulVartime"}
	case f.SqrNScaled():
		return chainOps{SquareN: "squareNScaled", Mul: "Mul"}
	}
	return chainOps{SquareN: "squareNVartime", Mul: "Mul", Fused: "squareNMulVartime"}
}

// limbsOf returns v as n little-endian 64-bit limbs, formatted as Go literals.
func limbsOf(v *big.Int, n int) []string {
	out := make([]string, n)
	mask := new(big.Int).SetUint64(^uint64(0))
	t := new(big.Int).Set(v)
	for i := range out {
		out[i] = fmt.Sprintf("%#016x", new(big.Int).And(t, mask).Uint64())
		t.Rsh(t, 64)
	}
	if t.Sign() != 0 {
		log.Fatalf("value does not fit in %d limbs", n)
	}
	return out
}

// glv holds the constants of the endomorphism φ(x, y) = (β·x, y) = λ·(x, y)
// of a curve with a = 0 (secp256k1; Gallant, Lambert, Vanstone, "Faster
// point multiplication on elliptic curves with efficient endomorphisms",
// CRYPTO 2001): β and λ are cube roots of unity mod p and mod n; (a1, b1)
// and (a2, b2) is the short basis of the lattice {(a, b): a + b·λ ≡ 0
// (mod n)} from the extended Euclidean algorithm (§4 of the paper), all
// derived from the curve's parameters (glvConstants; for secp256k1 they are
// the values published with libsecp256k1), and g1, g2 the fixed-point
// approximations of b2/n and −b1/n. The generator checks every relation
// before writing a line.
//
// ECDH's multiplication (scalarMultGLV in curve.go.tmpl) splits
// s = (k − 1 − λ)/2 (mod n), so that v1 = 2·s1 + 1 and v2 = 2·s2 + 1 are odd
// with v1 + v2·λ ≡ k, and reads v1 and v2 in signed odd digits. Its argument
// rests on two bounds the generator checks here: the split's halves are below
// 2^(GLVBits−1) (so v1, v2 have GLVBits signed binary digits, c = s + 2^(GLVBits−1)
// in [0, 2^GLVBits)), and no nonzero (a, b) with a + b·λ ≡ 0 (mod n) has
// |a|, |b| < T = ⌊(n − 1)/max(|a1| + |b1|, |a2| + |b2|)⌋ (for such (a, b),
// a·b1 − b·a1 and a·b2 − b·a2 are multiples of n below n in absolute value,
// so zero, and the basis is independent), with T above 2^(GLVBits−5) + 31, the
// largest partial sum any window but the last can meet.
type glv struct {
	Beta            []string // β in Montgomery form (limbs of p)
	A1, A2, MB1, B2 []string // a1, a2, −b1, b2 in Montgomery form (limbs of n)
	G1, G2          []string // round(2^384·b2/n), round(2^384·(−b1)/n), plain limbs
	OnePlusLambda   []string // 1 + λ in Montgomery form (limbs of n)
	Half            []string // 2^−1 mod n in Montgomery form (limbs of n)
	Bits            int      // GLVBits
}

// GLVBits is the number of signed binary digits of the odd halves v1, v2 of
// ECDH's GLV multiplication: 26 windows of five.
const GLVBits = 130

func newGLV(p, n, gx, gy *big.Int, fp, fn *Field) *glv {
	beta, lambda, a1, b1, a2, b2 := glvConstants(p, n, gx, gy)
	one := big.NewInt(1)
	if new(big.Int).Exp(beta, big.NewInt(3), p).Cmp(one) != 0 || new(big.Int).Exp(lambda, big.NewInt(3), n).Cmp(one) != 0 {
		log.Fatal("GLV: β or λ is not a cube root of unity")
	}
	for _, v := range [][2]*big.Int{{a1, b1}, {a2, b2}} {
		t := new(big.Int).Mul(v[1], lambda)
		if t.Add(t, v[0]).Mod(t, n).Sign() != 0 {
			log.Fatal("GLV: lattice vector is not in the kernel")
		}
	}
	// mont returns v in the representation of field f (v·R mod m).
	mont := func(v *big.Int, f *Field) []string {
		m := HexInt(f.Modulus)
		t := new(big.Int).Mul(new(big.Int).Mod(v, m), f.r)
		return limbsOf(t.Mod(t, m), f.Limbs)
	}
	round384 := func(v *big.Int) []string {
		t := new(big.Int).Lsh(v, 384)
		t.Add(t, new(big.Int).Rsh(n, 1))
		return limbsOf(t.Div(t, n), 4)
	}
	// The bounds of scalarMultGLV's argument (see glv).
	abs := func(v *big.Int) *big.Int { return new(big.Int).Abs(v) }
	sum := func(x, y *big.Int) *big.Int { return new(big.Int).Add(abs(x), abs(y)) }
	// |s1| ≤ (1/2 + ε)·(|a1| + |a2|), |s2| ≤ (1/2 + ε)·(|b1| + |b2|), with ε the
	// 2^−128 of the fixed-point rounding: bounded here by (|a1| + |a2|)/2 + 1.
	halfBound := new(big.Int).Lsh(big.NewInt(1), GLVBits-1)
	for _, s := range []*big.Int{sum(a1, a2), sum(b1, b2)} {
		if new(big.Int).Add(new(big.Int).Rsh(s, 1), big.NewInt(1)).Cmp(halfBound) >= 0 {
			log.Fatal("GLV: the split's halves may reach 2^(GLVBits−1)")
		}
	}
	widest := sum(a1, b1)
	if w := sum(a2, b2); w.Cmp(widest) > 0 {
		widest = w
	}
	tBound := new(big.Int).Div(new(big.Int).Sub(n, big.NewInt(1)), widest)
	partial := new(big.Int).Lsh(big.NewInt(1), GLVBits-5)
	if tBound.Cmp(partial.Add(partial, big.NewInt(31))) <= 0 {
		log.Fatal("GLV: the lattice has a vector within the partial sums of ECDH's windows")
	}
	return &glv{
		OnePlusLambda: mont(new(big.Int).Add(lambda, big.NewInt(1)), fn),
		Half:          mont(new(big.Int).ModInverse(big.NewInt(2), n), fn),
		Bits:          GLVBits,
		Beta:          mont(beta, fp),
		A1:            mont(a1, fn),
		A2:            mont(a2, fn),
		MB1:           mont(new(big.Int).Neg(b1), fn),
		B2:            mont(b2, fn),
		G1:            round384(b2),
		G2:            round384(new(big.Int).Neg(b1)),
	}
}

// ecdhLastTwin returns the j (1 ≤ j ≤ 31, odd) for which the last addition
// of ECDH's scalar multiplication (curve.go.tmpl, scalarMult) adds a point to
// itself, or 0 if there is none. That happens for the odd scalar k = n − 2j
// exactly when its last signed odd digit, (k mod 64) − 32, is −j: when
// n mod 64 = 32 + j.
func ecdhLastTwin(n *big.Int) int {
	for j := int64(1); j <= 31; j += 2 {
		k := new(big.Int).Sub(n, big.NewInt(2*j))
		if new(big.Int).Mod(k, big.NewInt(64)).Int64()-32 == -j {
			return int(j)
		}
	}
	return 0
}

// baseTopTwin returns the odd scalar kk in [1, n−1] whose fixed-base
// multiplication adds, in its top window, the entry to an accumulator equal
// to it, or nil if there is none. With T = windows − 1 and M = 2^(w·T),
// the top digit of kk's signed odd recoding is D = ⌊kk/M⌋ | 1 and the
// windows below sum to S = kk − D·M, |S| < M, odd (oddDigit); the
// accumulator S·G is the entry D·M·G when S ≡ D·M (mod n). For each odd D
// below 2^w, S is then t = D·M mod n or t − n, if either lies in (−M, M),
// and kk = S + D·M must be in range and have top digit D. At most one kk
// qualifies: the generator stops if it finds two.
func baseTopTwin(n *big.Int, w, windows int) *big.Int {
	m := new(big.Int).Lsh(big.NewInt(1), uint(w*(windows-1)))
	negM := new(big.Int).Neg(m)
	var found *big.Int
	for d := int64(1); d < 1<<w; d += 2 {
		dm := new(big.Int).Mul(big.NewInt(d), m)
		t := new(big.Int).Mod(dm, n)
		for _, s := range []*big.Int{t, new(big.Int).Sub(t, n)} {
			if s.Cmp(negM) <= 0 || s.Cmp(m) >= 0 || s.Bit(0) == 0 {
				continue
			}
			kk := new(big.Int).Add(s, dm)
			top := new(big.Int).Rsh(kk, uint(w*(windows-1)))
			top.SetBit(top, 0, 1)
			if kk.Sign() <= 0 || kk.Cmp(n) >= 0 || top.Int64() != d {
				continue
			}
			if found != nil {
				log.Fatalf("two scalars meet the top window's entry: %x, %x", found, kk)
			}
			found = kk
		}
	}
	return found
}

// safegcd is what the field template sees of the constants of Invert, a
// SafegcdParams of internal/ecc/safegcd.go.
type safegcd struct {
	M       []string // m in signed 62-bit limbs
	MInv62  string   // m⁻¹ mod 2^62
	R2      []string // R² mod m in signed 62-bit limbs
	Batches int
	Steps   int // divsteps per inner batch, even, at most 20; a batch is three
	Limbs   int // signed62 limbs in use: the fewest n with 62·n ≥ b + 2
}

// powerInverted lists the moduli whose Invert raises to m−2 where the
// multiplication is 32-bit ARM assembly (invertByPowering), because there
// it costs fewer instructions than safegcd, whose 62-bit steps the 32-bit
// targets emulate. Measured on secp192r1's ECDH under qemu (armv7): safegcd
// about 43,000 instructions, the chain of m−2 (191 squarings, 14
// multiplications, at about 165 instructions a squaring) about 35,000. On
// secp160r1 the two are even (32,000 each: its 160-bit elements take 6
// words, and a squaring 178 instructions), and on 8 words a squaring costs
// 260–314 instructions, so the others keep safegcd.
var powerInverted = []*big.Int{P192}

// newSafegcd computes the constants of Invert for the odd modulus m and the
// Montgomery radix r. The number of divsteps is the bound
// ⌊(3787·b + 2166)/1644⌋ for moduli below 2^b (b ≥ 22) of the "hddivsteps"
// variant in P. Wuille's safegcd-bounds (github.com/sipa/safegcd-bounds,
// README), established by exact convex-hull computation for every modulus up
// to 2^3805. It is split into the fewest batches of three inner batches of
// at most 20 steps (so that a batch is at most 62 steps), each as short as
// that allows, rounded up to even.
func newSafegcd(m, r *big.Int) safegcd {
	b := m.BitLen()
	if m.Bit(0) == 0 || b < 22 || b > 62*maxSigned62-2 {
		log.Fatalf("safegcd: modulus %x is even or outside 22…%d bits", m, 62*maxSigned62-2)
	}
	bound := (3787*b + 2166) / 1644
	batches := (bound + 59) / 60
	steps := (bound + 3*batches - 1) / (3 * batches)
	steps += steps & 1 // even: the loop does two per iteration
	two62 := new(big.Int).Lsh(big.NewInt(1), 62)
	r2 := new(big.Int).Mul(r, r)
	// The literals list the limbs in use, and at least five (the rest of
	// ecc.Signed62 is zero): the files of the 256-bit and smaller moduli
	// are as before.
	limbs := (b + 2 + 61) / 62
	return safegcd{
		M:       signed62Of(m)[:max(limbs, 5)],
		MInv62:  fmt.Sprintf("%#016x", new(big.Int).ModInverse(m, two62)),
		R2:      signed62Of(r2.Mod(r2, m))[:max(limbs, 5)],
		Batches: batches,
		Steps:   steps,
		Limbs:   limbs,
	}
}

// maxSigned62 is the length of ecc.Signed62.
const maxSigned62 = 9

// signed62Of returns 0 ≤ v < 2^558 as nine 62-bit limbs, little-endian,
// formatted as Go literals.
func signed62Of(v *big.Int) []string {
	out := make([]string, maxSigned62)
	mask := new(big.Int).SetUint64(1<<62 - 1)
	t := new(big.Int).Set(v)
	for i := range out {
		out[i] = fmt.Sprintf("%#016x", new(big.Int).And(t, mask).Uint64())
		t.Rsh(t, 62)
	}
	if t.Sign() != 0 {
		log.Fatalf("value does not fit in %d·62 bits", maxSigned62)
	}
	return out
}

// Is reports whether the field's modulus is m (one of the special primes).
func (f *Field) Is(m *big.Int) bool { return HexInt(f.Modulus).Cmp(m) == 0 }

// LowerFirst returns s with its first letter in lower case: the name of a
// per-curve function (the formula JacobianDouble is jacobianDouble in its
// curve's package).
func LowerFirst(s string) string { return strings.ToLower(s[:1]) + s[1:] }

// UpperFirst returns s with its first letter in upper case.
func UpperFirst(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// Pick returns a if cond is set, else b.
func Pick(cond bool, a, b string) string {
	if cond {
		return a
	}
	return b
}

// TopValue is the hex of the element stored as m − 1 (−R⁻¹ mod m): the
// largest canonical limbs.
func (f *Field) TopValue() string {
	m := HexInt(f.Modulus)
	v := new(big.Int).ModInverse(f.r, m)
	return v.Sub(m, v).Text(16)
}
