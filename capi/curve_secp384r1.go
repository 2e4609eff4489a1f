//go:build !uecc_no_secp384r1

package main

// #cgo CFLAGS: -DUCGO_HAS_SECP384R1=1
import "C"

import (
	"github.com/uecc-go/uecc/internal/ecc/secp384r1"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

func init() {
	curveByIndex[5], engineByIndex[5] = uecc.Secp384r1(), secp384r1.New()
	microECCByIndex[5] = microecc.For(curveByIndex[5])
}
