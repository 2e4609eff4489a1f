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

// TestGetrandom: each request of getrandom (the vDSO's where the runtime has
// it) fills the whole of p, for every length up to 300 bytes, and no two
// fills repeat.
func TestGetrandom(t *testing.T) {
	_, vdso := vgetrandom(make([]byte, 1), 0)
	t.Logf("vDSO getrandom: %v", vdso)
	seen := map[string]bool{}
	for n := 1; n <= 300; n++ {
		p := make([]byte, n+1)
		got, errno := getrandom(p[:n])
		if errno != 0 || got != n {
			t.Fatalf("getrandom of %d bytes = %d, %v", n, got, errno)
		}
		if p[n] != 0 {
			t.Fatalf("getrandom of %d bytes wrote past them", n)
		}
		if n >= 8 {
			if seen[string(p[:8])] {
				t.Fatalf("getrandom of %d bytes repeated an earlier output", n)
			}
			seen[string(p[:8])] = true
		}
	}
}
