// Command goapi is the constant-time proof of the Go-only API (`make
// ctgrind`, docs/SAFETY.md): package uecc/ec's constant-time methods on
// every curve of uecc.Curves(), uecc's SignBatch, and uecc/schnorr's
// PublicKey and Sign called from Go. The C library does not export package ec, so tests/ctgrind/ctgrind.c
// cannot reach it; this program calls it directly, under valgrind's memcheck,
// built with `go build -tags valgrind` (the runtime describes its heap and
// stacks to memcheck, internal/ct.Declassify issues its client request) and
// run with the options of the C harness (mk/ctgrind.mk), on both of the
// engine's paths (UECC_CTGRIND_PATH=asm and =go).
//
// Every secret is marked undefined with memcheck's client requests
// (memcheck_valgrind.go: valgrind/memcheck.h through cgo) before it reaches
// the API:
//
//   - the scalar bytes of ScalarBaseMult and ScalarMult (random, and 0 and
//     n, which give the identity), of schnorr.PublicKey and schnorr.Sign
//     (with their auxiliary randomness), and the private key of SignBatch;
//   - the bytes of Scalar.SetBytes, and X‖Y of Point.SetBytes (raw and with
//     the public prefix 0x04), valid and invalid;
//   - the other secret scalars, made from public bytes by SetBytes and then
//     marked undefined in their own memory (the limbs of the engine's
//     GroupScalar behind the Scalar, found by reflection: internals), so
//     that the arithmetic's rows do not depend on SetBytes's verdict.
//
// The secret points are computed from the secret scalars (k·G, k·P, sums,
// the identity as P − P): every coordinate undefined. They are then given to
// ScalarMult, Add (distinct points, equal points, opposite points, the
// identity), Double, Negate, Set, Equal, IsIdentity, Bytes and
// BytesCompressed. memcheck reports every conditional branch, and every
// memory address, computed from an undefined value; --error-exitcode makes
// any report fail the run.
//
// Declared public, by the suppressions of verdicts.supp (and only those):
// the verdicts of Scalar.SetBytes and Point.SetBytes ("constant time but for
// the verdict", package ec's documentation), each branched on where it is
// made, and Bytes' and BytesCompressed's test for the identity (the length
// of their output, one byte for the identity). The returned bools of Equal,
// IsIdentity and IsZero are the caller's: this program never branches on
// one while it is secret, and checks that it is (its V bits undefined).
//
// Each result is checked twice, as in ctgrind.c: while secret, memcheck's V
// bits must show that it depends on the secrets (the taint went through:
// zero errors is not the result of a secret losing its mark); then, marked
// defined, it must be right (algebraic identities: (a + b) − b = a,
// a·b·b⁻¹ = a, a + (−a) = 0, k·G = ScalarMult(G, k) = uecc's public key of
// k, b·(a·G) = (a·b)·G, 2P = P + P, P + (−P) = identity, encodings that
// decode to the point, BIP 340 signatures that verify). The table printed at
// the end counts memcheck errors per method and curve (VALGRIND_COUNT_ERRORS
// around each call; suppressed errors are not counted).
//
// Usage:
//
//	goapi [iterations]   (default 2 per curve)
//	goapi leak-branch    self-test: a loop as long as a byte of a secret
//	                     scalar's Bytes (leak.go); memcheck must report it
//	goapi leak-bool      self-test: an if on Point.Equal of two secret
//	                     points (leak.go); memcheck must report it
//	goapi leak-vartime   self-test: a secret scalar given to
//	                     ScalarMultVartime; memcheck must report the
//	                     engine's branches on it
//
// Built without the valgrind tag (or without cgo) it marks nothing and runs
// the functional checks alone.
package main

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
	"strings"
	"unsafe"

	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/ec"
	"github.com/uecc-go/uecc/uecc/schnorr"
)

// The rows of the table: one per method (and input kind) measured.
const (
	rScalarBaseMult = iota
	rScalarMult
	rScalarMultSecretPoint
	rAdd
	rDouble
	rNegate
	rSet
	rEqual
	rIsIdentity
	rBytes
	rBytesCompressed
	rSetBytes
	rScalarSetBytes
	rScalarBytes
	rScalarSet
	rScalarAdd
	rScalarSub
	rScalarMul
	rScalarNegate
	rScalarInvert
	rScalarEqual
	rScalarIsZero
	rSchnorrPublicKey
	rSchnorrSign
	rSignBatch
	nRows
)

var rowNames = [nRows]string{
	"Point.ScalarBaseMult", "Point.ScalarMult", "ScalarMult (secret P)", "Point.Add", "Point.Double",
	"Point.Negate", "Point.Set", "Point.Equal", "Point.IsIdentity", "Point.Bytes (*)",
	"Point.BytesCompressed (*)", "Point.SetBytes X‖Y (*)", "Scalar.SetBytes (*)", "Scalar.Bytes", "Scalar.Set",
	"Scalar.Add", "Scalar.Sub", "Scalar.Mul", "Scalar.Negate", "Scalar.Invert", "Scalar.Equal",
	"Scalar.IsZero", "schnorr.PublicKey", "schnorr.Sign", "uecc.Curve.SignBatch",
}

var (
	onValgrind  bool
	curves      []*uecc.Curve
	errs, calls [][nRows]uint
	failures    int
	secretBytes int
)

// ---- Marking --------------------------------------------------------------

// secret marks b undefined: a secret from here on.
func secret(b []byte) {
	markUndefined(unsafe.Pointer(unsafe.SliceData(b)), uintptr(len(b)))
	secretBytes += len(b)
}

// public marks b defined: declassified by the harness, for its checks.
func public(b []byte) { markDefined(unsafe.Pointer(unsafe.SliceData(b)), uintptr(len(b))) }

// tainted reports whether any bit of b is undefined (natively: true, so that
// the check is vacuous there).
func tainted(b []byte) bool {
	t, ok := vbitsTainted(unsafe.Pointer(unsafe.SliceData(b)), uintptr(len(b)))
	return ok && t
}

// internals returns the memory of the engine's value behind x, a *ec.Point
// (its field p, an ecc.GroupPoint: the projective coordinates) or a
// *ec.Scalar (its field s, an ecc.GroupScalar: the limbs). The engine's
// types are arrays of words without pointers (checked here), so marking them
// undefined is marking the value secret, and the garbage collector never
// reads them.
func internals(x any) []byte {
	v := reflect.ValueOf(x).Elem()
	field := map[string]string{"ec.Point": "p", "ec.Scalar": "s"}[v.Type().String()]
	f := v.FieldByName(field)
	if field == "" || !f.IsValid() || f.Kind() != reflect.Interface || f.IsNil() || f.Elem().Kind() != reflect.Pointer {
		panic(fmt.Sprintf("goapi: %s has no engine value in a field %q of interface type: the harness needs updating", v.Type(), field))
	}
	p := f.Elem()
	t := p.Type().Elem()
	if hasPointers(t) {
		panic("goapi: " + t.String() + " holds pointers: marking it undefined would hide them from the garbage collector")
	}
	return unsafe.Slice((*byte)(p.UnsafePointer()), t.Size())
}

func hasPointers(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Array:
		return hasPointers(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if hasPointers(t.Field(i).Type) {
				return true
			}
		}
		return false
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return false
	}
	return true
}

// boolBytes is the memory of a bool, for its V bits.
func boolBytes(b *bool) []byte { return unsafe.Slice((*byte)(unsafe.Pointer(b)), 1) }

// ---- Counting and checking ----------------------------------------------

// measure runs f, adding the memcheck errors it caused to row r of curve ci.
func measure(ci, r int, f func()) {
	before := countErrors()
	f()
	errs[ci][r] += countErrors() - before
	calls[ci][r]++
}

func fail(c *uecc.Curve, format string, args ...any) {
	fmt.Fprintf(os.Stderr, "FAIL %s: %s\n", c.Name(), fmt.Sprintf(format, args...))
	failures++
}

// mustTaint fails unless every named value is still secret (some bit
// undefined): the secrets' taint reached it.
func mustTaint(c *uecc.Curve, what string, bufs ...[]byte) {
	for i, b := range bufs {
		if !tainted(b) {
			fail(c, "%s: output %d not derived from the secrets (its V bits are all defined)", what, i)
		}
	}
}

// wantBool checks a bool answer computed from secrets: still secret, then,
// declassified, equal to want.
func wantBool(c *uecc.Curve, what string, got *bool, want bool) {
	mustTaint(c, what, boolBytes(got))
	public(boolBytes(got))
	if *got != want {
		fail(c, "%s = %v, want %v", what, *got, want)
	}
}

// reveal declassifies the internals of points and scalars, for the checks.
func reveal(xs ...any) {
	for _, x := range xs {
		public(internals(x))
	}
}

// ---- Inputs ---------------------------------------------------------------

// drawScalar returns public random bytes of a scalar in [1, n−1].
func drawScalar(c *uecc.Curve, rng *rand.ChaCha8) []byte {
	b := make([]byte, c.PrivateKeySize())
	for {
		rng.Read(b)
		if c.PrivateKeySize() > c.FieldSize() {
			b[0] &= 1 // secp160r1: n is just above 2^160
		}
		if s, err := ec.NewScalar(c).SetBytes(b); err == nil && !s.IsZero() {
			return b
		}
	}
}

// orderBytes returns n, PrivateKeySize bytes.
func orderBytes(c *uecc.Curve) []byte {
	n, err := hex.DecodeString(c.Params().N)
	if err != nil {
		panic(err)
	}
	return append(make([]byte, c.PrivateKeySize()-len(n)), n...)
}

// secretCopy returns a copy of b marked secret.
func secretCopy(b []byte) []byte {
	s := bytes.Clone(b)
	secret(s)
	return s
}

// ---- The checks -----------------------------------------------------------

// checkScalars runs Scalar's methods on secrets a and b (public bytes
// below n, given) and returns a·b mod n, its bytes secret.
func checkScalars(ci int, c *uecc.Curve, a, b []byte) (ab []byte) {
	// SetBytes of secret bytes: its verdict is branched on (suppressed).
	var sB *ec.Scalar
	var err error
	sb := secretCopy(b)
	measure(ci, rScalarSetBytes, func() { sB, err = ec.NewScalar(c).SetBytes(sb) })
	if err != nil {
		fail(c, "Scalar.SetBytes of a secret below n: %v", err)
		return nil
	}
	mustTaint(c, "Scalar.SetBytes", internals(sB))
	// The verdict for a secret ≥ n: an error, the receiver unchanged.
	over := secretCopy(orderBytes(c))
	var rej *ec.Scalar
	measure(ci, rScalarSetBytes, func() { rej, err = ec.NewScalar(c).SetBytes(over) })
	if err == nil || rej != nil {
		fail(c, "Scalar.SetBytes of a secret n: accepted")
	}

	// a: SetBytes of public bytes, then its limbs marked secret.
	sA, err := ec.NewScalar(c).SetBytes(a)
	if err != nil {
		fail(c, "Scalar.SetBytes: %v", err)
		return nil
	}
	secret(internals(sA))

	sum, diff, prod, inv, quot, neg, zero, zinv, cp := ec.NewScalar(c), ec.NewScalar(c), ec.NewScalar(c),
		ec.NewScalar(c), ec.NewScalar(c), ec.NewScalar(c), ec.NewScalar(c), ec.NewScalar(c), ec.NewScalar(c)
	measure(ci, rScalarAdd, func() { sum.Add(sA, sB) })
	measure(ci, rScalarSub, func() { diff.Sub(sum, sB) }) // a
	measure(ci, rScalarMul, func() { prod.Mul(sA, sB) })
	measure(ci, rScalarInvert, func() { inv.Invert(sB) })
	measure(ci, rScalarMul, func() { quot.Mul(prod, inv) }) // a
	measure(ci, rScalarNegate, func() { neg.Negate(sA) })
	measure(ci, rScalarAdd, func() { zero.Add(neg, sA) })    // 0, secret
	measure(ci, rScalarInvert, func() { zinv.Invert(zero) }) // 0⁻¹ = 0
	measure(ci, rScalarSet, func() { cp.Set(sA) })
	var abBytes, aBytes []byte
	measure(ci, rScalarBytes, func() { abBytes = prod.Bytes() })
	measure(ci, rScalarBytes, func() { aBytes = quot.Bytes() })
	var eqDiff, eqQuot, eqSet, eqAB, isZero, isZeroInv, isZeroA bool
	measure(ci, rScalarEqual, func() { eqDiff = diff.Equal(sA) })
	measure(ci, rScalarEqual, func() { eqQuot = quot.Equal(sA) })
	measure(ci, rScalarEqual, func() { eqSet = cp.Equal(sA) })
	measure(ci, rScalarEqual, func() { eqAB = sA.Equal(sB) })
	measure(ci, rScalarIsZero, func() { isZero = zero.IsZero() })
	measure(ci, rScalarIsZero, func() { isZeroInv = zinv.IsZero() })
	measure(ci, rScalarIsZero, func() { isZeroA = sA.IsZero() })

	for _, x := range []struct {
		what string
		s    *ec.Scalar
	}{{"Add", sum}, {"Sub", diff}, {"Mul", prod}, {"Invert", inv}, {"Negate", neg}, {"Add (a + −a)", zero},
		{"Invert (0)", zinv}, {"Set", cp}} {
		mustTaint(c, "Scalar."+x.what, internals(x.s))
	}
	mustTaint(c, "Scalar.Bytes", abBytes, aBytes)
	wantBool(c, "Scalar.Equal((a+b)−b, a)", &eqDiff, true)
	wantBool(c, "Scalar.Equal(a·b·b⁻¹, a)", &eqQuot, true)
	wantBool(c, "Scalar.Equal(Set(a), a)", &eqSet, true)
	wantBool(c, "Scalar.Equal(a, b)", &eqAB, bytes.Equal(a, b))
	wantBool(c, "Scalar.IsZero(a + −a)", &isZero, true)
	wantBool(c, "Scalar.IsZero(Invert(0))", &isZeroInv, true)
	wantBool(c, "Scalar.IsZero(a)", &isZeroA, false)
	public(aBytes)
	if !bytes.Equal(aBytes, a) {
		fail(c, "Scalar.Bytes(a·b·b⁻¹) = %x, want %x", aBytes, a)
	}
	// a·b stays secret: the points' checks multiply by it.
	return abBytes
}

// checkPoints runs Point's methods on secret scalars a and b (public bytes)
// and points computed from them; ab is a·b mod n, secret.
func checkPoints(ci int, c *uecc.Curve, a, b, ab []byte) {
	ks := c.PrivateKeySize()
	G := ec.NewPoint(c).SetGenerator()
	// Every point computed here, for the taint check.
	var ps []*ec.Point
	np := func() *ec.Point {
		p := ec.NewPoint(c)
		ps = append(ps, p)
		return p
	}
	P1, P2, P3, P4, S, NP3, SM, D, A2, N := np(), np(), np(), np(), np(), np(), np(), np(), np(), np()
	I, IP, II, ID, IK, Z0, ZN, PZ, PN, C, R, R4 := np(), np(), np(), np(), np(), np(), np(), np(), np(), np(), np(), np()
	ka, kb := secretCopy(a), secretCopy(b)
	k0, kn := secretCopy(make([]byte, ks)), secretCopy(orderBytes(c))

	measure(ci, rScalarBaseMult, func() { P1.ScalarBaseMult(ka) })        // a·G
	measure(ci, rScalarMult, func() { P2.ScalarMult(G, ka) })             // a·G
	measure(ci, rScalarMultSecretPoint, func() { P3.ScalarMult(P1, kb) }) // b·(a·G)
	measure(ci, rScalarBaseMult, func() { P4.ScalarBaseMult(ab) })        // (a·b)·G
	measure(ci, rScalarBaseMult, func() { Z0.ScalarBaseMult(k0) })        // identity
	measure(ci, rScalarBaseMult, func() { ZN.ScalarBaseMult(kn) })        // n·G: identity
	measure(ci, rScalarMultSecretPoint, func() { PZ.ScalarMult(P1, k0) }) // identity
	measure(ci, rScalarMultSecretPoint, func() { PN.ScalarMult(P1, kn) }) // identity
	measure(ci, rAdd, func() { S.Add(P1, P3) })                           // distinct points
	measure(ci, rNegate, func() { NP3.Negate(P3) })
	measure(ci, rAdd, func() { SM.Add(S, NP3) }) // (P1 + P3) − P3
	measure(ci, rDouble, func() { D.Double(P1) })
	measure(ci, rAdd, func() { A2.Add(P1, P2) }) // equal points
	measure(ci, rNegate, func() { N.Negate(P1) })
	measure(ci, rAdd, func() { I.Add(P1, N) })                           // opposite points: the identity, secret
	measure(ci, rAdd, func() { IP.Add(I, P3) })                          // identity + P
	measure(ci, rAdd, func() { II.Add(I, ZN) })                          // identity + identity
	measure(ci, rDouble, func() { ID.Double(I) })                        // 2·identity
	measure(ci, rScalarMultSecretPoint, func() { IK.ScalarMult(I, kb) }) // b·identity
	measure(ci, rSet, func() { C.Set(P3) })

	var eq12, eq34, eqS, eqD, eqIP, eqC, eq13, idI, idII, idID, idIK, idZ0, idZN, idPZ, idPN, idP1 bool
	measure(ci, rEqual, func() { eq12 = P1.Equal(P2) })
	measure(ci, rEqual, func() { eq34 = P3.Equal(P4) })
	measure(ci, rEqual, func() { eqS = SM.Equal(P1) })
	measure(ci, rEqual, func() { eqD = D.Equal(A2) })
	measure(ci, rEqual, func() { eqIP = IP.Equal(P3) })
	measure(ci, rEqual, func() { eqC = C.Equal(P3) })
	measure(ci, rEqual, func() { eq13 = P1.Equal(P3) })
	for _, x := range []struct {
		got *bool
		p   *ec.Point
	}{{&idI, I}, {&idII, II}, {&idID, ID}, {&idIK, IK}, {&idZ0, Z0}, {&idZN, ZN}, {&idPZ, PZ}, {&idPN, PN}, {&idP1, P1}} {
		measure(ci, rIsIdentity, func() { *x.got = x.p.IsIdentity() })
	}

	// Encodings of a secret point and of the secret identity: whether the
	// point is the identity (the output's length) is suppressed.
	var enc, encC, encI, encCI []byte
	measure(ci, rBytes, func() { enc = P3.Bytes() })
	measure(ci, rBytesCompressed, func() { encC = P3.BytesCompressed() })
	measure(ci, rBytes, func() { encI = I.Bytes() })
	measure(ci, rBytesCompressed, func() { encCI = I.BytesCompressed() })
	fb := c.FieldSize()
	if len(enc) != 1+2*fb || len(encC) != 1+fb || len(encI) != 1 || len(encCI) != 1 {
		fail(c, "Bytes/BytesCompressed: lengths %d, %d (identity %d, %d)", len(enc), len(encC), len(encI), len(encCI))
		return
	}
	mustTaint(c, "Point.Bytes", enc[1:])
	mustTaint(c, "Point.BytesCompressed", encC)

	// SetBytes of the secret X‖Y, raw and with the (public) prefix 0x04,
	// and of an invalid secret X‖Y (the low bit of Y flipped): verdicts
	// suppressed, and the refused one's error text (ec.pointProblem).
	public(enc)
	xy := secretCopy(enc[1:])
	e04 := bytes.Clone(enc)
	secret(e04[1:])
	bad := bytes.Clone(enc[1:])
	bad[len(bad)-1] ^= 1
	secret(bad)
	var errXY, err04, errBad error
	var RB *ec.Point
	measure(ci, rSetBytes, func() { _, errXY = R.SetBytes(xy) })
	measure(ci, rSetBytes, func() { _, err04 = R4.SetBytes(e04) })
	measure(ci, rSetBytes, func() { RB, errBad = ec.NewPoint(c).SetBytes(bad) })
	if errXY != nil || err04 != nil || errBad == nil || RB != nil {
		fail(c, "Point.SetBytes of a secret X‖Y: %v, %v; of an invalid one: %v", errXY, err04, errBad)
		return
	}
	var eqR, eqR4 bool
	measure(ci, rEqual, func() { eqR = R.Equal(P3) })
	measure(ci, rEqual, func() { eqR4 = R4.Equal(P3) })

	// The taint reached every result; then, declassified, they are right.
	for i, p := range ps {
		mustTaint(c, "point "+strconv.Itoa(i)+" (P1 … R4 in checkPoints, in order)", internals(p))
	}
	wantBool(c, "Equal(ScalarBaseMult(a), ScalarMult(G, a))", &eq12, true)
	wantBool(c, "Equal(ScalarMult(a·G, b), ScalarBaseMult(a·b))", &eq34, true)
	wantBool(c, "Equal((P + Q) − Q, P)", &eqS, true)
	wantBool(c, "Equal(Double(P), Add(P, P))", &eqD, true)
	wantBool(c, "Equal(identity + P, P)", &eqIP, true)
	wantBool(c, "Equal(Set(P), P)", &eqC, true)
	wantBool(c, "Equal(a·G, a·b·G)", &eq13, false) // b = 1: probability 2^−160
	wantBool(c, "Equal(SetBytes(X‖Y), P)", &eqR, true)
	wantBool(c, "Equal(SetBytes(0x04‖X‖Y), P)", &eqR4, true)
	wantBool(c, "IsIdentity(P − P)", &idI, true)
	wantBool(c, "IsIdentity(identity + identity)", &idII, true)
	wantBool(c, "IsIdentity(2·identity)", &idID, true)
	wantBool(c, "IsIdentity(b·identity)", &idIK, true)
	wantBool(c, "IsIdentity(0·G)", &idZ0, true)
	wantBool(c, "IsIdentity(n·G)", &idZN, true)
	wantBool(c, "IsIdentity(0·P)", &idPZ, true)
	wantBool(c, "IsIdentity(n·P)", &idPN, true)
	wantBool(c, "IsIdentity(a·G)", &idP1, false)
	public(encC)
	if encI[0] != 0 || encCI[0] != 0 || encC[0] != 2|enc[2*fb]&1 || !bytes.Equal(encC[1:], enc[1:1+fb]) {
		fail(c, "Bytes/BytesCompressed: %x, %x (identity %x, %x)", enc, encC, encI, encCI)
	}
	if q, err := ec.NewPoint(c).SetBytes(encC); err != nil || !bytes.Equal(q.Bytes(), enc) {
		fail(c, "BytesCompressed does not decode to the point: %v", err)
	}
	// a·G is uecc's public key of a (outside the count: public inputs).
	reveal(P1)
	key, err := c.NewPrivateKey(a)
	if err != nil {
		fail(c, "uecc.NewPrivateKey: %v", err)
	} else if got, want := P1.Bytes(), key.PublicKey().Bytes(); !bytes.Equal(got, want) {
		fail(c, "ScalarBaseMult(a) = %x, uecc's public key %x", got, want)
	}
}

// checkSchnorr runs BIP 340's PublicKey and Sign (secp256k1, column ci) on a
// secret private key d (public bytes, given) and a secret aux_rand, and with
// aux_rand nil (32 bytes from the operating system).
func checkSchnorr(ci int, c *uecc.Curve, d []byte, rng *rand.ChaCha8) {
	msg := make([]byte, rng.Uint64()%100)
	rng.Read(msg) // public
	aux := make([]byte, schnorr.AuxRandSize)
	rng.Read(aux)
	var pub, sig, sigNil []byte
	var errPub, errSig, errNil error
	dd := secretCopy(d)
	measure(ci, rSchnorrPublicKey, func() { pub, errPub = schnorr.PublicKey(dd) })
	auxS := secretCopy(aux)
	measure(ci, rSchnorrSign, func() { sig, errSig = schnorr.Sign(dd, msg, auxS) })
	measure(ci, rSchnorrSign, func() { sigNil, errNil = schnorr.Sign(dd, msg, nil) })
	if errPub != nil || errSig != nil || errNil != nil {
		fail(c, "schnorr: %v, %v, %v", errPub, errSig, errNil)
		return
	}
	mustTaint(c, "schnorr.PublicKey", pub)
	mustTaint(c, "schnorr.Sign", sig[:32], sig[32:], sigNil[:32], sigNil[32:])
	public(pub)
	public(sig)
	public(sigNil)
	if err := schnorr.Verify(pub, msg, sig); err != nil {
		fail(c, "schnorr.Sign: %v", err)
	}
	if err := schnorr.Verify(pub, msg, sigNil); err != nil {
		fail(c, "schnorr.Sign (aux nil): %v", err)
	}
	key, _ := c.NewPrivateKey(d)
	if want := key.PublicKey().Bytes()[1:33]; !bytes.Equal(pub, want) {
		fail(c, "schnorr.PublicKey = %x, want the X of uecc's public key %x", pub, want)
	}
}

// checkSignBatch runs uecc's SignBatch on a secret private key d (public
// bytes, given) and public digests, twice: a curve's first fixed-base
// multiplications go without the table (ecc.BaseTableAfter), where the batch
// signs one by one, so the second batch takes the path that shares the
// inversions. Every signature must verify.
func checkSignBatch(ci int, c *uecc.Curve, d []byte, rng *rand.ChaCha8) {
	const members = 12
	hashes := make([][]byte, members)
	for i := range hashes {
		hashes[i] = make([]byte, 32)
		rng.Read(hashes[i]) // public
	}
	key, err := c.NewPrivateKey(d)
	if err != nil {
		fail(c, "uecc.NewPrivateKey: %v", err)
		return
	}
	pub := key.PublicKey().Bytes()[1:]
	dd := secretCopy(d)
	for range 2 {
		var sigs [][]byte
		measure(ci, rSignBatch, func() { sigs, err = c.SignBatch(rng, dd, hashes) })
		if err != nil {
			fail(c, "SignBatch: %v", err)
			return
		}
		for i, sig := range sigs {
			mustTaint(c, "SignBatch", sig[:c.FieldSize()], sig[c.FieldSize():])
			public(sig)
			if err := c.Verify(pub, hashes[i], sig); err != nil {
				fail(c, "SignBatch, member %d: %v", i, err)
			}
		}
	}
}

func main() {
	onValgrind = runningOnValgrind()
	curves = uecc.Curves()
	errs, calls = make([][nRows]uint, len(curves)), make([][nRows]uint, len(curves))
	rng := rand.NewChaCha8([32]byte{'c', 't', 'g', 'r', 'i', 'n', 'd', ' ', 'g', 'o', 'a', 'p', 'i'})

	iterations := 2
	if len(os.Args) > 1 {
		if strings.HasPrefix(os.Args[1], "leak-") {
			os.Exit(leak(os.Args[1], rng))
		}
		n, err := strconv.Atoi(os.Args[1])
		if err != nil || n < 1 {
			fmt.Fprintln(os.Stderr, "usage: goapi [iterations] | leak-branch | leak-bool | leak-vartime")
			os.Exit(64)
		}
		iterations = n
	}
	if !onValgrind {
		fmt.Println("ctgrind goapi: not running under valgrind: functional checks only; client requests:", clientRequests)
	}
	for range iterations {
		for ci, c := range curves {
			a, b := drawScalar(c, rng), drawScalar(c, rng)
			if ab := checkScalars(ci, c, a, b); ab != nil {
				checkPoints(ci, c, a, b, ab)
			}
			checkSignBatch(ci, c, a, rng)
			if c.Name() == "secp256k1" {
				checkSchnorr(ci, c, a, rng)
			}
		}
	}

	fmt.Printf("%-27s", "memcheck errors (calls)")
	for _, c := range curves {
		fmt.Printf(" %12s", c.Name())
	}
	fmt.Println()
	var total uint
	for r := range nRows {
		fmt.Printf("%-27s", rowNames[r])
		for ci := range curves {
			fmt.Printf(" %12s", fmt.Sprintf("%d (%d)", errs[ci][r], calls[ci][r]))
			total += errs[ci][r]
		}
		fmt.Println()
	}
	fmt.Println("(*) a verdict declared public by tests/ctgrind/goapi/verdicts.supp: SetBytes's, and Bytes' test for the identity")
	suffix := ""
	if !onValgrind {
		suffix = " (not under valgrind)"
	}
	fmt.Printf("ctgrind goapi: %d curves, %d iterations; %d secret bytes marked; %d memcheck errors; %d functional failures%s\n",
		len(curves), iterations, secretBytes, total, failures, suffix)
	if failures != 0 || total != 0 {
		os.Exit(2)
	}
}
