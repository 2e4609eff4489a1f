/* test_seccomp.c: the default RNG when the kernel refuses getrandom(2).
 *
 * Each case runs in a fresh process (this program, exec'd again with the
 * case's name), which installs a seccomp-BPF filter on all its threads and
 * then calls the library:
 *
 *   getrandom  getrandom(2) fails with EPERM, as under some container
 *              seccomp profiles. uECC_make_key, uECC_compute_public_key,
 *              uECC_shared_secret and uECC_sign succeed through the
 *              /dev/urandom fallback, both with the default RNG as
 *              installed (read by the Go side directly) and with it called
 *              through a C wrapper (the C function uECC_get_rng returns);
 *              the results verify.
 *   norandom   getrandom(2) and every open fail with EPERM, so /dev/urandom
 *              is out of reach too: the calls that need random bytes return
 *              0 (the process is not aborted), leave their outputs alone,
 *              and uECC_verify and a caller's own RNG still work. With the
 *              default RNG installed, uECC_compute_public_key and
 *              uECC_shared_secret still succeed: they need no random byte,
 *              and from the default RNG the library makes none of
 *              micro-ecc's blinding draws; through the C wrapper they make
 *              that draw, and return 0 when it fails.
 *
 * The parent checks that every case exits 0: a Go fatal error (exit 2), an
 * abort (SIGABRT, exit 134 from a shell) or a hang (the case's alarm, 20 s)
 * is a failure. On architectures without a filter here the test is skipped.
 */
#define _GNU_SOURCE 1
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"
#include "uECC.h"

#if defined(__x86_64__)
#define FILTER_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define FILTER_ARCH AUDIT_ARCH_AARCH64
#endif

#ifdef FILTER_ARCH

/* refuse installs a filter on every thread of the process that makes
 * getrandom(2), and with no_open also open/openat/openat2, fail with EPERM.
 * Returns 0 on success. */
static int refuse(int no_open) {
    struct sock_filter f[16];
    struct sock_fprog prog;
    unsigned n = 0;
    f[n++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch));
    f[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, FILTER_ARCH, 1, 0);
    f[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
    f[n++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr));
    f[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_getrandom, 4, 0);
    f[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, no_open ? SYS_openat : SYS_getrandom, 3, 0);
#ifdef SYS_open
    f[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, no_open ? SYS_open : SYS_getrandom, 2, 0);
#else
    f[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_getrandom, 2, 0);
#endif
    f[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, no_open ? 437 /* openat2 */ : SYS_getrandom, 1, 0);
    f[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW);
    f[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA));
    prog.len = (unsigned short)n;
    prog.filter = f;
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) {
        perror("prctl(PR_SET_NO_NEW_PRIVS)");
        return -1;
    }
    /* All threads (the Go runtime's included), as a container's profile
     * would; the calling thread alone if TSYNC is not available. */
    if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &prog) != 0 &&
        prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog, 0, 0) != 0) {
        perror("seccomp");
        return -1;
    }
    return 0;
}

static uECC_RNG_Function default_rng;

/* wrapped calls the default RNG through C, as a program that keeps the
 * function uECC_get_rng returned would. */
static int wrapped(uint8_t *dest, unsigned size) { return default_rng(dest, size); }

/* counter is a caller's own RNG: not random, but it never fails. */
static int counter(uint8_t *dest, unsigned size) {
    static uint8_t c = 1;
    unsigned i;
    for (i = 0; i < size; i++) {
        dest[i] = c++;
    }
    return 1;
}

/* with_rng runs the calls that draw random bytes with the installed RNG
 * and checks that they all succeed (want 1) or all fail leaving their
 * outputs alone (want 0); uECC_compute_public_key and uECC_shared_secret,
 * whose only draw is a blind, are to return want_blind. */
static void with_rng(const char *what, int want, int want_blind) {
    uECC_Curve c = uECC_secp256r1();
    uint8_t pub[64], priv[32], pub2[64], priv2[32], secret[32], sig[64], hash[32];
    uint8_t untouched[64];
    memset(hash, 0x5a, sizeof hash);
    memset(untouched, 0xee, sizeof untouched);

    memcpy(pub, untouched, 64);
    memcpy(priv, untouched, 32);
    CHECK(uECC_make_key(pub, priv, c) == want, "%s: uECC_make_key != %d", what, want);
    if (!want) {
        CHECK(memcmp(pub, untouched, 64) == 0 && memcmp(priv, untouched, 32) == 0,
              "%s: uECC_make_key wrote its outputs on failure", what);
        /* A valid private key made with the caller's own RNG. */
        uECC_RNG_Function installed = uECC_get_rng();
        uECC_set_rng(counter);
        CHECK(uECC_make_key(pub, priv, c) == 1, "%s: uECC_make_key with the caller's RNG", what);
        uECC_set_rng(installed);
    } else {
        CHECK(uECC_valid_public_key(pub, c) == 1, "%s: the new public key is invalid", what);
    }

    memcpy(pub2, untouched, 64);
    CHECK(uECC_compute_public_key(priv, pub2, c) == want_blind, "%s: uECC_compute_public_key != %d", what,
          want_blind);
    CHECK(want_blind ? memcmp(pub2, pub, 64) == 0 : memcmp(pub2, untouched, 64) == 0,
          "%s: uECC_compute_public_key's output", what);

    memcpy(sig, untouched, 64);
    CHECK(uECC_sign(priv, hash, sizeof hash, sig, c) == want, "%s: uECC_sign != %d", what, want);
    if (want) {
        CHECK(uECC_verify(pub, hash, sizeof hash, sig, c) == 1, "%s: the signature does not verify", what);
    } else {
        CHECK(memcmp(sig, untouched, 64) == 0, "%s: uECC_sign wrote its output on failure", what);
    }

    /* ECDH against a key made with the caller's RNG. */
    {
        uECC_RNG_Function installed = uECC_get_rng();
        uECC_set_rng(counter);
        CHECK(uECC_make_key(pub2, priv2, c) == 1, "%s: peer key", what);
        uECC_set_rng(installed);
    }
    memcpy(secret, untouched, 32);
    CHECK(uECC_shared_secret(pub2, priv, secret, c) == want_blind, "%s: uECC_shared_secret != %d", what,
          want_blind);
    if (!want_blind) {
        CHECK(memcmp(secret, untouched, 32) == 0, "%s: uECC_shared_secret wrote its output on failure", what);
    }

    /* Verification draws nothing: it works whatever the RNG does. */
    {
        uECC_RNG_Function installed = uECC_get_rng();
        uECC_set_rng(counter);
        CHECK(uECC_sign(priv, hash, sizeof hash, sig, c) == 1, "%s: sign with the caller's RNG", what);
        uECC_set_rng(installed);
        CHECK(uECC_verify(pub, hash, sizeof hash, sig, c) == 1, "%s: uECC_verify", what);
    }
}

/* run_case is the child's side: filter, then the calls. */
static int run_case(const char *name) {
    int no_open = strcmp(name, "norandom") == 0;
    uint8_t buf[16];
    long r;
    default_rng = uECC_get_rng();
    /* The library is loaded and its runtime running before the filter. */
    CHECK(uECC_curve_private_key_size(uECC_secp256r1()) == 32, "library not usable");
    if (refuse(no_open) != 0) {
        printf("test_seccomp: %s: cannot install a seccomp filter here; skipped\n", name);
        return 0;
    }
    r = syscall(SYS_getrandom, buf, sizeof buf, 0);
    CHECK(r == -1 && errno == EPERM, "%s: getrandom(2) is not refused (%ld, errno %d)", name, r, errno);

    CHECK(default_rng(buf, sizeof buf) == !no_open, "%s: the default RNG called from C returned %d",
          name, !no_open ? 0 : 1);
    uECC_set_rng(default_rng);
    with_rng(no_open ? "norandom, default" : "getrandom, default", !no_open, 1);
    uECC_set_rng(wrapped);
    with_rng(no_open ? "norandom, wrapped" : "getrandom, wrapped", !no_open, !no_open);
    /* Indented: the closing line of the whole test is the parent's. */
    return check_finish(no_open ? "  case norandom" : "  case getrandom");
}

/* spawn runs this program again as the named case, with a 20 s alarm. */
static int spawn(const char *self, const char *name) {
    int status;
    pid_t pid;
    fflush(stdout);
    pid = fork();
    if (pid < 0) {
        perror("fork");
        return -1;
    }
    if (pid == 0) {
        char *argv[3];
        argv[0] = (char *)self;
        argv[1] = (char *)name;
        argv[2] = NULL;
        alarm(20); /* kept across execve: a hang ends with SIGALRM */
        execv(self, argv);
        _exit(127);
    }
    if (waitpid(pid, &status, 0) != pid) {
        return -1;
    }
    return status;
}

int main(int argc, char **argv) {
    static const char *const cases[] = {"getrandom", "norandom"};
    unsigned i;
    if (argc > 1) {
        return run_case(argv[1]);
    }
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int status = spawn("/proc/self/exe", cases[i]);
        CHECK(status == 0, "case %s: %s %d", cases[i],
              status >= 0 && WIFSIGNALED(status) ? "killed by signal" : "exit status",
              status >= 0 && WIFSIGNALED(status) ? WTERMSIG(status) : (status >= 0 ? WEXITSTATUS(status) : -1));
    }
    return check_finish("test_seccomp");
}

#else /* no filter for this architecture */

int main(void) {
    printf("test_seccomp: no seccomp filter for this architecture; skipped\n");
    return check_finish("test_seccomp");
}

#endif
