//go:build !uecc_no_secp256r1

package uecc

import engine "github.com/uecc-go/uecc/internal/ecc/secp256r1"

func init() { secp256r1 = newCurve(engine.New()) }
