package schnorr_test

// A second implementation of BIP 340, written from the specification's
// pseudocode with math/big affine point arithmetic (no code of this module):
// the cross-checks of crosscheck_test.go compare the package with it.

import (
	"crypto/sha256"
	"math/big"
)

var (
	refP, _  = new(big.Int).SetString("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F", 16)
	refN, _  = new(big.Int).SetString("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141", 16)
	refGx, _ = new(big.Int).SetString("79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798", 16)
	refGy, _ = new(big.Int).SetString("483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8", 16)
)

// refPoint is an affine point; nil is the point at infinity.
type refPoint struct{ x, y *big.Int }

var refG = &refPoint{refGx, refGy}

// refAdd is point_add of BIP 340's reference code.
func refAdd(p1, p2 *refPoint) *refPoint {
	if p1 == nil {
		return p2
	}
	if p2 == nil {
		return p1
	}
	if p1.x.Cmp(p2.x) == 0 && p1.y.Cmp(p2.y) != 0 {
		return nil
	}
	var lam *big.Int
	if p1.x.Cmp(p2.x) == 0 && p1.y.Cmp(p2.y) == 0 {
		num := new(big.Int).Mul(p1.x, p1.x)
		num.Mul(num, big.NewInt(3))
		den := new(big.Int).Lsh(p1.y, 1)
		den.ModInverse(den, refP)
		lam = num.Mul(num, den)
	} else {
		num := new(big.Int).Sub(p2.y, p1.y)
		den := new(big.Int).Sub(p2.x, p1.x)
		den.Mod(den, refP)
		den.ModInverse(den, refP)
		lam = num.Mul(num, den)
	}
	lam.Mod(lam, refP)
	x3 := new(big.Int).Mul(lam, lam)
	x3.Sub(x3, p1.x)
	x3.Sub(x3, p2.x)
	x3.Mod(x3, refP)
	y3 := new(big.Int).Sub(p1.x, x3)
	y3.Mul(y3, lam)
	y3.Sub(y3, p1.y)
	y3.Mod(y3, refP)
	return &refPoint{x3, y3}
}

// refMul is point_mul: double and add, most significant bit first.
func refMul(p *refPoint, k *big.Int) *refPoint {
	var r *refPoint
	for i := k.BitLen() - 1; i >= 0; i-- {
		r = refAdd(r, r)
		if k.Bit(i) == 1 {
			r = refAdd(r, p)
		}
	}
	return r
}

// refBytes is bytes(x): 32 bytes big-endian.
func refBytes(x *big.Int) []byte { return x.FillBytes(make([]byte, 32)) }

func refTaggedHash(tag string, parts ...[]byte) []byte {
	t := sha256.Sum256([]byte(tag))
	h := sha256.New()
	h.Write(t[:])
	h.Write(t[:])
	for _, p := range parts {
		h.Write(p)
	}
	return h.Sum(nil)
}

// refLiftX is lift_x: the point with X = x and an even Y, or nil.
func refLiftX(x *big.Int) *refPoint {
	if x.Cmp(refP) >= 0 {
		return nil
	}
	ySq := new(big.Int).Exp(x, big.NewInt(3), refP)
	ySq.Add(ySq, big.NewInt(7))
	ySq.Mod(ySq, refP)
	e := new(big.Int).Add(refP, big.NewInt(1))
	e.Rsh(e, 2)
	y := new(big.Int).Exp(ySq, e, refP)
	if new(big.Int).Exp(y, big.NewInt(2), refP).Cmp(ySq) != 0 {
		return nil
	}
	if y.Bit(0) == 1 {
		y.Sub(refP, y)
	}
	return &refPoint{x, y}
}

// refPubKey is pubkey_gen; nil for a key outside [1, n−1].
func refPubKey(sk []byte) []byte {
	d := new(big.Int).SetBytes(sk)
	if d.Sign() == 0 || d.Cmp(refN) >= 0 {
		return nil
	}
	return refBytes(refMul(refG, d).x)
}

// refSign is schnorr_sign; nil where it raises.
func refSign(sk, msg, aux []byte) []byte {
	d0 := new(big.Int).SetBytes(sk)
	if d0.Sign() == 0 || d0.Cmp(refN) >= 0 {
		return nil
	}
	P := refMul(refG, d0)
	d := d0
	if P.y.Bit(0) == 1 {
		d = new(big.Int).Sub(refN, d0)
	}
	t := refBytes(d)
	ah := refTaggedHash("BIP0340/aux", aux)
	for i := range t {
		t[i] ^= ah[i]
	}
	k0 := new(big.Int).SetBytes(refTaggedHash("BIP0340/nonce", t, refBytes(P.x), msg))
	k0.Mod(k0, refN)
	if k0.Sign() == 0 {
		return nil
	}
	R := refMul(refG, k0)
	k := k0
	if R.y.Bit(0) == 1 {
		k = new(big.Int).Sub(refN, k0)
	}
	e := new(big.Int).SetBytes(refTaggedHash("BIP0340/challenge", refBytes(R.x), refBytes(P.x), msg))
	e.Mod(e, refN)
	s := new(big.Int).Mul(e, d)
	s.Add(s, k)
	s.Mod(s, refN)
	// The specification's last step, Verify(bytes(P), m, sig), is left to
	// the callers: the cross-checks run refVerify on every signature.
	return append(refBytes(R.x), refBytes(s)...)
}

// refVerify is schnorr_verify.
func refVerify(pub, msg, sig []byte) bool {
	if len(pub) != 32 || len(sig) != 64 {
		return false
	}
	P := refLiftX(new(big.Int).SetBytes(pub))
	r := new(big.Int).SetBytes(sig[:32])
	s := new(big.Int).SetBytes(sig[32:])
	if P == nil || r.Cmp(refP) >= 0 || s.Cmp(refN) >= 0 {
		return false
	}
	e := new(big.Int).SetBytes(refTaggedHash("BIP0340/challenge", sig[:32], pub, msg))
	e.Mod(e, refN)
	negE := new(big.Int).Sub(refN, e)
	R := refAdd(refMul(refG, s), refMul(P, negE))
	return R != nil && R.y.Bit(0) == 0 && R.x.Cmp(r) == 0
}
