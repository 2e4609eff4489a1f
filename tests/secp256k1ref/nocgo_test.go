//go:build !cgo

package secp256k1ref_test

import "testing"

// TestCrossCheckLibsecp256k1 stands in for the cross-check where cgo is
// off (CGO_ENABLED=0: make test-arm's cross-compiled go test, a cross
// build without a C compiler): libsecp256k1 is reached only through cgo.
func TestCrossCheckLibsecp256k1(t *testing.T) {
	t.Skip("the libsecp256k1 cross-check needs cgo (CGO_ENABLED=1 and a C compiler): this build has cgo off")
}
