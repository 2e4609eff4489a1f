/* test_btstack.c: the way BTstack's LE Secure Connections code drives the
 * library. It hands uECC_make_key a 64-byte buffer of random bytes through
 * its RNG callback (which fails once the buffer is used up), then installs
 * no RNG (uECC_set_rng(NULL)) and computes the DH key with
 * uECC_shared_secret. micro-ecc's results: the private key is the buffer's
 * first 32 bytes read as a little-endian integer (its candidate), the
 * public key its multiple of G, the 64 bytes are used as two requests of 32
 * (the key, then the blinding Z) and nothing more, and the secret needs no
 * RNG. The expected keys and secret were computed with Go's crypto/ecdh. */
#include <string.h>

#include "check.h"
#include "uECC.h"

static uint8_t rng_buf[64];
static unsigned rng_used, rng_calls;

static int buffer_rng(uint8_t *dest, unsigned size) {
    rng_calls++;
    if (rng_used + size > sizeof rng_buf) {
        return 0;
    }
    memcpy(dest, rng_buf + rng_used, size);
    rng_used += size;
    return 1;
}

/* make_key_from fills the buffer with first, first+1, ... and makes a key. */
static int make_key_from(uint8_t first, uint8_t *pub, uint8_t *priv) {
    unsigned i;
    for (i = 0; i < sizeof rng_buf; i++) {
        rng_buf[i] = (uint8_t)(first + i);
    }
    rng_used = rng_calls = 0;
    uECC_set_rng(buffer_rng);
    return uECC_make_key(pub, priv, uECC_secp256r1());
}

int main(void) {
    uint8_t pub1[64], priv1[32], pub2[64], priv2[32], s1[32], s2[32];
    uECC_Curve c = uECC_secp256r1();

    CHECK(make_key_from(0x01, pub1, priv1) == 1, "make_key from the 64-byte buffer");
    CHECK(rng_used == 64 && rng_calls == 2, "make_key used %u bytes in %u requests, want 64 in 2", rng_used, rng_calls);
    CHECK(hexeq(priv1, 32, "201f1e1d1c1b1a191817161514131211100f0e0d0c0b0a090807060504030201"),
          "private key %s", tohex(priv1, 32));
    CHECK(hexeq(pub1, 64,
                "21e184d5162d8a4d59f7d99fa819f84f0b6b162339ec1859c78f77362e37c28f"
                "f9289adbfe3f2a462e1043cd661a56bc7ded65a454b1c9e3f88bc47e2d1e8bf1"),
          "public key %s", tohex(pub1, 64));

    CHECK(make_key_from(0x41, pub2, priv2) == 1, "make_key from the second buffer");
    CHECK(hexeq(priv2, 32, "605f5e5d5c5b5a595857565554535251504f4e4d4c4b4a494847464544434241"),
          "private key %s", tohex(priv2, 32));
    CHECK(hexeq(pub2, 64,
                "a7b52fa48660049af51eac9373c7f53879274000fe1c384bd6eb6a2365f77cc4"
                "c1c94826d2cff151297ee1f07bdd013da32d3a17aaa26c7dd87f51bf6e5c1734"),
          "public key %s", tohex(pub2, 64));

    /* The buffer is used up: a third key cannot be made from it. */
    {
        uint8_t pub3[64], priv3[32];
        CHECK(uECC_make_key(pub3, priv3, c) == 0, "make_key with the buffer used up returns 0");
    }

    uECC_set_rng(NULL);
    CHECK(uECC_get_rng() == NULL, "uECC_set_rng(NULL) installs no RNG");
    CHECK(uECC_shared_secret(pub2, priv1, s1, c) == 1, "shared_secret with no RNG");
    CHECK(uECC_shared_secret(pub1, priv2, s2, c) == 1, "shared_secret with no RNG, the other side");
    CHECK(hexeq(s1, 32, "dd46f8fc94d210bf0582e25668858e7f6e02b72cd00a71295fb59fc90406fc6c"), "secret %s", tohex(s1, 32));
    CHECK(memcmp(s1, s2, 32) == 0, "both sides agree");
    return check_finish("test_btstack");
}
