/* nonce.c: where the caller's RNG and hash functions are called: the
 * nonces of the signing functions, micro-ecc's blinding draws, and the
 * HMAC-DRBG of deterministic signing.
 *
 * All of them run here, in C, on the caller's stack, before and between the
 * library's calls into Go and never under one (uecc.c composes them with
 * those calls). So a callback is called exactly as micro-ecc calls it: a C++
 * exception thrown from it reaches the caller's catch through C frames
 * only, a longjmp or pthread_exit out of it leaves no Go frame behind and
 * no gate held, a callback that blocks holds no lock that fork() waits for,
 * a fork from inside one is an ordinary fork, and a cancellation point
 * inside one acts as it would under micro-ecc (the thread unwinds through
 * C frames and ends). The library's C code is built with unwind tables
 * for this (capi.go's cgo flags), and nothing is held while a callback
 * runs: no lock, no gate, no signal mask, no cancellation state.
 *
 * Each draw follows micro-ecc's uECC_generate_random_int for the word size
 * given (the request is the bound's bits in whole words); which
 * draws each function makes, in which order, is micro-ecc's
 * (docs/COMPATIBILITY.md, "Random draws"), and the hash context gets
 * micro-ecc's calls one for one (init_hash, update_hash of the keyed pad and
 * of each piece, finish_hash). Secrets (nonces, K and V, candidates) are
 * compared in constant time; only the verdict on a candidate, which
 * micro-ecc acts on too, is declassified.
 */
#include <string.h>

#define uECC_ENABLE_VLI_API 1
#include "uECC_vli.h"
#include "ucgo.h"

void ucgo_wipe(void *p, size_t n) {
    volatile uint8_t *v = p;
    while (n--) {
        *v++ = 0;
    }
}

/* ucgo_n_words is the number of words micro-ecc gives an integer below n. */
static wordcount_t ucgo_n_words(uECC_Curve curve) { return (wordcount_t)uECC_curve_num_n_words(curve); }

/* ucgo_less is 1 if the big-endian a < b (len bytes each), in constant
 * time. */
static unsigned ucgo_less(const uint8_t *a, const uint8_t *b, unsigned len) {
    unsigned borrow = 0, i = len;
    while (i-- > 0) {
        borrow = ((unsigned)a[i] - b[i] - borrow) >> 8 & 1;
    }
    return borrow;
}

/* The largest request of a draw or a DRBG candidate: secp521r1's 521 bits
 * in whole words of 8 bytes. */
#define UCGO_MAX_REQUEST 72

int ucgo_draw(uECC_RNG_Function rng, uECC_Curve curve, int below_n, int ws, uint8_t *out) {
    uint8_t bound[UCGO_MAX_FIELD], request[UCGO_MAX_REQUEST], candidate[UCGO_MAX_FIELD];
    unsigned bits = below_n ? uECC_curve_num_n_bits(curve) : uECC_curve_num_bits(curve);
    unsigned len = (bits + 7) / 8, size = (bits + 8 * (unsigned)ws - 1) / (8 * (unsigned)ws) * (unsigned)ws, i;
    int tries, ok = 0;
    uECC_vli_nativeToBytes(bound, (int)len, below_n ? uECC_curve_n(curve) : uECC_curve_p(curve));
    for (tries = 0; tries < 64 && !ok; tries++) {
        unsigned nonzero = 0, accept;
        if (!rng(request, size)) {
            break;
        }
        /* micro-ecc reads the request as little-endian words and masks the
         * top word to bitlen(bound): the low bits of a little-endian
         * integer. */
        for (i = 0; i < len; i++) {
            candidate[len - 1 - i] = request[i];
        }
        candidate[0] &= (uint8_t)(0xff >> (8 * len - bits));
        for (i = 0; i < len; i++) {
            nonzero |= candidate[i];
        }
        accept = (unsigned)(nonzero != 0) & ucgo_less(candidate, bound, len);
        /* Declassified: whether a candidate is rejected (micro-ecc's loop
         * makes the same decision; a rejected candidate is discarded). */
        ucgo_declassify(&accept, sizeof accept);
        ok = accept != 0;
    }
    if (ok && out) {
        unsigned size_out = (unsigned)uECC_curve_private_key_size(curve);
        memset(out, 0, size_out - len);
        memcpy(out + size_out - len, candidate, len);
    }
    ucgo_wipe(request, sizeof request);
    ucgo_wipe(candidate, sizeof candidate);
    return ok;
}

/* ucgo_below_n reports, in constant time, whether the words w are in
 * [1, n−1]. */
static uECC_word_t ucgo_below_n(uECC_Curve curve, const uECC_word_t *w) {
    wordcount_t nw = ucgo_n_words(curve);
    return (uECC_vli_isZero(w, nw) ^ 1) & (uECC_word_t)(uECC_vli_cmp(uECC_curve_n(curve), w, nw) == 1);
}

int ucgo_scalar_ok(uECC_Curve curve, const uint8_t *k) {
    uECC_word_t w[UCGO_MAXW];
    uECC_word_t ok;
    uECC_vli_clear(w, UCGO_MAXW);
    uECC_vli_bytesToNative(w, k, uECC_curve_private_key_size(curve));
    ok = ucgo_below_n(curve, w);
    ucgo_wipe(w, sizeof w);
    ucgo_declassify(&ok, sizeof ok);
    return ok != 0;
}

/* ucgo_bits2int sets w to bits2int of the first len bytes at b (RFC 6979
 * §2.3.2): their integer, shifted right by the bits beyond bitlen(n). */
static void ucgo_bits2int(uECC_Curve curve, uECC_word_t *w, const uint8_t *b, unsigned len) {
    unsigned bits = uECC_curve_num_n_bits(curve), i;
    uECC_vli_clear(w, UCGO_MAXW);
    if (len > 0) {
        uECC_vli_bytesToNative(w, b, (int)len);
    }
    for (i = bits; i < 8 * len; i++) {
        uECC_vli_rshift1(w, ucgo_n_words(curve));
    }
}

int ucgo_bits2octets(uECC_Curve curve, uint8_t *out, const uint8_t *hash, unsigned len) {
    uECC_word_t e[UCGO_MAXW], d[UCGO_MAXW], borrow;
    wordcount_t nw = ucgo_n_words(curve), i;
    ucgo_bits2int(curve, e, hash, len);
    /* e < 2^bitlen(n) < 2n: one conditional subtraction reduces it. */
    borrow = uECC_vli_sub(d, e, uECC_curve_n(curve), nw);
    for (i = 0; i < nw; i++) {
        e[i] = (d[i] & (borrow - 1)) | (e[i] & (0 - borrow));
    }
    uECC_vli_nativeToBytes(out, uECC_curve_private_key_size(curve), e);
    return uECC_curve_private_key_size(curve);
}

/* ---- HMAC-DRBG over the caller's hash context ----------------------------
 *
 * RFC 6979 §3.2's generator, with HMAC (RFC 2104) computed through the
 * caller's uECC_HashContext in micro-ecc's sequence of calls. The library
 * keeps K, V and the pad itself: the context's tmp is never touched. */

int ucgo_drbg_init(struct ucgo_drbg *d, const uECC_HashContext *h) {
    unsigned i;
    if (h->result_size < 1 || h->result_size > UCGO_MAX_HASH || h->block_size < h->result_size ||
        h->block_size > UCGO_MAX_BLOCK) {
        return 0;
    }
    d->h = h;
    d->size = h->result_size;
    for (i = 0; i < d->size; i++) {
        d->k[i] = 0x00;
        d->v[i] = 0x01;
    }
    return 1;
}

/* ucgo_hmac_start runs init_hash and update_hash of K ⊕ ipad. */
static void ucgo_hmac_start(struct ucgo_drbg *d) {
    const uECC_HashContext *h = d->h;
    unsigned i;
    for (i = 0; i < h->block_size; i++) {
        d->pad[i] = (uint8_t)((i < d->size ? d->k[i] : 0) ^ 0x36);
    }
    h->init_hash(h);
    h->update_hash(h, d->pad, h->block_size);
}

/* ucgo_hmac_end writes HMAC_K(…) to out (may be K or V): finish_hash of
 * the inner hash, then init_hash, update_hash of K ⊕ opad and of the inner
 * hash, and finish_hash. */
static void ucgo_hmac_end(struct ucgo_drbg *d, uint8_t *out) {
    const uECC_HashContext *h = d->h;
    uint8_t inner[UCGO_MAX_HASH];
    unsigned i;
    for (i = 0; i < h->block_size; i++) {
        d->pad[i] = (uint8_t)((i < d->size ? d->k[i] : 0) ^ 0x5c);
    }
    h->finish_hash(h, inner);
    h->init_hash(h);
    h->update_hash(h, d->pad, h->block_size);
    h->update_hash(h, inner, d->size);
    h->finish_hash(h, out);
    ucgo_wipe(inner, sizeof inner);
}

/* ucgo_update_v: V = HMAC_K(V). */
static void ucgo_update_v(struct ucgo_drbg *d) {
    ucgo_hmac_start(d);
    d->h->update_hash(d->h, d->v, d->size);
    ucgo_hmac_end(d, d->v);
}

/* ucgo_update_k: K = HMAC_K(V ‖ sep ‖ x ‖ m), then V = HMAC_K(V); x and m
 * only when x is not NULL. V and sep go to update_hash as one piece, as
 * micro-ecc passes them. */
static void ucgo_update_k(struct ucgo_drbg *d, uint8_t sep, const uint8_t *x, unsigned xlen, const uint8_t *m,
                          unsigned mlen) {
    ucgo_hmac_start(d);
    d->v[d->size] = sep;
    d->h->update_hash(d->h, d->v, d->size + 1);
    if (x) {
        d->h->update_hash(d->h, x, xlen);
        d->h->update_hash(d->h, m, mlen);
    }
    ucgo_hmac_end(d, d->k);
    ucgo_update_v(d);
}

void ucgo_drbg_seed(struct ucgo_drbg *d, const uint8_t *x, unsigned xlen, const uint8_t *m, unsigned mlen) {
    ucgo_update_k(d, 0x00, x, xlen, m, mlen);
    ucgo_update_k(d, 0x01, x, xlen, m, mlen);
}

void ucgo_drbg_reseed(struct ucgo_drbg *d) { ucgo_update_k(d, 0x00, NULL, 0, NULL, 0); }

/* ucgo_drbg_fill writes n bytes: V = HMAC_K(V) appended until there are n;
 * the rest of the last V is dropped. */
static void ucgo_drbg_fill(struct ucgo_drbg *d, uint8_t *out, unsigned n) {
    unsigned t = 0;
    while (t < n) {
        unsigned c = n - t < d->size ? n - t : d->size;
        ucgo_update_v(d);
        memcpy(out + t, d->v, c);
        t += c;
    }
}

int ucgo_drbg_nonce(struct ucgo_drbg *d, uECC_Curve curve, int rfc6979, int ws, uint8_t *k) {
    uECC_word_t w[UCGO_MAXW], ok;
    uint8_t t[UCGO_MAX_REQUEST];
    unsigned bits = uECC_curve_num_n_bits(curve), size = uECC_curve_private_key_size(curve), i;
    if (rfc6979) {
        /* bits2int of size bytes (§3.2 h.3). */
        ucgo_drbg_fill(d, t, size);
        ucgo_bits2int(curve, w, t, size);
        uECC_vli_nativeToBytes(k, (int)size, w);
    } else {
        /* micro-ecc: the bytes of whole words of ws bytes, read as
         * little-endian words (the targets are little-endian), masked to
         * bitlen(n): the low bits of the little-endian integer. */
        unsigned n = (bits + 8 * (unsigned)ws - 1) / (8 * (unsigned)ws) * (unsigned)ws;
        ucgo_drbg_fill(d, t, n);
        for (i = 0; i < size; i++) {
            k[size - 1 - i] = t[i];
        }
        k[0] &= (uint8_t)(0xff >> (8 * size - bits));
    }
    uECC_vli_clear(w, UCGO_MAXW);
    uECC_vli_bytesToNative(w, k, (int)size);
    ok = ucgo_below_n(curve, w);
    ucgo_wipe(w, sizeof w);
    ucgo_wipe(t, sizeof t);
    ucgo_declassify(&ok, sizeof ok);
    return ok != 0;
}
