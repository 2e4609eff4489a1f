package osrand

import (
	"bytes"
	"testing"
)

func TestRead(t *testing.T) {
	a, b := make([]byte, 64), make([]byte, 64)
	if !Read(a) || !Read(b) {
		t.Fatal("Read failed")
	}
	if bytes.Equal(a, b) || bytes.Equal(a, make([]byte, 64)) {
		t.Fatal("Read gave repeated or zero output")
	}
	if !Read(nil) {
		t.Fatal("Read of nothing failed")
	}
	if n, err := Reader.Read(a[:7]); n != 7 || err != nil {
		t.Fatalf("Reader.Read = %d, %v", n, err)
	}
}
