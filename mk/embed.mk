# mk/embed.mk: what the library costs a C program. Included by the top-level
# Makefile after mk/c.mk (uses LIB_A, C_WARN, B).
#
#   make embed-report   builds tests/c/embed/embed_main.c (make a key, sign,
#                       verify on secp256r1) statically against libuecc.a and
#                       tests/c/embed/minimal_main.c against a minimal Go
#                       c-archive (one exported add, its runtime built as the
#                       library's), both stripped, and prints
#                       their sizes, exec->exit medians (EMBED_RUNS runs each,
#                       interleaved), threads, virtual memory and RSS after the
#                       calls, the first calls' costs in fresh processes
#                       (tests/c/embed/firstcalls.c), and the smallest
#                       RLIMIT_AS at which each runs;
#                       and, where the toolchain can, the sizes of both
#                       programs linked with -z pack-relative-relocs.

uecc_embed_mk_goal := $(.DEFAULT_GOAL)

EMBED_RUNS ?= 40
EMBED_B := $(B)/embed

.PHONY: embed-report

# The minimal c-archive's runtime is built as the library's is (CAPI_ENV);
# minimal_default with go build's defaults, for its size.
$(EMBED_B)/libminimal.a: tests/c/embed/minimal/minimal.go $(CAPI_TAGS_STAMP)
	@mkdir -p $(EMBED_B)
	$(CAPI_ENV) $(GO) build -trimpath -buildmode=c-archive -o $@ ./tests/c/embed/minimal

$(EMBED_B)/minimal: tests/c/embed/minimal_main.c $(EMBED_B)/libminimal.a
	$(CC) $(C_WARN) -O2 -I$(EMBED_B) -o $@ $< $(EMBED_B)/libminimal.a -lpthread -s

$(EMBED_B)/default/libminimal.a: tests/c/embed/minimal/minimal.go
	@mkdir -p $(@D)
	$(GO) build -trimpath -buildmode=c-archive -o $@ ./tests/c/embed/minimal

$(EMBED_B)/minimal_default: tests/c/embed/minimal_main.c $(EMBED_B)/default/libminimal.a
	$(CC) $(C_WARN) -O2 -I$(EMBED_B)/default -o $@ $< $(EMBED_B)/default/libminimal.a -lpthread -s

$(EMBED_B)/embed: tests/c/embed/embed_main.c $(LIB_A)
	@mkdir -p $(EMBED_B)
	$(CC) $(C_WARN) -O2 -Iinclude -o $@ $< $(LIB_A) -lpthread -s

# What the first calls of a fresh process cost (tests/c/embed/firstcalls.c).
$(EMBED_B)/firstcalls: tests/c/embed/firstcalls.c $(LIB_A)
	@mkdir -p $(EMBED_B)
	$(CC) $(C_WARN) -O2 -Iinclude -o $@ $< $(LIB_A) -lpthread -s

# The same program against the library built with secp256r1 alone, as
# `make lib UECC_CURVES=secp256r1` builds it.
$(EMBED_B)/one/libuecc.a: $(LIB_DEPS)
	$(call capi_archive,$(EMBED_B)/one,$(call capi_tags,secp256r1),$@)

$(EMBED_B)/embed_one: tests/c/embed/embed_main.c $(EMBED_B)/one/libuecc.a
	$(CC) $(C_WARN) -O2 -Iinclude -o $@ $< $(EMBED_B)/one/libuecc.a -lpthread -s

# Both programs are also linked with -z pack-relative-relocs (DT_RELR: GNU
# ld 2.38 and glibc 2.36 or later), which keeps them position-independent and
# packs the relative relocations of the Go runtime's data into a few bytes
# each: a choice of the program's link line, measured where the toolchain has
# it, as a probe program shows (an older ld only warns about the option, an
# older glibc refuses to load the result).
EMBED_RELR_LDFLAGS := -Wl,-z,pack-relative-relocs

embed-report: $(EMBED_B)/embed $(EMBED_B)/embed_one $(EMBED_B)/minimal $(EMBED_B)/minimal_default $(EMBED_B)/firstcalls
	packed=; if printf 'int main(void){return 0;}\n' | $(CC) -x c -o $(EMBED_B)/relr-check - $(EMBED_RELR_LDFLAGS) \
	  -Wl,--fatal-warnings 2>/dev/null && $(EMBED_B)/relr-check; then \
	  $(CC) $(C_WARN) -O2 -Iinclude -o $(EMBED_B)/embed_relr tests/c/embed/embed_main.c $(LIB_A) -lpthread -s $(EMBED_RELR_LDFLAGS) && \
	  $(CC) $(C_WARN) -O2 -I$(EMBED_B) -o $(EMBED_B)/minimal_relr tests/c/embed/minimal_main.c $(EMBED_B)/libminimal.a \
	    -lpthread -s $(EMBED_RELR_LDFLAGS) && \
	  packed="-packed $(EMBED_B)/embed_relr -packedref $(EMBED_B)/minimal_relr" || exit 1; fi; \
	$(GO) run ./tests/c/embed/report -lib $(EMBED_B)/embed -one $(EMBED_B)/embed_one -ref $(EMBED_B)/minimal \
	  -refdefault $(EMBED_B)/minimal_default -runtime '$(or $(CAPI_ENV),go build defaults)' $$packed -runs $(EMBED_RUNS) \
	  -firstcalls $(EMBED_B)/firstcalls

.DEFAULT_GOAL := $(uecc_embed_mk_goal)
