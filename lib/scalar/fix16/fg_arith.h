/* SPDX-License-Identifier: MIT */
/*
 * fg_arith.h (Q16.16 build, internal) - the per-core integer primitives under the exact
 * arithmetic core: count leading zeros, 32x32->64 multiply, the 32-bit reciprocal and
 * the normalised 64-bit square root. Included by the scalar layer's sources (fg_core.c,
 * fg_scalar.c) and the core's tests only; geometry never sees it (it has no counterpart in the float build).
 *
 * FG_CORE_PATH (set in fg_mul.h) picks how reciprocals and square roots are seeded, from the
 * compiler's predefined macros, or forced with -DFG_CORE_PATH=n (host tests of every path):
 *   FG_PATH_GENERIC 0  portable C, no arch macro matched (host, RISC-V, AVR, ...)
 *   FG_PATH_V6M     1  ARMv6-M: no divide, no long multiply: tables, Newton steps, MULS
 *   FG_PATH_IDIV    2  32-bit hardware divide (ARMv7-M, ARMv8-M mainline), no FPU
 *   FG_PATH_FPSP    3  single-precision FPU: VDIV.F32 / VSQRT.F32 seeds
 *   FG_PATH_FPDP    4  double-precision FPU: VDIV.F64 / VSQRT.F64 seeds
 * Every path returns the same bits: a seed only starts an exact integer correction.
 * FG_NO_INTRINSICS: no compiler builtins and no inline assembly (portable C throughout).
 * Derivations and error bounds: DESIGN.md section 2.
 */
#ifndef FG_ARITH_H
#define FG_ARITH_H

#include <stdint.h>
#include <stdbool.h>
#include "fg_wide.h"

/* FG_PATH_* and FG_CORE_PATH: fg_mul.h (the wide layer's types depend on the path too). */


/* fg_clz32, fg_bits32, fg_bits64, fg_recip32 and fg_div21: fg_mul.h (the wide layer inlines
 * the 64-bit quotient of fg_wratio from them). */

/* floor(sqrt(x)) for a normalised x in [2^62, 2^64) (the root is in [2^31, 2^32)), and
 * *rem = x - root^2 in [0, 2 root]. Exact on every path (fg_core.c). */
uint32_t fg_isqrt64n(uint64_t x, uint64_t *rem);

/* Shared by fg_core.c and fg_scalar.c. */
/* |a| as four limbs (2^127 for -2^127), least significant first; returns a < 0. */
FG_INLINE bool fg_core_mag(const fg_xwide *a, uint32_t m[4])
{
    bool neg = (a->w[3] >> 31) != 0u;
    uint32_t flip = neg ? 0xFFFFFFFFu : 0u; /* -a = ~a + 1 */
    uint64_t c = neg ? (uint64_t)1 : (uint64_t)0;
    c += a->w[0] ^ flip;
    m[0] = (uint32_t)c;
    c = (c >> 32) + (a->w[1] ^ flip);
    m[1] = (uint32_t)c;
    c = (c >> 32) + (a->w[2] ^ flip);
    m[2] = (uint32_t)c;
    m[3] = (uint32_t)(c >> 32) + (a->w[3] ^ flip);
    return neg;
}
/* a * b for 64-bit magnitudes, high half returned, low half in *lo: each partial product
 * accumulated as it is formed (no carry can leave a 64-bit sum: (2^32-1)^2 + 2 (2^32-1)
 * = 2^64 - 1), multiply-accumulates on cores that have them. */
FG_INLINE uint64_t fg_umul64_acc(uint64_t a, uint64_t b, uint64_t *lo)
{
    uint32_t a0 = (uint32_t)a, a1 = (uint32_t)(a >> 32), b0 = (uint32_t)b, b1 = (uint32_t)(b >> 32);
#if FG_ASM_V6M
    /* The four products' words summed by two carry chains of 32-bit adds (GCC widens each
     * sum to 64 bits: about 30 more instructions). */
    uint64_t p00 = fg_umul32(a0, b0), p01 = fg_umul32(a0, b1), p10 = fg_umul32(a1, b0), p11 = fg_umul32(a1, b1);
    uint32_t w1 = (uint32_t)(p00 >> 32), w2 = (uint32_t)(p01 >> 32), w3 = (uint32_t)(p11 >> 32);
    fg_add3c(&w1, &w2, &w3, (uint32_t)p01, (uint32_t)(p10 >> 32));
    fg_add3c(&w1, &w2, &w3, (uint32_t)p10, (uint32_t)p11);
    *lo = ((uint64_t)w1 << 32) | (uint32_t)p00;
    return ((uint64_t)w3 << 32) | w2;
#else
    uint64_t p00 = fg_umul32(a0, b0);
    uint64_t t = fg_umul32(a1, b0) + (p00 >> 32);
    uint64_t u = fg_umul32(a0, b1) + (uint32_t)t;
    *lo = (u << 32) | (uint32_t)p00;
    return fg_umul32(a1, b1) + (t >> 32) + (u >> 32);
#endif
}
/* floor(sqrt(a 4^j)) for a positive 128-bit a, normalised into [2^63, 2^64) (*j
 * returned: floor(sqrt(a)) = S >> j), rem[0..2] = a 4^j - S^2 <= 2S, and
 * *v = fg_recip32(S >> 32). */
uint64_t fg_core_root128(const fg_xwide *a, unsigned *j, uint32_t rem[3], uint32_t *v);
/* a * b for 64-bit magnitudes as two 64-bit halves (the high one returned). */
FG_INLINE uint64_t fg_umul64_hl(uint64_t a, uint64_t b, uint64_t *lo)
{
    uint32_t a0 = (uint32_t)a, a1 = (uint32_t)(a >> 32), b0 = (uint32_t)b, b1 = (uint32_t)(b >> 32);
    uint64_t p00 = fg_umul32(a0, b0), p01 = fg_umul32(a0, b1), p10 = fg_umul32(a1, b0);
    uint64_t mid = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
    *lo = (mid << 32) | (uint32_t)p00;
    return fg_umul32(a1, b1) + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}
/* |ab| vs |cd| for 64-bit magnitudes, exactly: -1, 0, +1. */
FG_INLINE int fg_cmp_exact(uint64_t a, uint64_t b, uint64_t c, uint64_t d)
{
    uint64_t xl, yl, xh = fg_umul64_acc(a, b, &xl), yh = fg_umul64_acc(c, d, &yl);
    if (xh != yh) {
        return (xh > yh) ? 1 : -1;
    }
    if (xl != yl) {
        return (xl > yl) ? 1 : -1;
    }
    return 0;
}
/* round(n 2^16 / d) half up, saturated to INT32_MAX, for n < 2^62, 0 < d < 2^62. */
fg_scalar fg_core_q16_64(uint64_t n, uint64_t d);
/* |a b| compared with |c d| for 64-bit magnitudes: -1, 0, +1, exact; on ARMv6-M a filtered
 * estimate first (fg_core.c), elsewhere the inline exact compare. */
#if FG_CORE_PATH == FG_PATH_V6M
int fg_core_cmp2(uint64_t a, uint64_t b, uint64_t c, uint64_t d);
#else
FG_INLINE int fg_core_cmp2(uint64_t a, uint64_t b, uint64_t c, uint64_t d) { return fg_cmp_exact(a, b, c, d); }
#endif

/* floor((u1:u0) / d) or up to 2 more, for a normalised d (top bit set) and u1 < d: a
 * quotient digit where a bounded estimate serves (fg_wlerp). With a 32-bit divide, two
 * 16-bit digits on d's top half (Knuth D), the high one corrected to exact, the low one
 * left up to 2 over (Theorem B); else fg_div21 on fg_recip32 (exact). */
FG_INLINE uint32_t fg_div21_est(uint32_t u1, uint32_t u0, uint32_t d)
{
#if (FG_CORE_PATH == FG_PATH_IDIV) || (FG_CORE_PATH == FG_PATH_FPSP) || (FG_CORE_PATH == FG_PATH_FPDP)
    uint32_t dh = d >> 16, q1 = u1 / dh, q0, r1;
    uint64_t n1 = ((uint64_t)u1 << 16) | (u0 >> 16), p;
    q1 = (q1 > 0xFFFFu) ? 0xFFFFu : q1; /* the digit is at most 2 below q1 */
    p = (uint64_t)q1 * d;
    while (p > n1) {
        q1--;
        p -= d;
    }
    r1 = (uint32_t)(n1 - p); /* below d */
    q0 = r1 / dh;
    q0 = (q0 > 0xFFFFu) ? 0xFFFFu : q0;
    return (q1 << 16) | q0;
#else
    uint32_t rem;
    return fg_div21(u1, u0, d, fg_recip32(d), &rem);
#endif
}

#endif /* FG_ARITH_H */
