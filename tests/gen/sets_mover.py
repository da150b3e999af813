# SPDX-License-Identifier: MIT
"""Move-and-slide (issue 13, item 4): a circle, sphere or box moving against up to 4 boxes.

Oracle, exact rationals, no code shared with lib/: the slide as the headers document it.
Each iteration casts the remaining motion against every wall with the exact first-contact
oracles of the sweep sets (sets_sweepbox.ball_box_oracle for balls, sets_sweep.box_sweep_oracle
for boxes; both written from the mathematics), skips walls the mover penetrates
(started_inside), takes the earliest contact (ties on the Q16.16-rounded t: the lowest
index), stops at the exact contact rounded once per axis (backed off when that penetrates,
as documented), and clips what is left of the motion along the exact direction from the
wall's nearest point (a box: its axis normal), rounded once per component. Every position is
then on the Q16.16 grid, so the library must match it bit for bit (POS_TOL 0.5 LSB); the
normals are the sweep's, 0.51 LSB. It stops when nothing is hit (the rest is made in full),
when the remaining motion is zero, after max_iter iterations, or when the clipped target
leaves the domain.

Inputs (raw Q16.16): the mover (circle c r | sphere c r | box min max), delta, max_iter,
capacity (<= 2), count, then 4 walls (min, max). Outputs: result, end, n_contacts, and the
first 2 contacts (wall, position, normal; in 3D the second without its position), zeros where there is none.
"""
from tvgen import *
from sets_sweepbox import ball_box_oracle
from sets_sweep import box_sweep_oracle
from sets_boxtri import boxtri_contact, unit as axis_unit, sat_axes, corners, v_dot

NW = 4                 # walls in a vector
K = 2                  # contacts in a vector (the adapters' capacity is at most 2)
# the runner's 16 output columns: 2D records both contacts in full; 3D the first in full and
# the second's wall and normal only
FULL = {2: 2, 3: 1}
BATCH_MAX = 4096       # FG_BATCH_MAX
ITER_MAX = 16          # FG_SLIDE_ITER_MAX
POS_TOL = 0.5
HALF_LSB = F(1, 2 * ONE)


def cols(dim, ball):
    c = [exact("result")] + [scalar("end" + "xyz"[i], POS_TOL, 12) for i in range(dim)] + [exact("n_contacts")]
    for k in range(K):
        c.append(exact("wall%d" % k))
        if k < FULL[dim]:
            c += [scalar("p%d%s" % (k, "xyz"[i]), POS_TOL, 12) for i in range(dim)]
        # every contact's normal is the sweep's (0.51 LSB) from the stop before it
        c += [scalar("n%d%s" % (k, "xyz"[i]), 0.51, 12) for i in range(dim)]
    return c


def ncols(dim, ball=True):
    return len(cols(dim, ball))


def round_t(t):
    return to_raw_nearest(t)


def raw(v):
    return [int(x * ONE) for x in v]


def reduce30(L):
    """fg_wreduce3: the magnitudes shifted right together until each is within 2^30."""
    m, k = max(abs(x) for x in L), 0
    while (m >> k) > (1 << 30):
        k += 1
    return [(abs(x) >> k) * (1 if x >= 0 else -1) for x in L]


def tri_contact(p, size_r, r, tri, T):
    lo, hi = raw(p), raw([p[i] + size_r[i] for i in range(3)])
    return boxtri_contact(lo, hi, raw(r), *[raw(v) for v in tri], T)


def tri_grazes(p, size_r, r, tri):
    """Some separating axis with no motion along it on which box and triangle just touch:
    they never overlap strictly, so a contact is no obstacle."""
    lo, hi = raw(p), raw([p[i] + size_r[i] for i in range(3)])
    a, b, c = [raw(v) for v in tri]
    for L in sat_axes(a, b, c):
        if L == [0, 0, 0] or v_dot(L, raw(r)) != 0:
            continue
        bp = [v_dot(L, x) for x in corners(lo, hi)]
        tp = [v_dot(L, x) for x in (a, b, c)]
        if max(bp) == min(tp) or min(bp) == max(tp):
            return True
    return False


def box_grazes(dim, p, size_r, r, lo, hi):
    return any(r[a] == 0 and (p[a] + size_r[a] == lo[a] or p[a] == hi[a]) for a in range(dim))


def cast(ball, dim, p, size_r, r, wall):
    """(t, normal, inside, dir) of the exact first contact (units), or None; dir: the clip's
    grid vector against a triangle (the contact axis, fg_wreduce3), else None."""
    if len(wall) == 3:
        res = tri_contact(p, size_r, r, wall, F(1))
        if res is None:
            return None
        t, L, side, inside = res
        if t > 0 and tri_grazes(p, size_r, r, wall):
            return None
        return t, axis_unit(L, side), inside, [side * x for x in reduce30(L)]
    lo, hi = wall
    if ball:
        raw_in = [x * ONE for x in p] + [size_r * ONE] + [x * ONE for x in r] + \
              [x * ONE for x in lo] + [x * ONE for x in hi] + [ONE]
        row = ball_box_oracle(raw_in, dim)
        if row[0] != 1:
            return None
        return row[1], row[2 + dim:2 + 2 * dim], row[2 + 2 * dim] == 1, None
    m_hi = [p[i] + size_r[i] for i in range(dim)]
    res = box_sweep_oracle(p, m_hi, r, lo, hi, F(1), dim)
    if res is None:
        return None
    t, n, inside = res
    if t > 0 and not inside and box_grazes(dim, p, size_r, r, lo, hi):
        return None
    return t, n, inside, None


def unit_in_domain(v):
    return all(-D <= x * ONE <= D for x in v)


def grid(v):
    """To the Q16.16 grid, half away from zero (the library's one rounding)."""
    return F(to_raw_nearest(v), ONE)


def penetrates(ball, dim, p, size_r, wall):
    """Does the mover at p overlap the wall's interior (touching does not)? Exact. A box
    and a triangle: every separating axis overlaps strictly."""
    if len(wall) == 3:
        if any(s < 0 for s in size_r):
            return False
        res = tri_contact(p, size_r, [0, 0, 0], wall, F(0))
        return res is not None and res[3]
    lo, hi = wall
    if any(lo[i] > hi[i] for i in range(dim)):
        return False
    if not ball:
        if any(s < 0 for s in size_r):
            return False
        return all(p[i] < hi[i] and lo[i] < p[i] + size_r[i] for i in range(dim))
    if size_r < 0:
        return False
    if all(lo[i] < p[i] < hi[i] for i in range(dim)):
        return True
    g = [p[i] - min(max(p[i], lo[i]), hi[i]) for i in range(dim)]
    return sum(x * x for x in g) < size_r * size_r


def stop(ball, dim, p, size_r, r, walls, t):
    """The documented stop for a contact at exact t: the sweep's position at contact, p + r t
    rounded once per axis (ties away from zero; a face's axis is exact anyway); if that penetrates a wall not penetrated at p, backed off by 1 then
    2 LSB per axis against the motion (never past p); then the bisection on the Q16.16 t."""
    def clear(x):
        return not any(penetrates(ball, dim, x, size_r, w) and not penetrates(ball, dim, p, size_r, w)
                       for w in walls)
    qpos = [grid(p[k] + t * r[k]) for k in range(dim)]
    if clear(qpos):
        return qpos
    for k in (1, 2):
        ks = F(k, ONE)
        b = [max(p[a], qpos[a] - ks) if r[a] > 0 else min(p[a], qpos[a] + ks) if r[a] < 0 else qpos[a]
             for a in range(dim)]
        if clear(b):
            return b
    lo_t, hi_t = 0, round_t(t)                  # raw Q16.16 fractions, as the library bisects

    def at(traw):
        return [p[k] + grid(r[k] * F(traw, ONE)) for k in range(dim)]
    for _ in range(24):
        mid = (lo_t + hi_t) >> 1                # fg_half: toward minus infinity
        if mid in (lo_t, hi_t):
            break
        if clear(at(mid)):
            lo_t = mid
        else:
            hi_t = mid
    return list(p) if lo_t == 0 else at(lo_t)


def clip(ball, dim, rem, qpos, n, wall, dirv):
    """b2ClipVector along v, each component rounded once: a ball's v from the wall's nearest
    point to the stop (its contact normal when that is zero), a box's its axis normal, a
    box against a triangle the contact axis's grid vector."""
    v = list(n) if dirv is None else list(dirv)
    if ball:
        lo, hi = wall
        g = [qpos[i] - min(max(qpos[i], lo[i]), hi[i]) for i in range(dim)]
        if any(g):
            v = g
    d = sum(rem[k] * v[k] for k in range(dim))
    if d < 0:
        vv = sum(x * x for x in v)
        rem = [rem[k] - grid(v[k] * d / vv) for k in range(dim)]
    return rem


def slide(ball, dim, p, size_r, delta, walls, max_iter):
    """The slide as documented: exact casts from each (rounded) stop, each stop and clip
    rounded as the header says; every position stays on the Q16.16 grid."""
    target = [p[i] + delta[i] for i in range(dim)]
    r = list(delta)
    contacts = []
    for _ in range(max_iter):
        ends = [target] if ball else [target, [target[i] + size_r[i] for i in range(dim)]]
        if not all(unit_in_domain(e) for e in ends):
            break
        best = None
        for i, w in enumerate(walls):
            h = cast(ball, dim, p, size_r, r, w)
            if h is None or h[2]:
                continue
            key = (round_t(h[0]), i)
            if best is None or key < best[0]:
                best = (key, i, h[0], h[1], h[3])
        if best is None:
            p = [p[i] + r[i] for i in range(dim)]
            break
        _, i, t, n, dirv = best
        qpos = stop(ball, dim, p, size_r, r, walls, t)
        contacts.append((i, qpos, n))
        p = qpos
        rem = clip(ball, dim, [target[k] - p[k] for k in range(dim)], p, n, walls[i], dirv)
        target = [p[k] + rem[k] for k in range(dim)]
        r = rem
        if not any(r):
            break
    return p, contacts


def pack(dim, end, contacts, cap):
    """The output row: result, end, n_contacts, then the first min(cap, K) contacts (wall,
    position while k < FULL[dim], normal), zeros where there is none."""
    out = [0] * ncols(dim)
    out[0] = 1 if contacts else 0
    out[1:1 + dim] = end
    out[1 + dim] = len(contacts)
    b = 2 + dim
    for k, (i, qpos, n) in enumerate(contacts[:min(cap, K)]):
        out[b] = i
        b += 1
        if k < FULL[dim]:
            out[b:b + dim] = qpos
            b += dim
        out[b:b + dim] = n
        b += dim
    return out


def oracle(inp, dim, ball):
    nm = dim + 1 if ball else 2 * dim
    mv = inp[:nm]
    dl = inp[nm:nm + dim]
    max_iter, cap, count = inp[nm + dim:nm + dim + 3]
    wr = inp[nm + dim + 3:]
    rej = [REJ] + [0] * (ncols(dim) - 1)
    if count < 0 or count > BATCH_MAX or max_iter < 1 or max_iter > ITER_MAX or cap < 0:
        return rej
    assert count <= NW, "the adapter holds 4 walls"
    walls_raw = [wr[2 * dim * w:2 * dim * (w + 1)] for w in range(count)]
    if ball:
        c, rad = mv[:dim], mv[dim]
        if not (seg_in_domain(c, dl) and in_domain(rad)):
            return rej
    else:
        lo, hi = mv[:dim], mv[dim:]
        if not (seg_in_domain(lo, dl) and seg_in_domain(hi, dl)):
            return rej
    if not all(in_domain(*w) for w in walls_raw):
        return rej
    walls = [([q(x) for x in w[:dim]], [q(x) for x in w[dim:]]) for w in walls_raw]
    if ball:
        p, size_r = [q(x) for x in mv[:dim]], q(mv[dim])
    else:
        p = [q(x) for x in mv[:dim]]
        size_r = [q(mv[dim + i]) - q(mv[i]) for i in range(dim)]
    end, contacts = slide(ball, dim, p, size_r, [q(x) for x in dl], walls, max_iter)
    return pack(dim, end, contacts, cap)


def mover_cases(rng, n_cases, dim, ball):
    out = []
    U = ONE

    def mover_at(c, rad=U, half=U):
        if ball:
            return list(c) + [rad]
        return [x - half for x in c] + [x + half for x in c]

    def add(c, dl, walls, max_iter=8, cap=K, count=None, flags=ADV, rad=U):
        walls = [list(w) for w in walls]
        cnt = len(walls) if count is None else count
        while len(walls) < NW:
            walls.append([U] * dim + [0] * dim)         # filler: an empty (inverted) box
        flat = [x for w in walls for x in w]
        out.append((mover_at(c, rad) + list(dl) + [max_iter, cap, cnt] + flat, flags))

    def box(lo, hi):
        return list(lo) + list(hi)

    def v(*xs):
        return list(xs[:dim]) if dim == 2 else list(xs) + [0] * (3 - len(xs))

    def v3(x, y, z):
        return [x, y] if dim == 2 else [x, y, z]

    big = 20 * U
    floor = box(v3(-big, -2 * U, -big), v3(big, 0, big))            # top face y = 0
    wall_r = box(v3(5 * U, -2 * U, -big), v3(7 * U, big, big))        # left face x = 5
    ceil = box(v3(-big, 6 * U, -big), v3(big, 8 * U, big))          # bottom face y = 6
    post = box(v3(0, 0, 0), v3(2 * U, 2 * U, 2 * U))
    # free motion, no walls, empty walls, zero motion
    add(v3(0, 3 * U, 0), v3(4 * U, 1 * U, U), [], flags=0)
    add(v3(0, 3 * U, 0), v3(4 * U, 1 * U, U), [floor], flags=0)
    add(v3(0, 3 * U, 0), v3(0, 0, 0), [floor])
    add(v3(0, 3 * U, 0), v3(4 * U, -U, 0), [box(v3(U, U, U), v3(0, 0, 0))])
    # sliding along the floor (head-on, oblique, 1 LSB gap, touching start moving in/along/away)
    add(v3(0, 3 * U, 0), v3(3 * U, -4 * U, U), [floor], flags=0)
    add(v3(0, 3 * U, 0), v3(0, -4 * U, 0), [floor], flags=0)
    add(v3(0, U + 1, 0), v3(3 * U, -4 * U, 2 * U), [floor])
    add(v3(0, U + 1, 0), v3(3 * U, -1, 0), [floor])
    add(v3(0, U + 1, 0), v3(3 * U, -2, 0), [floor])
    add(v3(0, U, 0), v3(3 * U, -U, U), [floor])
    add(v3(0, U, 0), v3(3 * U, 0, U), [floor])
    add(v3(0, U, 0), v3(3 * U, U, 0), [floor])
    add(v3(0, U, 0), v3(0, -U, 0), [floor])
    add(v3(0, U, 0), v3(3 * U, -1, 0), [floor])
    # into a corner (floor and right wall), into a corridor, each wall order; max_iter 1..3
    for walls in ([floor, wall_r], [wall_r, floor], [floor, wall_r, ceil], [ceil, wall_r, floor]):
        for mi in (1, 2, 3, 8):
            add(v3(0, 3 * U, 0), v3(10 * U, -5 * U, U), walls, max_iter=mi)
            add(v3(0, 3 * U, 0), v3(10 * U, 6 * U, -U), walls, max_iter=mi)
        add(v3(0, U, 0), v3(10 * U, -1, 0), walls)       # touching the floor, along it into the wall
        add(v3(4 * U, U, 0), v3(U, -U, 0), walls)        # touching both: motion into both: stuck
        add(v3(4 * U, U, 0), v3(-U, U, 0), walls)        # away from both
    # the seam between two coplanar floor boxes: touching, moving along (or into, then along)
    # crosses it without stopping (a box only grazes the second box's side)
    tile_a = box(v3(-big, -2 * U, -big), v3(0, 0, big))
    tile_b = box(v3(0, -2 * U, -big), v3(big, 0, big))
    add(v3(-3 * U, U, 0), v3(6 * U, 0, 0), [tile_a, tile_b])
    add(v3(-3 * U, U, 0), v3(6 * U, -U, U), [tile_a, tile_b])
    add(v3(-3 * U, U, 0), v3(6 * U, 0, 0), [tile_b, tile_a], max_iter=1)
    # capacity smaller than the contacts, and zero
    add(v3(0, 3 * U, 0), v3(10 * U, -5 * U, U), [floor, wall_r, ceil], cap=1)
    add(v3(0, 3 * U, 0), v3(10 * U, -5 * U, U), [floor, wall_r, ceil], cap=0)
    # ties: the same wall twice (the lower index wins), two walls meeting at the same t
    add(v3(0, 3 * U, 0), v3(3 * U, -4 * U, 0), [floor, floor])
    add(v3(0, 3 * U, 0), v3(10 * U, -10 * U, 0), [box(v3(-big, -2 * U, -big), v3(4 * U, 0, big)),
                                                  box(v3(5 * U, -2 * U, -big), v3(7 * U, big, big))])
    # a post: the rounded corner (balls) or the box corner, grazing and head-on
    for dx in (-1, 0, 1):
        add(v3(-3 * U, 3 * U + dx, U), v3(8 * U, 0, 0), [post])                   # along the top at distance 1
        add(v3(-3 * U, -3 * U, U), v3(4 * U, 4 * U + dx, 0), [post])              # at the corner
        add(v3(-3 * U, -2 * U + dx, U), v3(8 * U, 3 * U, 0), [post])              # oblique on the corner
    # started inside: walks out, or deeper; inside one wall, moving into another
    add(v3(U, U, U), v3(-6 * U, 0, 0), [post])
    add(v3(U, U // 2, U), v3(3 * U, 0, 0), [post, wall_r])
    add(v3(0, U // 2, 0), v3(8 * U, 0, 0), [floor, wall_r])
    # rejections: counts, iterations, capacity, domain
    add(v3(0, 3 * U, 0), v3(U, U, 0), [floor], count=-1)
    add(v3(0, 3 * U, 0), v3(U, U, 0), [floor], count=BATCH_MAX + 1)
    add(v3(0, 3 * U, 0), v3(U, U, 0), [floor], max_iter=0)
    add(v3(0, 3 * U, 0), v3(U, U, 0), [floor], max_iter=ITER_MAX)
    add(v3(0, 3 * U, 0), v3(U, U, 0), [floor], max_iter=ITER_MAX + 1)
    add(v3(0, 3 * U, 0), v3(U, U, 0), [floor], cap=-1)
    add(v3(0, 3 * U, 0), v3(D, U, 0), [floor], flags=ADV | OOD)
    add(v3(0, 3 * U, 0), v3(U, U, 0), [box(v3(-D - 1, 0, 0), v3(0, U, U))], flags=ADV | OOD)
    add(v3(0, 3 * U, 0), v3(U, U, 0), [floor, box(v3(-D - 1, 0, 0), v3(0, U, U))], count=1)   # not read
    # the domain's edges: a slide along the domain's border
    add(v3(-D + 2 * U, -D + 2 * U, 0), v3(100 * U, -100 * U, 0),
        [box(v3(-D, -D, -D), v3(D, -D + U, D))])
    # any int32
    for _ in range(max(1, n_cases // 16)):
        n_in = (dim + 1 if ball else 2 * dim) + dim + 3 + NW * 2 * dim
        row = [rnd_any(rng) for _ in range(n_in)]
        nm = dim + 1 if ball else 2 * dim
        row[nm + dim] = rng.choice([1, 4, rnd_any(rng)])
        row[nm + dim + 1] = rng.choice([0, 3, rnd_any(rng)])
        row[nm + dim + 2] = rng.choice([0, 1, 4, rng.randint(I32_MIN, -1), rng.randint(BATCH_MAX + 1, I32_MAX)])
        out.append((row, ADV | OOD))
    # random rooms: up to 4 boxes near the mover, motions up to 16 units
    while len(out) < n_cases:
        units = rng.choice([4, 8, 16])
        walls = []
        for _ in range(rng.randint(1, NW)):
            lo = [rnd_units(rng, units) for _ in range(dim)]
            hi = [lo[i] + rng.randint(0, units * ONE // 2) for i in range(dim)]
            walls.append(lo + hi)
        c = [rnd_units(rng, units) for _ in range(dim)]
        dl = [rnd_units(rng, units) for _ in range(dim)]
        if rng.random() < 0.3:                   # axis-aligned motions make face slides
            dl[rng.randrange(dim)] = 0
        rad = rng.choice([U // 4, U, 2 * U])
        add(c, dl, walls, max_iter=rng.choice([1, 2, 4, 8, 16]), cap=rng.randint(0, K), flags=ADV, rad=rad)
    return out


def reg(name, suite, dim, ball):
    n_in = (dim + 1 if ball else 2 * dim) + dim + 3 + NW * 2 * dim

    @tvset(name, suite, n_in, cols(dim, ball))
    def _c(rng, n):
        return mover_cases(rng, n, dim, ball)

    @_c.register_oracle
    def _o(inp):
        return oracle(inp, dim, ball)


# one set per suite: a suite's vectors must fit the M0's flash
reg("circle_aabb2_slide", "mover_a", 2, True)
reg("aabb2_aabb2_slide", "mover_b", 2, False)
reg("sphere_aabb3_slide", "mover_c", 3, True)
reg("aabb3_aabb3_slide", "mover_d", 3, False)


# ---- a box against triangles (fg_aabb3_triangle_slide): the walls are 4 triangles
TW = 9                 # a triangle: a, b, c


def oracle_tri(inp):
    mv, dl = inp[:6], inp[6:9]
    max_iter, cap, count = inp[9:12]
    wr = inp[12:]
    rej = [REJ] + [0] * (ncols(3) - 1)
    if count < 0 or count > BATCH_MAX or max_iter < 1 or max_iter > ITER_MAX or cap < 0:
        return rej
    assert count <= NW, "the adapter holds 4 walls"
    tris_raw = [wr[TW * w:TW * (w + 1)] for w in range(count)]
    lo, hi = mv[:3], mv[3:]
    if not (seg_in_domain(lo, dl) and seg_in_domain(hi, dl)) or not all(in_domain(*w) for w in tris_raw):
        return rej
    walls = [tuple([q(x) for x in w[3 * j:3 * j + 3]] for j in range(3)) for w in tris_raw]
    p = [q(x) for x in lo]
    size_r = [q(hi[i]) - q(lo[i]) for i in range(3)]
    end, contacts = slide(False, 3, p, size_r, [q(x) for x in dl], walls, max_iter)
    return pack(3, end, contacts, cap)


def tri_cases(rng, n_cases):
    out = []
    U = ONE

    def add(c, dl, tris, max_iter=8, cap=K, count=None, flags=ADV, half=U):
        tris = [list(t) for t in tris]
        cnt = len(tris) if count is None else count
        while len(tris) < NW:
            tris.append([0] * TW)                        # filler (never read)
        flat = [x for t in tris for x in t]
        out.append(([x - half for x in c] + [x + half for x in c] + list(dl) + [max_iter, cap, cnt] + flat, flags))

    big = 20 * U
    # the floor y = 0 as two triangles, a wall x = 5 as two, a ramp rising along +x
    floor = [[-big, 0, -big, big, 0, -big, big, 0, big], [-big, 0, -big, big, 0, big, -big, 0, big]]
    wall = [[5 * U, -big, -big, 5 * U, big, -big, 5 * U, big, big], [5 * U, -big, -big, 5 * U, big, big, 5 * U, -big, big]]
    ramp = [0, 0, -big, 8 * U, 4 * U, -big, 0, 0, big]
    add([0, 3 * U, 0], [4 * U, U, U], [], flags=0)                       # no walls
    add([0, 3 * U, 0], [3 * U, -4 * U, U], floor, flags=0)               # onto the floor, sliding
    add([0, 3 * U, 0], [0, -4 * U, 0], floor, flags=0)                   # head-on
    add([0, U + 1, 0], [3 * U, -4 * U, 2 * U], floor)                    # 1 LSB above
    add([0, U, 0], [3 * U, 0, U], floor)                                 # touching, along
    add([0, U, 0], [3 * U, U, 0], floor)                                 # touching, away
    add([0, U, 0], [3 * U, -U, U], floor)                                # touching, into
    add([0, 3 * U, 0], [10 * U, -5 * U, U], floor + wall)                # into the corner
    add([0, 3 * U, 0], [10 * U, -5 * U, U], wall + floor, max_iter=2)
    add([-10 * U, U, 6 * U], [20 * U, 0, 0], floor)                      # over the floor's seam
    add([-10 * U, U, 6 * U], [20 * U, -U, 0], floor, max_iter=2)
    add([-6 * U, 2 * U, 0], [12 * U, -U, 0], [ramp])                     # up the ramp's slope
    add([-6 * U, 2 * U, 0], [12 * U, -U, 0], [ramp] + floor, max_iter=16)
    add([2 * U, 3 * U, 0], [0, -6 * U, 0], [[0, 0, 0, 4 * U, 0, 0, 0, 0, 4 * U]])   # onto an edge
    add([0, 3 * U, 0], [3 * U, -4 * U, 0], [floor[0], floor[0]])         # the same triangle twice
    add([0, 0, 0], [3 * U, U, 0], floor)                                 # started inside
    add([0, 3 * U, 0], [3 * U, -4 * U, 0], [[U, 0, 0, U, 0, 0, U, 0, 0]])  # a point
    add([0, 3 * U, 0], [3 * U, -4 * U, 0], [[-U, 0, 0, 2 * U, 0, 0, 5 * U, 0, 0]])  # collinear
    add([0, 3 * U, 0], [U, U, 0], floor, count=-1)
    add([0, 3 * U, 0], [U, U, 0], floor, max_iter=0)
    add([0, 3 * U, 0], [U, U, 0], floor, max_iter=ITER_MAX + 1)
    add([0, 3 * U, 0], [D, U, 0], floor, flags=ADV | OOD)
    add([0, 3 * U, 0], [U, U, 0], [[-D - 1, 0, 0, 0, 0, 0, 0, 0, U]], flags=ADV | OOD)
    while len(out) < n_cases:
        units = rng.choice([4, 8, 16])
        tris = []
        c = [rnd_units(rng, units) for _ in range(3)]
        for _ in range(rng.randint(1, NW)):
            a = [x + rnd_units(rng, units) for x in c]
            tris.append(list(a) +
                        [a[i] + rnd_units(rng, units) for i in range(3)] +
                        [a[i] + rnd_units(rng, units) for i in range(3)])
        if rng.random() < 0.3:                   # an axis-aligned triangle: face slides
            t = tris[0]
            ax = rng.randrange(3)
            for j in range(3):
                t[3 * j + ax] = t[ax]
        dl = [rnd_units(rng, units) for _ in range(3)]
        half = rng.choice([U // 4, U, 2 * U])
        add(c, dl, tris, max_iter=rng.choice([1, 2, 4, 8, 16]), cap=rng.randint(0, K), half=half)
    return out


@tvset("aabb3_triangle_slide", "mover_e", 12 + NW * TW, cols(3, False))
def _ct(rng, n):
    return tri_cases(rng, n)


@_ct.register_oracle
def _ot(inp):
    return oracle_tri(inp)
