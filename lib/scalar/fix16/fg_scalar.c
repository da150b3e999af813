/* Compiled part of the Q16.16 scalar layer: the two wide operations that need a loop. */
#include "fg_scalar.h"

/* Integer square root of a 64-bit value, digit by digit (no division, no recursion), with
 * a 32-bit path when the argument fits, which is the common case for in-domain lengths. */
static uint32_t isqrt32(uint32_t x)
{
    uint32_t r = 0, bit = 1u << 30;
    while (bit > x) bit >>= 2;
    while (bit != 0u) {
        if (x >= r + bit) {
            x -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    return r;
}

static uint32_t isqrt64(uint64_t x)
{
    uint64_t r = 0, bit = (uint64_t)1 << 62;
    if (x <= 0xFFFFFFFFu) return isqrt32((uint32_t)x);
    while (bit > x) bit >>= 2;
    while (bit != 0u) {
        if (x >= r + bit) {
            x -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    return (uint32_t)r;
}

fg_scalar fg_wsqrt(fg_wide a)
{
    uint64_t x, r, rem;
    if (a <= 0) return 0;
    x = (uint64_t)a;
    r = isqrt64(x);
    rem = x - r * r;
    /* round to nearest: sqrt(x) >= r + 1/2 exactly when x - r^2 > r */
    if (rem > r) r++;
    return r > (uint64_t)INT32_MAX ? INT32_MAX : (fg_scalar)r;
}

fg_scalar fg_wdiv(fg_wide num, fg_wide den)
{
    bool neg = (num < 0) != (den < 0);
    uint64_t un = num < 0 ? 0u - (uint64_t)num : (uint64_t)num;
    uint64_t ud = den < 0 ? 0u - (uint64_t)den : (uint64_t)den;
    fix16_t q;
    if (ud == 0u) return 0;
    /* fix16_div takes 31-bit magnitudes: scale both down together (ratio kept). */
    if ((un | ud) > 0x7FFFFFFFu) {
        int shift = 33 - __builtin_clzll(un | ud);
        un >>= shift;
        ud >>= shift;
        if (ud == 0u) return neg ? -INT32_MAX : INT32_MAX;
    }
    q = fix16_div((fix16_t)un, (fix16_t)ud);
    if (q == fix16_overflow) q = INT32_MAX;
    return neg ? -q : q;
}

/* |a| * |b| as a 128-bit magnitude in four 32-bit limbs, least significant first. */
static void umul128(uint64_t a, uint64_t b, uint32_t r[4])
{
    uint32_t a0 = (uint32_t)a, a1 = (uint32_t)(a >> 32), b0 = (uint32_t)b, b1 = (uint32_t)(b >> 32);
    uint64_t p00 = (uint64_t)a0 * b0, p01 = (uint64_t)a0 * b1, p10 = (uint64_t)a1 * b0, p11 = (uint64_t)a1 * b1;
    uint64_t mid = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
    uint64_t hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    r[0] = (uint32_t)p00;
    r[1] = (uint32_t)mid;
    r[2] = (uint32_t)hi;
    r[3] = (uint32_t)(hi >> 32);
}

static uint64_t uabs64(int64_t a) { return a < 0 ? 0u - (uint64_t)a : (uint64_t)a; }

/* Compare two 128-bit magnitudes. */
static int ucmp128(const uint32_t x[4], const uint32_t y[4])
{
    int i;
    for (i = 3; i >= 0; i--) {
        if (x[i] != y[i]) return x[i] > y[i] ? 1 : -1;
    }
    return 0;
}

int fg_wcmp2(fg_wide a, fg_wide b, fg_wide c, fg_wide d)
{
    int s1 = fg_wsign(a) * fg_wsign(b), s2 = fg_wsign(c) * fg_wsign(d);
    uint32_t x[4], y[4];
    int m;
    if (s1 != s2) return s1 > s2 ? 1 : -1; /* signs alone decide (one side may be 0) */
    if (s1 == 0) return 0;
    umul128(uabs64(a), uabs64(b), x);
    umul128(uabs64(c), uabs64(d), y);
    m = ucmp128(x, y);
    return s1 > 0 ? m : -m;
}

/* ---- very wide (line family) ---- */

static fg_wwide ww_neg(fg_wwide a)
{
    fg_wwide r;
    r.lo = 0u - a.lo;
    r.hi = 0u - a.hi - (uint64_t)(a.lo != 0u);
    return r;
}

static fg_wwide ww_abs(fg_wwide a) { return (a.hi >> 63) != 0u ? ww_neg(a) : a; }

fg_wwide fg_wwmul(fg_wide a, fg_wide b)
{
    uint32_t p[4];
    fg_wwide r;
    umul128(uabs64(a), uabs64(b), p);
    r.lo = ((uint64_t)p[1] << 32) | p[0];
    r.hi = ((uint64_t)p[3] << 32) | p[2];
    return (a < 0) != (b < 0) ? ww_neg(r) : r;
}

fg_scalar fg_wwide_to(fg_wwide a)
{
    bool neg = (a.hi >> 63) != 0u;
    fg_wwide m = ww_abs(a), half;
    uint64_t r;
    half.lo = (uint64_t)1 << 47;
    half.hi = 0u;
    m = fg_wwadd(m, half);
    /* raw = m >> 48; anything at or above 2^31 saturates */
    if ((m.hi >> 15) != 0u) return neg ? -INT32_MAX : INT32_MAX;
    r = (m.hi << 16) | (m.lo >> 48);
    if (r > (uint64_t)INT32_MAX) r = INT32_MAX;
    return neg ? -(fg_scalar)r : (fg_scalar)r;
}

/* 128-bit magnitude |a| as four 32-bit limbs, least significant first. */
static void ww_limbs(const fg_wwide *p, uint32_t x[4])
{
    fg_wwide a = ww_abs(*p);
    x[0] = (uint32_t)a.lo;
    x[1] = (uint32_t)(a.lo >> 32);
    x[2] = (uint32_t)a.hi;
    x[3] = (uint32_t)(a.hi >> 32);
}

/* x -= y on four limbs (x >= y). */
static void sub128(uint32_t x[4], const uint32_t y[4])
{
    uint32_t borrow = 0, xi, t;
    int i;
    for (i = 0; i < 4; i++) {
        xi = x[i];
        t = xi - y[i] - borrow;
        borrow = (xi < y[i]) | ((xi == y[i]) & borrow);
        x[i] = t;
    }
}

/* round(n * 2^fb / d) for 128-bit magnitudes n, d (d != 0, both <= 2^127), saturated:
 * *sat set when the quotient needs more than m bits (m <= 63, m - fb in 1..31). The
 * quotient has at most m bits unless it saturates, so the division starts from
 * R = (n * 2^fb) >> m = n >> (m - fb), which is then below d (otherwise: saturate), and
 * brings down the m bits below it one at a time (restoring division, no hardware divide).
 * R < d <= 2^127 keeps 2R + 1 inside 128 bits. */
static uint64_t udiv128(const uint32_t n[4], const uint32_t d[4], int fb, int m, bool *sat)
{
    int sh = m - fb, i;
    uint32_t r[4], e[4];
    uint64_t low, q = 0;
    *sat = false;
    r[0] = (n[0] >> sh) | (n[1] << (32 - sh));
    r[1] = (n[1] >> sh) | (n[2] << (32 - sh));
    r[2] = (n[2] >> sh) | (n[3] << (32 - sh));
    r[3] = n[3] >> sh;
    low = (uint64_t)(n[0] & ((1u << sh) - 1u)) << fb;
    if (ucmp128(r, d) >= 0) {
        *sat = true;
        return 0;
    }
    for (i = m - 1; i >= 0; i--) {
        r[3] = (r[3] << 1) | (r[2] >> 31);
        r[2] = (r[2] << 1) | (r[1] >> 31);
        r[1] = (r[1] << 1) | (r[0] >> 31);
        r[0] = (r[0] << 1) | (uint32_t)((low >> i) & 1u);
        if (ucmp128(r, d) >= 0) {
            sub128(r, d);
            q |= (uint64_t)1 << i;
        }
    }
    /* round half away from zero: 2R >= d, i.e. R >= d - R */
    for (i = 0; i < 4; i++) e[i] = d[i];
    sub128(e, r);
    if (ucmp128(r, e) >= 0) q++;
    if (q >> m != 0u) *sat = true;
    return q;
}

fg_scalar fg_wwdiv(const fg_wwide *num, const fg_wwide *den)
{
    bool neg = ((num->hi ^ den->hi) >> 63) != 0u, sat;
    uint32_t n[4], d[4];
    uint64_t q;
    if ((den->hi | den->lo) == 0u) return 0;
    ww_limbs(num, n);
    ww_limbs(den, d);
    q = udiv128(n, d, 16, 31, &sat);
    if (sat) q = INT32_MAX;
    return neg ? -(fg_scalar)q : (fg_scalar)q;
}

fg_wide fg_wwdivw(const fg_wwide *num, const fg_wwide *den)
{
    bool neg = ((num->hi ^ den->hi) >> 63) != 0u, sat;
    uint32_t n[4], d[4];
    uint64_t q;
    if ((den->hi | den->lo) == 0u) return 0;
    ww_limbs(num, n);
    ww_limbs(den, d);
    q = udiv128(n, d, 32, 63, &sat);
    if (sat) q = (uint64_t)INT64_MAX;
    return neg ? -(fg_wide)q : (fg_wide)q;
}
