/* SPDX-License-Identifier: MIT */
/* Segment vs an array of triangles (a mesh): the nearest hit, with a box pre-reject. */
#include "fg_internal.h"

static bool ranges_apart(fg_scalar a, fg_scalar b, fg_scalar c, fg_scalar lo, fg_scalar hi)
{
    return fg_lt(fg_max(a, fg_max(b, c)), lo) || fg_lt(hi, fg_min(a, fg_min(b, c)));
}

/* The triangle's bounding box misses the segment's: no point of the triangle can be on the
 * segment (comparisons only; a pre-reject, never a rejected hit). The segment's box is
 * formed again per triangle: cheaper than a frame holding it across the raycast calls. */
static FG_NOINLINE bool boxes_apart(const fg_segment3 *seg, const fg_triangle *t)
{
    fg_vec3 o = seg->origin, e = fg_vec3_add(seg->origin, seg->delta);
    return ranges_apart(t->a.x, t->b.x, t->c.x, fg_min(o.x, e.x), fg_max(o.x, e.x)) ||
           ranges_apart(t->a.y, t->b.y, t->c.y, fg_min(o.y, e.y), fg_max(o.y, e.y)) ||
           ranges_apart(t->a.z, t->b.z, t->c.z, fg_min(o.z, e.z), fg_max(o.z, e.z));
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
