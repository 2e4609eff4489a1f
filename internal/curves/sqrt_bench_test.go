package curves

import "testing"

// benchSqrt times Sqrt of a fixed square (4 = 2², a square in every field).
func benchSqrt[T any, PT interface {
	*T
	SetOne() *T
	Add(x, y *T) *T
	Sqrt(x *T) int
}](b *testing.B) {
	var x, z T
	PT(&x).SetOne()
	PT(&x).Add(&x, &x)
	PT(&x).Add(&x, &x)
	for b.Loop() {
		if PT(&z).Sqrt(&x) != 1 {
			b.Fatal("4 has no square root")
		}
	}
}

// BenchmarkSqrt isolates the field square root of Decompress.
func BenchmarkSqrt(b *testing.B) {
	b.Run("secp160r1", benchSqrt[secp160r1Fp])
	b.Run("secp192r1", benchSqrt[secp192r1Fp])
	b.Run("secp224r1", benchSqrt[secp224r1Fp])
	b.Run("secp256r1", benchSqrt[secp256r1Fp])
	b.Run("secp256k1", benchSqrt[secp256k1Fp])
}
