/* le_w4.c: w4.c's functions for programs that also set
 * uECC_VLI_NATIVE_LITTLE_ENDIAN=1 (le.c): uECC.h maps each name
 * draw_entries.h defines to its _le_w4 entry point. Empty where 4 is the
 * library's word size. */
#if defined(__x86_64__) || defined(__aarch64__)
#define uECC_WORD_SIZE 4
#define uECC_VLI_NATIVE_LITTLE_ENDIAN 1
#include "uECC.h"
#include "ucgo.h"

#define UCGO_ENTRY(name) ucgo_##name##_le_ws
#define UCGO_ENTRY_WS 4
#include "draw_entries.h"
#else
typedef int ucgo_le_w4_empty; /* ISO C wants a declaration in every file */
#endif
