# SPDX-License-Identifier: MIT
"""Batch: the nearest of N discs / balls along a segment (issue 13, item 6).

Oracle: exact integers (raw Q16.16 units; every test is scale-free) and rationals, written
here from the definitions. Element i meets the segment o + t d when |m0 + t d|^2 <= R^2
(m0 = o - c): f(t) = A t^2 + 2 B t + C, A = d.d, B = m0.d, C = m0.m0 - R^2.
  C < 0: inside, fraction 0;  C == 0 and B < 0: touching inward, fraction 0;
  C > 0, B < 0, disc = B^2 - A C >= 0: the first root t1 = (-B - sqrt(disc)) / A, which
  counts when t1 <= min(max_t, 1) (decided on exact squares).
The nearest is the least EXACT fraction. Two roots are ordered by isqrt brackets of
sqrt(disc) to 2^-700 relative; where the brackets overlap, the roots are tested for
equality exactly (two quadratics with the same A meet where their linear difference
vanishes: t* = (C_j - C_i) / (2 (B_i - B_j)), equal roots iff t* is the first root of
both; B_i == B_j: iff C_i == C_j). Equal fractions: the lowest index.
The winner's row is its single raycast's: t, point o + t d, normal (m0 + t d) / R
(R = 0: -d / |d|), inside: t 0, the origin, m0 / |m0|.
"""
from tvgen import *

NB = 8                 # elements per vector (tests/cases/batchball.c BB_N)
BATCH_MAX = 4096       # FG_BATCH_MAX's default
BIG_COUNTS = [BATCH_MAX + 1, 65536, I32_MAX, -1]   # -1: the largest size_t
U = ONE
PREC = 700             # bits of the sqrt brackets


def idot(a, b):
    return sum(x * y for x, y in zip(a, b))


def clampd(v):
    return max(-D, min(D, v))


def contact(o, d, c, r, mt):
    """None, ('in',), ('zero', B) or ('root', A, B, C, disc) for one element, raw integers."""
    if r < 0 or mt < 0:
        return None
    m0 = [a - b for a, b in zip(o, c)]
    A, B, C = idot(d, d), idot(m0, d), idot(m0, m0) - r * r
    if C < 0:
        return ('in',)
    if B >= 0:
        return None
    if C == 0:
        return ('zero',)
    disc = B * B - A * C
    if disc < 0:
        return None
    T = min(F(mt, ONE), F(1))            # t1 <= T  <=>  -B - A T <= sqrt(disc)
    lhs = -B - A * T
    if lhs > 0 and lhs * lhs > disc:
        return None
    return ('root', A, B, C, disc)


def bracket(B, disc):
    """[lo, hi] of -B - sqrt(disc), scaled by 2^PREC."""
    s = math.isqrt(disc << (2 * PREC))
    exact_sq = s * s == disc << (2 * PREC)
    hi = (-B << PREC) - s
    return (hi if exact_sq else hi - 1), hi


def first_root_is(A, B, C, t):
    """Is the rational t the first root of A t^2 + 2 B t + C?"""
    return A * t * t + 2 * B * t + C == 0 and A * t <= -B


def root_less(a, b):
    """Exact: is a's fraction strictly below b's? (-1: less, 0: equal, 1: greater)"""
    za, zb = a[0] != 'root', b[0] != 'root'
    if za or zb:
        return 0 if (za and zb) else (-1 if za else 1)
    _, A, Ba, Ca, Da = a
    _, _, Bb, Cb, Db = b
    la, ha = bracket(Ba, Da)
    lb, hb = bracket(Bb, Db)
    if ha < lb:
        return -1
    if hb < la:
        return 1
    if Ba == Bb:
        eq = Ca == Cb
    else:
        t = F(Cb - Ca, 2 * (Ba - Bb))
        eq = first_root_is(A, Ba, Ca, t) and first_root_is(A, Bb, Cb, t)
    assert eq, "roots closer than 2^-%d but unequal" % PREC
    return 0


def unit(v):
    n = sum(F(x) * F(x) for x in v)
    if n == 0:
        return [F(0)] * len(v)
    ln = sqrt_frac(n, 90)
    return [F(x) / ln for x in v]


def hit_row(o, d, c, r, res, dim):
    O, Dv, M0 = [q(x) for x in o], [q(x) for x in d], [q(a - b) for a, b in zip(o, c)]
    if res[0] == 'in':
        return [F(0)] + O + unit(M0) + [1]
    if res[0] == 'zero':
        t = F(0)
    else:
        _, A, B, C, disc = res
        t = F(C) / (-B + sqrt_frac(F(disc), 120))
    P = [O[i] + t * Dv[i] for i in range(dim)]
    N = [(M0[i] + t * Dv[i]) / q(r) for i in range(dim)] if r > 0 else unit([-x for x in d])
    return [t] + P + N + [0]


def count_ok(cnt):
    assert 0 <= cnt <= NB or cnt in BIG_COUNTS, cnt
    return 0 <= cnt <= BATCH_MAX


def batch_oracle(inp, dim):
    o, d = inp[0:dim], inp[dim:2 * dim]
    mt, cnt = inp[2 * dim], inp[2 * dim + 1]
    nout = 4 + 2 * dim
    if not count_ok(cnt) or not seg_in_domain(o, d):
        return [REJ] + [0] * (nout - 1)
    base, w = 2 * dim + 2, dim + 1
    els = [inp[base + w * i: base + w * (i + 1)] for i in range(cnt)]
    if not all(in_domain(*e) for e in els):
        return [REJ] + [0] * (nout - 1)   # any element out of the domain: never skipped
    best = None
    for i, e in enumerate(els):
        res = contact(o, d, e[:dim], e[dim], mt)
        if res is not None and (best is None or root_less(res, best[1]) < 0):
            best = (i, res)
    if best is None:
        return [0] * nout
    i, res = best
    return [1, i] + hit_row(o, d, els[i][:dim], els[i][dim], res, dim)


# ---------------------------------------------------------------- cases

def pyth(rng, dim):
    """An integer direction with an integer length."""
    if dim == 2:
        u, L = rng.choice([((1, 0), 1), ((0, 1), 1), ((3, 4), 5), ((4, -3), 5), ((5, 12), 13), ((-8, 15), 17)])
    else:
        u, L = rng.choice([((1, 0, 0), 1), ((0, 0, 1), 1), ((1, 2, 2), 3), ((2, -1, -2), 3), ((2, 3, 6), 7),
                           ((4, 4, 7), 9)])
    return [x * rng.choice([-1, 1]) for x in u], L


def entering_ball(rng, P, d, dim, k):
    """A ball with P on its surface, entered there by the motion d (outward normal n at P
    with n . d < 0): centre P - n k, radius L k."""
    for _ in range(50):
        n, L = pyth(rng, dim)
        if idot(n, d) < 0:
            return [P[i] - n[i] * k for i in range(dim)], L * k
    n = [-x for x in d]
    return list(P), 0                     # fallback: a point on the path


def batch_cases(rng, n, dim):
    out = []
    z = [0] * (dim - 1)

    def add(o, d, mt, cnt, els, fl):
        flat = []
        for c, r in els:
            flat += list(c) + [r]
        while len(flat) < NB * (dim + 1):
            flat += [0] * dim + [-1]          # padding: empty (never looked at)
        out.append((list(o) + list(d) + [mt, cnt] + flat[:NB * (dim + 1)], fl))

    # fixed cases: ties, equal roots, inside starts, limits
    o, d = [-10 * U] + z, [20 * U] + z
    ball = ([0] * dim, U)
    add(o, d, U, 0, [], 0)                                          # empty array
    add(o, d, U, 3, [ball, ball, ball], ADV)                        # duplicates: index 0
    add(o, d, U, 3, [([5 * U] + z, U), ball, ball], ADV)            # nearer at index 1
    add(o, d, U, 2, [([0] + [3 * U] + z[1:], U), ball], ADV)        # a miss, then a hit
    add(o, d, U, 2, [([2 * U] + z, 3 * U), ([0] * dim, 1 * U)], ADV)   # equal roots (x = -1): index 0
    add(o, d, U, 2, [([0] * dim, 1 * U), ([2 * U] + z, 3 * U)], ADV)
    add(o, d, U, 2, [([2 * U] + z, 3 * U), ([0] * dim, 1 * U + 1)], ADV)   # 1 raw larger: nearer, index 1
    add(o, d, U, 2, [([2 * U + 1] + z, 3 * U), ([0] * dim, 1 * U)], ADV)   # 1 raw farther: index 1
    add(o, d, U, 2, [([0] * dim, 1 * U), ([2 * U] + z, 3 * U + 1)], ADV)   # same t rounded, index 1 nearer
    add([0] * dim, d, U, 3, [([20 * U] + z, U), ([U] + z, 2 * U), ([-U] + z, U)], ADV)  # inside two: 1
    add([-U] + z, d, U, 3, [([5 * U] + z, U), ([0] * dim, U), ([-4 * U] + z, 2 * U)], ADV)  # touching in: 1
    add([-U] + z, d, U, 3, [([5 * U] + z, U), ([0] * dim, U), ([-U] + z, U)], ADV)  # touch in, inside: 1
    add([-U] + z, d, U, 3, [([5 * U] + z, U), ([-U] + z, U), ([0] * dim, U)], ADV)  # inside, touch in: 1
    add([-U] + z, [-20 * U] + z, U, 2, [([0] * dim, U), ([-5 * U] + z, U)], ADV)  # touching, moving away
    add(o, d, U // 4 - 1, 2, [([0] * dim, U), ([-4 * U] + z, U)], ADV)  # contact 1 LSB past max_t
    add(o, d, U // 4, 2, [([0] * dim, U), ([-4 * U] + z, U)], ADV)      # contact exactly at max_t
    add(o, d, -1, 2, [ball, ball], ADV)
    add(o, d, U, 2, [([0] * dim, -1), ([0] * dim, 0)], ADV)         # negative radius; a point
    add(o, d, U, BATCH_MAX + 1, [ball], ADV | OOD)                  # count above FG_BATCH_MAX
    add(o, d, U, -1, [ball], ADV | OOD)
    add(o, d, U, 2, [ball, ([D + 1] + z, U)], ADV | OOD)            # an element out of the domain
    add(o, d, U, 2, [ball, ([0] * dim, I32_MIN)], ADV | OOD)
    add([D] * dim, [-2 * D] * dim, U, 2, [([-D] * dim, D), ([D] * dim, 0)], ADV)   # domain corners
    add([D] * dim, [-2 * D] * dim, U, 2, [([0] * dim, D), ([-D] + [D] * (dim - 1), D)], ADV)
    add([D + 1] + [0] * (dim - 1), d, U, 1, [ball], ADV | OOD)      # segment out of the domain

    while len(out) < n:
        adv = len(out) < n * 6 // 10
        sc = rng.choice([1, 50, 500, 3000, 8192]) if not adv else rng.choice([20, 200, 2000])
        o = [rnd_units(rng, sc) for _ in range(dim)]
        e = [rnd_units(rng, sc) for _ in range(dim)]
        d = [b - a for a, b in zip(o, e)]
        cnt = rng.randint(1, NB)
        mt = U if rng.random() < 0.7 else rng.randint(0, U)
        els = []
        for _ in range(cnt):
            tt = F(rng.randint(-100, 1100), 1000)
            p = [o[i] + int(tt * d[i]) for i in range(dim)]
            rr = rng.randint(0, max(1, sc * U // 6))
            if rng.random() < 0.7:
                p = [x + rng.randint(-rr, rr) for x in p]
            else:
                p = [rnd_units(rng, sc) for _ in range(dim)]
            els.append(([clampd(x) for x in p], min(rr, D)))
        fl = 0
        if adv:
            fl = ADV
            k = rng.random()
            if k < 0.35 and cnt >= 2:
                # equal exact roots at a point of the path, then maybe one nudged by 1 raw
                g = rng.choice([8, 16, 64])
                d = [x - x % g for x in d]
                if all(x == 0 for x in d):
                    d[0] = g
                step = rng.randint(0, g)
                P = [o[i] + d[i] * step // g for i in range(dim)]
                kk = rng.randint(1, max(1, sc * U // 40))
                i, j = rng.sample(range(cnt), 2)
                ci, ri = entering_ball(rng, P, d, dim, kk)
                cj, rj = entering_ball(rng, P, d, dim, rng.randint(1, max(1, sc * U // 40)))
                if rng.random() < 0.6:
                    if rng.random() < 0.5:
                        rj += rng.choice([-1, 1])
                    else:
                        a = rng.randrange(dim)
                        cj[a] += rng.choice([-1, 1])
                els[i] = ([clampd(x) for x in ci], min(ri, D))
                els[j] = ([clampd(x) for x in cj], min(rj, D))
            elif k < 0.5 and cnt >= 2:                       # duplicates
                i, j = rng.sample(range(cnt), 2)
                els[j] = els[i]
            elif k < 0.65:                                   # start inside / on one or more
                i = rng.randrange(cnt)
                c, r = els[i]
                m = [o[a] - c[a] for a in range(dim)]
                r = clampd(max(1, math.isqrt(idot(m, m)) + rng.choice([-1, 0, 0, 1])))
                els[i] = (c, r)
                if rng.random() < 0.4 and cnt >= 2:
                    els[rng.randrange(cnt)] = (list(o), rng.randint(0, U))
            elif k < 0.75:                                   # tangent lines: perpendicular offset
                u, L = pyth(rng, dim)
                if dim == 2:
                    v = [-u[1], u[0]]
                else:
                    v = [u[1], -u[0], 0] if (u[0] or u[1]) else [1, 0, 0]
                g = rng.randint(1, max(1, sc * U // (4 * L)))
                d = [x * g * 4 for x in u]
                i = rng.randrange(cnt)
                s = rng.randint(1, max(1, sc * U // 8))
                c = [o[a] + d[a] // 2 + v[a] * s for a in range(dim)]
                vv = math.isqrt(idot(v, v))
                r = s * vv + rng.choice([-1, 0, 1]) if vv * vv == idot(v, v) else s
                els[i] = ([clampd(x) for x in c], clampd(r))
            elif k < 0.8:                                    # negative radii, points
                for _ in range(rng.randint(1, 3)):
                    i = rng.randrange(cnt)
                    els[i] = (els[i][0], rng.choice([-1, 0, I32_MIN if rng.random() < 0.2 else -U]))
                    if els[i][1] == I32_MIN:
                        fl = ADV | OOD
            elif k < 0.85:                                   # max_t near the contact, or < 0
                mt = rng.choice([-1, 0, I32_MIN, I32_MAX, rng.randint(0, U)])
            elif k < 0.9:                                    # out of the domain
                i = rng.randrange(cnt)
                c, r = list(els[i][0]), els[i][1]
                if rng.random() < 0.5:
                    c[rng.randrange(dim)] = rng.choice([-D - 1, D + 1, I32_MIN, I32_MAX])
                else:
                    r = rng.choice([D + 1, I32_MAX])
                els[i] = (c, r)
                fl = ADV | OOD
            elif k < 0.93:
                cnt = rng.choice([0] + BIG_COUNTS)
                if cnt != 0:
                    fl = ADV | OOD
            elif k < 0.96:                                   # zero delta (hits only from inside)
                d = [0] * dim
            else:                                            # big balls at the domain's edge
                for i in range(cnt):
                    c = [rng.choice([-D, D, rnd(rng)]) for _ in range(dim)]
                    els[i] = (c, rng.randint(0, D))
                o = [rng.choice([-D, D]) for _ in range(dim)]
                d = [rng.choice([-D, D]) - x for x in o]
        if not seg_in_domain(o, d) and not (fl & OOD):
            continue
        add(o, d, mt, cnt, els, fl)
    return out[:n]


def batch_cols(dim):
    # float allowances as the single raycasts' (sets_sphere.py hit_cols)
    return ([exact("hit"), exact("index"), scalar("t", 0.51)] +
            [scalar("p" + "xyz"[i], 0.51, 13) for i in range(dim)] +
            [scalar("n" + "xyz"[i], 0.51, 9) for i in range(dim)] + [exact("started_inside")])


@tvset("segment2_circle_batch_nearest", "batchball_a", 6 + NB * 3, batch_cols(2))
def _b2(rng, n):
    return batch_cases(rng, n, 2)


@_b2.register_oracle
def _bo2(inp):
    return batch_oracle(inp, 2)


@tvset("segment3_sphere_batch_nearest", "batchball_a", 8 + NB * 4, batch_cols(3))
def _b3(rng, n):
    return batch_cases(rng, n, 3)


@_b3.register_oracle
def _bo3(inp):
    return batch_oracle(inp, 3)
