package schnorr_test

import (
	"encoding/csv"
	"encoding/hex"
	"strconv"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/tests/vectors/bip340"
	"github.com/uecc-go/uecc/uecc/schnorr"
)

// bip340Vector is one line of BIP 340's test-vectors.csv.
type bip340Vector struct {
	index                              int
	secretKey, publicKey, aux, message []byte
	signature                          []byte
	valid                              bool
	comment                            string
}

func loadBIP340Vectors(t *testing.T) []bip340Vector {
	t.Helper()
	records, err := csv.NewReader(strings.NewReader(bip340.CSV())).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"index", "secret key", "public key", "aux_rand", "message", "signature", "verification result", "comment"}
	if strings.Join(records[0], "|") != strings.Join(want, "|") {
		t.Fatalf("header %q, want %q", records[0], want)
	}
	unhex := func(line int, s string) []byte {
		b, err := hex.DecodeString(s)
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		return b
	}
	var out []bip340Vector
	for i, rec := range records[1:] {
		line := i + 2
		idx, err := strconv.Atoi(rec[0])
		if err != nil || idx != i {
			t.Fatalf("line %d: index %q, want %d", line, rec[0], i)
		}
		v := bip340Vector{index: idx, secretKey: unhex(line, rec[1]), publicKey: unhex(line, rec[2]), aux: unhex(line, rec[3]),
			message: unhex(line, rec[4]), signature: unhex(line, rec[5]), comment: rec[7]}
		switch rec[6] {
		case "TRUE":
			v.valid = true
		case "FALSE":
		default:
			t.Fatalf("line %d: verification result %q", line, rec[6])
		}
		out = append(out, v)
	}
	return out
}

// TestBIP340Vectors runs every vector of BIP 340: the signing ones (with a
// secret key) through PublicKey and Sign, byte-exact, and every one through
// Verify with its expected result. It requires the whole file: indices 0–18,
// 8 signing vectors (messages of 0, 1, 17, 32 and 100 bytes among them) and
// 10 invalid ones.
func TestBIP340Vectors(t *testing.T) {
	vs := loadBIP340Vectors(t)
	signed, verified, invalid := 0, 0, 0
	msgLens := map[int]bool{}
	for _, v := range vs {
		name := "vector " + strconv.Itoa(v.index)
		if len(v.secretKey) > 0 {
			pub, err := schnorr.PublicKey(v.secretKey)
			if err != nil || hex.EncodeToString(pub) != hex.EncodeToString(v.publicKey) {
				t.Errorf("%s: PublicKey = %x, %v; want %x", name, pub, err, v.publicKey)
			}
			sig, err := schnorr.Sign(v.secretKey, v.message, v.aux)
			if err != nil || hex.EncodeToString(sig) != hex.EncodeToString(v.signature) {
				t.Errorf("%s: Sign = %x, %v; want %x", name, sig, err, v.signature)
			}
			signed++
			msgLens[len(v.message)] = true
		}
		err := schnorr.Verify(v.publicKey, v.message, v.signature)
		if (err == nil) != v.valid {
			t.Errorf("%s (%s): Verify = %v, want valid %v", name, v.comment, err, v.valid)
		}
		if !v.valid {
			invalid++
			t.Logf("%s (%s): %v", name, v.comment, err)
		}
		verified++
	}
	if verified != 19 || signed != 8 || invalid != 10 {
		t.Errorf("%d vectors verified, %d signed, %d invalid; want 19, 8, 10", verified, signed, invalid)
	}
	for _, n := range []int{0, 1, 17, 32, 100} {
		if !msgLens[n] {
			t.Errorf("no signing vector with a %d-byte message", n)
		}
	}
}

// TestBIP340VectorsReference runs the vectors through the test's math/big
// implementation, so that a disagreement in the cross-checks is the
// package's and not the reference's.
func TestBIP340VectorsReference(t *testing.T) {
	for _, v := range loadBIP340Vectors(t) {
		if len(v.secretKey) > 0 {
			if got := refSign(v.secretKey, v.message, v.aux); hex.EncodeToString(got) != hex.EncodeToString(v.signature) {
				t.Errorf("vector %d: refSign = %x, want %x", v.index, got, v.signature)
			}
		}
		if got := refVerify(v.publicKey, v.message, v.signature); got != v.valid {
			t.Errorf("vector %d: refVerify = %v, want %v", v.index, got, v.valid)
		}
	}
}
