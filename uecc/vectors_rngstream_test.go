package uecc_test

// microecc_rng_stream.json: micro-ecc driven by a recorded SHA-256
// counter-stream RNG. Each call is replayed on its own at its rng_offset and
// must give the same ret, outputs, RNG request sizes and bytes consumed.
//
// The file records micro-ecc's 64-bit build. On a 32-bit target (micro-ecc's
// uECC_WORD_SIZE=4 request sizes: docs/COMPATIBILITY.md, "Random draws")
// the expected request sizes, callback results, bytes consumed and return
// value come from vectors.Simulate with 4-byte words, a model of micro-ecc's
// RNG use that reproduces every 64-bit record exactly
// (tests/vectors/rngstream.go explains why the outputs carry over); the
// outputs are the recorded ones.

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/tests/vectors"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// streamRNG is the vectors' RNG: stream = SHA-256(seed‖u64be(0)) ‖
// SHA-256(seed‖u64be(1)) ‖ …; each Read is one callback request of len(p)
// bytes. With failFrom ≥ 0, the request with in-call index ≥ failFrom fails:
// it returns an error, consumes nothing and leaves p untouched.
type streamRNG struct {
	seed     []byte
	pos      int // stream offset of the next byte
	failFrom int // -1: never fail
	requests []int
	returned []int
}

func newStreamRNG(seed string, offset, failFrom int) *streamRNG {
	return &streamRNG{seed: []byte(seed), pos: offset, failFrom: failFrom}
}

var errRNGFail = errors.New("rng callback returned 0")

func (r *streamRNG) Read(p []byte) (int, error) {
	idx := len(r.requests)
	r.requests = append(r.requests, len(p))
	if r.failFrom >= 0 && idx >= r.failFrom {
		r.returned = append(r.returned, 0)
		return 0, errRNGFail
	}
	r.returned = append(r.returned, 1)
	for i := range p {
		p[i] = r.byteAt(r.pos + i)
	}
	r.pos += len(p)
	return len(p), nil
}

func (r *streamRNG) byteAt(off int) byte {
	var ctr [8]byte
	binary.BigEndian.PutUint64(ctr[:], uint64(off/32))
	h := sha256.New()
	h.Write(r.seed)
	h.Write(ctr[:])
	return h.Sum(nil)[off%32]
}

type rngCall struct {
	I           int                 `json:"i"`
	Fn          string              `json:"fn"`
	Mode        string              `json:"rng_mode"`
	In          map[string]hexBytes `json:"-"`
	InRaw       map[string]any      `json:"in"`
	Ret         *int                `json:"ret"`
	Out         map[string]hexBytes `json:"out"`
	OutWritten  bool                `json:"out_written"`
	Offset      int                 `json:"rng_offset"`
	Consumed    int                 `json:"rng_consumed"`
	Requests    []int               `json:"rng_requests"`
	Returned    []int               `json:"rng_returned"`
	Roles       []string            `json:"rng_roles"`
	Note        string              `json:"note"`
	HashContext string              `json:"-"`
}

type rngSequence struct {
	Seed            string    `json:"seed"`
	PrivateKeySize  int       `json:"private_key_size"`
	PublicKeySize   int       `json:"public_key_size"`
	StreamPrefixHex hexBytes  `json:"stream_prefix_hex"`
	StreamBytesUsed int       `json:"stream_bytes_used"`
	NumCalls        int       `json:"num_calls"`
	Calls           []rngCall `json:"calls"`
	Curve           string    `json:"curve"`
	Purpose         string    `json:"purpose"`
}

// decodeIn turns the "in" object into bytes (all values are hex except
// hash_context).
func (c *rngCall) decodeIn() error {
	c.In = map[string]hexBytes{}
	for k, v := range c.InRaw {
		s, ok := v.(string)
		if !ok {
			return fmt.Errorf("in.%s is not a string", k)
		}
		if k == "hash_context" {
			c.HashContext = s
			continue
		}
		var h hexBytes
		if err := h.UnmarshalJSON([]byte(`"` + s + `"`)); err != nil {
			return err
		}
		c.In[k] = h
	}
	return nil
}

func TestVectorsRNGStream(t *testing.T) {
	t.Parallel()
	runRNGStream(t, "microecc_rng_stream.json")
}

func runRNGStream(t *testing.T, rel string) []*tally {
	var f struct {
		Curves map[string]rngSequence `json:"curves"`
		Edge   []rngSequence          `json:"edge_sequences"`
	}
	readJSON(t, rel, &f)
	var tls []*tally
	for _, name := range sortedCurveNames(f.Curves) {
		seq := f.Curves[name]
		c := curveByName(name)
		{
			tl := newTally(t, rel+"/"+name)
			checkStreamPrefix(t, seq)
			if seq.NumCalls != len(seq.Calls) || c.PrivateKeySize() != seq.PrivateKeySize || c.PublicKeySize() != seq.PublicKeySize {
				t.Errorf("sequence header inconsistent with the curve")
			}
			replaySequence(t, tl, c, seq)
			tl.report()
			tls = append(tls, tl)
		}
	}
	{
		tl := newTally(t, rel+"/edge_sequences")
		for i, seq := range f.Edge {
			c := curveByName(seq.Curve)
			checkStreamPrefix(t, seq)
			sub := newTally(t, fmt.Sprintf("edge[%d]", i))
			replaySequence(t, sub, c, seq)
			tl.executed += sub.executed
			tl.passed += sub.passed
			tl.failed += sub.failed
			tl.skippd += sub.skippd
		}
		tl.report()
		tls = append(tls, tl)
	}
	return tls
}

func checkStreamPrefix(t *testing.T, seq rngSequence) {
	r := newStreamRNG(seq.Seed, 0, -1)
	got := make([]byte, len(seq.StreamPrefixHex))
	r.Read(got)
	if !bytes.Equal(got, seq.StreamPrefixHex) {
		t.Fatalf("stream RNG for seed %q: prefix %x, want %x", seq.Seed, got, seq.StreamPrefixHex)
	}
}

func replaySequence(t *testing.T, tl *tally, c *uecc.Curve, seq rngSequence) {
	offset := 0
	for _, call := range seq.Calls {
		call := call
		if err := call.decodeIn(); err != nil {
			t.Fatal(err)
		}
		if call.Offset != offset {
			t.Errorf("call %d: rng_offset %d, running offset %d", call.I, call.Offset, offset)
		}
		offset += call.Consumed
		tl.run(fmt.Sprintf("%d(%s/%s)", call.I, strings.TrimPrefix(call.Fn, "uECC_"), call.Mode), func(vc *vcase) {
			if vectors.MicroECCWordBytes() == 4 && !expect32(vc, c, seq.Seed, &call) {
				return
			}
			replayCall(vc, c, seq.Seed, &call)
		})
	}
	if offset != seq.StreamBytesUsed {
		t.Errorf("sum of rng_consumed %d, stream_bytes_used %d", offset, seq.StreamBytesUsed)
	}
}

func replayCall(vc *vcase, c *uecc.Curve, seed string, call *rngCall) {
	failFrom := -1
	switch {
	case call.Mode == "stream" || call.Mode == "null":
	case strings.HasPrefix(call.Mode, "fail_from_"):
		if _, err := fmt.Sscanf(call.Mode, "fail_from_%d", &failFrom); err != nil {
			vc.Errorf("bad rng_mode %q", call.Mode)
			return
		}
	default:
		vc.Errorf("unknown rng_mode %q", call.Mode)
		return
	}
	null := call.Mode == "null"
	rng := newStreamRNG(seed, call.Offset, failFrom)
	// Every output starts as 0xaa, as in the recording.
	outs := map[string][]byte{}
	out := func(name string, size int) []byte {
		b := fill(size, 0xaa)
		outs[name] = b
		return b
	}
	in := call.In
	// The blind source: nil when no RNG is installed (DrawBlind and
	// SignMicroECCTo then draw nothing, as micro-ecc does).
	var blindReader io.Reader = rng
	if null {
		blindReader = nil
	}
	var err error
	ret := -1 // -1: void function
	switch call.Fn {
	case "uECC_make_key":
		if null {
			vc.Skip("RNG=NULL make_key: a C-ABI rule (returns 0, no request); Go's nil reader means crypto/rand")
			return
		}
		err = microecc.For(c).MakeKey(out("public_key", c.PublicKeySize()), out("private_key", c.PrivateKeySize()), rng)
		ret = b2i(err == nil)
		if err != nil && !errors.Is(err, uecc.ErrRandom) {
			vc.Errorf("GenerateKeyTo: %v, want ErrRandom", err)
		}
	case "uECC_compute_public_key":
		pub := out("public_key", c.PublicKeySize())
		if err = microecc.For(c).DrawBlind(blindReader); err == nil {
			err = microecc.For(c).ComputePublicKey(pub, in["private_key"])
		}
		ret = b2i(err == nil)
	case "uECC_shared_secret":
		sec := out("secret", c.FieldSize())
		if err = microecc.For(c).DrawBlind(blindReader); err == nil {
			err = microecc.For(c).SharedSecret(sec, in["private_key"], in["public_key"])
		}
		ret = b2i(err == nil)
	case "uECC_sign":
		if null {
			vc.Skip("RNG=NULL sign: a C-ABI rule (returns 0, no request); Go's nil reader means crypto/rand")
			return
		}
		err = microecc.For(c).Sign(out("signature", c.SignatureSize()), rng, in["private_key"], in["hash"])
		ret = b2i(err == nil)
		if err != nil && !errors.Is(err, uecc.ErrRandom) {
			vc.Errorf("SignTo: %v, want ErrRandom", err)
		}
	case "uECC_sign_deterministic":
		if call.HashContext != "sha256" {
			vc.Errorf("hash context %q", call.HashContext)
			return
		}
		sig := out("signature", c.SignatureSize())
		err = microeccalloc.SignMicroECCTo(c, sig, sha256.New(), in["private_key"], in["hash"], blindReader)
		ret = b2i(err == nil)
		if err != nil && !errors.Is(err, uecc.ErrRetries) {
			vc.Errorf("SignMicroECCTo: %v, want ErrRetries", err)
		}
	case "uECC_verify":
		err = c.Verify(in["public_key"], in["hash"], in["signature"])
		ret = b2i(err == nil)
	case "uECC_compress":
		if err = microecc.For(c).Compress(out("compressed", (c.FieldSize()+1)), in["public_key"]); err != nil {
			vc.Errorf("CompressTo: %v", err)
		}
	case "uECC_decompress":
		if err = microecc.For(c).Decompress(out("public_key", c.PublicKeySize()), in["compressed"]); err != nil {
			vc.Errorf("DecompressTo: %v", err)
		}
	case "uECC_valid_public_key":
		ret = b2i(microecc.For(c).ValidPublicKey(in["public_key"]))
	default:
		vc.Errorf("unknown function %s", call.Fn)
		return
	}

	if call.Ret != nil && *call.Ret != ret {
		vc.Errorf("ret %d, want %d (err %v)", ret, *call.Ret, err)
	}
	if call.Ret == nil && ret != -1 {
		vc.Errorf("file records a void call, test ran a non-void one")
	}
	if len(outs) != len(call.Out) {
		vc.Errorf("outputs %d, file records %d", len(outs), len(call.Out))
	}
	for name, want := range call.Out {
		got, ok := outs[name]
		if !ok {
			vc.Errorf("file records output %s the test did not produce", name)
			continue
		}
		if !bytes.Equal(got, want) {
			vc.Errorf("out.%s = %x, want %x", name, got, want)
		}
	}
	reqs := rng.requests
	if reqs == nil {
		reqs = []int{}
	}
	want := call.Requests
	if want == nil {
		want = []int{}
	}
	if !reflect.DeepEqual(reqs, want) {
		vc.Errorf("rng requests %v, want %v (roles %v)", reqs, want, call.Roles)
	}
	if consumed := rng.pos - call.Offset; consumed != call.Consumed {
		vc.Errorf("rng consumed %d, want %d", consumed, call.Consumed)
	}
	if call.Returned != nil && !reflect.DeepEqual(rng.returned, call.Returned) {
		vc.Errorf("rng returned %v, want %v", rng.returned, call.Returned)
	}
}

// expect32 rewrites the call's expectations for micro-ecc's 32-bit build
// (see the top of the file). A changed return value (none in the current
// file) would leave the outputs undetermined: the case fails.
func expect32(vc *vcase, c *uecc.Curve, seed string, call *rngCall) bool {
	e, err := vectors.Simulate(vectors.RNGCall{Curve: c.Name(), Seed: seed, Fn: call.Fn, Mode: call.Mode,
		Offset: call.Offset, Ret: call.Ret, Requests: call.Requests, Roles: call.Roles}, 4)
	if err != nil {
		vc.Errorf("32-bit model: %v", err)
		return false
	}
	if !reflect.DeepEqual(e.Ret, call.Ret) {
		vc.Errorf("32-bit model: return value changes; the record does not give the outputs")
		return false
	}
	call.Requests, call.Consumed = e.Requests, e.Consumed
	call.Returned = nil
	for _, r := range e.Returned {
		if r == 0 {
			call.Returned = e.Returned
		}
	}
	return true
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
