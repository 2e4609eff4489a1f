/* ecdh.c: Alice and Bob agree on a shared secret, on every curve.
 *
 * Each party makes a key pair with uECC_make_key (the default RNG reads the
 * OS; no uECC_set_rng needed), sends the public key, and computes the shared
 * secret from its own private key and the peer's public key. Both get the
 * same secret. A public key off the curve is refused.
 *
 * Build: cc -Iinclude ecdh.c -Lbuild -luecc -lpthread
 */
#include <string.h>

#include "common.h"

int main(void) {
    int c;
    for (c = 0; c < EXAMPLE_NUM_CURVES; c++) {
        uECC_Curve curve = example_curves[c].get();
        int priv_size = uECC_curve_private_key_size(curve); /* 21 on secp160r1 */
        int pub_size = uECC_curve_public_key_size(curve);   /* X || Y */
        int secret_size = pub_size / 2;                     /* the X coordinate */
        uint8_t alice_priv[32], alice_pub[64], bob_priv[32], bob_pub[64];
        uint8_t alice_secret[32], bob_secret[32];

        printf("%s: ECDH between two parties\n", example_curves[c].name);
        if (!uECC_make_key(alice_pub, alice_priv, curve) || !uECC_make_key(bob_pub, bob_priv, curve)) {
            printf("  uECC_make_key failed\n");
            return 1;
        }
        print_hex("Alice public", alice_pub, pub_size);
        print_hex("Bob public", bob_pub, pub_size);

        /* Each side uses its own private key and the other's public key.
           (uECC_shared_secret validates the peer key itself.) */
        if (!uECC_shared_secret(bob_pub, alice_priv, alice_secret, curve) ||
            !uECC_shared_secret(alice_pub, bob_priv, bob_secret, curve)) {
            printf("  uECC_shared_secret failed\n");
            return 1;
        }
        print_hex("Alice secret", alice_secret, secret_size);
        print_hex("Bob secret", bob_secret, secret_size);
        if (memcmp(alice_secret, bob_secret, (size_t)secret_size) != 0) {
            printf("  the secrets differ!\n");
            return 1;
        }

        /* A tampered public key is not a point on the curve: refused. */
        bob_pub[pub_size - 1] ^= 1;
        if (uECC_valid_public_key(bob_pub, curve) || uECC_shared_secret(bob_pub, alice_priv, alice_secret, curve)) {
            printf("  a tampered public key was accepted!\n");
            return 1;
        }
        printf("  secrets match (%d bytes); a tampered public key is refused\n", secret_size);
        (void)priv_size;
    }
    return 0;
}
