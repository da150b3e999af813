# SPDX-License-Identifier: MIT
"""Sphere/circle vs box (seed 001 A.14), sphere vs plane classify and sweep (A.15).

Oracles from the mathematics with exact Fractions:
  - sphere vs box: the squared Euclidean distance from the centre to the box, summed per
    axis from the gaps max(lo - c, 0, c - hi), against r^2;
  - sphere vs plane: the signed distance dot(n, c) - d over |n| against +-r, decided on
    exact squares (dist >= r  <=>  s >= 0 and s^2 >= r^2 n.n);
  - sweep (the solid half-space behind the plane): the centre moves c + t*delta; penetrating
    at t = 0 (s < r|n|) is started_inside with normal n/|n| at c; touching (s == r|n|) hits
    at t = 0 only when moving against n (n.delta < 0); otherwise the first t in [0, max_t]
    with s(t) <= r|n|, the root (s - r|n|)/(-n.delta) with sqrt_frac for |n|.
Out of the domain (the sweep's centre at t = 0 and at t = 1) the result is REJ (SIDE_REJ
for classify). Expected values never come from the library.
"""
from tvgen import *


def v_dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def rnd_box3(rng, units):
    lo, hi = [], []
    for _ in range(3):
        a, b = ordered(rng, rnd_units(rng, units), rnd_units(rng, units))
        lo.append(a)
        hi.append(b)
    return lo + hi


def rnd_box(rng, dim, units):
    lo, hi = [], []
    for _ in range(dim):
        a, b = ordered(rng, rnd_units(rng, units), rnd_units(rng, units))
        lo.append(a)
        hi.append(b)
    return lo + hi


# Pythagorean gaps (exact integer distance): edges (2 axes) and corners (3 axes)
TRIPLES2 = [(3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29)]
TRIPLES3 = [(1, 2, 2, 3), (2, 3, 6, 7), (1, 4, 8, 9), (4, 4, 7, 9), (2, 6, 9, 11), (6, 6, 7, 11)]


# ------------------------------------------------------------------ sphere / circle vs box
def sb_cases(rng, n, dim):
    """inputs: centre[dim], radius, box min[dim], box max[dim]"""
    out = []
    unit = [0] * dim + [ONE] * dim
    # seed-style: centre inside, outside, overlapping a face, far away
    out.append(([ONE // 2] * dim + [ONE // 4] + unit, 0))
    out.append(([3 * ONE] * dim + [ONE] + unit, 0))
    out.append(([ONE + ONE // 2] + [ONE // 2] * (dim - 1) + [ONE] + unit, 0))
    out.append(([-ONE] * dim + [ONE // 2] + unit, 0))
    # touching a face exactly, and 1 LSB apart / into it
    for _ in range(max(1, n // 8)):
        b = rnd_box(rng, dim, 500)
        r = rng.randint(0, 300 * ONE)
        c = [rng.randint(b[i], b[dim + i]) for i in range(dim)]
        ax = rng.randrange(dim)
        eps = rng.choice([0, 0, 1, -1])
        c[ax] = b[dim + ax] + r + eps if rng.random() < 0.5 else b[ax] - r - eps
        if in_domain(*c):
            out.append((c + [r] + b, ADV))
    # touching an edge (2 axes) or a corner (3 axes) exactly: Pythagorean gaps
    for _ in range(max(1, n // 5)):
        b = rnd_box(rng, dim, 500)
        if dim == 3 and rng.random() < 0.6:
            g = list(rng.choice(TRIPLES3))
            axes = [0, 1, 2]
        else:
            g = list(rng.choice(TRIPLES2))
            axes = rng.sample(range(dim), 2)
        k = rng.choice([1, 7, 1000, ONE, rng.randint(1, 40 * ONE)])
        r = g[-1] * k
        c = [rng.randint(b[i], b[dim + i]) for i in range(dim)]
        perm = g[:-1]
        rng.shuffle(perm)
        for ax, gg in zip(axes, perm):
            c[ax] = b[dim + ax] + gg * k if rng.random() < 0.5 else b[ax] - gg * k
        eps = rng.choice([0, 0, 0, 1, -1])      # radius 1 LSB short / long
        if in_domain(*c, r):
            out.append((c + [r + eps] + b, ADV))
    # radius 0: point on the surface, inside, outside by 1 LSB
    for _ in range(max(1, n // 16)):
        b = rnd_box(rng, dim, 100)
        c = [rng.randint(b[i], b[dim + i]) for i in range(dim)]
        ax = rng.randrange(dim)
        c[ax] = rng.choice([b[ax], b[dim + ax]]) + rng.choice([-1, 0, 1])
        out.append((c + [0] + b, ADV))
    # negative radius, inverted and flat boxes
    for _ in range(max(1, n // 16)):
        b = rnd_box(rng, dim, 100)
        c = [rnd_units(rng, 100) for _ in range(dim)]
        kind = rng.randrange(3)
        r = rng.randint(0, 200 * ONE)
        if kind == 0:
            r = -rng.randint(1, 200 * ONE)
        elif kind == 1:
            ax = rng.randrange(dim)
            b[ax], b[dim + ax] = b[dim + ax] + 1, b[ax]
        else:
            ax = rng.randrange(dim)
            b[dim + ax] = b[ax]
        out.append((c + [r] + b, ADV))
    # the domain's edges: the largest gaps and radii, touching exactly
    k = D // 5
    c = [D, D, D][:dim]
    out.append((c + [D] + [-D] * dim + [0] * dim, ADV))           # far corner, r = 8192
    out.append(([D] + [0] * (dim - 1) + [D] + [-D] * dim + [0] * dim, ADV))  # face at 8192
    out.append(([D] + [0] * (dim - 1) + [D - 1] + [-D] * dim + [0] * dim, ADV))
    out.append(([3 * k, 4 * k] + [0] * (dim - 2) + [5 * k] + [-D] * dim + [0] * dim, ADV))
    out.append(([3 * k, 4 * k] + [0] * (dim - 2) + [5 * k - 1] + [-D] * dim + [0] * dim, ADV))
    out.append(([-D] * dim + [D] + [D] * dim + [D] * dim, ADV))
    # out of domain / any int32: rejected
    for _ in range(max(1, n // 10)):
        out.append(([rnd_any(rng) for _ in range(3 * dim + 1)], ADV | OOD))
    # random, aimed at the box, several scales
    while len(out) < n:
        units = rng.choice([2, 50, 1000, 8192])
        b = rnd_box(rng, dim, units)
        c = [rng.randint(max(-D, b[i] - units * ONE // 2), min(D, b[dim + i] + units * ONE // 2)) for i in range(dim)]
        r = rng.randint(0, units * ONE // 2)
        out.append((c + [r] + b, 0))
    return out


def sb_oracle(inp, dim):
    c, r = inp[:dim], inp[dim]
    lo, hi = inp[dim + 1:2 * dim + 1], inp[2 * dim + 1:3 * dim + 1]
    if not in_domain(*inp):
        return [REJ]
    if r < 0 or any(lo[i] > hi[i] for i in range(dim)):
        return [0]
    d2 = F(0)
    for i in range(dim):
        g = max(q(lo[i]) - q(c[i]), F(0), q(c[i]) - q(hi[i]))
        d2 += g * g
    return [1 if d2 <= q(r) ** 2 else 0]


@tvset("sphere_aabb3_overlap", "sphere_d", 10, [exact("overlap")])
def _sb3(rng, n):
    return sb_cases(rng, n, 3)


@_sb3.register_oracle
def _sbo3(inp):
    return sb_oracle(inp, 3)


@tvset("circle_aabb2_overlap", "sphere_d", 7, [exact("overlap")])
def _sb2(rng, n):
    return sb_cases(rng, n, 2)


@_sb2.register_oracle
def _sbo2(inp):
    return sb_oracle(inp, 2)


# ------------------------------------------------------------------ sphere vs plane classify
def rnd_normal(rng):
    """Mostly well-scaled normals, some unit, some tiny, some huge, some Pythagorean."""
    k = rng.randrange(5)
    if k == 0:                                   # unit axis
        v = [0, 0, 0]
        v[rng.randrange(3)] = rng.choice([ONE, -ONE])
        return v
    if k == 1:                                   # Pythagorean direction, any scale
        g = list(rng.choice(TRIPLES3))[:3]
        s = rng.choice([1, 3, 1000, ONE // 7, ONE, 100 * ONE])
        return [x * s * rng.choice([1, -1]) for x in g]
    if k == 2:                                   # tiny
        return [rng.randint(-3, 3) for _ in range(3)]
    return [rnd_units(rng, rng.choice([1, 10, 8192])) for _ in range(3)]


def sign_dist_vs_r(n, c, d, r):
    """(s, nn, rr): s = n.c - d, with the exact squares for comparisons."""
    s = sum(q(n[i]) * q(c[i]) for i in range(3)) - q(d)
    nn = sum(q(x) ** 2 for x in n)
    return s, nn, q(r) ** 2


def place_center(rng, n, d, target_s, free=None):
    """A centre c (raw) with n.c - d == target_s when possible (exactly), else None."""
    # choose two free coordinates, solve the third if the division is exact
    nz = [i for i in range(3) if n[i] != 0]
    if not nz:
        return None
    ax = rng.choice(nz)
    for _ in range(20):
        c = [rnd_units(rng, 200) if free is None else free[i] for i in range(3)]
        rest = sum(q(n[i]) * q(c[i]) for i in range(3) if i != ax)
        need = (target_s + q(d) - rest) / q(n[ax])     # value of c[ax]
        raw = need * ONE
        if raw.denominator == 1 and -D <= raw.numerator <= D:
            c[ax] = int(raw)
            return c
        free = None
    return None


def pyth_normal(rng, scales):
    """A plane normal n = k (a, b, c) with an integer |(a, b, c)| = g[3], signs and order
    shuffled: (g, k, n)."""
    g = list(rng.choice(TRIPLES3 + [(3, 4, 0, 5), (0, 5, 12, 13)]))
    k = rng.choice(scales)
    nrm = [x * k * rng.choice([1, -1]) for x in g[:3]]
    rng.shuffle(nrm)
    return g, k, nrm


def classify_cases(rng, n_cases):
    """inputs: centre[3], radius, n[3], d"""
    out = []
    up = [0, 0, ONE]
    out.append(([0, 0, 5 * ONE, ONE] + up + [0], 0))          # front
    out.append(([0, 0, -5 * ONE, ONE] + up + [0], 0))         # back
    out.append(([0, 0, ONE // 2, ONE] + up + [0], 0))         # straddling
    out.append(([0, 0, 3 * ONE, ONE] + up + [2 * ONE], 0))    # touching from the front
    out.append(([0, 0, ONE, ONE] + up + [2 * ONE], 0))        # touching from the back
    out.append(([0, 0, 0, 0] + up + [0], ADV))                # r = 0 on the plane: +1
    # touching exactly with non-unit normals: n = k*(a, b, c) with |(a,b,c)| integer
    for _ in range(max(1, n_cases // 5)):
        g, k, nrm = pyth_normal(rng, [1, 2, 5, 1000, ONE // 4, ONE, 3 * ONE])
        r = rng.choice([0, 1, rng.randint(1, 50 * ONE)])
        d = rnd_units(rng, 100)
        # |n| = g[3]*k/65536: s = +-r*|n|, then 0/+-1 LSB nudges of the centre
        side = rng.choice([1, -1])
        target = side * q(r) * F(g[3] * k, ONE)
        c = place_center(rng, nrm, d, target)
        if c is None:
            continue
        if rng.random() < 0.4:
            ax = rng.randrange(3)
            c[ax] += rng.choice([1, -1])
        if in_domain(*c, r, *nrm, d):
            out.append((c + [r] + nrm + [d], ADV))
    # irrational |n|: the centre as close as Q16.16 allows to distance r
    for _ in range(max(1, n_cases // 8)):
        nrm = [rng.choice([1, -1]) * rng.randint(1, 5) * rng.choice([1, ONE, 1000]) for _ in range(3)]
        r = rng.randint(1, 20 * ONE)
        nn = sum(q(x) ** 2 for x in nrm)
        target = q(r) * sqrt_frac(nn) * rng.choice([1, -1])
        c = [rnd_units(rng, 100) for _ in range(3)]
        ax = max(range(3), key=lambda i: abs(nrm[i]))
        rest = sum(q(nrm[i]) * q(c[i]) for i in range(3) if i != ax)
        d = rnd_units(rng, 50)
        val = (target + q(d) - rest) / q(nrm[ax])
        c[ax] = int(round(val * ONE)) + rng.choice([-1, 0, 1])
        if in_domain(*c):
            out.append((c + [r] + nrm + [d], ADV))
    # zero normal, negative radius
    out.append(([0, 0, 0, ONE] + [0, 0, 0] + [0], ADV))
    out.append(([0, 0, 5 * ONE, ONE] + [0, 0, 0] + [ONE], ADV))
    for _ in range(max(1, n_cases // 30)):
        out.append(([rnd_units(rng, 10) for _ in range(3)] + [-rng.randint(1, 5 * ONE)] + rnd_normal(rng) +
                    [rnd_units(rng, 10)], ADV))
    # domain edges
    out.append(([D, D, D, D, D, D, D, -D], ADV))
    out.append(([D, D, D, D, -D, -D, -D, D], ADV))
    out.append(([-D, -D, -D, D, D, D, D, D], ADV))
    out.append(([D, 0, 0, D, ONE, 0, 0, 0], ADV))              # touching, r = 8192
    out.append(([D, 0, 0, D - 1, ONE, 0, 0, 0], ADV))
    out.append(([-D, 0, 0, 0, D, 0, 0, -D], ADV))
    for _ in range(max(1, n_cases // 10)):
        out.append(([rnd_any(rng) for _ in range(8)], ADV | OOD))
    while len(out) < n_cases:
        nrm = rnd_normal(rng)
        if rng.random() < 0.8:
            units = rng.choice([5, 100, 2000])
            c = [rnd_units(rng, units) for _ in range(3)]
            r = rng.randint(0, units * ONE)
            d = rnd_units(rng, min(8192, units * 3))
        else:
            c = [rnd(rng) for _ in range(3)]
            r = rnd(rng, 0, D)
            d = rnd(rng)
        out.append((c + [r] + nrm + [d], 0))
    return out


@tvset("sphere_plane_classify", "sphere_d", 8, [exact("side")])
def _cl(rng, n):
    return classify_cases(rng, n)


@_cl.register_oracle
def _clo(inp):
    if not in_domain(*inp):
        return [SIDE_REJ]
    c, r, nrm, d = inp[0:3], inp[3], inp[4:7], inp[7]
    if r < 0 or all(x == 0 for x in nrm):
        return [0]
    s, nn, rr = sign_dist_vs_r(nrm, c, d, r)
    # dist = s/|n|; dist >= r <=> s >= 0 and s^2 >= r^2 |n|^2 (r >= 0)
    if s >= 0 and s * s >= rr * nn:
        return [1]
    if s <= 0 and s * s >= rr * nn:
        return [-1]
    return [0]



# ------------------------------------------------------------------ sphere vs plane sweep
SWEEP_MISS = [0] * 9


def sweep_oracle(inp):
    """inputs: centre[3], r, delta[3], n[3], d, max_t.
    outputs: result, t, point[3], normal[3], started_inside"""
    if not (seg_in_domain(inp[0:3], inp[4:7]) and in_domain(inp[3], *inp[7:11])):
        return [REJ] + [0] * 8
    if inp[11] < 0:
        return SWEEP_MISS
    c = [q(x) for x in inp[0:3]]
    r = q(inp[3])
    dl = [q(x) for x in inp[4:7]]
    n = [q(x) for x in inp[7:10]]
    d = q(inp[10])
    m = min(q(inp[11]), F(1))
    nn = v_dot(n, n)
    if r < 0 or nn == 0:
        return SWEEP_MISS
    ln = sqrt_frac(nn, 100)
    un = [x / ln for x in n]
    # signed distance times |n| along the path: s(t) = s0 + t*e, against r|n| (r >= 0)
    s0 = v_dot(n, c) - d
    e = v_dot(n, dl)
    rr = r * r * nn
    if s0 < 0 or s0 * s0 < rr:                   # penetrating: s0 < r|n|
        return [1, F(0)] + c + un + [1]
    if e >= 0:                                   # clear or touching, not moving against n
        return SWEEP_MISS
    if s0 * s0 == rr:                            # touching, moving in: t = 0
        t = F(0)
    else:
        s1 = s0 + m * e                          # s(max_t) <= r|n| exactly
        if s1 > 0 and s1 * s1 > rr:
            return SWEEP_MISS
        t = (s0 - r * ln) / (-e)
    p = [c[i] + t * dl[i] - r * un[i] for i in range(3)]
    return [1, t] + p + un + [0]


def sweep_cases(rng, n_cases):
    out = []

    def add(c, r, dl, nrm, d, m, flags):
        if (seg_in_domain(c, dl) and in_domain(r, *nrm, d)) or (flags & OOD):
            out.append((list(c) + [r] + list(dl) + list(nrm) + [d, m], flags))

    up = [0, 0, ONE]
    # seed-style: falling onto the ground plane z = 0
    add([0, 0, 5 * ONE], ONE, [0, 0, -8 * ONE], up, 0, ONE, 0)            # t = 1/2
    add([3 * ONE, -ONE, 5 * ONE], ONE, [ONE, 2 * ONE, -8 * ONE], up, 0, ONE, 0)
    add([0, 0, 5 * ONE], ONE, [0, 0, -2 * ONE], up, 0, ONE, 0)            # falls short
    add([0, 0, 5 * ONE], ONE, [0, 0, 2 * ONE], up, 0, ONE, 0)             # moving away
    add([0, 0, 5 * ONE], ONE, [4 * ONE, 0, 0], up, 0, ONE, 0)             # parallel
    # resting on the plane (touching at t = 0): moving in, away, along, not at all, in by
    # 1 LSB, in with max_t = 0; 1 LSB clear; 1 LSB in (penetrating); straddling; behind
    add([0, 0, ONE], ONE, [0, 0, -ONE], up, 0, ONE, ADV)
    add([0, 0, ONE], ONE, [0, 0, ONE], up, 0, ONE, ADV)
    add([0, 0, ONE], ONE, [ONE, 2 * ONE, 0], up, 0, ONE, ADV)
    add([0, 0, ONE], ONE, [0, 0, 0], up, 0, ONE, ADV)
    add([0, 0, ONE], ONE, [5 * ONE, 0, -1], up, 0, ONE, ADV)
    add([0, 0, ONE], ONE, [0, 0, -ONE], up, 0, 0, ADV)
    add([0, 0, ONE + 1], ONE, [0, 0, -ONE], up, 0, ONE, ADV)              # 1 LSB clear
    add([0, 0, ONE - 1], ONE, [0, 0, ONE], up, 0, ONE, ADV)               # 1 LSB in, moving out
    add([0, 0, ONE // 2], ONE, [0, 0, ONE], up, 0, ONE, ADV)
    add([0, 0, -5 * ONE], ONE, [0, 0, ONE], up, 0, ONE, ADV)
    add([3 * ONE, 0, 4 * ONE], 5 * ONE, [-ONE, 0, ONE], [3 * ONE, 0, 4 * ONE], 0, ONE, ADV)  # touching, |n| = 5
    add([3 * ONE, 0, 4 * ONE], 5 * ONE, [ONE, 0, -ONE], [3 * ONE, 0, 4 * ONE], 0, ONE, ADV)
    add([0, 0, 0], 0, [0, 0, -ONE], up, 0, ONE, ADV)                      # a point on the plane, in
    add([0, 0, 0], 0, [0, 0, ONE], up, 0, ONE, ADV)                       # ... out
    # long motions: the centre from one edge of the domain to the other (delta 16384 units)
    add([0, 0, D], ONE, [0, 0, -2 * D], up, 0, ONE, ADV)
    add([D, D, D], 100 * ONE, [-2 * D, -2 * D, -2 * D], [ONE, ONE, ONE], 0, ONE, ADV)
    add([-5000 * ONE, 0, 300 * ONE], ONE, [10000 * ONE, 0, -600 * ONE], up, 0, ONE, ADV)
    add([0, 0, D], ONE, [0, 0, -2 * D - 1], up, 0, ONE, ADV | OOD)        # ends 1 LSB out: rejected
    # tangent exactly at t = 1, and 1 LSB short of it
    add([0, 0, 3 * ONE], ONE, [0, 0, -2 * ONE], up, 0, ONE, ADV)
    add([0, 0, 3 * ONE + 1], ONE, [0, 0, -2 * ONE], up, 0, ONE, ADV)
    # max_t: exactly at the contact, 1 LSB short, > 1, < 0
    add([0, 0, 3 * ONE], ONE, [0, 0, -4 * ONE], up, 0, ONE // 2, ADV)
    add([0, 0, 3 * ONE], ONE, [0, 0, -4 * ONE], up, 0, ONE // 2 - 1, ADV)
    add([0, 0, 3 * ONE], ONE, [0, 0, -2 * ONE], up, 0, 5 * ONE, ADV)
    add([0, 0, 3 * ONE], ONE, [0, 0, -4 * ONE], up, 0, -1, ADV)
    # radius 0, zero delta, zero normal, negative radius
    add([0, 0, 3 * ONE], 0, [0, 0, -4 * ONE], up, 0, ONE, ADV)
    add([0, 0, 3 * ONE], ONE, [0, 0, 0], up, 0, ONE, ADV)
    add([0, 0, ONE], ONE, [0, 0, 0], up, 0, ONE, ADV)
    add([0, 0, 3 * ONE], ONE, [0, 0, -4 * ONE], [0, 0, 0], 0, ONE, ADV)
    add([0, 0, 3 * ONE], -ONE, [0, 0, -4 * ONE], up, 0, ONE, ADV)
    # non-unit normals with a rational length: tangent at t = 1 (or max_t) exactly, +-1 LSB
    for _ in range(max(1, n_cases // 5)):
        g, k, nrm = pyth_normal(rng, [1, 3, 1000, ONE // 4, ONE, 2 * ONE])
        if max(abs(x) for x in nrm) > D:
            continue
        r = rng.choice([0, 1, rng.randint(1, 40 * ONE)])
        d = rnd_units(rng, 100)
        end = place_center(rng, nrm, d, q(r) * F(g[3] * k, ONE))   # touching at the end
        if end is None:
            continue
        # delta: against n, plus sideways noise; the start is end - delta
        sc = rng.choice([1, 7, ONE // 16, ONE, 20 * ONE]) / max(abs(x) for x in nrm)
        dl = [int(-x * sc * rng.uniform(0.5, 2)) + rng.randint(-ONE, ONE) for x in nrm]
        c = [end[i] - dl[i] for i in range(3)]
        if sum(nrm[i] * dl[i] for i in range(3)) >= 0:
            continue
        if rng.random() < 0.4:
            c[rng.randrange(3)] += rng.choice([1, -1])
        add(c, r, dl, nrm, d, ONE, ADV)
    # irrational |n|: end point as close to tangent as Q16.16 allows
    for _ in range(max(1, n_cases // 8)):
        nrm = [rng.choice([1, -1]) * rng.randint(1, 5) * rng.choice([1, ONE, 1000]) for _ in range(3)]
        r = rng.randint(1, 20 * ONE)
        d = rnd_units(rng, 50)
        target = q(r) * sqrt_frac(sum(q(x) ** 2 for x in nrm))
        end = [rnd_units(rng, 100) for _ in range(3)]
        ax = max(range(3), key=lambda i: abs(nrm[i]))
        rest = sum(q(nrm[i]) * q(end[i]) for i in range(3) if i != ax)
        end[ax] = int(round((target + q(d) - rest) / q(nrm[ax]) * ONE)) + rng.choice([-1, 0, 1])
        sc = rng.choice([1, ONE, 30 * ONE]) / max(abs(x) for x in nrm)
        dl = [int(-x * sc) - rng.randint(0, 3) for x in nrm]
        c = [end[i] - dl[i] for i in range(3)]
        if sum(nrm[i] * dl[i] for i in range(3)) < 0:
            add(c, r, dl, nrm, d, ONE, ADV)
    # nearly parallel motion (n.delta of a few raw units)
    for _ in range(max(1, n_cases // 16)):
        c = [rnd_units(rng, 10) for _ in range(3)]
        c[2] = ONE + rng.randint(1, 3)
        dl = [rnd_units(rng, 100), rnd_units(rng, 100), -rng.randint(1, 4)]
        add(c, ONE, dl, up, 0, ONE, ADV)
    # touching at t = 0 with general normals (Pythagorean |n|): moving against n, along
    # the plane, away; and penetrating (started inside: the plane's normal)
    for _ in range(max(1, n_cases // 8)):
        g, k, nrm = pyth_normal(rng, [1, 3, 1000, ONE // 4, ONE, 2 * ONE])
        if max(abs(x) for x in nrm) > D:
            continue
        r = rng.choice([0, 1, rng.randint(1, 40 * ONE)])
        d = rnd_units(rng, 100)
        depth = rng.choice([0, 0, 0, 1, rng.randint(1, 10 * ONE)])
        c = place_center(rng, nrm, d, (q(r) - q(depth)) * F(g[3] * k, ONE))
        if c is None:
            continue
        kind = rng.choice(['in', 'away', 'along'])
        sc = rng.choice([1, ONE // 16, ONE, 20 * ONE]) / max(abs(x) for x in nrm)
        if kind == 'along':                  # perpendicular to n: (n / k) x a, whole numbers
            a = [rng.randint(-3, 3) for _ in range(3)]
            g3 = [x // k for x in nrm]
            mult = rng.choice([1, 7, ONE // 16, ONE])
            dl = [(g3[1] * a[2] - g3[2] * a[1]) * mult, (g3[2] * a[0] - g3[0] * a[2]) * mult,
                  (g3[0] * a[1] - g3[1] * a[0]) * mult]
        else:
            sg = -1 if kind == 'in' else 1
            dl = [int(sg * x * sc * rng.uniform(0.5, 2)) for x in nrm]
        add(c, r, dl, nrm, d, rng.choice([ONE, ONE, 0]), ADV)
    # the domain's edges
    add([D, D, D], D, [-D, -D, -D], [D, D, D], -D, ONE, ADV)
    add([D, -D, D], D, [-D, D, -D], [-D, -D, D], -D, ONE, ADV)
    add([0, 0, D], 0, [0, 0, -D], up, 0, ONE, ADV)            # t = 1 exactly at z = 0
    add([0, 0, D], D // 2, [0, 0, -D], up, 0, ONE, ADV)
    # out of domain / any int32
    for _ in range(max(1, n_cases // 12)):
        out.append(([rnd_any(rng) for _ in range(11)] + [rng.choice([ONE, rnd_any(rng)])], ADV | OOD))
    # random: a sphere in front moving toward the plane, several scales
    while len(out) < n_cases:
        units = rng.choice([2, 50, 1000, 4000])
        nrm = rnd_normal(rng)
        if all(x == 0 for x in nrm):
            continue
        c = [rnd_units(rng, units) for _ in range(3)]
        r = rng.randint(0, units * ONE // 4)
        d = rnd_units(rng, min(8192, units))
        nn = sum(q(x) ** 2 for x in nrm)
        ln = sqrt_frac(nn)
        dist = (v_dot([q(x) for x in nrm], [q(x) for x in c]) - q(d)) / ln
        if dist <= q(r):                     # start in front: push the centre along n
            push = q(r) - dist + q(rng.randint(1, units * ONE // 2))
            c = [int(q(c[i]) * ONE + push * q(nrm[i]) / ln * ONE) for i in range(3)]
            if not in_domain(*c):
                continue
            dist = (v_dot([q(x) for x in nrm], [q(x) for x in c]) - q(d)) / ln
        # aim: displacement along -n of about (dist - r) * s, plus sideways noise
        s = rng.uniform(0.5, 2.0)
        go = (dist - q(r)) * s
        dl = [int(-go * q(x) / ln * ONE) + rnd_units(rng, units) // 8 for x in nrm]
        if not seg_in_domain(c, dl):
            continue
        m = ONE if rng.random() < 0.8 else rng.randint(0, ONE)
        add(c, r, dl, nrm, d, m, 0)
    return out


@tvset("sphere_plane_sweep", "sphere_d", 12, [exact("hit"), scalar("t", 0.51, 16), scalar("px", 1.3, 16),
                                              scalar("py", 1.3, 16), scalar("pz", 1.3, 16), scalar("nx", 0.51),
                                              scalar("ny", 0.51), scalar("nz", 0.51), exact("started_inside")])
def _sw(rng, n):
    return sweep_cases(rng, n)


@_sw.register_oracle
def _swo(inp):
    return sweep_oracle(inp)

# ------------------------------------------------------------------ segment vs triangle
