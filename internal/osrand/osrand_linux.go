//go:build linux && (amd64 || arm64 || riscv64 || loong64 || arm || 386 || ppc64 || ppc64le || s390x)

package osrand

import (
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

// getrandom makes one getrandom(2) request for p (not empty): in the vDSO
// if the runtime has it, else as a system call.
func getrandom(p []byte) (int, syscall.Errno) {
	if ret, ok := vgetrandom(p, 0); ok {
		if ret < 0 {
			return 0, syscall.Errno(-ret)
		}
		return ret, 0
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
