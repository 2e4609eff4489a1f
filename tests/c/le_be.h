/* le_be.h: the big-endian functions under other names, for test_le.c, which
 * is compiled with uECC_VLI_NATIVE_LITTLE_ENDIAN=1 and so sees only the
 * little-endian ones under the public names. le_be.c is compiled without
 * the option and calls the big-endian functions. */
#ifndef UECC_TEST_LE_BE_H
#define UECC_TEST_LE_BE_H

#include "uECC.h"

int be_make_key(uint8_t *public_key, uint8_t *private_key, uECC_Curve curve);
int be_compute_public_key(const uint8_t *private_key, uint8_t *public_key, uECC_Curve curve);
int be_shared_secret(const uint8_t *public_key, const uint8_t *private_key, uint8_t *secret, uECC_Curve curve);
void be_compress(const uint8_t *public_key, uint8_t *compressed, uECC_Curve curve);
void be_decompress(const uint8_t *compressed, uint8_t *public_key, uECC_Curve curve);
int be_valid_public_key(const uint8_t *public_key, uECC_Curve curve);
int be_sign(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size, uint8_t *signature,
            uECC_Curve curve);
int be_sign_with_k(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size, const uint8_t *k,
                   uint8_t *signature, uECC_Curve curve);
int be_sign_deterministic(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                          const uECC_HashContext *hash_context, uint8_t *signature, uECC_Curve curve);
int be_sign_rfc6979(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                    const uECC_HashContext *hash_context, uint8_t *signature, uECC_Curve curve);
int be_sign_hedged(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size, uint8_t *signature,
                   uECC_Curve curve);
int be_verify(const uint8_t *public_key, const uint8_t *message_hash, unsigned hash_size, const uint8_t *signature,
              uECC_Curve curve);

#endif
