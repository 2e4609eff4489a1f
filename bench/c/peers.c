/* peers.c: uecc (libuecc.a, through uECC.h) beside OpenSSL's libcrypto and
 * libsecp256k1, in one process, interleaved. `make bench-peers` builds and
 * runs it (mk/bench.mk); docs/BENCH-RESULTS.md has its method and tables.
 *
 * For every curve and operation, each implementation that has the operation
 * runs a batch of it back to back with the others (uecc, OpenSSL,
 * libsecp256k1, then again, starting one further each round), so that drift
 * of the machine's speed falls on all of them alike. Each batch is calibrated
 * to take about PEERS_BATCH_MS (default 10) and there are PEERS_ROUNDS rounds
 * (default 31). Printed per (curve, op): the median per-op time of each
 * implementation over the rounds, and uecc/peer as the median over rounds of
 * the ratio of the two batches of the same round (paired, so drift between
 * rounds cancels; it can differ slightly from the ratio of the two medians).
 *
 * The same work for everyone: bytes in, bytes out.
 *   make_key, compute_public_key  uecc: uECC_make_key (draws the scalar from
 *       the OS RNG) / uECC_compute_public_key. OpenSSL: BN_bin2bn of the
 *       scalar, EC_POINT_mul(G), EC_POINT_point2oct. libsecp256k1:
 *       secp256k1_ec_pubkey_create + _serialize. The peers start from a given
 *       scalar in both rows (no RNG draw).
 *   shared_secret  uecc: uECC_shared_secret (validates the peer's point).
 *       OpenSSL: EC_POINT_oct2point of the peer's uncompressed point (checks
 *       it is on the curve), BN_bin2bn of the scalar, EC_POINT_mul,
 *       EC_POINT_get_affine_coordinates, BN_bn2binpad of x. libsecp256k1:
 *       secp256k1_ec_pubkey_parse + secp256k1_ecdh with a hash function that
 *       copies x.
 *   sign  uecc: uECC_sign (random k from the OS RNG). OpenSSL: ECDSA_do_sign
 *       (random k from its DRBG) on an EC_KEY made once, r and s out as bytes.
 *       libsecp256k1: secp256k1_ecdsa_sign (its nonce is always RFC 6979,
 *       i.e. deterministic) + serialize_compact.
 *   sign_deterministic  uecc: uECC_sign_deterministic with the SHA-256
 *       uECC_HashContext of examples/c/sha256.c. OpenSSL 3.0: none (ECDSA_do_sign
 *       has no deterministic mode before 3.2). libsecp256k1: the same
 *       secp256k1_ecdsa_sign as in the sign row (RFC 6979 with its own SHA-256).
 *   verify  uecc: uECC_verify(public key bytes, r||s). OpenSSL: oct2point of
 *       the key, EC_KEY_set_public_key, BN_bin2bn of r and s into an
 *       ECDSA_SIG, ECDSA_do_verify. libsecp256k1: ec_pubkey_parse,
 *       ecdsa_signature_parse_compact, ecdsa_verify (of the low-S form: it
 *       rejects high S).
 *   decompress  uecc: uECC_decompress. OpenSSL: EC_POINT_oct2point of the
 *       compressed point + point2oct uncompressed. libsecp256k1:
 *       ec_pubkey_parse of 33 bytes + serialize uncompressed.
 *   valid_public_key  uecc: uECC_valid_public_key(X||Y). OpenSSL:
 *       EC_POINT_oct2point of 04||X||Y (checks the curve equation).
 *       libsecp256k1: ec_pubkey_parse of 65 bytes (the same check).
 *   bip340_sign (secp256k1 only, as the two rows below)  BIP-340 Schnorr
 *       signing of a 32-byte message with a given 32-byte aux_rand, the same
 *       for both (so the same signature). uecc: uECC_schnorr_sign(private
 *       key bytes, message, aux_rand), which computes d*G for the key's
 *       parity and x(P) on every call. libsecp256k1, the same work:
 *       secp256k1_keypair_create of the private key bytes, then
 *       secp256k1_schnorrsig_sign32.
 *   bip340_sign_keypair  uecc: the same uECC_schnorr_sign (it has no
 *       keypair form). libsecp256k1: secp256k1_schnorrsig_sign32 alone, with
 *       a keypair made once beforehand (its fastest way to sign: one k*G
 *       per signature instead of two).
 *   bip340_verify  uecc: uECC_schnorr_verify(x-only key bytes, message,
 *       r||s). libsecp256k1: secp256k1_xonly_pubkey_parse of the 32 bytes
 *       (lift_x, as ours does) + secp256k1_schnorrsig_verify; cycling
 *       through NIN signatures of NIN messages, as verify does.
 *
 * micro-ecc itself joins them when the benchmark is built with WITH_MICROECC
 * (`make bench-peers MICROECC_DIR=<a micro-ecc checkout>`, mk/bench.mk): its
 * uECC.c compiled as micro-ecc's reference figures were (gcc -O3, default
 * settings: docs/BENCH-RESULTS.md, "Reference figures") with its public names
 * renamed mecc_* (microecc_rename.h), so that
 * both libraries live in one process. Its RNG is set to getrandom(2), as
 * ours reads (its default opens, reads and closes /dev/urandom per request).
 * micro-ecc's code is not part of this repository.
 *
 * shared_secret, verify, decompress and valid_public_key cycle through NIN
 * inputs (peer keys, their compressed forms, signatures of NIN digests), call
 * by call, for every implementation alike: on one input repeated, the branch
 * predictor learns the path of code that branches on the data, which a real
 * caller, with a new key or signature each time, never sees (micro-ecc's
 * verification took 0.6 of its time on fresh signatures). The signing rows
 * sign one digest; their nonces are fresh in each call but libsecp256k1's.
 *
 * Before timing, each curve is checked: on every input, the same ECDH secret
 * from both sides, our signature verified by every implementation, the same
 * decompressed point, the key accepted and the key with y + 1 rejected by
 * all; once, the same public key from the same scalar, every signature
 * verified by every other implementation (and uECC_sign_rfc6979 equal to
 * libsecp256k1's signature up to the sign of s), a changed r rejected; with
 * micro-ecc also its deterministic signature equal to ours byte for byte.
 */
#define _DEFAULT_SOURCE /* clock_gettime, getrandom */
#define OPENSSL_SUPPRESS_DEPRECATED /* EC_KEY and ECDSA_do_sign: deprecated in 3.0, still there */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef WITH_MICROECC
#include <sys/random.h>
#endif

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/obj_mac.h>
#include <openssl/opensslv.h>
#include <openssl/crypto.h>
#include <openssl/rand.h>
#include "peer_secp256k1.h"
#include "sha256.h"
#include "uECC.h"
#include "uECC_ext.h"

/* Two builds of libsecp256k1 can be linked in (peer_secp256k1.h): Debian's
 * package always, and with WITH_SECP_DIR the one built from the checkout of
 * LIBSECP256K1_DIR, which SECP_DIR_LABEL names (mk/bench.mk). */
#define SECP_LABEL "libsecp256k1 0.2 from Debian"
#ifdef WITH_SECP_DIR
#define SECP_DIR_NOTE ", " SECP_DIR_LABEL " as libsecp256k1-dir"
#else
#define SECP_DIR_NOTE ""
#endif

enum { IMPL_UECC, IMPL_OSSL, IMPL_SECP, IMPL_SECP_DIR, IMPL_MECC, NUM_IMPLS };
static const char *const impl_names[NUM_IMPLS] = {"uecc", "OpenSSL", "libsecp256k1", "libsecp256k1-dir", "micro-ecc"};
#define NUM_SECP 2
#ifdef WITH_SECP_DIR
static const struct secp_peer *const secp_peers[NUM_SECP] = {&secp_peer_system, &secp_peer_dir};
#else
static const struct secp_peer *const secp_peers[NUM_SECP] = {&secp_peer_system, NULL};
#endif

#ifdef WITH_MICROECC
/* micro-ecc's API under the names microecc_rename.h gives it (its uECC.h,
 * with uECC_ read as mecc_). The hash context has the layout of ours. */
typedef const struct mecc_Curve_t *mecc_Curve;
mecc_Curve mecc_secp160r1(void);
mecc_Curve mecc_secp192r1(void);
mecc_Curve mecc_secp224r1(void);
mecc_Curve mecc_secp256r1(void);
mecc_Curve mecc_secp256k1(void);
void mecc_set_rng(int (*rng)(uint8_t *dest, unsigned size));
int mecc_make_key(uint8_t *public_key, uint8_t *private_key, mecc_Curve curve);
int mecc_compute_public_key(const uint8_t *private_key, uint8_t *public_key, mecc_Curve curve);
int mecc_shared_secret(const uint8_t *public_key, const uint8_t *private_key, uint8_t *secret, mecc_Curve curve);
int mecc_sign(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size, uint8_t *signature,
              mecc_Curve curve);
int mecc_sign_deterministic(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                            const uECC_HashContext *hash_context, uint8_t *signature, mecc_Curve curve);
int mecc_verify(const uint8_t *public_key, const uint8_t *message_hash, unsigned hash_size, const uint8_t *signature,
                mecc_Curve curve);
void mecc_decompress(const uint8_t *compressed, uint8_t *public_key, mecc_Curve curve);
int mecc_valid_public_key(const uint8_t *public_key, mecc_Curve curve);
#define MECC_CURVE(f) f
#else
#define MECC_CURVE(f) NULL
#endif

enum {
    OP_MAKE_KEY, OP_PUBKEY, OP_ECDH, OP_SIGN, OP_SIGN_DET, OP_VERIFY, OP_DECOMPRESS, OP_VALID, OP_SIGN_BATCH,
    OP_BIP340_SIGN, OP_BIP340_SIGN_KP, OP_BIP340_VERIFY, NUM_OPS
};
static const char *const op_names[NUM_OPS] = {
    "make_key", "compute_public_key", "shared_secret", "sign", "sign_deterministic", "verify", "decompress", "valid_public_key",
    "sign_batch64", "bip340_sign", "bip340_sign_keypair", "bip340_verify",
};

/* sign_batch64: uecc signs SIGN_BATCH hashes per call with
 * uECC_sign_hedged_batch, timed per signature; the peers sign one per call,
 * as in the sign row. */
#define SIGN_BATCH 64

/* micro-ecc's published medians (µs/op), from docs/BENCH-RESULTS.md,
 * "Reference figures" (gcc -O3 with 64-bit words, an AMD EPYC Zen 4 with 2
 * vCPU under KVM), beside micro-ecc measured here when it is built in; 0
 * for the BIP-340 rows, which micro-ecc does not have. */
struct curve_info {
    const char *name;
    uECC_Curve (*uecc)(void);
    int nid;
    int is_k1;
    double micro_ecc[NUM_OPS];
    const struct mecc_Curve_t *(*mecc)(void); /* NULL without WITH_MICROECC */
};
static const struct curve_info curves[] = {
    {"secp160r1", uECC_secp160r1, NID_secp160r1, 0, {108, 101, 101, 131, 134, 122, 6.2, 0.13}, MECC_CURVE(mecc_secp160r1)},
    {"secp192r1", uECC_secp192r1, NID_X9_62_prime192v1, 0, {103, 100, 100, 122, 123, 121, 6.2, 0.14}, MECC_CURVE(mecc_secp192r1)},
    {"secp224r1", uECC_secp224r1, NID_secp224r1, 0, {159, 156, 157, 188, 189, 193, 22.2, 0.18}, MECC_CURVE(mecc_secp224r1)},
    {"secp256r1", uECC_secp256r1, NID_X9_62_prime256v1, 0, {246, 237, 235, 265, 269, 282, 12.4, 0.22}, MECC_CURVE(mecc_secp256r1)},
    {"secp256k1", uECC_secp256k1, NID_secp256k1, 1, {183, 181, 180, 211, 213, 200, 14.2, 0.17}, MECC_CURVE(mecc_secp256k1)},
    /* uECC_ext.h's curves (make lib UECC_CURVES=all), which micro-ecc does not have */
    {"secp384r1", uECC_secp384r1, NID_secp384r1, 0, {0}, NULL},
    {"secp521r1", uECC_secp521r1, NID_secp521r1, 0, {0}, NULL},
};
#define NUM_CURVES ((int)(sizeof curves / sizeof curves[0]))

/* NIN inputs for the operations on public data (shared_secret's peer key,
 * verify's signature, decompress, valid_public_key), cycled through call by
 * call by every implementation alike. With one input repeated, the branch
 * predictor learns an implementation's whole path through it where its code
 * branches on the data: micro-ecc's verification ran in 0.6 of the time it
 * takes on a signature it has not just seen. */
#define NIN 16

/* MAX_F is the largest field and private-key size in bytes: secp521r1's. */
#define MAX_F 66

/* An input: another party's key pair (its public key for shared_secret and
 * valid_public_key, compressed for decompress) and a digest with our
 * signature of it (verify). */
struct input {
    uint8_t priv2[MAX_F], pub2[2 * MAX_F], pub2_oct[2 * MAX_F + 1], comp[MAX_F + 1], hash[32], sig[2 * MAX_F],
        sig_low[2 * MAX_F];
    uint8_t ssig[64]; /* secp256k1: our BIP-340 signature of hash */
};

struct st {
    const struct curve_info *ci;
    uECC_Curve curve;
    int nsize, fsize; /* private key bytes, field bytes */
    uint8_t priv[MAX_F], pub[2 * MAX_F], hash[32], out[3 * MAX_F];
    uint8_t pub_oct[2 * MAX_F + 1]; /* 04 || X || Y */
    uint8_t bhash[SIGN_BATCH * 32], bout[SIGN_BATCH * 2 * MAX_F]; /* sign_batch64's hashes and signatures */
    struct input in[NIN];
    unsigned next; /* the input the next cycling call takes */
    SHA256_HashContext hctx;
    /* OpenSSL */
    EC_GROUP *group;
    BN_CTX *bn;
    BIGNUM *k, *x, *r, *s;
    EC_POINT *P, *Q;
    EC_KEY *skey, *vkey;
    /* BIP-340 (secp256k1): the x-only public key, the aux_rand of every signature */
    uint8_t xonly[32], aux[32];
    /* libsecp256k1, each build linked in (secp_peers) */
    void *sctx[NUM_SECP];
    unsigned char kp[NUM_SECP][SECP_KEYPAIR_BYTES]; /* made once, for bip340_sign_keypair */
    /* micro-ecc */
    const struct mecc_Curve_t *mcurve;
};

static volatile int sink;

/* cyc returns the input for the next call of a cycling operation. */
static const struct input *cyc(struct st *s) { return &s->in[s->next++ % NIN]; }

static double now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static void die(const char *curve, const char *what) {
    printf("peers: %s: %s\n", curve, what);
    exit(1);
}

/* ---- uecc (and micro-ecc: the same API) ---- */

/* UECC_API_OPS defines the wrappers p_make_key … p_valid of a library with
 * the uECC.h API whose names start with api (uECC_, or mecc_ for micro-ecc)
 * and whose curve handle is s->field. */
#define UECC_API_OPS(p, api, field)                                                                        \
    static int p##_make_key(struct st *s) { return api##make_key(s->out, s->out + 2 * MAX_F, s->field); }  \
    static int p##_pubkey(struct st *s) { return api##compute_public_key(s->priv, s->out, s->field); }     \
    static int p##_ecdh(struct st *s) { return api##shared_secret(cyc(s)->pub2, s->priv, s->out, s->field); } \
    static int p##_sign(struct st *s) { return api##sign(s->priv, s->hash, 32, s->out, s->field); }        \
    static int p##_sign_det(struct st *s) {                                                                \
        return api##sign_deterministic(s->priv, s->hash, 32, &s->hctx.uECC, s->out, s->field);             \
    }                                                                                                      \
    static int p##_verify(struct st *s) {                                                                  \
        const struct input *in = cyc(s);                                                                   \
        return api##verify(s->pub, in->hash, 32, in->sig, s->field);                                       \
    }                                                                                                      \
    static int p##_decompress(struct st *s) {                                                              \
        api##decompress(cyc(s)->comp, s->out, s->field);                                                   \
        return 1;                                                                                          \
    }                                                                                                      \
    static int p##_valid(struct st *s) { return api##valid_public_key(cyc(s)->pub2, s->field); }

UECC_API_OPS(u, uECC_, curve)

static int u_sign_batch(struct st *s) { return uECC_sign_hedged_batch(s->priv, s->bhash, 32, SIGN_BATCH, s->bout, s->curve); }

static int u_bip340_sign(struct st *s) { return uECC_schnorr_sign(s->priv, s->hash, 32, s->aux, s->out); }
static int u_bip340_verify(struct st *s) {
    const struct input *in = cyc(s);
    return uECC_schnorr_verify(s->xonly, in->hash, 32, in->ssig);
}

/* ---- OpenSSL ---- */

static int o_keygen(struct st *s) {
    return BN_bin2bn(s->priv, s->nsize, s->k) != NULL && EC_POINT_mul(s->group, s->P, s->k, NULL, NULL, s->bn) &&
           EC_POINT_point2oct(s->group, s->P, POINT_CONVERSION_UNCOMPRESSED, s->out, 1 + 2 * (size_t)s->fsize, s->bn) ==
               1 + 2 * (size_t)s->fsize;
}
static int o_ecdh(struct st *s) {
    return EC_POINT_oct2point(s->group, s->Q, cyc(s)->pub2_oct, 1 + 2 * (size_t)s->fsize, s->bn) &&
           BN_bin2bn(s->priv, s->nsize, s->k) != NULL && EC_POINT_mul(s->group, s->P, NULL, s->Q, s->k, s->bn) &&
           EC_POINT_get_affine_coordinates(s->group, s->P, s->x, NULL, s->bn) &&
           BN_bn2binpad(s->x, s->out, s->fsize) == s->fsize;
}
static int o_sign(struct st *s) {
    const BIGNUM *r, *sv;
    int ok;
    ECDSA_SIG *sig = ECDSA_do_sign(s->hash, 32, s->skey);
    if (sig == NULL) return 0;
    ECDSA_SIG_get0(sig, &r, &sv);
    ok = BN_bn2binpad(r, s->out, s->fsize) == s->fsize && BN_bn2binpad(sv, s->out + s->fsize, s->fsize) == s->fsize;
    ECDSA_SIG_free(sig);
    return ok;
}
/* o_verify_sig verifies the r||s at rs (each fsize bytes, as uecc's) for the key pub_oct. */
static int o_verify_sig(struct st *s, const uint8_t *pub_oct, const uint8_t *rs, const uint8_t *hash) {
    ECDSA_SIG *sig;
    BIGNUM *r, *sv;
    int ok;
    if (!EC_POINT_oct2point(s->group, s->Q, pub_oct, 1 + 2 * (size_t)s->fsize, s->bn) ||
        !EC_KEY_set_public_key(s->vkey, s->Q))
        return 0;
    sig = ECDSA_SIG_new();
    r = BN_bin2bn(rs, s->fsize, NULL);
    sv = BN_bin2bn(rs + s->fsize, s->fsize, NULL);
    if (sig == NULL || r == NULL || sv == NULL || !ECDSA_SIG_set0(sig, r, sv)) {
        ECDSA_SIG_free(sig);
        BN_free(r);
        BN_free(sv);
        return 0;
    }
    ok = ECDSA_do_verify(hash, 32, sig, s->vkey) == 1;
    ECDSA_SIG_free(sig);
    return ok;
}
static int o_verify(struct st *s) {
    const struct input *in = cyc(s);
    return o_verify_sig(s, s->pub_oct, in->sig, in->hash);
}
static int o_decompress(struct st *s) {
    return EC_POINT_oct2point(s->group, s->Q, cyc(s)->comp, 1 + (size_t)s->fsize, s->bn) &&
           EC_POINT_point2oct(s->group, s->Q, POINT_CONVERSION_UNCOMPRESSED, s->out, 1 + 2 * (size_t)s->fsize, s->bn) ==
               1 + 2 * (size_t)s->fsize;
}
static int o_valid(struct st *s) { return EC_POINT_oct2point(s->group, s->Q, cyc(s)->pub2_oct, 1 + 2 * (size_t)s->fsize, s->bn); }

/* ---- libsecp256k1 ---- */

/* SECP_OPS defines the wrappers p_keygen … p_bip340_verify of the build
 * secp_peers[i]. BIP-340 signs from the private key's bytes (the work of
 * uECC_schnorr_sign), and with the keypair made in setup. */
#define SECP_OPS(p, i)                                                                                                  \
    static int p##_keygen(struct st *s) { return secp_peers[i]->pubkey(s->sctx[i], s->priv, s->out); }                    \
    static int p##_ecdh(struct st *s) { return secp_peers[i]->ecdh(s->sctx[i], cyc(s)->pub2_oct, s->priv, s->out); }      \
    static int p##_sign(struct st *s) { return secp_peers[i]->sign(s->sctx[i], s->hash, s->priv, s->out); }               \
    static int p##_verify(struct st *s) {                                                                               \
        const struct input *in = cyc(s);                                                                                \
        return secp_peers[i]->verify(s->sctx[i], s->pub_oct, in->sig_low, in->hash);                                    \
    }                                                                                                                   \
    static int p##_decompress(struct st *s) { return secp_peers[i]->decompress(s->sctx[i], cyc(s)->comp, s->out); }       \
    static int p##_valid(struct st *s) { return secp_peers[i]->valid(s->sctx[i], cyc(s)->pub2_oct); }                     \
    static int p##_bip340_sign(struct st *s) {                                                                          \
        return secp_peers[i]->bip340_sign(s->sctx[i], s->out, s->hash, s->priv, s->aux);                                \
    }                                                                                                                   \
    static int p##_bip340_sign_kp(struct st *s) {                                                                       \
        return secp_peers[i]->bip340_sign_kp(s->sctx[i], s->out, s->hash, s->kp[i], s->aux);                            \
    }                                                                                                                   \
    static int p##_bip340_verify(struct st *s) {                                                                        \
        const struct input *in = cyc(s);                                                                                \
        return secp_peers[i]->bip340_verify(s->sctx[i], s->xonly, in->hash, in->ssig);                                  \
    }

SECP_OPS(p, 0)
#ifdef WITH_SECP_DIR
SECP_OPS(q, 1)
#endif

/* ---- micro-ecc ---- */

#ifdef WITH_MICROECC
UECC_API_OPS(m, mecc_, mcurve)
static int getrandom_rng(uint8_t *dest, unsigned size) { return getrandom(dest, size, 0) == (ssize_t)size; }
#endif

typedef int (*op_fn)(struct st *);
static const op_fn uecc_ops[NUM_OPS] = {u_make_key, u_pubkey, u_ecdh, u_sign, u_sign_det, u_verify, u_decompress, u_valid,
                                        u_sign_batch, u_bip340_sign, u_bip340_sign, u_bip340_verify};
static const op_fn ossl_ops[NUM_OPS] = {o_keygen, o_keygen, o_ecdh, o_sign, NULL, o_verify, o_decompress, o_valid, o_sign};
static const op_fn secp_ops[NUM_SECP][NUM_OPS] = {
    {p_keygen, p_keygen, p_ecdh, p_sign, p_sign, p_verify, p_decompress, p_valid, p_sign, p_bip340_sign, p_bip340_sign_kp,
     p_bip340_verify},
#ifdef WITH_SECP_DIR
    {q_keygen, q_keygen, q_ecdh, q_sign, q_sign, q_verify, q_decompress, q_valid, q_sign, q_bip340_sign, q_bip340_sign_kp,
     q_bip340_verify},
#endif
};
#ifdef WITH_MICROECC
static const op_fn mecc_ops[NUM_OPS] = {m_make_key, m_pubkey, m_ecdh, m_sign, m_sign_det, m_verify, m_decompress, m_valid, m_sign};
#endif

/* op_on_curve: the BIP-340 rows are secp256k1's only. */
static int op_on_curve(const struct curve_info *ci, int op) { return op < OP_BIP340_SIGN || ci->is_k1; }

static op_fn impl_op(const struct st *s, int impl, int op) {
    if (!op_on_curve(s->ci, op)) return NULL;
    switch (impl) {
    case IMPL_UECC: return uecc_ops[op];
    case IMPL_OSSL: return ossl_ops[op];
    case IMPL_SECP:
    case IMPL_SECP_DIR: return s->ci->is_k1 && secp_peers[impl - IMPL_SECP] ? secp_ops[impl - IMPL_SECP][op] : NULL;
#ifdef WITH_MICROECC
    case IMPL_MECC: return s->mcurve ? mecc_ops[op] : NULL;
#endif
    default: return NULL;
    }
}

/* batch runs fn n times and returns the ns per call (0 if a call failed). */
static double batch(op_fn fn, struct st *s, long n) {
    long i;
    int ok = 1;
    double t0 = now_ns();
    for (i = 0; i < n; i++) ok &= fn(s);
    sink = ok;
    return ok ? (now_ns() - t0) / (double)n : 0;
}

/* probe_ns times a chain of 10^6 dependent 64-bit multiplications, which touches no memory and
 * depends on nothing but the core's clock, and returns ns per multiplication: the spread of its
 * per-process medians is the machine's own (bench/cmd/spread prints it beside the libraries'). */
static double probe_ns(void) {
    uint64_t x = (uint64_t)sink | 1;
    long i;
    double t0 = now_ns();
    for (i = 0; i < 1000000; i++) x = x * 0x9E3779B97F4A7C15ull + 1;
    sink = (int)x;
    return (now_ns() - t0) / 1e6;
}

/* ---- setup and the correctness checks ---- */

static void to_oct(uint8_t *oct, const uint8_t *xy, int fsize) {
    oct[0] = 4;
    memcpy(oct + 1, xy, 2 * (size_t)fsize);
}

/* low_s copies the r||s at rs to out, with s replaced by n - s when s > n/2:
 * the low-S form libsecp256k1 accepts. */
static void low_s(struct st *s, const uint8_t *rs, uint8_t *out) {
    BIGNUM *sv = BN_bin2bn(rs + s->fsize, s->fsize, NULL), *half = BN_new();
    const BIGNUM *n = EC_GROUP_get0_order(s->group);
    memcpy(out, rs, 2 * (size_t)s->fsize);
    BN_rshift1(half, n);
    if (BN_cmp(sv, half) > 0) {
        BN_sub(sv, n, sv);
        BN_bn2binpad(sv, out + s->fsize, s->fsize);
    }
    BN_free(sv);
    BN_free(half);
}

/* at makes input k the one the next cycling call takes. */
static struct st *at(struct st *s, int k) {
    s->next = (unsigned)k;
    return s;
}

/* check_input checks input k through every implementation: the same ECDH
 * secret (from both sides), the signature accepted, the same decompressed
 * point, the key valid and the key with y + 1 invalid. */
static void check_input(struct st *s, int k) {
    const char *cn = s->ci->name;
    const struct input *in = &s->in[k];
    int fs = s->fsize, i;
    uint8_t a[MAX_F], b[MAX_F], bad[2 * MAX_F], bad_oct[2 * MAX_F + 1];
    if (!u_ecdh(at(s, k))) die(cn, "uecc shared_secret failed");
    memcpy(a, s->out, (size_t)fs);
    if (!uECC_shared_secret(s->pub, in->priv2, b, s->curve) || memcmp(a, b, (size_t)fs) != 0) die(cn, "uecc ECDH not symmetric");
    if (!o_ecdh(at(s, k)) || memcmp(s->out, a, (size_t)fs) != 0) die(cn, "OpenSSL ECDH secret differs");
    if (!u_verify(at(s, k)) || !o_verify(at(s, k))) die(cn, "uecc signature not verified by uecc/OpenSSL");
    if (!u_decompress(at(s, k)) || memcmp(s->out, in->pub2, 2 * (size_t)fs) != 0) die(cn, "uecc decompress differs");
    if (!o_decompress(at(s, k)) || memcmp(s->out, in->pub2_oct, 1 + 2 * (size_t)fs) != 0) die(cn, "OpenSSL decompress differs");
    memcpy(bad, in->pub2, 2 * (size_t)fs);
    for (i = 2 * fs - 1; i >= fs && ++bad[i] == 0; i--) {
    }
    to_oct(bad_oct, bad, fs);
    if (!u_valid(at(s, k)) || !o_valid(at(s, k)) || uECC_valid_public_key(bad, s->curve) ||
        EC_POINT_oct2point(s->group, s->Q, bad_oct, 1 + 2 * (size_t)fs, s->bn))
        die(cn, "valid_public_key disagrees");
#ifdef WITH_MICROECC
    if (s->mcurve) {
        if (!m_ecdh(at(s, k)) || memcmp(s->out, a, (size_t)fs) != 0) die(cn, "micro-ecc ECDH secret differs");
        if (!m_verify(at(s, k))) die(cn, "uecc signature not verified by micro-ecc");
        if (!m_decompress(at(s, k)) || memcmp(s->out, in->pub2, 2 * (size_t)fs) != 0) die(cn, "micro-ecc decompress differs");
        if (!m_valid(at(s, k)) || mecc_valid_public_key(bad, s->mcurve)) die(cn, "micro-ecc valid_public_key disagrees");
    }
#endif
    if (!s->ci->is_k1) return;
    for (i = 0; i < NUM_SECP; i++) {
        const struct secp_peer *sp = secp_peers[i];
        void *ctx = s->sctx[i];
        if (sp == NULL) continue;
        if (!sp->ecdh(ctx, in->pub2_oct, s->priv, s->out) || memcmp(s->out, a, 32) != 0) die(cn, "libsecp256k1 ECDH secret differs");
        if (!sp->verify(ctx, s->pub_oct, in->sig_low, in->hash)) die(cn, "uecc signature (low-S form) not verified by libsecp256k1");
        if (!sp->decompress(ctx, in->comp, s->out) || memcmp(s->out, in->pub2_oct, 65) != 0) die(cn, "libsecp256k1 decompress differs");
        if (!sp->valid(ctx, in->pub2_oct) || sp->valid(ctx, bad_oct)) die(cn, "libsecp256k1 valid_public_key disagrees");
    }
}

static void check_secp(struct st *s, int i);

static void setup(struct st *s, const struct curve_info *ci) {
    const char *cn = ci->name;
    uint8_t a[2 * MAX_F];
#ifdef WITH_MICROECC
    uint8_t rfc[2 * MAX_F];
#endif
    char msg[16];
    int k, fs;
    memset(s, 0, sizeof *s);
    s->ci = ci;
    s->curve = ci->uecc();
    s->nsize = uECC_curve_private_key_size(s->curve);
    s->fsize = fs = uECC_curve_public_key_size(s->curve) / 2;
    sha256_hash_context(&s->hctx);
    sha256("peers", 5, s->hash);
    if (!uECC_make_key(s->pub, s->priv, s->curve)) die(cn, "uecc setup failed");
    to_oct(s->pub_oct, s->pub, fs);
    for (k = 0; k < NIN; k++) {
        struct input *in = &s->in[k];
        snprintf(msg, sizeof msg, "peers %d", k);
        sha256(msg, strlen(msg), in->hash);
        if (!uECC_make_key(in->pub2, in->priv2, s->curve) || !uECC_sign(s->priv, in->hash, 32, in->sig, s->curve))
            die(cn, "uecc setup failed");
        uECC_compress(in->pub2, in->comp, s->curve);
        to_oct(in->pub2_oct, in->pub2, fs);
    }

    s->group = EC_GROUP_new_by_curve_name(ci->nid);
    s->bn = BN_CTX_new();
    s->k = BN_new();
    s->x = BN_new();
    s->P = s->group ? EC_POINT_new(s->group) : NULL;
    s->Q = s->group ? EC_POINT_new(s->group) : NULL;
    s->skey = EC_KEY_new_by_curve_name(ci->nid);
    s->vkey = EC_KEY_new_by_curve_name(ci->nid);
    if (!s->group || !s->bn || !s->k || !s->x || !s->P || !s->Q || !s->skey || !s->vkey)
        die(cn, "OpenSSL setup failed");
    if ((EC_GROUP_get_degree(s->group) + 7) / 8 != fs)
        die(cn, "OpenSSL curve of another size");
    if (BN_num_bytes(EC_GROUP_get0_order(s->group)) != s->nsize) die(cn, "OpenSSL order of another size");
    BN_bin2bn(s->priv, s->nsize, s->k);
    if (!EC_KEY_set_private_key(s->skey, s->k) || !EC_POINT_oct2point(s->group, s->Q, s->pub_oct, 1 + 2 * (size_t)fs, s->bn) ||
        !EC_KEY_set_public_key(s->skey, s->Q))
        die(cn, "OpenSSL key setup failed");
    for (k = 0; k < NIN; k++) low_s(s, s->in[k].sig, s->in[k].sig_low);
#ifdef WITH_MICROECC
    s->mcurve = ci->mecc ? ci->mecc() : NULL;
#endif
    for (k = 0; k < NUM_SECP && ci->is_k1; k++) {
        if (secp_peers[k] == NULL) continue;
        RAND_bytes(a, 32);
        if ((s->sctx[k] = secp_peers[k]->create(a)) == NULL) die(cn, "libsecp256k1 setup failed");
    }

    for (k = 0; k < NIN; k++) check_input(s, k);
    /* same public key from the same scalar */
    if (!u_pubkey(s) || memcmp(s->out, s->pub, 2 * (size_t)fs) != 0) die(cn, "uecc compute_public_key differs from make_key");
    if (!o_keygen(s) || memcmp(s->out, s->pub_oct, 1 + 2 * (size_t)fs) != 0) die(cn, "OpenSSL public key differs");
    /* signatures of s->hash: uecc's deterministic one verified by OpenSSL, OpenSSL's by uecc */
    if (!u_sign_det(s) || !o_verify_sig(s, s->pub_oct, s->out, s->hash)) die(cn, "uecc deterministic signature not verified by OpenSSL");
    if (!o_sign(s) || !uECC_verify(s->pub, s->hash, 32, s->out, s->curve)) die(cn, "OpenSSL signature not verified by uecc");
    memcpy(a, s->out, 2 * (size_t)fs);
    a[fs - 1] ^= 1; /* r changed: everyone rejects */
    if (uECC_verify(s->pub, s->hash, 32, a, s->curve) || o_verify_sig(s, s->pub_oct, a, s->hash))
        die(cn, "a bad signature was accepted");
#ifdef WITH_MICROECC
    /* the same public key; signatures verified both ways, the deterministic one byte for byte */
    if (s->mcurve) {
        if (!m_pubkey(s) || memcmp(s->out, s->pub, 2 * (size_t)fs) != 0) die(cn, "micro-ecc public key differs");
        if (!u_sign_det(s) || !mecc_verify(s->pub, s->hash, 32, s->out, s->mcurve))
            die(cn, "uecc deterministic signature not verified by micro-ecc");
        memcpy(rfc, s->out, 2 * (size_t)fs);
        if (!m_sign_det(s) || memcmp(s->out, rfc, 2 * (size_t)fs) != 0) die(cn, "micro-ecc deterministic signature differs");
        if (!m_sign(s) || !uECC_verify(s->pub, s->hash, 32, s->out, s->curve))
            die(cn, "micro-ecc signature not verified by uecc");
    }
#endif
    /* sign_batch64: every signature of the batch verified by uecc and OpenSSL */
    for (k = 0; k < SIGN_BATCH * 32; k++) s->bhash[k] = (uint8_t)(k * 7 + k / 32);
    if (!u_sign_batch(s)) die(cn, "uECC_sign_hedged_batch failed");
    for (k = 0; k < SIGN_BATCH; k++) {
        const uint8_t *sig = s->bout + (size_t)k * 2 * (size_t)fs, *h = s->bhash + 32 * k;
        if (!uECC_verify(s->pub, h, 32, sig, s->curve) || !o_verify_sig(s, s->pub_oct, sig, h))
            die(cn, "a signature of uECC_sign_hedged_batch not verified by uecc/OpenSSL");
    }
    if (!ci->is_k1) return;
    RAND_bytes(s->aux, 32);
    for (k = 0; k < NIN; k++) {
        struct input *in = &s->in[k];
        if (!uECC_schnorr_sign(s->priv, in->hash, 32, NULL, in->ssig)) die(cn, "uECC_schnorr_sign failed");
    }
    for (k = 0; k < NUM_SECP; k++)
        if (secp_peers[k] != NULL) check_secp(s, k);
}

/* check_secp checks the libsecp256k1 build secp_peers[i] against uecc and
 * OpenSSL on secp256k1, and makes its keypair for bip340_sign_keypair. */
static void check_secp(struct st *s, int i) {
    const char *cn = s->ci->name;
    const struct secp_peer *sp = secp_peers[i];
    void *ctx = s->sctx[i];
    uint8_t rs[64], rfc[64], x[32];
    int k;
    if (!sp->pubkey(ctx, s->priv, s->out) || memcmp(s->out, s->pub_oct, 65) != 0) die(cn, "libsecp256k1 public key differs");
    if (!u_sign_det(s)) die(cn, "uecc sign_deterministic failed");
    low_s(s, s->out, rs);
    if (!sp->verify(ctx, s->pub_oct, rs, s->hash)) die(cn, "uecc deterministic signature not verified by libsecp256k1");
    if (!o_sign(s)) die(cn, "OpenSSL sign failed");
    low_s(s, s->out, rs);
    if (!sp->verify(ctx, s->pub_oct, rs, s->hash)) die(cn, "OpenSSL signature not verified by libsecp256k1");
    if (!sp->sign(ctx, s->hash, s->priv, s->out) || !uECC_verify(s->pub, s->hash, 32, s->out, s->curve) ||
        !o_verify_sig(s, s->pub_oct, s->out, s->hash))
        die(cn, "libsecp256k1 signature not verified by uecc/OpenSSL");
    /* both are RFC 6979 with SHA-256: the same r, and s up to its sign */
    if (!uECC_sign_rfc6979(s->priv, s->hash, 32, &s->hctx.uECC, rfc, s->curve)) die(cn, "uECC_sign_rfc6979 failed");
    low_s(s, rfc, rs);
    if (memcmp(rs, s->out, 64) != 0) die(cn, "uECC_sign_rfc6979 differs from libsecp256k1's signature");

    /* BIP-340: the same x-only key; the same signature from the same aux_rand, by both of
     * libsecp256k1's ways; each verifies the other's; a changed s rejected by both. */
    if (!sp->keypair(ctx, s->kp[i], s->priv, x)) die(cn, "libsecp256k1 keypair setup failed");
    if (!uECC_schnorr_public_key(s->priv, s->xonly) || memcmp(s->xonly, x, 32) != 0)
        die(cn, "uECC_schnorr_public_key differs from libsecp256k1's x-only key");
    if (!uECC_schnorr_sign(s->priv, s->hash, 32, s->aux, rfc)) die(cn, "uECC_schnorr_sign failed");
    if (!sp->bip340_sign(ctx, s->out, s->hash, s->priv, s->aux) || memcmp(s->out, rfc, 64) != 0 ||
        !sp->bip340_sign_kp(ctx, s->out, s->hash, s->kp[i], s->aux) || memcmp(s->out, rfc, 64) != 0)
        die(cn, "uECC_schnorr_sign differs from libsecp256k1's BIP-340 signature");
    for (k = 0; k < NIN; k++) {
        struct input *in = &s->in[k];
        if (!u_bip340_verify(at(s, k)) || !sp->bip340_verify(ctx, s->xonly, in->hash, in->ssig))
            die(cn, "BIP-340 signature not verified by uecc/libsecp256k1");
        if (!sp->bip340_sign_kp(ctx, rs, in->hash, s->kp[i], NULL) || !uECC_schnorr_verify(s->xonly, in->hash, 32, rs))
            die(cn, "libsecp256k1's BIP-340 signature not verified by uecc");
        rs[63] ^= 1;
        if (uECC_schnorr_verify(s->xonly, in->hash, 32, rs) || sp->bip340_verify(ctx, s->xonly, in->hash, rs))
            die(cn, "a bad BIP-340 signature was accepted");
    }
}

static void teardown(struct st *s) {
    EC_KEY_free(s->skey);
    EC_KEY_free(s->vkey);
    EC_POINT_free(s->P);
    EC_POINT_free(s->Q);
    BN_free(s->k);
    BN_free(s->x);
    BN_CTX_free(s->bn);
    EC_GROUP_free(s->group);
    int i;
    for (i = 0; i < NUM_SECP; i++)
        if (s->sctx[i]) secp_peers[i]->destroy(s->sctx[i]);
}

/* ---- timing ---- */

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}
static double median(double *v, int n) {
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* calibrate returns a batch size taking about target_ns. */
static long calibrate(op_fn fn, struct st *s, double target_ns, const char *cn, const char *what) {
    long n = 1;
    for (;;) {
        double t0 = now_ns(), dt, per = batch(fn, s, n);
        if (per == 0) die(cn, what);
        dt = now_ns() - t0;
        if (dt >= target_ns / 4 || n > 1L << 30) {
            double m = (double)n * target_ns / (dt > 1 ? dt : 1);
            return m < 1 ? 1 : (long)m;
        }
        n *= 2;
    }
}

#define MAX_ROUNDS 201

struct result {
    double us[NUM_IMPLS];    /* median µs/op, 0 = not measured */
    double ratio[NUM_IMPLS]; /* median over rounds of uecc batch / impl batch (per op) */
};

static void fmt_us(char *buf, size_t n, double us) {
    if (us <= 0) snprintf(buf, n, "–");
    else if (us < 1) snprintf(buf, n, "%.3f", us);
    else if (us < 10) snprintf(buf, n, "%.2f", us);
    else if (us < 100) snprintf(buf, n, "%.1f", us);
    else snprintf(buf, n, "%.0f", us);
}
static void fmt_ratio(char *buf, size_t n, double r) {
    if (r <= 0) snprintf(buf, n, "–");
    else if (r < 0.1) snprintf(buf, n, "%.3f", r);
    else snprintf(buf, n, "%.2f", r);
}

/* The reference figures' bar for a (curve, op), on the rows the Go table
 * (bench/cmd/benchtable) has bars on: make_key, shared_secret, sign, verify,
 * decompress. secp160r1/secp192r1: the 10x line against micro-ecc, at most
 * 0.1 of micro-ecc's time (decompress 0.5), measured here when it is built
 * in, else its published figure. The others: the best-peer line, at most 1.0
 * of the best peer, the faster of OpenSSL and libsecp256k1 measured here (the
 * paired ratio), or micro-ecc's published figure where that is faster still
 * (decompress on secp224r1 and secp256r1). secp384r1 and secp521r1, which
 * micro-ecc lacks: at most 0.5 of OpenSSL's time, decompress without a bar. */
static int has_bar(int op) {
    return op == OP_MAKE_KEY || op == OP_ECDH || op == OP_SIGN || op == OP_VERIFY || op == OP_DECOMPRESS;
}

static void load_avg(char *buf, size_t n) {
    FILE *f = fopen("/proc/loadavg", "r");
    buf[0] = 0;
    if (f) {
        if (fgets(buf, (int)n, f) == NULL) buf[0] = 0;
        fclose(f);
    }
    buf[strcspn(buf, "\n")] = 0;
    {
        /* keep the three averages only */
        char *p = buf;
        int sp = 0;
        for (; *p; p++)
            if (*p == ' ' && ++sp == 3) *p = 0;
    }
}

int main(int argc, char **argv) {
    const char *e_ms = getenv("PEERS_BATCH_MS"), *e_rounds = getenv("PEERS_ROUNDS"), *only = argc > 1 ? argv[1] : NULL;
    double target = (e_ms ? atof(e_ms) : 10.0) * 1e6;
    int rounds = e_rounds ? atoi(e_rounds) : 31;
    static struct result res[8][NUM_OPS];
    static double per[NUM_IMPLS][MAX_ROUNDS], rat[NUM_IMPLS][MAX_ROUNDS];
    char la0[64], la1[64];
    int c, op, i, r, nmissed = 0;
    double t_start = now_ns();
#ifdef WITH_MICROECC
    const int with_mecc = 1;
#else
    const int with_mecc = 0;
#endif

    if (rounds < 1 || rounds > MAX_ROUNDS || target <= 0) {
        printf("peers: PEERS_ROUNDS must be 1..%d and PEERS_BATCH_MS > 0\n", MAX_ROUNDS);
        return 2;
    }
    load_avg(la0, sizeof la0);
    fprintf(stderr, "peers: %d rounds of %.0f ms batches; %s, " SECP_LABEL SECP_DIR_NOTE "%s; load average %s\n", rounds,
            target / 1e6, OpenSSL_version(OPENSSL_VERSION), with_mecc ? ", micro-ecc (MICROECC_DIR)" : "", la0);
#ifdef WITH_MICROECC
    mecc_set_rng(getrandom_rng);
#endif

    for (c = 0; c < NUM_CURVES; c++) {
        struct st s;
        if (only && strcmp(only, curves[c].name) != 0) continue;
        if (curves[c].uecc() == NULL) {
            fprintf(stderr, "peers: %s: not in this libuecc (make lib UECC_CURVES=all has it)\n", curves[c].name);
            continue;
        }
        setup(&s, &curves[c]);
        fprintf(stderr, "peers: %s: checks passed (keys, ECDH, cross-verified signatures, decompress, validity)\n",
                curves[c].name);
        for (op = 0; op < NUM_OPS; op++) {
            op_fn fns[NUM_IMPLS];
            long n[NUM_IMPLS];
            int k;
            if (!op_on_curve(&curves[c], op)) continue;
            for (i = 0; i < NUM_IMPLS; i++) {
                fns[i] = impl_op(&s, i, op);
                n[i] = fns[i] ? calibrate(fns[i], &s, target, curves[c].name, op_names[op]) : 0;
            }
            for (r = 0; r < rounds; r++) {
                for (k = 0; k < NUM_IMPLS; k++) {
                    i = (r + k) % NUM_IMPLS; /* each round starts one further */
                    if (!fns[i]) continue;
                    per[i][r] = batch(fns[i], &s, n[i]);
                    if (per[i][r] == 0) die(curves[c].name, op_names[op]);
                    if (op == OP_SIGN_BATCH && i == IMPL_UECC) per[i][r] /= SIGN_BATCH;
                }
                for (i = 1; i < NUM_IMPLS; i++)
                    if (fns[i]) rat[i][r] = per[IMPL_UECC][r] / per[i][r];
            }
            for (i = 0; i < NUM_IMPLS; i++) {
                res[c][op].us[i] = fns[i] ? median(per[i], rounds) / 1e3 : 0;
                res[c][op].ratio[i] = fns[i] && i > 0 ? median(rat[i], rounds) : 0;
            }
            fprintf(stderr,
                    "peers: %s %-18s uecc %8.3f µs  OpenSSL %8.3f µs  libsecp256k1 %8.3f µs  libsecp256k1-dir %8.3f µs  "
                    "micro-ecc %8.3f µs\n",
                    curves[c].name, op_names[op], res[c][op].us[IMPL_UECC], res[c][op].us[IMPL_OSSL], res[c][op].us[IMPL_SECP],
                    res[c][op].us[IMPL_SECP_DIR], res[c][op].us[IMPL_MECC]);
        }
        for (r = 0; r < rounds; r++) per[0][r] = probe_ns();
        fprintf(stderr, "peers: %s probe %8.3f ns per dependent multiplication (median of %d rounds)\n", curves[c].name,
                median(per[0], rounds), rounds);
        teardown(&s);
    }
    load_avg(la1, sizeof la1);

    printf("Median µs/op over %d interleaved rounds of ~%.0f ms batches (%s; " SECP_LABEL SECP_DIR_NOTE "%s); "
           "uecc/peer is the median of the per-round ratios, lower is better; micro-ecc (pub.) is its published "
           "figure (docs/BENCH-RESULTS.md, Reference figures). BIP-340 rows (secp256k1): uecc's "
           "uECC_schnorr_sign takes the private key's bytes; libsecp256k1 does the same work in bip340_sign "
           "(secp256k1_keypair_create + secp256k1_schnorrsig_sign32) and signs with a keypair made beforehand in "
           "bip340_sign_keypair (sign32 alone); bip340_verify is uECC_schnorr_verify against xonly_pubkey_parse + "
           "schnorrsig_verify. sign_batch64 is uecc's uECC_sign_hedged_batch of 64 hashes, per signature, against "
           "each peer's sign, one call per signature. Load average %s at the start, %s at the end; %.0f s.\n\n",
           rounds, target / 1e6, OpenSSL_version(OPENSSL_VERSION),
           with_mecc ? "; micro-ecc measured here: gcc -O3, default settings, getrandom RNG" : "; micro-ecc not built in",
           la0, la1, (now_ns() - t_start) / 1e9);
    printf("| curve | op | uecc µs | OpenSSL µs | libsecp256k1 µs | libsecp256k1-dir µs | micro-ecc µs | uecc/OpenSSL | "
           "uecc/libsecp256k1 | uecc/libsecp256k1-dir | uecc/micro-ecc | micro-ecc µs (pub.) | uecc/micro-ecc (pub.) | bar |\n");
    printf("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n");
    for (c = 0; c < NUM_CURVES; c++) {
        const struct curve_info *ci = &curves[c];
        if ((only && strcmp(only, ci->name) != 0) || ci->uecc() == NULL) continue;
        for (op = 0; op < NUM_OPS; op++) {
            struct result *x = &res[c][op];
            char u[16], o[16], p[16], pd[16], mm[16], ro[16], rp[16], rpd[16], rmm[16], m[16], rm[16], bar[96];
            double vs_micro = ci->micro_ecc[op] > 0 ? x->us[0] / ci->micro_ecc[op] : 0;
            if (!op_on_curve(ci, op)) continue;
            fmt_us(u, sizeof u, x->us[IMPL_UECC]);
            fmt_us(o, sizeof o, x->us[IMPL_OSSL]);
            fmt_us(p, sizeof p, x->us[IMPL_SECP]);
            fmt_us(pd, sizeof pd, x->us[IMPL_SECP_DIR]);
            fmt_us(mm, sizeof mm, x->us[IMPL_MECC]);
            fmt_ratio(ro, sizeof ro, x->ratio[IMPL_OSSL]);
            fmt_ratio(rp, sizeof rp, x->ratio[IMPL_SECP]);
            fmt_ratio(rpd, sizeof rpd, x->ratio[IMPL_SECP_DIR]);
            fmt_ratio(rmm, sizeof rmm, x->ratio[IMPL_MECC]);
            fmt_us(m, sizeof m, ci->micro_ecc[op]);
            fmt_ratio(rm, sizeof rm, vs_micro);
            bar[0] = 0;
            if (has_bar(op)) {
                if (ci->micro_ecc[OP_MAKE_KEY] == 0) {
                    /* secp384r1, secp521r1 (micro-ecc has neither): at most 0.5 of
                     * OpenSSL's time (make bench holds them to half of Go's) */
                    int ok = op != OP_DECOMPRESS ? x->ratio[IMPL_OSSL] <= 0.5 : 1;
                    if (op != OP_DECOMPRESS) {
                        snprintf(bar, sizeof bar, "≤0.5 OpenSSL: %s %s", ro, ok ? "✓" : "✗");
                        nmissed += !ok;
                    }
                } else if (!strcmp(ci->name, "secp160r1") || !strcmp(ci->name, "secp192r1")) {
                    /* micro-ecc measured here when it is built in (the side-by-side
                     * ratio), else its published figure */
                    double lim = op == OP_DECOMPRESS ? 0.5 : 0.1, r = x->ratio[IMPL_MECC] > 0 ? x->ratio[IMPL_MECC] : vs_micro;
                    int ok = r <= lim;
                    snprintf(bar, sizeof bar, "≤%.1f micro-ecc%s: %s %s", lim, x->ratio[IMPL_MECC] > 0 ? "" : " (pub.)",
                             x->ratio[IMPL_MECC] > 0 ? rmm : rm, ok ? "✓" : "✗");
                    nmissed += !ok;
                } else {
                    /* the best peer: the fastest of those measured here and micro-ecc's
                     * published figure (faster than OpenSSL's decompress on secp224r1 and
                     * secp256r1; on secp256r1 the reference figures' best is Go's, in the
                     * Go table) */
                    int best = IMPL_OSSL, k;
                    double rb_v;
                    const char *bn;
                    char rb[16];
                    int ok;
                    for (k = IMPL_SECP; k < NUM_IMPLS; k++)
                        if (x->us[k] > 0 && x->us[k] < x->us[best]) best = k;
                    rb_v = x->ratio[best];
                    bn = impl_names[best];
                    if (ci->micro_ecc[op] < x->us[best]) {
                        rb_v = vs_micro;
                        bn = "micro-ecc (pub.)";
                    }
                    ok = rb_v <= 1.0;
                    fmt_ratio(rb, sizeof rb, rb_v);
                    snprintf(bar, sizeof bar, "≤1.0 %s: %s %s", bn, rb, ok ? "✓" : "✗");
                    nmissed += !ok;
                }
            }
            printf("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", ci->name, op_names[op], u, o, p,
                   pd, mm, ro, rp, rpd, rmm, m, rm, bar);
        }
    }
    printf("\nbars missed (10x line against micro-ecc, best-peer line): %d\n", nmissed);
    return 0;
}
