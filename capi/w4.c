/* w4.c: the functions that draw random numbers for programs built with
 * uECC_WORD_SIZE=4 on x86-64 and arm64, where the library's words are 8
 * bytes: the same functions with micro-ecc's requests in 4-byte words.
 * Compiled with that setting, so uECC.h maps each name below to its _w4
 * entry point and the compiler checks each definition against it. On
 * other targets 4 is the library's size and this file is empty. */
#if defined(__x86_64__) || defined(__aarch64__)
#define uECC_WORD_SIZE 4
#include "uECC.h"
#include "uECC_ext.h"
#include "ucgo.h"

int uECC_make_key(uint8_t *public_key, uint8_t *private_key, uECC_Curve curve) {
    return ucgo_make_key_ws(public_key, private_key, curve, 4);
}

int uECC_compute_public_key(const uint8_t *private_key, uint8_t *public_key, uECC_Curve curve) {
    return ucgo_compute_public_key_ws(private_key, public_key, curve, 4);
}

int uECC_shared_secret(const uint8_t *public_key,
                       const uint8_t *private_key,
                       uint8_t *secret,
                       uECC_Curve curve) {
    return ucgo_shared_secret_ws(public_key, private_key, secret, curve, 4);
}

int uECC_sign(const uint8_t *private_key,
              const uint8_t *message_hash,
              unsigned hash_size,
              uint8_t *signature,
              uECC_Curve curve) {
    return ucgo_sign_ws(private_key, message_hash, hash_size, signature, curve, 4);
}

int uECC_sign_deterministic(const uint8_t *private_key,
                            const uint8_t *message_hash,
                            unsigned hash_size,
                            const uECC_HashContext *hash_context,
                            uint8_t *signature,
                            uECC_Curve curve) {
    return ucgo_sign_deterministic_ws(private_key, message_hash, hash_size, hash_context, signature, curve, 4);
}

int uECC_sign_recoverable(const uint8_t *private_key,
                          const uint8_t *message_hash,
                          unsigned hash_size,
                          uint8_t *signature,
                          uint8_t *recovery_id,
                          uECC_Curve curve) {
    return ucgo_sign_recoverable_ws(private_key, message_hash, hash_size, signature, recovery_id, curve, 4);
}
#else
typedef int ucgo_w4_empty; /* ISO C wants a declaration in every file */
#endif
