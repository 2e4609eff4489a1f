package vectors

import (
	"io/fs"
	"strings"
	"testing"
)

// flatCounts is what LoadCurves(CurveNames...) makes of each file: the
// number of cases (calls) and of vectors that are not cases. A file that is
// dropped, added, or loads differently changes a row.
var flatCounts = []struct {
	file           string
	cases, skipped int
}{
	{"generated/secp160r1.json", 474, 0},
	{"generated/secp192r1.json", 479, 0},
	{"generated/secp224r1.json", 479, 0},
	{"generated/secp256r1.json", 479, 0},
	{"generated/secp256k1.json", 479, 0},
	{"generated/secp384r1.json", 479, 0},
	{"generated/secp521r1.json", 481, 0},
	{"microecc_sign_deterministic.json", 500, 0},
	{"microecc_test_data.json", 47, 0},
	{"rfc6979.json", 122, 0},
	{"gec2_secp160r1.json", 10, 0},
	{"nist/nist_ecc_cdh_primitive.json", 250, 0},
	{"nist/nist_ecdsa_sigver.json", 450, 0},
	{"nist/nist_ecdsa_siggen.json", 480, 0},
	{"wycheproof/ecdsa_secp160r1_sha256_p1363_test.json", 163, 65},
	{"wycheproof/ecdsa_secp160r1_sha256_test.json", 171, 279},
	{"wycheproof/ecdsa_secp192r1_sha256_p1363_test.json", 211, 19},
	{"wycheproof/ecdsa_secp192r1_sha256_test.json", 220, 234},
	{"wycheproof/ecdsa_secp224r1_sha224_p1363_test.json", 210, 19},
	{"wycheproof/ecdsa_secp224r1_sha224_test.json", 219, 233},
	{"wycheproof/ecdsa_secp224r1_sha256_p1363_test.json", 239, 19},
	{"wycheproof/ecdsa_secp224r1_sha256_test.json", 249, 232},
	{"wycheproof/ecdsa_secp224r1_sha3_224_test.json", 235, 235},
	{"wycheproof/ecdsa_secp224r1_sha3_256_test.json", 244, 235},
	{"wycheproof/ecdsa_secp224r1_sha3_512_test.json", 309, 235},
	{"wycheproof/ecdsa_secp224r1_sha512_p1363_test.json", 308, 19},
	{"wycheproof/ecdsa_secp224r1_sha512_test.json", 317, 233},
	{"wycheproof/ecdsa_secp224r1_shake128_p1363_test.json", 235, 19},
	{"wycheproof/ecdsa_secp224r1_shake128_test.json", 244, 233},
	{"wycheproof/ecdsa_secp256k1_sha256_bitcoin_test.json", 194, 269},
	{"wycheproof/ecdsa_secp256k1_sha256_p1363_test.json", 234, 18},
	{"wycheproof/ecdsa_secp256k1_sha256_test.json", 242, 234},
	{"wycheproof/ecdsa_secp256k1_sha3_256_test.json", 241, 233},
	{"wycheproof/ecdsa_secp256k1_sha3_512_test.json", 307, 233},
	{"wycheproof/ecdsa_secp256k1_sha512_p1363_test.json", 304, 18},
	{"wycheproof/ecdsa_secp256k1_sha512_test.json", 312, 234},
	{"wycheproof/ecdsa_secp256k1_shake128_p1363_test.json", 230, 18},
	{"wycheproof/ecdsa_secp256k1_shake128_test.json", 237, 235},
	{"wycheproof/ecdsa_secp256k1_shake256_p1363_test.json", 300, 18},
	{"wycheproof/ecdsa_secp256k1_shake256_test.json", 307, 235},
	{"wycheproof/ecdsa_secp256r1_sha256_p1363_test.json", 241, 21},
	{"wycheproof/ecdsa_secp256r1_sha256_test.json", 249, 235},
	{"wycheproof/ecdsa_secp256r1_sha3_256_test.json", 247, 235},
	{"wycheproof/ecdsa_secp256r1_sha3_512_test.json", 312, 236},
	{"wycheproof/ecdsa_secp256r1_sha512_p1363_test.json", 311, 21},
	{"wycheproof/ecdsa_secp256r1_sha512_test.json", 320, 234},
	{"wycheproof/ecdsa_secp256r1_shake128_p1363_test.json", 237, 21},
	{"wycheproof/ecdsa_secp256r1_shake128_test.json", 245, 235},
	{"wycheproof/ecdsa_secp384r1_sha256_test.json", 238, 234},
	{"wycheproof/ecdsa_secp384r1_sha384_p1363_test.json", 261, 19},
	{"wycheproof/ecdsa_secp384r1_sha384_test.json", 269, 235},
	{"wycheproof/ecdsa_secp384r1_sha3_384_test.json", 271, 233},
	{"wycheproof/ecdsa_secp384r1_sha3_512_test.json", 300, 236},
	{"wycheproof/ecdsa_secp384r1_sha512_p1363_test.json", 299, 19},
	{"wycheproof/ecdsa_secp384r1_sha512_test.json", 306, 236},
	{"wycheproof/ecdsa_secp384r1_shake256_p1363_test.json", 295, 19},
	{"wycheproof/ecdsa_secp384r1_shake256_test.json", 303, 235},
	{"wycheproof/ecdsa_secp521r1_sha3_512_test.json", 307, 227},
	{"wycheproof/ecdsa_secp521r1_sha512_p1363_test.json", 304, 14},
	{"wycheproof/ecdsa_secp521r1_sha512_test.json", 314, 228},
	{"wycheproof/ecdsa_secp521r1_shake256_p1363_test.json", 300, 14},
	{"wycheproof/ecdsa_secp521r1_shake256_test.json", 308, 228},
	{"wycheproof/ecdh_secp224r1_ecpoint_test.json", 910, 3},
	{"wycheproof/ecdh_secp256k1_webcrypto_test.json", 982, 5},
	{"wycheproof/ecdh_secp256r1_ecpoint_test.json", 692, 9},
	{"wycheproof/ecdh_secp256r1_webcrypto_test.json", 696, 5},
	{"wycheproof/ecdh_secp384r1_ecpoint_test.json", 1574, 3},
	{"wycheproof/ecdh_secp384r1_webcrypto_test.json", 1578, 5},
	{"wycheproof/ecdh_secp521r1_ecpoint_test.json", 1296, 13},
	{"wycheproof/ecdh_secp521r1_webcrypto_test.json", 1300, 5},
}

// notFlat are the embedded JSON files that Load does not turn into calls.
var notFlat = map[string]bool{
	"generated/checks.json":                      true, // counts of the generator's checks
	"microecc_observed.json":                     true, // micro-ecc's results per vector set
	"microecc_rng_stream.json":                   true, // LoadRNGStream
	"wycheproof/ec_prime_order_curves_test.json": true, // curve constants
}

func TestLoadCountsPerFile(t *testing.T) {
	f := LoadCurves(CurveNames...)
	cases := map[string]int{}
	for _, c := range f.Cases {
		cases[c.File]++
	}
	want := map[string]bool{}
	for _, r := range flatCounts {
		want[r.file] = true
		if cases[r.file] != r.cases || f.SkippedIn(r.file) != r.skipped {
			t.Errorf("%s: %d cases, %d skipped; want %d, %d (skipped: %v)", r.file, cases[r.file], f.SkippedIn(r.file), r.cases, r.skipped, f.Skipped[r.file])
		}
	}
	for _, file := range f.Files() {
		if !want[file] {
			t.Errorf("%s: loaded (%d cases) but not in flatCounts", file, cases[file])
		}
	}
	// Every embedded JSON file is either loaded or listed in notFlat.
	all, err := fs.Glob(FS(), "*.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{"generated", "nist", "wycheproof"} {
		m, err := fs.Glob(FS(), dir+"/*.json")
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, m...)
	}
	for _, file := range all {
		asnOrPEM := strings.HasPrefix(file, "wycheproof/ecdh_") && !strings.HasSuffix(file, "_ecpoint_test.json") && !strings.HasSuffix(file, "_webcrypto_test.json")
		if !want[file] && !notFlat[file] && !asnOrPEM { // wycheproofECDH leaves the ASN.1 and PEM wrappings out
			t.Errorf("%s is embedded but neither loaded nor listed in notFlat", file)
		}
	}
	for file := range notFlat {
		if _, err := fs.Stat(FS(), file); err != nil {
			t.Errorf("notFlat: %v", err)
		}
	}
}

// TestLoadCurvesSubset: Load (micro-ecc's five curves) has exactly the
// cases of LoadCurves(CurveNames...) on those curves, and none on the others;
// the vectors of the others are counted as skipped, once each.
func TestLoadCurvesSubset(t *testing.T) {
	all, five := LoadCurves(CurveNames...), Load()
	var want []Case
	perCurve := map[int]int{}
	for _, c := range all.Cases {
		perCurve[c.Curve]++
		if c.Curve < len(MicroECCCurves) {
			want = append(want, c)
		}
	}
	if len(five.Cases) != len(want) {
		t.Fatalf("Load: %d cases, want %d", len(five.Cases), len(want))
	}
	for i := range want {
		if five.Cases[i] != want[i] {
			t.Fatalf("Load case %d = %+v, want %+v", i, five.Cases[i], want[i])
		}
	}
	for i, name := range CurveNames {
		if perCurve[i] == 0 {
			t.Errorf("no case on %s", name)
		}
	}
	for _, r := range flatCounts {
		n := 0
		for _, c := range all.Cases {
			if c.File == r.file && c.Curve < len(MicroECCCurves) {
				n++
			}
		}
		extra := 0
		for reason, k := range five.Skipped[r.file] {
			if reason == "curve secp384r1 not asked for" || reason == "curve secp521r1 not asked for" {
				extra += k
			}
		}
		if got := five.SkippedIn(r.file) - extra; got != r.skipped && n > 0 {
			t.Errorf("%s: Load skipped %d for other reasons, want %d", r.file, got, r.skipped)
		}
	}
	if CurveIndex("P-384") != 5 || CurveIndex("P-521") != 6 || FieldSize("secp521r1") != 66 || PrivateKeySize("secp384r1") != 48 {
		t.Error("curve tables")
	}
	if got := kForSignWithK("secp521r1", "01"+pad("", 65)); got != "80"+pad("", 65) {
		t.Errorf("kForSignWithK(secp521r1, 2^520) = %s", got)
	}
}
