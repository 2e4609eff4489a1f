//go:build !uecc_no_secp521r1

package main

// #cgo CFLAGS: -DUCGO_HAS_SECP521R1=1
import "C"

import (
	"github.com/uecc-go/uecc/internal/ecc/secp521r1"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

func init() {
	curveByIndex[6], engineByIndex[6] = uecc.Secp521r1(), secp521r1.New()
	microECCByIndex[6] = microecc.For(curveByIndex[6])
}
