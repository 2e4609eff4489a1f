package model

import (
	"fmt"
	"log"
	"slices"
	"strconv"
	"strings"
)

// A formula is a point operation written once, as a straight-line program of
// field operations, from which the generator writes both its Go code and its
// amd64 assembly (amd64/points.go): one definition, two translations, checked
// against each other by the tests that run the engine with and without the
// assembly.
//
// The program has one statement per line:
//
//	dst = a * b    multiplication
//	dst = a^2      squaring
//	dst = a + b    addition
//	dst = a - b    subtraction
//
// An operand is a temporary (any name), a coordinate of an argument
// ("p1.x"), or a curve constant ("$b", "$b3", in Montgomery form). The last
// line, "out x3 y3 z3", names the temporaries that become the coordinates of
// the output arguments (the first, or the first Outs), in order, which are
// written only after every input has been read, so an output may alias an
// input, or be one.
type Formula struct {
	Method string   // Go method name on the point type of the first argument
	Func   string   // suffix of the function names (<curve><Func>, …Go, …ADX)
	Doc    string   // doc comment of the method, without the leading name
	Args   []Arg    // the first Outputs() are written, the first is the receiver
	Outs   int      // the number of output arguments, if more than one
	Code   string   // the program
	Scan   *Formula // also the table scan next = ±row[idx−1] (withScan): f without it
	// LazyIn names the arguments whose coordinates may be lazy, below
	// LazyCoordBound·m, and LazyOut the output coordinates that may be
	// (lazy.go); the others are canonical.
	LazyIn    []string
	LazyOut   string
	Canonical *Formula // the formula this is the lazy variant of (lazyVariant)

	Ops      []Op     // parsed Code
	OutTemps []string // temporaries written to the output's coordinates
	Temps    []string // temporaries in order of first assignment
}

// RunsFewTimes reports whether a formula's products are called whatever
// the inline budget: the co-Z steps, which run a fixed few times per
// operation (one per entry of its table of multiples), and the complete
// projective formulas, which only secp256k1's GLV multiplication uses (its
// addition's 14 products are past the budget anyway). Written inline they
// cost the library tens of KB of code, and calling them no operation a
// measurable time (docs/DESIGN.md, "Point formulas").
func (f *Formula) RunsFewTimes() bool {
	return f.Args[0].Kind == "point" || strings.HasPrefix(f.Func, "CoZ")
}

// HasLazyLoopVariant reports whether the loops of ECDH and Verify run a
// lazy variant of f instead of f (secp160r1, secp224r1): f itself, without
// a table scan, then runs a fixed few times per operation (ECDH's last
// addition and last-step doubling, the builds of the tables), so its
// products are called as RunsFewTimes's are.
func (f *Formula) HasLazyLoopVariant(c *Curve) bool {
	if f.Scan != nil {
		return false
	}
	return slices.ContainsFunc(c.Formulas, func(g *Formula) bool { return g.Canonical == f })
}

// Arg is an argument: its name and kind, "point" (projective), "jacobian"
// or "affine".
type Arg struct{ Name, Kind string }

// Coords returns the coordinate names of an argument kind.
func (a Arg) Coords() string {
	if a.Kind == "affine" {
		return "xy"
	}
	return "xyz"
}

// Outputs returns the arguments a formula writes.
func (f *Formula) Outputs() []Arg {
	return f.Args[:max(f.Outs, 1)]
}

// OutputCoords calls write for every coordinate the formula writes: the
// argument, the coordinate's letter and index, and the temporary it takes.
func (f *Formula) OutputCoords(write func(a Arg, coord byte, index int, temp string)) {
	i := 0
	for _, a := range f.Outputs() {
		for j := 0; j < len(a.Coords()); j++ {
			write(a, a.Coords()[j], j, f.OutTemps[i])
			i++
		}
	}
}

// Op is one statement: dst = a op b (b is empty for "^2").
type Op struct{ Dst, A, Op, B string }

// Routine names the assembly routine of a product or square on the field
// fp that the point formulas call (<Fp>MulInternal, <Fp>SqrInternal),
// or its variant without the final subtraction where lazy is set
// (<Fp>MulLazyInternal: lazy.go).
func (o Op) Routine(fp *Field, lazy bool) string {
	return fp.Type + map[string]string{"*": "Mul", "^2": "Sqr"}[o.Op] + Pick(lazy, "Lazy", "") + "Internal"
}

// pointFormulas returns the formulas of a curve: the complete projective
// formulas of Renes, Costello and Batina ("Complete addition formulas for
// prime order elliptic curves", EUROCRYPT 2016, ePrint 2015/1060) and the
// Jacobian formulas of the Explicit-Formulas Database (Bernstein, Lange;
// hyperelliptic.org/EFD), each for a = −3 or a = 0.
//
// It also returns the formulas that the curve does not use but whose Go
// code the Go twins of their variants run (a scan or a lazy variant of f
// calls f's twin): for those only the twin is written; and the formulas
// that only the point API of package uecc/ec runs (goOnly: Go code, no
// assembly).
func pointFormulas(c *Curve) (fs, twinOnly, goOnly []*Formula) {
	if c.AMinus3 {
		fs = append(fs, jacobianDoubleAMinus3)
		// The complete formulas serve the point API only (GroupPoint):
		// its additions and doublings are single calls, not loops, and
		// its multiplications are the engine's.
		goOnly = append(goOnly, rcbAddAMinus3, rcbDoubleAMinus3)
	} else {
		// The complete addition and doubling serve secp256k1's point API,
		// and the addition the last window of its GLV ECDH (the tables of
		// G are built with co-Z additions, and k·G and the other windows
		// add with the Jacobian formulas).
		fs = append(fs, rcbAddA0, rcbDoubleA0, jacobianDoubleA0)
	}
	if c.GLV == nil {
		// The addition on an isomorphic curve serves the r1 curves' ECDH and
		// verification; secp256k1 uses neither (GLV, effective affine).
		fs = append(fs, jacobianAddAffineIso, jacobianAddAffineIsoScan)
	}
	if c.lazyLoops() {
		fs = append(fs, jacobianDoubleLazy, jacobianAddAffineIsoScanLazy, jacobianAddAffineLazy, jacobianAddAffineIsoLazy)
	}
	if c.AMinus3 {
		// These curves add an affine point with the scanning addition even
		// where there is nothing to scan (<curve>NoRow): the plain addition
		// is only the Go code of its variants' twins.
		twinOnly = append(twinOnly, jacobianAddAffine)
	} else {
		fs = append(fs, jacobianAddAffine)
	}
	fs = append(fs, jacobianAddAffineScan, coZAdd, coZScale)
	for _, f := range slices.Concat(fs, twinOnly, goOnly) {
		f.parse()
	}
	return fs, twinOnly, goOnly
}

// lazyLoops reports whether the loops of ECDH and Verify run on lazy
// coordinates: on the a = −3 curves whose field has room (LazyOK).
func (c *Curve) lazyLoops() bool {
	return c.AMinus3 && c.GLV == nil && c.Fp.LazyOK()
}

// lazyVariant returns f on coordinates that may be lazy: those of the
// arguments named in lazyIn, and the output coordinates in lazyOut, below
// LazyCoordBound·m (lazy.go). That lets a chain of such formulas (the loops
// of ECDH and Verify) skip the reductions that canonical outputs need. The
// Go twin is f's: on canonical inputs the results are equal modulo m.
func lazyVariant(f *Formula, method, fn, lazyOut string, lazyIn ...string) *Formula {
	v := *f
	v.Method, v.Func = method, fn
	v.Doc = fmt.Sprintf(`is %s on coordinates that may be lazy: those of
%s, and the result's %s, below %d·m (x), %d·m (y) and %d·m (z); the values
modulo m are the same.`, f.Method, strings.Join(lazyIn, ", "), strings.Join(strings.Split(lazyOut, ""), ", "),
		LazyCoordBound('x'), LazyCoordBound('y'), LazyCoordBound('z'))
	v.LazyIn, v.LazyOut, v.Canonical = lazyIn, lazyOut, f
	return &v
}

// LazyCoordBound bounds a lazy coordinate: below LazyCoordBound·m. With
// these bounds the doubling and ECDH's addition need no reduction at all,
// and Verify's additions only those of a canonical Z.
func LazyCoordBound(coord byte) int {
	return map[byte]int{'x': 8, 'y': 6, 'z': 4}[coord]
}

var jacobianDoubleLazy = lazyVariant(jacobianDoubleAMinus3, "doubleLazy", "JacobianDoubleLazy", "xyz", "q")

var jacobianAddAffineIsoScanLazy = lazyVariant(jacobianAddAffineIsoScan, "addAffineIsoScanFormulaLazy", "JacobianAddAffineIsoScanLazy", "xyz", "q1")

// The additions of Verify's loop take the accumulator lazily and give a
// canonical Z, which the loop tests for zero (the exceptional cases).
var jacobianAddAffineLazy = lazyVariant(jacobianAddAffine, "addAffineFormulaLazy", "JacobianAddAffineLazy", "xy", "q1")

var jacobianAddAffineIsoLazy = lazyVariant(jacobianAddAffineIso, "addAffineIsoFormulaLazy", "JacobianAddAffineIsoLazy", "xy", "q1")

var point3 = []Arg{{"q", "point"}, {"p1", "point"}, {"p2", "point"}}
var jacobian3 = []Arg{{"p", "jacobian"}, {"q1", "jacobian"}, {"q2", "jacobian"}}

var rcbAddA0 = &Formula{
	Method: "add", Func: "PointAdd", Args: point3,
	Doc: `sets q = p1 + p2 (the points may alias): Renes, Costello and Batina,
"Complete addition formulas for prime order elliptic curves", EUROCRYPT
2016 (ePrint 2015/1060), Algorithm 7 (a = 0; $b3 is 3b). 12M + 2m_3b.`,
	Code: `
t0 = p1.x * p2.x
t1 = p1.y * p2.y
t2 = p1.z * p2.z
t3 = p1.x + p1.y
t4 = p2.x + p2.y
t3 = t3 * t4
t4 = t0 + t1
t3 = t3 - t4
t4 = p1.y + p1.z
x3 = p2.y + p2.z
t4 = t4 * x3
x3 = t1 + t2
t4 = t4 - x3
x3 = p1.x + p1.z
y3 = p2.x + p2.z
x3 = x3 * y3
y3 = t0 + t2
y3 = x3 - y3
x3 = t0 + t0
t0 = x3 + t0
t2 = $b3 * t2
z3 = t1 + t2
t1 = t1 - t2
y3 = $b3 * y3
x3 = t4 * y3
t2 = t3 * t1
x3 = t2 - x3
y3 = y3 * t0
t1 = t1 * z3
y3 = t1 + y3
t0 = t0 * t3
z3 = z3 * t4
z3 = z3 + t0
out x3 y3 z3`,
}

var rcbAddAMinus3 = &Formula{
	Method: "add", Func: "PointAdd", Args: point3,
	Doc: `sets q = p1 + p2 (the points may alias): Renes, Costello and Batina,
"Complete addition formulas for prime order elliptic curves", EUROCRYPT
2016 (ePrint 2015/1060), Algorithm 4 (a = −3). 12M + 2m_b.`,
	Code: `
t0 = p1.x * p2.x
t1 = p1.y * p2.y
t2 = p1.z * p2.z
t3 = p1.x + p1.y
t4 = p2.x + p2.y
t3 = t3 * t4
t4 = t0 + t1
t3 = t3 - t4
t4 = p1.y + p1.z
x3 = p2.y + p2.z
t4 = t4 * x3
x3 = t1 + t2
t4 = t4 - x3
x3 = p1.x + p1.z
y3 = p2.x + p2.z
x3 = x3 * y3
y3 = t0 + t2
y3 = x3 - y3
z3 = $b * t2
x3 = y3 - z3
z3 = x3 + x3
x3 = x3 + z3
z3 = t1 - x3
x3 = t1 + x3
y3 = $b * y3
t1 = t2 + t2
t2 = t1 + t2
y3 = y3 - t2
y3 = y3 - t0
t1 = y3 + y3
y3 = t1 + y3
t1 = t0 + t0
t0 = t1 + t0
t0 = t0 - t2
t1 = t4 * y3
t2 = t0 * y3
y3 = x3 * z3
y3 = y3 + t2
x3 = t3 * x3
x3 = x3 - t1
z3 = t4 * z3
t1 = t3 * t0
z3 = z3 + t1
out x3 y3 z3`,
}

var rcbDoubleAMinus3 = &Formula{
	Method: "double", Func: "PointDouble", Args: []Arg{{"q", "point"}, {"p", "point"}},
	Doc: `sets q = 2p: RCB 2016 Algorithm 6 (a = −3). 8M + 3S + 2m_b.`,
	Code: `
t0 = p.x^2
t1 = p.y^2
t2 = p.z^2
t3 = p.x * p.y
t3 = t3 + t3
z3 = p.x * p.z
z3 = z3 + z3
y3 = $b * t2
y3 = y3 - z3
x3 = y3 + y3
y3 = x3 + y3
x3 = t1 - y3
y3 = t1 + y3
y3 = x3 * y3
x3 = x3 * t3
t3 = t2 + t2
t2 = t2 + t3
z3 = $b * z3
z3 = z3 - t2
z3 = z3 - t0
t3 = z3 + z3
z3 = z3 + t3
t3 = t0 + t0
t0 = t3 + t0
t0 = t0 - t2
t0 = t0 * z3
y3 = y3 + t0
t0 = p.y * p.z
t0 = t0 + t0
z3 = t0 * z3
x3 = x3 - z3
z3 = t0 * t1
z3 = z3 + z3
z3 = z3 + z3
out x3 y3 z3`,
}

var rcbDoubleA0 = &Formula{
	Method: "double", Func: "PointDouble", Args: []Arg{{"q", "point"}, {"p", "point"}},
	Doc: `sets q = 2p: RCB 2016 Algorithm 9 (a = 0). 6M + 2S + 1m_3b.`,
	Code: `
t0 = p.y^2
z3 = t0 + t0
z3 = z3 + z3
z3 = z3 + z3
t1 = p.y * p.z
t2 = p.z^2
t2 = $b3 * t2
x3 = t2 * z3
y3 = t0 + t2
z3 = t1 * z3
t1 = t2 + t2
t2 = t1 + t2
t0 = t0 - t2
y3 = t0 * y3
y3 = x3 + y3
t1 = p.x * p.y
x3 = t0 * t1
x3 = x3 + x3
out x3 y3 z3`,
}

var jacobianDoubleAMinus3 = &Formula{
	Method: "double", Func: "JacobianDouble", Args: []Arg{{"p", "jacobian"}, {"q", "jacobian"}},
	Doc: `sets p = 2q: "dbl-2001-b" (a = −3), from the Explicit-Formulas
Database (Bernstein, Lange; hyperelliptic.org/EFD), with Z3 = 2·Y·Z in
place of (Y + Z)² − γ − δ, and 4β and 8γ² taken as X·(2·2γ) and 2·(2γ)²:
4M + 4S and 12 additions (14 with 4β = 2·2β and 8γ² = 2·2·2γ²).
Constant time. It is complete: Z3 = 2·Y·Z, so infinity stays infinity and
no point of odd order has Y = 0.`,
	Code: `
delta = q.z^2
gamma = q.y^2
t = q.x - delta
u = q.x + delta
alpha = t * u
g2 = gamma + gamma
g4 = g2 + g2
beta4 = q.x * g4
t = alpha + alpha
alpha = alpha + t
x3 = alpha^2
c = g2^2
z3 = q.y * q.z
u = beta4 + beta4
x3 = x3 - u
t = beta4 - x3
y3 = alpha * t
c = c + c
y3 = y3 - c
z3 = z3 + z3
out x3 y3 z3`,
}

var jacobianDoubleA0 = &Formula{
	Method: "double", Func: "JacobianDouble", Args: []Arg{{"p", "jacobian"}, {"q", "jacobian"}},
	Doc: `sets p = 2q: "dbl-2009-l" (a = 0), 2M + 5S, from the
Explicit-Formulas Database (Bernstein, Lange; hyperelliptic.org/EFD).
Constant time. It is complete: Z3 = 2·Y·Z, so infinity stays infinity and
no point of odd order has Y = 0.`,
	Code: `
a = q.x^2
b = q.y^2
c = b^2
d = q.x + b
d = d^2
d = d - a
d = d - c
d = d + d
e = a + a
e = e + a
f = e^2
t = d + d
x3 = f - t
t = d - x3
y3 = e * t
c = c + c
c = c + c
c = c + c
y3 = y3 - c
z3 = q.y * q.z
z3 = z3 + z3
out x3 y3 z3`,
}

var jacobianAddAffine = &Formula{
	Method: "addAffineFormula", Func: "JacobianAddAffine",
	Args: []Arg{{"p", "jacobian"}, {"q1", "jacobian"}, {"q2", "affine"}},
	Doc: `sets p = q1 + q2 for an affine q2 with "madd-2007-bl" (EFD),
7M + 4S. The result is right unless q1 is the point at infinity or
q1 = ±q2 (then Z3 = 2·Z1·H = 0); callers handle those cases.`,
	Code: `
z1z1 = q1.z^2
u2 = q2.x * z1z1
s2 = q2.y * q1.z
s2 = s2 * z1z1
h = u2 - q1.x
r = s2 - q1.y
hh = h^2
i = hh + hh
i = i + i
j = h * i
r = r + r
v = q1.x * i
x3 = r^2
x3 = x3 - j
t = v + v
x3 = x3 - t
t = v - x3
y3 = r * t
t = q1.y * j
t = t + t
y3 = y3 - t
z3 = q1.z + h
z3 = z3^2
z3 = z3 - z1z1
z3 = z3 - hh
out x3 y3 z3`,
}

// jacobianAddAffineScan is jacobianAddAffine with the next window's table
// scan of fixed-base multiplication (scalarBaseMult) folded in: the
// addition keeps the integer units busy and the scan the vector units and
// the loads, so in one instruction stream the scan costs little.
var jacobianAddAffineScan = withScan(jacobianAddAffine, "addAffineScanFormula", "JacobianAddAffineScan", 32,
	`sets p = q1 + q2 as addAffineFormula does, and next = row[idx−1] (zero
if idx is 0 or past the row), negated if neg is 1, as next.lookupNeg does,
with a scan of the whole row: constant time in idx and neg (0 or 1). next
may alias q2.`)

// RowEntries returns the entries of a row kind, "row<entries>".
func RowEntries(kind string) (int, bool) {
	n, err := strconv.Atoi(strings.TrimPrefix(kind, "row"))
	return n, err == nil && strings.HasPrefix(kind, "row")
}

// withScan returns f with a table scan: the arguments next, row, idx and neg
// added, and the formula also writing next = row[idx−1] (zero if idx is 0
// or past the row), negated if neg is 1, by a full scan of the row, which
// the assembly spreads over the formula's operations (scanChunks).
func withScan(f *Formula, method, fn string, entries int, doc string) *Formula {
	args := append(append([]Arg(nil), f.Args...), Arg{"next", "affine"}, Arg{"row", fmt.Sprintf("row%d", entries)}, Arg{"idx", "index"}, Arg{"neg", "index"})
	return &Formula{Method: method, Func: fn, Doc: doc, Args: args, Outs: f.Outs, Code: f.Code, Scan: f}
}

// jacobianAddAffineIsoScan is jacobianAddAffineIso with the next digit's
// scan of ECDH's table of 16 odd multiples (scalarMult) folded in.
var jacobianAddAffineIsoScan = withScan(jacobianAddAffineIso, "addAffineIsoScanFormula", "JacobianAddAffineIsoScan", 16,
	`sets p = q1 + ψ⁻¹(q2) as addAffineIsoFormula does, and next = row[idx−1]
(zero if idx is 0 or past the row), negated if neg is 1, with a scan of the
whole row: constant time in idx and neg (0 or 1). next may alias q2.`)

var jacobianAddAffineIso = &Formula{
	Method: "addAffineIsoFormula", Func: "JacobianAddAffineIso",
	Args: []Arg{{"p", "jacobian"}, {"q1", "jacobian"}, {"q2", "affine"}, {"c", "jacobian"}},
	Doc: `sets p = q1 + ψ⁻¹(q2) for a point q2 that is affine on the
curve E_c isomorphic to this one by ψ(x, y) = (c²x, c³y), given as
c = (c², c³, c) (ECDH's table): ψ(q1) = (c²X1 : c³Y1 : Z1) is added to q2
with "madd-2007-bl" (EFD; the formula never reads a or b, so it holds on E_c)
and the sum (X3 : Y3 : Z3) taken back as (X3 : Y3 : c·Z3), 10M + 4S. The
result is right unless q1 is the point at infinity or q1 = ±ψ⁻¹(q2) (then
Z3 = 0); callers handle those cases.`,
	Code: `
x1 = q1.x * c.x
y1 = q1.y * c.y
z1z1 = q1.z^2
u2 = q2.x * z1z1
s2 = q2.y * q1.z
s2 = s2 * z1z1
h = u2 - x1
r = s2 - y1
hh = h^2
i = hh + hh
i = i + i
j = h * i
r = r + r
v = x1 * i
x3 = r^2
x3 = x3 - j
t = v + v
x3 = x3 - t
t = v - x3
y3 = r * t
t = y1 * j
t = t + t
y3 = y3 - t
z3 = q1.z + h
z3 = z3^2
z3 = z3 - z1z1
z3 = z3 - hh
z3 = z3 * c.z
out x3 y3 z3`,
}

var coZAdd = &Formula{
	Method: "coZAdd", Func: "CoZAdd", Outs: 2,
	Args: []Arg{{"next", "jacobian"}, {"a", "affine"}, {"prev", "jacobian"}},
	Doc: `is a step of the co-Z table (CoZMultiples): for co-Z points
a = (X1 : Y1 : Z) and prev = (X2 : Y2 : Z) (prev.z is not read), ZADDU
(Meloni, "New point addition formulae for ECC applications", WAIFI 2007)
sets next = (X3, Y3, λ) with (X3 : Y3 : Z·λ) = a + prev, λ = X2 − X1, and
a = (B, E), the same point with that Z: A = λ², B = X1·A, C = X2·A,
D = (Y2 − Y1)², E = Y1·(C − B), X3 = D − B − C, Y3 = (Y2 − Y1)(B − X3) − E.
5M + 2S. Right unless X1 = X2 (then λ = 0).`,
	Code: `
lambda = prev.x - a.x
aa = lambda^2
b = a.x * aa
c = prev.x * aa
dy = prev.y - a.y
c = c - b
e = a.y * c
x3 = dy^2
x3 = x3 - c
x3 = x3 - b
x3 = x3 - b
t = b - x3
y3 = dy * t
y3 = y3 - e
out x3 y3 lambda b e`,
}

var coZScale = &Formula{
	Method: "coZScale", Func: "CoZScale", Outs: 2,
	Args: []Arg{{"o", "affine"}, {"m", "jacobian"}, {"e", "jacobian"}},
	Doc: `is a step of the rescaling of the co-Z table (CoZMultiples): for
e = (X, Y, λ) and m = (μ², μ³, μ) it sets o = (X·μ², Y·μ³), the point
(X : Y : Z) moved to the Z μ·Z, and m to the same powers of μ·λ. 4M + 1S.`,
	Code: `
x = e.x * m.x
y = e.y * m.y
z = m.z * e.z
zz = z^2
zzz = zz * z
out x y zz zzz z`,
}

// parse reads f.Code into f.ops, f.out and f.temps, and checks that every
// temporary is assigned before it is read.
func (f *Formula) parse() {
	if f.Ops != nil {
		return
	}
	assigned := map[string]bool{}
	check := func(operand string) {
		if strings.HasPrefix(operand, "$") || strings.Contains(operand, ".") {
			return
		}
		if !assigned[operand] {
			log.Fatalf("%s: %s read before it is assigned", f.Func, operand)
		}
	}
	for _, line := range strings.Split(strings.TrimSpace(f.Code), "\n") {
		w := strings.Fields(line)
		switch {
		case len(w) >= 3 && w[0] == "out":
			f.OutTemps = w[1:]
			for _, t := range f.OutTemps {
				check(t)
			}
		case len(w) == 3 && w[1] == "=" && strings.HasSuffix(w[2], "^2"):
			f.Ops = append(f.Ops, Op{Dst: w[0], A: strings.TrimSuffix(w[2], "^2"), Op: "^2"})
		case len(w) == 5 && w[1] == "=" && strings.Contains("*+-", w[3]):
			f.Ops = append(f.Ops, Op{Dst: w[0], A: w[2], Op: w[3], B: w[4]})
		default:
			log.Fatalf("%s: cannot parse %q", f.Func, line)
		}
		if len(f.Ops) > 0 && f.OutTemps == nil {
			o := f.Ops[len(f.Ops)-1]
			check(o.A)
			if o.B != "" {
				check(o.B)
			}
			if !assigned[o.Dst] {
				assigned[o.Dst] = true
				f.Temps = append(f.Temps, o.Dst)
			}
		}
	}
	coords := 0
	for _, a := range f.Outputs() {
		coords += len(a.Coords())
	}
	if len(f.OutTemps) != coords {
		log.Fatalf("%s: the out line names %d values, the outputs have %d coordinates", f.Func, len(f.OutTemps), coords)
	}
	f.rename()
	f.schedule()
}

// rename gives every assignment its own temporary (static single
// assignment), so that only true data dependencies order the operations.
func (f *Formula) rename() {
	version := map[string]int{}
	current := func(operand string) string {
		if v := version[operand]; v > 1 {
			return fmt.Sprintf("%s_%d", operand, v)
		}
		return operand
	}
	for i, o := range f.Ops {
		o.A = current(o.A)
		if o.B != "" {
			o.B = current(o.B)
		}
		version[o.Dst]++
		o.Dst = current(o.Dst)
		f.Ops[i] = o
	}
	for i, t := range f.OutTemps {
		f.OutTemps[i] = current(t)
	}
	f.Temps = nil
	for _, o := range f.Ops {
		f.Temps = append(f.Temps, o.Dst)
	}
}

// schedule reorders the operations by list scheduling on the critical path
// (a multiplication counted as five additions): of the operations whose
// inputs are ready, the one with the longest chain of dependent work after
// it comes first. The processor runs ahead out of order only so far; this
// order puts independent multiplications next to the critical chain so that
// they overlap it.
func (f *Formula) schedule() {
	n := len(f.Ops)
	latency := func(o Op) int {
		if o.Op == "*" || o.Op == "^2" {
			return 5
		}
		return 1
	}
	producer := map[string]int{}
	for i, o := range f.Ops {
		producer[o.Dst] = i
	}
	deps := make([][]int, n)  // operations i reads from
	users := make([][]int, n) // operations reading i
	for i, o := range f.Ops {
		for _, operand := range []string{o.A, o.B} {
			if j, ok := producer[operand]; ok && operand != "" {
				deps[i] = append(deps[i], j)
				users[j] = append(users[j], i)
			}
		}
	}
	height := make([]int, n)
	for i := n - 1; i >= 0; i-- {
		for _, u := range users[i] {
			height[i] = max(height[i], height[u])
		}
		height[i] += latency(f.Ops[i])
	}
	done := make([]bool, n)
	var order []Op
	for len(order) < n {
		best := -1
		for i := range f.Ops {
			ready := !slices.ContainsFunc(deps[i], func(j int) bool { return !done[j] })
			if done[i] || !ready {
				continue
			}
			if best < 0 || height[i] > height[best] {
				best = i
			}
		}
		done[best] = true
		order = append(order, f.Ops[best])
	}
	f.Ops = order
}

// PointType returns the Go type of an argument kind.
func (c *Curve) PointType(kind string) string {
	switch kind {
	case "point":
		return c.Point
	case "jacobian":
		return c.Jacobian
	case "affine":
		return c.Affine
	case "index":
		return "uint64"
	}
	if n, ok := RowEntries(kind); ok {
		return fmt.Sprintf("[%d]%s", n, c.Affine)
	}
	log.Fatalf("unknown argument kind %q", kind)
	return ""
}

// Constant returns the Go variable and the limbs of a formula constant.
func (c *Curve) Constant(name string) (goVar string, limbs []string) {
	switch name {
	case "$b":
		return "curveB", c.BMont
	case "$b3":
		return "curveB3", c.B3Mont
	}
	log.Fatalf("unknown constant %q", name)
	return "", nil
}

// Signature returns the Go parameters ("q *secp256r1Point", …) and the names
// of the arguments args of a formula of c.
func (c *Curve) Signature(args []Arg) (params, names string) {
	var ps, ns []string
	for i, a := range args {
		typ := "*" + c.PointType(a.Kind)
		if a.Kind == "index" {
			typ = c.PointType(a.Kind)
		}
		next := ""
		if i+1 < len(args) {
			next = "*" + c.PointType(args[i+1].Kind)
			if args[i+1].Kind == "index" {
				next = c.PointType(args[i+1].Kind)
			}
		}
		if next == typ {
			ps = append(ps, a.Name) // the type is the next one's: p, q1 *T
		} else {
			ps = append(ps, a.Name+" "+typ)
		}
		ns = append(ns, a.Name)
	}
	return strings.Join(ps, ", "), strings.Join(ns, ", ")
}

// UsesConstant reports whether a formula reads the named constant.
func (f *Formula) UsesConstant(name string) bool {
	return slices.ContainsFunc(f.Ops, func(o Op) bool { return o.A == name || o.B == name })
}

// ReadLater reports whether the value that op i assigns is read afterwards:
// by a later operation before it is assigned again, or as an output.
func (f *Formula) ReadLater(i int) bool {
	dst := f.Ops[i].Dst
	for _, o := range f.Ops[i+1:] {
		if o.A == dst || o.B == dst {
			return true
		}
		if o.Dst == dst {
			return false
		}
	}
	return slices.Contains(f.OutTemps, dst)
}

// GoSlots gives the temporaries of the Go twin as few variables as their
// lifetimes allow, in the scheduled order: a temporary's variable is free
// after its last read, and the operation that reads it last may write its
// result there (every field operation reads its inputs before it writes).
// Each variable is zeroed on entry (Go initialises them), so fewer of them
// cost less; on the targets without point assembly that is a few percent
// of an ECDH. It returns each temporary's variable and the variables.
func (f *Formula) GoSlots() (map[string]string, []string) {
	last := map[string]int{}
	for i, o := range f.Ops {
		last[o.A] = i
		if o.B != "" {
			last[o.B] = i
		}
	}
	for _, t := range f.OutTemps {
		last[t] = len(f.Ops)
	}
	slot := map[string]string{}
	var slots, free []string
	for i, o := range f.Ops {
		for _, operand := range []string{o.A, o.B} {
			if s, ok := slot[operand]; ok && last[operand] == i && !slices.Contains(free, s) {
				free = append(free, s)
			}
		}
		if len(free) > 0 {
			slot[o.Dst], free = free[0], free[1:]
		} else {
			slot[o.Dst] = fmt.Sprintf("t%d", len(slots))
			slots = append(slots, slot[o.Dst])
		}
		if last[o.Dst] <= i { // written and never read: free at once
			free = append(free, slot[o.Dst])
		}
	}
	return slot, slots
}

// LookupKinds lists the point kinds whose table scans are in assembly: the
// affine tables of every curve.
func LookupKinds(c *Curve) []string {
	return []string{"affine"}
}

// A LookupType is a point type whose tables are scanned (LookupKinds):
// its Go name, its size in 32-bit words, and whether it is projective
// (x, y, z) rather than affine.
type LookupType struct {
	Curve string
	Type  string
	Words int
	Point bool
}

// LookupTypes lists the scanned point types of every curve.
func LookupTypes(curves []*Curve) []LookupType {
	var out []LookupType
	for _, c := range curves {
		for _, kind := range LookupKinds(c) {
			coords := 2
			if kind == "point" {
				coords = 3
			}
			out = append(out, LookupType{c.Name, c.PointType(kind), coords * 2 * c.Fp.Limbs, kind == "point"})
		}
	}
	return out
}
