/* SPDX-License-Identifier: MIT */
/* fuzz_capbox.c - fuzz harness of fg_capsule2_aabb2_overlap and fg_capsule3_aabb3_overlap
 * (lib/fg_capsule_box.c; see README.md).
 *
 * Reference, written here from the definition (no formula of lib/): with p(t) = a + t u,
 * u = b - a, the squared distance to the closed box is D(t) = sum_i gap_i(p_i(t))^2, a convex
 * function of t, quadratic between the breakpoints where some p_i(t) equals lo_i or hi_i.
 * Its minimum over [0, 1] is at a breakpoint, 0, 1, or the vertex -sum(c u) / sum(u u) of a
 * piece's parabola (c_i = a_i - the bound the piece is beyond); each is compared with r^2
 * exactly in fz_big. On a hit: on_box lies in the box exactly, on_axis within 0.5 LSB per
 * component of a point of [a, b], their distance within 2 LSB of sqrt(min D) (long double),
 * and the two are equal when min D == 0. */
#include <math.h>
#include "fuzz_common.h"

typedef fz_i128 i128;

static fz_big B(i128 v) { return fz_big_i(v); }

typedef struct {
    int dim;
    int64_t a[3], u[3], lo[3], hi[3], r;
} cb_ref;

/* D(t) <= r^2 at t = n / d (d > 0), exact: sum of (gap * d)^2 against r^2 d^2. */
static bool within_at(const cb_ref *c, fz_rat t)
{
    fz_big s = B(0);
    int i;
    for (i = 0; i < c->dim; i++) {
        fz_big p = fz_big_add(fz_big_mul(B(c->a[i]), t.d), fz_big_mul(B(c->u[i]), t.n)), g = B(0);
        fz_big lo = fz_big_mul(B(c->lo[i]), t.d), hi = fz_big_mul(B(c->hi[i]), t.d);
        if (fz_big_cmp(p, lo) < 0) g = fz_big_sub(lo, p);
        if (fz_big_cmp(p, hi) > 0) g = fz_big_sub(p, hi);
        s = fz_big_add(s, fz_big_mul(g, g));
    }
    return fz_big_cmp(s, fz_big_mul(fz_big_mul(B(c->r * c->r), t.d), t.d)) <= 0;
}

static long double d2_ld(const cb_ref *c, long double t)
{
    long double s = 0;
    int i;
    for (i = 0; i < c->dim; i++) {
        long double p = c->a[i] + t * c->u[i], g = 0;
        if (p < c->lo[i]) g = c->lo[i] - p;
        if (p > c->hi[i]) g = p - c->hi[i];
        s += g * g;
    }
    return s;
}

static long double rat_ld(fz_rat t) { return fz_big_ld(t.n) / fz_big_ld(t.d); }

/* The exact decision; *dmin the minimum's approximate value (raw^2). */
static bool reference(const cb_ref *c, long double *dmin)
{
    fz_rat ts[8], x;
    int n = 0, i, k, j;
    bool hit = false;
    ts[n++] = fz_rat_i(0);
    ts[n++] = fz_rat_i(1);
    for (i = 0; i < c->dim; i++) {
        if (c->u[i] == 0) continue;
        for (k = 0; k < 2; k++) {
            x = fz_rat_make(B((k ? c->hi[i] : c->lo[i]) - c->a[i]), B(c->u[i]));
            if (fz_rat_cmp(x, ts[0]) > 0 && fz_rat_cmp(x, ts[1]) < 0) ts[n++] = x;
        }
    }
    for (i = 1; i < n; i++) /* insertion sort */
        for (j = i; j > 0 && fz_rat_cmp(ts[j - 1], ts[j]) > 0; j--) {
            x = ts[j - 1], ts[j - 1] = ts[j], ts[j] = x;
        }
    *dmin = INFINITY;
    for (i = 0; i < n; i++) {
        long double v = d2_ld(c, rat_ld(ts[i]));
        hit = hit || within_at(c, ts[i]);
        if (v < *dmin) *dmin = v;
    }
    for (i = 0; i + 1 < n; i++) {
        /* the piece (ts[i], ts[i+1]): which bound each axis is beyond, at its midpoint */
        fz_rat m = fz_rat_make(fz_big_add(fz_big_mul(ts[i].n, ts[i + 1].d), fz_big_mul(ts[i + 1].n, ts[i].d)),
                               fz_big_mul(B(2), fz_big_mul(ts[i].d, ts[i + 1].d)));
        fz_big scu = B(0), suu = B(0), scc = B(0);
        for (k = 0; k < c->dim; k++) {
            fz_big p = fz_big_add(fz_big_mul(B(c->a[k]), m.d), fz_big_mul(B(c->u[k]), m.n));
            int64_t bound;
            if (fz_big_cmp(p, fz_big_mul(B(c->lo[k]), m.d)) < 0) bound = c->lo[k];
            else if (fz_big_cmp(p, fz_big_mul(B(c->hi[k]), m.d)) > 0) bound = c->hi[k];
            else continue;
            scu = fz_big_add(scu, B((i128)(c->a[k] - bound) * c->u[k]));
            suu = fz_big_add(suu, B((i128)c->u[k] * c->u[k]));
            scc = fz_big_add(scc, B((i128)(c->a[k] - bound) * (c->a[k] - bound)));
        }
        if (fz_big_sgn(suu) == 0) continue;
        x = fz_rat_make(fz_big_neg(scu), suu);
        if (fz_rat_cmp(x, ts[i]) <= 0 || fz_rat_cmp(x, ts[i + 1]) >= 0) continue;
        /* D(x) = scc - scu^2 / suu */
        if (fz_big_cmp(fz_big_sub(fz_big_mul(scc, suu), fz_big_mul(scu, scu)),
                       fz_big_mul(B(c->r * c->r), suu)) <= 0)
            hit = true;
        {
            long double v = d2_ld(c, rat_ld(x));
            if (v < *dmin) *dmin = v;
        }
    }
    return hit;
}

/* Distance (raw) from p to the segment [a, a + u], long double. */
static long double seg_dist_ld(const cb_ref *c, const long double *p)
{
    long double uu = 0, s = 0, d = 0;
    int i;
    for (i = 0; i < c->dim; i++) uu += (long double)c->u[i] * c->u[i];
    if (uu > 0) {
        for (i = 0; i < c->dim; i++) s += (p[i] - c->a[i]) * c->u[i];
        s /= uu;
        s = s < 0 ? 0 : (s > 1 ? 1 : s);
    }
    for (i = 0; i < c->dim; i++) {
        long double e = p[i] - c->a[i] - s * c->u[i];
        d += e * e;
    }
    return sqrtl(d);
}

static void check(int dim, const cb_ref *c, bool in_dom, bool empty, int r, int r_null, const fg_scalar *x,
                  const fg_scalar *y, bool untouched)
{
    long double dmin, px[3], dist = 0;
    bool hit;
    int i;
    FZ_CHECK(r == r_null);
    if (!in_dom) {
        FZ_CHECK(r == FG_REJECTED && untouched);
        return;
    }
    if (c->r < 0 || empty) {
        FZ_CHECK(r == FG_MISS && untouched);
        return;
    }
    hit = reference(c, &dmin);
    fz_note("ref_hit", hit);
    FZ_CHECK(r == (hit ? FG_HIT : FG_MISS));
    if (!hit) {
        FZ_CHECK(untouched);
        return;
    }
    for (i = 0; i < dim; i++) {
        FZ_CHECK(y[i] >= c->lo[i] && y[i] <= c->hi[i]);
        px[i] = x[i];
        dist += ((long double)x[i] - y[i]) * ((long double)x[i] - y[i]);
    }
    FZ_CHECK(seg_dist_ld(c, px) <= 0.5L * sqrtl((long double)dim) + 1e-6L);
    FZ_CHECK(fabsl(sqrtl(dist) - sqrtl(dmin)) <= 2.0L);
    if (dmin == 0) {
        for (i = 0; i < dim; i++) FZ_CHECK(x[i] == y[i]);
    }
}

static void c_capsule2_aabb2(fz_in *in)
{
    fg_capsule2 cap;
    fg_aabb2 box;
    fg_vec2 x, y;
    cb_ref c;
    int r, r_null;
    cap.a = fz_vec2(in);
    cap.b = fz_vec2(in);
    cap.radius = fz_scalar(in);
    box = fz_aabb2(in);
    fz_poison(&x, sizeof x);
    fz_poison(&y, sizeof y);
    r = fg_capsule2_aabb2_overlap(&cap, &box, &x, &y);
    r_null = fg_capsule2_aabb2_overlap(&cap, &box, NULL, NULL);
    c.dim = 2;
    c.a[0] = cap.a.x, c.a[1] = cap.a.y;
    c.u[0] = (int64_t)cap.b.x - cap.a.x, c.u[1] = (int64_t)cap.b.y - cap.a.y;
    c.lo[0] = box.min.x, c.lo[1] = box.min.y, c.hi[0] = box.max.x, c.hi[1] = box.max.y;
    c.r = cap.radius;
    c.a[2] = c.u[2] = c.lo[2] = c.hi[2] = 0;
    {
        fg_scalar xs[2] = {x.x, x.y}, ys[2] = {y.x, y.y};
        check(2, &c, fz_dom_vec2(cap.a) && fz_dom_vec2(cap.b) && fz_dom(cap.radius) && fz_dom_aabb2(&box),
              fz_aabb2_empty(&box), r, r_null, xs, ys, fz_is_poison(&x, sizeof x) && fz_is_poison(&y, sizeof y));
    }
}

static void c_capsule3_aabb3(fz_in *in)
{
    fg_capsule3 cap;
    fg_aabb3 box;
    fg_vec3 x, y;
    cb_ref c;
    int r, r_null;
    cap.a = fz_vec3(in);
    cap.b = fz_vec3(in);
    cap.radius = fz_scalar(in);
    box = fz_aabb3(in);
    fz_poison(&x, sizeof x);
    fz_poison(&y, sizeof y);
    r = fg_capsule3_aabb3_overlap(&cap, &box, &x, &y);
    r_null = fg_capsule3_aabb3_overlap(&cap, &box, NULL, NULL);
    c.dim = 3;
    c.a[0] = cap.a.x, c.a[1] = cap.a.y, c.a[2] = cap.a.z;
    c.u[0] = (int64_t)cap.b.x - cap.a.x, c.u[1] = (int64_t)cap.b.y - cap.a.y, c.u[2] = (int64_t)cap.b.z - cap.a.z;
    c.lo[0] = box.min.x, c.lo[1] = box.min.y, c.lo[2] = box.min.z;
    c.hi[0] = box.max.x, c.hi[1] = box.max.y, c.hi[2] = box.max.z;
    c.r = cap.radius;
    {
        fg_scalar xs[3] = {x.x, x.y, x.z}, ys[3] = {y.x, y.y, y.z};
        check(3, &c, fz_dom_vec3(cap.a) && fz_dom_vec3(cap.b) && fz_dom(cap.radius) && fz_dom_aabb3(&box),
              fz_aabb3_empty(&box), r, r_null, xs, ys, fz_is_poison(&x, sizeof x) && fz_is_poison(&y, sizeof y));
    }
}

/* ---------------------------------------------------------------- two 3D capsules
 * Reference: |w + s u - t v|^2 (w = a_p - a_q) is convex on [0, 1]^2; for non-parallel axes
 * (|u x v|^2 > 0) its stationary point by Cramer's rule, when inside the closed square, is
 * the minimum at (w . (u x v))^2 / |u x v|^2; otherwise the minimum is on the border: the
 * least end-to-segment distance. Decided exactly in fz_big; the pair: the stationary
 * point's axis points within 0.5 LSB per component (exact rationals), else each output
 * within 0.5 LSB per component of its axis and their distance within 2 LSB of the minimum. */
static fz_big B3dot(const i128 *x, const i128 *y) { return B(x[0] * y[0] + x[1] * y[1] + x[2] * y[2]); }

/* squared distance of e to [a, a + u] as num / den (den > 0), exact */
static void pt_seg(const i128 *e, const i128 *a, const i128 *u, fz_big *num, fz_big *den)
{
    i128 m[3], mb[3];
    fz_big s, uu;
    int i;
    for (i = 0; i < 3; i++) m[i] = e[i] - a[i], mb[i] = m[i] - u[i];
    s = B3dot(m, u), uu = B3dot(u, u);
    if (fz_big_sgn(s) <= 0 || fz_big_sgn(uu) == 0) {
        *num = B3dot(m, m), *den = B(1);
    } else if (fz_big_cmp(s, uu) >= 0) {
        *num = B3dot(mb, mb), *den = B(1);
    } else {
        *num = fz_big_sub(fz_big_mul(B3dot(m, m), uu), fz_big_mul(s, s)), *den = uu;
    }
}

static void c_capsule3_capsule3(fz_in *in)
{
    fg_capsule3 p, q;
    fg_vec3 x, y;
    int r, r_null, i, k;
    i128 ap[3], u[3], aq[3], v[3], w[3], n[3], R;
    fz_big den, sn, tn, bestn = B(0), bestd = B(1);
    bool hit = false, inside = false, dom;
    long double dmin, dist = 0, px[3], py[3];
    p.a = fz_vec3(in);
    p.b = fz_vec3(in);
    p.radius = fz_scalar(in);
    q.a = fz_vec3(in);
    q.b = fz_vec3(in);
    q.radius = fz_scalar(in);
    fz_poison(&x, sizeof x);
    fz_poison(&y, sizeof y);
    r = fg_capsule3_capsule3_overlap(&p, &q, &x, &y);
    r_null = fg_capsule3_capsule3_overlap(&p, &q, NULL, NULL);
    FZ_CHECK(r == r_null);
    dom = fz_dom_vec3(p.a) && fz_dom_vec3(p.b) && fz_dom(p.radius) && fz_dom_vec3(q.a) && fz_dom_vec3(q.b) &&
          fz_dom(q.radius);
    if (!dom) {
        FZ_CHECK(r == FG_REJECTED && fz_is_poison(&x, sizeof x) && fz_is_poison(&y, sizeof y));
        return;
    }
    if (p.radius < 0 || q.radius < 0) {
        FZ_CHECK(r == FG_MISS && fz_is_poison(&x, sizeof x) && fz_is_poison(&y, sizeof y));
        return;
    }
    {
        const fg_scalar pa[3] = {p.a.x, p.a.y, p.a.z}, pb[3] = {p.b.x, p.b.y, p.b.z};
        const fg_scalar qa[3] = {q.a.x, q.a.y, q.a.z}, qb[3] = {q.b.x, q.b.y, q.b.z};
        for (i = 0; i < 3; i++) {
            ap[i] = pa[i], u[i] = (i128)pb[i] - pa[i], aq[i] = qa[i], v[i] = (i128)qb[i] - qa[i];
            w[i] = ap[i] - aq[i];
        }
    }
    R = (i128)p.radius + q.radius;
    n[0] = u[1] * v[2] - u[2] * v[1], n[1] = u[2] * v[0] - u[0] * v[2], n[2] = u[0] * v[1] - u[1] * v[0];
    den = fz_big_add(fz_big_add(fz_big_mul(B(n[0]), B(n[0])), fz_big_mul(B(n[1]), B(n[1]))),
                     fz_big_mul(B(n[2]), B(n[2])));
    {
        fz_big a = B3dot(u, u), b = B3dot(u, v), c = B3dot(v, v), d = B3dot(u, w), e = B3dot(v, w);
        sn = fz_big_sub(fz_big_mul(b, e), fz_big_mul(c, d));
        tn = fz_big_sub(fz_big_mul(a, e), fz_big_mul(b, d));
    }
    if (fz_big_sgn(den) > 0 && fz_big_sgn(sn) >= 0 && fz_big_cmp(sn, den) <= 0 && fz_big_sgn(tn) >= 0 &&
        fz_big_cmp(tn, den) <= 0) {
        fz_big t = fz_big_add(fz_big_add(fz_big_mul(B(w[0]), B(n[0])), fz_big_mul(B(w[1]), B(n[1]))),
                              fz_big_mul(B(w[2]), B(n[2])));
        inside = true;
        bestn = fz_big_mul(t, t), bestd = den;
    } else {
        for (k = 0; k < 4; k++) {
            i128 e[3], *a0 = k < 2 ? aq : ap, *uu = k < 2 ? v : u;
            fz_big nm, dn;
            for (i = 0; i < 3; i++) e[i] = (k < 2 ? ap[i] : aq[i]) + ((k & 1) ? (k < 2 ? u[i] : v[i]) : 0);
            pt_seg(e, a0, uu, &nm, &dn);
            if (k == 0 || fz_big_cmp(fz_big_mul(nm, bestd), fz_big_mul(bestn, dn)) < 0) bestn = nm, bestd = dn;
        }
    }
    hit = fz_big_cmp(bestn, fz_big_mul(B(R * R), bestd)) <= 0;
    fz_note("ref_hit", hit);
    fz_note("inside", inside);
    FZ_CHECK(r == (hit ? FG_HIT : FG_MISS));
    if (!hit) {
        FZ_CHECK(fz_is_poison(&x, sizeof x) && fz_is_poison(&y, sizeof y));
        return;
    }
    {
        const fg_scalar xs[3] = {x.x, x.y, x.z}, ys[3] = {y.x, y.y, y.z};
        cb_ref cp = {3, {0}, {0}, {0}, {0}, 0}, cq = cp;
        for (i = 0; i < 3; i++) {
            if (inside) {
                FZ_CHECK(fz_near(xs[i], fz_rat_make(fz_big_add(fz_big_mul(B(ap[i]), den), fz_big_mul(B(u[i]), sn)), den),
                                 1, 2));
                FZ_CHECK(fz_near(ys[i], fz_rat_make(fz_big_add(fz_big_mul(B(aq[i]), den), fz_big_mul(B(v[i]), tn)), den),
                                 1, 2));
            }
            cp.a[i] = (int64_t)ap[i], cp.u[i] = (int64_t)u[i], cq.a[i] = (int64_t)aq[i], cq.u[i] = (int64_t)v[i];
            px[i] = xs[i], py[i] = ys[i];
            dist += (px[i] - py[i]) * (px[i] - py[i]);
        }
        FZ_CHECK(seg_dist_ld(&cp, px) <= 0.5L * sqrtl(3.0L) + 1e-6L);
        FZ_CHECK(seg_dist_ld(&cq, py) <= 0.5L * sqrtl(3.0L) + 1e-6L);
        dmin = fz_big_ld(bestn) / fz_big_ld(bestd);
        FZ_CHECK(fabsl(sqrtl(dist) - sqrtl(dmin)) <= 2.0L);
    }
}

/* ---------------------------------------------------------------- 2D capsule pair manifold
 * Reference: the two axes' distance, exact: 0 when they meet (orientations), else the least
 * end-to-segment fraction (fz_big); the vector from A's closest point to B's (unique for a
 * positive distance: the least vector of B - A) in long double. On a hit: count 1, the
 * decision equal, the normal unit and along that vector (2 LSB), depth R - distance
 * (0.6 LSB), the point B's closest point minus r_q n (0.5 LSB + 1e-4) when the distance is
 * positive. Parallel axes (u_p x u_q == 0 in i128) whose extents along u_p overlap with
 * positive length: count 2, n A's perpendicular toward B (left when collinear), equal
 * depths R - the lines' distance, the points B's line points projecting onto the overlap's
 * ends, minus r_q n (0.5 LSB + 1e-4). */
static long double ld(i128 x) { return (long double)(int64_t)x; }

static bool near_half(fg_scalar got, long double want) { return fabsl((long double)got - want) <= 0.5L + 1e-4L; }

/* The parallel-overlap reference; false when the axes do not qualify. */
static bool cap2_parallel_ref(const fg_manifold2 *m, const i128 *ap, const i128 *u, const i128 *aq, const i128 *v,
                              i128 R, i128 rq)
{
    i128 uu = u[0] * u[0] + u[1] * u[1], w[2] = {aq[0] - ap[0], aq[1] - ap[1]};
    i128 t0 = w[0] * u[0] + w[1] * u[1], t1 = t0 + v[0] * u[0] + v[1] * u[1], lo, hi, side;
    long double nv[2], len, n[2], dist;
    int k, i;
    if (u[0] * v[1] - u[1] * v[0] != 0) return false;
    lo = t0 < t1 ? t0 : t1, hi = t0 < t1 ? t1 : t0;
    if (lo < 0) lo = 0;
    if (hi > uu) hi = uu;
    if (!(lo < hi)) return false;
    side = w[1] * u[0] - w[0] * u[1]; /* w . (-u.y, u.x) */
    nv[0] = side >= 0 ? -ld(u[1]) : ld(u[1]), nv[1] = side >= 0 ? ld(u[0]) : -ld(u[0]);
    len = hypotl(nv[0], nv[1]);
    n[0] = nv[0] / len, n[1] = nv[1] / len;
    dist = fabsl(ld(side)) / len;
    FZ_CHECK(m->count == 2 && m->depth[0] == m->depth[1]);
    FZ_CHECK(near_half(m->normal.x, 65536.0L * n[0]) && near_half(m->normal.y, 65536.0L * n[1]));
    FZ_CHECK(fabsl((long double)m->depth[0] - (ld(R) - dist)) <= 0.5L + 1e-4L);
    for (k = 0; k < 2; k++) {
        long double f = (long double)(int64_t)((k == 0 ? lo : hi) - t0) / ld(uu);
        const fg_scalar got[2] = {m->point[k].x, m->point[k].y};
        for (i = 0; i < 2; i++) FZ_CHECK(near_half(got[i], ld(aq[i]) + f * ld(u[i]) - ld(rq) * n[i]));
    }
    return true;
}

static int orient2i(const i128 *a, const i128 *u, const i128 *pt)
{
    i128 c = (pt[0] - a[0]) * u[1] - (pt[1] - a[1]) * u[0];
    return (c > 0) - (c < 0);
}

static bool on_seg2i(const i128 *a, const i128 *u, const i128 *pt)
{
    i128 s = (pt[0] - a[0]) * u[0] + (pt[1] - a[1]) * u[1], uu = u[0] * u[0] + u[1] * u[1];
    if (uu == 0) return pt[0] == a[0] && pt[1] == a[1];
    return orient2i(a, u, pt) == 0 && s >= 0 && s <= uu;
}

static long double seg2_dist_ld(const i128 *a, const i128 *u, const long double *pt)
{
    long double uu = ld(u[0]) * ld(u[0]) + ld(u[1]) * ld(u[1]), s = 0, ex, ey;
    if (uu > 0) {
        s = ((pt[0] - ld(a[0])) * ld(u[0]) + (pt[1] - ld(a[1])) * ld(u[1])) / uu;
        s = s < 0 ? 0 : (s > 1 ? 1 : s);
    }
    ex = pt[0] - ld(a[0]) - s * ld(u[0]), ey = pt[1] - ld(a[1]) - s * ld(u[1]);
    return sqrtl(ex * ex + ey * ey);
}

static void c_capsule2_capsule2_manifold(fz_in *in)
{
    fg_capsule2 p, q;
    fg_manifold2 m;
    int r, k, i;
    i128 ap[2], u[2], aq[2], v[2], bp[2], bq[2], R;
    bool hit, meet;
    fz_big bestn = B(0), bestd = B(1);
    long double vec[2] = {0, 0}, qpt[2] = {0, 0}, dist;
    p.a = fz_vec2(in);
    p.b = fz_vec2(in);
    p.radius = fz_scalar(in);
    q.a = fz_vec2(in);
    q.b = fz_vec2(in);
    q.radius = fz_scalar(in);
    {   /* a trailing byte 1..3 makes q's axis a multiple (1, -1, 2) of p's: parallel pairs */
        uint8_t par = (uint8_t)(fz_byte(in) % 4u);
        int64_t bx = (int64_t)q.a.x + (int64_t)(par == 2u ? -1 : (par == 3u ? 2 : 1)) * ((int64_t)p.b.x - p.a.x);
        int64_t by = (int64_t)q.a.y + (int64_t)(par == 2u ? -1 : (par == 3u ? 2 : 1)) * ((int64_t)p.b.y - p.a.y);
        if (par != 0u && bx >= -INT32_MAX && bx <= INT32_MAX && by >= -INT32_MAX && by <= INT32_MAX) {
            q.b.x = (fg_scalar)bx, q.b.y = (fg_scalar)by;
            fz_note("parallel q.b.x", q.b.x);
            fz_note("parallel q.b.y", q.b.y);
        }
    }
    fz_poison(&m, sizeof m);
    r = fg_capsule2_capsule2_manifold(&p, &q, &m);
    FZ_CHECK(r == fg_capsule2_capsule2_manifold(&p, &q, NULL));
    if (!(fz_dom_vec2(p.a) && fz_dom_vec2(p.b) && fz_dom(p.radius) && fz_dom_vec2(q.a) && fz_dom_vec2(q.b) &&
          fz_dom(q.radius))) {
        FZ_CHECK(r == FG_REJECTED && fz_is_poison(&m, sizeof m));
        return;
    }
    if (p.radius < 0 || q.radius < 0) {
        FZ_CHECK(r == FG_MISS && fz_is_poison(&m, sizeof m));
        return;
    }
    ap[0] = p.a.x, ap[1] = p.a.y, bp[0] = p.b.x, bp[1] = p.b.y, aq[0] = q.a.x, aq[1] = q.a.y;
    bq[0] = q.b.x, bq[1] = q.b.y;
    for (i = 0; i < 2; i++) u[i] = bp[i] - ap[i], v[i] = bq[i] - aq[i];
    R = (i128)p.radius + q.radius;
    meet = (orient2i(ap, u, aq) * orient2i(ap, u, bq) < 0 && orient2i(aq, v, ap) * orient2i(aq, v, bp) < 0) ||
           on_seg2i(ap, u, aq) || on_seg2i(ap, u, bq) || on_seg2i(aq, v, ap) || on_seg2i(aq, v, bp);
    if (!meet) {
        for (k = 0; k < 4; k++) {
            const i128 *e = k == 0 ? ap : (k == 1 ? bp : (k == 2 ? aq : bq));
            const i128 *a0 = k < 2 ? aq : ap, *uu = k < 2 ? v : u;
            i128 e3[3] = {e[0], e[1], 0}, a3[3] = {a0[0], a0[1], 0}, u3[3] = {uu[0], uu[1], 0};
            fz_big nm, dn;
            pt_seg(e3, a3, u3, &nm, &dn);
            if (k == 0 || fz_big_cmp(fz_big_mul(nm, bestd), fz_big_mul(bestn, dn)) < 0) {
                long double uul = ld(uu[0]) * ld(uu[0]) + ld(uu[1]) * ld(uu[1]), s = 0;
                bestn = nm, bestd = dn;
                if (uul > 0) {
                    s = (ld(e[0] - a0[0]) * ld(uu[0]) + ld(e[1] - a0[1]) * ld(uu[1])) / uul;
                    s = s < 0 ? 0 : (s > 1 ? 1 : s);
                }
                for (i = 0; i < 2; i++) { /* from A's point to B's, exact then rounded once */
                    long double f = ld(a0[i]) + s * ld(uu[i]);
                    i128 si = (e[0] - a0[0]) * uu[0] + (e[1] - a0[1]) * uu[1], ui = uu[0] * uu[0] + uu[1] * uu[1];
                    i128 wv = (ui > 0 && si > 0 && si < ui) ? (e[i] - a0[i]) * ui - si * uu[i]
                                                             : e[i] - a0[i] - (ui > 0 && si >= ui ? uu[i] : 0);
                    vec[i] = (long double)(k < 2 ? -wv : wv);
                    qpt[i] = k < 2 ? f : ld(e[i]);
                }
            }
        }
    }
    hit = meet || fz_big_cmp(bestn, fz_big_mul(B(R * R), bestd)) <= 0;
    fz_note("ref_hit", hit);
    fz_note("meet", meet);
    FZ_CHECK(r == (hit ? FG_HIT : FG_MISS));
    if (!hit) {
        FZ_CHECK(fz_is_poison(&m, sizeof m));
        return;
    }
    if (cap2_parallel_ref(&m, ap, u, aq, v, R, q.radius)) {
        fz_note("parallel", true);
        return;
    }
    dist = meet ? 0 : sqrtl(fz_big_ld(bestn) / fz_big_ld(bestd));
    FZ_CHECK(m.count == 1 && m.depth[1] == 0 && m.point[1].x == 0 && m.point[1].y == 0);
    FZ_CHECK(fabsl(hypotl(m.normal.x, m.normal.y) - 65536.0L) <= 2.0L);
    FZ_CHECK(fabsl((long double)m.depth[0] - (ld(R) - dist)) <= 0.6L);
    if (dist > 0) {
        long double len = hypotl(vec[0], vec[1]), pt[2] = {m.point[0].x, m.point[0].y};
        FZ_CHECK(fabsl(m.normal.x - 65536.0L * vec[0] / len) <= 2.0L &&
                 fabsl(m.normal.y - 65536.0L * vec[1] / len) <= 2.0L);
        FZ_CHECK(fabsl(seg2_dist_ld(aq, v, pt) - (long double)q.radius) <= 1.6L);
        FZ_CHECK(near_half(m.point[0].x, qpt[0] - ld(q.radius) * vec[0] / len) &&
                 near_half(m.point[0].y, qpt[1] - ld(q.radius) * vec[1] / len));
    }
}

static const fz_case cases[] = {
    {"fg_capsule2_aabb2_overlap", c_capsule2_aabb2},
    {"fg_capsule3_aabb3_overlap", c_capsule3_aabb3},
    {"fg_capsule3_capsule3_overlap", c_capsule3_capsule3},
    {"fg_capsule2_capsule2_manifold", c_capsule2_capsule2_manifold},
};

FZ_HARNESS("fuzz_capbox", cases)
