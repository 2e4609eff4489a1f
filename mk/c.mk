# mk/c.mk: everything C. Included by the top-level Makefile.
#
#   make lib        build/libuecc.a  (Go c-archive, merged into one object whose
#                   only global symbols are the public uECC names)
#   make lib UECC_CURVES='secp256r1 secp256k1'
#                   the libraries with only those curves (smaller: each curve
#                   left out takes its code with it; docs/C-API.md)
#   make lib UECC_CURVES=all
#                   the libraries with all seven curves: micro-ecc's five
#                   (the default) and secp384r1, secp521r1 (uECC_ext.h)
#   make shared     build/libuecc.so (Go c-shared, same exported names)
#   make pc         build/uecc.pc    (pkg-config file for PREFIX)
#   make demo       build the examples against libuecc.a and run them
#   make abi-check  header <-> capi definitions <-> nm of both libraries
#   make test-c     ABI check, C tests, examples, install + pkg-config check
#   make bench-c    time every operation through libuecc.a and through Go
#   make install PREFIX=/usr/local [DESTDIR=...]

# Keep the includer's default goal (`all`): remember it, restore it at the end.
uecc_c_mk_goal := $(.DEFAULT_GOAL)

CC      ?= cc
GO      ?= go
PREFIX  ?= /usr/local
DESTDIR ?=
UECC_VERSION := 0.1.0

B := build
C_WARN   := -std=c99 -Wall -Wextra -Werror
C_FLAGS  := $(C_WARN) -O2 -Iinclude
LIB_A    := $(B)/libuecc.a
LIB_SO   := $(B)/shared/libuecc.so
UECC_PC  := $(B)/uecc.pc
SYMBOLS  := capi/symbols.txt
HEADERS  := include/uECC.h include/uECC_ext.h include/uECC_vli.h

# Linker settings of every build of ./capi: asynchronous preemption off
# (capi/capi.go says why; the runtime reads godebugDefault at start, and a
# GODEBUG environment variable naming the setting still overrides it).
CAPI_X := -X=runtime.godebugDefault=asyncpreemptoff=1

# The Go runtime of every build of ./capi has Go's classic garbage collector
# where the toolchain still offers it (Go 1.26's opt-out of Green Tea,
# GOEXPERIMENT=nogreenteagc, whose removal Go 1.26's release notes announce
# for Go 1.27; with a toolchain that refuses it the library is built with
# the toolchain's default): the program of `make
# embed-report` is 49 KB smaller, and Green Tea's faster marking has
# nothing to gain on the library's heap (its tables, which hold no pointers,
# and a few KB of scratch); the operations take the same time with either
# (docs/C-API.md, "Size, threads, memory"). `make lib CAPI_GOEXPERIMENT=`
# builds with Go's default.
ifeq ($(origin CAPI_GOEXPERIMENT),undefined)
CAPI_GOEXPERIMENT := $(shell GOEXPERIMENT=nogreenteagc $(GO) env GOEXPERIMENT >/dev/null 2>&1 && echo nogreenteagc)
endif
# capi_goenv(experiments): the environment of a build of ./capi, with the
# caller's GOEXPERIMENT, those experiments and CAPI_GOEXPERIMENT.
capi_goenv = $(if $(strip $(GOEXPERIMENT) $(1) $(CAPI_GOEXPERIMENT)),GOEXPERIMENT=$(subst $(uecc_space),$(uecc_comma),$(strip $(GOEXPERIMENT) $(1) $(CAPI_GOEXPERIMENT))))
CAPI_ENV = $(call capi_goenv)

# Every link of ./capi sends the runtime's pthread_create calls through
# capi/rest.c's wrapper, which records the threads the runtime owns (fork()
# waits until they are all parked). ld -r applies it to the merged object of
# libuecc.a; the program's own pthread_create calls are not affected.
CAPI_WRAP := --wrap=pthread_create

# Build tags of every build of ./capi: uecc_nostdconv leaves out package
# uecc's conversions to crypto/ecdsa and crypto/ecdh keys, which would link
# those packages (and the FIPS 140 module's start-up) into every C program.
# UECC_CURVES names the curves the libraries contain, or is `all` for the
# seven: each one left out adds the tag uecc_no_<name>, which takes its code
# out of the build, and its handle function returns NULL. The tags are kept
# in $(B)/capi-tags, so that changing UECC_CURVES rebuilds the libraries.
#
# Unset, UECC_CURVES is micro-ecc's five (UECC_DEFAULT_CURVES): `make lib`,
# `make install`, the examples and `make embed-report` build and measure the
# library a micro-ecc user replaces, the size of the five curves'
# (secp384r1 and secp521r1 add about 170 KB to every program). The tests
# are another matter: every C test iterates over all seven curves, so the
# goals that run them (UECC_TEST_GOALS: test, test-<anything>, ctgrind, and
# the C benchmarks against the peers, bench-peers and bench-spread) build
# the libraries with UECC_CURVES=all when it is unset, and the tests refuse a
# library with fewer (uecc_all_curves_check). The default library itself is
# tested by test_default (test_subset.c against $(B)/default/libuecc.a,
# built with the default's tags: the two large curves must be NULL and
# their code gone, the five kept) and measured by embed-report. A make that
# runs a test goal and then `make lib` rebuilds the libraries each time (the
# tags differ); nested makes that must build the same libraries get
# UECC_CURVES passed on (install-check).
UECC_ALL_CURVES := secp160r1 secp192r1 secp224r1 secp256r1 secp256k1 secp384r1 secp521r1
UECC_DEFAULT_CURVES := secp160r1 secp192r1 secp224r1 secp256r1 secp256k1
UECC_TEST_GOALS := test test-% ctgrind bench-peers bench-spread
ifeq ($(origin UECC_CURVES),undefined)
UECC_CURVES := $(if $(filter $(UECC_TEST_GOALS),$(MAKECMDGOALS)),all,$(UECC_DEFAULT_CURVES))
endif
# UECC_CURVE_LIST: the curves of UECC_CURVES, `all` expanded.
UECC_CURVE_LIST := $(if $(filter all,$(UECC_CURVES)),$(UECC_ALL_CURVES),$(UECC_CURVES))
ifneq ($(filter-out $(UECC_ALL_CURVES),$(UECC_CURVE_LIST)),)
$(error UECC_CURVES: unknown curve $(filter-out $(UECC_ALL_CURVES),$(UECC_CURVE_LIST)) (the curves are $(UECC_ALL_CURVES), or all))
endif
ifeq ($(strip $(UECC_CURVE_LIST)),)
$(error UECC_CURVES is empty: name at least one of $(UECC_ALL_CURVES), or all)
endif
uecc_comma := ,
uecc_space := $(subst ,, )
# capi_tags(curves): the build tags of the libraries with those curves.
capi_tags = $(subst $(uecc_space),$(uecc_comma),$(strip uecc_nostdconv $(addprefix uecc_no_,$(filter-out $(1),$(UECC_ALL_CURVES)))))
CAPI_TAGS := $(call capi_tags,$(UECC_CURVE_LIST))
# The tests check every curve: they refuse a library built with fewer.
uecc_all_curves_check = @test "$(sort $(UECC_CURVE_LIST))" = "$(sort $(UECC_ALL_CURVES))" || \
  { echo "the tests need the library with all seven curves: run them without UECC_CURVES or with UECC_CURVES=all (test_subset and test_default test smaller ones)"; exit 1; }
CAPI_TAGS_STAMP := $(B)/capi-tags
$(shell mkdir -p $(B) && { echo '$(CAPI_TAGS) $(CAPI_ENV)' | cmp -s - $(CAPI_TAGS_STAMP) || echo '$(CAPI_TAGS) $(CAPI_ENV)' > $(CAPI_TAGS_STAMP); })

# Everything the libraries are built from (Go code of every package, the C
# layer, the headers): any change rebuilds them.
LIB_DEPS := $(shell find uecc internal capi -name '*.go' -not -name '*_test.go' 2>/dev/null) \
            $(wildcard capi/*.c capi/*.h) $(HEADERS) $(SYMBOLS) go.mod go.sum $(CAPI_TAGS_STAMP)

.PHONY: lib shared pc demo abi-check wrap-check raw-archive-check bench-threads test-c test-c-only bench-c install install-check c-header-check FORCE

lib: $(LIB_A)
shared: $(LIB_SO)
pc: $(UECC_PC)

# c-archive -> one relocatable object: C objects first, then go.o (the other
# order crashed aarch64 ld 2.40), -dc so no common symbol stays global
# (x_cgo_inittls with -d alone); then every symbol but the public names is
# made local, so nothing of the Go runtime or cgo can clash with the user's
# program. The initialisers (capi/uecc.c's ucgo_ctor, then the Go runtime's)
# move to .init_array priority 100, ahead of the program's own constructors
# and C++ static initialisers (default priority, or 101 and up): those can
# then call the library, as they can with the shared library, whose
# initialisers run before the program's.
#
#
# The VLI adapters for other word sizes (capi/vli_w1.c, vli_w4.c, vli_w8.c:
# the members that define uECC_vli_add_w1, _w4 or _w8) call public names
# only; each stays a member of its own after uecc.o, so that a static link
# takes it only if the program calls it.
#
# merge_archive(tool prefix, directory holding libuecc_go.a, output archive)
# is that recipe; mk/arm.mk calls it with the cross tools.
define merge_archive
rm -rf $(2)/o $(2)/words && mkdir -p $(2)/o $(2)/words
cd $(2)/o && $(1)ar x ../libuecc_go.a
@test "$$($(1)ar t $(2)/libuecc_go.a | sort | uniq -d)" = "" || { echo "duplicate archive members"; exit 1; }
cd $(2)/o && for m in *.o; do \
  if $(1)nm --defined-only $$m | grep -Eq ' T uECC_vli_add_w[148]$$'; then mv $$m ../words/vli_$$(basename $$m); fi; done
cd $(2)/o && $(1)ld -r -dc $(CAPI_WRAP) -o ../merged.o $$(ls | grep -v '^go\.o$$' | sort) go.o
$(1)objcopy --keep-global-symbols=$(SYMBOLS) --rename-section .init_array=.init_array.00100 $(2)/merged.o $(2)/uecc.o
rm -f $(3) && $(1)ar rcsD $(3) $(2)/uecc.o $$(ls $(2)/words/*.o 2>/dev/null)
@echo "built $(3)"
endef

# capi_archive(work directory, build tags, output archive): the c-archive of
# ./capi with those tags, merged as above.
define capi_archive
@mkdir -p $(1)
$(CAPI_ENV) $(GO) build -trimpath -tags $(2) -buildmode=c-archive -ldflags '$(CAPI_X)' -o $(1)/libuecc_go.a ./capi
$(call merge_archive,,$(1),$(3))
endef

$(LIB_A): $(LIB_DEPS)
	$(call capi_archive,$(B)/archive,$(CAPI_TAGS),$@)

# c-shared with a version script: only the public names are exported, in the
# dynamic and in the static symbol table.
$(B)/uecc.map: $(SYMBOLS)
	@mkdir -p $(B)
	{ echo '{ global:'; sed 's/^\(.*\)$$/  \1;/' $(SYMBOLS); echo '  local: *;'; echo '};'; } > $@

$(LIB_SO): $(LIB_DEPS) $(B)/uecc.map
	$(CAPI_ENV) $(GO) build -trimpath -tags $(CAPI_TAGS) -buildmode=c-shared \
	  -ldflags "$(CAPI_X) -extldflags '-Wl,$(CAPI_WRAP) -Wl,--version-script=$(CURDIR)/$(B)/uecc.map -Wl,-soname,libuecc.so'" \
	  -o $@ ./capi
	rm -f $(B)/shared/libuecc.h
	@echo "built $@"

# write-pc prints the pkg-config file for the prefix $(1).
define write-pc
	{ echo 'prefix=$(1)'; \
	  echo 'exec_prefix=$${prefix}'; \
	  echo 'libdir=$${exec_prefix}/lib'; \
	  echo 'includedir=$${prefix}/include'; \
	  echo; \
	  echo 'Name: uecc'; \
	  echo 'Description: ECDH and ECDSA on secp160r1, secp192r1, secp224r1, secp256r1, secp256k1 (micro-ecc API)'; \
	  echo 'URL: https://github.com/uecc-go/uecc'; \
	  echo 'Version: $(UECC_VERSION)'; \
	  echo 'Cflags: -I$${includedir}'; \
	  echo 'Libs: -L$${libdir} -luecc'; \
	  echo 'Libs.private: -lpthread'; }
endef

# build/uecc.pc is for PREFIX as given now; install writes its own.
$(UECC_PC): FORCE
	@mkdir -p $(B)
	@$(call write-pc,$(PREFIX)) > $@.tmp && { cmp -s $@.tmp $@ || mv $@.tmp $@; } && rm -f $@.tmp

FORCE:

install: $(LIB_A) $(LIB_SO)
	install -d $(DESTDIR)$(PREFIX)/include $(DESTDIR)$(PREFIX)/lib/pkgconfig
	install -m 644 $(HEADERS) $(DESTDIR)$(PREFIX)/include/
	install -m 644 $(LIB_A) $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(LIB_SO) $(DESTDIR)$(PREFIX)/lib/
	$(call write-pc,$(PREFIX)) > $(DESTDIR)$(PREFIX)/lib/pkgconfig/uecc.pc
	@echo "installed into $(DESTDIR)$(PREFIX)"

## Examples -----------------------------------------------------------------

EXAMPLES := ecdh sign_verify deterministic compress
EXAMPLE_BINS := $(addprefix $(B)/examples/,$(EXAMPLES))

# Plain cc, only the public header and -luecc -lpthread, as a user would.
$(B)/examples/%: examples/c/%.c examples/c/sha256.c examples/c/sha256.h $(LIB_A)
	@mkdir -p $(B)/examples
	$(CC) $(C_WARN) -O2 -Iinclude -Iexamples/c -o $@ $< examples/c/sha256.c -L$(B) -luecc -lpthread

demo: $(EXAMPLE_BINS)
	@for e in $(EXAMPLES); do echo "== examples/c/$$e.c"; ./$(B)/examples/$$e || exit 1; echo; done

## ABI check ----------------------------------------------------------------

# tests/abi is a module of its own, so that its C parser (modernc.org/cc)
# stays out of the library's go.mod.
abi-check: $(LIB_A) $(LIB_SO) $(B)/archive/cgohdr/_cgo_export.h
	$(GO) -C tests/abi build -o $(CURDIR)/$(B)/abicheck .
	$(B)/abicheck -include include -capi capi -cgohdr $(B)/archive/cgohdr -symbols $(SYMBOLS) \
	  -golden tests/abi/uECC.golden -le-golden tests/abi/uECC_le.golden -vli-golden tests/abi/uECC_vli.golden -lib $(LIB_A) -lib $(LIB_SO)

# The runtime's threads are started through capi/rest.c's wrapper in both
# libraries (CAPI_WRAP): two calls of pthread_create are left, the wrapper's
# own and the one that starts rest.c's futex probe, and the runtime's calls
# go to the wrapper. Without it fork() would
# see no thread to wait for.
# An archive built by go build alone must fail to link, saying how to build
# it (capi/rest.c, ucgo_build_hint).
raw-archive-check:
	@mkdir -p $(B)/raw
	$(GO) build -buildmode=c-archive -o $(B)/raw/libuecc_raw.a ./capi
	@if $(CC) $(C_WARN) -Iinclude -Iexamples/c -o $(B)/raw/sign_verify examples/c/sign_verify.c examples/c/sha256.c \
	  $(B)/raw/libuecc_raw.a -lpthread > $(B)/raw/link.txt 2>&1; then \
	  echo "raw-archive-check: the go build archive linked"; exit 1; fi
	@grep -q 'build libuecc.a with make lib' $(B)/raw/link.txt || { cat $(B)/raw/link.txt; echo "raw-archive-check: no hint in the link's failure"; exit 1; }
	@echo "raw-archive-check: the go build archive fails to link, saying: $$(grep -o 'libuecc: this archive[^"]*make lib' $(B)/raw/link.txt | head -1)"

wrap-check: $(LIB_A) $(LIB_SO)
	@for f in $(B)/archive/uecc.o $(LIB_SO); do \
	  direct=$$(objdump -dr $$f | grep -E 'call|R_X86_64' | grep -E '[^_]pthread_create' | grep -vc __wrap_); \
	  wrapped=$$(objdump -dr $$f | grep -E 'call|R_X86_64' | grep -c __wrap_pthread_create); \
	  echo "$$f: $$direct direct call of pthread_create, $$wrapped through the wrapper"; \
	  test "$$direct" = 2 && test "$$wrapped" -ge 1 || { echo "wrap-check: the runtime's pthread_create is not wrapped in $$f"; exit 1; }; \
	done

# uecc.c includes the _cgo_export.h of its cgo build; the c-archive build
# writes the same declarations to libuecc_go.h.
$(B)/archive/cgohdr/_cgo_export.h: $(LIB_A)
	@mkdir -p $(dir $@)
	cp $(B)/archive/libuecc_go.h $@

# micro-ecc's word size for the machine the C tests run on (8 on amd64 and
# arm64, 4 elsewhere), which uECC.h accepts as uECC_WORD_SIZE.
HOST_WORD_SIZE := $(if $(filter amd64 arm64,$(shell $(GO) env GOARCH 2>/dev/null)),8,4)

# The headers alone, in every dialect a user may compile them with; and the C
# layer of capi with the project's strict flags (cgo builds it with its own).
c-header-check: $(B)/archive/cgohdr/_cgo_export.h
	@for std in c89 c99 c11; do \
	  printf '#include "uECC.h"\n#include "uECC_ext.h"\n#include "uECC_vli.h"\nint main(void) { return uECC_secp256r1() == 0; }\n' | \
	  $(CC) -std=$$std -pedantic -Wall -Wextra -Werror -Iinclude -x c -fsyntax-only - || exit 1; done
	@printf '#include "uECC.h"\n#include "uECC_ext.h"\nint main() { return uECC_secp256r1() == 0; }\n' | \
	  $(CXX) -std=c++98 -pedantic -Wall -Wextra -Werror -Iinclude -x c++ -fsyntax-only -
	@printf '#include "uECC.h"\nint main(void) { return 0; }\n' | \
	  $(CC) -std=c99 -pedantic -Wall -Wextra -Werror -DuECC_VLI_NATIVE_LITTLE_ENDIAN=1 -Iinclude -x c -fsyntax-only -
	@for std in c89 c11; do \
	  printf '#include "uECC.h"\n#include "uECC_ext.h"\n#include "uECC_vli.h"\nint main(void) { int (*f)(uint8_t *, uint8_t *, uECC_Curve) = uECC_make_key_le; int (*g)(const uint8_t *, const uint8_t *, unsigned, const uint8_t *, uint8_t *, uECC_Curve) = uECC_sign_with_k_le; return f == 0 || g == 0; }\n' | \
	  $(CC) -std=$$std -pedantic -Wall -Wextra -Werror -DuECC_VLI_NATIVE_LITTLE_ENDIAN=1 -Iinclude -x c -fsyntax-only - || exit 1; done
	@printf '#include "uECC.h"\n#include "uECC_ext.h"\nint main() { int (*f)(const uint8_t *, const uint8_t *, unsigned, uint8_t *, uECC_Curve) = uECC_sign_le; return f == 0; }\n' | \
	  $(CXX) -std=c++98 -pedantic -Wall -Wextra -Werror -DuECC_VLI_NATIVE_LITTLE_ENDIAN=1 -Iinclude -x c++ -fsyntax-only -
	@printf '#include "uECC.h"\nint main(void) { return 0; }\n' | \
	  $(CC) -std=c99 -Wall -Wextra -Werror -DuECC_WORD_SIZE=$(HOST_WORD_SIZE) -Iinclude -x c -fsyntax-only -
	@for ws in 0 2 3 16; do if printf '#include "uECC.h"\nint main(void) { return 0; }\n' | \
	  $(CC) -std=c99 -DuECC_WORD_SIZE=$$ws -Iinclude -x c -fsyntax-only - 2>/dev/null; then \
	  echo "uECC_WORD_SIZE=$$ws must not compile"; exit 1; fi; done
	@for ws in 1 4 8; do for std in c89 c99 c11; do \
	  printf '#define uECC_ENABLE_VLI_API 1\n#include "uECC.h"\n#include "uECC_ext.h"\n#include "uECC_vli.h"\nint main(void) { uECC_word_t w[4] = {0}; return (sizeof w[0] != uECC_WORD_SIZE) + uECC_vli_isZero(w, 4) + uECC_make_key(0, 0, uECC_secp256r1()); }\n' | \
	  $(CC) -std=$$std -pedantic -Wall -Wextra -Werror -DuECC_WORD_SIZE=$$ws -Iinclude -x c -fsyntax-only - || exit 1; done; \
	  printf '#define uECC_ENABLE_VLI_API 1\n#include "uECC.h"\n#include "uECC_ext.h"\n#include "uECC_vli.h"\nint main() { return uECC_curve_p(uECC_secp256r1()) == 0; }\n' | \
	  $(CXX) -std=c++98 -pedantic -Wall -Wextra -Werror -DuECC_WORD_SIZE=$$ws -DuECC_VLI_NATIVE_LITTLE_ENDIAN=1 -Iinclude -x c++ -fsyntax-only - || exit 1; done
	@for std in c89 c99 c11; do \
	  printf '#define uECC_ENABLE_VLI_API 1\n#include "uECC_vli.h"\nint main(void) { return uECC_curve_p(uECC_secp256r1()) == 0; }\n' | \
	  $(CC) -std=$$std -pedantic -Wall -Wextra -Werror -Iinclude -x c -fsyntax-only - || exit 1; done
	@printf '#define uECC_ENABLE_VLI_API 1\n#include "uECC_vli.h"\nint main() { return uECC_curve_p(uECC_secp256r1()) == 0; }\n' | \
	  $(CXX) -std=c++98 -pedantic -Wall -Wextra -Werror -Iinclude -x c++ -fsyntax-only -
	@if printf '#define uECC_ENABLE_VLI_API 1\n#define uECC_WORD_SIZE 2\n#include "uECC_vli.h"\nint main(void) { return 0; }\n' | \
	  $(CC) -std=c99 -Iinclude -x c -fsyntax-only - 2>/dev/null; then \
	  echo "uECC_WORD_SIZE=2 must not compile with the VLI API"; exit 1; fi
	@$(CC) $(C_WARN) -pedantic -Iinclude -I$(B)/archive/cgohdr -fsyntax-only capi/uecc.c
	@$(CC) $(C_WARN) -pedantic -D__ANDROID__ -Iinclude -I$(B)/archive/cgohdr -fsyntax-only capi/uecc.c # its Android branch, on this C library's headers
	@$(CC) $(C_WARN) -pedantic -Iinclude -I$(B)/archive/cgohdr -fsyntax-only capi/vli.c
	@$(CC) $(C_WARN) -pedantic -Iinclude -I$(B)/archive/cgohdr -Icapi -fsyntax-only capi/le.c
	@$(CC) $(C_WARN) -pedantic -Iinclude -Icapi -fsyntax-only capi/nonce.c
	@for f in w1.c le_w1.c vli_w1.c w4.c le_w4.c vli_w4.c w8.c le_w8.c vli_w8.c; do \
	  $(CC) $(C_WARN) -pedantic -Iinclude -I$(B)/archive/cgohdr -Icapi -fsyntax-only capi/$$f || exit 1; done
	@echo "c-header-check: headers compile as C89, C99, C11 and C++98 (uECC_vli.h with the VLI API too, uECC.h and uECC_ext.h with uECC_VLI_NATIVE_LITTLE_ENDIAN=1 and with uECC_WORD_SIZE 1, 4 and 8 too, other word sizes refused); capi's C files with $(C_WARN) -pedantic"

## C tests ------------------------------------------------------------------

# The word sizes other than the library's that a program may set here.
C_OTHER_WORDS := 1 $(if $(filter 8,$(HOST_WORD_SIZE)),4,8)
C_WORD_TESTS := $(foreach w,$(C_OTHER_WORDS),test_vectors_w$(w) test_le_w$(w) test_vli_w$(w)) test_vli_w1_so

C_TESTS := test_api test_args test_btstack test_recover test_hedged test_sign_batch test_le test_vectors test_vli $(C_WORD_TESTS) test_vli_off test_threads test_badinput test_faults test_seccomp test_inputs \
           test_signals test_sigmask test_sigmask_so test_fork test_fork_so test_ctor test_ctor_so test_ctor_cxx test_escape test_escape_so test_limits test_limits_so test_subset test_default \
           test_cancel test_schnorr test_schnorr_le_w1 test_schnorr_cross
C_TEST_BINS := $(addprefix $(B)/tests/,$(C_TESTS))

# The vector files and package tests/vectors, which embeds and flattens them.
VECTORS_SRC := $(shell find tests/vectors -name '*.go' -not -name '*_test.go' 2>/dev/null) \
               $(wildcard tests/vectors/*.json tests/vectors/*/*.json)

# The C data of test_vectors: every vector file as flat calls (package
# tests/vectors) written by tests/cgen, for this machine's word size.
# mk/arm.mk writes the same data per ARM target for the C runners, which are
# test_vectors.c cross-compiled.
$(B)/tests/vectors_data.c: $(VECTORS_SRC) tests/cgen/main.go
	@mkdir -p $(B)/tests
	$(GO) run ./tests/cgen -o $@

TEST_C_SRC := tests/c/check.c examples/c/sha256.c
TEST_C_HDR := tests/c/check.h tests/c/vectors.h examples/c/sha256.h

$(B)/tests/test_vectors: tests/c/test_vectors.c $(B)/tests/vectors_data.c $(TEST_C_SRC) $(TEST_C_HDR) $(LIB_A)
	$(CC) $(C_FLAGS) -Iexamples/c -Itests/c -o $@ $< $(B)/tests/vectors_data.c $(TEST_C_SRC) -L$(B) -luecc -lpthread

# The same for each other word size a program may set here
# (-DuECC_WORD_SIZE=1 and 4 on x86-64 and arm64, 1 and 8 on 32-bit hosts),
# with the RNG requests of micro-ecc built so (tests/cgen -word): the
# library's _w1, _w4, _w8 entry points (capi/w*.c, le_w*.c, vli_w*.c).
.PRECIOUS: $(B)/tests/vectors_data_w%.c $(B)/tests/vli_data_w%.c
$(B)/tests/vectors_data_w%.c: $(VECTORS_SRC) tests/cgen/main.go
	@mkdir -p $(B)/tests
	$(GO) run ./tests/cgen -word $* -o $@

$(B)/tests/test_vectors_w%: tests/c/test_vectors.c $(B)/tests/vectors_data_w%.c $(TEST_C_SRC) $(TEST_C_HDR) $(LIB_A)
	$(CC) $(C_FLAGS) -DuECC_WORD_SIZE=$* -DTEST_NAME='"test_vectors_w$*"' -Iexamples/c -Itests/c -o $@ $< \
	  $(B)/tests/vectors_data_w$*.c $(TEST_C_SRC) -L$(B) -luecc -lpthread

# test_le: the program with uECC_VLI_NATIVE_LITTLE_ENDIAN=1, and le_be.c, which
# undoes it to reach the big-endian functions for comparison.
$(B)/tests/test_le: tests/c/test_le.c tests/c/le_be.c tests/c/le_be.h $(TEST_C_SRC) $(TEST_C_HDR) $(LIB_A)
	@mkdir -p $(B)/tests
	$(CC) $(C_FLAGS) -DuECC_VLI_NATIVE_LITTLE_ENDIAN=1 -Iexamples/c -Itests/c -o $@ $< tests/c/le_be.c $(TEST_C_SRC) \
	  -L$(B) -luecc -lpthread

# The little-endian entry points with the other word sizes (capi/le_w*.c).
$(B)/tests/test_le_w%: tests/c/test_le.c tests/c/le_be.c tests/c/le_be.h $(TEST_C_SRC) $(TEST_C_HDR) $(LIB_A)
	@mkdir -p $(B)/tests
	$(CC) $(C_FLAGS) -DuECC_VLI_NATIVE_LITTLE_ENDIAN=1 -DuECC_WORD_SIZE=$* -DTEST_NAME='"test_le_w$*"' -Iexamples/c -Itests/c -o $@ $< tests/c/le_be.c $(TEST_C_SRC) \
	  -L$(B) -luecc -lpthread

# The known answers of test_vli (tests/vligen), for this machine's word size.
$(B)/tests/vli_data.c: tests/vligen/main.go internal/bigref/bigref.go
	@mkdir -p $(B)/tests
	$(GO) run ./tests/vligen -o $@

$(B)/tests/test_vli: tests/c/test_vli.c tests/c/vli.h $(B)/tests/vli_data.c $(TEST_C_SRC) $(TEST_C_HDR) $(LIB_A)
	$(CC) $(C_FLAGS) -Iexamples/c -Itests/c -o $@ $< $(B)/tests/vli_data.c $(TEST_C_SRC) -L$(B) -luecc -lpthread

# The same with the other word sizes, as a program built with
# -DuECC_WORD_SIZE=1 (4, 8) gets them (uECC_vli.h maps its calls to the
# library's _w1, _w4, _w8 entry points: capi/vli_words.h).
$(B)/tests/vli_data_w%.c: tests/vligen/main.go internal/bigref/bigref.go
	@mkdir -p $(B)/tests
	$(GO) run ./tests/vligen -word $* -o $@

$(B)/tests/test_vli_w%: tests/c/test_vli.c tests/c/vli.h $(B)/tests/vli_data_w%.c $(TEST_C_SRC) $(TEST_C_HDR) $(LIB_A)
	$(CC) $(C_FLAGS) -DuECC_WORD_SIZE=$* -DTEST_NAME='"test_vli_w$*"' -Iexamples/c -Itests/c -o $@ $< \
	  $(B)/tests/vli_data_w$*.c $(TEST_C_SRC) -L$(B) -luecc -lpthread

# And through libuecc.so, whose word-size adapters are in the same object.
$(B)/tests/test_vli_w%_so: tests/c/test_vli.c tests/c/vli.h $(B)/tests/vli_data_w%.c $(TEST_C_SRC) $(TEST_C_HDR) $(LIB_SO)
	$(CC) $(C_FLAGS) -DuECC_WORD_SIZE=$* -DTEST_NAME='"test_vli_w$*_so"' -Iexamples/c -Itests/c -o $@ $< \
	  $(B)/tests/vli_data_w$*.c $(TEST_C_SRC) -L$(B)/shared -luecc -Wl,-rpath,$(CURDIR)/$(B)/shared

# test_args: the argument checks of every export (capi/ucgo.h, UCGO_ARGS).
# Its table, tests/c/args_table.c, is compiled once for each naming of the
# entry points a program can choose (the library's word size and the
# others, each without and with uECC_VLI_NATIVE_LITTLE_ENDIAN=1: the
# headers' mapping names each row); the program checks that the rows name
# the exports of $(SYMBOLS), whose path it is given, each once.
ARGS_NAMINGS := base le $(foreach w,$(C_OTHER_WORDS),w$(w) le_w$(w))
args_flags = $(if $(filter le%,$(1)),-DuECC_VLI_NATIVE_LITTLE_ENDIAN=1) \
             $(if $(findstring w,$(1)),-DuECC_WORD_SIZE=$(subst w,,$(lastword $(subst _, ,$(1)))))
ARGS_OBJS := $(foreach n,$(ARGS_NAMINGS),$(B)/tests/args/table_$(n).o)

$(B)/tests/args/table_%.o: tests/c/args_table.c tests/c/args.h $(HEADERS)
	@mkdir -p $(B)/tests/args
	$(CC) $(C_FLAGS) $(call args_flags,$*) -DARGS_NAMING=$* -Itests/c -c -o $@ $<

$(B)/tests/test_args: tests/c/test_args.c tests/c/args.h $(ARGS_OBJS) $(TEST_C_SRC) $(TEST_C_HDR) $(SYMBOLS) $(LIB_A)
	$(CC) $(C_FLAGS) -DARGS_SYMBOLS='"$(CURDIR)/$(SYMBOLS)"' -Iexamples/c -Itests/c -o $@ $< $(ARGS_OBJS) \
	  $(TEST_C_SRC) -L$(B) -luecc -lpthread

# test_schnorr: the BIP-340 functions (uECC_ext.h) on BIP-340's vectors,
# read at run time from BIP340_CSV; test_schnorr_le_w1 the same program
# with uECC_VLI_NATIVE_LITTLE_ENDIAN=1 and uECC_WORD_SIZE=1, whose headers
# must give the same functions and bytes. test_schnorr_cross: against
# libsecp256k1 (libsecp256k1-dev, scripts/install-deps.sh).
BIP340_CSV := tests/vectors/bip340/test-vectors.csv
$(B)/tests/test_schnorr: tests/c/test_schnorr.c $(BIP340_CSV) $(TEST_C_SRC) $(TEST_C_HDR) $(LIB_A)
	@mkdir -p $(B)/tests
	$(CC) $(C_FLAGS) -DBIP340_CSV='"$(CURDIR)/$(BIP340_CSV)"' -Iexamples/c -Itests/c -o $@ $< $(TEST_C_SRC) \
	  -L$(B) -luecc -lpthread

$(B)/tests/test_schnorr_le_w1: tests/c/test_schnorr.c $(BIP340_CSV) $(TEST_C_SRC) $(TEST_C_HDR) $(LIB_A)
	@mkdir -p $(B)/tests
	$(CC) $(C_FLAGS) -DuECC_VLI_NATIVE_LITTLE_ENDIAN=1 -DuECC_WORD_SIZE=1 -DTEST_NAME='"test_schnorr_le_w1"' \
	  -DBIP340_CSV='"$(CURDIR)/$(BIP340_CSV)"' -Iexamples/c -Itests/c -o $@ $< $(TEST_C_SRC) -L$(B) -luecc -lpthread

$(B)/tests/test_schnorr_cross: tests/c/test_schnorr_cross.c $(TEST_C_SRC) $(TEST_C_HDR) $(LIB_A)
	@mkdir -p $(B)/tests
	$(CC) $(C_FLAGS) -Iexamples/c -Itests/c -o $@ $< $(TEST_C_SRC) -L$(B) -luecc -lsecp256k1 -lpthread

$(B)/tests/%: tests/c/%.c $(TEST_C_SRC) $(TEST_C_HDR) $(LIB_A)
	@mkdir -p $(B)/tests
	$(CC) $(C_FLAGS) -Iexamples/c -Itests/c -o $@ $< $(TEST_C_SRC) -L$(B) -luecc -lpthread

# test_subset: the library without secp160r1, secp224r1 and secp521r1
# (UECC_CURVES = the other four), in $(B)/subset; test_default: the default
# library (micro-ecc's five: UECC_DEFAULT_CURVES), in $(B)/default. The Go
# symbols of the curves left out must be gone from each and those of the
# others there. OMITTED names the curves left out, for the program.
SUBSET_OMIT := secp160r1 secp224r1 secp521r1
# lib_curves_check(work directory, curves kept): the nm check above.
define lib_curves_check
@nm $(1)/uecc.o > $(1)/nm.txt
@for c in $(filter-out $(2),$(UECC_ALL_CURVES)); do ! grep -q "uecc-go/uecc/internal/ecc/$$c\." $(1)/nm.txt || { echo "$$c left in $(1)"; exit 1; }; done
@for c in $(2); do grep -q "uecc-go/uecc/internal/ecc/$$c\." $(1)/nm.txt || { echo "$$c missing from $(1)"; exit 1; }; done
endef

$(B)/subset/libuecc.a: $(LIB_DEPS)
	$(call capi_archive,$(B)/subset,$(call capi_tags,$(filter-out $(SUBSET_OMIT),$(UECC_ALL_CURVES))),$@)
	$(call lib_curves_check,$(B)/subset,$(filter-out $(SUBSET_OMIT),$(UECC_ALL_CURVES)))

$(B)/default/libuecc.a: $(LIB_DEPS)
	$(call capi_archive,$(B)/default,$(call capi_tags,$(UECC_DEFAULT_CURVES)),$@)
	$(call lib_curves_check,$(B)/default,$(UECC_DEFAULT_CURVES))

$(B)/tests/test_subset: tests/c/test_subset.c $(B)/tests/vectors_data.c $(TEST_C_SRC) $(TEST_C_HDR) $(B)/subset/libuecc.a
	$(CC) $(C_FLAGS) -DOMITTED='"$(SUBSET_OMIT)"' -Iexamples/c -Itests/c -o $@ $< $(B)/tests/vectors_data.c \
	  $(TEST_C_SRC) $(B)/subset/libuecc.a -lpthread

$(B)/tests/test_default: tests/c/test_subset.c $(B)/tests/vectors_data.c $(TEST_C_SRC) $(TEST_C_HDR) $(B)/default/libuecc.a
	$(CC) $(C_FLAGS) -DOMITTED='"$(filter-out $(UECC_DEFAULT_CURVES),$(UECC_ALL_CURVES))"' \
	  -DTEST_NAME='"test_default"' -Iexamples/c -Itests/c -o $@ $< $(B)/tests/vectors_data.c $(TEST_C_SRC) \
	  $(B)/default/libuecc.a -lpthread

# The constructor, signal-mask and fork tests against the shared library too (its
# initialisers run before the program's in any case), and the C++
# constructor test with the project's flags.
CXX_WARN := -Wall -Wextra -Werror
$(B)/tests/test_ctor_so: tests/c/test_ctor.c $(TEST_C_SRC) $(TEST_C_HDR) $(LIB_SO)
	@mkdir -p $(B)/tests
	$(CC) $(C_FLAGS) -DTEST_NAME='"test_ctor_so"' -Iexamples/c -Itests/c -o $@ $< $(TEST_C_SRC) \
	  -L$(B)/shared -luecc -Wl,-rpath,$(CURDIR)/$(B)/shared

$(B)/tests/test_sigmask_so: tests/c/test_sigmask.c $(TEST_C_SRC) $(TEST_C_HDR) $(LIB_SO)
	@mkdir -p $(B)/tests
	$(CC) $(C_FLAGS) -DTEST_NAME='"test_sigmask_so"' -Iexamples/c -Itests/c -o $@ $< $(TEST_C_SRC) \
	  -L$(B)/shared -luecc -Wl,-rpath,$(CURDIR)/$(B)/shared

$(B)/tests/test_fork_so: tests/c/test_fork.c $(TEST_C_SRC) $(TEST_C_HDR) $(LIB_SO)
	@mkdir -p $(B)/tests
	$(CC) $(C_FLAGS) -DTEST_NAME='"test_fork_so"' -Iexamples/c -Itests/c -o $@ $< $(TEST_C_SRC) \
	  -L$(B)/shared -luecc -Wl,-rpath,$(CURDIR)/$(B)/shared

$(B)/tests/test_limits_so: tests/c/test_limits.c $(TEST_C_SRC) $(TEST_C_HDR) $(LIB_SO)
	@mkdir -p $(B)/tests
	$(CC) $(C_FLAGS) -DTEST_NAME='"test_limits_so"' -Iexamples/c -Itests/c -o $@ $< $(TEST_C_SRC) \
	  -L$(B)/shared -luecc -Wl,-rpath,$(CURDIR)/$(B)/shared

$(B)/tests/test_ctor_cxx: tests/c/test_ctor_cxx.cpp $(HEADERS) $(LIB_A)
	@mkdir -p $(B)/tests
	$(CXX) $(CXX_WARN) -O2 -Iinclude -o $@ $< -L$(B) -luecc -lpthread

# Callbacks that throw, longjmp or end the thread, in C++ (the harness and
# SHA-256 compiled as C), against both libraries.
TEST_C_OBJ := $(B)/tests/obj/check.o $(B)/tests/obj/sha256.o
$(B)/tests/obj/%.o: tests/c/%.c $(TEST_C_HDR)
	@mkdir -p $(B)/tests/obj
	$(CC) $(C_FLAGS) -Iexamples/c -Itests/c -c -o $@ $<
$(B)/tests/obj/%.o: examples/c/%.c $(TEST_C_HDR)
	@mkdir -p $(B)/tests/obj
	$(CC) $(C_FLAGS) -Iexamples/c -Itests/c -c -o $@ $<

$(B)/tests/test_escape: tests/c/test_escape.cpp $(TEST_C_OBJ) $(TEST_C_HDR) $(HEADERS) $(LIB_A)
	$(CXX) $(CXX_WARN) -O2 -Iinclude -Iexamples/c -Itests/c -o $@ $< $(TEST_C_OBJ) -L$(B) -luecc -lpthread

$(B)/tests/test_escape_so: tests/c/test_escape.cpp $(TEST_C_OBJ) $(TEST_C_HDR) $(HEADERS) $(LIB_SO)
	$(CXX) $(CXX_WARN) -O2 -DTEST_NAME='"test_escape_so"' -Iinclude -Iexamples/c -Itests/c -o $@ $< $(TEST_C_OBJ) \
	  -L$(B)/shared -luecc -Wl,-rpath,$(CURDIR)/$(B)/shared

# Installs into a staging prefix and links an example three ways: the static
# archive, the shared library, and through pkg-config.
install-check: $(LIB_A) $(LIB_SO)
	rm -rf $(B)/stage $(B)/linkcheck && mkdir -p $(B)/linkcheck
	$(MAKE) --no-print-directory install PREFIX=$(CURDIR)/$(B)/stage UECC_CURVES='$(UECC_CURVES)' >/dev/null
	$(CC) $(C_WARN) -I$(B)/stage/include -Iexamples/c -o $(B)/linkcheck/static \
	  examples/c/sign_verify.c examples/c/sha256.c $(B)/stage/lib/libuecc.a -lpthread
	$(CC) $(C_WARN) -I$(B)/stage/include -Iexamples/c -o $(B)/linkcheck/shared \
	  examples/c/sign_verify.c examples/c/sha256.c -L$(B)/stage/lib -luecc -Wl,-rpath,$(CURDIR)/$(B)/stage/lib
	PKG_CONFIG_PATH=$(B)/stage/lib/pkgconfig; export PKG_CONFIG_PATH; \
	  $(CC) $(C_WARN) $$(pkg-config --cflags uecc) -Iexamples/c -o $(B)/linkcheck/pkgconfig \
	  examples/c/sign_verify.c examples/c/sha256.c $$(pkg-config --libs uecc) -Wl,-rpath,$(CURDIR)/$(B)/stage/lib
	./$(B)/linkcheck/static >/dev/null && ./$(B)/linkcheck/shared >/dev/null && ./$(B)/linkcheck/pkgconfig >/dev/null
	@! readelf -d $(B)/linkcheck/static | grep -q libuecc
	@readelf -d $(B)/linkcheck/shared | grep -q 'NEEDED.*libuecc.so'
	@echo "install-check: linked static, shared and with pkg-config; all three run"

# The C side of `make test`. The last line is the total over all C tests: the
# sum of their closing lines "<test>: N passed, M failed" (test_vectors'
# per-file lines before its closing line have no "<test>:" and are not
# counted twice; names may hold digits: test_vectors_w1, test_vli_w4, ...,
# whose failures count too). A test that exits with another status than 0
# (a failure, a crash before its closing line) stops it at once: the
# status is the test's, not tee's.
test-c: c-header-check abi-check wrap-check raw-archive-check demo install-check test-c-only

test-c-only: $(C_TEST_BINS) $(B)/tests/bench_threads
	$(uecc_all_curves_check)
	@rm -f $(B)/tests/results.txt
	@for t in $(C_TESTS); do { ./$(B)/tests/$$t; echo $$? > $(B)/tests/rc; } | tee -a $(B)/tests/results.txt; \
	  rc=$$(cat $(B)/tests/rc); [ "$$rc" = 0 ] || { echo "$$t: exit status $$rc"; exit 1; }; done
	@awk '/^[a-z0-9_]+: [0-9]+ passed, [0-9]+ failed$$/ { p += $$(NF-3); f += $$(NF-1) } END { printf "C tests: %d passed, %d failed\n", p, f; exit f != 0 }' $(B)/tests/results.txt

# Early forks in bulk: FORK_SOAK forks for each of test_fork's five delays
# after exec, against libuecc.a and libuecc.so (the child makes a key,
# signs and verifies; a child that hangs is killed after 5 s and counted).
# A hang of about one fork in several thousand is invisible to the 100 of
# make test; this target is how its absence is shown (docs/C-API.md,
# "fork()"). The two libraries run side by side, each loading a core.
FORK_SOAK ?= 2000
.PHONY: fork-soak
fork-soak: $(B)/tests/test_fork $(B)/tests/test_fork_so
	@./$(B)/tests/test_fork soak $(FORK_SOAK) > $(B)/tests/fork-soak-a.txt & a=$$!; \
	./$(B)/tests/test_fork_so soak $(FORK_SOAK) > $(B)/tests/fork-soak-so.txt; so=$$?; \
	wait $$a; st=$$?; cat $(B)/tests/fork-soak-a.txt $(B)/tests/fork-soak-so.txt; test $$st = 0 && test $$so = 0

## Benchmarks ---------------------------------------------------------------

# C and Go alternate BENCH_ROUNDS times and the best time of each operation
# counts, so that load from other processes (which only slows down) affects
# both sides alike.
BENCH_ROUNDS ?= 3
# The latency of uECC_sign with 1, 2, 4 and 8 threads calling at once,
# GOMAXPROCS left at its default and set to the thread count, beside a C
# loop of the same length (docs/C-API.md, "Threads").
bench-threads: $(B)/tests/bench_threads
	@for n in 1 2 4 8; do ./$(B)/tests/bench_threads $$n && GOMAXPROCS=$$n ./$(B)/tests/bench_threads $$n | head -n 1 || exit 1; done

bench-c: $(B)/tests/bench
	@rm -f $(B)/bench-c.txt $(B)/bench-go.txt
	@for r in $$(seq $(BENCH_ROUNDS)); do \
	  echo "bench-c: round $$r of $(BENCH_ROUNDS): C through libuecc.a, then the same calls from Go"; \
	  UECC_BENCH_MS=60 ./$(B)/tests/bench >> $(B)/bench-c.txt || exit 1; \
	  $(GO) test -run '^$$' -bench . -benchtime 60ms -count 3 ./tests/c/gobench >> $(B)/bench-go.txt || exit 1; \
	done
	$(GO) run ./tests/c/benchcmp $(B)/bench-c.txt $(B)/bench-go.txt | tee $(B)/bench-cmp.txt

# An empty .DEFAULT_GOAL lets the next target the includer defines be the default.
.DEFAULT_GOAL := $(uecc_c_mk_goal)
