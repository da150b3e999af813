# SPDX-License-Identifier: MIT
"""Moving boxes (seed 001 A.10 dynamic: box vs plane; A.17 dynamic: box vs box), 2D and 3D,
with issue 10's contract: touching + moving in / away / along, penetration, rejection.

Oracles with exact rationals from the definitions, sharing nothing with lib/:
  - box vs box: the boxes meet at time t when every axis' extents overlap (closed); each
    of those linear inequalities is solved on its own and the solutions intersected. A
    start in contact hits at t = 0 only when, on every axis where faces touch, the motion
    pushes the boxes into each other (faces touching on both sides, flat on flat: any
    motion along the axis); a start with overlap on every axis (penetrating) hits with
    started_inside and the face of least depth (x-, x+, y-, ...: the first minimum);
  - box vs plane: each of the 8 corners crosses the plane at its own time; the box first
    touches the plane when the first corner does. A start on or across the plane is
    decided from the least and greatest n . corner - d (touching front or back, a flat box
    in the plane, or straddling: started_inside toward the smaller move, front on a tie).
Inputs are raw Q16.16. Domain: the moving box at its start and its end, the still box, the
plane's n and d; outside it the result is -1 (rejected).
"""
from tvgen import *
from geom import dot, qv, unit, corners, solve_interval, int_normal, exact_d, clamp_dom, rnd_scale, box_raw


def sgn(x):
    return (x > 0) - (x < 0)


def sweep_cols(dim, tol_n):
    """result, t, point (the moving box's min corner at t), normal, started_inside."""
    axes = "xyz"[:dim]
    return ([exact("hit"), scalar("t", 0.5)] + [scalar("p" + a, 0.5) for a in axes] +
            [scalar("n" + a, tol_n, 30 if tol_n == 0 else 18) for a in axes] + [exact("inside")])


def miss_row(dim):
    return [0] * (3 + 2 * dim)


def rej_row(dim):
    return [REJ] + [0] * (2 + 2 * dim)


def motion_in_domain(box, dl, dim):
    """The moving box at its start and at its end."""
    return in_domain(*box) and in_domain(*[box[i] + dl[i % dim] for i in range(2 * dim)])


# ---------------------------------------------------------------- box vs plane, moving

def plane_sweep_cases(rng, n):
    unit_box = [0, 0, 0, ONE, ONE, ONE]
    y = [0, ONE, 0]
    out = [(unit_box + [0, -4 * ONE, 0] + y + [-ONE, ONE], 0),            # falls 4, touches after 2: t = 0.5
           (unit_box + [0, 4 * ONE, 0] + y + [3 * ONE, ONE], 0),          # rises from the back
           (unit_box + [0, 4 * ONE, 0] + y + [-ONE, ONE], ADV),           # moving away
           (unit_box + [ONE, 0, ONE] + y + [-ONE, ONE], ADV),             # parallel
           (unit_box + [0, -4 * ONE, 0] + y + [0, ONE], ADV),             # resting on it, moving in: t = 0
           (unit_box + [0, 4 * ONE, 0] + y + [0, ONE], ADV),              # resting on it, lifting off: miss
           (unit_box + [4 * ONE, 0, 0] + y + [0, ONE], ADV),              # resting on it, sliding: miss
           (unit_box + [0, 0, 0] + y + [0, ONE], ADV),                    # resting on it, still: miss
           (unit_box + [0, 4 * ONE, 0] + y + [ONE, ONE], ADV),            # touching from behind, moving in
           (unit_box + [0, -4 * ONE, 0] + y + [ONE, ONE], ADV),           # touching from behind, moving away
           (unit_box + [0, -4 * ONE, 0] + y + [ONE // 2, ONE], ADV),      # straddling, tie: front
           (unit_box + [0, -4 * ONE, 0] + y + [ONE // 4, ONE], ADV),      # straddling, front nearer
           (unit_box + [0, -4 * ONE, 0] + y + [3 * ONE // 4, ONE], ADV),  # straddling, back nearer
           ([0, ONE, 0, ONE, ONE, ONE] + [0, -ONE, 0] + y + [ONE, ONE], ADV),   # flat box in the plane, crossing
           ([0, ONE, 0, ONE, ONE, ONE] + [0, ONE, 0] + y + [ONE, ONE], ADV),    # ... the other way
           ([0, ONE, 0, ONE, ONE, ONE] + [ONE, 0, 0] + y + [ONE, ONE], ADV),    # ... sliding in it: miss
           (unit_box + [0, 0, 0] + y + [-ONE, ONE], ADV),                 # zero delta
           (unit_box + [0, -4 * ONE, 0] + [0, 0, 0] + [-ONE, ONE], ADV),  # zero normal
           ([0, ONE, 0, ONE, 0, ONE] + [0, -4 * ONE, 0] + y + [-ONE, ONE], ADV),   # inverted
           (unit_box + [0, -4 * ONE, 0] + y + [-ONE, ONE // 2], ADV),     # max_t exactly at contact
           (unit_box + [0, -4 * ONE, 0] + y + [-ONE, ONE // 2 - 1], ADV),  # ... 1 LSB short
           (unit_box + [0, -4 * ONE, 0] + y + [-ONE, -1], ADV),           # max_t < 0
           (unit_box + [0, -ONE, 0] + y + [-ONE, ONE], ADV),              # t exactly 1
           (unit_box + [0, -1, 0] + y + [-1, ONE], ADV),                  # 1-LSB move, t = 1
           ([D - ONE, D - ONE, D - ONE, D, D, D] + [-D, -D, -D] + [1, 1, 1, 0, ONE], ADV),  # tiny normal, domain edge
           ([-D, -D, -D, -D + ONE, -D + ONE, -D + ONE] + [D, D, D] + [D, D, D, -D, ONE], ADV),
           ([-D, -D, -D, -D + ONE, -D + ONE, -D + ONE] + [2 * D - ONE] * 3 + y + [0, ONE], 0),  # 16383 units
           ([-D, -D, -D, -D + ONE, -D + ONE, -D + ONE] + [2 * D - ONE + 1] * 3 + y + [0, ONE], ADV | OOD),
           ([D - ONE, 0, 0, D, ONE, ONE] + [ONE + 1, 0, 0] + y + [0, ONE], ADV | OOD)]  # end 1 LSB outside
    for _ in range(n // 6):                                               # contact at an exact k/2^16
        nr = int_normal(rng)
        b = box_raw(rng, 100)
        dl = [rng.randint(-200, 200) * ONE for _ in range(3)]
        k = rng.choice([1, ONE, ONE - 1, rng.randint(1, ONE)])
        c = [b[i + 3 * rng.randint(0, 1)] for i in range(3)]
        d = exact_d(nr, [c[i] + k * dl[i] // ONE for i in range(3)])
        if in_domain(d):
            out.append((b + dl + nr + [d, rng.choice([k, k, k - 1, ONE])], ADV))
    for _ in range(n // 5):                                               # touching now (or 1 LSB off), in / away / along
        nr = int_normal(rng)
        b = box_raw(rng, 100)
        if rng.random() < 0.2:                                            # flat along an axis of n
            ax = rng.choice([i for i in range(3) if nr[i] != 0])
            b[3 + ax] = b[ax]
        c = [b[i + 3 * rng.randint(0, 1)] for i in range(3)]
        d = exact_d(nr, c) + rng.choice([0, 0, 0, 1, -1])
        r = rng.random()
        if r < 0.35:
            dl = [rnd_units(rng, 100) for _ in range(3)]
        elif r < 0.7:                                                     # along the plane: n . delta == 0
            u = [rng.randint(-5, 5) for _ in range(3)]
            w = [nr[1] * u[2] - nr[2] * u[1], nr[2] * u[0] - nr[0] * u[2], nr[0] * u[1] - nr[1] * u[0]]
            s = rng.choice([1, 1000, 2 ** 14])
            dl = [x * s // ONE for x in w]
        elif r < 0.85:
            dl = [rng.choice([-1, 1]) * x // ONE for x in nr]            # straight in or out, 1 LSB per unit
        else:
            dl = [0, 0, 0]
        if in_domain(d) and motion_in_domain(b, dl, 3):
            out.append((b + dl + nr + [d, rng.choice([ONE, ONE, 0])], ADV))
    for _ in range(n // 12):                                              # straddling, the two moves tied
        nr = [0, 0, 0]
        ax = rng.randrange(3)
        nr[ax] = rng.choice([-1, 1]) * rng.randint(1, 4) * ONE
        b = box_raw(rng, 100)
        if (b[3 + ax] - b[ax]) % 2:
            b[3 + ax] += 1
        mid = (b[ax] + b[3 + ax]) // 2 + rng.choice([0, 0, 1, -1])
        d = exact_d(nr, [mid if i == ax else 0 for i in range(3)])
        out.append((b + [rnd_units(rng, 50) for _ in range(3)] + nr + [d, ONE], ADV))
    for _ in range(n // 12):                                              # long motions: ends in the domain
        nr = rand_unit_raw(rng, rng.choice([1, 50]))
        b = box_raw(rng, 10)
        b = [x - D + 20 * ONE for x in b]
        dl = [rng.randint(D, 2 * D - 40 * ONE) for _ in range(3)]
        d = to_raw_nearest(dot(qv(nr), [F(0)] * 3))
        out.append((b + dl + nr + [d, ONE], 0))
    for _ in range(n // 10):
        out.append(([rnd_any(rng) for _ in range(13)] + [rnd_any(rng)], ADV | OOD))
    while len(out) < n:
        s = rnd_scale(rng)
        nr = rand_unit_raw(rng, rng.choice([0.01, 1, 50, 8192]))
        p0 = [rnd_units(rng, s) for _ in range(3)]
        d = to_raw_nearest(dot(qv(nr), qv(p0)))
        if not in_domain(d):
            continue
        b = box_raw(rng, s // 4 + 1)
        b = [clamp_dom(b[i] + p0[i % 3] // 2) for i in range(6)]
        # aim the box's centre through the plane point
        ctr = [(b[i] + b[i + 3]) // 2 for i in range(3)]
        dl = [2 * (p0[i] - ctr[i]) + rnd_units(rng, max(1, s // 8)) for i in range(3)]
        lo_end = [max(-D - b[i], min(D - b[i + 3], dl[i])) for i in range(3)]
        out.append((b + lo_end + nr + [d, rng.choice([ONE, ONE, rng.randint(0, ONE)])], 0))
    return out[:n]


def rand_unit_raw(rng, scale_units):
    """A random non-zero raw vector of magnitude up to scale_units."""
    while True:
        v = [rnd_units(rng, scale_units) if scale_units >= 1 else rng.randint(-int(scale_units * ONE), int(scale_units * ONE))
             for _ in range(3)]
        if any(v):
            return v


def plane_sweep_oracle(inp):
    if not (motion_in_domain(inp[0:6], inp[6:9], 3) and in_domain(*inp[9:13])):
        return rej_row(3)
    lo, hi, dl, nv, d, mt = qv(inp[0:3]), qv(inp[3:6]), qv(inp[6:9]), qv(inp[9:12]), q(inp[12]), q(inp[13])
    if mt < 0 or any(lo[i] > hi[i] for i in range(3)) or not any(nv):
        return miss_row(3)
    mt = min(mt, F(1))
    u = unit(nv)
    s = [dot(nv, c) - d for c in corners(lo, hi)]
    rate = dot(nv, dl)
    smin, smax = min(s), max(s)

    def now(sign, inside):
        return [1, F(0)] + lo + [sign * x for x in u] + [1 if inside else 0]

    if smin <= 0 <= smax:                          # on or across the plane at t = 0
        if smin == 0 and smax == 0:                # a flat box lying in it: crossing
            return miss_row(3) if rate == 0 else now(-sgn(rate), False)
        if smin == 0:                              # resting on its front
            return now(1, False) if rate < 0 else miss_row(3)
        if smax == 0:                              # touching it from behind
            return now(-1, False) if rate > 0 else miss_row(3)
        return now(1 if -smin <= smax else -1, True)
    # each corner c crosses the plane at t = -s_c / rate; the box first touches it
    # when the first corner does
    if rate == 0:
        return miss_row(3)
    t = min(-x / rate for x in s)
    if t < 0 or t > mt:
        return miss_row(3)
    sign = 1 if smin > 0 else -1
    return [1, t] + [lo[i] + t * dl[i] for i in range(3)] + [sign * x for x in u] + [0]


@tvset("aabb3_plane_sweep", "sweep_a", 14, sweep_cols(3, 0.51))
def _ps(rng, n):
    return plane_sweep_cases(rng, n)


@_ps.register_oracle
def _pso(inp):
    return plane_sweep_oracle(inp)


# ---------------------------------------------------------------- box vs box, moving

def box_sweep_oracle(m_lo, m_hi, dl, s_lo, s_hi, mt, dim):
    """(t, normal, started_inside) of the first contact in [0, mt], or None."""
    if any(m_lo[i] > m_hi[i] or s_lo[i] > s_hi[i] for i in range(dim)):
        return None
    if mt < 0:
        return None
    if all(m_lo[i] <= s_hi[i] and s_lo[i] <= m_hi[i] for i in range(dim)):   # in contact at t = 0
        # faces in contact: the moving box's max face on the still box's min face (the
        # still box's face normal -e_i), its min face on the still box's max face (+e_i)
        touching = [(i, [s for s, f in ((-1, m_hi[i] == s_lo[i]), (1, m_lo[i] == s_hi[i])) if f])
                    for i in range(dim)]
        touching = [(i, ss) for i, ss in touching if ss]
        if not touching:                                                       # penetrating
            depths = []
            for i in range(dim):
                depths += [(m_hi[i] - s_lo[i], i, -1), (s_hi[i] - m_lo[i], i, 1)]
            dep, i, s = min(depths, key=lambda x: x[0])                         # the first minimum
            nrm = [F(0)] * dim
            nrm[i] = F(s)
            return F(0), nrm, True
        for i, ss in touching:                                                 # pushing into every contact?
            if len(ss) == 2:                                                   # flat on flat
                if dl[i] == 0:
                    return None
            elif ss[0] * dl[i] >= 0:                                           # the motion must oppose the normal
                return None
        i, ss = touching[0]
        nrm = [F(0)] * dim
        nrm[i] = F(ss[0] if len(ss) == 1 else -sgn(dl[i]))
        return F(0), nrm, False
    ineqs = []
    for i in range(dim):
        ineqs.append((m_lo[i] - s_hi[i], dl[i]))      # m_lo + t dl <= s_hi
        ineqs.append((s_lo[i] - m_hi[i], -dl[i]))     # s_lo <= m_hi + t dl
    iv = solve_interval(ineqs, F(0), min(mt, F(1)))
    if iv is None:
        return None
    t = iv[0]
    nrm = [F(0)] * dim
    for i in range(dim):                              # first axis whose faces meet at t, moving in
        if dl[i] > 0 and m_hi[i] + t * dl[i] == s_lo[i]:
            nrm[i] = F(-1)
            break
        if dl[i] < 0 and m_lo[i] + t * dl[i] == s_hi[i]:
            nrm[i] = F(1)
            break
    assert any(nrm)
    return t, nrm, False


def box_interval_oracle(m_lo, m_hi, dl, s_lo, s_hi, dim):
    if any(m_lo[i] > m_hi[i] or s_lo[i] > s_hi[i] for i in range(dim)):
        return None
    ineqs = []
    for i in range(dim):
        ineqs.append((m_lo[i] - s_hi[i], dl[i]))
        ineqs.append((s_lo[i] - m_hi[i], -dl[i]))
    return solve_interval(ineqs, F(0), F(1))


def rand_box_dim(rng, s, dim):
    lo, hi = [], []
    for _ in range(dim):
        a, b = ordered(rng, rnd_units(rng, s), rnd_units(rng, s))
        lo.append(a)
        hi.append(b)
    return lo + hi


def touch_sweep_case(rng, dim):
    """The moving box placed in contact with the still one on 1..dim axes (faces, edges,
    corners; flat boxes), or penetrating with tied depths; delta in / away / along per
    contact axis."""
    s = rand_box_dim(rng, rng.choice([2, 100]), dim)
    w = [rng.choice([0, rng.randint(1, 50 * ONE), rng.randint(1, 4)]) for _ in range(dim)]
    m = [0] * (2 * dim)
    dl = [0] * dim
    axes = rng.sample(range(dim), rng.randint(1, dim))
    penetrate = rng.random() < 0.2
    for i in range(dim):
        if penetrate:                                  # m strictly inside s's slab, by a depth
            span = s[dim + i] - s[i]
            if span < 4:
                s[dim + i] = s[i] + 4 + rng.randint(0, 40)
                span = s[dim + i] - s[i]
            dep = rng.randint(1, span // 2)
            m[i], m[dim + i] = s[i] + dep - rng.randint(0, dep) * 0, s[dim + i] - dep
            if rng.random() < 0.5:
                m[i] = s[dim + i] - dep - rng.randint(0, span - 2 * dep)
                m[dim + i] = s[i] + dep + rng.randint(0, span - 2 * dep)
                m[i], m[dim + i] = min(m[i], m[dim + i]), max(m[i], m[dim + i])
            dl[i] = rng.choice([0, rnd_units(rng, 50)])
            continue
        if i in axes:
            r = rng.random()
            if r < 0.15 and s[i] == s[dim + i] or r < 0.05:          # flat on flat
                s[dim + i] = s[i]
                m[i] = m[dim + i] = s[i]
                dl[i] = rng.choice([-1, 1, 0]) * rng.randint(1, 50 * ONE)
                continue
            if rng.random() < 0.5:                                  # m on s's min side
                m[dim + i] = s[i]
                m[i] = s[i] - w[i]
                inward = 1
            else:                                                   # m on s's max side
                m[i] = s[dim + i]
                m[dim + i] = s[dim + i] + w[i]
                inward = -1
            way = rng.choice([inward, inward, -inward, 0])
            dl[i] = way * rng.choice([1, rng.randint(1, 50 * ONE)])
        else:                                                       # overlapping on this axis
            lo = rng.randint(s[i] - 20 * ONE, s[dim + i])
            hi = rng.randint(max(lo, s[i]), s[dim + i] + 20 * ONE)
            m[i], m[dim + i] = lo, hi
            dl[i] = rng.choice([0, rnd_units(rng, 50)])
    return m, dl, s


def box_sweep_cases(rng, n, dim, with_max_t):
    out = []
    u = [0] * dim + [ONE] * dim

    def add(m, dl, s, mt, fl):
        fl |= 0 if motion_in_domain(m, dl, dim) and in_domain(*s) else OOD
        out.append((m + dl + s + ([mt] if with_max_t else []), fl))

    def shift(b, v):
        return [b[i] + v[i % dim] for i in range(2 * dim)]

    def ex(v, rest=0):
        return [v] + [rest] * (dim - 1)

    e0 = ex(ONE)
    add(u, ex(4 * ONE), shift(u, ex(3 * ONE)), ONE, 0)                    # t = 0.5
    add(u, ex(-4 * ONE), shift(u, ex(-3 * ONE)), ONE, 0)
    add(u, [4 * ONE] * dim, shift(u, [2 * ONE] * dim), ONE, ADV)          # corner to corner, t = 0.25
    add(u, ex(4 * ONE), shift(u, ex(3 * ONE, ONE)), ONE, ADV)             # edge graze
    add(u, ex(4 * ONE), shift(u, ex(3 * ONE, ONE + 1)), ONE, ADV)         # 1 LSB apart
    add(u, ex(4 * ONE), shift(u, e0), ONE, ADV)                           # resting against it, pushing: t = 0
    add(u, ex(-4 * ONE), shift(u, e0), ONE, ADV)                          # resting against it, moving away: miss
    add(u, ex(0, 4 * ONE), shift(u, e0), ONE, ADV)                        # resting against it, sliding: miss
    add(u, ex(-4 * ONE, 4 * ONE), shift(u, e0), ONE, ADV)                 # away and sliding: miss
    add(u, ex(4 * ONE, 4 * ONE), shift(u, e0), ONE, ADV)                  # pushing and sliding: t = 0
    add(u, [ONE] * dim, shift(u, [ONE] * dim), ONE, ADV)                  # corner on corner, pushing in
    add(u, ex(ONE, -ONE), shift(u, [ONE] * dim), ONE, ADV)                # corner on corner, one axis away
    add(u, [0] * dim, shift(u, e0), ONE, ADV)                             # touching, zero delta: miss
    add(u, [0] * dim, shift(u, [ONE // 2] * dim), ONE, ADV)               # overlapping, zero delta: inside
    add(u, [0] * dim, shift(u, [ONE // 2] * dim), 0, ADV)                 # ... with max_t 0
    add(u, [0] * dim, u, ONE, ADV)                                        # identical: all depths tie
    add(u, [0] * dim, shift(u, [2 * ONE] * dim), ONE, ADV)                # apart, zero delta
    add(u, ex(0, 4 * ONE), shift(u, ex(3 * ONE)), ONE, ADV)               # parallel outside slab
    add(u, ex(4 * ONE), shift(u, ex(3 * ONE)), ONE // 2, ADV)             # max_t at contact
    add(u, ex(4 * ONE), shift(u, ex(3 * ONE)), ONE // 2 - 1, ADV)         # ... short
    add(u, ex(4 * ONE), shift(u, ex(3 * ONE)), -1, ADV)
    add(u, ex(4 * ONE), shift(u, ex(3 * ONE)), 5 * ONE, ADV)
    add(u, ex(2 * ONE), shift(u, ex(3 * ONE)), ONE, ADV)                  # t exactly 1
    add(u, ex(1), shift(u, ex(ONE + 1)), ONE, ADV)                        # 1-LSB move, t = 1
    add([ONE] * dim + [0] * dim, [4 * ONE] * dim, shift(u, [2 * ONE] * dim), ONE, ADV)     # inverted
    add([-D] * dim + [-D + ONE] * dim, [2 * D - ONE] * dim, [D - ONE] * dim + [D] * dim, ONE, 0)   # 16383 units
    add([-D] * dim + [-D + ONE] * dim, [2 * D - ONE + 1] * dim, [D - ONE] * dim + [D] * dim, ONE, ADV)  # end outside
    add([-D] * dim + [D] * dim, [1] * dim, [-D] * dim + [D] * dim, ONE, ADV)
    add([0] * dim + [ONE] * dim, ex(D - ONE), [-D] * dim + [D] * dim, ONE, ADV)  # inside the whole domain
    for _ in range(n // 4):                                               # contact at exact fractions
        m = rand_box_dim(rng, rng.choice([2, 100]), dim)
        s = rand_box_dim(rng, rng.choice([2, 100]), dim)
        k = rng.choice([1, ONE, ONE - 1, rng.randint(1, ONE)])
        dl = [rng.randint(-300, 300) * ONE for _ in range(dim)]
        ax = rng.randrange(dim)
        # place s so that on axis ax the faces meet exactly at t = k / 2^16
        w = s[ax + dim] - s[ax]
        if dl[ax] > 0:
            s[ax] = m[ax + dim] + k * dl[ax] // ONE
        else:
            s[ax] = m[ax] + k * dl[ax] // ONE - w
        s[ax + dim] = s[ax] + w
        for j in range(dim):                                              # other axes: overlap at that time
            if j != ax and rng.random() < 0.8:
                wj = s[j + dim] - s[j]
                s[j] = m[j] + k * dl[j] // ONE + rng.choice([0, -wj, m[j + dim] - m[j], rng.randint(-wj, 0)])
                s[j + dim] = s[j] + wj
        if in_domain(*(m + s)) and motion_in_domain(m, dl, dim):
            add(m, dl, s, rng.choice([k, k, k - 1, ONE]), ADV)
    for _ in range(n // 4):                                               # in contact at t = 0
        m, dl, s = touch_sweep_case(rng, dim)
        if in_domain(*(m + s)) and motion_in_domain(m, dl, dim):
            add(m, dl, s, rng.choice([ONE, ONE, 0, -1]), ADV)
    for _ in range(n // 16):                                              # long motions, ends in the domain
        m = rand_box_dim(rng, 10, dim)
        m = [x - D + 20 * ONE for x in m]
        s = rand_box_dim(rng, 4000, dim)
        dl = [rng.randint(D, 2 * D - 40 * ONE) for _ in range(dim)]
        add(m, dl, s, ONE, 0)
    for _ in range(n // 10):
        add([rnd_any(rng) for _ in range(2 * dim)], [rnd_any(rng) for _ in range(dim)],
            [rnd_any(rng) for _ in range(2 * dim)], rnd_any(rng), ADV)
    while len(out) < n:
        sc = rnd_scale(rng)
        m = rand_box_dim(rng, sc // 3 + 1, dim)
        s = rand_box_dim(rng, sc // 3 + 1, dim)
        # aim: from m's centre through s's centre, with some spread; the end kept in the domain
        cm = [(m[i] + m[i + dim]) // 2 for i in range(dim)]
        cs = [(s[i] + s[i + dim]) // 2 for i in range(dim)]
        f = rng.choice([1, 2, 3])
        dl = [(cs[i] - cm[i]) * f // 2 + rnd_units(rng, sc // 4 + 1) for i in range(dim)]
        dl = [max(-D - m[i], min(D - m[i + dim], dl[i])) for i in range(dim)]
        add(m, dl, s, rng.choice([ONE, ONE, rng.randint(0, ONE)]), 0)
    return out[:n]


def box_sweep_row(inp, dim):
    m, dl, s = inp[0:2 * dim], inp[2 * dim:3 * dim], inp[3 * dim:5 * dim]
    if not (motion_in_domain(m, dl, dim) and in_domain(*s)):
        return rej_row(dim)
    m_lo, m_hi, dlq, s_lo, s_hi = qv(m[:dim]), qv(m[dim:]), qv(dl), qv(s[:dim]), qv(s[dim:])
    r = box_sweep_oracle(m_lo, m_hi, dlq, s_lo, s_hi, q(inp[5 * dim]), dim)
    if r is None:
        return miss_row(dim)
    t, nrm, inside = r
    return [1, t] + [m_lo[i] + t * dlq[i] for i in range(dim)] + nrm + [1 if inside else 0]


def box_interval_row(inp, dim):
    m, dl, s = inp[0:2 * dim], inp[2 * dim:3 * dim], inp[3 * dim:5 * dim]
    if not (motion_in_domain(m, dl, dim) and in_domain(*s)):
        return [REJ, 0, 0]
    iv = box_interval_oracle(qv(m[:dim]), qv(m[dim:]), qv(dl), qv(s[:dim]), qv(s[dim:]), dim)
    return [0, 0, 0] if iv is None else [1, iv[0], iv[1]]


@tvset("aabb3_aabb3_sweep", "sweep_b", 16, sweep_cols(3, 0))
def _bs3(rng, n):
    return box_sweep_cases(rng, n, 3, True)


@_bs3.register_oracle
def _bs3o(inp):
    return box_sweep_row(inp, 3)


@tvset("aabb3_aabb3_sweep_interval", "sweep_b", 15, [exact("hit"), scalar("t_enter", 0.5), scalar("t_exit", 0.5)])
def _bi3(rng, n):
    return box_sweep_cases(rng, n, 3, False)


@_bi3.register_oracle
def _bi3o(inp):
    return box_interval_row(inp, 3)


@tvset("aabb2_aabb2_sweep", "sweep_b", 11, sweep_cols(2, 0))
def _bs2(rng, n):
    return box_sweep_cases(rng, n, 2, True)


@_bs2.register_oracle
def _bs2o(inp):
    return box_sweep_row(inp, 2)


@tvset("aabb2_aabb2_sweep_interval", "sweep_b", 10, [exact("hit"), scalar("t_enter", 0.5), scalar("t_exit", 0.5)])
def _bi2(rng, n):
    return box_sweep_cases(rng, n, 2, False)


@_bi2.register_oracle
def _bi2o(inp):
    return box_interval_row(inp, 2)
