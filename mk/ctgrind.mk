# mk/ctgrind.mk: the constant-time proof and the other safety tests
# (docs/SAFETY.md). Included by the top-level Makefile.
#
#   make ctgrind           memcheck over tests/ctgrind/ctgrind.c linked against a
#                          valgrind-instrumented c-archive of ./capi (built with
#                          the library's word size, and with 1 and 4): every
#                          secret marked undefined, zero memcheck errors
#                          required; runs ctgrind-selftest first
#   make ctgrind-selftest  the harness can fail: a secret branch and a secret
#                          table index must be reported, a branch on a
#                          Declassify'd value must not
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
                  $(wildcard internal/ecc/*/*.s internal/ct/*.s) $(wildcard capi/*.c capi/*.h) \
                  include/uECC.h include/uECC_ext.h include/uECC_vli.h go.mod go.sum

.PHONY: ctgrind ctgrind-selftest ctgrind-build test-race soak

$(CTGRIND_LIB): $(CTGRIND_GO_SRC)
	@mkdir -p $(CTGRIND_DIR)
	$(CTGRIND_GOENV) $(GO) build -tags valgrind,$(CAPI_TAGS) -buildmode=c-archive -ldflags '$(CAPI_X)' -o $@ ./capi

$(CTGRIND_BIN): tests/ctgrind/ctgrind.c examples/c/sha256.c examples/c/sha256.h $(CTGRIND_LIB)
	$(CC) $(CTGRIND_CFLAGS) -o $@ tests/ctgrind/ctgrind.c examples/c/sha256.c $(CTGRIND_LIB) -Wl,$(CAPI_WRAP) -lpthread

# The same program built with 1- and 4-byte words: the _w1 and _w4 entry
# points (the drawing functions with those requests, the VLI adapters of
# capi/vli_words.h) under the same proof.
CTGRIND_WORD_BINS := $(CTGRIND_BIN)_w1 $(CTGRIND_BIN)_w4
$(CTGRIND_BIN)_w%: tests/ctgrind/ctgrind.c examples/c/sha256.c examples/c/sha256.h $(CTGRIND_LIB)
	$(CC) $(CTGRIND_CFLAGS) -DuECC_WORD_SIZE=$* -o $@ tests/ctgrind/ctgrind.c examples/c/sha256.c $(CTGRIND_LIB) -Wl,$(CAPI_WRAP) -lpthread

$(CTGRIND_SELFTEST_LIB): tests/ctgrind/selftest/selftest.go $(CTGRIND_GO_SRC)
	@mkdir -p $(CTGRIND_DIR)
	$(CTGRIND_GOENV) $(GO) build -tags 'valgrind ctgrind_selftest' -buildmode=c-archive -o $@ ./tests/ctgrind/selftest

$(CTGRIND_SELFTEST_BIN): tests/ctgrind/selftest.c $(CTGRIND_SELFTEST_LIB)
	$(CC) $(CTGRIND_CFLAGS) -o $@ tests/ctgrind/selftest.c $(CTGRIND_SELFTEST_LIB) -lpthread

ctgrind-build: $(CTGRIND_BIN) $(CTGRIND_SELFTEST_BIN)

# Each leaky export must make valgrind exit with 99 (its error exit code,
# not a crash) and report the leak inside selftest.go; the declassified one
# must exit 0.
ctgrind-selftest: $(CTGRIND_SELFTEST_BIN)
	@for m in branch index; do \
	  $(CTGRIND_VALGRIND) --error-exitcode=99 ./$(CTGRIND_SELFTEST_BIN) $$m > $(CTGRIND_DIR)/selftest-$$m.log 2>&1; rc=$$?; \
	  if [ $$rc -ne 99 ] || ! grep -q 'uninitialised value' $(CTGRIND_DIR)/selftest-$$m.log || \
	     ! grep -q 'selftest.go:' $(CTGRIND_DIR)/selftest-$$m.log; then \
	    cat $(CTGRIND_DIR)/selftest-$$m.log; echo "ctgrind-selftest: the leak in ctst_$$m was NOT caught (exit $$rc)"; exit 1; fi; \
	  echo "ctgrind-selftest: leak in ctst_$$m caught: $$(grep -m1 -o 'Conditional jump[^(]*\|Use of uninitialised value of size [0-9]*' $(CTGRIND_DIR)/selftest-$$m.log) at $$(grep -m1 -o 'selftest.go:[0-9]*' $(CTGRIND_DIR)/selftest-$$m.log)"; \
	done
	@$(CTGRIND_VALGRIND) --error-exitcode=99 ./$(CTGRIND_SELFTEST_BIN) declassified > $(CTGRIND_DIR)/selftest-declassified.log 2>&1 || \
	  { cat $(CTGRIND_DIR)/selftest-declassified.log; echo "ctgrind-selftest: a branch on a Declassify'd value was reported"; exit 1; }
	@echo "ctgrind-selftest: branch on a Declassify'd value: no error"

ctgrind: ctgrind-selftest $(CTGRIND_BIN) $(CTGRIND_WORD_BINS)
	@for b in $(CTGRIND_BIN) $(CTGRIND_WORD_BINS); do \
	  echo "== $$b"; $(CTGRIND_VALGRIND) --error-exitcode=1 ./$$b $(CTGRIND_ITER) > $$b.log 2>&1; \
	  rc=$$?; cat $$b.log; \
	  [ $$rc -eq 0 ] || { echo "ctgrind: FAILED (exit $$rc): see $$b.log"; exit 1; }; done
	@echo "ctgrind: zero memcheck errors"

## Race and soak -----------------------------------------------------------

test-race:
	$(GO) test -race -count=1 -run Concurrency ./uecc/

# Long run, not part of `make test`: SOAK is the wall time of the run.
SOAK ?= 5m
soak:
	UECC_SOAK=$(SOAK) $(GO) test -count=1 -run '^TestSoak$$' -v -timeout 0 ./uecc/

.DEFAULT_GOAL := $(uecc_ctgrind_mk_goal)
