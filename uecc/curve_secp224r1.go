//go:build !uecc_no_secp224r1

package uecc

import "github.com/uecc-go/uecc/internal/curves"

func init() { secp224r1 = newCurve(curves.Secp224r1()) }
