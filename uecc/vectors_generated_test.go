package uecc_test

// generated/<curve>.json (python3-ecdsa, cross-checked with OpenSSL) and
// microecc_test_data.json (micro-ecc's own test data).

import (
	"bytes"
	"crypto"
	"crypto/sha256"
	"errors"
	"fmt"
	"testing"

	"github.com/uecc-go/uecc/internal/microeccalloc"
	"github.com/uecc-go/uecc/uecc"
	"github.com/uecc-go/uecc/uecc/microecc"
)

type genFile struct {
	Curve  string `json:"curve"`
	Params struct {
		FieldBytes      int `json:"field_bytes"`
		PrivateKeyBytes int `json:"private_key_bytes"`
		PublicKeyBytes  int `json:"public_key_bytes"`
		CompressedBytes int `json:"compressed_bytes"`
		SignatureBytes  int `json:"signature_bytes"`
		NBits           int `json:"n_bits"`
	} `json:"params"`
	Keypairs []struct {
		Label      string   `json:"label"`
		PrivateKey hexBytes `json:"private_key"`
		PublicKey  hexBytes `json:"public_key"`
		Compressed hexBytes `json:"public_key_compressed"`
	} `json:"keypairs"`
	InvalidPrivateKeys []struct {
		Label      string   `json:"label"`
		PrivateKey hexBytes `json:"private_key"`
		Result     string   `json:"result"`
	} `json:"invalid_private_keys"`
	ECDH []struct {
		PrivateKey     hexBytes `json:"private_key"`
		PrivLabel      string   `json:"private_key_label"`
		PeerLabel      string   `json:"peer_label"`
		Peer           hexBytes `json:"peer_public_key"`
		PeerCompressed hexBytes `json:"peer_public_key_compressed"`
		Shared         hexBytes `json:"shared_secret"`
		Result         string   `json:"result"`
	} `json:"ecdh"`
	ECDHInvalidPeer []struct {
		Label      string   `json:"label"`
		PrivateKey hexBytes `json:"private_key"`
		Peer       hexBytes `json:"peer_public_key"`
		Result     string   `json:"result"`
	} `json:"ecdh_invalid_peer"`
	RFC6979 []struct {
		PrivateKey hexBytes `json:"private_key"`
		PublicKey  hexBytes `json:"public_key"`
		Hash       string   `json:"hash"`
		Message    string   `json:"message"`
		Digest     hexBytes `json:"digest"`
		K          hexBytes `json:"k"`
		Sig        hexBytes `json:"signature_raw"`
		Repr       bool     `json:"representable_in_raw"`
		Result     string   `json:"result"`
	} `json:"ecdsa_rfc6979_sha256"`
	DigestLengths []struct {
		PrivateKey hexBytes `json:"private_key"`
		PublicKey  hexBytes `json:"public_key"`
		Digest     hexBytes `json:"digest"`
		DigestLen  int      `json:"digest_len"`
		K          hexBytes `json:"k"`
		Sig        hexBytes `json:"signature_raw"`
		Result     string   `json:"result"`
	} `json:"ecdsa_digest_lengths"`
	SigEdge []struct {
		Label     string   `json:"label"`
		PublicKey hexBytes `json:"public_key"`
		Digest    hexBytes `json:"digest"`
		Sig       hexBytes `json:"signature_raw"`
		Result    string   `json:"result"`
	} `json:"ecdsa_signature_edge_cases"`
	SigEdgeNotRepresentable []string `json:"ecdsa_signature_edge_cases_not_representable"`
	PubValidation           []struct {
		Label     string   `json:"label"`
		PublicKey hexBytes `json:"public_key"`
		Result    string   `json:"result"`
	} `json:"public_key_validation"`
	Compressed []struct {
		Label      string   `json:"label"`
		Compressed hexBytes `json:"compressed"`
		PublicKey  hexBytes `json:"public_key"`
		Result     string   `json:"result"`
	} `json:"compressed_point_decoding"`
	Summary map[string]int `json:"summary"`
}

func TestVectorsGenerated(t *testing.T) {
	for _, c := range uecc.Curves() {
		t.Run(c.Name(), func(t *testing.T) {
			t.Parallel()
			runGenerated(t, "generated/"+c.Name()+".json")
		})
	}
}

// runGenerated runs one generated/<curve>.json file.
func runGenerated(t *testing.T, rel string) []*tally {
	var f genFile
	readJSON(t, rel, &f)
	c := curveByName(f.Curve)
	if c == nil || rel != "generated/"+c.Name()+".json" {
		t.Fatalf("%s is for curve %q", rel, f.Curve)
	}
	return testGenerated(t, c, rel, &f)
}

func testGenerated(t *testing.T, c *uecc.Curve, rel string, f *genFile) []*tally {
	sizes := newTally(t, rel+"#params")
	tls := []*tally{sizes}
	sizes.run("sizes", func(vc *vcase) {
		p := f.Params
		if c.FieldSize() != p.FieldBytes || c.PrivateKeySize() != p.PrivateKeyBytes ||
			c.PublicKeySize() != p.PublicKeyBytes || (c.FieldSize()+1) != p.CompressedBytes ||
			c.SignatureSize() != p.SignatureBytes || c.FieldSize() != p.FieldBytes ||
			c.Params().NBits != p.NBits {
			vc.Errorf("sizes differ from the file's params %+v", p)
		}
	})
	sizes.report()
	for sec, n := range f.Summary {
		if got := map[string]int{
			"keypairs": len(f.Keypairs), "ecdh": len(f.ECDH), "ecdsa_rfc6979_sha256": len(f.RFC6979),
			"ecdsa_digest_lengths": len(f.DigestLengths), "ecdsa_signature_edge_cases": len(f.SigEdge),
			"public_key_validation": len(f.PubValidation), "ecdh_invalid_peer": len(f.ECDHInvalidPeer),
			"compressed_point_decoding": len(f.Compressed),
		}[sec]; got != n {
			t.Errorf("%s: summary says %d entries, read %d", sec, n, got)
		}
	}

	tl := newTally(t, rel+"#keypairs")
	for i, v := range f.Keypairs {
		tl.run(fmt.Sprintf("%d(%s)", i, v.Label), func(vc *vcase) {
			if got, err := microeccalloc.PublicKey(c, v.PrivateKey); err != nil || !bytes.Equal(got, v.PublicKey) {
				vc.Errorf("PublicKey = %x, %v; want %x", got, err, v.PublicKey)
			}
			if !microecc.For(c).ValidPublicKey(v.PublicKey) {
				vc.Errorf("ValidPublicKey = false")
			}
			if got, err := microeccalloc.Compress(c, v.PublicKey); err != nil || !bytes.Equal(got, v.Compressed) {
				vc.Errorf("Compress = %x, %v; want %x", got, err, v.Compressed)
			}
			if got, err := microeccalloc.Decompress(c, v.Compressed); err != nil || !bytes.Equal(got, v.PublicKey) {
				vc.Errorf("Decompress = %x, %v; want %x", got, err, v.PublicKey)
			}
		})
	}
	tl.report()
	tls = append(tls, tl)

	tl = newTally(t, rel+"#invalid_private_keys")
	peer := f.Keypairs[len(f.Keypairs)-1].PublicKey
	digest := sha256.Sum256([]byte("invalid private key"))
	for i, v := range f.InvalidPrivateKeys {
		tl.run(fmt.Sprintf("%d(%s)", i, v.Label), func(vc *vcase) {
			priv := v.PrivateKey
			if _, err := microeccalloc.PublicKey(c, priv); !errors.Is(err, uecc.ErrPrivateKey) {
				vc.Errorf("PublicKey: %v, want ErrPrivateKey", err)
			}
			if _, err := microeccalloc.SharedSecret(c, priv, peer); !errors.Is(err, uecc.ErrPrivateKey) {
				vc.Errorf("SharedSecret: %v, want ErrPrivateKey", err)
			}
			if _, err := c.Sign(nil, priv, digest[:]); !errors.Is(err, uecc.ErrPrivateKey) {
				vc.Errorf("Sign: %v, want ErrPrivateKey", err)
			}
			if _, err := c.SignDeterministic(crypto.SHA256, priv, digest[:]); !errors.Is(err, uecc.ErrPrivateKey) {
				vc.Errorf("SignDeterministic: %v, want ErrPrivateKey", err)
			}
			if _, err := microeccalloc.SignMicroECC(c, sha256.New(), priv, digest[:], nil); !errors.Is(err, uecc.ErrPrivateKey) {
				vc.Errorf("SignMicroECC: %v, want ErrPrivateKey", err)
			}
			k := fill(c.PrivateKeySize(), 0)
			k[len(k)-1] = 0x80
			if _, err := microeccalloc.SignWithK(c, priv, digest[:], k); !errors.Is(err, uecc.ErrPrivateKey) {
				vc.Errorf("SignWithK: %v, want ErrPrivateKey", err)
			}
		})
	}
	tl.report()
	tls = append(tls, tl)

	tl = newTally(t, rel+"#ecdh")
	for i, v := range f.ECDH {
		tl.run(fmt.Sprintf("%d(%s/%s)", i, v.PrivLabel, v.PeerLabel), func(vc *vcase) {
			if v.Result != "valid" {
				vc.Errorf("unexpected result %q", v.Result)
			}
			if s, err := microeccalloc.SharedSecret(c, v.PrivateKey, v.Peer); err != nil || !bytes.Equal(s, v.Shared) {
				vc.Errorf("SharedSecret(raw peer) = %x, %v; want %x", s, err, v.Shared)
			}
			p, err := microeccalloc.Decompress(c, v.PeerCompressed)
			if err != nil || !bytes.Equal(p, v.Peer) {
				vc.Errorf("Decompress(peer) = %x, %v; want %x", p, err, v.Peer)
				return
			}
			if s, err := microeccalloc.SharedSecret(c, v.PrivateKey, p); err != nil || !bytes.Equal(s, v.Shared) {
				vc.Errorf("SharedSecret(decompressed peer) = %x, %v; want %x", s, err, v.Shared)
			}
		})
	}
	tl.report()
	tls = append(tls, tl)

	tl = newTally(t, rel+"#ecdh_invalid_peer")
	for i, v := range f.ECDHInvalidPeer {
		tl.run(fmt.Sprintf("%d(%s)", i, v.Label), func(vc *vcase) {
			out := fill(c.FieldSize(), 0xaa)
			if err := microecc.For(c).SharedSecret(out, v.PrivateKey, v.Peer); !errors.Is(err, uecc.ErrPublicKey) {
				vc.Errorf("SharedSecretTo: %v, want ErrPublicKey", err)
			}
			if !bytes.Equal(out, fill(c.FieldSize(), 0xaa)) {
				vc.Errorf("output written on error: %x", out)
			}
			if microecc.For(c).ValidPublicKey(v.Peer) {
				vc.Errorf("ValidPublicKey = true")
			}
		})
	}
	tl.report()
	tls = append(tls, tl)

	tl = newTally(t, rel+"#ecdsa_rfc6979_sha256")
	for i, v := range f.RFC6979 {
		tl.run(fmt.Sprint(i), func(vc *vcase) {
			if !v.Repr {
				vc.Skip("signature not representable in raw form")
				return
			}
			if d := sha256.Sum256([]byte(v.Message)); !bytes.Equal(d[:], v.Digest) {
				vc.Errorf("vector digest mismatch")
			}
			sig, err := c.SignDeterministic(crypto.SHA256, v.PrivateKey, v.Digest)
			if err != nil || !bytes.Equal(sig, v.Sig) {
				vc.Errorf("SignDeterministic = %x, %v; want %x", sig, err, v.Sig)
			}
			checkSignKAT(vc, c, v.PrivateKey, v.PublicKey, v.Digest, v.K, v.Sig)
		})
	}
	tl.report()
	tls = append(tls, tl)

	tl = newTally(t, rel+"#ecdsa_digest_lengths")
	for i, v := range f.DigestLengths {
		tl.run(fmt.Sprintf("%d(len %d)", i, v.DigestLen), func(vc *vcase) {
			if len(v.Digest) != v.DigestLen || v.Result != "valid" {
				vc.Errorf("vector inconsistent")
			}
			checkSignKAT(vc, c, v.PrivateKey, v.PublicKey, v.Digest, v.K, v.Sig)
			// k was made by RFC 6979 (HMAC-SHA-256) over this digest.
			sig, err := c.SignDeterministic(crypto.SHA256, v.PrivateKey, v.Digest)
			if err != nil || !bytes.Equal(sig, v.Sig) {
				vc.Errorf("SignDeterministic = %x, %v; want %x", sig, err, v.Sig)
			}
		})
	}
	tl.report()
	tls = append(tls, tl)

	tl = newTally(t, rel+"#ecdsa_signature_edge_cases")
	for i, v := range f.SigEdge {
		tl.run(fmt.Sprintf("%d(%s)", i, v.Label), func(vc *vcase) {
			err := c.Verify(v.PublicKey, v.Digest, v.Sig)
			if (err == nil) != (v.Result == "valid") {
				vc.Errorf("Verify = %v, want %s", err, v.Result)
			}
			if err != nil && !errors.Is(err, uecc.ErrSignature) {
				vc.Errorf("Verify error %v, want ErrSignature", err)
			}
		})
	}
	for _, l := range f.SigEdgeNotRepresentable {
		tl.run(l, func(vc *vcase) { vc.Skip("listed as not representable in raw r||s") })
	}
	tl.report()
	tls = append(tls, tl)

	tl = newTally(t, rel+"#public_key_validation")
	for i, v := range f.PubValidation {
		tl.run(fmt.Sprintf("%d(%s)", i, v.Label), func(vc *vcase) {
			if got := microecc.For(c).ValidPublicKey(v.PublicKey); got != (v.Result == "valid") {
				vc.Errorf("ValidPublicKey = %v, want %s", got, v.Result)
			}
		})
	}
	tl.report()
	tls = append(tls, tl)

	tl = newTally(t, rel+"#compressed_point_decoding")
	for i, v := range f.Compressed {
		tl.run(fmt.Sprintf("%d(%s)", i, v.Label), func(vc *vcase) {
			out := fill(c.PublicKeySize(), 0xaa)
			err := microecc.For(c).Decompress(out, v.Compressed)
			if v.Result == "valid" {
				if err != nil || !bytes.Equal(out, v.PublicKey) {
					vc.Errorf("DecompressTo = %x, %v; want %x", out, err, v.PublicKey)
				}
				return
			}
			if !errors.Is(err, uecc.ErrCompressedPoint) {
				vc.Errorf("DecompressTo: %v, want ErrCompressedPoint", err)
			}
			if !bytes.Equal(out, fill(c.PublicKeySize(), 0xaa)) {
				vc.Errorf("output written on error: %x", out)
			}
		})
	}
	tl.report()
	tls = append(tls, tl)
	return tls
}

func TestVectorsMicroECCTestData(t *testing.T) {
	t.Parallel()
	runMicroECCTestData(t, "microecc_test_data.json")
}

func runMicroECCTestData(t *testing.T, rel string) []*tally {
	var f struct {
		ComputePublicKey map[string][]struct {
			PrivateKey     hexBytes `json:"private_key"`
			Label          string   `json:"label"`
			MicroSuccess   bool     `json:"microecc_success"`
			FilePub        hexBytes `json:"public_key_in_file"`
			MathValid      bool     `json:"mathematically_valid_private_key"`
			CorrectPub     hexBytes `json:"correct_public_key"`
			FilePubCorrect *bool    `json:"file_public_key_is_correct"`
		} `json:"compute_public_key"`
		SignWithK []struct {
			Curve      string   `json:"curve"`
			PrivateKey hexBytes `json:"private_key"`
			PublicKey  hexBytes `json:"public_key"`
			K          hexBytes `json:"k"`
			Digest     hexBytes `json:"digest"`
			Sig        hexBytes `json:"signature_raw"`
		} `json:"sign_with_k"`
	}
	readJSON(t, rel, &f)
	var tls []*tally
	for _, name := range sortedCurveNames(f.ComputePublicKey) {
		c := curveByName(name)
		tl := newTally(t, rel+"/compute_public_key/"+name)
		for _, v := range f.ComputePublicKey[name] {
			tl.run(v.Label, func(vc *vcase) {
				out := fill(c.PublicKeySize(), 0xaa)
				err := microecc.For(c).ComputePublicKey(out, v.PrivateKey)
				if !v.MathValid {
					if !errors.Is(err, uecc.ErrPrivateKey) {
						vc.Errorf("PublicKeyTo: %v, want ErrPrivateKey", err)
					}
					if !bytes.Equal(out, fill(c.PublicKeySize(), 0xaa)) {
						vc.Errorf("output written on error")
					}
					return
				}
				// Deviation (docs/COMPATIBILITY.md, "Deviations from
				// micro-ecc"): every d in [1, n-1] works, including
				// those micro-ecc fails on (1, n-2, n-1): compare with the
				// correct key the file gives.
				if err != nil || !bytes.Equal(out, v.CorrectPub) {
					vc.Errorf("PublicKeyTo = %x, %v; want %x", out, err, v.CorrectPub)
				}
				if v.FilePubCorrect != nil && *v.FilePubCorrect && !bytes.Equal(v.FilePub, v.CorrectPub) {
					vc.Errorf("vector inconsistent")
				}
				if !v.MicroSuccess {
					vc.Note("micro-ecc fails on this valid key; uecc computes it (deviation)")
				}
			})
		}
		tl.report()
		tls = append(tls, tl)
	}
	tl := newTally(t, rel+"/sign_with_k")
	for i, v := range f.SignWithK {
		tl.run(fmt.Sprint(i), func(vc *vcase) {
			c := curveByName(v.Curve)
			checkSignKAT(vc, c, v.PrivateKey, v.PublicKey, v.Digest, v.K, v.Sig)
		})
	}
	tl.report()
	return append(tls, tl)
}
