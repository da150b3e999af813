#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench_report.py - turn the bench runs into build/bench/bench.md (every function, mixed
tables; the headline and the targets are tests/bench/bench_truth.py's).

Reads, per board, <dir>/<board>/{q16,float,cglm}.{console,counts} written by
tests/bench/bench_run.sh (console: the harness's F/R lines; counts: one instruction count
per measured call, in the same order as the R lines), and the M0 size/stack build in
<dir>/size/{Os,O2}. The figures are instruction counts (not cycles) per call:

    count(call) - (count(empty wrapper) - 1)

i.e. every instruction executed from the wrapper's first instruction through its return,
the wrapper's own argument set-up and result store included (the empty wrapper executes
exactly one instruction, its return).

usage: bench_report.py --dir build/bench --nm NM --size SIZE --boards B...
       bench_report.py --dir build/bench --nm NM --size SIZE --smoke PREFIX FUNCTION
"""
import argparse
import glob
import os
import re
import statistics
import subprocess
import sys

IMPLS = [("q16", "Q16.16"), ("float", "float"), ("cglm", "cglm")]
CORES = {
    "microbit": "M0", "mps2-an385": "M3", "mps2-an386": "M4F",
    "mps2-an500": "M7", "mps2-an505": "M33", "mps3-an547": "M55",
}
FLOAT_KIND = {"microbit": "soft", "mps2-an385": "soft"}  # the others have an FPU
SPEED_X = 3.0        # issue 11: fixgeom >= 3x fewer instructions than float and cglm on M0, M3
FPU_X = 2.0          # issue 11: fixgeom within 2x of hardware float
TEXT_LIMIT = 16384   # issue 11: library .text on M0 -Os
FRAME_LIMIT = 128    # largest stack frame per function


class RunError(Exception):
    pass


def read_run(prefix):
    """One image's run: {name: {...}} plus the overhead."""
    con, cnt = prefix + ".console", prefix + ".counts"
    if not os.path.exists(con) or not os.path.exists(cnt):
        raise RunError("%s: no run (missing .console or .counts)" % prefix)
    with open(cnt) as f:
        counts = [int(x) for x in f.read().split()]
    fns, rows = {}, []
    with open(con) as f:
        for line in f:
            w = line.split()
            if not w:
                continue
            if w[0] == "F":
                fns[int(w[1])] = {"name": w[2], "cases": int(w[3]), "nout": int(w[4]),
                                  "called": w[5], "counts": [], "results": []}
            elif w[0] == "R":
                rows.append((int(w[1]), int(w[2]), [int(x) for x in w[3:]]))
    if len(rows) != len(counts):
        raise RunError("%s: %d result lines but %d counts" % (prefix, len(rows), len(counts)))
    for (fi, _case, res), n in zip(rows, counts):
        fns[fi]["counts"].append(n)
        fns[fi]["results"].append(res)
    empty = fns.pop(0)["counts"]
    if not empty or len(set(empty)) != 1:
        raise RunError("%s: the empty call's count varies: %s" % (prefix, empty))
    overhead = empty[0] - 1
    out = {}
    for fn in fns.values():
        if len(fn["counts"]) != fn["cases"]:
            raise RunError("%s: %s ran %d of %d cases" % (prefix, fn["name"], len(fn["counts"]), fn["cases"]))
        fn["counts"] = [n - overhead for n in fn["counts"]]
        out[fn["name"]] = fn
    return out, overhead


def stats(v):
    return min(v), statistics.median(v), max(v)


def num(x):
    return ("%d" % x) if x == int(x) else ("%.1f" % x)


def ratio(a, b):
    return a / b if b else float("nan")


def mark(ok):
    return "met" if ok else "**missed**"


def tool(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, check=False).stdout
    except OSError:
        return ""


# ------------------------------------------------------------------ size and stack

def nm_sizes(nm, objs):
    """{symbol: (size, kind)} of text symbols in objects."""
    res = {}
    for o in objs:
        for line in tool([nm, "-S", "--size-sort", o]).splitlines():
            w = line.split()
            if len(w) == 4 and w[2] in "tT":
                res[w[3]] = (int(w[1], 16), "global" if w[2] == "T" else "static")
    return res


def size_text(size, files):
    total = 0
    for line in tool([size] + files).splitlines()[1:]:
        w = line.split()
        if w:
            total += int(w[0])
    return total


def stack_frames(files):
    """{function: (bytes, qualifier)} from .su files."""
    res = {}
    for su in files:
        with open(su) as f:
            for line in f:
                w = line.rstrip("\n").split("\t")
                if len(w) == 3:
                    name = w[0].rsplit(":", 1)[-1]
                    res[name] = (int(w[1]), w[2])
    return res


def size_section(a):
    d = os.path.join(a.dir, "size")
    out = []
    lvl = {}
    for opt in ("Os", "O2"):
        od = os.path.join(d, opt)
        lib_o = sorted(glob.glob(os.path.join(od, "lib", "*.o")))
        lfm_o = sorted(glob.glob(os.path.join(od, "lfm", "*.o")))
        elf = os.path.join(od, "footprint.elf")
        if not lib_o or not os.path.exists(elf):
            return ["_No size build (make BOARD=microbit bench-size)._", ""], []
        linked = nm_sizes(a.nm, [elf])
        lvl[opt] = {
            "fns": nm_sizes(a.nm, lib_o),
            "lib_text": size_text(a.size, lib_o),
            "elf_text": size_text(a.size, [elf]),
            "linked": linked,
            "frames": stack_frames(glob.glob(os.path.join(od, "lib", "*.su")) +
                                   glob.glob(os.path.join(od, "lfm", "*.su"))),
        }
    targets = []
    out.append("## Code size and stack, Cortex-M0 (microbit)")
    out.append("")
    out.append("`.text` from `nm -S` on the library objects (`-ffunction-sections`), the largest "
               "stack frame from `-fstack-usage`. Static helpers that gcc kept out of line are "
               "listed as static. \"Linked\" is a `--gc-sections` link of every public `fg_` "
               "function with the libfixmath and libgcc code it pulls in.")
    out.append("")
    out.append("| function | .text -Os | .text -O2 | frame -Os | frame -O2 | frame <= %d B |" % FRAME_LIMIT)
    out.append("|---|---:|---:|---:|---:|---|")
    names = sorted(set(lvl["Os"]["fns"]) | set(lvl["O2"]["fns"]),
                   key=lambda n: (not n.startswith("fg_"), n))
    worst = 0
    for n in names:
        sz = [lvl[o]["fns"].get(n, (None, ""))[0] for o in ("Os", "O2")]
        fr = [lvl[o]["frames"].get(n, (None, ""))[0] for o in ("Os", "O2")]
        kind = lvl["Os"]["fns"].get(n, lvl["O2"]["fns"].get(n))[1]
        big = max([x for x in fr if x is not None] or [0])
        worst = max(worst, big)
        label = "`%s`" % n + (" (static)" if kind == "static" else "")
        out.append("| %s | %s | %s | %s | %s | %s |" % (
            label, *["-" if x is None else str(x) for x in sz + fr], mark(big <= FRAME_LIMIT)))
    # libfixmath functions that end up linked, and their frames
    out.append("")
    out.append("Linked in from libfixmath and libgcc (sizes in the -Os / -O2 link):")
    out.append("")
    out.append("| symbol | from | .text -Os | .text -O2 | frame -Os | frame -O2 |")
    out.append("|---|---|---:|---:|---:|---:|")
    lfm_worst = 0
    others = sorted(set(lvl["Os"]["linked"]) | set(lvl["O2"]["linked"]))
    for n in others:
        if n.startswith("fg_") or n in names:
            continue
        # libgcc's helpers are all __-prefixed; anything else (memcpy...) is the C library,
        # which fixgeom must not need (the plain footprint link has no -lc and fails then)
        frm = "libfixmath" if n.startswith("fix16_") else "libgcc" if n.startswith("__") else "**libc**"
        sz = [lvl[o]["linked"].get(n, (None, ""))[0] for o in ("Os", "O2")]
        fr = [lvl[o]["frames"].get(n, (None, ""))[0] for o in ("Os", "O2")]
        if frm == "libfixmath":
            lfm_worst = max([lfm_worst] + [x for x in fr if x is not None])
        out.append("| `%s` | %s | %s | %s | %s | %s |" % (
            n, frm, *["-" if x is None else str(x) for x in sz + fr]))
    if len(out) and out[-1].startswith("|---"):
        out.append("| (none) | | | | | |")
    out.append("")
    out.append("| whole library, M0 | -Os | -O2 | target |")
    out.append("|---|---:|---:|---|")
    lt = [lvl[o]["lib_text"] for o in ("Os", "O2")]
    et = [lvl[o]["elf_text"] for o in ("Os", "O2")]
    out.append("| fixgeom objects (`size`: .text + .rodata) | %d | %d | < %d B at -Os: %s |" % (
        lt[0], lt[1], TEXT_LIMIT, mark(lt[0] < TEXT_LIMIT)))
    out.append("| linked with libfixmath + libgcc helpers | %d | %d | < %d B at -Os: %s |" % (
        et[0], et[1], TEXT_LIMIT, mark(et[0] < TEXT_LIMIT)))
    out.append("")
    targets.append(("M0 -Os .text, fixgeom objects <= 16 KB", "%d B" % lt[0], lt[0] < TEXT_LIMIT))
    targets.append(("M0 -Os .text, linked with libfixmath + libgcc <= 16 KB", "%d B" % et[0], et[0] < TEXT_LIMIT))
    targets.append(("largest stack frame of a fixgeom function <= 128 B (M0, -Os and -O2)", "%d B" % worst,
                    worst <= FRAME_LIMIT))
    targets.append(("largest frame of a libfixmath function it links <= 128 B", "%d B" % lfm_worst,
                    lfm_worst <= FRAME_LIMIT))
    return out, targets


# ------------------------------------------------------------------ report

def report(a):
    boards = a.boards
    data, overhead, problems = {}, {}, []
    for b in boards:
        data[b] = {}
        for impl, _ in IMPLS:
            try:
                data[b][impl], overhead[(b, impl)] = read_run(os.path.join(a.dir, b, impl))
            except RunError as e:
                problems.append(str(e))
                data[b][impl] = {}
    fnames = []
    for b in boards:
        for fn in data[b]["q16"]:
            if fn not in fnames:
                fnames.append(fn)

    gcc = a.nm[:-2] + "gcc" if a.nm.endswith("nm") else "arm-none-eabi-gcc"
    gccv = (tool([gcc, "--version"]).splitlines() or ["?"])[0]
    qemuv = (tool(["qemu-system-arm", "--version"]).splitlines() or ["?"])[0]
    cglmv = "?"
    vh = os.path.join(a.dir, "inc", "cglm", "version.h")  # the cglm the images used
    if os.path.exists(vh):
        with open(vh) as f:
            v = dict(re.findall(r"#define CGLM_VERSION_(MAJOR|MINOR|PATCH) (\d+)", f.read()))
        cglmv = "%s.%s.%s" % (v.get("MAJOR"), v.get("MINOR"), v.get("PATCH"))

    md = ["# fixgeom benchmark", ""]
    md.append("Exact instruction counts per call, measured under QEMU (%s) with "
              "`-singlestep -d exec,nochain`: one trace line per executed instruction, counted "
              "between the entries of two `noinline` marker functions around a single call of a "
              "wrapper, minus the fixed overhead measured with an empty wrapper. These are "
              "instruction counts, not cycles: a load, a multiply, a divide or a float operation "
              "each count one, whatever it costs on the core." % qemuv)
    md.append("")
    md.append("- Compiler: %s, `-std=c99 %s -ffreestanding -ffunction-sections -fdata-sections` "
              "and the board's CPU flags, the same for all three implementations." % (gccv, a.opt))
    md.append("- **Q16.16**: fixgeom with `-Ilib/scalar/fix16`, libfixmath compiled from source "
              "(`%s`)." % "-DFIXMATH_NO_CACHE")
    md.append("- **float**: the same fixgeom source with `-Ilib/scalar/float`: soft-float "
              "(libgcc) on M0 and M3, the hardware FPU on M4F, M7, M33, M55; newlib's libm/libc "
              "linked for `sqrtf`.")
    md.append("- **cglm** %s (header-only, inlined into the wrapper) on the same inputs "
              "converted to float; `-` where cglm has no such test." % cglmv)
    md.append("- A count includes the wrapper: argument set-up, the call into the library "
              "(fixgeom) and storing the result, a few instructions. Inputs: the fixed table of "
              "each function in tests/bench/bench_cases.c, hits and misses mixed; min / median / "
              "max over those inputs. Ratios are of medians.")
    md.append("")
    if problems:
        md.append("**Runs missing or broken:**")
        md.append("")
        for p in problems:
            md.append("- " + p)
        md.append("")

    targets = []
    md.append("## Instructions per call (min / median / max)")
    md.append("")
    for fn in fnames:
        md.append("### `%s`" % fn)
        md.append("")
        called = ""
        for b in boards:
            if fn in data[b]["cglm"]:
                called = data[b]["cglm"][fn]["called"]
        ncases = next((data[b]["q16"][fn]["cases"] for b in boards if fn in data[b]["q16"]), 0)
        md.append("%d inputs; cglm: %s." % (ncases, "`%s`" % called if called else "none"))
        md.append("")
        md.append("| core | Q16.16 | float | float / Q16.16 | cglm | cglm / Q16.16 |")
        md.append("|---|---:|---:|---:|---:|---:|")
        for b in boards:
            core = CORES.get(b, b)
            cells, meds = [], {}
            for impl, _ in IMPLS:
                r = data[b][impl].get(fn)
                if r is None:
                    cells.append("-")
                    continue
                lo, med, hi = stats(r["counts"])
                meds[impl] = med
                cells.append("%d / %s / %d" % (lo, num(med), hi))
            q = meds.get("q16")
            rf = ratio(meds["float"], q) if q and "float" in meds else None
            rc = ratio(meds["cglm"], q) if q and "cglm" in meds else None
            md.append("| %s%s | %s | %s | %s | %s | %s |" % (
                core, " (soft float)" if b in FLOAT_KIND else "", cells[0], cells[1],
                "-" if rf is None else "%.2f" % rf, cells[2], "-" if rc is None else "%.2f" % rc))
            if core in ("M0", "M3"):
                for other, r_ in (("float", rf), ("cglm", rc)):
                    if r_ is not None:
                        targets.append(("`%s` %s: Q16.16 >= %gx fewer instructions than %s" % (fn, core, SPEED_X, other),
                                        "%.2fx" % r_, r_ >= SPEED_X))
            if core == "M4F":
                for other in ("float", "cglm"):
                    if q and other in meds:
                        r_ = ratio(q, meds[other])
                        targets.append(("`%s` M4F: Q16.16 within %gx of %s (hardware float)" % (fn, FPU_X, other),
                                        "%.2fx" % r_, r_ <= FPU_X))
        md.append("")

    # hits and misses apart: a median over a mixed table lands on one side or the other
    split_cores = [b for b in boards if CORES.get(b, b) in ("M0", "M3", "M4F")]
    split_rows = []
    for fn in fnames:
        for b in split_cores:
            q = data[b]["q16"].get(fn)
            if q is None:
                continue
            hit = [r[0] != 0 for r in q["results"]]
            if all(hit) or not any(hit):
                continue
            cells = []
            for cls in (True, False):
                meds = {}
                for impl, _ in IMPLS:
                    r = data[b][impl].get(fn)
                    if r is not None:
                        v = [n for n, h in zip(r["counts"], hit) if h == cls]
                        meds[impl] = statistics.median(v)
                qm = meds["q16"]
                cells.append("%s | %s | %s" % (
                    num(qm), "-" if "float" not in meds else "%s (%.2f)" % (num(meds["float"]), meds["float"] / qm),
                    "-" if "cglm" not in meds else "%s (%.2f)" % (num(meds["cglm"]), meds["cglm"] / qm)))
            split_rows.append("| `%s` | %s | %d / %d | %s | %s |" % (
                fn, CORES.get(b, b), sum(hit), len(hit) - sum(hit), cells[0], cells[1]))
    if split_rows:
        md.append("## Hits and misses apart")
        md.append("")
        md.append("Medians over the rows where the Q16.16 call returned non-zero (hit, overlap, a "
                  "point...) and over the rows where it returned 0, on the target cores; in brackets "
                  "the other implementation's median divided by Q16.16's (> 1: Q16.16 is faster). The "
                  "targets above use the median of all rows, which falls on one class or the other "
                  "depending on the table's mix; a hit computes the outputs (divisions, square "
                  "roots), a miss usually stops after the exact decision.")
        md.append("")
        md.append("| function | core | hits / misses | Q16.16 hits | float hits | cglm hits "
                  "| Q16.16 misses | float misses | cglm misses |")
        md.append("|---|---|---|---:|---:|---:|---:|---:|---:|")
        md.extend(split_rows)
        md.append("")

    # agreement of the answers
    md.append("## Same answers?")
    md.append("")
    md.append("Each call's result, compared with the Q16.16 build's on the same input and core: "
              "booleans must match; scalar outputs are reported as the largest difference in "
              "Q16.16 LSB (the float build and cglm round differently).")
    md.append("")
    md.append("| function | implementation | boolean mismatches | max scalar difference (LSB) |")
    md.append("|---|---|---:|---:|")
    for fn in fnames:
        for impl, label in IMPLS[1:]:
            mism, diff, seen = 0, 0, False
            for b in boards:
                r, q = data[b][impl].get(fn), data[b]["q16"].get(fn)
                if r is None or q is None:
                    continue
                seen = True
                for rr, qq in zip(r["results"], q["results"]):
                    if rr[0] != qq[0]:
                        mism += 1
                    k = min(r["nout"], q["nout"])
                    for x, y in zip(rr[1:1 + k], qq[1:1 + k]):
                        diff = max(diff, abs(x - y))
            if seen:
                md.append("| `%s` | %s | %d | %d |" % (fn, label, mism, diff))
    md.append("")
    # Q16.16 must give the same answers on every core
    same = True
    for fn in fnames:
        ref = None
        for b in boards:
            q = data[b]["q16"].get(fn)
            if q is None:
                continue
            if ref is None:
                ref = q["results"]
            elif q["results"] != ref:
                same = False
    md.append("Q16.16 results identical on all cores: %s." % ("yes" if same else "**NO**"))
    md.append("")

    size_md, size_targets = size_section(a)
    md.extend(size_md)
    targets.extend(size_targets)

    # The targets are issue 11's, on hit and miss medians: build/bench/targets.md
    # (tests/bench/bench_truth.py); this report keeps every function's mixed-table figures.
    md.append("## Targets")
    md.append("")
    md.append("See `targets.md` (hit and miss medians apart, the plain Q16.16 reference, issue 11).")
    md.append("")
    met = 0
    targets = []
    md.append("Overhead subtracted per image (instructions of the marker calls): " + ", ".join(
        "%s %s %d" % (CORES.get(b, b), impl, overhead[(b, impl)]) for b in boards for impl, _ in IMPLS
        if (b, impl) in overhead) + ".")
    md.append("")
    md.append("The chart: `bench.svg` (tests/bench/bench_truth.py).")
    md.append("")
    path = os.path.join(a.dir, "bench.md")
    with open(path, "w") as f:
        f.write("\n".join(md))
    print("bench: wrote %s%s" % (
        path,
        "; PROBLEMS: " + "; ".join(problems) if problems else ""))
    return 0 if not problems else 1


def smoke(a):
    prefix, fn = a.smoke
    res = os.path.join(os.path.dirname(prefix), "result")
    try:
        fns, ovh = read_run(prefix)
        r = fns.get(fn)
        if r is None:
            raise RunError("%s was not measured" % fn)
        if min(r["counts"]) < 1:
            raise RunError("%s: a count below 1 (%s)" % (fn, r["counts"]))
        lo, med, hi = stats(r["counts"])
        msg = "%s on M0 (Q16.16): %d calls, %d / %s / %d instructions (min / median / max), overhead %d" % (
            fn, len(r["counts"]), lo, num(med), hi, ovh)
        ok = True
    except RunError as e:
        msg, ok = str(e), False
    with open(res, "w") as f:
        f.write("%d %d bench-smoke\n" % (1 if ok else 0, 0 if ok else 1))
    print("bench-smoke: %s: %s" % ("ok" if ok else "FAILED", msg))
    return 0


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--dir", required=True)
    p.add_argument("--nm", default="arm-none-eabi-nm")
    p.add_argument("--size", default="arm-none-eabi-size")
    p.add_argument("--opt", default="-O2", help="the optimisation flag the images were built with")
    p.add_argument("--boards", nargs="*", default=list(CORES))
    p.add_argument("--smoke", nargs=2, metavar=("PREFIX", "FUNCTION"))
    a = p.parse_args()
    return smoke(a) if a.smoke else report(a)


if __name__ == "__main__":
    sys.exit(main())
