/* SPDX-License-Identifier: MIT */
/* Circles and spheres (fg_sphere.h) and the segment casts against them (fg_segment.h).
 * Derivations and the bound of every intermediate: DESIGN.md, section 4. */
#include "fg_internal.h"
#include "fg_core.h"
#include "fg_ball_internal.h"

/* ---------------------------------------------------------------- closest point */

/* c + d r / |d| on each axis (|d|^2 = dd > r^2), each component rounded once from the exact
 * value (fg_wrsqrt). Out of line: the root stays off the public functions' Cortex-M0 frames. */
FG_NOINLINE static void towards3(fg_vec3 *out, const fg_vec3 *c, const fg_vec3 *d, fg_scalar r, fg_wide dd)
{
    fg_wrsqrt t;
    fg_wrsqrt_init(&t, r, dd);
    *out = fg_vec3_make(fg_wrsqrt_lerp(&t, c->x, d->x), fg_wrsqrt_lerp(&t, c->y, d->y), fg_wrsqrt_lerp(&t, c->z, d->z));
}

FG_NOINLINE static void towards2(fg_vec2 *out, const fg_vec2 *c, const fg_vec2 *d, fg_scalar r, fg_wide dd)
{
    fg_wrsqrt t;
    fg_wrsqrt_init(&t, r, dd);
    *out = fg_vec2_make(fg_wrsqrt_lerp(&t, c->x, d->x), fg_wrsqrt_lerp(&t, c->y, d->y));
}

fg_result fg_sphere_closest_point(const fg_sphere *s, fg_vec3 p, fg_vec3 *closest)
{
    fg_vec3 d;
    fg_wide dd;
    fg_scalar r;
    if (fg_missing(s) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_vec3_ood(p) | fg_sphere_ood(s)) != 0u))) {
        return fg_reject("fg_sphere_closest_point");
    }
    if (closest == NULL) {
        return FG_OK;
    }
    r = fg_max(s->radius, FG_ZERO);
    d = fg_vec3_sub(p, s->center);
    dd = fg_vec3_dot_wide(d, d);
    if (fg_wle(dd, fg_wmul(r, r))) {
        *closest = p;
        return FG_OK;
    }
    towards3(closest, &s->center, &d, r, dd);
    return FG_OK;
}

/* The circle and the point: out of line, off fg_circle_closest_point's Cortex-M0 frame
 * (`make stack`). */
static FG_NOINLINE bool circle_point_bad(const fg_circle *s, fg_vec2 p)
{
    return fg_missing(s) ||
           ((FG_CHECK_DOMAIN != 0) && ((fg_vec2_ood(p) | fg_circle_ood(s)) != 0u));
}

fg_result fg_circle_closest_point(const fg_circle *s, fg_vec2 p, fg_vec2 *closest)
{
    fg_vec2 d;
    fg_wide dd;
    fg_scalar r;
    if (circle_point_bad(s, p)) {
        return fg_reject("fg_circle_closest_point");
    }
    if (closest == NULL) {
        return FG_OK;
    }
    r = fg_max(s->radius, FG_ZERO);
    d = fg_vec2_sub(p, s->center);
    dd = fg_vec2_dot_wide(d, d);
    if (fg_wle(dd, fg_wmul(r, r))) {
        *closest = p;
        return FG_OK;
    }
    towards2(closest, &s->center, &d, r, dd);
    return FG_OK;
}

/* ---------------------------------------------------------------- static overlap */

fg_result fg_sphere_sphere_overlap(const fg_sphere *a, const fg_sphere *b)
{
    fg_vec3 d;
    fg_scalar r;
    if (fg_missing(a) || fg_missing(b) ||
        ((FG_CHECK_DOMAIN != 0) &&
         !fg_domain_fast(fg_vec3_dmag(a->center) | fg_vec3_dmag(b->center) | fg_domain_mag(a->radius) |
                         fg_domain_mag(b->radius)) &&
         ((fg_sphere_xood_inline(a) | fg_sphere_xood_inline(b)) != 0u))) {
        return fg_reject("fg_sphere_sphere_overlap");
    }
    if (fg_lt(a->radius, FG_ZERO) || fg_lt(b->radius, FG_ZERO)) {
        return FG_MISS;
    }
    d = fg_vec3_sub(a->center, b->center);
    r = fg_add(a->radius, b->radius);
    return fg_wle(fg_vec3_dot_wide(d, d), fg_wmul(r, r)) ? FG_HIT : FG_MISS;
}

fg_result fg_circle_circle_overlap(const fg_circle *a, const fg_circle *b)
{
    fg_vec2 d;
    fg_scalar r;
    if (fg_missing(a) || fg_missing(b) ||
        ((FG_CHECK_DOMAIN != 0) &&
         !fg_domain_fast(fg_vec2_dmag(a->center) | fg_vec2_dmag(b->center) | fg_domain_mag(a->radius) |
                         fg_domain_mag(b->radius)) &&
         ((fg_circle_xood_inline(a) | fg_circle_xood_inline(b)) != 0u))) {
        return fg_reject("fg_circle_circle_overlap");
    }
    if (fg_lt(a->radius, FG_ZERO) || fg_lt(b->radius, FG_ZERO)) {
        return FG_MISS;
    }
    d = fg_vec2_sub(a->center, b->center);
    r = fg_add(a->radius, b->radius);
    return fg_wle(fg_vec2_dot_wide(d, d), fg_wmul(r, r)) ? FG_HIT : FG_MISS;
}

/* ---------------------------------------------------------------- the ball core
 *
 * A point moving from m0 to m1 (relative to the centre; 2D callers pass z = 0) against the
 * closed ball of radius r >= 0 at the origin, t in [0, min(max_t, 1)]. The casts pass the
 * segment's ends, the sweeps the relative positions of the two centres at t = 0 and t = 1:
 * every coordinate within 2^30 raw even when the relative delta m1 - m0 reaches 2^31 (two
 * balls crossing the domain in opposite directions). So the quadratic |m(t)|^2 - r^2 is kept in the
 * endpoint (Bernstein) form, whose three coefficients fit 62 bits:
 *   A0 = |m0|^2 - r^2,  A01 = m0.m1 - r^2,  A1 = |m1|^2 - r^2,
 *   b = m0.d = A01 - A0,  the discriminant b^2 - |d|^2 A0 = A01^2 - A0 A1 (128 bits),
 * and |d|^2 (up to 3 * 2^62) is never formed. DESIGN.md 4.2 has the derivation. */

/* The core is shared with the capsule casts: fg_ball_internal.h. */
enum { CORE_MISS = FG_BALL_MISS, CORE_INSIDE = FG_BALL_INSIDE, CORE_HIT = FG_BALL_HIT };
typedef fg_ball_core ball_core;

/* The quadratic's coefficients (in ball_cast's frame, not the public functions'). */
typedef struct {
    fg_wide a0, a01, a1;
    fg_xwide disc; /* A01^2 - A0 A1, set by discriminant() (>= 0 on every hit) */
} ball_coef;

/* a.b - rr, exact (each product below 2^60, the sum below 2^62; rr = r^2) */
static FG_FORCE_INLINE fg_wide dot_minus_rr(const fg_vec3 *a, const fg_vec3 *b, fg_wide rr)
{
    return fg_wsub(fg_vec3_dot_wide(*a, *b), rr);
}

/* acc + a * b, exact (out of line: one 128-bit temporary per frame on Cortex-M0) */
FG_NOINLINE static fg_xwide xmul_add(fg_xwide acc, fg_wide a, fg_wide b) { return fg_xadd(acc, fg_xmul(a, b)); }

/* (1-T)^2 A0 + 2 T (1-T) A01 + T^2 A1 <= 0, exactly (each term below 2^96 raw) */
FG_NOINLINE static bool inside_at(const ball_coef *q, fg_scalar T)
{
    fg_scalar u = fg_sub(FG_ONE, T);
    fg_wide tu = fg_wmul(T, u);
    fg_xwide f = xmul_add(fg_xmul(q->a01, fg_wadd(tu, tu)), q->a0, fg_wmul(u, u));
    return fg_xsign(xmul_add(f, q->a1, fg_wmul(T, T))) <= 0;
}

/* The slope at T, (1-T) b + T (A1 - A01), > 0, exactly */
FG_NOINLINE static bool rising_at(const ball_coef *q, fg_scalar T)
{
    fg_xwide f = fg_xmul(fg_wsub(q->a01, q->a0), fg_wide_from(fg_sub(FG_ONE, T)));
    return fg_xsign(fg_xadd(f, fg_xmul(fg_wsub(q->a1, q->a01), fg_wide_from(T)))) > 0;
}

/* The discriminant b^2 - |d|^2 A0 = A01^2 - A0 A1 (128 bits, exact) into q->disc: formed
 * once, for its sign and for the root. Every hit needs its value, and the 128-bit products
 * cost little more than an exact sign test of them, so no test comes first. */
FG_NOINLINE static void discriminant(ball_coef *q) { q->disc = fg_xsub(fg_xmul(q->a01, q->a01), fg_xmul(q->a0, q->a1)); }

/* Exact: given A0 > 0 (outside) and b < 0 (approaching), is there a contact with t <= T?
 * The line meets the ball when the discriminant is >= 0; its first root t1 is then positive
 * and t1 <= T exactly when the quadratic is <= 0 at T (T between the roots) or its slope
 * is > 0 there (T past the vertex, hence past both roots). At T = 1 (the common case) the
 * quadratic is A1 and the slope A1 - A01: outside at 1 with a slope <= 0 is a miss whatever
 * the discriminant (decided first), and A1 <= 0 implies a real root. Sets q->disc otherwise. */
FG_NOINLINE static bool reaches_by(ball_coef *q, fg_scalar T)
{
    bool at_one = fg_eq(T, FG_ONE);
    if (at_one && fg_wlt(fg_wide_from(FG_ZERO), q->a1) && fg_wle(q->a1, q->a01)) {
        return false;
    }
    discriminant(q);
    if (fg_xsign(q->disc) < 0) {
        return false;
    }
    return at_one || inside_at(q, T) || rising_at(q, T);
}

/* s/2 and c/2, each rounded once: only when -b >= 2^62 raw (two balls rushing at each other
 * across the domain), where s would not fit 63 bits (and no scaling happened). The
 * roundings move t by less than 2^-60. */
FG_NOINLINE static void halve(ball_core *k, fg_wide nb, fg_wide sq, fg_wide c)
{
    fg_xwide s2 = fg_xadd(fg_xwide_from(nb), fg_xwide_from(sq));
    fg_xwide c2 = fg_xwide_from(c);
    k->s = fg_xdivw(&s2, fg_wide_from(FG_C(2.0)));
    k->c = fg_xdivw(&c2, fg_wide_from(FG_C(2.0)));
}

/* h * 16 by additions (the compiler folds them on constants). */
static fg_wide times16(fg_wide h)
{
    fg_wide h4 = fg_wadd(fg_wadd(h, h), fg_wadd(h, h));
    return fg_wadd(fg_wadd(h4, h4), fg_wadd(h4, h4));
}

/* 2^62 raw as a wide: 16384 as a wide (2^46 raw) times 2^16, by additions, which fold to a
 * constant (a product would be a run-time routine on Cortex-M0). */
static fg_wide two62(void) { return times16(times16(times16(times16(fg_wide_from(FG_C(16384.0)))))); }

/* The first root t1 = c / s, s = -b + sqrt(b^2 - |d|^2 c), both kept (no cancellation: b < 0).
 * -b, c and the discriminant are first scaled by 2^j, 2^j and 4^j so that -b reaches 2^58
 * raw: the square root's 0.5 raw rounding is then a relative error below 2^-59 of s. The
 * discriminant is at most b^2 < 2^126 raw, and j > 0 only when |b| < 2^58, where 2^j |b| <
 * 2^59: its scaled value stays below 2^118. */
FG_NOINLINE static void solve(ball_core *k, const ball_coef *q)
{
    fg_wide nb = fg_wsub(q->a0, q->a01), c = q->a0, sq;
    int j = fg_wscale58(&nb, &c); /* nb at least 2^58 raw (and below 2^63) */
    sq = fg_xsqrt_scaled(&q->disc, (unsigned)j); /* <= nb */
    if (fg_wlt(nb, two62())) {
        k->s = fg_wadd(nb, sq);
        k->c = c;
    } else {
        halve(k, nb, sq, c);
    }
}

/* a.b - rr for a 2D caller's vectors (z = 0 in both): the z product, 0, left out (a
 * multiply is dear on Cortex-M0). */
FG_NOINLINE static fg_wide dot2_minus_rr(const fg_vec3 *a, const fg_vec3 *b, fg_wide rr)
{
    return fg_wsub(fg_wadd(fg_wmul(a->x, b->x), fg_wmul(a->y, b->y)), rr);
}

/* fg_ball_cast's end, once A0 >= 0, b < 0 and A1 are known. */
static int cast_tail(ball_core *k, ball_coef *q, fg_scalar max_t)
{
    if (fg_wsign(q->a0) > 0) {
        if (!reaches_by(q, fg_min(max_t, FG_ONE))) {
            return CORE_MISS;
        }
    } else {
        discriminant(q); /* on the surface, moving inward: a hit at t = 0 (disc = A01^2) */
    }
    solve(k, q);
    return CORE_HIT;
}

/* CORE_INSIDE (penetrating at t = 0), CORE_HIT (k->c, k->s set; touching and moving inward
 * is a hit with c = 0) or CORE_MISS. */
FG_NOINLINE int fg_ball_cast(ball_core *k, fg_scalar max_t)
{
    ball_coef q;
    fg_wide rr;
    if (fg_lt(max_t, FG_ZERO)) {
        return CORE_MISS;
    }
    rr = fg_wmul(k->r, k->r); /* once for the three coefficients */
    q.a0 = dot_minus_rr(&k->m0, &k->m0, rr);
    if (fg_wsign(q.a0) < 0) {
        return CORE_INSIDE;
    }
    q.a01 = dot_minus_rr(&k->m0, &k->m1, rr);
    /* b = m0.d: on the surface or outside, only b < 0 moves inward (d = 0 included) */
    if (fg_wsign(fg_wsub(q.a01, q.a0)) >= 0) {
        return CORE_MISS;
    }
    q.a1 = dot_minus_rr(&k->m1, &k->m1, rr);
    return cast_tail(k, &q, max_t);
}

/* fg_ball_cast for the 2D callers (z = 0 in m0 and m1): the same coefficients from two
 * products each. */
FG_NOINLINE static int ball_cast2(ball_core *k, fg_scalar max_t)
{
    ball_coef q;
    fg_wide rr;
    if (fg_lt(max_t, FG_ZERO)) {
        return CORE_MISS;
    }
    rr = fg_wmul(k->r, k->r);
    q.a0 = dot2_minus_rr(&k->m0, &k->m0, rr);
    if (fg_wsign(q.a0) < 0) {
        return CORE_INSIDE;
    }
    q.a01 = dot2_minus_rr(&k->m0, &k->m1, rr);
    if (fg_wsign(fg_wsub(q.a01, q.a0)) >= 0) {
        return CORE_MISS;
    }
    q.a1 = dot2_minus_rr(&k->m1, &k->m1, rr);
    return cast_tail(k, &q, max_t);
}

/* Normal component (m0_i + t d_i) / r = (m0_i s + d_i c) / (s r), over rs = 1 / (s r). */
FG_NOINLINE static fg_scalar normal_axis(const ball_core *k, const fg_xfrac *rs, fg_scalar m0_i, fg_scalar m1_i)
{
    fg_xwide num;
    if (fg_eq(m0_i, FG_ZERO) && fg_eq(m1_i, FG_ZERO)) {
        return FG_ZERO; /* an axis the motion never leaves (2D's z, a box edge's free axis) */
    }
    num = fg_xlerp_num(k->s, k->c, m0_i, m1_i);
    return fg_xfrac_q16(rs, &num);
}

/* One normal component: 0 on an axis the motion never leaves, else from t's 64 bits when
 * they decide it (fg_wover_q16); false leaves it to normal_exact. */
static bool normal_fast(const fg_wover *u, fg_scalar m0_i, fg_scalar m1_i, fg_scalar *n)
{
    *n = FG_ZERO;
    if (fg_eq(m0_i, FG_ZERO) && fg_eq(m1_i, FG_ZERO)) {
        return true;
    }
    return fg_wover_q16(u, m0_i, m1_i, n);
}

/* The components flagged in todo (bit i: axis i), exactly, through one reciprocal of s r. */
FG_NOINLINE static void normal_exact(const ball_core *k, unsigned todo, fg_vec3 *n)
{
    fg_xfrac rs;
    fg_xwide den = fg_xmul(fg_wide_from(k->r), k->s);
    fg_xfrac_init(&rs, &den);
    if ((todo & 1u) != 0u) {
        n->x = normal_axis(k, &rs, k->m0.x, k->m1.x);
    }
    if ((todo & 2u) != 0u) {
        n->y = normal_axis(k, &rs, k->m0.y, k->m1.y);
    }
    if ((todo & 4u) != 0u) {
        n->z = normal_axis(k, &rs, k->m0.z, k->m1.z);
    }
}

/* The normal of a contact with r > 0 from t over r (u), as contact_normal_at; inlined there
 * (the raycasts' record), out of line for the sweeps (normal_over). */
static FG_FORCE_INLINE void normal_over_inline(const ball_core *k, const fg_wover *u, fg_vec3 *n)
{
    unsigned todo = normal_fast(u, k->m0.x, k->m1.x, &n->x) ? 0u : 1u;
    todo |= normal_fast(u, k->m0.y, k->m1.y, &n->y) ? 0u : 2u;
    todo |= normal_fast(u, k->m0.z, k->m1.z, &n->z) ? 0u : 4u;
    if (todo != 0u) {
        normal_exact(k, todo, n);
    }
}

FG_NOINLINE static void normal_over(const ball_core *k, const fg_wover *u, fg_vec3 *n)
{
    normal_over_inline(k, u, n);
}

/* The unit normal (m0 + t d) / r of a contact (2D callers: z = 0), each component rounded
 * once: from t = c / s's 64 bits where they decide it, the rest exactly (t NULL: all).
 * Radius 0: the mover passes through the centre, so the direction back to its start,
 * m0 / |m0|, is -d / |d|. */
FG_NOINLINE static void contact_normal_at(const ball_core *k, const fg_wratio *t, fg_vec3 *n)
{
    fg_wover u;
    if (fg_eq(k->r, FG_ZERO)) {
        *n = fg_vec3_normalize(k->m0);
    } else if (t != NULL) {
        fg_wover_init(&u, t, k->r);
        normal_over_inline(k, &u, n);
    } else {
        normal_exact(k, 7u, n);
    }
}

/* The core for the ball sweeps of fg_sphere_box_sweep.c (fg_ball_internal.h). */
fg_vec3 fg_ball_normal(const fg_ball_core *k, const fg_wratio *t)
{
    fg_vec3 n;
    contact_normal_at(k, t, &n);
    return n;
}

/* ---------------------------------------------------------------- raycast */

/* The hit record of a cast from origin o by delta d (3D; the 2D casts pass z = 0): t and
 * the point o + d c / s (each rounded once) through one reciprocal of s. */
FG_NOINLINE void fg_ball_ray_hit3(const ball_core *k, int res, const fg_vec3 *o, const fg_vec3 *d, fg_scalar max_t,
                                fg_hit3 *hit)
{
    if (res == CORE_INSIDE) {
        hit->t = FG_ZERO;
        hit->point = *o;
        hit->normal = fg_vec3_normalize(k->m0);
        hit->started_inside = true;
    } else {
        fg_wratio f;
        fg_wratio_init(&f, k->c, k->s); /* t = c / s to 64 bits, once */
        hit->t = fg_min(fg_wratio_t(&f), max_t); /* t1 <= max_t decided exactly */
        hit->point = fg_vec3_make(fg_wratio_lerp(&f, o->x, d->x), fg_wratio_lerp(&f, o->y, d->y),
                                  fg_wratio_lerp(&f, o->z, d->z));
        contact_normal_at(k, &f, &hit->normal); /* in place: no vector copy (a memcpy at -Os) */
        hit->started_inside = false;
    }
}

/* The core's inputs (out of line, like the other setups: the vector temporaries stay out
 * of the public function's Cortex-M0 frame). */
FG_NOINLINE static void cast3_setup(ball_core *k, const fg_segment3 *seg, const fg_sphere *s)
{
    fg_ball_core_set3(k, seg, s->center, s->radius);
}

fg_result fg_segment3_sphere_raycast(const fg_segment3 *seg, const fg_sphere *s, fg_scalar max_t, fg_hit3 *hit)
{
    ball_core k;
    int res;
    if (fg_missing(seg) || fg_missing(s) ||
        ((FG_CHECK_DOMAIN != 0) &&
         ((fg_segment3_ood(seg) | fg_sphere_ood(s)) != 0u))) {
        return fg_reject("fg_segment3_sphere_raycast");
    }
    if (fg_lt(s->radius, FG_ZERO)) {
        return FG_MISS;
    }
    cast3_setup(&k, seg, s);
    res = fg_ball_cast(&k, max_t);
    if (res == CORE_MISS) {
        return FG_MISS;
    }
    if (hit != NULL) {
        fg_ball_ray_hit3(&k, res, &seg->origin, &seg->delta, max_t, hit);
    }
    return FG_HIT;
}

/* The 2D record: fg_ball_ray_hit3's with z = 0, without the z axis' lerp (d = 0 sends
 * fg_wratio_lerp down its exact path, a reciprocal, for the o = 0 it returns). */
FG_NOINLINE void fg_ball_ray_hit2(const ball_core *k, int res, const fg_segment2 *seg, fg_scalar max_t, fg_hit2 *hit)
{
    if (res == CORE_INSIDE) {
        fg_vec3 n = fg_vec3_normalize(k->m0);
        fg_hit2_put(hit, FG_ZERO, seg->origin, fg_vec2_make(n.x, n.y), true);
    } else {
        fg_wratio f;
        fg_scalar t;
        fg_vec3 nn;
        fg_vec2 p;
        fg_wratio_init(&f, k->c, k->s);
        t = fg_min(fg_wratio_t(&f), max_t);
        p = fg_vec2_make(fg_wratio_lerp(&f, seg->origin.x, seg->delta.x),
                         fg_wratio_lerp(&f, seg->origin.y, seg->delta.y));
        contact_normal_at(k, &f, &nn);
        fg_hit2_put(hit, t, p, fg_vec2_make(nn.x, nn.y), false);
    }
}

FG_NOINLINE static void cast2_setup(ball_core *k, const fg_segment2 *seg, const fg_circle *s)
{
    fg_ball_core_set2(k, seg, s->center, s->radius);
}

fg_result fg_segment2_circle_raycast(const fg_segment2 *seg, const fg_circle *s, fg_scalar max_t, fg_hit2 *hit)
{
    ball_core k;
    int res;
    if (fg_missing(seg) || fg_missing(s) ||
        ((FG_CHECK_DOMAIN != 0) &&
         ((fg_segment2_ood(seg) | fg_circle_ood(s)) != 0u))) {
        return fg_reject("fg_segment2_circle_raycast");
    }
    if (fg_lt(s->radius, FG_ZERO)) {
        return FG_MISS;
    }
    cast2_setup(&k, seg, s);
    res = ball_cast2(&k, max_t);
    if (res == CORE_MISS) {
        return FG_MISS;
    }
    if (hit != NULL) {
        fg_ball_ray_hit2(&k, res, seg, max_t, hit);
    }
    return FG_HIT;
}

/* ---------------------------------------------------------------- moving balls */

/* The contact point on one axis: b's centre at t plus r_b along the normal, cb_i + db_i t +
 * r_b (m0_i + d_i t) / r = (P + Q t) / r for P = r cb_i + r_b m0_i and Q = r db_i + r_b d_i
 * (d = m1 - m0), wides below 2^60 and 2^61 raw. */
static void sweep_pq(const ball_core *k, fg_scalar cb_i, fg_scalar db_i, fg_scalar rb, fg_scalar m0_i,
                     fg_scalar m1_i, fg_wide *p, fg_wide *q)
{
    fg_wide rm0 = fg_wmul(rb, m0_i);
    *p = fg_wadd(fg_wmul(k->r, cb_i), rm0);
    *q = fg_wadd(fg_wmul(k->r, db_i), fg_wsub(fg_wmul(rb, m1_i), rm0));
}

/* One axis of a sweep's contact point (r > 0), rounded once: (P + Q t) / r over t and r (u),
 * from t's 64 bits where they decide it. */
FG_NOINLINE static fg_scalar sweep_point(const ball_core *k, const fg_wover *u, fg_scalar cb_i, fg_scalar db_i,
                                         fg_scalar rb, fg_scalar m0_i, fg_scalar m1_i)
{
    fg_wide p, q;
    if (fg_eq(m0_i, FG_ZERO) && fg_eq(m1_i, FG_ZERO) && fg_eq(cb_i, FG_ZERO) && fg_eq(db_i, FG_ZERO)) {
        return FG_ZERO; /* 2D's z: both balls on the axis' zero, the offset exactly 0 */
    }
    sweep_pq(k, cb_i, db_i, rb, m0_i, m1_i, &p, &q);
    return fg_wover_q16_wide(u, p, q);
}

/* t = c / s rounded once, at most max_t (t1 <= max_t was decided exactly): through
 * fg_wfrac, whose one 2/1 step on the 96-bit product is cheaper than a 128-bit quotient
 * over s r. */
FG_NOINLINE fg_scalar fg_ball_t(const ball_core *k, fg_scalar max_t)
{
    fg_wfrac f;
    fg_wfrac_init(&f, k->s);
    return fg_min(fg_wfrac_q16(&f, k->c), max_t);
}

/* A point mover's record (r = 0): t and the point through one 64-bit quotient c / s. */
FG_NOINLINE static void sweep_hit0(const ball_core *k, const fg_vec3 *cb, const fg_vec3 *db, fg_scalar max_t,
                                   fg_hit3 *hit)
{
    fg_wratio t;
    fg_vec3 p, n;
    fg_wratio_init(&t, k->c, k->s);
    p = fg_vec3_make(fg_wratio_lerp(&t, cb->x, db->x), fg_wratio_lerp(&t, cb->y, db->y), fg_wratio_lerp(&t, cb->z, db->z));
    contact_normal_at(k, &t, &n);
    fg_hit3_put(hit, fg_min(fg_wratio_t(&t), max_t), p, n, false);
}

/* A sweep's record for r > 0 (3D; the 2D sweeps pass z = 0): t and the normal as the
 * raycast's (from t = c / s's 64 bits where they decide), the point from the same bits over
 * r where they decide it (sweep_point). */
FG_NOINLINE static void sweep_hit_r(const ball_core *k, const fg_vec3 *cb, const fg_vec3 *db, fg_scalar rb,
                                    fg_scalar max_t, fg_hit3 *hit)
{
    fg_wratio t;
    fg_wover u;
    fg_vec3 p;
    fg_wratio_init(&t, k->c, k->s);
    fg_wover_init(&u, &t, k->r);
    normal_over(k, &u, &hit->normal); /* in place: no vector copy (a memcpy at -Os) */
    hit->t = fg_min(fg_wratio_t(&t), max_t);
    p.x = sweep_point(k, &u, cb->x, db->x, rb, k->m0.x, k->m1.x);
    p.y = sweep_point(k, &u, cb->y, db->y, rb, k->m0.y, k->m1.y);
    p.z = sweep_point(k, &u, cb->z, db->z, rb, k->m0.z, k->m1.z);
    hit->point = p;
    hit->started_inside = false;
}

/* The hit record of a sweep: a start inside, a point mover (r = 0), else sweep_hit_r (out of
 * line: inlined here, it made M0 -O2 copy the start-inside normal with memcpy). */
FG_NOINLINE static void sweep_hit(const ball_core *k, int res, const fg_vec3 *ca, const fg_vec3 *cb, const fg_vec3 *db,
                                  fg_scalar rb, fg_scalar max_t, fg_hit3 *hit)
{
    if (res == CORE_INSIDE) {
        fg_hit3_put(hit, FG_ZERO, *ca, fg_vec3_normalize(k->m0), true);
    } else if (fg_eq(k->r, FG_ZERO)) {
        sweep_hit0(k, cb, db, max_t, hit);
    } else {
        sweep_hit_r(k, cb, db, rb, max_t, hit);
    }
}

/* Out of line: inlined, its checks (two by-value vectors) grow the caller's Cortex-M0 frame. */
FG_NOINLINE static bool sweep3_bad(const fg_sphere *a, const fg_vec3 *delta_a, const fg_sphere *b,
                                   const fg_vec3 *delta_b)
{
    if (fg_missing(a) || fg_missing(b)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) &&
           ((fg_sphere_ood(a) | fg_vec3_ood(fg_vec3_add(a->center, *delta_a)) | fg_sphere_ood(b) |
             fg_vec3_ood(fg_vec3_add(b->center, *delta_b))) != 0u);
}

/* The relative positions of a's centre from b's at t = 0 and t = 1. */
FG_NOINLINE static void sweep3_setup(ball_core *k, const fg_sphere *a, const fg_vec3 *delta_a, const fg_sphere *b,
                                     const fg_vec3 *delta_b)
{
    k->m0 = fg_vec3_sub(a->center, b->center);
    k->m1 = fg_vec3_sub(fg_vec3_add(a->center, *delta_a), fg_vec3_add(b->center, *delta_b));
    k->r = fg_add(a->radius, b->radius);
}

fg_result fg_sphere_sphere_sweep(const fg_sphere *a, fg_vec3 delta_a, const fg_sphere *b, fg_vec3 delta_b,
                                 fg_scalar max_t, fg_hit3 *hit)
{
    ball_core k;
    int res;
    if (sweep3_bad(a, &delta_a, b, &delta_b)) {
        return fg_reject("fg_sphere_sphere_sweep");
    }
    if (fg_lt(a->radius, FG_ZERO) || fg_lt(b->radius, FG_ZERO)) {
        return FG_MISS;
    }
    sweep3_setup(&k, a, &delta_a, b, &delta_b);
    res = fg_ball_cast(&k, max_t);
    if (res == CORE_MISS) {
        return FG_MISS;
    }
    if (hit != NULL) {
        sweep_hit(&k, res, &a->center, &b->center, &delta_b, b->radius, max_t, hit);
    }
    return FG_HIT;
}

FG_NOINLINE static bool sweep2_bad(const fg_circle *a, const fg_vec2 *delta_a, const fg_circle *b,
                                   const fg_vec2 *delta_b)
{
    if (fg_missing(a) || fg_missing(b)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) &&
           ((fg_circle_ood(a) | fg_vec2_ood(fg_vec2_add(a->center, *delta_a)) | fg_circle_ood(b) |
             fg_vec2_ood(fg_vec2_add(b->center, *delta_b))) != 0u);
}

/* The 2D record from the 3D one: a start inside, or a point mover (r = 0). */
FG_NOINLINE static void sweep_hit2_3d(const ball_core *k, int res, const fg_circle *a, const fg_circle *b,
                                      const fg_vec2 *delta_b, fg_scalar max_t, fg_hit2 *hit)
{
    fg_hit3 h;
    fg_vec3 ca = fg_vec3_make(a->center.x, a->center.y, FG_ZERO);
    fg_vec3 cb = fg_vec3_make(b->center.x, b->center.y, FG_ZERO);
    fg_vec3 db = fg_vec3_make(delta_b->x, delta_b->y, FG_ZERO);
    sweep_hit(k, res, &ca, &cb, &db, b->radius, max_t, &h);
    fg_hit2_put(hit, h.t, fg_vec2_make(h.point.x, h.point.y), fg_vec2_make(h.normal.x, h.normal.y), h.started_inside);
}

/* The 2D record for r > 0: sweep_hit_r's two axes (its z is 0). */
FG_NOINLINE static void sweep_hit2_r(const ball_core *k, const fg_circle *b, const fg_vec2 *delta_b, fg_scalar max_t,
                                     fg_hit2 *hit)
{
    fg_wratio t;
    fg_wover u;
    fg_vec3 n;
    fg_wratio_init(&t, k->c, k->s);
    fg_wover_init(&u, &t, k->r);
    normal_over(k, &u, &n);
    /* Each component stored as it is made: holding both across the calls took the
     * Cortex-M55 frame past 128 B at -O2. */
    hit->point.x = sweep_point(k, &u, b->center.x, delta_b->x, b->radius, k->m0.x, k->m1.x);
    hit->point.y = sweep_point(k, &u, b->center.y, delta_b->y, b->radius, k->m0.y, k->m1.y);
    hit->normal.x = n.x;
    hit->normal.y = n.y;
    hit->t = fg_min(fg_wratio_t(&t), max_t);
    hit->started_inside = false;
}

/* The 2D record: a start inside or a point mover through the 3D one, else sweep_hit2_r. */
FG_NOINLINE static void sweep_hit2(const ball_core *k, int res, const fg_circle *a, const fg_circle *b,
                                   const fg_vec2 *delta_b, fg_scalar max_t, fg_hit2 *hit)
{
    if ((res == CORE_INSIDE) || fg_eq(k->r, FG_ZERO)) {
        sweep_hit2_3d(k, res, a, b, delta_b, max_t, hit);
    } else {
        sweep_hit2_r(k, b, delta_b, max_t, hit);
    }
}

FG_NOINLINE static void sweep2_setup(ball_core *k, const fg_circle *a, const fg_vec2 *delta_a, const fg_circle *b,
                                     const fg_vec2 *delta_b)
{
    fg_vec2 m0 = fg_vec2_sub(a->center, b->center);
    fg_vec2 m1 = fg_vec2_sub(fg_vec2_add(a->center, *delta_a), fg_vec2_add(b->center, *delta_b));
    k->m0 = fg_vec3_make(m0.x, m0.y, FG_ZERO);
    k->m1 = fg_vec3_make(m1.x, m1.y, FG_ZERO);
    k->r = fg_add(a->radius, b->radius);
}

fg_result fg_circle_circle_sweep(const fg_circle *a, fg_vec2 delta_a, const fg_circle *b, fg_vec2 delta_b,
                                 fg_scalar max_t, fg_hit2 *hit)
{
    ball_core k;
    int res;
    if (sweep2_bad(a, &delta_a, b, &delta_b)) {
        return fg_reject("fg_circle_circle_sweep");
    }
    if (fg_lt(a->radius, FG_ZERO) || fg_lt(b->radius, FG_ZERO)) {
        return FG_MISS;
    }
    sweep2_setup(&k, a, &delta_a, b, &delta_b);
    res = ball_cast2(&k, max_t);
    if (res == CORE_MISS) {
        return FG_MISS;
    }
    if (hit != NULL) {
        sweep_hit2(&k, res, a, b, &delta_b, max_t, hit);
    }
    return FG_HIT;
}
