/* le_be.c: the big-endian functions for test_le.c (le_be.h). The program is
 * compiled with -DuECC_VLI_NATIVE_LITTLE_ENDIAN=1; this file undoes it. */
#undef uECC_VLI_NATIVE_LITTLE_ENDIAN
#define uECC_VLI_NATIVE_LITTLE_ENDIAN 0
#include "uECC.h"
#include "uECC_ext.h"
#include "le_be.h"

int be_make_key(uint8_t *public_key, uint8_t *private_key, uECC_Curve curve) {
    return uECC_make_key(public_key, private_key, curve);
}
int be_compute_public_key(const uint8_t *private_key, uint8_t *public_key, uECC_Curve curve) {
    return uECC_compute_public_key(private_key, public_key, curve);
}
int be_shared_secret(const uint8_t *public_key, const uint8_t *private_key, uint8_t *secret, uECC_Curve curve) {
    return uECC_shared_secret(public_key, private_key, secret, curve);
}
void be_compress(const uint8_t *public_key, uint8_t *compressed, uECC_Curve curve) {
    uECC_compress(public_key, compressed, curve);
}
void be_decompress(const uint8_t *compressed, uint8_t *public_key, uECC_Curve curve) {
    uECC_decompress(compressed, public_key, curve);
}
int be_valid_public_key(const uint8_t *public_key, uECC_Curve curve) {
    return uECC_valid_public_key(public_key, curve);
}
int be_sign(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size, uint8_t *signature,
            uECC_Curve curve) {
    return uECC_sign(private_key, message_hash, hash_size, signature, curve);
}
int be_sign_with_k(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size, const uint8_t *k,
                   uint8_t *signature, uECC_Curve curve) {
    return uECC_sign_with_k(private_key, message_hash, hash_size, k, signature, curve);
}
int be_sign_deterministic(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                          const uECC_HashContext *hash_context, uint8_t *signature, uECC_Curve curve) {
    return uECC_sign_deterministic(private_key, message_hash, hash_size, hash_context, signature, curve);
}
int be_sign_rfc6979(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                    const uECC_HashContext *hash_context, uint8_t *signature, uECC_Curve curve) {
    return uECC_sign_rfc6979(private_key, message_hash, hash_size, hash_context, signature, curve);
}
int be_sign_hedged(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size, uint8_t *signature,
                   uECC_Curve curve) {
    return uECC_sign_hedged(private_key, message_hash, hash_size, signature, curve);
}
int be_verify(const uint8_t *public_key, const uint8_t *message_hash, unsigned hash_size, const uint8_t *signature,
              uECC_Curve curve) {
    return uECC_verify(public_key, message_hash, hash_size, signature, curve);
}
