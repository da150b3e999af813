# SPDX-License-Identifier: MIT
"""Capsules (issue 13 item 3): the segment vs 2D capsule raycast, under the touch rules.

Oracle: exact rationals from the definition of the shape, sharing no formula with lib/:
the capsule is {x : dist(x, [a, b]) <= R}. With f(t) = dist(p(t), [a, b])^2 - R^2 along
p(t) = O + t D, t in [0, T], T = min(max_t, 1):
  f(0) < 0    penetrating: started_inside, t = 0, normal (O - q) / |O - q| for q the
              nearest axis point (zero when O is on the axis);
  f(0) == 0   touching: a hit at t = 0 only when moving in, D . (O - q) < 0;
  f(0) > 0    dist(p(t), [a, b]) is convex in t, so its minimum over [0, T] is at one of
              0, T, the feet of a and b on the path, or the crossing of the two lines
              (each clamped to [0, T]; all rational): a hit exactly when that minimum of f
              is <= 0. The first contact is then found by bisection on the exact sign of
              f between 0 and that minimiser, to 2^-90.
A hit's point is O + t D, its normal (p(t) - q(p(t))) / R; for R = 0 (the capsule is
the segment) the normal of the side, toward O, when O is off the axis line, else
-D / |D| (an end met head-on). Domain: origin, origin + delta, a, b, R in [-8192, 8192]
units; outside: REJ.
"""
from tvgen import *

U = ONE


def sub(a, b):
    return [x - y for x, y in zip(a, b)]


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def cross(a, b):
    return a[0] * b[1] - a[1] * b[0]


def nearest_on_axis(P, A, Uv):
    """the point of the segment [A, A + Uv] nearest to P (exact)"""
    uu = dot(Uv, Uv)
    if uu == 0:
        return list(A)
    s = dot(sub(P, A), Uv) / uu
    s = min(F(1), max(F(0), s))
    return [A[i] + s * Uv[i] for i in range(2)]


def unit(v):
    n = dot(v, v)
    if n == 0:
        return [F(0), F(0)]
    ln = sqrt_frac(F(n), 90)
    return [F(x) / ln for x in v]


def ray_cap_oracle(inp):
    o, d, a, b = inp[0:2], inp[2:4], inp[4:6], inp[6:8]
    r, mt = inp[8], inp[9]
    miss = [0] * 7
    if not (seg_in_domain(o, d) and in_domain(*a, *b, r)):
        return [REJ] + [0] * 6
    if r < 0 or mt < 0:
        return miss
    O, D, A, B = [[q(x) for x in v] for v in (o, d, a, b)]
    R, T = q(r), min(q(mt), F(1))
    Uv = sub(B, A)

    def p(t):
        return [O[i] + t * D[i] for i in range(2)]

    def f(t):
        P = p(t)
        return dot(sub(P, nearest_on_axis(P, A, Uv)), sub(P, nearest_on_axis(P, A, Uv))) - R * R

    f0 = f(F(0))
    Q0 = nearest_on_axis(O, A, Uv)
    if f0 < 0:
        return [1, 0] + O + unit(sub(O, Q0)) + [1]
    if f0 == 0:
        if dot(D, sub(O, Q0)) < 0:
            return [1, 0] + O + [x / R for x in sub(O, Q0)] + [0]
        return miss
    cands = [F(0), T]
    dd = dot(D, D)
    if dd != 0:
        for E in (A, B):
            cands.append(dot(sub(E, O), D) / dd)
        dxu = cross(D, Uv)
        if dxu != 0:
            cands.append(cross(sub(A, O), Uv) / dxu)
    cands = [min(T, max(F(0), t)) for t in cands]
    tin = min(cands, key=f)
    if f(tin) > 0:
        return miss
    lo, hi = F(0), tin
    for _ in range(90):
        mid = (lo + hi) / 2
        if f(mid) <= 0:
            hi = mid
        else:
            lo = mid
    t = hi
    P = p(t)
    if R > 0:
        N = [x / R for x in sub(P, nearest_on_axis(P, A, Uv))]
    else:
        c0 = cross(sub(O, A), Uv)
        if c0 != 0:
            sg = 1 if c0 > 0 else -1
            N = unit([sg * Uv[1], -sg * Uv[0]])
        else:
            N = unit([-x for x in D])
    return [1, t] + P + N + [0]


def pyth2(rng):
    """an integer direction with an integer length"""
    u, L = rng.choice([((1, 0), 1), ((0, 1), 1), ((3, 4), 5), ((4, -3), 5), ((5, 12), 13), ((-8, 15), 17)])
    s = [rng.choice([-1, 1]) for _ in range(2)]
    return [u[0] * s[0], u[1] * s[1]], L


def clampd(v):
    return max(-D, min(D, v))


def ray_cases(rng, n):
    out = []

    def add(o, dl, a, b, r, mt, fl):
        out.append((list(o) + list(dl) + list(a) + list(b) + [r, mt], fl))

    A0, B0 = [-2 * U, 0], [2 * U, 0]
    # seed-style: the capsule (-2,0)-(2,0) r 1; from above onto the side, from the left onto an
    # end, passing above, beyond the ends, diagonally
    add([0, 3 * U], [0, -4 * U], A0, B0, U, U, 0)
    add([-5 * U, 0], [6 * U, 0], A0, B0, U, U, 0)
    add([-5 * U, U // 2], [10 * U, 0], A0, B0, U, U, 0)
    add([-5 * U, 2 * U], [10 * U, 0], A0, B0, U, U, 0)
    add([4 * U, 4 * U], [-8 * U, -8 * U], A0, B0, U, U, 0)
    add([-4 * U, 4 * U], [2 * U, -2 * U], A0, B0, U, U, 0)
    # grazing the flat side (parallel at distance r, exactly, 1 LSB in, 1 LSB out)
    for off in (0, -1, 1):
        add([-5 * U, U + off], [10 * U, 0], A0, B0, U, U, ADV)
        add([3 * U, -U - off], [-10 * U, 0], A0, B0, U, U, ADV)
    # the corner of the flat side and the end disc: crossing y = 1 exactly at x = -2, +-1 LSB
    for off in (0, -1, 1):
        add([-2 * U + off, 3 * U], [0, -4 * U], A0, B0, U, U, ADV)
        add([-4 * U + off, 3 * U], [4 * U, -4 * U], A0, B0, U, U, ADV)
        add([2 * U + off, -3 * U], [0, 4 * U], A0, B0, U, U, ADV)
    # contact at t = 1 exactly, delta 1 LSB short; contact at 1/2 with max_t 1/2, 1/2 - 1 LSB
    add([0, 3 * U], [0, -2 * U], A0, B0, U, U, ADV)
    add([0, 3 * U], [0, -2 * U + 1], A0, B0, U, U, ADV)
    add([0, 3 * U], [0, -4 * U], A0, B0, U, U // 2, ADV)
    add([0, 3 * U], [0, -4 * U], A0, B0, U, U // 2 - 1, ADV)
    add([-5 * U, 0], [4 * U, 0], A0, B0, U, U // 2, ADV)
    add([-5 * U, 0], [4 * U, 0], A0, B0, U, U // 2 - 1, ADV)
    # max_t < 0, 0, huge
    add([0, 3 * U], [0, -4 * U], A0, B0, U, -1, ADV)
    add([0, 0], [0, -4 * U], A0, B0, U, 0, ADV)
    add([0, 3 * U], [0, -4 * U], A0, B0, U, 0, ADV)
    add([0, 3 * U], [0, -4 * U], A0, B0, U, I32_MAX, ADV)
    add([0, 3 * U], [0, -4 * U], A0, B0, U, I32_MIN, ADV)
    # on the flat side: moving in, out, along, not at all; 1 LSB inside / outside
    for dl in ([0, -U], [0, U], [U, 0], [-U, 0], [0, 0], [5 * U, -1], [5 * U, 1]):
        add([U, U], dl, A0, B0, U, U, ADV)
        add([U, U], dl, A0, B0, U, 0, ADV)
    add([U, U - 1], [0, U], A0, B0, U, U, ADV)
    add([U, U + 1], [0, -U], A0, B0, U, U, ADV)
    # on an end's surface (3-4-5 directions): in, out, tangent; exactly at the corner
    for dl in ([-3 * U, -4 * U], [3 * U, 4 * U], [4 * U, -3 * U], [-4 * U, 3 * U], [0, -U], [U, 0], [-U, 0]):
        add([-2 * U - 3 * U, 4 * U], dl, A0, B0, 5 * U, U, ADV)
        add([-2 * U, U], dl, A0, B0, U, U, ADV)
        add([2 * U, -U], dl, A0, B0, U, U, ADV)
    # inside: the side region, an end region, on the axis (zero normal), at an end point
    add([U, U // 2], [U, U], A0, B0, U, U, ADV)
    add([-5 * U // 2, -U // 4], [U, U], A0, B0, U, U, ADV)
    add([U, 0], [U, U], A0, B0, U, U, ADV)
    add([-2 * U, 0], [0, 0], A0, B0, U, U, ADV)
    add([2 * U - 1, 0], [U, 0], A0, B0, U, 0, ADV)
    # degenerate: a == b (a disc), radius 0 (the segment itself), negative radius
    add([-5 * U, U // 2], [10 * U, 0], [0, 0], [0, 0], U, U, ADV)
    add([-5 * U, U], [10 * U, 0], [0, 0], [0, 0], U, U, ADV)
    add([0, 0], [U, 0], [0, 0], [0, 0], U, U, ADV)
    add([0, 3 * U], [0, -6 * U], A0, B0, 0, U, ADV)                 # crossing the segment
    add([-2 * U, 3 * U], [0, -6 * U], A0, B0, 0, U, ADV)            # through the end point
    add([-2 * U - 1, 3 * U], [0, -6 * U], A0, B0, 0, U, ADV)        # 1 LSB past it
    add([-5 * U, 0], [10 * U, 0], A0, B0, 0, U, ADV)                # colinear: the end head-on
    add([-5 * U, 0], [3 * U, 0], A0, B0, 0, U, ADV)                 # reaching the end at t = 1
    add([-5 * U, 0], [3 * U - 1, 0], A0, B0, 0, U, ADV)
    add([0, 0], [0, U], A0, B0, 0, U, ADV)                          # on it, leaving
    add([0, 0], [U, 0], A0, B0, 0, U, ADV)                          # on it, along
    add([-5 * U, 0], [10 * U, 0], [0, 0], [0, 0], 0, U, ADV)         # a point
    add([-5 * U, 1], [10 * U, 0], [0, 0], [0, 0], 0, U, ADV)
    add([0, 3 * U], [0, -6 * U], A0, B0, -U, U, ADV)
    add([0, 3 * U], [0, -6 * U], B0, A0, U, U, ADV)                  # ends swapped
    # 1-LSB capsules and deltas
    add([-U, 0], [2 * U, 1], [0, 0], [1, 0], 1, U, ADV)
    add([0, 3], [0, -1], [0, 0], [5, 0], 2, U, ADV)
    add([0, 3], [0, -1], [0, 0], [5, 0], 2, U // 2, ADV)
    # general directions: a Pythagorean axis (integer length), origins exactly on the flat
    # side or on an end's surface, grazing and crossing at the corner, +-1 LSB
    for _ in range(max(1, n // 4)):
        u, L = pyth2(rng)
        k = rng.randint(1, 300) * rng.choice([1, 16, U // 8])
        A = [rnd_units(rng, 2000), rnd_units(rng, 2000)]
        Bv = [A[0] + u[0] * k, A[1] + u[1] * k]           # |b - a| = k L
        nrm = [u[1], -u[0]]                                 # unit * L, perpendicular
        g = rng.randint(1, 20) * rng.choice([1, U // 4])
        r = g * L * rng.choice([1, 2])
        side = rng.choice([1, -1])
        s = rng.choice([0, k // 3, k, k + 1, -1]) if k > 3 else 0
        # a point of the side line at axial position s (of k), at distance r exactly
        P = [A[i] + u[i] * s + side * nrm[i] * r // L for i in range(2)]
        kind = rng.choice(['graze', 'corner', 'in', 'out', 'along', 'cross'])
        e = rng.randint(1, 50) * rng.choice([1, U // 16])
        if kind == 'graze':     # parallel to the axis through P, starting before a
            o = [P[i] - u[i] * e * 3 for i in range(2)]
            dl = [u[i] * e * rng.choice([2, 3, 6, 9]) for i in range(2)]
        elif kind == 'corner':  # through P from outside, along a direction skew to the axis
            w = [side * nrm[i] * e + u[i] * rng.randint(-e, e) for i in range(2)]
            o = [P[i] + w[i] for i in range(2)]
            dl = [-w[i] * rng.choice([1, 2, 3]) for i in range(2)]
        else:
            o = P
            dl = {'in': [-side * nrm[i] * e + u[i] * rng.randint(-e, e) for i in range(2)],
                  'out': [side * nrm[i] * e + u[i] * rng.randint(-e, e) for i in range(2)],
                  'along': [u[i] * e * rng.choice([1, -1]) for i in range(2)],
                  'cross': [-side * nrm[i] * e * 4 for i in range(2)]}[kind]
        o[rng.randrange(2)] += rng.choice([0, 0, 0, 1, -1])
        if seg_in_domain(o, dl) and in_domain(*A, *Bv, r):
            add(o, dl, A, Bv, r, rng.choice([U, U, U // 2, 0]), ADV)
    # the domain's edges
    for _ in range(max(1, n // 10)):
        a = [rng.choice([-D, D, 0, rnd(rng)]) for _ in range(2)]
        b = [rng.choice([-D, D, a[i], rnd(rng)]) for i in range(2)]
        o = [rng.choice([-D, D, rnd(rng)]) for _ in range(2)]
        e = [rng.choice([-D, D, rnd(rng)]) for _ in range(2)]
        r = rng.choice([D, D - 1, rnd(rng, 0, D), 1, 0])
        add(o, sub(e, o), a, b, r, rng.choice([U, I32_MAX, U // 3]), ADV)
    add([-D, D], [2 * D, -2 * D], [D, D], [-D, -D], 0, U, ADV)
    add([-D, D], [2 * D, 0], [-D, -D], [D, -D], D, U, ADV)            # grazing at radius 8192
    add([-D, D], [2 * D + 1, 0], [-D, -D], [D, -D], D, U, ADV | OOD)
    add([-D, D], [2 * D, 0], [-D - 1, -D], [D, -D], D, U, ADV | OOD)
    add([-D, D], [2 * D, 0], [-D, -D], [D, -D], D + 1, U, ADV | OOD)
    add([0, 0], [U, 0], [-U, -U], [U, -U], D + 1, U, ADV | OOD)        # the radius alone out of it
    # ill-conditioned: a long thin capsule and a delta of a few LSB near its side
    for _ in range(max(1, n // 10)):
        a = [rnd(rng), rnd(rng)]
        b = [rnd(rng), rnd(rng)]
        r = rng.choice([rng.randint(1, U), rng.randint(U, 100 * U)])
        t = F(rng.randint(0, 1000), 1000)
        P = [int(a[i] + t * (b[i] - a[i])) for i in range(2)]
        ux, uy = b[0] - a[0], b[1] - a[1]
        ln = max(1.0, (ux * ux + uy * uy) ** 0.5)
        o = [clampd(P[0] + int(r * uy / ln) + rng.randint(-4, 4)), clampd(P[1] - int(r * ux / ln) + rng.randint(-4, 4))]
        dl = [rng.randint(-8, 8), rng.randint(-8, 8)]
        if seg_in_domain(o, dl):
            add(o, dl, a, b, r, U, ADV)
    # any int32
    for _ in range(max(1, n // 10)):
        add([rnd_any(rng) for _ in range(8)], [], [], [], rnd_any(rng), rnd_any(rng), ADV | OOD)
    # random, aimed near the capsule so that about half hit, at several scales
    while len(out) < n:
        s = rng.choice([4, 60, 1000, 4000])
        a = [rnd_units(rng, s), rnd_units(rng, s)]
        b = rng.choice([[rnd_units(rng, s), rnd_units(rng, s)], a])
        r = rng.randint(0, s * U // 4)
        o = [rnd_units(rng, s), rnd_units(rng, s)]
        w = F(rng.randint(0, 100), 100)
        aim = [a[i] + int(w * (b[i] - a[i])) + rng.randint(-r - 1, r + 1) * 2 for i in range(2)]
        f = rng.choice([F(1, 2), F(1), F(3, 2), F(3)])
        dl = [clampd(o[i] + int((aim[i] - o[i]) * f)) - o[i] for i in range(2)]
        add(o, dl, a, b, r, rng.choice([U, U, U, rng.randint(0, U), 2 * U]), 0)
    return out


TOL = 0.51


def hit_cols2(tol_p=TOL):
    # float allowances as the sphere casts' (point 13, normal 9: the float build's t cancels
    # near the surface, and its normal divides the point's error by the radius)
    cols = [exact("hit"), scalar("t", TOL)]
    cols += [scalar("p" + "xy"[i], tol_p, 13) for i in range(2)]
    cols += [scalar("n" + "xy"[i], TOL, 9) for i in range(2)]
    return cols + [exact("started_inside")]


@tvset("segment2_capsule2_raycast", "capsule", 10, hit_cols2())
def _rc2(rng, n):
    return ray_cases(rng, n)


@_rc2.register_oracle
def _rco2(inp):
    return ray_cap_oracle(inp)


# ---------------------------------------------------------------- static overlaps
# Oracle: the squared distance from a point to a segment and between two 2D segments,
# exact Fractions; the shapes overlap when it is <= (r1 + r2)^2 (closed). The reported axis
# points: the nearest point of the axis to the centre; for two capsules, the crossing of
# crossing axes, else the nearest end (order a_p, b_p, a_q, b_q, the first on ties) and its
# nearest point on the other axis.

def seg_nearest(P, A, Bv):
    """(squared distance, nearest point) of P to the segment [A, Bv], any dimension"""
    Uv = [Bv[i] - A[i] for i in range(len(A))]
    uu = dot(Uv, Uv)
    s = F(0) if uu == 0 else min(F(1), max(F(0), dot(sub(P, A), Uv) / uu))
    Q = [A[i] + s * Uv[i] for i in range(len(A))]
    return dot(sub(P, Q), sub(P, Q)), Q


def cap_ball_oracle(inp, dim):
    a, b, r1 = inp[0:dim], inp[dim:2 * dim], inp[2 * dim]
    c, r2 = inp[2 * dim + 1:3 * dim + 1], inp[3 * dim + 1]
    if not in_domain(*inp):
        return [REJ] + [0] * dim
    if r1 < 0 or r2 < 0:
        return [0] * (1 + dim)
    A, Bv, C = [[q(x) for x in v] for v in (a, b, c)]
    d2, Q = seg_nearest(C, A, Bv)
    if d2 > (q(r1) + q(r2)) ** 2:
        return [0] * (1 + dim)
    return [1] + Q


def cap_ball_cases(rng, n, dim):
    out = []
    z = [0] * (dim - 1)

    def add(a, b, r1, c, r2, fl):
        out.append((list(a) + list(b) + [r1] + list(c) + [r2], fl))

    A0, B0 = [-2 * U] + z, [2 * U] + z
    add(A0, B0, U, [0, 3 * U] + z[1:], U, 0)                 # beside, touching exactly
    add(A0, B0, U, [0, 3 * U + 1] + z[1:], U, ADV)           # 1 LSB apart
    add(A0, B0, U, [0, 3 * U - 1] + z[1:], U, ADV)
    add(A0, B0, U, [-5 * U] + z, 2 * U, ADV)                 # at an end, touching
    add(A0, B0, U, [-5 * U - 1] + z, 2 * U, ADV)
    add(A0, B0, U, [-2 * U - 3 * U, 4 * U] + z[1:], 4 * U, ADV)   # 3-4-5 at the end: touching
    add(A0, B0, U, [-2 * U - 3 * U, 4 * U + 1] + z[1:], 4 * U, ADV)
    add(A0, B0, U, [0] * dim, U, ADV)                        # centre on the axis
    add(A0, B0, U, [2 * U] + z, 0, ADV)                      # a point at the end b
    add(A0, A0, U, [3 * U] + z, 2 * U, ADV)                  # a == b: two balls touching
    add(A0, B0, 0, [0, 2 * U] + z[1:], 2 * U, ADV)           # radius 0: a segment
    add(A0, B0, 0, [0, 0] + z[1:], 0, ADV)                   # both zero: a point on the segment
    add(A0, B0, 0, [0, 1] + z[1:], 0, ADV)
    add(A0, B0, -1, [0] * dim, U, ADV)
    add(A0, B0, U, [0] * dim, -1, ADV)
    add([-D] * dim, [D] * dim, D, [D] + [-D] * (dim - 1), D, ADV)
    add([-D] * dim, [D] * dim, D, [D + 1] + [-D] * (dim - 1), D, ADV | OOD)
    add(A0, B0, D + 1, [0] * dim, U, ADV | OOD)              # one radius alone out of the domain
    add(A0, B0, U, [0] * dim, D + 1, ADV | OOD)
    # Pythagorean offsets from the axis at exact distances, +-1 LSB
    for _ in range(max(1, n // 4)):
        if dim == 2:
            u, L = pyth2(rng)
            w = [u[1], -u[0]]
        else:
            (u, w), L = rng.choice([(([1, 2, 2], [2, 1, -2]), 3), (([2, 3, 6], [6, 2, -3]), 7),
                                    (([1, 0, 0], [0, 0, 1]), 1), (([4, 4, 7], [1, -8, 4]), 9)])
        k = rng.randint(1, 300) * rng.choice([1, 16, U // 8])
        a = [rnd_units(rng, 2000) for _ in range(dim)]
        b = [a[i] + u[i] * k for i in range(dim)]
        g = rng.randint(1, 30) * rng.choice([1, U // 4])
        rs = g * L
        s = rng.choice([0, k // 2, k, k + g, -g])
        off = w if s in (0, k // 2, k) else [rng.choice([0, 1]) * x for x in w]
        c = [a[i] + u[i] * s + off[i] * g for i in range(dim)]
        r1 = rng.randint(0, rs)
        r2 = rs - r1 + rng.choice([0, 0, 1, -1])
        c[rng.randrange(dim)] += rng.choice([0, 0, 0, 1, -1])
        if in_domain(*a, *b, *c, r1, r2):
            add(a, b, r1, c, r2, ADV)
    for _ in range(max(1, n // 10)):
        add([rnd_any(rng) for _ in range(2 * dim)], [], rnd_any(rng), [rnd_any(rng) for _ in range(dim)],
            rnd_any(rng), ADV | OOD)
    while len(out) < n:
        s = rng.choice([4, 60, 1000, 4000])
        a = [rnd_units(rng, s) for _ in range(dim)]
        b = rng.choice([[rnd_units(rng, s) for _ in range(dim)], a])
        c = [rnd_units(rng, s) for _ in range(dim)]
        add(a, b, rng.randint(0, s * U // 3), c, rng.randint(0, s * U // 3), 0)
    return out


def axis_cols(dim, names):
    return [exact("hit")] + [scalar(nm + "xyz"[i], 0.5, 13) for nm in names for i in range(dim)]


@tvset("capsule2_circle_overlap", "capsule", 8, axis_cols(2, ["q"]))
def _cc2(rng, n):
    return cap_ball_cases(rng, n, 2)


@_cc2.register_oracle
def _cco2(inp):
    return cap_ball_oracle(inp, 2)


@tvset("capsule3_sphere_overlap", "capsule", 11, axis_cols(3, ["q"]))
def _cs3(rng, n):
    return cap_ball_cases(rng, n, 3)


@_cs3.register_oracle
def _cso3(inp):
    return cap_ball_oracle(inp, 3)


def cap_cap_oracle(inp):
    if not in_domain(*inp):
        return [REJ] + [0] * 4
    ap, bp, rp, aq, bq, rq = inp[0:2], inp[2:4], inp[4], inp[5:7], inp[7:9], inp[9]
    if rp < 0 or rq < 0:
        return [0] * 5
    AP, BP, AQ, BQ = [[q(x) for x in v] for v in (ap, bp, aq, bq)]
    R2 = (q(rp) + q(rq)) ** 2

    def orient(P, A, Bv):
        return cross(sub(P, A), sub(Bv, A))
    o1, o2 = orient(AQ, AP, BP), orient(BQ, AP, BP)
    o3, o4 = orient(AP, AQ, BQ), orient(BP, AQ, BQ)
    if o1 * o2 < 0 and o3 * o4 < 0:
        t = o3 / (o3 - o4)
        X = [AP[i] + t * (BP[i] - AP[i]) for i in range(2)]
        return [1] + X + X
    best = None
    for k, (E, S0, S1) in enumerate([(AP, AQ, BQ), (BP, AQ, BQ), (AQ, AP, BP), (BQ, AP, BP)]):
        d2, Q = seg_nearest(E, S0, S1)
        if best is None or d2 < best[0]:
            best = (d2, k, E, Q)
    d2, k, E, Q = best
    if d2 > R2:
        return [0] * 5
    return [1] + (E + Q if k < 2 else Q + E)


def cap_cap_cases(rng, n):
    out = []

    def add(ap, bp, rp, aq, bq, rq, fl):
        out.append((list(ap) + list(bp) + [rp] + list(aq) + list(bq) + [rq], fl))

    add([-2 * U, 0], [2 * U, 0], U, [-2 * U, 3 * U], [2 * U, 3 * U], 2 * U, 0)        # parallel, touching
    add([-2 * U, 0], [2 * U, 0], U, [-2 * U, 3 * U + 1], [2 * U, 3 * U + 1], 2 * U, ADV)
    add([-2 * U, 0], [2 * U, 0], U, [0, -2 * U], [0, 2 * U], U, ADV)                  # crossing
    add([-2 * U, 0], [2 * U, 0], U, [0, 0], [0, 2 * U], 0, ADV)                       # T: an end on the axis
    add([-2 * U, 0], [2 * U, 0], 0, [2 * U, 0], [5 * U, 0], 0, ADV)                   # colinear, end to end
    add([-2 * U, 0], [2 * U, 0], 0, [2 * U + 1, 0], [5 * U, 0], 0, ADV)
    add([-2 * U, 0], [2 * U, 0], 0, [-U, 0], [U, 0], 0, ADV)                          # colinear, nested
    add([-2 * U, 0], [2 * U, 0], U, [5 * U, 4 * U], [9 * U, 4 * U], 4 * U, ADV)       # 3-4-5 end to end
    add([-2 * U, 0], [2 * U, 0], U, [5 * U, 4 * U + 1], [9 * U, 4 * U], 4 * U, ADV)
    add([0, 0], [0, 0], U, [3 * U, 0], [3 * U, 0], 2 * U, ADV)                        # two discs
    add([0, 0], [0, 0], 0, [0, 0], [0, 0], 0, ADV)                                    # two points
    add([-2 * U, 0], [2 * U, 0], -1, [0, 0], [0, 0], U, ADV)
    add([-D, -D], [D, D], D, [D, -D], [-D, D], D, ADV)
    add([-D, -D], [D, D], D, [D, -D], [-D, D], D + 1, ADV | OOD)
    add([-2 * U, 0], [2 * U, 0], D + 1, [0, -2 * U], [0, 2 * U], U, ADV | OOD)  # one radius alone out of it
    add([-2 * U, 0], [2 * U, 0], U, [0, -2 * U], [0, 2 * U], D + 1, ADV | OOD)
    for _ in range(max(1, n // 4)):
        u, L = pyth2(rng)
        w = [u[1], -u[0]]
        k = rng.randint(1, 300) * rng.choice([1, 16, U // 8])
        a = [rnd_units(rng, 2000) for _ in range(2)]
        b = [a[i] + u[i] * k for i in range(2)]
        g = rng.randint(1, 30) * rng.choice([1, U // 4])
        s = rng.choice([0, k // 2, k, k + g, -g])
        e = [a[i] + u[i] * s + w[i] * g for i in range(2)]
        kind = rng.choice(['par', 'perp', 'away', 'cross'])
        if kind == 'par':
            f = [e[i] + u[i] * rng.randint(1, 3 * k) for i in range(2)]
        elif kind == 'perp':
            f = [e[i] + w[i] * rng.randint(1, 3 * g + 1) for i in range(2)]
        elif kind == 'away':
            f = [e[i] + w[i] * g + u[i] * rng.randint(-k, k) for i in range(2)]
        else:
            f = [e[i] - w[i] * 2 * g for i in range(2)]
        rs = g * L
        rp = rng.randint(0, rs)
        rq = rs - rp + rng.choice([0, 0, 1, -1])
        e[rng.randrange(2)] += rng.choice([0, 0, 0, 1, -1])
        if rng.random() < 0.5:
            e, f = f, e
        if in_domain(*a, *b, *e, *f, rp, rq):
            if rng.random() < 0.5:
                add(a, b, rp, e, f, rq, ADV)
            else:
                add(e, f, rq, a, b, rp, ADV)
    for _ in range(max(1, n // 10)):
        add([rnd_any(rng) for _ in range(4)], [], rnd_any(rng), [rnd_any(rng) for _ in range(4)], [],
            rnd_any(rng), ADV | OOD)
    while len(out) < n:
        s = rng.choice([4, 60, 1000, 4000])
        a, b = [rnd_units(rng, s) for _ in range(2)], [rnd_units(rng, s) for _ in range(2)]
        c, d = [rnd_units(rng, s) for _ in range(2)], [rnd_units(rng, s) for _ in range(2)]
        add(a, rng.choice([b, a]), rng.randint(0, s * U // 4), c, rng.choice([d, c]), rng.randint(0, s * U // 4), 0)
    return out


@tvset("capsule2_capsule2_overlap", "capsule", 10, axis_cols(2, ["p", "q"]))
def _c22(rng, n):
    return cap_cap_cases(rng, n)


@_c22.register_oracle
def _c22o(inp):
    return cap_cap_oracle(inp)
