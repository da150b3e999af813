/* SPDX-License-Identifier: MIT */
/* fuzz_spheretri_sweep.c - fuzz harness of fg_sphere_triangle_sweep (lib/fg_sphere.h).
 *
 * Reference, written here from the definition (no formula of lib/): the contact region is
 * K = {x : dist(x, T) <= r} for the closed triangle T, and dist(x, T) is the least of the
 * distance to the plane (only when x's foot lies in T: three barycentric signs) and the
 * distances to the three edge segments. Along p(t) = c + t d the sign of dist(p(t), T)^2 -
 * r^2 is evaluated exactly at rational t in fz_big (sgn_k). K is convex, so the times in K
 * form one interval: a reported t is checked by bracketing, the first contact t1 lies in
 * (t - 0.51 LSB, t + 0.51 LSB] (sgn_k > 0 before, <= 0 after; a tangent touch, where the
 * interval is a single point, is checked in long double). A miss is checked by minimising
 * dist(p(t), T) over [0, T_end] in long double (convex in t) and testing the minimiser
 * exactly: a point of K there is a missed contact. The point: on T (within 1.1 LSB) and
 * r from the centre at t (t's rounding times |d| allowed); the normal: unit, along
 * centre - point. At t = 0: penetrating (exact) is started_inside at the centre; touching
 * is a hit only when moving in (long double, away from the tangent case). */
#include <math.h>
#include "fuzz_common.h"

typedef fz_i128 i128;

static fz_big B(i128 v) { return fz_big_i(v); }

typedef struct {
    int64_t o[3], d[3], v[3][3], r; /* raw */
    i128 n[3];                      /* (v1 - v0) x (v2 - v0) */
} st_ref;

/* the offset of p(tn / td) from vertex k, times td */
static void offset(const st_ref *c, int k, i128 tn, i128 td, fz_big m[3])
{
    int i;
    for (i = 0; i < 3; i++) m[i] = fz_big_add(fz_big_mul(B((i128)c->o[i] - c->v[k][i]), B(td)), fz_big_mul(B(tn), B(c->d[i])));
}

static fz_big bdot(const fz_big *a, const fz_big *b)
{
    return fz_big_add(fz_big_add(fz_big_mul(a[0], b[0]), fz_big_mul(a[1], b[1])), fz_big_mul(a[2], b[2]));
}

static void bcross(const fz_big *a, const fz_big *b, fz_big *o)
{
    o[0] = fz_big_sub(fz_big_mul(a[1], b[2]), fz_big_mul(a[2], b[1]));
    o[1] = fz_big_sub(fz_big_mul(a[2], b[0]), fz_big_mul(a[0], b[2]));
    o[2] = fz_big_sub(fz_big_mul(a[0], b[1]), fz_big_mul(a[1], b[0]));
}

/* sign(dist(p, [v_k, v_k+1])^2 - r^2) at t = tn / td */
static int edge_sign(const st_ref *c, int k, i128 tn, i128 td)
{
    fz_big m[3], u[3], uu, s, mm, rr = fz_big_mul(fz_big_mul(B((i128)c->r * c->r), B(td)), B(td)), den = B(td);
    int i, k1 = (k + 1) % 3;
    offset(c, k, tn, td, m);
    for (i = 0; i < 3; i++) u[i] = B((i128)c->v[k1][i] - c->v[k][i]);
    uu = bdot(u, u);
    s = bdot(m, u);
    if (fz_big_sgn(uu) == 0 || fz_big_sgn(s) <= 0) return fz_big_sgn(fz_big_sub(bdot(m, m), rr));
    if (fz_big_cmp(s, fz_big_mul(uu, den)) >= 0) {
        offset(c, k1, tn, td, m);
        return fz_big_sgn(fz_big_sub(bdot(m, m), rr));
    }
    mm = bdot(m, m);
    return fz_big_sgn(fz_big_sub(fz_big_sub(fz_big_mul(mm, uu), fz_big_mul(s, s)), fz_big_mul(rr, uu)));
}

/* the face's sign when the foot lies in T, else 2 */
static int face_sign(const st_ref *c, i128 tn, i128 td)
{
    fz_big n[3], m[3], e[3], x[3], nn, h;
    int k, i;
    for (i = 0; i < 3; i++) n[i] = B(c->n[i]);
    nn = bdot(n, n);
    if (fz_big_sgn(nn) == 0) return 2;
    for (k = 0; k < 3; k++) {
        offset(c, k, tn, td, m);
        for (i = 0; i < 3; i++) e[i] = B((i128)c->v[(k + 1) % 3][i] - c->v[k][i]);
        bcross(e, m, x);
        if (fz_big_sgn(bdot(n, x)) < 0) return 2;
    }
    offset(c, 0, tn, td, m);
    h = bdot(n, m);
    return fz_big_sgn(fz_big_sub(fz_big_mul(h, h), fz_big_mul(fz_big_mul(fz_big_mul(B((i128)c->r * c->r), B(td)), B(td)), nn)));
}

static int sgn_k(const st_ref *c, i128 tn, i128 td)
{
    int s = face_sign(c, tn, td), k, e;
    for (k = 0; k < 3; k++) {
        e = edge_sign(c, k, tn, td);
        if (e < s) s = e;
    }
    return s;
}

/* long double: the nearest point of T to p */
static void seg_near_ld(const long double *p, const int64_t *a, const int64_t *b, long double *q)
{
    long double u[3], uu = 0, s = 0;
    int i;
    for (i = 0; i < 3; i++) u[i] = (long double)(b[i] - a[i]), uu += u[i] * u[i], s += (p[i] - a[i]) * u[i];
    s = uu > 0 ? s / uu : 0;
    s = s < 0 ? 0 : (s > 1 ? 1 : s);
    for (i = 0; i < 3; i++) q[i] = a[i] + s * u[i];
}

static long double dist3(const long double *a, const long double *b)
{
    return sqrtl((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2]));
}

static void nearest_ld(const st_ref *c, const long double *p, long double *q)
{
    long double n[3] = {(long double)c->n[0], (long double)c->n[1], (long double)c->n[2]}, nn, h, best = -1, t[3];
    int k, i, inside = 1;
    nn = n[0] * n[0] + n[1] * n[1] + n[2] * n[2];
    for (k = 0; k < 3 && nn > 0; k++) {
        long double e[3], w[3];
        for (i = 0; i < 3; i++) e[i] = (long double)(c->v[(k + 1) % 3][i] - c->v[k][i]), w[i] = p[i] - c->v[k][i];
        if (n[0] * (e[1] * w[2] - e[2] * w[1]) + n[1] * (e[2] * w[0] - e[0] * w[2]) + n[2] * (e[0] * w[1] - e[1] * w[0]) < 0)
            inside = 0;
    }
    if (nn > 0 && inside) {
        h = (n[0] * (p[0] - c->v[0][0]) + n[1] * (p[1] - c->v[0][1]) + n[2] * (p[2] - c->v[0][2])) / nn;
        for (i = 0; i < 3; i++) q[i] = p[i] - h * n[i];
        return;
    }
    for (k = 0; k < 3; k++) {
        long double dd;
        seg_near_ld(p, c->v[k], c->v[(k + 1) % 3], t);
        dd = dist3(p, t);
        if (best < 0 || dd < best) best = dd, q[0] = t[0], q[1] = t[1], q[2] = t[2];
    }
}

static long double dist_at(const st_ref *c, long double t)
{
    long double p[3], q[3];
    int i;
    for (i = 0; i < 3; i++) p[i] = c->o[i] + t * c->d[i];
    nearest_ld(c, p, q);
    return dist3(p, q);
}

/* the minimiser of the convex dist(p(t), T) over [lo, hi] (golden section) */
static long double argmin_ld(const st_ref *c, long double lo, long double hi)
{
    int it;
    for (it = 0; it < 200 && hi - lo > 1e-15L; it++) {
        long double m1 = lo + (hi - lo) * 0.381966L, m2 = hi - (hi - lo) * 0.381966L;
        if (dist_at(c, m1) <= dist_at(c, m2))
            hi = m2;
        else
            lo = m1;
    }
    return (lo + hi) / 2;
}

static void c_sphere_triangle_sweep(fz_in *in)
{
    fg_sphere s = fz_sphere(in);
    fg_triangle tri = fz_triangle(in);
    fg_vec3 d;
    fg_scalar mt = fz_scalar(in), tend;
    fg_hit3 h;
    st_ref c;
    fg_segment3 sg;
    int r, i, s0;
    uint8_t aim = fz_byte(in);
    if (aim & 1u) {
        /* aim at a point of the triangle's box: contacts */
        fg_scalar lo, hi;
        int64_t dv[3];
        for (i = 0; i < 3; i++) {
            fg_scalar a = (&tri.a.x)[i], b = (&tri.b.x)[i], cc = (&tri.c.x)[i];
            lo = a < b ? (a < cc ? a : cc) : (b < cc ? b : cc);
            hi = a > b ? (a > cc ? a : cc) : (b > cc ? b : cc);
            dv[i] = (int64_t)fz_lerp_byte(lo, hi, fz_byte(in)) - (&s.center.x)[i];
        }
        d = fg_vec3_make(fz_derived("dx", dv[0]), fz_derived("dy", dv[1]), fz_derived("dz", dv[2]));
    } else {
        d = fz_vec3(in);
    }
    sg.origin = s.center;
    sg.delta = d;
    r = FZ_RAYCAST3(mt, &h, fg_sphere_triangle_sweep(&s, d, &tri, fz_mt, fz_hit));
    if (!fz_dom_sphere(&s) || !fz_dom_segment3(&sg) || !fz_dom_triangle(&tri)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    FZ_CHECK(r != FG_REJECTED);
    if (s.radius < 0 || mt < 0) {
        FZ_CHECK(r == FG_MISS);
        return;
    }
    for (i = 0; i < 3; i++) {
        c.o[i] = (&s.center.x)[i];
        c.d[i] = (&d.x)[i];
        c.v[0][i] = (&tri.a.x)[i];
        c.v[1][i] = (&tri.b.x)[i];
        c.v[2][i] = (&tri.c.x)[i];
    }
    c.r = s.radius;
    {
        i128 e1[3], e2[3];
        for (i = 0; i < 3; i++) e1[i] = c.v[1][i] - c.v[0][i], e2[i] = c.v[2][i] - c.v[0][i];
        c.n[0] = e1[1] * e2[2] - e1[2] * e2[1];
        c.n[1] = e1[2] * e2[0] - e1[0] * e2[2];
        c.n[2] = e1[0] * e2[1] - e1[1] * e2[0];
        if (c.n[0] == 0 && c.n[1] == 0 && c.n[2] == 0) {
            /* collinear: the segment between the farthest two vertices (the library's rule) */
            int64_t best = -1;
            int bi = 0, k;
            int64_t w[3][3];
            for (k = 0; k < 3; k++) {
                int64_t l = 0;
                for (i = 0; i < 3; i++) l += (c.v[(k + 1) % 3][i] - c.v[k][i]) * (c.v[(k + 1) % 3][i] - c.v[k][i]);
                if (l > best) best = l, bi = k;
            }
            for (i = 0; i < 3; i++) w[0][i] = c.v[bi][i], w[1][i] = c.v[(bi + 1) % 3][i], w[2][i] = w[1][i];
            memcpy(c.v, w, sizeof w);
        }
    }
    tend = fz_clip_t(mt);
    s0 = sgn_k(&c, 0, 1);
    if (s0 < 0) {
        FZ_CHECK(r == FG_HIT && h.started_inside && h.t == 0 && h.point.x == s.center.x && h.point.y == s.center.y &&
                 h.point.z == s.center.z);
        return;
    }
    if (s0 == 0) {
        long double p[3] = {(long double)c.o[0], (long double)c.o[1], (long double)c.o[2]}, q[3], dot = 0, dl = 0, wl;
        nearest_ld(&c, p, q);
        for (i = 0; i < 3; i++) dot += (long double)c.d[i] * (p[i] - q[i]), dl += (long double)c.d[i] * c.d[i];
        wl = dist3(p, q);
        if (r == FG_HIT) FZ_CHECK(h.t == 0 && !h.started_inside);
        if (dot < -1e-6L * sqrtl(dl) * wl) FZ_CHECK(r == FG_HIT);
        if (dot > 1e-6L * sqrtl(dl) * wl || wl == 0) FZ_CHECK(r == FG_MISS);
        return;
    }
    if (r != FG_HIT) {
        long double tm = argmin_ld(&c, 0, (long double)tend / 65536.0L);
        i128 tn = (i128)llroundl(tm * 4294967296.0L);
        if (tn > (i128)tend * 65536) tn = (i128)tend * 65536;
        if (tn < 0) tn = 0;
        FZ_CHECK(sgn_k(&c, tn, (i128)1 << 32) > 0);
        FZ_CHECK(sgn_k(&c, tend, 65536) > 0);
        return;
    }
    FZ_CHECK(!h.started_inside && h.t <= tend);
    {
        i128 lo = (i128)h.t * 100 - 51, hi = (i128)h.t * 100 + 51, den = (i128)65536 * 100;
        long double dl = sqrtl((long double)c.d[0] * c.d[0] + (long double)c.d[1] * c.d[1] + (long double)c.d[2] * c.d[2]);
        long double tt = (long double)h.t / 65536.0L, p[3], ctr[3], rd;
        if (hi > (i128)tend * 100) hi = (i128)tend * 100;
        if (lo > 0) FZ_CHECK(sgn_k(&c, lo, den) > 0);
        if (sgn_k(&c, hi, den) > 0) {
            /* a tangent touch inside the bracket */
            long double lt = (long double)(lo > 0 ? lo : 0) / (long double)den, ht = (long double)hi / (long double)den;
            long double tm = argmin_ld(&c, lt, ht);
            FZ_CHECK(dist_at(&c, tm) - c.r <= 1e-6L * (1 + c.r + dl));
        }
        /* the point lies on T and r from the centre at t; the normal along centre - point */
        for (i = 0; i < 3; i++) p[i] = (&h.point.x)[i], ctr[i] = c.o[i] + tt * c.d[i];
        {
            long double qn[3];
            nearest_ld(&c, p, qn);
            FZ_CHECK(dist3(p, qn) <= 1.75L); /* 1.01 LSB per component */
        }
        rd = dist3(p, ctr);
        FZ_CHECK(fabsl(rd - c.r) <= 2.0L + dl / 65536.0L);
        {
            long double n2 = 0;
            for (i = 0; i < 3; i++) n2 += (long double)(&h.normal.x)[i] * (&h.normal.x)[i];
            FZ_CHECK(fabsl(sqrtl(n2) - 65536.0L) <= 1.0L);
        }
        if (c.r >= 65536) {
            long double err = fz_dir_err3(h.normal, fg_vec3_make((fg_scalar)llroundl((ctr[0] - p[0]) / rd * 65536.0L),
                                                                 (fg_scalar)llroundl((ctr[1] - p[1]) / rd * 65536.0L),
                                                                 (fg_scalar)llroundl((ctr[2] - p[2]) / rd * 65536.0L)));
            FZ_CHECK(err <= 2.0L + 65536.0L * (3.0L + dl / 65536.0L) / (long double)c.r);
        }
    }
}

static const fz_case cases[] = {
    {"fg_sphere_triangle_sweep", c_sphere_triangle_sweep},
};

FZ_HARNESS("fuzz_spheretri_sweep", cases)
