# SPDX-License-Identifier: MIT
"""Segment vs triangle (seed 001 A.16, Badouel).

Oracle from the mathematics with exact Fractions: the plane crossing t = n.(a - o) / n.delta
solved exactly, the point's barycentric coordinates by Cramer's rule on the two
largest-area projections. Expected values never come from the library. A triangle is a
surface: a segment starting on it hits at t = 0 when it leaves the plane (to an allowed
side), and never when it moves in the plane. Columns: the hit record (tv.h: result -1/0/1,
t, point, normal, started_inside) and the barycentric u, v.
"""
from tvgen import *


def v_sub(a, b):
    return [a[i] - b[i] for i in range(3)]


def v_cross(a, b):
    return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]


def v_dot(a, b):
    return sum(a[i] * b[i] for i in range(3))


TRI_MISS = [0] * 11
TRI_REJ = [REJ] + [0] * 10
FRONT_ONLY, BOTH_SIDES = 0, 1


def tri_oracle(inp):
    """inputs: origin[3], delta[3], a[3], b[3], c[3], max_t, sides (fg_sides).
    outputs: hit, t, point[3], normal[3], started_inside, u, v"""
    o, dl, a, b, c = [[q(x) for x in inp[i:i + 3]] for i in range(0, 15, 3)]
    m, sides = inp[15], inp[16]
    if not (seg_in_domain(inp[0:3], inp[3:6]) and in_domain(*inp[6:15])) or sides not in (FRONT_ONLY, BOTH_SIDES):
        return TRI_REJ
    two = sides == BOTH_SIDES
    if m < 0:
        return TRI_MISS
    m = min(q(m), F(1))
    e1, e2 = v_sub(b, a), v_sub(c, a)
    n = v_cross(e1, e2)
    if n == [0, 0, 0]:
        return TRI_MISS                       # zero area
    den = v_dot(n, dl)
    if den == 0 or (den > 0 and not two):
        return TRI_MISS                       # parallel / in the plane / back side
    t = v_dot(n, v_sub(a, o)) / den
    if t < 0 or t > m:
        return TRI_MISS
    p = [o[i] + t * dl[i] for i in range(3)]
    # barycentric: p - a = u e1 + v e2, on the projection dropping n's largest axis
    k = max(range(3), key=lambda i: abs(n[i]))
    i, j = [x for x in range(3) if x != k]
    w = v_sub(p, a)
    det = e1[i] * e2[j] - e1[j] * e2[i]
    u = (w[i] * e2[j] - w[j] * e2[i]) / det
    v = (e1[i] * w[j] - e1[j] * w[i]) / det
    if u < 0 or v < 0 or u + v > 1:
        return TRI_MISS
    ln = sqrt_frac(v_dot(n, n), 80)
    sgn = -1 if den > 0 else 1
    return [1, t] + p + [sgn * x / ln for x in n] + [0, u, v]


def tri_rand(rng, units):
    return [rnd_units(rng, units) for _ in range(9)]


def tri_normal_raw(t):
    a, b, c = t[0:3], t[3:6], t[6:9]
    return v_cross(v_sub(b, a), v_sub(c, a))


def clamp_delta(o, dl):
    """scale the delta down (halving) until origin + delta stays in the domain"""
    while not seg_in_domain(o, dl):
        dl = [x // 2 for x in dl]
    return dl


def tri_cases(rng, n_cases, two):
    out = []

    def add(o, dl, t, m, flags):
        if (seg_in_domain(o, dl) and in_domain(*t)) or (flags & OOD):
            out.append((list(o) + list(dl) + list(t) + [m, two], flags))

    T = [0, 0, 0, ONE, 0, 0, 0, ONE, 0]                  # unit triangle, front = +z
    # seed-style
    add([ONE // 4, ONE // 4, ONE], [0, 0, -2 * ONE], T, ONE, 0)       # front, t = 1/2
    add([ONE // 4, ONE // 4, -ONE], [0, 0, 2 * ONE], T, ONE, 0)       # from the back
    add([ONE, ONE, ONE], [0, 0, -2 * ONE], T, ONE, 0)                 # beside it
    add([ONE // 4, ONE // 4, ONE], [0, 0, 2 * ONE], T, ONE, 0)        # moving away
    add([ONE // 4, ONE // 4, ONE], [0, 0, -ONE // 2], T, ONE, 0)      # too short
    # closest hit so far: t exactly max_t, and max_t 1 LSB short
    add([ONE // 4, ONE // 4, ONE], [0, 0, -2 * ONE], T, ONE // 2, ADV)
    add([ONE // 4, ONE // 4, ONE], [0, 0, -2 * ONE], T, ONE // 2 - 1, ADV)
    add([ONE // 4, ONE // 4, ONE], [0, 0, -ONE], T, ONE, ADV)         # t exactly 1
    add([ONE // 4, ONE // 4, ONE], [0, 0, -ONE], T, 3 * ONE, ADV)     # max_t > 1
    add([ONE // 4, ONE // 4, ONE], [0, 0, -ONE], T, -1, ADV)          # max_t < 0
    add([ONE // 4, ONE // 4, 0], [0, 0, -ONE], T, ONE, ADV)           # origin on it: t = 0
    add([ONE // 4, ONE // 4, 0], [0, 0, ONE], T, ONE, ADV)            # on it, leaving by the front
    add([ONE // 4, ONE // 4, 0], [0, 0, -ONE], T, 0, ADV)             # on it, max_t = 0
    add([2 * ONE, 0, 0], [0, 0, -ONE], T, ONE, ADV)                   # on the plane, outside
    add([-ONE, ONE // 4, 0], [3 * ONE, 0, 0], T, ONE, ADV)            # in the plane, across it
    add([ONE // 4, ONE // 4, 0], [0, 0, 0], T, ONE, ADV)              # zero length on it
    add([ONE // 4, ONE // 4, ONE], [0, 0, 0], T, ONE, ADV)            # zero length off it
    add([0, 0, ONE], [0, 0, -2 * ONE], T, ONE, ADV)                   # through vertex a
    add([ONE, 0, ONE], [0, 0, -2 * ONE], T, ONE, ADV)                 # through vertex b
    add([ONE // 2, ONE // 2, ONE], [0, 0, -2 * ONE], T, ONE, ADV)     # through edge bc
    add([ONE // 2 + 1, ONE // 2, ONE], [0, 0, -2 * ONE], T, ONE, ADV) # 1 LSB beyond bc
    add([-1, ONE // 2, ONE], [0, 0, -2 * ONE], T, ONE, ADV)           # 1 LSB beyond ca
    add([ONE // 4, ONE // 4, ONE], [1, 0, -1], T, ONE, ADV)           # 1-LSB delta, too short
    add([ONE // 4, ONE // 4, 1], [0, 1, -1], T, ONE, ADV)             # 1-LSB delta, t = 1
    # exactly through an edge or a vertex of a random triangle, then +-1 LSB off it
    for _ in range(max(1, n_cases // 4)):
        units = rng.choice([4, 100, 3000])
        while True:
            a = [rnd_units(rng, units) for _ in range(3)]
            kk = rng.choice([1, 2, 4, 8, 1000])
            wv = [rng.randint(-units * ONE // (2 * kk), units * ONE // (2 * kk)) for _ in range(3)]
            b = [a[i] + kk * wv[i] for i in range(3)]
            c = [rnd_units(rng, units) for _ in range(3)]
            if in_domain(*b) and tri_normal_raw(a + b + c) != [0, 0, 0]:
                break
        j = rng.choice([0, kk, rng.randint(0, kk)])           # a vertex or a point of edge ab
        p = [a[i] + j * wv[i] for i in range(3)]
        dl = [rnd_units(rng, units) * 2 for _ in range(3)]
        dl = clamp_delta(p, [x - x % 2 for x in dl])
        o = [p[i] - dl[i] // 2 for i in range(3)]              # t = 1/2 exactly
        tri = a + b + c if rng.random() < 0.5 else b + c + a
        nrm = tri_normal_raw(tri)
        if sum(nrm[i] * dl[i] for i in range(3)) > 0 and rng.random() < 0.8:
            tri = tri[0:3] + tri[6:9] + tri[3:6]              # mostly front-facing
        if rng.random() < 0.4:
            o[rng.randrange(3)] += rng.choice([1, -1])         # grazing by 1 LSB
        add(o, dl, tri, ONE, ADV)
    # back-face rays
    for _ in range(max(1, n_cases // 12)):
        tri = tri_rand(rng, 100)
        nrm = tri_normal_raw(tri)
        tgt = [(tri[i] + tri[3 + i] + tri[6 + i]) // 3 for i in range(3)]
        o = [tgt[i] + (nrm[i] >> max(0, max(abs(x) for x in nrm).bit_length() - 20)) for i in range(3)]
        dl = clamp_delta(o, [2 * (o[i] - tgt[i]) for i in range(3)])  # travelling along n
        add(o, dl, tri, ONE, ADV)
    # degenerate triangles: coincident, collinear
    for _ in range(max(1, n_cases // 16)):
        a = [rnd_units(rng, 50) for _ in range(3)]
        b = [rnd_units(rng, 50) for _ in range(3)]
        kind = rng.randrange(3)
        if kind == 0:
            tri = a + a + b
        elif kind == 1:
            tri = a + a + a
        else:
            tri = a + b + [2 * b[i] - a[i] for i in range(3)]
        tgt = [(tri[i] + tri[3 + i]) // 2 for i in range(3)]
        o = [rnd_units(rng, 50) for _ in range(3)]
        dl = clamp_delta(o, [2 * (tgt[i] - o[i]) for i in range(3)])
        add(o, dl, tri, ONE, ADV)
    # the domain's edges
    add([D, D, D], [-D, -D, -D], [-D, D, -D, D, -D, -D, -D, -D, D], ONE, ADV)
    add([-D, -D, -D], [D, D, D], [-D, D, -D, D, -D, -D, -D, -D, D], ONE, ADV)
    add([D, -D, D], [-D, D, -D], [D, D, -D, -D, -D, -D, -D, D, D], ONE, ADV)
    add([0, 0, D], [0, 0, -D], [-D, -D, 0, D, -D, 0, -D, D, 0], ONE, ADV)
    add([-D, -D, D], [0, 0, -D], [-D, -D, 0, D, -D, 0, -D, D, 0], ONE, ADV)   # through a vertex
    # starting on the triangle (inside, on an edge, at a vertex): crossing either way hits at
    # t = 0, moving in the plane or not at all never hits; and 1 LSB above it
    for o in ([ONE // 4, ONE // 4, 0], [ONE // 2, 0, 0], [0, 0, 0], [0, ONE, 0], [ONE // 2, ONE // 2, 0]):
        for dl in ([0, 0, -ONE], [0, 0, ONE], [ONE, ONE, -1], [-ONE, 0, 1], [ONE, 0, 0], [-ONE, -ONE, 0], [0, 0, 0]):
            add(o, dl, T, rng.choice([ONE, 0]), ADV)
    add([ONE // 4, ONE // 4, 1], [0, 0, ONE], T, ONE, ADV)           # 1 LSB above, moving away
    add([ONE // 4, ONE // 4, 1], [ONE, 0, 0], T, ONE, ADV)           # 1 LSB above, parallel
    add([ONE // 4, ONE // 4, -1], [0, 0, 1], T, ONE, ADV)            # 1 LSB below, reaching it at t = 1
    for _ in range(max(1, n_cases // 12)):                           # on a random triangle, exactly
        units = rng.choice([4, 100, 3000])
        a = [rnd_units(rng, units) for _ in range(3)]
        e1 = [rnd_units(rng, units) // 4 for _ in range(3)]
        e2 = [rnd_units(rng, units) // 4 for _ in range(3)]
        j, k = rng.choice([(0, 0), (1, 0), (0, 1), (1, 1), (2, 1), (1, 3)]), 4
        tri = a + [a[i] + 4 * e1[i] for i in range(3)] + [a[i] + 4 * e2[i] for i in range(3)]
        o = [a[i] + j[0] * e1[i] + j[1] * e2[i] for i in range(3)]   # barycentric (j/4): on it or beyond
        nrm = tri_normal_raw(tri)
        kind = rng.randrange(3)
        if kind == 0:                                                # in the plane: along an edge
            dl = [e1[i] * rng.choice([1, -2]) for i in range(3)]
        elif kind == 1:
            dl = [0, 0, 0]
        else:
            dl = [rnd_units(rng, units) for _ in range(3)]
        if in_domain(*tri) and nrm != [0, 0, 0]:
            add(o, clamp_delta(o, dl), tri, rng.choice([ONE, 0]), ADV)
    # long segments (delta beyond 8192 units, both ends in the domain) and ends just outside
    add([-5000 * ONE, ONE // 4, ONE // 4], [10000 * ONE, 0, 0], [0, 0, 0, 0, ONE, 0, 0, 0, ONE] if two else
        [0, 0, 0, 0, 0, ONE, 0, ONE, 0], ONE, 0)
    add([-D, -D, D], [2 * D, 2 * D, -2 * D], [-D, D, 0, D, -D, 0, D, D, 0], ONE, ADV)
    add([D, D, D], [-2 * D, -2 * D, -2 * D], [-D, D, -D, D, -D, -D, -D, -D, D], ONE, ADV)
    for _ in range(max(1, n_cases // 12)):
        units = rng.choice([100, 3000, 8000])
        tri = tri_rand(rng, units)
        w = [rng.random() for _ in range(3)]
        tgt = [int((w[0] * tri[i] + w[1] * tri[3 + i] + w[2] * tri[6 + i]) / sum(w)) for i in range(3)]
        ax = rng.randrange(3)
        o = [rng.randint(-D, D) for _ in range(3)]
        o[ax] = rng.choice([-D, D])
        e = [max(-D, min(D, 2 * tgt[i] - o[i])) for i in range(3)]
        if rng.random() < 0.3:                                       # the end just outside
            e[ax] = -o[ax] + rng.choice([1, 2]) * (-1 if o[ax] > 0 else 1)
            out.append((o + [e[i] - o[i] for i in range(3)] + tri + [ONE, two], ADV | OOD))
        else:
            add(o, [e[i] - o[i] for i in range(3)], tri, ONE, ADV)
    # an invalid sides value
    out.append(([ONE // 4, ONE // 4, ONE, 0, 0, -2 * ONE] + T + [ONE, 2 + two], ADV | OOD))
    out.append(([ONE // 4, ONE // 4, ONE, 0, 0, -2 * ONE] + T + [ONE, -1 - two], ADV | OOD))
    # out of domain / any int32
    for _ in range(max(1, n_cases // 12)):
        out.append(([rnd_any(rng) for _ in range(15)] + [rng.choice([ONE, rnd_any(rng)]), two], ADV | OOD))
    # random, aimed at the triangle (mostly at its front side), several scales
    while len(out) < n_cases:
        units = rng.choice([2, 50, 1000, 8192])
        tri = tri_rand(rng, units)
        w = [rng.random() for _ in range(3)]
        if rng.random() < 0.8:
            w = [x / sum(w) for x in w]                        # inside
        tgt = [int(w[0] * tri[i] + w[1] * tri[3 + i] + w[2] * tri[6 + i]) for i in range(3)]
        if not in_domain(*tgt):
            continue
        o = [max(-D, min(D, tgt[i] + rnd_units(rng, units) // 2)) for i in range(3)]
        s = rng.uniform(0.9, 2.0)                              # t = 1/s, mostly in [0.5, 1]
        dl = clamp_delta(o, [int((tgt[i] - o[i]) * s) for i in range(3)])
        nrm = tri_normal_raw(tri)
        if sum(nrm[i] * dl[i] for i in range(3)) > 0 and rng.random() < 0.8:
            tri = tri[0:3] + tri[6:9] + tri[3:6]
        m = ONE if rng.random() < 0.8 else rng.randint(0, ONE)
        # a near-parallel approach (|cos| < 0.02 between delta and the plane's normal)
        # is the ill-conditioned grazing class: adversarial, even when drawn at random
        nd = abs(v_dot(nrm, dl))
        graze = nd * nd < (F(1, 2500) * v_dot(nrm, nrm) * v_dot(dl, dl))
        add(o, dl, tri, m, ADV if graze else 0)
    return out


# fshift 16 on t and point: the float reference's own error grows with |delta| and with
# near-parallel approach; the Q16.16 tolerance (second argument) is the documented bound.
TRI_COLS = [exact("hit"), scalar("t", 0.5, 16), scalar("px", 0.5, 16), scalar("py", 0.5, 16),
            scalar("pz", 0.5, 16),
            scalar("nx", 0.51), scalar("ny", 0.51), scalar("nz", 0.51), exact("inside"),
            scalar("u", 0.5), scalar("v", 0.5)]


@tvset("segment3_triangle_raycast", "tri", 17, TRI_COLS)
def _tr1(rng, n):
    return tri_cases(rng, n, 0)


@_tr1.register_oracle
def _tro1(inp):
    return tri_oracle(inp)


@tvset("segment3_triangle_raycast2", "tri", 17, TRI_COLS)
def _tr2(rng, n):
    return tri_cases(rng, n, 1)


@_tr2.register_oracle
def _tro2(inp):
    return tri_oracle(inp)
