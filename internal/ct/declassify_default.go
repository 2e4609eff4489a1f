//go:build !valgrind || !linux || !(amd64 || arm64)

package ct

func declassify(v int) int { return v }

// Valgrind is true when Declassify issues a valgrind client request (the
// valgrind build tag on linux/amd64 and linux/arm64), false when it is free.
const Valgrind = false
