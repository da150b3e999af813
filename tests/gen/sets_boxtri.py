# SPDX-License-Identifier: MIT
"""Swept box vs triangle (issue 13, item 4's walls in 3D): fg_aabb3_triangle_sweep.

Oracle, exact Fractions on the raw integers (no code shared with lib/): the separating
axis theorem for a box and a triangle (the 3 box axes, the triangle's normal, the 9 edge x
axis crosses; Ericson, Real-Time Collision Detection 5.2.9) with the box moving by t*delta:
on each axis the box's projected interval (from all 8 corners) moves by t*(L.delta), the
triangle's (its 3 vertices) stays, so the overlap set on that axis is an interval of t; the
box and triangle meet at t iff every axis overlaps, the first contact is the latest axis
entry when it precedes every exit and max_t. Ties: the lowest axis. Start rules (touching
is not sticking, penetrating = started_inside with the axis of least depth / |L|) as the
header states. Cross-check (in the generator, not the library's method): the triangle is
clipped against the box's six closed half-spaces at the contact time (non-empty) and just
before it (empty), and a miss is clipped at 33 times (all empty).
Columns: the hit record (tv.h). Expected values never come from the library.
"""
from tvgen import *

PREC = 160


def v_sub(a, b):
    return [a[i] - b[i] for i in range(3)]


def v_add(a, b):
    return [a[i] + b[i] for i in range(3)]


def v_dot(a, b):
    return sum(a[i] * b[i] for i in range(3))


def v_cross(a, b):
    return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]


UNIT = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]


def sat_axes(a, b, c):
    ax = [list(u) for u in UNIT] + [v_cross(v_sub(b, a), v_sub(c, a))]
    for e in (v_sub(b, a), v_sub(c, b), v_sub(a, c)):
        for u in UNIT:
            ax.append(v_cross(e, u))
    return ax


def corners(lo, hi):
    return [[(hi if (m >> i) & 1 else lo)[i] for i in range(3)] for m in range(8)]


MISS = [0] * 9
REJECTED = [REJ] + [0] * 8


def unit(L, side):
    qq = v_dot(L, L)
    if sum(1 for x in L if x != 0) == 1:
        return [F(side * (1 if x > 0 else -1)) if x != 0 else F(0) for x in L]
    ln = sqrt_frac(F(qq), PREC)
    return [side * F(x) / ln for x in L]


def boxtri_contact(lo, hi, dl, a, b, c, T):
    """The first contact of the box [lo, hi] moved by t*dl (t in [0, T]) with the triangle:
    None, or (t, L, side, inside): the axis L (integer vector) and the side of the normal."""
    ent, ent_ax, ent_side, ext = F(0), None, None, T
    touch, away = None, False
    gaps = []
    for k, L in enumerate(sat_axes(a, b, c)):
        if L == [0, 0, 0]:
            continue
        bp = [v_dot(L, p) for p in corners(lo, hi)]
        tp = [v_dot(L, p) for p in (a, b, c)]
        bl, bh, tl, th = min(bp), max(bp), min(tp), max(tp)
        s = v_dot(L, dl)
        gaps.append((k, L, bl, bh, tl, th))
        if bh < tl:
            if s <= 0:
                return None
            e, x, side = F(tl - bh, s), F(th - bl, s), -1
        elif bl > th:
            if s >= 0:
                return None
            e, x, side = F(bl - th, -s), F(bh - tl, -s), 1
        else:
            e, side = F(0), None
            x = F(th - bl, s) if s > 0 else (F(bh - tl, -s) if s < 0 else None)
            if bh == tl or bl == th:
                if bh == tl and bl == th:
                    inward, tside = s != 0, (-1 if s > 0 else 1)
                elif bh == tl:
                    inward, tside = s > 0, -1
                else:
                    inward, tside = s < 0, 1
                if not inward:
                    away = True
                elif touch is None:
                    touch = (L, tside)
        if side is not None and e > ent:
            ent, ent_ax, ent_side = e, L, side
        if x is not None and x < ext:
            ext = x
    if ent_ax is not None:
        if ent > ext:
            return None
        return ent, ent_ax, ent_side, False
    if away:
        return None
    if touch is not None:
        return F(0), touch[0], touch[1], False
    best = None
    for k, L, bl, bh, tl, th in gaps:
        down, up = bh - tl, th - bl
        dep, side = (down, -1) if down <= up else (up, 1)
        key = F(dep * dep, v_dot(L, L))
        if best is None or key < best[0]:
            best = (key, L, side)
    return F(0), best[1], best[2], True


def boxtri_oracle(inp):
    lo, hi, dl, a, b, c = [inp[i:i + 3] for i in range(0, 18, 3)]
    mt = inp[18]
    if not (seg_in_domain(lo, dl) and seg_in_domain(hi, dl) and in_domain(*a, *b, *c)):
        return REJECTED
    if mt < 0 or any(lo[i] > hi[i] for i in range(3)):
        return MISS
    res = boxtri_contact(lo, hi, dl, a, b, c, min(q(mt), F(1)))
    if res is None:
        return MISS
    t, L, side, inside = res
    mn = [q(x) for x in lo]
    return [1, t] + [mn[i] + t * q(dl[i]) for i in range(3)] + unit(L, side) + [1 if inside else 0]


# ---- the cross-check: Sutherland-Hodgman clipping of the triangle by the closed box ----

def clip_meets(tri, lo, hi):
    poly = [list(p) for p in tri]
    for i in range(3):
        for sgn, bound in ((1, hi[i]), (-1, lo[i])):
            out = []
            n = len(poly)
            for j in range(n):
                p, r = poly[j], poly[(j + 1) % n]
                fp, fr = sgn * (p[i] - bound), sgn * (r[i] - bound)
                if fp <= 0:
                    out.append(p)
                if (fp < 0 < fr) or (fr < 0 < fp):
                    w = fp / (fp - fr)
                    out.append([p[m] + w * (r[m] - p[m]) for m in range(3)])
            poly = out
            if not poly:
                return False
    return True


def meets_at(inp, t):
    lo, hi, dl, a, b, c = [[F(x) for x in inp[i:i + 3]] for i in range(0, 18, 3)]
    return clip_meets((a, b, c), [lo[i] + t * dl[i] for i in range(3)], [hi[i] + t * dl[i] for i in range(3)])


def cross_check(inp, res):
    if res[0] == REJ or any(inp[i] > inp[i + 3] for i in range(3)) or inp[18] < 0:
        return
    T = min(q(inp[18]), F(1))
    if res[0] == 1:
        t = res[1]
        assert meets_at(inp, t), ("no contact at t", inp)
        if t > 0:
            assert not meets_at(inp, t * (1 - F(1, 1 << 40))), ("contact before t", inp)
    elif not meets_at(inp, F(0)):
        for k in range(33):
            assert not meets_at(inp, T * k / 32), ("missed contact", inp, k)


# ---- cases ----

def boxtri_cases(rng, n_cases):
    out = []
    U = ONE

    def add(lo, hi, dl, a, b, c, m=ONE, flags=ADV):
        inp = list(lo) + list(hi) + list(dl) + list(a) + list(b) + list(c) + [m]
        if flags & OOD or (seg_in_domain(lo, dl) and seg_in_domain(hi, dl) and in_domain(*a, *b, *c)):
            out.append((inp, flags))

    lo, hi = [0, 0, 0], [2 * U, 2 * U, 2 * U]
    # a triangle above the box in z, parallel to its top face: face-on approach
    ta, tb, tc = [-U, -U, 5 * U], [4 * U, -U, 5 * U], [-U, 4 * U, 5 * U]
    add(lo, hi, [0, 0, 6 * U], ta, tb, tc, ONE, 0)            # t = 1/2
    add(lo, hi, [0, 0, 6 * U], ta, tb, tc, ONE // 2)          # max_t at the contact
    add(lo, hi, [0, 0, 6 * U], ta, tb, tc, ONE // 2 - 1)      # 1 LSB before
    add(lo, hi, [0, 0, 3 * U], ta, tb, tc)                    # touches at t = 1
    add(lo, hi, [0, 0, 3 * U - 1], ta, tb, tc)                # 1 LSB short
    add(lo, hi, [0, 0, -3 * U], ta, tb, tc)                   # away
    add(lo, hi, [5 * U, 0, 0], ta, tb, tc)                    # along, never
    # a tilted triangle met by a box corner (the normal axis), and by an edge (cross axes)
    add(lo, hi, [4 * U, 4 * U, 4 * U], [5 * U, 3 * U, 3 * U], [3 * U, 5 * U, 3 * U], [3 * U, 3 * U, 5 * U], ONE, 0)
    add(lo, hi, [U, 3 * U, 0], [3 * U, -U, -U], [3 * U, 5 * U, 3 * U], [3 * U, 5 * U, -U], ONE, 0)
    add(lo, hi, [4 * U, 0, 0], [3 * U, U, -2 * U], [6 * U, U, 3 * U], [3 * U, U, 3 * U], ONE, 0)
    add(lo, hi, [4 * U, 4 * U, 0], [3 * U, 5 * U, -3 * U], [5 * U, 3 * U, -3 * U], [5 * U, 3 * U, 5 * U], ONE, 0)
    # touching at t = 0: a vertex on a face, an edge on a face, the face through a corner
    for (va, vb, vc) in (([U, U, 2 * U], [3 * U, U, 5 * U], [U, 3 * U, 5 * U]),
                         ([U, 0, 2 * U], [U, 2 * U, 2 * U], [U, U, 5 * U]),
                         ([2 * U, 2 * U, 2 * U], [5 * U, 2 * U, 2 * U], [2 * U, 5 * U, 2 * U]),
                         ([3 * U, 2 * U, 2 * U], [U, 3 * U, 2 * U], [2 * U, U, 3 * U]),
                         ([2 * U, -U, 3 * U], [2 * U, 3 * U, 3 * U], [5 * U, U, 0]),
                         ([3 * U, U, U], [U, 3 * U, U], [U, U, 3 * U]),          # x+y+z = 5: through the box
                         ([4 * U, U, U], [U, 4 * U, U], [U, U, 4 * U])):         # x+y+z = 6: the corner (2,2,2)
        for dd in ([0, 0, U], [0, 0, -U], [U, 0, 0], [-U, 0, 0], [0, U, 0], [U, U, U], [-U, -U, -U],
                   [U, -U, 0], [0, 0, 0], [3, 5, 7]):
            add(lo, hi, dd, va, vb, vc)
            for ax in range(3):
                for eps in (1, -1):
                    sh = [eps if i == ax else 0 for i in range(3)]
                    add(lo, hi, dd, v_add(va, sh), v_add(vb, sh), v_add(vc, sh))
    # penetrating: the triangle through the box; depth ties in a cube
    add(lo, hi, [U, 0, 0], [-U, -U, U], [4 * U, -U, U], [-U, 4 * U, U])
    add(lo, hi, [0, 0, 0], [-U, -U, U], [4 * U, -U, U], [-U, 4 * U, U])
    add(lo, hi, [0, 0, U], [U, U, U], [U, U, U], [U, U, U])                # a point at the centre
    add(lo, hi, [0, 0, U], [0, 0, 0], [2 * U, 2 * U, 2 * U], [0, 0, 0])     # a segment, the diagonal
    add(lo, hi, [0, 0, U], [-U, 3 * U, 3 * U], [3 * U, -U, -U], [U, U, U])
    # degenerate triangles: segments and points moving into the box
    add(lo, hi, [-4 * U, 0, 0], [3 * U, U, U], [5 * U, U, U], [4 * U, U, U], ONE, 0)
    add(lo, hi, [-4 * U, -4 * U, 0], [3 * U, 3 * U, U], [5 * U, 5 * U, U], [3 * U, 3 * U, U], ONE, 0)
    add(lo, hi, [-4 * U, 0, 0], [3 * U, U, U], [3 * U, U, U], [3 * U, U, U], ONE, 0)
    add(lo, hi, [-4 * U, 0, 0], [3 * U, 3 * U, U], [5 * U, 2 * U, 3 * U], [7 * U, U, 5 * U], ONE, 0)
    add(lo, hi, [U, U, 0], [2 * U, 2 * U, 0], [2 * U, 2 * U, 2 * U], [2 * U, 2 * U, U])   # segment on an edge
    # flat and point boxes, inverted boxes, zero motion, max_t
    add([0, 0, U], [2 * U, 2 * U, U], [0, 0, 6 * U], ta, tb, tc, ONE, 0)
    add([0, 0, 5 * U], [2 * U, 2 * U, 5 * U], [0, 0, U], ta, tb, tc)     # flat box in the triangle's plane
    add([0, 0, 5 * U], [2 * U, 2 * U, 5 * U], [U, 0, 0], ta, tb, tc)
    add([0, 0, 5 * U], [0, 0, 5 * U], [0, 0, -U], ta, tb, tc)
    add([U, U, U], [U, U, U], [0, 0, 6 * U], ta, tb, tc, ONE, 0)
    add(hi, lo, [0, 0, 6 * U], ta, tb, tc)
    for m in (-1, 0, 1, ONE // 3, 7 * ONE, I32_MAX, I32_MIN):
        add(lo, hi, [0, 0, 6 * U], ta, tb, tc, m)
    # the domain's edges
    add([-D] * 3, [-D + U] * 3, [2 * D - U] * 3, [D, D, D], [D, -D, D], [-D, D, D])
    add([-D] * 3, [D] * 3, [0, 0, 0], [D, D, D], [D, -D, D], [-D, D, -D])
    add([-D] * 3, [-D] * 3, [2 * D] * 3, [D, D, -D], [-D, D, D], [D, -D, D])
    add([-D, -D, -D], [-D + 1, -D + 1, -D + 1], [2 * D - 1, 2 * D - 1, 0], [D, -D, D], [-D, D, D], [D, D, -D])
    add([-D] * 3, [-D + U] * 3, [2 * D] * 3, [D, D, D], [D, -D, D], [-D, D, D], ONE, ADV | OOD)
    add([0] * 3, [U] * 3, [U] * 3, [D + 1, 0, 0], [0, 0, 0], [0, U, 0], ONE, ADV | OOD)
    # any int32
    for _ in range(max(1, n_cases // 12)):
        out.append(([rnd_any(rng) for _ in range(18)] + [rng.choice([ONE, rnd_any(rng)])], ADV | OOD))
    # contacts built exactly: a touching configuration moved back by delta * f, f = 1/2 or 1/4
    while len(out) < n_cases // 3:
        k = rng.choice([1, 3, 1000, ONE // 4, ONE, rng.randint(1, 20 * ONE)])
        blo = [rnd_units(rng, 100) for _ in range(3)]
        bhi = [blo[i] + rng.choice([0, rng.randint(1, 30 * ONE)]) for i in range(3)]
        kind = rng.randrange(3)
        cx = [rng.choice([blo[i], bhi[i]]) for i in range(3)]
        u = [rng.randint(-5, 5) * k for _ in range(3)]
        v = [rng.randint(-5, 5) * k for _ in range(3)]
        if kind == 0:       # the box corner in the triangle (the face through it)
            va, vb, vc = v_add(cx, u), v_add(cx, v), v_sub(v_sub(cx, u), v)
        elif kind == 1:     # a triangle vertex on the box surface
            p = [rng.randint(blo[i], bhi[i]) for i in range(3)]
            ax = rng.randrange(3)
            p[ax] = cx[ax]
            va, vb, vc = p, v_add(p, u), v_add(p, v)
        else:               # a triangle edge through a box edge's point
            p = list(cx)
            fr = rng.randrange(3)
            p[fr] = rng.randint(blo[fr], bhi[fr])
            va, vb, vc = v_add(p, u), v_sub(p, u), v_add(p, v)
        f = rng.choice([2, 4])
        dd = [rng.randint(-20, 20) * k * f for _ in range(3)]
        if rng.random() < 0.3:
            dd = [x * f for x in v_cross(u, v)] if max(abs(x) for x in v_cross(u, v)) < D else dd
        st_lo = [blo[i] - dd[i] // f for i in range(3)]
        st_hi = [bhi[i] - dd[i] // f for i in range(3)]
        if rng.random() < 0.3:
            sh = [0, 0, 0]
            sh[rng.randrange(3)] = rng.choice([1, -1])
            va, vb, vc = v_add(va, sh), v_add(vb, sh), v_add(vc, sh)
        if rng.random() < 0.25:
            st_lo, st_hi = blo, bhi       # touching (or penetrating) at t = 0
        add(st_lo, st_hi, dd, va, vb, vc)
    # random: a triangle near the box's path, several scales
    while len(out) < n_cases:
        units = rng.choice([2, 50, 1000, 8000])
        blo, bhi = [], []
        for _ in range(3):
            x, y = ordered(rng, rnd_units(rng, units), rnd_units(rng, units // 2 + 1))
            blo.append(x)
            bhi.append(y)
        ctr = [rnd_units(rng, units) for _ in range(3)]
        va, vb, vc = [[ctr[i] + rnd_units(rng, units // 2 + 1) for i in range(3)] for _ in range(3)]
        fct = rng.uniform(0.3, 2.0)
        dd = [int((ctr[i] - blo[i]) * fct) for i in range(3)]
        m = ONE if rng.random() < 0.85 else rng.randint(0, ONE)
        add(blo, bhi, dd, va, vb, vc, m, 0)
    return out


@tvset("aabb3_triangle_sweep", "boxtri", 19,
       [exact("hit"), scalar("t", 0.5, 16), scalar("px", 0.5, 16), scalar("py", 0.5, 16), scalar("pz", 0.5, 16),
        scalar("nx", 0.51), scalar("ny", 0.51), scalar("nz", 0.51), exact("started_inside")])
def _boxtri(rng, n):
    cases = boxtri_cases(rng, n)
    for inp, _ in cases[:300]:          # the cross-check, on the hand-made and exact-contact cases
        cross_check(inp, boxtri_oracle(inp))
    return cases


@_boxtri.register_oracle
def _boxtri_oracle(inp):
    return boxtri_oracle(inp)
