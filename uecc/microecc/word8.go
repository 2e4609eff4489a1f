//go:build amd64 || arm64

package microecc

// wordBytes is the word size of the random requests, micro-ecc's uECC_word_t
// for the target: 8 bytes on amd64 and arm64, the two targets where
// micro-ecc picks 64-bit words (word4.go has the others). It sets the size
// of every random request (docs/COMPATIBILITY.md, "Random draws").
const wordBytes = 8
