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
