/* sha256.c: SHA-256 as specified in FIPS 180-4, section 6.2. Written for
 * clarity, not speed. */
#include <string.h>

#include "sha256.h"

/* FIPS 180-4 4.2.2: the first 32 bits of the fractional parts of the cube
 * roots of the first 64 primes. */
static const uint32_t K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))
#define CH(x, y, z) (((x) & (y)) ^ (~(x) & (z)))          /* (4.2) */
#define MAJ(x, y, z) (((x) & (y)) ^ ((x) & (z)) ^ ((y) & (z))) /* (4.3) */
#define BSIG0(x) (ROTR(x, 2) ^ ROTR(x, 13) ^ ROTR(x, 22))   /* (4.4) */
#define BSIG1(x) (ROTR(x, 6) ^ ROTR(x, 11) ^ ROTR(x, 25))   /* (4.5) */
#define SSIG0(x) (ROTR(x, 7) ^ ROTR(x, 18) ^ ((x) >> 3))    /* (4.6) */
#define SSIG1(x) (ROTR(x, 17) ^ ROTR(x, 19) ^ ((x) >> 10))  /* (4.7) */

/* compress runs the hash computation of 6.2.2 on one 64-byte block. */
static void compress(uint32_t h[8], const uint8_t block[64]) {
    uint32_t w[64], a, b, c, d, e, f, g, hh, t1, t2;
    int t;
    for (t = 0; t < 16; t++) { /* big-endian words of the block */
        w[t] = (uint32_t)block[4 * t] << 24 | (uint32_t)block[4 * t + 1] << 16 |
               (uint32_t)block[4 * t + 2] << 8 | (uint32_t)block[4 * t + 3];
    }
    for (t = 16; t < 64; t++) {
        w[t] = SSIG1(w[t - 2]) + w[t - 7] + SSIG0(w[t - 15]) + w[t - 16];
    }
    a = h[0]; b = h[1]; c = h[2]; d = h[3]; e = h[4]; f = h[5]; g = h[6]; hh = h[7];
    for (t = 0; t < 64; t++) {
        t1 = hh + BSIG1(e) + CH(e, f, g) + K[t] + w[t];
        t2 = BSIG0(a) + MAJ(a, b, c);
        hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
    }
    h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

void sha256_init(sha256_ctx *c) {
    /* 5.3.3: the first 32 bits of the fractional parts of the square roots
     * of the first 8 primes. */
    static const uint32_t iv[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                   0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    memcpy(c->h, iv, sizeof iv);
    c->used = 0;
    c->length = 0;
}

void sha256_update(sha256_ctx *c, const void *data, size_t len) {
    const uint8_t *p = (const uint8_t *)data;
    c->length += len;
    while (len > 0) {
        size_t n = SHA256_BLOCK_SIZE - c->used;
        if (n > len) {
            n = len;
        }
        memcpy(c->block + c->used, p, n);
        c->used += n;
        p += n;
        len -= n;
        if (c->used == SHA256_BLOCK_SIZE) {
            compress(c->h, c->block);
            c->used = 0;
        }
    }
}

void sha256_final(sha256_ctx *c, uint8_t digest[SHA256_DIGEST_SIZE]) {
    /* 5.1.1 padding: a 1 bit, zeros, then the message length in bits as a
     * 64-bit big-endian integer, to a multiple of 512 bits. */
    uint64_t bits = c->length * 8;
    int i;
    c->block[c->used++] = 0x80;
    if (c->used > 56) {
        memset(c->block + c->used, 0, SHA256_BLOCK_SIZE - c->used);
        compress(c->h, c->block);
        c->used = 0;
    }
    memset(c->block + c->used, 0, 56 - c->used);
    for (i = 0; i < 8; i++) {
        c->block[56 + i] = (uint8_t)(bits >> (56 - 8 * i));
    }
    compress(c->h, c->block);
    for (i = 0; i < 8; i++) {
        digest[4 * i] = (uint8_t)(c->h[i] >> 24);
        digest[4 * i + 1] = (uint8_t)(c->h[i] >> 16);
        digest[4 * i + 2] = (uint8_t)(c->h[i] >> 8);
        digest[4 * i + 3] = (uint8_t)c->h[i];
    }
}

void sha256(const void *data, size_t len, uint8_t digest[SHA256_DIGEST_SIZE]) {
    sha256_ctx c;
    sha256_init(&c);
    sha256_update(&c, data, len);
    sha256_final(&c, digest);
}

/* The three uECC_HashContext callbacks. The uECC_HashContext is the first
 * member of SHA256_HashContext, so the pointer converts back. */
static void init_sha256(const uECC_HashContext *base) {
    SHA256_HashContext *c = (SHA256_HashContext *)base;
    sha256_init(&c->ctx);
}

static void update_sha256(const uECC_HashContext *base, const uint8_t *message, unsigned message_size) {
    SHA256_HashContext *c = (SHA256_HashContext *)base;
    sha256_update(&c->ctx, message, message_size);
}

static void finish_sha256(const uECC_HashContext *base, uint8_t *hash_result) {
    SHA256_HashContext *c = (SHA256_HashContext *)base;
    sha256_final(&c->ctx, hash_result);
}

void sha256_hash_context(SHA256_HashContext *c) {
    c->uECC.init_hash = init_sha256;
    c->uECC.update_hash = update_sha256;
    c->uECC.finish_hash = finish_sha256;
    c->uECC.block_size = SHA256_BLOCK_SIZE;
    c->uECC.result_size = SHA256_DIGEST_SIZE;
    c->uECC.tmp = c->tmp;
}
