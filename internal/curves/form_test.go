package curves

// fieldForm returns the form of the field type T (the constants its
// generated file declares): R = 2^rBits (0: stored as itself), and the
// inputs Mul and Sqr take: any below 16·m where lazy is set, else any below
// 2^inputBits. The p of secp160r1, secp192r1 and secp224r1 has one form on
// 32-bit ARM with its assembly and another elsewhere.
func fieldForm[T any]() (rBits, inputBits int, lazy bool) {
	var zero T
	switch any(zero).(type) {
	case secp160r1Fp:
		return secp160r1FpRBits, secp160r1FpInputBits, secp160r1FpLazyInputs
	case secp160r1Fn:
		return secp160r1FnRBits, secp160r1FnInputBits, secp160r1FnLazyInputs
	case secp192r1Fp:
		return secp192r1FpRBits, secp192r1FpInputBits, secp192r1FpLazyInputs
	case secp192r1Fn:
		return secp192r1FnRBits, secp192r1FnInputBits, secp192r1FnLazyInputs
	case secp224r1Fp:
		return secp224r1FpRBits, secp224r1FpInputBits, secp224r1FpLazyInputs
	case secp224r1Fn:
		return secp224r1FnRBits, secp224r1FnInputBits, secp224r1FnLazyInputs
	case secp256r1Fp:
		return secp256r1FpRBits, secp256r1FpInputBits, secp256r1FpLazyInputs
	case secp256r1Fn:
		return secp256r1FnRBits, secp256r1FnInputBits, secp256r1FnLazyInputs
	case secp256k1Fp:
		return secp256k1FpRBits, secp256k1FpInputBits, secp256k1FpLazyInputs
	case secp256k1Fn:
		return secp256k1FnRBits, secp256k1FnInputBits, secp256k1FnLazyInputs
	}
	panic("fieldForm: not a field type")
}
