//go:build linux && (amd64 || arm64 || riscv64 || loong64 || arm || 386 || ppc64 || ppc64le || s390x)

package osrand

import (
	"bytes"
	"testing"
)

func TestURandom(t *testing.T) {
	a := make([]byte, 1<<16)
	if !readURandom(a) {
		t.Fatal("readURandom failed")
	}
	if bytes.Equal(a[:32], make([]byte, 32)) {
		t.Fatal("readURandom gave zeros")
	}
}
