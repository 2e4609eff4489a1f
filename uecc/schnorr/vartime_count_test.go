//go:build vartimecount

package schnorr_test

import (
	"strings"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/uecc/schnorr"
)

// TestSecretOperationsEnterNoVartime (build tag vartimecount, as
// tests/vartime): PublicKey and Sign enter no function of the list of
// variable-time functions (internal/ecc/vartime.go), and Verify, on public
// data, enters the engine's Decompress and its double multiplication, so
// the counters count.
func TestSecretOperationsEnterNoVartime(t *testing.T) {
	if !ecc.VartimeCount {
		t.Fatal("not the counting build")
	}
	priv := fixedKey
	msg := []byte("vartime")
	run := func(name string, op func() error) (map[string]int, []ecc.VartimeCall) {
		ecc.VartimeReset()
		if err := op(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		counts, outer, unlisted := ecc.VartimeRecord()
		if len(unlisted) > 0 {
			t.Errorf("%s: unlisted functions called the hook: %v", name, unlisted)
		}
		return counts, outer
	}
	var pub, sig []byte
	for _, op := range []struct {
		name string
		run  func() error
	}{
		{"PublicKey", func() (err error) { pub, err = schnorr.PublicKey(priv); return }},
		{"Sign", func() (err error) { sig, err = schnorr.Sign(priv, msg, make([]byte, 32)); return }},
		{"Sign, fresh aux", func() (err error) { _, err = schnorr.Sign(priv, msg, nil); return }},
	} {
		if _, outer := run(op.name, op.run); len(outer) > 0 {
			for _, c := range outer {
				t.Errorf("%s entered %s, called by %s", op.name, c.Name, strings.Join(c.Stack, " ← "))
			}
		}
	}
	counts, _ := run("Verify", func() error { return schnorr.Verify(pub, msg, sig) })
	for _, fn := range []string{"secp256k1.(*engine).Decompress", "secp256k1.doubleMultVartime"} {
		if counts[fn] == 0 {
			t.Errorf("Verify did not enter %s (entered: %v)", fn, counts)
		}
	}
}
