//go:build !uecc_no_secp521r1

package uecc

import engine "github.com/uecc-go/uecc/internal/ecc/secp521r1"

func init() { secp521r1 = newCurve(engine.New()) }
