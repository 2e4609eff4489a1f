# mk/java.mk: the JVM binding (docs/JVM.md). Included by the top-level Makefile.
#
#   make java        build/java/uecc.jar (org.uecc.Curve, org.uecc.Uecc and
#                    this platform's libuecc_jni.so as a resource) and
#                    build/java/libuecc_jni.so
#   make test-java   tests/java/UeccTest.java on every JDK found (JAVA_HOMES),
#                    under -Xcheck:jni, with and without libjsig.so preloaded,
#                    and once loading the library from the jar
#   make bench-java  the cost of a call from Java beside the same call from C
#   make android     scripts/build-android.sh: the four Android ABIs (needs
#                    ANDROID_NDK_HOME)

# Keep the includer's default goal.
uecc_java_mk_goal := $(.DEFAULT_GOAL)

# The JDK that builds: the one whose javac is on PATH, or JAVA_HOME.
JAVA_HOME ?= $(patsubst %/bin/javac,%,$(realpath $(shell command -v javac 2>/dev/null)))
JAVAC := $(JAVA_HOME)/bin/javac
JAR   := $(JAVA_HOME)/bin/jar
# Every JDK the tests run on: each under /usr/lib/jvm (OpenJDK 17 from
# scripts/install-deps.sh; any other installed, such as Temurin), once each.
JAVA_HOMES ?= $(sort $(foreach j,$(wildcard /usr/lib/jvm/*/bin/java),$(realpath $(dir $(j))..)))

JB := $(B)/java
JNI_LIB := $(JB)/libuecc_jni.so
UECC_JAR := $(JB)/uecc.jar
JAVA_SRC := $(wildcard java/src/org/uecc/*.java)
# The jar's copy of the library, for System.load when java.library.path
# does not have it (NativeLibrary.resourceName: os.name-os.arch).
JNI_RESOURCE := org/uecc/native/linux-$(subst amd64,x86_64,$(shell $(GO) env GOARCH 2>/dev/null | sed 's/arm64/aarch64/'))

.PHONY: java test-java bench-java android android-abi

java: $(UECC_JAR) $(JNI_LIB)

# What compiles java/jni/uecc_jni.c: the headers, the JDK's jni.h and the
# declarations javac -h writes.
JNI_CFLAGS = -Iinclude -I$(JB)/include -I$(JAVA_HOME)/include -I$(JAVA_HOME)/include/linux

# How libuecc_jni.so is linked, on Linux and Android: sigaction wrapped (the
# Go runtime's signal changes refused, java/jni/uecc_jni.c), only the native
# methods and JNI_OnLoad exported, stripped.
JNI_LDFLAGS := -Wl,--wrap=sigaction -Wl,--version-script=java/jni/uecc_jni.map -Wl,-soname,libuecc_jni.so \
  -Wl,-z,noexecstack -s

# The classes (Java 8, which Android's toolchain takes) and the JNI header
# that the C code is compiled against, so that a native method whose
# signature changed does not compile.
$(JB)/classes.stamp: $(JAVA_SRC)
	@test -x "$(JAVAC)" || { echo "make java: no javac (JAVA_HOME=$(JAVA_HOME)): run scripts/install-deps.sh"; exit 1; }
	@rm -rf $(JB)/classes $(JB)/include && mkdir -p $(JB)/classes $(JB)/include
	$(JAVAC) --release 8 -Xlint:all,-options -Xdoclint:all/protected -Xdoclint:-missing -Werror -d $(JB)/classes -h $(JB)/include $(JAVA_SRC)
	@touch $@

# libuecc.a's one object (the Go runtime and the C API, only uECC names
# global) and the JNI code, exporting only the native methods and JNI_OnLoad.
$(JNI_LIB): java/jni/uecc_jni.c java/jni/uecc_jni.map $(JB)/classes.stamp $(LIB_A)
	$(CC) $(C_WARN) -O2 -fPIC -shared $(JNI_CFLAGS) -o $@ java/jni/uecc_jni.c -L$(B) -luecc -lpthread \
	  $(JNI_LDFLAGS)
	@echo "built $@"

$(UECC_JAR): $(JB)/classes.stamp $(JNI_LIB)
	@rm -rf $(JB)/jar && mkdir -p $(JB)/jar/$(JNI_RESOURCE)
	cp -r $(JB)/classes/org $(JB)/jar/
	cp $(JNI_LIB) $(JB)/jar/$(JNI_RESOURCE)/
	$(JAR) --create --file $@ -C $(JB)/jar .
	@echo "built $@"

## Tests ---------------------------------------------------------------------

JAVA_TEST_DATA := $(JB)/test-data.txt
$(JAVA_TEST_DATA): $(VECTORS_SRC) tests/javagen/main.go $(LIB_DEPS)
	@mkdir -p $(JB)
	$(GO) run ./tests/javagen -o $@

$(JB)/test-classes.stamp: tests/java/UeccTest.java bench/java/Bench.java $(JB)/classes.stamp
	@rm -rf $(JB)/test-classes && mkdir -p $(JB)/test-classes
	$(JAVAC) -Xlint:all -Werror -cp $(JB)/classes -d $(JB)/test-classes tests/java/UeccTest.java bench/java/Bench.java
	@touch $@

$(JB)/dispositions: tests/java/dispositions.c
	@mkdir -p $(JB)
	$(CC) $(C_WARN) -O2 -o $@ $< -ldl

# The native methods with a JNIEnv of the test's own, linked as
# libuecc_jni.so is.
$(JB)/native_test: tests/java/native_test.c tests/java/fakejni.c tests/java/fakejni.h java/jni/uecc_jni.c $(TEST_C_SRC) $(TEST_C_HDR) \
  $(JB)/classes.stamp $(LIB_A)
	$(CC) $(C_WARN) -O2 $(JNI_CFLAGS) -Itests/c -o $@ \
	  tests/java/native_test.c tests/java/fakejni.c java/jni/uecc_jni.c tests/c/check.c -L$(B) -luecc -lpthread -Wl,--wrap=sigaction

# The JNI library with secp256k1 alone (UECC_CURVES, docs/C-API.md), built
# by a make of its own in $(JB)/subset: the other curves must throw.
JAVA_SUBSET := $(JB)/subset
$(JAVA_SUBSET)/java/libuecc_jni.so: $(LIB_DEPS) java/jni/uecc_jni.c java/jni/uecc_jni.map $(JAVA_SRC)
	$(MAKE) --no-print-directory B=$(JAVA_SUBSET) UECC_CURVES=secp256k1 $@

test-java: java $(JAVA_TEST_DATA) $(JB)/test-classes.stamp $(JB)/dispositions $(JB)/native_test $(JAVA_SUBSET)/java/libuecc_jni.so
	bash tests/java/run.sh $(JB) $(JAVA_HOMES)

# C and Java alternate BENCH_ROUNDS times (mk/c.mk) and the best time of
# each call counts; tests/java/benchcmp.sh prints them side by side.
bench-java: java $(JB)/test-classes.stamp $(B)/tests/bench
	@rm -f $(JB)/bench-c.txt $(JB)/bench-java.txt
	@for r in $$(seq $(BENCH_ROUNDS)); do \
	  echo "bench-java: round $$r of $(BENCH_ROUNDS): C through libuecc.a, then the same calls from Java"; \
	  UECC_BENCH_MS=60 $(B)/tests/bench >> $(JB)/bench-c.txt || exit 1; \
	  $(JAVA_HOME)/bin/java -Djava.library.path=$(JB) -cp $(UECC_JAR):$(JB)/test-classes Bench 60 >> $(JB)/bench-java.txt || exit 1; \
	done
	@{ bash tests/java/benchcmp.sh $(JB)/bench-c.txt $(JB)/bench-java.txt; grep '^bench-java-\(thread\|batch\)' $(JB)/bench-java.txt; } | tee $(JB)/bench-cmp.txt

## Android ------------------------------------------------------------------

android:
	bash scripts/build-android.sh

# One Android ABI, as scripts/build-android.sh calls it with the NDK's
# clang (ANDROID_CC) and LLVM tools (ANDROID_TOOLS: the prefix of ar, ld,
# nm and objcopy): the c-archive of ./capi for GOOS=android, merged as
# libuecc.a is (mk/c.mk's merge_archive), and the JNI library linked
# against it, into $(B)/android/<abi>. jni.h comes from the NDK's sysroot;
# liblog is what the Go runtime's cgo layer writes its crash messages to on
# Android.
ANDROID_ABI_B = $(B)/android/$(ANDROID_ABI)
android-abi: $(JB)/classes.stamp
	@test -n "$(ANDROID_ABI)" -a -n "$(ANDROID_GOARCH)" -a -n "$(ANDROID_CC)" -a -n "$(ANDROID_TOOLS)" || \
	  { echo "android-abi: run scripts/build-android.sh"; exit 1; }
	@mkdir -p $(ANDROID_ABI_B)
	CGO_ENABLED=1 GOOS=android GOARCH=$(ANDROID_GOARCH) $(if $(ANDROID_GOARM),GOARM=$(ANDROID_GOARM)) $(CAPI_ENV) CC=$(ANDROID_CC) \
	  $(GO) build -trimpath -tags $(CAPI_TAGS) -buildmode=c-archive -ldflags '$(CAPI_X)' -o $(ANDROID_ABI_B)/libuecc_go.a ./capi
	$(call merge_archive,$(ANDROID_TOOLS),$(ANDROID_ABI_B),$(ANDROID_ABI_B)/libuecc.a)
	$(ANDROID_CC) $(C_WARN) -O2 -fPIC -shared -Iinclude -I$(JB)/include -o $(ANDROID_ABI_B)/libuecc_jni.so \
	  java/jni/uecc_jni.c $(ANDROID_ABI_B)/libuecc.a -llog \
	  $(JNI_LDFLAGS)
	@echo "built $(ANDROID_ABI_B)/libuecc_jni.so"

# An empty .DEFAULT_GOAL lets the next target the includer defines be the default.
.DEFAULT_GOAL := $(uecc_java_mk_goal)
