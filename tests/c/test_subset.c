/* test_subset.c: the library built with only some curves (mk/c.mk's
 * UECC_CURVES). make builds it twice: test_subset against
 * build/subset/libuecc.a, and test_default against build/default/libuecc.a,
 * the default library (micro-ecc's five curves), each without the curves
 * OMITTED names. A curve left out has no handle (its function returns
 * NULL) and every function given that NULL returns 0 without touching its
 * outputs; every curve kept gives the known answers of the vector files
 * (public keys, ECDH, verification: at least one wherever the data has
 * them) and round trips make key, sign, verify, shared secret, compress and
 * decompress. */
#include <string.h>

#include "check.h"
#include "uECC.h"
#include "uECC_ext.h"
#include "vectors.h"

#ifndef OMITTED
#error "build with -DOMITTED='\"<the names of the curves left out>\"'"
#endif
#ifndef TEST_NAME
#define TEST_NAME "test_subset"
#endif

/* omitted reports whether OMITTED names the curve of index ci. */
static int omitted(int ci) {
    static const char names[] = OMITTED;
    const char *p = names;
    size_t n = strlen(curve_names[ci]);
    while ((p = strstr(p, curve_names[ci])) != NULL) {
        if ((p == names || p[-1] == ' ') && (p[n] == 0 || p[n] == ' ')) {
            return 1;
        }
        p += n;
    }
    return 0;
}

/* in_data reports whether the vector data has a case of known_answers' kind
 * for the curve of index ci. */
static int in_data(int ci) {
    int i;
    for (i = 0; i < ucv_num_cases; i++) {
        const struct ucv_case *v = &ucv_cases[i];
        if (v->curve == ci && (v->op == UCV_PUBKEY || v->op == UCV_ECDH || v->op == UCV_VERIFY)) {
            return 1;
        }
    }
    return 0;
}

/* known_answers runs the vector cases of curve index ci that need no hash
 * function and returns how many it ran. */
static int known_answers(int ci, uECC_Curve c) {
    int i, n = 0, fs = field_size(ci);
    for (i = 0; i < ucv_num_cases; i++) {
        const struct ucv_case *v = &ucv_cases[i];
        uint8_t a[2 * MAX_PUBLIC], b[256], cc[2 * MAX_PUBLIC], out[MAX_PUBLIC];
        int ret;
        if (v->curve != ci || (v->op != UCV_PUBKEY && v->op != UCV_ECDH && v->op != UCV_VERIFY)) {
            continue;
        }
        if (unhex(v->a, a, sizeof a) < 0 || unhex(v->b, b, sizeof b) < 0 || unhex(v->c, cc, sizeof cc) < 0) {
            CHECK(0, "%s: bad hex", v->source);
            continue;
        }
        memset(out, 0, sizeof out);
        switch (v->op) {
        case UCV_PUBKEY:
            ret = uECC_compute_public_key(a, out, c);
            CHECK(ret == v->ret && (!ret || hexeq(out, (size_t)(2 * fs), v->out)), "%s: compute_public_key", v->source);
            break;
        case UCV_ECDH:
            ret = uECC_shared_secret(b, a, out, c);
            CHECK(ret == v->ret && (!ret || hexeq(out, (size_t)fs, v->out)), "%s: shared_secret", v->source);
            break;
        default:
            ret = uECC_verify(a, b, (unsigned)(strlen(v->b) / 2), cc, c);
            CHECK(ret == v->ret, "%s: verify", v->source);
            break;
        }
        n++;
    }
    return n;
}

int main(void) {
    int ci;
    for (ci = 0; ci < NUM_CURVES; ci++) {
        uECC_Curve c = curve_at(ci);
        int fs = field_size(ci);
        uint8_t pub[MAX_PUBLIC], priv[MAX_FIELD], pub2[MAX_PUBLIC], priv2[MAX_FIELD], sig[MAX_PUBLIC], s1[MAX_FIELD];
        uint8_t s2[MAX_FIELD], comp[MAX_FIELD + 1], back[MAX_PUBLIC], hash[32];
        memset(hash, 0x3c, sizeof hash);
        if (omitted(ci)) {
            CHECK(c == NULL, "%s: left out, its handle is NULL", curve_names[ci]);
            memset(pub, 0xaa, sizeof pub);
            memset(priv, 0xaa, sizeof priv);
            CHECK(uECC_make_key(pub, priv, c) == 0, "%s: make_key with its NULL handle returns 0", curve_names[ci]);
            CHECK(pub[0] == 0xaa && priv[0] == 0xaa && memcmp(pub, pub + 1, sizeof pub - 1) == 0,
                  "%s: make_key with its NULL handle writes nothing", curve_names[ci]);
            CHECK(uECC_curve_private_key_size(c) == 0 && uECC_curve_public_key_size(c) == 0,
                  "%s: sizes of the NULL handle are 0", curve_names[ci]);
            continue;
        }
        CHECK(c != NULL, "%s: kept, its handle is not NULL", curve_names[ci]);
        CHECK(uECC_curve_public_key_size(c) == 2 * fs, "%s: public key size", curve_names[ci]);
        CHECK(known_answers(ci, c) > 0 || !in_data(ci), "%s: known answers ran", curve_names[ci]);
        CHECK(uECC_make_key(pub, priv, c) && uECC_make_key(pub2, priv2, c), "%s: make_key", curve_names[ci]);
        CHECK(uECC_sign(priv, hash, sizeof hash, sig, c) && uECC_verify(pub, hash, sizeof hash, sig, c),
              "%s: sign, verify", curve_names[ci]);
        hash[0] ^= 1;
        CHECK(!uECC_verify(pub, hash, sizeof hash, sig, c), "%s: another hash does not verify", curve_names[ci]);
        CHECK(uECC_shared_secret(pub2, priv, s1, c) && uECC_shared_secret(pub, priv2, s2, c) &&
                  memcmp(s1, s2, (size_t)fs) == 0,
              "%s: both sides' shared secrets agree", curve_names[ci]);
        uECC_compress(pub, comp, c);
        uECC_decompress(comp, back, c);
        CHECK(memcmp(back, pub, (size_t)(2 * fs)) == 0, "%s: compress, decompress", curve_names[ci]);
    }
    return check_finish(TEST_NAME);
}
