//go:build !uecc_no_secp256k1

package main

// #cgo CFLAGS: -DUCGO_HAS_SECP256K1=1
import "C"

import (
	"github.com/uecc-go/uecc/internal/ecc/secp256k1"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

func init() {
	curveByIndex[4], engineByIndex[4] = uecc.Secp256k1(), secp256k1.New()
	microECCByIndex[4] = microecc.For(curveByIndex[4])
}
