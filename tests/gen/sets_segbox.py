"""Segment vs box: raycast (seeds 000/002 slabs, 001 A.18 Woo, 004 quick rejection), the
seed-003 boolean with entry/exit fractions, point in box, oriented box, batch queries.

The oracles work on exact rationals from the definitions:
  - the raycast oracle takes the set {t in [0, max_t] : origin + t*delta in the closed box}
    (an interval, the intersection of one interval per axis) and reports its lower end;
    the face is found afterwards from the hit POINT: an axis whose face plane contains the
    point and whose slab did not contain the origin (lowest such axis);
  - the Woo oracle follows A.18 literally (candidate planes, farthest one, point-in-face);
  - the overlap oracle follows seed 003 (t1/t2 per axis, swapped, max of minima <= min of
    maxima) clipped to [0, 1].
Inputs are raw Q16.16; the box is given as min then max.
"""
from tvgen import *

ZERO_HIT3 = [0] * 8
ZERO_HIT2 = [0] * 6


# ---------------------------------------------------------------- oracles

def slab_first_hit(o, d, lo, hi, mt):
    """Exact first t in [0, mt] with o + t*d in [lo, hi] (closed), or None.
    o, d, lo, hi: lists of Fractions; returns (t, axis or -1, sign)."""
    dim = len(o)
    if mt < 0 or any(lo[i] > hi[i] for i in range(dim)):
        return None
    a, b = F(0), mt
    for i in range(dim):
        if d[i] == 0:
            if not (lo[i] <= o[i] <= hi[i]):
                return None
            continue
        u, v = (lo[i] - o[i]) / d[i], (hi[i] - o[i]) / d[i]
        if u > v:
            u, v = v, u
        a, b = max(a, u), min(b, v)
    if a > b:
        return None
    if a == 0:
        return (F(0), -1, 0)
    p = [o[i] + a * d[i] for i in range(dim)]
    for i in range(dim):     # lowest axis whose face holds p and whose slab missed the origin
        if (o[i] < lo[i] and p[i] == lo[i]) or (o[i] > hi[i] and p[i] == hi[i]):
            return (a, i, -1 if o[i] < lo[i] else 1)
    raise AssertionError("entry with no face")


def hit_outputs(o, d, res, dim):
    t, ax, sg = res
    p = [o[i] + t * d[i] for i in range(dim)]
    n = [F(0)] * dim
    if ax >= 0:
        n[ax] = F(sg)
    return [1, t] + p + n


def ray_oracle(inp, dim):
    o = [q(x) for x in inp[0:dim]]
    d = [q(x) for x in inp[dim:2 * dim]]
    lo = [q(x) for x in inp[2 * dim:3 * dim]]
    hi = [q(x) for x in inp[3 * dim:4 * dim]]
    mt_raw = inp[4 * dim]
    if not in_domain(*inp[:4 * dim]):
        return [0] * (2 + 2 * dim)
    res = slab_first_hit(o, d, lo, hi, min(q(mt_raw), F(1)))
    if res is None:
        return [0] * (2 + 2 * dim)
    return hit_outputs(o, d, res, dim)


def woo_oracle(inp):
    """Seed 001 A.18 in exact arithmetic, closed box, fixgeom's start-inside rule."""
    o = [q(x) for x in inp[0:3]]
    d = [q(x) for x in inp[3:6]]
    lo = [q(x) for x in inp[6:9]]
    hi = [q(x) for x in inp[9:12]]
    mt = min(q(inp[12]), F(1))
    miss = [0] * 8
    if not in_domain(*inp[:12]) or mt < 0 or any(lo[i] > hi[i] for i in range(3)):
        return miss
    inside = True
    ts, ns = [], []
    for i in range(3):
        if o[i] < lo[i]:
            tt = lo[i] - o[i]
            if tt > d[i]:
                return miss
            ts.append(tt / d[i])
            ns.append(-1)
            inside = False
        elif o[i] > hi[i]:
            tt = hi[i] - o[i]
            if tt < d[i]:
                return miss
            ts.append(tt / d[i])
            ns.append(1)
            inside = False
        else:
            ts.append(F(-1))
            ns.append(0)
    if inside:
        return [1, F(0)] + o + [F(0)] * 3
    which, t = 0, ts[0]
    if ts[1] > t:
        which, t = 1, ts[1]
    if ts[2] > t:
        which, t = 2, ts[2]
    if t > mt:
        return miss
    p = [o[i] + d[i] * t for i in range(3)]
    for i in range(3):
        if i != which and (p[i] < lo[i] or p[i] > hi[i]):
            return miss
    n = [F(0)] * 3
    n[which] = F(ns[which])
    return [1, t] + p + n


def overlap_oracle(inp, dim):
    """Seed 003: per axis t1, t2 swapped so t1 <= t2; hit iff max(minima) <= min(maxima),
    with the segment's own [0, 1]."""
    if not in_domain(*inp[:4 * dim]):
        return [0, 0, 0]
    o = [q(x) for x in inp[0:dim]]
    d = [q(x) for x in inp[dim:2 * dim]]
    lo = [q(x) for x in inp[2 * dim:3 * dim]]
    hi = [q(x) for x in inp[3 * dim:4 * dim]]
    tmins, tmaxs = [F(0)], [F(1)]
    for i in range(dim):
        if lo[i] > hi[i]:
            return [0, 0, 0]
        if d[i] == 0:
            if o[i] < lo[i] or o[i] > hi[i]:
                return [0, 0, 0]
            continue
        t1, t2 = (lo[i] - o[i]) / d[i], (hi[i] - o[i]) / d[i]
        if t1 > t2:
            t1, t2 = t2, t1
        tmins.append(t1)
        tmaxs.append(t2)
    a, b = max(tmins), min(tmaxs)
    if a > b:
        return [0, 0, 0]
    return [1, a, b]


# ---------------------------------------------------------------- case builders

def rand_box(rng, dim, units):
    lo, hi = [], []
    for _ in range(dim):
        a, b = ordered(rng, rnd_units(rng, units), rnd_units(rng, units))
        lo.append(a)
        hi.append(b)
    return lo, hi


def clampd(v):
    return max(-D, min(D, v))


def boundary_point(rng, lo, hi, kind):
    """A point of the box's surface: kind = number of coordinates put on a face
    (1 face, 2 edge, 3 corner; capped at dim)."""
    dim = len(lo)
    p = [rng.randint(lo[i], hi[i]) for i in range(dim)]
    for ax in rng.sample(range(dim), min(kind, dim)):
        p[ax] = rng.choice([lo[ax], hi[ax]])
    return p


def outside_origin(rng, lo, hi, units):
    dim = len(lo)
    while True:
        o = [rnd_units(rng, units) for _ in range(dim)]
        if any(o[i] < lo[i] or o[i] > hi[i] for i in range(dim)):
            return o


def aimed(rng, dim, units, box_units):
    """Random segment aimed at (a neighbourhood of) a random box: hits are frequent."""
    lo, hi = rand_box(rng, dim, box_units)
    tgt = []
    for i in range(dim):
        w = hi[i] - lo[i]
        tgt.append(rng.randint(lo[i] - w // 5, hi[i] + w // 5))
    o = [rnd_units(rng, units) for _ in range(dim)]
    s = F(rng.randint(300, 2000), 1000)
    d = [clampd(int((tgt[i] - o[i]) * s)) for i in range(dim)]
    return o, d, lo, hi


def ray_cases(rng, n, dim, with_max_t=True):
    """Cases for a raycast (inputs: o, d, lo, hi[, max_t])."""
    out = []
    one = [ONE] * dim
    zero = [0] * dim

    def add(o, d, lo, hi, mt=ONE, fl=ADV):
        out.append((list(o) + list(d) + list(lo) + list(hi) + ([mt] if with_max_t else []), fl))

    def e(i, v=ONE):
        r = [0] * dim
        r[i] = v
        return r

    half = [ONE // 2] * dim
    # seed-style examples: unit box, from each side; straight through; a miss; inside
    for ax in range(dim):
        o = list(half)
        o[ax] = -ONE
        add(o, e(ax, 3 * ONE), zero, one, ONE, 0)             # t = 1/3, normal -axis
        o[ax] = 2 * ONE
        add(o, e(ax, -3 * ONE), zero, one, ONE, 0)            # from the max side
        o2 = list(o)
        o2[(ax + 1) % dim] = 3 * ONE
        add(o2, e(ax, -3 * ONE), zero, one, ONE, 0)           # passes beside: miss
    add(half, e(0), zero, one, ONE, 0)                       # inside
    add([-ONE] * dim, [3 * ONE] * dim, zero, one, ONE, 0)    # through the corner (tie)
    add([-ONE] * dim, [ONE // 2] * dim, zero, one, ONE, 0)   # stops short
    # a corner / edge / face point hit exactly at t = 1 or t = 1/2 (ties between axes)
    for _ in range(max(1, n // 8)):
        lo, hi = rand_box(rng, dim, 200)
        tgt = boundary_point(rng, lo, hi, rng.randint(1, dim))
        o = outside_origin(rng, lo, hi, 400)
        k = rng.choice([1, 2])
        add(o, [k * (tgt[i] - o[i]) for i in range(dim)], lo, hi)
    # ... and 1 LSB beside them (just missing or just grazing)
    for _ in range(max(1, n // 12)):
        lo, hi = rand_box(rng, dim, 200)
        tgt = boundary_point(rng, lo, hi, rng.randint(2, dim) if dim > 2 else 2)
        tgt[rng.randrange(dim)] += rng.choice([-1, 1])
        o = outside_origin(rng, lo, hi, 400)
        add(o, [2 * (tgt[i] - o[i]) for i in range(dim)], lo, hi)
    # parallel to a face: in its plane, 1 LSB inside, 1 LSB outside
    for _ in range(max(1, n // 12)):
        lo, hi = rand_box(rng, dim, 200)
        ax = rng.randrange(dim)
        o = outside_origin(rng, lo, hi, 400)
        o[ax] = rng.choice([lo[ax], hi[ax]]) + rng.choice([-1, 0, 0, 1])
        tgt = [rng.randint(lo[i], hi[i]) for i in range(dim)]
        d = [2 * (tgt[i] - o[i]) for i in range(dim)]
        d[ax] = 0
        add(o, d, lo, hi)
    # start inside, start on a face / edge / corner, moving in, out or along
    for _ in range(max(1, n // 12)):
        lo, hi = rand_box(rng, dim, 200)
        if rng.random() < 0.3:
            o = [rng.randint(lo[i], hi[i]) for i in range(dim)]
        else:
            o = boundary_point(rng, lo, hi, rng.randint(1, dim))
        d = [rnd_units(rng, 300) for _ in range(dim)]
        add(o, d, lo, hi, rng.choice([ONE, ONE // 3, 0]))
    # t exactly 0 from outside: origin 1 LSB outside, moving away or along
    for _ in range(max(1, n // 24)):
        lo, hi = rand_box(rng, dim, 200)
        o = boundary_point(rng, lo, hi, 1)
        ax = [i for i in range(dim) if o[i] in (lo[i], hi[i])][0]
        o[ax] += -1 if o[ax] == lo[ax] else 1
        add(o, [rnd_units(rng, 300) for _ in range(dim)], lo, hi)
    # max_t cutting the hit off, exactly at the hit, and odd max_t values
    if with_max_t:
        for _ in range(max(1, n // 10)):
            lo, hi = rand_box(rng, dim, 200)
            tgt = boundary_point(rng, lo, hi, 1)
            o = outside_origin(rng, lo, hi, 400)
            d = [2 * (tgt[i] - o[i]) for i in range(dim)]
            mt = rng.choice([ONE // 2, ONE // 2 - 1, ONE // 2 + 1, 0, -1, ONE + 1, I32_MAX, I32_MIN,
                             rng.randint(0, ONE)])
            add(o, d, lo, hi, mt)
    # end point exactly on a face (t = 1) and 1 LSB short of it
    for _ in range(max(1, n // 16)):
        lo, hi = rand_box(rng, dim, 200)
        tgt = boundary_point(rng, lo, hi, 1)
        o = outside_origin(rng, lo, hi, 400)
        d = [tgt[i] - o[i] for i in range(dim)]
        ax = rng.randrange(dim)
        if rng.random() < 0.5 and d[ax] != 0:
            d[ax] -= 1 if d[ax] > 0 else -1
        add(o, d, lo, hi)
    # zero-length segment inside, on the surface, 1 LSB outside
    for _ in range(max(1, n // 16)):
        lo, hi = rand_box(rng, dim, 200)
        o = boundary_point(rng, lo, hi, rng.randint(0, dim))
        if rng.random() < 0.4:
            o[rng.randrange(dim)] += rng.choice([-1, 1])
        add(o, zero, lo, hi)
    # degenerate boxes: flat, a single point, inverted by 1 LSB
    for _ in range(max(1, n // 12)):
        lo, hi = rand_box(rng, dim, 200)
        r = rng.random()
        if r < 0.4:
            ax = rng.randrange(dim)
            hi[ax] = lo[ax]
        elif r < 0.6:
            hi = list(lo)
        else:
            ax = rng.randrange(dim)
            lo[ax], hi[ax] = hi[ax] + 1, hi[ax]
        tgt = boundary_point(rng, lo, hi, 1) if r < 0.6 else [rng.randint(min(lo[i], hi[i]), max(lo[i], hi[i]))
                                                             for i in range(dim)]
        o = [rnd_units(rng, 400) for _ in range(dim)]
        add(o, [rng.choice([1, 2]) * (tgt[i] - o[i]) for i in range(dim)], lo, hi)
    # 1-LSB direction components
    for _ in range(max(1, n // 16)):
        lo, hi = rand_box(rng, dim, 200)
        ax = rng.randrange(dim)
        o = [rng.randint(lo[i], hi[i]) for i in range(dim)]
        side = rng.choice([-1, 1])
        o[ax] = (lo[ax] - rng.choice([1, 2])) if side > 0 else (hi[ax] + rng.choice([1, 2]))
        d = [rng.choice([-1, 0, 1]) for _ in range(dim)]
        d[ax] = side * rng.choice([1, 1, 2, rnd_units(rng, 100)])
        add(o, d, lo, hi)
    # domain edges
    for _ in range(max(1, n // 16)):
        lo = [rng.choice([-D, D - ONE, rnd(rng)]) for _ in range(dim)]
        hi = [rng.choice([D, l + 1, l]) if l < D else D for l in lo]
        hi = [max(l, h) for l, h in zip(lo, hi)]
        o = [rng.choice([-D, D, rnd(rng)]) for _ in range(dim)]
        tgt = [rng.randint(lo[i], hi[i]) for i in range(dim)]
        d = [clampd(tgt[i] - o[i]) if rng.random() < 0.8 else rng.choice([-D, D]) for i in range(dim)]
        add(o, d, lo, hi)
    # out of domain / any int32: no hit
    for _ in range(max(1, n // 16)):
        o, d, lo, hi = aimed(rng, dim, 200, 100)
        v = o + d + lo + hi
        for _ in range(rng.randint(1, 3)):
            v[rng.randrange(len(v))] = rng.choice([D + 1, -D - 1, I32_MIN, I32_MAX, rnd_any(rng)])
        add(v[:dim], v[dim:2 * dim], v[2 * dim:3 * dim], v[3 * dim:], ONE, ADV | OOD)
    # uniform random at several scales, aimed so that hits are frequent
    while len(out) < n:
        sc = rng.choice([(20, 10), (200, 100), (1000, 500), (4000, 2000)])
        o, d, lo, hi = aimed(rng, dim, sc[0], sc[1])
        mt = ONE if rng.random() < 0.7 else rng.randint(0, ONE)
        add(o, d, lo, hi, mt, 0)
    return out


def hit_cols(dim, tol_t, tol_p):
    axes = "xyz"[:dim]
    return ([exact("hit"), scalar("t", tol_t, 22)] + [scalar("p" + a, tol_p) for a in axes] +
            [scalar("n" + a, 0, 30) for a in axes])


# Documented bounds (lib/fg_raycast.h): t 0.5 LSB, point 0.63 LSB, normal exact.
T_TOL, P_TOL = 0.5, 0.63


@tvset("segment3_aabb3_raycast", "segbox_a", 13, hit_cols(3, T_TOL, P_TOL))
def _r3(rng, n):
    return ray_cases(rng, n, 3)


@_r3.register_oracle
def _ro3(inp):
    return ray_oracle(inp, 3)


@tvset("segment3_aabb3_raycast_woo", "segbox_a", 13, hit_cols(3, T_TOL, P_TOL))
def _w3(rng, n):
    return ray_cases(rng, n, 3)


@_w3.register_oracle
def _wo3(inp):
    return woo_oracle(inp)


@tvset("segment2_aabb2_raycast", "segbox_a", 9, hit_cols(2, T_TOL, P_TOL))
def _r2(rng, n):
    return ray_cases(rng, n, 2)


@_r2.register_oracle
def _ro2(inp):
    return ray_oracle(inp, 2)


@tvset("segment3_aabb3_overlap", "segbox_b", 12, [exact("hit"), scalar("t_enter", 0.5, 22),
                                                   scalar("t_exit", 0.5, 22)])
def _v3(rng, n):
    return ray_cases(rng, n, 3, with_max_t=False)


@_v3.register_oracle
def _vo3(inp):
    return overlap_oracle(inp, 3)


@tvset("segment2_aabb2_overlap", "segbox_b", 8, [exact("hit"), scalar("t_enter", 0.5, 22),
                                                  scalar("t_exit", 0.5, 22)])
def _v2(rng, n):
    return ray_cases(rng, n, 2, with_max_t=False)


@_v2.register_oracle
def _vo2(inp):
    return overlap_oracle(inp, 2)


def contains_cases(rng, n, dim):
    out = []
    unit = [0] * dim + [ONE] * dim
    out.append((unit + [ONE // 2] * dim, 0))
    out.append((unit + [2 * ONE] * dim, 0))
    for _ in range(n // 3):                      # on faces / edges / corners, +-1 LSB
        lo, hi = rand_box(rng, dim, 1000)
        p = boundary_point(rng, lo, hi, rng.randint(1, dim))
        if rng.random() < 0.5:
            p[rng.randrange(dim)] += rng.choice([-1, 1])
        out.append((lo + hi + p, ADV))
    for _ in range(n // 8):                      # flat, point and inverted boxes
        lo, hi = rand_box(rng, dim, 100)
        ax = rng.randrange(dim)
        r = rng.random()
        if r < 0.4:
            hi[ax] = lo[ax]
        elif r < 0.6:
            hi = list(lo)
        else:
            lo[ax], hi[ax] = hi[ax] + 1, hi[ax]
        p = [rng.randint(min(lo[i], hi[i]), max(lo[i], hi[i])) for i in range(dim)]
        out.append((lo + hi + p, ADV))
    for _ in range(n // 8):                      # any int32: comparisons only, exact
        out.append(([rnd_any(rng) for _ in range(3 * dim)], ADV | OOD))
    while len(out) < n:
        lo, hi = rand_box(rng, dim, rng.choice([10, 1000, 8192]))
        p = [rng.randint(lo[i] - (hi[i] - lo[i]) // 4, hi[i] + (hi[i] - lo[i]) // 4) for i in range(dim)]
        out.append((lo + hi + p, 0))
    return out


def contains_oracle(inp, dim):
    lo, hi, p = inp[0:dim], inp[dim:2 * dim], inp[2 * dim:3 * dim]
    return [int(all(lo[i] <= p[i] <= hi[i] for i in range(dim)))]


@tvset("aabb3_contains_point", "segbox_b", 9, [exact("inside")])
def _c3(rng, n):
    return contains_cases(rng, n, 3)


@_c3.register_oracle
def _co3(inp):
    return contains_oracle(inp, 3)


@tvset("aabb2_contains_point", "segbox_b", 6, [exact("inside")])
def _c2(rng, n):
    return contains_cases(rng, n, 2)


@_c2.register_oracle
def _co2(inp):
    return contains_oracle(inp, 2)
