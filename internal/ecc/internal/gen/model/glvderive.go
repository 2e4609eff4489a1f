package model

import (
	"log"
	"math/big"
)

// glvConstants derives the constants of the endomorphism φ(x, y) = (β·x, y)
// of a curve y² = x³ + b (a = 0) over GF(p) with p ≡ 1 (mod 3) and a base
// point G = (gx, gy) of prime order n ≡ 1 (mod 3): β, a nontrivial cube root
// of unity mod p, and λ, the cube root of unity mod n with λ·G = φ(G) (each
// of the two roots of one pairs with one of the other's); and a short basis
// (a1, b1), (a2, b2) of the lattice {(a, b): a + b·λ ≡ 0 (mod n)}, from the
// extended Euclidean algorithm on n and λ (Hankerson, Menezes, Vanstone,
// "Guide to Elliptic Curve Cryptography", Algorithm 3.74), each vector with
// a positive first coordinate.
func glvConstants(p, n, gx, gy *big.Int) (beta, lambda, a1, b1, a2, b2 *big.Int) {
	beta1, lambda1 := cubeRootOfUnity(p), cubeRootOfUnity(n)
	g := affinePoint{gx, gy}
	for _, l := range []*big.Int{lambda1, new(big.Int).Exp(lambda1, big.NewInt(2), n)} {
		lg := scalarMultAffine(p, l, g)
		for _, b := range []*big.Int{beta1, new(big.Int).Exp(beta1, big.NewInt(2), p)} {
			bx := new(big.Int).Mul(b, gx)
			if lg.y.Cmp(gy) == 0 && bx.Mod(bx, p).Cmp(lg.x) == 0 {
				beta, lambda = b, l
			}
		}
	}
	if beta == nil {
		log.Fatal("GLV: no cube roots of unity β, λ with λ·G = (β·x, y)")
	}
	// r_i = s_i·n + t_i·λ for the remainders of Euclid's algorithm on n, λ.
	sqrtN := new(big.Int).Sqrt(n)
	r := []*big.Int{new(big.Int).Set(n), new(big.Int).Set(lambda)}
	t := []*big.Int{big.NewInt(0), big.NewInt(1)}
	for r[len(r)-1].Sign() != 0 {
		i := len(r) - 1
		q := new(big.Int).Div(r[i-1], r[i])
		r = append(r, new(big.Int).Sub(r[i-1], new(big.Int).Mul(q, r[i])))
		t = append(t, new(big.Int).Sub(t[i-1], new(big.Int).Mul(q, t[i])))
	}
	l := 0
	for i := range r {
		if r[i].Cmp(sqrtN) >= 0 {
			l = i
		}
	}
	norm := func(i int) *big.Int {
		return new(big.Int).Add(new(big.Int).Mul(r[i], r[i]), new(big.Int).Mul(t[i], t[i]))
	}
	a1, b1 = r[l+1], new(big.Int).Neg(t[l+1])
	a2, b2 = r[l], new(big.Int).Neg(t[l])
	if l+2 < len(r) && norm(l+2).Cmp(norm(l)) < 0 {
		a2, b2 = r[l+2], new(big.Int).Neg(t[l+2])
	}
	for _, v := range [][2]*big.Int{{a1, b1}, {a2, b2}} {
		if v[0].Sign() < 0 {
			v[0].Neg(v[0])
			v[1].Neg(v[1])
		}
	}
	return beta, lambda, a1, b1, a2, b2
}

// cubeRootOfUnity returns a cube root of unity other than 1 mod the prime m
// (m ≡ 1 mod 3): g^((m−1)/3) for the first g from 2 on that does not give 1.
func cubeRootOfUnity(m *big.Int) *big.Int {
	e := new(big.Int).Div(new(big.Int).Sub(m, big.NewInt(1)), big.NewInt(3))
	for g := int64(2); g < 100; g++ {
		if c := new(big.Int).Exp(big.NewInt(g), e, m); c.Cmp(big.NewInt(1)) != 0 {
			return c
		}
	}
	log.Fatalf("no cube root of unity mod %x", m)
	return nil
}

// affinePoint is a point of y² = x³ + b for scalarMultAffine; nil x is the
// point at infinity.
type affinePoint struct{ x, y *big.Int }

// addAffine is the affine group law of y² = x³ + b (a = 0) mod p.
func addAffine(p *big.Int, P, Q affinePoint) affinePoint {
	switch {
	case P.x == nil:
		return Q
	case Q.x == nil:
		return P
	}
	mod := func(v *big.Int) *big.Int { return v.Mod(v, p) }
	var l *big.Int
	if P.x.Cmp(Q.x) == 0 {
		if mod(new(big.Int).Add(P.y, Q.y)).Sign() == 0 {
			return affinePoint{}
		}
		num := mod(new(big.Int).Mul(big.NewInt(3), new(big.Int).Mul(P.x, P.x)))
		l = mod(num.Mul(num, new(big.Int).ModInverse(new(big.Int).Lsh(P.y, 1), p)))
	} else {
		num := mod(new(big.Int).Sub(Q.y, P.y))
		l = mod(num.Mul(num, new(big.Int).ModInverse(mod(new(big.Int).Sub(Q.x, P.x)), p)))
	}
	x := mod(new(big.Int).Sub(new(big.Int).Sub(new(big.Int).Mul(l, l), P.x), Q.x))
	y := mod(new(big.Int).Sub(new(big.Int).Mul(l, new(big.Int).Sub(P.x, x)), P.y))
	return affinePoint{x, y}
}

// scalarMultAffine returns k·P by double and add (public k: the generator's
// own arithmetic, not the engine's).
func scalarMultAffine(p, k *big.Int, P affinePoint) affinePoint {
	R := affinePoint{}
	for i := k.BitLen() - 1; i >= 0; i-- {
		R = addAffine(p, R, R)
		if k.Bit(i) == 1 {
			R = addAffine(p, R, P)
		}
	}
	return R
}
