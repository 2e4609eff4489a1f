/* bench.c: the time of every operation through libuecc.a, per curve.
 *
 * Prints one line per operation, "bench-c <curve> <op> <ns/op>", the best
 * of ten timed runs (the least disturbed), for comparison with the same
 * calls made from Go (tests/c/gobench) by tests/c/benchcmp. make bench-c
 * runs all three. UECC_BENCH_MS sets the time per operation (default 100 ms).
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"
#include "sha256.h"
#include "uECC_ext.h"

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

enum op {
    OP_MAKE_KEY,
    OP_COMPUTE_PUBLIC_KEY,
    OP_SHARED_SECRET,
    OP_SIGN,
    OP_SIGN_DETERMINISTIC,
    OP_SIGN_WITH_K,
    OP_VERIFY,
    OP_VERIFY_REJECT, /* r = 0: rejected at once; the fixed cost of a call */
    OP_VALID_PUBLIC_KEY,
    OP_COMPRESS,
    OP_DECOMPRESS,
    OP_MAKE_KEY_FAILING_RNG, /* one RNG callback that returns 0: fixed cost + one callback */
    OP_SIGN_XORSHIFT_RNG, /* sign with a trivial C RNG: one callback per draw */
    OP_SIGN_TOY_HASH,     /* sign_deterministic with a trivial C hash: the callback cost */
    OP_KEY_SIZE,          /* uECC_curve_private_key_size: C only, no Go call */
    OP_SIGNAL_HOLD,       /* the two pthread_sigmask calls of each call (capi/signals.c), alone */
    NUM_OPS
};

static const char *const op_names[NUM_OPS] = {
    "make_key", "compute_public_key", "shared_secret", "sign", "sign_deterministic", "sign_with_k",
    "verify", "verify_reject", "valid_public_key", "compress", "decompress", "make_key_failing_rng", "sign_xorshift_rng",
    "sign_toy_hash", "private_key_size", "signal_hold",
};

/* A trivial RNG (xorshift64), the same as gobench's: the Go side reads the
 * same bytes, so both do the same draws. Not for real use. */
static uint64_t xs_state = 88172645463325252ull;
static int xorshift_rng(uint8_t *dest, unsigned size) {
    unsigned i;
    for (i = 0; i < size; i++) {
        xs_state ^= xs_state << 13;
        xs_state ^= xs_state >> 7;
        xs_state ^= xs_state << 17;
        dest[i] = (uint8_t)xs_state;
    }
    return 1;
}

static int failing_rng(uint8_t *dest, unsigned size) {
    (void)dest;
    (void)size;
    return 0;
}

/* A toy "hash" (not a hash!), the same as gobench's toyHash: it lets the
 * benchmark compare the cost of calling the hash context from Go with the
 * same work done by a Go hash.Hash, without comparing two SHA-256s. */
typedef struct {
    uECC_HashContext uECC;
    uint64_t h; /* FNV-1a state */
} toy_ctx;

static void toy_init(const uECC_HashContext *base) {
    ((toy_ctx *)base)->h = 0xcbf29ce484222325ull;
}
static void toy_update(const uECC_HashContext *base, const uint8_t *m, unsigned len) {
    toy_ctx *c = (toy_ctx *)base;
    unsigned i;
    for (i = 0; i < len; i++) {
        c->h = (c->h ^ m[i]) * 0x100000001b3ull;
    }
}
static void toy_finish(const uECC_HashContext *base, uint8_t *out) {
    toy_ctx *c = (toy_ctx *)base;
    unsigned i;
    for (i = 0; i < 32; i++) {
        c->h = (c->h ^ i) * 0x100000001b3ull;
        out[i] = (uint8_t)(c->h >> 56);
    }
}

struct state {
    toy_ctx toy;
    uECC_Curve curve;
    uint8_t priv[32], pub[64], priv2[32], pub2[64], out[64], out2[64], hash[32], sig[64], bad_sig[64], comp[33], k[32];
    SHA256_HashContext hctx;
};

static volatile int sink;

static int run(struct state *s, int op, long n) {
    long i;
    int r = 1;
    for (i = 0; i < n; i++) {
        switch (op) {
        case OP_MAKE_KEY: r &= uECC_make_key(s->out, s->out2, s->curve); break;
        case OP_COMPUTE_PUBLIC_KEY: r &= uECC_compute_public_key(s->priv, s->out, s->curve); break;
        case OP_SHARED_SECRET: r &= uECC_shared_secret(s->pub2, s->priv, s->out, s->curve); break;
        case OP_SIGN: r &= uECC_sign(s->priv, s->hash, 32, s->out, s->curve); break;
        case OP_SIGN_DETERMINISTIC: r &= uECC_sign_deterministic(s->priv, s->hash, 32, &s->hctx.uECC, s->out, s->curve); break;
        case OP_SIGN_WITH_K: r &= uECC_sign_with_k(s->priv, s->hash, 32, s->k, s->out, s->curve); break;
        case OP_VERIFY: r &= uECC_verify(s->pub, s->hash, 32, s->sig, s->curve); break;
        case OP_VERIFY_REJECT: r &= !uECC_verify(s->pub, s->hash, 32, s->bad_sig, s->curve); break;
        case OP_VALID_PUBLIC_KEY: r &= uECC_valid_public_key(s->pub, s->curve); break;
        case OP_COMPRESS: uECC_compress(s->pub, s->out, s->curve); break;
        case OP_DECOMPRESS: uECC_decompress(s->comp, s->out, s->curve); break;
        case OP_MAKE_KEY_FAILING_RNG: {
            uECC_RNG_Function old = uECC_get_rng();
            uECC_set_rng(failing_rng);
            r &= !uECC_make_key(s->out, s->out2, s->curve);
            uECC_set_rng(old);
            break;
        }
        case OP_SIGN_XORSHIFT_RNG: {
            uECC_RNG_Function old = uECC_get_rng();
            uECC_set_rng(xorshift_rng);
            r &= uECC_sign(s->priv, s->hash, 32, s->out, s->curve);
            uECC_set_rng(old);
            break;
        }
        case OP_SIGN_TOY_HASH: r &= uECC_sign_deterministic(s->priv, s->hash, 32, &s->toy.uECC, s->out, s->curve); break;
        case OP_KEY_SIZE: r &= uECC_curve_private_key_size(s->curve) > 0; break;
        case OP_SIGNAL_HOLD: {
            sigset_t all, caller;
            sigfillset(&all);
            r &= pthread_sigmask(SIG_BLOCK, &all, &caller) == 0;
            r &= pthread_sigmask(SIG_SETMASK, &caller, NULL) == 0;
            break;
        }
        }
    }
    sink = r;
    return r;
}

int main(void) {
    const char *env = getenv("UECC_BENCH_MS");
    double budget = (env ? atof(env) : 100.0) * 1e6;
    int c, op;

    for (c = 0; c < NUM_CURVES; c++) {
        struct state s;
        int fs = field_size(c);
        memset(&s, 0, sizeof s);
        s.curve = curve_at(c);
        if (s.curve == NULL) continue; /* secp384r1, secp521r1: only with make lib UECC_CURVES=all */
        sha256_hash_context(&s.hctx);
        s.toy.uECC.init_hash = toy_init;
        s.toy.uECC.update_hash = toy_update;
        s.toy.uECC.finish_hash = toy_finish;
        s.toy.uECC.block_size = 64;
        s.toy.uECC.result_size = 32;
        sha256("bench", 5, s.hash);
        memcpy(s.k, s.hash, sizeof s.k);
        s.k[0] = 0;
        if (!uECC_make_key(s.pub, s.priv, s.curve) || !uECC_make_key(s.pub2, s.priv2, s.curve) ||
            !uECC_sign(s.priv, s.hash, 32, s.sig, s.curve)) {
            printf("setup failed\n");
            return 1;
        }
        memcpy(s.bad_sig, s.sig, sizeof s.sig);
        memset(s.bad_sig, 0, (size_t)fs);
        uECC_compress(s.pub, s.comp, s.curve);

        for (op = 0; op < NUM_OPS; op++) {
            double best = 0;
            long n = 1;
            int rep;
            /* calibrate: n iterations take about budget / 5 */
            for (;;) {
                double t0 = now_ns();
                if (!run(&s, op, n)) {
                    printf("bench-c %s %s FAILED\n", curve_names[c], op_names[op]);
                    return 1;
                }
                if (now_ns() - t0 > budget / 10 || n > 1L << 30) break;
                n *= 2;
            }
            for (rep = 0; rep < 10; rep++) {
                double t0 = now_ns(), dt;
                run(&s, op, n);
                dt = (now_ns() - t0) / (double)n;
                if (rep == 0 || dt < best) best = dt;
            }
            printf("bench-c %s %s %.1f\n", curve_names[c], op_names[op], best);
            fflush(stdout);
        }
    }
    return 0;
}
