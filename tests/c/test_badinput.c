/* test_badinput.c: the rows of docs/BADINPUT.md that test_api.c does not
 * check, on every curve: invalid public keys (all-zero, all-0xFF, off the
 * curve, x = p, y = p, a key of another curve) in valid_public_key,
 * shared_secret and verify; r or s = 0, n, n+1, all-0xFF; hash_size 0 and
 * 1 MiB in every signer and verify, a NULL hash with hash_size 0 (the
 * empty hash) and 1 (0); a
 * compressed x without a square root; compress on invalid keys (no check,
 * as in micro-ecc); sign_with_k with k = 0 and k = n. Every failing call
 * must return 0 and leave its output untouched.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "sha256.h"
#include "uECC_ext.h"

/* The smallest x >= 1 with no point on the curve (x^3 + ax + b is not a
 * square mod p); checked in Go by TestBadInputMatrixNonResidue's search. */
static const int non_residue_x[NUM_CURVES] = {1, 1, 1, 1, 5, 1, 3};

static int all_bytes(const uint8_t *p, int n, uint8_t b) {
    int i;
    for (i = 0; i < n; i++) {
        if (p[i] != b) return 0;
    }
    return 1;
}

/* add_one sets out = in + 1 (big-endian, n bytes; no overflow here). */
static void add_one(uint8_t *out, const uint8_t *in, int n) {
    int i;
    memcpy(out, in, (size_t)n);
    for (i = n - 1; i >= 0; i--) {
        if (++out[i] != 0) break;
    }
}

/* ---- Invalid public keys ------------------------------------------------ */

static void test_bad_public_keys(int ci, const uint8_t *priv, const uint8_t *pub, const uint8_t *hash,
                                 const uint8_t *sig) {
    uECC_Curve curve = curve_at(ci);
    const char *name = curve_names[ci];
    int fs = field_size(ci), i;
    uint8_t p[MAX_FIELD], bad[6][MAX_PUBLIC], secret[MAX_FIELD];
    static const char *const labels[6] = {"all-zero (infinity)", "all-ff", "off curve (y xor 1)", "x = p", "y = p",
                                          "x without a point"};

    unhex(curve_primes[ci], p, sizeof p);
    memset(bad[0], 0, MAX_PUBLIC);
    memset(bad[1], 0xff, MAX_PUBLIC);
    memcpy(bad[2], pub, (size_t)(2 * fs));
    bad[2][2 * fs - 1] ^= 1;
    memcpy(bad[3], p, (size_t)fs);
    memcpy(bad[3] + fs, pub + fs, (size_t)fs);
    memcpy(bad[4], pub, (size_t)fs);
    memcpy(bad[4] + fs, p, (size_t)fs);
    memset(bad[5], 0, MAX_PUBLIC);
    bad[5][fs - 1] = (uint8_t)non_residue_x[ci];
    bad[5][2 * fs - 1] = 1;
    for (i = 0; i < 6; i++) {
        CHECK(uECC_valid_public_key(bad[i], curve) == 0, "%s: valid_public_key(%s)", name, labels[i]);
        memset(secret, 0xaa, sizeof secret);
        CHECK(uECC_shared_secret(bad[i], priv, secret, curve) == 0 && all_bytes(secret, fs, 0xaa),
              "%s: shared_secret with peer %s", name, labels[i]);
        CHECK(uECC_verify(bad[i], hash, 32, sig, curve) == 0, "%s: verify with key %s", name, labels[i]);
    }
}

/* A secp256r1 key on secp256k1 and the other way round (same sizes). */
static void test_other_curve_keys(void) {
    uECC_Curve r1 = uECC_secp256r1(), k1 = uECC_secp256k1();
    uint8_t pub_r1[64], priv_r1[32], pub_k1[64], priv_k1[32], hash[32], sig_r1[64], sig_k1[64], secret[32];
    memset(hash, 0x42, sizeof hash);
    CHECK(uECC_make_key(pub_r1, priv_r1, r1) && uECC_make_key(pub_k1, priv_k1, k1), "make_key");
    CHECK(uECC_sign(priv_r1, hash, 32, sig_r1, r1) && uECC_sign(priv_k1, hash, 32, sig_k1, k1), "sign");
    memset(secret, 0xaa, sizeof secret);
    CHECK(uECC_shared_secret(pub_r1, priv_k1, secret, k1) == 0 && all_bytes(secret, 32, 0xaa),
          "secp256k1 shared_secret with a secp256r1 peer");
    CHECK(uECC_shared_secret(pub_k1, priv_r1, secret, r1) == 0 && all_bytes(secret, 32, 0xaa),
          "secp256r1 shared_secret with a secp256k1 peer");
    CHECK(uECC_verify(pub_r1, hash, 32, sig_r1, k1) == 0, "secp256r1 key and signature verified on secp256k1");
    CHECK(uECC_verify(pub_k1, hash, 32, sig_k1, r1) == 0, "secp256k1 key and signature verified on secp256r1");
    CHECK(uECC_verify(pub_k1, hash, 32, sig_r1, k1) == 0, "secp256r1 signature verified under a secp256k1 key");
}

/* ---- Signatures out of range ------------------------------------------ */

static void test_bad_signatures(int ci, const uint8_t *pub, const uint8_t *hash, const uint8_t *sig) {
    uECC_Curve curve = curve_at(ci);
    const char *name = curve_names[ci];
    int fs = field_size(ci), v, half, nv = 0;
    uint8_t n[MAX_FIELD], n1[MAX_FIELD], vals[4][MAX_FIELD], bad[MAX_PUBLIC];
    static const char *const labels[4] = {"0", "all-ff", "n", "n+1"};

    unhex(curve_orders[ci], n, sizeof n);
    memset(vals[0], 0, MAX_FIELD);
    memset(vals[1], 0xff, MAX_FIELD);
    nv = 2;
    if (ci != 0) { /* secp160r1: n has 161 bits and does not fit the 20-byte halves */
        memcpy(vals[2], n, (size_t)fs);
        add_one(n1, n, fs);
        memcpy(vals[3], n1, (size_t)fs);
        nv = 4;
    }
    for (v = 0; v < nv; v++) {
        for (half = 0; half < 2; half++) {
            memcpy(bad, sig, (size_t)(2 * fs));
            memcpy(bad + half * fs, vals[v], (size_t)fs);
            CHECK(uECC_verify(pub, hash, 32, bad, curve) == 0, "%s: verify with %s = %s", name, half ? "s" : "r",
                  labels[v]);
        }
        memcpy(bad, vals[v], (size_t)fs);
        memcpy(bad + fs, vals[v], (size_t)fs);
        CHECK(uECC_verify(pub, hash, 32, bad, curve) == 0, "%s: verify with r = s = %s", name, labels[v]);
    }
}

/* ---- Hash sizes ---------------------------------------------------------- */

static void test_hash_sizes(int ci, const uint8_t *priv, const uint8_t *pub, const uint8_t *huge) {
    uECC_Curve curve = curve_at(ci);
    const char *name = curve_names[ci];
    int fs = field_size(ci), ps = ci == 0 ? 21 : fs;
    unsigned sizes[2], s;
    uint8_t sig[MAX_PUBLIC], sig2[MAX_PUBLIC], k[MAX_FIELD], empty[1] = {0};
    SHA256_HashContext h;

    sha256_hash_context(&h);
    memset(k, 0, sizeof k);
    k[ps - 2] = 0x80;
    k[ps - 1] = 0x33;
    sizes[0] = 0;
    sizes[1] = 1u << 20;
    for (s = 0; s < 2; s++) {
        unsigned hs = sizes[s];
        const uint8_t *m = hs ? huge : empty;
        CHECK(uECC_sign(priv, m, hs, sig, curve) == 1 && uECC_verify(pub, m, hs, sig, curve) == 1,
              "%s: sign/verify, hash_size %u", name, hs);
        CHECK(uECC_sign_deterministic(priv, m, hs, &h.uECC, sig, curve) == 1 && uECC_verify(pub, m, hs, sig, curve) == 1,
              "%s: sign_deterministic, hash_size %u", name, hs);
        CHECK(uECC_sign_with_k(priv, m, hs, k, sig, curve) == 1 && uECC_verify(pub, m, hs, sig, curve) == 1,
              "%s: sign_with_k, hash_size %u", name, hs);
        CHECK(uECC_sign_rfc6979(priv, m, hs, &h.uECC, sig, curve) == 1 && uECC_verify(pub, m, hs, sig, curve) == 1,
              "%s: sign_rfc6979, hash_size %u", name, hs);
        if (hs) {
            /* Only the leftmost bitlen(n) bits of the hash count: the
             * private-key-size prefix signs and verifies the same. */
            CHECK(uECC_verify(pub, m, (unsigned)ps, sig, curve) == 1, "%s: 1 MiB hash vs its first %d bytes", name, ps);
            CHECK(uECC_sign_rfc6979(priv, m, (unsigned)ps, &h.uECC, sig2, curve) == 1 && memcmp(sig, sig2, (size_t)(2 * fs)) == 0,
                  "%s: sign_rfc6979 of 1 MiB and of its first %d bytes differ", name, ps);
            CHECK(uECC_sign_with_k(priv, m, hs, k, sig, curve) == 1 && uECC_sign_with_k(priv, m, (unsigned)ps, k, sig2, curve) == 1 &&
                      memcmp(sig, sig2, (size_t)(2 * fs)) == 0,
                  "%s: sign_with_k of 1 MiB and of its first %d bytes differ", name, ps);
        }
    }
    /* A NULL hash with hash_size 0 is the empty hash; with any other size it
     * is a NULL pointer argument: 0, output untouched. */
    memset(sig, 0xaa, sizeof sig);
    CHECK(uECC_verify(pub, NULL, 1, sig, curve) == 0 && uECC_sign_deterministic(priv, NULL, 1, &h.uECC, sig, curve) == 0 &&
              uECC_sign_with_k(priv, NULL, 1, k, sig, curve) == 0 && uECC_sign_rfc6979(priv, NULL, 1, &h.uECC, sig, curve) == 0 &&
              uECC_sign(priv, NULL, 1, sig, curve) == 0 && all_bytes(sig, 2 * fs, 0xaa),
          "%s: NULL hash with hash_size 1", name);
    CHECK(uECC_sign_with_k(priv, NULL, 0, k, sig, curve) == 1 && uECC_verify(pub, NULL, 0, sig, curve) == 1 &&
              uECC_sign_rfc6979(priv, NULL, 0, &h.uECC, sig, curve) == 1 && uECC_verify(pub, NULL, 0, sig, curve) == 1 &&
              uECC_sign_deterministic(priv, NULL, 0, &h.uECC, sig, curve) == 1 && uECC_verify(pub, NULL, 0, sig, curve) == 1,
          "%s: NULL hash with hash_size 0", name);
}

/* ---- Compression -------------------------------------------------------- */

static void test_compression(int ci, const uint8_t *pub) {
    uECC_Curve curve = curve_at(ci);
    const char *name = curve_names[ci];
    int fs = field_size(ci), i, pfx;
    uint8_t bad[3][MAX_PUBLIC], comp[MAX_FIELD + 1], out[MAX_PUBLIC];

    /* compress checks nothing (as micro-ecc): (02 | y & 1) || x. */
    memset(bad[0], 0, MAX_PUBLIC);
    memset(bad[1], 0xff, MAX_PUBLIC);
    memcpy(bad[2], pub, (size_t)(2 * fs));
    bad[2][2 * fs - 1] ^= 1;
    for (i = 0; i < 3; i++) {
        memset(comp, 0xaa, sizeof comp);
        uECC_compress(bad[i], comp, curve);
        CHECK(comp[0] == (2 | (bad[i][2 * fs - 1] & 1)) && memcmp(comp + 1, bad[i], (size_t)fs) == 0,
              "%s: compress of invalid key %d", name, i);
    }
    /* x without a square root: all zeros (micro-ecc: a point off the curve). */
    for (pfx = 2; pfx <= 3; pfx++) {
        memset(comp, 0, sizeof comp);
        comp[0] = (uint8_t)pfx;
        comp[fs] = (uint8_t)non_residue_x[ci];
        memset(out, 0xaa, sizeof out);
        uECC_decompress(comp, out, curve);
        CHECK(all_bytes(out, 2 * fs, 0), "%s: decompress of x = %d (no square root), prefix %02x", name,
              non_residue_x[ci], pfx);
    }
}

/* ---- Nonces ----------------------------------------------------------------- */

static void test_bad_nonces(int ci, const uint8_t *priv) {
    uECC_Curve curve = curve_at(ci);
    const char *name = curve_names[ci];
    int fs = field_size(ci), ps = ci == 0 ? 21 : fs, i;
    uint8_t n[MAX_FIELD], k[MAX_FIELD], sig[MAX_PUBLIC], hash[32];

    memset(hash, 0x17, sizeof hash);
    memset(k, 0, sizeof k);
    memset(sig, 0xaa, sizeof sig);
    CHECK(uECC_sign_with_k(priv, hash, 32, k, sig, curve) == 0 && all_bytes(sig, 2 * fs, 0xaa), "%s: sign_with_k, k = 0",
          name);
    /* k = n after bits2int: n itself, or n << 7 on secp160r1 and secp521r1
     * (k >> 7: n has 161 and 521 bits). */
    unhex(curve_orders[ci], n, sizeof n);
    if (ci == 0 || ci == 6) {
        for (i = 0; i < ps; i++) {
            k[i] = (uint8_t)(n[i] << 7 | (i + 1 < ps ? n[i + 1] >> 1 : 0));
        }
    } else {
        memcpy(k, n, (size_t)ps);
    }
    CHECK(uECC_sign_with_k(priv, hash, 32, k, sig, curve) == 0 && all_bytes(sig, 2 * fs, 0xaa), "%s: sign_with_k, k = n",
          name);
}

int main(void) {
    int ci;
    uint8_t *huge = malloc(1u << 20);
    unsigned i;
    if (!huge) return 2;
    for (i = 0; i < (1u << 20); i++) huge[i] = (uint8_t)(i * 7 + 3);
    for (ci = 0; ci < NUM_CURVES; ci++) {
        uECC_Curve curve = curve_at(ci);
        uint8_t priv[MAX_FIELD], pub[MAX_PUBLIC], hash[32], sig[MAX_PUBLIC];
        memset(hash, 0x5c, sizeof hash);
        CHECK(uECC_make_key(pub, priv, curve) == 1 && uECC_sign(priv, hash, 32, sig, curve) == 1 &&
                  uECC_verify(pub, hash, 32, sig, curve) == 1,
              "%s: setup", curve_names[ci]);
        test_bad_public_keys(ci, priv, pub, hash, sig);
        test_bad_signatures(ci, pub, hash, sig);
        test_hash_sizes(ci, priv, pub, huge);
        test_compression(ci, pub);
        test_bad_nonces(ci, priv);
    }
    test_other_curve_keys();
    free(huge);
    return check_finish("test_badinput");
}
