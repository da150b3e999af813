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
