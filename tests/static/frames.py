#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every lib/ frame on every Cortex-M core of the boards (see tests/static/README.md).

usage: frames.py --cc CC --out DIR [--max N] [--opts "-O2 -Os"] --cflags "FLAGS"
                 --core NAME "CORE-FLAGS" [--core ...] --src LIB-SOURCES...

stack.py checks the Cortex-M0 frames and call graphs; a frame's size also depends on the
core (register allocation and scheduling differ: the Cortex-M55 at -O2 once held 144-byte
frames that the M0 build kept at 120). This compiles every source (stack.py's compile_all)
for each core at each level and fails when a frame exceeds N bytes or is dynamic.
Prints the largest frame per core and level, and every frame over the limit.
"""
import argparse
import os
import shlex
import sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import stack  # noqa: E402  (compile_all, read_su, common_args)


def main():
    ap = argparse.ArgumentParser()
    stack.common_args(ap)
    ap.add_argument("--core", nargs=2, action="append", metavar=("NAME", "FLAGS"), required=True)
    a = ap.parse_args()
    jobs = [(name, flags, opt) for name, flags in a.core for opt in a.opts.split()]

    def one(job):
        name, flags, opt = job
        out = os.path.join(a.out, name, opt.lstrip("-"))
        stack.compile_all(a.cc, shlex.split(a.cflags) + shlex.split(flags), opt, a.src, out)
        return job, [f for src in a.src for f in stack.read_su(out, src)]

    bad = []
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        for (name, _flags, opt), frames in pool.map(one, jobs):
            top = max(frames, key=lambda f: f[1])
            print("frames: %-10s %-4s largest %4d bytes (%s)" % (name, opt, top[1], top[0]))
            for func, size, qual, where in frames:
                if size > a.max or "dynamic" in qual:
                    bad.append("%s %s: %s %d bytes (%s) at %s" % (name, opt, func, size, qual, where))
    for line in bad:
        print("frames: OVER: " + line)
    print("frames: %s (every frame <= %d bytes, none dynamic, on %d cores at %s)"
          % ("passed" if not bad else "FAILED", a.max, len(a.core), a.opts))
    return 0 if not bad else 1


if __name__ == "__main__":
    sys.exit(main())
