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
# every later go test.

uecc_fuzz_mk_goal := $(.DEFAULT_GOAL)

GO ?= go
FUZZTIME ?= 30s
FUZZTIME_SHORT ?= 5000x
FUZZ_TARGETS := FuzzDecompress FuzzValidPublicKey FuzzVerify FuzzVerifyMutated FuzzSharedSecret FuzzDifferential
# A new input is minimised for at most this long (the default, 60s, would
# stall short runs).
FUZZ_MINIMIZE ?= 5s

.PHONY: fuzz fuzz-short

# run-fuzz runs every target for $(1), one after the other; the last line of
# each is the execution count go test reports.
define run-fuzz
	@mkdir -p build/fuzz
	@for t in $(FUZZ_TARGETS); do \
	  $(GO) test -run '^$$' -fuzz "^$$t\$$" -fuzztime $(1) -fuzzminimizetime $(FUZZ_MINIMIZE) ./uecc/ \
	    > build/fuzz/$$t.log 2>&1 || { cat build/fuzz/$$t.log; echo "fuzz: $$t FAILED"; exit 1; }; \
	  echo "fuzz: $$t $(1): $$(grep -o 'execs: [0-9]*' build/fuzz/$$t.log | tail -1 | cut -d' ' -f2) execs, ok"; \
	done
endef

fuzz:
	$(call run-fuzz,$(FUZZTIME))

fuzz-short:
	$(call run-fuzz,$(FUZZTIME_SHORT))

.DEFAULT_GOAL := $(uecc_fuzz_mk_goal)
