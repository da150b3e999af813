# SPDX-License-Identifier: MIT
"""Swept circle vs rectangle and swept sphere vs box (issue 13, item 1).

Oracle, from the mathematics with exact Fractions (no code shared with lib/): the ball's
centre moves c(t) = c0 + t*delta; it touches the closed box when the distance from c(t) to
the box is <= r. The contact region (the box grown by r) is the union of convex pieces:
the box grown by r along ONE axis (one per axis), the finite cylinders of radius r around
the edges (3D) and the balls of radius r at the corners. The first contact is the least
first-entry time over the pieces (computed per piece: a slab interval, or the smaller root
of a quadratic, its validity decided with exact square-root comparisons). The outputs come
from the contact point: point = the box point nearest c(t), normal = (c(t) - point) / r.
Start rules: distance < r is started_inside (point c0, normal away from the nearest box
point, or the face of least depth when c0 is in the box: ties lower axis, then min face);
distance == r hits at t = 0 only when (c0 - nearest) . delta < 0. Radius 0 is the segment
cast with its own start rules (DESIGN.md 3.2). Expected values never come from the library.
"""
from tvgen import *

TRIPLES2 = [(3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29)]
TRIPLES3 = [(1, 2, 2, 3), (2, 3, 6, 7), (1, 4, 8, 9), (4, 4, 7, 9), (2, 6, 9, 11), (6, 6, 7, 11)]
PREC = 160


def hit_cols(dim):
    n = [exact("hit"), scalar("t", 0.51, 16)]
    n += [scalar("p" + "xyz"[i], 0.51, 16) for i in range(dim)]
    n += [scalar("n" + "xyz"[i], 0.51) for i in range(dim)]
    return n + [exact("started_inside")]


def miss(dim):
    return [0] * (3 + 2 * dim)


def sqrt_ge(p, qq, l):
    """p - sqrt(qq) >= l, exactly (qq >= 0)."""
    return p - l >= 0 and (p - l) ** 2 >= qq


def sqrt_le(p, qq, l):
    """p - sqrt(qq) <= l, exactly."""
    return p - l <= 0 or (p - l) ** 2 <= qq


def first_root(m0, dv, r, T):
    """First t in (0, T] with |m0 + t dv|^2 == r^2, given |m0| > r: a (P, Q, a) with
    t = P - sqrt(Q) (exact pieces), or None."""
    a = sum(x * x for x in dv)
    if a == 0:
        return None
    b = sum(x * y for x, y in zip(m0, dv))
    c = sum(x * x for x in m0) - r * r
    if c <= 0 or b >= 0:   # c <= 0: in an edge's infinite cylinder beyond the edge (the corner balls cover the caps)
        return None
    disc = b * b - a * c
    if disc < 0:
        return None
    P, Q = -b / a, disc / (a * a)           # t1 = P - sqrt(Q) > 0 (c > 0, b < 0)
    if not sqrt_le(P, Q, T):
        return None
    return (P, Q)


def val(root):
    P, Q = root
    return P - sqrt_frac(Q, PREC)


def slab_entry(c, d, lo, hi, T):
    """Entry time of c + t d into the box [lo, hi] within [0, T] (c outside it), or None."""
    en, ex = F(0), T
    for i in range(len(c)):
        if d[i] == 0:
            if not (lo[i] <= c[i] <= hi[i]):
                return None
            continue
        a, b = (lo[i] - c[i]) / d[i], (hi[i] - c[i]) / d[i]
        if a > b:
            a, b = b, a
        en, ex = max(en, a), min(ex, b)
    return en if en <= ex else None


def point_cast(c, d, lo, hi, T, dim):
    """Radius 0: the segment cast's rules (DESIGN.md 3.2)."""
    inside = all(lo[i] <= c[i] <= hi[i] for i in range(dim))
    if inside:
        on = [i for i in range(dim) if c[i] == lo[i] or c[i] == hi[i]]
        if not on:
            best = None
            for i in range(dim):
                for side, depth in ((-1, c[i] - lo[i]), (1, hi[i] - c[i])):
                    if best is None or depth < best[0]:
                        best = (depth, i, side)
            n = [F(0)] * dim
            n[best[1]] = F(best[2])
            return [1, F(0)] + c + n + [1]
        face = None
        for i in on:
            if lo[i] == hi[i]:
                inward, side = d[i] != 0, (-1 if d[i] > 0 else 1)
            elif c[i] == lo[i]:
                inward, side = d[i] > 0, -1
            else:
                inward, side = d[i] < 0, 1
            if not inward:
                return miss(dim)
            if face is None:
                face = (i, side)
        n = [F(0)] * dim
        n[face[0]] = F(face[1])
        return [1, F(0)] + c + n + [0]
    # from outside: the slab entry; the entry face is the lowest axis among the latest
    t = slab_entry(c, d, lo, hi, T)
    if t is None:
        return miss(dim)
    ax = None
    for i in range(dim):
        if d[i] != 0:
            ent = min((lo[i] - c[i]) / d[i], (hi[i] - c[i]) / d[i])
            if ent == t:
                ax = i
                break
    n = [F(0)] * dim
    n[ax] = F(-1 if d[ax] > 0 else 1)
    p = [min(max(c[i] + t * d[i], lo[i]), hi[i]) for i in range(dim)]
    p[ax] = lo[ax] if d[ax] > 0 else hi[ax]
    return [1, t] + p + n + [0]


def ball_box_oracle(inp, dim):
    c = inp[0:dim]
    r = inp[dim]
    dl = inp[dim + 1:2 * dim + 1]
    lo = inp[2 * dim + 1:3 * dim + 1]
    hi = inp[3 * dim + 1:4 * dim + 1]
    mt = inp[4 * dim + 1]
    if not (seg_in_domain(c, dl) and in_domain(r, *lo, *hi)):
        return [REJ] + [0] * (2 + 2 * dim)
    if mt < 0 or r < 0 or any(lo[i] > hi[i] for i in range(dim)):
        return miss(dim)
    c, dl, lo, hi = [q(x) for x in c], [q(x) for x in dl], [q(x) for x in lo], [q(x) for x in hi]
    r, T = q(r), min(q(mt), F(1))
    if r == 0:
        return point_cast(c, dl, lo, hi, T, dim)
    near = [min(max(c[i], lo[i]), hi[i]) for i in range(dim)]
    g = [c[i] - near[i] for i in range(dim)]
    g2 = sum(x * x for x in g)
    if g2 < r * r:                                   # penetrating
        if g2 > 0:
            ln = sqrt_frac(g2, PREC)
            n = [x / ln for x in g]
        else:
            best = None
            for i in range(dim):
                for side, depth in ((-1, c[i] - lo[i]), (1, hi[i] - c[i])):
                    if best is None or depth < best[0]:
                        best = (depth, i, side)
            n = [F(0)] * dim
            n[best[1]] = F(best[2])
        return [1, F(0)] + c + n + [1]
    if g2 == r * r:                                  # touching
        if sum(g[i] * dl[i] for i in range(dim)) >= 0:
            return miss(dim)
        return [1, F(0)] + near + [x / r for x in g] + [0]
    # clear: least entry time over the pieces
    cands = []
    for i in range(dim):                              # the box grown along axis i only
        glo, ghi = list(lo), list(hi)
        glo[i] -= r
        ghi[i] += r
        t = slab_entry(c, dl, glo, ghi, T)
        if t is not None:
            cands.append(t)
    corners = [[]]
    for i in range(dim):
        corners = [k + [v] for k in corners for v in (lo[i], hi[i])]
    for k in corners:                                 # corner balls
        root = first_root([c[i] - k[i] for i in range(dim)], dl, r, T)
        if root is not None:
            cands.append(val(root))
    if dim == 3:                                      # edge cylinders: free axis e
        for e in range(3):
            o = [i for i in range(3) if i != e]
            for u in (lo[o[0]], hi[o[0]]):
                for v in (lo[o[1]], hi[o[1]]):
                    root = first_root([c[o[0]] - u, c[o[1]] - v], [dl[o[0]], dl[o[1]]], r, T)
                    if root is None:
                        continue
                    # the free coordinate at t1 = P - sqrt(Q) must lie on the edge
                    P, Q = root
                    if dl[e] == 0:
                        ok = lo[e] <= c[e] <= hi[e]
                    elif dl[e] > 0:   # c + d (P - sqrt Q) in [lo, hi]
                        ok = sqrt_ge(c[e] + dl[e] * P, dl[e] ** 2 * Q, lo[e]) and \
                            sqrt_le(c[e] + dl[e] * P, dl[e] ** 2 * Q, hi[e])
                    else:             # c + d P + |d| sqrt Q
                        ok = sqrt_ge(-(c[e] + dl[e] * P), dl[e] ** 2 * Q, -hi[e]) and \
                            sqrt_le(-(c[e] + dl[e] * P), dl[e] ** 2 * Q, -lo[e])
                    if ok:
                        cands.append(val(root))
    if not cands:
        return miss(dim)
    t = min(cands)
    pc = [c[i] + t * dl[i] for i in range(dim)]
    p = [min(max(pc[i], lo[i]), hi[i]) for i in range(dim)]
    n = [(pc[i] - p[i]) / r for i in range(dim)]
    return [1, t] + p + n + [0]


def ball_box_cases(rng, n_cases, dim):
    out = []

    def add(c, r, dl, lo, hi, m=ONE, flags=ADV):
        inp = list(c) + [r] + list(dl) + list(lo) + list(hi) + [m]
        if flags & OOD or (seg_in_domain(c, dl) and in_domain(r, *lo, *hi)):
            out.append((inp, flags))

    U = ONE
    z = [0] * dim

    def v(*xs):
        return list(xs[:dim])

    lo, hi = [0] * dim, [4 * U] * dim
    mid = [2 * U] * dim
    # faces: head-on, oblique, falling short, max_t at the contact and 1 LSB before it
    for ax in range(dim):
        for s in (-1, 1):
            c = list(mid)
            c[ax] = 2 * U + s * 5 * U
            dl = [0] * dim
            dl[ax] = -s * 4 * U
            add(c, U, dl, lo, hi, ONE, 0)                      # t = 1/2
            add(c, U, dl, lo, hi, ONE // 2, ADV)
            add(c, U, dl, lo, hi, ONE // 2 - 1, ADV)
            dl2 = list(dl)
            dl2[(ax + 1) % dim] = 3 * U
            add(c, U, dl2, lo, hi, ONE, 0)
            dl3 = [0] * dim
            dl3[ax] = -s * 2 * U
            add(c, U, dl3, lo, hi, ONE, 0)                     # ends 1 unit short... touches at t=1
            dl3[ax] = -s * (2 * U - 1)
            add(c, U, dl3, lo, hi, ONE, ADV)                   # 1 LSB short
    # touching at t = 0: on a face, moving in / along / away / not at all
    for ax in range(dim):
        c = list(mid)
        c[ax] = hi[ax] + U
        for dd in ([-U if i == ax else 0 for i in range(dim)], [U if i == (ax + 1) % dim else 0 for i in range(dim)],
                   [U if i == ax else 0 for i in range(dim)], z, [-1 if i == ax else 5 * U for i in range(dim)]):
            add(c, U, dd, lo, hi)
            add([x + (1 if i == ax else 0) for i, x in enumerate(c)], U, dd, lo, hi)   # 1 LSB clear
            add([x - (1 if i == ax else 0) for i, x in enumerate(c)], U, dd, lo, hi)   # 1 LSB in
    # touching a corner (and an edge) at t = 0 via Pythagorean gaps, various motions
    for _ in range(max(2, n_cases // 12)):
        k = rng.choice([1, 7, 1000, ONE, rng.randint(1, 30 * ONE)])
        if dim == 3 and rng.random() < 0.5:
            g = list(rng.choice(TRIPLES3))
            axes = [0, 1, 2]
        else:
            g = list(rng.choice(TRIPLES2))
            axes = rng.sample(range(dim), 2)
        r = g[-1] * k
        b_lo = [rnd_units(rng, 100) for _ in range(dim)]
        b_hi = [b_lo[i] + rng.randint(0, 50 * ONE) for i in range(dim)]
        c = [rng.randint(b_lo[i], b_hi[i]) for i in range(dim)]
        for ax, gg in zip(axes, g[:-1]):
            c[ax] = b_hi[ax] + gg * k if rng.random() < 0.5 else b_lo[ax] - gg * k
        dd = [rnd_units(rng, 20) for _ in range(dim)]
        if rng.random() < 0.3:                      # tangential: perpendicular to the gap
            gap = [c[i] - min(max(c[i], b_lo[i]), b_hi[i]) for i in range(dim)]
            if dim == 2:
                dd = [-gap[1] // max(1, k), gap[0] // max(1, k)]
            else:
                a = [rng.randint(-3, 3) for _ in range(3)]
                gk = [x // max(1, k) for x in gap]
                dd = [gk[1] * a[2] - gk[2] * a[1], gk[2] * a[0] - gk[0] * a[2], gk[0] * a[1] - gk[1] * a[0]]
        eps = rng.choice([0, 0, 0, 1, -1])
        add(c, r + eps, dd, b_lo, b_hi)
    # grazing a corner / an edge exactly at t > 0: the path passes at distance r, +-1 LSB
    for _ in range(max(2, n_cases // 8)):
        k = rng.choice([1, 3, 1000, ONE // 4, ONE, rng.randint(1, 20 * ONE)])
        b_lo = [rnd_units(rng, 100) for _ in range(dim)]
        b_hi = [b_lo[i] + rng.randint(0, 50 * ONE) for i in range(dim)]
        if dim == 3 and rng.random() < 0.5:
            g = list(rng.choice(TRIPLES3))
            axes = [0, 1, 2]
        else:
            g = list(rng.choice(TRIPLES2))
            axes = rng.sample(range(dim), 2)
        r = g[-1] * k
        touch = [rng.randint(b_lo[i], b_hi[i]) for i in range(dim)]   # centre at the contact
        sg = {}
        for ax, gg in zip(axes, g[:-1]):
            sg[ax] = rng.choice([-1, 1])
            touch[ax] = (b_hi[ax] + gg * k) if sg[ax] > 0 else (b_lo[ax] - gg * k)
        gap = [0] * dim
        for ax, gg in zip(axes, g[:-1]):
            gap[ax] = sg[ax] * gg
        if rng.random() < 0.5:                       # tangent: motion perpendicular to the gap
            if dim == 2 or len(axes) == 2 and rng.random() < 0.5:
                a0, a1 = axes[0], axes[1]
                dd = [0] * dim
                s = rng.choice([1, 3, 1000, ONE, 10 * ONE])
                dd[a0], dd[a1] = -gap[a1] * s, gap[a0] * s
                if dim == 3:
                    free = [i for i in range(3) if i not in axes][0]
                    dd[free] = rnd_units(rng, 5)
            else:
                a = [rng.randint(-3, 3) for _ in range(3)]
                s = rng.choice([1, 1000, ONE])
                dd = [(gap[1] * a[2] - gap[2] * a[1]) * s, (gap[2] * a[0] - gap[0] * a[2]) * s,
                      (gap[0] * a[1] - gap[1] * a[0]) * s]
        else:                                         # head-on into the feature
            s = rng.choice([1, 1000, ONE // 8, ONE])
            dd = [-gap[i] * s + rng.randint(-2, 2) for i in range(dim)]
        f = rng.choice([1, 2, 4])                     # the contact at t = 1/f, exactly
        dd = [x * f for x in dd]
        c = [touch[i] - dd[i] // f for i in range(dim)]
        end = [c[i] + dd[i] for i in range(dim)]
        if rng.random() < 0.4:
            c[rng.randrange(dim)] += rng.choice([1, -1])
        add(c, r + rng.choice([0, 0, 1, -1]), [end[i] - c[i] for i in range(dim)], b_lo, b_hi)
    # 3D: a walk that starts with the centre exactly on a slab boundary, moving out of the
    # slab (at t = 0 inside the grown box, or at the grown box's entry)
    for _ in range(max(2, n_cases // 12) if dim == 3 else 0):
        k = rng.choice([1, 1000, ONE, 7 * ONE])
        r = 10 * k
        b_lo = [rnd_units(rng, 50) for _ in range(3)]
        b_hi = [b_lo[i] + rng.randint(0, 30 * ONE) for i in range(3)]
        ax = rng.sample(range(3), 3)          # ax[0], ax[1] outside, ax[2] on its boundary
        c = [0, 0, 0]
        sg = [rng.choice([-1, 1]) for _ in range(3)]
        for j in range(2):
            gap = rng.randint(7 * k, 10 * k)          # a^2 + b^2 > r^2 most of the time
            c[ax[j]] = b_hi[ax[j]] + gap if sg[j] > 0 else b_lo[ax[j]] - gap
        c[ax[2]] = b_hi[ax[2]] if sg[2] > 0 else b_lo[ax[2]]
        dd = [0, 0, 0]
        for j in range(2):
            dd[ax[j]] = -sg[j] * rng.randint(1, 30 * k)
        dd[ax[2]] = sg[2] * rng.randint(0, 30 * k)    # out of its slab (or along it)
        if rng.random() < 0.5:                        # from outside: the boundary at the entry
            e = F(rng.randint(1, 3), 4)
            far = [c[i] - int(dd[i] * e / (1 - e)) if i != ax[2] else c[i] for i in range(3)]
            # keep ax[2] on its boundary at the entry: no motion there before it
            add(far, r, [c[i] - far[i] + (dd[i] if i == ax[2] else 0) for i in range(3)], b_lo, b_hi)
        else:
            add(c, r, dd, b_lo, b_hi)
    # sliding along a face at exactly distance r from beside the box (tangent touch at the edge)
    for ax in range(dim):
        c = list(mid)
        c[ax] = hi[ax] + U
        o = (ax + 1) % dim
        c[o] = lo[o] - 3 * U
        dd = [0] * dim
        dd[o] = 6 * U
        for e in (0, 1, -1):
            cc = list(c)
            cc[ax] += e
            add(cc, U, dd, lo, hi)
    # started inside: centre inside the box, on its surface, outside within r
    for _ in range(max(2, n_cases // 16)):
        b_lo = [rnd_units(rng, 50) for _ in range(dim)]
        b_hi = [b_lo[i] + rng.randint(0, 20 * ONE) for i in range(dim)]
        c = [rng.randint(b_lo[i], b_hi[i]) for i in range(dim)]
        kind = rng.randrange(3)
        if kind == 1:
            ax = rng.randrange(dim)
            c[ax] = rng.choice([b_lo[ax], b_hi[ax]])
        elif kind == 2:
            ax = rng.randrange(dim)
            c[ax] = b_hi[ax] + rng.randint(1, 3 * ONE)
        add(c, rng.randint(1, 5 * ONE), [rnd_units(rng, 10) for _ in range(dim)], b_lo, b_hi)
    # ties of least depth: centre at the middle of a cube
    add(mid, U, [U] * dim, lo, hi)
    add(mid, U, z, lo, hi)
    # radius 0 (the segment cast): through, touching faces and edges, flat boxes
    add([-U] + [2 * U] * (dim - 1), 0, [6 * U] + [0] * (dim - 1), lo, hi, ONE, 0)
    add([0] + [2 * U] * (dim - 1), 0, [U] + [0] * (dim - 1), lo, hi)
    add([0] + [2 * U] * (dim - 1), 0, [-U] + [0] * (dim - 1), lo, hi)
    add([0] * dim, 0, [U] * dim, lo, hi)
    add([0] * dim, 0, [U] + [-U] * (dim - 1), lo, hi)
    add(mid, 0, [U] * dim, lo, hi)
    add([-U] * dim, 0, [2 * U] * dim, lo, hi)            # through the corner exactly
    flat_hi = list(hi)
    flat_hi[0] = 0
    add([-U] + [2 * U] * (dim - 1), 0, [2 * U] + [0] * (dim - 1), lo, flat_hi)
    add([0] + [2 * U] * (dim - 1), 0, [U] + [0] * (dim - 1), lo, flat_hi)
    add([0] + [2 * U] * (dim - 1), 0, [0] + [U] * (dim - 1), lo, flat_hi)
    # flat and point boxes with r > 0, inverted boxes, negative radius, zero motion, max_t
    add([-3 * U] + [2 * U] * (dim - 1), U, [6 * U] + [0] * (dim - 1), lo, flat_hi)
    add([-3 * U] * dim, U, [6 * U] * dim, [U] * dim, [U] * dim)
    add([-3 * U] * dim, U, [6 * U] * dim, hi, lo)
    add([-3 * U] * dim, -U, [6 * U] * dim, lo, hi)
    add([-3 * U] * dim, U, z, lo, hi)
    add([-3 * U] * dim, U, [6 * U] * dim, lo, hi, -1)
    add([-3 * U] * dim, U, [6 * U] * dim, lo, hi, 0)
    add([-3 * U] * dim, U, [6 * U] * dim, lo, hi, 7 * ONE)
    add([-3 * U] * dim, U, [6 * U] * dim, lo, hi, I32_MAX)
    add([-3 * U] * dim, U, [6 * U] * dim, lo, hi, I32_MIN)
    # the domain's edges: the longest motions, the largest radii
    add([-D] * dim, D, [2 * D] * dim, [0] * dim, [0] * dim)
    add([-D] + [D] * (dim - 1), D // 2, [2 * D] + [-2 * D] * (dim - 1), [-D] * dim, [-D + U] * dim)
    add([D] * dim, D, [-2 * D] * dim, [-D] * dim, [D] * dim)
    add([-D] + [0] * (dim - 1), 1, [2 * D] + [1] * (dim - 1), [D - 1] + [-D] * (dim - 1), [D] * dim)
    add([-D] + [D] * (dim - 1), D, [2 * D] + [0] * (dim - 1), [0] * dim, [0] * dim)
    add([-D] * dim, D, [2 * D + 1] + [0] * (dim - 1), [0] * dim, [0] * dim, ONE, ADV | OOD)
    add([0] * dim, D + 1, [U] * dim, lo, hi, ONE, ADV | OOD)
    # any int32
    for _ in range(max(1, n_cases // 12)):
        out.append(([rnd_any(rng) for _ in range(4 * dim + 1)] + [rng.choice([ONE, rnd_any(rng)])], ADV | OOD))
    # random: aimed near the box, several scales
    while len(out) < n_cases:
        units = rng.choice([2, 50, 1000, 8000])
        b_lo, b_hi = [], []
        for _ in range(dim):
            a, b = ordered(rng, rnd_units(rng, units), rnd_units(rng, units))
            b_lo.append(a)
            b_hi.append(b)
        c = [rnd_units(rng, units) for _ in range(dim)]
        r = rng.randint(0, units * ONE // 3) if rng.random() < 0.9 else 0
        tgt = [rng.randint(b_lo[i] - units * ONE // 3, b_hi[i] + units * ONE // 3) for i in range(dim)]
        f = rng.uniform(0.3, 2.0)
        dd = [int((tgt[i] - c[i]) * f) for i in range(dim)]
        if not seg_in_domain(c, dd) or not in_domain(r, *b_lo, *b_hi):
            continue
        m = ONE if rng.random() < 0.85 else rng.randint(0, ONE)
        add(c, r, dd, b_lo, b_hi, m, 0)
    return out


@tvset("sphere_aabb3_sweep", "sweepbox", 14, hit_cols(3))
def _bb3(rng, n):
    return ball_box_cases(rng, n, 3)


@_bb3.register_oracle
def _bbo3(inp):
    return ball_box_oracle(inp, 3)


@tvset("circle_aabb2_sweep", "sweepbox", 10, hit_cols(2))
def _bb2(rng, n):
    return ball_box_cases(rng, n, 2)


@_bb2.register_oracle
def _bbo2(inp):
    return ball_box_oracle(inp, 2)
