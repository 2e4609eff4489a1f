package vectors

// A model of micro-ecc's RNG use, to turn the 64-bit records of
// microecc_rng_stream.json into the expectations of micro-ecc's 32-bit build
// (uECC_WORD_SIZE=4; docs/COMPATIBILITY.md, "Random draws").
//
// Why the records carry over (docs/COMPATIBILITY.md, "Random draws"): a request of
// uECC_generate_random_int is always whole words, W = words(bound) × word
// size bytes, and the candidate is the request read as a little-endian
// integer masked to bitlen(bound); little-endian 4-byte words in order are
// the same integer as little-endian 8-byte words. So a request made at the
// same stream offset gives the same candidate with either word size; only W
// changes, and only where bitlen(bound) is not a multiple of 64: the Z draw
// (bound p, 160 bits) on secp160r1 becomes 20 bytes (not 24), every request
// on secp224r1 28 bytes (not 32). The 24-byte d/k/blind draws of secp160r1
// (bound n, 161 bits) and everything on secp192r1, secp256r1, secp256k1 stay
// as recorded.
//
// What can change within one call replayed from its rng_offset: every
// request after the first shorter one starts at another stream offset. The
// first request of a call is at the recorded offset, so the accepted d (make_key)
// and k of the first try (sign) are the recorded ones; micro-ecc's outputs
// depend only on d, k, the inputs and (for sign_deterministic) the HMAC-DRBG,
// never on Z or the blinding factor. But the accept/reject decisions of the
// later draws (Z, blind) are taken on other bytes, so on secp160r1, where a
// blind candidate is rejected with probability ≈ 1/2, the number of blind
// requests changes, and with a callback that fails from request K on, a try
// can even succeed on 32-bit where it failed on 64-bit (secp160r1 call 65).
// Simulate therefore replays micro-ecc's control flow on the stream for a
// given word size; its 64-bit results must be the recorded ones exactly
// (TestSimulateReproduces64Bit), which checks the model against every record.

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io/fs"
	"math/big"
	"runtime"
	"strings"
)

// Curve bounds: p and n of each curve (of CurveNames; the RNG model only
// runs on MicroECCCurves).
var bounds = map[string][2]string{
	"secp160r1": {"ffffffffffffffffffffffffffffffff7fffffff", "0100000000000000000001f4c8f927aed3ca752257"},
	"secp192r1": {"fffffffffffffffffffffffffffffffeffffffffffffffff", "ffffffffffffffffffffffff99def836146bc9b1b4d22831"},
	"secp224r1": {"ffffffffffffffffffffffffffffffff000000000000000000000001", "ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d"},
	"secp256r1": {"ffffffff00000001000000000000000000000000ffffffffffffffffffffffff", "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"},
	"secp256k1": {"fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f", "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141"},
	"secp384r1": {"fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff", "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973"},
	"secp521r1": {"1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", "1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409"},
}

// RNGCall is what Simulate needs of one record of microecc_rng_stream.json.
type RNGCall struct {
	Curve    string   // curve name
	Seed     string   // the stream's seed
	Fn       string   // "uECC_make_key", ...
	Mode     string   // "stream", "null", "fail_from_K"
	Offset   int      // rng_offset
	Ret      *int     // recorded ret (nil: void function)
	Requests []int    // recorded rng_requests (64-bit build)
	Roles    []string // recorded rng_roles
}

// RNGExpect is the model's prediction for one call.
type RNGExpect struct {
	Requests []int    // request sizes
	Returned []int    // callback results, one per request
	Consumed int      // stream bytes taken
	Ret      *int     // the return value (nil for void functions)
	Scalar   *big.Int // the d (make_key) or k (sign) of the successful try, if the RNG drew it
}

// StreamByte is byte off of the stream SHA-256(seed‖u64be(0)) ‖ SHA-256(seed‖u64be(1)) ‖ ….
func StreamByte(seed string, off int) byte {
	var ctr [8]byte
	binary.BigEndian.PutUint64(ctr[:], uint64(off/32))
	h := sha256.New()
	h.Write([]byte(seed))
	h.Write(ctr[:])
	return h.Sum(nil)[off%32]
}

type sim struct {
	seed     string
	pos      int
	failFrom int
	word     int
	out      RNGExpect
	last     *big.Int // the last accepted candidate
}

// gen is uECC_generate_random_int(bound): whole-word requests, candidate =
// little-endian value masked to bitlen(bound), accepted if 0 < v < bound, at
// most 64 requests; a failing callback ends it at once.
func (s *sim) gen(bound *big.Int) bool {
	bitlen := bound.BitLen()
	words := (bitlen + 8*s.word - 1) / (8 * s.word)
	size := words * s.word
	for range 64 {
		idx := len(s.out.Requests)
		s.out.Requests = append(s.out.Requests, size)
		if s.failFrom >= 0 && idx >= s.failFrom {
			s.out.Returned = append(s.out.Returned, 0)
			return false
		}
		s.out.Returned = append(s.out.Returned, 1)
		le := make([]byte, size)
		for i := range le {
			le[size-1-i] = StreamByte(s.seed, s.pos+i) // big-endian for big.Int
		}
		s.pos += size
		v := new(big.Int).SetBytes(le)
		for i := bitlen; i < 8*size; i++ {
			v.SetBit(v, i, 0)
		}
		if v.Sign() > 0 && v.Cmp(bound) < 0 {
			s.last = v
			return true
		}
	}
	return false
}

// Simulate predicts the RNG requests and the return value of call c in
// micro-ecc built with word bytes per word (1, 4 or 8), and the scalar the
// RNG drew for a successful make_key or sign. It returns an error where the
// record does not determine the answer.
func Simulate(c RNGCall, word int) (RNGExpect, error) {
	b, ok := bounds[c.Curve]
	if !ok {
		return RNGExpect{}, fmt.Errorf("unknown curve %q", c.Curve)
	}
	p, _ := new(big.Int).SetString(b[0], 16)
	n, _ := new(big.Int).SetString(b[1], 16)
	s := &sim{seed: c.Seed, pos: c.Offset, failFrom: -1, word: word}
	switch {
	case c.Mode == "stream":
	case c.Mode == "null":
	case strings.HasPrefix(c.Mode, "fail_from_"):
		if _, err := fmt.Sscanf(c.Mode, "fail_from_%d", &s.failFrom); err != nil {
			return RNGExpect{}, fmt.Errorf("bad rng_mode %q", c.Mode)
		}
	default:
		return RNGExpect{}, fmt.Errorf("unknown rng_mode %q", c.Mode)
	}
	ret := func(v int) *int { return &v }
	finish := func(r *int) (RNGExpect, error) {
		s.out.Consumed = s.pos - c.Offset
		s.out.Ret = r
		if s.out.Requests == nil {
			s.out.Requests = []int{}
		}
		return s.out, nil
	}
	// Calls that make no request on 64-bit make none on 32-bit: RNG = NULL,
	// the functions without randomness, inputs rejected before any draw.
	if c.Mode == "null" || len(c.Requests) == 0 {
		return finish(c.Ret)
	}
	switch c.Fn {
	case "uECC_make_key":
		for range 64 {
			if !s.gen(n) { // d
				return finish(ret(0))
			}
			d := s.last
			if s.gen(p) { // Z of the public key computation
				s.out.Scalar = d
				return finish(ret(1))
			}
		}
		return finish(ret(0))
	case "uECC_compute_public_key", "uECC_shared_secret":
		if !s.gen(p) { // Z
			return finish(ret(0))
		}
		return finish(c.Ret) // the result of the computation itself
	case "uECC_sign":
		for range 64 {
			if !s.gen(n) { // k
				return finish(ret(0))
			}
			k := s.last
			if !s.gen(p) { // Z
				continue
			}
			if !s.gen(n) { // blind
				continue
			}
			s.out.Scalar = k
			return finish(ret(1))
		}
		return finish(ret(0))
	case "uECC_sign_deterministic":
		// Tries whose HMAC-DRBG candidate is valid make RNG requests
		// (starting with Z); the others make none (secp160r1 only). The
		// record shows how many valid tries it went through: all of the
		// 64 tries if it failed, up to the successful one otherwise.
		valid := countTries(c.Roles)
		for t := 0; t < valid; t++ {
			if !s.gen(p) { // Z
				continue
			}
			if !s.gen(n) { // blind
				continue
			}
			return finish(ret(1))
		}
		if c.Ret != nil && *c.Ret == 0 {
			return finish(ret(0)) // the record went through all 64 tries
		}
		return RNGExpect{}, fmt.Errorf("%s: the record stops after %d valid tries, the model needs more", c.Fn, valid)
	}
	return RNGExpect{}, fmt.Errorf("unknown function %q", c.Fn)
}

// countTries counts the tries of a sign_deterministic record: each starts
// with a Z request (a Z after a rejected Z belongs to the same try).
func countTries(roles []string) int {
	tries := 0
	prev := ""
	for _, r := range roles {
		if strings.HasPrefix(r, "Z") && prev != "Z:rejected" {
			tries++
		}
		prev = r
	}
	return tries
}

// RNGRecord is one call of microecc_rng_stream.json, with the RNG
// expectations of the word size it was loaded for.
type RNGRecord struct {
	Source   string            // file, sequence and call, for messages
	Curve    string            // curve name
	Seed     string            // the stream's seed
	Fn, Mode string            // "uECC_sign", "stream" / "null" / "fail_from_K"
	In, Out  map[string]string // hex (the hash_context input is always SHA-256)
	Ret      *int              // nil for the void functions
	Offset   int               // stream offset at the start of the call
	Consumed int               // stream bytes taken
	Requests []int             // request sizes
	Returned []int             // callback results (nil: all 1)
	Roles    []string          // recorded annotation (64-bit)
}

// RNGSeq is one stream: a curve's 69 calls or one edge sequence.
type RNGSeq struct {
	Name, Curve, Seed string
	Prefix            string // first 64 stream bytes, hex
	Calls             []RNGRecord
}

// MicroECCWordBytes is the size of micro-ecc's uECC_word_t on the target
// this runs on, and so of its random requests: 8 bytes on amd64 and arm64,
// 4 on every other target, 64-bit ones included (micro-ecc picks 64-bit
// words for x86-64 and arm64 alone).
func MicroECCWordBytes() int {
	if runtime.GOARCH == "amd64" || runtime.GOARCH == "arm64" {
		return 8
	}
	return 4
}

// LoadRNGStream returns every sequence of microecc_rng_stream.json with the
// expectations of micro-ecc built with word bytes per word: 8 as recorded,
// 1 and 4 rewritten by Simulate (and outputsFor where the drawn scalar
// changes).
func LoadRNGStream(word int) ([]RNGSeq, error) {
	type call struct {
		I        int               `json:"i"`
		Fn       string            `json:"fn"`
		Mode     string            `json:"rng_mode"`
		In       map[string]string `json:"in"`
		Ret      *int              `json:"ret"`
		Out      map[string]string `json:"out"`
		Offset   int               `json:"rng_offset"`
		Consumed int               `json:"rng_consumed"`
		Requests []int             `json:"rng_requests"`
		Returned []int             `json:"rng_returned"`
		Roles    []string          `json:"rng_roles"`
	}
	type seq struct {
		Curve  string `json:"curve"`
		Seed   string `json:"seed"`
		Prefix string `json:"stream_prefix_hex"`
		Calls  []call `json:"calls"`
	}
	var f struct {
		Curves map[string]seq `json:"curves"`
		Edge   []seq          `json:"edge_sequences"`
	}
	data, err := fs.ReadFile(FS(), "microecc_rng_stream.json")
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	var seqs []seq
	var names []string
	for _, c := range MicroECCCurves {
		s := f.Curves[c]
		s.Curve = c
		seqs = append(seqs, s)
		names = append(names, "curves."+c)
	}
	for i, s := range f.Edge {
		seqs = append(seqs, s)
		names = append(names, fmt.Sprintf("edge_sequences[%d]", i))
	}
	var out []RNGSeq
	for si, s := range seqs {
		rs := RNGSeq{Name: names[si], Curve: s.Curve, Seed: s.Seed, Prefix: s.Prefix}
		for _, c := range s.Calls {
			in := map[string]string{}
			for k, v := range c.In {
				if k != "hash_context" {
					in[k] = v
				} else if v != "sha256" {
					return nil, fmt.Errorf("hash_context %q", v)
				}
			}
			r := RNGRecord{
				Source: fmt.Sprintf("microecc_rng_stream.json %s call %d (%s, %s)", names[si], c.I, c.Fn, c.Mode),
				Curve:  s.Curve, Seed: s.Seed, Fn: c.Fn, Mode: c.Mode, In: in, Out: c.Out, Ret: c.Ret,
				Offset: c.Offset, Consumed: c.Consumed, Requests: c.Requests, Returned: c.Returned, Roles: c.Roles,
			}
			if r.Requests == nil {
				r.Requests = []int{}
			}
			if word != 8 {
				e, err := Simulate(RNGCall{s.Curve, s.Seed, c.Fn, c.Mode, c.Offset, c.Ret, c.Requests, c.Roles}, word)
				if err != nil {
					return nil, fmt.Errorf("%s: %v", r.Source, err)
				}
				if (e.Ret == nil) != (c.Ret == nil) || (e.Ret != nil && *e.Ret != *c.Ret) {
					return nil, fmt.Errorf("%s: the return value changes with %d-byte words; the record does not give the outputs", r.Source, word)
				}
				if e.Scalar != nil {
					e8, err := Simulate(RNGCall{s.Curve, s.Seed, c.Fn, c.Mode, c.Offset, c.Ret, c.Requests, c.Roles}, 8)
					if err != nil {
						return nil, fmt.Errorf("%s: %v", r.Source, err)
					}
					if e8.Scalar == nil || e8.Scalar.Cmp(e.Scalar) != 0 {
						// An earlier candidate was rejected and the requests
						// are shorter (secp160r1's d and k with 1-byte words):
						// another scalar, other outputs.
						if r.Out, err = outputsFor(s.Curve, c.Fn, in, e.Scalar); err != nil {
							return nil, fmt.Errorf("%s: %v", r.Source, err)
						}
					}
				}
				r.Requests, r.Consumed, r.Returned = e.Requests, e.Consumed, nil
				for _, v := range e.Returned {
					if v == 0 {
						r.Returned = e.Returned
					}
				}
			}
			rs.Calls = append(rs.Calls, r)
		}
		out = append(out, rs)
	}
	return out, nil
}
