package ecc

import "strings"

// The variable-time functions: the one list of the functions of the engine,
// of packages uecc and microecc and of the C library's Go and C code that
// are allowed to take time that depends on their data, each with the reason
// it only ever sees public data. Everything else that touches a secret is
// constant time (docs/SAFETY.md).
//
// Every Go function of the list starts with the counting hook:
//
//	if ecc.VartimeCount {
//		ecc.VartimeEnter()
//	}
//
// (in package ecc without the qualifier; in the generated curve packages
// through the generator's template vartimeHook). In the default build
// VartimeCount is the constant false (vartime_nocount.go) and the compiler
// removes the hook: the function carries no call and no instruction for
// it. Under the build tag vartimecount (vartime_count.go) VartimeEnter
// records the entry and whether a listed function encloses it.
//
// Assembly cannot call the hook: an assembly function that is variable time
// is listed in the Asm of the Go function that calls it, its dispatch
// entry, and counted there. VartimeAsm answers whether an assembly function
// is one of them: those are the functions the static check of the assembly
// (internal/cmd/ctcheck) may skip.
//
// Two tests hold the list to the code (tests/vartime):
//
//   - TestListMatchesCode (every build): every Go function listed exists
//     and starts with the hook in every build variant of its file; no
//     unlisted function has the hook; every function whose name contains
//     "Vartime" is listed, assembly through Asm; every Asm name is a TEXT
//     symbol of its curve that the listed Go function calls; every C
//     function listed is defined in capi/*.c.
//   - TestSecretOperationsEnterNoVartime (tag vartimecount, make test-go):
//     every operation on a secret, on every curve, enters no listed
//     function but the public steps it declares (the DER encoding and the
//     recovery id of a finished signature), while the public operations
//     enter the ones expected of them (TestPublicOperationsEnterVartime);
//     a listed call injected into k·G is reported
//     (TestDetectorCatchesVartimeOnSecret).

// A VartimeFunc is one function allowed to take variable time.
type VartimeFunc struct {
	// Name is the function, qualified by its package: "ecc.WNAF",
	// "uecc.(*Curve).Verify", "microecc.(*Curve).setRecoveryID",
	// "capi.recoveryID" (package main of capi/), and for the generated
	// curve packages "<curve>.(*fp).Sqrt", standing for that function in
	// each internal/ecc/<curve> that has it. A C function of capi/*.c is
	// "C.uECC_vli_numBits".
	Name string
	// Asm are the assembly functions, qualified by their curve's package,
	// that Name calls and that are variable time themselves; Name counts
	// their entries.
	Asm []string
	// Reason says why the function only sees public data.
	Reason string
}

// VartimeCurve is the package part of Name for the generated curve
// packages.
const VartimeCurve = "<curve>"

// VartimeFuncs is the list.
var VartimeFuncs = []VartimeFunc{
	// Signature verification.
	{Name: "<curve>.(*engine).Verify",
		Reason: "ECDSA verification: its inputs are the public key, the hash integer and the signature, all public"},
	{Name: "<curve>.rPlusN",
		Reason: "Verify's test whether r + n < p: r is the signature's"},
	{Name: "<curve>.(*fn).InvertVartime",
		Reason: "Verify's w = s⁻¹ mod n: s is the signature's"},
	{Name: "ecc.SafegcdInvertVartime",
		Reason: "the inversion of InvertVartime (Verify's s): its steps stop when g is 0 and its limbs shrink with f and g"},
	{Name: "ecc.divstepsVartime",
		Reason: "SafegcdInvertVartime's batches of divsteps, whose runs of halvings and additions follow s's bits"},
	{Name: "ecc.WNAF",
		Reason: "the width-w NAF of Verify's u1 = e/s and u2 = r/s (or of their GLV halves), computed from the hash " +
			"and the signature; a loop turn per nonzero digit"},
	{Name: "ecc.AbsDigit",
		Reason: "|d| of a digit of WNAF, Verify's table index"},
	{Name: "<curve>.(*jacobian).addAffine",
		Reason: "the Jacobian addition with branches on its exceptional cases (infinity, doubling), for Verify's sum " +
			"u1·G + u2·Q and PointAdd: points made from public keys, signatures and hashes"},
	{Name: "<curve>.(*jacobian).addAffineIso",
		Reason: "addAffine on the isomorphic curve of Verify's odd multiples of Q (a = −3 curves): Verify's sum"},
	{Name: "<curve>.doubleMultLoopIFMA",
		Reason: "doubleMultVartime's loop in the AVX-512 IFMA form (secp521r1): Verify's sum"},
	{Name: "<curve>.(*jacobian48).addAffine",
		Reason: "addAffine and addAffineIso in the AVX-512 IFMA form, for doubleMultLoopIFMA: Verify's sum"},
	{Name: "<curve>.doubleMultVartime",
		Reason: "u1·G + u2·Q by wNAF, Verify's sum; also the point API's double multiplication for public " +
			"scalars and points (DoubleScalarMultVartime)"},
	// The point API (package uecc/ec) on public data.
	{Name: "<curve>.(*GroupPoint).DoubleScalarMultVartime",
		Reason: "k1·G + k2·P of the point API, for public scalars and points (doubleMultVartime)"},
	{Name: "<curve>.(*GroupPoint).SetCompressedVartime",
		Reason: "the point API's decoding of a compressed point (Decompress): public"},
	{Name: "ec.(*Point).ScalarBaseMultVartime",
		Reason: "k·G for a public k (a verifier's, a protocol's public values)"},
	{Name: "ec.(*Point).ScalarMultVartime",
		Reason: "k·P for a public k and P"},
	{Name: "ec.(*Point).DoubleScalarMultVartime",
		Reason: "k1·G + k2·P for public scalars and points: verification equations"},
	{Name: "ec.pointProblem",
		Reason: "the error text of an invalid point encoding (which rule failed), as uecc's publicKeyProblem: " +
			"the encoding is public"},
	// Public-key recovery (SEC 1 §4.1.6), its point addition, and micro-ecc's square root.
	{Name: "<curve>.(*engine).PointAdd",
		Reason: "P + Q for public points: recovery's s/r·R + (−e/r)·G, R from the signature"},
	{Name: "uecc.(*Curve).RecoverPublicKey",
		Reason: "public-key recovery: the hash and the recoverable signature r‖s‖v are public, so is the key found"},
	{Name: "uecc.(*Curve).recoverPublicKey",
		Reason: "RecoverPublicKey's work, on the same public values (also the candidates of setRecoveryID)"},
	{Name: "uecc.(*Curve).setRecoveryID",
		Reason: "the recovery id of a finished signature: recovers the candidates from the signature, the hash and " +
			"the signer's public key, all public once the signature is made (SignRecoverable)"},
	{Name: "microecc.(*Curve).setRecoveryID",
		Reason: "microecc's SignRecoverable's recovery id, as uecc's setRecoveryID: the finished signature, the hash " +
			"and the public key"},
	{Name: "capi.recoveryID",
		Reason: "the C library's recovery id (uECC_sign_recoverable with the caller's RNG), as uecc's " +
			"setRecoveryID: the finished signature, the hash and the public key"},
	// Decompression and the square roots.
	{Name: "<curve>.(*engine).Decompress",
		Reason: "decompression of a compressed public key, the square root of x³ + ax + b for its public x"},
	{Name: "<curve>.(*engine).FieldSqrt",
		Reason: "the square root of the VLI API (uECC_vli_mod_sqrt on secp224r1, through capi's ucgo_field_sqrt): " +
			"micro-ecc's decompression, public"},
	{Name: "<curve>.(*fp).Sqrt",
		Reason: "the square root, whose only callers are Decompress and FieldSqrt (public inputs)"},
	{Name: "<curve>.(*fp).squareNVartime",
		Reason: "a run of squarings of the square root's exponent chain (and its final check)"},
	{Name: "<curve>.(*fp).mulVartime",
		Reason: "a product of the square root's chain (secp256k1)"},
	{Name: "<curve>.(*fp).squareNMulVartime",
		Reason: "a run of squarings and the product after it, of the square root's chain (secp160r1, secp224r1)"},
	{Name: "<curve>.fpSqrNVartime", Asm: []string{"secp256k1.fpSqrNVartimeADX"},
		Reason: "squareNVartime's routine; its assembly takes a rare carry as a jump"},
	{Name: "<curve>.fpMulVartime", Asm: []string{"secp256k1.fpMulVartimeADX"},
		Reason: "mulVartime's routine; its assembly takes a rare carry as a jump"},
	{Name: "<curve>.fpSqrNScaled", Asm: []string{"secp192r1.fpSqrNScaledADX"},
		Reason: "the square root's scaled squarings (secp192r1, secp256r1); secp192r1's assembly takes the carry " +
			"out of 2^192 of its extra Montgomery round as a jump (secp256r1's has no branch and is checked)"},
	{Name: "<curve>.fpSqrtTables",
		Reason: "builds the tables of the Tonelli–Shanks square root (secp224r1) from the fixed non-residue: constants"},
	{Name: "<curve>.(*fpSqrtData).log",
		Reason: "the discrete logarithm by a hash-table probe inside the Tonelli–Shanks square root (secp224r1)"},
	{Name: "C.uECC_vli_mod_sqrt",
		Reason: "micro-ecc's square root of the VLI API, for decompression (public); on secp224r1 it calls " +
			"FieldSqrt; elsewhere its loop runs over the public exponent's bits"},
	{Name: "C.uECC_vli_numBits",
		Reason: "the bit length of a VLI, a loop over its leading zero words and bits, as micro-ecc's; the library " +
			"calls it on public values only (p + 1 in uECC_vli_mod_sqrt, the bound of uECC_generate_random_int)"},
	// Verification, low-S and DER in package uecc.
	{Name: "uecc.(*Curve).Verify",
		Reason: "verification: the public key, the hash and the signature; its error text tells why a key is invalid"},
	{Name: "uecc.(*Curve).VerifyASN1",
		Reason: "verification of a DER signature: the public key, the hash and the signature"},
	{Name: "uecc.(*Curve).IsLowS",
		Reason: "compares s of a signature with n/2: s is public"},
	{Name: "uecc.(*Curve).NormalizeS",
		Reason: "writes n − s over a high s: the signature is public (SignRecoverable normalises a finished one)"},
	{Name: "uecc.(*Curve).SignatureToASN1",
		Reason: "DER encoding of a signature: public"},
	{Name: "uecc.(*Curve).SignatureFromASN1",
		Reason: "DER decoding of a signature: public"},
	{Name: "uecc.encodeSig",
		Reason: "DER encoding of r and s, their lengths without leading zeros: a finished signature (SignASN1)"},
	{Name: "uecc.parseSig",
		Reason: "DER parsing of a signature: public"},
	{Name: "uecc.trimMag",
		Reason: "strips leading zero bytes: of signatures, public keys, recovery's operands and constants"},
	{Name: "uecc.lessMag",
		Reason: "compares magnitudes byte by byte: r and s of signatures with n, coordinates of public keys with p"},
	{Name: "uecc.subMag",
		Reason: "n − s of a signature (NormalizeS, VerifyASN1), n − e of recovery's hash"},
	{Name: "uecc.isZero",
		Reason: "recovery's test of the hash integer e = 0"},
	// Public keys in package uecc.
	{Name: "uecc.(*Curve).NewPublicKey",
		Reason: "decodes a public key (raw, uncompressed or compressed: Decompress) and validates it"},
	{Name: "uecc.(*Curve).publicKeyProblem",
		Reason: "the error text of an invalid public key: which of its coordinates is out of range"},
	{Name: "uecc.(*Curve).compressedProblem",
		Reason: "the error text of an invalid compressed public key"},
}

// VartimeKey returns the Name under which VartimeFuncs lists the function
// with the runtime's name fn ("github.com/uecc-go/uecc/internal/ecc/
// secp256k1.(*fp).Sqrt" gives "<curve>.(*fp).Sqrt"), whether or not it is
// listed.
func VartimeKey(fn string) string {
	if i := strings.LastIndexByte(fn, '/'); i >= 0 {
		fn = fn[i+1:]
	}
	pkg, rest, _ := strings.Cut(fn, ".")
	switch {
	case isCurvePackage(pkg):
		pkg = VartimeCurve
	case pkg == "main":
		pkg = "capi"
	}
	return pkg + "." + rest
}

// isCurvePackage reports whether pkg names a generated curve package.
func isCurvePackage(pkg string) bool {
	return strings.HasPrefix(pkg, "secp") && (strings.HasSuffix(pkg, "r1") || strings.HasSuffix(pkg, "k1"))
}

// VartimeLookup returns the entry of VartimeFuncs named name, or nil.
func VartimeLookup(name string) *VartimeFunc {
	for i := range VartimeFuncs {
		if VartimeFuncs[i].Name == name {
			return &VartimeFuncs[i]
		}
	}
	return nil
}

// VartimeAsm returns the entry of VartimeFuncs whose Asm holds the assembly
// function name of package pkg (the directory of its file: "secp256k1",
// "fpSqrNVartimeADX"), or nil: the assembly functions that are allowed to
// take variable time, which internal/cmd/ctcheck skips.
func VartimeAsm(pkg, name string) *VartimeFunc {
	for i := range VartimeFuncs {
		for _, a := range VartimeFuncs[i].Asm {
			if a == pkg+"."+name {
				return &VartimeFuncs[i]
			}
		}
	}
	return nil
}
