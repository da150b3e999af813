#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Compare the Q16.16 render (from a board) with the host float render of the same scene.

usage: compare.py DIR [W H]
Reads DIR/demo_q16.{ppm,px} and DIR/demo_float.{ppm,px}; writes DIR/demo_q16.png,
DIR/demo_float.png, DIR/demo_diff.png; prints the statistics. Where the builds see a
different object, an exact oracle (rational arithmetic, this file; no code shared with
lib/) decides which build is right for that primary segment.
Verdict (exit status, and DIR/result for make check's summary): Q16.16 fails when the oracle
sides with float (or with neither build) on any pixel where the builds see different
objects, or when more than MAX_SHADE_DIFF_PERMILLE per mille of the pixels differ by more
than one shade level (a lighting difference beyond rounding, e.g. a shadow flipped).
"""
import os
import struct
import sys
import zlib
from fractions import Fraction as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
import scene as S  # noqa: E402
from tvgen import sqrt_frac  # noqa: E402

MAX_Q16_WRONG = 0
MAX_SHADE_DIFF_PERMILLE = 10


def png(path, w, h, rgb):
    raw = b"".join(b"\x00" + bytes(rgb[y * w * 3:(y + 1) * w * 3]) for y in range(h))

    def chunk(t, d):
        c = struct.pack(">I", len(d)) + t + d
        return c + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) +
                chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def side_by_side(path, w, h, images, scale):
    """The images next to each other, each scaled up, with a 4-pixel dark gap."""
    gap = 4
    rows = []
    for y in range(h * scale):
        row = []
        for k, img in enumerate(images):
            for x in range(w * scale):
                i = ((y // scale) * w + x // scale) * 3
                row += img[i:i + 3]
            if k + 1 < len(images):
                row += [40, 40, 40] * gap
        rows += row
    png(path, len(images) * w * scale + gap * (len(images) - 1), h * scale, rows)


def read_ppm(path):
    data = open(path, "rb").read()
    parts = data.split(b"\n", 3)
    return list(parts[3])


def read_px(path, n):
    data = open(path, "rb").read()
    out = []
    for i in range(n):
        obj, shade, t = struct.unpack_from("<BBi", data, 6 * i)
        out.append((obj, shade, t))
    return out


# ---------------------------------------------------------------- exact oracle
def q(v):
    return F(v, 65536)


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def sub(a, b):
    return [x - y for x, y in zip(a, b)]


def cross(a, b):
    return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]


def t_plane(o, d, n, dd):
    den = dot(n, d)
    if den >= 0:              # front side only, parallel never hits
        return None
    t = (dd - dot(n, o)) / den
    return t if 0 <= t <= 1 else None


def t_box(o, d, lo, hi):
    t0, t1 = F(0), F(1)
    for i in range(3):
        if d[i] == 0:
            if o[i] < lo[i] or o[i] > hi[i]:
                return None
            continue
        a, b = (lo[i] - o[i]) / d[i], (hi[i] - o[i]) / d[i]
        if a > b:
            a, b = b, a
        t0, t1 = max(t0, a), min(t1, b)
        if t0 > t1:
            return None
    return t0


def t_sphere(o, d, c, r):
    m = sub(o, c)
    a, b, cc = dot(d, d), dot(m, d), dot(m, m) - r * r
    if cc <= 0:
        return F(0)
    disc = b * b - a * cc
    if disc < 0 or b >= 0:
        return None
    t = (-b - sqrt_frac(disc)) / a
    return t if t <= 1 else None


def t_triangle(o, d, a, b, c):
    n = cross(sub(b, a), sub(c, a))
    den = dot(n, d)
    if den >= 0:              # front side only
        return None
    t = dot(n, sub(a, o)) / den
    if t < 0 or t > 1:
        return None
    p = [o[i] + t * d[i] for i in range(3)]
    for e0, e1 in ((a, b), (b, c), (c, a)):
        if dot(cross(sub(e1, e0), sub(p, e0)), n) < 0:
            return None
    return t


def oracle(x, y, W, H):
    o = [q(v) for v in S.CAMERA]
    d = [q((2 * x + 1 - W) * S.PIXEL * (S.W // W)),
         q((H - (2 * y + 1)) * S.PIXEL * (S.H // H) - S.TILT), q(S.FORWARD)]
    best, bid = None, 0
    cands = [(1, t_plane(o, d, [q(v) for v in S.GROUND["n"]], q(S.GROUND["d"])))]
    for i, (lo, hi) in enumerate(S.BOXES):
        cands.append((2 + i, t_box(o, d, [q(v) for v in lo], [q(v) for v in hi])))
    # oriented box: world = pos + R local, R columns = axes; local = R^T (world - pos)
    cs, sn = q(S.OBB["cos"]), q(S.OBB["sin"])
    axes = [[cs, 0, -sn], [0, F(1), 0], [sn, 0, cs]]
    pos = [q(v) for v in S.OBB["pos"]]
    lo_ = [dot(axis, sub(o, pos)) for axis in axes]
    ld = [dot(axis, d) for axis in axes]
    cands.append((2 + len(S.BOXES), t_box(lo_, ld, [q(v) for v in S.OBB["local"][0]], [q(v) for v in S.OBB["local"][1]])))
    for i, (c, r) in enumerate(S.SPHERES):
        cands.append((3 + len(S.BOXES) + i, t_sphere(o, d, [q(v) for v in c], q(r))))
    for i, (a, b, c) in enumerate(S.TRIANGLES):
        cands.append((3 + len(S.BOXES) + len(S.SPHERES) + i,
                      t_triangle(o, d, [q(v) for v in a], [q(v) for v in b], [q(v) for v in c])))
    for oid, t in cands:
        if t is not None and (best is None or t < best):
            best, bid = t, oid
    return bid, best


def main():
    dirn = sys.argv[1]
    W = int(sys.argv[2]) if len(sys.argv) > 2 else S.W
    H = int(sys.argv[3]) if len(sys.argv) > 3 else S.H
    n = W * H
    qimg, fimg = read_ppm(os.path.join(dirn, "demo_q16.ppm")), read_ppm(os.path.join(dirn, "demo_float.ppm"))
    qpx, fpx = read_px(os.path.join(dirn, "demo_q16.px"), n), read_px(os.path.join(dirn, "demo_float.px"), n)
    png(os.path.join(dirn, "demo_q16.png"), W, H, qimg)
    png(os.path.join(dirn, "demo_float.png"), W, H, fimg)
    diff = []
    same = 0
    obj_diff = {"q16": 0, "float": 0, "neither": 0}
    max_dt = 0
    big_shade = 0
    max_q_err = F(0)
    for i in range(n):
        a, b = qimg[3 * i:3 * i + 3], fimg[3 * i:3 * i + 3]
        if a == b:
            same += 1
            g = sum(a) // 6
            diff += [g, g, g]
        else:
            diff += [255, 0, 0] if qpx[i][0] != fpx[i][0] else [255, 200, 0]
        if abs(qpx[i][1] - fpx[i][1]) > 1:
            big_shade += 1
        if qpx[i][0] != fpx[i][0]:
            oid, _ = oracle(i % W, i // W, W, H)
            side = "q16" if oid == qpx[i][0] else "float" if oid == fpx[i][0] else "neither"
            obj_diff[side] += 1
        elif qpx[i][0] != 0:
            max_dt = max(max_dt, abs(qpx[i][2] - fpx[i][2]))
    # the Q16.16 depth against the oracle on a sample of rows (all pixels is slow in Python)
    for i in range(0, n, 7):
        if qpx[i][0] != 0:
            oid, t = oracle(i % W, i // W, W, H)
            if oid == qpx[i][0] and t is not None:
                max_q_err = max(max_q_err, abs(q(qpx[i][2]) - t) * 65536)
    png(os.path.join(dirn, "demo_diff.png"), W, H, diff)
    side_by_side(os.path.join(dirn, "demo_side.png"), W, H, [qimg, fimg, diff], 2)
    print("demo: %dx%d pixels: %d identical, %d differ (Q16.16 vs float); %d of them by more than one "
          "shade level of 255" % (W, H, same, n - same, big_shade))
    print("demo: pixels where the builds see different objects: %d; the exact oracle sides with "
          "Q16.16 on %d, float on %d, neither on %d" % (sum(obj_diff.values()), obj_diff["q16"], obj_diff["float"], obj_diff["neither"]))
    print("demo: largest depth difference Q16.16 vs float (same object): %d LSB of t; "
          "Q16.16 vs exact t (every 7th pixel): %.2f LSB" % (max_dt, float(max_q_err)))
    print("demo: images: %s/demo_q16.png demo_float.png demo_diff.png demo_side.png" % dirn)
    bad = obj_diff["float"] + obj_diff["neither"] > MAX_Q16_WRONG or big_shade * 1000 > MAX_SHADE_DIFF_PERMILLE * n
    with open(os.path.join(dirn, "result"), "w") as f:
        f.write("%d %d demo-render\n" % (0 if bad else 1, 1 if bad else 0))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
