/* fakejni.h: a JNIEnv of a test's own, for calling the native methods of
 * java/jni/uecc_jni.c without a JVM (tests/java/native_test.c, and the
 * constant-time proof's harness, tests/ctgrind/ctgrind.c).
 *
 * Java byte arrays are struct fake_array; the environment has the four JNI
 * functions the native methods call (GetArrayLength, GetByteArrayRegion,
 * SetByteArrayRegion, ExceptionCheck) and NULL for every other, so that a
 * call of any other crashes the test. A region out of an array's bounds
 * makes an exception pending, as in a JVM, and is counted. */
#ifndef FAKEJNI_H
#define FAKEJNI_H

#include <jni.h>
#include <stdint.h>

struct fake_array {
    jsize length;
    uint8_t *bytes;
};

/* The environment to pass to the native methods. */
extern JNIEnv *fake_env;

/* fake_region_errors counts the regions out of bounds since the last
 * fake_clear; fake_pending says whether an exception is pending. */
extern int fake_region_errors;
int fake_pending(void);
void fake_clear(void);

/* fake_array_new returns an array of n bytes, each fill; fake_array_copy one
 * holding the n bytes at b. */
struct fake_array *fake_array_new(jsize n, uint8_t fill);
struct fake_array *fake_array_copy(const uint8_t *b, jsize n);
void fake_array_free(struct fake_array *a);

/* J passes an array to a native method. */
#define J(a) ((jbyteArray)(void *)(a))

#endif
