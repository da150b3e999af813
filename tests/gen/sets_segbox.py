# SPDX-License-Identifier: MIT
"""Segment vs box: raycast (seeds 000/002 slabs, 001 A.18 Woo, 004 quick rejection), the
seed-003 overlap set with entry/exit fractions, point in box, oriented box, batch queries,
the segment validators.

The oracles work on exact rationals from the definitions (issue 10's contract):
  - domain: the segment's origin AND end (origin + delta, exact) and the box in the
    domain, else rejected (result -1); max_t < 0 or an inverted box: miss;
  - start outside the closed box: the set {t in [0, max_t] : origin + t*delta in the box}
    (one interval per axis, intersected); its lower end is the hit; the face is found from
    the hit POINT: the lowest axis whose face plane holds the point and whose slab did not
    hold the origin;
  - start on the surface: every face plane holding the origin is listed; the cast hits at
    t = 0 only when the motion enters through each of them (into the box on that axis; on a
    flat axis, off it to either side), normal: the lowest such axis' face met;
  - start strictly inside: t = 0, started_inside, the face at the least distance (the six
    face distances in the order x-, x+, y-, y+, z-, z+: the first minimum);
  - the A.18 oracle follows Woo's candidate planes literally for the outside start and
    phrases the start rules per face (outward normal . delta) rather than per axis;
  - the overlap oracle follows seed 003 (t1/t2 per axis, swapped, max of minima <= min of
    maxima) clipped to [0, 1]: the overlap set, no touch rules.
Inputs are raw Q16.16; the box is given as min then max.
"""
from tvgen import *


# ---------------------------------------------------------------- columns

def hit_cols(dim, tol_t, tol_p):
    """The hit record: result (-1 rejected, 0 miss, 1 hit), t, point, normal, started_inside."""
    axes = "xyz"[:dim]
    return ([exact("hit"), scalar("t", tol_t, 22)] + [scalar("p" + a, tol_p) for a in axes] +
            [scalar("n" + a, 0, 30) for a in axes] + [exact("inside")])


def miss_row(dim):
    return [0] * (3 + 2 * dim)


def rej_row(dim):
    return [REJ] + [0] * (2 + 2 * dim)


# Documented bounds (lib/fg_segment.h): t 0.5 LSB, point 0.63 LSB, normal exact.
T_TOL, P_TOL = 0.5, 0.63


def sgn(x):
    return (x > 0) - (x < 0)


def unit_axis(dim, axis, side):
    n = [F(0)] * dim
    n[axis] = F(side)
    return n


# ---------------------------------------------------------------- the cast oracle

def start_rule(o, d, lo, hi):
    """The origin is in the closed box: (axis, side, inside) of a hit at t = 0, or None.
    Touching: every face plane through the origin must be entered; a flat axis is crossed."""
    dim = len(o)
    faces = [(i, s) for i in range(dim) for s in (-1, 1) if o[i] == (lo[i] if s < 0 else hi[i])]
    if not faces:
        best = None
        for i in range(dim):
            for s, depth in ((-1, o[i] - lo[i]), (1, hi[i] - o[i])):
                if best is None or depth < best[0]:
                    best = (depth, i, s)
        return best[1], best[2], True
    first = None
    for i in sorted(set(i for i, _ in faces)):
        if lo[i] == hi[i]:                      # flat: both faces hold the origin
            if d[i] == 0:
                return None
            side = -sgn(d[i])
        else:
            side = [s for j, s in faces if j == i][0]
            if not (d[i] * side < 0):          # outward normal side*e_i against the motion
                return None
        if first is None:
            first = (i, side)
    return first[0], first[1], False


def slab_first_hit(o, d, lo, hi, mt):
    """Exact first t in [0, mt] with o + t*d in [lo, hi] (closed) from an origin outside the
    box, or None. Returns (t, axis, side)."""
    dim = len(o)
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
    assert a > 0
    p = [o[i] + a * d[i] for i in range(dim)]
    for i in range(dim):     # lowest axis whose face holds p and whose slab missed the origin
        if (o[i] < lo[i] and p[i] == lo[i]) or (o[i] > hi[i] and p[i] == hi[i]):
            return (a, i, -1 if o[i] < lo[i] else 1)
    raise AssertionError("entry with no face")


def box_cast(o, d, lo, hi, mt):
    """The cast with the touch rules: None (miss) or (t, axis, side, started_inside)."""
    dim = len(o)
    if mt < 0 or any(lo[i] > hi[i] for i in range(dim)):
        return None
    if all(lo[i] <= o[i] <= hi[i] for i in range(dim)):
        r = start_rule(o, d, lo, hi)
        return None if r is None else (F(0), r[0], r[1], r[2])
    r = slab_first_hit(o, d, lo, hi, min(mt, F(1)))
    return None if r is None else (r[0], r[1], r[2], False)


def hit_row(o, d, res):
    dim = len(o)
    t, ax, sg, inside = res
    p = [o[i] + t * d[i] for i in range(dim)]
    return [1, t] + p + unit_axis(dim, ax, sg) + [1 if inside else 0]


def split(inp, dim):
    o = inp[0:dim]
    d = inp[dim:2 * dim]
    lo = inp[2 * dim:3 * dim]
    hi = inp[3 * dim:4 * dim]
    return o, d, lo, hi


def ray_oracle(inp, dim):
    o, d, lo, hi = split(inp, dim)
    if not (seg_in_domain(o, d) and in_domain(*lo, *hi)):
        return rej_row(dim)
    res = box_cast([q(x) for x in o], [q(x) for x in d], [q(x) for x in lo], [q(x) for x in hi], q(inp[4 * dim]))
    return miss_row(dim) if res is None else hit_row([q(x) for x in o], [q(x) for x in d], res)


def a18_oracle(inp):
    """Seed 001 A.18 in exact arithmetic, closed box, with the contract's start rules phrased
    per face: a face 'holds' the origin when the origin lies on its plane (within the box);
    the motion enters through it when (outward normal) . delta < 0."""
    o = [q(x) for x in inp[0:3]]
    d = [q(x) for x in inp[3:6]]
    lo = [q(x) for x in inp[6:9]]
    hi = [q(x) for x in inp[9:12]]
    mt = min(q(inp[12]), F(1))
    miss = miss_row(3)
    if not (seg_in_domain(inp[0:3], inp[3:6]) and in_domain(*inp[6:12])):
        return rej_row(3)
    if mt < 0 or any(lo[i] > hi[i] for i in range(3)):
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
        # the six faces as (outward normal axis, sign, distance of the origin to its plane)
        faces = []
        for i in range(3):
            faces.append((i, -1, o[i] - lo[i]))
            faces.append((i, 1, hi[i] - o[i]))
        held = [(i, s) for i, s, dist in faces if dist == 0]
        if not held:
            i, s, _ = min(faces, key=lambda f: f[2])       # min() keeps the first minimum
            return [1, F(0)] + o + unit_axis(3, i, s) + [1]
        normal = None
        for i, s in held:
            both = (i, -s) in held
            if both:           # a flat axis: entered through whichever face faces the motion
                if d[i] == 0:
                    return miss
                s = -sgn(d[i])
            elif s * d[i] >= 0:
                return miss
            if normal is None:
                normal = unit_axis(3, i, s)
        return [1, F(0)] + o + normal + [0]
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
    return [1, t] + p + unit_axis(3, which, ns[which]) + [0]


def overlap_oracle(inp, dim):
    """Seed 003: per axis t1, t2 swapped so t1 <= t2; hit iff max(minima) <= min(maxima),
    with the segment's own [0, 1]."""
    o, d, lo, hi = split(inp, dim)
    if not (seg_in_domain(o, d) and in_domain(*lo, *hi)):
        return [REJ, 0, 0]
    o, d, lo, hi = ([q(x) for x in v] for v in (o, d, lo, hi))
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


def toward(o, tgt, s=1):
    """A delta from o toward tgt (scaled by s), its end clamped into the domain (so the
    segment stays in it)."""
    return [clampd(o[i] + int((tgt[i] - o[i]) * s)) - o[i] for i in range(len(o))]


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
    return o, toward(o, tgt, F(rng.randint(600, 2000), 1000)), lo, hi


def touch_delta(rng, dim, o, lo, hi, mode):
    """A delta for an origin on the box's surface. mode: 'in' enters through every face
    touched, 'mixed' picks in / away / along per touched axis, 'zero'."""
    if mode == "zero":
        return [0] * dim
    d = []
    for i in range(dim):
        mag = rng.choice([1, 2, rng.randint(1, 300 * ONE), rng.randint(1, ONE)])
        on_lo, on_hi = o[i] == lo[i], o[i] == hi[i]
        if not (on_lo or on_hi):
            d.append(rng.choice([-1, 1, 0, 1]) * mag)
            continue
        if lo[i] == hi[i]:                                    # flat: crossing either way, or along
            way = rng.choice([-1, 1]) if mode == "in" else rng.choice([-1, 1, 0])
        elif mode == "in" or rng.random() < 0.45:
            way = 1 if on_lo else -1                          # into the box
        else:
            way = rng.choice([0, -1 if on_lo else 1])         # along the face, or away
        d.append(way * mag)
    return d


def touch_cases(rng, dim, k, add):
    """Origins exactly on faces, edges and corners (of ordinary and flat boxes), moving in,
    away, along, or not at all; strictly inside with depth ties; 1 LSB outside."""
    for _ in range(k):
        lo, hi = rand_box(rng, dim, rng.choice([4, 200, 3000]))
        r = rng.random()
        if r < 0.2:                                           # a flat axis
            ax = rng.randrange(dim)
            hi[ax] = lo[ax]
        elif r < 0.25:                                        # a point box
            hi = list(lo)
        o = boundary_point(rng, lo, hi, rng.randint(1, dim))
        mode = rng.choice(["in", "in", "mixed", "mixed", "mixed", "zero"])
        add(o, touch_delta(rng, dim, o, lo, hi, mode), lo, hi, rng.choice([ONE, ONE, 0, ONE // 3, -1]))
    for _ in range(max(1, k // 2)):                           # inside, with ties between depths
        lo, hi = rand_box(rng, dim, rng.choice([4, 200]))
        for i in range(dim):
            if hi[i] - lo[i] < 8:
                hi[i] = lo[i] + 8 + rng.randint(0, 64)
        dep = rng.randint(1, min((hi[i] - lo[i]) // 2 for i in range(dim)))
        o = [rng.randint(lo[i] + dep, hi[i] - dep) for i in range(dim)]
        for ax in rng.sample(range(dim), rng.randint(1, dim)):
            o[ax] = rng.choice([lo[ax] + dep, hi[ax] - dep])
        if rng.random() < 0.2:                                # the exact centre of a cube
            s = rng.randint(1, 1000) * 2
            lo = [rng.randint(-1000, 1000) for _ in range(dim)]
            hi = [x + s for x in lo]
            o = [x + s // 2 for x in lo]
        d = [rng.choice([0, rnd_units(rng, 300)]) for _ in range(dim)]
        add(o, d, lo, hi, rng.choice([ONE, 0]))
    for _ in range(max(1, k // 4)):                           # 1 LSB outside a face, edge or corner
        lo, hi = rand_box(rng, dim, 200)
        o = boundary_point(rng, lo, hi, rng.randint(1, dim))
        ax = [i for i in range(dim) if o[i] in (lo[i], hi[i])][0]
        o[ax] += -1 if o[ax] == lo[ax] else 1
        add(o, touch_delta(rng, dim, o, lo, hi, "mixed"), lo, hi, ONE)


def long_cases(rng, dim, k, add):
    """Segments longer than 8192 units per axis with both ends in the domain (accepted), and
    ends 1 LSB outside it (rejected)."""
    # the example: from x = -5000 to x = +5000 through a box
    add([-5000 * ONE] + [ONE // 2] * (dim - 1), [10000 * ONE] + [0] * (dim - 1),
        [0] * dim, [ONE] * dim, ONE, 0)
    add([5000 * ONE] + [ONE // 2] * (dim - 1), [-10000 * ONE] + [0] * (dim - 1),
        [0] * dim, [ONE] * dim, ONE, 0)
    add([-D] * dim, [2 * D] * dim, [-ONE] * dim, [ONE] * dim, ONE, 0)         # corner to corner
    add([D] * dim, [-2 * D] * dim, [D - 1] * dim, [D] * dim, ONE, ADV)          # starts on the box's corner
    for _ in range(k):
        lo, hi = rand_box(rng, dim, rng.choice([10, 3000, 8192]))
        o = [rng.choice([rnd(rng), -D, D]) for _ in range(dim)]
        if rng.random() < 0.6:                                # through the box
            tgt = [rng.randint(lo[i], hi[i]) for i in range(dim)]
            e = [clampd(o[i] + 2 * (tgt[i] - o[i])) for i in range(dim)]
        else:
            e = [rng.choice([rnd(rng), -D, D]) for _ in range(dim)]
        add(o, [e[i] - o[i] for i in range(dim)], lo, hi, rng.choice([ONE, ONE, rng.randint(0, ONE)]), 0)
    for _ in range(max(1, k // 2)):                           # an end 1 LSB outside: rejected
        lo, hi = rand_box(rng, dim, 100)
        o = [rnd(rng) for _ in range(dim)]
        e = [rnd(rng) for _ in range(dim)]
        ax = rng.randrange(dim)
        if rng.random() < 0.5:
            e[ax] = rng.choice([D + 1, -D - 1])
        else:
            o[ax] = rng.choice([D + 1, -D - 1])
        add(o, [e[i] - o[i] for i in range(dim)], lo, hi, ONE, ADV | OOD)
    for _ in range(max(1, k // 4)):                           # the end exactly on the domain's edge
        lo, hi = rand_box(rng, dim, 100)
        o = [rnd(rng) for _ in range(dim)]
        e = [rnd(rng) for _ in range(dim)]
        e[rng.randrange(dim)] = rng.choice([D, -D])
        add(o, [e[i] - o[i] for i in range(dim)], lo, hi, ONE, ADV)


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
        o3 = list(half)
        o3[ax] = 0
        add(o3, e(ax, -ONE), zero, one, ONE, ADV)             # on the min face, moving away: miss
        add(o3, e(ax, ONE), zero, one, ONE, ADV)              # ... moving in: t = 0, normal -axis
        add(o3, e((ax + 1) % dim, ONE), zero, one, ONE, ADV)  # ... along it: miss
    add(half, e(0), zero, one, ONE, 0)                       # inside
    add([-ONE] * dim, [3 * ONE] * dim, zero, one, ONE, 0)    # through the corner (tie)
    add([-ONE] * dim, [ONE // 2] * dim, zero, one, ONE, 0)   # stops short
    add(zero, one, zero, one, ONE, ADV)                      # from the min corner, inward
    add(zero, [ONE] + [0] * (dim - 1), zero, one, ONE, ADV)  # from the min corner along an edge: miss
    touch_cases(rng, dim, max(4, n // 6), add)
    long_cases(rng, dim, max(2, n // 24), add)
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
    # degenerate boxes: flat, a single point, inverted by 1 LSB (aimed from outside)
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
        add(o, toward(o, tgt, rng.choice([1, 2])), lo, hi)
    # out of domain / any int32: rejected
    for _ in range(max(1, n // 2 // 16)):
        o, d, lo, hi = aimed(rng, dim, 200, 100)
        v = o + d + lo + hi
        for _ in range(rng.randint(1, 3)):
            v[rng.randrange(len(v))] = rng.choice([D + 1, -D - 1, I32_MIN, I32_MAX, rnd_any(rng)])
        add(v[:dim], v[dim:2 * dim], v[2 * dim:3 * dim], v[3 * dim:], ONE, ADV | OOD)
    # uniform random at several scales, aimed so that hits are frequent
    while len(out) < n:
        sc = rng.choice([(20, 10), (200, 100), (1000, 500), (4000, 2000), (8192, 4000)])
        o, d, lo, hi = aimed(rng, dim, sc[0], sc[1])
        mt = ONE if rng.random() < 0.7 else rng.randint(0, ONE)
        add(o, d, lo, hi, mt, 0)
    return out[:n]


@tvset("segment3_aabb3_raycast", "segbox_a", 13, hit_cols(3, T_TOL, P_TOL))
def _r3(rng, n):
    return ray_cases(rng, n, 3)


@_r3.register_oracle
def _ro3(inp):
    return ray_oracle(inp, 3)


# The same function against Woo's A.18 oracle (independent of the slab oracle above).
@tvset("segment3_aabb3_raycast_a18", "segbox_a", 13, hit_cols(3, T_TOL, P_TOL))
def _w3(rng, n):
    return ray_cases(rng, n, 3)


@_w3.register_oracle
def _wo3(inp):
    return a18_oracle(inp)


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
    # exact rotations (signed permutations): the AABB families (touching ones included),
    # moved into the world
    for (inp, fl) in ray_cases(rng, n // 2, 3):
        o, d, lo, hi, mt = inp[0:3], inp[3:6], inp[6:9], inp[9:12], inp[12]
        axes = rot_signed_perm(rng) if rng.random() < 0.85 else [[ONE, 0, 0], [0, ONE, 0], [0, 0, ONE]]
        pos = [rnd_units(rng, 100) for _ in range(3)]
        if fl & OOD:
            out.append((obb_inputs(o, d, lo, hi, axes, pos, mt), fl))
            continue
        wo = [int(x) + pos[r] for r, x in enumerate(apply_rot(axes, o))]
        wd = [int(x) for x in apply_rot(axes, d)]
        if not seg_in_domain(wo, wd):
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
        pl = [rng.randint(lo[i], hi[i]) for i in range(3)] if rng.random() < 0.5 else \
            boundary_point(rng, lo, hi, rng.randint(1, 3))
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
    # long world segments (over 8192 units per axis), the box near the middle: accepted
    for _ in range(max(1, n // 24)):
        axes = rng.choice([rot_quat, rot_signed_perm])(rng)
        lo, hi = rand_box(rng, 3, 500)
        pos = [rnd_units(rng, 1000) for _ in range(3)]
        o = [rng.randint(-D, -D // 2) for _ in range(3)]
        e = [rng.randint(D // 2, D) for _ in range(3)]
        out.append((obb_inputs(o, [e[r] - o[r] for r in range(3)], lo, hi, axes, pos, ONE), ADV))
    # object-space values leaving the domain (far from pos), axes out of range, any int32:
    # rejected
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
    out.append((obb_inputs([0] * 3, [ONE] * 3, [-ONE] * 3, [ONE] * 3,
                           [[2 * ONE, 0, 0], [0, -2 * ONE, 0], [0, 0, 2 * ONE]], [0] * 3, ONE), ADV))  # axes at +-2
    # random: general rotations, aimed at the box
    while len(out) < n:
        sc = rng.choice([(20, 10), (200, 100), (1000, 500), (3000, 1500)])
        axes = rot_quat(rng)
        lo, hi = rand_box(rng, 3, sc[1])
        pos = [rnd_units(rng, sc[1]) for _ in range(3)]
        tl = [rng.randint(lo[i], hi[i]) for i in range(3)]
        tgt = [rnd_raw(x) + pos[r] for r, x in enumerate(apply_rot(axes, tl))]
        o = [clampd(pos[r] + rnd_units(rng, sc[0])) for r in range(3)]
        d = toward(o, tgt, F(rng.randint(600, 2000), 1000))
        mt = ONE if rng.random() < 0.7 else rng.randint(0, ONE)
        v = obb_inputs(o, d, lo, hi, axes, pos, mt)
        out.append((v, ADV if obb_rounding_sensitive(v) else 0))
    return out[:n]


def obb_split(inp):
    o, d, lo, hi = inp[0:3], inp[3:6], inp[6:9], inp[9:12]
    axes = [inp[12:15], inp[15:18], inp[18:21]]
    return o, d, lo, hi, axes, inp[21:24], inp[24]


def obb_rounding_sensitive(inp):
    """True when the answer changes (or moves by more than 1 LSB) if the object-space
    segment is NOT rounded to Q16.16: such a vector tests the documented rounding itself
    (e.g. a shallow entry angle magnifies it), which a float build cannot reproduce."""
    o, d, lo, hi, axes, pos, mt = obb_split(inp)
    r = obb_oracle(inp)
    if r[0] == REJ:
        return True
    rel = [o[j] - pos[j] for j in range(3)]
    eo = [F(sum(axes[i][j] * rel[j] for j in range(3)), ONE * ONE) for i in range(3)]
    ed = [F(sum(axes[i][j] * d[j] for j in range(3)), ONE * ONE) for i in range(3)]
    ex = box_cast(eo, ed, [q(x) for x in lo], [q(x) for x in hi], q(mt))
    if (ex is None) != (r[0] == 0):
        return True
    if ex is None:
        return False
    t, ax, sg, inside = ex
    if r[5:8] != [sg * q(a) for a in axes[ax]] or r[8] != (1 if inside else 0):
        return True
    return any(abs((q(o[j]) + t * q(d[j]) - r[2 + j]) * ONE) > 1 for j in range(3))


def obb_oracle(inp):
    o, d, lo, hi, axes, pos, mt = obb_split(inp)
    if not (seg_in_domain(o, d) and in_domain(*lo, *hi, *pos)) or any(abs(a) > 2 * ONE for ax in axes for a in ax):
        return rej_row(3)
    # object space, by definition: each coordinate the dot product with axis i, rounded
    rel = [o[j] - pos[j] for j in range(3)]
    lo_o = [to_raw_nearest(F(sum(axes[i][j] * rel[j] for j in range(3)), ONE * ONE)) for i in range(3)]
    lo_d = [to_raw_nearest(F(sum(axes[i][j] * d[j] for j in range(3)), ONE * ONE)) for i in range(3)]
    if not seg_in_domain(lo_o, lo_d):
        return rej_row(3)
    res = box_cast([q(x) for x in lo_o], [q(x) for x in lo_d], [q(x) for x in lo], [q(x) for x in hi], q(mt))
    if res is None:
        return miss_row(3)
    t, ax, sg, inside = res
    p = [q(o[j]) + t * q(d[j]) for j in range(3)]
    return [1, t] + p + [sg * q(a) for a in axes[ax]] + [1 if inside else 0]


@tvset("segment3_obb3_raycast", "segbox_c", 25, hit_cols(3, T_TOL, P_TOL))
def _ob(rng, n):
    return obb_cases(rng, n)


@_ob.register_oracle
def _obo(inp):
    return obb_oracle(inp)


# ---------------------------------------------------------------- batches

NB = 8   # boxes per vector (tests/cases/segbox.c TV_BATCH)
BATCH_MAX = 4096   # FG_BATCH_MAX (fg_config.h's default)
# counts above FG_BATCH_MAX (the adapter passes them as given; -1 stands for SIZE_MAX)
BIG_COUNTS = [BATCH_MAX + 1, 65536, I32_MAX, -1]


def count_ok(cnt):
    """A count field: 0..NB are real arrays, the others must be above FG_BATCH_MAX."""
    assert 0 <= cnt <= NB or cnt in BIG_COUNTS, cnt
    return 0 <= cnt <= BATCH_MAX


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
        out.append((list(o) + list(d) + [mt, cnt] + flat[:NB * 2 * dim], fl))

    while len(out) < n:
        adv = len(out) < n * 6 // 10
        sc = rng.choice([50, 500, 3000, 8192]) if not adv else rng.choice([50, 200])
        o = [rnd_units(rng, sc) for _ in range(dim)]
        e = [rnd_units(rng, sc) for _ in range(dim)]
        d = [e[i] - o[i] for i in range(dim)]
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
            lo, hi = box_near(rng, p, dim, size)
            boxes.append(([clampd(x) for x in lo], [clampd(x) for x in hi]))
        mt = ONE if rng.random() < 0.7 else rng.randint(0, ONE)
        fl = 0
        if adv:
            fl = ADV
            k = rng.random()
            if k < 0.15 and cnt >= 2:                 # duplicate: a tie, lowest index wins
                i, j = sorted(rng.sample(range(cnt), 2))
                boxes[j] = boxes[i]
                if rng.random() < 0.5:
                    boxes[i], boxes[j] = boxes[j], boxes[i]
            elif k < 0.3 and cnt >= 2:                # two boxes sharing an entry plane
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
                d = toward(o, tgt, 2)
            elif k < 0.45:                            # start inside one or more boxes
                i = rng.randrange(cnt)
                lo, hi = boxes[i]
                o = [rng.randint(lo[a], hi[a]) for a in range(dim)]
                if rng.random() < 0.5:
                    o[0] = lo[0]
                if rng.random() < 0.4 and cnt >= 2:
                    boxes[rng.randrange(cnt)] = (lo, hi)
            elif k < 0.6:                             # touching one box, moving away / along / in
                i = rng.randrange(cnt)
                lo, hi = boxes[i]
                o = boundary_point(rng, lo, hi, rng.randint(1, dim))
                d = touch_delta(rng, dim, o, lo, hi, "mixed")
                if rng.random() < 0.5 and cnt >= 2:   # and another box further on
                    j = (i + 1) % cnt
                    p = [o[a] + d[a] // 2 for a in range(dim)]
                    boxes[j] = box_near(rng, p, dim, size)
            elif k < 0.68:                            # inverted boxes mixed in
                for _ in range(rng.randint(1, 3)):
                    i = rng.randrange(cnt)
                    lo, hi = list(boxes[i][0]), list(boxes[i][1])
                    a = rng.randrange(dim)
                    lo[a], hi[a] = hi[a] + 1, hi[a]
                    boxes[i] = (lo, hi)
            elif k < 0.74:                            # a box out of the domain: rejected
                i = rng.randrange(cnt)
                lo, hi = list(boxes[i][0]), list(boxes[i][1])
                lo[rng.randrange(dim)] = rng.choice([-D - 1, I32_MIN])
                boxes[i] = (lo, hi)
                fl = ADV | OOD
            elif k < 0.8:                             # count 0, above FG_BATCH_MAX; max_t < 0 or 0
                r = rng.random()
                if r < 0.3:
                    cnt, boxes = 0, []
                elif r < 0.6:
                    cnt = rng.choice(BIG_COUNTS)
                    fl = ADV | OOD
                else:
                    mt = rng.choice([-1, 0, I32_MIN])
            elif k < 0.86:                            # segment out of the domain (origin or end)
                if rng.random() < 0.5:
                    o[rng.randrange(dim)] = rng.choice([D + 1, I32_MAX, I32_MIN])
                else:
                    a = rng.randrange(dim)
                    d[a] = rng.choice([D + 1, -D - 1]) - o[a]
                fl = ADV | OOD
            else:                                     # hits at box corners: boxes around points of the path
                for i in range(cnt):
                    tt = F(rng.randint(0, 8), 8)
                    p = [o[a] + tt * d[a] for a in range(dim)]
                    if all(x.denominator == 1 for x in p):
                        p = [int(x) for x in p]
                        lo = [p[a] - (0 if rng.random() < 0.5 else rng.randint(1, size)) for a in range(dim)]
                        hi = [p[a] + (0 if rng.random() < 0.5 else rng.randint(1, size)) for a in range(dim)]
                        boxes[i] = ([clampd(x) for x in lo], [clampd(x) for x in hi])
        add(o, d, mt, cnt, boxes, fl)
    return out


def batch_oracle(inp, dim):
    o, d = inp[0:dim], inp[dim:2 * dim]
    mt, cnt = inp[2 * dim], inp[2 * dim + 1]
    rej = [REJ] + [0] * (3 + 2 * dim)
    if not count_ok(cnt) or not seg_in_domain(o, d):
        return rej
    base = 2 * dim + 2
    boxes = [inp[base + 2 * dim * i: base + 2 * dim * (i + 1)] for i in range(cnt)]
    if not all(in_domain(*b) for b in boxes):
        return rej                                   # any box out of the domain: never skipped
    best = None
    for i, b in enumerate(boxes):
        res = box_cast([q(x) for x in o], [q(x) for x in d], [q(x) for x in b[:dim]], [q(x) for x in b[dim:]], q(mt))
        if res is not None and (best is None or res[0] < best[1][0]):
            best = (i, res)
    if best is None:
        return [0] * (4 + 2 * dim)
    i, res = best
    row = hit_row([q(x) for x in o], [q(x) for x in d], res)
    return [1, i] + row[1:]


def batch_cols(dim):
    axes = "xyz"[:dim]
    return ([exact("hit"), exact("index"), scalar("t", T_TOL, 22)] + [scalar("p" + a, P_TOL) for a in axes] +
            [scalar("n" + a, 0, 30) for a in axes] + [exact("inside")])


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


FOUND_UNTOUCHED = 0x5A5A   # tests/cases/segbox.c: *found before the call


def boverlap_cases(rng, n):
    """Inputs: box(6), count, capacity, buffer (0: out_idx NULL), boxes(8 x 6)."""
    out = []
    while len(out) < n:
        sc = rng.choice([10, 100, 2000])
        lo, hi = rand_box(rng, 3, sc)
        cnt = rng.randint(0, NB)
        cap = rng.randint(0, NB + 1)
        buf = 0 if rng.random() < 0.15 else 1
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
        if fl and rng.random() < 0.1:                 # any int32: comparisons only, never rejected
            boxes = [rnd_any(rng) for _ in boxes]
            if rng.random() < 0.5:
                lo, hi = [rnd_any(rng) for _ in range(3)], [rnd_any(rng) for _ in range(3)]
        if fl and rng.random() < 0.15:               # every box overlaps: capacity matters most
            boxes = (lo + hi) * NB
            cnt = NB
        if fl and rng.random() < 0.08:               # a count above FG_BATCH_MAX: rejected
            cnt = rng.choice(BIG_COUNTS)
            fl = ADV | OOD
        out.append((lo + hi + [cnt, cap, buf] + boxes, fl))
    return out


def boverlap_oracle(inp):
    lo, hi = inp[0:3], inp[3:6]
    cnt, cap, buf = inp[6], inp[7], inp[8]
    if not count_ok(cnt):
        return [REJ, FOUND_UNTOUCHED] + [-1] * NB
    hits = []
    for i in range(cnt):
        b = inp[9 + 6 * i: 15 + 6 * i]
        blo, bhi = b[0:3], b[3:6]
        if all(lo[a] <= hi[a] and blo[a] <= bhi[a] and lo[a] <= bhi[a] and blo[a] <= hi[a] for a in range(3)):
            hits.append(i)
    if not hits:
        return [0, FOUND_UNTOUCHED] + [-1] * NB     # nothing written on a miss
    written = hits[:cap] if buf else []
    return [1, len(hits)] + written + [-1] * (NB - len(written))


@tvset("aabb3_aabb3_batch_overlap", "segbox_e", 9 + NB * 6,
       [exact("hit"), exact("found")] + [exact("i%d" % k) for k in range(NB)])
def _bo(rng, n):
    return boverlap_cases(rng, n)


@_bo.register_oracle
def _boo(inp):
    return boverlap_oracle(inp)


# ---------------------------------------------------------------- validators

def seg_valid_cases(rng, n, dim):
    out = []
    for _ in range(n):
        r = rng.random()
        if r < 0.3:                                   # in the domain, end anywhere near it
            o = [rnd(rng) for _ in range(dim)]
            e = [rng.choice([rnd(rng), D, -D, D + 1, -D - 1, D + rng.randint(1, ONE)]) for _ in range(dim)]
            out.append((o + [e[i] - o[i] for i in range(dim)], ADV))
        elif r < 0.5:                                 # longest deltas: 2^30 raw
            o = [rng.choice([D, -D]) for _ in range(dim)]
            out.append((o + [-2 * x + rng.choice([0, 0, 1, -1]) * (1 if x > 0 else -1) for x in o], ADV))
        elif r < 0.7:                                 # deltas that wrap int32
            o = [rng.choice([D, -D, rnd(rng)]) for _ in range(dim)]
            out.append((o + [rng.choice([I32_MAX, I32_MIN, I32_MIN + 1, rnd_any(rng)]) for _ in range(dim)],
                        ADV | OOD))
        elif r < 0.8:                                 # any int32
            out.append(([rnd_any(rng) for _ in range(2 * dim)], ADV | OOD))
        else:
            o = [rnd(rng) for _ in range(dim)]
            e = [rnd(rng) for _ in range(dim)]
            out.append((o + [e[i] - o[i] for i in range(dim)], 0))
    return out


def seg_valid_oracle(inp, dim):
    return [1 if seg_in_domain(inp[:dim], inp[dim:]) else 0]


@tvset("segment2_in_domain", "segbox_b", 4, [exact("valid")])
def _sv2(rng, n):
    return seg_valid_cases(rng, n, 2)


@_sv2.register_oracle
def _svo2(inp):
    return seg_valid_oracle(inp, 2)


@tvset("segment3_in_domain", "segbox_b", 6, [exact("valid")])
def _sv3(rng, n):
    return seg_valid_cases(rng, n, 3)


@_sv3.register_oracle
def _svo3(inp):
    return seg_valid_oracle(inp, 3)
