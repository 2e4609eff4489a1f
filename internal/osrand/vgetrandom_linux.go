//go:build linux && (amd64 || arm64 || loong64 || ppc64 || ppc64le || s390x)

package osrand

import _ "unsafe" // go:linkname

// vgetrandom is the Go runtime's call of the kernel's vDSO getrandom
// (Linux 6.11 and later), which the runtime exports by name for
// golang.org/x/sys/unix: ret is getrandom's result or a negated errno, and
// supported is false where the kernel has no such vDSO function. It fills a
// request without a system call (about 300 ns each in a virtual machine),
// from a per-thread state that the kernel wipes on fork: the same bytes a
// system call gives, for a fraction of the cost. Package
// golang.org/x/sys/unix itself is not imported: it would bring package time
// and its initialisation into every C program.
//
//go:linkname vgetrandom runtime.vgetrandom
//go:noescape
func vgetrandom(p []byte, flags uint32) (ret int, supported bool)
