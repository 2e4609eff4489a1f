module github.com/uecc-go/uecc

go 1.26
