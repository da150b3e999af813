# SPDX-License-Identifier: MIT
"""Spheres and circles (seed 001 A.4, A.12, A.13): closest point, raycast, static overlap
and sweep, 2D and 3D, under the contact rules of issue 10.

Oracle: exact rationals, from the definitions. A mover m(t) = m0 + t d (relative to the
ball's centre, t in [0, 1]) meets the closed ball of radius R when |m(t)|^2 <= R^2, i.e.
A t^2 + 2 B t + C <= 0 with A = d.d, B = m0.d, C = m0.m0 - R^2:
  C < 0            penetrating at t = 0: started_inside, normal m0 / |m0| (zero at the centre);
  C == 0           touching: a hit at t = 0 only when moving inward, B < 0; else a miss;
  C > 0            the first root t1 = (-B - sqrt(B^2 - A C)) / A when B < 0 and the
                   discriminant is >= 0; t1 <= T (T = min(max_t, 1)) is decided on exact
                   squares: -B - A T <= sqrt(disc).
A hit's normal is m(t) / R (R = 0: -d / |d|); the point is the segment's point at t, or for
two moving balls b's centre at t plus r_b along the normal (a's centre when penetrating).
The domain is by endpoints: a segment's origin and origin + delta, a moving ball's centre at
t = 0 and t = 1, every radius, in [-8192, 8192] units; the relative delta of two moving
balls then reaches 2^31 raw. Out of the domain: the result is REJ and nothing is written.
"""
from tvgen import *

U = ONE                        # one unit, raw


def dot(a, b):
    return sum(F(x) * F(y) for x, y in zip(a, b))


def sub(a, b):
    return [x - y for x, y in zip(a, b)]


def add(a, b):
    return [x + y for x, y in zip(a, b)]


def clampd(v):
    return max(-D, min(D, v))


def unit(v):
    """v / |v| (zero for zero)"""
    n = dot(v, v)
    if n == 0:
        return [F(0)] * len(v)
    ln = sqrt_frac(n, 80)
    return [F(x) / ln for x in v]


# ---------------------------------------------------------------- closest point (A.4)

def closest_oracle(inp, dim):
    c, r, p = inp[0:dim], inp[dim], inp[dim + 1:2 * dim + 1]
    if not in_domain(*inp):
        return [REJ] + [0] * dim                    # rejected: the output untouched (0)
    rr = q(max(r, 0))
    d = [q(x) for x in sub(p, c)]
    dd = sum(x * x for x in d)
    if dd <= rr * rr:
        return [1] + [q(x) for x in p]              # inside or on the surface: p itself
    ln = sqrt_frac(dd, 80)
    return [1] + [q(c[i]) + d[i] * rr / ln for i in range(dim)]


def closest_cases(rng, n, dim):
    out = []
    # seed-style: unit circle/sphere at the origin, point outside on an axis and diagonal
    out.append(([0] * dim + [U] + [3 * U] + [0] * (dim - 1), 0))
    out.append(([0] * dim + [U] + [2 * U] * dim, 0))
    out.append(([U] * dim + [2 * U] + [U // 2] * dim, 0))              # inside
    out.append(([5 * U] * dim + [U] + [5 * U] * dim, ADV))             # at the centre
    out.append(([5 * U] * dim + [0] + [5 * U] * dim, ADV))             # zero radius, at the centre
    out.append(([0] * dim + [0] + [3 * U] * dim, ADV))                 # zero radius: the centre
    out.append(([0] * dim + [-U] + [3 * U] * dim, ADV))                # negative radius: the centre
    out.append(([-D] * dim + [D] + [D] * dim, ADV))                    # the farthest point, 16384 units away
    out.append(([-D] * dim + [D] + [D + 1] + [D] * (dim - 1), ADV | OOD))   # 1 LSB out: rejected
    # on the surface exactly (axis and 3-4-5 / 1-2-2 directions), and 1 LSB off
    for _ in range(max(1, n // 6)):
        c = [rnd_units(rng, 4000) for _ in range(dim)]
        k = rng.randint(1, 800)
        if dim == 2:
            u = rng.choice([(5, 0), (0, 5), (3, 4), (-4, 3), (-3, -4)])
            r = 5 * k * rng.choice([1, U // 16, U])
            p = [c[i] + u[i] * r // 5 for i in range(2)]
        else:
            u = rng.choice([(3, 0, 0), (0, 3, 0), (1, 2, 2), (-2, 1, 2), (2, -2, -1)])
            r = 3 * k * rng.choice([1, U // 16, U])
            p = [c[i] + u[i] * r // 3 for i in range(3)]
        ax = rng.randrange(dim)
        p[ax] += rng.choice([-1, 0, 0, 1])
        if in_domain(*c, r, *p):
            out.append((c + [r] + p, ADV))
    # domain edges: +-8192 coordinates, radius 8192 and tiny
    for _ in range(max(1, n // 10)):
        c = [rng.choice([-D, D, rnd(rng)]) for _ in range(dim)]
        p = [rng.choice([-D, D, rnd(rng)]) for _ in range(dim)]
        r = rng.choice([D, D - 1, 1, 0, rnd(rng, 0, D)])
        out.append((c + [r] + p, ADV))
    # any int32
    for _ in range(max(1, n // 10)):
        out.append(([rnd_any(rng) for _ in range(2 * dim + 1)], ADV | OOD))
    while len(out) < n:
        s = rng.choice([5, 100, 3000, 8192])
        c = [rnd_units(rng, s) for _ in range(dim)]
        r = rng.randint(0, s * U // 2)
        p = [rnd_units(rng, s) for _ in range(dim)]
        if rng.random() < 0.25:     # near or inside the ball
            p = [clampd(c[i] + rng.randint(-r, r)) for i in range(dim)]
        out.append((c + [r] + p, 0))
    return out


@tvset("circle_closest_point", "sphere_a", 5, [exact("result"), scalar("x", 0.5), scalar("y", 0.5)])
def _cp2(rng, n):
    return closest_cases(rng, n, 2)


@_cp2.register_oracle
def _cpo2(inp):
    return closest_oracle(inp, 2)


@tvset("sphere_closest_point", "sphere_a", 7,
       [exact("result"), scalar("x", 0.5), scalar("y", 0.5), scalar("z", 0.5)])
def _cp3(rng, n):
    return closest_cases(rng, n, 3)


@_cp3.register_oracle
def _cpo3(inp):
    return closest_oracle(inp, 3)


# ---------------------------------------------------------------- static overlap (A.13)

def overlap_oracle(inp, dim):
    ca, ra, cb, rb = inp[0:dim], inp[dim], inp[dim + 1:2 * dim + 1], inp[2 * dim + 1]
    if not in_domain(*inp):
        return [REJ]
    if ra < 0 or rb < 0:
        return [0]
    d = sub(ca, cb)
    # distance between centres <= sum of radii (touching counts), squared: both sides >= 0
    return [1 if dot(d, d) <= (ra + rb) ** 2 else 0]


def overlap_cases(rng, n, dim):
    out = []
    out.append(([0] * dim + [U] + [U] + [0] * (dim - 1) + [U], 0))          # seed-style overlap
    out.append(([0] * dim + [U] + [3 * U] + [0] * (dim - 1) + [U], 0))      # apart
    out.append(([7 * U] * dim + [U] + [7 * U] * dim + [2 * U], ADV))        # coincident centres
    out.append(([7 * U] * dim + [0] + [7 * U] * dim + [0], ADV))            # two points, same place
    out.append(([7 * U] * dim + [0] + [7 * U + 1] + [7 * U] * (dim - 1) + [0], ADV))  # two points 1 LSB apart
    out.append(([0] * dim + [-U] + [0] * dim + [U], ADV))                   # negative radius
    out.append(([-D] * dim + [D] + [D] * dim + [D], ADV))                   # domain corners
    out.append(([-D] + [0] * (dim - 1) + [D] + [D] + [0] * (dim - 1) + [D], ADV))   # touching at the edges
    out.append(([-D] + [0] * (dim - 1) + [D] + [D] + [0] * (dim - 1) + [D + 1], ADV | OOD))  # radius 1 LSB out
    # touching exactly (axis and Pythagorean directions), overlapping or apart by 1 LSB
    for _ in range(max(1, n // 3)):
        if dim == 2:
            u, den = rng.choice([((5, 0), 5), ((3, 4), 5), ((-4, 3), 5), ((12, 5), 13), ((0, -1), 1)])
        else:
            u, den = rng.choice([((3, 0, 0), 3), ((1, 2, 2), 3), ((2, -1, 2), 3), ((2, 3, 6), 7), ((0, 0, -1), 1)])
        k = rng.randint(0, 400) * rng.choice([1, 16, U // 4, U])
        ra = rng.randint(0, 1000) * den * rng.choice([1, U])
        rb = k * den - ra if k * den >= ra else rng.randint(0, 50) * den
        s = (ra + rb) // den
        ca = [rnd_units(rng, 3000) for _ in range(dim)]
        cb = [ca[i] + u[i] * s for i in range(dim)]
        ax = rng.randrange(dim)
        cb[ax] += rng.choice([-1, 0, 0, 1])
        if rng.random() < 0.2:
            rb += rng.choice([-1, 1])
        if in_domain(*ca, *cb, ra, rb) and rb >= 0:
            out.append((ca + [ra] + cb + [rb], ADV))
    for _ in range(max(1, n // 10)):
        out.append(([rnd_any(rng) for _ in range(2 * dim + 2)], ADV | OOD))
    while len(out) < n:
        s = rng.choice([5, 200, 4096])
        ca = [rnd_units(rng, s) for _ in range(dim)]
        ra, rb = rng.randint(0, s * U // 2), rng.randint(0, s * U // 2)
        # b's centre within about twice the radius sum of a's: overlaps and misses both common
        w = (ra + rb) * 5 // 6 + 1
        cb = [clampd(ca[i] + rng.randint(-w, w)) for i in range(dim)]
        out.append((ca + [ra] + cb + [rb], 0))
    return out


@tvset("circle_circle_overlap", "sphere_a", 6, [exact("overlap")])
def _ov2(rng, n):
    return overlap_cases(rng, n, 2)


@_ov2.register_oracle
def _ovo2(inp):
    return overlap_oracle(inp, 2)


@tvset("sphere_sphere_overlap", "sphere_a", 8, [exact("overlap")])
def _ov3(rng, n):
    return overlap_cases(rng, n, 3)


@_ov3.register_oracle
def _ovo3(inp):
    return overlap_oracle(inp, 3)


# ---------------------------------------------------------------- moving point vs ball

def first_contact(m0, d, r, max_t):
    """The mover m0 + t d (exact Fractions) against the ball of radius r >= 0 at the origin,
    t in [0, min(max_t, 1)]: None (no contact), 'inside', or t (0 for touching inward)."""
    if max_t < 0:
        return None
    T = min(max_t, F(1))
    A = dot(d, d)
    B = dot(m0, d)
    C = dot(m0, m0) - r * r
    if C < 0:
        return 'inside'
    if B >= 0:
        return None             # on the surface or outside, not moving inward (d = 0 included)
    if C == 0:
        return F(0)             # touching, moving inward
    disc = B * B - A * C
    if disc < 0:
        return None             # the line misses
    # C > 0, B < 0: both roots positive; the first is <= T  <=>  -B - A T <= sqrt(disc)
    lhs = -B - A * T
    if lhs > 0 and lhs * lhs > disc:
        return None
    return C / (-B + sqrt_frac(disc, 100))


def seg_hit(res, O, Dv, M0, R, dim):
    """[result, t, point, normal, started_inside] of a cast from O by Dv, M0 = O - centre."""
    if res is None:
        return [0] * (3 + 2 * dim)
    if res == 'inside':
        return [1, 0] + O + unit(M0) + [1]
    t = res
    P = [O[i] + t * Dv[i] for i in range(dim)]
    N = [(M0[i] + t * Dv[i]) / R for i in range(dim)] if R > 0 else unit([-x for x in Dv])
    return [1, t] + P + N + [0]


def ray_oracle(inp, dim):
    o, d, c = inp[0:dim], inp[dim:2 * dim], inp[2 * dim:3 * dim]
    r, mt = inp[3 * dim], inp[3 * dim + 1]
    if not (seg_in_domain(o, d) and in_domain(*c, r)):
        return [REJ] + [0] * (2 + 2 * dim)
    if r < 0:
        return [0] * (3 + 2 * dim)
    O, Dv, Cv, R = [q(x) for x in o], [q(x) for x in d], [q(x) for x in c], q(r)
    M0 = sub(O, Cv)
    return seg_hit(first_contact(M0, Dv, R, q(mt)), O, Dv, M0, R, dim)


def pyth(rng, dim):
    """An integer direction u with an integer length L (axis, 3-4-5, 1-2-2, 2-3-6 ...)."""
    if dim == 2:
        u, L = rng.choice([((1, 0), 1), ((0, 1), 1), ((3, 4), 5), ((4, -3), 5), ((5, 12), 13), ((-8, 15), 17)])
    else:
        u, L = rng.choice([((1, 0, 0), 1), ((0, 0, 1), 1), ((1, 2, 2), 3), ((2, -1, -2), 3), ((2, 3, 6), 7),
                           ((4, 4, 7), 9)])
    s = [rng.choice([-1, 1]) for _ in range(dim)]
    return [u[i] * s[i] for i in range(dim)], L


def pyth_pair(rng, dim):
    """Two orthogonal integer vectors v, w of the same integer length L."""
    if dim == 2:
        v, L = pyth(rng, 2)
        w = [-v[1], v[0]]
    else:
        (v, w), L = rng.choice([(([1, 2, 2], [2, 1, -2]), 3), (([2, 3, 6], [6, 2, -3]), 7),
                                (([1, 0, 0], [0, 0, 1]), 1), (([4, 4, 7], [1, -8, 4]), 9),
                                (([2, -2, 1], [1, 2, 2]), 3)])
        if rng.random() < 0.5:
            v, w = w, v
    return v, w, L


def touch_motion(rng, u, v, kind, dim, scale):
    """A motion from a point where the outward normal is along u: 'away' (u . delta > 0),
    'tangent' (along v, u . v = 0), 'in' (u . delta < 0), 'zero'."""
    k = rng.randint(1, 200) * scale
    if kind == 'zero':
        return [0] * dim
    if kind == 'tangent':
        return [x * k for x in v]
    sgn = 1 if kind == 'away' else -1
    side = rng.randint(-3, 3)
    return [sgn * u[i] * k + side * v[i] * k // 4 for i in range(dim)]


def ray_cases(rng, n, dim):
    out = []
    z = [0] * (dim - 1)

    def add_case(o, d, c, r, mt, fl):
        o, d, c = list(o), list(d), list(c)
        out.append((o + d + c + [r, mt], fl))

    # seed-style: unit ball at the origin, ray along x
    add_case([-2 * U] + z, [4 * U] + z, [0] * dim, U, U, 0)
    add_case([-2 * U] + [U // 2] + z[1:], [4 * U] + z, [0] * dim, U, U, 0)
    # exactly tangent along an axis, 1 LSB inside, 1 LSB outside
    for off in (0, -1, 1):
        add_case([-3 * U, U + off] + z[1:], [6 * U] + z, [0] * dim, U, U, ADV)
    # exactly tangent at t = 1; origin on the surface moving along the tangent (no hit)
    add_case([-3 * U, U] + z[1:], [3 * U] + z, [0] * dim, U, U, ADV)
    add_case([0, U] + z[1:], [3 * U] + z, [0] * dim, U, U, ADV)
    # contact exactly at t = 1, and delta 1 LSB short
    add_case([-3 * U] + z, [2 * U] + z, [0] * dim, U, U, ADV)
    add_case([-3 * U] + z, [2 * U - 1] + z, [0] * dim, U, U, ADV)
    # contact exactly at t = 1/2 with max_t = 1/2 and 1/2 - 1 LSB
    add_case([-3 * U] + z, [4 * U] + z, [0] * dim, U, U // 2, ADV)
    add_case([-3 * U] + z, [4 * U] + z, [0] * dim, U, U // 2 - 1, ADV)
    # max_t < 0, 0, huge
    add_case([-3 * U] + z, [4 * U] + z, [0] * dim, U, -1, ADV)
    add_case([0] * dim, [4 * U] + z, [0] * dim, U, 0, ADV)
    add_case([-3 * U] + z, [4 * U] + z, [0] * dim, U, I32_MAX, ADV)
    add_case([0] * dim, [4 * U] + z, [0] * dim, U, I32_MIN, ADV)
    # origin at the centre (zero normal), inside (normal from the centre), zero delta
    add_case([5 * U] * dim, [U] * dim, [5 * U] * dim, 2 * U, U, ADV)
    add_case([5 * U] * dim, [0] * dim, [5 * U] * dim, 0, U, ADV)
    add_case([U // 2] + z, [0] * dim, [0] * dim, U, U, ADV)
    add_case([U // 2] + [U // 4] * (dim - 1), [3 * U] * dim, [0] * dim, U, U, ADV)
    add_case([U - 1] + z, [U] + z, [0] * dim, U, 0, ADV)                  # 1 LSB inside, max_t 0
    # on the surface: moving in, out, along, not moving; max_t 0 still hits when moving in
    add_case([U] + z, [-U] + z, [0] * dim, U, U, ADV)
    add_case([U] + z, [-U] + z, [0] * dim, U, 0, ADV)
    add_case([U] + z, [U] + z, [0] * dim, U, U, ADV)
    add_case([U] + z, [0, U] + z[1:], [0] * dim, U, U, ADV)
    add_case([U] + z, [0] * dim, [0] * dim, U, U, ADV)
    add_case([U] + z, [-1, 5 * U] + z[1:], [0] * dim, U, U, ADV)          # inward by 1 LSB in x
    add_case([U + 1] + z, [U] + z, [0] * dim, U, U, ADV)
    add_case([U + 1] + z, [-U] + z, [0] * dim, U, U, ADV)
    add_case([U + 1] + z, [0] * dim, [0] * dim, U, U, ADV)
    # zero radius: through the centre exactly (axis and diagonal), 1 LSB off, starting on it
    add_case([-U] + z, [2 * U] + z, [0] * dim, 0, U, ADV)
    add_case([-3 * U] * dim, [4 * U] * dim, [0] * dim, 0, U, ADV)
    add_case([-3 * U] * dim, [4 * U] * (dim - 1) + [4 * U + 1], [0] * dim, 0, U, ADV)
    add_case([-3 * U - 1] + [-3 * U] * (dim - 1), [4 * U] * dim, [0] * dim, 0, U, ADV)
    add_case([0] * dim, [U] + z, [0] * dim, 0, U, ADV)
    add_case([0] * dim, [0] * dim, [0] * dim, 0, U, ADV)
    # negative radius
    add_case([-3 * U] + z, [4 * U] + z, [0] * dim, -U, U, ADV)
    # 1-LSB deltas and 1-LSB direction components
    add_case([-U - 1] + z, [1] + z, [0] * dim, U, U, ADV)
    add_case([-U - 2] + z, [1] + z, [0] * dim, U, U, ADV)
    add_case([-3 * U, 1] + z[1:], [4 * U, 1] + z[1:], [0] * dim, U, U, ADV)
    # long segments: the issue's -5000 -> 5000 (delta 10000 units), the full 16384-unit
    # diagonal, and ends 1 LSB outside the domain (rejected)
    add_case([-5000 * U] + z, [10000 * U] + z, [0] * dim, U, U, ADV)
    add_case([-5000 * U] + [U // 2] + z[1:], [10000 * U] + z, [0] * dim, U, U, ADV)
    add_case([-D] * dim, [2 * D] * dim, [0] * dim, U, U, ADV)
    add_case([-D] * dim, [2 * D] * dim, [D // 2] * dim, D // 4, U, ADV)
    add_case([D] * dim, [-2 * D] * dim, [-D] * dim, 1, U, ADV)             # a 1-LSB ball at the far corner
    add_case([D] * dim, [-2 * D] * (dim - 1) + [-2 * D + 1], [-D] * dim, 1, U, ADV)
    add_case([-D] * dim, [2 * D + 1] + [2 * D] * (dim - 1), [0] * dim, U, U, ADV | OOD)
    add_case([-D - 1] + [-D] * (dim - 1), [2 * D] * dim, [0] * dim, U, U, ADV | OOD)
    add_case([-5000 * U] + z, [13193 * U] + z, [0] * dim, U, U, ADV | OOD)   # ends at 8193
    # long segments in general (|delta| above 8192 units on some axis, both ends inside)
    for _ in range(max(1, n // 10)):
        o = [rnd(rng) for _ in range(dim)]
        e = [rng.choice([-D, D, rnd(rng)]) for _ in range(dim)]
        c = [clampd(o[i] + (e[i] - o[i]) * rng.randint(0, 8) // 8 + rng.randint(-U, U)) for i in range(dim)]
        r = rng.choice([rng.randint(1, U), rng.randint(U, 500 * U), D])
        add_case(o, sub(e, o), c, r, rng.choice([U, U, rng.randint(0, U)]), ADV)
    # tangent in general directions: origin = c + r w/L - g v, delta along v, w _|_ v, both
    # of integer length L: the distance from c to the line is exactly r
    for _ in range(max(1, n // 5)):
        v, w, L = pyth_pair(rng, dim)
        k = rng.randint(1, 300) * rng.choice([1, 16, U // 8])
        r = k * L * rng.choice([1, 1, 2])            # radius: an integer multiple of the length
        c = [rnd_units(rng, 2000) for _ in range(dim)]
        g = rng.randint(1, 20) * rng.choice([1, U // 4])  # how far along the line the start is
        o = [c[i] + w[i] * r // L - v[i] * g for i in range(dim)]
        dl = rng.choice([2 * g, g, g + 1, g - 1, 3 * g])
        d = [v[i] * dl for i in range(dim)]
        ax = rng.randrange(dim)
        o[ax] += rng.choice([0, 0, 0, 1, -1])       # 1 LSB off the tangent
        if seg_in_domain(o, d) and in_domain(*c, r):
            add_case(o, d, c, r, rng.choice([U, U, U // 2, g * U // max(dl, 1)]), ADV)
    # origin exactly on the surface (Pythagorean direction u): moving away, along the
    # tangent plane, inward, not at all (the touch rules); and 1 LSB inside / outside
    for _ in range(max(1, n // 5)):
        u, v, L = pyth_pair(rng, dim)
        k = rng.randint(1, 500) * rng.choice([1, U // 16, U // 2])
        c = [rnd_units(rng, 3000) for _ in range(dim)]
        o = [c[i] + u[i] * k for i in range(dim)]
        kind = rng.choice(['away', 'tangent', 'in', 'in', 'zero'])
        d = touch_motion(rng, u, v, kind, dim, rng.choice([1, U // 8, U]))
        r = k * L + rng.choice([0, 0, 0, 0, 1, -1])
        if seg_in_domain(o, d) and in_domain(*c, r):
            add_case(o, d, c, r, rng.choice([U, U, 0, U // 3]), ADV)
    # penetrating: the normal from the centre (axis and Pythagorean directions, and random)
    for _ in range(max(1, n // 10)):
        u, L = pyth(rng, dim)
        c = [rnd_units(rng, 3000) for _ in range(dim)]
        k = rng.randint(1, 100) * rng.choice([1, U // 16])
        o = [c[i] + u[i] * k for i in range(dim)]
        r = k * L + rng.randint(1, 10 * U)
        d = [rnd_units(rng, 50) for _ in range(dim)]
        if seg_in_domain(o, d) and in_domain(*c, r):
            add_case(o, d, c, r, U, ADV)
    # the domain's edges: +-8192 coordinates, radius 8192
    for _ in range(max(1, n // 10)):
        c = [rng.choice([-D, D, 0, rnd(rng)]) for _ in range(dim)]
        o = [rng.choice([-D, D, rnd(rng)]) for _ in range(dim)]
        e = [rng.choice([-D, D, c[i], rnd(rng)]) for i in range(dim)]
        r = rng.choice([D, D - 1, rnd(rng, 0, D), 1, 0])
        add_case(o, sub(e, o), c, r, rng.choice([U, I32_MAX, U // 3]), ADV)
    # a tiny ball far away, a tiny delta next to a big ball (conditioning)
    for _ in range(max(1, n // 20)):
        c = [rnd_units(rng, 4000) for _ in range(dim)]
        r = rng.randint(1, U)
        o = [c[i] + rnd_units(rng, 4000) for i in range(dim)]
        e = [clampd(c[i] + 2 * (c[i] - o[i] + rng.randint(-r, r))) for i in range(dim)]
        if in_domain(*o, *c):
            add_case(o, sub(e, o), c, r, U, ADV)
    # ill-conditioned: a delta of a few LSB starting just outside a big ball, or grazing it
    for _ in range(max(1, n // 10)):
        r = rng.randint(U, D)
        c = [rng.randint(-D + r, D - r) if r < D else 0 for _ in range(dim)]
        u = [rng.gauss(0, 1) for _ in range(dim)]
        ln = sum(x * x for x in u) ** 0.5
        o = [c[i] + int(r * u[i] / ln) for i in range(dim)]
        sp = rng.choice([2, 16, 256])
        o = [clampd(o[i] + rng.randint(-sp, sp)) for i in range(dim)]
        d = [rng.randint(-sp, sp) - int(sp * u[i] / ln) for i in range(dim)]
        add_case(o, d, c, r, U, ADV)
    # any int32
    for _ in range(max(1, n // 10)):
        add_case([rnd_any(rng) for _ in range(3 * dim)], [], [], rnd_any(rng), rnd_any(rng), ADV | OOD)
    # random, aimed at the ball so that most hit, at several scales
    while len(out) < n:
        s = rng.choice([4, 60, 1000, 4000])
        c = [rnd_units(rng, s) for _ in range(dim)]
        r = rng.randint(s * U // 50, s * U // 2)
        o = [rnd_units(rng, s) for _ in range(dim)]
        aim = [c[i] + rng.randint(-r, r) for i in range(dim)]
        f = rng.choice([F(1, 2), F(1), F(3, 2), F(3), F(rng.randint(1, 40), 10)])
        d = [clampd(o[i] + int((aim[i] - o[i]) * f)) - o[i] for i in range(dim)]
        mt = rng.choice([U, U, U, U, rng.randint(0, U), 2 * U])
        add_case(o, d, c, r, mt, 0)
    return out


# the bounds documented in fg_segment.h / fg_sphere.h (each 0.5 LSB + at most 2^-12 LSB)
TOL_T, TOL_P, TOL_N = 0.51, 0.51, 0.51


def hit_cols(dim, tol_p=TOL_P):
    # float allowances (fshift): the float build's point and normal lose more than
    # (largest input) >> 18 LSB: t from |m|^2 - r^2 cancels near the surface, and the normal
    # divides the point's error by the radius. Q16.16 is held to the TOL_* bounds.
    cols = [exact("hit"), scalar("t", TOL_T)]
    cols += [scalar("p" + "xyz"[i], tol_p, 13) for i in range(dim)]
    cols += [scalar("n" + "xyz"[i], TOL_N, 9) for i in range(dim)]
    return cols + [exact("started_inside")]


@tvset("segment2_circle_raycast", "sphere_b", 8, hit_cols(2))
def _r2(rng, n):
    return ray_cases(rng, n, 2)


@_r2.register_oracle
def _ro2(inp):
    return ray_oracle(inp, 2)


@tvset("segment3_sphere_raycast", "sphere_b", 11, hit_cols(3))
def _r3(rng, n):
    return ray_cases(rng, n, 3)


@_r3.register_oracle
def _ro3(inp):
    return ray_oracle(inp, 3)


# ---------------------------------------------------------------- moving spheres (A.13)

def sweep_oracle(inp, dim):
    ca, ra, da = inp[0:dim], inp[dim], inp[dim + 1:2 * dim + 1]
    o = 2 * dim + 1
    cb, rb, db = inp[o:o + dim], inp[o + dim], inp[o + dim + 1:o + 2 * dim + 1]
    mt = inp[2 * o]
    if not (seg_in_domain(ca, da) and seg_in_domain(cb, db) and in_domain(ra, rb)):
        return [REJ] + [0] * (2 + 2 * dim)
    if ra < 0 or rb < 0:
        return [0] * (3 + 2 * dim)
    CA, DA, CB, DB = [[q(x) for x in v] for v in (ca, da, cb, db)]
    R = q(ra) + q(rb)
    # b at rest: a moves by da - db (seed: combine the displacement vectors)
    M0, Dv = sub(CA, CB), sub(DA, DB)
    res = first_contact(M0, Dv, R, q(mt))
    if res is None:
        return [0] * (3 + 2 * dim)
    if res == 'inside':
        return [1, 0] + CA + unit(M0) + [1]
    t = res
    PB = [CB[i] + t * DB[i] for i in range(dim)]
    if R > 0:
        N = [(M0[i] + t * Dv[i]) / R for i in range(dim)]
        P = [PB[i] + N[i] * q(rb) for i in range(dim)]
    else:
        N = unit([-x for x in Dv])
        P = PB
    return [1, t] + P + N + [0]


def sweep_cases(rng, n, dim):
    out = []
    z = [0] * (dim - 1)

    def add_case(ca, ra, da, cb, rb, db, mt, fl):
        out.append((list(ca) + [ra] + list(da) + list(cb) + [rb] + list(db) + [mt], fl))

    O = [0] * dim
    # seed-style: a moves onto b at rest; both move towards each other (contact at t = 1)
    add_case([-3 * U] + z, U, [4 * U] + z, O, U, O, U, 0)
    add_case([-3 * U] + z, U, [2 * U] + z, [3 * U] + z, U, [-2 * U] + z, U, ADV)
    add_case([-3 * U] + z, U, [2 * U] + z, [3 * U] + z, U, [-2 * U + 1] + z, U, ADV)   # 1 LSB short of t = 1
    # contact exactly at t = 1/2, max_t = 1/2 and 1/2 - 1 LSB; max_t < 0, 0, huge
    add_case([-4 * U] + z, U, [4 * U] + z, O, U, O, U // 2, ADV)
    add_case([-4 * U] + z, U, [4 * U] + z, O, U, O, U // 2 - 1, ADV)
    add_case([-4 * U] + z, U, [4 * U] + z, O, U, O, -1, ADV)
    add_case([-2 * U] + z, U, [4 * U] + z, O, U, O, 0, ADV)
    add_case([-4 * U] + z, U, [4 * U] + z, O, U, O, I32_MAX, ADV)
    # touching at t = 0 exactly (resting balls): moving apart, sliding past, pushing in
    # (a moves, b moves, both), not moving; 1 LSB apart not moving
    add_case([-2 * U] + z, U, [-U] + z, O, U, O, U, ADV)
    add_case([-2 * U] + z, U, [0, U] + z[1:], O, U, O, U, ADV)
    add_case([-2 * U] + z, U, [0, U] + z[1:], O, U, [0, -U] + z[1:], U, ADV)
    add_case([-2 * U] + z, U, [U] + z, O, U, O, U, ADV)
    add_case([-2 * U] + z, U, [U, U] + z[1:], O, U, O, U, ADV)
    add_case([-2 * U] + z, U, O, O, U, [-U] + z, U, ADV)
    add_case([-2 * U] + z, U, [U // 2] + z, O, U, [-U // 2] + z, 0, ADV)
    add_case([-2 * U] + z, U, O, O, U, O, U, ADV)
    add_case([-2 * U - 1] + z, U, O, O, U, O, U, ADV)
    add_case([-2 * U] + z, U, [1] + z, O, U, O, U, ADV)                     # inward by 1 LSB
    add_case([-2 * U - 1] + z, U, [U] + z, O, U, [U] + z, U, ADV)           # same motion: never meet
    add_case([-2 * U] + z, U, [U] + z, O, U, [U] + z, U, ADV)               # touching, same motion: no hit
    # coincident centres (zero normal), penetrating (normal from b to a), zero radii
    add_case([5 * U] * dim, U, [U] * dim, [5 * U] * dim, 2 * U, O, U, ADV)
    add_case([5 * U] * dim, U, O, [5 * U + U // 2] + [5 * U] * (dim - 1), U, O, U, ADV)
    add_case([5 * U] * dim, 0, O, [5 * U] * dim, 0, O, U, ADV)
    add_case([5 * U] * dim, 0, [U] + z, [5 * U] * dim, 0, O, U, ADV)
    # two points meeting exactly (r = 0), and missing by 1 LSB
    add_case([-2 * U] * dim, 0, [2 * U] * dim, [2 * U] * dim, 0, [-2 * U] * dim, U, ADV)
    add_case([-2 * U] * dim, 0, [2 * U] * dim, [2 * U] * dim, 0, [-2 * U] * (dim - 1) + [-2 * U + 1], U, ADV)
    add_case([-2 * U] + z, 0, [3 * U] + z, O, 0, O, U, ADV)
    # one radius zero (a point against a ball), a negative radius
    add_case([-3 * U] + z, 0, [4 * U] + z, O, U, O, U, ADV)
    add_case([-3 * U] + z, -U, [4 * U] + z, O, U, O, U, ADV)
    add_case([-3 * U] + z, U, [4 * U] + z, O, -1, O, U, ADV)
    # the domain's edges: opposite corners rushing at each other (a relative delta of
    # 2^31 raw per axis), radius 8192, tiny radii; an end 1 LSB outside (rejected)
    add_case([-D] * dim, D, [2 * D] * dim, [D] * dim, D, [-2 * D] * dim, U, ADV)
    add_case([-D] * dim, 1, [2 * D] * dim, [D] * dim, 0, [-2 * D] * dim, U, ADV)
    add_case([-D] * dim, 0, [2 * D] * dim, [D] * dim, 0, [-2 * D] * dim, U, ADV)
    add_case([-D] * dim, 0, [2 * D] * dim, [D] * dim, 0, [-2 * D] * (dim - 1) + [-2 * D + 1], U, ADV)
    add_case([-D] * dim, D // 3, [2 * D] * dim, [D] * dim, 5, [-2 * D] * dim, U // 3, ADV)
    add_case([-D] + [D] * (dim - 1), D, [2 * D] + z, [D] * dim, D, [-2 * D] + z, U, ADV)
    add_case([-D] + z, U, [2 * D] + z, [D] + z, U, [-2 * D + 1] + z, U, ADV)
    add_case([-D] * dim, U, [2 * D + 1] + [2 * D] * (dim - 1), [D] * dim, U, [-2 * D] * dim, U, ADV | OOD)
    add_case([-D] * dim, U, [2 * D] * dim, [D] * dim, U, [-2 * D - 1] + [-2 * D] * (dim - 1), U, ADV | OOD)
    # long motions in general: both ends of both balls inside, the relative delta large
    for _ in range(max(1, n // 8)):
        ca = [rnd(rng) for _ in range(dim)]
        cb = [rnd(rng) for _ in range(dim)]
        ea = [rng.choice([-D, D, rnd(rng)]) for _ in range(dim)]
        eb = [rng.choice([-D, D, rnd(rng)]) for _ in range(dim)]
        ra, rb = rng.choice([rng.randint(0, U), rng.randint(0, 2000 * U), D]), rng.randint(0, 1000 * U)
        add_case(ca, ra, sub(ea, ca), cb, rb, sub(eb, cb), rng.choice([U, U, rng.randint(0, U)]), ADV)
    # tangent relative motion in Pythagorean directions, +-1 LSB
    for _ in range(max(1, n // 5)):
        v, w, L = pyth_pair(rng, dim)
        k = rng.randint(1, 200) * rng.choice([1, 16, U // 8])
        R = k * L
        ra = rng.randint(0, R)
        rb = R - ra
        cb = [rnd_units(rng, 2000) for _ in range(dim)]
        g = rng.randint(1, 20) * rng.choice([1, U // 4])
        ca = [cb[i] + w[i] * k - v[i] * g for i in range(dim)]
        dl = rng.choice([2 * g, g, g + 1, g - 1, 3 * g])
        dr = [v[i] * dl for i in range(dim)]           # relative motion
        db = [rnd_units(rng, 50) for _ in range(dim)]
        da = [dr[i] + db[i] for i in range(dim)]
        ax = rng.randrange(dim)
        ca[ax] += rng.choice([0, 0, 0, 1, -1])
        if seg_in_domain(ca, da) and seg_in_domain(cb, db) and in_domain(ra, rb):
            add_case(ca, ra, da, cb, rb, db, U, ADV)
    # touching at the start in Pythagorean directions: the relative motion away, along the
    # tangent, inward, zero (the touch rules), with a common motion added; +-1 LSB radius
    for _ in range(max(1, n // 5)):
        u, v, L = pyth_pair(rng, dim)
        k = rng.randint(1, 400) * rng.choice([1, U // 16, U // 2])
        ra = rng.randint(0, k * L)
        rb = k * L - ra + rng.choice([0, 0, 0, 0, 1, -1])
        cb = [rnd_units(rng, 3000) for _ in range(dim)]
        ca = [cb[i] + u[i] * k for i in range(dim)]
        kind = rng.choice(['away', 'tangent', 'in', 'in', 'zero'])
        dr = touch_motion(rng, u, v, kind, dim, rng.choice([1, U // 8, U]))
        db = [rnd_units(rng, 50) for _ in range(dim)]
        da = [dr[i] + db[i] for i in range(dim)]
        if seg_in_domain(ca, da) and seg_in_domain(cb, db) and in_domain(ra, rb) and rb >= 0:
            add_case(ca, ra, da, cb, rb, db, rng.choice([U, U, 0]), ADV)
    # random at the domain's edges
    for _ in range(max(1, n // 10)):
        ca = [rng.choice([-D, D, rnd(rng)]) for _ in range(dim)]
        cb = [rng.choice([-D, D, rnd(rng)]) for _ in range(dim)]
        ea = [rng.choice([-D, D, cb[i], rnd(rng)]) for i in range(dim)]
        eb = [rng.choice([-D, D, cb[i], rnd(rng)]) for i in range(dim)]
        add_case(ca, rng.choice([D, 0, rnd(rng, 0, D)]), sub(ea, ca), cb, rng.choice([D, 1, rnd(rng, 0, D)]),
                 sub(eb, cb), rng.choice([U, I32_MAX]), ADV)
    # any int32
    for _ in range(max(1, n // 10)):
        add_case([rnd_any(rng) for _ in range(dim)], rnd_any(rng), [rnd_any(rng) for _ in range(dim)],
                 [rnd_any(rng) for _ in range(dim)], rnd_any(rng), [rnd_any(rng) for _ in range(dim)], rnd_any(rng),
                 ADV | OOD)
    # random, aimed: a heads for where b will be, at several scales
    while len(out) < n:
        s = rng.choice([4, 60, 1000, 4000])
        ca = [rnd_units(rng, s) for _ in range(dim)]
        cb = [rnd_units(rng, s) for _ in range(dim)]
        ra, rb = rng.randint(s * U // 100, s * U // 4), rng.randint(s * U // 100, s * U // 4)
        db = [clampd(cb[i] + rnd_units(rng, s) // 2) - cb[i] for i in range(dim)]
        f = rng.choice([F(1, 2), F(1), F(3, 2), F(rng.randint(1, 30), 10)])
        w = (ra + rb) // 2
        da = [clampd(ca[i] + int((cb[i] + db[i] - ca[i] + rng.randint(-w, w)) * f)) - ca[i] for i in range(dim)]
        add_case(ca, ra, da, cb, rb, db, rng.choice([U, U, U, rng.randint(0, U)]), 0)
    return out


@tvset("circle_circle_sweep", "sphere_c", 11, hit_cols(2))
def _s2(rng, n):
    return sweep_cases(rng, n, 2)


@_s2.register_oracle
def _so2(inp):
    return sweep_oracle(inp, 2)


@tvset("sphere_sphere_sweep", "sphere_c", 15, hit_cols(3))
def _s3(rng, n):
    return sweep_cases(rng, n, 3)


@_s3.register_oracle
def _so3(inp):
    return sweep_oracle(inp, 3)
