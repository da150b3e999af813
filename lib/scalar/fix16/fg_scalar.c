/* SPDX-License-Identifier: MIT */
/* Compiled part of the Q16.16 scalar layer: the wide operations that need a loop, and the
 * 128-bit layer (fg_xwide, see fg_scalar.h). No division instruction is needed except in
 * fg_wunit3 and fix16_div (libgcc's on Cortex-M0). */
#include "fg_wide.h"

/* ================================================================ 64-bit helpers */

static uint64_t uabs64(int64_t a) { return (a < 0) ? (0u - (uint64_t)a) : (uint64_t)a; }

/* Number of significant bits of v (0 for 0). */
static unsigned bits64(uint64_t v) { return (v == 0u) ? 0u : (64u - (unsigned)__builtin_clzll(v)); }

/* Integer square root of a 64-bit value, digit by digit (no division, no recursion), with
 * a 32-bit path when the argument fits, which is the common case for in-domain lengths. */
static uint32_t isqrt32(uint32_t x)
{
    uint32_t rem = x, r = 0u, bit = (uint32_t)1 << 30;
    while (bit > rem) {
        bit >>= 2;
    }
    while (bit != 0u) {
        if (rem >= (r + bit)) {
            rem -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    return r;
}

/* The 64-bit root continues isqrt32's root of the top word: after the top word's 16 pairs the
 * pencil method's root is floor(sqrt(hi)) and its remainder hi - root^2, so only the low
 * word's 16 pairs need 64-bit steps (root < 2^32, remainder < 2^34 during a step). */
static uint32_t isqrt64(uint64_t x)
{
    uint32_t hi = (uint32_t)(x >> 32), lo = (uint32_t)x, r32;
    uint64_t r, rem;
    unsigned i;
    if (hi == 0u) {
        return isqrt32(lo);
    }
    r32 = isqrt32(hi);
    r = r32;
    rem = (uint64_t)hi - ((uint64_t)r32 * r32);
    for (i = 0u; i < 16u; i++) {
        uint64_t t = (r << 2) | 1u;
        rem = (rem << 2) | (lo >> 30);
        lo <<= 2;
        r <<= 1;
        if (rem >= t) {
            rem -= t;
            r |= 1u;
        }
    }
    return (uint32_t)r;
}

/* ================================================================ wide */

fg_scalar fg_wsqrt(fg_wide a)
{
    uint64_t x, r, rem;
    if (a <= 0) {
        return 0;
    }
    x = (uint64_t)a;
    r = isqrt64(x);
    rem = x - (r * r);
    /* round to nearest: sqrt(x) >= r + 1/2 exactly when x - r^2 > r */
    if (rem > r) {
        r++;
    }
    return (r > (uint64_t)INT32_MAX) ? INT32_MAX : (fg_scalar)r;
}

fg_scalar fg_wdiv(fg_wide num, fg_wide den)
{
    bool neg = (num < 0) != (den < 0);
    uint64_t un = uabs64(num), ud = uabs64(den);
    unsigned bits = bits64(un | ud);
    fix16_t q;
    if (ud == 0u) {
        return 0;
    }
    /* fix16_div takes 31-bit magnitudes: scale both down together (ratio kept). */
    if (bits > 31u) {
        unsigned sh = bits - 31u;
        un >>= sh;
        ud >>= sh;
        if (ud == 0u) {
            return neg ? -INT32_MAX : INT32_MAX;
        }
    }
    q = fix16_div((fix16_t)un, (fix16_t)ud);
    if (q == fix16_overflow) {
        q = INT32_MAX;
    }
    return neg ? -q : q;
}

void fg_wunit3(fg_wide x, fg_wide y, fg_wide z, fg_scalar *ux, fg_scalar *uy, fg_scalar *uz)
{
    uint64_t ax = uabs64(x), ay = uabs64(y), az = uabs64(z), m = ax, l2;
    uint32_t l;
    unsigned b;
    if (ay > m) {
        m = ay;
    }
    if (az > m) {
        m = az;
    }
    if (m == 0u) {
        *ux = 0;
        *uy = 0;
        *uz = 0;
        return;
    }
    /* scale so the largest component has 31 bits: squares then sum below 2^64 */
    b = bits64(m);
    if (b > 31u) {
        unsigned sh = b - 31u;
        ax >>= sh;
        ay >>= sh;
        az >>= sh;
    } else {
        unsigned sh = 31u - b;
        ax <<= sh;
        ay <<= sh;
        az <<= sh;
    }
    l2 = (ax * ax) + (ay * ay) + (az * az);
    l = isqrt64(l2); /* floor: >= every component, so no result exceeds 1.0 */
    ax = (((ax << 17) / l) + 1u) >> 1;
    ay = (((ay << 17) / l) + 1u) >> 1;
    az = (((az << 17) / l) + 1u) >> 1;
    *ux = (x < 0) ? -(fg_scalar)ax : (fg_scalar)ax;
    *uy = (y < 0) ? -(fg_scalar)ay : (fg_scalar)ay;
    *uz = (z < 0) ? -(fg_scalar)az : (fg_scalar)az;
}

/* ================================================================ 128 bits (fg_xwide)
 * The private helpers below take and return fg_xwide values; "magnitude" means the
 * value read as unsigned (so -2^127 reads as 2^127). */

static fg_xwide x_make(uint64_t hi, uint64_t lo)
{
    fg_xwide r;
    r.w[0] = (uint32_t)lo;
    r.w[1] = (uint32_t)(lo >> 32);
    r.w[2] = (uint32_t)hi;
    r.w[3] = (uint32_t)(hi >> 32);
    return r;
}

/* A 64-bit integer, sign-extended (not scaled: fg_xwide_from converts Q32.32). */
static fg_xwide x_from64(int64_t a) { return x_make((a < 0) ? UINT64_MAX : 0u, (uint64_t)a); }

static uint64_t x_lo(fg_xwide a) { return ((uint64_t)a.w[1] << 32) | a.w[0]; }
static uint64_t x_hi(fg_xwide a) { return ((uint64_t)a.w[3] << 32) | a.w[2]; }
static bool x_isneg(fg_xwide a) { return (a.w[3] >> 31) != 0u; }
static bool x_iszero(fg_xwide a) { return (a.w[0] | a.w[1] | a.w[2] | a.w[3]) == 0u; }
static fg_xwide x_neg(fg_xwide a) { return fg_xsub(x_make(0u, 0u), a); }
static fg_xwide x_abs(fg_xwide a) { return x_isneg(a) ? x_neg(a) : a; }

/* Compare two magnitudes: -1, 0, +1. */
static int x_ucmp(fg_xwide x, fg_xwide y)
{
    uint64_t xh = x_hi(x), yh = x_hi(y), xl = x_lo(x), yl = x_lo(y);
    if (xh != yh) {
        return (xh > yh) ? 1 : -1;
    }
    if (xl != yl) {
        return (xl > yl) ? 1 : -1;
    }
    return 0;
}

/* Logical shifts, 0 <= n < 128. */
static fg_xwide x_shr(fg_xwide a, unsigned n)
{
    fg_xwide r = a;
    uint64_t hi = x_hi(a), lo = x_lo(a);
    if (n >= 64u) {
        unsigned k = n - 64u;
        r = x_make(0u, hi >> k);
    } else if (n != 0u) {
        unsigned k = 64u - n;
        r = x_make(hi >> n, (lo >> n) | (hi << k));
    } else {
        /* n == 0: a itself (a shift by 64 - 0 would be undefined) */
    }
    return r;
}

static fg_xwide x_shl(fg_xwide a, unsigned n)
{
    fg_xwide r = a;
    uint64_t hi = x_hi(a), lo = x_lo(a);
    if (n >= 64u) {
        unsigned k = n - 64u;
        r = x_make(lo << k, 0u);
    } else if (n != 0u) {
        unsigned k = 64u - n;
        r = x_make((hi << n) | (lo >> k), lo << n);
    } else {
        /* n == 0: a itself (a shift by 64 - 0 would be undefined) */
    }
    return r;
}

/* Number of significant bits of a magnitude (0 for 0). */
static unsigned x_bits(fg_xwide a)
{
    uint64_t hi = x_hi(a);
    return (hi != 0u) ? (64u + bits64(hi)) : bits64(x_lo(a));
}

/* a * b for 64-bit magnitudes: exact, from four 32x32-bit products. */
static fg_xwide x_umul(uint64_t a, uint64_t b)
{
    uint32_t a0 = (uint32_t)a, a1 = (uint32_t)(a >> 32), b0 = (uint32_t)b, b1 = (uint32_t)(b >> 32);
    uint64_t p00 = (uint64_t)a0 * b0, p01 = (uint64_t)a0 * b1, p10 = (uint64_t)a1 * b0, p11 = (uint64_t)a1 * b1;
    uint64_t mid = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
    uint64_t hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    fg_xwide r;
    r.w[0] = (uint32_t)p00;
    r.w[1] = (uint32_t)mid;
    r.w[2] = (uint32_t)hi;
    r.w[3] = (uint32_t)(hi >> 32);
    return r;
}

/* floor(sqrt(p * 4^extra)) for a magnitude p, by the pencil method over bit pairs: p's
 * significant pairs, then `extra` zero pairs; no division. *rem = p * 4^extra - root^2.
 * The root and 4 root + 1 must fit 128 bits: callers have p < 2^127 (extra 0: root
 * < 2^64) or p <= 2^126 (extra 32: root < 2^96). p is consumed from the top by shifting
 * it left two bits per step. After j pairs the root is floor(sqrt(first j pairs)) and the
 * remainder their value minus root^2, so the first 32 pairs come from isqrt64; the steps
 * while the root has at most 61 bits (remainder and trial below 2^64) run on 64 bits, and
 * only the rest on 128. */
static fg_xwide x_isqrt(fg_xwide p, unsigned extra, fg_xwide *rem)
{
    unsigned k = (x_bits(p) + 1u) / 2u; /* significant pairs */
    /* shift count, not a ternary over the struct: gcc -Os on M0 copies that through memcpy */
    fg_xwide top = x_shl(p, ((k > 0u) && (k < 64u)) ? (128u - (2u * k)) : 0u);
    uint64_t ph = x_hi(top), pl = x_lo(top), rh = 0u, rl = 0u, mh = 0u, ml = 0u, v;
    unsigned n = k + extra, j, shift;
    if (n == 0u) {
        *rem = x_make(0u, 0u);
        return x_make(0u, 0u);
    }
    j = (n < 32u) ? n : 32u;
    shift = 64u - (2u * j);
    v = ph >> shift;
    rl = isqrt64(v);
    ml = v - (rl * rl);
    ph = pl; /* the next pairs (only read when j == 32) */
    pl = 0u;
    for (n -= j; (n > 0u) && (rl < ((uint64_t)1 << 61)); n--) {
        uint64_t t = (rl << 2) | 1u;
        ml = (ml << 2) | (ph >> 62);
        ph <<= 2;
        rl <<= 1;
        if (ml >= t) {
            ml -= t;
            rl |= 1u;
        }
    }
    for (; n > 0u; n--) {
        /* rem = rem << 2 | next pair; trial = root << 2 | 1; root <<= 1 */
        uint64_t th = (rh << 2) | (rl >> 62), tl = (rl << 2) | 1u;
        mh = (mh << 2) | (ml >> 62);
        ml = (ml << 2) | (ph >> 62);
        ph = (ph << 2) | (pl >> 62);
        pl <<= 2;
        rh = (rh << 1) | (rl >> 63);
        rl <<= 1;
        if ((mh > th) || ((mh == th) && (ml >= tl))) {
            mh = mh - th - ((ml < tl) ? 1u : 0u);
            ml -= tl;
            rl |= 1u;
        }
    }
    *rem = x_make(mh, ml);
    return x_make(rh, rl);
}

/* The restoring division of x_udiv below for a divisor d < 2^64: the running remainder
 * R < d then fits 64 bits and 2R + 1 one bit more (the carry), so each step costs a
 * fraction of the general one. r: the starting remainder; low: the m bits to bring down.
 * One register pair holds both those bits (leaving at the top) and the quotient bits
 * (entering at the bottom): fewer live values, fewer spills on Cortex-M0. */
static uint64_t x_udiv64(uint64_t r, uint64_t low, uint64_t d, unsigned m)
{
    unsigned up = 64u - m;
    uint64_t rem = r, nq = low << up;
    unsigned i;
    for (i = 0u; i < m; i++) {
        bool carry = (rem >> 63) != 0u;
        rem = (rem << 1) | (nq >> 63);
        nq <<= 1;
        if (carry || (rem >= d)) {
            rem -= d; /* modulo 2^64: the true 65-bit value minus d, < d */
            nq |= 1u;
        }
    }
    /* nq is now the quotient; round half up: 2R >= d */
    if (((rem >> 63) != 0u) || ((rem << 1) >= d)) {
        nq++;
    }
    return nq;
}

/* x_udiv64 for m < 32: the bits and the (rounded) quotient fit one 32-bit register. */
static uint32_t x_udiv64s(uint64_t r, uint32_t low, uint64_t d, unsigned m)
{
    uint64_t rem = r;
    unsigned up = 32u - m;
    uint32_t nq = low << up;
    unsigned i;
    for (i = 0u; i < m; i++) {
        bool carry = (rem >> 63) != 0u;
        rem = (rem << 1) | (nq >> 31);
        nq <<= 1;
        if (carry || (rem >= d)) {
            rem -= d;
            nq |= 1u;
        }
    }
    if (((rem >> 63) != 0u) || ((rem << 1) >= d)) {
        nq++;
    }
    return nq;
}

/* The same for any divisor (R < d <= 2^127 keeps 2R + 1 inside 128 bits). */
static uint64_t x_udiv128(fg_xwide r0, uint64_t low, fg_xwide d, unsigned m)
{
    unsigned up = 64u - m;
    uint64_t rh = x_hi(r0), rl = x_lo(r0), dh = x_hi(d), dl = x_lo(d), nq = low << up, eh, el;
    unsigned i;
    for (i = 0u; i < m; i++) {
        rh = (rh << 1) | (rl >> 63);
        rl = (rl << 1) | (nq >> 63);
        nq <<= 1;
        if ((rh > dh) || ((rh == dh) && (rl >= dl))) {
            rh = rh - dh - ((rl < dl) ? 1u : 0u);
            rl -= dl;
            nq |= 1u;
        }
    }
    /* nq is now the quotient; round half up: 2R >= d, i.e. R >= d - R */
    el = dl - rl;
    eh = dh - rh - ((dl < rl) ? 1u : 0u);
    if ((rh > eh) || ((rh == eh) && (rl >= el))) {
        nq++;
    }
    return nq;
}

/* round(n * 2^fb / d) for magnitudes n, d (both <= 2^127), half up, or UINT64_MAX when
 * the quotient needs more than m bits (fb <= m, 1 <= m <= 63) or d == 0. The quotient has at
 * most m bits unless it saturates, so the division starts from
 * R = (n * 2^fb) >> m = n >> (m - fb), which is then below d (otherwise: saturate), and
 * brings down the m bits below it one at a time (restoring division, no hardware
 * divide). Out of line: its callees' frames are the biggest of the layer. */
static FG_NOINLINE uint64_t x_udiv(const fg_xwide *n, const fg_xwide *d, unsigned fb, unsigned m)
{
    unsigned sh = m - fb;
    fg_xwide r0 = x_shr(*n, sh);
    uint64_t low = (x_lo(*n) & (((uint64_t)1 << sh) - 1u)) << fb, q;
    unsigned db, rb, z, mm;
    if (x_ucmp(r0, *d) >= 0) {
        return UINT64_MAX;
    }
    /* Leading quotient zeros: while R has fewer bits than d minus one, R << 1 | bit stays
     * below d, so those z steps only shift bits down into R (at least one step is left). */
    db = x_bits(*d);
    rb = x_bits(r0);
    z = (db > (rb + 1u)) ? ((db - rb) - 1u) : 0u;
    if (z >= m) {
        z = m - 1u;
    }
    mm = m - z;
    if (z > 0u) {
        r0 = x_shl(r0, z);
        r0.w[0] |= (uint32_t)(low >> mm);
        r0.w[1] |= (uint32_t)(low >> mm >> 32);
        low &= ((uint64_t)1 << mm) - 1u;
    }
    if (x_hi(*d) != 0u) {
        q = x_udiv128(r0, low, *d, mm);
    } else if (mm < 32u) { /* the rounded quotient still fits 32 bits */
        q = x_udiv64s(x_lo(r0), (uint32_t)low, x_lo(*d), mm);
    } else {
        q = x_udiv64(x_lo(r0), low, x_lo(*d), mm);
    }
    return ((q >> m) != 0u) ? UINT64_MAX : q;
}

/* |num / den| * 2^fb rounded to nearest, saturated to 2^m - 1, and the quotient's sign.
 * den == 0 gives 0. */
static uint64_t x_ratio(const fg_xwide *num, const fg_xwide *den, unsigned fb, unsigned m, bool *neg)
{
    uint64_t lim = ((uint64_t)1 << m) - 1u, q;
    fg_xwide n = x_abs(*num), d = x_abs(*den);
    *neg = x_isneg(*num) != x_isneg(*den);
    if (x_iszero(d)) {
        return 0u;
    }
    q = x_udiv(&n, &d, fb, m);
    return (q > lim) ? lim : q;
}

fg_xwide fg_xmul(fg_wide a, fg_wide b)
{
    fg_xwide p = x_umul(uabs64(a), uabs64(b));
    return ((a < 0) != (b < 0)) ? x_neg(p) : p;
}

fg_xwide fg_xmul3(fg_wide a0, fg_wide b0, fg_wide a1, fg_wide b1, fg_wide a2, fg_wide b2)
{
    return fg_xadd(fg_xadd(fg_xmul(a0, b0), fg_xmul(a1, b1)), fg_xmul(a2, b2));
}

fg_xwide fg_xscale(fg_xwide a, fg_scalar s)
{
    bool neg = x_isneg(a) != (s < 0);
    fg_xwide m = x_abs(a), lo, hi, r;
    uint32_t us = (s < 0) ? (0u - (uint32_t)s) : (uint32_t)s;
    uint64_t p0, p1, p2;
    /* |a| * |s| in three 64-bit limbs p0 p1 p2, then >> 16 keeping 128 bits (wraps above) */
    lo = x_umul(x_lo(m), us);
    hi = x_umul(x_hi(m), us);
    p0 = x_lo(lo);
    p1 = x_hi(lo) + x_lo(hi);
    p2 = x_hi(hi) + ((p1 < x_hi(lo)) ? 1u : 0u);
    r = x_make((p1 >> 16) | (p2 << 48), (p0 >> 16) | (p1 << 48));
    return neg ? x_neg(r) : r;
}

fg_scalar fg_xwide_to(fg_xwide a)
{
    bool neg = x_isneg(a);
    fg_xwide x = x_abs(a);
    uint64_t r;
    /* |a| + 2^47, then >> 48; anything at or above 2^31 after the shift saturates */
    x.w[1] += 0x8000u;
    if (x.w[1] < 0x8000u) {
        x.w[2]++;
        if (x.w[2] == 0u) {
            x.w[3]++;
        }
    }
    if (x.w[3] != 0u) {
        return neg ? -INT32_MAX : INT32_MAX;
    }
    r = ((uint64_t)x.w[2] << 16) | (x.w[1] >> 16);
    if (r > (uint64_t)INT32_MAX) {
        r = INT32_MAX;
    }
    return neg ? -(fg_scalar)r : (fg_scalar)r;
}

fg_wide fg_xsqrt(fg_xwide a)
{
    fg_xwide root, rem;
    uint64_t r;
    if (fg_xsign(a) <= 0) {
        return 0;
    }
    root = x_isqrt(a, 0u, &rem);
    r = x_lo(root);
    /* round to nearest: sqrt(a) >= root + 1/2 exactly when a - root^2 > root */
    if (x_ucmp(rem, root) > 0) {
        r++;
    }
    return (r > (uint64_t)INT64_MAX) ? INT64_MAX : (fg_wide)r;
}

fg_xwide fg_xsqrt2(fg_wide a, fg_wide b)
{
    fg_xwide rem;
    /* floor(sqrt(|a||b| * 2^64)): the product's pairs, then 32 zero pairs for the 2^64 */
    if ((fg_wsign(a) * fg_wsign(b)) <= 0) {
        return x_make(0u, 0u);
    }
    return x_isqrt(x_umul(uabs64(a), uabs64(b)), 32u, &rem);
}

fg_scalar fg_xratio(const fg_xwide *num, const fg_xwide *den)
{
    bool neg;
    uint64_t q = x_ratio(num, den, 16u, 31u, &neg);
    return neg ? -(fg_scalar)q : (fg_scalar)q;
}

fg_wide fg_xratiow(const fg_xwide *num, const fg_xwide *den)
{
    bool neg;
    uint64_t q = x_ratio(num, den, 32u, 63u, &neg);
    return neg ? -(fg_wide)q : (fg_wide)q;
}

fg_wide fg_xdivw(const fg_xwide *num, fg_wide den)
{
    fg_xwide d = x_from64(den); /* raw: Q64.64 over Q32.32 raw is Q32.32 raw */
    bool neg;
    uint64_t q = x_ratio(num, &d, 0u, 63u, &neg);
    return neg ? -(fg_wide)q : (fg_wide)q;
}

fg_scalar fg_xratio62(const fg_xwide *num, const fg_xwide *den)
{
    fg_xwide n = x_abs(*num), d = x_abs(*den);
    unsigned bits = x_bits(n), dbits = x_bits(d);
    bool neg = x_isneg(*num) != x_isneg(*den);
    uint64_t q;
    if (dbits == 0u) {
        return 0;
    }
    if (dbits > bits) {
        bits = dbits;
    }
    /* cut both to 62 bits together (the ratio moves by < 2^-46 relative when it fits); a
     * divisor cut to 0 was below 2^-62 of the numerator, and x_udiv saturates it */
    if (bits > 62u) {
        n = x_shr(n, bits - 62u);
        d = x_shr(d, bits - 62u);
    }
    q = x_udiv(&n, &d, 16u, 31u);
    if (q > (uint64_t)INT32_MAX) {
        q = INT32_MAX;
    }
    return neg ? -(fg_scalar)q : (fg_scalar)q;
}

/* ================================================================ 128-bit decisions */

int fg_wcmp2(fg_wide a, fg_wide b, fg_wide c, fg_wide d)
{
    int s1 = fg_wsign(a) * fg_wsign(b), s2 = fg_wsign(c) * fg_wsign(d), m;
    if (s1 != s2) {
        return (s1 > s2) ? 1 : -1; /* signs alone decide (one side may be 0) */
    }
    if (s1 == 0) {
        return 0;
    }
    m = x_ucmp(x_umul(uabs64(a), uabs64(b)), x_umul(uabs64(c), uabs64(d)));
    return (s1 > 0) ? m : -m;
}

/* raw(a * num / den) = round(raw(a) * raw(num) / raw(den)): the exact product (below
 * 2^94) over the raw divisor, a 64-bit one. */
fg_scalar fg_wmuldiv(fg_scalar a, fg_wide num, fg_wide den)
{
    bool neg_an = (a < 0) != (num < 0), neg_d = den < 0;
    bool neg = neg_an != neg_d;
    fg_xwide n = x_umul(uabs64(a), uabs64(num)), d = x_make(0u, uabs64(den));
    uint64_t q;
    if (den == 0) {
        return 0;
    }
    q = x_udiv(&n, &d, 0u, 31u);
    if (q > (uint64_t)INT32_MAX) {
        q = INT32_MAX;
    }
    return neg ? -(fg_scalar)q : (fg_scalar)q;
}
