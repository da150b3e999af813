/* SPDX-License-Identifier: MIT */
/* fuzz_capsule.c - fuzz harness of lib/fg_capsule.h (see README.md). One case per function.
 *
 * Reference, written here from the definition of the shape (no formula of lib/): the closed
 * capsule is {x : dist(x, [a, b]) <= r}. Along p(t) = o + t d, f(t) = dist(p(t), [a, b])^2
 * - r^2 is evaluated exactly at rational t in fz_big. f(0) < 0: started inside; f(0) == 0:
 * touching, a hit at t = 0 only when d . (o - q) < 0 (q the nearest axis point); else the
 * distance is convex in t, so its minimum over [0, T] is at 0, T, the feet of a and b on the
 * path or the crossing of the two lines: a hit exactly when f <= 0 there. A reported t is
 * then checked exactly: the first contact t1 (f > 0 before it, <= 0 from it up to the
 * minimiser) lies within 0.51 LSB of it. The normal: unit, along p - q(p) at the reported
 * point (long double, within the point's error over r), or for r == 0 the rules of the
 * header. */
#include <math.h>
#include "fuzz_common.h"
#include "../core/core_ref.h"
#include "fg_wide.h"

typedef fz_i128 i128;

static fz_big B(i128 v) { return fz_big_i(v); }

/* A rational t = n / den (den > 0). */
typedef struct {
    i128 n, d;
} rat;

typedef struct {
    int64_t o[2], d[2], a[2], u[2]; /* raw; u = b - a */
    int64_t r;
} cap_ref;

/* sign(f(t)), exact: the point P = (o den + n d) / den against the segment. */
static int f_sign(const cap_ref *c, rat t)
{
    fz_big m[2], uu = B((i128)c->u[0] * c->u[0] + (i128)c->u[1] * c->u[1]), s, mm, rr, den = B(t.d);
    int i;
    for (i = 0; i < 2; i++) {
        /* m = P - a, times den */
        m[i] = fz_big_add(fz_big_mul(B((i128)c->o[i] - c->a[i]), den), fz_big_mul(B(t.n), B(c->d[i])));
    }
    s = fz_big_add(fz_big_mul(m[0], B(c->u[0])), fz_big_mul(m[1], B(c->u[1])));
    rr = fz_big_mul(fz_big_mul(B((i128)c->r * c->r), den), den);
    if (fz_big_sgn(s) > 0 && fz_big_cmp(s, fz_big_mul(uu, den)) >= 0) {
        for (i = 0; i < 2; i++) m[i] = fz_big_sub(m[i], fz_big_mul(B(c->u[i]), den)); /* P - b */
        s = B(0);
    }
    mm = fz_big_add(fz_big_mul(m[0], m[0]), fz_big_mul(m[1], m[1]));
    if (fz_big_sgn(s) <= 0) return fz_big_sgn(fz_big_sub(mm, rr));
    /* beside the side: (|m|^2 |u|^2 - s^2) / |u|^2 against r^2 */
    return fz_big_sgn(fz_big_sub(fz_big_sub(fz_big_mul(mm, uu), fz_big_mul(s, s)), fz_big_mul(rr, uu)));
}

static int rat_cmp(rat x, rat y) { return fz_big_cmp(fz_big_mul(B(x.n), B(y.d)), fz_big_mul(B(y.n), B(x.d))); }
static rat rat_clamp(rat x, rat hi)
{
    rat z = {0, 1};
    if (x.n < 0) return z;
    return rat_cmp(x, hi) > 0 ? hi : x;
}

/* The nearest axis point to p, as long doubles (for the normal's direction). */
static void nearest_ld(const cap_ref *c, const long double *p, long double *q)
{
    long double uu = (long double)c->u[0] * c->u[0] + (long double)c->u[1] * c->u[1], s = 0;
    int i;
    if (uu > 0) {
        s = ((p[0] - c->a[0]) * c->u[0] + (p[1] - c->a[1]) * c->u[1]) / uu;
        s = s < 0 ? 0 : (s > 1 ? 1 : s);
    }
    for (i = 0; i < 2; i++) q[i] = c->a[i] + s * c->u[i];
}

/* Is the origin on the axis segment, exactly? */
static bool on_axis(const cap_ref *c)
{
    i128 m[2] = {c->o[0] - c->a[0], c->o[1] - c->a[1]};
    i128 uu = (i128)c->u[0] * c->u[0] + (i128)c->u[1] * c->u[1], s = m[0] * c->u[0] + m[1] * c->u[1];
    return m[0] * c->u[1] - m[1] * c->u[0] == 0 && s >= 0 && s <= uu && (uu != 0 || (m[0] == 0 && m[1] == 0));
}

/* Touching at o: does d go in, d . (o - q) < 0, exactly (q = a + s u, s = m.u / |u|^2 clamped)? */
static bool moving_in(const cap_ref *c)
{
    i128 m[2] = {c->o[0] - c->a[0], c->o[1] - c->a[1]};
    i128 uu = (i128)c->u[0] * c->u[0] + (i128)c->u[1] * c->u[1], s = m[0] * c->u[0] + m[1] * c->u[1];
    if (s <= 0 || uu == 0) return m[0] * c->d[0] + m[1] * c->d[1] < 0;
    if (s >= uu) return (m[0] - c->u[0]) * c->d[0] + (m[1] - c->u[1]) * c->d[1] < 0;
    /* (o - q) uu = m uu - s u; d . that = uu (d . m) - s (d . u) */
    return fz_big_sgn(fz_big_sub(fz_big_mul(B(uu), B(m[0] * c->d[0] + m[1] * c->d[1])),
                                 fz_big_mul(B(s), B((i128)c->d[0] * c->u[0] + (i128)c->d[1] * c->u[1])))) < 0;
}

static const fz_hit_rules cap_rules = {.normal = FZ_NORMAL_ANY, .normal_tol = 1, .closed = true,
                                       .facing = false, .point_tol = 1, .t_tol = 1};

/* Start ON the surface: origin = a (or b, or a point of the axis) plus r along a
 * Pythagorean direction, exactly. */
static const int8_t pyth[][3] = {{1, 0, 1}, {0, -1, 1}, {3, 4, 5}, {-4, 3, 5}, {5, -12, 13}, {-8, -15, 17}};

static void c_segment2_capsule2_raycast(fz_in *in)
{
    fg_segment2 sg = fz_segment2(in);
    fg_capsule2 cap;
    fg_scalar mt;
    uint8_t aim;
    fg_hit2 h;
    cap_ref c;
    int r, f0, i;
    rat T, tin, cand[5];
    int nc = 0;
    i128 dd, dxu;
    cap.a = fz_vec2(in);
    cap.b = fz_vec2(in);
    cap.radius = fz_scalar(in);
    mt = fz_scalar(in);
    aim = fz_byte(in);
    if (aim & 8u) { /* a Pythagorean axis: flat sides at exact distances */
        const int8_t *u = pyth[fz_byte(in) % 6];
        int64_t k = (int64_t)(fz_byte(in) + 1) * ((aim & 16u) ? 4096 : 1);
        cap.b.x = fz_derived("b.x", (int64_t)cap.a.x + u[0] * k);
        cap.b.y = fz_derived("b.y", (int64_t)cap.a.y + u[1] * k);
    }
    if (aim & 4u) { /* the origin on the surface: beside the axis point at fraction f/255, or at an end */
        const int8_t *u = pyth[fz_byte(in) % 6];
        uint8_t f = fz_byte(in);
        int64_t rr = cap.radius / u[2] * u[2];
        int64_t px = (int64_t)cap.a.x + ((int64_t)cap.b.x - cap.a.x) * f / 255;
        int64_t py = (int64_t)cap.a.y + ((int64_t)cap.b.y - cap.a.y) * f / 255;
        cap.radius = fz_derived("radius", rr);
        sg.origin.x = fz_derived("origin.x", px + rr / u[2] * u[0]);
        sg.origin.y = fz_derived("origin.y", py + rr / u[2] * u[1]);
    }
    if (aim & 1u) { /* aim at a point near the axis */
        uint8_t f = fz_byte(in);
        int k = (aim & 2u) ? 2 : 1;
        int64_t tx = (int64_t)cap.a.x + ((int64_t)cap.b.x - cap.a.x) * f / 255 + (int64_t)cap.radius * ((int)fz_byte(in) - 128) / 128;
        int64_t ty = (int64_t)cap.a.y + ((int64_t)cap.b.y - cap.a.y) * f / 255 + (int64_t)cap.radius * ((int)fz_byte(in) - 128) / 128;
        sg.delta.x = fz_derived("delta.x", (tx - sg.origin.x) * k);
        sg.delta.y = fz_derived("delta.y", (ty - sg.origin.y) * k);
    }
    r = FZ_RAYCAST2(mt, &h, fg_segment2_capsule2_raycast(&sg, &cap, fz_mt, fz_hit));
    if (!fz_dom_segment2(&sg) || !fz_dom_vec2(cap.a) || !fz_dom_vec2(cap.b) || !fz_dom(cap.radius)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    if (cap.radius < 0 || mt < 0) {
        FZ_CHECK(r == FG_MISS);
        return;
    }
    c.o[0] = sg.origin.x, c.o[1] = sg.origin.y, c.d[0] = sg.delta.x, c.d[1] = sg.delta.y;
    c.a[0] = cap.a.x, c.a[1] = cap.a.y, c.u[0] = (int64_t)cap.b.x - cap.a.x, c.u[1] = (int64_t)cap.b.y - cap.a.y;
    c.r = cap.radius;
    T.n = fz_clip_t(mt), T.d = 65536;
    {
        rat zero = {0, 1};
        f0 = f_sign(&c, zero);
    }
    if (f0 <= 0) {
        long double o[2] = {(long double)c.o[0], (long double)c.o[1]}, q[2];
        nearest_ld(&c, o, q);
        if (f0 == 0) {
            FZ_CHECK(r == (moving_in(&c) ? FG_HIT : FG_MISS));
            if (r != FG_HIT) return;
            FZ_CHECK(!h.started_inside && h.t == 0 && h.point.x == sg.origin.x && h.point.y == sg.origin.y);
        } else {
            FZ_CHECK(r == FG_HIT && h.started_inside && h.t == 0);
        }
        if (on_axis(&c)) {
            FZ_CHECK(h.normal.x == 0 && h.normal.y == 0);
        } else {
            long double ln = hypotl(o[0] - q[0], o[1] - q[1]);
            FZ_CHECK(fz_dir_err2(h.normal, fg_vec2_make((fg_scalar)llroundl((o[0] - q[0]) / ln * 65536.0L),
                                                        (fg_scalar)llroundl((o[1] - q[1]) / ln * 65536.0L))) <= 2.0L);
        }
        return;
    }
    /* outside: the minimum of f over [0, T] among the candidates */
    cand[nc].n = 0, cand[nc++].d = 1;
    cand[nc++] = T;
    dd = (i128)c.d[0] * c.d[0] + (i128)c.d[1] * c.d[1];
    dxu = (i128)c.d[0] * c.u[1] - (i128)c.d[1] * c.u[0];
    if (dd != 0) {
        for (i = 0; i < 2; i++) {
            int64_t ex = c.a[0] + (i ? c.u[0] : 0) - c.o[0], ey = c.a[1] + (i ? c.u[1] : 0) - c.o[1];
            rat x = {(i128)ex * c.d[0] + (i128)ey * c.d[1], dd};
            cand[nc++] = rat_clamp(x, T);
        }
        if (dxu != 0) {
            i128 ax = c.a[0] - c.o[0], ay = c.a[1] - c.o[1];
            rat x = {ax * c.u[1] - ay * c.u[0], dxu};
            if (x.d < 0) x.n = -x.n, x.d = -x.d;
            cand[nc++] = rat_clamp(x, T);
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
        if (best > 0 || r != FG_HIT) return;
    }
    fz_check_hit2(&sg, &h, &cap_rules);
    FZ_CHECK(!h.started_inside);
    {
        /* t1 within [t - 0.51, t + 0.51] LSB: f(lo) > 0 with lo < tin (or lo < 0), and
         * f(hi) <= 0 or hi >= tin */
        rat lo = {(i128)h.t * 100 - 51, (i128)65536 * 100}, hi = {(i128)h.t * 100 + 51, (i128)65536 * 100};
        FZ_CHECK(lo.n < 0 || (rat_cmp(lo, tin) < 0 && f_sign(&c, lo) > 0));
        FZ_CHECK(rat_cmp(hi, tin) >= 0 || f_sign(&c, hi) <= 0);
    }
    if (c.r > 0) {
        long double p[2] = {(long double)h.point.x, (long double)h.point.y}, q[2];
        long double ln;
        nearest_ld(&c, p, q);
        ln = hypotl(p[0] - q[0], p[1] - q[1]);
        /* unit, and along p - q to within the point's error (1.5 LSB, the t rounding times
         * |d| included) over the radius, plus the rounding */
        FZ_CHECK(fabsl(hypotl((long double)h.normal.x, (long double)h.normal.y) - 65536.0L) <= 1.0L);
        if (ln > 0) {
            long double err = fz_dir_err2(h.normal, fg_vec2_make((fg_scalar)llroundl((p[0] - q[0]) / ln * 65536.0L),
                                                                  (fg_scalar)llroundl((p[1] - q[1]) / ln * 65536.0L)));
            long double dl = hypotl((long double)c.d[0], (long double)c.d[1]) / 65536.0L;
            FZ_CHECK(err <= 2.0L + 65536.0L * (2.0L + dl) / (long double)c.r);
        }
    } else {
        FZ_CHECK(h.normal.x != 0 || h.normal.y != 0);
    }
}

/* ---------------------------------------------------------------- static overlaps */

/* sign(dist(p, [a, a + u])^2 - R^2), exact (dim 2 or 3, raw values). */
static int point_seg_sign(int dim, const int64_t *p, const int64_t *a, const int64_t *u, int64_t R)
{
    i128 m[3] = {0, 0, 0}, s = 0, uu = 0, mm = 0, rr = (i128)R * R;
    int i;
    for (i = 0; i < dim; i++) {
        m[i] = (i128)p[i] - a[i];
        s += m[i] * u[i];
        uu += (i128)u[i] * u[i];
        mm += m[i] * m[i];
    }
    if (s <= 0 || uu == 0) return mm > rr ? 1 : (mm < rr ? -1 : 0);
    if (s >= uu) {
        i128 e = 0;
        for (i = 0; i < dim; i++) e += (m[i] - u[i]) * (m[i] - u[i]);
        return e > rr ? 1 : (e < rr ? -1 : 0);
    }
    return fz_big_sgn(fz_big_sub(fz_big_sub(fz_big_mul(B(mm), B(uu)), fz_big_mul(B(s), B(s))), fz_big_mul(B(rr), B(uu))));
}

/* The axis point x is within 0.5 LSB of a + u s / uu (s clamped), per component, exactly. */
static bool axis_point_ok(int dim, const fg_scalar *x, const int64_t *p, const int64_t *a, const int64_t *u)
{
    i128 s = 0, uu = 0;
    int i;
    for (i = 0; i < dim; i++) {
        s += ((i128)p[i] - a[i]) * u[i];
        uu += (i128)u[i] * u[i];
    }
    if (uu == 0 || s <= 0) s = 0, uu = 1;
    if (s > uu) s = uu;
    for (i = 0; i < dim; i++) {
        i128 e = (i128)x[i] * uu - ((i128)a[i] * uu + (i128)u[i] * s); /* (x - exact) uu */
        if (2 * (e < 0 ? -e : e) > uu) return false;
    }
    return true;
}

static void capsule_ball(fz_in *in, int dim)
{
    fg_capsule3 cap;
    fg_sphere sp;
    fg_vec3 q3 = {0, 0, 0};
    int r;
    int64_t a[3], u[3], c[3];
    int i;
    cap.a = fz_vec3(in);
    cap.b = fz_vec3(in);
    cap.radius = fz_scalar(in);
    sp.center = fz_vec3(in);
    sp.radius = fz_scalar(in);
    if (dim == 2) cap.a.z = cap.b.z = sp.center.z = 0;
    if (fz_byte(in) & 1u) { /* the centre at a given distance from an axis point */
        uint8_t f = fz_byte(in);
        for (i = 0; i < 3; i++) {
            const fg_scalar *pa = &cap.a.x + i, *pb = &cap.b.x + i;
            (&sp.center.x)[i] = fz_derived("centre", (int64_t)*pa + ((int64_t)*pb - *pa) * f / 255 +
                                                         ((i == 1) ? (int64_t)cap.radius + sp.radius : 0));
        }
        if (dim == 2) sp.center.z = 0;
    }
    if (dim == 2) {
        fg_capsule2 c2;
        fg_circle ci;
        fg_vec2 q2 = {0, 0};
        c2.a = fg_vec2_make(cap.a.x, cap.a.y);
        c2.b = fg_vec2_make(cap.b.x, cap.b.y);
        c2.radius = cap.radius;
        ci.center = fg_vec2_make(sp.center.x, sp.center.y);
        ci.radius = sp.radius;
        r = fg_capsule2_circle_overlap(&c2, &ci, &q2);
        FZ_CHECK(r == fg_capsule2_circle_overlap(&c2, &ci, NULL));
        q3 = fg_vec3_make(q2.x, q2.y, 0);
    } else {
        r = fg_capsule3_sphere_overlap(&cap, &sp, &q3);
        FZ_CHECK(r == fg_capsule3_sphere_overlap(&cap, &sp, NULL));
    }
    if (!fz_dom_vec3(cap.a) || !fz_dom_vec3(cap.b) || !fz_dom(cap.radius) || !fz_dom_vec3(sp.center) ||
        !fz_dom(sp.radius)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    if (cap.radius < 0 || sp.radius < 0) {
        FZ_CHECK(r == FG_MISS);
        return;
    }
    for (i = 0; i < 3; i++) {
        a[i] = (&cap.a.x)[i];
        u[i] = (int64_t)(&cap.b.x)[i] - a[i];
        c[i] = (&sp.center.x)[i];
    }
    FZ_CHECK(r == (point_seg_sign(3, c, a, u, (int64_t)cap.radius + sp.radius) <= 0 ? FG_HIT : FG_MISS));
    if (r == FG_HIT) {
        fg_scalar x[3] = {q3.x, q3.y, q3.z};
        FZ_CHECK(axis_point_ok(3, x, c, a, u));
    }
}

static void c_capsule2_circle_overlap(fz_in *in) { capsule_ball(in, 2); }
static void c_capsule3_sphere_overlap(fz_in *in) { capsule_ball(in, 3); }

/* Closed segments [p, p + u] and [q, q + v] share a point (2D, exact orientations). */
static int orient2(const int64_t *a, const int64_t *u, const int64_t *p)
{
    i128 c = ((i128)p[0] - a[0]) * u[1] - ((i128)p[1] - a[1]) * u[0];
    return (c > 0) - (c < 0);
}
static bool on_seg(const int64_t *a, const int64_t *u, const int64_t *p)
{
    i128 s = ((i128)p[0] - a[0]) * u[0] + ((i128)p[1] - a[1]) * u[1];
    i128 uu = (i128)u[0] * u[0] + (i128)u[1] * u[1];
    if (uu == 0) return p[0] == a[0] && p[1] == a[1];
    return orient2(a, u, p) == 0 && s >= 0 && s <= uu;
}
static bool segs_meet(const int64_t *a, const int64_t *u, const int64_t *b, const int64_t *v)
{
    int64_t a1[2] = {a[0] + u[0], a[1] + u[1]}, b1[2] = {b[0] + v[0], b[1] + v[1]};
    int o1 = orient2(a, u, b), o2 = orient2(a, u, b1), o3 = orient2(b, v, a), o4 = orient2(b, v, a1);
    if (o1 * o2 < 0 && o3 * o4 < 0) return true;
    return on_seg(a, u, b) || on_seg(a, u, b1) || on_seg(b, v, a) || on_seg(b, v, a1);
}

static long double ld_seg_dist(const long double *p, const int64_t *a, const int64_t *u)
{
    long double uu = (long double)u[0] * u[0] + (long double)u[1] * u[1], s = 0;
    if (uu > 0) {
        s = ((p[0] - a[0]) * u[0] + (p[1] - a[1]) * u[1]) / uu;
        s = s < 0 ? 0 : (s > 1 ? 1 : s);
    }
    return hypotl(p[0] - a[0] - s * u[0], p[1] - a[1] - s * u[1]);
}

static void c_capsule2_capsule2_overlap(fz_in *in)
{
    fg_capsule2 p, q;
    fg_vec2 on_p = {0, 0}, on_q = {0, 0};
    int r, k;
    int64_t a[2], u[2], b[2], v[2], R;
    bool hit;
    p.a = fz_vec2(in);
    p.b = fz_vec2(in);
    p.radius = fz_scalar(in);
    q.a = fz_vec2(in);
    q.b = fz_vec2(in);
    q.radius = fz_scalar(in);
    r = fg_capsule2_capsule2_overlap(&p, &q, &on_p, &on_q);
    FZ_CHECK(r == fg_capsule2_capsule2_overlap(&p, &q, NULL, NULL));
    if (!fz_dom_vec2(p.a) || !fz_dom_vec2(p.b) || !fz_dom(p.radius) || !fz_dom_vec2(q.a) || !fz_dom_vec2(q.b) ||
        !fz_dom(q.radius)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    if (p.radius < 0 || q.radius < 0) {
        FZ_CHECK(r == FG_MISS);
        return;
    }
    a[0] = p.a.x, a[1] = p.a.y, u[0] = (int64_t)p.b.x - p.a.x, u[1] = (int64_t)p.b.y - p.a.y;
    b[0] = q.a.x, b[1] = q.a.y, v[0] = (int64_t)q.b.x - q.a.x, v[1] = (int64_t)q.b.y - q.a.y;
    R = (int64_t)p.radius + q.radius;
    hit = segs_meet(a, u, b, v);
    for (k = 0; k < 2 && !hit; k++) {
        int64_t e[2] = {a[0] + (k ? u[0] : 0), a[1] + (k ? u[1] : 0)}, f[2] = {b[0] + (k ? v[0] : 0), b[1] + (k ? v[1] : 0)};
        hit = point_seg_sign(2, e, b, v, R) <= 0 || point_seg_sign(2, f, a, u, R) <= 0;
    }
    FZ_CHECK(r == (hit ? FG_HIT : FG_MISS));
    if (r != FG_HIT) return;
    {
        /* each point on its axis, and their distance the axes' distance, to ~1 LSB */
        long double pp[2] = {(long double)on_p.x, (long double)on_p.y}, pq[2] = {(long double)on_q.x, (long double)on_q.y};
        long double best = 1e30L, dq;
        int64_t ends[4][2] = {{a[0], a[1]}, {a[0] + u[0], a[1] + u[1]}, {b[0], b[1]}, {b[0] + v[0], b[1] + v[1]}};
        FZ_CHECK(ld_seg_dist(pp, a, u) <= 1.0L);
        FZ_CHECK(ld_seg_dist(pq, b, v) <= 1.0L);
        if (!segs_meet(a, u, b, v)) {
            for (k = 0; k < 4; k++) {
                long double e[2] = {(long double)ends[k][0], (long double)ends[k][1]};
                long double dd = ld_seg_dist(e, k < 2 ? b : a, k < 2 ? v : u);
                if (dd < best) best = dd;
            }
        } else {
            best = 0;
        }
        dq = hypotl(pp[0] - pq[0], pp[1] - pq[1]);
        FZ_CHECK(fabsl(dq - best) <= 1.5L);
    }
}

/* ---------------------------------------------------------------- fg_xcmp2 (scalar layer) */

/* sign(a b - c d) for any four 128-bit values, against __int128 operands in fz_big. The
 * values are read as four raw values each, shortened or made -2^k (byte flags), then c d
 * made a b (c = -a, d = -b) or built near it, so that the bit-length shortcut, the leading
 * parts' bounds and the full product all run. */
static void c_xcmp2(fz_in *in)
{
    fg_xwide x[4];
    i128 v[4];
    int k, j;
    uint8_t mode = fz_byte(in);
    for (k = 0; k < 4; k++) {
        fz_u128 u = 0;
        for (j = 0; j < 4; j++) {
            u |= (fz_u128)(uint32_t)fz_scalar(in) << (32 * j);
        }
        v[k] = (i128)u;
    }
    if (mode & 6u) { /* short values (the leading parts' exact small case), and -2^k, whose
                      * one's complement is one bit shorter than its magnitude */
        for (k = 0; k < 4; k++) {
            uint8_t b = fz_byte(in);
            if ((mode & 4u) && (b & 128u)) {
                v[k] = -(i128)((fz_u128)1 << (b % 127u));
            } else if (mode & 2u) {
                v[k] >>= (b % 128u);
            }
        }
    }
    if (mode & 8u) { /* c d = a b exactly, c = -a and d = -b: ties between a value and its
                      * negation, whose leading parts differ (one's complement) */
        v[2] = (i128)(0u - (fz_u128)v[0]);
        v[3] = (i128)(0u - (fz_u128)v[1]);
    } else if (mode & 1u) { /* c d close to a b: c = a + small, d = b - small */
        v[2] = (i128)((fz_u128)v[0] + (fz_u128)(mode >> 4));
        v[3] = (i128)((fz_u128)v[1] - (fz_u128)((mode >> 1) & 7u));
    }
    for (k = 0; k < 4; k++) {
        x[k] = REF_XWIDE(fg_xwide, v[k]);
    }
    FZ_CHECK(fg_xcmp2(&x[0], &x[1], &x[2], &x[3]) ==
             fz_big_sgn(fz_big_sub(fz_big_mul(B(v[0]), B(v[1])), fz_big_mul(B(v[2]), B(v[3])))));
}

static const fz_case cases[] = {
    {"fg_segment2_capsule2_raycast", c_segment2_capsule2_raycast},
    {"fg_capsule2_circle_overlap", c_capsule2_circle_overlap},
    {"fg_capsule3_sphere_overlap", c_capsule3_sphere_overlap},
    {"fg_capsule2_capsule2_overlap", c_capsule2_capsule2_overlap},
    {"fg_xcmp2", c_xcmp2},
};

FZ_HARNESS("fuzz_capsule", cases)
