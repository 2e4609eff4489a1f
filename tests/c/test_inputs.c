/* test_inputs.c: argument edge cases of the C layer, on every curve.
 *
 * - message_hash NULL with hash_size 0: every signer and uECC_verify accept
 *   it and treat it as the empty hash (the same signature as a non-NULL
 *   pointer with size 0); NULL with a nonzero size is still 0.
 * - Huge hash_size (2^31, 0x50000000, 2^32 - 1, and sizes that make
 *   hash + size wrap the address space on a 32-bit target) over a 100-byte
 *   buffer: only the leftmost private-key-size bytes are read (at most 66),
 *   so each call gives what the same call with hash_size 100 gives
 *   (uECC_sign, uECC_sign_with_k, uECC_sign_rfc6979, uECC_sign_hedged,
 *   uECC_verify; the random signers' signatures verify with hash_size 100;
 *   uECC_sign_deterministic reads the whole hash, as micro-ecc's HMAC-DRBG
 *   does). This is the test that mk/arm.mk also runs on armv7 under qemu-arm.
 * - uECC_compress with compressed == public_key, and uECC_decompress with
 *   public_key == compressed: the same bytes as with separate buffers.
 */
#define _POSIX_C_SOURCE 200809L /* alarm */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "sha256.h"
#include "uECC_ext.h"

static void test_curve(int ci) {
    static const unsigned huge[] = {0x80000000u, 0x50000000u, 0xffffffffu, 0xfffffff0u, 0x7fffffffu, 0xc0000000u};
    uECC_Curve c = curve_at(ci);
    const char *name = curve_names[ci];
    int fs = field_size(ci), ps = uECC_curve_private_key_size(c);
    uint8_t pub[MAX_PUBLIC], priv[MAX_FIELD], k[MAX_FIELD], hash[100], sig[MAX_PUBLIC], sig2[MAX_PUBLIC];
    uint8_t buf[MAX_PUBLIC], comp[MAX_FIELD + 1];
    uint8_t empty[1] = {0};
    SHA256_HashContext hctx;
    unsigned h;

    sha256_hash_context(&hctx);
    memset(hash, 0xa5, sizeof hash);
    memset(k, 0, sizeof k);
    k[ps - 2] = 0x77; /* nonzero after the bits2int shift of k on secp160r1 and secp521r1 */
    CHECK(uECC_make_key(pub, priv, c), "%s: make_key", name);

    /* NULL hash, size 0. */
    CHECK(uECC_sign(priv, NULL, 0, sig, c) && uECC_verify(pub, NULL, 0, sig, c) && uECC_verify(pub, empty, 0, sig, c),
          "%s: sign/verify NULL hash, size 0", name);
    CHECK(uECC_sign_with_k(priv, NULL, 0, k, sig, c) && uECC_sign_with_k(priv, empty, 0, k, sig2, c) &&
              memcmp(sig, sig2, (size_t)(2 * fs)) == 0 && uECC_verify(pub, NULL, 0, sig, c),
          "%s: sign_with_k NULL hash, size 0", name);
    CHECK(uECC_sign_rfc6979(priv, NULL, 0, &hctx.uECC, sig, c) && uECC_sign_rfc6979(priv, empty, 0, &hctx.uECC, sig2, c) &&
              memcmp(sig, sig2, (size_t)(2 * fs)) == 0 && uECC_verify(pub, NULL, 0, sig, c),
          "%s: sign_rfc6979 NULL hash, size 0", name);
    CHECK(uECC_sign_deterministic(priv, NULL, 0, &hctx.uECC, sig, c) &&
              uECC_sign_deterministic(priv, empty, 0, &hctx.uECC, sig2, c) &&
              memcmp(sig, sig2, (size_t)(2 * fs)) == 0 && uECC_verify(pub, NULL, 0, sig, c),
          "%s: sign_deterministic NULL hash, size 0", name);
    CHECK(uECC_sign_hedged(priv, NULL, 0, sig, c) && uECC_verify(pub, NULL, 0, sig, c) &&
              uECC_verify(pub, empty, 0, sig, c),
          "%s: sign_hedged NULL hash, size 0", name);
    CHECK(uECC_sign(priv, NULL, 1, sig, c) == 0 && uECC_verify(pub, NULL, 1, sig, c) == 0 &&
              uECC_sign_with_k(priv, NULL, 32, k, sig, c) == 0 &&
              uECC_sign_rfc6979(priv, NULL, 32, &hctx.uECC, sig, c) == 0 &&
              uECC_sign_deterministic(priv, NULL, 32, &hctx.uECC, sig, c) == 0 &&
              uECC_sign_hedged(priv, NULL, 32, sig, c) == 0,
          "%s: NULL hash with a nonzero size must return 0", name);

    /* Huge sizes over a 100-byte hash. */
    for (h = 0; h < sizeof huge / sizeof huge[0]; h++) {
        unsigned n = huge[h];
        CHECK(uECC_sign_with_k(priv, hash, 100, k, sig2, c) && uECC_sign_with_k(priv, hash, n, k, sig, c) &&
                  memcmp(sig, sig2, (size_t)(2 * fs)) == 0,
              "%s: sign_with_k hash_size %#x", name, n);
        CHECK(uECC_verify(pub, hash, n, sig, c) && uECC_verify(pub, hash, 100, sig, c), "%s: verify hash_size %#x", name,
              n);
        CHECK(uECC_sign(priv, hash, n, sig, c) && uECC_verify(pub, hash, 100, sig, c), "%s: sign hash_size %#x", name, n);
        CHECK(uECC_sign_hedged(priv, hash, n, sig, c) && uECC_verify(pub, hash, 100, sig, c),
              "%s: sign_hedged hash_size %#x", name, n);
        CHECK(uECC_sign_rfc6979(priv, hash, 100, &hctx.uECC, sig2, c) &&
                  uECC_sign_rfc6979(priv, hash, n, &hctx.uECC, sig, c) && memcmp(sig, sig2, (size_t)(2 * fs)) == 0,
              "%s: sign_rfc6979 hash_size %#x", name, n);
    }

    /* In-place compress and decompress. */
    uECC_compress(pub, comp, c);
    memcpy(buf, pub, sizeof buf);
    uECC_compress(buf, buf, c);
    CHECK(memcmp(buf, comp, (size_t)(fs + 1)) == 0, "%s: in-place compress", name);
    uECC_decompress(buf, buf, c);
    CHECK(memcmp(buf, pub, (size_t)(2 * fs)) == 0, "%s: in-place decompress", name);
    memcpy(buf + 1, comp, (size_t)(fs + 1)); /* overlapping, shifted by one */
    uECC_decompress(buf + 1, buf, c);
    CHECK(memcmp(buf, pub, (size_t)(2 * fs)) == 0, "%s: overlapping decompress", name);
}

int main(void) {
    int i;
    alarm(60); /* watchdog (qemu-arm is slow) */
    for (i = 0; i < NUM_CURVES; i++) test_curve(i);
    return check_finish("test_inputs");
}
