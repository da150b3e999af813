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
import sets_boxcam  # noqa: E402  (boxes and cameras, meshes: issue 14)
import sets_grid  # noqa: E402  (grid traversal, issue 14)
import sets_triq  # noqa: E402
import sets_poly2d  # noqa: E402  (2D segments and convex polygons)
import sets_sweepbox  # noqa: E402  (issue 13)
import sets_capsule  # noqa: E402  (capsules, issue 13)
import sets_batchball  # noqa: E402  (batch: nearest disc / ball, issue 13)

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


# ---- grid traversal (issue 14) ----
GRID_CELLS = 32   # every hit row's walk visits exactly this many cells (per-cell figures)


def gen_grid2_walk(rng):
    """A 64 x 64 grid of 1/2-unit cells; hits start inside and visit exactly GRID_CELLS
    cells (the oracle's count), misses pass beside the grid."""
    o, s, n = [-16 * ONE, -16 * ONE], [ONE // 2, ONE // 2], [64, 64]
    if rng.random() < 0.5:
        p = [rng.randint(-16 * ONE, 16 * ONE - 1) for _ in range(2)]
        d = [rng.randint(-12 * ONE, 12 * ONE) for _ in range(2)]
    else:
        p = [rng.randint(-40 * ONE, 40 * ONE), rng.choice([-1, 1]) * rng.randint(17 * ONE, 40 * ONE)]
        d = [rng.randint(-30 * ONE, 30 * ONE), rng.randint(-ONE, ONE)]
    row = o + s + [n[0] * ONE, n[1] * ONE] + p + d + [ONE]
    cells = sets_grid.walk(o, s, n, p, d, ONE, cap=GRID_CELLS + 1)
    if cells is None:
        return row, None
    if not cells:
        return row, MISS
    return row, HIT if len(cells) == GRID_CELLS and not cells[0][3] else None


# ---- 2D segments and convex polygons: hexagons (BENCH_POLY_N in bench_args.h)

def hexagon(rng, c, s):
    """a convex CCW hexagon of about s units about c"""
    import math
    while True:
        a0 = rng.random()
        pts = [(c[0] + int(s * ONE * rng.uniform(0.6, 1.0) * math.cos(2 * math.pi * (k + a0 + rng.uniform(-0.2, 0.2)) / 6)),
                c[1] + int(s * ONE * rng.uniform(0.6, 1.0) * math.sin(2 * math.pi * (k + a0 + rng.uniform(-0.2, 0.2)) / 6)))
               for k in range(6)]
        h = sets_poly2d.hull(pts)
        if len(h) == 6:
            return [x for p in h for x in p]


def gen_seg2_pair(rng):
    s = scale(rng)
    c = vec2(rng, 100)
    a = near(rng, c + [0], s * ONE)[:2]
    b = near(rng, c + [0], s * ONE)[:2]
    da = [2 * (c[i] - a[i]) + rng.randint(-s * ONE, s * ONE) for i in range(2)]
    db = [2 * (c[i] - b[i]) + rng.randint(-s * ONE, s * ONE) for i in range(2)]
    row = a + da + b + db
    res = sets_poly2d.segseg_oracle(row)
    return row, None if res[0] == tvgen.REJ else (HIT if res[0] in (1, 2) else MISS)


def gen_poly_point(rng):
    s = scale(rng)
    c = vec2(rng, 100)
    v = hexagon(rng, c, s)
    p = near(rng, c + [0], int(1.2 * s * ONE))[:2]
    return p + v, verdict(sets_poly2d.pip_oracle(p + [6] + v))


def gen_seg2_poly(rng):
    s = scale(rng)
    c = vec2(rng, 100)
    v = hexagon(rng, c, s)
    o, d = segment_to(rng, near(rng, c + [0], int(1.2 * s * ONE)), 3 * s * ONE)
    row = o[:2] + d[:2] + [ONE] + v
    res = sets_poly2d.cast_oracle(o[:2] + d[:2] + [ONE, 6] + v)
    return row, verdict(res, inside_col=True)


def gen_poly_pair(rng):
    s = scale(rng)
    c = vec2(rng, 100)
    va = hexagon(rng, c, s)
    cb = near(rng, c + [0], int(2.2 * s * ONE))[:2]
    vb = hexagon(rng, cb, s)
    res = sets_poly2d.ovl_oracle([6, 6] + va + vb + [0] * 38)
    return va + vb, verdict(res)


def verdict(res, inside_col=False):
    if res[0] == tvgen.REJ:
        return None
    if res[0] == 1:
        return None if inside_col and hit_inside(res) else HIT
    return MISS


# ---- boxes and cameras, meshes (issue 14)

def gen_aabb3_contains(rng):
    s = scale(rng)
    c = vec(rng, 100)
    h = [rng.randint(ONE // 8, s * ONE) for _ in range(3)]
    hb = [rng.randint(1, h[i]) for i in range(3)]
    cb = [c[i] + rng.randint(-h[i], h[i]) for i in range(3)]
    row = [c[i] - h[i] for i in range(3)] + [c[i] + h[i] for i in range(3)] + \
          [cb[i] - hb[i] for i in range(3)] + [cb[i] + hb[i] for i in range(3)]
    return row, verdict(sets_boxcam.contains_oracle(row, 3))


def camera_planes(rng):
    """A perspective frustum looking down +z from a point within 100 units: near, far and
    four walls, normals of small integers (not unit: the library takes any)."""
    e = vec(rng, 100)
    near_, far_ = ONE, rng.choice([50, 100, 200]) * ONE
    pl = [[0, 0, ONE], [0, 0, -ONE], [ONE, 0, ONE], [-ONE, 0, ONE], [0, ONE, ONE], [0, -ONE, ONE]]
    offs = [near_, -far_, 0, 0, 0, 0]
    out = []
    for n, o in zip(pl, offs):
        d = (n[0] * e[0] + n[1] * e[1] + n[2] * e[2]) // ONE + o
        out += n + [d]
    return out, e


def gen_frustum_aabb3(rng):
    pl, e = camera_planes(rng)
    s = scale(rng)
    z = rng.randint(-20 * ONE, 220 * ONE)
    c = [e[0] + rng.randint(-abs(z), abs(z)), e[1] + rng.randint(-abs(z), abs(z)), e[2] + z]
    h = [rng.randint(ONE // 8, s * ONE) for _ in range(3)]
    row = pl + [c[i] - h[i] for i in range(3)] + [c[i] + h[i] for i in range(3)]
    r = sets_boxcam.frustum_box_oracle(row)[0]
    return row, (None if r < 0 else (MISS if r == 0 else HIT))


def gen_frustum_sphere(rng):
    pl, e = camera_planes(rng)
    s = scale(rng)
    z = rng.randint(-20 * ONE, 220 * ONE)
    c = [e[0] + rng.randint(-abs(z), abs(z)), e[1] + rng.randint(-abs(z), abs(z)), e[2] + z]
    row = pl + c + [rng.randint(ONE // 8, s * ONE)]
    r = sets_boxcam.frustum_sphere_oracle(row)[0]
    return row, (None if r < 0 else (MISS if r == 0 else HIT))


def gen_triangle_aabb3(rng):
    s = scale(rng)
    c = vec(rng, 100)
    h = [rng.randint(ONE // 8, s * ONE) for _ in range(3)]
    a = near(rng, c, 2 * s * ONE)
    tri = a + [a[i] + units(rng, 2 * s) for i in range(3)] + [a[i] + units(rng, 2 * s) for i in range(3)]
    row = tri + [c[i] - h[i] for i in range(3)] + [c[i] + h[i] for i in range(3)]
    return row, verdict(sets_boxcam.tribox_oracle(row))


MESH_N = 6   # 7 + 9 * 6 columns: within BENCH_MAX_IN (64)


def gen_mesh(rng):
    """A patch of MESH_N triangles (a fan about a centre, some behind others), the segment
    aimed at the patch; wrapper casts both sides, max_t 1."""
    s = scale(rng)
    c = vec(rng, 100)
    tris = []
    for _ in range(MESH_N):
        a = near(rng, c, 2 * s * ONE)
        tris += a + [a[i] + units(rng, s) for i in range(3)] + [a[i] + units(rng, s) for i in range(3)]
    o, d = segment_to(rng, near(rng, c, s * ONE), 3 * s * ONE)
    row = o + d + [ONE] + tris
    each = [sets_tri.tri_oracle(o + d + tris[9 * k:9 * k + 9] + [ONE, sets_tri.BOTH_SIDES]) for k in range(MESH_N)]
    if any(r[0] == tvgen.REJ for r in each):
        return row, None
    return row, (HIT if any(r[0] == 1 for r in each) else MISS)


# ---- triangle queries (issue 14) ----
def tri_about(rng):
    s, c = scale(rng), vec(rng, 100)
    return [x for _ in range(3) for x in near(rng, c, s * ONE)], c, s


def gen_tri_closest(rng):
    t, c, s = tri_about(rng)
    row = t + near(rng, c, 2 * s * ONE)
    return row, verdict_computes(sets_triq.closest_oracle(row))


def verdict_computes(res):
    return None if res[0] == tvgen.REJ else COMPUTES


def gen_tri_contains(rng):
    t, c, s = tri_about(rng)
    row = t + near(rng, c, s * ONE)
    return row, verdict(sets_triq.contains3_oracle(row))


def gen_sphere_tri(rng):
    t, c, s = tri_about(rng)
    row = near(rng, c, 2 * s * ONE) + [rng.randint(0, s * ONE)] + t
    return row, verdict(sets_triq.sphere_tri_oracle(row[4:13] + row[0:4]))


# ---- issue 14's remaining rows ----
def gen_grid3_walk(rng):
    """A 64^3 grid of 1/2-unit cells; as gen_grid2_walk: hits start inside and visit exactly
    GRID_CELLS cells (the oracle's count), misses pass beside the grid."""
    o, s, n = [-16 * ONE] * 3, [ONE // 2] * 3, [64, 64, 64]
    if rng.random() < 0.5:
        p = [rng.randint(-16 * ONE, 16 * ONE - 1) for _ in range(3)]
        d = [rng.randint(-8 * ONE, 8 * ONE) for _ in range(3)]
    else:
        p = [rng.randint(-40 * ONE, 40 * ONE), rng.randint(-40 * ONE, 40 * ONE),
             rng.choice([-1, 1]) * rng.randint(17 * ONE, 40 * ONE)]
        d = [rng.randint(-30 * ONE, 30 * ONE), rng.randint(-30 * ONE, 30 * ONE), rng.randint(-ONE, ONE)]
    row = o + s + [x * ONE for x in n] + p + d + [ONE]
    cells = sets_grid.walk(o, s, n, p, d, ONE, cap=GRID_CELLS + 1)
    if cells is None:
        return row, None
    if not cells:
        return row, MISS
    return row, HIT if len(cells) == GRID_CELLS and not cells[0][4] else None


def tri2_about(rng):
    s, c = scale(rng), vec2(rng, 100)
    return [x for _ in range(3) for x in near2(rng, c, s * ONE)], c, s


def gen_tri2_contains(rng):
    t, c, s = tri2_about(rng)
    row = t + near2(rng, c, s * ONE)
    return row, verdict(sets_triq.contains2_oracle(row))


def bary_verdict(row, dim):
    """Computes when the oracle gives coordinates (non-zero area); dropped when |u| or |v|
    exceed 2 (thin triangles: not typical, and past the plain reference's int64 range)."""
    if sets_triq.bary_oracle(row, dim)[0] != 1:
        return None
    uv = sets_triq.lsq_bary(*sets_triq.verts(row, dim))
    return COMPUTES if max(abs(uv[0]), abs(uv[1])) <= 2 else None


def gen_tri2_bary(rng):
    t, c, s = tri2_about(rng)
    row = t + near2(rng, c, s * ONE)
    return row, bary_verdict(row, 2)


def gen_tri_bary(rng):
    """Triangles of 1 or 10 units only: the plain reference's normal equations multiply
    four coordinates in int64."""
    t, c, s = tri_about(rng)
    if s > 10:
        return t, None
    row = t + near(rng, c, s * ONE)
    return row, bary_verdict(row, 3)


def gen_tri_plane(oracle):
    """A triangle and a plane through a point about it, a normal of small units (not
    unit); hit: it crosses or touches (the oracle's straddling / FG_HIT)."""
    def gen(rng):
        t, c, s = tri_about(rng)
        n = [units(rng, 2) for _ in range(3)]
        q = near(rng, c, s * ONE)
        row = t + n + [sum(n[i] * q[i] for i in range(3)) // ONE]
        r = oracle(row)[0]
        if r in (tvgen.REJ, sets_triq.SIDE_REJ) or not any(n):
            return row, None
        hit = r == 1 if oracle is sets_triq.intersect_oracle else r == 0   # classify: 0 straddles
        return row, HIT if hit else MISS
    return gen


def gen_box_contains2(rng):
    s = scale(rng)
    c = vec2(rng, 100)
    h = [rng.randint(ONE // 8, s * ONE) for _ in range(2)]
    hb = [rng.randint(1, h[i]) for i in range(2)]
    cb = [c[i] + rng.randint(-h[i], h[i]) for i in range(2)]
    row = [c[i] - h[i] for i in range(2)] + [c[i] + h[i] for i in range(2)] + \
          [cb[i] - hb[i] for i in range(2)] + [cb[i] + hb[i] for i in range(2)]
    return row, verdict(sets_boxcam.contains_oracle(row, 2))


def gen_box_pair_op(dim, op):
    """The overlap rows' box pairs; union: computes; intersection: hit when they share a point."""
    gen_pair = gen_aabb3_pair if dim == 3 else gen_aabb2_pair

    def gen(rng):
        row, _ = gen_pair(rng)
        if op == "union":
            return row, COMPUTES if sets_boxcam.union_oracle(row, dim)[0] == 1 else None
        return row, verdict(sets_boxcam.inter_oracle(row, dim))
    return gen


# issue 13: swept balls against boxes: a ball of 1/8 to s units aimed near a box of the
# same scale, reaching it at t in [0.3, 1.2] (a contact on a face, an edge or a corner)
def gen_ball_box_sweep(dim):
    def g(rng):
        s = scale(rng)
        c = vec(rng, 100)[:dim]
        h = [rng.randint(ONE // 8, s * ONE) for _ in range(dim)]
        r = rng.randint(ONE // 8, s * ONE)
        lo, hi = [c[i] - h[i] for i in range(dim)], [c[i] + h[i] for i in range(dim)]
        aim = [c[i] + rng.randint(-(h[i] + r + r // 2), h[i] + r + r // 2) for i in range(dim)]
        start = [aim[i] + rng.choice([-1, 1]) * rng.randint(2 * (h[i] + r), 4 * (h[i] + r)) for i in range(dim)]
        t = rng.uniform(0.3, 1.2)
        d = [int((aim[i] - start[i]) / t) for i in range(dim)]
        row = start + [r] + d + lo + hi + [ONE]
        return row, verdict(sets_sweepbox.ball_box_oracle(row, dim), inside_col=True)
    return g


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


def capsule_ball_row(rng, dim):
    """A capsule (a, b, r1) and a ball (c, r2) near a point of its axis, in dim 2 or 3."""
    v, nr = (vec, near) if dim == 3 else (vec2, near2)
    s = scale(rng)
    a = v(rng, 100)
    b = nr(rng, a, s * ONE)
    r1, r2 = rng.randint(ONE // 8, s * ONE), rng.randint(ONE // 8, s * ONE)
    w = rng.random()
    c = nr(rng, [int(a[i] + w * (b[i] - a[i])) for i in range(dim)], int(0.8 * (r1 + r2)))
    return a + b + [r1] + c + [r2]


def gen_capsule3_sphere(rng):
    row = capsule_ball_row(rng, 3)
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


# ---- batch: nearest of N discs / balls (issue 13)
BALLS_N = 8


def gen_ball_batch(dim):
    """Eight balls scattered about a point, the segment aimed near it (max_t 1): a hit
    when any ball is hit (first contact outside), a miss when none is."""
    def g(rng):
        s = scale(rng)
        c = vec(rng, 100)[:dim]
        els = []
        for _ in range(BALLS_N):
            els += [c[i] + rng.randint(-4 * s * ONE, 4 * s * ONE) for i in range(dim)] + \
                   [rng.randint(ONE // 8, s * ONE // 2 + ONE // 8)]
        aim = [c[i] + rng.randint(-2 * s * ONE, 2 * s * ONE) for i in range(dim)]
        o = [aim[i] + rng.choice([-1, 1]) * rng.randint(4 * s * ONE, 8 * s * ONE) for i in range(dim)]
        t = rng.uniform(0.5, 1.2)
        d = [int((aim[i] - o[i]) / t) for i in range(dim)]
        row = o + d + [ONE] + els
        return row, verdict(sets_batchball.batch_oracle(row[:2 * dim + 1] + [BALLS_N] + els, dim), inside_col=True)
    return g


# name, wrapper's columns, generator
# ---- move-and-slide (issue 13): a room of 4 walls, the mover inside, moving at a wall or free
def gen_slide2(ball):
    import sets_mover  # noqa: E402 (here, so the shared import block stays as it is)
    def g(rng):
        s = scale(rng)
        c = vec2(rng, 100)
        w = [rng.randint(4 * ONE, 4 * ONE + 8 * s * ONE) for _ in range(2)]
        t = rng.randint(ONE // 4, s * ONE)
        walls = [[c[0] - w[0] - t, c[1] - w[1] - t, c[0] + w[0] + t, c[1] - w[1]],      # floor
                 [c[0] - w[0] - t, c[1] + w[1], c[0] + w[0] + t, c[1] + w[1] + t],      # ceiling
                 [c[0] - w[0] - t, c[1] - w[1], c[0] - w[0], c[1] + w[1]],              # left
                 [c[0] + w[0], c[1] - w[1], c[0] + w[0] + t, c[1] + w[1]]]              # right
        rad = rng.randint(ONE // 8, ONE)
        p = [c[i] + rng.randint(-(w[i] - 3 * rad), w[i] - 3 * rad) for i in range(2)]
        d = [rng.randint(-2 * w[i], 2 * w[i]) for i in range(2)]
        mover = p + [rad] if ball else [p[0] - rad, p[1] - rad, p[0] + rad, p[1] + rad]
        flat = [x for wall in walls for x in wall]
        row = mover + d + flat
        res = sets_mover.oracle(mover + d + [4, 0, 4] + flat, 2, ball)
        return row, (None if res[0] == tvgen.REJ else (HIT if res[0] == 1 else MISS))
    return g


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
    # boxes and cameras, meshes (issue 14)
    ("aabb3_aabb3_contains", 12, gen_aabb3_contains),
    ("frustum_aabb3_classify", 30, gen_frustum_aabb3),
    ("frustum_sphere_classify", 28, gen_frustum_sphere),
    ("triangle_aabb3_overlap", 15, gen_triangle_aabb3),
    ("segment3_triangle_batch_nearest", 7 + 9 * MESH_N, gen_mesh),
    # grid traversal (issue 14)
    ("grid2_walk", 11, lambda rng: gen_grid2_walk(rng)),
    # triangle queries (issue 14)
    ("triangle_closest_point", 12, gen_tri_closest),
    ("triangle_contains_point", 12, gen_tri_contains),
    ("sphere_triangle_overlap", 13, gen_sphere_tri),
    # 2D segments and convex polygons
    ("segment2_segment2_intersect", 8, gen_seg2_pair),
    ("poly2_contains_point", 14, gen_poly_point),
    ("segment2_poly2_raycast", 17, gen_seg2_poly),
    ("poly2_poly2_overlap", 24, gen_poly_pair),
    # issue 14's remaining rows
    ("grid3_walk", 16, gen_grid3_walk),
    ("triangle2_contains_point", 8, gen_tri2_contains),
    ("triangle_barycentric", 12, gen_tri_bary),
    ("triangle2_barycentric", 8, gen_tri2_bary),
    ("triangle_plane_classify", 13, gen_tri_plane(sets_triq.classify_oracle)),
    ("triangle_plane_intersect", 13, gen_tri_plane(sets_triq.intersect_oracle)),
    ("aabb2_aabb2_contains", 8, gen_box_contains2),
    ("aabb2_aabb2_union", 8, gen_box_pair_op(2, "union")),
    ("aabb3_aabb3_union", 12, gen_box_pair_op(3, "union")),
    ("aabb2_aabb2_intersection", 8, gen_box_pair_op(2, "intersection")),
    ("aabb3_aabb3_intersection", 12, gen_box_pair_op(3, "intersection")),
    # issue 13: swept balls against boxes
    ("sphere_aabb3_sweep", 14, gen_ball_box_sweep(3)),
    ("circle_aabb2_sweep", 10, gen_ball_box_sweep(2)),
    # capsules (issue 13)
    ("segment2_capsule2_raycast", 10, gen_seg2_capsule2),
    ("capsule3_sphere_overlap", 11, gen_capsule3_sphere),
    ("capsule2_capsule2_overlap", 10, gen_capsule2_pair),
    # batch: nearest of N discs / balls (issue 13)
    ("segment2_circle_batch_nearest", 5 + 3 * BALLS_N, gen_ball_batch(2)),
    ("segment3_sphere_batch_nearest", 7 + 4 * BALLS_N, gen_ball_batch(3)),
]


# ---- contact manifolds (issue 13 item 5): the overlap rows' inputs, classified by the
# manifold oracle
import sets_manifold  # noqa: E402


def gen_manifold(base, oracle):
    def g(rng):
        row, _ = base(rng)
        return row, verdict(oracle(row))
    return g


def gen_capsule2_circle_manifold(rng):
    row = capsule_ball_row(rng, 2)
    return row, verdict(sets_manifold.kc_oracle(row))


FUNCTIONS += [
    ("circle_circle_manifold", 6, gen_manifold(gen_circle_pair, sets_manifold.cc_oracle)),
    ("circle_aabb2_manifold", 7, gen_manifold(gen_circle_aabb2, sets_manifold.cb_oracle)),
    ("aabb2_aabb2_manifold", 8, gen_manifold(gen_aabb2_pair, sets_manifold.bb_oracle)),
    ("capsule2_circle_manifold", 8, gen_capsule2_circle_manifold),
    # move-and-slide (issue 13)
    ("circle_aabb2_slide", 21, gen_slide2(True)),
    ("aabb2_aabb2_slide", 22, gen_slide2(False)),
]


# ---- batch: nearest of N 2D capsules (issue 13)
def gen_capsule_batch(rng):
    """Eight capsules scattered about a point, the segment aimed near it (max_t 1)."""
    import sets_batchcap  # noqa: E402 (here, so the shared import block stays as it is)
    s = scale(rng)
    c = vec2(rng, 100)
    els = []
    for _ in range(BALLS_N):
        a = [c[i] + rng.randint(-4 * s * ONE, 4 * s * ONE) for i in range(2)]
        b = near2(rng, a, s * ONE)
        els += a + b + [rng.randint(ONE // 8, s * ONE // 2 + ONE // 8)]
    aim = [c[i] + rng.randint(-2 * s * ONE, 2 * s * ONE) for i in range(2)]
    o = [aim[i] + rng.choice([-1, 1]) * rng.randint(4 * s * ONE, 8 * s * ONE) for i in range(2)]
    t = rng.uniform(0.5, 1.2)
    d = [int((aim[i] - o[i]) / t) for i in range(2)]
    row = o + d + [ONE] + els
    return row, verdict(sets_batchcap.batch_oracle(row[:5] + [BALLS_N] + els), inside_col=True)


FUNCTIONS += [
    ("segment2_capsule2_batch_nearest", 5 + 5 * BALLS_N, gen_capsule_batch),
]



# ---- swept box vs triangle (issue 13)
def gen_box_triangle_sweep(rng):
    """A box of 1 to 100 units moving toward a triangle of that size near its path."""
    import sets_boxtri  # noqa: E402 (here, so the shared import block stays as it is)
    s = scale(rng)
    c = vec(rng, 100)
    h = [rng.randint(ONE // 8, s * ONE) for _ in range(3)]
    lo, hi = [c[i] - h[i] for i in range(3)], [c[i] + h[i] for i in range(3)]
    aim = [c[i] + rng.randint(-2 * s * ONE, 2 * s * ONE) for i in range(3)]
    tri = []
    for _ in range(3):
        tri += [aim[i] + rng.randint(-s * ONE, s * ONE) for i in range(3)]
    t = rng.uniform(0.3, 1.2)
    d = [int((aim[i] - c[i]) * 2 / t) for i in range(3)]
    row = lo + hi + d + tri + [ONE]
    return row, verdict(sets_boxtri.boxtri_oracle(row), inside_col=True)


FUNCTIONS += [
    ("aabb3_triangle_sweep", 19, gen_box_triangle_sweep),
]


# ---- 3D capsule casts and sweeps (issue 13, capsule3)
import sets_capsule3  # noqa: E402


def gen_seg3_capsule3(rng):
    s = scale(rng)
    a = vec(rng, 100)
    b = near(rng, a, s * ONE)
    r = rng.randint(ONE // 8, s * ONE)
    mid = [(a[i] + b[i]) // 2 for i in range(3)]
    o, d = segment_to(rng, near(rng, mid, int(1.5 * r) + max(abs(b[i] - a[i]) for i in range(3)) // 2), 4 * r)
    row = o + d + a + b + [r, ONE]
    return row, verdict(sets_capsule3.ray_cap3_oracle(row), inside_col=True)


def ball_sweep_row(rng, ray_row, dim):
    """A ball-vs-capsule sweep row from a segment-vs-capsule row (origin delta a b r max_t):
    the radius r split between the ball (rs) and the capsule (r - rs), the same sum."""
    o, d, a, b, r = (ray_row[0:dim], ray_row[dim:2 * dim], ray_row[2 * dim:3 * dim],
                     ray_row[3 * dim:4 * dim], ray_row[4 * dim])
    rs = rng.randint(0, r)
    return o + [rs] + d + a + b + [r - rs, ONE]


def gen_sphere_capsule3_sweep(rng):
    row = ball_sweep_row(rng, gen_seg3_capsule3(rng)[0], 3)
    return row, verdict(sets_capsule3.sweep3_oracle(row), inside_col=True)


FUNCTIONS += [
    ("segment3_capsule3_raycast", 14, gen_seg3_capsule3),
    ("sphere_capsule3_sweep", 15, gen_sphere_capsule3_sweep),
]

# ---- capsule vs box (issue 13 item 3): a capsule of 1/8 to s units about a box of the same
# scale, its axis passing near the box (crossing it, beside a face, an edge or a corner)
import sets_capbox  # noqa: E402


def gen_capsule_box(dim):
    def g(rng):
        s = scale(rng)
        c = vec(rng, 100)[:dim]
        h = [rng.randint(ONE // 8, s * ONE) for _ in range(dim)]
        r = rng.randint(ONE // 8, s * ONE)
        lo, hi = [c[i] - h[i] for i in range(dim)], [c[i] + h[i] for i in range(dim)]
        p = [c[i] + rng.choice([-1, 1]) * rng.randint(0, h[i] + 2 * r) for i in range(dim)]
        a = [p[i] + rng.randint(-4 * s * ONE, 4 * s * ONE) for i in range(dim)]
        b = [2 * p[i] - a[i] for i in range(dim)]
        row = a + b + [r] + lo + hi
        return row, verdict(sets_capbox.capbox_oracle(row, dim))
    return g


def gen_capsule3_pair(rng):
    s = scale(rng)
    a = vec(rng, 100)
    b = near(rng, a, s * ONE)
    r1, r2 = rng.randint(ONE // 8, s * ONE), rng.randint(ONE // 8, s * ONE)
    c = near(rng, a, 2 * s * ONE)
    d = near(rng, c, s * ONE)
    row = a + b + [r1] + c + d + [r2]
    return row, verdict(sets_capbox.cap3_pair_oracle(row))


FUNCTIONS += [
    ("capsule2_aabb2_overlap", 9, gen_capsule_box(2)),
    ("capsule3_aabb3_overlap", 13, gen_capsule_box(3)),
    ("capsule3_capsule3_overlap", 14, gen_capsule3_pair),
    ("capsule2_capsule2_manifold", 10, gen_manifold(gen_capsule2_pair, sets_capbox.cap2_manifold_oracle)),
]



# ---- batch: nearest of N 3D capsules (issue 13)
def gen_capsule3_batch(rng):
    """Eight capsules scattered about a point, the segment aimed near it (max_t 1)."""
    import sets_batchcap  # noqa: E402 (here, so the shared import block stays as it is)
    s = scale(rng)
    c = vec(rng, 100)
    els = []
    for _ in range(BALLS_N):
        a = [c[i] + rng.randint(-4 * s * ONE, 4 * s * ONE) for i in range(3)]
        b = near(rng, a, s * ONE)
        els += a + b + [rng.randint(ONE // 8, s * ONE // 2 + ONE // 8)]
    aim = [c[i] + rng.randint(-2 * s * ONE, 2 * s * ONE) for i in range(3)]
    o = [aim[i] + rng.choice([-1, 1]) * rng.randint(4 * s * ONE, 8 * s * ONE) for i in range(3)]
    t = rng.uniform(0.5, 1.2)
    d = [int((aim[i] - o[i]) / t) for i in range(3)]
    row = o + d + [ONE] + els
    return row, verdict(sets_batchcap.batch_oracle(row[:7] + [BALLS_N] + els, 3), inside_col=True)


FUNCTIONS += [
    ("segment3_capsule3_batch_nearest", 7 + 7 * BALLS_N, gen_capsule3_batch),
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


# ---- swept sphere vs triangle (issue 13 item 2): a triangle of 1 to 100 units, a ball of
# 1/8 to s units aimed at a point near it from 2 to 6 sizes away
def gen_sphere_triangle_sweep(rng):
    import sets_spheretri_sweep  # noqa: E402 (here, so the shared import block stays as it is)
    t, c, s = tri_about(rng)
    r = rng.randint(ONE // 8, s * ONE)
    aim = near(rng, c, s * ONE)
    o = [aim[i] + rng.choice([-1, 1]) * rng.randint(2 * s * ONE, 6 * s * ONE) for i in range(3)]
    k = rng.uniform(0.5, 1.5)
    d = [int((aim[i] - o[i]) / k) for i in range(3)]
    row = o + [r] + d + t + [ONE]
    return row, verdict(sets_spheretri_sweep.sweep_oracle(row), inside_col=True)


FUNCTIONS += [
    ("sphere_triangle_sweep", 17, gen_sphere_triangle_sweep),
]


# ---- 3D move-and-slide (issue 13): a ball or a box in a room of 4 boxes (floor, left and
# right walls, back wall; open above and in front), or a box among 4 triangles (a floor of
# two, a wall, a ramp); the mover inside, moving at a wall or free, max_iter 4 as the rows
# run it. Hit: at least one contact, as the exact slide oracle (tests/gen/sets_mover.py)
# decides.
def room3(rng):
    """The room's centre and half sizes, 4 to 4 + 8 s units per axis, and the mover: a
    radius (a box: half size) of 1/8 to 1 unit, a start at least 2 radii clear of the walls'
    inner faces and a motion of up to twice the room's half size per axis."""
    s = scale(rng)
    c = vec(rng, 100)
    w = [rng.randint(4 * ONE, 4 * ONE + 8 * s * ONE) for _ in range(3)]
    rad = rng.randint(ONE // 8, ONE)
    p = [c[i] + rng.randint(-(w[i] - 3 * rad), w[i] - 3 * rad) for i in range(3)]
    d = [rng.randint(-2 * w[i], 2 * w[i]) for i in range(3)]
    return s, c, w, rad, p, d


def gen_slide3(ball):
    import sets_mover  # noqa: E402 (here, so the shared import block stays as it is)

    def g(rng):
        s, c, w, rad, p, d = room3(rng)
        t = rng.randint(ONE // 4, s * ONE)
        lo = [c[i] - w[i] for i in range(3)]
        hi = [c[i] + w[i] for i in range(3)]
        walls = [[lo[0] - t, lo[1] - t, lo[2] - t, hi[0] + t, lo[1], hi[2] + t],     # floor
                 [lo[0] - t, lo[1], lo[2] - t, lo[0], hi[1], hi[2] + t],             # left
                 [hi[0], lo[1], lo[2] - t, hi[0] + t, hi[1], hi[2] + t],             # right
                 [lo[0], lo[1], lo[2] - t, hi[0], hi[1], lo[2]]]                     # back
        mover = p + [rad] if ball else [x - rad for x in p] + [x + rad for x in p]
        flat = [x for wall in walls for x in wall]
        res = sets_mover.oracle(mover + d + [4, 0, 4] + flat, 3, ball)
        return mover + d + flat, (None if res[0] == tvgen.REJ else (HIT if res[0] == 1 else MISS))
    return g


def tri_room(c, w):
    """4 triangles: the floor y = c.y - w.y as two, the wall x = c.x + w.x, and a ramp from
    the floor at x = c.x - w.x / 2 up to the left side at y = c.y."""
    x0, x1, z0, z1 = c[0] - w[0], c[0] + w[0], c[2] - w[2], c[2] + w[2]
    fy, xr = c[1] - w[1], c[0] - w[0] // 2
    return [[x0, fy, z0, x1, fy, z0, x1, fy, z1],
            [x0, fy, z0, x1, fy, z1, x0, fy, z1],
            [x1, fy, z0, x1, fy, z1, x1, c[1] + w[1], c[2]],
            [xr, fy, z0, xr, fy, z1, x0, c[1], c[2]]]


def gen_box_tri_slide(rng):
    import sets_mover  # noqa: E402 (here, so the shared import block stays as it is)
    _, c, w, rad, p, d = room3(rng)
    tris = tri_room(c, w)
    lo, hi = [x - rad for x in p], [x + rad for x in p]
    # a start through the ramp: the slide ignores that triangle (a cheap, untypical case)
    walls = [tuple([tvgen.q(x) for x in t[3 * j:3 * j + 3]] for j in range(3)) for t in tris]
    if any(sets_mover.penetrates(False, 3, [tvgen.q(x) for x in lo], [tvgen.q(2 * rad)] * 3, wl) for wl in walls):
        return [], None
    flat = [x for t in tris for x in t]
    res = sets_mover.oracle_tri(lo + hi + d + [4, 0, 4] + flat)
    return lo + hi + d + flat, (None if res[0] == tvgen.REJ else (HIT if res[0] == 1 else MISS))


# A ball among the same 4 triangles. No slide oracle in tests/gen for it yet: a hit is the
# slide's first cast meeting a triangle, each decided by the exact sweep oracle
# (sets_spheretri_sweep.sweep_oracle; touching and moving along or away is no contact, as
# the slide's rules say).
def gen_ball_tri_slide(rng):
    import sets_spheretri_sweep  # noqa: E402 (here, so the shared import block stays as it is)
    _, c, w, rad, p, d = room3(rng)
    tris = tri_room(c, w)
    res = [sets_spheretri_sweep.sweep_oracle(p + [rad] + d + t + [ONE]) for t in tris]
    if any(r[0] == tvgen.REJ for r in res) or any(r[0] == 1 and r[-1] == 1 for r in res):
        return [], None             # a start through the ramp, as gen_box_tri_slide
    return p + [rad] + d + [x for t in tris for x in t], (HIT if any(r[0] == 1 for r in res) else MISS)


FUNCTIONS += [
    ("sphere_aabb3_slide", 31, gen_slide3(True)),
    ("aabb3_aabb3_slide", 33, gen_slide3(False)),
    ("aabb3_triangle_slide", 45, gen_box_tri_slide),
    ("sphere_triangle_slide", 43, gen_ball_tri_slide),
]


# ---- 2D capsule vs disc, the swept disc vs a 2D capsule (issue 13): as their 3D siblings
# (gen_capsule3_sphere, gen_sphere_capsule3_sweep) in the plane
def gen_capsule2_circle(rng):
    row = capsule_ball_row(rng, 2)
    return row, verdict(sets_capsule.cap_ball_oracle(row, 2))


def gen_circle_capsule2_sweep(rng):
    import sets_capsule3  # noqa: E402 (the 2D sweep's oracle is with the 3D one)
    row = ball_sweep_row(rng, gen_seg2_capsule2(rng)[0], 2)
    return row, verdict(sets_capsule3.sweep2_oracle(row), inside_col=True)


FUNCTIONS += [
    ("capsule2_circle_overlap", 8, gen_capsule2_circle),
    ("circle_capsule2_sweep", 11, gen_circle_capsule2_sweep),
]


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
