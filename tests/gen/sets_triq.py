# SPDX-License-Identifier: MIT
"""Triangle queries: closest point, point in triangle (2D, and 3D by the prism over the
triangle), barycentric coordinates.

Oracle with exact Fractions, by methods other than the library's: the closest point is the
projection onto the plane when it lies in the triangle (least-squares barycentrics), else the
nearest of the three edges' closest points (compared by exact squared distance); a zero-area
triangle is the union of its three edges. Expected values never come from the library.
"""
from tvgen import *

FG_MAX = F((1 << 31) - 1, ONE)


def sub(a, b):
    return [x - y for x, y in zip(a, b)]


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def cross3(a, b):
    return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]


def cross2(a, b):
    return a[0] * b[1] - a[1] * b[0]


def sat(x):
    return max(-FG_MAX, min(FG_MAX, x))


def seg_closest(o, e, p):
    """the nearest point of the segment o + t e, t in [0, 1], to p (exact)"""
    ee = dot(e, e)
    if ee == 0:
        return list(o)
    t = min(F(1), max(F(0), dot(sub(p, o), e) / ee))
    return [o[i] + t * e[i] for i in range(len(o))]


def lsq_bary(a, b, c, p):
    """(u, v) with a + u (b - a) + v (c - a) the orthogonal projection of p onto the plane
    (the 2x2 normal equations); None for zero area"""
    e1, e2, w = sub(b, a), sub(c, a), sub(p, a)
    g11, g12, g22 = dot(e1, e1), dot(e1, e2), dot(e2, e2)
    det = g11 * g22 - g12 * g12
    if det == 0:
        return None
    r1, r2 = dot(e1, w), dot(e2, w)
    return (r1 * g22 - r2 * g12) / det, (g11 * r2 - g12 * r1) / det


def on_seg(o, e, p):
    q = seg_closest(o, e, p)
    return q == list(p)


def verts(inp, dim):
    return [[q(x) for x in inp[i:i + dim]] for i in range(0, 4 * dim, dim)]


# ---- closest point ----
def closest_oracle(inp):
    if not in_domain(*inp):
        return [REJ, 0, 0, 0]
    a, b, c, p = verts(inp, 3)
    uv = lsq_bary(a, b, c, p)
    if uv is not None and uv[0] >= 0 and uv[1] >= 0 and uv[0] + uv[1] <= 1:
        u, v = uv
        return [1] + [a[i] + u * (b[i] - a[i]) + v * (c[i] - a[i]) for i in range(3)]
    best = None
    for o, e in ((a, sub(b, a)), (b, sub(c, b)), (c, sub(a, c))):
        x = seg_closest(o, e, p)
        d = dot(sub(x, p), sub(x, p))
        if best is None or d < best[0]:
            best = (d, x)
    return [1] + best[1]


def lattice_tri(rng, lim, dim):
    while True:
        t = [rng.randint(-lim, lim) for _ in range(3 * dim)]
        a, b, c = t[0:dim], t[dim:2 * dim], t[2 * dim:]
        n = cross3(sub(b, a), sub(c, a)) if dim == 3 else [cross2(sub(b, a), sub(c, a))]
        if any(n):
            return t


def closest_cases(rng, n_cases):
    out = []

    def add(t, p, fl):
        if in_domain(*t, *p) or (fl & OOD):
            out.append((list(t) + list(p), fl))

    T = [0, 0, 0, ONE, 0, 0, 0, ONE, 0]
    for p in ([ONE // 4, ONE // 4, ONE], [-ONE, -ONE, 5], [2 * ONE, -1, 0], [-1, 2 * ONE, 3], [ONE, ONE, -ONE],
              [ONE // 2, -ONE, ONE], [-ONE, ONE // 2, 0], [0, 0, 0], [ONE, 0, 0], [ONE // 2, ONE // 2, 0],
              [ONE // 2 + 1, ONE // 2, 0], [-1, -1, 0], [0, -1, 7], [ONE + 1, -1, 0], [ONE + 1, 1, 0],
              [ONE // 3, ONE // 3, -ONE]):
        add(T, p, ADV)
    # on the Voronoi boundaries of small lattice triangles, then scaled by powers of two
    for _ in range(max(1, n_cases // 4)):
        t = lattice_tri(rng, 128, 3)
        a, b, c = t[0:3], t[3:6], t[6:9]
        n = cross3(sub(b, a), sub(c, a))
        vs = [a, b, c]
        k = rng.randrange(3)
        v0, v1 = vs[k], vs[(k + 1) % 3]
        e = sub(v1, v0)
        out_dir = cross3(e, n)                       # in the plane, perpendicular to the edge
        if dot(out_dir, sub(vs[(k + 2) % 3], v0)) > 0:
            out_dir = [-x for x in out_dir]
        kind = rng.randrange(5)
        base = v0 if kind < 2 else [v0[i] + e[i] // 2 for i in range(3)]
        if kind == 1:                                # vertex / edge boundary: along the edge normal
            pass
        al = rng.choice([0, 1, 2]) if kind != 4 else -rng.choice([0, 1])
        be = rng.choice([0, 1, -1, 3])
        scale_down = max(1, max(abs(x) for x in out_dir + n) // (1 << 20))
        od = [x // scale_down for x in out_dir]
        nd = [x // scale_down for x in n]
        p = [base[i] + al * od[i] + be * nd[i] for i in range(3)]
        if rng.random() < 0.3:
            p[rng.randrange(3)] += rng.choice([1, -1])
        sh = rng.choice([0, 2, 6, 12])
        add([x << sh for x in t], [x << sh for x in p], ADV)
    # degenerate triangles: collinear, a repeated vertex, a single point
    for _ in range(max(1, n_cases // 8)):
        units = rng.choice([2, 100, 4000])
        a = [rnd_units(rng, units) for _ in range(3)]
        b = [rnd_units(rng, units) for _ in range(3)]
        kind = rng.randrange(4)
        if kind == 0:
            t = a + b + [(a[i] + b[i]) // 2 for i in range(3)]
            t = t[0:3] + t[3:6] + t[6:9] if rng.random() < 0.5 else t[6:9] + t[0:3] + t[3:6]
            if cross3(sub(t[3:6], t[0:3]), sub(t[6:9], t[0:3])) != [0, 0, 0]:
                t = a + b + a
        elif kind == 1:
            t = a + b + b
        elif kind == 2:
            t = a + a + a
        else:
            t = b + a + [2 * a[i] - b[i] for i in range(3)]
        p = [rnd_units(rng, units) for _ in range(3)] if rng.random() < 0.7 else list(a)
        add(t, p, ADV)
    # the domain's edges
    add([-D, -D, -D, D, D, -D, D, -D, D], [D, D, D], ADV)
    add([-D, -D, -D, D, D, -D, D, -D, D], [-D, D, D], ADV)
    add([-D, -D, 0, D, -D, 0, -D, D, 0], [D, D, D], ADV)
    add([-D, -D, 0, D, -D, 0, -D, D, 0], [0, 0, -D], ADV)
    add([D, D, D, D, D, D - 1, D - 1, D, D], [-D, -D, -D], ADV)    # a 1-LSB triangle far away
    # out of the domain / any int32
    for _ in range(max(1, n_cases // 12)):
        t = [rnd_any(rng) if rng.random() < 0.3 else rnd(rng) for _ in range(12)]
        if in_domain(*t):
            t[rng.randrange(12)] = rng.choice([D + 1, -D - 1, I32_MIN, I32_MAX])
        out.append((t, ADV | OOD))
    # random at several scales, points near the triangle
    while len(out) < n_cases:
        units = rng.choice([2, 50, 1000, 8192])
        t = [rnd_units(rng, units) for _ in range(9)]
        p = [rnd_units(rng, units) for _ in range(3)]
        if rng.random() < 0.5:                   # about a point of the triangle: mostly the face
            w = [rng.random() for _ in range(3)]
            p = [int(sum(w[k] * t[3 * k + i] for k in range(3)) / sum(w)) + rnd_units(rng, units) // 4
                 for i in range(3)]
        add(t, p, 0)
    return out


@tvset("triangle_closest_point", "triq", 12,
       [exact("result"), scalar("x", 0.54), scalar("y", 0.54), scalar("z", 0.54)])
def _cp(rng, n):
    return closest_cases(rng, n)


@_cp.register_oracle
def _cpo(inp):
    return closest_oracle(inp)


# ---- point in triangle ----
def in_flat(a, b, c, p):
    return any(on_seg(o, sub(e, o), p) for o, e in ((a, b), (b, c), (c, a)))


def contains2_oracle(inp):
    if not in_domain(*inp):
        return [REJ]
    a, b, c, p = verts(inp, 2)
    area = cross2(sub(b, a), sub(c, a))
    if area == 0:
        return [1 if in_flat(a, b, c, p) else 0]
    u = cross2(sub(p, a), sub(c, a)) / area
    v = cross2(sub(b, a), sub(p, a)) / area
    return [1 if (u >= 0 and v >= 0 and u + v <= 1) else 0]


def contains3_oracle(inp):
    if not in_domain(*inp):
        return [REJ]
    a, b, c, p = verts(inp, 3)
    uv = lsq_bary(a, b, c, p)
    if uv is None:
        return [1 if in_flat(a, b, c, p) else 0]
    return [1 if (uv[0] >= 0 and uv[1] >= 0 and uv[0] + uv[1] <= 1) else 0]


def contains_cases(rng, n_cases, dim):
    out = []
    nin = 4 * dim

    def add(t, p, fl):
        if in_domain(*t, *p) or (fl & OOD):
            out.append((list(t) + list(p), fl))

    z = [0] * (dim - 2)
    T = [0, 0] + z + [ONE, 0] + z + [0, ONE] + z
    pts = [[ONE // 4, ONE // 4], [0, 0], [ONE, 0], [ONE // 2, ONE // 2], [ONE // 2 + 1, ONE // 2], [-1, 0],
           [ONE // 2, -1], [ONE, 1], [2 * ONE, 2 * ONE]]
    for p in pts:
        for zz in ([0], [ONE], [-5]) if dim == 3 else [[]]:
            add(T, p + zz, ADV)
            add(T[0:dim] + T[2 * dim:3 * dim] + T[dim:2 * dim], p + zz, ADV)    # other orientation
    # on an edge or a vertex of a lattice triangle (exact points), and 1 LSB off
    for _ in range(max(1, n_cases // 3)):
        t = lattice_tri(rng, 1000, dim)
        vs = [t[i:i + dim] for i in range(0, 3 * dim, dim)]
        k = rng.randrange(3)
        v0, v1 = vs[k], vs[(k + 1) % 3]
        j = rng.choice([0, 1, 2, 3, 4])
        p = [v0[i] * 4 + (v1[i] - v0[i]) * j for i in range(dim)]    # 4x scale: j/4 of the edge
        t4 = [x * 4 for x in t]
        if dim == 3 and rng.random() < 0.5:                          # lifted off the plane along n
            n = cross3(sub(t4[3:6], t4[0:3]), sub(t4[6:9], t4[0:3]))
            g = max(1, max(abs(x) for x in n) >> 12)
            p = [p[i] + rng.choice([1, -3]) * (n[i] // g) for i in range(3)] if all(x % g == 0 for x in n) else p
        if rng.random() < 0.4:
            p[rng.randrange(dim)] += rng.choice([1, -1])
        sh = rng.choice([0, 4, 10, 16])
        add([x << sh for x in t4], [x << sh for x in p], ADV)
    # degenerate: collinear, repeated, a point; p on it or 1 LSB off
    for _ in range(max(1, n_cases // 8)):
        units = rng.choice([2, 100, 4000])
        a = [rnd_units(rng, units) for _ in range(dim)]
        d = [rng.randint(-50, 50) for _ in range(dim)]
        m = rng.randint(1, 1000)
        kind = rng.randrange(4)
        b = [a[i] + m * d[i] for i in range(dim)]
        c = [a[i] + rng.randint(-m, 2 * m) * d[i] for i in range(dim)]
        t = [a + b + c, a + a + b, a + a + a, b + c + a][kind]
        s = rng.randint(-m, 2 * m)
        p = [a[i] + s * d[i] for i in range(dim)]
        if rng.random() < 0.4:
            p[rng.randrange(dim)] += rng.choice([1, -1])
        add(t, p, ADV)
    # the domain's edges
    add([-D, -D] + [-D] * (dim - 2) + [D, -D] + [D] * (dim - 2) + [-D, D] + [0] * (dim - 2), [D, D] + [D] * (dim - 2), ADV)
    add([-D, -D] + [-D] * (dim - 2) + [D, -D] + [D] * (dim - 2) + [-D, D] + [0] * (dim - 2), [0, 0] + [D] * (dim - 2), ADV)
    add([-D, -D] + [0] * (dim - 2) + [D, D] + [0] * (dim - 2) + [-D, D] + [0] * (dim - 2), [0, 0] + [0] * (dim - 2), ADV)
    add([-D, -D] + [0] * (dim - 2) + [D, D] + [0] * (dim - 2) + [-D, D] + [0] * (dim - 2), [1, 0] + [0] * (dim - 2), ADV)
    for _ in range(max(1, n_cases // 12)):
        t = [rnd_any(rng) if rng.random() < 0.3 else rnd(rng) for _ in range(nin)]
        if in_domain(*t):
            t[rng.randrange(nin)] = rng.choice([D + 1, -D - 1, I32_MIN, I32_MAX])
        out.append((t, ADV | OOD))
    while len(out) < n_cases:
        units = rng.choice([2, 50, 1000, 8192])
        t = [rnd_units(rng, units) for _ in range(3 * dim)]
        w = [rng.random() for _ in range(3)]
        p = [int(sum(w[k] * t[k * dim + i] for k in range(3)) / sum(w) * rng.uniform(0.8, 1.25)) for i in range(dim)]
        add(t, p, 0)
    return out


def contains_flags(cases, dim):
    """a random case within float's reach of an edge is adversarial for the float build"""
    res = []
    for inp, fl in cases:
        if not fl & OOD:
            a, b, c, p = verts(inp, dim)
            for v0, v1 in ((a, b), (b, c), (c, a)):
                e, w = sub(v1, v0), sub(p, v0)
                if dim == 2:
                    cr, nn = abs(cross2(e, w)), dot(e, e) * dot(w, w)
                else:
                    x = cross3(e, w)
                    cr, nn = dot(x, x), dot(e, e) * dot(w, w)
                if (cr * cr if dim == 2 else cr) <= nn * F(1, 1 << 30):
                    fl |= ADV
        res.append((inp, fl))
    return res


@tvset("triangle2_contains_point", "triq", 8, [exact("result")])
def _c2(rng, n):
    return contains_flags(contains_cases(rng, n, 2), 2)


@_c2.register_oracle
def _c2o(inp):
    return contains2_oracle(inp)


@tvset("triangle_contains_point", "triq", 12, [exact("result")])
def _c3(rng, n):
    return contains_flags(contains_cases(rng, n, 3), 3)


@_c3.register_oracle
def _c3o(inp):
    return contains3_oracle(inp)


# ---- barycentric ----
def bary_oracle(inp, dim):
    if not in_domain(*inp):
        return [REJ, 0, 0, 0]
    a, b, c, p = verts(inp, dim)
    uv = lsq_bary(a, b, c, p)
    if uv is None:
        return [0, 0, 0, 0]
    u, v = uv
    return [1, sat(u), sat(v), sat(1 - u - v)]


def bary_cases(rng, n_cases, dim):
    out = [(inp, fl) for inp, fl in contains_cases(rng, n_cases, dim)]
    res = []
    for inp, fl in out:
        if not fl & OOD:
            a, b, c, p = verts(inp, dim)
            uv = lsq_bary(a, b, c, p)
            # thin triangles amplify float's rounding: adversarial for the float build
            if uv is not None and max(abs(uv[0]), abs(uv[1])) > 4:
                fl |= ADV
        res.append((inp, fl))
    return res


BARY_COLS = [exact("result"), scalar("u", 0.5), scalar("v", 0.5), scalar("w", 0.5)]


@tvset("triangle2_barycentric", "triq", 8, BARY_COLS)
def _b2(rng, n):
    return bary_cases(rng, n, 2)


@_b2.register_oracle
def _b2o(inp):
    return bary_oracle(inp, 2)


@tvset("triangle_barycentric", "triq", 12, BARY_COLS)
def _b3(rng, n):
    return bary_cases(rng, n, 3)


@_b3.register_oracle
def _b3o(inp):
    return bary_oracle(inp, 3)


# ---- triangle vs plane ----
def plane_gaps(inp):
    a, b, c = [[q(x) for x in inp[i:i + 3]] for i in (0, 3, 6)]
    n, d = [q(x) for x in inp[9:12]], q(inp[12])
    return [a, b, c], [dot(n, v) - d for v in (a, b, c)]


def classify_oracle(inp):
    if not in_domain(*inp):
        return [SIDE_REJ]
    _, g = plane_gaps(inp)
    if all(x > 0 for x in g):
        return [1]
    if all(x < 0 for x in g):
        return [-1]
    return [0]


def intersect_oracle(inp):
    if not in_domain(*inp):
        return [REJ] + [0] * 6
    v, g = plane_gaps(inp)
    sg = [(x > 0) - (x < 0) for x in g]
    if sg[0] == sg[1] == sg[2]:
        return [0] + [0] * 6
    pts = []
    for k in range(3):                        # the documented walk a->b, b->c, c->a
        j = (k + 1) % 3
        if sg[k] == 0:
            pts.append(v[k])
        elif sg[j] == -sg[k]:
            f = g[k] / (g[k] - g[j])
            pts.append([v[k][i] + (v[j][i] - v[k][i]) * f for i in range(3)])
    pts = pts[:2]
    if len(pts) == 1:
        pts.append(pts[0])
    return [1] + pts[0] + pts[1]


def plane_cases(rng, n_cases):
    out = []

    def add(t, pl, fl):
        if in_domain(*t, *pl) or (fl & OOD):
            out.append((list(t) + list(pl), fl))

    T = [0, 0, 0, ONE, 0, 0, 0, ONE, 0]
    for pl in ([0, 0, ONE, 0], [0, 0, ONE, 1], [0, 0, ONE, -1], [0, 0, -ONE, 0], [ONE, 0, 0, 0], [ONE, 0, 0, ONE],
               [ONE, 0, 0, ONE + 1], [ONE, 0, 0, ONE // 2], [ONE, ONE, 0, ONE], [ONE, ONE, 0, ONE // 2],
               [ONE, -ONE, 0, 0], [0, ONE, ONE, 0], [0, 0, 0, 0], [0, 0, 0, ONE], [0, 0, 0, -1], [1, 0, 0, 0],
               [1, 1, 0, 1], [-ONE, 0, 0, 1]):
        add(T, pl, ADV)
    # planes through a vertex, through an edge, through a lattice point of the triangle
    for _ in range(max(1, n_cases // 3)):
        t = lattice_tri(rng, 1 << 12, 3)
        vs = [t[0:3], t[3:6], t[6:9]]
        n = [rng.randint(-64, 64) for _ in range(3)]
        kind = rng.randrange(4)
        if kind == 0:                                     # through vertex k
            x = vs[rng.randrange(3)]
        elif kind == 1:                                   # containing edge k (n perpendicular to it)
            k = rng.randrange(3)
            e = sub(vs[(k + 1) % 3], vs[k])
            w = [rng.randint(-64, 64) for _ in range(3)]
            n = cross3(e, w)
            g = max(1, max(abs(y) for y in n) >> 15)
            n = [y // g for y in n] if all(y % g == 0 for y in n) else n
            x = vs[k]
        elif kind == 2:                                   # through an edge's midpoint
            k = rng.randrange(3)
            x = [(vs[k][i] + vs[(k + 1) % 3][i]) // 2 for i in range(3)]
        else:
            x = [rng.randint(-1 << 12, 1 << 12) for _ in range(3)]
        dd = dot(n, x)                                    # raw: n.x raw = d raw * 2^16
        sh = rng.choice([4, 10, 16])
        tt = [y << sh for y in t]
        nn = n
        # d raw = (n . x << sh) / 2^16 must be an integer: scale n up instead when it is not
        if (dd << sh) % ONE:
            nn = [y * ONE for y in n]
            dr = dd << sh
        else:
            dr = (dd << sh) // ONE
        if rng.random() < 0.3:
            dr += rng.choice([1, -1])
        add(tt, nn + [dr], ADV)
    # degenerate triangles
    for _ in range(max(1, n_cases // 10)):
        a = [rnd_units(rng, 100) for _ in range(3)]
        b = [rnd_units(rng, 100) for _ in range(3)]
        t = rng.choice([a + a + a, a + b + a, a + b + [2 * b[i] - a[i] for i in range(3)]])
        n = [rng.randint(-ONE, ONE) for _ in range(3)]
        add(t, n + [rnd_units(rng, 100)], ADV)
    # the domain's edges
    add([-D, -D, -D, D, D, D, D, -D, 0], [D, D, D, 0], ADV)
    add([-D, -D, -D, D, D, D, D, -D, 0], [D, D, D, D], ADV)
    add([-D, -D, -D, D, D, D, D, -D, 0], [-D, 0, 0, -D], ADV)
    add([D, D, D, D, D, D, D, D, D], [D, D, D, D], ADV)
    for _ in range(max(1, n_cases // 12)):
        t = [rnd_any(rng) if rng.random() < 0.3 else rnd(rng) for _ in range(13)]
        if in_domain(*t):
            t[rng.randrange(13)] = rng.choice([D + 1, -D - 1, I32_MIN, I32_MAX])
        out.append((t, ADV | OOD))
    while len(out) < n_cases:
        units = rng.choice([2, 50, 1000, 8192])
        t = [rnd_units(rng, units) for _ in range(9)]
        n = [rnd_units(rng, rng.choice([1, 100, 8192])) for _ in range(3)]
        # d near n.(a point of the triangle): mostly crossing
        w = [rng.random() for _ in range(3)]
        x = [sum(w[k] * t[3 * k + i] for k in range(3)) / sum(w) for i in range(3)]
        dr = int(sum(n[i] * x[i] for i in range(3)) / ONE * rng.uniform(0.5, 1.5))
        if not -D <= dr <= D:
            continue
        add(t, n + [dr], 0)
    return out


def plane_flags(cases):
    """a vertex within float's reach of the plane is adversarial for the float build"""
    res = []
    for inp, fl in cases:
        if not fl & OOD:
            n = [q(x) for x in inp[9:12]]
            _, g = plane_gaps(inp)
            m = max(abs(q(x)) for x in inp) + 1
            if any(abs(x) <= F(1, 1 << 20) * m * m for x in g):
                fl |= ADV
        res.append((inp, fl))
    return res


@tvset("triangle_plane_classify", "triq", 13, [exact("side")])
def _pc(rng, n):
    return plane_flags(plane_cases(rng, n))


@_pc.register_oracle
def _pco(inp):
    return classify_oracle(inp)


@tvset("triangle_plane_intersect", "triq", 13,
       [exact("result")] + [scalar(x, 0.5) for x in ("x0", "y0", "z0", "x1", "y1", "z1")])
def _pi(rng, n):
    return plane_flags(plane_cases(rng, n))


@_pi.register_oracle
def _pio(inp):
    return intersect_oracle(inp)


# ---- sphere vs triangle ----
def sphere_tri_oracle(inp):
    if not in_domain(*inp):
        return [REJ, 0, 0, 0]
    t, ctr, r = inp[0:9], inp[9:12], q(inp[12])
    if r < 0:
        return [0, 0, 0, 0]
    cp = closest_oracle(t + ctr)[1:]
    c = [q(x) for x in ctr]
    d2 = dot(sub(cp, c), sub(cp, c))
    return [1] + cp if d2 <= r * r else [0, 0, 0, 0]


def sphere_tri_cases(rng, n_cases):
    out = []

    def add(t, s, fl):
        if in_domain(*t, *s) or (fl & OOD):
            out.append((list(t) + list(s), fl))

    T = [0, 0, 0, 4 * ONE, 0, 0, 0, 4 * ONE, 0]
    for s in ([ONE, ONE, ONE, ONE], [ONE, ONE, ONE, ONE - 1], [ONE, ONE, -ONE, ONE], [ONE, ONE, ONE + 1, ONE],
              [-3 * ONE, -4 * ONE, 0, 5 * ONE], [-3 * ONE, -4 * ONE, 0, 5 * ONE - 1],    # vertex, 3-4-5
              [-3 * ONE, 0, 4 * ONE, 5 * ONE], [2 * ONE, -3 * ONE, 4 * ONE, 5 * ONE],    # edge ab
              [2 * ONE, -3 * ONE, 4 * ONE, 5 * ONE - 1], [3 * ONE, 3 * ONE, 0, 0],
              [2 * ONE, 2 * ONE, 0, 0], [2 * ONE, 2 * ONE + 1, 0, 0], [ONE, ONE, 0, -1], [ONE, ONE, 0, 0],
              [ONE, ONE, 5, 5], [ONE, ONE, 5, 4]):
        add(T, s, ADV)
    # touching by construction: centre = a point of the triangle + r along a direction whose
    # length is exact (Pythagorean), then 1 LSB nearer or farther
    trip = [(3, 4, 0, 5), (0, 3, 4, 5), (2, 3, 6, 7), (1, 4, 8, 9), (0, 0, 1, 1), (2, 6, 9, 11)]
    for _ in range(max(1, n_cases // 3)):
        units = rng.choice([2, 100, 3000])
        sc = rng.choice([1, 16, 1024])
        a = [rnd_units(rng, units) // 4 * 4 for _ in range(3)]
        if rng.random() < 0.5:                                   # face: the plane z = a.z
            t = a + [a[0] + 4 * sc * 8, a[1], a[2]] + [a[0], a[1] + 4 * sc * 8, a[2]]
            x, y = rng.randint(1, 6), rng.randint(1, 6)
            tgt = [a[0] + 4 * sc * x, a[1] + 4 * sc * y, a[2]]
            r = rng.randint(1, 64) * sc
            c = [tgt[0], tgt[1], tgt[2] + rng.choice([1, -1]) * r]
        else:                                                    # a vertex, or an edge's point
            t = a + [rnd_units(rng, units) for _ in range(3)] + [rnd_units(rng, units) for _ in range(3)]
            vx = rng.randrange(3)
            tgt = t[3 * vx:3 * vx + 3]
            u = rng.choice(trip)
            k = rng.randint(1, 50) * sc
            dv = [rng.choice([1, -1]) * u[i] * k for i in range(3)]
            c = [tgt[i] + dv[i] for i in range(3)]
            r = u[3] * k
        r += rng.choice([0, 0, 1, -1])
        add(t, c + [r], ADV)
    # a small triangle far below the centre (face region, |n| irrational): the radius at the
    # distance rounded down or up, so r sqrt(n.n) is within r/2 of |n.(c - a)| (the exact
    # residual decides)
    for _ in range(max(1, n_cases // 8)):
        while True:
            t = [3 * rng.randint(-40, 40) for _ in range(9)]
            n = cross3(sub(t[3:6], t[0:3]), sub(t[6:9], t[0:3]))
            if any(n):
                break
        g = [(t[i] + t[3 + i] + t[6 + i]) // 3 for i in range(3)]   # the centroid, a lattice point
        k = rng.randint(1, max(1, (D // 2) // max(abs(x) for x in n)))
        c = [g[i] + k * n[i] for i in range(3)]
        dist = math.isqrt(k * k * dot(n, n))
        r = dist + rng.choice([0, 1, -1, 2])
        add(t, c + [r], ADV)
    # degenerate triangles
    for _ in range(max(1, n_cases // 10)):
        a = [rnd_units(rng, 100) for _ in range(3)]
        b = [rnd_units(rng, 100) for _ in range(3)]
        t = rng.choice([a + a + a, a + b + a, a + b + [2 * b[i] - a[i] for i in range(3)]])
        add(t, [rnd_units(rng, 100) for _ in range(3)] + [rnd_units(rng, 100)], ADV)
    add([-D, -D, -D, D, D, -D, D, -D, D], [D, D, D, D], ADV)
    add([-D, -D, 0, D, -D, 0, -D, D, 0], [0, 0, D, D], ADV)
    add([-D, -D, 0, D, -D, 0, -D, D, 0], [0, 0, D, D - 1], ADV)
    add([-D, -D, 0, D, -D, 0, -D, D, 0], [D, D, D, D], ADV)
    for _ in range(max(1, n_cases // 12)):
        t = [rnd_any(rng) if rng.random() < 0.3 else rnd(rng) for _ in range(13)]
        if in_domain(*t):
            t[rng.randrange(13)] = rng.choice([D + 1, -D - 1, I32_MIN, I32_MAX])
        out.append((t, ADV | OOD))
    while len(out) < n_cases:
        units = rng.choice([2, 50, 1000, 8192])
        t = [rnd_units(rng, units) for _ in range(9)]
        c = [rnd_units(rng, units) for _ in range(3)]
        cp = closest_oracle(t + c)
        if cp[0] != 1:
            continue
        dist = float(dot(sub(cp[1:], [q(x) for x in c]), sub(cp[1:], [q(x) for x in c]))) ** 0.5
        r = int(dist * ONE * rng.uniform(0.7, 1.3))
        if not -D <= r <= D:
            continue
        fl = ADV if abs(r - dist * ONE) < 1 + (max(abs(x) for x in t + c) >> 16) else 0
        add(t, c + [r], fl)
    return out


@tvset("sphere_triangle_overlap", "triq", 13,
       [exact("result"), scalar("x", 0.54), scalar("y", 0.54), scalar("z", 0.54)])
def _st(rng, n):
    return sphere_tri_cases(rng, n)


@_st.register_oracle
def _sto(inp):
    return sphere_tri_oracle(inp)
