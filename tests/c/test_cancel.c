/* test_cancel.c: pthread_cancel and the library.
 *
 * No call of the library is a cancellation point. A thread with a
 * cancellation request pending (deferred cancellation, the default) calls:
 *
 *   - the default RNG's own C function (uECC_get_rng() called directly:
 *     getrandom, open and read are cancellation points in libc);
 *   - uECC_make_key with a caller's RNG that reads /dev/urandom with read(2)
 *     (a cancellation point inside a callback that Go frames called);
 *   - uECC_sign_deterministic with a caller's hash whose update_hash calls
 *     nanosleep (another);
 *   - uECC_sign and uECC_verify.
 *
 * It does so right after exec, so that its first call into Go meets the
 * runtime still starting. Every call must return, with correct results,
 * and the request must then take effect at the thread's next cancellation
 * point of its own (pthread_testcancel): the thread ends as
 * PTHREAD_CANCELED, with every step recorded, and a call from the main
 * thread afterwards works. Acted on inside the library, the request would
 * end the thread in the middle of a call (a step missing), leave a lock
 * held (the main thread's call hangs) or unwind into the Go runtime's
 * frames; the alarm (20 s) turns a hang into a failure.
 */
#define _GNU_SOURCE 1
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "sha256.h"
#include "uECC.h"

static int urandom_rng(uint8_t *dest, unsigned size) {
    int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    unsigned done = 0;
    if (fd < 0) {
        return 0;
    }
    while (done < size) {
        ssize_t n = read(fd, dest + done, size - done);
        if (n <= 0) {
            close(fd);
            return 0;
        }
        done += (unsigned)n;
    }
    close(fd);
    return 1;
}

typedef struct {
    uECC_HashContext uECC;
    sha256_ctx ctx;
} sleepy_hash;

static void sleepy_init(const uECC_HashContext *base) {
    sleepy_hash *h = (sleepy_hash *)base;
    sha256_init(&h->ctx);
}

static void sleepy_update(const uECC_HashContext *base, const uint8_t *m, unsigned n) {
    sleepy_hash *h = (sleepy_hash *)base;
    struct timespec t = {0, 1000};
    nanosleep(&t, NULL);
    sha256_update(&h->ctx, m, n);
}

static void sleepy_finish(const uECC_HashContext *base, uint8_t *out) {
    sleepy_hash *h = (sleepy_hash *)base;
    sha256_final(&h->ctx, out);
}

/* The steps the thread completed, in order. */
enum { STEP_OS_RNG = 1, STEP_MAKE_KEY = 2, STEP_SIGN_DET = 4, STEP_SIGN = 8, STEP_VERIFY = 16 };
static volatile int steps;
static pthread_barrier_t requested;

static void *worker(void *arg) {
    uECC_Curve curve = uECC_secp256r1();
    uint8_t buf[32], pub[64], priv[32], sig[64], hash[32], tmp[128];
    sleepy_hash h;
    int old;
    (void)arg;
    pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
    pthread_barrier_wait(&requested); /* main has called pthread_cancel */
    pthread_barrier_wait(&requested);
    pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, &old);

    if (uECC_get_rng()(buf, sizeof buf) == 1) {
        steps |= STEP_OS_RNG;
    }
    uECC_set_rng(urandom_rng);
    if (uECC_make_key(pub, priv, curve) == 1 && uECC_valid_public_key(pub, curve) == 1) {
        steps |= STEP_MAKE_KEY;
    }
    memset(hash, 0x5a, sizeof hash);
    h.uECC.init_hash = sleepy_init;
    h.uECC.update_hash = sleepy_update;
    h.uECC.finish_hash = sleepy_finish;
    h.uECC.block_size = 64;
    h.uECC.result_size = 32;
    h.uECC.tmp = tmp;
    if (uECC_sign_deterministic(priv, hash, sizeof hash, &h.uECC, sig, curve) == 1 &&
        uECC_verify(pub, hash, sizeof hash, sig, curve) == 1) {
        steps |= STEP_SIGN_DET;
    }
    if (uECC_sign(priv, hash, sizeof hash, sig, curve) == 1) {
        steps |= STEP_SIGN;
    }
    if (uECC_verify(pub, hash, sizeof hash, sig, curve) == 1) {
        steps |= STEP_VERIFY;
    }
    pthread_testcancel();
    return NULL; /* not reached: the request is pending */
}

int main(void) {
    pthread_t t;
    void *res = NULL;
    alarm(20);
    pthread_barrier_init(&requested, NULL, 2);
    CHECK(pthread_create(&t, NULL, worker, NULL) == 0, "pthread_create");
    pthread_barrier_wait(&requested);
    CHECK(pthread_cancel(t) == 0, "pthread_cancel");
    pthread_barrier_wait(&requested);
    CHECK(pthread_join(t, &res) == 0, "pthread_join");
    CHECK(res == PTHREAD_CANCELED, "the thread ends at its own pthread_testcancel");
    CHECK(steps & STEP_OS_RNG, "uECC_get_rng()'s function returns with a cancellation pending");
    CHECK(steps & STEP_MAKE_KEY, "uECC_make_key (caller's RNG calling read) returns");
    CHECK(steps & STEP_SIGN_DET, "uECC_sign_deterministic (hash calling nanosleep) returns and verifies");
    CHECK(steps & STEP_SIGN, "uECC_sign returns");
    CHECK(steps & STEP_VERIFY, "uECC_verify accepts");
    {
        /* Cancelled inside its first call while the runtime was starting,
         * the thread would have left the runtime's start-up lock held:
         * this call would then never return. */
        uint8_t pub[64], priv[32];
        CHECK(uECC_make_key(pub, priv, uECC_secp256r1()) == 1, "a call from another thread afterwards");
    }
    return check_finish("test_cancel");
}
