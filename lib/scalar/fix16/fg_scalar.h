/*
 * fg_scalar.h (Q16.16 build) - the scalar layer over libfixmath's fix16_t.
 *
 * Selected by include path (-Ilib/scalar/fix16); lib/scalar/float/fg_scalar.h is the same
 * interface over float for the host reference build. Geometry code is written only
 * against this interface: one source, two builds.
 *
 * Index
 *   types      fg_scalar (fix16_t), fg_wide (exact product, Q32.32 in int64_t)
 *   constants  FG_C(x) FG_ZERO FG_ONE FG_HALF FG_LSB
 *   convert    fg_from_int fg_from_raw fg_to_raw
 *   arithmetic fg_add fg_sub fg_neg fg_abs fg_min fg_max fg_mul fg_div fg_sqrt
 *              fg_half
 *   compare    fg_lt fg_le fg_gt fg_ge fg_eq fg_sign
 *   wide       fg_wmul fg_wadd fg_wsub fg_wneg fg_wsign fg_wlt fg_wle fg_wide_from
 *              fg_wide_to fg_wsqrt fg_wdiv fg_wmul3 fg_wcmp2 fg_wmuldiv fg_wunit3
 *   domain     fg_out_of_domain
 *   xwide      fg_xwide: 128 bits, Q64.64, exact products of wides (the one 128-bit type)
 *              fg_xwide_from fg_xwide_to fg_xadd fg_xsub fg_xsign    convert, exact +-
 *              fg_xmul fg_xmul3 fg_xscale                             exact products
 *              fg_xsqrt fg_xsqrt2                                     square roots
 *              fg_xratio fg_xratiow fg_xdivw fg_xratio62              quotients
 *              (fg_x*: operations on fg_xwide; a trailing w: the result is a wide)
 *
 * Arithmetic notes. Addition and subtraction wrap (computed in uint32_t): inside the
 * documented domain they never overflow, and outside it they stay free of undefined
 * behaviour. fg_mul is libfixmath's fix16_mul (round to nearest, 0.5 LSB); fg_sqrt is
 * fix16_sqrt, 0.5 LSB except at the top of the range (0.5005 LSB found by fuzzing:
 * tests/fuzz/findings/fuzz_scalar-sqrt-rounding; the geometry uses the exact fg_wsqrt and
 * fg_xsqrt instead); fg_div is
 * libfixmath's fix16_div, which is not exactly rounded: 1 LSB (0.56 LSB measured over 5e6
 * random operands).
 * fg_wmul is exact: the 64-bit product of two raw values, a Q32.32 number.
 */
#ifndef FG_SCALAR_H
#define FG_SCALAR_H

#include <stdint.h>
#include <stdbool.h>
#include "fix16.h"
#include "fg_config.h"

typedef fix16_t fg_scalar;
typedef int64_t fg_wide;

/* Q16.16 constant usable in static initialisers; rounds to nearest. */
#define FG_C(x) ((fg_scalar)(((x) >= 0) ? (((x) * 65536.0) + 0.5) : (((x) * 65536.0) - 0.5)))
#define FG_ZERO ((fg_scalar)0)
#define FG_ONE ((fg_scalar)0x10000)
#define FG_HALF ((fg_scalar)0x8000)
#define FG_LSB ((fg_scalar)1)
/* Name of the build, for reports. */
#define FG_SCALAR_NAME "Q16.16"

FG_INLINE fg_scalar fg_from_int(int32_t i) { return (fg_scalar)((uint32_t)i << 16); }
FG_INLINE fg_scalar fg_from_raw(int32_t raw) { return raw; }
FG_INLINE int32_t fg_to_raw(fg_scalar a) { return a; }

FG_INLINE fg_scalar fg_add(fg_scalar a, fg_scalar b) { uint32_t wrapped = (uint32_t)a + (uint32_t)b; return (fg_scalar)wrapped; }
FG_INLINE fg_scalar fg_sub(fg_scalar a, fg_scalar b) { uint32_t wrapped = (uint32_t)a - (uint32_t)b; return (fg_scalar)wrapped; }
FG_INLINE fg_scalar fg_neg(fg_scalar a) { uint32_t wrapped = 0u - (uint32_t)a; return (fg_scalar)wrapped; }
FG_INLINE fg_scalar fg_abs(fg_scalar a) { return (a < 0) ? fg_neg(a) : a; }
FG_INLINE fg_scalar fg_min(fg_scalar a, fg_scalar b) { return (a < b) ? a : b; }
FG_INLINE fg_scalar fg_max(fg_scalar a, fg_scalar b) { return (a > b) ? a : b; }
/* a/2 rounded toward minus infinity (exact for even raw values). */
FG_INLINE fg_scalar fg_half(fg_scalar a) { return (fg_scalar)(a >> 1); }
FG_INLINE fg_scalar fg_mul(fg_scalar a, fg_scalar b) { return fix16_mul(a, b); }
/* Division by zero returns libfixmath's fix16_minimum; callers never rely on it. */
FG_INLINE fg_scalar fg_div(fg_scalar a, fg_scalar b) { return fix16_div(a, b); }
FG_INLINE fg_scalar fg_sqrt(fg_scalar a) { return fix16_sqrt(a); }

FG_INLINE bool fg_lt(fg_scalar a, fg_scalar b) { return a < b; }
FG_INLINE bool fg_le(fg_scalar a, fg_scalar b) { return a <= b; }
FG_INLINE bool fg_gt(fg_scalar a, fg_scalar b) { return a > b; }
FG_INLINE bool fg_ge(fg_scalar a, fg_scalar b) { return a >= b; }
FG_INLINE bool fg_eq(fg_scalar a, fg_scalar b) { return a == b; }
FG_INLINE int fg_sign(fg_scalar a) { return (a > 0) - (a < 0); }

/* ---- wide, exact intermediates (Q32.32 in int64_t) ---- */
FG_INLINE fg_wide fg_wmul(fg_scalar a, fg_scalar b) { return (int64_t)a * (int64_t)b; }
FG_INLINE fg_wide fg_wadd(fg_wide a, fg_wide b) { uint64_t wrapped = (uint64_t)a + (uint64_t)b; return (int64_t)wrapped; }
FG_INLINE fg_wide fg_wsub(fg_wide a, fg_wide b) { uint64_t wrapped = (uint64_t)a - (uint64_t)b; return (int64_t)wrapped; }
FG_INLINE fg_wide fg_wneg(fg_wide a) { uint64_t wrapped = 0u - (uint64_t)a; return (int64_t)wrapped; }
FG_INLINE int fg_wsign(fg_wide a) { return (a > 0) - (a < 0); }
FG_INLINE bool fg_wlt(fg_wide a, fg_wide b) { return a < b; }
FG_INLINE bool fg_wle(fg_wide a, fg_wide b) { return a <= b; }
/* a*b + c*d + e*f, exact while each product and the sum fit 63 bits (true in the domain). */
FG_INLINE fg_wide fg_wmul3(fg_scalar a, fg_scalar b, fg_scalar c, fg_scalar d, fg_scalar e, fg_scalar f)
{
    return fg_wadd(fg_wadd(fg_wmul(a, b), fg_wmul(c, d)), fg_wmul(e, f));
}
/* Scalar to wide: exact. */
FG_INLINE fg_wide fg_wide_from(fg_scalar a) { return (int64_t)((uint64_t)(int64_t)a << 16); }

/* Wide to scalar, rounded to nearest (ties away from zero), saturated to the fix16 range. */
FG_INLINE fg_scalar fg_wide_to(fg_wide a)
{
    int64_t r = (a >= 0) ? (int64_t)(((uint64_t)a + 0x8000u) >> 16) : -(int64_t)(((0u - (uint64_t)a) + 0x8000u) >> 16);
    if (r > INT32_MAX) {
        return INT32_MAX;
    }
    if (r < -INT32_MAX) {
        return -INT32_MAX;
    }
    return (fg_scalar)r;
}

/* Compiled helpers (fg_scalar.c of this build). */
/* sqrt of a non-negative wide value, as a scalar: floor(sqrt(raw)) rounded to nearest, exact
 * to 0.5 LSB for every argument (sqrt(x * 2^32) = sqrt(x) * 2^16). Negative input gives 0. */
fg_scalar fg_wsqrt(fg_wide a);
/* num/den as a scalar through fix16_div. Error <= 1 LSB when |num|, |den| < 2^31 (both
 * are scaled down together otherwise, adding at most q*q*2^-46 LSB for a raw result q:
 * nothing for fractions t in [0, 1]). den == 0 gives 0. Saturates to +-(2^31-1) raw. */
fg_scalar fg_wdiv(fg_wide num, fg_wide den);

/* Sign of a*b - c*d for wide a, b, c, d: -1, 0 or +1, exact for every input (the
 * products are formed in 128 bits). For degree-4 decisions such as a discriminant
 * b^2 - a*c whose terms no longer fit 64 bits. */
int fg_wcmp2(fg_wide a, fg_wide b, fg_wide c, fg_wide d);

/* a * (num / den) for a scalar a and a ratio of two wides, rounded to nearest (ties away
 * from zero) from the exact 128-bit product: 0.5 LSB for every input. For a point
 * origin + delta * t with t = num/den kept as an exact fraction (a rounded t would carry
 * its error times |delta| into the point). den == 0 gives 0; saturates to +-(2^31-1) raw.
 * (The exact product over den by fg_xwide's division.) */
fg_scalar fg_wmuldiv(fg_scalar a, fg_wide num, fg_wide den);

/* The unit vector along the wide vector (x, y, z), each component rounded to nearest:
 * error <= 0.5 LSB + 2^-12 LSB. The zero vector gives (0, 0, 0). (Not the same rounding
 * as fg_plane_unit_normal: the two differ by 1 LSB on rare near-ties; each keeps its
 * own documented bound.) */
void fg_wunit3(fg_wide x, fg_wide y, fg_wide z, fg_scalar *ux, fg_scalar *uy, fg_scalar *uz);

/* ---- domain ---- */
/* Nonzero when a lies outside [-FG_DOMAIN_UNITS, FG_DOMAIN_UNITS]. Two instructions, so a
 * function can OR it over all its inputs and test once. */
FG_INLINE uint32_t fg_out_of_domain(fg_scalar a)
{
    return (uint32_t)((uint32_t)a + ((uint32_t)FG_DOMAIN_UNITS << 16)) > ((uint32_t)FG_DOMAIN_UNITS << 17);
}

/* ---- xwide: exact 128-bit intermediates (Q64.64) ----
 * fg_xwide holds a Q64.64 number in 128 bits: two's complement, four 32-bit limbs, least
 * significant first (32-bit limbs so that Cortex-M0 copies it inline, without memcpy).
 * It holds exactly a product of two wides (fg_xmul, up to 2^126), a sum of three such
 * products (fg_xmul3: triple products of domain vectors, about 2^93 raw) and degree-4
 * determinants and discriminants (2^124 inside the domain). Additions and subtractions
 * wrap modulo 2^128 (no undefined behaviour for any input); the operations below are
 * exact or round once, as each says. Passed by value like fg_wide, except that the
 * quotients take their two operands by const pointer: a second 16-byte argument goes
 * through the stack, and gcc copies it there with memcpy on Cortex-M0 (lib/ links no
 * libc). Float build: float. */
typedef struct { uint32_t w[4]; } fg_xwide;

/* Wide to 128 bits: exact (Q32.32 -> Q64.64). */
FG_INLINE fg_xwide fg_xwide_from(fg_wide a)
{
    fg_xwide r;
    uint64_t u = (uint64_t)a;
    r.w[0] = 0u;
    r.w[1] = (uint32_t)u;
    r.w[2] = (uint32_t)(u >> 32);
    r.w[3] = (a < 0) ? 0xFFFFFFFFu : 0u;
    return r;
}
/* a + b and a - b, limb by limb with carry: wrap modulo 2^128, exact while the result
 * fits. (Written out: a loop over the limbs makes gcc copy the arguments through memcpy
 * on Cortex-M0.) */
FG_INLINE fg_xwide fg_xadd(fg_xwide a, fg_xwide b)
{
    fg_xwide r;
    uint64_t s0 = (uint64_t)a.w[0] + b.w[0];
    uint64_t s1 = (uint64_t)a.w[1] + b.w[1] + (s0 >> 32);
    uint64_t s2 = (uint64_t)a.w[2] + b.w[2] + (s1 >> 32);
    r.w[0] = (uint32_t)s0;
    r.w[1] = (uint32_t)s1;
    r.w[2] = (uint32_t)s2;
    r.w[3] = a.w[3] + b.w[3] + (uint32_t)(s2 >> 32);
    return r;
}
FG_INLINE fg_xwide fg_xsub(fg_xwide a, fg_xwide b)
{
    fg_xwide r;
    uint64_t d0 = (uint64_t)a.w[0] - b.w[0];
    uint64_t d1 = (uint64_t)a.w[1] - b.w[1] - (d0 >> 63);
    uint64_t d2 = (uint64_t)a.w[2] - b.w[2] - (d1 >> 63);
    r.w[0] = (uint32_t)d0;
    r.w[1] = (uint32_t)d1;
    r.w[2] = (uint32_t)d2;
    r.w[3] = a.w[3] - b.w[3] - (uint32_t)(d2 >> 63);
    return r;
}
/* -1, 0 or +1, exact. */
FG_INLINE int fg_xsign(fg_xwide a)
{
    int s = 0;
    if ((a.w[3] >> 31) != 0u) {
        s = -1;
    } else if ((a.w[0] | a.w[1] | a.w[2] | a.w[3]) != 0u) {
        s = 1;
    } else {
        /* zero */
    }
    return s;
}
/* a*b, exact for every input. */
fg_xwide fg_xmul(fg_wide a, fg_wide b);
/* a0*b0 + a1*b1 + a2*b2, exact while the sum fits 127 bits (every in-domain use). */
fg_xwide fg_xmul3(fg_wide a0, fg_wide b0, fg_wide a1, fg_wide b1, fg_wide a2, fg_wide b2);
/* a*s for a scalar s, the magnitude truncated to Q64.64: error < 2^-64 (exact when s is
 * an integer or a's raw value is a multiple of 2^16); wraps above 2^127. */
fg_xwide fg_xscale(fg_xwide a, fg_scalar s);
/* To a scalar, rounded to nearest (ties away from zero), saturated to +-(2^31-1) raw. */
fg_scalar fg_xwide_to(fg_xwide a);
/* sqrt(a) as a wide (Q32.32), rounded to nearest (0.5 wide LSB); a <= 0 gives 0;
 * saturates to 2^63-1 raw. */
fg_wide fg_xsqrt(fg_xwide a);
/* sqrt(a*b) rounded down to Q64.64 (error < 2^-64): compared with an fg_xwide value
 * X this decides X <= sqrt(a*b) exactly. a*b <= 0 gives 0. */
fg_xwide fg_xsqrt2(fg_wide a, fg_wide b);
/* num / den as a scalar, rounded to nearest (ties away from zero): 0.5 LSB for every
 * input (restoring division of the exact 128-bit values, no hardware divide). num and
 * den may have any common scale (both products, or both converted from wides): only
 * their ratio matters. Saturates to +-(2^31-1) raw; den == 0 gives 0. */
fg_scalar fg_xratio(const fg_xwide *num, const fg_xwide *den);
/* The same ratio as a wide (Q32.32): 0.5 wide LSB (2^-33 units) for every input,
 * saturated to +-(2^63-1) raw; den == 0 gives 0. For a parameter t then multiplied by a
 * delta (its error times a delta of 8192 units stays below 1/16 LSB), or a wide
 * quotient such as (wide) / (wide) with both converted by fg_xwide_from. */
fg_wide fg_xratiow(const fg_xwide *num, const fg_xwide *den);
/* num / den for a wide den, as a wide (Q32.32), rounded to nearest (ties away from
 * zero): the value of fg_xratiow(num, fg_xwide_from(den)), computed with a 64-bit
 * divisor (faster). den == 0 gives 0; saturates to +-(2^63-1) raw. */
fg_wide fg_xdivw(const fg_xwide *num, fg_wide den);
/* fg_xratio after cutting num and den together to the 62 significant bits of the larger
 * (truncation): error <= 0.5 LSB + 2^-14 LSB whenever |quotient| < 2^15 units (the cut
 * moves the ratio by < 2^-46 relative). Saturates to +-(2^31-1) raw; den == 0 gives 0.
 * Kept beside fg_xratio because the triangle and sphere-plane results are documented and
 * tested with this rounding (the two differ on rare near-ties); fg_xratio is exact. */
fg_scalar fg_xratio62(const fg_xwide *num, const fg_xwide *den);

#endif /* FG_SCALAR_H */
