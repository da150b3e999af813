#!/bin/sh
# SPDX-License-Identifier: MIT
# The bench image that runs one function: each image holds every third function's inputs
# (BENCH_PART, the M0's flash), so the parts are built in turn (with -DBENCH_ONLY) until
# one prints the function. Prints that image's path. Used by bench_one.sh and
# bench_profile.sh.
# usage (from the repository root): sh tests/bench/bench_image.sh BOARD FUNCTION IMPL DIR
set -eu
board=$1 fn=$2 impl=$3 dir=$4
qemu=$(sed -n 's/^BOARD_QEMU *:= *//p' "boards/$board/board.mk")
for part in 1 2 3; do
  mkdir -p "$dir/part$part"
  make --no-print-directory BOARD="$board" BB="$dir/part$part" BENCH_PART=$part \
    BENCH_EXTRA="'-DBENCH_ONLY=\"$fn\"'" "$dir/part$part/bench_$impl.elf" >/dev/null
  # shellcheck disable=SC2086
  if timeout 600 $qemu -kernel "$dir/part$part/bench_$impl.elf" 2>&1 | grep -q "^F [0-9]* $fn "; then
    echo "$dir/part$part/bench_$impl.elf"
    exit 0
  fi
done
echo "bench_image: $fn is in no bench image" >&2
exit 1
