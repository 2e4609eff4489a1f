/* test_hedged.c: uECC_sign_hedged (uECC_ext.h), on every curve.
 *
 * 1. Known answers: with an RNG installed that gives fixed bytes z, the
 *    signature is the Go package's uecc.Curve.Sign with a reader of the same
 *    32 bytes, byte for byte (two streams z1, z2 over a 32-byte hash, and z1
 *    over the empty hash, as NULL and as a pointer); the RNG is asked once,
 *    for 32 bytes; every signature verifies with uECC_verify; the same z
 *    gives the same signature, the other stream another one.
 * 2. The hedge: an RNG that gives the same bytes every time (all zeros)
 *    still gives two hashes two nonces (two r), and valid signatures.
 * 3. The hash: only the leftmost uECC_curve_private_key_size() bytes are
 *    read (a 100-byte hash, and the sizes 2^31 and 2^32 - 1 over a 100-byte
 *    buffer, give the signature of its first private-key-size bytes, which
 *    on the curves of up to 256 bits is the 32-byte hash's).
 * 4. Failures return 0 and leave the signature as it was: private keys 0, n
 *    and n + 1 (with no request to the RNG; 1 and n - 1 sign), a NULL hash
 *    with a nonzero size (no request), the RNG NULL (uECC_set_rng(NULL)), an
 *    RNG that fails (one request of 32 bytes).
 * 5. The default RNG (the operating system's source): two signatures
 *    verify and differ.
 *
 * NULL pointers and unknown curve handles: test_args.c. The little-endian
 * form: test_le.c.
 */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "uECC_ext.h"

/* The known answers, r || s, for the private key with byte i = 37*i + 11 +
 * the curve's index (byte 0 set to 0 on secp160r1 and secp521r1), the hash with byte
 * j = 53*j + 7 (32 bytes), z1 with byte k = 29*k + 3 and z2 = z1 with bit 7
 * of its last byte flipped. Made once by a Go program with
 *
 *     sig, err := c.Sign(bytes.NewReader(z[:]), priv, hash)
 *
 * (c the curve's uecc.Curve, package github.com/uecc-go/uecc/uecc, the Go
 * build with crypto/sha256; hash nil for the empty hash), and pasted here. */
static const char *const known_z1[NUM_CURVES] = {
    "392bcdac3f9c78ea2a52fa618968c93286651ac46b50b9d1d7c4960d2e8c387d00f2984f42d72a43",
    "a6fd5767ffa1dad764b51f0fb263345fc2ea1adc836a1fcf55c300139d167958c53b461af64cfb8542001c5ab7cec7ed",
    "eaa1709082517866d62c5d0eff51b977d69d986bde0204e0842954257c0f460d68f9da9bc0332789be16c9a34db5804a24845b25d56e244c",
    "243bc5a1bb5ce3a4ad43a24bf4ef36e0a8823f8e449f7c42a6cac6d85dedaa74cb0b3ee9e4d8232ea942634e2a8a249fe772c18f4150c3e7a8a97bd023e92dd0",
    "346865d9866d03bcde2336e5748da61298b2eaae192ed21eecf4bc5db2362a2de8ece33e7be792618c92eda02a59d9d0d25047a9d9f26ed9cc3771957b82a0d2",
    "8222e692845a6284d6e3f5ef690881ecad77bf01e79f4b913720e72aa88e721c98935e926245e8b1f008f258c4285c5fe00c05c407862ba266eb5a583fac30e204c760c9efe55adc026212473777827eccf4f8c157aad59165cb675f5f519b6f",
    "001fdeb935ff1d9e04179dea049bff258c2765e4ec254c33574426843f24c6e0f48bb7104b8e9039fb2fa42cd0cdfaefb833673ff2a1ea9d1318a1ba522cc25ef34a"
    "00fa22f297f68ddb36bb6f0c8df83b020b501b478a3e348ccc77718d8d918f11250d63b019076c8ef6aa0be72208c02eddfea9f7062df3e9306da9ece0137740374f",
};
static const char *const known_z2[NUM_CURVES] = {
    "97f14aea6c6a67af01d4492e88cf3fa4d56e483555033d08633a3fe40083e919229f2cb6ed9cda6e",
    "a2768e806cdb4165946f7cb565a11045b6cb6000186d23926f313954410bd0799941b88041018436aae54b7ff088142c",
    "7c6c932d10d5156dcaf896b2cbbe18a672173c46b810fb97d3a80ceaae3ffdef798da21a819e270b077de3490c3f6c7de398e25bff657e04",
    "10847189eb2f36c1a64c4a94aecafb08cc97f0a912e55cbbcf735b2bda5058e044dd3e536f360292750748ec7a14bd3f903d1b70934a0bf25e31dca20771229d",
    "3214fe416a9f67ca9f6bcab042d59cbf9eb84451bdf6b351c56baca5129efbaf2f8903c7e4ef873d2057d320a166f75420363b5d5545f66fde61f1713306b8b1",
    "3ee1b492096e4e440f6d73ed347b3f0ef5e039811459aa9907db7e305408d18abc1a4d00b7c366054588f923f3d28cb72a4a06e0e99c5b6d25e1b3cbe017d0ef36b9e35a3709f21630d6293604fffc645c791f5bc784292234840c0eba6fbb21",
    "0045b01a7241afbe3386623a301acce8868b61ddb2c31909c87888ffbd7f98ed1262b7ea04cfed7418208cffef2723a91f622be160c013e6061dbba19b73c315be49"
    "0038cda4e17cc8024f3393cda45c321422ee7b8ef4af86011c2e21a59393717d3113c4d5cc2a4eb254bebd1e06df7c16f95e0572c87305f9015a6352467ae05ca4a5",
};
static const char *const known_z1_empty[NUM_CURVES] = {
    "20921ad0b5e19ae899e2c36465d0935920d293bb6775794b46625b726e3562bb8755b3b6f9beea93",
    "c38540a8017aa19b87c7ae6a46e60d61266c6ee79eb4801cfd15a3369db17206798fb2e824b8f84890391fd8204ccefb",
    "a5412ee3a3b8132d6f76fcff6a2dbbf8d538909e4b0c825cdd379979730570dcf924383190d8d62655a3d01d15a929d9fd105ee668be1202",
    "bc2aaa6c7b13cc77c536e15c604080b210b486245c07e42e6ab07a2489b217aed289cb1f7b2a229984a1e10eed252c4c9fc5a9fd0bdc17d9373443277bc92499",
    "f90761abd3a1356ff33635160b941bc4f421acf7caabcd61663b78c74c2a6de347c31a332ca6c06f08e4aba6c4b3b52cc7486163efaa5575a2403e9cdaf8b749",
    "24bfcde38495be1fa490514849c1d3f0efa63e2f3ce944b03c43c8a7fbb2a4a0998b7e5c9f1a886915165c69c8c5058c418354d85ed4fe36ab9a387732cc47e9c285bbc36b46abf561e817ca203f19e4960ed5954dce0a150696546d7a0fd576",
    "0079c82aced3581d0b5889349b8b2bf6228f86621d18316cdf586acb480fe186b4e64d8aa269712fd243846885e64fa817003fb26f0e7892862a2864265d0d8e569b"
    "0094ab69ce0da04af70774acfe81368a56c0f1d99903818da14ffb71af28b307dd752e05935abce6d2fd4a1b3120a0801d6d3cd62a3fb5d2dd00751e46f6cc143c35",
};

#define CANARY 0xa5

/* ---- The recording RNG ---------------------------------------------------- */

/* It gives the bytes of rng_bytes from the start at every request (a
 * request of more than 32 bytes gets the 32 and then zeros) and records the
 * number of requests and the size of each; with rng_fail set it returns 0. */
static uint8_t rng_bytes[32];
static int rng_fail, rng_requests, rng_other_sizes;

static int recording_rng(uint8_t *dest, unsigned size) {
    unsigned i;
    rng_requests++;
    if (size != 32) {
        rng_other_sizes++;
    }
    if (rng_fail) {
        return 0;
    }
    for (i = 0; i < size; i++) {
        dest[i] = i < sizeof rng_bytes ? rng_bytes[i] : 0;
    }
    return 1;
}

static void rng_reset(const uint8_t *z, int fail) {
    memcpy(rng_bytes, z, sizeof rng_bytes);
    rng_fail = fail;
    rng_requests = 0;
    rng_other_sizes = 0;
}

static int untouched(const uint8_t *p, int n) {
    int i;
    for (i = 0; i < n; i++) {
        if (p[i] != CANARY) return 0;
    }
    return 1;
}

/* add_small sets out = in + delta (-1, 0 or 1) for a big-endian number of n
 * bytes (no overflow for the values used here). */
static void add_small(uint8_t *out, const uint8_t *in, int n, int delta) {
    int i, carry = delta;
    memcpy(out, in, (size_t)n);
    for (i = n - 1; i >= 0 && carry != 0; i--) {
        int v = out[i] + carry;
        out[i] = (uint8_t)(v & 0xff);
        carry = v < 0 ? -1 : v > 255 ? 1 : 0;
    }
}

/* ---- Every curve ----------------------------------------------------------- */

static void test_curve(int ci) {
    uECC_Curve curve = curve_at(ci);
    const char *name = curve_names[ci];
    int fs = field_size(ci), ps = uECC_curve_private_key_size(curve), i;
    size_t ss = (size_t)(2 * fs);
    uint8_t priv[MAX_FIELD], pub[MAX_PUBLIC], hash[100], z1[32], z2[32], zero[32], n[MAX_FIELD], bad[MAX_FIELD];
    uint8_t sig[MAX_PUBLIC], sig2[MAX_PUBLIC], sig3[MAX_PUBLIC], sigp[MAX_PUBLIC], empty[1] = {0};
    static const unsigned huge[] = {0x80000000u, 0xffffffffu};

    for (i = 0; i < ps; i++) priv[i] = (uint8_t)(i * 37 + 11 + ci);
    if (ps == 21 || ps == 66) priv[0] = 0;
    for (i = 0; i < 32; i++) hash[i] = (uint8_t)(i * 53 + 7);
    for (i = 32; i < 100; i++) hash[i] = (uint8_t)(0xff - i);
    for (i = 0; i < 32; i++) z1[i] = (uint8_t)(i * 29 + 3);
    memcpy(z2, z1, sizeof z2);
    z2[31] ^= 0x80;
    memset(zero, 0, sizeof zero);
    unhex(curve_orders[ci], n, sizeof n);
    CHECK(uECC_compute_public_key(priv, pub, curve) == 1, "%s: compute_public_key", name);
    uECC_set_rng(recording_rng);

    /* 1. Known answers; one request of 32 bytes each. */
    rng_reset(z1, 0);
    memset(sig, CANARY, sizeof sig);
    CHECK(uECC_sign_hedged(priv, hash, 32, sig, curve) == 1 && hexeq(sig, ss, known_z1[ci]),
          "%s: z1: %s, not uecc.Curve.Sign's", name, tohex(sig, ss));
    CHECK(rng_requests == 1 && rng_other_sizes == 0, "%s: z1: %d RNG requests, %d not of 32 bytes (want one of 32)",
          name, rng_requests, rng_other_sizes);
    CHECK(uECC_verify(pub, hash, 32, sig, curve) == 1, "%s: z1: the signature does not verify", name);
    rng_reset(z2, 0);
    CHECK(uECC_sign_hedged(priv, hash, 32, sig2, curve) == 1 && hexeq(sig2, ss, known_z2[ci]),
          "%s: z2: %s, not uecc.Curve.Sign's", name, tohex(sig2, ss));
    CHECK(rng_requests == 1 && rng_other_sizes == 0, "%s: z2: %d RNG requests", name, rng_requests);
    CHECK(uECC_verify(pub, hash, 32, sig2, curve) == 1, "%s: z2: the signature does not verify", name);
    CHECK(memcmp(sig, sig2, (size_t)fs) != 0, "%s: z1 and z2 gave the same r", name);
    rng_reset(z1, 0);
    CHECK(uECC_sign_hedged(priv, hash, 32, sig3, curve) == 1 && memcmp(sig3, sig, ss) == 0,
          "%s: z1 again: another signature", name);
    rng_reset(z1, 0);
    CHECK(uECC_sign_hedged(priv, NULL, 0, sig3, curve) == 1 && hexeq(sig3, ss, known_z1_empty[ci]) &&
              rng_requests == 1,
          "%s: z1, NULL hash of size 0: %s, %d requests", name, tohex(sig3, ss), rng_requests);
    CHECK(uECC_verify(pub, NULL, 0, sig3, curve) == 1, "%s: the empty hash's signature does not verify", name);
    rng_reset(z1, 0);
    CHECK(uECC_sign_hedged(priv, empty, 0, sig3, curve) == 1 && hexeq(sig3, ss, known_z1_empty[ci]),
          "%s: z1, a pointer of size 0: %s", name, tohex(sig3, ss));

    /* 2. A repeating RNG: another hash, another nonce. */
    rng_reset(zero, 0);
    CHECK(uECC_sign_hedged(priv, hash, 32, sig2, curve) == 1 && uECC_verify(pub, hash, 32, sig2, curve) == 1,
          "%s: an all-zero RNG", name);
    hash[0] ^= 1;
    CHECK(uECC_sign_hedged(priv, hash, 32, sig3, curve) == 1 && uECC_verify(pub, hash, 32, sig3, curve) == 1,
          "%s: an all-zero RNG, another hash", name);
    hash[0] ^= 1;
    CHECK(memcmp(sig2, sig3, (size_t)fs) != 0, "%s: an all-zero RNG gave two hashes the same r", name);

    /* 3. Only the leftmost private-key-size bytes of the hash are read. */
    rng_reset(z1, 0);
    CHECK(uECC_sign_hedged(priv, hash, (unsigned)ps, sigp, curve) == 1 && (ps > 32 || memcmp(sigp, sig, ss) == 0),
          "%s: the hash's first %d bytes: not the 32-byte hash's signature", name, ps);
    rng_reset(z1, 0);
    CHECK(uECC_sign_hedged(priv, hash, 100, sig2, curve) == 1 && memcmp(sig2, sigp, ss) == 0,
          "%s: a 100-byte hash: not the signature of its first %d bytes", name, ps);
    for (i = 0; i < (int)(sizeof huge / sizeof huge[0]); i++) {
        rng_reset(z1, 0);
        CHECK(uECC_sign_hedged(priv, hash, huge[i], sig2, curve) == 1 && memcmp(sig2, sigp, ss) == 0,
              "%s: hash_size %#x: not the signature of the hash's first %d bytes", name, huge[i], ps);
    }

    /* 4. Failures: 0, the signature as it was. */
    for (i = 0; i < 3; i++) { /* 0, n, n + 1: no request */
        if (i == 0) memset(bad, 0, sizeof bad);
        else add_small(bad, n, ps, i - 1);
        rng_reset(z1, 0);
        memset(sig2, CANARY, sizeof sig2);
        CHECK(uECC_sign_hedged(bad, hash, 32, sig2, curve) == 0 && untouched(sig2, (int)sizeof sig2) && rng_requests == 0,
              "%s: private key %s: signed, wrote or made %d requests", name, i == 0 ? "0" : i == 1 ? "n" : "n + 1",
              rng_requests);
    }
    for (i = 0; i < 2; i++) { /* 1 and n - 1 sign */
        if (i == 0) {
            memset(bad, 0, sizeof bad);
            bad[ps - 1] = 1;
        } else {
            add_small(bad, n, ps, -1);
        }
        rng_reset(z1, 0);
        CHECK(uECC_sign_hedged(bad, hash, 32, sig2, curve) == 1 && rng_requests == 1, "%s: private key %s", name,
              i == 0 ? "1" : "n - 1");
        CHECK(uECC_compute_public_key(bad, sig3, curve) == 1 && uECC_verify(sig3, hash, 32, sig2, curve) == 1,
              "%s: private key %s: the signature does not verify", name, i == 0 ? "1" : "n - 1");
    }
    rng_reset(z1, 0);
    memset(sig2, CANARY, sizeof sig2);
    CHECK(uECC_sign_hedged(priv, NULL, 32, sig2, curve) == 0 && untouched(sig2, (int)sizeof sig2) && rng_requests == 0,
          "%s: a NULL hash of 32 bytes", name);
    rng_reset(z1, 1);
    CHECK(uECC_sign_hedged(priv, hash, 32, sig2, curve) == 0 && untouched(sig2, (int)sizeof sig2) && rng_requests == 1 &&
              rng_other_sizes == 0,
          "%s: a failing RNG: signed, wrote or made %d requests (%d not of 32 bytes)", name, rng_requests,
          rng_other_sizes);
    uECC_set_rng(NULL);
    CHECK(uECC_sign_hedged(priv, hash, 32, sig2, curve) == 0 && untouched(sig2, (int)sizeof sig2), "%s: no RNG", name);
}

/* 5. The default RNG: fresh bytes every time. */
static void test_default_rng(uECC_RNG_Function os_rng) {
    int ci;
    uECC_set_rng(os_rng);
    for (ci = 0; ci < NUM_CURVES; ci++) {
        uECC_Curve curve = curve_at(ci);
        size_t fs = (size_t)field_size(ci);
        uint8_t priv[MAX_FIELD], pub[MAX_PUBLIC], hash[32], sig[MAX_PUBLIC], sig2[MAX_PUBLIC];
        memset(hash, 0x3c, sizeof hash);
        CHECK(uECC_make_key(pub, priv, curve) == 1, "%s: make_key", curve_names[ci]);
        CHECK(uECC_sign_hedged(priv, hash, 32, sig, curve) == 1 && uECC_sign_hedged(priv, hash, 32, sig2, curve) == 1,
              "%s: the default RNG", curve_names[ci]);
        CHECK(uECC_verify(pub, hash, 32, sig, curve) == 1 && uECC_verify(pub, hash, 32, sig2, curve) == 1 &&
                  memcmp(sig, sig2, fs) != 0,
              "%s: the default RNG: the signatures do not verify or have the same r", curve_names[ci]);
    }
}

int main(void) {
    uECC_RNG_Function os_rng = uECC_get_rng();
    int i;
    for (i = 0; i < NUM_CURVES; i++) {
        test_curve(i);
    }
    test_default_rng(os_rng);
    return check_finish("test_hedged");
}
