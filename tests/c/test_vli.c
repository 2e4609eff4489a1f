/* test_vli.c: the VLI API of uECC_vli.h on all seven curves.
 *
 * - Known answers of every function (build/tests/vli_data.c, written by
 *   tests/vligen with math/big and the reference engine internal/bigref):
 *   the curve sizes and constants, add/sub (carries and borrows through
 *   every word), mult/square (2 * num_words words, top words set), cmp,
 *   equal, isZero, numBits, testBit, rshift1, and mod p and mod n modAdd,
 *   modSub, mmod, modMult, modSquare, modInv, the _fast forms mod p,
 *   mod_sqrt, valid_point and point_mult (scalars 0, 1, n - 1, n, n + 1,
 *   2n, all ones, random; invalid points), bytesToNative/nativeToBytes.
 *   Each output buffer is filled with 0xA5 first, so a function that
 *   writes too little fails too; the results in place (result == left)
 *   must be the same.
 * - uECC_point_mult(G, d) against uECC_compute_public_key(d).
 * - uECC_generate_random_int against a counting RNG: request size, the
 *   masking of the top word, rejection of 0 and of values >= top, failure
 *   without an RNG and of a failing RNG.
 * - uECC_vli_mult and uECC_vli_square beyond the curves' sizes, up to
 *   num_words 127 (wordcount_t's limit), into a result that held other
 *   words: 2 * 3 = 6, and (B^n - 1)^2 = B^2n - 2 B^n + 1 (B = 2^word bits).
 */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "vli.h"

#ifndef TEST_NAME
#define TEST_NAME "test_vli"
#endif

/* The most words of the functions with a scratch buffer in the library
 * with all seven curves: 72 bytes of words (secp521r1's 66 bytes in whole
 * 8-byte words; 32 bytes in the default library of five). */
#define MAXW (72 / (int)sizeof(uECC_word_t))

static const char *const op_names[VLI_NUM_OPS] = {
    "add", "sub", "mult", "square", "modAdd", "modSub", "mmod", "modMult", "modSquare", "modInv",
    "mmod_fast", "modMult_fast", "modSquare_fast", "mod_sqrt", "cmp", "equal", "isZero", "numBits",
    "testBit", "rshift1", "curve_p", "curve_n", "curve_G", "curve_b", "sizes", "valid_point",
    "point_mult", "bytesToNative",
};

static const uECC_word_t *W(int off) { return off < 0 ? NULL : &vli_words[off]; }

static int words_eq(const uECC_word_t *a, const uECC_word_t *b, int n) {
    return memcmp(a, b, (size_t)n * sizeof(uECC_word_t)) == 0;
}

/* set_wide is uECC_vli_set for n words that may not fit a wordcount_t:
 * 2 * 66 one-byte words of secp521r1 (a product, a point) are 132. */
static void set_wide(uECC_word_t *dest, const uECC_word_t *src, int n) {
    uECC_vli_set(dest, src, (wordcount_t)(n / 2));
    uECC_vli_set(dest + n / 2, src + n / 2, (wordcount_t)(n - n / 2));
}

/* run_case runs case i and returns 1 if it gives the expected result. */
static int run_case(const struct vli_case *t) {
    uECC_Curve c = curve_at(t->curve);
    wordcount_t n = (wordcount_t)t->n;
    const uECC_word_t *a = W(t->a), *b = W(t->b), *m = W(t->m), *want = W(t->want);
    uECC_word_t r[4 * MAXW], r2[4 * MAXW], in[4 * MAXW];
    long long ret = 0;
    int ok = 1;
    memset(r, 0xa5, sizeof r);
    memset(r2, 0xa5, sizeof r2);
    switch (t->op) {
    case VLI_OP_ADD:
        ret = (long long)uECC_vli_add(r, a, b, n);
        uECC_vli_set(r2, a, n);
        ok = (long long)uECC_vli_add(r2, r2, b, n) == ret && words_eq(r2, want, n);
        break;
    case VLI_OP_SUB:
        ret = (long long)uECC_vli_sub(r, a, b, n);
        uECC_vli_set(r2, b, n);
        ok = (long long)uECC_vli_sub(r2, a, r2, n) == ret && words_eq(r2, want, n);
        break;
    case VLI_OP_MULT:
        uECC_vli_mult(r, a, b, n);
        break;
    case VLI_OP_SQUARE:
        uECC_vli_square(r, a, n);
        break;
    case VLI_OP_MOD_ADD:
        uECC_vli_modAdd(r, a, b, m, n);
        uECC_vli_set(r2, a, n);
        uECC_vli_modAdd(r2, r2, b, m, n);
        ok = words_eq(r2, want, n);
        break;
    case VLI_OP_MOD_SUB:
        uECC_vli_modSub(r, a, b, m, n);
        uECC_vli_set(r2, b, n);
        uECC_vli_modSub(r2, a, r2, m, n);
        ok = words_eq(r2, want, n);
        break;
    case VLI_OP_MMOD:
        set_wide(in, a, 2 * n);
        uECC_vli_mmod(r, in, m, n);
        break;
    case VLI_OP_MOD_MULT:
        uECC_vli_modMult(r, a, b, m, n);
        uECC_vli_set(r2, a, n);
        uECC_vli_modMult(r2, r2, b, m, n);
        ok = words_eq(r2, want, n);
        break;
    case VLI_OP_MOD_SQUARE:
        uECC_vli_modSquare(r, a, m, n);
        break;
    case VLI_OP_MOD_INV:
        uECC_vli_modInv(r, a, m, n);
        break;
    case VLI_OP_MMOD_FAST:
        set_wide(in, a, 2 * n);
        uECC_vli_mmod_fast(r, in, c);
        break;
    case VLI_OP_MOD_MULT_FAST:
        uECC_vli_modMult_fast(r, a, b, c);
        break;
    case VLI_OP_MOD_SQUARE_FAST:
        uECC_vli_modSquare_fast(r, a, c);
        break;
    case VLI_OP_MOD_SQRT:
        uECC_vli_set(r, a, n);
        uECC_vli_mod_sqrt(r, c);
        if (t->ret && !words_eq(r, want, n)) {
            /* Either root: r == p - want. */
            uECC_vli_sub(r2, uECC_curve_p(c), want, n);
            if (words_eq(r, r2, n)) {
                uECC_vli_set(r, want, n);
            }
        }
        ret = t->ret;
        break;
    case VLI_OP_CMP:
        ret = uECC_vli_cmp(a, b, n);
        break;
    case VLI_OP_EQUAL:
        ret = (long long)uECC_vli_equal(a, b, n);
        break;
    case VLI_OP_IS_ZERO:
        ret = (long long)uECC_vli_isZero(a, n);
        break;
    case VLI_OP_NUM_BITS:
        ret = uECC_vli_numBits(a, n);
        break;
    case VLI_OP_TEST_BIT:
        ret = uECC_vli_testBit(a, (bitcount_t)t->n) != 0;
        break;
    case VLI_OP_RSHIFT1:
        uECC_vli_set(r, a, n);
        uECC_vli_rshift1(r, n);
        break;
    case VLI_OP_CURVE_P:
        uECC_vli_set(r, uECC_curve_p(c), n);
        break;
    case VLI_OP_CURVE_N:
        uECC_vli_set(r, uECC_curve_n(c), n);
        break;
    case VLI_OP_CURVE_G:
        set_wide(r, uECC_curve_G(c), 2 * n);
        break;
    case VLI_OP_CURVE_B:
        uECC_vli_set(r, uECC_curve_b(c), n);
        break;
    case VLI_OP_SIZES:
        ret = (long long)uECC_curve_num_words(c) | (long long)uECC_curve_num_bytes(c) << 10 |
              (long long)uECC_curve_num_bits(c) << 20 | (long long)uECC_curve_num_n_words(c) << 30 |
              (long long)uECC_curve_num_n_bytes(c) << 40 | (long long)uECC_curve_num_n_bits(c) << 50;
        break;
    case VLI_OP_VALID_POINT:
        ret = uECC_valid_point(a, c);
        break;
    case VLI_OP_POINT_MULT:
        uECC_point_mult(r, a, b, c);
        break;
    case VLI_OP_BYTES_TO_NATIVE: {
        uint8_t bytes[MAX_FIELD], back[MAX_FIELD];
        int nb = (int)t->ret;
        uECC_vli_nativeToBytes(bytes, nb, want);
        uECC_vli_bytesToNative(r, bytes, nb);
        uECC_vli_nativeToBytes(back, nb, r);
        /* The bytes are the big-endian value: the last is the low byte. */
        ok = memcmp(bytes, back, (size_t)nb) == 0 && bytes[nb - 1] == (uint8_t)want[0];
        ret = t->ret;
        break;
    }
    default:
        return 0;
    }
    if (ret != t->ret) {
        return 0;
    }
    if (want && !words_eq(r, want, t->want_n)) {
        return 0;
    }
    return ok;
}

/* A counting RNG: byte i of draw j is (seed + 13 j + i) * 167, or 0xff
 * for the first ff_draws draws; records each request's size. */
static unsigned rng_sizes[70], rng_calls, rng_ff_draws, rng_fail;
static uint8_t rng_seed;

static int counting_rng(uint8_t *dest, unsigned size) {
    unsigned i;
    if (rng_calls < 70) {
        rng_sizes[rng_calls] = size;
    }
    if (rng_fail) {
        rng_calls++;
        return 0;
    }
    for (i = 0; i < size; i++) {
        dest[i] = rng_calls < rng_ff_draws ? 0xff : (uint8_t)((rng_seed + 13 * rng_calls + i) * 167u);
    }
    rng_calls++;
    return 1;
}

static void test_random_int(int ci) {
    uECC_Curve c = curve_at(ci);
    const char *name = curve_names[ci];
    wordcount_t nw = (wordcount_t)uECC_curve_num_n_words(c);
    const uECC_word_t *n = uECC_curve_n(c);
    uECC_word_t r[MAXW], expect[MAXW], mask;
    bitcount_t bits = uECC_vli_numBits(n, nw);
    unsigned i;
    uint8_t *e = (uint8_t *)expect;

    mask = (uECC_word_t)-1 >> (nw * uECC_WORD_BITS - bits);
    uECC_set_rng(counting_rng);
    /* Two draws of all ones (>= n after masking), then the stream. */
    rng_calls = 0;
    rng_ff_draws = 2;
    rng_fail = 0;
    rng_seed = (uint8_t)ci;
    CHECK(uECC_generate_random_int(r, n, nw) == 1, "%s: generate_random_int", name);
    CHECK(rng_calls == 3, "%s: generate_random_int made %u draws, want 3", name, rng_calls);
    for (i = 0; i < 3 && i < rng_calls; i++) {
        CHECK(rng_sizes[i] == (unsigned)nw * sizeof(uECC_word_t), "%s: draw %u of %u bytes", name, i, rng_sizes[i]);
    }
    for (i = 0; i < (unsigned)nw * sizeof(uECC_word_t); i++) {
        e[i] = (uint8_t)((rng_seed + 26 + i) * 167u);
    }
    expect[nw - 1] &= mask;
    CHECK(words_eq(r, expect, nw), "%s: generate_random_int is the masked third draw", name);
    CHECK(uECC_vli_cmp(n, r, nw) == 1 && !uECC_vli_isZero(r, nw), "%s: 0 < random < n", name);
    /* Only draws of all ones: 64 attempts, then 0. */
    rng_calls = 0;
    rng_ff_draws = 1000;
    CHECK(uECC_generate_random_int(r, n, nw) == 0 && rng_calls == 64, "%s: 64 rejected draws (%u)", name, rng_calls);
    /* A failing RNG: 0 after one request. */
    rng_calls = 0;
    rng_fail = 1;
    CHECK(uECC_generate_random_int(r, n, nw) == 0 && rng_calls == 1, "%s: failing RNG", name);
    rng_fail = 0;
    uECC_set_rng(NULL);
    CHECK(uECC_generate_random_int(r, n, nw) == 0, "%s: no RNG", name);
    uECC_set_rng(counting_rng);
}

static uECC_RNG_Function os_rng;

/* uECC_point_mult(G, d) == uECC_compute_public_key(d) for keys from
 * uECC_make_key, and d * (e * G) == (d * e) mod n * G via modMult mod n. */
static void test_point_mult(int ci) {
    uECC_Curve c = curve_at(ci);
    const char *name = curve_names[ci];
    int fs = field_size(ci), ps = uECC_curve_private_key_size(c), k;
    wordcount_t fw = (wordcount_t)uECC_curve_num_words(c), nw = (wordcount_t)uECC_curve_num_n_words(c);
    uint8_t pub[MAX_PUBLIC], priv[MAX_FIELD], mine[MAX_PUBLIC];
    uECC_word_t d[MAXW], e[MAXW], de[MAXW], p1[2 * MAXW], p2[2 * MAXW], p3[2 * MAXW];

    uECC_set_rng(os_rng);
    for (k = 0; k < 8; k++) {
        CHECK(uECC_make_key(pub, priv, c), "%s: make_key", name);
        uECC_vli_bytesToNative(d, priv, ps);
        uECC_point_mult(p1, uECC_curve_G(c), d, c);
        uECC_vli_nativeToBytes(mine, fs, p1);
        uECC_vli_nativeToBytes(mine + fs, fs, p1 + fw);
        CHECK(memcmp(mine, pub, (size_t)(2 * fs)) == 0, "%s: point_mult(G, d) = public key", name);
        CHECK(uECC_valid_point(p1, c), "%s: valid_point(d * G)", name);
        /* e * (d * G) = (e * d mod n) * G */
        {
            uint8_t small[4] = {0x01, 0x23, 0x45, (uint8_t)(0x67 + k)};
            uECC_vli_clear(e, nw);
            uECC_vli_bytesToNative(e, small, 4);
        }
        uECC_point_mult(p2, p1, e, c);
        uECC_vli_modMult(de, d, e, uECC_curve_n(c), nw);
        uECC_point_mult(p3, uECC_curve_G(c), de, c);
        CHECK(words_eq(p2, p3, 2 * fw), "%s: e * (d * G) = (e * d) * G", name);
    }
}

/* The most words the functions without scratch buffers take: 127, or 63
 * with 8-byte words where the library's are 4 bytes (uECC_vli.h). */
#define WIDE_MAX (uECC_WORD_SIZE > uECC_LIBRARY_WORD_SIZE ? 63 : 127)

/* test_wide_mult checks products of num_words up to 127, whose 2 * num_words
 * result words no longer fit a wordcount_t; beyond WIDE_MAX, that the result
 * is left as it was. */
static void test_wide_mult(void) {
    static uECC_word_t left[127], right[127], result[254];
    static const int sizes[] = {1, 8, 63, 64, 100, 127};
    const uECC_word_t ones = ~(uECC_word_t)0;
    unsigned s;
    int i;
    for (s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++) {
        int n = sizes[s], ok = 1;
        memset(left, 0, sizeof(left));
        memset(right, 0, sizeof(right));
        memset(result, 0xA5, sizeof(result));
        left[0] = 2;
        right[0] = 3;
        uECC_vli_mult(result, left, right, (wordcount_t)n);
        if (n > WIDE_MAX) {
            for (i = 0; i < 2 * n; i++) {
                ok &= result[i] == (uECC_word_t)(0xA5A5A5A5A5A5A5A5ull & ~(uECC_word_t)0);
            }
            CHECK(ok, "vli_mult num_words %d (over %d) wrote its result", n, WIDE_MAX);
            continue;
        }
        for (i = 0; i < 2 * n; i++) {
            ok &= result[i] == (i == 0 ? 6 : 0);
        }
        CHECK(ok, "vli_mult num_words %d: 2 * 3 is not 6", n);
        for (i = 0; i < n; i++) {
            left[i] = ones;
        }
        for (int sq = 0; sq < 2; sq++) {
            memset(result, 0xA5, sizeof(result));
            if (sq) {
                uECC_vli_square(result, left, (wordcount_t)n);
            } else {
                uECC_vli_mult(result, left, left, (wordcount_t)n);
            }
            ok = 1;
            for (i = 0; i < 2 * n; i++) {
                uECC_word_t want = i == 0 ? 1 : i < n ? 0 : i == n ? ones - 1 : ones;
                ok &= result[i] == want;
            }
            CHECK(ok, "vli_%s num_words %d: (B^n - 1)^2 is wrong", sq ? "square" : "mult", n);
        }
    }
}

int main(void) {
    int i, ci;
    static long per_op_fail[VLI_NUM_OPS], per_op[VLI_NUM_OPS];
    os_rng = uECC_get_rng();
    CHECK(vli_word_bytes == (int)sizeof(uECC_word_t), "vli_data.c is for %d-byte words, not %d", vli_word_bytes,
          (int)sizeof(uECC_word_t));
    CHECK(sizeof(uECC_word_t) == uECC_WORD_SIZE, "uECC_word_t has uECC_WORD_SIZE bytes");
    if (vli_word_bytes != (int)sizeof(uECC_word_t)) {
        return check_finish(TEST_NAME);
    }
    for (i = 0; i < vli_num_cases; i++) {
        const struct vli_case *t = &vli_cases[i];
        int ok;
        if (t->op < 0 || t->op >= VLI_NUM_OPS) {
            CHECK(0, "case %d: operation %d", i, t->op);
            continue;
        }
        ok = run_case(t);
        per_op[t->op]++;
        if (!ok) {
            per_op_fail[t->op]++;
        }
        CHECK(ok, "case %d: %s on %s (n %d)", i, op_names[t->op], curve_names[t->curve], t->n);
    }
    for (i = 0; i < VLI_NUM_OPS; i++) {
        CHECK(per_op[i] > 0, "no case of %s", op_names[i]);
        if (per_op_fail[i]) {
            printf("  %s: %ld of %ld cases failed\n", op_names[i], per_op_fail[i], per_op[i]);
        }
    }
    for (ci = 0; ci < NUM_CURVES; ci++) {
        test_point_mult(ci);
        test_random_int(ci);
    }
    test_wide_mult();
    /* Unknown curves (sizes 0, constants NULL) and NULL pointers: test_args.c. */
    return check_finish(TEST_NAME);
}
