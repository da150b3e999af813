/* SPDX-License-Identifier: MIT */
/*
 * fg_mul.h (Q16.16 build, internal) - the 32x32->64-bit multiplies under the wide layer:
 * on ARMv6-M (no long multiply) four inline MULS instead of a call to libgcc's
 * __aeabi_lmul (17 instructions against about 45); elsewhere the compiler's multiply.
 * Then the divide primitives the wide layer inlines: leading zeros, the 2/1 and 3/2
 * steps on a normalised divisor (fg_recip32 itself is per core, in fg_core.c).
 * Included by fg_wide.h and fg_arith.h only.
 */
#ifndef FG_MUL_H
#define FG_MUL_H

#include <stdint.h>
#include "fg_config.h"

/* The per-core path (fg_arith.h lists them): chosen here, ahead of the wide layer's types. */
#define FG_PATH_GENERIC 0
#define FG_PATH_V6M 1
#define FG_PATH_IDIV 2
#define FG_PATH_FPSP 3
#define FG_PATH_FPDP 4

#ifndef FG_CORE_PATH
#if defined(__ARM_ARCH_6M__)
#define FG_CORE_PATH FG_PATH_V6M
#elif defined(__ARM_FP) && defined(__ARM_FEATURE_IDIV) && ((__ARM_FP & 8) != 0)
#define FG_CORE_PATH FG_PATH_FPDP
#elif defined(__ARM_FP) && defined(__ARM_FEATURE_IDIV) && ((__ARM_FP & 4) != 0)
#define FG_CORE_PATH FG_PATH_FPSP
#elif defined(__ARM_FEATURE_IDIV)
#define FG_CORE_PATH FG_PATH_IDIV
#else
#define FG_CORE_PATH FG_PATH_GENERIC
#endif
#endif

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

/* __builtin_clz where int is 32 bits and the core has CLZ (ARMv6-M has none: libgcc's
 * __clzsi2 costs a call, the inline search below does not). */
#if !defined(FG_NO_INTRINSICS) && defined(__GNUC__) && !defined(__ARM_ARCH_6M__) && defined(__SIZEOF_INT__) && \
    (__SIZEOF_INT__ == 4)
#define FG_HAVE_CLZ 1
#else
#define FG_HAVE_CLZ 0
#endif

/* Leading zeros of a nonzero 32-bit value. */
FG_INLINE unsigned fg_clz32(uint32_t x)
{
#if FG_HAVE_CLZ
    return (unsigned)__builtin_clz(x);
#else
    uint32_t v = x;
    unsigned n = 0u;
    if (v < 0x10000u) {
        n = 16u;
        v <<= 16;
    }
    if (v < 0x1000000u) {
        n += 8u;
        v <<= 8;
    }
    if (v < 0x10000000u) {
        n += 4u;
        v <<= 4;
    }
    if (v < 0x40000000u) {
        n += 2u;
        v <<= 2;
    }
    if (v < 0x80000000u) {
        n += 1u;
    }
    return n;
#endif
}

/* Significant bits of a 32-bit or 64-bit value (0 for 0). */
FG_INLINE unsigned fg_bits32(uint32_t x) { return (x == 0u) ? 0u : (32u - fg_clz32(x)); }
FG_INLINE unsigned fg_bits64(uint64_t x)
{
    uint32_t hi = (uint32_t)(x >> 32);
    return (hi != 0u) ? (64u - fg_clz32(hi)) : fg_bits32((uint32_t)x);
}


/* The Moller-Granlund reciprocal of a normalised divisor d (top bit set):
 * floor((2^64 - 1) / d) - 2^32. Exact on every path (fg_core.c). */
uint32_t fg_recip32(uint32_t d);
/* Q1.15 seeds of 1/D for D = d / 2^32 in [1/2, 1) on 256 intervals (fg_core.c). */
extern const uint16_t fg_recip_seed[256];
/* fg_recip32's v to about 2^-18, on every path: a Q1.15 seed of 1/D (2^-9), then a Newton step in
 * 32-bit MULS arithmetic. (2^32 + v) / 2^64 = (1 - eps) / d with -1.19e-7 < eps < 3.91e-6
 * (e = 2^64 - d (2^32 + v) lies in [-510 2^32, 16767 2^32] for every d:
 * tests/core/core_exhaustive.c), so a quotient n / d <= 2^17 estimated as n (2^32 + v) / 2^64
 * is below it by less than 0.52 and above it by less than 0.02. */
FG_INLINE uint32_t fg_recip32_est(uint32_t d)
{
    uint32_t y = fg_recip_seed[(d >> 23) - 256u];
    /* e = 2^39 (1 - D y) is small (|e| < 2^31): formed modulo 2^32, biased by 2^31 */
    uint32_t eb = (0u - ((d >> 8) * y)) + 0x80000000u;
    /* v = w - 2^32 for w = 2^32 y (1 + e / 2^39) = y 2^17 + y e / 2^22 (the bias removed as
     * y 2^9), modulo 2^32: w lies in (2^32 - 2^10, 2^33), so a v at or above 2^31 while
     * (y - 2^15) 2^17 is below 2^30 is a w below 2^32, where v = 0 is as close */
    uint32_t hi = (y - 0x8000u) << 17, v = (hi + (((eb >> 16) * y) >> 6)) - (y << 9);
    if (((v >> 31) != 0u) && (hi < 0x40000000u)) {
        v = 0u;
    }
    return v;
}

/* floor((u1:u0) / d) for a normalised d with its reciprocal v, u1 < d; *r the remainder.
 * One multiply and two conditional corrections (Moller-Granlund, "Improved division by
 * invariant integers", 2011, algorithm 4). */
FG_INLINE uint32_t fg_div21(uint32_t u1, uint32_t u0, uint32_t d, uint32_t v, uint32_t *r)
{
    uint64_t p = fg_umul32(v, u1) + (((uint64_t)u1 + 1u) << 32) + u0;
    uint32_t q = (uint32_t)(p >> 32), lo = (uint32_t)p, rem = u0 - (q * d);
    if (rem > lo) {
        q--;
        rem += d;
    }
    if (rem >= d) {
        q++;
        rem -= d;
    }
    *r = rem;
    return q;
}

/* 3/2 division by a normalised two-word divisor D = d1:d0 (d1's top bit set), after
 * Moller and Granlund, "Improved division by invariant integers" (2011), algorithms 5
 * and 6: v = floor((2^96 - 1) / D) - 2^32 from d1's 2/1 reciprocal v_in (fg_recip32) and
 * two corrections; each digit is then one long multiply by v, one by d0, and at most two
 * adjustments. */
FG_INLINE uint32_t fg_recip_3by2_from(uint32_t d1, uint32_t d0, uint32_t v_in)
{
    uint32_t v = v_in, p = (d1 * v) + d0, t1;
    uint64_t t;
    if (p < d0) { /* d1 v + d0 carried */
        v--;
        if (p >= d1) {
            v--;
            p -= d1;
        }
        p -= d1;
    }
    t = fg_umul32(v, d0);
    t1 = (uint32_t)(t >> 32);
    p += t1;
    if (p < t1) {
        v--;
        if ((((uint64_t)p << 32) | (uint32_t)t) >= (((uint64_t)d1 << 32) | d0)) {
            v--;
        }
    }
    return v;
}

/* floor((r:u0) / D) for a remainder r below D (the top two words), r replaced by the new
 * remainder. */
FG_INLINE uint32_t fg_digit_3by2(uint64_t *r, uint32_t u0, uint64_t dd, uint32_t v)
{
    uint32_t u2 = (uint32_t)(*r >> 32), u1 = (uint32_t)*r, d1 = (uint32_t)(dd >> 32), q, q0, top;
    uint64_t qq = fg_umul32(v, u2) + *r, rem; /* modulo 2^64 */
    q = (uint32_t)(qq >> 32);
    q0 = (uint32_t)qq;
    top = u1 - (q * d1);
    rem = ((((uint64_t)top) << 32) | u0) - dd;
    rem -= fg_umul32((uint32_t)dd, q);
    q++;
    if ((uint32_t)(rem >> 32) >= q0) {
        q--;
        rem += dd;
    }
    if (rem >= dd) {
        q++;
        rem -= dd;
    }
    *r = rem;
    return q;
}

/* floor(num 2^64 / den) as two 3/2 digits from den and num shifted alike (dn normalised,
 * r = num 2^s below dn) and dn's 3/2 reciprocal v. */
static FG_FORCE_INLINE uint64_t fg_ratio64_by(uint64_t r_in, uint64_t dn, uint32_t v)
{
    uint64_t r = r_in;
    uint32_t q1 = fg_digit_3by2(&r, 0u, dn, v);
    return ((uint64_t)q1 << 32) | fg_digit_3by2(&r, 0u, dn, v);
}

/* floor(num 2^64 / den) for 0 < num < den < 2^63: two 3/2 digits. */
static FG_FORCE_INLINE uint64_t fg_ratio64(uint64_t num, uint64_t den)
{
    unsigned s = 64u - fg_bits64(den); /* den < 2^63: s >= 1 */
    uint64_t dn = den << s;
    uint32_t d1 = (uint32_t)(dn >> 32);
    return fg_ratio64_by(num << s, dn, fg_recip_3by2_from(d1, (uint32_t)dn, fg_recip32(d1)));
}

#endif /* FG_MUL_H */
