package secp256k1ref

/*
#cgo LDFLAGS: -lsecp256k1
#include <stddef.h>
#include <secp256k1.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>

// One context for every call: made once, only read afterwards, which
// libsecp256k1 allows from any number of threads.
static secp256k1_context *ref_ctx(void) {
	static secp256k1_context *ctx;
	if (ctx == NULL) {
		ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
	}
	return ctx;
}

// ref_pubkey writes the x-only public key of seckey to out32: 1, or 0 if
// seckey is not in [1, n-1] (keypair_create refuses it).
static int ref_pubkey(unsigned char *out32, const unsigned char *seckey) {
	secp256k1_keypair kp;
	secp256k1_xonly_pubkey xo;
	if (!secp256k1_keypair_create(ref_ctx(), &kp, seckey)) {
		return 0;
	}
	if (!secp256k1_keypair_xonly_pub(ref_ctx(), &xo, NULL, &kp)) {
		return -1;
	}
	return secp256k1_xonly_pubkey_serialize(ref_ctx(), out32, &xo) ? 1 : -1;
}

// ref_sign signs msg with seckey by BIP 340's default nonce function, the
// 32 bytes aux32 as its auxiliary randomness (extraparams.ndata): 1, 0 if
// seckey is refused, -1 if signing fails.
static int ref_sign(unsigned char *sig64, const unsigned char *msg, size_t msglen,
                    const unsigned char *seckey, unsigned char *aux32) {
	secp256k1_keypair kp;
	secp256k1_schnorrsig_extraparams params = SECP256K1_SCHNORRSIG_EXTRAPARAMS_INIT;
	if (!secp256k1_keypair_create(ref_ctx(), &kp, seckey)) {
		return 0;
	}
	params.noncefp = secp256k1_nonce_function_bip340;
	params.ndata = aux32;
	return secp256k1_schnorrsig_sign_custom(ref_ctx(), sig64, msg, msglen, &kp, &params) ? 1 : -1;
}

// ref_parse reports whether pub32 is an x-only public key (xonly_pubkey_parse).
static int ref_parse(const unsigned char *pub32) {
	secp256k1_xonly_pubkey xo;
	return secp256k1_xonly_pubkey_parse(ref_ctx(), &xo, pub32);
}

// ref_verify is schnorrsig_verify of sig64 on msg under pub32; 0 also when
// pub32 does not parse.
static int ref_verify(const unsigned char *sig64, const unsigned char *msg, size_t msglen,
                      const unsigned char *pub32) {
	secp256k1_xonly_pubkey xo;
	if (!secp256k1_xonly_pubkey_parse(ref_ctx(), &xo, pub32)) {
		return 0;
	}
	return secp256k1_schnorrsig_verify(ref_ctx(), sig64, msg, msglen, &xo);
}
*/
import "C"

import (
	"fmt"
	"sync"
	"unsafe"
)

// The context is made on the first call, under once, so that concurrent
// first calls do not race on ref_ctx's static.
var once sync.Once

func initContext() {
	once.Do(func() {
		if C.ref_ctx() == nil {
			panic("secp256k1ref: secp256k1_context_create failed")
		}
	})
}

// ptr is the C pointer to b's bytes, NULL for an empty b (libsecp256k1
// takes a NULL message of length 0).
func ptr(b []byte) *C.uchar {
	if len(b) == 0 {
		return nil
	}
	return (*C.uchar)(unsafe.Pointer(&b[0]))
}

// PublicKey returns libsecp256k1's x-only public key (32 bytes) of the
// 32-byte private key priv, and false if keypair_create refuses priv (0, or
// not below n). It panics if priv is not 32 bytes or the library fails
// after accepting the key.
func PublicKey(priv []byte) ([]byte, bool) {
	if len(priv) != 32 {
		panic(fmt.Sprintf("secp256k1ref: %d-byte private key", len(priv)))
	}
	initContext()
	pub := make([]byte, 32)
	switch C.ref_pubkey(ptr(pub), ptr(priv)) {
	case 1:
		return pub, true
	case 0:
		return nil, false
	}
	panic("secp256k1ref: keypair_xonly_pub or xonly_pubkey_serialize failed on a valid key pair")
}

// Sign returns libsecp256k1's BIP 340 signature (64 bytes) of msg, any
// length, with the 32-byte private key priv and the 32 bytes of auxiliary
// randomness aux (schnorrsig_sign_custom with the default nonce function
// and aux as extraparams.ndata), and false if keypair_create refuses priv.
// It panics if priv or aux is not 32 bytes or signing fails.
func Sign(priv, msg, aux []byte) ([]byte, bool) {
	if len(priv) != 32 || len(aux) != 32 {
		panic(fmt.Sprintf("secp256k1ref: %d-byte private key, %d-byte aux", len(priv), len(aux)))
	}
	initContext()
	sig := make([]byte, 64)
	// aux goes into extraparams.ndata on ref_sign's stack, for the call
	// only: cgo's rules allow it (it holds no Go pointer, C keeps none).
	switch C.ref_sign(ptr(sig), ptr(msg), C.size_t(len(msg)), ptr(priv), ptr(aux)) {
	case 1:
		return sig, true
	case 0:
		return nil, false
	}
	panic("secp256k1ref: schnorrsig_sign_custom failed on a valid key pair")
}

// ParsePublicKey reports whether libsecp256k1's xonly_pubkey_parse takes
// pub as an x-only public key: 32 bytes, an X below p of a point of the
// curve.
func ParsePublicKey(pub []byte) bool {
	if len(pub) != 32 {
		return false
	}
	initContext()
	return C.ref_parse(ptr(pub)) == 1
}

// Verify reports whether libsecp256k1's schnorrsig_verify accepts sig as the
// signature of msg (any length) under the x-only public key pub; false as
// well if pub is not 32 bytes or does not parse, or sig is not 64 bytes.
func Verify(pub, msg, sig []byte) bool {
	if len(pub) != 32 || len(sig) != 64 {
		return false
	}
	initContext()
	return C.ref_verify(ptr(sig), ptr(msg), C.size_t(len(msg)), ptr(pub)) == 1
}
