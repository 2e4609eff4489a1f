/* compress.c: point compression on every curve.
 *
 * uECC_compress turns a public key X || Y into 0x02/0x03 || X (about half
 * the size); uECC_decompress recovers Y. An invalid compressed point (here:
 * a bad prefix) decompresses to all zeros, which uECC_valid_public_key and
 * every other function reject.
 *
 * Build: cc -Iinclude compress.c -Lbuild -luecc -lpthread
 */
#include <string.h>

#include "common.h"

int main(void) {
    int c;
    for (c = 0; c < EXAMPLE_NUM_CURVES; c++) {
        uECC_Curve curve = example_curves[c].get();
        int pub_size = uECC_curve_public_key_size(curve);
        int comp_size = pub_size / 2 + 1;
        uint8_t priv[32], pub[64], comp[33], back[64];

        printf("%s: compress and decompress\n", example_curves[c].name);
        if (!uECC_make_key(pub, priv, curve)) {
            printf("  uECC_make_key failed\n");
            return 1;
        }
        uECC_compress(pub, comp, curve);
        print_hex("public key", pub, pub_size);
        print_hex("compressed", comp, comp_size);
        uECC_decompress(comp, back, curve);
        if (memcmp(pub, back, (size_t)pub_size) != 0) {
            printf("  decompression gave another point!\n");
            return 1;
        }

        comp[0] = 0x04; /* not a compressed-point prefix */
        uECC_decompress(comp, back, curve);
        if (uECC_valid_public_key(back, curve)) {
            printf("  an invalid encoding decompressed to a valid key!\n");
            return 1;
        }
        printf("  round trip exact (%d -> %d bytes); a bad prefix gives all zeros\n", pub_size, comp_size);
    }
    return 0;
}
