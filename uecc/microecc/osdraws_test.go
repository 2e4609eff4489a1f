package microecc

import (
	"io"
	"testing"

	"github.com/uecc-go/uecc/internal/osrand"
	"github.com/uecc-go/uecc/uecc"
)

// countingReader counts the reads made of the operating system's source.
type countingReader struct{ reads int }

func (r *countingReader) Read(p []byte) (int, error) {
	r.reads++
	if !osrand.Read(p) {
		return 0, osrand.ErrUnavailable
	}
	return len(p), nil
}

// TestOSSourceDrawsOnlyWhatIsUsed: with a nil reader, MakeKey reads the
// operating system's source once (the private key) and Sign once (the
// nonce), where a reader given is read as micro-ecc reads its RNG, blinds
// included (two and three reads; uecc's TestVectorsRNGStream holds the exact
// requests). Rejected candidates would add reads; on secp256r1 one
// happens with probability about 2^-32 a draw.
func TestOSSourceDrawsOnlyWhatIsUsed(t *testing.T) {
	c := For(uecc.Secp256r1())
	pub := make([]byte, c.curve.PublicKeySize())
	priv := make([]byte, c.curve.PrivateKeySize())
	sig := make([]byte, c.curve.SignatureSize())
	hash := make([]byte, 32)
	os := &countingReader{}
	saved := osrand.Reader
	osrand.Reader = os
	defer func() { osrand.Reader = saved }()

	for _, tc := range []struct {
		name        string
		call        func(rand io.Reader) error
		nilReads    int
		callerReads int
	}{
		{"MakeKey", func(r io.Reader) error { return c.MakeKey(pub, priv, r) }, 1, 2},
		{"Sign", func(r io.Reader) error { return c.Sign(sig, r, priv, hash) }, 1, 3},
	} {
		os.reads = 0
		if err := tc.call(nil); err != nil {
			t.Fatalf("%s(nil): %v", tc.name, err)
		}
		if os.reads != tc.nilReads {
			t.Errorf("%s(nil) read the OS source %d times, want %d", tc.name, os.reads, tc.nilReads)
		}
		caller := &countingReader{}
		if err := tc.call(caller); err != nil {
			t.Fatalf("%s(reader): %v", tc.name, err)
		}
		if caller.reads != tc.callerReads {
			t.Errorf("%s(reader) read it %d times, want %d", tc.name, caller.reads, tc.callerReads)
		}
	}
	if !c.Verify(pub, hash, sig) {
		t.Fatalf("the signature made from the OS source does not verify")
	}
}
