/* SPDX-License-Identifier: MIT */
/**
 * @file
 * fg_scalar.h (Q16.16 build) - the public scalar layer: fg_scalar is libfixmath's fix16_t.
 *
 * Selected by include path (-Ilib/scalar/fix16); lib/scalar/float/fg_scalar.h is the same
 * interface over float for the host reference build. Geometry code is written only against
 * this interface and the internal fg_wide.h: one source, two builds.
 *
 * Index
 *   type       fg_scalar (int32_t raw Q16.16, the same type as libfixmath's fix16_t)
 *   constants  FG_C(x) FG_ZERO FG_ONE FG_HALF FG_LSB FG_MAX FG_SCALAR_NAME
 *   convert    fg_from_int fg_to_int_floor fg_to_int_round fg_from_raw fg_to_raw
 *              fg_from_double fg_to_double (host tools)
 *   arithmetic fg_add fg_sub fg_neg fg_abs fg_min fg_max fg_half fg_mul fg_div fg_sqrt
 *   compare    fg_lt fg_le fg_gt fg_ge fg_eq fg_sign
 *   domain     fg_in_domain
 *
 * fg_add, fg_sub and fg_neg wrap (two's complement), never undefined behaviour. fg_mul,
 * fg_div and fg_sqrt are libfixmath's fix16_mul (0.5 LSB), fix16_div (not exactly rounded:
 * 0.56 LSB measured) and fix16_sqrt (0.5005 LSB at the top of its range); the geometry does
 * not use the last two, it divides and takes roots exactly.
 */
#ifndef FG_SCALAR_H
#define FG_SCALAR_H

#include <stdint.h>
#include <stdbool.h>
#include "fg_config.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The scalar: a raw Q16.16 value, the same type as libfixmath's fix16_t. */
typedef int32_t fg_scalar;

/* libfixmath's functions used by the inline wrappers below, declared here so that the public
 * headers do not need fix16.h (fix16_t is int32_t; these match its declarations). */
/** @cond */
int32_t fix16_mul(int32_t inArg0, int32_t inArg1);
int32_t fix16_div(int32_t inArg0, int32_t inArg1);
int32_t fix16_sqrt(int32_t inValue);
/** @endcond */

/** A Q16.16 constant usable in static initialisers; rounds to nearest. */
#define FG_C(x) ((fg_scalar)(((x) >= 0) ? (((x) * 65536.0) + 0.5) : (((x) * 65536.0) - 0.5)))
#define FG_ZERO ((fg_scalar)0)          /**< 0 */
#define FG_ONE ((fg_scalar)0x10000)      /**< 1 */
#define FG_HALF ((fg_scalar)0x8000)      /**< 0.5 */
#define FG_LSB ((fg_scalar)1)            /**< the smallest step, 2^-16 */
/** The largest value, 32767.99998; results that saturate go to +-FG_MAX (never to
 * 0x80000000, libfixmath's overflow sentinel). */
#define FG_MAX ((fg_scalar)0x7FFFFFFF)
#define FG_SCALAR_NAME "Q16.16" /**< the build's scalar, for reports */

/** i units, saturated to +-FG_MAX (|i| > 32767).
 * @param i an integer @return that value
 */
FG_INLINE fg_scalar fg_from_int(int32_t i)
{
    fg_scalar r;
    if (i > 32767) {
        r = FG_MAX;
    } else if (i < -32767) {
        r = -FG_MAX; /* -32768 units would be 0x80000000, the sentinel */
    } else {
        r = (fg_scalar)((uint32_t)i << 16);
    }
    return r;
}
/** The largest integer <= a.
 * @param a the operand @return that value
 */
FG_INLINE int32_t fg_to_int_floor(fg_scalar a)
{
    uint32_t u = (uint32_t)a >> 16;
    if (a < 0) {
        u |= 0xFFFF0000u; /* the shifted-out sign bits: floor toward minus infinity */
    }
    return (int32_t)u;
}
/** The nearest integer, halves away from zero.
 * @param a the operand @return that value
 */
FG_INLINE int32_t fg_to_int_round(fg_scalar a)
{
    uint32_t m = (a < 0) ? (0u - (uint32_t)a) : (uint32_t)a;
    int32_t r = (int32_t)((m + 0x8000u) >> 16);
    return (a < 0) ? -r : r;
}
/** The scalar whose raw Q16.16 value is raw. @param raw a raw Q16.16 value @return that value */
FG_INLINE fg_scalar fg_from_raw(int32_t raw) { return raw; }
/** The raw Q16.16 value of a. @param a the operand @return that value */
FG_INLINE int32_t fg_to_raw(fg_scalar a) { return a; }
/** For host tools and tests: nearest Q16.16 value of x (halves away from zero), saturated to
 * +-FG_MAX; NaN gives 0. Pulls in double arithmetic: not for firmware hot paths.
 * @param x x component @return that value
 */
FG_INLINE fg_scalar fg_from_double(double x)
{
    double s = x * 65536.0;
    fg_scalar r;
    if (!(s == s)) {
        r = 0;
    } else if (s >= 2147483647.0) {
        r = FG_MAX;
    } else if (s <= -2147483647.0) {
        r = -FG_MAX;
    } else {
        double rounded = s + ((s >= 0.0) ? 0.5 : -0.5);
        r = (fg_scalar)rounded; /* the conversion truncates toward zero */
    }
    return r;
}
/** a as a double, exact (host tools and tests). @param a the operand @return that value */
FG_INLINE double fg_to_double(fg_scalar a) { return (double)a / 65536.0; }

/** a + b, wrapping (two's complement). @param a, b the operands @return that value */
FG_INLINE fg_scalar fg_add(fg_scalar a, fg_scalar b) { uint32_t w = (uint32_t)a + (uint32_t)b; return (fg_scalar)w; }
/** a - b, wrapping. @param a, b the operands @return that value */
FG_INLINE fg_scalar fg_sub(fg_scalar a, fg_scalar b) { uint32_t w = (uint32_t)a - (uint32_t)b; return (fg_scalar)w; }
/** -a, wrapping. @param a the operand @return that value */
FG_INLINE fg_scalar fg_neg(fg_scalar a) { uint32_t w = 0u - (uint32_t)a; return (fg_scalar)w; }
/** |a|, wrapping at the most negative value. @param a the operand @return that value */
FG_INLINE fg_scalar fg_abs(fg_scalar a) { return (a < 0) ? fg_neg(a) : a; }
/** The smaller of a and b. @param a, b the operands @return that value */
FG_INLINE fg_scalar fg_min(fg_scalar a, fg_scalar b) { return (a < b) ? a : b; }
/** The larger of a and b. @param a, b the operands @return that value */
FG_INLINE fg_scalar fg_max(fg_scalar a, fg_scalar b) { return (a > b) ? a : b; }
/** a/2 rounded toward minus infinity (exact for even raw values).
 * @param a the operand @return that value
 */
FG_INLINE fg_scalar fg_half(fg_scalar a)
{
    uint32_t u = (uint32_t)a >> 1;
    if (a < 0) {
        u |= 0x80000000u;
    }
    return (fg_scalar)u;
}
/** a * b: libfixmath's fix16_mul, 0.5 LSB; its overflow sentinel 0x80000000 on overflow.
 * @param a, b the operands @return that value
 */
FG_INLINE fg_scalar fg_mul(fg_scalar a, fg_scalar b) { return fix16_mul(a, b); }
/** Division by zero returns libfixmath's fix16_minimum.
 * @param a, b the operands @return that value
 */
FG_INLINE fg_scalar fg_div(fg_scalar a, fg_scalar b) { return fix16_div(a, b); }
/** sqrt(a): libfixmath's fix16_sqrt, 0.5005 LSB; a negative a gives -sqrt(-a).
 * @param a the operand @return that value
 */
FG_INLINE fg_scalar fg_sqrt(fg_scalar a) { return fix16_sqrt(a); }

/** a < b. @param a, b the operands @return that answer */
FG_INLINE bool fg_lt(fg_scalar a, fg_scalar b) { return a < b; }
/** a <= b. @param a, b the operands @return that answer */
FG_INLINE bool fg_le(fg_scalar a, fg_scalar b) { return a <= b; }
/** a > b. @param a, b the operands @return that answer */
FG_INLINE bool fg_gt(fg_scalar a, fg_scalar b) { return a > b; }
/** a >= b. @param a, b the operands @return that answer */
FG_INLINE bool fg_ge(fg_scalar a, fg_scalar b) { return a >= b; }
/** a == b. @param a, b the operands @return that answer */
FG_INLINE bool fg_eq(fg_scalar a, fg_scalar b) { return a == b; }
/** -1, 0 or +1: the sign of a. @param a the operand @return that value */
FG_INLINE int fg_sign(fg_scalar a) { return (a > 0) - (a < 0); }

/** Is a inside the domain [-FG_DOMAIN_UNITS, FG_DOMAIN_UNITS]?
 * @param a the operand @return that answer
 */
FG_INLINE bool fg_in_domain(fg_scalar a)
{
    return ((uint32_t)a + ((uint32_t)FG_DOMAIN_UNITS << 16)) <= ((uint32_t)FG_DOMAIN_UNITS << 17);
}

#ifdef __cplusplus
}
#endif

#endif /* FG_SCALAR_H */
