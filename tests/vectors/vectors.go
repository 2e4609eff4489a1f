// Package vectors embeds the JSON test vectors of this directory, so that a
// test binary built from a package that reads them through FS carries every
// vector inside it: a cross-compiled uecc.test (or tests/arm's runners) runs
// on a board with no files beside it. README.md describes the files.
package vectors

import (
	"embed"
	"io/fs"
)

//go:embed *.json generated/*.json nist/*.json wycheproof/*.json
var files embed.FS

// FS returns the vector tree: paths are relative to tests/vectors, e.g.
// "rfc6979.json", "wycheproof/ecdh_secp256r1_ecpoint_test.json".
func FS() fs.FS { return files }
