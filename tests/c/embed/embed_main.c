/* embed_main.c: the program of the embed report, as a new user of the
 * library would write it: make a secp256r1 key pair with the default RNG,
 * sign a fixed hash and verify the signature, against libuecc.a. With an
 * argument it stays alive after the calls and prints its pid, so that the
 * report can read its threads and memory. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "uECC.h"

int main(int argc, char **argv) {
    uint8_t priv[32], pub[64], sig[64], hash[32];
    uECC_Curve curve = uECC_secp256r1();
    int ok;
    (void)argv;
    memset(hash, 0xab, sizeof hash);
    ok = uECC_make_key(pub, priv, curve) &&
         uECC_sign(priv, hash, sizeof hash, sig, curve) &&
         uECC_verify(pub, hash, sizeof hash, sig, curve);
    if (!ok) {
        fprintf(stderr, "embed_main: make key, sign, verify failed\n");
        return 1;
    }
    if (argc > 1) {
        char line[8];
        printf("%d\n", (int)getpid());
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin)) { /* wait for the report */
            return 0;
        }
    }
    return 0;
}
