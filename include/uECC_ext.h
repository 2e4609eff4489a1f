/* uECC_ext.h: uecc-go extensions to the micro-ecc C API.
 *
 * Functions that micro-ecc's uECC.h does not declare. Include uECC.h first
 * (this header includes it). Same conventions: big-endian byte strings
 * (little-endian with uECC_VLI_NATIVE_LITTLE_ENDIAN=1, except BIP-340's,
 * whose byte strings are fixed), 1 on success, 0 on failure, outputs
 * unchanged on failure, 0 for a NULL pointer or an unknown curve handle.
 */
#ifndef _UECC_EXT_H_
#define _UECC_EXT_H_

#include "uECC.h"

/* With uECC_VLI_NATIVE_LITTLE_ENDIAN=1 (uECC.h), the little-endian entry
   points: the private key, k, the hash prefix and r, s are little-endian.
   uECC_sign_rfc6979 is then RFC 6979 on the same integers: the signature of
   the big-endian encodings (the private key, and the hash's first
   min(hash_size, uECC_curve_private_key_size()) bytes in reverse order),
   returned little-endian; uECC_sign_hedged likewise (its nonce is hashed
   from those big-endian encodings, with the same request to the RNG). */
#if uECC_VLI_NATIVE_LITTLE_ENDIAN
    #define uECC_sign_with_k uECC_sign_with_k_le
    #define uECC_sign_rfc6979 uECC_sign_rfc6979_le
    #define uECC_sign_hedged uECC_sign_hedged_le
#endif

/* Curves beyond micro-ecc's five, in the library built with them: `make lib
   UECC_CURVES=all` (or a list that names them); the default build has
   micro-ecc's five only, and there their handle functions return NULL, as
   for any curve the library was built without. Setting one to 0 hides that
   curve's declaration, as uECC.h's uECC_SUPPORTS_<curve> do. */
#ifndef uECC_SUPPORTS_secp384r1
    #define uECC_SUPPORTS_secp384r1 1
#endif
#ifndef uECC_SUPPORTS_secp521r1
    #define uECC_SUPPORTS_secp521r1 1
#endif

#ifdef __cplusplus
extern "C"
{
#endif

/* uECC_secp384r1() and uECC_secp521r1() functions.
The handles of secp384r1 (SEC 2; NIST P-384) and secp521r1 (NIST P-521),
for every function that takes a uECC_Curve: keys, ECDH, compression, ECDSA
(uECC_sign, uECC_sign_deterministic, uECC_verify and the extensions below),
their little-endian and word-size forms, and uECC_vli.h's. Each returns a
distinct, constant, non-NULL pointer, or NULL in a library built without
that curve (the default build: UECC_CURVES).

Sizes, in bytes (uECC_curve_private_key_size, uECC_curve_public_key_size):
    secp384r1  private key 48, public key 96, signature 96, compressed 49,
               shared secret 48
    secp521r1  private key 66, public key 132, signature 132, compressed
               67, shared secret 66 (p and n have 521 bits: the top byte of
               each 66-byte integer is 0 or 1)
A DER signature (uECC_signature_to_der) is at most 104 bytes on secp384r1
and 141 on secp521r1 (139 for r and s below n, as uECC_sign makes them).
The random draws are micro-ecc's rules applied to these sizes (with 8-byte
words a secp521r1 draw requests 72 bytes). The BIP-340 functions below stay
secp256k1's.
*/
#if uECC_SUPPORTS_secp384r1
uECC_Curve uECC_secp384r1(void);
#endif
#if uECC_SUPPORTS_secp521r1
uECC_Curve uECC_secp521r1(void);
#endif

/* uECC_sign_with_k() function.
Sign with a caller-chosen nonce k. micro-ecc exports this function without
declaring it (its own tests use it for known answers); it is declared here.

k is uECC_curve_private_key_size() bytes and goes through micro-ecc's
bits2int: on secp160r1 the 21-byte k is shifted right by 7 bits (pass k << 7
there to sign with a standard nonce) and reduced mod n, and so is the
66-byte k of secp521r1 (n has 521 bits); on the other curves k is used as
it is, and k >= n fails, as in micro-ecc.

No random numbers are drawn: the installed RNG is not used, even if it is
NULL or fails (micro-ecc's version makes uECC_sign's two blinding draws).

WARNING: for known-answer tests only. Reusing k, or a k an attacker can
guess, reveals the private key.

Returns 1 on success, 0 if the private key is 0 or >= n, k is 0 or >= n
(secp160r1, secp521r1: k reduces to 0),
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

/* uECC_sign_hedged() function.
Signs with a hedged nonce, as the Go package's uecc.Curve.Sign does (and
crypto/ecdsa): k = bits2int(SHA-256(tag || d || e || z || i)), the first of
the candidates i = 0, 1, ... in [1, n-1] that gives r and s nonzero, with
tag the 20 bytes "uecc-go hedged nonce" and a zero byte, d the private key,
e = bits2int(message_hash) mod n, z 32 fresh bytes and i one byte. An RNG
that repeats itself, or is predictable, still gives each key and hash its
own secret nonce, and never reveals the private key; a good RNG makes every
signature random. The signature verifies with uECC_verify, as uECC_sign's
does; its bytes are not micro-ecc's (uecc.Curve.Sign's, for the same z).

z comes from the RNG installed with uECC_set_rng (the default reads the
operating system's source), as uECC_make_key and uECC_sign draw theirs: one
request of 32 bytes, whatever uECC_WORD_SIZE says (no word-size forms),
made only once the private key is known to be valid; with the RNG NULL, or
one that fails, the call returns 0 (uECC_sign's blinding draws are not
made).

Returns 1 on success, 0 if the private key is 0 or >= n, the RNG is NULL or
fails, none of 64 candidates is usable (about 2^-64 on secp160r1, where one
candidate in two is rejected; far less elsewhere), a pointer is NULL
(message_hash may be NULL if hash_size is 0: the empty hash) or the curve
is unknown. On failure signature is left unchanged. Of message_hash only
the leftmost uECC_curve_private_key_size() bytes are read, whatever
hash_size is.
*/
int uECC_sign_hedged(const uint8_t *private_key,
                     const uint8_t *message_hash,
                     unsigned hash_size,
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
suffice on micro-ecc's curves, 104 on secp384r1, 141 on secp521r1), and
sets *der_size to the length written.

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

/* uECC_sign_hedged_batch() function.
Signs count message hashes with one private key, as count calls of
uECC_sign_hedged would, in less time (the Go package's
uecc.Curve.SignBatch): the two inversions of every signature, of k*G's Z
and of the nonce k, are shared by up to 16 hashes (one inversion in each
field for 16, three multiplications per signature), and the batch enters
the library's Go code once. Hash i is the hash_size bytes at
message_hashes + i*hash_size (of each, as for uECC_sign_hedged, only the
leftmost uECC_curve_private_key_size() bytes are read); its signature
r||s goes to signatures + i*S, with S = uECC_curve_public_key_size(curve),
the size of a signature.

The fresh bytes come from the RNG installed with uECC_set_rng, as for
uECC_sign_hedged: count requests of 32 bytes, in the order of the hashes,
all made before any signing, once the private key is known to be valid.
With the same bytes, signature i is the one uECC_sign_hedged makes of hash
i. The arithmetic is constant time, as uECC_sign_hedged's is.

Returns 1 when every hash is signed (also for count 0, where no byte is
read or written), 0 if the private key is 0 or >= n, count is above 65536,
the RNG is NULL or fails, a pointer is NULL (message_hashes may be NULL if
hash_size or count is 0), the memory for the batch's copies cannot be had
or the curve is unknown; on failure no signature is written. The library
copies the inputs before it signs, so signatures may overlap them.
*/
int uECC_sign_hedged_batch(const uint8_t *private_key,
                           const uint8_t *message_hashes,
                           unsigned hash_size,
                           unsigned count,
                           uint8_t *signatures,
                           uECC_Curve curve);
#endif /* !uECC_VLI_NATIVE_LITTLE_ENDIAN */

/* BIP-340 Schnorr signatures on secp256k1 (github.com/bitcoin/bips,
   bip-0340.mediawiki), beyond micro-ecc: x-only public keys, 64-byte
   signatures of messages of any length, byte for byte those of BIP-340's
   test vectors and of libsecp256k1's secp256k1_schnorrsig_sign_custom.

   They take no curve handle (the curve is secp256k1), and their byte
   strings are those of BIP-340, big-endian, whatever the program sets:
   the same names, the same bytes and the same random draws with
   uECC_VLI_NATIVE_LITTLE_ENDIAN=1 and with every uECC_WORD_SIZE (neither
   option maps them to another entry point). Sizes: private key 32 bytes,
   an integer in [1, n-1] (as uECC_secp256k1's private keys); x-only public
   key 32 bytes, the X of d*G; signature 64 bytes, r || s; aux_rand 32 bytes.
   A library built without secp256k1 (make lib UECC_CURVES=...) has the
   three functions, and they return 0.

   Like every function of the library: 1 on success, 0 on failure, outputs
   left unchanged on failure, 0 for a NULL pointer (message may be NULL
   when message_size is 0: the empty message, which BIP-340 allows). Inputs
   are copied before outputs are written, so signature may overlap them. */

/* uECC_schnorr_public_key() function.
Writes the x-only public key of private_key (the X of d*G, 32 bytes) to
public_key_x. It draws no random numbers.

Returns 1 on success, 0 if the private key is 0 or >= n or a pointer is
NULL; public_key_x is then left unchanged.
*/
int uECC_schnorr_public_key(const uint8_t *private_key, uint8_t *public_key_x);

/* uECC_schnorr_sign() function.
Signs the message_size bytes at message (any length: BIP-340 signs the
message itself, not a hash of it) with private_key by BIP-340's default
signing algorithm, and writes the 64-byte signature r || s to signature.

aux_rand is BIP-340's 32 bytes of auxiliary randomness: with the same
aux_rand the signature is deterministic (BIP-340's test vectors are
reproduced); any value, all zeros included, gives a secure signature, and
fresh random bytes protect the nonce against side-channel and fault
attacks. With aux_rand NULL, 32 fresh bytes are drawn, in one request of 32
bytes, from the RNG installed with uECC_set_rng (the default reads the
operating system's source), as uECC_make_key and uECC_sign draw theirs; if
the RNG is NULL or fails, the call returns 0 (an invalid private key
returns 0 before any draw). The signature is not verified before it is
returned (BIP-340's optional last step): call uECC_schnorr_verify for that.

Returns 1 on success, 0 if the private key is 0 or >= n, message is NULL
with message_size > 0, private_key or signature is NULL, aux_rand is NULL
and the RNG cannot give 32 bytes, the message cannot be copied (one of more
than 512 bytes is copied into pages from mmap(2), not malloc; on a 32-bit
target a message_size of 2^31 or more returns 0), or the nonce would be 0
(probability 2^-256); signature is then left unchanged.
*/
int uECC_schnorr_sign(const uint8_t *private_key,
                      const uint8_t *message,
                      unsigned message_size,
                      const uint8_t *aux_rand,
                      uint8_t *signature);

/* uECC_schnorr_verify() function.
Verifies the BIP-340 signature (r || s, 64 bytes) of the message_size bytes
at message under the x-only public key public_key_x (32 bytes). Variable
time: for public values.

Returns 1 if the signature is valid, 0 if it is not, if public_key_x is
not below p or is not the X of a point of the curve, r >= p, s >= n,
message is NULL with message_size > 0, the message cannot be copied (as
in uECC_schnorr_sign), or public_key_x or signature is NULL.
*/
int uECC_schnorr_verify(const uint8_t *public_key_x,
                        const uint8_t *message,
                        unsigned message_size,
                        const uint8_t *signature);

#ifdef __cplusplus
} /* end of extern "C" */
#endif

#endif /* _UECC_EXT_H_ */
