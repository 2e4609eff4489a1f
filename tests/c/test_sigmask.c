/* test_sigmask.c: the program's signals reach the program's code, on the
 * program's stacks, as without the library (capi/signals.c).
 *
 * 1. Process-directed signals go to the program's threads, never to the
 *    runtime's: with SIGTERM and SIGUSR1 blocked in main, kill() of the
 *    process and sigwait() get them (before the first call, and after 4
 *    threads have called); a signalfd(SIGCHLD) reaper sees all 20 of 20
 *    children exit; every runtime thread blocks every asynchronous signal
 *    (/proc/self/task/<tid>/status, SigBlk).
 * 2. A handler without SA_ONSTACK with a 64 KiB and then a 128 KiB frame,
 *    run by a 200 µs profiling timer while 3 threads sign and verify for 1 s
 *    each: every frame lies on the interrupted thread's own stack, every
 *    result is right.
 * 3. A thread's signal mask and alternate stack are the same before and
 *    after its first call, and after later calls; with a mask that blocks
 *    SIGCHLD, SIGPROF, SIGSTKFLT and SIGRTMIN, and with none.
 * 4. A handler that calls the library, sent 2,000 times by pthread_kill to
 *    a thread that calls the library in a loop, and 200 times by kill() to
 *    the process while 2 threads call: every call in and out of the handler
 *    right, and each process-directed one handled on a program thread.
 *
 * 5. The program's SIGSEGV handler leaves with siglongjmp the faults of
 *    59 calls, one for each pointer argument (input or output) of every
 *    function of uECC.h and uECC_ext.h given an unreadable page (BIP-340's
 *    messages twice: 32 bytes, staged on the stack, and 1000; the hashes of
 *    uECC_sign_hedged_batch twice: one, staged on the stack, and 40): each
 *    fault happens in C, the mask comes back, later calls work, and a
 *    fork() afterwards is quick and gives a child whose calls work.
 *
 * alarm(60) is the watchdog (SIGALRM stays unblocked in main). An argument
 * (process, masks, frames, nested, faults) runs only that part.
 */
#define _GNU_SOURCE 1
#include <errno.h>
#include <dirent.h>
#include <poll.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/signalfd.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "sha256.h"
#include "uECC.h"
#include "uECC_ext.h"

/* The little-endian entry points (uECC.h maps the names to them when
 * uECC_VLI_NATIVE_LITTLE_ENDIAN is 1; this program calls both forms). */
void uECC_compress_le(const uint8_t *public_key, uint8_t *compressed, uECC_Curve curve);
void uECC_decompress_le(const uint8_t *compressed, uint8_t *public_key, uECC_Curve curve);

#ifndef TEST_NAME
#define TEST_NAME "test_sigmask"
#endif

/* A fixed key and signature, made once by main: the handlers verify it. */
static uint8_t g_pub[64], g_priv[32], g_hash[32] = {7}, g_sig[64];
static SHA256_HashContext g_hash_ctx;

static int calls(void) {
    uint8_t pub[64], priv[32], hash[32] = {1}, sig[64];
    uECC_Curve c = uECC_secp256r1();
    return uECC_make_key(pub, priv, c) && uECC_sign(priv, hash, 32, sig, c) && uECC_verify(pub, hash, 32, sig, c);
}

static int verify_fixed(void) { return uECC_verify(g_pub, g_hash, 32, g_sig, uECC_secp256r1()); }

static pid_t gettid_(void) { return (pid_t)syscall(SYS_gettid); }

/* The first 64 signals of a mask as a number, as the kernel has them. */
static unsigned long long mask64(const sigset_t *s) {
    unsigned long long m = 0;
    int i;
    for (i = 1; i <= 64; i++) {
        if (sigismember(s, i) == 1) m |= 1ull << (i - 1);
    }
    return m;
}

static unsigned long long current_mask(void) {
    sigset_t s;
    pthread_sigmask(SIG_SETMASK, NULL, &s);
    return mask64(&s);
}

/* ---- program threads ----------------------------------------------------- */

#define MAX_PROGRAM 16
static pid_t program_tids[MAX_PROGRAM];
static int n_program;
static pthread_mutex_t program_mu = PTHREAD_MUTEX_INITIALIZER;

static void register_thread(void) {
    pthread_mutex_lock(&program_mu);
    if (n_program < MAX_PROGRAM) program_tids[n_program++] = gettid_();
    pthread_mutex_unlock(&program_mu);
}

static int is_program(pid_t t) {
    int i;
    for (i = 0; i < n_program; i++) {
        if (program_tids[i] == t) return 1;
    }
    return 0;
}

/* ---- 1: process-directed signals ---------------------------------------- */

static volatile int stop_calls;

static void *caller(void *arg) {
    long *bad = arg;
    register_thread();
    while (!stop_calls) *bad += !calls();
    return NULL;
}

static void sigwait_once(const char *when) {
    sigset_t set;
    int got = 0;
    struct timespec limit = {10, 0};
    sigemptyset(&set);
    sigaddset(&set, SIGTERM);
    kill(getpid(), SIGTERM);
    got = sigtimedwait(&set, NULL, &limit);
    CHECK(got == SIGTERM, "%s: sigtimedwait got %d (errno %d), not SIGTERM", when, got, errno);
}

/* thread_blocked reads a thread's SigBlk from /proc: 1 and the mask, 0 if
 * the thread is gone. */
static int thread_blocked(pid_t t, unsigned long long *blk) {
    char path[64], line[256];
    FILE *f;
    int found = 0;
    snprintf(path, sizeof path, "/proc/self/task/%d/status", (int)t);
    if ((f = fopen(path, "r")) == NULL) return 0;
    while (!found && fgets(line, sizeof line, f)) found = sscanf(line, "SigBlk: %llx", blk) == 1;
    fclose(f);
    return found;
}

/* The runtime's threads (every thread not the program's) block every
 * signal but the synchronous ones and glibc's 32 and 33. A thread that has
 * just started shows the runtime's own mask for an instant (between its
 * unblocking and the mark's delivery, which a preemption can stretch to
 * milliseconds): each is read again, for up to 1 s, until it blocks them. */
static void runtime_masks(const char *when) {
    DIR *d = opendir("/proc/self/task");
    struct dirent *e;
    int runtime = 0;
    const unsigned long long open_ok = (1ull << (SIGILL - 1)) | (1ull << (SIGTRAP - 1)) | (1ull << (SIGBUS - 1)) |
                                       (1ull << (SIGFPE - 1)) | (1ull << (SIGSEGV - 1)) | (1ull << (SIGSYS - 1)) |
                                       (1ull << (SIGKILL - 1)) | (1ull << (SIGSTOP - 1)) | (1ull << 31) | (1ull << 32);
    if (d == NULL) {
        printf("%s: no /proc/self/task, runtime masks not read\n", when);
        return;
    }
    while ((e = readdir(d)) != NULL) {
        pid_t t = (pid_t)atoi(e->d_name);
        unsigned long long blk = 0;
        int tries;
        if (t <= 0 || is_program(t) || !thread_blocked(t, &blk)) continue;
        for (tries = 0; (blk | open_ok) != ~0ull && tries < 100; tries++) {
            usleep(10 * 1000);
            if (!thread_blocked(t, &blk)) blk = ~0ull; /* gone */
        }
        CHECK((blk | open_ok) == ~0ull, "%s: runtime thread %d blocks only %016llx", when, (int)t, blk);
        runtime++;
    }
    closedir(d);
    printf("%s: %d runtime threads, each blocking every asynchronous signal\n", when, runtime);
    if (strcmp(when, "at load") == 0) {
        /* The runtime's first thread starts at the first call (capi/rest.c). */
        CHECK(runtime == 0, "%s: %d runtime threads before the first call", when, runtime);
    } else {
        CHECK(runtime >= 1, "%s: no runtime thread found", when);
    }
}

static void reap_with_signalfd(void) {
    sigset_t set;
    int fd, i, reaped = 0, events = 0;
    sigemptyset(&set);
    sigaddset(&set, SIGCHLD);
    pthread_sigmask(SIG_BLOCK, &set, NULL);
    fd = signalfd(-1, &set, SFD_CLOEXEC);
    CHECK(fd >= 0, "signalfd");
    for (i = 0; i < 20; i++) {
        pid_t p = fork();
        if (p == 0) _exit(0);
        CHECK(p > 0, "fork");
    }
    while (reaped < 20) {
        struct pollfd pf = {fd, POLLIN, 0};
        struct signalfd_siginfo si;
        if (poll(&pf, 1, 5000) != 1) break;
        if (read(fd, &si, sizeof si) == (ssize_t)sizeof si) events++;
        while (waitpid(-1, NULL, WNOHANG) > 0) reaped++;
    }
    printf("signalfd(SIGCHLD): %d of 20 children reaped after %d events\n", reaped, events);
    CHECK(reaped == 20, "signalfd reaper: %d of 20 children seen", reaped);
    while (waitpid(-1, NULL, WNOHANG) > 0) {
    }
    close(fd);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

/* The handler of process-directed SIGUSR2: calls the library and notes
 * whether it ran on a program thread. */
static volatile sig_atomic_t h_runs, h_bad, h_foreign;
static void on_usr2(int sig) {
    (void)sig;
    h_runs++;
    h_bad += !verify_fixed();
    h_foreign += !is_program(gettid_());
}

static void process_directed(void) {
    pthread_t t[4];
    long bad[4] = {0, 0, 0, 0};
    sigset_t set;
    struct sigaction sa;
    int i;
    sigemptyset(&set);
    sigaddset(&set, SIGTERM);
    for (i = 0; i < 4; i++) pthread_create(&t[i], NULL, caller, &bad[i]);
    usleep(300 * 1000);
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_usr2;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGUSR2, &sa, NULL);
    for (i = 0; i < 200; i++) {
        kill(getpid(), SIGUSR2);
        usleep(500);
    }
    sigwait_once("while 4 threads call");
    stop_calls = 1;
    for (i = 0; i < 4; i++) pthread_join(t[i], NULL);
    stop_calls = 0;
    runtime_masks("after 4 threads called");
    sigwait_once("after 4 threads called");
    printf("process-directed SIGUSR2: %d handled, %d off the program's threads, %d wrong\n", (int)h_runs,
           (int)h_foreign, (int)h_bad);
    CHECK(h_runs >= 1 && h_foreign == 0 && h_bad == 0, "SIGUSR2 handler: %d runs, %d on runtime threads, %d wrong",
          (int)h_runs, (int)h_foreign, (int)h_bad);
    CHECK(bad[0] + bad[1] + bad[2] + bad[3] == 0, "wrong results while signalled");
    reap_with_signalfd();
}

/* ---- 2: large frames without SA_ONSTACK ---------------------------------- */

static __thread char *stack_lo, *stack_hi;
static volatile sig_atomic_t prof_runs, prof_off_stack;
static size_t prof_frame;

static void note_stack(void) {
    pthread_attr_t a;
    void *lo;
    size_t size;
    pthread_getattr_np(pthread_self(), &a);
    pthread_attr_getstack(&a, &lo, &size);
    pthread_attr_destroy(&a);
    stack_lo = lo;
    stack_hi = (char *)lo + size;
}

static void on_prof(int sig) {
    char *frame = __builtin_alloca(prof_frame);
    size_t i;
    (void)sig;
    if (stack_hi == NULL) return; /* a thread that is not one of ours */
    prof_runs++;
    prof_off_stack += frame < stack_lo || frame + prof_frame > stack_hi;
    for (i = 0; i < prof_frame; i += 1024) ((volatile char *)frame)[i] = (char)i;
}

static void *prof_caller(void *arg) {
    long *bad = arg;
    note_stack();
    while (!stop_calls) *bad += !calls() + !verify_fixed();
    return NULL;
}

static void big_frames(size_t frame) {
    pthread_t t[3];
    long bad[3] = {0, 0, 0};
    struct sigaction sa;
    struct itimerval it;
    int i;
    sigset_t prof;

    prof_frame = frame;
    prof_runs = prof_off_stack = 0;
    sigemptyset(&prof);
    sigaddset(&prof, SIGPROF);
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_prof;
    sa.sa_flags = SA_RESTART; /* no SA_ONSTACK */
    sigemptyset(&sa.sa_mask);
    sigaction(SIGPROF, &sa, NULL);
    for (i = 0; i < 3; i++) pthread_create(&t[i], NULL, prof_caller, &bad[i]);
    pthread_sigmask(SIG_BLOCK, &prof, NULL); /* main only sleeps: the callers get them */
    memset(&it, 0, sizeof it);
    it.it_value.tv_usec = 200;
    it.it_interval.tv_usec = 200;
    setitimer(ITIMER_PROF, &it, NULL);
    sleep(1);
    memset(&it, 0, sizeof it);
    setitimer(ITIMER_PROF, &it, NULL);
    stop_calls = 1;
    for (i = 0; i < 3; i++) pthread_join(t[i], NULL);
    stop_calls = 0;
    pthread_sigmask(SIG_UNBLOCK, &prof, NULL);
    printf("SIGPROF handler with a %zu KiB frame: %d runs, %d off the thread's stack\n", frame / 1024,
           (int)prof_runs, (int)prof_off_stack);
    CHECK(prof_runs > 0, "%zu KiB: the handler never ran", frame / 1024);
    CHECK(prof_off_stack == 0, "%zu KiB: %d runs off the thread's own stack", frame / 1024, (int)prof_off_stack);
    CHECK(bad[0] + bad[1] + bad[2] == 0, "%zu KiB: %ld wrong results", frame / 1024, bad[0] + bad[1] + bad[2]);
}

/* ---- 3: masks and alternate stacks across calls -------------------------- */

struct mask_case {
    int block; /* block the four signals below before the first call */
    int ok;
};

static void *mask_thread(void *arg) {
    struct mask_case *mc = arg;
    sigset_t set;
    stack_t before, after;
    unsigned long long m0, m1, m2;
    sigemptyset(&set);
    if (mc->block) {
        sigaddset(&set, SIGCHLD);
        sigaddset(&set, SIGPROF);
        sigaddset(&set, SIGSTKFLT);
        sigaddset(&set, SIGRTMIN);
    }
    pthread_sigmask(SIG_SETMASK, &set, NULL);
    m0 = current_mask();
    sigaltstack(NULL, &before);
    mc->ok = calls();
    m1 = current_mask();
    sigaltstack(NULL, &after);
    mc->ok &= calls() && verify_fixed();
    m2 = current_mask();
    printf("thread mask %016llx: after its first call %016llx, after more %016llx; alternate stack %s -> %s\n", m0, m1,
           m2, (before.ss_flags & SS_DISABLE) ? "none" : "set", (after.ss_flags & SS_DISABLE) ? "none" : "set");
    CHECK(m1 == m0 && m2 == m0, "mask %016llx changed to %016llx, then %016llx", m0, m1, m2);
    CHECK((before.ss_flags & SS_DISABLE) == (after.ss_flags & SS_DISABLE) && before.ss_sp == after.ss_sp,
          "the first call changed the alternate stack");
    return NULL;
}

static void masks(void) {
    int b;
    for (b = 0; b < 2; b++) {
        struct mask_case mc = {b, 0};
        pthread_t t;
        pthread_create(&t, NULL, mask_thread, &mc);
        pthread_join(t, NULL);
        CHECK(mc.ok, "calls on the mask thread");
    }
}

/* ---- 4: calls from handlers ---------------------------------------------- */

static volatile sig_atomic_t n_runs, n_bad;
static void on_usr1(int sig) {
    (void)sig;
    n_runs++;
    n_bad += !verify_fixed();
}

struct loop_arg {
    long bad;
    volatile int ready;
};

static void *loop_caller(void *arg) {
    struct loop_arg *la = arg;
    la->ready = 1;
    while (!stop_calls) la->bad += !calls();
    return NULL;
}

static void nested(void) {
    pthread_t t;
    struct loop_arg la = {0, 0};
    struct sigaction sa;
    int i;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_usr1;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGUSR1, &sa, NULL);
    pthread_create(&t, NULL, loop_caller, &la);
    while (!la.ready) usleep(100);
    for (i = 0; i < 2000; i++) {
        pthread_kill(t, SIGUSR1);
        usleep(100);
    }
    usleep(10 * 1000);
    stop_calls = 1;
    pthread_join(t, NULL);
    stop_calls = 0;
    printf("handler calling the library on a calling thread: %d runs, %d wrong; %ld wrong outside\n", (int)n_runs,
           (int)n_bad, la.bad);
    CHECK(n_runs >= 100 && n_bad == 0 && la.bad == 0, "nested calls: %d runs, %d wrong, %ld wrong outside",
          (int)n_runs, (int)n_bad, la.bad);
}

/* With an argument, only that part: process, masks, frames, nested or faults. */
static int part(int argc, char **argv, const char *name) { return argc < 2 || strcmp(argv[1], name) == 0; }

/* ---- 5: leaving a fault inside a call with siglongjmp -------------------- */

static sigjmp_buf fault_jmp;
static volatile sig_atomic_t faults;
static void on_fault(int sig) {
    (void)sig;
    faults++;
    siglongjmp(fault_jmp, 1);
}

/* fault_case makes call k of the list below with one pointer argument
 * pointing into the unreadable page, and returns 0 past the list's end.
 * Every pointer argument of every function of uECC.h and uECC_ext.h is
 * there, inputs and outputs. */
static int fault_case(int k, uint8_t *page) {
    uECC_Curve c = uECC_secp256r1();
    uint8_t out[80], v;
    unsigned size = sizeof out;
    uECC_HashContext *ctx = &g_hash_ctx.uECC;
    switch (k) {
    case 0: uECC_make_key(page, out, c); break;
    case 1: uECC_make_key(out, page, c); break;
    case 2: uECC_compute_public_key(page, out, c); break;
    case 3: uECC_compute_public_key(g_priv, page, c); break;
    case 4: uECC_shared_secret(page, g_priv, out, c); break;
    case 5: uECC_shared_secret(g_pub, page, out, c); break;
    case 6: uECC_shared_secret(g_pub, g_priv, page, c); break;
    case 7: uECC_compress(page, out, c); break;
    case 8: uECC_compress(g_pub, page, c); break;
    case 9: uECC_decompress(page, out, c); break;
    case 10: uECC_decompress(out, page, c); break;
    case 11: uECC_compress_le(page, out, c); break;
    case 12: uECC_decompress_le(page, out, c); break;
    case 13: uECC_valid_public_key(page, c); break;
    case 14: uECC_sign(page, g_hash, 32, out, c); break;
    case 15: uECC_sign(g_priv, page, 32, out, c); break;
    case 16: uECC_sign(g_priv, g_hash, 32, page, c); break;
    case 17: uECC_verify(page, g_hash, 32, g_sig, c); break;
    case 18: uECC_verify(g_pub, page, 32, g_sig, c); break;
    case 19: uECC_verify(g_pub, g_hash, 32, page, c); break;
    case 20: uECC_sign_deterministic(page, g_hash, 32, ctx, out, c); break;
    case 21: uECC_sign_deterministic(g_priv, page, 32, ctx, out, c); break;
    case 22: uECC_sign_deterministic(g_priv, g_hash, 32, (uECC_HashContext *)page, out, c); break;
    case 23: uECC_sign_deterministic(g_priv, g_hash, 32, ctx, page, c); break;
    case 24: uECC_sign_with_k(page, g_hash, 32, g_priv, out, c); break;
    case 25: uECC_sign_with_k(g_priv, page, 32, g_priv, out, c); break;
    case 26: uECC_sign_with_k(g_priv, g_hash, 32, page, out, c); break;
    case 27: uECC_sign_with_k(g_priv, g_hash, 32, g_priv, page, c); break;
    case 28: uECC_sign_rfc6979(page, g_hash, 32, ctx, out, c); break;
    case 29: uECC_sign_rfc6979(g_priv, g_hash, 32, ctx, page, c); break;
    case 30: uECC_sign_recoverable(page, g_hash, 32, out, &v, c); break;
    case 31: uECC_sign_recoverable(g_priv, g_hash, 32, page, &v, c); break;
    case 32: uECC_sign_recoverable(g_priv, g_hash, 32, out, page, c); break;
    case 33: uECC_recover_public_key(page, 32, g_sig, 0, out, c); break;
    case 34: uECC_recover_public_key(g_hash, 32, page, 0, out, c); break;
    case 35: uECC_recover_public_key(g_hash, 32, g_sig, 0, page, c); break;
    case 36: uECC_signature_to_der(page, out, &size, c); break;
    case 37: uECC_signature_to_der(g_sig, page, &size, c); break;
    case 38: uECC_signature_to_der(g_sig, out, (unsigned *)page, c); break;
    case 39: uECC_signature_from_der(page, 70, out, c); break;
    case 40: uECC_signature_to_der(g_sig, out, &size, c); uECC_signature_from_der(out, size, page, c); break;
    /* BIP-340 (g_priv, a secp256r1 key, is below secp256k1's n too); the
     * messages of 1000 bytes are staged in pages of their own. */
    case 41: uECC_schnorr_public_key(page, out); break;
    case 42: uECC_schnorr_public_key(g_priv, page); break;
    case 43: uECC_schnorr_sign(page, g_hash, 32, g_hash, out); break;
    case 44: uECC_schnorr_sign(g_priv, page, 32, g_hash, out); break;
    case 45: uECC_schnorr_sign(g_priv, page, 1000, g_hash, out); break;
    case 46: uECC_schnorr_sign(g_priv, g_hash, 32, page, out); break;
    case 47: uECC_schnorr_sign(g_priv, g_hash, 32, g_hash, page); break;
    case 48: uECC_schnorr_verify(page, g_hash, 32, out); break;
    case 49: uECC_schnorr_verify(out, page, 32, out); break;
    case 50: uECC_schnorr_verify(out, page, 1000, out); break;
    case 51: uECC_schnorr_verify(out, g_hash, 32, page); break;
    case 52: uECC_sign_hedged(page, g_hash, 32, out, c); break;
    case 53: uECC_sign_hedged(g_priv, page, 32, out, c); break;
    case 54: uECC_sign_hedged(g_priv, g_hash, 32, page, c); break;
    /* A batch of one, staged on the stack, and of 40, staged in pages of
     * their own (its hashes fault before anything is written to out). */
    case 55: uECC_sign_hedged_batch(page, g_hash, 32, 1, out, c); break;
    case 56: uECC_sign_hedged_batch(g_priv, page, 32, 1, out, c); break;
    case 57: uECC_sign_hedged_batch(g_priv, page, 32, 40, out, c); break;
    case 58: uECC_sign_hedged_batch(g_priv, g_hash, 32, 1, page, c); break;
    default: return 0;
    }
    return 1;
}

/* The program's SIGSEGV handler leaves with siglongjmp the fault of every
 * call above, which happens in the library's C code (capi/uecc.c,
 * "Staging") or in the program's hash callback, outside Go; the thread's
 * mask comes back, its next calls work, and fork() then neither waits for
 * a call that never ended nor gives a child that cannot call. */
static void fault_escapes(void) {
    uint8_t *page = mmap(NULL, 4096, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    struct sigaction sa, old;
    unsigned long long m0 = current_mask();
    double forked_ms = 0;
    int status = -1, k;
    volatile int made = 0, landed = 0;
    pid_t p;
    CHECK(page != MAP_FAILED, "mmap");
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_fault;
    sa.sa_flags = SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &old);
    for (k = 0; made == k; k++) {
        faults = 0;
        if (sigsetjmp(fault_jmp, 1) == 0) {
            made += fault_case(k, page);
        } else {
            made++;
            landed++;
        }
        CHECK(k == made || faults == 1, "call %d of the fault list: no fault reached the handler", k);
    }
    sigaction(SIGSEGV, &old, NULL);
    CHECK(landed == made, "%d of %d faults reached the handler", (int)landed, (int)made);
    CHECK(current_mask() == m0, "mask %016llx after the faults, %016llx before", current_mask(), m0);
    CHECK(calls() && verify_fixed(), "calls after the faults");
    {
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        p = fork();
        if (p == 0) _exit(calls() ? 0 : 1);
        clock_gettime(CLOCK_MONOTONIC, &b);
        forked_ms = (double)(b.tv_sec - a.tv_sec) * 1e3 + (double)(b.tv_nsec - a.tv_nsec) / 1e6;
    }
    CHECK(p > 0 && waitpid(p, &status, 0) == p, "fork, wait");
    printf("%d faults left with siglongjmp: calls work, fork() took %.1f ms, the child's calls %s\n", (int)made, forked_ms,
           WIFEXITED(status) && WEXITSTATUS(status) == 0 ? "work" : "fail");
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the child's calls after the faults");
    CHECK(forked_ms < 1500, "fork() took %.0f ms: a call seemed to be still inside", forked_ms);
    munmap(page, 4096);
}

int main(int argc, char **argv) {
    sigset_t term;
    setvbuf(stdout, NULL, _IONBF, 0);
    alarm(60);
    register_thread();
    sha256_hash_context(&g_hash_ctx);
    sigemptyset(&term);
    sigaddset(&term, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &term, NULL); /* the threads made later inherit it */
    if (part(argc, argv, "process")) {
        runtime_masks("at load");
        sigwait_once("before the first call");
    }
    CHECK(uECC_make_key(g_pub, g_priv, uECC_secp256r1()) &&
              uECC_sign(g_priv, g_hash, 32, g_sig, uECC_secp256r1()) && verify_fixed(),
          "fixed signature");
    if (part(argc, argv, "process")) process_directed();
    pthread_sigmask(SIG_UNBLOCK, &term, NULL);
    if (part(argc, argv, "masks")) masks();
    if (part(argc, argv, "frames")) {
        big_frames(64 * 1024);
        big_frames(128 * 1024);
    }
    if (part(argc, argv, "nested")) nested();
    if (part(argc, argv, "faults")) fault_escapes();
    return check_finish(TEST_NAME);
}
