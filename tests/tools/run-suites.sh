#!/bin/sh
# SPDX-License-Identifier: MIT
# Run one target's test images (one per suite) and record the verdict.
# usage: run-suites.sh TARGET OUTDIR "RUNNER-PREFIX" SUITE...
#   RUNNER-PREFIX is empty for host programs, the QEMU command line ending in -kernel for boards.
# Writes OUTDIR/test.log (everything printed) and OUTDIR/result (passed failed),
# OUTDIR/digests (suite digest per line). Prints the suites' output and a total line.
# Never fails by itself: tests/tools/summary.sh judges all targets together.
set -u
target=$1 outdir=$2 prefix=$3
shift 3
rm -f "$outdir/result"   # a run that dies half-way must not leave the last verdict in place
: > "$outdir/test.log"
: > "$outdir/digests"
passed=0 failed=0
for suite in "$@"; do
    img="$(cd "$outdir" && pwd)/test_$suite"
    [ -f "$img.elf" ] && img="$img.elf"
    if [ -n "$prefix" ]; then
        out=$(cd "$outdir" && timeout 300 $prefix "$img" 2>&1); rc=$?
    else
        out=$(cd "$outdir" && timeout 300 "$img" 2>&1); rc=$?
    fi
    printf '%s\n' "$out" >> "$outdir/test.log"
    printf '%s\n' "$out" | grep -v '^[0-9]* passed, [0-9]* failed$'
    line=$(printf '%s\n' "$out" | grep -E '^[0-9]+ passed, [0-9]+ failed$' | tail -n 1)
    if [ -n "$line" ]; then
        p=${line%% passed*}; f=${line#*passed, }; f=${f%% failed*}
    else
        p=0 f=1
        echo "  [$target] suite $suite: no result line (exit $rc)"
    fi
    if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
        f=1
        echo "  [$target] suite $suite: exit status $rc"
    fi
    passed=$((passed + p)) failed=$((failed + f))
    printf '%s\n' "$out" | grep '^digest ' >> "$outdir/digests"
done
if [ "$passed" -eq 0 ]; then   # no suite, or no case: a broken generator is not a pass
    failed=$((failed + 1))
    echo "  [$target] no test case ran"
fi
echo "$passed $failed" > "$outdir/result"
echo "[$target] $passed passed, $failed failed"
