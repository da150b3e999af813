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

static const fz_case cases[] = {
    {"fg_segment2_capsule2_raycast", c_segment2_capsule2_raycast},
};

FZ_HARNESS("fuzz_capsule", cases)
