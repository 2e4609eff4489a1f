/* vectors.h: the test vectors as C data, for tests/c/test_vectors.c.
 * tests/cgen generates the data from every JSON vector file
 * (build/tests/vectors_data.c natively, build/arm/<target>/vectors_data.c
 * for the ARM C runners; make does it); all byte strings are lower-case hex,
 * NULL when absent. */
#ifndef UECC_TEST_VECTORS_H
#define UECC_TEST_VECTORS_H

/* Curve indexes: secp160r1, secp192r1, secp224r1, secp256r1, secp256k1,
 * secp384r1, secp521r1 (tests/vectors' CurveNames, tests/c/check.c). */
#define UCV_NUM_CURVES 7

/* One known answer for one function. */
enum ucv_op {
    UCV_PUBKEY,     /* uECC_compute_public_key(a) -> ret, out */
    UCV_ECDH,       /* uECC_shared_secret(peer b, private a) -> ret, out */
    UCV_VALID,      /* uECC_valid_public_key(a) -> ret */
    UCV_COMPRESS,   /* uECC_compress(a) -> out */
    UCV_DECOMPRESS, /* uECC_decompress(a) -> out (all zeros for an invalid encoding) */
    UCV_SIGN_K,     /* uECC_sign_with_k(private a, hash b, k c) -> ret, out */
    UCV_VERIFY,     /* uECC_verify(public a, hash b, signature c) -> ret */
    UCV_RFC6979,    /* uECC_sign_rfc6979(private a, hash b, SHA-256) -> ret, out */
    UCV_DET         /* uECC_sign_deterministic(private a, hash b, SHA-256) -> ret, out;
                       c = the public key, to verify out */
};

struct ucv_case {
    const char *source; /* file and entry, for messages */
    int curve;
    int op;
    const char *a, *b, *c;
    int ret;
    const char *out;
};

extern const struct ucv_case ucv_cases[];
extern const int ucv_num_cases;

/* microecc_rng_stream.json: one call of micro-ecc with a recorded RNG. */
enum ucv_fn {
    UCV_FN_MAKE_KEY,
    UCV_FN_COMPUTE_PUBLIC_KEY,
    UCV_FN_SHARED_SECRET,
    UCV_FN_SIGN,
    UCV_FN_SIGN_DETERMINISTIC,
    UCV_FN_VERIFY,
    UCV_FN_COMPRESS,
    UCV_FN_DECOMPRESS,
    UCV_FN_VALID_PUBLIC_KEY
};

#define UCV_MODE_STREAM (-1) /* the stream callback is installed */
#define UCV_MODE_NULL (-2)   /* uECC_set_rng(NULL) */
/* mode K >= 0: requests with in-call index >= K return 0 (fail_from_K) */

struct ucv_rng_call {
    const char *source;
    const char *seed; /* the stream: SHA-256(seed || u64be(i)) for i = 0, 1, ... */
    int curve;
    int fn;
    int mode;
    /* inputs */
    const char *private_key, *public_key, *hash, *signature, *compressed;
    int ret; /* -1 for the void functions */
    /* outputs (each buffer starts as 0xaa) */
    const char *out_public_key, *out_private_key, *out_signature, *out_secret, *out_compressed;
    unsigned long offset, consumed; /* stream position at the start; bytes taken */
    const char *requests;           /* request sizes, space separated */
    const char *returned;           /* callback results, space separated, or NULL (all 1) */
};

extern const struct ucv_rng_call ucv_rng_calls[];
extern const int ucv_num_rng_calls;

/* The first 64 bytes of each curve's stream, to test the test's RNG. */
struct ucv_stream {
    const char *seed;
    const char *prefix;
};
extern const struct ucv_stream ucv_streams[];
extern const int ucv_num_streams;

/* The vector files, each once; a case's source starts with its file's name
 * and a space. */
struct ucv_file {
    const char *name; /* relative to tests/vectors */
    int skipped;      /* vectors of the file that are not API calls */
};
extern const struct ucv_file ucv_files[];
extern const int ucv_num_files;

/* The micro-ecc word size (bytes) that the RNG request sizes of
 * ucv_rng_calls are for: that of the machine the test runs on. */
extern const int ucv_word_bytes;

#endif
