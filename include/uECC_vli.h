/* uECC_vli.h: micro-ecc's optional VLI API (raw large integers as native
 * word arrays), implemented by uecc-go (libuecc).
 *
 * The same names, types and prototypes as micro-ecc's uECC_vli.h. As there,
 * the functions are declared only if uECC_ENABLE_VLI_API is defined to 1
 * before this header is included (default 0); the library always contains
 * them, so one libuecc.a or libuecc.so serves programs built either way.
 *
 * Integers are arrays of uECC_word_t, least significant word first, each
 * word in the machine's byte order. A word is 8 bytes on x86-64 and arm64
 * and 4 bytes on every other target, as in micro-ecc, or 1, 4 or 8 bytes in
 * a program built with that uECC_WORD_SIZE (below; docs/COMPATIBILITY.md).
 * num_words counts words; functions with a scratch buffer (cmp, modAdd,
 * modSub, the reductions and products mod m, modInv, generate_random_int)
 * take 1 to 32 / sizeof(uECC_word_t) words, the largest curve's size, and do
 * nothing (or return 0) outside that range; the others take up to 127 words
 * (63 with 8-byte words on a 32-bit target).
 * Points are X then Y, each uECC_curve_num_words(curve) words; scalars
 * uECC_curve_num_n_words(curve) words.
 *
 * Timing. Constant time (no branch and no memory index depends on the
 * values): clear, isZero, testBit (on the bit's value; the index is
 * public), set, equal, cmp, rshift1, add, sub, mult, square, modAdd,
 * modSub, mmod, mmod_fast, modMult, modMult_fast, modSquare,
 * modSquare_fast, modInv, nativeToBytes, bytesToNative, uECC_point_mult
 * (scalar and point) and uECC_generate_random_int (each draw; the number
 * of draws is that of micro-ecc's rejection loop). Variable time, for
 * public values only: numBits, uECC_vli_mod_sqrt and uECC_valid_point.
 *
 * Where this library differs from micro-ecc the function's comment says so;
 * docs/C-API.md has the section "The VLI API".
 */
#ifndef _UECC_VLI_H_
#define _UECC_VLI_H_

#include <stdint.h>
#include "uECC.h"

/* Functions for raw large-integer manipulation, declared only with
   uECC_ENABLE_VLI_API defined to 1. */
#ifndef uECC_ENABLE_VLI_API
    #define uECC_ENABLE_VLI_API 0
#endif

typedef int8_t wordcount_t;
typedef int16_t bitcount_t;
typedef int8_t cmpresult_t;

/* A word of the program's uECC_WORD_SIZE (uECC.h): by default the
   library's, 8 bytes on x86-64 and arm64 and 4 elsewhere; a program may set
   1, 4 or 8 on every little-endian target, as micro-ecc allows. With a size
   other than the library's, every function below is mapped to the library's
   entry point for it (uECC_vli_add to uECC_vli_add_w1, _w4 or _w8), as
   uECC.h maps the functions that draw random numbers. */
#if defined(__x86_64__) || defined(_M_X64) || defined(__aarch64__) || defined(_M_ARM64)
    #define uECC_LIBRARY_WORD_SIZE 8
#else
    #define uECC_LIBRARY_WORD_SIZE 4
#endif
#ifndef uECC_WORD_SIZE
    #define uECC_WORD_SIZE uECC_LIBRARY_WORD_SIZE
#endif
#if uECC_WORD_SIZE == 1
typedef uint8_t uECC_word_t;
    #define uECC_WORD_BITS 8
    #define uECC_WORD_BITS_SHIFT 3
    #define uECC_WORD_BITS_MASK 0x07
#elif uECC_WORD_SIZE == 4
typedef uint32_t uECC_word_t;
    #define uECC_WORD_BITS 32
    #define uECC_WORD_BITS_SHIFT 5
    #define uECC_WORD_BITS_MASK 0x01F
#else
typedef uint64_t uECC_word_t;
    #define uECC_WORD_BITS 64
    #define uECC_WORD_BITS_SHIFT 6
    #define uECC_WORD_BITS_MASK 0x03F
#endif

#ifdef uECC_WORD_NAME_ /* uECC.h */
    #define uECC_vli_clear uECC_WORD_NAME_(uECC_vli_clear)
    #define uECC_vli_isZero uECC_WORD_NAME_(uECC_vli_isZero)
    #define uECC_vli_testBit uECC_WORD_NAME_(uECC_vli_testBit)
    #define uECC_vli_numBits uECC_WORD_NAME_(uECC_vli_numBits)
    #define uECC_vli_set uECC_WORD_NAME_(uECC_vli_set)
    #define uECC_vli_equal uECC_WORD_NAME_(uECC_vli_equal)
    #define uECC_vli_cmp uECC_WORD_NAME_(uECC_vli_cmp)
    #define uECC_vli_rshift1 uECC_WORD_NAME_(uECC_vli_rshift1)
    #define uECC_vli_add uECC_WORD_NAME_(uECC_vli_add)
    #define uECC_vli_sub uECC_WORD_NAME_(uECC_vli_sub)
    #define uECC_vli_mult uECC_WORD_NAME_(uECC_vli_mult)
    #define uECC_vli_square uECC_WORD_NAME_(uECC_vli_square)
    #define uECC_vli_modAdd uECC_WORD_NAME_(uECC_vli_modAdd)
    #define uECC_vli_modSub uECC_WORD_NAME_(uECC_vli_modSub)
    #define uECC_vli_mmod uECC_WORD_NAME_(uECC_vli_mmod)
    #define uECC_vli_mmod_fast uECC_WORD_NAME_(uECC_vli_mmod_fast)
    #define uECC_vli_modMult uECC_WORD_NAME_(uECC_vli_modMult)
    #define uECC_vli_modMult_fast uECC_WORD_NAME_(uECC_vli_modMult_fast)
    #define uECC_vli_modSquare uECC_WORD_NAME_(uECC_vli_modSquare)
    #define uECC_vli_modSquare_fast uECC_WORD_NAME_(uECC_vli_modSquare_fast)
    #define uECC_vli_modInv uECC_WORD_NAME_(uECC_vli_modInv)
    #define uECC_vli_mod_sqrt uECC_WORD_NAME_(uECC_vli_mod_sqrt)
    #define uECC_vli_nativeToBytes uECC_WORD_NAME_(uECC_vli_nativeToBytes)
    #define uECC_vli_bytesToNative uECC_WORD_NAME_(uECC_vli_bytesToNative)
    #define uECC_curve_num_words uECC_WORD_NAME_(uECC_curve_num_words)
    #define uECC_curve_num_bytes uECC_WORD_NAME_(uECC_curve_num_bytes)
    #define uECC_curve_num_bits uECC_WORD_NAME_(uECC_curve_num_bits)
    #define uECC_curve_num_n_words uECC_WORD_NAME_(uECC_curve_num_n_words)
    #define uECC_curve_num_n_bytes uECC_WORD_NAME_(uECC_curve_num_n_bytes)
    #define uECC_curve_num_n_bits uECC_WORD_NAME_(uECC_curve_num_n_bits)
    #define uECC_curve_p uECC_WORD_NAME_(uECC_curve_p)
    #define uECC_curve_n uECC_WORD_NAME_(uECC_curve_n)
    #define uECC_curve_G uECC_WORD_NAME_(uECC_curve_G)
    #define uECC_curve_b uECC_WORD_NAME_(uECC_curve_b)
    #define uECC_point_mult uECC_WORD_NAME_(uECC_point_mult)
    #define uECC_valid_point uECC_WORD_NAME_(uECC_valid_point)
    #define uECC_generate_random_int uECC_WORD_NAME_(uECC_generate_random_int)
#endif

#ifdef __cplusplus
extern "C"
{
#endif

#if uECC_ENABLE_VLI_API

/* Sets vli = 0. */
void uECC_vli_clear(uECC_word_t *vli, wordcount_t num_words);

/* Returns 1 if vli == 0, 0 otherwise. Constant time. */
uECC_word_t uECC_vli_isZero(const uECC_word_t *vli, wordcount_t num_words);

/* Returns nonzero if bit 'bit' of vli is set (the bit's own value in its
   word, as micro-ecc). */
uECC_word_t uECC_vli_testBit(const uECC_word_t *vli, bitcount_t bit);

/* Returns the number of bits needed to represent vli (0 for 0), looking at
   max_words words. Variable time. */
bitcount_t uECC_vli_numBits(const uECC_word_t *vli, const wordcount_t max_words);

/* Sets dest = src. */
void uECC_vli_set(uECC_word_t *dest, const uECC_word_t *src, wordcount_t num_words);

/* Returns 1 if left == right, 0 otherwise. Constant time. */
uECC_word_t uECC_vli_equal(const uECC_word_t *left,
                           const uECC_word_t *right,
                           wordcount_t num_words);

/* Returns the sign of left - right: 1, 0 or -1. Constant time. */
cmpresult_t uECC_vli_cmp(const uECC_word_t *left, const uECC_word_t *right, wordcount_t num_words);

/* Sets vli = vli >> 1. */
void uECC_vli_rshift1(uECC_word_t *vli, wordcount_t num_words);

/* Sets result = left + right (num_words words) and returns the carry (0 or
   1). result may be left or right. */
uECC_word_t uECC_vli_add(uECC_word_t *result,
                         const uECC_word_t *left,
                         const uECC_word_t *right,
                         wordcount_t num_words);

/* Sets result = left - right (num_words words) and returns the borrow (0
   or 1). result may be left or right. */
uECC_word_t uECC_vli_sub(uECC_word_t *result,
                         const uECC_word_t *left,
                         const uECC_word_t *right,
                         wordcount_t num_words);

/* Sets result = left * right, 2 * num_words words. result must not overlap
   left or right. */
void uECC_vli_mult(uECC_word_t *result,
                   const uECC_word_t *left,
                   const uECC_word_t *right,
                   wordcount_t num_words);

/* Sets result = left^2, 2 * num_words words. result must not overlap left. */
void uECC_vli_square(uECC_word_t *result, const uECC_word_t *left, wordcount_t num_words);

/* Sets result = (left + right) % mod, for left < mod and right < mod.
   result may be left or right. */
void uECC_vli_modAdd(uECC_word_t *result,
                     const uECC_word_t *left,
                     const uECC_word_t *right,
                     const uECC_word_t *mod,
                     wordcount_t num_words);

/* Sets result = (left - right) % mod, for left < mod and right < mod.
   result may be left or right. */
void uECC_vli_modSub(uECC_word_t *result,
                     const uECC_word_t *left,
                     const uECC_word_t *right,
                     const uECC_word_t *mod,
                     wordcount_t num_words);

/* Sets result = product % mod, product being 2 * num_words words, for any
   nonzero mod (micro-ecc's is meant for p and n). product is left
   unchanged (micro-ecc uses it as scratch space) and may be result. */
void uECC_vli_mmod(uECC_word_t *result,
                   uECC_word_t *product,
                   const uECC_word_t *mod,
                   wordcount_t num_words);

/* Sets result = product % curve's p, product being 2 *
   uECC_curve_num_words(curve) words. Does nothing for an unknown curve. */
void uECC_vli_mmod_fast(uECC_word_t *result, uECC_word_t *product, uECC_Curve curve);

/* Sets result = (left * right) % mod, for any nonzero mod. */
void uECC_vli_modMult(uECC_word_t *result,
                      const uECC_word_t *left,
                      const uECC_word_t *right,
                      const uECC_word_t *mod,
                      wordcount_t num_words);

/* Sets result = (left * right) % curve's p. */
void uECC_vli_modMult_fast(uECC_word_t *result,
                           const uECC_word_t *left,
                           const uECC_word_t *right,
                           uECC_Curve curve);

/* Sets result = left^2 % mod, for any nonzero mod. */
void uECC_vli_modSquare(uECC_word_t *result,
                        const uECC_word_t *left,
                        const uECC_word_t *mod,
                        wordcount_t num_words);

/* Sets result = left^2 % curve's p. */
void uECC_vli_modSquare_fast(uECC_word_t *result, const uECC_word_t *left, uECC_Curve curve);

/* Sets result = (1 / input) % mod, for an odd mod and input < mod; 0 for
   input 0 (as micro-ecc). Unlike micro-ecc's, constant time. */
void uECC_vli_modInv(uECC_word_t *result,
                     const uECC_word_t *input,
                     const uECC_word_t *mod,
                     wordcount_t num_words);

#if uECC_SUPPORT_COMPRESSED_POINT
/* Sets a = sqrt(a) mod curve's p, for a < p. On the curves with p = 3
   mod 4 (all but secp224r1) this is a^((p+1)/4), exactly micro-ecc's value
   for every a. On secp224r1 it is a square root of a square a, possibly
   the other one of the two than micro-ecc's; a non-square is left
   unchanged. Variable time. */
void uECC_vli_mod_sqrt(uECC_word_t *a, uECC_Curve curve);
#endif

/* Writes the integer native as num_bytes big-endian bytes (its low
   num_bytes bytes). */
void uECC_vli_nativeToBytes(uint8_t *bytes, int num_bytes, const uECC_word_t *native);
/* Sets native to the num_bytes big-endian bytes: writes the
   ceil(num_bytes / sizeof(uECC_word_t)) words they cover (the rest of a
   partly covered top word is 0) and leaves the words above unchanged, as
   micro-ecc does. */
void uECC_vli_bytesToNative(uECC_word_t *native, const uint8_t *bytes, int num_bytes);

/* The sizes of the curve's p (words, bytes, bits) and n; 0 for an unknown
   curve. */
unsigned uECC_curve_num_words(uECC_Curve curve);
unsigned uECC_curve_num_bytes(uECC_Curve curve);
unsigned uECC_curve_num_bits(uECC_Curve curve);
unsigned uECC_curve_num_n_words(uECC_Curve curve);
unsigned uECC_curve_num_n_bytes(uECC_Curve curve);
unsigned uECC_curve_num_n_bits(uECC_Curve curve);

/* The curve's constants as native words: p, n (num_n_words words), G (X
   then Y) and b. Constant tables; NULL for an unknown curve. */
const uECC_word_t *uECC_curve_p(uECC_Curve curve);
const uECC_word_t *uECC_curve_n(uECC_Curve curve);
const uECC_word_t *uECC_curve_G(uECC_Curve curve);
const uECC_word_t *uECC_curve_b(uECC_Curve curve);

/* Returns 1 if point (X then Y) is a point of the curve: not (0, 0), both
   coordinates below p, y^2 = x^3 + ax + b. Variable time. */
int uECC_valid_point(const uECC_word_t *point, uECC_Curve curve);

/* Sets result = scalar * point. Points are X then Y, each
   uECC_curve_num_words(curve) words; scalar is uECC_curve_num_n_words(curve)
   words (NOT num_words), any value, taken mod n. Deviation from micro-ecc:
   a point that fails uECC_valid_point, a scalar that is 0 mod n (the
   result would be the point at infinity) or an unknown curve give the
   all-zero result. Constant time. */
void uECC_point_mult(uECC_word_t *result,
                     const uECC_word_t *point,
                     const uECC_word_t *scalar,
                     uECC_Curve curve);

/* Sets random to an integer with 0 < random < top, both num_words words,
   drawn as micro-ecc does: each attempt requests num_words *
   sizeof(uECC_word_t) bytes from the installed RNG into random, keeps the
   low bits of top's bit length, and is accepted if nonzero and below top;
   at most 64 attempts. Returns 1 on success, 0 if there is no RNG, the RNG
   returns 0, top is 0, or no attempt was accepted. */
int uECC_generate_random_int(uECC_word_t *random,
                             const uECC_word_t *top,
                             wordcount_t num_words);

#endif /* uECC_ENABLE_VLI_API */

#ifdef __cplusplus
} /* end of extern "C" */
#endif

#endif /* _UECC_VLI_H_ */
