#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Seed tables of the exact core (lib/scalar/fix16/fg_core.c), printed as C.

recip: 256 entries, entry i covers divisors d in [(256 + i) 2^23, (257 + i) 2^23), i.e.
       D = d / 2^32 in [a, b) = [(256 + i)/512, (257 + i)/512); the entry is
       round(2^15 * 2 / (a + b)), the constant with the least relative error |1 - D y| on
       the interval (1/(513 + 2i) <= 2^-9): a Q1.15 value of 1/D.
rsqrt: 96 entries, entry j - 32 covers x in [j 2^25, (j + 1) 2^25) for x in [2^30, 2^32),
       A = x / 2^32 in [a, b) = [j/128, (j + 1)/128); the entry is
       round(2^15 * 2 / (sqrt(a) + sqrt(b))), least relative error of 1/sqrt(A): Q1.15.
Exact rational arithmetic (the square roots via integer isqrt at 2^-60).
usage: gen_tables.py [--check FILE]  (--check: compare with the tables in FILE)
"""
import math
import re
import sys
from fractions import Fraction


def rnd(f):
    return math.floor(f + Fraction(1, 2))


def recip_table():
    return [rnd(Fraction(2 ** 15 * 2 * 512, 513 + 2 * i)) for i in range(256)]


def sqrt_q(fr, bits=60):
    # sqrt of a rational to 2^-bits, rounded down (exact enough for a rounding to 2^-15)
    n = fr.numerator * 2 ** (2 * bits)
    return Fraction(math.isqrt(n // fr.denominator), 2 ** bits)


def rsqrt_table():
    out = []
    for j in range(32, 128):
        s = sqrt_q(Fraction(j, 128)) + sqrt_q(Fraction(j + 1, 128))
        out.append(rnd(Fraction(2 ** 16) / s))
    return out


def c_array(name, vals, per=12):
    lines = []
    for k in range(0, len(vals), per):
        lines.append("    " + ", ".join("%5du" % v for v in vals[k:k + per]) + ",")
    return "static const uint16_t %s[%d] = {\n%s\n};" % (name, len(vals), "\n".join(lines))


def main():
    tables = {"fg_recip_seed": recip_table(), "fg_rsqrt_seed": rsqrt_table()}
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        text = open(sys.argv[2]).read()
        bad = 0
        for name, vals in tables.items():
            m = re.search(r"%s\[\d+\] = \{([^}]*)\}" % name, text)
            got = [int(v.rstrip("u")) for v in re.findall(r"\d+u", m.group(1))] if m else []
            if got != vals:
                print("gen_tables: %s in %s differs from its definition" % (name, sys.argv[2]))
                bad += 1
        print("gen_tables: %d tables checked, %d differ" % (len(tables), bad))
        return 1 if bad else 0
    for name, vals in tables.items():
        print(c_array(name, vals))
    return 0


if __name__ == "__main__":
    sys.exit(main())
