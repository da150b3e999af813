#!/bin/sh
# SPDX-License-Identifier: MIT
# Join the runs of a bench image's parts (BENCH_PART, tests/bench/bench.h) into one run, as
# if one image had run them all: OUT.console, OUT.counts, OUT.log (and OUT.stack, the AVR's).
# usage: bench_merge.sh OUT PART1 PART2 ...   (each PART the prefix bench_run.sh wrote)
# Every part starts with the empty call (function 0, 5 cases) that measures the overhead:
# the first part's is kept, the later parts' lines and counts are dropped. Function indices
# are the registry's, so they never collide.
set -eu
out=$1
shift
first=1
: > "$out.console.tmp"
: > "$out.counts.tmp"
: > "$out.log"
rm -f "$out.stack.tmp"
for p in "$@"; do
    for f in console counts log; do
        [ -f "$p.$f" ] || { echo "bench_merge: $p.$f missing" >&2; exit 1; }
    done
    if [ $first = 1 ]; then
        grep -v '^E ' "$p.console" >> "$out.console.tmp"
        cat "$p.counts" >> "$out.counts.tmp"
    else
        grep -v -e '^E ' -e '^I ' -e '^F 0 ' -e '^R 0 ' "$p.console" >> "$out.console.tmp"
        tail -n +6 "$p.counts" >> "$out.counts.tmp"
    fi
    cat "$p.log" >> "$out.log"
    if [ -f "$p.stack" ]; then # the AVR's stack per call, one line per count
        if [ $first = 1 ]; then cat "$p.stack"; else tail -n +6 "$p.stack"; fi >> "$out.stack.tmp"
    fi
    first=0
done
echo "E 0" >> "$out.console.tmp"
mv "$out.console.tmp" "$out.console"
mv "$out.counts.tmp" "$out.counts"
[ ! -f "$out.stack.tmp" ] || mv "$out.stack.tmp" "$out.stack"
