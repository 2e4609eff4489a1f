//go:build !(amd64 || arm64)

package microecc

// wordBytes is the word size of the random requests, micro-ecc's uECC_word_t
// for the target: 4 bytes everywhere but amd64 and arm64 (word8.go), on the
// other 64-bit targets too (riscv64, ppc64le, s390x, mips64, loong64), where
// micro-ecc falls back to 32-bit words. It sets the size of every random
// request (docs/COMPATIBILITY.md, "Random draws").
const wordBytes = 4
