/* le_w4.c: w4.c's functions for programs that also set
 * uECC_VLI_NATIVE_LITTLE_ENDIAN=1 (le.c): uECC.h maps each name below to
 * its _le_w4 entry point. Empty where 4 is the library's word size. */
#if defined(__x86_64__) || defined(__aarch64__)
#define uECC_WORD_SIZE 4
#define uECC_VLI_NATIVE_LITTLE_ENDIAN 1
#include "uECC.h"
#include "ucgo.h"

int uECC_make_key(uint8_t *public_key, uint8_t *private_key, uECC_Curve curve) {
    return ucgo_make_key_le_ws(public_key, private_key, curve, 4);
}

int uECC_compute_public_key(const uint8_t *private_key, uint8_t *public_key, uECC_Curve curve) {
    return ucgo_compute_public_key_le_ws(private_key, public_key, curve, 4);
}

int uECC_shared_secret(const uint8_t *public_key,
                       const uint8_t *private_key,
                       uint8_t *secret,
                       uECC_Curve curve) {
    return ucgo_shared_secret_le_ws(public_key, private_key, secret, curve, 4);
}

int uECC_sign(const uint8_t *private_key,
              const uint8_t *message_hash,
              unsigned hash_size,
              uint8_t *signature,
              uECC_Curve curve) {
    return ucgo_sign_le_ws(private_key, message_hash, hash_size, signature, curve, 4);
}

int uECC_sign_deterministic(const uint8_t *private_key,
                            const uint8_t *message_hash,
                            unsigned hash_size,
                            const uECC_HashContext *hash_context,
                            uint8_t *signature,
                            uECC_Curve curve) {
    return ucgo_sign_deterministic_le_ws(private_key, message_hash, hash_size, hash_context, signature, curve, 4);
}
#else
typedef int ucgo_le_w4_empty; /* ISO C wants a declaration in every file */
#endif
