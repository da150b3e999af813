/* SPDX-License-Identifier: MIT */
/* Boxes: static overlap, closest point, containment, and the box helpers. Comparisons and
 * exact sums only: defined for every input. */
#include "fg_internal.h"

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

/* Shared by the single and the batch test (the library calls no public function of its
 * own file). */
static bool boxes3_overlap(const fg_aabb3 *a, const fg_aabb3 *b)
{
    return interval_overlap(a->min.x, a->max.x, b->min.x, b->max.x) &&
           interval_overlap(a->min.y, a->max.y, b->min.y, b->max.y) &&
           interval_overlap(a->min.z, a->max.z, b->min.z, b->max.z);
}

bool fg_aabb3_aabb3_overlap(const fg_aabb3 *a, const fg_aabb3 *b) { return boxes3_overlap(a, b); }

fg_vec2 fg_aabb2_closest_point(const fg_aabb2 *box, fg_vec2 p)
{
    return fg_vec2_make(fg_clamp(p.x, box->min.x, box->max.x), fg_clamp(p.y, box->min.y, box->max.y));
}

fg_vec3 fg_aabb3_closest_point(const fg_aabb3 *box, fg_vec3 p)
{
    return fg_vec3_make(fg_clamp(p.x, box->min.x, box->max.x), fg_clamp(p.y, box->min.y, box->max.y),
                        fg_clamp(p.z, box->min.z, box->max.z));
}

bool fg_aabb3_contains_point(const fg_aabb3 *box, fg_vec3 p)
{
    return fg_le(box->min.x, p.x) && fg_le(p.x, box->max.x) && fg_le(box->min.y, p.y) && fg_le(p.y, box->max.y) &&
           fg_le(box->min.z, p.z) && fg_le(p.z, box->max.z);
}

bool fg_aabb2_contains_point(const fg_aabb2 *box, fg_vec2 p)
{
    return fg_le(box->min.x, p.x) && fg_le(p.x, box->max.x) && fg_le(box->min.y, p.y) && fg_le(p.y, box->max.y);
}

/* ---- helpers ---- */

fg_aabb2 fg_aabb2_merge(const fg_aabb2 *a, const fg_aabb2 *b)
{
    fg_aabb2 r;
    if (fg_aabb2_is_empty(a)) {
        r.min = b->min;
        r.max = b->max;
    } else if (fg_aabb2_is_empty(b)) {
        r.min = a->min;
        r.max = a->max;
    } else {
        r.min = fg_vec2_make(fg_min(a->min.x, b->min.x), fg_min(a->min.y, b->min.y));
        r.max = fg_vec2_make(fg_max(a->max.x, b->max.x), fg_max(a->max.y, b->max.y));
    }
    return r;
}

fg_aabb3 fg_aabb3_merge(const fg_aabb3 *a, const fg_aabb3 *b)
{
    fg_aabb3 r;
    if (fg_aabb3_is_empty(a)) {
        r.min = b->min;
        r.max = b->max;
    } else if (fg_aabb3_is_empty(b)) {
        r.min = a->min;
        r.max = a->max;
    } else {
        r.min = fg_vec3_make(fg_min(a->min.x, b->min.x), fg_min(a->min.y, b->min.y), fg_min(a->min.z, b->min.z));
        r.max = fg_vec3_make(fg_max(a->max.x, b->max.x), fg_max(a->max.y, b->max.y), fg_max(a->max.z, b->max.z));
    }
    return r;
}

/* (a + b) / 2 and (b - a) / 2 from the exact wide sum, rounded to nearest (halves away from
 * zero) and saturated: fg_wide_to of the Q32.32 value (a + b) * 2^15 / 2^16. */
static fg_scalar mid(fg_scalar a, fg_scalar b) { return fg_wide_to(fg_wadd(fg_wmul(a, FG_HALF), fg_wmul(b, FG_HALF))); }
static fg_scalar half_span(fg_scalar a, fg_scalar b) { return fg_wide_to(fg_wsub(fg_wmul(b, FG_HALF), fg_wmul(a, FG_HALF))); }

fg_vec2 fg_aabb2_center(const fg_aabb2 *box) { return fg_vec2_make(mid(box->min.x, box->max.x), mid(box->min.y, box->max.y)); }
fg_vec3 fg_aabb3_center(const fg_aabb3 *box)
{
    return fg_vec3_make(mid(box->min.x, box->max.x), mid(box->min.y, box->max.y), mid(box->min.z, box->max.z));
}
fg_vec2 fg_aabb2_half_extents(const fg_aabb2 *box)
{
    return fg_vec2_make(half_span(box->min.x, box->max.x), half_span(box->min.y, box->max.y));
}
fg_vec3 fg_aabb3_half_extents(const fg_aabb3 *box)
{
    return fg_vec3_make(half_span(box->min.x, box->max.x), half_span(box->min.y, box->max.y),
                        half_span(box->min.z, box->max.z));
}

fg_result fg_aabb2_from_points(const fg_vec2 *points, size_t count, fg_aabb2 *out)
{
    size_t i;
    fg_aabb2 r;
    if ((count == 0u) || (count > (size_t)FG_BATCH_MAX) || fg_missing(points)) {
        return fg_reject("fg_aabb2_from_points");
    }
    r.min = points[0];
    r.max = points[0];
    for (i = 1u; i < count; i++) {
        r.min = fg_vec2_make(fg_min(r.min.x, points[i].x), fg_min(r.min.y, points[i].y));
        r.max = fg_vec2_make(fg_max(r.max.x, points[i].x), fg_max(r.max.y, points[i].y));
    }
    if (out != NULL) {
        out->min = r.min;
        out->max = r.max;
    }
    return FG_OK;
}

fg_result fg_aabb3_from_points(const fg_vec3 *points, size_t count, fg_aabb3 *out)
{
    size_t i;
    fg_vec3 lo, hi;
    if ((count == 0u) || (count > (size_t)FG_BATCH_MAX) || fg_missing(points)) {
        return fg_reject("fg_aabb3_from_points");
    }
    lo = points[0];
    hi = points[0];
    for (i = 1u; i < count; i++) {
        lo = fg_vec3_make(fg_min(lo.x, points[i].x), fg_min(lo.y, points[i].y), fg_min(lo.z, points[i].z));
        hi = fg_vec3_make(fg_max(hi.x, points[i].x), fg_max(hi.y, points[i].y), fg_max(hi.z, points[i].z));
    }
    if (out != NULL) {
        out->min = lo;
        out->max = hi;
    }
    return FG_OK;
}

fg_result fg_aabb3_aabb3_batch_overlap(const fg_aabb3 *box, const fg_aabb3 *boxes, size_t count, size_t *out_idx,
                                       size_t capacity, size_t *found)
{
    size_t i, total = 0u;
    size_t room = (out_idx != NULL) ? capacity : 0u; /* a NULL buffer holds nothing */
    if (fg_missing(box) || (count > (size_t)FG_BATCH_MAX) || ((count > 0u) && fg_missing(boxes))) {
        return fg_reject("fg_aabb3_aabb3_batch_overlap");
    }
    for (i = 0u; i < count; i++) {
        if (!boxes3_overlap(box, &boxes[i])) {
            continue;
        }
        if (total < room) {
            out_idx[total] = i;
        }
        total++;
    }
    if (total == 0u) {
        return FG_MISS; /* nothing written */
    }
    if (found != NULL) {
        *found = total;
    }
    return FG_HIT;
}

/* ---- the batches' pre-reject (fg_internal.h) ---- */

/* The box misses the segment on the cross axis n = d x e_i (i the third axis of j, k): the
 * whole segment projects to n . (x - o) = 0, the box to an interval of d_k y - d_j z, y in
 * its j range and z in its k range, relative to o. The ends are products of scalars (below
 * 1.5 2^60 raw), compared exactly: apart when the interval excludes 0. */
static bool seg_box_cross_apart(const fg_seg_box *b, unsigned j, unsigned k, fg_scalar dj, fg_scalar dk)
{
    fg_wide y0 = fg_wmul(dk, b->lo[j]), y1 = fg_wmul(dk, b->hi[j]);
    fg_wide z0 = fg_wmul(dj, b->lo[k]), z1 = fg_wmul(dj, b->hi[k]);
    if (fg_lt(dk, FG_ZERO)) { /* the products' order is the factors' when d_k >= 0 */
        fg_wide w = y0;
        y0 = y1;
        y1 = w;
    }
    if (fg_lt(dj, FG_ZERO)) {
        fg_wide w = z0;
        z0 = z1;
        z1 = w;
    }
    return fg_wlt(z1, y0) || fg_wlt(y1, z0);
}

/* d_i s rounded toward zero (fg_internal.h: as exact a test as the real part; 0 <= s <
 * FG_ONE: |d_i| s is below 2^31 raw for every int32 d_i). */
static fg_scalar reach_axis(fg_scalar di, fg_scalar s)
{
    return fg_lt(di, FG_ZERO) ? fg_neg(fg_mul_down(fg_neg(di), s)) : fg_mul_down(di, s);
}

void fg_seg_reach_part(fg_vec3 *reach, fg_scalar dx, fg_scalar dy, fg_scalar dz, fg_scalar s)
{
    fg_scalar part = fg_max(s, FG_ZERO);
    reach->x = reach_axis(dx, part);
    reach->y = reach_axis(dy, part);
    reach->z = reach_axis(dz, part);
}

bool fg_seg_box_cross_apart(const fg_seg_box *b, fg_vec3 d, unsigned dims)
{
    if (dims == 2u) {
        return seg_box_cross_apart(b, 0u, 1u, d.x, d.y);
    }
    return seg_box_cross_apart(b, 1u, 2u, d.y, d.z) || seg_box_cross_apart(b, 2u, 0u, d.z, d.x) ||
           seg_box_cross_apart(b, 0u, 1u, d.x, d.y);
}
