/* test_threads.c: the library from many threads at once.
 *
 * Phase 1: 8 threads run every operation on every curve for a few seconds
 * with the default RNG. Phase 2: the same while a ninth thread keeps
 * switching the RNG between the default and another thread-safe RNG with
 * uECC_set_rng. Every result is checked (keys valid and consistent, secrets
 * equal, signatures verify, deterministic signatures reproducible).
 *
 * UECC_THREAD_SECONDS sets the length of each phase (default 2).
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, nanosleep */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"
#include "sha256.h"
#include "uECC_ext.h"

#define NUM_THREADS 8

static volatile int stop;       /* set by main when a phase ends */
static volatile int stop_switch; /* ends the RNG-switching thread */

struct worker {
    pthread_t thread;
    int id;
    long passed, failed, ops;
};

/* The default RNG: what uECC_get_rng returned at startup. */
static uECC_RNG_Function startup_rng;

/* A second RNG: SHA-256 in counter mode over a per-thread state (thread-local,
 * so it is safe from any number of threads), seeded from the OS RNG. */
static __thread uint8_t tl_seed[32];
static __thread uint64_t tl_counter;
static __thread int tl_seeded;

static int other_rng(uint8_t *dest, unsigned size) {
    unsigned i;
    if (!tl_seeded) {
        uint8_t buf[32];
        if (!startup_rng(buf, sizeof buf)) return 0;
        memcpy(tl_seed, buf, sizeof buf);
        tl_seeded = 1;
    }
    for (i = 0; i < size; i += 32) {
        uint8_t in[40], out[32];
        unsigned n = size - i < 32 ? size - i : 32;
        memcpy(in, tl_seed, 32);
        memcpy(in + 32, &tl_counter, 8);
        tl_counter++;
        sha256(in, sizeof in, out);
        memcpy(dest + i, out, n);
    }
    return 1;
}

#define WCHECK(w, cond)                                                   \
    do {                                                                  \
        if (cond) {                                                       \
            (w)->passed++;                                                \
        } else {                                                          \
            (w)->failed++;                                                \
            if ((w)->failed < 5)                                          \
                printf("FAIL thread %d line %d: %s\n", (w)->id, __LINE__, #cond); \
        }                                                                 \
    } while (0)

/* one_round runs every operation once on one curve and checks the results. */
static void one_round(struct worker *w, int ci, unsigned iter) {
    uECC_Curve curve = curve_at(ci);
    int fs = field_size(ci);
    uint8_t priv1[MAX_FIELD], pub1[MAX_PUBLIC], priv2[MAX_FIELD], pub2[MAX_PUBLIC], tmp[MAX_PUBLIC], comp[MAX_FIELD + 1];
    uint8_t s1[MAX_FIELD], s2[MAX_FIELD], hash[32], sig[MAX_PUBLIC], sig2[MAX_PUBLIC], k[MAX_FIELD];
    SHA256_HashContext hctx;

    sha256_hash_context(&hctx);
    sha256(&iter, sizeof iter, hash);
    hash[0] ^= (uint8_t)w->id;

    WCHECK(w, uECC_make_key(pub1, priv1, curve) == 1);
    WCHECK(w, uECC_make_key(pub2, priv2, curve) == 1);
    WCHECK(w, uECC_valid_public_key(pub1, curve) == 1);
    WCHECK(w, uECC_compute_public_key(priv1, tmp, curve) == 1 && memcmp(tmp, pub1, (size_t)(2 * fs)) == 0);
    uECC_compress(pub1, comp, curve);
    memset(tmp, 0, sizeof tmp);
    uECC_decompress(comp, tmp, curve);
    WCHECK(w, memcmp(tmp, pub1, (size_t)(2 * fs)) == 0);
    WCHECK(w, uECC_shared_secret(pub2, priv1, s1, curve) == 1);
    WCHECK(w, uECC_shared_secret(pub1, priv2, s2, curve) == 1);
    WCHECK(w, memcmp(s1, s2, (size_t)fs) == 0);
    WCHECK(w, uECC_sign(priv1, hash, sizeof hash, sig, curve) == 1);
    WCHECK(w, uECC_verify(pub1, hash, sizeof hash, sig, curve) == 1);
    WCHECK(w, uECC_verify(pub2, hash, sizeof hash, sig, curve) == 0);
    WCHECK(w, uECC_sign_deterministic(priv1, hash, sizeof hash, &hctx.uECC, sig, curve) == 1);
    WCHECK(w, uECC_sign_deterministic(priv1, hash, sizeof hash, &hctx.uECC, sig2, curve) == 1);
    WCHECK(w, memcmp(sig, sig2, (size_t)(2 * fs)) == 0 && uECC_verify(pub1, hash, sizeof hash, sig, curve) == 1);
    WCHECK(w, uECC_sign_rfc6979(priv1, hash, sizeof hash, &hctx.uECC, sig, curve) == 1 &&
                  uECC_verify(pub1, hash, sizeof hash, sig, curve) == 1);
    memset(k, 0, sizeof k);
    memcpy(k, hash, sizeof hash);
    k[0] = 0; /* below n on every curve */
    WCHECK(w, uECC_sign_with_k(priv1, hash, sizeof hash, k, sig, curve) == 1 &&
                  uECC_sign_with_k(priv1, hash, sizeof hash, k, sig2, curve) == 1 &&
                  memcmp(sig, sig2, (size_t)(2 * fs)) == 0 && uECC_verify(pub1, hash, sizeof hash, sig, curve) == 1);
    w->ops += 17;
}

static void *work(void *arg) {
    struct worker *w = (struct worker *)arg;
    unsigned iter = 0;
    while (!stop) {
        one_round(w, (int)((iter + (unsigned)w->id) % NUM_CURVES), iter);
        iter++;
    }
    return NULL;
}

static void *switch_rng(void *arg) {
    long *switches = (long *)arg;
    while (!stop_switch) {
        uECC_set_rng(other_rng);
        uECC_set_rng(startup_rng);
        (*switches)++;
    }
    return NULL;
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void phase(const char *what, double seconds, int switching) {
    struct worker w[NUM_THREADS];
    pthread_t switcher;
    long switches = 0, ops = 0;
    double t0 = now();
    int i;

    stop = 0;
    stop_switch = 0;
    if (switching) {
        CHECK(pthread_create(&switcher, NULL, switch_rng, &switches) == 0, "pthread_create");
    }
    for (i = 0; i < NUM_THREADS; i++) {
        memset(&w[i], 0, sizeof w[i]);
        w[i].id = i;
        CHECK(pthread_create(&w[i].thread, NULL, work, &w[i]) == 0, "pthread_create");
    }
    while (now() - t0 < seconds) {
        struct timespec ts = {0, 20 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    stop = 1;
    for (i = 0; i < NUM_THREADS; i++) {
        pthread_join(w[i].thread, NULL);
        check_add(w[i].passed, w[i].failed);
        CHECK(w[i].ops > 0, "thread %d did nothing", i);
        ops += w[i].ops;
    }
    if (switching) {
        stop_switch = 1;
        pthread_join(switcher, NULL);
        CHECK(switches > 0, "the RNG was never switched");
    }
    uECC_set_rng(startup_rng);
    printf("%s: %d threads, %ld operations in %.1f s", what, NUM_THREADS, ops, now() - t0);
    if (switching) printf(", %ld RNG switches", switches);
    printf("\n");
}

int main(void) {
    const char *env = getenv("UECC_THREAD_SECONDS");
    double seconds = env ? atof(env) : 2.0;
    startup_rng = uECC_get_rng();
    CHECK(startup_rng != NULL, "no default RNG");
    phase("default RNG", seconds, 0);
    phase("while uECC_set_rng switches", seconds, 1);
    return check_finish("test_threads");
}
