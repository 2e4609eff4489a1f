/* args.h: the rows of test_args.c. tests/c/args_table.c holds them, once
 * for every naming of the entry points (mk/c.mk compiles it with each);
 * test_args.c runs them. */
#ifndef UECC_TEST_ARGS_H
#define UECC_TEST_ARGS_H

#include <stdint.h>

#include "uECC.h"

/* Good arguments for secp256r1, made by the naming's own functions (setup)
 * and so in its encoding: a key pair, a hash, a nonce, a signature and its
 * compressed and DER forms, a recoverable signature, and for the VLI API
 * the generator, a scalar, n as the top of a random integer and a product,
 * in words of the naming's size; for BIP-340 (base naming), the private
 * key's x-only public key on secp256k1 (priv is below secp256k1's n too)
 * and its signature of hash. uint64_t arrays: aligned for any word. */
struct args_in {
    uint64_t priv[4], pub[8], comp[5], hash[4], k[4], sig[8], rsig[8], der[9], xpub[4], ssig[8];
    unsigned der_size;
    uint8_t rid;
    uint64_t point[8], scalar[4], top[4], product[8];
    const uECC_HashContext *hash_context;
};

/* One call of a row: the curve handle, the pointer given as NULL (the
 * row's ptrs[null]; -1 for none), the good arguments, and the outputs:
 * ARGS_OUT bytes (8-aligned) that test_args.c fills with a canary first. A
 * call writes its outputs at these offsets only. */
#define ARGS_OUT 256
struct args_call {
    uECC_Curve curve;
    int null;
    struct args_in *in;
    uint8_t *out;
};

/* What a row checks. ARGS_INT: returns nonzero with good arguments, and 0
 * with writing nothing for a NULL in any of ptrs or an unknown curve.
 * ARGS_VOID: writes its outputs with good arguments, nothing otherwise.
 * ARGS_GIVEN: takes its pointers as given, as micro-ecc's word functions
 * do (NULL crashes it): nothing to call. ARGS_NONE: takes no pointer the
 * library checks and no curve (the handles, the RNG's setter and getter). */
enum { ARGS_INT, ARGS_VOID, ARGS_GIVEN, ARGS_NONE };

#define ARGS_MAX_PTRS 4
struct args_row {
    const char *name; /* the export, as the naming's headers call it */
    int kind;
    int curve;                             /* 1 if it takes a curve handle */
    long (*call)(const struct args_call *c); /* NULL for ARGS_GIVEN and ARGS_NONE */
    const char *ptrs[ARGS_MAX_PTRS + 1];   /* the pointers that must not be NULL, in call's order; NULL ends */
};

struct args_table {
    const char *naming; /* base, le, w1, le_w1, ... (mk/c.mk, ARGS_NAMINGS) */
    int (*setup)(struct args_in *in, uECC_Curve curve); /* 1 if it made every good argument */
    const struct args_row *rows;
    int count;
};

#endif
