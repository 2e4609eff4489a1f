package curves

import (
	"bytes"
	"math/big"
	"math/rand/v2"
	"sync"
	"testing"
)

// baseMults gives, per curve, the fixed-base multiplication without the
// table, the one with it (the table built, its use forced), and the
// curve's parameters.
var baseMults = []struct {
	params           *Params
	noTable, table   func(out, k []byte)
	build            func()
	resetUses, force func()
}{
	{&Secp160r1Params,
		func(out, k []byte) {
			var a secp160r1Affine
			a.scalarMultNoTable(k)
			a.encode(out)
		},
		func(out, k []byte) {
			var a secp160r1Affine
			a.scalarBaseMult(k)
			a.encode(out)
		},
		func() { secp160r1Base() }, func() { secp160r1BaseUses.Store(0) }, func() { secp160r1BaseUses.Store(baseTableAfter) }},
	{&Secp192r1Params,
		func(out, k []byte) {
			var a secp192r1Affine
			a.scalarMultNoTable(k)
			a.encode(out)
		},
		func(out, k []byte) {
			var a secp192r1Affine
			a.scalarBaseMult(k)
			a.encode(out)
		},
		func() { secp192r1Base() }, func() { secp192r1BaseUses.Store(0) }, func() { secp192r1BaseUses.Store(baseTableAfter) }},
	{&Secp224r1Params,
		func(out, k []byte) {
			var a secp224r1Affine
			a.scalarMultNoTable(k)
			a.encode(out)
		},
		func(out, k []byte) {
			var a secp224r1Affine
			a.scalarBaseMult(k)
			a.encode(out)
		},
		func() { secp224r1Base() }, func() { secp224r1BaseUses.Store(0) }, func() { secp224r1BaseUses.Store(baseTableAfter) }},
	{&Secp256r1Params,
		func(out, k []byte) {
			var a secp256r1Affine
			a.scalarMultNoTable(k)
			a.encode(out)
		},
		func(out, k []byte) {
			var a secp256r1Affine
			a.scalarBaseMult(k)
			a.encode(out)
		},
		func() { secp256r1Base() }, func() { secp256r1BaseUses.Store(0) }, func() { secp256r1BaseUses.Store(baseTableAfter) }},
	{&Secp256k1Params,
		func(out, k []byte) {
			var a secp256k1Affine
			a.scalarMultNoTable(k)
			a.encode(out)
		},
		func(out, k []byte) {
			var a secp256k1Affine
			a.scalarBaseMult(k)
			a.encode(out)
		},
		func() { secp256k1Base() }, func() { secp256k1BaseUses.Store(0) }, func() { secp256k1BaseUses.Store(baseTableAfter) }},
}

// TestBaseMultNoTable checks that the first fixed-base multiplications
// (without the table) give the same points as the later ones (with it), at
// the edges of [1, n−1] and for random scalars.
func TestBaseMultNoTable(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, c := range baseMults {
		n, _ := new(big.Int).SetString(c.params.N, 16)
		size := c.params.ScalarBytes
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
		c.force()
		out1 := make([]byte, 2*c.params.FieldBytes)
		out2 := make([]byte, 2*c.params.FieldBytes)
		for _, k := range ks {
			kb := k.FillBytes(make([]byte, size))
			c.noTable(out1, kb)
			c.table(out2, kb)
			if !bytes.Equal(out1, out2) {
				t.Fatalf("%s: k = %x: without the table %x, with it %x", c.params.Name, kb, out1, out2)
			}
		}
	}
}

// TestBaseMultTopTwin checks the fixed-base multiplication of the scalars
// whose last addition adds the top window's entry to itself (scalarBaseMult),
// found here from the recoding's definition: the odd kk = S + D·M, with
// M = 2^(w·(windows−1)), top digit D = ⌊kk/M⌋ | 1 and the windows below
// summing to S ≡ D·M (mod n); and n − kk, whose odd form is kk. Both with
// the table against the variable-base multiplication without it (another
// algorithm, another table and other formulas), and the count of such kk per
// curve against the generator's (a curve with none carries no twin doubling).
func TestBaseMultTopTwin(t *testing.T) {
	want := map[string]int{"secp160r1": 0, "secp192r1": 1, "secp224r1": 1, "secp256r1": 1, "secp256k1": 1}
	for _, c := range baseMults {
		n, _ := new(big.Int).SetString(c.params.N, 16)
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
		if len(twins) != want[c.params.Name] {
			t.Fatalf("%s: %d scalars meet the top entry, want %d", c.params.Name, len(twins), want[c.params.Name])
		}
		c.force()
		size := c.params.ScalarBytes
		got := make([]byte, 2*c.params.FieldBytes)
		exp := make([]byte, 2*c.params.FieldBytes)
		for _, kk := range twins {
			for _, k := range []*big.Int{kk, new(big.Int).Sub(n, kk)} {
				kb := k.FillBytes(make([]byte, size))
				c.table(got, kb)
				c.noTable(exp, kb)
				if !bytes.Equal(got, exp) {
					t.Fatalf("%s: k = %x: with the table %x, without it %x", c.params.Name, kb, got, exp)
				}
			}
		}
	}
}

// TestBaseTableDue checks that the table is used from call baseTableAfter+1
// on, and not before.
func TestBaseTableDue(t *testing.T) {
	secp256r1BaseUses.Store(0)
	defer secp256r1BaseUses.Store(baseTableAfter)
	for i := 1; i <= baseTableAfter; i++ {
		if secp256r1BaseIfDue() != nil {
			t.Fatalf("table used at call %d", i)
		}
	}
	if secp256r1BaseIfDue() == nil || secp256r1BaseIfDue() == nil {
		t.Fatal("table not used after baseTableAfter calls")
	}
	if got := secp256r1BaseUses.Load(); got != baseTableAfter {
		t.Fatalf("uses = %d after the table is due, want %d (no more counting)", got, baseTableAfter)
	}
}

// BenchmarkScalarBaseMult times the fixed-base multiplication without and
// with the table, and BenchmarkBaseTable the table's build (from scratch,
// one curve per run: `go test -run '^$' -bench 'BaseTable|ScalarBaseMult'
// ./internal/curves`), the three numbers baseTableAfter weighs.
func BenchmarkScalarBaseMult(b *testing.B) {
	for _, c := range baseMults {
		k := make([]byte, c.params.ScalarBytes)
		k[len(k)-1] = 7
		k[1] = 0x5a
		out := make([]byte, 2*c.params.FieldBytes)
		b.Run(c.params.Name+"/notable", func(b *testing.B) {
			for range b.N {
				c.noTable(out, k)
			}
		})
		c.build()
		c.force()
		b.Run(c.params.Name+"/table", func(b *testing.B) {
			for range b.N {
				c.table(out, k)
			}
		})
	}
}

func BenchmarkBaseTable(b *testing.B) {
	for _, c := range baseMults {
		b.Run(c.params.Name, func(b *testing.B) {
			for range b.N {
				c.build()
				b.StopTimer()
				resetBaseTables()
				b.StartTimer()
			}
		})
	}
}

// resetBaseTables forgets the fixed-base tables, so that the next use builds
// them again.
func resetBaseTables() {
	secp160r1BaseOnce, secp160r1BaseTable = sync.Once{}, nil
	secp192r1BaseOnce, secp192r1BaseTable = sync.Once{}, nil
	secp224r1BaseOnce, secp224r1BaseTable = sync.Once{}, nil
	secp256r1BaseOnce, secp256r1BaseTable = sync.Once{}, nil
	secp256k1BaseOnce, secp256k1BaseTable = sync.Once{}, nil
}
