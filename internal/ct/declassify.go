// Package ct holds the constant-time helpers shared by the engine and package
// uecc, and the single place where a value derived from a secret is declared
// public ("declassified").
package ct

// Declassify returns v unchanged. It marks the point where a value computed
// from secrets becomes public on purpose (a rejected random draw, r or s being
// zero, a failed check whose outcome the caller will learn anyway), so that a
// branch on it is not a side channel. Under the valgrind build tag it tells
// memcheck that v's bits are defined (see declassify_valgrind.go); here it is
// free. Every call site says in a comment why its value is public.
func Declassify(v int) int { return declassify(v) }
