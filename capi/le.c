/* le.c: the little-endian entry points that uECC.h and uECC_ext.h map the
 * public names to when a program sets uECC_VLI_NATIVE_LITTLE_ENDIAN=1
 * (uECC_make_key_le, ...; docs/C-API.md, "Little-endian encodings"). This
 * file is compiled with the option set, so the compiler checks each
 * definition against the header's _le prototype.
 *
 * Every integer is a little-endian number of its natural size. Each function
 * reverses its integer inputs into stack buffers, calls the big-endian
 * function of uecc.c (which makes the same NULL, size and curve checks and
 * the same random draws), and reverses its outputs into the caller's buffers
 * only on success, so that nothing is written on failure. The exception is
 * uECC_sign_deterministic_le, whose HMAC-DRBG is seeded with the caller's
 * bytes as they are: it calls uecc.c's ucgo_sign_hmac. Copies of private
 * keys are wiped before returning.
 */
#include <string.h>

#define uECC_VLI_NATIVE_LITTLE_ENDIAN 1
#include "uECC.h"
#include "uECC_ext.h"
#include "ucgo.h"
#include "_cgo_export.h"

/* The big-endian functions, under their own names: the header's mapping is
 * undone here, and their prototypes repeat those of uECC.h and uECC_ext.h
 * (tests/abi checks that they are the same). */
#undef uECC_make_key
#undef uECC_shared_secret
#undef uECC_compress
#undef uECC_decompress
#undef uECC_valid_public_key
#undef uECC_compute_public_key
#undef uECC_sign
#undef uECC_sign_deterministic
#undef uECC_verify
#undef uECC_sign_with_k
#undef uECC_sign_rfc6979
#undef uECC_sign_hedged
int uECC_make_key(uint8_t *public_key, uint8_t *private_key, uECC_Curve curve);
int uECC_shared_secret(const uint8_t *public_key, const uint8_t *private_key, uint8_t *secret, uECC_Curve curve);
void uECC_compress(const uint8_t *public_key, uint8_t *compressed, uECC_Curve curve);
void uECC_decompress(const uint8_t *compressed, uint8_t *public_key, uECC_Curve curve);
int uECC_valid_public_key(const uint8_t *public_key, uECC_Curve curve);
int uECC_compute_public_key(const uint8_t *private_key, uint8_t *public_key, uECC_Curve curve);
int uECC_sign(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size, uint8_t *signature,
              uECC_Curve curve);
int uECC_verify(const uint8_t *public_key, const uint8_t *message_hash, unsigned hash_size,
                const uint8_t *signature, uECC_Curve curve);
int uECC_sign_with_k(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                     const uint8_t *k, uint8_t *signature, uECC_Curve curve);
int uECC_sign_rfc6979(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                      const uECC_HashContext *hash_context, uint8_t *signature, uECC_Curve curve);
int uECC_sign_hedged(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                     uint8_t *signature, uECC_Curve curve);

/* The largest public key, private key and compressed point, in bytes:
 * secp521r1's (ucgo.h). */
#define LE_MAX_PUBLIC (2 * UCGO_MAX_FIELD)
#define LE_MAX_PRIVATE UCGO_MAX_FIELD
#define LE_MAX_COMPRESSED (UCGO_MAX_FIELD + 1)

/* le_sizes sets the field and private key sizes of a curve the library
 * has (the argument checks, UCGO_ARGS, come first). */
static void le_sizes(uECC_Curve curve, int *field, int *priv) {
    *priv = uECC_curve_private_key_size(curve);
    *field = uECC_curve_public_key_size(curve) / 2;
}

/* le_rev writes the n bytes at in to out in reverse order (out and in do
 * not overlap). */
static void le_rev(uint8_t *out, const uint8_t *in, int n) {
    int i;
    for (i = 0; i < n; i++) {
        out[n - 1 - i] = in[i];
    }
}

/* le_pair reverses each half of a pair of field-size integers (X||Y, r||s). */
static void le_pair(uint8_t *out, const uint8_t *in, int field) {
    le_rev(out, in, field);
    le_rev(out + field, in + field, field);
}

/* le_wipe clears a buffer that held a private key, in a way the compiler
 * does not remove. */
static void le_wipe(uint8_t *p, size_t n) {
    volatile uint8_t *v = p;
    while (n--) {
        *v++ = 0;
    }
}

/* le_hash writes the bytes of message_hash that bits2int reads (the first
 * min(hash_size, private key size)) to out in reverse order, so that the
 * big-endian functions read the same integer, and returns their number, or
 * -1 for a NULL hash with a nonzero size. */
static int le_hash(uint8_t *out, const uint8_t *message_hash, unsigned hash_size, int priv) {
    int n = hash_size < (unsigned)priv ? (int)hash_size : priv;
    if (!message_hash && hash_size != 0) {
        return -1;
    }
    if (n > 0) {
        le_rev(out, message_hash, n);
    }
    return n;
}

int ucgo_make_key_le_ws(uint8_t *public_key, uint8_t *private_key, uECC_Curve curve, int ws) {
    uint8_t pub[LE_MAX_PUBLIC], priv[LE_MAX_PRIVATE];
    int fs, ps, r;
    if (UCGO_ARGS(curve, public_key, private_key) < 0) {
        return 0;
    }
    le_sizes(curve, &fs, &ps);
    r = ucgo_make_key_ws(pub, priv, curve, ws);
    if (r) {
        le_pair(public_key, pub, fs);
        le_rev(private_key, priv, ps);
    }
    le_wipe(priv, sizeof priv);
    return r;
}

int uECC_make_key_le(uint8_t *public_key, uint8_t *private_key, uECC_Curve curve) {
    return ucgo_make_key_le_ws(public_key, private_key, curve, uECC_LIBRARY_WORD_SIZE);
}

int ucgo_compute_public_key_le_ws(const uint8_t *private_key, uint8_t *public_key, uECC_Curve curve, int ws) {
    uint8_t pub[LE_MAX_PUBLIC], priv[LE_MAX_PRIVATE];
    int fs, ps, r;
    if (UCGO_ARGS(curve, private_key, public_key) < 0) {
        return 0;
    }
    le_sizes(curve, &fs, &ps);
    le_rev(priv, private_key, ps);
    r = ucgo_compute_public_key_ws(priv, pub, curve, ws);
    if (r) {
        le_pair(public_key, pub, fs);
    }
    le_wipe(priv, sizeof priv);
    return r;
}

int uECC_compute_public_key_le(const uint8_t *private_key, uint8_t *public_key, uECC_Curve curve) {
    return ucgo_compute_public_key_le_ws(private_key, public_key, curve, uECC_LIBRARY_WORD_SIZE);
}

int ucgo_shared_secret_le_ws(const uint8_t *public_key, const uint8_t *private_key, uint8_t *secret,
                             uECC_Curve curve, int ws) {
    uint8_t pub[LE_MAX_PUBLIC], priv[LE_MAX_PRIVATE], out[LE_MAX_PUBLIC / 2];
    int fs, ps, r;
    if (UCGO_ARGS(curve, public_key, private_key, secret) < 0) {
        return 0;
    }
    le_sizes(curve, &fs, &ps);
    le_pair(pub, public_key, fs);
    le_rev(priv, private_key, ps);
    r = ucgo_shared_secret_ws(pub, priv, out, curve, ws);
    if (r) {
        le_rev(secret, out, fs);
    }
    le_wipe(priv, sizeof priv);
    le_wipe(out, sizeof out);
    return r;
}

int uECC_shared_secret_le(const uint8_t *public_key,
                          const uint8_t *private_key,
                          uint8_t *secret,
                          uECC_Curve curve) {
    return ucgo_shared_secret_le_ws(public_key, private_key, secret, curve, uECC_LIBRARY_WORD_SIZE);
}

/* The void functions read their input before, and write their output
 * after, the big-endian call, so that a bad pointer faults outside the gate
 * (uecc.c, "Staging"). uECC_compress stays in C (no gate); uECC_decompress_le
 * holds the gate of uecc.c around uECC_decompress, so that it surely runs (a
 * nested ucgo_enter always succeeds) and its output is defined. */
void uECC_compress_le(const uint8_t *public_key, uint8_t *compressed, uECC_Curve curve) {
    uint8_t pub[LE_MAX_PUBLIC], out[LE_MAX_COMPRESSED];
    int fs, ps;
    if (UCGO_ARGS(curve, public_key, compressed) < 0) {
        return;
    }
    le_sizes(curve, &fs, &ps);
    le_pair(pub, public_key, fs);
    uECC_compress(pub, out, curve);
    compressed[0] = out[0]; /* 2 + the low bit of Y: public_key[fs] & 1 */
    le_rev(compressed + 1, out + 1, fs);
}

void uECC_decompress_le(const uint8_t *compressed, uint8_t *public_key, uECC_Curve curve) {
    uint8_t in[LE_MAX_COMPRESSED], pub[LE_MAX_PUBLIC];
    int fs, ps;
    if (UCGO_ARGS(curve, compressed, public_key) < 0) {
        return;
    }
    le_sizes(curve, &fs, &ps);
    in[0] = compressed[0];
    le_rev(in + 1, compressed + 1, fs);
    if (!ucgo_enter()) {
        return;
    }
    uECC_decompress(in, pub, curve); /* all zeros for an invalid encoding */
    ucgo_leave();
    le_pair(public_key, pub, fs);
}

int uECC_valid_public_key_le(const uint8_t *public_key, uECC_Curve curve) {
    uint8_t pub[LE_MAX_PUBLIC];
    int fs, ps;
    if (UCGO_ARGS(curve, public_key) < 0) {
        return 0;
    }
    le_sizes(curve, &fs, &ps);
    le_pair(pub, public_key, fs);
    return uECC_valid_public_key(pub, curve);
}

/* le_signer is a big-endian signer with uECC_sign's arguments and a word
 * size (ws) for its RNG requests. */
typedef int (*le_signer)(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                         uint8_t *signature, uECC_Curve curve, int ws);

/* le_sign signs the little-endian integers with sign: the same checks, the
 * key and hash reversed in, the signature's halves reversed out. */
static int le_sign(le_signer sign, const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                   uint8_t *signature, uECC_Curve curve, int ws) {
    uint8_t priv[LE_MAX_PRIVATE], hash[LE_MAX_PRIVATE], sig[LE_MAX_PUBLIC];
    int fs, ps, n, r;
    if (UCGO_ARGS(curve, private_key, signature) < 0) {
        return 0;
    }
    le_sizes(curve, &fs, &ps);
    if ((n = le_hash(hash, message_hash, hash_size, ps)) < 0) {
        return 0;
    }
    le_rev(priv, private_key, ps);
    r = sign(priv, hash, (unsigned)n, sig, curve, ws);
    if (r) {
        le_pair(signature, sig, fs);
    }
    le_wipe(priv, sizeof priv);
    return r;
}

int ucgo_sign_le_ws(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size, uint8_t *signature,
                    uECC_Curve curve, int ws) {
    return le_sign(ucgo_sign_ws, private_key, message_hash, hash_size, signature, curve, ws);
}

int uECC_sign_le(const uint8_t *private_key,
                 const uint8_t *message_hash,
                 unsigned hash_size,
                 uint8_t *signature,
                 uECC_Curve curve) {
    return ucgo_sign_le_ws(private_key, message_hash, hash_size, signature, curve, uECC_LIBRARY_WORD_SIZE);
}

int uECC_sign_with_k_le(const uint8_t *private_key,
                        const uint8_t *message_hash,
                        unsigned hash_size,
                        const uint8_t *k,
                        uint8_t *signature,
                        uECC_Curve curve) {
    uint8_t priv[LE_MAX_PRIVATE], hash[LE_MAX_PRIVATE], kb[LE_MAX_PRIVATE], sig[LE_MAX_PUBLIC];
    int fs, ps, n, r;
    if (UCGO_ARGS(curve, private_key, k, signature) < 0) {
        return 0;
    }
    le_sizes(curve, &fs, &ps);
    if ((n = le_hash(hash, message_hash, hash_size, ps)) < 0) {
        return 0;
    }
    le_rev(priv, private_key, ps);
    le_rev(kb, k, ps);
    r = uECC_sign_with_k(priv, hash, (unsigned)n, kb, sig, curve);
    if (r) {
        le_pair(signature, sig, fs);
    }
    le_wipe(priv, sizeof priv);
    le_wipe(kb, sizeof kb);
    return r;
}

int uECC_sign_rfc6979_le(const uint8_t *private_key,
                         const uint8_t *message_hash,
                         unsigned hash_size,
                         const uECC_HashContext *hash_context,
                         uint8_t *signature,
                         uECC_Curve curve) {
    uint8_t priv[LE_MAX_PRIVATE], hash[LE_MAX_PRIVATE], sig[LE_MAX_PUBLIC];
    int fs, ps, n, r;
    if (UCGO_ARGS(curve, private_key, hash_context, signature) < 0) {
        return 0;
    }
    le_sizes(curve, &fs, &ps);
    if ((n = le_hash(hash, message_hash, hash_size, ps)) < 0) {
        return 0;
    }
    le_rev(priv, private_key, ps);
    r = uECC_sign_rfc6979(priv, hash, (unsigned)n, hash_context, sig, curve);
    if (r) {
        le_pair(signature, sig, fs);
    }
    le_wipe(priv, sizeof priv);
    return r;
}

/* The hedged signature of the same integers: its nonce is hashed from their
 * big-endian encodings, and the RNG gets the same one request, of 32 bytes
 * whatever the word size. */
static int sign_hedged_ws(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                          uint8_t *signature, uECC_Curve curve, int ws) {
    (void)ws;
    return uECC_sign_hedged(private_key, message_hash, hash_size, signature, curve);
}

int uECC_sign_hedged_le(const uint8_t *private_key,
                        const uint8_t *message_hash,
                        unsigned hash_size,
                        uint8_t *signature,
                        uECC_Curve curve) {
    return le_sign(sign_hedged_ws, private_key, message_hash, hash_size, signature, curve, uECC_LIBRARY_WORD_SIZE);
}

int ucgo_sign_deterministic_le_ws(const uint8_t *private_key, const uint8_t *message_hash, unsigned hash_size,
                                  const uECC_HashContext *hash_context, uint8_t *signature, uECC_Curve curve, int ws) {
    uint8_t priv[LE_MAX_PRIVATE], hash[LE_MAX_PRIVATE], sig[LE_MAX_PUBLIC];
    int fs, ps, n, r;
    if (UCGO_ARGS(curve, private_key, hash_context, signature) < 0 || !ucgo_hash_usable(hash_context)) {
        return 0;
    }
    le_sizes(curve, &fs, &ps);
    if (!ucgo_hash_whole(message_hash, hash_size) || (n = le_hash(hash, message_hash, hash_size, ps)) < 0) {
        return 0;
    }
    le_rev(priv, private_key, ps);
    r = ucgo_sign_hmac(curve, hash_context, 0, ws, private_key, (unsigned)fs, message_hash, hash_size, priv, hash,
                       (unsigned)n, sig);
    if (r) {
        le_pair(signature, sig, fs);
    }
    le_wipe(priv, sizeof priv);
    return r;
}

int uECC_sign_deterministic_le(const uint8_t *private_key,
                               const uint8_t *message_hash,
                               unsigned hash_size,
                               const uECC_HashContext *hash_context,
                               uint8_t *signature,
                               uECC_Curve curve) {
    return ucgo_sign_deterministic_le_ws(private_key, message_hash, hash_size, hash_context, signature, curve,
                                         uECC_LIBRARY_WORD_SIZE);
}

int uECC_verify_le(const uint8_t *public_key,
                   const uint8_t *message_hash,
                   unsigned hash_size,
                   const uint8_t *signature,
                   uECC_Curve curve) {
    uint8_t pub[LE_MAX_PUBLIC], hash[LE_MAX_PRIVATE], sig[LE_MAX_PUBLIC];
    int fs, ps, n;
    if (UCGO_ARGS(curve, public_key, signature) < 0) {
        return 0;
    }
    le_sizes(curve, &fs, &ps);
    if ((n = le_hash(hash, message_hash, hash_size, ps)) < 0) {
        return 0;
    }
    le_pair(pub, public_key, fs);
    le_pair(sig, signature, fs);
    return uECC_verify(pub, hash, (unsigned)n, sig, curve);
}
