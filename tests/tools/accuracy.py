#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Judge `make accuracy`: Q16.16 and float outputs against the exact oracle, per function.

usage: accuracy.py DIR [--md FILE]
For every set: cases, boolean mismatches of Q16.16 against the oracle (the goal is 0),
largest and mean error in LSB per scalar output (where the booleans agree), and how often
one build is wrong where the other is right. Q16.16 "wrong" = a boolean differing from the
oracle or a scalar beyond its documented bound; float "wrong" = a boolean differing or a
scalar beyond that bound plus the float allowance (largest |input| >> fshift LSB).
Exit 1 when Q16.16 has any mismatch or any error above its documented bound.
"""
import array
import glob
import os
import pickle
import sys


def load_out(path, n_out, count):
    a = array.array("i")
    with open(path, "rb") as f:
        a.frombytes(f.read())
    assert len(a) == n_out * count, path
    return a


def main():
    d = sys.argv[1]
    md = sys.argv[sys.argv.index("--md") + 1] if "--md" in sys.argv else None
    rows, bad = [], 0
    for pk in sorted(glob.glob(os.path.join(d, "acc_*.pickle"))):
        with open(pk, "rb") as f:
            s = pickle.load(f)
        name, cols, orc, flags = s["name"], s["cols"], s["oracle"], s["flags"]
        count, n_out = len(orc), len(cols)
        inp = array.array("i")
        with open(os.path.join(d, "acc_%s.in" % name), "rb") as f:
            inp.frombytes(f.read())
        n_in = inp[0]
        qo = load_out(os.path.join(d, "acc_%s.q16.out" % name), n_out, count)
        fo = load_out(os.path.join(d, "acc_%s.float.out" % name), n_out, count)
        qmis = fmis = q_only_wrong = f_only_wrong = 0
        maxe = [0.0] * n_out
        sume = [0.0] * n_out
        nume = [0] * n_out
        for c in range(count):
            o = orc[c]
            ins = inp[3 + c * n_in: 3 + (c + 1) * n_in]
            mag = max(abs(x) for x in ins) if n_in else 0
            qv = qo[c * n_out:(c + 1) * n_out]
            fv = fo[c * n_out:(c + 1) * n_out]
            q_ex = all(qv[k] == o[k] for k in range(n_out) if cols[k][1] == 0)
            f_ex = all(fv[k] == o[k] for k in range(n_out) if cols[k][1] == 0)
            q_wrong, f_wrong = not q_ex, not f_ex
            if not q_ex:
                qmis += 1
            if not f_ex:
                fmis += 1
            for k, (cn, kind, tol, fshift) in enumerate(cols):
                if kind != 1:
                    continue
                if q_ex:
                    e = abs(qv[k] * 256 - o[k]) / 256.0
                    maxe[k] = max(maxe[k], e)
                    sume[k] += e
                    nume[k] += 1
                    if e > tol + 1e-9:
                        q_wrong = True
                if f_ex:
                    ef = abs(fv[k] * 256 - o[k]) / 256.0
                    if ef > tol + (mag >> fshift) + 1:
                        f_wrong = True
            if q_wrong and not f_wrong:
                q_only_wrong += 1
            if f_wrong and not q_wrong:
                f_only_wrong += 1
            if q_wrong:
                bad += 1
        errs = ", ".join("%s %.2f/%.3f (≤%g)" % (cols[k][0], maxe[k], sume[k] / max(1, nume[k]), cols[k][2])
                         for k in range(n_out) if cols[k][1] == 1) or "exact only"
        worst = max(((maxe[k] - cols[k][2], maxe[k], cols[k][2]) for k in range(n_out) if cols[k][1] == 1),
                    default=None)
        short = "exact" if worst is None else "%.2f (≤ %g)" % (worst[1], worst[2])
        rows.append((name, count, qmis, fmis, errs, f_only_wrong, q_only_wrong, short))
    head = ("| function | cases | Q16.16 boolean mismatches | float boolean mismatches | "
            "Q16.16 error, LSB: max/mean (bound) | float wrong, Q16.16 right | Q16.16 wrong, float right |\n"
            "|---|---:|---:|---:|---|---:|---:|\n")
    table = head + "".join("| `%s` | %d | %d | %d | %s | %d | %d |\n" % r[:7] for r in rows)
    short_head = ("| function | cases | Q16.16 wrong booleans | float wrong booleans | Q16.16 worst error, LSB (bound) | "
                  "float wrong, Q16.16 right | Q16.16 wrong, float right |\n|---|---:|---:|---:|---|---:|---:|\n")
    short = short_head + "".join("| `fg_%s` | %d | %d | %d | %s | %d | %d |\n" % (r[0], r[1], r[2], r[3], r[7], r[5], r[6])
                                 for r in rows)
    print(table)
    total = sum(r[1] for r in rows)
    print("accuracy: %d functions, %d cases, %d Q16.16 cases outside the documented bounds" % (len(rows), total, bad))
    if md:
        with open(md, "w") as f:
            f.write(short + "\n")
    # no sets at all is a failure too: a broken generator must not read as a pass
    ok = bad == 0 and len(rows) > 0
    if not rows:
        print("accuracy: FAILED: no vector sets found in %s" % d)
    with open(os.path.join(d, "result"), "w") as f:
        f.write("%d %d accuracy\n" % (1 if ok else 0, 0 if ok else 1))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
