/* SPDX-License-Identifier: MIT */
/*
 * fg_mul.h (Q16.16 build, internal) - the 32x32->64-bit multiplies under the wide layer:
 * on ARMv6-M (no long multiply) four inline MULS instead of a call to libgcc's
 * __aeabi_lmul (17 instructions against about 45); elsewhere the compiler's multiply.
 * Included by fg_wide.h and fg_arith.h only.
 */
#ifndef FG_MUL_H
#define FG_MUL_H

#include <stdint.h>
#include "fg_config.h"

/* Thumb-1 inline multiply: GCC-style asm on ARMv6-M only. */
#if defined(__ARM_ARCH_6M__) && defined(__GNUC__) && !defined(FG_NO_INTRINSICS)
#define FG_ASM_V6M 1
#else
#define FG_ASM_V6M 0
#endif

/* a * b, exact. ARMv6-M: four MULS on 16-bit halves (17 instructions, no __aeabi_lmul). */
FG_INLINE uint64_t fg_umul32(uint32_t a, uint32_t b)
{
#if FG_ASM_V6M
    uint32_t x = a, y = b, lo, hi, t;
    if (__builtin_constant_p(a) && __builtin_constant_p(b)) {
        return (uint64_t)a * b; /* folded at compile time (the asm cannot be) */
    }
    /* x = ah:al, y = bh:bl -> lo = al*bl, hi = ah*bh, the cross products added at bit 16.
     * GCC hands Thumb inline asm to the assembler in divided syntax: switch and restore. */
    __asm__(".syntax unified\n\t"
            "uxth  %[lo], %[x]\n\t"
            "lsrs  %[x], %[x], #16\n\t"
            "uxth  %[t], %[y]\n\t"
            "lsrs  %[y], %[y], #16\n\t"
            "movs  %[hi], %[x]\n\t"
            "muls  %[hi], %[y]\n\t"
            "muls  %[x], %[t]\n\t"
            "muls  %[t], %[lo]\n\t"
            "muls  %[lo], %[y]\n\t"
            "lsls  %[y], %[x], #16\n\t"
            "lsrs  %[x], %[x], #16\n\t"
            "adds  %[t], %[y]\n\t"
            "adcs  %[hi], %[x]\n\t"
            "lsls  %[y], %[lo], #16\n\t"
            "lsrs  %[lo], %[lo], #16\n\t"
            "adds  %[t], %[y]\n\t"
            "adcs  %[hi], %[lo]\n\t"
            ".syntax divided"
            : [x] "+l"(x), [y] "+l"(y), [lo] "=&l"(lo), [hi] "=&l"(hi), [t] "=&l"(t)
            :
            : "cc");
    return ((uint64_t)hi << 32) | t;
#else
    return (uint64_t)a * b;
#endif
}

/* a * b for signed 32-bit values, exact. ARMv6-M: fg_umul32's four MULS on the halves with
 * signed high halves (a = ah 2^16 + al, ah = a >> 16): each cross product ah bl, al bh
 * lies in (-2^31, 2^31), so it is added at bit 16 sign-extended (ASRS for LSRS); no
 * magnitudes, no negation of the product. */
FG_INLINE int64_t fg_smul32(int32_t a, int32_t b)
{
#if FG_ASM_V6M
    uint32_t x = (uint32_t)a, y = (uint32_t)b, lo, hi, t;
    if (__builtin_constant_p(a) && __builtin_constant_p(b)) {
        return (int64_t)a * b; /* folded at compile time (the asm cannot be) */
    }
    __asm__(".syntax unified\n\t"
            "uxth  %[lo], %[x]\n\t"
            "asrs  %[x], %[x], #16\n\t"
            "uxth  %[t], %[y]\n\t"
            "asrs  %[y], %[y], #16\n\t"
            "movs  %[hi], %[x]\n\t"
            "muls  %[hi], %[y]\n\t"
            "muls  %[x], %[t]\n\t"
            "muls  %[t], %[lo]\n\t"
            "muls  %[lo], %[y]\n\t"
            "lsls  %[y], %[x], #16\n\t"
            "asrs  %[x], %[x], #16\n\t"
            "adds  %[t], %[y]\n\t"
            "adcs  %[hi], %[x]\n\t"
            "lsls  %[y], %[lo], #16\n\t"
            "asrs  %[lo], %[lo], #16\n\t"
            "adds  %[t], %[y]\n\t"
            "adcs  %[hi], %[lo]\n\t"
            ".syntax divided"
            : [x] "+l"(x), [y] "+l"(y), [lo] "=&l"(lo), [hi] "=&l"(hi), [t] "=&l"(t)
            :
            : "cc");
    return (int64_t)(((uint64_t)hi << 32) | t);
#else
    return (int64_t)a * (int64_t)b;
#endif
}

#if FG_ASM_V6M
/* (w3:w2:w1) += (y:x) with one carry chain: w1 += x, w2 += y + carry, w3 += carry. It
 * zeroes its copy of x for the last carry (MOVS #0 keeps C); five registers, so -O0 builds
 * fit too. */
FG_INLINE void fg_add3c(uint32_t *w1, uint32_t *w2, uint32_t *w3, uint32_t x, uint32_t y)
{
    uint32_t a = *w1, b = *w2, c = *w3, z = x;
    __asm__(".syntax unified\n\t"
            "adds  %[a], %[z]\n\t"
            "movs  %[z], #0\n\t"
            "adcs  %[b], %[y]\n\t"
            "adcs  %[c], %[z]\n\t"
            ".syntax divided"
            : [a] "+l"(a), [b] "+l"(b), [c] "+l"(c), [z] "+l"(z)
            : [y] "l"(y)
            : "cc");
    *w1 = a;
    *w2 = b;
    *w3 = c;
}
#endif

#endif /* FG_MUL_H */
