/* test_escape.cpp: callbacks that do not return normally.
 *
 * A program's RNG or hash function may throw a C++ exception, longjmp out
 * or call pthread_exit. With micro-ecc each simply leaves the call: the
 * exception reaches the caller's catch, the longjmp lands, the thread
 * ends; nothing is left behind. The library calls them from C, outside
 * every call into Go (capi/nonce.c), so the same must hold here:
 *
 *   - an exception thrown at each callback of each function that calls one
 *     (the RNG's first, second and third request of uECC_make_key,
 *     uECC_sign, uECC_sign_recoverable, uECC_compute_public_key,
 *     uECC_shared_secret, uECC_sign_hedged and uECC_sign_hedged_batch (of
 *     three hashes); init_hash, update_hash and
 *     finish_hash of uECC_sign_deterministic and uECC_sign_rfc6979) reaches
 *     the caller's catch, and the outputs are untouched;
 *   - a longjmp from the same places lands, 2,000 times over, with the
 *     process's memory growing by less than 256 KB (a call left inside Go
 *     leaked about 2.7 KB each);
 *   - pthread_exit inside an RNG and inside a hash callback ends the
 *     thread;
 *   - afterwards every function works from this thread and from a new one,
 *     the signal mask is the one the thread had, and a fork() from another
 *     thread returns at once with a child whose calls work.
 *
 * Built with the project's C++ flags, against libuecc.a (test_escape) and
 * libuecc.so (test_escape_so).
 */
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern "C" {
#include "check.h"
#include "sha256.h"
}
#include "uECC.h"
#include "uECC_ext.h"

#ifndef TEST_NAME
#define TEST_NAME "test_escape"
#endif

/* How a callback leaves: it returns, throws, longjmps or ends the thread. */
enum Exit { RETURN, THROW, JUMP, THREAD_EXIT };

struct Escape {
    int code;
};

static Exit how = RETURN;
static int at = 0;    /* the number of the callback that leaves (1-based) */
static int calls = 0; /* the callbacks made so far in this call */
static jmp_buf landing;
static int jumped_from; /* the callback the last longjmp left */

/* leave_here leaves the call if this callback is the one. */
static void leave_here() {
    if (++calls != at) {
        return;
    }
    switch (how) {
    case THROW:
        throw Escape{calls};
    case JUMP:
        jumped_from = calls;
        longjmp(landing, 1);
    case THREAD_EXIT:
        pthread_exit(NULL);
    case RETURN:
        break;
    }
}

static int rng(uint8_t *dest, unsigned size) {
    static uint8_t counter;
    leave_here();
    for (unsigned i = 0; i < size; i++) {
        dest[i] = (uint8_t)(++counter * 37);
    }
    return 1;
}

struct Hash {
    uECC_HashContext uECC;
    sha256_ctx ctx;
};

static void hash_init(const uECC_HashContext *base) {
    leave_here();
    sha256_init(&((Hash *)base)->ctx);
}

static void hash_update(const uECC_HashContext *base, const uint8_t *m, unsigned n) {
    leave_here();
    sha256_update(&((Hash *)base)->ctx, m, n);
}

static void hash_finish(const uECC_HashContext *base, uint8_t *out) {
    leave_here();
    sha256_final(&((Hash *)base)->ctx, out);
}

/* The inputs and outputs of one operation. */
struct Buffers {
    uint8_t priv[32], pub[64], peer[64], hash[32], sig[64], out[3 * 64], tmp[128];
    uint8_t v;
    Hash h;
};

static uECC_Curve curve() { return uECC_secp256r1(); }

/* The operations that call back: each returns the function's result. */
typedef int (*Op)(Buffers *);
static int op_make_key(Buffers *b) { return uECC_make_key(b->out, b->out + 32, curve()); }
static int op_sign(Buffers *b) { return uECC_sign(b->priv, b->hash, 32, b->out, curve()); }
static int op_recoverable(Buffers *b) { return uECC_sign_recoverable(b->priv, b->hash, 32, b->out, &b->v, curve()); }
static int op_public(Buffers *b) { return uECC_compute_public_key(b->priv, b->out, curve()); }
static int op_ecdh(Buffers *b) { return uECC_shared_secret(b->peer, b->priv, b->out, curve()); }
static int op_det(Buffers *b) { return uECC_sign_deterministic(b->priv, b->hash, 32, &b->h.uECC, b->out, curve()); }
static int op_rfc6979(Buffers *b) { return uECC_sign_rfc6979(b->priv, b->hash, 32, &b->h.uECC, b->out, curve()); }
static int op_hedged(Buffers *b) { return uECC_sign_hedged(b->priv, b->hash, 32, b->out, curve()); }
/* Three empty hashes: three requests, the batch staged on the stack. */
static int op_batch(Buffers *b) { return uECC_sign_hedged_batch(b->priv, b->hash, 0, 3, b->out, curve()); }

struct Case {
    const char *name;
    Op op;
    int callbacks; /* where to leave: callbacks 1..this */
};

static const Case cases[] = {
    {"uECC_make_key", op_make_key, 2},        {"uECC_sign", op_sign, 3},
    {"uECC_sign_recoverable", op_recoverable, 3}, {"uECC_compute_public_key", op_public, 1},
    {"uECC_shared_secret", op_ecdh, 1},       {"uECC_sign_deterministic", op_det, 3},
    {"uECC_sign_rfc6979", op_rfc6979, 3},     {"uECC_sign_hedged", op_hedged, 1},
    {"uECC_sign_hedged_batch", op_batch, 3},
};

static void setup(Buffers *b) {
    memset(b, 0, sizeof *b);
    uECC_set_rng(NULL);
    how = RETURN;
    uECC_set_rng(rng);
    CHECK(uECC_make_key(b->pub, b->priv, curve()) == 1, "setup: key");
    CHECK(uECC_make_key(b->peer, b->tmp, curve()) == 1, "setup: peer key");
    memset(b->hash, 0x5a, sizeof b->hash);
    b->h.uECC.init_hash = hash_init;
    b->h.uECC.update_hash = hash_update;
    b->h.uECC.finish_hash = hash_finish;
    b->h.uECC.block_size = 64;
    b->h.uECC.result_size = 32;
    b->h.uECC.tmp = b->tmp;
}

static int untouched(const Buffers *b) {
    static const uint8_t zero[sizeof b->out] = {0};
    return memcmp(b->out, zero, sizeof b->out) == 0;
}

/* works checks that every operation gives a right answer on this thread. */
static void works(const char *when) {
    Buffers b;
    setup(&b);
    how = RETURN;
    at = 0;
    for (const Case &c : cases) {
        calls = 0;
        memset(b.out, 0, sizeof b.out);
        CHECK(c.op(&b) == 1, "%s: %s works", when, c.name);
    }
    CHECK(uECC_sign(b.priv, b.hash, 32, b.sig, curve()) == 1 && uECC_verify(b.pub, b.hash, 32, b.sig, curve()) == 1,
          "%s: a signature verifies", when);
}

static void throws() {
    Buffers b;
    setup(&b);
    int caught = 0, total = 0;
    for (const Case &c : cases) {
        for (int i = 1; i <= c.callbacks; i++) {
            how = THROW;
            at = i;
            calls = 0;
            memset(b.out, 0, sizeof b.out);
            total++;
            try {
                c.op(&b);
                CHECK(0, "%s: callback %d did not throw", c.name, i);
            } catch (const Escape &e) {
                caught++;
                CHECK(e.code == i && untouched(&b), "%s: the exception of callback %d, outputs untouched", c.name,
                      i);
            }
        }
    }
    how = RETURN;
    printf("exceptions from callbacks: %d of %d caught by the caller\n", caught, total);
    CHECK(caught == total, "exceptions caught: %d of %d", caught, total);
}

/* resident returns the process's resident memory in KB. */
static long resident() {
    long pages = 0, res = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (f) {
        if (fscanf(f, "%ld %ld", &pages, &res) != 2) {
            res = 0;
        }
        fclose(f);
    }
    return res * (sysconf(_SC_PAGESIZE) / 1024);
}

/* jump_once runs op, whose callback longjmps, and returns the number of
 * the callback that jumped (0 if none did). */
static int jump_once(Op op, Buffers *b) {
    if (setjmp(landing) == 0) {
        op(b);
        return 0;
    }
    return jumped_from;
}

static void jumps() {
    Buffers b;
    setup(&b);
    sigset_t before, after;
    int landed = 0, total = 0;
    long grown = 0;
    sigemptyset(&before);
    sigemptyset(&after);
    pthread_sigmask(SIG_SETMASK, NULL, &before);
    for (int round = 0; round < 2 + 2000 / 17; round++) { /* 17 places a round */
        long start = resident();
        for (const Case &c : cases) {
            for (int i = 1; i <= c.callbacks; i++) {
                how = JUMP;
                at = i;
                calls = 0;
                jumped_from = 0;
                total++;
                landed += jump_once(c.op, &b) == i;
            }
        }
        if (round >= 2) { /* the first rounds warm up the allocator */
            grown += resident() - start;
        }
    }
    how = RETURN;
    pthread_sigmask(SIG_SETMASK, NULL, &after);
    printf("longjmp out of callbacks: %d of %d landed; memory grew by %ld KB\n", landed, total, grown);
    CHECK(landed == total, "longjmps landed: %d of %d", landed, total);
    CHECK(grown < 256, "memory grew by %ld KB over %d longjmps", grown, total);
    int changed = 0;
    for (int sig = 1; sig <= 64; sig++) {
        changed += sigismember(&before, sig) != sigismember(&after, sig);
    }
    CHECK(changed == 0, "the signal mask is unchanged after the longjmps (%d signals changed)", changed);
}

static void *exiting(void *arg) {
    Buffers b;
    setup(&b);
    how = THREAD_EXIT;
    at = 1;
    calls = 0;
    ((const Case *)arg)->op(&b);
    return &landing; /* not reached */
}

static void thread_exits() {
    const Case *which[] = {&cases[1], &cases[5]}; /* the RNG, init_hash */
    for (const Case *c : which) {
        pthread_t t;
        void *res = NULL;
        CHECK(pthread_create(&t, NULL, exiting, (void *)c) == 0 && pthread_join(t, &res) == 0 && res == NULL,
              "pthread_exit in a callback of %s ends the thread", c->name);
    }
    how = RETURN;
}

static void *works_thread(void *) {
    works("a new thread");
    return NULL;
}

static double now_ms() {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void *forker(void *arg) {
    double t0 = now_ms();
    pid_t pid = fork();
    if (pid == 0) {
        uint8_t pub[64], priv[32], hash[32] = {1}, sig[64];
        uECC_set_rng(*(uECC_RNG_Function *)arg);
        _exit(uECC_make_key(pub, priv, curve()) == 1 && uECC_sign(priv, hash, 32, sig, curve()) == 1 &&
                      uECC_verify(pub, hash, 32, sig, curve()) == 1
                  ? 0
                  : 1);
    }
    double ms = now_ms() - t0;
    int st = -1;
    CHECK(pid > 0 && waitpid(pid, &st, 0) == pid && WIFEXITED(st) && WEXITSTATUS(st) == 0,
          "the forked child's calls work (status %d)", st);
    CHECK(ms < 1000, "fork() from another thread took %.0f ms", ms);
    printf("fork() from another thread after the escapes: %.1f ms, the child's calls work\n", ms);
    return NULL;
}

int main() {
    uECC_RNG_Function os = uECC_get_rng();
    pthread_t t;
    alarm(60);
    throws();
    jumps();
    thread_exits();
    uECC_set_rng(os);
    works("this thread");
    CHECK(pthread_create(&t, NULL, works_thread, NULL) == 0 && pthread_join(t, NULL) == 0, "a new thread");
    CHECK(pthread_create(&t, NULL, forker, &os) == 0 && pthread_join(t, NULL) == 0, "the forking thread");
    return check_finish(TEST_NAME);
}
