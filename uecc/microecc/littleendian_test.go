package microecc_test

import (
	"bytes"
	"crypto/ecdh"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"math/big"
	"runtime"
	"testing"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// drawSize is the size of one of micro-ecc's random requests for an integer
// of bitLen bits: whole machine words, 8 bytes on amd64 and arm64, 4 on the
// other targets (docs/COMPATIBILITY.md, "Random draws").
func drawSize(bitLen int) int {
	word := 4
	if runtime.GOARCH == "amd64" || runtime.GOARCH == "arm64" {
		word = 8
	}
	return (bitLen + 8*word - 1) / (8 * word) * word
}

// reversed returns b's bytes in reverse order.
func reversed(b []byte) []byte {
	r := make([]byte, len(b))
	for i := range b {
		r[len(b)-1-i] = b[i]
	}
	return r
}

// refMicroECCNonceLE is an independent model of micro-ecc's deterministic
// nonce with the HMAC inputs a little-endian build uses (the first FieldSize
// bytes of the caller's little-endian key, the digest as given): HMAC-DRBG
// over SHA-256, candidates of drawSize(bitlen(n)) bytes read little-endian and
// masked to bitlen(n), the first one in [1, n-1].
func refMicroECCNonceLE(c *uecc.Curve, privLE, hash []byte) *big.Int {
	p := c.Params()
	size := drawSize(p.NBits)
	mac := func(key []byte, parts ...[]byte) []byte {
		m := hmac.New(sha256.New, key)
		for _, p := range parts {
			m.Write(p)
		}
		return m.Sum(nil)
	}
	x := privLE[:p.FieldBytes]
	k := make([]byte, 32)
	v := bytes.Repeat([]byte{1}, 32)
	k = mac(k, v, []byte{0}, x, hash)
	v = mac(k, v)
	k = mac(k, v, []byte{1}, x, hash)
	v = mac(k, v)
	n, _ := new(big.Int).SetString(p.N, 16)
	mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(p.NBits)), big.NewInt(1))
	for {
		var t []byte
		for len(t) < size {
			v = mac(k, v)
			t = append(t, v...)
		}
		cand := new(big.Int).SetBytes(reversed(t[:size]))
		cand.And(cand, mask)
		if cand.Sign() > 0 && cand.Cmp(n) < 0 {
			return cand
		}
		k = mac(k, v, []byte{0})
		v = mac(k, v)
	}
}

// TestSignMicroECCLittleEndian checks SignDeterministicLittleEndian on every
// curve against an independent derivation: r must be x(k·G) mod n for the
// nonce k of refMicroECCNonceLE and s = k⁻¹(e + r·d) mod n (math/big) for
// the digest prefix e read little-endian, and the signature, converted to
// big-endian, must verify. Errors leave sig
// unchanged, and the big-endian signers' outputs are not affected.
func TestSignMicroECCLittleEndian(t *testing.T) {
	for _, c := range []*uecc.Curve{uecc.Secp160r1(), uecc.Secp192r1(), uecc.Secp224r1(), uecc.Secp256r1(), uecc.Secp256k1()} {
		p := c.Params()
		t.Run(p.Name, func(t *testing.T) {
			fb, sb := p.FieldBytes, p.ScalarBytes
			n, _ := new(big.Int).SetString(p.N, 16)
			for i, hlen := range []int{0, 1, 20, 32, 48} {
				seed := sha256.Sum256([]byte{byte(i), byte(fb)})
				d := new(big.Int).SetBytes(seed[:])
				d.Mod(d, new(big.Int).Sub(n, big.NewInt(1)))
				d.Add(d, big.NewInt(1))
				privBE := d.FillBytes(make([]byte, sb))
				privLE := reversed(privBE)
				hash := make([]byte, hlen)
				for j := range hash {
					hash[j] = byte(7*j + i + 1)
				}
				sig := make([]byte, 2*fb)
				if err := microecc.For(c).SignDeterministicLittleEndian(sig, nil, sha256.New, privLE, hash); err != nil {
					t.Fatalf("hash %d bytes: %v", hlen, err)
				}
				k := refMicroECCNonceLE(c, privLE, hash)
				kG, err := microeccalloc.PublicKey(c, k.FillBytes(make([]byte, sb)))
				if err != nil {
					t.Fatal(err)
				}
				r := new(big.Int).SetBytes(kG[:fb])
				r.Mod(r, n)
				if got := new(big.Int).SetBytes(reversed(sig[:fb])); got.Cmp(r) != 0 {
					t.Errorf("hash %d bytes: r = %x, want x(kG) mod n = %x", hlen, got, r)
				}
				// s = k⁻¹(e + r·d) mod n, e the digest prefix read little-endian.
				l := min(hlen, sb)
				e := new(big.Int).SetBytes(reversed(hash[:l]))
				if 8*l > p.NBits {
					e.Rsh(e, uint(8*l-p.NBits))
				}
				sWant := new(big.Int).Mul(r, d)
				sWant.Add(sWant, e)
				sWant.Mul(sWant, new(big.Int).ModInverse(k, n))
				sWant.Mod(sWant, n)
				if got := new(big.Int).SetBytes(reversed(sig[fb:])); got.Cmp(sWant) != 0 {
					t.Errorf("hash %d bytes: s = %x, want %x", hlen, got, sWant)
				}
				sigBE := append(reversed(sig[:fb]), reversed(sig[fb:])...)
				pub, _ := microeccalloc.PublicKey(c, privBE)
				if err := c.Verify(pub, reversed(hash[:l]), sigBE); err != nil {
					t.Errorf("hash %d bytes: the big-endian form does not verify: %v", hlen, err)
				}
				// With blinding draws the signature is the same.
				sig2 := make([]byte, 2*fb)
				if err := microecc.For(c).SignDeterministicLittleEndian(sig2, bytes.NewReader(bytes.Repeat([]byte{0x5a}, 4096)), sha256.New, privLE, hash); err != nil || !bytes.Equal(sig, sig2) {
					t.Errorf("hash %d bytes: with blinding draws %x (%v), without %x", hlen, sig2, err, sig)
				}
			}
			// Errors: bad key (0 and n read little-endian), bad lengths; sig unchanged.
			sig := bytes.Repeat([]byte{0xaa}, 2*fb)
			for _, bad := range [][]byte{make([]byte, sb), reversed(n.FillBytes(make([]byte, sb)))} {
				if err := microecc.For(c).SignDeterministicLittleEndian(sig, nil, sha256.New, bad, []byte{1}); !errors.Is(err, uecc.ErrPrivateKey) {
					t.Errorf("bad key: %v, want ErrPrivateKey", err)
				}
			}
			if err := microecc.For(c).SignDeterministicLittleEndian(sig[:1], nil, sha256.New, make([]byte, sb), nil); !errors.Is(err, uecc.ErrLength) {
				t.Errorf("short sig: %v", err)
			}
			one := make([]byte, sb)
			one[0] = 1
			if err := microecc.For(c).SignDeterministicLittleEndian(sig, nil, nil, one, nil); !errors.Is(err, uecc.ErrHash) {
				t.Errorf("nil hash: %v", err)
			}
			if !bytes.Equal(sig, bytes.Repeat([]byte{0xaa}, 2*fb)) {
				t.Errorf("sig written on error")
			}
		})
	}
}

// leKnownAnswers are SignDeterministicLittleEndian's signatures (r ‖ s, each
// little-endian) over SHA-256 of the inputs of leKATInputs, as derived by
// the model (refMicroECCNonceLE and math/big); tests/c/test_le.c checks
// uECC_sign_deterministic_le against the same values.
var leKnownAnswers = []string{
	"6e74e828ef258694c36ee214e0b3a69fc64a53abcdcc8df42a19568a0a7d1cbe65e6872048856488",
	"eb49e165023badd8d0ebaccfb58e065fc6c485a26199bd379d0b73eecad1a509f95bdebe88316a3f7e5629d318a14859",
	"b03fae376731dc72b245b50e3c56796a7d9b0b4bde265fc676b0e05045fbe256a861285861affcee259ffe1462ceaf424635196b27a676e6",
	"4f1b78ecfa29fb5df807e45b91ab6a20b954904cd435aa59c4fc4f702362e2b9d9133b3a7f45177046b8573622ae1885c05b12d8fed5c6a7eddae00992ab25b5",
	"47719043dc9b5cccf09c6db76e0289c990925d9d539ad98e609670770e58a275e7689db6f892e22e7cfe10503d770e7c982c21daa4af1347e7b90c1fe3ea17f9",
	"834e469c6e821258abf2b5e5f004f13bc6f891e66f4f2e4639c242b320539a70e8b1270071f9e9a385fa94bc759c684e" +
		"b6f16f3d52b090cafc77d146ee796479c570622f0c3b6053123ae99af80aa6b3ab4c9f2761860a71d46e475a816b6a90",
	"4d7752c642f43bd1d828abb70359caad7163dd88201de38a7fa853a97a1fc0d51807ecadfcd6f190b2de63a6c5133b594d6b73f5e2eaa7e106cdf9a288b9d345da01" +
		"685c0abbdb47d9ff1180c695377462da08efbf507153eb5b41dea90c7adcadec5b99f386445817b077962661bed60492ca18623e7a6f650a0d0900e7c72feaa21301",
}

// leKATInputs returns the little-endian private key (byte i = 37·i + 11 +
// the curve's index, its top byte 0 on secp160r1 and secp521r1) and the 32-byte hash
// (byte j = 53·j + 7) of the known answers.
func leKATInputs(ci int, c *uecc.Curve) (privLE, hash []byte) {
	privLE = make([]byte, c.Params().ScalarBytes)
	for i := range privLE {
		privLE[i] = byte(i*37 + 11 + ci)
	}
	if len(privLE) == 21 || len(privLE) == 66 {
		privLE[len(privLE)-1] = 0 // below n, whose top byte is 1
	}
	hash = make([]byte, 32)
	for j := range hash {
		hash[j] = byte(j*53 + 7)
	}
	return privLE, hash
}

// TestSignMicroECCLittleEndianKnownAnswers checks the known answers shared
// with the C test: the model gives them, and so does the signer.
func TestSignMicroECCLittleEndianKnownAnswers(t *testing.T) {
	for ci, c := range []*uecc.Curve{uecc.Secp160r1(), uecc.Secp192r1(), uecc.Secp224r1(), uecc.Secp256r1(), uecc.Secp256k1(),
		uecc.Secp384r1(), uecc.Secp521r1()} {
		p := c.Params()
		fb, sb := p.FieldBytes, p.ScalarBytes
		n, _ := new(big.Int).SetString(p.N, 16)
		privLE, hash := leKATInputs(ci, c)
		d := new(big.Int).SetBytes(reversed(privLE))
		k := refMicroECCNonceLE(c, privLE, hash)
		kG, err := microeccalloc.PublicKey(c, k.FillBytes(make([]byte, sb)))
		if err != nil {
			t.Fatal(err)
		}
		// On the two curves crypto/ecdh has, k·G from it instead.
		if std := map[string]ecdh.Curve{"secp384r1": ecdh.P384(), "secp521r1": ecdh.P521()}[p.Name]; std != nil {
			sk, err := std.NewPrivateKey(k.FillBytes(make([]byte, sb)))
			if err != nil {
				t.Fatal(err)
			}
			kG = sk.PublicKey().Bytes()[1:]
		}
		r := new(big.Int).Mod(new(big.Int).SetBytes(kG[:fb]), n)
		l := min(len(hash), sb)
		e := new(big.Int).SetBytes(reversed(hash[:l]))
		if 8*l > p.NBits {
			e.Rsh(e, uint(8*l-p.NBits))
		}
		s := new(big.Int).Mul(r, d)
		s.Add(s, e)
		s.Mul(s, new(big.Int).ModInverse(k, n))
		s.Mod(s, n)
		model := append(reversed(r.FillBytes(make([]byte, fb))), reversed(s.FillBytes(make([]byte, fb)))...)
		if got := hex.EncodeToString(model); got != leKnownAnswers[ci] {
			t.Errorf("%s: model %s, known answer %s", p.Name, got, leKnownAnswers[ci])
		}
		sig := make([]byte, 2*fb)
		if err := microecc.For(c).SignDeterministicLittleEndian(sig, nil, sha256.New, privLE, hash); err != nil {
			t.Fatal(err)
		}
		if got := hex.EncodeToString(sig); got != leKnownAnswers[ci] {
			t.Errorf("%s: SignDeterministicLittleEndian %s, known answer %s", p.Name, got, leKnownAnswers[ci])
		}
	}
}
