#include "fg_aabb.h"

/* Closed intervals [amin, amax] and [bmin, bmax] meet. The crossed tests alone would let
 * an inverted interval overlap a wide one, so emptiness is rejected explicitly. */
static bool interval_overlap(fg_scalar amin, fg_scalar amax, fg_scalar bmin, fg_scalar bmax)
{
    return fg_le(amin, amax) && fg_le(bmin, bmax) && fg_le(amin, bmax) && fg_le(bmin, amax);
}

bool fg_aabb2_aabb2_overlap(const fg_aabb2 *a, const fg_aabb2 *b)
{
    return interval_overlap(a->min.x, a->max.x, b->min.x, b->max.x) &&
           interval_overlap(a->min.y, a->max.y, b->min.y, b->max.y);
}

bool fg_aabb3_aabb3_overlap(const fg_aabb3 *a, const fg_aabb3 *b)
{
    return interval_overlap(a->min.x, a->max.x, b->min.x, b->max.x) &&
           interval_overlap(a->min.y, a->max.y, b->min.y, b->max.y) &&
           interval_overlap(a->min.z, a->max.z, b->min.z, b->max.z);
}

/* min wins over max so that an inverted axis has one documented answer. */
static fg_scalar clamp_axis(fg_scalar v, fg_scalar lo, fg_scalar hi)
{
    return fg_max(lo, fg_min(v, hi));
}

fg_vec2 fg_aabb2_closest_point(const fg_aabb2 *box, fg_vec2 p)
{
    return fg_vec2_make(clamp_axis(p.x, box->min.x, box->max.x), clamp_axis(p.y, box->min.y, box->max.y));
}

fg_vec3 fg_aabb3_closest_point(const fg_aabb3 *box, fg_vec3 p)
{
    return fg_vec3_make(clamp_axis(p.x, box->min.x, box->max.x), clamp_axis(p.y, box->min.y, box->max.y),
                        clamp_axis(p.z, box->min.z, box->max.z));
}
