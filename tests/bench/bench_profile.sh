#!/bin/sh
# SPDX-License-Identifier: MIT
# Profile one benchmarked function on one core: which functions (fixgeom, libfixmath,
# libgcc helpers, soft float) its instructions are spent in.
# usage (from the repository root, after `make bench` or at least the board's libraries):
#   sh tests/bench/bench_profile.sh BOARD FUNCTION [q16|float|cglm]
# Builds build/bench/prof/BOARD/FUNCTION/bench_IMPL.elf with -DBENCH_ONLY, runs it under
# QEMU with the instruction trace and prints tests/bench/bench_profile.py's table.
set -eu
board=$1 fn=$2 impl=${3:-q16}
dir=build/bench/prof/$board/$fn
qemu=$(sed -n 's/^BOARD_QEMU *:= *//p' "boards/$board/board.mk")
# The bench images hold every third function each (BENCH_PART, the M0's flash): build the
# parts in turn until one runs the function.
elf=
for part in 1 2 3; do
  mkdir -p "$dir/part$part"
  make --no-print-directory BOARD="$board" BB="$dir/part$part" BENCH_PART=$part \
    BENCH_EXTRA="'-DBENCH_ONLY=\"$fn\"'" "$dir/part$part/bench_$impl.elf" >/dev/null
  # shellcheck disable=SC2086
  if timeout 600 $qemu -kernel "$dir/part$part/bench_$impl.elf" 2>&1 | grep -q "^F [0-9]* $fn "; then
    elf=$dir/part$part/bench_$impl.elf
    break
  fi
done
[ -n "$elf" ] || { echo "bench_profile: $fn is in no bench image" >&2; exit 1; }
start=$(arm-none-eabi-nm "$elf" | awk '$3 == "bench_start" { print $1 }')
stop=$(arm-none-eabi-nm "$elf" | awk '$3 == "bench_stop" { print $1 }')
one="-singlestep"
ver=$(qemu-system-arm --version | sed -n 's/.*version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p' | head -n 1)
major=${ver% *} minor=${ver#* }
if [ "$major" -gt 8 ] || { [ "$major" -eq 8 ] && [ "$minor" -ge 1 ]; }; then one="-accel tcg,one-insn-per-tb=on"; fi
# shellcheck disable=SC2086
{ timeout 600 $qemu $one -d exec,nochain -D /dev/fd/3 -kernel "$elf" 3>&1 >"$dir/$impl.console" 2>&1; } |
  python3 tests/bench/bench_profile.py "$start" "$stop" "$fn on $board ($impl)"
