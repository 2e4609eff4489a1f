package amd64

import (
	"fmt"
	"log"
	"os"
	"slices"
	"strings"

	"github.com/uecc-go/uecc/internal/ecc/instr"
	"github.com/uecc-go/uecc/internal/ecc/internal/gen/model"
)

// The field of secp521r1, p = 2^521 − 1, in AVX-512 IFMA (asm_ifma_amd64.s):
// the form of the loops of its ECDH and its verification on the CPUs that
// have it (IFMA).
//
// An element is 11 limbs of 48 bits, a_0 + a_1·2^48 + … + a_10·2^480, and
// a zero word: 12 words, the lanes 0–7 of one 512-bit register and 0–3 of a
// second. 11·48 = 528 bits, and 2^528 = 2^7·2^521 ≡ 2^7 (mod p): a product's
// columns 11 to 21 fold back onto 0 to 10 shifted left by 7 bits. A limb may
// exceed 48 bits: VPMADD52LUQ and VPMADD52HUQ multiply the low 52 bits of
// each lane, so limbs below 2^52 are valid inputs, and the 4 bits of room
// let additions and subtractions work lane by lane, with no carries, until a
// bound (ifmaTrack) asks for a normalization: one carry step per lane, in
// parallel (ifmaNormalize). The value is congruent to the element, not
// reduced; the Go code converts to and from the Montgomery form of fp at
// the edges of the loops.
//
// A product x·y takes for each word y_j the 11 lanes of x shifted up by j
// lanes (x·y_j lands in the columns j…j+10) and accumulates the low halves
// there, and the high halves (weight 2^52 = 2^48·2^4) one lane further up,
// from x shifted by j + 1: 48 VPMADD52 (y_j broadcast from memory) in four
// accumulator sets (low and high, even and odd j), so that no chain of
// dependent multiply-adds is longer than six, and 16 lane shifts (VALIGNQ;
// a shift by j + 8 is the one by j a block up). The columns t_k = low_k +
// 2^4·high_k are below 2^60; each of 11–21 folds by 2^528 ≡ 2^7 as
// (t_k mod 2^41)·2^7 into column k − 11 and ⌊t_k/2^41⌋ into k − 10 (and
// column 11 once more onto 0), and one carry (ifmaNormalize) leaves every
// limb below 2^48 + 2^20.
//
// The formulas keep their temporaries in the frame and their last few
// results in registers (ifmaFormula): an operation that reads a result
// just stored would wait for the store (13 cycles for 512 bits on the
// machine of docs/BENCH-RESULTS.md), and these chains of dependent
// operations are the doubling's critical path.

// IFMA reports whether the curve has the AVX-512 IFMA form of its field:
// secp521r1 only. Its Montgomery products on MULX are long chains of
// dependent carries (a doubling's products do not overlap); in the vector
// form a doubling takes 126 ns instead of 243 (BenchmarkDoubleIFMA and
// BenchmarkArith/jacobian-double). P-384 has no such form: its MULX code
// already takes under 0.3 of OpenSSL's time (docs/BENCH-RESULTS.md).
func IFMA(c *model.Curve) bool { return c.Fp.Is(model.P521) }

const (
	ifmaLimbs = 11     // limbs of 48 bits
	ifmaSize  = 8 * 12 // bytes of an element: the limbs and a zero word
	// ifmaInput is the bound on the limbs VPMADD52 reads whole.
	ifmaInput = uint64(1) << 52
	// ifmaNormal bounds the limbs of a product and of a normalized value:
	// at most 2^48 − 1 plus a carry (ifmaNormalize).
	ifmaNormal = uint64(1)<<48 + uint64(1)<<23
	// ifmaStored bounds the limbs of every element outside a formula: the
	// outputs of the formulas and of the table scan, and the converted
	// inputs.
	ifmaStored = uint64(1) << 50
	// ifmaSubMin is the smallest limb of ifmaSub (8·2^7·p): the largest
	// limb a subtrahend may have for x + 8·2^7·p − y to stay positive lane
	// by lane.
	ifmaSubMin = uint64(1)<<51 - 1<<10
	ifmaSubMax = uint64(1)<<51 - 8
)

// ifmaChains is the number of accumulator sets of each half: x·y_j adds
// into set j mod ifmaChains, so that no chain of dependent multiply-adds is
// longer than ⌈11/ifmaChains⌉. (Three sets measured no faster than two.)
const ifmaChains = 2

// The registers of a product: the two blocks of x, zero, the shifted
// copies of x, and the accumulators (low and high halves, ifmaChains sets,
// three blocks of eight columns each); ifmaTmp for the carries and a
// subtrahend. ifmaCache holds the formulas' recent results (ifmaFormula).
// Z15 is left alone, for ABIInternal's X15.
var (
	ifmaX    = [2]instr.Reg{"Z0", "Z1"}
	ifmaZero = instr.Reg("Z2")
	ifmaS    = [3]instr.Reg{"Z4", "Z5", "Z6"}
	// ifmaAcc[h][set][b]: h = 1 for the high halves.
	ifmaAcc = [2][ifmaChains][3]instr.Reg{
		{{"Z16", "Z17", "Z18"}, {"Z19", "Z20", "Z21"}},
		{{"Z22", "Z23", "Z24"}, {"Z25", "Z26", "Z27"}},
	}
	ifmaTmp   = [6]instr.Reg{"Z7", "Z8", "Z9", "Z10", "Z11", "Z12"}
	ifmaCache = [][2]instr.Reg{{"Z28", "Z29"}, {"Z30", "Z31"}, {"Z13", "Z14"}}
)

// The constants of the file, local to it.
var (
	ifmaMask48 = instr.Sym{Name: "ifmaMask48", Local: true} // 2^48 − 1, broadcast
	ifmaMask41 = instr.Sym{Name: "ifmaMask41", Local: true} // 2^41 − 1, broadcast
	ifmaLow3   = instr.Sym{Name: "ifmaLow3", Local: true}   // lanes 0–2 all ones
	ifmaSub    = instr.Sym{Name: "ifmaSub", Local: true}    // 8·2^7·p, for subtractions
	ifmaNegY   = instr.Sym{Name: "ifmaNegY", Local: true}   // 4·2^7·p at y's lanes of an affine point
	ifmaYLanes = instr.Sym{Name: "ifmaYLanes", Local: true} // ones at y's lanes of block 1
	ifmaOne    = instr.Sym{Name: "ifmaOne", Local: true}    // 1, broadcast
)

// ymm is the 256-bit register of a 512-bit one.
func ymmOf(z instr.Reg) instr.Reg { return instr.Reg("Y" + strings.TrimPrefix(string(z), "Z")) }

// align writes dst = lanes k…k+7 of high:low (VALIGNQ; lanes 8–15 are
// high's).
func align(w *instr.Writer, k int, low, high, dst instr.Reg) {
	w.I("VALIGNQ", instr.Imm(k), low, high, dst)
}

// ifmaLoad loads the element at l into r[0] (limbs 0–7) and r[1] (8–11,
// the upper lanes zero).
func ifmaLoad(w *instr.Writer, l loc, r [2]instr.Reg) {
	w.I("VMOVDQU64", l.word(0), r[0])
	w.I("VMOVDQU64", l.word(8), ymmOf(r[1]))
}

// ifmaStore stores r[0] and the low four lanes of r[1] at l.
func ifmaStore(w *instr.Writer, r [2]instr.Reg, l loc) {
	w.I("VMOVDQU64", r[0], l.word(0))
	w.I("VMOVDQU64", ymmOf(r[1]), l.word(8))
}

// ifmaNormalize carries each limb of r once: limb_k = (limb_k mod 2^48) +
// ⌊limb_{k−1}/2^48⌋, and limb 0 gains ⌊limb_10/2^48⌋·2^7 (2^528 ≡ 2^7).
// For limbs below 2^63 the carries are below 2^15 and the limbs end below
// 2^48 + 2^22 (ifmaNormal). The lanes 11–15 of r[1] must be zero, and stay
// so. It uses ifmaTmp[0–3].
func ifmaNormalize(w *instr.Writer, r [2]instr.Reg) {
	c0, c1, d, e := ifmaTmp[0], ifmaTmp[1], ifmaTmp[2], ifmaTmp[3]
	w.I("VPSRLQ", instr.Imm(48), r[0], c0)
	w.I("VPSRLQ", instr.Imm(48), r[1], c1)
	w.I("VPANDQ.BCST", ifmaMask48, r[0], r[0])
	w.I("VPANDQ.BCST", ifmaMask48, r[1], r[1])
	align(w, 7, ifmaZero, c0, d) // carries of limbs 0–6 to lanes 1–7
	w.I("VPADDQ", d, r[0], r[0])
	align(w, 7, c0, c1, d) // of limbs 7–10 to lanes 8–11
	w.I("VPANDQ", ifmaLow3, d, d)
	w.I("VPADDQ", d, r[1], r[1])
	align(w, 2, c1, ifmaZero, e) // limb 10's carry to lane 0
	w.I("VPSLLQ", instr.Imm(7), e, e)
	w.I("VPADDQ", e, r[0], r[0])
}

// ifmaShifted writes into ifmaS the blocks of x shifted up by j < 8
// lanes, and returns the block numbers and registers of those that can be
// nonzero: x itself for j = 0.
func ifmaShifted(w *instr.Writer, x [2]instr.Reg, j int) (blocks []int, regs []instr.Reg) {
	if j == 0 {
		return []int{0, 1}, x[:]
	}
	align(w, 8-j, ifmaZero, x[0], ifmaS[0])
	align(w, 8-j, x[0], x[1], ifmaS[1])
	if j+ifmaLimbs-1 < 16 {
		return []int{0, 1}, ifmaS[:2]
	}
	align(w, 8-j, x[1], ifmaZero, ifmaS[2])
	return []int{0, 1, 2}, ifmaS[:3]
}

// ifmaProduct writes the product of the element in the registers x and the
// one at y (limbs below 2^52; they may be one) into r (which may be x),
// each limb below ifmaNormal. It uses ifmaS, ifmaAcc and ifmaTmp[0–3].
func ifmaProduct(w *instr.Writer, x [2]instr.Reg, y loc, r [2]instr.Reg) {
	for _, half := range ifmaAcc {
		for _, set := range half {
			for _, a := range set {
				w.I("VPXORQ", a, a, a)
			}
		}
	}
	// Shifted by k, x multiplies y_k (low halves, columns k + i) and y_{k−1}
	// (high halves, columns k − 1 + i + 1); shifted by k + 8, which is the
	// same blocks one block up, y_{k+8} and y_{k+7}. So only the shifts
	// k = 0…7 are made.
	for k := range 8 {
		blocks, regs := ifmaShifted(w, x, k)
		for i, b := range blocks {
			for _, m := range []struct {
				op    string
				j, up int // the word y_j, the block offset
			}{
				{"VPMADD52LUQ.BCST", k, 0},
				{"VPMADD52HUQ.BCST", k - 1, 0},
				{"VPMADD52LUQ.BCST", k + 8, 1},
				{"VPMADD52HUQ.BCST", k + 7, 1},
			} {
				if m.j < 0 || m.j >= ifmaLimbs {
					continue
				}
				if b+m.up > 2 {
					log.Fatalf("ifmaProduct: y_%d·x reaches block %d", m.j, b+m.up)
				}
				h := 0
				if strings.Contains(m.op, "HUQ") {
					h = 1
				}
				w.I(m.op, y.word(m.j), regs[i], ifmaAcc[h][m.j%ifmaChains][b+m.up])
			}
		}
	}
	// t = low + 2^4·high, column by column: columns 0–21, each below
	// 11·2^52 + 2^4·11·2^52 < 2^60.
	t, hi := ifmaAcc[0][0], ifmaAcc[1][0]
	for b := range 3 {
		for set := 1; set < ifmaChains; set++ {
			w.I("VPADDQ", ifmaAcc[0][set][b], t[b], t[b])
			w.I("VPADDQ", ifmaAcc[1][set][b], hi[b], hi[b])
		}
		w.I("VPSLLQ", instr.Imm(4), hi[b], hi[b])
		w.I("VPADDQ", hi[b], t[b], t[b])
	}
	// Fold the columns k = 11…21 by 2^528 ≡ 2^7: t_k·2^7 = (t_k mod 2^41)·2^7
	// + ⌊t_k/2^41⌋·2^48 adds below 2^48 to column k − 11 and below 2^19 to
	// column k − 10; column 21's second part reaches column 11, which
	// folds once more onto column 0, times 2^7.
	h0, h1 := ifmaAcc[0][1][0], ifmaAcc[0][1][1] // columns 11–18, 19–21
	a0, a1 := ifmaAcc[0][1][2], ifmaAcc[1][1][0]
	b0, b1 := ifmaAcc[1][1][1], ifmaAcc[1][1][2]
	u0, u1, wrap := ifmaAcc[1][0][0], ifmaAcc[1][0][1], ifmaAcc[1][0][2]
	align(w, 3, t[1], t[2], h0)
	align(w, 3, t[2], ifmaZero, h1)
	w.I("VPANDQ.BCST", ifmaMask41, h0, a0)
	w.I("VPANDQ.BCST", ifmaMask41, h1, a1)
	w.I("VPSLLQ", instr.Imm(7), a0, a0)
	w.I("VPSLLQ", instr.Imm(7), a1, a1)
	w.I("VPSRLQ", instr.Imm(41), h0, b0)
	w.I("VPSRLQ", instr.Imm(41), h1, b1)
	align(w, 7, ifmaZero, b0, u0) // columns 1–7 from 11–17
	align(w, 7, b0, b1, u1)       // 8–10 from 18–20 (lane 3, from 21, masked off)
	align(w, 2, b1, ifmaZero, wrap)
	w.I("VPSLLQ", instr.Imm(7), wrap, wrap)
	w.I("VPADDQ", a0, t[0], r[0])
	w.I("VPADDQ", u0, r[0], r[0])
	w.I("VPADDQ", wrap, r[0], r[0])
	w.I("VPADDQ", a1, t[1], r[1])
	w.I("VPADDQ", u1, r[1], r[1])
	w.I("VPANDQ", ifmaLow3, r[1], r[1])
	// Limbs below 2^61: carried once, below 2^48 + 2^20.
	ifmaNormalize(w, r)
}

// ifmaConstants writes the file's data.
func ifmaConstants(w *instr.Writer) {
	hex := func(v uint64) string { return fmt.Sprintf("0x%016x", v) }
	w.Data(ifmaMask48, []string{hex(1<<48 - 1)})
	w.Data(ifmaMask41, []string{hex(1<<41 - 1)})
	w.Data(ifmaOne, []string{hex(1)})
	ones := hex(^uint64(0))
	w.Data(ifmaLow3, []string{ones, ones, ones, hex(0), hex(0), hex(0), hex(0), hex(0)})
	// k·2^7·p = k·(2^528 − 2^7): limbs k·(2^48 − 2^7), then ten of
	// k·(2^48 − 1).
	multiple := func(k uint64) []string {
		l := []string{hex(k * (1<<48 - 1<<7))}
		for range ifmaLimbs - 1 {
			l = append(l, hex(k*(1<<48-1)))
		}
		return append(l, hex(0))
	}
	w.Data(ifmaSub, multiple(8))
	// The negation of y in an affine point's blocks 1 and 2 (words 8–23:
	// x's limbs 8–11, then y's twelve words): 4·2^7·p − y.
	neg := append([]string{hex(0), hex(0), hex(0), hex(0)}, multiple(4)...)
	w.Data(ifmaNegY, neg)
	w.Data(ifmaYLanes, []string{hex(0), hex(0), hex(0), hex(0), ones, ones, ones, ones})
}

// WriteIFMA writes asm_ifma_amd64.s of the curve c: its field product, the
// formulas of its ECDH loop (the doubling and the addition of an affine
// point of the isomorphic curve) and the scan of its table, all in the
// form of the file's comment.
func WriteIFMA(path string, c *model.Curve) {
	w := instr.NewWriter(instr.AMD64)
	w.Line("// Code generated by internal/ecc/internal/gen; DO NOT EDIT.")
	w.Line("")
	w.Line("//go:build amd64 && !purego")
	w.Line("")
	w.Line("#include \"textflag.h\"")
	w.Line("#include \"funcdata.h\"")
	w.Line("")
	ifmaConstants(w)

	w.Line("")
	w.Line("// func fp48MulIFMA(z, x, y *fp48)")
	w.Line("TEXT ·fp48MulIFMA(SB), NOSPLIT, $0-24")
	w.I("MOVQ", instr.Arg{Name: "x", Off: 8}, SI)
	w.I("MOVQ", instr.Arg{Name: "y", Off: 16}, CX)
	w.I("MOVQ", instr.Arg{Name: "z", Off: 0}, DI)
	w.I("VPXORQ", ifmaZero, ifmaZero, ifmaZero)
	ifmaLoad(w, at(SI), ifmaX)
	ifmaProduct(w, ifmaX, at(CX), ifmaX)
	ifmaStore(w, ifmaX, at(DI))
	w.I("VZEROUPPER")
	w.I("RET")

	for _, f := range slices.Concat(c.Formulas, c.TwinOnly) {
		switch f.Func {
		case "JacobianAddAffine":
			ifmaFormula(w, f, "jacobian48AddAffineIFMA", []string{"jacobian48", "jacobian48", "affine48"})
		case "JacobianDouble":
			ifmaFormula(w, f, "jacobian48DoubleIFMA", []string{"jacobian48", "jacobian48"})
		case "JacobianAddAffineIso":
			ifmaFormula(w, f, "jacobian48AddAffineIsoIFMA", []string{"jacobian48", "jacobian48", "affine48", "jacobian48"})
		}
	}
	ifmaLookup(w)
	if err := os.WriteFile(path, []byte(w.String()), 0o644); err != nil {
		log.Fatal(err)
	}
}

// ifmaFormula writes a point formula of the model (its program, operation
// by operation) on elements of the IFMA form: products inline, additions
// and subtractions lane by lane (x − y as x + 8·2^7·p − y), each result
// normalized where its bound would pass what its uses allow (ifmaTrack).
// The temporaries live in the frame; the outputs are written last, below
// ifmaStored, so that they may alias the inputs.
func ifmaFormula(w *instr.Writer, f *model.Formula, fn string, types []string) {
	if len(types) != len(f.Args) {
		log.Fatalf("%s: %d argument types for %d arguments", fn, len(types), len(f.Args))
	}
	slot := map[string]int{}
	for i, t := range f.Temps {
		slot[t] = i * ifmaSize
	}
	var params []string
	argIndex := map[string]int{}
	for i, a := range f.Args {
		params = append(params, a.Name)
		argIndex[a.Name] = i
	}
	w.Line("")
	w.Line("// func %s(%s *%s)", fn, strings.Join(params, ", "), "…")
	w.Line("TEXT ·%s(SB), 0, $%d-%d", fn, len(f.Temps)*ifmaSize, 8*len(f.Args))
	w.I("NO_LOCAL_POINTERS")
	w.I("VPXORQ", ifmaZero, ifmaZero, ifmaZero)
	bound := map[string]uint64{}
	// where returns an operand's location and bound, loading an argument's
	// pointer into reg.
	where := func(operand string, reg instr.Reg) (loc, uint64) {
		if strings.HasPrefix(operand, "$") {
			log.Fatalf("%s: constant operand %s", fn, operand)
		}
		if name, coord, ok := strings.Cut(operand, "."); ok {
			w.I("MOVQ", instr.Arg{Name: name, Off: 8 * argIndex[name]}, reg)
			return loc{base: reg, off: ifmaSize * strings.Index("xyz", coord)}, ifmaStored
		}
		b, ok := bound[operand]
		if !ok {
			log.Fatalf("%s: %s read before it is written", fn, operand)
		}
		return loc{base: SP, off: slot[operand]}, b
	}
	// The cache: each result stays in a pair of ifmaCache registers until
	// a newer one takes the pair, so that an operation reading one of the
	// last few results does not wait for its store to reach the load (13
	// cycles for 512 bits, on the formula's critical path), and a product
	// takes a cached factor as x, broadcasting the words of the other.
	owner := make([]string, len(ifmaCache))
	used := make([]int, len(ifmaCache))
	cached := func(operand string) (int, bool) {
		for i, o := range owner {
			if o == operand {
				return i, true
			}
		}
		return 0, false
	}
	// pairFor returns the least recently used pair that holds neither
	// operand, for the result dst; a pair that held dst's old value holds
	// nothing from then on.
	pairFor := func(step int, dst string, keep ...string) [2]instr.Reg {
		best := -1
		for i, o := range owner {
			if slices.Contains(keep, o) && o != "" {
				continue
			}
			if best < 0 || used[i] < used[best] {
				best = i
			}
		}
		for i, o := range owner {
			if o == dst {
				owner[i] = "" // dst's old value, which this one replaces
			}
		}
		owner[best], used[best] = dst, step
		return ifmaCache[best]
	}
	// load returns the registers of an operand: its cache pair, or into
	// regs from memory.
	load := func(step int, operand string, regs [2]instr.Reg, ptr instr.Reg) ([2]instr.Reg, uint64) {
		if i, ok := cached(operand); ok {
			used[i] = step
			return ifmaCache[i], bound[operand]
		}
		l, b := where(operand, ptr)
		ifmaLoad(w, l, regs)
		return regs, b
	}
	for step, op := range f.Ops {
		step++
		w.Comment("%s = %s %s %s", op.Dst, op.A, op.Op, op.B)
		var r [2]instr.Reg
		switch op.Op {
		case "*", "^2":
			a, b := op.A, op.B
			if op.Op == "^2" {
				b = a
			}
			if _, ok := cached(a); !ok {
				a, b = b, a // the cached factor, if either is, in registers
			}
			x, xb := load(step, a, ifmaX, SI)
			yl, yb := where(b, CX)
			if xb >= ifmaInput || yb >= ifmaInput {
				log.Fatalf("%s: %s: factor limbs up to %#x", fn, op.Dst, max(xb, yb))
			}
			r = pairFor(step, op.Dst, a)
			ifmaProduct(w, x, yl, r)
			bound[op.Dst] = ifmaNormal
		case "+", "-":
			x, ab := load(step, op.A, ifmaX, SI)
			y, bb := load(step, op.B, [2]instr.Reg{ifmaTmp[4], ifmaTmp[5]}, CX)
			r = pairFor(step, op.Dst, op.A, op.B)
			sum := ab + bb
			if op.Op == "+" {
				w.I("VPADDQ", y[0], x[0], r[0])
				w.I("VPADDQ", y[1], x[1], r[1])
			} else {
				if bb > ifmaSubMin {
					if y[0] != ifmaTmp[4] { // normalize a copy, not the cached value
						w.I("VMOVDQU64", y[0], ifmaTmp[4])
						w.I("VMOVDQU64", y[1], ifmaTmp[5])
						y = [2]instr.Reg{ifmaTmp[4], ifmaTmp[5]}
					}
					ifmaNormalize(w, y)
				}
				w.I("VPADDQ", ifmaSub.At(0), x[0], r[0])
				w.I("VPADDQ", ifmaSub.At(64), ymmOf(x[1]), ymmOf(r[1]))
				w.I("VPSUBQ", y[0], r[0], r[0])
				w.I("VPSUBQ", y[1], r[1], r[1])
				sum = ab + ifmaSubMax
			}
			bound[op.Dst] = ifmaTrack(w, r, sum)
		default:
			log.Fatalf("%s: operation %q", fn, op.Op)
		}
		ifmaStore(w, r, loc{base: SP, off: slot[op.Dst]})
	}
	// The outputs, in the coordinates of the first argument.
	w.I("MOVQ", instr.Arg{Name: f.Args[0].Name, Off: 0}, DI)
	for i, t := range f.OutTemps {
		w.Comment("%s.%c = %s", f.Args[0].Name, "xyz"[i], t)
		r, _ := load(len(f.Ops)+1, t, ifmaX, SI)
		if bound[t] > ifmaStored {
			if r != ifmaX {
				w.I("VMOVDQU64", r[0], ifmaX[0])
				w.I("VMOVDQU64", r[1], ifmaX[1])
				r = ifmaX
			}
			ifmaNormalize(w, r)
		}
		ifmaStore(w, r, loc{base: DI, off: ifmaSize * i})
	}
	w.I("VZEROUPPER")
	w.I("RET")
}

// ifmaTrack normalizes the sum or difference in r if its limbs may reach
// 2^52 (a product's inputs must stay below), and returns its bound.
func ifmaTrack(w *instr.Writer, r [2]instr.Reg, b uint64) uint64 {
	if b < ifmaInput {
		return b
	}
	ifmaNormalize(w, r)
	return ifmaNormal
}

// ifmaLookup writes affine48LookupNegIFMA(out, table, idx, neg): out =
// table[idx], negated if neg is 1 (y replaced by 4·2^7·p − y, its limbs
// below 2^50 for table entries below ifmaNormal), by a scan of all 16
// entries with masks: the index and the sign reach no address and no
// branch.
func ifmaLookup(w *instr.Writer) {
	w.Line("")
	w.Line("// func affine48LookupNegIFMA(out *affine48, table *[16]affine48, idx, neg uint64)")
	w.Line("TEXT ·affine48LookupNegIFMA(SB), NOSPLIT, $0-32")
	w.I("MOVQ", instr.Arg{Name: "out", Off: 0}, DI)
	w.I("MOVQ", instr.Arg{Name: "table", Off: 8}, SI)
	idx, count, one, m := instr.Reg("Z0"), instr.Reg("Z1"), instr.Reg("Z2"), instr.Reg("Z3")
	acc := [3]instr.Reg{"Z4", "Z5", "Z6"}
	tmp := instr.Reg("Z7")
	w.I("VPBROADCASTQ", instr.Arg{Name: "idx", Off: 16}, idx)
	w.I("VPBROADCASTQ", ifmaOne, one)
	w.I("VPXORQ", count, count, count)
	for _, a := range acc {
		w.I("VPXORQ", a, a, a)
	}
	const entry = 2 * ifmaSize
	for e := range 16 {
		w.Comment("entry %d: mask = −1 if count = idx (count ⊕ idx − 1 has its top bit set only for 0)", e)
		w.I("VPXORQ", idx, count, m)
		w.I("VPSUBQ", one, m, m)
		w.I("VPSRAQ", instr.Imm(63), m, m)
		for b, a := range acc {
			w.I("VPANDQ", instr.Mem{Off: e*entry + 64*b, Base: SI}, m, tmp)
			w.I("VPORQ", tmp, a, a)
		}
		w.I("VPADDQ", one, count, count)
	}
	w.Comment("y = 4·2^7·p − y where neg is 1, through a mask")
	w.I("VPBROADCASTQ", instr.Arg{Name: "neg", Off: 24}, m)
	w.I("VPXORQ", count, count, count)
	w.I("VPSUBQ", m, count, m)
	for b := 1; b <= 2; b++ {
		mask := m
		if b == 1 {
			mask = idx
			w.I("VPANDQ", ifmaYLanes, m, mask)
		}
		w.I("VMOVDQU64", ifmaNegY.At(64*(b-1)), tmp)
		w.I("VPSUBQ", acc[b], tmp, tmp)
		w.I("VPXORQ", acc[b], tmp, tmp)
		w.I("VPANDQ", mask, tmp, tmp)
		w.I("VPXORQ", tmp, acc[b], acc[b])
	}
	for b, a := range acc {
		w.I("VMOVDQU64", a, instr.Mem{Off: 64 * b, Base: DI})
	}
	w.I("VZEROUPPER")
	w.I("RET")
}
