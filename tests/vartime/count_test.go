//go:build vartimecount

package vartime

import (
	"bytes"
	"crypto"
	"crypto/sha256"
	"fmt"
	"hash"
	"io"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/uecc-go/uecc/internal/ct"
	"github.com/uecc-go/uecc/internal/ecc"
	"github.com/uecc-go/uecc/internal/ecc/secp160r1"
	"github.com/uecc-go/uecc/internal/ecc/secp192r1"
	"github.com/uecc-go/uecc/internal/ecc/secp224r1"
	"github.com/uecc-go/uecc/internal/ecc/secp256k1"
	"github.com/uecc-go/uecc/internal/ecc/secp256r1"
	"github.com/uecc-go/uecc/internal/ecc/secp384r1"
	"github.com/uecc-go/uecc/internal/ecc/secp521r1"
	"github.com/uecc-go/uecc/internal/rfc6979"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// engines are the curves' engines, as the C library's Go code reaches them
// (capi's engineByIndex).
var engines = map[string]ecc.Engine{
	"secp160r1": secp160r1.New(), "secp192r1": secp192r1.New(), "secp224r1": secp224r1.New(),
	"secp256k1": secp256k1.New(), "secp256r1": secp256r1.New(), "secp384r1": secp384r1.New(),
	"secp521r1": secp521r1.New(),
}

// An operation is one call of the API, or the sequence of engine calls one
// export of the C library makes.
type operation struct {
	name string
	run  func() error
	// For an operation on secrets, public are the public steps it declares:
	// the listed functions it may enter directly (no listed function
	// enclosing them), each with the number of entries. Everything it
	// enters beneath them runs on the public data they were given.
	public map[string]int
	// For a public operation, enters are listed functions (their names in
	// ecc.VartimeFuncs) it must enter, directly or not.
	enters []string
}

// rng is a deterministic source for keys, nonces and blinds.
func rng(seed uint64) io.Reader {
	return rand.NewChaCha8([32]byte{byte(seed), byte(seed >> 8), 'v', 't'})
}

// fixture holds the public and secret values of one curve's operations.
type fixture struct {
	c       *uecc.Curve
	m       *microecc.Curve
	e       ecc.Engine
	priv    *uecc.PrivateKey
	d       []byte // priv's raw key
	pub     []byte // its public key X‖Y
	peer    *uecc.PublicKey
	peerRaw []byte
	hash    []byte
	sig     []byte // r‖s of hash by priv
	highS   []byte // a signature with s > n/2
	rsv     []byte // r‖s‖v
	der     []byte
	comp    []byte // pub compressed
}

func newFixture(t *testing.T, c *uecc.Curve) *fixture {
	f := &fixture{c: c, m: microecc.For(c), e: engines[c.Name()]}
	if f.e == nil {
		t.Fatalf("%s: no engine", c.Name())
	}
	var err error
	if f.priv, err = c.GeneratePrivateKey(rng(1)); err != nil {
		t.Fatal(err)
	}
	f.d, f.pub = f.priv.Bytes(), f.priv.PublicKey().BytesXY()
	other, err := c.GeneratePrivateKey(rng(2))
	if err != nil {
		t.Fatal(err)
	}
	f.peer = other.PublicKey()
	f.peerRaw = f.peer.BytesXY()
	sum := sha256.Sum256([]byte("vartime " + c.Name()))
	f.hash = sum[:]
	if f.sig, err = c.Sign(rng(3), f.d, f.hash); err != nil {
		t.Fatal(err)
	}
	for i := uint64(4); f.highS == nil; i++ {
		s, err := c.Sign(rng(i), f.d, f.hash)
		if err != nil {
			t.Fatal(err)
		}
		if !c.IsLowS(s) {
			f.highS = s
		}
	}
	if f.rsv, err = c.SignRecoverable(rng(5), f.d, f.hash); err != nil {
		t.Fatal(err)
	}
	if f.der, err = c.SignatureToASN1(f.sig); err != nil {
		t.Fatal(err)
	}
	f.comp = f.priv.PublicKey().BytesCompressed()
	return f
}

// check returns nil if err is nil, else err with the operation's name.
func check(what string, err error) error {
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

func want(ok bool, what string) error {
	if !ok {
		return fmt.Errorf("%s failed", what)
	}
	return nil
}

// firstBaseMults is the operation run on each curve before any other: k·G
// BaseTableAfter + 2 times, the first ones without the fixed-base table,
// then one that builds it (public multiples of G, built inside an operation
// on a secret), then one with it.
func firstBaseMults(e ecc.Engine) operation {
	p := e.Params()
	return operation{name: "engine ScalarBaseMult ×(BaseTableAfter+2): without the fixed-base table, building it, with it",
		run: func() error {
			k := make([]byte, p.ScalarBytes)
			io.ReadFull(rng(6), k)
			k[0] = 0 // below n on every curve
			want := make([]byte, 2*p.FieldBytes)
			out := make([]byte, 2*p.FieldBytes)
			for i := 0; i < ecc.BaseTableAfter+2; i++ {
				e.ScalarBaseMult(out, k)
				if i == 0 {
					copy(want, out)
				} else if !bytes.Equal(out, want) {
					return fmt.Errorf("k·G differs at call %d", i)
				}
			}
			return nil
		}}
}

// secretOperations are the operations of f's curve that take a secret: key
// generation, public keys, ECDH, every signing path of uecc and microecc,
// private keys in DER, and the engine calls of the C library's Go exports
// (ucgo_sign_nonce, behind uECC_sign and the other signers with the
// caller's RNG, ucgo_sign_hedged, behind uECC_sign_hedged, and
// ucgo_point_mult, behind uECC_point_mult, the one VLI function that calls
// Go with a secret).
func secretOperations(f *fixture) []operation {
	c, m, e := f.c, f.m, f.e
	p := e.Params()
	ps, fs := p.ScalarBytes, p.FieldBytes
	encodeSig := map[string]int{"uecc.encodeSig": 1}
	recoverable := map[string]int{"uecc.(*Curve).NormalizeS": 1, "uecc.(*Curve).setRecoveryID": 1}
	k := make([]byte, ps)
	io.ReadFull(rng(7), k)
	k[0] &= 0x7f // below n where n has a whole number of bytes
	if p.NBits%8 != 0 {
		k[0] = 0 // secp160r1's n has 161 bits, secp521r1's 521: the first byte is 1
	}
	return []operation{
		{name: "uecc GeneratePrivateKey", run: func() error { _, err := c.GeneratePrivateKey(rng(10)); return err }},
		{name: "uecc GeneratePrivateKey (the OS source)", run: func() error { _, err := c.GeneratePrivateKey(nil); return err }},
		{name: "uecc NewPrivateKey (public-key computation)", run: func() error {
			k, err := c.NewPrivateKey(f.d)
			if err != nil {
				return err
			}
			return want(bytes.Equal(k.PublicKey().BytesXY(), f.pub), "public key")
		}},
		{name: "uecc PrivateKey.ECDH", run: func() error { _, err := f.priv.ECDH(f.peer); return err }},
		{name: "uecc PrivateKey.Equal", run: func() error { return want(f.priv.Equal(f.priv), "Equal") }},
		{name: "uecc Sign", run: func() error { _, err := c.Sign(rng(11), f.d, f.hash); return err }},
		{name: "uecc Sign (the OS source)", run: func() error { _, err := c.Sign(nil, f.d, f.hash); return err }},
		{name: "uecc SignBatch", run: func() error {
			// Twice: the first may run before the fixed-base table is due
			// (one signature at a time), the second shares the inversions.
			for range 2 {
				hashes := make([][]byte, 12)
				for i := range hashes {
					hashes[i] = f.hash
				}
				if _, err := c.SignBatch(rng(14), f.d, hashes); err != nil {
					return err
				}
			}
			return nil
		}},
		{name: "uecc SignDeterministic (RFC 6979)", run: func() error {
			_, err := c.SignDeterministic(crypto.SHA256, f.d, f.hash)
			return err
		}},
		{name: "uecc SignASN1", public: encodeSig, run: func() error { _, err := c.SignASN1(rng(12), f.d, f.hash); return err }},
		{name: "uecc PrivateKey.Sign (crypto.Signer)", public: encodeSig, run: func() error {
			_, err := f.priv.Sign(rng(13), f.hash, crypto.SHA256)
			return err
		}},
		{name: "uecc SignRecoverable", public: recoverable, run: func() error {
			_, err := c.SignRecoverable(rng(14), f.d, f.hash)
			return err
		}},
		{name: "uecc SignRecoverableDeterministic", public: recoverable, run: func() error {
			_, err := c.SignRecoverableDeterministic(crypto.SHA256, f.d, f.hash)
			return err
		}},
		{name: "uecc MarshalECPrivateKey, ParseECPrivateKey", run: func() error {
			der, err := uecc.MarshalECPrivateKey(f.priv)
			if err != nil {
				return err
			}
			k, err := uecc.ParseECPrivateKey(der)
			return check("parse", errIf(err, k != nil && !k.Equal(f.priv), "another key"))
		}},
		{name: "uecc MarshalPKCS8PrivateKey, ParsePKCS8PrivateKey", run: func() error {
			der, err := uecc.MarshalPKCS8PrivateKey(f.priv)
			if err != nil {
				return err
			}
			k, err := uecc.ParsePKCS8PrivateKey(der)
			return check("parse", errIf(err, k != nil && !k.Equal(f.priv), "another key"))
		}},
		{name: "microecc MakeKey", run: func() error {
			return m.MakeKey(make([]byte, 2*fs), make([]byte, ps), rng(20))
		}},
		{name: "microecc MakeKey (no RNG: the OS source, no blinds)", run: func() error {
			return m.MakeKey(make([]byte, 2*fs), make([]byte, ps), nil)
		}},
		{name: "microecc ComputePublicKey", run: func() error {
			out := make([]byte, 2*fs)
			if err := m.ComputePublicKey(out, f.d); err != nil {
				return err
			}
			return want(bytes.Equal(out, f.pub), "public key")
		}},
		{name: "microecc SharedSecret", run: func() error { return m.SharedSecret(make([]byte, fs), f.d, f.peerRaw) }},
		{name: "microecc DrawBlind", run: func() error { return m.DrawBlind(rng(21)) }},
		{name: "microecc Sign", run: func() error { return m.Sign(make([]byte, 2*fs), rng(22), f.d, f.hash) }},
		{name: "microecc Sign (no RNG)", run: func() error { return m.Sign(make([]byte, 2*fs), nil, f.d, f.hash) }},
		{name: "microecc SignWithK", run: func() error { return m.SignWithK(make([]byte, 2*fs), f.d, f.hash, k) }},
		{name: "microecc SignDeterministic", run: func() error {
			return m.SignDeterministic(make([]byte, 2*fs), rng(23), sha256.New, f.d, f.hash)
		}},
		{name: "microecc SignDeterministic (no blinds)", run: func() error {
			return m.SignDeterministic(make([]byte, 2*fs), nil, sha256.New, f.d, f.hash)
		}},
		{name: "microecc SignDeterministicLittleEndian", run: func() error {
			le := make([]byte, ps)
			for i := range le {
				le[i] = f.d[ps-1-i]
			}
			return m.SignDeterministicLittleEndian(make([]byte, 2*fs), nil, sha256.New, le, f.hash)
		}},
		{name: "microecc SignRFC6979", run: func() error {
			return m.SignRFC6979(make([]byte, 2*fs), func() hash.Hash { return sha256.New() }, f.d, f.hash)
		}},
		{name: "microecc SignRecoverable", public: map[string]int{"microecc.(*Curve).setRecoveryID": 1}, run: func() error {
			return m.SignRecoverable(make([]byte, 2*fs+1), rng(24), f.d, f.hash)
		}},
		{name: "engine ScalarIsValid, ScalarReduce, ScalarInvMul", run: func() error {
			out := make([]byte, ps)
			e.ScalarReduce(out, f.d)
			e.ScalarInvMul(out, f.d, k)
			return want(e.ScalarIsValid(f.d) == 1, "ScalarIsValid")
		}},
		{name: "engine ScalarMultX (ECDH)", run: func() error {
			return want(e.ScalarMultX(make([]byte, fs), f.d, f.peerRaw) == 1, "ScalarMultX")
		}},
		{name: "engine Sign", run: func() error {
			ee := make([]byte, ps)
			rfc6979.Bits2Int(ee, f.hash, p.NBits)
			e.ScalarReduce(ee, ee)
			return want(e.Sign(make([]byte, 2*fs), f.d, k, ee) == 1, "Sign")
		}},
		// capi's ucgo_sign_nonce, up to its recovery id (recoveryID: the
		// finished signature, public, as microecc's setRecoveryID).
		{name: "C library: ucgo_sign_nonce's engine calls (uECC_sign with the caller's RNG, …)", run: func() error {
			if ct.Declassify(e.ScalarIsValid(f.d)) != 1 || ct.Declassify(e.ScalarIsValid(k)) != 1 {
				return fmt.Errorf("ScalarIsValid")
			}
			var h [rfc6979.MaxScalar]byte
			mm := h[:ps]
			rfc6979.Bits2Int(mm, f.hash, p.NBits)
			e.ScalarReduce(mm, mm)
			if e.Sign(make([]byte, 2*fs), f.d, k, mm) != 1 {
				return fmt.Errorf("Sign")
			}
			e.ScalarBaseMult(make([]byte, 2*fs), f.d) // the public key for recoveryID
			return nil
		}},
		// capi's ucgo_sign_hedged (uECC_sign_hedged): uecc Sign with a reader
		// of the 32 bytes uecc.c drew from the caller's RNG, over uecc.c's
		// copy of the hash's first PrivateKeySize bytes (with the default RNG,
		// a nil reader: "uecc Sign (the OS source)").
		{name: "C library: ucgo_sign_hedged's call (uECC_sign_hedged with the caller's RNG)", run: func() error {
			z := make([]byte, 32)
			io.ReadFull(rng(25), z)
			_, err := c.Sign(bytes.NewReader(z), f.d, f.hash[:min(len(f.hash), ps)])
			return err
		}},
		// capi's ucgo_point_mult (uECC_point_mult): the scalar is secret.
		{name: "C library: ucgo_point_mult's engine calls (uECC_point_mult)", run: func() error {
			if !e.ValidPublicKey(f.peerRaw) {
				return fmt.Errorf("ValidPublicKey")
			}
			return want(e.ScalarMult(make([]byte, 2*fs), f.d, f.peerRaw) == 1, "ScalarMult")
		}},
		// ValidPublicKey is constant time but for its verdict (ECDH runs
		// it on the peer's key): it enters nothing either.
		{name: "engine ValidPublicKey, valid and invalid keys", run: func() error {
			bad := bytes.Clone(f.peerRaw)
			bad[len(bad)-1] ^= 1
			high := bytes.Repeat([]byte{0xff}, 2*fs)
			return want(e.ValidPublicKey(f.peerRaw) && !e.ValidPublicKey(bad) && !e.ValidPublicKey(high) &&
				m.ValidPublicKey(f.peerRaw), "ValidPublicKey")
		}},
	}
}

func errIf(err error, bad bool, what string) error {
	if err == nil && bad {
		return fmt.Errorf("%s", what)
	}
	return err
}

// publicOperations are operations on public data, with listed functions
// each must enter: they show that the counters count.
func publicOperations(f *fixture) []operation {
	c, m, e := f.c, f.m, f.e
	fs := e.Params().FieldBytes
	verify := []string{"<curve>.(*engine).Verify", "ecc.WNAF", "ecc.AbsDigit", "<curve>.(*jacobian).addAffine",
		"<curve>.(*fn).InvertVartime", "ecc.SafegcdInvertVartime", "ecc.divstepsVartime"}
	if ifmaCurve(c) {
		verify[3] = "<curve>.(*jacobian48).addAffine"
	}
	decompress := []string{"<curve>.(*engine).Decompress", "<curve>.(*fp).Sqrt"}
	return []operation{
		{name: "uecc Verify", enters: append([]string{"uecc.(*Curve).Verify"}, verify...), run: func() error {
			return c.Verify(f.pub, f.hash, f.sig)
		}},
		{name: "uecc Verify (a wrong signature)", enters: []string{"uecc.(*Curve).Verify", "<curve>.(*engine).Verify", "<curve>.rPlusN"},
			run: func() error {
				other := bytes.Clone(f.hash)
				other[0] ^= 1
				return want(c.Verify(f.pub, other, f.sig) != nil, "rejection")
			}},
		{name: "uecc VerifyASN1", enters: append([]string{"uecc.(*Curve).VerifyASN1", "uecc.parseSig", "uecc.lessMag"}, verify...),
			run: func() error { return c.VerifyASN1(f.pub, f.hash, f.der) }},
		{name: "microecc Verify", enters: verify, run: func() error { return want(m.Verify(f.pub, f.hash, f.sig), "Verify") }},
		{name: "uecc NewPublicKey (compressed)", enters: append([]string{"uecc.(*Curve).NewPublicKey"}, decompress...),
			run: func() error {
				k, err := c.NewPublicKey(f.comp)
				return errIf(err, err == nil && !bytes.Equal(k.BytesXY(), f.pub), "another key")
			}},
		{name: "uecc NewPublicKey (invalid)", enters: []string{"uecc.(*Curve).NewPublicKey", "uecc.(*Curve).publicKeyProblem", "uecc.trimMag"},
			run: func() error {
				bad := bytes.Clone(f.pub)
				bad[len(bad)-1] ^= 1
				_, err := c.NewPublicKey(bad)
				return want(err != nil, "rejection")
			}},
		{name: "uecc NewPublicKey (compressed, not on the curve)", enters: []string{"uecc.(*Curve).NewPublicKey", "uecc.(*Curve).compressedProblem"},
			run: func() error {
				for i := byte(0); ; i++ {
					in := append([]byte{2}, make([]byte, fs)...)
					in[fs] = i
					if _, err := c.NewPublicKey(in); err != nil {
						return nil
					}
				}
			}},
		{name: "microecc Decompress", enters: decompress, run: func() error {
			out := make([]byte, 2*fs)
			return errIf(m.Decompress(out, f.comp), !bytes.Equal(out, f.pub), "another key")
		}},
		{name: "engine FieldSqrt (uECC_vli_mod_sqrt)", enters: []string{"<curve>.(*engine).FieldSqrt", "<curve>.(*fp).Sqrt"},
			run: func() error {
				out := make([]byte, fs)
				if e.FieldSqrt(out, f.pub[fs:]) != 1 { // y², a square, would do; y itself is one in half the cases
					e.FieldSqrt(out, out)
				}
				return nil
			}},
		{name: "uecc RecoverPublicKey", enters: append([]string{"uecc.(*Curve).RecoverPublicKey", "uecc.(*Curve).recoverPublicKey",
			"<curve>.(*engine).PointAdd", "<curve>.(*jacobian).addAffine", "uecc.trimMag", "uecc.lessMag"}, decompress...),
			run: func() error {
				got, err := c.RecoverPublicKey(f.hash, f.rsv)
				return errIf(err, err == nil && !bytes.Equal(got, f.pub), "another key")
			}},
		{name: "microecc RecoverPublicKey", enters: []string{"uecc.(*Curve).RecoverPublicKey", "<curve>.(*engine).PointAdd"},
			run: func() error { return m.RecoverPublicKey(make([]byte, 2*fs), f.hash, f.rsv) }},
		{name: "engine PointAdd", enters: []string{"<curve>.(*engine).PointAdd", "<curve>.(*jacobian).addAffine"}, run: func() error {
			return want(e.PointAdd(make([]byte, 2*fs), f.pub, f.peerRaw) == 1, "PointAdd")
		}},
		{name: "uecc IsLowS, NormalizeS", enters: []string{"uecc.(*Curve).IsLowS", "uecc.(*Curve).NormalizeS", "uecc.subMag", "uecc.lessMag"},
			run: func() error {
				s := bytes.Clone(f.highS)
				return errIf(c.NormalizeS(s), !c.IsLowS(s), "still high")
			}},
		{name: "uecc SignatureToASN1, SignatureFromASN1", enters: []string{"uecc.(*Curve).SignatureToASN1", "uecc.(*Curve).SignatureFromASN1",
			"uecc.encodeSig", "uecc.parseSig", "uecc.trimMag"}, run: func() error {
			der, err := c.SignatureToASN1(f.sig)
			if err != nil {
				return err
			}
			raw, err := c.SignatureFromASN1(der)
			return errIf(err, err == nil && !bytes.Equal(raw, f.sig), "another signature")
		}},
	}
}

// curveFunc returns the function that the list's name stands for on curve.
func curveFunc(name, curve string) string {
	if rest, ok := strings.CutPrefix(name, ecc.VartimeCurve+"."); ok {
		return curve + "." + rest
	}
	return name
}

// secretProblems runs op, an operation on secrets, and returns what the
// counting hook saw that op does not declare: an entry of a listed function
// that no listed function encloses, beyond op's public steps.
func secretProblems(op operation) (problems []string, err error) {
	ecc.VartimeReset()
	err = op.run()
	counts, outer, unlisted := ecc.VartimeRecord()
	for fn, n := range counts {
		entered[fn] += n
	}
	for _, u := range unlisted {
		problems = append(problems, u+" calls the hook but is not in ecc.VartimeFuncs")
	}
	got := map[string]int{}
	var stacks = map[string][]string{}
	for _, call := range outer {
		got[call.Name]++
		if _, ok := stacks[call.Name]; !ok {
			stacks[call.Name] = append([]string{call.Func}, call.Stack...)
		}
	}
	names := make([]string, 0, len(got))
	for n := range got {
		names = append(names, n)
	}
	for n := range op.public {
		if got[n] == 0 {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		if got[n] != op.public[n] {
			problems = append(problems, fmt.Sprintf("%s entered %d times (declared public steps: %d), called by %s",
				n, got[n], op.public[n], strings.Join(stacks[n], " ← ")))
		}
	}
	return problems, err
}

// TestSecretOperationsEnterNoVartime runs every operation on secrets on
// every curve and requires that it enters no listed function but the
// public steps it declares.
func TestSecretOperationsEnterNoVartime(t *testing.T) {
	if !ecc.VartimeCount {
		t.Fatal("not the counting build")
	}
	ran := 0
	for _, c := range uecc.Curves() {
		run := func(op operation) {
			problems, err := secretProblems(op)
			if err != nil {
				t.Errorf("%s, %s: %v", c.Name(), op.name, err)
			}
			for _, p := range problems {
				t.Errorf("%s, %s: %s", c.Name(), op.name, p)
			}
			ran++
		}
		// First, before the fixture's keys and signatures use the curve.
		run(firstBaseMults(engines[c.Name()]))
		f := newFixture(t, c)
		for _, op := range slices.Concat(secretOperations(f), ecSecretOperations(newECFixture(t, c))) {
			run(op)
		}
	}
	if ran < 5*30 {
		t.Errorf("%d operations on secrets ran, want at least %d", ran, 5*30)
	}
	if !t.Failed() {
		t.Logf("%d operations on secrets (%d curves): none entered a variable-time function but its declared public steps", ran, len(uecc.Curves()))
	}
}

// entered is the union of the functions the operations of the tests entered.
var entered = map[string]int{}

// TestPublicOperationsEnterVartime runs the public operations and requires
// that each enters the listed functions expected of it: the counters count.
func TestPublicOperationsEnterVartime(t *testing.T) {
	for _, c := range uecc.Curves() {
		f := newFixture(t, c)
		for _, op := range slices.Concat(publicOperations(f), ecPublicOperations(newECFixture(t, c))) {
			ecc.VartimeReset()
			if err := op.run(); err != nil {
				t.Errorf("%s, %s: %v", c.Name(), op.name, err)
			}
			counts, _, unlisted := ecc.VartimeRecord()
			if len(unlisted) > 0 {
				t.Errorf("%s, %s: unlisted functions called the hook: %v", c.Name(), op.name, unlisted)
			}
			var seen []string
			total := 0
			for fn, n := range counts {
				entered[fn] += n
				total += n
				seen = append(seen, fmt.Sprintf("%s×%d", fn, n))
			}
			for _, name := range op.enters {
				if counts[curveFunc(name, c.Name())] == 0 {
					t.Errorf("%s, %s: %s not entered", c.Name(), op.name, curveFunc(name, c.Name()))
				}
			}
			sort.Strings(seen)
			if c.Name() == "secp256r1" || c.Name() == "secp224r1" {
				t.Logf("%s, %s: %d entries: %s", c.Name(), op.name, total, strings.Join(seen, " "))
			}
		}
	}
}

// ifmaCurve reports whether Verify on c runs its loop in the AVX-512 IFMA
// form (secp521r1 where the CPU has it), which enters the addition of that
// form instead of the Montgomery form's.
func ifmaCurve(c *uecc.Curve) bool { return ecc.HasIFMA && c.Name() == "secp521r1" }

// ifmaFunc reports whether a listed function belongs to the IFMA form,
// which runs only where the CPU has it.
func ifmaFunc(name string) bool {
	return strings.Contains(name, "IFMA") || strings.Contains(name, "jacobian48")
}

// TestEveryListedFunctionIsEntered requires that the public operations
// entered every Go function of the list (on some curve), so that no hook is
// dead; capi's (package main: the C library) and the C functions are out of
// reach here.
func TestEveryListedFunctionIsEntered(t *testing.T) {
	if len(entered) == 0 {
		t.Fatal("run with the other tests of the package: it reads what they entered")
	}
	byName := map[string][]string{}
	for fn := range entered {
		byName[ecc.VartimeKey(fn)] = append(byName[ecc.VartimeKey(fn)], fn)
	}
	for _, v := range ecc.VartimeFuncs {
		if strings.HasPrefix(v.Name, "C.") || strings.HasPrefix(v.Name, "capi.") {
			continue
		}
		if len(byName[v.Name]) == 0 && !ecc.HasIFMA && ifmaFunc(v.Name) {
			t.Logf("%-36s not entered: no AVX-512 IFMA here", v.Name)
			continue
		}
		if len(byName[v.Name]) == 0 {
			t.Errorf("%s: never entered by the public operations", v.Name)
			continue
		}
		sort.Strings(byName[v.Name])
		t.Logf("%-36s entered: %s", v.Name, strings.Join(byName[v.Name], " "))
	}
}

// TestDetectorCatchesVartimeOnSecret makes k·G call a listed function on its
// secret scalar (ecc.VartimeProbe, in ecc.OddDigit: the wNAF recoding of
// verification, run on the nonce) and requires the check of
// TestSecretOperationsEnterNoVartime to report it for signing and key
// generation, and to report nothing once the probe is gone.
func TestDetectorCatchesVartimeOnSecret(t *testing.T) {
	f := newFixture(t, uecc.Secp256r1())
	ops := map[string]operation{}
	for _, op := range secretOperations(f) {
		ops[op.name] = op
	}
	probed := 0
	ecc.VartimeProbe = func(secret []byte) {
		probed++
		var naf [ecc.MaxScalarBits + 1]int16
		ecc.WNAF(&naf, secret, 5)
	}
	defer func() { ecc.VartimeProbe = nil }()
	for _, name := range []string{"uecc Sign", "microecc MakeKey", "engine ScalarMultX (ECDH)"} {
		op, ok := ops[name]
		if !ok {
			t.Fatalf("no operation %q", name)
		}
		problems, err := secretProblems(op)
		if err != nil {
			t.Fatal(err)
		}
		caught := false
		for _, p := range problems {
			caught = caught || strings.HasPrefix(p, "ecc.WNAF entered") && strings.Contains(p, "ecc.OddDigit")
		}
		if !caught {
			t.Errorf("%s with WNAF on its secret scalar: the detector reports %q, want ecc.WNAF called by ecc.OddDigit", name, problems)
			continue
		}
		t.Logf("%s with WNAF on its secret scalar, as the detector reports it:\n\t%s", name, strings.Join(problems, "\n\t"))
	}
	if probed == 0 {
		t.Fatal("the probe never ran")
	}
	ecc.VartimeProbe = nil
	if problems, err := secretProblems(ops["uecc Sign"]); err != nil || len(problems) > 0 {
		t.Errorf("uecc Sign without the probe: %v %v", problems, err)
	}
}
