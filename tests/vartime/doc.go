// Package vartime holds the tests of the list of variable-time functions,
// internal/ecc's VartimeFuncs (internal/ecc/vartime.go):
//
//   - TestListMatchesCode (every build, so go test ./...): the list and the
//     code agree. Every Go function listed exists and starts with the
//     counting hook in every build variant of its file, no other function
//     has the hook, every function named …Vartime… is listed (assembly
//     through the entries' Asm), every Asm name is a TEXT symbol of its
//     curve that the listed Go function calls, every C function listed is
//     defined in capi/*.c.
//   - TestSecretOperationsEnterNoVartime, TestPublicOperationsEnterVartime,
//     TestEveryListedFunctionIsEntered and TestDetectorCatchesVartimeOnSecret
//     (build tag vartimecount, `go test -tags vartimecount ./tests/vartime/`,
//     which make test-go runs): in that build each listed function records
//     its entries (ecc.VartimeEnter); every operation on a secret, on every
//     curve, must enter none but the public steps it declares; the public
//     operations must enter the functions expected of them; every Go
//     function of the list must be entered by some operation; and a call of
//     a listed function injected into k·G (ecc.VartimeProbe) must be
//     reported.
package vartime
