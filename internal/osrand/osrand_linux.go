//go:build linux && (amd64 || arm64 || riscv64 || loong64 || arm || 386 || ppc64 || ppc64le || s390x)

package osrand

import (
	"syscall"
	"unsafe"
)

// Read fills p from the kernel's CSPRNG and reports whether it could. It
// asks getrandom(2) (flags 0: it waits only until the pool is first
// initialised, as /dev/urandom does not); on any error but EINTR it reads
// the rest from /dev/urandom. It returns false only if both fail.
func Read(p []byte) bool {
	done := 0
	for done < len(p) {
		n, _, errno := syscall.Syscall(sysGetrandom, uintptr(unsafe.Pointer(&p[done])), uintptr(len(p)-done), 0)
		if errno == syscall.EINTR {
			continue
		}
		if errno != 0 || n == 0 {
			return readURandom(p[done:])
		}
		done += int(n)
	}
	return true
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
