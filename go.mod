module github.com/uecc-go/uecc

go 1.26.0

require (
	github.com/decred/dcrd/dcrec/secp256k1/v4 v4.4.1
	golang.org/x/sys v0.50.0
)
