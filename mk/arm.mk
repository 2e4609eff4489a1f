# mk/arm.mk: ARM cross builds and on-target tests under qemu-user. Included
# by the top-level Makefile after mk/c.mk (uses LIB_DEPS, SYMBOLS, HEADERS,
# VECTORS_SRC, write-pc and the $(B)/uecc.map rule). docs/ARM.md explains it
# all.
#
#   make cross       dist/linux-{arm64,armv7,armv6}/: lib/libuecc.a, lib/libuecc.so,
#                    include/uECC.h, include/uECC_ext.h, lib/pkgconfig/uecc.pc,
#                    bin/uecc-runner-c and bin/uecc-runner-go (static, all
#                    vectors inside: copy to a board and run)
#   make test-arm    cross + the readelf check of the armv6 archive + both
#                    runners and go test -short ./... of every target under
#                    qemu-aarch64 / qemu-arm (armv6 pure Go: QEMU_CPU=arm1176)
#   make arm-count   emulated instruction counts per operation beside micro-ecc's
#                    recorded ones, as a Markdown table (docs/ARM.md)
#
# Needs gcc-aarch64-linux-gnu, gcc-arm-linux-gnueabihf and qemu-user
# (scripts/install-deps.sh installs them, and make test runs it first).

uecc_arm_mk_goal := $(.DEFAULT_GOAL)

ARM_TARGETS := arm64 armv7 armv6
ARM_B := build/arm
DIST  := dist

# Per target: Go architecture, GOARM, cross-tool prefix, C flags of every C
# object (the armv6 ones must be ARMv6 clean: ARM state, VFPv2 as on the
# BCM2835), qemu, QEMU_CPU for the pure-Go binaries and for the C runner
# (empty: qemu's default CPU), and micro-ecc's word size whose RNG requests
# the port makes there.
arm_goarch_arm64 := arm64
arm_goarm_arm64  :=
arm_cross_arm64  := aarch64-linux-gnu-
arm_cflags_arm64 :=
arm_qemu_arm64   := qemu-aarch64
arm_cpu_arm64    :=
arm_ccpu_arm64   :=
arm_word_arm64   := 8
arm_other_words_arm64 := 1 4

arm_goarch_armv7 := arm
arm_goarm_armv7  := 7
arm_cross_armv7  := arm-linux-gnueabihf-
arm_cflags_armv7 :=
arm_qemu_armv7   := qemu-arm
arm_cpu_armv7    := cortex-a7
arm_ccpu_armv7   := cortex-a7
arm_word_armv7   := 4
arm_other_words_armv7 := 1 8

arm_goarch_armv6 := arm
arm_goarm_armv6  := 6
arm_cross_armv6  := arm-linux-gnueabihf-
arm_cflags_armv6 := -marm -march=armv6+fp -mfpu=vfp
arm_qemu_armv6   := qemu-arm
# The pure-Go binaries (Go runner, go test) run on an ARM1176 (Raspberry Pi
# 1 / Zero); the C runner links Debian's armhf libc, which is ARMv7 code, so
# it runs on qemu's default CPU (docs/ARM.md: what only a board can show).
arm_cpu_armv6    := arm1176
arm_ccpu_armv6   :=
arm_word_armv6   := 4
arm_other_words_armv6 := 1 8

ARM_TOOLS := aarch64-linux-gnu-gcc arm-linux-gnueabihf-gcc qemu-aarch64 qemu-arm

# go test flags under qemu: -short everywhere; the Wycheproof tests of
# package uecc are skipped because both runners run every Wycheproof file
# of the target (through the C ABI and through package uecc). The targets
# run side by side under emulation on what may be a 2-core machine, where
# package curves alone has taken 8 minutes: hence the timeout above go
# test's default 10 minutes.
ARM_GOTEST_FLAGS ?= -short -count=1 -timeout 40m -skip 'Wycheproof'

# The packages go test runs under qemu: every one on every target. The
# engine packages of secp384r1 and secp521r1 have only their field
# multiplication in 32-bit ARM assembly (the rest is the Go code of every
# other target), and under qemu-arm their tests take about 2 minutes on
# ARMv7, 4 on ARMv6: they run once there, not again with -tags purego
# (ARM_PUREGO_PKGS), since their Go twins are the code that make test-go
# runs natively with purego.
ARM_LARGE_ENGINE_PKGS := github.com/uecc-go/uecc/internal/ecc/secp384r1 github.com/uecc-go/uecc/internal/ecc/secp521r1
# (Listed as go test builds them, without cgo: ./... then leaves out the
# packages that need it, as go test ./... does, instead of failing on them.)
ARM_GOTEST_PKGS = $(shell CGO_ENABLED=0 $(GO) list ./...)

.PHONY: cross test-arm arm-check-tools arm-readelf arm-count arm-count-table $(addprefix cross-,$(ARM_TARGETS)) $(addprefix test-arm-,$(ARM_TARGETS))

cross: $(addprefix cross-,$(ARM_TARGETS))

arm-check-tools:
	@for t in $(ARM_TOOLS); do command -v $$t >/dev/null 2>&1 || { echo "$$t missing: run make deps (scripts/install-deps.sh)"; exit 1; }; done

# arm_go_env is the environment of every go command for target $(1).
arm_go_env = GOOS=linux GOARCH=$(arm_goarch_$(1)) GOARM=$(arm_goarm_$(1))

# The C runner is the native vector test (tests/c/test_vectors.c) built for
# the target, with the vector data for the target's word size.
ARM_RUNNER_C_SRC := tests/c/test_vectors.c tests/c/check.c tests/c/check.h tests/c/vectors.h \
                    examples/c/sha256.c examples/c/sha256.h

# arm_vector_curves(target): the -curves argument of tests/cgen and of the
# Go runner, the curves whose vectors the runners take on the target. On
# the 32-bit targets secp384r1 and secp521r1 run their point formulas in Go
# (only their field multiplication is assembly): under qemu their 11,347
# vector calls took over four minutes a run (a C runner on armv7, with no
# assembly for them, 2026-12-06), so there the runners take micro-ecc's five
# curves, and the two run in go test ./uecc and ./internal/ecc/... and, with
# all their vectors, through the C ABI on arm64 and natively. arm64 runs
# all seven everywhere.
arm_vector_curves = $(if $(filter arm64,$(1)),,-curves $(subst $(uecc_space),$(uecc_comma),$(UECC_DEFAULT_CURVES)))

# arm_word_tests(target, word size): test_vectors and test_vli built with
# -DuECC_WORD_SIZE=word for the target.
define arm_word_tests
$(ARM_B)/$(1)/vectors_data_w$(2).c: $$(VECTORS_SRC) tests/cgen/main.go
	@mkdir -p $$(@D)
	$$(GO) run ./tests/cgen -word $(2) $(call arm_vector_curves,$(1)) -o $$@

$(ARM_B)/$(1)/test_vectors_w$(2): $$(ARM_RUNNER_C_SRC) $(ARM_B)/$(1)/vectors_data_w$(2).c $$(ARM_D_$(1))/lib/libuecc.a
	$(arm_cross_$(1))gcc $$(C_WARN) -O2 $(arm_cflags_$(1)) -static -DuECC_WORD_SIZE=$(2) -DTEST_NAME='"test_vectors_w$(2)"' \
	  -Iinclude -Iexamples/c -Itests/c -o $$@ \
	  tests/c/test_vectors.c $(ARM_B)/$(1)/vectors_data_w$(2).c tests/c/check.c examples/c/sha256.c $$(ARM_D_$(1))/lib/libuecc.a -lpthread

$(ARM_B)/$(1)/vli_data_w$(2).c: tests/vligen/main.go internal/bigref/bigref.go
	@mkdir -p $$(@D)
	$$(GO) run ./tests/vligen -word $(2) -o $$@

$(ARM_B)/$(1)/test_vli_w$(2): tests/c/test_vli.c tests/c/vli.h $(ARM_B)/$(1)/vli_data_w$(2).c tests/c/check.c tests/c/check.h $$(ARM_D_$(1))/lib/libuecc.a
	$(arm_cross_$(1))gcc $$(C_WARN) -O2 $(arm_cflags_$(1)) -static -DuECC_WORD_SIZE=$(2) -DTEST_NAME='"test_vli_w$(2)"' \
	  -Iinclude -Iexamples/c -Itests/c -o $$@ \
	  tests/c/test_vli.c $(ARM_B)/$(1)/vli_data_w$(2).c tests/c/check.c $$(ARM_D_$(1))/lib/libuecc.a -lpthread
endef

define arm_target
# ---- $(1) ------------------------------------------------------------------
ARM_D_$(1) := $(DIST)/linux-$(1)

cross-$(1): arm-check-tools $$(ARM_D_$(1))/lib/libuecc.a $$(ARM_D_$(1))/lib/libuecc.so $$(ARM_D_$(1))/lib/pkgconfig/uecc.pc \
            $$(ARM_D_$(1))/include/uECC.h $$(ARM_D_$(1))/include/uECC_ext.h $$(ARM_D_$(1))/include/uECC_vli.h \
            $$(ARM_D_$(1))/bin/uecc-runner-c $$(ARM_D_$(1))/bin/uecc-runner-go $(ARM_B)/$(1)/test_inputs \
            $(ARM_B)/$(1)/test_vli $(ARM_B)/$(1)/test_fork $(ARM_B)/$(1)/embed $(ARM_B)/$(1)/minimal \
            $(foreach w,$(arm_other_words_$(1)),$(ARM_B)/$(1)/test_vectors_w$(w) $(ARM_B)/$(1)/test_vli_w$(w))

# The c-archive, merged like build/libuecc.a (mk/c.mk's merge_archive): C
# objects before go.o, ld -r -dc, only the public names left global; with
# the cross tools.
$$(ARM_D_$(1))/lib/libuecc.a: $$(LIB_DEPS) $$(SYMBOLS)
	@mkdir -p $(ARM_B)/$(1) $$(@D)
	CGO_ENABLED=1 $(call arm_go_env,$(1)) $$(CAPI_ENV) CC=$(arm_cross_$(1))gcc CGO_CFLAGS="-O2 -g $(arm_cflags_$(1))" \
	  $$(GO) build -trimpath -tags $$(CAPI_TAGS) -buildmode=c-archive -ldflags '$$(CAPI_X)' -o $(ARM_B)/$(1)/libuecc_go.a ./capi
	$$(call merge_archive,$(arm_cross_$(1)),$(ARM_B)/$(1),$$@)

$$(ARM_D_$(1))/lib/libuecc.so: $$(LIB_DEPS) $$(B)/uecc.map
	@mkdir -p $$(@D)
	CGO_ENABLED=1 $(call arm_go_env,$(1)) $$(CAPI_ENV) CC=$(arm_cross_$(1))gcc CGO_CFLAGS="-O2 -g $(arm_cflags_$(1))" \
	  $$(GO) build -trimpath -tags $$(CAPI_TAGS) -buildmode=c-shared \
	  -ldflags "$$(CAPI_X) -extldflags '-Wl,$$(CAPI_WRAP) -Wl,--version-script=$$(CURDIR)/$$(B)/uecc.map -Wl,-soname,libuecc.so'" -o $$@ ./capi
	rm -f $$(ARM_D_$(1))/lib/libuecc.h
	@echo "built $$@"

# Relocatable: the prefix is found from the .pc file's own place.
$$(ARM_D_$(1))/lib/pkgconfig/uecc.pc: mk/c.mk
	@mkdir -p $$(@D)
	@$$(call write-pc,$$$${pcfiledir}/../..) > $$@

$$(ARM_D_$(1))/include/%.h: include/%.h
	@mkdir -p $$(@D)
	cp $$< $$@

$(ARM_B)/$(1)/vectors_data.c: $$(VECTORS_SRC) tests/cgen/main.go
	@mkdir -p $$(@D)
	$$(GO) run ./tests/cgen -word $(arm_word_$(1)) $(call arm_vector_curves,$(1)) -o $$@

# Static, with all vectors compiled in; the C parts with the target's flags.
$$(ARM_D_$(1))/bin/uecc-runner-c: $$(ARM_RUNNER_C_SRC) $(ARM_B)/$(1)/vectors_data.c $$(ARM_D_$(1))/lib/libuecc.a
	@mkdir -p $$(@D)
	$(arm_cross_$(1))gcc $$(C_WARN) -O2 $(arm_cflags_$(1)) -static -Iinclude -Iexamples/c -Itests/c -o $$@ \
	  tests/c/test_vectors.c $(ARM_B)/$(1)/vectors_data.c tests/c/check.c examples/c/sha256.c $$(ARM_D_$(1))/lib/libuecc.a -lpthread

# tests/c/test_inputs.c for the target: on the 32-bit ones it checks that
# hash sizes of 2^31 and more, and sizes that run past the end of the
# address space, read only the bytes bits2int needs.
$(ARM_B)/$(1)/test_inputs: tests/c/test_inputs.c tests/c/check.c tests/c/check.h examples/c/sha256.c examples/c/sha256.h $$(ARM_D_$(1))/lib/libuecc.a
	@mkdir -p $$(@D)
	$(arm_cross_$(1))gcc $$(C_WARN) -O2 $(arm_cflags_$(1)) -static -Iinclude -Iexamples/c -Itests/c -o $$@ \
	  tests/c/test_inputs.c tests/c/check.c examples/c/sha256.c $$(ARM_D_$(1))/lib/libuecc.a -lpthread

# tests/c/test_vli.c for the target, with the known answers for its word
# size.
$(ARM_B)/$(1)/vli_data.c: tests/vligen/main.go internal/bigref/bigref.go
	@mkdir -p $$(@D)
	$$(GO) run ./tests/vligen -word $(arm_word_$(1)) -o $$@

$(ARM_B)/$(1)/test_vli: tests/c/test_vli.c tests/c/vli.h $(ARM_B)/$(1)/vli_data.c tests/c/check.c tests/c/check.h $$(ARM_D_$(1))/lib/libuecc.a
	@mkdir -p $$(@D)
	$(arm_cross_$(1))gcc $$(C_WARN) -O2 $(arm_cflags_$(1)) -static -Iinclude -Iexamples/c -Itests/c -o $$@ \
	  tests/c/test_vli.c $(ARM_B)/$(1)/vli_data.c tests/c/check.c $$(ARM_D_$(1))/lib/libuecc.a -lpthread

# tests/c/test_fork.c for the target: fork under load, where /proc shows
# the host's system call numbers (qemu-user).
$(ARM_B)/$(1)/test_fork: tests/c/test_fork.c tests/c/check.c tests/c/check.h $$(ARM_D_$(1))/lib/libuecc.a
	@mkdir -p $$(@D)
	$(arm_cross_$(1))gcc $$(C_WARN) -O2 $(arm_cflags_$(1)) -static -Iinclude -Iexamples/c -Itests/c -o $$@ \
	  tests/c/test_fork.c tests/c/check.c $$(ARM_D_$(1))/lib/libuecc.a -lpthread

# make embed-report's two programs for the target (a secp256r1 key, a
# signature and its verification against libuecc.a; one exported add against
# a minimal Go c-archive whose runtime is built as the library's), linked as
# the target's gcc links by default (PIE, glibc shared) and stripped:
# test-arm runs them and prints their sizes.
$(ARM_B)/$(1)/libminimal.a: tests/c/embed/minimal/minimal.go $$(CAPI_TAGS_STAMP)
	@mkdir -p $$(@D)
	CGO_ENABLED=1 $(call arm_go_env,$(1)) $$(CAPI_ENV) CC=$(arm_cross_$(1))gcc CGO_CFLAGS="-O2 -g $(arm_cflags_$(1))" \
	  $$(GO) build -trimpath -buildmode=c-archive -o $$@ ./tests/c/embed/minimal

$(ARM_B)/$(1)/minimal: tests/c/embed/minimal_main.c $(ARM_B)/$(1)/libminimal.a
	$(arm_cross_$(1))gcc $$(C_WARN) -O2 $(arm_cflags_$(1)) -I$(ARM_B)/$(1) -o $$@ $$< $(ARM_B)/$(1)/libminimal.a -lpthread -s

$(ARM_B)/$(1)/embed: tests/c/embed/embed_main.c $$(ARM_D_$(1))/lib/libuecc.a
	$(arm_cross_$(1))gcc $$(C_WARN) -O2 $(arm_cflags_$(1)) -Iinclude -o $$@ $$< $$(ARM_D_$(1))/lib/libuecc.a -lpthread -s

$$(ARM_D_$(1))/bin/uecc-runner-go: $$(LIB_DEPS) $$(VECTORS_SRC) tests/arm/gorunner/main.go
	@mkdir -p $$(@D)
	CGO_ENABLED=0 $(call arm_go_env,$(1)) $$(GO) build -trimpath -o $$@ ./tests/arm/gorunner

# Runs both runners and go test ./... under qemu. Each step ends with
# "N passed, M failed"; the go test line counts the tests and subtests of
# go test -json, and the step fails if go test does.
test-arm-$(1): cross-$(1)
	@echo "== $(1): C runner (libuecc.a through the C ABI) under $(arm_qemu_$(1))$(if $(arm_ccpu_$(1)), -cpu $(arm_ccpu_$(1)))"
	@$(if $(arm_ccpu_$(1)),QEMU_CPU=$(arm_ccpu_$(1))) $(arm_qemu_$(1)) $$(ARM_D_$(1))/bin/uecc-runner-c > $(ARM_B)/$(1)/runner-c.txt; \
	  s=$$$$?; grep -E 'FAIL|passed' $(ARM_B)/$(1)/runner-c.txt | tail -n 60; exit $$$$s
	@echo "== $(1): tests/c/test_inputs.c (hash sizes near 2^32, in-place compress) under $(arm_qemu_$(1))$(if $(arm_ccpu_$(1)), -cpu $(arm_ccpu_$(1)))"
	@$(if $(arm_ccpu_$(1)),QEMU_CPU=$(arm_ccpu_$(1))) $(arm_qemu_$(1)) $(ARM_B)/$(1)/test_inputs
	@echo "== $(1): tests/c/test_vli.c (the VLI API, $(arm_word_$(1))-byte words) under $(arm_qemu_$(1))$(if $(arm_ccpu_$(1)), -cpu $(arm_ccpu_$(1)))"
	@$(if $(arm_ccpu_$(1)),QEMU_CPU=$(arm_ccpu_$(1))) $(arm_qemu_$(1)) $(ARM_B)/$(1)/test_vli | grep -E 'FAIL|passed' | tail -n 60; exit $$$${PIPESTATUS[0]}
	@for w in $(arm_other_words_$(1)); do \
	  echo "== $(1): tests/c/test_vectors.c and test_vli.c with -DuECC_WORD_SIZE=$$$$w under $(arm_qemu_$(1))$(if $(arm_ccpu_$(1)), -cpu $(arm_ccpu_$(1)))"; \
	  for t in test_vectors test_vli; do \
	    $(if $(arm_ccpu_$(1)),QEMU_CPU=$(arm_ccpu_$(1))) $(arm_qemu_$(1)) $(ARM_B)/$(1)/$$$${t}_w$$$$w > $(ARM_B)/$(1)/$$$${t}_w$$$$w.txt; \
	    s=$$$$?; grep -E 'FAIL|passed' $(ARM_B)/$(1)/$$$${t}_w$$$$w.txt | tail -n 20; [ $$$$s = 0 ] || exit $$$$s; done; done
	@echo "== $(1): tests/c/test_fork.c load (fork while 4 threads call the library) under $(arm_qemu_$(1))$(if $(arm_ccpu_$(1)), -cpu $(arm_ccpu_$(1)))"
	@$(if $(arm_ccpu_$(1)),QEMU_CPU=$(arm_ccpu_$(1))) UECC_TEST_EMULATED=1 $(arm_qemu_$(1)) $(ARM_B)/$(1)/test_fork load
	@echo "== $(1): make embed-report's programs (glibc shared, from /usr/$(arm_cross_$(1):-=)) under $(arm_qemu_$(1))$(if $(arm_ccpu_$(1)), -cpu $(arm_ccpu_$(1)))"
	@$(if $(arm_ccpu_$(1)),QEMU_CPU=$(arm_ccpu_$(1))) $(arm_qemu_$(1)) -L /usr/$(arm_cross_$(1):-=) $(ARM_B)/$(1)/embed && \
	  $(if $(arm_ccpu_$(1)),QEMU_CPU=$(arm_ccpu_$(1))) $(arm_qemu_$(1)) -L /usr/$(arm_cross_$(1):-=) $(ARM_B)/$(1)/minimal >/dev/null && \
	  a=$$$$(stat -c %s $(ARM_B)/$(1)/embed) && m=$$$$(stat -c %s $(ARM_B)/$(1)/minimal) && \
	  echo "stripped size: libuecc.a program $$$$a bytes, minimal Go c-archive program $$$$m bytes, ours $$$$((a - m)) bytes"
	@echo "== $(1): Go runner (package uecc) under $(arm_qemu_$(1))$(if $(arm_cpu_$(1)), -cpu $(arm_cpu_$(1)))"
	@$(if $(arm_cpu_$(1)),QEMU_CPU=$(arm_cpu_$(1))) $(arm_qemu_$(1)) $$(ARM_D_$(1))/bin/uecc-runner-go $(call arm_vector_curves,$(1)) > $(ARM_B)/$(1)/runner-go.txt; \
	  s=$$$$?; grep -E 'FAIL|passed' $(ARM_B)/$(1)/runner-go.txt | tail -n 60; exit $$$$s
	@echo "== $(1): go test $$(ARM_GOTEST_FLAGS) ./... (cross-compiled, go test -exec $(arm_qemu_$(1))$(if $(arm_cpu_$(1)), with QEMU_CPU=$(arm_cpu_$(1))))"
	@CGO_ENABLED=0 $(call arm_go_env,$(1)) $(if $(arm_cpu_$(1)),QEMU_CPU=$(arm_cpu_$(1))) \
	  $$(GO) test -exec $(arm_qemu_$(1)) -json $$(ARM_GOTEST_FLAGS) $$(ARM_GOTEST_PKGS) > $(ARM_B)/$(1)/gotest.json; s=$$$$?; \
	  $$(GO) run ./tests/arm/gotestsum -name "go test ./... (linux-$(1))" < $(ARM_B)/$(1)/gotest.json || s=1; exit $$$$s
	@echo "== $(1): go test -tags vartimecount ./tests/vartime/ (no operation on a secret enters a variable-time function, on this target's assembly)"
	@CGO_ENABLED=0 $(call arm_go_env,$(1)) $(if $(arm_cpu_$(1)),QEMU_CPU=$(arm_cpu_$(1))) \
	  $$(GO) test -exec $(arm_qemu_$(1)) -count=1 -tags vartimecount ./tests/vartime/
$(if $(filter armv6,$(1)),$(call arm_purego_step,$(1)))

endef

# On ARMv6 the engine's Go twins run too (-tags purego: the field
# arithmetic in Go, as on GOARM=5 and on targets without assembly), since
# the assembly build calls the <curve>_arm.s files directly: the engine,
# package uecc, and the point API and BIP-340 on it (uecc/ec's group
# formulas, uecc/schnorr).
ARM_PUREGO_PKGS = $(filter-out $(ARM_LARGE_ENGINE_PKGS),$(shell CGO_ENABLED=0 $(GO) list ./internal/ecc/...)) ./uecc ./uecc/ec ./uecc/schnorr
define arm_purego_step
	@echo "== $(1): go test -tags purego $$(ARM_GOTEST_FLAGS) $$(ARM_PUREGO_PKGS) (the Go twins, under $(arm_qemu_$(1))$(if $(arm_cpu_$(1)), with QEMU_CPU=$(arm_cpu_$(1))))"
	@CGO_ENABLED=0 $(call arm_go_env,$(1)) $(if $(arm_cpu_$(1)),QEMU_CPU=$(arm_cpu_$(1))) \
	  $$(GO) test -exec $(arm_qemu_$(1)) -json -tags purego $$(ARM_GOTEST_FLAGS) $$(ARM_PUREGO_PKGS) > $(ARM_B)/$(1)/gotest-purego.json; s=$$$$?; \
	  $$(GO) run ./tests/arm/gotestsum -name "go test -tags purego $$(ARM_PUREGO_PKGS) (linux-$(1))" < $(ARM_B)/$(1)/gotest-purego.json || s=1; exit $$$$s
endef

$(foreach t,$(ARM_TARGETS),$(eval $(call arm_target,$(t))))
# test_vectors and test_vli for each other word size a program may set on
# the target (uECC_WORD_SIZE 1 and 4 on arm64, 1 and 8 on the 32-bit ones):
# the library's _w1, _w4, _w8 entry points, with micro-ecc's requests for
# that size.
$(foreach t,$(ARM_TARGETS),$(foreach w,$(arm_other_words_$(t)),$(eval $(call arm_word_tests,$(t),$(w)))))

# The armv6 archive's objects must all say ARMv6 (readelf -A): the one merged
# object of libuecc.a, and every C object that went into it. go.o carries no
# build attributes (Go's linker writes none); GOARM=6 is what makes the Go
# code ARMv6 code, and the pure-Go runs under QEMU_CPU=arm1176 execute it on
# an ARMv6 CPU model.
arm-readelf: $(DIST)/linux-armv6/lib/libuecc.a
	@set -e; n=0; \
	for o in $(DIST)/linux-armv6/lib/libuecc.a $$(ls $(ARM_B)/armv6/o/*.o | grep -v '/go\.o$$'); do \
	  a=$$(arm-linux-gnueabihf-readelf -A $$o | sed -n 's/^ *Tag_CPU_arch: //p' | sort -u); \
	  [ "$$a" = "v6" ] || { echo "readelf -A $$o: Tag_CPU_arch '$$a', want v6"; exit 1; }; \
	  ! arm-linux-gnueabihf-readelf -A $$o | grep -q 'Thumb-2' || { echo "$$o: Thumb-2"; exit 1; }; \
	  n=$$((n+1)); done; \
	echo "readelf -A (armv6): $$n passed, 0 failed (libuecc.a and its C objects: Tag_CPU_arch v6, no Thumb-2)"

# Emulated instruction counts per operation (tests/arm/qcount: qemu's
# in_asm + exec logs, no TCG plugin needed): internal/cmd/opcount built for
# each target, (count with ARM_COUNT_N ops - count with 0) / ARM_COUNT_N, after
# a warm-up operation; each count is the least of three runs (the Go
# runtime's own work between operations varies by up to ~0.3 M instructions
# a run on arm64 and ~10,000 an operation on the 32-bit targets: the least
# of three of one binary moves by up to about 1.5 % between runs). About 30 s per curve and
# target.
# The raw lines ("target curve op instructions", after "# date:", "# commit:"
# and "# n:" lines) go to counts.txt; qcount -table prints them as a Markdown
# table beside micro-ecc's recorded counts (tests/arm/qcount/
# microecc_counts.tsv) with the ratio ours / micro-ecc's and its bar, and
# writes it to counts.md as well. make arm-count-table formats an existing
# counts.txt again without measuring.
# Subsets for a quick check: make arm-count ARM_COUNT_TARGETS=armv6
# ARM_COUNT_CURVES=secp160r1 ARM_COUNT_OPS=keygen.
# Minutes of qemu: not part of make test; docs/ARM.md has the results.
# The ops: micro-ecc's four (keygen ecdh sign verify), then ones micro-ecc
# has no counterpart of, so no ratio: double-mult (uecc/ec's
# DoubleScalarMultVartime, k1·G + k2·P, every curve) and bip340-sign,
# bip340-verify (uecc/schnorr), which run on secp256k1 only: the loop
# leaves them out for the other curves.
ARM_COUNT_N ?= 8
ARM_COUNT_TARGETS ?= $(ARM_TARGETS)
ARM_COUNT_CURVES ?= secp160r1 secp192r1 secp224r1 secp256r1 secp256k1 secp384r1 secp521r1
ARM_COUNT_OPS ?= keygen ecdh sign verify double-mult bip340-sign bip340-verify
ARM_COUNT_D := $(ARM_B)/count
arm-count: arm-check-tools
	@mkdir -p $(ARM_COUNT_D)
	$(GO) build -o $(ARM_COUNT_D)/qcount ./tests/arm/qcount
	@for t in $(ARM_COUNT_TARGETS); do case $$t in arm64|armv7|armv6) ;; *) echo "ARM_COUNT_TARGETS: unknown target $$t (arm64, armv7, armv6)"; exit 1;; esac; done
	@set -e; out=$(ARM_COUNT_D)/counts.txt; \
	rev=$$(git rev-parse --short HEAD 2>/dev/null || echo unknown); \
	if [ "$$rev" = unknown ]; then :; elif git diff --quiet HEAD -- 2>/dev/null; then rev="$$rev (clean tree)"; else rev="$$rev (dirty tree)"; fi; \
	{ echo "# date: $$(date -u '+%Y-%m-%d %H:%M UTC')"; echo "# commit: $$rev"; echo "# n: $(ARM_COUNT_N)"; } > $$out; \
	cat $$out; \
	for t in $(ARM_COUNT_TARGETS); do \
	  case $$t in arm64) env="GOARCH=arm64" q=qemu-aarch64 cpu= reps=3;; armv7) env="GOARCH=arm GOARM=7" q=qemu-arm cpu=cortex-a7 reps=3;; \
	    armv6) env="GOARCH=arm GOARM=6" q=qemu-arm cpu=arm1176 reps=3;; esac; \
	  env CGO_ENABLED=0 $$env $(GO) build -o $(ARM_COUNT_D)/opcount-$$t ./internal/cmd/opcount; \
	  for c in $(ARM_COUNT_CURVES); do \
	    ops=; for o in $(ARM_COUNT_OPS); do case $$o in bip340-*) [ $$c = secp256k1 ] || continue;; esac; ops="$$ops $$o"; done; \
	    [ -n "$$ops" ] || continue; \
	    lines=$$($(ARM_COUNT_D)/qcount -qemu $$q $${cpu:+-cpu $$cpu} -op -reps $$reps -n $(ARM_COUNT_N) $(ARM_COUNT_D)/opcount-$$t $$c $$ops); \
	    echo "$$lines" | sed "s/^/$$t /" | tee -a $$out; \
	  done; done
	@$(MAKE) --no-print-directory arm-count-table

arm-count-table:
	@mkdir -p $(ARM_COUNT_D)
	@$(GO) build -o $(ARM_COUNT_D)/qcount ./tests/arm/qcount
	@$(ARM_COUNT_D)/qcount -table $(ARM_COUNT_D)/counts.txt > $(ARM_COUNT_D)/counts.md
	@echo; cat $(ARM_COUNT_D)/counts.md; echo; echo "written to $(ARM_COUNT_D)/counts.md (raw counts: $(ARM_COUNT_D)/counts.txt)"

# The three targets run two at a time (qemu-user is single-threaded), each
# target's output kept together (-Otarget).
ARM_JOBS ?= 2
# The longest first: ARMv6 (its runs and the purego step) beside ARMv7,
# arm64 after ARMv7, so that the two slots end at about the same time.
ARM_TEST_ORDER := armv6 armv7 arm64
test-arm: arm-check-tools arm-readelf
	$(uecc_all_curves_check)
	@$(MAKE) --no-print-directory -j$(ARM_JOBS) -Otarget $(addprefix test-arm-,$(filter $(ARM_TARGETS),$(ARM_TEST_ORDER)))
	@echo "test-arm: every runner and go test under qemu passed for $(ARM_TARGETS)"

# An empty .DEFAULT_GOAL lets the next target the includer defines be the default.
.DEFAULT_GOAL := $(uecc_arm_mk_goal)
