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
    if (FG_CHECK_DOMAIN != 0) {
        return fg_nested_span_in_domain(amin, amax, bmin, bmax);
    }
    return fg_le(amin, bmin) && fg_le(bmin, bmax) && fg_le(bmax, amax);
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

/* One axis of an intersection: [*lo, *hi] = [max(amin, bmin), min(amax, bmax)]; true when
 * it is a span (lo <= hi) and both input spans are valid. lo <= hi orders both inputs
 * (amin <= lo <= hi <= amax), so the domain costs two compares of the outer ends. False
 * decides nothing: the caller tells a miss from a rejection apart (bad2, bad3). */
static bool meet(fg_scalar amin, fg_scalar amax, fg_scalar bmin, fg_scalar bmax, fg_scalar *lo, fg_scalar *hi)
{
    *lo = fg_max(amin, bmin);
    *hi = fg_min(amax, bmax);
    return fg_le(*lo, *hi) &&
           ((FG_CHECK_DOMAIN == 0) || fg_ordered_span_in_domain(fg_min(amin, bmin), fg_max(amax, bmax)));
}

fg_result fg_aabb2_aabb2_intersection(const fg_aabb2 *a, const fg_aabb2 *b, fg_aabb2 *out)
{
    fg_vec2 lo, hi;
    if (fg_missing(a) || fg_missing(b)) {
        return fg_reject("fg_aabb2_aabb2_intersection");
    }
    if (!meet(a->min.x, a->max.x, b->min.x, b->max.x, &lo.x, &hi.x) ||
        !meet(a->min.y, a->max.y, b->min.y, b->max.y, &lo.y, &hi.y)) {
        /* touching gives lo == hi: a flat box, a hit */
        return bad2(a, b) ? fg_reject("fg_aabb2_aabb2_intersection") : FG_MISS;
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
    if (fg_missing(a) || fg_missing(b)) {
        return fg_reject("fg_aabb3_aabb3_intersection");
    }
    if (!meet(a->min.x, a->max.x, b->min.x, b->max.x, &lo.x, &hi.x) ||
        !meet(a->min.y, a->max.y, b->min.y, b->max.y, &lo.y, &hi.y) ||
        !meet(a->min.z, a->max.z, b->min.z, b->max.z, &lo.z, &hi.z)) {
        return bad3(a, b) ? fg_reject("fg_aabb3_aabb3_intersection") : FG_MISS;
    }
    if (out != NULL) {
        out->min = lo;
        out->max = hi;
    }
    return FG_HIT;
}
