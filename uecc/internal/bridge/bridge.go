// Package bridge hands packages microecc and ec the engine of a uecc.Curve,
// which package uecc keeps unexported: micro-ecc's API (package microecc)
// works on the engine directly, and package ec on the engine's ecc.Group
// (points and scalars as values); both must stay out of uecc's API, where
// every Go user would meet them first. uecc sets EngineOf in its init;
// microecc and ec call it. Nothing else imports this package.
package bridge

import "github.com/uecc-go/uecc/internal/ecc"

// EngineOf returns the engine of curve, a *uecc.Curve (typed any because
// this package cannot import uecc, which imports it).
var EngineOf func(curve any) ecc.Engine
