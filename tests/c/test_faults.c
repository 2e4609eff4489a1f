/* test_faults.c: failing RNGs, slow and reentrant callbacks, from many
 * threads at once.
 *
 * Phase 1 (flaky RNG): an RNG that fails at random (each request with
 * probability 1/4, decided by a per-thread xorshift; in every fourth round
 * it fails every request) is installed once for the whole process, and 8
 * threads run make_key, compute_public_key, shared_secret, sign,
 * sign_deterministic, sign_rfc6979 and verify on all seven curves. Every
 * output buffer is filled with a sentinel first. A call that returns 0 must
 * leave every byte of its outputs untouched; a call that returns 1 must give
 * a correct result (checked against calls made while this thread's RNG is
 * reliable) and write nothing past its output. A deterministic signature made
 * without any failed request must be the reference bytes.
 *
 * Phase 2 (slow hash): 8 threads sign deterministically (micro-ecc's variant
 * and RFC 6979), each with its own uECC_HashContext whose update_hash sleeps
 * 100 us; every signature must be byte-identical to the one made
 * single-threaded with a fast context. The callbacks also check that they are
 * called on the signing thread, in the order init, update..., finish, and
 * that tmp is never written.
 *
 * Phase 3 (reentrant callbacks): 4 threads as in phase 2, but finish_hash
 * calls back into the library (uECC_verify and uECC_valid_public_key on a
 * fixed key, and every 8th time a nested uECC_sign_deterministic), and the
 * installed RNG calls uECC_valid_public_key before delegating to the default
 * RNG. No deadlock, every nested and outer result correct.
 *
 * A watchdog ends the program with a failure if it runs much longer than
 * planned (a deadlock). UECC_FAULT_SECONDS sets the length of phase 1
 * (default 2); phases 2 and 3 take 1 s each.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, nanosleep */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "sha256.h"
#include "uECC_ext.h"

#define NUM_THREADS 8
#define REENTRANT_THREADS 4
#define NUM_MSGS 4
#define TAIL 16 /* bytes past each output that must stay untouched */
#define SENTINEL 0xA5
#define TMP_SENTINEL 0xC3

static volatile int stop;
static uECC_RNG_Function startup_rng;

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void sleep_ns(long ns) {
    struct timespec ts;
    ts.tv_sec = ns / 1000000000L;
    ts.tv_nsec = ns % 1000000000L;
    nanosleep(&ts, NULL);
}

static int all_bytes(const uint8_t *p, size_t n, uint8_t b) {
    size_t i;
    for (i = 0; i < n; i++) {
        if (p[i] != b) return 0;
    }
    return 1;
}

/* ---- Fixed keys and reference signatures (made single-threaded) --------- */

static uint8_t key_priv[NUM_CURVES][MAX_FIELD], key_pub[NUM_CURVES][MAX_PUBLIC];
static uint8_t msg_hash[NUM_MSGS][32];
static uint8_t ref_det[NUM_CURVES][NUM_MSGS][MAX_PUBLIC], ref_rfc[NUM_CURVES][NUM_MSGS][MAX_PUBLIC];

/* ---- Phase 1: the flaky RNG --------------------------------------------- */

/* Per-thread RNG state. tl_mode: FLAKY fails a request with probability
 * 1/4, RELIABLE never fails, DEAD always fails. */
enum { FLAKY, RELIABLE, DEAD };
static __thread uint64_t tl_x;
static __thread int tl_mode;
static __thread long tl_requests, tl_failures, tl_dead_failures;

static uint64_t xorshift(void) {
    if (tl_x == 0) tl_x = 0x9E3779B97F4A7C15ull ^ (uint64_t)(uintptr_t)&tl_x;
    tl_x ^= tl_x << 13;
    tl_x ^= tl_x >> 7;
    tl_x ^= tl_x << 17;
    return tl_x;
}

static int flaky_rng(uint8_t *dest, unsigned size) {
    tl_requests++;
    if (tl_mode == DEAD || (tl_mode == FLAKY && (xorshift() >> 40 & 3) == 0)) {
        unsigned i;
        for (i = 0; i < size; i++) dest[i] = (uint8_t)xorshift(); /* garbage the library must not use */
        tl_failures++;
        if (tl_mode == DEAD) tl_dead_failures++;
        return 0;
    }
    return startup_rng(dest, size);
}

/* What one kind of call did, summed over threads. */
enum { OP_MAKE_KEY, OP_PUBLIC_KEY, OP_SHARED, OP_SIGN, OP_SIGN_DET, NUM_OPS };
static const char *const op_names[NUM_OPS] = {"make_key", "compute_public_key", "shared_secret", "sign",
                                              "sign_deterministic"};

struct worker {
    pthread_t thread;
    int id;
    long passed, failed, rounds;
    long ok[NUM_OPS], zero[NUM_OPS];
    long det_after_failure, det_changed; /* sign_deterministic returned 1 after a failed request */
    long requests, failures, dead_failures;
};

#define WCHECK(w, cond)                                                             \
    do {                                                                            \
        if (cond) {                                                                 \
            (w)->passed++;                                                          \
        } else {                                                                    \
            (w)->failed++;                                                          \
            if ((w)->failed < 5)                                                    \
                printf("FAIL thread %d line %d curve %s: %s\n", (w)->id, __LINE__, \
                       curve_names[ci], #cond);                                     \
        }                                                                           \
    } while (0)

/* flaky_round runs every RNG-using call once on curve ci under the flaky
 * (or, if dead, the always failing) RNG. */
static void flaky_round(struct worker *w, int ci, unsigned iter, int dead) {
    uECC_Curve curve = curve_at(ci);
    size_t fs = (size_t)field_size(ci), ps = (size_t)uECC_curve_private_key_size(curve), pk = 2 * fs;
    uint8_t priv1[MAX_FIELD + TAIL], pub1[MAX_PUBLIC + TAIL], priv2[MAX_FIELD], pub2[MAX_PUBLIC], out[MAX_PUBLIC + TAIL];
    uint8_t s2[MAX_FIELD], sig[MAX_PUBLIC + TAIL], ref[MAX_PUBLIC], hash[32];
    SHA256_HashContext hctx;
    long f0;
    int r, m = (int)(iter % NUM_MSGS);
    int mode = dead ? DEAD : FLAKY;

    sha256_hash_context(&hctx);
    sha256(&iter, sizeof iter, hash);
    hash[0] ^= (uint8_t)w->id;

    /* make_key: on failure untouched; on success a valid key whose public
     * key compute_public_key (reliable RNG) reproduces. */
    memset(priv1, SENTINEL, sizeof priv1);
    memset(pub1, SENTINEL, sizeof pub1);
    tl_mode = mode;
    r = uECC_make_key(pub1, priv1, curve);
    tl_mode = RELIABLE;
    if (r == 0) {
        w->zero[OP_MAKE_KEY]++;
        WCHECK(w, all_bytes(pub1, sizeof pub1, SENTINEL) && all_bytes(priv1, sizeof priv1, SENTINEL));
        WCHECK(w, uECC_make_key(pub1, priv1, curve) == 1);
    } else {
        w->ok[OP_MAKE_KEY]++;
        WCHECK(w, !dead);
        WCHECK(w, all_bytes(pub1 + pk, TAIL, SENTINEL) && all_bytes(priv1 + ps, TAIL, SENTINEL));
    }
    WCHECK(w, uECC_valid_public_key(pub1, curve) == 1);
    WCHECK(w, uECC_compute_public_key(priv1, out, curve) == 1 && memcmp(out, pub1, pk) == 0);

    /* compute_public_key */
    memset(out, SENTINEL, sizeof out);
    tl_mode = mode;
    r = uECC_compute_public_key(priv1, out, curve);
    tl_mode = RELIABLE;
    if (r == 0) {
        w->zero[OP_PUBLIC_KEY]++;
        WCHECK(w, all_bytes(out, sizeof out, SENTINEL));
    } else {
        w->ok[OP_PUBLIC_KEY]++;
        WCHECK(w, !dead && memcmp(out, pub1, pk) == 0 && all_bytes(out + pk, TAIL, SENTINEL));
    }

    /* shared_secret: one side under the flaky RNG, the other reliable */
    WCHECK(w, uECC_make_key(pub2, priv2, curve) == 1);
    WCHECK(w, uECC_shared_secret(pub1, priv2, s2, curve) == 1);
    memset(out, SENTINEL, sizeof out);
    tl_mode = mode;
    r = uECC_shared_secret(pub2, priv1, out, curve);
    tl_mode = RELIABLE;
    if (r == 0) {
        w->zero[OP_SHARED]++;
        WCHECK(w, all_bytes(out, sizeof out, SENTINEL));
    } else {
        w->ok[OP_SHARED]++;
        WCHECK(w, !dead && memcmp(out, s2, fs) == 0 && all_bytes(out + fs, TAIL, SENTINEL));
    }

    /* sign: a signature that verifies under pub1 only */
    memset(sig, SENTINEL, sizeof sig);
    tl_mode = mode;
    r = uECC_sign(priv1, hash, sizeof hash, sig, curve);
    tl_mode = RELIABLE;
    if (r == 0) {
        w->zero[OP_SIGN]++;
        WCHECK(w, all_bytes(sig, sizeof sig, SENTINEL));
    } else {
        w->ok[OP_SIGN]++;
        WCHECK(w, !dead && all_bytes(sig + pk, TAIL, SENTINEL));
        WCHECK(w, uECC_verify(pub1, hash, sizeof hash, sig, curve) == 1);
        WCHECK(w, uECC_verify(pub2, hash, sizeof hash, sig, curve) == 0);
        sig[iter % pk] ^= 0x10;
        WCHECK(w, uECC_verify(pub1, hash, sizeof hash, sig, curve) == 0);
    }

    /* sign_deterministic with the fixed key: the reference bytes when no
     * request failed; a failed blinding draw abandons that attempt (as in
     * micro-ecc), so after one the signature may use the next nonce, but it
     * must verify. */
    memset(sig, SENTINEL, sizeof sig);
    f0 = tl_failures;
    tl_mode = mode;
    r = uECC_sign_deterministic(key_priv[ci], msg_hash[m], 32, &hctx.uECC, sig, curve);
    tl_mode = RELIABLE;
    if (r == 0) {
        /* Only after all 64 attempts failed a draw: (7/16)^64 for FLAKY. */
        w->zero[OP_SIGN_DET]++;
        WCHECK(w, dead && all_bytes(sig, sizeof sig, SENTINEL));
    } else {
        w->ok[OP_SIGN_DET]++;
        WCHECK(w, !dead && all_bytes(sig + pk, TAIL, SENTINEL));
        WCHECK(w, uECC_verify(key_pub[ci], msg_hash[m], 32, sig, curve) == 1);
        if (tl_failures == f0) {
            WCHECK(w, memcmp(sig, ref_det[ci][m], pk) == 0);
        } else {
            w->det_after_failure++;
            if (memcmp(sig, ref_det[ci][m], pk) != 0) w->det_changed++;
        }
    }

    /* Calls that draw nothing work whatever the RNG does. */
    tl_mode = mode;
    WCHECK(w, uECC_sign_rfc6979(key_priv[ci], msg_hash[m], 32, &hctx.uECC, ref, curve) == 1 &&
                  memcmp(ref, ref_rfc[ci][m], pk) == 0);
    WCHECK(w, uECC_verify(key_pub[ci], msg_hash[m], 32, ref_det[ci][m], curve) == 1);
    WCHECK(w, uECC_valid_public_key(pub2, curve) == 1);
    tl_mode = RELIABLE;
    w->rounds++;
}

static void *flaky_work(void *arg) {
    struct worker *w = (struct worker *)arg;
    unsigned iter = 0;
    tl_x = 0x2545F4914F6CDD1Dull * (uint64_t)(w->id + 1) ^ (uint64_t)(now() * 1e9);
    tl_mode = RELIABLE;
    while (!stop) {
        flaky_round(w, (int)((iter + (unsigned)w->id) % NUM_CURVES), iter, iter % 4 == 3);
        iter++;
    }
    w->requests = tl_requests;
    w->failures = tl_failures;
    w->dead_failures = tl_dead_failures;
    return NULL;
}

static void phase_flaky(double seconds) {
    struct worker w[NUM_THREADS];
    long ok[NUM_OPS] = {0}, zero[NUM_OPS] = {0}, rounds = 0, req = 0, fail = 0, dead = 0, daf = 0, dch = 0;
    double t0 = now();
    int i, op;

    uECC_set_rng(flaky_rng); /* global: every thread's calls go through it */
    CHECK(uECC_get_rng() == flaky_rng, "uECC_get_rng returns the installed RNG");
    stop = 0;
    for (i = 0; i < NUM_THREADS; i++) {
        memset(&w[i], 0, sizeof w[i]);
        w[i].id = i;
        CHECK(pthread_create(&w[i].thread, NULL, flaky_work, &w[i]) == 0, "pthread_create");
    }
    while (now() - t0 < seconds) sleep_ns(20 * 1000 * 1000);
    stop = 1;
    for (i = 0; i < NUM_THREADS; i++) {
        pthread_join(w[i].thread, NULL);
        check_add(w[i].passed, w[i].failed);
        CHECK(w[i].rounds > 0, "thread %d did nothing", i);
        rounds += w[i].rounds;
        req += w[i].requests;
        fail += w[i].failures;
        dead += w[i].dead_failures;
        daf += w[i].det_after_failure;
        dch += w[i].det_changed;
        for (op = 0; op < NUM_OPS; op++) {
            ok[op] += w[i].ok[op];
            zero[op] += w[i].zero[op];
        }
    }
    uECC_set_rng(startup_rng);
    CHECK(uECC_get_rng() == startup_rng, "default RNG restored");
    for (op = 0; op < NUM_OPS; op++) {
        CHECK(ok[op] > 0 && zero[op] > 0, "%s: both outcomes seen (%ld ok, %ld failed)", op_names[op], ok[op],
              zero[op]);
    }
    printf("flaky RNG: %d threads, %ld rounds in %.1f s, %ld RNG requests, %ld failed (%ld in dead-RNG rounds)\n",
           NUM_THREADS, rounds, now() - t0, req, fail, dead);
    for (op = 0; op < NUM_OPS; op++) {
        printf("  %-19s %7ld returned 1, %6ld returned 0 with outputs untouched\n", op_names[op], ok[op], zero[op]);
    }
    printf("  sign_deterministic after a failed request: %ld returned 1, %ld of them with another nonce\n", daf,
           dch);
}

/* ---- Phases 2 and 3: slow and reentrant hash callbacks ------------------- */

struct slow_ctx {
    SHA256_HashContext h; /* first, so that the uECC_HashContext pointer casts back */
    pthread_t owner;
    int state; /* 1 between init_hash and finish_hash */
    long sleep_ns;
    int reentrant;
    long hashes, updates, bad_order, wrong_thread;
    long nested, nested_bad;
};

/* The fixed triple the reentrant callbacks verify (secp256r1). */
static uint8_t fixed_sig[64];
static long rng_reentries, rng_reentry_bad; /* updated atomically */

static void slow_init(const uECC_HashContext *base) {
    struct slow_ctx *c = (struct slow_ctx *)base;
    if (!pthread_equal(c->owner, pthread_self())) c->wrong_thread++;
    if (c->state != 0) c->bad_order++;
    c->state = 1;
    sha256_init(&c->h.ctx);
}

static void slow_update(const uECC_HashContext *base, const uint8_t *message, unsigned message_size) {
    struct slow_ctx *c = (struct slow_ctx *)base;
    if (!pthread_equal(c->owner, pthread_self())) c->wrong_thread++;
    if (c->state != 1) c->bad_order++;
    c->updates++;
    if (c->sleep_ns) sleep_ns(c->sleep_ns);
    sha256_update(&c->h.ctx, message, message_size);
}

static void slow_finish(const uECC_HashContext *base, uint8_t *hash_result) {
    struct slow_ctx *c = (struct slow_ctx *)base;
    if (!pthread_equal(c->owner, pthread_self())) c->wrong_thread++;
    if (c->state != 1) c->bad_order++;
    c->state = 0;
    c->hashes++;
    if (c->reentrant) {
        /* Into the library from inside its own callback. */
        uECC_Curve p256 = uECC_secp256r1();
        c->nested++;
        if (uECC_verify(key_pub[3], msg_hash[0], 32, fixed_sig, p256) != 1) c->nested_bad++;
        if (uECC_valid_public_key(key_pub[3], p256) != 1) c->nested_bad++;
        if (c->hashes % 8 == 0) {
            SHA256_HashContext fast;
            uint8_t sig[64];
            sha256_hash_context(&fast);
            if (uECC_sign_deterministic(key_priv[3], msg_hash[1], 32, &fast.uECC, sig, p256) != 1 ||
                memcmp(sig, ref_det[3][1], 64) != 0)
                c->nested_bad++;
        }
    }
    sha256_final(&c->h.ctx, hash_result);
}

static void slow_ctx_init(struct slow_ctx *c, long ns, int reentrant) {
    memset(c, 0, sizeof *c);
    sha256_hash_context(&c->h);
    c->h.uECC.init_hash = slow_init;
    c->h.uECC.update_hash = slow_update;
    c->h.uECC.finish_hash = slow_finish;
    memset(c->h.tmp, TMP_SENTINEL, sizeof c->h.tmp);
    c->owner = pthread_self();
    c->sleep_ns = ns;
    c->reentrant = reentrant;
}

/* An RNG that calls into the library before delegating to the default. */
static int reentrant_rng(uint8_t *dest, unsigned size) {
    __atomic_add_fetch(&rng_reentries, 1, __ATOMIC_RELAXED);
    if (uECC_valid_public_key(key_pub[4], uECC_secp256k1()) != 1)
        __atomic_add_fetch(&rng_reentry_bad, 1, __ATOMIC_RELAXED);
    return startup_rng(dest, size);
}

struct signer {
    pthread_t thread;
    int id, reentrant;
    double seconds;
    long passed, failed, sigs;
    struct slow_ctx ctx;
};

#define SCHECK(s, cond)                                                                               \
    do {                                                                                              \
        if (cond) {                                                                                   \
            (s)->passed++;                                                                            \
        } else {                                                                                      \
            (s)->failed++;                                                                            \
            if ((s)->failed < 5) printf("FAIL signer %d line %d: %s\n", (s)->id, __LINE__, #cond); \
        }                                                                                             \
    } while (0)

static void *sign_work(void *arg) {
    struct signer *s = (struct signer *)arg;
    double t0 = now();
    unsigned pass = 0;
    slow_ctx_init(&s->ctx, s->reentrant ? 20 * 1000 : 100 * 1000, s->reentrant);
    /* Whole passes over every curve and message, at least one, each thread
     * starting at another curve. */
    do {
        int j;
        for (j = 0; j < NUM_CURVES * NUM_MSGS; j++) {
            int ci = (j / NUM_MSGS + s->id) % NUM_CURVES, m = j % NUM_MSGS;
            uECC_Curve curve = curve_at(ci);
            size_t pk = 2 * (size_t)field_size(ci);
            uint8_t sig[MAX_PUBLIC + TAIL];
            memset(sig, SENTINEL, sizeof sig);
            SCHECK(s, uECC_sign_deterministic(key_priv[ci], msg_hash[m], 32, &s->ctx.h.uECC, sig, curve) == 1);
            SCHECK(s, memcmp(sig, ref_det[ci][m], pk) == 0 && all_bytes(sig + pk, TAIL, SENTINEL));
            memset(sig, SENTINEL, sizeof sig);
            SCHECK(s, uECC_sign_rfc6979(key_priv[ci], msg_hash[m], 32, &s->ctx.h.uECC, sig, curve) == 1);
            SCHECK(s, memcmp(sig, ref_rfc[ci][m], pk) == 0 && all_bytes(sig + pk, TAIL, SENTINEL));
            s->sigs += 2;
        }
        pass++;
    } while (now() - t0 < s->seconds);
    return NULL;
}

static void phase_callbacks(const char *what, int threads, int reentrant, double seconds) {
    struct signer s[NUM_THREADS];
    long sigs = 0, hashes = 0, updates = 0, nested = 0, bad = 0;
    double t0 = now();
    int i;

    if (reentrant) {
        rng_reentries = rng_reentry_bad = 0;
        uECC_set_rng(reentrant_rng);
    }
    for (i = 0; i < threads; i++) {
        memset(&s[i], 0, sizeof s[i]);
        s[i].id = i;
        s[i].reentrant = reentrant;
        s[i].seconds = seconds;
        CHECK(pthread_create(&s[i].thread, NULL, sign_work, &s[i]) == 0, "pthread_create");
    }
    for (i = 0; i < threads; i++) {
        struct slow_ctx *c = &s[i].ctx;
        pthread_join(s[i].thread, NULL);
        check_add(s[i].passed, s[i].failed);
        CHECK(c->hashes > 0 && c->updates > 0, "signer %d: callbacks called", i);
        CHECK(c->wrong_thread == 0, "signer %d: %ld callbacks on another thread", i, c->wrong_thread);
        CHECK(c->bad_order == 0 && c->state == 0, "signer %d: %ld callbacks out of order", i, c->bad_order);
        CHECK(all_bytes(c->h.tmp, sizeof c->h.tmp, TMP_SENTINEL), "signer %d: tmp untouched", i);
        if (reentrant) {
            CHECK(c->nested == c->hashes && c->nested_bad == 0, "signer %d: %ld of %ld nested calls wrong", i,
                  c->nested_bad, c->nested);
        }
        sigs += s[i].sigs;
        bad += s[i].failed;
        hashes += c->hashes;
        updates += c->updates;
        nested += c->nested;
    }
    if (reentrant) {
        uECC_set_rng(startup_rng);
        CHECK(rng_reentries > 0 && rng_reentry_bad == 0, "reentrant RNG: %ld of %ld nested calls wrong",
              rng_reentry_bad, rng_reentries);
    }
    printf("%s: %d threads, %ld signatures (%ld hashes, %ld update_hash calls", what, threads, sigs, hashes,
           updates);
    if (reentrant) printf(", %ld callbacks into the library from finish_hash, %ld from the RNG", nested, rng_reentries);
    printf(") in %.1f s, %ld checks failed\n", now() - t0, bad);
}

/* ---- Watchdog ----------------------------------------------------------- */

static volatile int finished;
static double watchdog_limit;

static void *watchdog(void *arg) {
    double t0 = now();
    (void)arg;
    while (!finished) {
        if (now() - t0 > watchdog_limit) {
            long p, f;
            check_counts(&p, &f);
            printf("FAIL test_faults: still running after %.0f s: a deadlock?\n", watchdog_limit);
            printf("test_faults: %ld passed, %ld failed\n", p, f + 1);
            fflush(stdout);
            _exit(1);
        }
        sleep_ns(100 * 1000 * 1000);
    }
    return NULL;
}

/* ---- Main ---------------------------------------------------------------- */

static void make_references(void) {
    SHA256_HashContext fast;
    int ci, m;
    sha256_hash_context(&fast);
    for (m = 0; m < NUM_MSGS; m++) {
        char text[32];
        sprintf(text, "test_faults message %d", m);
        sha256(text, strlen(text), msg_hash[m]);
    }
    for (ci = 0; ci < NUM_CURVES; ci++) {
        uECC_Curve curve = curve_at(ci);
        int ps = uECC_curve_private_key_size(curve);
        char text[32];
        uint8_t d[32];
        sprintf(text, "test_faults key %d", ci);
        sha256(text, strlen(text), d);
        d[0] = 0; /* below n on every curve (on secp160r1, 21 bytes: below 2^160 < n) */
        if (ps <= 32) {
            memcpy(key_priv[ci], d, (size_t)ps);
        } else { /* secp384r1, secp521r1: the hash as the low 32 bytes */
            memset(key_priv[ci], 0, (size_t)ps);
            memcpy(key_priv[ci] + ps - 32, d, 32);
        }
        CHECK(uECC_compute_public_key(key_priv[ci], key_pub[ci], curve) == 1, "%s: fixed key", curve_names[ci]);
        for (m = 0; m < NUM_MSGS; m++) {
            CHECK(uECC_sign_deterministic(key_priv[ci], msg_hash[m], 32, &fast.uECC, ref_det[ci][m], curve) == 1 &&
                      uECC_verify(key_pub[ci], msg_hash[m], 32, ref_det[ci][m], curve) == 1,
                  "%s: reference sign_deterministic %d", curve_names[ci], m);
            CHECK(uECC_sign_rfc6979(key_priv[ci], msg_hash[m], 32, &fast.uECC, ref_rfc[ci][m], curve) == 1 &&
                      uECC_verify(key_pub[ci], msg_hash[m], 32, ref_rfc[ci][m], curve) == 1,
                  "%s: reference sign_rfc6979 %d", curve_names[ci], m);
        }
    }
    CHECK(uECC_sign(key_priv[3], msg_hash[0], 32, fixed_sig, uECC_secp256r1()) == 1, "fixed signature");
}

int main(void) {
    const char *env = getenv("UECC_FAULT_SECONDS");
    double seconds = env ? atof(env) : 2.0;
    double t0 = now();
    pthread_t dog;

    startup_rng = uECC_get_rng();
    CHECK(startup_rng != NULL, "no default RNG");
    watchdog_limit = seconds + 2.0 + 60.0;
    CHECK(pthread_create(&dog, NULL, watchdog, NULL) == 0, "pthread_create");

    make_references();
    phase_flaky(seconds);
    phase_callbacks("slow hash callbacks (100 us per update_hash)", NUM_THREADS, 0, 1.0);
    phase_callbacks("reentrant callbacks", REENTRANT_THREADS, 1, 1.0);
    CHECK(uECC_get_rng() == startup_rng, "default RNG restored");

    finished = 1;
    pthread_join(dog, NULL);
    printf("test_faults: %.1f s\n", now() - t0);
    return check_finish("test_faults");
}
