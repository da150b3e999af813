/* SPDX-License-Identifier: MIT */
/* Moving boxes: box vs box (on the Minkowski box, by the slab core of the segment casts)
 * and box vs plane. Bounds and rules: DESIGN.md, 3.4 and 3.5. */
#include "fg_raycast_internal.h"

/* ---------------------------------------------------------------- box vs plane */

/* A contact at t = num / den (0 <= num <= den): point = box min moved by t * delta,
 * normal = the plane's unit normal, negated when flip. */
static FG_NOINLINE void plane_hit_fill(fg_hit3 *hit, const fg_vec3 *min, const fg_vec3 *delta, fg_wide num,
                                       fg_wide den, const fg_plane *plane, bool flip)
{
    fg_wratio r; /* one 64-bit fraction for t and the point */
    fg_wratio_init(&r, num, den);
    hit->t = fg_wratio_t(&r);
    hit->point.x = fg_wratio_lerp(&r, min->x, delta->x);
    hit->point.y = fg_wratio_lerp(&r, min->y, delta->y);
    hit->point.z = fg_wratio_lerp(&r, min->z, delta->z);
    hit->normal = fg_plane_unit_n(plane);
    if (flip) {
        hit->normal = fg_vec3_neg(hit->normal);
    }
    hit->started_inside = false;
}

/* A contact at t = 0: the box's min corner, +-n/|n|. */
static FG_NOINLINE void plane_hit_now(fg_hit3 *hit, const fg_aabb3 *box, const fg_plane *plane, bool flip,
                                      bool inside)
{
    fg_vec3 n = fg_plane_unit_n(plane);
    fg_hit3_put(hit, FG_ZERO, box->min, flip ? fg_vec3_neg(n) : n, inside);
}

/* Exact dot(n, corner) - d of the box's corners of least and greatest dot product (A.10:
 * per axis, the sign of n picks min or max). */
static FG_NOINLINE void extreme_gaps(const fg_aabb3 *box, const fg_plane *plane, fg_wide *gmin, fg_wide *gmax)
{
    fg_vec3 lo, hi;
    fg_wide d = fg_wide_from(plane->d);
    lo.x = fg_gt(plane->n.x, FG_ZERO) ? box->min.x : box->max.x;
    hi.x = fg_gt(plane->n.x, FG_ZERO) ? box->max.x : box->min.x;
    lo.y = fg_gt(plane->n.y, FG_ZERO) ? box->min.y : box->max.y;
    hi.y = fg_gt(plane->n.y, FG_ZERO) ? box->max.y : box->min.y;
    lo.z = fg_gt(plane->n.z, FG_ZERO) ? box->min.z : box->max.z;
    hi.z = fg_gt(plane->n.z, FG_ZERO) ? box->max.z : box->min.z;
    *gmin = fg_wsub(fg_vec3_dot_wide(plane->n, lo), d);
    *gmax = fg_wsub(fg_vec3_dot_wide(plane->n, hi), d);
}

/* The box at its start and at its end (min + delta, max + delta) in the domain, and the
 * other box when given (NULL: none): the ends wrap only when they leave it (fg_internal.h).
 * One filter over all of them; the exact tests only when it fails. */
static FG_NOINLINE bool box_motion_ood3(const fg_aabb3 *box, fg_vec3 delta, const fg_aabb3 *other)
{
    fg_vec3 e0 = fg_vec3_add(box->min, delta), e1 = fg_vec3_add(box->max, delta);
    if (fg_domain_fast(fg_aabb3_dmag(box) | fg_vec3_dmag(e0) | fg_vec3_dmag(e1) |
                       ((other != NULL) ? fg_aabb3_dmag(other) : 0u))) {
        return false;
    }
    return (fg_aabb3_xood(box) | fg_vec3_xood(e0) | fg_vec3_xood(e1) | ((other != NULL) ? fg_aabb3_xood(other) : 0u)) !=
           0u;
}

static FG_NOINLINE bool box_motion_ood2(const fg_aabb2 *box, fg_vec2 delta, const fg_aabb2 *other)
{
    fg_vec2 e0 = fg_vec2_add(box->min, delta), e1 = fg_vec2_add(box->max, delta);
    if (fg_domain_fast(fg_aabb2_dmag(box) | fg_vec2_dmag(e0) | fg_vec2_dmag(e1) | fg_aabb2_dmag(other))) {
        return false;
    }
    return (fg_aabb2_xood(box) | fg_vec2_xood(e0) | fg_vec2_xood(e1) | fg_aabb2_xood(other)) != 0u;
}

static FG_NOINLINE bool box_plane_bad(const fg_aabb3 *box, fg_vec3 delta, const fg_plane *plane)
{
    if (fg_missing(box) || fg_missing(plane)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) && (box_motion_ood3(box, delta, NULL) || (fg_plane_ood(plane) != 0u));
}

static FG_NOINLINE fg_wide dot_delta(const fg_plane *plane, fg_vec3 delta) { return fg_vec3_dot_wide(plane->n, delta); }

/* Starting on or across the plane (gmin <= 0 <= gmax): a hit at t = 0 or none. Touching
 * from the front (gmin == 0) hits when moving against n, from behind (gmax == 0) when
 * moving along n; a flat box in the plane (both) when moving off it, normal against the
 * motion; across (gmin < 0 < gmax): started inside, toward the smaller move, front on a
 * tie. */
static FG_NOINLINE fg_result plane_start(const fg_aabb3 *box, const fg_plane *plane, fg_wide gmin, fg_wide gmax,
                                         fg_wide nd, fg_hit3 *hit)
{
    bool front_touch = (fg_wsign(gmin) == 0), back_touch = (fg_wsign(gmax) == 0), inward, flip, inside = false;
    if (front_touch && back_touch) {
        inward = (fg_wsign(nd) != 0);
        flip = (fg_wsign(nd) > 0);
    } else if (front_touch) {
        inward = (fg_wsign(nd) < 0);
        flip = false;
    } else if (back_touch) {
        inward = (fg_wsign(nd) > 0);
        flip = true;
    } else {
        inward = true;
        inside = true;
        flip = fg_wlt(gmax, fg_wneg(gmin)); /* the back face is nearer: dmax - d < d - dmin */
    }
    if (!inward) {
        return FG_MISS;
    }
    if (hit != NULL) {
        plane_hit_now(hit, box, plane, flip, inside);
    }
    return FG_HIT;
}

fg_result fg_aabb3_plane_sweep(const fg_aabb3 *box, fg_vec3 delta, const fg_plane *plane, fg_scalar max_t, fg_hit3 *hit)
{
    fg_wide gmin, gmax, num, den;
    bool front;
    if (box_plane_bad(box, delta, plane)) {
        return fg_reject("fg_aabb3_plane_sweep");
    }
    if (fg_lt(max_t, FG_ZERO) || fg_aabb3_is_empty(box)) {
        return FG_MISS;
    }
    if (fg_eq(plane->n.x, FG_ZERO) && fg_eq(plane->n.y, FG_ZERO) && fg_eq(plane->n.z, FG_ZERO)) {
        return FG_MISS;
    }
    extreme_gaps(box, plane, &gmin, &gmax);
    den = dot_delta(plane, delta);
    if (fg_wsign(gmin) > 0) { /* entirely in front: the least corner reaches the plane if moving against n */
        if (fg_wsign(den) >= 0) {
            return FG_MISS;
        }
        num = gmin;
        den = fg_wneg(den);
        front = true;
    } else if (fg_wsign(gmax) < 0) { /* entirely behind: the greatest corner, if moving along n */
        if (fg_wsign(den) <= 0) {
            return FG_MISS;
        }
        num = fg_wneg(gmax);
        front = false;
    } else {
        return plane_start(box, plane, gmin, gmax, den, hit);
    }
    /* num / den <= max_t, exactly: num * 1 <= den * max_t in 128 bits */
    if (fg_wcmp2(num, fg_wide_from(FG_ONE), den, fg_wide_from(fg_min(max_t, FG_ONE))) > 0) {
        return FG_MISS;
    }
    if (hit != NULL) {
        plane_hit_fill(hit, &box->min, &delta, num, den, plane, !front);
    }
    return FG_HIT;
}

/* ---------------------------------------------------------------- box vs box */

/* The moving box meets the still one exactly when its min corner, moving by t * delta,
 * is in the Minkowski box [still.min - (moving.max - moving.min), still.max]: a segment
 * cast (touch rules included: the corner is on the Minkowski box's min face exactly when
 * moving.max == still.min, on its max face when moving.min == still.max, and the depths
 * o - lo, hi - o are moving.max - still.min, still.max - moving.min). Empty boxes are
 * tested first (their Minkowski box need not be empty). cast: the touch rules, else the
 * overlap set. Coordinates of the Minkowski box reach 1.5 * 2^30 raw, its differences with
 * the corner 2^30 (DESIGN.md, 3.4). */
static FG_NOINLINE bool minkowski3(const fg_aabb3 *m, fg_vec3 delta, const fg_aabb3 *st, fg_segbox_clip *c, bool cast)
{
    fg_segment3 s;
    fg_aabb3 b;
    if (fg_aabb3_is_empty(m) || fg_aabb3_is_empty(st)) {
        return false;
    }
    s.origin = m->min;
    s.delta = delta;
    b.min = fg_vec3_sub(st->min, fg_vec3_sub(m->max, m->min));
    b.max = st->max;
    return cast ? fg_segbox_cast3(c, &s, &b) : fg_segbox_clip3(c, &s, &b);
}

static FG_NOINLINE bool minkowski2(const fg_aabb2 *m, fg_vec2 delta, const fg_aabb2 *st, fg_segbox_clip *c, bool cast)
{
    fg_segment2 s;
    fg_aabb2 b;
    if (fg_aabb2_is_empty(m) || fg_aabb2_is_empty(st)) {
        return false;
    }
    s.origin = m->min;
    s.delta = delta;
    b.min = fg_vec2_sub(st->min, fg_vec2_sub(m->max, m->min));
    b.max = st->max;
    return cast ? fg_segbox_cast2(c, &s, &b) : fg_segbox_clip2(c, &s, &b);
}

/* o + a * en/ed rounded once (0.5 LSB; t with o = 0, a = 1), over ed's reciprocal. */
static fg_scalar frac(const fg_wfrac *r, fg_scalar o, fg_scalar a, const fg_segbox_clip *c)
{
    return fg_wfrac_lerp(r, o, a, fg_wide_from(c->en));
}

static fg_scalar axis_normal(const fg_segbox_clip *c, int axis)
{
    if (c->axis != axis) {
        return FG_ZERO;
    }
    return (c->side > 0) ? FG_ONE : fg_neg(FG_ONE);
}

static bool sweep_bad3(const fg_aabb3 *m, fg_vec3 delta, const fg_aabb3 *st)
{
    if (fg_missing(m) || fg_missing(st)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) && box_motion_ood3(m, delta, st);
}

static bool sweep_bad2(const fg_aabb2 *m, fg_vec2 delta, const fg_aabb2 *st)
{
    if (fg_missing(m) || fg_missing(st)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) && box_motion_ood2(m, delta, st);
}

static FG_NOINLINE void box_hit3(const fg_segbox_clip *c, const fg_aabb3 *m, fg_vec3 delta, fg_hit3 *hit)
{
    fg_wfrac r;
    fg_wfrac_init(&r, fg_wide_from(c->ed));
    hit->t = frac(&r, FG_ZERO, FG_ONE, c);
    hit->point = fg_vec3_make(frac(&r, m->min.x, delta.x, c), frac(&r, m->min.y, delta.y, c),
                              frac(&r, m->min.z, delta.z, c));
    hit->normal = fg_vec3_make(axis_normal(c, 0), axis_normal(c, 1), axis_normal(c, 2));
    hit->started_inside = c->inside;
}

static FG_NOINLINE void box_hit2(const fg_segbox_clip *c, const fg_aabb2 *m, fg_vec2 delta, fg_hit2 *hit)
{
    fg_wfrac r;
    fg_wfrac_init(&r, fg_wide_from(c->ed));
    hit->t = frac(&r, FG_ZERO, FG_ONE, c);
    hit->point = fg_vec2_make(frac(&r, m->min.x, delta.x, c), frac(&r, m->min.y, delta.y, c));
    hit->normal = fg_vec2_make(axis_normal(c, 0), axis_normal(c, 1));
    hit->started_inside = c->inside;
}

fg_result fg_aabb3_aabb3_sweep(const fg_aabb3 *moving, fg_vec3 delta, const fg_aabb3 *still, fg_scalar max_t, fg_hit3 *hit)
{
    fg_segbox_clip c;
    fg_scalar xn, xd;
    if (sweep_bad3(moving, delta, still)) {
        return fg_reject("fg_aabb3_aabb3_sweep");
    }
    if (!fg_segbox_max_t(max_t, &xn, &xd)) {
        return FG_MISS;
    }
    fg_segbox_clip_init(&c, xn, xd);
    if (!minkowski3(moving, delta, still, &c, true)) {
        return FG_MISS;
    }
    if (hit != NULL) {
        box_hit3(&c, moving, delta, hit);
    }
    return FG_HIT;
}

fg_result fg_aabb2_aabb2_sweep(const fg_aabb2 *moving, fg_vec2 delta, const fg_aabb2 *still, fg_scalar max_t, fg_hit2 *hit)
{
    fg_segbox_clip c;
    fg_scalar xn, xd;
    if (sweep_bad2(moving, delta, still)) {
        return fg_reject("fg_aabb2_aabb2_sweep");
    }
    if (!fg_segbox_max_t(max_t, &xn, &xd)) {
        return FG_MISS;
    }
    fg_segbox_clip_init(&c, xn, xd);
    if (!minkowski2(moving, delta, still, &c, true)) {
        return FG_MISS;
    }
    if (hit != NULL) {
        box_hit2(&c, moving, delta, hit);
    }
    return FG_HIT;
}

static void put_interval(const fg_segbox_clip *c, fg_scalar *t_enter, fg_scalar *t_exit)
{
    if (t_enter != NULL) {
        *t_enter = fg_segbox_fraction(c->en, c->ed, NULL, false);
    }
    if (t_exit != NULL) {
        *t_exit = fg_segbox_fraction(c->xn, c->xd, NULL, false);
    }
}

fg_result fg_aabb3_aabb3_sweep_interval(const fg_aabb3 *moving, fg_vec3 delta, const fg_aabb3 *still, fg_scalar *t_enter,
                                        fg_scalar *t_exit)
{
    fg_segbox_clip c;
    if (sweep_bad3(moving, delta, still)) {
        return fg_reject("fg_aabb3_aabb3_sweep_interval");
    }
    fg_segbox_clip_init(&c, FG_ONE, FG_ONE);
    if (!minkowski3(moving, delta, still, &c, false)) {
        return FG_MISS;
    }
    put_interval(&c, t_enter, t_exit);
    return FG_HIT;
}

fg_result fg_aabb2_aabb2_sweep_interval(const fg_aabb2 *moving, fg_vec2 delta, const fg_aabb2 *still, fg_scalar *t_enter,
                                        fg_scalar *t_exit)
{
    fg_segbox_clip c;
    if (sweep_bad2(moving, delta, still)) {
        return fg_reject("fg_aabb2_aabb2_sweep_interval");
    }
    fg_segbox_clip_init(&c, FG_ONE, FG_ONE);
    if (!minkowski2(moving, delta, still, &c, false)) {
        return FG_MISS;
    }
    put_interval(&c, t_enter, t_exit);
    return FG_HIT;
}
