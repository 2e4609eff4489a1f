/* common.h: small helpers shared by the examples (printing, the curve list).
 * Nothing here is part of the library. */
#ifndef UECC_EXAMPLE_COMMON_H
#define UECC_EXAMPLE_COMMON_H

#include <stdio.h>

#include "uECC.h"

/* The five curves, with their names. */
struct example_curve {
    const char *name;
    uECC_Curve (*get)(void);
};

static const struct example_curve example_curves[] = {
    {"secp160r1", uECC_secp160r1}, {"secp192r1", uECC_secp192r1}, {"secp224r1", uECC_secp224r1},
    {"secp256r1", uECC_secp256r1}, {"secp256k1", uECC_secp256k1},
};
#define EXAMPLE_NUM_CURVES 5

/* print_hex prints a label and n bytes as lower-case hex. */
static void print_hex(const char *label, const uint8_t *p, int n) {
    int i;
    printf("  %-12s ", label);
    for (i = 0; i < n; i++) {
        printf("%02x", p[i]);
    }
    printf("\n");
}

#endif
