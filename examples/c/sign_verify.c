/* sign_verify.c: ECDSA signatures on every curve.
 *
 * The signer hashes its message (SHA-256 here), signs the hash with
 * uECC_sign (random nonce from the default OS RNG) and publishes the
 * signature r || s; the verifier checks it with the public key. A changed
 * message or signature does not verify.
 *
 * Build: cc -Iinclude sign_verify.c sha256.c -Lbuild -luecc -lpthread
 */
#include <string.h>

#include "common.h"
#include "sha256.h"

int main(void) {
    static const char message[] = "Attack at dawn";
    uint8_t hash[SHA256_DIGEST_SIZE];
    int c;

    sha256(message, strlen(message), hash);
    printf("message \"%s\"\n", message);
    print_hex("SHA-256", hash, sizeof hash);

    for (c = 0; c < EXAMPLE_NUM_CURVES; c++) {
        uECC_Curve curve = example_curves[c].get();
        int sig_size = uECC_curve_public_key_size(curve); /* r || s: same size as X || Y */
        uint8_t priv[32], pub[64], sig[64];

        printf("%s: sign and verify\n", example_curves[c].name);
        if (!uECC_make_key(pub, priv, curve)) {
            printf("  uECC_make_key failed\n");
            return 1;
        }
        /* Any hash length works: the leftmost bitlen(n) bits are used. */
        if (!uECC_sign(priv, hash, sizeof hash, sig, curve)) {
            printf("  uECC_sign failed\n");
            return 1;
        }
        print_hex("signature", sig, sig_size);
        if (!uECC_verify(pub, hash, sizeof hash, sig, curve)) {
            printf("  a good signature did not verify!\n");
            return 1;
        }

        /* Flip one bit of the hash, then of the signature: both fail. */
        hash[0] ^= 0x80;
        if (uECC_verify(pub, hash, sizeof hash, sig, curve)) {
            printf("  a signature verified for another message!\n");
            return 1;
        }
        hash[0] ^= 0x80;
        sig[sig_size - 1] ^= 1;
        if (uECC_verify(pub, hash, sizeof hash, sig, curve)) {
            printf("  a tampered signature verified!\n");
            return 1;
        }
        printf("  verified; a changed message or signature is rejected\n");
    }
    return 0;
}
