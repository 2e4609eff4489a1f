/* rest.c: the Go runtime's own threads, and whether they are all at rest.
 *
 * A forked child has only the thread that called fork(). If another thread
 * of the runtime held a lock at that moment (the scheduler's, the heap's),
 * the lock stays held in the child for ever, and the child's first call
 * into Go waits for it. So fork() must happen while every thread the
 * runtime owns is parked: blocked in the kernel on one of the runtime's
 * notes, holding nothing. uecc.c's prepare handler calls ucgo_await_rest
 * to wait for that moment.
 *
 * The runtime starts every thread it owns through pthread_create (package
 * runtime/cgo): every build of the library links with
 * -Wl,--wrap=pthread_create (mk/c.mk), which sends those calls, and only
 * those (the program's own calls are outside the wrapped objects), through
 * __wrap_pthread_create below. Each new thread records its kernel thread
 * id before it runs the runtime's start function.
 *
 * A thread is parked when /proc/self/task/<tid>/syscall shows it blocked in
 * futex(FUTEX_WAIT_PRIVATE) on the value 0 and /proc/self/task/<tid>/stat
 * shows it sleeping (a woken thread still waiting for a CPU shows the same
 * syscall line, and the state R): that is the runtime's
 * notesleep and notetsleep (idle Ms, sysmon's long sleep once every P is
 * idle, the template thread). A thread waiting for a runtime lock waits on
 * a semaphore value of -1 instead, and sysmon's short sleeps are nanosleep:
 * neither counts. Parked at one instant is not enough (a thread seen parked
 * may be woken by one seen later, before that one parked), so two scans are
 * made, and the second must find every thread parked with the same count
 * of context switches as the first: then there was an interval in which all
 * of them were parked at once, and from there only an outside event (a
 * timer of the runtime's, a signal) can wake one, since calls into Go are
 * held at the gate.
 *
 * The syscall file shows the number of the call as the kernel that runs the
 * thread numbers it. Under an emulator (qemu-user running an ARM program on
 * an x86-64 host, as multi-architecture containers do) that is the host's
 * number, not the program's SYS_futex. So the number is learnt once, from a
 * thread of ucgo_learn_futex's own that waits in futex(FUTEX_WAIT_PRIVATE)
 * as the runtime's parked threads do.
 */
#define _GNU_SOURCE 1
#include <errno.h>
#include <fcntl.h>
#include <linux/futex.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "ucgo.h"

#define UCGO_MAX_THREADS 256

static int ucgo_spawned;                     /* threads the runtime asked for */
static int ucgo_recorded;                    /* slots taken in ucgo_tids */
static pid_t ucgo_tids[UCGO_MAX_THREADS];    /* 0 until the thread has started */

struct ucgo_start {
    void *(*fn)(void *);
    void *arg;
};

static void *ucgo_thread_entry(void *p) {
    struct ucgo_start s = *(struct ucgo_start *)p;
    int i;
    free(p);
    i = __atomic_fetch_add(&ucgo_recorded, 1, __ATOMIC_SEQ_CST);
    if (i < UCGO_MAX_THREADS) {
        __atomic_store_n(&ucgo_tids[i], (pid_t)syscall(SYS_gettid), __ATOMIC_RELEASE);
    }
    ucgo_signals_init(); /* this may be the runtime's first thread, started before uecc.c's constructor */
    ucgo_mark_self();    /* signals.c: blocked until the runtime's first unblocking */
    return s.fn(s.arg);
}

int __real_pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*fn)(void *), void *arg);

/* An archive of this package built by go build alone (Bazel's rules_go, a
 * Go developer's first try) leaves __real_pthread_create undefined, and
 * the program's link fails. GNU ld and gold print this text with the
 * undefined reference, so the failure says how to build the library. The
 * program must not link with --wrap=pthread_create itself instead: its own
 * threads would then pass through the wrapper and be taken for the
 * runtime's (their signals blocked, fork() waiting for them to park). */
static const char ucgo_build_hint[] __attribute__((used, section(".gnu.warning.__real_pthread_create"))) =
    "libuecc: this archive was built by go build alone; build libuecc.a with make lib (docs/C-API.md, "
    "\"How the archive is made\")";

/* The runtime's first thread starts at the first call, not at load.
 *
 * At load the runtime's initialiser (go.o's .init_array entry,
 * _rt0_<arch>_lib) installs its signal handlers and then asks, through
 * pthread_create, for the thread that initialises the runtime (with a NULL
 * argument; every later request of the runtime's carries one). The wrapper
 * keeps that first request's start function and reports success without creating the
 * thread (runtime/cgo's x_cgo_sys_thread_create never uses the handle), and
 * ucgo_launch creates it when a call first needs Go. So a program that has
 * not called the library has no thread of the runtime's: unshare(2) of a
 * user namespace (which needs a single-threaded process), seccomp's strict
 * mode, process-directed signals and fork() are as without the library;
 * and if no thread can be created at the first call (RLIMIT_NPROC reached:
 * OpenSSH-style sandboxes set it to 0), that call returns 0 instead of the
 * runtime aborting the process, and a later call tries again. */
enum { UCGO_FIRST_NONE, UCGO_FIRST_KEPT, UCGO_FIRST_STARTED };
int __wrap_pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*fn)(void *), void *arg);
static int ucgo_first_state;
static void *(*ucgo_first_fn)(void *);
static void *ucgo_first_arg;
static pthread_mutex_t ucgo_first_mu = PTHREAD_MUTEX_INITIALIZER;

int ucgo_launch(void) {
    int state = __atomic_load_n(&ucgo_first_state, __ATOMIC_ACQUIRE);
    if (state == UCGO_FIRST_KEPT) {
        pthread_t t;
        pthread_mutex_lock(&ucgo_first_mu);
        if (ucgo_first_state == UCGO_FIRST_KEPT && __wrap_pthread_create(&t, NULL, ucgo_first_fn, ucgo_first_arg) == 0) {
            __atomic_store_n(&ucgo_first_state, UCGO_FIRST_STARTED, __ATOMIC_RELEASE);
        }
        state = ucgo_first_state;
        pthread_mutex_unlock(&ucgo_first_mu);
    }
    return state == UCGO_FIRST_STARTED;
}

int ucgo_launched(void) { return __atomic_load_n(&ucgo_first_state, __ATOMIC_ACQUIRE) == UCGO_FIRST_STARTED; }

int __wrap_pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*fn)(void *), void *arg) {
    struct ucgo_start *s;
    sigset_t all, caller;
    int r;
    if (arg == NULL && __atomic_load_n(&ucgo_first_state, __ATOMIC_ACQUIRE) == UCGO_FIRST_NONE) {
        ucgo_first_fn = fn;
        ucgo_first_arg = arg;
        memset(thread, 0, sizeof *thread);
        __atomic_store_n(&ucgo_first_state, UCGO_FIRST_KEPT, __ATOMIC_RELEASE);
        return 0;
    }
    if ((s = malloc(sizeof *s)) == NULL) {
        return EAGAIN;
    }
    s->fn = fn;
    s->arg = arg;
    __atomic_add_fetch(&ucgo_spawned, 1, __ATOMIC_SEQ_CST);
    /* Every thread of the runtime starts with every signal blocked (the
     * runtime does the same for all but its first, which the library's
     * initialiser starts): the program's signals go to its own threads
     * from the start (signals.c). */
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &caller);
    r = __real_pthread_create(thread, attr, ucgo_thread_entry, s);
    pthread_sigmask(SIG_SETMASK, &caller, NULL);
    if (r != 0) {
        __atomic_sub_fetch(&ucgo_spawned, 1, __ATOMIC_SEQ_CST);
        free(s);
    }
    return r;
}

/* ucgo_read reads the small file at path into buf (NUL-terminated): the
 * number of bytes, or -1 with errno set. */
static int ucgo_read(const char *path, char *buf, int size) {
    int fd = open(path, O_RDONLY | O_CLOEXEC), n;
    if (fd < 0) {
        return -1;
    }
    do {
        n = (int)read(fd, buf, (size_t)size - 1);
    } while (n < 0 && errno == EINTR);
    if (n < 0) {
        int e = errno;
        close(fd);
        errno = e;
        return -1;
    }
    close(fd);
    buf[n] = 0;
    return n;
}

/* ucgo_syscall reads /proc/self/task/<tid>/syscall: 1 with the call's
 * number and its second and third arguments (a futex's op and value) if
 * the thread is blocked in a call, 0 if it is not (running), -1 with errno
 * set if the file cannot be read. */
static int ucgo_syscall(pid_t tid, long *nr, unsigned long *op, unsigned long *val) {
    char path[64], buf[256];
    unsigned long addr;
    snprintf(path, sizeof path, "/proc/self/task/%d/syscall", (int)tid);
    if (ucgo_read(path, buf, sizeof buf) < 0) {
        return -1;
    }
    return sscanf(buf, "%ld %lx %lx %lx", nr, &addr, op, val) == 4;
}

/* The number the syscall file shows for futex(), once learnt. */
static long ucgo_futex_nr = -1;

static int ucgo_probe_word;  /* the probe thread waits while it is 0 */
static pid_t ucgo_probe_tid; /* the probe thread's id, once it runs */

static void *ucgo_probe(void *unused) {
    (void)unused;
    __atomic_store_n(&ucgo_probe_tid, (pid_t)syscall(SYS_gettid), __ATOMIC_RELEASE);
    while (__atomic_load_n(&ucgo_probe_word, __ATOMIC_ACQUIRE) == 0) {
        syscall(SYS_futex, &ucgo_probe_word, FUTEX_WAIT_PRIVATE, 0, NULL, NULL, 0);
    }
    return NULL;
}

/* ucgo_learn_futex returns the number the syscall file shows for a thread
 * waiting in futex(FUTEX_WAIT_PRIVATE) on the value 0, read off a probe
 * thread within 100 ms, or SYS_futex if it cannot be read. It runs once
 * per process, from uecc.c's prepare handler (one fork at a time), which creates no
 * thread of the runtime's: the probe starts through the real
 * pthread_create and is not recorded. */
static long ucgo_learn_futex(void) {
    struct timespec pause = {0, 20000};
    pthread_t probe;
    long nr = SYS_futex;
    int i;
    if (__real_pthread_create(&probe, NULL, ucgo_probe, NULL) != 0) {
        return nr;
    }
    for (i = 0; i < 5000; i++) {
        pid_t tid = __atomic_load_n(&ucgo_probe_tid, __ATOMIC_ACQUIRE);
        long seen;
        unsigned long op, val;
        if (tid != 0) {
            int r = ucgo_syscall(tid, &seen, &op, &val);
            if (r < 0) {
                break;
            }
            if (r == 1 && op == FUTEX_WAIT_PRIVATE && val == 0) {
                nr = seen;
                break;
            }
        }
        nanosleep(&pause, NULL);
    }
    __atomic_store_n(&ucgo_probe_word, 1, __ATOMIC_SEQ_CST);
    syscall(SYS_futex, &ucgo_probe_word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
    pthread_join(probe, NULL);
    return nr;
}

/* ucgo_parked returns 1 if the thread tid is parked on a note of the
 * runtime, with *switches its count of context switches, or has exited
 * (*switches = -1); 0 if it is not parked; -1 if /proc cannot tell. */
static int ucgo_parked(pid_t tid, long long *switches) {
    char path[64], buf[256];
    long nr;
    unsigned long op, val;
    long long on_cpu, waited, runs;
    char *state;
    int r = ucgo_syscall(tid, &nr, &op, &val);
    if (r < 0) {
        if ((errno != ENOENT && errno != ESRCH) || access("/proc/self/task", F_OK) != 0) {
            return -1; /* no /proc, no file descriptor left, ... */
        }
        *switches = -1; /* exited */
        return 1;
    }
    if (r == 0 || nr != ucgo_futex_nr || op != FUTEX_WAIT_PRIVATE || val != 0) {
        return 0; /* running, in another call, or waiting for a lock */
    }
    /* Woken but not yet on a CPU (queued for one, as on a loaded host),
     * the thread still shows its wait in the syscall file; its state says
     * 'R'. */
    snprintf(path, sizeof path, "/proc/self/task/%d/stat", (int)tid);
    if (ucgo_read(path, buf, sizeof buf) < 0 || (state = strrchr(buf, ')')) == NULL) {
        return -1;
    }
    if (state[1] != ' ' || state[2] != 'S') {
        return 0;
    }
    snprintf(path, sizeof path, "/proc/self/task/%d/schedstat", (int)tid);
    if (ucgo_read(path, buf, sizeof buf) < 0 || sscanf(buf, "%lld %lld %lld", &on_cpu, &waited, &runs) != 3) {
        return -1;
    }
    *switches = runs;
    return 1;
}

/* ucgo_scan scans every thread the runtime started, except the caller:
 * 1 if all are parked (their switch counts in counts), 0 if one is not, -1
 * if they cannot be observed. */
static int ucgo_scan(long long *counts, int n) {
    pid_t self = (pid_t)syscall(SYS_gettid);
    int i;
    for (i = 0; i < n; i++) {
        pid_t tid = __atomic_load_n(&ucgo_tids[i], __ATOMIC_ACQUIRE);
        int r;
        if (tid == 0) {
            return 0; /* created, not yet started */
        }
        if (tid == self) {
            counts[i] = 0;
            continue;
        }
        r = ucgo_parked(tid, &counts[i]);
        if (r != 1) {
            return r;
        }
    }
    return 1;
}

/* The threads and switch counts of the last rest ucgo_await_rest found. */
static long long ucgo_rest_counts[UCGO_MAX_THREADS];
static int ucgo_rest_n;

int ucgo_await_rest(long max_ns) {
    static long long first[UCGO_MAX_THREADS];
    long long *second = ucgo_rest_counts;
    struct timespec pause = {0, 20000}, start, now;
    if (ucgo_futex_nr < 0) {
        ucgo_futex_nr = ucgo_learn_futex();
    }
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (;;) {
        int n = __atomic_load_n(&ucgo_spawned, __ATOMIC_SEQ_CST), r;
        if (n > UCGO_MAX_THREADS || __atomic_load_n(&ucgo_recorded, __ATOMIC_SEQ_CST) > UCGO_MAX_THREADS) {
            return -1;
        }
        r = ucgo_scan(first, n);
        if (r < 0) {
            return -1;
        }
        if (r == 1) {
            nanosleep(&pause, NULL);
            if (ucgo_scan(second, n) == 1 && n == __atomic_load_n(&ucgo_spawned, __ATOMIC_SEQ_CST) &&
                memcmp(first, second, (size_t)n * sizeof first[0]) == 0) {
                ucgo_rest_n = n;
                return 1;
            }
        }
        clock_gettime(CLOCK_MONOTONIC, &now);
        if ((now.tv_sec - start.tv_sec) * 1000000000L + (now.tv_nsec - start.tv_nsec) > max_ns) {
            return 0;
        }
        nanosleep(&pause, NULL);
    }
}

int ucgo_still_at_rest(void) {
    static long long now[UCGO_MAX_THREADS];
    int n = ucgo_rest_n;
    return n == __atomic_load_n(&ucgo_spawned, __ATOMIC_SEQ_CST) && ucgo_scan(now, n) == 1 &&
           memcmp(now, ucgo_rest_counts, (size_t)n * sizeof now[0]) == 0;
}

void ucgo_forget_threads(void) {
    memset(ucgo_tids, 0, sizeof ucgo_tids);
    __atomic_store_n(&ucgo_recorded, 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&ucgo_spawned, 0, __ATOMIC_SEQ_CST);
}
