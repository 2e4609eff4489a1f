//go:build linux && (arm || 386 || riscv64)

package osrand

// vgetrandom reports that the Go runtime has no vDSO getrandom on this
// architecture: every request is a system call.
func vgetrandom(p []byte, flags uint32) (ret int, supported bool) { return -1, false }
