/* test_signals.c: the program's own signal handlers beside the Go runtime.
 *
 * 1. The handlers present when main starts (the runtime's initialiser has
 *    run) are listed, compared with the list in docs/C-API.md, and must not
 *    change with the first call.
 * 2. The program's handlers for SIGSEGV (a real fault, left with
 *    siglongjmp), SIGPIPE (a write to a closed pipe), SIGPROF (a profiling
 *    timer), SIGUSR1 and SIGURG, installed before the first call, fire; and
 *    so do new ones installed after calls.
 * 3. A SIGUSR2 handler with a 512 KiB frame, SA_ONSTACK, on the program's
 *    own 1 MiB alternate stack: on the main thread (stack installed before
 *    the first call) and on a second thread (installed after its first
 *    call, which left the thread without one, as it found it), each before
 *    and after more calls.
 * 4. No SIGURG from the runtime: 4 threads call the library for 2 s with a
 *    counting SIGURG handler installed; the count stays 0.
 *
 * alarm(30) is the watchdog.
 */
#define _GNU_SOURCE 1
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "uECC.h"

static volatile sig_atomic_t fired[NSIG];
static sigjmp_buf segv_jmp;

static void on_signal(int sig) { fired[sig]++; }

static void on_segv(int sig) {
    fired[sig]++;
    siglongjmp(segv_jmp, 1);
}

/* The large-frame handler: touches every page of a 512 KiB frame. */
static volatile int big_ok;
static void on_big(int sig) {
    volatile char frame[512 * 1024];
    size_t i;
    for (i = 0; i < sizeof frame; i += 4096) frame[i] = (char)i;
    frame[sizeof frame - 1] = 1;
    big_ok += frame[sizeof frame - 1];
    fired[sig]++;
}

static void install(int sig, void (*fn)(int), int flags) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = fn;
    sa.sa_flags = flags;
    sigemptyset(&sa.sa_mask);
    CHECK(sigaction(sig, &sa, NULL) == 0, "sigaction %d", sig);
}

static int calls(void) {
    uint8_t pub[64], priv[32], hash[32] = {1}, sig[64];
    uECC_Curve c = uECC_secp256r1();
    return uECC_make_key(pub, priv, c) && uECC_sign(priv, hash, 32, sig, c) && uECC_verify(pub, hash, 32, sig, c);
}

/* ---- 1: the runtime's handlers ----------------------------------------- */

struct snap {
    struct sigaction sa[NSIG];
};

static void take(struct snap *s) {
    int i;
    for (i = 1; i < NSIG; i++) {
        memset(&s->sa[i], 0, sizeof s->sa[i]);
        sigaction(i, NULL, &s->sa[i]);
    }
}

static int installed(const struct sigaction *sa) {
    return (sa->sa_flags & SA_SIGINFO) ? sa->sa_sigaction != NULL
                                       : sa->sa_handler != SIG_DFL && sa->sa_handler != SIG_IGN;
}

static void test_handler_list(void) {
    /* docs/C-API.md: the handlers the runtime installs at load, and the
     * library's own for SIGSTKFLT (capi/signals.c). */
    static const int expected[] = {SIGBUS, SIGFPE, SIGSEGV, SIGPIPE, SIGSTKFLT, SIGURG};
    struct snap *before = malloc(sizeof *before);
    int i, n = 0;
    unsigned e;
    take(before);
    printf("handlers at load:");
    for (i = 1; i < NSIG; i++) {
        if (installed(&before->sa[i])) {
            int listed = 0;
            for (e = 0; e < sizeof expected / sizeof expected[0]; e++) listed |= expected[e] == i;
            printf(" %d %s (flags %#x)", i, strsignal(i), (unsigned)before->sa[i].sa_flags);
            CHECK(listed, "signal %d (%s) has a handler at load that docs/C-API.md does not list", i, strsignal(i));
            CHECK((before->sa[i].sa_flags & (SA_SIGINFO | SA_ONSTACK | SA_RESTART)) ==
                      (SA_SIGINFO | SA_ONSTACK | SA_RESTART),
                  "signal %d: flags %#x", i, (unsigned)before->sa[i].sa_flags);
            n++;
        }
    }
    printf("\n");
    CHECK(n == (int)(sizeof expected / sizeof expected[0]), "%d handlers at load, docs/C-API.md lists %d", n,
          (int)(sizeof expected / sizeof expected[0]));
    free(before);
}

/* first_call makes the process's first calls and checks that they change no
 * signal disposition. */
static void first_call(void) {
    struct snap *before = malloc(sizeof *before), *after = malloc(sizeof *after);
    int i, same = 1;
    take(before);
    CHECK(calls(), "first calls");
    take(after);
    for (i = 1; i < NSIG; i++) {
        same &= before->sa[i].sa_handler == after->sa[i].sa_handler &&
                before->sa[i].sa_flags == after->sa[i].sa_flags;
    }
    CHECK(same, "the first call changed a signal disposition");
    free(before);
    free(after);
}

/* ---- 2: the program's handlers ----------------------------------------- */

static void fire_all(const char *when) {
    int p[2];
    struct itimerval it;
    volatile int *null = NULL;
    double t0;
    memset((void *)fired, 0, sizeof fired);
    if (sigsetjmp(segv_jmp, 1) == 0) {
        *null = 1; /* a real fault */
    }
    CHECK(pipe(p) == 0, "pipe");
    close(p[0]);
    CHECK(write(p[1], "x", 1) < 0, "write to a closed pipe");
    close(p[1]);
    memset(&it, 0, sizeof it);
    it.it_value.tv_usec = 1000;
    it.it_interval.tv_usec = 1000;
    setitimer(ITIMER_PROF, &it, NULL);
    t0 = (double)clock();
    while (!fired[SIGPROF] && (double)clock() - t0 < 2.0 * CLOCKS_PER_SEC) {
    }
    memset(&it, 0, sizeof it);
    setitimer(ITIMER_PROF, &it, NULL);
    raise(SIGUSR1);
    raise(SIGURG);
    CHECK(fired[SIGSEGV] == 1, "%s: SIGSEGV handler fired %d times", when, (int)fired[SIGSEGV]);
    CHECK(fired[SIGPIPE] == 1, "%s: SIGPIPE handler fired %d times", when, (int)fired[SIGPIPE]);
    CHECK(fired[SIGPROF] >= 1, "%s: SIGPROF handler did not fire", when);
    CHECK(fired[SIGUSR1] == 1, "%s: SIGUSR1 handler fired %d times", when, (int)fired[SIGUSR1]);
    CHECK(fired[SIGURG] == 1, "%s: SIGURG handler fired %d times", when, (int)fired[SIGURG]);
}

static void install_all(int flags) {
    install(SIGSEGV, on_segv, flags | SA_NODEFER);
    install(SIGPIPE, on_signal, flags);
    install(SIGPROF, on_signal, flags);
    install(SIGUSR1, on_signal, flags);
    install(SIGURG, on_signal, flags);
}

/* ---- 3: the large frame on the program's own alternate stack ------------ */

#define ALT_SIZE (1024 * 1024)

static void own_altstack(void) {
    stack_t ss;
    ss.ss_sp = malloc(ALT_SIZE);
    ss.ss_size = ALT_SIZE;
    ss.ss_flags = 0;
    CHECK(ss.ss_sp != NULL && sigaltstack(&ss, NULL) == 0, "sigaltstack");
}

static int fire_big(void) {
    int before = fired[SIGUSR2];
    pthread_kill(pthread_self(), SIGUSR2);
    return fired[SIGUSR2] == before + 1;
}

static void *big_thread(void *arg) {
    stack_t cur;
    (void)arg;
    CHECK(calls(), "thread: first calls");
    sigaltstack(NULL, &cur);
    CHECK(cur.ss_flags & SS_DISABLE, "the first call left an alternate stack (%zu bytes)", (size_t)cur.ss_size);
    own_altstack();
    CHECK(fire_big(), "thread: large-frame handler, own stack installed after the first call");
    CHECK(calls(), "thread: calls");
    CHECK(fire_big(), "thread: large-frame handler after more calls");
    return NULL;
}

static void test_big_frame(void) {
    pthread_t t;
    own_altstack(); /* main thread: before its first call below */
    install(SIGUSR2, on_big, SA_ONSTACK);
    CHECK(fire_big(), "main: large-frame handler before the first call");
    CHECK(calls(), "main: calls");
    CHECK(fire_big(), "main: large-frame handler after calls");
    pthread_create(&t, NULL, big_thread, NULL);
    pthread_join(t, NULL);
}

/* ---- 4: no SIGURG from the runtime ------------------------------------- */

static volatile int stop;
static volatile sig_atomic_t urg;
static void on_urg(int sig) {
    (void)sig;
    urg++;
}

static void *caller(void *arg) {
    long *bad = arg;
    while (!stop) *bad += !calls();
    return NULL;
}

static void test_no_sigurg(void) {
    pthread_t t[4];
    long bad[4] = {0, 0, 0, 0};
    int i;
    install(SIGURG, on_urg, SA_ONSTACK | SA_RESTART);
    for (i = 0; i < 4; i++) pthread_create(&t[i], NULL, caller, &bad[i]);
    sleep(2);
    stop = 1;
    for (i = 0; i < 4; i++) pthread_join(t[i], NULL);
    printf("SIGURG deliveries with 4 threads calling for 2 s: %d\n", (int)urg);
    CHECK(urg == 0, "%d SIGURG deliveries", (int)urg);
    CHECK(bad[0] + bad[1] + bad[2] + bad[3] == 0, "wrong results");
}

int main(void) {
    alarm(30);
    test_handler_list();
    install_all(0); /* before the first call */
    fire_all("installed before the first call");
    first_call();
    fire_all("installed before the first call, after it");
    install_all(SA_ONSTACK | SA_RESTART); /* after calls */
    CHECK(calls(), "calls");
    fire_all("installed after calls");
    test_big_frame();
    test_no_sigurg();
    return check_finish("test_signals");
}
