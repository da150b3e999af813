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
        tgt.append(rng.randint(lo[i] - w // 10, hi[i] + w // 10))
    o = [rnd_units(rng, units) for _ in range(dim)]
    s = F(rng.randint(600, 2000), 1000)
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
    for _ in range(max(1, n // 2 // 8)):
        lo, hi = rand_box(rng, dim, 200)
        tgt = boundary_point(rng, lo, hi, rng.randint(1, dim))
        o = outside_origin(rng, lo, hi, 400)
        k = rng.choice([1, 2])
        add(o, [k * (tgt[i] - o[i]) for i in range(dim)], lo, hi)
    # ... and 1 LSB beside them (just missing or just grazing)
    for _ in range(max(1, n // 2 // 12)):
        lo, hi = rand_box(rng, dim, 200)
        tgt = boundary_point(rng, lo, hi, rng.randint(2, dim) if dim > 2 else 2)
        tgt[rng.randrange(dim)] += rng.choice([-1, 1])
        o = outside_origin(rng, lo, hi, 400)
        add(o, [2 * (tgt[i] - o[i]) for i in range(dim)], lo, hi)
    # parallel to a face: in its plane, 1 LSB inside, 1 LSB outside
    for _ in range(max(1, n // 2 // 12)):
        lo, hi = rand_box(rng, dim, 200)
        ax = rng.randrange(dim)
        o = outside_origin(rng, lo, hi, 400)
        o[ax] = rng.choice([lo[ax], hi[ax]]) + rng.choice([-1, 0, 0, 1])
        tgt = [rng.randint(lo[i], hi[i]) for i in range(dim)]
        d = [2 * (tgt[i] - o[i]) for i in range(dim)]
        d[ax] = 0
        add(o, d, lo, hi)
    # start inside, start on a face / edge / corner, moving in, out or along
    for _ in range(max(1, n // 2 // 12)):
        lo, hi = rand_box(rng, dim, 200)
        if rng.random() < 0.3:
            o = [rng.randint(lo[i], hi[i]) for i in range(dim)]
        else:
            o = boundary_point(rng, lo, hi, rng.randint(1, dim))
        d = [rnd_units(rng, 300) for _ in range(dim)]
        add(o, d, lo, hi, rng.choice([ONE, ONE // 3, 0]))
    # t exactly 0 from outside: origin 1 LSB outside, moving away or along
    for _ in range(max(1, n // 2 // 24)):
        lo, hi = rand_box(rng, dim, 200)
        o = boundary_point(rng, lo, hi, 1)
        ax = [i for i in range(dim) if o[i] in (lo[i], hi[i])][0]
        o[ax] += -1 if o[ax] == lo[ax] else 1
        add(o, [rnd_units(rng, 300) for _ in range(dim)], lo, hi)
    # max_t cutting the hit off, exactly at the hit, and odd max_t values
    if with_max_t:
        for _ in range(max(1, n // 2 // 10)):
            lo, hi = rand_box(rng, dim, 200)
            tgt = boundary_point(rng, lo, hi, 1)
            o = outside_origin(rng, lo, hi, 400)
            d = [2 * (tgt[i] - o[i]) for i in range(dim)]
            mt = rng.choice([ONE // 2, ONE // 2 - 1, ONE // 2 + 1, 0, -1, ONE + 1, I32_MAX, I32_MIN,
                             rng.randint(0, ONE)])
            add(o, d, lo, hi, mt)
    # end point exactly on a face (t = 1) and 1 LSB short of it
    for _ in range(max(1, n // 2 // 16)):
        lo, hi = rand_box(rng, dim, 200)
        tgt = boundary_point(rng, lo, hi, 1)
        o = outside_origin(rng, lo, hi, 400)
        d = [tgt[i] - o[i] for i in range(dim)]
        ax = rng.randrange(dim)
        if rng.random() < 0.5 and d[ax] != 0:
            d[ax] -= 1 if d[ax] > 0 else -1
        add(o, d, lo, hi)
    # zero-length segment inside, on the surface, 1 LSB outside
    for _ in range(max(1, n // 2 // 16)):
        lo, hi = rand_box(rng, dim, 200)
        o = boundary_point(rng, lo, hi, rng.randint(0, dim))
        if rng.random() < 0.4:
            o[rng.randrange(dim)] += rng.choice([-1, 1])
        add(o, zero, lo, hi)
    # degenerate boxes: flat, a single point, inverted by 1 LSB
    for _ in range(max(1, n // 2 // 12)):
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
    for _ in range(max(1, n // 2 // 16)):
        lo, hi = rand_box(rng, dim, 200)
        ax = rng.randrange(dim)
        o = [rng.randint(lo[i], hi[i]) for i in range(dim)]
        side = rng.choice([-1, 1])
        o[ax] = (lo[ax] - rng.choice([1, 2])) if side > 0 else (hi[ax] + rng.choice([1, 2]))
        d = [rng.choice([-1, 0, 1]) for _ in range(dim)]
        d[ax] = side * rng.choice([1, 1, 2, rnd_units(rng, 100)])
        add(o, d, lo, hi)
    # domain edges
    for _ in range(max(1, n // 2 // 16)):
        lo = [rng.choice([-D, D - ONE, rnd(rng)]) for _ in range(dim)]
        hi = [rng.choice([D, l + 1, l]) if l < D else D for l in lo]
        hi = [max(l, h) for l, h in zip(lo, hi)]
        o = [rng.choice([-D, D, rnd(rng)]) for _ in range(dim)]
        tgt = [rng.randint(lo[i], hi[i]) for i in range(dim)]
        d = [clampd(tgt[i] - o[i]) if rng.random() < 0.8 else rng.choice([-D, D]) for i in range(dim)]
        add(o, d, lo, hi)
    # out of domain / any int32: no hit
    for _ in range(max(1, n // 2 // 16)):
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


# ---------------------------------------------------------------- oriented box

def rot_signed_perm(rng):
    p = rng.sample(range(3), 3)
    axes = []
    for i in range(3):
        a = [0, 0, 0]
        a[p[i]] = rng.choice([-ONE, ONE])
        axes.append(a)
    return axes


def rot_quat(rng):
    """A random rotation (unit quaternion), columns rounded to Q16.16."""
    while True:
        w, x, y, z = [rng.gauss(0, 1) for _ in range(4)]
        n = (w * w + x * x + y * y + z * z) ** 0.5
        if n > 1e-3:
            break
    w, x, y, z = w / n, x / n, y / n, z / n
    m = [[1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)],
         [2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)],
         [2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)]]
    return [[int(round(m[r][c] * ONE)) for r in range(3)] for c in range(3)]


def rot_about_axis(rng):
    import math as _m
    ang = rng.choice([_m.pi / 4, _m.pi / 6, rng.uniform(0, 2 * _m.pi)])
    c, s = _m.cos(ang), _m.sin(ang)
    k = rng.randrange(3)
    i, j = [a for a in range(3) if a != k]
    axes = [[0, 0, 0] for _ in range(3)]
    axes[k][k] = ONE
    axes[i][i], axes[i][j] = int(round(c * ONE)), int(round(s * ONE))
    axes[j][i], axes[j][j] = int(round(-s * ONE)), int(round(c * ONE))
    return axes


def apply_rot(axes, v):
    """sum_i v[i] * axes[i] with raw Q16.16 inputs: exact rational world vector."""
    return [sum(F(v[i]) * F(axes[i][r], ONE) for i in range(3)) for r in range(3)]


def rnd_raw(v):
    return to_raw_nearest(v / ONE) if isinstance(v, F) else v


def obb_inputs(o, d, lo, hi, axes, pos, mt):
    return list(o) + list(d) + list(lo) + list(hi) + axes[0] + axes[1] + axes[2] + list(pos) + [mt]


def obb_cases(rng, n):
    out = []
    # exact rotations (signed permutations): the AABB edge-case families, moved into the world
    for (inp, fl) in ray_cases(rng, n // 2, 3):
        o, d, lo, hi, mt = inp[0:3], inp[3:6], inp[6:9], inp[9:12], inp[12]
        axes = rot_signed_perm(rng) if rng.random() < 0.85 else [[ONE, 0, 0], [0, ONE, 0], [0, 0, ONE]]
        pos = [rnd_units(rng, 100) for _ in range(3)]
        if fl & OOD:
            out.append((obb_inputs(o, d, lo, hi, axes, pos, mt), fl))
            continue
        wo = [int(x) + pos[r] for r, x in enumerate(apply_rot(axes, o))]
        wd = [int(x) for x in apply_rot(axes, d)]
        if not in_domain(*wo, *wd):
            continue
        out.append((obb_inputs(wo, wd, lo, hi, axes, pos, mt), fl))
    # general rotations, aimed within ~1 LSB at a corner / edge / face point of the box
    for _ in range(n // 8):
        axes = rng.choice([rot_quat, rot_about_axis])(rng)
        lo, hi = rand_box(rng, 3, 200)
        pos = [rnd_units(rng, 300) for _ in range(3)]
        tgt_l = boundary_point(rng, lo, hi, rng.randint(1, 3))
        tgt = [rnd_raw(x) + pos[r] for r, x in enumerate(apply_rot(axes, tgt_l))]
        o = [pos[r] + rnd_units(rng, 600) for r in range(3)]
        k = rng.choice([1, 2])
        out.append((obb_inputs(o, [k * (tgt[r] - o[r]) for r in range(3)], lo, hi, axes, pos, ONE), ADV))
    # start inside / on the surface with a general rotation
    for _ in range(n // 16):
        axes = rng.choice([rot_quat, rot_about_axis])(rng)
        lo, hi = rand_box(rng, 3, 200)
        pos = [rnd_units(rng, 300) for _ in range(3)]
        pl = [rng.randint(lo[i], hi[i]) for i in range(3)]
        o = [rnd_raw(x) + pos[r] for r, x in enumerate(apply_rot(axes, pl))]
        out.append((obb_inputs(o, [rnd_units(rng, 300) for _ in range(3)], lo, hi, axes, pos, ONE), ADV))
    # slightly non-orthonormal axes: the transform is used as given
    for _ in range(n // 16):
        axes = rot_quat(rng)
        axes = [[a + rng.randint(-300, 300) for a in ax] for ax in axes]
        lo, hi = rand_box(rng, 3, 200)
        pos = [rnd_units(rng, 300) for _ in range(3)]
        o = [rnd_units(rng, 600) for _ in range(3)]
        tgt = [rnd_units(rng, 200) + pos[r] for r in range(3)]
        out.append((obb_inputs(o, [2 * (tgt[r] - o[r]) for r in range(3)], lo, hi, axes, pos, ONE), ADV))
    # object-space values leaving the domain (far from pos), axes out of range, any int32
    for _ in range(max(1, n // 24)):
        axes = rot_signed_perm(rng)
        lo, hi = rand_box(rng, 3, 100)
        r = rng.random()
        if r < 0.4:
            pos = [-D, -D, -D]
            o = [D, D - ONE, D]
            d = [-D, -D, -D]
            out.append((obb_inputs(o, d, lo, hi, axes, pos, ONE), ADV | OOD))
        elif r < 0.7:
            axes[rng.randrange(3)][rng.randrange(3)] = rng.choice([2 * ONE + 1, -2 * ONE - 1, I32_MIN, I32_MAX])
            out.append((obb_inputs([0, 0, 0], [ONE, ONE, ONE], lo, hi, axes, [0, 0, 0], ONE), ADV | OOD))
        else:
            v = obb_inputs([0] * 3, [ONE] * 3, lo, hi, axes, [0] * 3, ONE)
            v[rng.randrange(24)] = rnd_any(rng)
            out.append((v, ADV | OOD))
    # random: general rotations, aimed at the box
    while len(out) < n:
        sc = rng.choice([(20, 10), (200, 100), (1000, 500), (3000, 1500)])
        axes = rot_quat(rng)
        lo, hi = rand_box(rng, 3, sc[1])
        pos = [rnd_units(rng, sc[1]) for _ in range(3)]
        tl = [rng.randint(lo[i], hi[i]) for i in range(3)]
        tgt = [rnd_raw(x) + pos[r] for r, x in enumerate(apply_rot(axes, tl))]
        o = [clampd(pos[r] + rnd_units(rng, sc[0])) for r in range(3)]
        s = F(rng.randint(600, 2000), 1000)
        d = [clampd(int((tgt[r] - o[r]) * s)) for r in range(3)]
        mt = ONE if rng.random() < 0.7 else rng.randint(0, ONE)
        v = obb_inputs(o, d, lo, hi, axes, pos, mt)
        out.append((v, ADV if obb_rounding_sensitive(v) else 0))
    return out[:n]


def obb_rounding_sensitive(inp):
    """True when the answer moves by more than 1 LSB (or changes) if the object-space
    segment is NOT rounded to Q16.16: such a vector tests the documented rounding itself
    (e.g. a shallow entry angle magnifies it), which a float build cannot reproduce."""
    o, d, lo, hi = inp[0:3], inp[3:6], inp[6:9], inp[9:12]
    axes = [inp[12:15], inp[15:18], inp[18:21]]
    pos, mt = inp[21:24], inp[24]
    rel = [o[j] - pos[j] for j in range(3)]
    eo = [F(sum(axes[i][j] * rel[j] for j in range(3)), ONE * ONE) for i in range(3)]
    ed = [F(sum(axes[i][j] * d[j] for j in range(3)), ONE * ONE) for i in range(3)]
    ex = slab_first_hit(eo, ed, [q(x) for x in lo], [q(x) for x in hi], min(q(mt), F(1)))
    r = obb_oracle(inp)
    if (ex is None) != (r[0] == 0):
        return True
    if ex is None:
        return False
    t, ax, sg = ex
    if r[5:8] != ([F(0)] * 3 if ax < 0 else [sg * q(a) for a in axes[ax]]):
        return True
    return any(abs((q(o[j]) + t * q(d[j]) - r[2 + j]) * ONE) > 1 for j in range(3))


def obb_oracle(inp):
    o, d, lo, hi = inp[0:3], inp[3:6], inp[6:9], inp[9:12]
    axes = [inp[12:15], inp[15:18], inp[18:21]]
    pos, mt = inp[21:24], inp[24]
    miss = [0] * 8
    if not in_domain(*o, *d, *lo, *hi, *pos) or any(abs(a) > 2 * ONE for ax in axes for a in ax):
        return miss
    # object space, by definition: each coordinate the dot product with axis i, rounded
    rel = [o[j] - pos[j] for j in range(3)]
    lo_o = [to_raw_nearest(F(sum(axes[i][j] * rel[j] for j in range(3)), ONE * ONE)) for i in range(3)]
    lo_d = [to_raw_nearest(F(sum(axes[i][j] * d[j] for j in range(3)), ONE * ONE)) for i in range(3)]
    if not in_domain(*lo_o, *lo_d):
        return miss
    res = slab_first_hit([q(x) for x in lo_o], [q(x) for x in lo_d], [q(x) for x in lo], [q(x) for x in hi],
                         min(q(mt), F(1)))
    if res is None:
        return miss
    t, ax, sg = res
    p = [q(o[j]) + t * q(d[j]) for j in range(3)]
    n = [F(0)] * 3 if ax < 0 else [sg * q(a) for a in axes[ax]]
    return [1, t] + p + n


@tvset("segment3_obb3_raycast", "segbox_c", 25, hit_cols(3, T_TOL, P_TOL))
def _ob(rng, n):
    return obb_cases(rng, n)


@_ob.register_oracle
def _obo(inp):
    return obb_oracle(inp)


# ---------------------------------------------------------------- batches

NB = 8   # boxes per vector (tests/cases/segbox.c TV_BATCH)


def box_near(rng, p, dim, size):
    lo = [p[i] - rng.randint(1, size) for i in range(dim)]
    hi = [p[i] + rng.randint(1, size) for i in range(dim)]
    return lo, hi


def batch_cases(rng, n, dim):
    out = []

    def add(o, d, mt, cnt, boxes, fl):
        flat = []
        for lo, hi in boxes:
            flat += list(lo) + list(hi)
        while len(flat) < NB * 2 * dim:
            flat += [0] * dim + [-1] * dim           # padding: inverted (never looked at)
        out.append((list(o) + list(d) + [mt, cnt] + flat, fl))

    while len(out) < n:
        adv = len(out) < n * 6 // 10
        sc = rng.choice([50, 500, 3000]) if not adv else rng.choice([50, 200])
        o = [rnd_units(rng, sc) for _ in range(dim)]
        e = [rnd_units(rng, sc) for _ in range(dim)]
        d = [clampd(e[i] - o[i]) for i in range(dim)]
        cnt = rng.randint(1, NB)
        size = max(2, sc * ONE // 8)
        boxes = []
        for _ in range(cnt):
            r = rng.random()
            tt = F(rng.randint(-100, 1100), 1000)
            p = [o[i] + int(tt * d[i]) for i in range(dim)]
            if r < 0.7:                               # on (or near) the path
                p = [x + rng.randint(-size // 2, size // 2) for x in p]
            else:                                     # anywhere
                p = [rnd_units(rng, sc) for _ in range(dim)]
            boxes.append(box_near(rng, p, dim, size))
        mt = ONE if rng.random() < 0.7 else rng.randint(0, ONE)
        fl = 0
        if adv:
            fl = ADV
            k = rng.random()
            if k < 0.2 and cnt >= 2:                  # duplicate: a tie, lowest index wins
                i, j = sorted(rng.sample(range(cnt), 2))
                boxes[j] = boxes[i]
                if rng.random() < 0.5:
                    boxes[i], boxes[j] = boxes[j], boxes[i]
            elif k < 0.4 and cnt >= 2:                # two boxes sharing an entry plane
                i, j = rng.sample(range(cnt), 2)
                lo, hi = boxes[i]
                ax = rng.randrange(dim)
                sh = rng.randrange(dim)
                lo2, hi2 = list(lo), list(hi)
                if sh != ax:
                    w = hi[sh] - lo[sh]
                    off = rng.randint(-w // 2, w // 2)
                    lo2[sh] += off
                    hi2[sh] += off
                boxes[j] = (lo2, hi2)
                # aim at the shared entry face of box i, through the part both boxes share
                tgt = [rng.randint(max(lo[a], lo2[a]), min(hi[a], hi2[a])) for a in range(dim)]
                tgt[ax] = lo[ax] if o[ax] < lo[ax] else hi[ax]
                d = [clampd(2 * (tgt[a] - o[a])) for a in range(dim)]
            elif k < 0.55:                            # start inside one or more boxes
                i = rng.randrange(cnt)
                lo, hi = boxes[i]
                o = [rng.randint(lo[a], hi[a]) for a in range(dim)]
                if rng.random() < 0.5:
                    o[0] = lo[0]
                if rng.random() < 0.4 and cnt >= 2:
                    boxes[rng.randrange(cnt)] = (lo, hi)
            elif k < 0.65:                            # inverted and out-of-domain boxes mixed in
                for _ in range(rng.randint(1, 3)):
                    i = rng.randrange(cnt)
                    lo, hi = list(boxes[i][0]), list(boxes[i][1])
                    if rng.random() < 0.5:
                        a = rng.randrange(dim)
                        lo[a], hi[a] = hi[a] + 1, hi[a]
                    else:
                        lo[rng.randrange(dim)] = rng.choice([-D - 1, I32_MIN])
                    boxes[i] = (lo, hi)
            elif k < 0.72:                            # count 0, max_t < 0 or 0
                if rng.random() < 0.5:
                    cnt, boxes = 0, []
                else:
                    mt = rng.choice([-1, 0, I32_MIN])
            elif k < 0.8:                             # segment out of the domain
                o[rng.randrange(dim)] = rng.choice([D + 1, I32_MAX, I32_MIN])
                fl = ADV | OOD
            else:                                     # hits at box corners: boxes around points of the path
                for i in range(cnt):
                    tt = F(rng.randint(0, 8), 8)
                    p = [o[a] + tt * d[a] for a in range(dim)]
                    if all(x.denominator == 1 for x in p):
                        p = [int(x) for x in p]
                        lo = [p[a] - (0 if rng.random() < 0.5 else rng.randint(1, size)) for a in range(dim)]
                        hi = [p[a] + (0 if rng.random() < 0.5 else rng.randint(1, size)) for a in range(dim)]
                        boxes[i] = (lo, hi)
        add(o, d, mt, cnt, boxes, fl)
    return out


def batch_oracle(inp, dim):
    o, d = inp[0:dim], inp[dim:2 * dim]
    mt, cnt = inp[2 * dim], inp[2 * dim + 1]
    cnt = max(0, min(NB, cnt))
    base = 2 * dim + 2
    best = None
    for i in range(cnt):
        b = inp[base + 2 * dim * i: base + 2 * dim * (i + 1)]
        r = ray_oracle(o + d + b + [mt], dim)     # the single-box answer, exact t
        if r[0] == 1 and (best is None or r[1] < best[1][1]):
            best = (i, r)
    if best is None:
        return [0] * (3 + 2 * dim)
    i, r = best
    return [1, i] + r[1:]


def batch_cols(dim):
    axes = "xyz"[:dim]
    return ([exact("hit"), exact("index"), scalar("t", T_TOL, 22)] + [scalar("p" + a, P_TOL) for a in axes] +
            [scalar("n" + a, 0, 30) for a in axes])


@tvset("segment3_aabb3_batch_nearest", "segbox_d", 8 + NB * 6, batch_cols(3))
def _bn3(rng, n):
    return batch_cases(rng, n, 3)


@_bn3.register_oracle
def _bno3(inp):
    return batch_oracle(inp, 3)


@tvset("segment2_aabb2_batch_nearest", "segbox_c", 6 + NB * 4, batch_cols(2))
def _bn2(rng, n):
    return batch_cases(rng, n, 2)


@_bn2.register_oracle
def _bno2(inp):
    return batch_oracle(inp, 2)


def boverlap_cases(rng, n):
    out = []
    while len(out) < n:
        sc = rng.choice([10, 100, 2000])
        lo, hi = rand_box(rng, 3, sc)
        cnt = rng.randint(0, NB)
        cap = rng.randint(0, NB)
        boxes = []
        fl = 0 if len(out) > n // 2 else ADV
        for _ in range(NB):
            blo, bhi = rand_box(rng, 3, sc)
            if fl and rng.random() < 0.5:             # touching a face / edge / corner, +-1 LSB
                for ax in rng.sample(range(3), rng.randint(1, 3)):
                    w = bhi[ax] - blo[ax]
                    gap = rng.choice([0, 0, 1, -1])
                    if rng.random() < 0.5:
                        blo[ax] = hi[ax] + gap
                    else:
                        blo[ax] = lo[ax] - w - gap
                    bhi[ax] = blo[ax] + w
            if fl and rng.random() < 0.1:             # inverted
                ax = rng.randrange(3)
                blo[ax], bhi[ax] = bhi[ax] + 1, bhi[ax]
            boxes += blo + bhi
        if fl and rng.random() < 0.1:                 # any int32 (comparisons only)
            boxes = [rnd_any(rng) for _ in boxes]
            fl = ADV | OOD
        if fl and rng.random() < 0.15:               # every box overlaps: capacity matters most
            boxes = (lo + hi) * NB
            cnt = NB
        out.append((lo + hi + [cnt, cap] + boxes, fl))
    return out


def boverlap_oracle(inp):
    lo, hi = inp[0:3], inp[3:6]
    cnt, cap = max(0, min(NB, inp[6])), max(0, min(NB, inp[7]))
    hits = []
    for i in range(cnt):
        b = inp[8 + 6 * i: 14 + 6 * i]
        blo, bhi = b[0:3], b[3:6]
        if all(lo[a] <= hi[a] and blo[a] <= bhi[a] and lo[a] <= bhi[a] and blo[a] <= hi[a] for a in range(3)):
            hits.append(i)
    written = hits[:cap]
    return [len(hits)] + written + [-1] * (NB - len(written))


@tvset("aabb3_aabb3_batch_overlap", "segbox_e", 8 + NB * 6, [exact("total")] + [exact("i%d" % k) for k in range(NB)])
def _bo(rng, n):
    return boverlap_cases(rng, n)


@_bo.register_oracle
def _boo(inp):
    return boverlap_oracle(inp)
