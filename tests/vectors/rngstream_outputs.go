package vectors

import (
	"encoding/hex"
	"fmt"
	"math/big"

	"github.com/uecc-go/uecc/internal/bigref"
	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/internal/ecc/secp160r1"
	"github.com/uecc-go/uecc/internal/ecc/secp192r1"
	"github.com/uecc-go/uecc/internal/ecc/secp224r1"
	"github.com/uecc-go/uecc/internal/ecc/secp256k1"
	"github.com/uecc-go/uecc/internal/ecc/secp256r1"
)

// outputsFor computes the outputs of a successful make_key (d = scalar) or
// sign (k = scalar) on curve with the math/big reference (internal/bigref),
// for the calls whose drawn scalar a word size changes: micro-ecc's
// private key and X‖Y, or r‖s over micro-ecc's bits2int of the hash.
func outputsFor(curve, fn string, in map[string]string, scalar *big.Int) (map[string]string, error) {
	i := CurveIndex(curve)
	if i < 0 {
		return nil, fmt.Errorf("unknown curve %q", curve)
	}
	eng := []func() ecc.Engine{secp160r1.New, secp192r1.New, secp224r1.New, secp256r1.New, secp256k1.New}[i]()
	p := eng.Params()
	ref := bigref.New(p)
	k := scalar.FillBytes(make([]byte, p.ScalarBytes))
	switch fn {
	case "uECC_make_key":
		pub := make([]byte, 2*p.FieldBytes)
		ref.ScalarBaseMult(pub, k)
		return map[string]string{"private_key": hex.EncodeToString(k), "public_key": hex.EncodeToString(pub)}, nil
	case "uECC_sign":
		d, err1 := hex.DecodeString(in["private_key"])
		h, err2 := hex.DecodeString(in["hash"])
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("bad hex input")
		}
		sig := make([]byte, 2*p.FieldBytes)
		if ref.Sign(sig, d, k, bits2int(h, p).FillBytes(make([]byte, p.ScalarBytes))) != 1 {
			return nil, fmt.Errorf("k gives no signature (the model would need micro-ecc's next try)")
		}
		return map[string]string{"signature": hex.EncodeToString(sig)}, nil
	}
	return nil, fmt.Errorf("%s draws no scalar", fn)
}

// bits2int is micro-ecc's: the hash's first ceil(bitlen(n)/8) bytes as an
// integer, shifted right to bitlen(n) bits, minus n once if not below n.
func bits2int(hash []byte, p *ecc.Params) *big.Int {
	n, _ := new(big.Int).SetString(p.N, 16)
	nbits := n.BitLen()
	if len(hash) > (nbits+7)/8 {
		hash = hash[:(nbits+7)/8]
	}
	e := new(big.Int).SetBytes(hash)
	if 8*len(hash) > nbits {
		e.Rsh(e, uint(8*len(hash)-nbits))
	}
	if e.Cmp(n) >= 0 {
		e.Sub(e, n)
	}
	return e
}
