# SPDX-License-Identifier: MIT
"""Planes: unit normal, closest point, segment vs plane, box classify, segment vs convex
polyhedron. The moving boxes (box vs plane, box vs box) are in sets_sweep.py.

Oracles are written from the mathematics with exact rationals: a plane {n, d} is the set
dot(n, p) == d with n of any length, front side dot(n, p) > d. Nothing here mirrors the
library's corner selection or clipping code: classify enumerates all 8 corners, the
polyhedron solves each linear inequality on its own and finds the entered plane as the
one that is tight at the contact time; the touch rules (DESIGN.md section 5) are decided
from the signs of the exact gaps and rates.

Result columns: -1 rejected (REJ; SIDE_REJ for classify), 0 miss, 1 hit / ok; every other
output is 0 unless the result is 1.
"""
from tvgen import *

from geom import dot, qv, unit, corners, solve_interval, rand_unit_raw, int_normal, exact_d, clamp_dom, \
    rnd_scale, box_raw

Z3 = [F(0)] * 3
BATCH_MAX = 4096            # FG_BATCH_MAX
FRONT_ONLY, BOTH_SIDES = 0, 1

# the hit record (tv.h TV_HIT3_COLS): result, t, point, normal, started_inside
HIT3 = [exact("hit"), scalar("t", 0.5), scalar("px", 0.5), scalar("py", 0.5), scalar("pz", 0.5),
        scalar("nx", 0.51), scalar("ny", 0.51), scalar("nz", 0.51), exact("inside")]
MISS = [0] * 9
REJECTED = [REJ] + [0] * 8
SAT = F(I32_MAX, ONE)       # a Q16.16 output saturates to +-(2^31 - 1) raw


def hit(t, p, n, inside=False):
    return [1, t] + list(p) + list(n) + [1 if inside else 0]


def sat(v):
    return max(-SAT, min(SAT, v))


def long_seg(rng):
    """A segment whose origin and end are in the domain, the delta beyond 8192 units on
    some axis (the issue's -5000 -> 5000 kind), or reaching exactly to the domain's edge."""
    o = [rng.randint(-D, D) for _ in range(3)]
    e = [rng.choice([-D, D, rng.randint(-D, D)]) for _ in range(3)]
    ax = rng.randrange(3)
    o[ax] = rng.choice([-D, -D + rng.randint(0, ONE), rng.randint(-D, -D // 2)])
    e[ax] = rng.choice([D, D - rng.randint(0, ONE), rng.randint(D // 2, D)])
    if rng.random() < 0.5:
        o[ax], e[ax] = e[ax], o[ax]
    return o, [e[i] - o[i] for i in range(3)]


def edge_seg(rng):
    """A segment whose end is just outside the domain (rejected) or exactly on its edge."""
    o = [rng.randint(-D // 2, D // 2) for _ in range(3)]
    ax = rng.randrange(3)
    edge = rng.choice([D, -D])
    e = [rng.randint(-D, D) for _ in range(3)]
    e[ax] = edge + rng.choice([0, 1, -1, 2]) * (1 if edge > 0 else -1)
    return o, [e[i] - o[i] for i in range(3)]


# ---------------------------------------------------------------- unit normal

def unit_normal_cases(rng, n):
    out = [([ONE, 0, 0, 0], 0), ([0, 0, -3 * ONE, 0], 0), ([ONE, ONE, ONE, 0], 0), ([3 * ONE, 4 * ONE, 0, 5], 0)]
    out.append(([0, 0, 0, 0], ADV))
    for v in ([1, 0, 0], [1, 1, 0], [1, 1, 1], [-1, 2, 3], [D, D, D], [-D, D, -D], [D, 1, 0], [1, D, -1], [0, -1, 0]):
        out.append((v + [0], ADV))
    for v in ([D + 1, 0, 0], [0, -D - 1, 0], [ONE, 0, 0]):                # n or d just outside
        out.append((v + [0 if v[0] != ONE else D + 1], ADV | OOD))
    for _ in range(n // 6):
        out.append(([rng.randint(-5, 5) for _ in range(3)] + [0], ADV))
    for _ in range(n // 10):
        out.append(([rnd_any(rng) for _ in range(4)], ADV | OOD))
    while len(out) < n:
        out.append((rand_unit_raw(rng, rng.choice([0.001, 1, 100, 8192])) + [rnd(rng)], 0))
    return out[:n]


@tvset("plane_unit_normal", "plane_a", 4, [exact("r"), scalar("x", 0.51), scalar("y", 0.51), scalar("z", 0.51)])
def _un(rng, n):
    return unit_normal_cases(rng, n)


@_un.register_oracle
def _uno(inp):
    if not in_domain(*inp):
        return [REJ, 0, 0, 0]
    return [1] + unit(qv(inp[0:3]))


# ---------------------------------------------------------------- closest point

def closest_exact(inp):
    n, d, p = qv(inp[0:3]), q(inp[3]), qv(inp[4:7])
    nn = dot(n, n)
    if nn == 0:
        return p
    k = (d - dot(n, p)) / nn
    return [p[i] + k * n[i] for i in range(3)]


def closest_cases(rng, n):
    out = [([0, ONE, 0, 2 * ONE, 5 * ONE, 7 * ONE, -3 * ONE], 0),        # y = 2
           ([ONE, ONE, ONE, 0, ONE, 2 * ONE, 3 * ONE], 0),
           ([0, 0, 0, 5 * ONE, ONE, 2 * ONE, 3 * ONE], ADV),              # zero normal -> p
           ([0, 0, 0, 0, ONE, 2 * ONE, 3 * ONE], ADV),
           ([1, 0, 0, D, 0, 0, 0], ADV),                                  # 1-LSB normal, far: saturates
           ([-1, 1, 0, -D, 0, 0, 0], ADV),
           ([1, 1, 1, D, -D, -D, -D], ADV),
           # the fuzz finding fuzz_plane-closest-point-offset: the offset from p is beyond
           # the Q16.16 range while the answer is not (n tiny, p at the far side)
           ([-2, 0, 0, 65535, D, 0, 0], ADV),
           ([2, 0, 0, D, -D, 0, 0], ADV), ([3, 0, 0, D // 2, -D, D, 0], ADV),
           ([0, 0, 0, 0, D + 1, 0, 0], ADV | OOD), ([0, 0, D + 1, 0, 0, 0, 0], ADV | OOD)]
    for _ in range(n // 8):                                               # p on the plane
        nr = int_normal(rng)
        p = [rnd_units(rng, 500) for _ in range(3)]
        d = exact_d(nr, p)
        if in_domain(d):
            out.append((nr + [d] + p, ADV))
    for _ in range(n // 8):                                               # tiny normals, often saturating
        nr = [rng.randint(-3, 3) for _ in range(3)]
        d = rng.randint(-3 * ONE, 3 * ONE) >> rng.randint(0, 16)
        if rng.random() < 0.3:
            d = rng.choice([D, -D, rnd(rng)])
        out.append((nr + [d] + [rnd_units(rng, rng.choice([1, 1000, 8192])) for _ in range(3)], ADV))
    for _ in range(n // 10):                                              # domain edges
        nr = [rng.choice([D, -D, rnd(rng)]) for _ in range(3)]
        out.append((nr + [rng.choice([D, -D, 0])] + [rng.choice([D, -D]) for _ in range(3)], ADV))
    for _ in range(n // 10):
        out.append(([rnd_any(rng) for _ in range(7)], ADV | OOD))
    while len(out) < n:
        s = rnd_scale(rng)
        nr = rand_unit_raw(rng, rng.choice([0.01, 1, 50, 8192]))
        p0 = [rnd_units(rng, s) for _ in range(3)]
        d = to_raw_nearest(dot(qv(nr), qv(p0)))
        if not in_domain(d):
            d = rnd(rng)
        c = nr + [d] + [rnd_units(rng, s) for _ in range(3)]
        # a generic case has a representable answer; saturating ones are adversarial
        ok = all(abs(v) < 32767 for v in closest_exact(c))
        out.append((c, 0 if ok else ADV))
    return out[:n]


@tvset("plane_closest_point", "plane_a", 7, [exact("r"), scalar("x", 0.5), scalar("y", 0.5), scalar("z", 0.5)])
def _cp(rng, n):
    return closest_cases(rng, n)


@_cp.register_oracle
def _cpo(inp):
    if not in_domain(*inp):
        return [REJ, 0, 0, 0]
    return [1] + [sat(v) for v in closest_exact(inp)]


# ---------------------------------------------------------------- segment vs plane

def seg_plane_oracle(inp):
    o, dl, nv, d = qv(inp[0:3]), qv(inp[3:6]), qv(inp[6:9]), q(inp[9])
    sides, mt = inp[10], q(inp[11])
    if not (seg_in_domain(inp[0:3], inp[3:6]) and in_domain(*inp[6:10])) or sides not in (FRONT_ONLY, BOTH_SIDES):
        return REJECTED
    if mt < 0 or not any(nv):
        return MISS
    side = dot(nv, o) - d                    # > 0: origin in front
    rate = dot(nv, dl)                       # d/dt of dot(n, p(t)) - d
    if rate == 0:
        return MISS                          # along the plane: on it or off it, never a crossing
    if sides == FRONT_ONLY and rate > 0:
        return MISS                          # travelling along n: the culled back side
    t = -side / rate
    if t < 0 or t > min(mt, F(1)):
        return MISS                          # moving away, or beyond max_t
    sgn = 1 if rate < 0 else -1              # facing the side the segment comes from
    return hit(t, [o[i] + t * dl[i] for i in range(3)], [sgn * x for x in unit(nv)])


def seg_plane_cases(rng, n):
    out = []
    y0 = [0, ONE, 0, 0]                                                   # plane y = 0

    def add(o, dl, pl, sides, mt, fl=ADV):
        out.append((list(o) + list(dl) + list(pl) + [sides, mt], fl))

    add([0, 5 * ONE, 0], [0, -10 * ONE, 0], y0, BOTH_SIDES, ONE, 0)       # t = 0.5, from front
    add([0, -5 * ONE, 0], [0, 10 * ONE, 0], y0, BOTH_SIDES, ONE, 0)       # from the back
    add([0, -5 * ONE, 0], [0, 10 * ONE, 0], y0, FRONT_ONLY, ONE)          # back, front only: miss
    # origin on the plane: crossing either way, both modes; along it; zero delta
    for dl in ([3 * ONE, 4 * ONE, 0], [3 * ONE, -4 * ONE, 0], [3 * ONE, 0, 0], [0, 0, 0], [0, 1, 0], [0, -1, 0]):
        for sides in (FRONT_ONLY, BOTH_SIDES):
            add([ONE, 0, 2 * ONE], dl, y0, sides, ONE)
            add([ONE, 0, 2 * ONE], dl, y0, sides, 0)                      # max_t 0: t = 0 still counts
    add([ONE, ONE, 2 * ONE], [3 * ONE, 0, 0], y0, BOTH_SIDES, ONE)       # parallel, off plane
    add([ONE, ONE, 2 * ONE], [0, 0, 0], y0, BOTH_SIDES, ONE)             # zero length, off
    add([0, 5 * ONE, 0], [0, -10 * ONE, 0], [0, 0, 0, 0], BOTH_SIDES, ONE)   # zero normal
    add([0, 0, 0], [0, -10 * ONE, 0], [0, 0, 0, 0], BOTH_SIDES, ONE)          # zero normal, d = 0
    add([0, 5 * ONE, 0], [0, -10 * ONE, 0], y0, BOTH_SIDES, -1)          # max_t < 0
    add([0, 0, 0], [0, -10 * ONE, 0], y0, BOTH_SIDES, -1)                # on plane, max_t < 0
    add([0, 5 * ONE, 0], [0, -10 * ONE, 0], y0, BOTH_SIDES, 3 * ONE)     # max_t > 1
    add([0, 1, 0], [0, -1, 0], y0, BOTH_SIDES, ONE)                      # 1-LSB move, t = 1
    add([0, 2, 0], [0, -1, 0], y0, BOTH_SIDES, ONE)                      # 1 LSB short
    add([0, D, 0], [0, -D, 0], [0, D, 0, -D], BOTH_SIDES, ONE)           # domain edges, t = 1
    add([D, D, D], [-D, -D, -D], [D, D, D, 0], BOTH_SIDES, ONE)          # t = 1
    add([-D, D, -D], [D, -D, D], [1, 1, 1, 0], FRONT_ONLY, ONE)          # tiny normal
    # long segments: the x = -5000 -> 5000, and the whole domain
    add([-5000 * ONE, 0, 0], [10000 * ONE, 0, 0], [ONE, 0, 0, 0], BOTH_SIDES, ONE, 0)
    add([5000 * ONE, 7 * ONE, 0], [-10000 * ONE, 0, 0], [ONE, 0, 0, 0], FRONT_ONLY, ONE, 0)
    add([-D, -D, -D], [2 * D, 2 * D, 2 * D], [ONE, ONE, ONE, 0], BOTH_SIDES, ONE)
    add([D, -D, D], [-2 * D, 2 * D, -2 * D], [D, -D, D, -D], BOTH_SIDES, ONE)
    add([D, 0, 0], [-2 * D, 0, 0], [D, 0, 0, D], BOTH_SIDES, ONE)        # starts on x = 1, leaves it
    # endpoints just outside: rejected; an invalid sides value: rejected
    add([D, 0, 0], [1, 0, 0], y0, BOTH_SIDES, ONE, ADV | OOD)
    add([-D, 0, 0], [2 * D + 1, 0, 0], y0, BOTH_SIDES, ONE, ADV | OOD)
    add([0, 0, D + 1], [-1, 0, 0], y0, BOTH_SIDES, ONE, ADV | OOD)
    add([0, 5 * ONE, 0], [0, -10 * ONE, 0], y0, 2, ONE, ADV | OOD)
    add([0, 5 * ONE, 0], [0, -10 * ONE, 0], y0, -1, ONE, ADV | OOD)
    for _ in range(n // 6):                                               # t exactly k/2^16, max_t at / below it
        nr = int_normal(rng)
        o = [rnd_units(rng, 100) for _ in range(3)]
        dl = [rng.randint(-200, 200) * ONE for _ in range(3)]
        k = rng.choice([0, 0, 1, ONE, ONE - 1, rng.randint(0, ONE)])
        hitp = [o[i] + k * dl[i] // ONE for i in range(3)]
        d = exact_d(nr, hitp)
        if not in_domain(d):
            continue
        mt = rng.choice([k, k, k - 1, ONE, k + 1])
        add(o, dl, nr + [d], rng.randint(0, 1), mt)
    for _ in range(n // 8):                                               # on the plane: crossing, along, zero
        nr = int_normal(rng)
        o = [rnd_units(rng, 100) for _ in range(3)]
        d = exact_d(nr, o)
        if not in_domain(d):
            continue
        kind = rng.randrange(4)
        if kind == 0:                                                     # along it
            u = [rng.randint(-50, 50) * ONE for _ in range(3)]
            dl = [(nr[1] * u[2] - nr[2] * u[1]) // ONE, (nr[2] * u[0] - nr[0] * u[2]) // ONE,
                  (nr[0] * u[1] - nr[1] * u[0]) // ONE]
        elif kind == 1:
            dl = [0, 0, 0]
        else:                                                             # off it, 1 LSB or more
            dl = [rng.choice([0, 1, -1, rnd_units(rng, 50)]) for _ in range(3)]
        add(o, dl, nr + [d + rng.choice([0, 0, 0, 1, -1])], rng.randint(0, 1), rng.choice([ONE, 0, rng.randint(0, ONE)]))
    for _ in range(n // 10):                                              # near-parallel: 1-LSB normal part
        o = [rnd_units(rng, 100) for _ in range(3)]
        dl = [rnd_units(rng, 1000), rng.choice([1, -1, 2]), rnd_units(rng, 1000)]
        add(o, dl, [0, ONE, 0, o[1] + rng.choice([-2, -1, 0, 1, 2])], rng.randint(0, 1), ONE)
    for _ in range(n // 10):                                              # long, and just outside
        o, dl = long_seg(rng) if rng.random() < 0.6 else edge_seg(rng)
        nr = rand_unit_raw(rng, rng.choice([1, 50, 8192]))
        p0 = [rng.randint(min(o[i], o[i] + dl[i]), max(o[i], o[i] + dl[i])) for i in range(3)]
        d = to_raw_nearest(dot(qv(nr), qv(p0)))
        if not in_domain(d):
            continue
        fl = ADV if seg_in_domain(o, dl) else ADV | OOD
        add(o, dl, nr + [d], rng.randint(0, 1), ONE, fl)
    for _ in range(n // 10):
        add([rnd_any(rng) for _ in range(6)], [], [rnd_any(rng) for _ in range(4)], rng.choice([0, 1, 2]), rnd_any(rng),
            ADV | OOD)
    while len(out) < n:
        s = rnd_scale(rng)
        nr = rand_unit_raw(rng, rng.choice([0.01, 1, 50, 8192]))
        p0 = [rnd_units(rng, s) for _ in range(3)]
        d = to_raw_nearest(dot(qv(nr), qv(p0)))
        if not in_domain(d):
            continue
        o = [clamp_dom(p0[i] + rnd_units(rng, s)) for i in range(3)]
        e = [clamp_dom(p0[i] + rnd_units(rng, s)) for i in range(3)]
        if rng.random() < 0.7 and (dot(qv(nr), qv(o)) - q(d)) * (dot(qv(nr), qv(e)) - q(d)) > 0:
            e = [clamp_dom(2 * p0[i] - e[i]) for i in range(3)]
        dl = [e[i] - o[i] for i in range(3)]
        add(o, dl, nr + [d], rng.randint(0, 1), rng.choice([ONE, ONE, rng.randint(0, ONE), 2 * ONE]), 0)
    return out[:n]


@tvset("segment3_plane_raycast", "plane_a", 12, HIT3)
def _sp(rng, n):
    return seg_plane_cases(rng, n)


@_sp.register_oracle
def _spo(inp):
    return seg_plane_oracle(inp)


# ---------------------------------------------------------------- box vs plane, static

def classify_cases(rng, n):
    unit_box = [0, 0, 0, ONE, ONE, ONE]
    out = [(unit_box + [ONE, 0, 0, 2 * ONE], 0), (unit_box + [ONE, 0, 0, -ONE], 0),
           (unit_box + [ONE, 0, 0, ONE // 2], 0), (unit_box + [ONE, ONE, ONE, 3 * ONE], ADV),
           (unit_box + [ONE, 0, 0, ONE], ADV), (unit_box + [ONE, 0, 0, 0], ADV),
           (unit_box + [0, 0, 0, ONE], ADV), (unit_box + [0, 0, 0, -ONE], ADV), (unit_box + [0, 0, 0, 0], ADV),
           ([ONE, 0, 0, 0, ONE, ONE] + [ONE, 0, 0, 5 * ONE], ADV),         # inverted
           ([-D, -D, -D, D, D, D] + [D, D, D, D], ADV), ([D, D, D, D, D, D] + [1, 1, 1, 0], ADV),
           (unit_box + [ONE, 0, 0, D + 1], ADV | OOD), ([0, 0, -D - 1, ONE, ONE, ONE] + [ONE, 0, 0, 0], ADV | OOD)]
    for _ in range(n // 4):                                               # a corner on the plane, +-1 LSB
        nr = int_normal(rng)
        b = box_raw(rng, 300)
        c = [b[i + 3 * rng.randint(0, 1)] for i in range(3)]
        d = exact_d(nr, c) + rng.choice([0, 0, 1, -1])
        if in_domain(d):
            out.append((b + nr + [d], ADV))
    for _ in range(n // 10):                                              # flat boxes
        nr = int_normal(rng, 2)
        b = box_raw(rng, 300)
        ax = rng.randrange(3)
        b[ax + 3] = b[ax]
        out.append((b + nr + [exact_d(nr, b[0:3]) + rng.choice([0, 1, -1, 5 * ONE])], ADV))
    for _ in range(n // 10):
        out.append(([rnd_any(rng) for _ in range(10)], ADV | OOD))
    while len(out) < n:
        s = rnd_scale(rng)
        b = box_raw(rng, s)
        nr = rand_unit_raw(rng, rng.choice([0.01, 1, 50, 8192]))
        p0 = [rnd_units(rng, s) for _ in range(3)]
        d = to_raw_nearest(dot(qv(nr), qv(p0)))
        if in_domain(d):
            out.append((b + nr + [d], 0))
    return out[:n]


@tvset("aabb3_plane_classify", "plane_a", 10, [exact("side")])
def _cl(rng, n):
    return classify_cases(rng, n)


@_cl.register_oracle
def _clo(inp):
    if not in_domain(*inp):
        return [SIDE_REJ]
    lo, hi, nv, d = qv(inp[0:3]), qv(inp[3:6]), qv(inp[6:9]), q(inp[9])
    if any(lo[i] > hi[i] for i in range(3)):
        return [1]
    s = [dot(nv, c) - d for c in corners(lo, hi)]
    if all(x > 0 for x in s):
        return [1]
    if all(x < 0 for x in s):
        return [-1]
    return [0]


# ---------------------------------------------------------------- segment vs convex polyhedron

NPL = 8


def planes_of(inp):
    """The count the adapter passes (uint32; an array of NPL planes backs counts up to NPL,
    a count above FG_BATCH_MAX is passed as is and never reads the array) and the planes."""
    count = inp[7] & 0xFFFFFFFF
    used = min(count, NPL)
    return count, [inp[8 + 4 * i: 12 + 4 * i] for i in range(used)]


def planes_oracle(inp):
    count, raw = planes_of(inp)
    if count > BATCH_MAX or not seg_in_domain(inp[0:3], inp[3:6]) or not all(in_domain(*p) for p in raw):
        return REJECTED
    o, dl, mt = qv(inp[0:3]), qv(inp[3:6]), q(inp[6])
    if mt < 0:
        return MISS
    pls = []
    for p in raw:
        nv, d = qv(p[0:3]), q(p[3])
        if not any(nv):
            if d < 0:
                return MISS                  # empty: no point satisfies 0 <= d
            continue                         # all of space
        pls.append((nv, d))
    gaps = [d - dot(nv, o) for nv, d in pls]  # > 0: strictly inside that half-space
    if any(g < 0 for g in gaps):
        # outside: the first t at which every inequality n.p(t) <= d holds
        iv = solve_interval([(-g, dot(nv, dl)) for (nv, d), g in zip(pls, gaps)], F(0), min(mt, F(1)))
        if iv is None:
            return MISS
        t = iv[0]
        p = [o[i] + t * dl[i] for i in range(3)]
        for nv, d in pls:                   # the first plane being entered at t (tight, moving inwards)
            if dot(nv, dl) < 0 and dot(nv, p) == d:
                return hit(t, p, unit(nv))
        raise AssertionError("no entered plane")
    touched = [(nv, d) for (nv, d), g in zip(pls, gaps) if g == 0]
    if touched:
        # on the surface: into the shape only when moving into every face it touches
        if all(dot(nv, dl) < 0 for nv, d in touched):
            return hit(F(0), o, unit(touched[0][0]))
        return MISS
    if not pls:
        return hit(F(0), o, Z3, True)        # all of space: no direction out
    # strictly inside: the plane at the least distance g / |n| (exact: squares cross-multiplied)
    best = 0
    for i in range(1, len(pls)):
        gi, ni = gaps[i], dot(pls[i][0], pls[i][0])
        gb, nb = gaps[best], dot(pls[best][0], pls[best][0])
        if gi * gi * nb < gb * gb * ni:
            best = i
    return hit(F(0), o, unit(pls[best][0]), True)


def box_planes(lo, hi):
    """A box as 6 outward planes (raw)."""
    pl = []
    for i in range(3):
        n = [0, 0, 0]
        n[i] = ONE
        pl.append(n + [hi[i]])
        n = [0, 0, 0]
        n[i] = -ONE
        pl.append(n + [-lo[i]])
    return pl


def pad_planes(rng, pl):
    pl = list(pl)
    while len(pl) < NPL:
        pl.append([rnd_any(rng) for _ in range(4)])   # never read: count excludes them
    return [x for p in pl for x in p]


def tangent_planes(rng, c, r, k):
    """k planes tangent-ish to the sphere (c, r units), outward, integer-ish normals."""
    pl = []
    for _ in range(k):
        nv = [rng.randint(-6, 6) * ONE // 2 for _ in range(3)]
        if not any(nv):
            nv = [0, 0, ONE]
        nn = sqrt_frac(dot(qv(nv), qv(nv)))
        d = to_raw_nearest(dot(qv(nv), qv(c)) + r * nn)
        pl.append(nv + [d])
    return pl


def scaled(pl, k):
    """The same half-space with n and d scaled by k (raw integers)."""
    return [x * k for x in pl]


def planes_cases(rng, n):
    out = []

    def add(o, dl, mt, pl, fl=ADV, count=None):
        out.append((list(o) + list(dl) + [mt, len(pl) if count is None else count] + pad_planes(rng, pl), fl))

    h = ONE // 2
    cube = box_planes([0, 0, 0], [ONE, ONE, ONE])
    add([-ONE, h, h], [3 * ONE, 0, 0], ONE, cube, 0)                      # enters -x at t = 1/3
    add([h, 2 * ONE, h], [0, -4 * ONE, 0], ONE, cube, 0)                  # enters +y at t = 1/4
    add([-ONE, ONE, h], [2 * ONE, 0, 0], ONE, cube)                       # parallel, on a face (slab edge)
    add([-ONE, ONE + 1, h], [2 * ONE, 0, 0], ONE, cube)                   # parallel, 1 LSB outside
    add([-ONE, -ONE, h], [2 * ONE, 2 * ONE, 0], ONE, cube)                # through the edge x=0,y=0
    add([-ONE, 0, -ONE], [ONE, ONE, ONE], ONE, cube)                      # grazes the edge at (0,1,0)
    add([-ONE, -ONE, -ONE], [2 * ONE, 2 * ONE, 2 * ONE], ONE, cube)       # through the corner
    add([-2 * ONE, h, h], [2 * ONE, 0, 0], ONE, cube)                     # reaches it at t = 1
    add([-2 * ONE, h, h], [2 * ONE, 0, 0], ONE - 1, cube)                 # max_t cuts it off
    add([-2 * ONE, h, h], [2 * ONE, 0, 0], -1, cube)
    add([-2 * ONE, h, h], [2 * ONE, 0, 0], 9 * ONE, cube)
    add([-ONE, h, h], [0, 0, 0], ONE, cube)                               # zero length outside
    # touching: on a face, moving in / out / along; on an edge and a corner
    for o in ([0, h, h], [ONE, h, h], [h, 0, h], [h, h, ONE]):
        for dl in ([ONE, 0, 0], [-ONE, 0, 0], [0, ONE, 0], [0, -ONE, 0], [0, 0, ONE], [0, 0, -ONE], [0, 0, 0],
                   [1, 1, -1], [h, h, h]):
            add(o, dl, ONE, cube)
    for o in ([0, 0, h], [ONE, 0, h], [0, ONE, ONE], [0, 0, 0], [ONE, ONE, ONE]):
        for dl in ([ONE, ONE, ONE], [-ONE, -ONE, -ONE], [ONE, 0, ONE], [ONE, ONE, 0], [0, ONE, 0], [1, 1, 1],
                   [-1, 1, 1], [0, 0, 0]):
            add(o, dl, rng.choice([ONE, 0]), cube)
    # inside: least distance, ties to the first plane, the centre of a cube (all six tie)
    add([h, h, h], [5 * ONE, 0, 0], ONE, cube)
    add([h, h, h], [0, 0, 0], 0, cube)                                    # zero delta, max_t 0: still inside
    add([h, h, h], [0, 0, 0], ONE, cube[::-1])
    add([ONE // 4, h, h], [0, 0, 0], ONE, cube)                           # nearest: -x
    add([h, 3 * ONE // 4, ONE // 4], [0, 0, 0], ONE, cube)                # +y and -z tie: +y comes first
    add([h, 3 * ONE // 4, ONE // 4], [0, 0, 0], ONE, cube[4:] + cube[:4])  # ... -z first now
    add([h, h + 1, h], [ONE, 0, 0], ONE, cube)                            # 1 LSB nearer +y
    add([h, h, h - 1], [ONE, 0, 0], ONE, cube)                            # 1 LSB nearer -z
    # the same distance from planes of different |n|: x <= 5 and 3y + 4z <= 25 (|n| = 5),
    # scaled copies, and 1 LSB of d apart
    pa, pb = [ONE, 0, 0, 5 * ONE], [0, 3 * ONE, 4 * ONE, 25 * ONE]
    for pl in ([pa, pb], [pb, pa], [scaled(pa, 7), pb], [pb, [x // 2 for x in scaled(pa, 1)]],
               [pa, pb[:3] + [pb[3] - 1]], [pa, pb[:3] + [pb[3] + 1]], [pa[:3] + [pa[3] - 1], pb],
               [[3 * ONE, 4 * ONE, 0, 5 * ONE], [0, 0, 7 * ONE, 7 * ONE], [-ONE, 0, 0, ONE]]):
        add([0, 0, 0], [ONE, ONE, ONE], ONE, pl)
    # equal gaps, different norms: the longer normal is nearer
    for pl in ([[ONE, 0, 0, 5 * ONE], [2 * ONE, 0, 0, 5 * ONE]], [[0, 3 * ONE, 0, 7 * ONE], [ONE, ONE, 0, 7 * ONE]]):
        add([0, 0, 0], [0, 0, ONE], ONE, pl)
        add([0, 0, 0], [0, 0, ONE], ONE, pl[::-1])
    # irrational norms: an axis plane at the floor and the ceiling (raw) of an oblique
    # plane's distance, either order: never a tie, closer than any rounding of |n|
    for na, da in (([ONE, ONE, 0], D), ([ONE, ONE, ONE], 12345 * ONE + 7), ([2 * ONE, ONE, 0], 3 * ONE + 1),
                   ([1, 1, 0], 5), ([D, D - 1, 0], D), ([3, -7, 5], 1000)):
        dist = q(da) / sqrt_frac(dot(qv(na), qv(na)), 96)
        for db in (int(dist * ONE), int(dist * ONE) + 1):
            for pl in ([na + [da], [0, 0, ONE, db]], [[0, 0, ONE, db], na + [da]]):
                add([0, 0, 0], [ONE, 0, 0], ONE, pl)
    # huge gaps and norms (the degree-6 comparison near 2^180 raw): big normals, the origin at a
    # domain corner, ties between planes scaled by 1 and by 2, then 1 LSB apart
    for _ in range(12):
        big = [rng.choice([D, D - 1, D // 3]) * rng.choice([1, -1]) for _ in range(3)]
        o = [-D if c > 0 else D for c in big]
        half = [c // 2 for c in big]
        d1 = rng.choice([D, D - 1, D - 2])
        pl = [big + [d1], half + [d1 // 2 + rng.choice([0, 0, 1, -1])], [1, 0, 0, D], [0, -1, 0, D]]
        rng.shuffle(pl)
        add(o, [0, 0, 0], ONE, pl)
    # tiny normals and gaps (every value below 2^30 raw: only the lowest digits decide)
    for _ in range(16):
        o = [rng.randint(-ONE, ONE) for _ in range(3)]
        pl = []
        for _k in range(rng.randint(2, 5)):
            nv = [rng.randint(-300, 300) for _ in range(3)]
            d = -((-sum(a * b for a, b in zip(nv, o))) // ONE) + rng.randint(0, 3)   # ceil(n.o) + slack
            pl.append(nv + [d])
            if rng.random() < 0.3:
                k = rng.choice([2, 3])
                pl.append([x * k for x in nv] + [d * k + rng.choice([0, 0, 1, -1])])
        add(o, [rng.randint(-5, 5) for _ in range(3)], ONE, pl[:NPL])
    add([h, h, h], [0, 0, 0], ONE, [])                                    # count 0: all of space
    add([-ONE, h, h], [3 * ONE, 0, 0], ONE, [])
    add([-ONE, h, h], [3 * ONE, 0, 0], ONE, [[0, 0, 0, 0]])               # zero normal, d = 0: ignored, inside
    add([-ONE, h, h], [3 * ONE, 0, 0], ONE, cube + [[0, 0, 0, 0]])        # zero normal, d = 0
    add([h, h, h], [3 * ONE, 0, 0], ONE, [[0, 0, 0, ONE]] + cube)         # inside, a zero normal first
    add([-ONE, h, h], [3 * ONE, 0, 0], ONE, cube[:1] + [[0, 0, 0, -1]])   # zero normal, d < 0
    add([-ONE, h, h], [3 * ONE, 0, 0], ONE, [[ONE, 0, 0, 0], [-ONE, 0, 0, -ONE]])   # empty (x <= 0 and x >= 1)
    add([-ONE, h, h], [3 * ONE, 0, 0], ONE, [[1, 1, 1, 0], [-1, 0, 0, 0]])          # tiny normals
    add([-D, -D, -D], [D, D, D], ONE, box_planes([-D, -D, -D], [D, D, D]))         # starts on a corner
    add([-D, 0, 0], [D, 0, 0], ONE, [[D, D, D, -D], [-D, D, 0, D]])
    # long segments through the domain (delta 16384 units), and endpoints just outside
    add([-D, h, h], [2 * D, 0, 0], ONE, cube, 0)
    add([D, D, D], [-2 * D, -2 * D, -2 * D], ONE, cube, 0)
    add([-5000 * ONE, h, h], [10000 * ONE, 0, 0], ONE, box_planes([-ONE, -ONE, -ONE], [ONE, ONE, ONE]), 0)
    add([D, h, h], [1, 0, 0], ONE, cube, ADV | OOD)
    add([-D, h, h], [2 * D + 1, 0, 0], ONE, cube, ADV | OOD)
    add([-ONE, h, h], [3 * ONE, 0, 0], ONE, cube[:2] + [[0, 0, D + 1, 0]], ADV | OOD)   # a plane out of the domain
    add([-ONE, h, h], [3 * ONE, 0, 0], ONE, cube, ADV | OOD, count=BATCH_MAX + 1)       # too many planes
    add([-ONE, h, h], [3 * ONE, 0, 0], ONE, cube, ADV | OOD, count=-1)
    for _ in range(n // 5):                                               # exact contact fraction, max_t there
        nr = [int_normal(rng, 3) for _ in range(rng.randint(1, 5))]
        o = [rnd_units(rng, 50) for _ in range(3)]
        dl = [rng.randint(-100, 100) * ONE for _ in range(3)]
        k = rng.choice([0, 0, 1, ONE, ONE - 1, rng.randint(0, ONE)])
        p = [o[i] + k * dl[i] // ONE for i in range(3)]
        pl = []
        for nv in nr:
            d = exact_d(nv, p) + rng.choice([0, 0, 0, rng.randint(0, 50 * ONE)])
            pl.append(nv + [clamp_dom(d)])
        add(o, dl, rng.choice([k, k, k - 1, ONE]), pl)
    for _ in range(n // 10):                                              # box planes, touching a face or edge
        lo = [rnd_units(rng, 100) for _ in range(3)]
        hi = [lo[i] + rng.randint(1, 50 * ONE) for i in range(3)]
        o = [rng.randint(lo[i], hi[i]) for i in range(3)]
        for ax in rng.sample(range(3), rng.randint(1, 3)):
            o[ax] = rng.choice([lo[ax], hi[ax]]) + rng.choice([0, 0, 0, -1, 1])
        dl = [rng.choice([0, 0, 1, -1, rnd_units(rng, 20)]) for _ in range(3)]
        add(o, dl, rng.choice([ONE, 0]), box_planes(lo, hi))
    for _ in range(n // 10):                                              # inside oblique polyhedra: nearest plane
        c = [rnd_units(rng, 100) for _ in range(3)]
        pl = tangent_planes(rng, c, F(rng.randint(1, 400), 4), rng.randint(1, NPL))
        if all(in_domain(*p) for p in pl):
            o = [c[i] + rnd_units(rng, 1) // rng.choice([1, 8, 1024]) for i in range(3)]
            add(o, [rnd_units(rng, 5) for _ in range(3)], ONE, pl)
    for _ in range(n // 12):                                              # long segments at random
        o, dl = long_seg(rng) if rng.random() < 0.7 else edge_seg(rng)
        lo = [rnd_units(rng, 4000) for _ in range(3)]
        hi = [clamp_dom(lo[i] + rnd_units(rng, 4000)) for i in range(3)]
        hi = [max(lo[i], hi[i]) for i in range(3)]
        add(o, dl, ONE, box_planes(lo, hi), ADV if seg_in_domain(o, dl) else ADV | OOD)
    for _ in range(n // 10):
        v = [rnd_any(rng) for _ in range(8 + 4 * NPL)]
        v[7] = rng.randint(0, NPL)
        out.append((v, ADV | OOD))
    while len(out) < n:
        sc = rng.choice([5, 100, 1000])
        c = [rnd_units(rng, sc) for _ in range(3)]
        r = F(rng.randint(1, 8 * sc), 10)
        pl = tangent_planes(rng, c, r, rng.randint(3, NPL))
        if not all(in_domain(*p) for p in pl):
            continue
        dirv = [rng.randint(-1000, 1000) for _ in range(3)]
        ln = max(1, max(abs(x) for x in dirv))
        R = int(r * 3 * ONE)
        o = [clamp_dom(c[i] + dirv[i] * R // ln) for i in range(3)]
        tgt = [c[i] + int(rnd_units(rng, 1) * r) for i in range(3)]
        f = rng.choice([1, 2, 3])
        dl = [clamp_dom((tgt[i] - o[i]) * f // 2) for i in range(3)]
        add(o, dl, rng.choice([ONE, ONE, rng.randint(0, ONE)]), pl, 0)
    return out[:n]


@tvset("segment3_planes_raycast", "plane_b", 8 + 4 * NPL, HIT3)
def _pl(rng, n):
    return planes_cases(rng, n)


@_pl.register_oracle
def _plo(inp):
    return planes_oracle(inp)
