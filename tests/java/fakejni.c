/* fakejni.c: the JNIEnv of fakejni.h. */
#include "fakejni.h"

#include <stdlib.h>
#include <string.h>

int fake_region_errors;
static int pending;

int fake_pending(void) { return pending; }

void fake_clear(void) {
    pending = 0;
    fake_region_errors = 0;
}

static jsize JNICALL get_array_length(JNIEnv *env, jarray a) {
    (void)env;
    return ((struct fake_array *)(void *)a)->length;
}

/* in_bounds makes an exception pending, as a JVM would, for a region out of
 * the array's bounds. */
static int in_bounds(const struct fake_array *a, jsize start, jsize n) {
    if (start < 0 || n < 0 || start > a->length - n) {
        pending = 1;
        fake_region_errors++;
        return 0;
    }
    return 1;
}

static void JNICALL get_region(JNIEnv *env, jbyteArray array, jsize start, jsize n, jbyte *buf) {
    struct fake_array *a = (struct fake_array *)(void *)array;
    (void)env;
    if (in_bounds(a, start, n)) {
        memcpy(buf, a->bytes + start, (size_t)n);
    }
}

static void JNICALL set_region(JNIEnv *env, jbyteArray array, jsize start, jsize n, const jbyte *buf) {
    struct fake_array *a = (struct fake_array *)(void *)array;
    (void)env;
    if (in_bounds(a, start, n)) {
        memcpy(a->bytes + start, buf, (size_t)n);
    }
}

static jboolean JNICALL exception_check(JNIEnv *env) {
    (void)env;
    return pending ? JNI_TRUE : JNI_FALSE;
}

static struct JNINativeInterface_ functions = {
    .GetArrayLength = get_array_length,
    .GetByteArrayRegion = get_region,
    .SetByteArrayRegion = set_region,
    .ExceptionCheck = exception_check,
};
static JNIEnv env_value = &functions;
JNIEnv *fake_env = &env_value;

struct fake_array *fake_array_new(jsize n, uint8_t fill) {
    struct fake_array *a = malloc(sizeof *a);
    if (a == NULL || (a->bytes = malloc(n > 0 ? (size_t)n : 1)) == NULL) {
        abort();
    }
    a->length = n;
    memset(a->bytes, fill, n > 0 ? (size_t)n : 1);
    return a;
}

struct fake_array *fake_array_copy(const uint8_t *b, jsize n) {
    struct fake_array *a = fake_array_new(n, 0);
    memcpy(a->bytes, b, (size_t)n);
    return a;
}

void fake_array_free(struct fake_array *a) {
    if (a != NULL) {
        free(a->bytes);
        free(a);
    }
}
