#!/bin/sh
# SPDX-License-Identifier: MIT
# fixgeom as CMake users take it (tests/consumer/README.md):
#   m0     the Cortex-M0 consumer (FetchContent, cmake/toolchain-cortex-m0.cmake) under QEMU
#   find   fixgeom built and `cmake --install`ed into a temporary prefix, then a separate
#          project with find_package(fixgeom CONFIG), in C and C++17, on the host
# Each output must equal tests/consumer/expected.txt. libfixmath: the tree's pinned copy.
# usage: cmake-check.sh OUT-DIR LIBFIXMATH-ROOT "QEMU-COMMAND" RESULT-FILE
set -u
out=$1 lfm=$2 qemu=$3 res=$4
top=$(pwd)
exp="$top/tests/consumer/expected.txt"
rm -rf "$out" && mkdir -p "$out"
out=$(cd "$out" && pwd)
lfm=$(cd "$lfm" && pwd)
pass=0 fail=0
step() { # name, then the command; its stdout is compared with expected.txt
    name=$1; shift
    if "$@" > "$out/$name.out" 2> "$out/$name.err" && cmp -s "$exp" "$out/$name.out"; then
        echo "cmake: $name: output as expected"; pass=$((pass + 1))
    else
        echo "cmake: $name: FAILED (log $out/$name.err; output $out/$name.out)"; fail=$((fail + 1))
    fi
}
m0() {
    cmake -S tests/consumer/m0 -B "$out/m0" -DCMAKE_TOOLCHAIN_FILE="$top/cmake/toolchain-cortex-m0.cmake" \
        -DFIXGEOM_TREE="$top" -DFIXGEOM_LIBFIXMATH_SOURCE_DIR="$lfm" -DCMAKE_BUILD_TYPE=Release >&2 &&
    cmake --build "$out/m0" -j 2 >&2 &&
    timeout 120 $qemu -kernel "$out/m0/consumer.elf" 2>&1
}
install_and_find() {
    lang=$1
    if [ ! -f "$out/prefix/lib/cmake/fixgeom/fixgeomConfig.cmake" ]; then
        cmake -S . -B "$out/lib" -DFIXGEOM_LIBFIXMATH_SOURCE_DIR="$lfm" -DCMAKE_INSTALL_PREFIX="$out/prefix" >&2 &&
        cmake --build "$out/lib" -j 2 >&2 && cmake --install "$out/lib" >&2 &&
        cmake -S tests/consumer/find -B "$out/find" -DCMAKE_PREFIX_PATH="$out/prefix" -DFIXGEOM_TREE="$top" >&2 &&
        cmake --build "$out/find" -j 2 >&2 || return 1
    fi
    "$out/find/consumer_$lang"
}
step m0-qemu m0
step find-package-c install_and_find c
step find-package-cxx install_and_find cxx
# the install holds the public headers only, and libfixmath apart
for h in fg_wide.h fg_internal.h fg_raycast_internal.h; do
    [ ! -e "$out/prefix/include/fixgeom/$h" ] || { echo "cmake: internal header $h installed"; fail=$((fail + 1)); }
done
echo "$pass $fail cmake" > "$res"
[ "$fail" -eq 0 ]
