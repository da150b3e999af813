# SPDX-License-Identifier: MIT
"""Vector helpers (fg_vec.h), the scalar conversions (fg_from_int, fg_to_int_floor,
fg_to_int_round) and every shape's validator (fg_<shape>_in_domain), over any int32 input.

Oracles on Python integers, from the definitions in the headers:
  - add, sub, neg wrap (two's complement);
  - scale, dot, cross, length, distance, lerp: the exact result rounded to nearest, halves
    away from zero, then saturated to +-(2^31 - 1) raw; square roots are never halfway, so
    sqrt(S) rounds up exactly when S - isqrt(S)^2 > isqrt(S);
  - normalize: v / |v| exactly (checked to the header's 0.51 LSB), zero for zero;
  - the validators: every coordinate (a segment's end formed exactly) in [-2^29, 2^29] raw,
    oriented-box axes in [-2, 2] units.
Correctly rounded columns are scalar columns with tolerance 0 whose expected value is the
rounded result (as a value, q(raw)): the Q16.16 build must match it exactly, the float
build gets its allowance.
Cases: ties constructed exactly (x.5 LSB of each sign), saturation, INT32_MIN/MAX and 0,
and generic values small enough for the float build.
"""
from tvgen import *

SAT = I32_MAX
EDGES = [I32_MIN, I32_MIN + 1, -I32_MAX // 2, -D - 1, -D, -ONE, -1, 0, 1, ONE, D, D + 1, I32_MAX // 2, I32_MAX]


def wrap(v):
    return ((v + (1 << 31)) % (1 << 32)) - (1 << 31)


def sat(v):
    return max(-SAT, min(SAT, v))


def rnd_away(num, den):
    """num / den (den > 0) rounded to nearest, halves away from zero."""
    a = abs(num)
    r = (2 * a + den) // (2 * den)
    return r if num >= 0 else -r


def rnd16(v):
    """an exact Q32.32 raw (integer) to Q16.16, rounded and saturated"""
    return sat(rnd_away(v, ONE))


def sqrt_rnd(s):
    r = math.isqrt(s)
    return r + 1 if s - r * r > r else r


def length_raw(v):
    return sat(sqrt_rnd(sum(x * x for x in v)))


def any32(rng):
    return rng.choice([rnd_any(rng), rng.choice(EDGES), rng.randint(I32_MIN, I32_MAX)])


def small(rng, units=60):
    """a value the float build holds exactly (|raw| < 2^23)"""
    return rng.randint(-units * ONE, units * ONE)


# ---------------------------------------------------------------- add, sub, neg (wrap)

def addsub_cases(rng, n):
    n = n // 2                                 # 15 outputs a row: half the rows fit the M0's flash
    out = [([I32_MAX, I32_MIN, 1, 1, -1, I32_MIN], ADV), ([I32_MIN] * 3 + [I32_MIN] * 3, ADV),
           ([0] * 6, 0), ([ONE, -ONE, 3, -2 * ONE, ONE // 2, -7], 0)]
    for _ in range(n // 3):
        out.append(([any32(rng) for _ in range(6)], ADV))
    while len(out) < n:
        out.append(([small(rng, 100) for _ in range(6)], 0))
    return out


@tvset("vec_add_sub_neg", "vec_a", 6, [exact(nm) for nm in ("add_x", "add_y", "add_z", "sub_x", "sub_y", "sub_z",
                                                        "neg_x", "neg_y", "neg_z", "add2_x", "add2_y", "sub2_x",
                                                        "sub2_y", "neg2_x", "neg2_y")])
def _as(rng, n):
    return addsub_cases(rng, n)


@_as.register_oracle
def _aso(inp):
    a, b = inp[0:3], inp[3:6]
    add = [wrap(x + y) for x, y in zip(a, b)]
    sub = [wrap(x - y) for x, y in zip(a, b)]
    neg = [wrap(-x) for x in a]
    return add + sub + neg + add[:2] + sub[:2] + neg[:2]


# ---------------------------------------------------------------- scale

def scale_cases(rng, n):
    out = [([1, -1, 0, ONE // 2], ADV), ([3, -3, 5, ONE // 2], ADV),           # +-0.5 LSB and 1.5 LSB: away
           ([I32_MAX, I32_MIN, I32_MIN + 1, I32_MAX], ADV), ([I32_MIN, I32_MIN, 0, I32_MIN], ADV),
           ([114688, -114688, 1, 1227133513], ADV),    # just below 2^31 raw, rounding up to it: FG_MAX
           ([ONE, -ONE, 2 * ONE, 32767 * ONE], ADV), ([ONE, 0, -ONE, 32768 * ONE - 1], ADV),
           ([ONE, 2 * ONE, 3 * ONE, ONE], 0), ([0, 0, 0, 0], 0)]
    for _ in range(n // 6):                    # ties: a odd, s an odd multiple of 2^15
        s = (2 * rng.randint(-1000, 1000) + 1) * (1 << 15)
        out.append(([2 * rng.randint(-2 ** 14, 2 ** 14) + 1 for _ in range(3)] + [s], ADV))
    for _ in range(n // 4):
        out.append(([any32(rng) for _ in range(4)], ADV))
    while len(out) < n:
        out.append(([small(rng) for _ in range(3)] + [small(rng, 8)], 0))
    return out


@tvset("vec_scale", "vec_a", 4, [scalar(nm, 0.0, 14) for nm in ("x", "y", "z", "x2", "y2")])
def _sc(rng, n):
    return scale_cases(rng, n)


@_sc.register_oracle
def _sco(inp):
    v, s = inp[0:3], inp[3]
    r = [q(rnd16(x * s)) for x in v]
    return r + r[:2]


# ---------------------------------------------------------------- dot, cross

def dot_cases(rng, n):
    out = [([I32_MIN] * 6, ADV), ([I32_MAX] * 3 + [I32_MIN] * 3, ADV), ([I32_MIN, I32_MAX, 0, I32_MAX, I32_MIN, 0], ADV),
           ([ONE, 0, 0, 0, ONE, 0], 0), ([1, 1, 1, 1 << 15, 0, 0], ADV), ([-1, 0, 0, 1 << 15, 0, 0], ADV),
           ([0, 0, 0, 0, 0, 0], 0)]
    for _ in range(n // 5):                    # dot ties: fix the last product so the sum is k + 1/2 LSB
        a = [rng.randint(-2 ** 20, 2 ** 20) for _ in range(2)] + [1]
        b = [rng.randint(-2 ** 20, 2 ** 20) for _ in range(2)]
        part = a[0] * b[0] + a[1] * b[1]
        bz = ((1 << 15) - part) % ONE + ONE * rng.randint(-100, 100)
        out.append((a + b + [bz], ADV))
    for _ in range(n // 10):                   # 2D cross ties: a.y = 1, b.x fixes the residue
        a = [rng.randint(-2 ** 20, 2 ** 20), 1, rng.randint(-2 ** 20, 2 ** 20)]
        b = [0, rng.randint(-2 ** 20, 2 ** 20), rng.randint(-2 ** 20, 2 ** 20)]
        b[0] = (a[0] * b[1] - (1 << 15)) % ONE + ONE * rng.randint(-100, 100)
        out.append((a + b, ADV))
    for _ in range(n // 5):
        out.append(([any32(rng) for _ in range(6)], ADV))
    while len(out) < n:
        out.append(([small(rng, 40) for _ in range(6)], 0))
    return out


@tvset("vec_dot_cross", "vec_a", 6, [scalar(nm, 0.0, 12) for nm in ("dot3", "dot2", "cross2", "cx", "cy", "cz")])
def _dc(rng, n):
    return dot_cases(rng, n)


@_dc.register_oracle
def _dco(inp):
    a, b = inp[0:3], inp[3:6]
    dot3 = rnd16(a[0] * b[0] + a[1] * b[1] + a[2] * b[2])
    dot2 = rnd16(a[0] * b[0] + a[1] * b[1])
    cross2 = rnd16(a[0] * b[1] - a[1] * b[0])
    c = [rnd16(a[1] * b[2] - a[2] * b[1]), rnd16(a[2] * b[0] - a[0] * b[2]), rnd16(a[0] * b[1] - a[1] * b[0])]
    return [q(x) for x in [dot3, dot2, cross2] + c]


# ---------------------------------------------------------------- length, distance

def length_cases(rng, n):
    out = [([I32_MIN] * 6, ADV), ([I32_MIN, 0, 0, I32_MAX, 0, 0], ADV), ([I32_MAX, 0, 0, 0, 0, 0], ADV),
           ([I32_MAX - 1, 0, 0, -1, 0, 0], ADV), ([I32_MAX, 1, 0, 0, 0, 0], ADV),
           ([3 * ONE, 4 * ONE, 0, 0, 0, 0], 0), ([ONE, 2 * ONE, 2 * ONE, -ONE, -2 * ONE, -2 * ONE], 0),
           ([0] * 6, 0), ([1, 0, 0, 0, 0, 0], 0), ([1, 1, 0, 0, 0, 0], ADV), ([D, D, D, -D, -D, -D], ADV),
           ([-D, 0, 0, D, 0, 0], ADV)]
    for _ in range(n // 4):
        out.append(([any32(rng) for _ in range(6)], ADV))
    for _ in range(n // 8):                   # near the saturation edge: |v| about 2^31 raw
        k = rng.randint(-4, 4)
        out.append(([(1 << 31) // 2 + k, (1 << 31) // 2, rng.choice([0, I32_MAX // 2])] +
                    [rng.choice([0, -(1 << 30)]) for _ in range(3)], ADV))
    while len(out) < n:
        out.append(([small(rng, 60) for _ in range(6)], 0))
    return out


@tvset("vec_length_distance", "vec_a", 6, [scalar(nm, 0.0, 14) for nm in ("len3", "len2", "dist3", "dist2", "hdist3",
                                                                       "hdist2")])
def _ld(rng, n):
    return length_cases(rng, n)


@_ld.register_oracle
def _ldo(inp):
    a, b = inp[0:3], inp[3:6]
    d = [x - y for x, y in zip(a, b)]
    return [q(length_raw(x)) for x in (a, a[:2], d, d[:2], d, d[:2])]


# ---------------------------------------------------------------- normalize

def normalize_cases(rng, n):
    out = [([0, 0, 0], ADV), ([1, 0, 0], 0), ([-1, 0, 0], 0), ([I32_MIN, 0, 0], ADV), ([I32_MIN] * 3, ADV),
           ([I32_MAX, I32_MIN, I32_MAX], ADV), ([1, 1, 1], ADV), ([3 * ONE, 4 * ONE, 0], 0), ([1, 2, 2], ADV),
           ([I32_MAX, 1, 0], ADV), ([0, 0, -5], 0)]
    for _ in range(n // 4):
        out.append(([any32(rng) for _ in range(3)], ADV))
    for _ in range(n // 8):                  # tiny vectors: a few LSB
        out.append(([rng.randint(-3, 3) for _ in range(3)], ADV))
    while len(out) < n:
        out.append(([small(rng, 100) for _ in range(3)], 0))
    return out


def unit_exact(v):
    s = sum(x * x for x in v)
    if s == 0:
        return [F(0)] * len(v)
    ln = sqrt_frac(F(s), 100)
    return [F(x) / ln for x in v]


@tvset("vec_normalize", "vec_b", 3, [scalar(nm, 0.51, 31) for nm in ("x", "y", "z", "x2", "y2")])
def _nz(rng, n):
    return normalize_cases(rng, n)


@_nz.register_oracle
def _nzo(inp):
    return unit_exact(inp) + unit_exact(inp[:2])


# ---------------------------------------------------------------- lerp

def lerp_cases(rng, n):
    out = [([0, 0, 0, 1, -1, 3, 1 << 15], ADV),                  # +-0.5 LSB, 1.5 LSB: away from zero
           ([I32_MIN, I32_MAX, 0, I32_MAX, I32_MIN, 0, 2 * ONE], ADV),
           ([I32_MIN, I32_MAX, 0, I32_MAX, I32_MIN, 0, I32_MIN], ADV),
           ([-D, -D, -D, D, D, D, ONE // 2], 0), ([ONE, 2 * ONE, 3 * ONE, 5 * ONE, 7 * ONE, -ONE, ONE // 4], 0),
           ([ONE, ONE, ONE, 2 * ONE, 2 * ONE, 2 * ONE, 0], 0), ([ONE, ONE, ONE, 2 * ONE, 2 * ONE, 2 * ONE, ONE], 0),
           ([0, 0, 0, 0, 0, 0, I32_MAX], 0)]
    for _ in range(n // 6):                   # ties: t = 1/2 and an odd difference
        a = [rng.randint(-2 ** 28, 2 ** 28) for _ in range(3)]
        b = [x + 2 * rng.randint(-2 ** 20, 2 ** 20) + 1 for x in a]
        out.append((a + b + [1 << 15], ADV))
    for _ in range(n // 4):
        out.append(([any32(rng) for _ in range(7)], ADV))
    while len(out) < n:
        out.append(([small(rng) for _ in range(6)] + [rng.randint(-2 * ONE, 2 * ONE)], 0))
    return out


@tvset("vec_lerp", "vec_b", 7, [scalar(nm, 0.0, 14) for nm in ("x", "y", "z", "x2", "y2")])
def _lp(rng, n):
    return lerp_cases(rng, n)


@_lp.register_oracle
def _lpo(inp):
    a, b, t = inp[0:3], inp[3:6], inp[6]
    r = [q(rnd16(x * ONE + (y - x) * t)) for x, y in zip(a, b)]
    return r + r[:2]


# ---------------------------------------------------------------- int conversions

def conv_cases(rng, n):
    out = []
    for i in [0, 1, -1, 32767, -32767, 32768, -32768, 32769, 100000, -100000, I32_MAX, I32_MIN]:
        out.append(([i, rng.choice(EDGES)], ADV))
    for a in [0, 1, -1, ONE // 2, -(ONE // 2), ONE // 2 - 1, -(ONE // 2) + 1, ONE + ONE // 2, -(ONE + ONE // 2),
              I32_MAX, I32_MIN, I32_MIN + 1, -ONE, ONE - 1, -ONE + 1, 3 * ONE + ONE // 2]:
        out.append(([rng.randint(-100, 100), a], ADV))
    for _ in range(n // 4):
        out.append(([rnd_any(rng), any32(rng)], ADV))
    for _ in range(n // 8):                   # halves of every sign and size
        out.append(([rng.randint(-40000, 40000), rng.randint(-2 ** 15 + 1, 2 ** 15 - 1) * ONE + rng.choice([1, -1]) * (ONE // 2)],
                    ADV))
    while len(out) < n:
        out.append(([rng.randint(-40000, 40000), rng.randint(-(1 << 23), 1 << 23)], 0))
    return out


@tvset("scalar_int_conversions", "vec_b", 2, [exact("from_int"), exact("floor"), exact("round")])
def _cv(rng, n):
    return conv_cases(rng, n)


@_cv.register_oracle
def _cvo(inp):
    i, a = inp
    fi = SAT if i > 32767 else (-SAT if i < -32767 else i * ONE)
    rd = (abs(a) + (1 << 15)) >> 16
    return [fi, a >> 16, rd if a >= 0 else -rd]


# ---------------------------------------------------------------- validators

def valid_cases(rng, n):
    n = n // 2                                 # 18 inputs a row: half the rows fit the M0's flash
    out = []
    zero = [0] * 18
    out.append((zero, 0))
    out.append(([D] * 6 + [2 * ONE, -2 * ONE, 0] * 3 + [-D] * 3, ADV))
    out.append(([D + 1] + [0] * 17, ADV))
    out.append(([0] * 6 + [2 * ONE + 1] + [0] * 11, ADV))
    out.append(([D, 0, -ONE, 0, 0, 0] + [0] * 12, ADV))                  # segment end at D - 1 unit: in
    out.append(([D, 0, ONE, 0, 0, 0] + [0] * 12, ADV))                   # ... at D + 1 unit: out
    out.append(([-D, D, 2 * D, -2 * D, 0, 0] + [0] * 12, ADV))           # a 16384-unit delta, ends inside
    out.append(([-D, D, 2 * D + 1, -2 * D, 0, 0] + [0] * 12, ADV))       # ... 1 LSB further: out
    out.append(([D, D, D, I32_MAX, I32_MAX, I32_MAX] + [0] * 12, ADV))   # the end wraps: out
    out.append(([-D, 0, 0, I32_MIN, 0, 0] + [0] * 12, ADV))
    for _ in range(n // 2):
        v = [rng.choice([rnd(rng), rnd(rng), rng.choice(EDGES), rnd_any(rng)]) for _ in range(18)]
        for k in range(6, 15):                 # axes near [-2, 2]
            if rng.random() < 0.7:
                v[k] = rng.choice([rng.randint(-2 * ONE, 2 * ONE), rng.choice([2 * ONE, -2 * ONE, 2 * ONE + 1,
                                                                               -2 * ONE - 1, I32_MIN])])
        out.append((v, ADV))
    while len(out) < n:
        v = [rng.randint(-8000 * ONE, 8000 * ONE) // 256 * 256 for _ in range(18)]
        for k in range(6, 15):
            v[k] = rng.randint(-ONE, ONE)
        out.append((v, 0))
    return out


VALID = ("vec2", "vec3", "segment2", "segment3", "aabb2", "aabb3", "circle", "sphere", "plane", "line2",
         "triangle", "obb3")


@tvset("shape_in_domain", "vec_b", 18, [exact(nm) for nm in VALID])
def _vd(rng, n):
    return valid_cases(rng, n)


@_vd.register_oracle
def _vdo(v):
    dom = in_domain

    def axes_ok(xs):
        return all(-2 * ONE <= x <= 2 * ONE for x in xs)
    return [int(dom(*v[0:2])), int(dom(*v[0:3])), int(seg_in_domain(v[0:2], v[2:4])),
            int(seg_in_domain(v[0:3], v[3:6])), int(dom(*v[0:4])), int(dom(*v[0:6])), int(dom(*v[0:3])),
            int(dom(*v[0:4])), int(dom(*v[0:4])), int(dom(*v[0:3])), int(dom(*v[0:9])),
            int(dom(*v[0:6]) and axes_ok(v[6:15]) and dom(*v[15:18]))]
