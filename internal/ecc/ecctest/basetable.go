package ecctest

import (
	"bytes"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/uecc-go/uecc/internal/bigref"
	"github.com/uecc-go/uecc/internal/ecc"
)

// BaseMult is a curve's fixed-base multiplication without the table and
// with it (the table built, its use forced), for the tests of the table.
type BaseMult struct {
	Params         *ecc.Params
	NoTable, Table func(out, k []byte)
	Build          func() // builds the table
	Force          func() // makes the next multiplications use it
	Unforce        func() // makes the next multiplications go without it again
	Reset          func() // forgets the table, so that the next use builds it again
}

// BaseMultNoTable checks that the first fixed-base multiplications
// (without the table) give the same points as the later ones (with it), at
// the edges of [1, n−1] and for random scalars.
func BaseMultNoTable(t *testing.T, c BaseMult) {
	rng := rand.New(rand.NewPCG(3, 4))
	n, _ := new(big.Int).SetString(c.Params.N, 16)
	size := c.Params.ScalarBytes
	var ks []*big.Int
	for _, d := range []int64{1, 2, 3, 31, 32, 33, 63, 64, 65} {
		ks = append(ks, big.NewInt(d), new(big.Int).Sub(n, big.NewInt(d)))
	}
	for i := 0; i < 100; i++ {
		b := make([]byte, size+8)
		for j := range b {
			b[j] = byte(rng.Uint32())
		}
		k := new(big.Int).SetBytes(b)
		k.Mod(k, new(big.Int).Sub(n, big.NewInt(1)))
		ks = append(ks, k.Add(k, big.NewInt(1)))
	}
	c.Force()
	out1 := make([]byte, 2*c.Params.FieldBytes)
	out2 := make([]byte, 2*c.Params.FieldBytes)
	for _, k := range ks {
		kb := k.FillBytes(make([]byte, size))
		c.NoTable(out1, kb)
		c.Table(out2, kb)
		if !bytes.Equal(out1, out2) {
			t.Fatalf("%s: k = %x: without the table %x, with it %x", c.Params.Name, kb, out1, out2)
		}
	}
}

// BaseMultTopTwin checks the fixed-base multiplication of the scalars
// whose last addition adds the top window's entry to itself (scalarBaseMult),
// found here from the recoding's definition: the odd kk = S + D·M, with
// M = 2^(w·(windows−1)), top digit D = ⌊kk/M⌋ | 1 and the windows below
// summing to S ≡ D·M (mod n); and n − kk, whose odd form is kk. Both with
// the table against the variable-base multiplication without it (another
// algorithm, another table and other formulas), and the count of such kk per
// curve against the generator's (a curve with none carries no twin doubling).
func BaseMultTopTwin(t *testing.T, c BaseMult, wantTwins int) {
	n, _ := new(big.Int).SetString(c.Params.N, 16)
	twins := topTwins(c.Params)
	if len(twins) != wantTwins {
		t.Fatalf("%s: %d scalars meet the top entry, want %d", c.Params.Name, len(twins), wantTwins)
	}
	c.Force()
	size := c.Params.ScalarBytes
	got := make([]byte, 2*c.Params.FieldBytes)
	exp := make([]byte, 2*c.Params.FieldBytes)
	for _, kk := range twins {
		for _, k := range []*big.Int{kk, new(big.Int).Sub(n, kk)} {
			kb := k.FillBytes(make([]byte, size))
			c.Table(got, kb)
			c.NoTable(exp, kb)
			if !bytes.Equal(got, exp) {
				t.Fatalf("%s: k = %x: with the table %x, without it %x", c.Params.Name, kb, got, exp)
			}
		}
	}
}

// topTwins returns the odd scalars kk whose fixed-base multiplication adds
// the top window's entry to itself (BaseMultTopTwin).
func topTwins(p *ecc.Params) []*big.Int {
	n, _ := new(big.Int).SetString(p.N, 16)
	const w = 6
	windows := (n.BitLen()-1)/w + 1
	m := new(big.Int).Lsh(big.NewInt(1), uint(w*(windows-1)))
	var twins []*big.Int
	for d := int64(1); d < 1<<w; d += 2 {
		dm := new(big.Int).Mul(big.NewInt(d), m)
		r := new(big.Int).Mod(dm, n)
		for _, s := range []*big.Int{r, new(big.Int).Sub(r, n)} {
			kk := new(big.Int).Add(s, dm)
			top := new(big.Int).Rsh(kk, uint(w*(windows-1)))
			top.SetBit(top, 0, 1)
			if new(big.Int).Abs(s).Cmp(m) < 0 && s.Bit(0) == 1 && kk.Sign() > 0 && kk.Cmp(n) < 0 && top.Int64() == d {
				twins = append(twins, kk)
			}
		}
	}
	return twins
}

// SignBatch checks eng.SignBatch against the math/big reference's Sign,
// member by member, with the fixed-base table and (after c.Reset, before
// it is due) without: batches of 1, 2 and many members, whose nonces
// include the edges of [1, n−1] and the scalars of topTwins and their
// negations (Z = 0 in the shared inversion), and a member whose s is 0
// (e = −r·d), which must fail alone and leave its output as it was.
func SignBatch(t *testing.T, eng ecc.Engine, c BaseMult) {
	p := eng.Params()
	ref := bigref.New(p)
	n, _ := new(big.Int).SetString(p.N, 16)
	rng := rand.New(rand.NewPCG(uint64(p.NBits), 11))
	scalars := testScalars(p, rng, 40)
	var ks [][]byte
	for _, kk := range topTwins(p) {
		ks = append(ks, kk.FillBytes(make([]byte, p.ScalarBytes)),
			new(big.Int).Sub(n, kk).FillBytes(make([]byte, p.ScalarBytes)))
	}
	ks = append(ks, scalars...)
	sb, sigBytes := p.ScalarBytes, 2*p.FieldBytes
	run := func(t *testing.T, members int) {
		var d, k, e []byte
		for i := range members {
			d = append(d, scalars[(7*i+3)%len(scalars)]...)
			k = append(k, ks[i%len(ks)]...)
			e = append(e, scalars[(5*i+1)%len(scalars)]...)
		}
		if members > 2 {
			// Member 1 gets e = −r·d mod n, so that its s is 0.
			pub := make([]byte, 2*p.FieldBytes)
			ref.ScalarBaseMult(pub, k[sb:2*sb])
			r := new(big.Int).Mod(new(big.Int).SetBytes(pub[:p.FieldBytes]), n)
			r.Mul(r, new(big.Int).SetBytes(d[sb:2*sb])).Neg(r).Mod(r, n)
			r.FillBytes(e[sb : 2*sb])
		}
		sig := bytes.Repeat([]byte{0xa5}, members*sigBytes)
		ok := make([]int, members)
		eng.SignBatch(sig, d, k, e, ok)
		for i := range members {
			want := bytes.Repeat([]byte{0xa5}, sigBytes)
			wok := ref.Sign(want, d[i*sb:(i+1)*sb], k[i*sb:(i+1)*sb], e[i*sb:(i+1)*sb])
			got := sig[i*sigBytes : (i+1)*sigBytes]
			if ok[i] != wok || !bytes.Equal(got, want) {
				t.Fatalf("%s: member %d of %d (k = %x): %d %x, want %d %x",
					p.Name, i, members, k[i*sb:(i+1)*sb], ok[i], got, wok, want)
			}
			if members > 2 && i == 1 && wok != 0 {
				t.Fatalf("%s: the member with e = −r·d signed", p.Name)
			}
		}
	}
	sizes := []int{1, 2, 3, len(ks)}
	t.Run("table", func(t *testing.T) {
		c.Force()
		for _, m := range sizes {
			run(t, m)
		}
	})
	t.Run("no-table", func(t *testing.T) {
		c.Reset()
		defer c.Force()
		c.Unforce()
		for _, m := range sizes {
			run(t, m)
		}
	})
}

// BenchmarkScalarBaseMult times the fixed-base multiplication without and
// with the table, and BenchmarkBaseTable the table's build (from scratch,
// one curve per run: `go test -run '^$' -bench 'BaseTable|ScalarBaseMult'
// ./internal/ecc/...`), the three numbers ecc.BaseTableAfter weighs.
func BenchmarkScalarBaseMult(b *testing.B, c BaseMult) {
	k := make([]byte, c.Params.ScalarBytes)
	k[len(k)-1] = 7
	k[1] = 0x5a
	out := make([]byte, 2*c.Params.FieldBytes)
	b.Run("notable", func(b *testing.B) {
		for range b.N {
			c.NoTable(out, k)
		}
	})
	c.Build()
	c.Force()
	b.Run("table", func(b *testing.B) {
		for range b.N {
			c.Table(out, k)
		}
	})
}

// BenchmarkBaseTable times the build of the table, from scratch each time.
func BenchmarkBaseTable(b *testing.B, c BaseMult) {
	for range b.N {
		c.Build()
		b.StopTimer()
		c.Reset()
		b.StartTimer()
	}
}
