package uecc

// ECDSA signatures in ASN.1 DER (SEC 1 §C.5, RFC 3279 §2.2.3):
//
//	ECDSA-Sig-Value ::= SEQUENCE { r INTEGER, s INTEGER }
//
// Parsing is written here, not taken from golang.org/x/crypto/cryptobyte or
// encoding/asn1: both bring fmt, reflect and math/big (encoding/asn1 through
// cryptobyte too) into every program that links the package, the C library
// included, about 0.5 MB on amd64 for two INTEGERs in a SEQUENCE; and
// encoding/asn1 alone is not strict enough (it tolerates trailing data in a
// SEQUENCE and reports its errors only as text). readElement accepts exactly
// the DER headers: the expected one-byte tag, a definite length in its
// minimal form (short below 128, else the fewest bytes, at most 4). Each
// refusal says which rule was broken. Encoding is written by hand too: an
// ECDSA-Sig-Value of these curves is at most 141 bytes (secp521r1 with r and s
// of 66 bytes, each with a 0x00 before a first byte of 0x80 or more; 72 on the
// curves of up to 256 bits), so an INTEGER's length is in the short form and
// the SEQUENCE's needs one long-form byte above 127.

import (
	"io"
	"strconv"

	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/internal/rfc6979"
)

// SignASN1 returns an ECDSA signature of the message digest hash, made as
// Sign makes it (a hedged nonce from rand, the operating system's source if
// nil), encoded as an ASN.1 DER ECDSA-Sig-Value. Its partner is VerifyASN1.
//
// Errors wrap ErrLength, ErrPrivateKey or ErrRandom; compare with errors.Is.
func (c *Curve) SignASN1(rand io.Reader, priv, hash []byte) ([]byte, error) {
	if err := c.checkPrivateKey(priv); err != nil {
		return nil, err
	}
	s := getScratch()
	defer putScratch(s)
	raw := s.sig[:c.SignatureSize()]
	if err := c.signHedged(raw, rand, priv, hash); err != nil {
		return nil, err
	}
	return encodeSig(raw[:c.FieldSize()], raw[c.FieldSize():]), nil
}

// VerifyASN1 checks the ASN.1 DER signature sig of the message digest hash
// under the raw public key pub (X‖Y), as Verify does for r‖s. It returns nil
// if and only if sig is a strict DER ECDSA-Sig-Value (see SignatureFromASN1)
// whose r and s are in [1, n−1] and verify.
//
// r and s are judged by value, not by width: one of any width that is not
// below n is an invalid signature (ErrSignature), never a length error. On
// secp160r1, where n > 2^160, a valid s may need 21 bytes, which the raw form
// r‖s cannot hold; VerifyASN1 verifies it as the equivalent (r, n−s), so it
// accepts exactly the valid signatures there too.
//
// Errors wrap ErrLength (pub), ErrSignature (not DER, r or s out of range,
// does not verify) or ErrPublicKey; compare with errors.Is. It allocates only
// to report an error.
func (c *Curve) VerifyASN1(pub, hash, sig []byte) error {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	if len(pub) != c.PublicKeySize() {
		return c.lengthError("public key", len(pub), c.PublicKeySize())
	}
	r, s, err := parseSig(sig)
	if err != nil {
		if d, ok := err.(*detailError); ok && len(sig) == c.SignatureSize() {
			return errorf(ErrSignature, d.msg+"; a signature of "+strconv.Itoa(len(sig))+
				" bytes is the raw r‖s of "+c.Name()+": verify it with Verify")
		}
		return err
	}
	fb := c.FieldSize()
	n := c.n
	if !lessMag(r, n) {
		return errorf(ErrSignature, "r is not below the order n of "+c.Name())
	}
	if !lessMag(s, n) {
		return errorf(ErrSignature, "s is not below the order n of "+c.Name())
	}
	if len(r) > fb {
		// Only on secp160r1: r ≥ 2^160 > p is never x(R) mod n.
		return errorf(ErrSignature, "r is wider than a coordinate: no x(R) mod n is that large")
	}
	if !c.eng.ValidPublicKey(pub) {
		return errorf(ErrPublicKey, c.publicKeyProblem(pub))
	}
	scr := getScratch()
	defer putScratch(scr)
	raw := scr.sig[:2*fb]
	copy(raw[fb-len(r):fb], r)
	if len(s) > fb {
		// Only on secp160r1, s in [2^160, n−1]: (r, s) verifies if and only
		// if (r, n−s) does, and n−s < n−2^160 fits in 20 bytes.
		neg := scr.k[:len(n)]
		subMag(neg, n, s)
		copy(raw[fb:], neg[len(neg)-fb:])
	} else {
		copy(raw[2*fb-len(s):], s)
	}
	e := scr.e[:c.params.ScalarBytes]
	rfc6979.Bits2Int(e, hash, c.params.NBits)
	if !c.eng.Verify(pub, e, raw) {
		return errorf(ErrSignature, "the signature does not match the hash and the public key")
	}
	return nil
}

// SignatureToASN1 converts a raw signature r‖s (SignatureSize bytes) to an
// ASN.1 DER ECDSA-Sig-Value: a SEQUENCE of two positive INTEGERs in their
// minimal encodings.
//
// Errors wrap ErrLength, or ErrSignature if r or s is zero (DER has no
// positive INTEGER for it). r and s are not compared with n: Verify and
// VerifyASN1 reject those out of range.
func (c *Curve) SignatureToASN1(sig []byte) ([]byte, error) {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	fb := c.FieldSize()
	if len(sig) != 2*fb {
		return nil, c.lengthError("signature", len(sig), 2*fb)
	}
	r, s := trimMag(sig[:fb]), trimMag(sig[fb:])
	if len(r) == 0 {
		return nil, errorf(ErrSignature, "r is zero: it has no encoding as a positive INTEGER")
	}
	if len(s) == 0 {
		return nil, errorf(ErrSignature, "s is zero: it has no encoding as a positive INTEGER")
	}
	return encodeSig(r, s), nil
}

// SignatureFromASN1 converts an ASN.1 DER ECDSA-Sig-Value to the raw form
// r‖s (SignatureSize bytes).
//
// The encoding must be strict DER: a SEQUENCE (tag 0x30) holding exactly two
// INTEGERs (tag 0x02), definite lengths in their minimal form, each INTEGER
// minimal (no superfluous leading 0x00 or 0xff byte), positive (not negative,
// not zero), and nothing after the SEQUENCE. No BER form is accepted.
//
// The values accepted are exactly those the raw form can hold: r and s in
// [1, 2^(8·FieldSize)−1]. They are not compared with n here (Verify rejects
// r or s ≥ n); the conversion is lossless both ways, so SignatureToASN1 gives
// the input back. On secp160r1 a valid s of 21 bytes does not fit: use
// VerifyASN1 on the DER form.
//
// Errors wrap ErrSignature and say which rule the input breaks (e.g.
// "DER: trailing data").
func (c *Curve) SignatureFromASN1(der []byte) ([]byte, error) {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	r, s, err := parseSig(der)
	if err != nil {
		return nil, err
	}
	fb := c.FieldSize()
	if len(r) > fb {
		return nil, errorf(ErrSignature, "r needs "+strconv.Itoa(len(r))+" bytes, the raw form of "+c.Name()+" holds "+strconv.Itoa(fb))
	}
	if len(s) > fb {
		return nil, errorf(ErrSignature, "s needs "+strconv.Itoa(len(s))+" bytes, the raw form of "+c.Name()+" holds "+strconv.Itoa(fb))
	}
	raw := make([]byte, 2*fb)
	copy(raw[fb-len(r):fb], r)
	copy(raw[2*fb-len(s):], s)
	return raw, nil
}

// encodeSig encodes r and s (big-endian, no leading zeros, not empty) as a
// DER ECDSA-Sig-Value, in one allocation.
func encodeSig(r, s []byte) []byte {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	r, s = trimMag(r), trimMag(s)
	lr := len(r) + int(r[0]>>7) // a 0x00 in front of a high bit
	ls := len(s) + int(s[0]>>7)
	body := 2 + lr + 2 + ls // ≤ 2·(2+67): lr, ls < 128
	out := make([]byte, 0, 3+body)
	out = append(out, 0x30)
	if body >= 128 {
		out = append(out, 0x81) // one length byte follows (X.690 §8.1.3.5)
	}
	out = append(out, byte(body))
	out = appendInt(out, r, lr)
	return appendInt(out, s, ls)
}

func appendInt(out, v []byte, l int) []byte {
	out = append(out, 0x02, byte(l))
	if l > len(v) {
		out = append(out, 0)
	}
	return append(out, v...)
}

// parseSig parses a strict DER ECDSA-Sig-Value and returns r and s as
// big-endian magnitudes without leading zeros (sub-slices of der, never
// empty: zero is refused).
func parseSig(der []byte) (r, s []byte, err error) {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	seq, rest, ok := readElement(der, 0x30)
	if !ok {
		return nil, nil, headerError(ErrSignature, der, "SEQUENCE", 0x30)
	}
	if len(rest) != 0 {
		return nil, nil, errorf(ErrSignature, "DER: trailing data: "+byteCount(len(rest))+" after the SEQUENCE")
	}
	if r, seq, err = readInt(ErrSignature, seq, "r"); err != nil {
		return nil, nil, err
	}
	if s, seq, err = readInt(ErrSignature, seq, "s"); err != nil {
		return nil, nil, err
	}
	if len(seq) != 0 {
		return nil, nil, errorf(ErrSignature, "DER: trailing data: "+byteCount(len(seq))+" after s inside the SEQUENCE")
	}
	return r, s, nil
}

// readElement reads one DER element with the one-byte tag tag from the
// start of in and returns its contents and what follows it. It refuses
// another tag, an indefinite length, a long-form length below 128 or with a
// leading zero byte, a length of more than 4 bytes and contents that run
// past the end of in (headerError says which).
func readElement(in []byte, tag byte) (content, rest []byte, ok bool) {
	if len(in) < 2 || in[0] != tag {
		return nil, nil, false
	}
	n, hdr := int(in[1]), 2
	if n&0x80 != 0 {
		k := n & 0x7f
		if k == 0 || k > 4 || len(in) < 2+k || in[2] == 0 {
			return nil, nil, false
		}
		n = 0
		for _, b := range in[2 : 2+k] {
			n = n<<8 | int(b)
		}
		if n < 128 {
			return nil, nil, false
		}
		hdr += k
	}
	if n > len(in)-hdr {
		return nil, nil, false
	}
	return in[hdr : hdr+n], in[hdr+n:], true
}

// readInt reads one positive INTEGER named name from the start of in and
// returns its magnitude and what follows it. Its errors wrap kind.
func readInt(kind Error, in []byte, name string) (v, rest []byte, err error) {
	v, rest, ok := readElement(in, 0x02)
	if !ok {
		return nil, nil, headerError(kind, in, name+" INTEGER", 0x02)
	}
	switch {
	case len(v) == 0:
		return nil, nil, errorf(kind, "DER: "+name+" is an INTEGER with no content bytes")
	case v[0]&0x80 != 0:
		return nil, nil, errorf(kind, "DER: "+name+" is negative")
	case len(v) > 1 && v[0] == 0 && v[1]&0x80 == 0:
		return nil, nil, errorf(kind, "DER: "+name+" has a superfluous leading zero byte (not minimal)")
	}
	if v[0] == 0 {
		v = v[1:]
	}
	if len(v) == 0 {
		return nil, nil, errorf(kind, "DER: "+name+" is zero, not a positive INTEGER")
	}
	return v, rest, nil
}

// headerError says why readElement refused the element at the start of in,
// expected to be what with the tag byte tag, in an error wrapping kind.
func headerError(kind Error, in []byte, what string, tag byte) error {
	bad := func(msg string) error { return errorf(kind, "DER: "+what+": "+msg) }
	switch {
	case len(in) == 0:
		return bad("missing (no bytes left)")
	case in[0] != tag:
		return bad("wrong tag 0x" + hexByte(in[0]) + ", want 0x" + hexByte(tag))
	case len(in) < 2:
		return bad("truncated before the length")
	}
	l := in[1]
	left := len(in) - 2
	if l&0x80 == 0 {
		return bad("length " + strconv.Itoa(int(l)) + " exceeds the " + strconv.Itoa(left) + " bytes left")
	}
	k := int(l & 0x7f)
	switch {
	case k == 0:
		return bad("indefinite length (BER, not DER)")
	case k > 4 || left < k:
		return bad("length of " + strconv.Itoa(k) + " bytes is truncated or too large")
	}
	v := 0
	for _, b := range in[2 : 2+k] {
		v = v<<8 | int(b)
	}
	switch {
	case in[2] == 0:
		return bad("long-form length with a leading zero byte (not minimal)")
	case v < 128:
		return bad("long-form length for " + strconv.Itoa(v) + " bytes (BER; DER uses the short form below 128)")
	}
	return bad("length " + strconv.Itoa(v) + " exceeds the " + strconv.Itoa(left-k) + " bytes left")
}

// byteCount returns "1 byte" or "n bytes".
func byteCount(n int) string {
	if n == 1 {
		return "1 byte"
	}
	return strconv.Itoa(n) + " bytes"
}

func hexByte(b byte) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[b>>4], digits[b&15]})
}

// trimMag returns v without its leading zero bytes.
func trimMag(v []byte) []byte {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	for len(v) > 0 && v[0] == 0 {
		v = v[1:]
	}
	return v
}

// lessMag reports whether the magnitude a (no leading zeros) is below b (no
// leading zeros). Variable time: for public values. Written out rather than
// bytes.Compare: package bytes would bring package unicode's tables and their
// initialisation into every C program that links the library (6 KB).
func lessMag(a, b []byte) bool {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// subMag writes a − b to out (len(out) = len(a)), for magnitudes b ≤ a.
func subMag(out, a, b []byte) {
	if ecc.VartimeCount {
		ecc.VartimeEnter()
	}
	borrow := 0
	for i := 1; i <= len(a); i++ {
		d := int(a[len(a)-i]) - borrow
		if i <= len(b) {
			d -= int(b[len(b)-i])
		}
		borrow = 0
		if d < 0 {
			d += 256
			borrow = 1
		}
		out[len(out)-i] = byte(d)
	}
}
