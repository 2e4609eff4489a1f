/* w4.c: the functions that draw random numbers for programs built with
 * uECC_WORD_SIZE=4 on x86-64 and arm64, where the library's words are 8
 * bytes: the same functions with micro-ecc's requests in 4-byte words.
 * Compiled with that setting, so uECC.h maps each name draw_entries.h
 * defines to its _w4 entry point. On other targets 4 is the library's size
 * and this file is empty. w1.c and w8.c are the same for 1 and 8 bytes,
 * le_w*.c the same with uECC_VLI_NATIVE_LITTLE_ENDIAN=1. */
#if defined(__x86_64__) || defined(__aarch64__)
#define uECC_WORD_SIZE 4
#include "uECC.h"
#include "uECC_ext.h"
#include "ucgo.h"

#define UCGO_ENTRY(name) ucgo_##name##_ws
#define UCGO_ENTRY_WS 4
#include "draw_entries.h"
#else
typedef int ucgo_w4_empty; /* ISO C wants a declaration in every file */
#endif
