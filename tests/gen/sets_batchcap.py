# SPDX-License-Identifier: MIT
"""Batch: the nearest of N 2D / 3D capsules along a segment (issue 13, item 6).

Oracle: each capsule's exact first contact from sets_capsule.ray_cap_oracle or
sets_capsule3.ray_cap3_oracle (written from the definitions, no library code); the nearest is the least contact fraction ROUNDED to
Q16.16 (half away from zero: what the raycast reports), ties to the lowest index, as the
header documents (the triangle batch's rule). The winner's row is its own raycast's.
"""
from tvgen import *
from sets_capsule import ray_cap_oracle, hit_cols2
from sets_capsule3 import ray_cap3_oracle, hit_cols3

NB = 6                 # capsules per vector (tests/cases/batchcap.c BC_N)
BATCH_MAX = 4096       # FG_BATCH_MAX's default
BIG_COUNTS = [BATCH_MAX + 1, 65536, I32_MAX, -1]   # -1: the largest size_t
U = ONE
W = 5                  # a capsule: a(2) b(2) radius


def batch_oracle(inp, dim=2):
    o, d, mt, cnt = inp[0:dim], inp[dim:2 * dim], inp[2 * dim], inp[2 * dim + 1]
    nout = 4 + 2 * dim
    w, base = 2 * dim + 1, 2 * dim + 2
    if not (0 <= cnt <= BATCH_MAX) or not seg_in_domain(o, d):
        return [REJ] + [0] * (nout - 1)
    els = [inp[base + w * i: base + w * (i + 1)] for i in range(cnt)]
    if not all(in_domain(*e) for e in els):
        return [REJ] + [0] * (nout - 1)   # any capsule out of the domain: never skipped
    best = None
    cast = ray_cap_oracle if dim == 2 else ray_cap3_oracle
    for i, e in enumerate(els):
        row = cast(list(o) + list(d) + list(e) + [mt])
        if row[0] != 1:
            continue
        key = to_raw_nearest(row[1])
        if best is None or key < best[0]:
            best = (key, i, row)
    if best is None:
        return [0] * nout
    _, i, row = best
    return [1, i] + row[1:]


def clampd(v):
    return max(-D, min(D, v))


def batch_cases(rng, n):
    out = []

    def add(o, d, mt, cnt, els, fl):
        flat = []
        for e in els:
            flat += list(e)
        while len(flat) < NB * W:
            flat += [0, 0, 0, 0, -1]          # padding: empty (never looked at)
        out.append((list(o) + list(d) + [mt, cnt] + flat[:NB * W], fl))

    # fixed cases: ties, inside starts, limits (the path: x from -10 to 10 along y = 0)
    o, d = [-10 * U, 0], [20 * U, 0]
    cap = [0, -2 * U, 0, 2 * U, U]                                   # across the path, side at x = -1
    add(o, d, U, 0, [], 0)                                          # empty array
    add(o, d, U, 3, [cap, cap, cap], ADV)                           # duplicates: index 0
    add(o, d, U, 3, [[5 * U, -2 * U, 5 * U, 2 * U, U], cap, cap], ADV)   # nearer at index 1
    add(o, d, U, 2, [[0, 3 * U, 0, 5 * U, U], cap], ADV)            # a miss, then a hit
    add(o, d, U, 2, [[2 * U, 0, 4 * U, 0, 3 * U], cap], ADV)        # equal contacts (x = -1): index 0
    add(o, d, U, 2, [cap, [2 * U, 0, 4 * U, 0, 3 * U]], ADV)
    add(o, d, U, 2, [[2 * U, 0, 4 * U, 0, 3 * U], [0, -2 * U, 0, 2 * U, U + 1]], ADV)   # 1 raw nearer
    add(o, d, U, 2, [[0, -2 * U, 0, 2 * U, U + 1], [2 * U, 0, 4 * U, 0, 3 * U]], ADV)
    # exact contacts 1 raw apart in x: t differs by 2^-20, the same reported t: index 0 wins
    add(o, d, U, 2, [[0, -2 * U, 0, 2 * U, U - 1], cap], ADV)
    add(o, d, U, 2, [cap, [0, -2 * U, 0, 2 * U, U - 1]], ADV)
    # an end cap against a side, equal contact
    add(o, d, U, 2, [[0, 0, 0, 3 * U, U], [-U, -U, -U, U, 0]], ADV)
    add([0, 0], d, U, 3, [[20 * U, 0, 21 * U, 0, U], [U, 0, U, U, 2 * U], [-U, 0, -U, 0, U]], ADV)  # inside two
    add([-U, 0], d, U, 2, [[5 * U, 0, 6 * U, 0, U], [0, -U, 0, U, U]], ADV)   # touching, moving in
    add([-U, 0], [-20 * U, 0], U, 2, [[0, -U, 0, U, U], [-5 * U, 0, -5 * U, U, U]], ADV)  # touching, away
    add(o, d, U * 9 // 20 - 1, 2, [cap, [-4 * U, 0, -4 * U, 0, U]], ADV)   # contact 1 LSB past max_t
    add(o, d, U * 9 // 20, 2, [cap, [-U, -U, -U, U, 0]], ADV)               # contact exactly at max_t
    add(o, d, -1, 2, [cap, cap], ADV)
    add(o, d, U, 2, [[0, 0, 0, 0, -1], [0, 0, U, 0, 0]], ADV)      # negative radius; a segment
    add(o, d, U, BATCH_MAX + 1, [cap], ADV | OOD)                   # count above FG_BATCH_MAX
    add(o, d, U, -1, [cap], ADV | OOD)
    add(o, d, U, 2, [cap, [D + 1, 0, 0, 0, U]], ADV | OOD)          # a capsule out of the domain
    add(o, d, U, 2, [cap, [0, 0, 0, 0, I32_MIN]], ADV | OOD)
    add([D, D], [-2 * D, -2 * D], U, 2, [[-D, -D, D, -D, D], [D, D, D, D, 0]], ADV)   # domain corners
    add([D + 1, 0], d, U, 1, [cap], ADV | OOD)                      # segment out of the domain

    while len(out) < n:
        adv = len(out) < n * 6 // 10
        sc = rng.choice([1, 50, 500, 3000, 8192]) if not adv else rng.choice([20, 200, 2000])
        o = [rnd_units(rng, sc) for _ in range(2)]
        e = [rnd_units(rng, sc) for _ in range(2)]
        d = [b - a for a, b in zip(o, e)]
        cnt = rng.randint(1, NB)
        mt = U if rng.random() < 0.7 else rng.randint(0, U)
        els = []
        for _ in range(cnt):
            tt = F(rng.randint(-100, 1100), 1000)
            p = [o[i] + int(tt * d[i]) for i in range(2)]
            rr = rng.randint(0, max(1, sc * U // 8))
            half = [rng.randint(-sc * U // 6, sc * U // 6) for _ in range(2)]
            if rng.random() < 0.3:
                p = [rnd_units(rng, sc) for _ in range(2)]
            els.append([clampd(p[0] - half[0]), clampd(p[1] - half[1]),
                        clampd(p[0] + half[0]), clampd(p[1] + half[1]), min(rr, D)])
        fl = 0
        if adv:
            fl = ADV
            k = rng.random()
            if k < 0.3 and cnt >= 2:
                # the same capsule moved by a raw step along the path, or duplicates
                i, j = rng.sample(range(cnt), 2)
                g = rng.choice([0, 1, 1, 2])
                a = rng.randrange(2)
                e2 = list(els[i])
                e2[a] += g * (1 if d[a] >= 0 else -1)
                e2[a + 2] += g * (1 if d[a] >= 0 else -1)
                els[j] = [clampd(x) for x in e2[:4]] + [e2[4]]
            elif k < 0.45 and cnt >= 2:                      # radius 1 raw apart
                i, j = rng.sample(range(cnt), 2)
                els[j] = els[i][:4] + [max(0, els[i][4] + rng.choice([-1, 1]))]
            elif k < 0.6:                                    # start on / inside one: a capsule around o
                i = rng.randrange(cnt)
                els[i] = [o[0], o[1] - U, o[0], o[1] + U, rng.choice([0, 1, U])]
            elif k < 0.7:                                    # negative radii, points
                for _ in range(rng.randint(1, 3)):
                    i = rng.randrange(cnt)
                    r = rng.choice([-1, 0, I32_MIN if rng.random() < 0.2 else -U])
                    els[i] = els[i][:4] + [r]
                    if r == I32_MIN:
                        fl = ADV | OOD
            elif k < 0.8:                                    # max_t near a contact, or < 0
                mt = rng.choice([-1, 0, I32_MIN, I32_MAX, rng.randint(0, U)])
            elif k < 0.87:                                   # out of the domain
                i = rng.randrange(cnt)
                e2 = list(els[i])
                e2[rng.randrange(5)] = rng.choice([-D - 1, D + 1, I32_MIN, I32_MAX])
                els[i] = e2
                fl = ADV | OOD
            elif k < 0.92:
                cnt = rng.choice([0] + BIG_COUNTS)
                if cnt != 0:
                    fl = ADV | OOD
            elif k < 0.95:                                   # zero delta (hits only from inside)
                d = [0, 0]
            else:                                            # big capsules at the domain's edge
                for i in range(cnt):
                    els[i] = [rng.choice([-D, D, rnd(rng)]) for _ in range(4)] + [rng.randint(0, D)]
                o = [rng.choice([-D, D]) for _ in range(2)]
                d = [rng.choice([-D, D]) - x for x in o]
        if not seg_in_domain(o, d) and not (fl & OOD):
            continue
        add(o, d, mt, cnt, els, fl)
    return out[:n]


@tvset("segment2_capsule2_batch_nearest", "batchcap", 6 + NB * W,
       [exact("hit"), exact("index")] + hit_cols2()[1:])
def _bc(rng, n):
    return batch_cases(rng, n)


@_bc.register_oracle
def _bco(inp):
    return batch_oracle(inp)


def lift3(rng, row, fl):
    """A 2D case in 3D: every point gets a z (the same plane z = k x + m y + c per case, so
    the 2D case's contacts and ties carry over when exact), radii and counts as they are."""
    o, d, mt, cnt = row[0:2], row[2:4], row[4], row[5]
    k, m = rng.choice([(0, 0), (1, 0), (0, 1), (1, -1)])
    c = rng.randint(-4, 4) * ONE

    def z(x, y):
        return max(-D, min(D, k * x + m * y + c))
    o3 = list(o) + [z(*o)]
    d3 = list(d) + [z(o[0] + d[0], o[1] + d[1]) - o3[2]]
    out = o3 + d3 + [mt, cnt]
    for i in range(NB):
        e = row[6 + W * i: 6 + W * (i + 1)]
        out += [e[0], e[1], z(e[0], e[1]), e[2], e[3], z(e[2], e[3]), e[4]]
    if any(abs(x) > I32_MAX for x in out):
        return None
    return out, fl


def batch_cases3(rng, n):
    out = []
    for row, fl in batch_cases(rng, n):
        r = lift3(rng, row, fl)
        if r is not None:
            out.append(r)
    return out


@tvset("segment3_capsule3_batch_nearest", "batchcap", 8 + NB * 7,
       [exact("hit"), exact("index")] + hit_cols3()[1:])
def _bc3(rng, n):
    return batch_cases3(rng, n)


@_bc3.register_oracle
def _bco3(inp):
    return batch_oracle(inp, 3)
