#!/usr/bin/env bash
# Instructions per operation, counted by callgrind: (run with N ops − run with 0) / N.
# Usage: scripts/opcount.sh [N] — prints a table for every curve and operation.
set -euo pipefail
n=${1:-20}
bin=$(mktemp -d)/opcount
go build -o "$bin" ./internal/cmd/opcount
count() { GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$@" 2>&1 | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'; }
printf '| curve | op | instructions/op |\n|---|---|---:|\n'
for c in secp160r1 secp192r1 secp224r1 secp256r1 secp256k1; do
	for op in ${OPS:-keygen ecdh sign verify decompress valid}; do
		m=$n
		case $op in valid) m=$((n * 200)) ;; decompress) m=$((n * 5)) ;; esac
		base=$(count "$c" "$op" 0)
		full=$(count "$c" "$op" "$m")
		printf '| %s | %s | %d |\n' "$c" "$op" $(( (full - base) / m ))
	done
done
