#!/usr/bin/env bash
# Builds the JNI library for Android's four ABIs with the Android NDK
# (docs/JVM.md, "Android"):
#
#   ANDROID_NDK_HOME=/path/to/ndk scripts/build-android.sh [abi ...]
#
# abi: arm64-v8a, armeabi-v7a, x86_64, x86 (all four when none is given).
# ANDROID_API (default 29) is the minimum API level the libraries need.
# Writes build/android/jniLibs/<abi>/libuecc_jni.so, the layout of an
# Android project's src/main/jniLibs, and build/android/uecc-classes.jar (the
# Java API without the Linux library inside uecc.jar); the app calls the same
# org.uecc.Uecc. Needs Go, make, a JDK (javac) and the NDK's LLVM toolchain;
# says what is missing otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

api=${ANDROID_API:-29}
ndk=${ANDROID_NDK_HOME:-${ANDROID_NDK_ROOT:-}}
if [ -z "$ndk" ]; then
	echo "build-android: ANDROID_NDK_HOME is not set: install the Android NDK (r23 or later," >&2
	echo "build-android: https://developer.android.com/ndk/downloads) and set ANDROID_NDK_HOME to its directory" >&2
	exit 1
fi
host=$(uname -s | tr '[:upper:]' '[:lower:]')-x86_64
bin=$ndk/toolchains/llvm/prebuilt/$host/bin
[ -d "$bin" ] || { echo "build-android: no LLVM toolchain at $bin: is ANDROID_NDK_HOME ($ndk) an NDK r19 or later?" >&2; exit 1; }
for tool in llvm-ar llvm-nm llvm-objcopy ld.lld; do
	[ -x "$bin/$tool" ] || { echo "build-android: $bin/$tool is missing" >&2; exit 1; }
done
command -v go >/dev/null || { echo "build-android: go is not on PATH" >&2; exit 1; }
command -v javac >/dev/null || [ -n "${JAVA_HOME:-}" ] || { echo "build-android: no javac: install a JDK" >&2; exit 1; }

# merge_archive (mk/c.mk) calls <prefix>ar, ld, nm and objcopy: the NDK's
# LLVM tools under those names.
tools=build/android/tools
mkdir -p "$tools"
ln -sf "$bin/llvm-ar" "$tools/android-ar"
ln -sf "$bin/ld.lld" "$tools/android-ld"
ln -sf "$bin/llvm-nm" "$tools/android-nm"
ln -sf "$bin/llvm-objcopy" "$tools/android-objcopy"

abis=("$@")
[ ${#abis[@]} -gt 0 ] || abis=(arm64-v8a armeabi-v7a x86_64 x86)
for abi in "${abis[@]}"; do
	goarm=
	case $abi in
	arm64-v8a) goarch=arm64 target=aarch64-linux-android ;;
	armeabi-v7a) goarch=arm goarm=7 target=armv7a-linux-androideabi ;;
	x86_64) goarch=amd64 target=x86_64-linux-android ;;
	x86) goarch=386 target=i686-linux-android ;;
	*) echo "build-android: unknown ABI $abi (arm64-v8a, armeabi-v7a, x86_64, x86)" >&2; exit 1 ;;
	esac
	cc=$bin/$target$api-clang
	[ -x "$cc" ] || { echo "build-android: $cc is missing: this NDK has no API level $api for $abi (set ANDROID_API)" >&2; exit 1; }
	echo "== $abi: GOARCH=$goarch${goarm:+ GOARM=$goarm}, $(basename "$cc")"
	make --no-print-directory android-abi ANDROID_ABI="$abi" ANDROID_GOARCH="$goarch" ANDROID_GOARM="$goarm" \
		ANDROID_CC="$cc" ANDROID_TOOLS="$PWD/$tools/android-"
	mkdir -p "build/android/jniLibs/$abi"
	cp "build/android/$abi/libuecc_jni.so" "build/android/jniLibs/$abi/"
done
jar=${JAVA_HOME:+$JAVA_HOME/bin/}jar
"$jar" --create --file build/android/uecc-classes.jar -C build/java/classes .
echo "build-android: build/android/jniLibs/{$(IFS=,; echo "${abis[*]}")}/libuecc_jni.so and build/android/uecc-classes.jar"
