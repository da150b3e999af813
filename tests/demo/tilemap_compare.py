#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Compare the tile-map scene's columns: the board's Q16.16 run, the host float run, and
the exact oracle (tests/gen/sets_grid.py's walk, Fractions; it shares no code with lib/).

usage: tilemap_compare.py DIR COLS  (DIR/board.log, DIR/float.log)
Prints both views side by side and the columns that differ; writes DIR/result
("p f demo-tilemap"): Q16.16 fails when any column's wall tile, face or entry t (rounded
to nearest) differs from the oracle's.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
from sets_grid import walk  # noqa: E402
from tvgen import ONE, to_raw_nearest  # noqa: E402

MAP = ["################",
       "#..............#",
       "#..BB......#...#",
       "#..B.......#...#",
       "#..........#...#",
       "#.....#........#",
       "#.....#...BBB..#",
       "#..............#",
       "#.##...........#",
       "#.#.......B....#",
       "#....##........#",
       "#....#.....#...#",
       "#..........#...#",
       "#...B..........#",
       "#..............#",
       "################"]
K = 1638


def segment(c, cols):
    """tilemap.c's tile_segment_raw, in Python (C integer division truncates toward 0)."""
    s = 2 * c - cols + 1

    def cdiv(a, b):
        q = abs(a) // abs(b)
        return q if (a >= 0) == (b > 0) else -q
    o = [ONE + ONE // 2, 12 * ONE + ONE // 2]
    d = [cdiv((4 * 3 * cols + 3 * 2 * s) * K * 64, cols), cdiv((-3 * 3 * cols + 4 * 2 * s) * K * 64, cols)]
    return o, d


def oracle(c, cols):
    o, d = segment(c, cols)
    n = 0
    for cell in walk([0, 0], [ONE, ONE], [16, 16], o, d, ONE, cap=10 ** 6):
        n += 1
        x, y, t, face = cell
        if MAP[y][x] != ".":
            return (x, y, to_raw_nearest(t), face, n)
    return (-1, -1, 0, 0, n)


def parse(path):
    view, cols = [], {}
    with open(path) as f:
        for line in f:
            if line.startswith("C "):
                v = [int(x) for x in line.split()[1:]]
                cols[v[0]] = tuple(v[1:])
            elif not line.startswith("tilemap:"):
                view.append(line.rstrip("\n"))
    return view, cols


def main():
    dirn, ncols = sys.argv[1], int(sys.argv[2])
    qv, qc = parse(os.path.join(dirn, "board.log"))
    fv, fc = parse(os.path.join(dirn, "float.log"))
    print("tilemap: Q16.16 on the board%s| float on the host" % (" " * (ncols - 27)))
    for a, b in zip(qv, fv):
        print("%s | %s" % (a.ljust(ncols), b))
    wrong, differ, dt = [], [], 0
    for c in range(ncols):
        want = oracle(c, ncols)
        q, f = qc.get(c), fc.get(c)
        if q is None or q[0:4] != want[0:4]:
            wrong.append(c)
        if f is None or q is None or (f[0], f[1], f[3]) != (q[0], q[1], q[3]):
            differ.append(c)
        elif f[2] != q[2]:
            dt = max(dt, abs(f[2] - q[2]))
    print("tilemap: %d columns; Q16.16 equals the exact oracle (wall tile, face, entry t) on %d, "
          "differs on %d%s" % (ncols, ncols - len(wrong), len(wrong), (" %s" % wrong) if wrong else ""))
    print("tilemap: float sees a different wall tile or face on %d columns%s; same wall: entry t "
          "differs by up to %d LSB" % (len(differ), (" %s" % differ) if differ else "", dt))
    with open(os.path.join(dirn, "result"), "w") as f:
        f.write("%d %d demo-tilemap\n" % (0 if wrong else 1, 1 if wrong else 0))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
