#!/usr/bin/env bash
# The one place that installs system packages (Debian). Used by .ci/run and the
# Makefile's `deps` target. Idempotent: installs only what is missing.
set -euo pipefail

# Packages every test run needs.
packages=(gcc g++ make binutils pkg-config valgrind)
# make test-arm (mk/arm.mk, docs/ARM.md): cross compilers with their C
# libraries (static runners) and qemu-user to run arm64/armhf binaries.
packages+=(gcc-aarch64-linux-gnu libc6-dev-arm64-cross gcc-arm-linux-gnueabihf libc6-dev-armhf-cross qemu-user)
# make bench-peers (mk/bench.mk, bench/c/peers.c): OpenSSL's libcrypto and libsecp256k1, the C peers.
packages+=(libssl-dev libsecp256k1-dev)

missing=()
for p in "${packages[@]}"; do
	dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
	SUDO=""
	[ "$(id -u)" -eq 0 ] || SUDO=sudo
	$SUDO apt-get -o DPkg::Lock::Timeout=300 update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=300 install -y -qq "${missing[@]}"
fi
