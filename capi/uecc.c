/* uecc.c: the public uECC functions, each with the exact prototype of
 * include/uECC.h or include/uECC_ext.h (the compiler checks every definition
 * against its declaration), over the Go exports of capi.go.
 *
 * This layer does what is cheapest and safest in C before crossing into Go:
 * NULL pointers and unknown curve handles return 0 (or do nothing), checked
 * by ucgo.h's UCGO_ARGS; the installed RNG is read once per call with an
 * atomic load; and outputs that must stay untouched on failure are staged
 * in a stack buffer.
 */
#define _GNU_SOURCE 1 /* getrandom(2) */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <linux/futex.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "uECC.h"
#include "uECC_ext.h"
#include "ucgo.h"
#include "_cgo_export.h"

#ifdef __ANDROID__
/* Android's C library has no thread cancellation (no pthread_cancel, no
 * pthread_setcancelstate): there is no cancellation state to hold, and the
 * holds below do nothing (scripts/build-android.sh, docs/JVM.md). */
#ifndef PTHREAD_CANCEL_DISABLE
#define PTHREAD_CANCEL_DISABLE 1
#endif
static int ucgo_no_cancelstate(int state, int *old) {
    (void)state;
    if (old) {
        *old = 0;
    }
    return 0;
}
#define pthread_setcancelstate ucgo_no_cancelstate
#endif

/* The largest public key (X||Y) and scalar of any curve, in bytes:
 * secp521r1's (ucgo.h). The buffers on the stack have these sizes whatever
 * curves the library was built with. */
#define UCGO_MAX_PUBLIC (2 * UCGO_MAX_FIELD)
#define UCGO_MAX_SCALAR UCGO_MAX_FIELD

/* micro-ecc's uECC_RNG_MAX_TRIES: attempts at a key or a signature. */
#define UCGO_MAX_TRIES 64

/* A curve handle points to one of these. Its contents are private: callers
 * only compare and pass handles. The index is the position in capi.go's
 * curveByIndex: micro-ecc's five curves, then the two of uECC_ext.h. */
struct uECC_Curve_t {
    int index;
    int private_key_size; /* ceil(bitlen(n) / 8) */
    int field_size;       /* bytes of one coordinate */
};

static const struct uECC_Curve_t ucgo_curves[UCGO_NUM_CURVES] = {
    {0, 21, 20}, /* secp160r1: n has 161 bits */
    {1, 24, 24}, /* secp192r1 */
    {2, 28, 28}, /* secp224r1 */
    {3, 32, 32}, /* secp256r1 */
    {4, 32, 32}, /* secp256k1 */
    {5, 48, 48}, /* secp384r1 */
    {6, 66, 66}, /* secp521r1: p and n have 521 bits */
};

/* The curves the library was built with: capi/curve_<name>.go defines
 * UCGO_HAS_<NAME> for the C files unless the build leaves that curve out
 * (the tag uecc_no_<name>, mk/c.mk's UECC_CURVES; ucgo.h defaults each to
 * 0). A curve left out has no handle: its function returns NULL, which
 * every function rejects. */
static const int ucgo_built[UCGO_NUM_CURVES] = {
    UCGO_HAS_SECP160R1, UCGO_HAS_SECP192R1, UCGO_HAS_SECP224R1, UCGO_HAS_SECP256R1,
    UCGO_HAS_SECP256K1, UCGO_HAS_SECP384R1, UCGO_HAS_SECP521R1,
};

static uECC_Curve ucgo_handle(int i) { return ucgo_built[i] ? &ucgo_curves[i] : NULL; }

uECC_Curve uECC_secp160r1(void) { return ucgo_handle(0); }
uECC_Curve uECC_secp192r1(void) { return ucgo_handle(1); }
uECC_Curve uECC_secp224r1(void) { return ucgo_handle(2); }
uECC_Curve uECC_secp256r1(void) { return ucgo_handle(3); }
uECC_Curve uECC_secp256k1(void) { return ucgo_handle(4); }
uECC_Curve uECC_secp384r1(void) { return ucgo_handle(5); }
uECC_Curve uECC_secp521r1(void) { return ucgo_handle(6); }

/* ucgo_index returns the curve's index, or -1 for anything that is not the
 * handle of a curve the library has. Equality comparisons only: an
 * arbitrary pointer is never dereferenced. */
static int ucgo_index(uECC_Curve curve) {
    int i;
    for (i = 0; i < UCGO_NUM_CURVES; i++) {
        if (curve == &ucgo_curves[i]) {
            return ucgo_built[i] ? i : -1;
        }
    }
    return -1;
}

int ucgo_curve_index(uECC_Curve curve) { return ucgo_index(curve); }

/* ---- Entering Go: start-up, fork() ---------------------------------------
 *
 * Every function that calls into Go does so between ucgo_enter() and
 * ucgo_leave(). That gate gives three guarantees (docs/C-API.md):
 *
 * - A call made before the Go runtime's initialiser has run returns 0 at
 *   once instead of waiting forever for a runtime that cannot start until
 *   the caller returns. ucgo_ctor sets ucgo_started; mk/c.mk places it and
 *   the runtime's initialiser ahead of the program's own constructors in
 *   libuecc.a (.init_array priority 100), so in practice only constructors
 *   of priority 100 or less and .preinit_array functions see 0.
 * - fork() never happens while a thread is inside Go, nor while the runtime
 *   is starting: the prepare handler closes the gate, waits until no call is
 *   inside Go, calls ucgo_prefork (which itself waits for the runtime to
 *   finish starting), and waits until every thread of the runtime is
 *   parked (rest.c).
 * - In a forked child only the thread that called fork() exists. Its calls
 *   work (capi.go, ucgo_prefork, says why); calls from any other thread of
 *   the child return 0 at once, as do all calls in a child forked from
 *   inside one of the library's RNG or hash callbacks, or after the
 *   runtime's threads did not come to rest within UCGO_REST_MAX_NS.
 */

static int ucgo_started;   /* the runtime's initialiser has been reached */
static int ucgo_active;    /* calls inside Go now */
static int ucgo_closing;   /* a fork is being prepared: new calls wait */
static int ucgo_forked;    /* this process is a forked child */
static int ucgo_broken;    /* forked from inside a call: every call fails */
static pthread_t ucgo_owner; /* in a forked child: the thread that may call */
static pthread_mutex_t ucgo_gate_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ucgo_gate_cv = PTHREAD_COND_INITIALIZER;
static __thread int ucgo_depth;        /* this thread's calls inside Go (callbacks) */
static int ucgo_ready;                 /* a call has come back from Go */
static __thread int ucgo_cancel_held;  /* this call holds cancellation off: the state to restore, plus 1 */
static __thread int ucgo_fork_in_call; /* prepare ran inside a call of this thread */
static __thread int ucgo_fork_go;      /* prepare called ucgo_prefork */
static __thread int ucgo_fork_unrested; /* prepare gave up waiting for rest */

/* How long prepare waits at most for the runtime's threads to come to rest
 * (rest.c): sysmon gives the Ps the callers' threads hold in C back to the
 * idle list 10 to 20 ms after their last calls and then sleeps (capi.go,
 * ucgo_prefork, says why this is left to sysmon). If they are not at rest
 * by then, the fork goes on and the child fails every call instead of
 * risking a hang. Where /proc cannot show them, prepare waits
 * UCGO_SETTLE_NS instead: sysmon's ticks are at most 10 ms apart, it takes
 * a P 10 ms after it first saw it in C, and sleeps at its next tick. */
#define UCGO_REST_MAX_NS 1000000000L

/* How long prepare waits at most for the calls inside Go to end: a call
 * whose RNG or hash callback blocks (on a lock the forking thread holds, a
 * pipe, anything) would otherwise hold fork() for ever. After it the fork
 * goes on and the child fails every call, as after UCGO_REST_MAX_NS. A
 * whole number of seconds, twice UCGO_REST_MAX_NS: a call under heavy load
 * (4 calling threads on 2 cores under qemu, make test-arm) takes tens of
 * milliseconds, and a call cut short makes a child that cannot call. */
#define UCGO_CALLS_MAX_NS 2000000000L
#define UCGO_SETTLE_NS 40000000L

/* The parent's word on a fork, in a page the parent and the child share:
 * the rest that prepare found is only known to have lasted until its last
 * look, and a runtime thread woken after that (by a timer of the
 * runtime's, a signal) might have run at the fork itself. So the parent
 * looks again right after the fork (rest.c, ucgo_still_at_rest) and writes
 * what it saw; the child's first call waits for it, at most
 * UCGO_VERDICT_MAX_NS, and fails every call unless every thread was still
 * parked as before. A child that never calls the library never waits. */
#define UCGO_VERDICT_PENDING 0
#define UCGO_VERDICT_RESTED 1
#define UCGO_VERDICT_MOVED 2
#define UCGO_VERDICT_MAX_NS 1000000000L
static int *ucgo_verdict;       /* in the parent, from prepare to its handler */
static int *ucgo_child_verdict; /* in the child, until its first call */

static int *ucgo_verdict_page(void) {
    void *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    return p == MAP_FAILED ? NULL : (int *)p;
}

static void ucgo_send_verdict(int *v, int verdict) {
    __atomic_store_n(v, verdict, __ATOMIC_SEQ_CST);
    syscall(SYS_futex, v, FUTEX_WAKE, 1, NULL, NULL, 0);
    munmap(v, 4096);
}

/* ucgo_take_verdict waits for the parent's word on the fork that made this
 * child: 1 if the child's calls can go on. */
static int ucgo_take_verdict(int *v) {
    struct timespec tick = {0, 10000000L};
    long waited = 0;
    int verdict;
    while ((verdict = __atomic_load_n(v, __ATOMIC_SEQ_CST)) == UCGO_VERDICT_PENDING && waited < UCGO_VERDICT_MAX_NS) {
        syscall(SYS_futex, v, FUTEX_WAIT, UCGO_VERDICT_PENDING, &tick, NULL, 0);
        waited += tick.tv_nsec;
    }
    munmap(v, 4096);
    return verdict == UCGO_VERDICT_RESTED;
}

/* ucgo_gate_enter returns 1 if the caller may call into Go now (then it
 * must call ucgo_gate_leave afterwards), 0 if the call must fail. */
static int ucgo_gate_enter(void) {
    if (!__atomic_load_n(&ucgo_started, __ATOMIC_ACQUIRE) || __atomic_load_n(&ucgo_broken, __ATOMIC_ACQUIRE)) {
        return 0;
    }
    if (__atomic_load_n(&ucgo_forked, __ATOMIC_ACQUIRE) && !pthread_equal(pthread_self(), ucgo_owner)) {
        return 0;
    }
    if (ucgo_child_verdict != NULL) { /* only the owner gets here in a child */
        int go_on = ucgo_take_verdict(ucgo_child_verdict);
        ucgo_child_verdict = NULL;
        if (!go_on) {
            __atomic_store_n(&ucgo_broken, 1, __ATOMIC_RELEASE);
            return 0;
        }
    }
    for (;;) {
        __atomic_add_fetch(&ucgo_active, 1, __ATOMIC_SEQ_CST);
        if (!__atomic_load_n(&ucgo_closing, __ATOMIC_SEQ_CST) || ucgo_depth > 0) {
            break;
        }
        /* A fork is being prepared: step back out and wait for it. */
        if (__atomic_sub_fetch(&ucgo_active, 1, __ATOMIC_SEQ_CST) == 0) {
            pthread_mutex_lock(&ucgo_gate_mu);
            pthread_cond_broadcast(&ucgo_gate_cv);
            pthread_mutex_unlock(&ucgo_gate_mu);
        }
        /* Not a cancellation point: cancelled in the wait, the thread
         * would leave the gate's mutex locked and every later call hang. */
        int cancel;
        pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &cancel);
        pthread_mutex_lock(&ucgo_gate_mu);
        while (__atomic_load_n(&ucgo_closing, __ATOMIC_SEQ_CST)) {
            pthread_cond_wait(&ucgo_gate_cv, &ucgo_gate_mu);
        }
        pthread_mutex_unlock(&ucgo_gate_mu);
        pthread_setcancelstate(cancel, NULL);
        if (__atomic_load_n(&ucgo_forked, __ATOMIC_ACQUIRE) && !pthread_equal(pthread_self(), ucgo_owner)) {
            return 0; /* cannot happen: a waiting thread is not in the child */
        }
    }
    /* The runtime's first thread, kept back at load, starts now (rest.c);
     * if it cannot be created, this call fails and a later one tries. A
     * fork waits for this call (it counts as active), so it never sees the
     * start half done. */
    if (!ucgo_launch()) {
        if (__atomic_sub_fetch(&ucgo_active, 1, __ATOMIC_SEQ_CST) == 0 &&
            __atomic_load_n(&ucgo_closing, __ATOMIC_SEQ_CST)) {
            pthread_mutex_lock(&ucgo_gate_mu);
            pthread_cond_broadcast(&ucgo_gate_cv);
            pthread_mutex_unlock(&ucgo_gate_mu);
        }
        return 0;
    }
    /* Until a first call has come back, the runtime may still be starting:
     * each exported function's cgo wrapper then waits for it in
     * pthread_cond_wait, a cancellation point, which the call holds off. */
    if (ucgo_depth == 0 && !__atomic_load_n(&ucgo_ready, __ATOMIC_ACQUIRE)) {
        int cancel;
        pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &cancel);
        ucgo_cancel_held = cancel + 1;
    }
    ucgo_depth++;
    return 1;
}

/* ucgo_can_call is 0 where ucgo_gate_enter would refuse a call at once
 * (the runtime not started, another thread of a forked child, a child that
 * cannot call). The functions that call the caller's RNG or hash before
 * entering Go check it first: a call that is bound to fail makes no
 * callback. */
static int ucgo_can_call(void) {
    if (!__atomic_load_n(&ucgo_started, __ATOMIC_ACQUIRE) || __atomic_load_n(&ucgo_broken, __ATOMIC_ACQUIRE)) {
        return 0;
    }
    return !__atomic_load_n(&ucgo_forked, __ATOMIC_ACQUIRE) || pthread_equal(pthread_self(), ucgo_owner);
}

static void ucgo_gate_leave(void) {
    ucgo_depth--;
    if (ucgo_depth == 0 && ucgo_cancel_held) {
        __atomic_store_n(&ucgo_ready, 1, __ATOMIC_RELEASE);
        pthread_setcancelstate(ucgo_cancel_held - 1, NULL);
        ucgo_cancel_held = 0;
    }
    if (__atomic_sub_fetch(&ucgo_active, 1, __ATOMIC_SEQ_CST) == 0 &&
        __atomic_load_n(&ucgo_closing, __ATOMIC_SEQ_CST)) {
        pthread_mutex_lock(&ucgo_gate_mu);
        pthread_cond_broadcast(&ucgo_gate_cv);
        pthread_mutex_unlock(&ucgo_gate_mu);
    }
}

/* ucgo_enter and ucgo_leave: the gate, inside the signals' hold
 * (signals.c) from before the first step to after the last. A callback's
 * nested call is inside its caller's hold already. */
int ucgo_enter(void) {
    if (ucgo_depth > 0) {
        return ucgo_gate_enter();
    }
    ucgo_signals_hold();
    if (!ucgo_gate_enter()) {
        ucgo_signals_release(0);
        return 0;
    }
    return 1;
}

void ucgo_leave(void) {
    ucgo_gate_leave();
    if (ucgo_depth == 0) {
        ucgo_signals_release(1);
    }
}

/* ucgo_fork_mu serialises forks: it is held from the prepare handler to the
 * parent's handler (and made anew in the child). A fork from inside a call
 * does not take it: the thread it would wait for may be waiting for that
 * very call to end. */
static pthread_mutex_t ucgo_fork_mu = PTHREAD_MUTEX_INITIALIZER;

/* ucgo_await_calls closes the gate (new calls wait) and waits until no
 * call is inside Go, at most UCGO_CALLS_MAX_NS: 1 if none is, 0 if one
 * stayed (an RNG or hash callback that blocks, on another thread perhaps
 * waiting for this one). */
static int ucgo_await_calls(void) {
    struct timespec deadline;
    int idle;
    clock_gettime(CLOCK_REALTIME, &deadline); /* the clock of ucgo_gate_cv */
    deadline.tv_sec += UCGO_CALLS_MAX_NS / 1000000000L;
    pthread_mutex_lock(&ucgo_gate_mu);
    __atomic_store_n(&ucgo_closing, 1, __ATOMIC_SEQ_CST);
    while (__atomic_load_n(&ucgo_active, __ATOMIC_SEQ_CST) != 0) {
        if (pthread_cond_timedwait(&ucgo_gate_cv, &ucgo_gate_mu, &deadline) == ETIMEDOUT) {
            break;
        }
    }
    idle = __atomic_load_n(&ucgo_active, __ATOMIC_SEQ_CST) == 0;
    pthread_mutex_unlock(&ucgo_gate_mu);
    return idle;
}

static void ucgo_prepare_fork(void) {
    ucgo_fork_in_call = ucgo_depth > 0;
    ucgo_fork_go = 0;
    ucgo_fork_unrested = 0;
    if (ucgo_fork_in_call) {
        return; /* the child will fail every call */
    }
    pthread_mutex_lock(&ucgo_fork_mu);
    if (!__atomic_load_n(&ucgo_started, __ATOMIC_ACQUIRE) || __atomic_load_n(&ucgo_broken, __ATOMIC_ACQUIRE)) {
        return; /* before the runtime's start the child starts its own */
    }
    if (!ucgo_await_calls()) {
        /* A call stayed inside Go: fork without it; the child fails every
         * call, the parent's call goes on. */
        ucgo_fork_unrested = 1;
        return;
    }
    if (!ucgo_launched()) {
        return; /* no call has started the runtime: the child starts its own */
    }
    if (!__atomic_load_n(&ucgo_forked, __ATOMIC_ACQUIRE)) {
        /* In a forked child the collector is already off (and could not
         * run), this thread's stack already grown, and no other thread of
         * the runtime exists to be brought to rest. */
        struct timespec settle = {0, UCGO_SETTLE_NS};
        ucgo_signals_hold();
        ucgo_prefork();
        ucgo_signals_release(1);
        ucgo_fork_go = 1;
        switch (ucgo_await_rest(UCGO_REST_MAX_NS)) {
        case 0: /* a runtime thread stayed busy: the child could hang */
            ucgo_fork_unrested = 1;
            break;
        case 1:
            ucgo_verdict = ucgo_verdict_page(); /* none: the rest found is trusted */
            break;
        case -1:
            nanosleep(&settle, NULL);
            break;
        }
    }
}

/* The prepare handler waits (for calls to end, for the runtime's threads
 * to rest) holding the fork and gate mutexes; with cancellation disabled,
 * a pthread_cancel of the forking thread cannot leave them locked. */
static void ucgo_prepare(void) {
    int cancel;
    pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &cancel);
    ucgo_prepare_fork();
    pthread_setcancelstate(cancel, NULL);
}

static void ucgo_parent(void) {
    if (ucgo_fork_in_call) {
        return;
    }
    if (ucgo_verdict != NULL) { /* before any Go call wakes a thread */
        ucgo_send_verdict(ucgo_verdict, ucgo_still_at_rest() ? UCGO_VERDICT_RESTED : UCGO_VERDICT_MOVED);
        ucgo_verdict = NULL;
    }
    if (ucgo_fork_go) {
        ucgo_signals_hold();
        ucgo_postfork_parent();
        ucgo_signals_release(1);
    }
    pthread_mutex_lock(&ucgo_gate_mu);
    __atomic_store_n(&ucgo_closing, 0, __ATOMIC_SEQ_CST);
    pthread_cond_broadcast(&ucgo_gate_cv);
    pthread_mutex_unlock(&ucgo_gate_mu);
    pthread_mutex_unlock(&ucgo_fork_mu);
}

static void ucgo_child(void) {
    /* Only this thread exists: no other thread holds a lock of the gate or
     * waits on its condition variable. */
    pthread_mutex_init(&ucgo_fork_mu, NULL);
    pthread_mutex_init(&ucgo_gate_mu, NULL);
    pthread_cond_init(&ucgo_gate_cv, NULL);
    ucgo_owner = pthread_self();
    ucgo_child_verdict = ucgo_verdict;
    ucgo_verdict = NULL;
    ucgo_forget_threads();
    __atomic_store_n(&ucgo_forked, 1, __ATOMIC_RELEASE);
    if (ucgo_fork_in_call || ucgo_fork_unrested) {
        __atomic_store_n(&ucgo_broken, 1, __ATOMIC_RELEASE);
        return;
    }
    __atomic_store_n(&ucgo_active, 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&ucgo_closing, 0, __ATOMIC_SEQ_CST);
}

/* In libuecc.a this runs just before the Go runtime's initialiser (both
 * are in .init_array; this object precedes go.o in the merged archive); in
 * libuecc.so just after it (the Go linker puts go.o first), which is why
 * the runtime's threads run ucgo_signals_init themselves. Either way it
 * runs before the program's own constructors. */
__attribute__((constructor)) static void ucgo_ctor(void) {
    ucgo_signals_init();
    pthread_atfork(ucgo_prepare, ucgo_parent, ucgo_child);
    __atomic_store_n(&ucgo_started, 1, __ATOMIC_RELEASE);
}

/* ---- RNG ---------------------------------------------------------------- */

/* ucgo_os_rng is the default RNG: the kernel CSPRNG through getrandom(2),
 * falling back to /dev/urandom on any error of getrandom (ENOSYS on old
 * kernels, EPERM or another error under a seccomp filter). It returns 0 only
 * if neither works; it never aborts. Go recognises this function by address
 * and reads the same sources in the same order itself (internal/osrand),
 * saving a callback per draw; from this source it draws only the values it
 * uses (no discarded blinding draws: nobody else sees this stream). */
static int ucgo_os_read(uint8_t *dest, unsigned size) {
    size_t done = 0;
    while (done < size) {
        ssize_t n = getrandom(dest + done, size - done, 0);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            break; /* any other error: the rest from /dev/urandom */
        }
        if (n == 0) {
            break;
        }
        done += (size_t)n;
    }
    if (done < size) {
        int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
        if (fd < 0) {
            return 0;
        }
        while (done < size) {
            ssize_t n = read(fd, dest + done, size - done);
            if (n < 0 && errno == EINTR) {
                continue;
            }
            if (n <= 0) {
                close(fd);
                return 0;
            }
            done += (size_t)n;
        }
        close(fd);
    }
    return 1;
}

/* Not a cancellation point (getrandom, open and read are): every wait of
 * the library holds cancellation off, so none of its C code needs unwind
 * tables (it is built without them: 4 KB less in every program). */
int ucgo_os_rng(uint8_t *dest, unsigned size) {
    int cancel, r;
    pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &cancel);
    r = ucgo_os_read(dest, size);
    pthread_setcancelstate(cancel, NULL);
    return r;
}

/* The installed RNG. Read and written only with atomic operations: a
 * uECC_set_rng from one thread while another signs is well defined, and
 * each call works with the RNG it loaded when it started. */
static uECC_RNG_Function ucgo_rng = &ucgo_os_rng;

void uECC_set_rng(uECC_RNG_Function rng_function) {
    __atomic_store_n(&ucgo_rng, rng_function, __ATOMIC_RELEASE);
}

uECC_RNG_Function uECC_get_rng(void) {
    return __atomic_load_n(&ucgo_rng, __ATOMIC_ACQUIRE);
}

/* ---- Sizes -------------------------------------------------------------- */

int uECC_curve_private_key_size(uECC_Curve curve) {
    int i = ucgo_index(curve);
    return i < 0 ? 0 : ucgo_curves[i].private_key_size;
}

int uECC_curve_public_key_size(uECC_Curve curve) {
    int i = ucgo_index(curve);
    return i < 0 ? 0 : 2 * ucgo_curves[i].field_size;
}

/* ---- Keys and ECDH ------------------------------------------------------ */

/* ucgo_caller_rng is the RNG if it is the caller's own, NULL for none or
 * the default one. The caller's RNG is called from C (nonce.c) with
 * micro-ecc's draws; from the default one, which nobody else sees, Go draws
 * for itself, only the values it uses. */
static uECC_RNG_Function ucgo_caller_rng(uECC_RNG_Function rng) {
    return rng == &ucgo_os_rng ? NULL : rng;
}

/* Staging. Every function reads the caller's buffers into its own before
 * the call enters Go, and writes its outputs from its own after the call
 * has left it: a bad pointer then faults in C, outside the gate, where the
 * program's SIGSEGV handler may leave with siglongjmp and nothing stays
 * held (a fault inside Go ends the process with the runtime's report), and
 * a call that fails writes nothing. Copies of private keys and nonces are
 * wiped. */

/* ucgo_take_hash copies the bytes of a message hash that bits2int reads
 * (the leftmost private-key-size bytes: all that uECC_sign,
 * uECC_sign_with_k, uECC_sign_rfc6979, uECC_sign_hedged and uECC_verify use,
 * and all micro-ecc reads) to out and returns their number, or -1 for a NULL
 * hash with a nonzero size. So a hash_size of 2^31 or more, or one that
 * would run past the end of the address space on a 32-bit target, behaves
 * as on a 64-bit one. (uECC_sign_deterministic's HMAC-DRBG reads the whole
 * hash as well, in C: ucgo_hash_whole.) */
static int ucgo_take_hash(int i, const uint8_t *message_hash, unsigned hash_size, uint8_t *out) {
    unsigned max = (unsigned)ucgo_curves[i].private_key_size, n;
    if (!message_hash && hash_size != 0) {
        return -1;
    }
    n = hash_size < max ? hash_size : max;
    if (n > 0) {
        memcpy(out, message_hash, n);
    }
    return (int)n;
}

/* ucgo_hash_whole is 1 if the hash_size bytes at message_hash can be read
 * whole: a NULL hash only with size 0, and (on 32-bit targets) a size below
 * 2^31 that does not run past the end of the address space. */
int ucgo_hash_whole(const uint8_t *message_hash, unsigned hash_size) {
    if (!message_hash) {
        return hash_size == 0;
    }
    if (sizeof(void *) < 8) {
        return hash_size <= 0x7fffffffu && (uintptr_t)message_hash + hash_size >= (uintptr_t)message_hash;
    }
    return 1;
}

/* The sizes of curve i: a private key or scalar, a field element, a public
 * key or signature. */
#define UCGO_PRIV(i) ((size_t)ucgo_curves[i].private_key_size)
#define UCGO_FIELD(i) ((size_t)ucgo_curves[i].field_size)
#define UCGO_PAIR(i) (2 * (size_t)ucgo_curves[i].field_size)

/* With the caller's RNG: per attempt, the private key below n, then
 * micro-ecc's blinding draw below p (a failed one starts another attempt),
 * then the public key in Go. */
int ucgo_make_key_ws(uint8_t *public_key, uint8_t *private_key, uECC_Curve curve, int ws) {
    uint8_t pub[UCGO_MAX_PUBLIC], priv[UCGO_MAX_SCALAR];
    int i = UCGO_ARGS(curve, public_key, private_key), r = 0, tries;
    uECC_RNG_Function rng = uECC_get_rng();
    if (i < 0 || !rng) {
        return 0; /* micro-ecc: a NULL RNG fails without any request */
    }
    if (!ucgo_caller_rng(rng)) {
        if (ucgo_enter()) {
            r = ucgo_make_key(i, pub, priv);
            ucgo_leave();
        }
    } else if (ucgo_can_call()) {
        for (tries = 0; tries < UCGO_MAX_TRIES && !r; tries++) {
            if (!ucgo_draw(rng, curve, 1, ws, priv)) {
                break;
            }
            if (!ucgo_draw(rng, curve, 0, ws, NULL)) {
                continue;
            }
            if (!ucgo_enter()) {
                break;
            }
            r = ucgo_compute_public_key(i, priv, pub);
            ucgo_leave();
        }
    }
    if (r) {
        memcpy(public_key, pub, UCGO_PAIR(i));
        memcpy(private_key, priv, UCGO_PRIV(i));
    }
    ucgo_wipe(priv, sizeof priv);
    return r;
}

/* uECC_compute_public_key and uECC_shared_secret: the result is copied out
 * only after micro-ecc's blinding draw (with the caller's RNG) has
 * succeeded; the inputs are checked before it, as micro-ecc does. */
int ucgo_compute_public_key_ws(const uint8_t *private_key, uint8_t *public_key, uECC_Curve curve, int ws) {
    uint8_t priv[UCGO_MAX_SCALAR], pub[UCGO_MAX_PUBLIC];
    uECC_RNG_Function rng = ucgo_caller_rng(uECC_get_rng());
    int i = UCGO_ARGS(curve, private_key, public_key), r = 0;
    if (i < 0) {
        return 0;
    }
    memcpy(priv, private_key, UCGO_PRIV(i));
    if (ucgo_enter()) {
        r = ucgo_compute_public_key(i, priv, pub);
        ucgo_leave();
    }
    ucgo_wipe(priv, sizeof priv);
    if (!r || (rng && !ucgo_draw(rng, curve, 0, ws, NULL))) {
        return 0;
    }
    memcpy(public_key, pub, UCGO_PAIR(i));
    return 1;
}

int ucgo_shared_secret_ws(const uint8_t *public_key, const uint8_t *private_key, uint8_t *secret, uECC_Curve curve,
                          int ws) {
    uint8_t pub[UCGO_MAX_PUBLIC], priv[UCGO_MAX_SCALAR], out[UCGO_MAX_PUBLIC / 2];
    uECC_RNG_Function rng = ucgo_caller_rng(uECC_get_rng());
    int i = UCGO_ARGS(curve, public_key, private_key, secret), r = 0;
    if (i < 0) {
        return 0;
    }
    memcpy(pub, public_key, UCGO_PAIR(i));
    memcpy(priv, private_key, UCGO_PRIV(i));
    if (ucgo_enter()) {
        r = ucgo_shared_secret(i, pub, priv, out);
        ucgo_leave();
    }
    ucgo_wipe(priv, sizeof priv);
    if (r && rng && !ucgo_draw(rng, curve, 0, ws, NULL)) {
        r = 0;
    }
    if (r) {
        memcpy(secret, out, UCGO_FIELD(i));
    }
    ucgo_wipe(out, sizeof out);
    return r;
}

/* uECC_compress is byte work alone (0x02 | the low bit of Y, then X, the key
 * unchecked as in micro-ecc), so it stays in C: no call into Go, no signal
 * hold. Staged in out, so that compressed may overlap public_key. */
void uECC_compress(const uint8_t *public_key, uint8_t *compressed, uECC_Curve curve) {
    uint8_t out[UCGO_MAX_PUBLIC / 2 + 1];
    int i = UCGO_ARGS(curve, public_key, compressed);
    if (i < 0) {
        return;
    }
    out[0] = (uint8_t)(2 + (public_key[UCGO_PAIR(i) - 1] & 1));
    memcpy(out + 1, public_key, UCGO_FIELD(i));
    memcpy(compressed, out, UCGO_FIELD(i) + 1);
}

/* As uECC_compress, the input is copied first: public_key may overlap
 * compressed. */
void uECC_decompress(const uint8_t *compressed, uint8_t *public_key, uECC_Curve curve) {
    uint8_t in[UCGO_MAX_PUBLIC / 2 + 1], out[UCGO_MAX_PUBLIC];
    int i = UCGO_ARGS(curve, compressed, public_key), r;
    if (i < 0) {
        return;
    }
    memcpy(in, compressed, UCGO_FIELD(i) + 1);
    if (!ucgo_enter()) {
        return;
    }
    r = ucgo_decompress(i, in, out);
    ucgo_leave();
    if (!r) {
        /* Deviation from micro-ecc: an invalid encoding gives all zeros,
         * which every other function rejects as a public key. */
        memset(out, 0, UCGO_PAIR(i));
    }
    memcpy(public_key, out, UCGO_PAIR(i));
}

int uECC_valid_public_key(const uint8_t *public_key, uECC_Curve curve) {
    uint8_t pub[UCGO_MAX_PUBLIC];
    int i = UCGO_ARGS(curve, public_key), r;
    if (i < 0) {
        return 0;
    }
    memcpy(pub, public_key, UCGO_PAIR(i));
    if (!ucgo_enter()) {
        return 0;
    }
    r = ucgo_valid_public_key(i, pub);
    ucgo_leave();
    return r;
}

/* ---- ECDSA -------------------------------------------------------------- */

/* ucgo_try_nonce signs with the nonce k in Go (ucgo_sign_nonce): 1 signed,
 * 0 failed for good (the key is invalid, or the call cannot enter Go), -1
 * for another nonce. */
static int ucgo_try_nonce(int i, uint8_t *priv, uint8_t *hash, unsigned n, uint8_t *k, uint8_t *sig, uint8_t *v) {
    int s;
    if (!ucgo_enter()) {
        return 0;
    }
    s = ucgo_sign_nonce(i, priv, hash, n, k, sig, v);
    ucgo_leave();
    return s;
}

/* ucgo_sign_drawn signs with nonces from the caller's RNG, as uECC_sign:
 * per attempt a nonce below n (a failed draw ends it), then micro-ecc's
 * blinding draws below p and below n (a failed one starts another attempt),
 * then the signature in Go; sig and v as ucgo_sign_nonce's. */
static int ucgo_sign_drawn(int i, uECC_Curve curve, uECC_RNG_Function rng, int ws, uint8_t *priv, uint8_t *hash,
                           unsigned n, uint8_t *sig, uint8_t *v) {
    uint8_t k[UCGO_MAX_SCALAR];
    int r = 0, tries;
    if (!ucgo_can_call() || !ucgo_scalar_ok(curve, priv)) {
        return 0;
    }
    for (tries = 0; tries < UCGO_MAX_TRIES; tries++) {
        int s;
        if (!ucgo_draw(rng, curve, 1, ws, k)) {
            break;
        }
        if (!ucgo_draw(rng, curve, 0, ws, NULL) || !ucgo_draw(rng, curve, 1, ws, NULL)) {
            continue;
        }
        if ((s = ucgo_try_nonce(i, priv, hash, n, k, sig, v)) >= 0) {
            r = s;
            break;
        }
    }
    ucgo_wipe(k, sizeof k);
    return r;
}

int ucgo_sign_ws(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size, uint8_t *signature,
                 uECC_Curve curve, int ws) {
    uint8_t priv[UCGO_MAX_SCALAR], hash[UCGO_MAX_SCALAR], sig[UCGO_MAX_PUBLIC];
    int i = UCGO_ARGS(curve, private_key, signature), n, r = 0;
    uECC_RNG_Function rng = uECC_get_rng();
    if (i < 0 || !rng) {
        return 0; /* micro-ecc: a NULL RNG fails without any request */
    }
    if ((n = ucgo_take_hash(i, message_hash, hash_size, hash)) < 0) {
        return 0;
    }
    memcpy(priv, private_key, UCGO_PRIV(i));
    if (ucgo_caller_rng(rng)) {
        r = ucgo_sign_drawn(i, curve, rng, ws, priv, hash, (unsigned)n, sig, NULL);
    } else if (ucgo_enter()) {
        r = ucgo_sign(i, priv, hash, (unsigned)n, sig);
        ucgo_leave();
    }
    ucgo_wipe(priv, sizeof priv);
    if (r) {
        memcpy(signature, sig, UCGO_PAIR(i));
    }
    return r;
}

/* ucgo_hash_usable reports whether a hash context can be called at all
 * (ucgo_drbg_init checks the sizes). */
int ucgo_hash_usable(const uECC_HashContext *h) {
    return h && h->init_hash && h->update_hash && h->finish_hash;
}

int ucgo_sign_hmac(uECC_Curve curve, const uECC_HashContext *ctx, int rfc6979, int ws, const uint8_t *x, unsigned xlen,
                   const uint8_t *m, unsigned mlen, uint8_t *priv, uint8_t *hash, unsigned n, uint8_t *sig) {
    struct ucgo_drbg d;
    uint8_t k[UCGO_MAX_SCALAR];
    uECC_RNG_Function rng = rfc6979 ? NULL : ucgo_caller_rng(uECC_get_rng());
    int i = ucgo_index(curve), r = 0, tries;
    if (i < 0 || !ucgo_can_call() || !ucgo_scalar_ok(curve, priv) || !ucgo_drbg_init(&d, ctx)) {
        return 0;
    }
    ucgo_drbg_seed(&d, x, xlen, m, mlen);
    for (tries = 0; tries < UCGO_MAX_TRIES; tries++) {
        if (ucgo_drbg_nonce(&d, curve, rfc6979, ws, k) &&
            (!rng || (ucgo_draw(rng, curve, 0, ws, NULL) && ucgo_draw(rng, curve, 1, ws, NULL)))) {
            int s = ucgo_try_nonce(i, priv, hash, n, k, sig, NULL);
            if (s >= 0) {
                r = s;
                break;
            }
        }
        ucgo_drbg_reseed(&d);
    }
    ucgo_wipe(&d, sizeof d);
    ucgo_wipe(k, sizeof k);
    return r;
}

/* micro-ecc's HMAC-DRBG is seeded with the first field-size bytes of the
 * key and the whole message hash; the signature signs bits2int of the
 * hash, of which only the first private-key-size bytes count. */
int ucgo_sign_deterministic_ws(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                               const uECC_HashContext *hash_context, uint8_t *signature, uECC_Curve curve, int ws) {
    uint8_t priv[UCGO_MAX_SCALAR], hash[UCGO_MAX_SCALAR], sig[UCGO_MAX_PUBLIC];
    int i = UCGO_ARGS(curve, private_key, hash_context, signature), n, r;
    if (i < 0 || !ucgo_hash_usable(hash_context)) {
        return 0;
    }
    if (!ucgo_hash_whole(message_hash, hash_size) || (n = ucgo_take_hash(i, message_hash, hash_size, hash)) < 0) {
        return 0;
    }
    memcpy(priv, private_key, UCGO_PRIV(i));
    r = ucgo_sign_hmac(curve, hash_context, 0, ws, priv, (unsigned)UCGO_FIELD(i), message_hash, hash_size, priv,
                       hash, (unsigned)n, sig);
    ucgo_wipe(priv, sizeof priv);
    if (r) {
        memcpy(signature, sig, UCGO_PAIR(i));
    }
    return r;
}

int uECC_sign_with_k(const uint8_t *private_key,
                     const uint8_t *message_hash,
                     unsigned hash_size,
                     const uint8_t *k,
                     uint8_t *signature,
                     uECC_Curve curve) {
    uint8_t priv[UCGO_MAX_SCALAR], hash[UCGO_MAX_SCALAR], nonce[UCGO_MAX_SCALAR], sig[UCGO_MAX_PUBLIC];
    int i = UCGO_ARGS(curve, private_key, k, signature), n, r = 0;
    if (i < 0) {
        return 0;
    }
    if ((n = ucgo_take_hash(i, message_hash, hash_size, hash)) < 0) {
        return 0;
    }
    memcpy(priv, private_key, UCGO_PRIV(i));
    memcpy(nonce, k, UCGO_PRIV(i));
    if (ucgo_enter()) {
        r = ucgo_sign_with_k(i, priv, hash, (unsigned)n, nonce, sig);
        ucgo_leave();
    }
    ucgo_wipe(priv, sizeof priv);
    ucgo_wipe(nonce, sizeof nonce);
    if (r) {
        memcpy(signature, sig, UCGO_PAIR(i));
    }
    return r;
}

/* RFC 6979 §3.2: the DRBG is seeded with the key and bits2octets of the
 * hash. */
int uECC_sign_rfc6979(const uint8_t *private_key,
                      const uint8_t *message_hash,
                      unsigned hash_size,
                      const uECC_HashContext *hash_context,
                      uint8_t *signature,
                      uECC_Curve curve) {
    uint8_t priv[UCGO_MAX_SCALAR], hash[UCGO_MAX_SCALAR], h[UCGO_MAX_SCALAR], sig[UCGO_MAX_PUBLIC];
    int i = UCGO_ARGS(curve, private_key, hash_context, signature), n, r;
    unsigned size;
    if (i < 0 || !ucgo_hash_usable(hash_context)) {
        return 0;
    }
    if ((n = ucgo_take_hash(i, message_hash, hash_size, hash)) < 0) {
        return 0;
    }
    size = (unsigned)UCGO_PRIV(i);
    memcpy(priv, private_key, size);
    ucgo_bits2octets(curve, h, hash, (unsigned)n);
    r = ucgo_sign_hmac(curve, hash_context, 1, uECC_LIBRARY_WORD_SIZE, priv, size, h, size, priv, hash, (unsigned)n,
                       sig);
    ucgo_wipe(priv, sizeof priv);
    if (r) {
        memcpy(signature, sig, UCGO_PAIR(i));
    }
    return r;
}

/* uECC_sign_hedged: uecc.Curve.Sign's hedged nonce, with its 32 fresh bytes
 * from the installed RNG. Built as uECC_schnorr_sign with aux_rand NULL
 * (below): none installed fails without a request, as uECC_sign does; the
 * caller's own is called here, in C, with one request of 32 bytes, once the
 * key is known to be valid (a call bound to fail makes no callback); from
 * the default one Go draws for itself (capi.go, ucgo_sign_hedged). The hash
 * is staged as uECC_sign's (ucgo_take_hash): bits2int reads no more. No
 * word-size forms: the one request is whole words of every size. */
#define UCGO_HEDGE_BYTES 32

int uECC_sign_hedged(const uint8_t *private_key,
                     const uint8_t *message_hash,
                     unsigned hash_size,
                     uint8_t *signature,
                     uECC_Curve curve) {
    uint8_t priv[UCGO_MAX_SCALAR], hash[UCGO_MAX_SCALAR], fresh[UCGO_HEDGE_BYTES], sig[UCGO_MAX_PUBLIC];
    uECC_RNG_Function rng = uECC_get_rng();
    int i = UCGO_ARGS(curve, private_key, signature), n, r = 0, draw;
    if (i < 0 || !rng) {
        return 0;
    }
    if ((n = ucgo_take_hash(i, message_hash, hash_size, hash)) < 0) {
        return 0;
    }
    draw = !ucgo_caller_rng(rng);
    memcpy(priv, private_key, UCGO_PRIV(i));
    if (ucgo_can_call() && ucgo_scalar_ok(curve, priv) && (draw || rng(fresh, sizeof fresh)) && ucgo_enter()) {
        r = ucgo_sign_hedged(i, priv, hash, (unsigned)n, fresh, draw, sig);
        ucgo_leave();
    }
    ucgo_wipe(priv, sizeof priv);
    ucgo_wipe(fresh, sizeof fresh);
    if (r) {
        memcpy(signature, sig, UCGO_PAIR(i));
    }
    return r;
}

/* uECC_sign_hedged_batch: uECC_sign_hedged for count hashes at once
 * (uecc.Curve.SignBatch), staged as it is: the leftmost bytes of each hash
 * that bits2int reads, the count requests of 32 bytes from the caller's
 * RNG, and the signatures, in one area of the function's own, which is on
 * the stack for small batches and in fresh pages from mmap for larger ones
 * (not malloc: a signal handler may call the library; see
 * ucgo_take_message). UCGO_BATCH_MAX bounds count, so that the area's size
 * cannot overflow and no one call holds the gate for long (a batch of 65536
 * signs in about half a second). An unreadable hash or signature buffer
 * faults in a memcpy here, in C; if the program's SIGSEGV handler then
 * leaves with siglongjmp, a large batch's pages stay mapped, as a long
 * message's do. */
#define UCGO_BATCH_MAX 65536u
#define UCGO_BATCH_STACK 2048

int uECC_sign_hedged_batch(const uint8_t *private_key,
                           const uint8_t *message_hashes,
                           unsigned hash_size,
                           unsigned count,
                           uint8_t *signatures,
                           uECC_Curve curve) {
    uint8_t priv[UCGO_MAX_SCALAR], stack[UCGO_BATCH_STACK];
    uint8_t *area = stack, *hashes, *fresh, *sigs;
    uECC_RNG_Function rng = uECC_get_rng();
    int i = UCGO_ARGS(curve, private_key, signatures), r = 0, draw;
    size_t n, size, k;
    if (i < 0 || !rng || count > UCGO_BATCH_MAX) {
        return 0;
    }
    if (!message_hashes && hash_size != 0 && count != 0) {
        return 0;
    }
    /* On a 32-bit target the hashes must span less than 2^31 bytes and not
     * run past the end of the address space (as ucgo_hash_whole checks one
     * hash). */
    if (sizeof(void *) < 8 && count != 0 && message_hashes &&
        ((uint64_t)hash_size * count > 0x7fffffffu ||
         (uintptr_t)message_hashes + (uintptr_t)hash_size * count < (uintptr_t)message_hashes)) {
        return 0;
    }
    n = hash_size < UCGO_PRIV(i) ? hash_size : UCGO_PRIV(i);
    size = count * (n + UCGO_HEDGE_BYTES + UCGO_PAIR(i));
    if (size > sizeof stack) {
        void *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) {
            return 0;
        }
        area = p;
    }
    hashes = area;
    fresh = hashes + count * n;
    sigs = fresh + count * UCGO_HEDGE_BYTES;
    for (k = 0; k < count && n > 0; k++) {
        memcpy(hashes + k * n, message_hashes + k * (size_t)hash_size, n);
    }
    draw = !ucgo_caller_rng(rng);
    memcpy(priv, private_key, UCGO_PRIV(i));
    if (count == 0) {
        r = ucgo_can_call() && ucgo_scalar_ok(curve, priv);
    } else if (ucgo_can_call() && ucgo_scalar_ok(curve, priv)) {
        int drawn = 1;
        for (k = 0; !draw && drawn && k < count; k++) {
            drawn = rng(fresh + k * UCGO_HEDGE_BYTES, UCGO_HEDGE_BYTES);
        }
        if (drawn && ucgo_enter()) {
            r = ucgo_sign_hedged_batch(i, priv, hashes, (unsigned)n, count, fresh, draw, sigs);
            ucgo_leave();
        }
    }
    ucgo_wipe(priv, sizeof priv);
    ucgo_wipe(fresh, count * UCGO_HEDGE_BYTES);
    if (r && count > 0) {
        memcpy(signatures, sigs, count * UCGO_PAIR(i));
    }
    if (area != stack) {
        munmap(area, size);
    }
    return r;
}

int ucgo_sign_recoverable_ws(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                             uint8_t *signature, uint8_t *recovery_id, uECC_Curve curve, int ws) {
    uint8_t priv[UCGO_MAX_SCALAR], hash[UCGO_MAX_SCALAR], sig[UCGO_MAX_PUBLIC], v = 0;
    int i = UCGO_ARGS(curve, private_key, signature, recovery_id), n, r = 0;
    uECC_RNG_Function rng = uECC_get_rng();
    if (i < 0 || !rng) {
        return 0;
    }
    if ((n = ucgo_take_hash(i, message_hash, hash_size, hash)) < 0) {
        return 0;
    }
    memcpy(priv, private_key, UCGO_PRIV(i));
    if (ucgo_caller_rng(rng)) {
        r = ucgo_sign_drawn(i, curve, rng, ws, priv, hash, (unsigned)n, sig, &v);
    } else if (ucgo_enter()) {
        r = ucgo_sign_recoverable(i, priv, hash, (unsigned)n, sig, &v);
        ucgo_leave();
    }
    ucgo_wipe(priv, sizeof priv);
    if (r) {
        memcpy(signature, sig, UCGO_PAIR(i));
        *recovery_id = v;
    }
    return r;
}

/* The functions that draw random numbers, with the library's word size;
 * w1.c, w4.c, w8.c and le*.c define their other forms over the same _ws
 * functions. */
#define UCGO_ENTRY(name) ucgo_##name##_ws
#define UCGO_ENTRY_WS uECC_LIBRARY_WORD_SIZE
#include "draw_entries.h"

int uECC_recover_public_key(const uint8_t *message_hash,
                            unsigned hash_size,
                            const uint8_t *signature,
                            unsigned recovery_id,
                            uint8_t *public_key,
                            uECC_Curve curve) {
    uint8_t hash[UCGO_MAX_SCALAR], sig[UCGO_MAX_PUBLIC], pub[UCGO_MAX_PUBLIC];
    int i = UCGO_ARGS(curve, signature, public_key), n, r = 0;
    if (i < 0 || recovery_id > 3) {
        return 0;
    }
    if ((n = ucgo_take_hash(i, message_hash, hash_size, hash)) < 0) {
        return 0;
    }
    memcpy(sig, signature, UCGO_PAIR(i));
    if (ucgo_enter()) {
        r = ucgo_recover_public_key(i, hash, (unsigned)n, sig, recovery_id, pub);
        ucgo_leave();
    }
    if (r) {
        memcpy(public_key, pub, UCGO_PAIR(i));
    }
    return r;
}

/* The longest DER signature of these curves is 141 bytes (secp521r1: two
 * INTEGERs of 69 bytes, a 0x00 before a first byte of 0x80 or more, in a
 * SEQUENCE with a long-form length; 139 while r and s are below n; 72 on the
 * curves of up to 256 bits); longer input is refused before it reaches Go. */
#define UCGO_MAX_DER 141

int uECC_signature_to_der(const uint8_t *signature, uint8_t *der, unsigned *der_size, uECC_Curve curve) {
    uint8_t sig[UCGO_MAX_PUBLIC], out[UCGO_MAX_DER];
    unsigned cap;
    int i = UCGO_ARGS(curve, signature, der, der_size), r = 0;
    if (i < 0) {
        return 0;
    }
    memcpy(sig, signature, UCGO_PAIR(i));
    cap = *der_size < UCGO_MAX_DER ? *der_size : UCGO_MAX_DER;
    if (ucgo_enter()) {
        r = ucgo_signature_to_der(i, sig, out, cap);
        ucgo_leave();
    }
    if (r <= 0) {
        return 0;
    }
    memcpy(der, out, (size_t)r);
    *der_size = (unsigned)r;
    return 1;
}

int uECC_signature_from_der(const uint8_t *der, unsigned der_size, uint8_t *signature, uECC_Curve curve) {
    uint8_t in[UCGO_MAX_DER], sig[UCGO_MAX_PUBLIC];
    int i = UCGO_ARGS(curve, der, signature), r = 0;
    if (i < 0 || der_size == 0 || der_size > UCGO_MAX_DER) {
        return 0;
    }
    memcpy(in, der, der_size);
    if (ucgo_enter()) {
        r = ucgo_signature_from_der(i, in, der_size, sig);
        ucgo_leave();
    }
    if (r) {
        memcpy(signature, sig, UCGO_PAIR(i));
    }
    return r;
}

int uECC_verify(const uint8_t *public_key,
                const uint8_t *message_hash,
                unsigned hash_size,
                const uint8_t *signature,
                uECC_Curve curve) {
    uint8_t pub[UCGO_MAX_PUBLIC], hash[UCGO_MAX_SCALAR], sig[UCGO_MAX_PUBLIC];
    int i = UCGO_ARGS(curve, public_key, signature), n, r;
    if (i < 0) {
        return 0;
    }
    if ((n = ucgo_take_hash(i, message_hash, hash_size, hash)) < 0) {
        return 0;
    }
    memcpy(pub, public_key, UCGO_PAIR(i));
    memcpy(sig, signature, UCGO_PAIR(i));
    if (!ucgo_enter()) {
        return 0;
    }
    r = ucgo_verify(i, pub, hash, (unsigned)n, sig);
    ucgo_leave();
    return r;
}

/* ---- BIP-340 Schnorr signatures (uECC_ext.h) ----------------------------
 *
 * Built the same way as the functions above: the arguments checked
 * (UCGO_NONNULL: no curve handle), every input staged in the function's own
 * buffers, the caller's RNG called from C before the call enters Go, the
 * outputs written from the function's own buffers only on success. No
 * _le or word-size forms: BIP-340's byte strings are fixed, and the one
 * random request (32 bytes of aux_rand) is whole words of every size. In a
 * library without secp256k1 (UECC_CURVES) the three return 0: capi/schnorr.go,
 * and uecc/schnorr with it, is left out of that build. */

/* Messages up to this size are staged on the stack; longer ones in pages
 * from mmap (not malloc: a signal handler may call the library, and the
 * copy must not wait for a lock the interrupted code holds). */
#define UCGO_MSG_STACK 512

/* ucgo_take_message copies the size bytes at message (NULL only for size
 * 0, which ucgo_hash_whole has checked) to buf (UCGO_MSG_STACK bytes) or,
 * longer, to fresh pages, and returns the copy, or NULL if the pages cannot
 * be had. Signing hashes the message twice (the nonce, then the challenge):
 * from the caller's buffer, another thread that changed it in between
 * would get two signatures with one nonce and different challenges, which
 * give the private key away. ucgo_give_message releases the copy. (An
 * unreadable message faults in the memcpy, in C, as every staged input
 * does; if the program's SIGSEGV handler then leaves with siglongjmp, the
 * pages of a long message's copy stay mapped.) */
static uint8_t *ucgo_take_message(const uint8_t *message, unsigned size, uint8_t *buf) {
    uint8_t *m = buf;
    if (size > UCGO_MSG_STACK) {
        void *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) {
            return NULL;
        }
        m = p;
    }
    if (size > 0) {
        memcpy(m, message, size);
    }
    return m;
}

static void ucgo_give_message(uint8_t *m, unsigned size) {
    if (size > UCGO_MSG_STACK) {
        munmap(m, size);
    }
}

int uECC_schnorr_public_key(const uint8_t *private_key, uint8_t *public_key_x) {
#if UCGO_HAS_SECP256K1
    uint8_t priv[32], pub[32];
    int r = 0;
    if (!UCGO_NONNULL(private_key, public_key_x)) {
        return 0;
    }
    memcpy(priv, private_key, sizeof priv);
    if (ucgo_enter()) {
        r = ucgo_schnorr_public_key(priv, pub);
        ucgo_leave();
    }
    ucgo_wipe(priv, sizeof priv);
    if (r) {
        memcpy(public_key_x, pub, sizeof pub);
    }
    return r;
#else
    (void)private_key;
    (void)public_key_x;
    return 0;
#endif
}

/* With aux_rand NULL the 32 bytes come from the installed RNG: none
 * installed fails without a request, as uECC_make_key and uECC_sign do;
 * the caller's own is called here, in C, once the key is known to be
 * valid (a call bound to fail makes no callback); from the default one Go
 * draws for itself (capi/schnorr.go), as from it in uECC_make_key. */
int uECC_schnorr_sign(const uint8_t *private_key,
                      const uint8_t *message,
                      unsigned message_size,
                      const uint8_t *aux_rand,
                      uint8_t *signature) {
#if UCGO_HAS_SECP256K1
    uint8_t priv[32], aux[32], sig[64], buf[UCGO_MSG_STACK], *msg;
    uECC_RNG_Function rng = NULL;
    int r = 0, draw = 0;
    if (!UCGO_NONNULL(private_key, signature) || !ucgo_hash_whole(message, message_size)) {
        return 0;
    }
    if (!aux_rand) {
        rng = uECC_get_rng();
        if (!rng) {
            return 0;
        }
        draw = !ucgo_caller_rng(rng);
    }
    if ((msg = ucgo_take_message(message, message_size, buf)) == NULL) {
        return 0;
    }
    memcpy(priv, private_key, sizeof priv);
    if (aux_rand) {
        memcpy(aux, aux_rand, sizeof aux);
    }
    if (ucgo_can_call() && ucgo_scalar_ok(uECC_secp256k1(), priv) && (aux_rand || draw || rng(aux, sizeof aux)) &&
        ucgo_enter()) {
        r = ucgo_schnorr_sign(priv, msg, message_size, aux, draw, sig);
        ucgo_leave();
    }
    ucgo_wipe(priv, sizeof priv);
    ucgo_wipe(aux, sizeof aux);
    ucgo_give_message(msg, message_size);
    if (r) {
        memcpy(signature, sig, sizeof sig);
    }
    return r;
#else
    (void)private_key;
    (void)message;
    (void)message_size;
    (void)aux_rand;
    (void)signature;
    return 0;
#endif
}

int uECC_schnorr_verify(const uint8_t *public_key_x,
                        const uint8_t *message,
                        unsigned message_size,
                        const uint8_t *signature) {
#if UCGO_HAS_SECP256K1
    uint8_t pub[32], sig[64], buf[UCGO_MSG_STACK], *msg;
    int r = 0;
    if (!UCGO_NONNULL(public_key_x, signature) || !ucgo_hash_whole(message, message_size)) {
        return 0;
    }
    if ((msg = ucgo_take_message(message, message_size, buf)) == NULL) {
        return 0;
    }
    memcpy(pub, public_key_x, sizeof pub);
    memcpy(sig, signature, sizeof sig);
    if (ucgo_enter()) {
        r = ucgo_schnorr_verify(pub, msg, message_size, sig);
        ucgo_leave();
    }
    ucgo_give_message(msg, message_size);
    return r;
#else
    (void)public_key_x;
    (void)message;
    (void)message_size;
    (void)signature;
    return 0;
#endif
}
