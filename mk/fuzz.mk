# mk/fuzz.mk: the Go fuzz targets of uecc/fuzz_test.go and
# uecc/schnorr/fuzz_test.go (docs/SAFETY.md). Included by the top-level
# Makefile.
#
#   make fuzz [FUZZTIME=30s]   each target for FUZZTIME (go test -fuzz takes one
#                              target per run), logs in build/fuzz/ (uecc's
#                              targets) and build/fuzz/schnorr/
#   make fuzz-short            each target for FUZZTIME_SHORT executions: part of make test
#   make fuzz FUZZ_RUNS='uecc/schnorr:FuzzVerify'   only the runs listed
#
# make test counts executions instead of seconds: with a duration, go1.26's
# fuzz coordinator can fail a clean run with "context deadline exceeded" when
# the time runs out under CPU contention (golang/go#75804, fixed in Go 1.27);
# a count has no deadline to race. 5000 executions take 0.3 s (the fastest
# target) to 13 s (FuzzVerifyMutated) here.
#
# A failing input is written to <package>/testdata/fuzz/<Target>/ and
# replayed by every later go test. make fuzz (a duration) counts a run that
# ends in that race as passed when its only failure is the bare "context
# deadline exceeded" and no failing input was written, and says so. A run
# that fuzzed nothing (a misspelt FUZZ_RUNS entry: go test only warns) fails.

uecc_fuzz_mk_goal := $(.DEFAULT_GOAL)

GO ?= go
FUZZTIME ?= 30s
FUZZTIME_SHORT ?= 5000x
FUZZ_TARGETS := FuzzDecompress FuzzValidPublicKey FuzzVerify FuzzVerifyMutated FuzzSharedSecret FuzzDifferential \
  FuzzSignatureFromASN1 FuzzNewPublicKey FuzzParsePKIXPublicKey
# uecc/schnorr's (BIP 340), against the math/big reference of its
# reference_test.go.
FUZZ_SCHNORR_TARGETS := FuzzVerify FuzzSignVerify
# Every run, as package directory:target.
FUZZ_RUNS ?= $(addprefix uecc:,$(FUZZ_TARGETS)) $(addprefix uecc/schnorr:,$(FUZZ_SCHNORR_TARGETS))
# A new input is minimised for at most this long (the default, 60s, would
# stall short runs).
FUZZ_MINIMIZE ?= 5s

.PHONY: fuzz fuzz-short

# run-fuzz runs every entry of FUZZ_RUNS for $(1), one after the other; the
# last line of each is the execution count go test reports. A target's name
# is shown, and its log named, with its package's path below uecc/ (none for
# uecc's own): schnorr.FuzzVerify, build/fuzz/schnorr/FuzzVerify.log.
define run-fuzz
	@mkdir -p build/fuzz
	@for run in $(FUZZ_RUNS); do \
	  d=$${run%%:*}; t=$${run#*:}; sub=$${d#uecc}; sub=$${sub#/}; \
	  name=$${sub:+$$sub.}$$t; log=build/fuzz/$${sub:+$$sub/}$$t.log; mkdir -p $$(dirname $$log); \
	  before=$$(ls $$d/testdata/fuzz/$$t 2>/dev/null | wc -l); \
	  $(GO) test -run '^$$' -fuzz "^$$t\$$" -fuzztime $(1) -fuzzminimizetime $(FUZZ_MINIMIZE) ./$$d/ \
	    > $$log 2>&1 || { \
	    after=$$(ls $$d/testdata/fuzz/$$t 2>/dev/null | wc -l); \
	    if [ "$$after" = "$$before" ] && grep -qx '    context deadline exceeded' $$log && \
	       [ "$$(grep -c -e '^--- FAIL' -e 'Failing input' -e 'panic:' $$log)" = 1 ]; then \
	      echo "fuzz: $$name $(1): $$(grep -o 'execs: [0-9]*' $$log | tail -1 | cut -d' ' -f2) execs, ok (ended in go1.26's fuzztime deadline race, golang/go#75804: no failing input)"; \
	      continue; \
	    fi; \
	    cat $$log; echo "fuzz: $$name FAILED"; exit 1; }; \
	  grep -q 'execs: [0-9]' $$log || { cat $$log; echo "fuzz: $$name FAILED: nothing fuzzed (no fuzz target $$t in ./$$d?)"; exit 1; }; \
	  echo "fuzz: $$name $(1): $$(grep -o 'execs: [0-9]*' $$log | tail -1 | cut -d' ' -f2) execs, ok"; \
	done
endef

fuzz:
	$(call run-fuzz,$(FUZZTIME))

fuzz-short:
	$(call run-fuzz,$(FUZZTIME_SHORT))

.DEFAULT_GOAL := $(uecc_fuzz_mk_goal)
