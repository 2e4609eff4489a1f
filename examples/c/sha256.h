/* sha256.h: a small SHA-256 (FIPS 180-4) for the examples and tests, and a
 * uECC_HashContext that uses it for uECC_sign_deterministic().
 *
 * Only the public header uECC.h is needed; nothing here is part of libuecc.
 */
#ifndef UECC_EXAMPLE_SHA256_H
#define UECC_EXAMPLE_SHA256_H

#include <stddef.h>
#include <stdint.h>

#include "uECC.h"

#define SHA256_BLOCK_SIZE 64
#define SHA256_DIGEST_SIZE 32

/* The running state of one SHA-256 computation. */
typedef struct {
    uint32_t h[8];                   /* chaining value H(i) */
    uint8_t block[SHA256_BLOCK_SIZE]; /* the partial block not yet compressed */
    size_t used;                     /* bytes in block */
    uint64_t length;                 /* message bytes so far */
} sha256_ctx;

void sha256_init(sha256_ctx *c);
void sha256_update(sha256_ctx *c, const void *data, size_t len);
void sha256_final(sha256_ctx *c, uint8_t digest[SHA256_DIGEST_SIZE]);

/* sha256 hashes len bytes at data in one go. */
void sha256(const void *data, size_t len, uint8_t digest[SHA256_DIGEST_SIZE]);

/* A uECC_HashContext for SHA-256: the uECC part first, as uECC.h suggests,
 * so that the callbacks can cast the context pointer back. */
typedef struct {
    uECC_HashContext uECC;
    sha256_ctx ctx;
    uint8_t tmp[2 * SHA256_DIGEST_SIZE + SHA256_BLOCK_SIZE]; /* scratch micro-ecc asks for */
} SHA256_HashContext;

/* sha256_hash_context sets up c for uECC_sign_deterministic(&c->uECC, ...). */
void sha256_hash_context(SHA256_HashContext *c);

#endif
