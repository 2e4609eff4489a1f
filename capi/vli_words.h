/* vli_words.h: the VLI API for a program whose uECC_WORD_SIZE is not the
 * library's (1 anywhere, 4 on x86-64 and arm64, 8 on 32-bit targets), as
 * adapters over the library's own functions (vli.c). vli_w1.c, vli_w4.c and
 * vli_w8.c include it with uECC_WORD_SIZE and UCGO_PROG (the entry point's
 * name: X_w1, ...) set; uECC_vli.h then declares the program's prototypes,
 * which the definitions below must match.
 *
 * On a little-endian target an integer held as words of any size, least
 * significant first, is the same bytes: its little-endian encoding, padded
 * to whole words. An adapter therefore copies the program's words into
 * enough of the library's words, zero bytes above; calls the library's
 * function; and copies the program's bytes back. The carry out of an
 * addition is then the bit just above the program's words, the borrow of a
 * subtraction the library's own (the padding turns to ones), and every
 * reduction is a true remainder, so each result is the one the library's
 * arithmetic gives at the program's width. The constant-time properties
 * are vli.c's: the copies depend on sizes only.
 *
 * Points and curve constants are laid out in the program's words: X and Y
 * each take whole words, so secp160r1's and secp224r1's are padded
 * differently for each word size (vli_curves.h has the program's tables).
 * A coordinate with nonzero bytes beyond the library's words (only 8-byte
 * words on 32-bit targets can hold them) is not a field element: such a
 * point is invalid.
 *
 * These objects call public functions only: mk/c.mk keeps each as its own
 * archive member, which a static link takes only if the program calls it. */
#include <string.h>

#define uECC_ENABLE_VLI_API 1
#include "uECC_vli.h"
#include "uECC_ext.h"
#include "ucgo.h"
#include "vli_curves.h"

#define UCGO_PW uECC_WORD_SIZE         /* the program's word, bytes */
#define UCGO_NW uECC_LIBRARY_WORD_SIZE /* the library's */
#if UCGO_NW == 8
typedef uint64_t ucgo_nword;
#else
typedef uint32_t ucgo_nword;
#endif

/* The library's words needed for words of the program's. */
#define UCGO_NWORDS(words) (((words) * UCGO_PW + UCGO_NW - 1) / UCGO_NW)

/* The functions without scratch buffers take up to 127 words, as micro-ecc's;
 * with 8-byte words on a 32-bit target up to 63, so that the library's count
 * of its own words fits wordcount_t. Those with scratch buffers take up to
 * UCGO_VLI_BYTES bytes of words (ucgo.h: 32, 48 or 72, whole 8-byte words;
 * UCGO_MAXW in the program's words, UCGO_MAX_NW in the library's). */
#define UCGO_ANYW (UCGO_PW > UCGO_NW ? 127 * UCGO_NW / UCGO_PW : 127)
#define UCGO_ANY_NW UCGO_NWORDS(UCGO_ANYW)
#define UCGO_MAX_NW (UCGO_VLI_BYTES / UCGO_NW)

static int ucgo_any(wordcount_t n) {
#if UCGO_ANYW < 127
    return n > 0 && n <= UCGO_ANYW;
#else
    return n > 0; /* every positive wordcount_t */
#endif
}

static int ucgo_scratch(wordcount_t n) {
    return n > 0 && n <= UCGO_MAXW;
}

/* The library's functions the adapters call, in its own words: the
 * header's mapping of these names to the program's entry points is undone
 * here, and each prototype is the library's (uECC_vli.h with the library's
 * word size). */
#undef uECC_vli_numBits
#undef uECC_vli_cmp
#undef uECC_vli_rshift1
#undef uECC_vli_add
#undef uECC_vli_sub
#undef uECC_vli_mult
#undef uECC_vli_modAdd
#undef uECC_vli_modSub
#undef uECC_vli_mmod
#undef uECC_vli_modMult
#undef uECC_vli_modInv
#undef uECC_vli_mod_sqrt
#undef uECC_curve_num_words
#undef uECC_curve_num_bytes
#undef uECC_curve_num_bits
#undef uECC_curve_num_n_words
#undef uECC_curve_num_n_bytes
#undef uECC_curve_num_n_bits
#undef uECC_curve_p
#undef uECC_curve_n
#undef uECC_point_mult
#undef uECC_valid_point
bitcount_t uECC_vli_numBits(const ucgo_nword *vli, const wordcount_t max_words);
cmpresult_t uECC_vli_cmp(const ucgo_nword *left, const ucgo_nword *right, wordcount_t num_words);
void uECC_vli_rshift1(ucgo_nword *vli, wordcount_t num_words);
ucgo_nword uECC_vli_add(ucgo_nword *result, const ucgo_nword *left, const ucgo_nword *right, wordcount_t num_words);
ucgo_nword uECC_vli_sub(ucgo_nword *result, const ucgo_nword *left, const ucgo_nword *right, wordcount_t num_words);
void uECC_vli_mult(ucgo_nword *result, const ucgo_nword *left, const ucgo_nword *right, wordcount_t num_words);
void uECC_vli_modAdd(ucgo_nword *result, const ucgo_nword *left, const ucgo_nword *right, const ucgo_nword *mod,
                     wordcount_t num_words);
void uECC_vli_modSub(ucgo_nword *result, const ucgo_nword *left, const ucgo_nword *right, const ucgo_nword *mod,
                     wordcount_t num_words);
void uECC_vli_mmod(ucgo_nword *result, ucgo_nword *product, const ucgo_nword *mod, wordcount_t num_words);
void uECC_vli_modMult(ucgo_nword *result, const ucgo_nword *left, const ucgo_nword *right, const ucgo_nword *mod,
                      wordcount_t num_words);
void uECC_vli_modInv(ucgo_nword *result, const ucgo_nword *input, const ucgo_nword *mod, wordcount_t num_words);
void uECC_vli_mod_sqrt(ucgo_nword *a, uECC_Curve curve);
unsigned uECC_curve_num_words(uECC_Curve curve);
unsigned uECC_curve_num_bytes(uECC_Curve curve);
unsigned uECC_curve_num_bits(uECC_Curve curve);
unsigned uECC_curve_num_n_words(uECC_Curve curve);
unsigned uECC_curve_num_n_bytes(uECC_Curve curve);
unsigned uECC_curve_num_n_bits(uECC_Curve curve);
const ucgo_nword *uECC_curve_p(uECC_Curve curve);
const ucgo_nword *uECC_curve_n(uECC_Curve curve);
void uECC_point_mult(ucgo_nword *result, const ucgo_nword *point, const ucgo_nword *scalar, uECC_Curve curve);
int uECC_valid_point(const ucgo_nword *point, uECC_Curve curve);

/* ucgo_widen writes the program's words words of in as m of the library's
 * words (m at least UCGO_NWORDS(words)), zero bytes above. */
static void ucgo_widen(ucgo_nword *out, const uECC_word_t *in, int words, int m) {
    size_t b = (size_t)words * UCGO_PW;
    memcpy(out, in, b);
    memset((uint8_t *)out + b, 0, (size_t)m * UCGO_NW - b);
}

/* ucgo_narrow writes the low words words of the program's size of in. */
static void ucgo_narrow(uECC_word_t *out, const ucgo_nword *in, int words) {
    memcpy(out, in, (size_t)words * UCGO_PW);
}

/* ucgo_is0 is 1 if x is 0, else 0, without a branch. */
static uECC_word_t ucgo_is0(uint64_t x) {
    return (uECC_word_t)(((x - 1) & ~x) >> 63);
}

/* ---- Curves -------------------------------------------------------------- */

/* ucgo_pi returns the curve's index in ucgo_vli_curves, or -1 for anything
 * that is not the handle of a curve the library has; ucgo_pc the program's
 * view of the curve, or NULL. */
static int ucgo_pi(uECC_Curve curve) {
    uECC_Curve all[UCGO_NUM_CURVES];
    int i;
    all[0] = uECC_secp160r1();
    all[1] = uECC_secp192r1();
    all[2] = uECC_secp224r1();
    all[3] = uECC_secp256r1();
    all[4] = uECC_secp256k1();
    all[5] = uECC_secp384r1();
    all[6] = uECC_secp521r1();
    for (i = 0; i < UCGO_NUM_CURVES; i++) {
        if (curve && curve == all[i]) {
            return i;
        }
    }
    return -1;
}

static const struct ucgo_vli_curve *ucgo_pc(uECC_Curve curve) {
    int i = ucgo_pi(curve);
    return i < 0 ? NULL : &ucgo_vli_curves[i];
}

#define UCGO_PROG_N_WORDS(c) ((unsigned)(((c)->num_n_bits + 8 * UCGO_PW - 1) / (8 * UCGO_PW)))

unsigned UCGO_PROG(uECC_curve_num_words)(uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_pc(curve);
    return c ? c->num_words : 0;
}
unsigned UCGO_PROG(uECC_curve_num_bytes)(uECC_Curve curve) {
    return uECC_curve_num_bytes(curve);
}
unsigned UCGO_PROG(uECC_curve_num_bits)(uECC_Curve curve) {
    return uECC_curve_num_bits(curve);
}
unsigned UCGO_PROG(uECC_curve_num_n_words)(uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_pc(curve);
    return c ? UCGO_PROG_N_WORDS(c) : 0;
}
unsigned UCGO_PROG(uECC_curve_num_n_bytes)(uECC_Curve curve) {
    return uECC_curve_num_n_bytes(curve);
}
unsigned UCGO_PROG(uECC_curve_num_n_bits)(uECC_Curve curve) {
    return uECC_curve_num_n_bits(curve);
}
const uECC_word_t *UCGO_PROG(uECC_curve_p)(uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_pc(curve);
    return c ? c->p : NULL;
}
const uECC_word_t *UCGO_PROG(uECC_curve_n)(uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_pc(curve);
    return c ? c->n : NULL;
}
const uECC_word_t *UCGO_PROG(uECC_curve_G)(uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_pc(curve);
    return c ? c->G : NULL;
}
const uECC_word_t *UCGO_PROG(uECC_curve_b)(uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_pc(curve);
    return c ? c->b : NULL;
}

/* ---- Word arrays: byte for byte ------------------------------------------ */

void UCGO_PROG(uECC_vli_clear)(uECC_word_t *vli, wordcount_t num_words) {
    wordcount_t i;
    for (i = 0; i < num_words; ++i) {
        vli[i] = 0;
    }
}

void UCGO_PROG(uECC_vli_set)(uECC_word_t *dest, const uECC_word_t *src, wordcount_t num_words) {
    wordcount_t i;
    for (i = 0; i < num_words; ++i) {
        dest[i] = src[i];
    }
}

uECC_word_t UCGO_PROG(uECC_vli_isZero)(const uECC_word_t *vli, wordcount_t num_words) {
    uECC_word_t bits = 0;
    wordcount_t i;
    for (i = 0; i < num_words; ++i) {
        bits |= vli[i];
    }
    return ucgo_is0(bits);
}

uECC_word_t UCGO_PROG(uECC_vli_equal)(const uECC_word_t *left, const uECC_word_t *right, wordcount_t num_words) {
    uECC_word_t diff = 0;
    wordcount_t i;
    for (i = 0; i < num_words; ++i) {
        diff |= left[i] ^ right[i];
    }
    return ucgo_is0(diff);
}

uECC_word_t UCGO_PROG(uECC_vli_testBit)(const uECC_word_t *vli, bitcount_t bit) {
    return vli[bit >> uECC_WORD_BITS_SHIFT] & (uECC_word_t)((uECC_word_t)1 << (bit & uECC_WORD_BITS_MASK));
}

void UCGO_PROG(uECC_vli_nativeToBytes)(uint8_t *bytes, int num_bytes, const uECC_word_t *native) {
    int i;
    for (i = 0; i < num_bytes; ++i) {
        unsigned b = (unsigned)(num_bytes - 1 - i);
        bytes[i] = (uint8_t)(native[b / UCGO_PW] >> (8 * (b % UCGO_PW)));
    }
}

void UCGO_PROG(uECC_vli_bytesToNative)(uECC_word_t *native, const uint8_t *bytes, int num_bytes) {
    int i;
    for (i = 0; i < (num_bytes + UCGO_PW - 1) / UCGO_PW; ++i) {
        native[i] = 0;
    }
    for (i = 0; i < num_bytes; ++i) {
        unsigned b = (unsigned)(num_bytes - 1 - i);
        native[b / UCGO_PW] |= (uECC_word_t)((uECC_word_t)bytes[i] << (8 * (b % UCGO_PW)));
    }
}

/* ---- Arithmetic: the library's, on the program's integers --------------- */

bitcount_t UCGO_PROG(uECC_vli_numBits)(const uECC_word_t *vli, const wordcount_t max_words) {
    ucgo_nword x[UCGO_ANY_NW];
    if (!ucgo_any(max_words)) {
        return 0;
    }
    ucgo_widen(x, vli, max_words, UCGO_NWORDS(max_words));
    return uECC_vli_numBits(x, (wordcount_t)UCGO_NWORDS(max_words));
}

cmpresult_t UCGO_PROG(uECC_vli_cmp)(const uECC_word_t *left, const uECC_word_t *right, wordcount_t num_words) {
    ucgo_nword l[UCGO_MAX_NW], r[UCGO_MAX_NW];
    int m = UCGO_NWORDS(num_words);
    if (!ucgo_scratch(num_words)) {
        return 0;
    }
    ucgo_widen(l, left, num_words, m);
    ucgo_widen(r, right, num_words, m);
    return uECC_vli_cmp(l, r, (wordcount_t)m);
}

void UCGO_PROG(uECC_vli_rshift1)(uECC_word_t *vli, wordcount_t num_words) {
    ucgo_nword x[UCGO_ANY_NW];
    int m = UCGO_NWORDS(num_words);
    if (!ucgo_any(num_words)) {
        return;
    }
    ucgo_widen(x, vli, num_words, m);
    uECC_vli_rshift1(x, (wordcount_t)m);
    ucgo_narrow(vli, x, num_words);
}

uECC_word_t UCGO_PROG(uECC_vli_add)(uECC_word_t *result,
                                    const uECC_word_t *left,
                                    const uECC_word_t *right,
                                    wordcount_t num_words) {
    ucgo_nword l[UCGO_ANY_NW], r[UCGO_ANY_NW], s[UCGO_ANY_NW], carry;
    int m = UCGO_NWORDS(num_words), top = 8 * UCGO_PW * num_words;
    if (!ucgo_any(num_words)) {
        return 0;
    }
    ucgo_widen(l, left, num_words, m);
    ucgo_widen(r, right, num_words, m);
    carry = uECC_vli_add(s, l, r, (wordcount_t)m);
    if (top < 8 * UCGO_NW * m) {
        /* The carry is the bit above the program's words. */
        carry = (s[top / (8 * UCGO_NW)] >> (top % (8 * UCGO_NW))) & 1;
    }
    ucgo_narrow(result, s, num_words);
    return (uECC_word_t)carry;
}

uECC_word_t UCGO_PROG(uECC_vli_sub)(uECC_word_t *result,
                                    const uECC_word_t *left,
                                    const uECC_word_t *right,
                                    wordcount_t num_words) {
    ucgo_nword l[UCGO_ANY_NW], r[UCGO_ANY_NW], d[UCGO_ANY_NW], borrow;
    int m = UCGO_NWORDS(num_words);
    if (!ucgo_any(num_words)) {
        return 0;
    }
    ucgo_widen(l, left, num_words, m);
    ucgo_widen(r, right, num_words, m);
    borrow = uECC_vli_sub(d, l, r, (wordcount_t)m);
    ucgo_narrow(result, d, num_words);
    return (uECC_word_t)borrow;
}

void UCGO_PROG(uECC_vli_mult)(uECC_word_t *result,
                              const uECC_word_t *left,
                              const uECC_word_t *right,
                              wordcount_t num_words) {
    ucgo_nword l[UCGO_ANY_NW], r[UCGO_ANY_NW], p[2 * UCGO_ANY_NW];
    int m = UCGO_NWORDS(num_words);
    if (!ucgo_any(num_words)) {
        return;
    }
    ucgo_widen(l, left, num_words, m);
    ucgo_widen(r, right, num_words, m);
    uECC_vli_mult(p, l, r, (wordcount_t)m);
    ucgo_narrow(result, p, 2 * num_words);
}

void UCGO_PROG(uECC_vli_square)(uECC_word_t *result, const uECC_word_t *left, wordcount_t num_words) {
    UCGO_PROG(uECC_vli_mult)(result, left, left, num_words);
}

/* ucgo_mod3 runs the library's modular function fn (modAdd, modSub,
 * modMult) on the program's left, right and mod. */
typedef void ucgo_mod3_fn(ucgo_nword *, const ucgo_nword *, const ucgo_nword *, const ucgo_nword *, wordcount_t);
static void ucgo_mod3(ucgo_mod3_fn *fn, uECC_word_t *result, const uECC_word_t *left, const uECC_word_t *right,
                      const uECC_word_t *mod, wordcount_t num_words) {
    ucgo_nword l[UCGO_MAX_NW], r[UCGO_MAX_NW], md[UCGO_MAX_NW], z[UCGO_MAX_NW];
    int m = UCGO_NWORDS(num_words);
    if (!ucgo_scratch(num_words)) {
        return;
    }
    ucgo_widen(l, left, num_words, m);
    ucgo_widen(r, right, num_words, m);
    ucgo_widen(md, mod, num_words, m);
    fn(z, l, r, md, (wordcount_t)m);
    ucgo_narrow(result, z, num_words);
}

void UCGO_PROG(uECC_vli_modAdd)(uECC_word_t *result,
                                const uECC_word_t *left,
                                const uECC_word_t *right,
                                const uECC_word_t *mod,
                                wordcount_t num_words) {
    ucgo_mod3(uECC_vli_modAdd, result, left, right, mod, num_words);
}

void UCGO_PROG(uECC_vli_modSub)(uECC_word_t *result,
                                const uECC_word_t *left,
                                const uECC_word_t *right,
                                const uECC_word_t *mod,
                                wordcount_t num_words) {
    ucgo_mod3(uECC_vli_modSub, result, left, right, mod, num_words);
}

void UCGO_PROG(uECC_vli_mmod)(uECC_word_t *result, uECC_word_t *product, const uECC_word_t *mod,
                              wordcount_t num_words) {
    ucgo_nword p[2 * UCGO_MAX_NW], md[UCGO_MAX_NW], r[UCGO_MAX_NW];
    int m = UCGO_NWORDS(num_words);
    if (!ucgo_scratch(num_words)) {
        return;
    }
    ucgo_widen(p, product, 2 * num_words, 2 * m);
    ucgo_widen(md, mod, num_words, m);
    uECC_vli_mmod(r, p, md, (wordcount_t)m);
    ucgo_narrow(result, r, num_words);
}

void UCGO_PROG(uECC_vli_modMult)(uECC_word_t *result,
                                 const uECC_word_t *left,
                                 const uECC_word_t *right,
                                 const uECC_word_t *mod,
                                 wordcount_t num_words) {
    ucgo_mod3(uECC_vli_modMult, result, left, right, mod, num_words);
}

void UCGO_PROG(uECC_vli_modSquare)(uECC_word_t *result, const uECC_word_t *left, const uECC_word_t *mod,
                                   wordcount_t num_words) {
    UCGO_PROG(uECC_vli_modMult)(result, left, left, mod, num_words);
}

void UCGO_PROG(uECC_vli_modInv)(uECC_word_t *result, const uECC_word_t *input, const uECC_word_t *mod,
                                wordcount_t num_words) {
    ucgo_nword in[UCGO_MAX_NW], md[UCGO_MAX_NW], r[UCGO_MAX_NW];
    int m = UCGO_NWORDS(num_words);
    if (!ucgo_scratch(num_words)) {
        return;
    }
    ucgo_widen(in, input, num_words, m);
    ucgo_widen(md, mod, num_words, m);
    uECC_vli_modInv(r, in, md, (wordcount_t)m);
    ucgo_narrow(result, r, num_words);
}

/* The _fast forms reduce mod the curve's p, as the library's do: the same
 * generic functions with the program's p. */
void UCGO_PROG(uECC_vli_mmod_fast)(uECC_word_t *result, uECC_word_t *product, uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_pc(curve);
    if (c) {
        UCGO_PROG(uECC_vli_mmod)(result, product, c->p, (wordcount_t)c->num_words);
    }
}

void UCGO_PROG(uECC_vli_modMult_fast)(uECC_word_t *result, const uECC_word_t *left, const uECC_word_t *right,
                                      uECC_Curve curve) {
    const struct ucgo_vli_curve *c = ucgo_pc(curve);
    if (c) {
        UCGO_PROG(uECC_vli_modMult)(result, left, right, c->p, (wordcount_t)c->num_words);
    }
}

void UCGO_PROG(uECC_vli_modSquare_fast)(uECC_word_t *result, const uECC_word_t *left, uECC_Curve curve) {
    UCGO_PROG(uECC_vli_modMult_fast)(result, left, left, curve);
}

/* ---- Field elements and points in the library's layout ------------------ */

/* ucgo_coord_in writes the program's coordinate in (c->num_words words) as
 * the library's (nfw words) and returns 1, or 0 if it has a nonzero byte
 * beyond the library's words (then out holds all ones, not below p). */
static int ucgo_coord_in(ucgo_nword *out, const uECC_word_t *in, const struct ucgo_vli_curve *c, int nfw) {
    int pb = (int)c->num_words * UCGO_PW, nb = nfw * UCGO_NW, k;
    uint8_t extra = 0;
    if (pb <= nb) {
        ucgo_widen(out, in, (int)c->num_words, nfw);
        return 1;
    }
    memcpy(out, in, (size_t)nb);
    for (k = nb; k < pb; ++k) {
        extra |= ((const uint8_t *)in)[k];
    }
    if (extra) {
        memset(out, 0xFF, (size_t)nb);
        return 0;
    }
    return 1;
}

/* ucgo_coord_out writes the library's coordinate in (nfw words) as the
 * program's (c->num_words words), zero bytes above. */
static void ucgo_coord_out(uECC_word_t *out, const ucgo_nword *in, const struct ucgo_vli_curve *c, int nfw) {
    int pb = (int)c->num_words * UCGO_PW, nb = nfw * UCGO_NW;
    memcpy(out, in, (size_t)(pb < nb ? pb : nb));
    if (pb > nb) {
        memset((uint8_t *)out + nb, 0, (size_t)(pb - nb));
    }
}

/* Leaves a as it is if it has bits beyond the library's words (it is then
 * not below p). */
void UCGO_PROG(uECC_vli_mod_sqrt)(uECC_word_t *a, uECC_Curve curve) {
    const struct ucgo_vli_curve *c;
    ucgo_nword x[UCGO_MAX_NW];
    int ci = UCGO_ARGS_AT(ucgo_pi(curve), a), nfw;
    if (ci < 0) {
        return;
    }
    c = &ucgo_vli_curves[ci];
    nfw = (int)uECC_curve_num_words(curve);
    if (ucgo_coord_in(x, a, c, nfw)) {
        uECC_vli_mod_sqrt(x, curve);
        ucgo_coord_out(a, x, c, nfw);
    }
}

int UCGO_PROG(uECC_valid_point)(const uECC_word_t *point, uECC_Curve curve) {
    const struct ucgo_vli_curve *c;
    ucgo_nword pt[2 * UCGO_MAX_NW];
    int ci = UCGO_ARGS_AT(ucgo_pi(curve), point), nfw;
    if (ci < 0) {
        return 0;
    }
    c = &ucgo_vli_curves[ci];
    nfw = (int)uECC_curve_num_words(curve);
    if (!ucgo_coord_in(pt, point, c, nfw) || !ucgo_coord_in(pt + nfw, point + c->num_words, c, nfw)) {
        return 0;
    }
    return uECC_valid_point(pt, curve);
}

/* The library reduces its own words of the scalar mod n; a program's scalar
 * with more bytes than those (8-byte words on a 32-bit target, secp224r1
 * and secp521r1) is
 * reduced mod n here first, so that every byte counts. A point with bytes beyond the library's words is invalid: the
 * result is zeros, as for any invalid point. Where the library does
 * nothing (a thread of a fork's child it cannot serve), so does this: its
 * result is preset to all ones, which it never writes. */
void UCGO_PROG(uECC_point_mult)(uECC_word_t *result, const uECC_word_t *point, const uECC_word_t *scalar,
                                uECC_Curve curve) {
    const struct ucgo_vli_curve *c;
    ucgo_nword pt[2 * UCGO_MAX_NW], wide[2 * UCGO_MAX_NW], k[UCGO_MAX_NW], r[2 * UCGO_MAX_NW], ones;
    int ci = UCGO_ARGS_AT(ucgo_pi(curve), result), nfw, nnw, i, refused; /* point and scalar may be NULL */
    if (ci < 0) {
        return;
    }
    c = &ucgo_vli_curves[ci];
    nfw = (int)uECC_curve_num_words(curve);
    nnw = (int)uECC_curve_num_n_words(curve);
    if (point && scalar) {
        ucgo_coord_in(pt, point, c, nfw);
        ucgo_coord_in(pt + nfw, point + c->num_words, c, nfw);
        if ((int)UCGO_PROG_N_WORDS(c) * UCGO_PW <= nnw * UCGO_NW) {
            ucgo_widen(k, scalar, (int)UCGO_PROG_N_WORDS(c), nnw);
        } else {
            ucgo_widen(wide, scalar, (int)UCGO_PROG_N_WORDS(c), 2 * nnw);
            uECC_vli_mmod(k, wide, uECC_curve_n(curve), (wordcount_t)nnw);
        }
    }
    memset(r, 0xFF, sizeof r);
    uECC_point_mult(r, point && scalar ? pt : NULL, point && scalar ? k : NULL, curve);
    memset(wide, 0, sizeof wide);
    memset(k, 0, sizeof k);
    ones = (ucgo_nword)-1;
    for (i = 0; i < nfw; ++i) {
        ones &= r[i];
    }
    /* Declassified: whether X is still all ones, which tells only whether
     * the library did nothing (a computed X is below p). */
    refused = ones == (ucgo_nword)-1;
    ucgo_declassify(&refused, sizeof refused);
    if (refused) {
        return;
    }
    ucgo_coord_out(result, r, c, nfw);
    ucgo_coord_out(result + c->num_words, r + nfw, c, nfw);
}

/* micro-ecc's draw in the program's words: requests of num_words words,
 * the top word masked to the bits of top, as vli.c's. */
int UCGO_PROG(uECC_generate_random_int)(uECC_word_t *random, const uECC_word_t *top, wordcount_t num_words) {
    uECC_RNG_Function rng = uECC_get_rng();
    uECC_word_t accept;
    bitcount_t num_bits;
    int tries, shift;
    if (!UCGO_NONNULL(random, top) || !ucgo_scratch(num_words) || !rng) {
        return 0;
    }
    num_bits = UCGO_PROG(uECC_vli_numBits)(top, num_words);
    if (num_bits == 0) {
        return 0;
    }
    for (tries = 0; tries < 64; ++tries) {
        if (!rng((uint8_t *)random, (unsigned)(num_words * UCGO_PW))) {
            return 0;
        }
        shift = num_words * 8 * UCGO_PW - num_bits;
        random[num_words - 1] &= shift < 8 * UCGO_PW ? (uECC_word_t)((uECC_word_t)-1 >> shift) : 0;
        accept = (UCGO_PROG(uECC_vli_isZero)(random, num_words) ^ 1) &
                 (uECC_word_t)(UCGO_PROG(uECC_vli_cmp)(top, random, num_words) == 1);
        ucgo_declassify(&accept, sizeof accept);
        if (accept) {
            return 1;
        }
    }
    return 0;
}
