"""Spheres and circles (seed 001 A.4, A.12, A.13): closest point, raycast, static overlap
and sweep, 2D and 3D.

Oracle: exact rationals. Hit or miss is decided exactly from the quadratic
|p0 + t d - c|^2 = r^2 written as A t^2 + B t + C (B = 2 m.d, no halving), by comparing
-B - 2 A T against sqrt(B^2 - 4 A C) with both sides squared; the reported t is the smaller
root (-B - sqrt(disc)) / 2A to 2^-48, and point and normal follow from it.
"""
from tvgen import *

U = ONE                        # one unit, raw


def dot(a, b):
    return sum(F(x) * F(y) for x, y in zip(a, b))


def sub(a, b):
    return [x - y for x, y in zip(a, b)]


def clampd(v):
    return max(-D, min(D, v))


# ---------------------------------------------------------------- closest point (A.4)

def closest_oracle(inp, dim):
    c, r, p = inp[0:dim], inp[dim], inp[dim + 1:2 * dim + 1]
    if not in_domain(*inp):
        return [q(x) for x in p]                    # documented: p unchanged
    rr = q(max(r, 0))
    d = [q(x) for x in sub(p, c)]
    dd = sum(x * x for x in d)
    if dd <= rr * rr:
        return [q(x) for x in p]                    # inside or on the surface: p itself
    ln = sqrt_frac(dd, 80)
    return [q(c[i]) + d[i] * rr / ln for i in range(dim)]


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


@tvset("circle_closest_point", "sphere_a", 5, [scalar("x", 0.51), scalar("y", 0.51)])
def _cp2(rng, n):
    return closest_cases(rng, n, 2)


@_cp2.register_oracle
def _cpo2(inp):
    return closest_oracle(inp, 2)


@tvset("sphere_closest_point", "sphere_a", 7, [scalar("x", 0.51), scalar("y", 0.51), scalar("z", 0.51)])
def _cp3(rng, n):
    return closest_cases(rng, n, 3)


@_cp3.register_oracle
def _cpo3(inp):
    return closest_oracle(inp, 3)


# ---------------------------------------------------------------- static overlap (A.13)

def overlap_oracle(inp, dim):
    ca, ra, cb, rb = inp[0:dim], inp[dim], inp[dim + 1:2 * dim + 1], inp[2 * dim + 1]
    if not in_domain(*inp) or ra < 0 or rb < 0:
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

def first_contact(m, d, r, max_t):
    """Smallest t in [0, min(max_t, 1)] with |m + t d| <= r (m, d, r exact Fractions, r >= 0).
    Returns None (no contact), 0 (contact at the start) or ('hit', t) with t to 2^-48."""
    if max_t < 0:
        return None
    T = min(max_t, F(1))
    A = dot(d, d)
    B = 2 * dot(m, d)
    C = dot(m, m) - r * r
    if C <= 0:
        return 0
    if A == 0:
        return None
    disc = B * B - 4 * A * C
    if disc < 0:
        return None
    # C > 0: both roots have the sign of -B; the smaller root is >= 0 iff B < 0
    if B >= 0:
        return None
    # smaller root <= T  <=>  -B - 2AT <= sqrt(disc)
    lhs = -B - 2 * A * T
    if lhs > 0 and lhs * lhs > disc:
        return None
    t = (-B - sqrt_frac(disc, 100)) / (2 * A)
    return ('hit', min(max(t, F(0)), T))


def unit_away(d):
    """-d / |d|"""
    ln = sqrt_frac(dot(d, d), 80)
    return [-x / ln for x in d]


MISS3 = [0] * 8
MISS2 = [0] * 6


def ray_oracle(inp, dim):
    o, d, c = inp[0:dim], inp[dim:2 * dim], inp[2 * dim:3 * dim]
    r, mt = inp[3 * dim], inp[3 * dim + 1]
    miss = [0] * (2 + 2 * dim)
    if not in_domain(*inp[:3 * dim + 1]) or r < 0:
        return miss
    O, Dv, Cv, R = [q(x) for x in o], [q(x) for x in d], [q(x) for x in c], q(r)
    res = first_contact(sub(O, Cv), Dv, R, q(mt))
    if res is None:
        return miss
    if res == 0:
        return [1, 0] + O + [0] * dim
    t = res[1]
    P = [O[i] + t * Dv[i] for i in range(dim)]
    N = [(P[i] - Cv[i]) / R for i in range(dim)] if R > 0 else unit_away(Dv)
    return [1, t] + P + N


def pyth(rng, dim):
    """An integer direction u with an integer length L (axis, 3-4-5, 1-2-2, 2-3-6 ...)."""
    if dim == 2:
        u, L = rng.choice([((1, 0), 1), ((0, 1), 1), ((3, 4), 5), ((4, -3), 5), ((5, 12), 13), ((-8, 15), 17)])
    else:
        u, L = rng.choice([((1, 0, 0), 1), ((0, 0, 1), 1), ((1, 2, 2), 3), ((2, -1, -2), 3), ((2, 3, 6), 7),
                           ((4, 4, 7), 9)])
    s = [rng.choice([-1, 1]) for _ in range(dim)]
    return [u[i] * s[i] for i in range(dim)], L


def perp(u):
    """An integer vector perpendicular to u with the same integer length (2D: rotate;
    3D: pick from a table of orthogonal Pythagorean pairs)."""
    if len(u) == 2:
        return [-u[1], u[0]]
    return None


def ray_cases(rng, n, dim):
    out = []
    z = [0] * (dim - 1)

    def add(o, d, c, r, mt, fl):
        o, d, c = list(o), list(d), list(c)
        out.append((o + d + c + [r, mt], fl))

    # seed-style: unit ball at the origin, ray along x
    add([-2 * U] + z, [4 * U] + z, [0] * dim, U, U, 0)
    add([-2 * U] + [U // 2] + z[1:], [4 * U] + z, [0] * dim, U, U, 0)
    # exactly tangent along an axis, 1 LSB inside, 1 LSB outside
    for off in (0, -1, 1):
        add([-3 * U, U + off] + z[1:], [6 * U] + z, [0] * dim, U, U, ADV)
    # exactly tangent at t = 1 and at t = 0 (origin on the surface, moving along the tangent)
    add([-3 * U, U] + z[1:], [3 * U] + z, [0] * dim, U, U, ADV)
    add([0, U] + z[1:], [3 * U] + z, [0] * dim, U, U, ADV)
    # contact exactly at t = 1, and delta 1 LSB short
    add([-3 * U] + z, [2 * U] + z, [0] * dim, U, U, ADV)
    add([-3 * U] + z, [2 * U - 1] + z, [0] * dim, U, U, ADV)
    # contact exactly at t = 1/2 with max_t = 1/2 and 1/2 - 1 LSB
    add([-3 * U] + z, [4 * U] + z, [0] * dim, U, U // 2, ADV)
    add([-3 * U] + z, [4 * U] + z, [0] * dim, U, U // 2 - 1, ADV)
    # max_t < 0, 0, huge
    add([-3 * U] + z, [4 * U] + z, [0] * dim, U, -1, ADV)
    add([0] * dim, [4 * U] + z, [0] * dim, U, 0, ADV)
    add([-3 * U] + z, [4 * U] + z, [0] * dim, U, I32_MAX, ADV)
    add([0] * dim, [4 * U] + z, [0] * dim, U, I32_MIN, ADV)
    # origin at the centre, inside, on the surface moving in and out, zero-length delta
    add([5 * U] * dim, [U] * dim, [5 * U] * dim, 2 * U, U, ADV)
    add([5 * U] * dim, [0] * dim, [5 * U] * dim, 0, U, ADV)
    add([U] + z, [-U] + z, [0] * dim, U, U, ADV)
    add([U] + z, [U] + z, [0] * dim, U, U, ADV)
    add([U + 1] + z, [U] + z, [0] * dim, U, U, ADV)
    add([U + 1] + z, [-U] + z, [0] * dim, U, U, ADV)
    add([U + 1] + z, [0] * dim, [0] * dim, U, U, ADV)
    add([U] + z, [0] * dim, [0] * dim, U, U, ADV)
    # zero radius: through the centre exactly (axis and diagonal), and 1 LSB off
    add([-U] + z, [2 * U] + z, [0] * dim, 0, U, ADV)
    add([-3 * U] * dim, [4 * U] * dim, [0] * dim, 0, U, ADV)
    add([-3 * U] * dim, [4 * U] * (dim - 1) + [4 * U + 1], [0] * dim, 0, U, ADV)
    add([-3 * U - 1] + [-3 * U] * (dim - 1), [4 * U] * dim, [0] * dim, 0, U, ADV)
    # negative radius
    add([-3 * U] + z, [4 * U] + z, [0] * dim, -U, U, ADV)
    # 1-LSB deltas and 1-LSB direction components
    add([-U - 1] + z, [1] + z, [0] * dim, U, U, ADV)
    add([-U - 2] + z, [1] + z, [0] * dim, U, U, ADV)
    add([-3 * U, 1] + z[1:], [4 * U, 1] + z[1:], [0] * dim, U, U, ADV)
    # tangent in general directions: origin = c + r u' - s v, delta along v, u' perpendicular
    # to v, both of integer length: the distance from c to the line is exactly r
    for _ in range(max(1, n // 5)):
        if dim == 2:
            v, L = pyth(rng, 2)
            w = perp(v)
        else:
            (v, w), L = rng.choice([(([1, 2, 2], [2, 1, -2]), 3), (([2, 3, 6], [6, 2, -3]), 7),
                                    (([1, 0, 0], [0, 0, 1]), 1), (([4, 4, 7], [1, -8, 4]), 9),
                                    (([2, -2, 1], [1, 2, 2]), 3)])
            if rng.random() < 0.5:
                v, w = w, v
        k = rng.randint(1, 300) * rng.choice([1, 16, U // 8])
        r = k * L * rng.choice([1, 1, 2])            # radius: an integer multiple of the length
        c = [rnd_units(rng, 2000) for _ in range(dim)]
        g = rng.randint(1, 20) * rng.choice([1, U // 4])  # how far along the line the start is
        o = [c[i] + w[i] * r // L - v[i] * g for i in range(dim)]
        dl = rng.choice([2 * g, g, g + 1, g - 1, 3 * g])
        d = [v[i] * dl for i in range(dim)]
        ax = rng.randrange(dim)
        o[ax] += rng.choice([0, 0, 0, 1, -1])       # 1 LSB off the tangent
        if in_domain(*o, *d, *c, r):
            add(o, d, c, r, rng.choice([U, U, U // 2, g * U // max(dl, 1)]), ADV)
    # origin exactly on the surface (Pythagorean direction), moving in, out, or along
    for _ in range(max(1, n // 10)):
        u, L = pyth(rng, dim)
        k = rng.randint(1, 500) * rng.choice([1, U // 16])
        c = [rnd_units(rng, 3000) for _ in range(dim)]
        o = [c[i] + u[i] * k for i in range(dim)]
        d = [rnd_units(rng, 100) for _ in range(dim)]
        if in_domain(*o, *d, *c, k * L):
            add(o, d, c, k * L, U, ADV)
    # the domain's edges: +-8192 coordinates, radius 8192
    for _ in range(max(1, n // 10)):
        c = [rng.choice([-D, D, 0, rnd(rng)]) for _ in range(dim)]
        o = [rng.choice([-D, D, rnd(rng)]) for _ in range(dim)]
        d = [rng.choice([-D, D, clampd(c[i] - o[i]), rnd(rng)]) for i in range(dim)]
        r = rng.choice([D, D - 1, rnd(rng, 0, D), 1, 0])
        add(o, d, c, r, rng.choice([U, I32_MAX, U // 3]), ADV)
    # a tiny ball far away, a tiny delta next to a big ball (conditioning)
    for _ in range(max(1, n // 20)):
        c = [rnd_units(rng, 4000) for _ in range(dim)]
        r = rng.randint(1, U)
        o = [c[i] + rnd_units(rng, 4000) for i in range(dim)]
        d = [clampd(c[i] - o[i] + rng.randint(-r, r)) for i in range(dim)]
        d = [clampd(2 * x) for x in d]
        if in_domain(*o, *c):
            add(o, d, c, r, U, ADV)
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
        add(o, d, c, r, U, ADV)
    # any int32
    for _ in range(max(1, n // 10)):
        add([rnd_any(rng) for _ in range(3 * dim)], [], [], rnd_any(rng), rnd_any(rng), ADV | OOD)
    # random, aimed at the ball so that most hit, at several scales
    while len(out) < n:
        s = rng.choice([4, 60, 1000, 4000])
        c = [rnd_units(rng, s) for _ in range(dim)]
        r = rng.randint(s * U // 50, s * U // 2)
        o = [rnd_units(rng, s) for _ in range(dim)]
        aim = [c[i] + rng.randint(-r, r) for i in range(dim)]
        f = rng.choice([F(1, 2), F(1), F(3, 2), F(3), F(rng.randint(1, 40), 10)])
        d = [clampd(int((aim[i] - o[i]) * f)) for i in range(dim)]
        mt = rng.choice([U, U, U, U, rng.randint(0, U), 2 * U])
        add(o, d, c, r, mt, 0)
    return out


RAY_TOL_T, RAY_TOL_P, RAY_TOL_N = 1.0, 1.0, 1.0     # the bounds documented in fg_sphere.h


def hit_cols(dim):
    # float allowances (fshift): the float build's point and normal lose more than
    # (largest input) >> 18 LSB: t from |m|^2 - r^2 cancels near the surface, and the normal
    # divides the point's error by the radius. Q16.16 is held to the RAY_TOL_* bounds.
    cols = [exact("hit"), scalar("t", RAY_TOL_T)]
    cols += [scalar("p" + "xyz"[i], RAY_TOL_P, 13) for i in range(dim)]
    cols += [scalar("n" + "xyz"[i], RAY_TOL_N, 9) for i in range(dim)]
    return cols


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
    miss = [0] * (2 + 2 * dim)
    if not in_domain(*inp[:2 * o]) or ra < 0 or rb < 0:
        return miss
    CA, DA, CB, DB = [[q(x) for x in v] for v in (ca, da, cb, db)]
    R = q(ra) + q(rb)
    # b at rest: a moves by da - db (seed: combine the displacement vectors)
    res = first_contact(sub(CA, CB), sub(DA, DB), R, q(mt))
    if res is None:
        return miss
    if res == 0:
        return [1, 0] + CA + [0] * dim
    t = res[1]
    PA = [CA[i] + t * DA[i] for i in range(dim)]
    PB = [CB[i] + t * DB[i] for i in range(dim)]
    if R > 0:
        N = [(PA[i] - PB[i]) / R for i in range(dim)]
        P = [PB[i] + N[i] * q(rb) for i in range(dim)]
    else:
        N = unit_away(sub(DA, DB))
        P = PB
    return [1, t] + P + N


def sweep_cases(rng, n, dim):
    out = []
    z = [0] * (dim - 1)

    def add(ca, ra, da, cb, rb, db, mt, fl):
        out.append((list(ca) + [ra] + list(da) + list(cb) + [rb] + list(db) + [mt], fl))

    O = [0] * dim
    # seed-style: a moves onto b at rest; both move towards each other (contact at t = 1)
    add([-3 * U] + z, U, [4 * U] + z, O, U, O, U, 0)
    add([-3 * U] + z, U, [2 * U] + z, [3 * U] + z, U, [-2 * U] + z, U, ADV)
    add([-3 * U] + z, U, [2 * U] + z, [3 * U] + z, U, [-2 * U + 1] + z, U, ADV)   # 1 LSB short of t = 1
    # contact exactly at t = 1/2, max_t = 1/2 and 1/2 - 1 LSB; max_t < 0, 0, huge
    add([-4 * U] + z, U, [4 * U] + z, O, U, O, U // 2, ADV)
    add([-4 * U] + z, U, [4 * U] + z, O, U, O, U // 2 - 1, ADV)
    add([-4 * U] + z, U, [4 * U] + z, O, U, O, -1, ADV)
    add([-2 * U] + z, U, [4 * U] + z, O, U, O, 0, ADV)
    add([-4 * U] + z, U, [4 * U] + z, O, U, O, I32_MAX, ADV)
    # touching at t = 0 exactly: moving apart, moving in, not moving; 1 LSB apart not moving
    add([-2 * U] + z, U, [-U] + z, O, U, O, U, ADV)
    add([-2 * U] + z, U, [U] + z, O, U, O, U, ADV)
    add([-2 * U] + z, U, O, O, U, O, U, ADV)
    add([-2 * U - 1] + z, U, O, O, U, O, U, ADV)
    add([-2 * U - 1] + z, U, [U] + z, O, U, [U] + z, U, ADV)      # same motion: never meet
    # coincident centres, zero radii
    add([5 * U] * dim, U, [U] * dim, [5 * U] * dim, 2 * U, O, U, ADV)
    add([5 * U] * dim, 0, O, [5 * U] * dim, 0, O, U, ADV)
    # two points meeting exactly (r = 0), and missing by 1 LSB
    add([-2 * U] * dim, 0, [2 * U] * dim, [2 * U] * dim, 0, [-2 * U] * dim, U, ADV)
    add([-2 * U] * dim, 0, [2 * U] * dim, [2 * U] * dim, 0, [-2 * U] * (dim - 1) + [-2 * U + 1], U, ADV)
    add([-2 * U] + z, 0, [3 * U] + z, O, 0, O, U, ADV)
    # one radius zero (a point against a ball), a negative radius
    add([-3 * U] + z, 0, [4 * U] + z, O, U, O, U, ADV)
    add([-3 * U] + z, -U, [4 * U] + z, O, U, O, U, ADV)
    add([-3 * U] + z, U, [4 * U] + z, O, -1, O, U, ADV)
    # the domain's edges: opposite corners rushing at each other, radius 8192
    add([-D] * dim, D, [D] * dim, [D] * dim, D, [-D] * dim, U, ADV)
    add([-D] * dim, D, [D] * dim, [D] * dim, 0, [-D] * dim, U, ADV)
    add([-D] + [D] * (dim - 1), D, [D] + z, [D] * dim, D, [-D] + z, U, ADV)
    # tangent relative motion in Pythagorean directions, +-1 LSB
    for _ in range(max(1, n // 5)):
        if dim == 2:
            v, L = pyth(rng, 2)
            w = perp(v)
        else:
            (v, w), L = rng.choice([(([1, 2, 2], [2, 1, -2]), 3), (([2, 3, 6], [6, 2, -3]), 7),
                                    (([1, 0, 0], [0, 0, 1]), 1), (([4, 4, 7], [1, -8, 4]), 9)])
            if rng.random() < 0.5:
                v, w = w, v
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
        if in_domain(*ca, *da, *cb, *db, ra, rb):
            add(ca, ra, da, cb, rb, db, U, ADV)
    # touching at the start in Pythagorean directions, with random motion
    for _ in range(max(1, n // 10)):
        u, L = pyth(rng, dim)
        k = rng.randint(1, 400) * rng.choice([1, U // 16])
        ra = rng.randint(0, k * L)
        rb = k * L - ra
        cb = [rnd_units(rng, 3000) for _ in range(dim)]
        ca = [cb[i] + u[i] * k for i in range(dim)]
        da = [rnd_units(rng, 50) for _ in range(dim)]
        db = [rnd_units(rng, 50) for _ in range(dim)]
        if in_domain(*ca, *cb, ra, rb):
            add(ca, ra, da, cb, rb, db, U, ADV)
    # random at the domain's edges
    for _ in range(max(1, n // 10)):
        ca = [rng.choice([-D, D, rnd(rng)]) for _ in range(dim)]
        cb = [rng.choice([-D, D, rnd(rng)]) for _ in range(dim)]
        da = [rng.choice([-D, D, clampd(cb[i] - ca[i]), rnd(rng)]) for i in range(dim)]
        db = [rng.choice([-D, D, 0, rnd(rng)]) for _ in range(dim)]
        add(ca, rng.choice([D, 0, rnd(rng, 0, D)]), da, cb, rng.choice([D, 1, rnd(rng, 0, D)]), db,
            rng.choice([U, I32_MAX]), ADV)
    # any int32
    for _ in range(max(1, n // 10)):
        add([rnd_any(rng) for _ in range(dim)], rnd_any(rng), [rnd_any(rng) for _ in range(dim)],
            [rnd_any(rng) for _ in range(dim)], rnd_any(rng), [rnd_any(rng) for _ in range(dim)], rnd_any(rng),
            ADV | OOD)
    # random, aimed: a heads for where b will be, at several scales
    while len(out) < n:
        s = rng.choice([4, 60, 1000, 4000])
        ca = [rnd_units(rng, s) for _ in range(dim)]
        cb = [rnd_units(rng, s) for _ in range(dim)]
        ra, rb = rng.randint(s * U // 100, s * U // 4), rng.randint(s * U // 100, s * U // 4)
        db = [rnd_units(rng, s) // 2 for _ in range(dim)]
        f = rng.choice([F(1, 2), F(1), F(3, 2), F(rng.randint(1, 30), 10)])
        w = (ra + rb) // 2
        da = [clampd(int((cb[i] + db[i] - ca[i] + rng.randint(-w, w)) * f)) for i in range(dim)]
        db = [clampd(x) for x in db]
        add(ca, ra, da, cb, rb, db, rng.choice([U, U, U, rng.randint(0, U)]), 0)
    return out


SWEEP_TOL_T, SWEEP_TOL_P, SWEEP_TOL_N = 1.0, 1.5, 1.0     # the bounds documented in fg_sphere.h


def sweep_cols(dim):
    cols = [exact("hit"), scalar("t", SWEEP_TOL_T)]
    cols += [scalar("p" + "xyz"[i], SWEEP_TOL_P, 13) for i in range(dim)]
    cols += [scalar("n" + "xyz"[i], SWEEP_TOL_N, 9) for i in range(dim)]
    return cols


@tvset("circle_circle_sweep", "sphere_c", 11, sweep_cols(2))
def _s2(rng, n):
    return sweep_cases(rng, n, 2)


@_s2.register_oracle
def _so2(inp):
    return sweep_oracle(inp, 2)


@tvset("sphere_sphere_sweep", "sphere_c", 15, sweep_cols(3))
def _s3(rng, n):
    return sweep_cases(rng, n, 3)


@_s3.register_oracle
def _so3(inp):
    return sweep_oracle(inp, 3)
