#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""bench_truth.py - the headline of make bench: hit and miss medians apart, against the
plain Q16.16 reference, the float build and cglm, and the targets of issue 11.

Reads per board <dir>/<board>/{q16,plain,float,cglm}.{console,counts} (the harness's F/K/R
lines and the counts, tests/bench/bench_report.py's reader), the M0 size build
<dir>/size/{Os,O2} and the stack report <dir>/stack.txt (tests/static/stack.py).
Only the functions whose inputs are classified (K lines: bench_inputs.inc) are reported.

Writes <dir>/targets.md (every target per function and core, met or missed and by how
much), <dir>/summary.md (README-ready tables), <dir>/bench.svg (one heatmap of the ratios).
--write-baseline FILE records the fixgeom miss medians of this run (the "no slower than
today" reference); --baseline FILE compares with it.

usage: bench_truth.py --dir build/bench --nm NM --size SIZE --boards B... [--baseline F]
       [--write-baseline F]
"""
import argparse
import glob
import math
import os
import re
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_report import RunError, read_run  # noqa: E402

IMPLS = ["q16", "plain", "float", "cglm"]
CORES = {
    "microbit": "M0", "mps2-an385": "M3", "mps2-an386": "M4F",
    "mps2-an500": "M7", "mps2-an505": "M33", "mps3-an547": "M55",
}
SOFT = ("M0", "M3")                 # soft float: fixgeom must be 3x faster than float, cglm
FPU = ("M4F", "M7", "M33", "M55")   # fixgeom within 2x of the FPU float build
SPEED_X, PLAIN_X, FPU_X = 3.0, 2.0, 2.0
TEXT_LIMIT, CAST_LIMIT = 16384, 6144
FRAME_LIMIT, CHAIN_LIMIT = 128, 600
CASTS = ["fg_segment3_aabb3_raycast", "fg_segment3_sphere_raycast", "fg_segment3_triangle_raycast",
         "fg_segment3_plane_raycast"]
HIT, MISS, COMPUTES = 1, 0, 2


def classes(prefix):
    """{function: [class per case]} from an image's K lines."""
    names, out = {}, {}
    with open(prefix + ".console") as f:
        for line in f:
            w = line.split()
            if w and w[0] == "F":
                names[w[1]] = w[2]
            elif w and w[0] == "K":
                out[names[w[1]]] = [int(x) for x in w[2:]]
    return out


def med(v):
    return statistics.median(v) if v else None


def fmt(x):
    if x is None:
        return "-"
    return ("%d" % x) if x == int(x) else ("%.1f" % x)


def rfmt(x):
    return "-" if x is None else ("%.2f" % x if x < 10 else "%.1f" % x)


def div(a, b):
    return a / b if a is not None and b else None


def tool(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, check=False).stdout
    except OSError:
        return ""


def load(a):
    data, problems, cls = {}, [], {}
    for b in a.boards:
        data[b] = {}
        for impl in IMPLS:
            p = os.path.join(a.dir, b, impl)
            try:
                data[b][impl] = read_run(p)[0]
                if impl == "q16":
                    for fn, c in classes(p).items():
                        if cls.setdefault(fn, c) != c:
                            problems.append("%s: classes differ between boards" % fn)
            except (RunError, OSError) as e:
                problems.append(str(e))
                data[b][impl] = {}
    return data, cls, problems


def medians(data, cls):
    """{(fn, board): {impl: (hit median, miss median, hits, misses)}}."""
    out = {}
    for (fn, c) in cls.items():
        for b in data:
            row = {}
            for impl in IMPLS:
                r = data[b][impl].get(fn)
                if r is None:
                    continue
                hits = [n for n, k in zip(r["counts"], c) if k in (HIT, COMPUTES)]
                miss = [n for n, k in zip(r["counts"], c) if k == MISS]
                row[impl] = (med(hits), med(miss), len(hits), len(miss))
            out[(fn, b)] = row
    return out


def agreement(data, cls):
    """{(fn, impl): (decision mismatches with the oracle's class, max output difference in
    LSB from fixgeom on hits)}; fixgeom itself against the oracle too."""
    res = {}
    for fn, c in cls.items():
        for impl in IMPLS:
            bad, diff, seen = 0, 0, False
            for b in data:
                r, q = data[b][impl].get(fn), data[b]["q16"].get(fn)
                if r is None or q is None:
                    continue
                seen = True
                for k, rr, qq in zip(c, r["results"], q["results"]):
                    if k in (HIT, MISS) and (rr[0] == 1) != (k == HIT):
                        bad += 1
                    if rr[0] != 0 and qq[0] != 0 and impl != "q16":
                        n = min(r["nout"], q["nout"])
                        diff = max([diff] + [abs(x - y) for x, y in zip(rr[1:1 + n], qq[1:1 + n])])
            if seen:
                res[(fn, impl)] = (bad, diff)
    return res


# ------------------------------------------------------------------ size and stack

def size_facts(a):
    """Library .text on M0 -Os, the four raycasts linked, largest frame, deepest chain."""
    f = {}
    od = os.path.join(a.dir, "size", "Os")
    lib_o = sorted(glob.glob(os.path.join(od, "lib", "*.o")))
    if lib_o:
        text = 0
        for line in tool([a.size] + lib_o).splitlines()[1:]:
            w = line.split()
            if w:
                text += int(w[0])
        f["text"] = text
    casts = os.path.join(od, "raycasts.elf")
    if os.path.exists(casts):
        w = tool([a.size, casts]).splitlines()[1].split()
        f["casts"] = int(w[0])
    st = os.path.join(a.dir, "stack.txt")
    if os.path.exists(st):
        txt = open(st).read()
        chains = [(int(m.group(2)), m.group(1), m.group(3)) for m in
                  re.finditer(r"deepest call chain at (\S+): (\d+) bytes: (\S+)", txt)]
        if chains:
            f["chain"] = max(chains)
        m = re.search(r"largest frame in lib/: (\d+) bytes \((\S+)\)", txt)
        if m:
            f["frame"] = (int(m.group(1)), m.group(2))
        cores = [(int(m.group(3)), m.group(4), m.group(1), m.group(2)) for m in
                 re.finditer(r"frames: (\S+) +(\S+) +largest +(\d+) bytes \((\S+)\)", txt)]
        if cores:
            f["core_frame"] = max(cores)
        f["stack_ok"] = "stack: ok" in txt or "PROBLEM" not in txt
    return f


# ------------------------------------------------------------------ targets

def targets(a, meds, baseline, sizes):
    """[(group, subject, core, measured, target, met, by how much)]."""
    t = []
    for (fn, b), row in meds.items():
        core = CORES.get(b, b)
        q = row.get("q16")
        if q is None or q[0] is None:
            continue
        qh = q[0]
        p = row.get("plain")
        if p and p[0]:
            r = qh / p[0]
            t.append(("fixgeom / plain <= 2 (hits)", fn, core, "%.2f" % r, "<= %g" % PLAIN_X, r <= PLAIN_X,
                      "" if r <= PLAIN_X else "%.2fx too slow (%s over %s instr.)" % (
                          r / PLAIN_X, fmt(qh - PLAIN_X * p[0]), fmt(PLAIN_X * p[0]))))
        if core in SOFT:
            for other in ("float", "cglm"):
                o = row.get(other)
                if o and o[0]:
                    r = o[0] / qh
                    t.append(("%s / fixgeom >= 3 (hits)" % other, fn, core, "%.2f" % r, ">= %g" % SPEED_X,
                              r >= SPEED_X, "" if r >= SPEED_X else "needs %.2fx fewer (to %s instr.)" % (
                                  SPEED_X / r, fmt(o[0] / SPEED_X))))
        if core in FPU:
            o = row.get("float")
            if o and o[0]:
                r = qh / o[0]
                t.append(("fixgeom / FPU float <= 2 (hits)", fn, core, "%.2f" % r, "<= %g" % FPU_X, r <= FPU_X,
                          "" if r <= FPU_X else "needs %.1fx fewer (to %s instr.)" % (r / FPU_X, fmt(FPU_X * o[0]))))
        if q[1] is not None:
            base = baseline.get((fn, core))
            if base is not None:
                ok = q[1] <= base
                t.append(("misses no slower than the baseline", fn, core, fmt(q[1]), "<= %s" % fmt(base), ok,
                          "" if ok else "+%s instr. (%.0f%%)" % (fmt(q[1] - base), 100.0 * (q[1] - base) / base)))
    if "text" in sizes:
        v = sizes["text"]
        t.append(("size", "library .text + .rodata, M0 -Os", "M0", "%d B" % v, "<= %d B" % TEXT_LIMIT,
                  v <= TEXT_LIMIT, "" if v <= TEXT_LIMIT else "%d B over" % (v - TEXT_LIMIT)))
    if "casts" in sizes:
        v = sizes["casts"]
        t.append(("size", "box + sphere + triangle + plane raycasts linked (with libfixmath, libgcc), M0 -Os",
                  "M0", "%d B" % v, "<= %d B" % CAST_LIMIT, v <= CAST_LIMIT,
                  "" if v <= CAST_LIMIT else "%d B over" % (v - CAST_LIMIT)))
    def frame_row(subject, core, v):
        t.append(("stack", subject, core, "%d B" % v, "<= %d B" % FRAME_LIMIT, v <= FRAME_LIMIT,
                  "" if v <= FRAME_LIMIT else "%d B over" % (v - FRAME_LIMIT)))
    if "frame" in sizes:
        v, fn = sizes["frame"]
        frame_row("largest frame in lib/ (%s), M0 -O2/-Os" % fn, "M0", v)
    if "core_frame" in sizes:
        v, fn, board, opt = sizes["core_frame"]
        frame_row("largest frame in lib/ on M3-M55 (%s, %s %s)" % (fn, CORES.get(board, board), opt), "M3-M55", v)
    if "chain" in sizes:
        v, opt, chain = sizes["chain"]
        t.append(("stack", "deepest call chain (%s at %s), M0" % (chain.split("->")[0].split(" (")[0], opt), "M0",
                  "%d B" % v, "<= %d B" % CHAIN_LIMIT, v <= CHAIN_LIMIT,
                  "" if v <= CHAIN_LIMIT else "%d B over" % (v - CHAIN_LIMIT)))
    return t


def read_baseline(path):
    base = {}
    if path and os.path.exists(path):
        for line in open(path):
            w = line.split()
            if len(w) == 3 and not line.startswith("#"):
                base[(w[0], w[1])] = float(w[2])
    return base


def write_baseline(path, meds, boards):
    lines = ["# fixgeom Q16.16 miss medians (instructions per call) per function and core, from the",
             "# library as of this file's commit (make bench, tests/bench/bench_truth.py --write-baseline).",
             "# The issue 11 target: misses no slower than this. function core median"]
    for (fn, b), row in sorted(meds.items(), key=lambda kv: (kv[0][0], boards.index(kv[0][1]))):
        q = row.get("q16")
        if q and q[1] is not None:
            lines.append("%s %s %s" % (fn, CORES.get(b, b), fmt(q[1])))
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


# ------------------------------------------------------------------ chart

def heat(ratio, good_below):
    """Cell colour: green when the target is met, red when not, paler the nearer to it."""
    if ratio is None:
        return "#eeeeee"
    x = math.log(ratio / good_below, 2)      # <= 0 met
    k = min(1.0, abs(x) / 3.0)
    if x <= 0:
        r, g, b = 255 - int(150 * k), 255 - int(40 * k), 255 - int(150 * k)
    else:
        r, g, b = 255 - int(30 * k), 255 - int(190 * k), 255 - int(190 * k)
    return "#%02x%02x%02x" % (r, g, b)


def chart(path, meds, fnames, boards, title):
    """One heatmap: rows functions; left block fixgeom / plain per core (target <= 2),
    right block fixgeom / float per core (M0, M3: <= 1/3; FPU cores: <= 2)."""
    cw, ch, lw, top = 64, 26, 250, 78
    ncol = len(boards)
    w = lw + 2 * ncol * cw + 40
    h = top + ch * len(fnames) + 70
    s = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" '
         'font-size="12">' % (w, h), '<rect width="100%" height="100%" fill="white"/>',
         '<text x="10" y="20" font-size="15" font-weight="bold">%s</text>' % title]
    blocks = [("fixgeom / plain Q16.16 (target &#8804; 2)", "plain", lambda q, o: q / o,
               lambda core: PLAIN_X),
              ("fixgeom / float build (target: M0, M3 &#8804; 0.33; FPU &#8804; 2)", "float",
               lambda q, o: q / o, lambda core: 1 / SPEED_X if core in SOFT else FPU_X)]
    for bi, (label, other, f, goal) in enumerate(blocks):
        x0 = lw + bi * (ncol * cw + 20)
        s.append('<text x="%d" y="%d" font-weight="bold">%s</text>' % (x0, top - 34, label))
        for ci, b in enumerate(boards):
            s.append('<text x="%d" y="%d" text-anchor="middle">%s</text>' % (
                x0 + ci * cw + cw // 2, top - 10, CORES.get(b, b)))
        for ri, fn in enumerate(fnames):
            for ci, b in enumerate(boards):
                row = meds.get((fn, b), {})
                q, o = row.get("q16"), row.get(other)
                r = f(q[0], o[0]) if q and o and q[0] and o[0] else None
                core = CORES.get(b, b)
                x, y = x0 + ci * cw, top + ri * ch
                s.append('<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="white"/>' % (
                    x, y, cw, ch, heat(r, goal(core))))
                s.append('<text x="%d" y="%d" text-anchor="middle">%s</text>' % (
                    x + cw // 2, y + 17, rfmt(r)))
    for ri, fn in enumerate(fnames):
        s.append('<text x="%d" y="%d" text-anchor="end">%s</text>' % (lw - 8, top + ri * ch + 17, fn))
    s.append('<text x="10" y="%d" font-size="11">Median instructions over hit inputs (QEMU exact count, '
             'gcc -O2); green: target met, red: missed, stronger = further from it.</text>' % (h - 40))
    s.append('<text x="10" y="%d" font-size="11">plain Q16.16: the non-exact int64 reference in '
             'tests/bench/plain_q16.c; float: the same fixgeom source on lib/scalar/float.</text>' % (h - 22))
    s.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(s) + "\n")


# ------------------------------------------------------------------ markdown

def cell(row, impl, i):
    v = row.get(impl)
    return fmt(v[i]) if v else "-"


def detail_table(meds, fnames, boards):
    md = ["| function | core | hits / misses | fixgeom hit | plain hit | float hit | cglm hit "
          "| fixgeom / plain | float / fixgeom | cglm / fixgeom "
          "| fixgeom miss | plain miss | float miss | cglm miss |",
          "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for fn in fnames:
        for b in boards:
            row = meds.get((fn, b))
            if not row or "q16" not in row:
                continue
            q = row["q16"]
            g = lambda impl: row[impl][0] if impl in row else None  # noqa: E731
            md.append("| `%s` | %s | %d / %d | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                fn, CORES.get(b, b), q[2], q[3], fmt(q[0]), cell(row, "plain", 0), cell(row, "float", 0),
                cell(row, "cglm", 0), rfmt(div(q[0], g("plain"))), rfmt(div(g("float"), q[0])),
                rfmt(div(g("cglm"), q[0])), fmt(q[1]), cell(row, "plain", 1), cell(row, "float", 1),
                cell(row, "cglm", 1)))
    return md


def summary(meds, fnames, boards, baseline):
    soft = [b for b in boards if CORES.get(b) in SOFT]
    fpu = [b for b in boards if CORES.get(b) in FPU]
    md = ["Median instructions per call over **hit** inputs (32 per function; functions without a "
          "yes/no answer: 64 inputs that compute), exact counts under QEMU, gcc 12 `-O2`. Ratios: "
          "fixgeom / plain Q16.16 (target <= 2), float / fixgeom and cglm / fixgeom "
          "(target >= 3 on M0, M3).", ""]
    head = "| function |"
    rule = "|---|"
    for b in soft:
        c = CORES[b]
        head += " %s fixgeom | %s plain | fg/plain | float/fg | cglm/fg |" % (c, c)
        rule += "---:|---:|---:|---:|---:|"
    md += [head, rule]
    for fn in fnames:
        line = "| `%s` |" % fn
        for b in soft:
            row = meds.get((fn, b), {})
            q = row.get("q16", (None,) * 4)[0]
            g = lambda impl: row[impl][0] if impl in row else None  # noqa: E731
            line += " %s | %s | %s | %s | %s |" % (fmt(q), fmt(g("plain")), rfmt(div(q, g("plain"))),
                                                  rfmt(div(g("float"), q)), rfmt(div(g("cglm"), q)))
        md.append(line)
    md += ["", "FPU cores, hits: fixgeom (fixgeom / plain, fixgeom / float with the FPU; targets <= 2 "
           "and <= 2).", ""]
    md.append("| function |" + "".join(" %s |" % CORES[b] for b in fpu))
    md.append("|---|" + "---:|" * len(fpu))
    for fn in fnames:
        line = "| `%s` |" % fn
        for b in fpu:
            row = meds.get((fn, b), {})
            q = row.get("q16", (None,) * 4)[0]
            g = lambda impl: row[impl][0] if impl in row else None  # noqa: E731
            line += " %s (%s, %s) |" % (fmt(q), rfmt(div(q, g("plain"))), rfmt(div(q, g("float"))))
        md.append(line)
    md += ["", "Misses: fixgeom median over 32 miss inputs (plain beside it), and the baseline of "
           "`tests/bench/baseline_misses.txt` (target: no slower).", ""]
    md.append("| function |" + "".join(" %s fixgeom (plain) | baseline |" % CORES[b] for b in boards[:3]))
    md.append("|---|" + "---:|---:|" * len(boards[:3]))
    for fn in fnames:
        row0 = meds.get((fn, boards[0]), {})
        if row0.get("q16", (None, None))[1] is None:
            continue
        line = "| `%s` |" % fn
        for b in boards[:3]:
            row = meds.get((fn, b), {})
            q = row.get("q16", (None,) * 4)[1]
            line += " %s (%s) | %s |" % (fmt(q), cell(row, "plain", 1), fmt(baseline.get((fn, CORES[b]))))
        md.append(line)
    md.append("")
    return md


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--nm", default="arm-none-eabi-nm")
    ap.add_argument("--size", default="arm-none-eabi-size")
    ap.add_argument("--boards", nargs="*", default=list(CORES))
    ap.add_argument("--baseline")
    ap.add_argument("--write-baseline")
    ap.add_argument("--svg-copy", help="also write the chart here (docs/bench.svg)")
    a = ap.parse_args()
    data, cls, problems = load(a)
    meds = medians(data, cls)
    fnames = list(cls)
    if a.write_baseline:
        write_baseline(a.write_baseline, meds, a.boards)
    baseline = read_baseline(a.baseline)
    sizes = size_facts(a)
    tg = targets(a, meds, baseline, sizes)
    agree = agreement(data, cls)

    md = ["# fixgeom against plain fixed point, float and cglm: targets of issue 11", ""]
    md.append("From `make bench`: exact instruction counts per call under QEMU (the method of "
              "`build/bench/bench.md`), medians over inputs classified as hits or misses by the exact "
              "Python oracle of `tests/gen` (`tests/bench/bench_inputs.py`: %s), never by the library. "
              "**plain** is the non-exact Q16.16 reference in `tests/bench/plain_q16.c`; **float** the "
              "same fixgeom source on `lib/scalar/float` (soft float on M0/M3, FPU elsewhere); **cglm** "
              "0.8.8 where it has the test." % ", ".join(sorted({
                  "%d hits + %d misses" % (sum(1 for k in c if k in (HIT, COMPUTES)), c.count(MISS))
                  for c in cls.values()})))
    md.append("")
    if problems:
        md += ["**Runs missing or broken:**", ""] + ["- " + p for p in problems] + [""]
    met = sum(1 for x in tg if x[5])
    md.append("**%d of %d targets met.**" % (met, len(tg)))
    md.append("")
    groups = []
    for x in tg:
        if x[0] not in groups:
            groups.append(x[0])
    for gname in groups:
        rows = [x for x in tg if x[0] == gname]
        md.append("## %s: %d of %d met" % (gname, sum(1 for x in rows if x[5]), len(rows)))
        md.append("")
        md.append("| subject | core | measured | target | | by how much |")
        md.append("|---|---|---:|---:|---|---|")
        for _, subj, core, val, goal, ok, by in rows:
            md.append("| %s | %s | %s | %s | %s | %s |" % (
                "`%s`" % subj if subj.startswith("fg_") else subj, core, val, goal,
                "met" if ok else "**missed**", by))
        md.append("")
    md.append("## Medians per function and core")
    md.append("")
    md += detail_table(meds, fnames, a.boards)
    md.append("")
    md.append("## Do the answers agree?")
    md.append("")
    md.append("Hit/miss decisions that differ from the oracle's class (over all cores), and the largest "
              "difference of an output from fixgeom's on inputs where both hit, in Q16.16 LSB (the "
              "plain reference rounds t once and forms the point from it; the float build and cglm "
              "round in float).")
    md.append("")
    md.append("| function | fixgeom vs oracle | plain vs oracle | float vs oracle | cglm vs oracle "
              "| plain max diff | float max diff | cglm max diff |")
    md.append("|---|---:|---:|---:|---:|---:|---:|---:|")
    for fn in fnames:
        g = lambda impl, i: str(agree[(fn, impl)][i]) if (fn, impl) in agree else "-"  # noqa: E731
        md.append("| `%s` | %s | %s | %s | %s | %s | %s | %s |" % (
            fn, g("q16", 0), g("plain", 0), g("float", 0), g("cglm", 0), g("plain", 1), g("float", 1),
            g("cglm", 1)))
    md.append("")
    md.append("![ratios](bench.svg)")
    md.append("")
    with open(os.path.join(a.dir, "targets.md"), "w") as f:
        f.write("\n".join(md))
    with open(os.path.join(a.dir, "summary.md"), "w") as f:
        f.write("\n".join(summary(meds, fnames, a.boards, baseline)))
    title = "fixgeom, hit inputs: instruction ratios per function and core"
    chart(os.path.join(a.dir, "bench.svg"), meds, fnames, a.boards, title)
    if a.svg_copy:
        os.makedirs(os.path.dirname(a.svg_copy) or ".", exist_ok=True)
        chart(a.svg_copy, meds, fnames, a.boards, title)
    print("bench: wrote %s/targets.md, summary.md, bench.svg; %d of %d issue-11 targets met%s" % (
        a.dir, met, len(tg), "; PROBLEMS: " + "; ".join(problems) if problems else ""))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
