/* test_le.c: uECC_VLI_NATIVE_LITTLE_ENDIAN=1. Compiled with the option, so
 * the public names are the little-endian entry points (uECC_make_key is
 * uECC_make_key_le, ...); the big-endian functions are reached through
 * le_be.c. On all seven curves, with the same deterministic RNG stream
 * installed for both, every little-endian result must be the big-endian
 * result of the same integers with each integer's bytes reversed:
 *
 *   make_key, compute_public_key, shared_secret, compress / decompress,
 *   valid_public_key, sign and sign_hedged (same stream), sign_with_k,
 *   sign_rfc6979;
 *   sign_deterministic against a big-endian signature with the same HMAC
 *   inputs (the same key bytes, taken as a big-endian key, and the same hash
 *   bytes: the same nonce, so the same r), and verify round trips (LE sign,
 *   LE verify; BE sign reversed, LE verify; a flipped bit fails).
 * sign_deterministic also against known answers derived independently in
 * Go. Failures leave the outputs unchanged. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "le_be.h"
#include "sha256.h"
#include "uECC_ext.h"

#ifndef TEST_NAME
#define TEST_NAME "test_le"
#endif

#if !uECC_VLI_NATIVE_LITTLE_ENDIAN
#error "test_le.c must be compiled with -DuECC_VLI_NATIVE_LITTLE_ENDIAN=1"
#endif

static uint64_t counter_state = 1;
static int counter_rng(uint8_t *dest, unsigned size) {
    uint8_t block[32];
    unsigned i;
    for (i = 0; i < size; i++) {
        if (i % 32 == 0) {
            sha256(&counter_state, sizeof counter_state, block);
            counter_state++;
        }
        dest[i] = block[i % 32];
    }
    return 1;
}

static void rev(uint8_t *out, const uint8_t *in, int n) {
    int i;
    for (i = 0; i < n; i++) {
        out[n - 1 - i] = in[i];
    }
}

/* rev_pair reverses each half of X||Y or r||s. */
static void rev_pair(uint8_t *out, const uint8_t *in, int fs) {
    rev(out, in, fs);
    rev(out + fs, in + fs, fs);
}

static void test_curve(int ci) {
    uECC_Curve curve = curve_at(ci);
    const char *name = curve_names[ci];
    int fs = field_size(ci), ps = uECC_curve_private_key_size(curve), l, i;
    uint8_t pubL[MAX_PUBLIC], privL[MAX_FIELD], pubB[MAX_PUBLIC], privB[MAX_FIELD], tmp[MAX_PUBLIC], tmp2[MAX_PUBLIC];
    uint8_t pub2L[MAX_PUBLIC], priv2L[MAX_FIELD], pub2B[MAX_PUBLIC], priv2B[MAX_FIELD];
    uint8_t secL[MAX_FIELD], secB[MAX_FIELD], compL[MAX_FIELD + 1], compB[MAX_FIELD + 1], buf[MAX_PUBLIC + 1];
    uint8_t hash[48], hrev[32], sigL[MAX_PUBLIC], sigB[MAX_PUBLIC], kB[MAX_FIELD], kL[MAX_FIELD];
    uint8_t dL[MAX_FIELD], dB[MAX_FIELD], pubDL[MAX_PUBLIC];
    SHA256_HashContext hctx;

    sha256_hash_context(&hctx);
    for (i = 0; i < (int)sizeof hash; i++) {
        hash[i] = (uint8_t)(0x31 * i + ci + 1);
    }
    l = ps < 32 ? ps : 32; /* the hash bytes bits2int reads of a 32-byte hash */
    rev(hrev, hash, l);

    /* make_key: the same stream gives the same key, bytes reversed. */
    uECC_set_rng(counter_rng);
    counter_state = 1000 + (uint64_t)ci;
    CHECK(uECC_make_key(pubL, privL, curve) == 1, "%s: make_key_le", name);
    counter_state = 1000 + (uint64_t)ci;
    CHECK(be_make_key(pubB, privB, curve) == 1, "%s: make_key", name);
    rev(tmp, privB, ps);
    CHECK(memcmp(privL, tmp, (size_t)ps) == 0, "%s: make_key_le private key %s is not the reversed big-endian one",
          name, tohex(privL, (size_t)ps));
    rev_pair(tmp, pubB, fs);
    CHECK(memcmp(pubL, tmp, (size_t)(2 * fs)) == 0, "%s: make_key_le public key %s", name,
          tohex(pubL, (size_t)(2 * fs)));
    counter_state = 2000 + (uint64_t)ci;
    CHECK(uECC_make_key(pub2L, priv2L, curve) == 1, "%s: second make_key_le", name);
    counter_state = 2000 + (uint64_t)ci;
    CHECK(be_make_key(pub2B, priv2B, curve) == 1, "%s: second make_key", name);

    /* compute_public_key */
    memset(tmp2, 0, sizeof tmp2);
    CHECK(uECC_compute_public_key(privL, tmp2, curve) == 1 && memcmp(tmp2, pubL, (size_t)(2 * fs)) == 0,
          "%s: compute_public_key_le", name);
    CHECK(uECC_compute_public_key(privB, tmp2, curve) == 0 || memcmp(tmp2, pubL, (size_t)(2 * fs)) != 0,
          "%s: compute_public_key_le reads the key big-endian", name);

    /* shared_secret, both ways round, against the big-endian secret. */
    CHECK(be_shared_secret(pub2B, privB, secB, curve) == 1, "%s: shared_secret", name);
    rev(tmp, secB, fs);
    CHECK(uECC_shared_secret(pub2L, privL, secL, curve) == 1 && memcmp(secL, tmp, (size_t)fs) == 0,
          "%s: shared_secret_le %s", name, tohex(secL, (size_t)fs));
    memset(secL, 0, sizeof secL);
    CHECK(uECC_shared_secret(pubL, priv2L, secL, curve) == 1 && memcmp(secL, tmp, (size_t)fs) == 0,
          "%s: shared_secret_le the other way round", name);
    memset(secL, 0xaa, sizeof secL);
    CHECK(uECC_shared_secret(pubB, privL, secL, curve) == 0 && secL[0] == 0xaa,
          "%s: shared_secret_le accepted a big-endian public key", name);

    /* compress / decompress */
    uECC_compress(pubL, compL, curve);
    be_compress(pubB, compB, curve);
    CHECK(compL[0] == 2 + (pubL[fs] & 1) && compL[0] == compB[0], "%s: compress_le prefix %02x", name, compL[0]);
    rev(tmp, compB + 1, fs);
    CHECK(memcmp(compL + 1, pubL, (size_t)fs) == 0 && memcmp(compL + 1, tmp, (size_t)fs) == 0,
          "%s: compress_le X", name);
    memcpy(buf, pubL, (size_t)(2 * fs));
    uECC_compress(buf, buf, curve);
    CHECK(memcmp(buf, compL, (size_t)(fs + 1)) == 0, "%s: compress_le in place", name);
    memset(tmp2, 0, sizeof tmp2);
    uECC_decompress(compL, tmp2, curve);
    CHECK(memcmp(tmp2, pubL, (size_t)(2 * fs)) == 0, "%s: decompress_le %s", name, tohex(tmp2, (size_t)(2 * fs)));
    memcpy(buf, compL, (size_t)(fs + 1));
    uECC_decompress(buf, buf, curve);
    CHECK(memcmp(buf, pubL, (size_t)(2 * fs)) == 0, "%s: decompress_le in place", name);
    memcpy(buf, compL, (size_t)(fs + 1));
    buf[0] = 5;
    memset(tmp2, 0xaa, sizeof tmp2);
    uECC_decompress(buf, tmp2, curve);
    for (i = 0; i < 2 * fs && tmp2[i] == 0; i++) {
    }
    CHECK(i == 2 * fs, "%s: decompress_le of prefix 05 is not all zeros", name);

    /* valid_public_key */
    CHECK(uECC_valid_public_key(pubL, curve) == 1, "%s: valid_public_key_le", name);
    CHECK(uECC_valid_public_key(pubB, curve) == 0, "%s: valid_public_key_le accepted the big-endian key", name);
    memcpy(tmp2, pubL, (size_t)(2 * fs));
    tmp2[2 * fs - 1] ^= 0x01; /* the most significant byte of Y */
    CHECK(uECC_valid_public_key(tmp2, curve) == 0, "%s: valid_public_key_le accepted a flipped bit", name);

    /* sign: the same stream gives the same signature, reversed. */
    counter_state = 3000 + (uint64_t)ci;
    CHECK(uECC_sign(privL, hash, 32, sigL, curve) == 1, "%s: sign_le", name);
    counter_state = 3000 + (uint64_t)ci;
    CHECK(be_sign(privB, hrev, (unsigned)l, sigB, curve) == 1, "%s: sign", name);
    rev_pair(tmp, sigB, fs);
    CHECK(memcmp(sigL, tmp, (size_t)(2 * fs)) == 0, "%s: sign_le %s", name, tohex(sigL, (size_t)(2 * fs)));
    CHECK(be_verify(pubB, hrev, (unsigned)l, sigB, curve) == 1, "%s: the big-endian signature verifies", name);
    CHECK(uECC_verify(pubL, hash, 32, sigL, curve) == 1, "%s: verify_le of sign_le", name);
    CHECK(ps >= 48 || uECC_verify(pubL, hash, 48, sigL, curve) == 1, "%s: verify_le reads only the first %d hash bytes",
          name, l);
    CHECK(uECC_verify(pubL, hash, 32, tmp, curve) == 1, "%s: verify_le of the reversed big-endian signature", name);
    memcpy(tmp2, sigL, (size_t)(2 * fs));
    tmp2[fs] ^= 0x01;
    CHECK(uECC_verify(pubL, hash, 32, tmp2, curve) == 0, "%s: verify_le accepted a flipped bit of s", name);
    memcpy(buf, hash, 32);
    buf[l - 1] ^= 0x80;
    CHECK(uECC_verify(pubL, buf, 32, sigL, curve) == 0, "%s: verify_le accepted a flipped hash bit", name);
    CHECK(uECC_verify(pubB, hash, 32, sigL, curve) == 0, "%s: verify_le accepted the big-endian key", name);

    /* sign_with_k: k is little-endian too. */
    memcpy(kB, priv2B, (size_t)ps);
    rev(kL, kB, ps);
    CHECK(be_sign_with_k(privB, hrev, (unsigned)l, kB, sigB, curve) == 1, "%s: sign_with_k", name);
    memset(sigL, 0, sizeof sigL);
    rev_pair(tmp, sigB, fs);
    CHECK(uECC_sign_with_k(privL, hash, 32, kL, sigL, curve) == 1 && memcmp(sigL, tmp, (size_t)(2 * fs)) == 0,
          "%s: sign_with_k_le %s", name, tohex(sigL, (size_t)(2 * fs)));
    CHECK(uECC_verify(pubL, hash, 32, sigL, curve) == 1, "%s: verify_le of sign_with_k_le", name);

    /* A key whose little-endian bytes are also a valid big-endian key (its
     * low byte 0), for sign_deterministic. */
    memcpy(dB, privB, (size_t)ps);
    dB[ps - 1] = 0;
    rev(dL, dB, ps);
    CHECK(uECC_compute_public_key(dL, pubDL, curve) == 1, "%s: compute_public_key_le of d", name);

    /* sign_deterministic: the HMAC-DRBG takes the first field-size key bytes
     * and the hash bytes as they are, so the big-endian signer given the
     * same bytes draws the same nonce: the same r. */
    {
        unsigned sizes[2] = {32, 48};
        int j;
        for (j = 0; j < 2; j++) {
            memset(sigL, 0, sizeof sigL);
            CHECK(uECC_sign_deterministic(dL, hash, sizes[j], &hctx.uECC, sigL, curve) == 1,
                  "%s: sign_deterministic_le, %u-byte hash", name, sizes[j]);
            CHECK(be_sign_deterministic(dL, hash, sizes[j], &hctx.uECC, sigB, curve) == 1,
                  "%s: sign_deterministic, %u-byte hash", name, sizes[j]);
            rev(tmp, sigB, fs);
            CHECK(memcmp(sigL, tmp, (size_t)fs) == 0, "%s: sign_deterministic_le r %s (%u-byte hash)", name,
                  tohex(sigL, (size_t)fs), sizes[j]);
            CHECK(uECC_verify(pubDL, hash, sizes[j], sigL, curve) == 1,
                  "%s: verify_le of sign_deterministic_le, %u-byte hash", name, sizes[j]);
            uECC_set_rng(NULL); /* no blinding draws: the same signature */
            CHECK(uECC_sign_deterministic(dL, hash, sizes[j], &hctx.uECC, tmp2, curve) == 1 &&
                      memcmp(tmp2, sigL, (size_t)(2 * fs)) == 0,
                  "%s: sign_deterministic_le without an RNG", name);
            uECC_set_rng(counter_rng);
        }
        /* A different hash byte beyond the first l changes the nonce. */
        memcpy(buf, hash, 48);
        buf[40] ^= 1;
        CHECK(uECC_sign_deterministic(dL, buf, 48, &hctx.uECC, tmp2, curve) == 1 &&
                  memcmp(tmp2, sigL, (size_t)fs) != 0,
              "%s: sign_deterministic_le ignores hash byte 40", name);
    }

    /* sign_rfc6979: RFC 6979 on the same integers. */
    CHECK(be_sign_rfc6979(dB, hrev, (unsigned)l, &hctx.uECC, sigB, curve) == 1, "%s: sign_rfc6979", name);
    rev_pair(tmp, sigB, fs);
    memset(sigL, 0, sizeof sigL);
    CHECK(uECC_sign_rfc6979(dL, hash, 32, &hctx.uECC, sigL, curve) == 1 && memcmp(sigL, tmp, (size_t)(2 * fs)) == 0,
          "%s: sign_rfc6979_le %s", name, tohex(sigL, (size_t)(2 * fs)));
    CHECK(uECC_verify(pubDL, hash, 32, sigL, curve) == 1, "%s: verify_le of sign_rfc6979_le", name);

    /* sign_hedged: the same stream gives the hedged signature of the same
     * integers (its nonce hashed from their big-endian encodings), reversed. */
    counter_state = 4000 + (uint64_t)ci;
    CHECK(uECC_sign_hedged(privL, hash, 32, sigL, curve) == 1, "%s: sign_hedged_le", name);
    counter_state = 4000 + (uint64_t)ci;
    CHECK(be_sign_hedged(privB, hrev, (unsigned)l, sigB, curve) == 1, "%s: sign_hedged", name);
    rev_pair(tmp, sigB, fs);
    CHECK(memcmp(sigL, tmp, (size_t)(2 * fs)) == 0, "%s: sign_hedged_le %s", name, tohex(sigL, (size_t)(2 * fs)));
    CHECK(uECC_verify(pubL, hash, 32, sigL, curve) == 1 && (ps >= 48 || uECC_verify(pubL, hash, 48, sigL, curve) == 1),
          "%s: verify_le of sign_hedged_le", name);

    /* Failures write nothing. */
    memset(sigL, 0xaa, sizeof sigL);
    memset(tmp, 0, sizeof tmp);
    CHECK(uECC_sign(tmp, hash, 32, sigL, curve) == 0 && sigL[0] == 0xaa && sigL[2 * fs - 1] == 0xaa,
          "%s: sign_le with key 0", name);
    CHECK(uECC_sign_deterministic(tmp, hash, 32, &hctx.uECC, sigL, curve) == 0 && sigL[0] == 0xaa,
          "%s: sign_deterministic_le with key 0", name);
    CHECK(uECC_sign_rfc6979(tmp, hash, 32, &hctx.uECC, sigL, curve) == 0 && sigL[0] == 0xaa,
          "%s: sign_rfc6979_le with key 0", name);
    CHECK(uECC_sign_hedged(tmp, hash, 32, sigL, curve) == 0 && sigL[0] == 0xaa && sigL[2 * fs - 1] == 0xaa,
          "%s: sign_hedged_le with key 0", name);
    CHECK(uECC_sign_hedged(privL, NULL, 1, sigL, curve) == 0 && sigL[0] == 0xaa, "%s: sign_hedged_le NULL hash", name);
    CHECK(uECC_sign_with_k(privL, hash, 32, tmp, sigL, curve) == 0 && sigL[0] == 0xaa,
          "%s: sign_with_k_le with k 0", name);
    CHECK(uECC_sign(privL, NULL, 1, sigL, curve) == 0 && sigL[0] == 0xaa, "%s: sign_le NULL hash", name);
    CHECK(uECC_verify(pubL, NULL, 1, sigL, curve) == 0, "%s: verify_le NULL hash", name);
    memset(tmp2, 0xaa, sizeof tmp2);
    CHECK(uECC_compute_public_key(tmp, tmp2, curve) == 0 && tmp2[0] == 0xaa, "%s: compute_public_key_le key 0",
          name);
    uECC_set_rng(NULL);
    memcpy(buf, privL, (size_t)ps);
    CHECK(uECC_make_key(tmp2, buf, curve) == 0 && tmp2[0] == 0xaa && memcmp(buf, privL, (size_t)ps) == 0,
          "%s: make_key_le without an RNG", name);
    CHECK(uECC_sign(privL, hash, 32, sigL, curve) == 0 && sigL[0] == 0xaa, "%s: sign_le without an RNG", name);
    CHECK(uECC_sign_hedged(privL, hash, 32, sigL, curve) == 0 && sigL[0] == 0xaa, "%s: sign_hedged_le without an RNG",
          name);
    uECC_set_rng(counter_rng);
}

/* uECC_sign_deterministic_le's known answers on the seven curves, derived
 * in Go from an independent model (uecc/microecc/littleendian_test.go,
 * leKnownAnswers: HMAC-DRBG from crypto/hmac, r = x(k*G) mod n, k*G from
 * crypto/ecdh on secp384r1 and secp521r1, and s = (e + r*d)/k mod n with
 * math/big): r || s little-endian, over SHA-256, for the private key with
 * byte i = 37*i + 11 + the curve's index (top byte 0 on secp160r1 and
 * secp521r1) and the 32-byte hash with byte j = 53*j + 7. */
static const char *const le_known_answers[NUM_CURVES] = {
    "6e74e828ef258694c36ee214e0b3a69fc64a53abcdcc8df42a19568a0a7d1cbe65e6872048856488",
    "eb49e165023badd8d0ebaccfb58e065fc6c485a26199bd379d0b73eecad1a509f95bdebe88316a3f7e5629d318a14859",
    "b03fae376731dc72b245b50e3c56796a7d9b0b4bde265fc676b0e05045fbe256a861285861affcee259ffe1462ceaf424635196b27a676e6",
    "4f1b78ecfa29fb5df807e45b91ab6a20b954904cd435aa59c4fc4f702362e2b9d9133b3a7f45177046b8573622ae1885c05b12d8fed5c6a7eddae00992ab25b5",
    "47719043dc9b5cccf09c6db76e0289c990925d9d539ad98e609670770e58a275e7689db6f892e22e7cfe10503d770e7c982c21daa4af1347e7b90c1fe3ea17f9",
    "834e469c6e821258abf2b5e5f004f13bc6f891e66f4f2e4639c242b320539a70e8b1270071f9e9a385fa94bc759c684e"
    "b6f16f3d52b090cafc77d146ee796479c570622f0c3b6053123ae99af80aa6b3ab4c9f2761860a71d46e475a816b6a90",
    "4d7752c642f43bd1d828abb70359caad7163dd88201de38a7fa853a97a1fc0d51807ecadfcd6f190b2de63a6c5133b594d6b73f5e2eaa7e106cdf9a288b9d345da01"
    "685c0abbdb47d9ff1180c695377462da08efbf507153eb5b41dea90c7adcadec5b99f386445817b077962661bed60492ca18623e7a6f650a0d0900e7c72feaa21301",
};

static void test_known_answers(void) {
    SHA256_HashContext hctx;
    uint8_t priv[MAX_FIELD], hash[32], sig[MAX_PUBLIC], pub[MAX_PUBLIC];
    int ci, i;
    sha256_hash_context(&hctx);
    for (ci = 0; ci < NUM_CURVES; ci++) {
        uECC_Curve curve = curve_at(ci);
        int fs = field_size(ci), ps = uECC_curve_private_key_size(curve);
        for (i = 0; i < ps; i++) {
            priv[i] = (uint8_t)(i * 37 + 11 + ci);
        }
        if (ps == 21 || ps == 66) {
            priv[ps - 1] = 0; /* below n, whose top byte is 1 */
        }
        for (i = 0; i < 32; i++) {
            hash[i] = (uint8_t)(i * 53 + 7);
        }
        memset(sig, 0, sizeof sig);
        CHECK(uECC_sign_deterministic(priv, hash, 32, &hctx.uECC, sig, curve) == 1 &&
                  hexeq(sig, (size_t)(2 * fs), le_known_answers[ci]),
              "%s: sign_deterministic_le known answer: %s", curve_names[ci], tohex(sig, (size_t)(2 * fs)));
        CHECK(uECC_compute_public_key(priv, pub, curve) == 1 && uECC_verify(pub, hash, 32, sig, curve) == 1,
              "%s: the known answer verifies", curve_names[ci]);
    }
}

int main(void) {
    int i;
    for (i = 0; i < NUM_CURVES; i++) {
        test_curve(i);
    }
    test_known_answers();
    /* NULL pointers and unknown curves: test_args.c, each _le entry point. */
    return check_finish(TEST_NAME);
}
