/* SPDX-License-Identifier: MIT */
/* Box contains box, union and intersection: comparisons only, exact. */
#include "fg_internal.h"

/* NULL, inverted or outside the domain: these functions promise a valid box. */
static bool bad2(const fg_aabb2 *a, const fg_aabb2 *b)
{
    if (fg_missing(a) || fg_missing(b)) {
        return true;
    }
    return fg_aabb2_is_empty(a) || fg_aabb2_is_empty(b) ||
           ((FG_CHECK_DOMAIN != 0) && ((fg_aabb2_ood(a) | fg_aabb2_ood(b)) != 0u));
}

static bool bad3(const fg_aabb3 *a, const fg_aabb3 *b)
{
    if (fg_missing(a) || fg_missing(b)) {
        return true;
    }
    return fg_aabb3_is_empty(a) || fg_aabb3_is_empty(b) ||
           ((FG_CHECK_DOMAIN != 0) && ((fg_aabb3_ood(a) | fg_aabb3_ood(b)) != 0u));
}

/* [bmin, bmax] within [amin, amax] */
static bool within(fg_scalar amin, fg_scalar amax, fg_scalar bmin, fg_scalar bmax)
{
    return fg_le(amin, bmin) && fg_le(bmax, amax);
}

fg_result fg_aabb2_aabb2_contains(const fg_aabb2 *a, const fg_aabb2 *b)
{
    if (bad2(a, b)) {
        return fg_reject("fg_aabb2_aabb2_contains");
    }
    return (within(a->min.x, a->max.x, b->min.x, b->max.x) && within(a->min.y, a->max.y, b->min.y, b->max.y))
               ? FG_HIT
               : FG_MISS;
}

fg_result fg_aabb3_aabb3_contains(const fg_aabb3 *a, const fg_aabb3 *b)
{
    if (bad3(a, b)) {
        return fg_reject("fg_aabb3_aabb3_contains");
    }
    return (within(a->min.x, a->max.x, b->min.x, b->max.x) && within(a->min.y, a->max.y, b->min.y, b->max.y) &&
            within(a->min.z, a->max.z, b->min.z, b->max.z))
               ? FG_HIT
               : FG_MISS;
}

fg_result fg_aabb2_aabb2_union(const fg_aabb2 *a, const fg_aabb2 *b, fg_aabb2 *out)
{
    if (bad2(a, b)) {
        return fg_reject("fg_aabb2_aabb2_union");
    }
    if (out != NULL) {
        out->min = fg_vec2_make(fg_min(a->min.x, b->min.x), fg_min(a->min.y, b->min.y));
        out->max = fg_vec2_make(fg_max(a->max.x, b->max.x), fg_max(a->max.y, b->max.y));
    }
    return FG_OK;
}

fg_result fg_aabb3_aabb3_union(const fg_aabb3 *a, const fg_aabb3 *b, fg_aabb3 *out)
{
    if (bad3(a, b)) {
        return fg_reject("fg_aabb3_aabb3_union");
    }
    if (out != NULL) {
        out->min = fg_vec3_make(fg_min(a->min.x, b->min.x), fg_min(a->min.y, b->min.y), fg_min(a->min.z, b->min.z));
        out->max = fg_vec3_make(fg_max(a->max.x, b->max.x), fg_max(a->max.y, b->max.y), fg_max(a->max.z, b->max.z));
    }
    return FG_OK;
}

fg_result fg_aabb2_aabb2_intersection(const fg_aabb2 *a, const fg_aabb2 *b, fg_aabb2 *out)
{
    fg_vec2 lo, hi;
    if (bad2(a, b)) {
        return fg_reject("fg_aabb2_aabb2_intersection");
    }
    lo = fg_vec2_make(fg_max(a->min.x, b->min.x), fg_max(a->min.y, b->min.y));
    hi = fg_vec2_make(fg_min(a->max.x, b->max.x), fg_min(a->max.y, b->max.y));
    if (fg_gt(lo.x, hi.x) || fg_gt(lo.y, hi.y)) {
        return FG_MISS; /* touching gives lo == hi: a flat box, a hit */
    }
    if (out != NULL) {
        out->min = lo;
        out->max = hi;
    }
    return FG_HIT;
}

fg_result fg_aabb3_aabb3_intersection(const fg_aabb3 *a, const fg_aabb3 *b, fg_aabb3 *out)
{
    fg_vec3 lo, hi;
    if (bad3(a, b)) {
        return fg_reject("fg_aabb3_aabb3_intersection");
    }
    lo = fg_vec3_make(fg_max(a->min.x, b->min.x), fg_max(a->min.y, b->min.y), fg_max(a->min.z, b->min.z));
    hi = fg_vec3_make(fg_min(a->max.x, b->max.x), fg_min(a->max.y, b->max.y), fg_min(a->max.z, b->max.z));
    if (fg_gt(lo.x, hi.x) || fg_gt(lo.y, hi.y) || fg_gt(lo.z, hi.z)) {
        return FG_MISS; /* touching gives lo == hi: a flat box, a hit */
    }
    if (out != NULL) {
        out->min = lo;
        out->max = hi;
    }
    return FG_HIT;
}
