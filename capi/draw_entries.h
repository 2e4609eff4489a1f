/* draw_entries.h: the functions of uECC.h and uECC_ext.h that draw random
 * numbers, each forwarding to its implementation (UCGO_ENTRY(name): uecc.c's
 * ucgo_<name>_ws or le.c's ucgo_<name>_le_ws) with the word size
 * UCGO_ENTRY_WS. Included by uecc.c (the library's word size), w1.c, w4.c,
 * w8.c and le_w*.c (other word sizes, big- and little-endian), each
 * compiled with the settings under which uECC.h maps these names to the entry points it
 * defines, so the compiler checks every definition against its prototype.
 * uECC_sign_recoverable has no little-endian form. */

int uECC_make_key(uint8_t *public_key, uint8_t *private_key, uECC_Curve curve) {
    return UCGO_ENTRY(make_key)(public_key, private_key, curve, UCGO_ENTRY_WS);
}

int uECC_compute_public_key(const uint8_t *private_key, uint8_t *public_key, uECC_Curve curve) {
    return UCGO_ENTRY(compute_public_key)(private_key, public_key, curve, UCGO_ENTRY_WS);
}

int uECC_shared_secret(const uint8_t *public_key,
                       const uint8_t *private_key,
                       uint8_t *secret,
                       uECC_Curve curve) {
    return UCGO_ENTRY(shared_secret)(public_key, private_key, secret, curve, UCGO_ENTRY_WS);
}

int uECC_sign(const uint8_t *private_key,
              const uint8_t *message_hash,
              unsigned hash_size,
              uint8_t *signature,
              uECC_Curve curve) {
    return UCGO_ENTRY(sign)(private_key, message_hash, hash_size, signature, curve, UCGO_ENTRY_WS);
}

int uECC_sign_deterministic(const uint8_t *private_key,
                            const uint8_t *message_hash,
                            unsigned hash_size,
                            const uECC_HashContext *hash_context,
                            uint8_t *signature,
                            uECC_Curve curve) {
    return UCGO_ENTRY(sign_deterministic)(private_key, message_hash, hash_size, hash_context, signature, curve,
                                          UCGO_ENTRY_WS);
}

#if !uECC_VLI_NATIVE_LITTLE_ENDIAN
int uECC_sign_recoverable(const uint8_t *private_key,
                          const uint8_t *message_hash,
                          unsigned hash_size,
                          uint8_t *signature,
                          uint8_t *recovery_id,
                          uECC_Curve curve) {
    return UCGO_ENTRY(sign_recoverable)(private_key, message_hash, hash_size, signature, recovery_id, curve,
                                        UCGO_ENTRY_WS);
}
#endif
