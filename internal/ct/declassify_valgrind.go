//go:build valgrind && linux && (amd64 || arm64)

package ct

// Under the valgrind build tag (the build `make ctgrind` checks), Declassify
// issues memcheck's VALGRIND_MAKE_MEM_DEFINED client request on the value:
// from here on memcheck treats its bits as known, so a branch on it is not
// reported. Outside valgrind the request is a handful of register rotations
// that change nothing, so this build also runs natively.

// Memcheck's client request codes (valgrind/memcheck.h):
// VG_USERREQ_TOOL_BASE('M','C') = 'M'<<24 | 'C'<<16, then the enum in order.
const (
	vgMakeMemNoAccess  = 'M'<<24 | 'C'<<16
	vgMakeMemUndefined = vgMakeMemNoAccess + 1
	vgMakeMemDefined   = vgMakeMemNoAccess + 2
)

// declassifyInt returns v after telling memcheck that the memory holding it
// (its argument slot) is defined, and reloading it from there
// (declassify_amd64.s, declassify_arm64.s).
//
//go:noescape
func declassifyInt(v int) int

func declassify(v int) int { return declassifyInt(v) }

// Valgrind is true in this build: Declassify issues a client request.
const Valgrind = true
