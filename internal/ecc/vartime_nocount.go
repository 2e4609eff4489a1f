//go:build !vartimecount

package ecc

// VartimeCount is true in the counting build (tag vartimecount,
// vartime_count.go), where each function of VartimeFuncs calls VartimeEnter
// at its entry. Here it is false: every listed function starts with
//
//	if VartimeCount {
//		VartimeEnter()
//	}
//
// (ecc.VartimeCount outside this package), a branch on a constant that the
// compiler removes with its body, so that the function carries neither the
// call nor any instruction for it.
const VartimeCount = false

// VartimeEnter does nothing outside the counting build; no call to it is
// compiled (VartimeCount).
func VartimeEnter() {}

// vartimeProbe does nothing outside the counting build; no call to it is
// compiled (VartimeCount).
func vartimeProbe([]byte) {}
