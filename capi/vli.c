/* vli.c: micro-ecc's optional VLI API (include/uECC_vli.h): integers as
 * arrays of native words, least significant word first.
 *
 * The word-array arithmetic is plain C in constant time: carries, borrows
 * and selections are computed with comparisons and masks, never with a
 * branch or an index that depends on a value. The reductions mod an
 * arbitrary modulus are bit-serial (one conditional subtraction per bit of
 * the input), the inverse a binary extended gcd of a fixed number of
 * steps. uECC_point_mult, uECC_valid_point and the square root on
 * secp224r1 run on the Go engine (capi.go); the rest never calls into Go.
 */
#include <string.h>

#define uECC_ENABLE_VLI_API 1
#include "uECC_vli.h"
#include "ucgo.h"
#include "_cgo_export.h"

#define UCGO_WB (8 * UCGO_WS)

/* The library's words: a double word for the products. The curve constants
 * are vli_curves.h's. */
#if uECC_WORD_SIZE == 8
__extension__ typedef unsigned __int128 ucgo_dword;
#else
typedef uint64_t ucgo_dword;
#endif
#include "vli_curves.h"

/* ucgo_ok reports whether num_words fits the scratch buffers. */
static int ucgo_ok(wordcount_t num_words) {
    return num_words > 0 && num_words <= UCGO_MAXW;
}

static const struct ucgo_vli_curve *ucgo_vc(uECC_Curve curve) {
    int i = ucgo_curve_index(curve);
    return i < 0 ? NULL : &ucgo_vli_curves[i];
}

#define UCGO_N_WORDS(c) ((unsigned)(((c)->num_n_bits + UCGO_WB - 1) / UCGO_WB))

unsigned uECC_curve_num_words(uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_vc(curve);
    return c ? c->num_words : 0;
}
unsigned uECC_curve_num_bytes(uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_vc(curve);
    return c ? c->num_bytes : 0;
}
unsigned uECC_curve_num_bits(uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_vc(curve);
    return c ? c->num_bits : 0;
}
unsigned uECC_curve_num_n_words(uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_vc(curve);
    return c ? UCGO_N_WORDS(c) : 0;
}
unsigned uECC_curve_num_n_bytes(uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_vc(curve);
    return c ? (c->num_n_bits + 7) / 8 : 0;
}
unsigned uECC_curve_num_n_bits(uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_vc(curve);
    return c ? c->num_n_bits : 0;
}
const uECC_word_t *uECC_curve_p(uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_vc(curve);
    return c ? c->p : NULL;
}
const uECC_word_t *uECC_curve_n(uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_vc(curve);
    return c ? c->n : NULL;
}
const uECC_word_t *uECC_curve_G(uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_vc(curve);
    return c ? c->G : NULL;
}
const uECC_word_t *uECC_curve_b(uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_vc(curve);
    return c ? c->b : NULL;
}

/* ---- Word arrays -------------------------------------------------------- */

void uECC_vli_clear(uECC_word_t *vli, wordcount_t num_words) {
    wordcount_t i;
    for (i = 0; i < num_words; ++i) {
        vli[i] = 0;
    }
}

uECC_word_t uECC_vli_isZero(const uECC_word_t *vli, wordcount_t num_words) {
    uECC_word_t bits = 0;
    wordcount_t i;
    for (i = 0; i < num_words; ++i) {
        bits |= vli[i];
    }
    /* 1 if bits == 0: the top bit of (bits - 1) & ~bits. */
    return ((bits - 1) & ~bits) >> (UCGO_WB - 1);
}

uECC_word_t uECC_vli_testBit(const uECC_word_t *vli, bitcount_t bit) {
    return vli[bit >> uECC_WORD_BITS_SHIFT] & ((uECC_word_t)1 << (bit & uECC_WORD_BITS_MASK));
}

bitcount_t uECC_vli_numBits(const uECC_word_t *vli, const wordcount_t max_words) {
    wordcount_t i = max_words - 1;
    uECC_word_t digit;
    bitcount_t bits = 0;
    while (i >= 0 && vli[i] == 0) {
        --i;
    }
    if (i < 0) {
        return 0;
    }
    for (digit = vli[i]; digit; digit >>= 1) {
        ++bits;
    }
    return (bitcount_t)((bitcount_t)i * UCGO_WB + bits);
}

void uECC_vli_set(uECC_word_t *dest, const uECC_word_t *src, wordcount_t num_words) {
    wordcount_t i;
    for (i = 0; i < num_words; ++i) {
        dest[i] = src[i];
    }
}

uECC_word_t uECC_vli_equal(const uECC_word_t *left, const uECC_word_t *right, wordcount_t num_words) {
    uECC_word_t diff = 0;
    wordcount_t i;
    for (i = 0; i < num_words; ++i) {
        diff |= left[i] ^ right[i];
    }
    return ((diff - 1) & ~diff) >> (UCGO_WB - 1);
}

uECC_word_t uECC_vli_add(uECC_word_t *result,
                         const uECC_word_t *left,
                         const uECC_word_t *right,
                         wordcount_t num_words) {
    uECC_word_t carry = 0;
    wordcount_t i;
    for (i = 0; i < num_words; ++i) {
        uECC_word_t s = left[i] + right[i];
        uECC_word_t c1 = s < left[i];
        uECC_word_t s2 = s + carry;
        carry = c1 | (s2 < s);
        result[i] = s2;
    }
    return carry;
}

uECC_word_t uECC_vli_sub(uECC_word_t *result,
                         const uECC_word_t *left,
                         const uECC_word_t *right,
                         wordcount_t num_words) {
    uECC_word_t borrow = 0;
    wordcount_t i;
    for (i = 0; i < num_words; ++i) {
        uECC_word_t d = left[i] - right[i];
        uECC_word_t b1 = d > left[i];
        uECC_word_t d2 = d - borrow;
        borrow = b1 | (d2 > d);
        result[i] = d2;
    }
    return borrow;
}

cmpresult_t uECC_vli_cmp(const uECC_word_t *left, const uECC_word_t *right, wordcount_t num_words) {
    uECC_word_t tmp[UCGO_MAXW];
    uECC_word_t neg, zero;
    if (!ucgo_ok(num_words)) {
        return 0;
    }
    neg = uECC_vli_sub(tmp, left, right, num_words);
    zero = uECC_vli_isZero(tmp, num_words);
    return (cmpresult_t)((int)(zero ^ 1) - 2 * (int)neg);
}

void uECC_vli_rshift1(uECC_word_t *vli, wordcount_t num_words) {
    uECC_word_t carry = 0;
    wordcount_t i;
    for (i = num_words - 1; i >= 0; --i) {
        uECC_word_t w = vli[i];
        vli[i] = (w >> 1) | carry;
        carry = w << (UCGO_WB - 1);
    }
}

void uECC_vli_mult(uECC_word_t *result,
                   const uECC_word_t *left,
                   const uECC_word_t *right,
                   wordcount_t num_words) {
    int i, j; /* int: 2 * num_words exceeds wordcount_t from num_words 64 */
    if (num_words <= 0) {
        return;
    }
    for (i = 0; i < 2 * num_words; ++i) {
        result[i] = 0;
    }
    for (i = 0; i < num_words; ++i) {
        uECC_word_t carry = 0;
        for (j = 0; j < num_words; ++j) {
            ucgo_dword t = (ucgo_dword)left[i] * right[j] + result[i + j] + carry;
            result[i + j] = (uECC_word_t)t;
            carry = (uECC_word_t)(t >> UCGO_WB);
        }
        result[i + num_words] = carry;
    }
}

void uECC_vli_square(uECC_word_t *result, const uECC_word_t *left, wordcount_t num_words) {
    uECC_vli_mult(result, left, left, num_words);
}

/* ucgo_select sets r = cond ? a : r for cond 0 or 1, without a branch. */
static void ucgo_select(uECC_word_t *r, const uECC_word_t *a, uECC_word_t cond, wordcount_t num_words) {
    uECC_word_t mask = (uECC_word_t)0 - cond;
    wordcount_t i;
    for (i = 0; i < num_words; ++i) {
        r[i] = (a[i] & mask) | (r[i] & ~mask);
    }
}

/* ucgo_cswap swaps a and b if cond is 1 (0 or 1), without a branch. */
static void ucgo_cswap(uECC_word_t *a, uECC_word_t *b, uECC_word_t cond, wordcount_t num_words) {
    uECC_word_t mask = (uECC_word_t)0 - cond;
    wordcount_t i;
    for (i = 0; i < num_words; ++i) {
        uECC_word_t t = (a[i] ^ b[i]) & mask;
        a[i] ^= t;
        b[i] ^= t;
    }
}

void uECC_vli_modAdd(uECC_word_t *result,
                     const uECC_word_t *left,
                     const uECC_word_t *right,
                     const uECC_word_t *mod,
                     wordcount_t num_words) {
    uECC_word_t t[UCGO_MAXW], carry, borrow;
    if (!ucgo_ok(num_words)) {
        return;
    }
    carry = uECC_vli_add(result, left, right, num_words);
    borrow = uECC_vli_sub(t, result, mod, num_words);
    /* Subtract mod if the sum carried out or is at least mod. */
    ucgo_select(result, t, carry | (borrow ^ 1), num_words);
}

void uECC_vli_modSub(uECC_word_t *result,
                     const uECC_word_t *left,
                     const uECC_word_t *right,
                     const uECC_word_t *mod,
                     wordcount_t num_words) {
    uECC_word_t t[UCGO_MAXW], borrow;
    if (!ucgo_ok(num_words)) {
        return;
    }
    borrow = uECC_vli_sub(result, left, right, num_words);
    uECC_vli_add(t, result, mod, num_words);
    ucgo_select(result, t, borrow, num_words);
}

/* ucgo_reduce sets result = x mod m for x of xw words and m of n words
 * (nonzero): bit by bit from the top, r = 2r + bit, minus m if that is at
 * least m (r < m before, so once is enough). Constant time. result may be
 * x. */
static void ucgo_reduce(uECC_word_t *result, const uECC_word_t *x, int xw, const uECC_word_t *m,
                        wordcount_t n) {
    uECC_word_t r[UCGO_MAXW], t[UCGO_MAXW];
    int i;
    uECC_vli_clear(r, n);
    for (i = xw * UCGO_WB - 1; i >= 0; --i) {
        uECC_word_t top = r[n - 1] >> (UCGO_WB - 1), bit = (x[i / UCGO_WB] >> (i % UCGO_WB)) & 1, borrow;
        wordcount_t j;
        for (j = n - 1; j > 0; --j) {
            r[j] = (r[j] << 1) | (r[j - 1] >> (UCGO_WB - 1));
        }
        r[0] = (r[0] << 1) | bit;
        borrow = uECC_vli_sub(t, r, m, n);
        ucgo_select(r, t, top | (borrow ^ 1), n);
    }
    uECC_vli_set(result, r, n);
}

void uECC_vli_mmod(uECC_word_t *result, uECC_word_t *product, const uECC_word_t *mod, wordcount_t num_words) {
    if (!ucgo_ok(num_words)) {
        return;
    }
    ucgo_reduce(result, product, 2 * num_words, mod, num_words);
}

void uECC_vli_modMult(uECC_word_t *result,
                      const uECC_word_t *left,
                      const uECC_word_t *right,
                      const uECC_word_t *mod,
                      wordcount_t num_words) {
    uECC_word_t product[2 * UCGO_MAXW];
    if (!ucgo_ok(num_words)) {
        return;
    }
    uECC_vli_mult(product, left, right, num_words);
    ucgo_reduce(result, product, 2 * num_words, mod, num_words);
}

void uECC_vli_modSquare(uECC_word_t *result, const uECC_word_t *left, const uECC_word_t *mod, wordcount_t num_words) {
    uECC_vli_modMult(result, left, left, mod, num_words);
}

void uECC_vli_mmod_fast(uECC_word_t *result, uECC_word_t *product, uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_vc(curve);
    if (c) {
        uECC_vli_mmod(result, product, c->p, (wordcount_t)c->num_words);
    }
}

void uECC_vli_modMult_fast(uECC_word_t *result, const uECC_word_t *left, const uECC_word_t *right, uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_vc(curve);
    if (c) {
        uECC_vli_modMult(result, left, right, c->p, (wordcount_t)c->num_words);
    }
}

void uECC_vli_modSquare_fast(uECC_word_t *result, const uECC_word_t *left, uECC_Curve curve) {
    uECC_vli_modMult_fast(result, left, left, curve);
}

/* Binary extended gcd on (a, b) = (input, mod) with a = u*input and
 * b = v*input (mod mod) throughout: while a is odd, the larger of a and b
 * becomes the smaller and a their difference; then a is halved, and u mod
 * mod. Each step takes at least one bit off a or b, so 2 * bits steps bring
 * a to 0 and b to gcd = 1, v to the inverse. The steps are a fixed number
 * and each is masks. */
void uECC_vli_modInv(uECC_word_t *result, const uECC_word_t *input, const uECC_word_t *mod, wordcount_t num_words) {
    uECC_word_t a[UCGO_MAXW], b[UCGO_MAXW], u[UCGO_MAXW], v[UCGO_MAXW], t[UCGO_MAXW];
    int i;
    if (!ucgo_ok(num_words)) {
        return;
    }
    uECC_vli_set(a, input, num_words);
    uECC_vli_set(b, mod, num_words);
    uECC_vli_clear(u, num_words);
    uECC_vli_clear(v, num_words);
    u[0] = 1;
    for (i = 0; i < 2 * num_words * UCGO_WB; ++i) {
        uECC_word_t odd = a[0] & 1, less, carry, uodd;
        less = uECC_vli_sub(t, a, b, num_words);
        ucgo_cswap(a, b, odd & less, num_words);
        ucgo_cswap(u, v, odd & less, num_words);
        uECC_vli_sub(t, a, b, num_words);
        ucgo_select(a, t, odd, num_words);
        uECC_vli_modSub(t, u, v, mod, num_words);
        ucgo_select(u, t, odd, num_words);
        uECC_vli_rshift1(a, num_words);
        /* u / 2 mod mod: (u + mod) / 2 for an odd u. */
        uodd = u[0] & 1;
        carry = uECC_vli_add(t, u, mod, num_words) & uodd;
        ucgo_select(u, t, uodd, num_words);
        uECC_vli_rshift1(u, num_words);
        u[num_words - 1] |= carry << (UCGO_WB - 1);
    }
    uECC_vli_set(result, v, num_words);
}

void uECC_vli_nativeToBytes(uint8_t *bytes, int num_bytes, const uECC_word_t *native) {
    int i;
    for (i = 0; i < num_bytes; ++i) {
        unsigned b = (unsigned)(num_bytes - 1 - i);
        bytes[i] = (uint8_t)(native[b / UCGO_WS] >> (8 * (b % UCGO_WS)));
    }
}

void uECC_vli_bytesToNative(uECC_word_t *native, const uint8_t *bytes, int num_bytes) {
    int i;
    for (i = 0; i < (num_bytes + UCGO_WS - 1) / UCGO_WS; ++i) {
        native[i] = 0;
    }
    for (i = 0; i < num_bytes; ++i) {
        unsigned b = (unsigned)(num_bytes - 1 - i);
        native[b / UCGO_WS] |= (uECC_word_t)bytes[i] << (8 * (b % UCGO_WS));
    }
}

/* ---- Square root, points, random integers ------------------------------ */

void uECC_vli_mod_sqrt(uECC_word_t *a, uECC_Curve curve) {
    const struct ucgo_vli_curve *c;
    wordcount_t n;
    int ci = UCGO_ARGS(curve, a);
    if (ci < 0) {
        return;
    }
    c = &ucgo_vli_curves[ci];
    n = (wordcount_t)c->num_words;
    if (c->p3mod4) {
        /* a^((p+1)/4): square and multiply over the bits of p + 1 from the
         * top down to bit 2 (the exponent is public). */
        uECC_word_t p1[UCGO_MAXW], one[UCGO_MAXW], r[UCGO_MAXW];
        bitcount_t i;
        uECC_vli_clear(one, n);
        one[0] = 1;
        uECC_vli_add(p1, c->p, one, n);
        uECC_vli_set(r, one, n);
        for (i = (bitcount_t)(uECC_vli_numBits(p1, n) - 1); i > 1; --i) {
            uECC_vli_modMult(r, r, r, c->p, n);
            if (uECC_vli_testBit(p1, i)) {
                uECC_vli_modMult(r, r, a, c->p, n);
            }
        }
        uECC_vli_set(a, r, n);
    } else {
        uint8_t in[UCGO_MAX_FIELD], out[UCGO_MAX_FIELD];
        int ok;
        uECC_vli_nativeToBytes(in, (int)c->num_bytes, a);
        if (!ucgo_enter()) {
            return;
        }
        ok = ucgo_field_sqrt(ci, in, out);
        ucgo_leave();
        if (ok) {
            uECC_vli_bytesToNative(a, out, (int)c->num_bytes);
        }
    }
}

/* ucgo_point_bytes writes point (X then Y, num_words words each) as
 * big-endian X||Y and returns 1, or returns 0 if a coordinate has bits
 * above the field size (then it is not below p). */
static int ucgo_point_bytes(uint8_t *out, const uECC_word_t *point, const struct ucgo_vli_curve *c) {
    uint8_t wide[2 * UCGO_MAXW * sizeof(uECC_word_t)];
    int nb = (int)c->num_bytes, wb = (int)c->num_words * UCGO_WS, k, extra = 0;
    uECC_vli_nativeToBytes(wide, wb, point);
    uECC_vli_nativeToBytes(wide + wb, wb, point + c->num_words);
    for (k = 0; k < wb - nb; ++k) {
        extra |= wide[k] | wide[wb + k];
    }
    memcpy(out, wide + (wb - nb), (size_t)nb);
    memcpy(out + nb, wide + wb + (wb - nb), (size_t)nb);
    return extra == 0;
}

int uECC_valid_point(const uECC_word_t *point, uECC_Curve curve) {
    uint8_t pub[2 * UCGO_MAX_FIELD];
    int ci = UCGO_ARGS(curve, point), r;
    if (ci < 0 || !ucgo_point_bytes(pub, point, &ucgo_vli_curves[ci]) || !ucgo_enter()) {
        return 0;
    }
    r = ucgo_valid_public_key(ci, pub);
    ucgo_leave();
    return r;
}

void uECC_point_mult(uECC_word_t *result, const uECC_word_t *point, const uECC_word_t *scalar, uECC_Curve curve) {
    const struct ucgo_vli_curve *c;
    uint8_t pub[2 * UCGO_MAX_FIELD], out[2 * UCGO_MAX_FIELD], k[UCGO_MAX_FIELD];
    uECC_word_t wide[2 * UCGO_MAXW], kr[UCGO_MAXW], zero;
    wordcount_t nw, fw;
    int ok = 0, refused = 0, kb;
    int ci = UCGO_ARGS(curve, result); /* point and scalar may be NULL: the result is zeros */
    if (ci < 0) {
        return;
    }
    c = &ucgo_vli_curves[ci];
    nw = (wordcount_t)UCGO_N_WORDS(c);
    fw = (wordcount_t)c->num_words;
    kb = (int)(c->num_n_bits + 7) / 8;
    if (point && scalar && ucgo_point_bytes(pub, point, c)) {
        /* scalar mod n (constant time); 0 gives the all-zero result. */
        uECC_vli_clear(wide, (wordcount_t)(2 * nw));
        uECC_vli_set(wide, scalar, nw);
        ucgo_reduce(kr, wide, 2 * nw, c->n, nw);
        uECC_vli_nativeToBytes(k, kb, kr);
        /* Declassified: whether the scalar is 0 mod n (the result is then
         * all zeros, public either way). */
        zero = uECC_vli_isZero(kr, nw);
        ucgo_declassify(&zero, sizeof zero);
        if (!zero) {
            if (ucgo_enter()) {
                ok = ucgo_point_mult(ci, k, pub, out);
                ucgo_leave();
            } else {
                refused = 1;
            }
        }
        memset(k, 0, sizeof k);
        uECC_vli_clear(kr, nw);
        uECC_vli_clear(wide, (wordcount_t)(2 * nw));
    }
    if (refused) {
        /* The library cannot serve this thread (another thread of a fork's
         * child): a void function does nothing, as the others do. */
        return;
    }
    uECC_vli_clear(result, (wordcount_t)(2 * fw));
    if (ok) {
        uECC_vli_bytesToNative(result, out, (int)c->num_bytes);
        uECC_vli_bytesToNative(result + fw, out + c->num_bytes, (int)c->num_bytes);
    }
}

int uECC_generate_random_int(uECC_word_t *random, const uECC_word_t *top, wordcount_t num_words) {
    uECC_RNG_Function rng = uECC_get_rng();
    uECC_word_t mask = (uECC_word_t)-1, accept;
    bitcount_t num_bits;
    int tries, shift;
    if (!UCGO_NONNULL(random, top) || !ucgo_ok(num_words) || !rng) {
        return 0;
    }
    num_bits = uECC_vli_numBits(top, num_words);
    if (num_bits == 0) {
        return 0;
    }
    for (tries = 0; tries < 64; ++tries) {
        if (!rng((uint8_t *)random, (unsigned)(num_words * UCGO_WS))) {
            return 0;
        }
        /* Only the top word is masked, as micro-ecc does (a top whose
         * highest word is 0 leaves the top word 0). */
        shift = num_words * UCGO_WB - num_bits;
        random[num_words - 1] &= shift < UCGO_WB ? mask >> shift : 0;
        /* Declassified: whether the draw is accepted (micro-ecc's loop
         * takes as many draws; a rejected draw is discarded). */
        accept = (uECC_vli_isZero(random, num_words) ^ 1) & (uECC_word_t)(uECC_vli_cmp(top, random, num_words) == 1);
        ucgo_declassify(&accept, sizeof accept);
        if (accept) {
            return 1;
        }
    }
    return 0;
}
