/* vli.h: the layout of the expected values of test_vli.c, written by
 * tests/vligen (build/tests/vli_data.c): every word of every case in
 * vli_words, and per case the operation, the curve (index of curve_at),
 * num_words (or the bit of VLI_OP_TEST_BIT), the offsets in vli_words of
 * the inputs a, b, the modulus m and the expected output (-1: none), the
 * words of that output and the expected return value. */
#ifndef UECC_TEST_VLI_H
#define UECC_TEST_VLI_H

#define uECC_ENABLE_VLI_API 1
#include "uECC_vli.h"

enum {
    VLI_OP_ADD,
    VLI_OP_SUB,
    VLI_OP_MULT,
    VLI_OP_SQUARE,
    VLI_OP_MOD_ADD,
    VLI_OP_MOD_SUB,
    VLI_OP_MMOD,
    VLI_OP_MOD_MULT,
    VLI_OP_MOD_SQUARE,
    VLI_OP_MOD_INV,
    VLI_OP_MMOD_FAST,
    VLI_OP_MOD_MULT_FAST,
    VLI_OP_MOD_SQUARE_FAST,
    VLI_OP_MOD_SQRT,
    VLI_OP_CMP,
    VLI_OP_EQUAL,
    VLI_OP_IS_ZERO,
    VLI_OP_NUM_BITS,
    VLI_OP_TEST_BIT,
    VLI_OP_RSHIFT1,
    VLI_OP_CURVE_P,
    VLI_OP_CURVE_N,
    VLI_OP_CURVE_G,
    VLI_OP_CURVE_B,
    VLI_OP_SIZES,
    VLI_OP_VALID_POINT,
    VLI_OP_POINT_MULT,
    VLI_OP_BYTES_TO_NATIVE,
    VLI_NUM_OPS
};

struct vli_case {
    int op, curve, n, a, b, m, want, want_n;
    long long ret;
};

extern const int vli_word_bytes;
extern const uECC_word_t vli_words[];
extern const struct vli_case vli_cases[];
extern const int vli_num_cases;

#endif
