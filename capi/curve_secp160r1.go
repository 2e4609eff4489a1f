//go:build !uecc_no_secp160r1

package main

// #cgo CFLAGS: -DUCGO_HAS_SECP160R1=1
import "C"

import (
	"github.com/uecc-go/uecc/internal/ecc/secp160r1"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

func init() {
	curveByIndex[0], engineByIndex[0] = uecc.Secp160r1(), secp160r1.New()
	microECCByIndex[0] = microecc.For(curveByIndex[0])
}
