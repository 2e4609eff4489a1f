package vectors

import (
	"encoding/json"
	"io/fs"
	"reflect"
	"testing"
)

type recFile struct {
	Curves map[string]recSeq `json:"curves"`
	Edge   []recSeq          `json:"edge_sequences"`
}

type recSeq struct {
	Seed  string `json:"seed"`
	Curve string `json:"curve"`
	Calls []struct {
		I        int               `json:"i"`
		Fn       string            `json:"fn"`
		Mode     string            `json:"rng_mode"`
		Ret      *int              `json:"ret"`
		Out      map[string]string `json:"out"`
		Offset   int               `json:"rng_offset"`
		Consumed int               `json:"rng_consumed"`
		Requests []int             `json:"rng_requests"`
		Returned []int             `json:"rng_returned"`
		Roles    []string          `json:"rng_roles"`
	} `json:"calls"`
}

func loadRec(t *testing.T) recFile {
	data, err := fs.ReadFile(FS(), "microecc_rng_stream.json")
	if err != nil {
		t.Fatal(err)
	}
	var f recFile
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	for name, s := range f.Curves {
		s.Curve = name
		f.Curves[name] = s
	}
	return f
}

func (f recFile) seqs() []recSeq {
	var out []recSeq
	for _, c := range []string{"secp160r1", "secp192r1", "secp224r1", "secp256r1", "secp256k1"} {
		out = append(out, f.Curves[c])
	}
	return append(out, f.Edge...)
}

// TestSimulateReproduces64Bit checks the model against every record: with
// 8-byte words it must predict exactly the recorded request sizes, callback
// results, bytes consumed and return value.
func TestSimulateReproduces64Bit(t *testing.T) {
	n := 0
	for _, s := range loadRec(t).seqs() {
		for _, c := range s.Calls {
			got, err := Simulate(RNGCall{s.Curve, s.Seed, c.Fn, c.Mode, c.Offset, c.Ret, c.Requests, c.Roles}, 8)
			if err != nil {
				t.Errorf("%s call %d: %v", s.Curve, c.I, err)
				continue
			}
			returned := c.Returned
			if returned == nil {
				returned = make([]int, len(c.Requests))
				for i := range returned {
					returned[i] = 1
				}
			}
			if got.Returned == nil {
				got.Returned = []int{}
			}
			if len(returned) == 0 {
				returned = []int{}
			}
			if !reflect.DeepEqual(got.Requests, c.Requests) || !reflect.DeepEqual(got.Returned, returned) ||
				got.Consumed != c.Consumed || !reflect.DeepEqual(got.Ret, c.Ret) {
				t.Errorf("%s call %d (%s %s): model %v %v %d ret %v, record %v %v %d ret %v", s.Curve, c.I, c.Fn, c.Mode,
					got.Requests, got.Returned, got.Consumed, deref(got.Ret), c.Requests, returned, c.Consumed, deref(c.Ret))
			}
			n++
		}
	}
	t.Logf("model reproduces %d recorded calls (64-bit)", n)
}

// TestSimulate32Bit shows what changes with 4-byte words: only secp160r1 and
// secp224r1 calls, and among the return values only secp160r1 call 65.
func TestSimulate32Bit(t *testing.T) {
	changed, retChanged := map[string]int{}, 0
	for _, s := range loadRec(t).seqs() {
		for _, c := range s.Calls {
			got, err := Simulate(RNGCall{s.Curve, s.Seed, c.Fn, c.Mode, c.Offset, c.Ret, c.Requests, c.Roles}, 4)
			if err != nil {
				t.Errorf("%s call %d: %v", s.Curve, c.I, err)
				continue
			}
			if !reflect.DeepEqual(got.Requests, c.Requests) {
				changed[s.Curve]++
				switch s.Curve {
				case "secp160r1", "secp224r1":
				default:
					t.Errorf("%s call %d: 32-bit requests %v differ from %v", s.Curve, c.I, got.Requests, c.Requests)
				}
			}
			if !reflect.DeepEqual(got.Ret, c.Ret) {
				retChanged++
				t.Logf("%s call %d (%s %s): 32-bit ret %d, 64-bit %d; requests %v (64-bit %v)", s.Curve, c.I, c.Fn, c.Mode,
					deref(got.Ret), deref(c.Ret), got.Requests, c.Requests)
			}
		}
	}
	t.Logf("calls whose requests differ on 32-bit: %v; return values changed: %d", changed, retChanged)
}

func deref(p *int) int {
	if p == nil {
		return -1
	}
	return *p
}
