/* SPDX-License-Identifier: MIT */
/* fuzz_sphere.c - fuzz harness of the circle/sphere functions of lib/fg_sphere.h and the
 * disc/ball casts of lib/fg_segment.h (see README.md). One case per function.
 *
 * Balls are closed; a negative radius is empty. A mover m0 + t d (relative to the centre)
 * is decided exactly from the quadratic a t^2 + 2 b t + c (a = d.d, b = m0.d,
 * c = m0.m0 - r^2) in __int128: c < 0 penetrating, c == 0 touching (a hit at t = 0 only
 * when b < 0: no sticking), c > 0 the first root c / (-b + sqrt(b^2 - a c)) <= T exactly
 * when the quadratic is <= 0 at T or T lies past its vertex. Every reported value is then
 * checked against its documented bound exactly: |x - q| <= 0.51 LSB for q = (u + v sqrt(D))
 * / (w + z sqrt(D)) becomes the sign of A sqrt(D) + B in big integers (fz_big_sgn_sqrt). */
#include "fuzz_common.h"

typedef __int128 i128;

enum { MISS, INSIDE, TOUCH, HIT };

typedef struct {
    int kind;
    i128 b, c, disc; /* on TOUCH / HIT: t = c / (-b + sqrt(disc)) */
} ball_ref;

/* The mover m0 + t d (raw, 1..3 axes; |m0| <= 2^30, |d| <= 2^31) against the ball of radius
 * r >= 0 at the origin, t in [0, min(mt, 1)]. */
static ball_ref ref_ball(int dim, const int64_t *m, const int64_t *d, int64_t r, fg_scalar mt)
{
    ball_ref q = {MISS, 0, 0, 0};
    i128 a = 0, b = 0, c = -(i128)r * r, T = fz_clip_t(mt), f;
    int i;
    if (mt < 0) return q;
    for (i = 0; i < dim; i++) {
        a += (i128)d[i] * d[i];
        b += (i128)m[i] * d[i];
        c += (i128)m[i] * m[i];
    }
    q.b = b, q.c = c;
    if (c < 0) {
        q.kind = INSIDE;
        return q;
    }
    if (b >= 0) return q; /* touching or outside, not moving inward (d = 0 included) */
    q.disc = b * b - a * c;
    if (c == 0) {
        q.kind = TOUCH;
        return q;
    }
    if (q.disc < 0) return q;                                /* the line misses */
    f = a * T * T + 2 * b * T * 65536 + c * ((i128)1 << 32); /* 2^32 (a T^2 + 2 b T + c) */
    if (f > 0 && a * T + b * 65536 < 0) return q;            /* T before the first root */
    q.kind = HIT;
    return q;
}

static fz_big B(i128 v) { return fz_big_i(v); }

/* |x - (u s + v c) / (w s)| <= 0.51 LSB with s = -b + sqrt(disc), c, b, disc from q, and
 * w > 0: (100 x w - 100 u -+ 51 w) s - 100 v c is <= 0 / >= 0. */
static bool near_ratio(int64_t x, i128 u, i128 v, i128 w, const ball_ref *q)
{
    int k;
    for (k = -1; k <= 1; k += 2) {
        fz_big a = fz_big_sub(fz_big_mul(B(100 * (i128)x), B(w)), fz_big_mul(B(100), B(u)));
        fz_big rest;
        int s;
        a = fz_big_add(a, fz_big_mul(B(51 * k), B(w)));
        rest = fz_big_sub(fz_big_mul(a, B(-q->b)), fz_big_mul(fz_big_mul(B(100), B(v)), B(q->c)));
        s = fz_big_sgn_sqrt(a, B(q->disc), rest);
        if ((k < 0 && s > 0) || (k > 0 && s < 0)) return false;
    }
    return true;
}

/* A contact's t, point (origin + t delta, when o != NULL) and normal, all 0.51 LSB. */
static void check_contact(int dim, const ball_ref *q, const int64_t *m, const int64_t *d, int64_t r,
                          const int64_t *o, fg_scalar t, const fg_scalar *p, const fg_scalar *n)
{
    int i;
    FZ_CHECK(near_ratio(t, 0, 65536, 1, q)); /* t = c / s */
    for (i = 0; i < dim; i++) {
        if (o != NULL) FZ_CHECK(near_ratio(p[i], o[i], d[i], 1, q)); /* o + d c / s */
        if (r > 0) {
            FZ_CHECK(near_ratio(n[i], (i128)65536 * m[i], (i128)65536 * d[i], r, q)); /* (m + d c / s) / r */
        }
    }
    if (r == 0) { /* a point: hit only through it, normal -d / |d| */
        fz_big db[3] = {B(d[0]), B(d[1]), B(dim > 2 ? d[2] : 0)};
        FZ_CHECK(fz_unit_near(dim, n, db, -1, 51, 100));
    }
}

/* Penetrating: normal m / |m| (0.51 LSB), zero exactly at the centre. */
static void check_inside_normal(int dim, const int64_t *m, const fg_scalar *n)
{
    fz_big mb[3] = {B(m[0]), B(m[1]), B(dim > 2 ? m[2] : 0)};
    int i, zero = 1;
    for (i = 0; i < dim; i++) zero &= m[i] == 0;
    if (zero) {
        for (i = 0; i < dim; i++) FZ_CHECK(n[i] == 0);
    } else {
        FZ_CHECK(fz_unit_near(dim, n, mb, +1, 51, 100));
    }
}

static const fz_hit_rules ball_rules = {.normal = FZ_NORMAL_UNIT, .normal_tol = 1, .closed = true,
                                        .facing = false, .point_tol = 1, .t_tol = 1};

/* ---------------------------------------------------------------- closest point */

static void c_sphere_closest_point(fz_in *in)
{
    fg_sphere s = fz_sphere(in);
    fg_vec3 p = fz_vec3(in), q;
    int64_t c[3] = {s.center.x, s.center.y, s.center.z}, pp[3] = {p.x, p.y, p.z}, qq[3];
    i128 dd = 0;
    int i, r;
    fz_poison(&q, sizeof q);
    r = fg_sphere_closest_point(&s, p, &q);
    FZ_CHECK(r == fg_sphere_closest_point(&s, p, NULL));
    if (!fz_dom_sphere(&s) || !fz_dom_vec3(p)) {
        FZ_CHECK(r == FG_REJECTED && fz_is_poison(&q, sizeof q));
        return;
    }
    FZ_CHECK(r == FG_OK);
    qq[0] = q.x, qq[1] = q.y, qq[2] = q.z;
    for (i = 0; i < 3; i++) dd += (i128)(pp[i] - c[i]) * (pp[i] - c[i]);
    if (s.radius <= 0 && dd > 0) { /* radius 0 or negative: the centre */
        FZ_CHECK(memcmp(&q, &s.center, sizeof q) == 0);
        return;
    }
    if (dd <= (i128)s.radius * s.radius) { /* inside or on: p itself (exact choice) */
        FZ_CHECK(memcmp(&p, &q, sizeof p) == 0);
        return;
    }
    for (i = 0; i < 3; i++) { /* c + (p - c) r / |p - c| within 0.5 LSB: x = (p - c) r / |p - c|
                                 * lies in [q - c - 1/2, q - c + 1/2] (a tie either way: the
                                 * library rounds c + x away from zero), compared as
                                 * (q - c +- 1/2)|p - c| vs (p - c) r */
        fz_big lo = B(2 * (qq[i] - c[i]) - 1), hi = B(2 * (qq[i] - c[i]) + 1), t = B(-2 * (i128)(pp[i] - c[i]) * s.radius);
        FZ_CHECK(fz_big_sgn_sqrt(lo, B(dd), t) <= 0 && fz_big_sgn_sqrt(hi, B(dd), t) >= 0);
    }
}

static void c_circle_closest_point(fz_in *in)
{
    fg_circle s = fz_circle(in);
    fg_vec2 p = fz_vec2(in), q;
    int64_t c[2] = {s.center.x, s.center.y}, pp[2] = {p.x, p.y}, qq[2];
    i128 dd = 0;
    int i, r;
    fz_poison(&q, sizeof q);
    r = fg_circle_closest_point(&s, p, &q);
    FZ_CHECK(r == fg_circle_closest_point(&s, p, NULL));
    if (!fz_dom_circle(&s) || !fz_dom_vec2(p)) {
        FZ_CHECK(r == FG_REJECTED && fz_is_poison(&q, sizeof q));
        return;
    }
    FZ_CHECK(r == FG_OK);
    qq[0] = q.x, qq[1] = q.y;
    for (i = 0; i < 2; i++) dd += (i128)(pp[i] - c[i]) * (pp[i] - c[i]);
    if (s.radius <= 0 && dd > 0) {
        FZ_CHECK(memcmp(&q, &s.center, sizeof q) == 0);
        return;
    }
    if (dd <= (i128)s.radius * s.radius) {
        FZ_CHECK(memcmp(&p, &q, sizeof p) == 0);
        return;
    }
    for (i = 0; i < 2; i++) { /* within 0.5 LSB, as in 3D */
        fz_big lo = B(2 * (qq[i] - c[i]) - 1), hi = B(2 * (qq[i] - c[i]) + 1), t = B(-2 * (i128)(pp[i] - c[i]) * s.radius);
        FZ_CHECK(fz_big_sgn_sqrt(lo, B(dd), t) <= 0 && fz_big_sgn_sqrt(hi, B(dd), t) >= 0);
    }
}

/* ---------------------------------------------------------------- raycast */

/* Aim at a point of the ball (centre + r * offsets in [-1, 1]); the end is kept as given
 * or doubled past it. */
static int64_t aim_at(fg_scalar c, fg_scalar r, uint8_t f, fg_scalar o, int k)
{
    return ((int64_t)c + (int64_t)r * ((int)f - 128) / 128 - o) * k;
}

/* Start ON the surface, along a Pythagorean direction u (|u| = L, whole): the touch rules
 * need exact contact, which random values almost never give. The first three have u.z = 0
 * (2D). The radius becomes the nearest multiple of L at or below it. */
static const int8_t pyth[][4] = {{1, 0, 0, 1}, {0, -1, 0, 1}, {3, 4, 0, 5}, {1, 2, 2, 3}, {2, -1, -2, 3},
                                 {-2, 3, 6, 7}, {4, 4, -7, 9}, {-5, 0, 12, 13}};

static void place_on_surface(fz_in *in, int dim, fg_scalar *o, const fg_scalar *c, fg_scalar *r)
{
    const int8_t *u = pyth[fz_byte(in) % (dim == 2 ? 3u : 8u)];
    int64_t k = (int64_t)*r / u[3];
    int i;
    for (i = 0; i < dim; i++) o[i] = fz_derived("on the surface", (int64_t)c[i] + u[i] * k);
    *r = fz_derived("radius", k * u[3]);
}

static void c_segment3_sphere_raycast(fz_in *in)
{
    fg_segment3 sg = fz_segment3(in);
    fg_sphere s = fz_sphere(in);
    fg_scalar mt = fz_scalar(in);
    uint8_t aim = fz_byte(in);
    fg_hit3 h;
    int r;
    int64_t m[3], d[3], o[3];
    ball_ref q;
    if (aim & 4u) {
        fg_scalar ov[3] = {sg.origin.x, sg.origin.y, sg.origin.z}, cv[3] = {s.center.x, s.center.y, s.center.z};
        place_on_surface(in, 3, ov, cv, &s.radius);
        sg.origin = fg_vec3_make(ov[0], ov[1], ov[2]);
    }
    if (aim & 1u) {
        int k = (aim & 2u) ? 2 : 1;
        sg.delta.x = fz_derived("delta.x", aim_at(s.center.x, s.radius, fz_byte(in), sg.origin.x, k));
        sg.delta.y = fz_derived("delta.y", aim_at(s.center.y, s.radius, fz_byte(in), sg.origin.y, k));
        sg.delta.z = fz_derived("delta.z", aim_at(s.center.z, s.radius, fz_byte(in), sg.origin.z, k));
    }
    r = FZ_RAYCAST3(mt, &h, fg_segment3_sphere_raycast(&sg, &s, fz_mt, fz_hit));
    if (!fz_dom_segment3(&sg) || !fz_dom_sphere(&s)) {
        FZ_CHECK(r == FG_REJECTED); /* never a miss */
        return;
    }
    if (s.radius < 0) {
        FZ_CHECK(r == FG_MISS); /* empty */
        return;
    }
    o[0] = sg.origin.x, o[1] = sg.origin.y, o[2] = sg.origin.z;
    m[0] = o[0] - s.center.x, m[1] = o[1] - s.center.y, m[2] = o[2] - s.center.z;
    d[0] = sg.delta.x, d[1] = sg.delta.y, d[2] = sg.delta.z;
    q = ref_ball(3, m, d, s.radius, mt);
    FZ_CHECK(r == (q.kind != MISS ? FG_HIT : FG_MISS)); /* exact, tangents and touching included */
    if (r != FG_HIT) return;
    fz_check_hit3(&sg, &h, &ball_rules);
    FZ_CHECK(h.started_inside == (q.kind == INSIDE));
    {
        fg_scalar p[3] = {h.point.x, h.point.y, h.point.z}, n[3] = {h.normal.x, h.normal.y, h.normal.z};
        if (q.kind == INSIDE) {
            check_inside_normal(3, m, n);
        } else {
            if (q.kind == TOUCH) FZ_CHECK(h.t == 0 && memcmp(&h.point, &sg.origin, sizeof h.point) == 0);
            check_contact(3, &q, m, d, s.radius, o, h.t, p, n);
        }
    }
}

static void c_segment2_circle_raycast(fz_in *in)
{
    fg_segment2 sg = fz_segment2(in);
    fg_circle s = fz_circle(in);
    fg_scalar mt = fz_scalar(in);
    uint8_t aim = fz_byte(in);
    fg_hit2 h;
    int r;
    int64_t m[2], d[2], o[2];
    ball_ref q;
    if (aim & 4u) {
        fg_scalar ov[2] = {sg.origin.x, sg.origin.y}, cv[2] = {s.center.x, s.center.y};
        place_on_surface(in, 2, ov, cv, &s.radius);
        sg.origin = fg_vec2_make(ov[0], ov[1]);
    }
    if (aim & 1u) {
        int k = (aim & 2u) ? 2 : 1;
        sg.delta.x = fz_derived("delta.x", aim_at(s.center.x, s.radius, fz_byte(in), sg.origin.x, k));
        sg.delta.y = fz_derived("delta.y", aim_at(s.center.y, s.radius, fz_byte(in), sg.origin.y, k));
    }
    r = FZ_RAYCAST2(mt, &h, fg_segment2_circle_raycast(&sg, &s, fz_mt, fz_hit));
    if (!fz_dom_segment2(&sg) || !fz_dom_circle(&s)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    if (s.radius < 0) {
        FZ_CHECK(r == FG_MISS);
        return;
    }
    o[0] = sg.origin.x, o[1] = sg.origin.y;
    m[0] = o[0] - s.center.x, m[1] = o[1] - s.center.y;
    d[0] = sg.delta.x, d[1] = sg.delta.y;
    q = ref_ball(2, m, d, s.radius, mt);
    FZ_CHECK(r == (q.kind != MISS ? FG_HIT : FG_MISS));
    if (r != FG_HIT) return;
    fz_check_hit2(&sg, &h, &ball_rules);
    FZ_CHECK(h.started_inside == (q.kind == INSIDE));
    {
        fg_scalar p[2] = {h.point.x, h.point.y}, n[2] = {h.normal.x, h.normal.y};
        if (q.kind == INSIDE) {
            check_inside_normal(2, m, n);
        } else {
            if (q.kind == TOUCH) FZ_CHECK(h.t == 0 && memcmp(&h.point, &sg.origin, sizeof h.point) == 0);
            check_contact(2, &q, m, d, s.radius, o, h.t, p, n);
        }
    }
}

/* ---------------------------------------------------------------- static overlap */

static bool ref_overlap(int dim, const int64_t *ca, int64_t ra, const int64_t *cb, int64_t rb)
{
    i128 dd = 0;
    int i;
    if (ra < 0 || rb < 0) return false;
    for (i = 0; i < dim; i++) dd += (i128)(ca[i] - cb[i]) * (ca[i] - cb[i]);
    return dd <= (i128)(ra + rb) * (ra + rb);
}

static void c_sphere_sphere_overlap(fz_in *in)
{
    fg_sphere a = fz_sphere(in), b = fz_sphere(in);
    int r = fg_sphere_sphere_overlap(&a, &b);
    int64_t ca[3] = {a.center.x, a.center.y, a.center.z}, cb[3] = {b.center.x, b.center.y, b.center.z};
    FZ_CHECK(r == fg_sphere_sphere_overlap(&b, &a)); /* symmetric */
    if (!fz_dom_sphere(&a) || !fz_dom_sphere(&b)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    FZ_CHECK(r == (ref_overlap(3, ca, a.radius, cb, b.radius) ? FG_HIT : FG_MISS)); /* exact */
    /* the moving test with no motion: overlapping and not touching is penetrating (a hit at
     * t = 0); touching without motion is not a hit (touching is not sticking) */
    {
        fg_vec3 z = fg_vec3_make(0, 0, 0);
        fg_hit3 h;
        int rs = fg_sphere_sphere_sweep(&a, z, &b, z, FG_ONE, &h);
        i128 dd = 0, rr = (i128)((int64_t)a.radius + b.radius) * ((int64_t)a.radius + b.radius);
        int i;
        for (i = 0; i < 3; i++) dd += (i128)(ca[i] - cb[i]) * (ca[i] - cb[i]);
        FZ_CHECK(rs == ((r == FG_HIT && dd < rr) ? FG_HIT : FG_MISS));
        FZ_CHECK(rs != FG_HIT || (h.t == 0 && h.started_inside));
    }
}

static void c_circle_circle_overlap(fz_in *in)
{
    fg_circle a = fz_circle(in), b = fz_circle(in);
    int r = fg_circle_circle_overlap(&a, &b);
    int64_t ca[2] = {a.center.x, a.center.y}, cb[2] = {b.center.x, b.center.y};
    FZ_CHECK(r == fg_circle_circle_overlap(&b, &a));
    if (!fz_dom_circle(&a) || !fz_dom_circle(&b)) {
        FZ_CHECK(r == FG_REJECTED);
        return;
    }
    FZ_CHECK(r == (ref_overlap(2, ca, a.radius, cb, b.radius) ? FG_HIT : FG_MISS));
    {
        fg_vec2 z = fg_vec2_make(0, 0);
        fg_hit2 h;
        int rs = fg_circle_circle_sweep(&a, z, &b, z, FG_ONE, &h);
        i128 dd = 0, rr = (i128)((int64_t)a.radius + b.radius) * ((int64_t)a.radius + b.radius);
        int i;
        for (i = 0; i < 2; i++) dd += (i128)(ca[i] - cb[i]) * (ca[i] - cb[i]);
        FZ_CHECK(rs == ((r == FG_HIT && dd < rr) ? FG_HIT : FG_MISS));
        FZ_CHECK(rs != FG_HIT || (h.t == 0 && h.started_inside));
    }
}

/* ---------------------------------------------------------------- moving balls */

/* The sweep as the cast of c_a - c_b + t (delta_a - delta_b) against radius r_a + r_b
 * (the relative delta reaches 2^31 raw); point = b's centre at t plus r_b along the normal,
 * or a's centre when penetrating; all 0.51 LSB. */
static ball_ref check_sweep(int dim, bool in_dom, int r, bool started_inside, const int64_t *ca, const int64_t *va,
                            int64_t ra, const int64_t *cb, const int64_t *vb, int64_t rb, fg_scalar mt, fg_scalar t,
                            const fg_scalar *p, const fg_scalar *n)
{
    int64_t m[3], d[3];
    ball_ref q;
    int i;
    q.kind = MISS;
    if (!in_dom) {
        FZ_CHECK(r == FG_REJECTED);
        return q;
    }
    if (ra < 0 || rb < 0) {
        FZ_CHECK(r == FG_MISS);
        return q;
    }
    for (i = 0; i < dim; i++) m[i] = ca[i] - cb[i], d[i] = va[i] - vb[i];
    q = ref_ball(dim, m, d, ra + rb, mt);
    FZ_CHECK(r == (q.kind != MISS ? FG_HIT : FG_MISS)); /* exact: no sticking, no missed contact */
    if (q.kind == MISS) return q;
    FZ_CHECK(started_inside == (q.kind == INSIDE));
    if (q.kind == INSIDE) {
        FZ_CHECK(t == 0);
        for (i = 0; i < dim; i++) FZ_CHECK(p[i] == ca[i]);
        check_inside_normal(dim, m, n);
        return q;
    }
    if (q.kind == TOUCH) FZ_CHECK(t == 0);
    check_contact(dim, &q, m, d, ra + rb, NULL, t, p, n);
    for (i = 0; i < dim; i++) {
        if (ra + rb > 0) { /* cb + vb t + rb (m + d t) / R = (cb R s + rb m s + (vb R + rb d) c) / (R s) */
            FZ_CHECK(near_ratio(p[i], (i128)cb[i] * (ra + rb) + (i128)rb * m[i], (i128)vb[i] * (ra + rb) + (i128)rb * d[i],
                                ra + rb, &q));
        } else {
            FZ_CHECK(near_ratio(p[i], cb[i], vb[i], 1, &q));
        }
    }
    return q;
}

/* sweep(a, b) against sweep(b, a): the same contact, so the same result, t within 1 LSB,
 * opposite normals within 1 LSB and points within 1 LSB (each side 0.51). */
static void check_swapped(int dim, const ball_ref *q, int r, int r2, fg_scalar t, fg_scalar t2, const fg_scalar *n,
                          const fg_scalar *n2)
{
    int i;
    FZ_CHECK(r2 == r);
    if (r != FG_HIT || q->kind == INSIDE) return;
    FZ_CHECK(t - t2 <= 1 && t2 - t <= 1);
    for (i = 0; i < dim; i++) FZ_CHECK((int64_t)n[i] + n2[i] <= 1 && (int64_t)n[i] + n2[i] >= -1);
}

static void aim_sweep(fz_in *in, int dim, fg_scalar *va, const fg_scalar *ca, const fg_scalar *cb, const fg_scalar *vb,
                      fg_scalar rab)
{
    uint8_t aim = fz_byte(in);
    int i;
    if (!(aim & 1u)) return;
    for (i = 0; i < dim; i++) { /* relative motion towards b's ball grown by r_a */
        int64_t rel = aim_at(cb[i], rab, fz_byte(in), ca[i], (aim & 2u) ? 2 : 1);
        va[i] = fz_derived("delta_a", rel + vb[i]);
    }
}

/* Sometimes start touching: a's centre on b's ball grown by r_a (the touch rules). */
static void touch_sweep(fz_in *in, int dim, fg_scalar *ca, const fg_scalar *cb, fg_scalar *ra, fg_scalar rb)
{
    fg_scalar R = (fg_scalar)((uint32_t)*ra + (uint32_t)rb);
    if ((fz_byte(in) & 3u) != 0u) return;
    place_on_surface(in, dim, ca, cb, &R);
    *ra = fz_derived("radius a", (int64_t)R - rb);
}

static void c_sphere_sphere_sweep(fz_in *in)
{
    fg_sphere a = fz_sphere(in), b = fz_sphere(in);
    fg_vec3 va = fz_vec3(in), vb = fz_vec3(in);
    fg_scalar mt = fz_scalar(in);
    fg_hit3 h, h2;
    int r, r2;
    {
        fg_scalar av[3] = {va.x, va.y, va.z}, ac[3] = {a.center.x, a.center.y, a.center.z},
                  bc[3] = {b.center.x, b.center.y, b.center.z}, bv[3] = {vb.x, vb.y, vb.z};
        touch_sweep(in, 3, ac, bc, &a.radius, b.radius);
        aim_sweep(in, 3, av, ac, bc, bv, (fg_scalar)((uint32_t)a.radius + (uint32_t)b.radius));
        va = fg_vec3_make(av[0], av[1], av[2]);
        a.center = fg_vec3_make(ac[0], ac[1], ac[2]);
    }
    r = FZ_RAYCAST3(mt, &h, fg_sphere_sphere_sweep(&a, va, &b, vb, fz_mt, fz_hit));
    r2 = fg_sphere_sphere_sweep(&b, vb, &a, va, mt, &h2);
    {
        int64_t ca[3] = {a.center.x, a.center.y, a.center.z}, cb[3] = {b.center.x, b.center.y, b.center.z};
        int64_t da[3] = {va.x, va.y, va.z}, db[3] = {vb.x, vb.y, vb.z};
        fg_scalar p[3] = {h.point.x, h.point.y, h.point.z}, n[3] = {h.normal.x, h.normal.y, h.normal.z};
        fg_scalar n2[3] = {h2.normal.x, h2.normal.y, h2.normal.z};
        fg_segment3 pa, pb;
        ball_ref q;
        pa.origin = a.center, pa.delta = va, pb.origin = b.center, pb.delta = vb;
        q = check_sweep(3, fz_dom_sphere(&a) && fz_dom_sphere(&b) && fz_dom_segment3(&pa) && fz_dom_segment3(&pb), r,
                        r == FG_HIT && h.started_inside, ca, da, a.radius, cb, db, b.radius, mt, h.t, p, n);
        check_swapped(3, &q, r, r2, h.t, h2.t, n, n2);
    }
}

static void c_circle_circle_sweep(fz_in *in)
{
    fg_circle a = fz_circle(in), b = fz_circle(in);
    fg_vec2 va = fz_vec2(in), vb = fz_vec2(in);
    fg_scalar mt = fz_scalar(in);
    fg_hit2 h, h2;
    int r, r2;
    {
        fg_scalar av[2] = {va.x, va.y}, ac[2] = {a.center.x, a.center.y}, bc[2] = {b.center.x, b.center.y},
                  bv[2] = {vb.x, vb.y};
        touch_sweep(in, 2, ac, bc, &a.radius, b.radius);
        aim_sweep(in, 2, av, ac, bc, bv, (fg_scalar)((uint32_t)a.radius + (uint32_t)b.radius));
        va = fg_vec2_make(av[0], av[1]);
        a.center = fg_vec2_make(ac[0], ac[1]);
    }
    r = FZ_RAYCAST2(mt, &h, fg_circle_circle_sweep(&a, va, &b, vb, fz_mt, fz_hit));
    r2 = fg_circle_circle_sweep(&b, vb, &a, va, mt, &h2);
    {
        int64_t ca[2] = {a.center.x, a.center.y}, cb[2] = {b.center.x, b.center.y};
        int64_t da[2] = {va.x, va.y}, db[2] = {vb.x, vb.y};
        fg_scalar p[2] = {h.point.x, h.point.y}, n[2] = {h.normal.x, h.normal.y};
        fg_scalar n2[2] = {h2.normal.x, h2.normal.y};
        fg_segment2 pa, pb;
        ball_ref q;
        pa.origin = a.center, pa.delta = va, pb.origin = b.center, pb.delta = vb;
        q = check_sweep(2, fz_dom_circle(&a) && fz_dom_circle(&b) && fz_dom_segment2(&pa) && fz_dom_segment2(&pb), r,
                        r == FG_HIT && h.started_inside, ca, da, a.radius, cb, db, b.radius, mt, h.t, p, n);
        check_swapped(2, &q, r, r2, h.t, h2.t, n, n2);
    }
}

static const fz_case cases[] = {
    {"fg_sphere_closest_point", c_sphere_closest_point},
    {"fg_circle_closest_point", c_circle_closest_point},
    {"fg_segment3_sphere_raycast", c_segment3_sphere_raycast},
    {"fg_segment2_circle_raycast", c_segment2_circle_raycast},
    {"fg_sphere_sphere_overlap", c_sphere_sphere_overlap},
    {"fg_circle_circle_overlap", c_circle_circle_overlap},
    {"fg_sphere_sphere_sweep", c_sphere_sphere_sweep},
    {"fg_circle_circle_sweep", c_circle_circle_sweep},
};

FZ_HARNESS("fuzz_sphere", cases)
