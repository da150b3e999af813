"""Moving boxes (seed 001 A.10 dynamic: box vs plane; A.17 dynamic: box vs box), 2D and 3D.

Oracles with exact rationals: the box sweeps solve each linear inequality of the contact
condition on its own, and contact normals are found by checking which constraint is tight at
the contact time; nothing mirrors the library's code.
"""
from tvgen import *
from geom import *  # noqa: F401,F403


# ---------------------------------------------------------------- box vs plane, moving

def plane_sweep_cases(rng, n):
    unit_box = [0, 0, 0, ONE, ONE, ONE]
    y = [0, ONE, 0]
    out = [(unit_box + [0, -4 * ONE, 0] + y + [-ONE, ONE], 0),            # falls 4, touches after 2: t = 0.5
           (unit_box + [0, 4 * ONE, 0] + y + [3 * ONE, ONE], 0),          # rises from the back
           (unit_box + [0, 4 * ONE, 0] + y + [-ONE, ONE], ADV),           # moving away
           (unit_box + [ONE, 0, ONE] + y + [-ONE, ONE], ADV),             # parallel
           (unit_box + [0, -4 * ONE, 0] + y + [0, ONE], ADV),             # touching now
           (unit_box + [0, -4 * ONE, 0] + y + [ONE // 2, ONE], ADV),      # straddling now
           (unit_box + [0, 0, 0] + y + [-ONE, ONE], ADV),                 # zero delta
           (unit_box + [0, -4 * ONE, 0] + [0, 0, 0] + [-ONE, ONE], ADV),  # zero normal
           ([0, ONE, 0, ONE, 0, ONE] + [0, -4 * ONE, 0] + y + [-ONE, ONE], ADV),   # inverted
           (unit_box + [0, -4 * ONE, 0] + y + [-ONE, ONE // 2], ADV),     # max_t exactly at contact
           (unit_box + [0, -4 * ONE, 0] + y + [-ONE, ONE // 2 - 1], ADV),  # ... 1 LSB short
           (unit_box + [0, -4 * ONE, 0] + y + [-ONE, -1], ADV),           # max_t < 0
           (unit_box + [0, -ONE, 0] + y + [-ONE, ONE], ADV),              # t exactly 1
           (unit_box + [0, -1, 0] + y + [-1, ONE], ADV),                  # 1-LSB move, t = 1
           ([D - ONE, D - ONE, D - ONE, D, D, D] + [-D, -D, -D] + [1, 1, 1, 0, ONE], ADV),  # tiny normal, domain edge
           ([-D, -D, -D, -D + ONE, -D + ONE, -D + ONE] + [D, D, D] + [D, D, D, -D, ONE], ADV)]
    for _ in range(n // 5):                                               # contact at an exact k/2^16
        nr = int_normal(rng)
        b = box_raw(rng, 100)
        dl = [rng.randint(-200, 200) * ONE for _ in range(3)]
        k = rng.choice([1, ONE, ONE - 1, rng.randint(1, ONE)])
        c = [b[i + 3 * rng.randint(0, 1)] for i in range(3)]
        d = exact_d(nr, [c[i] + k * dl[i] // ONE for i in range(3)])
        if in_domain(d):
            out.append((b + dl + nr + [d, rng.choice([k, k, k - 1, ONE])], ADV))
    for _ in range(n // 10):                                              # box touching the plane now, +-1 LSB
        nr = int_normal(rng)
        b = box_raw(rng, 100)
        c = [b[i + 3 * rng.randint(0, 1)] for i in range(3)]
        d = exact_d(nr, c) + rng.choice([0, 1, -1])
        if in_domain(d):
            out.append((b + [rnd_units(rng, 100) for _ in range(3)] + nr + [d, ONE], ADV))
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
        dl = [clamp_dom(2 * (p0[i] - ctr[i]) + rnd_units(rng, max(1, s // 8))) for i in range(3)]
        out.append((b + dl + nr + [d, rng.choice([ONE, ONE, rng.randint(0, ONE)])], 0))
    return out[:n]


@tvset("aabb3_plane_sweep", "sweep_a", 14, HIT3_COLS)
def _ps(rng, n):
    return plane_sweep_cases(rng, n)


@_ps.register_oracle
def _pso(inp):
    if not in_domain(*inp[0:13]):
        return MISS3
    lo, hi, dl, nv, d, mt = qv(inp[0:3]), qv(inp[3:6]), qv(inp[6:9]), qv(inp[9:12]), q(inp[12]), q(inp[13])
    if mt < 0 or any(lo[i] > hi[i] for i in range(3)) or not any(nv):
        return MISS3
    mt = min(mt, F(1))
    s = [dot(nv, c) - d for c in corners(lo, hi)]
    if min(s) <= 0 <= max(s):
        return [1, F(0)] + lo + Z3
    rate = dot(nv, dl)
    # each corner c crosses the plane at t = -s_c / rate; the box first touches it
    # when the first corner does
    if rate == 0:
        return MISS3
    ts = [-x / rate for x in s]
    t = min(ts)
    if t < 0 or t > mt:
        return MISS3
    u = unit(nv)
    sgn = 1 if s[0] > 0 else -1
    return [1, t] + [lo[i] + t * dl[i] for i in range(3)] + [sgn * x for x in u]


# ---------------------------------------------------------------- box vs box, moving

def box_sweep_oracle(m_lo, m_hi, dl, s_lo, s_hi, mt, dim):
    """(t, normal) of the first contact in [0, mt], or None."""
    if any(m_lo[i] > m_hi[i] or s_lo[i] > s_hi[i] for i in range(dim)):
        return None
    if mt < 0:
        return None
    if all(m_lo[i] <= s_hi[i] and s_lo[i] <= m_hi[i] for i in range(dim)):
        return F(0), [F(0)] * dim                   # overlapping at t = 0
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
    return t, nrm


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


def box_sweep_cases(rng, n, dim, with_max_t):
    out = []
    u = [0] * dim + [ONE] * dim

    def add(m, dl, s, mt, fl):
        out.append((m + dl + s + ([mt] if with_max_t else []), fl))

    def shift(b, v):
        return [b[i] + v[i % dim] for i in range(2 * dim)]

    e0 = [ONE] + [0] * (dim - 1)
    add(u, [4 * ONE] + [0] * (dim - 1), shift(u, [3 * ONE] + [0] * (dim - 1)), ONE, 0)   # t = 0.5
    add(u, [-4 * ONE] + [0] * (dim - 1), shift(u, [-3 * ONE] + [0] * (dim - 1)), ONE, 0)
    add(u, [4 * ONE] * dim, shift(u, [2 * ONE] * dim), ONE, ADV)          # corner to corner, t = 0.25
    add(u, [4 * ONE] + [0] * (dim - 1), shift(u, [3 * ONE] + [ONE] * (dim - 1)), ONE, ADV)  # edge graze
    add(u, [4 * ONE] + [0] * (dim - 1), shift(u, [3 * ONE] + [ONE + 1] * (dim - 1)), ONE, ADV)  # 1 LSB apart
    add(u, [4 * ONE] + [0] * (dim - 1), shift(u, e0), ONE, ADV)           # touching now
    add(u, [-4 * ONE] + [0] * (dim - 1), shift(u, e0), ONE, ADV)          # touching, moving apart
    add(u, [0] * dim, shift(u, [ONE // 2] * dim), ONE, ADV)               # overlapping, zero delta
    add(u, [0] * dim, shift(u, [2 * ONE] * dim), ONE, ADV)                # apart, zero delta
    add(u, [0] + [4 * ONE] * (dim - 1), shift(u, [3 * ONE] + [0] * (dim - 1)), ONE, ADV)  # parallel outside slab
    add(u, [4 * ONE] + [0] * (dim - 1), shift(u, [3 * ONE] + [0] * (dim - 1)), ONE // 2, ADV)      # max_t at contact
    add(u, [4 * ONE] + [0] * (dim - 1), shift(u, [3 * ONE] + [0] * (dim - 1)), ONE // 2 - 1, ADV)  # ... short
    add(u, [4 * ONE] + [0] * (dim - 1), shift(u, [3 * ONE] + [0] * (dim - 1)), -1, ADV)
    add(u, [4 * ONE] + [0] * (dim - 1), shift(u, [3 * ONE] + [0] * (dim - 1)), 5 * ONE, ADV)
    add(u, [2 * ONE] + [0] * (dim - 1), shift(u, [3 * ONE] + [0] * (dim - 1)), ONE, ADV)  # t exactly 1
    add(u, [1] + [0] * (dim - 1), shift(u, [ONE + 1] + [0] * (dim - 1)), ONE, ADV)        # 1-LSB move, t = 1
    add([ONE] * dim + [0] * dim, [4 * ONE] * dim, shift(u, [2 * ONE] * dim), ONE, ADV)     # inverted
    add([-D] * dim + [-D + ONE] * dim, [D] * dim, [D - ONE] * dim + [D] * dim, ONE, ADV)   # domain edges
    add([-D] * dim + [D] * dim, [D] * dim, [-D] * dim + [D] * dim, ONE, ADV)
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
        if in_domain(*(m + s + dl)):
            add(m, dl, s, rng.choice([k, k, k - 1, ONE]), ADV)
    for _ in range(n // 10):
        add([rnd_any(rng) for _ in range(2 * dim)], [rnd_any(rng) for _ in range(dim)],
            [rnd_any(rng) for _ in range(2 * dim)], rnd_any(rng), ADV | OOD)
    while len(out) < n:
        sc = rnd_scale(rng)
        m = rand_box_dim(rng, sc // 3 + 1, dim)
        s = rand_box_dim(rng, sc // 3 + 1, dim)
        # aim: from m's centre through s's centre, with some spread
        cm = [(m[i] + m[i + dim]) // 2 for i in range(dim)]
        cs = [(s[i] + s[i + dim]) // 2 for i in range(dim)]
        f = rng.choice([1, 2, 3])
        dl = [clamp_dom((cs[i] - cm[i]) * f // 2 + rnd_units(rng, sc // 4 + 1)) for i in range(dim)]
        add(m, dl, s, rng.choice([ONE, ONE, rng.randint(0, ONE)]), 0)
    return out[:n]


@tvset("aabb3_aabb3_sweep", "sweep_b", 16, HIT3_COLS)
def _bs3(rng, n):
    return box_sweep_cases(rng, n, 3, True)


@_bs3.register_oracle
def _bs3o(inp):
    if not in_domain(*inp[0:15]):
        return MISS3
    m_lo, m_hi, dl, s_lo, s_hi = qv(inp[0:3]), qv(inp[3:6]), qv(inp[6:9]), qv(inp[9:12]), qv(inp[12:15])
    r = box_sweep_oracle(m_lo, m_hi, dl, s_lo, s_hi, q(inp[15]), 3)
    if r is None:
        return MISS3
    t, nrm = r
    return [1, t] + [m_lo[i] + t * dl[i] for i in range(3)] + nrm


@tvset("aabb3_aabb3_sweep_interval", "sweep_b", 15, [exact("hit"), scalar("t_enter", 0.5), scalar("t_leave", 0.5)])
def _bi3(rng, n):
    return box_sweep_cases(rng, n, 3, False)


@_bi3.register_oracle
def _bi3o(inp):
    if not in_domain(*inp):
        return [0, 0, 0]
    iv = box_interval_oracle(qv(inp[0:3]), qv(inp[3:6]), qv(inp[6:9]), qv(inp[9:12]), qv(inp[12:15]), 3)
    return [0, 0, 0] if iv is None else [1, iv[0], iv[1]]


@tvset("aabb2_aabb2_sweep", "sweep_b", 11, [exact("hit"), scalar("t", 0.5), scalar("px", 0.5), scalar("py", 0.5),
                                            exact("nx"), exact("ny")])
def _bs2(rng, n):
    return box_sweep_cases(rng, n, 2, True)


@_bs2.register_oracle
def _bs2o(inp):
    if not in_domain(*inp[0:10]):
        return [0] * 6
    m_lo, m_hi, dl, s_lo, s_hi = qv(inp[0:2]), qv(inp[2:4]), qv(inp[4:6]), qv(inp[6:8]), qv(inp[8:10])
    r = box_sweep_oracle(m_lo, m_hi, dl, s_lo, s_hi, q(inp[10]), 2)
    if r is None:
        return [0] * 6
    t, nrm = r
    return [1, t] + [m_lo[i] + t * dl[i] for i in range(2)] + [int(x) * ONE for x in nrm]


@tvset("aabb2_aabb2_sweep_interval", "sweep_b", 10, [exact("hit"), scalar("t_enter", 0.5), scalar("t_leave", 0.5)])
def _bi2(rng, n):
    return box_sweep_cases(rng, n, 2, False)


@_bi2.register_oracle
def _bi2o(inp):
    if not in_domain(*inp):
        return [0, 0, 0]
    iv = box_interval_oracle(qv(inp[0:2]), qv(inp[2:4]), qv(inp[4:6]), qv(inp[6:8]), qv(inp[8:10]), 2)
    return [0, 0, 0] if iv is None else [1, iv[0], iv[1]]


