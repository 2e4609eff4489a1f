/* w8.c: w4.c for programs built with uECC_WORD_SIZE=8 on a little-endian
 * target whose library words are 4 bytes (every one but x86-64 and arm64). */
#if !defined(__x86_64__) && !defined(__aarch64__) && defined(__BYTE_ORDER__) && \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define uECC_WORD_SIZE 8
#include "uECC.h"
#include "uECC_ext.h"
#include "ucgo.h"

#define UCGO_ENTRY(name) ucgo_##name##_ws
#define UCGO_ENTRY_WS 8
#include "draw_entries.h"
#else
typedef int ucgo_w8_empty; /* ISO C wants a declaration in every file */
#endif
