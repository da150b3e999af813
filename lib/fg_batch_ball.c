/* SPDX-License-Identifier: MIT */
/* Segment vs an array of discs / balls: the nearest hit, decided on the exact contact
 * fractions (roots of quadratics), with a box pre-reject. DESIGN.md, "Batch: nearest ball". */
#include "fg_internal.h"
#include "fg_ball_internal.h"

/* The exact first root of one ball's |m(t)|^2 - r^2, as the pair (b, disc): every ball on
 * one segment shares the leading coefficient |d|^2, so t = (-b - sqrt(disc)) / |d|^2 and
 * the roots order as -b - sqrt(disc) does. b = m0.d (< 0 on a hit), disc = b^2 - |d|^2 A0. */
typedef struct {
    fg_xwide disc; /* A01^2 - A0 A1, in [0, 2^124) raw */
    fg_wide b;     /* A01 - A0, in (-2^62, 0) raw */
} ball_root;

/* The nearest so far. */
typedef struct {
    ball_root root;
    fg_scalar t; /* its reported t (rounded), for the next casts' limit */
    bool at_zero; /* its exact fraction is 0 (inside, or touching inward): unbeatable */
} ball_best;

static void best_init(ball_best *best)
{
    best->root.b = fg_wide_from(FG_ZERO);
    best->root.disc = fg_xwide_from(best->root.b);
    best->t = FG_ZERO;
    best->at_zero = false;
}

/* a.b - r^2, exact */
FG_NOINLINE static fg_wide dot_minus_rr(const fg_vec3 *a, const fg_vec3 *b, fg_scalar r)
{
    return fg_wsub(fg_vec3_dot_wide(*a, *b), fg_wmul(r, r));
}

FG_NOINLINE static void root_of(const fg_ball_core *k, ball_root *out)
{
    fg_wide a0 = dot_minus_rr(&k->m0, &k->m0, k->r), a01 = dot_minus_rr(&k->m0, &k->m1, k->r);
    fg_wide a1 = dot_minus_rr(&k->m1, &k->m1, k->r);
    out->b = fg_wsub(a01, a0);
    out->disc = fg_xsub(fg_xmul(a01, a01), fg_xmul(a0, a1));
}

/* sign(u + sqrt(p) - sqrt(q)) for u >= 0, exact: squared once (w = q - p - u^2, the sign
 * of 2u sqrt(p) - w), then again (4 u^2 p against w^2, 256 bits in fg_xcmp2). */
FG_NOINLINE static int sum_sign(fg_wide u, const fg_xwide *p, const fg_xwide *q)
{
    fg_xwide uu = fg_xmul(u, u), w = fg_xsub(fg_xsub(*q, *p), uu), p4 = fg_xadd(*p, *p);
    if (fg_xsign(w) < 0) {
        return 1;
    }
    p4 = fg_xadd(p4, p4);
    return fg_xcmp2(&uu, &p4, &w, &w);
}

/* Is a's root strictly below b's? -b_a - sqrt(D_a) < -b_b - sqrt(D_b), i.e.
 * (b_b - b_a) + sqrt(D_b) - sqrt(D_a) < 0. */
FG_NOINLINE static bool root_below(const ball_root *a, const ball_root *b)
{
    fg_wide u = fg_wsub(b->b, a->b);
    if (fg_wsign(u) >= 0) {
        return sum_sign(u, &b->disc, &a->disc) < 0;
    }
    return sum_sign(fg_wneg(u), &a->disc, &b->disc) > 0;
}

/* The ball's box [c - r, c + r] misses the segment's [min(o, e), max(o, e)] on an axis:
 * no point of the ball is on the segment (comparisons only, never a rejected hit). */
static bool axis_apart(fg_scalar o, fg_scalar e, fg_scalar c, fg_scalar r)
{
    return fg_lt(fg_add(c, r), fg_min(o, e)) || fg_lt(fg_max(o, e), fg_sub(c, r));
}

/* Does the ball (centre c, radius r >= 0) beat *best (found: *best holds a hit)? Then
 * *best takes it. Its cast's limit is the best's reported t plus 1 LSB (the exact fraction
 * is within 0.51 LSB of it), so a ball it culls is strictly farther; the survivors are
 * ordered exactly. A tie (equal exact fractions) keeps the lower index. o and e: the
 * segment's ends (2D: z = 0). */
FG_NOINLINE static bool ball_beats(const fg_vec3 *o, const fg_vec3 *e, fg_vec3 c, fg_scalar r, fg_scalar max_t,
                                   ball_best *best, bool found)
{
    fg_ball_core k;
    ball_root cand;
    int res;
    if (axis_apart(o->x, e->x, c.x, r) || axis_apart(o->y, e->y, c.y, r) || axis_apart(o->z, e->z, c.z, r)) {
        return false;
    }
    k.m0 = fg_vec3_sub(*o, c);
    k.m1 = fg_vec3_sub(*e, c);
    k.r = r;
    res = fg_ball_cast(&k, found ? fg_min(max_t, fg_add(best->t, FG_C(1.0 / 65536.0))) : max_t);
    if (res == FG_BALL_MISS) {
        return false;
    }
    if (res == FG_BALL_INSIDE) {
        best->at_zero = true; /* found: the best is above 0 (the loop stops at 0) */
        best->t = FG_ZERO;
        return true;
    }
    root_of(&k, &cand);
    if (found && !root_below(&cand, &best->root)) {
        return false;
    }
    best->root.b = cand.b; /* field by field: no memcpy call on Cortex-M0 */
    best->root.disc = cand.disc;
    best->t = fg_min(fg_ball_lerp(&k, FG_ZERO, FG_ONE), max_t);
    best->at_zero = (fg_wsign(k.c) == 0);
    return true;
}

/* NULL, count above FG_BATCH_MAX, or any input outside the domain (every element checked:
 * none is silently skipped). */
static bool circles_bad(const fg_segment2 *seg, const fg_circle *circles, size_t count)
{
    size_t i;
    uint32_t ood;
    if (fg_missing(seg) || (count > (size_t)FG_BATCH_MAX) || ((count > 0u) && fg_missing(circles))) {
        return true;
    }
    ood = fg_segment2_ood(seg);
    for (i = 0u; (FG_CHECK_DOMAIN != 0) && (i < count); i++) {
        ood |= fg_vec2_ood(circles[i].center) | fg_out_of_domain(circles[i].radius);
    }
    return (FG_CHECK_DOMAIN != 0) && (ood != 0u);
}

static bool spheres_bad(const fg_segment3 *seg, const fg_sphere *spheres, size_t count)
{
    size_t i;
    uint32_t ood;
    if (fg_missing(seg) || (count > (size_t)FG_BATCH_MAX) || ((count > 0u) && fg_missing(spheres))) {
        return true;
    }
    ood = fg_segment3_ood(seg);
    for (i = 0u; (FG_CHECK_DOMAIN != 0) && (i < count); i++) {
        ood |= fg_vec3_ood(spheres[i].center) | fg_out_of_domain(spheres[i].radius);
    }
    return (FG_CHECK_DOMAIN != 0) && (ood != 0u);
}

fg_result fg_segment3_sphere_batch_nearest(const fg_segment3 *seg, const fg_sphere *spheres, size_t count,
                                           fg_scalar max_t, size_t *index, fg_hit3 *hit)
{
    ball_best best;
    fg_vec3 e;
    size_t i, best_i = 0u;
    bool found = false;
    if (spheres_bad(seg, spheres, count)) {
        return fg_reject("fg_segment3_sphere_batch_nearest");
    }
    e = fg_vec3_add(seg->origin, seg->delta);
    best_init(&best);
    for (i = 0u; (i < count) && !best.at_zero; i++) {
        if (fg_lt(spheres[i].radius, FG_ZERO) ||
            !ball_beats(&seg->origin, &e, spheres[i].center, spheres[i].radius, max_t, &best, found)) {
            continue;
        }
        best_i = i;
        found = true;
    }
    if (!found) {
        return FG_MISS;
    }
    if (index != NULL) {
        *index = best_i;
    }
    if (hit != NULL) {
        (void)fg_segment3_sphere_raycast(seg, &spheres[best_i], max_t, hit); /* the winner's own record */
    }
    return FG_HIT;
}

fg_result fg_segment2_circle_batch_nearest(const fg_segment2 *seg, const fg_circle *circles, size_t count,
                                           fg_scalar max_t, size_t *index, fg_hit2 *hit)
{
    ball_best best;
    fg_vec2 end;
    fg_vec3 o, e;
    size_t i, best_i = 0u;
    bool found = false;
    if (circles_bad(seg, circles, count)) {
        return fg_reject("fg_segment2_circle_batch_nearest");
    }
    end = fg_vec2_add(seg->origin, seg->delta);
    o = fg_vec3_make(seg->origin.x, seg->origin.y, FG_ZERO);
    e = fg_vec3_make(end.x, end.y, FG_ZERO);
    best_init(&best);
    for (i = 0u; (i < count) && !best.at_zero; i++) {
        if (fg_lt(circles[i].radius, FG_ZERO) ||
            !ball_beats(&o, &e, fg_vec3_make(circles[i].center.x, circles[i].center.y, FG_ZERO), circles[i].radius,
                        max_t, &best, found)) {
            continue;
        }
        best_i = i;
        found = true;
    }
    if (!found) {
        return FG_MISS;
    }
    if (index != NULL) {
        *index = best_i;
    }
    if (hit != NULL) {
        (void)fg_segment2_circle_raycast(seg, &circles[best_i], max_t, hit); /* the winner's own record */
    }
    return FG_HIT;
}
