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
