/* vli_w1.c: the VLI API for programs built with uECC_WORD_SIZE=1, whose
 * names uECC_vli.h maps to _w1 (vli_words.h). On every little-endian target. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define uECC_WORD_SIZE 1
#define UCGO_PROG(name) name##_w1
#include "vli_words.h"
#else
typedef int ucgo_vli_w1_empty; /* ISO C wants a declaration in every file */
#endif
