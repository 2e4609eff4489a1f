//go:build !uecc_no_secp256r1

package uecc

import "github.com/uecc-go/uecc/internal/curves"

func init() { secp256r1 = newCurve(curves.Secp256r1()) }
