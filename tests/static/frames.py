#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every lib/ frame on every Cortex-M core of the boards (see tests/static/README.md).

usage: frames.py --cc CC --out DIR [--max N] [--opts "-O2 -Os"] --cflags "FLAGS"
                 --core NAME "CORE-FLAGS" [--core ...] --src LIB-SOURCES...

stack.py checks the Cortex-M0 frames and call graphs; a frame's size also depends on the
core (register allocation and scheduling differ: the Cortex-M55 at -O2 once held 144-byte
frames that the M0 build kept at 120). This compiles every source with -fstack-usage for
each core at each level and fails when a frame exceeds N bytes or is dynamic.
Prints the largest frame per core and level, and every frame over the limit.
"""
import argparse
import os
import re
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

SU_RE = re.compile(r"^(?P<file>.*):(?P<line>\d+):(?P<col>\d+):(?P<func>[^\t]+)\t(?P<bytes>\d+)\t(?P<qual>.*)$")


def build(cc, cflags, outdir, srcs):
    """Compile srcs into outdir with -fstack-usage; return [(func, bytes, qual, where)]."""
    os.makedirs(outdir, exist_ok=True)
    frames = []
    for src in srcs:
        obj = os.path.join(outdir, os.path.splitext(os.path.basename(src))[0] + ".o")
        cmd = [cc] + cflags + ["-fstack-usage", "-c", src, "-o", obj]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0:
            sys.exit("frames: compiling %s failed:\n%s\n%s" % (src, " ".join(cmd), p.stderr))
        with open(os.path.splitext(obj)[0] + ".su") as fh:
            for line in fh:
                m = SU_RE.match(line.rstrip("\n"))
                if m:
                    frames.append((m["func"], int(m["bytes"]), m["qual"], "%s:%s" % (m["file"], m["line"])))
    return frames


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cc", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--max", type=int, default=128)
    ap.add_argument("--opts", default="-O2 -Os")
    ap.add_argument("--cflags", default="")
    ap.add_argument("--core", nargs=2, action="append", metavar=("NAME", "FLAGS"), required=True)
    ap.add_argument("--src", nargs="+", required=True)
    a = ap.parse_args()
    jobs = [(name, flags, opt) for name, flags in a.core for opt in a.opts.split()]

    def one(job):
        name, flags, opt = job
        cflags = shlex.split(a.cflags) + shlex.split(flags) + [opt]
        return job, build(a.cc, cflags, os.path.join(a.out, name, opt.lstrip("-")), a.src)

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
    ok = not bad
    print("frames: %s (every frame <= %d bytes, none dynamic, on %d cores at %s)"
          % ("passed" if ok else "FAILED", a.max, len(a.core), a.opts))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
