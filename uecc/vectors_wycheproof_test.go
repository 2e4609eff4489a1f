package uecc_test

// Wycheproof (C2SP/wycheproof testvectors_v1) ECDSA and ECDH vectors, mapped to
// the raw micro-ecc encodings as described in tests/vectors/README.md
// ("Using Wycheproof with a raw (micro-ecc style) API").

import (
	"bytes"
	"encoding/asn1"
	"encoding/base64"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

type wpFileHeader struct {
	Algorithm     string `json:"algorithm"`
	Schema        string `json:"schema"`
	NumberOfTests int    `json:"numberOfTests"`
}

type wpSigTest struct {
	TcID    int      `json:"tcId"`
	Comment string   `json:"comment"`
	Flags   []string `json:"flags"`
	Msg     hexBytes `json:"msg"`
	Sig     hexBytes `json:"sig"`
	Result  string   `json:"result"`
}

type wpECDSAFile struct {
	wpFileHeader
	TestGroups []struct {
		Type      string `json:"type"`
		PublicKey struct {
			Curve        string   `json:"curve"`
			KeySize      int      `json:"keySize"`
			Uncompressed hexBytes `json:"uncompressed"`
		} `json:"publicKey"`
		Sha   string      `json:"sha"`
		Tests []wpSigTest `json:"tests"`
	} `json:"testGroups"`
}

// parseDERSig parses an ECDSA-Sig-Value strictly: a DER SEQUENCE of exactly
// two INTEGERs with minimal encodings and definite minimal lengths
// (encoding/asn1 enforces these), both non-negative, no trailing data at
// either level. encoding/asn1 alone would accept extra SEQUENCE elements, so
// the two INTEGERs are read one by one from the SEQUENCE body.
func parseDERSig(der []byte) (r, s *big.Int, err error) {
	var seq asn1.RawValue
	rest, err := asn1.Unmarshal(der, &seq)
	if err != nil {
		return nil, nil, err
	}
	if len(rest) != 0 {
		return nil, nil, errors.New("trailing data after SEQUENCE")
	}
	if seq.Class != asn1.ClassUniversal || seq.Tag != asn1.TagSequence || !seq.IsCompound {
		return nil, nil, errors.New("not a SEQUENCE")
	}
	// Re-encoding must give the same bytes (rejects any non-DER header form
	// encoding/asn1 might tolerate).
	hdr := seq
	hdr.FullBytes = nil
	if enc, err := asn1.Marshal(hdr); err != nil || !bytes.Equal(enc, der) {
		return nil, nil, errors.New("SEQUENCE header is not DER")
	}
	body := seq.Bytes
	ints := make([]*big.Int, 0, 2)
	for len(body) > 0 {
		if len(ints) == 2 {
			return nil, nil, errors.New("more than two elements")
		}
		v := new(big.Int)
		body, err = asn1.Unmarshal(body, &v)
		if err != nil {
			return nil, nil, err
		}
		if v.Sign() < 0 {
			return nil, nil, errors.New("negative INTEGER")
		}
		ints = append(ints, v)
	}
	if len(ints) != 2 {
		return nil, nil, errors.New("fewer than two elements")
	}
	return ints[0], ints[1], nil
}

// rawFromInts encodes r‖s at field width, or false if r or s does not fit.
func rawFromInts(c *uecc.Curve, r, s *big.Int) ([]byte, bool) {
	fb := c.FieldSize()
	if r.BitLen() > 8*fb || s.BitLen() > 8*fb {
		return nil, false
	}
	out := make([]byte, 2*fb)
	r.FillBytes(out[:fb])
	s.FillBytes(out[fb:])
	return out, true
}

const (
	skipUnreprValid   = "r or s does not fit the raw field width (expected valid)"
	skipUnreprInvalid = "r or s does not fit the raw field width (expected invalid)"
)

func TestWycheproofECDSA(t *testing.T) {
	files := globVectors(t, "wycheproof/ecdsa_*_test.json")
	for _, rel := range files {
		name := strings.TrimPrefix(rel, "wycheproof/")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			runWycheproofECDSA(t, rel)
		})
	}
}

// runWycheproofECDSA runs one Wycheproof ECDSA file (P1363, DER or bitcoin).
func runWycheproofECDSA(t *testing.T, rel string) []*tally {
	var f wpECDSAFile
	readJSON(t, rel, &f)
	tl := newTally(t, rel)
	total := 0
	for _, g := range f.TestGroups {
		total += len(g.Tests)
		c := curveByName(g.PublicKey.Curve)
		if c == nil {
			for _, tc := range g.Tests {
				tl.run(fmt.Sprint(tc.TcID), func(vc *vcase) { vc.Skip("curve " + g.PublicKey.Curve + " not supported") })
			}
			continue
		}
		pk := []byte(g.PublicKey.Uncompressed)
		if len(pk) != 1+c.PublicKeySize() || pk[0] != 0x04 {
			t.Fatalf("group public key %x is not uncompressed SEC1 for %s", pk, c.Name())
		}
		pub := pk[1:]
		n := bigFromHex(c.Params().N)
		for _, tc := range g.Tests {
			tl.run(fmt.Sprint(tc.TcID), func(vc *vcase) {
				digest, err := digestOf(g.Sha, tc.Msg)
				if err != nil {
					vc.Skip(err.Error())
					return
				}
				switch g.Type {
				case "EcdsaP1363Verify":
					checkP1363(vc, c, pub, digest, tc)
				case "EcdsaVerify":
					checkDER(vc, c, pub, digest, tc, nil)
				case "EcdsaBitcoinVerify":
					checkDER(vc, c, pub, digest, tc, n)
				default:
					vc.Skip("group type " + g.Type)
				}
			})
		}
	}
	if total != f.NumberOfTests {
		t.Errorf("numberOfTests %d, found %d tests", f.NumberOfTests, total)
	}
	tl.report()
	return []*tally{tl}
}

// expectVerify checks Verify's decision against a Wycheproof result.
func expectVerify(vc *vcase, c *uecc.Curve, pub, digest, sig []byte, tc wpSigTest) {
	err := c.Verify(pub, digest, sig)
	if err != nil && !errors.Is(err, uecc.ErrSignature) && !errors.Is(err, uecc.ErrPublicKey) {
		vc.Errorf("Verify returned unexpected error %v", err)
	}
	switch tc.Result {
	case "valid":
		if err != nil {
			vc.Errorf("valid signature rejected (%v) [%s]", err, tc.Comment)
		}
	case "invalid":
		if err == nil {
			vc.Errorf("invalid signature accepted [%s]", tc.Comment)
		}
	default:
		vc.Note(fmt.Sprintf("acceptable: Verify accepted=%v", err == nil))
	}
}

// rejectedBeforeVerify handles a signature that cannot reach Verify (bad
// encoding): correct if the vector expects invalid.
func rejectedBeforeVerify(vc *vcase, tc wpSigTest, why string) {
	switch tc.Result {
	case "valid":
		vc.Errorf("valid signature rejected by the test's decoder: %s [%s]", why, tc.Comment)
	case "acceptable":
		vc.Note("acceptable: rejected at decoding (" + why + ")")
	}
}

func checkP1363(vc *vcase, c *uecc.Curve, pub, digest []byte, tc wpSigTest) {
	w := c.PrivateKeySize() // ⌈bitlen(n)/8⌉: P1363 width of r and s
	fb := c.FieldSize()
	sig := []byte(tc.Sig)
	if len(sig) != 2*fb {
		// Whatever it is, our API must refuse a signature of the wrong size.
		if err := c.Verify(pub, digest, sig); !errors.Is(err, uecc.ErrLength) {
			vc.Errorf("Verify of a %d-byte signature: got %v, want ErrLength", len(sig), err)
		}
	}
	if len(sig) != 2*w {
		rejectedBeforeVerify(vc, tc, fmt.Sprintf("P1363 length %d != %d", len(sig), 2*w))
		return
	}
	raw := sig
	if w != fb { // secp160r1: 21-byte r and s, 20-byte raw
		r, s := sig[:w], sig[w:]
		if r[0] != 0 || s[0] != 0 {
			if tc.Result == "valid" {
				vc.Skip(skipUnreprValid)
			} else {
				vc.Skip(skipUnreprInvalid)
			}
			return
		}
		raw = append(append([]byte{}, r[1:]...), s[1:]...)
	}
	expectVerify(vc, c, pub, digest, raw, tc)
}

// checkDER handles the DER files: every case goes through VerifyASN1, whose
// decision must match the file's. The test's own parser (parseDERSig, on
// encoding/asn1) must agree on which inputs are DER, and where r‖s can hold
// the values, Verify on the raw form must agree with VerifyASN1. For the
// bitcoin file (lowSOrder != nil) a signature with s > n/2 must also be
// rejected, a rule applied here by the test (uecc accepts high-S on purpose,
// as micro-ecc does: docs/COMPATIBILITY.md, "Encodings and sizes").
func checkDER(vc *vcase, c *uecc.Curve, pub, digest []byte, tc wpSigTest, lowSOrder *big.Int) {
	sig := []byte(tc.Sig)
	err := c.VerifyASN1(pub, digest, sig)
	if err != nil && !errors.Is(err, uecc.ErrSignature) && !errors.Is(err, uecc.ErrPublicKey) {
		vc.Errorf("VerifyASN1 returned unexpected error %v", err)
	}
	r, s, perr := parseDERSig(sig)
	derErr := err != nil && strings.Contains(err.Error(), "DER: ")
	switch {
	case err == nil && perr != nil:
		vc.Errorf("VerifyASN1 accepts what the test's DER parser refuses (%v) [%s]", perr, tc.Comment)
	case perr == nil && r.Sign() > 0 && s.Sign() > 0 && derErr:
		vc.Errorf("VerifyASN1 refuses as not DER (%v) what the test's parser accepts [%s]", err, tc.Comment)
	case perr != nil && err != nil && !derErr:
		vc.Errorf("VerifyASN1 refuses non-DER (%v) without saying so: %v [%s]", perr, err, tc.Comment)
	}
	if perr == nil {
		if raw, ok := rawFromInts(c, r, s); ok {
			if verr := c.Verify(pub, digest, raw); (verr == nil) != (err == nil) {
				vc.Errorf("Verify on r‖s (%v) and VerifyASN1 (%v) disagree [%s]", verr, err, tc.Comment)
			}
		}
	}
	accept := err == nil
	highS := false
	if lowSOrder != nil && accept {
		highS = s.Cmp(new(big.Int).Rsh(lowSOrder, 1)) > 0
		accept = !highS
	}
	switch tc.Result {
	case "valid":
		if !accept {
			vc.Errorf("valid signature rejected (VerifyASN1: %v, high-S: %v) [%s]", err, highS, tc.Comment)
		}
	case "invalid":
		if accept {
			vc.Errorf("invalid signature accepted [%s]", tc.Comment)
		}
		if highS {
			vc.Note("invalid only by the low-S rule: uecc.VerifyASN1 accepts it (high-S allowed, as in micro-ecc), the test's low-S check rejects it")
		}
	default:
		vc.Note(fmt.Sprintf("acceptable: accepted=%v", accept))
	}
}

// ---------------------------------------------------------------------------
// ECDH

type wpECDHPointFile struct {
	wpFileHeader
	TestGroups []struct {
		Type     string            `json:"type"`
		Curve    string            `json:"curve"`
		Encoding string            `json:"encoding"`
		Tests    []wpECDHPointTest `json:"tests"`
	} `json:"testGroups"`
}

// wpECDHPointTest is one test of an ecpoint file; the ASN and PEM runners
// (coverage_test.go) fill it from the point inside the SubjectPublicKeyInfo.
type wpECDHPointTest struct {
	TcID    int      `json:"tcId"`
	Comment string   `json:"comment"`
	Flags   []string `json:"flags"`
	Public  hexBytes `json:"public"`
	Private hexBytes `json:"private"`
	Shared  hexBytes `json:"shared"`
	Result  string   `json:"result"`
}

type jwk struct {
	Kty string `json:"kty"`
	Crv string `json:"crv"`
	X   string `json:"x"`
	Y   string `json:"y"`
	D   string `json:"d"`
}

type wpECDHJWKFile struct {
	wpFileHeader
	TestGroups []struct {
		Type  string `json:"type"`
		Curve string `json:"curve"`
		Tests []struct {
			TcID    int      `json:"tcId"`
			Comment string   `json:"comment"`
			Flags   []string `json:"flags"`
			Public  jwk      `json:"public"`
			Private jwk      `json:"private"`
			Shared  hexBytes `json:"shared"`
			Result  string   `json:"result"`
		} `json:"tests"`
	} `json:"testGroups"`
}

// ecdhOutcome checks the result of an ECDH computation against the vector.
// err is the error of decoding (test side or Decompress) or SharedSecret.
func ecdhOutcome(vc *vcase, result, comment string, secret []byte, err error, want []byte) {
	switch result {
	case "valid":
		if err != nil {
			vc.Errorf("valid case failed: %v [%s]", err, comment)
		} else if !bytes.Equal(secret, want) {
			vc.Errorf("shared secret %x, want %x [%s]", secret, want, comment)
		}
	case "invalid":
		if err == nil {
			vc.Errorf("invalid case accepted, secret %x [%s]", secret, comment)
		}
	default:
		if err != nil {
			vc.Note(fmt.Sprintf("acceptable: rejected (%v)", err))
		} else if bytes.Equal(secret, want) {
			vc.Note("acceptable: accepted, secret equals the vector's")
		} else {
			vc.Errorf("acceptable case accepted with a wrong secret %x, want %x [%s]", secret, want, comment)
		}
	}
}

// sec1Peer decodes a SEC1 point: 04‖X‖Y → raw, 02/03‖X → Decompress.
// decodeErr is a test-side decoding error; otherwise err is Decompress's.
func sec1Peer(c *uecc.Curve, p []byte) (raw []byte, err error) {
	fb := c.FieldSize()
	switch {
	case len(p) == 1+2*fb && p[0] == 0x04:
		return p[1:], nil
	case len(p) == 1+fb && (p[0] == 0x02 || p[0] == 0x03):
		return microeccalloc.Decompress(c, p)
	}
	return nil, fmt.Errorf("not a SEC1 point of this curve (%d bytes)", len(p))
}

func TestWycheproofECDHEcpoint(t *testing.T) {
	for _, rel := range globVectors(t, "wycheproof/ecdh_*_ecpoint_test.json") {
		t.Run(strings.TrimPrefix(rel, "wycheproof/"), func(t *testing.T) {
			t.Parallel()
			runWycheproofECDHEcpoint(t, rel)
		})
	}
}

// runWycheproofECDHEcpoint runs one Wycheproof ecpoint ECDH file.
func runWycheproofECDHEcpoint(t *testing.T, rel string) []*tally {
	var f wpECDHPointFile
	readJSON(t, rel, &f)
	tl := newTally(t, rel)
	total := 0
	for _, g := range f.TestGroups {
		c := curveByName(g.Curve)
		if c == nil || g.Type != "EcdhEcpointTest" {
			t.Fatalf("unexpected group %s %s", g.Type, g.Curve)
		}
		total += len(g.Tests)
		for _, tc := range g.Tests {
			tl.run(fmt.Sprint(tc.TcID), func(vc *vcase) { checkECDHPoint(vc, c, tc) })
		}
	}
	if total != f.NumberOfTests {
		t.Errorf("numberOfTests %d, found %d tests", f.NumberOfTests, total)
	}
	tl.report()
	return []*tally{tl}
}

// checkECDHPoint runs one ECDH test whose public key is a SEC1 point.
func checkECDHPoint(vc *vcase, c *uecc.Curve, tc wpECDHPointTest) {
	priv, ok := leftPadInt(tc.Private, c.PrivateKeySize())
	if !ok {
		ecdhOutcome(vc, tc.Result, tc.Comment, nil, errors.New("private key too long"), tc.Shared)
		return
	}
	if len(tc.Public) != c.PublicKeySize() {
		// The raw API must refuse a peer key of another size.
		if _, err := microeccalloc.SharedSecret(c, priv, tc.Public); !errors.Is(err, uecc.ErrLength) {
			vc.Errorf("SharedSecret with a %d-byte peer: %v, want ErrLength", len(tc.Public), err)
		}
	}
	peer, err := sec1Peer(c, tc.Public)
	if err != nil {
		ecdhOutcome(vc, tc.Result, tc.Comment, nil, err, tc.Shared)
		return
	}
	if tc.Result == "invalid" && microecc.For(c).ValidPublicKey(peer) {
		vc.Errorf("ValidPublicKey accepts the invalid point %x", peer)
	}
	secret, err := microeccalloc.SharedSecret(c, priv, peer)
	if err != nil && !errors.Is(err, uecc.ErrPublicKey) && !errors.Is(err, uecc.ErrPrivateKey) {
		vc.Errorf("SharedSecret: unexpected error %v", err)
	}
	ecdhOutcome(vc, tc.Result, tc.Comment, secret, err, tc.Shared)
}

// jwkCoord decodes one base64url JWK coordinate of exactly size bytes.
func jwkCoord(s string, size int) ([]byte, error) {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return nil, err
	}
	if len(b) != size {
		return nil, fmt.Errorf("coordinate of %d bytes, want %d", len(b), size)
	}
	return b, nil
}

func TestWycheproofECDHWebcrypto(t *testing.T) {
	for _, rel := range globVectors(t, "wycheproof/ecdh_*_webcrypto_test.json") {
		t.Run(strings.TrimPrefix(rel, "wycheproof/"), func(t *testing.T) {
			t.Parallel()
			runWycheproofECDHWebcrypto(t, rel)
		})
	}
}

// runWycheproofECDHWebcrypto runs one Wycheproof webcrypto (JWK) ECDH file.
func runWycheproofECDHWebcrypto(t *testing.T, rel string) []*tally {
	// crv name each file must use, per the JWK registry.
	want := map[string]string{"secp256k1": "P-256K", "secp256r1": "P-256", "secp384r1": "P-384", "secp521r1": "P-521"}
	var f wpECDHJWKFile
	readJSON(t, rel, &f)
	tl := newTally(t, rel)
	total := 0
	for _, g := range f.TestGroups {
		c := curveByName(g.Curve)
		if c == nil || g.Type != "EcdhWebcryptoTest" {
			t.Fatalf("unexpected group %s %s", g.Type, g.Curve)
		}
		crv := want[c.Name()]
		total += len(g.Tests)
		for _, tc := range g.Tests {
			tl.run(fmt.Sprint(tc.TcID), func(vc *vcase) {
				fail := func(err error) { ecdhOutcome(vc, tc.Result, tc.Comment, nil, err, tc.Shared) }
				if tc.Private.Kty != "EC" || tc.Private.Crv != crv {
					fail(fmt.Errorf("private JWK kty %q crv %q", tc.Private.Kty, tc.Private.Crv))
					return
				}
				d, err := base64.RawURLEncoding.DecodeString(tc.Private.D)
				if err != nil {
					fail(err)
					return
				}
				priv, ok := leftPadInt(d, c.PrivateKeySize())
				if !ok {
					fail(errors.New("private key too long"))
					return
				}
				if tc.Public.Kty != "EC" || tc.Public.Crv != crv {
					fail(fmt.Errorf("public JWK kty %q crv %q", tc.Public.Kty, tc.Public.Crv))
					return
				}
				x, err := jwkCoord(tc.Public.X, c.FieldSize())
				if err != nil {
					fail(err)
					return
				}
				y, err := jwkCoord(tc.Public.Y, c.FieldSize())
				if err != nil {
					fail(err)
					return
				}
				peer := append(x, y...)
				if tc.Result == "invalid" && microecc.For(c).ValidPublicKey(peer) {
					vc.Errorf("ValidPublicKey accepts the invalid point %x", peer)
				}
				secret, err := microeccalloc.SharedSecret(c, priv, peer)
				if err != nil && !errors.Is(err, uecc.ErrPublicKey) && !errors.Is(err, uecc.ErrPrivateKey) {
					vc.Errorf("SharedSecret: unexpected error %v", err)
				}
				ecdhOutcome(vc, tc.Result, tc.Comment, secret, err, tc.Shared)
			})
		}
	}
	if total != f.NumberOfTests {
		t.Errorf("numberOfTests %d, found %d tests", f.NumberOfTests, total)
	}
	tl.report()
	return []*tally{tl}
}

// TestWycheproofCurveParams checks the curve constants of our curves
// against Wycheproof's ec_prime_order_curves_test.json.
func TestWycheproofCurveParams(t *testing.T) {
	runWycheproofCurveParams(t, "wycheproof/ec_prime_order_curves_test.json")
}

func runWycheproofCurveParams(t *testing.T, rel string) []*tally {
	var f struct {
		TestGroups []struct {
			Tests []struct {
				TcID               int `json:"tcId"`
				Name               string
				P, N, A, B, Gx, Gy hexBytes
				H                  int
			} `json:"tests"`
		} `json:"testGroups"`
	}
	readJSON(t, rel, &f)
	tl := newTally(t, rel)
	for _, g := range f.TestGroups {
		for _, tc := range g.Tests {
			tl.run(fmt.Sprintf("%d(%s)", tc.TcID, tc.Name), func(vc *vcase) {
				c := curveByName(tc.Name)
				if c == nil {
					vc.Skip("curve not supported by uecc")
					return
				}
				p := c.Params()
				for _, kv := range []struct {
					name string
					got  string
					want []byte
				}{{"p", p.P, tc.P}, {"n", p.N, tc.N}, {"a", p.A, tc.A}, {"b", p.B, tc.B}, {"gx", p.Gx, tc.Gx}, {"gy", p.Gy, tc.Gy}} {
					if bigFromHex(kv.got).Cmp(new(big.Int).SetBytes(kv.want)) != 0 {
						vc.Errorf("%s: %s, want %x", kv.name, kv.got, kv.want)
					}
				}
				if tc.H != 1 {
					vc.Errorf("cofactor %d", tc.H)
				}
				if nb := bigFromHex(p.N).BitLen(); nb != p.NBits || (nb+7)/8 != c.PrivateKeySize() {
					vc.Errorf("NBits %d / PrivateKeySize %d, n has %d bits", p.NBits, c.PrivateKeySize(), nb)
				}
			})
		}
	}
	tl.report()
	return []*tally{tl}
}
