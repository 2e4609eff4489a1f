//go:build valgrind && linux && (amd64 || arm64)

package ct

import "testing"

// The assembly hard-codes VG_USERREQ__MAKE_MEM_DEFINED; check it against the
// enum of memcheck.h as transcribed here.
func TestClientRequestCodes(t *testing.T) {
	if vgMakeMemNoAccess != 0x4d430000 || vgMakeMemUndefined != 0x4d430001 || vgMakeMemDefined != 0x4d430002 {
		t.Fatalf("memcheck request codes: %#x %#x %#x", vgMakeMemNoAccess, vgMakeMemUndefined, vgMakeMemDefined)
	}
	if !Valgrind {
		t.Fatal("Valgrind = false in the valgrind build")
	}
}
