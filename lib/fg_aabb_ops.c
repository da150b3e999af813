/* SPDX-License-Identifier: MIT */
/* Box contains box, union and intersection: comparisons only, exact. */
#include "fg_internal.h"

/* NULL, inverted or outside the domain: these functions promise a valid box. With the
 * domain check, one fused test per axis (fg_span_in_domain) instead of three. */
static bool bad2(const fg_aabb2 *a, const fg_aabb2 *b)
{
    if (fg_missing(a) || fg_missing(b)) {
        return true;
    }
    if (FG_CHECK_DOMAIN == 0) {
        return fg_aabb2_is_empty(a) || fg_aabb2_is_empty(b);
    }
    return !(fg_span_in_domain(a->min.x, a->max.x) && fg_span_in_domain(a->min.y, a->max.y) &&
             fg_span_in_domain(b->min.x, b->max.x) && fg_span_in_domain(b->min.y, b->max.y));
}

static bool bad3(const fg_aabb3 *a, const fg_aabb3 *b)
{
    if (fg_missing(a) || fg_missing(b)) {
        return true;
    }
    if (FG_CHECK_DOMAIN == 0) {
        return fg_aabb3_is_empty(a) || fg_aabb3_is_empty(b);
    }
    return !(fg_span_in_domain(a->min.x, a->max.x) && fg_span_in_domain(a->min.y, a->max.y) &&
             fg_span_in_domain(a->min.z, a->max.z) && fg_span_in_domain(b->min.x, b->max.x) &&
             fg_span_in_domain(b->min.y, b->max.y) && fg_span_in_domain(b->min.z, b->max.z));
}

/* amin <= bmin <= bmax <= amax with a's span valid: then b's span is valid too, so a hit
 * needs no separate validation (only a miss does, to tell it from a rejection). */
static bool nested(fg_scalar amin, fg_scalar amax, fg_scalar bmin, fg_scalar bmax)
{
    return fg_le(amin, bmin) && fg_le(bmin, bmax) && fg_le(bmax, amax) &&
           ((FG_CHECK_DOMAIN == 0) || fg_ordered_span_in_domain(amin, amax));
}

fg_result fg_aabb2_aabb2_contains(const fg_aabb2 *a, const fg_aabb2 *b)
{
    if (fg_missing(a) || fg_missing(b)) {
        return fg_reject("fg_aabb2_aabb2_contains");
    }
    if (nested(a->min.x, a->max.x, b->min.x, b->max.x) && nested(a->min.y, a->max.y, b->min.y, b->max.y)) {
        return FG_HIT;
    }
    return bad2(a, b) ? fg_reject("fg_aabb2_aabb2_contains") : FG_MISS;
}

fg_result fg_aabb3_aabb3_contains(const fg_aabb3 *a, const fg_aabb3 *b)
{
    if (fg_missing(a) || fg_missing(b)) {
        return fg_reject("fg_aabb3_aabb3_contains");
    }
    if (nested(a->min.x, a->max.x, b->min.x, b->max.x) && nested(a->min.y, a->max.y, b->min.y, b->max.y) &&
        nested(a->min.z, a->max.z, b->min.z, b->max.z)) {
        return FG_HIT;
    }
    return bad3(a, b) ? fg_reject("fg_aabb3_aabb3_contains") : FG_MISS;
}

/* One axis of a union: [*lo, *hi] spans [amin, amax] and [bmin, bmax]; true when both are
 * valid. The order tests come first: with both spans ordered, the union's ends bound all
 * four, so the domain costs two compares (fg_ordered_span_in_domain) instead of four tests;
 * an inverted span's ends bound nothing. The axes are decided in turn, so that each needs
 * only its own four ends in registers. */
static bool join(fg_scalar amin, fg_scalar amax, fg_scalar bmin, fg_scalar bmax, fg_scalar *lo, fg_scalar *hi)
{
    if (fg_gt(amin, amax) || fg_gt(bmin, bmax)) {
        return false;
    }
    *lo = fg_min(amin, bmin);
    *hi = fg_max(amax, bmax);
    return (FG_CHECK_DOMAIN == 0) || fg_ordered_span_in_domain(*lo, *hi);
}

fg_result fg_aabb2_aabb2_union(const fg_aabb2 *a, const fg_aabb2 *b, fg_aabb2 *out)
{
    fg_aabb2 u;
    if (fg_missing(a) || fg_missing(b) || !join(a->min.x, a->max.x, b->min.x, b->max.x, &u.min.x, &u.max.x) ||
        !join(a->min.y, a->max.y, b->min.y, b->max.y, &u.min.y, &u.max.y)) {
        return fg_reject("fg_aabb2_aabb2_union");
    }
    if (out != NULL) {
        *out = u;
    }
    return FG_OK;
}

fg_result fg_aabb3_aabb3_union(const fg_aabb3 *a, const fg_aabb3 *b, fg_aabb3 *out)
{
    fg_aabb3 u;
    if (fg_missing(a) || fg_missing(b) || !join(a->min.x, a->max.x, b->min.x, b->max.x, &u.min.x, &u.max.x) ||
        !join(a->min.y, a->max.y, b->min.y, b->max.y, &u.min.y, &u.max.y) ||
        !join(a->min.z, a->max.z, b->min.z, b->max.z, &u.min.z, &u.max.z)) {
        return fg_reject("fg_aabb3_aabb3_union");
    }
    if (out != NULL) {
        *out = u;
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
