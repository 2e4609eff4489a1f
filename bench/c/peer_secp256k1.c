/* peer_secp256k1.c: the table of peer_secp256k1.h for one build of
 * libsecp256k1, named SECP_PEER (secp_peer_system or secp_peer_dir). */
#include <string.h>

#include <secp256k1.h>
#include <secp256k1_ecdh.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>

#include "peer_secp256k1.h"

#ifndef SECP_PEER
#error "SECP_PEER must name the table (secp_peer_system or secp_peer_dir)"
#endif

/* secp256k1_keypair travels as bytes through the table. */
typedef char keypair_size_check[sizeof(secp256k1_keypair) == SECP_KEYPAIR_BYTES ? 1 : -1];

static void *create(const unsigned char seed[32]) {
    secp256k1_context *ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    if (ctx != NULL && !secp256k1_context_randomize(ctx, seed)) {
        secp256k1_context_destroy(ctx);
        return NULL;
    }
    return ctx;
}

static void destroy(void *ctx) { secp256k1_context_destroy(ctx); }

static int serialize65(const secp256k1_context *ctx, unsigned char out65[65], const secp256k1_pubkey *pk) {
    size_t len = 65;
    return secp256k1_ec_pubkey_serialize(ctx, out65, &len, pk, SECP256K1_EC_UNCOMPRESSED) && len == 65;
}

static int pubkey(void *ctx, const unsigned char priv[32], unsigned char out65[65]) {
    secp256k1_pubkey pk;
    return secp256k1_ec_pubkey_create(ctx, &pk, priv) && serialize65(ctx, out65, &pk);
}

static int copy_x(unsigned char *output, const unsigned char *x32, const unsigned char *y32, void *data) {
    (void)y32;
    (void)data;
    memcpy(output, x32, 32);
    return 1;
}

static int ecdh(void *ctx, const unsigned char pub65[65], const unsigned char priv[32], unsigned char x[32]) {
    secp256k1_pubkey pk;
    return secp256k1_ec_pubkey_parse(ctx, &pk, pub65, 65) && secp256k1_ecdh(ctx, x, &pk, priv, copy_x, NULL);
}

static int sign(void *ctx, const unsigned char hash[32], const unsigned char priv[32], unsigned char rs[64]) {
    secp256k1_ecdsa_signature sig;
    return secp256k1_ecdsa_sign(ctx, &sig, hash, priv, NULL, NULL) && secp256k1_ecdsa_signature_serialize_compact(ctx, rs, &sig);
}

static int verify(void *ctx, const unsigned char pub65[65], const unsigned char rs[64], const unsigned char hash[32]) {
    secp256k1_pubkey pk;
    secp256k1_ecdsa_signature sig;
    return secp256k1_ec_pubkey_parse(ctx, &pk, pub65, 65) && secp256k1_ecdsa_signature_parse_compact(ctx, &sig, rs) &&
           secp256k1_ecdsa_verify(ctx, &sig, hash, &pk);
}

static int decompress(void *ctx, const unsigned char comp[33], unsigned char out65[65]) {
    secp256k1_pubkey pk;
    return secp256k1_ec_pubkey_parse(ctx, &pk, comp, 33) && serialize65(ctx, out65, &pk);
}

static int valid(void *ctx, const unsigned char pub65[65]) {
    secp256k1_pubkey pk;
    return secp256k1_ec_pubkey_parse(ctx, &pk, pub65, 65);
}

static int keypair(void *ctx, unsigned char kp[SECP_KEYPAIR_BYTES], const unsigned char priv[32], unsigned char xonly[32]) {
    secp256k1_keypair k;
    secp256k1_xonly_pubkey xpk;
    if (!secp256k1_keypair_create(ctx, &k, priv) || !secp256k1_keypair_xonly_pub(ctx, &xpk, NULL, &k) ||
        !secp256k1_xonly_pubkey_serialize(ctx, xonly, &xpk))
        return 0;
    memcpy(kp, &k, sizeof k);
    return 1;
}

static int bip340_sign(void *ctx, unsigned char sig[64], const unsigned char msg[32], const unsigned char priv[32],
                       const unsigned char aux[32]) {
    secp256k1_keypair k;
    return secp256k1_keypair_create(ctx, &k, priv) && secp256k1_schnorrsig_sign32(ctx, sig, msg, &k, aux);
}

static int bip340_sign_kp(void *ctx, unsigned char sig[64], const unsigned char msg[32],
                          const unsigned char kp[SECP_KEYPAIR_BYTES], const unsigned char aux[32]) {
    return secp256k1_schnorrsig_sign32(ctx, sig, msg, (const secp256k1_keypair *)(const void *)kp, aux);
}

static int bip340_verify(void *ctx, const unsigned char xonly[32], const unsigned char msg[32], const unsigned char sig[64]) {
    secp256k1_xonly_pubkey pk;
    return secp256k1_xonly_pubkey_parse(ctx, &pk, xonly) && secp256k1_schnorrsig_verify(ctx, sig, msg, 32, &pk);
}

const struct secp_peer SECP_PEER = {create, destroy, pubkey, ecdh, sign, verify, decompress, valid,
                                    keypair, bip340_sign, bip340_sign_kp, bip340_verify};
