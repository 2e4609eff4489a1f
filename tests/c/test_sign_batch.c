/* test_sign_batch.c: uECC_sign_hedged_batch (uECC_ext.h), on every curve.
 *
 * 1. Against uECC_sign_hedged: with an RNG whose k-th request gets bytes of
 *    its own, a batch's signature i is the one uECC_sign_hedged makes of
 *    hash i when the RNG is started over and asked in the same order
 *    (batches of 2, on the stack, and of 40, in pages of their own), and
 *    the batch asks count times for 32 bytes; every signature verifies.
 * 2. The hashes: hash i starts hash_size bytes after hash i - 1, and only
 *    its leftmost uECC_curve_private_key_size() bytes are read (100-byte
 *    hashes sign as their first private-key-size bytes do); hash_size 0
 *    signs the empty hash, with message_hashes NULL or not.
 * 3. The signatures may overlap the hashes: written over them, the same
 *    signatures.
 * 4. count 0 returns 1 and reads and writes nothing, for a valid key.
 * 5. Failures return 0 and write no signature: private keys 0 and n (no
 *    request to the RNG), count 65537, a NULL message_hashes with a nonzero
 *    hash_size, an RNG that fails at its third request (three requests, no
 *    more), no RNG.
 * 6. The default RNG: a batch of three signatures of one hash that verify
 *    and differ.
 *
 * NULL pointers and unknown curve handles: test_args.c. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "uECC_ext.h"

#define CANARY 0xa5
#define BIG 40

/* ---- The counting RNG ----------------------------------------------------- */

/* Request k (from 0 since rng_reset) gets bytes (k·31 + j·7 + seed) mod 256,
 * j the byte's place; from request fail_at on it fails (fail_at < 0: never). */
static int rng_requests, rng_other_sizes, rng_fail_at = -1, rng_seed;

static int counting_rng(uint8_t *dest, unsigned size) {
    unsigned j;
    int k = rng_requests++;
    if (size != 32) {
        rng_other_sizes++;
    }
    if (rng_fail_at >= 0 && k >= rng_fail_at) {
        return 0;
    }
    for (j = 0; j < size; j++) {
        dest[j] = (uint8_t)(k * 31 + (int)j * 7 + rng_seed);
    }
    return 1;
}

static void rng_reset(int seed, int fail_at) {
    rng_requests = 0;
    rng_other_sizes = 0;
    rng_seed = seed;
    rng_fail_at = fail_at;
}

static int untouched(const uint8_t *p, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) {
        if (p[i] != CANARY) return 0;
    }
    return 1;
}

/* ---- Every curve ----------------------------------------------------------- */

static uint8_t hashes[BIG * MAX_PUBLIC], sigs[BIG * MAX_PUBLIC], one[BIG * MAX_PUBLIC];

/* singles signs count hashes of hash_size bytes with uECC_sign_hedged, one
 * after another, into one (the RNG started over with seed). */
static int singles(const uint8_t *priv, unsigned hash_size, unsigned count, int seed, uECC_Curve curve) {
    size_t ss = (size_t)uECC_curve_public_key_size(curve);
    unsigned i;
    rng_reset(seed, -1);
    for (i = 0; i < count; i++) {
        if (!uECC_sign_hedged(priv, hashes + (size_t)i * hash_size, hash_size, one + i * ss, curve)) {
            return 0;
        }
    }
    return 1;
}

static void test_curve(int ci) {
    uECC_Curve curve = curve_at(ci);
    const char *name = curve_names[ci];
    int ps = uECC_curve_private_key_size(curve), i;
    size_t ss = (size_t)uECC_curve_public_key_size(curve);
    static const unsigned counts[] = {2, BIG};
    uint8_t priv[MAX_FIELD], pub[MAX_PUBLIC], bad[MAX_FIELD];
    unsigned c;

    for (i = 0; i < ps; i++) priv[i] = (uint8_t)(i * 41 + 5 + ci);
    if (ps == 21 || ps == 66) priv[0] = 0;
    for (i = 0; i < (int)sizeof hashes; i++) hashes[i] = (uint8_t)(i * 13 + i / 97);
    CHECK(uECC_compute_public_key(priv, pub, curve) == 1, "%s: compute_public_key", name);
    uECC_set_rng(counting_rng);

    /* 1. Against uECC_sign_hedged. */
    for (c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        unsigned count = counts[c];
        rng_reset(7, -1);
        memset(sigs, CANARY, sizeof sigs);
        CHECK(uECC_sign_hedged_batch(priv, hashes, 32, count, sigs, curve) == 1, "%s: a batch of %u", name, count);
        CHECK(rng_requests == (int)count && rng_other_sizes == 0,
              "%s: a batch of %u made %d requests (%d not of 32 bytes)", name, count, rng_requests, rng_other_sizes);
        CHECK(untouched(sigs + count * ss, sizeof sigs - count * ss), "%s: a batch of %u wrote past its end", name,
              count);
        CHECK(singles(priv, 32, count, 7, curve), "%s: uECC_sign_hedged", name);
        for (i = 0; i < (int)count; i++) {
            CHECK(memcmp(sigs + i * ss, one + i * ss, ss) == 0, "%s: batch of %u, signature %d: %s, not uECC_sign_hedged's",
                  name, count, i, tohex(sigs + i * ss, ss));
            CHECK(uECC_verify(pub, hashes + i * 32, 32, sigs + i * ss, curve) == 1,
                  "%s: batch of %u, signature %d does not verify", name, count, i);
        }
    }

    /* 2. 100-byte hashes; the empty hash. */
    rng_reset(9, -1);
    CHECK(uECC_sign_hedged_batch(priv, hashes, 100, 5, sigs, curve) == 1 && singles(priv, 100, 5, 9, curve) &&
              memcmp(sigs, one, 5 * ss) == 0,
          "%s: 100-byte hashes: not uECC_sign_hedged's signatures", name);
    for (i = 0; i < 5; i++) {
        CHECK(uECC_verify(pub, hashes + i * 100, (unsigned)ps, sigs + i * ss, curve) == 1,
              "%s: 100-byte hash %d: the signature of its first %d bytes does not verify", name, i, ps);
    }
    rng_reset(3, -1);
    CHECK(uECC_sign_hedged_batch(priv, NULL, 0, 3, sigs, curve) == 1 && singles(priv, 0, 3, 3, curve) &&
              memcmp(sigs, one, 3 * ss) == 0 && uECC_verify(pub, NULL, 0, sigs, curve) == 1,
          "%s: the empty hash (NULL)", name);
    rng_reset(3, -1);
    CHECK(uECC_sign_hedged_batch(priv, hashes, 0, 3, sigs, curve) == 1 && memcmp(sigs, one, 3 * ss) == 0,
          "%s: the empty hash (a pointer)", name);

    /* 3. Signatures written over the hashes. */
    rng_reset(7, -1);
    CHECK(singles(priv, 32, BIG, 7, curve), "%s: uECC_sign_hedged", name);
    rng_reset(7, -1);
    CHECK(uECC_sign_hedged_batch(priv, hashes, 32, BIG, hashes, curve) == 1 && memcmp(hashes, one, BIG * ss) == 0,
          "%s: signatures over the hashes: not the same signatures", name);
    for (i = 0; i < (int)sizeof hashes; i++) hashes[i] = (uint8_t)(i * 13 + i / 97);

    /* 4. count 0. */
    rng_reset(7, -1);
    memset(sigs, CANARY, sizeof sigs);
    CHECK(uECC_sign_hedged_batch(priv, NULL, 32, 0, sigs, curve) == 1 && rng_requests == 0 &&
              untouched(sigs, sizeof sigs),
          "%s: count 0: failed, made %d requests or wrote", name, rng_requests);

    /* 5. Failures. */
    for (i = 0; i < 2; i++) {
        memset(bad, 0, sizeof bad);
        if (i == 1) unhex(curve_orders[ci], bad, sizeof bad);
        rng_reset(7, -1);
        CHECK(uECC_sign_hedged_batch(bad, hashes, 32, 3, sigs, curve) == 0 && rng_requests == 0 &&
                  untouched(sigs, sizeof sigs),
              "%s: private key %s: signed, wrote or made %d requests", name, i == 0 ? "0" : "n", rng_requests);
    }
    rng_reset(7, -1);
    CHECK(uECC_sign_hedged_batch(priv, hashes, 0, 65537, sigs, curve) == 0 && rng_requests == 0 &&
              untouched(sigs, sizeof sigs),
          "%s: count 65537", name);
    rng_reset(7, -1);
    CHECK(uECC_sign_hedged_batch(priv, NULL, 32, 2, sigs, curve) == 0 && rng_requests == 0 &&
              untouched(sigs, sizeof sigs),
          "%s: a NULL message_hashes of 32 bytes", name);
    rng_reset(7, 2);
    CHECK(uECC_sign_hedged_batch(priv, hashes, 32, 5, sigs, curve) == 0 && rng_requests == 3 &&
              untouched(sigs, sizeof sigs),
          "%s: an RNG that fails at its third request: signed, wrote or made %d requests", name, rng_requests);
    uECC_set_rng(NULL);
    CHECK(uECC_sign_hedged_batch(priv, hashes, 32, 2, sigs, curve) == 0 && untouched(sigs, sizeof sigs),
          "%s: no RNG", name);
}

/* 6. The default RNG. */
static void test_default_rng(uECC_RNG_Function os_rng) {
    int ci;
    uECC_set_rng(os_rng);
    for (ci = 0; ci < NUM_CURVES; ci++) {
        uECC_Curve curve = curve_at(ci);
        size_t fs = (size_t)field_size(ci), ss = 2 * fs;
        uint8_t priv[MAX_FIELD], pub[MAX_PUBLIC], hash[3 * 32], out[3 * MAX_PUBLIC];
        memset(hash, 0x3c, sizeof hash);
        CHECK(uECC_make_key(pub, priv, curve) == 1, "%s: make_key", curve_names[ci]);
        CHECK(uECC_sign_hedged_batch(priv, hash, 32, 3, out, curve) == 1, "%s: the default RNG", curve_names[ci]);
        CHECK(uECC_verify(pub, hash, 32, out, curve) == 1 && uECC_verify(pub, hash, 32, out + ss, curve) == 1 &&
                  uECC_verify(pub, hash, 32, out + 2 * ss, curve) == 1 && memcmp(out, out + ss, fs) != 0 &&
                  memcmp(out + ss, out + 2 * ss, fs) != 0,
              "%s: the default RNG: the signatures do not verify or share an r", curve_names[ci]);
    }
}

int main(void) {
    uECC_RNG_Function os_rng = uECC_get_rng();
    int i;
    for (i = 0; i < NUM_CURVES; i++) {
        test_curve(i);
    }
    test_default_rng(os_rng);
    return check_finish("test_sign_batch");
}
