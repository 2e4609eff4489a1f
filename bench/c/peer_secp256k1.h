/* peer_secp256k1.h: libsecp256k1's operations for bench/c/peers.c, behind
 * one table of functions with no libsecp256k1 type in it, so that two
 * builds of libsecp256k1 (Debian's package and one from a checkout,
 * LIBSECP256K1_DIR) can live in one process: peer_secp256k1.c is compiled
 * once per build, each time naming its table with SECP_PEER, and the
 * checkout's copy is linked with that build into one object whose only
 * global name is its table (mk/bench.mk). */
#ifndef PEER_SECP256K1_H
#define PEER_SECP256K1_H

/* SECP_KEYPAIR_BYTES is the size of secp256k1_keypair (96 bytes in every
 * release); peer_secp256k1.c checks it. */
#define SECP_KEYPAIR_BYTES 96

struct secp_peer {
    /* create returns a context randomised with seed (NULL on failure). */
    void *(*create)(const unsigned char seed[32]);
    void (*destroy)(void *ctx);
    /* pubkey: ec_pubkey_create + serialize (65 bytes, 04 || X || Y). */
    int (*pubkey)(void *ctx, const unsigned char priv[32], unsigned char out65[65]);
    /* ecdh: ec_pubkey_parse of 65 bytes + ecdh with a hash function that copies x. */
    int (*ecdh)(void *ctx, const unsigned char pub65[65], const unsigned char priv[32], unsigned char x[32]);
    /* sign: ecdsa_sign (RFC 6979) + serialize_compact. */
    int (*sign)(void *ctx, const unsigned char hash[32], const unsigned char priv[32], unsigned char rs[64]);
    /* verify: ec_pubkey_parse, ecdsa_signature_parse_compact, ecdsa_verify (low S only). */
    int (*verify)(void *ctx, const unsigned char pub65[65], const unsigned char rs[64], const unsigned char hash[32]);
    /* decompress: ec_pubkey_parse of 33 bytes + serialize uncompressed. */
    int (*decompress)(void *ctx, const unsigned char comp[33], unsigned char out65[65]);
    /* valid: ec_pubkey_parse of 65 bytes. */
    int (*valid)(void *ctx, const unsigned char pub65[65]);
    /* keypair: keypair_create into kp, and its x-only public key. */
    int (*keypair)(void *ctx, unsigned char kp[SECP_KEYPAIR_BYTES], const unsigned char priv[32], unsigned char xonly[32]);
    /* bip340_sign: keypair_create + schnorrsig_sign32 (aux may be NULL). */
    int (*bip340_sign)(void *ctx, unsigned char sig[64], const unsigned char msg[32], const unsigned char priv[32],
                       const unsigned char aux[32]);
    /* bip340_sign_kp: schnorrsig_sign32 alone, with a keypair made by keypair. */
    int (*bip340_sign_kp)(void *ctx, unsigned char sig[64], const unsigned char msg[32],
                          const unsigned char kp[SECP_KEYPAIR_BYTES], const unsigned char aux[32]);
    /* bip340_verify: xonly_pubkey_parse + schnorrsig_verify of a 32-byte message. */
    int (*bip340_verify)(void *ctx, const unsigned char xonly[32], const unsigned char msg[32], const unsigned char sig[64]);
};

/* Debian's package (-lsecp256k1), and the build of LIBSECP256K1_DIR when
 * peers.c is built with WITH_SECP_DIR. */
extern const struct secp_peer secp_peer_system;
extern const struct secp_peer secp_peer_dir;

#endif
