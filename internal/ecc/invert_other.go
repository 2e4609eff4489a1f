//go:build !(arm && arm.6) || purego

package ecc

// InvertByPowering is false where safegcd is the cheaper inversion: on
// 64-bit targets, and wherever the field arithmetic is Go (invert_arm.go).
const InvertByPowering = false
