/* SPDX-License-Identifier: MIT */
/*
 * fg_core.h (Q16.16 build) - the exact arithmetic core for geometry that computes each
 * exact value once and shares one denominator (or one length) per result. Internal to
 * fixgeom (not public API): fg_x* take 128-bit operands, fg_w* 64-bit ones.
 * lib/scalar/float/fg_core.h is the same interface over float. Derivations, error bounds
 * and instruction counts: DESIGN.md section 2.
 *
 * Index
 *   reciprocal  fg_xrecip fg_xrecip_init fg_wrecip_init        one per denominator
 *               fg_xrecip_q16 fg_xrecip_q32                     num/den
 *               fg_xrecip_lerp fg_wrecip_lerp                   o + d*num/den
 *
 * "Rounded" is to nearest with ties away from zero, of the exact value, for every input.
 * Scalars saturate to +-(2^31 - 1) raw and wides to +-(2^63 - 1) raw (never INT32_MIN
 * nor INT64_MIN). Ratios are scale-free: num and den are raw integers of one common scale
 * (e.g. both fg_xwide products, or an fg_xwide over fg_xwide_from(wide)).
 */
#ifndef FG_CORE_H
#define FG_CORE_H

#include "fg_wide.h"

/* The reciprocal of one exact denominator (28 bytes, on the caller's stack). Set once by
 * an init, then read by any number of quotients. Contents are private to fg_core.c. */
typedef struct {
    uint32_t d[4]; /* |den| without its zero low limbs */
    uint32_t dn;   /* the 32 leading bits of d (top bit set); 0 for den == 0 */
    uint32_t v;    /* floor((2^64 - 1) / dn) - 2^32 */
    uint8_t bits;  /* significant bits of d; 0 for den == 0 */
    uint8_t zl;    /* zero limbs dropped from |den| */
    uint8_t neg;   /* den < 0 */
} fg_xrecip;

/* Any den, 0 included (every quotient of a zero den is 0, every lerp returns o). */
void fg_xrecip_init(fg_xrecip *r, const fg_xwide *den);
/* The reciprocal of fg_xwide_from(den). */
void fg_wrecip_init(fg_xrecip *r, fg_wide den);
/* num/den as Q16.16, rounded, saturated: fg_xratio(num, den) bit for bit. */
fg_scalar fg_xrecip_q16(const fg_xrecip *r, const fg_xwide *num);
/* num/den as Q32.32, rounded, saturated: fg_xratiow(num, den) bit for bit. */
fg_wide fg_xrecip_q32(const fg_xrecip *r, const fg_xwide *num);
/* o + d*num/den rounded once (0.5 LSB), saturated; d*num may need 160 bits. den == 0
 * or d == 0 gives o (saturated). With o = 0: fg_wmuldiv(d, num, den) for wides. */
fg_scalar fg_xrecip_lerp(const fg_xrecip *r, fg_scalar o, fg_scalar d, const fg_xwide *num);
/* The same with num given as a wide (fg_xwide_from(num) over a den set by fg_wrecip_init). */
fg_scalar fg_wrecip_lerp(const fg_xrecip *r, fg_scalar o, fg_scalar d, fg_wide num);

#endif /* FG_CORE_H */
