/* native_test.c: the native methods of java/jni/uecc_jni.c called directly,
 * with the JNIEnv of fakejni.c (make test-java, tests/java/run.sh).
 *
 * The Java layer checks nulls and lengths before it calls a native method,
 * so a JVM never reaches the native side's own refusals; this program does:
 * every array argument NULL, one byte short and one byte long, an unknown
 * curve, a hash longer than the library reads, nSignBatch's counts and
 * sizes; and every call's outputs
 * left untouched on failure, no exception left pending, no JNI function
 * called but the four the layer uses. Results are compared with the C API
 * (linked into the same program, as in libuecc_jni.so).
 *
 *   native_test    (ends "N passed, M failed")
 */
#define _GNU_SOURCE 1
#include <jni.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "fakejni.h"
#include "org_uecc_Uecc.h"
#include "uECC.h"
#include "uECC_ext.h"

/* The environment of every call (fake_env, set by main). */
static JNIEnv *env;

static int untouched(const struct fake_array *a, uint8_t fill) {
    jsize i;
    for (i = 0; i < a->length; i++) {
        if (a->bytes[i] != fill) {
            return 0;
        }
    }
    return 1;
}

/* A call's result must be r, with no exception pending and no region out
 * of bounds. */
static void expect(jint got, jint want, const char *what, int ci) {
    CHECK(got == want, "%s on %s: %d, want %d", what, curve_names[ci], (int)got, (int)want);
    CHECK(!fake_pending() && fake_region_errors == 0, "%s on %s: an exception is pending", what, curve_names[ci]);
    fake_clear();
}

enum { OK = 1, FAILED = 0, BAD = -1, NOT_BUILT = -2 };

/* refusals calls each curve-taking method with each array argument NULL,
 * short and long, and checks BAD_ARGUMENTS with the outputs untouched. */
static void refusals(int ci) {
    uECC_Curve c = curve_at(ci);
    jsize priv = (jsize)uECC_curve_private_key_size(c), pub = (jsize)uECC_curve_public_key_size(c);
    jsize coord = pub / 2;
    int delta;
    for (delta = -1; delta <= 2; delta++) {
        /* delta 2 stands for NULL */
#define SIZED(n) (delta == 2 ? NULL : fake_array_new((n) + delta, 0x5a))
        struct fake_array *good_priv = fake_array_new(priv, 0), *good_pub = fake_array_new(pub, 0);
        struct fake_array *out_pub = fake_array_new(pub, 0xa5), *out_priv = fake_array_new(priv, 0xa5);
        struct fake_array *out_sig = fake_array_new(pub, 0xa5), *out_secret = fake_array_new(coord, 0xa5);
        struct fake_array *hash = fake_array_new(32, 7);
        struct fake_array *a;
        good_priv->bytes[priv - 1] = 1;
        if (delta == 0) {
            goto next;
        }
        a = SIZED(pub);
        expect(Java_org_uecc_Uecc_nMakeKey(env, NULL, ci, J(a), J(out_priv)), BAD, "nMakeKey(public)", ci);
        CHECK(untouched(out_priv, 0xa5), "nMakeKey wrote its private key");
        fake_array_free(a);
        a = SIZED(priv);
        expect(Java_org_uecc_Uecc_nComputePublicKey(env, NULL, ci, J(a), J(out_pub)), BAD, "nComputePublicKey(private)", ci);
        expect(Java_org_uecc_Uecc_nComputePublicKey(env, NULL, ci, J(good_priv), J(a)), BAD, "nComputePublicKey(out)", ci);
        expect(Java_org_uecc_Uecc_nSign(env, NULL, ci, J(a), J(hash), J(out_sig)), BAD, "nSign(private)", ci);
        expect(Java_org_uecc_Uecc_nSignRecoverable(env, NULL, ci, J(a), J(hash), J(out_sig)), BAD, "nSignRecoverable(private)", ci);
        expect(Java_org_uecc_Uecc_nSharedSecret(env, NULL, ci, J(good_pub), J(a), J(out_secret)), BAD, "nSharedSecret(private)", ci);
        fake_array_free(a);
        a = SIZED(pub);
        expect(Java_org_uecc_Uecc_nSharedSecret(env, NULL, ci, J(a), J(good_priv), J(out_secret)), BAD, "nSharedSecret(public)", ci);
        expect(Java_org_uecc_Uecc_nVerify(env, NULL, ci, J(a), J(hash), J(out_sig)), BAD, "nVerify(public)", ci);
        expect(Java_org_uecc_Uecc_nVerify(env, NULL, ci, J(good_pub), J(hash), J(a)), BAD, "nVerify(signature)", ci);
        expect(Java_org_uecc_Uecc_nSign(env, NULL, ci, J(good_priv), J(hash), J(a)), BAD, "nSign(out)", ci);
        expect(Java_org_uecc_Uecc_nValidPublicKey(env, NULL, ci, J(a)), BAD, "nValidPublicKey", ci);
        expect(Java_org_uecc_Uecc_nCompress(env, NULL, ci, J(a), J(out_secret)), BAD, "nCompress(public)", ci);
        expect(Java_org_uecc_Uecc_nDecompress(env, NULL, ci, J(out_secret), J(a)), BAD, "nDecompress(out)", ci);
        expect(Java_org_uecc_Uecc_nSignatureToDer(env, NULL, ci, J(a), J(out_pub)), BAD, "nSignatureToDer(signature)", ci);
        expect(Java_org_uecc_Uecc_nSignatureFromDer(env, NULL, ci, J(hash), J(a)), BAD, "nSignatureFromDer(out)", ci);
        fake_array_free(a);
        a = SIZED(coord);
        expect(Java_org_uecc_Uecc_nSharedSecret(env, NULL, ci, J(good_pub), J(good_priv), J(a)), BAD, "nSharedSecret(out)", ci);
        fake_array_free(a);
        a = SIZED(coord + 1);
        expect(Java_org_uecc_Uecc_nDecompress(env, NULL, ci, J(a), J(out_pub)), BAD, "nDecompress(compressed)", ci);
        expect(Java_org_uecc_Uecc_nCompress(env, NULL, ci, J(good_pub), J(a)), BAD, "nCompress(out)", ci);
        fake_array_free(a);
        a = SIZED(pub + 1);
        expect(Java_org_uecc_Uecc_nSignRecoverable(env, NULL, ci, J(good_priv), J(hash), J(a)), BAD, "nSignRecoverable(out)", ci);
        expect(Java_org_uecc_Uecc_nRecoverPublicKey(env, NULL, ci, J(hash), J(a), J(out_pub)), BAD, "nRecoverPublicKey(signature)", ci);
        fake_array_free(a);
        a = SIZED(72);
        expect(Java_org_uecc_Uecc_nSignatureToDer(env, NULL, ci, J(out_sig), J(a)), BAD, "nSignatureToDer(out)", ci);
        fake_array_free(a);
        if (delta != 2) {
            a = fake_array_new(142 + delta, 0x30); /* 141, the longest DER of any curve (secp521r1's), and more */
            expect(Java_org_uecc_Uecc_nSignatureFromDer(env, NULL, ci, J(a), J(out_sig)), delta < 0 ? FAILED : BAD,
                   "nSignatureFromDer(141 to 143 bytes)", ci);
            fake_array_free(a);
        }
        expect(Java_org_uecc_Uecc_nSign(env, NULL, ci, J(good_priv), NULL, J(out_sig)), BAD, "nSign(null hash)", ci);
        expect(Java_org_uecc_Uecc_nVerify(env, NULL, ci, J(good_pub), NULL, J(out_sig)), BAD, "nVerify(null hash)", ci);
        CHECK(untouched(out_pub, 0xa5) && untouched(out_sig, 0xa5) && untouched(out_secret, 0xa5),
              "%s: an output was written by a refused call", curve_names[ci]);
    next:
        fake_array_free(good_priv);
        fake_array_free(good_pub);
        fake_array_free(out_pub);
        fake_array_free(out_priv);
        fake_array_free(out_sig);
        fake_array_free(out_secret);
        fake_array_free(hash);
#undef SIZED
    }
}

/* answers checks the successful calls against the C API. */
static void answers(int ci) {
    uECC_Curve c = curve_at(ci);
    jsize priv_size = (jsize)uECC_curve_private_key_size(c), pub_size = (jsize)uECC_curve_public_key_size(c);
    uint8_t pub[MAX_PUBLIC], priv[MAX_FIELD], want[MAX_PUBLIC], hash[1000];
    struct fake_array *jpub = fake_array_new(pub_size, 0), *jpriv = fake_array_new(priv_size, 0), *jhash;
    struct fake_array *out = fake_array_new(pub_size, 0), *sig = fake_array_new(pub_size, 0);
    size_t i;
    for (i = 0; i < sizeof hash; i++) {
        hash[i] = (uint8_t)(i * 7 + ci);
    }
    jhash = fake_array_copy(hash, (jsize)sizeof hash);
    expect(Java_org_uecc_Uecc_nMakeKey(env, NULL, ci, J(jpub), J(jpriv)), OK, "nMakeKey", ci);
    memcpy(pub, jpub->bytes, (size_t)pub_size);
    memcpy(priv, jpriv->bytes, (size_t)priv_size);
    CHECK(uECC_compute_public_key(priv, want, c) == 1 && memcmp(want, pub, (size_t)pub_size) == 0,
          "nMakeKey on %s: the key pair does not match", curve_names[ci]);
    expect(Java_org_uecc_Uecc_nComputePublicKey(env, NULL, ci, J(jpriv), J(out)), OK, "nComputePublicKey", ci);
    CHECK(memcmp(out->bytes, pub, (size_t)pub_size) == 0, "nComputePublicKey on %s", curve_names[ci]);
    /* A 1000-byte hash: the library reads its first private-key-size bytes. */
    expect(Java_org_uecc_Uecc_nSign(env, NULL, ci, J(jpriv), J(jhash), J(sig)), OK, "nSign(1000-byte hash)", ci);
    CHECK(uECC_verify(pub, hash, (unsigned)sizeof hash, sig->bytes, c) == 1, "nSign on %s: does not verify", curve_names[ci]);
    expect(Java_org_uecc_Uecc_nVerify(env, NULL, ci, J(jpub), J(jhash), J(sig)), OK, "nVerify", ci);
    sig->bytes[0] ^= 1;
    expect(Java_org_uecc_Uecc_nVerify(env, NULL, ci, J(jpub), J(jhash), J(sig)), FAILED, "nVerify(r changed)", ci);
    memset(jpriv->bytes, 0, (size_t)priv_size);
    memset(out->bytes, 0xa5, (size_t)pub_size);
    expect(Java_org_uecc_Uecc_nComputePublicKey(env, NULL, ci, J(jpriv), J(out)), FAILED, "nComputePublicKey(0)", ci);
    CHECK(untouched(out, 0xa5), "nComputePublicKey(0) on %s wrote its output", curve_names[ci]);
    fake_array_free(jpub);
    fake_array_free(jpriv);
    fake_array_free(jhash);
    fake_array_free(out);
    fake_array_free(sig);
}

/* counter_rng is a deterministic RNG: byte i of the stream since the last
 * reset is i mod 251. */
static unsigned counter;
static int counter_rng(uint8_t *dest, unsigned size) {
    while (size--) {
        *dest++ = (uint8_t)(counter++ % 251);
    }
    return 1;
}

/* batch checks nSignBatch: its refusals with the signatures untouched, a
 * batch of none, a private key of 0, and, with one RNG stream, the
 * signatures uECC_sign_hedged makes hash by hash. */
static void batch(int ci) {
    enum { COUNT = 3 };
    uECC_Curve c = curve_at(ci);
    uECC_RNG_Function saved = uECC_get_rng();
    jsize ps = (jsize)uECC_curve_private_key_size(c), ss = (jsize)uECC_curve_public_key_size(c);
    struct fake_array *priv = fake_array_new(ps, 0), *hashes = fake_array_new(COUNT * ps, 0);
    struct fake_array *sigs = fake_array_new(COUNT * ss, 0xa5), *none = fake_array_new(0, 0);
    struct fake_array *a;
    uint8_t want[MAX_PUBLIC];
    jsize i;
    priv->bytes[ps - 1] = 9;
    for (i = 0; i < COUNT * ps; i++) {
        hashes->bytes[i] = (uint8_t)(i * 13 + ci);
    }
    expect(Java_org_uecc_Uecc_nSignBatch(env, NULL, ci, J(priv), J(hashes), ps + 1, J(sigs)), BAD, "nSignBatch(hash size)", ci);
    expect(Java_org_uecc_Uecc_nSignBatch(env, NULL, ci, J(priv), J(hashes), -1, J(sigs)), BAD, "nSignBatch(hash size -1)", ci);
    expect(Java_org_uecc_Uecc_nSignBatch(env, NULL, ci, J(priv), NULL, ps, J(sigs)), BAD, "nSignBatch(null hashes)", ci);
    expect(Java_org_uecc_Uecc_nSignBatch(env, NULL, ci, NULL, J(hashes), ps, J(sigs)), BAD, "nSignBatch(null key)", ci);
    expect(Java_org_uecc_Uecc_nSignBatch(env, NULL, ci, J(priv), J(hashes), ps, NULL), BAD, "nSignBatch(null out)", ci);
    expect(Java_org_uecc_Uecc_nSignBatch(env, NULL, ci, J(priv), J(hashes), ps - 1, J(sigs)), BAD, "nSignBatch(hashes length)", ci);
    a = fake_array_new(ps - 1, 1);
    expect(Java_org_uecc_Uecc_nSignBatch(env, NULL, ci, J(a), J(hashes), ps, J(sigs)), BAD, "nSignBatch(short key)", ci);
    fake_array_free(a);
    a = fake_array_new(COUNT * ss + 1, 0xa5);
    expect(Java_org_uecc_Uecc_nSignBatch(env, NULL, ci, J(priv), J(hashes), ps, J(a)), BAD, "nSignBatch(out length)", ci);
    CHECK(untouched(a, 0xa5), "nSignBatch(out length) on %s wrote", curve_names[ci]);
    fake_array_free(a);
    a = fake_array_new(257 * ss, 0xa5); /* 257 signatures of empty hashes: one more than a call takes */
    expect(Java_org_uecc_Uecc_nSignBatch(env, NULL, ci, J(priv), J(none), 0, J(a)), BAD, "nSignBatch(257)", ci);
    CHECK(untouched(a, 0xa5), "nSignBatch(257) on %s wrote", curve_names[ci]);
    fake_array_free(a);
    expect(Java_org_uecc_Uecc_nSignBatch(env, NULL, ci, J(priv), J(none), 0, J(none)), OK, "nSignBatch(none)", ci);
    memset(priv->bytes, 0, (size_t)ps);
    expect(Java_org_uecc_Uecc_nSignBatch(env, NULL, ci, J(priv), J(hashes), ps, J(sigs)), FAILED, "nSignBatch(key 0)", ci);
    CHECK(untouched(sigs, 0xa5), "a refused nSignBatch on %s wrote its signatures", curve_names[ci]);
    priv->bytes[ps - 1] = 9;
    uECC_set_rng(counter_rng);
    counter = 0;
    expect(Java_org_uecc_Uecc_nSignBatch(env, NULL, ci, J(priv), J(hashes), ps, J(sigs)), OK, "nSignBatch", ci);
    counter = 0;
    for (i = 0; i < COUNT; i++) {
        CHECK(uECC_sign_hedged(priv->bytes, hashes->bytes + i * ps, (unsigned)ps, want, c) == 1 &&
                  memcmp(want, sigs->bytes + i * ss, (size_t)ss) == 0,
              "nSignBatch on %s: signature %d is not uECC_sign_hedged's", curve_names[ci], (int)i);
    }
    uECC_set_rng(saved);
    fake_array_free(priv);
    fake_array_free(hashes);
    fake_array_free(sigs);
    fake_array_free(none);
}

int main(void) {
    int ci;
    struct fake_array *a = fake_array_new(32, 1), *b = fake_array_new(64, 0);
    env = fake_env;
    for (ci = 0; ci < NUM_CURVES; ci++) {
        refusals(ci);
        answers(ci);
        batch(ci);
    }
    expect(Java_org_uecc_Uecc_nComputePublicKey(env, NULL, -1, J(a), J(b)), NOT_BUILT, "curve -1", 0);
    expect(Java_org_uecc_Uecc_nComputePublicKey(env, NULL, NUM_CURVES, J(a), J(b)), NOT_BUILT, "curve 7", 0);
    expect(Java_org_uecc_Uecc_nSchnorrPublicKey(env, NULL, NULL, J(a)), BAD, "nSchnorrPublicKey(null)", 4);
    expect(Java_org_uecc_Uecc_nSchnorrSign(env, NULL, J(a), NULL, NULL, J(b)), BAD, "nSchnorrSign(null message)", 4);
    expect(Java_org_uecc_Uecc_nSchnorrSign(env, NULL, J(a), J(a), J(b), J(b)), BAD, "nSchnorrSign(64-byte aux)", 4);
    expect(Java_org_uecc_Uecc_nSchnorrVerify(env, NULL, J(a), NULL, J(b)), BAD, "nSchnorrVerify(null message)", 4);
    expect(Java_org_uecc_Uecc_nSchnorrVerify(env, NULL, J(b), J(a), J(b)), BAD, "nSchnorrVerify(64-byte key)", 4);
    {
        /* A message past the stack buffer: copied to the heap, and the
         * signature the C function gives for the same bytes. */
        struct fake_array *msg = fake_array_new(5000, 0x33), *x = fake_array_new(32, 0), *sig = fake_array_new(64, 0);
        uint8_t want[64];
        expect(Java_org_uecc_Uecc_nSchnorrPublicKey(env, NULL, J(a), J(x)), OK, "nSchnorrPublicKey", 4);
        expect(Java_org_uecc_Uecc_nSchnorrSign(env, NULL, J(a), J(msg), J(a), J(sig)), OK, "nSchnorrSign(5000 bytes)", 4);
        CHECK(uECC_schnorr_sign(a->bytes, msg->bytes, 5000, a->bytes, want) == 1 && memcmp(want, sig->bytes, 64) == 0,
              "nSchnorrSign: not uECC_schnorr_sign's signature");
        expect(Java_org_uecc_Uecc_nSchnorrVerify(env, NULL, J(x), J(msg), J(sig)), OK, "nSchnorrVerify(5000 bytes)", 4);
        fake_array_free(msg);
        fake_array_free(x);
        fake_array_free(sig);
    }
    fake_array_free(a);
    fake_array_free(b);
    return check_finish("native_test");
}
