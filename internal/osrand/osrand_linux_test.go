//go:build linux && (amd64 || arm64 || riscv64 || loong64 || arm || 386 || ppc64 || ppc64le || s390x)

package osrand

import (
	"bytes"
	"syscall"
	"testing"
	"unsafe"
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

// TestVDSOAfter checks that the count of requests stops at vdsoAfter and
// that reads work on both sides of it.
func TestVDSOAfter(t *testing.T) {
	defer requests.Store(vdsoAfter)
	requests.Store(0)
	p := make([]byte, 32)
	for i := 0; i < vdsoAfter; i++ {
		if !Read(p) {
			t.Fatal("Read failed")
		}
	}
	if got := requests.Load(); got != vdsoAfter {
		t.Fatalf("after %d requests the count is %d", vdsoAfter, got)
	}
	q := make([]byte, 32)
	if !Read(q) || requests.Load() != vdsoAfter || bytes.Equal(p, q) {
		t.Fatalf("a request past vdsoAfter: count %d, repeated output %v", requests.Load(), bytes.Equal(p, q))
	}
}

// BenchmarkGetrandom compares one 32-byte request as a system call and in
// the vDSO (where the kernel has it): the saving vdsoAfter weighs against
// the runtime's first vDSO request.
func BenchmarkGetrandom(b *testing.B) {
	p := make([]byte, 32)
	b.Run("syscall", func(b *testing.B) {
		for range b.N {
			syscall.Syscall(sysGetrandom, uintptr(unsafe.Pointer(&p[0])), uintptr(len(p)), 0)
		}
	})
	b.Run("vdso", func(b *testing.B) {
		if _, ok := vgetrandom(p, 0); !ok {
			b.Skip("no vDSO getrandom here")
		}
		for range b.N {
			vgetrandom(p, 0)
		}
	})
}
