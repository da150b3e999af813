/* SPDX-License-Identifier: MIT */
/* Compiled part of the Q16.16 scalar layer: the wide and 128-bit operations of
 * fg_scalar.h on the exact core (fg_core.c, fg_arith.h): quotients through one
 * reciprocal and corrected 2/1 steps, square roots through a seeded root and corrected
 * digits, products from 32x32-bit multiplies (inline on Cortex-M0). No loop runs once
 * per result bit. */
#include "fg_wide.h"
#include "fg_core.h"
#include "fg_arith.h"

/* ================================================================ 64-bit helpers */

static uint64_t uabs64(int64_t a) { return (a < 0) ? (0u - (uint64_t)a) : (uint64_t)a; }
static uint32_t uabs32(int32_t a) { return (a < 0) ? (0u - (uint32_t)a) : (uint32_t)a; }

static fg_xwide x_make(uint64_t hi, uint64_t lo)
{
    fg_xwide r;
    r.w[0] = (uint32_t)lo;
    r.w[1] = (uint32_t)(lo >> 32);
    r.w[2] = (uint32_t)hi;
    r.w[3] = (uint32_t)(hi >> 32);
    return r;
}

static fg_xwide x_neg(fg_xwide a) { return fg_xsub(x_make(0u, 0u), a); }

/* 4-limb magnitude m >> n (0 <= n < 128) as an fg_xwide. */
static fg_xwide x_shr(const uint32_t m[4], unsigned n)
{
    fg_xwide r;
    unsigned k = n >> 5, s = n & 31u, i;
    for (i = 0u; i < 4u; i++) {
        uint32_t a = ((i + k) < 4u) ? m[i + k] : 0u, b = ((i + k + 1u) < 4u) ? m[i + k + 1u] : 0u;
        r.w[i] = (s == 0u) ? a : ((a >> s) | (b << (32u - s)));
    }
    return r;
}

/* ================================================================ wide */

/* round(sqrt(x)) for x normalised by 4^j (s = floor(sqrt(x 4^j)) >= 2^31), saturated: from
 * floor(2 sqrt(x)) = s >> (j - 1), in 32 bits; with j == 0, sqrt(x) >= 2^31 saturates. */
static FG_FORCE_INLINE fg_scalar wsqrt_round(uint32_t s, unsigned j)
{
    uint32_t twice, q;
    if (j == 0u) {
        return INT32_MAX;
    }
    twice = s >> (j - 1u);
    q = (twice >> 1) + (twice & 1u);
    return (q > (uint32_t)INT32_MAX) ? INT32_MAX : (fg_scalar)q;
}

/* fg_wsqrt, inline in fg_unit3 too (a second caller in this file had GCC split fg_wsqrt
 * into a test and a call, a few instructions more for every caller). */
static FG_FORCE_INLINE fg_scalar wsqrt_inline(fg_wide a)
{
    uint64_t x, r;
    unsigned k;
    uint32_t s;
    if (a <= 0) {
        return 0;
    }
    x = (uint64_t)a;
    k = (64u - fg_bits64(x)) & ~1u;
    s = fg_isqrt64n(x << k, &r); /* floor(sqrt(x 4^j)), j = k/2 */
    return wsqrt_round(s, k >> 1);
}

fg_scalar fg_wsqrt(fg_wide a) { return wsqrt_inline(a); }

/* round(sqrt(x 2^32)) for x = s^2 + r normalised by 4^j: the floor of sqrt(x 4^j 2^32) is
 * T = s 2^16 + f for f = floor(r 2^15 / s) or one less (f^2 / (s 2^17) < 1), with remainder
 * 2^17 rem - f^2 (r 2^15 = s f + rem); then T rounded by 2^j as in wsqrt_round. The 128-bit
 * root's value (fg_xsqrt) without its 96-bit digit steps. */
static FG_FORCE_INLINE fg_wide wsqrtw_round(uint32_t s, uint32_t vs, uint64_t r, unsigned j)
{
    uint64_t t = r << 15, tt, hi, sq, res; /* t < 2^48: its high word is below s */
    int64_t e;
    uint32_t f, rem;
    f = fg_div21((uint32_t)(t >> 32), (uint32_t)t, s, vs, &rem);
    tt = ((uint64_t)s << 16) + f;
    hi = (uint64_t)rem << 17;
    sq = fg_umul32(f, f);
    e = (int64_t)hi - (int64_t)sq;
    if (e < 0) { /* f one over: T - 1, remainder + 2 T - 1 */
        uint64_t twice = tt << 1;
        e += (int64_t)twice - 1;
        tt--;
    }
    if (j == 0u) {
        uint64_t up = ((uint64_t)e > tt) ? (uint64_t)1u : (uint64_t)0u;
        res = tt + up;
    } else { /* one shift, as in wsqrt_round (tt < 2^48) */
        unsigned below = j - 1u;
        uint64_t twice = tt >> below;
        res = (twice + (uint64_t)1) >> 1;
    }
    return (fg_wide)res;
}

fg_wide fg_wsqrtw(fg_wide a)
{
    uint64_t x, r;
    unsigned k;
    uint32_t s;
    if (a <= 0) {
        return 0;
    }
    x = (uint64_t)a;
    k = (64u - fg_bits64(x)) & ~1u;
    s = fg_isqrt64n(x << k, &r); /* r <= 2 s < 2^33 */
    return wsqrtw_round(s, fg_recip32(s), r, k >> 1);
}

#if defined(FIXMATH_OPTIMIZE_8BIT) || defined(FIXMATH_NO_ROUNDING) || defined(FIXMATH_NO_OVERFLOW)
#define FG_WDIV_CALLS_FIX16 1
#else
#define FG_WDIV_CALLS_FIX16 0
/* fix16_div(a, b) for 0 <= a, 0 < b < 2^31 as libfixmath builds it by default (32-bit
 * version, rounding and overflow on): Q = floor((a 2^17 + delta) / b), where delta < 2^17
 * is the truncation of its kick-start for b >= 2^20 (0 otherwise), then (Q + 1) / 2, or
 * overflow (here INT32_MAX) from Q >= 2^32 - 1. delta only matters when the remainder
 * is within 2^17 of b: then it is formed as libfixmath does. */
static fg_scalar wdiv_fix16(uint32_t a, uint32_t b)
{
    unsigned s = fg_clz32(b);
    uint32_t bn = b << s, r, q;
    uint64_t n;
    if ((uint64_t)a >= ((uint64_t)b << 15)) { /* Q >= 2^32 */
        return INT32_MAX;
    }
    n = ((uint64_t)a << 17) << s; /* < bn 2^32 */
    q = fg_div21((uint32_t)(n >> 32), (uint32_t)n, bn, fg_recip32(bn), &r);
    r >>= s;
    if ((b >= 0x100000u) && (r > (b - 0x20000u))) {
        uint32_t q0 = a / ((b >> 17) + 1u), delta = (q0 * b) & 0x1FFFFu;
        if ((r + delta) >= b) {
            q++;
        }
    }
    if (q == 0xFFFFFFFFu) {
        return INT32_MAX;
    }
    q = (q >> 1) + (q & 1u);
    return (fg_scalar)q;
}
#endif

fg_scalar fg_wdiv(fg_wide num, fg_wide den)
{
    bool neg = (num < 0) != (den < 0);
    uint64_t un = uabs64(num), ud = uabs64(den);
    unsigned bits = fg_bits64(un | ud);
    fg_scalar q;
    if (ud == 0u) {
        return 0;
    }
    /* fix16_div takes 31-bit magnitudes: scale both down together (ratio kept). */
    if (bits > 31u) {
        unsigned sh = bits - 31u;
        un >>= sh;
        ud >>= sh;
        if (ud == 0u) {
            return neg ? -INT32_MAX : INT32_MAX;
        }
    }
#if FG_WDIV_CALLS_FIX16
    q = fix16_div((fix16_t)un, (fix16_t)ud);
    if (q == fix16_overflow) {
        q = INT32_MAX;
    }
#else
    q = wdiv_fix16((uint32_t)un, (uint32_t)ud);
#endif
    return neg ? -q : q;
}

/* floor(a v / 2^32), or up to 3 below it on ARMv6-M (the low product dropped, the middle
 * ones truncated: three MULS). */
static FG_FORCE_INLINE uint32_t umulhi_est(uint32_t a, uint32_t v)
{
#if FG_CORE_PATH == FG_PATH_V6M
    uint32_t ah = a >> 16, al = a & 0xFFFFu, vh = v >> 16, vl = v & 0xFFFFu;
    return (ah * vh) + ((ah * vl) >> 16) + ((al * vh) >> 16);
#else
    return (uint32_t)(fg_umul32(a, v) >> 32);
#endif
}

/* q = floor(a 2^17 / l) for a <= l, within one unit either way: e = floor((hi + an) / 2^15)
 * for an = a 2^k, ln = l 2^k normalised, v = fg_recip32_est(ln) and hi the high word of
 * an v (on ARMv6-M up to 3 below it, 2^-13 of a unit of e) is an (2^32 + v) / 2^47 =
 * (a 2^17 / l)(1 - eps) floored, eps within fg_recip32_est's bound: below a 2^17 / l by less
 * than 0.52 plus that 2^-13, above it by less than 0.02 (q <= 2^17). The callers fix e by its
 * remainder a 2^17 - e l, in [-l, 2 l). */
static FG_FORCE_INLINE uint32_t q17_est(uint32_t an, uint32_t v)
{
    uint32_t sum = umulhi_est(an, v) + an;
    return ((sum < an) ? 0x20000u : 0u) + (sum >> 15); /* the carry of the sum is bit 17 */
}

/* u_i = round(a_i 2^16 / l), l = floor(sqrt(sum a_i^2)), for 31-bit a_i: (q + 1) / 2 for
 * q = floor(a 2^17 / l) from q17_est on one reciprocal estimate of l (in [2^30, 2^31.8)),
 * fixed by its 64-bit remainder. */
static FG_NOINLINE void unit3_round(const uint32_t a[3], fg_scalar u[3])
{
    uint64_t l2 = fg_umul32(a[0], a[0]) + fg_umul32(a[1], a[1]) + fg_umul32(a[2], a[2]), rem;
    unsigned k = (64u - fg_bits64(l2)) & ~1u, i;
    uint32_t l = fg_isqrt64n(l2 << k, &rem) >> (k >> 1), v; /* floor: >= every a_i */
    k = (unsigned)((l >> 31) ^ 1u); /* l 2^k normalised */
    v = fg_recip32_est(l << k);
    for (i = 0u; i < 3u; i++) {
        uint32_t e = q17_est(a[i] << k, v);
        uint64_t wrapped = ((uint64_t)a[i] << 17) - fg_umul32(e, l);
        int64_t r = (int64_t)wrapped;
        if (r < 0) {
            e--;
        } else if (r >= (int64_t)l) {
            e++;
        } else {
            /* e is q */
        }
        e = (e >> 1) + (e & 1u);
        u[i] = (fg_scalar)e;
    }
}

void fg_wunit3(fg_wide x, fg_wide y, fg_wide z, fg_scalar *ux, fg_scalar *uy, fg_scalar *uz)
{
    uint64_t ax = uabs64(x), ay = uabs64(y), az = uabs64(z), m = ax;
    uint32_t a[3];
    unsigned b;
    fg_scalar u[3];
    if (ay > m) {
        m = ay;
    }
    if (az > m) {
        m = az;
    }
    if (m == 0u) {
        *ux = 0;
        *uy = 0;
        *uz = 0;
        return;
    }
    /* scale so the largest component has 31 bits: squares then sum below 2^64 */
    b = fg_bits64(m);
    if (b > 31u) {
        unsigned sh = b - 31u;
        ax >>= sh;
        ay >>= sh;
        az >>= sh;
    } else {
        unsigned sh = 31u - b;
        ax <<= sh;
        ay <<= sh;
        az <<= sh;
    }
    a[0] = (uint32_t)ax;
    a[1] = (uint32_t)ay;
    a[2] = (uint32_t)az;
    unit3_round(a, u);
    *ux = (x < 0) ? -u[0] : u[0];
    *uy = (y < 0) ? -u[1] : u[1];
    *uz = (z < 0) ? -u[2] : u[2];
}

/* ================================================================ 128 bits (fg_xwide) */

/* a b as a two's complement 128-bit value (high word returned): the product of the words
 * read unsigned (a < 0 reads as a + 2^64), less b 2^64 when a < 0 and a 2^64 when b < 0
 * (modulo 2^128). */
static FG_FORCE_INLINE uint64_t smul64(fg_wide a, fg_wide b, uint64_t *lo)
{
    uint64_t hi = fg_umul64_acc((uint64_t)a, (uint64_t)b, lo);
    if (a < 0) {
        hi -= (uint64_t)b;
    }
    if (b < 0) {
        hi -= (uint64_t)a;
    }
    return hi;
}

fg_xwide fg_xmul(fg_wide a, fg_wide b)
{
    fg_xwide p;
    uint64_t lo, hi = smul64(a, b, &lo);
    p.w[0] = (uint32_t)lo;
    p.w[1] = (uint32_t)(lo >> 32);
    p.w[2] = (uint32_t)hi;
    p.w[3] = (uint32_t)(hi >> 32);
    return p;
}

fg_xwide fg_xmul3(fg_wide a0, fg_wide b0, fg_wide a1, fg_wide b1, fg_wide a2, fg_wide b2)
{
    return fg_xadd(fg_xadd(fg_xmul(a0, b0), fg_xmul(a1, b1)), fg_xmul(a2, b2));
}

#if FG_CORE_PATH == FG_PATH_V6M
/* acc += a s on a two's complement accumulator of four limbs: a s = y 2^32 + x for
 * x = lo32(a) (s mod 2^32) and y = hi32(a) s less lo32(a) when s < 0 (|y| < 2^63), two
 * 32x32 products, no magnitudes. */
static void acc_ws(uint32_t acc[4], fg_wide a, fg_scalar s)
{
    uint64_t ua = (uint64_t)a, x;
    uint32_t al = (uint32_t)ua;
    int64_t y = fg_smul32((int32_t)(uint32_t)(ua >> 32), s);
    uint64_t uy;
    x = fg_umul32(al, (uint32_t)s);
    if (s < 0) {
        y -= (int64_t)al;
    }
    uy = (uint64_t)y;
#if FG_ASM_V6M
    {
        /* (x, 0) + (0, y sign-extended) first, then one carry chain into acc: GCC widens each
         * limb of the C below to 64 bits (about 50 instructions against 17). MOVS #0, LDR and
         * STR leave the carry alone. */
        uint32_t x0 = (uint32_t)x, x1 = (uint32_t)(x >> 32), y0 = (uint32_t)uy, y1 = (uint32_t)(uy >> 32), ys;
        __asm__ volatile(".syntax unified\n\t"
                         "asrs  %[ys], %[y1], #31\n\t"
                         "adds  %[x1], %[y0]\n\t"
                         "movs  %[y0], #0\n\t"
                         "adcs  %[y1], %[y0]\n\t"
                         "adcs  %[ys], %[y0]\n\t"
                         "ldr   %[y0], [%[p], #0]\n\t"
                         "adds  %[y0], %[x0]\n\t"
                         "str   %[y0], [%[p], #0]\n\t"
                         "ldr   %[y0], [%[p], #4]\n\t"
                         "adcs  %[y0], %[x1]\n\t"
                         "str   %[y0], [%[p], #4]\n\t"
                         "ldr   %[y0], [%[p], #8]\n\t"
                         "adcs  %[y0], %[y1]\n\t"
                         "str   %[y0], [%[p], #8]\n\t"
                         "ldr   %[y0], [%[p], #12]\n\t"
                         "adcs  %[y0], %[ys]\n\t"
                         "str   %[y0], [%[p], #12]\n\t"
                         ".syntax divided"
                         : [x1] "+l"(x1), [y0] "+l"(y0), [y1] "+l"(y1), [ys] "=&l"(ys)
                         : [x0] "l"(x0), [p] "l"(acc)
                         : "cc", "memory");
    }
#else
    uint64_t c = (uint64_t)acc[0] + (uint32_t)x;
    acc[0] = (uint32_t)c;
    c = (c >> 32) + acc[1] + (x >> 32) + (uint32_t)uy;
    acc[1] = (uint32_t)c;
    c = (c >> 32) + acc[2] + (uint32_t)(uy >> 32);
    acc[2] = (uint32_t)c;
    acc[3] += (uint32_t)(c >> 32) + ((y < 0) ? 0xFFFFFFFFu : 0u);
#endif
}

fg_xwide fg_xdot3ws(fg_wide a0, fg_scalar s0, fg_wide a1, fg_scalar s1, fg_wide a2, fg_scalar s2)
{
    uint32_t acc[4];
    fg_xwide r;
    acc[0] = 0u; /* one by one: an initialiser list becomes memset at -Os */
    acc[1] = 0u;
    acc[2] = 0u;
    acc[3] = 0u;
    acc_ws(acc, a0, s0);
    acc_ws(acc, a1, s1);
    acc_ws(acc, a2, s2);
    /* times 2^16 (fg_wide_from): the sum is below 2^96 in magnitude, so no bit is lost */
    r.w[0] = acc[0] << 16;
    r.w[1] = (acc[1] << 16) | (acc[0] >> 16);
    r.w[2] = (acc[2] << 16) | (acc[1] >> 16);
    r.w[3] = (acc[3] << 16) | (acc[2] >> 16);
    return r;
}

fg_xwide fg_xlerp_num(fg_wide s, fg_wide c, fg_scalar m0, fg_scalar m1)
{
    uint32_t acc[4];
    fg_xwide r;
    acc[0] = 0u;
    acc[1] = 0u;
    acc[2] = 0u;
    acc[3] = 0u;
    acc_ws(acc, fg_wsub(s, c), m0);
    acc_ws(acc, c, m1);
    r.w[0] = acc[0] << 16;
    r.w[1] = (acc[1] << 16) | (acc[0] >> 16);
    r.w[2] = (acc[2] << 16) | (acc[1] >> 16);
    r.w[3] = (acc[3] << 16) | (acc[2] >> 16);
    return r;
}
#elif (FG_CORE_PATH == FG_PATH_IDIV) || (FG_CORE_PATH == FG_PATH_FPSP) || (FG_CORE_PATH == FG_PATH_FPDP)
/* A sum of a s terms on cores with a one-instruction long multiply: a s = z 2^32 + xl for
 * x = lo32(a) (s mod 2^32) = xh 2^32 + xl unsigned and z = hi32(a) s + xh, less lo32(a)
 * when s < 0 (|z| < 2^62 + 2^32). The z add into 96 bits (zlo, ztop), the xl into 64 (below
 * 3 2^32): one carry per term, none across 128 bits. */
typedef struct {
    uint64_t zlo, xl;
    uint32_t ztop;
} ws_acc;

FG_INLINE void acc_ws(ws_acc *acc, fg_wide a, fg_scalar s)
{
    uint64_t ua = (uint64_t)a, x = (uint64_t)(uint32_t)ua * (uint32_t)s, zlo;
    int64_t z = ((int64_t)(int32_t)(uint32_t)(ua >> 32) * (int64_t)s) + (int64_t)(x >> 32);
    if (s < 0) {
        z -= (int64_t)(uint32_t)ua;
    }
    zlo = acc->zlo + (uint64_t)z;
    acc->ztop += ((z < 0) ? 0xFFFFFFFFu : 0u) + ((zlo < acc->zlo) ? 1u : 0u);
    acc->zlo = zlo;
    acc->xl += (uint32_t)x;
}

/* The sum z 2^32 + xl, times 2^16 (fg_wide_from): below 2^96 in magnitude, no bit lost. */
static FG_FORCE_INLINE fg_xwide ws_acc_x16(const ws_acc *acc)
{
    uint64_t z = acc->zlo + (acc->xl >> 32);
    uint32_t w0 = (uint32_t)acc->xl, w1 = (uint32_t)z, w2 = (uint32_t)(z >> 32);
    uint32_t w3 = acc->ztop + ((z < acc->zlo) ? 1u : 0u);
    fg_xwide r;
    r.w[0] = w0 << 16;
    r.w[1] = (w1 << 16) | (w0 >> 16);
    r.w[2] = (w2 << 16) | (w1 >> 16);
    r.w[3] = (w3 << 16) | (w2 >> 16);
    return r;
}

fg_xwide fg_xdot3ws(fg_wide a0, fg_scalar s0, fg_wide a1, fg_scalar s1, fg_wide a2, fg_scalar s2)
{
    ws_acc acc;
    acc.zlo = 0u; /* one by one: an initialiser list may become memset at -Os */
    acc.xl = 0u;
    acc.ztop = 0u;
    acc_ws(&acc, a0, s0);
    acc_ws(&acc, a1, s1);
    acc_ws(&acc, a2, s2);
    return ws_acc_x16(&acc);
}

fg_xwide fg_xlerp_num(fg_wide s, fg_wide c, fg_scalar m0, fg_scalar m1)
{
    ws_acc acc;
    acc.zlo = 0u;
    acc.xl = 0u;
    acc.ztop = 0u;
    acc_ws(&acc, fg_wsub(s, c), m0);
    acc_ws(&acc, c, m1);
    return ws_acc_x16(&acc);
}
#else
/* Elsewhere (the host, RISC-V, AVR: the 96-bit sums above overflow the ATmega2560's flash):
 * acc += a s on a two's complement 128-bit accumulator (lo, hi): a s = y 2^32 + x,
 * x = lo32(a) (s mod 2^32) unsigned, y = hi32(a) s signed less lo32(a) when s < 0
 * (|y| < 2^62 + 2^32): two long multiplies, no magnitudes. */
FG_INLINE void acc_ws(uint64_t *lo, uint64_t *hi, fg_wide a, fg_scalar s)
{
    uint64_t ua = (uint64_t)a, x, ylo, yhi;
    uint32_t al = (uint32_t)ua;
    int32_t ah = (int32_t)(uint32_t)(ua >> 32);
    int64_t y = (int64_t)ah * (int64_t)s;
    x = (uint64_t)al * (uint32_t)s;
    if (s < 0) {
        y -= (int64_t)al;
    }
    ylo = (uint64_t)y << 32;
    yhi = (uint64_t)y >> 32;
    if (y < 0) {
        yhi |= 0xFFFFFFFF00000000u;
    }
    *lo += x;
    *hi += (*lo < x) ? 1u : 0u;
    *lo += ylo;
    *hi += yhi + ((*lo < ylo) ? 1u : 0u);
}

fg_xwide fg_xdot3ws(fg_wide a0, fg_scalar s0, fg_wide a1, fg_scalar s1, fg_wide a2, fg_scalar s2)
{
    uint64_t lo = 0u, hi = 0u;
    fg_xwide r;
    acc_ws(&lo, &hi, a0, s0);
    acc_ws(&lo, &hi, a1, s1);
    acc_ws(&lo, &hi, a2, s2);
    /* times 2^16 (fg_wide_from): the sum is below 2^96 in magnitude, so no bit is lost */
    r.w[0] = (uint32_t)lo << 16;
    r.w[1] = (uint32_t)(lo >> 16);
    r.w[2] = (uint32_t)(lo >> 48) | ((uint32_t)hi << 16);
    r.w[3] = (uint32_t)(hi >> 16);
    return r;
}

fg_xwide fg_xlerp_num(fg_wide s, fg_wide c, fg_scalar m0, fg_scalar m1)
{
    uint64_t lo = 0u, hi = 0u;
    fg_xwide r;
    acc_ws(&lo, &hi, fg_wsub(s, c), m0);
    acc_ws(&lo, &hi, c, m1);
    r.w[0] = (uint32_t)lo << 16;
    r.w[1] = (uint32_t)(lo >> 16);
    r.w[2] = (uint32_t)(lo >> 48) | ((uint32_t)hi << 16);
    r.w[3] = (uint32_t)(hi >> 16);
    return r;
}
#endif

/* |a| * |s| (160 bits, four 32x32 products), >> 16, low 128 bits kept (wraps above). */
fg_xwide fg_xscale(fg_xwide a, fg_scalar s)
{
    uint32_t m[4], us = (s < 0) ? (0u - (uint32_t)s) : (uint32_t)s, p0, p1;
    bool neg = fg_core_mag(&a, m) != (s < 0);
    uint64_t c = fg_umul32(m[0], us);
    fg_xwide r;
    p0 = (uint32_t)c;
    c = (c >> 32) + fg_umul32(m[1], us);
    p1 = (uint32_t)c;
    r.w[0] = (p0 >> 16) | (p1 << 16);
    c = (c >> 32) + fg_umul32(m[2], us);
    p0 = (uint32_t)c;
    r.w[1] = (p1 >> 16) | (p0 << 16);
    c = (c >> 32) + fg_umul32(m[3], us);
    p1 = (uint32_t)c;
    r.w[2] = (p0 >> 16) | (p1 << 16);
    r.w[3] = (p1 >> 16) | ((uint32_t)(c >> 32) << 16);
    return neg ? x_neg(r) : r;
}

fg_scalar fg_xwide_to(fg_xwide a)
{
    uint32_t x[4];
    bool neg = fg_core_mag(&a, x);
    uint64_t r;
    /* |a| + 2^47, then >> 48; anything at or above 2^31 after the shift saturates */
    x[1] += 0x8000u;
    if (x[1] < 0x8000u) {
        x[2]++;
        if (x[2] == 0u) {
            x[3]++;
        }
    }
    if (x[3] != 0u) {
        return neg ? -INT32_MAX : INT32_MAX;
    }
    r = ((uint64_t)x[2] << 16) | (x[1] >> 16);
    if (r > (uint64_t)INT32_MAX) {
        r = INT32_MAX;
    }
    return neg ? -(fg_scalar)r : (fg_scalar)r;
}

/* The root s = floor(sqrt(a 4^n)) normalises a itself, s in [2^63, 2^64): n <= j puts
 * 2^j sqrt(a) at 2^63 or above (saturated), else the rounding is s's bit n - j - 1. */
fg_wide fg_xsqrt_scaled(const fg_xwide *a, unsigned j)
{
    uint32_t rem[3], v;
    unsigned n, below;
    uint64_t s, r;
    if (fg_xsign(*a) <= 0) {
        return 0;
    }
    s = fg_core_root128(a, &n, rem, &v);
    if (n <= j) {
        return INT64_MAX;
    }
    below = (n - j) - 1u;
    r = s >> below; /* the result and the bit below it: one variable shift */
    r = (r >> 1) + (r & 1u);
    return (r > (uint64_t)INT64_MAX) ? INT64_MAX : (fg_wide)r;
}

fg_wide fg_xsqrt(fg_xwide a) { return fg_xsqrt_scaled(&a, 0u); }

/* While R < 0: R += 2T - 1, T-- (T = t[0..2] with t[0] > 0 throughout). */
static FG_NOINLINE void root_fix128(uint32_t t[4], uint32_t r[4])
{
    while ((r[3] >> 31) != 0u) {
        uint64_t lo = ((uint64_t)t[0] << 1) - 1u, c;
        c = (uint64_t)r[0] + (uint32_t)lo;
        r[0] = (uint32_t)c;
        c = (c >> 32) + r[1] + ((t[1] << 1) | (uint32_t)(lo >> 32));
        r[1] = (uint32_t)c;
        c = (c >> 32) + r[2] + ((t[2] << 1) | (t[1] >> 31));
        r[2] = (uint32_t)c;
        r[3] += (uint32_t)(c >> 32) + (t[2] >> 31);
        t[0]--;
    }
}

/* T = floor(sqrt(X 2^64)) for X = S^2 + R normalised (S in [2^63, 2^64), R <= 2S, v the
 * reciprocal of S's top word): one more digit q from v (at most 4 over), corrected on the
 * remainder R 2^64 - 2 S q 2^32 - q^2, formed modulo 2^128 (it lies in (-2^100, 2^98)). */
static FG_NOINLINE void root_digit3(uint64_t s, const uint32_t rem[3], uint32_t v, uint32_t t[4])
{
    uint32_t s1 = (uint32_t)(s >> 32), q, dummy, sq[4], r[4];
    uint64_t u = ((uint64_t)rem[2] << 63) | ((((uint64_t)rem[1] << 32) | rem[0]) >> 1); /* R / 2 */
    uint64_t p0, p1, c, qq, d;
    q = ((uint32_t)(u >> 32) >= s1) ? 0xFFFFFFFFu : fg_div21((uint32_t)(u >> 32), (uint32_t)u, s1, v, &dummy);
    /* 2 S q 2^32 + q^2: S q = p0 + p1 2^32 (96 bits), doubled, at limb 1 */
    p0 = fg_umul32((uint32_t)s, q);
    p1 = fg_umul32(s1, q);
    c = (p0 >> 32) + (uint32_t)p1;
    qq = fg_umul32(q, q);
    sq[0] = (uint32_t)qq;
    sq[1] = (uint32_t)p0 << 1;
    sq[2] = ((uint32_t)c << 1) | ((uint32_t)p0 >> 31);
    sq[3] = ((uint32_t)((p1 >> 32) + (c >> 32)) << 1) | ((uint32_t)c >> 31);
    c = (uint64_t)sq[1] + (uint32_t)(qq >> 32);
    sq[1] = (uint32_t)c;
    c = (uint64_t)sq[2] + (c >> 32);
    sq[2] = (uint32_t)c;
    sq[3] += (uint32_t)(c >> 32);
    d = 0u - (uint64_t)sq[0];
    r[0] = (uint32_t)d;
    d = (0u - (uint64_t)sq[1]) - (d >> 63);
    r[1] = (uint32_t)d;
    d = ((uint64_t)rem[0] - sq[2]) - (d >> 63);
    r[2] = (uint32_t)d;
    r[3] = (rem[1] - sq[3]) - (uint32_t)(d >> 63);
    t[0] = q;
    t[1] = (uint32_t)s;
    t[2] = s1;
    t[3] = 0u;
    if ((r[3] >> 31) != 0u) {
        root_fix128(t, r);
    }
}

/* floor(sqrt(|a||b| 2^64)): the normalised root S of p 4^j (p = |a||b|) and one more
 * digit, shifted back by j. */
fg_xwide fg_xsqrt2(fg_wide a, fg_wide b)
{
    fg_xwide p;
    uint32_t rem[3], v;
    unsigned j;
    uint64_t s, lo, hi;
    if ((fg_wsign(a) * fg_wsign(b)) <= 0) {
        return x_make(0u, 0u);
    }
    hi = fg_umul64_acc(uabs64(a), uabs64(b), &lo); /* below 2^126 */
    p = x_make(hi, lo);
    s = fg_core_root128(&p, &j, rem, &v);
    root_digit3(s, rem, v, p.w); /* p reused for T */
    return x_shr(p.w, j);
}

/* ================================================================ quotients */

fg_scalar fg_xratio(const fg_xwide *num, const fg_xwide *den)
{
    fg_xrecip r;
    fg_xrecip_init(&r, den);
    return fg_xrecip_q16(&r, num);
}

fg_wide fg_xratiow(const fg_xwide *num, const fg_xwide *den)
{
    fg_xrecip r;
    fg_xrecip_init(&r, den);
    return fg_xrecip_q32(&r, num);
}

/* num over the raw den: the Q32.32 ratio of num and fg_xwide_from(den). */
fg_wide fg_xdivw(const fg_xwide *num, fg_wide den)
{
    fg_xrecip r;
    fg_wrecip_init(&r, den);
    return fg_xrecip_q32(&r, num);
}

/* The low 64 bits of m >> i (0 <= i < 128). */
static uint64_t shr64(const uint32_t m[4], unsigned i)
{
    unsigned k = i >> 5, s = i & 31u;
    uint32_t w0 = m[k], w1 = (k < 3u) ? m[k + 1u] : 0u, w2 = (k < 2u) ? m[k + 2u] : 0u;
    if (s != 0u) {
        w0 = (w0 >> s) | (w1 << (32u - s));
        w1 = (w1 >> s) | (w2 << (32u - s));
    }
    return (((uint64_t)w1) << 32) | w0;
}

fg_scalar fg_xratio62(const fg_xwide *num, const fg_xwide *den)
{
    uint32_t n[4], d[4];
    bool neg = fg_core_mag(num, n) != fg_core_mag(den, d);
    unsigned i = 4u, bits = 0u;
    uint64_t dc;
    fg_scalar q;
    while ((i > 0u) && (bits == 0u)) {
        i--;
        if ((n[i] | d[i]) != 0u) {
            bits = (32u * i) + fg_bits32(n[i] | d[i]);
        }
    }
    if ((d[0] | d[1] | d[2] | d[3]) == 0u) {
        return 0;
    }
    /* cut both to the 62 bits of the larger (truncation): the ratio moves by < 2^-46
     * relative when it fits; a divisor cut to 0 was below 2^-62 of the numerator */
    i = 0u;
    if (bits > 62u) {
        i = bits - 62u;
    }
    dc = shr64(d, i);
    q = (dc == 0u) ? INT32_MAX : fg_core_q16_64(shr64(n, i), dc);
    return neg ? -q : q;
}

/* raw(a * num / den) = round(raw(a) * raw(num) / raw(den)): the lerp of the core with
 * o = 0 (num and den both converted by fg_xwide_from: the scale cancels). */
fg_scalar fg_wmuldiv(fg_scalar a, fg_wide num, fg_wide den)
{
    fg_xrecip r;
    fg_wrecip_init(&r, den);
    return fg_wrecip_lerp(&r, 0, a, num);
}

/* ================================================================ 128-bit decisions */

#if FG_CORE_PATH != FG_PATH_V6M
/* With long multiplies, both signed products and one 128-bit compare: cheaper than the
 * sign analysis and magnitudes below. Inline in fg_xcmp2w too, whose calls would pass the
 * four wides on the stack. */
FG_HOT_INLINE static int wcmp2_core(fg_wide a, fg_wide b, fg_wide c, fg_wide d)
{
    uint64_t l1, l2, h1, h2;
    if (((a ^ b ^ c ^ d) < 0) && (a != 0) && (b != 0) && (c != 0) && (d != 0)) {
        return ((a ^ b) < 0) ? -1 : 1; /* nonzero products of opposite signs */
    }
    h1 = smul64(a, b, &l1);
    h2 = smul64(c, d, &l2);
    if (h1 != h2) {
        return ((int64_t)h1 > (int64_t)h2) ? 1 : -1;
    }
    if (l1 != l2) {
        return (l1 > l2) ? 1 : -1;
    }
    return 0;
}
int fg_wcmp2(fg_wide a, fg_wide b, fg_wide c, fg_wide d) { return wcmp2_core(a, b, c, d); }
#else
int fg_wcmp2(fg_wide a, fg_wide b, fg_wide c, fg_wide d)
{
    /* the products' signs from sign bits and zero tests (no 64-bit sign products) */
    bool z1 = (a == 0) || (b == 0), z2 = (c == 0) || (d == 0);
    bool n1 = (a < 0) != (b < 0), n2 = (c < 0) != (d < 0);
    int m;
    if (z1 || z2) { /* a zero side: the other side's sign decides */
        if (z1 && z2) {
            return 0;
        }
        if (z1) {
            return n2 ? 1 : -1;
        }
        return n1 ? -1 : 1;
    }
    if (n1 != n2) {
        return n1 ? -1 : 1;
    }
    m = fg_core_cmp2(uabs64(a), uabs64(b), uabs64(c), uabs64(d));
    return n1 ? -m : m;
}
static int wcmp2_core(fg_wide a, fg_wide b, fg_wide c, fg_wide d) { return fg_wcmp2(a, b, c, d); }
#endif

/* ---- capsules: fg_xcmp2 ---- */

/* |a| * |b| as eight 32-bit limbs, least significant first (schoolbook, exact): fg_umul32
 * (inline on ARMv6-M, no __aeabi_lmul), the magnitudes' zero top limbs skipped (in-domain
 * operands are mostly 2^60 to 2^100). Out of line: the two magnitudes stay off fg_xcmp2's
 * Cortex-M0 frame. */
FG_NOINLINE static void xmag_mul(uint32_t out[8], const fg_xwide *a, const fg_xwide *b)
{
    fg_xwide ma = (fg_xsign(*a) < 0) ? fg_xsub(fg_xwide_from(0), *a) : *a;
    fg_xwide mb = (fg_xsign(*b) < 0) ? fg_xsub(fg_xwide_from(0), *b) : *b;
    int i, j, na = 4, nb = 4;
    while ((na > 0) && (ma.w[na - 1] == 0u)) {
        na--;
    }
    while ((nb > 0) && (mb.w[nb - 1] == 0u)) {
        nb--;
    }
    /* every limb is written (zeros or the carry) before it is read; stores, not a loop
     * that gcc -O2 turns into a memset call (not freestanding) */
    out[0] = 0u;
    out[1] = 0u;
    out[2] = 0u;
    out[3] = 0u;
    out[4] = 0u;
    out[5] = 0u;
    out[6] = 0u;
    out[7] = 0u;
    for (i = 0; i < na; i++) {
        uint32_t carry = 0u;
        for (j = 0; j < nb; j++) {
            uint64_t t = fg_umul32(ma.w[i], mb.w[j]) + out[i + j] + carry;
            out[i + j] = (uint32_t)t;
            carry = (uint32_t)(t >> 32);
        }
        out[i + nb] = carry;
    }
}

/* |a| into *m, and its number of significant bits. */
static unsigned xmag_abs(const fg_xwide *a, fg_xwide *m)
{
    unsigned i = 4u;
    *m = (fg_xsign(*a) < 0) ? fg_xsub(fg_xwide_from(0), *a) : *a;
    while ((i > 0u) && (m->w[i - 1u] == 0u)) {
        i--;
    }
    return (i == 0u) ? 0u : ((32u * (i - 1u)) + fg_bits32(m->w[i - 1u]));
}

/* The number of significant bits of |a|. */
FG_NOINLINE static unsigned xmag_bits(const fg_xwide *a)
{
    fg_xwide m;
    return xmag_abs(a, &m);
}

/* The leading part of |a| without negating it: m = |a| for a >= 0, |a| - 1 (a's one's
 * complement) for a < 0, has n bits (*n), and h = floor(m / 2^e) < 2^30 (h >= 2^29 when
 * e > 0). Returns e. Then |a| lies in [h 2^e, (h + 2) 2^e), and for a != 0 in
 * [2^(n-1), 2^n]. */
FG_HOT_INLINE static unsigned xtop30(const fg_xwide *a, uint32_t *h, unsigned *n)
{
    uint32_t s = 0u - (a->w[3] >> 31), hi = a->w[3] ^ s, lo = a->w[2] ^ s;
    unsigned top = 128u, c; /* hi: m's top nonzero limb, its bits below top; lo: the next */
    if (hi == 0u) {
        hi = lo;
        lo = a->w[1] ^ s;
        top = 96u;
        if (hi == 0u) {
            hi = lo;
            lo = a->w[0] ^ s;
            top = 64u;
            if (hi == 0u) { /* m < 2^32 */
                unsigned b = fg_bits32(lo), e = 0u;
                if (b > 30u) {
                    e = b - 30u;
                }
                *n = b;
                *h = lo >> e;
                return e;
            }
        }
    }
    c = fg_clz32(hi);
    *n = top - c;
    /* the top 30 of hi:lo's 64 - c bits (lo shifted in two steps: c may be 0) */
    *h = ((hi << c) | ((lo >> 1) >> (31u - c))) >> 2;
    return (top - c) - 30u;
}

/* The bounds [lo, hi) of a product of two xtop30 magnitudes, over 2^(e1 + e2):
 * lo = h1 h2, hi = (h1 + 2)(h2 + 2) < 2^61. */
static void top_prod(uint32_t h1, uint32_t h2, uint64_t *lo, uint64_t *hi)
{
    *lo = fg_umul32(h1, h2);
    *hi = *lo + (2u * ((uint64_t)h1 + h2)) + 4u;
}

/* h1 h2 2^ep against h3 h4 2^eq for leading parts (xtop30): +-1 when the products'
 * intervals part, else 0. Out of line on ARMv6-M (its frame there is the limit). */
FG_V6M_SPLIT static int top_cmp(uint32_t h1, uint32_t h2, uint32_t h3, uint32_t h4, unsigned ep, unsigned eq)
{
    uint64_t pl, ph, ql, qh;
    top_prod(h1, h2, &pl, &ph);
    top_prod(h3, h4, &ql, &qh);
    if (ep >= eq) {
        unsigned sh = ep - eq;
        if (sh > 3u) {
            return 0;
        }
        pl <<= sh; /* < 2^64 */
        ph <<= sh;
    } else {
        unsigned sh = eq - ep;
        if (sh > 3u) {
            return 0;
        }
        ql <<= sh;
        qh <<= sh;
    }
    if (pl >= qh) {
        return 1;
    }
    return (ph <= ql) ? -1 : 0;
}

/* |a b| against |c d| (all nonzero) from the operands' leading parts: first the bit
 * lengths when they differ by 3 or more (|a b| <= 2^(na+nb), |c d| >= 2^(nc+nd-2)); then
 * the 30-bit leading parts (top_cmp); 0 when neither decides. */
FG_NOINLINE static int xmag_cmp_lead(const fg_xwide *a, const fg_xwide *b, const fg_xwide *c, const fg_xwide *d)
{
    uint32_t ha, hb, hc, hd;
    unsigned na, nb, nc, nd, ep, eq;
    ep = xtop30(a, &ha, &na) + xtop30(b, &hb, &nb);
    eq = xtop30(c, &hc, &nc) + xtop30(d, &hd, &nd);
    if ((na + nb + 3u) <= (nc + nd)) {
        return -1;
    }
    if ((nc + nd + 3u) <= (na + nb)) {
        return 1;
    }
    return top_cmp(ha, hb, hc, hd, ep, eq);
}

int fg_xcmp2(const fg_xwide *a, const fg_xwide *b, const fg_xwide *c, const fg_xwide *d)
{
    int s1 = fg_xsign(*a) * fg_xsign(*b), s2 = fg_xsign(*c) * fg_xsign(*d), m, i;
    uint32_t p[8], q[8];
    if (s1 != s2) {
        return (s1 > s2) ? 1 : -1; /* signs alone decide (one side may be 0) */
    }
    if (s1 == 0) {
        return 0;
    }
    m = xmag_cmp_lead(a, b, c, d);
    if (m != 0) {
        return (s1 > 0) ? m : -m;
    }
    xmag_mul(p, a, b);
    xmag_mul(q, c, d);
    for (i = 7; (i >= 0) && (m == 0); i--) {
        if (p[i] > q[i]) {
            m = 1;
        } else if (p[i] < q[i]) {
            m = -1;
        } else {
            /* equal limbs: the next one decides */
        }
    }
    return (s1 > 0) ? m : -m;
}

/* ---- fg_wfrac: one wide denominator (fg_wide.h) ---- */

/* fg_wfrac_init, with vs = fg_recip32(s) known for one s (0: none). */
static FG_FORCE_INLINE void wfrac_init_known(fg_wfrac *r, fg_wide den, uint32_t s, uint32_t vs)
{
    uint64_t a = uabs64(den);
    unsigned bits = fg_bits64(a);
    r->mag = a;
    r->neg = (den < 0);
    r->bits = (uint8_t)bits;
    r->dn = 0u;
    r->v = 0u;
    if ((bits != 0u) && (bits <= 62u)) {
        uint32_t top;
        if (bits <= 32u) {
            top = (uint32_t)a;
            top <<= 32u - bits;
        } else {
            unsigned drop = bits - 32u;
            uint64_t sh = a >> drop;
            top = (uint32_t)sh;
        }
        r->dn = top;
        r->v = (top == s) ? vs : fg_recip32(top);
    }
}

void fg_wfrac_init(fg_wfrac *r, fg_wide den) { wfrac_init_known(r, den, 0u, 0u); }

/* vv 4^j and vv normalise to the same 64-bit x (k = 2j + k', both shifts even), so one root
 * s of x gives both lengths: |v| rounded by 2^(k/2), L = 2^j |v| by 2^(k/2 - j). L < 2^49
 * is floor(T / 2^(k/2 - j)) or one more for T = s 2^16 + f, f <= 2^16, so its 32 leading
 * bits are mostly s itself: then the root's reciprocal is the fraction's. */
int fg_wfrac_init_len58(fg_wfrac *r, fg_wide vv, fg_scalar *root)
{
    uint64_t x = (uint64_t)vv, rem;
    unsigned bits, k, j;
    uint32_t s, vs;
    if (vv <= 0) { /* 0, or not a squared length: the calls themselves */
        fg_wide sc = vv;
        int jj = fg_wscale58sq(&sc);
        fg_wfrac_init(r, fg_wsqrtw(sc));
        *root = fg_wsqrt(vv);
        return jj;
    }
    bits = fg_bits64(x);
    j = (bits >= 59u) ? 0u : ((60u - bits) >> 1);
    k = (64u - bits) & ~1u;
    s = fg_isqrt64n(x << k, &rem);
    vs = fg_recip32(s);
    *root = wsqrt_round(s, k >> 1);
    wfrac_init_known(r, wsqrtw_round(s, vs, rem, (k >> 1) - j), s, vs);
    return (int)j;
}

/* o + t rounded to nearest, ties away from zero, saturated, for t = floor(2 |t|) / 2 in
 * q2, t < 0 when neg, exact when 2 |t| is an integer (the core's rounding of a lerp,
 * DESIGN.md section 2): |t| rounded half up, except at an exact half whose sum lies below
 * zero (there half down), in 32-bit steps. */
static FG_FORCE_INLINE fg_scalar wfrac_round(fg_scalar o, uint32_t q2, bool neg, bool exact)
{
    uint32_t half = q2 >> 1, odd = q2 & 1u, uo = (uint32_t)o, lim;
    fg_scalar res;
    if (!neg) {
        uint32_t h = half + odd; /* <= 2^31 */
        lim = 0x7FFFFFFFu - uo;  /* INT32_MAX - o, in [0, 2^32) */
        if (h > lim) {
            return INT32_MAX;
        }
        uint32_t sum = uo + h;
        res = (fg_scalar)sum;
        if ((odd != 0u) && exact && (res <= 0)) { /* o + |t| = res - 1/2 < 0 */
            res--;
        }
    } else {
        uint32_t h = half + (exact ? 0u : odd); /* floor((q2 + !exact) / 2) */
        lim = uo + 0x7FFFFFFFu;                   /* o + INT32_MAX, in [-1, 2^32 - 1) modulo 2^32 */
        if ((o == INT32_MIN) || (h > lim)) {
            return -INT32_MAX;
        }
        uint32_t diff = uo - h;
        res = (fg_scalar)diff;
        if ((odd != 0u) && exact && (res <= 0)) { /* o - |t| = res - 1/2 < 0 */
            res--;
        }
    }
    return (res < -INT32_MAX) ? -INT32_MAX : res;
}

/* The core's path (|den| >= 2^62 or |t| >= 2^31): out of line, off the fast path's frame. */
static FG_NOINLINE fg_scalar wfrac_slow(const fg_wfrac *r, fg_scalar o, fg_scalar d, fg_wide num)
{
    fg_xrecip x;
    uint64_t den = r->neg ? (0u - r->mag) : r->mag;
    fg_wrecip_init(&x, (fg_wide)den);
    return fg_wrecip_lerp(&x, o, d, num);
}

/* The quotient q of X = (x1 2^32 + x0) and |den| (more than 32 bits, below 2^62) from its
 * estimate q, at most 2 over: the remainder, in (-2 |den|, |den|), is formed modulo 2^64. */
static FG_FORCE_INLINE uint32_t wfrac_fix(const fg_wfrac *r, uint64_t x10, uint32_t est, uint64_t *rem)
{
    uint32_t q = est, qh = q * (uint32_t)(r->mag >> 32);
    uint64_t qd = fg_umul32(q, (uint32_t)r->mag) + (((uint64_t)qh) << 32), rm = x10 - qd;
    while ((rm >> 63) != 0u) {
        rm += r->mag;
        q--;
    }
    *rem = rm;
    return q;
}

/* floor(X / |den|) for X = hi:x0 < |den| 2^32, |den| < 2^62, and whether it is exact: one
 * normalised 2/1 step when |den| has at most 32 bits; above, the step on X's 64 bits at
 * |den|'s leading bit, at most 2 over, and wfrac_fix. */
static FG_FORCE_INLINE uint32_t wfrac_quot(const fg_wfrac *r, uint64_t hi, uint32_t x0, bool *exact)
{
    uint32_t rem32, q;
    if (r->bits <= 32u) { /* X < D 2^32 <= 2^64 */
        unsigned s = 32u - (unsigned)r->bits;
        uint64_t u = ((hi << 32) | x0) << s;
        q = fg_div21((uint32_t)(u >> 32), (uint32_t)u, r->dn, r->v, &rem32);
        *exact = (rem32 == 0u);
    } else {
        unsigned e = (unsigned)r->bits - 32u, c = 32u - e;
        uint32_t x1 = (uint32_t)hi, x2 = (uint32_t)(hi >> 32);
        uint32_t u1 = (x2 << c) | (x1 >> e), u0 = (x1 << c) | (x0 >> e);
        uint64_t rem;
        q = (u1 >= r->dn) ? 0xFFFFFFFFu : fg_div21(u1, u0, r->dn, r->v, &rem32);
        q = wfrac_fix(r, (((uint64_t)x1) << 32) | x0, q, &rem);
        *exact = (rem == 0u);
    }
    return q;
}

/* round(2^16 |num| / |den|) for 0 < |num| < |den| < 2^62 (ties up): from the digit
 * q = floor(2^32 |num| / |den|), rounded at bit 15. Above 32 bits of den, q's estimate
 * (at most 2 over) decides unless its low half-word is 0x8000 or 0x8001. */
static FG_FORCE_INLINE uint32_t wfrac_unit16(const fg_wfrac *r, uint64_t an)
{
    uint32_t rem32, q;
    if (r->bits <= 32u) { /* 2^32 |num| 2^s < 2^64 */
        q = fg_div21((uint32_t)an << (32u - (unsigned)r->bits), 0u, r->dn, r->v, &rem32);
    } else {
        unsigned e = (unsigned)r->bits - 32u, c = 32u - e;
        uint32_t x1 = (uint32_t)an, x2 = (uint32_t)(an >> 32);
        uint32_t u1 = (x2 << c) | (x1 >> e), u0 = x1 << c;
        uint64_t rem;
        q = (u1 >= r->dn) ? 0xFFFFFFFFu : fg_div21(u1, u0, r->dn, r->v, &rem32);
        if ((q & 0xFFFEu) == 0x8000u) {
            q = wfrac_fix(r, ((uint64_t)x1) << 32, q, &rem);
        }
    }
    return (q >> 16) + ((q >> 15) & 1u);
}

fg_scalar fg_wfrac_lerp(const fg_wfrac *r, fg_scalar o, fg_scalar d, fg_wide num)
{
    uint32_t ad = (d < 0) ? (0u - (uint32_t)d) : (uint32_t)d, x0, q2;
    uint64_t an = uabs64(num), p0, p1, hi;
    bool dneg = (d < 0), nneg = (num < 0), rneg = r->neg, exact;
    if ((r->bits == 0u) || (ad == 0u) || (an == 0u)) { /* den = 0, or t = 0 (a d or num 0) */
        return (o < -INT32_MAX) ? -INT32_MAX : o;
    }
    /* X = 2 |d| |num| < 2^95 as hi:x0 */
    p0 = fg_umul32((uint32_t)an, ad);
    p1 = fg_umul32((uint32_t)(an >> 32), ad) + (p0 >> 32);
    x0 = (uint32_t)p0 << 1;
    hi = (p1 << 1) | ((uint32_t)p0 >> 31);
    if ((r->bits > 62u) || (hi >= r->mag)) { /* |den| >= 2^62 or |t| >= 2^31 */
        return wfrac_slow(r, o, d, num);
    }
    q2 = wfrac_quot(r, hi, x0, &exact); /* t = q2 / 2, rounded in wfrac_round */
    return wfrac_round(o, q2, (dneg != nneg) != rneg, exact);
}

/* fg_wfrac_q16 apart from its common case (|q| < 1 estimated): out of line, so that the
 * common case keeps its values in registers. Not on ARMv6-M, where the call costs more than
 * the spills (its quotients of 1 and more are common: a line pair's). */
#if defined(__ARM_ARCH_6M__)
#define FG_WFRAC_REST FG_FORCE_INLINE
#else
#define FG_WFRAC_REST FG_NOINLINE
#endif
/* wfrac_big16 for quotients above 1, but on ARMv6-M: without CLZ, its normalisation costs
 * more there than the rest's remainder (a line pair's point: 738 -> 782 instructions). */
#if defined(__ARM_ARCH_6M__)
#define FG_WFRAC_BIG 0
#else
#define FG_WFRAC_BIG 1
#endif
static FG_WFRAC_REST fg_scalar wfrac_q16_rest(const fg_wfrac *r, fg_wide num)
{
    uint64_t an = uabs64(num), hi = an >> 15;
    uint32_t mag;
    /* X = 2 |num| 2^16 < 2^81 as hi:x0 (den = 0 takes the core's path: 0) */
    if ((r->bits > 62u) || (hi >= r->mag)) {
        return wfrac_slow(r, 0, FG_ONE, num);
    }
    if (an == r->mag) { /* |q| = 1: an axis-aligned unit vector */
        mag = (uint32_t)FG_ONE;
    } else {
        /* with o = 0, ties away from zero: |q| = ceil(q2 / 2), exact or not; |q| <= 2^31 */
        bool exact;
        uint32_t q2 = wfrac_quot(r, hi, (uint32_t)an << 17, &exact);
        mag = (q2 >> 1) + (q2 & 1u);
    }
    if (mag > (uint32_t)INT32_MAX) {
        mag = (uint32_t)INT32_MAX;
    }
    return ((num < 0) != r->neg) ? -(fg_scalar)mag : (fg_scalar)mag;
}

/* round(2^16 |num| / |den|) for 0 < |den| < |num| < 2^63 (ties up), 0 when undecided. With
 * m = bits(|num|) - bits(|den|) <= 13, |num|'s 63 leading bits over dn (one 2/1 step) give
 * Q = floor(2^(31-m) |num| / |den|) or up to 2 more (exact for |den| below 2^32): the ratio
 * with g = 15 - m >= 2 fraction bits, whose rounding is Q's unless its fraction lies within
 * 2 units above one half. */
static FG_FORCE_INLINE uint32_t wfrac_big16(const fg_wfrac *r, uint64_t an)
{
    unsigned na = fg_bits64(an), m = na - (unsigned)r->bits, g, sh;
    uint64_t u;
    uint32_t q, rem;
    if ((m > 13u) || (na > 63u) || (r->bits == 0u)) {
        return 0u;
    }
    g = 15u - m;
    sh = 63u - na;
    u = an << sh;
    q = fg_div21((uint32_t)(u >> 32), (uint32_t)u, r->dn, r->v, &rem);
    if (((q & ((1u << g) - 1u)) - (1u << (g - 1u))) < 2u) {
        return 0u;
    }
    return (q >> g) + ((q >> (g - 1u)) & 1u);
}

fg_scalar fg_wfrac_q16(const fg_wfrac *r, fg_wide num)
{
    uint64_t an = uabs64(num);
    uint32_t mag;
    if (an == 0u) { /* common: an axis-aligned vector's other component */
        return 0;
    }
    if ((FG_ESTIMATES == 0) || (r->bits > 62u)) {
        return wfrac_q16_rest(r, num);
    }
    if (an < r->mag) { /* |q| < 1: a unit vector's component (at most 2^16) */
        mag = wfrac_unit16(r, an);
    } else if (an == r->mag) { /* |q| = 1: an axis-aligned one */
        mag = (uint32_t)FG_ONE;
    } else {
        mag = (FG_WFRAC_BIG != 0) ? wfrac_big16(r, an) : 0u; /* 1 < |q| < 2^14: a weight, a point */
        if (mag == 0u) {
            return wfrac_q16_rest(r, num);
        }
    }
    return ((num < 0) != r->neg) ? -(fg_scalar)mag : (fg_scalar)mag;
}

/* ---- fg_wbary: three barycentric weights through one reciprocal (fg_wide.h) ---- */

/* fg_wfrac_q16 of num / den alone: where fg_wbary's estimates do not decide. */
static FG_NOINLINE fg_scalar wbary_slow(fg_wide den, fg_wide num)
{
    fg_wfrac r;
    fg_wfrac_init(&r, den);
    return fg_wfrac_q16(&r, num);
}

/* The digit q of 2^28 |num| / |den| for |num| < lim = 16 |den| (sh = 60 - bits(|den|)): one
 * 2/1 step of |num| 2^sh over dn, floor of the ratio or up to 2 more (dn 2^(bits-32) lies
 * less than 1/dn, 2^-31, below |den|). 0x80000800 when the step cannot form it: a digit that
 * neither wbary_weight nor the third weight's estimate takes. */
static FG_FORCE_INLINE uint32_t wbary_digit(uint64_t an, uint64_t lim, unsigned sh, uint32_t dn, uint32_t v)
{
    uint64_t x = an << sh;
    uint32_t rem;
    if ((an >= lim) || ((uint32_t)(x >> 32) >= dn)) {
        return 0x80000800u;
    }
    return fg_div21((uint32_t)(x >> 32), (uint32_t)x, dn, v, &rem);
}

/* A weight rounded (ties away from zero) from its digit, whose 12 bits below Q16.16 decide
 * unless they lie within 2 units above one half; else wbary_slow. */
static FG_FORCE_INLINE fg_scalar wbary_weight(uint32_t q, bool neg, fg_wide den, fg_wide num)
{
    uint32_t mag = (q >> 12) + ((q >> 11) & 1u);
    if (((q & 0xFFFu) - 0x800u) < 2u) {
        return wbary_slow(den, num);
    }
    return neg ? -(fg_scalar)mag : (fg_scalar)mag;
}

/* All three digits share den's normalisation and reciprocal. When the first two weights are
 * below 8 in magnitude (digits below 2^31), those digits at 10 bits below Q16.16 are within
 * 1 unit of their ratios, so s = 2^26 - a' - b' (|s| < 2^31) is within 2 units of the third
 * and decides its rounding unless a rounding point lies within 2 units. */
void fg_wbary(fg_wide den, fg_wide a, fg_wide b, fg_scalar q[3])
{
    uint64_t ad = uabs64(den), aa = uabs64(a), ab = uabs64(b), lim;
    unsigned bits = fg_bits64(ad), sh;
    uint32_t dn, v, da, db;
    bool na, nb;
    if ((FG_ESTIMATES == 0) || (bits == 0u) || (bits > 60u)) {
        q[0] = wbary_slow(den, a);
        q[1] = wbary_slow(den, b);
        q[2] = wbary_slow(den, fg_wsub(fg_wsub(den, a), b));
        return;
    }
    sh = 60u - bits;
    lim = ad << 4;
    dn = (uint32_t)((lim << sh) >> 32); /* |den| 2^(64 - bits) */
    v = fg_recip32(dn);
    na = (a < 0) != (den < 0);
    nb = (b < 0) != (den < 0);
    da = wbary_digit(aa, lim, sh, dn, v);
    db = wbary_digit(ab, lim, sh, dn, v);
    q[0] = wbary_weight(da, na, den, a);
    q[1] = wbary_weight(db, nb, den, b);
    if ((da < 0x80000000u) && (db < 0x80000000u)) {
        int32_t ea = (int32_t)(da >> 2), eb = (int32_t)(db >> 2);
        int32_t s = (int32_t)0x4000000 - (na ? -ea : ea) - (nb ? -eb : eb);
        uint32_t t = ((s < 0) ? (0u - (uint32_t)s) : (uint32_t)s) + 0x200u;
        if (((t & 0x3FFu) - 3u) < 0x3FBu) { /* 3 <= t mod 2^10 <= 2^10 - 3 */
            q[2] = (s < 0) ? -(fg_scalar)(t >> 10) : (fg_scalar)(t >> 10);
            return;
        }
    }
    q[2] = wbary_slow(den, fg_wsub(fg_wsub(den, a), b));
}

/* ---- fg_unit3, fg_wratio: a unit vector and a plane hit through one reciprocal (fg_wide.h) ---- */

/* round(|a| 2^16 / len) with a's sign, from floor(|a| 2^17 / len) by one 2/1 step on the
 * normalised len (ln = len 2^k, v its reciprocal): |a| <= len keeps the high word below ln. */
static fg_scalar sdiv_one(fg_scalar a, uint32_t ln, uint32_t v, unsigned k)
{
    uint32_t ua = (a < 0) ? (0u - (uint32_t)a) : (uint32_t)a, rem;
    uint64_t n = ((uint64_t)ua << k) << 17;
    uint32_t q = fg_div21((uint32_t)(n >> 32), (uint32_t)n, ln, v, &rem);
    uint32_t mag = (q >> 1) + (q & 1u);
    if (a < 0) {
        mag = 0u - mag;
    }
    return (fg_scalar)mag;
}

/* a / len for a = x, y, z, each rounded to nearest (ties away from zero), for len > 0 and
 * |a| <= len, through the exact reciprocal of len: fg_unit3 from 2^29 raw. len <= 0 gives
 * (0, 0, 0). */
static void sdiv3(fg_scalar x, fg_scalar y, fg_scalar z, fg_scalar len, fg_scalar *qx, fg_scalar *qy, fg_scalar *qz)
{
    uint32_t ln, v;
    unsigned k;
    if (len <= 0) {
        *qx = 0;
        *qy = 0;
        *qz = 0;
        return;
    }
    k = fg_clz32((uint32_t)len);
    ln = (uint32_t)len << k;
    v = fg_recip32(ln);
    *qx = sdiv_one(x, ln, v, k);
    *qy = sdiv_one(y, ln, v, k);
    *qz = sdiv_one(z, ln, v, k);
}

/* a^2 + b^2 + c^2 for a, b, c < 2^29, exact. ARMv6-M: split at bit 15, the three sums of
 * products each fit 32 bits (nine MULS, one 64-bit sum at the end). */
static FG_FORCE_INLINE uint64_t sumsq3_29(uint32_t a, uint32_t b, uint32_t c)
{
#if FG_CORE_PATH == FG_PATH_V6M
    uint32_t ah = a >> 15, al = a & 0x7FFFu, bh = b >> 15, bl = b & 0x7FFFu, ch = c >> 15, cl = c & 0x7FFFu;
    uint32_t hh = (ah * ah) + (bh * bh) + (ch * ch); /* < 3 2^28 */
    uint32_t hl = (ah * al) + (bh * bl) + (ch * cl); /* < 3 2^29 */
    uint32_t ll = (al * al) + (bl * bl) + (cl * cl); /* < 3 2^30 */
    return (((uint64_t)hh << 30) + ((uint64_t)hl << 16)) + ll;
#else
    return fg_umul32(a, a) + fg_umul32(b, b) + fg_umul32(c, c);
#endif
}

/* round(a 2^16 / len) with a's sign for a lifted magnitude ua <= len < 2^30 (ln = len 2^k
 * normalised, v = fg_recip32_est(ln)): from q17_est, whose remainder ua 2^17 - e len lies in
 * [-len, 2 len), formed modulo 2^32: 3 len < 2^32 keeps the cases apart. */
static FG_FORCE_INLINE fg_scalar unit_one(fg_scalar a, uint32_t ua, uint32_t len, uint32_t v, unsigned k)
{
    uint32_t e = q17_est(ua << k, v), rem;
    rem = (ua << 17) - (e * len);
    if ((rem + len) < len) { /* below 0 (it wraps): e one over */
        e--;
    } else if (rem >= len) {
        e++;
    } else {
        /* e is q */
    }
    e = (e >> 1) + (e & 1u);
    return (a < 0) ? -(fg_scalar)e : (fg_scalar)e;
}

/* fg_unit3 from 2^29 raw: no lift, the root of the squared length, the exact reciprocal
 * (out of line: its registers stay off the common path's). */
static FG_NOINLINE void unit3_wide(fg_scalar x, fg_scalar y, fg_scalar z, fg_scalar *ux, fg_scalar *uy, fg_scalar *uz)
{
    sdiv3(x, y, z, wsqrt_inline(fg_wmul3(x, x, y, y, z, z)), ux, uy, uz);
}

/* lo for x below t1, mid below t2, else hi: a shift chosen by size in compares, where the
 * range is known (ARMv6-M has no CLZ). */
static FG_FORCE_INLINE unsigned shift_by_size(uint32_t x, uint32_t t1, uint32_t t2, unsigned lo, unsigned mid,
                                              unsigned hi)
{
    unsigned k;
    if (x < t1) {
        k = lo;
    } else if (x < t2) {
        k = mid;
    } else {
        k = hi;
    }
    return k;
}

void fg_unit3(fg_scalar x, fg_scalar y, fg_scalar z, fg_scalar *ux, fg_scalar *uy, fg_scalar *uz)
{
    uint32_t ax = uabs32(x), ay = uabs32(y), az = uabs32(z), m = ax | ay | az, len, v, top;
    unsigned k;
    uint64_t ss, rem;
    if (m >= 0x20000000u) { /* |a| up to 2^31 (a length to 2^31.8): the general steps */
        unit3_wide(x, y, z, ux, uy, uz);
        return;
    }
    if (m == 0u) {
        *ux = 0;
        *uy = 0;
        *uz = 0;
        return;
    }
    if (m < 0x8000000u) { /* the largest to 28 bits (2048 units) */
        k = fg_clz32(m) - 4u;
        ax <<= k;
        ay <<= k;
        az <<= k;
    }
    /* len = round(sqrt(ss)), fg_wsqrt's steps: ss in [2^54, 3 2^58) has 55 to 60 bits, so
     * the even shift that normalises it is 8, 6 or 4 */
    ss = sumsq3_29(ax, ay, az);
    top = (uint32_t)(ss >> 32);
    k = shift_by_size(top, 0x1000000u, 0x4000000u, 8u, 6u, 4u);
    len = (uint32_t)wsqrt_round(fg_isqrt64n(ss << k, &rem), k >> 1);
    /* len in [2^27, 2^29.8): normalised by 2^4, 2^3 or 2^2 */
    k = shift_by_size(len, 0x10000000u, 0x20000000u, 4u, 3u, 2u);
    v = fg_recip32_est(len << k);
    *ux = unit_one(x, ax, len, v, k);
    *uy = unit_one(y, ay, len, v, k);
    *uz = unit_one(z, az, len, v, k);
}

void fg_wtop_init2_any(fg_wtop *fa, fg_scalar *ta, fg_scalar *tb, fg_wide num_a, fg_wide num_b, fg_wide den)
{
    bool in_a = (num_a > 0) && (num_a < den), in_b = (num_b > 0) && (num_b < den);
    fa->num = num_a;
    fa->den = den;
    fa->q1 = 0u;
    *ta = (num_a == den) ? (fg_scalar)0x10000 : 0; /* t = 1, or t = 0 */
    *tb = (num_b == den) ? (fg_scalar)0x10000 : 0;
    if (in_a || in_b) { /* den > 0: one 3/2 reciprocal for both */
        unsigned s = 64u - fg_bits64((uint64_t)den);
        uint64_t dn = (uint64_t)den << s;
        uint32_t d1 = (uint32_t)(dn >> 32), v = fg_recip_3by2_from(d1, (uint32_t)dn, fg_recip32(d1));
        if (in_a) {
            uint64_t r = (uint64_t)num_a << s;
            fa->q1 = fg_digit_3by2(&r, 0u, dn, v);
            *ta = fg_t_of_digit(fa->q1);
        }
        if (in_b) {
            uint64_t r = (uint64_t)num_b << s;
            *tb = fg_t_of_digit(fg_digit_3by2(&r, 0u, dn, v));
        }
    }
}


fg_scalar fg_wtop_exact(const fg_wtop *f, fg_scalar o, fg_scalar d)
{
    fg_wratio r;
    fg_wratio_init(&r, f->num, f->den);
    return fg_wratio_lerp(&r, o, d);
}
#if defined(__ARM_ARCH_6M__)
fg_scalar fg_wtop_lerp(const fg_wtop *f, fg_scalar o, fg_scalar d) { return fg_wtop_lerp_inline(f, o, d); }
#endif

#if defined(__ARM_ARCH_6M__)
void fg_wratio_init(fg_wratio *f, fg_wide num, fg_wide den) { fg_wratio_init_any(f, num, den); }
void fg_wratio_init_inside(fg_wratio *f, fg_wide num, fg_wide den) { fg_wratio_init_inside_inline(f, num, den); }
#endif

/* The exact path of fg_wratio_lerp: fg_wrecip_lerp itself (its reciprocal only here). */
fg_scalar fg_wratio_exact(const fg_wratio *f, fg_scalar o, fg_scalar d)
{
    fg_xrecip r;
    if ((f->num == f->den) && (f->den != 0)) { /* t = 1: o + d, no rounding */
        int64_t s = (int64_t)o + (int64_t)d;
        return (s > INT32_MAX) ? INT32_MAX : ((s < -INT32_MAX) ? -INT32_MAX : (fg_scalar)s);
    }
    fg_wrecip_init(&r, f->den);
    return fg_wrecip_lerp(&r, o, d, f->num);
}
#if defined(__ARM_ARCH_6M__)
fg_scalar fg_wratio_lerp(const fg_wratio *f, fg_scalar o, fg_scalar d) { return fg_wratio_lerp_inline(f, o, d); }
#endif

/* ---- fg_wrsqrt (fg_wide.h) ---- */

/* x = dd 4^j normalised (x >= 2^62), s = floor(sqrt(x)) >= 2^31, n = r 2^j <= s: with
 * N = n 2^32, N / s lies in [t 2^32, t 2^32 + 2) (N (sqrt(x) - s) / (s sqrt(x)) < 2^32 /
 * sqrt(x) <= 2), so floor(N / s) is floor(t 2^32) or up to 2 more, and fg_div21_est up to 2
 * more again. n = s (t within 2 / s of 1): q = 2^32 - 1, at most 1 over. */
void fg_wrsqrt_init(fg_wrsqrt *f, fg_scalar r, fg_wide dd)
{
    uint32_t q = 0u;
    f->dd = dd;
    f->r = r;
    if ((dd > 0) && (r > 0)) {
        uint64_t rem;
        unsigned k = (64u - fg_bits64((uint64_t)dd)) & ~1u;
        uint32_t s = fg_isqrt64n((uint64_t)dd << k, &rem), n = (uint32_t)r << (k >> 1);
        q = (n < s) ? fg_div21_est(n, 0u, s) : 0xFFFFFFFFu;
    }
    f->q = q;
}

/* h = floor(X / sqrt(dd)) for X = 2 |d| r, i.e. h^2 dd <= X^2 < (h + 1)^2 dd (128-bit
 * compares), from floor(2 |d| q / 2^32): above X / sqrt(dd) - 1 (q > t 2^32 - 1) and at most
 * X / sqrt(dd) + 4 (q <= t 2^32 + 4, |d| <= 2^31). Then o + d t rounds to o +- ceil(h / 2),
 * but for a tie (X / sqrt(dd) = h, h odd): o + d t = w + 1/2, rounded away from zero as
 * every lerp of fg_wide.h. */
fg_scalar fg_wrsqrt_exact(const fg_wrsqrt *f, fg_scalar o, fg_scalar d)
{
    uint32_t ad = uabs32(d), mag;
    uint64_t dd = (uint64_t)f->dd, x, h;
    unsigned i;
    int c, up;
    if ((f->dd <= 0) || (f->r <= 0)) { /* t = 0 (or outside the domain): o */
        return fg_offset_sat(o, 0u, false);
    }
    x = fg_umul32(ad, (uint32_t)f->r) << 1; /* < 2^63 */
    h = fg_umul32(f->q, ad) >> 31;
    c = fg_core_cmp2(h * h, dd, x, x);
    for (i = 0u; (c > 0) && (h > 0u) && (i < 5u); i++) {
        h--;
        c = fg_core_cmp2(h * h, dd, x, x);
    }
    up = fg_core_cmp2((h + 1u) * (h + 1u), dd, x, x);
    if (up <= 0) {
        h++;
        c = up;
    }
    mag = (uint32_t)((h >> 1) + (h & 1u));
    if ((c == 0) && ((h & 1u) != 0u)) {
        int64_t w = (d < 0) ? ((int64_t)o - (int64_t)mag) : (((int64_t)o + (int64_t)mag) - 1);
        if ((w >= 0) == (d < 0)) {
            mag--;
        }
    }
    return fg_offset_sat(o, mag, d < 0);
}
#if defined(__ARM_ARCH_6M__)
fg_scalar fg_wrsqrt_lerp(const fg_wrsqrt *f, fg_scalar o, fg_scalar d) { return fg_wrsqrt_lerp_inline(f, o, d); }
#endif

/* ---- fg_wlerp (fg_wide.h) ---- */

fg_scalar fg_wlerp_exact(const fg_wlerp *f, fg_scalar o, fg_scalar d)
{
    fg_wfrac r;
    if ((d == 0) || (f->num == 0)) { /* o itself, as fg_wfrac_lerp */
        return (o < -INT32_MAX) ? -INT32_MAX : o;
    }
    fg_wfrac_init(&r, f->den);
    return fg_wfrac_lerp(&r, o, d, f->num);
}
/* For den > 0: r = |num| 2^sh below dn = den 2^(64 - nd) (top bit set), its top bit at 62
 * (or sh = 64 - nd for |t| < 1/2): the 2/1 quotient of r's and dn's top words is at most 2
 * above the digit of r 2^32 / dn = |t| 2^(32 - c), c = 64 - sh - nd (Knuth, TAOCP 4.3.1,
 * Theorem B), and fg_div21_est's at most 2 above that. */
void fg_wlerp_init(fg_wlerp *f, fg_wide num, fg_wide den)
{
    uint64_t an = uabs64(num), ad = (uint64_t)den;
    uint32_t q = 0u, lim = 0u;
    unsigned c = 0u;
    f->num = num;
    f->den = den;
    f->neg = num < 0;
    /* den <= 0 takes the exact path (the callers' den = n.n is positive); num = 0 needs no
     * test: q = 0 never decides (P's low word is 0) */
    if ((FG_ESTIMATES != 0) && (den > 0)) {
        unsigned na = fg_bits64(an), nd = fg_bits64(ad);
        c = (na < nd) ? 0u : ((na + 1u) - nd);
        /* a projection's move |d t| <= |num| / sqrt(|den|) (|d| <= |n|, den = n.n) below
         * about 2^27 raw: beyond, the window takes most lerps, and the exact path alone is
         * cheaper */
        if ((c < 28u) && ((2u * na) < (nd + 54u))) {
            unsigned sd = 64u - nd, sh = sd - c;
            uint64_t r = an << sh;
            uint32_t r1 = (uint32_t)(r >> 32), d1 = (uint32_t)((ad << sd) >> 32);
            q = 0xFFFFFFFFu;
            if (r1 < d1) {
                q = fg_div21_est(r1, (uint32_t)r, d1);
            }
            lim = 0x10000000u >> c;
        }
    }
    f->q = q;
    f->lim = lim;
    f->ushift = (uint8_t)(c + 1u);
}
#if defined(__ARM_ARCH_6M__)
fg_scalar fg_wlerp_at(const fg_wlerp *f, fg_scalar o, fg_scalar d) { return fg_wlerp_at_inline(f, o, d); }
#endif

/* ---- fg_wover (fg_wide.h) ---- */

#if FG_CORE_PATH == FG_PATH_FPDP
/* t = q 2^-64 as a double (q's two words: both products exact, one rounding). */
static double t_from_q(uint64_t q)
{
    return ((double)(uint32_t)(q >> 32) * 2.3283064365386962890625e-10) +
           ((double)(uint32_t)q * 5.42101086242752217003726400434970855712890625e-20);
}
#endif

void fg_wover_init(fg_wover *u, const fg_wratio *t, fg_scalar r)
{
    u->t = t;
    u->rad = r;
    u->r = 0u;
    u->v = 0u;
#if FG_CORE_PATH != FG_PATH_FPDP
    u->rn = 0u;
    u->k = 0u;
#endif
    if ((FG_ESTIMATES != 0) && (r > 0)) {
#if FG_CORE_PATH == FG_PATH_FPDP
        if (t->q != 0u) { /* the double-precision estimates below: t and 2^16 / r once */
            u->v = 1u;
            u->t_d = t_from_q(t->q);
            u->inv16 = 65536.0 / (double)r;
        }
#else
        unsigned k = 32u - fg_bits32((uint32_t)r);
        u->k = (uint8_t)k;
        u->rn = (uint32_t)r << k;
        u->v = fg_recip32(u->rn);
#endif
        u->r = (uint32_t)r;
    }
}

#if FG_CORE_PATH == FG_PATH_FPDP
/* The double-precision estimates (M7, M55): y = n / r from n's double value s, accepted when
 * no half-integer lies within their bound e of y. Every input to s is exact or rounded once
 * (relative error 2^-53 each): |s - n| <= (|p| + |q| + |s|) 2^-51 for the p + q t below
 * (t < 1 from q, whose truncation adds 2^-64; |s| <= |p| + |q| to 2^-52), and y = s (1 / r)
 * adds |y| 2^-51.9, so e = ((|p| + |q|) / r + 1/2) 2^-48 bounds the error twice over, with
 * its own roundings and y + 1/2's (below). Details: DESIGN.md section 4.3. */

/* A wide as a double, rounded once (its two words; no 64-bit conversion routine). */
static double wide_to_double(fg_wide w)
{
    uint64_t a = (w < 0) ? (0u - (uint64_t)w) : (uint64_t)w;
    double m = ((double)(uint32_t)(a >> 32) * 4294967296.0) + (double)(uint32_t)a;
    return (w < 0) ? -m : m;
}

/* round(n / r), ties away from zero, from s ~ n, a >= |p| + |q| of n = p + q t and inv ~ 1/r
 * (scaled as the output): true with *out set when certain and below 2^31 - 1 in magnitude.
 * g = |y| + 1/2 (rounded at most 2^-53 g): floor(g) is the rounding unless g lies within e
 * of an integer; its distance to one, 1/2 - |frac(g) - 1/2|, is exact (g >= 1/2). */
static FG_FORCE_INLINE bool round_over(double s, double a, double inv, fg_scalar *out)
{
    double y = s * inv, m = __builtin_fabs(y), g;
    uint32_t i;
    if (!(m < 2147483647.0)) { /* the exact path saturates */
        return false;
    }
    g = m + 0.5;
    i = (uint32_t)g;
    if (!((0.5 - __builtin_fabs((g - (double)i) - 0.5)) > (((a * inv) + 0.5) * 3.552713678800500929355621337890625e-15))) {
        return false;
    }
    *out = (y < 0.0) ? -(fg_scalar)i : (fg_scalar)i;
    return true;
}

bool fg_wover_q16(const fg_wover *u, fg_scalar m0, fg_scalar m1, fg_scalar *out)
{
    double a, d;
    if ((FG_ESTIMATES == 0) || (u->v == 0u)) {
        return false;
    }
    a = (double)m0;
    d = (double)m1 - a; /* exact: below 2^33 */
    return round_over(a + (d * u->t_d), __builtin_fabs(a) + __builtin_fabs(d), u->inv16, out);
}

FG_NOINLINE static bool wover_wide_fast(const fg_wover *u, fg_wide p, fg_wide q, fg_scalar *out)
{
    double dp, dq;
    if ((FG_ESTIMATES == 0) || (u->v == 0u)) {
        return false;
    }
    dp = wide_to_double(p);
    dq = wide_to_double(q);
    /* 1 / r: 2^16 / r scaled exactly */
    return round_over(dp + (dq * u->t_d), __builtin_fabs(dp) + __builtin_fabs(dq), u->inv16 * 1.52587890625e-05, out);
}
#else

/* X = m0 2^64 + d q differs from T = (m0 + d t) 2^64 by |d| (t 2^64 - q) < 2^32 <= 2^32 r,
 * so the digit floor(|X| / (2^32 r)), exact by one 2/1 step, is within 1 of T's: the
 * rounding at its bit 15 is T's unless the digit's low half-word is 0x7FFF or 0x8000.
 * |m0| and |d| t below 2^30 keep X / 2^32 in 64 bits (the ball core's coordinates). */
bool fg_wover_q16(const fg_wover *u, fg_scalar m0, fg_scalar m1, fg_scalar *out)
{
    int64_t d = (int64_t)m1 - (int64_t)m0;
    uint64_t q = u->t->q, ad = (d < 0) ? (0u - (uint64_t)d) : (uint64_t)d, p0, p1, hi;
    uint32_t lo, h1, h0, dig, rem, mag;
    bool neg;
    if ((FG_ESTIMATES == 0) || (q == 0u) || (u->v == 0u) || (m0 <= -0x40000000) || (m0 >= 0x40000000)) {
        return false;
    }
    p0 = fg_umul32((uint32_t)q, (uint32_t)ad); /* |d| q = p1 2^32 + lo, |d| < 2^32 */
    p1 = fg_umul32((uint32_t)(q >> 32), (uint32_t)ad) + (p0 >> 32);
    if ((p1 >> 62) != 0u) { /* |d| t >= 2^30 */
        return false;
    }
    lo = (uint32_t)p0;
    hi = ((uint64_t)(int64_t)m0) << 32; /* X = hi 2^32 + lo, hi signed, |X| < 2^95 */
    if (d < 0) {
        hi = (hi - p1) - ((lo != 0u) ? 1u : 0u);
        lo = 0u - lo;
    } else {
        hi += p1;
    }
    neg = ((hi >> 63) != 0u);
    if (neg) { /* |X| = -X: its top 64 bits */
        hi = (0u - hi) - ((lo != 0u) ? 1u : 0u);
    }
    if ((hi >> 32) >= u->r) { /* |X| >= r 2^64: the exact path (also |n| = 1 exactly) */
        return false;
    }
    /* floor(|X| / 2^32) / r = (hi 2^k) / (r 2^k), below 2^64: in 32-bit shifts */
    h1 = (uint32_t)(hi >> 32);
    h0 = (uint32_t)hi;
    if (u->k != 0u) {
        h1 = (h1 << u->k) | (h0 >> (32u - u->k));
        h0 <<= u->k;
    }
    dig = fg_div21(h1, h0, u->rn, u->v, &rem);
    if (((dig + 1u) & 0xFFFEu) == 0x8000u) {
        return false;
    }
    mag = (dig >> 16) + ((dig >> 15) & 1u);
    *out = neg ? -(fg_scalar)mag : (fg_scalar)mag;
    return true;
}

/* q t_q (t_q unsigned) as a two's complement 128-bit hi 2^64 + lo. ARMv6-M: through
 * fg_xmul with t_q read as signed (t_q - 2^64 for t_q >= 2^63, q 2^64 added back), as a
 * second inline 64x64 product in this file takes fg_umul64_acc out of line in fg_xmul. */
static uint64_t wide_by_q64(fg_wide q, uint64_t tq, uint64_t *lo)
{
#if defined(__ARM_ARCH_6M__)
    fg_xwide x = fg_xmul(q, (fg_wide)tq);
    *lo = ((uint64_t)x.w[1] << 32) | x.w[0];
    return (((uint64_t)x.w[3] << 32) | x.w[2]) + (((tq >> 63) != 0u) ? (uint64_t)q : 0u);
#else
    uint64_t l, h = fg_umul64_acc((q < 0) ? (0u - (uint64_t)q) : (uint64_t)q, tq, &l);
    if (q < 0) { /* -(h 2^64 + l) */
        h = (0u - h) - ((l != 0u) ? 1u : 0u);
        l = 0u - l;
    }
    *lo = l;
    return h;
#endif
}

/* X = p 2^64 + q t_q differs from T = (p + q t) 2^64 by |q| (t 2^64 - t_q) < 2^61 (|q| < 2^61
 * checked). Its top 96 bits over r (two 2/1 steps) give the quotient's integer digit and a
 * 32-bit fraction f; dropping X's low word and the floors move f by at most 2 and the q term
 * by |q| / (2^32 r) < 2^(k-2) (r >= 2^(31-k)), so the rounding is T's unless f lies within
 * that of one half. */
FG_NOINLINE static bool wover_wide_fast(const fg_wover *u, fg_wide p, fg_wide q, fg_scalar *out)
{
    uint64_t tq = u->t->q, aq = (q < 0) ? (0u - (uint64_t)q) : (uint64_t)q, ap, lo, xh;
    uint32_t a1, a0, w1, dig, f, rem, e, half;
    bool neg;
    if ((FG_ESTIMATES == 0) || (tq == 0u) || (u->v == 0u) || ((aq >> 61) != 0u)) {
        return false;
    }
    ap = (p < 0) ? (0u - (uint64_t)p) : (uint64_t)p;
    if ((ap >> 61) != 0u) {
        return false;
    }
    xh = wide_by_q64(q, tq, &lo) + (uint64_t)p;
    neg = ((xh >> 63) != 0u); /* X = xh 2^64 + lo, |X| < 2^126 */
    if (neg) { /* |X| = -X */
        xh = (0u - xh) - ((lo != 0u) ? 1u : 0u);
        lo = 0u - lo;
    }
    a1 = (uint32_t)(xh >> 32);
    if (a1 >= u->r) { /* |T| / r near or above 2^32: the exact path (it saturates) */
        return false;
    }
    a0 = (uint32_t)xh;
    w1 = (uint32_t)(lo >> 32);
    if (u->k != 0u) {
        a1 = (a1 << u->k) | (a0 >> (32u - u->k));
        a0 = (a0 << u->k) | (w1 >> (32u - u->k));
        w1 <<= u->k;
    }
    dig = fg_div21(a1, a0, u->rn, u->v, &rem);
    f = fg_div21(rem, w1, u->rn, u->v, &rem);
    e = ((u->k >= 2u) ? (1u << (u->k - 2u)) : 1u) + 2u;
    half = f - 0x80000000u; /* |f - 2^31| */
    if ((half >> 31) != 0u) {
        half = 0u - half;
    }
    if ((half <= e) || ((dig >> 31) != 0u) || ((dig == 0x7FFFFFFFu) && (f >= 0x80000000u))) {
        return false;
    }
    dig += f >> 31;
    *out = neg ? -(fg_scalar)dig : (fg_scalar)dig;
    return true;
}
#endif

/* p den + q num (out of line: its two products stay off wover_wide_exact's frame). */
FG_NOINLINE static fg_xwide wover_wide_num(const fg_wover *u, fg_wide p, fg_wide q)
{
    return fg_xadd(fg_xmul(u->t->den, p), fg_xmul(u->t->num, q));
}

/* The exact path: (p den + q num) / (r den), one 128-bit quotient. */
FG_NOINLINE static fg_scalar wover_wide_exact(const fg_wover *u, fg_wide p, fg_wide q)
{
    fg_xrecip rs;
    fg_xwide x = fg_xmul(u->t->den, fg_wide_from(u->rad));
    fg_xrecip_init(&rs, &x);
    x = wover_wide_num(u, p, q);
    return fg_xrecip_q16(&rs, &x);
}

fg_scalar fg_wover_q16_wide(const fg_wover *u, fg_wide p, fg_wide q)
{
    fg_scalar out = 0; /* set when wover_wide_fast is true; AVR gcc cannot see that */
    return wover_wide_fast(u, p, q, &out) ? out : wover_wide_exact(u, p, q);
}

/* ---- swept box vs triangle: fg_xcmp2sq (fg_wide.h) ---- */

/* |a|^2 |b| as twelve 32-bit limbs (schoolbook on xmag_mul's eight, exact). */
FG_NOINLINE static void xmag_sqmul(uint32_t out[12], const fg_xwide *a, const fg_xwide *b)
{
    uint32_t sq[8];
    fg_xwide mb = (fg_xsign(*b) < 0) ? fg_xsub(fg_xwide_from(0), *b) : *b;
    int i, j;
    uint32_t carry = 0u;
    xmag_mul(sq, a, a);
    /* the first row writes its limbs (a zeroing loop would be a memset at -O2) */
    for (i = 0; i < 8; i++) {
        uint64_t t = ((uint64_t)sq[i] * mb.w[0]) + carry;
        out[i] = (uint32_t)t;
        carry = (uint32_t)(t >> 32);
    }
    out[8] = carry;
    for (j = 1; j < 4; j++) {
        carry = 0u;
        for (i = 0; i < 8; i++) {
            uint64_t t = ((uint64_t)sq[i] * mb.w[j]) + out[i + j] + carry;
            out[i + j] = (uint32_t)t;
            carry = (uint32_t)(t >> 32);
        }
        out[j + 8] = carry;
    }
}

/* |c|^2 |d| against the given twelve limbs: -1, 0, +1 as p > that, == or <. Its own frame:
 * the two products are never on one Cortex-M0 frame. */
FG_NOINLINE static int xmag_sqmul_cmp(const uint32_t p[12], const fg_xwide *c, const fg_xwide *d)
{
    uint32_t q[12];
    int i, m = 0;
    xmag_sqmul(q, c, d);
    for (i = 11; (i >= 0) && (m == 0); i--) {
        if (p[i] > q[i]) {
            m = 1;
        } else if (p[i] < q[i]) {
            m = -1;
        } else {
            /* equal limbs: the next one decides */
        }
    }
    return m;
}

int fg_xcmp2sq(const fg_xwide *a, const fg_xwide *b, const fg_xwide *c, const fg_xwide *d)
{
    int s1 = (fg_xsign(*a) != 0) ? fg_xsign(*b) : 0, s2 = (fg_xsign(*c) != 0) ? fg_xsign(*d) : 0, m;
    uint32_t p[12];
    if (s1 != s2) {
        return (s1 > s2) ? 1 : -1; /* signs alone decide (one side may be 0) */
    }
    if (s1 == 0) {
        return 0;
    }
    xmag_sqmul(p, a, b);
    m = xmag_sqmul_cmp(p, c, d);
    return (s1 > 0) ? m : -m;
}

/* The wide that *a holds exactly as fg_xwide_from(wide), if it does (low limb zero, top
 * limb the sign extension). */
static bool x_as_wide(const fg_xwide *a, fg_wide *w)
{
    uint32_t ext = ((a->w[2] >> 31) != 0u) ? 0xFFFFFFFFu : 0u;
    uint64_t u = ((uint64_t)a->w[2] << 32) | a->w[1];
    if ((a->w[0] != 0u) || (a->w[3] != ext)) {
        return false;
    }
    *w = (int64_t)u;
    return true;
}

int fg_xcmp2w(const fg_xwide *a, const fg_xwide *b, const fg_xwide *c, const fg_xwide *d)
{
    fg_wide wa, wb, wc, wd;
    if (x_as_wide(a, &wa) && x_as_wide(b, &wb) && x_as_wide(c, &wc) && x_as_wide(d, &wd)) {
        return wcmp2_core(wa, wb, wc, wd);
    }
    return fg_xcmp2(a, b, c, d);
}

/* ---- fg_xfrac: one 128-bit denominator (fg_wide.h) ---- */

/* Significant bits of a 4-limb magnitude (0 for 0). */
static unsigned bits128(const uint32_t m[4])
{
    unsigned k = 3u;
    while ((k > 0u) && (m[k] == 0u)) {
        k--;
    }
    return (32u * k) + fg_bits32(m[k]);
}

/* out = m << s modulo 2^128 (s < 128): whole limbs, then the bits. */
static void shl128(const uint32_t m[4], unsigned s, uint32_t out[4])
{
    uint32_t a0 = m[0], a1 = m[1], a2 = m[2], a3 = m[3];
    unsigned k = s >> 5, b = s & 31u;
    while (k > 0u) {
        a3 = a2;
        a2 = a1;
        a1 = a0;
        a0 = 0u;
        k--;
    }
    if (b != 0u) {
        unsigned c = 32u - b;
        a3 = (a3 << b) | (a2 >> c);
        a2 = (a2 << b) | (a1 >> c);
        a1 = (a1 << b) | (a0 >> c);
        a0 <<= b;
    }
    out[0] = a0;
    out[1] = a1;
    out[2] = a2;
    out[3] = a3;
}

#if FG_CORE_PATH != FG_PATH_V6M
/* x - (q d + *carry) - *borrow on one limb, carry and borrow passed on: one multiply-
 * accumulate (q d + carry < 2^64) and one 64-bit subtraction (its top bit the borrow). */
FG_INLINE uint32_t msub_limb(uint32_t x, uint32_t q, uint32_t d, uint32_t *carry, uint32_t *borrow)
{
    uint64_t p = ((uint64_t)q * d) + *carry;
    uint64_t t = ((uint64_t)x - (uint32_t)p) - *borrow;
    *carry = (uint32_t)(p >> 32);
    *borrow = (uint32_t)(t >> 63);
    return (uint32_t)t;
}
#else
/* x - (q d + *carry) - *borrow on one limb, carry and borrow passed on (32-bit steps:
 * Cortex-M0 spills 64-bit temporaries); a zero limb of d costs no multiply. */
FG_INLINE uint32_t msub_limb(uint32_t x, uint32_t q, uint32_t d, uint32_t *carry, uint32_t *borrow)
{
    uint32_t plo = *carry, phi = 0u, t, b;
    if (d != 0u) {
        uint64_t p = fg_umul32(q, d);
        plo = (uint32_t)p + *carry;
        phi = (uint32_t)(p >> 32) + ((plo < *carry) ? 1u : 0u);
    }
    *carry = phi;
    t = x - plo;
    b = 0u;
    if ((x < plo) || (t < *borrow)) {
        b = 1u;
    }
    t -= *borrow;
    *borrow = b;
    return t;
}
#endif

/* x + d + *carry on one limb, the carry passed on. */
FG_INLINE uint32_t add_limb(uint32_t x, uint32_t d, uint32_t *carry)
{
    uint32_t s = x + d, t = s + *carry;
    *carry = 0u;
    if ((s < d) || (t < s)) {
        *carry = 1u;
    }
    return t;
}

/* Knuth's estimate of the digit floor(W 2^32 / D) for the normalised D and W < D in
 * w[0..3], from the top limbs: at most 2 over. */
static FG_FORCE_INLINE uint32_t xfrac_est(const fg_xfrac *f, const uint32_t w[4])
{
    uint32_t dummy;
    return (w[3] >= f->d[3]) ? 0xFFFFFFFFu : fg_div21(w[3], w[2], f->d[3], f->v, &dummy);
}

/* The digit floor(W 2^32 / D) from its estimate q, W replaced by the remainder: the
 * remainder, in (-2D, D), is formed modulo 2^160 and corrected. */
static FG_NOINLINE uint32_t xfrac_fix(const fg_xfrac *f, uint32_t w[4], uint32_t est)
{
    uint32_t q = est, r0, r1, r2, r3, r4, carry = 0u, borrow = 0u;
    /* R = (W << 32) - q D */
    r0 = msub_limb(0u, q, f->d[0], &carry, &borrow);
    r1 = msub_limb(w[0], q, f->d[1], &carry, &borrow);
    r2 = msub_limb(w[1], q, f->d[2], &carry, &borrow);
    r3 = msub_limb(w[2], q, f->d[3], &carry, &borrow);
    r4 = (w[3] - carry) - borrow;
    while ((r4 >> 31) != 0u) {
        carry = 0u;
        r0 = add_limb(r0, f->d[0], &carry);
        r1 = add_limb(r1, f->d[1], &carry);
        r2 = add_limb(r2, f->d[2], &carry);
        r3 = add_limb(r3, f->d[3], &carry);
        r4 += carry;
        q--;
    }
    w[0] = r0;
    w[1] = r1;
    w[2] = r2;
    w[3] = r3;
    return q;
}

void fg_xfrac_init(fg_xfrac *f, const fg_xwide *den)
{
    uint32_t m[4];
    unsigned bits;
    f->neg = fg_core_mag(den, m) ? 1u : 0u;
    f->den = den;
    f->num = den;
    f->q = 0u;
    bits = bits128(m);
    f->s = 255u;
    f->v = 0u;
    f->d[0] = 0u;
    f->d[1] = 0u;
    f->d[2] = 0u;
    f->d[3] = 0u;
    if (bits != 0u) {
        f->s = (uint8_t)(128u - bits);
        shl128(m, 128u - bits, f->d);
        f->v = fg_recip32(f->d[3]);
    }
}

/* |num| << s into w when 0 < |num| < |den| (*neg: the quotient's sign); 1 when
 * |num| == |den|, 0 when num == 0, 2 otherwise (and for den == 0). */
static unsigned xfrac_load(const fg_xfrac *f, const fg_xwide *num, uint32_t w[4], bool *neg)
{
    uint32_t m[4];
    unsigned bits, i;
    *neg = fg_core_mag(num, m) != (f->neg != 0u);
    bits = bits128(m);
    if (bits == 0u) {
        return 0u;
    }
    if ((f->s == 255u) || ((bits + f->s) > 128u)) {
        return 2u;
    }
    shl128(m, f->s, w);
    for (i = 4u; i > 0u; i--) {
        if (w[i - 1u] != f->d[i - 1u]) {
            return (w[i - 1u] < f->d[i - 1u]) ? 3u : 2u;
        }
    }
    return 1u;
}

static FG_NOINLINE fg_scalar xfrac_q16_core(const fg_xfrac *f, const fg_xwide *num)
{
    fg_xrecip r;
    fg_xrecip_init(&r, f->den);
    return fg_xrecip_q16(&r, num);
}

/* The two top limbs of m << s for bits(m) + s <= 128 (shl128's out[3] and out[2]). */
static FG_FORCE_INLINE void shl128_top(const uint32_t m[4], unsigned s, uint32_t *w3, uint32_t *w2)
{
    unsigned k = s >> 5, b = s & 31u;
    uint32_t hi = m[3u - k], mid = (k <= 2u) ? m[2u - k] : 0u, lo = (k <= 1u) ? m[1u - k] : 0u;
    if (b != 0u) {
        hi = (hi << b) | (mid >> (32u - b));
        mid = (mid << b) | (lo >> (32u - b));
    }
    *w3 = hi;
    *w2 = mid;
}

/* round(2^16 |num| / |den|) from the digit's estimate alone, when |num| 2^s's top limb is
 * below D's (then |num| < |den|) and the estimate decides (see fg_xfrac_q16); else -1. */
static FG_FORCE_INLINE int32_t xfrac_q16_est(const fg_xfrac *f, const uint32_t m[4], unsigned bits)
{
    uint32_t w3, w2, q, dummy, mag;
    if ((f->s == 255u) || ((bits + f->s) > 128u)) {
        return -1;
    }
    shl128_top(m, f->s, &w3, &w2);
    if (w3 >= f->d[3]) {
        return -1;
    }
    q = fg_div21(w3, w2, f->d[3], f->v, &dummy);
    if ((q & 0xFFFEu) == 0x8000u) {
        return -1;
    }
    mag = (q >> 16) + ((q >> 15) & 1u);
    return (int32_t)mag;
}

fg_scalar fg_xfrac_q16(const fg_xfrac *f, const fg_xwide *num)
{
    uint32_t w[4];
    bool neg = fg_core_mag(num, w) != (f->neg != 0u);
    unsigned bits = bits128(w), k;
    fg_scalar mag;
    if (bits == 0u) {
        return 0;
    }
    if (FG_ESTIMATES != 0) {
        mag = xfrac_q16_est(f, w, bits); /* the common case: no 128-bit shift or compare */
        if (mag >= 0) {
            return neg ? -mag : mag;
        }
    }
    k = xfrac_load(f, num, w, &neg);
    if (k == 2u) {
        return xfrac_q16_core(f, num);
    }
    /* round(2^16 N / D) = floor((floor(2^32 N / D) + 2^15) / 2^16) for N < D */
    if (k == 1u) {
        mag = FG_ONE;
    } else {
        /* q - 2 and q round alike unless q's low half-word is 0x8000 or 0x8001: then the
         * estimate decides without the remainder */
        uint32_t q = xfrac_est(f, w), m;
        if ((FG_ESTIMATES == 0) || ((q & 0xFFFEu) == 0x8000u)) {
            q = xfrac_fix(f, w, q);
        }
        m = (q >> 16) + ((q >> 15) & 1u);
        mag = (fg_scalar)m;
    }
    return neg ? -mag : mag;
}

void fg_xfrac_set_t(fg_xfrac *f, const fg_xwide *num)
{
    uint32_t w[4];
    bool neg = false;
    f->num = num;
    f->q = 0u;
    if ((xfrac_load(f, num, w, &neg) == 3u) && !neg) {
        uint32_t q1 = xfrac_fix(f, w, xfrac_est(f, w));
        f->q = ((uint64_t)q1 << 32) | xfrac_fix(f, w, xfrac_est(f, w));
    }
}

static FG_NOINLINE fg_scalar xfrac_lerp_core(const fg_xfrac *f, fg_scalar o, fg_scalar d)
{
    fg_xrecip r;
    fg_xrecip_init(&r, f->den);
    return fg_xrecip_lerp(&r, o, d, f->num);
}

fg_scalar fg_xfrac_lerp(const fg_xfrac *f, fg_scalar o, fg_scalar d)
{
    fg_scalar res;
    if (fg_wratio_q64(f->q, o, d, &res)) {
        return res;
    }
    return xfrac_lerp_core(f, o, d);
}

/* ---- the ball core's scaling (fg_wide.h) ---- */

int fg_wscale58(fg_wide *nb, fg_wide *c)
{
    unsigned j = 0u, bits = fg_bits64((uint64_t)*nb);
    uint64_t u = (uint64_t)*nb;
    if (*nb > 0) {
        j = (bits >= 59u) ? 0u : (59u - bits); /* nb 2^j has 59 bits: at least 2^58 */
        u <<= j;
    } else { /* not the core's case (nb > 0): the loop itself, a doubling may wrap */
        const int64_t lim = (int64_t)((uint64_t)1 << 58);
        while ((j < 58u) && ((int64_t)u < lim)) {
            u <<= 1;
            j++;
        }
    }
    *nb = (int64_t)u;
    u = (uint64_t)*c;
    u <<= j;
    *c = (int64_t)u;
    return (int)j;
}

int fg_wscale58sq(fg_wide *vv)
{
    uint64_t u = (uint64_t)*vv;
    unsigned j = 0u;
    if (*vv > 0) {
        unsigned bits = fg_bits64(u);
        unsigned sh;
        j = (bits >= 59u) ? 0u : ((60u - bits) >> 1); /* 2j + bits >= 59: at least 2^58 */
        sh = j + j;
        u <<= sh;
    } else if (*vv == 0) {
        j = 31u;
    } else { /* not a squared length: the loop itself (each step wraps like fg_wadd) */
        while ((j < 31u) && ((int64_t)u < (int64_t)((uint64_t)1 << 58))) {
            u <<= 2;
            j++;
        }
    }
    *vv = (int64_t)u;
    return (int)j;
}

fg_xwide fg_xshl(fg_xwide a, unsigned k)
{
    uint32_t m[4], o[4];
    fg_xwide r;
    m[0] = a.w[0];
    m[1] = a.w[1];
    m[2] = a.w[2];
    m[3] = a.w[3];
    shl128(m, k, o);
    r.w[0] = o[0];
    r.w[1] = o[1];
    r.w[2] = o[2];
    r.w[3] = o[3];
    return r;
}

/* Downward through fg_xscale, which truncates the magnitude (2^-16 steps, then the rest):
 * no second 128-bit shifter (the AVR's largest test image is within 0.5 KB of its flash). */
fg_xwide fg_xpow2(fg_xwide a, int e)
{
    fg_xwide r = a;
    int k = e;
    uint32_t p;
    if (k >= 0) {
        return fg_xshl(a, (unsigned)k);
    }
    while (k < -16) {
        r = fg_xscale(r, fg_from_raw(1));
        k += 16;
    }
    p = 0x10000u >> (0u - (unsigned)k); /* 2^(16 + k): 2^k in Q16.16 */
    return fg_xscale(r, fg_from_raw((int32_t)p));
}

/* ---- 3D capsules: sums of 256-bit products (fg_xsq3cmp, fg_xroot_bac) ---- */

/* acc (nine limbs, two's complement, 288 bits) += sg * |a| |b|, sg = +-1. */
FG_NOINLINE static void acc9_add(uint32_t acc[9], const fg_xwide *a, const fg_xwide *b, int sg)
{
    uint32_t p[8];
    uint64_t t = 0u;
    int i;
    xmag_mul(p, a, b);
    for (i = 0; i < 9; i++) {
        uint32_t pi = (i < 8) ? p[i] : 0u;
        if (sg > 0) {
            t = (uint64_t)acc[i] + pi + (t >> 32);
            acc[i] = (uint32_t)t;
        } else {
            /* t carries the borrow in its top bit */
            uint64_t d = (uint64_t)acc[i] - pi - (t >> 63);
            acc[i] = (uint32_t)d;
            t = d;
        }
    }
}

/* Nine explicit stores: a loop here becomes a memset call under gcc -O2 (not freestanding). */
static void acc9_zero(uint32_t acc[9])
{
    acc[0] = 0u;
    acc[1] = 0u;
    acc[2] = 0u;
    acc[3] = 0u;
    acc[4] = 0u;
    acc[5] = 0u;
    acc[6] = 0u;
    acc[7] = 0u;
    acc[8] = 0u;
}

/* acc = x0^2 + x1^2 + x2^2 - c d. */
FG_NOINLINE static void acc9_sq3(uint32_t acc[9], const fg_xwide x[3], const fg_xwide *c, const fg_xwide *d)
{
    int i, s = fg_xsign(*c) * fg_xsign(*d);
    acc9_zero(acc);
    for (i = 0; i < 3; i++) {
        acc9_add(acc, &x[i], &x[i], 1);
    }
    if (s != 0) {
        acc9_add(acc, c, d, -s);
    }
}

static int acc9_sign(const uint32_t acc[9])
{
    int i;
    if ((acc[8] >> 31) != 0u) {
        return -1;
    }
    for (i = 0; i < 9; i++) {
        if (acc[i] != 0u) {
            return 1;
        }
    }
    return 0;
}

/* lo 2^-k rounded down and hi 2^-k rounded up: the bounds [lo, hi) moved to a coarser exponent. */
static void top_down(uint64_t *lo, uint64_t *hi, unsigned k)
{
    if (k >= 63u) {
        *lo = 0u;
        *hi = 1u;
    } else if (k > 0u) {
        *lo >>= k;
        *hi = (*hi >> k) + 1u;
    } else {
        /* already there */
    }
}

/* sign(x0^2 + x1^2 + x2^2 - |c d|) from 30-bit leading parts when the bounds part, else 0
 * (each bound below 2^62 at the largest exponent). */
FG_NOINLINE static int xsq3_top(const fg_xwide x[3], const fg_xwide *c, const fg_xwide *d)
{
    uint32_t h[3], hc, hd;
    unsigned n, e[3], et = xtop30(c, &hc, &n) + xtop30(d, &hd, &n), emax, i; /* n: unused */
    uint64_t sl = 0u, sh = 0u, tl, th;
    for (i = 0u; i < 3u; i++) {
        e[i] = 2u * xtop30(&x[i], &h[i], &n);
    }
    emax = (et > e[0]) ? et : e[0];
    emax = (e[1] > emax) ? e[1] : emax;
    emax = (e[2] > emax) ? e[2] : emax;
    for (i = 0u; i < 3u; i++) {
        uint64_t lo, hi;
        top_prod(h[i], h[i], &lo, &hi);
        top_down(&lo, &hi, emax - e[i]);
        sl += lo;
        sh += hi;
    }
    top_prod(hc, hd, &tl, &th);
    top_down(&tl, &th, emax - et);
    if (sl >= th) {
        return 1;
    }
    return (sh <= tl) ? -1 : 0;
}

int fg_xsq3cmp(const fg_xwide x[3], const fg_xwide *c, const fg_xwide *d)
{
    uint32_t acc[9];
    if ((fg_xsign(*c) * fg_xsign(*d)) > 0) {
        int m = xsq3_top(x, c, d);
        if (m != 0) {
            return m;
        }
    }
    acc9_sq3(acc, x, c, d);
    return acc9_sign(acc);
}

/* acc (non-negative) shifted left by n < 32 bits. */
static void acc9_shl(uint32_t acc[9], unsigned n)
{
    int i;
    if (n == 0u) {
        return;
    }
    for (i = 8; i > 0; i--) {
        acc[i] = (acc[i] << n) | (acc[i - 1] >> (32u - n));
    }
    acc[0] <<= n;
}

/* acc (non-negative) shifted right by n < 32 bits. */
static void acc9_shr(uint32_t acc[9], unsigned n)
{
    int i;
    if (n == 0u) {
        return;
    }
    for (i = 0; i < 8; i++) {
        acc[i] = (acc[i] >> n) | (acc[i + 1] << (32u - n));
    }
    acc[8] >>= n;
}

fg_xwide fg_xroot_bac(const fg_xwide *b, const fg_xwide *a, const fg_xwide *c, int j)
{
    uint32_t acc[9];
    fg_xwide top, r;
    int s = fg_xsign(*a) * fg_xsign(*c);
    unsigned k = 0u, sh = 2u * (unsigned)j, lo;
    uint64_t root;
    acc9_zero(acc);
    acc9_add(acc, b, b, 1);
    if (s != 0) {
        acc9_add(acc, a, c, -s);
    }
    if (acc9_sign(acc) <= 0) {
        return fg_xwide_from(0);
    }
    while (sh >= 31u) { /* 4^j, in steps below the limb width */
        acc9_shl(acc, 30u);
        sh -= 30u;
    }
    acc9_shl(acc, sh);
    { /* to below 2^124: right by 2k bits, k from the bit length */
        int hi = 8;
        unsigned len, n;
        while ((hi > 0) && (acc[hi] == 0u)) {
            hi--;
        }
        len = (32u * (unsigned)hi) + fg_bits32(acc[hi]);
        k = (len > 124u) ? ((len - 123u) / 2u) : 0u;
        for (n = 2u * k; n >= 31u; n -= 31u) { /* by < 32 bits: a whole-limb copy loop would be a memmove */
            acc9_shr(acc, 31u);
        }
        acc9_shr(acc, n);
    }
    top.w[0] = acc[0];
    top.w[1] = acc[1];
    top.w[2] = acc[2];
    top.w[3] = acc[3];
    root = (uint64_t)fg_xsqrt(top); /* round(sqrt(raw)) < 2^62 */
    /* root * 2^k as 128 raw bits (k <= 66 in every use: the value stays below 2^127) */
    lo = k & 31u;
    r.w[0] = 0u;
    r.w[1] = 0u;
    r.w[2] = 0u;
    r.w[3] = 0u;
    {
        uint32_t l0 = (uint32_t)root, l1 = (uint32_t)(root >> 32);
        uint32_t v0 = (lo == 0u) ? l0 : (l0 << lo);
        uint32_t v1 = (lo == 0u) ? l1 : ((l1 << lo) | (l0 >> (32u - lo)));
        uint32_t v2 = (lo == 0u) ? 0u : (l1 >> (32u - lo));
        unsigned q = k >> 5;
        if (q < 4u) {
            r.w[q] = v0;
        }
        if ((q + 1u) < 4u) {
            r.w[q + 1u] = v1;
        }
        if ((q + 2u) < 4u) {
            r.w[q + 2u] = v2;
        }
    }
    return r;
}

/* ---- ball helper (fg_capsule.c, fg_sphere*.c) ---- */

/* sign(a - b) for 128-bit magnitudes. */
static int umag_cmp(const uint32_t a[4], const uint32_t b[4])
{
    int i;
    for (i = 3; i >= 0; i--) {
        if (a[i] != b[i]) {
            return (a[i] > b[i]) ? 1 : -1;
        }
    }
    return 0;
}

/* |x| as four limbs (out of line: its temporaries stay off fg_xlift's Cortex-M0 frame). */
FG_NOINLINE static void umag_of(const fg_xwide *x, uint32_t out[4])
{
    fg_xwide m = (fg_xsign(*x) < 0) ? fg_xsub(fg_xwide_from(0), *x) : *x;
    out[0] = m.w[0];
    out[1] = m.w[1];
    out[2] = m.w[2];
    out[3] = m.w[3];
}

/* M 2^s has thr's bit length for s = bits(thr) - bits(M): one compare picks s or s + 1. */
unsigned fg_xlift(const fg_xwide *x, unsigned n, const fg_xwide *thr, unsigned kmax)
{
    uint32_t m[4], a[4], t[4];
    unsigned i, bm, bt, k;
    umag_of(&x[0], m);
    for (i = 1u; i < n; i++) {
        umag_of(&x[i], a);
        if (umag_cmp(a, m) > 0) {
            m[0] = a[0];
            m[1] = a[1];
            m[2] = a[2];
            m[3] = a[3];
        }
    }
    umag_of(thr, t);
    bm = xmag_bits(&x[0]);
    for (i = 1u; i < n; i++) {
        unsigned b = xmag_bits(&x[i]);
        bm = (b > bm) ? b : bm;
    }
    bt = xmag_bits(thr);
    if (bm == 0u) {
        return kmax;
    }
    k = 0u;
    if (bm < bt) {
        k = bt - bm;
        shl128(m, k, m); /* reads its input before it writes */
    }
    if (umag_cmp(m, t) < 0) {
        k++;
    }
    return (k < kmax) ? k : kmax;
}

/* The magnitudes after one common right shift fit 31 bits; at most one more brings the
 * largest within 2^30 (fg_wreduce3's rule: the fewest bits). */
void fg_xreduce3(const fg_xwide x[3], fg_scalar *ox, fg_scalar *oy, fg_scalar *oz)
{
    uint32_t m[4];
    uint32_t y[3];
    unsigned i, b = 0u, k;
    for (i = 0u; i < 3u; i++) {
        unsigned bi = xmag_bits(&x[i]);
        b = (bi > b) ? bi : b;
    }
    const uint32_t lim = 0x40000000u; /* 2^30 */
    k = 0u;
    if (b > 31u) {
        k = b - 31u;
    }
    for (i = 0u; i < 3u; i++) {
        umag_of(&x[i], m);
        y[i] = x_shr(m, k).w[0];
    }
    if ((y[0] > lim) || (y[1] > lim) || (y[2] > lim)) {
        for (i = 0u; i < 3u; i++) {
            y[i] >>= 1u;
        }
    }
    *ox = (fg_xsign(x[0]) < 0) ? -(fg_scalar)y[0] : (fg_scalar)y[0];
    *oy = (fg_xsign(x[1]) < 0) ? -(fg_scalar)y[1] : (fg_scalar)y[1];
    *oz = (fg_xsign(x[2]) < 0) ? -(fg_scalar)y[2] : (fg_scalar)y[2];
}
