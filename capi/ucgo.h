/* ucgo.h: what capi/uecc.c shares with capi/vli.c, capi/le.c and capi/rest.c. Internal: none of these
 * names stays global in libuecc.a or libuecc.so (capi/symbols.txt). */
#ifndef UCGO_H
#define UCGO_H

#include <stddef.h>

#include "uECC.h"
#include "uECC_vli.h"

/* The curve's index in uecc.c's table (0..6: micro-ecc's five, then
 * secp384r1 and secp521r1), or -1 for anything else. */
int ucgo_curve_index(uECC_Curve curve);
#define UCGO_NUM_CURVES 7

/* The curves of this build: capi/curve_<name>.go defines UCGO_HAS_<NAME>=1
 * for every C file of the package unless the tag uecc_no_<name> leaves that
 * curve out (mk/c.mk's UECC_CURVES). */
#ifndef UCGO_HAS_SECP160R1
#define UCGO_HAS_SECP160R1 0
#endif
#ifndef UCGO_HAS_SECP192R1
#define UCGO_HAS_SECP192R1 0
#endif
#ifndef UCGO_HAS_SECP224R1
#define UCGO_HAS_SECP224R1 0
#endif
#ifndef UCGO_HAS_SECP256R1
#define UCGO_HAS_SECP256R1 0
#endif
#ifndef UCGO_HAS_SECP256K1
#define UCGO_HAS_SECP256K1 0
#endif
#ifndef UCGO_HAS_SECP384R1
#define UCGO_HAS_SECP384R1 0
#endif
#ifndef UCGO_HAS_SECP521R1
#define UCGO_HAS_SECP521R1 0
#endif

/* UCGO_MAX_FIELD: the largest field element or scalar of any curve, in
 * bytes (secp521r1's 66), for the stack buffers of the byte-string
 * functions, whatever the build holds. UCGO_VLI_BYTES: the most bytes of
 * words the VLI functions with a scratch buffer take (ucgo.h's UCGO_MAXW,
 * vli_words.h), that of the largest curve of this build rounded up to
 * whole 8-byte words, so that it is whole words of every word size: 32 with
 * micro-ecc's five curves (micro-ecc's uECC_MAX_WORDS), 48 with secp384r1,
 * 72 with secp521r1 (its 66 bytes: 9 words of 8 bytes, 17 of 4, 66 of 1,
 * all within 72 bytes). */
#define UCGO_MAX_FIELD 66
#if UCGO_HAS_SECP521R1
#define UCGO_VLI_BYTES 72
#elif UCGO_HAS_SECP384R1
#define UCGO_VLI_BYTES 48
#else
#define UCGO_VLI_BYTES 32
#endif

/* ---- Argument checks ----------------------------------------------------
 *
 * Every entry point of the C ABI checks its pointer arguments and its curve
 * here, in one line that names the pointers it needs, before it reads or
 * writes anything, draws from the RNG or calls a hash callback:
 *
 *     int i = UCGO_ARGS(curve, public_key, private_key);
 *     if (i < 0) {
 *         return 0;
 *     }
 *
 * UCGO_ARGS(curve, p, ...) is the curve's index (ucgo_curve_index) if
 * curve is the handle of a curve the library has and every pointer listed
 * is non-NULL, else -1. UCGO_ARGS_AT(i, p, ...) is the same for an index
 * found otherwise (-1 for none): vli_words.h's objects call public
 * functions only, and find it with the handle functions. UCGO_NONNULL(p,
 * ...) is 1 if every pointer listed is non-NULL, else 0, for a function
 * that takes no curve. A bad argument fails the call (0, or nothing done):
 * there is no callback for it, as libsecp256k1's ARG_CHECK has.
 *
 * Not listed: the pointers a function takes as NULL too (message_hash with
 * hash_size 0, which uecc.c's ucgo_take_hash and le.c's le_hash refuse with
 * another size; uECC_point_mult's point and scalar), and those of the VLI
 * word functions, which take their pointers as given, as micro-ecc's do.
 * Checks that are not of a NULL argument stand beside as ordinary
 * conditions: the installed RNG (NULL is a setting, and a function pointer
 * is no object pointer in ISO C), a hash context's callbacks, recovery_id,
 * der_size, num_words. tests/c/test_args.c calls every export with NULL in
 * each pointer position and with unknown curve handles. */
static inline int ucgo_args(int index, int n, const void *const ptrs[]) {
    int k;
    for (k = 0; k < n; k++) {
        if (!ptrs[k]) {
            return -1;
        }
    }
    return index;
}
#define UCGO_ARGS_LIST_(...) \
    (int)(sizeof((const void *[]){__VA_ARGS__}) / sizeof(const void *)), (const void *[]){__VA_ARGS__}
#define UCGO_ARGS(curve, ...) ucgo_args(ucgo_curve_index(curve), UCGO_ARGS_LIST_(__VA_ARGS__))
#define UCGO_ARGS_AT(index, ...) ucgo_args((index), UCGO_ARGS_LIST_(__VA_ARGS__))
#define UCGO_NONNULL(...) (ucgo_args(0, UCGO_ARGS_LIST_(__VA_ARGS__)) == 0)

/* The gate around every call into Go (uecc.c): ucgo_enter returns 1 if the
 * caller may call into Go now (then it must call ucgo_leave afterwards), 0
 * if the call must fail. */
int ucgo_enter(void);
void ucgo_leave(void);

/* The program's signals (signals.c): ucgo_signals_init at load and on
 * each new thread of the runtime (it works once); ucgo_signals_hold before a call (or any other Go
 * call of uecc.c's) enters Go at depth 0, ucgo_signals_release(called_go)
 * after it, called_go 0 if it did not enter after all; ucgo_mark_self on
 * each new thread of the runtime, before it runs the runtime's code. */
void ucgo_signals_init(void);
void ucgo_signals_hold(void);
void ucgo_signals_release(int called_go);
void ucgo_mark_self(void);

/* Message hash and hash context checks of uECC_sign_deterministic (uecc.c),
 * shared with its little-endian form (le.c): ucgo_hash_whole is 1 if the
 * hash_size bytes at message_hash can be read whole, ucgo_hash_usable 1 if
 * the context and its callbacks are not NULL. ucgo_sign_hmac is the
 * deterministic signers' loop: nonces from the HMAC-DRBG over ctx seeded
 * with x and m (micro-ecc's or, rfc6979 set, RFC 6979's candidates), each
 * usable one preceded by micro-ecc's two blinding draws when the caller's
 * own RNG is installed (not for RFC 6979), signed in Go with priv
 * (private key size, big-endian) and the n hash bytes bits2int reads, all
 * three the caller's copies (uecc.c, "Staging"): 1 with r||s in sig, 0 on
 * failure. */
int ucgo_hash_whole(const uint8_t *message_hash, unsigned hash_size);
int ucgo_hash_usable(const uECC_HashContext *h);
int ucgo_sign_hmac(uECC_Curve curve, const uECC_HashContext *ctx, int rfc6979, int ws, const uint8_t *x, unsigned xlen,
                   const uint8_t *m, unsigned mlen, uint8_t *priv, uint8_t *hash, unsigned n, uint8_t *sig);

/* The functions of uECC.h and uECC_ext.h that draw random numbers, with
 * micro-ecc's requests in words of ws bytes (uecc.c): uECC_make_key is
 * ucgo_make_key_ws with the library's word size, uECC_make_key_w4 (w4.c)
 * the same with 4 (w1.c, w8.c: 1, 8); the little-endian forms (le.c,
 * le_w*.c) likewise. */
int ucgo_make_key_ws(uint8_t *public_key, uint8_t *private_key, uECC_Curve curve, int ws);
int ucgo_compute_public_key_ws(const uint8_t *private_key, uint8_t *public_key, uECC_Curve curve, int ws);
int ucgo_shared_secret_ws(const uint8_t *public_key, const uint8_t *private_key, uint8_t *secret, uECC_Curve curve,
                          int ws);
int ucgo_sign_ws(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size, uint8_t *signature,
                 uECC_Curve curve, int ws);
int ucgo_sign_deterministic_ws(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                               const uECC_HashContext *hash_context, uint8_t *signature, uECC_Curve curve, int ws);
int ucgo_sign_recoverable_ws(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                             uint8_t *signature, uint8_t *recovery_id, uECC_Curve curve, int ws);
int ucgo_make_key_le_ws(uint8_t *public_key, uint8_t *private_key, uECC_Curve curve, int ws);
int ucgo_compute_public_key_le_ws(const uint8_t *private_key, uint8_t *public_key, uECC_Curve curve, int ws);
int ucgo_shared_secret_le_ws(const uint8_t *public_key, const uint8_t *private_key, uint8_t *secret,
                             uECC_Curve curve, int ws);
int ucgo_sign_le_ws(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size, uint8_t *signature,
                    uECC_Curve curve, int ws);
int ucgo_sign_deterministic_le_ws(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                                  const uECC_HashContext *hash_context, uint8_t *signature, uECC_Curve curve, int ws);

/* The caller's callbacks (nonce.c), called from C only, before and between
 * the calls into Go. ucgo_draw draws a random integer below n (below_n) or
 * p as micro-ecc's uECC_generate_random_int does with words of ws bytes
 * (uECC_LIBRARY_WORD_SIZE: micro-ecc's default for the target) and writes
 * it to out (private key size, big-endian) unless out is NULL: 1, or 0 if
 * the RNG failed or 64 candidates were rejected. ucgo_scalar_ok is 1 if k
 * (private key size, big-endian) is in [1, n−1]. ucgo_bits2octets writes
 * bits2int(hash) mod n (RFC 6979 §2.3.4) to out, private key size bytes,
 * and returns that size. ucgo_wipe clears memory that held a secret. */
int ucgo_draw(uECC_RNG_Function rng, uECC_Curve curve, int below_n, int ws, uint8_t *out);
int ucgo_scalar_ok(uECC_Curve curve, const uint8_t *k);
int ucgo_bits2octets(uECC_Curve curve, uint8_t *out, const uint8_t *hash, unsigned len);
void ucgo_wipe(void *p, size_t n);

/* ucgo_declassify marks a value derived from secrets that is public on
 * purpose (a rejection, a result that is an error either way) as defined for
 * valgrind's memcheck in the valgrind build (capi/valgrind.go, make ctgrind);
 * elsewhere it does nothing. */
#ifdef UCGO_VALGRIND
#include <valgrind/memcheck.h>
#define ucgo_declassify(p, n) ((void)VALGRIND_MAKE_MEM_DEFINED((p), (n)))
#else
#define ucgo_declassify(p, n) ((void)(p), (void)(n))
#endif

#if uECC_ENABLE_VLI_API
/* A word's bytes, and the most words of any curve's integer of this build
 * (UCGO_VLI_BYTES: micro-ecc's uECC_MAX_WORDS). */
#define UCGO_WS ((int)sizeof(uECC_word_t))
#define UCGO_MAXW (UCGO_VLI_BYTES / UCGO_WS)
#endif

/* The HMAC-DRBG of deterministic signing over a caller's hash context
 * (nonce.c). ucgo_drbg_init returns 0 for a context whose sizes HMAC cannot
 * use (result_size 1..64, block_size result_size..256); ucgo_drbg_seed runs
 * RFC 6979 §3.2 d-g with x and m; ucgo_drbg_nonce writes the next candidate
 * (private key size, big-endian) to k, micro-ecc's (whole words read
 * little-endian, masked) or RFC 6979's (bits2int), and returns 1 if it is
 * in [1, n−1] (micro-ecc's reads whole words of ws bytes);
 * ucgo_drbg_reseed moves on after a candidate not used. */
#define UCGO_MAX_HASH 64
#define UCGO_MAX_BLOCK 256
struct ucgo_drbg {
    const uECC_HashContext *h;
    unsigned size;
    uint8_t k[UCGO_MAX_HASH];
    uint8_t v[UCGO_MAX_HASH + 1]; /* and the separator byte */
    uint8_t pad[UCGO_MAX_BLOCK];
};
int ucgo_drbg_init(struct ucgo_drbg *d, const uECC_HashContext *h);
void ucgo_drbg_seed(struct ucgo_drbg *d, const uint8_t *x, unsigned xlen, const uint8_t *m, unsigned mlen);
int ucgo_drbg_nonce(struct ucgo_drbg *d, uECC_Curve curve, int rfc6979, int ws, uint8_t *k);
void ucgo_drbg_reseed(struct ucgo_drbg *d);

/* The runtime's start (rest.c): ucgo_launch creates the runtime's first
 * thread, kept back at load, unless it exists: 1 once it does, 0 if it
 * cannot be created now (or the runtime has not asked for it yet).
 * ucgo_launched is 1 once it exists. */
int ucgo_launch(void);
int ucgo_launched(void);

/* The runtime's threads (rest.c). ucgo_await_rest waits, at most max_ns,
 * until every thread the runtime started is parked: 1 once they are, 0 if
 * the time ran out, -1 at once if they cannot be observed (no /proc, or
 * more threads than it records). ucgo_still_at_rest, in the parent right
 * after the fork, returns 1 if every one of them is still parked with the
 * switch count that rest found: none ran in between, so none ran at the
 * fork. ucgo_forget_threads, in a forked child, drops the parent's
 * threads, which the child does not have. */
int ucgo_await_rest(long max_ns);
int ucgo_still_at_rest(void);
void ucgo_forget_threads(void);

#endif
