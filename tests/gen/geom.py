# SPDX-License-Identifier: MIT
"""Exact helpers shared by the oracle modules (planes, sweeps): plain rational geometry,
nothing taken from lib/."""
from tvgen import *

Z3 = [F(0)] * 3

HIT3_COLS = [exact("hit"), scalar("t", 0.5), scalar("px", 0.5), scalar("py", 0.5), scalar("pz", 0.5),
             scalar("nx", 0.51), scalar("ny", 0.51), scalar("nz", 0.51)]
MISS3 = [0] * 8



def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def qv(raws):
    return [q(r) for r in raws]


def unit(n):
    """n / |n| as Fractions (square root to 2^-48)."""
    nn = dot(n, n)
    if nn == 0:
        return [F(0)] * len(n)
    s = sqrt_frac(nn)
    return [x / s for x in n]


def corners(lo, hi):
    return [[(hi if (k >> i) & 1 else lo)[i] for i in range(3)] for k in range(8)]


def solve_interval(ineqs, lo, hi):
    """t-interval where every a + t*b <= 0 holds, intersected with [lo, hi]; None if empty."""
    for a, b in ineqs:
        if b == 0:
            if a > 0:
                return None
        elif b > 0:
            hi = min(hi, -a / b)
        else:
            lo = max(lo, -a / b)
    return (lo, hi) if lo <= hi else None


def rand_unit_raw(rng, scale_units):
    """A random non-zero raw vector of magnitude up to scale_units."""
    while True:
        v = [rnd_units(rng, scale_units) if scale_units >= 1 else rng.randint(-int(scale_units * ONE), int(scale_units * ONE))
             for _ in range(3)]
        if any(v):
            return v


def int_normal(rng, m=4):
    """A normal with integer-unit components (so that d = n.p is an exact raw value)."""
    while True:
        n = [rng.randint(-m, m) * ONE for _ in range(3)]
        if any(n):
            return n


def exact_d(n, p):
    """raw d with dot(n, p) == d exactly; n must have integer-unit components."""
    s = sum(a * b for a, b in zip(n, p))
    assert s % ONE == 0
    return s // ONE


def clamp_dom(v):
    return max(-D, min(D, v))


def rnd_scale(rng):
    return rng.choice([4, 50, 1000, 8000])



def box_raw(rng, s):
    lo, hi = [], []
    for _ in range(3):
        a, b = ordered(rng, rnd_units(rng, s), rnd_units(rng, s))
        lo.append(a)
        hi.append(b)
    return lo + hi


