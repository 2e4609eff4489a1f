/* selftest.c: drives tests/ctgrind/selftest (a Go c-archive built with
 * -tags 'valgrind ctgrind_selftest') under memcheck, as ctgrind.c drives the
 * library: a secret buffer is marked undefined and handed to one export.
 *
 * Usage: selftest branch|index|declassified
 * `make ctgrind-selftest` expects memcheck errors for branch and index (the
 * harness can fail) and none for declassified (Declassify works).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <valgrind/memcheck.h>

#include "libselftest.h"

int main(int argc, char **argv) {
    uint8_t secret[32];
    int r;
    if (argc != 2) {
        fprintf(stderr, "usage: selftest branch|index|declassified\n");
        return 64;
    }
    memset(secret, 0x5a, sizeof secret);
    (void)VALGRIND_MAKE_MEM_UNDEFINED(secret, sizeof secret);
    if (strcmp(argv[1], "branch") == 0) {
        r = ctst_branch(secret);
    } else if (strcmp(argv[1], "index") == 0) {
        r = ctst_index(secret);
    } else if (strcmp(argv[1], "declassified") == 0) {
        r = ctst_declassified(secret);
    } else {
        fprintf(stderr, "unknown mode %s\n", argv[1]);
        return 64;
    }
    (void)VALGRIND_MAKE_MEM_DEFINED(&r, sizeof r);
    printf("selftest %s: returned %d\n", argv[1], r);
    return 0;
}
