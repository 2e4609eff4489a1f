/* test_vli_off.c: a micro-ecc program that includes uECC_vli.h without
 * uECC_ENABLE_VLI_API and uses only uECC.h compiles unchanged with the
 * strict flags (-std=c99 -Wall -Wextra -Werror) and runs; the header's
 * types are there, its functions are not declared (uECC_ENABLE_VLI_API is
 * 0, so the #if below holds). */
#include <string.h>

#include "uECC.h"
#include "uECC_vli.h"
#include "check.h"

int main(void) {
    uint8_t pub[64], priv[32];
    uECC_word_t w = 0;
    CHECK(uECC_ENABLE_VLI_API == 0, "uECC_ENABLE_VLI_API defaults to 0");
    CHECK(sizeof w == sizeof(void *) && sizeof(wordcount_t) == 1 && sizeof(bitcount_t) == 2 &&
              sizeof(cmpresult_t) == 1,
          "type sizes");
    CHECK((wordcount_t)-1 < 0 && (bitcount_t)-1 < 0 && (cmpresult_t)-1 < 0 && (uECC_word_t)-1 > 0, "signedness");
    CHECK(uECC_make_key(pub, priv, uECC_secp256r1()) == 1, "make_key");
    return check_finish("test_vli_off");
}
