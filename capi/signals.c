/* signals.c: the program's signals stay with the program's code.
 *
 * Without the library a C program's signal handlers run on its own stacks,
 * a signal sent to the process reaches one of its own threads, and a
 * thread's signal mask is what the program set. The Go runtime breaks all
 * three unless held back, and this file holds it back:
 *
 * - During a call. A handler that interrupts Go code runs on the
 *   goroutine's stack (8 KiB at first, no guard page) unless the handler
 *   has SA_ONSTACK: a large frame overflows into the Go heap; and a call
 *   from that handler re-enters the runtime on a thread that is already
 *   inside it, which the runtime cannot do. So ucgo_signals_hold blocks
 *   every asynchronous signal (ucgo_async) before a call enters Go and
 *   ucgo_signals_release restores the caller's mask exactly afterwards: a
 *   signal that arrives meanwhile waits, and its handler runs on the
 *   program's stack as the call returns (two system calls per call,
 *   docs/C-API.md gives their cost). The synchronous signals (faults) stay
 *   deliverable, as they must.
 *
 * - At a thread's first call. The runtime then takes the thread over for
 *   good (it keeps its M bound to the thread between calls): it unblocks
 *   SIGSTKFLT, SIGCHLD, SIGPROF and signals 32-34 in the thread's mask,
 *   whatever the caller's mask was, and installs its own 32 KiB
 *   alternate signal stack where the thread had none. Release puts both
 *   back. The unblocking happens inside the call, with the Go stack in use
 *   from then on, so before the first call hold queues the "mark" (below)
 *   to the thread itself: blocked until the runtime unblocks SIGSTKFLT,
 *   it is delivered at that very moment and its handler blocks the
 *   asynchronous signals again.
 *
 * - On the runtime's own threads. The runtime starts its threads (capi/
 *   rest.c's wrapper of pthread_create) with every signal blocked, then
 *   unblocks the same list; a signal sent to the process (kill, a child's
 *   SIGCHLD, a timer) goes to any thread that does not block it, so the
 *   runtime's threads would take the program's SIGTERM (killing a program
 *   that waits for it with sigwait), swallow SIGCHLD (a signalfd reaper
 *   never sees it) or run the program's handlers under Go. Each new
 *   thread queues the mark to itself before it runs the runtime: the
 *   runtime's first unblocking delivers it, and from then on the thread
 *   blocks every asynchronous signal, so the program's threads get them.
 *
 * The mark is SIGSTKFLT, which Linux itself never sends (it was meant for
 * a coprocessor stack fault) and whose default action would terminate the
 * process: the first signal the runtime unblocks, before SIGCHLD and
 * SIGPROF. It is sent with pthread_sigqueue carrying the address of
 * ucgo_mark_cookie, so the handler tells it from any other SIGSTKFLT. The
 * handler is installed at load, only if SIGSTKFLT then has its default
 * action, and used only while it is still installed: a program that takes
 * SIGSTKFLT for itself keeps it, and then only loses this file's work on
 * the runtime's threads and during each thread's first call.
 */
#define _GNU_SOURCE 1
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

#include "ucgo.h"

#define UCGO_MARK SIGSTKFLT

/* ucgo_async: the signals held off during calls and on the runtime's
 * threads: all but the synchronous ones (a fault blocked is a fault that
 * kills) and glibc's own two (32, 33: cancellation, set*id across threads;
 * glibc's sigfillset leaves them out). */
static sigset_t ucgo_async;
static const char ucgo_mark_cookie;

/* This thread's state: whether the runtime has bound it (a call has come
 * back), and during its first call what to restore. */
static __thread int ucgo_bound;
static __thread int ucgo_first;
static __thread sigset_t ucgo_caller_mask;
static __thread stack_t ucgo_caller_stack;

static void ucgo_on_mark(int sig, siginfo_t *si, void *ctx) {
    ucontext_t *uc = ctx;
    int s;
    if (si->si_code != SI_QUEUE || si->si_pid != getpid() || si->si_value.sival_ptr != (void *)&ucgo_mark_cookie) {
        /* Not the library's: SIGSTKFLT's default action, as without it. */
        struct sigaction dfl;
        memset(&dfl, 0, sizeof dfl);
        dfl.sa_handler = SIG_DFL;
        sigaction(sig, &dfl, NULL);
        kill(getpid(), sig);
        return;
    }
    /* The mask the thread returns to. Only signals 1-64, the kernel's
     * sigset_t: the rest of glibc's 128-byte sigset_t is not in the
     * kernel's signal frame. */
    for (s = 1; s <= 64; s++) {
        if (sigismember(&ucgo_async, s) == 1) {
            sigaddset(&uc->uc_sigmask, s);
        }
    }
}

static void ucgo_signals_setup(void) {
    static const int sync[] = {SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGSEGV, SIGSYS, SIGKILL, SIGSTOP};
    struct sigaction sa;
    unsigned i;
    sigfillset(&ucgo_async);
    for (i = 0; i < sizeof sync / sizeof sync[0]; i++) {
        sigdelset(&ucgo_async, sync[i]);
    }
    if (sigaction(UCGO_MARK, NULL, &sa) != 0 || (sa.sa_flags & SA_SIGINFO) || sa.sa_handler != SIG_DFL) {
        return;
    }
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = ucgo_on_mark;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESTART;
    sigfillset(&sa.sa_mask);
    sigaction(UCGO_MARK, &sa, NULL);
}

/* ucgo_signals_init makes ucgo_async and installs the mark's handler,
 * once. Both the library's constructor and each new runtime thread call
 * it: in libuecc.so the runtime's initialiser runs first (the Go linker
 * puts go.o's .init_array entry ahead of the package's C objects) and
 * starts its first thread, which may reach ucgo_mark_self before the
 * constructor has run; without the handler it would queue no mark and
 * keep the runtime's mask for good. */
void ucgo_signals_init(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, ucgo_signals_setup);
}

/* ucgo_mark_self queues the mark to this thread if the handler is still
 * the library's. */
void ucgo_mark_self(void) {
    struct sigaction cur;
    union sigval v;
    if (sigaction(UCGO_MARK, NULL, &cur) != 0 || !(cur.sa_flags & SA_SIGINFO) || cur.sa_sigaction != ucgo_on_mark) {
        return;
    }
    v.sival_ptr = (void *)&ucgo_mark_cookie;
    pthread_sigqueue(pthread_self(), UCGO_MARK, v);
}

void ucgo_signals_hold(void) {
    pthread_sigmask(SIG_BLOCK, &ucgo_async, &ucgo_caller_mask);
    if (!ucgo_bound) {
        ucgo_first = 1;
        sigaltstack(NULL, &ucgo_caller_stack);
        ucgo_mark_self();
    }
}

void ucgo_signals_release(int called_go) {
    if (ucgo_first) {
        sigset_t pending, mark;
        stack_t now;
        struct timespec zero = {0, 0};
        /* The runtime unblocks the mark only where it binds the thread;
         * a mark still pending is taken here, before the caller's mask
         * would let it run. */
        sigemptyset(&mark);
        sigaddset(&mark, UCGO_MARK);
        if (sigpending(&pending) == 0 && sigismember(&pending, UCGO_MARK) == 1) {
            sigtimedwait(&mark, NULL, &zero);
        }
        if (sigaltstack(NULL, &now) == 0 && (ucgo_caller_stack.ss_flags & SS_DISABLE) &&
            !(now.ss_flags & SS_DISABLE)) {
            stack_t off;
            memset(&off, 0, sizeof off);
            off.ss_flags = SS_DISABLE;
            sigaltstack(&off, NULL);
        }
        ucgo_first = 0;
        ucgo_bound = called_go;
    }
    pthread_sigmask(SIG_SETMASK, &ucgo_caller_mask, NULL);
}
