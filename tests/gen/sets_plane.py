"""Planes (seed 001 A.3, A.9, A.10 static, seeds 000/002 convex polyhedron). The moving
boxes (box vs plane, box vs box) are in sets_sweep.py.

Oracles are written from the mathematics with exact rationals: a plane {n, d} is the set
dot(n, p) == d with n of any length, front side dot(n, p) > d. Nothing here mirrors the
library's corner selection or clipping code: classify enumerates all 8 corners, the box
sweeps solve each linear inequality of the contact condition on its own, and contact
normals are found by checking which constraint is tight at the contact time.
"""
from tvgen import *

from geom import *  # noqa: F401,F403


# ---------------------------------------------------------------- unit normal

def unit_normal_cases(rng, n):
    out = [([ONE, 0, 0, 0], 0), ([0, 0, -3 * ONE, 0], 0), ([ONE, ONE, ONE, 0], 0), ([3 * ONE, 4 * ONE, 0, 5], 0)]
    out.append(([0, 0, 0, 0], ADV))
    for v in ([1, 0, 0], [1, 1, 0], [1, 1, 1], [-1, 2, 3], [D, D, D], [-D, D, -D], [D, 1, 0], [1, D, -1], [0, -1, 0]):
        out.append((v + [0], ADV))
    for _ in range(n // 6):
        out.append(([rng.randint(-5, 5) for _ in range(3)] + [0], ADV))
    for _ in range(n // 10):
        out.append(([rnd_any(rng) for _ in range(3)] + [0], ADV | OOD))
    while len(out) < n:
        out.append((rand_unit_raw(rng, rng.choice([0.001, 1, 100, 8192])) + [rnd(rng)], 0))
    return out[:n]


@tvset("plane_unit_normal", "plane_a", 4, [scalar("x", 0.51), scalar("y", 0.51), scalar("z", 0.51)])
def _un(rng, n):
    return unit_normal_cases(rng, n)


@_un.register_oracle
def _uno(inp):
    if not in_domain(*inp[0:3]):
        return [0, 0, 0]
    return unit(qv(inp[0:3]))


# ---------------------------------------------------------------- closest point

def closest_exact(inp):
    n, d, p = qv(inp[0:3]), q(inp[3]), qv(inp[4:7])
    nn = dot(n, n)
    if nn == 0:
        return p
    k = (d - dot(n, p)) / nn
    return [p[i] + k * n[i] for i in range(3)]


def representable(vals):
    return all(abs(v) < 32767 for v in vals)


def closest_cases(rng, n):
    out = [([0, ONE, 0, 2 * ONE, 5 * ONE, 7 * ONE, -3 * ONE], 0),        # y = 2
           ([ONE, ONE, ONE, 0, ONE, 2 * ONE, 3 * ONE], 0),
           ([0, 0, 0, 5 * ONE, ONE, 2 * ONE, 3 * ONE], ADV),              # zero normal -> p
           ([0, 0, 0, 0, ONE, 2 * ONE, 3 * ONE], ADV)]
    for _ in range(n // 8):                                               # p on the plane
        nr = int_normal(rng)
        p = [rnd_units(rng, 500) for _ in range(3)]
        d = exact_d(nr, p)
        if in_domain(d):
            out.append((nr + [d] + p, ADV))
    for _ in range(n // 8):                                               # tiny normals
        nr = [rng.randint(-3, 3) for _ in range(3)]
        d = rng.randint(-3 * ONE, 3 * ONE) >> rng.randint(0, 16)
        p = [rnd_units(rng, 1000) for _ in range(3)]
        c = nr + [d] + p
        if representable(closest_exact(c)):
            out.append((c, ADV))
    for _ in range(n // 10):                                              # domain edges
        nr = [rng.choice([D, -D, rnd(rng)]) for _ in range(3)]
        c = nr + [rng.choice([D, -D, 0])] + [rng.choice([D, -D]) for _ in range(3)]
        if representable(closest_exact(c)):
            out.append((c, ADV))
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
        if representable(closest_exact(c)):
            out.append((c, 0))
    return out[:n]


@tvset("plane_closest_point", "plane_a", 7, [scalar("x", 0.5), scalar("y", 0.5), scalar("z", 0.5)])
def _cp(rng, n):
    return closest_cases(rng, n)


@_cp.register_oracle
def _cpo(inp):
    if not in_domain(*inp):
        return qv(inp[4:7])
    return closest_exact(inp)


# ---------------------------------------------------------------- ray vs plane

def seg_plane_cases(rng, n):
    out = []
    y0 = [0, ONE, 0, 0]                                                   # plane y = 0
    out.append(([0, 5 * ONE, 0, 0, -10 * ONE, 0] + y0 + [0, ONE], 0))     # t = 0.5, from front
    out.append(([0, -5 * ONE, 0, 0, 10 * ONE, 0] + y0 + [0, ONE], 0))     # from the back
    out.append(([0, -5 * ONE, 0, 0, 10 * ONE, 0] + y0 + [1, ONE], ADV))   # back, front_only: miss
    out.append(([ONE, 0, 2 * ONE, 3 * ONE, 4 * ONE, 0] + y0 + [0, ONE], ADV))   # origin on plane
    out.append(([ONE, 0, 2 * ONE, 3 * ONE, 4 * ONE, 0] + y0 + [1, ONE], ADV))   # ... front_only too
    out.append(([ONE, 0, 2 * ONE, 3 * ONE, 0, 0] + y0 + [0, ONE], ADV))   # parallel, in plane
    out.append(([ONE, ONE, 2 * ONE, 3 * ONE, 0, 0] + y0 + [0, ONE], ADV))  # parallel, off plane
    out.append(([ONE, ONE, 2 * ONE, 0, 0, 0] + y0 + [0, ONE], ADV))       # zero length, off
    out.append(([ONE, 0, 2 * ONE, 0, 0, 0] + y0 + [0, ONE], ADV))         # zero length, on
    out.append(([0, 5 * ONE, 0, 0, -10 * ONE, 0] + [0, 0, 0, 0] + [0, ONE], ADV))   # zero normal
    out.append(([0, 5 * ONE, 0, 0, -10 * ONE, 0] + y0 + [0, -1], ADV))    # max_t < 0
    out.append(([0, 0, 0, 0, -10 * ONE, 0] + y0 + [0, -1], ADV))          # on plane, max_t < 0
    out.append(([0, 5 * ONE, 0, 0, -10 * ONE, 0] + y0 + [0, 3 * ONE], ADV))         # max_t > 1
    out.append(([0, 1, 0, 0, -1, 0] + y0 + [0, ONE], ADV))                # 1-LSB move, t = 1
    out.append(([0, 2, 0, 0, -1, 0] + y0 + [0, ONE], ADV))                # 1 LSB short
    out.append(([0, D, 0, 0, -D, 0] + [0, D, 0, -D] + [0, ONE], ADV))     # domain edges, t = 1
    out.append(([D, D, D, -D, -D, -D] + [D, D, D, 0] + [0, ONE], ADV))    # t = 0.5
    out.append(([-D, D, -D, D, -D, D] + [1, 1, 1, 0] + [1, ONE], ADV))    # tiny normal
    for _ in range(n // 6):                                               # t exactly k/2^16, max_t at / below it
        nr = int_normal(rng)
        o = [rnd_units(rng, 100) for _ in range(3)]
        dl = [rng.randint(-200, 200) * ONE for _ in range(3)]
        k = rng.choice([0, 1, ONE, ONE - 1, rng.randint(0, ONE)])
        hitp = [o[i] + k * dl[i] // ONE for i in range(3)]
        d = exact_d(nr, hitp)
        if not in_domain(d):
            continue
        mt = rng.choice([k, k, k - 1, ONE, k + 1])
        out.append((o + dl + nr + [d, rng.randint(0, 1), mt], ADV))
    for _ in range(n // 8):                                               # parallel, inside / off the plane
        nr = int_normal(rng)
        o = [rnd_units(rng, 100) for _ in range(3)]
        u = [rng.randint(-50, 50) * ONE for _ in range(3)]
        dl = [nr[1] * u[2] - nr[2] * u[1], nr[2] * u[0] - nr[0] * u[2], nr[0] * u[1] - nr[1] * u[0]]
        dl = [x // ONE for x in dl]
        d = exact_d(nr, o) + rng.choice([0, 0, 1, -1])
        if in_domain(d, *dl):
            out.append((o + dl + nr + [d, rng.randint(0, 1), ONE], ADV))
    for _ in range(n // 10):                                              # near-parallel: 1-LSB normal part
        o = [rnd_units(rng, 100) for _ in range(3)]
        dl = [rnd_units(rng, 1000), rng.choice([1, -1, 2]), rnd_units(rng, 1000)]
        out.append((o + dl + [0, ONE, 0, o[1] + rng.choice([-2, -1, 0, 1, 2]), rng.randint(0, 1), ONE], ADV))
    for _ in range(n // 10):
        out.append(([rnd_any(rng) for _ in range(10)] + [rng.randint(0, 1), rnd_any(rng)], ADV | OOD))
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
        if not in_domain(*dl):
            continue
        out.append((o + dl + nr + [d, rng.randint(0, 1), rng.choice([ONE, ONE, rng.randint(0, ONE), 2 * ONE])], 0))
    return out[:n]



@tvset("segment3_plane_raycast", "plane_a", 12, HIT3_COLS)
def _sp(rng, n):
    return seg_plane_cases(rng, n)


@_sp.register_oracle
def _spo(inp):
    if not in_domain(*inp[0:10]):
        return MISS3
    o, dl, nv, d = qv(inp[0:3]), qv(inp[3:6]), qv(inp[6:9]), q(inp[9])
    front_only, mt = inp[10] != 0, q(inp[11])
    if mt < 0 or not any(nv):
        return MISS3
    mt = min(mt, F(1))
    side = dot(nv, o) - d                    # > 0: origin in front
    if side == 0:
        return [1, F(0)] + o + Z3
    rate = dot(nv, dl)                       # d/dt of dot(n, p(t)) - d
    if rate == 0 or (front_only and rate > 0):
        return MISS3
    t = -side / rate
    if t < 0 or t > mt:
        return MISS3
    u = unit(nv)
    sgn = 1 if side > 0 else -1
    return [1, t] + [o[i] + t * dl[i] for i in range(3)] + [sgn * x for x in u]


# ---------------------------------------------------------------- box vs plane, static

def classify_cases(rng, n):
    unit_box = [0, 0, 0, ONE, ONE, ONE]
    out = [(unit_box + [ONE, 0, 0, 2 * ONE], 0), (unit_box + [ONE, 0, 0, -ONE], 0),
           (unit_box + [ONE, 0, 0, ONE // 2], 0), (unit_box + [ONE, ONE, ONE, 3 * ONE], ADV),
           (unit_box + [ONE, 0, 0, ONE], ADV), (unit_box + [ONE, 0, 0, 0], ADV),
           (unit_box + [0, 0, 0, ONE], ADV), (unit_box + [0, 0, 0, -ONE], ADV), (unit_box + [0, 0, 0, 0], ADV),
           ([ONE, 0, 0, 0, ONE, ONE] + [ONE, 0, 0, 5 * ONE], ADV),         # inverted
           ([-D, -D, -D, D, D, D] + [D, D, D, D], ADV), ([D, D, D, D, D, D] + [1, 1, 1, 0], ADV)]
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
        return [0]
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


def planes_oracle(inp):
    o, dl, mt, count = qv(inp[0:3]), qv(inp[3:6]), q(inp[6]), inp[7]
    count = max(0, min(count, NPL))
    pls = [inp[8 + 4 * i: 12 + 4 * i] for i in range(count)]
    if not in_domain(*inp[0:6]) or not all(in_domain(*p) for p in pls):
        return MISS3
    if mt < 0:
        return MISS3
    pls = [(qv(p[0:3]), q(p[3])) for p in pls]
    if all(dot(nv, o) <= d for nv, d in pls):
        return [1, F(0)] + o + Z3
    # p(t) inside half-space i: dot(n, o) - d + t dot(n, dl) <= 0
    iv = solve_interval([(dot(nv, o) - d, dot(nv, dl)) for nv, d in pls], F(0), min(mt, F(1)))
    if iv is None:
        return MISS3
    t = iv[0]
    p = [o[i] + t * dl[i] for i in range(3)]
    for nv, d in pls:                       # the first plane being entered at t (tight, moving inwards)
        if dot(nv, dl) < 0 and dot(nv, p) == d:
            return [1, t] + p + unit(nv)
    raise AssertionError("no entered plane")


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


def planes_cases(rng, n):
    out = []

    def add(o, dl, mt, pl, fl):
        out.append((o + dl + [mt, len(pl)] + pad_planes(rng, pl), fl))

    cube = box_planes([0, 0, 0], [ONE, ONE, ONE])
    add([-ONE, ONE // 2, ONE // 2], [3 * ONE, 0, 0], ONE, cube, 0)        # enters -x at t = 1/3
    add([ONE // 2, 2 * ONE, ONE // 2], [0, -4 * ONE, 0], ONE, cube, 0)     # enters +y at t = 1/4
    add([ONE // 2] * 3, [5 * ONE, 0, 0], ONE, cube, ADV)                   # start inside
    add([0, ONE // 2, ONE // 2], [5 * ONE, 0, 0], ONE, cube, ADV)          # start on a face
    add([-ONE, ONE, ONE // 2], [2 * ONE, 0, 0], ONE, cube, ADV)            # parallel, on a face (slab edge)
    add([-ONE, ONE + 1, ONE // 2], [2 * ONE, 0, 0], ONE, cube, ADV)        # parallel, 1 LSB outside
    add([-ONE, -ONE, ONE // 2], [2 * ONE, 2 * ONE, 0], ONE, cube, ADV)     # through the edge x=0,y=0
    add([-ONE, 0, -ONE], [ONE, ONE, ONE], ONE, cube, ADV)                  # grazes the edge at (0,1,0)
    add([-ONE, -ONE, -ONE], [2 * ONE, 2 * ONE, 2 * ONE], ONE, cube, ADV)   # through the corner
    add([-2 * ONE, ONE // 2, ONE // 2], [2 * ONE, 0, 0], ONE, cube, ADV)   # reaches it at t = 1
    add([-2 * ONE, ONE // 2, ONE // 2], [2 * ONE, 0, 0], ONE - 1, cube, ADV)  # max_t cuts it off
    add([-2 * ONE, ONE // 2, ONE // 2], [2 * ONE, 0, 0], -1, cube, ADV)
    add([-2 * ONE, ONE // 2, ONE // 2], [2 * ONE, 0, 0], 9 * ONE, cube, ADV)
    add([-ONE, ONE // 2, ONE // 2], [0, 0, 0], ONE, cube, ADV)             # zero length outside
    add([ONE // 2, ONE // 2, 0], [0, 0, 0], ONE, cube, ADV)                # zero length on a face
    add([-ONE, ONE // 2, ONE // 2], [3 * ONE, 0, 0], ONE, [], ADV)         # count 0: all of space
    add([-ONE, ONE // 2, ONE // 2], [3 * ONE, 0, 0], ONE, cube + [[0, 0, 0, 0]], ADV)       # zero normal, d = 0
    add([-ONE, ONE // 2, ONE // 2], [3 * ONE, 0, 0], ONE, cube[:1] + [[0, 0, 0, -1]], ADV)  # zero normal, d < 0
    add([-ONE, ONE // 2, ONE // 2], [3 * ONE, 0, 0], ONE,
        [[ONE, 0, 0, 0], [-ONE, 0, 0, -ONE]], ADV)                         # empty (x <= 0 and x >= 1)
    add([-ONE, ONE // 2, ONE // 2], [3 * ONE, 0, 0], ONE, [[1, 1, 1, 0], [-1, 0, 0, 0]], ADV)  # tiny normals
    add([-D, -D, -D], [D, D, D], ONE, box_planes([-D, -D, -D], [D, D, D]), ADV)
    add([-D, 0, 0], [D, 0, 0], ONE, [[D, D, D, -D], [-D, D, 0, D]], ADV)
    for _ in range(n // 5):                                               # exact contact fraction, max_t there
        nr = [int_normal(rng, 3) for _ in range(rng.randint(1, 5))]
        o = [rnd_units(rng, 50) for _ in range(3)]
        dl = [rng.randint(-100, 100) * ONE for _ in range(3)]
        k = rng.choice([0, 1, ONE, ONE - 1, rng.randint(0, ONE)])
        p = [o[i] + k * dl[i] // ONE for i in range(3)]
        pl = []
        for nv in nr:
            d = exact_d(nv, p) + rng.choice([0, 0, 0, rng.randint(0, 50 * ONE)])
            pl.append(nv + [clamp_dom(d)])
        add(o, dl, rng.choice([k, k, k - 1, ONE]), pl, ADV)
    for _ in range(n // 10):                                              # box planes, grazing a face/edge
        lo = [rnd_units(rng, 100) for _ in range(3)]
        hi = [lo[i] + rng.randint(1, 50 * ONE) for i in range(3)]
        ax = rng.randrange(3)
        o = [rng.randint(lo[i], hi[i]) for i in range(3)]
        o[ax] = rng.choice([lo[ax], hi[ax]]) + rng.choice([-1, 0, 1])
        ax2 = (ax + 1) % 3
        o[ax2] = lo[ax2] - 10 * ONE
        dl = [0, 0, 0]
        dl[ax2] = 20 * ONE + rng.randint(0, 100 * ONE)
        add(o, dl, ONE, box_planes(lo, hi), ADV)
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


@tvset("segment3_planes_raycast", "plane_b", 8 + 4 * NPL, HIT3_COLS)
def _pl(rng, n):
    return planes_cases(rng, n)


@_pl.register_oracle
def _plo(inp):
    return planes_oracle(inp)
