/* firstcalls.c: what the first calls of a fresh process cost, against
 * libuecc.a, on secp256r1 with the default RNG. make embed-report runs it
 * in several fresh processes and prints the medians.
 *
 * It prints one "name microseconds" line per figure:
 *   start      main's start to the return of the first call (the wait for
 *              the Go runtime's start-up, plus one public-key check)
 *   key1 sign1 verify1 ecdh1
 *              the first call of each operation, in that order
 *   fixed4_10  the median of the 4th to 10th fixed-base multiplications
 *              (make_key and sign alternately, before the table exists)
 *   build      the slowest of the next 10 (the one that builds the
 *              fixed-base table)
 *   key sign verify ecdh
 *              the median of 51 calls each once all tables are built
 */
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "uECC.h"

static double now_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n) {
    qsort(v, (size_t)n, sizeof v[0], cmp_double);
    return v[n / 2];
}

#define STEADY 51

static uECC_Curve curve;
static uint8_t priv[32], pub[64], priv2[32], pub2[64], hash[32], sig[64], secret[32];

static void fail(const char *what) {
    fprintf(stderr, "firstcalls: %s failed\n", what);
    exit(1);
}

/* One call of each operation, timed; each fails the program if it fails.
 * Keys go to (pub, priv) for the first, which every later call signs
 * with, and to (pub2, priv2) after it. */
static double time_key(uint8_t *public_key, uint8_t *private_key) {
    double t0 = now_us();
    if (!uECC_make_key(public_key, private_key, curve)) fail("uECC_make_key");
    return now_us() - t0;
}

static double time_sign(void) {
    double t0 = now_us();
    if (!uECC_sign(priv, hash, sizeof hash, sig, curve)) fail("uECC_sign");
    return now_us() - t0;
}

static double time_verify(void) {
    double t0 = now_us();
    if (!uECC_verify(pub, hash, sizeof hash, sig, curve)) fail("uECC_verify");
    return now_us() - t0;
}

static double time_ecdh(void) {
    double t0 = now_us();
    if (!uECC_shared_secret(pub2, priv, secret, curve)) fail("uECC_shared_secret");
    return now_us() - t0;
}

int main(void) {
    /* secp256r1's generator, a valid public key known without a call. */
    static const uint8_t g[64] = {
        0x6b, 0x17, 0xd1, 0xf2, 0xe1, 0x2c, 0x42, 0x47, 0xf8, 0xbc, 0xe6, 0xe5, 0x63, 0xa4, 0x40, 0xf2,
        0x77, 0x03, 0x7d, 0x81, 0x2d, 0xeb, 0x33, 0xa0, 0xf4, 0xa1, 0x39, 0x45, 0xd8, 0x98, 0xc2, 0x96,
        0x4f, 0xe3, 0x42, 0xe2, 0xfe, 0x1a, 0x7f, 0x9b, 0x8e, 0xe7, 0xeb, 0x4a, 0x7c, 0x0f, 0x9e, 0x16,
        0x2b, 0xce, 0x33, 0x57, 0x6b, 0x31, 0x5e, 0xce, 0xcb, 0xb6, 0x40, 0x68, 0x37, 0xbf, 0x51, 0xf5,
    };
    double start = now_us(), v[STEADY], build = 0;
    int i;
    curve = uECC_secp256r1();
    memset(hash, 0x5a, sizeof hash);
    if (!uECC_valid_public_key(g, curve)) fail("uECC_valid_public_key");
    printf("start %.1f\n", now_us() - start);

    printf("key1 %.1f\n", time_key(pub, priv));
    printf("sign1 %.1f\n", time_sign());
    printf("verify1 %.1f\n", time_verify());
    time_key(pub2, priv2); /* the 3rd fixed-base multiplication: ECDH's peer */
    printf("ecdh1 %.1f\n", time_ecdh());

    /* Fixed-base multiplications 4 to 10, then 11 to 20. */
    for (i = 0; i < 7; i++) v[i] = i % 2 ? time_sign() : time_key(pub2, priv2);
    printf("fixed4_10 %.1f\n", median(v, 7));
    for (i = 0; i < 10; i++) {
        double t = i % 2 ? time_sign() : time_key(pub2, priv2);
        if (t > build) build = t;
    }
    printf("build %.1f\n", build);

    for (i = 0; i < STEADY; i++) v[i] = time_key(pub2, priv2);
    printf("key %.1f\n", median(v, STEADY));
    for (i = 0; i < STEADY; i++) v[i] = time_sign();
    printf("sign %.1f\n", median(v, STEADY));
    for (i = 0; i < STEADY; i++) v[i] = time_verify();
    printf("verify %.1f\n", median(v, STEADY));
    for (i = 0; i < STEADY; i++) v[i] = time_ecdh();
    printf("ecdh %.1f\n", median(v, STEADY));
    return 0;
}
