/* SPDX-License-Identifier: MIT */
/* core_digest.c - the exact core's primitives on a fixed pseudo-random stream (edges and
 * every magnitude), folded into one digest per group. Run on the host (every FG_CORE_PATH)
 * and on every board: `make core-check` requires all digests equal. Correctness of the
 * values themselves is the fuzz harnesses' job (tests/fuzz/fuzz_core.c, fuzz_scalar.c,
 * against __int128 references); this program carries it to the boards' own paths (the
 * ARMv6-M inline multiply, UDIV, VSQRT seeds), which the host cannot run. */
#include <stdint.h>
#include "fg_core.h"
#include "fg_arith.h"
#include "fg_port.h"

#ifndef CORE_DIGEST_N
#define CORE_DIGEST_N 3000
#endif

typedef struct {
    uint64_t s;
} rng;

/* xorshift64*, then a random right shift: every magnitude occurs */
static uint64_t next(rng *g)
{
    uint64_t x = g->s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    g->s = x;
    return x * 0x2545F4914F6CDD1Du;
}
static uint64_t any64(rng *g)
{
    uint64_t v = next(g);
    unsigned k = (unsigned)(next(g) & 127u);
    return (k < 64u) ? (v >> k) : v;
}
static fg_xwide any128(rng *g)
{
    fg_xwide x;
    uint64_t hi = next(g), lo = next(g);
    unsigned k = (unsigned)(next(g) & 127u), i;
    for (i = 0; i < k; i++) { /* arithmetic shift right by k */
        lo = (lo >> 1) | (hi << 63);
        hi = (hi >> 1) | (hi & ((uint64_t)1 << 63));
    }
    x.w[0] = (uint32_t)lo;
    x.w[1] = (uint32_t)(lo >> 32);
    x.w[2] = (uint32_t)hi;
    x.w[3] = (uint32_t)(hi >> 32);
    return x;
}

typedef struct {
    uint32_t h;
} fnv;
static void mix32(fnv *f, uint32_t v)
{
    unsigned i;
    for (i = 0; i < 4u; i++) {
        f->h = (f->h ^ ((v >> (8u * i)) & 0xFFu)) * 16777619u;
    }
}
static void mix64(fnv *f, uint64_t v)
{
    mix32(f, (uint32_t)v);
    mix32(f, (uint32_t)(v >> 32));
}

static void put(const char *name, uint32_t h)
{
    char buf[64];
    unsigned n = 0, i;
    static const char hex[] = "0123456789abcdef";
    const char *p = "core digest ";
    while (*p != '\0') buf[n++] = *p++;
    while (*name != '\0' && n < 40u) buf[n++] = *name++;
    buf[n++] = ' ';
    buf[n++] = '0';
    buf[n++] = 'x';
    for (i = 0; i < 8u; i++) buf[n++] = hex[(h >> (28u - 4u * i)) & 15u];
    buf[n++] = '\n';
    buf[n] = '\0';
    fg_port_puts(buf);
}

int main(void)
{
    rng g = {0x9E3779B97F4A7C15u};
    fnv f, f2, f3, f4;
    unsigned i;
    fg_port_init();

    f.h = 2166136261u;
    for (i = 0; i < CORE_DIGEST_N; i++) {
        uint64_t rem = 0;
        mix32(&f, fg_recip32((uint32_t)next(&g) | 0x80000000u));
        mix32(&f, fg_isqrt64n(next(&g) | ((uint64_t)1 << 62), &rem));
        mix64(&f, rem);
    }
    put("recip32+isqrt64n", f.h);

    /* the 32x32 multiplies (ARMv6-M: inline MULS on halves): every pair of edge halves,
     * then the stream */
    f.h = 2166136261u;
    {
        static const uint32_t edge[] = {0u, 1u, 0x7FFFu, 0x8000u, 0xFFFFu, 0x10000u, 0x7FFFFFFFu, 0x80000000u,
                                        0x80000001u, 0xFFFF0000u, 0xFFFF8000u, 0xFFFFFFFFu, 0x12345678u};
        unsigned j;
        for (i = 0; i < sizeof edge / sizeof edge[0]; i++) {
            for (j = 0; j < sizeof edge / sizeof edge[0]; j++) {
                mix64(&f, (uint64_t)fg_smul32((int32_t)edge[i], (int32_t)edge[j]));
                mix64(&f, fg_umul32(edge[i], edge[j]));
            }
        }
    }
    for (i = 0; i < CORE_DIGEST_N; i++) {
        uint32_t a = (uint32_t)any64(&g), b = (uint32_t)next(&g);
        mix64(&f, (uint64_t)fg_smul32((int32_t)a, (int32_t)b));
        mix64(&f, fg_umul32(a, b));
    }
    put("smul32+umul32", f.h);

    f.h = f2.h = f3.h = f4.h = 2166136261u;
    for (i = 0; i < CORE_DIGEST_N; i++) {
        fg_xwide den = any128(&g), a = any128(&g), b = any128(&g);
        fg_xrecip r;
        /* one value per statement: argument evaluation order is unspecified */
        fg_scalar o1 = (fg_scalar)next(&g), d1 = (fg_scalar)next(&g);
        fg_scalar o2 = (fg_scalar)next(&g), d2 = (fg_scalar)next(&g);
        fg_wide wden = (fg_wide)any64(&g), wnum = (fg_wide)any64(&g);
        fg_xrecip_init(&r, &den);
        mix32(&f, (uint32_t)fg_xrecip_q16(&r, &a));
        mix64(&f2, (uint64_t)fg_xrecip_q32(&r, &b));
        mix32(&f3, (uint32_t)fg_xrecip_lerp(&r, o1, d1, &a));
        fg_wrecip_init(&r, wden);
        mix32(&f4, (uint32_t)fg_wrecip_lerp(&r, o2, d2, wnum));
    }
    put("xrecip_q16", f.h);
    put("xrecip_q32", f2.h);
    put("xrecip_lerp", f3.h);
    put("wrecip_lerp", f4.h);

    f.h = 2166136261u;
    for (i = 0; i < CORE_DIGEST_N; i++) {
        fg_xwide a = any128(&g), b = any128(&g);
        fg_wide w = (fg_wide)any64(&g), v = (fg_wide)any64(&g), c = (fg_wide)any64(&g), d = (fg_wide)any64(&g);
        fg_wide z = (fg_wide)any64(&g);
        fg_scalar m = (fg_scalar)next(&g), u[3];
        fg_xwide s2 = fg_xsqrt2(w < 0 ? -(w + 1) : w, v < 0 ? -(v + 1) : v);
        mix32(&f, (uint32_t)fg_wsqrt(w));
        mix64(&f, (uint64_t)fg_xsqrt(a));
        mix32(&f, s2.w[0] ^ s2.w[1] ^ s2.w[2] ^ s2.w[3]);
        mix32(&f, (uint32_t)fg_wdiv(w, v));
        mix32(&f, (uint32_t)fg_xratio(&a, &b));
        mix64(&f, (uint64_t)fg_xratiow(&a, &b));
        mix64(&f, (uint64_t)fg_xdivw(&a, v));
        mix32(&f, (uint32_t)fg_xratio62(&a, &b));
        mix32(&f, (uint32_t)fg_wmuldiv(m, w, v));
        mix32(&f, (uint32_t)fg_wcmp2(w, v, c, d));
        {
            fg_xwide l = fg_xlerp_num(w, v, m, (fg_scalar)c), t = fg_xdot3ws(w, m, v, (fg_scalar)d, c, (fg_scalar)z);
            mix32(&f, l.w[0] ^ l.w[1] ^ l.w[2] ^ l.w[3]);
            mix32(&f, t.w[0] ^ t.w[1] ^ t.w[2] ^ t.w[3]);
            l = fg_xmul(w, v);
            mix32(&f, l.w[0] ^ (l.w[1] << 1) ^ (l.w[2] << 2) ^ (l.w[3] << 3));
        }
        fg_wunit3(w >> 2, v >> 2, z >> 2, &u[0], &u[1], &u[2]);
        mix32(&f, (uint32_t)u[0] ^ ((uint32_t)u[1] << 1) ^ ((uint32_t)u[2] << 2));
    }
    put("wide-layer", f.h);
    fg_port_exit(0);
}
