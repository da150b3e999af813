# SPDX-License-Identifier: MIT
"""2D segment pairs and convex polygons (issue 14, item 4).

Oracles with exact Fractions, written from the definitions and not from lib/'s method:
a polygon is valid when no edge is zero or reverses its predecessor, every vertex lies on
the closed left of every edge's line, and its shoelace area equals its convex hull's (a
doubly wound or star polygon has a different area); a point is in a polygon when it is in
one triangle of its fan; two polygons overlap when a vertex of one is in the other or two
edges meet; a cast's entry is the first t whose point is in the polygon (per-edge half-plane
intervals), its edge the lowest-indexed entering edge through that point. Inputs are raw
Q16.16; polygons are a count then 16 vertex slots (unused slots 0).
"""
from tvgen import *

PMAX = 16                  # FG_POLY2_MAX (lib/fg_config.h)
SEGS_REJ, SEGS_DISJ, SEGS_PT, SEGS_OVL, SEGS_PAR = -1, 0, 1, 2, 3


def cross(a, b):
    return a[0] * b[1] - a[1] * b[0]


def dot(a, b):
    return a[0] * b[0] + a[1] * b[1]


def sub(a, b):
    return (a[0] - b[0], a[1] - b[1])


# ---------------------------------------------------------------- polygons

def hull(pts):
    """Andrew's monotone chain, CCW, collinear points dropped."""
    p = sorted(set(pts))
    if len(p) < 3:
        return p
    lo, hi = [], []
    for x in p:
        while len(lo) >= 2 and cross(sub(lo[-1], lo[-2]), sub(x, lo[-2])) <= 0:
            lo.pop()
        lo.append(x)
    for x in reversed(p):
        while len(hi) >= 2 and cross(sub(hi[-1], hi[-2]), sub(x, hi[-2])) <= 0:
            hi.pop()
        hi.append(x)
    return lo[:-1] + hi[:-1]


def area2(v):
    return sum(cross(v[i], v[(i + 1) % len(v)]) for i in range(len(v)))


def poly_valid(count, verts):
    if not (3 <= count <= PMAX) or not in_domain(*[c for p in verts for c in p]):
        return False
    n = len(verts)
    for i in range(n):
        e, f = sub(verts[(i + 1) % n], verts[i]), sub(verts[(i + 2) % n], verts[(i + 1) % n])
        if e == (0, 0) or (cross(e, f) == 0 and dot(e, f) <= 0):
            return False
        if any(cross(e, sub(w, verts[i])) < 0 for w in verts):
            return False
    h = hull(verts)
    return len(h) >= 3 and area2(verts) == area2(h)


def poly_of(inp, at):
    """count at inp[at], vertices after it (only the first count are read)"""
    count = inp[at]
    k = count if 0 <= count <= PMAX else 0
    return count, [(inp[at + 1 + 2 * i], inp[at + 2 + 2 * i]) for i in range(k)]


def in_tri(p, a, b, c):
    d = cross(sub(b, a), sub(c, a))
    if d == 0:
        return False
    s = [cross(sub(b, a), sub(p, a)), cross(sub(c, b), sub(p, b)), cross(sub(a, c), sub(p, c))]
    return all(x >= 0 for x in s) if d > 0 else all(x <= 0 for x in s)


def on_seg(p, a, b):
    return cross(sub(b, a), sub(p, a)) == 0 and min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and \
        min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def point_in_poly(p, v):
    n = len(v)
    if any(on_seg(p, v[i], v[(i + 1) % n]) for i in range(n)):
        return True
    return any(in_tri(p, v[0], v[i], v[i + 1]) for i in range(1, n - 1))


def seg_meet(a0, a1, b0, b1):
    """closed segments share a point (any method: orientation tests)"""
    d1, d2 = cross(sub(a1, a0), sub(b0, a0)), cross(sub(a1, a0), sub(b1, a0))
    d3, d4 = cross(sub(b1, b0), sub(a0, b0)), cross(sub(b1, b0), sub(a1, b0))
    if ((d1 > 0 and d2 < 0) or (d1 < 0 and d2 > 0)) and ((d3 > 0 and d4 < 0) or (d3 < 0 and d4 > 0)):
        return True
    return on_seg(b0, a0, a1) or on_seg(b1, a0, a1) or on_seg(a0, b0, b1) or on_seg(a1, b0, b1)


# ---------------------------------------------------------------- generators of polygons

def rnd_convex(rng, units, n):
    """a random convex CCW polygon of n vertices (a hull of random points, maybe fewer)"""
    for _ in range(50):
        c = (rnd_units(rng, units // 2), rnd_units(rng, units // 2))
        r = rng.randint(1, max(1, units * ONE // 2))
        kind = rng.random()
        if kind < 0.5:
            import math
            pts = []
            for k in range(n):
                a = 2 * math.pi * (k + rng.random() * 0.8) / n
                pts.append((max(-D, min(D, c[0] + int(r * math.cos(a)))), max(-D, min(D, c[1] + int(r * math.sin(a))))))
        else:
            pts = [(max(-D, min(D, c[0] + rng.randint(-r, r))), max(-D, min(D, c[1] + rng.randint(-r, r))))
                   for _ in range(3 * n)]
        h = hull(pts)
        while len(h) > n:
            h.pop(rng.randrange(len(h)))
            h = hull(h)
        if len(h) >= 3:
            k = rng.randrange(len(h))
            return h[k:] + h[:k]
    return [(0, 0), (ONE, 0), (0, ONE)]


def with_collinear(rng, v):
    """insert exact midpoints of some edges (consecutive collinear vertices: allowed)"""
    out = []
    for i in range(len(v)):
        out.append(v[i])
        a, b = v[i], v[(i + 1) % len(v)]
        if len(out) + (len(v) - i) < PMAX and (a[0] + b[0]) % 2 == 0 and (a[1] + b[1]) % 2 == 0 and rng.random() < 0.5:
            out.append(((a[0] + b[0]) // 2, (a[1] + b[1]) // 2))
    return out


SQ = [(0, 0), (ONE, 0), (ONE, ONE), (0, ONE)]
TRI = [(0, 0), (2 * ONE, 0), (0, 2 * ONE)]
BIG = [(-D, -D), (D, -D), (D, D), (-D, D)]


def invalid_polys(rng):
    """misuse: each must be rejected"""
    pent = [(0, 2 * ONE), (-2 * ONE, ONE // 2), (-ONE, -2 * ONE), (ONE, -2 * ONE), (2 * ONE, ONE // 2)]
    return [
        list(reversed(SQ)),                                  # clockwise
        [(0, 0), (ONE, 0), (ONE // 4, ONE // 4), (0, ONE)],  # reflex vertex
        [pent[i] for i in (0, 2, 4, 1, 3)],                  # star: all left turns, winds twice
        SQ + SQ,                                             # doubly wound
        [(0, 0), (ONE, 0), (ONE, 0), (0, ONE)],              # zero-length edge
        [(0, 0), (ONE, 0), (2 * ONE, 0)],                    # collinear only
        [(0, 0), (2 * ONE, 0), (ONE, 0), (0, ONE)],          # reversal on a line
        [(0, 0), (D + 1, 0), (0, ONE)],                      # a vertex out of the domain
        [(0, 0), (ONE, 0)],                                  # two vertices
        [(0, 0), (0, 0), (0, 0)],                            # one point
    ]


def poly_row(count, verts):
    row = [count]
    for p in verts[:PMAX]:
        row += [p[0], p[1]]
    return row + [0] * (1 + 2 * PMAX - len(row))


# ---------------------------------------------------------------- segment vs segment

def segseg_oracle(inp):
    oa, da, ob, db = [(inp[i], inp[i + 1]) for i in range(0, 8, 2)]
    if not (seg_in_domain(oa, da) and seg_in_domain(ob, db)):
        return [SEGS_REJ, 0, 0, 0, 0]
    oa, da, ob, db = [(q(p[0]), q(p[1])) for p in (oa, da, ob, db)]
    w = sub(ob, oa)

    def at(t):
        return [oa[0] + t * da[0], oa[1] + t * da[1]]
    za, zb = da == (0, 0), db == (0, 0)
    den = cross(da, db)
    if den != 0:
        s, t = cross(w, db) / den, cross(w, da) / den
        if 0 <= s <= 1 and 0 <= t <= 1:
            return [SEGS_PT, s, t] + at(s)
        return [SEGS_DISJ, 0, 0, 0, 0]
    if za and zb:
        return [SEGS_PT, 0, 0, oa[0], oa[1]] if w == (0, 0) else [SEGS_DISJ, 0, 0, 0, 0]
    if za or zb:
        p, so, sd = (oa, ob, db) if za else (ob, oa, da)
        r = sub(p, so)
        L = dot(sd, sd)
        if cross(sd, r) == 0 and 0 <= dot(r, sd) <= L:
            f = dot(r, sd) / L
            return [SEGS_PT, 0, f, p[0], p[1]] if za else [SEGS_PT, f, 0, p[0], p[1]]
        return [SEGS_DISJ, 0, 0, 0, 0]
    if cross(da, w) != 0:
        return [SEGS_PAR, 0, 0, 0, 0]
    L = dot(da, da)
    u0, u1 = dot(w, da) / L, dot((w[0] + db[0], w[1] + db[1]), da) / L
    lo, hi = max(F(0), min(u0, u1)), min(F(1), max(u0, u1))
    if lo > hi:
        return [SEGS_PAR, 0, 0, 0, 0]
    if lo == hi:
        return [SEGS_PT, lo, 0 if u0 == lo else 1] + at(lo)
    return [SEGS_OVL, lo, hi] + at(lo)


def segseg_cases(rng, n):
    out = []

    def add(a, b, fl=ADV):
        ok = seg_in_domain(a[0:2], a[2:4]) and seg_in_domain(b[0:2], b[2:4])
        out.append((list(a) + list(b), fl if ok else fl | OOD))

    O = ONE
    add([0, 0, 2 * O, 2 * O], [0, 2 * O, 2 * O, -2 * O], 0)      # an X, at (1, 1)
    add([0, 0, 2 * O, 0], [O, 0, 0, O])                          # T: b starts on a
    add([0, 0, 2 * O, 0], [2 * O, 0, 0, O])                      # end to end, at an angle
    add([0, 0, 2 * O, 0], [2 * O + 1, 0, 0, O])                  # 1 LSB short
    add([0, 0, 2 * O, 0], [O, 1, 0, O])                          # 1 LSB above
    add([0, 0, 2 * O, 0], [O, -1, 0, O])                         # crossing by 1 LSB
    add([0, 0, 2 * O, 0], [0, O, 2 * O, 0])                      # parallel
    add([0, 0, 2 * O, 0], [0, 1, 2 * O, 0])                      # parallel, 1 LSB apart
    add([0, 0, 2 * O, 0], [O, 0, 2 * O, 0])                      # collinear overlap
    add([0, 0, 2 * O, 0], [3 * O, 0, -2 * O, 0])                 # collinear overlap, b reversed
    add([0, 0, 2 * O, 0], [2 * O, 0, 2 * O, 0])                  # collinear, end to end: one point
    add([0, 0, 2 * O, 0], [4 * O, 0, -2 * O, 0])                 # ... b reversed
    add([0, 0, 2 * O, 0], [2 * O + 1, 0, 2 * O, 0])              # collinear, 1 LSB gap
    add([0, 0, 2 * O, 0], [-O, 0, 4 * O, 0])                     # a inside b
    add([0, 0, 2 * O, 0], [0, 0, 2 * O, 0])                      # identical
    add([0, 0, 2 * O, 0], [2 * O, 0, -2 * O, 0])                 # identical, reversed
    add([0, 0, 3, 1], [1, 0, 3, 1])                              # tiny parallel
    add([0, 0, 3, 1], [3, 1, 3, 1])                              # tiny collinear, end to end
    add([O, 0, 0, 0], [0, 0, 2 * O, 0])                          # a is a point on b
    add([O, 1, 0, 0], [0, 0, 2 * O, 0])                          # a point beside b
    add([0, 0, 2 * O, 0], [O, 0, 0, 0])                          # b is a point on a
    add([0, 0, 2 * O, 0], [2 * O, 0, 0, 0])                      # ... at a's end
    add([5, 7, 0, 0], [5, 7, 0, 0])                              # two equal points
    add([5, 7, 0, 0], [5, 8, 0, 0])                              # two points
    add([-D, -D, 2 * D, 2 * D], [-D, D, 2 * D, -2 * D], 0)       # domain diagonals
    add([-D, -D, 2 * D, 0], [-D, -D, 0, 2 * D])                  # domain corner
    add([D, D, -2 * D, -2 * D], [-D, -D, 2 * D, 2 * D])          # the diagonal both ways
    add([-D, D, 2 * D, -2 * D + 1], [-D, -D, 2 * D, 2 * D])      # near-parallel long
    add([-D, 0, 2 * D, 1], [-D, 1, 2 * D, -1])                   # near-parallel, cross in the middle
    add([-D, -D, 2 * D + 1, 0], [0, 0, 0, 0])                    # end out of the domain
    add([D + 1, 0, 0, 0], [0, 0, 0, 0])
    for _ in range(max(1, n // 10)):                             # any int32
        out.append(([rnd_any(rng) for _ in range(8)], ADV | OOD))
    # exact crossings at grid points, +-1 LSB
    for _ in range(max(1, n // 5)):
        units = rng.choice([1, 100, 8000])
        p = (rnd_units(rng, units // 2 + 1), rnd_units(rng, units // 2 + 1))
        segs = []
        for _ in range(2):
            dv = (rnd_units(rng, units // 2 + 1), rnd_units(rng, units // 2 + 1))
            k = rng.choice([0, 1, 2, 3, 4])                     # p at fraction k/4 of the segment
            o = (p[0] - dv[0] * k // 4 * 1, p[1] - dv[1] * k // 4)
            segs.append([o[0], o[1], dv[0], dv[1]])
        if rng.random() < 0.4:
            segs[1][rng.randrange(2)] += rng.choice([-1, 1])
        add(segs[0], segs[1])
    # collinear pairs on a random line
    for _ in range(max(1, n // 6)):
        units = rng.choice([1, 100, 4000])
        base = (rnd_units(rng, units), rnd_units(rng, units))
        dv = (rng.randint(-1000, 1000) * rng.choice([1, 64, 4096]), rng.randint(-1000, 1000) * rng.choice([1, 64]))
        ks = [rng.randint(-6, 6) for _ in range(4)]
        a = [base[0] + ks[0] * dv[0], base[1] + ks[0] * dv[1], (ks[1] - ks[0]) * dv[0], (ks[1] - ks[0]) * dv[1]]
        b = [base[0] + ks[2] * dv[0], base[1] + ks[2] * dv[1], (ks[3] - ks[2]) * dv[0], (ks[3] - ks[2]) * dv[1]]
        if rng.random() < 0.2:
            b[rng.randrange(2)] += rng.choice([-1, 1])
        add(a, b)
    while len(out) < n:                                          # random, several scales
        units = rng.choice([1, 50, 1000, 8192])
        a = [rnd_units(rng, units) for _ in range(4)]
        b = [rnd_units(rng, units) for _ in range(4)]
        if seg_in_domain(a[0:2], a[2:4]) and seg_in_domain(b[0:2], b[2:4]):
            den = abs(cross(a[2:4], b[2:4]))
            ln = (dot(a[2:4], a[2:4]) * dot(b[2:4], b[2:4])) ** 0.5
            add(a, b, ADV if den < 1e-3 * ln else 0)
    return out


SEGSEG_COLS = [exact("meet"), scalar("ta", 0.5, 16), scalar("tb", 0.5, 16), scalar("px", 0.5, 16),
               scalar("py", 0.5, 16)]


@tvset("segment2_segment2_intersect", "poly2d", 8, SEGSEG_COLS)
def _ss(rng, n):
    return segseg_cases(rng, n)


@_ss.register_oracle
def _sso(inp):
    return segseg_oracle(inp)


# ---------------------------------------------------------------- point in polygon

def pip_oracle(inp):
    p = (inp[0], inp[1])
    count, verts = poly_of(inp, 2)
    if not poly_valid(count, verts) or not in_domain(*p):
        return [REJ]
    return [1 if point_in_poly(p, verts) else 0]


def pick_polys(rng, n):
    """valid polygons of every size, at several scales, some with collinear vertices"""
    polys = [SQ, TRI, BIG, with_collinear(rng, [(0, 0), (4 * ONE, 0), (4 * ONE, 4 * ONE), (0, 4 * ONE)])]
    while len(polys) < n:
        k = rng.randint(3, PMAX)
        v = rnd_convex(rng, rng.choice([1, 30, 1000, 8192]), k)
        if rng.random() < 0.2:
            v = with_collinear(rng, v)
        polys.append(v)
    return polys


def pip_cases(rng, n):
    out = []

    def add(p, count, verts, fl=ADV):
        row = list(p) + poly_row(count, verts)
        out.append((row, fl | (0 if poly_valid(count, verts) and in_domain(*p) else OOD)))

    for v in invalid_polys(rng):
        add((0, 0), len(v), v)
    add((0, 0), PMAX + 1, SQ)                                   # count beyond the maximum
    add((0, 0), -1, SQ)
    add((0, 0), I32_MIN, SQ)
    add((0, 0), 0, SQ)
    add((D + 1, 0), 4, SQ)                                      # the point out of the domain
    for _ in range(max(1, n // 20)):
        add((rnd_any(rng), rnd_any(rng)), rng.choice([3, 4, rnd_any(rng)]), [(rnd_any(rng), rnd_any(rng)) for _ in range(PMAX)])
    for p in [(0, 0), (ONE, ONE), (ONE // 2, 0), (ONE // 2, -1), (-1, 0), (ONE + 1, ONE), (ONE // 2, ONE // 2)]:
        add(p, 4, SQ)
    add((D, D), 4, BIG)
    add((-D, 0), 4, BIG)
    for v in pick_polys(rng, max(4, n // 3)):
        k = rng.randrange(len(v))
        a, b = v[k], v[(k + 1) % len(v)]
        kind = rng.randrange(4)
        if kind == 0:
            p = a                                               # on a vertex
        elif kind == 1:
            g = 2 if (a[0] + b[0]) % 2 == 0 and (a[1] + b[1]) % 2 == 0 else 1
            p = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2) if g == 2 else a   # on an edge
        elif kind == 2:
            p = (a[0] + rng.choice([-1, 1]), a[1] + rng.choice([-1, 0, 1]))  # 1 LSB off a vertex
        else:
            p = ((a[0] + b[0]) // 2 + rng.choice([-1, 0, 1]), (a[1] + b[1]) // 2 + rng.choice([-1, 0, 1]))
        add(p, len(v), v)
    while len(out) < n:                                         # random points near random polygons
        v = rnd_convex(rng, rng.choice([1, 30, 1000, 8192]), rng.randint(3, PMAX))
        xs, ys = [p[0] for p in v], [p[1] for p in v]
        span = max(max(xs) - min(xs), max(ys) - min(ys), 1)
        p = (max(-D, min(D, rng.randint(min(xs) - span // 4, max(xs) + span // 4))),
             max(-D, min(D, rng.randint(min(ys) - span // 4, max(ys) + span // 4))))
        near = min(abs(cross(sub(v[(i + 1) % len(v)], v[i]), sub(p, v[i]))) /
                   max(1, dot(sub(v[(i + 1) % len(v)], v[i]), sub(v[(i + 1) % len(v)], v[i]))) ** 0.5
                   for i in range(len(v)))
        add(p, len(v), v, ADV if near < span * 1e-4 + 4 else 0)
    return out


@tvset("poly2_contains_point", "poly2d", 3 + 2 * PMAX, [exact("hit")])
def _pip(rng, n):
    return pip_cases(rng, n)


@_pip.register_oracle
def _pipo(inp):
    return pip_oracle(inp)


# ---------------------------------------------------------------- segment vs polygon

CAST_MISS = [0] * 7


def cast_oracle(inp):
    o, dl = (inp[0], inp[1]), (inp[2], inp[3])
    m = inp[4]
    count, verts = poly_of(inp, 5)
    if not poly_valid(count, verts) or not seg_in_domain(o, dl):
        return [REJ] + [0] * 6
    if m < 0:
        return CAST_MISS
    m = min(q(m), F(1))
    n = len(verts)
    oq, dq = (q(o[0]), q(o[1])), (q(dl[0]), q(dl[1]))
    vq = [(q(p[0]), q(p[1])) for p in verts]
    E = [sub(vq[(i + 1) % n], vq[i]) for i in range(n)]
    gap = [cross(E[i], sub(oq, vq[i])) for i in range(n)]   # >= 0: inner side
    rate = [cross(E[i], dq) for i in range(n)]
    lo, hi = F(0), m                                        # interval of t inside every half-plane
    for g, r in zip(gap, rate):
        if r == 0:
            if g < 0:
                return CAST_MISS
        elif r > 0:
            lo = max(lo, -g / r)
        else:
            hi = min(hi, -g / r)
    if lo > hi:
        return CAST_MISS

    def unit(i):
        e = E[i]
        ln = sqrt_frac(dot(e, e), 80)
        return [e[1] / ln, -e[0] / ln]
    if min(gap) > 0:                                        # strictly inside: nearest edge
        dist = [gap[i] * gap[i] / dot(E[i], E[i]) for i in range(n)]
        k = min(range(n), key=lambda i: (dist[i], i))
        return [1, 0, oq[0], oq[1]] + unit(k) + [1]
    if lo == 0:                                             # on the boundary
        on = [i for i in range(n) if gap[i] == 0]
        if all(rate[i] > 0 for i in on):
            return [1, 0, oq[0], oq[1]] + unit(on[0]) + [0]
        return CAST_MISS
    p = (oq[0] + lo * dq[0], oq[1] + lo * dq[1])
    k = min(i for i in range(n) if rate[i] > 0 and cross(E[i], sub(p, vq[i])) == 0)
    return [1, lo, p[0], p[1]] + unit(k) + [0]


def cast_cases(rng, n):
    out = []

    def add(o, dl, m, count, verts, fl=ADV):
        row = list(o) + list(dl) + [m] + poly_row(count, verts)
        ok = poly_valid(count, verts) and seg_in_domain(o, dl)
        out.append((row, fl | (0 if ok else OOD)))

    O = ONE
    for v in invalid_polys(rng):
        add((-O, O // 2), (3 * O, 0), O, len(v), v)
    add((-O, O // 2), (3 * O, 0), O, PMAX + 1, SQ)
    add((-O, O // 2), (3 * O, 0), O, 2, SQ)
    add((-D, 0), (2 * D + 1, 0), O, 4, SQ)                  # the end out of the domain
    for _ in range(max(1, n // 20)):
        add([rnd_any(rng) for _ in range(2)], [rnd_any(rng) for _ in range(2)], rnd_any(rng),
            rng.choice([3, 4, rnd_any(rng)]), [(rnd_any(rng), rnd_any(rng)) for _ in range(PMAX)])
    S = SQ
    add((-O, O // 2), (3 * O, 0), O, 4, S, 0)               # through the middle, t = 1/3
    add((-O, O // 2), (3 * O, 0), O // 3, 4, S)             # max_t just short
    add((-O, O // 2), (3 * O, 0), O // 3 + 1, 4, S)
    add((-O, O // 2), (3 * O, 0), -1, 4, S)                 # max_t < 0
    add((-O, O // 2), (3 * O, 0), 5 * O, 4, S)              # max_t > 1
    add((-O, O // 2), (O, 0), O, 4, S)                      # reaching it at t = 1
    add((-O, O // 2), (O - 1, 0), O, 4, S)                  # 1 LSB short
    add((-O, 0), (3 * O, 0), O, 4, S)                       # along the bottom edge: grazing hit
    add((-O, -1), (3 * O, 0), O, 4, S)                      # 1 LSB below it
    add((-O, -O), (2 * O, 2 * O), O, 4, S)                  # into a vertex (diagonal)
    add((-O, O), (2 * O, -2 * O), O, 4, S)                  # touching vertex (0,0) only
    add((-O, O + 1), (2 * O, -2 * O), O, 4, S)              # missing it by 1 LSB
    add((O // 2, O // 2), (3 * O, 0), O, 4, S)              # from inside
    add((O // 2, O // 2), (0, 0), O, 4, S)                  # inside, zero delta
    add((O // 4, O // 2), (0, 0), O, 4, S)                  # inside, nearest the left edge
    add((O // 2, O // 4), (0, 0), O, 4, S)                  # nearest the bottom
    for o in [(0, O // 2), (O // 2, 0), (0, 0), (O, O), (O, O // 2)]:   # on an edge / a vertex
        for dl in [(O, 0), (-O, 0), (0, O), (0, -O), (O, O), (-O, -O), (O, -1), (0, 0)]:
            add(o, dl, rng.choice([O, 0]), 4, S)
    add((-D, -D), (2 * D, 2 * D), O, 4, BIG)                # along the domain's diagonal, from a vertex
    add((-D, 0), (2 * D, 0), O, 4, BIG)
    add((-D, -D), (2 * D, 0), O, 4, BIG)
    add((0, D), (0, -2 * D), O, 3, [(-D, -D), (D, -D), (0, D - 1)])
    for v in pick_polys(rng, max(4, n // 3)):               # aimed at vertices and edges, +-1 LSB
        k = rng.randrange(len(v))
        a, b = v[k], v[(k + 1) % len(v)]
        tgt = a if rng.random() < 0.4 else (((a[0] + b[0]) // 2, (a[1] + b[1]) // 2))
        xs = [p[0] for p in v]
        span = max(max(xs) - min(xs), 2)
        dl = (rnd(rng, -span, span), rnd(rng, -span, span))
        dl = (dl[0] - dl[0] % 2, dl[1] - dl[1] % 2)
        o = (tgt[0] - dl[0] // 2, tgt[1] - dl[1] // 2)      # the target at t = 1/2
        if rng.random() < 0.4:
            o = (o[0] + rng.choice([-1, 1]), o[1])
        if seg_in_domain(o, dl):
            add(o, dl, rng.choice([O, O, O // 2, O // 2 - 1]), len(v), v)
        else:
            add((0, 0), (1, 1), O, len(v), v)
    for v in pick_polys(rng, max(2, n // 10)):              # starting inside or on a vertex
        k = rng.randrange(len(v))
        c = (sum(p[0] for p in v) // len(v), sum(p[1] for p in v) // len(v))
        o = v[k] if rng.random() < 0.5 else c
        dl = (c[0] - v[k][0], c[1] - v[k][1]) if rng.random() < 0.5 else (rnd_units(rng, 1), rnd_units(rng, 1))
        if seg_in_domain(o, dl):
            add(o, dl, O, len(v), v)
    while len(out) < n:                                     # random, aimed, several scales
        units = rng.choice([1, 30, 1000, 8192])
        v = rnd_convex(rng, units, rng.randint(3, PMAX))
        w = [rng.random() for _ in v]
        tgt = (int(sum(w[i] * v[i][0] for i in range(len(v))) / sum(w)),
               int(sum(w[i] * v[i][1] for i in range(len(v))) / sum(w)))
        o = (max(-D, min(D, tgt[0] + rnd_units(rng, units))), max(-D, min(D, tgt[1] + rnd_units(rng, units))))
        s = rng.uniform(0.8, 2.5)
        dl = (int((tgt[0] - o[0]) * s), int((tgt[1] - o[1]) * s))
        if not seg_in_domain(o, dl):
            continue
        res = cast_oracle(list(o) + list(dl) + [ONE] + poly_row(len(v), v))
        fl = 0
        if res[0] == 1:                                     # ill-conditioned: grazing or near a vertex
            n_ = len(v)
            for i in range(n_):
                e = sub(v[(i + 1) % n_], v[i])
                le = dot(e, e) ** 0.5
                if abs(cross(e, dl)) < 2e-3 * le * dot(dl, dl) ** 0.5:
                    fl = ADV
                d_ = abs(cross(e, (o[0] + float(res[1]) * dl[0] - v[i][0], o[1] + float(res[1]) * dl[1] - v[i][1]))) / le
                if 0 < d_ < 1e-3 * le + 64:
                    fl = ADV
        add(o, dl, ONE, len(v), v, fl)
    return out


CAST_COLS = [exact("hit"), scalar("t", 0.5, 16), scalar("px", 0.5, 16), scalar("py", 0.5, 16),
             scalar("nx", 0.51), scalar("ny", 0.51), exact("inside")]


@tvset("segment2_poly2_raycast", "poly2d", 5 + 1 + 2 * PMAX, CAST_COLS)
def _cast(rng, n):
    return cast_cases(rng, n)


@_cast.register_oracle
def _casto(inp):
    return cast_oracle(inp)


# ---------------------------------------------------------------- polygon vs polygon

OVL_N_IN = 64          # count_a, count_b, then a's vertices and b's: at most 31 vertices


def ovl_polys(inp):
    ca, cb = inp[0], inp[1]
    ka = ca if 0 <= ca <= PMAX else 0
    kb = cb if 0 <= cb <= PMAX and ka + cb <= 31 else 0
    va = [(inp[2 + 2 * i], inp[3 + 2 * i]) for i in range(ka)]
    vb = [(inp[2 + 2 * ka + 2 * i], inp[3 + 2 * ka + 2 * i]) for i in range(kb)]
    return ca, va, cb, vb


def ovl_oracle(inp):
    ca, va, cb, vb = ovl_polys(inp)
    if not poly_valid(ca, va) or not poly_valid(cb, vb):
        return [REJ]
    if any(point_in_poly(p, vb) for p in va) or any(point_in_poly(p, va) for p in vb):
        return [1]
    na, nb = len(va), len(vb)
    return [1 if any(seg_meet(va[i], va[(i + 1) % na], vb[j], vb[(j + 1) % nb])
                     for i in range(na) for j in range(nb)) else 0]


def ovl_row(ca, va, cb, vb):
    row = [ca, cb]
    for p in va + vb:
        row += [p[0], p[1]]
    assert len(row) <= OVL_N_IN
    return row + [0] * (OVL_N_IN - len(row))


def shift(v, dx, dy):
    return [(p[0] + dx, p[1] + dy) for p in v]


def ovl_cases(rng, n):
    out = []

    def add(va, vb, fl=ADV, ca=None, cb=None):
        ca = len(va) if ca is None else ca
        cb = len(vb) if cb is None else cb
        ok = poly_valid(ca, va) and poly_valid(cb, vb)
        out.append((ovl_row(ca, va, cb, vb), fl | (0 if ok else OOD)))

    O = ONE
    for v in invalid_polys(rng):
        add(SQ, v)
        add(v, SQ)
    add(SQ, SQ, ADV, PMAX + 1, 4)
    add(SQ, SQ, ADV, 4, -5)
    for _ in range(max(1, n // 20)):
        add([(rnd_any(rng), rnd_any(rng)) for _ in range(4)], [(rnd_any(rng), rnd_any(rng)) for _ in range(4)])
    add(SQ, SQ, 0)                                          # identical
    add(SQ, shift(SQ, O, 0))                                # sharing an edge
    add(SQ, shift(SQ, O, O))                                # sharing a vertex
    add(SQ, shift(SQ, O + 1, O))                            # 1 LSB apart
    add(SQ, shift(SQ, O, O + 1))
    add(SQ, shift(TRI, O // 2, O // 2))                     # overlapping
    add(shift(TRI, -O, -O), SQ)                             # its hypotenuse through (0,0)
    add(shift(TRI, -O - 1, -O), SQ)                         # 1 LSB short of it
    add(BIG, SQ)                                            # one inside the other
    add(SQ, BIG)
    add([(0, 0), (2 * O, 0), (O, O)], [(O, O), (0, 2 * O), (O - 1, O)][::-1])  # vertex to vertex
    big = rnd_convex(rng, 8192, PMAX)
    add(big, rnd_convex(rng, 8192, 31 - len(big)))          # the largest counts a row holds
    for _ in range(max(2, n // 4)):                         # touching by construction: b shifted
        va = rnd_convex(rng, rng.choice([1, 100, 4000]), rng.randint(3, PMAX))
        vb = rnd_convex(rng, rng.choice([1, 100, 4000]), rng.randint(3, 31 - len(va)))
        # move b so that one of its vertices lands on a's vertex or edge midpoint (+-1 LSB)
        k, j = rng.randrange(len(va)), rng.randrange(len(vb))
        a0, a1 = va[k], va[(k + 1) % len(va)]
        tgt = a0 if rng.random() < 0.5 else ((a0[0] + a1[0]) // 2, (a0[1] + a1[1]) // 2)
        dx, dy = tgt[0] - vb[j][0], tgt[1] - vb[j][1]
        if rng.random() < 0.4:
            dx += rng.choice([-1, 1])
        vb2 = shift(vb, dx, dy)
        if in_domain(*[c for p in vb2 for c in p]):
            add(va, vb2)
    while len(out) < n:
        units = rng.choice([1, 30, 1000, 8192])
        va = rnd_convex(rng, units, rng.randint(3, PMAX))
        vb = rnd_convex(rng, units, rng.randint(3, 31 - len(va)))
        add(va, vb, ADV)   # closed-set contacts at random are rare, but any may be a near touch
    return out


@tvset("poly2_poly2_overlap", "poly2d", OVL_N_IN, [exact("hit")])
def _ovl(rng, n):
    return ovl_cases(rng, n)


@_ovl.register_oracle
def _ovlo(inp):
    return ovl_oracle(inp)
