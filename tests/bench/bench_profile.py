#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench_profile.py - where a benchmarked call's instructions go, per function executed.

Reads a QEMU exec trace (-singlestep/one-insn-per-tb, -d exec,nochain: one line per
executed instruction, the symbol of the PC at the end of the line) on stdin, keeps the
lines between each entry of bench_start and the next entry of bench_stop (the measured
call), and prints per symbol the instructions executed there (self, not inclusive),
summed over the calls and per call, largest first. The harness's empty calls (bench_empty,
its overhead measurement) are left out; the marker and wrapper instructions are in.

usage: qemu ... -d exec,nochain -D /dev/fd/3 3>&1 >/dev/null | bench_profile.py START STOP [TITLE]
  START, STOP: the hex addresses of bench_start and bench_stop (nm).
tests/bench/bench_profile.sh wraps it: builds a one-function image and runs it.
"""
import collections
import sys


def main():
    start = int(sys.argv[1], 16) & ~1
    stop = int(sys.argv[2], 16) & ~1
    title = sys.argv[3] if len(sys.argv) > 3 else ""
    on = False
    calls = 0
    per = collections.Counter()
    total = 0
    cur = collections.Counter()
    for line in sys.stdin:
        if not line.startswith("Trace "):
            continue
        b = line.find("[")
        if b < 0:
            continue
        f = line[b + 1:line.find("]", b)].split("/")
        if len(f) < 2:
            continue
        pc = int(f[1], 16)
        if pc == start:
            on = True
            cur = collections.Counter()
            continue
        if pc == stop:
            on = False
            # the harness's empty calls (its overhead measurement) are not counted
            if "bench_empty" not in cur:
                calls += 1
                per.update(cur)
                total += sum(cur.values())
            continue
        if on:
            cur[line[line.find("]", b) + 1:].strip() or "?"] += 1
    print("%s: %d calls, %d instructions in all (wrapper and marker calls included), %.1f per call" % (
        title, calls, total, total / calls if calls else 0))
    print("%-32s %10s %8s %6s" % ("symbol", "total", "per call", "share"))
    for sym, n in per.most_common():
        print("%-32s %10d %8.1f %5.1f%%" % (sym, n, n / calls if calls else 0, 100.0 * n / total if total else 0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
