#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The examples' expected output (examples/expected/*.txt), worked out independently of the
library: the same scenes (their numbers restated here, not read from the C files), the
geometry redone in exact rationals (fractions.Fraction) from the definitions in the headers:
box sweeps and slab raycasts as intersections of per-axis intervals, segment-triangle by
Cramer's rule. Where a program carries a library result forward (the slide continues from the
returned contact point), the documented rounding is applied: a point is correctly rounded
(<= 0.5 LSB, halves away from zero). Every printed number is the exact value rounded to four
decimals, and this script fails if an exact value lies so close to a rounding boundary of those
four decimals that the library's stated error could flip a digit: within the stated bound
(0.5 LSB for the box casts' t; 0.51, the largest of the triangle's bounds, for its outputs) or 2 LSB for
ranges (the distance's 0.5 LSB on top of the hit point's 0.63 LSB per axis; a clear ray's
length: 0.5). Values that are
already Q16.16 numbers (the modelled player position, exact axes) are printed as they are.
usage: oracle.py NAME   (move_and_slide, drone_rays, triangle_mesh): prints the expected text
"""
import math
import sys
from fractions import Fraction as F

LSB = F(1, 65536)


def q16(x):
    """Nearest Q16.16 value, halves away from zero."""
    s = F(x) / LSB
    n = math.floor(abs(s) + F(1, 2))
    return F(n if s >= 0 else -n) * LSB


def fmt(x, margin=None):
    """x to four decimals, halves away from zero; x must be margin LSB clear of a boundary
    (None: x is a Q16.16 value the program prints as is)."""
    s = F(x) * 10000 if isinstance(x, (int, F)) else F(repr(x)) * 10000
    frac = abs(s) - math.floor(abs(s))
    if margin is not None and abs(frac - F(1, 2)) * F(65536, 10000) <= margin:
        raise SystemExit("oracle: %s is within %s LSB of a rounding boundary: choose another scene" % (float(x), margin))
    n = math.floor(abs(s) + F(1, 2))
    sign = "-" if s < 0 and n != 0 else ""
    return "%s%d.%04d" % (sign, n // 10000, n % 10000)


def vec(v, margin=None):
    return "(" + ", ".join(fmt(c, margin) for c in v) + ")"


# ---------------------------------------------------------------- move_and_slide
def box_sweep(mmin, mmax, d, smin, smax, max_t):
    """Closed box [mmin, mmax] moving by t*d against [smin, smax]: (t, normal) or None,
    by the header's rules: first t in [0, max_t] at which the closed extents overlap on every
    axis; at t = 0 in contact only when moving into every face in contact."""
    n = len(d)
    overlap0 = all(mmin[i] <= smax[i] and mmax[i] >= smin[i] for i in range(n))
    if overlap0:
        if all(mmin[i] < smax[i] and mmax[i] > smin[i] for i in range(n)):
            raise SystemExit("oracle: a player penetrates a wall: the scene is wrong")
        faces = []  # (axis, outward normal sign of the still box's face)
        for i in range(n):
            if mmax[i] == smin[i]:
                faces.append((i, -1))
            elif mmin[i] == smax[i]:
                faces.append((i, +1))
        if all((d[i] > 0 if s < 0 else d[i] < 0) for i, s in faces):
            i, s = faces[0]
            return F(0), tuple(s if k == i else 0 for k in range(n))
        return None
    enter, exit_, axis = F(-10**9), F(10**9), None
    for i in range(n):
        if d[i] == 0:
            if not (mmin[i] <= smax[i] and mmax[i] >= smin[i]):
                return None
            continue
        a, b = (smin[i] - mmax[i]) / d[i], (smax[i] - mmin[i]) / d[i]
        lo, hi = min(a, b), max(a, b)
        if lo > enter:
            enter, axis = lo, i
        exit_ = min(exit_, hi)
    if axis is None or enter > exit_ or enter < 0 or enter > max_t:
        return None
    return enter, tuple((-1 if d[axis] > 0 else 1) if k == axis else 0 for k in range(n))


def move_and_slide():
    walls = [((-1, -1), (12, 0)), ((-1, 8), (12, 9)), ((-1, 0), (0, 8)), ((11, 0), (12, 8)),
             ((4, 2), (6, 5)), ((8, F(11, 2)), (9, 8))]
    walls = [(tuple(map(F, a)), tuple(map(F, b))) for a, b in walls]
    vel = [(F(3, 2), F(1, 2)), (F(-5, 4), F(3, 2)), (F(2), F(0))]
    pmin, size = (F(1), F(1)), (F(1), F(1))
    out = ["move_and_slide: a 1 x 1 player among 6 walls, from (1, 1)"]
    for frame in range(12):
        v = vel[frame // 4]
        out.append("frame %d: velocity %s" % (frame + 1, vec(v)))
        target = (pmin[0] + v[0], pmin[1] + v[1])
        delta, blocked = v, [False, False]
        for _ in range(3):
            if delta == (0, 0):
                break
            best = None
            for i, (smin, smax) in enumerate(walls):
                pmax = (pmin[0] + size[0], pmin[1] + size[1])
                r = box_sweep(pmin, pmax, delta, smin, smax, F(1))
                if r and (best is None or r[0] < best[0]):
                    best = (r[0], r[1], i)
            if best is None:
                pmin = (pmin[0] + delta[0], pmin[1] + delta[1])
                break
            t, normal, i = best
            out.append("  touches wall %d at t = %s, normal %s" % (i, fmt(t, F(1, 2)), vec(normal)))
            pmin = (q16(pmin[0] + t * delta[0]), q16(pmin[1] + t * delta[1]))
            blocked[0 if normal[0] != 0 else 1] = True
            delta = tuple(F(0) if blocked[k] else target[k] - pmin[k] for k in range(2))
        out.append("  player at %s" % vec(pmin))
    return out


# ---------------------------------------------------------------- drone_rays
def seg_box(o, d, bmin, bmax):
    """First t in [0, 1] of o + t d in the closed box (the origin is outside): (t, normal)."""
    enter, exit_, axis = F(0), F(1), None
    for i in range(2):
        if d[i] == 0:
            if not bmin[i] <= o[i] <= bmax[i]:
                return None
            continue
        a, b = (bmin[i] - o[i]) / d[i], (bmax[i] - o[i]) / d[i]
        lo, hi = min(a, b), max(a, b)
        if lo >= enter:
            if lo == enter and axis is not None:
                pass  # equal entries: the lowest axis keeps it
            else:
                enter, axis = lo, i
        exit_ = min(exit_, hi)
    if axis is None or enter > exit_:
        return None
    return enter, tuple((-1 if d[axis] > 0 else 1) if k == axis else 0 for k in range(2))


def drone_rays():
    obstacles = [((6, -3), (8, 2)), ((3, 5), (5, 7)), ((-4, F(37, 4)), (6, F(10))), ((2, -9), (14, F(-15, 2))),
                 ((12, 1), (13, 4))]
    obstacles = [(tuple(map(F, a)), tuple(map(F, b))) for a, b in obstacles]
    dirs = [(20, 0), (19, 8), (14, 14), (8, 19), (0, 20), (-8, 19), (-14, 14), (-19, 8), (-20, 0)]
    o = (F(1), F(1, 2))
    out = ["drone_rays: 9 rays of 20 units from (1, 0.5) against 5 obstacles"]
    best_range, best_ray = None, None
    for k, dv in enumerate(dirs):
        d = (F(dv[0]), F(dv[1]))
        length = math.sqrt(dv[0] ** 2 + dv[1] ** 2)
        hits = [(r[0], i, r[1]) for i, (a, b) in enumerate(obstacles) for r in [seg_box(o, d, a, b)] if r]
        if hits:
            t, i, normal = min(hits, key=lambda h: (h[0], h[1]))
            for t2, i2, _ in hits:  # another box within 2 LSB would make the choice fragile
                if i2 != i and t2 != t and abs(t2 - t) < 2 * LSB:
                    raise SystemExit("oracle: ray %d: two boxes within 2 LSB" % k)
            rng, margin = float(t) * length, 2
            out.append("ray %d: obstacle %d at t = %s, range %s, normal %s" % (k, i, fmt(t, F(1, 2)), fmt(rng, 2), vec(normal)))
        else:
            rng, margin = length, F(1, 2)  # fg_vec2_length: 0.5 LSB
            out.append("ray %d: clear, range %s" % (k, fmt(rng, margin)))
        if best_range is None or rng > best_range:
            if best_range is not None and abs(rng - best_range) < 4 / 65536:
                raise SystemExit("oracle: two ranges within 4 LSB")
            best_range, best_ray, best_margin = rng, k, margin
    out.append("steer along ray %d, free range %s" % (best_ray, fmt(best_range, best_margin)))
    return out


# ---------------------------------------------------------------- triangle_mesh
def sub(a, b):
    return tuple(x - y for x, y in zip(a, b))


def cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def seg_tri(o, d, a, b, c):
    """o + t d = a + u (b - a) + v (c - a), by Cramer's rule; closed triangle, t in [0, 1]."""
    e1, e2 = sub(b, a), sub(c, a)
    n = cross(e1, e2)
    det = -dot(d, n)  # det of the columns (-d, e1, e2)
    if det == 0:
        return None
    w = sub(o, a)
    t = dot(w, n) / det
    u = -dot(d, cross(w, e2)) / det
    v = -dot(d, cross(e1, w)) / det
    if t < 0 or t > 1 or u < 0 or v < 0 or u + v > 1:
        return None
    s = 1 if dot(n, d) < 0 else -1  # facing the side the segment comes from
    ln = math.sqrt(float(dot(n, n)))
    return t, u, v, tuple(s * float(x) / ln for x in n)


B = F(51, 100)  # the largest of fg_segment3_triangle_raycast's bounds (normal 0.51; t, point, u, v 0.5)


def triangle_mesh():
    vtx = [(-8, 0, -8), (8, 0, -8), (8, 0, 8), (-8, 0, 8), (-2, 0, -2), (2, 0, -2), (2, 0, 2), (-2, 0, 2), (0, 4, 0)]
    vtx = [tuple(map(F, p)) for p in vtx]
    tris = [(0, 2, 1), (0, 3, 2), (4, 8, 5), (5, 8, 6), (6, 8, 7), (7, 8, 4), (4, 5, 6), (4, 6, 7)]
    segs = [((0, 10, -1), (0, -20, 0)), ((-6, 1, -6), (12, 0, 12)), ((5, 6, 5), (2, -8, 1)),
            ((-6, 5, 0), (12, 0, 0)), ((0, F(1, 2), 6), (0, 1, -12))]
    out = ["triangle_mesh: 5 segments against a pyramid on a ground square (8 triangles)"]
    for s, (o, d) in enumerate(segs):
        o, d = tuple(map(F, o)), tuple(map(F, d))
        hits = [(r[0], i, r) for i, tr in enumerate(tris) for r in [seg_tri(o, d, *(vtx[j] for j in tr))] if r]
        if not hits:
            out.append("segment %d: no triangle" % s)
            continue
        t, i, r = min(hits, key=lambda h: (h[0], h[1]))  # equal t: the lowest index
        for t2, i2, _ in hits:
            if t2 != t and abs(t2 - t) < 2 * LSB:
                raise SystemExit("oracle: segment %d: two triangles within 2 LSB" % s)
        point = tuple(oc + t * dc for oc, dc in zip(o, d))
        out.append("segment %d: triangle %d at t = %s, point %s, u = %s, v = %s, normal %s" % (
            s, i, fmt(t, B), vec(point, B), fmt(r[1], B), fmt(r[2], B), vec(r[3], B)))
    return out


if __name__ == "__main__":
    print("\n".join({"move_and_slide": move_and_slide, "drone_rays": drone_rays,
                     "triangle_mesh": triangle_mesh}[sys.argv[1]]()))
