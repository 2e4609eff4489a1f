//go:build !uecc_no_secp256k1

package main

// #cgo CFLAGS: -DUCGO_HAS_SECP256K1=1
import "C"

import (
	"github.com/uecc-go/uecc/internal/curves"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

func init() {
	curveByIndex[4], engineByIndex[4] = uecc.Secp256k1(), curves.Secp256k1()
	microECCByIndex[4] = microecc.For(curveByIndex[4])
}
