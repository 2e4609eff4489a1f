//go:build !uecc_no_secp256k1

package uecc

import engine "github.com/uecc-go/uecc/internal/ecc/secp256k1"

func init() { secp256k1 = newCurve(engine.New()) }
