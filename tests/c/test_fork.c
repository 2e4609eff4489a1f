/* test_fork.c: fork() without exec, at any moment, with the library in use.
 *
 * Early fork: the program runs itself again (/proc/self/exe) 20 times for
 * each delay of 0, 0.5, 1, 2 and 5 ms; that process forks when the delay has
 * passed since its first constructor ran (the Go runtime is then still
 * starting, or just started), and the child makes a key, signs and
 * verifies.
 *
 * Fork under load: 4 threads sign and verify without pause while 200 forks
 * are made, every other one from the main thread (which makes no calls) and
 * the others from a new thread right after its own call; each child makes 10 calls (sign, verify, a wrong
 * signature rejected, ECDH both ways). A child thread other than the forking
 * one gets 0 at once, as docs/C-API.md states.
 *
 * "test_fork soak N" runs the first part alone, N forks for each delay
 * (make fork-soak). "test_fork load" runs the second part alone, and without the child's
 * second thread: under qemu-user, which cannot exec a program of the
 * target's without the host's binfmt_misc, and whose 7.2 aborts when a
 * forked child of a threaded program creates a thread (a plain C program
 * does the same).
 *
 * Blocked callback: a call's RNG callback blocks until fork() has returned
 * (as one waiting for the forking thread would): fork() goes on after 2 s,
 * the child's calls fail at once, the call completes in the parent.
 *
 * Every child is waited for with a 5 s watchdog: a child that has not exited
 * by then is a hang, killed and counted as a failure.
 */
#define _GNU_SOURCE 1
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#define uECC_ENABLE_VLI_API 1
#include "uECC_vli.h"

#ifndef TEST_NAME
#define TEST_NAME "test_fork"
#endif

/* How long a child may take before it counts as hung: 5 s natively; 180 s
 * under an emulator on a loaded host (make test-arm sets UECC_TEST_EMULATED),
 * where a child's sign and verify, emulated, took 0.5 s on average, one in
 * 200 was seen to pass 5 s while the host ran other builds, and one ARMv6
 * child under load passed 60 s while the three ARM targets' tests shared the
 * two cores. A deadlocked child never exits, so either bound finds it. */
#define WATCHDOG_MS (getenv("UECC_TEST_EMULATED") ? 180000.0 : 5000.0)

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* The time the program's first constructor ran: a fraction of a millisecond
 * after exec. */
static double start_ms;
__attribute__((constructor(101))) static void record_start(void) { start_ms = now_ms(); }

/* wait_child waits for pid for at most ms and returns its exit status, or
 * -1 (killed, with its process group if it leads one) if it hung, -2 if it
 * died of a signal. */
static int wait_child_ms(pid_t pid, double ms) {
    double deadline = now_ms() + ms;
    int status;
    for (;;) {
        pid_t r = waitpid(pid, &status, WNOHANG);
        if (r == pid) {
            if (WIFEXITED(status)) return WEXITSTATUS(status);
            return -2;
        }
        if (now_ms() > deadline) {
            if (getenv("UECC_FORK_GDB")) { /* a backtrace of the hung child */
                char cmd[128];
                snprintf(cmd, sizeof cmd, "gdb -p %d -batch -ex 'thread apply all bt' 2>&1 | grep -v '^\\[' >&2", (int)pid);
                if (system(cmd) != 0) fprintf(stderr, "gdb failed\n");
            }
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            return -1;
        }
        usleep(200);
    }
}

static int wait_child(pid_t pid) { return wait_child_ms(pid, WATCHDOG_MS); }

/* sign_verify makes a key, signs and verifies on secp256r1 and checks that a
 * changed hash is rejected: 1 if every result is right. */
static int sign_verify(void) {
    uint8_t pub[64], priv[32], hash[32], sig[64];
    uECC_Curve c = uECC_secp256r1();
    memset(hash, 0x5a, sizeof hash);
    if (!uECC_make_key(pub, priv, c) || !uECC_sign(priv, hash, sizeof hash, sig, c)) return 0;
    if (!uECC_verify(pub, hash, sizeof hash, sig, c)) return 0;
    hash[0] ^= 1;
    return uECC_verify(pub, hash, sizeof hash, sig, c) == 0;
}

/* ---- early fork (the re-executed program) ------------------------------ */

static int early_child(double delay_ms) {
    pid_t pid;
    int st;
    while (now_ms() - start_ms < delay_ms) {
    }
    pid = fork();
    if (pid < 0) return 4;
    if (pid == 0) {
        _exit(sign_verify() ? 0 : 2);
    }
    st = wait_child(pid);
    if (!sign_verify()) return 5; /* the parent works too */
    return st == 0 ? 0 : st == 2 ? 2 : st == -1 ? 3 : st == -2 ? 6 : 7;
}

static void test_early(const char *self, int n) {
    static const double delays[] = {0, 0.5, 1, 2, 5};
    unsigned d;
    int i;
    for (d = 0; d < sizeof delays / sizeof delays[0]; d++) {
        int ok = 0, wrong = 0, hung = 0, died = 0, other = 0;
        for (i = 0; i < n; i++) {
            char arg[32];
            pid_t pid;
            int st;
            snprintf(arg, sizeof arg, "%g", delays[d]);
            pid = fork();
            if (pid == 0) {
                setpgid(0, 0); /* a hung grandchild is killed with it */
                execl(self, self, "early", arg, (char *)NULL);
                _exit(127);
            }
            st = wait_child_ms(pid, 2 * WATCHDOG_MS); /* it waits WATCHDOG_MS for its child */
            if (st == 0) ok++;
            else if (st == 2) wrong++;
            else if (st == 3 || st == -1) hung++;
            else if (st == 6) died++;
            else other++;
        }
        printf("early fork %g ms after exec: %d of %d children right, %d wrong, %d hung, %d died of a signal, %d other\n",
               delays[d], ok, n, wrong, hung, died, other);
        fflush(stdout);
        CHECK(ok == n, "early fork at %g ms: %d wrong, %d hung, %d died, %d other", delays[d], wrong, hung, died, other);
    }
}

/* ---- fork under load --------------------------------------------------- */

static volatile int stop;
static int child_thread = 1; /* the child checks that another thread of it gets 0 */
static long worker_bad;

static void *worker(void *arg) {
    long bad = 0;
    (void)arg;
    while (!stop) {
        bad += !sign_verify();
    }
    __atomic_add_fetch(&worker_bad, bad, __ATOMIC_SEQ_CST);
    return NULL;
}

/* other_thread runs in a thread of the child other than the forking one:
 * *arg is 0 if uECC_make_key returned 0 and uECC_point_mult left its result
 * as it was (the void functions do nothing there), else 1 or 2. */
static void *other_thread(void *arg) {
    uint8_t pub[64], priv[32];
    uECC_word_t result[2 * 32 / sizeof(uECC_word_t)], scalar[32 / sizeof(uECC_word_t)];
    uECC_Curve c = uECC_secp256r1();
    unsigned i;
    int *st = arg;
    *st = uECC_make_key(pub, priv, c) ? 1 : 0;
    memset(result, 0xA5, sizeof result);
    memset(scalar, 0, sizeof scalar);
    scalar[0] = 3;
    uECC_point_mult(result, uECC_curve_G(c), scalar, c);
    for (i = 0; i < sizeof result; i++) {
        if (((uint8_t *)result)[i] != 0xA5) {
            *st = 2;
        }
    }
    return NULL;
}

/* child_calls: 10 calls, each checked; exit 0 if all right, CHILD_REFUSED
 * if a call that must succeed returned 0 (as every call does in a child
 * the library could not bring to rest), CHILD_WRONG if a call gave a wrong
 * result. */
#define CHILD_REFUSED 2
#define CHILD_WRONG 5
static int child_calls(void) {
    uint8_t pub[64], priv[32], pub2[64], priv2[32], pub3[64], hash[32], sig[64], s1[32], s2[32];
    uECC_Curve c = uECC_secp256r1();
    pthread_t t;
    int other = -1;
    memset(hash, 7, sizeof hash);
    if (!uECC_make_key(pub, priv, c) || !uECC_make_key(pub2, priv2, c)) return CHILD_REFUSED;    /* 2 calls */
    if (!uECC_sign(priv, hash, 32, sig, c) || !uECC_verify(pub, hash, 32, sig, c)) return CHILD_REFUSED; /* 4 */
    sig[5] ^= 0x10;
    if (uECC_verify(pub, hash, 32, sig, c)) return CHILD_WRONG; /* 5 */
    if (!uECC_shared_secret(pub2, priv, s1, c) || !uECC_shared_secret(pub, priv2, s2, c)) return CHILD_REFUSED;
    if (memcmp(s1, s2, 32)) return CHILD_WRONG; /* 7 */
    if (!uECC_valid_public_key(pub, c) || !uECC_compute_public_key(priv, pub3, c)) return CHILD_REFUSED;
    if (memcmp(pub, pub3, 64)) return CHILD_WRONG;                      /* 9 */
    if (!uECC_sign(priv2, hash, 20, sig, c)) return CHILD_REFUSED;      /* 10 */
    if (child_thread) { /* another thread of the child: 0 at once */
        if (pthread_create(&t, NULL, other_thread, &other) != 0) return 3;
        pthread_join(t, NULL);
        if (other != 0) return 4;
    }
    /* The forking thread keeps working after that. */
    return uECC_verify(pub2, hash, 20, sig, c) ? 0 : CHILD_REFUSED;
}

/* fork_once forks a child that runs child_calls and returns its status;
 * the time fork() took in the parent is added to *ms. */
static int fork_once(double *ms) {
    double t0 = now_ms();
    pid_t pid = fork();
    if (pid == 0) _exit(child_calls());
    *ms += now_ms() - t0;
    return wait_child(pid);
}

static double fork_ms_main, fork_ms_thread;

/* A thread that calls the library, then forks right after its call. */
static void *calling_forker(void *arg) {
    int *st = arg;
    *st = sign_verify() ? fork_once(&fork_ms_thread) : 2;
    return NULL;
}

static void test_load(void) {
    pthread_t t[4];
    int i, ok = 0, refused = 0, wrong = 0, hung = 0, other = 0, max_refused;
    double t0 = now_ms();
    for (i = 0; i < 4; i++) pthread_create(&t[i], NULL, worker, NULL);
    usleep(20000);
    for (i = 0; i < 200; i++) {
        int st = -3;
        if (i % 2 == 0) {
            st = fork_once(&fork_ms_main); /* from the main thread, which makes no calls */
        } else {
            pthread_t f;      /* from a thread that has just called */
            pthread_create(&f, NULL, calling_forker, &st);
            pthread_join(f, NULL);
        }
        if (st == 0) ok++;
        else if (st == CHILD_REFUSED) refused++;
        else if (st == CHILD_WRONG) wrong++;
        else if (st == -1) hung++;
        else other++;
        if (st != 0 && other + refused + wrong + hung <= 3) printf("fork under load: child %d: status %d\n", i, st);
    }
    stop = 1;
    for (i = 0; i < 4; i++) pthread_join(t[i], NULL);
    printf("fork under load (4 threads calling): %d of 200 children right, %d refused, %d wrong, %d hung, %d other "
           "(%.0f ms; fork() took %.1f ms on average from the main thread, %.1f ms from a calling thread)\n",
           ok, refused, wrong, hung, other, now_ms() - t0, fork_ms_main / 100, fork_ms_thread / 100);
    /* Under an emulator on a loaded host (make test-arm sets
     * UECC_TEST_EMULATED), a thread can be kept off the CPU past one of a
     * fork's bounded waits (capi/uecc.c: the runtime's rest, 1 s; the
     * child's wait for the parent's word, 1 s): that child then refuses
     * its calls, the designed outcome (docs/C-API.md, "fork()"); 1 in 200
     * was seen in one of 35 runs. Natively every child must work. */
    max_refused = getenv("UECC_TEST_EMULATED") ? 2 : 0;
    CHECK(ok + refused == 200 && refused <= max_refused,
          "fork under load: %d refused (at most %d here), %d wrong, %d hung, %d other", refused, max_refused, wrong,
          hung, other);
    CHECK(worker_bad == 0, "fork under load: %ld wrong results in the parent's threads", worker_bad);
}

/* A call whose RNG callback blocks until the fork has returned: as with
 * micro-ecc, fork() does not wait for it (the callback runs in C, outside
 * any call into Go: capi/nonce.c), the child's own calls work, and the
 * blocked call goes on in the parent. */
static int rng_entered, rng_released;
static int blocking_rng(uint8_t *dest, unsigned size) {
    __atomic_store_n(&rng_entered, 1, __ATOMIC_SEQ_CST);
    while (!__atomic_load_n(&rng_released, __ATOMIC_SEQ_CST)) {
        usleep(1000);
    }
    memset(dest, 0x5a, size);
    return 1;
}

static void *blocked_caller(void *arg) {
    uint8_t pub[64], priv[32];
    *(int *)arg = uECC_make_key(pub, priv, uECC_secp256r1());
    return NULL;
}

static void test_blocked_callback(void) {
    uECC_RNG_Function saved = uECC_get_rng();
    pthread_t t;
    int made = -1, st;
    double t0, ms;
    pid_t pid;
    uECC_set_rng(blocking_rng);
    if (pthread_create(&t, NULL, blocked_caller, &made) != 0) {
        CHECK(0, "pthread_create");
        return;
    }
    for (t0 = now_ms(); !__atomic_load_n(&rng_entered, __ATOMIC_SEQ_CST) && now_ms() - t0 < 5000;) {
        usleep(1000);
    }
    t0 = now_ms();
    pid = fork();
    if (pid == 0) { /* the child's calls work (with an RNG that does not wait for the parent) */
        uint8_t pub[64], priv[32];
        uECC_set_rng(saved);
        _exit(uECC_make_key(pub, priv, uECC_secp256r1()) == 1 ? 0 : 1);
    }
    ms = now_ms() - t0;
    st = pid > 0 ? wait_child(pid) : -3;
    __atomic_store_n(&rng_released, 1, __ATOMIC_SEQ_CST);
    pthread_join(t, NULL);
    uECC_set_rng(saved);
    CHECK(pid > 0 && ms < 1000, "fork() beside a call blocked in its RNG callback took %.0f ms", ms);
    CHECK(st == 0, "the child of that fork: status %d, want its call to work (0)", st);
    CHECK(made == 1, "the blocked call, released after the fork, returned %d", made);
    printf("fork beside a call blocked in its RNG callback: fork() took %.0f ms; the child's call worked; the call went on\n", ms);
}

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "early") == 0) {
        return early_child(atof(argv[2]));
    }
    if (argc == 3 && strcmp(argv[1], "soak") == 0) { /* make fork-soak: the early forks alone, n each */
        test_early("/proc/self/exe", atoi(argv[2]));
        return check_finish(TEST_NAME);
    }
    /* The whole test: a hang in the test itself fails it (emulated: the
     * load test alone took 93 s of its 200 emulated children). */
    alarm(getenv("UECC_TEST_EMULATED") ? 900 : 120);
    if (argc == 2 && strcmp(argv[1], "load") == 0) {
        child_thread = 0;
    } else {
        test_early("/proc/self/exe", 20);
        test_blocked_callback();
    }
    test_load();
    return check_finish(TEST_NAME);
}
