/* vli_curves.h: SEC 2's p, n, G (X then Y) and b of each curve as words of
 * uECC_word_t, least significant first, for vli.c (the library's words) and
 * vli_words.h (a program's other word size). The constants are written in
 * 32-bit halves: UCGO_W(hi, lo) is 64 bits as words of the size, UCGO_W1(lo)
 * a top of 32 bits; a coordinate takes whole words, so X and Y of
 * secp160r1 and secp224r1 are padded differently for each size. */
#ifndef UCGO_VLI_CURVES_H
#define UCGO_VLI_CURVES_H

#if uECC_WORD_SIZE == 8
#define UCGO_W(hi, lo) (((uECC_word_t)(hi) << 32) | (uECC_word_t)(lo))
#define UCGO_W1(lo) (uECC_word_t)(lo)
#elif uECC_WORD_SIZE == 4
#define UCGO_W(hi, lo) (uECC_word_t)(lo), (uECC_word_t)(hi)
#define UCGO_W1(lo) (uECC_word_t)(lo)
#else
#define UCGO_B4(x) \
    (uECC_word_t)((x) & 0xFF), (uECC_word_t)(((x) >> 8) & 0xFF), (uECC_word_t)(((x) >> 16) & 0xFF), \
        (uECC_word_t)(((x) >> 24) & 0xFF)
#define UCGO_W(hi, lo) UCGO_B4(lo), UCGO_B4(hi)
#define UCGO_W1(lo) UCGO_B4(lo)
#endif


static const uECC_word_t ucgo_secp160r1_p[] = {
      UCGO_W(0xFFFFFFFF, 0x7FFFFFFF), UCGO_W(0xFFFFFFFF, 0xFFFFFFFF), UCGO_W1(0xFFFFFFFF),
};
static const uECC_word_t ucgo_secp160r1_n[] = {
      UCGO_W(0xF927AED3, 0xCA752257), UCGO_W(0x00000000, 0x0001F4C8), UCGO_W(0x00000001, 0x00000000),
};
static const uECC_word_t ucgo_secp160r1_G[] = {
      UCGO_W(0x68C38BB9, 0x13CBFC82), UCGO_W(0x8EF57328, 0x46646989), UCGO_W1(0x4A96B568),
      UCGO_W(0x04235137, 0x7AC5FB32), UCGO_W(0x3168947D, 0x59DCC912), UCGO_W1(0x23A62855),
};
static const uECC_word_t ucgo_secp160r1_b[] = {
      UCGO_W(0x81D4D4AD, 0xC565FA45), UCGO_W(0x54BD7A8B, 0x65ACF89F), UCGO_W1(0x1C97BEFC),
};
static const uECC_word_t ucgo_secp192r1_p[] = {
      UCGO_W(0xFFFFFFFF, 0xFFFFFFFF), UCGO_W(0xFFFFFFFF, 0xFFFFFFFE), UCGO_W(0xFFFFFFFF, 0xFFFFFFFF),
};
static const uECC_word_t ucgo_secp192r1_n[] = {
      UCGO_W(0x146BC9B1, 0xB4D22831), UCGO_W(0xFFFFFFFF, 0x99DEF836), UCGO_W(0xFFFFFFFF, 0xFFFFFFFF),
};
static const uECC_word_t ucgo_secp192r1_G[] = {
      UCGO_W(0xF4FF0AFD, 0x82FF1012), UCGO_W(0x7CBF20EB, 0x43A18800), UCGO_W(0x188DA80E, 0xB03090F6),
      UCGO_W(0x73F977A1, 0x1E794811), UCGO_W(0x631011ED, 0x6B24CDD5), UCGO_W(0x07192B95, 0xFFC8DA78),
};
static const uECC_word_t ucgo_secp192r1_b[] = {
      UCGO_W(0xFEB8DEEC, 0xC146B9B1), UCGO_W(0x0FA7E9AB, 0x72243049), UCGO_W(0x64210519, 0xE59C80E7),
};
static const uECC_word_t ucgo_secp224r1_p[] = {
      UCGO_W(0x00000000, 0x00000001), UCGO_W(0xFFFFFFFF, 0x00000000), UCGO_W(0xFFFFFFFF, 0xFFFFFFFF),
      UCGO_W1(0xFFFFFFFF),
};
static const uECC_word_t ucgo_secp224r1_n[] = {
      UCGO_W(0x13DD2945, 0x5C5C2A3D), UCGO_W(0xFFFF16A2, 0xE0B8F03E), UCGO_W(0xFFFFFFFF, 0xFFFFFFFF),
      UCGO_W1(0xFFFFFFFF),
};
static const uECC_word_t ucgo_secp224r1_G[] = {
      UCGO_W(0x343280D6, 0x115C1D21), UCGO_W(0x4A03C1D3, 0x56C21122), UCGO_W(0x6BB4BF7F, 0x321390B9),
      UCGO_W1(0xB70E0CBD),
      UCGO_W(0x44D58199, 0x85007E34), UCGO_W(0xCD4375A0, 0x5A074764), UCGO_W(0xB5F723FB, 0x4C22DFE6),
      UCGO_W1(0xBD376388),
};
static const uECC_word_t ucgo_secp224r1_b[] = {
      UCGO_W(0x270B3943, 0x2355FFB4), UCGO_W(0x5044B0B7, 0xD7BFD8BA), UCGO_W(0x0C04B3AB, 0xF5413256),
      UCGO_W1(0xB4050A85),
};
static const uECC_word_t ucgo_secp256r1_p[] = {
      UCGO_W(0xFFFFFFFF, 0xFFFFFFFF), UCGO_W(0x00000000, 0xFFFFFFFF), UCGO_W(0x00000000, 0x00000000),
      UCGO_W(0xFFFFFFFF, 0x00000001),
};
static const uECC_word_t ucgo_secp256r1_n[] = {
      UCGO_W(0xF3B9CAC2, 0xFC632551), UCGO_W(0xBCE6FAAD, 0xA7179E84), UCGO_W(0xFFFFFFFF, 0xFFFFFFFF),
      UCGO_W(0xFFFFFFFF, 0x00000000),
};
static const uECC_word_t ucgo_secp256r1_G[] = {
      UCGO_W(0xF4A13945, 0xD898C296), UCGO_W(0x77037D81, 0x2DEB33A0), UCGO_W(0xF8BCE6E5, 0x63A440F2),
      UCGO_W(0x6B17D1F2, 0xE12C4247),
      UCGO_W(0xCBB64068, 0x37BF51F5), UCGO_W(0x2BCE3357, 0x6B315ECE), UCGO_W(0x8EE7EB4A, 0x7C0F9E16),
      UCGO_W(0x4FE342E2, 0xFE1A7F9B),
};
static const uECC_word_t ucgo_secp256r1_b[] = {
      UCGO_W(0x3BCE3C3E, 0x27D2604B), UCGO_W(0x651D06B0, 0xCC53B0F6), UCGO_W(0xB3EBBD55, 0x769886BC),
      UCGO_W(0x5AC635D8, 0xAA3A93E7),
};
static const uECC_word_t ucgo_secp256k1_p[] = {
      UCGO_W(0xFFFFFFFE, 0xFFFFFC2F), UCGO_W(0xFFFFFFFF, 0xFFFFFFFF), UCGO_W(0xFFFFFFFF, 0xFFFFFFFF),
      UCGO_W(0xFFFFFFFF, 0xFFFFFFFF),
};
static const uECC_word_t ucgo_secp256k1_n[] = {
      UCGO_W(0xBFD25E8C, 0xD0364141), UCGO_W(0xBAAEDCE6, 0xAF48A03B), UCGO_W(0xFFFFFFFF, 0xFFFFFFFE),
      UCGO_W(0xFFFFFFFF, 0xFFFFFFFF),
};
static const uECC_word_t ucgo_secp256k1_G[] = {
      UCGO_W(0x59F2815B, 0x16F81798), UCGO_W(0x029BFCDB, 0x2DCE28D9), UCGO_W(0x55A06295, 0xCE870B07),
      UCGO_W(0x79BE667E, 0xF9DCBBAC),
      UCGO_W(0x9C47D08F, 0xFB10D4B8), UCGO_W(0xFD17B448, 0xA6855419), UCGO_W(0x5DA4FBFC, 0x0E1108A8),
      UCGO_W(0x483ADA77, 0x26A3C465),
};
static const uECC_word_t ucgo_secp256k1_b[] = {
      UCGO_W(0x00000000, 0x00000007), UCGO_W(0x00000000, 0x00000000), UCGO_W(0x00000000, 0x00000000),
      UCGO_W(0x00000000, 0x00000000),
};

struct ucgo_vli_curve {
    unsigned num_words, num_bytes, num_bits, num_n_bits;
    const uECC_word_t *p, *n, *G, *b;
    int p3mod4; /* p = 3 mod 4: the square root is a^((p+1)/4) */
};

#define UCGO_WORDS(bytes) (((bytes) + UCGO_WS - 1) / UCGO_WS)

static const struct ucgo_vli_curve ucgo_vli_curves[5] = {
    {UCGO_WORDS(20), 20, 160, 161, ucgo_secp160r1_p, ucgo_secp160r1_n, ucgo_secp160r1_G, ucgo_secp160r1_b, 1},
    {UCGO_WORDS(24), 24, 192, 192, ucgo_secp192r1_p, ucgo_secp192r1_n, ucgo_secp192r1_G, ucgo_secp192r1_b, 1},
    {UCGO_WORDS(28), 28, 224, 224, ucgo_secp224r1_p, ucgo_secp224r1_n, ucgo_secp224r1_G, ucgo_secp224r1_b, 0},
    {UCGO_WORDS(32), 32, 256, 256, ucgo_secp256r1_p, ucgo_secp256r1_n, ucgo_secp256r1_G, ucgo_secp256r1_b, 1},
    {UCGO_WORDS(32), 32, 256, 256, ucgo_secp256k1_p, ucgo_secp256k1_n, ucgo_secp256k1_G, ucgo_secp256k1_b, 1},
};

#endif
