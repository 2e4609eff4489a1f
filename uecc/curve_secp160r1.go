//go:build !uecc_no_secp160r1

package uecc

import engine "github.com/uecc-go/uecc/internal/ecc/secp160r1"

func init() { secp160r1 = newCurve(engine.New()) }
