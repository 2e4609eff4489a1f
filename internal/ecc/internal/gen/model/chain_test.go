package model

// Tests of the addition chains (chain.go): each chain the generator can emit
// is run on field elements with math/big, by an interpreter of its own here
// (not the generator's evalChain, which works on exponents), and must give
// x^e; the generator's own check (chainExponent) must refuse a chain with
// one operation changed.

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc/internal/sec2"
)

// runChain runs emitted chain code on x mod m: Square and squareN* square,
// Mul and mulVartime multiply, squareNMulVartime squares n times then
// multiplies; squareNScaled is a plain squaring here (its factors are
// chainScale's business).
func runChain(t *testing.T, code string, x, m *big.Int) *big.Int {
	t.Helper()
	v := map[string]*big.Int{"x": x}
	get := func(s string) *big.Int {
		s = strings.TrimLeft(strings.TrimSpace(s), "&*")
		e, ok := v[s]
		if !ok {
			t.Fatalf("chain reads %s before setting it:\n%s", s, code)
		}
		return e
	}
	sq := func(a *big.Int, n int) *big.Int {
		r := new(big.Int).Set(a)
		for range n {
			r.Mul(r, r).Mod(r, m)
		}
		return r
	}
	for _, line := range strings.Split(strings.TrimSpace(code), "\n") {
		switch {
		case strings.HasPrefix(line, "var "):
			continue
		case strings.HasPrefix(line, "*z = "):
			return get(strings.TrimPrefix(line, "*z = "))
		case strings.HasPrefix(line, "r = "):
			v["r"] = new(big.Int).Set(get(strings.TrimPrefix(line, "r = ")))
			continue
		}
		var recv, op, rest string
		if dot, paren := strings.Index(line, "."), strings.Index(line, "("); dot > 0 && paren > dot {
			recv, op, rest = line[:dot], line[dot+1:paren], strings.TrimSuffix(line[paren+1:], ")")
		} else {
			t.Fatalf("cannot read chain line %q", line)
		}
		a := strings.Split(rest, ",")
		n := 0
		if len(a) > 1 {
			fmt.Sscan(strings.TrimSpace(a[1]), &n)
		}
		switch op {
		case "Square":
			v[recv] = sq(get(a[0]), 1)
		case "Mul", "mulVartime":
			v[recv] = new(big.Int).Mod(new(big.Int).Mul(get(a[0]), get(a[1])), m)
		case "squareNVartime", "squareN", "squareNScaled":
			v[recv] = sq(get(a[0]), n)
		case "squareNMulVartime":
			v[recv] = new(big.Int).Mod(new(big.Int).Mul(sq(get(a[0]), n), get(a[2])), m)
		default:
			t.Fatalf("unknown chain operation in %q", line)
		}
	}
	t.Fatalf("chain has no result:\n%s", code)
	return nil
}

// chainExponents are the exponents the generator raises to (inversion
// m − 2, square roots (m + 1)/4 and (m − 1)/2 where they apply) for p and
// n of every curve, and random ones from 1 to 300 bits.
func chainExponents(t *testing.T) []struct {
	name string
	e, m *big.Int
} {
	var out []struct {
		name string
		e, m *big.Int
	}
	add := func(name string, e, m *big.Int) {
		out = append(out, struct {
			name string
			e, m *big.Int
		}{name, e, m})
	}
	for _, s := range []sec2.Params{sec2.Secp160r1, sec2.Secp192r1, sec2.Secp224r1, sec2.Secp256r1, sec2.Secp256k1} {
		for _, mod := range []struct{ name, hex string }{{"p", s.P}, {"n", s.N}} {
			m, ok := new(big.Int).SetString(mod.hex, 16)
			if !ok {
				t.Fatal("bad hex")
			}
			add(s.Name+" "+mod.name+"−2", new(big.Int).Sub(m, big.NewInt(2)), m)
			add(s.Name+" ("+mod.name+"−1)/2", new(big.Int).Rsh(new(big.Int).Sub(m, big.NewInt(1)), 1), m)
			if m.Bit(0) == 1 && m.Bit(1) == 1 {
				add(s.Name+" ("+mod.name+"+1)/4", new(big.Int).Rsh(new(big.Int).Add(m, big.NewInt(1)), 2), m)
			}
		}
	}
	rng := rand.New(rand.NewPCG(5, 6))
	p256, _ := new(big.Int).SetString(sec2.Secp256r1.P, 16)
	for i := range 40 {
		e := new(big.Int)
		for range 5 {
			e.Lsh(e, 64).Or(e, new(big.Int).SetUint64(rng.Uint64()))
		}
		e.Rsh(e, uint(rng.IntN(320))) // 0 to 300-odd bits
		if e.Sign() == 0 {
			e.SetInt64(int64(i + 1))
		}
		add(fmt.Sprintf("random %d (%d bits)", i, e.BitLen()), e, p256)
	}
	for _, small := range []int64{1, 2, 3, 5, 7, 31, 32, 33, 255} {
		add(fmt.Sprintf("%d", small), big.NewInt(small), p256)
	}
	return out
}

// TestChainsRaiseToTheirExponent: every chain buildChain emits gives x^e on
// field elements, as does its fused form (chainOps.Fused) and its form of
// variable-time products; its exponent by chainExponent is e, and its Sqr
// and Mul counts are its squarings and multiplications.
func TestChainsRaiseToTheirExponent(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, c := range chainExponents(t) {
		ch := buildChain("T", c.e, chainOps{SquareN: "squareNVartime", Mul: "Mul"})
		if got := chainExponent(ch.Code); got.Cmp(c.e) != 0 {
			t.Errorf("%s: chainExponent %x, want %x", c.name, got, c.e)
		}
		fused := buildChain("T", c.e, chainOps{SquareN: "squareNVartime", Mul: "Mul", Fused: "squareNMulVartime"})
		vartime := buildChain("T", c.e, chainOps{SquareN: "squareNVartime", Mul: "mulVartime"})
		// Each run of squarings followed by a product is one fused call.
		runs, lines := 0, strings.Split(ch.Code, "\n")
		for i := 0; i+1 < len(lines); i++ {
			if strings.Contains(lines[i], ".squareNVartime(") && strings.Contains(lines[i+1], ".Mul(") {
				runs++
			}
		}
		if strings.Count(fused.Code, ".squareNMulVartime(") != runs || strings.Contains(vartime.Code, ".Mul(") {
			t.Errorf("%s: the chain's methods are not those asked for", c.name)
		}
		for range 3 {
			x := new(big.Int).Mod(new(big.Int).SetUint64(rng.Uint64()|2), c.m)
			want := new(big.Int).Exp(x, c.e, c.m)
			if got := runChain(t, ch.Code, x, c.m); got.Cmp(want) != 0 {
				t.Errorf("%s: chain gives %x, x^e is %x", c.name, got, want)
			}
			if got := runChain(t, fused.Code, x, c.m); got.Cmp(want) != 0 {
				t.Errorf("%s: fused chain gives %x, x^e is %x", c.name, got, want)
			}
			if got := runChain(t, vartime.Code, x, c.m); got.Cmp(want) != 0 {
				t.Errorf("%s: variable-time chain gives %x, x^e is %x", c.name, got, want)
			}
		}
		sqr, mul := 0, 0
		for _, line := range strings.Split(ch.Code, "\n") {
			var n int
			switch {
			case strings.Contains(line, ".squareNVartime("):
				fmt.Sscan(strings.TrimSuffix(strings.TrimSpace(strings.Split(line, ",")[1]), ")"), &n)
				sqr += n
			case strings.Contains(line, ".Square("):
				sqr++
			case strings.Contains(line, ".Mul("):
				mul++
			}
		}
		if sqr != ch.Sqr || mul != ch.Mul {
			t.Errorf("%s: counted %d squarings and %d products, the chain says %d and %d", c.name, sqr, mul, ch.Sqr, ch.Mul)
		}
	}
}

// TestChainsAreShort: the chains of the real exponents cost at most one
// squaring per bit and few products (sliding windows alone would take
// about bits/5 products).
func TestChainsAreShort(t *testing.T) {
	for _, c := range chainExponents(t) {
		if strings.HasPrefix(c.name, "random") || c.e.BitLen() < 64 {
			continue
		}
		ch := buildChain("T", c.e, chainOps{SquareN: "squareNVartime", Mul: "Mul"})
		if ch.Sqr > c.e.BitLen() || ch.Mul > c.e.BitLen()/5+12 {
			t.Errorf("%s: %d squarings and %d products for %d bits", c.name, ch.Sqr, ch.Mul, c.e.BitLen())
		}
	}
}

// TestChainExponentRefusesAChangedChain: the generator's own check,
// chainExponent, sees any single operation of a chain changed (a product's
// operand swapped for x, or a squaring count off by one).
func TestChainExponentRefusesAChangedChain(t *testing.T) {
	e := new(big.Int).Sub(mustHex(t, sec2.Secp224r1.P), big.NewInt(2))
	ch := buildChain("T", e, chainOps{SquareN: "squareNVartime", Mul: "Mul"})
	lines := strings.Split(strings.TrimSpace(ch.Code), "\n")
	changed := 0
	for i, line := range lines {
		var mutant string
		switch {
		case strings.Contains(line, ".Mul(") && !strings.HasSuffix(line, ", x)"):
			mutant = line[:strings.LastIndex(line, ",")] + ", x)"
		case strings.Contains(line, ".squareNVartime("):
			var n int
			parts := strings.Split(line, ",")
			fmt.Sscan(strings.TrimSuffix(strings.TrimSpace(parts[1]), ")"), &n)
			mutant = fmt.Sprintf("%s, %d)", parts[0], n+1)
		default:
			continue
		}
		code := strings.Join(append(append(append([]string(nil), lines[:i]...), mutant), lines[i+1:]...), "\n")
		if chainExponent(code).Cmp(e) == 0 {
			t.Errorf("line %d changed to %q: chainExponent still gives the exponent", i+1, mutant)
		}
		changed++
	}
	if changed < 10 {
		t.Fatalf("only %d lines changed", changed)
	}
}

func mustHex(t *testing.T, s string) *big.Int {
	v, ok := new(big.Int).SetString(s, 16)
	if !ok {
		t.Fatalf("bad hex %q", s)
	}
	return v
}

// TestInversionChainsAreConstantTime: the chain of every field's inversion
// (x^(m−2), m prime; its input is secret) calls only the constant-time
// methods and raises to m − 2; the square roots' (public input) may call
// the variable-time ones.
func TestInversionChainsAreConstantTime(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	fields := 0
	for _, s := range sec2.All {
		c := NewCurve(s, false)
		for _, f := range []*Field{c.Fp, c.Fn} {
			if f.InvertChain.Code == "" {
				continue
			}
			fields++
			if strings.Contains(f.InvertChain.Code, "Vartime") {
				t.Errorf("%s: the inversion chain calls a variable-time method", f.Type)
			}
			m := mustHex(t, f.Modulus)
			e := new(big.Int).Sub(m, big.NewInt(2))
			x := new(big.Int).Mod(new(big.Int).SetUint64(rng.Uint64()), m)
			if got := runChain(t, f.InvertChain.Code, x, m); got.Cmp(new(big.Int).Exp(x, e, m)) != 0 {
				t.Errorf("%s: the inversion chain does not raise to m − 2", f.Type)
			}
		}
	}
	if fields == 0 {
		t.Fatal("no field has an inversion chain")
	}
}
