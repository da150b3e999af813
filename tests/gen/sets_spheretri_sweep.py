# SPDX-License-Identifier: MIT
"""The ball swept against a triangle (issue 13 item 2), under the touch rules.

Oracle: exact rationals from the definition, sharing no formula with lib/: the contact
region is K = {x : dist(x, T) <= r} for the closed triangle T. With p(t) = c + t d and
T_end = min(max_t, 1), dist(x, T) is the least of the distance to the face (only when the
foot of x on the plane lies in the closed triangle: barycentric signs) and the distances to
the three edge segments, so the first t with dist(p(t), T) <= r is the least over those
four primitives of their own first t:
  an edge: dist^2 is convex and C^1 in t; its minimum over [0, T_end] is at 0, T_end, the
      feet of the ends on the path, or the closest points of the path and the edge lines
      (all rational): a hit when f <= 0 there, the first root by bisection to 2^-90;
  the face: the foot lies in T for t in a rational interval I (three linear constraints);
      on I the plane distance^2 - r^2 is a convex quadratic with a rational minimum: a hit
      when <= 0 there, the first root by bisection.
At t = 0: dist < r penetrating (t 0, started_inside, point the centre, normal away from the
nearest point q, zero on T); dist == r a hit only when moving in, d . (c - q) < 0. A hit's
point is T's nearest point q to p(t), its normal (p(t) - q) / r; radius 0 (a point cast):
a face crossing's normal +-n toward the start, an edge's perpendicular to the edge toward
the start (or -d / |d| head-on); starting in the plane, the rim is met first. Collinear vertices: the segment between the farthest two.
Domain: centre and centre + delta, the radius, the vertices in [-8192, 8192] units, else REJ.
"""
from tvgen import *

U = ONE
TOL_T = 0.51
TOL_P = 1.01
TOL_N = 0.51
BIS = 90


def sub(a, b):
    return [x - y for x, y in zip(a, b)]


def add3(a, b):
    return [x + y for x, y in zip(a, b)]


def mul(a, s):
    return [x * s for x in a]


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def cross(a, b):
    return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]


def unit(v):
    n = dot(v, v)
    if n == 0:
        return [F(0)] * 3
    ln = sqrt_frac(F(n), 90)
    return [F(x) / ln for x in v]


def seg_nearest(P, A, B):
    u = sub(B, A)
    uu = dot(u, u)
    if uu == 0:
        return list(A)
    s = min(F(1), max(F(0), dot(sub(P, A), u) / uu))
    return add3(A, mul(u, s))


def foot_inside(P, V, n):
    """is the foot of P on the plane of V inside the closed triangle (n != 0)?"""
    for i in range(3):
        e = sub(V[(i + 1) % 3], V[i])
        if dot(n, cross(e, sub(P, V[i]))) < 0:
            return False
    return True


def nearest_point(P, V, n):
    if n is not None and foot_inside(P, V, n):
        nn = dot(n, n)
        return sub(P, mul(n, dot(n, sub(P, V[0])) / nn))
    best = None
    for i in range(3):
        qpt = seg_nearest(P, V[i], V[(i + 1) % 3])
        dd = dot(sub(P, qpt), sub(P, qpt))
        if best is None or dd < best[0]:
            best = (dd, qpt)
    return best[1]


# The first t in [lo, tin] with f(t) <= 0 (f > 0 at lo, <= 0 at tin), bisected BIS times.
def first_root(f, tin, lo=F(0)):
    hi = tin
    for _ in range(BIS):
        mid = (lo + hi) / 2
        if f(mid) <= 0:
            hi = mid
        else:
            lo = mid
    return hi


def edge_first(O, Dv, A, B, R, T):
    Uv = sub(B, A)

    def f(t):
        P = add3(O, mul(Dv, t))
        w = sub(P, seg_nearest(P, A, B))
        return dot(w, w) - R * R
    cands = [F(0), T]
    dd = dot(Dv, Dv)
    if dd != 0:
        for E in (A, B):
            cands.append(dot(sub(E, O), Dv) / dd)
        uu = dot(Uv, Uv)
        if uu != 0:
            pd = sub(Dv, mul(Uv, dot(Dv, Uv) / uu))
            den = dot(pd, pd)
            if den != 0:
                cands.append(-dot(pd, sub(O, A)) / den)
    cands = [min(T, max(F(0), t)) for t in cands]
    tin = min(cands, key=f)
    if f(tin) > 0:
        return None
    return first_root(f, tin)


def face_first(O, Dv, V, n, R, T):
    lo, hi = F(0), T
    for i in range(3):
        e = sub(V[(i + 1) % 3], V[i])
        al = dot(n, cross(e, sub(O, V[i])))
        be = dot(n, cross(e, Dv))
        if be == 0:
            if al < 0:
                return None
        elif be > 0:
            lo = max(lo, -al / be)
        else:
            hi = min(hi, -al / be)
    if lo > hi:
        return None
    nn = dot(n, n)

    def g(t):
        x = dot(n, sub(add3(O, mul(Dv, t)), V[0]))
        return x * x - R * R * nn
    qd = dot(n, Dv)
    tm = lo if qd == 0 else min(hi, max(lo, -dot(n, sub(O, V[0])) / qd))
    if g(tm) > 0:
        return None
    if g(lo) <= 0:
        return lo
    return first_root(g, tm, lo)


def sweep_oracle(inp):
    c, r, d, va, vb, vc, mt = inp[0:3], inp[3], inp[4:7], inp[7:10], inp[10:13], inp[13:16], inp[16]
    miss = [0] * 9
    if not (seg_in_domain(c, d) and in_domain(*va, *vb, *vc, r)):
        return [REJ] + [0] * 8
    if r < 0 or mt < 0:
        return miss
    O, Dv = [q(x) for x in c], [q(x) for x in d]
    V = [[q(x) for x in v] for v in (va, vb, vc)]
    R = q(r)
    T = min(q(mt), F(1))
    n = cross(sub(V[1], V[0]), sub(V[2], V[0]))
    if dot(n, n) == 0:
        n = None
    if n is None:
        # the segment between the farthest two vertices (all equal: the point)
        pairs = [(0, 1), (1, 2), (2, 0)]
        i, j = max(pairs, key=lambda p: dot(sub(V[p[1]], V[p[0]]), sub(V[p[1]], V[p[0]])))
        V = [V[i], V[j], V[j]]
    Q0 = nearest_point(O, V, n)
    w0 = sub(O, Q0)
    f0 = dot(w0, w0) - R * R
    if f0 < 0:
        return [1, 0] + O + unit(w0) + [1]
    if f0 == 0:
        if dot(Dv, w0) < 0:
            return [1, 0] + Q0 + [x / R for x in w0] + [0]
        return miss
    best, face = None, False
    # a point cast starting in the plane meets the triangle at its rim first
    if n is not None and (R > 0 or dot(n, sub(O, V[0])) != 0):
        tf = face_first(O, Dv, V, n, R, T)
        if tf is not None:
            best, face = tf, True
    edges = [(V[i], V[(i + 1) % 3]) for i in range(3) if V[i] != V[(i + 1) % 3]] or [(V[0], V[0])]
    for A, B in edges:
        te = edge_first(O, Dv, A, B, R, T)
        if te is not None and (best is None or te < best - F(1, 1 << 80)):
            best, face, edge = te, False, (A, B)
    if best is None:
        return miss
    P = add3(O, mul(Dv, best))
    Qp = nearest_point(P, V, n)
    if R > 0:
        N = [x / R for x in sub(P, Qp)]
    elif face:
        s = 1 if dot(n, sub(O, V[0])) > 0 else -1
        N = unit(mul(n, s))
    else:
        A, B = edge
        Uv = sub(B, A)
        w = sub(O, A)
        uu = dot(Uv, Uv)
        if uu != 0:
            w = sub(w, mul(Uv, dot(w, Uv) / uu))
        N = unit(w) if dot(w, w) != 0 else unit([-x for x in Dv])
    return [1, best] + Qp + N + [0]


FRAMES = [([1, 0, 0], [0, 1, 0], [0, 0, 1], 1),
          ([2, 3, 6], [3, -6, 2], [6, 2, -3], 7),
          ([1, 4, 8], [4, 7, -4], [8, -4, 1], 9)]


def in_frame(fr, p, scale):
    """p (units, integers or halves) in the rotated frame, raw, scaled by scale / k"""
    ex, ey, ez, k = fr
    return [int(F(scale) * (p[0] * ex[i] + p[1] * ey[i] + p[2] * ez[i]) * U / k) for i in range(3)]


def fixed_cases():
    out = []

    def add(c, r, d, va, vb, vc, mt, fl):
        out.append((list(c) + [r] + list(d) + list(va) + list(vb) + list(vc) + [mt], fl))
    A, B, C = [0, 0, 0], [4 * U, 0, 0], [0, 4 * U, 0]
    # onto the face from above and below, slanted; onto edges, vertices
    add([U, U, 3 * U], U, [0, 0, -4 * U], A, B, C, U, 0)
    add([U, U, -3 * U], U, [0, 0, 4 * U], A, B, C, U, 0)
    add([-U, -U, 3 * U], U, [3 * U, 2 * U, -4 * U], A, B, C, U, 0)
    add([2 * U, -3 * U, 0], U, [0, 4 * U, 0], A, B, C, U, 0)
    add([2 * U, -3 * U, U], U, [0, 4 * U, 0], A, B, C, U, 0)
    add([-3 * U, -3 * U, 0], U, [4 * U, 4 * U, 0], A, B, C, U, 0)
    add([-3 * U, -3 * U, 2 * U], U, [4 * U, 4 * U, -2 * U], A, B, C, U, 0)
    add([4 * U, 4 * U, 0], U, [-4 * U, -4 * U, 0], A, B, C, U, 0)
    add([6 * U, 0, U // 2], U, [-4 * U, 0, 0], A, B, C, U, 0)
    add([4 * U, 4 * U, 4 * U], U, [-4 * U, -4 * U, -4 * U], A, B, C, U, 0)
    add([9 * U, 9 * U, 9 * U], U, [-U, -U, -U], A, B, C, U, 0)   # short of it
    # start inside, on the triangle, touching (in / away / along), beside an edge
    add([U, U, U // 2], U, [0, 0, U], A, B, C, U, ADV)
    add([U, U, 0], U, [0, 0, U], A, B, C, U, ADV)
    add([U, U, U], U, [0, 0, -U], A, B, C, U, ADV)
    add([U, U, U], U, [0, 0, U], A, B, C, U, ADV)
    add([U, U, U], U, [U, 0, 0], A, B, C, U, ADV)
    add([2 * U, -U, 0], U, [0, U, 0], A, B, C, U, ADV)
    add([2 * U, -U, 0], U, [0, -U, 0], A, B, C, U, ADV)
    add([2 * U, -U, 0], U, [U, 0, 0], A, B, C, U, ADV)
    add([2 * U, -U // 2, 0], U, [U, 0, 0], A, B, C, U, ADV)
    add([-U, 0, 0], U, [-U, U, U], A, B, C, U, ADV)
    add([-U, 0, 0], U, [U, U, 0], A, B, C, U, ADV)
    # grazing along the face at distance r (exactly, 1 LSB in, 1 LSB out), along an edge
    for off in (0, -1, 1):
        add([-3 * U, U, U + off], U, [8 * U, 0, 0], A, B, C, U, ADV)
        add([U, U, U + off], U, [U, U, 0], A, B, C, U, ADV)
        add([-3 * U, -U - off, 0], U, [10 * U, 0, 0], A, B, C, U, ADV)
        add([-3 * U, 0, -U - off], U, [10 * U, 0, 0], A, B, C, U, ADV)
    # 1-LSB gaps: contact at t = 1 exactly, 1 LSB short; max_t at the contact and 1 LSB short
    add([U, U, 3 * U], U, [0, 0, -2 * U], A, B, C, U, ADV)
    add([U, U, 3 * U], U, [0, 0, -2 * U + 1], A, B, C, U, ADV)
    add([U, U, 3 * U], U, [0, 0, -4 * U], A, B, C, U // 2, ADV)
    add([U, U, 3 * U], U, [0, 0, -4 * U], A, B, C, U // 2 - 1, ADV)
    add([2 * U, -3 * U, 0], U, [0, 2 * U, 0], A, B, C, U, ADV)
    add([2 * U, -3 * U, 0], U, [0, 2 * U - 1, 0], A, B, C, U, ADV)
    add([-3 * U, 0, 0], U, [2 * U, 0, 0], A, B, C, U, ADV)
    add([-3 * U, 0, 0], U, [2 * U - 1, 0, 0], A, B, C, U, ADV)
    # the face/rim junctions: crossing the offset plane exactly over an edge or vertex, +-1
    for off in (0, -1, 1):
        add([off, 2 * U, 3 * U], U, [0, 0, -4 * U], A, B, C, U, ADV)
        add([off, off, 3 * U], U, [0, 0, -4 * U], A, B, C, U, ADV)
        add([2 * U + off, 2 * U, 3 * U], U, [0, 0, -4 * U], A, B, C, U, ADV)
        add([-2 * U + off, 2 * U, 3 * U], U, [2 * U, 0, -4 * U], A, B, C, U, ADV)
    # radius 0: a point crossing the face, an edge, a vertex, on the triangle
    add([U, U, U], 0, [0, 0, -2 * U], A, B, C, U, ADV)
    add([2 * U, 0, U], 0, [0, 0, -2 * U], A, B, C, U, ADV)
    add([2 * U, -U, 0], 0, [0, 2 * U, 0], A, B, C, U, ADV)
    add([-U, -U, 0], 0, [2 * U, 2 * U, 0], A, B, C, U, ADV)
    add([U, U, 0], 0, [0, 0, U], A, B, C, U, ADV)
    add([U, U, U], 0, [0, 0, -U], A, B, C, U, ADV)
    # degenerate: collinear, coincident; zero delta; negative radius / max_t
    add([2 * U, 3 * U, 0], U, [0, -4 * U, 0], A, B, [2 * U, 0, 0], U, ADV)
    add([2 * U, 3 * U, 0], U, [0, -4 * U, 0], [U, 0, 0], [4 * U, 0, 0], [0, 0, 0], U, ADV)
    add([0, 3 * U, 0], U, [0, -4 * U, 0], A, A, A, U, ADV)
    add([0, 3 * U, 0], U, [0, -4 * U, 0], B, B, B, U, ADV)
    add([U, U, 3 * U], U, [0, 0, 0], A, B, C, U, ADV)
    add([U, U, U // 2], U, [0, 0, 0], A, B, C, U, ADV)
    add([U, U, 3 * U], -1, [0, 0, -4 * U], A, B, C, U, ADV)
    add([U, U, 3 * U], U, [0, 0, -4 * U], A, B, C, -1, ADV)
    add([U, U, 3 * U], U, [0, 0, -4 * U], A, B, C, 3 * U, ADV)
    # domain edges and 1 LSB outside (REJ), any int32
    Dm = D
    add([-Dm, -Dm, Dm], Dm, [2 * Dm, 2 * Dm, -2 * Dm], [-Dm, Dm, -Dm], [Dm, -Dm, -Dm], [Dm, Dm, -Dm], U, ADV)
    add([0, 0, Dm], Dm, [0, 0, -2 * Dm], [-Dm, -Dm, -Dm], [Dm, -Dm, -Dm], [0, Dm, -Dm], U, ADV)
    add([0, 0, Dm], Dm, [0, 0, -2 * Dm], [-Dm, -Dm, 0], [Dm, -Dm, 0], [-Dm, Dm, 0], U, ADV)
    add([0, 0, Dm], Dm + 1, [0, 0, -U], A, B, C, U, ADV | OOD)
    add([0, 0, Dm], U, [0, 0, 1], A, B, C, U, ADV | OOD)
    add([0, 0, U], U, [0, 0, -U], [Dm + 1, 0, 0], B, C, U, ADV | OOD)
    add([0, 0, U], U, [0, 0, -U], A, B, [0, -Dm - 1, 0], U, ADV | OOD)
    # two edges' contacts within 1 LSB of t (|d| near 2^13 units): found by random search when
    # the rim was ordered by the rounded t (the later edge's vertex was reported)
    for row in ([-377362049, -410323819, -443439541, 89721735, 259797548, 127076481, 649904873, -122103231,
                 -110886407, 7913778, -41446417, -81762037, -25438840, -144171505, -228358953, 171805713, U],
                [-247250337, -93180247, -225567784, 60677299, 567265042, 41369308, 205032394, -106112596,
                 -39097286, -12503121, -2592869, -45335648, -108724874, -131012719, 62985391, -93242563, U],
                [-98231958, -401661398, -140293562, 18611580, 30602508, 938532310, -112832674, 62946542,
                 250755727, -262856460, -73453840, 177436153, -207288743, 101171457, 98947769, 655055, U]):
        out.append((row, ADV))
    # rotated frames, the same shapes
    for fr in FRAMES[1:]:
        k = fr[3]
        for scale in (1, 100):
            Ar, Br, Cr = in_frame(fr, [0, 0, 0], scale), in_frame(fr, [4, 0, 0], scale), in_frame(fr, [0, 4, 0], scale)
            rr = scale * U
            add(in_frame(fr, [1, 1, 3], scale), rr, in_frame(fr, [0, 0, -4], scale), Ar, Br, Cr, U, ADV)
            add(in_frame(fr, [2, -3, 0], scale), rr, in_frame(fr, [0, 4, 0], scale), Ar, Br, Cr, U, ADV)
            add(in_frame(fr, [-3, -3, 1], scale), rr, in_frame(fr, [4, 4, -1], scale), Ar, Br, Cr, U, ADV)
            add(in_frame(fr, [-3, 1, 1], scale), rr, in_frame(fr, [8, 0, 0], scale), Ar, Br, Cr, U, ADV)
            add(in_frame(fr, [2, 2, 3], scale), rr, in_frame(fr, [0, 0, -4], scale), Ar, Br, Cr, U, ADV)
    return out


def random_cases(rng, n):
    out = []
    for i in range(n):
        units = [1, 16, 256, 4096, 8192][i % 5]
        V = [[rnd_units(rng, units) // 2 for _ in range(3)] for _ in range(3)]
        r = rng.randint(0, max(1, units * U // 4))
        c = [rnd_units(rng, units) for _ in range(3)]
        # aim at a point near the triangle
        wts = [rng.randint(-1, 4) for _ in range(3)]
        s = sum(wts) or 1
        aim = [sum(wts[j] * V[j][k] for j in range(3)) // s for k in range(3)]
        aim = [max(-D, min(D, x + rng.randint(-r, r))) for x in aim]
        d = [aim[k] - c[k] for k in range(3)]
        if rng.random() < 0.5:
            d = [x * 2 for x in d]
        d = [max(-D, min(D, c[k] + d[k])) - c[k] for k in range(3)]
        mt = U if rng.random() < 0.8 else rng.randint(0, U)
        out.append((c + [r] + d + V[0] + V[1] + V[2] + [mt], 0))
    return out


def sweep_cases(rng, n):
    out = fixed_cases()
    out += random_cases(rng, max(n - len(out), 60))
    for _ in range(8):
        out.append(([rnd_any(rng) for _ in range(17)], ADV | OOD))
    return out


def cols():
    c = [exact("hit"), scalar("t", TOL_T)]
    c += [scalar("p" + "xyz"[i], TOL_P, 13) for i in range(3)]
    c += [scalar("n" + "xyz"[i], TOL_N, 9) for i in range(3)]
    return c + [exact("started_inside")]


@tvset("sphere_triangle_sweep", "spheretri", 17, cols())
def _sts(rng, n):
    return sweep_cases(rng, n)


@_sts.register_oracle
def _stso(inp):
    return sweep_oracle(inp)
