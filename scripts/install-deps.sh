#!/usr/bin/env bash
# The one place that installs system packages (Debian). Used by `make deps`,
# by `make test` (which runs it before any test) and by .ci/run.
#
#   scripts/install-deps.sh          install whatever is missing (as root, or
#                                    through sudo); exit 1 naming what is
#                                    missing when it cannot
#   scripts/install-deps.sh --check  install nothing: list what is missing,
#                                    exit 1 if anything is
#   scripts/install-deps.sh mca      also LLVM, for make mca (llvm-mca);
#                                    no test needs it
#
# Idempotent: a machine that has everything is left alone and nothing is
# fetched.
set -euo pipefail

check_only=no
with_mca=no
for arg in "$@"; do
	case "$arg" in
	--check) check_only=yes ;;
	mca) with_mca=yes ;;
	*) echo "install-deps: unknown argument $arg" >&2; exit 2 ;;
	esac
done

# Packages every test run needs: the C and C++ compilers (the C ABI tests and
# the header's C++ check), pkg-config (the install check) and valgrind (the
# constant-time proof, make ctgrind).
packages=(gcc g++ make binutils pkg-config valgrind)
# make test-arm (mk/arm.mk, docs/ARM.md): cross compilers with their C
# libraries (static runners) and qemu-user to run arm64/armhf binaries.
packages+=(gcc-aarch64-linux-gnu libc6-dev-arm64-cross gcc-arm-linux-gnueabihf libc6-dev-armhf-cross qemu-user)
# make bench-peers (mk/bench.mk, bench/c/peers.c): OpenSSL's libcrypto and
# libsecp256k1, the C peers; make test builds the benchmark so it keeps compiling.
# libsecp256k1-dev (0.2: secp256k1_extrakeys.h, secp256k1_schnorrsig.h) is
# also the BIP-340 cross-check of the C tests (tests/c/test_schnorr_cross.c).
packages+=(libssl-dev libsecp256k1-dev)
# The key-file tests of uecc/pkix_test.go: the openssl command generates keys
# for every curve, reads ours back, and signs and verifies with them.
packages+=(openssl)
# make java and make test-java (mk/java.mk, docs/JVM.md): a JDK, with javac,
# jni.h and libjsig.so.
packages+=(openjdk-17-jdk-headless)
# make mca (bench/cmd/mca): llvm-mca, the processor models, from Debian's llvm.
[ "$with_mca" = yes ] && packages+=(llvm)

fail() {
	echo "install-deps: $*" >&2
	echo "install-deps: install them (as root: make deps) and run the command again" >&2
	exit 1
}

# Go itself is not a Debian package here: the project needs go1.26 or later
# on PATH (or in /usr/local/go/bin).
if ! command -v go >/dev/null 2>&1 && [ ! -x /usr/local/go/bin/go ]; then
	echo "install-deps: go not found: install Go 1.26 or later (https://go.dev/dl/) and put it on PATH" >&2
	exit 1
fi

if ! command -v dpkg >/dev/null 2>&1; then
	fail "not a Debian system (no dpkg): install the equivalents of: ${packages[*]}"
fi

missing=()
for p in "${packages[@]}"; do
	dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$check_only" = yes ]; then
	echo "install-deps: missing Debian packages: ${missing[*]}" >&2
	exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
	if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
		SUDO="sudo -n"
	else
		fail "missing Debian packages: ${missing[*]} (not root, and sudo is not available without a password)"
	fi
fi
echo "install-deps: installing ${missing[*]}"
$SUDO apt-get -o DPkg::Lock::Timeout=300 update -qq ||
	fail "apt-get update failed; missing Debian packages: ${missing[*]}"
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=300 install -y -qq "${missing[@]}" ||
	fail "apt-get install failed; missing Debian packages: ${missing[*]}"
