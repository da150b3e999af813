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

/* ---- plane family ---- */
/* round(|a| * |num| / |den|) by restoring division of the 128-bit product: the product is
 * below 2^94, so its top limb is zero and (P >> 32) fits 64 bits; a quotient of 32 bits
 * or more saturates. 32 shift-subtract steps, no hardware divide needed. */
fg_scalar fg_wmuldiv(fg_scalar a, fg_wide num, fg_wide den)
{
    bool neg = ((a < 0) != (num < 0)) != (den < 0);
    uint64_t d = uabs64(den), r, carry, q = 0;
    uint32_t p[4], lo;
    int i;
    if (d == 0u || a == 0 || num == 0) return 0;
    umul128(a < 0 ? 0u - (uint64_t)(int64_t)a : (uint64_t)a, uabs64(num), p);
    r = ((uint64_t)p[2] << 32) | p[1];
    lo = p[0];
    if (p[3] != 0u || r >= d) return neg ? -INT32_MAX : INT32_MAX;
    for (i = 31; i >= 0; i--) {
        carry = r >> 63;
        r = (r << 1) | ((lo >> i) & 1u);
        if (carry != 0u || r >= d) {
            r -= d;
            q |= (uint64_t)1 << i;
        }
    }
    /* round half away from zero: remainder * 2 >= d */
    carry = r >> 63;
    if (carry != 0u || (r << 1) >= d) q++;
    if (q > (uint64_t)INT32_MAX) q = INT32_MAX;
    return neg ? -(fg_scalar)q : (fg_scalar)q;
}

/* ---- sphere family: 128-bit helpers (see fg_scalar.h) ---- */

static fg_wwide ww_from_limbs(const uint32_t r[4])
{
    fg_wwide w;
    w.lo = (uint64_t)r[0] | ((uint64_t)r[1] << 32);
    w.hi = (int64_t)((uint64_t)r[2] | ((uint64_t)r[3] << 32));
    return w;
}

static fg_wwide ww_neg(fg_wwide a)
{
    fg_wwide z;
    z.lo = 0u;
    z.hi = 0;
    return fg_wwsub(z, a);
}

fg_wwide fg_wwmul(fg_wide a, fg_wide b)
{
    uint32_t r[4];
    fg_wwide w;
    umul128(uabs64(a), uabs64(b), r);
    w = ww_from_limbs(r);
    return ((a < 0) != (b < 0)) ? ww_neg(w) : w;
}

/* Digit-by-digit square root of the 128-bit magnitude (hi, lo); no division. The root
 * fits 64 bits. Returns floor(sqrt(x)) and sets *round_up when the remainder x - root^2
 * exceeds the root, that is when sqrt(x) >= root + 1/2. */
static uint64_t isqrt128(uint64_t hi, uint64_t lo, int *round_up)
{
    uint64_t rh = 0, rl = 0;      /* r (up to 65 bits during the loop), as hi:lo */
    uint64_t bh, bl;              /* bit, starting at the highest even power <= x */
    int k = 126;
    while (k > 0 && ((k >= 64) ? (hi >> (k - 64)) : (hi != 0u ? 1u : (lo >> k))) == 0u) k -= 2;
    bh = k >= 64 ? (uint64_t)1 << (k - 64) : 0u;
    bl = k >= 64 ? 0u : (uint64_t)1 << k;
    while ((bh | bl) != 0u) {
        /* t = r + bit */
        uint64_t tl = rl + bl, th = rh + bh + (uint64_t)(tl < rl);
        if (hi > th || (hi == th && lo >= tl)) {
            /* x -= t; r = (r >> 1) + bit */
            uint64_t nl = lo - tl;
            hi = hi - th - (uint64_t)(lo < tl);
            lo = nl;
            rl = (rl >> 1) | (rh << 63);
            rh >>= 1;
            rl += bl;
            rh += bh + (uint64_t)(rl < bl);
        } else {
            rl = (rl >> 1) | (rh << 63);
            rh >>= 1;
        }
        bl = (bl >> 2) | (bh << 62);
        bh >>= 2;
    }
    /* now r = floor(sqrt), remainder in hi:lo (< 2r + 1, fits 65 bits) */
    *round_up = (hi != 0u) || (lo > rl);
    return rl;
}

fg_wide fg_wwsqrt(fg_wwide a)
{
    int up;
    uint64_t r;
    if (a.hi < 0 || (a.hi == 0 && a.lo == 0u)) return 0;
    r = isqrt128((uint64_t)a.hi, a.lo, &up);
    if (up) r++;
    return r > (uint64_t)INT64_MAX ? INT64_MAX : (fg_wide)r;
}

fg_wide fg_wwdiv(fg_wwide num, fg_wide den)
{
    bool neg = (num.hi < 0) != (den < 0);
    fg_wwide n = num.hi < 0 ? ww_neg(num) : num;
    uint64_t d = uabs64(den), h = (uint64_t)n.hi, l = n.lo, q = 0, rem;
    int i;
    if (d == 0u) return 0;
    /* the quotient must fit 63 bits: h < d/2 */
    if (h >= (d >> 1) + (d & 1u)) return neg ? -INT64_MAX : INT64_MAX;
    /* restoring division of h:l by d, one quotient bit per step; rem stays < d */
    rem = h;
    for (i = 63; i >= 0; i--) {
        uint64_t top = rem >> 63;
        rem = (rem << 1) | (l >> 63);
        l <<= 1;
        q <<= 1;
        if (top != 0u || rem >= d) {
            rem -= d;
            q |= 1u;
        }
    }
    /* round to nearest, ties away from zero: rem >= d - rem */
    if (rem >= d - rem) q++;
    if (q > (uint64_t)INT64_MAX) q = (uint64_t)INT64_MAX;
    return neg ? -(fg_wide)q : (fg_wide)q;
}

/* ---- tri: 128-bit helpers. Inside this file a 128-bit value is a pair of 64-bit halves
 * (u128, unsigned or two's complement); fg_xwide (four 32-bit limbs) only at the API. ---- */
typedef struct {
    uint64_t lo, hi;
} u128;

static u128 unpack(fg_xwide a)
{
    u128 r;
    r.lo = ((uint64_t)a.w[1] << 32) | a.w[0];
    r.hi = ((uint64_t)a.w[3] << 32) | a.w[2];
    return r;
}

static fg_xwide pack(u128 a)
{
    fg_xwide r;
    r.w[0] = (uint32_t)a.lo;
    r.w[1] = (uint32_t)(a.lo >> 32);
    r.w[2] = (uint32_t)a.hi;
    r.w[3] = (uint32_t)(a.hi >> 32);
    return r;
}

static u128 x_make(uint64_t hi, uint64_t lo)
{
    u128 r;
    r.lo = lo;
    r.hi = hi;
    return r;
}

static u128 x_umul(uint64_t a, uint64_t b)
{
    uint32_t r[4];
    umul128(a, b, r);
    return x_make(((uint64_t)r[3] << 32) | r[2], ((uint64_t)r[1] << 32) | r[0]);
}

static u128 x_neg(u128 a) { return x_make(~a.hi + (uint64_t)(a.lo == 0u), 0u - a.lo); }

static u128 x_add(u128 a, u128 b)
{
    uint64_t lo = a.lo + b.lo;
    return x_make(a.hi + b.hi + (uint64_t)(lo < a.lo), lo);
}

static bool x_isneg(u128 a) { return (a.hi >> 63) != 0u; }

static u128 x_abs(u128 a) { return x_isneg(a) ? x_neg(a) : a; }

/* logical shift right, 0 <= n < 128 */
static u128 x_shr(u128 a, int n)
{
    if (n == 0) return a;
    if (n >= 64) return x_make(0u, a.hi >> (n - 64));
    return x_make(a.hi >> n, (a.lo >> n) | (a.hi << (64 - n)));
}

/* logical shift left, 0 < n < 128 */
static u128 x_shl(u128 a, int n)
{
    if (n >= 64) return x_make(a.lo << (n - 64), 0u);
    return x_make((a.hi << n) | (a.lo >> (64 - n)), a.lo << n);
}

/* number of significant bits of an unsigned 128-bit value */
static int x_bits(u128 a)
{
    if (a.hi != 0u) return 128 - __builtin_clzll(a.hi);
    if (a.lo != 0u) return 64 - __builtin_clzll(a.lo);
    return 0;
}

static u128 x_smul(fg_wide a, fg_wide b)
{
    u128 p = x_umul(uabs64(a), uabs64(b));
    return ((a < 0) != (b < 0)) ? x_neg(p) : p;
}

fg_xwide fg_xdot3(fg_wide a0, fg_wide b0, fg_wide a1, fg_wide b1, fg_wide a2, fg_wide b2)
{
    return pack(x_add(x_add(x_smul(a0, b0), x_smul(a1, b1)), x_smul(a2, b2)));
}

fg_xwide fg_xmul(fg_xwide a, fg_scalar s)
{
    u128 m = unpack(a);
    bool neg = x_isneg(m) != (s < 0);
    m = x_abs(m);
    uint32_t us = s < 0 ? 0u - (uint32_t)s : (uint32_t)s;
    /* |a| * |s| in three 64-bit limbs p0 p1 p2, then >> 16 keeping 128 bits (wraps above) */
    u128 lo = x_umul(m.lo, us), hi = x_umul(m.hi, us);
    uint64_t p0 = lo.lo, p1 = lo.hi + hi.lo, p2 = hi.hi + (uint64_t)(p1 < lo.hi);
    u128 r = x_make((p1 >> 16) | (p2 << 48), (p0 >> 16) | (p1 << 48));
    return pack(neg ? x_neg(r) : r);
}

fg_scalar fg_xdiv(fg_xwide num, fg_xwide den)
{
    u128 n = unpack(num), d = unpack(den);
    bool neg = x_isneg(n) != x_isneg(d);
    uint64_t un, ud, q, r;
    int bits, i;
    n = x_abs(n);
    d = x_abs(d);
    bits = x_bits(n);
    if (x_bits(d) > bits) bits = x_bits(d);
    if (bits == 0 || (d.hi | d.lo) == 0u) return 0;
    /* cut both to 62 bits together (the ratio moves by < 2^-46 relative when it fits) */
    if (bits > 62) {
        n = x_shr(n, bits - 62);
        d = x_shr(d, bits - 62);
    }
    un = n.lo;
    ud = d.lo;
    if (ud == 0u || un / ud >= 0x8000u) return neg ? -INT32_MAX : INT32_MAX;
    q = un / ud;
    r = un % ud;
    /* 17 more quotient bits by shift and subtract (r < ud < 2^62, so 2r fits) */
    for (i = 0; i < 17; i++) {
        r <<= 1;
        q <<= 1;
        if (r >= ud) {
            r -= ud;
            q |= 1u;
        }
    }
    q = (q + 1u) >> 1; /* round half away from zero */
    if (q > (uint64_t)INT32_MAX) q = INT32_MAX;
    return neg ? -(fg_scalar)q : (fg_scalar)q;
}

fg_xwide fg_xsqrt2(fg_wide a, fg_wide b)
{
    /* floor(sqrt(|a||b| * 2^64)) by the pencil method over bit pairs: the product's 64
     * pairs, then 32 zero pairs for the 2^64. root < 2^96 and rem <= 2 root, so both
     * stay in 128 bits (hi:lo halves). The product is consumed from the top by shifting
     * it left two bits per step. */
    u128 p;
    uint64_t rh = 0, rl = 0, mh = 0, ml = 0, th, tl;
    int k;
    if (fg_wsign(a) * fg_wsign(b) <= 0) return pack(x_make(0u, 0u));
    p = x_umul(uabs64(a), uabs64(b));
    k = (x_bits(p) + 1) / 2; /* significant pairs of the product */
    if (k < 64) p = x_shl(p, 128 - 2 * k);
    for (k += 32; k > 0; k--) {
        mh = (mh << 2) | (ml >> 62); /* rem = rem << 2 | next pair */
        ml = (ml << 2) | (p.hi >> 62);
        p.hi = (p.hi << 2) | (p.lo >> 62);
        p.lo <<= 2;
        th = (rh << 2) | (rl >> 62); /* trial = root << 2 | 1 */
        tl = (rl << 2) | 1u;
        rh = (rh << 1) | (rl >> 63); /* root <<= 1 */
        rl <<= 1;
        if (mh > th || (mh == th && ml >= tl)) {
            mh = mh - th - (uint64_t)(ml < tl);
            ml -= tl;
            rl |= 1u;
        }
    }
    return pack(x_make(rh, rl));
}

void fg_wunit3(fg_wide x, fg_wide y, fg_wide z, fg_scalar *ux, fg_scalar *uy, fg_scalar *uz)
{
    uint64_t ax = uabs64(x), ay = uabs64(y), az = uabs64(z), m = ax, l2;
    uint32_t l;
    int sh;
    if (ay > m) m = ay;
    if (az > m) m = az;
    if (m == 0u) {
        *ux = *uy = *uz = 0;
        return;
    }
    /* scale so the largest component has 31 bits: squares then sum below 2^64 */
    sh = 33 - __builtin_clzll(m);
    if (sh > 0) {
        ax >>= sh;
        ay >>= sh;
        az >>= sh;
    } else {
        ax <<= -sh;
        ay <<= -sh;
        az <<= -sh;
    }
    l2 = ax * ax + ay * ay + az * az;
    l = isqrt64(l2); /* floor: >= every component, so no result exceeds 1.0 */
    ax = (((ax << 17) / l) + 1u) >> 1;
    ay = (((ay << 17) / l) + 1u) >> 1;
    az = (((az << 17) / l) + 1u) >> 1;
    *ux = x < 0 ? -(fg_scalar)ax : (fg_scalar)ax;
    *uy = y < 0 ? -(fg_scalar)ay : (fg_scalar)ay;
    *uz = z < 0 ? -(fg_scalar)az : (fg_scalar)az;
}

/* ---- line family: 128-bit ratios (see fg_scalar.h) ---- */

/* 128-bit magnitude |a| as four 32-bit limbs, least significant first (|a| <= 2^127). */
static void ww_limbs(const fg_wwide *p, uint32_t x[4])
{
    fg_wwide a = p->hi < 0 ? ww_neg(*p) : *p;
    uint64_t hi = (uint64_t)a.hi;
    x[0] = (uint32_t)a.lo;
    x[1] = (uint32_t)(a.lo >> 32);
    x[2] = (uint32_t)hi;
    x[3] = (uint32_t)(hi >> 32);
}

/* x -= y on four limbs (x >= y). */
static void sub128(uint32_t x[4], const uint32_t y[4])
{
    uint32_t borrow = 0, xi;
    int i;
    for (i = 0; i < 4; i++) {
        xi = x[i];
        x[i] = xi - y[i] - borrow;
        borrow = (uint32_t)(xi < y[i]) | ((uint32_t)(xi == y[i]) & borrow);
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

fg_scalar fg_wwratio(const fg_wwide *num, const fg_wwide *den)
{
    bool neg = (num->hi < 0) != (den->hi < 0), sat;
    uint32_t n[4], d[4];
    uint64_t q;
    if (den->hi == 0 && den->lo == 0u) return 0;
    ww_limbs(num, n);
    ww_limbs(den, d);
    q = udiv128(n, d, 16, 31, &sat);
    if (sat) q = INT32_MAX;
    return neg ? -(fg_scalar)q : (fg_scalar)q;
}

fg_wide fg_wwratiow(const fg_wwide *num, const fg_wwide *den)
{
    bool neg = (num->hi < 0) != (den->hi < 0), sat;
    uint32_t n[4], d[4];
    uint64_t q;
    if (den->hi == 0 && den->lo == 0u) return 0;
    ww_limbs(num, n);
    ww_limbs(den, d);
    q = udiv128(n, d, 32, 63, &sat);
    if (sat) q = (uint64_t)INT64_MAX;
    return neg ? -(fg_wide)q : (fg_wide)q;
}

fg_scalar fg_wwide_to(fg_wwide a)
{
    bool neg = a.hi < 0;
    uint32_t x[4];
    uint64_t r;
    ww_limbs(&a, x);
    /* |a| + 2^47, then >> 48; anything at or above 2^31 after the shift saturates */
    x[1] += 0x8000u;
    if (x[1] < 0x8000u && ++x[2] == 0u) x[3]++;
    if (x[3] != 0u) return neg ? -INT32_MAX : INT32_MAX;
    r = ((uint64_t)x[2] << 16) | (x[1] >> 16);
    if (r > (uint64_t)INT32_MAX) r = INT32_MAX;
    return neg ? -(fg_scalar)r : (fg_scalar)r;
}
