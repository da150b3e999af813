# SPDX-License-Identifier: MIT
"""3D capsules (issue 13 item 3): the segment vs 3D capsule raycast, under the touch rules.

Oracle: exact rationals from the definition of the shape, sharing no formula with lib/:
the capsule is {x : dist(x, [a, b]) <= R}. With f(t) = dist(p(t), [a, b])^2 - R^2 along
p(t) = O + t D, t in [0, T], T = min(max_t, 1):
  f(0) < 0    penetrating: started_inside, t = 0, normal (O - q) / |O - q| for q the
              nearest axis point (zero when O is on the axis);
  f(0) == 0   touching: a hit at t = 0 only when moving in, D . (O - q) < 0;
  f(0) > 0    dist(p(t), [a, b])^2 is convex and C^1 in t, so its minimum over [0, T] is
              at 0, T, the feet of a and b on the path's line, or the parameter of the
              closest points of the path's line and the axis line (each clamped to [0, T];
              all rational): a hit exactly when f there is <= 0. The first contact is then
              found by bisection on the exact sign of f, to 2^-90.
A hit's point is O + t D, its normal (p(t) - q(p(t))) / R; for R = 0 (the capsule is the
segment) the unit vector from the axis line toward O, perpendicular to the axis, when O is
off that line, else -D / |D| (an end met head-on). Domain: origin, origin + delta, a, b, R
in [-8192, 8192] units; outside: REJ.
"""
from tvgen import *

U = ONE

# orthonormal frames of integer vectors with an integer common length
FRAMES = [([1, 0, 0], [0, 1, 0], [0, 0, 1], 1),
          ([2, 3, 6], [3, -6, 2], [6, 2, -3], 7),
          ([1, 4, 8], [4, 7, -4], [8, -4, 1], 9)]


def sub(a, b):
    return [x - y for x, y in zip(a, b)]


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def nearest_on_axis(P, A, Uv):
    uu = dot(Uv, Uv)
    if uu == 0:
        return list(A)
    s = min(F(1), max(F(0), dot(sub(P, A), Uv) / uu))
    return [A[i] + s * Uv[i] for i in range(3)]


def unit(v):
    n = dot(v, v)
    if n == 0:
        return [F(0)] * 3
    ln = sqrt_frac(F(n), 90)
    return [F(x) / ln for x in v]


def perp(v, Uv):
    uu = dot(Uv, Uv)
    if uu == 0:
        return list(v)
    s = dot(v, Uv) / uu
    return [v[i] - s * Uv[i] for i in range(3)]


def ray_cap3_oracle(inp):
    o, d, a, b = inp[0:3], inp[3:6], inp[6:9], inp[9:12]
    r, mt = inp[12], inp[13]
    if not (seg_in_domain(o, d) and in_domain(*a, *b, r)):
        return [REJ] + [0] * 8
    if r < 0 or mt < 0:
        return [0] * 9
    return cast_core(o, d, a, b, q(r), F(0), mt)


def cast_core(o, d, a, b, R, RS, mt):
    """the first contact of O + t D with the capsule of radius R; a sweep's ball radius RS
    (<= R) moves the reported contact point onto the capsule of radius R - RS"""
    miss = [0] * 9
    O, Dv, A, B = [[q(x) for x in v] for v in (o, d, a, b)]
    T = min(q(mt), F(1))
    Uv = sub(B, A)

    def p(t):
        return [O[i] + t * Dv[i] for i in range(3)]

    def f(t):
        P = p(t)
        w = sub(P, nearest_on_axis(P, A, Uv))
        return dot(w, w) - R * R

    f0 = f(F(0))
    Q0 = nearest_on_axis(O, A, Uv)
    if f0 < 0:
        return [1, 0] + O + unit(sub(O, Q0)) + [1]
    if f0 == 0:
        if dot(Dv, sub(O, Q0)) < 0:
            N = [x / R for x in sub(O, Q0)]
            return [1, 0] + [O[i] - RS * N[i] for i in range(3)] + N + [0]
        return miss
    cands = [F(0), T]
    dd = dot(Dv, Dv)
    if dd != 0:
        for E in (A, B):
            cands.append(dot(sub(E, O), Dv) / dd)
        # closest points of the lines O + t D and A + s U: perp(D) . (O + t D - A) = 0
        pd = perp(Dv, Uv)
        den = dot(pd, pd)
        if den != 0:
            cands.append(-dot(pd, sub(O, A)) / den)
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
        P = [P[i] - RS * N[i] for i in range(3)]
    else:
        w = perp(sub(O, A), Uv)
        N = unit(w) if dot(w, w) != 0 else unit([-x for x in Dv])
    return [1, t] + P + N + [0]


def clampd(v):
    return max(-D, min(D, v))


def ray3_cases(rng, n):
    out = []

    def add(o, dl, a, b, r, mt, fl):
        out.append((list(o) + list(dl) + list(a) + list(b) + [r, mt], fl))

    A0, B0 = [-2 * U, 0, 0], [2 * U, 0, 0]
    # the capsule (-2,0,0)-(2,0,0) r 1: onto the side from above and from a skew direction,
    # onto an end, passing above, beyond the ends, diagonally, skew lines passing near
    add([0, 3 * U, 0], [0, -4 * U, 0], A0, B0, U, U, 0)
    add([0, 3 * U, 3 * U], [0, -4 * U, -4 * U], A0, B0, U, U, 0)
    add([U, 2 * U, -3 * U], [-U, -3 * U, 5 * U], A0, B0, U, U, 0)
    add([-5 * U, 0, 0], [6 * U, 0, 0], A0, B0, U, U, 0)
    add([-5 * U, U // 2, U // 3], [10 * U, 0, 0], A0, B0, U, U, 0)
    add([-5 * U, 2 * U, 0], [10 * U, 0, 0], A0, B0, U, U, 0)
    add([4 * U, 4 * U, 4 * U], [-8 * U, -8 * U, -8 * U], A0, B0, U, U, 0)
    add([-4 * U, 4 * U, U], [2 * U, -2 * U, -U], A0, B0, U, U, 0)
    add([0, 2 * U, -3 * U], [0, 0, 6 * U], A0, B0, U, U, ADV)             # skew line at distance 2
    add([0, U, -3 * U], [0, 0, 6 * U], A0, B0, U, U, ADV)                 # skew, grazing at distance 1
    add([0, U - 1, -3 * U], [0, 0, 6 * U], A0, B0, U, U, ADV)
    add([0, U + 1, -3 * U], [0, 0, 6 * U], A0, B0, U, U, ADV)
    add([3 * U, U, -3 * U], [0, 0, 6 * U], A0, B0, U, U, ADV)             # skew, beyond b: misses
    add([2 * U, U, -3 * U], [0, 0, 6 * U], A0, B0, U, U, ADV)             # over b's rim, grazing
    # grazing the cylinder (parallel at distance r, exactly, 1 LSB in, 1 LSB out)
    for off in (0, -1, 1):
        add([-5 * U, U + off, 0], [10 * U, 0, 0], A0, B0, U, U, ADV)
        add([3 * U, 0, -U - off], [-10 * U, 0, 0], A0, B0, U, U, ADV)
    # the rims: crossing y = 1 exactly at x = -2 or 2, +-1 LSB, straight and slanted
    for off in (0, -1, 1):
        add([-2 * U + off, 3 * U, 0], [0, -4 * U, 0], A0, B0, U, U, ADV)
        add([-4 * U + off, 3 * U, 0], [4 * U, -4 * U, 0], A0, B0, U, U, ADV)
        add([2 * U + off, 0, -3 * U], [0, 0, 4 * U], A0, B0, U, U, ADV)
        add([4 * U + off, 0, 3 * U], [-4 * U, 0, -4 * U], A0, B0, U, U, ADV)
    # contact at t = 1 exactly, delta 1 LSB short; max_t exactly at the contact, 1 LSB short
    add([0, 3 * U, 0], [0, -2 * U, 0], A0, B0, U, U, ADV)
    add([0, 3 * U, 0], [0, -2 * U + 1, 0], A0, B0, U, U, ADV)
    add([0, 3 * U, 0], [0, -4 * U, 0], A0, B0, U, U // 2, ADV)
    add([0, 3 * U, 0], [0, -4 * U, 0], A0, B0, U, U // 2 - 1, ADV)
    add([0, 0, 5 * U], [0, 0, -8 * U], A0, B0, U, U // 2, ADV)
    add([0, 0, 5 * U], [0, 0, -8 * U], A0, B0, U, U // 2 - 1, ADV)
    add([-5 * U, 0, 0], [4 * U, 0, 0], A0, B0, U, U // 2, ADV)
    add([-5 * U, 0, 0], [4 * U, 0, 0], A0, B0, U, U // 2 - 1, ADV)
    # max_t < 0, 0, huge
    add([0, 3 * U, 0], [0, -4 * U, 0], A0, B0, U, -1, ADV)
    add([0, 0, 0], [0, -4 * U, 0], A0, B0, U, 0, ADV)
    add([0, 3 * U, 0], [0, -4 * U, 0], A0, B0, U, 0, ADV)
    add([0, 3 * U, 0], [0, -4 * U, 0], A0, B0, U, I32_MAX, ADV)
    add([0, 3 * U, 0], [0, -4 * U, 0], A0, B0, U, I32_MIN, ADV)
    # on the cylinder: moving in, out, along the axis, around it, not at all; 1 LSB in / out
    for dl in ([0, -U, 0], [0, U, 0], [U, 0, 0], [-U, 0, 0], [0, 0, U], [0, 0, 0], [5 * U, -1, 0],
               [5 * U, 1, 0], [0, -1, U], [U, 0, -U]):
        add([U, U, 0], dl, A0, B0, U, U, ADV)
        add([U, 0, -U], dl, A0, B0, U, 0, ADV)
    add([U, U - 1, 0], [0, U, 0], A0, B0, U, U, ADV)
    add([U, U + 1, 0], [0, -U, 0], A0, B0, U, U, ADV)
    # on an end's surface: in, out, tangent; exactly on the rim
    for dl in ([-2 * U, -3 * U, -6 * U], [2 * U, 3 * U, 6 * U], [3 * U, -6 * U, 2 * U], [0, -U, 0],
               [U, 0, 0], [-U, 0, 0], [0, 0, U]):
        add([-2 * U - 2 * U, 3 * U, 6 * U], dl, A0, B0, 7 * U, U, ADV)
        add([-2 * U, U, 0], dl, A0, B0, U, U, ADV)
        add([2 * U, 0, -U], dl, A0, B0, U, U, ADV)
    # inside: the side region, an end region, on the axis (zero normal), at an end point
    add([U, U // 2, U // 3], [U, U, 0], A0, B0, U, U, ADV)
    add([-5 * U // 2, -U // 4, U // 5], [U, U, U], A0, B0, U, U, ADV)
    add([U, 0, 0], [U, U, 0], A0, B0, U, U, ADV)
    add([-2 * U, 0, 0], [0, 0, 0], A0, B0, U, U, ADV)
    add([2 * U - 1, 0, 0], [U, 0, 0], A0, B0, U, 0, ADV)
    add([U, 1, 0], [0, 0, U], A0, B0, U, U, ADV)                         # 1 LSB off the axis
    # degenerate: a == b (a ball), radius 0 (the segment itself), negative radius
    add([-5 * U, U // 2, 0], [10 * U, 0, 0], [0, 0, 0], [0, 0, 0], U, U, ADV)
    add([-5 * U, U, 0], [10 * U, 0, 0], [0, 0, 0], [0, 0, 0], U, U, ADV)
    add([0, 0, 0], [U, 0, 0], [0, 0, 0], [0, 0, 0], U, U, ADV)
    add([0, 3 * U, 0], [0, -6 * U, 0], A0, B0, 0, U, ADV)               # crossing the segment
    add([0, 3 * U, 3 * U], [0, -6 * U, -6 * U], A0, B0, 0, U, ADV)
    add([0, 3 * U, 3 * U], [0, -6 * U, -6 * U + 1], A0, B0, 0, U, ADV)  # skew by 1 LSB: misses
    add([-2 * U, 3 * U, 0], [0, -6 * U, 0], A0, B0, 0, U, ADV)          # through the end point
    add([-2 * U - 1, 3 * U, 0], [0, -6 * U, 0], A0, B0, 0, U, ADV)      # 1 LSB past it
    add([-5 * U, 0, 0], [10 * U, 0, 0], A0, B0, 0, U, ADV)              # colinear: the end head-on
    add([-5 * U, 0, 0], [3 * U, 0, 0], A0, B0, 0, U, ADV)
    add([-5 * U, 0, 0], [3 * U - 1, 0, 0], A0, B0, 0, U, ADV)
    add([0, 0, 0], [0, U, 0], A0, B0, 0, U, ADV)                        # on it, leaving
    add([0, 0, 0], [U, 0, 0], A0, B0, 0, U, ADV)                        # on it, along
    add([-5 * U, 0, 1], [10 * U, 0, 0], [0, 0, 0], [0, 0, 0], 0, U, ADV)
    add([-5 * U, 0, 0], [10 * U, 0, 0], [0, 0, 0], [0, 0, 0], 0, U, ADV)
    add([0, 3 * U, 0], [0, -6 * U, 0], A0, B0, -U, U, ADV)
    add([0, 3 * U, 0], [0, -6 * U, 0], B0, A0, U, U, ADV)               # ends swapped
    # 1-LSB capsules and deltas
    add([-U, 0, 0], [2 * U, 1, 1], [0, 0, 0], [1, 0, 0], 1, U, ADV)
    add([0, 3, 0], [0, -1, 0], [0, 0, 0], [5, 0, 0], 2, U, ADV)
    add([0, 3, 1], [0, -1, 0], [0, 0, 0], [5, 0, 0], 2, U // 2, ADV)
    add([0, 3, 0], [1, -1, -1], [0, 0, 0], [5, 1, 1], 2, U, ADV)
    # general frames: an integer-length axis and perpendiculars; origins on the cylinder or an
    # end ball, grazing and crossing at the rims, +-1 LSB
    for _ in range(max(1, n // 4)):
        ua, v1, v2, L = rng.choice(FRAMES)
        sg = [rng.choice([-1, 1]) for _ in range(3)]
        ua, v1, v2 = [[x * sg[0] for x in ua], [x * sg[1] for x in v1], [x * sg[2] for x in v2]]
        k = rng.randint(1, 200) * rng.choice([1, 16, U // 8])
        A = [rnd_units(rng, 1500) for _ in range(3)]
        Bv = [A[i] + ua[i] * k for i in range(3)]
        g = rng.randint(1, 20) * rng.choice([1, U // 4])
        r = g * L
        c1, c2 = rng.choice([(1, 0), (0, 1), (3, 4), (4, -3)])
        cl = 1 if (c1, c2) in ((1, 0), (0, 1)) else 5
        nrm = [(c1 * v1[i] + c2 * v2[i]) * g // cl for i in range(3)]  # length r (when cl | g)
        if g % cl:
            nrm = [v1[i] * g for i in range(3)]
        s = rng.choice([0, k // 3, k, k + 1, -1]) if k > 3 else 0
        P = [A[i] + ua[i] * s + nrm[i] for i in range(3)]
        kind = rng.choice(['graze', 'rim', 'in', 'out', 'along', 'cross', 'skew'])
        e = rng.randint(1, 50) * rng.choice([1, U // 16])
        if kind == 'graze':
            o = [P[i] - ua[i] * e * 3 for i in range(3)]
            dl = [ua[i] * e * rng.choice([2, 3, 6, 9]) for i in range(3)]
        elif kind == 'rim':
            w = [nrm[i] * e // g + ua[i] * rng.randint(-e, e) + v2[i] * rng.randint(-e, e) for i in range(3)]
            o = [P[i] + w[i] for i in range(3)]
            dl = [-w[i] * rng.choice([1, 2, 3]) for i in range(3)]
        elif kind == 'skew':   # along a direction perpendicular to the axis and to nrm, through P
            w = [v2[i] * e if c2 == 0 else v1[i] * e for i in range(3)]
            o = [P[i] - w[i] for i in range(3)]
            dl = [w[i] * rng.choice([1, 2, 3]) for i in range(3)]
        else:
            o = P
            dl = {'in': [-nrm[i] * e // g + ua[i] * rng.randint(-e, e) for i in range(3)],
                  'out': [nrm[i] * e // g + ua[i] * rng.randint(-e, e) for i in range(3)],
                  'along': [ua[i] * e * rng.choice([1, -1]) for i in range(3)],
                  'cross': [-nrm[i] * e * 4 // g for i in range(3)]}[kind]
        o[rng.randrange(3)] += rng.choice([0, 0, 0, 1, -1])
        if seg_in_domain(o, dl) and in_domain(*A, *Bv, r):
            add(o, dl, A, Bv, r, rng.choice([U, U, U // 2, 0]), ADV)
    # the domain's edges
    for _ in range(max(1, n // 10)):
        a = [rng.choice([-D, D, 0, rnd(rng)]) for _ in range(3)]
        b = [rng.choice([-D, D, a[i], rnd(rng)]) for i in range(3)]
        o = [rng.choice([-D, D, rnd(rng)]) for _ in range(3)]
        e = [rng.choice([-D, D, rnd(rng)]) for _ in range(3)]
        r = rng.choice([D, D - 1, rnd(rng, 0, D), 1, 0])
        add(o, sub(e, o), a, b, r, rng.choice([U, I32_MAX, U // 3]), ADV)
    add([-D, D, D], [2 * D, -2 * D, -2 * D], [D, D, -D], [-D, -D, D], 0, U, ADV)
    add([-D, D, 0], [2 * D, 0, 0], [-D, -D, 0], [D, -D, 0], D, U, ADV)      # grazing at radius 8192
    add([-D, D, -D], [2 * D, 0, 2 * D], [-D, -D, -D], [D, -D, D], D, U, ADV)
    add([-D, D, 0], [2 * D + 1, 0, 0], [-D, -D, 0], [D, -D, 0], D, U, ADV | OOD)
    add([-D, D, 0], [2 * D, 0, 0], [-D - 1, -D, 0], [D, -D, 0], D, U, ADV | OOD)
    add([-D, D, 0], [2 * D, 0, 0], [-D, -D, 0], [D, -D, D + 1], D, U, ADV | OOD)
    add([-D, D, 0], [2 * D, 0, 0], [-D, -D, 0], [D, -D, 0], D + 1, U, ADV | OOD)
    add([0, 0, 0], [U, 0, 0], [-U, -U, 0], [U, -U, 0], D + 1, U, ADV | OOD)  # the radius alone out of it
    # ill-conditioned: a long thin capsule, a delta of a few LSB near its surface
    for _ in range(max(1, n // 10)):
        a = [rnd(rng) for _ in range(3)]
        b = [rnd(rng) for _ in range(3)]
        r = rng.choice([rng.randint(1, U), rng.randint(U, 100 * U)])
        t = F(rng.randint(0, 1000), 1000)
        P = [int(a[i] + t * (b[i] - a[i])) for i in range(3)]
        u = [b[i] - a[i] for i in range(3)]
        w = [u[1], -u[0], 0] if (u[0] or u[1]) else [1, 0, 0]
        ln = max(1.0, sum(x * x for x in w) ** 0.5)
        o = [clampd(P[i] + int(r * w[i] / ln) + rng.randint(-4, 4)) for i in range(3)]
        dl = [rng.randint(-8, 8) for _ in range(3)]
        if seg_in_domain(o, dl):
            add(o, dl, a, b, r, U, ADV)
    # any int32
    for _ in range(max(1, n // 10)):
        add([rnd_any(rng) for _ in range(12)], [], [], [], rnd_any(rng), rnd_any(rng), ADV | OOD)
    # random, aimed near the capsule so that about half hit, at several scales
    while len(out) < n:
        s = rng.choice([4, 60, 1000, 4000])
        a = [rnd_units(rng, s) for _ in range(3)]
        b = rng.choice([[rnd_units(rng, s) for _ in range(3)], a])
        r = rng.randint(0, s * U // 4)
        o = [rnd_units(rng, s) for _ in range(3)]
        w = F(rng.randint(0, 100), 100)
        aim = [a[i] + int(w * (b[i] - a[i])) + rng.randint(-r - 1, r + 1) for i in range(3)]
        f = rng.choice([F(1, 2), F(1), F(3, 2), F(3)])
        dl = [clampd(o[i] + int((aim[i] - o[i]) * f)) - o[i] for i in range(3)]
        add(o, dl, a, b, r, rng.choice([U, U, U, rng.randint(0, U), 2 * U]), 0)
    return out


TOL = 0.51


def hit_cols3():
    # float allowances as the 2D capsule's (point 13, normal 9)
    cols = [exact("hit"), scalar("t", TOL)]
    cols += [scalar("p" + "xyz"[i], TOL, 13) for i in range(3)]
    cols += [scalar("n" + "xyz"[i], TOL, 9) for i in range(3)]
    return cols + [exact("started_inside")]


@tvset("segment3_capsule3_raycast", "capsule3", 14, hit_cols3())
def _rc3(rng, n):
    return ray3_cases(rng, n)


@_rc3.register_oracle
def _rco3(inp):
    return ray_cap3_oracle(inp)


# ---------------------------------------------------------------- swept balls
# The ball's centre against the capsule grown by its radius (the same oracle, R = r_cap +
# r_ball); the reported point is the capsule's, the centre's contact moved by -r_ball n.

def sweep3_oracle(inp):
    c, rs, d, a, b, rc, mt = inp[0:3], inp[3], inp[4:7], inp[7:10], inp[10:13], inp[13], inp[14]
    if not (seg_in_domain(c, d) and in_domain(*a, *b, rc, rs)):
        return [REJ] + [0] * 8
    if rc < 0 or rs < 0 or mt < 0:
        return [0] * 9
    return cast_core(c, d, a, b, q(rc) + q(rs), q(rs), mt)


def sweep3_cases(rng, n):
    out = []
    for inp, fl in ray3_cases(rng, n):
        if len(inp) < 14:   # an any-int32 row: two more arbitrary radii
            v = inp + [0] * (14 - len(inp))
            out.append(([rnd_any(rng) for _ in range(15)], fl))
            continue
        o, d, a, b, r, mt = inp[0:3], inp[3:6], inp[6:9], inp[9:12], inp[12], inp[13]
        k = rng.choice([0, 1, 2, 3, 4])
        rs = r * k // 4 if r >= 0 else rng.choice([r, 0, U])
        rc = r - rs if r >= 0 else rng.choice([r, U])
        out.append((o + [rs] + d + a + b + [rc, mt], fl))
    # sums of radii beyond the domain (each radius in it), 1 LSB over, negative radii
    out.append(([-D, 0, 0, D, 2 * D, 0, 0, 0, D, 0, 0, -D, 0, D, U], ADV))
    out.append(([-D, 0, 0, D, 2 * D, 0, 0, 0, D - 1, 0, 0, -D, 0, D, U], ADV))
    out.append(([0, D, 0, D, 0, -2 * D, 0, -D, -D, 0, D, -D, 0, D, U], ADV))
    out.append(([0, D, 0, D, 0, -2 * D, 0, -D, -D, 0, D, -D, 0, D - 1, U], ADV))
    out.append(([0, D, 0, D + 1, 0, -2 * D, 0, -D, -D, 0, D, -D, 0, D, U], ADV | OOD))
    out.append(([0, D, 0, -1, 0, -2 * D, 0, -D, -D, 0, D, -D, 0, D, U], ADV))
    out.append(([0, 3 * U, 0, U, 0, -4 * U, 0, -2 * U, 0, 0, 2 * U, 0, 0, -1, U], ADV))
    return out[:max(n, 40)]


@tvset("sphere_capsule3_sweep", "capsule3", 15, hit_cols3())
def _sw3(rng, n):
    return sweep3_cases(rng, n)


@_sw3.register_oracle
def _swo3(inp):
    return sweep3_oracle(inp)


def hit_cols2():
    cols = [exact("hit"), scalar("t", TOL)]
    cols += [scalar("p" + "xy"[i], TOL, 13) for i in range(2)]
    cols += [scalar("n" + "xy"[i], TOL, 9) for i in range(2)]
    return cols + [exact("started_inside")]


def sweep2_oracle(inp):
    c, rs, d, a, b, rc, mt = inp[0:2], inp[2], inp[3:5], inp[5:7], inp[7:9], inp[9], inp[10]
    if not (seg_in_domain(c, d) and in_domain(*a, *b, rc, rs)):
        return [REJ] + [0] * 6
    if rc < 0 or rs < 0 or mt < 0:
        return [0] * 7
    res = cast_core(c + [0], d + [0], a + [0], b + [0], q(rc) + q(rs), q(rs), mt)
    return res[0:2] + res[2:4] + res[5:7] + res[8:9]


def sweep2_cases(rng, n):
    out = []
    for inp, fl in sweep3_cases(rng, n):
        if fl & OOD and len(inp) == 15 and not in_domain(*inp):
            out.append((inp[0:11], fl))
            continue
        c, rs, d, a, b, rc, mt = inp[0:3], inp[3], inp[4:7], inp[7:10], inp[10:13], inp[13], inp[14]
        # the plane z = 0 of the 3D case (a motion along z becomes a still disc)
        out.append((c[0:2] + [rs] + d[0:2] + a[0:2] + b[0:2] + [rc, mt], fl))
    return out


@tvset("circle_capsule2_sweep", "capsule3", 11, hit_cols2())
def _sw2(rng, n):
    return sweep2_cases(rng, n)


@_sw2.register_oracle
def _swo2(inp):
    return sweep2_oracle(inp)
