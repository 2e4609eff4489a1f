//go:build linux && (amd64 || arm64 || riscv64 || loong64 || arm || 386 || ppc64 || ppc64le || s390x)

package osrand

import (
	"sync/atomic"
	"syscall"
	"unsafe"
)

// Read fills p from the kernel's CSPRNG and reports whether it could. It
// asks getrandom(2) (flags 0: it waits only until the pool is first
// initialised, as /dev/urandom does not), through the vDSO where the kernel
// and the Go runtime offer it (vgetrandom); on any error but EINTR it reads
// the rest from /dev/urandom. It returns false only if both fail.
func Read(p []byte) bool {
	done := 0
	for done < len(p) {
		n, errno := getrandom(p[done:])
		if errno == syscall.EINTR {
			continue
		}
		if errno != 0 || n == 0 {
			return readURandom(p[done:])
		}
		done += n
	}
	return true
}

// vdsoAfter is how many requests of a process are system calls before the
// vDSO's getrandom is used. The runtime's first vDSO request maps the pages
// of its per-thread states: about 45 µs, where each later request saves
// about 0.56 µs against a system call (0.10 against 0.66 µs for 32 bytes,
// on the 2-vCPU amd64 machine of the README's tables: `go test -bench .
// ./internal/osrand`). So, as for the fixed-base tables (the ski-rental
// rule), the mapping is paid only once the requests it would have saved
// add up to about its cost, and a program that makes a few keys or
// signatures never pays it.
const vdsoAfter = 64

// requests counts a process's requests up to vdsoAfter.
var requests atomic.Uint32

// getrandom makes one getrandom(2) request for p (not empty): in the vDSO
// if the runtime has it and vdsoAfter requests were made, else as a
// system call.
func getrandom(p []byte) (int, syscall.Errno) {
	if requests.Load() >= vdsoAfter || requests.Add(1) > vdsoAfter {
		if ret, ok := vgetrandom(p, 0); ok {
			if ret < 0 {
				return 0, syscall.Errno(-ret)
			}
			return ret, 0
		}
	}
	n, _, errno := syscall.Syscall(sysGetrandom, uintptr(unsafe.Pointer(&p[0])), uintptr(len(p)), 0)
	return int(n), errno
}

// readURandom fills p from /dev/urandom.
func readURandom(p []byte) bool {
	fd, err := syscall.Open("/dev/urandom", syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return false
	}
	defer syscall.Close(fd)
	done := 0
	for done < len(p) {
		n, err := syscall.Read(fd, p[done:])
		if err == syscall.EINTR {
			continue
		}
		if err != nil || n <= 0 {
			return false
		}
		done += n
	}
	return true
}
