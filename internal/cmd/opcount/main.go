// Command opcount runs one uecc operation N times, for instruction counting
// under valgrind --tool=callgrind (or a qemu plugin): the difference between a
// run with N operations and one with 0 (both after the same warm-up: for
// keygen and the signing ops baseWarm key derivations, so that the
// fixed-base table is in use, then one operation), divided by N, is the
// cost of one operation, free of the noise of a shared
// machine (docs/BENCH-RESULTS.md, "Method"; the counts under qemu are in
// docs/ARM.md).
//
//	opcount <curve> <op> <N>
//
// op is one of keygen, ecdh, sign, sign-det, sign-uecc, verify, decompress,
// valid.
package main

import (
	"crypto/sha256"
	"fmt"
	"os"
	"strconv"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// counterReader is a deterministic, allocation-free byte source (xorshift64).
type counterReader struct{ s uint64 }

func (r *counterReader) Read(p []byte) (int, error) {
	for i := range p {
		r.s ^= r.s << 13
		r.s ^= r.s >> 7
		r.s ^= r.s << 17
		p[i] = byte(r.s >> 24)
	}
	return len(p), nil
}

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: opcount <curve> <op> <N>")
		os.Exit(2)
	}
	var c *uecc.Curve
	for _, x := range uecc.Curves() {
		if x.Name() == os.Args[1] {
			c = x
		}
	}
	n, err := strconv.Atoi(os.Args[3])
	if c == nil || err != nil {
		fmt.Fprintln(os.Stderr, "unknown curve or bad N")
		os.Exit(2)
	}
	rng := &counterReader{s: 0x9e3779b97f4a7c15}
	pub, priv := make([]byte, c.PublicKeySize()), make([]byte, c.PrivateKeySize())
	pub2, priv2 := make([]byte, c.PublicKeySize()), make([]byte, c.PrivateKeySize())
	must(microecc.For(c).MakeKey(pub, priv, rng))
	must(microecc.For(c).MakeKey(pub2, priv2, rng))
	hash := sha256.Sum256([]byte("opcount"))
	sig := make([]byte, c.SignatureSize())
	must(microecc.For(c).Sign(sig, rng, priv, hash[:]))
	comp := make([]byte, (c.FieldSize() + 1))
	must(microecc.For(c).Compress(comp, pub))
	secret := make([]byte, c.FieldSize())
	h := sha256.New()
	ops := map[string]func() error{
		"keygen":     func() error { return microecc.For(c).ComputePublicKey(pub2, priv) },
		"ecdh":       func() error { return microecc.For(c).SharedSecret(secret, priv, pub2) },
		"sign":       func() error { return microecc.For(c).Sign(sig, rng, priv, hash[:]) },
		"sign-det":   func() error { return microeccalloc.SignRFC6979To(c, sig, h, priv, hash[:]) },
		"sign-uecc":  func() error { return microeccalloc.SignMicroECCTo(c, sig, h, priv, hash[:], rng) },
		"verify":     func() error { return c.Verify(pub, hash[:], sig) },
		"decompress": func() error { return microecc.For(c).Decompress(pub2, comp) },
		"valid": func() error {
			if !microecc.For(c).ValidPublicKey(pub) {
				return uecc.ErrPublicKey
			}
			return nil
		},
	}
	op, ok := ops[os.Args[2]]
	if !ok {
		fmt.Fprintln(os.Stderr, "unknown op")
		os.Exit(2)
	}
	// The fixed-base operations first run until the curve's package uses its
	// fixed-base table: it builds the table only after baseWarm fixed-base
	// multiplications (internal/ecc/basetable.go, BaseTableAfter), and the few
	// calls of a run would otherwise all take the variable-base path.
	switch os.Args[2] {
	case "keygen", "sign", "sign-det", "sign-uecc":
		for i := 0; i < baseWarm; i++ {
			must(microecc.For(c).ComputePublicKey(pub2, priv))
		}
	}
	// One operation before the counted ones, in every run (N = 0 too): the
	// tables built on first use (verification's G tables, say) then cost
	// the same in both runs and drop out of the difference.
	must(op())
	for i := 0; i < n; i++ {
		must(op())
	}
}

// baseWarm is at least ecc.BaseTableAfter, the number of fixed-base
// multiplications a curve runs before it builds and uses its fixed-base
// table.
const baseWarm = 16

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
