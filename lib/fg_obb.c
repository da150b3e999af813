#include "fg_obb.h"

#if FG_CHECK_DOMAIN
/* Axis components outside [-2, 2] units: the dot products would leave their exact range. */
static uint32_t axis_out_of_range(fg_vec3 a)
{
    const fg_scalar lim = fg_from_int(2);
    return (uint32_t)(fg_lt(a.x, fg_neg(lim)) || fg_gt(a.x, lim) || fg_lt(a.y, fg_neg(lim)) || fg_gt(a.y, lim) ||
                      fg_lt(a.z, fg_neg(lim)) || fg_gt(a.z, lim));
}
#endif

/* R^T v: the object-space coordinates of a world vector, each rounded once. */
static fg_vec3 to_object(const fg_obb3 *box, fg_vec3 v)
{
    return fg_vec3_make(fg_vec3_dot(box->axis[0], v), fg_vec3_dot(box->axis[1], v), fg_vec3_dot(box->axis[2], v));
}

bool fg_segment3_obb3_raycast(const fg_segment3 *seg, const fg_obb3 *box, fg_scalar max_t, fg_hit3 *hit)
{
    fg_segment3 ls;
    fg_segbox_clip c;
    fg_scalar xn, xd, t, rest;
    int k;
#if FG_CHECK_DOMAIN
    if ((fg_vec3_out_of_domain(seg->origin) | fg_vec3_out_of_domain(seg->delta) | fg_vec3_out_of_domain(box->pos) |
         fg_vec3_out_of_domain(box->local.min) | fg_vec3_out_of_domain(box->local.max) |
         axis_out_of_range(box->axis[0]) | axis_out_of_range(box->axis[1]) | axis_out_of_range(box->axis[2])) != 0u)
        return false;
#endif
    if (!fg_segbox_max_t(max_t, &xn, &xd)) return false;
    /* origin - pos fits 31 bits; each dot product is exact before its one rounding */
    ls.origin = to_object(box, fg_vec3_sub(seg->origin, box->pos));
    ls.delta = to_object(box, seg->delta);
    /* the slab core needs object-space values in the domain (always checked: it is not
     * an input check, far-apart inputs can get here) */
    if ((fg_vec3_out_of_domain(ls.origin) | fg_vec3_out_of_domain(ls.delta)) != 0u) return false;
    fg_segbox_clip_init(&c, xn, xd);
    if (!fg_segbox_clip3(&c, &ls, &box->local)) return false;
    if (hit == NULL) return true;
    if (c.axis < 0) {
        hit->t = FG_ZERO;
        hit->point = seg->origin;
        hit->normal = fg_vec3_make(FG_ZERO, FG_ZERO, FG_ZERO);
        return true;
    }
    /* world point from the exact fraction and the WORLD segment */
    t = fg_segbox_fraction(c.en, c.ed, &rest);
    hit->t = t;
    hit->point.x = fg_segbox_lerp(seg->origin.x, seg->delta.x, t, rest);
    hit->point.y = fg_segbox_lerp(seg->origin.y, seg->delta.y, t, rest);
    hit->point.z = fg_segbox_lerp(seg->origin.z, seg->delta.z, t, rest);
    k = c.axis;
    hit->normal = c.side < 0 ? fg_vec3_neg(box->axis[k]) : box->axis[k];
    return true;
}
