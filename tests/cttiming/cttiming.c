/* cttiming.c: statistical timing test (dudect) of the C API, through libuecc.a.
 *
 * The method of Reparaz, Balasch and Verbauwhede, "Dude, is my code constant
 * time?" (DATE 2017), written here from the paper: two classes of inputs,
 * one fixed secret (class 0) and fresh random secrets (class 1), the class
 * of each measurement drawn at random, each call timed (below: RDTSC between
 * LFENCEs on x86-64, CNTVCT_EL0 between ISBs on aarch64, clock_gettime on
 * 32-bit ARM), and Welch's t-test between the two classes' times (means and
 * variances kept online, Welford), on all measurements and on those below
 * each of several percentiles of the times (cropping: the long tail of
 * interrupts, preemptions and the Go runtime's own work goes, a difference
 * that lives in the body stays). The largest |t| over the crops is reported.
 * |t| < 4.5: no difference found; |t| >= 10: the times depend on the class,
 * i.e. on the secret; in between: inconclusive.
 *
 * The operations (docs/SAFETY.md, `make ct-timing`), on every curve:
 *   make_key       the secret is what the RNG callback returns for the key
 *                  (the key of class 0, or a fresh one), as micro-ecc's
 *                  little-endian words; the one blinding draw gets a fixed
 *                  value in both classes
 *   shared_secret  the secret is the private key; the peer's key is fixed
 *   sign           the secrets are the private key and the nonce (the RNG's
 *                  first draw); the hash and the two blinding draws are fixed
 * and, only when named in CT_TIMING_OPS, compute_public_key (the private key)
 * and sign_with_k (the private key and k).
 *
 * The control: an early-exit compare (the loop of a naive memcmp) of a
 * 64-byte secret with a reference, equal in class 0, differing at a random
 * position in class 1, timed by the same code. It must show a leak
 * (|t| >= 10), or the harness is blind and the program exits 2. A second,
 * smaller control, leaky_ecdh, hides an early-exit compare of
 * CT_TIMING_LEAK_BYTES (256) secret bytes behind a secp256r1 shared_secret of
 * fixed inputs: a leak of about a hundred TSC ticks (0.1 % of the call)
 * under an operation's noise, to show the resolution at that scale
 * (reported, not required).
 *
 * Every random secret is drawn valid (in [1, n-1]) before it is timed:
 * rejection sampling of invalid candidates is public by design (the
 * candidate is discarded) and would otherwise show up as a difference between
 * a fixed key that is never rejected and random ones that sometimes are.
 *
 * Environment:
 *   CT_TIMING_SAMPLES  measurements per class and row (default 100000, make
 *                      ct-timing's 300000; the classes are drawn at random,
 *                      so each gets about this many), the controls as many
 *   CT_TIMING_OPS      the rows to run, comma-separated: control, leaky_ecdh,
 *                      make_key, shared_secret, sign, compute_public_key,
 *                      sign_with_k (default: the first five)
 *   CT_TIMING_CURVES   comma-separated curve names (default: micro-ecc's five;
 *                      secp384r1 and secp521r1 where the library has them,
 *                      make lib UECC_CURVES=all)
 *   CT_TIMING_FIXED    the fixed secret: random (default; drawn from the
 *                      seed, printed), one (1) or max (n - 1)
 *   CT_TIMING_SEED     seed of the harness's PRNG (default: from the clock)
 *   CT_TIMING_FAIL_T   an operation with max |t| at or above this fails the
 *                      run (default 10)
 *   CT_TIMING_LEAK_BYTES  bytes compared by leaky_ecdh (default 256)
 *   CT_TIMING_CONTROL_BYTES  bytes compared by control (default 64)
 *
 * Timers (ticks() below; the unit of every time in the output):
 *   x86-64   RDTSC between LFENCEs: TSC ticks (the TSC's nominal rate)
 *   aarch64  CNTVCT_EL0, the virtual counter, between ISBs: counter ticks at
 *            CNTFRQ_EL0 (often only 19.2-54 MHz, i.e. 20-50 ns a tick: a
 *            call shorter than a tick is seen only on average, through the
 *            rounding of many measurements; the control shows whether the
 *            resolution suffices). Printed in the header, with the
 *            smallest step and the cost of a read measured here.
 *   32-bit ARM  clock_gettime(CLOCK_MONOTONIC_RAW): nanoseconds (the cycle
 *            counter PMCCNTR is usually not readable from user space); its
 *            real step is the kernel's clocksource (1 us on a BCM2835's
 *            system timer), measured and printed in the header.
 * On ARM the means and delta4.5 are printed with more decimals (a coarse
 * counter's mean over many calls is finer than a tick); on x86-64 the output
 * is as it always was, without a timer line.
 *
 * Output: one line per row, "cttiming c <op> <curve> n_fixed n_random max|t|
 * crop t_all mean_fixed mean_rand delta4.5 verdict": the counts of each
 * class, the largest |t| over the crops and its crop (0: every measurement,
 * 1-13: below the percentiles of crop_x), t over every measurement, the two
 * classes' mean times in that crop (in the timer's unit: TSC ticks on
 * x86-64), and 4.5 times the smallest standard error of the difference over
 * the crops (the difference of means, in the same unit, that would have
 * reached |t| = 4.5 there). Exit status: 0 all pass or
 * inconclusive, 1 an operation at or above CT_TIMING_FAIL_T or a failed
 * call, 2 the control shows no leak.
 */
#define _GNU_SOURCE
#if defined(__x86_64__)
#include <cpuid.h>
#endif
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "uECC.h"
#include "uECC_ext.h"

/* ---- timer ---------------------------------------------------------------- */

/* ticks() reads the timer; MEAN_PREC and DELTA_PREC are the decimals of the
 * means and of delta4.5 in the output. */
#if defined(__x86_64__)

/* ticks reads the time-stamp counter after every earlier instruction has
 * completed and before any later one starts (LFENCE is dispatch-serializing
 * on Intel, and on AMD with the MSR bit Linux sets). */
static inline uint64_t ticks(void) {
    uint32_t lo, hi;
    __asm__ volatile("lfence\n\trdtsc\n\tlfence" : "=a"(lo), "=d"(hi) : : "memory");
    return ((uint64_t)hi << 32) | lo;
}
#define MEAN_PREC 0
#define DELTA_PREC 1

#elif defined(__aarch64__)

/* ticks reads the virtual counter (Linux lets user space read it, or traps
 * and emulates the read on CPUs with a counter erratum) between ISBs: the
 * read is not taken before the earlier instructions, nor the later ones
 * before it. */
static inline uint64_t ticks(void) {
    uint64_t v;
    __asm__ volatile("isb\n\tmrs %0, cntvct_el0\n\tisb" : "=r"(v) : : "memory");
    return v;
}
static uint64_t counter_hz(void) {
    uint64_t f;
    __asm__ volatile("mrs %0, cntfrq_el0" : "=r"(f));
    return f;
}
#define MEAN_PREC 2
#define DELTA_PREC 3
#define TIMER_UNIT "CNTVCT_EL0 ticks"

#elif defined(__arm__)

/* ticks reads CLOCK_MONOTONIC_RAW in nanoseconds (the vDSO where the kernel
 * offers it for this clock, a system call otherwise). */
static inline uint64_t ticks(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC_RAW, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
#define MEAN_PREC 1
#define DELTA_PREC 1
#define TIMER_UNIT "ns"

#else
#error "cttiming.c has a timer for x86-64, aarch64 and 32-bit ARM only"
#endif

/* ---- PRNG (the harness's, not the library's): xoshiro256** -------------- */

static uint64_t prng_s[4];

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static uint64_t prng_next(void) {
    uint64_t r = rotl(prng_s[1] * 5, 7) * 9, t = prng_s[1] << 17;
    prng_s[2] ^= prng_s[0];
    prng_s[3] ^= prng_s[1];
    prng_s[1] ^= prng_s[2];
    prng_s[0] ^= prng_s[3];
    prng_s[2] ^= t;
    prng_s[3] = rotl(prng_s[3], 45);
    return r;
}

static void prng_seed(uint64_t seed) {
    int i;
    for (i = 0; i < 4; i++) { /* splitmix64 */
        uint64_t z = (seed += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        prng_s[i] = z ^ (z >> 31);
    }
}

static void prng_bytes(uint8_t *out, size_t n) {
    while (n > 0) {
        uint64_t r = prng_next();
        size_t k = n < 8 ? n : 8;
        memcpy(out, &r, k);
        out += k;
        n -= k;
    }
}

/* ---- curves ---------------------------------------------------------------- */

/* The largest sizes, secp521r1's: a private key or order (MAX_N bytes), a
 * public key or signature (MAX_PUB), a draw below n (MAX_DRAW: 9 words). */
#define MAX_N 66
#define MAX_PUB 132
#define MAX_DRAW 72

struct curve {
    const char *name;
    uECC_Curve (*handle)(void);
    const char *n_hex; /* the group order, big-endian */
    uECC_Curve c;
    unsigned nbits, priv_size, pub_size, field_size, n_request; /* n_request: bytes of a draw below n */
    uint8_t n[MAX_N];                                           /* priv_size bytes, big-endian */
};

static struct curve curves[] = {
    {"secp160r1", uECC_secp160r1, "0100000000000000000001F4C8F927AED3CA752257", 0, 0, 0, 0, 0, 0, {0}},
    {"secp192r1", uECC_secp192r1, "FFFFFFFFFFFFFFFFFFFFFFFF99DEF836146BC9B1B4D22831", 0, 0, 0, 0, 0, 0, {0}},
    {"secp224r1", uECC_secp224r1, "FFFFFFFFFFFFFFFFFFFFFFFFFFFF16A2E0B8F03E13DD29455C5C2A3D", 0, 0, 0, 0, 0, 0, {0}},
    {"secp256r1", uECC_secp256r1, "FFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551", 0, 0, 0, 0, 0, 0, {0}},
    {"secp256k1", uECC_secp256k1, "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141", 0, 0, 0, 0, 0, 0, {0}},
    {"secp384r1", uECC_secp384r1,
     "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFC7634D81F4372DDF581A0DB248B0A77AECEC196ACCC52973", 0, 0, 0, 0, 0, 0, {0}},
    {"secp521r1", uECC_secp521r1,
     "01FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFA51868783BF2F966B7FCC0148F709A5D03BB5C9B8899C47AEBB6FB71E91386409",
     0, 0, 0, 0, 0, 0, {0}},
};
/* FIVE: micro-ecc's curves, the default list; the others run when named. */
#define FIVE 5
#define NCURVES (int)(sizeof curves / sizeof curves[0])

static void die(const char *msg, const char *what) {
    fprintf(stderr, "cttiming: %s%s%s\n", msg, what ? ": " : "", what ? what : "");
    exit(3);
}

static int hexval(char ch) {
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
    return -1;
}

/* less_be: a < b, big-endian, len bytes (the harness's own inputs: not
 * constant time, and not timed). */
static int less_be(const uint8_t *a, const uint8_t *b, unsigned len) {
    unsigned i;
    for (i = 0; i < len; i++) {
        if (a[i] != b[i]) return a[i] < b[i];
    }
    return 0;
}

static int is_zero(const uint8_t *a, unsigned len) {
    unsigned i;
    for (i = 0; i < len; i++) {
        if (a[i]) return 0;
    }
    return 1;
}

/* random_scalar draws a uniform scalar in [1, n-1], big-endian. */
static void random_scalar(const struct curve *cv, uint8_t *out) {
    unsigned extra = 8 * cv->priv_size - cv->nbits;
    do {
        prng_bytes(out, cv->priv_size);
        out[0] &= (uint8_t)(0xff >> extra);
    } while (is_zero(out, cv->priv_size) || !less_be(out, cv->n, cv->priv_size));
}

/* shl_be shifts the big-endian len bytes at a left by bits (< 8). */
static void shl_be(uint8_t *a, unsigned len, unsigned bits) {
    unsigned i;
    if (bits == 0) return;
    for (i = 0; i < len; i++) {
        a[i] = (uint8_t)(a[i] << bits | (i + 1 < len ? a[i + 1] >> (8 - bits) : 0));
    }
}

/* to_request writes the big-endian scalar d as the RNG bytes that a draw
 * below n turns into d: micro-ecc's little-endian words, n_request bytes. */
static void to_request(const struct curve *cv, const uint8_t *d, uint8_t *out) {
    unsigned i;
    memset(out, 0, cv->n_request);
    for (i = 0; i < cv->priv_size; i++) {
        out[i] = d[cv->priv_size - 1 - i];
    }
}

static void curve_setup(struct curve *cv) {
    uint8_t pub[MAX_PUB], d[MAX_N];
    size_t len = strlen(cv->n_hex), i;
    unsigned top;
    cv->c = cv->handle();
    if (!cv->c) return; /* secp384r1 and secp521r1 outside make lib UECC_CURVES=all */
    cv->priv_size = (unsigned)uECC_curve_private_key_size(cv->c);
    cv->pub_size = (unsigned)uECC_curve_public_key_size(cv->c);
    cv->field_size = cv->pub_size / 2;
    if (len != 2 * cv->priv_size) die("order of the wrong size", cv->name);
    for (i = 0; i < cv->priv_size; i++) {
        cv->n[i] = (uint8_t)(hexval(cv->n_hex[2 * i]) << 4 | hexval(cv->n_hex[2 * i + 1]));
    }
    for (top = 8; top > 0 && !(cv->n[0] >> (top - 1) & 1); top--) {
    }
    cv->nbits = 8 * (cv->priv_size - 1) + top;
    cv->n_request = (cv->nbits + 63) / 64 * 8;
    /* The order is right: n - 1 is a valid key, n is not. */
    memcpy(d, cv->n, cv->priv_size);
    d[cv->priv_size - 1] -= 1;
    uECC_set_rng(NULL);
    if (!uECC_compute_public_key(d, pub, cv->c)) die("n - 1 refused as a private key", cv->name);
    if (uECC_compute_public_key(cv->n, pub, cv->c)) die("n accepted as a private key", cv->name);
}

/* ---- Welch's t-test, online ------------------------------------------------ */

/* The crops: measurements below the time at percentile 1 - 0.5^(x/10) of the
 * calibration batch, for these x (dudect's family of thresholds, a subset:
 * 6.7 % to 99.9 %), besides all measurements (crop 0). */
static const double crop_x[] = {1, 2, 3, 5, 7, 10, 15, 20, 30, 40, 60, 80, 100};
#define NCROPS (1 + (int)(sizeof crop_x / sizeof crop_x[0]))
/* A crop with fewer measurements in a class is not tested. */
#define MIN_CROP_N 1000

struct welford {
    double n, mean, m2;
};

static void welford_add(struct welford *w, double x) {
    double d = x - w->mean;
    w->n += 1;
    w->mean += d / w->n;
    w->m2 += d * (x - w->mean);
}

struct ttest {
    struct welford cls[2];
};

static double ttest_t(const struct ttest *t) {
    const struct welford *a = &t->cls[0], *b = &t->cls[1];
    double va, vb, se;
    if (a->n < 2 || b->n < 2) return 0;
    va = a->m2 / (a->n - 1);
    vb = b->m2 / (b->n - 1);
    se = sqrt(va / a->n + vb / b->n);
    return se > 0 ? (a->mean - b->mean) / se : 0;
}

/* ttest_se is the standard error of the difference of the means. */
static double ttest_se(const struct ttest *t) {
    const struct welford *a = &t->cls[0], *b = &t->cls[1];
    if (a->n < 2 || b->n < 2) return INFINITY;
    return sqrt(a->m2 / (a->n - 1) / a->n + b->m2 / (b->n - 1) / b->n);
}

static int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* ---- the operations -------------------------------------------------------- */

#define BATCH 1000
#define LEAK_MAX 4096

/* One measurement's inputs. Both classes read their secret from their own
 * slot, so a fixed secret is no hotter in the cache than a random one. */
struct slot {
    int cls;
    uint8_t d[MAX_N];       /* private key, big-endian */
    uint8_t draw[MAX_DRAW]; /* the RNG's first draw (key or nonce), little-endian words */
    uint8_t k[MAX_N];       /* sign_with_k's k, big-endian */
    uint8_t buf[LEAK_MAX]; /* the controls' secret */
};

static struct slot *slots;
static uint64_t times[BATCH];
static int rets[BATCH];

/* The RNG callback: the first request of a call gets the slot's draw, every
 * later one (the blinding draws) the same fixed bytes in both classes. */
static const struct slot *rng_slot;
static unsigned rng_calls, rng_expect;
static int rng_first_secret; /* the first request is the secret (make_key, sign) */
static uint8_t blind_bytes[MAX_DRAW];
static int rng_bad;

static int harness_rng(uint8_t *dest, unsigned size) {
    if (size > sizeof blind_bytes) {
        rng_bad = 1;
        return 0;
    }
    if (rng_calls++ == 0 && rng_first_secret) {
        if (size != rng_expect) rng_bad = 1;
        memcpy(dest, rng_slot->draw, size);
    } else {
        memcpy(dest, blind_bytes, size);
    }
    return 1;
}

/* early_exit_compare is the leak of the controls: the loop of a naive
 * memcmp, which returns at the first difference. */
__attribute__((noinline)) static int early_exit_compare(const uint8_t *a, const uint8_t *b, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) {
        if (a[i] != b[i]) return 0;
    }
    return 1;
}

enum op { OP_CONTROL, OP_LEAKY_ECDH, OP_MAKE_KEY, OP_SHARED_SECRET, OP_SIGN, OP_COMPUTE_PUBLIC_KEY, OP_SIGN_WITH_K, NOPS };
static const char *const op_names[NOPS] = {"control",          "leaky_ecdh",         "make_key", "shared_secret",
                                           "sign",             "compute_public_key", "sign_with_k"};
static const int op_default[NOPS] = {1, 1, 1, 1, 1, 0, 0};

/* The fixed inputs of one row. */
struct row {
    enum op op;
    const struct curve *cv;
    uint8_t fixed_d[MAX_N], fixed_k[MAX_N], peer_pub[MAX_PUB], hash[32], ref[LEAK_MAX];
    size_t leak_bytes;
    uint8_t out[MAX_PUB], out2[MAX_PUB];
};

static volatile int sink;

/* prepare fills the slots of one batch: a random class for each, and its
 * secrets (the fixed ones copied, or fresh ones). */
static void prepare(struct row *r, int nslots) {
    int i;
    for (i = 0; i < nslots; i++) {
        struct slot *s = &slots[i];
        s->cls = (int)(prng_next() & 1);
        switch (r->op) {
        case OP_CONTROL:
        case OP_LEAKY_ECDH: {
            size_t len = r->leak_bytes;
            memcpy(s->buf, r->ref, len);
            if (s->cls) { /* differ at a random position */
                size_t at = (size_t)(prng_next() % len);
                s->buf[at] ^= (uint8_t)(1 + prng_next() % 255);
            }
            break;
        }
        default:
            if (s->cls) {
                random_scalar(r->cv, s->d);
                random_scalar(r->cv, s->k);
            } else {
                memcpy(s->d, r->fixed_d, r->cv->priv_size);
                memcpy(s->k, r->fixed_k, r->cv->priv_size);
            }
            /* make_key draws the key, sign the nonce. */
            to_request(r->cv, r->op == OP_MAKE_KEY ? s->d : s->k, s->draw);
            if (r->op == OP_SIGN_WITH_K) {
                /* uECC_sign_with_k takes k through bits2int: on secp160r1
                 * it shifts the 21 bytes right by 7 bits (uECC_ext.h), so
                 * the nonce k is passed as k << 7. */
                shl_be(s->k, r->cv->priv_size, 8 * r->cv->priv_size - r->cv->nbits);
            }
            break;
        }
    }
}

/* measure times every call of one batch. */
static void measure(struct row *r, int nslots) {
    int i, ret = 0;
    uECC_Curve c = r->cv ? r->cv->c : NULL;
    for (i = 0; i < nslots; i++) {
        const struct slot *s = &slots[i];
        uint64_t t0, t1;
        rng_slot = s;
        rng_calls = 0;
        switch (r->op) {
        case OP_CONTROL:
            t0 = ticks();
            sink = early_exit_compare(s->buf, r->ref, r->leak_bytes);
            t1 = ticks();
            ret = 1; /* both outcomes are expected */
            break;
        case OP_LEAKY_ECDH:
            t0 = ticks();
            ret = uECC_shared_secret(r->peer_pub, r->fixed_d, r->out, c);
            sink = early_exit_compare(s->buf, r->ref, r->leak_bytes);
            t1 = ticks();
            break;
        case OP_MAKE_KEY:
            t0 = ticks();
            ret = uECC_make_key(r->out, r->out2, c);
            t1 = ticks();
            break;
        case OP_SHARED_SECRET:
            t0 = ticks();
            ret = uECC_shared_secret(r->peer_pub, s->d, r->out, c);
            t1 = ticks();
            break;
        case OP_SIGN:
            t0 = ticks();
            ret = uECC_sign(s->d, r->hash, sizeof r->hash, r->out, c);
            t1 = ticks();
            break;
        case OP_COMPUTE_PUBLIC_KEY:
            t0 = ticks();
            ret = uECC_compute_public_key(s->d, r->out, c);
            t1 = ticks();
            break;
        case OP_SIGN_WITH_K:
            t0 = ticks();
            ret = uECC_sign_with_k(s->d, r->hash, sizeof r->hash, s->k, r->out, c);
            t1 = ticks();
            break;
        default:
            t0 = t1 = 0;
        }
        times[i] = t1 - t0;
        rets[i] = ret;
    }
}

/* check verifies, outside the timing, that the library computed with the
 * secrets the harness meant it to (the calibration batch): make_key returns
 * the drawn key, sign's r is x(k·G) and the signature verifies. */
static int check(struct row *r, int nslots) {
    int i, bad = 0;
    const struct curve *cv = r->cv;
    for (i = 0; i < nslots; i++) {
        struct slot *s = &slots[i];
        uint8_t pub[MAX_PUB], kg[MAX_PUB], sig[MAX_PUB];
        rng_slot = s;
        rng_calls = 0;
        switch (r->op) {
        case OP_MAKE_KEY:
            if (!uECC_make_key(pub, r->out2, cv->c) || memcmp(r->out2, s->d, cv->priv_size) != 0) bad++;
            break;
        case OP_SIGN:
        case OP_SIGN_WITH_K: {
            int ok = r->op == OP_SIGN ? uECC_sign(s->d, r->hash, sizeof r->hash, sig, cv->c)
                                      : uECC_sign_with_k(s->d, r->hash, sizeof r->hash, s->k, sig, cv->c);
            uECC_RNG_Function rng = uECC_get_rng();
            uECC_set_rng(NULL);
            if (!ok || !uECC_compute_public_key(s->d, pub, cv->c) || !uECC_verify(pub, r->hash, sizeof r->hash, sig, cv->c)) {
                bad++;
            } else if (r->op == OP_SIGN && (!uECC_compute_public_key(s->k, kg, cv->c) ||
                                            (memcmp(kg, sig, cv->field_size) != 0 &&
                                             (cv->priv_size != cv->field_size || less_be(kg, cv->n, cv->field_size))))) {
                /* r is not x(k·G) (reduced mod n, which only changes an
                 * x >= n; secp160r1's n exceeds p): not the harness's nonce */
                bad++;
            }
            uECC_set_rng(rng);
            break;
        }
        default:
            break;
        }
    }
    return bad;
}

/* ---- one row --------------------------------------------------------------- */

struct result {
    double n0, n1, max_t, t_all, mean0, mean1, delta, median;
    int crop, failed_calls, bad_checks;
};

static int verdict_code(double t) { return fabs(t) < 4.5 ? 0 : fabs(t) >= 10 ? 2 : 1; }
static const char *const verdicts[3] = {"pass", "inconclusive", "LEAK"};

static void run_row(struct row *r, long samples, struct result *res) {
    struct ttest tests[NCROPS];
    uint64_t thresholds[NCROPS], sorted[BATCH];
    long done = 0, target = 2 * samples;
    int i, k, best = 0;
    double best_t = 0, min_se = INFINITY;
    memset(tests, 0, sizeof tests);
    memset(res, 0, sizeof *res);

    /* Warm-up and calibration: one batch, timed but not counted; its
     * percentiles are the crops' thresholds. Then the same batch is checked. */
    uECC_set_rng(harness_rng);
    prepare(r, BATCH);
    measure(r, BATCH);
    prepare(r, BATCH);
    measure(r, BATCH);
    memcpy(sorted, times, sizeof sorted);
    qsort(sorted, BATCH, sizeof sorted[0], cmp_u64);
    res->median = (double)sorted[BATCH / 2];
    thresholds[0] = UINT64_MAX;
    for (k = 1; k < NCROPS; k++) {
        double p = 1 - pow(0.5, crop_x[k - 1] / 10);
        thresholds[k] = sorted[(int)(p * (BATCH - 1))];
    }
    res->bad_checks = check(r, 50);

    while (done < target) {
        prepare(r, BATCH);
        measure(r, BATCH);
        for (i = 0; i < BATCH; i++) {
            double x = (double)times[i];
            int c = slots[i].cls;
            if (!rets[i]) {
                res->failed_calls++;
                continue;
            }
            for (k = 0; k < NCROPS; k++) {
                if (times[i] < thresholds[k] || k == 0) welford_add(&tests[k].cls[c], x);
            }
        }
        done += BATCH;
    }
    uECC_set_rng(NULL);
    if (rng_bad) die("unexpected RNG request size", op_names[r->op]);

    for (k = 0; k < NCROPS; k++) {
        double t;
        if (tests[k].cls[0].n < MIN_CROP_N || tests[k].cls[1].n < MIN_CROP_N) continue;
        t = ttest_t(&tests[k]);
        if (fabs(t) > fabs(best_t)) {
            best_t = t;
            best = k;
        }
        /* A crop whose times are all equal (a coarse counter's) tells
         * nothing: its zero standard error is not a resolution. */
        if (ttest_se(&tests[k]) > 0 && ttest_se(&tests[k]) < min_se) min_se = ttest_se(&tests[k]);
    }
    res->n0 = tests[0].cls[0].n;
    res->n1 = tests[0].cls[1].n;
    res->max_t = best_t;
    res->crop = best;
    res->t_all = ttest_t(&tests[0]);
    res->mean0 = tests[best].cls[0].mean;
    res->mean1 = tests[best].cls[1].mean;
    res->delta = 4.5 * min_se;
}

/* ---- main ------------------------------------------------------------------ */

static int listed(const char *list, const char *name) {
    size_t n = strlen(name);
    const char *p = list;
    while ((p = strstr(p, name)) != NULL) {
        if ((p == list || p[-1] == ',') && (p[n] == ',' || p[n] == 0)) return 1;
        p += n;
    }
    return 0;
}

#if defined(__x86_64__)
static void print_cpu(void) {
    unsigned a, b, c, d, bmi2 = 0, adx = 0, avx2 = 0, osxsave = 0, avx = 0, ymm = 0;
    char brand[49] = {0};
    if (__get_cpuid_count(7, 0, &a, &b, &c, &d)) {
        bmi2 = b >> 8 & 1;
        adx = b >> 19 & 1;
        avx2 = b >> 5 & 1;
    }
    if (__get_cpuid(1, &a, &b, &c, &d)) {
        osxsave = c >> 27 & 1;
        avx = c >> 28 & 1;
    }
    if (osxsave) {
        uint32_t lo, hi;
        __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
        ymm = (lo & 6) == 6;
    }
    if (__get_cpuid(0x80000000, &a, &b, &c, &d) && a >= 0x80000004) {
        unsigned *w = (unsigned *)brand, i;
        for (i = 0; i < 3; i++) __get_cpuid(0x80000002 + i, &w[4 * i], &w[4 * i + 1], &w[4 * i + 2], &w[4 * i + 3]);
    }
    printf("cttiming: cpu: %s\n", brand);
    printf("cttiming: cpu features: bmi2=%u adx=%u avx2=%u avx-state-saved=%u: %s\n", bmi2, adx, avx2, avx && ymm,
           bmi2 && adx && avx2 && avx && ymm ? "the library runs its amd64 assembly (MULX/ADCX/ADOX, AVX2 table scans)"
                                             : "NO assembly path on this CPU: the pure-Go field code is measured");
}

static void print_timer(void) {} /* the TSC: the output as it always was */

#else

/* print_cpu prints what /proc/cpuinfo says of the CPU (the first model name,
 * CPU implementer and part, and the board's Hardware and Model lines). */
static void print_cpu(void) {
    static const char *const keys[] = {"model name", "CPU implementer", "CPU part", "Hardware", "Model"};
    char line[256], out[512] = "";
    int seen[sizeof keys / sizeof keys[0]] = {0};
    unsigned k;
    FILE *f = fopen("/proc/cpuinfo", "r");
    while (f && fgets(line, sizeof line, f)) {
        char *colon = strchr(line, ':'), *v, *e;
        if (!colon) continue;
        for (k = 0; k < sizeof keys / sizeof keys[0]; k++) {
            size_t n = strlen(keys[k]);
            if (seen[k] || strncmp(line, keys[k], n) != 0 || (line[n] != ' ' && line[n] != '\t' && line[n] != ':')) continue;
            seen[k] = 1;
            for (v = colon + 1; *v == ' ' || *v == '\t'; v++) {
            }
            for (e = v + strlen(v); e > v && (e[-1] == '\n' || e[-1] == ' '); e--) {
            }
            *e = 0;
            if (strlen(out) + strlen(keys[k]) + strlen(v) + 8 < sizeof out) {
                if (*out) strcat(out, ", ");
                strcat(out, keys[k]);
                strcat(out, ": ");
                strcat(out, v);
            }
        }
    }
    if (f) fclose(f);
    printf("cttiming: cpu: %s\n", *out ? out : "(nothing in /proc/cpuinfo)");
}

/* print_timer names the timer and measures it: the median of 10001
 * back-to-back reads (the cost of a measurement's two reads, in the unit;
 * with a coarse counter mostly 0) and the smallest step the timer takes. */
static void print_timer(void) {
    enum { NREADS = 10001, NSTEPS = 200 };
    static uint64_t d[NREADS];
    uint64_t a, b, step = UINT64_MAX;
    long i, spins, zeros = 0;
    for (i = 0; i < NREADS; i++) {
        a = ticks();
        b = ticks();
        d[i] = b - a;
        zeros += d[i] == 0;
    }
    qsort(d, NREADS, sizeof d[0], cmp_u64);
    for (i = 0; i < NSTEPS; i++) {
        a = ticks();
        for (spins = 0; (b = ticks()) == a && spins < 100000000L; spins++) {
        }
        if (b == a) break; /* stuck: reported below */
        if (b - a < step) step = b - a;
    }
#if defined(__aarch64__)
    {
        uint64_t hz = counter_hz();
        printf("cttiming: timer: CNTVCT_EL0 (isb; mrs; isb), CNTFRQ_EL0 %llu Hz: one tick is %.2f ns\n", (unsigned long long)hz,
               hz ? 1e9 / (double)hz : 0.0);
    }
#else
    {
        struct timespec res = {0, 0};
        clock_getres(CLOCK_MONOTONIC_RAW, &res);
        printf("cttiming: timer: clock_gettime(CLOCK_MONOTONIC_RAW) in ns, clock_getres %ld ns\n",
               (long)res.tv_sec * 1000000000L + res.tv_nsec);
    }
#endif
    if (step == UINT64_MAX) {
        printf("cttiming: timer: did not move in 10^8 reads\n");
    } else {
        printf("cttiming: timer: measured: smallest step %llu %s, two back-to-back reads %llu %s apart (median; %.1f %% equal)\n",
               (unsigned long long)step, TIMER_UNIT, (unsigned long long)d[NREADS / 2], TIMER_UNIT, 100.0 * (double)zeros / NREADS);
    }
    printf("cttiming: times in %s; a call shorter than a few steps is seen only on average over many calls: "
           "the control tells whether the resolution suffices\n",
           TIMER_UNIT);
}
#endif

int main(void) {
    const char *env;
    long samples = 100000;
    uint64_t seed;
    double fail_t = 10;
    const char *ops = NULL, *curve_list = NULL, *fixed_mode = "random";
    size_t leak_bytes = 256, control_bytes = 64;
    int i, o, status = 0, control_leaks = 1, control_rows = 0;
    struct timespec ts;
    struct row *row = calloc(1, sizeof *row);

    clock_gettime(CLOCK_REALTIME, &ts);
    seed = (uint64_t)ts.tv_sec * 1000000007ull ^ (uint64_t)ts.tv_nsec ^ (uint64_t)getpid() << 32;
    if ((env = getenv("CT_TIMING_SAMPLES")) && *env) samples = atol(env);
    if ((env = getenv("CT_TIMING_SEED")) && *env) seed = strtoull(env, NULL, 0);
    if ((env = getenv("CT_TIMING_FAIL_T")) && *env) fail_t = atof(env);
    if ((env = getenv("CT_TIMING_OPS")) && *env) ops = env;
    if ((env = getenv("CT_TIMING_CURVES")) && *env) curve_list = env;
    if ((env = getenv("CT_TIMING_FIXED")) && *env) fixed_mode = env;
    if ((env = getenv("CT_TIMING_LEAK_BYTES")) && *env) leak_bytes = (size_t)atol(env);
    if (samples < 2 * MIN_CROP_N) die("CT_TIMING_SAMPLES must be at least 2000", NULL);
    if ((env = getenv("CT_TIMING_CONTROL_BYTES")) && *env) control_bytes = (size_t)atol(env);
    if (leak_bytes < 1 || leak_bytes > LEAK_MAX) die("CT_TIMING_LEAK_BYTES must be in 1..4096", NULL);
    if (control_bytes < 1 || control_bytes > LEAK_MAX) die("CT_TIMING_CONTROL_BYTES must be in 1..4096", NULL);
    if (strcmp(fixed_mode, "random") && strcmp(fixed_mode, "one") && strcmp(fixed_mode, "max"))
        die("CT_TIMING_FIXED must be random, one or max", fixed_mode);
    prng_seed(seed);
    slots = calloc(BATCH, sizeof *slots);
    if (!slots || !row) die("out of memory", NULL);

    print_cpu();
    print_timer();
    printf("cttiming: seed %llu, %ld samples per class, fixed secret %s, fail at max|t| >= %g\n", (unsigned long long)seed,
           samples, fixed_mode, fail_t);
    if ((env = getenv("GODEBUG")) && *env) printf("cttiming: GODEBUG=%s\n", env);
    for (i = 0; i < NCURVES; i++) curve_setup(&curves[i]);
    prng_bytes(blind_bytes, sizeof blind_bytes);
    /* The blinding draws: a value below 2^128, not 0: below every p and n. */
    memset(blind_bytes + 16, 0, sizeof blind_bytes - 16);
    blind_bytes[0] |= 1;

    printf("%-8s %-4s %-18s %-10s %8s %8s %8s %4s %8s %10s %10s %8s %s\n", "cttiming", "lang", "op", "curve", "n_fixed", "n_random",
           "max|t|", "crop", "t_all", "mean_fixed", "mean_rand", "delta4.5", "verdict");
    for (o = 0; o < NOPS; o++) {
        if (ops ? !listed(ops, op_names[o]) : !op_default[o]) continue;
        for (i = 0; i < NCURVES; i++) {
            struct curve *cv = &curves[i];
            struct result res;
            int v;
            if (o == OP_CONTROL && i > 0) break; /* no curve */
            if (o == OP_LEAKY_ECDH && strcmp(cv->name, "secp256r1") != 0) continue;
            if (o != OP_CONTROL && (curve_list ? !listed(curve_list, cv->name) : i >= FIVE)) continue;
            if (o != OP_CONTROL && !cv->c) die("curve not in this library (make lib UECC_CURVES=all has it)", cv->name);
            memset(row, 0, sizeof *row);
            row->op = (enum op)o;
            row->cv = o == OP_CONTROL ? NULL : cv;
            row->leak_bytes = o == OP_CONTROL ? control_bytes : leak_bytes;
            prng_bytes(row->ref, sizeof row->ref);
            prng_bytes(row->hash, sizeof row->hash);
            if (row->cv) {
                uint8_t peer_d[MAX_N];
                if (!strcmp(fixed_mode, "one")) {
                    memset(row->fixed_d, 0, cv->priv_size);
                    row->fixed_d[cv->priv_size - 1] = 1;
                } else if (!strcmp(fixed_mode, "max")) {
                    memcpy(row->fixed_d, cv->n, cv->priv_size);
                    row->fixed_d[cv->priv_size - 1] -= 1;
                } else {
                    random_scalar(cv, row->fixed_d);
                }
                if (!strcmp(fixed_mode, "random")) {
                    random_scalar(cv, row->fixed_k);
                } else {
                    memcpy(row->fixed_k, row->fixed_d, cv->priv_size);
                }
                random_scalar(cv, peer_d);
                if (!uECC_compute_public_key(peer_d, row->peer_pub, cv->c)) die("peer key", cv->name);
                rng_expect = cv->n_request;
            }
            rng_first_secret = o == OP_MAKE_KEY || o == OP_SIGN;
            run_row(row, samples, &res);
            v = verdict_code(res.max_t);
            printf("%-8s %-4s %-18s %-10s %8.0f %8.0f %8.2f %4d %8.2f %10.*f %10.*f %8.*f %s\n", "cttiming", "c", op_names[o],
                   row->cv ? cv->name : "-", res.n0, res.n1, fabs(res.max_t), res.crop, res.t_all, MEAN_PREC, res.mean0, MEAN_PREC,
                   res.mean1, DELTA_PREC, res.delta,
                   o == OP_CONTROL || o == OP_LEAKY_ECDH ? (v == 2 ? "LEAK(expected)" : v == 1 ? "inconclusive(expected a leak)" : "NOT-DETECTED")
                                                         : verdicts[v]);
            fflush(stdout);
            if (res.failed_calls || res.bad_checks) {
                printf("cttiming: %s %s: %d failed calls, %d of 50 checked calls did not use the harness's secrets\n", op_names[o],
                       row->cv ? cv->name : "-", res.failed_calls, res.bad_checks);
                status = status ? status : 1;
            }
            if (o == OP_CONTROL) {
                control_rows++;
                if (v != 2) control_leaks = 0;
            } else if (o != OP_LEAKY_ECDH && fabs(res.max_t) >= fail_t) {
                status = status ? status : 1;
            }
        }
    }
    if (control_rows && !control_leaks) {
        printf("cttiming: the control shows no leak: the harness is blind here, its passes mean nothing\n");
        return 2;
    }
    return status;
}
