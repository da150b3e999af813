# SPDX-License-Identifier: MIT
"""Shared pieces of the test-vector generator: the registry, column specs, exact helpers.

The oracle is written from the mathematics in the seed texts with Python's exact
rationals (fractions.Fraction) and integer square roots; it shares no code with lib/.
All inputs are raw Q16.16 integers; value = raw / 65536.
"""
from fractions import Fraction as F
import math
import random

ONE = 65536
D = 1 << 29            # domain: |coordinate| <= 8192 units = 2^29 raw
I32_MIN, I32_MAX = -(1 << 31), (1 << 31) - 1
ADV, OOD = 1, 2        # case flags: adversarial, out of domain
REJ = -1               # the result column of a rejected call (FG_REJECTED, FG_LINES_REJECTED)
SIDE_REJ = 2           # the result of a rejected classify (FG_SIDE_REJECTED)

REGISTRY = []


class Col:
    def __init__(self, name, kind, tol=0.0, fshift=18):
        self.name, self.kind, self.tol, self.fshift = name, kind, tol, fshift


def exact(name):
    """An integer or boolean output that must equal the oracle's."""
    return Col(name, 0)


def scalar(name, tol, fshift=18):
    """A Q16.16 output: |q - exact| <= tol LSB (the bound documented in the header).
    fshift: the float build's allowance is (largest |input| raw) >> fshift LSB."""
    return Col(name, 1, tol, fshift)


class Set:
    def __init__(self, name, suite, n_in, cols, cases, oracle):
        self.name, self.suite, self.n_in, self.cols = name, suite, n_in, cols
        self.cases, self.oracle = cases, oracle


def tvset(name, suite, n_in, cols):
    """Decorator: registers cases(rng, n) -> [(inputs, flags)] with its oracle(inputs)."""
    def wrap(cases):
        def reg(oracle):
            REGISTRY.append(Set(name, suite, n_in, cols, cases, oracle))
            return oracle
        cases.register_oracle = reg
        return cases
    return wrap


def q(raw):
    """Raw Q16.16 integer to its exact value."""
    return F(raw, ONE)


def to_raw_nearest(v):
    """Exact value to the nearest raw Q16.16 (ties away from zero)."""
    x = v * ONE
    return int(math.floor(x + F(1, 2))) if x >= 0 else -int(math.floor(-x + F(1, 2)))


def sqrt_frac(v, bits=48):
    """sqrt of a non-negative Fraction, to within 2^-bits (correct to far below 1 LSB)."""
    if v <= 0:
        return F(0)
    s = 1 << (2 * bits)
    return F(math.isqrt(v.numerator * s // v.denominator), 1 << bits)


def in_domain(*raws):
    return all(-D <= r <= D for r in raws)


def seg_in_domain(origin, delta):
    """A segment (or a sweep's motion) is in the domain when its origin and its end,
    origin + delta (exact), are: delta itself may reach 2 * D per axis."""
    return in_domain(*origin) and in_domain(*[o + d for o, d in zip(origin, delta)])


def rnd(rng, lo=-D, hi=D):
    return rng.randint(lo, hi)


def rnd_units(rng, units):
    """Uniform raw value within +-units."""
    return rng.randint(-units * ONE, units * ONE)


def rnd_any(rng):
    """Any int32, with the extremes over-represented."""
    return rng.choice([I32_MIN, I32_MAX, I32_MIN + 1, -D - 1, D + 1, rng.randint(I32_MIN, I32_MAX)])


def ordered(rng, a, b):
    return (a, b) if a <= b else (b, a)
