/* uecc.c: the public uECC functions, each with the exact prototype of
 * include/uECC.h or include/uECC_ext.h (the compiler checks every definition
 * against its declaration), over the Go exports of capi.go.
 *
 * This layer does what is cheapest and safest in C before crossing into Go:
 * NULL pointers and unknown curve handles return 0 (or do nothing), the
 * installed RNG is read once per call with an atomic load, and outputs that
 * must stay untouched on failure are staged in a stack buffer.
 */
#define _GNU_SOURCE 1 /* getrandom(2) */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

#include "uECC.h"
#include "uECC_ext.h"
#include "_cgo_export.h"

/* The largest public key (X||Y) of any curve, in bytes. */
#define UCGO_MAX_PUBLIC 64

/* A curve handle points to one of these. Its contents are private: callers
 * only compare and pass handles. The index is the position in capi.go's
 * curveByIndex. */
struct uECC_Curve_t {
    int index;
    int private_key_size; /* ceil(bitlen(n) / 8) */
    int field_size;       /* bytes of one coordinate */
};

static const struct uECC_Curve_t ucgo_curves[5] = {
    {0, 21, 20}, /* secp160r1: n has 161 bits */
    {1, 24, 24}, /* secp192r1 */
    {2, 28, 28}, /* secp224r1 */
    {3, 32, 32}, /* secp256r1 */
    {4, 32, 32}, /* secp256k1 */
};

uECC_Curve uECC_secp160r1(void) { return &ucgo_curves[0]; }
uECC_Curve uECC_secp192r1(void) { return &ucgo_curves[1]; }
uECC_Curve uECC_secp224r1(void) { return &ucgo_curves[2]; }
uECC_Curve uECC_secp256r1(void) { return &ucgo_curves[3]; }
uECC_Curve uECC_secp256k1(void) { return &ucgo_curves[4]; }

/* ucgo_index returns the curve's index, or -1 for anything that is not one
 * of the five handles. Equality comparisons only: an arbitrary pointer is
 * never dereferenced. */
static int ucgo_index(uECC_Curve curve) {
    int i;
    for (i = 0; i < 5; i++) {
        if (curve == &ucgo_curves[i]) {
            return i;
        }
    }
    return -1;
}

/* ---- RNG ---------------------------------------------------------------- */

/* ucgo_os_rng is the default RNG: the kernel CSPRNG through getrandom(2),
 * falling back to /dev/urandom on any error of getrandom (ENOSYS on old
 * kernels, EPERM or another error under a seccomp filter). It returns 0 only
 * if neither works; it never aborts. Go recognises this function by address
 * and reads the same sources in the same order itself (internal/osrand),
 * saving a callback per draw. */
int ucgo_os_rng(uint8_t *dest, unsigned size) {
    size_t done = 0;
    while (done < size) {
        ssize_t n = getrandom(dest + done, size - done, 0);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            break; /* any other error: the rest from /dev/urandom */
        }
        if (n == 0) {
            break;
        }
        done += (size_t)n;
    }
    if (done < size) {
        int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
        if (fd < 0) {
            return 0;
        }
        while (done < size) {
            ssize_t n = read(fd, dest + done, size - done);
            if (n < 0 && errno == EINTR) {
                continue;
            }
            if (n <= 0) {
                close(fd);
                return 0;
            }
            done += (size_t)n;
        }
        close(fd);
    }
    return 1;
}

/* The installed RNG. Read and written only with atomic operations: a
 * uECC_set_rng from one thread while another signs is well defined, and
 * each call works with the RNG it loaded when it started. */
static uECC_RNG_Function ucgo_rng = &ucgo_os_rng;

void uECC_set_rng(uECC_RNG_Function rng_function) {
    __atomic_store_n(&ucgo_rng, rng_function, __ATOMIC_RELEASE);
}

uECC_RNG_Function uECC_get_rng(void) {
    return __atomic_load_n(&ucgo_rng, __ATOMIC_ACQUIRE);
}

/* ---- Sizes -------------------------------------------------------------- */

int uECC_curve_private_key_size(uECC_Curve curve) {
    int i = ucgo_index(curve);
    return i < 0 ? 0 : ucgo_curves[i].private_key_size;
}

int uECC_curve_public_key_size(uECC_Curve curve) {
    int i = ucgo_index(curve);
    return i < 0 ? 0 : 2 * ucgo_curves[i].field_size;
}

/* ---- Keys and ECDH ------------------------------------------------------ */

int uECC_make_key(uint8_t *public_key, uint8_t *private_key, uECC_Curve curve) {
    int i = ucgo_index(curve);
    uECC_RNG_Function rng = uECC_get_rng();
    if (i < 0 || !public_key || !private_key || !rng) {
        return 0; /* micro-ecc: a NULL RNG fails without any request */
    }
    return ucgo_make_key(i, public_key, private_key, rng);
}

int uECC_compute_public_key(const uint8_t *private_key, uint8_t *public_key, uECC_Curve curve) {
    uint8_t tmp[UCGO_MAX_PUBLIC];
    int i = ucgo_index(curve);
    if (i < 0 || !private_key || !public_key) {
        return 0;
    }
    if (!ucgo_compute_public_key(i, (uint8_t *)private_key, tmp, uECC_get_rng())) {
        return 0;
    }
    memcpy(public_key, tmp, (size_t)(2 * ucgo_curves[i].field_size));
    return 1;
}

int uECC_shared_secret(const uint8_t *public_key,
                       const uint8_t *private_key,
                       uint8_t *secret,
                       uECC_Curve curve) {
    uint8_t tmp[UCGO_MAX_PUBLIC];
    int i = ucgo_index(curve);
    if (i < 0 || !public_key || !private_key || !secret) {
        return 0;
    }
    if (!ucgo_shared_secret(i, (uint8_t *)public_key, (uint8_t *)private_key, tmp, uECC_get_rng())) {
        return 0;
    }
    memcpy(secret, tmp, (size_t)ucgo_curves[i].field_size);
    return 1;
}

void uECC_compress(const uint8_t *public_key, uint8_t *compressed, uECC_Curve curve) {
    int i = ucgo_index(curve);
    if (i < 0 || !public_key || !compressed) {
        return;
    }
    ucgo_compress(i, (uint8_t *)public_key, compressed);
}

void uECC_decompress(const uint8_t *compressed, uint8_t *public_key, uECC_Curve curve) {
    int i = ucgo_index(curve);
    if (i < 0 || !compressed || !public_key) {
        return;
    }
    if (!ucgo_decompress(i, (uint8_t *)compressed, public_key)) {
        /* Deviation from micro-ecc: an invalid encoding gives all zeros,
         * which every other function rejects as a public key. */
        memset(public_key, 0, (size_t)(2 * ucgo_curves[i].field_size));
    }
}

int uECC_valid_public_key(const uint8_t *public_key, uECC_Curve curve) {
    int i = ucgo_index(curve);
    if (i < 0 || !public_key) {
        return 0;
    }
    return ucgo_valid_public_key(i, (uint8_t *)public_key);
}

/* ---- ECDSA -------------------------------------------------------------- */

int uECC_sign(const uint8_t *private_key,
              const uint8_t *message_hash,
              unsigned hash_size,
              uint8_t *signature,
              uECC_Curve curve) {
    int i = ucgo_index(curve);
    uECC_RNG_Function rng = uECC_get_rng();
    if (i < 0 || !private_key || !message_hash || !signature || !rng) {
        return 0; /* micro-ecc: a NULL RNG fails without any request */
    }
    return ucgo_sign(i, (uint8_t *)private_key, (uint8_t *)message_hash, hash_size, signature, rng);
}

/* ucgo_hash_usable reports whether a hash context can be called at all
 * (package uecc checks the sizes). */
static int ucgo_hash_usable(const uECC_HashContext *h) {
    return h && h->init_hash && h->update_hash && h->finish_hash;
}

int uECC_sign_deterministic(const uint8_t *private_key,
                            const uint8_t *message_hash,
                            unsigned hash_size,
                            const uECC_HashContext *hash_context,
                            uint8_t *signature,
                            uECC_Curve curve) {
    int i = ucgo_index(curve);
    if (i < 0 || !private_key || !message_hash || !ucgo_hash_usable(hash_context) || !signature) {
        return 0;
    }
    return ucgo_sign_deterministic(i, (uint8_t *)private_key, (uint8_t *)message_hash, hash_size,
                                   (uECC_HashContext *)hash_context, signature, uECC_get_rng());
}

int uECC_sign_with_k(const uint8_t *private_key,
                     const uint8_t *message_hash,
                     unsigned hash_size,
                     const uint8_t *k,
                     uint8_t *signature,
                     uECC_Curve curve) {
    int i = ucgo_index(curve);
    if (i < 0 || !private_key || !message_hash || !k || !signature) {
        return 0;
    }
    return ucgo_sign_with_k(i, (uint8_t *)private_key, (uint8_t *)message_hash, hash_size,
                            (uint8_t *)k, signature);
}

int uECC_sign_rfc6979(const uint8_t *private_key,
                      const uint8_t *message_hash,
                      unsigned hash_size,
                      const uECC_HashContext *hash_context,
                      uint8_t *signature,
                      uECC_Curve curve) {
    int i = ucgo_index(curve);
    if (i < 0 || !private_key || !message_hash || !ucgo_hash_usable(hash_context) || !signature) {
        return 0;
    }
    return ucgo_sign_rfc6979(i, (uint8_t *)private_key, (uint8_t *)message_hash, hash_size,
                             (uECC_HashContext *)hash_context, signature);
}

int uECC_verify(const uint8_t *public_key,
                const uint8_t *message_hash,
                unsigned hash_size,
                const uint8_t *signature,
                uECC_Curve curve) {
    int i = ucgo_index(curve);
    if (i < 0 || !public_key || !message_hash || !signature) {
        return 0;
    }
    return ucgo_verify(i, (uint8_t *)public_key, (uint8_t *)message_hash, hash_size,
                       (uint8_t *)signature);
}
