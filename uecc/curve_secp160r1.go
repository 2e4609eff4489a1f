//go:build !uecc_no_secp160r1

package uecc

import "github.com/uecc-go/uecc/internal/curves"

func init() { secp160r1 = newCurve(curves.Secp160r1()) }
