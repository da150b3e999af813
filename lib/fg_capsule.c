/* SPDX-License-Identifier: MIT */
/* Capsules (fg_capsule.h). Derivations and the bound of every intermediate: DESIGN.md,
 * section "Capsules". */
#include "fg_internal.h"
#include "fg_core.h"
#include "fg_ball_internal.h"
#include "fg_capsule_internal.h"

bool fg_capsule2_in_domain(const fg_capsule2 *cap)
{
    FG_ASSERT(cap != NULL);
    return (cap != NULL) && (fg_capsule2_ood(cap) == 0u);
}

bool fg_capsule3_in_domain(const fg_capsule3 *cap)
{
    FG_ASSERT(cap != NULL);
    return (cap != NULL) && (fg_capsule3_ood(cap) == 0u);
}

/* ---------------------------------------------------------------- 2D raycast
 *
 * The capsule is the union of the discs at a and b and the rectangle between them. With
 * u = b - a and m = p - a, the signed distance of p to the axis line is c / |u|,
 * c = m x u, and its position along the axis s = m . u (in [0, |u|^2] beside the
 * rectangle). Every quantity below is exact (wides of at most 2^62 raw, products in 128 or
 * 256 bits); the only roundings are the outputs'. */

/* The nearest feature (END_A, END_B, SIDE), side_reached's answers (SIDE_*) and
 * start_contact's OUTSIDE: one enum, the values distinct. */
enum { END_A = 0, END_B = 1, SIDE = 2, SIDE_NOT_REACHED = 3, SIDE_HIT = 4, SIDE_ELSEWHERE = 5, OUTSIDE = 6 };

typedef struct {
    fg_vec2 m0, mb; /* origin - a, origin - b (each coordinate within 2^30 raw) */
    fg_vec2 u;      /* b - a */
    fg_scalar r;    /* radius >= 0 */
    fg_wide uu;     /* |u|^2 */
    fg_wide c0;     /* m0 x u */
} cap2_cast;

/* Which feature of the capsule is nearest to the origin: the end a (s <= 0), the end b
 * (s >= |u|^2) or the side. */
FG_NOINLINE static int nearest_feature(const cap2_cast *g)
{
    if (fg_wsign(fg_vec2_dot_wide(g->m0, g->u)) <= 0) {
        return END_A;
    }
    return (fg_wsign(fg_vec2_dot_wide(g->mb, g->u)) >= 0) ? END_B : SIDE;
}

/* The origin's offset from the end a or b (component by component: a struct copy may
 * become a memcpy call on Cortex-M0). */
static fg_vec2 end_offset(const cap2_cast *g, int feature)
{
    return (feature == END_A) ? fg_vec2_make(g->m0.x, g->m0.y) : fg_vec2_make(g->mb.x, g->mb.y);
}

/* sign(distance^2 - r^2) of the origin, exact. */
FG_NOINLINE static int start_sign(const cap2_cast *g, int feature)
{
    fg_wide rr = fg_wmul(g->r, g->r);
    fg_vec2 m;
    if (feature == SIDE) {
        return fg_wcmp2(g->c0, g->c0, rr, g->uu);
    }
    m = end_offset(g, feature);
    return fg_wsign(fg_wsub(fg_vec2_dot_wide(m, m), rr));
}

/* The outward unit normal at the origin's nearest feature (zero on the axis). Built
 * component by component: a struct copy may become a memcpy call on Cortex-M0. */
FG_NOINLINE static fg_vec2 outward(const cap2_cast *g, int feature)
{
    fg_scalar x, y;
    if (feature == END_A) {
        x = g->m0.x;
        y = g->m0.y;
    } else if (feature == END_B) {
        x = g->mb.x;
        y = g->mb.y;
    } else {
        int sg = fg_wsign(g->c0); /* c = m . (u.y, -u.x) */
        x = (sg > 0) ? g->u.y : ((sg < 0) ? fg_neg(g->u.y) : FG_ZERO);
        y = (sg > 0) ? fg_neg(g->u.x) : ((sg < 0) ? g->u.x : FG_ZERO);
    }
    return fg_vec2_normalize(fg_vec2_make(x, y));
}

/* Does the motion d go into the capsule from the surface point at the origin? */
FG_NOINLINE static bool moving_in(const cap2_cast *g, int feature, fg_vec2 d)
{
    if (feature == SIDE) {
        return (fg_wsign(g->c0) * fg_wsign(fg_vec2_cross_wide(d, g->u))) < 0;
    }
    return fg_wsign(fg_vec2_dot_wide(end_offset(g, feature), d)) < 0;
}

/* sign(P |u| - Q), exact: P^2 |u|^2 against Q^2 in 256 bits when the signs agree. */
FG_NOINLINE static int sign_p_root_minus_q(fg_wide p, const fg_xwide *q, fg_wide uu)
{
    int sp = fg_wsign(p), sq = fg_xsign(*q), m;
    fg_xwide pp, u2;
    if ((sp <= 0) && (sq >= 0)) {
        return ((sp == 0) && (sq == 0)) ? 0 : -1;
    }
    if ((sp >= 0) && (sq <= 0)) {
        return 1;
    }
    pp = fg_xmul(p, p);
    u2 = fg_xwide_from(uu);
    m = fg_xcmp2(&pp, &u2, q, q);
    return (sp > 0) ? m : -m;
}

/* The origin is outside the slab |c| <= r |u| on the side sg = sign(c0) and moves toward
 * it (sg * w < 0, w = d x u). Is the slab's edge line reached by T (else SIDE_NOT_REACHED),
 * at a point beside the rectangle, 0 <= s <= |u|^2 (SIDE_HIT)? Entering elsewhere
 * (SIDE_ELSEWHERE), the discs decide. */
/* 2^32 c(T) = 2^32 (c0 + T w), 2^64 r^2 |u|^2 as its product of r^2 |u|^2 and 2^64: the
 * terms of the comparison for T < 1. */
FG_NOINLINE static void edge_terms(const cap2_cast *g, fg_wide w, fg_scalar T, fg_xwide v[3])
{
    fg_wide one = fg_wide_from(FG_ONE);
    v[0] = fg_xadd(fg_xmul(g->c0, one), fg_xmul(w, fg_wide_from(T)));
    v[1] = fg_xmul(fg_wmul(g->r, g->r), g->uu);
    v[2] = fg_xmul(one, one);
}

/* Is the slab's edge line |c| = r |u| reached by T? c(T) = c0 + T w against r |u|, on squares. */
FG_NOINLINE static bool edge_reached(const cap2_cast *g, fg_wide w, fg_scalar T)
{
    int sg = fg_wsign(g->c0);
    fg_xwide v[3];
    if (fg_eq(T, FG_ONE)) {
        fg_wide c1 = fg_wadd(g->c0, w);
        return ((sg * fg_wsign(c1)) <= 0) || (fg_wcmp2(c1, c1, fg_wmul(g->r, g->r), g->uu) <= 0);
    }
    edge_terms(g, w, T, v);
    return ((sg * fg_xsign(v[0])) <= 0) || (fg_xcmp2(&v[0], &v[0], &v[1], &v[2]) <= 0);
}

/* Where the edge line is crossed: s(t_s) >= 0 <=> sg |u| (m0 x d) - r (d . u) >= 0, and
 * s(t_s) <= |u|^2 likewise from b (DESIGN.md). */
FG_NOINLINE static bool crossed_beside(const cap2_cast *g, fg_vec2 d)
{
    fg_xwide q = fg_xmul(fg_wide_from(g->r), fg_vec2_dot_wide(d, g->u));
    fg_wide pa = fg_vec2_cross_wide(g->m0, d), pb = fg_vec2_cross_wide(g->mb, d);
    if (fg_wsign(g->c0) < 0) {
        pa = fg_wneg(pa);
        pb = fg_wneg(pb);
    }
    return (sign_p_root_minus_q(pa, &q, g->uu) >= 0) && (sign_p_root_minus_q(pb, &q, g->uu) <= 0);
}

FG_NOINLINE static int side_reached(const cap2_cast *g, fg_vec2 d, fg_wide w, fg_scalar T)
{
    if (!edge_reached(g, w, T)) {
        return SIDE_NOT_REACHED;
    }
    return crossed_beside(g, d) ? SIDE_HIT : SIDE_ELSEWHERE;
}

/* The side contact: t_s = (sg c0 - r|u|) / (-sg w) = (c0^2 - r^2 |u|^2) / ((sg c0 + r|u|)(-sg w)),
 * the sum free of cancellation; sg c0 and r|u| are first scaled by 2^j so that the rounded
 * root (0.5 raw) is below 2^-58 of the sum. t and the point rounded once from num / den. */
/* |c0| * 2^j >= 2^58 raw (or j = 62): the scale of the root's argument. */
FG_NOINLINE static int scale_exp(fg_wide c0, fg_wide *a)
{
    int j;
    fg_wide lo = fg_wmul(FG_C(8192.0), FG_C(8192.0));
    *a = (fg_wsign(c0) > 0) ? c0 : fg_wneg(c0);
    for (j = 0; (j < 62) && fg_wlt(*a, lo); j++) {
        *a = fg_wadd(*a, *a);
    }
    return j;
}

/* 2^j (c0^2 - r2u2) */
FG_NOINLINE static fg_xwide scaled_excess(fg_wide c0, const fg_xwide *r2u2, int j)
{
    return fg_xshl(fg_xsub(fg_xmul(c0, c0), *r2u2), (unsigned)j);
}

FG_NOINLINE static void side_fraction(const cap2_cast *g, fg_wide w, fg_xwide *num, fg_xwide *den)
{
    fg_wide a;
    int j = scale_exp(g->c0, &a);
    *num = fg_xmul(fg_wmul(g->r, g->r), g->uu); /* r^2 |u|^2 until the last line */
    *den = fg_xmul(fg_wadd(a, fg_xsqrt_scaled(num, (unsigned)j)), (fg_wsign(g->c0) > 0) ? fg_wneg(w) : w);
    *num = scaled_excess(g->c0, num, j);
}

FG_NOINLINE static void side_hit(const cap2_cast *g, const fg_segment2 *seg, fg_wide w, fg_scalar max_t,
                                 fg_hit2 *hit)
{
    fg_xwide num, den;
    fg_xrecip rc;
    side_fraction(g, w, &num, &den);
    fg_xrecip_init(&rc, &den);
    hit->t = fg_min(fg_xrecip_q16(&rc, &num), max_t);
    hit->point.x = fg_xrecip_lerp(&rc, seg->origin.x, seg->delta.x, &num);
    hit->point.y = fg_xrecip_lerp(&rc, seg->origin.y, seg->delta.y, &num);
    hit->normal = outward(g, SIDE);
    hit->started_inside = false;
}

FG_NOINLINE static int end_cast(fg_ball_core *k, const fg_segment2 *seg, fg_vec2 c, fg_scalar r, fg_scalar max_t)
{
    fg_ball_core_set2(k, seg, c, r);
    return fg_ball_cast(k, max_t);
}

/* From outside: the first contact with the discs at a and b (the earlier, exactly from
 * the core's t = c / s). */
FG_NOINLINE static fg_result ends_hit(const fg_segment2 *seg, const fg_capsule2 *cap, fg_scalar max_t, fg_hit2 *hit)
{
    fg_ball_core k;
    fg_wide ca = FG_ZERO, sa = FG_ZERO;
    int res_a = end_cast(&k, seg, cap->a, cap->radius, max_t), res_b;
    if (res_a == FG_BALL_HIT) {
        ca = k.c;
        sa = k.s;
    }
    res_b = end_cast(&k, seg, cap->b, cap->radius, max_t);
    if ((res_b == FG_BALL_HIT) && ((res_a != FG_BALL_HIT) || (fg_wcmp2(k.c, sa, ca, k.s) < 0))) {
        if (hit != NULL) {
            fg_ball_ray_hit2(&k, FG_BALL_HIT, seg, max_t, hit);
        }
        return FG_HIT;
    }
    if (res_a != FG_BALL_HIT) {
        return FG_MISS;
    }
    if (hit != NULL) {
        /* a's core again (the frame holds one): its inputs, and the cast's only outputs, c
         * and s, kept above */
        fg_ball_core_set2(&k, seg, cap->a, cap->radius);
        k.c = ca;
        k.s = sa;
        fg_ball_ray_hit2(&k, FG_BALL_HIT, seg, max_t, hit);
    }
    return FG_HIT;
}

FG_NOINLINE static void capsule2_setup(cap2_cast *g, const fg_segment2 *seg, const fg_capsule2 *cap)
{
    g->m0 = fg_vec2_sub(seg->origin, cap->a);
    g->mb = fg_vec2_sub(seg->origin, cap->b);
    g->u = fg_vec2_sub(cap->b, cap->a);
    g->r = cap->radius;
    g->uu = fg_vec2_dot_wide(g->u, g->u);
    g->c0 = fg_vec2_cross_wide(g->m0, g->u);
}

/* |c0| <= r |u|: the origin between the lines of the flat sides. */
FG_NOINLINE static bool within_slab(const cap2_cast *g) { return fg_wcmp2(g->c0, g->c0, fg_wmul(g->r, g->r), g->uu) <= 0; }

/* Starting inside or on the surface: FG_HIT (the record written) or FG_MISS; else (outside)
 * OUTSIDE. */
FG_NOINLINE static int start_contact(const cap2_cast *g, const fg_segment2 *seg, fg_hit2 *hit)
{
    int feature = nearest_feature(g), st = start_sign(g, feature);
    if (st > 0) {
        return OUTSIDE;
    }
    if ((st == 0) && !moving_in(g, feature, seg->delta)) {
        return (int)FG_MISS; /* touching, moving away or along */
    }
    if (hit != NULL) {
        hit->t = FG_ZERO;
        hit->point = seg->origin;
        hit->normal = outward(g, feature);
        hit->started_inside = st < 0;
    }
    return (int)FG_HIT;
}

/* The cast once the inputs are checked (radius >= 0, max_t >= 0). */
FG_NOINLINE static fg_result cast2(const fg_segment2 *seg, const fg_capsule2 *cap, fg_scalar max_t, fg_hit2 *hit)
{
    cap2_cast g;
    int st, side;
    fg_wide w;
    capsule2_setup(&g, seg, cap);
    st = start_contact(&g, seg, hit);
    if (st != OUTSIDE) {
        return (st == (int)FG_HIT) ? FG_HIT : FG_MISS;
    }
    if (within_slab(&g)) {
        return ends_hit(seg, cap, max_t, hit); /* within the slab: only the ends can be met */
    }
    w = fg_vec2_cross_wide(seg->delta, g.u);
    if ((fg_wsign(g.c0) * fg_wsign(w)) >= 0) {
        return FG_MISS; /* outside the slab, not approaching it */
    }
    side = side_reached(&g, seg->delta, w, fg_min(max_t, FG_ONE));
    if (side == SIDE_NOT_REACHED) {
        return FG_MISS;
    }
    if (side == SIDE_ELSEWHERE) {
        return ends_hit(seg, cap, max_t, hit);
    }
    if (hit != NULL) {
        side_hit(&g, seg, w, max_t, hit);
    }
    return FG_HIT;
}

fg_result fg_capsule2_cast_checked(const fg_segment2 *seg, const fg_capsule2 *cap, fg_scalar max_t, fg_hit2 *hit)
{
    if (fg_lt(cap->radius, FG_ZERO) || fg_lt(max_t, FG_ZERO)) {
        return FG_MISS;
    }
    return cast2(seg, cap, max_t, hit);
}

fg_result fg_segment2_capsule2_raycast(const fg_segment2 *seg, const fg_capsule2 *cap, fg_scalar max_t, fg_hit2 *hit)
{
    if (fg_missing(seg) || fg_missing(cap) ||
        ((FG_CHECK_DOMAIN != 0) &&
         ((fg_segment2_ood(seg) | fg_capsule2_ood(cap)) != 0u))) {
        return fg_reject("fg_segment2_capsule2_raycast");
    }
    return fg_capsule2_cast_checked(seg, cap, max_t, hit);
}

/* ---------------------------------------------------------------- static overlaps
 *
 * The squared distance from a point p to the axis [a, a + u] as an exact fraction num / den:
 * with m = p - a and s = m . u, |m|^2 (s <= 0), |p - b|^2 (s >= |u|^2), else
 * (|m|^2 |u|^2 - s^2) / |u|^2 (Lagrange's identity: |m x u|^2 / |u|^2), every term below
 * 2^124 raw. The nearest axis point is a + u sn / sd (sn = 0, sd = 0 at a; sn = sd at b). */

typedef fg_axis_dist axis_dist; /* fg_ball_internal.h */

/* fg_wmul(FG_ONE, FG_ONE): the denominator of a distance that needs none. */
static fg_wide unit_den(void) { return fg_wmul(FG_ONE, FG_ONE); }

/* |p - e|^2 over the unit denominator, the axis parameter sn / sd. */
FG_NOINLINE static void end_dist(axis_dist *q, const fg_vec3 *p, const fg_vec3 *e, fg_wide sn, fg_wide sd)
{
    fg_vec3 m = fg_vec3_sub(*p, *e);
    q->den = unit_den();
    q->num = fg_xwide_from(fg_vec3_dot_wide(m, m)); /* = fg_xmul(|m|^2, unit den), no product */
    q->sn = sn;
    q->sd = sd;
}

/* Beside the axis: (|m|^2 |u|^2 - s^2) / |u|^2; in a plane z = const it is |m x u|^2 / |u|^2,
 * one product (|m x u| < 2^62 raw). */
FG_NOINLINE static void side_dist(axis_dist *q, const fg_vec3 *a, const fg_vec3 *p, fg_wide s, fg_wide uu,
                                  const fg_vec3 *u)
{
    fg_vec3 m = fg_vec3_sub(*p, *a);
    if (fg_eq(m.z, FG_ZERO) && fg_eq(u->z, FG_ZERO)) {
        fg_wide c = fg_wsub(fg_wmul(m.x, u->y), fg_wmul(m.y, u->x));
        q->num = fg_xmul(c, c);
    } else {
        q->num = fg_xsub(fg_xmul(fg_vec3_dot_wide(m, m), uu), fg_xmul(s, s));
    }
    q->den = uu;
    q->sn = s;
    q->sd = uu;
}

/* The end of the axis from a to b nearest p (NULL: p projects strictly inside it), with
 * s = (p - a) . u and uu = |u|^2 (u = b - a); inline but on ARMv6-M (its callers' frames). */
static FG_V6M_SPLIT const fg_vec3 *axis_end(const fg_vec3 *a, const fg_vec3 *b, const fg_vec3 *p, fg_vec3 *u, fg_wide *s,
                                            fg_wide *uu)
{
    *u = fg_vec3_sub(*b, *a);
    *s = fg_vec3_dot_wide(fg_vec3_sub(*p, *a), *u);
    *uu = fg_vec3_dot_wide(*u, *u);
    if ((fg_wsign(*s) <= 0) || (fg_wsign(*uu) == 0)) {
        return a;
    }
    return fg_wlt(*s, *uu) ? NULL : b;
}

/* p's distance to the axis from a to b (3D; 2D callers pass z = 0); fg_ball_internal.h. */
void fg_axis_dist_point(axis_dist *q, const fg_vec3 *a, const fg_vec3 *b, const fg_vec3 *p)
{
    fg_vec3 u;
    fg_wide s, uu;
    const fg_vec3 *e = axis_end(a, b, p, &u, &s, &uu);
    if (e == a) {
        end_dist(q, p, a, FG_ZERO, FG_ZERO);
    } else if (e == b) {
        end_dist(q, p, b, uu, uu);
    } else {
        side_dist(q, a, p, s, uu, &u);
    }
}

/* fg_axis_dist_point when p is within R of the axis (num / den <= R^2, exact); false, *q
 * unset, when it is not. The decision comes first, in 128-bit products of wides: beyond an
 * end |p - e|^2 <= R^2, beside the axis (|m|^2 - R^2) |u|^2 <= s^2 (side_near's test), so
 * an end out of reach never forms its 128-bit numerator. */
bool fg_axis_dist_within(axis_dist *q, const fg_vec3 *a, const fg_vec3 *b, const fg_vec3 *p, fg_scalar R)
{
    fg_vec3 u, m;
    fg_wide s, uu, rr = fg_wmul(R, R);
    const fg_vec3 *e = axis_end(a, b, p, &u, &s, &uu);
    m = fg_vec3_sub(*p, (e != NULL) ? *e : *a);
    if (e != NULL) {
        if (fg_wlt(rr, fg_vec3_dot_wide(m, m))) {
            return false;
        }
        end_dist(q, p, e, (e == a) ? FG_ZERO : uu, (e == a) ? FG_ZERO : uu);
        return true;
    }
    if (fg_wcmp2(fg_wsub(fg_vec3_dot_wide(m, m), rr), uu, s, s) > 0) {
        return false;
    }
    side_dist(q, a, p, s, uu, &u);
    return true;
}

/* a + (b - a) sn / sd per component for 0 < sn < sd (beside the axis), each rounded once
 * (0.5 LSB). */
FG_V6M_SPLIT static fg_vec3 axis_point_inside(fg_wide sn, fg_wide sd, const fg_vec3 *a, const fg_vec3 *b)
{
    fg_wratio t;
    fg_vec3 u = fg_vec3_sub(*b, *a);
    fg_wratio_init_inside(&t, sn, sd);
    return fg_vec3_make(fg_wratio_lerp(&t, a->x, u.x), fg_wratio_lerp(&t, a->y, u.y),
                        fg_eq(u.z, FG_ZERO) ? a->z : fg_wratio_lerp(&t, a->z, u.z));
}

/* The same for any sn / sd in [0, 1]; sd = 0 gives a. */
FG_V6M_SPLIT static fg_vec3 axis_point(fg_wide sn, fg_wide sd, const fg_vec3 *a, const fg_vec3 *b)
{
    if ((fg_wsign(sn) == 0) || (fg_wsign(sd) == 0)) {
        return *a;
    }
    if (fg_wsign(fg_wsub(sn, sd)) == 0) {
        return *b; /* the ends exactly: fg_wratio's estimate is for 0 < sn < sd */
    }
    return axis_point_inside(sn, sd, a, b);
}

/* Beyond an end e: |c - e|^2 <= R^2 in wides; the axis point is e itself. */
FG_V6M_SPLIT static bool end_near(const fg_vec3 *c, const fg_vec3 *e, fg_scalar R, fg_vec3 *closest)
{
    fg_vec3 m = fg_vec3_sub(*c, *e);
    if (fg_wlt(fg_wmul(R, R), fg_vec3_dot_wide(m, m))) {
        return false;
    }
    if (closest != NULL) {
        *closest = *e;
    }
    return true;
}

/* Beside the axis (s = (c - a) . u strictly inside (0, uu)): (|m|^2 uu - s^2) / uu <= R^2
 * as (|m|^2 - R^2) uu <= s^2, one exact comparison of two products (|m|^2, R^2 < 2^62 raw).
 * Out of line on every core: inlined, it took fg_capsule3_sphere_overlap's Thumb-2 -O2 frame
 * to 136 B (`make stack`). */
FG_NOINLINE static bool side_near(const fg_vec3 *a, const fg_vec3 *b, const fg_vec3 *c, fg_wide s, fg_wide uu,
                                  fg_scalar R, fg_vec3 *closest)
{
    fg_vec3 m = fg_vec3_sub(*c, *a);
    if (fg_wcmp2(fg_wsub(fg_vec3_dot_wide(m, m), fg_wmul(R, R)), uu, s, s) > 0) {
        return false;
    }
    if (closest != NULL) {
        *closest = axis_point_inside(s, uu, a, b); /* 0 < s < uu */
    }
    return true;
}

/* The capsule-vs-ball decision and the axis point (3D; 2D callers pass z = 0). */
FG_V6M_SPLIT static bool ball_near_axis(const fg_vec3 *a, const fg_vec3 *b, const fg_vec3 *c, fg_scalar R,
                                       fg_vec3 *closest)
{
    fg_vec3 u;
    fg_wide s, uu;
    const fg_vec3 *e = axis_end(a, b, c, &u, &s, &uu);
    return (e != NULL) ? end_near(c, e, R, closest) : side_near(a, b, c, s, uu, R, closest);
}

fg_result fg_capsule3_sphere_overlap(const fg_capsule3 *cap, const fg_sphere *sphere, fg_vec3 *axis_pt)
{
    if (fg_missing(cap) || fg_missing(sphere) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_capsule3_ood(cap) |
                                     fg_sphere_ood(sphere)) != 0u))) {
        return fg_reject("fg_capsule3_sphere_overlap");
    }
    if (fg_lt(cap->radius, FG_ZERO) || fg_lt(sphere->radius, FG_ZERO)) {
        return FG_MISS;
    }
    return ball_near_axis(&cap->a, &cap->b, &sphere->center, fg_add(cap->radius, sphere->radius), axis_pt) ? FG_HIT
                                                                                                          : FG_MISS;
}

/* Beside the axis (s strictly inside (0, uu)): |m x u|^2 <= R^2 uu, exact, and the axis
 * point a + u s / uu, each component rounded once (side_near in 2D). Out of line: the
 * Cortex-M0 frame limit (`make stack`). */
FG_NOINLINE static bool circle_beside_axis(const fg_capsule2 *cap, const fg_vec2 *m, const fg_vec2 *u, fg_wide s,
                                           fg_wide uu, fg_scalar R, fg_vec2 *axis_pt)
{
    fg_wide c = fg_vec2_cross_wide(*m, *u);
    if (fg_wcmp2(c, c, fg_wmul(R, R), uu) > 0) {
        return false;
    }
    if (axis_pt != NULL) {
        fg_wratio rs;
        fg_wratio_init_inside(&rs, s, uu);
        *axis_pt = fg_vec2_make(fg_wratio_lerp(&rs, cap->a.x, u->x), fg_wratio_lerp(&rs, cap->a.y, u->y));
    }
    return true;
}

/* The 2D decision and axis point: ball_near_axis on two coordinates (the same exact
 * terms, so the same answers and points), without the 3D temporaries and calls. */
FG_NOINLINE static bool circle_near_axis(const fg_capsule2 *cap, const fg_circle *circle, fg_vec2 *axis_pt)
{
    fg_scalar R = fg_add(cap->radius, circle->radius);
    fg_vec2 u = fg_vec2_sub(cap->b, cap->a), m = fg_vec2_sub(circle->center, cap->a);
    fg_wide s = fg_vec2_dot_wide(m, u), uu = fg_vec2_dot_wide(u, u);
    const fg_vec2 *e;
    fg_vec2 d;
    if ((fg_wsign(s) > 0) && (fg_wsign(uu) != 0) && fg_wlt(s, uu)) {
        return circle_beside_axis(cap, &m, &u, s, uu, R, axis_pt);
    }
    e = ((fg_wsign(s) <= 0) || (fg_wsign(uu) == 0)) ? &cap->a : &cap->b; /* beyond an end */
    d = fg_vec2_sub(circle->center, *e);
    if (fg_wlt(fg_wmul(R, R), fg_vec2_dot_wide(d, d))) {
        return false;
    }
    if (axis_pt != NULL) {
        *axis_pt = *e;
    }
    return true;
}

fg_result fg_capsule2_circle_overlap(const fg_capsule2 *cap, const fg_circle *circle, fg_vec2 *axis_pt)
{
    if (fg_missing(cap) || fg_missing(circle) ||
        ((FG_CHECK_DOMAIN != 0) && ((fg_capsule2_ood(cap) |
                                     fg_circle_ood(circle)) != 0u))) {
        return fg_reject("fg_capsule2_circle_overlap");
    }
    if (fg_lt(cap->radius, FG_ZERO) || fg_lt(circle->radius, FG_ZERO)) {
        return FG_MISS;
    }
    return circle_near_axis(cap, circle, axis_pt) ? FG_HIT : FG_MISS;
}

/* ---- two 2D capsules: the distance of their axes
 * Two segments that cross properly (each one's ends strictly on both sides of the other's
 * line, exact orientations) are at distance 0; otherwise the distance is the smallest of
 * the four end-to-segment distances, compared exactly as fractions (256 bits). */

/* Orientation of p relative to the line through a along u: sign((p - a) x u). */
static int orient(fg_vec2 p, fg_vec2 a, fg_vec2 u) { return fg_wsign(fg_vec2_cross_wide(fg_vec2_sub(p, a), u)); }

/* Are c's ends strictly on both sides of the line of l's axis? */
FG_NOINLINE static bool straddles(const fg_capsule2 *c, const fg_capsule2 *l)
{
    fg_vec2 u = fg_vec2_sub(l->b, l->a);
    return (orient(c->a, l->a, u) * orient(c->b, l->a, u)) < 0;
}

/* Do the axes cross properly? If so, the crossing's parameter on p's axis is *tn / *td. */
FG_NOINLINE static bool axes_cross(const fg_capsule2 *p, const fg_capsule2 *q, fg_wide *tn, fg_wide *td)
{
    fg_vec2 up = fg_vec2_sub(p->b, p->a), uq = fg_vec2_sub(q->b, q->a);
    if (!straddles(q, p) || !straddles(p, q)) {
        return false;
    }
    *tn = fg_vec2_cross_wide(fg_vec2_sub(p->a, q->a), uq); /* p(t) on q's line: t = tn / td */
    *td = fg_vec2_cross_wide(uq, up);
    return true;
}

/* x.num / x.den < y.num / y.den, exact (256-bit products). */
FG_NOINLINE static bool dist_below(const axis_dist *x, const axis_dist *y)
{
    fg_xwide xd, yd;
    if (fg_wsign(fg_wsub(x->den, y->den)) == 0) {
        return fg_xsign(fg_xsub(x->num, y->num)) < 0; /* one den: the numerators (< 2^124) */
    }
    xd = fg_xwide_from(x->den);
    yd = fg_xwide_from(y->den);
    return fg_xcmp2(&x->num, &yd, &y->num, &xd) < 0;
}

/* The ends in order a_p, b_p (against q's axis), a_q, b_q (against p's axis). */
static fg_vec2 end_of(const fg_capsule2 *p, const fg_capsule2 *q, int k)
{
    const fg_capsule2 *c = (k < 2) ? p : q;
    return ((k & 1) == 0) ? fg_vec2_make(c->a.x, c->a.y) : fg_vec2_make(c->b.x, c->b.y);
}

/* End k's distance to the other axis (into *d), and is it within R? */
static bool end_within(axis_dist *d, const fg_capsule2 *p, const fg_capsule2 *q, int k, fg_scalar R)
{
    const fg_capsule2 *other = (k < 2) ? q : p;
    fg_vec2 e = end_of(p, q, k);
    fg_vec3 e3 = fg_vec3_make(e.x, e.y, FG_ZERO), a3 = fg_vec3_make(other->a.x, other->a.y, FG_ZERO);
    fg_vec3 b3 = fg_vec3_make(other->b.x, other->b.y, FG_ZERO);
    return fg_axis_dist_within(d, &a3, &b3, &e3, R);
}

/* The nearest end within R (the first of the order above on ties) and its distance in
 * *best, or -1 when no end is within R. Ends beyond R are never compared (the nearest end
 * is within R whenever any is), so a miss costs no 256-bit product; want_pair false: the
 * first end within R. */
FG_NOINLINE static int nearest_end(const fg_capsule2 *p, const fg_capsule2 *q, fg_scalar R, bool want_pair,
                                   axis_dist *best)
{
    axis_dist d, *cur = best, *top = best, *swap;
    int k, kb = -1;
    for (k = 0; k < 4; k++) {
        if (!end_within(cur, p, q, k, R)) {
            continue; /* beyond R */
        }
        if (kb < 0) { /* the first end within R stays in *best */
            kb = k;
            cur = &d;
            if (!want_pair) {
                break;
            }
        } else if (dist_below(cur, top)) { /* the two buffers trade places */
            swap = top;
            top = cur;
            cur = swap;
            kb = k;
        } else {
            /* farther */
        }
    }
    if ((kb >= 0) && (top != best)) {
        (void)end_within(best, p, q, kb, R); /* again, into *best: copying d may call memcpy */
    }
    return kb;
}

/* The closest pair of axis points for the nearest end kb (its own point exact, the other
 * rounded once per component). */
FG_NOINLINE static void end_pair(const fg_capsule2 *p, const fg_capsule2 *q, int kb, const axis_dist *d,
                                 fg_vec2 *on_p, fg_vec2 *on_q)
{
    const fg_capsule2 *other = (kb < 2) ? q : p;
    fg_vec3 a3 = fg_vec3_make(other->a.x, other->a.y, FG_ZERO), b3 = fg_vec3_make(other->b.x, other->b.y, FG_ZERO);
    fg_vec3 x = axis_point(d->sn, d->sd, &a3, &b3);
    fg_vec2 e = end_of(p, q, kb);
    fg_vec2 *own = (kb < 2) ? on_p : on_q, *far = (kb < 2) ? on_q : on_p;
    if (own != NULL) {
        own->x = e.x;
        own->y = e.y;
    }
    if (far != NULL) {
        far->x = x.x;
        far->y = x.y;
    }
}

/* The crossing point a_p + u_p tn / td, both outputs. */
FG_NOINLINE static void cross_pair(const fg_capsule2 *p, fg_wide tn, fg_wide td, fg_vec2 *on_p, fg_vec2 *on_q)
{
    fg_wratio rt;
    fg_scalar x, y;
    fg_wratio_init(&rt, tn, td);
    x = fg_wratio_lerp(&rt, p->a.x, fg_sub(p->b.x, p->a.x));
    y = fg_wratio_lerp(&rt, p->a.y, fg_sub(p->b.y, p->a.y));
    if (on_p != NULL) {
        on_p->x = x;
        on_p->y = y;
    }
    if (on_q != NULL) {
        on_q->x = x;
        on_q->y = y;
    }
}

FG_NOINLINE static bool capsule2_bad(const fg_capsule2 *p, const fg_capsule2 *q)
{
    if (fg_missing(p) || fg_missing(q)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) && ((fg_capsule2_ood(p) |
                                       fg_capsule2_ood(q)) != 0u);
}

fg_result fg_capsule2_capsule2_overlap(const fg_capsule2 *p, const fg_capsule2 *q, fg_vec2 *on_p, fg_vec2 *on_q)
{
    axis_dist best;
    fg_wide tn, td;
    int kb;
    if (capsule2_bad(p, q)) {
        return fg_reject("fg_capsule2_capsule2_overlap");
    }
    if (fg_lt(p->radius, FG_ZERO) || fg_lt(q->radius, FG_ZERO)) {
        return FG_MISS;
    }
    if (axes_cross(p, q, &tn, &td)) {
        cross_pair(p, tn, td, on_p, on_q);
        return FG_HIT;
    }
    kb = nearest_end(p, q, fg_add(p->radius, q->radius), (on_p != NULL) || (on_q != NULL), &best);
    if (kb < 0) {
        return FG_MISS;
    }
    end_pair(p, q, kb, &best, on_p, on_q);
    return FG_HIT;
}

/* ---------------------------------------------------------------- 3D raycast
 *
 * DESIGN.md "3D capsules". With u = b - a, m = p - a and s = m . u, the squared distance of
 * p to the axis line times |u|^2 is |m|^2 |u|^2 - s^2 (Lagrange's identity: no cross
 * product), so along the segment G(t) = |m(t)|^2 |u|^2 - s(t)^2 - r^2 |u|^2 =
 * A t^2 + 2 B t + C is the infinite cylinder's quadratic, each coefficient exact in 128
 * bits. The rest follows the 2D cast; where the cylinder is entered is decided at the
 * times the path crosses the end planes (s = 0, s = |u|^2), where G equals |u|^2 times the
 * end ball's f. */

typedef struct {
    fg_vec3 m0, u, d;  /* origin - a, b - a, delta (each coordinate within 2^30 raw) */
    fg_scalar r;       /* radius >= 0 (up to 2^30 raw: the sweeps' sum of radii) */
    fg_scalar rs;      /* a sweep's ball radius (0 for the cast): points are reported on the capsule */
    fg_wide uu, s0, e; /* |u|^2, m0 . u, d . u */
    fg_xwide c;        /* the cylinder's C, set once per cast (cyl_c) */
} cap3_cast;

/* The cylinder's A and B (cyl_a, cyl_b), formed once by cast3_outside and read by every
 * later step (on Cortex-M0 each costs two 128-bit products); kept off cap3_cast so that
 * cast3's frame stays within 128 bytes. */
typedef struct {
    fg_xwide a, b;
} cyl3_ab;

FG_NOINLINE static void capsule3_setup(cap3_cast *g, const fg_segment3 *seg, const fg_capsule3 *cap, fg_scalar rs)
{
    g->m0 = fg_vec3_sub(seg->origin, cap->a);
    g->u = fg_vec3_sub(cap->b, cap->a);
    g->d = fg_vec3_make(seg->delta.x, seg->delta.y, seg->delta.z);
    g->r = fg_add(cap->radius, rs);
    g->rs = rs;
    g->uu = fg_vec3_dot_wide(g->u, g->u);
    g->s0 = fg_vec3_dot_wide(g->m0, g->u);
    g->e = fg_vec3_dot_wide(g->d, g->u);
}

/* The offset of the origin from the end a or b. */
static fg_vec3 end_offset3(const cap3_cast *g, int end)
{
    return (end == END_A) ? fg_vec3_make(g->m0.x, g->m0.y, g->m0.z) : fg_vec3_sub(g->m0, g->u);
}

/* That offset's s: m0 . u or (o - b) . u = s0 - |u|^2. */
static fg_wide end_s3(const cap3_cast *g, int end) { return (end == END_A) ? g->s0 : fg_wsub(g->s0, g->uu); }

/* Small out-of-line steps on 128-bit values through pointers: on Cortex-M0 every fg_xwide
 * passed or returned by value is a 16-byte stack copy, so the callers' frames stay small. */
/* *out = a b - c d */
FG_NOINLINE static void xmul_sub(fg_xwide *out, fg_wide a, fg_wide b, fg_wide c, fg_wide d)
{
    *out = fg_xsub(fg_xmul(a, b), fg_xmul(c, d));
}

/* C = (|m0|^2 - r^2) |u|^2 - s0^2: |u|^2 times the start's squared distance to the axis
 * line minus r^2 (each term < 2^124 raw), into g->c. Once per cast: by start_sign3 when the
 * origin is beside the axis, else by cast3 before the outside cast (the start's other
 * branches never need it). */
FG_NOINLINE static void cyl_c(cap3_cast *g)
{
    xmul_sub(&g->c, fg_wsub(fg_vec3_dot_wide(g->m0, g->m0), fg_wmul(g->r, g->r)), g->uu, g->s0, g->s0);
}

/* B = (m0 . d) |u|^2 - s0 e: half the slope of G at 0. */
FG_NOINLINE static void cyl_b(const cap3_cast *g, fg_xwide *b)
{
    xmul_sub(b, fg_vec3_dot_wide(g->m0, g->d), g->uu, g->s0, g->e);
}

/* A = |d|^2 |u|^2 - e^2 = |d x u|^2. */
FG_NOINLINE static void cyl_a(const cap3_cast *g, fg_xwide *a)
{
    xmul_sub(a, fg_vec3_dot_wide(g->d, g->d), g->uu, g->e, g->e);
}


FG_NOINLINE static int cyl_b_sign(const cap3_cast *g)
{
    fg_xwide b;
    cyl_b(g, &b);
    return fg_xsign(b);
}

/* The nearest feature of the origin: a (s0 <= 0), b (s0 >= |u|^2) or the side. */
static int nearest_feature3(const cap3_cast *g)
{
    if (fg_wsign(g->s0) <= 0) {
        return END_A;
    }
    return (fg_wsign(fg_wsub(g->s0, g->uu)) >= 0) ? END_B : SIDE;
}

FG_NOINLINE static int start_sign3(cap3_cast *g, int feature)
{
    fg_vec3 m;
    if (feature == SIDE) {
        cyl_c(g);
        return fg_xsign(g->c);
    }
    m = end_offset3(g, feature);
    return fg_wsign(fg_wsub(fg_vec3_dot_wide(m, m), fg_wmul(g->r, g->r)));
}

FG_NOINLINE static bool moving_in3(const cap3_cast *g, int feature)
{
    if (feature == SIDE) {
        return cyl_b_sign(g) < 0;
    }
    return fg_wsign(fg_vec3_dot_wide(end_offset3(g, feature), g->d)) < 0;
}

/* The unit vector along x / |u|^2 (x an exact or near-exact 128-bit vector, |u|^2 > 0):
 * x is doubled until its largest component reaches 2^26 units times |u|^2, so that the
 * wide quotients x_i / |u|^2 (0.5 wide LSB) carry at least 58 significant bits; zero x
 * gives the zero vector. */
/* One count from the bit lengths (fg_xlift): the same total as lifting first in whole steps
 * of 2^14 toward 2^-14 of the target, then by at most 14 (that first step never passes the
 * smallest count). The target |u|^2 2^26 units is below 2^121 raw, so nonzero x needs at
 * most 120 doublings and none wraps. */
FG_NOINLINE static void scale_up3(fg_xwide x[3], fg_wide uu)
{
    fg_xwide thr = fg_xshl(fg_xwide_from(uu), 26u); /* |u|^2 2^26 */
    unsigned k = fg_xlift(x, 3u, &thr, 126u);
    x[0] = fg_xshl(x[0], k);
    x[1] = fg_xshl(x[1], k);
    x[2] = fg_xshl(x[2], k);
}

FG_NOINLINE static fg_vec3 unit_over_uu(fg_xwide x[3], fg_wide uu)
{
    fg_scalar nx, ny, nz;
    fg_wide wx, wy, wz;
    fg_xrecip ru;
    scale_up3(x, uu);
    fg_wrecip_init(&ru, uu); /* one reciprocal for the three quotients (fg_xdivw's each) */
    wx = fg_xrecip_q32(&ru, &x[0]);
    wy = fg_xrecip_q32(&ru, &x[1]);
    wz = fg_xrecip_q32(&ru, &x[2]);
    fg_wunit3(wx, wy, wz, &nx, &ny, &nz);
    return fg_vec3_make(nx, ny, nz);
}

/* |u|^2 m_i - s u_i */
FG_NOINLINE static void perp_axis(fg_xwide *out, fg_wide uu, fg_wide m_i, const fg_xwide *s, fg_scalar u_i)
{
    *out = fg_xsub(fg_xmul(uu, m_i), fg_xscale(*s, u_i));
}

/* |u|^2 times the component of m (wides) perpendicular to the axis: |u|^2 m - (m . u) u. */
FG_NOINLINE static void perp_of(const cap3_cast *g, fg_wide mx, fg_wide my, fg_wide mz, fg_xwide x[3])
{
    fg_xwide s = fg_xdot3ws(mx, g->u.x, my, g->u.y, mz, g->u.z);
    perp_axis(&x[0], g->uu, mx, &s, g->u.x);
    perp_axis(&x[1], g->uu, my, &s, g->u.y);
    perp_axis(&x[2], g->uu, mz, &s, g->u.z);
}

/* The unit vector from the axis line toward the origin (exact direction; zero on the line). */
FG_NOINLINE static fg_vec3 side_outward3(const cap3_cast *g)
{
    fg_xwide x[3];
    perp_of(g, fg_wide_from(g->m0.x), fg_wide_from(g->m0.y), fg_wide_from(g->m0.z), x);
    return unit_over_uu(x, g->uu);
}

/* The outward unit normal at the origin's nearest feature (zero on the axis). */
FG_NOINLINE static fg_vec3 outward3(const cap3_cast *g, int feature)
{
    return (feature == SIDE) ? side_outward3(g) : fg_vec3_normalize(end_offset3(g, feature));
}

/* A sweep touching at t = 0: the capsule's point nearest the centre, o - rs v / R for v the
 * offset from the nearest axis point (|v| = R exactly), one rounding per component. */
FG_NOINLINE static fg_vec3 touch_end_point(const cap3_cast *g, const fg_segment3 *seg, int feature)
{
    fg_xrecip rc; /* not fg_wfrac: a rare touch, and the ball movers link no fg_wfrac (AVR flash) */
    fg_vec3 m = end_offset3(g, feature);
    fg_scalar k = fg_neg(g->rs);
    fg_wrecip_init(&rc, fg_wide_from(g->r));
    return fg_vec3_make(fg_wrecip_lerp(&rc, seg->origin.x, k, fg_wide_from(m.x)),
                        fg_wrecip_lerp(&rc, seg->origin.y, k, fg_wide_from(m.y)),
                        fg_wrecip_lerp(&rc, seg->origin.z, k, fg_wide_from(m.z)));
}

/* The same beside the axis: v = x / |u|^2, x = perp_of(m0) exact. */
FG_NOINLINE static fg_vec3 touch_side_lerp(const cap3_cast *g, const fg_segment3 *seg, const fg_xwide x[3])
{
    fg_xrecip rc;
    fg_xwide den = fg_xmul(fg_wide_from(g->r), g->uu);
    fg_scalar k = fg_neg(g->rs);
    fg_xrecip_init(&rc, &den);
    return fg_vec3_make(fg_xrecip_lerp(&rc, seg->origin.x, k, &x[0]), fg_xrecip_lerp(&rc, seg->origin.y, k, &x[1]),
                        fg_xrecip_lerp(&rc, seg->origin.z, k, &x[2]));
}

FG_NOINLINE static fg_vec3 touch_side_point(const cap3_cast *g, const fg_segment3 *seg)
{
    fg_xwide x[3];
    perp_of(g, fg_wide_from(g->m0.x), fg_wide_from(g->m0.y), fg_wide_from(g->m0.z), x);
    return touch_side_lerp(g, seg, x);
}

/* Starting inside or on the surface: FG_HIT (the record written) or FG_MISS; else OUTSIDE. */
FG_NOINLINE static int start_contact3(cap3_cast *g, const fg_segment3 *seg, fg_hit3 *hit)
{
    int feature = nearest_feature3(g), st = start_sign3(g, feature);
    if (st > 0) {
        return OUTSIDE;
    }
    if ((st == 0) && !moving_in3(g, feature)) {
        return (int)FG_MISS; /* touching, moving away or along */
    }
    if (hit != NULL) {
        hit->t = FG_ZERO;
        hit->point = seg->origin;
        if ((st == 0) && !fg_eq(g->rs, FG_ZERO)) {
            hit->point = (feature == SIDE) ? touch_side_point(g, seg) : touch_end_point(g, seg, feature);
        }
        hit->normal = outward3(g, feature);
        hit->started_inside = st < 0;
    }
    return (int)FG_HIT;
}

/* m(T) = m0 + T d as wides (exact, |m_i| < 2^47 raw). */
static fg_wide m_at(fg_scalar m0_i, fg_scalar d_i, fg_scalar T) { return fg_wadd(fg_wide_from(m0_i), fg_wmul(T, d_i)); }

/* m(T) . v as an exact 128-bit value (m(T) = m0 + T d as wides, |m_i| < 2^47 raw). */
FG_NOINLINE static void mt_dot(const cap3_cast *g, fg_scalar T, fg_vec3 v, fg_xwide *out)
{
    *out = fg_xdot3ws(m_at(g->m0.x, g->d.x, T), v.x, m_at(g->m0.y, g->d.y, T), v.y, m_at(g->m0.z, g->d.z, T), v.z);
}

/* |m(T)|^2 - r^2 */
FG_NOINLINE static void mt_norm2(const cap3_cast *g, fg_scalar T, fg_xwide *out)
{
    fg_wide mx = m_at(g->m0.x, g->d.x, T), my = m_at(g->m0.y, g->d.y, T), mz = m_at(g->m0.z, g->d.z, T);
    *out = fg_xsub(fg_xmul3(mx, mx, my, my, mz, mz), fg_xwide_from(fg_wmul(g->r, g->r)));
}

/* sign G(T) = sign((|m(T)|^2 - r^2) |u|^2 - s(T)^2), 256-bit products (each < 2^192 raw). */
FG_NOINLINE static int cyl_value_at(const cap3_cast *g, fg_scalar T)
{
    fg_xwide k, s, uu = fg_xwide_from(g->uu);
    mt_norm2(g, T, &k);
    mt_dot(g, T, g->u, &s);
    return fg_xcmp2(&k, &uu, &s, &s);
}

/* sign G'(T) = sign((m(T) . d) |u|^2 - s(T) e). */
FG_NOINLINE static int cyl_slope_at(const cap3_cast *g, fg_scalar T)
{
    fg_xwide md, s, uu = fg_xwide_from(g->uu), e = fg_xwide_from(g->e);
    mt_dot(g, T, g->d, &md);
    mt_dot(g, T, g->u, &s);
    return fg_xcmp2(&md, &uu, &s, &e);
}

/* Outside the cylinder (C > 0) and approaching it (B < 0): is it entered by T? Real roots
 * (B^2 >= A C) and the first one t1 <= T: G(T) <= 0 or T past the vertex (G'(T) > 0). */
/* The same at T = 1 from the coefficients: G(1) = A + 2 B + C and G'(1) / 2 = A + B, exact
 * (each coefficient below 2^124 raw: the sums fit 128 bits). G(1) <= 0 after G(0) = C > 0
 * is a real root by itself, so the discriminant is needed only past that. */
FG_NOINLINE static bool cyl_reached_by_one(const cap3_cast *g, const cyl3_ab *ab)
{
    fg_xwide ab1 = fg_xadd(ab->a, ab->b);
    if (fg_xsign(fg_xadd(ab1, fg_xadd(ab->b, g->c))) <= 0) {
        return true;
    }
    return (fg_xsign(ab1) > 0) && (fg_xcmp2(&ab->b, &ab->b, &ab->a, &g->c) >= 0);
}

FG_NOINLINE static bool cyl_reached(const cap3_cast *g, const cyl3_ab *ab, fg_scalar T)
{
    if (fg_eq(T, FG_ONE)) {
        return cyl_reached_by_one(g, ab);
    }
    if (fg_xcmp2(&ab->b, &ab->b, &ab->a, &g->c) < 0) {
        return false;
    }
    return (cyl_value_at(g, T) <= 0) || (cyl_slope_at(g, T) > 0);
}

/* At tau, the time the path crosses the plane of the end with offset m (sm = m . u, e != 0):
 * sign G(tau) = sign(|e m - sm d|^2 - r^2 e^2) (G(tau) is |u|^2 times the end ball's f). */
FG_NOINLINE static void rim_y(const cap3_cast *g, int end, fg_xwide y[3])
{
    fg_vec3 m = end_offset3(g, end);
    fg_wide sm = end_s3(g, end);
    xmul_sub(&y[0], g->e, fg_wide_from(m.x), sm, fg_wide_from(g->d.x));
    xmul_sub(&y[1], g->e, fg_wide_from(m.y), sm, fg_wide_from(g->d.y));
    xmul_sub(&y[2], g->e, fg_wide_from(m.z), sm, fg_wide_from(g->d.z));
}

FG_NOINLINE static int rim_value(const cap3_cast *g, int end)
{
    fg_xwide y[3], rr, ee;
    rim_y(g, end, y);
    rr = fg_xwide_from(fg_wmul(g->r, g->r)); /* r^2 as its product with 1: no 128-bit product */
    ee = fg_xmul(g->e, g->e);
    return fg_xsq3cmp(y, &rr, &ee);
}

/* sign G'(tau) = sign(e) sign(e (m . d) - sm |d|^2). */
FG_NOINLINE static int rim_slope(const cap3_cast *g, fg_vec3 m, fg_wide sm)
{
    fg_xwide v;
    xmul_sub(&v, g->e, fg_vec3_dot_wide(m, g->d), sm, fg_vec3_dot_wide(g->d, g->d));
    return fg_wsign(g->e) * fg_xsign(v);
}

/* The cylinder's first root t1 before tau (strict) or not after it: G(tau) < 0 (<= 0) or
 * tau past the vertex (real roots known). */
FG_NOINLINE static bool root_before_rim(const cap3_cast *g, int end, bool strict)
{
    int v = rim_value(g, end);
    if (strict ? (v < 0) : (v <= 0)) {
        return true;
    }
    return rim_slope(g, end_offset3(g, end), end_s3(g, end)) > 0;
}

/* sign sigma(T) (below), exact: s(T) = s0 + T e, as a wide at T = 1 (each term below
 * 2^62 raw), else in 128 bits. */
FG_NOINLINE static int out_at(const cap3_cast *g, int end, fg_scalar T)
{
    int sg;
    if (fg_eq(T, FG_ONE)) {
        sg = fg_wsign(fg_wadd(end_s3(g, end), g->e));
    } else {
        sg = fg_xsign(fg_xadd(fg_xwide_from(end_s3(g, end)), fg_xscale(fg_xwide_from(g->e), T)));
    }
    return (end == END_A) ? -sg : sg;
}

/* Is the cylinder entered (at t1) on the inner side of the end's plane? With sigma the
 * coordinate out of the end (-s for a, s - |u|^2 for b): sigma(t1) <= 0. The plane is
 * crossed at tau; t1 <= T (cyl_reached), so the sign of sigma(T) decides without the rim
 * when the plane is not crossed by T: moving out, sigma(T) <= 0 gives T <= tau, t1 <= tau;
 * moving in from outside, sigma(T) > 0 gives t1 <= T < tau. */
FG_NOINLINE static bool inside_end_plane(const cap3_cast *g, int end, fg_scalar T)
{
    int out0 = fg_wsign(end_s3(g, end)), eps = fg_wsign(g->e);
    if (end == END_A) {
        out0 = -out0;
        eps = -eps;
    }
    if (eps == 0) {
        return out0 <= 0;
    }
    if (eps > 0) {
        return (out0 <= 0) && ((out_at(g, end, T) <= 0) || root_before_rim(g, end, false)); /* moving out: t1 <= tau */
    }
    return (out0 <= 0) || ((out_at(g, end, T) <= 0) && !root_before_rim(g, end, true)); /* moving in: t1 >= tau */
}

/* den = -b doubled j times until it reaches 2^36 units (2^100 raw); returns j. One count
 * from the bit lengths (fg_xlift; -b >= 1 raw: j <= 100), the total of the former two steps
 * (whole steps of 2^14 toward 2^22 units, then at most 14). */
FG_NOINLINE static int scale_neg_b(const fg_xwide *b, fg_xwide *den)
{
    fg_xwide thr = fg_xshl(fg_xwide_from(fg_wmul(FG_C(8192.0), FG_C(8192.0))), 10u); /* 2^36 units */
    unsigned j;
    *den = fg_xsub(fg_xwide_from(FG_ZERO), *b);
    j = fg_xlift(den, 1u, &thr, 126u);
    *den = fg_xshl(*den, j);
    return (int)j;
}

/* den += sqrt(4^j (b^2 - a c)) */
FG_NOINLINE static void add_root(fg_xwide *den, const fg_xwide *b, const fg_xwide *a, const fg_xwide *c, int j)
{
    fg_xwide root = fg_xroot_bac(b, a, c, j);
    *den = fg_xadd(*den, root);
}

/* The side contact t1 = C / (-B + sqrt(B^2 - A C)), free of cancellation (B < 0); -B and C
 * are first doubled j times so that -B 2^j >= 2^36 units (2^100 raw) and the root (within
 * 2^-61 relative, fg_xroot_bac) keeps the denominator within 2^-59. */
FG_NOINLINE static void side_fraction3(const cap3_cast *g, const cyl3_ab *ab, fg_xwide *num, fg_xwide *den)
{
    int j = scale_neg_b(&ab->b, den);
    add_root(den, &ab->b, &ab->a, &g->c, j);
    *num = fg_xshl(g->c, (unsigned)j);
}

/* m_i(t1) = m0_i + d_i num / den as a wide (0.5 wide LSB). */
FG_NOINLINE static fg_wide contact_offset(const fg_xrecip *rc, const fg_xwide *num, const fg_xwide *den, fg_scalar m0_i,
                                          fg_scalar d_i)
{
    fg_xwide v = fg_xadd(fg_xscale(*den, m0_i), fg_xscale(*num, d_i));
    return fg_xrecip_q32(rc, &v);
}

/* A sweep's side contact point, the capsule's: a + m(t1) - rs x / (R |u|^2) with
 * x = |u|^2 perp(m(t1)), from wides (2^-33 units each) rounded once. */
FG_NOINLINE static fg_scalar sweep_side_axis(const fg_xrecip *rc, fg_scalar o_i, fg_scalar m0_i, fg_wide m_i,
                                             const fg_xwide *x_i, fg_scalar rs)
{
    fg_xwide v = fg_xscale(*x_i, rs);
    fg_wide q = fg_xrecip_q32(rc, &v);
    return fg_wide_to(fg_wsub(fg_wadd(fg_wsub(fg_wide_from(o_i), fg_wide_from(m0_i)), m_i), q));
}

FG_NOINLINE static void sweep_side_point(const cap3_cast *g, const fg_segment3 *seg, const fg_wide m[3],
                                         const fg_xwide x[3], fg_hit3 *hit)
{
    fg_xrecip rc;
    fg_xwide den = fg_xmul(fg_wide_from(g->r), g->uu);
    fg_xrecip_init(&rc, &den);
    hit->point.x = sweep_side_axis(&rc, seg->origin.x, g->m0.x, m[0], &x[0], g->rs);
    hit->point.y = sweep_side_axis(&rc, seg->origin.y, g->m0.y, m[1], &x[1], g->rs);
    hit->point.z = sweep_side_axis(&rc, seg->origin.z, g->m0.z, m[2], &x[2], g->rs);
}

/* The side contact's normal: the unit vector of m(t1)'s component perpendicular to the axis
 * (m(t1) to 2^-33 units); radius 0 (the segment [a, b] crossed): toward the origin. A
 * sweep's point too. */
FG_NOINLINE static void side_from_offset(const cap3_cast *g, const fg_segment3 *seg, const fg_wide m[3], fg_hit3 *hit)
{
    fg_xwide x[3];
    perp_of(g, m[0], m[1], m[2], x);
    if (!fg_eq(g->rs, FG_ZERO)) {
        sweep_side_point(g, seg, m, x, hit);
    }
    hit->normal = unit_over_uu(x, g->uu);
}

FG_NOINLINE static void side_finish3(const cap3_cast *g, const fg_segment3 *seg, const fg_xrecip *rc,
                                     const fg_xwide *num, const fg_xwide *den, fg_hit3 *hit)
{
    fg_wide m[3];
    if (fg_eq(g->r, FG_ZERO)) {
        hit->normal = side_outward3(g);
        return;
    }
    m[0] = contact_offset(rc, num, den, g->m0.x, g->d.x);
    m[1] = contact_offset(rc, num, den, g->m0.y, g->d.y);
    m[2] = contact_offset(rc, num, den, g->m0.z, g->d.z);
    side_from_offset(g, seg, m, hit);
}

/* num / den halved (truncated) until den < 2^38 units (2^102 raw), so that den and num
 * times a coordinate (2^14 units) fit 128 bits; den stays >= 2^36 units (2^100 raw): the
 * ratio moves by < 2^-99. The count of halvings from den's bit length (the loop it replaces
 * halved both up to 30 times): with k1 the smallest k with den 2^k >= 2^126 raw (fg_xlift),
 * den 2^-k < 2^102 raw exactly when k >= 25 - k1; den < 2^127 raw keeps it within 25. */
FG_NOINLINE static void reduce_fraction(fg_xwide *num, fg_xwide *den)
{
    fg_xwide top = fg_xshl(fg_xwide_from(fg_wmul(FG_C(8192.0), FG_C(8192.0))), 36u); /* 2^62 units */
    unsigned k;
    if (fg_xsign(*den) <= 0) {
        return; /* never: den > 0 (B < 0); the loop made no halving here */
    }
    k = 25u - fg_xlift(den, 1u, &top, 25u);
    if (k > 0u) {
        *num = fg_xpow2(*num, -(int)k); /* truncations of the magnitudes */
        *den = fg_xpow2(*den, -(int)k);
    }
}

/* t1 and the point from one fraction t = num / den kept to 64 bits (fg_xfrac: the
 * fg_xrecip results bit for bit, t as o + 1 t with o = 0). */
FG_NOINLINE static void side_point3(const fg_segment3 *seg, const fg_xwide *num, const fg_xwide *den, fg_scalar max_t,
                                    fg_hit3 *hit)
{
    fg_xfrac f;
    fg_xfrac_init(&f, den);
    fg_xfrac_set_t(&f, num);
    hit->t = fg_min(fg_xfrac_lerp(&f, FG_ZERO, FG_ONE), max_t);
    hit->point.x = fg_xfrac_lerp(&f, seg->origin.x, seg->delta.x);
    hit->point.y = fg_xfrac_lerp(&f, seg->origin.y, seg->delta.y);
    hit->point.z = fg_xfrac_lerp(&f, seg->origin.z, seg->delta.z);
}

FG_NOINLINE static void side_hit3(const cap3_cast *g, const cyl3_ab *ab, const fg_segment3 *seg, fg_scalar max_t,
                                  fg_hit3 *hit, fg_wide *tf)
{
    fg_xwide num, den;
    fg_xrecip rc;
    side_fraction3(g, ab, &num, &den);
    if (tf != NULL) {
        *tf = fg_xratiow(&num, &den);
    }
    side_point3(seg, &num, &den, max_t, hit);
    reduce_fraction(&num, &den);
    fg_xrecip_init(&rc, &den);
    side_finish3(g, seg, &rc, &num, &den, hit);
    hit->started_inside = false;
}

/* The ball core's inputs, out of line (off the callers' Cortex-M0 frames). */
FG_NOINLINE static void end_core3(fg_ball_core *k, const fg_segment3 *seg, fg_vec3 c, fg_scalar r)
{
    fg_ball_core_set3(k, seg, c, r);
}

FG_NOINLINE static int end_cast3(fg_ball_core *k, const fg_segment3 *seg, fg_vec3 c, fg_scalar r, fg_scalar max_t)
{
    end_core3(k, seg, c, r);
    return fg_ball_cast(k, max_t);
}

/* A sweep's end contact point, the capsule's: e + rcap (m0 s + d c) / (s R), rounded once. */
FG_NOINLINE static fg_scalar sweep_end_axis(const fg_ball_core *k, const fg_xrecip *rc, fg_scalar e_i, fg_scalar m0_i,
                                            fg_scalar m1_i, fg_scalar rcap)
{
    fg_wide d = fg_wsub(fg_wide_from(m1_i), fg_wide_from(m0_i));
    fg_xwide num = fg_xadd(fg_xmul(fg_wide_from(m0_i), k->s), fg_xmul(d, k->c));
    return fg_xrecip_lerp(rc, e_i, rcap, &num);
}

/* The ball core's record, and for a sweep (rs > 0) the point on the capsule's end ball. */
FG_NOINLINE static void end_record(const fg_ball_core *k, const fg_segment3 *seg, const fg_capsule3 *cap, bool at_b,
                                   fg_scalar rs, fg_scalar max_t, fg_hit3 *hit)
{
    fg_xrecip rc;
    fg_xwide den;
    fg_vec3 e = at_b ? cap->b : cap->a;
    fg_ball_ray_hit3(k, FG_BALL_HIT, &seg->origin, &seg->delta, max_t, hit);
    if (fg_eq(rs, FG_ZERO)) {
        return;
    }
    den = fg_xmul(fg_wide_from(k->r), k->s);
    fg_xrecip_init(&rc, &den);
    hit->point.x = sweep_end_axis(k, &rc, e.x, k->m0.x, k->m1.x, cap->radius);
    hit->point.y = sweep_end_axis(k, &rc, e.y, k->m0.y, k->m1.y, cap->radius);
    hit->point.z = sweep_end_axis(k, &rc, e.z, k->m0.z, k->m1.z, cap->radius);
}

/* c / s as a wide (0.5 wide LSB), for fg_ball_capsule_contact's fine t */
FG_NOINLINE static void core_fraction(fg_wide c, fg_wide s, fg_wide *tf)
{
    fg_xwide x = fg_xwide_from(c);
    if (tf != NULL) {
        *tf = fg_xdivw(&x, s);
    }
}

/* From outside: the first contact with the balls at a and b (the earlier exact c / s). */
FG_NOINLINE static fg_result ends_hit3(const fg_segment3 *seg, const fg_capsule3 *cap, fg_scalar r, fg_scalar rs,
                                       fg_scalar max_t, fg_hit3 *hit, fg_wide *tf)
{
    fg_ball_core k;
    fg_wide ca = FG_ZERO, sa = FG_ZERO;
    int res_a = end_cast3(&k, seg, cap->a, r, max_t), res_b;
    if (res_a == FG_BALL_HIT) {
        ca = k.c;
        sa = k.s;
    }
    res_b = end_cast3(&k, seg, cap->b, r, max_t);
    if ((res_b == FG_BALL_HIT) && ((res_a != FG_BALL_HIT) || (fg_wcmp2(k.c, sa, ca, k.s) < 0))) {
        core_fraction(k.c, k.s, tf);
        if (hit != NULL) {
            end_record(&k, seg, cap, true, rs, max_t, hit);
        }
        return FG_HIT;
    }
    if (res_a != FG_BALL_HIT) {
        return FG_MISS;
    }
    core_fraction(ca, sa, tf);
    if (hit != NULL) {
        end_core3(&k, seg, cap->a, r); /* a's core again (the frame holds one): its inputs, */
        k.c = ca;                      /* and the cast's only outputs, c and s, kept above */
        k.s = sa;
        end_record(&k, seg, cap, false, rs, max_t, hit);
    }
    return FG_HIT;
}

/* Outside the capsule: the side when the cylinder is entered beside it, else the ends. */
FG_NOINLINE static fg_result cast3_outside(const cap3_cast *g, const fg_segment3 *seg, const fg_capsule3 *cap,
                                           fg_scalar max_t, fg_hit3 *hit, fg_wide *tf)
{
    cyl3_ab ab;
    if (fg_xsign(g->c) <= 0) {
        return ends_hit3(seg, cap, g->r, g->rs, max_t, hit, tf); /* within the cylinder: only the ends can be met */
    }
    cyl_b(g, &ab.b);
    if (fg_xsign(ab.b) >= 0) {
        return FG_MISS; /* outside the cylinder, not approaching it */
    }
    cyl_a(g, &ab.a);
    if (!cyl_reached(g, &ab, fg_min(max_t, FG_ONE))) {
        return FG_MISS;
    }
    if (!inside_end_plane(g, END_A, fg_min(max_t, FG_ONE)) || !inside_end_plane(g, END_B, fg_min(max_t, FG_ONE))) {
        return ends_hit3(seg, cap, g->r, g->rs, max_t, hit, tf);
    }
    if (hit != NULL) {
        side_hit3(g, &ab, seg, max_t, hit, tf);
    }
    return FG_HIT;
}

/* The cast once the inputs are checked (radii >= 0, max_t >= 0): the segment against the
 * capsule grown by rs (a sweep's ball; R up to 2^30 raw), points reported on the capsule. */
FG_NOINLINE static fg_result cast3(const fg_segment3 *seg, const fg_capsule3 *cap, fg_scalar rs, fg_scalar max_t,
                                   fg_hit3 *hit, fg_wide *tf)
{
    cap3_cast g;
    int st;
    capsule3_setup(&g, seg, cap, rs);
    st = start_contact3(&g, seg, hit);
    if (st != OUTSIDE) {
        if (tf != NULL) {
            *tf = fg_wide_from(FG_ZERO);
        }
        return (st == (int)FG_HIT) ? FG_HIT : FG_MISS;
    }
    if (nearest_feature3(&g) != SIDE) {
        cyl_c(&g); /* start_sign3 formed it beside the axis */
    }
    return cast3_outside(&g, seg, cap, max_t, hit, tf);
}

fg_result fg_capsule3_cast_checked(const fg_segment3 *seg, const fg_capsule3 *cap, fg_scalar max_t, fg_hit3 *hit)
{
    if (fg_lt(cap->radius, FG_ZERO) || fg_lt(max_t, FG_ZERO)) {
        return FG_MISS;
    }
    return cast3(seg, cap, FG_ZERO, max_t, hit, NULL);
}

fg_result fg_segment3_capsule3_raycast(const fg_segment3 *seg, const fg_capsule3 *cap, fg_scalar max_t, fg_hit3 *hit)
{
    if (fg_missing(seg) || fg_missing(cap) ||
        ((FG_CHECK_DOMAIN != 0) &&
         ((fg_segment3_ood(seg) | fg_capsule3_ood(cap)) != 0u))) {
        return fg_reject("fg_segment3_capsule3_raycast");
    }
    return fg_capsule3_cast_checked(seg, cap, max_t, hit);
}

/* ---- swept balls: the centre's cast against the capsule grown by the ball's radius */

FG_NOINLINE static fg_result sweep3(const fg_sphere *sphere, fg_vec3 delta, const fg_capsule3 *cap, fg_scalar max_t,
                                    fg_hit3 *hit, fg_wide *tf)
{
    fg_segment3 seg;
    seg.origin = fg_vec3_make(sphere->center.x, sphere->center.y, sphere->center.z);
    seg.delta = fg_vec3_make(delta.x, delta.y, delta.z);
    if ((FG_CHECK_DOMAIN != 0) && ((fg_segment3_ood(&seg) | fg_capsule3_ood(cap) |
                                    fg_out_of_domain(sphere->radius)) != 0u)) {
        return FG_REJECTED;
    }
    if (fg_lt(cap->radius, FG_ZERO) || fg_lt(sphere->radius, FG_ZERO) || fg_lt(max_t, FG_ZERO)) {
        return FG_MISS;
    }
    return cast3(&seg, cap, sphere->radius, max_t, hit, tf);
}

fg_result fg_sphere_capsule3_sweep(const fg_sphere *sphere, fg_vec3 delta, const fg_capsule3 *cap, fg_scalar max_t,
                                   fg_hit3 *hit)
{
    fg_result r;
    if (fg_missing(sphere) || fg_missing(cap)) {
        return fg_reject("fg_sphere_capsule3_sweep");
    }
    r = sweep3(sphere, delta, cap, max_t, hit, NULL);
    return (r == FG_REJECTED) ? fg_reject("fg_sphere_capsule3_sweep") : r;
}

fg_result fg_ball_capsule_contact(const fg_sphere *sphere, fg_vec3 delta, const fg_capsule3 *cap, fg_scalar max_t,
                                  fg_hit3 *hit, fg_wide *t_fine)
{
    return sweep3(sphere, delta, cap, max_t, hit, t_fine);
}

/* The 3D sweep's record as the 2D one. */
FG_NOINLINE static fg_result sweep2_record(const fg_sphere *s, fg_vec3 delta, const fg_capsule3 *c, fg_scalar max_t,
                                           fg_hit2 *hit)
{
    fg_hit3 h;
    fg_result r = sweep3(s, delta, c, max_t, (hit != NULL) ? &h : NULL, NULL);
    if ((r == FG_HIT) && (hit != NULL)) {
        hit->t = h.t;
        hit->point = fg_vec2_make(h.point.x, h.point.y);
        hit->normal = fg_vec2_make(h.normal.x, h.normal.y);
        hit->started_inside = h.started_inside;
    }
    return r;
}

/* The 2D sweep through the 3D one (z = 0): the same exact decisions in the plane. */
FG_NOINLINE static fg_result sweep2(const fg_circle *circle, fg_vec2 delta, const fg_capsule2 *cap, fg_scalar max_t,
                                    fg_hit2 *hit)
{
    fg_sphere s;
    fg_capsule3 c;
    s.center = fg_vec3_make(circle->center.x, circle->center.y, FG_ZERO);
    s.radius = circle->radius;
    c.a = fg_vec3_make(cap->a.x, cap->a.y, FG_ZERO);
    c.b = fg_vec3_make(cap->b.x, cap->b.y, FG_ZERO);
    c.radius = cap->radius;
    return sweep2_record(&s, fg_vec3_make(delta.x, delta.y, FG_ZERO), &c, max_t, hit);
}

fg_result fg_circle_capsule2_sweep(const fg_circle *circle, fg_vec2 delta, const fg_capsule2 *cap, fg_scalar max_t,
                                   fg_hit2 *hit)
{
    fg_result r;
    if (fg_missing(circle) || fg_missing(cap)) {
        return fg_reject("fg_circle_capsule2_sweep");
    }
    r = sweep2(circle, delta, cap, max_t, hit);
    return (r == FG_REJECTED) ? fg_reject("fg_circle_capsule2_sweep") : r;
}
