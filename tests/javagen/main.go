// Command javagen writes the known answers of the Java test
// (tests/java/UeccTest.java) as lines of text that plain Java reads without
// a JSON library:
//
//   - "case": every flat call of the repository's vector files (package
//     tests/vectors, the calls the C vector test makes) that the Java API
//     can express: public keys, ECDH, key validation, compression,
//     decompression and verification, and the signatures of the signing
//     vectors, to be verified;
//   - "go-…": keys, shared secrets, signatures (raw, DER, recoverable) and
//     BIP-340 signatures made by the Go packages uecc and uecc/schnorr from
//     a fixed seed, which the binding must reproduce or accept.
//
// Fields are separated by one space; "-" is an empty field. Usage:
//
//	go run ./tests/javagen -o build/java/test-data.txt
package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/uecc-go/uecc/tests/vectors"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/schnorr"
)

// javaOps maps the ops of tests/c/vectors.h to what the Java test does with
// them; the signing ops become verifications of their expected signatures.
var javaOps = map[string]string{
	"UCV_PUBKEY":     "pubkey",
	"UCV_ECDH":       "ecdh",
	"UCV_VALID":      "valid",
	"UCV_COMPRESS":   "compress",
	"UCV_DECOMPRESS": "decompress",
	"UCV_VERIFY":     "verify",
	"UCV_SIGN_K":     "signed",
	"UCV_RFC6979":    "signed",
	"UCV_DET":        "signed",
}

// keysPerCurve is how many keys the Go packages make for each curve.
const keysPerCurve = 40

func main() {
	out := flag.String("o", "", "output file")
	flag.Parse()
	if *out == "" {
		log.Fatal("javagen: -o is required")
	}
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	w := bufio.NewWriter(f)
	n := writeCases(w)
	m := writeGo(w)
	if err := w.Flush(); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("tests/javagen: %d vector calls, %d Go-made answers -> %s\n", n, m, *out)
}

func field(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func line(w *bufio.Writer, fields ...string) {
	for i, s := range fields {
		if i > 0 {
			w.WriteByte(' ')
		}
		if strings.ContainsAny(s, " \n") {
			log.Fatalf("javagen: field %q has a space", s)
		}
		w.WriteString(field(s))
	}
	w.WriteByte('\n')
}

func writeCases(w *bufio.Writer) int {
	n := 0
	for _, c := range vectors.LoadCurves(vectors.CurveNames...).Cases {
		op, ok := javaOps[c.Op]
		if !ok {
			continue
		}
		if op == "signed" && c.Ret != 1 {
			continue // nothing to verify
		}
		id := strings.ReplaceAll(c.File+"#"+c.ID, " ", "_")
		line(w, "case", op, vectors.CurveNames[c.Curve], id, c.A, c.B, c.C, fmt.Sprint(c.Ret), c.Out)
		n++
	}
	return n
}

// writeGo writes what the Go packages make from keys drawn from a fixed
// seed: per curve, the key pair and compressed key, the ECDH secret with the
// next key, and a signature of a digest (raw, DER and recoverable); on
// secp256k1 also BIP-340 keys and signatures of messages of several lengths.
func writeGo(w *bufio.Writer) int {
	rng := rand.NewChaCha8([32]byte{'j', 'a', 'v', 'a'})
	n := 0
	for _, c := range uecc.Curves() {
		keys := make([]*uecc.PrivateKey, keysPerCurve+1)
		for i := range keys {
			k, err := c.GeneratePrivateKey(rng)
			check(err)
			keys[i] = k
		}
		for i := 0; i < keysPerCurve; i++ {
			d, pub := keys[i].Bytes(), keys[i].PublicKey()
			line(w, "go-key", c.Name(), hex.EncodeToString(d), hex.EncodeToString(pub.BytesXY()),
				hex.EncodeToString(pub.BytesCompressed()))
			secret, err := keys[i].ECDH(keys[i+1].PublicKey())
			check(err)
			line(w, "go-ecdh", c.Name(), hex.EncodeToString(d), hex.EncodeToString(keys[i+1].PublicKey().BytesXY()),
				hex.EncodeToString(secret))
			digest := sha256.Sum256(fmt.Appendf(nil, "message %d on %s", i, c.Name()))
			sig, err := c.Sign(rng, d, digest[:])
			check(err)
			der, err := c.SignatureToASN1(sig)
			check(err)
			rec, err := c.SignRecoverable(rng, d, digest[:])
			check(err)
			line(w, "go-sig", c.Name(), hex.EncodeToString(pub.BytesXY()), hex.EncodeToString(digest[:]),
				hex.EncodeToString(sig), hex.EncodeToString(der), hex.EncodeToString(rec))
			n += 3
		}
	}
	for i := 0; i < keysPerCurve; i++ {
		priv := make([]byte, 32)
		aux := make([]byte, 32)
		msg := make([]byte, []int{0, 1, 32, 100, 1024, 1025, 5000}[i%7])
		for _, b := range [][]byte{priv, aux, msg} {
			rng.Read(b)
		}
		x, err := schnorr.PublicKey(priv)
		check(err)
		sig, err := schnorr.Sign(priv, msg, aux)
		check(err)
		line(w, "go-schnorr", hex.EncodeToString(priv), hex.EncodeToString(x), hex.EncodeToString(msg),
			hex.EncodeToString(aux), hex.EncodeToString(sig))
		n++
	}
	return n
}

func check(err error) {
	if err != nil {
		log.Fatal("javagen: ", err)
	}
}
