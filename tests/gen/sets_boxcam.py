# SPDX-License-Identifier: MIT
"""Boxes and cameras, meshes (issue 14): box contains / union / intersection (2D, 3D),
frustum vs box and vs sphere, triangle vs box, segment vs an array of triangles.

Oracles from the definitions with exact integers and Fractions, sharing no code with lib/:
containment and intersection per axis; the frustum from all eight box corners (not the
library's nearest-corner pick), the sphere by its signed distance against r squared with
signs; triangle vs box by clipping the triangle against the six half-spaces of the box
(Sutherland-Hodgman in Fractions: overlap when anything is left), not by separating axes;
the mesh from the triangle raycast oracle of sets_tri.py applied to each triangle, keeping
the least t rounded to Q16.16 (ties to the lowest index). Constructed touching and 1-LSB
cases are flagged adversarial (the float build may round them either way).
"""
from tvgen import *

FRONT_ONLY, BOTH_SIDES = 0, 1


def tri_oracle(inp):
    # imported on use, so that loading this file does not reorder the registry
    import sets_tri
    return sets_tri.tri_oracle(inp)


# ---------------------------------------------------------------- box contains / union / intersection

def rand_box(rng, dim, units):
    lo, hi = [], []
    for _ in range(dim):
        a, b = ordered(rng, rnd_units(rng, units), rnd_units(rng, units))
        lo.append(a)
        hi.append(b)
    return lo + hi


def box_bad(box, dim):
    return (not in_domain(*box)) or any(box[i] > box[dim + i] for i in range(dim))


def boxop_cases(rng, n, dim):
    out = []
    unit = [0] * dim + [ONE] * dim
    out.append((unit + unit, ADV))                                   # equal
    out.append(([-ONE] * dim + [2 * ONE] * dim + unit, 0))           # nested
    out.append((unit + [-ONE] * dim + [2 * ONE] * dim, 0))           # nested, other way
    out.append(([-D] * dim + [D] * dim + unit, ADV))                 # the whole domain
    out.append(([-D] * dim + [D] * dim, ADV) if False else ([-D] * dim + [D] * dim + [-D] * dim + [D] * dim, ADV))
    for ax in range(dim):                                            # apart on one axis
        b = list(unit)
        b[ax] += 2 * ONE
        b[dim + ax] += 2 * ONE
        out.append((unit + b, 0))
    # b inside a except one face 1 LSB out or exactly on it; touching, 1-LSB gap or overlap
    for _ in range(max(1, n // 4)):
        units = rng.choice([2, 100, 1000, 8192])
        a = rand_box(rng, dim, units)
        b = [rng.randint(a[i], a[dim + i]) for i in range(dim)]
        b = b + [rng.randint(b[i], a[dim + i]) for i in range(dim)]
        ax = rng.randrange(dim)
        kind = rng.randrange(4)
        if kind == 0:
            b[ax] = a[ax] + rng.choice([0, -1])                      # min face on a's, or 1 LSB out
        elif kind == 1:
            b[dim + ax] = a[dim + ax] + rng.choice([0, 1])
        else:
            w = max(0, b[dim + ax] - b[ax])
            gap = rng.choice([0, 0, 1, -1])
            if kind == 2:
                b[ax] = a[dim + ax] + gap
            else:
                b[ax] = a[ax] - w - gap
            b[dim + ax] = b[ax] + w
        if not in_domain(*b):
            continue
        out.append((a + b, ADV) if rng.random() < 0.5 else (b + a, ADV))
    # flat boxes (zero thickness), and touching corners
    for _ in range(max(1, n // 10)):
        a = rand_box(rng, dim, 100)
        b = rand_box(rng, dim, 100)
        for ax in rng.sample(range(dim), rng.randint(1, dim)):
            b[dim + ax] = b[ax]
        out.append((a + b, ADV))
        c = [a[dim + i] for i in range(dim)]
        out.append((a + c + [x + rng.randint(0, 5 * ONE) for x in c], ADV))
    # rejected: inverted (by 1 LSB too), out of the domain by 1 LSB, any int32
    for _ in range(max(1, n // 20)):
        a = rand_box(rng, dim, 100)
        b = rand_box(rng, dim, 100)
        ax = rng.randrange(dim)
        b[ax], b[dim + ax] = b[dim + ax] + 1, b[ax]
        out.append((a + b, ADV | OOD) if rng.random() < 0.5 else (b + a, ADV | OOD))
        c = list(a)
        c[rng.randrange(2 * dim)] = rng.choice([D + 1, -D - 1])
        out.append((c + b[:0] + a, ADV | OOD))
        out.append(([rnd_any(rng) for _ in range(4 * dim)], ADV | OOD))
    while len(out) < n:
        units = rng.choice([1, 50, 1000, 8192])
        a = rand_box(rng, dim, units)
        if rng.random() < 0.4:                                       # b mostly inside a
            b = [rng.randint(a[i], a[dim + i]) for i in range(dim)]
            b = b + [min(a[dim + i] + rng.choice([0, 0, 0, 100]), rng.randint(b[i], a[dim + i])) for i in range(dim)]
        else:
            b = rand_box(rng, dim, units)
        out.append((a + b, 0))
    return out


def contains_oracle(inp, dim):
    a, b = inp[:2 * dim], inp[2 * dim:]
    if box_bad(a, dim) or box_bad(b, dim):
        return [REJ]
    return [1 if all(a[i] <= b[i] and b[dim + i] <= a[dim + i] for i in range(dim)) else 0]


def union_oracle(inp, dim):
    a, b = inp[:2 * dim], inp[2 * dim:]
    if box_bad(a, dim) or box_bad(b, dim):
        return [REJ] + [0] * (2 * dim)
    # every point of a and b lies in [lo, hi], and lo, hi are attained: per axis extremes
    pts = [x for x in (a[:dim], a[dim:], b[:dim], b[dim:])]
    lo = [min(p[i] for p in pts) for i in range(dim)]
    hi = [max(p[i] for p in pts) for i in range(dim)]
    return [1] + [q(x) for x in lo + hi]


def inter_oracle(inp, dim):
    a, b = inp[:2 * dim], inp[2 * dim:]
    if box_bad(a, dim) or box_bad(b, dim):
        return [REJ] + [0] * (2 * dim)
    lo, hi = [], []
    for i in range(dim):
        # the closed intervals' common part, by cases
        l, h = (b[i], a[dim + i]) if a[i] <= b[i] else (a[i], b[dim + i])
        h = min(a[dim + i], b[dim + i])
        if l > h:
            return [0] * (1 + 2 * dim)
        lo.append(l)
        hi.append(h)
    return [1] + [q(x) for x in lo + hi]


def corner_cols(dim):
    axes = "xyz"[:dim]
    return [scalar("min" + a, 0) for a in axes] + [scalar("max" + a, 0) for a in axes]


def _reg_boxops(dim):
    @tvset("aabb%d_aabb%d_contains" % (dim, dim), "boxcam_a", 4 * dim, [exact("r")])
    def _c(rng, n):
        return boxop_cases(rng, n, dim)

    @_c.register_oracle
    def _co(inp):
        return contains_oracle(inp, dim)

    @tvset("aabb%d_aabb%d_union" % (dim, dim), "boxcam_a", 4 * dim, [exact("r")] + corner_cols(dim))
    def _u(rng, n):
        return boxop_cases(rng, n, dim)

    @_u.register_oracle
    def _uo(inp):
        return union_oracle(inp, dim)

    @tvset("aabb%d_aabb%d_intersection" % (dim, dim), "boxcam_a", 4 * dim, [exact("r")] + corner_cols(dim))
    def _i(rng, n):
        return boxop_cases(rng, n, dim)

    @_i.register_oracle
    def _io(inp):
        return inter_oracle(inp, dim)


_reg_boxops(2)
_reg_boxops(3)


# ---------------------------------------------------------------- frustum

CULL_REJ, CULL_OUT, CULL_X, CULL_IN = -1, 0, 1, 2


def dot3(a, b):
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def frustum_box_oracle(inp):
    """inputs: 6 planes (n[3], d), box min[3], max[3] (raw)"""
    planes = [inp[4 * i:4 * i + 4] for i in range(6)]
    lo, hi = inp[24:27], inp[27:30]
    if not in_domain(*inp) or any(lo[i] > hi[i] for i in range(3)):
        return [CULL_REJ]
    corners = [[(hi if (k >> i) & 1 else lo)[i] for i in range(3)] for k in range(8)]
    inside = True
    for p in planes:
        vals = [dot3(p[0:3], c) - p[3] * ONE for c in corners]   # raw^2 units
        if max(vals) < 0:
            return [CULL_OUT]
        if min(vals) < 0:
            inside = False
    return [CULL_IN if inside else CULL_X]


def frustum_sphere_oracle(inp):
    """inputs: 6 planes (n[3], d), centre[3], radius (raw)"""
    planes = [inp[4 * i:4 * i + 4] for i in range(6)]
    c, r = inp[24:27], inp[27]
    if not in_domain(*inp) or r < 0:
        return [CULL_REJ]
    inside = True
    for p in planes:
        e = F(dot3(p[0:3], c) - p[3] * ONE)         # signed distance times |n|
        rn2 = F(r) ** 2 * dot3(p[0:3], p[0:3])      # (r |n|)^2
        if e < 0 and e * e > rn2:
            return [CULL_OUT]                       # distance < -r
        if not (e >= 0 and e * e >= rn2):
            inside = False                          # not distance >= r
    return [CULL_IN if inside else CULL_X]


def box_frustum(rng, units):
    """An axis-aligned box as six inward planes, with random positive normal scales, then
    optionally tilted planes: a camera-like frustum (x, y walls leaning inward with z)."""
    lo = [rnd_units(rng, units // 2) for _ in range(3)]
    hi = [x + rng.randint(ONE, units * ONE) for x in lo]
    hi = [min(h, D) for h in hi]
    pl = []
    for ax in range(3):
        k = rng.choice([1, 1, 2, 3])                   # n = k * unit axis (raw k * ONE)
        n = [0, 0, 0]
        n[ax] = k * ONE
        pl.append(n + [k * lo[ax]])                    # dot(n, p) >= k lo  (raw: k ONE p >= k lo ONE)
        n = [0, 0, 0]
        n[ax] = -k * ONE
        pl.append(n + [-k * hi[ax]])
    return pl, lo, hi


def camera_frustum(rng):
    """A symmetric perspective frustum looking down +z from the origin: near, far, and four
    walls with small integer normals (x <= s z and so on)."""
    near = rng.randint(1, 4) * ONE
    far = rng.choice([100, 1000, 8000]) * ONE
    s = rng.choice([1, 2])
    return [[0, 0, ONE, near], [0, 0, -ONE, -far],
            [ONE, 0, s * ONE, 0], [-ONE, 0, s * ONE, 0],
            [0, ONE, s * ONE, 0], [0, -ONE, s * ONE, 0]]


def flat(pl):
    return [x for p in pl for x in p]


def frustum_cases(rng, n, sphere):
    out = []

    def add(pl, shape, fl):
        out.append((flat(pl) + shape, fl))

    def rand_shape(units, around=None):
        c = around or [0, 0, 0]
        if sphere:
            return [max(-D, min(D, c[i] + rnd_units(rng, units))) for i in range(3)] + \
                   [rng.randint(0, min(D, units * ONE))]
        lo = [max(-D, min(D, c[i] + rnd_units(rng, units))) for i in range(3)]
        return lo + [min(D, x + rng.randint(0, units * ONE)) for x in lo]

    # a box-shaped frustum: shapes inside, touching its faces from outside, 1 LSB off
    for _ in range(max(1, n // 3)):
        units = rng.choice([4, 100, 4000])
        pl, lo, hi = box_frustum(rng, units)
        ax = rng.randrange(3)
        kind = rng.randrange(5)
        if sphere:
            c = [rng.randint(lo[i], hi[i]) for i in range(3)]
            r = rng.randint(0, units * ONE // 4)
            if kind == 0:
                c[ax] = hi[ax] + r + rng.choice([0, 1, -1])    # touching the +ax wall from outside
            elif kind == 1:
                c[ax] = lo[ax] + r + rng.choice([0, 1, -1])    # touching it from inside
            elif kind == 2:
                r = 0                                           # a point on the wall
                c[ax] = rng.choice([lo[ax], hi[ax]]) + rng.choice([0, 1, -1])
            shape = c + [r]
        else:
            b = [rng.randint(lo[i], hi[i]) for i in range(3)]
            b = b + [rng.randint(b[i], hi[i]) for i in range(3)]
            w = b[3 + ax] - b[ax]
            if kind == 0:
                b[ax] = hi[ax] + rng.choice([0, 1, -1])         # outside, touching the wall
                b[3 + ax] = b[ax] + w
            elif kind == 1:
                b[3 + ax] = lo[ax] + rng.choice([0, 1, -1])
                b[ax] = b[3 + ax] - w
            elif kind == 2:
                b[ax] = lo[ax] + rng.choice([0, 1, -1])         # inside, on the wall
            shape = b
        if in_domain(*shape):
            add(pl, shape, ADV if kind < 3 else 0)
    # a camera frustum and shapes around its walls
    for _ in range(max(1, n // 3)):
        pl = camera_frustum(rng)
        z = rng.randint(pl[0][3], -pl[1][3])
        units = rng.choice([1, 10, 200])
        add(pl, rand_shape(units, [rnd_units(rng, 2 * (z // ONE) + 1), rnd_units(rng, 2 * (z // ONE) + 1), z]), 0)
    # degenerate: zero normals (d <= 0: all inside, d > 0: all outside), flat boxes
    for _ in range(max(1, n // 20)):
        pl = camera_frustum(rng)
        pl[rng.randrange(6)] = [0, 0, 0, rng.choice([0, 1, -1, ONE, -ONE])]
        add(pl, rand_shape(5, [0, 0, 10 * ONE]), ADV)
    # rejected: out of the domain by 1 LSB, inverted box or negative radius, any int32
    for _ in range(max(1, n // 12)):
        pl = camera_frustum(rng)
        shape = rand_shape(5, [0, 0, 10 * ONE])
        if sphere:
            shape[3] = -rng.randint(1, ONE)
        else:
            ax = rng.randrange(3)
            shape[ax], shape[3 + ax] = shape[3 + ax] + 1, shape[ax]
        add(pl, shape, ADV | OOD)
        v = flat(pl) + rand_shape(5, [0, 0, 10 * ONE])
        v[rng.randrange(len(v))] = rng.choice([D + 1, -D - 1, I32_MIN, I32_MAX])
        out.append((v, ADV | OOD))
        out.append(([rnd_any(rng) for _ in range(28 if sphere else 30)], ADV | OOD))
    # random planes anywhere in the domain, several scales
    while len(out) < n:
        units = rng.choice([2, 100, 8192])
        pl = [[rnd_units(rng, units) for _ in range(4)] for _ in range(6)]
        add(pl, rand_shape(units), 0)
    return out


def frustum_margin_ok(inp, sphere):
    """The float build's decisions need a margin: flag cases whose per-plane decisions are
    within 2^-14 of the magnitudes involved (set below as adversarial)."""
    planes = [inp[4 * i:4 * i + 4] for i in range(6)]
    for p in planes:
        nn = dot3(p[0:3], p[0:3])
        if sphere:
            c, r = inp[24:27], inp[27]
            e = dot3(p[0:3], c) - p[3] * ONE
            sc = sum(abs(p[i] * c[i]) for i in range(3)) + abs(p[3]) * ONE + r * sum(abs(x) for x in p[0:3]) + 1
            vals, scs = [e * e - r * r * nn, e], [sc * sc, sc]
        else:
            lo, hi = inp[24:27], inp[27:30]
            corners = [[(hi if (k >> i) & 1 else lo)[i] for i in range(3)] for k in range(8)]
            vals = [dot3(p[0:3], c) - p[3] * ONE for c in corners]
            scs = [sum(abs(p[i] * c[i]) for i in range(3)) + abs(p[3]) * ONE + 1 for c in corners]
        for v, sc in zip(vals, scs):
            if v != 0 and abs(v) * (1 << 14) < sc:
                return False
    return True


def _reg_frustum(name, sphere, n_in, oracle):
    @tvset(name, "boxcam_b", n_in, [exact("cull")])
    def _c(rng, n):
        cs = frustum_cases(rng, n, sphere)
        return [(i, f | (0 if (f & OOD) or frustum_margin_ok(i, sphere) else ADV)) for i, f in cs]

    @_c.register_oracle
    def _o(inp):
        return oracle(inp)


_reg_frustum("frustum_aabb3_classify", False, 30, frustum_box_oracle)
_reg_frustum("frustum_sphere_classify", True, 28, frustum_sphere_oracle)


# ---------------------------------------------------------------- triangle vs box

def clip(poly, axis, bound, keep_ge):
    """Sutherland-Hodgman against the closed half-space x[axis] >= bound (keep_ge) or
    x[axis] <= bound, in Fractions."""
    def inside(p):
        return p[axis] >= bound if keep_ge else p[axis] <= bound
    res = []
    for k in range(len(poly)):
        p, q_ = poly[k], poly[(k + 1) % len(poly)]
        if inside(p):
            res.append(p)
        if inside(p) != inside(q_):
            t = (bound - p[axis]) / (q_[axis] - p[axis])
            res.append([p[i] + t * (q_[i] - p[i]) for i in range(3)])
    return res


def tribox_oracle(inp):
    """inputs: a[3], b[3], c[3], box min[3], max[3] (raw)"""
    if not in_domain(*inp) or any(inp[9 + i] > inp[12 + i] for i in range(3)):
        return [REJ]
    poly = [[F(x) for x in inp[i:i + 3]] for i in (0, 3, 6)]
    for ax in range(3):
        poly = clip(poly, ax, F(inp[9 + ax]), True)
        if not poly:
            return [0]
        poly = clip(poly, ax, F(inp[12 + ax]), False)
        if not poly:
            return [0]
    return [1]


def tribox_cases(rng, n):
    out = []
    U = ONE
    box = [0, 0, 0, U, U, U]
    # a triangle through the box, beside it, a vertex / edge / face exactly on a face, 1 LSB off
    out.append(([-U, -U, U // 2, 2 * U, -U, U // 2, U // 2, 2 * U, U // 2] + box, 0))
    out.append(([2 * U, 0, 0, 3 * U, 0, 0, 2 * U, U, 0] + box, 0))
    for g in (0, 1, -1):
        out.append(([U + g, U // 2, U // 2, 2 * U, 0, 0, 2 * U, U, U] + box, ADV))       # vertex on +x face
        out.append(([U + g, -U, U // 2, U + g, 2 * U, U // 2, 3 * U, 0, 0] + box, ADV))  # edge on +x face
        out.append(([U + g, -U, -U, U + g, 3 * U, -U, U + g, -U, 3 * U] + box, ADV))     # face in the +x plane
        # the plane of the triangle touching a box corner only: x + y + z = 3U (+ g)
        s = 3 * U + g
        out.append(([s, 0, 0, 0, s, 0, 0, 0, s] + box, ADV))
        # an edge passing the box's edge diagonally: x + y = 2U + g at z = U/2 (edge axis case)
        out.append(([2 * U + g, 0, U // 2, 0, 2 * U + g, U // 2, 3 * U, 3 * U, U // 2] + box, ADV))
        # edge in the x-y diagonal crossing above the box corner (1, 1, 1): needs a cross axis
        out.append(([U + U + g, 0, U, 0, U + U + g, U, 2 * U, 2 * U, 4 * U] + box, ADV))
    # degenerate triangles: segments (collinear) and points
    for g in (0, 1, -1):
        out.append(([2 * U + g, 0, U // 2, 0, 2 * U + g, U // 2, 2 * U + g, 0, U // 2] + box, ADV))  # segment
        out.append(([2 * U + g, 0, U // 2, U + g // 2 + U // 2, U // 2, U // 2, 0, 2 * U + g, U // 2] + box, ADV))
        out.append(([U + g, U, U] * 3 + box, ADV))                                      # a point at a corner
    # random triangles near random boxes at several scales, and exact contacts
    for _ in range(max(1, n // 4)):
        units = rng.choice([2, 100, 3000])
        lo = [rnd_units(rng, units) for _ in range(3)]
        b = lo + [min(D, x + rng.randint(0, units * ONE)) for x in lo]
        # a vertex on a random face point, the others outside that face's plane
        ax = rng.randrange(3)
        side = rng.randrange(2)
        v0 = [rng.randint(b[i], b[3 + i]) for i in range(3)]
        v0[ax] = b[3 * side + ax] + rng.choice([0, 0, 1, -1])
        sgn = 1 if side else -1
        vs = []
        for _k in range(2):
            v = [rng.randint(b[i] - units * ONE, b[3 + i] + units * ONE) for i in range(3)]
            v[ax] = b[3 * side + ax] + sgn * rng.randint(0, units * ONE)
            vs.append([max(-D, min(D, x)) for x in v])
        tri = v0 + vs[0] + vs[1]
        if rng.random() < 0.3:                  # collinear: c on the line ab
            k = rng.randint(-2, 2)
            tri = v0 + vs[0] + [v0[i] + k * (vs[0][i] - v0[i]) for i in range(3)]
        if in_domain(*tri):
            out.append((tri + b, ADV))
    # rejected
    for _ in range(max(1, n // 12)):
        t = [rnd_units(rng, 10) for _ in range(9)]
        b = [0, 0, 0, ONE, ONE, ONE]
        ax = rng.randrange(3)
        b2 = list(b)
        b2[ax], b2[3 + ax] = ONE + 1, ONE
        out.append((t + b2, ADV | OOD))
        v = t + b
        v[rng.randrange(15)] = rng.choice([D + 1, -D - 1, I32_MIN, I32_MAX])
        out.append((v, ADV | OOD))
        out.append(([rnd_any(rng) for _ in range(15)], ADV | OOD))
    while len(out) < n:
        units = rng.choice([1, 50, 1000, 8192])
        lo = [rnd_units(rng, units) for _ in range(3)]
        b = lo + [min(D, x + rng.randint(0, units * ONE)) for x in lo]
        c = [rng.randint(b[i], b[3 + i]) for i in range(3)]
        tri = [max(-D, min(D, c[i % 3] + rnd_units(rng, units))) for i in range(9)]
        out.append((tri + b, 0))
    return out


def tribox_margin_ok(inp):
    """Float allowance: a decision within 2^-12 (relative) of a touch is adversarial. The
    separating distance is measured with the independent clip oracle on the box grown and
    shrunk by a relative margin: both must agree."""
    ext = max(max(abs(x) for x in inp), ONE) >> 12
    grown = inp[:9] + [x - ext for x in inp[9:12]] + [x + ext for x in inp[12:15]]
    shrunk = inp[:9] + [x + ext for x in inp[9:12]] + [x - ext for x in inp[12:15]]
    if any(shrunk[9 + i] > shrunk[12 + i] for i in range(3)):
        return False
    # in_domain may fail for the grown box at the edges: compare without the domain check
    return tribox_raw(grown) == tribox_raw(shrunk)


def tribox_raw(inp):
    poly = [[F(x) for x in inp[i:i + 3]] for i in (0, 3, 6)]
    for ax in range(3):
        poly = clip(poly, ax, F(inp[9 + ax]), True)
        if not poly:
            return 0
        poly = clip(poly, ax, F(inp[12 + ax]), False)
        if not poly:
            return 0
    return 1


@tvset("triangle_aabb3_overlap", "boxcam_b", 15, [exact("overlap")])
def _tb(rng, n):
    cs = tribox_cases(rng, n)
    return [(i, f | (0 if (f & OOD) or tribox_margin_ok(i) else ADV)) for i, f in cs]


@_tb.register_oracle
def _tbo(inp):
    return tribox_oracle(inp)


# ---------------------------------------------------------------- mesh: segment vs triangles

NT = 6   # triangles per case (inputs: 9 + 9 * NT <= 64)
MESH_COLS = [exact("hit"), scalar("t", 0.5, 16), scalar("px", 0.5, 16), scalar("py", 0.5, 16),
             scalar("pz", 0.5, 16), scalar("nx", 0.51), scalar("ny", 0.51), scalar("nz", 0.51), exact("inside"),
             scalar("u", 0.5), scalar("v", 0.5), exact("index")]


def mesh_each(inp):
    """each triangle's raycast oracle result (None when rejected as a whole)"""
    o, dl, m, sides, count = inp[0:3], inp[3:6], inp[6], inp[7], inp[8]
    tris = [inp[9 + 9 * i:18 + 9 * i] for i in range(count)]
    if not seg_in_domain(o, dl) or sides not in (FRONT_ONLY, BOTH_SIDES) or \
            any(not in_domain(*t) for t in tris):
        return None
    return [tri_oracle(o + dl + t + [m, sides]) for t in tris]


def mesh_oracle(inp):
    each = mesh_each(inp)
    if each is None:
        return [REJ] + [0] * 11
    best = None
    for i, r in enumerate(each):
        if r[0] == 1:
            tr = to_raw_nearest(r[1])
            if best is None or tr < best[0]:
                best = (tr, i, r)
    if best is None:
        return [0] * 12
    return best[2] + [best[1]]


def mesh_close_call(inp):
    """two hits whose t are within 2^-10 of each other (shared edges, stacked triangles):
    the float build may order them differently"""
    each = mesh_each(inp)
    if each is None:
        return False
    ts = sorted(r[1] for r in each if r[0] == 1)
    if any(ts[k + 1] - ts[k] < F(1, 1024) for k in range(len(ts) - 1)):
        return True
    # exactly on an edge or vertex, or at t = 0 (the domain's clamped corners make these)
    if any(r[0] == 1 and (r[1] == 0 or r[9] == 0 or r[10] == 0 or r[9] + r[10] == 1) for r in each):
        return True
    # a near-parallel approach to any triangle (|cos| < 0.02), as sets_tri.py flags it
    dl = inp[3:6]
    for i in range(inp[8]):
        t = inp[9 + 9 * i:18 + 9 * i]
        e1 = [t[3 + k] - t[k] for k in range(3)]
        e2 = [t[6 + k] - t[k] for k in range(3)]
        nrm = [e1[1] * e2[2] - e1[2] * e2[1], e1[2] * e2[0] - e1[0] * e2[2], e1[0] * e2[1] - e1[1] * e2[0]]
        nd = dot3(nrm, dl)
        if nd * nd < F(1, 2500) * dot3(nrm, nrm) * dot3(dl, dl):
            return True
    return False


def mesh_cases(rng, n, sides):
    out = []

    def add(o, dl, m, tris, fl, count=None):
        cnt = len(tris) if count is None else count
        tris = tris + [[0] * 9] * (NT - len(tris))
        inp = o + dl + [m, sides, cnt] + [x for t in tris for x in t]
        if not (fl & OOD) and not seg_in_domain(o, dl):
            return
        if mesh_close_call(inp):
            fl |= ADV
        out.append((inp, fl))

    U = ONE
    quad = [[0, 0, 0, U, 0, 0, U, U, 0], [0, 0, 0, U, U, 0, 0, U, 0]]   # two triangles, front +z
    add([U // 2, U // 2, U], [0, 0, -2 * U], U, quad, ADV)               # through the shared diagonal: index 0
    add([U // 2, U // 2, U], [0, 0, -2 * U], U, quad[::-1], ADV)         # the same, reversed: index 0 again
    add([U // 4, U // 2, U], [0, 0, -2 * U], U, quad, 0)                 # only the second
    add([2 * U, 2 * U, U], [0, 0, -2 * U], U, quad, 0)                   # beside both
    add([U // 4, U // 2, U], [0, 0, -2 * U], U, quad, 0, 0)              # count 0
    add([U // 4, U // 2, -U], [0, 0, 2 * U], U, quad, 0)                 # from behind
    add([U // 4, U // 2, U], [0, 0, -2 * U], U // 2, quad, ADV)          # t exactly max_t
    add([U // 4, U // 2, U], [0, 0, -2 * U], U // 2 - 1, quad, ADV)      # max_t 1 LSB short
    add([U // 4, U // 2, U], [0, 0, -2 * U], -1, quad, ADV)              # max_t < 0
    add([U // 4, U // 2, 0], [0, 0, -U], U, quad, ADV)                   # on it: t = 0
    # stacked layers: the nearest is not the first; duplicates tie to the lowest index
    stack = [[0, 0, z, 4 * U, 0, z, 0, 4 * U, z] for z in (0, 3 * U, U, 2 * U, U, -U)]
    add([U, U, 5 * U], [0, 0, -10 * U], U, stack, ADV)
    add([U, U, -5 * U], [0, 0, 10 * U], U, stack, ADV)
    add([U, U, 5 * U], [0, 0, -10 * U], U, stack[:1] + stack[2:], ADV)
    # the reach: after a hit at t = 1/2, the segment's part [0, 1/2] spans 1.5 raw in x; a
    # nearer triangle whose box starts at 1 raw (it is hit there, t = 1/3) must still be cast
    wall = [-U, U, -U, 4 * U, U, -U, -U, U, 4 * U]                      # y = 1, facing -y
    for sx in (1, -1):
        sheet = [sx, -U, -U, sx, -U, 3 * U, sx, 3 * U, -U]              # x = 1 raw, facing -x
        if sx < 0:
            sheet = sheet[0:3] + sheet[6:9] + sheet[3:6]                # x = -1 raw, facing +x
        add([0, 0, 0], [3 * sx, 2 * U, 0], U, [wall, sheet], 0)
        add([0, 0, 0], [3 * sx, 2 * U, 0], U // 2, [sheet], 0)          # max_t's own reach
    # rejected: an out-of-domain triangle, even one the segment misses; bad sides; any int32
    for _ in range(max(1, n // 12)):
        tris = [[rnd_units(rng, 10) for _ in range(9)] for _ in range(NT)]
        k = rng.randrange(NT)
        tris[k][rng.randrange(9)] = rng.choice([D + 1, -D - 1, I32_MIN, I32_MAX])
        add([0, 0, 20 * U], [0, 0, -40 * U], U, tris, ADV | OOD)
        inp = [rnd_any(rng) for _ in range(6)] + [U, sides, NT] + [rnd_any(rng) for _ in range(9 * NT)]
        out.append((inp, ADV | OOD))
    inp = [0, 0, U, 0, 0, -2 * U, U, 2 + sides, 2] + [x for t in quad for x in t] + [0] * (9 * (NT - 2))
    out.append((inp, ADV | OOD))
    # random meshes: a patch of triangles around a target, the segment aimed through it
    while len(out) < n:
        units = rng.choice([2, 50, 1000, 8000])
        centre = [rnd_units(rng, units) for _ in range(3)]
        tris = []
        for _k in range(rng.randint(1, NT)):
            t = [max(-D, min(D, centre[i % 3] + rnd_units(rng, units))) for i in range(9)]
            tris.append(t)
        o = [max(-D, min(D, centre[i] + rnd_units(rng, 2 * units))) for i in range(3)]
        tgt = [max(-D, min(D, centre[i] + rnd_units(rng, units) // 4)) for i in range(3)]
        s = rng.uniform(1.0, 3.0)
        dl = [int((tgt[i] - o[i]) * s) for i in range(3)]
        while not seg_in_domain(o, dl):
            dl = [x // 2 for x in dl]
        m = U if rng.random() < 0.8 else rng.randint(0, U)
        add(o, dl, m, tris, 0)
    return out


@tvset("segment3_triangle_batch_nearest", "boxcam_c", 9 + 9 * NT, MESH_COLS)
def _mb(rng, n):
    return mesh_cases(rng, n, FRONT_ONLY)


@_mb.register_oracle
def _mbo(inp):
    return mesh_oracle(inp)


@tvset("segment3_triangle_batch_nearest2", "boxcam_c", 9 + 9 * NT, MESH_COLS)
def _mb2(rng, n):
    return mesh_cases(rng, n, BOTH_SIDES)


@_mb2.register_oracle
def _mbo2(inp):
    return mesh_oracle(inp)
