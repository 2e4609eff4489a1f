package uecc

// Key files in ASN.1 DER: SubjectPublicKeyInfo (RFC 5280 §4.1, RFC 5480),
// ECPrivateKey (SEC 1 §C.4, RFC 5915) and PKCS #8 PrivateKeyInfo (RFC 5208,
// RFC 5958) with the algorithm id-ecPublicKey:
//
//	SubjectPublicKeyInfo ::= SEQUENCE { algorithm AlgorithmIdentifier, subjectPublicKey BIT STRING }
//	AlgorithmIdentifier  ::= SEQUENCE { algorithm OBJECT IDENTIFIER, parameters ECParameters }
//	ECParameters         ::= CHOICE { namedCurve OBJECT IDENTIFIER, specifiedCurve SpecifiedECDomain, … }
//	ECPrivateKey         ::= SEQUENCE { version INTEGER (1), privateKey OCTET STRING,
//	                                    parameters [0] ECParameters OPTIONAL, publicKey [1] BIT STRING OPTIONAL }
//	OneAsymmetricKey     ::= SEQUENCE { version INTEGER (0 or 1), algorithm AlgorithmIdentifier,
//	                                    privateKey OCTET STRING (an ECPrivateKey), attributes [0] … OPTIONAL,
//	                                    publicKey [1] IMPLICIT BIT STRING OPTIONAL (version 1 only) }
//
// (RFC 5208 calls version 0 PrivateKeyInfo; RFC 5958 adds version 1 with the
// publicKey.)
//
// Parsed with readElement (der.go), so with its strict DER rules; written by
// hand.

import (
	"crypto/subtle"
	"strconv"

	"github.com/uecc-go/uecc/internal/hexconst"
)

// DER contents of the object identifiers.
var (
	oidECPublicKey = []byte{0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01}       // 1.2.840.10045.2.1
	oidPrimeField  = []byte{0x2a, 0x86, 0x48, 0xce, 0x3d, 0x01, 0x01}       // 1.2.840.10045.1.1
	oidBinaryField = []byte{0x2a, 0x86, 0x48, 0xce, 0x3d, 0x01, 0x02}       // 1.2.840.10045.1.2 (characteristic-two-field)
	oidSecp160r1   = []byte{0x2b, 0x81, 0x04, 0x00, 0x08}                   // 1.3.132.0.8
	oidSecp192r1   = []byte{0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x01} // 1.2.840.10045.3.1.1
	oidSecp224r1   = []byte{0x2b, 0x81, 0x04, 0x00, 0x21}                   // 1.3.132.0.33
	oidSecp256r1   = []byte{0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07} // 1.2.840.10045.3.1.7
	oidSecp256k1   = []byte{0x2b, 0x81, 0x04, 0x00, 0x0a}                   // 1.3.132.0.10
	oidSecp384r1   = []byte{0x2b, 0x81, 0x04, 0x00, 0x22}                   // 1.3.132.0.34
	oidSecp521r1   = []byte{0x2b, 0x81, 0x04, 0x00, 0x23}                   // 1.3.132.0.35
)

// oid returns the DER contents of the curve's named-curve object identifier.
func (c *Curve) oid() []byte {
	switch c {
	case secp160r1:
		return oidSecp160r1
	case secp192r1:
		return oidSecp192r1
	case secp224r1:
		return oidSecp224r1
	case secp256r1:
		return oidSecp256r1
	case secp384r1:
		return oidSecp384r1
	case secp521r1:
		return oidSecp521r1
	}
	return oidSecp256k1
}

// curveByOID returns the curve named by the object identifier contents oid,
// or nil.
func curveByOID(oid []byte) *Curve {
	for _, c := range Curves() {
		if string(c.oid()) == string(oid) {
			return c
		}
	}
	return nil
}

// oidString returns the dotted form of the OBJECT IDENTIFIER contents oid,
// for error messages, or "(malformed)".
func oidString(oid []byte) string {
	var out []byte
	v, first := uint64(0), true
	for i, b := range oid {
		if v == 0 && b == 0x80 || v > 1<<56 {
			return "(malformed)"
		}
		v = v<<7 | uint64(b&0x7f)
		if b&0x80 != 0 {
			if i == len(oid)-1 {
				return "(malformed)"
			}
			continue
		}
		if first {
			a := min(v/40, 2)
			out = strconv.AppendUint(out, a, 10)
			out = append(out, '.')
			v -= 40 * a
			first = false
		} else {
			out = append(out, '.')
		}
		out = strconv.AppendUint(out, v, 10)
		v = 0
	}
	if first {
		return "(malformed)"
	}
	return string(out)
}

// knownOIDs names object identifiers a key file may hold that this package
// does not support, for error messages: other curves and other key
// algorithms.
var knownOIDs = [...]struct{ oid, name string }{
	{"1.3.132.0.9", "secp160k1"},
	{"1.3.132.0.30", "secp160r2"},
	{"1.3.132.0.31", "secp192k1"},
	{"1.3.132.0.32", "secp224k1"},
	{"1.2.840.10045.3.1.2", "prime192v2"},
	{"1.2.840.10045.3.1.3", "prime192v3"},
	{"1.2.840.10045.3.1.4", "prime239v1"},
	{"1.2.840.10045.3.1.5", "prime239v2"},
	{"1.2.840.10045.3.1.6", "prime239v3"},
	{"1.3.36.3.3.2.8.1.1.1", "brainpoolP160r1"},
	{"1.3.36.3.3.2.8.1.1.3", "brainpoolP192r1"},
	{"1.3.36.3.3.2.8.1.1.5", "brainpoolP224r1"},
	{"1.3.36.3.3.2.8.1.1.7", "brainpoolP256r1"},
	{"1.3.36.3.3.2.8.1.1.9", "brainpoolP320r1"},
	{"1.3.36.3.3.2.8.1.1.11", "brainpoolP384r1"},
	{"1.3.36.3.3.2.8.1.1.13", "brainpoolP512r1"},
	{"1.2.156.10197.1.301", "SM2"},
	{"1.2.840.113549.1.1.1", "rsaEncryption, RSA"},
	{"1.2.840.113549.1.1.10", "RSASSA-PSS"},
	{"1.2.840.10040.4.1", "DSA"},
	{"1.2.840.10046.2.1", "dhpublicnumber, Diffie-Hellman"},
	{"1.2.840.113549.1.3.1", "dhKeyAgreement, Diffie-Hellman"},
	{"1.3.132.1.12", "id-ecDH, an EC key restricted to ECDH"},
	{"1.3.132.1.13", "id-ecMQV, an EC key restricted to ECMQV"},
	{"1.3.101.110", "X25519"},
	{"1.3.101.111", "X448"},
	{"1.3.101.112", "Ed25519"},
	{"1.3.101.113", "Ed448"},
}

// describeOID returns the dotted form of the OBJECT IDENTIFIER contents oid
// followed by its name in parentheses if knownOIDs has it.
func describeOID(oid []byte) string {
	s := oidString(oid)
	for _, k := range knownOIDs {
		if k.oid == s {
			return s + " (" + k.name + ")"
		}
	}
	return s
}

// keyError returns an ErrKeyFormat error with the detail msg.
func keyError(msg string) error { return errorf(ErrKeyFormat, msg) }

// expect reads one element of tag tag named what from in.
func expect(in []byte, tag byte, what string) (content, rest []byte, err error) {
	content, rest, ok := readElement(in, tag)
	if !ok {
		return nil, nil, headerError(ErrKeyFormat, in, what, tag)
	}
	return content, rest, nil
}

// noTrailing refuses data left after what.
func noTrailing(rest []byte, what string) error {
	if len(rest) != 0 {
		return keyError("DER: trailing data: " + byteCount(len(rest)) + " after " + what)
	}
	return nil
}

// readVersion reads an INTEGER that must be the small value want.
func readVersion(in []byte, what string, want byte) (rest []byte, err error) {
	v, rest, err := expect(in, 0x02, what+" version INTEGER")
	if err != nil {
		return nil, err
	}
	if len(v) != 1 || v[0] != want {
		return nil, keyError(what + " version is not " + strconv.Itoa(int(want)) + " (or not a minimal INTEGER)")
	}
	return rest, nil
}

// The key-file formats, as keyFormat tells them apart.
const (
	formatUnknown = iota
	formatSPKI    // SEQUENCE { SEQUENCE (AlgorithmIdentifier), BIT STRING, … }
	formatSEC1    // SEQUENCE { INTEGER 1, OCTET STRING, … }
	formatPKCS8   // SEQUENCE { INTEGER 0 or 1, SEQUENCE (AlgorithmIdentifier), … }
	formatPKCS1   // SEQUENCE { INTEGER 0, INTEGER, … }: an RSA (PKCS #1) or DSA private key
)

// formatHints say, for a key file given to the wrong parser, what it is and
// which parser reads it.
var formatHints = [...]string{
	formatSPKI:  `this is a SubjectPublicKeyInfo (PEM "PUBLIC KEY"), a public key: use ParsePKIXPublicKey instead`,
	formatSEC1:  `this is a SEC 1 ECPrivateKey (PEM "EC PRIVATE KEY"): use ParseECPrivateKey instead`,
	formatPKCS8: `this is a PKCS #8 PrivateKeyInfo (PEM "PRIVATE KEY"): use ParsePKCS8PrivateKey instead`,
	formatPKCS1: `this looks like an RSA (PKCS #1, PEM "RSA PRIVATE KEY") or DSA private key, not an elliptic-curve key`,
}

// keyFormat tells which key-file format der is in from the tags (and the
// version) of the first two fields of its SEQUENCE. The formats differ
// there, so no file of one is taken for another; a file broken further on
// keeps its format, and the right parser then says what is wrong.
func keyFormat(der []byte) int {
	seq, _, ok := readElement(der, 0x30)
	if !ok {
		return formatUnknown
	}
	if v, rest, ok := readElement(seq, 0x02); ok {
		if len(v) != 1 || len(rest) == 0 {
			return formatUnknown
		}
		switch {
		case v[0] <= 1 && rest[0] == 0x30:
			return formatPKCS8
		case v[0] == 1 && rest[0] == 0x04:
			return formatSEC1
		case v[0] == 0 && rest[0] == 0x02:
			return formatPKCS1
		}
		return formatUnknown
	}
	if _, rest, ok := readElement(seq, 0x30); ok && len(rest) > 0 && rest[0] == 0x03 {
		return formatSPKI
	}
	return formatUnknown
}

// formatError returns an ErrKeyFormat error naming the right parser if der
// is a key file of a format other than want, else nil.
func formatError(der []byte, want int) error {
	if f := keyFormat(der); f != want && f != formatUnknown {
		return keyError(formatHints[f])
	}
	return nil
}

// readBitString reads a BIT STRING with no unused bits named what and
// returns its bytes.
func readBitString(in []byte, what string) (bits, rest []byte, err error) {
	b, rest, err := expect(in, 0x03, what+" BIT STRING")
	if err != nil {
		return nil, nil, err
	}
	bits, err = bitStringBytes(b, what)
	return bits, rest, err
}

// bitStringBytes returns the bytes of the contents b of a BIT STRING named
// what, which must have no unused bits.
func bitStringBytes(b []byte, what string) ([]byte, error) {
	if len(b) == 0 {
		return nil, keyError("DER: " + what + " BIT STRING has no content bytes")
	}
	if b[0] != 0 {
		return nil, keyError(what + " BIT STRING has " + strconv.Itoa(int(b[0])) + " unused bits, want whole bytes")
	}
	return b[1:], nil
}

// readAlgorithm reads an AlgorithmIdentifier for id-ecPublicKey and returns
// the curve of its parameters.
func readAlgorithm(in []byte) (c *Curve, rest []byte, err error) {
	alg, rest, err := expect(in, 0x30, "AlgorithmIdentifier SEQUENCE")
	if err != nil {
		return nil, nil, err
	}
	oid, params, err := expect(alg, 0x06, "algorithm OBJECT IDENTIFIER")
	if err != nil {
		return nil, nil, err
	}
	if string(oid) != string(oidECPublicKey) {
		return nil, nil, keyError("algorithm " + describeOID(oid) + " is not id-ecPublicKey (1.2.840.10045.2.1): " +
			"this package reads elliptic-curve keys only")
	}
	c, params, err = readECParameters(params)
	if err != nil {
		return nil, nil, err
	}
	if err := noTrailing(params, "the curve in the AlgorithmIdentifier"); err != nil {
		return nil, nil, err
	}
	return c, rest, nil
}

// readECParameters reads ECParameters: a named curve (an OBJECT IDENTIFIER)
// or explicit parameters (a SpecifiedECDomain SEQUENCE) equal to one of the
// seven curves.
func readECParameters(in []byte) (c *Curve, rest []byte, err error) {
	if len(in) > 0 && in[0] == 0x30 {
		return readSpecifiedDomain(in)
	}
	oid, rest, err := expect(in, 0x06, "namedCurve OBJECT IDENTIFIER")
	if err != nil {
		return nil, nil, err
	}
	if c = curveByOID(oid); c == nil {
		if oidString(oid) == "(malformed)" {
			return nil, nil, keyError("DER: namedCurve OBJECT IDENTIFIER is malformed")
		}
		// A well-formed key of another curve (brainpoolP256r1, say, or a
		// curve a uecc_no_<name> build left out): say so with
		// ErrUnsupportedCurve too, so that callers can tell it from a
		// broken file.
		return nil, nil, unsupportedCurve("curve " + describeOID(oid) + " is not supported")
	}
	return c, rest, nil
}

// unsupportedCurve returns an error that is both ErrKeyFormat and
// ErrUnsupportedCurve, for a key file on a curve other than those of Curves,
// with the detail msg and the list of those.
func unsupportedCurve(msg string) error {
	msg += " (supported:"
	for i, c := range Curves() {
		if i > 0 {
			msg += ","
		}
		msg += " " + c.Name() + " " + oidString(c.oid())
	}
	return errorf2(ErrKeyFormat, ErrUnsupportedCurve, msg+")")
}

// readSpecifiedDomain reads explicit curve parameters (SEC 1 §C.2) and
// returns the one of the seven curves they describe:
//
//	SpecifiedECDomain ::= SEQUENCE { version INTEGER (1..3), fieldID SEQUENCE { prime-field OID, p INTEGER },
//	    curve SEQUENCE { a OCTET STRING, b OCTET STRING, seed BIT STRING OPTIONAL },
//	    base OCTET STRING (a point), order INTEGER, cofactor INTEGER OPTIONAL, hash … OPTIONAL }
//
// The cofactor must be present (and 1); the seed is ignored; a hash
// algorithm is refused. Parameters of another curve (a binary field, a
// cofactor other than 1, or p, a, b and the order of none of the seven) are
// also ErrUnsupportedCurve, as an unknown named curve is; those of one of the
// seven with another base point are only ErrKeyFormat.
func readSpecifiedDomain(in []byte) (c *Curve, rest []byte, err error) {
	dom, rest, err := expect(in, 0x30, "SpecifiedECDomain SEQUENCE")
	if err != nil {
		return nil, nil, err
	}
	v, dom, err := expect(dom, 0x02, "SpecifiedECDomain version INTEGER")
	if err != nil {
		return nil, nil, err
	}
	if len(v) != 1 || v[0] < 1 || v[0] > 3 {
		return nil, nil, keyError("SpecifiedECDomain version is not 1, 2 or 3 (or not a minimal INTEGER)")
	}
	field, dom, err := expect(dom, 0x30, "fieldID SEQUENCE")
	if err != nil {
		return nil, nil, err
	}
	ft, field, err := expect(field, 0x06, "fieldType OBJECT IDENTIFIER")
	if err != nil {
		return nil, nil, err
	}
	if string(ft) == string(oidBinaryField) {
		return nil, nil, unsupportedCurve("explicit curve parameters over a binary field (characteristic-two-field 1.2.840.10045.1.2)")
	}
	if string(ft) != string(oidPrimeField) {
		return nil, nil, keyError("field type " + oidString(ft) + " is not prime-field (1.2.840.10045.1.1)")
	}
	p, field, err := readInt(ErrKeyFormat, field, "p")
	if err != nil {
		return nil, nil, err
	}
	if err := noTrailing(field, "p in the fieldID"); err != nil {
		return nil, nil, err
	}
	curve, dom, err := expect(dom, 0x30, "curve SEQUENCE")
	if err != nil {
		return nil, nil, err
	}
	a, curve, err := expect(curve, 0x04, "a OCTET STRING")
	if err != nil {
		return nil, nil, err
	}
	b, curve, err := expect(curve, 0x04, "b OCTET STRING")
	if err != nil {
		return nil, nil, err
	}
	if len(curve) > 0 {
		if _, curve, err = readBitString(curve, "seed"); err != nil {
			return nil, nil, err
		}
	}
	if err := noTrailing(curve, "b (and the seed) in the curve SEQUENCE"); err != nil {
		return nil, nil, err
	}
	base, dom, err := expect(dom, 0x04, "base OCTET STRING")
	if err != nil {
		return nil, nil, err
	}
	n, dom, err := readInt(ErrKeyFormat, dom, "order")
	if err != nil {
		return nil, nil, err
	}
	if len(dom) == 0 {
		// ASN.1 makes it OPTIONAL; RFC 3279 §2.3.5 requires it, OpenSSL
		// writes it, and Wycheproof labels its absence invalid.
		return nil, nil, keyError("explicit curve parameters without the cofactor")
	}
	h, dom, err := readInt(ErrKeyFormat, dom, "cofactor")
	if err != nil {
		return nil, nil, err
	}
	if err := noTrailing(dom, "the cofactor in the SpecifiedECDomain (a hash algorithm is not supported)"); err != nil {
		return nil, nil, err
	}
	if len(h) != 1 || h[0] != 1 {
		return nil, nil, unsupportedCurve("explicit curve parameters with a cofactor other than 1: none of the supported curves")
	}
	for _, c := range Curves() {
		pr := c.params
		if string(p) != string(c.p) || string(n) != string(c.n) ||
			string(trimMag(a)) != string(trimMag(hexconst.Decode(pr.A))) ||
			string(trimMag(b)) != string(trimMag(hexconst.Decode(pr.B))) {
			continue
		}
		g, err := c.newPublicKeySEC1(base)
		if err != nil || string(g.raw()) != string(hexconst.Decode(pr.Gx+pr.Gy)) {
			return nil, nil, keyError("explicit curve parameters of " + c.Name() + " with another base point")
		}
		return c, rest, nil
	}
	return nil, nil, unsupportedCurve("explicit curve parameters of another curve: p, a, b and the order match none of the supported curves")
}

// ParsePKIXPublicKey parses a public key in a DER SubjectPublicKeyInfo (RFC
// 5480, the "PUBLIC KEY" of PEM files, what crypto/x509.ParsePKIXPublicKey
// and `openssl pkey -pubout -outform DER` handle): the algorithm
// id-ecPublicKey, the curve named by its object identifier (or given by
// explicit parameters equal to one of the seven curves) and the point in a BIT
// STRING, SEC 1 uncompressed (0x04‖X‖Y) or compressed (0x02|0x03‖X). The
// point is validated as NewPublicKey validates it.
//
// The encoding must be strict DER (the rules of SignatureFromASN1) with
// nothing after the SEQUENCE.
//
// Errors wrap ErrKeyFormat (not strict DER, wrong structure, another
// algorithm, a curve other than the seven: the text says which, with the
// object identifier and, for the well-known ones, the name; for a private
// key file it names the parser to use) or ErrPublicKey (the point, also
// ErrCompressedPoint for a compressed one); compare with errors.Is. A key on
// another curve (brainpoolP256r1, one a uecc_no_<name> build left out, …,
// named or given by explicit parameters) is also ErrUnsupportedCurve.
func ParsePKIXPublicKey(der []byte) (*PublicKey, error) {
	if err := formatError(der, formatSPKI); err != nil {
		return nil, err
	}
	spki, rest, err := expect(der, 0x30, "SubjectPublicKeyInfo SEQUENCE")
	if err != nil {
		return nil, err
	}
	if err := noTrailing(rest, "the SubjectPublicKeyInfo"); err != nil {
		return nil, err
	}
	c, spki, err := readAlgorithm(spki)
	if err != nil {
		return nil, err
	}
	point, spki, err := readBitString(spki, "subjectPublicKey")
	if err != nil {
		return nil, err
	}
	if err := noTrailing(spki, "the subjectPublicKey inside the SEQUENCE"); err != nil {
		return nil, err
	}
	return c.newPublicKeySEC1(point)
}

// newPublicKeySEC1 is NewPublicKey for the SEC 1 encodings only (not raw
// X‖Y, which a key file never holds).
func (c *Curve) newPublicKeySEC1(point []byte) (*PublicKey, error) {
	if len(point) != c.PublicKeySize()+1 && len(point) != c.FieldSize()+1 {
		return nil, errorf(ErrPublicKey, "the point is "+strconv.Itoa(len(point))+" bytes, a SEC 1 point of "+c.Name()+" is "+
			strconv.Itoa(c.PublicKeySize()+1)+" (0x04‖X‖Y) or "+strconv.Itoa(c.FieldSize()+1)+" (0x02|0x03‖X)")
	}
	return c.NewPublicKey(point)
}

// MarshalPKIXPublicKey returns the DER SubjectPublicKeyInfo of k: the
// algorithm id-ecPublicKey, the curve's named-curve object identifier and the
// uncompressed point 0x04‖X‖Y, the bytes crypto/x509.MarshalPKIXPublicKey
// gives for the curves it supports.
//
// Errors wrap ErrPublicKey if k is nil.
func MarshalPKIXPublicKey(k *PublicKey) ([]byte, error) {
	if k == nil || k.curve == nil {
		return nil, errorf(ErrPublicKey, "the public key is nil")
	}
	return appendSPKI(nil, k), nil
}

func appendSPKI(out []byte, k *PublicKey) []byte {
	alg := appendAlgorithm(nil, k.curve)
	bits := appendBitString(nil, k.Bytes())
	return appendElement(out, 0x30, append(alg, bits...))
}

func appendAlgorithm(out []byte, c *Curve) []byte {
	body := appendElement(nil, 0x06, oidECPublicKey)
	body = appendElement(body, 0x06, c.oid())
	return appendElement(out, 0x30, body)
}

func appendBitString(out, b []byte) []byte {
	return appendElement(out, 0x03, append([]byte{0}, b...))
}

// appendElement appends the DER element of tag tag and contents content,
// its length in the minimal form.
func appendElement(out []byte, tag byte, content []byte) []byte {
	out = append(out, tag)
	switch n := len(content); {
	case n < 0x80:
		out = append(out, byte(n))
	case n < 0x100:
		out = append(out, 0x81, byte(n))
	default: // key files are far below 64 KiB
		out = append(out, 0x82, byte(n>>8), byte(n))
	}
	return append(out, content...)
}

// ParseECPrivateKey parses a private key in a DER ECPrivateKey (SEC 1 §C.4,
// RFC 5915: the "EC PRIVATE KEY" of PEM files, what
// crypto/x509.ParseECPrivateKey and `openssl ec -outform DER` handle). The
// curve comes from the parameters [0], which must be present here: a named
// curve, or explicit parameters equal to one of the seven curves, the
// cofactor included (as `openssl ecparam -param_enc explicit` writes them).
// The private key is the OCTET STRING, PrivateKeySize bytes big-endian, and
// must be in [1, n−1]. As crypto/x509 and OpenSSL do, a shorter one is taken
// as having lost its leading zero bytes, and a longer one is accepted if the
// bytes beyond PrivateKeySize are leading zero bytes (any number of them;
// some encoders pad the key so): a non-zero byte there is ErrPrivateKey. The
// public key [1], if present, must be the one of the private key,
// uncompressed or compressed.
//
// The encoding must be strict DER (the rules of SignatureFromASN1) with
// nothing after the SEQUENCE. The private key's value steers no branch: it is
// checked as NewPrivateKey checks it (the padding bytes are OR-ed together;
// only whether they are all zero, which the error tells anyway, decides).
//
// Errors wrap ErrKeyFormat (not strict DER, wrong structure or version, no
// curve or one other than the seven: the text says which, naming the
// well-known curves; for a PKCS #8 or SubjectPublicKeyInfo file it names the
// parser to use) or ErrPrivateKey (the value not in [1, n−1], a non-zero
// padding byte, or a public key that does not match); compare with
// errors.Is. A key on another curve (brainpoolP256r1, Ed25519, …) is
// also ErrUnsupportedCurve.
func ParseECPrivateKey(der []byte) (*PrivateKey, error) {
	if err := formatError(der, formatSEC1); err != nil {
		return nil, err
	}
	return parseECPrivateKey(der, nil)
}

// parseECPrivateKey parses an ECPrivateKey; the curve c, if not nil, is the
// one of the enclosing PKCS #8 AlgorithmIdentifier, which the parameters, if
// present, must match.
func parseECPrivateKey(der []byte, c *Curve) (*PrivateKey, error) {
	seq, rest, err := expect(der, 0x30, "ECPrivateKey SEQUENCE")
	if err != nil {
		return nil, err
	}
	if err := noTrailing(rest, "the ECPrivateKey"); err != nil {
		return nil, err
	}
	if seq, err = readVersion(seq, "ECPrivateKey", 1); err != nil {
		return nil, err
	}
	d, seq, err := expect(seq, 0x04, "privateKey OCTET STRING")
	if err != nil {
		return nil, err
	}
	if len(seq) > 0 && seq[0] == 0xa0 {
		var params []byte
		if params, seq, err = expect(seq, 0xa0, "[0] parameters"); err != nil {
			return nil, err
		}
		pc, params, err := readECParameters(params)
		if err != nil {
			return nil, err
		}
		if err := noTrailing(params, "the curve in the [0] parameters"); err != nil {
			return nil, err
		}
		if c != nil && pc != c {
			return nil, keyError("the ECPrivateKey is on " + pc.Name() + ", its PKCS #8 AlgorithmIdentifier on " + c.Name())
		}
		c = pc
	}
	var pub []byte
	hasPub := len(seq) > 0 && seq[0] == 0xa1
	if hasPub {
		var pk []byte
		if pk, seq, err = expect(seq, 0xa1, "[1] publicKey"); err != nil {
			return nil, err
		}
		if pub, pk, err = readBitString(pk, "publicKey"); err != nil {
			return nil, err
		}
		if err := noTrailing(pk, "the BIT STRING in the [1] publicKey"); err != nil {
			return nil, err
		}
	}
	if err := noTrailing(seq, "the last field of the ECPrivateKey inside the SEQUENCE"); err != nil {
		return nil, err
	}
	if c == nil {
		return nil, keyError("the ECPrivateKey has no [0] parameters: its curve is unknown")
	}
	size := c.PrivateKeySize()
	if len(d) > size {
		// Leading zero padding, which SEC 1 does not allow but some encoders
		// write and crypto/x509 and OpenSSL read. These are bytes of the
		// secret key, so they are OR-ed together rather than tested one by
		// one; only the result, which the error reveals anyway, steers a
		// branch.
		var excess byte
		for _, b := range d[:len(d)-size] {
			excess |= b
		}
		if excess != 0 {
			return nil, errorf(ErrPrivateKey, "the privateKey OCTET STRING is "+strconv.Itoa(len(d))+" bytes, "+c.Name()+" takes "+
				strconv.Itoa(size)+" (more only as leading zero bytes, and these are not all zero)")
		}
		d = d[len(d)-size:]
	}
	var buf [maxScalar]byte
	copy(buf[size-len(d):size], d) // the length is public
	k, err := c.NewPrivateKey(buf[:size])
	clear(buf[:])
	if err != nil {
		return nil, err
	}
	if hasPub {
		if err := k.checkPublicKey(pub, "the publicKey in the ECPrivateKey"); err != nil {
			return nil, err
		}
	}
	return k, nil
}

// checkPublicKey refuses a SEC 1 point pub, uncompressed or compressed,
// that is not the public key of k; what names the field it came from.
func (k *PrivateKey) checkPublicKey(pub []byte, what string) error {
	var want []byte
	switch len(pub) {
	case k.curve.FieldSize() + 1:
		want = k.pub.BytesCompressed()
	default:
		want = k.pub.Bytes()
	}
	if subtle.ConstantTimeCompare(pub, want) != 1 {
		return errorf(ErrPrivateKey, what+" is not the public key of the privateKey")
	}
	return nil
}

// MarshalECPrivateKey returns the DER ECPrivateKey (RFC 5915) of k: version
// 1, the private key (PrivateKeySize bytes), the curve's named-curve object
// identifier [0] and the uncompressed public key [1], the bytes
// crypto/x509.MarshalECPrivateKey gives for the curves it supports and the
// fields `openssl ecparam -genkey -noout` writes.
//
// Errors wrap ErrPrivateKey if k is nil.
func MarshalECPrivateKey(k *PrivateKey) ([]byte, error) {
	if k == nil || k.curve == nil {
		return nil, errorf(ErrPrivateKey, "the private key is nil")
	}
	return appendECPrivateKey(nil, k, true), nil
}

func appendECPrivateKey(out []byte, k *PrivateKey, withCurve bool) []byte {
	body := []byte{0x02, 0x01, 0x01}
	body = appendElement(body, 0x04, k.d[:k.curve.PrivateKeySize()])
	if withCurve {
		body = appendElement(body, 0xa0, appendElement(nil, 0x06, k.curve.oid()))
	}
	body = appendElement(body, 0xa1, appendBitString(nil, k.pub.Bytes()))
	out = appendElement(out, 0x30, body)
	clear(body)
	return out
}

// ParsePKCS8PrivateKey parses a private key in a DER PKCS #8 PrivateKeyInfo
// (RFC 5208) or OneAsymmetricKey (RFC 5958): the "PRIVATE KEY" of PEM files,
// what crypto/x509.ParsePKCS8PrivateKey handles and `openssl genpkey` and
// `openssl pkcs8 -topk8 -nocrypt` write. It holds the version, 0 or 1; the
// AlgorithmIdentifier id-ecPublicKey with the curve (named or explicit, as
// ParsePKIXPublicKey); and an OCTET STRING holding an ECPrivateKey, parsed
// as ParseECPrivateKey does (zero padding of the private key included)
// except that its [0] parameters may be absent (if present they must name
// the same curve). Attributes [0] after it are allowed and ignored. Version
// 1 may end with a publicKey [1] (IMPLICIT BIT STRING, no unused bits),
// which must be the public key of the private key, uncompressed or
// compressed; version 0 must not have it.
//
// Errors wrap ErrKeyFormat or ErrPrivateKey (also for a publicKey [1] that
// does not match), as ParseECPrivateKey, and also ErrUnsupportedCurve for a
// key on another curve; for another algorithm (RSA, Ed25519, …) the text
// names it, and for an ECPrivateKey or SubjectPublicKeyInfo file it names
// the parser to use. Compare with errors.Is.
func ParsePKCS8PrivateKey(der []byte) (*PrivateKey, error) {
	if err := formatError(der, formatPKCS8); err != nil {
		return nil, err
	}
	seq, rest, err := expect(der, 0x30, "PrivateKeyInfo SEQUENCE")
	if err != nil {
		return nil, err
	}
	if err := noTrailing(rest, "the PrivateKeyInfo"); err != nil {
		return nil, err
	}
	v, seq, err := expect(seq, 0x02, "PrivateKeyInfo version INTEGER")
	if err != nil {
		return nil, err
	}
	if len(v) != 1 || v[0] > 1 {
		return nil, keyError("PrivateKeyInfo version is not 0 or 1 (v1 or v2 of RFC 5958), or not a minimal INTEGER")
	}
	c, seq, err := readAlgorithm(seq)
	if err != nil {
		return nil, err
	}
	inner, seq, err := expect(seq, 0x04, "privateKey OCTET STRING")
	if err != nil {
		return nil, err
	}
	if len(seq) > 0 && seq[0] == 0xa0 {
		if _, seq, err = expect(seq, 0xa0, "[0] attributes"); err != nil {
			return nil, err
		}
	}
	var pub []byte
	hasPub := len(seq) > 0 && seq[0] == 0x81
	if hasPub {
		if v[0] == 0 {
			return nil, keyError("a version 0 PrivateKeyInfo has a [1] publicKey: only version 1 (RFC 5958) may have one")
		}
		var bits []byte
		if bits, seq, err = expect(seq, 0x81, "[1] publicKey"); err != nil {
			return nil, err
		}
		if pub, err = bitStringBytes(bits, "[1] publicKey"); err != nil {
			return nil, err
		}
	}
	if err := noTrailing(seq, "the privateKey (and attributes and publicKey) inside the PrivateKeyInfo"); err != nil {
		return nil, err
	}
	k, err := parseECPrivateKey(inner, c)
	if err != nil {
		return nil, err
	}
	if hasPub {
		if err := k.checkPublicKey(pub, "the [1] publicKey of the PKCS #8 OneAsymmetricKey"); err != nil {
			return nil, err
		}
	}
	return k, nil
}

// MarshalPKCS8PrivateKey returns the DER PKCS #8 PrivateKeyInfo of k:
// version 0, the AlgorithmIdentifier id-ecPublicKey with the curve's
// named-curve object identifier, and the ECPrivateKey of k without its [0]
// parameters (the curve is in the AlgorithmIdentifier), the bytes
// crypto/x509.MarshalPKCS8PrivateKey gives for the curves it supports and
// the fields of the "PRIVATE KEY" that `openssl pkey` writes in PEM (its
// DER output, with -outform DER, is SEC 1: MarshalECPrivateKey).
//
// Errors wrap ErrPrivateKey if k is nil or a zero value.
func MarshalPKCS8PrivateKey(k *PrivateKey) ([]byte, error) {
	if k == nil || k.curve == nil {
		return nil, errorf(ErrPrivateKey, "the private key is nil")
	}
	body := []byte{0x02, 0x01, 0x00}
	body = appendAlgorithm(body, k.curve)
	inner := appendECPrivateKey(nil, k, false)
	body = appendElement(body, 0x04, inner)
	clear(inner)
	out := appendElement(nil, 0x30, body)
	clear(body)
	return out, nil
}
