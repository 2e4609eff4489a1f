/* le_w8.c: w8.c's functions for programs that also set
 * uECC_VLI_NATIVE_LITTLE_ENDIAN=1 (le.c, le_w4.c). */
#if !defined(__x86_64__) && !defined(__aarch64__) && defined(__BYTE_ORDER__) && \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define uECC_WORD_SIZE 8
#define uECC_VLI_NATIVE_LITTLE_ENDIAN 1
#include "uECC.h"
#include "ucgo.h"

#define UCGO_ENTRY(name) ucgo_##name##_le_ws
#define UCGO_ENTRY_WS 8
#include "draw_entries.h"
#else
typedef int ucgo_le_w8_empty; /* ISO C wants a declaration in every file */
#endif
