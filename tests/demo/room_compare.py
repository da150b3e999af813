#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Check the room scene: the board's Q16.16 run, the host's Q16.16 run and the host float run.

usage: room_compare.py DIR  (DIR/board.log, DIR/q16.log, DIR/float.log from tests/demo/room_main.c)
Prints the board's picture beside the float one, then the verdicts; writes DIR/result
("p f demo-room"). Fails when the board's output differs from the host Q16.16 build's, or
when the Q16.16 run breaks an invariant, decided here with exact integers and Fractions (no
code shared with lib/): the character never ends a frame strictly inside a wall or a pillar,
nor inside a robot's body; a robot's capsule never touches a wall, a pillar, the character
or the other robot; and where the character ends a frame on one wall face after one contact,
it kept the input's motion along that face (it slid, it did not stick). How far the float
run strays from the Q16.16 one is reported, not judged.
"""
import os
import sys
from fractions import Fraction as Q

ONE = 65536


def raw(x):
    """A scene constant (a multiple of 1/16, so exact in both builds) in raw Q16.16 units."""
    v = Q(x) * ONE
    assert v.denominator == 1
    return int(v)


# room.c's scene, written out again: (min x, min y, max x, max y) and (x, y, r)
WALLS = [tuple(raw(v) for v in w) for w in [
    (-1, -1, 21, 0), (-1, 12, 21, 13), (-1, 0, 0, 12), (20, 0, 21, 12),
    (7, 0, 8, 7), (13, 5, 14, 12), (3, 9, 5, 10)]]
PILLARS = [tuple(raw(v) for v in p) for p in [(10.75, 3.75, 0.5), (17, 8.5, 0.75), (3.5, 5.5, 0.5)]]
CHAR_R = raw(0.375)
ROBOT_R = raw(0.375)
ROBOTS = 2
SCRIPT = [(8, (0.75, -0.25)), (10, (0.25, 0.875)), (12, (0.75, 0.25)), (8, (-0.5, -0.625)),
          (4, (0.25, 0)), (4, (0, 0)), (6, (-0.25, 0.75)), (10, (-0.75, 0.125)), (10, (0, 0))]
STATES = ["moved", "arrived", "blocked by a wall", "blocked by a pillar", "blocked by the character",
          "blocked by the other robot"]


def script_input(frame):
    for n, v in SCRIPT:
        if frame < n:
            return raw(v[0]), raw(v[1])
        frame -= n
    return 0, 0


def parse(path):
    pic, frames = [], []
    with open(path) as f:
        for line in f:
            if line.startswith("F "):
                v = [int(x) for x in line.split()[1:]]
                robots = [v[4 + 8 * k:12 + 8 * k] for k in range(ROBOTS)]
                frames.append({"f": v[0], "c": (v[1], v[2]), "contacts": v[3], "robots": robots})
            elif not line.startswith("room:"):
                pic.append(line.rstrip("\n"))
    return pic, frames


def point_box_d2(p, box):
    dx = max(box[0] - p[0], 0, p[0] - box[2])
    dy = max(box[1] - p[1], 0, p[1] - box[3])
    return Q(dx * dx + dy * dy)


def point_seg_d2(p, a, b):
    ux, uy = b[0] - a[0], b[1] - a[1]
    wx, wy = p[0] - a[0], p[1] - a[1]
    uu = ux * ux + uy * uy
    t = Q(0) if uu == 0 else min(max(Q(wx * ux + wy * uy, uu), Q(0)), Q(1))
    dx, dy = wx - t * ux, wy - t * uy
    return dx * dx + dy * dy


def seg_crosses_box(a, b, box):
    """Does the closed segment meet the closed box? (Liang-Barsky, exact.)"""
    lo, hi = Q(0), Q(1)
    for o, d, mn, mx in ((a[0], b[0] - a[0], box[0], box[2]), (a[1], b[1] - a[1], box[1], box[3])):
        if d == 0:
            if o < mn or o > mx:
                return False
            continue
        t0, t1 = Q(mn - o, d), Q(mx - o, d)
        lo, hi = max(lo, min(t0, t1)), min(hi, max(t0, t1))
    return lo <= hi


def seg_box_d2(a, b, box):
    if seg_crosses_box(a, b, box):
        return Q(0)
    corners = [(box[0], box[1]), (box[2], box[1]), (box[0], box[3]), (box[2], box[3])]
    return min([point_box_d2(a, box), point_box_d2(b, box)] + [point_seg_d2(c, a, b) for c in corners])


def orient(p, q, r):
    v = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return (v > 0) - (v < 0)


def seg_seg_d2(a, b, c, d):
    if orient(a, b, c) * orient(a, b, d) < 0 and orient(c, d, a) * orient(c, d, b) < 0:
        return Q(0)
    return min(point_seg_d2(a, c, d), point_seg_d2(b, c, d), point_seg_d2(c, a, b), point_seg_d2(d, a, b))


def body_box(r):
    ax, ay, bx, by = r[2:6]
    return (min(ax, bx) - ROBOT_R, min(ay, by) - ROBOT_R, max(ax, bx) + ROBOT_R, max(ay, by) + ROBOT_R)


def check(frames):
    """The invariants on one run; returns (failures, frames where the slide was checked)."""
    bad, slides = [], 0
    for fr in frames:
        c, f = fr["c"], fr["f"]
        for i, w in enumerate(WALLS):
            if point_box_d2(c, w) < CHAR_R * CHAR_R:
                bad.append("frame %d: the character is inside wall %d" % (f, i))
        for i, p in enumerate(PILLARS):
            if point_seg_d2(c, p[:2], p[:2]) < (CHAR_R + p[2]) ** 2:
                bad.append("frame %d: the character is inside pillar %d" % (f, i))
        for k, r in enumerate(fr["robots"]):
            a, b = (r[2], r[3]), (r[4], r[5])
            for i, w in enumerate(WALLS):
                if seg_box_d2(a, b, w) <= ROBOT_R * ROBOT_R:
                    bad.append("frame %d: robot %d touches wall %d" % (f, k, i))
            for i, p in enumerate(PILLARS):
                if point_seg_d2(p[:2], a, b) <= (ROBOT_R + p[2]) ** 2:
                    bad.append("frame %d: robot %d touches pillar %d" % (f, k, i))
            if point_seg_d2(c, a, b) < (ROBOT_R + CHAR_R) ** 2:
                bad.append("frame %d: the character is inside robot %d" % (f, k))
            for j in range(k + 1, ROBOTS):
                o = fr["robots"][j]
                if seg_seg_d2(a, b, (o[2], o[3]), (o[4], o[5])) <= (2 * ROBOT_R) ** 2:
                    bad.append("frame %d: robots %d and %d touch" % (f, k, j))
        if f == 0 or fr["contacts"] != 1:
            continue
        # Sliding: one contact, and the end on exactly one face (of the walls and the robots'
        # boxes it slid against, as they stood): the motion along that face is the input's.
        prev = frames[f - 1]
        boxes = WALLS + [body_box(r) for r in prev["robots"]]
        v = script_input(f - 1)
        d = (c[0] - prev["c"][0], c[1] - prev["c"][1])
        on = []
        for bx in boxes:
            if abs(point_box_d2(c, bx) - CHAR_R * CHAR_R) <= 4 * CHAR_R:  # within 2 LSB of touching
                if bx[0] <= c[0] <= bx[2]:
                    on.append(0)  # a horizontal face: the slide is along x
                elif bx[1] <= c[1] <= bx[3]:
                    on.append(1)
                else:
                    on.append(-1)  # a rounded corner
        if len(on) == 1 and on[0] >= 0:
            slides += 1
            if abs(d[on[0]] - v[on[0]]) > 2:
                bad.append("frame %d: the character stuck: moved %d along the face, the input %d" %
                           (f, d[on[0]], v[on[0]]))
    return bad, slides


def main():
    dirn = sys.argv[1]
    qp, qf = parse(os.path.join(dirn, "board.log"))
    hp, hf = parse(os.path.join(dirn, "q16.log"))
    fp, ff = parse(os.path.join(dirn, "float.log"))
    width = max([len(x) for x in qp] + [1])
    print("room: a character (o, @ at the end) driven into the walls (#) slides along them; capsule robots\n"
          "room: a and b (A, B at the end) follow their paths round the pillars (O), waiting when blocked")
    print("room: Q16.16 on the board%s| float on the host" % (" " * max(width - 24, 1)))
    for a, b in zip(qp, fp):
        print("%s | %s" % (a.ljust(width), b))
    same = qp == hp and qf == hf and len(qf) > 0
    bad, slides = check(qf)
    if not qf:
        bad.append("no frames from the board")
    last = qf[-1] if qf else None
    if last:
        print("room: %d frames; character at (%.4f, %.4f); %s" % (
            last["f"], last["c"][0] / ONE, last["c"][1] / ONE, "; ".join(
                "robot %s at (%.4f, %.4f), %s" % ("ab"[k], r[0] / ONE, r[1] / ONE, STATES[r[6]])
                for k, r in enumerate(last["robots"]))))
        waits = [sum(1 for fr in qf if fr["robots"][k][6] >= 2) for k in range(ROBOTS)]
        print("room: slide contacts %d; robot waits: %s" % (
            sum(fr["contacts"] for fr in qf), ", ".join("%s %d frames" % ("ab"[k], w) for k, w in enumerate(waits))))
    print("room: board Q16.16 %s the host Q16.16 build (every position, every frame)" %
          ("equals" if same else "DIFFERS FROM"))
    print("room: exact invariants (no wall, pillar, robot penetrated; %d one-face slides kept the input's "
          "motion along the face): %s" % (slides, "hold" if not bad else "%d BROKEN" % len(bad)))
    for b in bad[:10]:
        print("room:   " + b)
    if qf and len(ff) == len(qf):
        dc = max(max(abs(a["c"][0] - b["c"][0]), abs(a["c"][1] - b["c"][1])) for a, b in zip(qf, ff))
        dr = max(max(abs(a["robots"][k][i] - b["robots"][k][i]) for k in range(ROBOTS) for i in (0, 1))
                 for a, b in zip(qf, ff))
        ds = sum(1 for a, b in zip(qf, ff) for k in range(ROBOTS) if a["robots"][k][6] != b["robots"][k][6])
        print("room: float vs Q16.16: character within %d LSB (%.2g units), robots within %d LSB; "
              "robot states differ on %d robot-frames" % (dc, dc / ONE, dr, ds))
    ok = same and not bad
    with open(os.path.join(dirn, "result"), "w") as f:
        f.write("%d %d demo-room\n" % (1 if ok else 0, 0 if ok else 1))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
