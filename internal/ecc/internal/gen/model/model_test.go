package model

// Tests of the curve model (NewCurve, newField): every property the
// templates and emitters branch on follows from the curve's parameters, and
// every constant the generator writes in Montgomery or limb form is the value
// it names, recomputed here from SEC 2's parameters.

import (
	"math/big"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc/internal/sec2"
)

// limbsValue reads limbsOf's output back.
func limbsValue(t *testing.T, limbs []string) *big.Int {
	t.Helper()
	v := new(big.Int)
	for i := len(limbs) - 1; i >= 0; i-- {
		l, ok := new(big.Int).SetString(limbs[i], 0)
		if !ok || l.BitLen() > 64 {
			t.Fatalf("bad limb %q", limbs[i])
		}
		v.Lsh(v, 64).Or(v, l)
	}
	return v
}

// TestCurveProperties: a = −3 or 0, the endomorphism, the Solinas form of
// 32-bit ARM and n < p follow from p, a, b and n, whatever the curve's name.
func TestCurveProperties(t *testing.T) {
	solinas := 0
	for _, s := range sec2.All {
		c := NewCurve(s, false)
		p, a, n := mustHex(t, s.P), mustHex(t, s.A), mustHex(t, s.N)
		if want := new(big.Int).Sub(p, big.NewInt(3)).Cmp(a) == 0; c.AMinus3 != want {
			t.Errorf("%s: AMinus3 %v, want %v", s.Name, c.AMinus3, want)
		}
		glv := a.Sign() == 0 && new(big.Int).Mod(p, big.NewInt(3)).Int64() == 1
		if (c.GLV != nil) != glv {
			t.Errorf("%s: GLV %v, want %v (a = 0 and p = 1 mod 3)", s.Name, c.GLV != nil, glv)
		}
		if glv {
			beta := new(big.Int).Mod(new(big.Int).Mul(limbsValue(t, c.GLV.Beta), new(big.Int).ModInverse(c.Fp.r, p)), p)
			if new(big.Int).Exp(beta, big.NewInt(3), p).Cmp(big.NewInt(1)) != 0 || beta.Cmp(big.NewInt(1)) == 0 {
				t.Errorf("%s: β is not a nontrivial cube root of unity", s.Name)
			}
		}
		if HasSolinasForm(p) {
			solinas++
			// p = 2^k ± 2^j ± 1 with j a multiple of 32 or 31: three terms.
			if terms := signedTerms(p); terms > 3 {
				t.Errorf("%s: Solinas form with %d terms", s.Name, terms)
			}
			if arm := NewCurve(s, true); !arm.Fp.Solinas || arm.Fp.r.Cmp(big.NewInt(1)) != 0 {
				t.Errorf("%s: the ARM form is not p stored as itself", s.Name)
			}
		}
		if (c.NInP != nil) != (n.Cmp(p) < 0) {
			t.Errorf("%s: NInP set %v, n < p %v", s.Name, c.NInP != nil, n.Cmp(p) < 0)
		}
		if c.Fp.Limbs != (p.BitLen()+63)/64 || c.Fn.Limbs != (n.BitLen()+63)/64 {
			t.Errorf("%s: limbs %d and %d", s.Name, c.Fp.Limbs, c.Fn.Limbs)
		}
		// BaseJacobianWindows: the low windows i with 2^w·2^(w·i) ≤ n.
		w := uint(c.BaseWidth)
		for i := 0; i <= c.BaseJacobianWindows; i++ {
			fits := new(big.Int).Lsh(big.NewInt(1), w+w*uint(i)).Cmp(n) <= 0
			if fits != (i < c.BaseJacobianWindows) {
				t.Errorf("%s: window %d of %d", s.Name, i, c.BaseJacobianWindows)
			}
		}
	}
	if solinas != 3 {
		t.Errorf("%d curves with the Solinas form, want 3 (secp160r1, P-192, P-224)", solinas)
	}
}

// signedTerms counts the nonzero digits of v's non-adjacent form.
func signedTerms(v *big.Int) int {
	v = new(big.Int).Set(v)
	terms := 0
	four := big.NewInt(4)
	for v.Sign() != 0 {
		if v.Bit(0) == 1 {
			terms++
			if new(big.Int).Mod(v, four).Int64() == 3 {
				v.Add(v, big.NewInt(1))
			} else {
				v.Sub(v, big.NewInt(1))
			}
		}
		v.Rsh(v, 1)
	}
	return terms
}

// TestCurveConstants: b, 3b, 3, G in Montgomery form, 3·R⁻¹ and b·R⁻¹ are
// those values mod p.
func TestCurveConstants(t *testing.T) {
	for _, s := range sec2.All {
		c := NewCurve(s, false)
		p := mustHex(t, s.P)
		r := c.Fp.r
		mod := func(v *big.Int) *big.Int { return v.Mod(v, p) }
		mont := func(v *big.Int) *big.Int { return mod(new(big.Int).Mul(v, r)) }
		rInv := new(big.Int).ModInverse(r, p)
		b := mustHex(t, s.B)
		for _, k := range []struct {
			name  string
			limbs []string
			want  *big.Int
		}{
			{"BMont", c.BMont, mont(b)},
			{"B3Mont", c.B3Mont, mont(new(big.Int).Mul(b, big.NewInt(3)))},
			{"ThreeMont", c.ThreeMont, mont(big.NewInt(3))},
			{"GxMont", c.GxMont, mont(mustHex(t, s.Gx))},
			{"GyMont", c.GyMont, mont(mustHex(t, s.Gy))},
			{"ThreeOverR", c.ThreeOverR, mod(new(big.Int).Mul(big.NewInt(3), rInv))},
			{"BOverR", c.BOverR, mod(new(big.Int).Mul(b, rInv))},
		} {
			if got := limbsValue(t, k.limbs); got.Cmp(k.want) != 0 {
				t.Errorf("%s: %s is %x, want %x", s.Name, k.name, got, k.want)
			}
		}
		if c.NInP != nil && limbsValue(t, c.NInP).Cmp(mustHex(t, s.N)) != 0 {
			t.Errorf("%s: NInP is not n", s.Name)
		}
	}
}

// TestFieldModel: R = 2^(64·limbs) (1 for a Plain field), R² mod m, −m⁻¹ mod
// 2^64 for Montgomery's reduction, and the modulus limbs.
func TestFieldModel(t *testing.T) {
	for _, s := range sec2.All {
		c := NewCurve(s, false)
		for _, f := range []*Field{c.Fp, c.Fn} {
			m := mustHex(t, f.Modulus)
			if limbsValue(t, f.M).Cmp(m) != 0 {
				t.Errorf("%s: M is not the modulus", f.Type)
			}
			r := new(big.Int).Lsh(big.NewInt(1), uint(64*f.Limbs))
			if f.Plain {
				r = big.NewInt(1)
			}
			if f.r.Cmp(r) != 0 {
				t.Errorf("%s: R is %x", f.Type, f.r)
			}
			if got, want := limbsValue(t, f.R2), new(big.Int).Exp(r, big.NewInt(2), m); got.Cmp(want) != 0 {
				t.Errorf("%s: R² mod m is %x, want %x", f.Type, got, want)
			}
		}
	}
}

// TestGLVConstantsDerived: the endomorphism's constants derived from
// secp256k1's parameters are the values libsecp256k1 publishes, λ·G is
// (β·Gx, Gy) by the test's own affine law, and the basis is in the lattice
// and short (each coordinate below 2^129).
func TestGLVConstantsDerived(t *testing.T) {
	s := sec2.Secp256k1
	p, n := mustHex(t, s.P), mustHex(t, s.N)
	beta, lambda, a1, b1, a2, b2 := glvConstants(p, n, mustHex(t, s.Gx), mustHex(t, s.Gy))
	published := []string{
		"7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501ee",
		"5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72",
		"3086d221a7d46bcde86c90e49284eb15", "-e4437ed6010e88286f547fa90abfe4c3",
		"114ca50f7a8e2f3f657c1108d9d44cfd8", "3086d221a7d46bcde86c90e49284eb15",
	}
	for i, v := range []*big.Int{beta, lambda, a1, b1, a2, b2} {
		if got := v.Text(16); got != published[i] {
			t.Errorf("constant %d: %s, want %s", i, got, published[i])
		}
	}
	e := newEC(t, s)
	G := aff{x: e.gx, y: e.gy}
	var L aff = aff{inf: true}
	for i := lambda.BitLen() - 1; i >= 0; i-- {
		L = e.add(L, L)
		if lambda.Bit(i) == 1 {
			L = e.add(L, G)
		}
	}
	if !sameAff(L, aff{x: e.mul(beta, e.gx), y: e.gy}) {
		t.Error("λ·G is not (β·Gx, Gy)")
	}
	for _, v := range [][2]*big.Int{{a1, b1}, {a2, b2}} {
		k := new(big.Int).Add(v[0], new(big.Int).Mul(v[1], lambda))
		if k.Mod(k, n).Sign() != 0 || v[0].BitLen() > 129 || v[1].BitLen() > 129 {
			t.Errorf("(%x, %x) is not a short lattice vector", v[0], v[1])
		}
	}
}
