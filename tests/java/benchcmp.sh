#!/usr/bin/env bash
# make bench-java: the best time of each call from C (tests/c/bench.c,
# "bench-c curve op ns") and from Java (bench/java/Bench.java, "bench-java
# curve op ns") over the rounds, side by side, with the difference: what a
# call from Java costs on top of the same call from C.
#
#   tests/java/benchcmp.sh bench-c.txt bench-java.txt
set -euo pipefail
cat "$@" | awk '
$1 == "bench-c" || $1 == "bench-java" {
	k = $2 " " $3
	if (!(($1, k) in best) || $4 + 0 < best[$1, k]) best[$1, k] = $4 + 0
	if ($1 == "bench-java") java[k] = 1
}
END {
	printf "%-10s %-20s %10s %10s %10s\n", "curve", "call", "C ns", "Java ns", "Java - C"
	for (k in java) {
		if (!(("bench-c", k) in best)) continue
		split(k, f, " ")
		printf "%-10s %-20s %10.0f %10.0f %10.0f\n", f[1], f[2], best["bench-c", k], best["bench-java", k], best["bench-java", k] - best["bench-c", k]
	}
}' | { IFS= read -r head; echo "$head"; sort; }
