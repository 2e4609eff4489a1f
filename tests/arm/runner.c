/* runner.c: the on-target C runner. One static program that carries every
 * test vector (compiled in by tests/arm/gen) and runs them through the C ABI
 * of libuecc.a: the known answers of every vector file (Wycheproof, RFC 6979,
 * NIST, GEC 2, generated, micro-ecc's sets) and the replay of
 * microecc_rng_stream.json with the RNG request sizes of micro-ecc's build
 * for this word size. It prints one line per vector file and ends with
 * "N passed, M failed"; the exit status is 0 only if nothing failed.
 *
 * The checks are those of tests/c/test_vectors.c (included below, its main
 * renamed): a vector passes when every check it makes passes. Known answers
 * run with the OS RNG installed and, except the Wycheproof files, a second
 * time with RNG = NULL.
 */
#define main ucv_test_vectors_main
#include "test_vectors.c"
#undef main

#include "runner.h"

static long vec_passed, vec_failed;

static long failed_now(void) {
    long p, f;
    check_counts(&p, &f);
    return f;
}

static void line(const char *name, long passed, long failed, long skipped) {
    printf("%-58s %6ld passed, %ld failed", name, passed, failed);
    if (skipped) printf(", %ld skipped", skipped);
    printf("\n");
    vec_passed += passed;
    vec_failed += failed;
}

/* same_file reports whether source starts with "name ". */
static int same_file(const char *source, const char *name) {
    size_t n = strlen(name);
    return strncmp(source, name, n) == 0 && source[n] == ' ';
}

int main(void) {
    uECC_RNG_Function os_rng = uECC_get_rng();
    int i, k;
    long p = 0, f = 0, before;

    printf("uecc C runner: %d-bit pointers, RNG requests of micro-ecc's %d-byte-word build\n", (int)(8 * sizeof(void *)),
           ucr_word_bytes);

    before = failed_now();
    check_streams();
    for (i = 0; i < ucv_num_rng_calls; i++) {
        long b = failed_now();
        replay(&ucv_rng_calls[i]);
        if (failed_now() == b) p++; else f++;
    }
    (void)before;
    line("microecc_rng_stream.json", p, f, 0);

    for (k = 0; k < ucr_num_files; k++) {
        const char *name = ucr_files[k].name;
        int twice = strncmp(name, "wycheproof/", 11) != 0;
        p = f = 0;
        for (i = 0; i < ucv_num_cases; i++) {
            long b;
            if (!same_file(ucv_cases[i].source, name)) continue;
            b = failed_now();
            run_case(&ucv_cases[i], os_rng);
            if (twice) run_case(&ucv_cases[i], NULL);
            if (failed_now() == b) p++; else f++;
        }
        line(name, p, f, ucr_files[k].skipped);
    }
    uECC_set_rng(os_rng);
    printf("%ld passed, %ld failed\n", vec_passed, vec_failed);
    return vec_failed == 0 && vec_passed > 0 ? 0 : 1;
}
