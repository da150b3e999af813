/* SPDX-License-Identifier: MIT */
/*
 * fg_scalar.h (float build) - the scalar layer over IEEE single precision.
 *
 * The host reference build and the float side of the benchmarks use this header instead
 * of lib/scalar/fix16/fg_scalar.h (selected by include path, -Ilib/scalar/float). Same
 * interface, same names; the "wide" type is float as well, so this build is what a
 * straightforward float implementation of the same algorithms would compute, rounding
 * and all. See the Q16.16 header for the meaning of each operation.
 */
#ifndef FG_SCALAR_H
#define FG_SCALAR_H

#include <stdint.h>
#include <stdbool.h>
#include "fg_config.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef float fg_scalar;

#define FG_C(x) ((fg_scalar)(x))
#define FG_ZERO (0.0f)
#define FG_ONE (1.0f)
#define FG_HALF (0.5f)
#define FG_LSB (1.0f / 65536.0f)
#define FG_MAX (32767.99998f)
#define FG_SCALAR_NAME "float"

FG_INLINE fg_scalar fg_from_int(int32_t i) { return (i > 32767) ? FG_MAX : ((i < -32767) ? -FG_MAX : (fg_scalar)i); }
/* Clamped to the Q16.16 build's integer range [-32768, 32767] (NaN gives 0). */
FG_INLINE double fg_int_clamp_(double f) { return (f == f) ? ((f < -32768.0) ? -32768.0 : ((f > 32767.0) ? 32767.0 : f)) : 0.0; }
FG_INLINE int32_t fg_to_int_floor(fg_scalar a) { double f = fg_int_clamp_((double)a); int32_t i = (int32_t)f; return ((double)i > f) ? i - 1 : i; }
FG_INLINE int32_t fg_to_int_round(fg_scalar a) { double f = fg_int_clamp_((double)a); return (int32_t)((f >= 0.0) ? (f + 0.5) : (f - 0.5)); }
FG_INLINE fg_scalar fg_from_double(double x) { return (fg_scalar)x; }
FG_INLINE double fg_to_double(fg_scalar a) { return (double)a; }
FG_INLINE fg_scalar fg_from_raw(int32_t raw) { return (fg_scalar)raw * (1.0f / 65536.0f); }
/* Rounded to nearest, saturated; NaN gives INT32_MIN so a test can never mistake it. */
FG_INLINE int32_t fg_to_raw(fg_scalar a)
{
    double d = (double)a * 65536.0;
    if (!(d == d)) return INT32_MIN;
    if (d >= 2147483647.0) return INT32_MAX;
    if (d <= -2147483647.0) return -INT32_MAX;
    return (int32_t)(d >= 0 ? d + 0.5 : d - 0.5);
}

FG_INLINE fg_scalar fg_add(fg_scalar a, fg_scalar b) { return a + b; }
FG_INLINE fg_scalar fg_sub(fg_scalar a, fg_scalar b) { return a - b; }
FG_INLINE fg_scalar fg_neg(fg_scalar a) { return -a; }
FG_INLINE fg_scalar fg_abs(fg_scalar a) { return a < 0.0f ? -a : a; }
FG_INLINE fg_scalar fg_min(fg_scalar a, fg_scalar b) { return a < b ? a : b; }
FG_INLINE fg_scalar fg_max(fg_scalar a, fg_scalar b) { return a > b ? a : b; }
FG_INLINE fg_scalar fg_half(fg_scalar a) { return a * 0.5f; }
FG_INLINE fg_scalar fg_mul(fg_scalar a, fg_scalar b) { return a * b; }
FG_INLINE fg_scalar fg_div(fg_scalar a, fg_scalar b) { return b != 0.0f ? a / b : 0.0f; }
FG_INLINE fg_scalar fg_sqrt(fg_scalar a) { return a > 0.0f ? __builtin_sqrtf(a) : 0.0f; }

FG_INLINE bool fg_lt(fg_scalar a, fg_scalar b) { return a < b; }
FG_INLINE bool fg_le(fg_scalar a, fg_scalar b) { return a <= b; }
FG_INLINE bool fg_gt(fg_scalar a, fg_scalar b) { return a > b; }
FG_INLINE bool fg_ge(fg_scalar a, fg_scalar b) { return a >= b; }
FG_INLINE bool fg_eq(fg_scalar a, fg_scalar b) { return a == b; }
FG_INLINE int fg_sign(fg_scalar a) { return (a > 0.0f) - (a < 0.0f); }

/* NaN is out of the domain too. */
FG_INLINE bool fg_in_domain(fg_scalar a) { return (a >= -(fg_scalar)FG_DOMAIN_UNITS) && (a <= (fg_scalar)FG_DOMAIN_UNITS); }


#ifdef __cplusplus
}
#endif

#endif /* FG_SCALAR_H */
