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
// valid (package uecc and uecc/microecc); double-mult, the point API's
// k1·G + k2·P on public scalars and point (uecc/ec's
// DoubleScalarMultVartime: verify's multiplication without its checks and
// the inversion of s); and, on secp256k1 only, bip340-sign and
// bip340-verify (uecc/schnorr's Sign with a 32-byte message and a fixed
// 32-byte aux, and Verify), which micro-ecc has no counterpart of.
package main

import (
	"crypto/sha256"
	"fmt"
	"os"
	"strconv"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/ec"
	"github.com/uecc-go/uecc/uecc/microecc"
	"github.com/uecc-go/uecc/uecc/schnorr"
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
	// double-mult: k1·G + k2·P with two full-width scalars (any bytes:
	// DoubleScalarMultVartime reduces them mod n) and P = pub, as verify's
	// u1 = e/s and u2 = r/s are; the same inputs every call.
	k1, k2 := make([]byte, c.PrivateKeySize()), make([]byte, c.PrivateKeySize())
	rng.Read(k1)
	rng.Read(k2)
	point, err := ec.NewPoint(c).SetBytes(pub)
	must(err)
	dm := ec.NewPoint(c)
	ops := map[string]func() error{
		"keygen":    func() error { return microecc.For(c).ComputePublicKey(pub2, priv) },
		"ecdh":      func() error { return microecc.For(c).SharedSecret(secret, priv, pub2) },
		"sign":      func() error { return microecc.For(c).Sign(sig, rng, priv, hash[:]) },
		"sign-det":  func() error { return microeccalloc.SignRFC6979To(c, sig, h, priv, hash[:]) },
		"sign-uecc": func() error { return microeccalloc.SignMicroECCTo(c, sig, h, priv, hash[:], rng) },
		"verify":    func() error { return c.Verify(pub, hash[:], sig) },
		"double-mult": func() error {
			_, err := dm.DoubleScalarMultVartime(k1, k2, point)
			return err
		},
		"decompress": func() error { return microecc.For(c).Decompress(pub2, comp) },
		"valid": func() error {
			if !microecc.For(c).ValidPublicKey(pub) {
				return uecc.ErrPublicKey
			}
			return nil
		},
	}
	if c == uecc.Secp256k1() {
		// BIP-340 on priv, a 32-byte message (the digest) and a fixed aux
		// of 32 zero bytes (as make bench's bip340-sign).
		aux := make([]byte, schnorr.AuxRandSize)
		xonly, err := schnorr.PublicKey(priv)
		must(err)
		bsig, err := schnorr.Sign(priv, hash[:], aux)
		must(err)
		ops["bip340-sign"] = func() error {
			_, err := schnorr.Sign(priv, hash[:], aux)
			return err
		}
		ops["bip340-verify"] = func() error { return schnorr.Verify(xonly, hash[:], bsig) }
	}
	op, ok := ops[os.Args[2]]
	if !ok {
		fmt.Fprintln(os.Stderr, "unknown op (bip340-sign and bip340-verify: secp256k1 only)")
		os.Exit(2)
	}
	// The fixed-base operations first run until the curve's package uses its
	// fixed-base table: it builds the table only after baseWarm fixed-base
	// multiplications (internal/ecc/basetable.go, BaseTableAfter), and the few
	// calls of a run would otherwise all take the variable-base path.
	switch os.Args[2] {
	case "keygen", "sign", "sign-det", "sign-uecc", "bip340-sign":
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
