// Package cpuid executes the two instructions that tell what an x86-64 CPU
// and its operating system support, for the packages that choose their
// assembly by it (internal/ecc's curves, internal/sha256). It is used
// instead of golang.org/x/sys/cpu, whose Linux build imports package os and
// with it time, io/fs and strconv, which the C library has no other use for.
// On other targets, and in the purego build, it is empty.
package cpuid
