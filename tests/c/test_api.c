/* test_api.c: every function of uECC.h and uECC_ext.h on every curve, the
 * RNG contract, and the deviations of docs/COMPATIBILITY.md, "Deviations
 * from micro-ecc": invalid peer keys and private keys are rejected, bad
 * compressed points give zeros, every private key in [1, n-1] works,
 * outputs stay untouched on failure (NULL pointers and unknown curve
 * handles, which give 0 and never a crash: test_args.c).
 */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "sha256.h"
#include "uECC_ext.h"

/* add_small sets out = in + delta for a big-endian number (delta may be
 * negative; no overflow handling needed for the values used here). */
static void add_small(uint8_t *out, const uint8_t *in, int n, int delta) {
    int i, carry = delta;
    memcpy(out, in, (size_t)n);
    for (i = n - 1; i >= 0 && carry != 0; i--) {
        int v = out[i] + carry;
        out[i] = (uint8_t)(v & 0xff);
        carry = v >> 8; /* arithmetic shift: -1 for a borrow */
        if (v >= 0 && v < 256) carry = 0;
    }
}

static int all_bytes(const uint8_t *p, int n, uint8_t b) {
    int i;
    for (i = 0; i < n; i++) {
        if (p[i] != b) return 0;
    }
    return 1;
}

/* ---- RNGs for the RNG-contract checks --------------------------------- */

static int requests;
static int failing_rng(uint8_t *dest, unsigned size) {
    (void)dest;
    (void)size;
    requests++;
    return 0;
}

static uint64_t counter_state = 1;
static int counter_rng(uint8_t *dest, unsigned size) {
    /* a deterministic SHA-256 counter stream: reproducible signatures */
    uint8_t block[32];
    unsigned i;
    requests++;
    for (i = 0; i < size; i++) {
        if (i % 32 == 0) {
            sha256(&counter_state, sizeof counter_state, block);
            counter_state++;
        }
        dest[i] = block[i % 32];
    }
    return 1;
}

static void test_rng_contract(void) {
    uECC_RNG_Function os_rng = uECC_get_rng();
    uint8_t buf[64], pub[64], priv[32], pub2[64], sig[64], sig2[64], secret[32], hash[32];
    uECC_Curve curve = uECC_secp256r1();
    SHA256_HashContext hctx;
    int i, r;

    /* Before any uECC_set_rng: the OS default, non-NULL, and it works. */
    CHECK(os_rng != NULL, "uECC_get_rng() is NULL before any uECC_set_rng");
    memset(buf, 0, sizeof buf);
    CHECK(os_rng && os_rng(buf, sizeof buf) == 1, "default RNG returned 0");
    CHECK(!all_bytes(buf, sizeof buf, 0), "default RNG gave 64 zero bytes");
    CHECK(os_rng && os_rng(buf, 0) == 1, "default RNG with size 0");

    uECC_set_rng(counter_rng);
    CHECK(uECC_get_rng() == counter_rng, "uECC_get_rng does not return the RNG set");
    uECC_set_rng(NULL);
    CHECK(uECC_get_rng() == NULL, "uECC_get_rng after uECC_set_rng(NULL)");

    /* A deterministic RNG gives reproducible keys and signatures. */
    memset(hash, 0x5a, sizeof hash);
    uECC_set_rng(counter_rng);
    counter_state = 7;
    CHECK(uECC_make_key(pub, priv, curve) && uECC_sign(priv, hash, 32, sig, curve), "make_key/sign with counter RNG");
    counter_state = 7;
    CHECK(uECC_make_key(pub2, buf, curve) && uECC_sign(buf, hash, 32, sig2, curve), "make_key/sign again");
    CHECK(memcmp(pub, pub2, 64) == 0 && memcmp(priv, buf, 32) == 0 && memcmp(sig, sig2, 64) == 0,
          "same RNG stream, different key or signature");

    /* RNG = NULL: make_key and sign fail without touching their outputs;
     * the others work. */
    sha256_hash_context(&hctx);
    uECC_set_rng(NULL);
    memset(pub2, 0xaa, sizeof pub2);
    memset(buf, 0xaa, sizeof buf);
    CHECK(uECC_make_key(pub2, buf, curve) == 0, "make_key with RNG NULL succeeded");
    CHECK(all_bytes(pub2, 64, 0xaa) && all_bytes(buf, 32, 0xaa), "make_key with RNG NULL wrote output");
    memset(sig2, 0xaa, sizeof sig2);
    CHECK(uECC_sign(priv, hash, 32, sig2, curve) == 0 && all_bytes(sig2, 64, 0xaa), "sign with RNG NULL");
    CHECK(uECC_compute_public_key(priv, pub2, curve) == 1 && memcmp(pub, pub2, 64) == 0,
          "compute_public_key with RNG NULL");
    CHECK(uECC_shared_secret(pub, priv, secret, curve) == 1, "shared_secret with RNG NULL");
    CHECK(uECC_sign_deterministic(priv, hash, 32, &hctx.uECC, sig2, curve) == 1 && uECC_verify(pub, hash, 32, sig2, curve),
          "sign_deterministic with RNG NULL");

    /* A failing RNG: every RNG-using call fails, outputs untouched; the
     * deterministic signer goes through its 64 attempts. */
    uECC_set_rng(failing_rng);
    for (i = 0; i < NUM_CURVES; i++) {
        uECC_Curve c = curve_at(i);
        uint8_t wide_pub[MAX_PUBLIC], wide_priv[MAX_FIELD];
        requests = 0;
        memset(wide_pub, 0xaa, sizeof wide_pub);
        memset(wide_priv, 0xaa, sizeof wide_priv);
        CHECK(uECC_make_key(wide_pub, wide_priv, c) == 0 && requests == 1, "%s: make_key with failing RNG (%d requests)",
              curve_names[i], requests);
        CHECK(all_bytes(wide_pub, MAX_PUBLIC, 0xaa) && all_bytes(wide_priv, MAX_FIELD, 0xaa), "%s: make_key failed but wrote",
              curve_names[i]);
    }
    requests = 0;
    memset(pub2, 0xaa, sizeof pub2);
    CHECK(uECC_compute_public_key(priv, pub2, curve) == 0 && requests == 1 && all_bytes(pub2, 64, 0xaa),
          "compute_public_key with failing RNG");
    requests = 0;
    memset(secret, 0xaa, sizeof secret);
    CHECK(uECC_shared_secret(pub, priv, secret, curve) == 0 && requests == 1 && all_bytes(secret, 32, 0xaa),
          "shared_secret with failing RNG");
    requests = 0;
    memset(sig2, 0xaa, sizeof sig2);
    CHECK(uECC_sign(priv, hash, 32, sig2, curve) == 0 && requests == 1 && all_bytes(sig2, 64, 0xaa),
          "sign with failing RNG");
    requests = 0;
    r = uECC_sign_deterministic(priv, hash, 32, &hctx.uECC, sig2, curve);
    CHECK(r == 0 && requests == 64 && all_bytes(sig2, 64, 0xaa), "sign_deterministic with failing RNG: %d, %d requests",
          r, requests);
    /* Functions that draw nothing are unaffected. */
    requests = 0;
    CHECK(uECC_verify(pub, hash, 32, sig, curve) == 1 && uECC_valid_public_key(pub, curve) == 1 && requests == 0,
          "verify/valid_public_key drew from the RNG");
    CHECK(uECC_sign_with_k(priv, hash, 32, priv, sig2, curve) == 1 && uECC_sign_rfc6979(priv, hash, 32, &hctx.uECC, sig2, curve) == 1 &&
              requests == 0,
          "sign_with_k/sign_rfc6979 drew from the RNG");

    uECC_set_rng(os_rng);
    CHECK(uECC_get_rng() == os_rng, "restoring the default RNG");
}

/* ---- Every function on every curve ------------------------------------ */

static void test_curve(int ci) {
    uECC_Curve curve = curve_at(ci);
    const char *name = curve_names[ci];
    int fs = field_size(ci), ps = ci == 0 ? 21 : fs;
    uint8_t priv[MAX_FIELD], pub[MAX_PUBLIC], priv2[MAX_FIELD], pub2[MAX_PUBLIC], tmp[MAX_PUBLIC], comp[MAX_FIELD + 1];
    uint8_t s1[MAX_FIELD], s2[MAX_FIELD], sig[MAX_PUBLIC], sig2[MAX_PUBLIC], hash[100], k[MAX_FIELD], n[MAX_FIELD];
    uint8_t p[MAX_FIELD], big[100];
    static const unsigned hash_sizes[] = {0, 1, 16, 20, 32, 48, 64, 100};
    SHA256_HashContext hctx;
    unsigned h;
    int i;

    sha256_hash_context(&hctx);
    unhex(curve_orders[ci], n, sizeof n);
    unhex(curve_primes[ci], p, sizeof p);
    for (i = 0; i < (int)sizeof hash; i++) hash[i] = (uint8_t)(i * 7 + ci);

    CHECK(curve != NULL && curve == curve_at(ci), "%s: handle", name);
    CHECK(uECC_curve_private_key_size(curve) == ps, "%s: private key size %d", name, uECC_curve_private_key_size(curve));
    CHECK(uECC_curve_public_key_size(curve) == 2 * fs, "%s: public key size", name);

    /* Keys. */
    CHECK(uECC_make_key(pub, priv, curve) == 1, "%s: make_key", name);
    CHECK(uECC_make_key(pub2, priv2, curve) == 1, "%s: make_key", name);
    CHECK(memcmp(priv, priv2, (size_t)ps) != 0, "%s: two make_key calls gave the same key", name);
    CHECK((ci != 0 && ci != 6) || priv[0] <= 1, "%s: private key of %d bytes starts with %02x", name, ps, priv[0]);
    CHECK(uECC_valid_public_key(pub, curve) == 1, "%s: make_key gave an invalid public key", name);
    CHECK(uECC_compute_public_key(priv, tmp, curve) == 1 && memcmp(tmp, pub, (size_t)(2 * fs)) == 0,
          "%s: compute_public_key disagrees with make_key", name);

    /* Compression. */
    uECC_compress(pub, comp, curve);
    CHECK((comp[0] == 2 || comp[0] == 3) && comp[0] == (2 | (pub[2 * fs - 1] & 1)) && memcmp(comp + 1, pub, (size_t)fs) == 0,
          "%s: compress", name);
    memset(tmp, 0xaa, sizeof tmp);
    uECC_decompress(comp, tmp, curve);
    CHECK(memcmp(tmp, pub, (size_t)(2 * fs)) == 0, "%s: decompress(compress(Q)) != Q", name);

    /* ECDH both ways. */
    CHECK(uECC_shared_secret(pub2, priv, s1, curve) == 1 && uECC_shared_secret(pub, priv2, s2, curve) == 1 &&
              memcmp(s1, s2, (size_t)fs) == 0,
          "%s: ECDH secrets differ", name);

    /* Signatures over hashes of many lengths, with every signer. */
    for (h = 0; h < sizeof hash_sizes / sizeof hash_sizes[0]; h++) {
        unsigned hs = hash_sizes[h];
        CHECK(uECC_sign(priv, hash, hs, sig, curve) == 1, "%s: sign, hash %u bytes", name, hs);
        CHECK(uECC_verify(pub, hash, hs, sig, curve) == 1, "%s: verify, hash %u bytes", name, hs);
        CHECK(uECC_verify(pub2, hash, hs, sig, curve) == 0, "%s: verify with another key, hash %u bytes", name, hs);
        CHECK(uECC_sign_deterministic(priv, hash, hs, &hctx.uECC, sig, curve) == 1 && uECC_verify(pub, hash, hs, sig, curve) == 1,
              "%s: sign_deterministic, hash %u bytes", name, hs);
        CHECK(uECC_sign_deterministic(priv, hash, hs, &hctx.uECC, sig2, curve) == 1 && memcmp(sig, sig2, (size_t)(2 * fs)) == 0,
              "%s: sign_deterministic is not deterministic", name);
        CHECK(uECC_sign_rfc6979(priv, hash, hs, &hctx.uECC, sig2, curve) == 1 && uECC_verify(pub, hash, hs, sig2, curve) == 1,
              "%s: sign_rfc6979, hash %u bytes", name, hs);
        memset(k, 0, sizeof k);
        k[ps - 1] = (uint8_t)(h + 1);
        k[ps - 2] = 0x80; /* on secp160r1 and secp521r1 k is shifted right by 7 bits: still nonzero */
        CHECK(uECC_sign_with_k(priv, hash, hs, k, sig2, curve) == 1 && uECC_verify(pub, hash, hs, sig2, curve) == 1,
              "%s: sign_with_k, hash %u bytes", name, hs);
    }
    /* Only the leftmost bitlen(n) bits of the hash count (at most 66 of
     * its 100 bytes). */
    CHECK(uECC_sign(priv, hash, 100, sig, curve) == 1, "%s: sign 100", name);
    memcpy(big, hash, 100);
    big[99] ^= 1;
    CHECK(uECC_verify(pub, big, 100, sig, curve) == 1, "%s: the last hash byte mattered", name);
    big[0] ^= 1;
    CHECK(uECC_verify(pub, big, 100, sig, curve) == 0, "%s: the first hash byte did not matter", name);
    /* Tampering with r or s. */
    for (i = 0; i < 2 * fs; i += fs / 2) {
        memcpy(sig2, sig, sizeof sig2);
        sig2[i] ^= 0x10;
        CHECK(uECC_verify(pub, hash, 100, sig2, curve) == 0, "%s: tampered signature byte %d verified", name, i);
    }

    /* Deviation: every private key in [1, n-1] works: 1, 2, n-2, n-1 (micro-ecc
     * fails 1, n-2, n-1); 0, n, n+1 and all-ones are rejected everywhere. */
    memset(priv2, 0, sizeof priv2);
    priv2[ps - 1] = 1;
    CHECK(uECC_compute_public_key(priv2, pub2, curve) == 1, "%s: compute_public_key(1)", name);
    add_small(priv2, n, ps, -1);
    CHECK(uECC_compute_public_key(priv2, tmp, curve) == 1, "%s: compute_public_key(n-1)", name);
    CHECK(memcmp(tmp, pub2, (size_t)fs) == 0 && memcmp(tmp + fs, pub2 + fs, (size_t)fs) != 0, "%s: (n-1)G != -G", name);
    CHECK(uECC_shared_secret(pub, priv2, s1, curve) == 1, "%s: shared_secret with d = n-1", name);
    CHECK(uECC_sign(priv2, hash, 32, sig, curve) == 1 && uECC_verify(tmp, hash, 32, sig, curve) == 1,
          "%s: sign with d = n-1, verify with Q = -G", name);
    add_small(priv2, n, ps, -2);
    CHECK(uECC_compute_public_key(priv2, tmp, curve) == 1, "%s: compute_public_key(n-2)", name);
    {
        static const int deltas[] = {0, 1};
        int j;
        for (j = -1; j < 3; j++) {
            /* j = -1: zero; 0: n; 1: n+1; 2: all ones */
            if (j == -1) memset(priv2, 0, sizeof priv2);
            else if (j < 2) add_small(priv2, n, ps, deltas[j]);
            else memset(priv2, 0xff, sizeof priv2);
            memset(tmp, 0xaa, sizeof tmp);
            memset(sig, 0xaa, sizeof sig);
            memset(s1, 0xaa, sizeof s1);
            CHECK(uECC_compute_public_key(priv2, tmp, curve) == 0 && all_bytes(tmp, 2 * fs, 0xaa),
                  "%s: compute_public_key accepted invalid key %d", name, j);
            CHECK(uECC_shared_secret(pub, priv2, s1, curve) == 0 && all_bytes(s1, fs, 0xaa),
                  "%s: shared_secret accepted invalid key %d", name, j);
            CHECK(uECC_sign(priv2, hash, 32, sig, curve) == 0 && uECC_sign_deterministic(priv2, hash, 32, &hctx.uECC, sig, curve) == 0 &&
                      uECC_sign_with_k(priv2, hash, 32, k, sig, curve) == 0 &&
                      uECC_sign_rfc6979(priv2, hash, 32, &hctx.uECC, sig, curve) == 0 && all_bytes(sig, 2 * fs, 0xaa),
                  "%s: a signer accepted invalid key %d", name, j);
        }
    }

    /* Deviation: invalid peer keys are rejected by shared_secret (micro-ecc
     * computes a "secret" on another curve). */
    memcpy(tmp, pub, (size_t)(2 * fs));
    tmp[2 * fs - 1] ^= 1; /* off the curve */
    memset(s1, 0xaa, sizeof s1);
    CHECK(uECC_valid_public_key(tmp, curve) == 0, "%s: off-curve key valid", name);
    CHECK(uECC_shared_secret(tmp, priv, s1, curve) == 0 && all_bytes(s1, fs, 0xaa), "%s: ECDH with off-curve peer", name);
    CHECK(uECC_verify(tmp, hash, 32, sig, curve) == 0, "%s: verify with off-curve key", name);
    memset(tmp, 0, sizeof tmp);
    CHECK(uECC_valid_public_key(tmp, curve) == 0 && uECC_shared_secret(tmp, priv, s1, curve) == 0,
          "%s: all-zero key (infinity) accepted", name);
    memcpy(tmp, p, (size_t)fs); /* x = p */
    memcpy(tmp + fs, pub + fs, (size_t)fs);
    CHECK(uECC_valid_public_key(tmp, curve) == 0 && uECC_shared_secret(tmp, priv, s1, curve) == 0, "%s: x = p accepted",
          name);

    /* Deviation: invalid compressed points decompress to zeros. */
    memcpy(comp + 1, pub, (size_t)fs);
    for (i = 0; i < 4; i++) {
        static const uint8_t prefixes[] = {0x00, 0x04, 0x06, 0xff};
        comp[0] = prefixes[i];
        memset(tmp, 0xaa, sizeof tmp);
        uECC_decompress(comp, tmp, curve);
        CHECK(all_bytes(tmp, 2 * fs, 0), "%s: prefix %02x did not give zeros", name, prefixes[i]);
    }
    comp[0] = 2;
    memcpy(comp + 1, p, (size_t)fs); /* x = p */
    uECC_decompress(comp, tmp, curve);
    CHECK(all_bytes(tmp, 2 * fs, 0), "%s: x = p did not give zeros", name);
    memset(comp + 1, 0xff, (size_t)fs);
    uECC_decompress(comp, tmp, curve);
    CHECK(all_bytes(tmp, 2 * fs, 0), "%s: x = 2^k-1 did not give zeros", name);

    /* Bad signatures: r or s zero or >= n. */
    CHECK(uECC_sign(priv, hash, 32, sig, curve) == 1, "%s: sign", name);
    memcpy(sig2, sig, sizeof sig2);
    memset(sig2, 0, (size_t)fs);
    CHECK(uECC_verify(pub, hash, 32, sig2, curve) == 0, "%s: r = 0 verified", name);
    memcpy(sig2, sig, sizeof sig2);
    memset(sig2 + fs, 0, (size_t)fs);
    CHECK(uECC_verify(pub, hash, 32, sig2, curve) == 0, "%s: s = 0 verified", name);
    if (ci != 0) { /* on secp160r1 n does not fit in 20 bytes */
        memcpy(sig2, sig, sizeof sig2);
        memcpy(sig2, n, (size_t)fs);
        CHECK(uECC_verify(pub, hash, 32, sig2, curve) == 0, "%s: r = n verified", name);
    }

    /* Bad hash contexts: 0, output untouched. */
    {
        SHA256_HashContext bad;
        memset(sig, 0xaa, sizeof sig);
        bad = hctx;
        bad.uECC.init_hash = NULL;
        CHECK(uECC_sign_deterministic(priv, hash, 32, &bad.uECC, sig, curve) == 0, "%s: NULL init_hash", name);
        bad = hctx;
        bad.uECC.update_hash = NULL;
        CHECK(uECC_sign_rfc6979(priv, hash, 32, &bad.uECC, sig, curve) == 0, "%s: NULL update_hash", name);
        bad = hctx;
        bad.uECC.finish_hash = NULL;
        CHECK(uECC_sign_deterministic(priv, hash, 32, &bad.uECC, sig, curve) == 0, "%s: NULL finish_hash", name);
        bad = hctx;
        bad.uECC.result_size = 0;
        CHECK(uECC_sign_deterministic(priv, hash, 32, &bad.uECC, sig, curve) == 0, "%s: result_size 0", name);
        bad = hctx;
        bad.uECC.result_size = 65;
        CHECK(uECC_sign_rfc6979(priv, hash, 32, &bad.uECC, sig, curve) == 0, "%s: result_size 65", name);
        bad = hctx;
        bad.uECC.block_size = 16;
        CHECK(uECC_sign_deterministic(priv, hash, 32, &bad.uECC, sig, curve) == 0, "%s: block_size < result_size", name);
        bad = hctx;
        bad.uECC.tmp = NULL; /* never used by this library */
        CHECK(uECC_sign_deterministic(priv, hash, 32, &bad.uECC, sig, curve) == 1, "%s: tmp NULL", name);
        /* A NULL hash context: test_args.c. */
    }
}

/* ---- The hash context sees exactly HMAC's input --------------------- */

/* A SHA-256 context that also records the first message it hashes, to
 * check that the library passes HMAC's input completely and in order, also
 * when a long message hash does not fit the library's batching buffer. */
typedef struct {
    SHA256_HashContext sha;
    int finished; /* hashes finished so far */
    uint8_t first[2048];
    unsigned first_len;
    int inits, bad_order;
    int in_hash;
} recording_ctx;

static void rec_init(const uECC_HashContext *base) {
    recording_ctx *r = (recording_ctx *)base;
    r->inits++;
    r->bad_order |= r->in_hash;
    r->in_hash = 1;
    sha256_init(&r->sha.ctx);
}
static void rec_update(const uECC_HashContext *base, const uint8_t *m, unsigned n) {
    recording_ctx *r = (recording_ctx *)base;
    r->bad_order |= !r->in_hash;
    if (r->finished == 0 && r->first_len + n <= sizeof r->first) {
        memcpy(r->first + r->first_len, m, n);
        r->first_len += n;
    }
    sha256_update(&r->sha.ctx, m, n);
}
static void rec_finish(const uECC_HashContext *base, uint8_t *out) {
    recording_ctx *r = (recording_ctx *)base;
    r->bad_order |= !r->in_hash;
    r->in_hash = 0;
    r->finished++;
    sha256_final(&r->sha.ctx, out);
}

static void test_hash_context_input(void) {
    static const unsigned sizes[] = {0, 32, 600, 1500};
    unsigned i;
    for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        uECC_Curve curve = uECC_secp256r1();
        uint8_t priv[32], pub[64], hash[1500], sig[64], sig2[64], want[2048];
        recording_ctx r;
        SHA256_HashContext plain;
        unsigned n = sizes[i], j, w = 0;

        memset(&r, 0, sizeof r);
        r.sha.uECC.init_hash = rec_init;
        r.sha.uECC.update_hash = rec_update;
        r.sha.uECC.finish_hash = rec_finish;
        r.sha.uECC.block_size = 64;
        r.sha.uECC.result_size = 32;
        sha256_hash_context(&plain);
        for (j = 0; j < n; j++) hash[j] = (uint8_t)(j * 13 + 5);
        CHECK(uECC_make_key(pub, priv, curve), "make_key");
        CHECK(uECC_sign_deterministic(priv, hash, n, &r.sha.uECC, sig, curve) == 1, "recording sign, hash %u", n);
        CHECK(uECC_sign_deterministic(priv, hash, n, &plain.uECC, sig2, curve) == 1 && memcmp(sig, sig2, 64) == 0,
              "recording and plain SHA-256 contexts differ, hash %u", n);
        CHECK(uECC_verify(pub, hash, n, sig, curve) == 1, "verify, hash %u", n);
        CHECK(r.inits == r.finished && r.inits >= 10 && !r.bad_order, "hash %u: %d inits, %d finishes, order ok %d", n,
              r.inits, r.finished, !r.bad_order);
        /* The first hash is HMAC's inner hash: (K xor ipad) || V || 00 || d || h, with K = 0, V = 01..01. */
        for (j = 0; j < 64; j++) want[w++] = 0x36;
        for (j = 0; j < 32; j++) want[w++] = 0x01;
        want[w++] = 0x00;
        memcpy(want + w, priv, 32);
        w += 32;
        memcpy(want + w, hash, n);
        w += n;
        CHECK(r.first_len == w && memcmp(r.first, want, w) == 0, "hash %u: first HMAC input has %u bytes, want %u", n,
              r.first_len, w);
    }
}

/* ---- Curve handles ---------------------------------------------------- */

/* NULL pointers and unknown curve handles: test_args.c, export by export. */
static void test_curve_handles(void) {
    uECC_Curve curve = uECC_secp256r1();
    uint8_t priv[32], pub[64];

    CHECK(uECC_make_key(pub, priv, curve), "setup");

    /* A key of one curve is not valid on another of the same size. */
    CHECK(uECC_valid_public_key(pub, uECC_secp256k1()) == 0, "secp256r1 key valid on secp256k1");

    /* The seven handles are distinct. */
    {
        int i, j, distinct = 1;
        for (i = 0; i < NUM_CURVES; i++)
            for (j = i + 1; j < NUM_CURVES; j++) distinct &= curve_at(i) != curve_at(j);
        CHECK(distinct, "curve handles are not distinct");
    }
}

int main(void) {
    int i;
    test_rng_contract(); /* first: checks the default RNG before any uECC_set_rng */
    for (i = 0; i < NUM_CURVES; i++) {
        test_curve(i);
    }
    test_curve_handles();
    test_hash_context_input();
    return check_finish("test_api");
}
