package schnorr_test

// The fuzz targets of package schnorr, each checked against the math/big
// implementation of BIP 340 in reference_test.go, not only for panics:
//
//	go test -run '^$' -fuzz '^FuzzVerify$' ./uecc/schnorr/
//
// make fuzz and make fuzz-short run them (mk/fuzz.mk); docs/SAFETY.md has
// what each one checks and its executions.

import (
	"bytes"
	"encoding/csv"
	"encoding/hex"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/tests/vectors/bip340"
	"github.com/uecc-go/uecc/uecc/schnorr"
)

// fuzzVectors returns BIP 340's vectors (tests/vectors/bip340) as the
// seeds' byte strings: secret key (empty for a verification-only vector),
// public key, aux_rand, message, signature.
func fuzzVectors(f *testing.F) [][5][]byte {
	f.Helper()
	records, err := csv.NewReader(strings.NewReader(bip340.CSV())).ReadAll()
	if err != nil {
		f.Fatal(err)
	}
	var out [][5][]byte
	for _, rec := range records[1:] {
		var v [5][]byte
		for i := range v {
			if v[i], err = hex.DecodeString(rec[i+1]); err != nil {
				f.Fatalf("vector %s: %v", rec[0], err)
			}
		}
		out = append(out, v)
	}
	if len(out) != 19 {
		f.Fatalf("%d BIP 340 vectors, want 19", len(out))
	}
	return out
}

// FuzzVerify: any public key, message and signature, of any lengths.
// Verify must not panic nor change its inputs, and must agree with the
// reference's schnorr_verify, with the rule that failed: ErrLength for a
// key not of 32 bytes or a signature not of 64, else ErrPublicKey where the
// reference's lift_x finds no point, else ErrSignature where the reference
// rejects. Seeds: all 19 vectors of BIP 340 (9 valid, 10 invalid:
// r ≥ p, s ≥ n, a key X ≥ p or off the curve, R at infinity or with odd Y),
// and wrong lengths.
func FuzzVerify(f *testing.F) {
	for _, v := range fuzzVectors(f) {
		f.Add(v[1], v[3], v[4])
	}
	v := fuzzVectors(f)[1]
	f.Add(v[1][:31], v[3], v[4])
	f.Add(v[1], v[3], v[4][:63])
	f.Add(append(bytes.Clone(v[1]), 0), v[3], append(bytes.Clone(v[4]), 0))
	f.Add([]byte{}, []byte{}, []byte{})
	f.Fuzz(func(t *testing.T, pub, msg, sig []byte) {
		pub0, msg0, sig0 := bytes.Clone(pub), bytes.Clone(msg), bytes.Clone(sig)
		err := schnorr.Verify(pub, msg, sig)
		if !bytes.Equal(pub, pub0) || !bytes.Equal(msg, msg0) || !bytes.Equal(sig, sig0) {
			t.Fatalf("Verify changed its inputs")
		}
		want := refVerify(pub, msg, sig)
		if (err == nil) != want {
			t.Fatalf("pub=%x m=%x sig=%x: Verify = %v, the reference says valid = %v", pub, msg, sig, err, want)
		}
		var wantErr error
		switch {
		case len(pub) != 32 || len(sig) != 64:
			wantErr = schnorr.ErrLength
		case refLiftX(new(big.Int).SetBytes(pub)) == nil:
			wantErr = schnorr.ErrPublicKey
		case !want:
			wantErr = schnorr.ErrSignature
		}
		if wantErr != nil && !errors.Is(err, wantErr) {
			t.Fatalf("pub=%x m=%x sig=%x: Verify = %v, want %v", pub, msg, sig, err, wantErr)
		}
	})
}

// FuzzSignVerify: any private key, message and auxiliary randomness. Sign
// must not panic nor change its inputs, and must return what its comment
// documents, in its order: ErrLength for a key not of 32 bytes, then for an
// aux neither nil nor 32 bytes, ErrPrivateKey for a key 0 or not below n;
// otherwise the signature the reference's schnorr_sign computes, byte for
// byte (ErrNonce where the reference's k′ is 0), which Verify accepts under
// PublicKey's key. With a nil aux (fresh randomness) the signature is only
// verified. Seeds: BIP 340's 8 signing vectors, the keys 0, 1, n−1, n,
// 2^256−1, and keys and aux of 31 and 33 bytes.
func FuzzSignVerify(f *testing.F) {
	vs := fuzzVectors(f)
	for _, v := range vs {
		if len(v[0]) > 0 {
			f.Add(v[0], v[3], v[2])
		}
	}
	v := vs[1]
	for _, d := range [][]byte{make([]byte, 32), refBytes(big.NewInt(1)), refBytes(new(big.Int).Sub(refN, big.NewInt(1))),
		refBytes(refN), bytes.Repeat([]byte{0xff}, 32), v[0][:31], append(bytes.Clone(v[0]), 1)} {
		f.Add(d, v[3], v[2])
	}
	f.Add(v[0], v[3], v[2][:31])
	f.Add(v[0], v[3], append(bytes.Clone(v[2]), 0))
	f.Add(v[0], []byte{}, []byte(nil))
	f.Fuzz(func(t *testing.T, priv, msg, aux []byte) {
		priv0, msg0, aux0 := bytes.Clone(priv), bytes.Clone(msg), bytes.Clone(aux)
		sig, err := schnorr.Sign(priv, msg, aux)
		if !bytes.Equal(priv, priv0) || !bytes.Equal(msg, msg0) || !bytes.Equal(aux, aux0) {
			t.Fatalf("Sign changed its inputs")
		}
		d := new(big.Int).SetBytes(priv)
		var wantErr error
		switch {
		case len(priv) != 32:
			wantErr = schnorr.ErrLength
		case aux != nil && len(aux) != 32:
			wantErr = schnorr.ErrLength
		case d.Sign() == 0 || d.Cmp(refN) >= 0:
			wantErr = schnorr.ErrPrivateKey
		}
		if wantErr != nil {
			if !errors.Is(err, wantErr) || sig != nil {
				t.Fatalf("d=%x (%d bytes) a=%x (%d bytes): Sign = %x, %v; want %v", priv, len(priv), aux, len(aux), sig, err, wantErr)
			}
			return
		}
		if aux != nil {
			want := refSign(priv, msg, aux)
			if want == nil {
				if !errors.Is(err, schnorr.ErrNonce) {
					t.Fatalf("d=%x m=%x a=%x: the reference's k′ is 0; Sign = %x, %v", priv, msg, aux, sig, err)
				}
				return
			}
			if err != nil || !bytes.Equal(sig, want) {
				t.Fatalf("d=%x m=%x a=%x: Sign = %x, %v; the reference's %x", priv, msg, aux, sig, err, want)
			}
		} else if err != nil || len(sig) != 64 {
			t.Fatalf("d=%x m=%x a=nil: Sign = %x, %v", priv, msg, sig, err)
		}
		pub, err := schnorr.PublicKey(priv)
		if err != nil {
			t.Fatalf("d=%x: PublicKey: %v", priv, err)
		}
		if err := schnorr.Verify(pub, msg, sig); err != nil {
			t.Fatalf("d=%x m=%x a=%x: Verify rejects Sign's signature %x under %x: %v", priv, msg, aux, sig, pub, err)
		}
	})
}
