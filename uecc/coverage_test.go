package uecc_test

// TestVectorCoverage walks every file under tests/vectors and runs each one
// through the runner registered for it in vectorRegistry, printing one line
// per file: executed / passed / failed / skipped (with the reasons). A file
// that no registry entry matches fails the test, so a new vector file forces
// a decision: a runner, or a stated reason why it holds no test cases.
//
// With -short only the registry check runs (every file known, every vector
// file embedded): the per-file Test functions of vectors_*_test.go run the
// same runners, so cross-compiled runs under qemu do not pay twice.
//
// With UECC_WRITE_COVERAGE=1 the table is also written to docs/COVERAGE.md:
//
//	UECC_WRITE_COVERAGE=1 go test -run TestVectorCoverage ./uecc/
//
// Without it nothing is written; if docs/COVERAGE.md exists it must match
// what the test would write (on 64-bit targets, where the counts were made).
//
// The runners are the per-file runners of vectors_*_test.go, plus the ones
// here for the files no other test reads: the Wycheproof ECDH files whose
// public keys are SubjectPublicKeyInfo DER or PEM, generated/checks.json and
// microecc_observed.json.

import (
	"bytes"
	"crypto"
	"crypto/sha256"
	"encoding/asn1"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"math/bits"
	"os"
	"path"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// vectorRunner runs one vector file (path relative to tests/vectors) and
// returns its tallies (one per file section or curve).
type vectorRunner func(t *testing.T, rel string) []*tally

// vectorEntry says what happens to the files matching pattern.
type vectorEntry struct {
	pattern string       // path.Match pattern relative to tests/vectors; the first match wins
	what    string       // what is run (a table column)
	run     vectorRunner // nil: the file holds no test cases
	reason  string       // for run == nil: why
}

var vectorRegistry = []vectorEntry{
	// Not vector data.
	{pattern: "README.md", reason: "documentation: what every file is and how to use it"},
	{pattern: "generated/README.md", reason: "documentation of the generated files"},
	{pattern: "wycheproof/LICENSE", reason: "license of the Wycheproof copies"},
	{pattern: "wycheproof/schemas/*.json", reason: "JSON Schema of the Wycheproof file formats: no test cases"},
	{pattern: "*.go", reason: "Go source of package vectors (embedding, flattening, RNG model): code, not data"},
	{pattern: "bip340/*.go", reason: "Go source of package bip340 (embeds test-vectors.csv): code, not data"},
	{pattern: "bip340/test-vectors.csv", reason: "BIP 340 Schnorr (secp256k1) vectors, not uecc's: run by uecc/schnorr's TestBIP340Vectors " +
		"(all 19 verified, the 8 with a secret key signed byte-exact)"},

	// Wycheproof. The ecdh_*_test.json pattern comes after the ecpoint,
	// webcrypto and pem ones, which it would also match.
	{pattern: "wycheproof/ec_prime_order_curves_test.json", run: runWycheproofCurveParams,
		what: "curve constants p, n, a, b, G, h of our 5 curves against ours (other curves skipped)"},
	{pattern: "wycheproof/ecdsa_*_p1363_test.json", run: runWycheproofECDSA,
		what: "Verify with raw r‖s (P1363; secp160r1: 21-byte halves to 20 where possible); wrong sizes must give ErrLength"},
	{pattern: "wycheproof/ecdsa_*_bitcoin_test.json", run: runWycheproofECDSA,
		what: "VerifyASN1 on every case (strict DER, r and s by value), plus the file's low-S rule applied by the test"},
	{pattern: "wycheproof/ecdsa_*_test.json", run: runWycheproofECDSA,
		what: "VerifyASN1 on every case (strict DER, r and s by value); the test's encoding/asn1 parser agrees on DER, Verify on r‖s where it holds them"},
	{pattern: "wycheproof/ecdh_*_ecpoint_test.json", run: runWycheproofECDHEcpoint,
		what: "SEC1 point → raw / microecc Decompress; ValidPublicKey, SharedSecret"},
	{pattern: "wycheproof/ecdh_*_webcrypto_test.json", run: runWycheproofECDHWebcrypto,
		what: "JWK x, y, d → raw keys; microecc ValidPublicKey, SharedSecret"},
	{pattern: "wycheproof/ecdh_*_pem_test.json", run: runWycheproofECDHSPKI,
		what: "PEM → SPKI → the BIT STRING's SEC1 point; PKCS#8 → d; then as ecpoint"},
	{pattern: "wycheproof/ecdh_*_test.json", run: runWycheproofECDHSPKI,
		what: "SPKI DER → the BIT STRING's SEC1 point; then as ecpoint"},

	// Other third-party vectors.
	{pattern: "rfc6979.json", run: runRFC6979,
		what: "SignDeterministic (RFC 6979), microecc SignWithK and ComputePublicKey, Verify"},
	{pattern: "gec2_secp160r1.json", run: runGEC2,
		what: "microecc ComputePublicKey, Compress/Decompress, SignWithK, SharedSecret; Verify"},
	{pattern: "nist/nist_ecc_cdh_primitive.json", run: runNISTCDH, what: "microecc ComputePublicKey, SharedSecret"},
	{pattern: "nist/nist_ecdsa_sigver.json", run: runNISTSigVer, what: "Verify (valid and invalid)"},
	{pattern: "nist/nist_ecdsa_siggen.json", run: runNISTSigGen, what: "microecc SignWithK, ComputePublicKey; Verify"},

	// Generated here.
	{pattern: "generated/checks.json", run: runGeneratedChecks,
		what: "the generator's OpenSSL cross-check counts against the entries of generated/<curve>.json (no API call)"},
	{pattern: "generated/*.json", run: runGenerated,
		what: "every section: keys, compression, ECDH, invalid peers/keys, RFC 6979, digest lengths, signature edges, validation"},

	// micro-ecc.
	{pattern: "microecc_test_data.json", run: runMicroECCTestData,
		what: "microecc ComputePublicKey on micro-ecc's edge keys (correct key where micro-ecc fails), sign_with_k"},
	{pattern: "microecc_sign_deterministic.json", run: runMicroECCSignDeterministic,
		what: "microecc SignDeterministic byte-exact, SignDeterministic (RFC 6979), SignWithK with micro-ecc's k"},
	{pattern: "microecc_rng_stream.json", run: runRNGStream,
		what: "replay of every recorded call with the same RNG stream: ret, outputs, request sizes"},
	{pattern: "microecc_observed.json", run: runMicroECCObserved,
		what: "every vector set micro-ecc was run on: uecc gives the expected result on all of it, incl. micro-ecc's disagreements"},
}

// matchVectorEntry returns the registry entry for rel, or nil.
func matchVectorEntry(rel string) *vectorEntry {
	for i := range vectorRegistry {
		if ok, err := path.Match(vectorRegistry[i].pattern, rel); err == nil && ok {
			return &vectorRegistry[i]
		}
	}
	return nil
}

// coverageRow is one line of the table.
type coverageRow struct {
	file, what, reason                string
	vector, unknown, testFailed       bool
	executed, passed, failed, skipped int
	skips, notes                      map[string]int
}

// vectorSource returns the tree to walk: the directory if the test runs in
// the source tree, else (a cross-compiled binary on a board) the embedded copy.
func vectorSource() (fs.FS, bool) {
	if st, err := os.Stat(vectorsDir); err == nil && st.IsDir() {
		return os.DirFS(vectorsDir), true
	}
	return vectorsFS, false
}

const coverageDoc = "../docs/COVERAGE.md"

func TestVectorCoverage(t *testing.T) {
	src, onDisk := vectorSource()
	if !onDisk {
		t.Logf("no %s directory: walking the embedded copy (non-JSON files are not embedded)", vectorsDir)
	}
	var files []string
	err := fs.WalkDir(src, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		if !d.Type().IsRegular() {
			t.Errorf("%s: not a regular file", p)
			return nil
		}
		files = append(files, p)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)

	rows := make([]*coverageRow, len(files))
	var mu sync.Mutex
	t.Run("files", func(t *testing.T) {
		for i, rel := range files {
			row := &coverageRow{file: rel, skips: map[string]int{}, notes: map[string]int{}}
			rows[i] = row
			e := matchVectorEntry(rel)
			if e == nil {
				row.unknown = true
				t.Errorf("%s: no entry in vectorRegistry (uecc/coverage_test.go): register a runner, or the reason it holds no test cases", rel)
				continue
			}
			row.what, row.reason, row.vector = e.what, e.reason, e.run != nil
			if e.run == nil {
				continue
			}
			if _, err := fs.Stat(vectorsFS, rel); err != nil {
				row.testFailed = true
				t.Errorf("%s: not in the embedded copy: extend the go:embed patterns of tests/vectors/vectors.go", rel)
				continue
			}
			if testing.Short() {
				continue // the registry check only; the per-file Test functions run the files
			}
			t.Run(rel, func(t *testing.T) {
				t.Parallel()
				tls := e.run(t, rel)
				mu.Lock()
				defer mu.Unlock()
				for _, tl := range tls {
					row.executed += tl.executed
					row.passed += tl.passed
					row.failed += tl.failed
					row.skipped += tl.skippd
					for r, ids := range tl.skips {
						row.skips[r] += len(ids)
					}
					for n, ids := range tl.notes {
						row.notes[n] += len(ids)
					}
				}
				row.testFailed = t.Failed()
			})
		}
	})

	if testing.Short() {
		t.Logf("-short: all %d files are registered; the runners were not run (TestVectorCoverage without -short runs them)", len(rows))
		return
	}
	var tot coverageRow
	nonVector := 0
	for _, r := range rows {
		switch {
		case r.unknown:
			t.Logf("%-52s UNKNOWN FILE (no runner, no reason)", r.file)
		case !r.vector:
			nonVector++
			t.Logf("%-52s no test cases: %s", r.file, r.reason)
		default:
			t.Logf("%-52s executed %5d  passed %5d  failed %3d  skipped %4d%s%s", r.file, r.executed, r.passed,
				r.failed, r.skipped, skipSummary(r.skips, "; "), map[bool]string{true: "  FAILED", false: ""}[r.testFailed])
			tot.executed += r.executed
			tot.passed += r.passed
			tot.failed += r.failed
			tot.skipped += r.skipped
		}
	}
	t.Logf("TOTAL: %d files (%d vector files, %d without test cases): executed %d, passed %d, failed %d, skipped %d",
		len(rows), len(rows)-nonVector, nonVector, tot.executed, tot.passed, tot.failed, tot.skipped)

	if !onDisk {
		return
	}
	md := coverageMarkdown(rows)
	if os.Getenv("UECC_WRITE_COVERAGE") == "1" {
		if t.Failed() {
			t.Fatalf("not writing %s: the test failed", coverageDoc)
		}
		if err := os.WriteFile(coverageDoc, []byte(md), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s", coverageDoc)
		return
	}
	// The counts are those of a 64-bit build (32-bit targets replay the
	// RNG-stream file with other request sizes).
	if old, err := os.ReadFile(coverageDoc); err == nil && bits.UintSize == 64 && string(old) != md {
		t.Errorf("%s is stale: run UECC_WRITE_COVERAGE=1 go test -run TestVectorCoverage ./uecc/ and commit it", coverageDoc)
	}
}

// skipSummary lists skip reasons with their counts, sorted.
func skipSummary(m map[string]int, sep string) string {
	if len(m) == 0 {
		return ""
	}
	var parts []string
	for _, k := range sortedMapKeys(m) {
		parts = append(parts, fmt.Sprintf("%s (%d)", k, m[k]))
	}
	if sep == "; " {
		return "  [" + strings.Join(parts, sep) + "]"
	}
	return strings.Join(parts, sep)
}

func sortedMapKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func mdEscape(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// coverageMarkdown renders docs/COVERAGE.md. Its content depends only on
// the vector files and the results, so that it can be compared.
func coverageMarkdown(rows []*coverageRow) string {
	var b strings.Builder
	var tot coverageRow
	nv, skippedFiles := 0, 0
	for _, r := range rows {
		if !r.vector {
			nv++
			continue
		}
		tot.executed += r.executed
		tot.passed += r.passed
		tot.failed += r.failed
		tot.skipped += r.skipped
		if r.skipped > 0 {
			skippedFiles++
		}
	}
	b.WriteString("# Test vector coverage\n\n")
	b.WriteString("Generated by `UECC_WRITE_COVERAGE=1 go test -run TestVectorCoverage ./uecc/` ")
	b.WriteString("(uecc/coverage_test.go); do not edit. The test walks every file under `tests/vectors/` and fails on a ")
	b.WriteString("file that its registry does not know, so every file below is either run or listed with the reason it holds ")
	b.WriteString("no test cases. Without the variable the test writes nothing and fails if this page is stale.\n\n")
	b.WriteString("*Executed* cases ran and were checked against the file's expected result (passed + failed). *Skipped* cases ")
	b.WriteString("were not run, for the reason given. Counts are cases of the file as the runner splits them (a Wycheproof ")
	b.WriteString("tcId, a generated entry, a recorded call, one vector set of microecc_observed.json plus its record check).\n\n")
	fmt.Fprintf(&b, "**Total:** %d vector files (and the files without test cases listed at the end). Executed %d, passed %d, failed %d, skipped %d ",
		len(rows)-nv, tot.executed, tot.passed, tot.failed, tot.skipped)
	fmt.Fprintf(&b, "(in %d files).\n\n", skippedFiles)

	b.WriteString("## Vector files\n\n")
	b.WriteString("| file | what runs | executed | passed | failed | skipped | why skipped |\n")
	b.WriteString("|---|---|---:|---:|---:|---:|---|\n")
	for _, r := range rows {
		if !r.vector {
			continue
		}
		fmt.Fprintf(&b, "| `%s` | %s | %d | %d | %d | %d | %s |\n", r.file, mdEscape(r.what), r.executed, r.passed,
			r.failed, r.skipped, mdEscape(skipSummary(r.skips, "<br>")))
	}

	b.WriteString("\n## Decisions recorded while running\n\n")
	b.WriteString("Wycheproof `acceptable` cases allow either outcome; the runner records which one uecc took (an accepted ")
	b.WriteString("acceptable ECDH case must still give the vector's secret). The other notes mark documented deviations from ")
	b.WriteString("micro-ecc (docs/COMPATIBILITY.md, \"Deviations from micro-ecc\").\n\n")
	for _, r := range rows {
		if !r.vector || len(r.notes) == 0 {
			continue
		}
		fmt.Fprintf(&b, "- `%s`:\n", r.file)
		for _, n := range sortedMapKeys(r.notes) {
			fmt.Fprintf(&b, "  - %s: %d\n", n, r.notes[n])
		}
	}

	// Source files of package vectors are listed by pattern, so that adding
	// one does not make this page stale.
	b.WriteString("\n## Files without test cases\n\n| file | why |\n|---|---|\n")
	goListed := false
	for _, r := range rows {
		switch {
		case r.vector:
		case path.Ext(r.file) == ".go" && !strings.Contains(r.file, "/"):
			if !goListed {
				fmt.Fprintf(&b, "| `*.go` | %s |\n", mdEscape(r.reason))
				goListed = true
			}
		default:
			fmt.Fprintf(&b, "| `%s` | %s |\n", r.file, mdEscape(r.reason))
		}
	}
	return b.String()
}

// ---------------------------------------------------------------------------
// Wycheproof ECDH with SubjectPublicKeyInfo public keys (ecdh_*_test.json,
// DER in hex) and PEM (ecdh_*_pem_test.json; private keys there are PKCS#8
// PEM). The point is taken from the SPKI's BIT STRING and run as in the
// ecpoint files; checking the algorithm and curve OIDs is X.509's business.

const (
	skipX509Encoding = "X.509 encoding, not applicable to raw keys"
	skipX509Params   = "X.509 encoding, not applicable to raw keys: invalid only because the SPKI names another curve or has explicit parameters; its point is valid on this curve"
)

type wpECDHSPKIFile struct {
	wpFileHeader
	TestGroups []struct {
		Type     string `json:"type"`
		Curve    string `json:"curve"`
		Encoding string `json:"encoding"`
		Tests    []struct {
			TcID    int      `json:"tcId"`
			Comment string   `json:"comment"`
			Flags   []string `json:"flags"`
			Public  string   `json:"public"`
			Private string   `json:"private"`
			Shared  hexBytes `json:"shared"`
			Result  string   `json:"result"`
		} `json:"tests"`
	} `json:"testGroups"`
}

// namedCurveOIDs are the curve OIDs of SEC 2 / RFC 5480.
var namedCurveOIDs = map[string]asn1.ObjectIdentifier{
	"secp160r1": {1, 3, 132, 0, 8},
	"secp192r1": {1, 2, 840, 10045, 3, 1, 1},
	"secp224r1": {1, 3, 132, 0, 33},
	"secp256r1": {1, 2, 840, 10045, 3, 1, 7},
	"secp256k1": {1, 3, 132, 0, 10},
	"secp384r1": {1, 3, 132, 0, 34},
	"secp521r1": {1, 3, 132, 0, 35},
}

type algorithmIdentifier struct {
	Algorithm  asn1.ObjectIdentifier
	Parameters asn1.RawValue `asn1:"optional"`
}

// parseSPKI returns the subjectPublicKey bytes of a DER SubjectPublicKeyInfo
// and its named-curve OID (nil if the parameters are not an OID).
func parseSPKI(der []byte) (point []byte, curve asn1.ObjectIdentifier, err error) {
	var spki struct {
		Algorithm algorithmIdentifier
		PublicKey asn1.BitString
	}
	rest, err := asn1.Unmarshal(der, &spki)
	if err != nil {
		return nil, nil, err
	}
	if len(rest) != 0 {
		return nil, nil, errors.New("trailing data after SubjectPublicKeyInfo")
	}
	if spki.PublicKey.BitLength%8 != 0 {
		return nil, nil, errors.New("BIT STRING is not whole bytes")
	}
	p := spki.Algorithm.Parameters
	if p.Class == asn1.ClassUniversal && p.Tag == asn1.TagOID {
		if _, err := asn1.Unmarshal(p.FullBytes, &curve); err != nil {
			return nil, nil, err
		}
	}
	return spki.PublicKey.Bytes, curve, nil
}

// parsePKCS8EC returns the private key integer of a PKCS#8 PrivateKeyInfo
// holding an RFC 5915 ECPrivateKey.
func parsePKCS8EC(der []byte) ([]byte, error) {
	var p8 struct {
		Version    int
		Algorithm  algorithmIdentifier
		PrivateKey []byte
	}
	if rest, err := asn1.Unmarshal(der, &p8); err != nil || len(rest) != 0 {
		return nil, fmt.Errorf("PKCS#8: %v (%d trailing bytes)", err, len(rest))
	}
	var ec struct {
		Version    int
		PrivateKey []byte
		Params     asn1.RawValue  `asn1:"optional,explicit,tag:0"`
		Public     asn1.BitString `asn1:"optional,explicit,tag:1"`
	}
	if rest, err := asn1.Unmarshal(p8.PrivateKey, &ec); err != nil || len(rest) != 0 {
		return nil, fmt.Errorf("ECPrivateKey: %v (%d trailing bytes)", err, len(rest))
	}
	return ec.PrivateKey, nil
}

func pemBlock(s, typ string) ([]byte, error) {
	blk, rest := pem.Decode([]byte(s))
	if blk == nil || blk.Type != typ || len(bytes.TrimSpace(rest)) != 0 {
		return nil, fmt.Errorf("not one PEM block of type %q", typ)
	}
	return blk.Bytes, nil
}

func hasFlag(flags []string, f string) bool {
	for _, x := range flags {
		if x == f {
			return true
		}
	}
	return false
}

// runWycheproofECDHSPKI runs an ecdh_<curve>_test.json (asn) or
// ecdh_<curve>_pem_test.json file.
func runWycheproofECDHSPKI(t *testing.T, rel string) []*tally {
	var f wpECDHSPKIFile
	readJSON(t, rel, &f)
	tl := newTally(t, rel)
	total := 0
	for _, g := range f.TestGroups {
		c := curveByName(g.Curve)
		isPEM := g.Type == "EcdhPemTest" && g.Encoding == "pem"
		if c == nil || !isPEM && (g.Type != "EcdhTest" || g.Encoding != "asn") {
			t.Fatalf("unexpected group %s/%s on %s", g.Type, g.Encoding, g.Curve)
		}
		total += len(g.Tests)
		for _, tc := range g.Tests {
			tl.run(fmt.Sprint(tc.TcID), func(vc *vcase) {
				if hasFlag(tc.Flags, "InvalidAsn") || hasFlag(tc.Flags, "InvalidPem") {
					if tc.Result == "valid" {
						vc.Errorf("a valid case flagged %v", tc.Flags)
					}
					vc.Skip(skipX509Encoding)
					return
				}
				var der, priv []byte
				var err error
				if isPEM {
					if der, err = pemBlock(tc.Public, "PUBLIC KEY"); err == nil {
						var p8 []byte
						if p8, err = pemBlock(tc.Private, "PRIVATE KEY"); err == nil {
							priv, err = parsePKCS8EC(p8)
						}
					}
				} else if der, err = hex.DecodeString(tc.Public); err == nil {
					priv, err = hex.DecodeString(tc.Private)
				}
				if err != nil {
					vc.Errorf("cannot decode the keys of a case not flagged as an encoding case: %v", err)
					return
				}
				point, oid, err := parseSPKI(der)
				if err != nil {
					vc.Errorf("SubjectPublicKeyInfo of a case not flagged InvalidAsn: %v", err)
					return
				}
				pt := wpECDHPointTest{TcID: tc.TcID, Comment: tc.Comment, Flags: tc.Flags, Public: point,
					Private: priv, Shared: tc.Shared, Result: tc.Result}
				if tc.Result == "invalid" && !oid.Equal(namedCurveOIDs[c.Name()]) {
					if peer, err := sec1Peer(c, point); err == nil && microecc.For(c).ValidPublicKey(peer) {
						vc.Skip(skipX509Params)
						return
					}
				}
				checkECDHPoint(vc, c, pt)
			})
		}
	}
	if total != f.NumberOfTests {
		t.Errorf("numberOfTests %d, found %d tests", f.NumberOfTests, total)
	}
	tl.report()
	return []*tally{tl}
}

// ---------------------------------------------------------------------------
// generated/checks.json: the number of OpenSSL cross-checks the generator
// ran per kind; each must equal the number of entries it covers.

// loadGenerated reads the generated/<curve>.json files, in curve order.
func loadGenerated(t *testing.T) map[*uecc.Curve]*genFile {
	out := map[*uecc.Curve]*genFile{}
	for _, c := range uecc.Curves() {
		var f genFile
		readJSON(t, "generated/"+c.Name()+".json", &f)
		out[c] = &f
	}
	return out
}

func runGeneratedChecks(t *testing.T, rel string) []*tally {
	var counts map[string]int
	readJSON(t, rel, &counts)
	gens := loadGenerated(t)
	sum := func(n func(f *genFile) int) int {
		s := 0
		for _, f := range gens {
			s += n(f)
		}
		return s
	}
	keypairs := func(f *genFile) int { return len(f.Keypairs) }
	want := map[string]func(f *genFile) int{
		"keypair_openssl_pub": keypairs,
		"compress_openssl":    keypairs,
		"decompress_openssl":  keypairs,
		"decompress_python":   keypairs,
		"ecdh_openssl":        func(f *genFile) int { return len(f.ECDH) },
		"ecdh_symmetric": func(f *genFile) int { // the entries whose peer is one of the key pairs
			n := 0
			for _, e := range f.ECDH {
				if e.PeerLabel == "" {
					n++
				}
			}
			return n
		},
		"ecdsa_openssl_verify":              func(f *genFile) int { return len(f.RFC6979) },
		"ecdsa_digestlen_openssl_verify":    func(f *genFile) int { return len(f.DigestLengths) },
		"ecdsa_negative_openssl_agrees":     func(f *genFile) int { return len(f.SigEdge) },
		"pubkey_validation_openssl_agrees":  func(f *genFile) int { return len(f.PubValidation) },
		"ecdh_invalid_peer_openssl_rejects": func(f *genFile) int { return len(f.ECDHInvalidPeer) },
		"compressed_negative_openssl_rejects": func(f *genFile) int {
			n := 0
			for _, e := range f.Compressed {
				if e.Result == "invalid" {
					n++
				}
			}
			return n
		},
	}
	tl := newTally(t, rel)
	for _, k := range sortedMapKeys(counts) {
		tl.run(k, func(vc *vcase) {
			n, ok := want[k]
			if !ok {
				vc.Errorf("unknown check %q: map it to generated entries in runGeneratedChecks", k)
				return
			}
			if got := sum(n); got != counts[k] {
				vc.Errorf("%s = %d, but the generated files have %d such entries", k, counts[k], got)
			}
		})
	}
	tl.report()
	return []*tally{tl}
}

// ---------------------------------------------------------------------------
// microecc_observed.json: per vector set ("check"), how many cases micro-ecc
// got right (agree) or wrong (disagree), with the wrong ones listed (capped).
// Each check is mapped to the exact set of cases it was run on. Then:
//   - agree + disagree must be the size of that set;
//   - every listed disagreement must identify a case of the set;
//   - uecc must give the expected result on every case of the set, so on
//     all cases micro-ecc got right and on all it got wrong (the documented
//     deviations; the uniquely identified ones are noted).

// obsCase is one case of a vector set.
type obsCase struct {
	id     string
	fields map[string]string // values a disagreement record may name it by
	run    func(vc *vcase)   // checks that uecc gives the expected result
}

// obsSet is the vector set behind one check, and what a listed
// disagreement means for uecc.
type obsSet struct {
	cases []obsCase
	note  string
}

const noteDeviation = "micro-ecc's result differs from the expected one (listed disagreement); uecc gives the expected result (docs/COMPATIBILITY.md, \"Deviations from micro-ecc\")"

func runMicroECCObserved(t *testing.T, rel string) []*tally {
	var f struct {
		Results map[string]struct {
			Agree         int              `json:"agree"`
			Disagree      int              `json:"disagree"`
			Disagreements []map[string]any `json:"disagreements"`
		} `json:"results"`
	}
	readJSON(t, rel, &f)
	sets := observedSets(t)
	tl := newTally(t, rel)
	for _, check := range sortedMapKeys(f.Results) {
		r := f.Results[check]
		build, ok := sets[check]
		if !ok {
			tl.run(check, func(vc *vcase) {
				vc.Errorf("no mapping of this check to vector cases: add it to observedSets (uecc/coverage_test.go)")
			})
			continue
		}
		set := build()
		unique := map[int]bool{}
		tl.run(check+" #record", func(vc *vcase) {
			if r.Agree+r.Disagree != len(set.cases) {
				vc.Errorf("agree %d + disagree %d != %d cases in the vector set", r.Agree, r.Disagree, len(set.cases))
			}
			listed := 0
			for _, rec := range r.Disagreements {
				idx, isNote := matchObserved(set.cases, rec)
				if isNote {
					continue
				}
				listed++
				switch len(idx) {
				case 0:
					vc.Errorf("listed disagreement %v matches no case of the set", rec)
				case 1:
					unique[idx[0]] = true
				}
			}
			if listed > r.Disagree {
				vc.Errorf("%d disagreements listed, %d counted", listed, r.Disagree)
			}
		})
		note := set.note
		if note == "" {
			note = noteDeviation
		}
		for i, oc := range set.cases {
			tl.run(check+" / "+oc.id, func(vc *vcase) {
				oc.run(vc)
				if unique[i] && vc.skipReason == "" {
					vc.Note(note)
				}
			})
		}
	}
	tl.report()
	return []*tally{tl}
}

// matchObserved returns the cases whose fields agree with every field of
// the record that they name (at least one). A record with only a note is
// not a case.
func matchObserved(cases []obsCase, rec map[string]any) (idx []int, isNote bool) {
	if _, ok := rec["note"]; ok && len(rec) == 1 {
		return nil, true
	}
	for i, oc := range cases {
		used, ok := 0, true
		for k, v := range rec {
			want, named := oc.fields[k]
			if !named {
				continue
			}
			used++
			if want != recString(v) {
				ok = false
			}
		}
		if ok && used > 0 {
			idx = append(idx, i)
		}
	}
	return idx, false
}

func recString(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	return fmt.Sprint(v)
}

func expectBytes(vc *vcase, what string, got []byte, err error, want []byte) {
	if err != nil || !bytes.Equal(got, want) {
		vc.Errorf("%s = %x, %v; want %x", what, got, err, want)
	}
}

func expectErr(vc *vcase, what string, err, want error) {
	if !errors.Is(err, want) || (err == nil) != (want == nil) {
		vc.Errorf("%s: %v, want %v", what, err, want)
	}
}

func cat(a, b []byte) []byte { return append(append([]byte{}, a...), b...) }

// observedSets maps every check of microecc_observed.json to its vector set.
func observedSets(t *testing.T) map[string]func() obsSet {
	gens := loadGenerated(t)
	var rfc rfc6979File
	readJSON(t, "rfc6979.json", &rfc)
	var cdh nistCDHFile
	readJSON(t, "nist/nist_ecc_cdh_primitive.json", &cdh)
	var sigver nistSigVerFile
	readJSON(t, "nist/nist_ecdsa_sigver.json", &sigver)
	var siggen nistSigGenFile
	readJSON(t, "nist/nist_ecdsa_siggen.json", &siggen)
	var gec2 gec2File
	readJSON(t, "gec2_secp160r1.json", &gec2)
	var det microDetFile
	readJSON(t, "microecc_sign_deterministic.json", &det)

	m := map[string]func() obsSet{}
	// gen builds a set over the generated files of micro-ecc's five curves.
	gen := func(name string, each func(c *uecc.Curve, f *genFile, add func(id string, fields map[string]string, run func(vc *vcase)))) {
		m["generated/"+name] = func() obsSet {
			var s obsSet
			for _, c := range microECCCurves() {
				each(c, gens[c], func(id string, fields map[string]string, run func(vc *vcase)) {
					fields["curve"] = c.Name()
					s.cases = append(s.cases, obsCase{c.Name() + "/" + id, fields, run})
				})
			}
			return s
		}
	}
	type addFn = func(id string, fields map[string]string, run func(vc *vcase))
	gen("compute_public_key", func(c *uecc.Curve, f *genFile, add addFn) {
		for i, v := range f.Keypairs {
			add(fmt.Sprintf("%d(%s)", i, v.Label), map[string]string{"label": v.Label}, func(vc *vcase) {
				got, err := microeccalloc.PublicKey(c, v.PrivateKey)
				expectBytes(vc, "PublicKey", got, err, v.PublicKey)
			})
		}
	})
	gen("compress", func(c *uecc.Curve, f *genFile, add addFn) {
		for i, v := range f.Keypairs {
			add(fmt.Sprint(i), map[string]string{"label": v.Label}, func(vc *vcase) {
				got, err := microeccalloc.Compress(c, v.PublicKey)
				expectBytes(vc, "Compress", got, err, v.Compressed)
			})
		}
	})
	gen("decompress", func(c *uecc.Curve, f *genFile, add addFn) {
		for i, v := range f.Keypairs {
			add(fmt.Sprint(i), map[string]string{"label": v.Label}, func(vc *vcase) {
				got, err := microeccalloc.Decompress(c, v.Compressed)
				expectBytes(vc, "Decompress", got, err, v.PublicKey)
			})
		}
	})
	gen("valid_public_key(valid keys)", func(c *uecc.Curve, f *genFile, add addFn) {
		for i, v := range f.Keypairs {
			add(fmt.Sprint(i), map[string]string{"label": v.Label}, func(vc *vcase) {
				if !microecc.For(c).ValidPublicKey(v.PublicKey) {
					vc.Errorf("ValidPublicKey = false")
				}
			})
		}
	})
	gen("compute_public_key(invalid private keys)", func(c *uecc.Curve, f *genFile, add addFn) {
		for i, v := range f.InvalidPrivateKeys {
			add(fmt.Sprintf("%d(%s)", i, v.Label), map[string]string{"label": v.Label}, func(vc *vcase) {
				_, err := microeccalloc.PublicKey(c, v.PrivateKey)
				expectErr(vc, "PublicKey", err, uecc.ErrPrivateKey)
			})
		}
	})
	gen("shared_secret", func(c *uecc.Curve, f *genFile, add addFn) {
		for i, v := range f.ECDH {
			add(fmt.Sprintf("%d(%s/%s)", i, v.PrivLabel, v.PeerLabel), map[string]string{"private_key_label": v.PrivLabel}, func(vc *vcase) {
				got, err := microeccalloc.SharedSecret(c, v.PrivateKey, v.Peer)
				expectBytes(vc, "SharedSecret", got, err, v.Shared)
			})
		}
	})
	gen("shared_secret(invalid peer, no prior uECC_valid_public_key)", func(c *uecc.Curve, f *genFile, add addFn) {
		for i, v := range f.ECDHInvalidPeer {
			add(fmt.Sprintf("%d(%s)", i, v.Label), map[string]string{"label": v.Label}, func(vc *vcase) {
				_, err := microeccalloc.SharedSecret(c, v.PrivateKey, v.Peer)
				expectErr(vc, "SharedSecret", err, uecc.ErrPublicKey)
			})
		}
	})
	gen("valid_public_key", func(c *uecc.Curve, f *genFile, add addFn) {
		for i, v := range f.PubValidation {
			add(fmt.Sprintf("%d(%s)", i, v.Label), map[string]string{"label": v.Label}, func(vc *vcase) {
				if got := microecc.For(c).ValidPublicKey(v.PublicKey); got != (v.Result == "valid") {
					vc.Errorf("ValidPublicKey = %v, want %s", got, v.Result)
				}
			})
		}
	})
	gen("verify(rfc6979 sigs)", func(c *uecc.Curve, f *genFile, add addFn) {
		for i, v := range f.RFC6979 {
			add(fmt.Sprint(i), map[string]string{"private_key": hex.EncodeToString(v.PrivateKey), "message": v.Message}, func(vc *vcase) {
				if !v.Repr {
					vc.Skip("signature not representable in raw form")
					return
				}
				if err := c.Verify(v.PublicKey, v.Digest, v.Sig); err != nil {
					vc.Errorf("Verify: %v", err)
				}
			})
		}
	})
	gen("sign_with_k", func(c *uecc.Curve, f *genFile, add addFn) {
		for i, v := range f.RFC6979 {
			// micro-ecc was given k as private-key-size bytes; on secp160r1
			// its bits2int shifts them right by 7 bits, and so does uecc.
			kRaw, _ := leftPadInt(v.K, c.PrivateKeySize())
			asGiven, err := microeccalloc.SignWithK(c, v.PrivateKey, v.Digest, kRaw)
			add(fmt.Sprint(i), map[string]string{"microecc": fmt.Sprintf("ok %x", asGiven)}, func(vc *vcase) {
				if err != nil {
					vc.Errorf("SignWithK with k as given: %v", err)
				}
				got, err := microeccalloc.SignWithK(c, v.PrivateKey, v.Digest, signWithKInput(c, v.K))
				expectBytes(vc, "SignWithK(k as bits2int input)", got, err, v.Sig)
			})
		}
	})
	m["generated/sign_with_k"] = withNote(m["generated/sign_with_k"], noteKShift)
	gen("sign_deterministic == RFC 6979 (HMAC-SHA256, SHA-256 digest)", func(c *uecc.Curve, f *genFile, add addFn) {
		for i, v := range f.RFC6979 {
			add(fmt.Sprint(i), map[string]string{"message": v.Message}, func(vc *vcase) {
				got, err := c.SignDeterministic(crypto.SHA256, v.PrivateKey, v.Digest)
				expectBytes(vc, "SignDeterministic", got, err, v.Sig)
			})
		}
	})
	m["generated/sign_deterministic == RFC 6979 (HMAC-SHA256, SHA-256 digest)"] = withNote(
		m["generated/sign_deterministic == RFC 6979 (HMAC-SHA256, SHA-256 digest)"],
		"micro-ecc's uECC_sign_deterministic is not RFC 6979 (docs/COMPATIBILITY.md, \"Deterministic signing\"); uecc's SignDeterministic gives the RFC 6979 signature, microecc's SignDeterministic / uECC_sign_deterministic micro-ecc's (microecc_sign_deterministic.json)")
	m["generated/sign_deterministic output verifies"] = func() obsSet {
		var s obsSet
		for _, c := range microECCCurves() {
			for i, v := range det.Curves[c.Name()] {
				s.cases = append(s.cases, obsCase{fmt.Sprintf("%s/%d", c.Name(), i), map[string]string{"curve": c.Name()}, func(vc *vcase) {
					if err := c.Verify(v.PublicKey, v.Digest, v.MicroSig); err != nil {
						vc.Errorf("Verify(micro-ecc's deterministic signature): %v", err)
					}
				}})
			}
		}
		return s
	}
	gen("verify(digest lengths)", func(c *uecc.Curve, f *genFile, add addFn) {
		for i, v := range f.DigestLengths {
			add(fmt.Sprint(i), map[string]string{}, func(vc *vcase) {
				if err := c.Verify(v.PublicKey, v.Digest, v.Sig); err != nil {
					vc.Errorf("Verify: %v", err)
				}
			})
		}
	})
	gen("verify(edge cases)", func(c *uecc.Curve, f *genFile, add addFn) {
		for i, v := range f.SigEdge {
			add(fmt.Sprintf("%d(%s)", i, v.Label), map[string]string{"label": v.Label}, func(vc *vcase) {
				if err := c.Verify(v.PublicKey, v.Digest, v.Sig); (err == nil) != (v.Result == "valid") {
					vc.Errorf("Verify = %v, want %s", err, v.Result)
				}
			})
		}
	})
	decompressSet := func(valid bool) func(c *uecc.Curve, f *genFile, add addFn) {
		return func(c *uecc.Curve, f *genFile, add addFn) {
			for i, v := range f.Compressed {
				if (v.Result == "valid") != valid {
					continue
				}
				add(fmt.Sprintf("%d(%s)", i, v.Label), map[string]string{"label": v.Label}, func(vc *vcase) {
					got, err := microeccalloc.Decompress(c, v.Compressed)
					if valid {
						expectBytes(vc, "Decompress", got, err, v.PublicKey)
					} else {
						expectErr(vc, "Decompress", err, uecc.ErrCompressedPoint)
					}
				})
			}
		}
	}
	gen("decompress(valid)", decompressSet(true))
	gen("decompress(invalid) then valid_public_key==0", decompressSet(false))

	// rfc6979.json
	rfcSet := func(filter func(v rfc6979Vector) bool, fields func(c *uecc.Curve, v rfc6979Vector, priv []byte) map[string]string,
		run func(vc *vcase, c *uecc.Curve, v rfc6979Vector, priv, pub []byte)) func() obsSet {
		return func() obsSet {
			var s obsSet
			for i, v := range append(append([]rfc6979Vector{}, rfc.Vectors...), rfc.Extra...) {
				if !filter(v) {
					continue
				}
				c := curveByName(v.Curve)
				if !isMicroECCCurve(c) {
					continue // micro-ecc has no record of it (TestVectorsRFC6979 runs it)
				}
				priv, _ := leftPadInt(v.PrivateKey, c.PrivateKeySize())
				pub := cat(v.PublicKeyX, v.PublicKeyY)
				fl := fields(c, v, priv)
				fl["curve"] = c.Name()
				s.cases = append(s.cases, obsCase{fmt.Sprintf("%d(%s/%s/%s)", i, v.Curve, v.Hash, v.Message), fl,
					func(vc *vcase) { run(vc, c, v, priv, pub) }})
			}
			return s
		}
	}
	all := func(rfc6979Vector) bool { return true }
	byKeyMsg := func(c *uecc.Curve, v rfc6979Vector, priv []byte) map[string]string {
		return map[string]string{"private_key": hex.EncodeToString(priv), "message": v.Message, "hash": v.Hash}
	}
	m["rfc6979/verify"] = rfcSet(all, byKeyMsg, func(vc *vcase, c *uecc.Curve, v rfc6979Vector, priv, pub []byte) {
		if err := c.Verify(pub, v.Digest, v.Sig); err != nil {
			vc.Errorf("Verify: %v", err)
		}
	})
	m["rfc6979/sign_with_k"] = rfcSet(all, byKeyMsg, func(vc *vcase, c *uecc.Curve, v rfc6979Vector, priv, pub []byte) {
		got, err := microeccalloc.SignWithK(c, priv, v.Digest, signWithKInput(c, v.K))
		expectBytes(vc, "SignWithK", got, err, v.Sig)
	})
	m["rfc6979/sign_deterministic (SHA-256 only, HMAC-SHA256)"] = withNote(rfcSet(
		func(v rfc6979Vector) bool { return v.Hash == "SHA-256" },
		func(c *uecc.Curve, v rfc6979Vector, priv []byte) map[string]string {
			micro, err := microeccalloc.SignMicroECC(c, sha256.New(), priv, v.Digest, nil)
			if err != nil {
				return map[string]string{"msg": v.Message, "microecc": err.Error()}
			}
			return map[string]string{"msg": v.Message, "microecc": fmt.Sprintf("ok %x", micro)}
		},
		func(vc *vcase, c *uecc.Curve, v rfc6979Vector, priv, pub []byte) {
			got, err := c.SignDeterministic(crypto.SHA256, priv, v.Digest)
			expectBytes(vc, "SignDeterministic", got, err, v.Sig)
		}),
		"micro-ecc's uECC_sign_deterministic is not RFC 6979 (docs/COMPATIBILITY.md, \"Deterministic signing\"); microecc's SignDeterministic reproduces its listed output byte for byte, uecc's SignDeterministic gives the RFC 6979 signature")

	// NIST
	nist := func(name string, cases func(add func(c *uecc.Curve, id string, run func(vc *vcase)))) {
		m[name] = func() obsSet {
			var s obsSet
			cases(func(c *uecc.Curve, id string, run func(vc *vcase)) {
				if isMicroECCCurve(c) { // micro-ecc has no record of the others (the NIST tests run them)
					s.cases = append(s.cases, obsCase{c.Name() + "/" + id, map[string]string{"curve": c.Name()}, run})
				}
			})
			return s
		}
	}
	nist("nist_cdh/compute_public_key", func(add func(*uecc.Curve, string, func(*vcase))) {
		for _, name := range sortedCurveNames(cdh.Curves) {
			c := curveByName(name)
			for _, v := range cdh.Curves[name] {
				add(c, fmt.Sprint(v.Count), func(vc *vcase) {
					got, err := microeccalloc.PublicKey(c, v.PrivateKey)
					expectBytes(vc, "PublicKey", got, err, cat(v.PublicX, v.PublicY))
				})
			}
		}
	})
	nist("nist_cdh/shared_secret", func(add func(*uecc.Curve, string, func(*vcase))) {
		for _, name := range sortedCurveNames(cdh.Curves) {
			c := curveByName(name)
			for _, v := range cdh.Curves[name] {
				add(c, fmt.Sprint(v.Count), func(vc *vcase) {
					got, err := microeccalloc.SharedSecret(c, v.PrivateKey, cat(v.PeerX, v.PeerY))
					expectBytes(vc, "SharedSecret", got, err, v.Shared)
				})
			}
		}
	})
	nist("nist_sigver/verify", func(add func(*uecc.Curve, string, func(*vcase))) {
		for _, name := range sortedCurveNames(sigver.Curves) {
			c := curveByName(name)
			for i, v := range sigver.Curves[name] {
				add(c, fmt.Sprint(i), func(vc *vcase) {
					if err := c.Verify(cat(v.PublicX, v.PublicY), v.Digest, v.Sig); (err == nil) != (v.Result == "valid") {
						vc.Errorf("Verify = %v, want %s (%s)", err, v.Result, v.Reason)
					}
				})
			}
		}
	})
	nist("nist_siggen/sign_with_k", func(add func(*uecc.Curve, string, func(*vcase))) {
		for _, name := range sortedCurveNames(siggen.Curves) {
			c := curveByName(name)
			for i, v := range siggen.Curves[name] {
				add(c, fmt.Sprint(i), func(vc *vcase) {
					got, err := microeccalloc.SignWithK(c, v.PrivateKey, v.Digest, signWithKInput(c, v.K))
					expectBytes(vc, "SignWithK", got, err, v.Sig)
				})
			}
		}
	})
	nist("nist_siggen/verify", func(add func(*uecc.Curve, string, func(*vcase))) {
		for _, name := range sortedCurveNames(siggen.Curves) {
			c := curveByName(name)
			for i, v := range siggen.Curves[name] {
				add(c, fmt.Sprint(i), func(vc *vcase) {
					if err := c.Verify(cat(v.PublicX, v.PublicY), v.Digest, v.Sig); err != nil {
						vc.Errorf("Verify: %v", err)
					}
				})
			}
		}
	})

	// GEC 2: one case per check.
	g160 := uecc.Secp160r1()
	ge, gd := gec2.ECDSA, gec2.ECDH
	gpub, pu, pv := cat(ge.PublicX, ge.PublicY), cat(gd.UX, gd.UY), cat(gd.VX, gd.VY)
	one := func(name string, fields map[string]string, run func(vc *vcase)) {
		m[name] = func() obsSet { return obsSet{cases: []obsCase{{"gec2", fields, run}}} }
	}
	one("gec2/compute_public_key", map[string]string{}, func(vc *vcase) {
		got, err := microeccalloc.PublicKey(g160, ge.PrivateKey)
		expectBytes(vc, "PublicKey(ECDSA key)", got, err, gpub)
		got, err = microeccalloc.PublicKey(g160, gd.PrivU)
		expectBytes(vc, "PublicKey(U)", got, err, pu)
		got, err = microeccalloc.PublicKey(g160, gd.PrivV)
		expectBytes(vc, "PublicKey(V)", got, err, pv)
	})
	gecRaw, gecRawErr := microeccalloc.SignWithK(g160, ge.PrivateKey, ge.Digest, ge.K)
	one("gec2/sign_with_k", map[string]string{"microecc": fmt.Sprintf("ok %x", gecRaw), "expected": hex.EncodeToString(ge.Sig)}, func(vc *vcase) {
		if gecRawErr != nil {
			vc.Errorf("SignWithK with k as given: %v", gecRawErr)
		}
		got, err := microeccalloc.SignWithK(g160, ge.PrivateKey, ge.Digest, signWithKInput(g160, ge.K))
		expectBytes(vc, "SignWithK(k << 7)", got, err, ge.Sig)
	})
	m["gec2/sign_with_k"] = withNote(m["gec2/sign_with_k"], noteKShift)
	one("gec2/verify", map[string]string{}, func(vc *vcase) {
		if err := g160.Verify(gpub, ge.Digest, ge.Sig); err != nil {
			vc.Errorf("Verify: %v", err)
		}
	})
	one("gec2/shared_secret", map[string]string{}, func(vc *vcase) {
		got, err := microeccalloc.SharedSecret(g160, gd.PrivU, pv)
		expectBytes(vc, "SharedSecret(dU, QV)", got, err, gd.SharedX)
		got, err = microeccalloc.SharedSecret(g160, gd.PrivV, pu)
		expectBytes(vc, "SharedSecret(dV, QU)", got, err, gd.SharedX)
	})
	one("gec2/compress", map[string]string{}, func(vc *vcase) {
		for _, kv := range [][2][]byte{{gpub, ge.Compressed}, {pu, gd.UComp}, {pv, gd.VComp}} {
			got, err := microeccalloc.Compress(g160, kv[0])
			expectBytes(vc, "Compress", got, err, kv[1])
		}
	})

	// Wycheproof P1363 and ecpoint files: whichever the record names.
	for _, rel := range globVectors(t, "wycheproof/ecdsa_*_p1363_test.json") {
		rel := rel
		sets := func(representable bool) func() obsSet {
			return func() obsSet {
				var f wpECDSAFile
				readJSON(t, rel, &f)
				var s obsSet
				for _, g := range f.TestGroups {
					c := curveByName(g.PublicKey.Curve)
					pub := []byte(g.PublicKey.Uncompressed)[1:]
					w, fb := c.PrivateKeySize(), c.FieldSize()
					for _, tc := range g.Tests {
						sig := []byte(tc.Sig)
						repr := len(sig) == 2*w && (w == fb || sig[0] == 0 && sig[w] == 0)
						if repr != representable {
							continue
						}
						s.cases = append(s.cases, obsCase{fmt.Sprint(tc.TcID),
							map[string]string{"tcId": fmt.Sprint(tc.TcID), "comment": tc.Comment}, func(vc *vcase) {
								digest, err := digestOf(g.Sha, tc.Msg)
								if err != nil {
									vc.Errorf("%v", err)
									return
								}
								checkP1363(vc, c, pub, digest, tc)
							}})
					}
				}
				return s
			}
		}
		m[rel] = sets(true)
		m[rel+" [not representable in raw r||s: counted as reject]"] = sets(false)
	}
	for _, rel := range globVectors(t, "wycheproof/ecdh_*_ecpoint_test.json") {
		rel := rel
		set := func(keep func(tc wpECDHPointTest, malformed, compressed bool) bool) func() obsSet {
			return func() obsSet {
				var f wpECDHPointFile
				readJSON(t, rel, &f)
				var s obsSet
				for _, g := range f.TestGroups {
					c := curveByName(g.Curve)
					fb := c.FieldSize()
					for _, tc := range g.Tests {
						p := []byte(tc.Public)
						compressed := len(p) == 1+fb && (p[0] == 2 || p[0] == 3)
						malformed := !compressed && !(len(p) == 1+2*fb && p[0] == 4)
						if !keep(tc, malformed, compressed) {
							continue
						}
						s.cases = append(s.cases, obsCase{fmt.Sprint(tc.TcID),
							map[string]string{"tcId": fmt.Sprint(tc.TcID), "comment": tc.Comment},
							func(vc *vcase) { checkECDHPoint(vc, c, tc) }})
					}
				}
				return s
			}
		}
		m[rel+" (valid_public_key + shared_secret)"] = set(func(tc wpECDHPointTest, malformed, compressed bool) bool {
			return !malformed && !(compressed && tc.Result == "acceptable")
		})
		m[rel+" (valid_public_key + shared_secret) [acceptable: compressed]"] = set(func(tc wpECDHPointTest, malformed, compressed bool) bool {
			return compressed && tc.Result == "acceptable"
		})
		m[rel+" (shared_secret WITHOUT validation, invalid expected to fail)"] = set(func(tc wpECDHPointTest, malformed, compressed bool) bool {
			return !malformed && tc.Result == "invalid"
		})
		m[rel+" [malformed encoding: counted as reject]"] = set(func(tc wpECDHPointTest, malformed, compressed bool) bool {
			return malformed
		})
	}
	return m
}

const noteKShift = "micro-ecc was given the 21-byte k as is and applied bits2int (k >> 7), tests/vectors/README.md item 7; uecc gives micro-ecc's bytes for that input (same convention, docs/COMPATIBILITY.md, \"Behaviour, function by function\") and the expected signature for k << 7"

// withNote sets the meaning of a listed disagreement for a set.
func withNote(build func() obsSet, note string) func() obsSet {
	return func() obsSet {
		s := build()
		s.note = note
		return s
	}
}
