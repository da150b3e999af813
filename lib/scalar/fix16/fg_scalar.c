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
