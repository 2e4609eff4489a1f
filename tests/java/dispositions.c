/* dispositions.c: loading libuecc_jni.so changes no signal disposition a
 * program set before (make test-java, tests/java/run.sh).
 *
 * A JVM has installed its handlers by the time it loads a JNI library; this
 * program stands in for it: a handler without SA_ONSTACK on every signal it
 * may catch (the library's mark, SIGSTKFLT, left at its default as in a
 * JVM), then dlopen of the library and its JNI_OnLoad, then every
 * disposition compared: handler, flags and mask. The Go runtime inside
 * would otherwise install its own handlers for five signals and add
 * SA_ONSTACK to the others (java/jni/uecc_jni.c).
 *
 *   dispositions build/java/libuecc_jni.so
 */
#define _GNU_SOURCE 1
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

static void handler(int sig) {
    (void)sig;
}

/* same_mask compares signals 1-64, the kernel's part of a sigset_t. */
static int same_mask(const sigset_t *a, const sigset_t *b) {
    int s;
    for (s = 1; s < 65; s++) {
        if (sigismember(a, s) != sigismember(b, s)) {
            return 0;
        }
    }
    return 1;
}

static int skipped(int sig) {
    return sig == SIGKILL || sig == SIGSTOP || sig == SIGSTKFLT || (sig >= 32 && sig < SIGRTMIN);
}

int main(int argc, char **argv) {
    struct sigaction before[65], after;
    int sig, changed = 0, checked = 0;
    void *lib;
    int (*on_load)(void *, void *);
    if (argc != 2) {
        fprintf(stderr, "usage: dispositions libuecc_jni.so\n");
        return 2;
    }
    for (sig = 1; sig < 65; sig++) {
        struct sigaction sa;
        if (skipped(sig)) {
            continue;
        }
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = handler;
        sa.sa_flags = SA_RESTART;
        sigfillset(&sa.sa_mask);
        sigaction(sig, &sa, NULL);
        sigaction(sig, NULL, &before[sig]);
    }
    lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL) {
        fprintf(stderr, "dispositions: %s\n", dlerror());
        return 1;
    }
    *(void **)&on_load = dlsym(lib, "JNI_OnLoad");
    if (on_load == NULL) {
        fprintf(stderr, "dispositions: no JNI_OnLoad\n");
        return 1;
    }
    for (int pass = 0; pass < 2; pass++) {
        for (sig = 1; sig < 65; sig++) {
            if (skipped(sig)) {
                continue;
            }
            sigaction(sig, NULL, &after);
            checked++;
            if (after.sa_handler != before[sig].sa_handler || after.sa_flags != before[sig].sa_flags ||
                !same_mask(&after.sa_mask, &before[sig].sa_mask)) {
                printf("FAIL signal %d (%s) changed %s: flags %#x, were %#x\n", sig, strsignal(sig),
                       pass ? "after JNI_OnLoad" : "by loading", (unsigned)after.sa_flags,
                       (unsigned)before[sig].sa_flags);
                changed++;
            }
        }
        if (pass == 0) {
            on_load(NULL, NULL);
        }
    }
    printf("dispositions: %d passed, %d failed\n", checked - changed, changed);
    return changed != 0;
}
