# SPDX-License-Identifier: MIT
"""Move-and-slide of a ball against triangles (fg_sphere_triangle_slide).

Oracle, exact rationals, no code shared with lib/: the slide of sets_mover.slide() (the
ball against boxes) with the triangle's parts:
  cast: the exact first contact of sets_spheretri_sweep.sweep_oracle (max_t 1) on the raw
      row (every position and motion is on the Q16.16 grid); walls the ball penetrates at
      the start (started_inside) are skipped; the earliest contact wins, ties on the
      Q16.16-rounded t to the lowest index; a negative radius never hits;
  penetrates: the exact squared distance from the centre to the closed triangle < r^2
      (touching does not; collinear vertices: the segment between the farthest two);
  stop: sets_mover.stop()'s rules with that test (the contact centre rounded once per
      axis, backed off 1 then 2 LSB against the motion, then the bisection on the Q16.16 t);
  clip: along v, the exact direction from the triangle's nearest point to the stop as an
      integer grid vector (raw units): the face's normal n = (b - a) x (c - a), sign toward
      the stop, fg_wreduce3'd (reduce30), when the stop's foot on the plane lies in the
      closed triangle; else from the nearest edge (ties: the lowest of a->b, b->c, c->a):
      stop - A or stop - B beyond its ends, reduce30(m uu - u s) between them; the contact
      normal when v is zero. rem -= v (rem . v) / (v . v) only when rem . v < 0, each
      component rounded once.
Every stop is on the grid: the library must match bit for bit (0.5 LSB); normals 0.51.

Inputs (raw Q16.16): centre(3) radius delta(3) max_iter capacity (<= 2) count, then 4
triangles (a, b, c): 46. Outputs as sphere_aabb3_slide (sets_mover.cols(3, True)).
"""
import math

from tvgen import *
from sets_mover import (pack, NW, K, FULL, BATCH_MAX, ITER_MAX, TW, cols, ncols, round_t, reduce30,
                        unit_in_domain, grid)
from sets_spheretri_sweep import sweep_oracle

N_IN = 4 + 3 + 3 + NW * TW


def _sub(a, b):
    return [x - y for x, y in zip(a, b)]


def _dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def _cross(a, b):
    return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]


def _raw(v):
    """units (Fractions on the grid) to raw ints, exactly"""
    out = []
    for x in v:
        y = x * ONE
        assert y.denominator == 1, "off the grid"
        out.append(int(y))
    return out


def farthest_pair(V):
    """A collinear triangle's segment: the farthest two vertices (the first such pair of
    (0, 1), (1, 2), (2, 0), as the sweep oracle takes it)."""
    pairs = [(0, 1), (1, 2), (2, 0)]
    i, j = max(pairs, key=lambda p: _dot(_sub(V[p[1]], V[p[0]]), _sub(V[p[1]], V[p[0]])))
    return V[i], V[j]


def seg_d2(P, A, B):
    """exact squared distance from P to the segment AB"""
    u = _sub(B, A)
    m = _sub(P, A)
    uu = _dot(u, u)
    s = _dot(m, u)
    if uu == 0 or s <= 0:
        return _dot(m, m)
    if s >= uu:
        w = _sub(P, B)
        return _dot(w, w)
    return _dot(m, m) - F(s * s) / uu           # |m|^2 - s^2 / uu


def foot_inside(P, V, n):
    return all(_dot(n, _cross(_sub(V[(i + 1) % 3], V[i]), _sub(P, V[i]))) >= 0 for i in range(3))


def tri_d2(P, V):
    """exact squared distance from P to the closed triangle V (any coordinates)"""
    n = _cross(_sub(V[1], V[0]), _sub(V[2], V[0]))
    if _dot(n, n) == 0:
        A, B = farthest_pair(V)
        return seg_d2(P, A, B)
    if foot_inside(P, V, n):
        x = _dot(n, _sub(P, V[0]))
        return F(x * x) / _dot(n, n)
    return min(seg_d2(P, V[i], V[(i + 1) % 3]) for i in range(3))


def penetrates(p, R, tri):
    if R < 0:
        return False
    return tri_d2(p, tri) < R * R


def box_entry(p, R, r, tri):
    """A lower bound on the contact's t, exact: when the centre enters the triangle's box
    grown by R (the slab entry, t in [0, 1]); None when it never does: no contact."""
    t_in, t_out = F(0), F(1)
    for k in range(3):
        lo = min(v[k] for v in tri) - R
        hi = max(v[k] for v in tri) + R
        if r[k] == 0:
            if not lo <= p[k] <= hi:
                return None
            continue
        a, b = (lo - p[k]) / r[k], (hi - p[k]) / r[k]
        t_in, t_out = max(t_in, min(a, b)), min(t_out, max(a, b))
        if t_in > t_out:
            return None
    return t_in


def cast(p, R, r, tri, mt=ONE):
    """(t, normal, started_inside) of the exact first contact (units), or None; mt: the
    sweep's max_t (raw), contacts after it are not looked for."""
    if R < 0 or box_entry(p, R, r, tri) is None:
        return None
    row = _raw(p) + _raw([R]) + _raw(r) + _raw(tri[0]) + _raw(tri[1]) + _raw(tri[2]) + [mt]
    res = sweep_oracle(row)
    assert res[0] != REJ
    if res[0] != 1:
        return None
    return exact_tie(p, R, r, tri, res[1]), res[5:8], res[8] == 1


def exact_tie(p, R, r, tri, t):
    """The sweep's t is its bisection's upper end (within 2^-90 of the first contact): exact
    enough for every rounding but a tie, where the stop's rule (p + t r rounded once per axis,
    ties away from zero) needs the exact t. A rational contact whose centre lies on a half
    LSB on some axis (an axis-aligned face, say) is found here: the half-LSB point next to
    p + t r on that axis, if it is within 2^-80 of t, touches the triangle exactly there
    (distance r) and not just before it, is the exact first contact."""
    if t == 0:
        return t
    for k in range(3):
        if r[k] == 0:
            continue
        x = (p[k] + t * r[k]) * ONE
        for h in (math.floor(x) - F(1, 2), math.floor(x) + F(1, 2)):
            tc = (h / ONE - p[k]) / r[k]
            if tc == t or not 0 < tc <= 1 or abs(tc - t) > F(1, 1 << 80):
                continue
            at = [p[i] + tc * r[i] for i in range(3)]
            before = [p[i] + (tc - F(1, 1 << 100)) * r[i] for i in range(3)]
            if tri_d2(at, tri) == R * R and tri_d2(before, tri) > R * R:
                return tc
    return t


def stop(p, R, r, walls, t):
    """sets_mover.stop() with the ball-vs-triangle overlap test."""
    start_in = [penetrates(p, R, w) for w in walls]

    def clear(x):
        return not any(not start_in[i] and penetrates(x, R, w) for i, w in enumerate(walls))
    qpos = [grid(p[k] + t * r[k]) for k in range(3)]
    if clear(qpos):
        return qpos
    for k in (1, 2):
        ks = F(k, ONE)
        b = [max(p[a], qpos[a] - ks) if r[a] > 0 else min(p[a], qpos[a] + ks) if r[a] < 0 else qpos[a]
             for a in range(3)]
        if clear(b):
            return b
    lo_t, hi_t = 0, round_t(t)

    def at(traw):
        return [p[k] + grid(r[k] * F(traw, ONE)) for k in range(3)]
    for _ in range(24):
        mid = (lo_t + hi_t) >> 1
        if mid in (lo_t, hi_t):
            break
        if clear(at(mid)):
            lo_t = mid
        else:
            hi_t = mid
    return list(p) if lo_t == 0 else at(lo_t)


def clip_dir(qpos, tri, n_contact):
    """The clip's grid vector (raw units) from the triangle's nearest point to the stop."""
    Q = _raw(qpos)
    V = [_raw(v) for v in tri]
    n = _cross(_sub(V[1], V[0]), _sub(V[2], V[0]))
    if _dot(n, n) != 0:
        if foot_inside(Q, V, n):
            sg = _dot(n, _sub(Q, V[0]))
            if sg == 0:
                return list(n_contact)
            return [x if sg > 0 else -x for x in reduce30(n)]
        edges = [(V[i], V[(i + 1) % 3]) for i in range(3)]
        A, B = min(edges, key=lambda e: seg_d2(Q, e[0], e[1]))     # min: the first of equals
    else:
        A, B = farthest_pair(V)
    u = _sub(B, A)
    m = _sub(Q, A)
    s = _dot(m, u)
    uu = _dot(u, u)
    if s <= 0 or uu == 0:
        v = m
    elif s >= uu:
        v = _sub(Q, B)
    else:
        v = reduce30([m[k] * uu - u[k] * s for k in range(3)])
    if not any(v):
        return list(n_contact)
    return v


def clip(rem, v):
    d = _dot(rem, v)
    if d < 0:
        vv = _dot(v, v)
        rem = [rem[k] - grid(v[k] * d / vv) for k in range(3)]
    return rem


def slide(p, R, delta, walls, max_iter):
    target = [p[i] + delta[i] for i in range(3)]
    r = list(delta)
    contacts = []
    for _ in range(max_iter):
        if not unit_in_domain(target):
            break
        best = None
        # walls in the order of their box entry (a lower bound on t); a contact a whole LSB
        # of t after the best cannot round earlier: not looked for (the exact casts are slow)
        order = sorted((e, i) for i, e in enumerate(box_entry(p, R, r, w) if R >= 0 else None
                                                        for w in walls) if e is not None)
        for e, i in order:
            if best is not None and e >= best[2] + F(1, ONE):
                break
            mt = ONE if best is None else min(ONE, math.ceil(best[2] * ONE) + 1)
            h = cast(p, R, r, walls[i], mt)
            if h is None or h[2]:
                continue
            key = (round_t(h[0]), i)
            if best is None or key < best[0]:
                best = (key, i, h[0], h[1])
        if best is None:
            p = [p[i] + r[i] for i in range(3)]
            break
        _, i, t, n = best
        qpos = stop(p, R, r, walls, t)
        contacts.append((i, qpos, n))
        p = qpos
        rem = clip([target[k] - p[k] for k in range(3)], clip_dir(qpos, walls[i], n))
        target = [p[k] + rem[k] for k in range(3)]
        r = rem
        if not any(r):
            break
    return p, contacts


def oracle(inp):
    c, rad, dl = inp[0:3], inp[3], inp[4:7]
    max_iter, cap, count = inp[7:10]
    wr = inp[10:]
    rej = [REJ] + [0] * (ncols(3) - 1)
    if count < 0 or count > BATCH_MAX or max_iter < 1 or max_iter > ITER_MAX or cap < 0:
        return rej
    assert count <= NW, "the adapter holds 4 walls"
    tris_raw = [wr[TW * w:TW * (w + 1)] for w in range(count)]
    if not (seg_in_domain(c, dl) and in_domain(rad)) or not all(in_domain(*w) for w in tris_raw):
        return rej
    walls = [tuple([q(x) for x in w[3 * j:3 * j + 3]] for j in range(3)) for w in tris_raw]
    end, contacts = slide([q(x) for x in c], q(rad), [q(x) for x in dl], walls, max_iter)
    return pack(3, end, contacts, cap)


def balltri_cases(rng, n_cases):
    out = []
    U = ONE

    def add(c, dl, tris, max_iter=8, cap=K, count=None, flags=ADV, rad=U):
        tris = [list(t) for t in tris]
        cnt = len(tris) if count is None else count
        while len(tris) < NW:
            tris.append([0] * TW)                        # filler (never read)
        flat = [x for t in tris for x in t]
        out.append((list(c) + [rad] + list(dl) + [max_iter, cap, cnt] + flat, flags))

    big = 20 * U
    # the floor y = 0 as two triangles (the seam: the diagonal x = z), a wall x = 5 as two,
    # a ceiling y = 6, a ramp rising along +x
    floor = [[-big, 0, -big, big, 0, -big, big, 0, big], [-big, 0, -big, big, 0, big, -big, 0, big]]
    wall = [[5 * U, -big, -big, 5 * U, big, -big, 5 * U, big, big], [5 * U, -big, -big, 5 * U, big, big, 5 * U, -big, big]]
    ceil = [-big, 6 * U, -big, big, 6 * U, big, big, 6 * U, -big]
    ramp = [0, 0, -big, 8 * U, 4 * U, -big, 0, 0, big]
    tri = [0, 0, 0, 4 * U, 0, 0, 0, 0, 4 * U]                          # a small floor triangle
    # no walls, zero motion, a negative radius (moves freely)
    add([0, 3 * U, 0], [4 * U, U, U], [], flags=0)
    add([0, 3 * U, 0], [0, 0, 0], floor)
    add([0, 3 * U, 0], [3 * U, -4 * U, U], floor, rad=-U)
    for rad in (U // 4, U, 2 * U):
        # onto the floor: oblique (sliding on), head-on
        add([0, 3 * U, 0], [3 * U, -4 * U, U], floor, flags=0, rad=rad)
        add([U, 3 * U, -U], [0, -4 * U, 0], floor, flags=0, rad=rad)
        # 1 LSB above the floor, moving down and along; touching: along, away, into
        add([0, rad + 1, 0], [3 * U, -4 * U, 2 * U], floor, rad=rad)
        add([0, rad + 1, 0], [3 * U, -1, 0], floor, rad=rad)
        add([0, rad + 1, 0], [3 * U, -2, U], floor, rad=rad)
        add([0, rad, 0], [3 * U, 0, U], floor, rad=rad)
        add([0, rad, 0], [3 * U, U, 0], floor, rad=rad)
        add([0, rad, 0], [3 * U, -U, U], floor, rad=rad)
        add([0, rad, 0], [0, -U, 0], floor, rad=rad)
        add([0, rad, 0], [3 * U, -1, 0], floor, rad=rad)
        # across the seam touching the floor (along; into then along; the other order)
        add([-10 * U, rad, 6 * U], [20 * U, 0, 0], floor, rad=rad)
        add([-10 * U, rad, 6 * U], [20 * U, -U, 0], floor, rad=rad)
        add([-10 * U, rad, 6 * U], [20 * U, 0, U], floor[::-1], rad=rad)
        add([-10 * U, 2 * U + rad, 6 * U], [20 * U, -3 * U, 0], floor, rad=rad)
    # the contact's centre on half LSBs (t = 1/6): the stop's ties, away from zero
    add([0, U + 2, 0], [6 * U + 3, -12, -9], floor)
    add([2 * U, U + 2, -U], [-6 * U - 3, -12, 7], floor, max_iter=1)     # toward zero on x
    add([-2 * U, U + 2, U], [6 * U + 3, -12, -9], floor)
    add([0, U + 2, 0], [3, -12, -U - 9], floor, rad=U)
    # across the seam with max_iter 1 and 2
    add([-10 * U, U, 6 * U], [20 * U, 0, 0], floor, max_iter=1)
    add([-10 * U, U, 6 * U], [20 * U, 0, 0], floor, max_iter=2)
    # into the corner (floor + wall), each wall order, max_iter 1, 2, 3, 8; with the ceiling
    for walls in (floor + wall, wall + floor, [wall[1], floor[0]], [ceil] + wall + [floor[1]]):
        for mi in (1, 2, 3, 8):
            add([0, 3 * U, 0], [10 * U, -5 * U, U], walls, max_iter=mi)
            add([0, 3 * U, 0], [10 * U, 6 * U, -U], walls, max_iter=mi, rad=U // 4)
        add([0, U, 0], [10 * U, -1, 0], walls)                           # touching the floor, into the wall
        add([4 * U, U, 0], [U, -U, 0], walls)                            # touching both, into both
        add([4 * U, U, 0], [-U, U, 0], walls)                            # away from both
    # up the ramp's slope (alone, with the floor), and down it
    add([-6 * U, U, 0], [12 * U, 0, 0], [ramp])
    add([-6 * U, U, U], [12 * U, -U, 0], [ramp] + floor, max_iter=16)
    add([-6 * U, 2 * U, 0], [12 * U, -U, 0], [ramp] + floor, max_iter=16, rad=2 * U)
    add([7 * U, 4 * U, 0], [-12 * U, -7 * U, U], [ramp] + floor, max_iter=16, rad=U // 4)
    # onto a triangle's edge and off it; along an edge; onto a vertex
    add([2 * U, 3 * U, -2 * U], [0, -6 * U, 0], [tri])
    add([2 * U, 3 * U, -U // 2], [0, -6 * U, 0], [tri], rad=U)
    add([2 * U, 3 * U, -U // 2], [0, -6 * U, 2 * U], [tri], rad=U)
    add([2 * U, 2 * U, U], [0, -2 * U, -4 * U], [tri], rad=U)            # past the edge
    add([2 * U, U, U], [0, 0, -4 * U], [tri], rad=U)                     # touching, rolling off the edge
    add([2 * U, U, U], [0, -U, -4 * U], [tri], rad=U)                    # pressed on, off the edge
    add([-3 * U, U, -U], [10 * U, 0, 0], [tri])                          # along the edge z = 0
    add([-3 * U, 0, -U], [10 * U, 0, 0], [tri])
    add([-3 * U, -3 * U, -3 * U], [4 * U, 4 * U, 4 * U], [tri])          # onto the vertex a
    add([-U, 3 * U, -U], [0, -6 * U, 0], [tri], rad=2 * U)
    add([6 * U, U, 0], [-4 * U, -U, 0], [tri], rad=U // 4)               # onto the vertex b
    # the same triangle twice (the lower index wins), two triangles at one t
    add([0, 3 * U, 0], [3 * U, -4 * U, 0], [floor[0], floor[0]])
    add([U, 3 * U, -U], [3 * U, -4 * U, 0], [floor[1], floor[0], floor[1]])
    # started inside: walks out (up, along), inside one moving into another
    add([0, 0, 0], [3 * U, U, 0], floor)
    add([0, U // 2, 0], [3 * U, 3 * U, 0], floor)
    add([0, U // 2, 0], [8 * U, 0, 0], floor + wall)
    add([0, U // 2, 0], [8 * U, -U, U], floor + wall, rad=2 * U)
    add([5 * U + U // 2, 3 * U, 0], [-2 * U, -4 * U, 0], wall + floor)
    # degenerate: collinear, a point, all on the path
    add([0, 3 * U, 0], [3 * U, -4 * U, 0], [[U, 0, 0, U, 0, 0, U, 0, 0]])
    add([0, 3 * U, 0], [3 * U, -4 * U, 0], [[-U, 0, 0, 2 * U, 0, 0, 5 * U, 0, 0]])
    add([0, 3 * U, 0], [3 * U, -4 * U, U], [[2 * U, 0, 0, -U, 0, 0, 5 * U, 0, 0]], rad=2 * U)
    add([-3 * U, U // 2, 0], [8 * U, 0, 0], [[0, 0, -U, 0, 0, U, 0, 0, 3 * U]])
    add([-3 * U, 0, 0], [8 * U, 0, U], [[0, 0, 0, 0, 0, 0, 0, 0, 0]])
    # radius 0: a point onto the floor, along a face (axis-aligned: the normals exact)
    add([U, 3 * U, -U], [0, -4 * U, 0], floor, rad=0)
    add([U, 3 * U, 0], [U, -4 * U, U], floor, rad=0)
    # capacity 0 and 1
    add([0, 3 * U, 0], [10 * U, -5 * U, U], floor + wall, cap=0)
    add([0, 3 * U, 0], [10 * U, -5 * U, U], floor + wall, cap=1)
    # rejections: counts, iterations, capacity, domain
    add([0, 3 * U, 0], [U, U, 0], floor, count=-1)
    add([0, 3 * U, 0], [U, U, 0], floor, count=BATCH_MAX + 1)
    add([0, 3 * U, 0], [U, U, 0], floor, max_iter=0)
    add([0, 3 * U, 0], [U, -4 * U, 0], floor, max_iter=ITER_MAX)
    add([0, 3 * U, 0], [U, U, 0], floor, max_iter=ITER_MAX + 1)
    add([0, 3 * U, 0], [U, U, 0], floor, cap=-1)
    add([0, 3 * U, 0], [D, U, 0], floor, flags=ADV | OOD)
    add([0, 3 * U, 0], [D + 1, U, 0], floor, flags=ADV | OOD)
    add([0, 3 * U, 0], [U, U, 0], floor, rad=D + 1, flags=ADV | OOD)
    add([0, D + 1, 0], [0, -U, 0], floor, flags=ADV | OOD)
    add([0, 3 * U, 0], [U, U, 0], [[-D - 1, 0, 0, 0, 0, 0, 0, 0, U]], flags=ADV | OOD)
    add([0, 3 * U, 0], [U, U, 0], floor + [[0, 0, 0, 0, 0, 0, 0, D + 1, 0]], flags=ADV | OOD)
    add([0, 3 * U, 0], [U, U, 0], floor + [[-D - 1, 0, 0, 0, 0, 0, 0, 0, U]], count=2)   # not read
    # a slide near the domain's border: onto a floor at y = -D into its corner (D, -D, D); a
    # ramp x + y = 2D - 9 near the corner (D, D) (along it), a ramp x - y = -4 (the clipped
    # target would leave the domain: the slide ends at the stop)
    border = [[-D, -D, -D, D, -D, -D, D, -D, D], [-D, -D, -D, D, -D, D, -D, -D, D]]
    add([D - 6 * U, -D + 3 * U, D - 6 * U], [6 * U, -3 * U, 6 * U], border)
    add([D - 6 * U, -D + 3 * U, D - 6 * U], [6 * U, -3 * U, 6 * U], border, rad=2 * U)
    add([-D + 2 * U, -D + 3 * U, 0], [-2 * U, -3 * U, U], border)
    edge = [[D - 9 * U, D, -4 * U, D, D - 9 * U, -4 * U, D - 9 * U, D, 4 * U],
            [D, D - 9 * U, -4 * U, D, D - 9 * U, 4 * U, D - 9 * U, D, 4 * U]]
    add([D - 10 * U, D - 2 * U, 0], [9 * U, 0, 0], edge)
    edge = [[D - 12 * U, D - 8 * U, -4 * U, D - 4 * U, D, -4 * U, D - 12 * U, D - 8 * U, 4 * U],
            [D - 4 * U, D, -4 * U, D - 4 * U, D, 4 * U, D - 12 * U, D - 8 * U, 4 * U]]
    add([D - 10 * U, D - 3 * U, 0], [9 * U, 0, 0], edge)
    add([D - 10 * U, D - 6 * U, 0], [9 * U, 0, 0], edge)
    # any int32
    for _ in range(max(1, n_cases // 16)):
        row = [rnd_any(rng) for _ in range(N_IN)]
        row[7] = rng.choice([1, 4, rnd_any(rng)])
        row[8] = rng.choice([0, 3, rnd_any(rng)])
        row[9] = rng.choice([0, 1, 4, rng.randint(I32_MIN, -1), rng.randint(BATCH_MAX + 1, I32_MAX)])
        out.append((row, ADV | OOD))
    # random rooms: up to 4 triangles near the ball, motions up to 16 units, aimed near them
    while len(out) < n_cases:
        units = rng.choice([4, 8, 16])
        rad = rng.choice([U // 4, U, 2 * U, rng.randint(1, 2 * U)])
        c = [rnd_units(rng, units) for _ in range(3)]
        tris = []
        for _ in range(rng.randint(1, NW)):
            a = [x + rnd_units(rng, units) for x in c]
            tris.append(list(a) +
                        [a[i] + rnd_units(rng, units) for i in range(3)] +
                        [a[i] + rnd_units(rng, units) for i in range(3)])
        aim = None
        if rng.random() < 0.35:                  # a crease: two big triangles on planes through
            P = [x + rnd_units(rng, units) // 2 for x in c]     # P, sharing the line P + s e1
            e = [[rng.randint(-4, 4) for _ in range(3)] for _ in range(3)]
            if rng.random() < 0.5:
                e[0] = [0, 0, 0]
                e[0][rng.randrange(3)] = 1
            S = units * U // 4
            crease = [[P[i] - S * e[0][i] - S * g[i] for i in range(3)] +
                      [P[i] + 2 * S * e[0][i] - S * g[i] for i in range(3)] +
                      [P[i] - S * e[0][i] + 2 * S * g[i] for i in range(3)] for g in (e[1], e[2])]
            tris = crease + tris[:rng.randint(0, 2)]
            aim = P                              # into the crease
        elif rng.random() < 0.4:                 # an axis-aligned triangle: face slides
            t = tris[0]
            ax = rng.randrange(3)
            for j in range(3):
                t[3 * j + ax] = t[ax]
            if rng.random() < 0.5:               # its vertices on whole units: exact normals
                for j in range(9):
                    t[j] = t[j] // U * U
        if aim is not None or rng.random() < 0.75:   # aimed at (or past) a point of a triangle
            if aim is None:
                t = rng.choice(tris)
                w = [rng.random() for _ in range(3)]
                s = sum(w)
                aim = [int(sum(w[j] * t[3 * j + k] for j in range(3)) / s) for k in range(3)]
            if rng.random() < 0.2:               # an axis-aligned motion
                k = rng.randrange(3)
                c[k] = aim[k]
            f = rng.choice([1, 1.5, 2, 3])
            g = max(abs(aim[k] - c[k]) for k in range(3)) * f
            if g > 16 * U:                       # motions up to 16 units
                f *= 16 * U / g
            dl = [int((aim[k] - c[k]) * f) for k in range(3)]
        else:
            dl = [rnd_units(rng, units) for _ in range(3)]
            if rng.random() < 0.2:
                dl[rng.randrange(3)] = 0
        add(c, dl, tris, max_iter=rng.choice([1, 2, 4, 8, 16]), cap=rng.randint(0, K), rad=rad)
    return out


# one set per suite: a suite's vectors must fit the M0's flash
@tvset("sphere_triangle_slide", "mover_f", N_IN, cols(3, True))
def _cbt(rng, n):
    return balltri_cases(rng, n)


@_cbt.register_oracle
def _obt(inp):
    return oracle(inp)
