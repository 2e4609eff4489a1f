# mk/fuzz.mk: the Go fuzz targets of uecc/fuzz_test.go (docs/SAFETY.md).
# Included by the top-level Makefile.
#
#   make fuzz [FUZZTIME=30s]   each target for FUZZTIME (go test -fuzz takes one
#                              target per run), logs in build/fuzz/
#   make fuzz-short            each target for FUZZTIME_SHORT executions: part of make test
#
# make test counts executions instead of seconds: with a duration, go1.26's
# fuzz coordinator can fail a clean run with "context deadline exceeded" when
# the time runs out under CPU contention (golang/go#75804, fixed in Go 1.27);
# a count has no deadline to race. 5000 executions take 0.3 s (the fastest
# target) to 13 s (FuzzVerifyMutated) here.
#
# A failing input is written to uecc/testdata/fuzz/<Target>/ and replayed by
# every later go test. make fuzz (a duration) counts a run that ends in that
# race as passed when its only failure is the bare "context deadline exceeded"
# and no failing input was written, and says so.

uecc_fuzz_mk_goal := $(.DEFAULT_GOAL)

GO ?= go
FUZZTIME ?= 30s
FUZZTIME_SHORT ?= 5000x
FUZZ_TARGETS := FuzzDecompress FuzzValidPublicKey FuzzVerify FuzzVerifyMutated FuzzSharedSecret FuzzDifferential \
  FuzzSignatureFromASN1 FuzzNewPublicKey FuzzParsePKIXPublicKey
# A new input is minimised for at most this long (the default, 60s, would
# stall short runs).
FUZZ_MINIMIZE ?= 5s

.PHONY: fuzz fuzz-short

# run-fuzz runs every target for $(1), one after the other; the last line of
# each is the execution count go test reports.
define run-fuzz
	@mkdir -p build/fuzz
	@for t in $(FUZZ_TARGETS); do \
	  before=$$(ls uecc/testdata/fuzz/$$t 2>/dev/null | wc -l); \
	  $(GO) test -run '^$$' -fuzz "^$$t\$$" -fuzztime $(1) -fuzzminimizetime $(FUZZ_MINIMIZE) ./uecc/ \
	    > build/fuzz/$$t.log 2>&1 || { \
	    after=$$(ls uecc/testdata/fuzz/$$t 2>/dev/null | wc -l); \
	    if [ "$$after" = "$$before" ] && grep -qx '    context deadline exceeded' build/fuzz/$$t.log && \
	       [ "$$(grep -c -e '^--- FAIL' -e 'Failing input' -e 'panic:' build/fuzz/$$t.log)" = 1 ]; then \
	      echo "fuzz: $$t $(1): $$(grep -o 'execs: [0-9]*' build/fuzz/$$t.log | tail -1 | cut -d' ' -f2) execs, ok (ended in go1.26's fuzztime deadline race, golang/go#75804: no failing input)"; \
	      continue; \
	    fi; \
	    cat build/fuzz/$$t.log; echo "fuzz: $$t FAILED"; exit 1; }; \
	  echo "fuzz: $$t $(1): $$(grep -o 'execs: [0-9]*' build/fuzz/$$t.log | tail -1 | cut -d' ' -f2) execs, ok"; \
	done
endef

fuzz:
	$(call run-fuzz,$(FUZZTIME))

fuzz-short:
	$(call run-fuzz,$(FUZZTIME_SHORT))

.DEFAULT_GOAL := $(uecc_fuzz_mk_goal)
