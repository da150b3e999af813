/* SPDX-License-Identifier: MIT */
/* Segment vs an array of triangles (a mesh): the nearest hit, with a box pre-reject. */
#include "fg_internal.h"

static bool ranges_apart(fg_scalar a, fg_scalar b, fg_scalar c, fg_scalar lo, fg_scalar hi)
{
    return fg_lt(fg_max(a, fg_max(b, c)), lo) || fg_lt(hi, fg_min(a, fg_min(b, c)));
}

/* The triangle's bounding box misses the segment's: no point of the triangle can be on the
 * segment (comparisons only; a pre-reject, never a rejected hit). */
static bool boxes_apart(const fg_triangle *t, fg_vec3 lo, fg_vec3 hi)
{
    return ranges_apart(t->a.x, t->b.x, t->c.x, lo.x, hi.x) || ranges_apart(t->a.y, t->b.y, t->c.y, lo.y, hi.y) ||
           ranges_apart(t->a.z, t->b.z, t->c.z, lo.z, hi.z);
}

static bool mesh_bad(const fg_segment3 *seg, const fg_triangle *tris, size_t count, fg_sides sides)
{
    size_t i;
    uint32_t ood;
    if (fg_missing(seg) || (count > (size_t)FG_BATCH_MAX) || ((count > 0u) && fg_missing(tris)) ||
        ((sides != FG_FRONT_ONLY) && (sides != FG_BOTH_SIDES))) {
        return true;
    }
    ood = fg_segment3_ood(seg);
    for (i = 0u; (FG_CHECK_DOMAIN != 0) && (i < count); i++) {
        ood |= fg_vec3_ood(tris[i].a) | fg_vec3_ood(tris[i].b) | fg_vec3_ood(tris[i].c);
    }
    return (FG_CHECK_DOMAIN != 0) && (ood != 0u);
}

/* One scan finds the index (the raycast's reported t, the current best as its max_t: a
 * triangle whose rounded t is below the best has its exact t below it too), then the
 * winner's raycast writes the caller's outputs, bit for bit a single call's. */
fg_result fg_segment3_triangle_batch_nearest(const fg_segment3 *seg, const fg_triangle *tris, size_t count,
                                             fg_sides sides, fg_scalar max_t, size_t *index, fg_hit3 *hit,
                                             fg_scalar *u, fg_scalar *v)
{
    fg_hit3 c;
    fg_vec3 end, lo, hi;
    fg_scalar limit = max_t;
    size_t i, best = 0u;
    bool found = false;
    if (mesh_bad(seg, tris, count, sides)) {
        return fg_reject("fg_segment3_triangle_batch_nearest");
    }
    end = fg_vec3_add(seg->origin, seg->delta);
    lo = fg_vec3_make(fg_min(seg->origin.x, end.x), fg_min(seg->origin.y, end.y), fg_min(seg->origin.z, end.z));
    hi = fg_vec3_make(fg_max(seg->origin.x, end.x), fg_max(seg->origin.y, end.y), fg_max(seg->origin.z, end.z));
    for (i = 0u; i < count; i++) {
        if (boxes_apart(&tris[i], lo, hi) ||
            (fg_segment3_triangle_raycast(seg, &tris[i], sides, limit, &c, NULL, NULL) != FG_HIT)) {
            continue;
        }
        if (!found || fg_lt(c.t, limit)) {
            best = i;
            limit = c.t;
            found = true;
            if (fg_eq(limit, FG_ZERO)) {
                break; /* t = 0 cannot be beaten */
            }
        }
    }
    if (!found) {
        return FG_MISS;
    }
    if (index != NULL) {
        *index = best;
    }
    if ((hit != NULL) || (u != NULL) || (v != NULL)) {
        (void)fg_segment3_triangle_raycast(seg, &tris[best], sides, max_t, hit, u, v);
    }
    return FG_HIT;
}
