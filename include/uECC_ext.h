/* uECC_ext.h: uecc-go extensions to the micro-ecc C API.
 *
 * Functions that micro-ecc's uECC.h does not declare. Include uECC.h first
 * (this header includes it). Same conventions: big-endian byte strings
 * (little-endian with uECC_VLI_NATIVE_LITTLE_ENDIAN=1),
 * 1 on success, 0 on failure, outputs unchanged on failure, 0 for a NULL
 * pointer or an unknown curve handle.
 */
#ifndef _UECC_EXT_H_
#define _UECC_EXT_H_

#include "uECC.h"

/* With uECC_VLI_NATIVE_LITTLE_ENDIAN=1 (uECC.h), the little-endian entry
   points: the private key, k, the hash prefix and r, s are little-endian.
   uECC_sign_rfc6979 is then RFC 6979 on the same integers: the signature of
   the big-endian encodings (the private key, and the hash's first
   min(hash_size, uECC_curve_private_key_size()) bytes in reverse order),
   returned little-endian. */
#if uECC_VLI_NATIVE_LITTLE_ENDIAN
    #define uECC_sign_with_k uECC_sign_with_k_le
    #define uECC_sign_rfc6979 uECC_sign_rfc6979_le
#endif

#ifdef __cplusplus
extern "C"
{
#endif

/* uECC_sign_with_k() function.
Sign with a caller-chosen nonce k. micro-ecc exports this function without
declaring it (its own tests use it for known answers); it is declared here.

k is uECC_curve_private_key_size() bytes and goes through micro-ecc's
bits2int: on secp160r1 the 21-byte k is shifted right by 7 bits (pass k << 7
there to sign with a standard nonce) and reduced mod n; on the other curves
k is used as it is, and k >= n fails, as in micro-ecc.

No random numbers are drawn: the installed RNG is not used, even if it is
NULL or fails (micro-ecc's version makes uECC_sign's two blinding draws).

WARNING: for known-answer tests only. Reusing k, or a k an attacker can
guess, reveals the private key.

Returns 1 on success, 0 if the private key is 0 or >= n, k is 0 or >= n
(secp160r1: k reduces to 0),
r or s would be 0 (or s would not fit in the field size on secp160r1),
a pointer is NULL (message_hash may be NULL if hash_size is 0: the empty
hash) or the curve is unknown. On failure signature is left unchanged. Of
message_hash only the leftmost uECC_curve_private_key_size() bytes are read,
whatever hash_size is.
*/
int uECC_sign_with_k(const uint8_t *private_key,
                     const uint8_t *message_hash,
                     unsigned hash_size,
                     const uint8_t *k,
                     uint8_t *signature,
                     uECC_Curve curve);

/* uECC_sign_rfc6979() function.
Deterministic ECDSA exactly as RFC 6979 section 3.2 specifies (bits2octets of
the hash, the full private key, big-endian candidates), with HMAC over the
caller's hash context (see uECC_HashContext in uECC.h; tmp is not used and
may be NULL). Pass the hash that produced message_hash. The RFC's test
vectors are reproduced. These signatures differ from uECC_sign_deterministic,
which is micro-ecc's own variant.

No random numbers are drawn; the installed RNG is not used.

Returns 1 on success, 0 if the private key is 0 or >= n, hash_context or one
of its callbacks is NULL, its sizes are out of range (result_size 1..64,
block_size result_size..256), a pointer is NULL (message_hash may be NULL if
hash_size is 0: the empty hash) or the curve is unknown. On failure
signature is left unchanged. Of message_hash only the leftmost
uECC_curve_private_key_size() bytes are read, whatever hash_size is.
*/
int uECC_sign_rfc6979(const uint8_t *private_key,
                      const uint8_t *message_hash,
                      unsigned hash_size,
                      const uECC_HashContext *hash_context,
                      uint8_t *signature,
                      uECC_Curve curve);

#ifdef __cplusplus
} /* end of extern "C" */
#endif

#endif /* _UECC_EXT_H_ */
