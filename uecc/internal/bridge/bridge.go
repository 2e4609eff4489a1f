// Package bridge hands package microecc the engine of a uecc.Curve, which
// package uecc keeps unexported: micro-ecc's API (package microecc) works on
// the engine directly, and must stay out of uecc's API, where every Go user
// would meet it first. uecc sets EngineOf in its init; microecc calls it.
// Nothing else imports this package.
package bridge

import "github.com/uecc-go/uecc/internal/ecc"

// EngineOf returns the engine of curve, a *uecc.Curve (typed any because
// this package cannot import uecc, which imports it).
var EngineOf func(curve any) ecc.Engine
