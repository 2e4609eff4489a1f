// Command microecccmp times package uecc (Go, called from Go) against
// micro-ecc itself (C, compiled here from a checkout at -O3 with its default
// settings, as micro-ecc's reference figures were: docs/BENCH-RESULTS.md,
// "Reference figures") in one process, batch by batch, interleaved, and
// prints a Markdown table of the medians and of the median per-round ratio
// uecc/micro-ecc, with the 5x line against micro-ecc (ratio ≤ 0.2) and, for
// secp160r1 and secp192r1, the 10x line (≤ 0.1; ≤ 0.5 for decompression).
//
// It is the Go package's side-by-side comparison: `make bench-peers
// MICROECC_DIR=…` measures the same thing through the C ABI, where each uecc
// call also pays the crossing from C into Go (about 60 ns here, measured on
// an exported function that does nothing). micro-ecc's loop runs inside C,
// one cgo call per batch, so the crossing from Go into C costs it nothing.
//
// None of micro-ecc's code is in this repository: the build includes its
// uECC.c from the directory given to the C compiler, so it needs the tag and
// the path:
//
//	make bench-microecc MICROECC_DIR=../micro-ecc
//	CGO_CFLAGS=-I../micro-ecc go run -tags microecc ./bench/cmd/microecccmp [-rounds 21] [-batch 10ms] [-curves secp160r1,…] [-ops verify,…]
//
// ECDH, verification, decompression and validation cycle through 16 inputs
// (other parties' keys, their compressed forms, signatures of 16 digests),
// on both sides alike. With one input repeated, as a benchmark usually
// does, the branch predictor learns micro-ecc's whole path through it (its
// arithmetic branches on the data): its verification then took 72 µs on
// secp160r1 instead of the 118 µs it takes on a signature it has not just
// seen, close to the published figure of 122. uecc's constant-time code has
// no such branches and its verification few, so it moves by 1–3 %.
//
// Before timing, each curve's fixture is checked across the two: micro-ecc
// verifies uecc's signatures and uecc micro-ecc's, both derive the same
// public key and the same shared secret with every peer, and micro-ecc
// decompresses every compressed key to the same point and accepts every key.
package main

func main() { run() }
