/* SPDX-License-Identifier: MIT */
#include "fg_raycast_internal.h"

/* Split (FG_NOINLINE) so that no Cortex-M0 frame holds the object-space segment, the clip
 * state and the hit's temporaries at once (the budget is 128 bytes per frame). */

/* NULL, or outside the domain: the segment by its origin and end, the local box, pos and
 * the axes' range. */
FG_NOINLINE static bool inputs_bad(const fg_segment3 *seg, const fg_obb3 *box)
{
    if (fg_missing(seg) || fg_missing(box)) {
        return true;
    }
    return (FG_CHECK_DOMAIN != 0) && ((fg_segment3_ood(seg) != 0u) || !fg_obb3_in_domain(box));
}

/* R^T v: each object-space coordinate one exact dot product, rounded once (saturated). */
FG_NOINLINE static fg_vec3 to_object(const fg_obb3 *box, fg_vec3 v)
{
    return fg_vec3_make(fg_vec3_dot(box->axis[0], v), fg_vec3_dot(box->axis[1], v), fg_vec3_dot(box->axis[2], v));
}

/* The cast in object space; the object-space segment lives only in this frame. Its origin
 * and end must be in the domain too (part of the documented domain: in-domain inputs far
 * from pos can leave it). */
FG_NOINLINE static fg_result cast_object(const fg_segment3 *seg, const fg_obb3 *box, fg_segbox_clip *c)
{
    fg_segment3 ls;
    ls.origin = to_object(box, fg_vec3_sub(seg->origin, box->pos)); /* the difference fits 31 bits */
    ls.delta = to_object(box, seg->delta);
    if ((FG_CHECK_DOMAIN != 0) && (fg_segment3_ood(&ls) != 0u)) {
        return fg_reject("fg_segment3_obb3_raycast");
    }
    return fg_segbox_cast3(c, &ls, &box->local) ? FG_HIT : FG_MISS;
}

/* The world hit from the exact object-space fraction and the WORLD segment. */
FG_NOINLINE static void world_hit(const fg_segbox_clip *c, const fg_segment3 *seg, const fg_obb3 *box, fg_hit3 *hit)
{
    fg_scalar t, rest;
    fg_vec3 n = (c->side < 0) ? fg_vec3_neg(box->axis[c->axis]) : box->axis[c->axis];
    if (fg_eq(c->en, FG_ZERO)) { /* at the origin: touching inward, or inside */
        fg_hit3_put(hit, FG_ZERO, seg->origin, n, c->inside);
        return;
    }
    t = fg_segbox_fraction(c->en, c->ed, &rest, fg_vec3_ood(seg->delta) != 0u);
    hit->t = t;
    hit->point.x = fg_segbox_lerp(seg->origin.x, seg->delta.x, t, rest);
    hit->point.y = fg_segbox_lerp(seg->origin.y, seg->delta.y, t, rest);
    hit->point.z = fg_segbox_lerp(seg->origin.z, seg->delta.z, t, rest);
    hit->normal = n;
    hit->started_inside = false;
}

fg_result fg_segment3_obb3_raycast(const fg_segment3 *seg, const fg_obb3 *box, fg_scalar max_t, fg_hit3 *hit)
{
    fg_segbox_clip c;
    fg_scalar xn, xd;
    fg_result r;
    if (inputs_bad(seg, box)) {
        return fg_reject("fg_segment3_obb3_raycast");
    }
    /* the object-space domain is decided before max_t: a rejection never depends on it */
    fg_segbox_clip_init(&c, FG_ONE, FG_ONE);
    if (fg_segbox_max_t(max_t, &xn, &xd)) {
        fg_segbox_clip_init(&c, xn, xd);
    }
    r = cast_object(seg, box, &c);
    if ((r != FG_HIT) || fg_lt(max_t, FG_ZERO)) {
        return (r == FG_REJECTED) ? r : FG_MISS;
    }
    if (hit != NULL) {
        world_hit(&c, seg, box, hit);
    }
    return FG_HIT;
}
