/* uECC.h: the micro-ecc C API, implemented by uecc-go (libuecc).
 *
 * This header declares exactly what micro-ecc's uECC.h declares, with the
 * same names, types, const qualifiers and configuration macros, so that a C
 * or C++ file that compiled against micro-ecc compiles against this one
 * unchanged and links against libuecc.a or libuecc.so instead of uECC.c.
 *
 * Encodings (all big-endian, no ASN.1; all little-endian with
 * uECC_VLI_NATIVE_LITTLE_ENDIAN=1, see below):
 *   private key      uECC_curve_private_key_size() bytes (21 on secp160r1,
 *                    whose order n has 161 bits; the field size elsewhere)
 *   public key       X || Y, uECC_curve_public_key_size() bytes, no 0x04
 *   compressed point 0x02 or 0x03 (parity of Y), then X: field size + 1 bytes
 *   signature        r || s, each field-size bytes
 *   shared secret    X coordinate of d*Q, field size bytes, not hashed
 *
 * Every function that returns int returns 1 on success and 0 on failure.
 * Where this library deliberately differs from micro-ecc (it validates peer
 * keys, rejects bad compressed points, accepts every private key in
 * [1, n-1], returns 0 on NULL pointers or an unknown curve instead of
 * crashing) the function's comment says so; docs/COMPATIBILITY.md has the
 * full table ("Deviations from micro-ecc") and the whole contract.
 *
 * Thread safety: every function may be called from any number of threads at
 * once. uECC_set_rng may be called while other threads use the library; each
 * call uses the RNG that was installed when it started.
 *
 * Extensions that micro-ecc does not declare (RFC 6979 signing,
 * uECC_sign_with_k) are in uECC_ext.h, never here.
 */
#ifndef _UECC_H_
#define _UECC_H_

#include <stdint.h>

/* Platform selection options (accepted for source compatibility; this
   library picks its own arithmetic and ignores them). If uECC_PLATFORM is
   not defined it is left undefined. */
#define uECC_arch_other 0
#define uECC_x86        1
#define uECC_x86_64     2
#define uECC_arm        3
#define uECC_arm_thumb  4
#define uECC_arm_thumb2 5
#define uECC_arm64      6
#define uECC_avr        7

/* Optimization level of micro-ecc's C code. Accepted and ignored. */
#ifndef uECC_OPTIMIZATION_LEVEL
    #define uECC_OPTIMIZATION_LEVEL 2
#endif

/* Whether micro-ecc uses a separate squaring function. Accepted and ignored. */
#ifndef uECC_SQUARE_FUNC
    #define uECC_SQUARE_FUNC 0
#endif

/* micro-ecc's machine word size, which sets the size of its random requests
   (each a whole number of words) and uECC_vli.h's uECC_word_t: 1, 4 or 8
   bytes. By default micro-ecc's default for the target (8 on x86-64 and
   arm64, 4 everywhere else). A program that sets another size gets the
   library's entry points for it, named by uECC_WORD_NAME_ (below, and
   uECC_vli.h); they need a little-endian target, as every Linux target of
   Go but ppc64 and s390x is. */
#if defined(uECC_WORD_SIZE)
    #if uECC_WORD_SIZE != 1 && uECC_WORD_SIZE != 4 && uECC_WORD_SIZE != 8
        #error "uecc-go: uECC_WORD_SIZE must be 1, 4 or 8, as in micro-ecc"
    #endif
    #if uECC_WORD_SIZE == 1
        #define uECC_WORD_NAME_(name) name##_w1
    #elif defined(__x86_64__) || defined(_M_X64) || defined(__aarch64__) || defined(_M_ARM64)
        #if uECC_WORD_SIZE == 4
            #define uECC_WORD_NAME_(name) name##_w4
        #endif
    #elif uECC_WORD_SIZE == 8
        #define uECC_WORD_NAME_(name) name##_w8
    #endif
    #if defined(uECC_WORD_NAME_) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
        #error "uecc-go: on a big-endian target uECC_WORD_SIZE must be the target's default"
    #endif
#endif

/* micro-ecc's option to exchange every integer (keys, signatures, hashes,
   shared secrets) as native little-endian word arrays, as Nordic's nRF5 SDK
   does. With it set to 1, each function below that takes or returns
   integers is mapped to a little-endian entry point of the same library
   (uECC_make_key to uECC_make_key_le, ...), whose integers are all
   little-endian numbers of their natural size: private key
   uECC_curve_private_key_size() bytes, X, Y, r, s and the secret field size
   bytes each, compressed point 0x02/0x03 then X. On secp192r1, secp256r1 and
   secp256k1 that is micro-ecc's little-endian mode exactly; on secp160r1 and
   secp224r1, where micro-ecc's mode writes and reads past the caller's
   buffers, it is the sound version of it (docs/C-API.md, "Little-endian
   encodings"). */
#ifndef uECC_VLI_NATIVE_LITTLE_ENDIAN
    #define uECC_VLI_NATIVE_LITTLE_ENDIAN 0
#endif
#if uECC_VLI_NATIVE_LITTLE_ENDIAN
    #define uECC_make_key uECC_make_key_le
    #define uECC_shared_secret uECC_shared_secret_le
    #define uECC_compress uECC_compress_le
    #define uECC_decompress uECC_decompress_le
    #define uECC_valid_public_key uECC_valid_public_key_le
    #define uECC_compute_public_key uECC_compute_public_key_le
    #define uECC_sign uECC_sign_le
    #define uECC_sign_deterministic uECC_sign_deterministic_le
    #define uECC_verify uECC_verify_le
#endif

/* With a uECC_WORD_SIZE other than the library's, the functions that draw
   random numbers map to entry points whose requests are whole words of that
   size, as micro-ecc built so makes them: uECC_make_key to uECC_make_key_w1
   (_w4, _w8), or with the little-endian option uECC_make_key_le to
   uECC_make_key_le_w1, .... */
#ifdef uECC_WORD_NAME_
    #if uECC_VLI_NATIVE_LITTLE_ENDIAN
        #define uECC_make_key_le uECC_WORD_NAME_(uECC_make_key_le)
        #define uECC_shared_secret_le uECC_WORD_NAME_(uECC_shared_secret_le)
        #define uECC_compute_public_key_le uECC_WORD_NAME_(uECC_compute_public_key_le)
        #define uECC_sign_le uECC_WORD_NAME_(uECC_sign_le)
        #define uECC_sign_deterministic_le uECC_WORD_NAME_(uECC_sign_deterministic_le)
    #else
        #define uECC_make_key uECC_WORD_NAME_(uECC_make_key)
        #define uECC_shared_secret uECC_WORD_NAME_(uECC_shared_secret)
        #define uECC_compute_public_key uECC_WORD_NAME_(uECC_compute_public_key)
        #define uECC_sign uECC_WORD_NAME_(uECC_sign)
        #define uECC_sign_deterministic uECC_WORD_NAME_(uECC_sign_deterministic)
    #endif
    #define uECC_sign_recoverable uECC_WORD_NAME_(uECC_sign_recoverable) /* it has no little-endian form */
#endif

/* Curve support selection. Setting one to 0 hides that curve's declaration.
   The library contains the curves it was built with: all five by default,
   fewer when built with `make lib UECC_CURVES=...` (docs/C-API.md); the
   handle function of a curve it was built without returns NULL. */
#ifndef uECC_SUPPORTS_secp160r1
    #define uECC_SUPPORTS_secp160r1 1
#endif
#ifndef uECC_SUPPORTS_secp192r1
    #define uECC_SUPPORTS_secp192r1 1
#endif
#ifndef uECC_SUPPORTS_secp224r1
    #define uECC_SUPPORTS_secp224r1 1
#endif
#ifndef uECC_SUPPORTS_secp256r1
    #define uECC_SUPPORTS_secp256r1 1
#endif
#ifndef uECC_SUPPORTS_secp256k1
    #define uECC_SUPPORTS_secp256k1 1
#endif

/* Whether uECC_compress and uECC_decompress are declared. */
#ifndef uECC_SUPPORT_COMPRESSED_POINT
    #define uECC_SUPPORT_COMPRESSED_POINT 1
#endif

/* An opaque curve handle. The only valid values are those returned by
   uECC_secp160r1() ... uECC_secp256k1(); every function given any other
   value (including NULL) returns 0 or does nothing. */
struct uECC_Curve_t;
typedef const struct uECC_Curve_t * uECC_Curve;

#ifdef __cplusplus
extern "C"
{
#endif

/* The curve handles. Each returns a distinct, constant, non-NULL pointer,
   or NULL for a curve the library was built without (UECC_CURVES). */
#if uECC_SUPPORTS_secp160r1
uECC_Curve uECC_secp160r1(void);
#endif
#if uECC_SUPPORTS_secp192r1
uECC_Curve uECC_secp192r1(void);
#endif
#if uECC_SUPPORTS_secp224r1
uECC_Curve uECC_secp224r1(void);
#endif
#if uECC_SUPPORTS_secp256r1
uECC_Curve uECC_secp256r1(void);
#endif
#if uECC_SUPPORTS_secp256k1
uECC_Curve uECC_secp256k1(void);
#endif

/* uECC_RNG_Function type
The RNG function should fill 'size' random bytes into 'dest'. It should return 1 if
'dest' was filled with random data, or 0 if the random data could not be generated.
The filled-in values should be either truly random, or from a cryptographically-secure PRNG.

The library requests whole machine words exactly as micro-ecc does (see
docs/COMPATIBILITY.md, "Random draws"), so a deterministic RNG gives the same keys and signatures as
with micro-ecc. The function may be called from several threads at once if
the library is used from several threads: it must be thread-safe. */
typedef int (*uECC_RNG_Function)(uint8_t *dest, unsigned size);

/* uECC_set_rng() function.
Set the function that will be used to generate random bytes. Until it is
called, a default RNG reading the operating system's CSPRNG is used, so
calling it is optional: getrandom(2), and /dev/urandom if getrandom fails for
any reason (no such system call, or refused by a seccomp filter). If neither
works it returns 0, and the call that needed the bytes returns 0; the process
is never aborted. With the default RNG the library draws only the private
key (uECC_make_key) or the nonce (uECC_sign): micro-ecc's blinding draws,
which never change a result, are made only from an RNG set by the caller.

Setting NULL makes uECC_make_key() and uECC_sign() fail (return 0) without
drawing; uECC_compute_public_key(), uECC_shared_secret() and
uECC_sign_deterministic() still work (they only use the RNG for blinding
draws, which never change their results).

May be called at any time from any thread: a call in progress keeps the RNG
it started with.

Inputs:
    rng_function - The function that will be used to generate random bytes.
*/
void uECC_set_rng(uECC_RNG_Function rng_function);

/* uECC_get_rng() function.

Returns the function that will be used to generate random bytes: the default
OS RNG (never NULL) until uECC_set_rng() is called, then the function last
set (which may be NULL).
*/
uECC_RNG_Function uECC_get_rng(void);

/* uECC_curve_private_key_size() function.

Returns the size of a private key for the curve in bytes (21, 24, 28, 32 or
32), or 0 for an unknown curve handle.
*/
int uECC_curve_private_key_size(uECC_Curve curve);

/* uECC_curve_public_key_size() function.

Returns the size of a public key for the curve in bytes (twice the field
size: 40, 48, 56, 64 or 64), or 0 for an unknown curve handle.
*/
int uECC_curve_public_key_size(uECC_Curve curve);

/* uECC_make_key() function.
Create a public/private key pair.

The private key is drawn from the RNG by rejection sampling exactly as
micro-ecc does (same request sizes, same key for the same random stream),
then one blinding value is drawn.

Outputs:
    public_key  - Will be filled in with the public key. Must be at least 2 * the curve size
                  (in bytes) long. For example, if the curve is secp256r1, public_key must be 64
                  bytes long.
    private_key - Will be filled in with the private key. Must be as long as the curve order; this
                  is typically the same as the curve size, except for secp160r1. For example, if the
                  curve is secp256r1, private_key must be 32 bytes long.

                  For secp160r1, private_key must be 21 bytes long! Note that the first byte will
                  almost always be 0 (there is about a 1 in 2^80 chance of it being non-zero).

Returns 1 if the key pair was generated successfully, 0 if an error occurred
(the RNG is NULL, the RNG returned 0, 64 draws were rejected, a NULL pointer
or an unknown curve). On failure the outputs are left unchanged.
*/
int uECC_make_key(uint8_t *public_key, uint8_t *private_key, uECC_Curve curve);

/* uECC_shared_secret() function.
Compute a shared secret given your secret key and someone else's public key. If the public key
is not from a trusted source and has not been previously verified, you should verify it first
using uECC_valid_public_key().
Note: It is recommended that you hash the result of uECC_shared_secret() before using it for
symmetric encryption or HMAC.

Unlike micro-ecc, the peer's public key is always validated here (as by
uECC_valid_public_key()), so an off-curve point cannot be used for an
invalid-curve attack, and the private key must be in [1, n-1]; every valid
input gives the right secret.

Inputs:
    public_key  - The public key of the remote party.
    private_key - Your private key.

Outputs:
    secret - Will be filled in with the shared secret value. Must be the same size as the
             curve size; for example, if the curve is secp256r1, secret must be 32 bytes long.

Returns 1 if the shared secret was generated successfully, 0 if an error
occurred (invalid public key, invalid private key, the RNG failed its
blinding draw, a NULL pointer or an unknown curve). On failure secret is
left unchanged.
*/
int uECC_shared_secret(const uint8_t *public_key,
                       const uint8_t *private_key,
                       uint8_t *secret,
                       uECC_Curve curve);

#if uECC_SUPPORT_COMPRESSED_POINT
/* uECC_compress() function.
Compress a public key: 0x02 or 0x03 (the parity of Y) followed by X. Like
micro-ecc, it does not check that the key is on the curve.

Inputs:
    public_key - The public key to compress.

Outputs:
    compressed - Will be filled in with the compressed public key. Must be at least
                 (curve size + 1) bytes long; for example, if the curve is secp256r1,
                 compressed must be 33 bytes long. It may be the same
                 buffer as public_key (compression in place) or overlap it.

Does nothing for a NULL pointer or an unknown curve.
*/
void uECC_compress(const uint8_t *public_key, uint8_t *compressed, uECC_Curve curve);

/* uECC_decompress() function.
Decompress a compressed public key.

Unlike micro-ecc (which looks only at bit 0 of the prefix and silently
returns a point off the curve for a bad X), an invalid encoding (prefix not
0x02 or 0x03, X >= p, or no point with that X) writes all zeros to
public_key, an encoding every other function rejects. Check the result with
uECC_valid_public_key() if the input is untrusted.

Inputs:
    compressed - The compressed public key.

Outputs:
    public_key - Will be filled in with the decompressed public key. It may be
                 the same buffer as compressed, or overlap it.

Does nothing for a NULL pointer or an unknown curve.
*/
void uECC_decompress(const uint8_t *compressed, uint8_t *public_key, uECC_Curve curve);
#endif /* uECC_SUPPORT_COMPRESSED_POINT */

/* uECC_valid_public_key() function.
Check to see if a public key is valid.

Note that you are not required to check for a valid public key before using any other uECC
functions. However, you may wish to avoid spending CPU time computing a shared secret or
verifying a signature using an invalid public key.

Inputs:
    public_key - The public key to check.

Returns 1 if the public key is valid (X < p, Y < p, on the curve; all zeros
is invalid), 0 if it is invalid, NULL or the curve is unknown.
*/
int uECC_valid_public_key(const uint8_t *public_key, uECC_Curve curve);

/* uECC_compute_public_key() function.
Compute the corresponding public key for a private key.

Every private key in [1, n-1] works (micro-ecc wrongly rejects 1, n-2 and
n-1).

Inputs:
    private_key - The private key to compute the public key for

Outputs:
    public_key - Will be filled in with the corresponding public key

Returns 1 if the key was computed successfully, 0 if an error occurred (the
private key is 0 or >= n, the RNG failed its blinding draw, a NULL pointer
or an unknown curve). On failure public_key is left unchanged.
*/
int uECC_compute_public_key(const uint8_t *private_key, uint8_t *public_key, uECC_Curve curve);

/* uECC_sign() function.
Generate an ECDSA signature for a given hash value.

Usage: Compute a hash of the data you wish to sign (SHA-2 is recommended) and pass it in to
this function along with your private key.

The nonce k is drawn from the RNG exactly as micro-ecc draws it, so the same
random stream gives micro-ecc's signature (except that r is reduced mod n,
which micro-ecc omits with negligible probability).

Inputs:
    private_key  - Your private key.
    message_hash - The hash of the message to sign (any length; its leftmost
                   bitlen(n) bits are used, and only those bytes are read,
                   whatever hash_size is). May be NULL if hash_size is 0:
                   the empty hash.
    hash_size    - The size of message_hash in bytes.

Outputs:
    signature - Will be filled in with the signature value. Must be at least 2 * curve size long.
                For example, if the curve is secp256r1, signature must be 64 bytes long.

Returns 1 if the signature generated successfully, 0 if an error occurred
(the RNG is NULL or failed, the private key is 0 or >= n, a NULL pointer or
an unknown curve; message_hash may be NULL only if hash_size is 0). On
failure signature is left unchanged.
*/
int uECC_sign(const uint8_t *private_key,
              const uint8_t *message_hash,
              unsigned hash_size,
              uint8_t *signature,
              uECC_Curve curve);

/* uECC_HashContext structure.
This is used to pass in an arbitrary hash function to uECC_sign_deterministic().
The structure will be used for multiple hash computations; each time a new hash
is computed, init_hash() will be called, followed by one or more calls to
update_hash(), and finally a call to finish_hash() to produce the resulting hash.

The intention is that you will create a structure that includes uECC_HashContext
followed by any hash-specific data. For example:

typedef struct SHA256_HashContext {
    uECC_HashContext uECC;
    SHA256_CTX ctx;
} SHA256_HashContext;

void init_SHA256(const uECC_HashContext *base) {
    SHA256_HashContext *context = (SHA256_HashContext *)base;
    SHA256_Init(&context->ctx);
}

void update_SHA256(const uECC_HashContext *base,
                   const uint8_t *message,
                   unsigned message_size) {
    SHA256_HashContext *context = (SHA256_HashContext *)base;
    SHA256_Update(&context->ctx, message, message_size);
}

void finish_SHA256(const uECC_HashContext *base, uint8_t *hash_result) {
    SHA256_HashContext *context = (SHA256_HashContext *)base;
    SHA256_Final(hash_result, &context->ctx);
}

... when signing ...
{
    uint8_t tmp[32 + 32 + 64];
    SHA256_HashContext ctx = {{&init_SHA256, &update_SHA256, &finish_SHA256, 64, 32, tmp}};
    uECC_sign_deterministic(key, message_hash, 32, &ctx.uECC, signature, curve);
}

The callbacks are called only from the thread that called the signing
function, and only during that call. This library never writes to tmp (it
keeps its HMAC state elsewhere), but micro-ecc did, so keep providing it.
result_size must be 1..64 and block_size result_size..256.
*/
typedef struct uECC_HashContext {
    void (*init_hash)(const struct uECC_HashContext *context);
    void (*update_hash)(const struct uECC_HashContext *context,
                        const uint8_t *message,
                        unsigned message_size);
    void (*finish_hash)(const struct uECC_HashContext *context, uint8_t *hash_result);
    unsigned block_size; /* Hash function block size in bytes, eg 64 for SHA-256. */
    unsigned result_size; /* Hash function result size in bytes, eg 32 for SHA-256. */
    uint8_t *tmp; /* Must point to a buffer of at least (2 * result_size + block_size) bytes. */
} uECC_HashContext;

/* uECC_sign_deterministic() function.
Generate an ECDSA signature for a given hash value, using a deterministic algorithm
(see RFC 6979). You do not need to set the RNG using uECC_set_rng() before calling
this function; however, if the RNG is defined it will improve resistance to side-channel
attacks.

Note: this is micro-ecc's HMAC-DRBG variant, byte for byte, and NOT RFC 6979
(it seeds the HMAC with the first field-size bytes of the private key and the
hash as given, and reads candidates little-endian). Its signatures are valid
ECDSA signatures; for RFC 6979 proper use uECC_sign_rfc6979() in uECC_ext.h.

Usage: Compute a hash of the data you wish to sign and pass it to this function along with your
private key and entropy bits. The private key and hash are used as the seed for the deterministic
nonce generation.

Inputs:
    private_key  - Your private key.
    message_hash - The hash of the message to sign. All hash_size bytes are
                   read (they seed the HMAC-DRBG, as in micro-ecc). May be
                   NULL if hash_size is 0: the empty hash.
    hash_size    - The size of message_hash in bytes. On a 32-bit target a
                   size of 2^31 or more returns 0.
    hash_context - A hash context to use.

Outputs:
    signature - Will be filled in with the signature value.

Returns 1 if the signature generated successfully, 0 if an error occurred
(the private key is 0 or >= n, hash_context or one of its callbacks is NULL,
its sizes are out of range, every blinding draw failed, a NULL pointer or an
unknown curve; message_hash may be NULL only if hash_size is 0). On failure
signature is left unchanged.
*/
int uECC_sign_deterministic(const uint8_t *private_key,
                            const uint8_t *message_hash,
                            unsigned hash_size,
                            const uECC_HashContext *hash_context,
                            uint8_t *signature,
                            uECC_Curve curve);

/* uECC_verify() function.
Verify an ECDSA signature.

Usage: Compute the hash of the signed data using the same hash as the signer and
pass it to this function along with the signer's public key and the signature values (r and s).

Unlike micro-ecc, it accepts every valid signature (micro-ecc rejects some,
e.g. for the public key +-G) and rejects an invalid public key. High-S
signatures are valid, as in micro-ecc.

Inputs:
    public_key   - The signer's public key.
    message_hash - The hash of the signed data (its leftmost bitlen(n) bits
                   are used, and only those bytes are read). May be NULL if
                   hash_size is 0: the empty hash.
    hash_size    - The size of message_hash in bytes.
    signature    - The signature value.

Returns 1 if the signature is valid, 0 if it is invalid (or a NULL pointer or
an unknown curve was given).
*/
int uECC_verify(const uint8_t *public_key,
                const uint8_t *message_hash,
                unsigned hash_size,
                const uint8_t *signature,
                uECC_Curve curve);

#ifdef __cplusplus
} /* end of extern "C" */
#endif

#endif /* _UECC_H_ */
