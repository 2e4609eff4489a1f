package curves

import "math/bits"

// Constant-time modular inversion by the "safegcd" algorithm of D. J.
// Bernstein and B.-Y. Yang, "Fast constant-time gcd computation and modular
// inversion", IACR TCHES 2019(3), organised as in the libsecp256k1 write-up
// "The safegcd implementation in libsecp256k1 explained"
// (doc/safegcd_implementation.md; the section numbers below are its own):
//
//   - divsteps on (f, g) = (m, x), starting from δ = 1/2 (the "hddivsteps"
//     variant of P. Wuille's safegcd-bounds, which needs about 20% fewer
//     steps than δ = 1), run in batches of at most 62 whose 2×2 transition
//     matrix is found from the low 64 bits of f and g alone (section 3);
//   - the matrix applied to the full f and g, and to d and e, where
//     d·x ≡ f and e·x ≡ g (mod m) throughout, with the division by 2^62
//     done modulo m by adding a multiple of m that clears the low bits,
//     and the ranges of d and e held in (−2m, m) by folding the
//     correction of negative inputs into that multiple (section 4);
//   - a fixed, public number of divsteps: the proven bound for the size of
//     m (safegcdParams), and everything in between written with masks
//     (section 5), so that no branch or address depends on x.
//
// Numbers are kept in signed62: five limbs of 62 bits, least significant
// first, value Σ limb[i]·2^(62i). Limbs 0 to 3 are in [0, 2^62) between the
// steps and the top limb carries the sign; 5·62 = 310 bits hold the 256-bit
// moduli with room for the (−2m, m) range and for products with the
// matrix entries, which are at most 2^62 in absolute value.

// signed62 is an integer in signed 62-bit limbs.
type signed62 [5]int64

const mask62 = 1<<62 - 1

// safegcdParams are the per-modulus constants of safegcdInvert, written by
// the generator (curves/internal/gen) for each field.
type safegcdParams struct {
	m signed62 // the odd modulus
	// mInv62 is m⁻¹ mod 2^62, to clear the low 62 bits of d and e.
	mInv62 uint64
	// r2 is R² mod m, R = 2^(64·limbs): the starting value of e. The result
	// is then r2/x, and for x = a·R (Montgomery form) that is a⁻¹·R, the
	// inverse in Montgomery form, with no conversion afterwards.
	r2 signed62
	// batches·steps is at least the number of hddivsteps that takes every
	// 0 ≤ x < m to g = 0 (after which divsteps change neither f nor d):
	// ⌊(3787·b + 2166)/1644⌋ for m < 2^b, the bound of Wuille's
	// safegcd-bounds (README, "hddivsteps"; established by its convex-hull
	// computation for every m ≤ 2^3805, and for b = 256, as 590, proved in
	// Coq in the same repository). steps ≤ 62.
	batches, steps int
}

// safegcdInvert sets z to r2·x⁻¹ mod m, and to 0 if x = 0, where x < m is
// given in little-endian 64-bit limbs (at most four) and z has as many.
// Its running time and memory accesses depend on p and the lengths only.
func safegcdInvert(z, x []uint64, p *safegcdParams) {
	var in [4]uint64
	copy(in[:], x)
	f, g := p.m, fromLimbs64(&in)
	var d signed62 // 0: d·x ≡ f = m
	e := p.r2      // e·x ≡ r2·g: the r2 factor rides along to the result
	zeta := int64(-1)
	for range p.batches {
		var t transition
		zeta = divsteps(zeta, uint64(f[0]), uint64(g[0]), p.steps, &t)
		updateDE(&d, &e, &t, p)
		updateFG(&f, &g, &t)
	}
	// Now g = 0 and f = ±gcd(m, x) = ±1 (or ±m if x = 0, when d = 0), so
	// d·x ≡ ±1: the inverse is d·f.
	normalize(&d, f[4]>>63, p)
	out := toLimbs64(&d)
	copy(z, out[:])
}

// transition is the 2×2 matrix of a batch of divsteps, scaled by 2^62:
// [f', g'] = [[u, v], [q, r]]·[f, g] / 2^62. Each row has |·|+|·| ≤ 2^62
// (Bernstein–Yang, §8.3).
type transition struct{ u, v, q, r int64 }

// divsteps performs n ≤ 62 hddivsteps on the low 64 bits of f and g, which
// decide them all (write-up, section 3), and stores the transition matrix
// in t. zeta is −(δ + 1/2), so δ > 0 is zeta < 0 (the sign bit) and the
// updates δ' = 1 + δ and δ' = 1 − δ are zeta − 1 and −zeta − 2 = ^zeta − 1
// (write-up, section 5, with the half-delta start of safegcd-bounds).
// It returns the new zeta.
func divsteps(zeta int64, f0, g0 uint64, n int, t *transition) int64 {
	// Start from 2^(62−n)·I so that after n steps, each doubling the
	// f-row, the matrix is scaled by 2^62 whatever n is.
	s := int64(1) << (62 - n)
	u, v, q, r := s, int64(0), int64(0), s
	f, g := int64(f0), int64(g0)
	for range n {
		c1 := zeta >> 63   // −1 if δ > 0
		c2 := -(g & 1)     // −1 if g is odd
		x := (f ^ c1) - c1 // −f if δ > 0, else f
		y := (u ^ c1) - c1
		w := (v ^ c1) - c1
		g += x & c2 // g ± f if g is odd
		q += y & c2
		r += w & c2
		c1 &= c2 // δ > 0 and g odd: swap
		zeta = (zeta ^ c1) - 1
		f += g & c1 // f + (g − f) = old g
		u += q & c1
		v += r & c1
		g >>= 1 // g ± f is even: exact
		u <<= 1
		v <<= 1
	}
	t.u, t.v, t.q, t.r = u, v, q, r
	return zeta
}

// int128 is a signed 128-bit accumulator in two's complement.
type int128 struct{ hi, lo uint64 }

// mulAdd returns a + x·y.
func (a int128) mulAdd(x, y int64) int128 {
	hi, lo := bits.Mul64(uint64(x), uint64(y))
	// The unsigned product, corrected to the signed one: a negative
	// operand was read as itself + 2^64.
	hi -= uint64(x>>63)&uint64(y) + uint64(y>>63)&uint64(x)
	var c uint64
	a.lo, c = bits.Add64(a.lo, lo, 0)
	a.hi += hi + c
	return a
}

// low62 returns the low 62 bits of a.
func (a int128) low62() int64 { return int64(a.lo & mask62) }

// shr62 returns a >> 62, arithmetic.
func (a int128) shr62() int128 {
	return int128{hi: uint64(int64(a.hi) >> 62), lo: a.lo>>62 | a.hi<<2}
}

// updateFG sets [f, g] = t·[f, g] / 2^62. The division is exact (the batch
// made the low 62 bits of both products zero), and |f|, |g| do not grow.
func updateFG(f, g *signed62, t *transition) {
	u, v, q, r := t.u, t.v, t.q, t.r
	var cf, cg int128
	cf = cf.mulAdd(u, f[0]).mulAdd(v, g[0]).shr62()
	cg = cg.mulAdd(q, f[0]).mulAdd(r, g[0]).shr62()
	for i := 1; i < 5; i++ {
		cf = cf.mulAdd(u, f[i]).mulAdd(v, g[i])
		cg = cg.mulAdd(q, f[i]).mulAdd(r, g[i])
		f[i-1], g[i-1] = cf.low62(), cg.low62()
		cf, cg = cf.shr62(), cg.shr62()
	}
	f[4], g[4] = int64(cf.lo), int64(cg.lo)
}

// updateDE sets [d, e] = t·[d, e] / 2^62 mod m, for d and e in (−2m, m),
// with results in (−2m, m) again (write-up, section 4). A negative d or e
// is first raised by m, folded into the multiples md, me of m that are
// added to clear the low 62 bits before the exact shift.
func updateDE(d, e *signed62, t *transition, p *safegcdParams) {
	u, v, q, r := t.u, t.v, t.q, t.r
	sd, se := d[4]>>63, e[4]>>63
	md := (u & sd) + (v & se)
	me := (q & sd) + (r & se)
	var cd, ce int128
	cd = cd.mulAdd(u, d[0]).mulAdd(v, e[0])
	ce = ce.mulAdd(q, d[0]).mulAdd(r, e[0])
	// Lower md, me by less than 2^62 so that the low 62 bits of
	// t·[d, e] + m·[md, me] vanish; lowering (rather than setting them
	// afresh) is what keeps the result above −2m.
	md -= int64((p.mInv62*cd.lo + uint64(md)) & mask62)
	me -= int64((p.mInv62*ce.lo + uint64(me)) & mask62)
	cd = cd.mulAdd(p.m[0], md).shr62()
	ce = ce.mulAdd(p.m[0], me).shr62()
	for i := 1; i < 5; i++ {
		cd = cd.mulAdd(u, d[i]).mulAdd(v, e[i]).mulAdd(p.m[i], md)
		ce = ce.mulAdd(q, d[i]).mulAdd(r, e[i]).mulAdd(p.m[i], me)
		d[i-1], e[i-1] = cd.low62(), ce.low62()
		cd, ce = cd.shr62(), ce.shr62()
	}
	d[4], e[4] = int64(cd.lo), int64(ce.lo)
}

// carry62 brings limbs 0 to 3 of a back into [0, 2^62), moving the excess
// (signed) up; the value is unchanged.
func carry62(a *signed62) {
	for i := 0; i < 4; i++ {
		a[i+1] += a[i] >> 62
		a[i] &= mask62
	}
}

// normalize sets d = d·sign mod m in [0, m), for d in (−2m, m) and sign
// given as a mask: 0 for +1, −1 for −1 (write-up, section 4).
func normalize(d *signed62, neg int64, p *safegcdParams) {
	s := d[4] >> 63
	for i := range d {
		d[i] += p.m[i] & s
	}
	carry62(d) // (−m, m)
	for i := range d {
		d[i] = (d[i] ^ neg) - neg
	}
	carry62(d) // (−m, m)
	s = d[4] >> 63
	for i := range d {
		d[i] += p.m[i] & s
	}
	carry62(d) // [0, m)
}

// fromLimbs64 converts 256 bits in 64-bit limbs to signed62.
func fromLimbs64(x *[4]uint64) signed62 {
	return signed62{
		int64(x[0] & mask62),
		int64((x[0]>>62 | x[1]<<2) & mask62),
		int64((x[1]>>60 | x[2]<<4) & mask62),
		int64((x[2]>>58 | x[3]<<6) & mask62),
		int64(x[3] >> 56),
	}
}

// toLimbs64 converts a signed62 in [0, 2^256) to 64-bit limbs.
func toLimbs64(a *signed62) [4]uint64 {
	return [4]uint64{
		uint64(a[0]) | uint64(a[1])<<62,
		uint64(a[1])>>2 | uint64(a[2])<<60,
		uint64(a[2])>>4 | uint64(a[3])<<58,
		uint64(a[3])>>6 | uint64(a[4])<<56,
	}
}
