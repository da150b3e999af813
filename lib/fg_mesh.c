/* SPDX-License-Identifier: MIT */
/* Segment vs an array of triangles (a mesh): the nearest hit, with a box pre-reject. */
#include "fg_internal.h"

/* The triangle's box [min, max] of its vertices on axis i. */
static void tri_box_axis(fg_seg_box *b, unsigned i, fg_scalar a, fg_scalar c, fg_scalar e)
{
    b->lo[i] = fg_min(a, fg_min(c, e));
    b->hi[i] = fg_max(a, fg_max(c, e));
}

/* The segment's part (within the casts' limit) misses the triangle's bounding box
 * (fg_internal.h: each box axis as soon as it is formed, then the cross axes): no point of
 * the triangle can be on it (a pre-reject, never a rejected hit). */
static FG_NOINLINE bool boxes_apart(const fg_segment3 *seg, const fg_seg_box *part, const fg_triangle *t)
{
    fg_seg_box b;
    tri_box_axis(&b, 0u, t->a.x, t->b.x, t->c.x);
    if (fg_seg_box_axis_apart(&b, part, 0u)) {
        return true;
    }
    tri_box_axis(&b, 1u, t->a.y, t->b.y, t->c.y);
    if (fg_seg_box_axis_apart(&b, part, 1u)) {
        return true;
    }
    tri_box_axis(&b, 2u, t->a.z, t->b.z, t->c.z);
    if (fg_seg_box_axis_apart(&b, part, 2u)) {
        return true;
    }
    fg_seg_box_shift(&b, seg->origin.x, seg->origin.y, seg->origin.z, 3u);
    return fg_seg_box_cross_apart(&b, seg->delta, 3u);
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

/* The scan's state: the casts' limit (max_t, then the nearest's t) and the box of the
 * segment's part within it (fg_seg_part). */
typedef struct {
    fg_seg_box part;
    fg_scalar limit;
    bool found;
    bool two_sided;
} mesh_scan;

/* The part within the casts' limit, out of line: take_nearer's frame stays lean. */
static FG_NOINLINE void mesh_part(mesh_scan *sc, const fg_segment3 *seg)
{
    fg_seg_part(&sc->part, seg->origin.x, seg->origin.y, seg->origin.z, seg->delta.x, seg->delta.y, seg->delta.z,
                sc->limit);
}

/* One triangle's raycast (after the batch's own checks and its box test, in the caller's
 * loop: most triangles stop there, without this frame) with the best t so far as its max_t
 * (a triangle whose rounded t is below the best has its exact t below it too, so it still
 * hits; one off the part has no exact t within the limit): when it hits strictly nearer
 * (or first: !found), the limit, the part and the caller's outputs take it, so ties keep the
 * lower index. The candidate stays local: a tie must not overwrite the outputs. */
static FG_NOINLINE bool take_nearer(const fg_segment3 *seg, const fg_triangle *tri, mesh_scan *sc, fg_hit3 *hit,
                                    fg_scalar *u, fg_scalar *v)
{
    fg_hit3 c;
    fg_scalar cu, cv;
    if ((fg_triangle_cast_checked(seg, tri, sc->two_sided, sc->limit, &c, (u != NULL) ? &cu : NULL,
                                  (v != NULL) ? &cv : NULL) != FG_HIT) ||
        (sc->found && !fg_lt(c.t, sc->limit))) {
        return false;
    }
    sc->limit = c.t;
    sc->found = true;
    mesh_part(sc, seg);
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
    mesh_scan sc;
    size_t i;
    if (mesh_bad(seg, tris, count, sides)) {
        return fg_reject("fg_segment3_triangle_batch_nearest");
    }
    if (fg_lt(max_t, FG_ZERO)) {
        return FG_MISS; /* as every cast would */
    }
    sc.limit = fg_min(max_t, FG_ONE); /* max_t > 1 acts as 1, as in the cast */
    sc.found = false;
    sc.two_sided = sides == FG_BOTH_SIDES;
    mesh_part(&sc, seg);
    for (i = 0u; i < count; i++) {
        if (boxes_apart(seg, &sc.part, &tris[i]) || !take_nearer(seg, &tris[i], &sc, hit, u, v)) {
            continue;
        }
        if (index != NULL) {
            *index = i;
        }
        if (fg_eq(sc.limit, FG_ZERO)) {
            break; /* t = 0 cannot be beaten */
        }
    }
    return sc.found ? FG_HIT : FG_MISS;
}
