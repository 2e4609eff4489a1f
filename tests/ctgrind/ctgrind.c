/* ctgrind.c: the constant-time proof of the uECC C ABI (`make ctgrind`).
 *
 * Run under valgrind's memcheck against a c-archive of ./capi built with
 * `go build -tags valgrind` (see mk/ctgrind.mk). Every secret is marked
 * undefined with VALGRIND_MAKE_MEM_UNDEFINED before it reaches the library:
 *
 *   - the private keys handed to every function;
 *   - every byte the RNG callback returns (private keys made by
 *     uECC_make_key, nonces of uECC_sign, the discarded blinding draws);
 *   - the nonce k of uECC_sign_with_k;
 *   - the private key of uECC_sign_hedged (uECC_ext.h), with its 32 fresh
 *     bytes from the secret RNG, and once more from an RNG whose bytes are
 *     public, so that the key alone must taint the signature; and of
 *     uECC_sign_hedged_batch, over three hashes, with the secret RNG;
 *   - BIP-340 (uECC_ext.h): the private key of uECC_schnorr_public_key and
 *     uECC_schnorr_sign, and aux_rand, given (marked secret here) or drawn
 *     from the RNG (aux_rand NULL: the RNG's bytes are secret already);
 *   - every output of the hash context's finish_hash (the HMAC-DRBG of the
 *     deterministic signatures: keyed by the private key);
 *   - the private keys in the Java arrays given to the native methods of
 *     the Java API (java/jni/uecc_jni.c, called with tests/java/fakejni.c's
 *     JNIEnv): the JNI code copies them, calls the C functions above and
 *     wipes its copies, all under the same proof;
 *   - the operands of the VLI API (uECC_vli.h) where micro-ecc's are
 *     constant time: the scalar of uECC_point_mult, the inputs of the word
 *     arithmetic, of the modular functions and of modInv, the draws of
 *     uECC_generate_random_int (the modulus, the point and top are public).
 *
 * memcheck then reports every conditional branch, and every memory address,
 * computed from an undefined value ("Conditional jump or move depends on
 * uninitialised value(s)", "Use of uninitialised value of size 8"). The
 * library marks the few values that become public on purpose as defined
 * (internal/ct.Declassify). Zero memcheck errors is the pass; the make target
 * runs valgrind with --error-exitcode=1.
 *
 * Each output is checked twice: under valgrind it must still be undefined
 * when the call returns (the taint went all the way through the computation,
 * so the absence of errors means something), and, once marked defined, it
 * must be right (signatures verify, ECDH agrees both ways, recomputed public
 * keys match). The table printed at the end counts memcheck errors per
 * function and curve (VALGRIND_COUNT_ERRORS before and after each call).
 *
 * The library's field code has two paths, and `make ctgrind` proves both
 * with this program: UECC_CTGRIND_PATH=asm (the MULX/ADCX/ADOX/AVX2
 * assembly, which the valgrind build runs under valgrind although its CPUID
 * hides ADX) and UECC_CTGRIND_PATH=go (the Go field code), read by the
 * library at start-up (internal/ecc/cpuid_valgrind_amd64.go), which prints
 * the path it took ("uecc ctgrind path: ...").
 *
 * Usage: ctgrind [iterations]   (default 2 per function and curve)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include "fakejni.h"
#include "org_uecc_Uecc.h"
#include "sha256.h"
#include "uECC.h"
#include "uECC_ext.h"
#define uECC_ENABLE_VLI_API 1
#include "uECC_vli.h"

#define MAX_PUB 132 /* secp521r1's */
#define MAX_PRIV 66
#define MAX_WORDS (72 / sizeof(uECC_word_t)) /* of the program's uECC_WORD_SIZE: the library with all seven curves */
#define NCURVES 7

/* ---- Marking ---------------------------------------------------------- */

static void secret(const void *p, size_t n) { (void)VALGRIND_MAKE_MEM_UNDEFINED(p, n); }
static void public_(const void *p, size_t n) { (void)VALGRIND_MAKE_MEM_DEFINED(p, n); }

static int on_valgrind;
static int failures;

/* tainted reports whether any bit of p[0..n) is undefined. Natively (no
 * valgrind) it returns 1, so that the check below is vacuous there. */
static int tainted(const void *p, size_t n) {
    unsigned char vbits[2 * 72]; /* a point or product of secp521r1 in 8-byte words */
    size_t i;
    if (!on_valgrind) {
        return 1;
    }
    if (n > sizeof vbits || VALGRIND_GET_VBITS(p, vbits, n) != 1) {
        return 0;
    }
    for (i = 0; i < n; i++) {
        if (vbits[i]) {
            return 1;
        }
    }
    return 0;
}

static void fail(const char *curve, const char *what) {
    fprintf(stderr, "FAIL %s: %s\n", curve, what);
    failures++;
}

/* ---- RNG and hash ------------------------------------------------------ */

/* A splitmix64 stream: reproducible, and its state stays defined; only the
 * bytes handed to the library are marked secret. */
static uint64_t rng_state = 0x0123456789abcdefu;
static unsigned long rng_bytes;

static uint64_t next64(void) {
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static void fill(uint8_t *dest, unsigned size) {
    unsigned i;
    for (i = 0; i < size; i++) {
        dest[i] = (uint8_t)next64();
    }
}

static int secret_rng(uint8_t *dest, unsigned size) {
    fill(dest, size);
    secret(dest, size); /* the RNG's output is the key, the nonce, the blinds */
    rng_bytes += size;
    return 1;
}

/* public_rng gives the same stream, left defined: the fresh bytes of a
 * hedged nonce that is then secret through the private key alone. */
static int public_rng(uint8_t *dest, unsigned size) {
    fill(dest, size);
    return 1;
}

typedef struct {
    uECC_HashContext uECC;
    sha256_ctx ctx;
    uint8_t tmp[2 * SHA256_DIGEST_SIZE + SHA256_BLOCK_SIZE];
} hash_ctx;

static void h_init(const uECC_HashContext *base) { sha256_init(&((hash_ctx *)base)->ctx); }

static void h_update(const uECC_HashContext *base, const uint8_t *m, unsigned n) {
    sha256_update(&((hash_ctx *)base)->ctx, m, n);
}

/* Every hash output of signing is an HMAC keyed (directly or through the
 * DRBG state) by the private key: secret. */
static void h_finish(const uECC_HashContext *base, uint8_t *out) {
    sha256_final(&((hash_ctx *)base)->ctx, out);
    secret(out, SHA256_DIGEST_SIZE);
}

static void hash_context(hash_ctx *h) {
    h->uECC.init_hash = h_init;
    h->uECC.update_hash = h_update;
    h->uECC.finish_hash = h_finish;
    h->uECC.block_size = SHA256_BLOCK_SIZE;
    h->uECC.result_size = SHA256_DIGEST_SIZE;
    h->uECC.tmp = h->tmp;
}

/* ---- Per-function error counts ---------------------------------------- */

enum {
    F_MAKE_KEY, F_COMPUTE_PUB, F_SHARED, F_SIGN, F_SIGN_DET, F_SIGN_K, F_SIGN_6979, F_SIGN_HEDGED, F_SIGN_BATCH,
    F_POINT_MULT, F_RANDOM_INT, F_VLI_WORDS, F_VLI_MOD, F_VLI_MODINV, F_SCHNORR_PUB, F_SCHNORR_SIGN, F_JNI, NFUNC
};
static const char *func_names[NFUNC] = {
    "uECC_make_key", "uECC_compute_public_key", "uECC_shared_secret", "uECC_sign",
    "uECC_sign_deterministic", "uECC_sign_with_k", "uECC_sign_rfc6979", "uECC_sign_hedged",
    "uECC_sign_hedged_batch", "uECC_point_mult", "uECC_generate_random_int", "uECC_vli_ (words)", "uECC_vli_mod*",
    "uECC_vli_modInv", "uECC_schnorr_public_key", "uECC_schnorr_sign", "Java natives (JNI)",
};
static unsigned long errors[NCURVES][NFUNC];
static unsigned long calls[NCURVES][NFUNC];
static unsigned before;

static void begin(void) { before = VALGRIND_COUNT_ERRORS; }

static void end(int c, int f) {
    errors[c][f] += VALGRIND_COUNT_ERRORS - before;
    calls[c][f]++;
}

/* ---- The checks -------------------------------------------------------- */

struct curve {
    const char *name;
    uECC_Curve (*get)(void);
};

static const struct curve curves[NCURVES] = {
    {"secp160r1", uECC_secp160r1}, {"secp192r1", uECC_secp192r1}, {"secp224r1", uECC_secp224r1},
    {"secp256r1", uECC_secp256r1}, {"secp256k1", uECC_secp256k1}, {"secp384r1", uECC_secp384r1},
    {"secp521r1", uECC_secp521r1},
};

/* make_key returns a fresh key pair, both marked defined (checked here). */
static int make_key(int ci, uint8_t *pub, uint8_t *priv) {
    uECC_Curve curve = curves[ci].get();
    int ps = uECC_curve_public_key_size(curve), ks = uECC_curve_private_key_size(curve);
    int ok;
    begin();
    ok = uECC_make_key(pub, priv, curve);
    end(ci, F_MAKE_KEY);
    if (!ok) {
        fail(curves[ci].name, "uECC_make_key returned 0");
        return 0;
    }
    if (!tainted(priv, (size_t)ks) || !tainted(pub, (size_t)ps)) {
        fail(curves[ci].name, "uECC_make_key: output not derived from the RNG's secret bytes");
    }
    public_(pub, (size_t)ps);
    public_(priv, (size_t)ks);
    if (!uECC_valid_public_key(pub, curve)) {
        fail(curves[ci].name, "uECC_make_key: invalid public key");
        return 0;
    }
    return 1;
}

static void check_curve(int ci, int with_rng) {
    const char *name = curves[ci].name;
    uECC_Curve curve = curves[ci].get();
    size_t ps = (size_t)uECC_curve_public_key_size(curve), ks = (size_t)uECC_curve_private_key_size(curve);
    size_t fs = ps / 2;
    uint8_t pubA[MAX_PUB], privA[MAX_PRIV], pubB[MAX_PUB], privB[MAX_PRIV];
    uint8_t pub[MAX_PUB], s1[MAX_PUB], s2[MAX_PUB], sig[MAX_PUB], sig2[MAX_PUB], k[MAX_PRIV];
    uint8_t hash[SHA256_DIGEST_SIZE];
    hash_ctx h;
    int ok;

    uECC_set_rng(secret_rng);
    if (!make_key(ci, pubA, privA) || !make_key(ci, pubB, privB)) {
        return;
    }
    uECC_set_rng(with_rng ? secret_rng : NULL);
    fill(hash, sizeof hash); /* the message hash is public */
    hash_context(&h);

    /* uECC_compute_public_key */
    secret(privA, ks);
    begin();
    ok = uECC_compute_public_key(privA, pub, curve);
    end(ci, F_COMPUTE_PUB);
    public_(privA, ks);
    if (!ok || !tainted(pub, ps)) {
        fail(name, "uECC_compute_public_key: failed or output not derived from the key");
    }
    public_(pub, ps);
    if (ok && memcmp(pub, pubA, ps) != 0) {
        fail(name, "uECC_compute_public_key: wrong public key");
    }

    /* uECC_shared_secret, both directions */
    secret(privA, ks);
    begin();
    ok = uECC_shared_secret(pubB, privA, s1, curve);
    end(ci, F_SHARED);
    secret(privB, ks);
    begin();
    ok &= uECC_shared_secret(pubA, privB, s2, curve);
    end(ci, F_SHARED);
    public_(privA, ks);
    public_(privB, ks);
    if (!ok || !tainted(s1, fs) || !tainted(s2, fs)) {
        fail(name, "uECC_shared_secret: failed or output not derived from the key");
    }
    public_(s1, fs);
    public_(s2, fs);
    if (ok && memcmp(s1, s2, fs) != 0) {
        fail(name, "uECC_shared_secret: the two sides disagree");
    }

    /* uECC_sign (needs the RNG) */
    if (with_rng) {
        secret(privA, ks);
        begin();
        ok = uECC_sign(privA, hash, sizeof hash, sig, curve);
        end(ci, F_SIGN);
        public_(privA, ks);
        if (!ok || !tainted(sig, ps)) {
            fail(name, "uECC_sign: failed or output not derived from the nonce");
        }
        public_(sig, ps);
        if (ok && !uECC_verify(pubA, hash, sizeof hash, sig, curve)) {
            fail(name, "uECC_sign: signature does not verify");
        }
    }

    /* uECC_sign_deterministic: twice, the same signature */
    secret(privA, ks);
    begin();
    ok = uECC_sign_deterministic(privA, hash, sizeof hash, &h.uECC, sig, curve);
    end(ci, F_SIGN_DET);
    secret(privA, ks);
    begin();
    ok &= uECC_sign_deterministic(privA, hash, sizeof hash, &h.uECC, sig2, curve);
    end(ci, F_SIGN_DET);
    public_(privA, ks);
    if (!ok || !tainted(sig, ps)) {
        fail(name, "uECC_sign_deterministic: failed or output not derived from the key");
    }
    public_(sig, ps);
    public_(sig2, ps);
    if (ok && (!uECC_verify(pubA, hash, sizeof hash, sig, curve) || memcmp(sig, sig2, ps) != 0)) {
        fail(name, "uECC_sign_deterministic: signature does not verify or is not deterministic");
    }

    /* uECC_sign_rfc6979 (extension) */
    secret(privA, ks);
    begin();
    ok = uECC_sign_rfc6979(privA, hash, sizeof hash, &h.uECC, sig, curve);
    end(ci, F_SIGN_6979);
    public_(privA, ks);
    if (!ok || !tainted(sig, ps)) {
        fail(name, "uECC_sign_rfc6979: failed or output not derived from the key");
    }
    public_(sig, ps);
    if (ok && !uECC_verify(pubA, hash, sizeof hash, sig, curve)) {
        fail(name, "uECC_sign_rfc6979: signature does not verify");
    }

    /* uECC_sign_hedged (extension): a secret key; with the RNG, its 32 secret
     * bytes, then public ones (the key alone is secret); without an RNG the
     * call must fail. */
    secret(privA, ks);
    begin();
    ok = uECC_sign_hedged(privA, hash, sizeof hash, sig, curve);
    end(ci, F_SIGN_HEDGED);
    public_(privA, ks);
    if (with_rng) {
        if (!ok || !tainted(sig, ps)) {
            fail(name, "uECC_sign_hedged: failed or output not derived from the key and the RNG's bytes");
        }
        public_(sig, ps);
        if (ok && !uECC_verify(pubA, hash, sizeof hash, sig, curve)) {
            fail(name, "uECC_sign_hedged: signature does not verify");
        }
        uECC_set_rng(public_rng);
        secret(privA, ks);
        begin();
        ok = uECC_sign_hedged(privA, hash, sizeof hash, sig, curve);
        end(ci, F_SIGN_HEDGED);
        public_(privA, ks);
        uECC_set_rng(secret_rng);
        if (!ok || !tainted(sig, ps)) {
            fail(name, "uECC_sign_hedged (public RNG bytes): failed or output not derived from the key");
        }
        public_(sig, ps);
        if (ok && !uECC_verify(pubA, hash, sizeof hash, sig, curve)) {
            fail(name, "uECC_sign_hedged (public RNG bytes): signature does not verify");
        }
    } else if (ok) {
        fail(name, "uECC_sign_hedged without an RNG: returned 1");
    }

    /* uECC_sign_hedged_batch (extension): a secret key, with the RNG's
     * secret bytes, over three hashes; the calls before made the fixed-base
     * table due, so the batch shares the inversions of its signatures. */
    if (with_rng) {
        uint8_t hashes[3 * 32], sigs[3 * MAX_PUB];
        size_t j;
        for (j = 0; j < 3; j++) {
            memcpy(hashes + 32 * j, hash, 32);
            hashes[32 * j] ^= (uint8_t)j;
        }
        secret(privA, ks);
        begin();
        ok = uECC_sign_hedged_batch(privA, hashes, 32, 3, sigs, curve);
        end(ci, F_SIGN_BATCH);
        public_(privA, ks);
        for (j = 0; j < 3; j++) {
            if (!ok || !tainted(sigs + j * ps, ps)) {
                fail(name, "uECC_sign_hedged_batch: failed or output not derived from the key and the RNG's bytes");
            }
            public_(sigs + j * ps, ps);
            if (ok && !uECC_verify(pubA, hashes + 32 * j, 32, sigs + j * ps, curve)) {
                fail(name, "uECC_sign_hedged_batch: a signature does not verify");
            }
        }
    }

    /* uECC_sign_with_k: a secret key and a secret k */
    fill(k, (unsigned)ks);
    secret(privA, ks);
    secret(k, ks);
    begin();
    ok = uECC_sign_with_k(privA, hash, sizeof hash, k, sig, curve);
    end(ci, F_SIGN_K);
    public_(privA, ks);
    public_(k, ks);
    if (!ok || !tainted(sig, ps)) {
        fail(name, "uECC_sign_with_k: failed or output not derived from k");
    }
    public_(sig, ps);
    if (ok && !uECC_verify(pubA, hash, sizeof hash, sig, curve)) {
        fail(name, "uECC_sign_with_k: signature does not verify");
    }
}

/* check_schnorr runs the BIP-340 functions (secp256k1 only, counted in its
 * column) on a secret private key: the x-only public key, signatures with
 * a secret aux_rand given, and with aux_rand NULL (with_rng: the RNG's
 * secret bytes; without an RNG the call must fail). The messages are
 * public: 0 to 99 bytes, and every fourth call 600 (staged in pages of
 * their own by capi/uecc.c). */
static void check_schnorr(int with_rng) {
    const int ci = 4;
    const char *name = curves[ci].name;
    uint8_t pubA[MAX_PUB], privA[MAX_PRIV], x[32], aux[32], sig[64], msg[600];
    static unsigned calls_made;
    unsigned len = (calls_made++ % 4 == 3) ? (unsigned)sizeof msg : (unsigned)(next64() % 100);
    int ok;

    uECC_set_rng(secret_rng);
    if (!make_key(ci, pubA, privA)) {
        return;
    }
    uECC_set_rng(with_rng ? secret_rng : NULL);
    fill(msg, len); /* public */

    /* uECC_schnorr_public_key: the X of d*G. */
    secret(privA, 32);
    begin();
    ok = uECC_schnorr_public_key(privA, x);
    end(ci, F_SCHNORR_PUB);
    public_(privA, 32);
    if (!ok || !tainted(x, 32)) {
        fail(name, "uECC_schnorr_public_key: failed or output not derived from the key");
    }
    public_(x, 32);
    if (ok && memcmp(x, pubA, 32) != 0) {
        fail(name, "uECC_schnorr_public_key: not the X of the public key");
    }

    /* uECC_schnorr_sign with a secret aux_rand. */
    fill(aux, sizeof aux);
    secret(privA, 32);
    secret(aux, sizeof aux);
    begin();
    ok = uECC_schnorr_sign(privA, msg, len, aux, sig);
    end(ci, F_SCHNORR_SIGN);
    public_(privA, 32);
    public_(aux, sizeof aux);
    if (!ok || !tainted(sig, 64)) {
        fail(name, "uECC_schnorr_sign: failed or output not derived from the key and aux_rand");
    }
    public_(sig, 64);
    if (ok && !uECC_schnorr_verify(x, msg, len, sig)) {
        fail(name, "uECC_schnorr_sign: signature does not verify");
    }

    /* aux_rand NULL: 32 secret bytes from the RNG, or 0 without one. */
    secret(privA, 32);
    begin();
    ok = uECC_schnorr_sign(privA, msg, len, NULL, sig);
    end(ci, F_SCHNORR_SIGN);
    public_(privA, 32);
    if (with_rng) {
        if (!ok || !tainted(sig, 64)) {
            fail(name, "uECC_schnorr_sign (aux_rand NULL): failed or output not derived from the key");
        }
        public_(sig, 64);
        if (ok && !uECC_schnorr_verify(x, msg, len, sig)) {
            fail(name, "uECC_schnorr_sign (aux_rand NULL): signature does not verify");
        }
    } else if (ok) {
        fail(name, "uECC_schnorr_sign (aux_rand NULL) without an RNG: returned 1");
    }
}

/* check_jni calls the native methods of the Java API that take a private
 * key, with the key secret in its Java array (fakejni.c's arrays; the
 * secret RNG installed, as the Java API always has the default one). */
static void check_jni(int ci) {
    const char *name = curves[ci].name;
    uECC_Curve curve = curves[ci].get();
    jsize ps = (jsize)uECC_curve_public_key_size(curve), ks = (jsize)uECC_curve_private_key_size(curve);
    uint8_t pubA[MAX_PUB], privA[MAX_PRIV], pubB[MAX_PUB], privB[MAX_PRIV], want[MAX_PUB], hash[32];
    struct fake_array *priv, *peer, *pub, *made, *secret_out, *sig, *jhash, *x, *msg, *aux;
    jint r;

    uECC_set_rng(secret_rng);
    if (!make_key(ci, pubA, privA) || !make_key(ci, pubB, privB)) {
        return;
    }
    fill(hash, sizeof hash); /* public */
    priv = fake_array_copy(privA, ks);
    peer = fake_array_copy(pubB, ps);
    jhash = fake_array_copy(hash, (jsize)sizeof hash);
    pub = fake_array_new(ps, 0);
    secret_out = fake_array_new(ps / 2, 0);
    sig = fake_array_new(ps, 0);

    /* nMakeKey: both outputs from the RNG's secret bytes. */
    made = fake_array_new(ks, 0);
    begin();
    r = Java_org_uecc_Uecc_nMakeKey(fake_env, NULL, ci, J(pub), J(made));
    end(ci, F_JNI);
    if (r != 1 || !tainted(pub->bytes, (size_t)ps) || !tainted(made->bytes, (size_t)ks)) {
        fail(name, "nMakeKey: failed or outputs not derived from the RNG");
    }
    public_(pub->bytes, (size_t)ps);
    public_(made->bytes, (size_t)ks);
    if (r == 1 && (!uECC_compute_public_key(made->bytes, want, curve) || memcmp(want, pub->bytes, (size_t)ps) != 0)) {
        fail(name, "nMakeKey: the key pair does not match");
    }
    fake_array_free(made);

    secret(priv->bytes, (size_t)ks);
    begin();
    r = Java_org_uecc_Uecc_nComputePublicKey(fake_env, NULL, ci, J(priv), J(pub));
    end(ci, F_JNI);
    if (r != 1 || !tainted(pub->bytes, (size_t)ps)) {
        fail(name, "nComputePublicKey: failed or output not derived from the key");
    }
    public_(pub->bytes, (size_t)ps);
    if (r == 1 && memcmp(pub->bytes, pubA, (size_t)ps) != 0) {
        fail(name, "nComputePublicKey: wrong public key");
    }

    begin();
    r = Java_org_uecc_Uecc_nSharedSecret(fake_env, NULL, ci, J(peer), J(priv), J(secret_out));
    end(ci, F_JNI);
    if (r != 1 || !tainted(secret_out->bytes, (size_t)(ps / 2))) {
        fail(name, "nSharedSecret: failed or output not derived from the key");
    }
    public_(secret_out->bytes, (size_t)(ps / 2));
    if (r == 1 && (!uECC_shared_secret(pubA, privB, want, curve) || memcmp(want, secret_out->bytes, (size_t)(ps / 2)) != 0)) {
        fail(name, "nSharedSecret: not the secret of the other side");
    }

    begin();
    r = Java_org_uecc_Uecc_nSign(fake_env, NULL, ci, J(priv), J(jhash), J(sig));
    end(ci, F_JNI);
    if (r != 1 || !tainted(sig->bytes, (size_t)ps)) {
        fail(name, "nSign: failed or output not derived from the key");
    }
    public_(sig->bytes, (size_t)ps);
    if (r == 1 && !uECC_verify(pubA, hash, sizeof hash, sig->bytes, curve)) {
        fail(name, "nSign: signature does not verify");
    }

    /* nSignBatch: three signatures of the hash's first ks bytes at most. */
    {
        jsize hs = ks < (jsize)sizeof hash ? ks : (jsize)sizeof hash, i;
        struct fake_array *hashes = fake_array_new(3 * hs, 0), *sigs = fake_array_new(3 * ps, 0);
        for (i = 0; i < 3; i++) {
            memcpy(hashes->bytes + i * hs, hash, (size_t)hs);
        }
        begin();
        r = Java_org_uecc_Uecc_nSignBatch(fake_env, NULL, ci, J(priv), J(hashes), hs, J(sigs));
        end(ci, F_JNI);
        if (r != 1) {
            fail(name, "nSignBatch: failed");
        }
        for (i = 0; r == 1 && i < 3; i++) {
            if (!tainted(sigs->bytes + i * ps, (size_t)ps)) {
                fail(name, "nSignBatch: a signature not derived from the key");
            }
            public_(sigs->bytes + i * ps, (size_t)ps);
            if (!uECC_verify(pubA, hash, (unsigned)hs, sigs->bytes + i * ps, curve)) {
                fail(name, "nSignBatch: a signature does not verify");
            }
        }
        fake_array_free(hashes);
        fake_array_free(sigs);
    }
    public_(priv->bytes, (size_t)ks);

    if (curve == uECC_secp256k1()) {
        x = fake_array_new(32, 0);
        aux = fake_array_new(32, 9);
        msg = fake_array_new(1500, 3); /* past the JNI code's stack buffer */
        secret(priv->bytes, 32);
        secret(aux->bytes, 32);
        begin();
        r = Java_org_uecc_Uecc_nSchnorrPublicKey(fake_env, NULL, J(priv), J(x));
        end(ci, F_JNI);
        if (r != 1 || !tainted(x->bytes, 32)) {
            fail(name, "nSchnorrPublicKey: failed or output not derived from the key");
        }
        public_(x->bytes, 32);
        begin();
        r = Java_org_uecc_Uecc_nSchnorrSign(fake_env, NULL, J(priv), J(msg), J(aux), J(sig));
        end(ci, F_JNI);
        if (r != 1 || !tainted(sig->bytes, 64)) {
            fail(name, "nSchnorrSign: failed or output not derived from the key");
        }
        public_(sig->bytes, 64);
        if (r == 1 && !uECC_schnorr_verify(x->bytes, msg->bytes, 1500, sig->bytes)) {
            fail(name, "nSchnorrSign: signature does not verify");
        }
        public_(priv->bytes, 32);
        fake_array_free(x);
        fake_array_free(aux);
        fake_array_free(msg);
    }
    if (fake_pending() || fake_region_errors != 0) {
        fail(name, "the JNI code left an exception pending");
    }
    fake_array_free(priv);
    fake_array_free(peer);
    fake_array_free(jhash);
    fake_array_free(pub);
    fake_array_free(secret_out);
    fake_array_free(sig);
}

/* check_vli runs the VLI API on secret operands: d from uECC_make_key's
 * secret bytes, e from the RNG. */
static void check_vli(int ci) {
    const char *name = curves[ci].name;
    uECC_Curve curve = curves[ci].get();
    wordcount_t fw = (wordcount_t)uECC_curve_num_words(curve), nw = (wordcount_t)uECC_curve_num_n_words(curve);
    size_t fsz = (size_t)fw * sizeof(uECC_word_t), nsz = (size_t)nw * sizeof(uECC_word_t);
    const uECC_word_t *p = uECC_curve_p(curve), *n = uECC_curve_n(curve);
    uint8_t pubA[MAX_PUB], privA[MAX_PRIV], pub[MAX_PUB];
    uECC_word_t d[MAX_WORDS], e[MAX_WORDS], r[2 * MAX_WORDS], r2[2 * MAX_WORDS], pt[2 * MAX_WORDS],
        prod[2 * MAX_WORDS];
    uECC_word_t w;
    cmpresult_t c;
    int ks = uECC_curve_private_key_size(curve), fs = uECC_curve_public_key_size(curve) / 2, ok;

    uECC_set_rng(secret_rng);
    if (!make_key(ci, pubA, privA)) {
        return;
    }
    /* e: a secret random integer below n. */
    begin();
    ok = uECC_generate_random_int(e, n, nw);
    end(ci, F_RANDOM_INT);
    if (!ok || !tainted(e, nsz)) {
        fail(name, "uECC_generate_random_int: failed or output not from the RNG's secret bytes");
    }

    /* uECC_point_mult(G, d) = the public key */
    uECC_vli_bytesToNative(d, privA, ks);
    secret(d, nsz);
    begin();
    uECC_point_mult(pt, uECC_curve_G(curve), d, curve);
    end(ci, F_POINT_MULT);
    if (!tainted(pt, 2 * fsz)) {
        fail(name, "uECC_point_mult: output not derived from the scalar");
    }
    public_(pt, 2 * fsz);
    uECC_vli_nativeToBytes(pub, fs, pt);
    uECC_vli_nativeToBytes(pub + fs, fs, pt + fw);
    if (memcmp(pub, pubA, (size_t)(2 * fs)) != 0) {
        fail(name, "uECC_point_mult: not the public key");
    }

    /* The word functions on secret d and e (n words). */
    secret(d, nsz);
    begin();
    w = uECC_vli_add(r, d, e, nw);
    w ^= uECC_vli_sub(r2, r, e, nw);
    w ^= uECC_vli_isZero(d, nw) ^ uECC_vli_equal(d, e, nw) ^ uECC_vli_testBit(d, 3);
    c = uECC_vli_cmp(d, e, nw);
    uECC_vli_mult(prod, d, e, nw);
    uECC_vli_square(prod, d, nw);
    uECC_vli_rshift1(r, nw);
    uECC_vli_set(r, d, nw);
    uECC_vli_nativeToBytes(pub, ks, d);
    uECC_vli_bytesToNative(r2, pub, ks);
    end(ci, F_VLI_WORDS);
    if (!tainted(&w, sizeof w) || !tainted(&c, sizeof c) || !tainted(prod, 2 * nsz) || !tainted(r2, nsz)) {
        fail(name, "uECC_vli_ word functions: output not derived from the operands");
    }
    public_(r2, nsz);
    public_(d, nsz);
    if (!uECC_vli_equal(r2, d, nw)) {
        fail(name, "nativeToBytes/bytesToNative: no round trip");
    }

    /* Modular functions: mod n on d and e, mod p on the point's X and d. */
    secret(d, nsz);
    secret(pt, 2 * fsz);
    begin();
    uECC_vli_modAdd(r, d, e, n, nw);
    uECC_vli_modSub(r, r, e, n, nw);
    uECC_vli_modMult(r, r, e, n, nw);
    uECC_vli_modSquare(r, r, n, nw);
    uECC_vli_mult(prod, d, e, nw);
    uECC_vli_mmod(r, prod, n, nw);
    uECC_vli_modMult_fast(r2, pt, pt + fw, curve);
    uECC_vli_modSquare_fast(r2, r2, curve);
    uECC_vli_mult(prod, pt, pt + fw, fw);
    uECC_vli_mmod_fast(r2, prod, curve);
    end(ci, F_VLI_MOD);
    if (!tainted(r, nsz) || !tainted(r2, fsz)) {
        fail(name, "uECC_vli_mod*: output not derived from the operands");
    }

    /* modInv mod n and mod p: inverse times the input is 1. */
    begin();
    uECC_vli_modInv(r, d, n, nw);
    uECC_vli_modInv(r2, pt, p, fw);
    end(ci, F_VLI_MODINV);
    if (!tainted(r, nsz) || !tainted(r2, fsz)) {
        fail(name, "uECC_vli_modInv: output not derived from the input");
    }
    uECC_vli_modMult(r, r, d, n, nw);
    uECC_vli_modMult(r2, r2, pt, p, fw);
    public_(r, nsz);
    public_(r2, fsz);
    public_(d, nsz);
    public_(pt, 2 * fsz);
    public_(e, nsz);
    uECC_vli_clear(prod, nw);
    prod[0] = 1;
    if (!uECC_vli_equal(r, prod, nw) || !uECC_vli_equal(r2, prod, fw)) {
        fail(name, "uECC_vli_modInv: not the inverse");
    }
    (void)p;
}

int main(int argc, char **argv) {
    int iterations = argc > 1 ? atoi(argv[1]) : 2;
    int it, ci, f;
    unsigned long total = 0;

    on_valgrind = RUNNING_ON_VALGRIND != 0;
    if (!on_valgrind) {
        printf("ctgrind: not running under valgrind: functional checks only\n");
    }
    for (it = 0; it < iterations; it++) {
        for (ci = 0; ci < NCURVES; ci++) {
            check_curve(ci, 1); /* RNG installed: blinding draws, uECC_sign */
            check_curve(ci, 0); /* no RNG: no draws where micro-ecc makes them optional */
            check_vli(ci);
            check_jni(ci);
        }
        check_schnorr(1);
        check_schnorr(0);
    }

    printf("%-24s", "memcheck errors (calls)");
    for (ci = 0; ci < NCURVES; ci++) {
        printf(" %12s", curves[ci].name);
    }
    printf("\n");
    for (f = 0; f < NFUNC; f++) {
        printf("%-24s", func_names[f]);
        for (ci = 0; ci < NCURVES; ci++) {
            char cell[32];
            snprintf(cell, sizeof cell, "%lu (%lu)", errors[ci][f], calls[ci][f]);
            printf(" %12s", cell);
            total += errors[ci][f];
        }
        printf("\n");
    }
    printf("ctgrind: %lu RNG bytes marked secret; %lu memcheck errors; %d functional failures%s\n",
           rng_bytes, total, failures, on_valgrind ? "" : " (not under valgrind)");
    return failures != 0 || total != 0 ? 2 : 0;
}
