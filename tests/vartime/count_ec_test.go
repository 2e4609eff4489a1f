//go:build vartimecount

package vartime

// The operations of package uecc/ec, which count_test.go's
// TestSecretOperationsEnterNoVartime and TestPublicOperationsEnterVartime
// run beside the others: they reach the listed functions of ec and of the
// engines' ecc.Group (GroupPoint's Vartime methods), which nothing else does.

import (
	"bytes"
	"io"
	"testing"

	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/ec"
)

// ecFixture holds one curve's points and scalars for package ec's
// operations: a secret scalar d and its point, a peer's point, and their
// encodings.
type ecFixture struct {
	c          *uecc.Curve
	d, k       []byte // secret scalars, PrivateKeySize bytes
	pub, peer  *ec.Point
	enc, raw   []byte // pub as 0x04‖X‖Y and X‖Y
	comp       []byte // pub compressed
	sd, sk     *ec.Scalar
	out        *ec.Point
	outScalar  *ec.Scalar
	badEncoded []byte // pub with Y changed: off the curve
}

func newECFixture(t *testing.T, c *uecc.Curve) *ecFixture {
	priv, err := c.GeneratePrivateKey(rng(31))
	if err != nil {
		t.Fatal(err)
	}
	other, err := c.GeneratePrivateKey(rng(32))
	if err != nil {
		t.Fatal(err)
	}
	f := &ecFixture{c: c, d: priv.Bytes(), k: make([]byte, c.PrivateKeySize())}
	io.ReadFull(rng(33), f.k) // any value: the multiplications reduce it
	if f.pub, err = ec.NewPoint(c).SetBytes(priv.PublicKey().Bytes()); err != nil {
		t.Fatal(err)
	}
	if f.peer, err = ec.NewPoint(c).SetBytes(other.PublicKey().BytesXY()); err != nil {
		t.Fatal(err)
	}
	f.enc, f.raw, f.comp = f.pub.Bytes(), priv.PublicKey().BytesXY(), f.pub.BytesCompressed()
	if f.sd, err = ec.NewScalar(c).SetBytes(f.d); err != nil {
		t.Fatal(err)
	}
	f.sk, err = ec.NewScalar(c).SetBytes(other.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	f.out, f.outScalar = ec.NewPoint(c), ec.NewScalar(c)
	f.badEncoded = bytes.Clone(f.enc)
	f.badEncoded[len(f.badEncoded)-1] ^= 1
	return f
}

// ecSecretOperations are package ec's operations that may take secrets:
// the constant-time multiplications, the group law, encoding and decoding
// of uncompressed points, and the scalar arithmetic. They enter no listed
// function.
func ecSecretOperations(f *ecFixture) []operation {
	c, out, s := f.c, f.out, f.outScalar
	return []operation{
		{name: "ec ScalarBaseMult ×(BaseTableAfter+2)", run: func() error {
			for range ecc.BaseTableAfter + 2 {
				if _, err := out.ScalarBaseMult(f.k); err != nil {
					return err
				}
			}
			_, err := out.ScalarBaseMult(f.d)
			return errIf(err, err == nil && !out.Equal(f.pub), "d·G is not the public key")
		}},
		{name: "ec ScalarMult (ECDH)", run: func() error { _, err := out.ScalarMult(f.peer, f.d); return err }},
		{name: "ec ScalarMult of the identity, by 0", run: func() error {
			_, err := out.ScalarMult(ec.NewPoint(c), f.d)
			if err == nil {
				_, err = out.ScalarMult(f.peer, make([]byte, c.PrivateKeySize()))
			}
			return errIf(err, err == nil && !out.IsIdentity(), "0·P")
		}},
		{name: "ec Add, Double, Negate, Set, SetGenerator, Equal, IsIdentity", run: func() error {
			out.Add(f.pub, f.peer).Double(out).Negate(out).Add(out, out)
			out.Add(out, ec.NewPoint(c).Negate(out))
			ok := out.IsIdentity()
			out.SetGenerator().Set(f.pub)
			return want(ok && out.Equal(f.pub), "group law")
		}},
		{name: "ec Bytes, BytesCompressed", run: func() error {
			return want(bytes.Equal(f.pub.Bytes(), f.enc) && bytes.Equal(f.pub.BytesCompressed(), f.comp) &&
				bytes.Equal(ec.NewPoint(c).Bytes(), []byte{0}), "encodings")
		}},
		{name: "ec SetBytes of 0x04‖X‖Y, X‖Y, 0x00", run: func() error {
			if _, err := out.SetBytes(f.enc); err != nil {
				return err
			}
			if _, err := out.SetBytes(f.raw); err != nil {
				return err
			}
			_, err := out.SetBytes([]byte{0})
			return err
		}},
		{name: "ec Scalar SetBytes, Bytes, Add, Sub, Mul, Negate, Invert, Equal, IsZero", run: func() error {
			if _, err := s.SetBytes(f.d); err != nil {
				return err
			}
			s.Add(s, f.sk).Sub(s, f.sk).Mul(s, f.sk).Negate(s).Invert(s).Invert(s).Negate(s)
			ok := !s.IsZero() && !s.Equal(f.sd)
			s.Invert(ec.NewScalar(c)) // 0⁻¹ = 0
			return want(ok && s.IsZero() && bytes.Equal(f.sd.Bytes(), f.d), "scalar arithmetic")
		}},
	}
}

// ecPublicOperations are package ec's variable-time operations, each with
// the listed functions it must enter.
func ecPublicOperations(f *ecFixture) []operation {
	out := f.out
	dsm := "<curve>.(*GroupPoint).DoubleScalarMultVartime"
	return []operation{
		{name: "ec ScalarBaseMultVartime (the constant-time k·G)", enters: []string{"ec.(*Point).ScalarBaseMultVartime"},
			run: func() error { _, err := out.ScalarBaseMultVartime(f.k); return err }},
		{name: "ec ScalarMultVartime", enters: []string{"ec.(*Point).ScalarMultVartime", dsm},
			run: func() error { _, err := out.ScalarMultVartime(f.pub, f.k); return err }},
		{name: "ec DoubleScalarMultVartime", enters: []string{"ec.(*Point).DoubleScalarMultVartime", dsm},
			run: func() error { _, err := out.DoubleScalarMultVartime(f.k, f.d, f.peer); return err }},
		{name: "ec SetBytes (compressed)", enters: []string{"<curve>.(*GroupPoint).SetCompressedVartime", "<curve>.(*engine).Decompress"},
			run: func() error {
				_, err := out.SetBytes(f.comp)
				return errIf(err, err == nil && !out.Equal(f.pub), "another point")
			}},
		{name: "ec SetBytes (invalid)", enters: []string{"ec.pointProblem"},
			run: func() error {
				_, err := out.SetBytes(f.badEncoded)
				return want(err != nil, "rejection")
			}},
	}
}
