package model

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
)

// An addition chain for a fixed exponent, emitted as straight-line Go.
//
// The exponents this package raises to — (m+1)/4 for square roots, (q−1)/2
// for Tonelli–Shanks, m−2 for inversion — are dominated by long runs of one
// bits (the moduli are pseudo-Mersenne or Solinas primes). A run of k ones
// contributes x^(2^k−1), and those values come cheaply from one another:
// x^(2^(a+b)−1) = (x^(2^a−1))^(2^b) · x^(2^b−1), b squarings and one
// multiplication (the "x2, x3, x6, …, x223" chains of libsecp256k1's field
// code follow the same idea; see also Bos and Coster, "Addition chain
// heuristics", CRYPTO '89, for chains of this kind). So a run of k ones costs
// about log k multiplications instead of the k/5 of 5-bit sliding windows,
// and no 16-entry table. Irregular stretches (the low halves of group
// orders) still use sliding windows over odd powers x³, x⁵, …, x³¹.
//
// The chain depends on the exponent only, which is public: the code runs the
// same operations for every input, so it is as constant-time as the
// multiplication and squaring it calls.

// chainToken is a stretch of the exponent, most significant first: zeros
// zero bits, then bits bits whose value is x^(2^k−1) (a run of k ones) or
// an odd power.
type chainToken struct {
	zeros, bits int
	ones        int // k for a run of k ones, else 0
	odd         int // the window's odd value, when ones = 0
}

type expChain struct {
	Code     string
	Sqr, Mul int // squarings and multiplications
}

// tokenize splits e into runs of at least minRun ones and sliding windows of
// up to 5 bits, and returns the tokens and the trailing zero count.
func tokenize(e *big.Int, minRun int) ([]chainToken, int) {
	runAt := func(i int) int {
		n := 0
		for i >= 0 && e.Bit(i) == 1 {
			n++
			i--
		}
		return n
	}
	var toks []chainToken
	zeros := 0
	for i := e.BitLen() - 1; i >= 0; {
		if e.Bit(i) == 0 {
			zeros++
			i--
			continue
		}
		if k := runAt(i); k >= minRun {
			toks = append(toks, chainToken{zeros: zeros, bits: k, ones: k})
			zeros, i = 0, i-k
			continue
		}
		// A window of bits i … low, stopping before a long run so that the
		// run is not broken up, and ending in a one.
		low := max(i-4, 0)
		for j := i - 1; j >= low; j-- {
			if e.Bit(j) == 1 && runAt(j) >= minRun {
				low = j + 1
				break
			}
		}
		for e.Bit(low) == 0 {
			low++
		}
		v := 0
		for j := i; j >= low; j-- {
			v = v<<1 | int(e.Bit(j))
		}
		t := chainToken{zeros: zeros, bits: i - low + 1, odd: v}
		if v&(v+1) == 0 { // v = 2^k − 1
			t.ones, t.odd = i-low+1, 0
		}
		toks = append(toks, t)
		zeros, i = 0, low-1
	}
	return toks, zeros
}

// chainOps names the field methods a chain calls, chosen by the caller
// rather than by rewriting the chain's text: the constant-time ones for an
// inversion, whose input is secret (invertOps), or those of a square root,
// whose input is public: variable-time runs of squarings (squareNVartime),
// on a Plain field variable-time multiplications too (mulVartime), scaled
// runs (squareNScaled, SqrNScaled), or each run fused with the
// multiplication of its result (Fused: squareNMulVartime, <Fp>SqrNMul).
type chainOps struct {
	SquareN, Mul, Fused string
}

// invertOps are the constant-time methods of an inversion's chain.
var invertOps = chainOps{SquareN: "squareN", Mul: "Mul"}

// buildChain returns straight-line code that sets z = x^e (e > 0) for field
// type typ, trying several thresholds between runs and windows and keeping
// the cheapest, with the methods ops.
func buildChain(typ string, e *big.Int, ops chainOps) expChain {
	if e.Sign() <= 0 {
		panic("chain: exponent must be positive")
	}
	var best expChain
	for minRun := 3; minRun <= 16; minRun++ {
		c := chainFor(typ, e, minRun, ops)
		if best.Code == "" || c.Sqr+c.Mul < best.Sqr+best.Mul {
			best = c
		}
	}
	return best
}

func chainFor(typ string, e *big.Int, minRun int, ops chainOps) expChain {
	toks, trailing := tokenize(e, minRun)
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	c := expChain{}

	// The odd powers the windows need: x², x³, x⁵, …, up to the largest.
	maxOdd := 1
	for _, t := range toks {
		if t.ones == 0 {
			maxOdd = max(maxOdd, t.odd)
		}
	}
	ones := map[int]string{1: "x"}
	oddName := func(v int) string {
		if v == 1 {
			return "x"
		}
		return fmt.Sprintf("&p%d", v)
	}
	// runMul writes z = a^(2^n)·b: a run of squarings and the
	// multiplication of its result, one call where ops fuses them.
	runMul := func(z, a string, n int, b string) {
		if ops.Fused != "" {
			p("%s.%s(%s, %d, %s)", z, ops.Fused, a, n, b)
			return
		}
		p("%s.%s(%s, %d)", z, ops.SquareN, a, n)
		p("%s.%s(&%s, %s)", z, ops.Mul, z, b)
	}
	var decl []string
	if maxOdd > 1 {
		decl = append(decl, "x2")
		p("x2.Square(x)")
		c.Sqr++
		for v := 3; v <= maxOdd; v += 2 {
			decl = append(decl, fmt.Sprintf("p%d", v))
			p("p%d.%s(%s, &x2)", v, ops.Mul, oddName(v-2))
			c.Mul++
			if v&(v+1) == 0 {
				ones[bitsLen(v)] = oddName(v)
			}
		}
	}
	// x^(2^k−1) for the run lengths k, along one star chain: each new length
	// is the previous one plus a length already there, so the squarings add
	// up to the largest length and every step costs one multiplication. The
	// chain ends at the first (most significant) run, so its squarings are
	// also the first squarings of the exponentiation; longer runs further down
	// are split into lengths the chain has.
	first := 0
	for _, t := range toks {
		if t.ones > 0 {
			first = t.ones
			break
		}
	}
	var need []int
	for _, t := range toks {
		if t.ones > 0 && t.ones <= first && !slices.Contains(need, t.ones) {
			need = append(need, t.ones)
		}
	}
	slices.Sort(need)
	have := []int{}
	for k := range ones {
		have = append(have, k)
	}
	slices.Sort(have)
	top := have[len(have)-1]
	for _, k := range need {
		for top < k {
			d := 0
			for _, h := range have {
				if top+h <= k {
					d = max(d, h)
				}
			}
			n := top + d
			name := fmt.Sprintf("o%d", n)
			decl = append(decl, name)
			runMul(name, ones[top], d, ones[d])
			c.Sqr += d
			c.Mul++
			ones[n] = "&" + name
			have = append(have, n)
			slices.Sort(have)
			top = n
		}
	}
	var split []chainToken
	for _, t := range toks {
		if _, ok := ones[t.ones]; t.ones == 0 || ok {
			split = append(split, t)
			continue
		}
		for k, zeros := t.ones, t.zeros; k > 0; zeros = 0 {
			d := 0
			for _, h := range have {
				if h <= k {
					d = max(d, h)
				}
			}
			split = append(split, chainToken{zeros: zeros, bits: d, ones: d})
			k -= d
		}
	}
	toks = split
	val := func(t chainToken) string {
		if t.ones > 0 {
			return ones[t.ones]
		}
		return oddName(t.odd)
	}
	decl = append(decl, "r")
	if v := val(toks[0]); v == "x" {
		p("r = *x")
	} else {
		p("r = %s", strings.TrimPrefix(v, "&"))
	}
	for _, t := range toks[1:] {
		runMul("r", "&r", t.zeros+t.bits, val(t))
		c.Sqr += t.zeros + t.bits
		c.Mul++
	}
	if trailing > 0 {
		p("r.%s(&r, %d)", ops.SquareN, trailing)
		c.Sqr += trailing
	}
	p("*z = r")
	c.Code = fmt.Sprintf("var %s %s\n", strings.Join(decl, ", "), typ) + b.String()
	if got := chainExponent(c.Code); got.Cmp(e) != 0 {
		panic(fmt.Sprintf("chain for %x computes x^%x", e, got))
	}
	return c
}

func bitsLen(v int) int { return big.NewInt(int64(v)).BitLen() }

// chainExponent runs the emitted code on exponents instead of field elements
// (Square doubles, Mul and mulVartime add, squareN(·, n), squareNVartime(·, n) and squareNScaled(·, n)
// shift by n, squareNMulVartime(·, n, ·) shifts and adds) and returns the exponent it leaves in z, so that the generator
// refuses a wrong chain.
func chainExponent(code string) *big.Int {
	return evalChain(code, big.NewInt(1), func(e *big.Int, n uint) *big.Int {
		return new(big.Int).Lsh(e, n)
	})
}

// chainScale runs the emitted code on the powers of two that the scaled
// squarings (<Fp>SqrNScaled: x²·R⁻¹·2^−64 each) leave as factors: x ↦
// 2^−s·x, a run of n such squarings takes 2^−s to 2^−(2^n·s + 64·(2^n − 1)),
// Mul adds. It returns the s of the result.
func chainScale(code string) *big.Int {
	return evalChain(code, new(big.Int), func(s *big.Int, n uint) *big.Int {
		pow := new(big.Int).Lsh(big.NewInt(1), n)
		t := new(big.Int).Mul(s, pow)
		return t.Add(t, new(big.Int).Mul(big.NewInt(64), pow.Sub(pow, big.NewInt(1))))
	})
}

// evalChain interprets the emitted code on values in Z: x is x0, a run of n
// squarings is run(v, n), Square is run(v, 1), Mul adds.
func evalChain(code string, x0 *big.Int, run func(v *big.Int, n uint) *big.Int) *big.Int {
	v := map[string]*big.Int{"x": x0}
	get := func(s string) *big.Int {
		s = strings.TrimLeft(strings.TrimSpace(s), "&*")
		e, ok := v[s]
		if !ok {
			panic("chain: use of unset " + s)
		}
		return e
	}
	for _, line := range strings.Split(strings.TrimSpace(code), "\n") {
		var recv, op, args string
		switch {
		case strings.HasPrefix(line, "var "):
			continue
		case strings.HasPrefix(line, "*z = "):
			return get(strings.TrimPrefix(line, "*z = "))
		case strings.HasPrefix(line, "r = "):
			v["r"] = new(big.Int).Set(get(strings.TrimPrefix(line, "r = ")))
			continue
		}
		dot, paren := strings.Index(line, "."), strings.Index(line, "(")
		recv, op, args = line[:dot], line[dot+1:paren], strings.TrimSuffix(line[paren+1:], ")")
		a := strings.Split(args, ",")
		switch op {
		case "Square":
			v[recv] = run(get(a[0]), 1)
		case "Mul", "mulVartime":
			v[recv] = new(big.Int).Add(get(a[0]), get(a[1]))
		case "squareN", "squareNVartime", "squareNScaled":
			var n uint
			fmt.Sscan(strings.TrimSpace(a[1]), &n)
			v[recv] = run(get(a[0]), n)
		case "squareNMulVartime":
			var n uint
			fmt.Sscan(strings.TrimSpace(a[1]), &n)
			v[recv] = new(big.Int).Add(run(get(a[0]), n), get(a[2]))
		default:
			panic("chain: unknown operation in " + line)
		}
	}
	panic("chain: no result")
}

// scaleOf returns, for a chain of scaled squarings (squareNScaled), the
// factor 2^s (below m, as an integer) that takes the chain's 2^−s off its
// result.
func scaleOf(c expChain, m *big.Int) *big.Int {
	// A plain Square (the odd powers of a windowed chain) does not scale,
	// but chainScale, sharing evalChain with chainExponent, would count it.
	if strings.Contains(c.Code, ".Square(") {
		panic("chain: a scaled chain must square only in runs (squareNScaled)")
	}
	s := chainScale(c.Code)
	return new(big.Int).Exp(big.NewInt(2), s.Mod(s, new(big.Int).Sub(m, big.NewInt(1))), m)
}
