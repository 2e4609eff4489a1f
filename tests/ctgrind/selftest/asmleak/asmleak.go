//go:build ctgrind_selftest && amd64

// Package asmleak holds the assembly leaks of `make ctgrind-selftest`
// (tests/ctgrind/selftest): copies of the library's secp256k1 fnMul, a
// Montgomery product by MULX, ADCX and ADOX, as `make ctgrind` runs it on
// the assembly path (asmleak_amd64.s). They prove that a leak inside such
// assembly is caught under memcheck as one in Go is, and (MontMul, leak-free)
// that the product runs under valgrind with no error, gives the right value
// and passes the secret's taint on to its output. A package of its own
// because a package using cgo cannot hold Go assembly. Nothing here is part
// of the library.
package asmleak

// MontMul sets z = x·y·2^-256 mod n (secp256k1's group order), for x, y < n.
//
//go:noescape
func MontMul(z, x, y *[4]uint64)

// MontMulIndexLeak is MontMul with a load from table at a secret index (the
// low byte of x[0]·y[0]).
//
//go:noescape
func MontMulIndexLeak(z, x, y *[4]uint64, table *[256]uint64)

// MontMulBranchLeak is MontMul with a conditional jump on a secret bit (bit
// 0 of x[0]·y[0]).
//
//go:noescape
func MontMulBranchLeak(z, x, y *[4]uint64)
