/* test_recover.c: uECC_ext.h's public-key recovery and DER signatures on
 * every curve: a recoverable signature gives back the signer's key and the
 * other recovery ids do not; the DER of a signature decodes to it again,
 * uses the fewest bytes (a known answer from RFC 6979's P-256 vector), and
 * malformed DER, short buffers and bad arguments give 0 and leave the
 * outputs unchanged. A DER signature takes at most 72 bytes on micro-ecc's
 * curves, 104 on secp384r1 and 141 on secp521r1 (139 while r and s are below
 * n), whose SEQUENCE has a long-form length (0x30 0x81 len): the largest raw
 * values, every byte 0xff, give the longest DER, written out here by the
 * rules of X.690 (each INTEGER 0x02, length, 0x00 and the bytes). */
#include <string.h>

#include "check.h"
#include "uECC.h"
#include "uECC_ext.h"

int main(void) {
    int ci, id;
    for (ci = 0; ci < NUM_CURVES; ci++) {
        uECC_Curve c = curve_at(ci);
        int fs = field_size(ci);
        static const unsigned max_der[NUM_CURVES] = {72, 72, 72, 72, 72, 104, 139};
        uint8_t pub[MAX_PUBLIC], priv[MAX_FIELD], hash[32], sig[MAX_PUBLIC], got[MAX_PUBLIC], der[MAX_DER + 1];
        uint8_t back[MAX_PUBLIC];
        uint8_t v = 9;
        unsigned der_len = sizeof der, small;
        memset(hash, 0x5c, sizeof hash);
        CHECK(uECC_make_key(pub, priv, c), "%s: make_key", curve_names[ci]);
        CHECK(uECC_sign_recoverable(priv, hash, sizeof hash, sig, &v, c) == 1 && v <= 3,
              "%s: sign_recoverable (id %u)", curve_names[ci], v);
        CHECK(uECC_verify(pub, hash, sizeof hash, sig, c), "%s: the recoverable signature verifies", curve_names[ci]);
        CHECK(uECC_recover_public_key(hash, sizeof hash, sig, v, got, c) == 1 && memcmp(got, pub, (size_t)(2 * fs)) == 0,
              "%s: recover_public_key gives the signer's key", curve_names[ci]);
        for (id = 0; id < 4; id++) {
            if (id == v) continue;
            memset(got, 0, sizeof got);
            CHECK(!uECC_recover_public_key(hash, sizeof hash, sig, (unsigned)id, got, c) || memcmp(got, pub, (size_t)(2 * fs)) != 0,
                  "%s: recovery id %d gives the signer's key too", curve_names[ci], id);
        }
        memcpy(back, got, sizeof back);
        CHECK(uECC_recover_public_key(hash, sizeof hash, sig, 4, got, c) == 0 && memcmp(got, back, sizeof got) == 0,
              "%s: recovery id 4 refused, output unchanged", curve_names[ci]);

        /* DER round trip. */
        CHECK(uECC_signature_to_der(sig, der, &der_len, c) == 1 && der_len >= 8 && der_len <= max_der[ci] &&
                  der[0] == 0x30 && (ci != 6 || (der[1] == 0x81 && der[2] == der_len - 3)),
              "%s: signature_to_der (%u bytes)", curve_names[ci], der_len);
        memset(back, 0, sizeof back);
        CHECK(uECC_signature_from_der(der, der_len, back, c) == 1 && memcmp(back, sig, (size_t)(2 * fs)) == 0,
              "%s: signature_from_der gives the signature back", curve_names[ci]);
        small = der_len - 1;
        CHECK(uECC_signature_to_der(sig, der, &small, c) == 0 && small == der_len - 1,
              "%s: to_der with one byte too few refused, size unchanged", curve_names[ci]);
        der[der_len] = 0;
        memcpy(back, sig, sizeof back);
        CHECK(uECC_signature_from_der(der, der_len + 1, got, c) == 0, "%s: trailing byte refused", curve_names[ci]);
        der[1] ^= 0x01;
        CHECK(uECC_signature_from_der(der, der_len, got, c) == 0, "%s: wrong length refused", curve_names[ci]);
    }
    for (ci = 0; ci < NUM_CURVES; ci++) {
        /* r = s = 2^(8·fs) − 1: each INTEGER needs a 0x00 before its first
         * byte 0xff. */
        uECC_Curve c = curve_at(ci);
        unsigned fs = (unsigned)field_size(ci), body = 2 * (2 + fs + 1), head = body > 127 ? 3 : 2;
        unsigned len = MAX_DER, short_len, k;
        uint8_t sig[MAX_PUBLIC], der[MAX_DER], want[MAX_DER], back[MAX_PUBLIC];
        memset(sig, 0xff, sizeof sig);
        k = 0;
        want[k++] = 0x30;
        if (head == 3) want[k++] = 0x81;
        want[k++] = (uint8_t)body;
        want[k++] = 0x02;
        want[k++] = (uint8_t)(fs + 1);
        want[k++] = 0x00;
        memset(want + k, 0xff, fs);
        k += fs;
        want[k++] = 0x02;
        want[k++] = (uint8_t)(fs + 1);
        want[k++] = 0x00;
        memset(want + k, 0xff, fs);
        k += fs;
        CHECK(k == head + body && k <= MAX_DER, "%s: the longest DER is %u bytes", curve_names[ci], k);
        CHECK(uECC_signature_to_der(sig, der, &len, c) == 1 && len == k && memcmp(der, want, k) == 0,
              "%s: r = s = all 0xff in DER (%u bytes, want %u): %s", curve_names[ci], len, k, tohex(der, len));
        memset(back, 0, sizeof back);
        CHECK(uECC_signature_from_der(want, k, back, c) == 1 && memcmp(back, sig, 2 * fs) == 0,
              "%s: the longest DER decodes to r = s = all 0xff", curve_names[ci]);
        short_len = k - 1;
        CHECK(uECC_signature_to_der(sig, der, &short_len, c) == 0 && short_len == k - 1,
              "%s: the longest DER with one byte too few refused", curve_names[ci]);
    }
    {
        /* RFC 6979 A.2.5, P-256, SHA-256, "sample": r and s as DER. */
        uint8_t sig[64], der[80], back[64];
        unsigned len = sizeof der;
        unhex("efd48b2aacb6a8fd1140dd9cd45e81d69d2c877b56aaf991c34d0ea84eaf3716"
              "f7cb1c942d657c41d436c7a1b6e29f65f3e900dbb9aff4064dc4ab2f843acda8", sig, sizeof sig);
        CHECK(uECC_signature_to_der(sig, der, &len, uECC_secp256r1()) == 1 &&
                  hexeq(der, len, "3046022100efd48b2aacb6a8fd1140dd9cd45e81d69d2c877b56aaf991c34d0ea84eaf3716"
                                  "022100f7cb1c942d657c41d436c7a1b6e29f65f3e900dbb9aff4064dc4ab2f843acda8"),
              "RFC 6979 P-256 signature in DER: %s", tohex(der, len));
        CHECK(uECC_signature_from_der(der, len, back, uECC_secp256r1()) == 1 && memcmp(back, sig, 64) == 0,
              "RFC 6979 DER back to r||s");
    }
    return check_finish("test_recover");
}
