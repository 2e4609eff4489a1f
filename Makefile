# uecc-go: see README.md. `make test` runs every test; `make demo` builds
# libuecc.a and runs the C examples against it.
GO ?= go

# Recipes run in bash with pipefail, so that `test | tee log` fails when the
# test does (a crashed C test must not pass).
SHELL := bash
.SHELLFLAGS := -o pipefail -c

include mk/c.mk
include mk/embed.mk
include mk/arm.mk
include mk/ctgrind.mk
include mk/fuzz.mk

.PHONY: all test test-go test-docs generate check-generated deps ctcheck

all:
	$(GO) build ./...

deps:
	bash scripts/install-deps.sh

## Go ---------------------------------------------------------------------

test-go: check-generated
	$(GO) vet ./...
	$(GO) vet -tags purego,uecc_nostdconv ./internal/curves/ ./uecc/ ./capi/
	$(GO) vet -tags uecc_nostdconv,uecc_no_secp160r1,uecc_no_secp192r1,uecc_no_secp224r1,uecc_no_secp256r1,uecc_no_secp256k1 ./uecc/ ./capi/
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { gofmt -l .; echo "gofmt needed"; exit 1; }
	$(GO) test -count=1 ./...
	$(GO) test -count=1 -tags purego,uecc_nostdconv ./internal/curves/ ./uecc/

generate:
	$(GO) generate ./internal/curves

# The committed generated files must be exactly what the generator produces.
check-generated:
	@tmp=$$(mktemp -d) && mkdir $$tmp/capi && $(GO) run ./internal/curves/internal/gen -out $$tmp -capi $$tmp/capi && \
	for f in $$tmp/*.*; do cmp -s $$f internal/curves/$$(basename $$f) || { echo "internal/curves/$$(basename $$f) is stale: run make generate"; rm -rf $$tmp; exit 1; }; done; \
	cmp -s $$tmp/capi/vli_curves.h capi/vli_curves.h || { echo "capi/vli_curves.h is stale: run make generate"; rm -rf $$tmp; exit 1; }; \
	rm -rf $$tmp; echo "generated files are up to date"

# The static constant-time check of the assembly (internal/cmd/ctcheck,
# docs/SAFETY.md): no branch, conditional instruction or memory address on
# data in internal/curves/*.s, or in the files given as CTCHECK_FILES. It only reads
# text, so it runs on every platform.
ctcheck:
	$(GO) run ./internal/cmd/ctcheck $(CTCHECK_FILES)

## All tests --------------------------------------------------------------

# make test first runs scripts/install-deps.sh, which installs what is missing
# (as root or through sudo) or stops at once naming it; then every part below,
# in order, each in its own make so that tools installed a moment ago are
# seen. A part that cannot run on this platform at all says SKIPPED with its
# reason in the closing summary; nothing is left out silently.
TEST_PARTS := test-go ctcheck test-c embed-report ctgrind test-race fuzz-short test-arm
TEST_SUMMARY := build/test-summary.txt
TEST_PLATFORM := $(shell $(GO) env GOOS 2>/dev/null)/$(shell $(GO) env GOARCH 2>/dev/null)

# SKIP_<part> is the reason a part cannot run here, empty where it runs.
SKIP_ctgrind := $(if $(filter linux/amd64,$(TEST_PLATFORM)),,valgrind's memcheck follows the Go runtime only on linux/amd64 (this is $(TEST_PLATFORM)))
SKIP_test-arm := $(if $(filter linux/amd64,$(TEST_PLATFORM)),,the cross compilers and qemu-user of scripts/install-deps.sh are Debian amd64 packages (this is $(TEST_PLATFORM)))

# run-test-part($(1) = part) runs one part and records the outcome.
define run-test-part
	@$(if $(SKIP_$(1)),echo "SKIPPED $(1): $(SKIP_$(1))" | tee -a $(TEST_SUMMARY),\
	  echo "== make $(1)"; \
	  if $(MAKE) --no-print-directory $(1); then echo "passed  $(1)" >> $(TEST_SUMMARY); \
	  else echo "FAILED  $(1)" >> $(TEST_SUMMARY); echo; echo "make test:"; cat $(TEST_SUMMARY); exit 1; fi)

endef

test:
	$(uecc_all_curves_check)
	@bash scripts/install-deps.sh
	@mkdir -p build && : > $(TEST_SUMMARY)
	$(foreach p,$(TEST_PARTS),$(call run-test-part,$(p)))
	@echo; echo "make test:"; cat $(TEST_SUMMARY)
	@echo "summary: $$(grep -c '^passed' $(TEST_SUMMARY)) passed, 0 failed, $$(grep -c '^SKIPPED' $(TEST_SUMMARY)) skipped"

# The documentation's links and file mentions point at files in the tree
# (tests/doclinks; part of go test ./..., so of test-go too).
test-docs:
	$(GO) test -count=1 ./tests/doclinks/
include mk/bench.mk
