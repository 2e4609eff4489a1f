//go:build !uecc_no_secp224r1

package main

// #cgo CFLAGS: -DUCGO_HAS_SECP224R1=1
import "C"

import (
	"github.com/uecc-go/uecc/internal/ecc/secp224r1"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

func init() {
	curveByIndex[2], engineByIndex[2] = uecc.Secp224r1(), secp224r1.New()
	microECCByIndex[2] = microecc.For(curveByIndex[2])
}
