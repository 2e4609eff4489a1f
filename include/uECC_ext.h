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

#if !uECC_VLI_NATIVE_LITTLE_ENDIAN
/* Public-key recovery and DER signatures (big-endian encodings only: not
   declared with uECC_VLI_NATIVE_LITTLE_ENDIAN=1). */

/* uECC_sign_recoverable() function.
Signs as uECC_sign does (the same random draws from the installed RNG) and
writes the recovery id (0..3) to *recovery_id: bit 0 the parity of the y of
k*G, bit 1 set when its x is r + n. With it, uECC_recover_public_key finds
the signer's public key from the hash and the signature alone.

Returns 1 on success, 0 as uECC_sign does (or recovery_id NULL); on failure
signature and *recovery_id are left unchanged.
*/
int uECC_sign_recoverable(const uint8_t *private_key,
                          const uint8_t *message_hash,
                          unsigned hash_size,
                          uint8_t *signature,
                          uint8_t *recovery_id,
                          uECC_Curve curve);

/* uECC_recover_public_key() function.
Writes to public_key the key under which signature (r||s) is a valid
signature of message_hash, for the recovery id of uECC_sign_recoverable.
Variable time: for public values.

Returns 1 on success, 0 if recovery_id > 3, r or s is not in [1, n-1], no
point has the x that r and recovery_id name, the result would be the point
at infinity, a pointer is NULL (message_hash may be NULL if hash_size is 0)
or the curve is unknown; public_key is then left unchanged.
*/
int uECC_recover_public_key(const uint8_t *message_hash,
                            unsigned hash_size,
                            const uint8_t *signature,
                            unsigned recovery_id,
                            uint8_t *public_key,
                            uECC_Curve curve);

/* uECC_signature_to_der() function.
Encodes the raw signature (r||s, as uECC_sign writes it) as an ASN.1 DER
ECDSA-Sig-Value into der, which has room for *der_size bytes (72 always
suffice), and sets *der_size to the length written.

Returns 1 on success, 0 if r or s is 0, der is too small, a pointer is NULL
or the curve is unknown; der and *der_size are then left unchanged.
*/
int uECC_signature_to_der(const uint8_t *signature, uint8_t *der, unsigned *der_size, uECC_Curve curve);

/* uECC_signature_from_der() function.
Decodes a strict DER ECDSA-Sig-Value (minimal lengths and integers, no
trailing bytes) of der_size bytes into the raw signature (r||s).

Returns 1 on success, 0 if der is not strict DER, r or s is 0 or does not
fit the field size, a pointer is NULL or the curve is unknown; signature
is then left unchanged. It does not verify the signature.
*/
int uECC_signature_from_der(const uint8_t *der, unsigned der_size, uint8_t *signature, uECC_Curve curve);
#endif /* !uECC_VLI_NATIVE_LITTLE_ENDIAN */

#ifdef __cplusplus
} /* end of extern "C" */
#endif

#endif /* _UECC_EXT_H_ */
