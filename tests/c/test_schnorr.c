/* test_schnorr.c: the BIP-340 functions of uECC_ext.h (uECC_schnorr_public_key,
 * uECC_schnorr_sign, uECC_schnorr_verify) through libuecc.a.
 *
 * 1. BIP-340's 19 test vectors, read at run time from
 *    tests/vectors/bip340/test-vectors.csv (an unmodified copy of
 *    bitcoin/bips' file; its path is BIP340_CSV, given by mk/c.mk, as
 *    test_args is given capi/symbols.txt): for each vector with a secret
 *    key, the x-only public key and the signature byte for byte (the
 *    message at an exact-size copy, and the empty message of vector 15 both
 *    as NULL and as a pointer); for every vector the verdict of
 *    uECC_schnorr_verify (vectors 5 and 14: public keys not on the curve and
 *    not below p; 6 to 13: the signature's rules). Messages of 0, 1, 17 and
 *    100 bytes are vectors 15 to 18.
 * 2. aux_rand NULL: with a recorded RNG installed the call makes one request
 *    of 32 bytes and its signature verifies, and signing with those bytes as
 *    aux_rand gives the same signature (the RNG's bytes are BIP-340's
 *    aux_rand); with the default RNG two signatures verify and differ; with
 *    no RNG (uECC_set_rng(NULL)) or a failing one the call returns 0 and
 *    writes nothing; with an invalid key the RNG is not called. The public
 *    key and verification draw nothing.
 * 3. Wrong inputs return 0 and leave the outputs as they were: private keys
 *    0, n, n + 1 and 2^256 - 1 (n - 1 and 1 work); public keys p, p + 1,
 *    2^256 - 1 and one that is no point's X; r = p, s = n; a NULL message
 *    with a nonzero size.
 * 4. Messages of every size class: 0 to 100000 bytes (longer than 512 are
 *    staged in pages of their own: capi/uecc.c), each signature verified,
 *    a changed byte of the message or of the signature rejected, the same
 *    aux_rand giving the same signature; outputs that overlap the inputs.
 *
 * mk/c.mk builds it twice: as test_schnorr, and as test_schnorr_le_w1 with
 * uECC_VLI_NATIVE_LITTLE_ENDIAN=1 and uECC_WORD_SIZE=1, where the same
 * bytes must come out (the functions have one entry point under every
 * naming). test_schnorr_cross checks against libsecp256k1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "uECC.h"
#include "uECC_ext.h"

#ifndef TEST_NAME
#define TEST_NAME "test_schnorr"
#endif
#ifndef BIP340_CSV
#error "test_schnorr.c is compiled with -DBIP340_CSV='\"<path of tests/vectors/bip340/test-vectors.csv>\"' (mk/c.mk)"
#endif

#define CANARY 0xa5

/* secp256k1's n and p, big-endian. */
static const char *const N_HEX = "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141";
static const char *const P_HEX = "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f";

/* untouched reports whether the n bytes at p are all CANARY. */
static int untouched(const uint8_t *p, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) {
        if (p[i] != CANARY) {
            return 0;
        }
    }
    return 1;
}

/* be_add writes the 32-byte big-endian a + k (mod 2^256) to out. */
static void be_add(uint8_t *out, const uint8_t *a, unsigned k) {
    int i;
    unsigned carry = k;
    for (i = 31; i >= 0; i--) {
        unsigned v = a[i] + (carry & 0xff);
        carry = (carry >> 8) + (v >> 8);
        out[i] = (uint8_t)v;
    }
}

/* ---- 1. The vectors -------------------------------------------------------- */

/* field returns the next comma-separated field of *p (NUL-terminated in
 * place), or the rest of the line for the last one. */
static char *field(char **p, int last) {
    char *f = *p, *e = last ? f + strcspn(f, "\r\n") : f + strcspn(f, ",\r\n");
    *p = *e ? e + 1 : e;
    *e = 0;
    return f;
}

static int vectors(void) {
    FILE *f = fopen(BIP340_CSV, "r");
    char line[2048];
    int rows = 0, signing = 0, lineno = 0;
    if (!CHECK(f != NULL, "cannot open %s", BIP340_CSV)) {
        return 0;
    }
    while (fgets(line, sizeof line, f)) {
        char *p = line, *idx, *sk_h, *pk_h, *aux_h, *msg_h, *sig_h, *res_h;
        uint8_t sk[32], pk[32], aux[32], msg[512], sig[64], out[64], pub[32], *copy;
        int msg_len, want, got;
        if (lineno++ == 0 || line[0] == '\r' || line[0] == '\n') {
            continue; /* the header */
        }
        idx = field(&p, 0);
        sk_h = field(&p, 0);
        pk_h = field(&p, 0);
        aux_h = field(&p, 0);
        msg_h = field(&p, 0);
        sig_h = field(&p, 0);
        res_h = field(&p, 0);
        (void)field(&p, 1); /* comment */
        msg_len = unhex(msg_h, msg, sizeof msg);
        if (!CHECK(unhex(pk_h, pk, 32) == 32 && unhex(sig_h, sig, 64) == 64 && msg_len >= 0 &&
                       (!strcmp(res_h, "TRUE") || !strcmp(res_h, "FALSE")),
                   "vector %s: cannot read the line", idx)) {
            continue;
        }
        rows++;
        want = !strcmp(res_h, "TRUE");
        /* The message at a copy of its exact size (none for the empty one). */
        copy = msg_len > 0 ? malloc((size_t)msg_len) : NULL;
        if (msg_len > 0 && !CHECK(copy != NULL, "malloc")) {
            continue;
        }
        if (copy) {
            memcpy(copy, msg, (size_t)msg_len);
        }
        if (*sk_h) {
            signing++;
            CHECK(unhex(sk_h, sk, 32) == 32 && unhex(aux_h, aux, 32) == 32, "vector %s: secret key, aux_rand", idx);
            memset(pub, CANARY, sizeof pub);
            CHECK(uECC_schnorr_public_key(sk, pub) && !memcmp(pub, pk, 32), "vector %s: public key %s", idx,
                  tohex(pub, 32));
            memset(out, CANARY, sizeof out);
            got = uECC_schnorr_sign(sk, copy, (unsigned)msg_len, aux, out);
            CHECK(got && !memcmp(out, sig, 64), "vector %s: sign returned %d, signature %s", idx, got, tohex(out, 64));
            if (msg_len == 0) { /* the empty message also at a non-NULL pointer */
                memset(out, CANARY, sizeof out);
                got = uECC_schnorr_sign(sk, msg, 0, aux, out);
                CHECK(got && !memcmp(out, sig, 64), "vector %s: sign of the empty message at a pointer", idx);
            }
        }
        got = uECC_schnorr_verify(pk, copy, (unsigned)msg_len, sig);
        CHECK(got == want, "vector %s: verify returned %d, want %d", idx, got, want);
        if (msg_len == 0) {
            CHECK(uECC_schnorr_verify(pk, msg, 0, sig) == want, "vector %s: verify of the empty message at a pointer",
                  idx);
        }
        free(copy);
    }
    fclose(f);
    CHECK(rows == 19 && signing == 8, "%d vectors, %d with a secret key: want 19 and 8", rows, signing);
    return rows;
}

/* ---- 2. aux_rand from the RNG ------------------------------------------------ */

/* A splitmix64 stream, its requests counted. fail makes it return 0. */
static uint64_t rng_state;
static int rng_requests, rng_fail;
static unsigned rng_last_size;

static uint64_t next64(void) {
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static void stream(uint8_t *dest, unsigned size) {
    unsigned i;
    for (i = 0; i < size; i++) {
        dest[i] = (uint8_t)next64();
    }
}

static int recorded_rng(uint8_t *dest, unsigned size) {
    rng_requests++;
    rng_last_size = size;
    if (rng_fail) {
        return 0;
    }
    stream(dest, size);
    return 1;
}

static void rng_reset(uint64_t seed) {
    rng_state = seed;
    rng_requests = 0;
    rng_fail = 0;
    rng_last_size = 0;
}

static void aux_from_rng(uECC_RNG_Function default_rng) {
    uint8_t priv[32], pub[32], msg[40], sig[64], sig2[64], aux[32], bad[32];
    int k;
    memset(priv, 0x11, sizeof priv);
    memset(msg, 0x22, sizeof msg);
    CHECK(uECC_schnorr_public_key(priv, pub), "public key");

    /* The recorded RNG: one request of 32 bytes, which are aux_rand. */
    uECC_set_rng(recorded_rng);
    for (k = 0; k < 4; k++) {
        rng_reset(1000 + (uint64_t)k);
        memset(sig, CANARY, sizeof sig);
        CHECK(uECC_schnorr_sign(priv, msg, sizeof msg, NULL, sig), "sign with aux_rand NULL and an RNG");
        CHECK(rng_requests == 1 && rng_last_size == 32, "aux_rand NULL: %d requests, the last of %u bytes (want 1 of 32)",
              rng_requests, rng_last_size);
        CHECK(uECC_schnorr_verify(pub, msg, sizeof msg, sig), "aux_rand NULL: the signature does not verify");
        rng_reset(1000 + (uint64_t)k);
        stream(aux, sizeof aux);
        CHECK(uECC_schnorr_sign(priv, msg, sizeof msg, aux, sig2) && !memcmp(sig, sig2, 64),
              "aux_rand NULL: not the signature with the RNG's bytes as aux_rand");
    }
    /* Two streams, two signatures. */
    rng_reset(1);
    uECC_schnorr_sign(priv, msg, sizeof msg, NULL, sig);
    rng_reset(2);
    uECC_schnorr_sign(priv, msg, sizeof msg, NULL, sig2);
    CHECK(memcmp(sig, sig2, 64) != 0, "two RNG streams gave one signature");
    /* An explicit aux_rand, the public key and verification draw nothing. */
    rng_reset(3);
    CHECK(uECC_schnorr_sign(priv, msg, sizeof msg, aux, sig) && uECC_schnorr_public_key(priv, pub) &&
              uECC_schnorr_verify(pub, msg, sizeof msg, sig) && rng_requests == 0,
          "%d RNG requests with aux_rand given, in public_key or verify", rng_requests);
    /* A failing RNG: 0, nothing written, one request. */
    rng_reset(4);
    rng_fail = 1;
    memset(sig, CANARY, sizeof sig);
    CHECK(!uECC_schnorr_sign(priv, msg, sizeof msg, NULL, sig) && untouched(sig, 64) && rng_requests == 1,
          "a failing RNG: returned 1, wrote the signature or made %d requests", rng_requests);
    /* An invalid key: 0 before any request. */
    rng_reset(5);
    memset(bad, 0, sizeof bad);
    CHECK(!uECC_schnorr_sign(bad, msg, sizeof msg, NULL, sig) && untouched(sig, 64) && rng_requests == 0,
          "an invalid key with aux_rand NULL: %d requests", rng_requests);

    /* No RNG: aux_rand NULL fails, a given one works. */
    uECC_set_rng(NULL);
    memset(sig, CANARY, sizeof sig);
    CHECK(!uECC_schnorr_sign(priv, msg, sizeof msg, NULL, sig) && untouched(sig, 64),
          "aux_rand NULL without an RNG: returned 1 or wrote the signature");
    CHECK(uECC_schnorr_sign(priv, msg, sizeof msg, aux, sig) && uECC_schnorr_verify(pub, msg, sizeof msg, sig),
          "aux_rand given without an RNG");

    /* The default RNG (the operating system's source): fresh bytes. */
    uECC_set_rng(default_rng);
    CHECK(uECC_schnorr_sign(priv, msg, sizeof msg, NULL, sig) && uECC_schnorr_sign(priv, msg, sizeof msg, NULL, sig2),
          "aux_rand NULL with the default RNG");
    CHECK(uECC_schnorr_verify(pub, msg, sizeof msg, sig) && uECC_schnorr_verify(pub, msg, sizeof msg, sig2) &&
              memcmp(sig, sig2, 64) != 0,
          "aux_rand NULL with the default RNG: the signatures do not verify or are equal");
}

/* ---- 3. Wrong inputs ---------------------------------------------------------- */

static void wrong_inputs(void) {
    uint8_t n[32], p[32], keys[4][32], pubs[4][32], priv[32], pub[32], msg[32], aux[32], sig[64], bad[64], out[64];
    int k;
    unhex(N_HEX, n, 32);
    unhex(P_HEX, p, 32);
    memset(msg, 0x33, sizeof msg);
    memset(aux, 0x44, sizeof aux);

    /* Private keys 0, n, n + 1, 2^256 - 1. */
    memset(keys[0], 0, 32);
    memcpy(keys[1], n, 32);
    be_add(keys[2], n, 1);
    memset(keys[3], 0xff, 32);
    for (k = 0; k < 4; k++) {
        memset(out, CANARY, sizeof out);
        CHECK(!uECC_schnorr_public_key(keys[k], out) && untouched(out, 64), "public key of invalid key %d", k);
        CHECK(!uECC_schnorr_sign(keys[k], msg, sizeof msg, aux, out) && untouched(out, 64), "sign with invalid key %d",
              k);
    }
    /* n - 1 and 1 are keys. */
    memcpy(priv, n, 32);
    priv[31]--; /* n - 1 (n ends in 0x41) */
    CHECK(uECC_schnorr_public_key(priv, pub) && uECC_schnorr_sign(priv, msg, sizeof msg, aux, sig) &&
              uECC_schnorr_verify(pub, msg, sizeof msg, sig),
          "the key n - 1");
    memset(priv, 0, sizeof priv);
    priv[31] = 1;
    CHECK(uECC_schnorr_public_key(priv, pub) &&
              hexeq(pub, 32, "79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"),
          "the key 1: not G's X");
    CHECK(uECC_schnorr_sign(priv, msg, sizeof msg, aux, sig) && uECC_schnorr_verify(pub, msg, sizeof msg, sig),
          "the key 1");

    /* Public keys p, p + 1, 2^256 - 1, and an X with no point (vector 5's). */
    memcpy(pubs[0], p, 32);
    be_add(pubs[1], p, 1);
    memset(pubs[2], 0xff, 32);
    unhex("eefdea4cdb677750a420fee807eacf21eb9898ae79b9768766e4faa04a2d4a34", pubs[3], 32);
    for (k = 0; k < 4; k++) {
        CHECK(!uECC_schnorr_verify(pubs[k], msg, sizeof msg, sig), "verify under invalid public key %d", k);
    }
    /* r = p, s = n; the signature itself verifies. */
    CHECK(uECC_schnorr_verify(pub, msg, sizeof msg, sig), "the signature");
    memcpy(bad, sig, 64);
    memcpy(bad, p, 32);
    CHECK(!uECC_schnorr_verify(pub, msg, sizeof msg, bad), "r = p accepted");
    memcpy(bad, sig, 64);
    memcpy(bad + 32, n, 32);
    CHECK(!uECC_schnorr_verify(pub, msg, sizeof msg, bad), "s = n accepted");
    /* s + n (mod 2^256), which is s again mod n, is refused too. */
    memcpy(bad, sig, 64);
    if (sig[32] < 0x40) { /* s + n < 2^256 */
        uint8_t t[32];
        unsigned carry = 0;
        int i;
        for (i = 31; i >= 0; i--) {
            unsigned v = (unsigned)sig[32 + i] + n[i] + carry;
            t[i] = (uint8_t)v;
            carry = v >> 8;
        }
        memcpy(bad + 32, t, 32);
        CHECK(!uECC_schnorr_verify(pub, msg, sizeof msg, bad), "s + n accepted");
    }

    /* NULL message with a nonzero size. */
    memset(out, CANARY, sizeof out);
    CHECK(!uECC_schnorr_sign(priv, NULL, 1, aux, out) && untouched(out, 64), "sign of a NULL message of size 1");
    CHECK(!uECC_schnorr_verify(pub, NULL, 32, sig), "verify of a NULL message of size 32");
    /* NULL pointers (test_args has each position). */
    CHECK(!uECC_schnorr_public_key(NULL, out) && !uECC_schnorr_public_key(priv, NULL) &&
              !uECC_schnorr_sign(NULL, msg, 32, aux, out) && !uECC_schnorr_sign(priv, msg, 32, aux, NULL) &&
              !uECC_schnorr_verify(NULL, msg, 32, sig) && !uECC_schnorr_verify(pub, msg, 32, NULL) &&
              untouched(out, 64),
          "a NULL pointer accepted");
}

/* ---- 4. Message sizes, overlapping outputs ------------------------------------- */

static void sizes(void) {
    static const unsigned lengths[] = {0, 1, 31, 32, 33, 64, 200, 511, 512, 513, 1000, 4095, 4096, 4097, 65536, 100000};
    uint8_t priv[32], pub[32], aux[32], sig[64], sig2[64], buf[96];
    size_t i, j;
    memset(priv, 0x5a, sizeof priv);
    memset(aux, 0x6b, sizeof aux);
    CHECK(uECC_schnorr_public_key(priv, pub), "public key");
    for (i = 0; i < sizeof lengths / sizeof lengths[0]; i++) {
        unsigned len = lengths[i];
        uint8_t *m = malloc(len ? len : 1);
        if (!CHECK(m != NULL, "malloc")) {
            return;
        }
        for (j = 0; j < len; j++) {
            m[j] = (uint8_t)(j * 7 + len);
        }
        CHECK(uECC_schnorr_sign(priv, m, len, aux, sig) && uECC_schnorr_verify(pub, m, len, sig),
              "%u-byte message: sign and verify", len);
        CHECK(uECC_schnorr_sign(priv, m, len, aux, sig2) && !memcmp(sig, sig2, 64),
              "%u-byte message: the same aux_rand, another signature", len);
        if (len > 0) {
            m[len / 2] ^= 0x01;
            CHECK(!uECC_schnorr_verify(pub, m, len, sig), "%u-byte message: a changed byte accepted", len);
            m[len / 2] ^= 0x01;
            CHECK(!uECC_schnorr_verify(pub, m, len - 1, sig), "%u-byte message: one byte shorter accepted", len);
        }
        sig[63] ^= 0x80;
        CHECK(!uECC_schnorr_verify(pub, m, len, sig), "%u-byte message: a changed signature accepted", len);
        free(m);
    }

    /* Outputs over inputs: the signature over the message, the key, aux_rand;
     * the public key over the private key. */
    for (j = 0; j < 96; j++) {
        buf[j] = (uint8_t)j;
    }
    CHECK(uECC_schnorr_sign(priv, buf, 96, aux, sig), "sign");
    CHECK(uECC_schnorr_sign(priv, buf, 96, aux, buf + 16) && !memcmp(buf + 16, sig, 64),
          "the signature written over the message");
    memcpy(buf, priv, 32);
    memset(buf + 32, 0, 64);
    CHECK(uECC_schnorr_sign(priv, buf + 32, 64, aux, sig) && uECC_schnorr_sign(buf, buf + 32, 64, aux, buf) &&
              !memcmp(buf, sig, 64),
          "the signature written over the private key");
    memcpy(buf, aux, 32);
    CHECK(uECC_schnorr_sign(priv, NULL, 0, aux, sig) && uECC_schnorr_sign(priv, NULL, 0, buf, buf) &&
              !memcmp(buf, sig, 64),
          "the signature written over aux_rand");
    memcpy(buf, priv, 32);
    CHECK(uECC_schnorr_public_key(buf, buf) && !memcmp(buf, pub, 32), "the public key written over the private key");
}

int main(void) {
    uECC_RNG_Function default_rng = uECC_get_rng();
    int rows = vectors();
    aux_from_rng(default_rng);
    uECC_set_rng(default_rng);
    wrong_inputs();
    sizes();
    printf("%s: %d BIP-340 vectors from %s; aux_rand from the RNG; wrong inputs; messages of 0 to 100000 bytes\n",
           TEST_NAME, rows, BIP340_CSV);
    return check_finish(TEST_NAME);
}
