//go:build !uecc_no_secp256r1

package main

// #cgo CFLAGS: -DUCGO_HAS_SECP256R1=1
import "C"

import (
	"github.com/uecc-go/uecc/internal/ecc/secp256r1"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

func init() {
	curveByIndex[3], engineByIndex[3] = uecc.Secp256r1(), secp256r1.New()
	microECCByIndex[3] = microecc.For(curveByIndex[3])
}
