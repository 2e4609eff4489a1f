/* test_limits.c: limits and sandboxes that a program may set up before it
 * calls the library, as it may with micro-ecc.
 *
 * The Go runtime inside the library starts its first thread at the first
 * call, not at load (capi/rest.c), so until then the program is alone:
 *
 *   - threads: /proc/self/status shows 1 thread in main before the first
 *     call, more after it;
 *   - unshare(CLONE_NEWUSER), which a multi-threaded process cannot do
 *     (EINVAL), succeeds before the first call (or fails only for want of
 *     permission here: EPERM, ENOSPC, EACCES), and the calls work after it;
 *   - seccomp's strict mode in a process that has not called: it writes,
 *     then exits through a forbidden system call, and ends (killed or
 *     exited) within 5 s; with a thread of the runtime alive it would
 *     never end;
 *   - RLIMIT_NPROC reached (the soft limit set to 0, as OpenSSH's sandboxes
 *     do, in a process that is not root: as root, setuid(nobody) first, since
 *     the limit does not bind root): the first call returns 0, with its
 *     outputs untouched, instead of aborting the process; with the limit
 *     raised again the next call works.
 *
 * Each case runs in a fresh process (this program run again with an
 * argument: a forked child would be single-threaded anyway) under a 5 s
 * watchdog. Built against libuecc.a (test_limits) and libuecc.so
 * (test_limits_so).
 */
#define _GNU_SOURCE 1
#include <errno.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "uECC.h"

#ifndef TEST_NAME
#define TEST_NAME "test_limits"
#endif

/* threads returns the number of this process's threads, or -1. */
static int threads(void) {
    char line[256];
    int n = -1;
    FILE *f = fopen("/proc/self/status", "r");
    if (f == NULL) {
        return -1;
    }
    while (fgets(line, sizeof line, f)) {
        if (sscanf(line, "Threads: %d", &n) == 1) {
            break;
        }
    }
    fclose(f);
    return n;
}

static int key_and_signature(void) {
    uint8_t pub[64], priv[32], hash[32] = {1}, sig[64];
    return uECC_make_key(pub, priv, uECC_secp256r1()) && uECC_sign(priv, hash, 32, sig, uECC_secp256r1()) &&
           uECC_verify(pub, hash, 32, sig, uECC_secp256r1());
}

/* exited reports whether the wait status st is an exit with code. */
static int exited(int st, int code) { return st >= 0 && WIFEXITED(st) && WEXITSTATUS(st) == code; }

/* run_self runs this program again with the argument mode, in a new
 * process (exec: the library freshly loaded, as in any program), and
 * returns its wait status, or -1 if it did not end within 5 s (it is then
 * killed). */
static int run_self(const char *mode) {
    struct timespec tick = {0, 10 * 1000 * 1000};
    int st = 0, waited;
    pid_t p = fork();
    if (p == 0) {
        execl("/proc/self/exe", "test_limits", mode, (char *)NULL);
        _exit(127);
    }
    if (p < 0) {
        return -2;
    }
    for (waited = 0; waited < 500; waited++) {
        if (waitpid(p, &st, WNOHANG) == p) {
            return st;
        }
        nanosleep(&tick, NULL);
    }
    kill(p, SIGKILL);
    waitpid(p, &st, 0);
    return -1;
}

/* In a process that has not called: unshare a user namespace. 0 if it
 * worked, 3 if not permitted here, 1 for EINVAL (threads), 2 if the calls
 * fail afterwards. */
static int unshare_then_call(void) {
    if (unshare(CLONE_NEWUSER) != 0) {
        return errno == EINVAL ? 1 : 3;
    }
    return key_and_signature() ? 0 : 2;
}

/* In a process that has not called: strict seccomp, a write, then exit_group
 * (forbidden: the kernel kills the thread). */
static int strict_then_exit(void) {
    static const char msg[] = "";
    if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_STRICT) != 0) {
        return 3;
    }
    if (write(1, msg, 0) != 0) {
        syscall(SYS_exit, 4);
    }
    syscall(SYS_exit_group, 0);
    return 5; /* not reached */
}

/* In a process: no thread may be created; the first call must return 0 with
 * its outputs untouched, and after the limit is raised the next works. */
static int nproc_first_call(void) {
    uint8_t pub[64], priv[32], before[96];
    struct rlimit old, none;
    if (geteuid() == 0 && setuid(65534) != 0) {
        return 3;
    }
    if (getrlimit(RLIMIT_NPROC, &old) != 0) {
        return 3;
    }
    none = old;
    none.rlim_cur = 0;
    if (setrlimit(RLIMIT_NPROC, &none) != 0) {
        return 3;
    }
    memset(pub, 0xa5, sizeof pub);
    memset(priv, 0xa5, sizeof priv);
    memcpy(before, pub, 64);
    memcpy(before + 64, priv, 32);
    if (uECC_make_key(pub, priv, uECC_secp256r1()) != 0) {
        return 1;
    }
    if (memcmp(before, pub, 64) != 0 || memcmp(before + 64, priv, 32) != 0) {
        return 2;
    }
    if (setrlimit(RLIMIT_NPROC, &old) != 0) {
        return 3;
    }
    return key_and_signature() ? 0 : 4;
}

int main(int argc, char **argv) {
    int st, before, after;
    if (argc == 2 && strcmp(argv[1], "unshare") == 0) {
        return unshare_then_call();
    }
    if (argc == 2 && strcmp(argv[1], "strict") == 0) {
        return strict_then_exit();
    }
    if (argc == 2 && strcmp(argv[1], "nproc") == 0) {
        return nproc_first_call();
    }
    alarm(60);
    before = threads();
    CHECK(before == 1, "threads before the first call: %d, want 1", before);

    st = run_self("unshare");
    CHECK(exited(st, 0) || exited(st, 3),
          "unshare(CLONE_NEWUSER) before the first call: status %#x (1: EINVAL, 2: calls failed after it)", st);
    printf("unshare(CLONE_NEWUSER) before the first call: %s\n",
           exited(st, 0) ? "works, and the calls after it" : exited(st, 3) ? "not permitted here" : "FAILS");

    st = run_self("strict");
    CHECK(st >= 0, "a process in seccomp's strict mode that never called: did not end within 5 s");
    printf("seccomp strict mode, never called: the process %s\n", st >= 0 ? "ends" : "hangs");

    st = run_self("nproc");
    CHECK(exited(st, 0) || exited(st, 3),
          "RLIMIT_NPROC 0 at the first call: status %#x (1: the call succeeded, 2: outputs written, 4: no call "
          "after the limit was raised; a signal: aborted)", st);
    printf("RLIMIT_NPROC 0 at the first call: %s\n",
           exited(st, 0) ? "returns 0, outputs untouched; works once raised"
                         : exited(st, 3) ? "cannot be set up here" : "FAILS");

    CHECK(key_and_signature(), "calls in main");
    after = threads();
    CHECK(after > 1, "threads after the first call: %d", after);
    printf("threads: %d before the first call, %d after\n", before, after);
    return check_finish(TEST_NAME);
}
