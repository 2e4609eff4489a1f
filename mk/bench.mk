# Side-by-side Go benchmarks of uecc against crypto/ecdsa+crypto/ecdh (P-224, P-256) and decred
# (secp256k1), printed as a Markdown table with ratios and the bars set by the reference figures
# (docs/BENCH-RESULTS.md, "Reference figures": published peer medians, not measured here).
#   make bench                   one pass, -count 5: medians of 5 samples per benchmark
#   make bench BENCHCOUNT=3      fewer samples
#   make bench BENCH=secp256k1   a subset (a -bench regexp under BenchmarkOps)
#   make bench BENCHCOUNT=1 BENCHROUNDS=5
#                                5 whole passes of -count 1 instead: each benchmark's samples are
#                                spread over the run, which is fairer to ratios on a shared machine
# The test binary is built once (build/bench.test), so every round measures the same code even
# while the sources change; the raw output is kept in build/bench.txt. Each round runs a fresh
# copy of it: on the shared machines this project is measured on, where a binary file's pages land
# can slow one operation by 1.3-1.8x for as long as that file is run (docs/BENCH-RESULTS.md,
# "Method"), so the median over rounds does not rest on one placement.
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
	  cp build/bench.test build/bench-round.test; \
	  (cd bench && ../build/bench-round.test -test.run '^$$' -test.bench 'Ops/$(BENCH)' \
	    -test.benchtime $(BENCHTIME) -test.count $(BENCHCOUNT) -test.benchmem) || echo FAIL; \
	  rm -f build/bench-round.test; \
	done | tee build/bench.txt
	@! grep -q '^FAIL' build/bench.txt || { echo "bench: benchmarks failed"; exit 1; }
	@echo
	$(GO) run ./bench/cmd/benchtable < build/bench.txt

# C: uecc (libuecc.a through uECC.h) beside OpenSSL's libcrypto and libsecp256k1 in one process,
# interleaved batch by batch (bench/c/peers.c), printed as a Markdown table with the reference
# figures' bars (the 10x line against micro-ecc, the best-peer line: docs/BENCH-RESULTS.md); on
# secp256k1 also BIP-340 (uECC_ext.h's uECC_schnorr_sign and _verify) beside libsecp256k1's
# schnorrsig module, signing from the private key's bytes (bip340_sign) and, for libsecp256k1, from a
# keypair made beforehand (bip340_sign_keypair); bench/c/peers.c says what each row times.
# Needs libssl-dev and libsecp256k1-dev (scripts/install-deps.sh). Not run by `make test`, which
# only builds it (without micro-ecc) so that it keeps compiling.
#   make bench-peers                                 31 rounds of ~10 ms batches (under a minute)
#   make bench-peers PEERS_ROUNDS=51 PEERS_BATCH_MS=20
#   make bench-peers PEERS_CURVE=secp256k1           one curve
#   make bench-peers MICROECC_DIR=../micro-ecc        micro-ecc itself as well, measured side by side:
#     built from a checkout of github.com/kmackay/micro-ecc (none of its code is in this repository)
#     as micro-ecc's reference figures were (gcc -O3, default settings), its names renamed mecc_*
#   make bench-peers LIBSECP256K1_DIR=../secp256k1   libsecp256k1 built from a checkout (its current
#     release, say: github.com/bitcoin-core/secp256k1; none of its code is in this repository) as
#     well, in the column libsecp256k1-dir beside Debian's package: its operations
#     (bench/c/peer_secp256k1.c) linked with that build into one object whose only global name is
#     secp_peer_dir, so that the two builds' same names do not meet; its three compilation units
#     with the defaults of its CMake build on this machine (RelWithDebInfo's -O2; ECDH, extrakeys
#     and schnorrsig; a verification table of 2^15 points, ECMULT_WINDOW_SIZE=15; the signed-digit
#     comb COMB_BLOCKS=11, COMB_TEETH=6; its x86-64 assembly where the machine is x86-64), and
#     named by `git describe` in the table
# The table is kept in build/bench-peers.md.
PEERS_ROUNDS ?= 31
PEERS_BATCH_MS ?= 10
PEERS_CURVE ?=
MICROECC_DIR ?=
LIBSECP256K1_DIR ?=
PEERS_BIN := build/bench/peers$(if $(MICROECC_DIR),-microecc)$(if $(LIBSECP256K1_DIR),-secp256k1)
PEERS_SRC := bench/c/peers.c bench/c/peer_secp256k1.h examples/c/sha256.c examples/c/sha256.h include/uECC.h \
  include/uECC_ext.h $(LIB_A)
PEERS_CFLAGS := -std=c99 -Wall -Wextra -Werror -O2 -Iinclude -Iexamples/c
PEERS_SECP := build/bench/peer_secp256k1_system.o $(if $(LIBSECP256K1_DIR),build/bench/peer_secp256k1_dir.o)
PEERS_SECP_CFLAGS := $(if $(LIBSECP256K1_DIR),-DWITH_SECP_DIR \
  -DSECP_DIR_LABEL='"libsecp256k1 $(shell git -C $(LIBSECP256K1_DIR) describe --tags --always 2>/dev/null) (LIBSECP256K1_DIR)"')
PEERS_LIBS = -Lbuild -luecc -lcrypto -lsecp256k1 -lpthread

# The checkout may change between runs: its build is redone each time.
.PHONY: bench-peers build/bench/peer_secp256k1_dir.o

build/bench/peers build/bench/peers-secp256k1: $(PEERS_SRC) $(PEERS_SECP)
	@mkdir -p $(dir $@)
	$(CC) $(PEERS_CFLAGS) $(PEERS_SECP_CFLAGS) -o $@ bench/c/peers.c examples/c/sha256.c $(PEERS_SECP) $(PEERS_LIBS)

build/bench/peers-microecc build/bench/peers-microecc-secp256k1: $(PEERS_SRC) build/bench/microecc.o $(PEERS_SECP)
	$(CC) $(PEERS_CFLAGS) $(PEERS_SECP_CFLAGS) -DWITH_MICROECC -o $@ bench/c/peers.c examples/c/sha256.c build/bench/microecc.o \
	  $(PEERS_SECP) $(PEERS_LIBS)

# libsecp256k1's operations (bench/c/peer_secp256k1.c) against Debian's package, and against the
# build of LIBSECP256K1_DIR in one object with that build, only secp_peer_dir left global (checked).
build/bench/peer_secp256k1_system.o: bench/c/peer_secp256k1.c bench/c/peer_secp256k1.h
	@mkdir -p $(dir $@)
	$(CC) $(PEERS_CFLAGS) -DSECP_PEER=secp_peer_system -c -o $@ bench/c/peer_secp256k1.c

# libsecp256k1 from LIBSECP256K1_DIR is compiled as its CMake build does by default (above).
LIBSECP256K1_DEFS := -DENABLE_MODULE_ECDH=1 -DENABLE_MODULE_EXTRAKEYS=1 -DENABLE_MODULE_SCHNORRSIG=1 \
  -DECMULT_WINDOW_SIZE=15 -DCOMB_BLOCKS=11 -DCOMB_TEETH=6 $(if $(filter x86_64,$(shell uname -m)),-DUSE_ASM_X86_64=1)
LIBSECP256K1_SRC := secp256k1.c precomputed_ecmult.c precomputed_ecmult_gen.c
LIBSECP256K1_O := build/bench/libsecp256k1
build/bench/peer_secp256k1_dir.o: bench/c/peer_secp256k1.c bench/c/peer_secp256k1.h
	@test -n "$(LIBSECP256K1_DIR)" -a -f "$(LIBSECP256K1_DIR)/src/secp256k1.c" || \
	  { echo "bench-peers: LIBSECP256K1_DIR must name a libsecp256k1 checkout (with src/secp256k1.c)"; exit 1; }
	@mkdir -p $(LIBSECP256K1_O)
	for f in $(LIBSECP256K1_SRC); do \
	  $(CC) -O2 $(LIBSECP256K1_DEFS) -I$(LIBSECP256K1_DIR)/include -c -o $(LIBSECP256K1_O)/$${f%.c}.o \
	    $(LIBSECP256K1_DIR)/src/$$f || exit 1; done
	$(CC) $(PEERS_CFLAGS) -I$(LIBSECP256K1_DIR)/include -DSECP_PEER=secp_peer_dir -c -o $(LIBSECP256K1_O)/peer.o \
	  bench/c/peer_secp256k1.c
	ld -r -o $@.tmp $(LIBSECP256K1_O)/peer.o $(addprefix $(LIBSECP256K1_O)/,$(LIBSECP256K1_SRC:.c=.o))
	objcopy --keep-global-symbol=secp_peer_dir $@.tmp $@ && rm -f $@.tmp
	@if nm -g --defined-only $@ | awk '{print $$3}' | grep -v '^secp_peer_dir$$'; then \
	  echo "bench-peers: $@ defines global names besides secp_peer_dir"; rm -f $@; exit 1; fi

# micro-ecc's uECC.c, with only mecc_* names global (checked), so that it links beside libuecc.a.
build/bench/microecc.o: bench/c/microecc_rename.h $(if $(MICROECC_DIR),$(MICROECC_DIR)/uECC.c)
	@test -n "$(MICROECC_DIR)" -a -f "$(MICROECC_DIR)/uECC.c" || \
	  { echo "bench-peers: MICROECC_DIR must name a micro-ecc checkout (with uECC.c)"; exit 1; }
	@mkdir -p $(dir $@)
	$(CC) -O3 -c -include bench/c/microecc_rename.h -o $@ $(MICROECC_DIR)/uECC.c
	@if nm -g --defined-only $@ | awk '{print $$3}' | grep -v '^mecc_'; then \
	  echo "bench-peers: $@ defines global names outside mecc_*"; rm -f $@; exit 1; fi

# make test builds the peers benchmark (without micro-ecc), so that it keeps compiling.
test-c: build/bench/peers

bench-peers: $(PEERS_BIN)
	@echo "date: $$(date -u '+%Y-%m-%d %H:%M UTC'); CPU: $$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $$(nproc) CPUs; load average: $$(cut -d' ' -f1-3 /proc/loadavg)"
	cp $(PEERS_BIN) build/bench/peers-run # a fresh copy each run: see make bench
	PEERS_ROUNDS=$(PEERS_ROUNDS) PEERS_BATCH_MS=$(PEERS_BATCH_MS) ./build/bench/peers-run $(PEERS_CURVE) > build/bench-peers.md
	rm -f build/bench/peers-run
	@echo
	@cat build/bench-peers.md

# Per-process spread (bench/cmd/spread): the peers benchmark in SPREAD_N fresh processes, each a
# fresh copy of the binary; per curve and operation, uecc's min/median/max of the per-process
# medians and their spread (max/min) beside the peer's in the same processes (OpenSSL for
# secp256r1, libsecp256k1 for secp256k1), and the median over processes of uecc/peer. A spread
# well above the peer's would mean a process's speed depends on the process, not the machine;
# the probe row (a chain of dependent multiplications, no memory) is the machine's own spread.
# About 25 s per process and curve with the defaults. The table is kept in build/bench-spread.md.
#   make bench-spread
#   make bench-spread SPREAD_N=6 SPREAD_CURVES=secp256r1 PEERS_ROUNDS=11
#   make bench-spread LIBSECP256K1_DIR=../secp256k1   against libsecp256k1 from a checkout (bench-peers)
SPREAD_N ?= 12
SPREAD_CURVES ?= secp256r1,secp256k1

.PHONY: bench-spread
SPREAD_BIN := build/bench/peers$(if $(LIBSECP256K1_DIR),-secp256k1)
bench-spread: $(SPREAD_BIN)
	@echo "date: $$(date -u '+%Y-%m-%d %H:%M UTC'); CPU: $$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $$(nproc) CPUs; load average: $$(cut -d' ' -f1-3 /proc/loadavg)" | tee build/bench-spread.md
	PEERS_ROUNDS=$(PEERS_ROUNDS) PEERS_BATCH_MS=$(PEERS_BATCH_MS) $(GO) run ./bench/cmd/spread -bin $(SPREAD_BIN) \
	  -n $(SPREAD_N) -curves $(SPREAD_CURVES) | tee -a build/bench-spread.md

# llvm-mca's models of the secp256r1 kernels beside OpenSSL's on cores this machine does not have
# (bench/cmd/mca; docs/BENCH-RESULTS.md, "Models of other cores"). Installs LLVM first.
#   make mca
#   make mca MCA_ARGS='-cpus skylake,znver3'
MCA_ARGS ?=
.PHONY: mca
mca: build/bench/peers
	bash scripts/install-deps.sh mca
	$(GO) run ./bench/cmd/mca -bin build/bench/peers $(MCA_ARGS)

# CPU time of the benchmarking thread instead of wall time: robust on a loaded, shared machine
# (bench/cmd/cpubench). Prints curve, operation and the best round's ns/op; compare two builds
# by running their binaries alternately.
#   make bench-cpu
#   make bench-cpu CPUBENCH_ARGS='-curves secp256r1 -ops ecdh,verify -rounds 30'
CPUBENCH_ARGS ?=
.PHONY: bench-cpu
bench-cpu:
	$(GO) run ./bench/cmd/cpubench $(CPUBENCH_ARGS)

# Go: package uecc, called from Go, beside micro-ecc in one process (bench/cmd/microecccmp: micro-ecc's
# uECC.c compiled by cgo at -O3 from MICROECC_DIR, its loop inside C, one cgo call per batch), so
# that the 5x line against micro-ecc is measured on the Go package itself, without the ~60 ns crossing
# from C into Go that every call of `make bench-peers` pays. MICROECC_RUNS runs, each from a fresh
# copy of the binary (see make bench); the tables go to build/bench-microecc.md. Not pinned to a CPU:
# with the whole process on one CPU, the Go runtime's threads woken by each long cgo call slowed
# uecc's next milliseconds by up to 2x.
#   make bench-microecc MICROECC_DIR=../micro-ecc
#   make bench-microecc MICROECC_DIR=../micro-ecc MICROECC_RUNS=5 MICROECC_ARGS='-curves secp160r1 -ops verify'
MICROECC_RUNS ?= 3
MICROECC_ARGS ?=

.PHONY: bench-microecc

bench-microecc:
	@test -n "$(MICROECC_DIR)" -a -f "$(MICROECC_DIR)/uECC.c" || \
	  { echo "bench-microecc: MICROECC_DIR must name a micro-ecc checkout (with uECC.c)"; exit 1; }
	@mkdir -p build/bench
	CGO_CFLAGS="-I$(abspath $(MICROECC_DIR))" $(GO) build -tags microecc -o build/bench/microecccmp ./bench/cmd/microecccmp
	@echo "date: $$(date -u '+%Y-%m-%d %H:%M UTC'); CPU: $$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $$(nproc) CPUs" | tee build/bench-microecc.md
	for i in $$(seq $(MICROECC_RUNS)); do \
	  cp build/bench/microecccmp build/bench/microecccmp-run; \
	  ./build/bench/microecccmp-run $(MICROECC_ARGS) || exit 1; \
	  rm -f build/bench/microecccmp-run; echo; \
	done | tee -a build/bench-microecc.md
