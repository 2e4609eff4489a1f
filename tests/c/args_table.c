/* args_table.c: the table of test_args.c, one row per export of the C ABI.
 *
 * mk/c.mk compiles this file once for each naming of the entry points a
 * program can choose (ARGS_NAMING: base; le, with
 * uECC_VLI_NATIVE_LITTLE_ENDIAN=1; w1, le_w1 and the other word size, with
 * uECC_WORD_SIZE set), so every call below is checked against the
 * prototype the headers give it there, and each row's name is the export
 * the headers map the call to (uECC_make_key is uECC_make_key_le_w1 in
 * le_w1). A naming holds the rows of the functions it maps, so that each
 * export has one row in all: those with a little-endian form in le, those
 * with a word-size form (the ones that draw random numbers and uECC_vli.h)
 * in w1, both in le_w1, and every function in base.
 *
 * A row lists, in order, the pointers the function refuses as NULL; its
 * call passes NULL in position c->null. Not listed, as the function takes
 * them as NULL too: message_hash with hash_size 0 (here hash_size is 32,
 * so a NULL message_hash is refused and listed), uECC_point_mult's point
 * and scalar (zeros: test_vli.c's known answers). */
#include <string.h>

#define uECC_ENABLE_VLI_API 1
#include "uECC.h"
#include "uECC_ext.h"
#include "uECC_vli.h"
#include "args.h"

#ifndef ARGS_NAMING
#error "args_table.c is compiled with -DARGS_NAMING=<naming> (mk/c.mk)"
#endif

/* Which rows this naming holds. */
#define ARGS_LE uECC_VLI_NATIVE_LITTLE_ENDIAN
#define ARGS_WORDS (uECC_WORD_SIZE != uECC_LIBRARY_WORD_SIZE)

#define NAME_(f) #f
#define NAME(f) NAME_(f) /* after the headers' mapping */

/* P(k, p): the k-th listed pointer, p or NULL. B, W, CW: a good argument's
 * bytes or words. */
#define P(k, p) (c->null == (k) ? NULL : (p))
#define B(x) ((uint8_t *)(x))
#define W(x) ((uECC_word_t *)(x))
#define CW(x) ((const uECC_word_t *)(x))
#define IN (c->in)
#define OUT(off) (c->out + (off))
#define HASH_SIZE 32

/* ---- uECC.h and uECC_ext.h ---------------------------------------------- */

static long make_key(const struct args_call *c) {
    return uECC_make_key(P(0, OUT(0)), P(1, OUT(64)), c->curve);
}
static long compute_public_key(const struct args_call *c) {
    return uECC_compute_public_key(P(0, B(IN->priv)), P(1, OUT(0)), c->curve);
}
static long shared_secret(const struct args_call *c) {
    return uECC_shared_secret(P(0, B(IN->pub)), P(1, B(IN->priv)), P(2, OUT(0)), c->curve);
}
static long sign(const struct args_call *c) {
    return uECC_sign(P(0, B(IN->priv)), P(1, B(IN->hash)), HASH_SIZE, P(2, OUT(0)), c->curve);
}
static long sign_deterministic(const struct args_call *c) {
    return uECC_sign_deterministic(P(0, B(IN->priv)), P(1, B(IN->hash)), HASH_SIZE, P(2, IN->hash_context),
                                   P(3, OUT(0)), c->curve);
}

#if !ARGS_WORDS
static long compress(const struct args_call *c) {
    uECC_compress(P(0, B(IN->pub)), P(1, OUT(0)), c->curve);
    return 0;
}
static long decompress(const struct args_call *c) {
    uECC_decompress(P(0, B(IN->comp)), P(1, OUT(0)), c->curve);
    return 0;
}
static long valid_public_key(const struct args_call *c) {
    return uECC_valid_public_key(P(0, B(IN->pub)), c->curve);
}
static long verify(const struct args_call *c) {
    return uECC_verify(P(0, B(IN->pub)), P(1, B(IN->hash)), HASH_SIZE, P(2, B(IN->sig)), c->curve);
}
static long sign_with_k(const struct args_call *c) {
    return uECC_sign_with_k(P(0, B(IN->priv)), P(1, B(IN->hash)), HASH_SIZE, P(2, B(IN->k)), P(3, OUT(0)),
                            c->curve);
}
static long sign_rfc6979(const struct args_call *c) {
    return uECC_sign_rfc6979(P(0, B(IN->priv)), P(1, B(IN->hash)), HASH_SIZE, P(2, IN->hash_context), P(3, OUT(0)),
                             c->curve);
}
static long sign_hedged(const struct args_call *c) {
    return uECC_sign_hedged(P(0, B(IN->priv)), P(1, B(IN->hash)), HASH_SIZE, P(2, OUT(0)), c->curve);
}
#endif

#if !ARGS_LE
static long sign_recoverable(const struct args_call *c) {
    return uECC_sign_recoverable(P(0, B(IN->priv)), P(1, B(IN->hash)), HASH_SIZE, P(2, OUT(0)), P(3, OUT(128)),
                                 c->curve);
}
#endif

#if !ARGS_LE && !ARGS_WORDS
static long private_key_size(const struct args_call *c) { return uECC_curve_private_key_size(c->curve); }
static long public_key_size(const struct args_call *c) { return uECC_curve_public_key_size(c->curve); }
static long recover_public_key(const struct args_call *c) {
    return uECC_recover_public_key(P(0, B(IN->hash)), HASH_SIZE, P(1, B(IN->rsig)), IN->rid, P(2, OUT(0)), c->curve);
}
/* der_size is an output too: in the outputs, so its canary (0xa5a5a5a5) is
 * the room given, at least the 72 bytes any signature needs. */
static long signature_to_der(const struct args_call *c) {
    return uECC_signature_to_der(P(0, B(IN->sig)), P(1, OUT(0)), P(2, (unsigned *)(void *)OUT(200)), c->curve);
}
static long signature_from_der(const struct args_call *c) {
    return uECC_signature_from_der(P(0, B(IN->der)), IN->der_size, P(1, OUT(0)), c->curve);
}
/* A batch of one hash. */
static long sign_hedged_batch(const struct args_call *c) {
    return uECC_sign_hedged_batch(P(0, B(IN->priv)), P(1, B(IN->hash)), HASH_SIZE, 1, P(2, OUT(0)), c->curve);
}
/* BIP-340: no curve. aux_rand is not listed (NULL draws from the RNG), and
 * message is (NULL only with message_size 0; here 32). */
static long schnorr_public_key(const struct args_call *c) {
    return uECC_schnorr_public_key(P(0, B(IN->priv)), P(1, OUT(0)));
}
static long schnorr_sign(const struct args_call *c) {
    return uECC_schnorr_sign(P(0, B(IN->priv)), P(1, B(IN->hash)), HASH_SIZE, B(IN->k), P(2, OUT(0)));
}
static long schnorr_verify(const struct args_call *c) {
    return uECC_schnorr_verify(P(0, B(IN->xpub)), P(1, B(IN->hash)), HASH_SIZE, P(2, B(IN->ssig)));
}
#endif

/* The BIP-340 functions have one name and one prototype under every naming
 * (their byte strings do not depend on uECC_VLI_NATIVE_LITTLE_ENDIAN, and
 * aux_rand's one request of 32 bytes is whole words of any size): no macro
 * maps them, and each naming's headers declare them alike. Their rows are in
 * base. */
#if defined(uECC_schnorr_public_key) || defined(uECC_schnorr_sign) || defined(uECC_schnorr_verify)
#error "a naming maps a BIP-340 function to another entry point"
#endif
static const struct {
    int (*public_key)(const uint8_t *, uint8_t *);
    int (*sign)(const uint8_t *, const uint8_t *, unsigned, const uint8_t *, uint8_t *);
    int (*verify)(const uint8_t *, const uint8_t *, unsigned, const uint8_t *);
} schnorr_prototypes = {uECC_schnorr_public_key, uECC_schnorr_sign, uECC_schnorr_verify};

/* ---- uECC_vli.h ---------------------------------------------------------- */

#if !ARGS_LE
static long num_words(const struct args_call *c) { return (long)uECC_curve_num_words(c->curve); }
static long num_bytes(const struct args_call *c) { return (long)uECC_curve_num_bytes(c->curve); }
static long num_bits(const struct args_call *c) { return (long)uECC_curve_num_bits(c->curve); }
static long num_n_words(const struct args_call *c) { return (long)uECC_curve_num_n_words(c->curve); }
static long num_n_bytes(const struct args_call *c) { return (long)uECC_curve_num_n_bytes(c->curve); }
static long num_n_bits(const struct args_call *c) { return (long)uECC_curve_num_n_bits(c->curve); }
static long curve_p(const struct args_call *c) { return uECC_curve_p(c->curve) != NULL; }
static long curve_n(const struct args_call *c) { return uECC_curve_n(c->curve) != NULL; }
static long curve_G(const struct args_call *c) { return uECC_curve_G(c->curve) != NULL; }
static long curve_b(const struct args_call *c) { return uECC_curve_b(c->curve) != NULL; }
static long mmod_fast(const struct args_call *c) {
    uECC_vli_mmod_fast(W(OUT(0)), W(IN->product), c->curve);
    return 0;
}
static long modMult_fast(const struct args_call *c) {
    uECC_vli_modMult_fast(W(OUT(0)), CW(IN->scalar), CW(IN->scalar), c->curve);
    return 0;
}
static long modSquare_fast(const struct args_call *c) {
    uECC_vli_modSquare_fast(W(OUT(0)), CW(IN->scalar), c->curve);
    return 0;
}
/* The canary is the field element a (0xa5... is below p), in place. */
static long mod_sqrt(const struct args_call *c) {
    uECC_vli_mod_sqrt(P(0, W(OUT(0))), c->curve);
    return 0;
}
static long valid_point(const struct args_call *c) {
    return uECC_valid_point(P(0, CW(IN->point)), c->curve);
}
static long point_mult(const struct args_call *c) {
    uECC_point_mult(P(0, W(OUT(0))), CW(IN->point), CW(IN->scalar), c->curve);
    return 0;
}
static long generate_random_int(const struct args_call *c) {
    return uECC_generate_random_int(P(0, W(OUT(0))), P(1, CW(IN->top)), (wordcount_t)(32 / sizeof(uECC_word_t)));
}
#endif

/* ---- The table ----------------------------------------------------------- */

#define PRIV "private_key"
#define PUB "public_key"
#define HASH "message_hash"
#define SIG "signature"
#define CTX "hash_context"

static const struct args_row rows[] = {
    /* Both a little-endian and a word-size form. */
    {NAME(uECC_make_key), ARGS_INT, 1, make_key, {PUB, PRIV}},
    {NAME(uECC_compute_public_key), ARGS_INT, 1, compute_public_key, {PRIV, PUB}},
    {NAME(uECC_shared_secret), ARGS_INT, 1, shared_secret, {PUB, PRIV, "secret"}},
    {NAME(uECC_sign), ARGS_INT, 1, sign, {PRIV, HASH, SIG}},
    {NAME(uECC_sign_deterministic), ARGS_INT, 1, sign_deterministic, {PRIV, HASH, CTX, SIG}},
#if !ARGS_WORDS /* a little-endian form only */
    {NAME(uECC_compress), ARGS_VOID, 1, compress, {PUB, "compressed"}},
    {NAME(uECC_decompress), ARGS_VOID, 1, decompress, {"compressed", PUB}},
    {NAME(uECC_valid_public_key), ARGS_INT, 1, valid_public_key, {PUB}},
    {NAME(uECC_verify), ARGS_INT, 1, verify, {PUB, HASH, SIG}},
    {NAME(uECC_sign_with_k), ARGS_INT, 1, sign_with_k, {PRIV, HASH, "k", SIG}},
    {NAME(uECC_sign_rfc6979), ARGS_INT, 1, sign_rfc6979, {PRIV, HASH, CTX, SIG}},
    {NAME(uECC_sign_hedged), ARGS_INT, 1, sign_hedged, {PRIV, HASH, SIG}},
#endif
#if !ARGS_LE /* a word-size form only */
    {NAME(uECC_sign_recoverable), ARGS_INT, 1, sign_recoverable, {PRIV, HASH, SIG, "recovery_id"}},
    {NAME(uECC_curve_num_words), ARGS_INT, 1, num_words, {NULL}},
    {NAME(uECC_curve_num_bytes), ARGS_INT, 1, num_bytes, {NULL}},
    {NAME(uECC_curve_num_bits), ARGS_INT, 1, num_bits, {NULL}},
    {NAME(uECC_curve_num_n_words), ARGS_INT, 1, num_n_words, {NULL}},
    {NAME(uECC_curve_num_n_bytes), ARGS_INT, 1, num_n_bytes, {NULL}},
    {NAME(uECC_curve_num_n_bits), ARGS_INT, 1, num_n_bits, {NULL}},
    {NAME(uECC_curve_p), ARGS_INT, 1, curve_p, {NULL}},
    {NAME(uECC_curve_n), ARGS_INT, 1, curve_n, {NULL}},
    {NAME(uECC_curve_G), ARGS_INT, 1, curve_G, {NULL}},
    {NAME(uECC_curve_b), ARGS_INT, 1, curve_b, {NULL}},
    {NAME(uECC_vli_mmod_fast), ARGS_VOID, 1, mmod_fast, {NULL}},
    {NAME(uECC_vli_modMult_fast), ARGS_VOID, 1, modMult_fast, {NULL}},
    {NAME(uECC_vli_modSquare_fast), ARGS_VOID, 1, modSquare_fast, {NULL}},
    {NAME(uECC_vli_mod_sqrt), ARGS_VOID, 1, mod_sqrt, {"a"}},
    {NAME(uECC_valid_point), ARGS_INT, 1, valid_point, {"point"}},
    {NAME(uECC_point_mult), ARGS_VOID, 1, point_mult, {"result"}},
    {NAME(uECC_generate_random_int), ARGS_INT, 0, generate_random_int, {"random", "top"}},
    {NAME(uECC_vli_clear), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_isZero), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_testBit), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_numBits), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_set), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_equal), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_cmp), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_rshift1), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_add), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_sub), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_mult), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_square), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_modAdd), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_modSub), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_mmod), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_modMult), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_modSquare), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_modInv), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_nativeToBytes), ARGS_GIVEN, 0, NULL, {NULL}},
    {NAME(uECC_vli_bytesToNative), ARGS_GIVEN, 0, NULL, {NULL}},
#endif
#if !ARGS_LE && !ARGS_WORDS /* neither */
    {NAME(uECC_secp160r1), ARGS_NONE, 0, NULL, {NULL}},
    {NAME(uECC_secp192r1), ARGS_NONE, 0, NULL, {NULL}},
    {NAME(uECC_secp224r1), ARGS_NONE, 0, NULL, {NULL}},
    {NAME(uECC_secp256r1), ARGS_NONE, 0, NULL, {NULL}},
    {NAME(uECC_secp256k1), ARGS_NONE, 0, NULL, {NULL}},
    {NAME(uECC_secp384r1), ARGS_NONE, 0, NULL, {NULL}},
    {NAME(uECC_secp521r1), ARGS_NONE, 0, NULL, {NULL}},
    {NAME(uECC_set_rng), ARGS_NONE, 0, NULL, {NULL}},
    {NAME(uECC_get_rng), ARGS_NONE, 0, NULL, {NULL}},
    {NAME(uECC_curve_private_key_size), ARGS_INT, 1, private_key_size, {NULL}},
    {NAME(uECC_curve_public_key_size), ARGS_INT, 1, public_key_size, {NULL}},
    {NAME(uECC_recover_public_key), ARGS_INT, 1, recover_public_key, {HASH, SIG, PUB}},
    {NAME(uECC_signature_to_der), ARGS_INT, 1, signature_to_der, {SIG, "der", "der_size"}},
    {NAME(uECC_signature_from_der), ARGS_INT, 1, signature_from_der, {"der", SIG}},
    {NAME(uECC_sign_hedged_batch), ARGS_INT, 1, sign_hedged_batch, {PRIV, "message_hashes", "signatures"}},
    {NAME(uECC_schnorr_public_key), ARGS_INT, 0, schnorr_public_key, {PRIV, "public_key_x"}},
    {NAME(uECC_schnorr_sign), ARGS_INT, 0, schnorr_sign, {PRIV, "message", SIG}},
    {NAME(uECC_schnorr_verify), ARGS_INT, 0, schnorr_verify, {"public_key_x", "message", SIG}},
#endif
};

/* setup makes the good arguments with this naming's functions. */
static int setup(struct args_in *in, uECC_Curve curve) {
    int ok = uECC_make_key(B(in->pub), B(in->priv), curve);
    memset(in->hash, 0x5c, sizeof in->hash);
    memcpy(in->k, in->priv, sizeof in->k); /* a nonce in [1, n-1] */
    ok = ok && uECC_sign(B(in->priv), B(in->hash), HASH_SIZE, B(in->sig), curve);
    uECC_compress(B(in->pub), B(in->comp), curve);
#if !ARGS_LE
    ok = ok && uECC_sign_recoverable(B(in->priv), B(in->hash), HASH_SIZE, B(in->rsig), &in->rid, curve);
    memcpy(in->point, uECC_curve_G(curve), 2 * 32);
    memcpy(in->top, uECC_curve_n(curve), 32);
    uECC_vli_bytesToNative(W(in->scalar), B(in->priv), 32);
    memcpy(in->product, in->pub, sizeof in->product);
#endif
#if !ARGS_LE && !ARGS_WORDS
    in->der_size = sizeof in->der;
    ok = ok && uECC_signature_to_der(B(in->sig), B(in->der), &in->der_size, curve);
    ok = ok && uECC_schnorr_public_key(B(in->priv), B(in->xpub));
    ok = ok && uECC_schnorr_sign(B(in->priv), B(in->hash), HASH_SIZE, B(in->k), B(in->ssig));
#endif
    (void)schnorr_prototypes;
    return ok;
}

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
const struct args_table CAT(args_table_, ARGS_NAMING) = {
    NAME(ARGS_NAMING), setup, rows, (int)(sizeof rows / sizeof rows[0]),
};
