/* test_cancel.c: pthread_cancel and the library.
 *
 * The library's own code is never a cancellation point. A thread with a
 * cancellation request pending (deferred cancellation, the default) calls
 * the default RNG's own C function (uECC_get_rng() called directly:
 * getrandom, open and read are cancellation points in libc), uECC_make_key,
 * uECC_sign, uECC_verify and uECC_sign_deterministic with a hash of no
 * cancellation point. It does so right after exec, so that its first call
 * into Go meets the runtime still starting. Every call must return, with
 * correct results, and the request must then take effect at the thread's
 * own pthread_testcancel: the thread ends as PTHREAD_CANCELED with every
 * step recorded. Acted on inside the library, the request would end the
 * thread in the middle of a call (a step missing) or leave a lock held.
 *
 * The caller's callbacks are the caller's code: a cancellation point in one
 * acts there, as under micro-ecc. Two more threads are cancelled inside a
 * call, one in its RNG (read(2)) and one in its hash (nanosleep in
 * update_hash): each must end as PTHREAD_CANCELED inside that call, and
 * afterwards a call from the main thread and a fork() whose child calls
 * must work (nothing was left held). The alarm (20 s) turns a hang into a
 * failure.
 */
#define _GNU_SOURCE 1
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <sys/wait.h>
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

static void plain_update(const uECC_HashContext *base, const uint8_t *m, unsigned n) {
    sleepy_hash *h = (sleepy_hash *)base;
    sha256_update(&h->ctx, m, n);
}

static void sleepy_finish(const uECC_HashContext *base, uint8_t *out) {
    sleepy_hash *h = (sleepy_hash *)base;
    sha256_final(&h->ctx, out);
}

static void sleepy_context(sleepy_hash *h, uint8_t *tmp, int sleepy) {
    h->uECC.init_hash = sleepy_init;
    h->uECC.update_hash = sleepy ? sleepy_update : plain_update;
    h->uECC.finish_hash = sleepy_finish;
    h->uECC.block_size = 64;
    h->uECC.result_size = 32;
    h->uECC.tmp = tmp;
}

/* The steps a thread completed, in order. */
enum { STEP_OS_RNG = 1, STEP_MAKE_KEY = 2, STEP_SIGN_DET = 4, STEP_SIGN = 8, STEP_VERIFY = 16, STEP_CALLED = 32 };
static volatile int steps;
static pthread_barrier_t requested;

/* What a worker does once its cancellation is pending. */
enum { LIBRARY_ONLY, IN_RNG, IN_HASH };

/* pending waits until main has called pthread_cancel on this thread. */
static void pending(void) {
    int old;
    pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
    pthread_barrier_wait(&requested);
    pthread_barrier_wait(&requested);
    pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, &old);
}

static void *worker(void *arg) {
    int mode = *(int *)arg;
    uECC_Curve curve = uECC_secp256r1();
    uint8_t buf[32], pub[64], priv[32], sig[64], hash[32], tmp[128];
    sleepy_hash h;
    steps = 0;
    memset(hash, 0x5a, sizeof hash);
    if (mode == IN_RNG) {
        uECC_set_rng(urandom_rng);
        pending();
        steps |= STEP_CALLED;
        uECC_make_key(pub, priv, curve);
        steps |= STEP_MAKE_KEY; /* not reached: cancelled in read(2) */
        return NULL;
    }
    if (mode == IN_HASH) {
        uECC_make_key(pub, priv, curve);
        sleepy_context(&h, tmp, 1);
        pending();
        steps |= STEP_CALLED;
        uECC_sign_deterministic(priv, hash, sizeof hash, &h.uECC, sig, curve);
        steps |= STEP_SIGN_DET; /* not reached: cancelled in nanosleep */
        return NULL;
    }
    pending();
    if (uECC_get_rng()(buf, sizeof buf) == 1) {
        steps |= STEP_OS_RNG;
    }
    if (uECC_make_key(pub, priv, curve) == 1 && uECC_valid_public_key(pub, curve) == 1) {
        steps |= STEP_MAKE_KEY;
    }
    sleepy_context(&h, tmp, 0);
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

/* cancelled runs a worker in mode, cancels it and returns what it
 * returned. */
static void *cancelled(int mode) {
    pthread_t t;
    void *res = NULL;
    CHECK(pthread_create(&t, NULL, worker, &mode) == 0, "pthread_create");
    pthread_barrier_wait(&requested);
    CHECK(pthread_cancel(t) == 0, "pthread_cancel");
    pthread_barrier_wait(&requested);
    CHECK(pthread_join(t, &res) == 0, "pthread_join");
    return res;
}

/* still_works calls from this thread and from a forked child. */
static void still_works(const char *after) {
    uint8_t pub[64], priv[32];
    pid_t pid;
    int st = -1;
    CHECK(uECC_make_key(pub, priv, uECC_secp256r1()) == 1, "%s: a call from the main thread", after);
    pid = fork();
    if (pid == 0) {
        _exit(uECC_make_key(pub, priv, uECC_secp256r1()) == 1 ? 0 : 1);
    }
    CHECK(pid > 0 && waitpid(pid, &st, 0) == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0,
          "%s: a forked child's call (status %d)", after, st);
}

int main(void) {
    uECC_RNG_Function os = uECC_get_rng();
    alarm(20);
    pthread_barrier_init(&requested, NULL, 2);
    CHECK(cancelled(LIBRARY_ONLY) == PTHREAD_CANCELED, "the thread ends at its own pthread_testcancel");
    CHECK(steps & STEP_OS_RNG, "uECC_get_rng()'s function returns with a cancellation pending");
    CHECK(steps & STEP_MAKE_KEY, "uECC_make_key returns");
    CHECK(steps & STEP_SIGN_DET, "uECC_sign_deterministic returns and verifies");
    CHECK(steps & STEP_SIGN, "uECC_sign returns");
    CHECK(steps & STEP_VERIFY, "uECC_verify accepts");
    /* Cancelled inside its first call while the runtime was starting, the
     * thread would have left the runtime's start-up lock held: this call
     * would then never return. */
    still_works("after the library's own calls");

    CHECK(cancelled(IN_RNG) == PTHREAD_CANCELED, "cancelled in the RNG: the thread ends");
    CHECK(steps == STEP_CALLED, "cancelled in the RNG: inside uECC_make_key (steps %#x)", steps);
    uECC_set_rng(os);
    still_works("after a cancellation in the RNG");

    CHECK(cancelled(IN_HASH) == PTHREAD_CANCELED, "cancelled in update_hash: the thread ends");
    CHECK(steps == STEP_CALLED, "cancelled in update_hash: inside uECC_sign_deterministic (steps %#x)", steps);
    still_works("after a cancellation in the hash");
    return check_finish("test_cancel");
}
