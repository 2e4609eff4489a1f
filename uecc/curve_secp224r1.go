//go:build !uecc_no_secp224r1

package uecc

import engine "github.com/uecc-go/uecc/internal/ecc/secp224r1"

func init() { secp224r1 = newCurve(engine.New()) }
