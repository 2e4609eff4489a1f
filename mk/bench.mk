# Side-by-side Go benchmarks of uecc against crypto/ecdsa+crypto/ecdh (P-224, P-256) and decred
# (secp256k1), printed as a Markdown table with ratios and the bars of docs/BENCH.md.
#   make bench                   one pass, -count 5: medians of 5 samples per benchmark
#   make bench BENCHCOUNT=3      fewer samples
#   make bench BENCH=secp256k1   a subset (a -bench regexp under BenchmarkOps)
#   make bench BENCHCOUNT=1 BENCHROUNDS=5
#                                5 whole passes of -count 1 instead: each benchmark's samples are
#                                spread over the run, which is fairer to ratios on a shared machine
# The test binary is built once (build/bench.test), so every round measures the same code even
# while the sources change; the raw output is kept in build/bench.txt.
GO ?= go
BENCHCOUNT ?= 5
BENCH ?= .
BENCHTIME ?= 1s
BENCHROUNDS ?= 1

.PHONY: bench

bench:
	@mkdir -p build
	$(GO) test -c -o build/bench.test ./bench/
	for i in $$(seq $(BENCHROUNDS)); do \
	  (cd bench && ../build/bench.test -test.run '^$$' -test.bench 'Ops/$(BENCH)' \
	    -test.benchtime $(BENCHTIME) -test.count $(BENCHCOUNT) -test.benchmem) || echo FAIL; \
	done | tee build/bench.txt
	@! grep -q '^FAIL' build/bench.txt || { echo "bench: benchmarks failed"; exit 1; }
	@echo
	$(GO) run ./bench/cmd/benchtable < build/bench.txt
