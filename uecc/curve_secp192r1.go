//go:build !uecc_no_secp192r1

package uecc

import "github.com/uecc-go/uecc/internal/curves"

func init() { secp192r1 = newCurve(curves.Secp192r1()) }
