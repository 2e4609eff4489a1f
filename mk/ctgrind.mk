# mk/ctgrind.mk: the constant-time proof and the other safety tests
# (docs/SAFETY.md). Included by the top-level Makefile.
#
#   make ctgrind           memcheck over tests/ctgrind/ctgrind.c linked against a
#                          valgrind-instrumented c-archive of ./capi, every
#                          secret marked undefined, zero memcheck errors
#                          required, on each path of CTGRIND_PATHS: asm (the
#                          MULX/ADCX/ADOX/AVX2 assembly, with the library's word
#                          size and with 1 and 4) and go (the Go field code,
#                          with the library's word size); then, on the same
#                          paths, tests/ctgrind/goapi: the Go-only API (package
#                          uecc/ec's constant-time methods on every curve,
#                          uecc/schnorr's PublicKey and Sign) called from Go
#                          under memcheck, the verdicts of
#                          tests/ctgrind/goapi/verdicts.supp suppressed (each
#                          must be used); runs ctgrind-selftest first
#   make ctgrind-selftest  the harness can fail: a secret branch and a secret
#                          table index must be reported, in Go and (on the asm
#                          path) inside a copy of a library product in
#                          assembly; a branch on a Declassify'd value and the
#                          leak-free product must not; goapi's planted leaks
#                          (a caller's branches on ec's secret outputs, and a
#                          secret scalar given to ScalarMultVartime) must be
#                          reported
#   make test-race         go test -race -run Concurrency ./uecc/ (TestConcurrency…)
#   make soak              minutes: millions of operations across goroutines,
#                          each checked by a second computation (SOAK=duration)
#
# `make test` runs ctgrind on linux/amd64 (the Makefile's SKIP_ctgrind says why
# not elsewhere); scripts/install-deps.sh installs valgrind.

# Keep the includer's default goal.
uecc_ctgrind_mk_goal := $(.DEFAULT_GOAL)

GO ?= go
CC ?= cc

CTGRIND_DIR := build/ctgrind
CTGRIND_LIB := $(CTGRIND_DIR)/libuecc_ct.a
CTGRIND_BIN := $(CTGRIND_DIR)/ctgrind
CTGRIND_SELFTEST_LIB := $(CTGRIND_DIR)/libselftest.a
CTGRIND_SELFTEST_BIN := $(CTGRIND_DIR)/selftest
CTGRIND_CFLAGS := -std=c99 -Wall -Wextra -Werror -O2 -g -Iinclude -Iexamples/c -I$(CTGRIND_DIR)
# Iterations per function, curve and RNG mode.
CTGRIND_ITER ?= 3

# The Go-only API's harness (tests/ctgrind/goapi): a Go program with cgo,
# built with the valgrind tag (not a c-archive: package ec is not exported
# to C), run with CTGRIND_VALGRIND and the suppressions of the verdicts
# package ec branches on by its contract (SetBytes's, and Bytes' test for
# the identity). Iterations per curve.
CTGRIND_GOAPI_BIN := $(CTGRIND_DIR)/goapi
CTGRIND_GOAPI_SUPP := tests/ctgrind/goapi/verdicts.supp
CTGRIND_GOAPI_ITER ?= 2
CTGRIND_GOAPI_VALGRIND_OPTS := -s --suppressions=$(CTGRIND_GOAPI_SUPP)

# valgrind + Go c-archive (docs/SAFETY.md, "Valgrind and Go: the facts the
# target relies on"): the valgrind
# build tag (the runtime describes its heap and stacks to memcheck, and
# internal/ct.Declassify issues real client requests), no async preemption
# (its signal frames are scanned conservatively), no RDTSCP (valgrind 3.19
# advertises it in CPUID but cannot execute it: runtime.cputicks, reached
# when a runtime lock is contended, dies with SIGILL), no leak check (valgrind
# 3.19's crashes on a Go binary), DWARF 4 so that the Go frames of a report
# have file:line.
CTGRIND_GOENV = $(call capi_goenv,nodwarf5)
CTGRIND_VALGRIND := GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off valgrind --tool=memcheck --leak-check=no \
  --num-callers=40 --track-origins=yes

CTGRIND_GO_SRC := $(shell find uecc internal capi -name '*.go' -not -name '*_test.go' 2>/dev/null) \
                  $(wildcard internal/ecc/*.s internal/ecc/*/*.s internal/ct/*.s internal/cpuid/*.s internal/sha256/*.s) $(wildcard capi/*.c capi/*.h) \
                  include/uECC.h include/uECC_ext.h include/uECC_vli.h go.mod go.sum

# The two paths (internal/ecc/cpuid_valgrind_amd64.go): valgrind's CPUID
# hides ADX (it shows a Haswell: BMI2 and AVX2) although valgrind executes
# ADCX and ADOX, so the valgrind build has its own switch, read at start-up:
# UECC_CTGRIND_PATH=asm requires the assembly (under valgrind: BMI2 and AVX2
# in its CPUID; start-up panics otherwise), =go selects the Go field code. The
# library prints its choice ("uecc ctgrind path: asm (...)"), and each run
# must print the one it asked for.
#
# asm is proven where this machine runs it natively (/proc/cpuinfo lists
# bmi2, adx and avx2), with every word size: it is what every x86-64 CPU since
# Broadwell runs. go, the path of CPUs without ADX and of the purego build,
# is proven with the library's word size only: the word size changes the
# C-side adapters (capi/vli_words.h, the draws' request sizes), which are the
# same code on both paths, not the field code below them. CTGRIND_PATHS=go
# (or asm) runs one path alone.
CTGRIND_HOST_ASM := $(shell for f in bmi2 adx avx2; do grep -m1 '^flags' /proc/cpuinfo 2>/dev/null | grep -qw $$f || exit 0; done; echo yes)
#
# ifma is the asm path with secp521r1 in its AVX-512 IFMA form (ECDH's and
# Verify's loops in 11 limbs of 48 bits), the Go twins of that form's
# assembly in place of the assembly, which valgrind cannot execute: it
# proves the form's Go code (the conversions, the loops, the exceptional
# cases); the assembly itself has the static check (make ctcheck). It runs
# the C ABI's harness once, with the library's word size.
CTGRIND_PATHS ?= $(if $(CTGRIND_HOST_ASM),asm ifma go,go)
CTGRIND_ASM := $(filter asm,$(CTGRIND_PATHS))
CTGRIND_BINS_asm := $(CTGRIND_BIN) $(CTGRIND_BIN)_w1 $(CTGRIND_BIN)_w4
CTGRIND_BINS_ifma := $(CTGRIND_BIN)
CTGRIND_BINS_go := $(CTGRIND_BIN)
# valgrind decodes ADCX/ADOX from 3.13 on (3.19 is the one checked here).
CTGRIND_VALGRIND_MIN := 3.13
# The curves whose assembly the asm path must show (the harnesses run all
# seven). secp384r1 is not among them: its field products are inline in the
# dispatching fpMul/fnMul and its formulas' products are not …Internal
# routines, so no block tells its assembly apart by name; it takes the same
# switch (useADX) as the others.
CTGRIND_CURVES := secp160r1 secp192r1 secp224r1 secp256r1 secp256k1 secp521r1

# Evidence of the path from the run itself: valgrind's superblock profile
# (--profile-flags=00000000: execution counts of the translated blocks with
# their symbols; it changes nothing in memcheck's checking, and the
# self-test runs with it too), printed for every interval of 5,000 event
# checks (--profile-interval: the 20 hottest blocks of that interval, the
# counts starting again at zero). The one profile of the whole run (the 200
# hottest, at exit, without an interval) is not enough: the long products
# of secp521r1 and secp384r1 fill it, and the smaller curves' blocks fall
# out of it; each curve leads some interval while it runs.
# ctgrind-evidence(log, path) counts the listed blocks that lie in
# assembly-only functions of the curves' asm_amd64.s (a curve package's
# names ending in ADX or AVX2, attributed to the curve, and the file-local
# ...Internal products: the Go path never enters them;
# the dispatching fpMul, fnMul... are not counted, since their first block
# runs on both paths), and fails unless every curve of CTGRIND_CURVES shows
# some on the asm path and none shows any on the go path.
CTGRIND_PROFILE := --profile-flags=00000000 --profile-interval=5000
define ctgrind-evidence
awk -v path=$(2) -v curves='$(CTGRIND_CURVES)' ' \
  /^<<< BEGIN SB Profile/ { prof = 1 } \
  prof && /^ *[0-9]+: \(/ { \
    total++; sym = $$NF; sub(/\+[0-9]+$$/, "", sym); sub(/\.abi0$$/, "", sym); \
    sub(/^github\.com\/uecc-go\/uecc\/internal\/ecc\//, "", sym); \
    if (sym == "secp521r1.fp48MulGo") twin++; \
    if (sym ~ /^secp[0-9a-z]+\..*(ADX|AVX2)$$/ || sym ~ /^[a-zA-Z]+Internal$$/) { \
      asm++; if (hotasm == "") hotasm = sym; if (split(sym, q, ".") > 1) n[q[1]]++ \
    } else if (hotgo == "" && sym ~ /^secp[0-9a-z]+\./) hotgo = sym } \
  END { \
    if (total == 0) { print "ctgrind: FAILED: no superblock profile in $(1)"; exit 1 } \
    nc = split(curves, c, " "); per = ""; bad = ""; \
    for (i = 1; i <= nc; i++) { per = per sprintf(" %s %d", c[i], n[c[i]]); if (!n[c[i]]) bad = bad " " c[i] } \
    printf "ctgrind: %s path, evidence from valgrind'"'"'s superblock profiles: %d of their %d blocks in assembly-only functions (...ADX, ...AVX2, ...Internal);%s", \
      path, asm, total, per; \
    if (asm) printf "; the hottest: %s", hotasm; else printf "; the hottest in a curve package: %s", hotgo; print ""; \
    if (path != "go" && bad != "") { print "ctgrind: FAILED: the " path " path ran no assembly of" bad; exit 1 } \
    if (path == "ifma" && !twin) { print "ctgrind: FAILED: the ifma path ran no block of the IFMA form (secp521r1.fp48MulGo)"; exit 1 } \
    if (path == "ifma") print "ctgrind: ifma path: " twin " blocks in secp521r1.fp48MulGo, the IFMA form'"'"'s product in Go"; \
    if (path == "go" && asm) { print "ctgrind: FAILED: the Go path ran assembly-only functions"; exit 1 } }' $(1)
endef

# ctgrind-run(binary, path): one memcheck run of the harness on a path, its
# log without the profile printed, then the checks: zero errors (exit 0),
# the library's line naming the path, the profile's evidence.
define ctgrind-run
echo "== $(1) on the $(2) path (UECC_CTGRIND_PATH=$(2))"; t0=$$(date +%s%N); \
UECC_CTGRIND_PATH=$(2) $(CTGRIND_VALGRIND) $(CTGRIND_PROFILE) --error-exitcode=1 ./$(1) $(CTGRIND_ITER) > $(1)-$(2).log 2>&1; \
rc=$$?; sed '/^<<<---<<</,$$d' $(1)-$(2).log | sed '$${/^$$/d;}'; \
[ $$rc -eq 0 ] || { echo "ctgrind: FAILED (exit $$rc) on the $(2) path: see $(1)-$(2).log"; exit 1; }; \
grep -q '^uecc ctgrind path: $(2) ' $(1)-$(2).log || { echo "ctgrind: FAILED: the library did not report the $(2) path: see $(1)-$(2).log"; exit 1; }; \
$(call ctgrind-evidence,$(1)-$(2).log,$(2)) || exit 1; \
echo "ctgrind: $(1) on the $(2) path: 0 errors, $$((($$(date +%s%N) - t0) / 1000000)) ms under memcheck";
endef

# ctgrind-goapi-run(path): the Go-only API's harness under memcheck on a
# path, as ctgrind-run, with its suppressions; each of them must have been
# used (valgrind -s lists them): an entry whose branch went away, or whose
# function was renamed, fails the target instead of lingering.
define ctgrind-goapi-run
echo "== $(CTGRIND_GOAPI_BIN) on the $(1) path (UECC_CTGRIND_PATH=$(1))"; t0=$$(date +%s%N); \
UECC_CTGRIND_PATH=$(1) $(CTGRIND_VALGRIND) $(CTGRIND_PROFILE) $(CTGRIND_GOAPI_VALGRIND_OPTS) --error-exitcode=1 \
  ./$(CTGRIND_GOAPI_BIN) $(CTGRIND_GOAPI_ITER) > $(CTGRIND_GOAPI_BIN)-$(1).log 2>&1; \
rc=$$?; sed '/^<<<---<<</,$$d' $(CTGRIND_GOAPI_BIN)-$(1).log | grep -v -e '^--[0-9]*-- ' -e 'SIGRT32' | sed '$${/^$$/d;}'; \
[ $$rc -eq 0 ] || { echo "ctgrind: FAILED (exit $$rc) on the $(1) path: see $(CTGRIND_GOAPI_BIN)-$(1).log"; exit 1; }; \
grep -q '^uecc ctgrind path: $(1) ' $(CTGRIND_GOAPI_BIN)-$(1).log || { echo "ctgrind: FAILED: the library did not report the $(1) path: see $(CTGRIND_GOAPI_BIN)-$(1).log"; exit 1; }; \
$(call ctgrind-evidence,$(CTGRIND_GOAPI_BIN)-$(1).log,$(1)) || exit 1; \
used=""; for s in $$(sed -n 's/^ *\(goapi-[a-z0-9-]*\) *$$/\1/p' $(CTGRIND_GOAPI_SUPP)); do \
  n=$$(sed -n "s/.*used_suppression: *\([0-9]*\) $$s .*/\1/p" $(CTGRIND_GOAPI_BIN)-$(1).log | head -1); \
  [ -n "$$n" ] || { echo "ctgrind: FAILED: the suppression $$s of $(CTGRIND_GOAPI_SUPP) was not used on the $(1) path: remove or fix it"; exit 1; }; \
  used="$$used $$s $$n,"; done; \
echo "ctgrind: declared public (suppressed branches, by $(CTGRIND_GOAPI_SUPP)):$${used%,}"; \
echo "ctgrind: $(CTGRIND_GOAPI_BIN) on the $(1) path: 0 errors, $$((($$(date +%s%N) - t0) / 1000000)) ms under memcheck";
endef

.PHONY: ctgrind ctgrind-selftest ctgrind-build ctgrind-valgrind-version test-race soak

$(CTGRIND_LIB): $(CTGRIND_GO_SRC)
	@mkdir -p $(CTGRIND_DIR)
	$(CTGRIND_GOENV) $(GO) build -tags valgrind,$(CAPI_TAGS) -buildmode=c-archive -ldflags '$(CAPI_X)' -o $@ ./capi

# The harness calls the Java API's native methods too (java/jni/uecc_jni.c,
# with tests/java/fakejni.c's JNIEnv), linked without the JNI library's wrap
# of sigaction (its own calls go straight to the C library's).
CTGRIND_JNI_SRC := java/jni/uecc_jni.c tests/java/fakejni.c
CTGRIND_JNI_FLAGS = $(JNI_CFLAGS) -Itests/java -D__real_sigaction=sigaction
CTGRIND_HARNESS_DEPS := tests/ctgrind/ctgrind.c examples/c/sha256.c examples/c/sha256.h $(CTGRIND_JNI_SRC) tests/java/fakejni.h \
  $(JB)/classes.stamp $(CTGRIND_LIB)

$(CTGRIND_BIN): $(CTGRIND_HARNESS_DEPS)
	$(CC) $(CTGRIND_CFLAGS) $(CTGRIND_JNI_FLAGS) -o $@ tests/ctgrind/ctgrind.c examples/c/sha256.c $(CTGRIND_JNI_SRC) \
	  $(CTGRIND_LIB) -Wl,$(CAPI_WRAP) -lpthread

# The same program built with 1- and 4-byte words: the _w1 and _w4 entry
# points (the drawing functions with those requests, the VLI adapters of
# capi/vli_words.h) under the same proof.
CTGRIND_WORD_BINS := $(CTGRIND_BIN)_w1 $(CTGRIND_BIN)_w4
$(CTGRIND_BIN)_w%: $(CTGRIND_HARNESS_DEPS)
	$(CC) $(CTGRIND_CFLAGS) $(CTGRIND_JNI_FLAGS) -DuECC_WORD_SIZE=$* -o $@ tests/ctgrind/ctgrind.c examples/c/sha256.c \
	  $(CTGRIND_JNI_SRC) $(CTGRIND_LIB) -Wl,$(CAPI_WRAP) -lpthread

$(CTGRIND_SELFTEST_LIB): $(wildcard tests/ctgrind/selftest/*.go tests/ctgrind/selftest/asmleak/*.go tests/ctgrind/selftest/asmleak/*.s) $(CTGRIND_GO_SRC)
	@mkdir -p $(CTGRIND_DIR)
	$(CTGRIND_GOENV) $(GO) build -tags 'valgrind ctgrind_selftest' -buildmode=c-archive -o $@ ./tests/ctgrind/selftest

$(CTGRIND_SELFTEST_BIN): tests/ctgrind/selftest.c $(CTGRIND_SELFTEST_LIB)
	$(CC) $(CTGRIND_CFLAGS) -o $@ tests/ctgrind/selftest.c $(CTGRIND_SELFTEST_LIB) -lpthread

# Not a c-archive: a Go program (cgo, for valgrind/memcheck.h), with the
# valgrind tag and the experiments of CTGRIND_GOENV; the default tags of a
# Go program otherwise (package uecc as a Go user builds it).
$(CTGRIND_GOAPI_BIN): $(wildcard tests/ctgrind/goapi/*.go) $(CTGRIND_GO_SRC)
	@mkdir -p $(CTGRIND_DIR)
	$(CTGRIND_GOENV) $(GO) build -tags valgrind -o $@ ./tests/ctgrind/goapi

ctgrind-build: $(CTGRIND_BIN) $(CTGRIND_SELFTEST_BIN) $(CTGRIND_GOAPI_BIN)

# valgrind executes ADCX and ADOX only from CTGRIND_VALGRIND_MIN on; the
# paths must be known ones.
ctgrind-valgrind-version:
	@$(if $(strip $(CTGRIND_PATHS)),,echo "ctgrind: CTGRIND_PATHS is empty"; exit 1)
	@$(if $(filter-out asm ifma go,$(CTGRIND_PATHS)),echo "ctgrind: CTGRIND_PATHS = $(CTGRIND_PATHS): the paths are asm ifma go"; exit 1)
	@if [ -n "$(CTGRIND_ASM)" ]; then v=$$(valgrind --version | sed 's/^valgrind-//'); \
	  printf '%s\n%s\n' '$(CTGRIND_VALGRIND_MIN)' "$$v" | sort -V -C || \
	  { echo "ctgrind: valgrind $$v cannot execute ADCX/ADOX (needs $(CTGRIND_VALGRIND_MIN)): run with CTGRIND_PATHS=go"; exit 1; }; fi

# Each leaky export must make valgrind exit with 99 (its error exit code,
# not a crash) and report the leak at its place: in selftest.go for the Go
# leaks, in asmleak_amd64.s (a copy of secp256k1's fnMul, MULX/ADCX/ADOX) for
# the assembly ones, which must also compute the right product. The
# declassified branch and the leak-free product (one run) must give no error,
# and the product's output must still be tainted. The assembly cases run
# where the asm path is proven (CTGRIND_PATHS).
CTGRIND_SELFTEST_LEAKS := branch index $(if $(CTGRIND_ASM),asmindex asmbranch)
CTGRIND_SELFTEST_CLEAN := declassified $(if $(CTGRIND_ASM),asmclean)
# goapi's planted leaks, run with its suppressions: leak-branch and leak-bool
# in the harness (leak.go: a loop on a byte of a secret Scalar.Bytes, an if
# on Point.Equal of secret points), leak-vartime in the library (a secret
# scalar given to ScalarMultVartime: the engine's wNAF must be reported).
CTGRIND_GOAPI_LEAKS := leak-branch leak-bool leak-vartime
ctgrind-selftest: $(CTGRIND_SELFTEST_BIN) $(CTGRIND_GOAPI_BIN) ctgrind-valgrind-version
	@for m in $(CTGRIND_SELFTEST_LEAKS); do \
	  case $$m in asm*) where=asmleak_amd64.s;; *) where=selftest.go;; esac; \
	  $(CTGRIND_VALGRIND) $(CTGRIND_PROFILE) --error-exitcode=99 ./$(CTGRIND_SELFTEST_BIN) $$m > $(CTGRIND_DIR)/selftest-$$m.log 2>&1; rc=$$?; \
	  if [ $$rc -ne 99 ] || ! grep -q 'uninitialised value' $(CTGRIND_DIR)/selftest-$$m.log || \
	     ! grep -q "$$where:" $(CTGRIND_DIR)/selftest-$$m.log || \
	     { case $$m in asm*) ! grep -q "selftest $$m: product right" $(CTGRIND_DIR)/selftest-$$m.log;; *) false;; esac; }; then \
	    cat $(CTGRIND_DIR)/selftest-$$m.log; echo "ctgrind-selftest: the leak in $$m was NOT caught (exit $$rc)"; exit 1; fi; \
	  echo "ctgrind-selftest: leak in $$m caught: $$(grep -m1 -o 'Conditional jump[^(]*\|Use of uninitialised value of size [0-9]*' $(CTGRIND_DIR)/selftest-$$m.log) at $$(grep -m1 -o "$$where:[0-9]*" $(CTGRIND_DIR)/selftest-$$m.log) ($$(grep -m1 -o 'by 0x[0-9A-F]*: [^ ]*\|at 0x[0-9A-F]*: [^ ]*' $(CTGRIND_DIR)/selftest-$$m.log | sed 's/.*: //'))"; \
	done
	@$(CTGRIND_VALGRIND) $(CTGRIND_PROFILE) --error-exitcode=99 ./$(CTGRIND_SELFTEST_BIN) $(CTGRIND_SELFTEST_CLEAN) > $(CTGRIND_DIR)/selftest-clean.log 2>&1 || \
	  { cat $(CTGRIND_DIR)/selftest-clean.log; echo "ctgrind-selftest: an error in $(CTGRIND_SELFTEST_CLEAN)"; exit 1; }
	@echo "ctgrind-selftest: branch on a Declassify'd value: no error"
	@if [ -n "$(CTGRIND_ASM)" ]; then \
	  grep -q 'selftest asmclean: product right, output tainted' $(CTGRIND_DIR)/selftest-clean.log || \
	  { cat $(CTGRIND_DIR)/selftest-clean.log; echo "ctgrind-selftest: asmclean did not run"; exit 1; }; \
	  echo "ctgrind-selftest: the same product without the leak (asmclean): no error, right, output tainted"; fi
	@for m in $(CTGRIND_GOAPI_LEAKS); do \
	  case $$m in leak-vartime) where='ec.(\*Point).ScalarMultVartime';; *) where='leak.go:';; esac; \
	  log=$(CTGRIND_DIR)/selftest-goapi-$$m.log; \
	  $(CTGRIND_VALGRIND) $(CTGRIND_PROFILE) $(CTGRIND_GOAPI_VALGRIND_OPTS) --error-exitcode=99 ./$(CTGRIND_GOAPI_BIN) $$m > $$log 2>&1; rc=$$?; \
	  if [ $$rc -ne 99 ] || ! grep -q 'uninitialised value' $$log || ! grep -q "$$where" $$log || \
	     ! grep -q "ctgrind goapi: $$m ran" $$log; then \
	    cat $$log; echo "ctgrind-selftest: the leak in goapi $$m was NOT caught (exit $$rc)"; exit 1; fi; \
	  echo "ctgrind-selftest: leak in goapi $$m caught: $$(grep -m1 -o 'Conditional jump[^(]*\|Use of uninitialised value of size [0-9]*' $$log) at $$(grep -m1 -A1 'uninitialised value' $$log | grep -o 'at 0x[0-9A-F]*: .*' | sed 's/at 0x[0-9A-F]*: //; s/github.com\/uecc-go\/uecc\///g') ($$(grep -m1 -o 'ERROR SUMMARY: [0-9]* errors from [0-9]* contexts' $$log | sed 's/ERROR SUMMARY: //'))"; \
	done

ctgrind: ctgrind-selftest $(CTGRIND_BIN) $(if $(CTGRIND_ASM),$(CTGRIND_WORD_BINS)) $(CTGRIND_GOAPI_BIN)
	@[ -n "$(CTGRIND_ASM)" ] || echo "ctgrind: the asm path is not run (CTGRIND_PATHS = $(CTGRIND_PATHS)$(if $(CTGRIND_HOST_ASM),,; /proc/cpuinfo lacks bmi2 or adx or avx2))"
	@$(foreach p,$(CTGRIND_PATHS),$(foreach b,$(CTGRIND_BINS_$(p)),$(call ctgrind-run,$(b),$(p))))
	@$(foreach p,$(filter-out ifma,$(CTGRIND_PATHS)),$(call ctgrind-goapi-run,$(p)))
	@echo "ctgrind: zero memcheck errors on the paths: $(CTGRIND_PATHS) (the C ABI, and the Go-only API: uecc/ec, uecc/schnorr, uecc.Curve.SignBatch)"

## Race and soak -----------------------------------------------------------

test-race:
	$(GO) test -race -count=1 -run Concurrency ./uecc/

# Long run, not part of `make test`: SOAK is the wall time of the run.
SOAK ?= 5m
soak:
	UECC_SOAK=$(SOAK) $(GO) test -count=1 -run '^TestSoak$$' -v -timeout 0 ./uecc/

.DEFAULT_GOAL := $(uecc_ctgrind_mk_goal)
