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

.PHONY: all test test-go generate check-generated deps

all:
	$(GO) build ./...

deps:
	bash scripts/install-deps.sh

## Go ---------------------------------------------------------------------

test-go: check-generated
	$(GO) vet ./...
	$(GO) vet -tags purego ./curves/ ./uecc/
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { gofmt -l .; echo "gofmt needed"; exit 1; }
	$(GO) test -count=1 ./...
	$(GO) test -count=1 -tags purego ./curves/ ./uecc/

generate:
	$(GO) generate ./curves

# The committed generated files must be exactly what the generator produces.
check-generated:
	@tmp=$$(mktemp -d) && $(GO) run ./curves/internal/gen -out $$tmp && \
	for f in $$tmp/*; do cmp -s $$f curves/$$(basename $$f) || { echo "curves/$$(basename $$f) is stale: run make generate"; rm -rf $$tmp; exit 1; }; done; \
	rm -rf $$tmp; echo "generated files are up to date"

## All tests --------------------------------------------------------------

test: test-go test-c embed-report $(CTGRIND_IN_TEST) test-race fuzz-short $(ARM_IN_TEST)
include mk/bench.mk
