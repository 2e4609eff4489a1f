/* bench_threads.c: the latency of uECC_sign (secp256r1) when several threads
 * call at once, beside a C loop of the same length on the same threads.
 *
 *   bench_threads THREADS
 *
 * Each thread makes CALLS signatures, timing each; then each makes CALLS
 * runs of a plain C loop calibrated to the median signature. It prints the
 * median, the 99th and 99.9th percentiles and the worst of both. With more
 * threads than CPUs the worst case of both is the kernel's time slicing;
 * with more calling threads than GOMAXPROCS the library adds waits for a P
 * (docs/C-API.md, "Threads"). `make bench-threads` runs it for 1 to 8
 * threads with GOMAXPROCS left alone and set to the thread count.
 */
#define _GNU_SOURCE 1
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "uECC.h"

#define CALLS 3000
#define MAX_THREADS 64

static double now_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static long loop_rounds; /* the C loop's length, calibrated to a signature */
static volatile unsigned long sink;

static void c_loop(void) {
    unsigned long x = 0;
    long i;
    for (i = 0; i < loop_rounds; i++) {
        x = x * 6364136223846793005UL + (unsigned long)i;
    }
    sink = x;
}

struct job {
    double *lat;
    int use_c;
    int failed;
};

static void *worker(void *arg) {
    struct job *j = arg;
    uint8_t pub[64], priv[32], hash[32], sig[64];
    int i;
    memset(hash, 0x42, sizeof hash);
    if (!uECC_make_key(pub, priv, uECC_secp256r1())) {
        j->failed = 1;
        return NULL;
    }
    for (i = 0; i < CALLS; i++) {
        double t = now_us();
        if (j->use_c) {
            c_loop();
        } else if (!uECC_sign(priv, hash, sizeof hash, sig, uECC_secp256r1())) {
            j->failed = 1;
        }
        j->lat[i] = now_us() - t;
    }
    return NULL;
}

/* run runs n threads and returns the sorted latencies (n * CALLS), or NULL. */
static double *run(int n, int use_c) {
    pthread_t t[MAX_THREADS];
    struct job jobs[MAX_THREADS];
    double *lat = malloc(sizeof(double) * CALLS * (size_t)n);
    int i, failed = 0;
    if (lat == NULL) return NULL;
    for (i = 0; i < n; i++) {
        jobs[i].lat = lat + (size_t)i * CALLS;
        jobs[i].use_c = use_c;
        jobs[i].failed = 0;
        if (pthread_create(&t[i], NULL, worker, &jobs[i]) != 0) return NULL;
    }
    for (i = 0; i < n; i++) {
        pthread_join(t[i], NULL);
        failed |= jobs[i].failed;
    }
    if (failed) {
        free(lat);
        return NULL;
    }
    qsort(lat, (size_t)n * CALLS, sizeof(double), by_value);
    return lat;
}

static void report(const char *what, int n, const double *lat) {
    size_t total = (size_t)n * CALLS;
    printf("%-28s threads %d: median %7.1f us  p99 %8.1f  p99.9 %8.1f  max %8.1f\n", what, n, lat[total / 2],
           lat[total * 99 / 100], lat[total * 999 / 1000], lat[total - 1]);
}

int main(int argc, char **argv) {
    int n = argc == 2 ? atoi(argv[1]) : 0;
    const char *procs = getenv("GOMAXPROCS");
    char label[64];
    double *lat, median, t;
    if (n < 1 || n > MAX_THREADS) {
        fprintf(stderr, "usage: bench_threads THREADS (1..%d)\n", MAX_THREADS);
        return 2;
    }
    /* Calibrate the C loop to one thread's median signature. */
    lat = run(1, 0);
    if (lat == NULL) {
        fprintf(stderr, "bench_threads: a call failed\n");
        return 1;
    }
    median = lat[CALLS / 2];
    free(lat);
    loop_rounds = 1000;
    for (;;) {
        t = now_us();
        c_loop();
        t = now_us() - t;
        if (t >= median) break;
        loop_rounds = (long)((double)loop_rounds * (t > 0 ? median / t : 2) * 1.05) + 1;
    }
    snprintf(label, sizeof label, "uECC_sign, GOMAXPROCS=%s", procs ? procs : "default");
    lat = run(n, 0);
    if (lat == NULL) {
        fprintf(stderr, "bench_threads: a call failed\n");
        return 1;
    }
    report(label, n, lat);
    free(lat);
    lat = run(n, 1);
    if (lat == NULL) return 1;
    report("C loop of the same length", n, lat);
    free(lat);
    return 0;
}
