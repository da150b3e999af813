/* fuzz_sphere.c - fuzz harness of lib/fg_sphere.h (see README.md). One case per function.
 *
 * Balls are closed; a negative radius is empty. Decisions are checked exactly: the
 * quadratic |m + t d|^2 - r^2 (m = origin - centre) in __int128, a = d.d, b = m.d,
 * c = m.m - r^2; the first root t1 = c / (-b + sqrt(b^2 - a c)) is <= T exactly when the
 * quadratic is <= 0 at T or T lies past its vertex. Reported values involve a square root
 * and are checked in long double (64-bit mantissa): the oracle's own error is below 2^-17
 * LSB, far inside the slack FZ_EPS added to each documented bound. */
#include <math.h>
#include "fuzz_common.h"

typedef __int128 i128;

#define FZ_EPS 1e-4L

enum { MISS, INSIDE, HIT };

typedef struct {
    int kind;
    long double t;  /* exact first root (long double) */
    long double bt; /* documented bound of t, LSB */
    long double bn; /* documented bound of each normal component, LSB (radius > 0) */
} ball_ref;

/* The point m + t d (raw, 1..3 axes; m, d, r up to 2^30 raw) against the ball of radius
 * r >= 0 at the origin, t in [0, min(mt, 1)]. */
static ball_ref ref_ball(int dim, const int64_t *m, const int64_t *d, int64_t r, fg_scalar mt)
{
    ball_ref q = {MISS, 0.0L, 0.0L, 0.0L};
    i128 a = 0, b = 0, c = -(i128)r * r, disc, T = fz_clip_t(mt), f;
    long double s, dl, big;
    int i, k;
    if (mt < 0) return q;
    for (i = 0; i < dim; i++) {
        a += (i128)d[i] * d[i];
        b += (i128)m[i] * d[i];
        c += (i128)m[i] * m[i];
    }
    if (c <= 0) { /* inside or on the surface */
        q.kind = INSIDE;
        return q;
    }
    if (b >= 0) return q; /* not approaching (d = 0 included) */
    disc = b * b - a * c;
    if (disc < 0) return q; /* the line misses */
    f = a * T * T + 2 * b * T * 65536 + c * ((i128)1 << 32); /* 2^32 (a T^2 + 2 b T + c) */
    if (f > 0 && a * T + b * 65536 < 0) return q;            /* T before the first root */
    q.kind = HIT;
    s = -(long double)b + sqrtl((long double)disc);
    q.t = (long double)c / s;
    /* the documented bounds, with the inputs scaled by 2^k so that M' is in [2^29, 2^30] */
    big = (long double)r;
    for (i = 0; i < dim; i++) big = fmaxl(big, fmaxl(fabsl((long double)m[i]), fabsl((long double)d[i])));
    for (k = 0; k < 32 && big * ldexpl(1.0L, k) < 536870912.0L; k++) continue;
    dl = sqrtl((long double)a);
    q.bt = 0.5L + 32768.0L * q.t / (s * ldexpl(1.0L, 2 * k));
    if (dl * 2097152.0L >= big) q.bt = fminl(q.bt, 1.0L); /* |delta| >= M / 2^21: 1 LSB */
    if (r > 0) {
        long double rs = (long double)r * ldexpl(1.0L, k), ds = dl * ldexpl(1.0L, k);
        q.bn = 0.5L + 0.5L / rs + 32768.0L / (ds * rs);
        if ((long double)r * 8192.0L >= big) q.bn = fminl(q.bn, 1.0L); /* radius >= M / 2^13: 1 LSB */
    }
    return q;
}

/* A hit's t, normal (and the point when pb >= 0: base + delta * t) against the oracle. */
static void check_ball_hit(int dim, const ball_ref *q, const int64_t *m, const int64_t *d, int64_t r,
                           const int64_t *base, const int64_t *bdelta, fg_scalar t, const fg_scalar *p,
                           const fg_scalar *n, long double pb)
{
    int i;
    long double dl = 0.0L;
    fz_note("t bound x1e6", (int64_t)(q->bt * 1e6L));
    fz_note("normal bound x1e6", (int64_t)fminl(q->bn * 1e6L, 9e18L));
    FZ_CHECK(fabsl((long double)t - 65536.0L * q->t) <= q->bt + FZ_EPS);
    for (i = 0; i < dim; i++) dl += (long double)d[i] * (long double)d[i];
    dl = sqrtl(dl);
    for (i = 0; i < dim; i++) {
        if (pb >= 0.0L) FZ_CHECK(fabsl((long double)p[i] - ((long double)base[i] + (long double)bdelta[i] * q->t)) <= pb + FZ_EPS);
        if (r > 0) { /* (m + t d) / r */
            FZ_CHECK(fabsl((long double)n[i] - 65536.0L * ((long double)m[i] + (long double)d[i] * q->t) / (long double)r) <=
                     q->bn + FZ_EPS);
        } else { /* radius 0: -delta / |delta| (no bound documented for r = 0: 1 LSB assumed) */
            FZ_CHECK(fabsl((long double)n[i] + 65536.0L * (long double)d[i] / dl) <= 1.0L + FZ_EPS);
        }
    }
}

/* rules for fz_check_hit3: t's own bound moves the point by bt * |delta| */
static fz_hit_rules ball_rules(const ball_ref *q, int32_t point_tol)
{
    fz_hit_rules ru = {.normal = FZ_NORMAL_ANY, .closed = true, .facing = false, .point_tol = point_tol,
                       .t_tol = (int32_t)ceill(fminl(q->bt, 1e6L))};
    return ru;
}

/* ---------------------------------------------------------------- closest point */

static void c_sphere_closest_point(fz_in *in)
{
    fg_sphere s = fz_sphere(in);
    fg_vec3 p = fz_vec3(in), q = fg_sphere_closest_point(&s, p);
    int64_t c[3] = {s.center.x, s.center.y, s.center.z}, pp[3] = {p.x, p.y, p.z}, qq[3] = {q.x, q.y, q.z};
    i128 dd = 0;
    int i;
    if (!fz_dom_sphere(&s) || !fz_dom_vec3(p)) {
        FZ_CHECK(memcmp(&p, &q, sizeof p) == 0); /* out of domain: p unchanged */
        return;
    }
    for (i = 0; i < 3; i++) dd += (i128)(pp[i] - c[i]) * (pp[i] - c[i]);
    if (s.radius <= 0 && dd > 0) { /* radius 0 or negative: the centre */
        FZ_CHECK(memcmp(&q, &s.center, sizeof q) == 0);
        return;
    }
    if (dd <= (i128)s.radius * s.radius) { /* inside or on: p itself (exact choice) */
        FZ_CHECK(memcmp(&p, &q, sizeof p) == 0);
        return;
    }
    for (i = 0; i < 3; i++) { /* c + (p - c) r / |p - c|, 0.51 LSB */
        long double x = (long double)c[i] + (long double)(pp[i] - c[i]) * (long double)s.radius / sqrtl((long double)dd);
        FZ_CHECK(fabsl((long double)qq[i] - x) <= 0.51L + FZ_EPS);
    }
    /* in the ball (to the rounding), and no farther from p than the centre is */
    FZ_CHECK(fz_in_sphere(&s, q, 1));
    {
        i128 dq = 0;
        for (i = 0; i < 3; i++) dq += (i128)(qq[i] - pp[i]) * (qq[i] - pp[i]);
        FZ_CHECK(dq <= dd);
    }
}

static void c_circle_closest_point(fz_in *in)
{
    fg_circle s = fz_circle(in);
    fg_vec2 p = fz_vec2(in), q = fg_circle_closest_point(&s, p);
    int64_t c[2] = {s.center.x, s.center.y}, pp[2] = {p.x, p.y}, qq[2] = {q.x, q.y};
    i128 dd = 0, dq = 0;
    int i;
    if (!fz_dom_circle(&s) || !fz_dom_vec2(p)) {
        FZ_CHECK(memcmp(&p, &q, sizeof p) == 0);
        return;
    }
    for (i = 0; i < 2; i++) dd += (i128)(pp[i] - c[i]) * (pp[i] - c[i]);
    if (s.radius <= 0 && dd > 0) {
        FZ_CHECK(memcmp(&q, &s.center, sizeof q) == 0);
        return;
    }
    if (dd <= (i128)s.radius * s.radius) {
        FZ_CHECK(memcmp(&p, &q, sizeof p) == 0);
        return;
    }
    for (i = 0; i < 2; i++) {
        long double x = (long double)c[i] + (long double)(pp[i] - c[i]) * (long double)s.radius / sqrtl((long double)dd);
        FZ_CHECK(fabsl((long double)qq[i] - x) <= 0.51L + FZ_EPS);
    }
    FZ_CHECK(fz_in_circle(&s, q, 1));
    for (i = 0; i < 2; i++) dq += (i128)(qq[i] - pp[i]) * (qq[i] - pp[i]);
    FZ_CHECK(dq <= dd);
}

/* ---------------------------------------------------------------- raycast */

/* aim the delta at a point of the ball (centre + r * offsets in [-1, 1]) */
static int64_t aim_at(fg_scalar c, fg_scalar r, uint8_t f, fg_scalar o, int k)
{
    return ((int64_t)c + (int64_t)r * ((int)f - 128) / 128 - o) * k;
}

static void c_segment3_sphere_raycast(fz_in *in)
{
    fg_segment3 sg = fz_segment3(in);
    fg_sphere s = fz_sphere(in);
    fg_scalar mt = fz_scalar(in);
    uint8_t aim = fz_byte(in);
    fg_hit3 h;
    bool r;
    int64_t m[3], d[3], o[3];
    ball_ref q;
    if (aim & 1u) {
        int k = (aim & 2u) ? 2 : 1;
        sg.delta.x = fz_derived("delta.x", aim_at(s.center.x, s.radius, fz_byte(in), sg.origin.x, k));
        sg.delta.y = fz_derived("delta.y", aim_at(s.center.y, s.radius, fz_byte(in), sg.origin.y, k));
        sg.delta.z = fz_derived("delta.z", aim_at(s.center.z, s.radius, fz_byte(in), sg.origin.z, k));
    }
    r = FZ_RAYCAST3(mt, &h, fg_segment3_sphere_raycast(&sg, &s, fz_mt, fz_hit));
    if (!fz_dom_segment3(&sg) || !fz_dom_sphere(&s)) {
        FZ_CHECK(!r);
        return;
    }
    if (s.radius < 0) {
        FZ_CHECK(!r); /* empty */
        return;
    }
    o[0] = sg.origin.x, o[1] = sg.origin.y, o[2] = sg.origin.z;
    m[0] = o[0] - s.center.x, m[1] = o[1] - s.center.y, m[2] = o[2] - s.center.z;
    d[0] = sg.delta.x, d[1] = sg.delta.y, d[2] = sg.delta.z;
    q = ref_ball(3, m, d, s.radius, mt);
    FZ_CHECK(r == (q.kind != MISS)); /* exact, tangents included */
    if (!r) return;
    if (q.kind == INSIDE) {
        FZ_CHECK(h.t == 0 && memcmp(&h.point, &sg.origin, sizeof h.point) == 0);
        FZ_CHECK(h.normal.x == 0 && h.normal.y == 0 && h.normal.z == 0);
        return;
    }
    {
        fz_hit_rules ru = ball_rules(&q, 1);
        fg_scalar p[3] = {h.point.x, h.point.y, h.point.z}, n[3] = {h.normal.x, h.normal.y, h.normal.z};
        fz_check_hit3(&sg, &h, &ru);
        check_ball_hit(3, &q, m, d, s.radius, o, d, h.t, p, n, 1.0L); /* point: 1 LSB */
    }
}

static void c_segment2_circle_raycast(fz_in *in)
{
    fg_segment2 sg = fz_segment2(in);
    fg_circle s = fz_circle(in);
    fg_scalar mt = fz_scalar(in);
    uint8_t aim = fz_byte(in);
    fg_hit2 h;
    bool r;
    int64_t m[2], d[2], o[2];
    ball_ref q;
    if (aim & 1u) {
        int k = (aim & 2u) ? 2 : 1;
        sg.delta.x = fz_derived("delta.x", aim_at(s.center.x, s.radius, fz_byte(in), sg.origin.x, k));
        sg.delta.y = fz_derived("delta.y", aim_at(s.center.y, s.radius, fz_byte(in), sg.origin.y, k));
    }
    r = FZ_RAYCAST2(mt, &h, fg_segment2_circle_raycast(&sg, &s, fz_mt, fz_hit));
    if (!fz_dom_segment2(&sg) || !fz_dom_circle(&s) || s.radius < 0) {
        FZ_CHECK(!r);
        return;
    }
    o[0] = sg.origin.x, o[1] = sg.origin.y;
    m[0] = o[0] - s.center.x, m[1] = o[1] - s.center.y;
    d[0] = sg.delta.x, d[1] = sg.delta.y;
    q = ref_ball(2, m, d, s.radius, mt);
    FZ_CHECK(r == (q.kind != MISS));
    if (!r) return;
    if (q.kind == INSIDE) {
        FZ_CHECK(h.t == 0 && memcmp(&h.point, &sg.origin, sizeof h.point) == 0);
        FZ_CHECK(h.normal.x == 0 && h.normal.y == 0);
        return;
    }
    {
        fz_hit_rules ru = ball_rules(&q, 1);
        fg_scalar p[2] = {h.point.x, h.point.y}, n[2] = {h.normal.x, h.normal.y};
        fz_check_hit2(&sg, &h, &ru);
        check_ball_hit(2, &q, m, d, s.radius, o, d, h.t, p, n, 1.0L);
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
    bool r = fg_sphere_sphere_overlap(&a, &b);
    int64_t ca[3] = {a.center.x, a.center.y, a.center.z}, cb[3] = {b.center.x, b.center.y, b.center.z};
    FZ_CHECK(r == fg_sphere_sphere_overlap(&b, &a)); /* symmetric */
    if (!fz_dom_sphere(&a) || !fz_dom_sphere(&b)) {
        FZ_CHECK(!r);
        return;
    }
    FZ_CHECK(r == ref_overlap(3, ca, a.radius, cb, b.radius)); /* exact */
    /* the moving test with no motion is the static test, at t = 0 */
    {
        fg_vec3 z = fg_vec3_make(0, 0, 0);
        fg_hit3 h;
        bool rs = fg_sphere_sphere_sweep(&a, z, &b, z, FG_ONE, &h);
        FZ_CHECK(rs == r && (!rs || h.t == 0));
    }
}

static void c_circle_circle_overlap(fz_in *in)
{
    fg_circle a = fz_circle(in), b = fz_circle(in);
    bool r = fg_circle_circle_overlap(&a, &b);
    int64_t ca[2] = {a.center.x, a.center.y}, cb[2] = {b.center.x, b.center.y};
    FZ_CHECK(r == fg_circle_circle_overlap(&b, &a));
    if (!fz_dom_circle(&a) || !fz_dom_circle(&b)) {
        FZ_CHECK(!r);
        return;
    }
    FZ_CHECK(r == ref_overlap(2, ca, a.radius, cb, b.radius));
    {
        fg_vec2 z = fg_vec2_make(0, 0);
        fg_hit2 h;
        bool rs = fg_circle_circle_sweep(&a, z, &b, z, FG_ONE, &h);
        FZ_CHECK(rs == r && (!rs || h.t == 0));
    }
}

/* ---------------------------------------------------------------- moving balls */

/* The sweep as the raycast of c_a - c_b + t (delta_a - delta_b) against radius r_a + r_b;
 * point = b's centre at t plus r_b along the normal (1.5 LSB), or a's centre at t = 0. */
static ball_ref check_sweep(int dim, bool in_dom, bool r, const int64_t *ca, const int64_t *va, int64_t ra,
                        const int64_t *cb, const int64_t *vb, int64_t rb, fg_scalar mt, fg_scalar t, const fg_scalar *p,
                        const fg_scalar *n)
{
    int64_t m[3], d[3];
    ball_ref q;
    int i;
    if (!in_dom || ra < 0 || rb < 0) {
        FZ_CHECK(!r); /* out of domain, negative radius: false */
        q.kind = MISS;
        return q;
    }
    for (i = 0; i < dim; i++) m[i] = ca[i] - cb[i], d[i] = va[i] - vb[i];
    q = ref_ball(dim, m, d, ra + rb, mt);
    FZ_CHECK(r == (q.kind != MISS)); /* exact */
    if (q.kind == MISS) return q;
    if (q.kind == INSIDE) {
        FZ_CHECK(t == 0);
        for (i = 0; i < dim; i++) FZ_CHECK(p[i] == ca[i] && n[i] == 0);
        return q;
    }
    check_ball_hit(dim, &q, m, d, ra + rb, cb, vb, t, p, n, -1.0L);
    for (i = 0; i < dim; i++) {
        long double x = (long double)cb[i] + (long double)vb[i] * q.t;
        if (ra + rb > 0) x += (long double)rb * ((long double)m[i] + (long double)d[i] * q.t) / (long double)(ra + rb);
        FZ_CHECK(fabsl((long double)p[i] - x) <= 1.5L + FZ_EPS); /* contact point: 1.5 LSB */
    }
    return q;
}

/* sweep(a, b) against sweep(b, a): the same contact, so to the documented bounds the same
 * t (2 bt), opposite normals (2 bn, radius > 0) and the same point (2 x 1.5 LSB) */
static void check_swapped(int dim, const ball_ref *q, bool r, bool r2, fg_scalar t, fg_scalar t2, const fg_scalar *p,
                          const fg_scalar *p2, const fg_scalar *n, const fg_scalar *n2, bool r0)
{
    int i;
    FZ_CHECK(r2 == r);
    if (!r || q->kind != HIT) return;
    FZ_CHECK(fabsl((long double)t - (long double)t2) <= 2.0L * q->bt + FZ_EPS);
    for (i = 0; i < dim; i++) {
        FZ_CHECK(fabsl((long double)p[i] - (long double)p2[i]) <= 3.0L + FZ_EPS);
        if (!r0) FZ_CHECK(fabsl((long double)n[i] + (long double)n2[i]) <= 2.0L * q->bn + FZ_EPS);
    }
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

static void c_sphere_sphere_sweep(fz_in *in)
{
    fg_sphere a = fz_sphere(in), b = fz_sphere(in);
    fg_vec3 va = fz_vec3(in), vb = fz_vec3(in);
    fg_scalar mt = fz_scalar(in);
    fg_hit3 h, h2;
    bool r, r2;
    {
        fg_scalar av[3] = {va.x, va.y, va.z}, ac[3] = {a.center.x, a.center.y, a.center.z},
                  bc[3] = {b.center.x, b.center.y, b.center.z}, bv[3] = {vb.x, vb.y, vb.z};
        aim_sweep(in, 3, av, ac, bc, bv, (fg_scalar)((uint32_t)a.radius + (uint32_t)b.radius));
        va = fg_vec3_make(av[0], av[1], av[2]);
    }
    r = FZ_RAYCAST3(mt, &h, fg_sphere_sphere_sweep(&a, va, &b, vb, fz_mt, fz_hit));
    r2 = fg_sphere_sphere_sweep(&b, vb, &a, va, mt, &h2);
    {
        int64_t ca[3] = {a.center.x, a.center.y, a.center.z}, cb[3] = {b.center.x, b.center.y, b.center.z};
        int64_t da[3] = {va.x, va.y, va.z}, db[3] = {vb.x, vb.y, vb.z};
        fg_scalar p[3] = {h.point.x, h.point.y, h.point.z}, n[3] = {h.normal.x, h.normal.y, h.normal.z};
        fg_scalar p2[3] = {h2.point.x, h2.point.y, h2.point.z}, n2[3] = {h2.normal.x, h2.normal.y, h2.normal.z};
        ball_ref q = check_sweep(3, fz_dom_sphere(&a) && fz_dom_sphere(&b) && fz_dom_vec3(va) && fz_dom_vec3(vb), r, ca,
                                 da, a.radius, cb, db, b.radius, mt, h.t, p, n);
        check_swapped(3, &q, r, r2, h.t, h2.t, p, p2, n, n2, (int64_t)a.radius + b.radius == 0);
    }
}

static void c_circle_circle_sweep(fz_in *in)
{
    fg_circle a = fz_circle(in), b = fz_circle(in);
    fg_vec2 va = fz_vec2(in), vb = fz_vec2(in);
    fg_scalar mt = fz_scalar(in);
    fg_hit2 h, h2;
    bool r, r2;
    {
        fg_scalar av[2] = {va.x, va.y}, ac[2] = {a.center.x, a.center.y}, bc[2] = {b.center.x, b.center.y},
                  bv[2] = {vb.x, vb.y};
        aim_sweep(in, 2, av, ac, bc, bv, (fg_scalar)((uint32_t)a.radius + (uint32_t)b.radius));
        va = fg_vec2_make(av[0], av[1]);
    }
    r = FZ_RAYCAST2(mt, &h, fg_circle_circle_sweep(&a, va, &b, vb, fz_mt, fz_hit));
    r2 = fg_circle_circle_sweep(&b, vb, &a, va, mt, &h2);
    {
        int64_t ca[2] = {a.center.x, a.center.y}, cb[2] = {b.center.x, b.center.y};
        int64_t da[2] = {va.x, va.y}, db[2] = {vb.x, vb.y};
        fg_scalar p[2] = {h.point.x, h.point.y}, n[2] = {h.normal.x, h.normal.y};
        fg_scalar p2[2] = {h2.point.x, h2.point.y}, n2[2] = {h2.normal.x, h2.normal.y};
        ball_ref q = check_sweep(2, fz_dom_circle(&a) && fz_dom_circle(&b) && fz_dom_vec2(va) && fz_dom_vec2(vb), r, ca,
                                 da, a.radius, cb, db, b.radius, mt, h.t, p, n);
        check_swapped(2, &q, r, r2, h.t, h2.t, p, p2, n, n2, (int64_t)a.radius + b.radius == 0);
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
