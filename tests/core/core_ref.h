/* SPDX-License-Identifier: MIT */
/* core_ref.h - independent references for the exact arithmetic core (fg_core.h,
 * fg_arith.h): bit-serial long division and digit-by-digit square roots in unsigned
 * __int128, nothing shared with lib/. Host only (needs __int128). Used by
 * tests/fuzz/fuzz_core.c and tests/core/core_test.c. */
#ifndef CORE_REF_H
#define CORE_REF_H

#include <stdbool.h>
#include <stdint.h>

typedef __int128 ref_i128;
typedef unsigned __int128 ref_u128;

#define REF_Q16_MAX ((ref_u128)INT32_MAX)
#define REF_Q32_MAX ((ref_u128)INT64_MAX)

static inline ref_u128 ref_mag(ref_i128 v) { return v < 0 ? (ref_u128)0 - (ref_u128)v : (ref_u128)v; }

/* round(n 2^k / d) for magnitudes (d > 0), ties up, capped at cap (any value above the
 * cap, before or after rounding, gives cap): one quotient bit per step. */
static inline ref_u128 ref_udiv_round(ref_u128 n, ref_u128 d, unsigned k, ref_u128 cap)
{
    ref_u128 q = n / d, r = n % d;
    unsigned i;
    if (q > cap) return cap;
    for (i = 0; i < k; i++) {
        q <<= 1;
        if (r >= d - r) { /* 2r >= d, without forming 2r */
            r -= d - r;
            q |= 1u;
        } else {
            r <<= 1;
        }
        if (q > cap) return cap;
    }
    if (r >= d - r) q++; /* the remainder is at least half: round up (a tie too) */
    return q > cap ? cap : q;
}

/* round(num 2^k / den), ties away from zero, saturated to +-cap; den == 0 gives 0. */
static inline ref_i128 ref_ratio(ref_i128 num, ref_i128 den, unsigned k, ref_u128 cap)
{
    ref_u128 q;
    if (den == 0) return 0;
    q = ref_udiv_round(ref_mag(num), ref_mag(den), k, cap);
    return ((num < 0) != (den < 0)) ? -(ref_i128)q : (ref_i128)q;
}

/* o + d num / den rounded once to an integer (ties away from zero), saturated to
 * +-(2^31 - 1); den == 0 gives o. d num may need 160 bits: |num| = nq |den| + nr, then
 * |d| nr / |den| is formed bit by bit of |d| (Horner), every partial below 2^128. */
static inline int32_t ref_lerp(int32_t o, int32_t d, ref_i128 num, ref_i128 den)
{
    ref_u128 ad = ref_mag(d), an = ref_mag(num), aden = ref_mag(den), nq, nr, q = 0, r = 0, qm;
    int bit;
    bool neg;
    ref_i128 t;
    if (den == 0 || d == 0) return o < -INT32_MAX ? -INT32_MAX : o;
    nq = an / aden;
    nr = an % aden;
    for (bit = 31; bit >= 0; bit--) {
        q <<= 1; /* (q, r) <- 2 (q, r) */
        if (r >= aden - r) {
            r -= aden - r;
            q++;
        } else {
            r <<= 1;
        }
        if ((ad >> bit) & 1u) { /* (q, r) += nr */
            if (r >= aden - nr) {
                r -= aden - nr;
                q++;
            } else {
                r += nr;
            }
        }
    }
    neg = (ad != 0u) && (an != 0u) && (((d < 0) != (num < 0)) != (den < 0));
    /* |d num / den| = ad nq + q + r/aden; from 2^40 on every result saturates */
    if (nq != 0u && ad > ((ref_u128)1 << 40) / nq) return neg ? -INT32_MAX : INT32_MAX;
    qm = ad * nq + q;
    if (qm > ((ref_u128)1 << 40)) return neg ? -INT32_MAX : INT32_MAX;
    /* exact value o + s (qm + r / aden) = t + f / aden with 0 <= f < aden */
    if (!neg) {
        t = (ref_i128)o + (ref_i128)qm;
    } else if (r == 0) {
        t = (ref_i128)o - (ref_i128)qm;
    } else {
        t = (ref_i128)o - (ref_i128)qm - 1;
        r = aden - r;
    }
    if (r > aden - r) {
        t++;
    } else if (r == aden - r && r != 0) {
        if (t >= 0) t++; /* t + 1/2: away from zero */
    }
    if (t > INT32_MAX) t = INT32_MAX;
    if (t < -INT32_MAX) t = -INT32_MAX;
    return (int32_t)t;
}

/* floor(sqrt(x)) for a 128-bit magnitude, digit by digit (two bits per step). */
static inline ref_u128 ref_isqrt128(ref_u128 x)
{
    ref_u128 res = 0, bit = (ref_u128)1 << 126, v = x;
    while (bit > v) bit >>= 2;
    while (bit != 0) {
        if (v >= res + bit) {
            v -= res + bit;
            res = (res >> 1) + bit;
        } else {
            res >>= 1;
        }
        bit >>= 2;
    }
    return res;
}

/* The 2/1 reciprocal of a normalised d: floor((2^64 - 1) / d) - 2^32. */
static inline uint32_t ref_recip32(uint32_t d) { return (uint32_t)(UINT64_MAX / d - ((uint64_t)1 << 32)); }

/* An fg_xwide-shaped value (four little-endian limbs, two's complement) from an int128. */
#define REF_XWIDE(T, v) \
    ((T){{(uint32_t)(ref_u128)(v), (uint32_t)((ref_u128)(v) >> 32), (uint32_t)((ref_u128)(v) >> 64), \
          (uint32_t)((ref_u128)(v) >> 96)}})

#endif /* CORE_REF_H */
