/* check.c: see check.h. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "uECC_ext.h"

static long passed, failed;

int check_record(int ok, const char *file, int line, const char *fmt, ...) {
    if (ok) {
        passed++;
        return 1;
    }
    failed++;
    if (failed <= 50) {
        va_list ap;
        fprintf(stdout, "FAIL %s:%d: ", file, line);
        va_start(ap, fmt);
        vfprintf(stdout, fmt, ap);
        va_end(ap);
        fprintf(stdout, "\n");
    }
    return 0;
}

void check_add(long p, long f) {
    passed += p;
    failed += f;
}

void check_counts(long *p, long *f) {
    *p = passed;
    *f = failed;
}

int check_finish(const char *name) {
    printf("%s: %ld passed, %ld failed\n", name, passed, failed);
    return failed == 0 && passed > 0 ? 0 : 1;
}

static int nibble(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

int unhex(const char *hex, uint8_t *out, size_t max) {
    size_t n, i;
    if (!hex) return 0;
    n = strlen(hex);
    if (n % 2 != 0 || n / 2 > max) return -1;
    for (i = 0; i < n / 2; i++) {
        int hi = nibble(hex[2 * i]), lo = nibble(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) return -1;
        out[i] = (uint8_t)(hi << 4 | lo);
    }
    return (int)(n / 2);
}

int hexeq(const uint8_t *p, size_t n, const char *hex) {
    uint8_t buf[256];
    int m = unhex(hex, buf, sizeof buf);
    return m >= 0 && (size_t)m == n && memcmp(buf, p, n) == 0;
}

const char *tohex(const uint8_t *p, size_t n) {
    static char buf[2 * 256 + 1];
    size_t i;
    if (n > 256) n = 256;
    for (i = 0; i < n; i++) {
        sprintf(buf + 2 * i, "%02x", p[i]);
    }
    buf[2 * n] = 0;
    return buf;
}

const char *const curve_names[NUM_CURVES] = {"secp160r1", "secp192r1", "secp224r1", "secp256r1",
                                              "secp256k1", "secp384r1", "secp521r1"};

const char *const curve_orders[NUM_CURVES] = {
    "0100000000000000000001f4c8f927aed3ca752257",
    "ffffffffffffffffffffffff99def836146bc9b1b4d22831",
    "ffffffffffffffffffffffffffff16a2e0b8f03e13dd29455c5c2a3d",
    "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551",
    "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141",
    "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973",
    "01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c4"
    "7aebb6fb71e91386409",
};

const char *const curve_primes[NUM_CURVES] = {
    "ffffffffffffffffffffffffffffffff7fffffff",
    "fffffffffffffffffffffffffffffffeffffffffffffffff",
    "ffffffffffffffffffffffffffffffff000000000000000000000001",
    "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff",
    "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
    "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff",
    "01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
    "ffffffffffffffffff",
};

uECC_Curve curve_at(int i) {
    switch (i) {
    case 0: return uECC_secp160r1();
    case 1: return uECC_secp192r1();
    case 2: return uECC_secp224r1();
    case 3: return uECC_secp256r1();
    case 4: return uECC_secp256k1();
    case 5: return uECC_secp384r1();
    case 6: return uECC_secp521r1();
    }
    return NULL;
}

int field_size(int i) {
    static const int sizes[NUM_CURVES] = {20, 24, 28, 32, 32, 48, 66};
    return sizes[i];
}
