/* check.h: the tiny test harness of the C tests: counted checks, hex
 * helpers, the curve list. Each test program ends with check_finish(), which
 * prints "<name>: N passed, M failed" and returns the exit status. */
#ifndef UECC_TEST_CHECK_H
#define UECC_TEST_CHECK_H

#include <stddef.h>
#include <stdint.h>

#include "uECC.h"

/* check records one check; on failure it prints the location and message. */
#define CHECK(cond, ...) check_record((cond) != 0, __FILE__, __LINE__, __VA_ARGS__)

int check_record(int ok, const char *file, int line, const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* check_add adds counts made elsewhere (e.g. by threads). */
void check_add(long passed, long failed);

/* check_counts reads the counts so far (test_vectors.c tallies per call). */
void check_counts(long *passed, long *failed);

/* check_finish prints the closing line and returns 0 if nothing failed. */
int check_finish(const char *name);

/* unhex decodes hex (NULL: nothing) into out (at most max bytes) and returns
 * the number of bytes, or -1 on bad input. */
int unhex(const char *hex, uint8_t *out, size_t max);

/* hexeq reports whether the n bytes at p are exactly the hex string. */
int hexeq(const uint8_t *p, size_t n, const char *hex);

/* tohex writes n bytes as hex into a static buffer (for messages). */
const char *tohex(const uint8_t *p, size_t n);

/* The seven curves in the order of the vectors and of the library's
 * indices: micro-ecc's five, then secp384r1 and secp521r1 (uECC_ext.h).
 * The tests run against the library with all seven (mk/c.mk). */
#define NUM_CURVES 7
#define NUM_MICROECC_CURVES 5
/* The largest field element or scalar, public key (or signature) and DER
 * signature of any curve, in bytes (secp521r1's; the DER of r and s of 66
 * bytes whose first is 0x80 or more). */
#define MAX_FIELD 66
#define MAX_PUBLIC 132
#define MAX_DER 141
extern const char *const curve_names[NUM_CURVES];
/* The group orders n (SEC 2), big-endian hex of the private-key size, and
 * the field primes p, of the field size; unhex reads them. */
extern const char *const curve_orders[NUM_CURVES];
extern const char *const curve_primes[NUM_CURVES];
uECC_Curve curve_at(int i);
int field_size(int i); /* 20, 24, 28, 32, 32, 48, 66 */

#endif
