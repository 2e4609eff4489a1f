//go:build !amd64 || purego || valgrind

package sha256

// block is the compression function in Go: no assembly on this target, in
// the purego build, or in the valgrind build (valgrind does not execute
// the SHA extensions).
func block(h *[8]uint32, p *[BlockSize]byte) { blockGeneric(h, p) }
