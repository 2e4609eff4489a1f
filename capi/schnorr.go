//go:build !uecc_no_secp256k1

package main

// BIP-340 Schnorr signatures on secp256k1 (include/uECC_ext.h,
// uECC_schnorr_*), over package uecc/schnorr. uecc.c calls these exports
// only in a library with secp256k1 (UCGO_HAS_SECP256K1, from
// curve_secp256k1.go); a build with the tag uecc_no_secp256k1 leaves this
// file, and with it uecc/schnorr and the curve's engine, out.
//
// As every export, they take C buffers that uecc.c staged (its own copies,
// NULL pointers already refused) of BIP-340's fixed sizes: private key,
// x-only public key and aux_rand 32 bytes, signature 64; the message is
// msgSize bytes (uecc.c's copy, NULL only for 0).

// #include <stdint.h>
import "C"

import "github.com/uecc-go/uecc/uecc/schnorr"

// ucgo_schnorr_public_key writes the x-only public key of priv to pub, 1;
// 0 (writing nothing) for a private key not in [1, n−1].
//
//export ucgo_schnorr_public_key
func ucgo_schnorr_public_key(priv, pub *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	x, err := schnorr.PublicKey(bytes(priv, schnorr.PrivateKeySize))
	if err != nil {
		return 0
	}
	copy(bytes(pub, schnorr.PublicKeySize), x)
	return 1
}

// ucgo_schnorr_sign signs the message with priv and writes r‖s to sig, 1;
// 0 (writing nothing) on failure. aux holds the 32 bytes of auxiliary
// randomness, or, with draw set, is ignored and schnorr.Sign draws 32 bytes
// itself (a nil auxRand) from the operating system's source, the
// library's default RNG, through internal/osrand as the default RNG's
// other draws (a source that fails gives 0, never an abort). uecc.c sets
// draw only when that RNG is installed; the caller's own is called from C,
// before this call.
//
//export ucgo_schnorr_sign
func ucgo_schnorr_sign(priv, msg *C.uint8_t, msgSize C.unsigned, aux *C.uint8_t, draw C.int, sig *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	a := bytes(aux, schnorr.AuxRandSize)
	if draw != 0 {
		a = nil
	}
	s, err := schnorr.Sign(bytes(priv, schnorr.PrivateKeySize), bytes(msg, int(msgSize)), a)
	if err != nil {
		return 0
	}
	copy(bytes(sig, schnorr.SignatureSize), s)
	return 1
}

// ucgo_schnorr_verify reports whether sig is a valid signature of the
// message under the x-only public key pub: 1 or 0.
//
//export ucgo_schnorr_verify
func ucgo_schnorr_verify(pub, msg *C.uint8_t, msgSize C.unsigned, sig *C.uint8_t) (ret C.int) {
	defer guard(&ret)
	return ok(schnorr.Verify(bytes(pub, schnorr.PublicKeySize), bytes(msg, int(msgSize)),
		bytes(sig, schnorr.SignatureSize)))
}
