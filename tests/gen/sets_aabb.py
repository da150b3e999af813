# SPDX-License-Identifier: MIT
"""Box overlap (seed 001 A.17 static) and closest point in a box (A.5), 2D and 3D."""
from tvgen import *


def rand_box(rng, dim, units=None):
    lo, hi = [], []
    for _ in range(dim):
        if units is None:
            a, b = ordered(rng, rnd(rng), rnd(rng))
        else:
            a, b = ordered(rng, rnd_units(rng, units), rnd_units(rng, units))
        lo.append(a)
        hi.append(b)
    return lo + hi


def box_cases(rng, n, dim):
    out = []
    # seed-style basics: overlapping, separated on each axis, nested, identical
    unit = [0] * dim + [ONE] * dim
    out.append((unit + unit, 0))
    out.append((unit + [x + ONE // 2 for x in unit], 0))
    for ax in range(dim):
        b = list(unit)
        b[ax] += 2 * ONE
        b[dim + ax] += 2 * ONE
        out.append((unit + b, 0))
    out.append(([-ONE] * dim + [2 * ONE] * dim + unit, 0))
    # touching faces / edges / corners exactly, and apart or overlapping by 1 LSB
    for _ in range(max(1, n // 4)):
        a = rand_box(rng, dim, 1000)
        b = rand_box(rng, dim, 1000)
        axes = rng.sample(range(dim), rng.randint(1, dim))
        for ax in axes:
            w = b[dim + ax] - b[ax]
            gap = rng.choice([0, 0, 1, -1])
            if rng.random() < 0.5:   # b to the right of a
                b[ax] = a[dim + ax] + gap
            else:
                b[ax] = a[ax] - w - gap
            b[dim + ax] = b[ax] + w
        out.append((a + b, ADV))
    # zero-thickness and inverted boxes
    for _ in range(max(1, n // 8)):
        a = rand_box(rng, dim, 100)
        b = rand_box(rng, dim, 100)
        ax = rng.randrange(dim)
        if rng.random() < 0.5:
            b[dim + ax] = b[ax]                       # flat
        else:
            b[ax], b[dim + ax] = b[dim + ax] + 1, b[ax]  # inverted
        out.append((a + b, ADV) if rng.random() < 0.5 else (b + a, ADV))
    out.append((unit[dim:] + unit[:dim] + unit[dim:] + unit[:dim], ADV))  # both inverted, identical
    # extremes of int32 (the overlap test has no arithmetic: exact for every input)
    for _ in range(max(1, n // 8)):
        a = [rnd_any(rng) for _ in range(2 * dim)]
        b = [rnd_any(rng) for _ in range(2 * dim)]
        out.append((a + b, ADV | OOD))
    # uniform random, large and small scale
    while len(out) < n:
        out.append((rand_box(rng, dim) + rand_box(rng, dim), 0) if rng.random() < 0.3 else
                   (rand_box(rng, dim, 50) + rand_box(rng, dim, 50), 0))
    return out


def overlap_oracle(inp, dim):
    a_lo, a_hi = inp[0:dim], inp[dim:2 * dim]
    b_lo, b_hi = inp[2 * dim:3 * dim], inp[3 * dim:4 * dim]
    for i in range(dim):
        if a_lo[i] > a_hi[i] or b_lo[i] > b_hi[i]:
            return [0]            # an inverted box is empty
        if a_lo[i] > b_hi[i] or b_lo[i] > a_hi[i]:
            return [0]
    return [1]


@tvset("aabb2_aabb2_overlap", "aabb", 8, [exact("overlap")])
def _c2(rng, n):
    return box_cases(rng, n, 2)


@_c2.register_oracle
def _o2(inp):
    return overlap_oracle(inp, 2)


@tvset("aabb3_aabb3_overlap", "aabb", 12, [exact("overlap")])
def _c3(rng, n):
    return box_cases(rng, n, 3)


@_c3.register_oracle
def _o3(inp):
    return overlap_oracle(inp, 3)


def closest_cases(rng, n, dim):
    out = []
    unit = [0] * dim + [ONE] * dim
    out.append((unit + [ONE // 2] * dim, 0))           # inside
    out.append((unit + [2 * ONE] * dim, 0))            # beyond the max corner
    out.append((unit + [-ONE] + [ONE // 2] * (dim - 1), 0))
    for _ in range(max(1, n // 4)):                     # on faces, 1 LSB either side
        b = rand_box(rng, dim, 1000)
        p = [rng.randint(b[i], b[dim + i]) for i in range(dim)]
        ax = rng.randrange(dim)
        p[ax] = rng.choice([b[ax], b[dim + ax]]) + rng.choice([-1, 0, 1])
        out.append((b + p, ADV))
    for _ in range(max(1, n // 8)):                     # flat and inverted boxes
        b = rand_box(rng, dim, 100)
        ax = rng.randrange(dim)
        if rng.random() < 0.5:
            b[dim + ax] = b[ax]
        else:
            b[ax], b[dim + ax] = b[dim + ax] + 1, b[ax]
        out.append((b + [rnd_units(rng, 200) for _ in range(dim)], ADV))
    for _ in range(max(1, n // 8)):                     # any int32
        out.append(([rnd_any(rng) for _ in range(3 * dim)], ADV | OOD))
    while len(out) < n:
        b = rand_box(rng, dim, 100) if rng.random() < 0.7 else rand_box(rng, dim)
        out.append((b + [rnd_units(rng, 150) for _ in range(dim)], 0))
    return out


def closest_oracle(inp, dim):
    lo, hi, p = inp[0:dim], inp[dim:2 * dim], inp[2 * dim:3 * dim]
    # clamp; an inverted axis answers min (documented)
    return [q(max(lo[i], min(p[i], hi[i]))) for i in range(dim)]


@tvset("aabb2_closest_point", "aabb", 6, [scalar("x", 0), scalar("y", 0)])
def _p2(rng, n):
    return closest_cases(rng, n, 2)


@_p2.register_oracle
def _po2(inp):
    return closest_oracle(inp, 2)


@tvset("aabb3_closest_point", "aabb", 9, [scalar("x", 0), scalar("y", 0), scalar("z", 0)])
def _p3(rng, n):
    return closest_cases(rng, n, 3)


@_p3.register_oracle
def _po3(inp):
    return closest_oracle(inp, 3)


# ---------------------------------------------------------------- box helpers (issue 10)
# merge, centre, half-extents, from points: exact for every int32 (sums formed exactly,
# rounded once, halves away from zero, saturated to +-(2^31 - 1) raw).

SAT = I32_MAX


def sat(raw):
    return max(-SAT, min(SAT, raw))


def empty(lo, hi):
    return any(a > b for a, b in zip(lo, hi))


def helper_box(rng, dim):
    """A box for the helpers: ordinary, flat, inverted, at the domain's edges, or any int32."""
    r = rng.random()
    if r < 0.35:
        return rand_box(rng, dim, rng.choice([1, 100, 8192]))
    b = rand_box(rng, dim, 100)
    if r < 0.5:
        ax = rng.randrange(dim)
        b[dim + ax] = b[ax]                                      # flat
    elif r < 0.65:
        ax = rng.randrange(dim)
        b[ax], b[dim + ax] = b[dim + ax] + rng.choice([1, 1000]), b[ax]   # inverted
    elif r < 0.75:
        b = [rng.choice([-D, D, -D - 1, D + 1]) for _ in range(2 * dim)]
    else:
        b = [rnd_any(rng) for _ in range(2 * dim)]
    return b


def merge_cases(rng, n, dim):
    out = [([0] * dim + [ONE] * dim + [ONE] * dim + [2 * ONE] * dim, 0),
           ([ONE] * dim + [0] * dim + [-ONE] * dim + [3 * ONE] * dim, ADV),   # a empty: b
           ([-ONE] * dim + [3 * ONE] * dim + [ONE] * dim + [0] * dim, ADV),   # b empty: a
           ([ONE] * dim + [0] * dim + [5 * ONE] * dim + [4 * ONE] * dim, ADV),  # both empty: b
           ([I32_MIN] * dim + [I32_MAX] * dim + [0] * dim + [0] * dim, ADV)]
    while len(out) < n:
        a, b = helper_box(rng, dim), helper_box(rng, dim)
        fl = 0 if in_domain(*a, *b) and not empty(a[:dim], a[dim:]) and not empty(b[:dim], b[dim:]) else ADV
        out.append((a + b, fl))
    return out


def merge_oracle(inp, dim):
    a, b = inp[:2 * dim], inp[2 * dim:]
    if empty(a[:dim], a[dim:]):
        r = b
    elif empty(b[:dim], b[dim:]):
        r = a
    else:
        r = [min(a[i], b[i]) for i in range(dim)] + [max(a[dim + i], b[dim + i]) for i in range(dim)]
    return [q(x) for x in r]


def corner_cols(dim, tol=0):
    axes = "xyz"[:dim]
    return [scalar("min" + a, tol) for a in axes] + [scalar("max" + a, tol) for a in axes]


@tvset("aabb2_merge", "aabb_b", 8, corner_cols(2))
def _m2(rng, n):
    return merge_cases(rng, n, 2)


@_m2.register_oracle
def _mo2(inp):
    return merge_oracle(inp, 2)


@tvset("aabb3_merge", "aabb_b", 12, corner_cols(3))
def _m3(rng, n):
    return merge_cases(rng, n, 3)


@_m3.register_oracle
def _mo3(inp):
    return merge_oracle(inp, 3)


def mid_cases(rng, n, dim):
    out = [([0] * dim + [ONE] * dim, 0), ([1] * dim + [2] * dim, ADV), ([-2] * dim + [-1] * dim, ADV),
           ([I32_MIN] * dim + [I32_MIN] * dim, ADV), ([I32_MAX] * dim + [I32_MAX] * dim, ADV),
           ([I32_MIN] * dim + [I32_MAX] * dim, ADV), ([I32_MAX] * dim + [I32_MIN] * dim, ADV),
           ([I32_MIN + 1] * dim + [I32_MIN] * dim, ADV), ([-D] * dim + [D] * dim, ADV)]
    while len(out) < n:
        b = helper_box(rng, dim)
        if rng.random() < 0.3:                                   # odd sums / differences: ties
            k = rng.randrange(2 * dim)
            b[k] = max(I32_MIN, min(I32_MAX, b[k] + rng.choice([1, -1])))
        out.append((b, 0 if in_domain(*b) else ADV))
    return out


def halve(v):
    """v / 2 raw, rounded to nearest (halves away from zero), saturated."""
    return q(sat(to_raw_nearest(F(v, 2) / ONE)))


@tvset("aabb2_center", "aabb_b", 4, [scalar("x", 0), scalar("y", 0)])
def _ce2(rng, n):
    return mid_cases(rng, n, 2)


@_ce2.register_oracle
def _ceo2(inp):
    return [halve(inp[i] + inp[2 + i]) for i in range(2)]


@tvset("aabb3_center", "aabb_b", 6, [scalar("x", 0), scalar("y", 0), scalar("z", 0)])
def _ce3(rng, n):
    return mid_cases(rng, n, 3)


@_ce3.register_oracle
def _ceo3(inp):
    return [halve(inp[i] + inp[3 + i]) for i in range(3)]


@tvset("aabb2_half_extents", "aabb_b", 4, [scalar("x", 0), scalar("y", 0)])
def _he2(rng, n):
    return mid_cases(rng, n, 2)


@_he2.register_oracle
def _heo2(inp):
    return [halve(inp[2 + i] - inp[i]) for i in range(2)]


@tvset("aabb3_half_extents", "aabb_b", 6, [scalar("x", 0), scalar("y", 0), scalar("z", 0)])
def _he3(rng, n):
    return mid_cases(rng, n, 3)


@_he3.register_oracle
def _heo3(inp):
    return [halve(inp[3 + i] - inp[i]) for i in range(3)]


NP = 8                      # points per vector (tests/cases/aabb.c TV_POINTS)
BATCH_MAX = 4096            # FG_BATCH_MAX (fg_config.h's default)
BIG_COUNTS = [BATCH_MAX + 1, 65536, I32_MAX, -1]   # -1: the largest size_t


def points_cases(rng, n, dim):
    out = []
    while len(out) < n:
        r = rng.random()
        cnt = rng.randint(1, NP)
        fl = 0
        if r < 0.5:
            pts = [rnd_units(rng, rng.choice([1, 100, 8192])) for _ in range(NP * dim)]
        elif r < 0.7:                                            # repeated and equal coordinates
            base = [rnd_units(rng, 100) for _ in range(dim)]
            pts = [base[i % dim] + rng.choice([0, 0, 1, -1]) for i in range(NP * dim)]
            fl = ADV
        elif r < 0.85:                                           # any int32 (comparisons only)
            pts = [rnd_any(rng) for _ in range(NP * dim)]
            fl = ADV | OOD
        else:                                                    # count 0 or above FG_BATCH_MAX
            pts = [rnd_units(rng, 100) for _ in range(NP * dim)]
            cnt = rng.choice([0] + BIG_COUNTS)
            fl = ADV | OOD
        out.append(([cnt] + pts, fl))
    return out


def points_oracle(inp, dim):
    cnt = inp[0]
    assert 0 <= cnt <= NP or cnt in BIG_COUNTS
    if cnt == 0 or not 0 < cnt <= BATCH_MAX:
        return [REJ] + [0] * (2 * dim)
    pts = [inp[1 + k * dim: 1 + (k + 1) * dim] for k in range(cnt)]
    return [1] + [q(min(p[i] for p in pts)) for i in range(dim)] + [q(max(p[i] for p in pts)) for i in range(dim)]


@tvset("aabb2_from_points", "aabb_c", 1 + NP * 2, [exact("ok")] + corner_cols(2))
def _fp2(rng, n):
    return points_cases(rng, n, 2)


@_fp2.register_oracle
def _fpo2(inp):
    return points_oracle(inp, 2)


@tvset("aabb3_from_points", "aabb_c", 1 + NP * 3, [exact("ok")] + corner_cols(3))
def _fp3(rng, n):
    return points_cases(rng, n, 3)


@_fp3.register_oracle
def _fpo3(inp):
    return points_oracle(inp, 3)


# ---------------------------------------------------------------- validators

def valid_values(rng, k):
    """Values around the domain's edges and anywhere in int32."""
    return [rng.choice([rnd(rng), rnd(rng), D, -D, D + 1, -D - 1, rnd_any(rng), 0]) for _ in range(k)]


def box_valid_cases(rng, n, dim):
    out = []
    while len(out) < n:
        if rng.random() < 0.4:
            b = rand_box(rng, dim, 8192)
            if rng.random() < 0.3:
                b[rng.randrange(2 * dim)] = rng.choice([D + 1, -D - 1])
            out.append((b, ADV))
        else:
            out.append((valid_values(rng, 2 * dim), ADV | OOD))
    return out


@tvset("aabb2_in_domain", "aabb_c", 4, [exact("valid")])
def _bv2(rng, n):
    return box_valid_cases(rng, n, 2)


@_bv2.register_oracle
def _bvo2(inp):
    return [1 if in_domain(*inp) else 0]


@tvset("aabb3_in_domain", "aabb_c", 6, [exact("valid")])
def _bv3(rng, n):
    return box_valid_cases(rng, n, 3)


@_bv3.register_oracle
def _bvo3(inp):
    return [1 if in_domain(*inp) else 0]


def obb_valid_cases(rng, n):
    """local(6) axis0..2(9) pos(3): the local box and pos in the domain, each axis
    component in [-2, 2] units."""
    out = []
    while len(out) < n:
        local = rand_box(rng, 3, 8192)
        axes = [rng.randint(-ONE, ONE) for _ in range(9)]
        pos = [rnd(rng) for _ in range(3)]
        v = local + axes + pos
        for _ in range(rng.choice([0, 1, 1, 2])):
            k = rng.randrange(18)
            if 6 <= k < 15:
                v[k] = rng.choice([2 * ONE, -2 * ONE, 2 * ONE + 1, -2 * ONE - 1, I32_MIN, I32_MAX, rnd_any(rng)])
            else:
                v[k] = rng.choice([D, -D, D + 1, -D - 1, rnd_any(rng)])
        out.append((v, ADV))
    return out


@tvset("obb3_in_domain", "aabb_c", 18, [exact("valid")])
def _ov(rng, n):
    return obb_valid_cases(rng, n)


@_ov.register_oracle
def _ovo(inp):
    return [1 if in_domain(*inp[0:6], *inp[15:18]) and all(abs(a) <= 2 * ONE for a in inp[6:15]) else 0]
