# SPDX-License-Identifier: MIT
"""Lines, segments, planes: closest point on a 2D implicit line (seed 001 A.1), on a
segment (A.2), two 2D implicit lines (A.7), two 3D segments (A.8), three planes (A.11).

Oracles: exact rationals straight from the mathematics (projection, rank of the linear
system, minimisation of the squared distance over the parameter square, Gaussian
elimination); nothing is shared with lib/. The first column is the result: -1 rejected
(REJ), then 0 / 1 (fg_result) or the line relation (fg_lines); the other outputs are 0
unless the result carries them. Segments are in the domain when both ends are.
"""
from tvgen import *

SAT = F(I32_MAX, ONE)          # a Q16.16 output saturates to +-(2^31 - 1) raw
POINT_TOL = 0.5                # every coordinate is one exactly rounded fraction
SKEW_TOL = 0.5625              # skew lines, both parameters inside: t carried to 2^-33

# line relations (lib/fg_line.h)
REJECTED, PARALLEL, POINT, COINCIDENT, SKEW = -1, 0, 1, 2, 3


def sat(v):
    return max(-SAT, min(SAT, v))


def qv(raws):
    return [q(r) for r in raws]


def dot(u, v):
    return sum(a * b for a, b in zip(u, v))


def sub(u, v):
    return [a - b for a, b in zip(u, v)]


def cross(u, v):
    return [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]


def rv(rng, dim, units):
    return [rnd_units(rng, units) for _ in range(dim)]


def scale_pick(rng):
    return rng.choice([1, 10, 100, 1000, 8192])


def clampD(raws):
    return [max(-D, min(D, r)) for r in raws]


def end_in(o, d):
    """d shortened (per axis) so that o + d stays in the domain."""
    return [clampD([o[i] + d[i]])[0] - o[i] for i in range(len(o))]


def long_seg(rng, dim):
    """Both ends in the domain, the delta beyond 8192 units on one axis (up to 16384)."""
    o = [rng.randint(-D, D) for _ in range(dim)]
    e = [rng.randint(-D, D) for _ in range(dim)]
    ax = rng.randrange(dim)
    o[ax] = rng.choice([-D, rng.randint(-D, -D // 2)])
    e[ax] = rng.choice([D, rng.randint(D // 2, D)])
    if rng.random() < 0.5:
        o[ax], e[ax] = e[ax], o[ax]
    return o, [e[i] - o[i] for i in range(dim)]


def edge_seg(rng, dim):
    """The end exactly on the domain's edge or 1-2 LSB beyond it (rejected)."""
    o = [rng.randint(-D, D) for _ in range(dim)]
    e = [rng.randint(-D, D) for _ in range(dim)]
    ax = rng.randrange(dim)
    sgn = rng.choice([1, -1])
    e[ax] = sgn * (D + rng.choice([0, 1, 2]))
    return o, [e[i] - o[i] for i in range(dim)]


def seg_flag(o, d, fl=ADV):
    return fl if seg_in_domain(o, d) else fl | OOD


def generic(det2, norms2):
    """Flag for a random case: 0 when it is well conditioned (|sin| of the angle between
    the directions, or the normalised determinant, above 1/16), else ADV: a nearly
    degenerate system is adversarial for a float build by nature."""
    return 0 if det2 * 256 > norms2 else ADV


# ---------------------------------------------------------------- A.1

def line_closest_oracle(inp):
    nx, ny, d, px, py = inp
    if not in_domain(*inp):
        return [REJ, 0, 0]
    n, p = [q(nx), q(ny)], [q(px), q(py)]
    nn = dot(n, n)
    if nn == 0:
        return [1] + p
    # p minus its signed distance along n: the projection onto the line
    k = (q(d) - dot(n, p)) / nn
    return [1] + [sat(p[i] + k * n[i]) for i in range(2)]


def line_closest_cases(rng, n):
    out = []
    U = ONE
    out.append(([U, 0, 3 * U, 5 * U, 7 * U], 0))                 # x = 3 -> (3, 7)
    out.append(([0, 2 * U, 4 * U, 5 * U, 7 * U], 0))             # 2y = 4 -> (5, 2)
    out.append(([39322, 52429, 10 * U, 0, 0], 0))                # ~(0.6, 0.8), d = 10
    out.append(([U, U, 0, 3 * U, 3 * U], 0))                     # x + y = 0 -> (0, 0)
    out.append(([0, 0, 0, 5 * U, 7 * U], ADV))                   # zero normal
    out.append(([0, 0, 9 * U, -5 * U, 7 * U], ADV))
    out.append(([1, 0, D, 0, 0], ADV))                           # tiny n, far line: saturates
    out.append(([1, 1, 0, D, D], ADV))                           # 1-LSB normal through origin
    out.append(([1, -1, 0, D, -D], ADV))
    out.append(([D, D, D, -D, -D], ADV))                         # domain corners
    out.append(([-D, D, -D, D, D], ADV))
    for _ in range(max(1, n // 6)):                               # p exactly on the line
        nvec = [rng.randint(-64, 64) * U, rng.randint(-64, 64) * U]
        p = rv(rng, 2, 100)
        dd = (nvec[0] * p[0] + nvec[1] * p[1]) // U
        if abs(dd) <= D:
            out.append((nvec + [dd] + p, ADV))
    for _ in range(max(1, n // 8)):                               # tiny normals, 1-LSB components
        nvec = [rng.randint(-3, 3), rng.randint(-3, 3)]
        out.append((nvec + [rng.choice([0, 1, -1, rnd_units(rng, 1)])] + rv(rng, 2, 8192), ADV))
    for _ in range(max(1, n // 10)):                              # any int32
        out.append(([rnd_any(rng) for _ in range(5)], ADV | OOD))
    while len(out) < n:
        s = scale_pick(rng)
        out.append((rv(rng, 2, rng.choice([1, 10, 1000, 8192])) + [rnd_units(rng, s)] + rv(rng, 2, s), 0))
    return out


@tvset("line2_closest_point", "line_a", 5, [exact("r"), scalar("x", POINT_TOL), scalar("y", POINT_TOL)])
def _lc(rng, n):
    return line_closest_cases(rng, n)


@_lc.register_oracle
def _lco(inp):
    return line_closest_oracle(inp)


# ---------------------------------------------------------------- A.2

def seg_closest_oracle(inp, dim):
    o, d, p = qv(inp[0:dim]), qv(inp[dim:2 * dim]), qv(inp[2 * dim:3 * dim])
    if not (seg_in_domain(inp[0:dim], inp[dim:2 * dim]) and in_domain(*inp[2 * dim:3 * dim])):
        return [REJ] + [0] * (dim + 1)
    dd = dot(d, d)
    if dd == 0:
        return [1, F(0)] + o
    t = dot(d, sub(p, o)) / dd           # projection onto the infinite line
    t = max(F(0), min(F(1), t))          # the segment's nearest point
    return [1, t] + [o[i] + t * d[i] for i in range(dim)]


def seg_closest_cases(rng, n, dim):
    out = []
    U = ONE
    z = [0] * dim

    def e(i, v):
        r = [0] * dim
        r[i] = v
        return r
    out.append((z + e(0, 10 * U) + [3 * U, 5 * U] + [0] * (dim - 2), 0))     # t = 0.3
    out.append((z + e(0, 10 * U) + [-3 * U, 5 * U] + [0] * (dim - 2), 0))    # before: t = 0
    out.append((z + e(0, 10 * U) + [13 * U, 5 * U] + [0] * (dim - 2), 0))    # after: t = 1
    out.append((z + z + e(1, 4 * U), ADV))                                    # zero length
    out.append(([D] * dim + z + [-D] * dim, ADV))                             # zero length, corners
    for _ in range(max(1, n // 4)):     # p abeam an endpoint, or 1 LSB of projection either side
        o = rv(rng, dim, 1000)
        d = rv(rng, dim, 1000)
        # a perpendicular offset: for dim 2 rotate d; for dim 3 cross with a random vector
        if dim == 2:
            perp = [-d[1], d[0]]
        else:
            r = rv(rng, 3, 5)
            perp = [d[1] * r[2] - d[2] * r[1], d[2] * r[0] - d[0] * r[2], d[0] * r[1] - d[1] * r[0]]
            perp = [x // (1 << 20) for x in perp]
        k = rng.choice([0, 1])
        base = [o[i] + k * d[i] for i in range(dim)]
        nudge = rng.choice([0, 0, 1, -1])
        p = [base[i] + perp[i] // 8 + (nudge if i == 0 else 0) for i in range(dim)]
        if in_domain(*(o + d + p)):
            out.append((o + d + p, ADV))
    for _ in range(max(1, n // 10)):    # p on the segment
        o = rv(rng, dim, 1000)
        d = [rng.randint(-1000, 1000) * 16 for _ in range(dim)]
        k = rng.randint(0, 16)
        out.append((o + d + [o[i] + d[i] * k // 16 for i in range(dim)], ADV))
    for _ in range(max(1, n // 10)):    # 1-LSB deltas
        o = rv(rng, dim, 100)
        d = [rng.randint(-2, 2) for _ in range(dim)]
        out.append((o + d + [o[i] + rng.randint(-4, 4) for i in range(dim)], ADV))
    for _ in range(max(1, n // 12)):    # domain edges
        o = [rng.choice([-D, D]) for _ in range(dim)]
        d = [-x if rng.random() < 0.7 else 0 for x in o]
        out.append((o + d + [rng.choice([-D, D, 0]) for _ in range(dim)], ADV))
    for _ in range(max(1, n // 10)):    # long segments, and ends just outside the domain
        o, d = long_seg(rng, dim) if rng.random() < 0.6 else edge_seg(rng, dim)
        p = [o[i] + d[i] * rng.randint(-2, 6) // 4 + rnd_units(rng, 100) for i in range(dim)]
        out.append((o + d + clampD(p), seg_flag(o, d)))
    for _ in range(max(1, n // 10)):    # any int32
        out.append(([rnd_any(rng) for _ in range(3 * dim)], ADV | OOD))
    while len(out) < n:
        s = scale_pick(rng)
        o = rv(rng, dim, s)
        d = end_in(o, rv(rng, dim, s))
        # aim p near the segment so most answers are interior
        p = [o[i] + d[i] * rng.randint(-2, 6) // 4 + rnd_units(rng, max(1, s // 4)) for i in range(dim)]
        out.append((o + d + clampD(p), 0))
    return out


@tvset("segment2_closest_point", "line_a", 6,
       [exact("r"), scalar("t", POINT_TOL), scalar("x", POINT_TOL), scalar("y", POINT_TOL)])
def _s2(rng, n):
    return seg_closest_cases(rng, n, 2)


@_s2.register_oracle
def _s2o(inp):
    return seg_closest_oracle(inp, 2)


@tvset("segment3_closest_point", "line_a", 9,
       [exact("r"), scalar("t", POINT_TOL), scalar("x", POINT_TOL), scalar("y", POINT_TOL),
        scalar("z", POINT_TOL)])
def _s3(rng, n):
    return seg_closest_cases(rng, n, 3)


@_s3.register_oracle
def _s3o(inp):
    return seg_closest_oracle(inp, 3)


# ---------------------------------------------------------------- A.7

def rank(rows):
    """Rank of a small matrix of Fractions by elimination."""
    m = [list(r) for r in rows]
    rk, col = 0, 0
    ncol = len(m[0]) if m else 0
    while rk < len(m) and col < ncol:
        piv = next((i for i in range(rk, len(m)) if m[i][col] != 0), None)
        if piv is None:
            col += 1
            continue
        m[rk], m[piv] = m[piv], m[rk]
        for i in range(len(m)):
            if i != rk and m[i][col] != 0:
                f = m[i][col] / m[rk][col]
                m[i] = [a - f * b for a, b in zip(m[i], m[rk])]
        rk += 1
        col += 1
    return rk


def lines2_oracle(inp):
    if not in_domain(*inp):
        return [REJECTED, 0, 0]
    a1, b1, d1, a2, b2, d2 = qv(inp)
    ra = rank([[a1, b1], [a2, b2]])
    rab = rank([[a1, b1, d1], [a2, b2, d2]])
    if rab > ra:
        return [PARALLEL, 0, 0]          # inconsistent: no solution
    if ra < 2:
        return [COINCIDENT, 0, 0]        # infinitely many solutions
    # unique solution: eliminate y, then back-substitute
    if a1 != 0:
        y = (d2 - a2 * d1 / a1) / (b2 - a2 * b1 / a1)
        x = (d1 - b1 * y) / a1
    else:
        y = d1 / b1
        x = (d2 - b2 * y) / a2
    return [POINT, sat(x), sat(y)]


def lines2_cases(rng, n):
    out = []
    U = ONE
    out.append(([U, U, 2 * U, U, -U, 0], 0))                   # x + y = 2, x - y = 0 -> (1, 1)
    out.append(([U, 0, 3 * U, 0, U, -4 * U], 0))              # x = 3, y = -4
    out.append(([U, 2 * U, 3 * U, U, 2 * U, 4 * U], ADV))      # parallel
    out.append(([U, 2 * U, 3 * U, 2 * U, 4 * U, 6 * U], ADV))  # coincident, scaled
    out.append(([U, 2 * U, 3 * U, -U, -2 * U, -3 * U], ADV))   # coincident, flipped
    out.append(([U, 2 * U, 3 * U, 2 * U, 4 * U, 6 * U + 1], ADV))  # parallel by 1 LSB of d
    out.append(([U, 2 * U, 3 * U, 2 * U, 4 * U + 1, 6 * U], ADV))  # det = 1 LSB^2: far away
    # zero normals: empty (d != 0) or the whole plane (d == 0)
    for a in ([0, 0, 0], [0, 0, U]):
        for b in ([0, 0, 0], [0, 0, -U], [U, 3 * U, 5 * U]):
            out.append((a + b, ADV))
            out.append((b + a, ADV))
    out.append(([1, 0, 0, 0, 1, 0], ADV))                      # 1-LSB normals
    out.append(([1, 1, D, 1, -1, -D], ADV))
    out.append(([D, D, D, D, -D, -D], ADV))
    out.append(([D, -D, D, -D, D, -D], ADV))                   # coincident at the domain edge
    for _ in range(max(1, n // 6)):                             # coincident / parallel by k
        nv = rv(rng, 2, 2000)
        nv = [x - x % 8 for x in nv]
        d = rnd_units(rng, 1000)
        d -= d % 8
        k = rng.choice([F(1, 2), F(-1, 4), 2, -3, 1, -1, F(3, 8)])
        b = [int(x * k) for x in nv + [d]]
        if rng.random() < 0.5:
            b[2] += rng.choice([1, -1])
        if in_domain(*b):
            out.append((nv + [d] + b, ADV))
    for _ in range(max(1, n // 8)):                             # nearly parallel
        nv = rv(rng, 2, 4000)
        b = [nv[0] + rng.randint(-2, 2), nv[1] + rng.randint(-2, 2)]
        out.append((nv + [rnd_units(rng, 100)] + b + [rnd_units(rng, 100)], ADV))
    for _ in range(max(1, n // 8)):                             # through an exact point
        p = rv(rng, 2, 100)
        la = []
        for _k in range(2):
            nv = [rng.randint(-50, 50) * U, rng.randint(-50, 50) * U]
            la += nv + [(nv[0] * p[0] + nv[1] * p[1]) // U]
        out.append((la, ADV))
    for _ in range(max(1, n // 10)):
        out.append(([rnd_any(rng) for _ in range(6)], ADV | OOD))
    while len(out) < n:
        s = scale_pick(rng)
        ns = rng.choice([1, 10, 1000, 8192])
        a, b = rv(rng, 2, ns), rv(rng, 2, ns)
        det = a[0] * b[1] - a[1] * b[0]
        out.append((a + [rnd_units(rng, s)] + b + [rnd_units(rng, s)], generic(det * det, dot(a, a) * dot(b, b))))
    return out


@tvset("line2_line2_intersect", "line_a", 6,
       [exact("kind"), scalar("x", POINT_TOL, 10), scalar("y", POINT_TOL, 10)])
def _l2(rng, n):
    return lines2_cases(rng, n)


@_l2.register_oracle
def _l2o(inp):
    return lines2_oracle(inp)


# ---------------------------------------------------------------- A.8

def segseg_oracle(inp):
    if not (seg_in_domain(inp[0:3], inp[3:6]) and seg_in_domain(inp[6:9], inp[9:12])):
        return [REJECTED] + [0] * 8
    p1, d1, p2, d2 = qv(inp[0:3]), qv(inp[3:6]), qv(inp[6:9]), qv(inp[9:12])
    zero = [F(0)] * 3
    w = sub(p2, p1)
    n = cross(d1, d2)
    # the lines' relation
    if n == zero:
        if d1 == zero and d2 == zero:
            kind = COINCIDENT if w == zero else PARALLEL
        elif d1 == zero:
            kind = COINCIDENT if cross(sub(p1, p2), d2) == zero else PARALLEL
        else:
            kind = COINCIDENT if cross(w, d1) == zero else PARALLEL
    else:
        kind = POINT if dot(w, n) == 0 else SKEW

    def dist2(s, t):
        v = [p1[i] + s * d1[i] - p2[i] - t * d2[i] for i in range(3)]
        return dot(v, v)

    def clamp01(v):
        return max(F(0), min(F(1), v))

    a, e, b = dot(d1, d1), dot(d2, d2), dot(d1, d2)
    cand = []
    # interior critical point of |p1 + s d1 - p2 - t d2|^2 (gradient zero)
    den = a * e - b * b
    if den != 0:
        # s a - t b = d1.w ; s b - t e = d2.w
        s = (dot(d1, w) * e - b * dot(d2, w)) / den
        t = (b * dot(d1, w) - a * dot(d2, w)) / den
        if 0 <= s <= 1 and 0 <= t <= 1:
            cand.append((s, t))
    # the best point on each edge of the parameter square
    for s in (F(0), F(1)):
        t = clamp01(dot(sub([p1[i] + s * d1[i] for i in range(3)], p2), d2) / e) if e != 0 else F(0)
        cand.append((s, t))
    for t in (F(0), F(1)):
        s = clamp01(dot(sub([p2[i] + t * d2[i] for i in range(3)], p1), d1) / a) if a != 0 else F(0)
        cand.append((s, t))
    best = min(dist2(s, t) for s, t in cand)
    s, t = min(c for c in cand if dist2(*c) == best)   # several closest: smallest s, then t
    return [kind, s, t] + [p1[i] + s * d1[i] for i in range(3)] + [p2[i] + t * d2[i] for i in range(3)]


def segseg_cases(rng, n):
    out = []
    U = ONE
    z = [0, 0, 0]
    out.append(([0, 0, 0, 2 * U, 0, 0, U, -U, 0, 0, 2 * U, 0], 0))         # cross at (1,0,0)
    out.append(([0, 0, 0, 2 * U, 0, 0, U, -U, U, 0, 2 * U, 0], 0))         # skew, distance 1
    out.append(([0, 0, 0, 2 * U, 0, 0, 5 * U, -U, 0, 0, 2 * U, 0], 0))     # lines cross outside a
    out.append(([0, 0, 0, 4 * U, 0, 0, U, U, 0, 4 * U, 0, 0], ADV))        # parallel, overlapping
    out.append(([0, 0, 0, 4 * U, 0, 0, 5 * U, U, 0, -4 * U, 0, 0], ADV))   # parallel, opposite
    out.append(([0, 0, 0, 4 * U, 0, 0, 6 * U, U, 0, 4 * U, 0, 0], ADV))    # parallel, disjoint
    out.append(([0, 0, 0, 4 * U, 0, 0, 2 * U, 0, 0, 4 * U, 0, 0], ADV))    # coincident, overlap
    out.append(([0, 0, 0, 4 * U, 0, 0, 4 * U, 0, 0, 4 * U, 0, 0], ADV))    # coincident, end to end
    out.append(([0, 0, 0, 4 * U, 0, 0, 4 * U + 1, 0, 0, 4 * U, 0, 0], ADV))  # 1 LSB apart
    out.append(([0, 0, 0, 4 * U, 0, 0, 2 * U, 0, 0, -8 * U, 0, 0], ADV))   # coincident, opposite
    out.append(([0, 0, 0, 4 * U, 0, 0, 2 * U, -U, 0, 0, U, 0], ADV))       # T: b ends on a
    out.append(([0, 0, 0, 4 * U, 0, 0, 2 * U, -U, 0, 0, U - 1, 0], ADV))   # 1 LSB short
    out.append((z + z + [U, 2 * U, 3 * U] + [U, 0, 0], ADV))                # a is a point
    out.append(([U, 2 * U, 3 * U] + [U, 0, 0] + z + z, ADV))                # b is a point
    out.append(([U, 2 * U, 3 * U] + z + [U, 2 * U, 3 * U] + z, ADV))        # same point
    out.append(([U, 2 * U, 3 * U] + z + [U, 2 * U, 3 * U + 1] + z, ADV))    # two points
    out.append(([2 * U, 0, 0] + z + z + [4 * U, 0, 0], ADV))                # point on b's line
    out.append(([D, D, D, -D, -D, -D, -D, D, D, D, -D, -D], ADV))          # domain diagonals
    out.append(([D, D, D, -D, -D, -D, D, D, D, -D, -D, -D], ADV))          # identical
    out.append(([D, -D, D, -D, D, -D, -D, -D, -D, D, D, D], ADV))
    out.append(([0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0], ADV))                # 1-LSB deltas
    out.append(([0, 0, 0, 1, 1, 0, 0, 1, 0, 1, 0, 1], ADV))
    for _ in range(max(1, n // 6)):     # crossing lines through an exact point
        X = rv(rng, 3, 500)
        d1 = [rng.randint(-400, 400) * 16 for _ in range(3)]
        d2 = [rng.randint(-400, 400) * 16 for _ in range(3)]
        s, t = rng.randint(-8, 24), rng.randint(-8, 24)   # in 16ths: inside and outside
        p1 = [X[i] - d1[i] * s // 16 for i in range(3)]
        p2 = [X[i] - d2[i] * t // 16 for i in range(3)]
        if rng.random() < 0.25:
            p2[rng.randrange(3)] += rng.choice([1, -1])    # skew by 1 LSB
        out.append((p1 + d1 + p2 + d2, ADV))
    for _ in range(max(1, n // 8)):     # parallel / coincident, overlapping or not
        p1 = rv(rng, 3, 500)
        d1 = [rng.randint(-200, 200) * 8 for _ in range(3)]
        k = rng.choice([F(1, 2), F(-1, 4), 2, -1, 1, F(-3, 8)])
        d2 = [int(x * k) for x in d1]
        j = F(rng.randint(-16, 24), 8)
        p2 = [p1[i] + int(d1[i] * j) for i in range(3)]
        if rng.random() < 0.5:
            p2[rng.randrange(3)] += rng.choice([1, -1, 5 * U])
        out.append((p1 + d1 + p2 + d2, ADV))
    for _ in range(max(1, n // 10)):    # nearly parallel
        p1 = rv(rng, 3, 100)
        d1 = rv(rng, 3, 4000)
        d2 = [x + rng.randint(-2, 2) for x in d1]
        out.append((p1 + d1 + rv(rng, 3, 100) + d2, ADV))
    for _ in range(max(1, n // 12)):    # zero-length
        a = rv(rng, 3, 200) + (z if rng.random() < 0.7 else rv(rng, 3, 200))
        b = rv(rng, 3, 200) + (z if rng.random() < 0.5 else rv(rng, 3, 200))
        out.append((a + b, ADV))
    for _ in range(max(1, n // 8)):     # long segments (crossing, skew, parallel), ends just outside
        o1, d1 = long_seg(rng, 3) if rng.random() < 0.7 else edge_seg(rng, 3)
        o2, d2 = long_seg(rng, 3)
        kind = rng.randrange(3)
        if kind == 0:                   # b through a's midpoint, often exactly (even raws)
            m = [o1[i] + d1[i] // 2 for i in range(3)]
            o2 = [clampD([m[i] - d2[i] // 2])[0] for i in range(3)]
            d2 = end_in(o2, d2)
        elif kind == 1:                 # parallel to a
            d2 = end_in(o2, [-x for x in d1] if rng.random() < 0.5 else d1)
        out.append((o1 + d1 + o2 + d2, seg_flag(o1, d1) | seg_flag(o2, d2)))
    out.append(([-5000 * U, 0, 0, 10000 * U, 0, 0, 0, -5000 * U, U, 0, 10000 * U, 0], 0))   # skew, distance 1
    out.append(([-D, -D, -D, 2 * D, 2 * D, 2 * D, D, -D, -D, -2 * D, 2 * D, 2 * D], ADV))     # diagonals cross
    out.append(([-D, 0, 0, 2 * D + 1, 0, 0, 0, 0, 0, 0, U, 0], ADV | OOD))
    for _ in range(max(1, n // 10)):
        out.append(([rnd_any(rng) for _ in range(12)], ADV | OOD))
    while len(out) < n:
        s = scale_pick(rng)
        c = rv(rng, 3, s)
        d1, d2 = rv(rng, 3, s), rv(rng, 3, s)
        if rng.random() < 0.6:
            # closest points near c, inside both segments: b passes a at a small distance
            s0, t0 = rng.random(), rng.random()
            gap = rv(rng, 3, max(1, s // 8))
            p1 = [c[i] - int(d1[i] * s0) for i in range(3)]
            p2 = [c[i] + gap[i] - int(d2[i] * t0) for i in range(3)]
        else:
            # b across a's neighbourhood: interior and clamped answers
            p1 = rv(rng, 3, s)
            p2 = [c[i] - d2[i] // 2 for i in range(3)]
        p1, p2 = clampD(p1), clampD(p2)
        d1, d2 = end_in(p1, d1), end_in(p2, d2)
        nn = cross(d1, d2)
        out.append((p1 + d1 + p2 + d2, generic(dot(nn, nn), dot(d1, d1) * dot(d2, d2))))
    return out


@tvset("segment3_segment3_closest", "line_b", 12,
       [exact("kind"), scalar("ta", POINT_TOL, 12), scalar("tb", POINT_TOL, 12)] +
       [scalar(c, SKEW_TOL, 12) for c in ("pa.x", "pa.y", "pa.z", "pb.x", "pb.y", "pb.z")])
def _ss(rng, n):
    return segseg_cases(rng, n)


@_ss.register_oracle
def _sso(inp):
    return segseg_oracle(inp)


# ---------------------------------------------------------------- A.11

def solve3(m, rhs):
    """Gaussian elimination with exact rationals; None when singular."""
    a = [list(m[i]) + [rhs[i]] for i in range(3)]
    for c in range(3):
        piv = next((i for i in range(c, 3) if a[i][c] != 0), None)
        if piv is None:
            return None
        a[c], a[piv] = a[piv], a[c]
        for i in range(3):
            if i != c and a[i][c] != 0:
                f = a[i][c] / a[c][c]
                a[i] = [x - f * y for x, y in zip(a[i], a[c])]
    return [a[i][3] / a[i][i] for i in range(3)]


def planes3_oracle(inp):
    if not in_domain(*inp):
        return [REJ, 0, 0, 0]
    v = qv(inp)
    x = solve3([v[0:3], v[4:7], v[8:11]], [v[3], v[7], v[11]])
    if x is None:
        return [0, 0, 0, 0]
    return [1] + [sat(c) for c in x]


def planes3_cases(rng, n):
    out = []
    U = ONE
    out.append(([U, 0, 0, U, 0, U, 0, 2 * U, 0, 0, U, 3 * U], 0))          # x=1, y=2, z=3
    out.append(([U, U, 0, 2 * U, 0, U, U, 2 * U, U, 0, U, 2 * U], 0))       # -> (1, 1, 1)
    out.append(([U, 0, 0, U, 2 * U, 0, 0, 5 * U, 0, 0, U, 3 * U], ADV))     # a, b parallel
    out.append(([U, 0, 0, U, 0, U, 0, U, U, U, 0, U], ADV))                 # n3 = n1 + n2: a line
    out.append(([U, 0, 0, U, 0, U, 0, U, U, U, 0, 3 * U], ADV))             # ... or nothing
    out.append(([0, 0, 0, 0, 0, U, 0, U, 0, 0, U, U], ADV))                 # zero normal
    out.append(([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0], ADV))                 # 1-LSB normals
    out.append(([1, 0, 0, D, 0, 1, 0, D, 0, 0, 1, D], ADV))                 # far: saturates
    out.append(([D, D, D, D, D, -D, D, -D, -D, D, -D, D], ADV))             # domain edges
    out.append(([D, 0, 0, -D, 0, D, 0, D, 0, 0, D, -D], ADV))
    for _ in range(max(1, n // 5)):     # through an exact point
        p = rv(rng, 3, 100)
        row = []
        for _k in range(3):
            nv = [rng.randint(-60, 60) * U for _ in range(3)]
            row += nv + [dot(nv, p) // U]
        out.append((row, ADV))
    for _ in range(max(1, n // 6)):     # dependent normals: n3 = i n1 + j n2, or two parallel
        n1 = [rng.randint(-300, 300) * 4 for _ in range(3)]
        n2 = [rng.randint(-300, 300) * 4 for _ in range(3)]
        i, j = rng.choice([(1, 1), (1, -1), (F(1, 2), F(1, 4)), (2, 0), (0, -1)])
        n3 = [int(i * a + j * b) for a, b in zip(n1, n2)]
        if rng.random() < 0.3:
            n3[rng.randrange(3)] += rng.choice([1, -1])   # independent by 1 LSB
        out.append((n1 + [rnd_units(rng, 100)] + n2 + [rnd_units(rng, 100)] + n3 + [rnd_units(rng, 100)], ADV))
    for _ in range(max(1, n // 10)):
        out.append(([rnd_any(rng) for _ in range(12)], ADV | OOD))
    while len(out) < n:
        ns = rng.choice([1, 10, 1000, 8192])
        s = scale_pick(rng)
        n1, n2, n3 = rv(rng, 3, ns), rv(rng, 3, ns), rv(rng, 3, ns)
        det = dot(n1, cross(n2, n3))
        out.append((n1 + [rnd_units(rng, s)] + n2 + [rnd_units(rng, s)] + n3 + [rnd_units(rng, s)],
                    generic(det * det, dot(n1, n1) * dot(n2, n2) * dot(n3, n3))))
    return out


@tvset("plane_plane_plane_intersect", "line_b", 12,
       [exact("found"), scalar("x", POINT_TOL, 10), scalar("y", POINT_TOL, 10), scalar("z", POINT_TOL, 10)])
def _p3(rng, n):
    return planes3_cases(rng, n)


@_p3.register_oracle
def _p3o(inp):
    return planes3_oracle(inp)
