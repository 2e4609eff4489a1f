/* test_ctor.c: calls from a C constructor, linked with the static libuecc.a.
 *
 * The program's constructor (default priority, so after the library's
 * initialisers at priority 100) makes a key, signs and verifies; main checks
 * the results. alarm(10), set first thing in the constructor, is the
 * watchdog: a call that waited for a runtime that never starts would be
 * killed by SIGALRM and fail the test.
 *
 * A .preinit_array function runs before every initialiser, the library's
 * included: its call returns 0 at once (docs/C-API.md).
 */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "uECC.h"

#ifndef TEST_NAME
#define TEST_NAME "test_ctor"
#endif

static int made, signed_ok, verified, rejected;
static int pre_result = -1;

static void before_everything(void) {
    uint8_t pub[64], priv[32];
    alarm(10);
    pre_result = uECC_make_key(pub, priv, uECC_secp256r1());
}
__attribute__((section(".preinit_array"), used)) static void (*const preinit)(void) = before_everything;

__attribute__((constructor)) static void early_user(void) {
    uint8_t pub[64], priv[32], hash[32], sig[64];
    uECC_Curve c = uECC_secp256r1();
    alarm(10);
    memset(hash, 0x42, sizeof hash);
    made = uECC_make_key(pub, priv, c);
    signed_ok = uECC_sign(priv, hash, sizeof hash, sig, c);
    verified = uECC_verify(pub, hash, sizeof hash, sig, c);
    hash[31] ^= 1;
    rejected = !uECC_verify(pub, hash, sizeof hash, sig, c);
}

int main(void) {
    CHECK(made, "make_key from a constructor");
    CHECK(signed_ok, "sign from a constructor");
    CHECK(verified, "verify from a constructor");
    CHECK(rejected, "a changed hash verifies in a constructor");
    CHECK(pre_result == 0, "a call from .preinit_array returned %d, want 0", pre_result);
    return check_finish(TEST_NAME);
}
