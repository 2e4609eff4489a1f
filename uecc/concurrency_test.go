package uecc_test

// Concurrency: the curves are shared values, the operations draw scratch
// space from a pool and the engine builds its fixed-base tables at first use.
// TestConcurrency runs every operation on every curve from many goroutines at
// once (first use included: run it alone, as `make test-race` does with
// go test -race -run Concurrency) and checks every result against the
// math/big oracle or a second computation. TestSoak (make soak, minutes) does
// the same at volume.

import (
	"bytes"
	"crypto"
	"crypto/rand"
	"crypto/sha256"
	"crypto/sha512"
	"fmt"
	"math/big"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uecc-go/uecc/internal/bigref"
	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

// raceFixture is what every goroutine checks against, computed with the oracle
// only (so that the engine's first use happens inside the goroutines).
type raceFixture struct {
	c             *uecc.Curve
	ref           *bigref.Engine
	privA, privB  []byte
	pubA, pubB    []byte
	secret        []byte // x(privA·pubB)
	hash, k, sigK []byte // SignWithK(privA, hash, k) = sigK
	compA         []byte
	shortHash     []byte // a 20-byte digest (bits2int pads)
	longHash      []byte // a 64-byte digest (bits2int truncates)
	deterministic sync.Map
	microECC      sync.Map
	rounds        atomic.Int64
}

func newRaceFixture(t testing.TB, c *uecc.Curve, tag byte) *raceFixture {
	ref := bigref.New(engineParams(c))
	f := &raceFixture{c: c, ref: ref}
	// scalar derives a valid scalar (about half the candidates are out of
	// range on secp160r1).
	scalar := func(name byte) []byte {
		for j := 0; j < 100; j++ {
			if k := scalarFrom(c, ref, []byte{tag, name, byte(j)}); k != nil {
				return k
			}
		}
		t.Fatalf("%s: no valid scalar", c.Name())
		return nil
	}
	f.privA, f.privB, f.k = scalar('A'), scalar('B'), scalar('k')
	f.pubA, f.pubB = make([]byte, c.PublicKeySize()), make([]byte, c.PublicKeySize())
	ref.ScalarBaseMult(f.pubA, f.privA)
	ref.ScalarBaseMult(f.pubB, f.privB)
	f.secret = make([]byte, c.FieldSize())
	ref.ScalarMultX(f.secret, f.privA, f.pubB)
	h := sha256.Sum256([]byte{tag})
	f.hash = h[:]
	l := sha512.Sum512([]byte{tag})
	f.longHash = l[:]
	f.shortHash = l[:20]
	// SignWithK reduces bits2int(k) mod n, as the oracle is told here.
	kk := new(big.Int).SetBytes(refHashInt(c, f.k))
	n, _ := new(big.Int).SetString(c.Params().N, 16)
	kk.Mod(kk, n)
	e := new(big.Int).SetBytes(refHashInt(c, f.hash))
	e.Mod(e, n)
	f.sigK = make([]byte, c.SignatureSize())
	if ref.Sign(f.sigK, f.privA, kk.FillBytes(make([]byte, c.PrivateKeySize())),
		e.FillBytes(make([]byte, c.PrivateKeySize()))) != 1 {
		t.Fatalf("%s: oracle cannot sign with the raceFixture k", c.Name())
	}
	f.compA = append([]byte{2 | f.pubA[len(f.pubA)-1]&1}, f.pubA[:c.FieldSize()]...)
	return f
}

// agree records v under key in m, or checks it equals what another goroutine
// recorded.
func agree(m *sync.Map, key string, v []byte) error {
	if prev, loaded := m.LoadOrStore(key, bytes.Clone(v)); loaded && !bytes.Equal(prev.([]byte), v) {
		return fmt.Errorf("%s differs between goroutines: %x vs %x", key, prev, v)
	}
	return nil
}

// exercise runs every operation once on f's curve, checking each result.
func (f *raceFixture) exercise(rnd []byte) error {
	c := f.c
	// Keys.
	pub, priv, err := microeccalloc.GenerateKey(c, nil)
	if err != nil {
		return fmt.Errorf("GenerateKey: %v", err)
	}
	if !microecc.For(c).ValidPublicKey(pub) {
		return fmt.Errorf("GenerateKey: invalid public key %x", pub)
	}
	if got, err := microeccalloc.PublicKey(c, priv); err != nil || !bytes.Equal(got, pub) {
		return fmt.Errorf("PublicKey(generated) = %x, %v; want %x", got, err, pub)
	}
	pubTo := make([]byte, c.PublicKeySize())
	if err := microecc.For(c).ComputePublicKey(pubTo, f.privA); err != nil || !bytes.Equal(pubTo, f.pubA) {
		return fmt.Errorf("PublicKeyTo(A) = %x, %v; want %x", pubTo, err, f.pubA)
	}
	// A key pair from a caller-supplied reader.
	pub2, priv2 := make([]byte, c.PublicKeySize()), make([]byte, c.PrivateKeySize())
	if err := microecc.For(c).MakeKey(pub2, priv2, bytes.NewReader(rnd)); err == nil {
		if got, _ := microeccalloc.PublicKey(c, priv2); !bytes.Equal(got, pub2) {
			return fmt.Errorf("GenerateKeyTo: public key %x does not match its private key", pub2)
		}
	}
	if err := microecc.For(c).DrawBlind(bytes.NewReader(rnd)); err != nil {
		return fmt.Errorf("DrawBlind: %v", err)
	}

	// ECDH: the raceFixture against the oracle, a fresh key both ways.
	sec := make([]byte, c.FieldSize())
	if err := microecc.For(c).SharedSecret(sec, f.privA, f.pubB); err != nil || !bytes.Equal(sec, f.secret) {
		return fmt.Errorf("SharedSecret(A, B) = %x, %v; want %x", sec, err, f.secret)
	}
	s1, err1 := microeccalloc.SharedSecret(c, priv, f.pubB)
	s2, err2 := microeccalloc.SharedSecret(c, f.privB, pub)
	if err1 != nil || err2 != nil || !bytes.Equal(s1, s2) {
		return fmt.Errorf("ECDH both ways: %x, %v / %x, %v", s1, err1, s2, err2)
	}

	// Signatures.
	for _, h := range [][]byte{f.hash, f.shortHash, f.longHash} {
		sig, err := c.Sign(nil, priv, h)
		if err != nil {
			return fmt.Errorf("Sign: %v", err)
		}
		if err := c.Verify(pub, h, sig); err != nil {
			return fmt.Errorf("Verify(Sign) over %d bytes: %v", len(h), err)
		}
		bad := bytes.Clone(sig)
		bad[len(bad)-1] ^= 1
		if c.Verify(pub, h, bad) == nil {
			return fmt.Errorf("Verify accepted a corrupted signature")
		}
		det, err := c.SignDeterministic(crypto.SHA256, f.privA, h)
		if err != nil || c.Verify(f.pubA, h, det) != nil {
			return fmt.Errorf("SignDeterministic: %x, %v", det, err)
		}
		if err := agree(&f.deterministic, fmt.Sprintf("rfc6979/%x", h), det); err != nil {
			return err
		}
		mic, err := microeccalloc.SignMicroECC(c, sha256.New(), f.privA, h, bytes.NewReader(rnd))
		if err != nil || c.Verify(f.pubA, h, mic) != nil {
			return fmt.Errorf("SignMicroECC: %x, %v", mic, err)
		}
		if err := agree(&f.microECC, fmt.Sprintf("microecc/%x", h), mic); err != nil {
			return err
		}
	}
	f.rounds.Add(1)
	sigK := make([]byte, c.SignatureSize())
	if err := microecc.For(c).SignWithK(sigK, f.privA, f.hash, f.k); err != nil || !bytes.Equal(sigK, f.sigK) {
		return fmt.Errorf("SignWithK = %x, %v; oracle %x", sigK, err, f.sigK)
	}
	sigTo := make([]byte, c.SignatureSize())
	if err := microecc.For(c).Sign(sigTo, rand.Reader, f.privA, f.hash); err != nil || c.Verify(f.pubA, f.hash, sigTo) != nil {
		return fmt.Errorf("SignTo: %x, %v", sigTo, err)
	}

	// Encodings.
	comp := make([]byte, (c.FieldSize() + 1))
	if err := microecc.For(c).Compress(comp, f.pubA); err != nil || !bytes.Equal(comp, f.compA) {
		return fmt.Errorf("Compress = %x, %v; want %x", comp, err, f.compA)
	}
	dec := make([]byte, c.PublicKeySize())
	if err := microecc.For(c).Decompress(dec, comp); err != nil || !bytes.Equal(dec, f.pubA) {
		return fmt.Errorf("Decompress = %x, %v; want %x", dec, err, f.pubA)
	}
	return nil
}

func TestConcurrency(t *testing.T) {
	var fixtures []*raceFixture
	for i, c := range heavyCurves() {
		fixtures = append(fixtures, newRaceFixture(t, c, byte(i)))
	}
	workers := 4 * runtime.GOMAXPROCS(0)
	if workers < 16 {
		workers = 16
	}
	rounds := 3
	if testing.Short() {
		rounds = 1
	}
	// Random bytes for the reader-driven operations: plenty for every draw.
	rnd := make([]byte, 64*1024)
	if _, err := rand.Read(rnd); err != nil {
		t.Fatal(err)
	}

	start := make(chan struct{})
	errs := make(chan error, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			<-start // all at once, so the first use of every table is contended
			for r := 0; r < rounds; r++ {
				for i := range fixtures {
					f := fixtures[(i+w)%len(fixtures)] // workers start on different curves
					if err := f.exercise(rnd[(w*97+r*13)%1024:]); err != nil {
						errs <- fmt.Errorf("worker %d, %s: %v", w, f.c.Name(), err)
						return
					}
				}
			}
		}(w)
	}
	close(start)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	var total int64
	for _, f := range fixtures {
		total += f.rounds.Load()
	}
	if want := int64(workers * rounds * len(fixtures)); total != want && !t.Failed() {
		t.Fatalf("%d rounds completed, want %d", total, want)
	}
	t.Logf("%d goroutines × %d rounds × %d curves: every operation checked", workers, rounds, len(fixtures))
}

// TestSoak runs for UECC_SOAK (a duration, e.g. 5m; skipped if unset) on
// 2·GOMAXPROCS goroutines, each operation checked by a second computation:
// sign then verify (and a corrupted signature rejected), ECDH both ways,
// recomputed public keys, compress/decompress; every 256th iteration also
// against the math/big oracle.
func TestSoak(t *testing.T) {
	d := os.Getenv("UECC_SOAK")
	if d == "" {
		t.Skip("set UECC_SOAK=<duration> (make soak)")
	}
	dur, err := time.ParseDuration(d)
	if err != nil {
		t.Fatalf("UECC_SOAK: %v", err)
	}
	curves := uecc.Curves()
	refs := make([]*bigref.Engine, len(curves))
	for i, c := range curves {
		refs[i] = bigref.New(engineParams(c))
	}
	var ops, iters atomic.Int64
	var failed atomic.Bool
	deadline := time.Now().Add(dur)
	workers := 2 * runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			var hb [32]byte
			for it := 0; time.Now().Before(deadline) && !failed.Load(); it++ {
				ci := (w + it) % len(curves)
				c, ref := curves[ci], refs[ci]
				if err := soakOnce(c, ref, it%256 == 0, hb[:], &ops); err != nil {
					failed.Store(true)
					errs <- fmt.Errorf("worker %d, iteration %d, %s: %v", w, it, c.Name(), err)
					return
				}
				hb[it%32]++
				iters.Add(1)
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	t.Logf("soak: %v on %d goroutines (GOMAXPROCS %d): %d iterations, %d operations (%.0f/s), all checked",
		dur, workers, runtime.GOMAXPROCS(0), iters.Load(), ops.Load(), float64(ops.Load())/dur.Seconds())
}

func soakOnce(c *uecc.Curve, ref *bigref.Engine, oracle bool, hash []byte, ops *atomic.Int64) error {
	pubA, privA, err := microeccalloc.GenerateKey(c, nil)
	if err != nil {
		return err
	}
	pubB, privB, err := microeccalloc.GenerateKey(c, nil)
	if err != nil {
		return err
	}
	again, err := microeccalloc.PublicKey(c, privA)
	if err != nil || !bytes.Equal(again, pubA) {
		return fmt.Errorf("PublicKey(%x) = %x, %v; GenerateKey said %x", privA, again, err, pubA)
	}
	sAB, err1 := microeccalloc.SharedSecret(c, privA, pubB)
	sBA, err2 := microeccalloc.SharedSecret(c, privB, pubA)
	if err1 != nil || err2 != nil || !bytes.Equal(sAB, sBA) {
		return fmt.Errorf("ECDH: %x, %v / %x, %v", sAB, err1, sBA, err2)
	}
	sig, err := c.Sign(nil, privA, hash)
	if err != nil {
		return err
	}
	if err := c.Verify(pubA, hash, sig); err != nil {
		return fmt.Errorf("Verify(Sign) = %v", err)
	}
	bad := bytes.Clone(sig)
	bad[int(sig[0])%len(bad)] ^= 0x10
	if c.Verify(pubA, hash, bad) == nil {
		return fmt.Errorf("corrupted signature %x accepted", bad)
	}
	det, err := c.SignDeterministic(crypto.SHA256, privB, hash)
	if err != nil || c.Verify(pubB, hash, det) != nil {
		return fmt.Errorf("SignDeterministic: %x, %v", det, err)
	}
	comp, _ := microeccalloc.Compress(c, pubB)
	if back, err := microeccalloc.Decompress(c, comp); err != nil || !bytes.Equal(back, pubB) {
		return fmt.Errorf("Decompress(Compress(%x)) = %x, %v", pubB, back, err)
	}
	ops.Add(11)
	if oracle {
		want := make([]byte, c.PublicKeySize())
		ref.ScalarBaseMult(want, privA)
		x := make([]byte, c.FieldSize())
		ref.ScalarMultX(x, privA, pubB)
		if !bytes.Equal(want, pubA) || !bytes.Equal(x, sAB) ||
			!ref.Verify(pubA, refHashInt(c, hash), sig) || !ref.Verify(pubB, refHashInt(c, hash), det) {
			return fmt.Errorf("disagrees with the math/big oracle (key %x)", privA)
		}
	}
	return nil
}
