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

typedef float fg_scalar;
typedef float fg_wide;

#define FG_C(x) ((fg_scalar)(x))
#define FG_ZERO (0.0f)
#define FG_ONE (1.0f)
#define FG_HALF (0.5f)
#define FG_LSB (1.0f / 65536.0f)
#define FG_SCALAR_NAME "float"

FG_INLINE fg_scalar fg_from_int(int32_t i) { return (fg_scalar)i; }
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

FG_INLINE fg_wide fg_wmul(fg_scalar a, fg_scalar b) { return a * b; }
FG_INLINE fg_wide fg_wadd(fg_wide a, fg_wide b) { return a + b; }
FG_INLINE fg_wide fg_wsub(fg_wide a, fg_wide b) { return a - b; }
FG_INLINE fg_wide fg_wneg(fg_wide a) { return -a; }
FG_INLINE int fg_wsign(fg_wide a) { return (a > 0.0f) - (a < 0.0f); }
FG_INLINE bool fg_wlt(fg_wide a, fg_wide b) { return a < b; }
FG_INLINE bool fg_wle(fg_wide a, fg_wide b) { return a <= b; }
FG_INLINE fg_wide fg_wmul3(fg_scalar a, fg_scalar b, fg_scalar c, fg_scalar d, fg_scalar e, fg_scalar f)
{
    return a * b + c * d + e * f;
}
FG_INLINE fg_wide fg_wide_from(fg_scalar a) { return a; }
FG_INLINE fg_scalar fg_wide_to(fg_wide a) { return a; }
FG_INLINE fg_scalar fg_wsqrt(fg_wide a) { return fg_sqrt(a); }
FG_INLINE fg_scalar fg_wdiv(fg_wide num, fg_wide den) { return fg_div(num, den); }

FG_INLINE int fg_wcmp2(fg_wide a, fg_wide b, fg_wide c, fg_wide d)
{
    fg_wide x = a * b - c * d;
    return (x > 0.0f) - (x < 0.0f);
}

FG_INLINE fg_scalar fg_wmuldiv(fg_scalar a, fg_wide num, fg_wide den) { return den != 0.0f ? a * num / den : 0.0f; }
FG_INLINE void fg_wunit3(fg_wide x, fg_wide y, fg_wide z, fg_scalar *ux, fg_scalar *uy, fg_scalar *uz)
{
    float l = fg_sqrt(x * x + y * y + z * z);
    *ux = fg_div(x, l);
    *uy = fg_div(y, l);
    *uz = fg_div(z, l);
}

/* NaN is out of the domain too. */
FG_INLINE uint32_t fg_out_of_domain(fg_scalar a)
{
    return !(a >= -(fg_scalar)FG_DOMAIN_UNITS && a <= (fg_scalar)FG_DOMAIN_UNITS);
}

/* ---- xwide: the exact 128-bit quantities of the Q16.16 build are plain floats here ---- */
typedef float fg_xwide;
FG_INLINE fg_xwide fg_xwide_from(fg_wide a) { return a; }
FG_INLINE fg_scalar fg_xwide_to(fg_xwide a) { return a; }
FG_INLINE fg_xwide fg_xadd(fg_xwide a, fg_xwide b) { return a + b; }
FG_INLINE fg_xwide fg_xsub(fg_xwide a, fg_xwide b) { return a - b; }
FG_INLINE int fg_xsign(fg_xwide a) { return (a > 0.0f) - (a < 0.0f); }
FG_INLINE fg_xwide fg_xmul(fg_wide a, fg_wide b) { return a * b; }
FG_INLINE fg_xwide fg_xmul3(fg_wide a0, fg_wide b0, fg_wide a1, fg_wide b1, fg_wide a2, fg_wide b2)
{
    return a0 * b0 + a1 * b1 + a2 * b2;
}
FG_INLINE fg_xwide fg_xscale(fg_xwide a, fg_scalar s) { return a * s; }
FG_INLINE fg_wide fg_xsqrt(fg_xwide a) { return fg_sqrt(a); }
FG_INLINE fg_xwide fg_xsqrt2(fg_wide a, fg_wide b) { return fg_sqrt(a * b); }
FG_INLINE fg_scalar fg_xratio(const fg_xwide *num, const fg_xwide *den) { return *den != 0.0f ? *num / *den : 0.0f; }
FG_INLINE fg_wide fg_xratiow(const fg_xwide *num, const fg_xwide *den) { return *den != 0.0f ? *num / *den : 0.0f; }
FG_INLINE fg_wide fg_xdivw(const fg_xwide *num, fg_wide den) { return den != 0.0f ? *num / den : 0.0f; }
FG_INLINE fg_scalar fg_xratio62(const fg_xwide *num, const fg_xwide *den) { return *den != 0.0f ? *num / *den : 0.0f; }

#endif /* FG_SCALAR_H */
