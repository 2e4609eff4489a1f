// Command gorunner is the on-target runner of the pure-Go path: one static
// program that carries every test vector (embedded by package
// tests/vectors) and runs them through package uecc: the same flat API
// calls as the C runner (tests/c/test_vectors.c) and the replay of
// microecc_rng_stream.json with the RNG request sizes of micro-ecc's build
// for this target (vectors.MicroECCWordBytes). It prints one line per vector file
// and ends with "N passed, M failed"; the exit status is 0 only if nothing
// failed. Copy it to a board and run it: it needs no files.
//
// With -bench it times instead: the median µs per keygen, ECDH, sign and
// verify on every curve, the board's own figures (bench.go).
package main

import (
	"bytes"
	"crypto"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"os"
	"reflect"
	"runtime"
	"strings"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/tests/vectors"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

var curves = []*uecc.Curve{uecc.Secp160r1(), uecc.Secp192r1(), uecc.Secp224r1(), uecc.Secp256r1(), uecc.Secp256k1(), uecc.Secp384r1(), uecc.Secp521r1()}

func unhex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

// runCase runs one flat call and returns what is wrong ("" if nothing).
func runCase(v vectors.Case) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprintf("panic: %v", r)
		}
	}()
	c := curves[v.Curve]
	a, b, cc, want := unhex(v.A), unhex(v.B), unhex(v.C), unhex(v.Out)
	var out []byte
	var err error
	ret := -1
	switch v.Op {
	case "UCV_PUBKEY":
		out, err = microeccalloc.PublicKey(c, a)
	case "UCV_ECDH":
		out, err = microeccalloc.SharedSecret(c, a, b)
	case "UCV_VALID":
		ret = b2i(microecc.For(c).ValidPublicKey(a))
	case "UCV_COMPRESS":
		out, err = microeccalloc.Compress(c, a)
	case "UCV_DECOMPRESS":
		out, err = microeccalloc.Decompress(c, a)
		if bytes.Equal(want, make([]byte, len(want))) { // invalid encoding: C gives zeros
			if err == nil {
				return fmt.Sprintf("decompress accepted an invalid encoding: %x", out)
			}
			return ""
		}
	case "UCV_SIGN_K":
		out, err = microeccalloc.SignWithK(c, a, b, cc)
	case "UCV_VERIFY":
		ret = b2i(c.Verify(a, b, cc) == nil)
	case "UCV_RFC6979":
		out, err = c.SignDeterministic(crypto.SHA256, a, b)
	case "UCV_DET":
		out, err = microeccalloc.SignMicroECC(c, sha256.New(), a, b, rand.Reader)
		if err == nil && c.Verify(cc, b, out) != nil {
			return "deterministic signature does not verify"
		}
	default:
		return "unknown op " + v.Op
	}
	if ret == -1 && v.Op != "UCV_VALID" && v.Op != "UCV_VERIFY" {
		ret = b2i(err == nil)
	}
	if v.Ret >= 0 && ret != v.Ret {
		return fmt.Sprintf("%s: ret %d, want %d (%v)", v.Op, ret, v.Ret, err)
	}
	if err == nil && want != nil && !bytes.Equal(out, want) {
		return fmt.Sprintf("%s: out %x, want %x", v.Op, out, want)
	}
	if err != nil && v.Ret < 0 {
		return fmt.Sprintf("%s: %v", v.Op, err)
	}
	return ""
}

// streamRNG serves the recorded stream; requests with index >= failFrom fail.
type streamRNG struct {
	seed     string
	pos      int
	failFrom int
	requests []int
	returned []int
}

var errFail = errors.New("rng callback returned 0")

func (r *streamRNG) Read(p []byte) (int, error) {
	idx := len(r.requests)
	r.requests = append(r.requests, len(p))
	if r.failFrom >= 0 && idx >= r.failFrom {
		r.returned = append(r.returned, 0)
		return 0, errFail
	}
	r.returned = append(r.returned, 1)
	var block [32]byte
	cached := -1
	for i := range p {
		if b := (r.pos + i) / 32; b != cached {
			var ctr [8]byte
			binary.BigEndian.PutUint64(ctr[:], uint64(b))
			block = sha256.Sum256(append([]byte(r.seed), ctr[:]...))
			cached = b
		}
		p[i] = block[(r.pos+i)%32]
	}
	r.pos += len(p)
	return len(p), nil
}

// replay runs one recorded call; skip is set for the two RNG = NULL rules
// that only the C ABI has (make_key and sign return 0 without a request;
// in Go a nil reader means crypto/rand).
func replay(v vectors.RNGRecord) (msg string, skip bool) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprintf("panic: %v", r)
		}
	}()
	c := curves[vectors.CurveIndex(v.Curve)]
	failFrom := -1
	if strings.HasPrefix(v.Mode, "fail_from_") {
		fmt.Sscanf(v.Mode, "fail_from_%d", &failFrom)
	}
	null := v.Mode == "null"
	rng := &streamRNG{seed: v.Seed, pos: v.Offset, failFrom: failFrom}
	var blind io.Reader = rng
	if null {
		blind = nil
	}
	outs := map[string][]byte{}
	out := func(name string, n int) []byte {
		b := bytes.Repeat([]byte{0xaa}, n)
		outs[name] = b
		return b
	}
	in := func(k string) []byte { return unhex(v.In[k]) }
	var err error
	ret := -1
	switch v.Fn {
	case "uECC_make_key":
		if null {
			return "", true
		}
		err = microecc.For(c).MakeKey(out("public_key", c.PublicKeySize()), out("private_key", c.PrivateKeySize()), rng)
		ret = b2i(err == nil)
	case "uECC_compute_public_key":
		pub := out("public_key", c.PublicKeySize())
		if err = microecc.For(c).DrawBlind(blind); err == nil {
			err = microecc.For(c).ComputePublicKey(pub, in("private_key"))
		}
		ret = b2i(err == nil)
	case "uECC_shared_secret":
		sec := out("secret", c.FieldSize())
		if err = microecc.For(c).DrawBlind(blind); err == nil {
			err = microecc.For(c).SharedSecret(sec, in("private_key"), in("public_key"))
		}
		ret = b2i(err == nil)
	case "uECC_sign":
		if null {
			return "", true
		}
		err = microecc.For(c).Sign(out("signature", c.SignatureSize()), rng, in("private_key"), in("hash"))
		ret = b2i(err == nil)
	case "uECC_sign_deterministic":
		err = microeccalloc.SignMicroECCTo(c, out("signature", c.SignatureSize()), sha256.New(), in("private_key"), in("hash"), blind)
		ret = b2i(err == nil)
	case "uECC_verify":
		ret = b2i(c.Verify(in("public_key"), in("hash"), in("signature")) == nil)
	case "uECC_compress":
		err = microecc.For(c).Compress(out("compressed", (c.FieldSize()+1)), in("public_key"))
	case "uECC_decompress":
		err = microecc.For(c).Decompress(out("public_key", c.PublicKeySize()), in("compressed"))
	case "uECC_valid_public_key":
		ret = b2i(microecc.For(c).ValidPublicKey(in("public_key")))
	default:
		return "unknown function " + v.Fn, false
	}
	var msgs []string
	if want := -1; v.Ret != nil && *v.Ret != ret || v.Ret == nil && ret != want {
		msgs = append(msgs, fmt.Sprintf("ret %d (%v)", ret, err))
	}
	for name, want := range v.Out {
		if !bytes.Equal(outs[name], unhex(want)) {
			msgs = append(msgs, fmt.Sprintf("out.%s %x, want %s", name, outs[name], want))
		}
	}
	if rng.requests == nil {
		rng.requests = []int{}
	}
	if !reflect.DeepEqual(rng.requests, v.Requests) {
		msgs = append(msgs, fmt.Sprintf("requests %v, want %v", rng.requests, v.Requests))
	}
	if rng.pos-v.Offset != v.Consumed {
		msgs = append(msgs, fmt.Sprintf("consumed %d, want %d", rng.pos-v.Offset, v.Consumed))
	}
	if v.Returned != nil && !reflect.DeepEqual(rng.returned, v.Returned) {
		msgs = append(msgs, fmt.Sprintf("callback results %v, want %v", rng.returned, v.Returned))
	}
	return strings.Join(msgs, "; "), false
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func main() {
	if len(os.Args) > 1 && os.Args[1] == "-bench" {
		bench()
		return
	}
	curves := vectors.CurveNames
	if len(os.Args) > 2 && os.Args[1] == "-curves" {
		// The vectors of these curves only (mk/arm.mk: micro-ecc's five on
		// the targets where the other two have no assembly).
		curves = strings.Split(os.Args[2], ",")
	}
	word := vectors.MicroECCWordBytes()
	fmt.Printf("uecc Go runner: %s/%s, %d-bit words, RNG requests of micro-ecc's %d-byte-word build\n",
		runtime.GOOS, runtime.GOARCH, bits.UintSize, word)
	var passed, failed, shown int
	report := func(what, msg string) {
		if shown < 50 {
			fmt.Printf("FAIL %s: %s\n", what, msg)
		}
		shown++
	}
	line := func(name string, p, f, s int) {
		fmt.Printf("%-58s %6d passed, %d failed", name, p, f)
		if s > 0 {
			fmt.Printf(", %d skipped", s)
		}
		fmt.Println()
		passed += p
		failed += f
	}

	seqs, err := vectors.LoadRNGStream(word)
	if err != nil {
		fmt.Println("FAIL microecc_rng_stream.json:", err)
		failed++
	}
	p, f, s := 0, 0, 0
	for _, seq := range seqs {
		got := make([]byte, 64)
		(&streamRNG{seed: seq.Seed, failFrom: -1}).Read(got)
		if hex.EncodeToString(got) != seq.Prefix {
			report(seq.Name, "stream prefix differs: the test's RNG is wrong")
			f++
		}
		for _, call := range seq.Calls {
			msg, skip := replay(call)
			switch {
			case skip:
				s++
			case msg != "":
				report(call.Source, msg)
				f++
			default:
				p++
			}
		}
	}
	line("microecc_rng_stream.json", p, f, s)

	flat := vectors.LoadCurves(curves...)
	byFile := map[string][]vectors.Case{}
	for _, c := range flat.Cases {
		byFile[c.File] = append(byFile[c.File], c)
	}
	for _, file := range flat.Files() {
		p, f := 0, 0
		for _, c := range byFile[file] {
			if msg := runCase(c); msg != "" {
				report(file+" "+c.ID, msg)
				f++
			} else {
				p++
			}
		}
		line(file, p, f, flat.SkippedIn(file))
	}
	fmt.Printf("%d passed, %d failed\n", passed, failed)
	if failed != 0 || passed == 0 {
		os.Exit(1)
	}
}
