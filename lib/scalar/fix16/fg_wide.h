/* SPDX-License-Identifier: MIT */
/*
 * fg_wide.h (Q16.16 build) - INTERNAL: exact wide arithmetic for the geometry code.
 *
 * Not part of the API: not included by fixgeom.h, not installed; names and semantics may
 * change with the library. lib/scalar/float/fg_wide.h is the float build's counterpart.
 *
 * Index
 *   wide       fg_wide (exact product, Q32.32 in int64_t)
 *              fg_wmul fg_wadd fg_wsub fg_wneg fg_wsign fg_wlt fg_wle fg_wany_neg3 fg_wbelow_bit
 *              fg_wnonpos_bit fg_wide_from fg_wshl
 *              fg_wide_to fg_wsqrt fg_wsqrtw fg_wfrac_init_len58 fg_wdiv fg_wmul3 fg_wcmp2 fg_wmuldiv fg_wunit3
 *   fractions  fg_wfrac fg_wbary fg_wratio fg_wlerp fg_wrsqrt fg_wover  one denominator, several rounded quotients
 *   scalar     fg_mul_down (a product rounded down: a batch's reach)
 *   domain     fg_out_of_domain
 *   xwide      fg_xwide: 128 bits, Q64.64, exact products of wides
 *              fg_xwide_from fg_xwide_to fg_xadd fg_xsub fg_xsign    convert, exact +-
 *              fg_xmul fg_xmul3 fg_xscale fg_xshl fg_xpow2            exact products and shifts
 *              fg_xsqrt fg_xsqrt2                                     square roots
 *              fg_xratio fg_xratiow fg_xdivw fg_xratio62              quotients
 *              (fg_x*: operations on fg_xwide; a trailing w: the result is a wide)
 *
 * fg_wmul is exact: the 64-bit product of two raw values, a Q32.32 number. Wide additions
 * wrap (no undefined behaviour for any input); inside the domain they never overflow.
 */
#ifndef FG_WIDE_H
#define FG_WIDE_H

#include "fg_scalar.h"
#include "fix16.h"
#include "fg_mul.h"

typedef int64_t fg_wide;

/* ---- wide, exact intermediates (Q32.32 in int64_t) ---- */
FG_INLINE fg_wide fg_wmul(fg_scalar a, fg_scalar b) { return fg_smul32(a, b); }
FG_INLINE fg_wide fg_wadd(fg_wide a, fg_wide b) { uint64_t wrapped = (uint64_t)a + (uint64_t)b; return (int64_t)wrapped; }
FG_INLINE fg_wide fg_wsub(fg_wide a, fg_wide b) { uint64_t wrapped = (uint64_t)a - (uint64_t)b; return (int64_t)wrapped; }
FG_INLINE fg_wide fg_wneg(fg_wide a) { uint64_t wrapped = 0u - (uint64_t)a; return (int64_t)wrapped; }
FG_INLINE int fg_wsign(fg_wide a) { return (a < 0) ? -1 : ((a > 0) ? 1 : 0); }
FG_INLINE bool fg_wlt(fg_wide a, fg_wide b) { return a < b; }
FG_INLINE bool fg_wle(fg_wide a, fg_wide b) { return a <= b; }
/* a * b rounded down, for a, b >= 0 as unsigned raw values, b < FG_ONE (exact floor; below
 * 2^31 raw). */
FG_INLINE fg_scalar fg_mul_down(fg_scalar a, fg_scalar b)
{
    return (fg_scalar)(fg_umul32((uint32_t)a, (uint32_t)b) >> 16);
}
/* Any of a, b, c below zero: one test of the OR of their sign bits. */
FG_INLINE bool fg_wany_neg3(fg_wide a, fg_wide b, fg_wide c)
{
    return ((((uint64_t)a | (uint64_t)b) | (uint64_t)c) >> 63) != 0u;
}
/* Sign bits to AND or OR over many wides, tested once: fg_wbelow_bit is nonzero when a < 0,
 * fg_wnonpos_bit when a <= 0 (a - 1 < 0, for a above -2^63 as every exact sum here is). */
FG_INLINE uint32_t fg_wbelow_bit(fg_wide a) { return (uint32_t)((uint64_t)a >> 63); }
FG_INLINE uint32_t fg_wnonpos_bit(fg_wide a) { return (uint32_t)(((uint64_t)a - 1u) >> 63); }
/* a*b + c*d + e*f, exact while each product and the sum fit 63 bits (true in the domain). */
FG_INLINE fg_wide fg_wmul3(fg_scalar a, fg_scalar b, fg_scalar c, fg_scalar d, fg_scalar e, fg_scalar f)
{
    return fg_wadd(fg_wadd(fg_wmul(a, b), fg_wmul(c, d)), fg_wmul(e, f));
}
/* Scalar to wide: exact. */
FG_INLINE fg_wide fg_wide_from(fg_scalar a) { return (int64_t)((uint64_t)(int64_t)a << 16); }

/* w 2^n, exact where the caller bounds |w| 2^n below 2^63 (0 <= n < 63). */
FG_INLINE fg_wide fg_wshl(fg_wide w, unsigned n)
{
    uint64_t u = (uint64_t)w << n;
    return (int64_t)u;
}

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

/* o + h, or o - h when sub, saturated to +-INT32_MAX (o = -2^31 too), for h <= 2^31: the
 * overflow tests on o + 2^31 in 32 bits, not on a 64-bit sum. The fractions' lerps end here. */
FG_INLINE fg_scalar fg_offset_sat(fg_scalar o, uint32_t h, bool sub)
{
    uint32_t biased = (uint32_t)o ^ 0x80000000u;
    if (sub) {
        return (biased <= h) ? -INT32_MAX : (fg_scalar)((int64_t)o - (int64_t)h);
    }
    if (biased > (0xFFFFFFFFu - h)) {
        return INT32_MAX;
    }
    return ((biased + h) == 0u) ? -INT32_MAX : (fg_scalar)((int64_t)o + (int64_t)h); /* o = -2^31, h = 0 */
}

/* Compiled helpers (fg_scalar.c of this build). */
/* sqrt of a non-negative wide value, as a scalar: floor(sqrt(raw)) rounded to nearest, exact
 * to 0.5 LSB for every argument (sqrt(x * 2^32) = sqrt(x) * 2^16). Negative input gives 0. */
fg_scalar fg_wsqrt(fg_wide a);
/* sqrt(a) as a wide, rounded to nearest, for a wide a (0 for a <= 0): fg_xsqrt(fg_xwide_from(a))
 * bit for bit (0.5 LSB of Q32.32), from one 64-bit root and one 16-bit digit. */
fg_wide fg_wsqrtw(fg_wide a);
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
/* a0*s0 + a1*s1 + a2*s2 for wides a_i and scalars s_i, exact (Q64.64): the value of
 * fg_xmul3(a0, fg_wide_from(s0), ...) from 64x32-bit products (half the multiplies). */
fg_xwide fg_xdot3ws(fg_wide a0, fg_scalar s0, fg_wide a1, fg_scalar s1, fg_wide a2, fg_scalar s2);
/* a*s for a scalar s, the magnitude truncated to Q64.64: error < 2^-64 (exact when s is
 * an integer or a's raw value is a multiple of 2^16); wraps above 2^127. */
fg_xwide fg_xscale(fg_xwide a, fg_scalar s);
/* To a scalar, rounded to nearest (ties away from zero), saturated to +-(2^31-1) raw. */
fg_scalar fg_xwide_to(fg_xwide a);
/* sqrt(a) as a wide (Q32.32), rounded to nearest (0.5 wide LSB); a <= 0 gives 0;
 * saturates to 2^63-1 raw. */
fg_wide fg_xsqrt(fg_xwide a);
/* 2^j sqrt(a), i.e. fg_xsqrt(fg_xshl(a, 2 j)) without the shift's wrap: rounded to nearest,
 * saturated to 2^63-1 raw (a 4^j >= 2^128 included); a <= 0 gives 0. */
fg_wide fg_xsqrt_scaled(const fg_xwide *a, unsigned j);
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

/* ---- grid traversal (fg_grid.c) ---- */
/* o + k * s exact, saturated to +-(2^31-1) raw: grid line k of a grid at o with cells of s
 * (a saturated line is out of the domain, and the grid is rejected). */
FG_INLINE fg_scalar fg_grid_line(fg_scalar o, fg_scalar s, int32_t k)
{
    int64_t v = (int64_t)o + fg_smul32(s, k);
    return (v > INT32_MAX) ? INT32_MAX : ((v < -INT32_MAX) ? -INT32_MAX : (fg_scalar)v);
}
/* floor(a / s) for s > 0: the index of the cell of size s holding a (relative to the grid). */
FG_INLINE int32_t fg_floor_div(fg_scalar a, fg_scalar s)
{
    int32_t q = a / s;
    if ((a % s) < 0) {
        q--;
    }
    return q;
}
/* An exact Q16.16 fraction num / den (0 <= num, 0 < den <= 2^30 raw) split as the
 * quotient q = floor(num * 2^16 / den) and the remainder r < den: a DDA advances it by a
 * constant step with two additions (fg_tfrac_add) and rounds it without dividing. A value
 * above 2 saturates q to FG_TFRAC_FAR (only values <= 1 are ever rounded for output). */
#define FG_TFRAC_FAR ((fg_scalar)0x40000000)
typedef struct {
    fg_scalar q;
    uint32_t r;
} fg_tfrac;
FG_INLINE fg_tfrac fg_tfrac_make(fg_scalar num, fg_scalar den)
{
    fg_tfrac f;
    uint32_t rem = (uint32_t)num, d = (uint32_t)den, q = 0u;
    unsigned i;
    if (rem > (2u * d)) {
        f.q = FG_TFRAC_FAR;
        f.r = 0u;
        return f;
    }
    while (rem >= d) { /* the integer part: at most 2 */
        rem -= d;
        q++;
    }
    for (i = 0u; i < 16u; i++) { /* 16 fraction bits by restoring division (rem < d <= 2^30) */
        rem <<= 1;
        q <<= 1;
        if (rem >= d) {
            rem -= d;
            q |= 1u;
        }
    }
    f.q = (fg_scalar)q;
    f.r = rem;
    return f;
}
/* a + b for two fractions over the same den, exact (saturating at FG_TFRAC_FAR). */
FG_INLINE fg_tfrac fg_tfrac_add(fg_tfrac a, fg_tfrac b, fg_scalar den)
{
    fg_tfrac f;
    uint32_t q = (uint32_t)a.q + (uint32_t)b.q, r = a.r + b.r;
    if (r >= (uint32_t)den) {
        r -= (uint32_t)den;
        q++;
    }
    f.q = (q >= (uint32_t)FG_TFRAC_FAR) ? FG_TFRAC_FAR : (fg_scalar)q;
    f.r = r;
    return f;
}
/* The fraction rounded to nearest (ties up): 0.5 LSB. */
FG_INLINE fg_scalar fg_tfrac_round(fg_tfrac a, fg_scalar den)
{
    fg_scalar q = a.q;
    if ((2u * a.r) >= (uint32_t)den) {
        q++;
    }
    return q;
}

/* ---- capsules (fg_capsule.c): degree-6 and degree-8 decisions ---- */
/* Sign of a*b - c*d for 128-bit a, b, c, d: -1, 0 or +1, exact for every input (the
 * products are formed in 256 bits). For comparisons such as P^2 |u|^2 against Q^2 whose
 * terms no longer fit 128 bits. Float build: the sign of the float expression. */
int fg_xcmp2(const fg_xwide *a, const fg_xwide *b, const fg_xwide *c, const fg_xwide *d);
/* ---- 3D capsules (fg_capsule.c): sums of 256-bit products, in 288 bits ---- */
/* Sign of x0^2 + x1^2 + x2^2 - c*d: -1, 0 or +1, exact for |x_i| < 2^126 and |c d| < 2^254. */
int fg_xsq3cmp(const fg_xwide x[3], const fg_xwide *c, const fg_xwide *d);
/* sqrt(4^j (b^2 - a*c)) as an fg_xwide (the raw root of the raw value; 0 when not positive),
 * within 0.5 raw below 2^62 and 2^-61 relative above: for 4^j (b^2 - a c) < 2^254, j >= 0. */
fg_xwide fg_xroot_bac(const fg_xwide *b, const fg_xwide *a, const fg_xwide *c, int j);

/* ---- one wide denominator, its quotients without the 128-bit path (fg_line.c, fg_polygon.c) ----
 * fg_wfrac holds a wide den and the reciprocal of its top 32 bits. Its quotients equal
 * fg_wrecip_lerp / fg_xratio of the same den bit for bit (exact rounding, same saturation):
 * for |den| < 2^62 and |d num| < |den| 2^31 (every in-domain use) one corrected 2/1 step
 * on the 96-bit product |d num|, otherwise the core's path. Float build: float. */
typedef struct {
    uint64_t mag; /* |den| */
    uint32_t dn;  /* the 32 leading bits of |den| (top bit set); 0: den == 0 */
    uint32_t v;   /* fg_recip32(dn) */
    uint8_t bits; /* significant bits of |den|; above 62: the core's path */
    bool neg;     /* den < 0 */
} fg_wfrac;
void fg_wfrac_init(fg_wfrac *r, fg_wide den);
/* o + d num / den rounded once (0.5 LSB), saturated: fg_wrecip_lerp bit for bit. */
fg_scalar fg_wfrac_lerp(const fg_wfrac *r, fg_scalar o, fg_scalar d, fg_wide num);
/* num / den as a scalar, rounded, saturated: fg_xratio of the two as fg_xwide_from. */
fg_scalar fg_wfrac_q16(const fg_wfrac *r, fg_wide num);
/* Barycentric weights: a / den, b / den and (den - a - b) / den into q[0..2], each the
 * value of fg_wfrac_q16 of den (0.5 LSB), for |den|, |a|, |b|, |den - a - b| < 2^62. */
void fg_wbary(fg_wide den, fg_wide a, fg_wide b, fg_scalar q[3]);

/* ---- one length for three quotients, one fraction for several lerps (fg_plane.c) ---- */
/* The unit vector along (x, y, z) as fg_plane_unit_normal defines it (0.51 LSB): the vector
 * times 2^s, s the least count that brings max |.| to 2048 units (exact; the float build's
 * fg_lift2048_3), len = fg_wsqrt of its squared length, then each component / len rounded
 * to nearest (ties away from zero). (0, 0, 0) gives (0, 0, 0). Below 2^29 raw one
 * reciprocal estimate of len and a remainder check per quotient, else the exact reciprocal;
 * from 2^30 raw (out of the domain) a squared length of 2^63 or more gives (0, 0, 0). */
void fg_unit3(fg_scalar x, fg_scalar y, fg_scalar z, fg_scalar *ux, fg_scalar *uy, fg_scalar *uz);
/* A fraction t = num / den of two wides kept for several lerps o + d t: fg_wratio_init
 * forms q = floor(t 2^64) once when 0 < num < den (one 128/64-bit division), and each
 * fg_wratio_lerp rounds o + d t from |d| q, with the exact quotient of fg_wrecip_lerp only
 * when that estimate cannot decide (t = 0 and t = 1 are direct; a negative den is negated
 * with num first). Every result is
 * fg_wrecip_lerp(r of den, o, d, num) bit for bit, for any num and den. */
typedef struct {
    uint64_t q; /* floor(num 2^64 / den); 0: not 0 < num < den (every lerp takes the exact path) */
    fg_wide num, den;
} fg_wratio;
/* The same for 0 < num < den, known to the caller (the checks skipped). Inline, but for
 * ARMv6-M, where the two 3/2 digits' products are long: there one copy out of line. */
FG_INLINE void fg_wratio_init_inside_inline(fg_wratio *f, fg_wide num, fg_wide den)
{
    f->num = num;
    f->den = den;
    f->q = fg_ratio64((uint64_t)num, (uint64_t)den);
}
/* fg_wratio_init's body: the same fraction with den > 0 (both terms negated when neither
 * is -2^63), q only for 0 < num < den. */
FG_INLINE void fg_wratio_init_any(fg_wratio *f, fg_wide num_in, fg_wide den_in)
{
    bool flip = (den_in < 0) && (den_in >= -INT64_MAX) && (num_in >= -INT64_MAX);
    fg_wide num = flip ? -num_in : num_in, den = flip ? -den_in : den_in;
    f->num = num;
    f->den = den;
    f->q = 0u;
    if ((num > 0) && (num < den)) {
        f->q = fg_ratio64((uint64_t)num, (uint64_t)den);
    }
}
#if defined(__ARM_ARCH_6M__)
void fg_wratio_init(fg_wratio *f, fg_wide num, fg_wide den);
void fg_wratio_init_inside(fg_wratio *f, fg_wide num, fg_wide den);
#else
static FG_FORCE_INLINE void fg_wratio_init(fg_wratio *f, fg_wide num, fg_wide den)
{
    fg_wratio_init_any(f, num, den);
}
static FG_FORCE_INLINE void fg_wratio_init_inside(fg_wratio *f, fg_wide num, fg_wide den)
{
    fg_wratio_init_inside_inline(f, num, den);
}
#endif
/* fg_wratio_lerp's exact path (fg_scalar.c): the value for any num and den. */
fg_scalar fg_wratio_exact(const fg_wratio *f, fg_scalar o, fg_scalar d);
/* 2 |d| t lies in [P, P + 2 |d|) / 2^64 for P = 2 |d| q, q = floor(t 2^64), 0 < t < 1: its
 * floor is P's top part when the low 64 bits neither are 0 nor carry on adding 2 |d|; then
 * 2 |d| t is no integer, o + d t no tie, and the rounding is floor((F + 1) / 2) for
 * F = floor(2 (o + d t)). False: the estimate cannot decide (or q == 0, d == 0, |d| = 2^31). */
FG_INLINE bool fg_wratio_q64(uint64_t q, fg_scalar o, fg_scalar d, fg_scalar *out)
{
    uint32_t ad2 = (d < 0) ? (0u - (uint32_t)d) : (uint32_t)d;
    if (ad2 < 0x80000000u) { /* q == 0 or d == 0: lo == 0 below */
        uint64_t p1;
        uint32_t lo1;
        bool known;
        ad2 <<= 1; /* 2 |d| < 2^32 */
        /* q's top word first (one product): 2 |d| t 2^32 lies in [P, P + 2 |d|) for
         * P = 2 |d| (q >> 32), the same test on 32 bits; all of q when that cannot decide */
        p1 = fg_umul32((uint32_t)(q >> 32), ad2);
        lo1 = (uint32_t)p1;
        known = (lo1 != 0u) && ((lo1 + ad2) > lo1);
        if (!known) {
            uint64_t p0 = fg_umul32((uint32_t)q, ad2), lo;
            p1 += p0 >> 32;
            lo = (p1 << 32) | (uint32_t)p0;
            known = (lo != 0u) && ((lo + ad2) > lo);
        }
        if (known) {
            /* q2 = floor(2 |d| t): F = 2 o + q2, or 2 o - q2 - 1 for d < 0; either way the
             * rounded value is o +- ceil(q2 / 2) */
            uint32_t q2 = (uint32_t)(p1 >> 32);
            *out = fg_offset_sat(o, (q2 >> 1) + (q2 & 1u), d < 0);
            return true;
        }
    }
    return false;
}

/* o + d num / den rounded once (0.5 LSB): the estimate, else the exact path. */
FG_INLINE fg_scalar fg_wratio_lerp_inline(const fg_wratio *f, fg_scalar o, fg_scalar d)
{
    fg_scalar res;
    if (fg_wratio_q64(f->q, o, d, &res)) {
        return res;
    }
    if ((d == 0) || (f->num == 0)) { /* o itself (t = 0, or the 2D callers' z), not the exact path */
        return (o < -INT32_MAX) ? -INT32_MAX : o;
    }
    return fg_wratio_exact(f, o, d);
}
/* Inline, but for ARMv6-M, where its two 32x32 products take 34 instructions a copy: there
 * one copy out of line (fg_scalar.c). */
#if defined(__ARM_ARCH_6M__)
fg_scalar fg_wratio_lerp(const fg_wratio *f, fg_scalar o, fg_scalar d);
#else
static FG_FORCE_INLINE fg_scalar fg_wratio_lerp(const fg_wratio *f, fg_scalar o, fg_scalar d)
{
    return fg_wratio_lerp_inline(f, o, d);
}
#endif

/* t itself as a scalar, fg_wratio_lerp(f, 0, FG_ONE) bit for bit. For 0 < t < 1 from q's top
 * bits: t 2^64 lies in [q, q + 1), so floor(t 2^16 + 1/2) = floor((q + 2^47) / 2^48), which
 * is ((q >> 47) + 1) >> 1 (no carry out of q). */
FG_INLINE fg_scalar fg_wratio_t(const fg_wratio *f)
{
    return (f->q != 0u) ? (fg_scalar)(uint32_t)(((f->q >> 47) + 1u) >> 1) : fg_wratio_lerp(f, 0, (fg_scalar)0x10000);
}
/* One crossing's two parameters t_a = num_a / den and t_b = num_b / den (den > 0, 0 <= num_a,
 * num_b <= den) through one reciprocal of den, each as its top quotient digit q1 =
 * floor(t 2^32): t 2^32 lies in [q1, q1 + 1), so t rounded to a scalar is ((q1 >> 15) + 1) >> 1
 * (as fg_wratio_t), and o + d t_a is decided from q1 as fg_wratio_q64's first test decides it
 * from q's top word; else (rarely, or at t_a = 0 and 1) through fg_wratio. */
typedef struct {
    fg_wide num, den; /* t_a */
    uint32_t q1;      /* floor(t_a 2^32) for 0 < num < den; 0: every lerp through fg_wratio */
} fg_wtop;
/* t rounded to a scalar from its top digit q1 = floor(t 2^32), 0 < t < 1 (fg_wratio_t's
 * rounding: no carry out of q1's bits). */
FG_INLINE fg_scalar fg_t_of_digit(uint32_t q1) { return (fg_scalar)(((q1 >> 15) + 1u) >> 1); }
/* fa for t_a; *ta and *tb the two parameters rounded once, fg_wratio_t bit for bit (any of
 * the endpoints 0 and 1 included). */
void fg_wtop_init2_any(fg_wtop *fa, fg_scalar *ta, fg_scalar *tb, fg_wide num_a, fg_wide num_b, fg_wide den);
/* The same, inline for the common case 0 < t_a, t_b < 1 (two 3/2 digits); the endpoints out
 * of line. ARMv6-M (its digits' products are long): always fg_wtop_init2_any. */
#if defined(__ARM_ARCH_6M__)
static FG_FORCE_INLINE void fg_wtop_init2(fg_wtop *fa, fg_scalar *ta, fg_scalar *tb, fg_wide num_a, fg_wide num_b,
                                          fg_wide den)
{
    fg_wtop_init2_any(fa, ta, tb, num_a, num_b, den);
}
#else
static FG_FORCE_INLINE void fg_wtop_init2(fg_wtop *fa, fg_scalar *ta, fg_scalar *tb, fg_wide num_a, fg_wide num_b,
                                          fg_wide den)
{
    if ((num_a > 0) && (num_a < den) && (num_b > 0) && (num_b < den)) {
        unsigned s = 64u - fg_bits64((uint64_t)den);
        uint64_t dn = (uint64_t)den << s, ra = (uint64_t)num_a << s, rb = (uint64_t)num_b << s;
        uint32_t d1 = (uint32_t)(dn >> 32), v = fg_recip_3by2_from(d1, (uint32_t)dn, fg_recip32(d1));
        fa->num = num_a;
        fa->den = den;
        fa->q1 = fg_digit_3by2(&ra, 0u, dn, v);
        *ta = fg_t_of_digit(fa->q1);
        *tb = fg_t_of_digit(fg_digit_3by2(&rb, 0u, dn, v));
    } else {
        fg_wtop_init2_any(fa, ta, tb, num_a, num_b, den);
    }
}
#endif
/* fg_wtop_lerp's path through fg_wratio (fg_scalar.c). */
fg_scalar fg_wtop_exact(const fg_wtop *f, fg_scalar o, fg_scalar d);
/* o + d t_a rounded once (0.5 LSB), saturated: fg_wratio_lerp of the same fraction bit for bit. */
FG_INLINE fg_scalar fg_wtop_lerp_inline(const fg_wtop *f, fg_scalar o, fg_scalar d)
{
    uint32_t ad2 = (d < 0) ? (0u - (uint32_t)d) : (uint32_t)d;
    if (ad2 < 0x80000000u) {
        uint64_t p1;
        uint32_t lo1;
        ad2 <<= 1; /* 2 |d| t 2^32 lies in [P, P + 2 |d|) for P = 2 |d| q1 */
        p1 = fg_umul32(f->q1, ad2);
        lo1 = (uint32_t)p1;
        if ((lo1 != 0u) && ((lo1 + ad2) > lo1)) { /* q1 = 0 or d = 0: lo1 = 0, not here */
            uint32_t q2 = (uint32_t)(p1 >> 32);
            return fg_offset_sat(o, (q2 >> 1) + (q2 & 1u), d < 0);
        }
    }
    return fg_wtop_exact(f, o, d);
}
/* Inline, but for ARMv6-M (its product is 17 instructions): there one copy out of line. */
#if defined(__ARM_ARCH_6M__)
fg_scalar fg_wtop_lerp(const fg_wtop *f, fg_scalar o, fg_scalar d);
#else
static FG_FORCE_INLINE fg_scalar fg_wtop_lerp(const fg_wtop *f, fg_scalar o, fg_scalar d)
{
    return fg_wtop_lerp_inline(f, o, d);
}
#endif

/* A fraction t = num / den of any sign and size for several lerps o + d t (a projection
 * onto a line or a plane, where t is not bounded by 1): fg_wlerp_init forms q, one quotient
 * digit of |t| 2^(32 - c) (32 significant bits, or 32 fraction bits below 1/2), at most 4
 * over; each fg_wlerp_at rounds o + d t from one 32x32 product |d| 2^(c + 1) q unless that
 * cannot decide (o + d t within about |d t| 2^-27 of a rounding point), then from
 * fg_wfrac_lerp's exact quotient. No digit (every lerp exact) for |t| >= 2^27, or when a
 * projection's move |num| / sqrt(den) can reach about 2^27 (most lerps would fall back), or
 * for den <= 0 (the callers' den = n.n is positive). Every result is fg_wfrac_lerp(r of den,
 * o, d, num) bit for bit, for any num and den. */
typedef struct {
    fg_wide num, den;
    uint32_t q;   /* floor(|t| 2^(32 - c)) or up to 4 more */
    uint32_t lim; /* 2^28 >> c: the |d| below which u = |d| 2^(c + 1) < 2^29; 0: no estimate */
    uint8_t ushift; /* c + 1 */
    bool neg; /* num < 0 (read with lim > 0, i.e. den > 0) */
} fg_wlerp;
void fg_wlerp_init(fg_wlerp *f, fg_wide num, fg_wide den);
/* fg_wlerp_at's exact path (fg_scalar.c). */
fg_scalar fg_wlerp_exact(const fg_wlerp *f, fg_scalar o, fg_scalar d);
/* o +- |d t| rounded (sub: minus) from a digit q of |t| 2^(32 - c), floor or up to 4 over,
 * and u = |d| 2^(c + 1) < 2^29: 2 |d t| 2^32 lies in [P - 4 u, P + u) for P = q u, so its
 * floor is P's high word when P's low word lo lies in (4 u, 2^32 - u), i.e. 4 u < lo <= ~u
 * (d = 0 gives P = 0, never inside); then o +- d t is no tie and rounds to o +- ceil(hi / 2)
 * (as fg_wratio_q64). False: the digit cannot decide. */
FG_INLINE bool fg_digit_lerp(uint32_t q, uint32_t u, fg_scalar o, bool sub, fg_scalar *out)
{
    uint64_t p = fg_umul32(q, u);
    uint32_t lo = (uint32_t)p;
    if ((lo > (u << 2)) && (lo <= ~u)) {
        uint32_t hi = (uint32_t)(p >> 32);
        *out = fg_offset_sat(o, (hi >> 1) + (hi & 1u), sub);
        return true;
    }
    return false;
}
FG_INLINE fg_scalar fg_wlerp_at_inline(const fg_wlerp *f, fg_scalar o, fg_scalar d)
{
    uint32_t ad = (d < 0) ? (0u - (uint32_t)d) : (uint32_t)d;
    fg_scalar res;
    if ((ad < f->lim) && fg_digit_lerp(f->q, ad << f->ushift, o, (d < 0) != f->neg, &res)) {
        return res;
    }
    return fg_wlerp_exact(f, o, d);
}
/* Inline, but for ARMv6-M, where the product is 17 instructions: there one copy out of line. */
#if defined(__ARM_ARCH_6M__)
fg_scalar fg_wlerp_at(const fg_wlerp *f, fg_scalar o, fg_scalar d);
#else
static FG_FORCE_INLINE fg_scalar fg_wlerp_at(const fg_wlerp *f, fg_scalar o, fg_scalar d)
{
    return fg_wlerp_at_inline(f, o, d);
}
#endif

/* ---- a radius over a length (fg_sphere.c) ---- */
/* t = r / sqrt(dd) for 0 <= r, r^2 < dd (a ball's radius over the distance to a point): each
 * fg_wrsqrt_lerp is o + d t rounded once from the exact value (0.5 LSB, ties away from 0) for
 * |d| <= sqrt(dd) (d a component of the vector whose squared length is dd). q is one digit
 * of t 2^32 from dd's 32-bit root, floor(t 2^32) or up to 4 over: fg_digit_lerp decides
 * with it, else fg_wrsqrt_exact compares squares. Outside that domain: defined, unspecified. */
typedef struct {
    fg_wide dd;
    fg_scalar r;
    uint32_t q;
} fg_wrsqrt;
void fg_wrsqrt_init(fg_wrsqrt *f, fg_scalar r, fg_wide dd);
/* fg_wrsqrt_lerp's exact path (fg_scalar.c). */
fg_scalar fg_wrsqrt_exact(const fg_wrsqrt *f, fg_scalar o, fg_scalar d);
/* u = 2 |d| (c = 0) below 2^29 for |d| < 2^28 (4096 units); larger |d| takes the exact path. */
FG_INLINE fg_scalar fg_wrsqrt_lerp_inline(const fg_wrsqrt *f, fg_scalar o, fg_scalar d)
{
    uint32_t ad = (d < 0) ? (0u - (uint32_t)d) : (uint32_t)d;
    fg_scalar res;
    if ((FG_ESTIMATES != 0) && (ad < 0x10000000u) && fg_digit_lerp(f->q, ad << 1, o, d < 0, &res)) {
        return res;
    }
    return fg_wrsqrt_exact(f, o, d);
}
/* Inline, but for ARMv6-M (its product is 17 instructions): there one copy out of line. */
#if defined(__ARM_ARCH_6M__)
fg_scalar fg_wrsqrt_lerp(const fg_wrsqrt *f, fg_scalar o, fg_scalar d);
#else
static FG_FORCE_INLINE fg_scalar fg_wrsqrt_lerp(const fg_wrsqrt *f, fg_scalar o, fg_scalar d)
{
    return fg_wrsqrt_lerp_inline(f, o, d);
}
#endif

/* ---- a contact normal over a radius (fg_sphere.c) ---- */
/* A fraction t (fg_wratio) and a radius r, normalised, with r's reciprocal (v = 0: r <= 0,
 * no estimates). */
typedef struct {
    const fg_wratio *t;
    fg_scalar rad; /* r itself */
    uint32_t r, v; /* r, and fg_recip32(rn) (double-precision FPU: 1 when t's q > 0); 0: none */
#if FG_CORE_PATH == FG_PATH_FPDP
    double t_d, inv16; /* t and 2^16 / r in double precision */
#else
    uint32_t rn; /* r 2^k, its top bit set */
    uint8_t k;
#endif
} fg_wover;
void fg_wover_init(fg_wover *u, const fg_wratio *t, fg_scalar r);
/* (m0 + (m1 - m0) t) / r as a scalar, rounded to nearest (ties away from zero), for
 * 0 < t < 1 (t's q = floor(t 2^64)): from q, whose truncation moves the value by less than
 * one 2^-32 unit, when that cannot move the rounding (true); else false, for the caller's
 * exact path. Float build: the float quotient, always true. */
bool fg_wover_q16(const fg_wover *u, fg_scalar m0, fg_scalar m1, fg_scalar *out);
/* (p + q t) / r for wides p, q, i.e. (p den + q num) / (r den), rounded once to nearest
 * (ties away from zero), saturated: from t's q when its truncation cannot move the rounding
 * (|p|, |q| < 2^61, 0 < t < 1, r > 0), else one 128-bit quotient. Float build: the same
 * quotient in float. */
fg_scalar fg_wover_q16_wide(const fg_wover *u, fg_wide p, fg_wide q);

/* ---- swept box vs triangle (fg_box_triangle_sweep.c): depths over irrational axis lengths ---- */
/* Sign of a*a*b - c*c*d for 128-bit a, b, c, d: -1, 0 or +1, exact for every input (the
 * products are formed in 384 bits). Compares D1 / sqrt(Q1) with D2 / sqrt(Q2) for
 * non-negative depths D and squared axis lengths Q (D1^2 Q2 against D2^2 Q1).
 * Float build: the sign of the float expression. */
int fg_xcmp2sq(const fg_xwide *a, const fg_xwide *b, const fg_xwide *c, const fg_xwide *d);
/* fg_xcmp2 (the same result), through fg_wcmp2's 128-bit products when all four operands
 * are wides converted by fg_xwide_from: exact comparisons of fractions most of whose
 * terms fit 64 bits. Float build: fg_xcmp2. */
int fg_xcmp2w(const fg_xwide *a, const fg_xwide *b, const fg_xwide *c, const fg_xwide *d);

/* ---- the movers' clip direction (fg_mover.c) ---- */
/* (x, y, z) as three scalars in the same direction: the magnitudes shifted right together
 * by the fewest bits that bring each within 2^30 raw, signs kept (truncation toward zero);
 * unchanged when they already fit. A deterministic grid vector for a wide direction (a
 * triangle's normal), so a clip along it is reproducible exactly. */
FG_INLINE void fg_wreduce3(fg_wide x, fg_wide y, fg_wide z, fg_scalar *ox, fg_scalar *oy, fg_scalar *oz)
{
    uint64_t ax = (x < 0) ? (0u - (uint64_t)x) : (uint64_t)x;
    uint64_t ay = (y < 0) ? (0u - (uint64_t)y) : (uint64_t)y;
    uint64_t az = (z < 0) ? (0u - (uint64_t)z) : (uint64_t)z;
    uint64_t m = (ax > ay) ? ax : ay;
    unsigned k = 0u;
    m = (m > az) ? m : az;
    while ((m >> k) > ((uint64_t)1 << 30)) {
        k++;
    }
    ax >>= k;
    ay >>= k;
    az >>= k;
    *ox = (x < 0) ? -(fg_scalar)ax : (fg_scalar)ax;
    *oy = (y < 0) ? -(fg_scalar)ay : (fg_scalar)ay;
    *oz = (z < 0) ? -(fg_scalar)az : (fg_scalar)az;
}

/* ---- segment-triangle and ball casts (fg_triangle.c, fg_sphere.c): one 128-bit denominator ----
 * fg_xfrac holds |den| normalised to 128 bits and the reciprocal of its top 32 bits. A
 * quotient of |num| < |den| is one corrected 2/1 step per 32-bit digit on the 160-bit
 * partial remainder (the estimate is at most 2 over); fg_xfrac_set_t keeps 64 bits of one
 * fraction t = num / den in (0, 1) for lerps, decided like fg_wratio_lerp. Every result is
 * the fg_xrecip one bit for bit (any num and den: outside the fast path the core's path).
 * Float build: float. */
typedef struct {
    uint32_t d[4];        /* |den| << s, d[3]'s top bit set (den != 0) */
    uint32_t v;           /* fg_recip32(d[3]) */
    uint64_t q;           /* floor(t 2^64) for the t of fg_xfrac_set_t; 0: the core's path */
    const fg_xwide *den;  /* the core's path */
    const fg_xwide *num;  /* t's numerator */
    uint8_t s;            /* 128 - bits(|den|); 255: den == 0 */
    uint8_t neg;          /* den < 0 */
} fg_xfrac;
/* den (kept by address: it must outlive f). */
void fg_xfrac_init(fg_xfrac *f, const fg_xwide *den);
/* num / den as Q16.16, rounded, saturated: fg_xrecip_q16 bit for bit. */
fg_scalar fg_xfrac_q16(const fg_xfrac *f, const fg_xwide *num);
/* t = num / den for fg_xfrac_lerp (num kept by address). */
void fg_xfrac_set_t(fg_xfrac *f, const fg_xwide *num);
/* o + d t rounded once, saturated: fg_xrecip_lerp(r of den, o, d, num) bit for bit. */
fg_scalar fg_xfrac_lerp(const fg_xfrac *f, fg_scalar o, fg_scalar d);

/* The ball core's scaling (fg_sphere.c): nb and c doubled while nb < 2^58 raw, at most 58
 * times (each doubling wraps like fg_wadd); returns the count j. */
int fg_wscale58(fg_wide *nb, fg_wide *c);
/* vv times 4 while it is below 2^58 raw, at most 31 times (a squared length |v|^2, so that
 * 2^j |v| reaches 2^29 raw); returns the count j. */
int fg_wscale58sq(fg_wide *vv);
/* Both lengths of a squared length vv from one root: returns fg_wscale58sq's count j for vv,
 * with r = fg_wfrac_init(r, fg_wsqrtw(vv 4^j)) and *root = fg_wsqrt(vv), each bit for bit. */
int fg_wfrac_init_len58(fg_wfrac *r, fg_wide vv, fg_scalar *root);
/* a 2^k modulo 2^128 (k < 128): exact while the result fits. */
fg_xwide fg_xshl(fg_xwide a, unsigned k);
/* a 2^e for e in [-127, 127]: upward as fg_xshl; downward |a| 2^e truncated, the sign
 * restored (fg_xscale by 2^e, or several such steps: the floor of a floor is one floor). */
fg_xwide fg_xpow2(fg_xwide a, int e);

/* ---- ball/triangle speed (fg_sphere.c) ---- */
/* m0 s + (m1 - m0) c, the scalars as wides (fg_wide_from), exact for 0 <= c <= s: computed
 * as m0 (s - c) + m1 c, two 64x32 products (m1 - m0 may need 33 bits); s - c wraps else. */
fg_xwide fg_xlerp_num(fg_wide s, fg_wide c, fg_scalar m0, fg_scalar m1);
/* ---- small-functions helper (aabb, grid, polygon, triangle, line, segment, plane) ---- */
/* lo <= hi with both in the domain. x + 2^29 (mod 2^32) maps the domain monotonically onto
 * [0, 2^30] and every other int32 above it, so two unsigned compares do the work of two
 * domain tests and the order test (a box's validity per axis). */
FG_INLINE bool fg_span_in_domain(fg_scalar lo, fg_scalar hi)
{
    uint32_t ul = (uint32_t)lo + ((uint32_t)FG_DOMAIN_UNITS << 16);
    uint32_t uh = (uint32_t)hi + ((uint32_t)FG_DOMAIN_UNITS << 16);
    return (ul <= uh) && (uh <= ((uint32_t)FG_DOMAIN_UNITS << 17));
}

/* fg_span_in_domain for a span known to be ordered (lo <= hi): two signed compares with
 * constants that share one load. */
FG_INLINE bool fg_ordered_span_in_domain(fg_scalar lo, fg_scalar hi)
{
    fg_scalar top = (fg_scalar)((uint32_t)FG_DOMAIN_UNITS << 16);
    return (hi <= top) && (lo >= -top);
}

/* amin <= bmin <= bmax <= amax with a's span in the domain (so b's too). On ARMv7E-M with
 * a double-precision FPU (Cortex-M7) the tests go in pairs joined by &: GCC's tuning for
 * that core if-converts a chain of five && into conditional moves (25 instructions an
 * axis), but branches on two pairs; elsewhere the pairs would cost misses a compare. */
FG_INLINE bool fg_nested_span_in_domain(fg_scalar amin, fg_scalar amax, fg_scalar bmin, fg_scalar bmax)
{
#if defined(__ARM_ARCH_7EM__) && defined(__ARM_FP) && ((__ARM_FP & 8) != 0)
    return ((amin <= bmin) & (bmin <= bmax)) && ((bmax <= amax) & fg_ordered_span_in_domain(amin, amax));
#else
    return (amin <= bmin) && (bmin <= bmax) && (bmax <= amax) && fg_ordered_span_in_domain(amin, amax);
#endif
}

/* A domain filter to OR over many inputs: fg_domain_mag is the one's complement magnitude
 * of a (a, or -a - 1 when negative); when fg_domain_fast(OR of them) is true, every input is
 * in the domain (|a| < 2^29 raw); else test each with fg_out_of_domain. Two instructions per
 * input on Thumb-2 where the exact test takes five; three on ARMv6-M, where GCC's exact
 * tests remake their constants for each input. On the 8-bit AVR each 32-bit step is four,
 * and the flash it adds (to every inline domain check) is what the per-set test images
 * lack: there it is off (constant false, folded away). */
#if defined(__AVR__)
FG_INLINE uint32_t fg_domain_mag(fg_scalar a)
{
    (void)a;
    return 0u;
}
FG_INLINE bool fg_domain_fast(uint32_t m)
{
    (void)m;
    return false;
}
#else
FG_INLINE uint32_t fg_domain_mag(fg_scalar a)
{
    uint32_t u = (uint32_t)a;
    return u ^ (0u - (u >> 31));
}
FG_INLINE bool fg_domain_fast(uint32_t m) { return m < ((uint32_t)FG_DOMAIN_UNITS << 16); }
#endif
/* A small helper called several times on a hot path: inline, but out of line on the AVR,
 * whose per-set test images have no flash for the copies. */
#if defined(__AVR__)
#define FG_HOT_INLINE FG_NOINLINE
#else
#define FG_HOT_INLINE FG_FORCE_INLINE
#endif
/* How a geometry file compiles a domain check of many inputs that a computation on the same
 * inputs follows: inline where the filter above makes it cheap (its loads then serve the
 * computation), out of line on the AVR, where it is each input's exact test. */
#define FG_DOMAIN_CHECK FG_HOT_INLINE
/* A helper split off a public function only to keep its registers off an ARMv6-M frame
 * (8 low registers there): out of line on ARMv6-M, inline on the Thumb-2 cores, where the
 * call would only add its own cost. */
#if defined(__ARM_ARCH_6M__)
#define FG_V6M_SPLIT FG_NOINLINE
#else
#define FG_V6M_SPLIT FG_FORCE_INLINE
#endif
/* The exact domain tests behind the filter out of line (fg_internal.h): on ARMv6-M, where
 * each inline copy remakes its constants and the library's flash is the tighter budget. */
#if defined(__ARM_ARCH_6M__)
#define FG_DOMAIN_EXACT_CALLS 1
#else
#define FG_DOMAIN_EXACT_CALLS 0
#endif
/* ---- ball helper (fg_capsule.c, fg_sphere*.c): scaling counts without doubling loops ---- */
/* The smallest k <= kmax with max_i |x_i| 2^k >= thr (i < n, thr > 0); kmax when there is
 * none (all x_i zero). Exact: the count of a loop that doubles while every |x_i| < thr. */
unsigned fg_xlift(const fg_xwide *x, unsigned n, const fg_xwide *thr, unsigned kmax);
/* fg_wreduce3 for three 128-bit values (their raw Q64.64 integers): the ball mover's clip
 * direction off a triangle's edge (fg_sphere_tri_sweep.c). */
void fg_xreduce3(const fg_xwide x[3], fg_scalar *ox, fg_scalar *oy, fg_scalar *oz);

#endif /* FG_WIDE_H */
