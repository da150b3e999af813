/* SPDX-License-Identifier: MIT */
/* Segment vs an array of triangles (a mesh): the nearest hit, with a box pre-reject. */
#include "fg_internal.h"

/* The triangle's box [min, max] of its vertices on axis i, relative to the segment's origin o. */
static void tri_box_axis(fg_seg_box *b, unsigned i, fg_scalar o, fg_scalar a, fg_scalar c, fg_scalar e)
{
    b->lo[i] = fg_sub(fg_min(a, fg_min(c, e)), o);
    b->hi[i] = fg_sub(fg_max(a, fg_max(c, e)), o);
}

/* The segment misses the triangle's bounding box (fg_internal.h: each box axis as soon as
 * it is formed, then the cross axes): no point of the triangle can be on the segment (a
 * pre-reject, never a rejected hit). */
static FG_NOINLINE bool boxes_apart(const fg_segment3 *seg, const fg_triangle *t)
{
    fg_seg_box b;
    tri_box_axis(&b, 0u, seg->origin.x, t->a.x, t->b.x, t->c.x);
    if (fg_seg_box_axis_apart(&b, 0u, seg->delta.x)) {
        return true;
    }
    tri_box_axis(&b, 1u, seg->origin.y, t->a.y, t->b.y, t->c.y);
    if (fg_seg_box_axis_apart(&b, 1u, seg->delta.y)) {
        return true;
    }
    tri_box_axis(&b, 2u, seg->origin.z, t->a.z, t->b.z, t->c.z);
    return fg_seg_box_axis_apart(&b, 2u, seg->delta.z) || fg_seg_box_cross_apart(&b, seg->delta, 3u);
}

static bool mesh_bad(const fg_segment3 *seg, const fg_triangle *tris, size_t count, fg_sides sides)
{
    size_t i;
    uint32_t ood, mag;
    if (fg_missing(seg) || (count > (size_t)FG_BATCH_MAX) || ((count > 0u) && fg_missing(tris)) ||
        ((sides != FG_FRONT_ONLY) && (sides != FG_BOTH_SIDES))) {
        return true;
    }
    if ((FG_CHECK_DOMAIN == 0) || (fg_segment3_ood(seg) != 0u)) {
        return FG_CHECK_DOMAIN != 0;
    }
    mag = 0u; /* one filter over the array; each element's own test only when it fails */
    for (i = 0u; i < count; i++) {
        mag |= fg_triangle_dmag(&tris[i]);
    }
    ood = 0u;
    for (i = 0u; !fg_domain_fast(mag) && (i < count); i++) {
        ood |= fg_triangle_ood(&tris[i]);
    }
    return ood != 0u;
}

/* One triangle's raycast with the best t so far as its max_t (a triangle whose rounded t
 * is below the best has its exact t below it too, so it still hits): when it hits strictly
 * nearer (or first: !found), *limit and the caller's outputs take it, so ties keep the
 * lower index. The candidate stays local: a tie must not overwrite the outputs. */
static FG_NOINLINE bool take_nearer(const fg_segment3 *seg, const fg_triangle *tri, fg_sides sides, fg_scalar *limit,
                                    bool found, fg_hit3 *hit, fg_scalar *u, fg_scalar *v)
{
    fg_hit3 c;
    fg_scalar cu, cv;
    if (boxes_apart(seg, tri) ||
        (fg_segment3_triangle_raycast(seg, tri, sides, *limit, &c, (u != NULL) ? &cu : NULL,
                                      (v != NULL) ? &cv : NULL) != FG_HIT) ||
        (found && !fg_lt(c.t, *limit))) {
        return false;
    }
    *limit = c.t;
    if (hit != NULL) {
        fg_hit3_put(hit, c.t, c.point, c.normal, c.started_inside);
    }
    if (u != NULL) {
        *u = cu;
    }
    if (v != NULL) {
        *v = cv;
    }
    return true;
}

fg_result fg_segment3_triangle_batch_nearest(const fg_segment3 *seg, const fg_triangle *tris, size_t count,
                                             fg_sides sides, fg_scalar max_t, size_t *index, fg_hit3 *hit,
                                             fg_scalar *u, fg_scalar *v)
{
    fg_scalar limit = max_t;
    size_t i;
    bool found = false;
    if (mesh_bad(seg, tris, count, sides)) {
        return fg_reject("fg_segment3_triangle_batch_nearest");
    }
    for (i = 0u; i < count; i++) {
        if (!take_nearer(seg, &tris[i], sides, &limit, found, hit, u, v)) {
            continue;
        }
        found = true;
        if (index != NULL) {
            *index = i;
        }
        if (fg_eq(limit, FG_ZERO)) {
            break; /* t = 0 cannot be beaten */
        }
    }
    return found ? FG_HIT : FG_MISS;
}
