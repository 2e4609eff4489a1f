//go:build !uecc_no_secp384r1

package uecc

import engine "github.com/uecc-go/uecc/internal/ecc/secp384r1"

func init() { secp384r1 = newCurve(engine.New()) }
