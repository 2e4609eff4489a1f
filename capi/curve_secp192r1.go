//go:build !uecc_no_secp192r1

package main

// #cgo CFLAGS: -DUCGO_HAS_SECP192R1=1
import "C"

import (
	"github.com/uecc-go/uecc/internal/ecc/secp192r1"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

func init() {
	curveByIndex[1], engineByIndex[1] = uecc.Secp192r1(), secp192r1.New()
	microECCByIndex[1] = microecc.For(curveByIndex[1])
}
