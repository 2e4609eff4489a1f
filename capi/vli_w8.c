/* vli_w8.c: the VLI API for programs built with uECC_WORD_SIZE=8 on a
 * little-endian target whose library words are 4 bytes (every one but
 * x86-64 and arm64), whose names uECC_vli.h maps to _w8 (vli_words.h). */
#if !defined(__x86_64__) && !defined(__aarch64__) && defined(__BYTE_ORDER__) && \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define uECC_WORD_SIZE 8
#define UCGO_PROG(name) name##_w8
#include "vli_words.h"
#else
typedef int ucgo_vli_w8_empty; /* ISO C wants a declaration in every file */
#endif
