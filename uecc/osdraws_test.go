package uecc

import (
	"io"
	"testing"

	"github.com/uecc-go/uecc/internal/osrand"
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

// TestOSSourceDrawsOnlyWhatIsUsed: key generation reads its source once
// (the private key) and signing once (the 32 fresh bytes of the hedged
// nonce), the operating system's for a nil reader and the reader given
// otherwise; a rejected key candidate (probability about 2^-32 a draw on
// secp256r1) would add a read. (microecc's draws are held by its own test.) Rejected candidates would add reads; on secp256r1 one
// happens with probability about 2^-32 a draw.
func TestOSSourceDrawsOnlyWhatIsUsed(t *testing.T) {
	c := Secp256r1()
	pub := make([]byte, c.PublicKeySize())
	priv := make([]byte, c.PrivateKeySize())
	sig := make([]byte, c.SignatureSize())
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
		{"GeneratePrivateKey", func(r io.Reader) error {
			k, err := c.GeneratePrivateKey(r)
			if err == nil {
				copy(priv, k.Bytes())
				copy(pub, k.PublicKey().BytesXY())
			}
			return err
		}, 1, 1},
		{"Sign", func(r io.Reader) error { return c.signHedged(sig, r, priv, hash) }, 1, 1},
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
	if err := c.Verify(pub, hash, sig); err != nil {
		t.Fatalf("the signature made from the OS source: %v", err)
	}
}
