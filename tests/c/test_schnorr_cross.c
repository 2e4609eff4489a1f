/* test_schnorr_cross.c: the BIP-340 functions of libuecc.a against
 * libsecp256k1's (Debian's libsecp256k1-dev: secp256k1_extrakeys.h,
 * secp256k1_schnorrsig.h), in one process.
 *
 * On SCHNORR_CROSS_N (default 2000) random private keys, messages and
 * aux_rand (a splitmix64 stream; the seed is printed, and SCHNORR_CROSS_SEED
 * repeats a run), for each:
 *   - the same x-only public key (uECC_schnorr_public_key against
 *     secp256k1_keypair_create, _keypair_xonly_pub, _xonly_pubkey_serialize);
 *   - the same signature bytes (uECC_schnorr_sign against
 *     secp256k1_schnorrsig_sign_custom with aux_rand as extraparams.ndata,
 *     which signs messages of any length): messages of 0 to 200 bytes, 32
 *     bytes one time in eight, and one time in 250 a long one (513 to 5000
 *     bytes, which the library stages in pages of their own);
 *   - each verifies the other's signature (uECC_schnorr_verify,
 *     secp256k1_schnorrsig_verify after secp256k1_xonly_pubkey_parse);
 *   - the same verdict, a rejection, on the signature with one random bit
 *     flipped, on the message with one random bit flipped, and the same
 *     verdict under the public key with one random bit flipped (often no
 *     point's X: libsecp256k1's parse then fails, which counts as its
 *     rejection).
 * One key in 500 is replaced by an invalid one (0, n, n + 1 .. n + 255,
 * 2^256 - 1): both must refuse it.
 *
 * Prints "test_schnorr_cross: N passed, M failed" (check.h) and exits 1 on
 * any failure.
 */
#define _DEFAULT_SOURCE /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <secp256k1.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>

#include "check.h"
#include "uECC.h"
#include "uECC_ext.h"

#define MAX_MSG 5000

static uint64_t state;

static uint64_t next64(void) {
    uint64_t z = (state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static void fill(uint8_t *p, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) {
        p[i] = (uint8_t)next64();
    }
}

static unsigned below(unsigned m) { return (unsigned)(next64() % m); }

/* libsecp256k1's verdict on sig over msg under the 32-byte x-only key. */
static int secp_verify(const secp256k1_context *ctx, const uint8_t *xonly, const uint8_t *msg, size_t len,
                       const uint8_t *sig) {
    secp256k1_xonly_pubkey pk;
    if (!secp256k1_xonly_pubkey_parse(ctx, &pk, xonly)) {
        return 0;
    }
    return secp256k1_schnorrsig_verify(ctx, sig, msg, len, &pk);
}

/* invalid_key writes one of the private keys outside [1, n-1]. */
static void invalid_key(uint8_t *k, unsigned which) {
    static const uint8_t n[32] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                  0xff, 0xff, 0xff, 0xff, 0xfe, 0xba, 0xae, 0xdc, 0xe6, 0xaf, 0x48,
                                  0xa0, 0x3b, 0xbf, 0xd2, 0x5e, 0x8c, 0xd0, 0x36, 0x41, 0x41};
    switch (which % 4) {
    case 0: memset(k, 0, 32); break;
    case 1: memcpy(k, n, 32); break;
    case 2: memcpy(k, n, 32); k[31] = (uint8_t)(k[31] + 1 + below(0xbe)); break; /* n + 1 .. n + 0xbe: no carry */
    default: memset(k, 0xff, 32); break;
    }
}

int main(void) {
    const char *e_n = getenv("SCHNORR_CROSS_N"), *e_seed = getenv("SCHNORR_CROSS_SEED");
    long iterations = e_n ? atol(e_n) : 2000, it;
    unsigned long long seed;
    secp256k1_context *ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
    static uint8_t msg[MAX_MSG];
    long signed_ = 0, invalid = 0, long_msgs = 0, mutations = 0;
    size_t total_len = 0;
    struct timespec t0, t1;

    if (e_seed) {
        seed = strtoull(e_seed, NULL, 0);
    } else {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        seed = (unsigned long long)ts.tv_sec * 1000000000ull + (unsigned long long)ts.tv_nsec;
    }
    state = seed;
    printf("test_schnorr_cross: seed %llu (SCHNORR_CROSS_SEED=%llu repeats this run), %ld keys\n", seed, seed, iterations);
    if (!CHECK(ctx != NULL, "secp256k1_context_create")) {
        return check_finish("test_schnorr_cross");
    }
    {
        uint8_t r[32];
        fill(r, sizeof r);
        CHECK(secp256k1_context_randomize(ctx, r), "secp256k1_context_randomize");
    }
    clock_gettime(CLOCK_MONOTONIC, &t0);

    for (it = 0; it < iterations; it++) {
        uint8_t priv[32], aux[32], ours_pub[32], theirs_pub[32], ours_sig[64], theirs_sig[64], bad[64], badpk[32];
        secp256k1_keypair kp;
        secp256k1_xonly_pubkey xpk;
        secp256k1_schnorrsig_extraparams extra = SECP256K1_SCHNORRSIG_EXTRAPARAMS_INIT;
        size_t len;
        unsigned bit;
        int ours_ok, theirs_ok, ov, tv;

        fill(priv, sizeof priv);
        if (it % 500 == 250) {
            invalid_key(priv, (unsigned)(it / 500));
        }
        fill(aux, sizeof aux);
        if (it % 250 == 125) {
            len = 513 + below(MAX_MSG - 512);
            long_msgs++;
        } else if (it % 8 == 0) {
            len = 32;
        } else {
            len = below(201);
        }
        fill(msg, len);
        total_len += len;

        /* Keys. */
        memset(ours_pub, 0, sizeof ours_pub);
        ours_ok = uECC_schnorr_public_key(priv, ours_pub);
        theirs_ok = secp256k1_keypair_create(ctx, &kp, priv);
        if (!theirs_ok) {
            uint8_t out[64];
            invalid++;
            memset(out, 0xa5, sizeof out);
            CHECK(!ours_ok && !uECC_schnorr_sign(priv, msg, (unsigned)len, aux, out),
                  "key %s: refused by libsecp256k1, accepted here", tohex(priv, 32));
            continue;
        }
        CHECK(ours_ok, "key %s: accepted by libsecp256k1, refused here", tohex(priv, 32));
        CHECK(secp256k1_keypair_xonly_pub(ctx, &xpk, NULL, &kp) && secp256k1_xonly_pubkey_serialize(ctx, theirs_pub, &xpk),
              "libsecp256k1: x-only public key");
        CHECK(!memcmp(ours_pub, theirs_pub, 32), "key %s: the public key here and libsecp256k1's differ", tohex(priv, 32));

        /* Signatures, byte for byte. */
        extra.ndata = aux;
        ours_ok = uECC_schnorr_sign(priv, len ? msg : NULL, (unsigned)len, aux, ours_sig);
        theirs_ok = secp256k1_schnorrsig_sign_custom(ctx, theirs_sig, len ? msg : NULL, len, &kp, &extra);
        signed_++;
        if (!CHECK(ours_ok && theirs_ok, "sign: returned %d here, %d in libsecp256k1 (%zu-byte message)", ours_ok,
                   theirs_ok, len)) {
            continue;
        }
        CHECK(!memcmp(ours_sig, theirs_sig, 64), "key %s, %zu-byte message: the signature here and libsecp256k1's differ",
              tohex(priv, 32), len);

        /* Each verifies the other's. */
        CHECK(uECC_schnorr_verify(theirs_pub, msg, (unsigned)len, theirs_sig),
              "libsecp256k1's signature not verified here (%zu-byte message)", len);
        CHECK(secp_verify(ctx, ours_pub, msg, len, ours_sig), "our signature not verified by libsecp256k1 (%zu-byte message)",
              len);

        /* One bit flipped: in the signature, the message, the public key. */
        memcpy(bad, ours_sig, 64);
        bit = below(512);
        bad[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        ov = uECC_schnorr_verify(ours_pub, msg, (unsigned)len, bad);
        tv = secp_verify(ctx, ours_pub, msg, len, bad);
        CHECK(ov == tv && !ov, "signature bit %u flipped: %d here, %d in libsecp256k1", bit, ov, tv);
        mutations++;
        if (len > 0) {
            bit = below((unsigned)(8 * len));
            msg[bit / 8] ^= (uint8_t)(1u << (bit % 8));
            ov = uECC_schnorr_verify(ours_pub, msg, (unsigned)len, ours_sig);
            tv = secp_verify(ctx, ours_pub, msg, len, ours_sig);
            CHECK(ov == tv && !ov, "message bit %u flipped: %d here, %d in libsecp256k1", bit, ov, tv);
            msg[bit / 8] ^= (uint8_t)(1u << (bit % 8));
            mutations++;
        }
        memcpy(badpk, ours_pub, 32);
        bit = below(256);
        badpk[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        ov = uECC_schnorr_verify(badpk, msg, (unsigned)len, ours_sig);
        tv = secp_verify(ctx, badpk, msg, len, ours_sig);
        CHECK(ov == tv && !ov, "public key bit %u flipped: %d here, %d in libsecp256k1", bit, ov, tv);
        mutations++;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    secp256k1_context_destroy(ctx);
    CHECK(iterations < 500 || (invalid > 0 && long_msgs > 0), "no invalid key or no long message drawn");
    printf("test_schnorr_cross: %ld signatures compared with libsecp256k1's and verified both ways (messages of %.1f bytes "
           "on average, %ld longer than 512), %ld invalid keys, %ld mutations; %.2f s\n",
           signed_, signed_ ? (double)total_len / (double)iterations : 0.0, long_msgs, invalid, mutations,
           (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
    return check_finish("test_schnorr_cross");
}
