/* vli_w4.c: the VLI API for programs built with uECC_WORD_SIZE=4 where the
 * library's words are 8 bytes (x86-64, arm64), whose names uECC_vli.h maps
 * to _w4 (vli_words.h). Elsewhere 4 is the library's own size and this file
 * is empty. */
#if defined(__x86_64__) || defined(__aarch64__)
#define uECC_WORD_SIZE 4
#define UCGO_PROG(name) name##_w4
#include "vli_words.h"
#else
typedef int ucgo_vli_w4_empty; /* ISO C wants a declaration in every file */
#endif
