package bench

import (
	"bytes"
	"crypto"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"fmt"
	"hash"
	mrand "math/rand/v2"
	"runtime"
	"testing"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	decdsa "github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/ec"
	"github.com/uecc-go/uecc/uecc/microecc"
	"github.com/uecc-go/uecc/uecc/schnorr"
)

// fastReader is a deterministic, allocation-free random source, so that uecc's timings measure
// the curve arithmetic and not the system's random number generator.
func fastReader() *mrand.ChaCha8 {
	return mrand.NewChaCha8([32]byte{'u', 'e', 'c', 'c', '-', 'b', 'e', 'n', 'c', 'h'})
}

// nin is how many inputs the operations on public data (ecdh, verify, decompress, valid) cycle
// through, call by call, for every implementation: on one input repeated, the branch predictor
// learns the path of code that branches on the data, which a caller with a new key or signature
// each time never sees (bench/doc.go).
const nin = 16

// fixture is the shared input of one curve, as bytes: our key pair and a digest (signing), and
// nin inputs for the operations on public data.
type fixture struct {
	c         *uecc.Curve
	priv, pub []byte // ours
	digest    []byte // SHA-256 of a fixed message, for signing
	in        [nin]input
}

// input is one of the inputs the operations on public data cycle through.
type input struct {
	peerPub    []byte // another party's public key (ecdh, valid)
	compressed []byte // peerPub, compressed (decompress)
	digest     []byte // SHA-256 of a message of its own
	sig        []byte // r||s by our key over digest (verify)
}

func newFixture(tb testing.TB, c *uecc.Curve) *fixture {
	r := fastReader()
	f := &fixture{c: c}
	var err error
	if f.pub, f.priv, err = microeccalloc.GenerateKey(c, r); err != nil {
		tb.Fatal(err)
	}
	d := sha256.Sum256([]byte("uecc benchmark message"))
	f.digest = d[:]
	for j := range f.in {
		in := &f.in[j]
		if in.peerPub, _, err = microeccalloc.GenerateKey(c, r); err != nil {
			tb.Fatal(err)
		}
		if in.compressed, err = microeccalloc.Compress(c, in.peerPub); err != nil {
			tb.Fatal(err)
		}
		d := sha256.Sum256(fmt.Appendf(nil, "uecc benchmark message %d", j))
		in.digest = d[:]
		if in.sig, err = c.Sign(r, f.priv, in.digest); err != nil {
			tb.Fatal(err)
		}
	}
	return f
}

// cycle returns, call by call, the inputs 0, 1, …, nin−1, 0, … (one cycle per benchmark).
func cycle[T any](in *[nin]T) func() *T {
	k := 0
	return func() *T {
		v := &in[k%nin]
		k++
		return v
	}
}

func uncompressed(pub []byte) []byte { return append([]byte{4}, pub...) }

func BenchmarkOps(b *testing.B) {
	for _, c := range uecc.Curves() {
		f := newFixture(b, c)
		b.Run(c.Name(), func(b *testing.B) {
			var reg registry
			benchUECC(b, &reg, f)
			switch c.Name() {
			case "secp224r1":
				benchGo(b, &reg, f, elliptic.P224(), nil)
			case "secp256r1":
				benchGo(b, &reg, f, elliptic.P256(), ecdh.P256())
			case "secp384r1":
				benchGo(b, &reg, f, elliptic.P384(), ecdh.P384())
			case "secp521r1":
				benchGo(b, &reg, f, elliptic.P521(), ecdh.P521())
			case "secp256k1":
				benchDecred(b, &reg, f)
			}
			reg.run(b)
		})
	}
}

// registry collects the benchmarks of one curve so that they can run operation by operation,
// uecc and its peer back to back: on a shared, noisy machine the two measurements of a ratio
// should be as close in time as possible.
type registry struct {
	ops   []string // in order of first registration
	impls map[string][]impl
}

type impl struct {
	name string
	fn   func(b *testing.B)
}

func (r *registry) add(op, name string, fn func(b *testing.B)) {
	if r.impls == nil {
		r.impls = map[string][]impl{}
	}
	if _, ok := r.impls[op]; !ok {
		r.ops = append(r.ops, op)
	}
	r.impls[op] = append(r.impls[op], impl{name, fn})
}

func (r *registry) run(b *testing.B) {
	for _, op := range r.ops {
		for _, im := range r.impls[op] {
			b.Run(op+"/"+im.name, func(b *testing.B) {
				b.ReportAllocs()
				// Collect the garbage of the benchmarks before this one, so that
				// it is not marked and swept (on the other core, or in assists)
				// during this one; b.Loop starts the timer after it. What this
				// benchmark allocates is still collected on its own time.
				runtime.GC()
				im.fn(b)
			})
		}
	}
}

func must(b *testing.B, err error) {
	if err != nil {
		b.Fatal(err)
	}
}

// signBatchSize is the number of digests of the sign-batch benchmark.
const signBatchSize = 64

func benchUECC(b *testing.B, reg *registry, f *fixture) {
	c := f.c
	pub := make([]byte, c.PublicKeySize())
	priv := make([]byte, c.PrivateKeySize())
	secret := make([]byte, c.FieldSize())
	sig := make([]byte, c.SignatureSize())
	comp := make([]byte, c.FieldSize()+1)
	h := sha256.New()
	newH := func() hash.Hash { return h } // one hash, reset by each call
	m := microecc.For(c)

	reg.add("keygen", "uecc", func(b *testing.B) {
		r := fastReader()
		for b.Loop() {
			must(b, m.MakeKey(pub, priv, r))
		}
	})
	reg.add("pubkey", "uecc", func(b *testing.B) {
		for b.Loop() {
			must(b, m.ComputePublicKey(pub, f.priv))
		}
	})
	reg.add("ecdh", "uecc", func(b *testing.B) {
		next := cycle(&f.in)
		for b.Loop() {
			must(b, m.SharedSecret(secret, f.priv, next().peerPub))
		}
	})
	reg.add("sign", "uecc", func(b *testing.B) {
		r := fastReader()
		for b.Loop() {
			must(b, m.Sign(sig, r, f.priv, f.digest))
		}
	})
	// sign is micro-ecc's uECC_sign (the C library's), its nonce read from
	// the reader; sign-hedged is package uecc's Curve.Sign, its nonce derived
	// from the key, the digest and the reader's bytes (and its result
	// allocated), on the same reader.
	reg.add("sign-hedged", "uecc", func(b *testing.B) {
		r := fastReader()
		for b.Loop() {
			_, err := c.Sign(r, f.priv, f.digest)
			must(b, err)
		}
	})
	// sign-batch is Curve.SignBatch on batches of signBatchSize digests,
	// timed per signature (ns/op is the batch's time over its size): the
	// signatures of sign-hedged, made together.
	reg.add("sign-batch", "uecc", func(b *testing.B) {
		r := fastReader()
		hashes := make([][]byte, signBatchSize)
		for i := range hashes {
			hashes[i] = f.in[i%nin].digest
		}
		for b.Loop() {
			_, err := c.SignBatch(r, f.priv, hashes)
			must(b, err)
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*signBatchSize), "ns/op")
	})
	reg.add("sign-det", "uecc", func(b *testing.B) {
		for b.Loop() {
			must(b, m.SignRFC6979(sig, newH, f.priv, f.digest))
		}
	})
	reg.add("sign-uecc", "uecc", func(b *testing.B) {
		r := fastReader()
		for b.Loop() {
			must(b, m.SignDeterministic(sig, r, newH, f.priv, f.digest))
		}
	})
	reg.add("verify", "uecc", func(b *testing.B) {
		next := cycle(&f.in)
		for b.Loop() {
			in := next()
			must(b, c.Verify(f.pub, in.digest, in.sig))
		}
	})
	// double-mult is the point API's u1·G + u2·Q on public points and
	// scalars (package ec), the multiplication of verify without its
	// checks and the inversion of s.
	var points [nin]*ec.Point
	for j, in := range f.in {
		var err error
		points[j], err = ec.NewPoint(c).SetBytes(in.peerPub)
		must(b, err)
	}
	out := ec.NewPoint(c)
	reg.add("double-mult", "uecc", func(b *testing.B) {
		next := cycle(&points)
		// Scalars of the private-key size from the 32-byte digests,
		// repeated (secp160r1's 21 bytes up to secp521r1's 66; reduced
		// mod n by the call).
		size := c.PrivateKeySize()
		u1 := bytes.Repeat(f.in[0].digest, 3)[:size]
		u2 := bytes.Repeat(f.in[1].digest, 3)[:size]
		for b.Loop() {
			_, err := out.DoubleScalarMultVartime(u1, u2, *next())
			must(b, err)
		}
	})
	if c == uecc.Secp256k1() {
		benchBIP340(reg, f)
	}
	reg.add("decompress", "uecc", func(b *testing.B) {
		next := cycle(&f.in)
		for b.Loop() {
			must(b, m.Decompress(pub, next().compressed))
		}
	})
	reg.add("valid", "uecc", func(b *testing.B) {
		next := cycle(&f.in)
		for b.Loop() {
			if !m.ValidPublicKey(next().peerPub) {
				b.Fatal("invalid public key")
			}
		}
	})
	reg.add("compress", "uecc", func(b *testing.B) {
		for b.Loop() {
			must(b, m.Compress(comp, f.pub))
		}
	})
}

// benchBIP340 measures BIP-340 signing (from the private key, with 32
// bytes of auxiliary randomness) and verification, on secp256k1.
func benchBIP340(reg *registry, f *fixture) {
	var msgs, sigs [nin][]byte
	aux := make([]byte, schnorr.AuxRandSize)
	pub, err := schnorr.PublicKey(f.priv)
	if err != nil {
		panic(err)
	}
	for j, in := range f.in {
		msgs[j] = in.digest
		if sigs[j], err = schnorr.Sign(f.priv, in.digest, aux); err != nil {
			panic(err)
		}
	}
	reg.add("bip340-sign", "uecc", func(b *testing.B) {
		for b.Loop() {
			_, err := schnorr.Sign(f.priv, f.digest, aux)
			must(b, err)
		}
	})
	reg.add("bip340-verify", "uecc", func(b *testing.B) {
		k := 0
		for b.Loop() {
			must(b, schnorr.Verify(pub, msgs[k%nin], sigs[k%nin]))
			k++
		}
	})
}

// benchGo measures Go's standard library. ec is nil for P-224, which crypto/ecdh lacks.
func benchGo(b *testing.B, reg *registry, f *fixture, curve elliptic.Curve, ec ecdh.Curve) {
	epriv, err := ecdsa.ParseRawPrivateKey(curve, f.priv)
	must(b, err)
	epub, err := ecdsa.ParseUncompressedPublicKey(curve, uncompressed(f.pub))
	must(b, err)
	// Go's inputs: each peer key uncompressed, and Go's own DER signature of each digest.
	type goInput struct{ peer, der, compressed, digest []byte }
	var ins [nin]goInput
	for j, in := range f.in {
		der, err := epriv.Sign(nil, in.digest, crypto.SHA256)
		must(b, err)
		if !ecdsa.VerifyASN1(epub, in.digest, der) {
			b.Fatal("Go rejects its own signature")
		}
		ins[j] = goInput{uncompressed(in.peerPub), der, in.compressed, in.digest}
	}

	reg.add("keygen", "go", func(b *testing.B) {
		for b.Loop() {
			if ec != nil {
				k, err := ec.GenerateKey(rand.Reader)
				must(b, err)
				_ = k.PublicKey().Bytes()
			} else {
				_, err := ecdsa.GenerateKey(curve, rand.Reader)
				must(b, err)
			}
		}
	})
	reg.add("pubkey", "go", func(b *testing.B) {
		for b.Loop() {
			if ec != nil {
				k, err := ec.NewPrivateKey(f.priv)
				must(b, err)
				_ = k.PublicKey().Bytes()
			} else {
				_, err := ecdsa.ParseRawPrivateKey(curve, f.priv)
				must(b, err)
			}
		}
	})
	if ec != nil {
		k, err := ec.NewPrivateKey(f.priv)
		must(b, err)
		for j, in := range f.in {
			want, err := microeccalloc.SharedSecret(f.c, f.priv, in.peerPub)
			must(b, err)
			p, err := ec.NewPublicKey(ins[j].peer)
			must(b, err)
			if s, err := k.ECDH(p); err != nil || string(s) != string(want) {
				b.Fatal("shared secrets differ")
			}
		}
		reg.add("ecdh", "go", func(b *testing.B) {
			next := cycle(&ins)
			for b.Loop() {
				p, err := ec.NewPublicKey(next().peer)
				must(b, err)
				_, err = k.ECDH(p)
				must(b, err)
			}
		})
	} else {
		// elliptic.Unmarshal and Curve.ScalarMult are deprecated, but they are Go's only P-224
		// ECDH (they run on the same constant-time nistec code as crypto/ecdh).
		for j, in := range f.in {
			want, err := microeccalloc.SharedSecret(f.c, f.priv, in.peerPub)
			must(b, err)
			x, y := elliptic.Unmarshal(curve, ins[j].peer)
			sx, _ := curve.ScalarMult(x, y, f.priv)
			if string(sx.FillBytes(make([]byte, len(want)))) != string(want) {
				b.Fatal("shared secrets differ")
			}
		}
		reg.add("ecdh", "go", func(b *testing.B) {
			next := cycle(&ins)
			for b.Loop() {
				x, y := elliptic.Unmarshal(curve, next().peer)
				if x == nil {
					b.Fatal("bad peer key")
				}
				_, _ = curve.ScalarMult(x, y, f.priv)
			}
		})
	}
	reg.add("sign", "go", func(b *testing.B) {
		for b.Loop() {
			_, err := ecdsa.SignASN1(rand.Reader, epriv, f.digest)
			must(b, err)
		}
	})
	reg.add("sign-det", "go", func(b *testing.B) {
		for b.Loop() {
			_, err := epriv.Sign(nil, f.digest, crypto.SHA256)
			must(b, err)
		}
	})
	reg.add("verify", "go", func(b *testing.B) {
		raw := uncompressed(f.pub)
		next := cycle(&ins)
		for b.Loop() {
			in := next()
			p, err := ecdsa.ParseUncompressedPublicKey(curve, raw)
			must(b, err)
			if !ecdsa.VerifyASN1(p, in.digest, in.der) {
				b.Fatal("verify failed")
			}
		}
	})
	reg.add("decompress", "go", func(b *testing.B) {
		next := cycle(&ins)
		for b.Loop() {
			if x, _ := elliptic.UnmarshalCompressed(curve, next().compressed); x == nil {
				b.Fatal("decompress failed")
			}
		}
	})
	reg.add("valid", "go", func(b *testing.B) {
		next := cycle(&ins)
		for b.Loop() {
			_, err := ecdsa.ParseUncompressedPublicKey(curve, next().peer)
			must(b, err)
		}
	})
	reg.add("compress", "go", func(b *testing.B) {
		for b.Loop() {
			_ = elliptic.MarshalCompressed(curve, epub.X, epub.Y)
		}
	})
}

func benchDecred(b *testing.B, reg *registry, f *fixture) {
	key := secp256k1.PrivKeyFromBytes(f.priv)
	raw := uncompressed(f.pub)
	parsedPub, err := secp256k1.ParsePubKey(raw)
	must(b, err)
	// decred's inputs: each peer key uncompressed, and our signature of each digest.
	type decredInput struct{ peer, compressed, digest, sig []byte }
	var ins [nin]decredInput
	for j, in := range f.in {
		var r, s secp256k1.ModNScalar
		r.SetByteSlice(in.sig[:32])
		s.SetByteSlice(in.sig[32:])
		if !decdsa.NewSignature(&r, &s).Verify(in.digest, parsedPub) {
			b.Fatal("decred rejects our signature")
		}
		ins[j] = decredInput{uncompressed(in.peerPub), in.compressed, in.digest, in.sig}
	}

	reg.add("keygen", "decred", func(b *testing.B) {
		rd := fastReader()
		for b.Loop() {
			k, err := secp256k1.GeneratePrivateKeyFromRand(rd)
			must(b, err)
			_ = k.PubKey()
		}
	})
	reg.add("pubkey", "decred", func(b *testing.B) {
		for b.Loop() {
			_ = secp256k1.PrivKeyFromBytes(f.priv).PubKey()
		}
	})
	for j, in := range f.in {
		want, err := microeccalloc.SharedSecret(f.c, f.priv, in.peerPub)
		must(b, err)
		peerKey, err := secp256k1.ParsePubKey(ins[j].peer)
		must(b, err)
		if string(secp256k1.GenerateSharedSecret(key, peerKey)) != string(want) {
			b.Fatal("shared secrets differ")
		}
	}
	reg.add("ecdh", "decred", func(b *testing.B) {
		next := cycle(&ins)
		for b.Loop() {
			p, err := secp256k1.ParsePubKey(next().peer)
			must(b, err)
			_ = secp256k1.GenerateSharedSecret(key, p)
		}
	})
	// decred signs only by RFC 6979: the same call stands in for both sign and sign-det.
	for _, op := range []string{"sign", "sign-det"} {
		reg.add(op, "decred", func(b *testing.B) {
			for b.Loop() {
				_ = decdsa.Sign(key, f.digest)
			}
		})
	}
	reg.add("verify", "decred", func(b *testing.B) {
		next := cycle(&ins)
		for b.Loop() {
			in := next()
			p, err := secp256k1.ParsePubKey(raw)
			must(b, err)
			var r, s secp256k1.ModNScalar
			r.SetByteSlice(in.sig[:32])
			s.SetByteSlice(in.sig[32:])
			if !decdsa.NewSignature(&r, &s).Verify(in.digest, p) {
				b.Fatal("verify failed")
			}
		}
	})
	reg.add("decompress", "decred", func(b *testing.B) {
		next := cycle(&ins)
		for b.Loop() {
			_, err := secp256k1.ParsePubKey(next().compressed)
			must(b, err)
		}
	})
	reg.add("valid", "decred", func(b *testing.B) {
		next := cycle(&ins)
		for b.Loop() {
			_, err := secp256k1.ParsePubKey(next().peer)
			must(b, err)
		}
	})
	reg.add("compress", "decred", func(b *testing.B) {
		for b.Loop() {
			_ = parsedPub.SerializeCompressed()
		}
	})
}
