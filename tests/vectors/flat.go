package vectors

// Flat known answers: every vector file of this directory turned into
// single calls of the micro-ecc API (the ops of tests/c/vectors.h), so that
// one program runs them all through the C ABI (tests/c/test_vectors.c, data
// written by tests/cgen; built natively and as the ARM C runner) and
// another through package uecc (tests/arm/gorunner). Wycheproof (P1363, DER,
// ecpoint and webcrypto ECDH) is mapped as uecc/vectors_wycheproof_test.go
// maps it. Hashing, DER and JWK decoding happen here, on the host, so that
// the C side only sees raw API inputs. Wycheproof "acceptable" results and
// inputs the raw API cannot express are counted as skipped, per file.

import (
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"encoding/asn1"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"io/fs"
	"math/big"
	"sort"
	"strings"
)

// CurveNames are the curves in the order of the C data (index = curve):
// micro-ecc's five, then secp384r1 and secp521r1, which micro-ecc does not
// have (appended, so that the indices of the first five do not change).
var CurveNames = []string{"secp160r1", "secp192r1", "secp224r1", "secp256r1", "secp256k1", "secp384r1", "secp521r1"}

// MicroECCCurves are micro-ecc's curves, the first five of CurveNames: the
// curves Load turns into cases and the curves of microecc_rng_stream.json.
var MicroECCCurves = CurveNames[:5:5]

var fieldSize = map[string]int{"secp160r1": 20, "secp192r1": 24, "secp224r1": 28, "secp256r1": 32, "secp256k1": 32, "secp384r1": 48, "secp521r1": 66}
var privSize = map[string]int{"secp160r1": 21, "secp192r1": 24, "secp224r1": 28, "secp256r1": 32, "secp256k1": 32, "secp384r1": 48, "secp521r1": 66}

// FieldSize is the size in bytes of a coordinate of a curve of CurveNames.
func FieldSize(curve string) int { return fieldSize[curve] }

// PrivateKeySize is the size in bytes of a private key
// (uECC_curve_private_key_size) of a curve of CurveNames.
func PrivateKeySize(curve string) int { return privSize[curve] }

// Case is one call: Op is the name of a tests/c/vectors.h op (UCV_PUBKEY,
// ...); A, B, C and Out are lower-case hex ("" for none); Ret is the
// expected return value (-1: not checked / void).
type Case struct {
	File, ID string
	Curve    int
	Op       string
	A, B, C  string
	Ret      int
	Out      string
}

// Flat is the whole set: the cases and, per file, how many vectors were
// not turned into a case (and why).
type Flat struct {
	Cases   []Case
	Skipped map[string]map[string]int // file -> reason -> count

	curves  map[string]bool // the curves asked for
	skipped map[string]bool // file + id of the vectors of other curves, counted once each
}

// add appends a case, or, for a curve that was not asked for, counts its
// vector (file and id) once as skipped.
func (f *Flat) add(file, id, curve, op, a, b, c string, ret int, out string) {
	ci := CurveIndex(curve)
	curve = CurveNames[ci]
	if !f.curves[curve] {
		if key := file + "\x00" + id; !f.skipped[key] {
			f.skipped[key] = true
			f.skip(file, "curve "+curve+" not asked for")
		}
		return
	}
	f.Cases = append(f.Cases, Case{file, id, ci, op, a, b, c, ret, out})
}

func (f *Flat) skip(file, reason string) {
	if f.Skipped[file] == nil {
		f.Skipped[file] = map[string]int{}
	}
	f.Skipped[file][reason]++
}

// Files lists the files in the order the cases come, each once.
func (f *Flat) Files() []string {
	var out []string
	seen := map[string]bool{}
	for _, c := range f.Cases {
		if !seen[c.File] {
			seen[c.File] = true
			out = append(out, c.File)
		}
	}
	var rest []string
	for k := range f.Skipped {
		if !seen[k] {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	return append(out, rest...)
}

// SkippedIn is the number of vectors of file that are not cases.
func (f *Flat) SkippedIn(file string) int {
	n := 0
	for _, v := range f.Skipped[file] {
		n += v
	}
	return n
}

// CurveIndex is the index of a curve (also by its NIST or JWK name) in CurveNames.
func CurveIndex(name string) int {
	switch name {
	case "P-192":
		name = "secp192r1"
	case "P-224":
		name = "secp224r1"
	case "P-256":
		name = "secp256r1"
	case "P-256K":
		name = "secp256k1"
	case "P-384":
		name = "secp384r1"
	case "P-521":
		name = "secp521r1"
	}
	for i, n := range CurveNames {
		if n == name {
			return i
		}
	}
	panic(fmt.Sprintf("unknown curve %q", name))
}

func load(name string, v any) {
	data, err := fs.ReadFile(FS(), name)
	if err != nil {
		panic(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		panic(fmt.Sprintf("%s: %v", name, err))
	}
}

func str(m map[string]any, k string) string {
	s, _ := m[k].(string)
	return s
}

func valid(m map[string]any) int {
	if str(m, "result") == "valid" {
		return 1
	}
	return 0
}

// kForSignWithK: uECC_sign_with_k applies bits2int to the private-key-size
// bytes of k, which shifts k right by 8·size − bitlen(n) bits: 7 on
// secp160r1 (21 bytes, 161 bits; README item 7) and on secp521r1 (66 bytes,
// 521 bits), 0 elsewhere. So pass k shifted left by as much.
func kForSignWithK(curve, k string) string {
	shift := 8*privSize[curve] - nBits(curve)
	if shift == 0 {
		return k
	}
	v, ok := new(big.Int).SetString(k, 16)
	if !ok {
		panic("bad k " + k)
	}
	v.Lsh(v, uint(shift))
	return hex.EncodeToString(v.FillBytes(make([]byte, privSize[curve])))
}

// nBits is the bit length of the order n of a curve of CurveNames.
func nBits(curve string) int {
	n, ok := new(big.Int).SetString(bounds[curve][1], 16)
	if !ok {
		panic("no order for curve " + curve)
	}
	return n.BitLen()
}

func pad(h string, n int) string {
	if len(h) > 2*n {
		panic(fmt.Sprintf("%s longer than %d bytes", h, n))
	}
	return strings.Repeat("0", 2*n-len(h)) + h
}

// Load converts every vector file, with cases for micro-ecc's five curves
// (MicroECCCurves), the curves of the C ABI's data; the vectors of other
// curves are counted as skipped.
func Load() *Flat { return LoadCurves(MicroECCCurves...) }

// LoadCurves converts every vector file, with cases for the given curves
// (names of CurveNames); the vectors of the other curves are counted as
// skipped ("curve ... not asked for"), once per vector.
func LoadCurves(curves ...string) *Flat {
	f := &Flat{Skipped: map[string]map[string]int{}, curves: map[string]bool{}, skipped: map[string]bool{}}
	for _, c := range curves {
		f.curves[CurveNames[CurveIndex(c)]] = true
	}
	f.generated()
	f.microeccDeterministic()
	f.microeccTestData()
	f.rfc6979()
	f.gec2()
	f.nist()
	f.wycheproofECDSA()
	f.wycheproofECDH()
	return f
}

func (f *Flat) generated() {
	for _, curve := range CurveNames {
		file := "generated/" + curve + ".json"
		var g map[string]any
		load(file, &g)
		list := func(k string) []map[string]any {
			var r []map[string]any
			for _, e := range g[k].([]any) {
				r = append(r, e.(map[string]any))
			}
			return r
		}
		id := func(sec string, i int) string { return fmt.Sprintf("%s[%d]", sec, i) }
		for i, e := range list("keypairs") {
			f.add(file, id("keypairs", i), curve, "UCV_PUBKEY", str(e, "private_key"), "", "", 1, str(e, "public_key"))
			f.add(file, id("keypairs", i), curve, "UCV_VALID", str(e, "public_key"), "", "", 1, "")
			f.add(file, id("keypairs", i), curve, "UCV_COMPRESS", str(e, "public_key"), "", "", -1, str(e, "public_key_compressed"))
			f.add(file, id("keypairs", i), curve, "UCV_DECOMPRESS", str(e, "public_key_compressed"), "", "", -1, str(e, "public_key"))
		}
		for i, e := range list("invalid_private_keys") {
			f.add(file, id("invalid_private_keys", i), curve, "UCV_PUBKEY", str(e, "private_key"), "", "", 0, "")
		}
		for i, e := range list("ecdh") {
			f.add(file, id("ecdh", i), curve, "UCV_ECDH", str(e, "private_key"), str(e, "peer_public_key"), "", valid(e), str(e, "shared_secret"))
		}
		for i, e := range list("ecdh_invalid_peer") {
			f.add(file, id("ecdh_invalid_peer", i), curve, "UCV_ECDH", str(e, "private_key"), str(e, "peer_public_key"), "", 0, "")
		}
		for _, sec := range []string{"ecdsa_rfc6979_sha256", "ecdsa_digest_lengths"} {
			for i, e := range list(sec) {
				if rep, ok := e["representable_in_raw"].(bool); ok && !rep {
					f.skip(file, "signature not representable in the raw format")
					continue
				}
				k := kForSignWithK(curve, str(e, "k"))
				f.add(file, id(sec, i), curve, "UCV_SIGN_K", str(e, "private_key"), str(e, "digest"), k, 1, str(e, "signature_raw"))
				f.add(file, id(sec, i), curve, "UCV_VERIFY", str(e, "public_key"), str(e, "digest"), str(e, "signature_raw"), 1, "")
				if sec == "ecdsa_rfc6979_sha256" {
					f.add(file, id(sec, i), curve, "UCV_RFC6979", str(e, "private_key"), str(e, "digest"), "", 1, str(e, "signature_raw"))
				}
			}
		}
		for i, e := range list("ecdsa_signature_edge_cases") {
			f.add(file, id("ecdsa_signature_edge_cases", i), curve, "UCV_VERIFY", str(e, "public_key"), str(e, "digest"), str(e, "signature_raw"), valid(e), "")
		}
		for i, e := range list("public_key_validation") {
			f.add(file, id("public_key_validation", i), curve, "UCV_VALID", str(e, "public_key"), "", "", valid(e), "")
		}
		for i, e := range list("compressed_point_decoding") {
			out := str(e, "public_key")
			if valid(e) == 0 {
				out = strings.Repeat("00", 2*fieldSize[curve]) // deviation: zeros
			}
			f.add(file, id("compressed_point_decoding", i), curve, "UCV_DECOMPRESS", str(e, "compressed"), "", "", -1, out)
		}
	}
}

func (f *Flat) microeccDeterministic() {
	const file = "microecc_sign_deterministic.json"
	var d struct {
		Curves map[string][]map[string]any `json:"curves"`
	}
	load(file, &d)
	for _, curve := range CurveNames {
		for i, e := range d.Curves[curve] {
			id := fmt.Sprintf("%s[%d]", curve, i)
			f.add(file, id, curve, "UCV_DET", str(e, "private_key"), str(e, "digest"), str(e, "public_key"), 1, str(e, "microecc_signature_raw"))
			f.add(file, id, curve, "UCV_RFC6979", str(e, "private_key"), str(e, "digest"), "", 1, str(e, "rfc6979_signature_raw"))
		}
	}
}

func (f *Flat) microeccTestData() {
	const file = "microecc_test_data.json"
	var d struct {
		ComputePublicKey map[string][]map[string]any `json:"compute_public_key"`
		SignWithK        []map[string]any            `json:"sign_with_k"`
	}
	load(file, &d)
	for _, curve := range CurveNames {
		for i, e := range d.ComputePublicKey[curve] {
			ret := 0
			if e["mathematically_valid_private_key"] == true {
				ret = 1 // deviation: micro-ecc fails for 1, n-2, n-1
			}
			f.add(file, fmt.Sprintf("compute_public_key.%s[%d] %s", curve, i, str(e, "label")), curve, "UCV_PUBKEY",
				str(e, "private_key"), "", "", ret, str(e, "correct_public_key"))
		}
	}
	for i, e := range d.SignWithK {
		curve := str(e, "curve")
		id := fmt.Sprintf("sign_with_k[%d]", i)
		f.add(file, id, curve, "UCV_SIGN_K", str(e, "private_key"), str(e, "digest"), kForSignWithK(curve, str(e, "k")), 1, str(e, "signature_raw"))
		f.add(file, id, curve, "UCV_VERIFY", str(e, "public_key"), str(e, "digest"), str(e, "signature_raw"), 1, "")
	}
}

func (f *Flat) rfc6979() {
	const file = "rfc6979.json"
	var d struct {
		Vectors []map[string]any `json:"vectors"`
		Extra   []map[string]any `json:"secp256k1_extra"`
	}
	load(file, &d)
	for _, sec := range []struct {
		name string
		list []map[string]any
	}{{"vectors", d.Vectors}, {"secp256k1_extra", d.Extra}} {
		for i, e := range sec.list {
			curve := str(e, "curve")
			id := fmt.Sprintf("%s[%d] %s %s", sec.name, i, str(e, "hash"), str(e, "message"))
			priv := pad(strings.TrimLeft(str(e, "private_key"), "0"), privSize[curve])
			fs := fieldSize[curve]
			pub := pad(str(e, "public_key_x"), fs) + pad(str(e, "public_key_y"), fs)
			f.add(file, id, curve, "UCV_SIGN_K", priv, str(e, "digest"), kForSignWithK(curve, pad(str(e, "k"), privSize[curve])), 1, str(e, "signature_raw"))
			f.add(file, id, curve, "UCV_VERIFY", pub, str(e, "digest"), str(e, "signature_raw"), 1, "")
			if str(e, "hash") == "SHA-256" {
				f.add(file, id, curve, "UCV_RFC6979", priv, str(e, "digest"), "", 1, str(e, "signature_raw"))
			}
		}
	}
}

func (f *Flat) gec2() {
	const file, curve = "gec2_secp160r1.json", "secp160r1"
	var d struct {
		ECDSA map[string]any `json:"ecdsa"`
		ECDH  map[string]any `json:"ecdh"`
	}
	load(file, &d)
	e := d.ECDSA
	pub := str(e, "public_x") + str(e, "public_y")
	sig := str(e, "signature_raw")
	f.add(file, "ecdsa", curve, "UCV_PUBKEY", str(e, "private_key"), "", "", 1, pub)
	f.add(file, "ecdsa", curve, "UCV_SIGN_K", str(e, "private_key"), str(e, "digest"), kForSignWithK(curve, str(e, "k")), 1, sig)
	f.add(file, "ecdsa", curve, "UCV_VERIFY", pub, str(e, "digest"), sig, 1, "")
	f.add(file, "ecdsa", curve, "UCV_COMPRESS", pub, "", "", -1, str(e, "public_compressed"))
	h := d.ECDH
	pu, pv := str(h, "public_u_x")+str(h, "public_u_y"), str(h, "public_v_x")+str(h, "public_v_y")
	f.add(file, "ecdh U", curve, "UCV_PUBKEY", str(h, "private_key_u"), "", "", 1, pu)
	f.add(file, "ecdh V", curve, "UCV_PUBKEY", str(h, "private_key_v"), "", "", 1, pv)
	f.add(file, "ecdh U", curve, "UCV_ECDH", str(h, "private_key_u"), pv, "", 1, str(h, "shared_x"))
	f.add(file, "ecdh V", curve, "UCV_ECDH", str(h, "private_key_v"), pu, "", 1, str(h, "shared_x"))
	f.add(file, "ecdh U", curve, "UCV_DECOMPRESS", str(h, "public_u_compressed"), "", "", -1, pu)
	f.add(file, "ecdh V", curve, "UCV_DECOMPRESS", str(h, "public_v_compressed"), "", "", -1, pv)
}

func (f *Flat) nist() {
	var cdh, sigver, siggen struct {
		Curves map[string][]map[string]any `json:"curves"`
	}
	load("nist/nist_ecc_cdh_primitive.json", &cdh)
	load("nist/nist_ecdsa_sigver.json", &sigver)
	load("nist/nist_ecdsa_siggen.json", &siggen)
	for _, curve := range CurveNames {
		fs := fieldSize[curve]
		file := "nist/nist_ecc_cdh_primitive.json"
		for i, e := range cdh.Curves[curve] {
			id := fmt.Sprintf("%s[%d]", curve, i)
			priv := pad(str(e, "private_key"), privSize[curve])
			f.add(file, id, curve, "UCV_PUBKEY", priv, "", "", 1, pad(str(e, "public_x"), fs)+pad(str(e, "public_y"), fs))
			f.add(file, id, curve, "UCV_ECDH", priv, pad(str(e, "peer_public_x"), fs)+pad(str(e, "peer_public_y"), fs), "", valid(e), str(e, "shared_x"))
		}
		file = "nist/nist_ecdsa_sigver.json"
		for i, e := range sigver.Curves[curve] {
			id := fmt.Sprintf("%s[%d] %s", curve, i, str(e, "hash"))
			pub := pad(str(e, "public_x"), fs) + pad(str(e, "public_y"), fs)
			f.add(file, id, curve, "UCV_VERIFY", pub, str(e, "digest"), str(e, "signature_raw"), valid(e), "")
		}
		file = "nist/nist_ecdsa_siggen.json"
		for i, e := range siggen.Curves[curve] {
			id := fmt.Sprintf("%s[%d] %s", curve, i, str(e, "hash"))
			priv := pad(str(e, "private_key"), privSize[curve])
			pub := pad(str(e, "public_x"), fs) + pad(str(e, "public_y"), fs)
			f.add(file, id, curve, "UCV_SIGN_K", priv, str(e, "digest"), kForSignWithK(curve, pad(str(e, "k"), privSize[curve])), 1, str(e, "signature_raw"))
			f.add(file, id, curve, "UCV_VERIFY", pub, str(e, "digest"), str(e, "signature_raw"), 1, "")
		}
	}
}

// ---- Wycheproof --------------------------------------------------------

func digestOf(name string, msg []byte) []byte {
	var h hash.Hash
	switch name {
	case "SHAKE128":
		return sha3.SumSHAKE128(msg, 32)
	case "SHAKE256":
		return sha3.SumSHAKE256(msg, 64)
	case "SHA-1":
		h = sha1.New()
	case "SHA-224":
		h = sha256.New224()
	case "SHA-256":
		h = sha256.New()
	case "SHA-384":
		h = sha512.New384()
	case "SHA-512":
		h = sha512.New()
	case "SHA3-224":
		h = sha3.New224()
	case "SHA3-256":
		h = sha3.New256()
	case "SHA3-384":
		h = sha3.New384()
	case "SHA3-512":
		h = sha3.New512()
	default:
		panic("unknown hash " + name)
	}
	h.Write(msg)
	return h.Sum(nil)
}

func unhex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

// derSig parses an ECDSA-Sig-Value strictly (DER, two non-negative
// minimal INTEGERs, nothing trailing).
func derSig(der []byte) (r, s *big.Int, ok bool) {
	// Decode, then require that DER re-encoding gives the same bytes: that
	// rules out trailing data, extra elements, non-minimal lengths and
	// integers, and any BER form.
	var v struct{ R, S *big.Int }
	rest, err := asn1.Unmarshal(der, &v)
	if err != nil || len(rest) != 0 || v.R.Sign() < 0 || v.S.Sign() < 0 {
		return nil, nil, false
	}
	re, err := asn1.Marshal(v)
	if err != nil || string(re) != string(der) {
		return nil, nil, false
	}
	return v.R, v.S, true
}

func (f *Flat) wycheproofECDSA() {
	files, err := fs.Glob(FS(), "wycheproof/ecdsa_*_test.json")
	if err != nil {
		panic(err)
	}
	for _, file := range files {
		var d struct {
			TestGroups []struct {
				Type      string `json:"type"`
				Sha       string `json:"sha"`
				PublicKey struct {
					Curve        string `json:"curve"`
					Uncompressed string `json:"uncompressed"`
				} `json:"publicKey"`
				Tests []struct {
					TcID   int    `json:"tcId"`
					Msg    string `json:"msg"`
					Sig    string `json:"sig"`
					Result string `json:"result"`
				} `json:"tests"`
			} `json:"testGroups"`
		}
		load(file, &d)
		bitcoin := strings.Contains(file, "bitcoin")
		for _, g := range d.TestGroups {
			curve := g.PublicKey.Curve
			ci := CurveIndex(curve)
			curve = CurveNames[ci]
			fs, w := fieldSize[curve], privSize[curve]
			n, _ := new(big.Int).SetString(bounds[curve][1], 16)
			pub := strings.TrimPrefix(g.PublicKey.Uncompressed, "04")
			for _, tc := range g.Tests {
				id := fmt.Sprintf("tcId %d", tc.TcID)
				if tc.Result == "acceptable" {
					f.skip(file, "acceptable")
					continue
				}
				sig := unhex(tc.Sig)
				var r, s *big.Int
				switch g.Type {
				case "EcdsaP1363Verify":
					if len(sig) != 2*w {
						f.skip(file, "P1363 length not 2x the raw width (rejected before the API)")
						continue
					}
					r, s = new(big.Int).SetBytes(sig[:w]), new(big.Int).SetBytes(sig[w:])
				case "EcdsaVerify", "EcdsaBitcoinVerify":
					var ok bool
					if r, s, ok = derSig(sig); !ok {
						f.skip(file, "not strict DER (a decoder test)")
						continue
					}
				default:
					f.skip(file, "group type "+g.Type)
					continue
				}
				if r.BitLen() > 8*fs || s.BitLen() > 8*fs {
					f.skip(file, "r or s wider than the raw format")
					continue
				}
				want := valid(map[string]any{"result": tc.Result})
				if bitcoin && s.Cmp(new(big.Int).Rsh(n, 1)) > 0 {
					f.skip(file, "high S (the low-S rule is the caller's)")
					continue
				}
				raw := hex.EncodeToString(r.FillBytes(make([]byte, fs))) + hex.EncodeToString(s.FillBytes(make([]byte, fs)))
				digest := hex.EncodeToString(digestOf(g.Sha, unhex(tc.Msg)))
				f.add(file, id, curve, "UCV_VERIFY", pub, digest, raw, want, "")
			}
		}
	}
}

func (f *Flat) wycheproofECDH() {
	files, err := fs.Glob(FS(), "wycheproof/ecdh_*_test.json")
	if err != nil {
		panic(err)
	}
	for _, file := range files {
		ecpoint, webcrypto := strings.HasSuffix(file, "_ecpoint_test.json"), strings.HasSuffix(file, "_webcrypto_test.json")
		if !ecpoint && !webcrypto {
			continue // ASN.1 / PEM wrappings of the same tests: X.509 parsing
		}
		var d struct {
			TestGroups []struct {
				Curve string            `json:"curve"`
				Tests []json.RawMessage `json:"tests"`
			} `json:"testGroups"`
		}
		load(file, &d)
		for _, g := range d.TestGroups {
			curve := CurveNames[CurveIndex(g.Curve)]
			fs := fieldSize[curve]
			for _, raw := range g.Tests {
				var tc struct {
					TcID    int             `json:"tcId"`
					Public  json.RawMessage `json:"public"`
					Private json.RawMessage `json:"private"`
					Shared  string          `json:"shared"`
					Result  string          `json:"result"`
				}
				if err := json.Unmarshal(raw, &tc); err != nil {
					panic(err)
				}
				id := fmt.Sprintf("tcId %d", tc.TcID)
				if tc.Result == "acceptable" {
					f.skip(file, "acceptable")
					continue
				}
				var pub, priv []byte
				if ecpoint {
					var p, d string
					json.Unmarshal(tc.Public, &p)
					json.Unmarshal(tc.Private, &d)
					pb := unhex(p)
					if len(pb) != 1+2*fs || pb[0] != 4 {
						f.skip(file, "not an uncompressed point of the curve (rejected before the API)")
						continue
					}
					pub, priv = pb[1:], unhex(d)
				} else {
					var pj, dj struct{ Kty, Crv, X, Y, D string }
					json.Unmarshal(tc.Public, &pj)
					json.Unmarshal(tc.Private, &dj)
					if pj.Kty != "EC" || dj.Kty != "EC" || pj.Crv != g.Curve || dj.Crv != g.Curve {
						f.skip(file, "JWK of another key type or curve (rejected before the API)")
						continue
					}
					x, e1 := base64.RawURLEncoding.DecodeString(pj.X)
					y, e2 := base64.RawURLEncoding.DecodeString(pj.Y)
					dd, e3 := base64.RawURLEncoding.DecodeString(dj.D)
					if e1 != nil || e2 != nil || e3 != nil || len(x) != fs || len(y) != fs {
						f.skip(file, "JWK coordinates not of field size (rejected before the API)")
						continue
					}
					pub, priv = append(x, y...), dd
				}
				d := new(big.Int).SetBytes(priv)
				if d.BitLen() > 8*privSize[curve] {
					f.skip(file, "private key wider than the API's")
					continue
				}
				privHex := hex.EncodeToString(d.FillBytes(make([]byte, privSize[curve])))
				want := valid(map[string]any{"result": tc.Result})
				pubHex := hex.EncodeToString(pub)
				f.add(file, id, curve, "UCV_VALID", pubHex, "", "", want, "")
				f.add(file, id, curve, "UCV_ECDH", privHex, pubHex, "", want, tc.Shared)
			}
		}
	}
}
