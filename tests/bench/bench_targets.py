#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench_targets.py - build/bench/targets.md: fixgeom beyond Cortex-M (make bench-targets).

Reads <dir>/<board>/q16.{console,counts} for the QEMU boards (instructions per call, the
method of tests/bench/bench_report.py, whose reader it uses) and for the AVR board (simavr:
cycles per call, plus q16.stack: bytes of stack per call), and <dir>/avr-size (the 2D
subset linked for the ATmega32U4). Every board ran the same inputs
(tests/bench/bench_cases.c); the report also checks that every board returned the same
outputs for them.

A call's figure, as in bench.md: everything from the wrapper's first instruction through
its return. Instructions: count - (count(empty wrapper) - 1), the empty wrapper being one
return instruction. AVR cycles: count - (count(empty wrapper) - RET_CYCLES), its return
taking RET_CYCLES on a part with a 3-byte program counter.

usage: bench_targets.py --dir DIR --nm NM --size SIZE --qemu BOARD... --avr BOARD --out MD
"""
import argparse
import os
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_report import RunError, read_run  # noqa: E402

RET_CYCLES = 5      # AVR RET with a 22-bit PC (ATmega2560)
AVR_MHZ = 16        # ATmega2560 / ATmega32U4 (Arduboy) clock
ARDUBOY_FLASH = 28672   # 32 KB minus the 4 KB Caterina bootloader
ARDUBOY_RAM = 2560
NAMES = {
    "microbit": "Cortex-M0", "rv32imac": "RV32IMAC", "rv32ec": "RV32EC",
    "armv4t-thumb": "ARM7TDMI Thumb", "armv4t-arm": "ARM7TDMI ARM", "atmega2560": "ATmega2560",
}


def med(v):
    m = statistics.median(v)
    return ("%d" % m) if m == int(m) else ("%.1f" % m)


def tool(cmd):
    return subprocess.run(cmd, capture_output=True, text=True, check=False).stdout


def footprint(size, nm, d):
    """text, data of the 2D footprint and each of its functions' own size."""
    elf = os.path.join(d, "footprint-2d.elf")
    w = tool([size, elf]).splitlines()[1].split()
    text, data, bss = int(w[0]), int(w[1]), int(w[2])
    fns = open(os.path.join(d, "functions")).read().split()
    own = {}
    for line in tool([nm, "-S", elf]).splitlines():
        p = line.split()
        if len(p) == 4 and p[2] in "tT":
            own[p[3]] = int(p[1], 16)
    return text, data, bss, fns, own


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--nm", required=True)
    ap.add_argument("--size", required=True)
    ap.add_argument("--qemu", nargs="+", required=True)
    ap.add_argument("--avr", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()

    runs = {}
    try:
        for b in a.qemu + [a.avr]:
            runs[b], _ = read_run(os.path.join(a.dir, b, "q16"))
    except RunError as e:
        sys.exit("bench_targets: %s" % e)
    avr = runs[a.avr]
    with open(os.path.join(a.dir, a.avr, "q16.stack")) as f:
        stack = [int(x) for x in f.read().split()]
    # the stack file has one line per measured call, the empty wrapper's five first
    stack = stack[5:]
    fnames = list(runs[a.qemu[0]])
    pos = 0
    for fn in fnames:
        n = avr[fn]["cases"]
        avr[fn]["stack"] = stack[pos:pos + n]
        avr[fn]["cycles"] = [c - 1 + RET_CYCLES for c in avr[fn]["counts"]]
        pos += n

    differ = []
    for fn in fnames:
        ref = runs[a.qemu[0]][fn]["results"]
        for b in runs:
            # the AVR runs only the first inputs of the classified functions (BENCH_HM_SHORT)
            got = runs[b][fn]["results"]
            n = min(len(got), len(ref))
            if n == 0 or got[:n] != ref[:n]:
                differ.append("%s on %s" % (fn, b))

    md = ["# fixgeom beyond Cortex-M: instructions and cycles per call", ""]
    md.append("Written by `make bench-targets` (tests/bench/bench_targets.py). Inputs: the table "
              "of each function in tests/bench/bench_cases.c, hits and misses together (for the "
              "functions on classified inputs the AVR runs the first 16 of the 64, the others all "
              "of them; `make bench` gives hits and misses apart). Instructions: QEMU 7.2's exec trace, one line per instruction, counted from "
              "the wrapper's first instruction through its return (tests/bench/bench_run.sh), "
              "`-O2`. Cycles: simavr's cycle counter on the ATmega2560 (datasheet cycle per "
              "instruction, no wait states on AVR flash), `-Os -fno-split-wide-types`; us at "
              "%d MHz; stack: the deepest the call went below the stack pointer at its start, "
              "its return address included. Medians over the inputs; the AVR column also min "
              "and max." % AVR_MHZ)
    md.append("")
    md.append("Outputs identical on every target for every input: %s." % (
        "yes" if not differ else "**NO**: " + ", ".join(differ)))
    md.append("")
    md.append("## Per call")
    md.append("")
    hdr = "| function | " + " | ".join("%s instr" % NAMES.get(b, b) for b in a.qemu) + \
          " | %s cycles min / median / max | us @ %d MHz | AVR stack B |" % (NAMES.get(a.avr, a.avr), AVR_MHZ)
    md.append(hdr)
    md.append("|---|" + "---:|" * len(a.qemu) + "---:|---:|---:|")
    for fn in fnames:
        cyc = avr[fn]["cycles"]
        md.append("| %s | %s | %d / %s / %d | %.0f | %d |" % (
            fn, " | ".join(med(runs[b][fn]["counts"]) for b in a.qemu), min(cyc), med(cyc), max(cyc),
            statistics.median(cyc) / AVR_MHZ, max(avr[fn]["stack"])))
    md.append("")

    d = os.path.join(a.dir, "avr-size")
    text, data, bss, fns, own = footprint(a.size, a.nm, d)
    md.append("## The Arduboy subset on the ATmega32U4")
    md.append("")
    md.append("The 2D public functions (%s) linked alone for `-mmcu=atmega32u4 -Os` with the "
              "libfixmath and libgcc code they pull in (`--gc-sections`): **%d bytes of flash** "
              "(.text %d + .data %d) of the Arduboy's %d (32 KB less the 4 KB bootloader), %d%%; "
              "RAM: .data %d + .bss %d bytes of %d (constants live in RAM on AVR), plus the stack "
              "(the per-call figures above, measured on the ATmega2560, whose return addresses "
              "take one byte more)." % (
                  ", ".join("`%s`" % f for f in fns), text + data, text, data, ARDUBOY_FLASH,
                  round(100.0 * (text + data) / ARDUBOY_FLASH), data, bss, ARDUBOY_RAM))
    md.append("")
    alone = {}
    for line in open(os.path.join(d, "alone")):
        w = line.split()
        if len(w) == 2:
            alone[w[0]] = int(w[1])
    md.append("Per function: its own code, and the flash it takes linked alone (with every "
              "helper it needs): what one function costs a sketch.")
    md.append("")
    md.append("| function | own code, bytes | linked alone, bytes |")
    md.append("|---|---:|---:|")
    for f in fns:
        md.append("| %s | %d | %d |" % (f, own.get(f, 0), alone.get(f, 0)))
    helpers = sorted(((v, k) for k, v in own.items() if k not in fns), reverse=True)
    md.append("| shared helpers, libfixmath, libgcc | %d | |" % sum(v for v, _ in helpers))
    md.append("")
    md.append("The largest shared pieces: %s." % ", ".join("`%s` %d" % (k, v) for v, k in helpers[:10]))
    md.append("")
    with open(a.out, "w") as f:
        f.write("\n".join(md))
    print("bench-targets: %s (%d functions, outputs identical: %s; 2D subset on ATmega32U4: %d bytes)" % (
        a.out, len(fnames), "yes" if not differ else "NO", text + data))
    return 0 if not differ else 1


if __name__ == "__main__":
    sys.exit(main())
