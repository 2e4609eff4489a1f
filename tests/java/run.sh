#!/usr/bin/env bash
# make test-java (mk/java.mk): UeccTest on each JDK given, three runs each,
# all under -Xcheck:jni:
#
#   path     the library from java.library.path (System.loadLibrary)
#   libjsig  the same with the JDK's libjsig.so preloaded (LD_PRELOAD), the
#            JVM's signal-chaining library
#   jar      no library on java.library.path: the copy inside uecc.jar
#
# and, on the first JDK, UeccTest -subset against the library built with
# secp256k1 alone (<build/java>/subset).
#
# First, without a JVM: tests/java/dispositions.c (loading the library and
# its JNI_OnLoad change no signal disposition set before) and
# tests/java/native_test.c (the native methods' own refusals).
#
# A run fails if UeccTest fails or if the JVM's output says anything about
# JNI misuse or signal handlers (-Xcheck:jni's "WARNING in native method",
# "handler modified", ...). Logs: <build/java>/<jdk>-<run>.txt.
#
#   tests/java/run.sh build/java /usr/lib/jvm/java-17-openjdk-amd64 ...
set -uo pipefail

out=$1
shift
[ $# -gt 0 ] || { echo "test-java: no JDK found under /usr/lib/jvm: run scripts/install-deps.sh"; exit 1; }
data=("$out/test-data.txt" tests/vectors/bip340/test-vectors.csv)
cp="$out/uecc.jar:$out/test-classes"
# What -Xcheck:jni and the JVM print when something is wrong.
bad='WARNING in native method|FATAL ERROR|[Hh]andler modified|[Hh]andler may be|Exception in thread|hs_err'

fails=0
"$out/dispositions" "$out/libuecc_jni.so" || fails=$((fails + 1))
"$out/native_test" | tail -n 20 || fails=$((fails + 1))
for jdk in "$@"; do
	name=$(basename "$jdk")
	java=$jdk/bin/java
	jsig=$jdk/lib/libjsig.so
	[ -f "$jsig" ] || jsig=$jdk/lib/server/libjsig.so
	for run in path libjsig jar; do
		log=$out/$name-$run.txt
		case $run in
		path) env=() opts=(-Djava.library.path="$out") ;;
		libjsig) env=(LD_PRELOAD="$jsig") opts=(-Djava.library.path="$out") ;;
		jar) env=() opts=(-Djava.library.path=/nonexistent) ;;
		esac
		env "${env[@]}" "$java" -Xcheck:jni "${opts[@]}" -cp "$cp" UeccTest "${data[@]}" > "$log" 2>&1
		rc=$?
		printf '%-28s %-8s %s\n' "$name" "$run" "$(tail -n 1 "$log")"
		if [ $rc != 0 ]; then
			grep '^FAIL\|Exception\|Error' "$log" | head -n 20
			echo "test-java: $name $run: exit status $rc (log $log)"
			fails=$((fails + 1))
		elif grep -En "$bad" "$log"; then
			echo "test-java: $name $run: the JVM reported the lines above (log $log)"
			fails=$((fails + 1))
		fi
	done
done
# The library built with secp256k1 alone, on the first JDK.
log=$out/subset.txt
if "$1/bin/java" -Xcheck:jni -Djava.library.path="$out/subset/java" -cp "$cp" UeccTest -subset > "$log" 2>&1 &&
	! grep -Eq "$bad" "$log"; then
	printf '%-28s %-8s %s\n' "$(basename "$1")" subset "$(tail -n 1 "$log")"
else
	cat "$log"
	echo "test-java: the secp256k1-only library failed (log $log)"
	fails=$((fails + 1))
fi
[ $fails = 0 ] || { echo "test-java: $fails run(s) failed"; exit 1; }
echo "test-java: $(($# * 3 + 1)) runs passed on $# JDK(s)"
