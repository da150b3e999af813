#!/bin/sh
# SPDX-License-Identifier: MIT
# One benchmarked function on one core, as `make bench` counts it: the median instructions
# over the hit inputs and over the miss inputs (the empty call's overhead subtracted), for a
# quick before/after while working on one function. Not a report: `make bench` is.
# usage (from the repository root): sh tests/bench/bench_one.sh BOARD FUNCTION [q16|plain|float|cglm]
set -eu
board=$1 fn=$2 impl=${3:-q16}
dir=build/bench/one/$board/$fn
qemu=$(sed -n 's/^BOARD_QEMU *:= *//p' "boards/$board/board.mk")
make --no-print-directory build/bench/bench_count >/dev/null
elf=$(sh tests/bench/bench_image.sh "$board" "$fn" "$impl" "$dir")
base=${elf%/bench_*.elf}/$impl
# shellcheck disable=SC2086
sh tests/bench/bench_run.sh arm-none-eabi-nm build/bench/bench_count "$elf" "$base" $qemu >/dev/null
python3 - "$base" "$fn on $board ($impl)" <<'PY'
import statistics, sys
base, title = sys.argv[1], sys.argv[2]
counts = [int(x) for x in open(base + ".counts").read().split()]
rows, cls, want = [], {}, None
fn = title.split()[0]
for line in open(base + ".console"):
    f = line.split()
    if f and f[0] == "F" and f[2] == fn:
        want = int(f[1])
    if f and f[0] == "R":
        rows.append(int(f[1]))
    elif f and f[0] == "K":
        cls[int(f[1])] = [int(x) for x in f[2:]]
per = {}
for fn_index, c in zip(rows, counts):
    per.setdefault(fn_index, []).append(c)
empty = statistics.median(per.pop(0))
for k, cs in per.items():
    if k != want:
        continue
    cs = [c - empty for c in cs]
    if k in cls and set(cls[k]) & {0, 1}:
        hits = [c for c, h in zip(cs, cls[k]) if h == 1]
        miss = [c for c, h in zip(cs, cls[k]) if h == 0]
        print("%s: hits %s (%d), misses %s (%d)" % (title, statistics.median(hits) if hits else "-", len(hits),
                                                   statistics.median(miss) if miss else "-", len(miss)))
    else:
        print("%s: all %s (%d)" % (title, statistics.median(cs), len(cs)))
PY
