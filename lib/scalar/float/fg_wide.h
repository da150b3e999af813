/* SPDX-License-Identifier: MIT */
/*
 * fg_wide.h (float build) - INTERNAL: the float build's stand-ins for the exact wide and
 * 128-bit quantities of lib/scalar/fix16/fg_wide.h (same names; plain floats here, so this
 * build is what a straightforward float implementation would compute).
 */
#ifndef FG_WIDE_H
#define FG_WIDE_H

#include "fg_scalar.h"

typedef float fg_wide;

FG_INLINE fg_wide fg_wmul(fg_scalar a, fg_scalar b) { return a * b; }
FG_INLINE fg_wide fg_wadd(fg_wide a, fg_wide b) { return a + b; }
FG_INLINE fg_wide fg_wsub(fg_wide a, fg_wide b) { return a - b; }
FG_INLINE fg_wide fg_wneg(fg_wide a) { return -a; }
FG_INLINE int fg_wsign(fg_wide a) { return (a > 0.0f) - (a < 0.0f); }
FG_INLINE bool fg_wlt(fg_wide a, fg_wide b) { return a < b; }
FG_INLINE bool fg_wle(fg_wide a, fg_wide b) { return a <= b; }
FG_INLINE fg_scalar fg_mul_down(fg_scalar a, fg_scalar b) { return a * b; }
FG_INLINE bool fg_wany_neg3(fg_wide a, fg_wide b, fg_wide c) { return (a < 0.0f) || (b < 0.0f) || (c < 0.0f); }
FG_INLINE uint32_t fg_wbelow_bit(fg_wide a) { return (a < 0.0f) ? 1u : 0u; }
FG_INLINE uint32_t fg_wnonpos_bit(fg_wide a) { return (a <= 0.0f) ? 1u : 0u; }
FG_INLINE fg_wide fg_wmul3(fg_scalar a, fg_scalar b, fg_scalar c, fg_scalar d, fg_scalar e, fg_scalar f)
{
    return a * b + c * d + e * f;
}
FG_INLINE fg_wide fg_wide_from(fg_scalar a) { return a; }
FG_INLINE fg_scalar fg_wide_to(fg_wide a) { return a; }
FG_INLINE fg_wide fg_wshl(fg_wide w, unsigned n)
{
    fg_wide r = w;
    unsigned i;
    for (i = 0u; i < n; i++) {
        r = r + r;
    }
    return r;
}
FG_INLINE fg_scalar fg_wsqrt(fg_wide a) { return fg_sqrt(a); }
FG_INLINE fg_wide fg_wsqrtw(fg_wide a) { return fg_sqrt(a); }
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
FG_INLINE fg_xwide fg_xdot3ws(fg_wide a0, fg_scalar s0, fg_wide a1, fg_scalar s1, fg_wide a2, fg_scalar s2)
{
    return a0 * s0 + a1 * s1 + a2 * s2;
}
FG_INLINE fg_xwide fg_xscale(fg_xwide a, fg_scalar s) { return a * s; }
FG_INLINE fg_wide fg_xsqrt(fg_xwide a) { return fg_sqrt(a); }
FG_INLINE fg_xwide fg_xsqrt2(fg_wide a, fg_wide b) { return fg_sqrt(a * b); }
FG_INLINE fg_scalar fg_xratio(const fg_xwide *num, const fg_xwide *den) { return *den != 0.0f ? *num / *den : 0.0f; }
FG_INLINE fg_wide fg_xratiow(const fg_xwide *num, const fg_xwide *den) { return *den != 0.0f ? *num / *den : 0.0f; }
FG_INLINE fg_wide fg_xdivw(const fg_xwide *num, fg_wide den) { return den != 0.0f ? *num / den : 0.0f; }
FG_INLINE fg_scalar fg_xratio62(const fg_xwide *num, const fg_xwide *den) { return *den != 0.0f ? *num / *den : 0.0f; }


/* NaN is out of the domain too. */
FG_INLINE uint32_t fg_out_of_domain(fg_scalar a) { return fg_in_domain(a) ? 0u : 1u; }

/* ---- grid traversal (fg_grid.c) ---- */
FG_INLINE fg_scalar fg_grid_line(fg_scalar o, fg_scalar s, int32_t k) { return o + (fg_scalar)k * s; }
/* floor(a / s) for s > 0, clamped to the int32 range (NaN gives 0). */
FG_INLINE int32_t fg_floor_div(fg_scalar a, fg_scalar s)
{
    double q = (double)a / (double)s;
    int32_t i;
    if (!(q == q)) {
        return 0;
    }
    q = (q < -2147483647.0) ? -2147483647.0 : ((q > 2147483646.0) ? 2147483646.0 : q);
    i = (int32_t)q;
    return ((double)i > q) ? (i - 1) : i;
}
#define FG_TFRAC_FAR (16384.0f)
typedef struct {
    fg_scalar q;
    uint32_t r;
} fg_tfrac;
FG_INLINE fg_tfrac fg_tfrac_make(fg_scalar num, fg_scalar den)
{
    fg_tfrac f;
    f.q = num / den;
    f.r = 0u;
    return f;
}
FG_INLINE fg_tfrac fg_tfrac_add(fg_tfrac a, fg_tfrac b, fg_scalar den)
{
    (void)den;
    a.q = a.q + b.q;
    return a;
}
FG_INLINE fg_scalar fg_tfrac_round(fg_tfrac a, fg_scalar den)
{
    (void)den;
    return a.q;
}

/* ---- capsules (fg_capsule.c) ---- */
FG_INLINE int fg_xcmp2(const fg_xwide *a, const fg_xwide *b, const fg_xwide *c, const fg_xwide *d)
{
    fg_xwide v = (*a * *b) - (*c * *d);
    return (v > 0.0f) - (v < 0.0f);
}
/* 3D capsules: the same sums in float. */
FG_INLINE int fg_xsq3cmp(const fg_xwide x[3], const fg_xwide *c, const fg_xwide *d)
{
    fg_xwide v = ((x[0] * x[0]) + (x[1] * x[1]) + (x[2] * x[2])) - (*c * *d);
    return (v > 0.0f) - (v < 0.0f);
}
FG_INLINE fg_xwide fg_xroot_bac(const fg_xwide *b, const fg_xwide *a, const fg_xwide *c, int j)
{
    fg_xwide v = fg_sqrt((*b * *b) - (*a * *c));
    int i;
    for (i = 0; i < j; i++) {
        v = v + v;
    }
    return v;
}

/* ---- one wide denominator (fix16 build: exact quotients; here float) ---- */
typedef struct {
    fg_wide den;
} fg_wfrac;
FG_INLINE void fg_wfrac_init(fg_wfrac *r, fg_wide den) { r->den = den; }
FG_INLINE fg_scalar fg_wfrac_lerp(const fg_wfrac *r, fg_scalar o, fg_scalar d, fg_wide num)
{
    return (r->den != 0.0f) ? (o + ((d * num) / r->den)) : o;
}
FG_INLINE fg_scalar fg_wfrac_q16(const fg_wfrac *r, fg_wide num) { return (r->den != 0.0f) ? (num / r->den) : 0.0f; }
FG_INLINE void fg_wbary(fg_wide den, fg_wide a, fg_wide b, fg_scalar q[3])
{
    fg_wfrac r;
    fg_wfrac_init(&r, den);
    q[0] = fg_wfrac_q16(&r, a);
    q[1] = fg_wfrac_q16(&r, b);
    q[2] = fg_wfrac_q16(&r, fg_wsub(fg_wsub(den, a), b));
}

/* ---- one length for three quotients, one fraction for several lerps (fg_plane.c) ---- */
/* a / len for a = x, y, z (len == 0 gives 0): what fg_wrecip_lerp(r, 0, a, 1) computes. */
FG_INLINE void fg_sdiv3(fg_scalar x, fg_scalar y, fg_scalar z, fg_scalar len, fg_scalar *qx, fg_scalar *qy, fg_scalar *qz)
{
    *qx = (len != 0.0f) ? (0.0f + ((x * 1.0f) / len)) : 0.0f;
    *qy = (len != 0.0f) ? (0.0f + ((y * 1.0f) / len)) : 0.0f;
    *qz = (len != 0.0f) ? (0.0f + ((z * 1.0f) / len)) : 0.0f;
}
typedef struct {
    fg_wide num, den;
} fg_wratio;
FG_INLINE void fg_wratio_init(fg_wratio *f, fg_wide num, fg_wide den)
{
    f->num = num;
    f->den = den;
}
FG_INLINE void fg_wratio_init_inside(fg_wratio *f, fg_wide num, fg_wide den) { fg_wratio_init(f, num, den); }
FG_INLINE fg_scalar fg_wratio_lerp(const fg_wratio *f, fg_scalar o, fg_scalar d)
{
    return (f->den != 0.0f) ? (o + ((d * f->num) / f->den)) : o;
}

FG_INLINE fg_scalar fg_wratio_t(const fg_wratio *f) { return fg_wratio_lerp(f, 0.0f, 1.0f); }
typedef fg_wratio fg_wtop;
FG_INLINE void fg_wtop_init2(fg_wtop *fa, fg_scalar *ta, fg_scalar *tb, fg_wide num_a, fg_wide num_b, fg_wide den)
{
    fg_wratio fb;
    fg_wratio_init(fa, num_a, den);
    fg_wratio_init(&fb, num_b, den);
    *ta = fg_wratio_t(fa);
    *tb = fg_wratio_t(&fb);
}
FG_INLINE fg_scalar fg_wtop_lerp(const fg_wtop *f, fg_scalar o, fg_scalar d) { return fg_wratio_lerp(f, o, d); }

/* A fraction of any size (fix16 build: one 32-bit digit for several lerps): here the float
 * fraction of fg_wratio. */
typedef fg_wratio fg_wlerp;
FG_INLINE void fg_wlerp_init(fg_wlerp *f, fg_wide num, fg_wide den) { fg_wratio_init(f, num, den); }
FG_INLINE fg_scalar fg_wlerp_at(const fg_wlerp *f, fg_scalar o, fg_scalar d) { return fg_wratio_lerp(f, o, d); }

/* ---- a radius over a length (fix16 build: one digit of t, exact compares of squares) ---- */
typedef struct {
    fg_scalar t;
} fg_wrsqrt;
FG_INLINE void fg_wrsqrt_init(fg_wrsqrt *f, fg_scalar r, fg_wide dd) { f->t = (dd > 0.0f) ? (r / fg_wsqrtw(dd)) : 0.0f; }
FG_INLINE fg_scalar fg_wrsqrt_lerp(const fg_wrsqrt *f, fg_scalar o, fg_scalar d) { return o + (d * f->t); }

/* ---- a contact normal over a radius (fix16 build: an estimate from t's 64 bits) ---- */
typedef struct {
    fg_wide num, den;
    fg_xwide rden; /* r den */
} fg_wover;
FG_INLINE void fg_wover_init(fg_wover *u, const fg_wratio *t, fg_scalar r)
{
    u->num = t->num;
    u->den = t->den;
    u->rden = fg_xmul(fg_wide_from(r), t->den);
}
/* (m0 den + (m1 - m0) num) / (r den): the fix16 build's exact path, in float */
FG_INLINE bool fg_wover_q16(const fg_wover *u, fg_scalar m0, fg_scalar m1, fg_scalar *out)
{
    fg_xwide num = (m0 * u->den) + ((m1 - m0) * u->num); /* fg_xlerp_num */
    *out = (u->rden != 0.0f) ? (num / u->rden) : 0.0f;
    return true;
}
/* (p den + q num) / (r den): the fix16 build's exact path, in float */
FG_INLINE fg_scalar fg_wover_q16_wide(const fg_wover *u, fg_wide p, fg_wide q)
{
    fg_xwide num = fg_xadd(fg_xmul(u->den, p), fg_xmul(u->num, q));
    return (u->rden != 0.0f) ? (num / u->rden) : 0.0f;
}

/* ---- swept box vs triangle (fg_box_triangle_sweep.c) ---- */
FG_INLINE int fg_xcmp2sq(const fg_xwide *a, const fg_xwide *b, const fg_xwide *c, const fg_xwide *d)
{
    fg_xwide v = (*a * *a * *b) - (*c * *c * *d);
    return (v > 0.0f) - (v < 0.0f);
}
FG_INLINE int fg_xcmp2w(const fg_xwide *a, const fg_xwide *b, const fg_xwide *c, const fg_xwide *d)
{
    return fg_xcmp2(a, b, c, d);
}

/* ---- the movers' clip direction (fg_mover.c): any scale is a direction in float ---- */
FG_INLINE void fg_wreduce3(fg_wide x, fg_wide y, fg_wide z, fg_scalar *ox, fg_scalar *oy, fg_scalar *oz)
{
    *ox = x;
    *oy = y;
    *oz = z;
}
FG_INLINE void fg_xreduce3(const fg_xwide x[3], fg_scalar *ox, fg_scalar *oy, fg_scalar *oz)
{
    *ox = x[0];
    *oy = x[1];
    *oz = x[2];
}

/* ---- segment-triangle and ball casts (fg_triangle.c, fg_sphere.c): one 128-bit denominator ---- */
/* What fg_xrecip_q16 / fg_xrecip_lerp of the same den compute (fix16 build: exact). */
typedef struct {
    fg_xwide den, num;
} fg_xfrac;
FG_INLINE void fg_xfrac_init(fg_xfrac *f, const fg_xwide *den)
{
    f->den = *den;
    f->num = *den;
}
FG_INLINE fg_scalar fg_xfrac_q16(const fg_xfrac *f, const fg_xwide *num) { return (f->den != 0.0f) ? (*num / f->den) : 0.0f; }
FG_INLINE void fg_xfrac_set_t(fg_xfrac *f, const fg_xwide *num) { f->num = *num; }
FG_INLINE fg_scalar fg_xfrac_lerp(const fg_xfrac *f, fg_scalar o, fg_scalar d)
{
    return (f->den != 0.0f) ? (o + ((d * f->num) / f->den)) : o;
}

FG_INLINE int fg_wscale58(fg_wide *nb, fg_wide *c)
{
    int j;
    for (j = 0; (j < 58) && (*nb < 67108864.0f) /* 8192^2: fix16 2^58 raw */; j++) {
        *nb = *nb + *nb;
        *c = *c + *c;
    }
    return j;
}
FG_INLINE int fg_wscale58sq(fg_wide *vv)
{
    int j;
    for (j = 0; (j < 31) && (*vv < 67108864.0f); j++) {
        *vv = 4.0f * *vv;
    }
    return j;
}
FG_INLINE int fg_wfrac_init_len58(fg_wfrac *r, fg_wide vv, fg_scalar *root)
{
    fg_wide sc = vv;
    int j = fg_wscale58sq(&sc);
    fg_wfrac_init(r, fg_wsqrtw(sc));
    *root = fg_wsqrt(vv);
    return j;
}
FG_INLINE void fg_lift2048_3(fg_scalar *x, fg_scalar *y, fg_scalar *z)
{
    fg_scalar m = fg_max(fg_abs(*x), fg_max(fg_abs(*y), fg_abs(*z)));
    int i;
    for (i = 0; (i < 3) && (m < 8.0f); i++) {
        *x = *x * 256.0f;
        *y = *y * 256.0f;
        *z = *z * 256.0f;
        m = m * 256.0f;
    }
    for (i = 0; (i < 8) && (m < 2048.0f); i++) {
        *x = *x + *x;
        *y = *y + *y;
        *z = *z + *z;
        m = m + m;
    }
}
/* fg_plane_unit_normal's unit vector: lifted, then divided by its rounded length. */
FG_INLINE void fg_unit3(fg_scalar x, fg_scalar y, fg_scalar z, fg_scalar *ux, fg_scalar *uy, fg_scalar *uz)
{
    if ((x == 0.0f) && (y == 0.0f) && (z == 0.0f)) {
        *ux = 0.0f;
        *uy = 0.0f;
        *uz = 0.0f;
        return;
    }
    fg_lift2048_3(&x, &y, &z);
    fg_sdiv3(x, y, z, fg_wsqrt(fg_wmul3(x, x, y, y, z, z)), ux, uy, uz);
}
FG_INLINE fg_xwide fg_xshl(fg_xwide a, unsigned k)
{
    unsigned i;
    for (i = 0u; i < k; i++) {
        a = a + a;
    }
    return a;
}
/* a 2^e: one product by the exact power (exact without underflow or overflow) */
FG_INLINE fg_xwide fg_xpow2(fg_xwide a, int e)
{
    fg_xwide f = 1.0f;
    int i;
    for (i = 0; i < e; i++) {
        f = f + f;
    }
    for (i = 0; i > e; i--) {
        f = f * 0.5f;
    }
    return a * f;
}
FG_INLINE fg_wide fg_xsqrt_scaled(const fg_xwide *a, unsigned j) { return fg_xsqrt(fg_xshl(*a, 2u * j)); }

/* ---- ball/triangle speed (fg_sphere.c) ---- */
FG_INLINE fg_xwide fg_xlerp_num(fg_wide s, fg_wide c, fg_scalar m0, fg_scalar m1) { return (m0 * s) + ((m1 - m0) * c); }

/* ---- small-functions helper (aabb, grid, polygon, triangle, line, segment, plane) ---- */
FG_INLINE bool fg_span_in_domain(fg_scalar lo, fg_scalar hi)
{
    return fg_in_domain(lo) && fg_in_domain(hi) && (lo <= hi);
}

FG_INLINE bool fg_ordered_span_in_domain(fg_scalar lo, fg_scalar hi) { return fg_span_in_domain(lo, hi); }

FG_INLINE bool fg_nested_span_in_domain(fg_scalar amin, fg_scalar amax, fg_scalar bmin, fg_scalar bmax)
{
    return (amin <= bmin) && (bmin <= bmax) && (bmax <= amax) && fg_span_in_domain(amin, amax);
}

/* The float build: the compiler decides (fix16/fg_wide.h). */
#define FG_DOMAIN_CHECK inline
#define FG_DOMAIN_EXACT_CALLS 0 /* the float filter is exact */
/* As in fix16/fg_wide.h: the same split of the same source. */
#if defined(__ARM_ARCH_6M__)
#define FG_V6M_SPLIT FG_NOINLINE
#else
#define FG_V6M_SPLIT FG_FORCE_INLINE
#endif
/* The float build: 0 in the domain, 1 outside (NaN too): the filter is exact. */
FG_INLINE uint32_t fg_domain_mag(fg_scalar a) { return fg_in_domain(a) ? 0u : 1u; }
FG_INLINE bool fg_domain_fast(uint32_t m) { return m == 0u; }

/* ---- ball helper (fg_capsule.c, fg_sphere*.c): scaling counts without doubling loops ---- */
FG_INLINE unsigned fg_xlift(const fg_xwide *x, unsigned n, const fg_xwide *thr, unsigned kmax)
{
    fg_xwide m = 0.0f;
    unsigned i, k;
    for (i = 0u; i < n; i++) {
        fg_xwide a = (x[i] < 0.0f) ? -x[i] : x[i];
        m = (a > m) ? a : m;
    }
    for (k = 0u; (k < kmax) && (m < *thr); k++) {
        m = m + m;
    }
    return k;
}

#endif /* FG_WIDE_H */
