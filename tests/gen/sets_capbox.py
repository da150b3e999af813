# SPDX-License-Identifier: MIT
"""Capsule vs axis-aligned box (issue 13 item 3): fg_capsule2_aabb2_overlap and
fg_capsule3_aabb3_overlap.

Oracle: exact rationals from the definition, sharing no formula with lib/. The squared
distance from the axis point p(t) = A + t (B - A) to the box is
D(t) = sum_i gap_i(p_i(t))^2, gap the distance to [lo_i, hi_i]: a convex function, quadratic
between the parameters where some p_i(t) crosses lo_i or hi_i. Its minimum over [0, 1] is
taken piece by piece (ends of each piece and the vertex of its parabola). The capsule and
the box overlap when min D <= R^2 (closed).

The reported pair (the library's documented choice among closest pairs): when the axis
meets the box (min D = 0), the first point of the axis in the box (least t with D(t) = 0,
both outputs). Otherwise the first, in the order A, B (against the box: the end and its
clamp), the corners (bit i: hi on axis i) against the axis (its nearest point), and in 3D
the 12 edges (along x, y, z; bit 0 the next axis' hi, bit 1 the one after) whose line and
the axis' line have their closest points inside both, whose exact distance equals min D.
The generator checks that one of these candidates attains min D (the derivation in
DESIGN.md), so a wrong derivation fails generation, not the library.
Domain: every coordinate and R in [-8192, 8192] units; outside: REJ. R < 0 or an empty
box (min > max): a miss.
"""
from tvgen import *

U = ONE


def sub(a, b):
    return [x - y for x, y in zip(a, b)]


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def gap(v, lo, hi):
    return lo - v if v < lo else (v - hi if v > hi else F(0))


def box_d2(P, LO, HI):
    return sum(gap(P[i], LO[i], HI[i]) ** 2 for i in range(len(P)))


def lerp(A, Bv, t):
    return [A[i] + t * (Bv[i] - A[i]) for i in range(len(A))]


def min_dist2(A, Bv, LO, HI):
    """min over t in [0, 1] of D(t), piecewise (exact)"""
    n = len(A)
    ts = {F(0), F(1)}
    for i in range(n):
        u = Bv[i] - A[i]
        if u != 0:
            for w in (LO[i], HI[i]):
                t = (w - A[i]) / u
                if 0 < t < 1:
                    ts.add(t)
    ts = sorted(ts)
    best = min(box_d2(lerp(A, Bv, t), LO, HI) for t in ts)
    for t0, t1 in zip(ts, ts[1:]):
        tm = (t0 + t1) / 2
        pm = lerp(A, Bv, tm)
        qa = qb = F(0)
        for i in range(n):
            u = Bv[i] - A[i]
            if pm[i] < LO[i]:
                c = A[i] - LO[i]
            elif pm[i] > HI[i]:
                c = A[i] - HI[i]
            else:
                continue
            qa += u * u          # D(t) = qa t^2 + qb t + const on this piece
            qb += 2 * c * u
        if qa > 0:
            t = -qb / (2 * qa)
            if t0 < t < t1:
                best = min(best, box_d2(lerp(A, Bv, t), LO, HI))
    return best


def seg_nearest(P, A, Bv):
    Uv = sub(Bv, A)
    uu = dot(Uv, Uv)
    s = F(0) if uu == 0 else min(F(1), max(F(0), dot(sub(P, A), Uv) / uu))
    Q = lerp(A, Bv, s)
    return dot(sub(P, Q), sub(P, Q)), Q


def first_in_box(A, Bv, LO, HI):
    """least t in [0, 1] with p(t) in the box, or None"""
    lo_t, hi_t = F(0), F(1)
    for i in range(len(A)):
        u = Bv[i] - A[i]
        if u == 0:
            if not LO[i] <= A[i] <= HI[i]:
                return None
            continue
        t0, t1 = sorted([(LO[i] - A[i]) / u, (HI[i] - A[i]) / u])
        lo_t, hi_t = max(lo_t, t0), min(hi_t, t1)
    return lo_t if lo_t <= hi_t else None


def edge_pair(A, Bv, LO, HI, e):
    """edge e against the axis: the closest points of the two lines when both lie on the
    segments, else None (Cramer on the 2x2 normal equations)"""
    i = e >> 2
    j, l = (i + 1) % 3, (i + 2) % 3
    C = [None] * 3
    C[i] = LO[i]
    C[j] = HI[j] if e & 1 else LO[j]
    C[l] = HI[l] if e & 2 else LO[l]
    Uv = sub(Bv, A)
    E = [F(0)] * 3
    E[i] = HI[i] - LO[i]
    if E[i] == 0:
        return None
    # minimise |A + t U - C - s E|^2 over t, s
    w0 = sub(A, C)
    a, b, c = dot(Uv, Uv), dot(Uv, E), dot(E, E)
    d, f = dot(Uv, w0), dot(E, w0)
    den = a * c - b * b
    if den == 0:
        return None
    t = (b * f - c * d) / den
    s = (a * f - b * d) / den
    if not (0 <= t <= 1 and 0 <= s <= 1):
        return None
    P = lerp(A, Bv, t)
    Q = [C[k] + s * E[k] for k in range(3)]
    return dot(sub(P, Q), sub(P, Q)), P, Q


def capbox_oracle(inp, dim):
    n_out = 1 + 2 * dim
    if not in_domain(*inp):
        return [REJ] + [0] * (n_out - 1)
    a, b, r = inp[0:dim], inp[dim:2 * dim], inp[2 * dim]
    lo, hi = inp[2 * dim + 1:3 * dim + 1], inp[3 * dim + 1:4 * dim + 1]
    if r < 0 or any(lo[i] > hi[i] for i in range(dim)):
        return [0] * n_out
    A, Bv, LO, HI = [[q(x) for x in v] for v in (a, b, lo, hi)]
    R2 = q(r) ** 2
    m = min_dist2(A, Bv, LO, HI)
    if m > R2:
        return [0] * n_out
    if m == 0:
        t = first_in_box(A, Bv, LO, HI)
        X = lerp(A, Bv, t)
        return [1] + X + X
    cands = []
    for E in (A, Bv):
        cands.append((box_d2(E, LO, HI), E, [min(HI[i], max(LO[i], E[i])) for i in range(dim)]))
    for c in range(1 << dim):
        K = [HI[i] if (c >> i) & 1 else LO[i] for i in range(dim)]
        d2, Q = seg_nearest(K, A, Bv)
        cands.append((d2, Q, K))
    if dim == 3:
        for e in range(12):
            pr = edge_pair(A, Bv, LO, HI, e)
            if pr is not None:
                cands.append(pr)
    for d2, P, Q in cands:
        if d2 == m:
            return [1] + P + Q
    raise AssertionError("capbox: no candidate attains the distance %s for %s" % (m, inp))


def pyth(rng):
    u, L = rng.choice([((1, 0), 1), ((0, 1), 1), ((3, 4), 5), ((4, 3), 5), ((5, 12), 13), ((8, 15), 17)])
    return list(u), L


def capbox_cases(rng, n, dim):
    out = []
    z = [0] * (dim - 2)

    def add(a, b, r, lo, hi, fl):
        out.append((list(a) + list(b) + [r] + list(lo) + list(hi), fl))

    LO, HI = [-2 * U, -U] + [-U] * (dim - 2), [2 * U, U] + [U] * (dim - 2)
    add([-3 * U, 2 * U] + z, [3 * U, 2 * U] + z, U, LO, HI, 0)               # parallel to a face, touching
    add([-3 * U, 2 * U + 1] + z, [3 * U, 2 * U + 1] + z, U, LO, HI, ADV)     # 1 LSB apart
    add([-3 * U, 2 * U - 1] + z, [3 * U, 2 * U - 1] + z, U, LO, HI, ADV)
    add([-5 * U, 0] + z, [-9 * U, 0] + z, 3 * U, LO, HI, ADV)               # end on the face's normal
    add([-5 * U - 1, 0] + z, [-9 * U, 0] + z, 3 * U, LO, HI, ADV)
    add([5 * U, 5 * U] + z, [9 * U, 9 * U] + z, 5 * U, LO, [2 * U, U + 0] + [U] * (dim - 2), ADV)
    add([5 * U, 5 * U] + z, [9 * U, 9 * U] + z, 5 * U, [0, 0] + z, [2 * U, U] + z, ADV)   # 3-4-5 to a corner
    add([5 * U, 5 * U + 1] + z, [9 * U, 9 * U] + z, 5 * U, [0, 0] + z, [2 * U, U] + z, ADV)
    add([-5 * U, -5 * U] + z, [5 * U, 5 * U] + z, 0, LO, HI, ADV)           # crossing, radius 0
    add([0, 0] + z, [5 * U, 7 * U] + z, 0, LO, HI, ADV)                      # starts inside
    add([-4 * U, U] + z, [4 * U, U] + z, 0, LO, HI, ADV)                     # along a face, r = 0
    add([-4 * U, U + 1] + z, [4 * U, U + 1] + z, 0, LO, HI, ADV)
    add([U, 2 * U] + z, [3 * U, 0] + z, 0, LO, HI, ADV)                      # touches the corner (2, 1) only
    add([U, 2 * U + 1] + z, [3 * U, 1] + z, 0, LO, HI, ADV)
    add([U, 2 * U] + z, [3 * U, 0] + z, 0, LO, [2 * U, U] + [-U] * (dim - 2), ADV)
    add([3 * U, -5 * U] + z, [3 * U, 5 * U] + z, U, LO, HI, ADV)             # passes a side at r
    add([3 * U, 3 * U] + z, [3 * U, 3 * U] + z, 2 * U, LO, HI, ADV)          # a == b: a ball
    add([0, 3 * U] + z, [0, 3 * U] + z, 2 * U, LO, HI, ADV)
    add([-3 * U, 2 * U] + z, [3 * U, 2 * U] + z, U, [0, 0] + z, [0, 0] + z, ADV)   # a point box
    add([-3 * U, U] + z, [3 * U, U] + z, U, [0, 0] + z, [0, 0] + z, ADV)
    add([-3 * U, 2 * U] + z, [3 * U, 2 * U] + z, -1, LO, HI, ADV)
    add([-3 * U, 2 * U] + z, [3 * U, 2 * U] + z, U, HI, LO, ADV)            # empty box
    add([-D] * dim, [D] * dim, D, [D] * dim, [D] * dim, ADV)
    add([-D] * dim, [-D] * dim, D, [D] * dim, [D] * dim, ADV)
    add([-D] * dim, [D - 1] + [-D] * (dim - 1), 0, [D] * dim, [D] * dim, ADV)
    add([-D] * dim, [D] * dim, D + 1, [D] * dim, [D] * dim, ADV | OOD)
    add([0] * dim, [U] + [0] * (dim - 1), D + 1, [-U] * dim, [U] * dim, ADV | OOD)  # the radius alone out of it
    add([-D] * dim, [D] * dim, D, [D] * dim, [D + 1] + [D] * (dim - 1), ADV | OOD)
    if dim == 3:
        # skew axes at an exact distance from an edge's interior, +-1 LSB
        for _ in range(max(1, n // 8)):
            lo = [rnd_units(rng, 1000) for _ in range(3)]
            hi = [x + rng.randint(1, 400) * rng.choice([1, U // 16, U]) for x in lo]
            i = rng.randrange(3)
            j, l = (i + 1) % 3, (i + 2) % 3
            (p, qq), L = pyth(rng)
            e = rng.randrange(4)
            sj, sl = (1 if e & 1 else -1), (1 if e & 2 else -1)
            cj = hi[j] if e & 1 else lo[j]
            cl = hi[l] if e & 2 else lo[l]
            g = rng.randint(1, 40) * rng.choice([1, U // 8])
            # the nearest point of the axis lies outward along n = (sj p, sl qq) / L, the axis'
            # jl direction perpendicular to n
            P0 = [0] * 3
            P0[i] = (lo[i] + hi[i]) // 2
            P0[j] = cj + sj * p * g
            P0[l] = cl + sl * qq * g
            dj, dl = -sl * qq, sj * p
            di = rng.randint(-3, 3)
            k = rng.randint(1, 50) * rng.choice([1, U // 64])
            Dv = [0] * 3
            Dv[i], Dv[j], Dv[l] = di * k, dj * k, dl * k
            a = [P0[m] - Dv[m] for m in range(3)]
            b = [P0[m] + Dv[m] * rng.randint(1, 3) for m in range(3)]
            rr = g * L + rng.choice([0, 0, 1, -1])
            a[rng.randrange(3)] += rng.choice([0, 0, 0, 1, -1])
            if in_domain(*a, *b, *lo, *hi, rr):
                add(a, b, rr, lo, hi, ADV)
    # ends and corners at Pythagorean distances
    for _ in range(max(1, n // 8)):
        lo = [rnd_units(rng, 1000) for _ in range(dim)]
        hi = [x + rng.randint(0, 400) * rng.choice([1, U // 16, U]) for x in lo]
        (p, qq), L = pyth(rng)
        g = rng.randint(1, 40) * rng.choice([1, U // 8])
        c = [rng.choice([lo[m], hi[m]]) for m in range(dim)]
        sg = [1 if c[m] == hi[m] else -1 for m in range(dim)]
        e = list(c)
        e[0] += sg[0] * p * g
        e[1] += sg[1] * qq * g
        f = [e[m] + sg[m] * rng.randint(0, 30) * g for m in range(dim)]
        rr = g * L + rng.choice([0, 0, 1, -1])
        if rng.random() < 0.5:
            e, f = f, e
        if in_domain(*e, *f, *lo, *hi, rr):
            add(e, f, rr, lo, hi, ADV)
    for _ in range(max(1, n // 10)):
        add([rnd_any(rng) for _ in range(2 * dim)], [], rnd_any(rng), [rnd_any(rng) for _ in range(2 * dim)], [],
            ADV | OOD)
    while len(out) < n:
        s = rng.choice([4, 60, 1000, 4000])
        a = [rnd_units(rng, s) for _ in range(dim)]
        b = rng.choice([[rnd_units(rng, s) for _ in range(dim)], a])
        lo = [rnd_units(rng, s) for _ in range(dim)]
        hi = [min(D, x + rng.randint(0, s * U // 2)) for x in lo]
        add(a, b, rng.randint(0, s * U // 2), lo, hi, 0)
    return out


def pair_cols(dim):
    return [exact("hit")] + [scalar(nm + "xyz"[i], 0.5, 13) for nm in ("x", "y") for i in range(dim)]


@tvset("capsule2_aabb2_overlap", "capbox", 9, pair_cols(2))
def _cb2(rng, n):
    return capbox_cases(rng, n, 2)


@_cb2.register_oracle
def _cbo2(inp):
    return capbox_oracle(inp, 2)


@tvset("capsule3_aabb3_overlap", "capbox", 13, pair_cols(3))
def _cb3(rng, n):
    return capbox_cases(rng, n, 3)


@_cb3.register_oracle
def _cbo3(inp):
    return capbox_oracle(inp, 3)


# ---------------------------------------------------------------- two 3D capsules
# Oracle: the squared distance |W + s U - t V|^2 (W = AP - AQ) over the closed square
# [0, 1]^2, exact: a convex quadratic, so its minimum is the stationary point of the two
# normal equations when that lies in the square (non-parallel axes: a unique one), else on
# the square's border, where one parameter is 0 or 1: an end against the other segment.
# The pair reported: the stationary point's two axis points, else the first of the ends
# a_p, b_p (against q's axis), a_q, b_q (against p's axis) attaining the minimum, with its
# nearest point on the other axis.

def cap3_pair_oracle(inp):
    if not in_domain(*inp):
        return [REJ] + [0] * 6
    ap, bp, rp, aq, bq, rq = inp[0:3], inp[3:6], inp[6], inp[7:10], inp[10:13], inp[13]
    if rp < 0 or rq < 0:
        return [0] * 7
    AP, BP, AQ, BQ = [[q(x) for x in v] for v in (ap, bp, aq, bq)]
    R2 = (q(rp) + q(rq)) ** 2
    Uv, Vv, W = sub(BP, AP), sub(BQ, AQ), sub(AP, AQ)
    # normal equations: [U.U  -U.V; U.V  -V.V] [s; t] = [-U.W; -V.W]
    a11, a12, a21, a22 = dot(Uv, Uv), -dot(Uv, Vv), dot(Uv, Vv), -dot(Vv, Vv)
    r1, r2 = -dot(Uv, W), -dot(Vv, W)
    det = a11 * a22 - a12 * a21
    if det != 0:
        s = (r1 * a22 - a12 * r2) / det
        t = (a11 * r2 - a21 * r1) / det
        if 0 <= s <= 1 and 0 <= t <= 1:
            P, Q = lerp(AP, BP, s), lerp(AQ, BQ, t)
            d2 = dot(sub(P, Q), sub(P, Q))
            return ([1] + P + Q) if d2 <= R2 else [0] * 7
    best = None
    for k, (E, S0, S1) in enumerate([(AP, AQ, BQ), (BP, AQ, BQ), (AQ, AP, BP), (BQ, AP, BP)]):
        d2, X = seg_nearest(E, S0, S1)
        if best is None or d2 < best[0]:
            best = (d2, k, E, X)
    d2, k, E, X = best
    if d2 > R2:
        return [0] * 7
    return [1] + (E + X if k < 2 else X + E)


def cap3_pair_cases(rng, n):
    out = []

    def add(ap, bp, rp, aq, bq, rq, fl):
        out.append((list(ap) + list(bp) + [rp] + list(aq) + list(bq) + [rq], fl))

    add([-2 * U, 0, 0], [2 * U, 0, 0], U, [0, -2 * U, 3 * U], [0, 2 * U, 3 * U], 2 * U, 0)    # skew, touching
    add([-2 * U, 0, 0], [2 * U, 0, 0], U, [0, -2 * U, 3 * U + 1], [0, 2 * U, 3 * U + 1], 2 * U, ADV)
    add([-2 * U, 0, 0], [2 * U, 0, 0], U, [0, -2 * U, 3 * U - 1], [0, 2 * U, 3 * U - 1], 2 * U, ADV)
    add([-2 * U, 0, 0], [2 * U, 0, 0], U, [-2 * U, 3 * U, 0], [2 * U, 3 * U, 0], 2 * U, ADV)  # parallel
    add([-2 * U, 0, 0], [2 * U, 0, 0], U, [-2 * U, 3 * U + 1, 0], [2 * U, 3 * U, 0], 2 * U, ADV)
    add([-2 * U, 0, 0], [2 * U, 0, 0], 0, [0, -2 * U, 0], [0, 2 * U, 0], 0, ADV)                # crossing, r = 0
    add([-2 * U, 0, 0], [2 * U, 0, 0], 0, [0, -2 * U, 1], [0, 2 * U, 1], 0, ADV)                # 1 LSB apart
    add([-2 * U, 0, 0], [2 * U, 0, 0], 0, [2 * U, 0, 0], [5 * U, 0, 0], 0, ADV)                 # colinear, end to end
    add([-2 * U, 0, 0], [2 * U, 0, 0], 0, [2 * U + 1, 0, 0], [5 * U, 0, 0], 0, ADV)
    add([-2 * U, 0, 0], [2 * U, 0, 0], 0, [-U, 0, 0], [U, 0, 0], 0, ADV)                        # colinear, nested
    add([-2 * U, 0, 0], [2 * U, 0, 0], U, [5 * U, 4 * U, 0], [5 * U, 4 * U, 9 * U], 4 * U, ADV)  # 3-4-5, end to end
    add([-2 * U, 0, 0], [2 * U, 0, 0], U, [5 * U, 4 * U + 1, 0], [5 * U, 4 * U, 9 * U], 4 * U, ADV)
    add([-2 * U, 0, 0], [2 * U, 0, 0], U, [0, 3 * U, -5 * U], [0, 3 * U, 5 * U], 2 * U, ADV)     # T beside
    add([0, 0, 0], [0, 0, 0], U, [3 * U, 0, 0], [3 * U, 0, 0], 2 * U, ADV)                       # two balls
    add([0, 0, 0], [0, 0, 0], 0, [0, 0, 0], [0, 0, 0], 0, ADV)
    add([-2 * U, 0, 0], [2 * U, 0, 0], -1, [0, 0, 0], [0, 0, 0], U, ADV)
    add([-D, -D, -D], [D, D, D], D, [D, -D, D], [-D, D, -D], D, ADV)
    add([-D, -D, -D], [D, D, D], D, [D, -D, D], [-D, D, -D], D + 1, ADV | OOD)
    add([-D, -D, -D], [-D, -D, -D], D, [D, D, D], [D, D, D], D, ADV)
    # skew axes at an exact distance: p along e1 through the origin of a frame, q along e2
    # offset by g * n (n = e1 x e2 up to scale), both with integer coordinates
    frames = [([1, 0, 0], [0, 1, 0], [0, 0, 1], 1), ([1, 2, 2], [2, 1, -2], [2, -2, 1], 3),
              ([2, 3, 6], [6, 2, -3], [3, -6, 2], 7), ([4, 4, 7], [1, -8, 4], [8, -1, -4], 9)]
    for _ in range(max(1, n // 4)):
        e1, e2, nn, L = rng.choice(frames)
        c = [rnd_units(rng, 2000) for _ in range(3)]
        k1, k2 = rng.randint(1, 200) * rng.choice([1, U // 16]), rng.randint(1, 200) * rng.choice([1, U // 16])
        g = rng.randint(1, 30) * rng.choice([1, U // 8])
        s1, s2 = rng.choice([0, k1 // 2, k1, k1 + g]), rng.choice([0, k2 // 2, k2, -g])
        ap = [c[i] - e1[i] * s1 for i in range(3)]
        bp = [ap[i] + e1[i] * k1 for i in range(3)]
        aq = [c[i] + nn[i] * g - e2[i] * s2 for i in range(3)]
        bq = [aq[i] + e2[i] * k2 for i in range(3)]
        if rng.random() < 0.25:   # parallel instead
            aq = [c[i] + nn[i] * g - e1[i] * s2 for i in range(3)]
            bq = [aq[i] + e1[i] * k2 for i in range(3)]
        rs = g * L
        rp = rng.randint(0, rs)
        rq = rs - rp + rng.choice([0, 0, 1, -1])
        aq[rng.randrange(3)] += rng.choice([0, 0, 0, 1, -1])
        if in_domain(*ap, *bp, *aq, *bq, rp, rq):
            if rng.random() < 0.5:
                add(ap, bp, rp, aq, bq, rq, ADV)
            else:
                add(aq, bq, rq, ap, bp, rp, ADV)
    for _ in range(max(1, n // 10)):
        add([rnd_any(rng) for _ in range(6)], [], rnd_any(rng), [rnd_any(rng) for _ in range(6)], [],
            rnd_any(rng), ADV | OOD)
    while len(out) < n:
        s = rng.choice([4, 60, 1000, 4000])
        a, b = [rnd_units(rng, s) for _ in range(3)], [rnd_units(rng, s) for _ in range(3)]
        c, d = [rnd_units(rng, s) for _ in range(3)], [rnd_units(rng, s) for _ in range(3)]
        add(a, rng.choice([b, b, a]), rng.randint(0, s * U // 3), c, rng.choice([d, d, c]),
            rng.randint(0, s * U // 3), 0)
    return out


@tvset("capsule3_capsule3_overlap", "capbox", 14, pair_cols(3))
def _cc3(rng, n):
    return cap3_pair_cases(rng, n)


@_cc3.register_oracle
def _cc3o(inp):
    return cap3_pair_oracle(inp)


# ---------------------------------------------------------------- 2D capsule pair manifold
# A = p, B = q, R = r_p + r_q; the decision and the closest pair (P on A, Q on B) of two
# segments: crossing properly (exact orientations) -> distance 0 at the crossing X;
# otherwise the first of the ends a_p, b_p, a_q, b_q nearest to the other segment and its
# nearest point there. n = (Q - P) / |Q - P|; at distance 0 A's axis turned left
# (-u.y, u.x) / |u| ((1, 0) for a point axis); depth R - |Q - P|; point Q - r_q n.
# Parallel axes (u_p x u_q == 0) whose extents along A overlap with positive length: two
# contacts, B's axis points (parameter tau on B) whose projections on A's axis are the
# overlap's ends, each minus r_q n; n the perpendicular of A's axis toward B (left when
# collinear), both depths R - the lines' distance. Bounds: normal, depth, point 0.51 LSB.

def unit_v(v):
    L = sqrt_frac(F(v[0] * v[0] + v[1] * v[1]), 90)
    return [v[0] / L, v[1] / L], L


def cap2_manifold_oracle(inp):
    if not in_domain(*inp):
        return [REJ] + [0] * 9
    ap, bp, rp, aq, bq, rq = inp[0:2], inp[2:4], inp[4], inp[5:7], inp[7:9], inp[9]
    if rp < 0 or rq < 0:
        return [0] * 10
    AP, BP, AQ, BQ = [[q(x) for x in v] for v in (ap, bp, aq, bq)]
    R = q(rp) + q(rq)

    def cr(a, b):
        return a[0] * b[1] - a[1] * b[0]

    up, uq = sub(BP, AP), sub(BQ, AQ)
    o1, o2 = cr(sub(AQ, AP), up), cr(sub(BQ, AP), up)
    o3, o4 = cr(sub(AP, AQ), uq), cr(sub(BP, AQ), uq)
    if o1 * o2 < 0 and o3 * o4 < 0:
        t = o3 / (o3 - o4)
        P = Q = lerp(AP, BP, t)
    else:
        best = None
        for k, (E, S0, S1) in enumerate([(AP, AQ, BQ), (BP, AQ, BQ), (AQ, AP, BP), (BQ, AP, BP)]):
            d2, X = seg_nearest(E, S0, S1)
            if best is None or d2 < best[0]:
                best = (d2, k, E, X)
        d2, k, E, X = best
        P, Q = (E, X) if k < 2 else (X, E)
    d = sub(Q, P)
    if dot(d, d) > R * R:
        return [0] * 10
    two = cap2_parallel(AP, up, AQ, uq, R, q(rq))
    if two is not None:
        return two
    if dot(d, d) == 0:
        n, L = ([F(1), F(0)], F(0)) if dot(up, up) == 0 else (unit_v([-up[1], up[0]])[0], F(0))
    else:
        n, L = unit_v(d)
    return [1, 1] + n + [R - L, Q[0] - q(rq) * n[0], Q[1] - q(rq) * n[1], 0, 0, 0]


def cap2_parallel(AP, up, AQ, uq, R, rq):
    """The two-point manifold of parallel axes overlapping with positive length, or None."""
    uu = dot(up, up)
    if up[0] * uq[1] - up[1] * uq[0] != 0 or uu == 0 or dot(uq, uq) == 0:
        return None
    # position along A (0 at a_p, 1 at b_p) of B's point AQ + tau uq: t0 + tau dt
    t0, dt = dot(sub(AQ, AP), up) / uu, dot(uq, up) / uu
    lo, hi = max(F(0), min(t0, t0 + dt)), min(F(1), max(t0, t0 + dt))
    if not lo < hi:
        return None
    left = [-up[1], up[0]]
    side = dot(sub(AQ, AP), left)
    nv = left if side >= 0 else [-left[0], -left[1]]
    n, L = unit_v(nv)
    dist = abs(side) / L
    pts = []
    for t in (lo, hi):
        tau = (t - t0) / dt
        X = [AQ[i] + tau * uq[i] for i in range(2)]
        pts.append([X[0] - rq * n[0], X[1] - rq * n[1]])
    return [1, 2] + n + [R - dist] + pts[0] + [R - dist] + pts[1]


def cap2_manifold_cols():
    return [exact("hit"), exact("count"), scalar("nx", 0.51, 13), scalar("ny", 0.51, 13),
            scalar("depth", 0.51, 13), scalar("px", 0.51, 13), scalar("py", 0.51, 13),
            scalar("depth1", 0.51, 13), scalar("px1", 0.51, 13), scalar("py1", 0.51, 13)]


def cap2_parallel_cases(rng, n):
    """Parallel axes: overlapping (two contacts), touching end to end, 1 LSB off."""
    out = []

    def add(ap, bp, rp, aq, bq, rq, fl=ADV):
        out.append((list(ap) + list(bp) + [rp] + list(aq) + list(bq) + [rq], fl))

    A = ([-2 * U, 0], [2 * U, 0])
    add(*A, U, [U, 0], [5 * U, 0], U // 2, 0)                  # collinear, partial
    add(*A, U, [-U, 0], [U, 0], U, 0)                          # collinear, B inside A
    add(*A, U, [-5 * U, 0], [5 * U, 0], U, 0)                  # collinear, A inside B
    add(*A, 0, [-U, 0], [3 * U, 0], 0, 0)                      # collinear, radii 0
    add(*A, U, [-U, U], [3 * U, U], U, 0)                      # offset above, partial
    add(*A, U, [3 * U, -U], [-U, -U], U, 0)                    # offset below, antiparallel
    add(*A, U, [-U, 3 * U], [U, 3 * U], 2 * U, 0)              # touching sideways (depth 0)
    add(*A, U, [-U, 3 * U + 1], [U, 3 * U + 1], 2 * U)         # 1 LSB apart: miss
    add([0, -2 * U], [0, 2 * U], U, [U, -U], [U, 5 * U], U, 0)  # vertical
    add([0, 2 * U], [0, -2 * U], U, [-U, -U], [-U, 5 * U], U, 0)
    add([0, 0], [6 * U, 8 * U], 3 * U, [7 * U, U], [13 * U, 9 * U], 3 * U)  # 3-4-5, offset 5
    add([0, 0], [2 * U, 4 * U], U, [U, 0], [3 * U, 4 * U], U)  # irrational distance
    add([0, 0], [2 * U, 4 * U], U, [3 * U, 4 * U], [U, 0], U)
    add(*A, U, [-U, U], [3 * U, U + 1], U)                     # 1 LSB from parallel: one
    add(*A, U, [-U, U + 1], [3 * U, U], U)
    add(*A, U, [2 * U, U], [5 * U, U], U)                      # end to end beside: one
    add(*A, U, [2 * U - 1, U], [5 * U, U], U)                  # 1 LSB of overlap: two
    add(*A, U, [-5 * U, U], [-2 * U, U], U)
    add(*A, U, [-5 * U, U], [-2 * U + 1, U], U)
    add(*A, 0, [2 * U, 0], [5 * U, 0], 0)                      # collinear end to end: one
    add(*A, 0, [2 * U - 1, 0], [5 * U, 0], 0)
    add([0, 0], [0, 0], U, [-U, U], [U, U], U)                 # A a point
    add(*A, U, [0, U], [0, U], U)                              # B a point
    add([U, U], [U, U], U, [U, U], [U, U], U)                  # both points, same place
    add([-D, -D], [D, D], D, [-D + U, -D], [D, D - U], D)      # domain corners
    add([-D, D], [D, -D], D // 2, [D, -D + 1], [-D + 1, D], D // 2)
    add([0, 0], [1, 3], 2, [1, 0], [3, 6], 1)                  # a few LSB long
    add([0, 0], [3, 1], 0, [4, 1], [-2, -1], 1)
    while len(out) < n:
        s = rng.choice([1, 4, 60, 1000, 4000])
        g = rng.choice([1, 16, U // 8, U])
        u = [rng.randint(-s * U // g, s * U // g) for _ in range(2)]
        if u == [0, 0]:
            continue
        a = [rnd_units(rng, s) for _ in range(2)]
        w = [rng.randint(-s * U, s * U) // rng.choice([1, 4, 64]) for _ in range(2)]
        if rng.random() < 0.25:
            w = [0, 0]
        t0, t1 = rng.randint(-3, 3), rng.randint(-3, 3)
        k = rng.choice([1, 1, 2, 3])
        bp = [a[i] + k * u[i] for i in range(2)]
        aq = [a[i] + w[i] + t0 * u[i] for i in range(2)]
        bq = [a[i] + w[i] + t1 * u[i] for i in range(2)]
        if rng.random() < 0.15:
            bq[rng.randrange(2)] += rng.choice([1, -1])
        d = abs(w[0] * u[1] - w[1] * u[0]) / max(1.0, (u[0] ** 2 + u[1] ** 2) ** 0.5)
        rs = int(d * rng.choice([0.5, 1.0, 1.5, 3.0])) + rng.randint(0, U)
        rp = rng.randint(0, rs)
        if in_domain(*a, *bp, *aq, *bq, rp, rs - rp):
            add(a, bp, rp, aq, bq, rs - rp)
    return out


def cap2_manifold_cases(rng, n):
    import sets_capsule
    par = cap2_parallel_cases(rng, n // 3)
    out = sets_capsule.cap_cap_cases(rng, n - len(par))
    # deep overlaps too: the pair set is built around touching
    for i in range(len(out) // 4):
        inp, fl = out[i]
        if in_domain(*inp) and inp[4] >= 0 and inp[9] >= 0:
            out[i] = (inp[:4] + [min(D, inp[4] * 2 + U)] + inp[5:9] + [inp[9]], fl)
    return out + par


@tvset("capsule2_capsule2_manifold", "capbox", 10, cap2_manifold_cols())
def _cm2(rng, n):
    return cap2_manifold_cases(rng, n)


@_cm2.register_oracle
def _cm2o(inp):
    return cap2_manifold_oracle(inp)
