package ecc

import (
	"math/bits"
	"sync/atomic"
)

// Constant-time modular inversion by the "safegcd" algorithm of D. J.
// Bernstein and B.-Y. Yang, "Fast constant-time gcd computation and modular
// inversion", IACR TCHES 2019(3), organised as in the libsecp256k1 write-up
// "The safegcd implementation in libsecp256k1 explained" (the section
// numbers below are its own):
//
//   - divsteps on (f, g) = (m, x), starting from δ = 1/2 (the "hddivsteps"
//     variant of P. Wuille's safegcd-bounds, which needs about 20% fewer
//     steps than δ = 1), run in batches of at most 60 whose 2×2 transition
//     matrix is found from the low 62 bits of f and g alone (section 3);
//   - the matrix applied to the full f and g, and to d and e, where
//     d·x ≡ f and e·x ≡ g (mod m) throughout, with the division by 2^62
//     done modulo m by adding a multiple of m that clears the low bits,
//     and the ranges of d and e held in (−2m, m) by folding the
//     correction of negative inputs into that multiple (section 4);
//   - a fixed, public number of divsteps, a bound on what any input needs
//     for the size of m (SafegcdParams), and everything in between written
//     with masks (section 5), so that no branch or address depends on x.
//
// Numbers are kept in Signed62: up to nine limbs of 62 bits, least
// significant first, value Σ limb[i]·2^(62i). A modulus of b bits uses the
// fewest limbs n with 62·n ≥ b + 2 (three for secp160r1, four for secp192r1
// and secp224r1, five for the 256-bit moduli, seven for secp384r1's and nine
// for secp521r1's; SafegcdParams.Limbs): the
// (−2m, m) range of d and e needs b + 2 signed bits, and the products with
// the matrix entries, at most 2^62 in absolute value, are summed in 128 bits.
// Between the steps limbs 0 to n−2 are in [0, 2^62), limb n−1 carries the
// sign, and the limbs above it are zero; fewer limbs make the matrix
// updates, about half of an inversion on five limbs, that much shorter.

// Signed62 is an integer in signed 62-bit limbs: nine of them, for P-521's
// 521 + 2 bits; a modulus uses SafegcdParams.Limbs.
type Signed62 [MaxSigned62]int64

// MaxSigned62 is the most Signed62 limbs of any modulus (62·9 ≥ 521 + 2).
const MaxSigned62 = 9

const mask62 = 1<<62 - 1

// SafegcdParams are the per-modulus constants of SafegcdInvert, written by
// the generator (internal/ecc/internal/gen) for each field.
type SafegcdParams struct {
	M Signed62 // the odd modulus
	// MInv62 is m⁻¹ mod 2^62, to clear the low 62 bits of d and e.
	MInv62 uint64
	// R2 is R² mod m, R = 2^(64·limbs): the starting value of e. The result
	// is then r2/x, and for x = a·R (Montgomery form) that is a⁻¹·R, the
	// inverse in Montgomery form, with no conversion afterwards.
	R2 Signed62
	// Batches·3·Steps is at least the number of hddivsteps that takes
	// every 0 ≤ x < m to g = 0 (after which divsteps change neither f nor
	// d): ⌊(3787·b + 2166)/1644⌋ for m < 2^b, the bound of Wuille's
	// safegcd-bounds (README, "hddivsteps"; established by its convex-hull
	// computation for every m ≤ 2^3805, and for b = 256, as 590, proved in
	// Coq in the same repository). A batch is three inner batches of
	// steps ≤ 20 divsteps (divstepsPacked), so at most 60 ≤ 62; steps is
	// even.
	Batches, Steps int
	// Limbs is the number n of Signed62 limbs in use, 3 to MaxSigned62.
	Limbs int
}

// SafegcdInvert sets z to r2·x⁻¹ mod m, and to 0 if x = 0, where x < m is
// given in little-endian 64-bit limbs (at most nine) and z has as many.
// Its running time and memory accesses depend on p and the lengths only.
func SafegcdInvert(z, x []uint64, p *SafegcdParams) {
	f, g := p.M, fromLimbs64(x, p.Limbs)
	var d Signed62 // 0: d·x ≡ f = m
	e := p.R2      // e·x ≡ r2·g: the r2 factor rides along to the result
	zeta := int64(-1)
	for range p.Batches {
		var t transition
		zeta = divsteps(zeta, uint64(f[0]), uint64(g[0]), p.Steps, &t)
		// Only f and g feed the next batch; d and e ride along.
		updateFG(&f, &g, &t, p.Limbs)
		updateDE(&d, &e, &t, p)
	}
	// Now g = 0 and f = ±gcd(m, x) = ±1 (or ±m if x = 0, when d = 0), so
	// d·x ≡ ±1: the inverse is d·f.
	normalize(&d, f[p.Limbs-1]>>63, p)
	toLimbs64(z, &d)
}

// transition is the 2×2 matrix of a batch of n divsteps, scaled by 2^n
// (2^62 between divsteps and the updates): [f', g'] = [[u, v], [q, r]]·[f, g]
// / 2^n. Each row has |·|+|·| ≤ 2^n (Bernstein–Yang, §8.3).
type transition struct{ u, v, q, r int64 }

// divsteps performs 3·k hddivsteps (k ≤ 20) on the low 62 bits of f and g
// (limb 0), which decide them all (write-up, section 3), and stores their
// transition matrix, scaled by 2^62, in t. It returns the new zeta. The
// steps run as three inner batches of k (divstepsPacked); between them f and
// g are carried forward through the inner matrix, each time keeping k fewer
// exact low bits (62 − 2k ≥ k are left for the third), and the matrices are
// multiplied together.
func divsteps(zeta int64, f0, g0 uint64, k int, t *transition) int64 {
	f, g := int64(f0), int64(g0)
	zeta, a := divstepsPacked(zeta, f, g, k)
	f, g = (a.u*f+a.v*g)>>k, (a.q*f+a.r*g)>>k
	zeta, b := divstepsPacked(zeta, f, g, k)
	f, g = (b.u*f+b.v*g)>>k, (b.q*f+b.r*g)>>k
	a = b.times(&a)
	zeta, b = divstepsPacked(zeta, f, g, k)
	a = b.times(&a)
	// a is scaled by 2^(3k) ≤ 2^60, with row sums at most that: bring it to
	// 2^62.
	s := 62 - 3*k
	t.u, t.v, t.q, t.r = a.u<<s, a.v<<s, a.q<<s, a.r<<s
	return zeta
}

// times returns the matrix product a·b.
func (a *transition) times(b *transition) transition {
	return transition{
		u: a.u*b.u + a.v*b.q, v: a.u*b.v + a.v*b.r,
		q: a.q*b.u + a.r*b.q, r: a.q*b.v + a.r*b.r,
	}
}

// The packed layout of divstepsPacked: a row (f, u, v) of the state is the
// one word f + u·2^packU + v·2^packV.
const (
	packU = 20
	packV = 42
)

// divstepsPacked performs k ≤ 20 hddivsteps, k even, from zeta = −(δ + 1/2) and the
// low k bits of f and g, and returns the new zeta and the transition matrix
// scaled by 2^k.
//
// Each row of the state, (f, u, v) and (g, q, r), is held in one word,
// f + u·2^20 + v·2^42 and g + q·2^20 + r·2^42, so that a divstep, a linear
// map on the rows, costs a few word operations rather than a few per
// variable. The packing is exact, the word being the integer value of that
// sum, because every field stays in range:
//
//   - f and g start as the low k bits of the inputs read as signed, in
//     [−2^(k−1), 2^(k−1)); the first k divsteps depend on those bits only,
//     and (g ± f)/2 and the swap keep both in that range (f is odd, so
//     |g ± f| < 2^k). They fit the 20 bits below u and q.
//   - The matrix is 2^k·T_i, T_i the rational transition after i steps:
//     row sums of |·| are at most 2^k (Bernstein–Yang §8.3), so u, v, q, r
//     fit the 22 signed bits they get, and v, r at 2^42 keep the word below
//     2^62 in absolute value. The g ± f row, before halving, could only
//     reach |r ± v| = 2^(k+1) with both rows (0, ±2^k), which the
//     nonsingular matrix rules out, so it stays below 2^63.
//   - Halving the g word halves each field in place, exactly: g ± f is
//     even, and q ± u, r ± v are twice the entries of 2^k·T_(i+1), which is
//     integral for i < k (T_(i+1) has denominators dividing 2^(i+1)).
//
// In each step, with masks instead of branches (write-up, section 5): if g
// is odd, g += ±f, negated when δ > 0, and then if also δ > 0 the rows swap
// (f += g − f) and δ' = 1 − δ, that is zeta' = ^zeta − 1; otherwise
// δ' = 1 + δ, zeta' = zeta − 1; finally the g row is halved.
func divstepsPacked(zeta, f, g int64, k int) (int64, transition) {
	f = f << (64 - k) >> (64 - k)
	g = g << (64 - k) >> (64 - k)
	one := int64(1) << k
	fuv := f + one<<packU // u = 2^k, v = 0
	grs := g + one<<packV // q = 0, r = 2^k
	c2 := -(grs & 1)      // −1 if g is odd
	// Two divsteps per iteration (k is even), to spend fewer instructions
	// on the loop.
	for range k / 2 {
		c1 := zeta >> 63 // −1 if δ > 0
		// g − f if δ > 0, else g + f, if g is odd: with c1 = −1 this is
		// ^(^g + f) = g − f.
		t := ((grs ^ c1) + (fuv & c2)) ^ c1
		c1 &= c2 // δ > 0 and g odd: swap
		zeta = (zeta ^ c1) - 1
		fuv += t & c1 // f + (g − f) = old g
		// The next parity is bit 1 of t, read before the shift so that the
		// path from one c2 to the next (the loop's critical path) is five
		// operations.
		c2 = t << 62 >> 63
		grs = t >> 1

		c1 = zeta >> 63
		t = ((grs ^ c1) + (fuv & c2)) ^ c1
		c1 &= c2
		zeta = (zeta ^ c1) - 1
		fuv += t & c1
		c2 = t << 62 >> 63
		grs = t >> 1
	}
	// Read each field, rounding away the signed ones below it (f + 2^19 is
	// in [0, 2^20), and f + u·2^20 + 2^41 in [0, 2^42)) and cutting off the
	// ones above.
	const hu, hv = 1 << (packU - 1), 1 << (packV - 1)
	u := (fuv + hu) << (64 - packV) >> (64 - packV + packU)
	v := (fuv + hv) >> packV
	q := (grs + hu) << (64 - packV) >> (64 - packV + packU)
	r := (grs + hv) >> packV
	return zeta, transition{u, v, q, r}
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

// mulAddPos returns a + x·y for 0 ≤ y < 2^63, given sx = x >> 63: with y
// non-negative only x's sign needs the correction. Limbs 0 to 3 of every
// Signed62 are non-negative, and so are all limbs of m.
func (a int128) mulAddPos(x, sx, y int64) int128 {
	hi, lo := bits.Mul64(uint64(x), uint64(y))
	hi -= uint64(sx & y)
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

// updateFG sets [f, g] = t·[f, g] / 2^62, on their n limbs. The division is
// exact (the batch made the low 62 bits of both products zero), and |f|,
// |g| do not grow.
func updateFG(f, g *Signed62, t *transition, n int) {
	u, v, q, r := t.u, t.v, t.q, t.r
	su, sv, sq, sr := u>>63, v>>63, q>>63, r>>63
	var cf, cg int128
	cf = cf.mulAddPos(u, su, f[0]).mulAddPos(v, sv, g[0]).shr62()
	cg = cg.mulAddPos(q, sq, f[0]).mulAddPos(r, sr, g[0]).shr62()
	top := n - 1
	for i := 1; i < top; i++ {
		cf = cf.mulAddPos(u, su, f[i]).mulAddPos(v, sv, g[i])
		cg = cg.mulAddPos(q, sq, f[i]).mulAddPos(r, sr, g[i])
		f[i-1], g[i-1] = cf.low62(), cg.low62()
		cf, cg = cf.shr62(), cg.shr62()
	}
	cf = cf.mulAdd(u, f[top]).mulAdd(v, g[top])
	cg = cg.mulAdd(q, f[top]).mulAdd(r, g[top])
	f[top-1], g[top-1] = cf.low62(), cg.low62()
	cf, cg = cf.shr62(), cg.shr62()
	f[top], g[top] = int64(cf.lo), int64(cg.lo)
}

// updateDE sets [d, e] = t·[d, e] / 2^62 mod m on m's limbs, for d and e in (−2m, m),
// with results in (−2m, m) again (write-up, section 4). A negative d or e
// is first raised by m, folded into the multiples md, me of m that are
// added to clear the low 62 bits before the exact shift.
func updateDE(d, e *Signed62, t *transition, p *SafegcdParams) {
	u, v, q, r := t.u, t.v, t.q, t.r
	su, sv, sq, sr := u>>63, v>>63, q>>63, r>>63
	top := p.Limbs - 1
	sd, se := d[top]>>63, e[top]>>63
	md := (u & sd) + (v & se)
	me := (q & sd) + (r & se)
	var cd, ce int128
	cd = cd.mulAddPos(u, su, d[0]).mulAddPos(v, sv, e[0])
	ce = ce.mulAddPos(q, sq, d[0]).mulAddPos(r, sr, e[0])
	// Lower md, me by less than 2^62 so that the low 62 bits of
	// t·[d, e] + m·[md, me] vanish; lowering (rather than setting them
	// afresh) is what keeps the result above −2m.
	md -= int64((p.MInv62*cd.lo + uint64(md)) & mask62)
	me -= int64((p.MInv62*ce.lo + uint64(me)) & mask62)
	smd, sme := md>>63, me>>63
	cd = cd.mulAddPos(md, smd, p.M[0]).shr62()
	ce = ce.mulAddPos(me, sme, p.M[0]).shr62()
	for i := 1; i < top; i++ {
		cd = cd.mulAddPos(u, su, d[i]).mulAddPos(v, sv, e[i]).mulAddPos(md, smd, p.M[i])
		ce = ce.mulAddPos(q, sq, d[i]).mulAddPos(r, sr, e[i]).mulAddPos(me, sme, p.M[i])
		d[i-1], e[i-1] = cd.low62(), ce.low62()
		cd, ce = cd.shr62(), ce.shr62()
	}
	cd = cd.mulAdd(u, d[top]).mulAdd(v, e[top]).mulAddPos(md, smd, p.M[top])
	ce = ce.mulAdd(q, d[top]).mulAdd(r, e[top]).mulAddPos(me, sme, p.M[top])
	d[top-1], e[top-1] = cd.low62(), ce.low62()
	cd, ce = cd.shr62(), ce.shr62()
	d[top], e[top] = int64(cd.lo), int64(ce.lo)
}

// carry62 brings limbs 0 to n−2 of a back into [0, 2^62), moving the excess
// (signed) up to limb n−1; the value is unchanged.
func carry62(a *Signed62, n int) {
	for i := 0; i < n-1; i++ {
		a[i+1] += a[i] >> 62
		a[i] &= mask62
	}
}

// normalize sets d = d·sign mod m in [0, m), for d in (−2m, m) and sign
// given as a mask: 0 for +1, −1 for −1 (write-up, section 4).
func normalize(d *Signed62, neg int64, p *SafegcdParams) {
	// The sign is in the top limb in use, p.Limbs − 1, and stays there.
	n := p.Limbs
	s := d[n-1] >> 63
	for i := range n {
		d[i] += p.M[i] & s
	}
	carry62(d, n) // (−m, m)
	for i := range n {
		d[i] = (d[i] ^ neg) - neg
	}
	carry62(d, n) // (−m, m)
	s = d[n-1] >> 63
	for i := range n {
		d[i] += p.M[i] & s
	}
	carry62(d, n) // [0, m)
}

// fromLimbs64 converts x, in 64-bit limbs, to n Signed62 limbs (62·n ≥
// 64·len(x) − 2 + the bits x uses; the modulus's limbs above len(x) are 0).
func fromLimbs64(x []uint64, n int) (a Signed62) {
	for i := range n {
		bit := 62 * i
		w, s := bit/64, uint(bit%64)
		var v uint64
		if w < len(x) {
			v = x[w] >> s
		}
		if s > 2 && w+1 < len(x) {
			v |= x[w+1] << (64 - s)
		}
		a[i] = int64(v & mask62)
	}
	return a
}

// toLimbs64 writes a Signed62 in [0, 2^(64·len(z))) to the 64-bit limbs z.
func toLimbs64(z []uint64, a *Signed62) {
	for j := range z {
		bit := 64 * j
		i, s := bit/62, uint(bit%62)
		// s is even and at most 60, so limbs i and i+1 hold all 64 bits.
		v := uint64(a[i]) >> s
		if i+1 < MaxSigned62 {
			v |= uint64(a[i+1]) << (62 - s)
		}
		z[j] = v
	}
}

// SafegcdInvertVartime is SafegcdInvert for a public x: the same result, in
// variable time. It runs the original divsteps (δ from 1), 62 at a time
// (divstepsVartime), and stops as soon as g is 0 instead of after the
// bound, working on fewer limbs as f and g shrink (write-up, section 7, the
// variable-time variants). Its only callers are in VartimeFuncs.
func SafegcdInvertVartime(z, x []uint64, p *SafegcdParams) {
	if VartimeCount {
		VartimeEnter()
	}
	f, g := p.M, fromLimbs64(x, p.Limbs)
	var d Signed62
	e := p.R2
	eta := int64(-1) // −δ
	n := p.Limbs
	// Bernstein and Yang's bound on the original divsteps for inputs of b
	// bits, ⌊(49b + 57)/17⌋ (b ≥ 46; §11.2), in batches of 62, for the b ≤
	// 62·Limbs bits of m: never reached, but a bound keeps a fault from
	// becoming a loop without end (the tests require no fallback).
	maxBatches := (49*62*p.Limbs+57)/17/62 + 1
	for batch := 0; ; batch++ {
		if batch == maxBatches {
			SafegcdVartimeFallbacks.Add(1)
			SafegcdInvert(z, x, p)
			return
		}
		var t transition
		eta = divstepsVartime(eta, uint64(f[0]), uint64(g[0]), &t)
		updateFG(&f, &g, &t, n)
		updateDE(&d, &e, &t, p)
		var nonzero int64
		for i := range n {
			nonzero |= g[i]
		}
		if nonzero == 0 {
			break
		}
		// When the top limbs of f and g are both 0 or −1 (the sign alone),
		// fold them into the limbs below, which then carry the sign.
		fTop, gTop := f[n-1], g[n-1]
		if n > 2 && (fTop == 0 || fTop == -1) && (gTop == 0 || gTop == -1) {
			f[n-2] += fTop << 62
			g[n-2] += gTop << 62
			f[n-1], g[n-1] = 0, 0
			n--
		}
	}
	// g = 0 and f = ±1 (±m for x = 0, when d = 0): the inverse is d·f.
	normalize(&d, f[n-1]>>63, p)
	toLimbs64(z, &d)
}

// SafegcdVartimeFallbacks counts the inversions of SafegcdInvertVartime that
// reached the divstep bound and were made by SafegcdInvert instead: none,
// unless the variable-time code is wrong, which the tests check.
var SafegcdVartimeFallbacks atomic.Uint32

// divstepsVartime performs 62 original divsteps (write-up, section 2) from
// eta = −δ and the low bits of f and g, and stores their transition matrix,
// scaled by 2^62, in t; it returns the new eta. It takes a run of halvings
// of an even g in one shift, and up to six steps that add f to an odd g
// in one multiplication: while δ ≤ 0 each odd g gets f added, so the next
// k ≤ min(1 − δ, 6) steps add w·f with w ≡ −g/f (mod 2^k) (f⁻¹ mod 64 is
// f·(2 − f²)). Matrix invariant after i halvings: f·2^i = u·f0 + v·g0 and
// g·2^i = q·f0 + r·g0. Variable time: for SafegcdInvertVartime.
func divstepsVartime(eta int64, f, g uint64, t *transition) int64 {
	if VartimeCount {
		VartimeEnter()
	}
	u, v, q, r := int64(1), int64(0), int64(0), int64(1)
	left := 62
	// Each turn takes at least one step (the addition leaves g even), so
	// 62 turns suffice; the bound only keeps a fault from looping.
	for range 63 {
		// Halve g while it is even (each a divstep with δ' = 1 + δ), but
		// no more than the steps left.
		zeros := bits.TrailingZeros64(g | ^uint64(0)<<left)
		g >>= zeros
		u <<= zeros
		v <<= zeros
		eta -= int64(zeros)
		left -= zeros
		if left == 0 {
			break
		}
		// g is odd. With δ > 0 the divstep swaps: (f, g) = (g, −f), and
		// δ becomes −δ before the step's addition and halving.
		if eta < 0 {
			eta = -eta
			f, g = g, -f
			u, q = q, -u
			v, r = r, -v
		}
		k := min(int(eta)+1, left, 6)
		mask := uint64(1)<<k - 1
		w := f * g * (f*f - 2) & mask
		g += f * w
		q += u * int64(w)
		r += v * int64(w)
	}
	*t = transition{u, v, q, r}
	return eta
}
