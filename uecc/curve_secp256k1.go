//go:build !uecc_no_secp256k1

package uecc

import "github.com/uecc-go/uecc/internal/curves"

func init() { secp256k1 = newCurve(curves.Secp256k1()) }
