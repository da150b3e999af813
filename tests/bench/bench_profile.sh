#!/bin/sh
# SPDX-License-Identifier: MIT
# Profile one benchmarked function on one core: which functions (fixgeom, libfixmath,
# libgcc helpers, soft float) its instructions are spent in.
# usage (from the repository root, after `make bench` or at least the board's libraries):
#   sh tests/bench/bench_profile.sh BOARD FUNCTION [q16|float|cglm]
# Builds the image that holds FUNCTION (bench_image.sh, under build/bench/prof/BOARD/FUNCTION),
# runs it under QEMU with the instruction trace and prints tests/bench/bench_profile.py's table.
set -eu
board=$1 fn=$2 impl=${3:-q16}
dir=build/bench/prof/$board/$fn
qemu=$(sed -n 's/^BOARD_QEMU *:= *//p' "boards/$board/board.mk")
elf=$(sh tests/bench/bench_image.sh "$board" "$fn" "$impl" "$dir")
start=$(arm-none-eabi-nm "$elf" | awk '$3 == "bench_start" { print $1 }')
stop=$(arm-none-eabi-nm "$elf" | awk '$3 == "bench_stop" { print $1 }')
one="-singlestep"
ver=$(qemu-system-arm --version | sed -n 's/.*version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p' | head -n 1)
major=${ver% *} minor=${ver#* }
if [ "$major" -gt 8 ] || { [ "$major" -eq 8 ] && [ "$minor" -ge 1 ]; }; then one="-accel tcg,one-insn-per-tb=on"; fi
# shellcheck disable=SC2086
{ timeout 600 $qemu $one -d exec,nochain -D /dev/fd/3 -kernel "$elf" 3>&1 >"$dir/$impl.console" 2>&1; } |
  python3 tests/bench/bench_profile.py "$start" "$stop" "$fn on $board ($impl)"
