#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Write tests/bench/bench_inputs.inc: hit and miss inputs for the headline functions.

For each function, candidates are drawn from a seeded generator (typical inputs at a few
scales: shapes of 1 to 100 units about positions within 100 units, segments aimed near them) and classified by the exact
oracle of tests/gen (Python fractions, no code shared with lib/), never by the library
under test: the first N hits and the first N misses are kept; rejected inputs, and hits
that start inside the shape (a cheap t = 0 path, not a typical hit), are dropped.
Functions without a yes/no answer (closest pair, unit normal) get 2N "computing" rows.

Rows are raw Q16.16 in the column order of the function's wrapper in bench_cases.c;
the class table holds 1 (hit), 0 (miss) or 2 (computes: no miss class). With BENCH_HM_SHORT
defined only the first 16 rows of each table remain (the AVR bench image).

usage: bench_inputs.py OUT.inc [--count N]
"""
import argparse
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "gen"))
import tvgen  # noqa: E402
import sets_aabb  # noqa: E402
import sets_line  # noqa: E402
import sets_plane  # noqa: E402
import sets_segbox  # noqa: E402
import sets_sphere  # noqa: E402
import sets_sphere_box  # noqa: E402
import sets_sweep  # noqa: E402
import sets_tri  # noqa: E402
import sets_capsule  # noqa: E402  (capsules, issue 13)

ONE = tvgen.ONE
HIT, MISS, COMPUTES = 1, 0, 2
SHORT = 16             # rows kept under BENCH_HM_SHORT


def units(rng, u):
    return rng.randint(-u * ONE, u * ONE)


def scale(rng):
    """Shape sizes and segment lengths: 1, 10 or 100 units, about positions within 100
    units (game-world scale; the plain reference's int64 products need |values| < 2^13 units)."""
    return rng.choice([1, 10, 100])


def vec(rng, u):
    return [units(rng, u) for _ in range(3)]


def near(rng, c, spread):
    """A point about c, within +-spread raw per axis."""
    return [c[i] + rng.randint(-spread, spread) for i in range(3)]


def segment_to(rng, target, reach):
    """A segment from a point about `reach` raw away from target, through it at t in [0.3, 1.2]."""
    o = near(rng, target, reach)
    t = rng.uniform(0.3, 1.2)
    d = [int((target[i] - o[i]) / t) for i in range(3)]
    return o, d


def hit_inside(res):
    return res[0] == 1 and res[-1] == 1


# ------------------------------------------------------------------ generators
# Each returns (bench row, oracle verdict: HIT / MISS / None to drop).

def gen_seg3_aabb3(rng):
    s = scale(rng)
    c = vec(rng, 100)
    h = [rng.randint(ONE // 8, s * ONE) for _ in range(3)]
    lo, hi = [c[i] - h[i] for i in range(3)], [c[i] + h[i] for i in range(3)]
    aim = near(rng, c, int(1.6 * max(h)))
    o, d = segment_to(rng, aim, 4 * max(h))
    row = o + d + lo + hi + [ONE]
    res = sets_segbox.ray_oracle(row, 3)
    return row, verdict(res, inside_col=True)


def gen_seg3_sphere(rng):
    s = scale(rng)
    c = vec(rng, 100)
    r = rng.randint(ONE // 8, s * ONE)
    aim = near(rng, c, int(1.5 * r))
    o, d = segment_to(rng, aim, 4 * r)
    row = o + d + c + [r, ONE]
    return row, verdict(sets_sphere.ray_oracle(row, 3), inside_col=True)


def gen_seg3_tri(rng):
    s = scale(rng)
    a = vec(rng, 100)
    b = [a[i] + units(rng, s) for i in range(3)]
    c = [a[i] + units(rng, s) for i in range(3)]
    w1, w2 = rng.uniform(-0.4, 1.0), rng.uniform(-0.4, 1.0)
    aim = [int(a[i] + w1 * (b[i] - a[i]) + w2 * (c[i] - a[i])) for i in range(3)]
    o, d = segment_to(rng, aim, s * ONE)
    row = o + d + a + b + c + [ONE]
    res = sets_tri.tri_oracle(row + [sets_tri.BOTH_SIDES])   # the wrapper casts both sides
    return row, verdict(res)


def gen_seg3_plane(rng):
    s = scale(rng)
    n = [rng.randint(-2 * ONE, 2 * ONE) for _ in range(3)]
    p0 = vec(rng, 100)
    d = sum(n[i] * p0[i] for i in range(3)) // ONE
    o, dl = segment_to(rng, near(rng, p0, s * ONE), s * ONE)
    row = o + dl + n + [d, ONE, 0]                          # max_t 1, both sides
    res = sets_plane.seg_plane_oracle(o + dl + n + [d, 1, ONE])
    return row, verdict(res, inside_col=False)


def gen_aabb3_pair(rng):
    s = scale(rng)
    c = vec(rng, 100)
    ha = [rng.randint(ONE // 8, s * ONE) for _ in range(3)]
    hb = [rng.randint(ONE // 8, s * ONE) for _ in range(3)]
    cb = near(rng, c, int(1.3 * (max(ha) + max(hb))))
    row = [c[i] - ha[i] for i in range(3)] + [c[i] + ha[i] for i in range(3)] + \
          [cb[i] - hb[i] for i in range(3)] + [cb[i] + hb[i] for i in range(3)]
    return row, verdict(sets_aabb.overlap_oracle(row, 3))


def gen_sphere_pair(rng):
    s = scale(rng)
    c = vec(rng, 100)
    ra, rb = rng.randint(ONE // 8, s * ONE), rng.randint(ONE // 8, s * ONE)
    cb = near(rng, c, int(0.8 * (ra + rb)))
    row = c + [ra] + cb + [rb]
    return row, verdict(sets_sphere.overlap_oracle(row, 3))


def gen_sphere_aabb3(rng):
    s = scale(rng)
    c = vec(rng, 100)
    h = [rng.randint(ONE // 8, s * ONE) for _ in range(3)]
    r = rng.randint(ONE // 8, s * ONE)
    cs = near(rng, c, int(max(h) + 0.8 * r))
    row = cs + [r] + [c[i] - h[i] for i in range(3)] + [c[i] + h[i] for i in range(3)]
    return row, verdict(sets_sphere_box.sb_oracle(row, 3))


def gen_plane_unit_normal(rng):
    s = scale(rng)
    n = [rng.randint(-s * ONE, s * ONE) for _ in range(3)]
    row = n + [units(rng, 100)]
    ok = tvgen.in_domain(*row) and any(n)
    return row, COMPUTES if ok else None


def gen_seg3_pair(rng):
    s = rng.choice([1, 10])        # the plain reference's a*e - b*b needs segments < 45 units
    c = vec(rng, 100)
    oa, da = near(rng, c, s * ONE), vec(rng, s)
    ob, db = near(rng, c, s * ONE), vec(rng, s)
    row = oa + da + ob + db
    res = sets_line.segseg_oracle(row)
    # crossing or skew lines: the general path (parallel ones are a rare shortcut)
    return row, COMPUTES if res[0] in (sets_line.POINT, sets_line.SKEW) else None


def vec2(rng, u):
    return [units(rng, u) for _ in range(2)]


def near2(rng, c, spread):
    return [c[i] + rng.randint(-spread, spread) for i in range(2)]


def segment2_to(rng, target, reach):
    o = near2(rng, target, reach)
    t = rng.uniform(0.3, 1.2)
    return o, [int((target[i] - o[i]) / t) for i in range(2)]


def gen_seg2_aabb2(rng):
    s = scale(rng)
    c = vec2(rng, 100)
    h = [rng.randint(ONE // 8, s * ONE) for _ in range(2)]
    aim = near2(rng, c, int(1.6 * max(h)))
    o, d = segment2_to(rng, aim, 4 * max(h))
    row = o + d + [c[i] - h[i] for i in range(2)] + [c[i] + h[i] for i in range(2)] + [ONE]
    return row, verdict(sets_segbox.ray_oracle(row, 2), inside_col=True)


def gen_seg2_circle(rng):
    s = scale(rng)
    c = vec2(rng, 100)
    r = rng.randint(ONE // 8, s * ONE)
    o, d = segment2_to(rng, near2(rng, c, int(1.5 * r)), 4 * r)
    row = o + d + c + [r, ONE]
    return row, verdict(sets_sphere.ray_oracle(row, 2), inside_col=True)


def gen_sphere_sweep(rng):
    s = scale(rng)
    ca, cb = vec(rng, 100), vec(rng, 100)
    ra, rb = rng.randint(ONE // 8, s * ONE), rng.randint(ONE // 8, s * ONE)
    cb = near(rng, ca, 4 * (ra + rb))
    db = vec(rng, s)
    # a aimed near where b will be, relative motion through about ra + rb of b's centre
    aim = near(rng, [cb[i] + db[i] // 2 for i in range(3)], int(1.5 * (ra + rb)))
    t = rng.uniform(0.3, 1.2)
    da = [int((aim[i] - ca[i]) / t) for i in range(3)]
    row = ca + [ra] + da + cb + [rb] + db + [ONE]
    return row, verdict(sets_sphere.sweep_oracle(row, 3), inside_col=True)


def gen_aabb2_pair(rng):
    s = scale(rng)
    c = vec2(rng, 100)
    ha = [rng.randint(ONE // 8, s * ONE) for _ in range(2)]
    hb = [rng.randint(ONE // 8, s * ONE) for _ in range(2)]
    cb = near2(rng, c, int(1.3 * (max(ha) + max(hb))))
    row = [c[i] - ha[i] for i in range(2)] + [c[i] + ha[i] for i in range(2)] + \
          [cb[i] - hb[i] for i in range(2)] + [cb[i] + hb[i] for i in range(2)]
    return row, verdict(sets_aabb.overlap_oracle(row, 2))


def gen_circle_pair(rng):
    s = scale(rng)
    c = vec2(rng, 100)
    ra, rb = rng.randint(ONE // 8, s * ONE), rng.randint(ONE // 8, s * ONE)
    row = c + [ra] + near2(rng, c, int(0.8 * (ra + rb))) + [rb]
    return row, verdict(sets_sphere.overlap_oracle(row, 2))


def gen_circle_aabb2(rng):
    s = scale(rng)
    c = vec2(rng, 100)
    h = [rng.randint(ONE // 8, s * ONE) for _ in range(2)]
    r = rng.randint(ONE // 8, s * ONE)
    row = near2(rng, c, int(max(h) + 0.8 * r)) + [r] + [c[i] - h[i] for i in range(2)] + \
        [c[i] + h[i] for i in range(2)]
    return row, verdict(sets_sphere_box.sb_oracle(row, 2))


def gen_circle_sweep(rng):
    s = scale(rng)
    ca = vec2(rng, 100)
    ra, rb = rng.randint(ONE // 8, s * ONE), rng.randint(ONE // 8, s * ONE)
    cb = near2(rng, ca, 4 * (ra + rb))
    db = vec2(rng, s)
    aim = near2(rng, [cb[i] + db[i] // 2 for i in range(2)], int(1.5 * (ra + rb)))
    t = rng.uniform(0.3, 1.2)
    da = [int((aim[i] - ca[i]) / t) for i in range(2)]
    row = ca + [ra] + da + cb + [rb] + db + [ONE]
    return row, verdict(sets_sphere.sweep_oracle(row, 2), inside_col=True)


def gen_aabb3_sweep(rng):
    s = scale(rng)
    c = vec(rng, 100)
    ha = [rng.randint(ONE // 8, s * ONE) for _ in range(3)]
    hb = [rng.randint(ONE // 8, s * ONE) for _ in range(3)]
    cb = near(rng, c, 4 * (max(ha) + max(hb)))
    aim = near(rng, cb, int(1.3 * (max(ha) + max(hb))))
    t = rng.uniform(0.3, 1.2)
    dl = [int((aim[i] - c[i]) / t) for i in range(3)]
    row = [c[i] - ha[i] for i in range(3)] + [c[i] + ha[i] for i in range(3)] + dl + \
          [cb[i] - hb[i] for i in range(3)] + [cb[i] + hb[i] for i in range(3)] + [ONE]
    return row, verdict(sets_sweep.box_sweep_row(row, 3), inside_col=True)


def gen_seg3_aabb3_overlap(rng):
    row, _ = gen_seg3_aabb3(rng)      # the raycast's layout; max_t is not an input here
    return row, verdict(sets_segbox.overlap_oracle(row[:12], 3))


def gen_seg3_point(rng):
    s = scale(rng)
    o = vec(rng, 100)
    d = vec(rng, s)
    p = near(rng, [o[i] + d[i] // 2 for i in range(3)], s * ONE)
    row = o + d + p
    ok = tvgen.seg_in_domain(o, d) and tvgen.in_domain(*p) and any(d)
    return row, COMPUTES if ok else None


def gen_plane_point(rng):
    row, v = gen_plane_unit_normal(rng)
    return row + vec(rng, 100), v


def gen_aabb2_sweep(rng):
    s = scale(rng)
    c = vec2(rng, 100)
    ha = [rng.randint(ONE // 8, s * ONE) for _ in range(2)]
    hb = [rng.randint(ONE // 8, s * ONE) for _ in range(2)]
    cb = near2(rng, c, 4 * (max(ha) + max(hb)))
    aim = near2(rng, cb, int(1.3 * (max(ha) + max(hb))))
    t = rng.uniform(0.3, 1.2)
    dl = [int((aim[i] - c[i]) / t) for i in range(2)]
    row = [c[i] - ha[i] for i in range(2)] + [c[i] + ha[i] for i in range(2)] + dl + \
          [cb[i] - hb[i] for i in range(2)] + [cb[i] + hb[i] for i in range(2)] + [ONE]
    return row, verdict(sets_sweep.box_sweep_row(row, 2), inside_col=True)


def gen_contains(dim):
    def gen(rng):
        s = scale(rng)
        c = [units(rng, 100) for _ in range(dim)]
        h = [rng.randint(ONE // 8, s * ONE) for _ in range(dim)]
        p = [c[i] + rng.randint(-int(1.4 * h[i]), int(1.4 * h[i])) for i in range(dim)]
        row = [c[i] - h[i] for i in range(dim)] + [c[i] + h[i] for i in range(dim)] + p
        return row, verdict(sets_segbox.contains_oracle(row, dim))
    return gen


def gen_ball_point(dim):
    """A point outside the ball (the computing path; inside it returns p)."""
    def gen(rng):
        s = scale(rng)
        c = [units(rng, 100) for _ in range(dim)]
        r = rng.randint(ONE // 8, s * ONE)
        p = [c[i] + rng.randint(-3 * r, 3 * r) for i in range(dim)]
        row = c + [r] + p
        ok = tvgen.in_domain(*row) and sum((p[i] - c[i]) ** 2 for i in range(dim)) > r * r
        return row, COMPUTES if ok else None
    return gen


def gen_line2_pair(rng):
    n1, n2 = [units(rng, 2) for _ in range(2)], [units(rng, 2) for _ in range(2)]
    row = n1 + [units(rng, 100)] + n2 + [units(rng, 100)]
    return row, COMPUTES if sets_line.lines2_oracle(row)[0] == sets_line.POINT else None


def gen_seg2_aabb2_overlap(rng):
    row, _ = gen_seg2_aabb2(rng)      # the raycast's layout; max_t is not an input here
    return row, verdict(sets_segbox.overlap_oracle(row[:8], 2))


def gen_box_interval(dim):
    gen_sweep = gen_aabb3_sweep if dim == 3 else gen_aabb2_sweep

    def gen(rng):
        row, _ = gen_sweep(rng)       # the sweep's layout; max_t is not an input here
        return row, verdict(sets_sweep.box_interval_row(row[:5 * dim], dim))
    return gen


def gen_seg2_point(rng):
    s = scale(rng)
    o, d = vec2(rng, 100), vec2(rng, s)
    p = near2(rng, [o[i] + d[i] // 2 for i in range(2)], s * ONE)
    ok = tvgen.seg_in_domain(o, d) and tvgen.in_domain(*p) and any(d)
    return o + d + p, COMPUTES if ok else None


def gen_line2_point(rng):
    n = [units(rng, 2) for _ in range(2)]
    row = n + [units(rng, 100)] + vec2(rng, 100)
    return row, COMPUTES if any(n) else None


def verdict(res, inside_col=False):
    if res[0] == tvgen.REJ:
        return None
    if res[0] == 1:
        return None if inside_col and hit_inside(res) else HIT
    return MISS


# ---- capsules (issue 13)
def gen_seg2_capsule2(rng):
    s = scale(rng)
    a = vec2(rng, 100)
    b = near2(rng, a, s * ONE)
    r = rng.randint(ONE // 8, s * ONE)
    mid = [(a[i] + b[i]) // 2 for i in range(2)]
    o, d = segment2_to(rng, near2(rng, mid, int(1.5 * r) + abs(b[0] - a[0]) // 2 + abs(b[1] - a[1]) // 2), 4 * r)
    row = o + d + a + b + [r, ONE]
    return row, verdict(sets_capsule.ray_cap_oracle(row), inside_col=True)


def gen_capsule3_sphere(rng):
    s = scale(rng)
    a = vec(rng, 100)
    b = near(rng, a, s * ONE)
    r1, r2 = rng.randint(ONE // 8, s * ONE), rng.randint(ONE // 8, s * ONE)
    w = rng.random()
    c = near(rng, [int(a[i] + w * (b[i] - a[i])) for i in range(3)], int(0.8 * (r1 + r2)))
    row = a + b + [r1] + c + [r2]
    return row, verdict(sets_capsule.cap_ball_oracle(row, 3))


def gen_capsule2_pair(rng):
    s = scale(rng)
    a = vec2(rng, 100)
    b = near2(rng, a, s * ONE)
    r1, r2 = rng.randint(ONE // 8, s * ONE), rng.randint(ONE // 8, s * ONE)
    c = near2(rng, a, 2 * s * ONE)
    d = near2(rng, c, s * ONE)
    row = a + b + [r1] + c + d + [r2]
    return row, verdict(sets_capsule.cap_cap_oracle(row))


# name, wrapper's columns, generator
FUNCTIONS = [
    ("segment3_aabb3_raycast", 13, gen_seg3_aabb3),
    ("segment3_sphere_raycast", 11, gen_seg3_sphere),
    ("segment3_triangle_raycast", 16, gen_seg3_tri),
    ("segment3_plane_raycast", 12, gen_seg3_plane),
    ("segment3_segment3_closest", 12, gen_seg3_pair),
    ("plane_unit_normal", 4, gen_plane_unit_normal),
    ("aabb3_aabb3_overlap", 12, gen_aabb3_pair),
    ("sphere_sphere_overlap", 8, gen_sphere_pair),
    ("sphere_aabb3_overlap", 10, gen_sphere_aabb3),
    ("segment2_aabb2_raycast", 9, gen_seg2_aabb2),
    ("segment2_circle_raycast", 8, gen_seg2_circle),
    ("sphere_sphere_sweep", 15, gen_sphere_sweep),
    ("aabb2_aabb2_overlap", 8, gen_aabb2_pair),
    ("circle_circle_overlap", 6, gen_circle_pair),
    ("circle_aabb2_overlap", 7, gen_circle_aabb2),
    ("circle_circle_sweep", 11, gen_circle_sweep),
    ("aabb3_aabb3_sweep", 16, gen_aabb3_sweep),
    ("segment3_aabb3_overlap", 13, gen_seg3_aabb3_overlap),
    ("segment3_closest_point", 9, gen_seg3_point),
    ("plane_closest_point", 7, gen_plane_point),
    ("aabb2_aabb2_sweep", 11, gen_aabb2_sweep),
    ("aabb3_contains_point", 9, gen_contains(3)),
    ("aabb2_contains_point", 6, gen_contains(2)),
    ("sphere_closest_point", 7, gen_ball_point(3)),
    ("circle_closest_point", 5, gen_ball_point(2)),
    ("line2_line2_intersect", 6, gen_line2_pair),
    ("segment2_aabb2_overlap", 9, gen_seg2_aabb2_overlap),
    ("aabb3_aabb3_sweep_interval", 16, gen_box_interval(3)),
    ("aabb2_aabb2_sweep_interval", 11, gen_box_interval(2)),
    ("segment2_closest_point", 6, gen_seg2_point),
    ("line2_closest_point", 5, gen_line2_point),
    # capsules (issue 13)
    ("segment2_capsule2_raycast", 10, gen_seg2_capsule2),
    ("capsule3_sphere_overlap", 11, gen_capsule3_sphere),
    ("capsule2_capsule2_overlap", 10, gen_capsule2_pair),
]


def pick(name, gen, n):
    rng = random.Random("fixgeom-bench-" + name)
    hits, misses, computes = [], [], []
    for _ in range(200 * n):
        row, v = gen(rng)
        if v is None or not all(tvgen.I32_MIN <= x <= tvgen.I32_MAX for x in row):
            continue
        {HIT: hits, MISS: misses, COMPUTES: computes}[v].append(row)
        if computes and len(computes) >= 2 * n:
            return [(r, COMPUTES) for r in computes[:2 * n]]
        if len(hits) >= n and len(misses) >= n:
            # interleaved, so a truncated run still sees both classes
            return [x for pair in zip([(r, HIT) for r in hits[:n]], [(r, MISS) for r in misses[:n]]) for x in pair]
    raise SystemExit("bench_inputs: %s: only %d hits, %d misses" % (name, len(hits), len(misses)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--count", type=int, default=32, help="hits and misses per function")
    a = ap.parse_args()
    L = ["/* generated by tests/bench/bench_inputs.py --count %d: do not edit." % a.count,
         " * Hit / miss inputs classified by the exact oracle of tests/gen; class 1 hit, 0 miss,",
         " * 2 computes (no yes/no answer). Included by bench_cases.c. */"]
    for name, ncol, gen in FUNCTIONS:
        rows = pick(name, gen, a.count)
        assert all(len(r) == ncol for r, _ in rows), name
        # BENCH_HM_SHORT keeps the first SHORT rows (half hits, half misses: they alternate),
        # for targets whose program memory cannot hold every table (AVR: 64 KB of LPM data).
        L.append("static const int32_t in_hm_%s[][%d] = {" % (name, ncol))
        for k, (r, _) in enumerate(rows):
            if k == SHORT:
                L.append("#ifndef BENCH_HM_SHORT")
            L.append("    { %s }," % ", ".join("%d" % x for x in r))
        L += ["#endif", "};"]
        L.append("static const int32_t in_hmcls_%s[] = {" % name)
        L.append("    %s," % ", ".join(str(c) for _, c in rows[:SHORT]))
        L += ["#ifndef BENCH_HM_SHORT", "    %s," % ", ".join(str(c) for _, c in rows[SHORT:]), "#endif", "};"]
    with open(a.out, "w") as f:
        f.write("\n".join(L) + "\n")


if __name__ == "__main__":
    main()
