package hexconst

import (
	"bytes"
	"encoding/hex"
	"testing"
)

// TestDecode holds Decode to encoding/hex on both cases and every digit, and
// checks that bad input panics.
func TestDecode(t *testing.T) {
	for _, s := range []string{"", "00", "0123456789abcdef", "0123456789ABCDEF", "ffFF", "0100000000000000000001f4c8f927aed3ca752257"} {
		want, err := hex.DecodeString(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := Decode(s); !bytes.Equal(got, want) {
			t.Errorf("Decode(%q) = %x, want %x", s, got, want)
		}
	}
	for _, s := range []string{"0", "0g", "g0", "0x12", " 1"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Decode(%q) did not panic", s)
				}
			}()
			Decode(s)
		}()
	}
}
