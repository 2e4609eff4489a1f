/* test_vectors.c: every test vector through the C API, one line per vector
 * file. make builds it natively (build/tests/test_vectors, part of test-c)
 * and for each ARM target as the static on-target runner uecc-runner-c
 * (mk/arm.mk); tests/cgen compiles the vectors in (vectors.h).
 *
 * 1. microecc_rng_stream.json replayed call by call: the recorded RNG stream
 *    is installed with uECC_set_rng and every return value, output byte, RNG
 *    request size and callback result must be micro-ecc's (built with the
 *    word size of this machine), including the RNG = NULL and
 *    failing-callback paths. This can only be checked through the C
 *    callbacks.
 * 2. The known answers of every other vector file (generated, micro-ecc's
 *    sets, RFC 6979, GEC 2, NIST, Wycheproof) as flat calls: public keys,
 *    ECDH (valid and invalid peers), key validation, compression,
 *    decompression (invalid encodings give zeros), sign_with_k, verify,
 *    micro-ecc's deterministic signatures and RFC 6979, on all seven curves
 *    (tests/vectors' curve indices are check.c's: micro-ecc's five, then
 *    secp384r1 and secp521r1).
 *
 * A file's line counts its recorded calls or flat calls: one passes when
 * every check it makes passes. The last line is "test_vectors: N passed,
 * M failed" over all files; the exit status is 0 only if nothing failed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "sha256.h"
#include "uECC_ext.h"
#include "vectors.h"

/* ---- The recorded RNG ------------------------------------------------- */

/* stream = SHA-256(seed || u64be(0)) || SHA-256(seed || u64be(1)) || ... */
static const char *rng_seed;
static unsigned long rng_pos;  /* next stream byte */
static int rng_fail_from = -1; /* requests with index >= this return 0 */
static unsigned rng_sizes[256];
static int rng_results[256];
static int rng_count;

static void stream_read(uint8_t *dest, unsigned size) {
    uint8_t block[SHA256_DIGEST_SIZE];
    unsigned long cached = (unsigned long)-1;
    unsigned i;
    for (i = 0; i < size; i++, rng_pos++) {
        unsigned long b = rng_pos / 32;
        if (b != cached) {
            uint8_t ctr[8];
            sha256_ctx c;
            int j;
            for (j = 0; j < 8; j++) {
                ctr[j] = (uint8_t)(b >> (56 - 8 * j));
            }
            sha256_init(&c);
            sha256_update(&c, rng_seed, strlen(rng_seed));
            sha256_update(&c, ctr, 8);
            sha256_final(&c, block);
            cached = b;
        }
        dest[i] = block[rng_pos % 32];
    }
}

/* recorded_rng is the callback: it logs every request, serves it from the
 * stream, or returns 0 without consuming anything once failing. */
static int recorded_rng(uint8_t *dest, unsigned size) {
    int ok = rng_fail_from < 0 || rng_count < rng_fail_from;
    if (rng_count < 256) {
        rng_sizes[rng_count] = size;
        rng_results[rng_count] = ok;
    }
    rng_count++;
    if (ok) {
        stream_read(dest, size);
    }
    return ok;
}

static void check_streams(void) {
    int i;
    for (i = 0; i < ucv_num_streams; i++) {
        uint8_t got[64];
        rng_seed = ucv_streams[i].seed;
        rng_pos = 0;
        stream_read(got, 64);
        CHECK(hexeq(got, 64, ucv_streams[i].prefix), "stream %s prefix %s", rng_seed, tohex(got, 64));
    }
}

/* list_eq compares logged values with a space-separated list. */
static int list_eq(const char *want, const unsigned *got_u, const int *got_i, int n) {
    int i = 0;
    const char *p = want;
    while (*p) {
        long v;
        char *end;
        v = strtol(p, &end, 10);
        if (end == p) return 0;
        if (i >= n || i >= 256) return 0;
        if (got_u ? (long)got_u[i] != v : (long)got_i[i] != v) return 0;
        i++;
        p = end;
        while (*p == ' ') p++;
    }
    return i == n;
}

static int check_out(const struct ucv_rng_call *v, const char *what, const uint8_t *buf, const char *want, int size) {
    if (!want) {
        return 1;
    }
    if ((int)strlen(want) != 2 * size) {
        return CHECK(0, "%s: expected %s has %d bytes, not %d", v->source, what, (int)strlen(want) / 2, size);
    }
    return CHECK(hexeq(buf, (size_t)size, want), "%s: %s = %s, want %s", v->source, what, tohex(buf, (size_t)size), want);
}

static void replay(const struct ucv_rng_call *v) {
    uECC_Curve curve = curve_at(v->curve);
    int fs = field_size(v->curve);
    int priv_size = uECC_curve_private_key_size(curve), pub_size = 2 * fs;
    uint8_t priv[MAX_FIELD], pub[MAX_PUBLIC], hash[128], sig[MAX_PUBLIC], comp[MAX_FIELD + 1];
    uint8_t out_pub[MAX_PUBLIC], out_priv[MAX_FIELD], out_sig[MAX_PUBLIC], out_secret[MAX_FIELD], out_comp[MAX_FIELD + 1];
    int hash_size, ret = -1;
    SHA256_HashContext hctx;

    unhex(v->private_key, priv, sizeof priv);
    unhex(v->public_key, pub, sizeof pub);
    hash_size = unhex(v->hash, hash, sizeof hash);
    unhex(v->signature, sig, sizeof sig);
    unhex(v->compressed, comp, sizeof comp);
    memset(out_pub, 0xaa, sizeof out_pub);
    memset(out_priv, 0xaa, sizeof out_priv);
    memset(out_sig, 0xaa, sizeof out_sig);
    memset(out_secret, 0xaa, sizeof out_secret);
    memset(out_comp, 0xaa, sizeof out_comp);
    sha256_hash_context(&hctx);

    rng_seed = v->seed;
    rng_pos = v->offset;
    rng_count = 0;
    rng_fail_from = v->mode >= 0 ? v->mode : -1;
    uECC_set_rng(v->mode == UCV_MODE_NULL ? NULL : recorded_rng);

    switch (v->fn) {
    case UCV_FN_MAKE_KEY:
        ret = uECC_make_key(out_pub, out_priv, curve);
        break;
    case UCV_FN_COMPUTE_PUBLIC_KEY:
        ret = uECC_compute_public_key(priv, out_pub, curve);
        break;
    case UCV_FN_SHARED_SECRET:
        ret = uECC_shared_secret(pub, priv, out_secret, curve);
        break;
    case UCV_FN_SIGN:
        ret = uECC_sign(priv, hash, (unsigned)hash_size, out_sig, curve);
        break;
    case UCV_FN_SIGN_DETERMINISTIC:
        ret = uECC_sign_deterministic(priv, hash, (unsigned)hash_size, &hctx.uECC, out_sig, curve);
        break;
    case UCV_FN_VERIFY:
        ret = uECC_verify(pub, hash, (unsigned)hash_size, sig, curve);
        break;
    case UCV_FN_COMPRESS:
        uECC_compress(pub, out_comp, curve);
        break;
    case UCV_FN_DECOMPRESS:
        uECC_decompress(comp, out_pub, curve);
        break;
    case UCV_FN_VALID_PUBLIC_KEY:
        ret = uECC_valid_public_key(pub, curve);
        break;
    }
    uECC_set_rng(NULL);

    CHECK(ret == v->ret, "%s: ret %d, want %d", v->source, ret, v->ret);
    check_out(v, "public_key", out_pub, v->out_public_key, pub_size);
    check_out(v, "private_key", out_priv, v->out_private_key, priv_size);
    check_out(v, "signature", out_sig, v->out_signature, 2 * fs);
    check_out(v, "secret", out_secret, v->out_secret, fs);
    check_out(v, "compressed", out_comp, v->out_compressed, fs + 1);
    CHECK(list_eq(v->requests, rng_sizes, NULL, rng_count), "%s: %d RNG requests differ from [%s] (first %u)",
          v->source, rng_count, v->requests, rng_count ? rng_sizes[0] : 0);
    if (v->returned) {
        CHECK(list_eq(v->returned, NULL, rng_results, rng_count), "%s: callback results differ from [%s]", v->source,
              v->returned);
    }
    CHECK(rng_pos - v->offset == v->consumed, "%s: consumed %lu bytes, want %lu", v->source, rng_pos - v->offset,
          v->consumed);
}

/* ---- The known answers ------------------------------------------------ */

static void run_case(const struct ucv_case *v, uECC_RNG_Function rng) {
    uECC_Curve curve;
    int fs;
    uint8_t a[MAX_PUBLIC], b[2 * MAX_PUBLIC], c[MAX_PUBLIC], out[MAX_PUBLIC];
    int na, nb, nc, ret = -1, out_size = 0;
    SHA256_HashContext hctx;

    if (!CHECK(v->curve >= 0 && v->curve < NUM_CURVES && curve_at(v->curve) != NULL, "%s: curve %d unknown or not in the library",
               v->source, v->curve)) {
        return;
    }
    curve = curve_at(v->curve);
    fs = field_size(v->curve);

    na = unhex(v->a, a, sizeof a);
    nb = unhex(v->b, b, sizeof b);
    nc = unhex(v->c, c, sizeof c);
    if (!CHECK(na >= 0 && nb >= 0 && nc >= 0, "%s: bad hex", v->source)) {
        return;
    }
    memset(out, 0xaa, sizeof out);
    sha256_hash_context(&hctx);
    uECC_set_rng(rng);

    switch (v->op) {
    case UCV_PUBKEY:
        out_size = 2 * fs;
        ret = uECC_compute_public_key(a, out, curve);
        break;
    case UCV_ECDH:
        out_size = fs;
        ret = uECC_shared_secret(b, a, out, curve);
        break;
    case UCV_VALID:
        ret = uECC_valid_public_key(a, curve);
        break;
    case UCV_COMPRESS:
        out_size = fs + 1;
        uECC_compress(a, out, curve);
        break;
    case UCV_DECOMPRESS:
        out_size = 2 * fs;
        uECC_decompress(a, out, curve);
        break;
    case UCV_SIGN_K:
        out_size = 2 * fs;
        ret = uECC_sign_with_k(a, b, (unsigned)nb, c, out, curve);
        break;
    case UCV_VERIFY:
        ret = uECC_verify(a, b, (unsigned)nb, c, curve);
        break;
    case UCV_RFC6979:
        out_size = 2 * fs;
        ret = uECC_sign_rfc6979(a, b, (unsigned)nb, &hctx.uECC, out, curve);
        break;
    case UCV_DET:
        out_size = 2 * fs;
        ret = uECC_sign_deterministic(a, b, (unsigned)nb, &hctx.uECC, out, curve);
        if (ret == 1) {
            CHECK(uECC_verify(c, b, (unsigned)nb, out, curve), "%s: deterministic signature does not verify",
                  v->source);
        }
        break;
    }
    if (v->ret >= 0) {
        CHECK(ret == v->ret, "%s: op %d ret %d, want %d", v->source, v->op, ret, v->ret);
    }
    if (out_size > 0) {
        if (v->out && (v->ret != 0)) {
            CHECK(hexeq(out, (size_t)out_size, v->out), "%s: op %d out %s, want %s", v->source, v->op,
                  tohex(out, (size_t)out_size), v->out);
        } else {
            int i, untouched = 1;
            for (i = 0; i < out_size; i++) untouched &= out[i] == 0xaa;
            CHECK(untouched, "%s: op %d failed but wrote its output", v->source, v->op);
        }
    }
}

#ifndef TEST_NAME
#define TEST_NAME "test_vectors"
#endif

static long total_passed, total_failed;

static long failed_checks(void) {
    long p, f;
    check_counts(&p, &f);
    return f;
}

/* file_line prints one file's counts and adds them to the totals. */
static void file_line(const char *name, long passed, long failed, long skipped) {
    printf("%-58s %6ld passed, %ld failed", name, passed, failed);
    if (skipped) printf(", %ld skipped", skipped);
    printf("\n");
    total_passed += passed;
    total_failed += failed;
}

/* in_file reports whether a case's source ("file id") is of the file name. */
static int in_file(const char *source, const char *name) {
    size_t n = strlen(name);
    return strncmp(source, name, n) == 0 && source[n] == ' ';
}

int main(void) {
    uECC_RNG_Function os_rng = uECC_get_rng();
    int i, k;
    long p = 0, f = 0, before;

    printf("test_vectors: %d-bit pointers, RNG requests of micro-ecc's %d-byte-word build\n", (int)(8 * sizeof(void *)),
           ucv_word_bytes);

    /* A wrong stream prefix means the test's RNG is wrong: one failure of the file. */
    before = failed_checks();
    check_streams();
    if (failed_checks() != before) f++;
    for (i = 0; i < ucv_num_rng_calls; i++) {
        before = failed_checks();
        replay(&ucv_rng_calls[i]);
        if (failed_checks() == before) p++; else f++;
    }
    file_line("microecc_rng_stream.json", p, f, 0);

    /* The known answers run with the default RNG (blinding draws from the OS)
     * and again with none: the results must be the same (deterministic and
     * with-k signatures, ECDH and public keys draw only blinds). The
     * Wycheproof files run once: they hold verify and key validation, which
     * draw nothing, and ECDH, which the other files run with RNG = NULL. */
    for (k = 0; k < ucv_num_files; k++) {
        const char *name = ucv_files[k].name;
        int twice = strncmp(name, "wycheproof/", 11) != 0;
        p = f = 0;
        for (i = 0; i < ucv_num_cases; i++) {
            if (!in_file(ucv_cases[i].source, name)) continue;
            before = failed_checks();
            run_case(&ucv_cases[i], os_rng);
            if (twice) run_case(&ucv_cases[i], NULL);
            if (failed_checks() == before) p++; else f++;
        }
        file_line(name, p, f, ucv_files[k].skipped);
    }
    uECC_set_rng(os_rng);
    printf("%s: %ld passed, %ld failed\n", TEST_NAME, total_passed, total_failed);
    return total_failed == 0 && total_passed > 0 ? 0 : 1;
}
