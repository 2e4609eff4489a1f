package model

// The group-law tests of the point formulas: every formula the generator
// writes is evaluated with math/big, from its source text and from the
// operations parse leaves after renaming and scheduling, on points of the
// curves it serves, and compared with the affine group law (the chord and
// tangent rules, written here from the curve equation). A mutation test
// changes each operator of each formula in turn and requires the check to
// fail, so the check can tell a wrong formula from a right one.

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc/internal/sec2"
)

// ec is a curve y² = x³ + ax + b over GF(p).
type ec struct {
	name    string
	p, a, b *big.Int
	gx, gy  *big.Int
	rng     *rand.Rand
}

func newEC(t *testing.T, s sec2.Params) *ec {
	hex := func(v string) *big.Int {
		n, ok := new(big.Int).SetString(v, 16)
		if !ok {
			t.Fatalf("%s: bad hex %q", s.Name, v)
		}
		return n
	}
	return &ec{name: s.Name, p: hex(s.P), a: hex(s.A), b: hex(s.B), gx: hex(s.Gx), gy: hex(s.Gy),
		rng: rand.New(rand.NewPCG(uint64(len(s.Name)), 43))}
}

func (e *ec) mod(v *big.Int) *big.Int { return v.Mod(v, e.p) }

func (e *ec) mul(vs ...*big.Int) *big.Int {
	r := big.NewInt(1)
	for _, v := range vs {
		r = e.mod(r.Mul(r, v))
	}
	return r
}

func (e *ec) inv(v *big.Int) *big.Int { return new(big.Int).ModInverse(v, e.p) }

// aff is an affine point, or the point at infinity.
type aff struct {
	x, y *big.Int
	inf  bool
}

func (e *ec) onCurve(P aff) bool {
	if P.inf {
		return true
	}
	rhs := e.mod(new(big.Int).Add(new(big.Int).Add(e.mul(P.x, P.x, P.x), e.mul(e.a, P.x)), e.b))
	return e.mul(P.y, P.y).Cmp(rhs) == 0
}

// add is the affine group law.
func (e *ec) add(P, Q aff) aff {
	switch {
	case P.inf:
		return Q
	case Q.inf:
		return P
	}
	var l *big.Int
	if P.x.Cmp(Q.x) == 0 {
		if e.mod(new(big.Int).Add(P.y, Q.y)).Sign() == 0 {
			return aff{inf: true}
		}
		// tangent: (3x² + a) / 2y
		num := e.mod(new(big.Int).Add(e.mul(big.NewInt(3), P.x, P.x), e.a))
		l = e.mul(num, e.inv(e.mul(big.NewInt(2), P.y)))
	} else {
		l = e.mul(e.mod(new(big.Int).Sub(Q.y, P.y)), e.inv(e.mod(new(big.Int).Sub(Q.x, P.x))))
	}
	x := e.mod(new(big.Int).Sub(new(big.Int).Sub(e.mul(l, l), P.x), Q.x))
	y := e.mod(new(big.Int).Sub(e.mul(l, e.mod(new(big.Int).Sub(P.x, x))), P.y))
	return aff{x: x, y: y}
}

func (e *ec) neg(P aff) aff {
	if P.inf {
		return P
	}
	return aff{x: P.x, y: e.mod(new(big.Int).Neg(P.y))}
}

// point returns k·G for a random k (double and add: the test's own law).
func (e *ec) point() aff {
	k := e.rng.Uint64() | 1
	R, P := aff{inf: true}, aff{x: e.gx, y: e.gy}
	for ; k > 0; k >>= 1 {
		if k&1 == 1 {
			R = e.add(R, P)
		}
		P = e.add(P, P)
	}
	return R
}

// elem returns a random nonzero field element.
func (e *ec) elem() *big.Int {
	for {
		v := e.mod(new(big.Int).SetUint64(e.rng.Uint64()))
		v = e.mul(v, v, v, big.NewInt(int64(e.rng.Uint32())|1))
		if v.Sign() != 0 {
			return v
		}
	}
}

// Coordinates: homogeneous projective (x = X/Z, y = Y/Z; infinity (0 : 1 : 0)),
// Jacobian (x = X/Z², y = Y/Z³; infinity Z = 0).
func (e *ec) projective(P aff, z *big.Int) []*big.Int {
	if P.inf {
		return []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(0)}
	}
	return []*big.Int{e.mul(P.x, z), e.mul(P.y, z), z}
}

func (e *ec) jacobian(P aff, z *big.Int) []*big.Int {
	if P.inf {
		return []*big.Int{big.NewInt(1), big.NewInt(1), big.NewInt(0)}
	}
	return []*big.Int{e.mul(P.x, z, z), e.mul(P.y, z, z, z), z}
}

func (e *ec) fromProjective(c []*big.Int) aff {
	if c[2].Sign() == 0 {
		return aff{inf: true}
	}
	zi := e.inv(c[2])
	return aff{x: e.mul(c[0], zi), y: e.mul(c[1], zi)}
}

func (e *ec) fromJacobian(c []*big.Int) aff {
	if c[2].Sign() == 0 {
		return aff{inf: true}
	}
	zi := e.inv(c[2])
	return aff{x: e.mul(c[0], zi, zi), y: e.mul(c[1], zi, zi, zi)}
}

func sameAff(P, Q aff) bool {
	if P.inf || Q.inf {
		return P.inf == Q.inf
	}
	return P.x.Cmp(Q.x) == 0 && P.y.Cmp(Q.y) == 0
}

// program is a formula as straight-line field operations.
type program struct {
	ops []Op
	out []string
}

// sourceProgram reads a formula's text as written (not through parse).
func sourceProgram(code string) (program, error) {
	var p program
	for _, line := range strings.Split(strings.TrimSpace(code), "\n") {
		w := strings.Fields(line)
		switch {
		case len(w) >= 2 && w[0] == "out":
			p.out = w[1:]
		case len(w) == 3 && w[1] == "=" && strings.HasSuffix(w[2], "^2"):
			p.ops = append(p.ops, Op{Dst: w[0], A: strings.TrimSuffix(w[2], "^2"), Op: "^2"})
		case len(w) == 5 && w[1] == "=":
			p.ops = append(p.ops, Op{Dst: w[0], A: w[2], Op: w[3], B: w[4]})
		default:
			return p, fmt.Errorf("cannot read %q", line)
		}
	}
	return p, nil
}

// run evaluates the program with the arguments' coordinates in args
// ("p1.x" → value) and returns the out values.
func (e *ec) run(p program, args map[string]*big.Int) ([]*big.Int, error) {
	env := map[string]*big.Int{"$b": e.b, "$b3": e.mul(big.NewInt(3), e.b)}
	for k, v := range args {
		env[k] = v
	}
	get := func(name string) (*big.Int, error) {
		v, ok := env[name]
		if !ok {
			return nil, fmt.Errorf("%s read before it is set", name)
		}
		return v, nil
	}
	for _, o := range p.ops {
		a, err := get(o.A)
		if err != nil {
			return nil, err
		}
		var r *big.Int
		switch o.Op {
		case "^2":
			r = e.mul(a, a)
		default:
			b, err := get(o.B)
			if err != nil {
				return nil, err
			}
			switch o.Op {
			case "*":
				r = e.mul(a, b)
			case "+":
				r = e.mod(new(big.Int).Add(a, b))
			case "-":
				r = e.mod(new(big.Int).Sub(a, b))
			default:
				return nil, fmt.Errorf("operator %q", o.Op)
			}
		}
		env[o.Dst] = r
	}
	var out []*big.Int
	for _, name := range p.out {
		v, err := get(name)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// setArg puts the coordinates of argument name into args.
func setArg(args map[string]*big.Int, name string, coords []*big.Int) {
	for i, c := range coords {
		args[name+"."+string("xyz"[i])] = c
	}
}

// groupLaw checks a formula's program on curve e: it returns a description
// of the first case the program gets wrong, or "".
func (e *ec) groupLaw(f *Formula, p program) string {
	const trials = 6
	P, Q := e.point(), e.point()
	cases := []struct {
		name string
		p, q aff
	}{
		{"P + Q", P, Q}, {"P + P", P, P}, {"P + (−P)", P, e.neg(P)},
		{"O + Q", aff{inf: true}, Q}, {"P + O", P, aff{inf: true}}, {"O + O", aff{inf: true}, aff{inf: true}},
	}
	for i := 0; i < trials; i++ {
		cases = append(cases, struct {
			name string
			p, q aff
		}{fmt.Sprintf("random %d", i), e.point(), e.point()})
	}
	fail := func(what string, err error) string {
		if err != nil {
			return what + ": " + err.Error()
		}
		return what
	}
	switch f.Func {
	case "PointAdd": // q = p1 + p2, complete (projective)
		for _, c := range cases {
			args := map[string]*big.Int{}
			setArg(args, "p1", e.projective(c.p, e.elem()))
			setArg(args, "p2", e.projective(c.q, e.elem()))
			out, err := e.run(p, args)
			if err != nil || !sameAff(e.fromProjective(out), e.add(c.p, c.q)) {
				return fail(c.name, err)
			}
		}
	case "PointDouble": // q = 2p, complete (projective)
		for _, c := range cases {
			args := map[string]*big.Int{}
			setArg(args, "p", e.projective(c.p, e.elem()))
			out, err := e.run(p, args)
			if err != nil || !sameAff(e.fromProjective(out), e.add(c.p, c.p)) {
				return fail("2·("+c.name+")", err)
			}
		}
	case "JacobianDouble": // p = 2q; infinity stays infinity
		for _, c := range cases {
			args := map[string]*big.Int{}
			setArg(args, "q", e.jacobian(c.p, e.elem()))
			out, err := e.run(p, args)
			if err != nil || !sameAff(e.fromJacobian(out), e.add(c.p, c.p)) {
				return fail("2·("+c.name+")", err)
			}
		}
	case "JacobianAddAffine", "JacobianAddAffineIso": // p = q1 + q2; Z3 = 0 where q1 = O or q1 = ±q2
		iso := f.Func == "JacobianAddAffineIso"
		for _, c := range cases {
			if c.q.inf {
				continue // q2 is affine
			}
			args := map[string]*big.Int{}
			setArg(args, "q1", e.jacobian(c.p, e.elem()))
			q2 := []*big.Int{c.q.x, c.q.y}
			if iso {
				// q2 = ψ(Q) = (c²x, c³y) on E_c, c = (c², c³, c).
				k := e.elem()
				q2 = []*big.Int{e.mul(k, k, c.q.x), e.mul(k, k, k, c.q.y)}
				setArg(args, "c", []*big.Int{e.mul(k, k), e.mul(k, k, k), k})
			}
			setArg(args, "q2", q2)
			out, err := e.run(p, args)
			if err != nil {
				return fail(c.name, err)
			}
			exceptional := c.p.inf || sameAff(c.p, c.q) || sameAff(c.p, e.neg(c.q))
			if exceptional && out[2].Sign() != 0 || !exceptional && !sameAff(e.fromJacobian(out), e.add(c.p, c.q)) {
				return c.name
			}
		}
	case "CoZAdd": // co-Z a and prev: next = (X3, Y3, λ) with (X3 : Y3 : Z·λ) = a + prev, a ← (B, E) at Z·λ
		for _, c := range cases {
			if c.p.inf || c.q.inf {
				continue
			}
			z := e.elem()
			a, prev := e.jacobian(c.p, z), e.jacobian(c.q, z)
			args := map[string]*big.Int{}
			setArg(args, "a", a[:2])
			setArg(args, "prev", []*big.Int{prev[0], prev[1], e.elem()}) // prev.z is not read
			out, err := e.run(p, args)
			if err != nil {
				return fail(c.name, err)
			}
			if sameAff(c.p, c.q) || sameAff(c.p, e.neg(c.q)) {
				if out[2].Sign() != 0 {
					return c.name + ": λ is not 0"
				}
				continue
			}
			zl := e.mul(z, out[2])
			if !sameAff(e.fromJacobian([]*big.Int{out[0], out[1], zl}), e.add(c.p, c.q)) ||
				!sameAff(e.fromJacobian([]*big.Int{out[3], out[4], zl}), c.p) {
				return c.name
			}
		}
	case "CoZScale": // e = (X, Y, λ), m = (μ², μ³, μ): o = (X·μ², Y·μ³), m ← ((μλ)², (μλ)³, μλ)
		for i := 0; i < trials; i++ {
			x, y, l, mu := e.elem(), e.elem(), e.elem(), e.elem()
			args := map[string]*big.Int{}
			setArg(args, "e", []*big.Int{x, y, l})
			setArg(args, "m", []*big.Int{e.mul(mu, mu), e.mul(mu, mu, mu), mu})
			out, err := e.run(p, args)
			if err != nil {
				return fail("scale", err)
			}
			ml := e.mul(mu, l)
			want := []*big.Int{e.mul(x, mu, mu), e.mul(y, mu, mu, mu), e.mul(ml, ml), e.mul(ml, ml, ml), ml}
			for j := range want {
				if out[j].Cmp(want[j]) != 0 {
					return fmt.Sprintf("scale: output %d", j)
				}
			}
		}
	default:
		return "no group-law check for " + f.Func
	}
	return ""
}

// curvesOf returns the curves whose formulas include f (pointFormulas).
func curvesOf(t *testing.T) map[*Formula][]*ec {
	t.Helper()
	serves := map[*Formula][]*ec{}
	for _, s := range []sec2.Params{sec2.Secp160r1, sec2.Secp192r1, sec2.Secp224r1, sec2.Secp256r1, sec2.Secp256k1} {
		e := newEC(t, s)
		fs, twins, goOnly := pointFormulas(NewCurve(s, false))
		for _, f := range slices.Concat(fs, twins, goOnly) {
			// A scan or lazy variant runs its formula's program.
			for f.Scan != nil || f.Canonical != nil {
				if f.Scan != nil {
					f = f.Scan
				} else {
					f = f.Canonical
				}
			}
			serves[f] = append(serves[f], e)
		}
	}
	return serves
}

// TestAffineGroupLaw checks the test's own group law: G is on each curve
// and n·G is the point at infinity, (n−1)·G = −G.
func TestAffineGroupLaw(t *testing.T) {
	for _, s := range []sec2.Params{sec2.Secp160r1, sec2.Secp192r1, sec2.Secp224r1, sec2.Secp256r1, sec2.Secp256k1} {
		e := newEC(t, s)
		n, _ := new(big.Int).SetString(s.N, 16)
		G := aff{x: e.gx, y: e.gy}
		var R aff
		for _, k := range []*big.Int{new(big.Int).Sub(n, big.NewInt(1)), n} {
			R = aff{inf: true}
			for i := k.BitLen() - 1; i >= 0; i-- {
				R = e.add(R, R)
				if k.Bit(i) == 1 {
					R = e.add(R, G)
				}
			}
			if k != n && !sameAff(R, e.neg(G)) {
				t.Errorf("%s: (n−1)·G is not −G", s.Name)
			}
		}
		if !e.onCurve(G) || !R.inf {
			t.Errorf("%s: G not on the curve or n·G not infinity", s.Name)
		}
	}
}

// TestFormulasGroupLaw evaluates every formula, as written and as parse
// leaves it (renamed and scheduled), on every curve that uses it.
func TestFormulasGroupLaw(t *testing.T) {
	serves := curvesOf(t)
	if len(serves) < 8 {
		t.Fatalf("%d formulas found, want at least 8", len(serves))
	}
	for f, es := range serves {
		src, err := sourceProgram(f.Code)
		if err != nil {
			t.Fatalf("%s: %v", f.Func, err)
		}
		for _, e := range es {
			if bad := e.groupLaw(f, src); bad != "" {
				t.Errorf("%s (%s) on %s, as written: wrong for %s", f.Method, f.Func, e.name, bad)
			}
			if bad := e.groupLaw(f, program{ops: f.Ops, out: f.OutTemps}); bad != "" {
				t.Errorf("%s (%s) on %s, renamed and scheduled: wrong for %s", f.Method, f.Func, e.name, bad)
			}
		}
	}
}

// TestFormulasGroupLawCatchesEveryOperator changes each operator of each
// formula in turn (+ and − swapped, a product or a square made a sum) and
// requires the group-law check to fail on the curves that use it.
func TestFormulasGroupLawCatchesEveryOperator(t *testing.T) {
	mutants := 0
	for f, es := range curvesOf(t) {
		src, err := sourceProgram(f.Code)
		if err != nil {
			t.Fatal(err)
		}
		for i, o := range src.ops {
			m := o
			switch o.Op {
			case "+":
				m.Op = "-"
			case "-":
				m.Op = "+"
			case "*":
				m.Op = "+"
			case "^2":
				m.Op, m.B = "+", o.A
			}
			mutant := program{ops: append([]Op(nil), src.ops...), out: src.out}
			mutant.ops[i] = m
			caught := false
			for _, e := range es {
				if e.groupLaw(f, mutant) != "" {
					caught = true
					break
				}
			}
			if !caught {
				t.Errorf("%s: line %d (%s = %s %s %s) changed to %s: not caught", f.Func, i+1, o.Dst, o.A, o.Op, o.B, m.Op)
			}
			mutants++
		}
	}
	t.Logf("%d mutants, each caught", mutants)
}

// TestFormulasSSA: after parse, every value is assigned once (renaming) and
// every operand is an argument, a constant or a value assigned before it
// (scheduling keeps the dependencies); the out line names assigned values.
func TestFormulasSSA(t *testing.T) {
	for f := range curvesOf(t) {
		assigned := map[string]bool{}
		defined := func(op string) bool {
			return strings.HasPrefix(op, "$") || strings.Contains(op, ".") || assigned[op]
		}
		for i, o := range f.Ops {
			if !defined(o.A) || o.B != "" && !defined(o.B) {
				t.Errorf("%s: operation %d (%s = %s %s %s) reads a value not yet assigned", f.Func, i, o.Dst, o.A, o.Op, o.B)
			}
			if assigned[o.Dst] {
				t.Errorf("%s: %s assigned twice", f.Func, o.Dst)
			}
			assigned[o.Dst] = true
		}
		for _, o := range f.OutTemps {
			if !assigned[o] {
				t.Errorf("%s: out names %s, never assigned", f.Func, o)
			}
		}
	}
}
