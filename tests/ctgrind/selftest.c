/* selftest.c: drives tests/ctgrind/selftest (a Go c-archive built with
 * -tags 'valgrind ctgrind_selftest') under memcheck, as ctgrind.c drives the
 * library: a secret buffer is marked undefined and handed to one export.
 *
 * Usage: selftest mode...   (each mode in turn, in one process)
 *
 *   branch        Go: a loop as long as a secret byte
 *   index         Go: a table read at a secret index
 *   declassified  Go: the branch of `branch` on ct.Declassify(byte)
 *   asmindex      assembly: a copy of a library product (MULX/ADCX/ADOX)
 *                 with a table read at a secret index inside
 *   asmbranch     the same copy with a jump on a secret bit inside
 *   asmclean      the same copy without a leak
 *
 * `make ctgrind-selftest` expects memcheck errors for branch, index,
 * asmindex and asmbranch, each run alone (the harness can fail, in Go and in
 * assembly), and none for declassified and asmclean (Declassify works; the
 * assembly runs clean under memcheck). The assembly modes also check the
 * product against math/big; asmclean checks that its output is still
 * undefined (the secret's taint went through MULX, ADCX and ADOX). A failed
 * check exits 3.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include "libselftest.h"

/* tainted reports whether any bit of p[0..n) is undefined (1 natively). */
static int tainted(const void *p, size_t n) {
    unsigned char vbits[32];
    size_t i;
    if (!RUNNING_ON_VALGRIND) {
        return 1;
    }
    if (n > sizeof vbits || VALGRIND_GET_VBITS(p, vbits, n) != 1) {
        return 0;
    }
    for (i = 0; i < n; i++) {
        if (vbits[i]) {
            return 1;
        }
    }
    return 0;
}

static int run(const char *mode) {
    uint8_t secret[32], pub[32], out[32], ref[32];
    void (*asm_fn)(uint8_t *, uint8_t *) = NULL;
    int r = 0;

    memset(secret, 0x5a, sizeof secret); /* below secp256k1's n as four words */
    memcpy(pub, secret, sizeof pub);
    (void)VALGRIND_MAKE_MEM_UNDEFINED(secret, sizeof secret);
    if (strcmp(mode, "branch") == 0) {
        r = ctst_branch(secret);
    } else if (strcmp(mode, "index") == 0) {
        r = ctst_index(secret);
    } else if (strcmp(mode, "declassified") == 0) {
        r = ctst_declassified(secret);
    } else if (strcmp(mode, "asmindex") == 0) {
        asm_fn = ctst_asm_index;
    } else if (strcmp(mode, "asmbranch") == 0) {
        asm_fn = ctst_asm_branch;
    } else if (strcmp(mode, "asmclean") == 0) {
        asm_fn = ctst_asm_clean;
    } else {
        fprintf(stderr, "unknown mode %s\n", mode);
        return 64;
    }
    if (asm_fn != NULL) {
        asm_fn(secret, out);
        if (!tainted(out, sizeof out)) {
            printf("selftest %s: FAILED: the product's output is not derived from the secret\n", mode);
            return 3;
        }
        (void)VALGRIND_MAKE_MEM_DEFINED(out, sizeof out);
        ctst_asm_ref(pub, ref);
        if (memcmp(out, ref, sizeof out) != 0) {
            printf("selftest %s: FAILED: the product is wrong\n", mode);
            return 3;
        }
        printf("selftest %s: product right, output tainted\n", mode);
        return 0;
    }
    (void)VALGRIND_MAKE_MEM_DEFINED(&r, sizeof r);
    printf("selftest %s: returned %d\n", mode, r);
    return 0;
}

int main(int argc, char **argv) {
    int i, rc;
    if (argc < 2) {
        fprintf(stderr, "usage: selftest branch|index|declassified|asmindex|asmbranch|asmclean...\n");
        return 64;
    }
    for (i = 1; i < argc; i++) {
        if ((rc = run(argv[i])) != 0) {
            return rc;
        }
    }
    return 0;
}
