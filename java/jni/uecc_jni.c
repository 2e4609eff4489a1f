/* The native methods of org.uecc.Uecc (java/src/org/uecc/Uecc.java) over the
 * library's C API (include/uECC.h, include/uECC_ext.h). Linked with
 * libuecc.a into libuecc_jni.so, which exports only these methods and
 * JNI_OnLoad.
 *
 * Each method copies its inputs out of the Java arrays into buffers of its
 * own, calls the C function, and copies the results into the output arrays
 * only when it succeeded: no Java array is pinned or borrowed while the
 * library runs, so the garbage collector is never held up. Private keys are
 * wiped from those buffers before returning. The Java side checks nulls and
 * lengths and turns results into exceptions; the checks here only make sure
 * that no argument can make this code read or write out of bounds. No method
 * throws, and every JNI call that can throw is followed by ExceptionCheck,
 * so -Xcheck:jni has nothing to report.
 *
 * The JVM's signal handlers stay as the JVM set them (below, and
 * docs/JVM.md).
 */
#define _GNU_SOURCE 1
#include <jni.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>

#include "org_uecc_Uecc.h" /* javac -h: the methods' declarations */
#include "uECC.h"
#include "uECC_ext.h"

/* Results (Uecc.java's constants). */
enum { OK = 1, FAILED = 0, BAD_ARGUMENTS = -1, CURVE_NOT_BUILT = -2, NO_MEMORY = -3 };

/* The largest sizes of any curve (secp521r1's). */
enum { MAX_PRIVATE = 66, MAX_PUBLIC = 132, MAX_SIGNATURE = 132, MAX_DER = 141, SCHNORR = 32 };

/* Messages up to this size are copied to the stack; longer ones to the heap. */
enum { STACK_MESSAGE = 1024 };

/* curve_of returns the handle of Curve.values()[ordinal], or NULL if this
 * build of the library leaves that curve out (or the ordinal is unknown). */
static uECC_Curve curve_of(jint ordinal) {
    switch (ordinal) {
    case 0: return uECC_secp160r1();
    case 1: return uECC_secp192r1();
    case 2: return uECC_secp224r1();
    case 3: return uECC_secp256r1();
    case 4: return uECC_secp256k1();
    case 5: return uECC_secp384r1();
    case 6: return uECC_secp521r1();
    default: return NULL;
    }
}

static jsize private_size(uECC_Curve c) { return (jsize)uECC_curve_private_key_size(c); }
static jsize public_size(uECC_Curve c) { return (jsize)uECC_curve_public_key_size(c); }
static jsize coordinate_size(uECC_Curve c) { return public_size(c) / 2; }

/* wipe clears a buffer that held a secret; the volatile stores are not
 * removed by the compiler as dead. */
static void wipe(void *buf, size_t n) {
    volatile uint8_t *p = buf;
    while (n--) {
        *p++ = 0;
    }
}

/* get copies array, which must be exactly n bytes long, into buf. */
static int get(JNIEnv *env, jbyteArray array, uint8_t *buf, jsize n) {
    if (array == NULL || (*env)->GetArrayLength(env, array) != n) {
        return 0;
    }
    (*env)->GetByteArrayRegion(env, array, 0, n, (jbyte *)buf);
    return !(*env)->ExceptionCheck(env);
}

/* get_prefix copies the first min(length, max) bytes of array into buf and
 * returns how many, or -1. The C functions read no more of a hash than the
 * private key's size, so this prefix gives them the same integer. */
static jsize get_prefix(JNIEnv *env, jbyteArray array, uint8_t *buf, jsize max) {
    if (array == NULL) {
        return -1;
    }
    jsize n = (*env)->GetArrayLength(env, array);
    if (n > max) {
        n = max;
    }
    (*env)->GetByteArrayRegion(env, array, 0, n, (jbyte *)buf);
    return (*env)->ExceptionCheck(env) ? -1 : n;
}

/* put copies n bytes of buf into array, which must be exactly n bytes long. */
static int put(JNIEnv *env, jbyteArray array, const uint8_t *buf, jsize n) {
    if (array == NULL || (*env)->GetArrayLength(env, array) != n) {
        return 0;
    }
    (*env)->SetByteArrayRegion(env, array, 0, n, (const jbyte *)buf);
    return !(*env)->ExceptionCheck(env);
}

/* put_result passes on r, a C function's result, having copied n bytes of
 * buf into array (as put does) if r is OK. */
static jint put_result(JNIEnv *env, jint r, jbyteArray array, const uint8_t *buf, jsize n) {
    if (r == OK && !put(env, array, buf, n)) {
        return BAD_ARGUMENTS;
    }
    return r;
}

/* has_room says whether array can hold n bytes (checked before a C call
 * whose result would otherwise be lost). */
static int has_room(JNIEnv *env, jbyteArray array, jsize n) {
    return array != NULL && (*env)->GetArrayLength(env, array) == n;
}

/* A message (BIP-340 signs messages of any length): on the stack when it is
 * short, on the heap otherwise. */
struct message {
    uint8_t small[STACK_MESSAGE];
    uint8_t *bytes;
    jsize size;
};

static int get_message(JNIEnv *env, jbyteArray array, struct message *m) {
    m->bytes = m->small;
    m->size = 0;
    if (array == NULL) {
        return BAD_ARGUMENTS;
    }
    m->size = (*env)->GetArrayLength(env, array);
    if (m->size > STACK_MESSAGE && (m->bytes = malloc((size_t)m->size)) == NULL) {
        return NO_MEMORY;
    }
    (*env)->GetByteArrayRegion(env, array, 0, m->size, (jbyte *)m->bytes);
    return (*env)->ExceptionCheck(env) ? BAD_ARGUMENTS : OK;
}

/* free_message frees what get_message took, whatever it returned. */
static void free_message(struct message *m) {
    if (m->bytes != m->small) {
        free(m->bytes);
    }
}

/* The JVM's signal handlers stay as the JVM set them. The Go runtime's
 * initialiser, which runs when the library is loaded, installs handlers of
 * its own for SIGSEGV, SIGBUS, SIGFPE, SIGPIPE and SIGURG and adds
 * SA_ONSTACK to every handler already there (the JVM's SIGILL, SIGUSR2,
 * SIGXFSZ, SIGHUP, SIGINT, SIGTERM and SIGQUIT among them); a JVM under
 * -Xcheck:jni then warns that its handlers were modified. Two measures:
 *
 * - Where the runtime changes dispositions through the C library's
 *   sigaction (cgo's, on 64-bit Linux and Android), the link wraps sigaction
 *   (mk/java.mk: -Wl,--wrap=sigaction) and every change the library asks for
 *   is refused but for the library's own mark, SIGSTKFLT (capi/signals.c),
 *   which no JVM uses: the call reports success and the disposition it
 *   found. The runtime then believes it handles those signals, as under the
 *   JDK's libjsig.
 * - Where the runtime makes the system call itself (32-bit ARM and x86),
 *   save_jvm_handlers reads every disposition before the runtime's
 *   initialiser runs (an .init_array entry of priority 99, ahead of
 *   libuecc.a's 100; GCC reserves constructor priorities up to 100 and would
 *   refuse 99 in an attribute), and JNI_OnLoad puts each back but the mark.
 *
 * So the JVM's faults (implicit null checks, safepoint polls, stack
 * banging) reach its handlers directly. A fault in the library's Go code,
 * a bug, then reaches the JVM's handler too, which reports a fatal error. */
int __real_sigaction(int sig, const struct sigaction *act, struct sigaction *old);
int __wrap_sigaction(int sig, const struct sigaction *act, struct sigaction *old);

int __wrap_sigaction(int sig, const struct sigaction *act, struct sigaction *old) {
    if (act == NULL || sig == SIGSTKFLT) {
        return __real_sigaction(sig, act, old);
    }
    return __real_sigaction(sig, NULL, old);
}

enum { SIGNALS = 65 };
static struct sigaction jvm_handlers[SIGNALS];
static unsigned char jvm_handler_saved[SIGNALS];

static void save_jvm_handlers(void) {
    int sig;
    for (sig = 1; sig < SIGNALS; sig++) {
        jvm_handler_saved[sig] = __real_sigaction(sig, NULL, &jvm_handlers[sig]) == 0;
    }
}

__attribute__((used, section(".init_array.00099"))) static void (*const save_jvm_handlers_entry)(void) =
    save_jvm_handlers;

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
    int sig;
    (void)vm;
    (void)reserved;
    for (sig = 1; sig < SIGNALS; sig++) {
        if (jvm_handler_saved[sig] && sig != SIGSTKFLT && sig != SIGKILL && sig != SIGSTOP) {
            __real_sigaction(sig, &jvm_handlers[sig], NULL);
        }
    }
    return JNI_VERSION_1_6;
}

JNIEXPORT jint JNICALL Java_org_uecc_Uecc_nMakeKey(JNIEnv *env, jclass cls, jint curve, jbyteArray jpub,
                                                    jbyteArray jpriv) {
    (void)cls;
    uECC_Curve c = curve_of(curve);
    uint8_t pub[MAX_PUBLIC], priv[MAX_PRIVATE];
    if (c == NULL) {
        return CURVE_NOT_BUILT;
    }
    if (!has_room(env, jpub, public_size(c)) || !has_room(env, jpriv, private_size(c))) {
        return BAD_ARGUMENTS;
    }
    jint r = uECC_make_key(pub, priv, c);
    if (r == OK && (!put(env, jpub, pub, public_size(c)) || !put(env, jpriv, priv, private_size(c)))) {
        r = BAD_ARGUMENTS;
    }
    wipe(priv, sizeof priv);
    return r;
}

JNIEXPORT jint JNICALL Java_org_uecc_Uecc_nComputePublicKey(JNIEnv *env, jclass cls, jint curve, jbyteArray jpriv,
                                                             jbyteArray jpub) {
    (void)cls;
    uECC_Curve c = curve_of(curve);
    uint8_t pub[MAX_PUBLIC], priv[MAX_PRIVATE];
    if (c == NULL) {
        return CURVE_NOT_BUILT;
    }
    if (!has_room(env, jpub, public_size(c)) || !get(env, jpriv, priv, private_size(c))) {
        return BAD_ARGUMENTS;
    }
    jint r = uECC_compute_public_key(priv, pub, c);
    wipe(priv, sizeof priv);
    return put_result(env, r, jpub, pub, public_size(c));
}

JNIEXPORT jint JNICALL Java_org_uecc_Uecc_nSharedSecret(JNIEnv *env, jclass cls, jint curve, jbyteArray jpub,
                                                         jbyteArray jpriv, jbyteArray jsecret) {
    (void)cls;
    uECC_Curve c = curve_of(curve);
    uint8_t pub[MAX_PUBLIC], priv[MAX_PRIVATE], secret[MAX_PUBLIC / 2];
    if (c == NULL) {
        return CURVE_NOT_BUILT;
    }
    if (!has_room(env, jsecret, coordinate_size(c)) || !get(env, jpub, pub, public_size(c)) ||
        !get(env, jpriv, priv, private_size(c))) {
        wipe(priv, sizeof priv);
        return BAD_ARGUMENTS;
    }
    jint r = uECC_shared_secret(pub, priv, secret, c);
    wipe(priv, sizeof priv);
    r = put_result(env, r, jsecret, secret, coordinate_size(c));
    wipe(secret, sizeof secret);
    return r;
}

JNIEXPORT jint JNICALL Java_org_uecc_Uecc_nSign(JNIEnv *env, jclass cls, jint curve, jbyteArray jpriv,
                                                 jbyteArray jhash, jbyteArray jsig) {
    (void)cls;
    uECC_Curve c = curve_of(curve);
    uint8_t priv[MAX_PRIVATE], hash[MAX_PRIVATE], sig[MAX_SIGNATURE];
    jsize hash_size;
    if (c == NULL) {
        return CURVE_NOT_BUILT;
    }
    if (!has_room(env, jsig, public_size(c)) || (hash_size = get_prefix(env, jhash, hash, private_size(c))) < 0 ||
        !get(env, jpriv, priv, private_size(c))) {
        wipe(priv, sizeof priv);
        return BAD_ARGUMENTS;
    }
    jint r = uECC_sign_hedged(priv, hash, (unsigned)hash_size, sig, c);
    wipe(priv, sizeof priv);
    return put_result(env, r, jsig, sig, public_size(c));
}

/* The most hashes one nSignBatch takes (Uecc.java's SIGN_BATCH): its copies
 * of them and of their signatures, at most 50 KB, come from the heap. */
enum { MAX_BATCH = 256 };

/* nSignBatch signs count hashes of hash_size bytes each (hash_size at most
 * the private key's size: Uecc.java passes each hash's leftmost bytes),
 * laid end to end in jhashes, into count signatures end to end in jsigs;
 * count is jsigs' length over the signature size, at most MAX_BATCH. */
JNIEXPORT jint JNICALL Java_org_uecc_Uecc_nSignBatch(JNIEnv *env, jclass cls, jint curve, jbyteArray jpriv,
                                                      jbyteArray jhashes, jint hash_size, jbyteArray jsigs) {
    (void)cls;
    uECC_Curve c = curve_of(curve);
    uint8_t priv[MAX_PRIVATE], *hashes, *sigs;
    jsize count, sigs_size;
    jint r;
    if (c == NULL) {
        return CURVE_NOT_BUILT;
    }
    if (jsigs == NULL || jhashes == NULL || hash_size < 0 || hash_size > private_size(c)) {
        return BAD_ARGUMENTS;
    }
    sigs_size = (*env)->GetArrayLength(env, jsigs);
    count = sigs_size / public_size(c);
    if (sigs_size % public_size(c) != 0 || count > MAX_BATCH ||
        (*env)->GetArrayLength(env, jhashes) != count * hash_size) {
        return BAD_ARGUMENTS;
    }
    hashes = malloc((size_t)(count * hash_size) + 1);
    sigs = malloc((size_t)sigs_size + 1);
    if (hashes == NULL || sigs == NULL) {
        free(hashes);
        free(sigs);
        return NO_MEMORY;
    }
    (*env)->GetByteArrayRegion(env, jhashes, 0, count * hash_size, (jbyte *)hashes);
    if ((*env)->ExceptionCheck(env) || !get(env, jpriv, priv, private_size(c))) {
        r = BAD_ARGUMENTS;
    } else {
        r = uECC_sign_hedged_batch(priv, hashes, (unsigned)hash_size, (unsigned)count, sigs, c);
        r = put_result(env, r, jsigs, sigs, sigs_size);
    }
    wipe(priv, sizeof priv);
    free(hashes);
    free(sigs);
    return r;
}

JNIEXPORT jint JNICALL Java_org_uecc_Uecc_nVerify(JNIEnv *env, jclass cls, jint curve, jbyteArray jpub,
                                                   jbyteArray jhash, jbyteArray jsig) {
    (void)cls;
    uECC_Curve c = curve_of(curve);
    uint8_t pub[MAX_PUBLIC], hash[MAX_PRIVATE], sig[MAX_SIGNATURE];
    jsize hash_size;
    if (c == NULL) {
        return CURVE_NOT_BUILT;
    }
    if (!get(env, jpub, pub, public_size(c)) || (hash_size = get_prefix(env, jhash, hash, private_size(c))) < 0 ||
        !get(env, jsig, sig, public_size(c))) {
        return BAD_ARGUMENTS;
    }
    return uECC_verify(pub, hash, (unsigned)hash_size, sig, c);
}

JNIEXPORT jint JNICALL Java_org_uecc_Uecc_nSignRecoverable(JNIEnv *env, jclass cls, jint curve, jbyteArray jpriv,
                                                            jbyteArray jhash, jbyteArray jsig) {
    (void)cls;
    uECC_Curve c = curve_of(curve);
    uint8_t priv[MAX_PRIVATE], hash[MAX_PRIVATE], sig[MAX_SIGNATURE + 1];
    jsize hash_size;
    if (c == NULL) {
        return CURVE_NOT_BUILT;
    }
    if (!has_room(env, jsig, public_size(c) + 1) ||
        (hash_size = get_prefix(env, jhash, hash, private_size(c))) < 0 || !get(env, jpriv, priv, private_size(c))) {
        wipe(priv, sizeof priv);
        return BAD_ARGUMENTS;
    }
    jint r = uECC_sign_recoverable(priv, hash, (unsigned)hash_size, sig, &sig[public_size(c)], c);
    wipe(priv, sizeof priv);
    return put_result(env, r, jsig, sig, public_size(c) + 1);
}

JNIEXPORT jint JNICALL Java_org_uecc_Uecc_nRecoverPublicKey(JNIEnv *env, jclass cls, jint curve, jbyteArray jhash,
                                                             jbyteArray jsig, jbyteArray jpub) {
    (void)cls;
    uECC_Curve c = curve_of(curve);
    uint8_t hash[MAX_PRIVATE], sig[MAX_SIGNATURE + 1], pub[MAX_PUBLIC];
    jsize hash_size;
    if (c == NULL) {
        return CURVE_NOT_BUILT;
    }
    if (!has_room(env, jpub, public_size(c)) || (hash_size = get_prefix(env, jhash, hash, private_size(c))) < 0 ||
        !get(env, jsig, sig, public_size(c) + 1)) {
        return BAD_ARGUMENTS;
    }
    jint r = uECC_recover_public_key(hash, (unsigned)hash_size, sig, sig[public_size(c)], pub, c);
    return put_result(env, r, jpub, pub, public_size(c));
}

JNIEXPORT jint JNICALL Java_org_uecc_Uecc_nSignatureToDer(JNIEnv *env, jclass cls, jint curve, jbyteArray jsig,
                                                           jbyteArray jder) {
    (void)cls;
    uECC_Curve c = curve_of(curve);
    uint8_t sig[MAX_SIGNATURE], der[MAX_DER];
    unsigned der_size = sizeof der;
    if (c == NULL) {
        return CURVE_NOT_BUILT;
    }
    if (!has_room(env, jder, MAX_DER) || !get(env, jsig, sig, public_size(c))) {
        return BAD_ARGUMENTS;
    }
    if (uECC_signature_to_der(sig, der, &der_size, c) != OK) {
        return FAILED;
    }
    (*env)->SetByteArrayRegion(env, jder, 0, (jsize)der_size, (const jbyte *)der);
    return (*env)->ExceptionCheck(env) ? BAD_ARGUMENTS : (jint)der_size;
}

JNIEXPORT jint JNICALL Java_org_uecc_Uecc_nSignatureFromDer(JNIEnv *env, jclass cls, jint curve, jbyteArray jder,
                                                             jbyteArray jsig) {
    (void)cls;
    uECC_Curve c = curve_of(curve);
    uint8_t der[MAX_DER], sig[MAX_SIGNATURE];
    jsize der_size;
    if (c == NULL) {
        return CURVE_NOT_BUILT;
    }
    if (!has_room(env, jsig, public_size(c)) || jder == NULL ||
        (der_size = (*env)->GetArrayLength(env, jder)) > MAX_DER || get_prefix(env, jder, der, MAX_DER) != der_size) {
        return BAD_ARGUMENTS;
    }
    jint r = uECC_signature_from_der(der, (unsigned)der_size, sig, c);
    return put_result(env, r, jsig, sig, public_size(c));
}

JNIEXPORT jint JNICALL Java_org_uecc_Uecc_nCompress(JNIEnv *env, jclass cls, jint curve, jbyteArray jpub,
                                                     jbyteArray jcompressed) {
    (void)cls;
    uECC_Curve c = curve_of(curve);
    uint8_t pub[MAX_PUBLIC], compressed[MAX_PUBLIC / 2 + 1];
    if (c == NULL) {
        return CURVE_NOT_BUILT;
    }
    if (!has_room(env, jcompressed, coordinate_size(c) + 1) || !get(env, jpub, pub, public_size(c))) {
        return BAD_ARGUMENTS;
    }
    /* uECC_compress, as micro-ecc's, compresses any X and Y: only points of
     * the curve are given to it here. */
    if (!uECC_valid_public_key(pub, c)) {
        return FAILED;
    }
    uECC_compress(pub, compressed, c);
    return put(env, jcompressed, compressed, coordinate_size(c) + 1) ? OK : BAD_ARGUMENTS;
}

JNIEXPORT jint JNICALL Java_org_uecc_Uecc_nDecompress(JNIEnv *env, jclass cls, jint curve, jbyteArray jcompressed,
                                                       jbyteArray jpub) {
    (void)cls;
    uECC_Curve c = curve_of(curve);
    uint8_t compressed[MAX_PUBLIC / 2 + 1], pub[MAX_PUBLIC];
    if (c == NULL) {
        return CURVE_NOT_BUILT;
    }
    if (!has_room(env, jpub, public_size(c)) || !get(env, jcompressed, compressed, coordinate_size(c) + 1)) {
        return BAD_ARGUMENTS;
    }
    /* An invalid encoding decompresses to all zeros, which is not a point. */
    uECC_decompress(compressed, pub, c);
    if (!uECC_valid_public_key(pub, c)) {
        return FAILED;
    }
    return put(env, jpub, pub, public_size(c)) ? OK : BAD_ARGUMENTS;
}

JNIEXPORT jint JNICALL Java_org_uecc_Uecc_nValidPublicKey(JNIEnv *env, jclass cls, jint curve, jbyteArray jpub) {
    (void)cls;
    uECC_Curve c = curve_of(curve);
    uint8_t pub[MAX_PUBLIC];
    if (c == NULL) {
        return CURVE_NOT_BUILT;
    }
    if (!get(env, jpub, pub, public_size(c))) {
        return BAD_ARGUMENTS;
    }
    return uECC_valid_public_key(pub, c);
}

JNIEXPORT jint JNICALL Java_org_uecc_Uecc_nSchnorrPublicKey(JNIEnv *env, jclass cls, jbyteArray jpriv,
                                                             jbyteArray jx) {
    (void)cls;
    uint8_t priv[SCHNORR], x[SCHNORR];
    if (uECC_secp256k1() == NULL) {
        return CURVE_NOT_BUILT;
    }
    if (!has_room(env, jx, SCHNORR) || !get(env, jpriv, priv, SCHNORR)) {
        wipe(priv, sizeof priv);
        return BAD_ARGUMENTS;
    }
    jint r = uECC_schnorr_public_key(priv, x);
    wipe(priv, sizeof priv);
    return put_result(env, r, jx, x, SCHNORR);
}

JNIEXPORT jint JNICALL Java_org_uecc_Uecc_nSchnorrSign(JNIEnv *env, jclass cls, jbyteArray jpriv, jbyteArray jmsg,
                                                        jbyteArray jaux, jbyteArray jsig) {
    (void)cls;
    uint8_t priv[SCHNORR], aux[SCHNORR], sig[2 * SCHNORR];
    struct message m;
    if (uECC_secp256k1() == NULL) {
        return CURVE_NOT_BUILT;
    }
    if (!has_room(env, jsig, 2 * SCHNORR) || (jaux != NULL && !get(env, jaux, aux, SCHNORR)) ||
        !get(env, jpriv, priv, SCHNORR)) {
        wipe(priv, sizeof priv);
        return BAD_ARGUMENTS;
    }
    jint r = get_message(env, jmsg, &m);
    if (r == OK) {
        r = uECC_schnorr_sign(priv, m.bytes, (unsigned)m.size, jaux != NULL ? aux : NULL, sig);
    }
    free_message(&m);
    wipe(priv, sizeof priv);
    return put_result(env, r, jsig, sig, 2 * SCHNORR);
}

JNIEXPORT jint JNICALL Java_org_uecc_Uecc_nSchnorrVerify(JNIEnv *env, jclass cls, jbyteArray jx, jbyteArray jmsg,
                                                          jbyteArray jsig) {
    (void)cls;
    uint8_t x[SCHNORR], sig[2 * SCHNORR];
    struct message m;
    if (uECC_secp256k1() == NULL) {
        return CURVE_NOT_BUILT;
    }
    if (!get(env, jx, x, SCHNORR) || !get(env, jsig, sig, 2 * SCHNORR)) {
        return BAD_ARGUMENTS;
    }
    jint r = get_message(env, jmsg, &m);
    if (r == OK) {
        r = uECC_schnorr_verify(x, m.bytes, (unsigned)m.size, sig);
    }
    free_message(&m);
    return r;
}
