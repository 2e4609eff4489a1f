//go:build !uecc_no_secp192r1

package uecc

import engine "github.com/uecc-go/uecc/internal/ecc/secp192r1"

func init() { secp192r1 = newCurve(engine.New()) }
