/* w1.c: w4.c for programs built with uECC_WORD_SIZE=1 (micro-ecc's AVR
 * size), on every little-endian target. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define uECC_WORD_SIZE 1
#include "uECC.h"
#include "uECC_ext.h"
#include "ucgo.h"

#define UCGO_ENTRY(name) ucgo_##name##_ws
#define UCGO_ENTRY_WS 1
#include "draw_entries.h"
#else
typedef int ucgo_w1_empty; /* ISO C wants a declaration in every file */
#endif
