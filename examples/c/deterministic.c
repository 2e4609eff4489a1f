/* deterministic.c: deterministic ECDSA with a SHA-256 uECC_HashContext.
 *
 * uECC_sign_deterministic derives the nonce from the private key and the
 * hash with HMAC, calling back into the caller's hash function through a
 * uECC_HashContext (here the small FIPS 180-4 SHA-256 of sha256.c). The same
 * key and hash always give the same signature, with or without an RNG; the
 * RNG, if set, only blinds the computation. These are micro-ecc's
 * deterministic signatures, byte for byte. RFC 6979 proper is
 * uECC_sign_rfc6979 in uECC_ext.h (an extension: not in micro-ecc).
 *
 * Build: cc -Iinclude deterministic.c sha256.c -Lbuild -luecc -lpthread
 */
#include <string.h>

#include "common.h"
#include "sha256.h"
#include "uECC_ext.h"

int main(void) {
    static const char message[] = "sample";
    uint8_t hash[SHA256_DIGEST_SIZE];
    SHA256_HashContext ctx;
    int c;

    sha256(message, strlen(message), hash);
    sha256_hash_context(&ctx); /* callbacks, block_size 64, result_size 32, tmp */

    for (c = 0; c < EXAMPLE_NUM_CURVES; c++) {
        uECC_Curve curve = example_curves[c].get();
        int sig_size = uECC_curve_public_key_size(curve);
        uint8_t priv[32], pub[64], sig1[64], sig2[64], sig3[64], rfc[64];
        uECC_RNG_Function rng = uECC_get_rng();

        printf("%s: deterministic signing\n", example_curves[c].name);
        if (!uECC_make_key(pub, priv, curve)) {
            printf("  uECC_make_key failed\n");
            return 1;
        }
        if (!uECC_sign_deterministic(priv, hash, sizeof hash, &ctx.uECC, sig1, curve) ||
            !uECC_sign_deterministic(priv, hash, sizeof hash, &ctx.uECC, sig2, curve)) {
            printf("  uECC_sign_deterministic failed\n");
            return 1;
        }
        /* Without an RNG it still works, and gives the same bytes. */
        uECC_set_rng(NULL);
        if (!uECC_sign_deterministic(priv, hash, sizeof hash, &ctx.uECC, sig3, curve)) {
            printf("  uECC_sign_deterministic without RNG failed\n");
            return 1;
        }
        uECC_set_rng(rng);
        print_hex("signature", sig1, sig_size);
        if (memcmp(sig1, sig2, (size_t)sig_size) != 0 || memcmp(sig1, sig3, (size_t)sig_size) != 0) {
            printf("  deterministic signatures differ!\n");
            return 1;
        }
        if (!uECC_verify(pub, hash, sizeof hash, sig1, curve)) {
            printf("  the signature did not verify!\n");
            return 1;
        }

        /* The extension: RFC 6979 (a different nonce, so a different signature). */
        if (!uECC_sign_rfc6979(priv, hash, sizeof hash, &ctx.uECC, rfc, curve) ||
            !uECC_verify(pub, hash, sizeof hash, rfc, curve)) {
            printf("  uECC_sign_rfc6979 failed\n");
            return 1;
        }
        print_hex("RFC 6979", rfc, sig_size);
        printf("  same signature three times (twice with the RNG, once without); verified\n");
    }
    return 0;
}
