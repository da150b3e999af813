# SPDX-License-Identifier: MIT
"""Grid traversal (Amanatides-Woo), 2D and 3D: fg_grid2/3_walk_begin + _next.

Oracle from the definition, with exact Fractions: a cell (half-open per axis) is visited
when it holds a point p(t) = origin + t * delta for some t in [0, min(max_t, 1)]. The
cell index along an axis at t is floor((x(t) - o) / s); a crossing toward + changes it AT
the crossing t, one toward - just after it. So the oracle lists the instants (t, 0) (after
every + crossing at t) and (t, 1) (after the - crossings at t), merges the per-axis lists
of crossings of the grid's own lines in order, evaluates the cell at each instant from the
floor formula (right limit for (t, 1)) and keeps each in-grid cell once, in order. A cell's
face is the set of axes that cross a line exactly at its instant, in that instant's
direction. No code is shared with lib/ (which steps line by line with cross-multiplied
comparisons).

Columns (the adapter tests/cases/grid.c enumerates at most CAP cells):
  result (-1/0/1), count (min(cells, CAP + 1)), the first two cells (x, y[, z], t, face;
  3D: the first cell and the second's t and face), the CAP-limited last cell, and an
  order-sensitive checksum over the enumerated cells' indices and faces.
"""
import heapq
import math
from tvgen import *

CAP = 200
MOD = 1 << 32
FACE_POS = [1, 4, 16]
FACE_NEG = [2, 8, 32]


def checksum(cells, dim):
    h = 0
    for c in cells:
        for v in list(c[0:dim]) + [c[dim + 1]]:
            h = (h * 1000003 + (v & 0xFFFFFFFF)) % MOD
    return h - MOD if h >= 1 << 31 else h


def floor_frac(v):
    return math.floor(v)


def walk(o, s, n, p, d, max_t, cap=CAP):
    """The visited cells [(idx..., t, face)] (at most cap + 1), exactly, or None (rejected)."""
    dim = len(o)
    if not (seg_in_domain(p, d) and in_domain(*o)):
        return None
    if any(x <= 0 for x in s) or any(x <= 0 for x in n):
        return None
    if not in_domain(*[o[a] + n[a] * s[a] for a in range(dim)]):
        return None
    if max_t < 0:
        return []
    T = min(F(max_t, ONE), F(1))

    def x(a, t):
        return p[a] + t * d[a]

    def cell(t, r):
        c = []
        for a in range(dim):
            u = (x(a, t) - o[a]) / s[a]
            if r == 1 and d[a] < 0 and u == math.floor(u):
                c.append(int(u) - 1)          # just after t: below the line it is on
            else:
                c.append(floor_frac(u))
        return tuple(c)

    def in_grid(c):
        return all(0 <= c[a] < n[a] for a in range(dim))

    def face(t, r):
        f = 0
        for a in range(dim):
            u = (x(a, t) - o[a]) / s[a]
            if u != math.floor(u):
                continue
            if r == 0 and d[a] > 0 and t > 0:
                f |= FACE_POS[a]
            if r == 1 and d[a] < 0:
                f |= FACE_NEG[a]
        return f

    def admissible(t, r):
        return t <= T if r == 0 else t < T

    # the earliest t at which each axis' coordinate can be inside the grid
    t_lo = F(0)
    for a in range(dim):
        lo, hi = o[a], o[a] + n[a] * s[a]
        if d[a] > 0 and p[a] < lo:
            t_lo = max(t_lo, F(lo - p[a], d[a]))
        elif d[a] < 0 and p[a] >= hi:
            t_lo = max(t_lo, F(p[a] - hi, -d[a]))
    # per-axis crossings of the grid's lines from t_lo on, merged in order of (t, rank)
    heap = [(t_lo, 0, -1, 0), (t_lo, 1, -1, 0)]
    for a in range(dim):
        if d[a] == 0:
            continue
        u = (x(a, t_lo) - o[a]) / s[a]
        if d[a] > 0:
            k = max(math.floor(u) + 1, 0)
            if k <= n[a]:
                heap.append((F(o[a] + k * s[a] - p[a], d[a]), 0, a, k))
        else:
            k = min(math.floor(u), n[a])
            if k >= 0:
                heap.append((F(p[a] - o[a] - k * s[a], -d[a]), 1, a, k))
    heapq.heapify(heap)
    out, seen_in = [], False
    while heap:
        t, r, a, k = heapq.heappop(heap)
        if a >= 0:                              # queue this axis' next line
            k2 = k + 1 if d[a] > 0 else k - 1
            if 0 <= k2 <= n[a]:
                t2 = F(o[a] + k2 * s[a] - p[a], d[a]) if d[a] > 0 else F(p[a] - o[a] - k2 * s[a], -d[a])
                heapq.heappush(heap, (t2, r, a, k2))
        if not admissible(t, r):
            if r == 0 and t > T:
                break
            continue
        c = cell(t, r)
        if not in_grid(c):
            if seen_in:
                break                           # the grid is convex: left it for good
            continue
        if out and out[-1][0:dim] == c:
            continue
        seen_in = True
        out.append(c + (t, face(t, r)))
        if len(out) > cap:
            break
    return out


def grid_oracle(inp, dim):
    o, s, n = inp[0:dim], inp[dim:2 * dim], inp[2 * dim:3 * dim]
    p, d, m = inp[3 * dim:4 * dim], inp[4 * dim:5 * dim], inp[5 * dim]
    cells = walk(o, s, n, p, d, m)
    ncols = 15
    if cells is None:
        return [REJ] + [0] * (ncols - 1)
    if not cells:
        return [0] * ncols
    count = len(cells)
    listed = cells[:CAP]
    first = list(cells[0][0:dim + 2])
    last = list(listed[-1][0:dim + 2])
    if dim == 2:
        second = list(cells[1][0:4]) if count > 1 else [0, 0, 0, 0]
        return [1, count] + first + second + last + [checksum(listed, dim)]
    second = list(cells[1][3:5]) if count > 1 else [0, 0]
    return [1, count] + first + second + last + [checksum(listed, dim)]


def cell_cols(dim, tag):
    names = "xyz"[:dim]
    return [exact(tag + c) for c in names] + [scalar(tag + "t", 0.5, 12), exact(tag + "face")]


GRID2_COLS = ([exact("hit"), exact("count")] + cell_cols(2, "a") + cell_cols(2, "b") + cell_cols(2, "l") +
              [exact("sum")])
GRID3_COLS = ([exact("hit"), exact("count")] + cell_cols(3, "a") + [scalar("bt", 0.5, 12), exact("bface")] +
              cell_cols(3, "l") + [exact("sum")])


def grid_cases(rng, n_cases, dim):
    out = []

    def add(o, s, n, p, d, m=ONE, flags=ADV):
        out.append((list(o) + list(s) + list(n) + list(p) + list(d) + [m], flags))

    z = [0] * dim
    one = [ONE] * dim
    ten = [10] * dim

    def vec(*xs):
        return list(xs[:dim]) + [0] * (dim - len(xs[:dim]))

    # through corners and edges in every sign combination, from inside and from lines
    for sx in (1, -1):
        for sy in (1, -1):
            for sz in ((1, -1) if dim == 3 else (1,)):
                sg = [sx, sy, sz][:dim]
                c = [5 * ONE] * dim                               # a corner of cell 5
                add(z, one, ten, [c[a] - sg[a] * (ONE // 2) for a in range(dim)], [sg[a] * ONE for a in range(dim)])
                add(z, one, ten, [c[a] - sg[a] * (ONE // 2) for a in range(dim)], [sg[a] * 3 * ONE for a in range(dim)])
                add(z, one, ten, c, [sg[a] * 2 * ONE for a in range(dim)])   # starting on a corner
                add(z, one, ten, [c[a] - sg[a] * (ONE // 2) + (1 if a == 0 else 0) for a in range(dim)],
                    [sg[a] * ONE for a in range(dim)])                      # 1 LSB off the corner
                add(z, one, ten, [c[a] - sg[a] * (ONE // 2) - (1 if a == 1 else 0) for a in range(dim)],
                    [sg[a] * ONE for a in range(dim)])
                # along a grid line and along an edge
                add(z, one, ten, vec(c[0], c[1] - sg[1] * 3 * ONE, ONE // 3), vec(0, sg[1] * 5 * ONE, 0))
                add(z, one, ten, vec(c[0] - sg[0] * 3 * ONE, c[1], 3 * ONE), vec(sg[0] * 5 * ONE, 0, ONE // 7))
                if dim == 3:
                    add(z, one, ten, [2 * ONE, 3 * ONE, ONE // 2], [sg[0] * 4 * ONE, sg[1] * 4 * ONE, 0])
                # entering through a corner from outside, leaving through one
                add(z, one, ten, [-sg[a] * ONE if sg[a] > 0 else 11 * ONE for a in range(dim)],
                    [sg[a] * 13 * ONE for a in range(dim)])
                # max_t exactly at a crossing, and 1 LSB either side
                for dm in (0, 1, -1):
                    add(z, one, ten, [ONE // 2 + 5 * ONE] * dim, [sg[a] * 4 * ONE for a in range(dim)], ONE // 8 + dm)
                    add(z, one, ten, [5 * ONE] * dim, [sg[a] * 4 * ONE for a in range(dim)], ONE // 4 + dm)
    # entering from outside, missing, grazing the grid's faces (half-open: the top face is out)
    add(z, one, ten, vec(-5 * ONE, ONE // 2, ONE // 2), vec(20 * ONE, 3 * ONE, ONE))
    add(z, one, ten, vec(-5 * ONE, 10 * ONE, ONE // 2), vec(20 * ONE, 0, 0))        # along the top face: out
    add(z, one, ten, vec(-5 * ONE, 0, ONE // 2), vec(20 * ONE, 0, 0))               # along the bottom face: in
    add(z, one, ten, vec(-5 * ONE, -ONE, ONE // 2), vec(20 * ONE, 0, 0))            # beside: miss
    add(z, one, ten, vec(10 * ONE, ONE, ONE), vec(-ONE, 0, 0))                      # on the top x face, moving in
    add(z, one, ten, vec(10 * ONE, ONE, ONE), vec(ONE, 0, 0))                       # on it, moving out: miss
    add(z, one, ten, vec(12 * ONE, 12 * ONE, 12 * ONE), vec(-2 * ONE, -2 * ONE, -2 * ONE))  # ends on a corner: miss
    add(z, one, ten, vec(12 * ONE, 12 * ONE, 12 * ONE), vec(-2 * ONE - 1, -2 * ONE - 1, -2 * ONE - 1))
    add(z, one, ten, vec(-2 * ONE, -2 * ONE, -2 * ONE), vec(2 * ONE, 2 * ONE, 2 * ONE))     # ends on cell 0's corner
    add(z, one, ten, vec(-2 * ONE, -2 * ONE, -2 * ONE), vec(2 * ONE - 1, 2 * ONE, 2 * ONE))
    add(z, one, ten, vec(-2 * ONE, 11 * ONE, ONE), vec(13 * ONE, -13 * ONE, 0))    # corner to corner
    # zero length, max_t 0 and < 0
    add(z, one, ten, vec(3 * ONE, 3 * ONE, 3 * ONE), z)
    add(z, one, ten, vec(3 * ONE, 3 * ONE, 3 * ONE), vec(ONE, ONE, ONE), 0)
    add(z, one, ten, vec(3 * ONE, 3 * ONE, 3 * ONE), vec(-ONE, ONE, ONE), 0)
    add(z, one, ten, vec(3 * ONE, 3 * ONE, 3 * ONE), vec(-ONE, ONE, ONE), -1)
    add(z, one, ten, vec(30 * ONE, 3 * ONE, 3 * ONE), z)
    add(z, one, ten, vec(3 * ONE, 3 * ONE, 3 * ONE), vec(ONE, ONE, ONE), 5 * ONE)
    # 1-LSB cells: many cells, a few near a corner; odd origins and sizes
    add(z, [1] * dim, [1000] * dim, vec(3, 5, 7), vec(150, 70, 33))
    add(z, [1] * dim, [1 << 28] * dim, vec(-100, 3, 2), vec(180, 60, 11))
    add(vec(-7, 3, 1), vec(3, 5, 2), [100] * dim, vec(-5, 4, 2), vec(250, 190, 70))
    add([-D] * dim, [1] * dim, [1 << 30] * dim, vec(5 - D, 9 - D, 1 - D), vec(140, 80, 33))
    # long segments across the whole domain: 1-LSB cells, entry after 2^29 outside cells
    add(vec(0, 0, 0), [1] * dim, [1 << 29] * dim, [-D] * dim, vec(D + 10, D + 7, D + 3))
    add([-D] * dim, [1] * dim, [1 << 30] * dim, [D] * dim, vec(-2 * D + 5, -2 * D + 3, -2 * D + 1))
    add([-D] * dim, [1 << 20] * dim, [1 << 10] * dim, [-D] * dim, [2 * D] * dim)
    add([-D] * dim, [1 << 20] * dim, [1 << 10] * dim, vec(-D, D, -D), vec(2 * D, -2 * D, 2 * D))
    add([-D] * dim, [3] * dim, [(2 * D) // 3] * dim, vec(-D + 7, D - 100, -D), vec(2 * D - 8, -2 * D + 100, 12345))
    add(vec(-D, 0, 0), vec(1 << 30, 7, 7), vec(1, 1000, 1000), vec(-D, 3, 5), vec(2 * D, 500, 300))
    # domain edges and rejections (any int32)
    add([-D] * dim, [1 << 30] * dim, [1] * dim, [D] * dim, [-2 * D] * dim)
    add([-D] * dim, [1 << 30] * dim, [2] * dim, z, one, ADV | OOD)       # far corner out of domain
    add([D + 1] + [0] * (dim - 1), one, ten, z, one, ADV | OOD)
    add(z, vec(0, ONE, ONE), ten, z, one, ADV | OOD)                      # zero cell size
    add(z, vec(ONE, -ONE, ONE), ten, z, one, ADV | OOD)
    add(z, one, vec(10, 0, 10), z, one, ADV | OOD)                        # zero cells
    add(z, one, vec(10, -3, 10), z, one, ADV | OOD)
    add(z, one, ten, [D] * dim, [1] * dim, ADV | OOD)                      # end out of domain
    add(z, one, ten, [D + 1] * dim, [-2] * dim, ADV | OOD)
    for _ in range(max(1, n_cases // 10)):
        add([rnd_any(rng) for _ in range(dim)], [rnd_any(rng) for _ in range(dim)],
            [rng.choice([rnd_any(rng), rng.randint(1, 50)]) for _ in range(dim)],
            [rnd_any(rng) for _ in range(dim)], [rnd_any(rng) for _ in range(dim)], rnd_any(rng), ADV | OOD)
    # random, at several scales: cell sizes of whole units (generic) and of odd raw sizes
    while len(out) < n_cases:
        units = rng.choice([4, 64, 1000, 8000])
        generic = rng.random() < 0.5
        if generic:
            s = [rng.choice([1, 2, 4, 8]) * ONE * max(1, units // 64) for _ in range(dim)]
        else:
            s = [rng.randint(1, max(1, units * ONE // 16)) for _ in range(dim)]
        n = [rng.randint(1, 40) for _ in range(dim)]
        o = [rnd_units(rng, units) for _ in range(dim)]
        o = [max(-D, min(o[a], D - n[a] * s[a])) for a in range(dim)]
        if not in_domain(*[o[a] + n[a] * s[a] for a in range(dim)]):
            continue
        ext = [n[a] * s[a] for a in range(dim)]
        p = [o[a] + rng.randint(-ext[a] // 4, ext[a] + ext[a] // 4) for a in range(dim)]
        e = [o[a] + rng.randint(-ext[a] // 4, ext[a] + ext[a] // 4) for a in range(dim)]
        if rng.random() < 0.2:                                   # a corner of the grid's lines
            k = [rng.randint(0, n[a]) for a in range(dim)]
            c = [o[a] + k[a] * s[a] for a in range(dim)]
            e = [2 * c[a] - p[a] for a in range(dim)]
            generic = False
        if not (in_domain(*p) and in_domain(*e)):
            continue
        m = ONE if rng.random() < 0.7 else rng.randint(0, ONE)
        add(o, s, n, p, [e[a] - p[a] for a in range(dim)], m, 0 if generic else ADV)
    return out[:max(n_cases, len(out))]


@tvset("grid2_walk", "grid", 11, GRID2_COLS)
def _g2(rng, n):
    return grid_cases(rng, n, 2)


@_g2.register_oracle
def _go2(inp):
    return grid_oracle(inp, 2)


@tvset("grid3_walk", "grid", 16, GRID3_COLS)
def _g3(rng, n):
    return grid_cases(rng, n, 3)


@_g3.register_oracle
def _go3(inp):
    return grid_oracle(inp, 3)
