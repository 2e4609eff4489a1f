/* test_args.c: the argument checks of the C ABI (capi/ucgo.h, UCGO_ARGS),
 * export by export, from one table (args_table.c: a row per export, in
 * every naming of the entry points a program can choose).
 *
 * Each row that takes a pointer the library checks, or a curve, is called
 * on secp256r1 with good arguments (it must succeed: return nonzero, or
 * write its outputs), then once with NULL in each of those pointers in
 * turn, then with each of three unknown curve handles (NULL, a pointer to
 * other data, a misaligned one): each such call must return 0 and leave
 * every byte of its outputs, filled with a canary before the call, as it
 * was. A call that faults is caught (SIGSEGV, SIGBUS: siglongjmp) and
 * reported with its row. The rows must name the exports of
 * capi/symbols.txt (ARGS_SYMBOLS, its path, given by mk/c.mk), each once:
 * a new export without a row fails here. The exports of the library's own
 * word size (_w8 on 64-bit targets, _w4 on 32-bit ones) are not in the
 * library and have none. */
#define _POSIX_C_SOURCE 200809L /* sigsetjmp, sigaction */
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "args.h"
#include "check.h"
#include "sha256.h"
#include "uECC_vli.h" /* uECC_LIBRARY_WORD_SIZE */

#ifndef ARGS_SYMBOLS
#error "test_args.c is compiled with -DARGS_SYMBOLS='\"<path of capi/symbols.txt>\"' (mk/c.mk)"
#endif

/* The namings, each little-endian one after the naming of its word size
 * (mk/c.mk, ARGS_NAMINGS). */
extern const struct args_table args_table_base, args_table_le, args_table_w1, args_table_le_w1;
#if uECC_LIBRARY_WORD_SIZE == 8
extern const struct args_table args_table_w4, args_table_le_w4;
#define OWN_WORDS "_w8"
#define OTHER_TABLES &args_table_w4, &args_table_le_w4
#else
extern const struct args_table args_table_w8, args_table_le_w8;
#define OWN_WORDS "_w4"
#define OTHER_TABLES &args_table_w8, &args_table_le_w8
#endif
static const struct args_table *const tables[] = {
    &args_table_base, &args_table_le, &args_table_w1, &args_table_le_w1, OTHER_TABLES,
};
#define NUM_TABLES ((int)(sizeof tables / sizeof tables[0]))

#define CANARY 0xa5

/* ---- Calls, faults caught ------------------------------------------------ */

static sigjmp_buf fault_jmp;
static void on_fault(int sig) {
    (void)sig;
    siglongjmp(fault_jmp, 1);
}

/* The outputs, 8-aligned. */
static uint64_t out_words[ARGS_OUT / 8];
#define OUT_BYTES ((uint8_t *)out_words)

struct outcome {
    int faulted;  /* the call faulted */
    long result;  /* what it returned (0 for a void function) */
    int written;  /* it changed a byte of its outputs */
};

static struct outcome run(const struct args_row *row, struct args_call *c) {
    struct outcome o = {0, 0, 0};
    int k;
    memset(OUT_BYTES, CANARY, ARGS_OUT);
    c->out = OUT_BYTES;
    if (sigsetjmp(fault_jmp, 1) == 0) {
        o.result = row->call(c);
    } else {
        o.faulted = 1;
    }
    for (k = 0; k < ARGS_OUT; k++) {
        o.written |= OUT_BYTES[k] != CANARY;
    }
    return o;
}

/* refused reports whether o is a refusal, and says what it was if not. */
static int refused(const struct args_row *row, struct outcome o, const char *what) {
    if (o.faulted) {
        return CHECK(0, "%s with %s: faulted", row->name, what);
    }
    return CHECK(o.result == 0 && !o.written, "%s with %s: returned %ld%s", row->name, what, o.result,
                 o.written ? ", wrote its outputs" : "");
}

/* ---- One row --------------------------------------------------------- */

static int positions, curves, given, none;

static void run_row(const struct args_row *row, struct args_in *in) {
    static const int junk[16];
    const uECC_Curve bad[3] = {NULL, (uECC_Curve)(const void *)junk, (uECC_Curve)(const void *)(junk + 1)};
    static const char *const bad_names[3] = {"a NULL curve", "a curve handle to other data",
                                             "a misaligned curve handle"};
    struct args_call c;
    struct outcome o;
    char what[64];
    int k;

    if (row->kind == ARGS_GIVEN) {
        given++;
        return;
    }
    if (row->kind == ARGS_NONE) {
        none++;
        return;
    }
    c.curve = uECC_secp256r1();
    c.in = in;
    c.null = -1;
    o = run(row, &c);
    CHECK(!o.faulted && (row->kind == ARGS_INT ? o.result != 0 : o.written),
          "%s with good arguments: %s", row->name,
          o.faulted ? "faulted" : row->kind == ARGS_INT ? "returned 0" : "wrote nothing");
    for (k = 0; row->ptrs[k]; k++) {
        c.null = k;
        snprintf(what, sizeof what, "NULL %s", row->ptrs[k]);
        refused(row, run(row, &c), what);
        positions++;
    }
    c.null = -1;
    for (k = 0; row->curve && k < 3; k++) {
        c.curve = bad[k];
        refused(row, run(row, &c), bad_names[k]);
        curves++;
    }
}

/* ---- The exports --------------------------------------------------------- */

#define MAX_EXPORTS 400
static char exports[MAX_EXPORTS][64];
static int num_exports;

/* read_exports reads capi/symbols.txt, leaving out the names of the
 * library's own word size. */
static int read_exports(void) {
    FILE *f = fopen(ARGS_SYMBOLS, "r");
    char line[128];
    size_t own = strlen(OWN_WORDS);
    if (!f) {
        return 0;
    }
    while (fgets(line, sizeof line, f) && num_exports < MAX_EXPORTS) {
        size_t n = strcspn(line, "\r\n");
        line[n] = 0;
        if (n == 0 || n >= sizeof exports[0] || (n > own && strcmp(line + n - own, OWN_WORDS) == 0)) {
            continue;
        }
        memcpy(exports[num_exports++], line, n + 1);
    }
    fclose(f);
    return num_exports > 0;
}

static int export_index(const char *name) {
    int i;
    for (i = 0; i < num_exports; i++) {
        if (strcmp(exports[i], name) == 0) {
            return i;
        }
    }
    return -1;
}

int main(void) {
    static int rows_of[MAX_EXPORTS];
    SHA256_HashContext hctx;
    struct sigaction sa, old_segv, old_bus;
    int t, r, i, rows = 0;

    if (!CHECK(read_exports(), "cannot read the exports from %s", ARGS_SYMBOLS)) {
        return check_finish("test_args");
    }
    sha256_hash_context(&hctx);
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_fault;
    sa.sa_flags = SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &old_segv);
    sigaction(SIGBUS, &sa, &old_bus);

    for (t = 0; t < NUM_TABLES; t++) {
        const struct args_table *tb = tables[t];
        struct args_in in;
        memset(&in, 0, sizeof in);
        in.hash_context = &hctx.uECC;
        if (!CHECK(tb->setup(&in, uECC_secp256r1()), "%s: making the good arguments failed", tb->naming)) {
            continue;
        }
        for (r = 0; r < tb->count; r++) {
            const struct args_row *row = &tb->rows[r];
            int e = export_index(row->name);
            CHECK(e >= 0, "%s: the row %s names no export of %s", tb->naming, row->name, ARGS_SYMBOLS);
            if (e >= 0 && ++rows_of[e] > 1) {
                CHECK(0, "%s: a second row for %s", tb->naming, row->name);
            }
            run_row(row, &in);
            rows++;
        }
    }
    sigaction(SIGSEGV, &old_segv, NULL);
    sigaction(SIGBUS, &old_bus, NULL);

    for (i = 0; i < num_exports; i++) {
        CHECK(rows_of[i] > 0, "the export %s has no row (tests/c/args_table.c)", exports[i]);
    }
    printf("test_args: %d rows for %d exports in %d namings: %d NULL pointers, %d unknown curves; %d take their "
           "pointers as given, %d take none\n",
           rows, num_exports, NUM_TABLES, positions, curves, given, none);
    return check_finish("test_args");
}
