/* microecc_rename.h: force-included (-include) when mk/bench.mk compiles
 * micro-ecc's uECC.c for `make bench-peers MICROECC_DIR=…`, so that every
 * public name of micro-ecc's uECC.h becomes mecc_* and links beside
 * libuecc.a's uECC_* in one process (bench/c/peers.c declares them). */
#define uECC_set_rng mecc_set_rng
#define uECC_get_rng mecc_get_rng
#define uECC_curve_private_key_size mecc_curve_private_key_size
#define uECC_curve_public_key_size mecc_curve_public_key_size
#define uECC_make_key mecc_make_key
#define uECC_shared_secret mecc_shared_secret
#define uECC_compress mecc_compress
#define uECC_decompress mecc_decompress
#define uECC_valid_public_key mecc_valid_public_key
#define uECC_compute_public_key mecc_compute_public_key
#define uECC_sign mecc_sign
#define uECC_sign_deterministic mecc_sign_deterministic
#define uECC_verify mecc_verify
#define uECC_secp160r1 mecc_secp160r1
#define uECC_secp192r1 mecc_secp192r1
#define uECC_secp224r1 mecc_secp224r1
#define uECC_secp256r1 mecc_secp256r1
#define uECC_secp256k1 mecc_secp256k1
#define uECC_Curve_t mecc_Curve_t
