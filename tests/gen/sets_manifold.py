# SPDX-License-Identifier: MIT
"""Contact manifolds for 2D overlaps (issue 13 item 5).

Oracle: exact rationals from the definitions, sharing no code with lib/. Shapes are closed;
they overlap when they share a point (touching included). A manifold from A to B has a
unit normal n (moving B by +n * depth separates it at the point), one or two points and a
depth per point:
  circle-circle  |c_b - c_a| <= r_a + r_b; n = (c_b - c_a) / |c_b - c_a| ((1, 0) for
                 coincident centres), depth r_a + r_b - |c_b - c_a|, point c_b - r_b n;
  circle-box     q = the box point nearest to c (clamping); outside (q != c): n = (q - c)
                 / |q - c|, depth r - |q - c|, point q; inside the closed box: the face
                 nearest to c (min.x, max.x, min.y, max.y first on ties), n pointing into
                 the box, depth r + the distance to that face, point c's foot on it;
  box-box        overlap per axis; the smallest of the four separating moves of B
                 (+x: a.max.x - b.min.x, -x, +y, -y, first on ties), the points the ends of
                 the common box's side facing against the normal (one when they coincide).
Square roots to 2^-90 (sqrt_frac); each output column is compared with the documented
bound. Domain: every coordinate and radius in [-8192, 8192] units; outside: REJ.
"""
from tvgen import *

U = ONE
TOL = 0.51


def sq(v):
    return v[0] * v[0] + v[1] * v[1]


def manifold_cols(points):
    cols = [exact("hit"), exact("count")]
    cols += [scalar("n" + c, TOL if points == 1 else 0, 13) for c in "xy"]
    for k in range(points):
        cols += [scalar("depth%d" % k, TOL if points == 1 else 0, 13)]
        cols += [scalar("p%d%s" % (k, c), TOL if points == 1 else 0, 13) for c in "xy"]
    return cols


def rej(points):
    return [REJ] + [0] * (3 + 3 * points)


def miss(points):
    return [0] * (4 + 3 * points)


def pyth(rng):
    """an integer direction with an integer length"""
    u, L = rng.choice([((1, 0), 1), ((0, 1), 1), ((3, 4), 5), ((4, -3), 5), ((5, 12), 13), ((-8, 15), 17),
                       ((20, 21), 29)])
    s = [rng.choice([-1, 1]) for _ in range(2)]
    return [u[0] * s[0], u[1] * s[1]], L


# ---------------------------------------------------------------- circle vs circle

def cc_oracle(inp):
    if not in_domain(*inp):
        return rej(1)
    if inp[2] < 0 or inp[5] < 0:
        return miss(1)
    A, B = [q(x) for x in inp[0:2]], [q(x) for x in inp[3:5]]
    ra, rb = q(inp[2]), q(inp[5])
    d = [B[0] - A[0], B[1] - A[1]]
    if sq(d) > (ra + rb) ** 2:
        return miss(1)
    if sq(d) == 0:
        n = [F(1), F(0)]
        L = F(0)
    else:
        L = sqrt_frac(F(sq(d)), 90)
        n = [d[0] / L, d[1] / L]
    return [1, 1] + n + [ra + rb - L, B[0] - rb * n[0], B[1] - rb * n[1]]


def cc_cases(rng, n):
    out = []

    def add(ca, ra, cb, rb, fl):
        out.append((list(ca) + [ra] + list(cb) + [rb], fl))

    add([0, 0], U, [2 * U, 0], U, ADV)               # touching on an axis: depth 0
    add([0, 0], U, [2 * U + 1, 0], U, ADV)           # 1 LSB apart
    add([0, 0], U, [2 * U - 1, 0], U, ADV)           # 1 LSB deep
    add([0, 0], 5 * U, [3 * U, 4 * U], 0, ADV)       # 3-4-5: a point on the circle
    add([U, U], U, [U, U], 2 * U, ADV)               # coincident centres
    add([U, U], 0, [U, U], 0, ADV)                   # two equal points
    add([U, U], 0, [U, U + 1], 0, ADV)
    add([0, 0], -1, [0, 0], U, ADV)
    add([0, 0], U, [0, 0], -1, ADV)
    add([-D, -D], D, [D, D], D, ADV)                 # the domain's edges
    add([-D, 0], D, [D, 0], D, ADV)                  # touching at 16384 units
    add([-D, 0], D, [D, 0], D - 1, ADV)
    add([-D, -D], D, [-D, -D], D, ADV)
    add([-D - 1, 0], U, [0, 0], U, ADV | OOD)
    add([0, 0], D + 1, [0, 0], U, ADV | OOD)
    # exact distances (Pythagorean), the radius sum at it, 1 LSB either side, deep
    for _ in range(max(1, n // 3)):
        u, L = pyth(rng)
        k = rng.randint(1, 300) * rng.choice([1, 16, U // 64, U // 8])
        ca = [rnd_units(rng, 4000), rnd_units(rng, 4000)]
        cb = [ca[0] + u[0] * k, ca[1] + u[1] * k]
        s = L * k + rng.choice([0, 0, 1, -1, -rng.randint(0, L * k)])
        ra = rng.randint(0, max(0, s))
        rb = s - ra
        if in_domain(*ca, *cb, ra, rb) and rb >= 0:
            add(ca, ra, cb, rb, ADV)
    # tiny separations (a few LSB) with large radii: the direction from a short vector
    for _ in range(max(1, n // 10)):
        ca = [rnd_units(rng, 4000), rnd_units(rng, 4000)]
        cb = [ca[0] + rng.randint(-3, 3), ca[1] + rng.randint(-3, 3)]
        add(ca, rng.randint(0, D), cb, rng.randint(0, D), ADV)
    for _ in range(max(1, n // 10)):
        add([rnd_any(rng), rnd_any(rng)], rnd_any(rng), [rnd_any(rng), rnd_any(rng)], rnd_any(rng), ADV | OOD)
    while len(out) < n:
        s = rng.choice([4, 60, 1000, 4000])
        add([rnd_units(rng, s), rnd_units(rng, s)], rng.randint(0, s * U // 2),
            [rnd_units(rng, s), rnd_units(rng, s)], rng.randint(0, s * U // 2), 0)
    return out


@tvset("circle_circle_manifold", "manifold", 6, manifold_cols(1))
def _cc(rng, n):
    return cc_cases(rng, n)


@_cc.register_oracle
def _cco(inp):
    return cc_oracle(inp)


# ---------------------------------------------------------------- circle vs box

def cb_oracle(inp):
    if not in_domain(*inp):
        return rej(1)
    c, r = [q(x) for x in inp[0:2]], q(inp[2])
    lo, hi = [q(x) for x in inp[3:5]], [q(x) for x in inp[5:7]]
    if r < 0 or lo[0] > hi[0] or lo[1] > hi[1]:
        return miss(1)
    near = [min(hi[i], max(lo[i], c[i])) for i in range(2)]
    v = [near[0] - c[0], near[1] - c[1]]
    if sq(v) > r * r:
        return miss(1)
    if sq(v) > 0:
        L = sqrt_frac(F(sq(v)), 90)
        return [1, 1, v[0] / L, v[1] / L, r - L] + near
    faces = [(c[0] - lo[0], [1, 0], [lo[0], c[1]]), (hi[0] - c[0], [-1, 0], [hi[0], c[1]]),
             (c[1] - lo[1], [0, 1], [c[0], lo[1]]), (hi[1] - c[1], [0, -1], [c[0], hi[1]])]
    g, nrm, p = min(faces, key=lambda f: f[0])       # min keeps the first of equal keys
    return [1, 1] + nrm + [r + g] + p


def cb_cases(rng, n):
    out = []

    def add(c, r, lo, hi, fl):
        out.append((list(c) + [r] + list(lo) + list(hi), fl))

    B0, B1 = [-2 * U, -U], [2 * U, U]
    add([0, 2 * U], U, B0, B1, ADV)                  # touching the top face
    add([0, 2 * U + 1], U, B0, B1, ADV)              # 1 LSB above
    add([0, 2 * U - 1], U, B0, B1, ADV)              # 1 LSB deep
    add([5 * U, 5 * U], 5 * U, B0, B1, ADV)          # 3-4-5 from the corner (2, 1): touching
    add([5 * U, 5 * U + 1], 5 * U, B0, B1, ADV)
    add([5 * U, 5 * U - 1], 5 * U, B0, B1, ADV)
    add([0, 0], U, B0, B1, ADV)                      # centre inside: nearest face the top/bottom
    add([0, 0], U, [-U, -U], [U, U], ADV)            # centre at a square's centre: ties
    add([2 * U, U], U, B0, B1, ADV)                  # centre on a corner
    add([2 * U, 0], 0, B0, B1, ADV)                  # a point on a face
    add([2 * U, 0], U, [2 * U, 0], [2 * U, 0], ADV)  # a point box at the centre
    add([0, 0], U, [U, -U], [-U, U], ADV)            # inverted
    add([0, 0], -1, B0, B1, ADV)
    add([D, D], D, [-D, -D], [D, D], ADV)
    add([D, D], D, [-D, -D], [-D, -D], ADV)
    add([D, -D], 0, [-D, -D], [D, D], ADV)
    add([D + 1, D], D, [-D, -D], [D, D], ADV | OOD)
    add([0, 0], U, [-D - 1, 0], [0, 0], ADV | OOD)
    # beside a face, off a corner at exact distances, and inside near faces
    for _ in range(max(1, n // 3)):
        lo = [rnd_units(rng, 3000), rnd_units(rng, 3000)]
        hi = [lo[i] + rng.choice([0, rng.randint(1, 16), rng.randint(0, 2000 * U)]) for i in range(2)]
        u, L = pyth(rng)
        k = rng.randint(0, 300) * rng.choice([1, 16, U // 64, U // 8])
        corner = [hi[i] if u[i] > 0 else lo[i] for i in range(2)]
        kind = rng.choice(["corner", "face", "inside"])
        if kind == "corner":
            c = [corner[i] + u[i] * k for i in range(2)]
            r = L * k + rng.choice([0, 0, 1, -1, rng.randint(0, L * k + 1)])
        elif kind == "face":
            ax = rng.randrange(2)
            c = [rng.randint(lo[0], hi[0]), rng.randint(lo[1], hi[1])]
            c[ax] = corner[ax] + (1 if u[ax] > 0 else -1) * k
            r = k + rng.choice([0, 0, 1, -1, rng.randint(0, k + 1)])
        else:
            c = [rng.choice([lo[i], hi[i], (lo[i] + hi[i]) // 2, rng.randint(lo[i], hi[i])]) for i in range(2)]
            r = rng.randint(0, 100 * U)
        if in_domain(*c, r, *lo, *hi) and r >= 0:
            add(c, r, lo, hi, ADV)
    for _ in range(max(1, n // 10)):
        add([rnd_any(rng), rnd_any(rng)], rnd_any(rng), [rnd_any(rng), rnd_any(rng)], [rnd_any(rng), rnd_any(rng)],
            ADV | OOD)
    while len(out) < n:
        s = rng.choice([4, 60, 1000, 4000])
        lo = [rnd_units(rng, s), rnd_units(rng, s)]
        hi = [min(D, lo[i] + rng.randint(0, s * U)) for i in range(2)]
        add([rnd_units(rng, s), rnd_units(rng, s)], rng.randint(0, s * U // 2), lo, hi, 0)
    return out


@tvset("circle_aabb2_manifold", "manifold", 7, manifold_cols(1))
def _cb(rng, n):
    return cb_cases(rng, n)


@_cb.register_oracle
def _cbo(inp):
    return cb_oracle(inp)


# ---------------------------------------------------------------- box vs box

def bb_oracle(inp):
    if not in_domain(*inp):
        return rej(2)
    alo, ahi, blo, bhi = inp[0:2], inp[2:4], inp[4:6], inp[6:8]
    if any(alo[i] > ahi[i] or blo[i] > bhi[i] for i in range(2)):
        return miss(2)
    if any(ahi[i] < blo[i] or bhi[i] < alo[i] for i in range(2)):
        return miss(2)
    common_lo = [max(alo[i], blo[i]) for i in range(2)]
    common_hi = [min(ahi[i], bhi[i]) for i in range(2)]
    moves = [(ahi[0] - blo[0], 0, 1, common_lo[0]), (bhi[0] - alo[0], 0, -1, common_hi[0]),
             (ahi[1] - blo[1], 1, 1, common_lo[1]), (bhi[1] - alo[1], 1, -1, common_hi[1])]
    g, ax, sgn, face = min(moves, key=lambda m: m[0])
    o = 1 - ax
    lo, hi = max(alo[o], blo[o]), min(ahi[o], bhi[o])
    nrm = [0, 0]
    nrm[ax] = sgn * U

    def pt(t):
        p = [0, 0]
        p[ax], p[o] = face, t
        return p

    res = [1, 1 if lo == hi else 2] + [q(x) for x in nrm] + [q(g)] + [q(x) for x in pt(lo)]
    res += [0, 0, 0] if lo == hi else [q(g)] + [q(x) for x in pt(hi)]
    return res


def bb_cases(rng, n):
    out = []

    def add(a0, a1, b0, b1, fl):
        out.append((list(a0) + list(a1) + list(b0) + list(b1), fl))

    add([0, 0], [2 * U, 2 * U], [2 * U, 0], [4 * U, 2 * U], ADV)        # touching faces
    add([0, 0], [2 * U, 2 * U], [2 * U + 1, 0], [4 * U, 2 * U], ADV)    # 1 LSB gap
    add([0, 0], [2 * U, 2 * U], [2 * U - 1, U], [4 * U, 3 * U], ADV)    # 1 LSB deep
    add([0, 0], [2 * U, 2 * U], [2 * U, 2 * U], [4 * U, 4 * U], ADV)    # corners touching: one point
    add([0, 0], [2 * U, 2 * U], [0, 0], [2 * U, 2 * U], ADV)            # equal boxes: ties
    add([0, 0], [4 * U, 4 * U], [U, U], [2 * U, 3 * U], ADV)            # B inside A
    add([U, U], [2 * U, 3 * U], [0, 0], [4 * U, 4 * U], ADV)            # A inside B
    add([0, 0], [0, 0], [0, 0], [0, 0], ADV)                            # two equal points
    add([0, 0], [2 * U, 0], [U, -U], [U, U], ADV)                       # two segments crossing
    add([0, 0], [2 * U, 2 * U], [U, 3 * U], [-U, 4 * U], ADV)           # inverted
    add([-D, -D], [D, D], [-D, -D], [D, D], ADV)
    add([-D, -D], [D, D], [D, D], [D, D], ADV)
    add([-D, -D], [D, D], [D, -D], [D + 1, D], ADV | OOD)
    for _ in range(max(1, n // 3)):
        a0 = [rnd_units(rng, 3000), rnd_units(rng, 3000)]
        a1 = [a0[i] + rng.choice([0, rng.randint(1, 8), rng.randint(0, 1000 * U)]) for i in range(2)]
        b0 = [rng.choice([a0[i], a1[i], a1[i] + 1, a1[i] - 1, a0[i] - 1, rng.randint(a0[i], a1[i])])
              for i in range(2)]
        b1 = [b0[i] + rng.choice([0, 1, a1[i] - a0[i], rng.randint(0, 1000 * U)]) for i in range(2)]
        if rng.random() < 0.5:
            b0, b1 = [b0[0] - (b1[0] - b0[0]), b0[1]], [b0[0], b1[1]]
        if in_domain(*a0, *a1, *b0, *b1):
            add(a0, a1, b0, b1, ADV)
    for _ in range(max(1, n // 10)):
        add([rnd_any(rng) for _ in range(2)], [rnd_any(rng) for _ in range(2)], [rnd_any(rng) for _ in range(2)],
            [rnd_any(rng) for _ in range(2)], ADV | OOD)
    while len(out) < n:
        s = rng.choice([4, 60, 1000, 4000])
        a0, b0 = [rnd_units(rng, s) for _ in range(2)], [rnd_units(rng, s) for _ in range(2)]
        a1 = [min(D, a0[i] + rng.randint(-s, s * U)) for i in range(2)]
        b1 = [min(D, b0[i] + rng.randint(-s, s * U)) for i in range(2)]
        add(a0, a1, b0, b1, 0)
    return out


@tvset("aabb2_aabb2_manifold", "manifold", 8, manifold_cols(2))
def _bb(rng, n):
    return bb_cases(rng, n)


@_bb.register_oracle
def _bbo(inp):
    return bb_oracle(inp)


# ---------------------------------------------------------------- capsule vs circle
# q = the point of the axis [a, b] nearest to c (exact); overlap when |c - q| <= R =
# r_cap + r_disc; n = (c - q) / |c - q|, or for c on the axis the left normal of u = b - a,
# (-u.y, u.x) / |u| ((1, 0) when a == b); depth R - |c - q|; point c - r_disc n.

def unit2(v):
    L = sqrt_frac(F(sq(v)), 90)
    return [v[0] / L, v[1] / L], L


def kc_oracle(inp):
    if not in_domain(*inp):
        return rej(1)
    if inp[4] < 0 or inp[7] < 0:
        return miss(1)
    A, Bv, C = [q(x) for x in inp[0:2]], [q(x) for x in inp[2:4]], [q(x) for x in inp[5:7]]
    R, rb = q(inp[4]) + q(inp[7]), q(inp[7])
    u = [Bv[0] - A[0], Bv[1] - A[1]]
    uu = sq(u)
    s = F(0) if uu == 0 else min(F(1), max(F(0), ((C[0] - A[0]) * u[0] + (C[1] - A[1]) * u[1]) / uu))
    Q = [A[0] + s * u[0], A[1] + s * u[1]]
    d = [C[0] - Q[0], C[1] - Q[1]]
    if sq(d) > R * R:
        return miss(1)
    if sq(d) == 0:
        n, L = ([F(1), F(0)], F(0)) if uu == 0 else (unit2([-u[1], u[0]])[0], F(0))
    else:
        n, L = unit2(d)
    return [1, 1] + n + [R - L, C[0] - rb * n[0], C[1] - rb * n[1]]


def kc_cases(rng, n):
    out = []

    def add(a, b, r1, c, r2, fl):
        out.append((list(a) + list(b) + [r1] + list(c) + [r2], fl))

    A0, B0 = [-2 * U, 0], [2 * U, 0]
    add(A0, B0, U, [0, 3 * U], 2 * U, ADV)                  # beside, touching: depth 0
    add(A0, B0, U, [0, 3 * U + 1], 2 * U, ADV)              # 1 LSB apart
    add(A0, B0, U, [0, 3 * U - 1], 2 * U, ADV)              # 1 LSB deep
    add(A0, B0, U, [0, -U], U, ADV)                         # deep, below
    add(A0, B0, U, [0, 0], U, ADV)                          # centre on the axis: left normal
    add(A0, B0, U, [2 * U, 0], U, ADV)                      # centre at the end b
    add(A0, B0, U, [-5 * U, 4 * U], 4 * U, ADV)             # 3-4-5 off the end a: touching
    add(A0, B0, U, [-5 * U, 4 * U + 1], 4 * U, ADV)
    add(A0, A0, U, [-2 * U, 0], U, ADV)                     # a == b, coincident: (1, 0)
    add(A0, A0, U, [U, 4 * U], 4 * U, ADV)                  # a == b: two discs
    add(A0, B0, 0, [0, 0], 0, ADV)                          # a point on a segment
    add(A0, B0, 0, [0, 1], 0, ADV)
    add(A0, B0, -1, [0, 0], U, ADV)
    add([-D, -D], [D, D], D, [D, -D], D, ADV)
    add([-D, -D], [D, D], D, [D + 1, -D], D, ADV | OOD)
    add([0, 0], [U, 0], D + 1, [0, U], U, ADV | OOD)  # the capsule's radius alone out of the domain
    for _ in range(max(1, n // 3)):
        u, L = pyth(rng)
        w = [u[1], -u[0]]
        k = rng.randint(1, 300) * rng.choice([1, 16, U // 64, U // 8])
        a = [rnd_units(rng, 3000), rnd_units(rng, 3000)]
        b = rng.choice([[a[i] + u[i] * k for i in range(2)], a])
        g = rng.randint(0, 30) * rng.choice([1, U // 16, U // 4])
        t = rng.choice([0, k // 2, k, rng.randint(-k, 2 * k)])
        side = rng.choice([1, -1])
        c = [a[i] + u[i] * t + side * w[i] * g for i in range(2)]
        dist = F(sq([c[i] - a[i] - u[i] * min(k, max(0, t)) for i in range(2)])) if b != a else F(sq([c[i] - a[i] for i in range(2)]))
        R = int(sqrt_frac(dist, 4)) + rng.choice([0, 0, 1, -1, rng.randint(0, 50 * U)])
        r1 = rng.randint(0, max(0, R))
        if in_domain(*a, *b, *c, r1, R - r1) and R - r1 >= 0:
            add(a, b, r1, c, R - r1, ADV)
    for _ in range(max(1, n // 10)):
        add([rnd_any(rng) for _ in range(2)], [rnd_any(rng) for _ in range(2)], rnd_any(rng),
            [rnd_any(rng) for _ in range(2)], rnd_any(rng), ADV | OOD)
    while len(out) < n:
        s = rng.choice([4, 60, 1000, 4000])
        a = [rnd_units(rng, s) for _ in range(2)]
        b = rng.choice([[rnd_units(rng, s) for _ in range(2)], a])
        add(a, b, rng.randint(0, s * U // 3), [rnd_units(rng, s) for _ in range(2)], rng.randint(0, s * U // 3), 0)
    return out


@tvset("capsule2_circle_manifold", "manifold", 8, manifold_cols(1))
def _kc(rng, n):
    return kc_cases(rng, n)


@_kc.register_oracle
def _kco(inp):
    return kc_oracle(inp)
