/* SPDX-License-Identifier: MIT */
/* fuzz_capsule3.c - fuzz harness of the 3D capsule cast (lib/fg_capsule.h) and its scalar-layer
 * sums (fg_xsq3cmp, fg_xroot_bac). One case per function.
 *
 * Reference, written here from the definition of the shape (no formula of lib/): the closed
 * capsule is {x : dist(x, [a, b]) <= r}. Along p(t) = o + t d, f(t) = dist(p(t), [a, b])^2
 * - r^2 is evaluated exactly at rational t in fz_big. f(0) < 0: started inside; f(0) == 0:
 * touching, a hit at t = 0 only when d . (o - q) < 0 (q the nearest axis point); else the
 * squared distance is convex and C^1 in t, so its minimum over [0, T] is at 0, T, the feet
 * of a and b on the path or the path's parameter of the closest points of the two lines: a
 * hit exactly when f <= 0 there. A reported t is then checked exactly: the first contact t1
 * lies within 0.51 LSB of it. The point: within 0.51 LSB of o + t1 d (exact bracket of t1 by
 * the reported t +- 2^-40). The normal: unit, along p - q(p) at the reported point (long
 * double, within the point's error over r), or for r == 0 perpendicular to the axis. */
#include <math.h>
#include "fuzz_common.h"
#include "fg_wide.h"

typedef fz_i128 i128;

static fz_big B(i128 v) { return fz_big_i(v); }

typedef struct {
    i128 n, d;
} rat;

typedef struct {
    int64_t o[3], d[3], a[3], u[3]; /* raw; u = b - a */
    int64_t r;
} cap_ref;

static int64_t dot3(const int64_t *x, const int64_t *y) { return x[0] * y[0] + x[1] * y[1] + x[2] * y[2]; }
static i128 dot3w(const int64_t *x, const int64_t *y)
{
    return (i128)x[0] * y[0] + (i128)x[1] * y[1] + (i128)x[2] * y[2];
}

/* sign(f(t)), exact. */
static int f_sign(const cap_ref *c, rat t)
{
    fz_big m[3], uu = B(dot3w(c->u, c->u)), s = B(0), mm = B(0), rr, den = B(t.d);
    int i;
    for (i = 0; i < 3; i++) {
        m[i] = fz_big_add(fz_big_mul(B((i128)c->o[i] - c->a[i]), den), fz_big_mul(B(t.n), B(c->d[i])));
        s = fz_big_add(s, fz_big_mul(m[i], B(c->u[i])));
    }
    rr = fz_big_mul(fz_big_mul(B((i128)c->r * c->r), den), den);
    if (fz_big_sgn(s) > 0 && fz_big_cmp(s, fz_big_mul(uu, den)) >= 0) {
        for (i = 0; i < 3; i++) m[i] = fz_big_sub(m[i], fz_big_mul(B(c->u[i]), den));
        s = B(0);
    }
    for (i = 0; i < 3; i++) mm = fz_big_add(mm, fz_big_mul(m[i], m[i]));
    if (fz_big_sgn(s) <= 0) return fz_big_sgn(fz_big_sub(mm, rr));
    return fz_big_sgn(fz_big_sub(fz_big_sub(fz_big_mul(mm, uu), fz_big_mul(s, s)), fz_big_mul(rr, uu)));
}

static int rat_cmp(rat x, rat y) { return fz_big_cmp(fz_big_mul(B(x.n), B(y.d)), fz_big_mul(B(y.n), B(x.d))); }
static rat rat_clamp(rat x, rat hi)
{
    rat z = {0, 1};
    if (x.n < 0) return z;
    return rat_cmp(x, hi) > 0 ? hi : x;
}

static void nearest_ld(const cap_ref *c, const long double *p, long double *q)
{
    long double uu = (long double)dot3(c->u, c->u), s = 0;
    int i;
    if (uu > 0) {
        s = ((p[0] - c->a[0]) * c->u[0] + (p[1] - c->a[1]) * c->u[1] + (p[2] - c->a[2]) * c->u[2]) / uu;
        s = s < 0 ? 0 : (s > 1 ? 1 : s);
    }
    for (i = 0; i < 3; i++) q[i] = c->a[i] + s * c->u[i];
}

static bool on_axis(const cap_ref *c)
{
    int64_t m[3] = {c->o[0] - c->a[0], c->o[1] - c->a[1], c->o[2] - c->a[2]};
    i128 uu = dot3w(c->u, c->u), s = dot3w(m, c->u);
    i128 x = (i128)m[1] * c->u[2] - (i128)m[2] * c->u[1], y = (i128)m[2] * c->u[0] - (i128)m[0] * c->u[2];
    i128 z = (i128)m[0] * c->u[1] - (i128)m[1] * c->u[0];
    if (uu == 0) return m[0] == 0 && m[1] == 0 && m[2] == 0;
    return x == 0 && y == 0 && z == 0 && s >= 0 && s <= uu;
}

static bool moving_in(const cap_ref *c)
{
    int64_t m[3] = {c->o[0] - c->a[0], c->o[1] - c->a[1], c->o[2] - c->a[2]}, mb[3];
    i128 uu = dot3w(c->u, c->u), s = dot3w(m, c->u);
    int i;
    for (i = 0; i < 3; i++) mb[i] = m[i] - c->u[i];
    if (s <= 0 || uu == 0) return dot3w(m, c->d) < 0;
    if (s >= uu) return dot3w(mb, c->d) < 0;
    return fz_big_sgn(fz_big_sub(fz_big_mul(B(uu), B(dot3w(m, c->d))), fz_big_mul(B(s), B(dot3w(c->d, c->u))))) < 0;
}


/* integer frames: an axis and a perpendicular of the same integer length */
static const int8_t frame[][7] = {{1, 0, 0, 0, 1, 0, 1}, {0, 0, 1, 1, 0, 0, 1}, {2, 3, 6, 3, -6, 2, 7},
                                  {1, 4, 8, 4, 7, -4, 9}, {6, 2, -3, 2, 3, 6, 7}, {8, -4, 1, 1, 4, 8, 9}};

/* The checks of a cast (or a sweep: rs > 0, the capsule grown by rs, the point on the
 * capsule of radius R - rs) once the inputs are in the domain, radii >= 0 and max_t >= 0. */
static void check_cast3(const fg_segment3 *sgp, const fg_capsule3 *capp, int64_t R, int64_t rs, fg_scalar mt, int r,
                        const fg_hit3 *hp)
{
    fg_segment3 sg = *sgp;
    fg_hit3 h = *hp;
    cap_ref c;
    int f0, i;
    rat T, tin, cand[5];
    int nc = 0;
    i128 dd;
    const fz_hit_rules rules = {.normal = FZ_NORMAL_ANY, .normal_tol = 1, .closed = true, .facing = false,
                                .point_tol = rs > 0 ? -1 : 1, .t_tol = 1};
    for (i = 0; i < 3; i++) {
        c.o[i] = (&sg.origin.x)[i];
        c.d[i] = (&sg.delta.x)[i];
        c.a[i] = (&capp->a.x)[i];
        c.u[i] = (int64_t)(&capp->b.x)[i] - c.a[i];
    }
    c.r = R;
    T.n = fz_clip_t(mt), T.d = 65536;
    {
        rat zero = {0, 1};
        f0 = f_sign(&c, zero);
    }
    if (f0 <= 0) {
        long double o[3] = {(long double)c.o[0], (long double)c.o[1], (long double)c.o[2]}, q[3];
        nearest_ld(&c, o, q);
        if (f0 == 0) {
            FZ_CHECK(r == (moving_in(&c) ? FG_HIT : FG_MISS));
            if (r != FG_HIT) return;
            FZ_CHECK(!h.started_inside && h.t == 0);
            if (rs == 0) {
                FZ_CHECK(h.point.x == sg.origin.x && h.point.y == sg.origin.y && h.point.z == sg.origin.z);
            } else { /* o - rs (o - q) / R, to 0.51 LSB */
                for (i = 0; i < 3; i++) {
                    long double want = o[i] - (long double)rs * (o[i] - q[i]) / (long double)R;
                    FZ_CHECK(fabsl((long double)(&h.point.x)[i] - want) <= 0.52L);
                }
            }
        } else {
            FZ_CHECK(r == FG_HIT && h.started_inside && h.t == 0 && h.point.x == sg.origin.x &&
                     h.point.y == sg.origin.y && h.point.z == sg.origin.z);
        }
        if (on_axis(&c)) {
            FZ_CHECK(h.normal.x == 0 && h.normal.y == 0 && h.normal.z == 0);
        } else {
            long double v[3] = {o[0] - q[0], o[1] - q[1], o[2] - q[2]};
            long double ln = sqrtl(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
            FZ_CHECK(fz_dir_err3(h.normal, fg_vec3_make((fg_scalar)llroundl(v[0] / ln * 65536.0L),
                                                        (fg_scalar)llroundl(v[1] / ln * 65536.0L),
                                                        (fg_scalar)llroundl(v[2] / ln * 65536.0L))) <= 2.0L);
        }
        return;
    }
    cand[nc].n = 0, cand[nc++].d = 1;
    cand[nc++] = T;
    dd = dot3w(c.d, c.d);
    if (dd != 0) {
        i128 uu = dot3w(c.u, c.u), e = dot3w(c.d, c.u);
        for (i = 0; i < 2; i++) {
            int64_t ex[3];
            int k;
            for (k = 0; k < 3; k++) ex[k] = c.a[k] + (i ? c.u[k] : 0) - c.o[k];
            rat x = {dot3w(ex, c.d), dd};
            cand[nc++] = rat_clamp(x, T);
        }
        if (uu != 0) { /* perp(d) . (o + t d - a) = 0, perp(d) uu = d uu - u e: |terms| < 2^126 */
            i128 num = 0, den = 0;
            int k;
            for (k = 0; k < 3; k++) {
                i128 pk = (i128)c.d[k] * uu - (i128)c.u[k] * e;
                num -= pk * ((i128)c.o[k] - c.a[k]);
                den += pk * c.d[k];
            }
            if (den > 0) {
                rat x = {num, den};
                cand[nc++] = rat_clamp(x, T);
            }
        }
    }
    tin = cand[0];
    {
        int best = 1;
        for (i = 0; i < nc; i++) {
            int s = f_sign(&c, cand[i]);
            if (s <= 0 && best > 0) best = s, tin = cand[i];
        }
        FZ_CHECK(r == (best <= 0 ? FG_HIT : FG_MISS));
        if (best > 0) return;
        if (r != FG_HIT) return;
    }
    fz_check_hit3(&sg, &h, &rules);
    FZ_CHECK(!h.started_inside);
    {
        rat lo = {(i128)h.t * 100 - 51, (i128)65536 * 100}, hi = {(i128)h.t * 100 + 51, (i128)65536 * 100};
        FZ_CHECK(lo.n < 0 || (rat_cmp(lo, tin) < 0 && f_sign(&c, lo) > 0));
        FZ_CHECK(rat_cmp(hi, tin) >= 0 || f_sign(&c, hi) <= 0);
    }
    if (rs > 0) {
        /* the point on the capsule's surface (radius R - rs) to ~1 LSB, and point + rs n is
         * the centre at t to ~2 LSB (t's rounding times |d| included) */
        long double p[3] = {(long double)h.point.x, (long double)h.point.y, (long double)h.point.z}, q[3];
        long double dl = sqrtl((long double)dd), tt = (long double)h.t / 65536.0L;
        nearest_ld(&c, p, q);
        FZ_CHECK(fabsl(sqrtl((p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1]) + (p[2] - q[2]) * (p[2] - q[2])) -
                       (long double)(R - rs)) <= 2.0L);
        for (i = 0; i < 3; i++) {
            long double ctr = (long double)c.o[i] + tt * (long double)c.d[i];
            long double back = p[i] + (long double)rs * (long double)(&h.normal.x)[i] / 65536.0L;
            FZ_CHECK(fabsl(back - ctr) <= 2.0L + dl / 65536.0L + (long double)rs / 65536.0L);
        }
        return;
    }
    if (c.r > 0) {
        long double p[3] = {(long double)h.point.x, (long double)h.point.y, (long double)h.point.z}, q[3], v[3];
        long double ln, n2 = 0;
        nearest_ld(&c, p, q);
        for (i = 0; i < 3; i++) {
            v[i] = p[i] - q[i];
            n2 += (long double)(&h.normal.x)[i] * (&h.normal.x)[i];
        }
        ln = sqrtl(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
        FZ_CHECK(fabsl(sqrtl(n2) - 65536.0L) <= 1.0L);
        if (ln > 0) {
            long double err = fz_dir_err3(h.normal, fg_vec3_make((fg_scalar)llroundl(v[0] / ln * 65536.0L),
                                                                  (fg_scalar)llroundl(v[1] / ln * 65536.0L),
                                                                  (fg_scalar)llroundl(v[2] / ln * 65536.0L)));
            long double dl = sqrtl((long double)dd) / 65536.0L;
            FZ_CHECK(err <= 2.0L + 65536.0L * (2.0L + dl) / (long double)c.r);
        }
    } else {
        /* the segment itself: perpendicular to the axis when crossed from off its line */
        i128 nu = (i128)h.normal.x * c.u[0] + (i128)h.normal.y * c.u[1] + (i128)h.normal.z * c.u[2];
        long double lu = sqrtl((long double)dot3w(c.u, c.u));
        FZ_CHECK(h.normal.x != 0 || h.normal.y != 0 || h.normal.z != 0);
        if (!on_axis(&c) && lu > 0) {
            int64_t m[3] = {c.o[0] - c.a[0], c.o[1] - c.a[1], c.o[2] - c.a[2]};
            i128 x = (i128)m[1] * c.u[2] - (i128)m[2] * c.u[1], y = (i128)m[2] * c.u[0] - (i128)m[0] * c.u[2];
            i128 z = (i128)m[0] * c.u[1] - (i128)m[1] * c.u[0];
            if (x != 0 || y != 0 || z != 0) FZ_CHECK(fabsl((long double)nu) / lu <= 2.0L);
        }
    }
}

static void c_segment3_capsule3_raycast(fz_in *in)
{
    fg_segment3 sg = fz_segment3(in);
    fg_capsule3 cap;
    fg_scalar mt;
    uint8_t aim;
    fg_hit3 h;
    int r, i;
    cap.a = fz_vec3(in);
    cap.b = fz_vec3(in);
    cap.radius = fz_scalar(in);
    mt = fz_scalar(in);
    aim = fz_byte(in);
    if (aim & 8u) { /* an integer-length axis */
        const int8_t *u = frame[fz_byte(in) % 6];
        int64_t k = (int64_t)(fz_byte(in) + 1) * ((aim & 16u) ? 4096 : 1);
        cap.b.x = fz_derived("b.x", (int64_t)cap.a.x + u[0] * k);
        cap.b.y = fz_derived("b.y", (int64_t)cap.a.y + u[1] * k);
        cap.b.z = fz_derived("b.z", (int64_t)cap.a.z + u[2] * k);
        if (aim & 4u) { /* the origin on the cylinder (or an end's ball) beside the axis point at f/255 */
            uint8_t f = fz_byte(in);
            int64_t rr = cap.radius / u[6] * u[6], p[3];
            cap.radius = fz_derived("radius", rr);
            for (i = 0; i < 3; i++) {
                int64_t ai = (&cap.a.x)[i], bi = (&cap.b.x)[i];
                p[i] = ai + (bi - ai) * f / 255 + rr / u[6] * u[3 + i];
            }
            sg.origin.x = fz_derived("origin.x", p[0]);
            sg.origin.y = fz_derived("origin.y", p[1]);
            sg.origin.z = fz_derived("origin.z", p[2]);
        }
    }
    if (aim & 1u) { /* aim at a point near the axis */
        uint8_t f = fz_byte(in);
        int k = (aim & 2u) ? 2 : 1;
        int64_t t3[3];
        for (i = 0; i < 3; i++) {
            int64_t ai = (&cap.a.x)[i], bi = (&cap.b.x)[i];
            t3[i] = ai + (bi - ai) * f / 255 + (int64_t)cap.radius * ((int)fz_byte(in) - 128) / 128;
        }
        sg.delta.x = fz_derived("delta.x", (t3[0] - sg.origin.x) * k);
        sg.delta.y = fz_derived("delta.y", (t3[1] - sg.origin.y) * k);
        sg.delta.z = fz_derived("delta.z", (t3[2] - sg.origin.z) * k);
    }
    r = FZ_RAYCAST3(mt, &h, fg_segment3_capsule3_raycast(&sg, &cap, fz_mt, fz_hit));
    if (!fz_dom_segment3(&sg) || !fz_dom_vec3(cap.a) || !fz_dom_vec3(cap.b) || !fz_dom(cap.radius)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    if (cap.radius < 0 || mt < 0) {
        FZ_CHECK(r == FG_MISS);
        return;
    }
    check_cast3(&sg, &cap, cap.radius, 0, mt, r, &h);
}


static void c_sphere_capsule3_sweep(fz_in *in)
{
    fg_sphere sp = fz_sphere(in);
    fg_vec3 dl = fz_vec3(in);
    fg_capsule3 cap;
    fg_scalar mt;
    fg_hit3 h;
    fg_segment3 sg;
    int r;
    uint8_t aim;
    cap.a = fz_vec3(in);
    cap.b = fz_vec3(in);
    cap.radius = fz_scalar(in);
    mt = fz_scalar(in);
    aim = fz_byte(in);
    if (aim & 1u) { /* aim the centre at a point near the axis */
        uint8_t f = fz_byte(in);
        int64_t R = (int64_t)cap.radius + sp.radius, t3[3];
        int i;
        for (i = 0; i < 3; i++) {
            int64_t ai = (&cap.a.x)[i], bi = (&cap.b.x)[i];
            t3[i] = ai + (bi - ai) * f / 255 + R * ((int)fz_byte(in) - 128) / 128;
        }
        dl.x = fz_derived("delta.x", t3[0] - sp.center.x);
        dl.y = fz_derived("delta.y", t3[1] - sp.center.y);
        dl.z = fz_derived("delta.z", t3[2] - sp.center.z);
    }
    r = FZ_RAYCAST3(mt, &h, fg_sphere_capsule3_sweep(&sp, dl, &cap, fz_mt, fz_hit));
    sg.origin = sp.center;
    sg.delta = dl;
    if (!fz_dom_segment3(&sg) || !fz_dom_vec3(cap.a) || !fz_dom_vec3(cap.b) || !fz_dom(cap.radius) ||
        !fz_dom(sp.radius)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    if (cap.radius < 0 || sp.radius < 0 || mt < 0) {
        FZ_CHECK(r == FG_MISS);
        return;
    }
    check_cast3(&sg, &cap, (int64_t)cap.radius + sp.radius, sp.radius, mt, r, &h);
}

/* ---------------------------------------------------------------- scalar layer */

static i128 read128(fz_in *in, fg_xwide *x)
{
    fz_u128 u = 0;
    int j;
    for (j = 0; j < 4; j++) {
        x->w[j] = (uint32_t)fz_scalar(in);
        u |= (fz_u128)x->w[j] << (32 * j);
    }
    return (i128)u;
}

/* x >> k (arithmetic), both forms. */
static i128 shr128(fg_xwide *x, i128 v, unsigned k)
{
    fz_u128 u;
    int j;
    v >>= k;
    u = (fz_u128)v;
    for (j = 0; j < 4; j++) x->w[j] = (uint32_t)(u >> (32 * j));
    return v;
}

static void c_xsq3cmp(fz_in *in)
{
    fg_xwide x[3], c, d;
    i128 v[5];
    int k;
    uint8_t sh = fz_byte(in);
    fz_big s = B(0);
    for (k = 0; k < 3; k++) v[k] = shr128(&x[k], read128(in, &x[k]), 2u + (sh & 3u)); /* |x| < 2^126 */
    v[3] = shr128(&c, read128(in, &c), 2u + ((sh >> 2) & 3u));
    v[4] = shr128(&d, read128(in, &d), 2u + ((sh >> 4) & 3u));
    if (sh & 64u) { /* c d near the sum: c = x0, d = x0 + small, for ties */
        c = x[0], v[3] = v[0];
        v[4] = shr128(&d, v[0] + (i128)(sh >> 7), 0);
    }
    for (k = 0; k < 3; k++) s = fz_big_add(s, fz_big_mul(B(v[k]), B(v[k])));
    FZ_CHECK(fg_xsq3cmp(x, &c, &d) == fz_big_sgn(fz_big_sub(s, fz_big_mul(B(v[3]), B(v[4])))));
}

static void c_xroot_bac(fz_in *in)
{
    fg_xwide a, b, c, r;
    i128 va, vb, vc, vr;
    uint8_t sh = fz_byte(in);
    int j = 0;
    fz_big v, lo, hi, d;
    vb = shr128(&b, read128(in, &b), 3u + (sh & 63u));
    va = shr128(&a, read128(in, &a), 3u + (fz_byte(in) & 63u));
    vc = shr128(&c, read128(in, &c), 3u + (fz_byte(in) & 63u));
    {
        /* 4^j (|b|^2 + |a c|) < 2^250 */
        long double m = fabsl((long double)vb) * fabsl((long double)vb) + fabsl((long double)va) * fabsl((long double)vc);
        while (j < (int)(sh >> 2) && m * 4.0L < 1.8e75L) m *= 4.0L, j++;
    }
    r = fg_xroot_bac(&b, &a, &c, j);
    vr = (i128)(((fz_u128)r.w[3] << 96) | ((fz_u128)r.w[2] << 64) | ((fz_u128)r.w[1] << 32) | r.w[0]);
    v = fz_big_sub(fz_big_mul(B(vb), B(vb)), fz_big_mul(B(va), B(vc)));
    {
        int k;
        for (k = 0; k < 2 * j; k++) v = fz_big_add(v, v);
    }
    if (fz_big_sgn(v) <= 0) {
        FZ_CHECK(vr == 0);
        return;
    }
    FZ_CHECK(vr > 0);
    /* |vr - sqrt(v)| <= 1 + vr 2^-60 */
    d = B(1 + (vr >> 60));
    lo = fz_big_sub(B(vr), d);
    hi = fz_big_add(B(vr), d);
    FZ_CHECK(fz_big_sgn(lo) <= 0 || fz_big_cmp(fz_big_mul(lo, lo), v) <= 0);
    FZ_CHECK(fz_big_cmp(fz_big_mul(hi, hi), v) >= 0);
}

static const fz_case cases[] = {
    {"fg_segment3_capsule3_raycast", c_segment3_capsule3_raycast},
    {"fg_segment3_capsule3_raycast", c_segment3_capsule3_raycast},
    {"fg_sphere_capsule3_sweep", c_sphere_capsule3_sweep},
    {"fg_sphere_capsule3_sweep", c_sphere_capsule3_sweep},
    {"fg_xsq3cmp", c_xsq3cmp},
    {"fg_xroot_bac", c_xroot_bac},
};

FZ_HARNESS("fuzz_capsule3", cases)
