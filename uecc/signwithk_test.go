package uecc_test

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"math/big"
	"testing"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
)

// TestSignWithKAtLeastN holds SignWithK to micro-ecc's bits2int of k: on
// secp160r1 (whose n has 161 bits, so k is shifted) a k of n + 1 is reduced
// and signs as k = 1 does; on the other curves k is not reduced and k ≥ n is
// refused, as uECC_sign_with_k returns 0 for it.
func TestSignWithKAtLeastN(t *testing.T) {
	hash := sha256.Sum256([]byte("sign with k ≥ n"))
	for _, c := range uecc.Curves() {
		n, _ := new(big.Int).SetString(c.Params().N, 16)
		priv := big.NewInt(7).FillBytes(make([]byte, c.PrivateKeySize()))
		one, err := microeccalloc.SignWithK(c, priv, hash[:], signWithKInput(c, big.NewInt(1).Bytes()))
		if err != nil {
			t.Fatalf("%s: SignWithK(k = 1): %v", c.Name(), err)
		}
		got, err := microeccalloc.SignWithK(c, priv, hash[:], signWithKInput(c, new(big.Int).Add(n, big.NewInt(1)).Bytes()))
		if c.Params().NBits%8 != 0 {
			if err != nil || !bytes.Equal(got, one) {
				t.Errorf("%s: SignWithK(k = n + 1) = %x, %v; want the signature of k = 1, %x", c.Name(), got, err, one)
			}
		} else if !errors.Is(err, uecc.ErrNonce) {
			t.Errorf("%s: SignWithK(k = n + 1) = %x, %v; want ErrNonce", c.Name(), got, err)
		}
	}
}
