# mk/cttiming.mk: the statistical timing test (dudect). Included by the
# top-level Makefile. Long (about 10 minutes here); not part of `make test`.
#
#   make ct-timing        fixed-versus-random Welch t-tests on the TSC ticks of
#                         uECC_make_key, uECC_shared_secret and uECC_sign
#                         (through libuecc.a: tests/cttiming/cttiming.c) and of
#                         GeneratePrivateKey, ECDH and Sign (package uecc:
#                         tests/cttiming/gottiming), on every curve, beside a
#                         control (an early-exit compare) that must leak;
#                         prints one table with max |t| and a verdict per row
#   make ct-timing-build  only build the two programs (build/cttiming/)
#   make ct-timing-arm    the C harness for an ARM board: static
#                         dist/linux-{arm64,armv7,armv6}/bin/uecc-cttiming,
#                         linked against that target's libuecc.a (mk/arm.mk);
#                         copy the one file to the board and run it there,
#                         with the same CT_TIMING_* variables (below)
#   make ct-timing-arm-qemu  each of them once under qemu-user with a tiny
#                         sample count (CT_TIMING_QEMU_SAMPLES, _OPS, _CURVES):
#                         only that they run and print the table; times
#                         under emulation mean nothing
#
#   CT_TIMING_SAMPLES=N   measurements per class and row (default 300000)
#   CT_TIMING_OPS=a,b     rows to run (C: control, leaky_ecdh, make_key,
#                         shared_secret, sign, compute_public_key, sign_with_k;
#                         Go: control, leaky_ecdh, generate_key, ecdh, sign)
#   CT_TIMING_CURVES=a,b  curves (default all five)
#   CT_TIMING_FIXED=m     the fixed secret: random (default), one, max (n - 1)
#   CT_TIMING_SEED=s      the harness's PRNG seed (default: from the clock)
#   CT_TIMING_FAIL_T=t    max |t| at which an operation fails (default 10)
#   CT_TIMING_CPU=c       the CPU both programs are pinned to (taskset;
#                         default the last one)
#   CT_TIMING_LANG=c|go   only one of the two programs (default both)
#   CT_TIMING_CONTROL_BYTES=n, CT_TIMING_LEAK_BYTES=n
#                         bytes of the controls' early-exit compares (64, 256)
#
# |t| < 4.5 pass, >= 10 leak, between: inconclusive (reported, not a
# failure). The target fails if a control does not leak (the harness is
# blind), if an operation reaches CT_TIMING_FAIL_T, or if a call fails. The
# method and the results on this machine: docs/SAFETY.md.

# Keep the includer's default goal.
uecc_cttiming_mk_goal := $(.DEFAULT_GOAL)

GO ?= go
CC ?= cc

CT_TIMING_DIR     := build/cttiming
CT_TIMING_C_BIN   := $(CT_TIMING_DIR)/cttiming
CT_TIMING_GO_BIN  := $(CT_TIMING_DIR)/gottiming
CT_TIMING_RESULTS := $(CT_TIMING_DIR)/results.txt
CT_TIMING_SAMPLES ?= 300000
CT_TIMING_CPU     ?= $(shell echo $$(($$(nproc 2>/dev/null || echo 1) - 1)))
CT_TIMING_LANG    ?= c go
CT_TIMING_OPS     ?=
CT_TIMING_CURVES  ?=
CT_TIMING_FIXED   ?=
CT_TIMING_SEED    ?=
CT_TIMING_FAIL_T  ?=
CT_TIMING_CONTROL_BYTES ?=
CT_TIMING_LEAK_BYTES    ?=
CT_TIMING_ENV = CT_TIMING_SAMPLES='$(CT_TIMING_SAMPLES)' CT_TIMING_OPS='$(CT_TIMING_OPS)' \
  CT_TIMING_CURVES='$(CT_TIMING_CURVES)' CT_TIMING_FIXED='$(CT_TIMING_FIXED)' CT_TIMING_SEED='$(CT_TIMING_SEED)' \
  CT_TIMING_FAIL_T='$(CT_TIMING_FAIL_T)' CT_TIMING_CONTROL_BYTES='$(CT_TIMING_CONTROL_BYTES)' \
  CT_TIMING_LEAK_BYTES='$(CT_TIMING_LEAK_BYTES)'

.PHONY: ct-timing ct-timing-build ct-timing-go

# The C harness against the library as it is shipped (make lib's archive):
# the assembly path on a CPU with BMI2, ADX and AVX2.
$(CT_TIMING_C_BIN): tests/cttiming/cttiming.c $(HEADERS) $(LIB_A)
	@mkdir -p $(CT_TIMING_DIR)
	$(CC) $(C_FLAGS) -o $@ $< -L$(B) -luecc -lpthread -lm

# The Go harness, behind the build tag cttiming (go build, vet and test of
# ./... leave it out); go build decides itself whether to rebuild.
ct-timing-go:
	@mkdir -p $(CT_TIMING_DIR)
	$(GO) build -tags cttiming -o $(CT_TIMING_GO_BIN) ./tests/cttiming/gottiming

ct-timing-build: $(CT_TIMING_C_BIN) ct-timing-go

# Both programs in turn, pinned to one CPU, their output kept in
# $(CT_TIMING_RESULTS); then the rows of both as one table.
ct-timing: ct-timing-build
	@if command -v taskset >/dev/null 2>&1; then pin="taskset -c $(CT_TIMING_CPU)"; \
	  echo "ct-timing: pinned to CPU $(CT_TIMING_CPU) of $$(nproc) (taskset)"; \
	else pin=; echo "ct-timing: taskset not found: not pinned"; fi; \
	start=$$(date +%s); cst=0; gst=0; \
	{ echo "ct-timing: $$(date -u '+%Y-%m-%d %H:%M UTC'), $$(git rev-parse --short HEAD 2>/dev/null || echo 'no git')$$(git status --porcelain -- uecc internal capi 2>/dev/null | grep -q . && echo ' with local changes in uecc/internal/capi'), $$(uname -srm), $(CT_TIMING_SAMPLES) samples per class"; } | tee $(CT_TIMING_RESULTS); \
	if echo ' $(CT_TIMING_LANG) ' | grep -q ' c '; then \
	  $(CT_TIMING_ENV) $$pin ./$(CT_TIMING_C_BIN) | tee -a $(CT_TIMING_RESULTS); cst=$$?; \
	  echo "ct-timing: C harness exit $$cst after $$(( $$(date +%s) - start )) s" | tee -a $(CT_TIMING_RESULTS); fi; \
	if echo ' $(CT_TIMING_LANG) ' | grep -q ' go '; then \
	  $(CT_TIMING_ENV) $$pin ./$(CT_TIMING_GO_BIN) | tee -a $(CT_TIMING_RESULTS); gst=$$?; \
	  echo "ct-timing: Go harness exit $$gst after $$(( $$(date +%s) - start )) s" | tee -a $(CT_TIMING_RESULTS); fi; \
	wall=$$(( $$(date +%s) - start )); \
	echo; echo "ct-timing: all rows (max|t| over the crops; crop 0 = every measurement; delta4.5 = the mean"; \
	echo "difference in TSC ticks that would have reached |t| = 4.5 in the tightest crop):"; \
	grep -E '^cttiming (lang|c |go )' $(CT_TIMING_RESULTS) | awk '!(/^cttiming lang/ && seen++)'; \
	grep -E '^cttiming (c|go) ' $(CT_TIMING_RESULTS) | grep -v -E ' (control|leaky_ecdh) ' | awk -v wall=$$wall \
	  '{ n++; if ($$NF == "pass") p++; else if ($$NF == "inconclusive") i++; else l++ } \
	   END { printf "ct-timing: %d operation rows: %d pass (|t| < 4.5), %d inconclusive, %d leak (|t| >= 10); wall time %d s\n", n, p, i, l, wall }'; \
	test $$cst -eq 0 -a $$gst -eq 0 || { echo "ct-timing: FAILED (C exit $$cst, Go exit $$gst: 1 = an operation at or above the failing |t| or a failed call, 2 = a control did not leak)"; exit 1; }

# ---- ARM boards -------------------------------------------------------------
# The C harness, cross-compiled like mk/arm.mk's uecc-runner-c: static
# (glibc of the cross toolchain), the target's C flags, against
# dist/linux-<target>/lib/libuecc.a. Its timer per architecture is in
# tests/cttiming/cttiming.c: CNTVCT_EL0 on arm64 (frequency CNTFRQ_EL0,
# printed), clock_gettime(CLOCK_MONOTONIC_RAW) in ns on armv7 and armv6. No
# taskset here: on the board, pin it yourself, e.g.
#   CT_TIMING_SAMPLES=100000 taskset -c 3 ./uecc-cttiming
# The armv6 binary links Debian's armhf libc, which is ARMv7 code: like
# uecc-runner-c it runs on an ARMv7 or later core, not on an ARM1176 (Pi 1 /
# Zero: build tests/cttiming/cttiming.c there against
# dist/linux-armv6/lib/libuecc.a with the Pi's own gcc; docs/SAFETY.md).
CT_TIMING_ARM_B := build/cttiming-arm
CT_TIMING_QEMU_SAMPLES ?= 2000
CT_TIMING_QEMU_OPS     ?= control,sign
CT_TIMING_QEMU_CURVES  ?= secp256r1

.PHONY: ct-timing-arm ct-timing-arm-qemu $(addprefix ct-timing-arm-qemu-,$(ARM_TARGETS))

ct-timing-arm: $(foreach t,$(ARM_TARGETS),$(DIST)/linux-$(t)/bin/uecc-cttiming)
ct-timing-arm-qemu: $(addprefix ct-timing-arm-qemu-,$(ARM_TARGETS))

# ct_timing_arm(target): the binary, and its run under qemu-user (on the C
# runner's qemu CPU). The run passes if the program exits 0, 1 or 2 (1 and 2
# are verdicts on times, which emulation makes meaningless), prints its rows
# and reports no failed call and no call that missed the harness's secrets.
define ct_timing_arm
$(DIST)/linux-$(1)/bin/uecc-cttiming: tests/cttiming/cttiming.c $$(HEADERS) $(DIST)/linux-$(1)/lib/libuecc.a | arm-check-tools
	@mkdir -p $$(@D)
	$(arm_cross_$(1))gcc $$(C_WARN) -O2 $(arm_cflags_$(1)) -static -Iinclude -o $$@ $$< $(DIST)/linux-$(1)/lib/libuecc.a -lpthread -lm

ct-timing-arm-qemu-$(1): $(DIST)/linux-$(1)/bin/uecc-cttiming
	@mkdir -p $(CT_TIMING_ARM_B)
	@echo "== $(1): uecc-cttiming under $(arm_qemu_$(1))$(if $(arm_ccpu_$(1)), -cpu $(arm_ccpu_$(1))) (a smoke run: times under emulation mean nothing)"
	@start=$$$$(date +%s); \
	  CT_TIMING_SAMPLES='$$(CT_TIMING_QEMU_SAMPLES)' CT_TIMING_OPS='$$(CT_TIMING_QEMU_OPS)' CT_TIMING_CURVES='$$(CT_TIMING_QEMU_CURVES)' \
	  CT_TIMING_SEED='$$(CT_TIMING_SEED)' $(if $(arm_ccpu_$(1)),QEMU_CPU=$(arm_ccpu_$(1))) \
	  $(arm_qemu_$(1)) $$< > $(CT_TIMING_ARM_B)/qemu-$(1).txt; s=$$$$?; \
	  cat $(CT_TIMING_ARM_B)/qemu-$(1).txt; \
	  case $$$$s in 0|1|2) ;; *) echo "ct-timing-arm-qemu-$(1): exit $$$$s"; exit 1;; esac; \
	  grep -q '^cttiming c ' $(CT_TIMING_ARM_B)/qemu-$(1).txt || { echo "ct-timing-arm-qemu-$(1): no rows"; exit 1; }; \
	  ! grep -q 'failed calls' $(CT_TIMING_ARM_B)/qemu-$(1).txt || { echo "ct-timing-arm-qemu-$(1): failed calls"; exit 1; }; \
	  echo "ct-timing-arm-qemu-$(1): ran and printed its rows (exit $$$$s after $$$$(( $$$$(date +%s) - start )) s)"
endef

$(foreach t,$(ARM_TARGETS),$(eval $(call ct_timing_arm,$(t))))

.DEFAULT_GOAL := $(uecc_cttiming_mk_goal)
