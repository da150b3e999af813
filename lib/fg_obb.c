#include "fg_obb.h"
#include "fg_raycast_internal.h"

/* Split (FG_NOINLINE) so that no Cortex-M0 frame holds the object-space segment, the clip
 * state and the hit's temporaries at once (the budget is ~128 bytes per frame). */

#if FG_CHECK_DOMAIN
/* Axis components outside [-2, 2] units: the dot products would leave their exact range. */
static uint32_t axis_out_of_range(fg_vec3 a)
{
    const fg_scalar lim = fg_from_int(2);
    bool out = fg_lt(a.x, fg_neg(lim)) || fg_gt(a.x, lim) || fg_lt(a.y, fg_neg(lim)) || fg_gt(a.y, lim) ||
               fg_lt(a.z, fg_neg(lim)) || fg_gt(a.z, lim);
    return out ? 1u : 0u;
}

FG_NOINLINE static bool inputs_out_of_domain(const fg_segment3 *seg, const fg_obb3 *box)
{
    return (fg_vec3_out_of_domain(seg->origin) | fg_vec3_out_of_domain(seg->delta) | fg_vec3_out_of_domain(box->pos) |
            fg_vec3_out_of_domain(box->local.min) | fg_vec3_out_of_domain(box->local.max) |
            axis_out_of_range(box->axis[0]) | axis_out_of_range(box->axis[1]) | axis_out_of_range(box->axis[2])) != 0u;
}
#endif

/* R^T v: each object-space coordinate one exact dot product, rounded once. */
FG_NOINLINE static fg_vec3 to_object(const fg_obb3 *box, fg_vec3 v)
{
    return fg_vec3_make(fg_vec3_dot(box->axis[0], v), fg_vec3_dot(box->axis[1], v), fg_vec3_dot(box->axis[2], v));
}

/* Clip in object space; the object-space segment lives only in this frame. Its domain is
 * always checked (not an input check: far-apart in-domain inputs can leave it). */
FG_NOINLINE static bool clip_object(const fg_segment3 *seg, const fg_obb3 *box, fg_segbox_clip *c)
{
    fg_segment3 ls;
    ls.origin = to_object(box, fg_vec3_sub(seg->origin, box->pos)); /* the difference fits 31 bits */
    ls.delta = to_object(box, seg->delta);
    if ((fg_vec3_out_of_domain(ls.origin) | fg_vec3_out_of_domain(ls.delta)) != 0u) {
        return false;
    }
    return fg_segbox_clip3(c, &ls, &box->local);
}

/* The world hit from the exact entry fraction and the WORLD segment. */
FG_NOINLINE static void world_hit(const fg_segbox_clip *c, const fg_segment3 *seg, const fg_obb3 *box, fg_hit3 *hit)
{
    fg_scalar t, rest;
    if (c->axis < 0) {
        hit->t = FG_ZERO;
        hit->point = seg->origin;
        hit->normal = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
        return;
    }
    t = fg_segbox_fraction(c->en, c->ed, &rest);
    hit->t = t;
    hit->point.x = fg_segbox_lerp(seg->origin.x, seg->delta.x, t, rest);
    hit->point.y = fg_segbox_lerp(seg->origin.y, seg->delta.y, t, rest);
    hit->point.z = fg_segbox_lerp(seg->origin.z, seg->delta.z, t, rest);
    hit->normal = (c->side < 0) ? fg_vec3_neg(box->axis[c->axis]) : box->axis[c->axis];
}

bool fg_segment3_obb3_raycast(const fg_segment3 *seg, const fg_obb3 *box, fg_scalar max_t, fg_hit3 *hit)
{
    fg_segbox_clip c;
    fg_scalar xn, xd;
#if FG_CHECK_DOMAIN
    if (inputs_out_of_domain(seg, box)) {
        return false;
    }
#endif
    if (!fg_segbox_max_t(max_t, &xn, &xd)) {
        return false;
    }
    fg_segbox_clip_init(&c, xn, xd);
    if (!clip_object(seg, box, &c)) {
        return false;
    }
    if (hit != NULL) {
        world_hit(&c, seg, box, hit);
    }
    return true;
}
