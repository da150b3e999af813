#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""One line per function from build/bench/bench.md, for the README: Q16.16 median
instructions on M0 / M3 / M4F, the float/Q16.16 ratio on each, cglm/Q16.16 on M0, and how
many of that function's targets are met.   usage: bench_summary.py build/bench/bench.md"""
import re
import sys

md = open(sys.argv[1]).read()
rows = []
for block in re.split(r"\n### ", md.split("## Instructions per call")[1].split("\n## ")[0])[1:]:
    name = block.split("`")[1]
    cells = {}
    for line in block.splitlines():
        m = re.match(r"\| (M0|M3|M4F) [^|]*\| ([^|]+) \| ([^|]+) \| ([^|]+) \| ([^|]+) \| ([^|]+) \|", line)
        if m:
            q = m.group(2).split("/")[1].strip()
            cells[m.group(1)] = (q, m.group(4).strip(), m.group(6).strip())
    met = len(re.findall(r"`%s` [^\n]*\| met" % re.escape(name), md))
    missed = len(re.findall(r"`%s` [^\n]*\| \*\*missed\*\*" % re.escape(name), md))
    rows.append((name, cells, met, missed))
print("| function | M0 Q16.16 | float/Q M0 | cglm/Q M0 | M3 Q16.16 | float/Q M3 | M4F Q16.16 | float/Q M4F | targets met |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
for name, c, met, missed in rows:
    g = lambda core, i: c.get(core, ("-", "-", "-"))[i]
    print("| `%s` | %s | %s | %s | %s | %s | %s | %s | %d/%d |" % (
        name, g("M0", 0), g("M0", 1), g("M0", 2), g("M3", 0), g("M3", 1), g("M4F", 0), g("M4F", 1), met, met + missed))
tot_met = len(re.findall(r"\| met \|", md.split("## Targets")[1]))
tot_missed = len(re.findall(r"\| \*\*missed\*\*", md.split("## Targets")[1]))
print("\nTargets met: %d of %d (median instructions per call; ratios of medians)." % (tot_met, tot_met + tot_missed))
