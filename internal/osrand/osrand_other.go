//go:build !linux || !(amd64 || arm64 || riscv64 || loong64 || arm || 386 || ppc64 || ppc64le || s390x)

package osrand

import "crypto/rand"

// Read fills p from crypto/rand and reports success. (On Linux, where the C
// library is built, this file is not used: see osrand_linux.go.)
func Read(p []byte) bool {
	_, err := rand.Read(p)
	return err == nil
}
